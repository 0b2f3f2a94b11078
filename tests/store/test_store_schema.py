"""Migrations through the one migration function: a store from an older release opens and keeps its history,
one from a newer release is refused, migrating twice changes nothing, and the demo-data simulator
writes the same schema."""
from __future__ import annotations

import json
from datetime import datetime

import duckdb
import pytest

from nbcopilot.errors import BadInput, StoreVersionError
from nbcopilot.demo.simulate import simulate
from nbcopilot.store.schema import MIGRATIONS, SCHEMA_VERSION, migrate
from harness.store_backends import open_backend
from harness.store_story import approved, planned

DUCKDB_FILE = ["duckdb-file"]
"""These tests write DuckDB files by hand; the PostgreSQL migrations are in test_postgres_store.py."""


def write_version_1_store(path) -> None:
    """A store as release 1 left it: schema 1, one task waiting at its plan review, one model call."""
    task = planned()
    with duckdb.connect(str(path)) as con:
        for statement in MIGRATIONS[1]:
            con.execute(statement)
        con.execute("INSERT INTO meta VALUES ('schema_version', '1')")
        now = datetime(2025, 5, 1, 9, 0)
        con.execute("INSERT INTO tasks VALUES (?, ?, ?, 1, ?, ?, ?, NULL, NULL)",
                    [task.id, task.goal, task.state.value, json.dumps(task.to_json(with_plan=False)), now, now])
        con.executemany("INSERT INTO steps VALUES (?, ?, ?)",
                        [(task.id, s.index, json.dumps(s.to_json())) for s in task.plan])
        con.execute("INSERT INTO transitions VALUES (?, 1, ?, NULL, 'review_plan', 'planned', 'after_plan', NULL, "
                    "'{}')", [task.id, now])
        con.execute("INSERT INTO llm_calls VALUES (?, 'planner', ?, 1.5, 300, 80, true)", [task.id, now])


@pytest.mark.parametrize("backend", DUCKDB_FILE)
def test_a_version_1_store_opens_keeps_its_task_and_goes_on(backend, tmp_path):
    write_version_1_store(tmp_path / "copilot.duckdb")
    store = open_backend(backend, tmp_path)
    assert store.schema_version() == SCHEMA_VERSION
    task = store.load("t-0001")
    assert task.plan == planned().plan and task.review.anchor == planned().review.anchor
    assert store.tokens_used(task.id) == 380 and store.model_usage() == []  # no model was recorded then
    after, t = approved(task)
    store.commit(task, after, t)
    assert store.load(task.id) == after and store.history_table(task.id).seq.tolist() == [1, 2]
    with pytest.raises(BadInput, match="recorded before checkpoints were kept"):
        store.load_at(task.id, 1)


@pytest.mark.parametrize("backend", DUCKDB_FILE)
def test_a_store_from_a_newer_release_is_refused_and_left_alone(backend, tmp_path):
    open_backend(backend, tmp_path).close()
    with duckdb.connect(str(tmp_path / "copilot.duckdb")) as con:
        con.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", [str(SCHEMA_VERSION + 1)])
    with pytest.raises(StoreVersionError, match=f"schema {SCHEMA_VERSION + 1}, this one knows {SCHEMA_VERSION}"):
        open_backend(backend, tmp_path)
    with duckdb.connect(str(tmp_path / "copilot.duckdb")) as con:
        assert con.execute("SELECT value FROM meta").fetchall() == [(str(SCHEMA_VERSION + 1),)]


def test_migrating_twice_changes_nothing():
    con = duckdb.connect(":memory:")
    assert migrate(con, "a test store") == SCHEMA_VERSION
    tables = con.execute("SELECT table_name, column_name FROM information_schema.columns ORDER BY ALL").fetchall()
    assert migrate(con, "a test store") == SCHEMA_VERSION
    assert con.execute("SELECT table_name, column_name FROM information_schema.columns ORDER BY ALL").fetchall() == tables


def test_every_migration_step_is_numbered_from_1_to_the_current_version():
    assert sorted(MIGRATIONS) == list(range(1, SCHEMA_VERSION + 1))


@pytest.mark.parametrize("backend", ["duckdb-file", "duckdb-memory"])  # the simulator writes DuckDB; PostgreSQL
def test_the_simulator_writes_through_the_same_schema_and_the_metric_reads_see_it(store):  # gets it copied over
    counts = simulate(store, tasks=30, seed=1, weeks=2, end=datetime(2025, 6, 1))
    assert store.schema_version() == SCHEMA_VERSION
    assert counts["tasks"] == 30 and all(n > 0 for n in counts.values())
    assert len(store.task_figures()) == 30 and store.total_figures()["tasks"] == 30
    assert store.weekly_figures().tasks.sum() == 30
    assert len(store.correction_table()) == counts["corrections"]
    assert not store.anchor_figures().empty
    assert set(store.retried_outputs().columns) >= {"task_id", "step", "intent", "seconds"}
    with pytest.raises(BadInput, match="already holds tasks"):
        simulate(store, tasks=5)
