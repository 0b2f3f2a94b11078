"""Moving a personal store into the team store and back: every task, its record and its memories arrive, the
metrics read the same figures on both backends, and a second run copies nothing twice."""
from __future__ import annotations

from datetime import datetime, timedelta

import pandas as pd
import pytest

from nbcopilot.metrics.simulate import simulate
from nbcopilot.records import MemoryRow
from nbcopilot.store.duckdb_store import DuckDBStore
from nbcopilot.store.transfer import copy_store, main
from harness.store_backends import open_backend, store_url
from harness.store_story import approved, first_transition, planned

END = datetime(2025, 6, 1)


def same(left: pd.DataFrame, right: pd.DataFrame) -> None:
    """Equal figures, whatever integer or float width each backend's frame chose."""
    pd.testing.assert_frame_equal(left.reset_index(drop=True), right.reset_index(drop=True), check_dtype=False,
                                  check_exact=False, rtol=1e-9)


@pytest.fixture(scope="module")
def personal(tmp_path_factory) -> DuckDBStore:
    """A personal DuckDB store with a simulated history, a real task and two memories."""
    store = DuckDBStore(tmp_path_factory.mktemp("personal") / "copilot.duckdb")
    simulate(store, tasks=120, seed=3, weeks=3, end=END)
    task = planned("t-real", goal="Sum revenue by region — 中文")
    store.create(task, first_transition(task))
    after, t = approved(task)
    store.commit(task, after, t)
    store.add_memory([MemoryRow("m-1", "t-real", 0, "lesson", "use revenue, not units", [0.25, 0.5], '{"n": 1}',
                                END - timedelta(days=1)),
                      MemoryRow("m-2", None, None, "goal", "a memory of no task", None, None, END)])
    return store


def test_a_personal_store_moves_into_the_team_store_whole_and_reads_the_same(personal, tmp_path):
    team = open_backend("postgres", tmp_path)
    copied = copy_store(personal, team)
    assert copied["tasks"] == 121 and copied["memory"] == 2 and copied["skipped"] == 0
    assert team.load("t-real") == personal.load("t-real")
    assert team.history_table("t-real").event.tolist() == ["planned", "approve"]
    same(team.task_figures(), personal.task_figures())
    since, until = END - timedelta(days=10), END - timedelta(days=3)
    same(team.task_figures(since, until), personal.task_figures(since, until))
    same(team.anchor_figures(since, until), personal.anchor_figures(since, until))
    same(team.weekly_figures(), personal.weekly_figures())
    same(team.retried_outputs(), personal.retried_outputs())
    assert team.total_figures(since, until) == pytest.approx(personal.total_figures(since, until), nan_ok=True)
    same(team.correction_table(), personal.correction_table())
    assert sorted(team.model_usage()) == sorted(personal.model_usage())
    assert team.memory_texts(["m-1", "m-2"]) == {"m-1": "use revenue, not units", "m-2": "a memory of no task"}
    assert team.memory_rows(None, 3)["embedding"] == [[0.25, 0.5], None]
    assert copy_store(personal, team) == {"skipped": 121, **{table: 0 for table in copied if table != "skipped"}}
    team.close()


def test_tasks_come_back_from_the_team_store_by_id_prefix_from_the_command_line(personal, tmp_path, capsys):
    team_url = store_url("postgres", tmp_path)
    team = open_backend("postgres", tmp_path)
    copy_store(personal, team)
    team.close()
    back = tmp_path / "mine.duckdb"
    assert main([team_url, str(back), "--task", "t-real"]) == 0
    said = capsys.readouterr().out
    assert said.startswith("copied 1 tasks, ") and str(back) in said
    mine = DuckDBStore(back)
    assert mine.task_table().id.tolist() == ["t-real"] and mine.load("t-real") == personal.load("t-real")
    assert mine.memory_texts(["m-1", "m-2"]) == {"m-1": "use revenue, not units"}  # its own memory only
    mine.close()


def test_a_target_that_cannot_be_opened_is_one_line_and_nothing_is_copied(personal, capsys):
    assert main([str(personal.path), "postgresql://u:hunter22@127.0.0.1:1/team"]) == 1
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "connection refused" in said and "hunter22" not in said
