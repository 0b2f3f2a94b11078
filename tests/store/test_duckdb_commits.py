"""When the DuckDB store makes a write durable, and how big a new file is.

DESIGN §4: transitions with no effect outside the store may share one commit; a step's "running" record is
committed before its code starts; everything is committed before a call returns or the file is let go. A
second connection in this process sees only what was committed, as a process started after a crash would.
"""
from __future__ import annotations

import os
import time

import duckdb
import pytest

from nbcopilot.errors import BadInput
from nbcopilot.records import StepRun
from nbcopilot.store.duckdb_store import BLOCK_SIZE, CONNECTION_CONFIG, DuckDBStore, IDLE_GRACE_SECONDS
from harness.store_story import approved, finished, first_transition, planned, started


def committed_events(path) -> list[str]:
    """The transition log as a fresh reader of the file sees it: committed rows only."""
    con = duckdb.connect(str(path), config=CONNECTION_CONFIG)
    try:
        return [row[0] for row in con.execute("SELECT event FROM transitions ORDER BY task_id, seq").fetchall()]
    finally:
        con.close()


@pytest.fixture
def path(tmp_path):
    return tmp_path / "copilot.duckdb"


@pytest.fixture
def store(path):
    opened = DuckDBStore(path)
    yield opened
    opened.close()


def test_one_call_shares_one_commit_and_a_step_is_committed_before_it_runs(store, path):
    task = planned()
    with store.session():
        store.create(task, first_transition(task))
        executing, t = approved(task)
        store.commit(task, executing, t)
        assert committed_events(path) == []  # nothing has happened outside the store yet
        running, t = started(executing, 0)
        store.commit(executing, running, t, run=StepRun(task.id, 0, 1, "running", code="step_0()"))
        assert committed_events(path) == ["planned", "approve", "started"]  # before any code could run
        done, t = finished(running, 0, review=True)
        store.commit(running, done, t, run=StepRun(task.id, 0, 1, "done", code="step_0()", output={"text": "3"}))
        assert store.load(task.id) == done  # this kernel reads what it wrote, committed or not
        assert committed_events(path) == ["planned", "approve", "started"]
    assert committed_events(path) == ["planned", "approve", "started", "finished"]  # the call returned


def test_outside_a_session_every_write_is_committed_at_once(store, path):
    task = planned()
    store.create(task, first_transition(task))
    assert committed_events(path) == ["planned"]


def test_slow_work_commits_what_is_pending_before_it_lets_go_of_the_file(store, path):
    task = planned()
    with store.session():
        store.create(task, first_transition(task))
        with store.idle():  # a model call that outlasts the grace period
            deadline = time.monotonic() + 5
            while committed_events(path) != ["planned"] and time.monotonic() < deadline:
                time.sleep(IDLE_GRACE_SECONDS)
            assert committed_events(path) == ["planned"]
        executing, t = approved(task)
        store.commit(task, executing, t)  # the file is opened again for the next write
    assert committed_events(path) == ["planned", "approve"]


def test_a_failed_write_takes_back_only_what_was_not_yet_committed(store, path):
    task = planned()
    with store.session():
        store.create(task, first_transition(task))
        executing, t = approved(task)
        running, t2 = started(executing, 0)
        store.commit(task, executing, t)
        store.commit(executing, running, t2, run=StepRun(task.id, 0, 1, "running", code="step_0()"))
        done, t3 = finished(running, 0, review=True)
        store.commit(running, done, t3)
        with pytest.raises(BadInput, match="already holds a task"):
            store.create(task, first_transition(task))
        # as a crash at this point would leave it: the step ran, its end is not recorded (resume reviews it)
        assert store.load(task.id) == running
    assert committed_events(path) == ["planned", "approve", "started"]


def test_a_new_store_file_is_small_and_an_older_one_keeps_its_blocks(tmp_path):
    new = tmp_path / "new.duckdb"
    DuckDBStore(new).close()
    size = sum(os.path.getsize(p) for p in (new, f"{new}.wal") if os.path.exists(p))
    assert size < 400_000  # 0.8 MB with DuckDB's 256 KB blocks

    old = tmp_path / "old.duckdb"
    duckdb.connect(str(old)).close()  # a file DuckDB made with its default blocks
    store = DuckDBStore(old)
    task = planned()
    store.create(task, first_transition(task))
    assert store.load(task.id) == task
    store.close()
    for made, blocks in ((new, BLOCK_SIZE), (old, 262_144)):
        con = duckdb.connect(str(made), config=CONNECTION_CONFIG)
        assert con.execute("SELECT block_size FROM pragma_database_size()").fetchone()[0] == blocks
        con.close()
