"""Memory ranked in the database: on PostgreSQL, pgvector's nearest embeddings fused with a full-text match,
filtered by kind and analyst; DuckDB leaves ranking to nbcopilot.memory (it answers None)."""
from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from nbcopilot.records import MemoryRow
from harness.store_backends import open_backend

T0 = datetime(2025, 5, 1, 9, 0)
ROWS = [  # id, kind, text, embedding, analyst
    ("m-revenue", "lesson", "use revenue, not units, when ranking regions", [1.0, 0.0, 0.0], "ana"),
    ("m-churn", "lesson", "churn is monthly cancellations over active customers", [0.0, 1.0, 0.0], "bo"),
    ("m-plot", "step", "plotted weekly signups as a line chart", [0.0, 0.0, 1.0], "ana"),
    ("m-zh", "lesson", "按地区汇总收入 revenue by region", [0.9, 0.1, 0.0], "bo"),
]


@pytest.fixture
def team(tmp_path):
    store = open_backend("postgres", tmp_path)
    for n, (row_id, kind, text, vector, analyst) in enumerate(ROWS):
        store.analyst = analyst
        store.add_memory([MemoryRow(row_id, None, None, kind, text, vector, None, T0 + timedelta(seconds=n))])
    yield store
    store.close()


def ids(hits) -> list[str]:
    return [row_id for row_id, _ in hits]


def test_the_nearest_embedding_and_the_matching_words_both_count(team):
    near_revenue = [0.95, 0.05, 0.0]
    assert ids(team.search_memory(near_revenue, None, 2)) == ["m-revenue", "m-zh"]
    assert ids(team.search_memory(None, ["cancellations"], 3)) == ["m-churn"]
    fused = team.search_memory([0.0, 0.0, 1.0], ["churn", "customers"], 4)
    assert set(ids(fused)[:2]) == {"m-plot", "m-churn"}  # one ranked first by each list
    assert all(a[1] >= b[1] for a, b in zip(fused, fused[1:]))  # best first


def test_kinds_and_analyst_narrow_the_search_and_everyones_lessons_are_shared_by_default(team):
    near_revenue = [0.95, 0.05, 0.0]
    assert ids(team.search_memory(near_revenue, None, 4, kinds=["step"])) == ["m-plot"]
    assert ids(team.search_memory(near_revenue, ["revenue"], 4, kinds=["lesson"], analyst="bo")) == ["m-zh", "m-churn"]
    assert "m-zh" in ids(team.search_memory(near_revenue, ["revenue"], 4, kinds=["lesson"]))  # bo's, for ana too


def test_any_word_matches_as_written(team):
    # any one word is enough (a goal's words are rarely all in one lesson); "region" is not "regions"
    assert ids(team.search_memory(None, ["region", "nothing-of-the-sort"], 4)) == ["m-zh"]
    assert set(ids(team.search_memory(None, ["regions", "region"], 4))) == {"m-revenue", "m-zh"}
    assert team.search_memory(None, ["it's", "back\\slash"], 4) == []  # quoted, not read as tsquery syntax


def test_tasks_narrow_the_search_or_are_left_out(tmp_path):
    store = open_backend("postgres", tmp_path)
    store.add_memory([MemoryRow(f"m-{t}", t, None, "step", f"revenue of {t}", [1.0, 0.0], None, T0)
                      for t in ("t-1", "t-2", "t-3")] + [MemoryRow("m-none", None, None, "goal", "revenue", [1.0, 0.0],
                                                                   None, T0)])
    assert set(ids(store.search_memory([1.0, 0.0], ["revenue"], 9, task_ids=["t-1", "t-3"]))) == {"m-t-1", "m-t-3"}
    assert set(ids(store.search_memory([1.0, 0.0], ["revenue"], 9, exclude_task="t-2"))) == {"m-t-1", "m-t-3", "m-none"}
    store.close()


def test_term_shares_come_from_the_servers_statistics(team):
    assert team.memory_term_shares(["revenue"]) is None  # nothing gathered yet: every word weighs the same
    with team._cursor() as con:
        con.execute("ANALYZE memory")
    shares = team.memory_term_shares(["revenue", "unheard"])
    assert shares["revenue"] == pytest.approx(0.5) and 0 < shares["unheard"] < shares["revenue"]


def test_nothing_to_search_with_finds_nothing(team):
    assert team.search_memory(None, ["  "], 5) == [] and team.search_memory([], None, 5) == []


@pytest.mark.parametrize("backend", ["duckdb-file", "duckdb-memory"])
def test_duckdb_leaves_ranking_to_the_memory_module(store):
    assert store.memory_term_shares(["revenue"]) is None
    assert store.search_memory([1.0, 0.0], ["revenue"], 3) is None
