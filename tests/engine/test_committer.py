"""A team store whose connection drops in the middle of a transition and again on the retry: the transition is
rolled back and the task pauses with a note that says what to do; resumed, it carries on and nothing is lost.
On a real PostgreSQL (tests/harness/pg_server.py): the test terminates the kernel's server process mid-transaction."""
from __future__ import annotations

import pytest

from harness import pg_server
from nbcopilot.engine.committer import OUTAGE_NOTE
from nbcopilot.store.sql_store import SQLStore

ON_POSTGRES = pytest.mark.parametrize("store_path", ["postgres"], indirect=True)

GOAL = "Analyze sales.csv and find the top three regions by revenue"


def drop_connections(monkeypatch, *, at: int, times: int) -> list[int]:
    """From the `at`-th transition written on, terminate the writing connection's server process while the
    transition is half-written, `times` times in a row. Returns the process ids it terminated."""
    original, seen, killed = SQLStore._append, [0], []

    def append(self, con, *rest):
        seen[0] += 1
        if seen[0] >= at and len(killed) < times:
            killed.append(con.info.backend_pid)
            pg_server.admin("SELECT pg_terminate_backend(%s, 5000)", [con.info.backend_pid])
        original(self, con, *rest)

    monkeypatch.setattr(SQLStore, "_append", append)
    return killed


@ON_POSTGRES
@pytest.mark.parametrize("at", [1, 3], ids=["the analyst's approval", "a step at work"])
def test_a_connection_dropped_beyond_the_retry_pauses_the_task_and_loses_nothing(make_copilot, monkeypatch, at):
    cp = make_copilot()
    task = cp.start(GOAL)
    plan_review = task.review.id
    killed = drop_connections(monkeypatch, at=at, times=2)

    task.approve()
    assert len(killed) == 2 and task.state == "paused" and task.note == OUTAGE_NOTE
    events = cp.history(task.id).event.tolist()
    assert events[-1] == "pause" and events.count("pause") == 1
    assert ("approve" in events) == (at > 1)  # the approval itself was rolled back when it was the one cut

    monkeypatch.undo()
    task = cp.resume(task.id)
    if at == 1:  # back at the plan review it never left
        assert task.review.id == plan_review
        task.approve()
    while task.state != "done":
        task.approve()
    assert task.result is not None
    steps = [s.status for s in task.plan]
    assert steps and all(status == "done" for status in steps)


def test_the_outage_note_is_one_sentence_that_says_what_to_do():
    assert OUTAGE_NOTE.count(". ") == 0 and OUTAGE_NOTE.endswith("resume the task to carry on from here.")
