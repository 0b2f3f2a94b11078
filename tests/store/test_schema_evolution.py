"""Stores written by older nbcopilots open and migrate; a store from a newer one is refused with one sentence."""
from __future__ import annotations

import duckdb
import pytest

from nbcopilot import Copilot
from nbcopilot.errors import CopilotError, StoreVersionError
from nbcopilot.store import schema
from nbcopilot.store.duckdb_store import CONNECTION_CONFIG
from nbcopilot.store.schema import MIGRATIONS, SCHEMA_VERSION
from harness.store_sql import sql

NEXT = SCHEMA_VERSION + 1


def tables(path: str) -> set[str]:
    con = duckdb.connect(path, config=CONNECTION_CONFIG)
    try:
        return {r[0] for r in con.execute("SELECT table_name FROM information_schema.tables").fetchall()}
    finally:
        con.close()


def stored_version(path: str) -> str | None:
    con = duckdb.connect(path, config=CONNECTION_CONFIG)
    try:
        row = con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        return row[0] if row else None
    finally:
        con.close()


def run(path: str, *statements: str) -> None:
    con = duckdb.connect(path, config=CONNECTION_CONFIG)
    try:
        for statement in statements:
            con.execute(statement)
    finally:
        con.close()


def works(cp: Copilot) -> None:
    """The store can take a task from start to done."""
    task = cp.start("Analyze sales.csv")
    assert task.state == "review_plan"
    assert task.approve().approve().state == "done"


def every_table() -> set[str]:
    con = duckdb.connect(":memory:")
    for version in range(1, SCHEMA_VERSION + 1):
        for statement in MIGRATIONS[version]:
            con.execute(statement)
    return {r[0] for r in con.execute("SELECT table_name FROM information_schema.tables").fetchall()}


def test_an_empty_duckdb_file_is_schema_zero_and_is_brought_up_to_date(store_path, make_copilot):
    run(store_path, "CREATE TABLE analyst_notes (note VARCHAR)", "INSERT INTO analyst_notes VALUES ('keep me')")
    cp = make_copilot()
    assert cp._store.schema_version() == SCHEMA_VERSION and stored_version(store_path) == str(SCHEMA_VERSION)
    works(cp)
    cp.close()
    assert every_table() | {"analyst_notes"} == tables(store_path)  # nothing of the analyst's was touched
    con = duckdb.connect(store_path, config=CONNECTION_CONFIG)
    assert con.execute("SELECT note FROM analyst_notes").fetchall() == [("keep me",)]
    con.close()


def test_a_store_with_a_meta_table_but_no_version_and_missing_tables_is_completed(store_path, make_copilot):
    first = MIGRATIONS[1]
    partial = [s for s in first if "step_runs" not in s and "llm_calls" not in s]  # an early build's store
    assert len(partial) < len(first)
    run(store_path, *partial)
    assert "step_runs" not in tables(store_path) and stored_version(store_path) is None
    cp = make_copilot()
    assert {"step_runs", "llm_calls"} <= tables_of(cp) and cp._store.schema_version() == SCHEMA_VERSION
    works(cp)


def tables_of(cp: Copilot) -> set[str]:
    return set(sql(cp._store, "SELECT table_name FROM information_schema.tables")["table_name"])


@pytest.fixture
def next_version(monkeypatch):
    """Pretend this nbcopilot is one schema version newer, with the given migration statements."""
    def install(*statements: str) -> None:
        monkeypatch.setattr(schema, "SCHEMA_VERSION", NEXT)
        monkeypatch.setattr(schema, "MIGRATIONS", {**MIGRATIONS, NEXT: statements})
    return install


def old_store_with_a_waiting_task(path: str, models) -> str:
    with Copilot(store=path, planner=models.planner, executor=models.executor, helper=models.helper,
                 namespace={}, memory=False) as cp:
        task = cp.start("Analyze sales.csv")
        task.reject("use revenue, not units", intent="replan")
        assert task.state == "review_plan"
        return task.id


def test_a_store_one_version_older_migrates_and_its_waiting_task_carries_on(store_path, models, make_copilot,
                                                                            next_version):
    task_id = old_store_with_a_waiting_task(store_path, models)
    next_version("CREATE TABLE IF NOT EXISTS task_tags (task_id VARCHAR NOT NULL, tag VARCHAR NOT NULL)",
                 "INSERT INTO task_tags SELECT id, 'from-v1' FROM tasks",
                 "INSERT OR REPLACE INTO meta VALUES ('migrated_tasks', (SELECT CAST(count(*) AS VARCHAR) FROM tasks))")
    cp = make_copilot()
    assert cp._store.schema_version() == NEXT
    tags = sql(cp._store, "SELECT task_id, tag FROM task_tags")
    assert tags.to_dict("records") == [{"task_id": task_id, "tag": "from-v1"}]
    task = cp.resume(task_id)
    assert task.state == "review_plan" and len(cp.corrections()) == 1
    assert task.approve().approve().state == "done"
    cp.close()
    reopened = make_copilot()  # migrating is done once: opening again changes nothing
    assert reopened._store.schema_version() == NEXT and len(sql(reopened._store, "SELECT * FROM task_tags")) == 1


def test_a_migration_that_adds_a_column_keeps_the_engine_writing(store_path, models, make_copilot, next_version):
    old_store_with_a_waiting_task(store_path, models)
    next_version("ALTER TABLE tasks ADD COLUMN IF NOT EXISTS label VARCHAR",
                 "ALTER TABLE reviews ADD COLUMN IF NOT EXISTS note VARCHAR",
                 "ALTER TABLE step_runs ADD COLUMN IF NOT EXISTS host VARCHAR",
                 "ALTER TABLE corrections ADD COLUMN IF NOT EXISTS source VARCHAR")
    works(make_copilot())


def test_a_failing_migration_changes_nothing(store_path, models, make_copilot, next_version):
    task_id = old_store_with_a_waiting_task(store_path, models)
    next_version("CREATE TABLE task_tags (task_id VARCHAR, tag VARCHAR)",
                 "INSERT INTO task_tags SELECT id, tag FROM no_such_table")
    with pytest.raises(Exception):
        make_copilot()
    assert stored_version(store_path) == str(SCHEMA_VERSION) and "task_tags" not in tables(store_path)
    next_version()  # the fixed release: nothing to do
    cp = make_copilot()
    assert cp.resume(task_id).state == "review_plan"


def test_a_store_from_a_newer_nbcopilot_is_refused_with_one_sentence(store_path, make_copilot):
    make_copilot().close()
    run(store_path, f"UPDATE meta SET value = '{NEXT}' WHERE key = 'schema_version'")
    before = tables(store_path)
    with pytest.raises(StoreVersionError) as refused:
        make_copilot()
    message = str(refused.value)
    assert "\n" not in message and message.endswith(".") and message.count(". ") == 0
    assert f"schema {NEXT}" in message and "upgrade nbcopilot" in message and store_path in message
    assert refused.value.__cause__ is None
    assert tables(store_path) == before and stored_version(store_path) == str(NEXT)  # left as it was


def test_a_file_that_is_not_a_store_is_refused_with_one_sentence(tmp_path, make_copilot):
    notes = tmp_path / "notes.txt"
    notes.write_text("this is not a database\n" * 100)
    with pytest.raises(CopilotError) as refused:
        make_copilot(store=str(notes))
    message = str(refused.value)
    assert str(notes) in message and "\n" not in message.strip()
    assert notes.read_text() == "this is not a database\n" * 100


def test_the_schema_module_and_the_store_agree_on_the_version():
    assert schema.SCHEMA_VERSION == SCHEMA_VERSION and sorted(MIGRATIONS) == list(range(1, SCHEMA_VERSION + 1))
