"""The metrics tests' shared store: a small history written by hand, every expected number worked out below.

test_queries.py and test_plots.py read it through the `con` fixture; the figures they expect are the ones the
comments here derive.
"""
from __future__ import annotations

import json
from datetime import datetime

import duckdb
import pytest

from nbcopilot.store.duckdb_store import DuckDBStore
from nbcopilot.store.schema import migrate


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)


# ---- the known history ---------------------------------------------------------------------------------
# T4 (week 2025-W09, outside the last week): plan approved after 600 s, result review expired -> done.
# T1 (W10): plan approved (60 s); result rejected as retry_step (60 s), the rerun ends 20 s later; the
#     retried step approved (25 s); result approved (120 s) -> done. 3 LLM calls: 520 prompt / 220 completion
#     tokens, 8.5 s.
# T2 (W10): plan rejected as replan (40 s); new plan edited (30 s); risky draft refined (50 s), its run ends
#     50 s later; refined draft approved (10 s); run rejected as retry_step (60 s), the rerun ends 20 s later;
#     rerun rejected again (40 s): the 4th rejection -> human_takeover (no retried output follows);
#     the analyst supplies the step. 3 LLM calls: 600 / 220 tokens, 9.0 s.
# T3 (W10): plan approved (30 s); result rejected as retry_step (60 s), rerun after 30 s; rejected as
#     retry_step (30 s), rerun after 10 s; third retry of step 0 (45 s) escalated to replan; new plan review
#     cancelled (not a decision). No LLM calls.
# T5 (W11): waiting at its plan review. 1 LLM call: 100 / 40 tokens, 2.0 s.
# One LLM call belongs to no task and is never counted.

REJECT = "reject"


def _payload(intent, escalated=False, target=None, takeover=False):
    data = {"intent": intent, "escalated": escalated, "target_step": target}
    return {**data, "takeover": True} if takeover else data


TASKS = [  # id, goal, state, created_at
    ("t4", "old report", "done", "2025-02-24 09:00:00"),
    ("t1", "weekly sales report", "done", "2025-03-03 13:00:00"),
    ("t2", "clean the customer table", "human_takeover", "2025-03-05 10:00:00"),
    ("t3", "forecast next quarter", "cancelled", "2025-03-06 14:00:00"),
    ("t5", "plot daily users", "review_plan", "2025-03-10 11:00:00"),
]
TRANSITIONS = {  # task: [(time, from, to, event, anchor, step, payload)]
    "t4": [("09:00:00", None, "planning", "start", None, None, {}),
           ("09:00:00", "planning", "review_plan", "planned", "after_plan", None, {}),
           ("09:10:00", "review_plan", "executing", "approve", "after_plan", None, {}),
           ("09:10:10", "executing", "executing", "drafted", None, 0, {}),
           ("09:10:20", "executing", "executing", "started", None, 0, {}),
           ("09:11:00", "executing", "review_result", "finished", "before_result", 0, {}),
           ("10:11:00", "review_result", "done", "expire", "before_result", 0, {})],
    "t1": [("13:00:00", None, "planning", "start", None, None, {}),
           ("13:00:10", "planning", "review_plan", "planned", "after_plan", None, {}),
           ("13:01:10", "review_plan", "executing", "approve", "after_plan", None, {}),
           ("13:01:20", "executing", "executing", "drafted", None, 0, {}),
           ("13:01:30", "executing", "executing", "started", None, 0, {}),
           ("13:02:00", "executing", "review_result", "finished", "before_result", 0, {}),
           ("13:03:00", "review_result", "retrying", REJECT, "before_result", 0, _payload("retry_step", target=0)),
           ("13:03:05", "retrying", "retrying", "drafted", None, 0, {}),
           ("13:03:10", "retrying", "retrying", "started", None, 0, {}),
           ("13:03:20", "retrying", "review_step", "finished", "after_risky_step", 0, {}),
           ("13:03:45", "review_step", "review_result", "approve", "after_risky_step", 0, {}),
           ("13:05:45", "review_result", "done", "approve", "before_result", 0, {})],
    "t2": [("10:00:00", None, "planning", "start", None, None, {}),
           ("10:00:05", "planning", "review_plan", "planned", "after_plan", None, {}),
           ("10:00:45", "review_plan", "replanning", REJECT, "after_plan", None, _payload("replan")),
           ("10:01:00", "replanning", "review_plan", "planned", "after_plan", None, {}),
           ("10:01:30", "review_plan", "executing", "edit", "after_plan", None, {}),
           ("10:02:00", "executing", "review_step", "drafted", "before_risky_step", 0, {}),
           ("10:02:50", "review_step", "review_step", REJECT, "before_risky_step", 0,
            _payload("refine_output", target=0)),
           ("10:03:00", "review_step", "executing", "approve", "before_risky_step", 0, {}),
           ("10:03:00", "executing", "executing", "started", None, 0, {}),
           ("10:03:40", "executing", "review_step", "finished", "after_risky_step", 0, {}),
           ("10:04:40", "review_step", "retrying", REJECT, "after_risky_step", 0, _payload("retry_step", target=0)),
           ("10:04:45", "retrying", "retrying", "drafted", None, 0, {}),
           ("10:04:50", "retrying", "retrying", "started", None, 0, {}),
           ("10:05:00", "retrying", "review_step", "finished", "after_risky_step", 0, {}),
           ("10:05:40", "review_step", "human_takeover", REJECT, "after_risky_step", 0,
            _payload("retry_step", target=0, takeover=True)),
           ("10:20:00", "human_takeover", "human_takeover", "supply", None, 0, {})],
    "t3": [("14:00:00", None, "planning", "start", None, None, {}),
           ("14:00:10", "planning", "review_plan", "planned", "after_plan", None, {}),
           ("14:00:40", "review_plan", "executing", "approve", "after_plan", None, {}),
           ("14:00:45", "executing", "executing", "drafted", None, 0, {}),
           ("14:00:50", "executing", "executing", "started", None, 0, {}),
           ("14:01:00", "executing", "review_result", "finished", "before_result", 0, {}),
           ("14:02:00", "review_result", "retrying", REJECT, "before_result", 0, _payload("retry_step", target=0)),
           ("14:02:10", "retrying", "retrying", "drafted", None, 0, {}),
           ("14:02:20", "retrying", "retrying", "started", None, 0, {}),
           ("14:02:30", "retrying", "review_step", "finished", "after_risky_step", 0, {}),
           ("14:03:00", "review_step", "retrying", REJECT, "after_risky_step", 0, _payload("retry_step", target=0)),
           ("14:03:02", "retrying", "retrying", "drafted", None, 0, {}),
           ("14:03:05", "retrying", "retrying", "started", None, 0, {}),
           ("14:03:10", "retrying", "review_step", "finished", "after_risky_step", 0, {}),
           ("14:03:55", "review_step", "replanning", REJECT, "after_risky_step", 0,
            _payload("replan", escalated=True, target=0)),
           ("14:04:00", "replanning", "review_plan", "planned", "after_plan", None, {}),
           ("14:10:00", "review_plan", "cancelled", "cancel", "after_plan", None, {})],
    "t5": [("11:00:00", None, "planning", "start", None, None, {}),
           ("11:00:05", "planning", "review_plan", "planned", "after_plan", None, {})],
}
REVIEWS = [  # id, task, anchor, step, opened, closed, decision
    ("r16", "t4", "after_plan", None, "2025-02-24 09:00:00", "2025-02-24 09:10:00", "approve"),
    ("r17", "t4", "before_result", 0, "2025-02-24 09:11:00", "2025-02-24 10:11:00", "expire"),
    ("r1", "t1", "after_plan", None, "2025-03-03 13:00:10", "2025-03-03 13:01:10", "approve"),
    ("r2", "t1", "before_result", 0, "2025-03-03 13:02:00", "2025-03-03 13:03:00", "reject"),
    ("r3", "t1", "after_risky_step", 0, "2025-03-03 13:03:20", "2025-03-03 13:03:45", "approve"),
    ("r4", "t1", "before_result", 0, "2025-03-03 13:03:45", "2025-03-03 13:05:45", "approve"),
    ("r5", "t2", "after_plan", None, "2025-03-05 10:00:05", "2025-03-05 10:00:45", "reject"),
    ("r6", "t2", "after_plan", None, "2025-03-05 10:01:00", "2025-03-05 10:01:30", "edit"),
    ("r7", "t2", "before_risky_step", 0, "2025-03-05 10:02:00", "2025-03-05 10:02:50", "reject"),
    ("r8", "t2", "before_risky_step", 0, "2025-03-05 10:02:50", "2025-03-05 10:03:00", "approve"),
    ("r9", "t2", "after_risky_step", 0, "2025-03-05 10:03:40", "2025-03-05 10:04:40", "reject"),
    ("r10", "t2", "after_risky_step", 0, "2025-03-05 10:05:00", "2025-03-05 10:05:40", "reject"),
    ("r11", "t3", "after_plan", None, "2025-03-06 14:00:10", "2025-03-06 14:00:40", "approve"),
    ("r12", "t3", "before_result", 0, "2025-03-06 14:01:00", "2025-03-06 14:02:00", "reject"),
    ("r13", "t3", "after_risky_step", 0, "2025-03-06 14:02:30", "2025-03-06 14:03:00", "reject"),
    ("r14", "t3", "after_risky_step", 0, "2025-03-06 14:03:10", "2025-03-06 14:03:55", "reject"),
    ("r15", "t3", "after_plan", None, "2025-03-06 14:04:00", "2025-03-06 14:10:00", "cancel"),
    ("r18", "t5", "after_plan", None, "2025-03-10 11:00:05", None, None),
]
CORRECTIONS = [  # id, task, review, step, anchor, kind, intent, confidence, classifier, feedback, before, after, made
    ("c1", "t1", "r2", 0, "before_result", REJECT, "retry_step", 1.0, "explicit", "use revenue", '"units"', None,
     "2025-03-03 13:03:00"),
    ("c2", "t2", "r5", None, "after_plan", REJECT, "replan", 1.0, "explicit", "wrong table", None, None,
     "2025-03-05 10:00:45"),
    ("c3", "t2", "r6", None, "after_plan", "edit", None, None, None, None, '"old plan"', '["load", "clean"]',
     "2025-03-05 10:01:30"),
    ("c4", "t2", "r7", 0, "before_risky_step", REJECT, "refine_output", 0.9, "llm", "keep a backup",
     '"DROP TABLE x"', '"CREATE TABLE x_bak AS SELECT * FROM x"', "2025-03-05 10:02:50"),
    ("c5", "t2", "r9", 0, "after_risky_step", REJECT, "retry_step", 0.8, "local", "dedupe by email", None, None,
     "2025-03-05 10:04:40"),
    ("c6", "t2", "r10", 0, "after_risky_step", REJECT, "retry_step", 0.8, "local", "still duplicated", None, None,
     "2025-03-05 10:05:40"),
    ("c7", "t3", "r12", 0, "before_result", REJECT, "retry_step", 1.0, "explicit", "monthly, not weekly", None, None,
     "2025-03-06 14:02:00"),
    ("c8", "t3", "r13", 0, "after_risky_step", REJECT, "retry_step", 1.0, "explicit", "still weekly", None, None,
     "2025-03-06 14:03:00"),
    ("c9", "t3", "r14", 0, "after_risky_step", REJECT, "retry_step", 0.7, "local", "还是不对", None, None,
     "2025-03-06 14:03:55"),
]
STEP_RUNS = [  # task, step, attempt, status, started, finished
    ("t4", 0, 1, "done", "2025-02-24 09:10:20", "2025-02-24 09:11:00"),
    ("t1", 0, 1, "done", "2025-03-03 13:01:30", "2025-03-03 13:02:00"),
    ("t1", 0, 2, "done", "2025-03-03 13:03:10", "2025-03-03 13:03:20"),
    ("t2", 0, 1, "done", "2025-03-05 10:03:00", "2025-03-05 10:03:40"),
    ("t2", 0, 2, "done", "2025-03-05 10:04:50", "2025-03-05 10:05:00"),
    ("t2", 0, 3, "supplied", "2025-03-05 10:20:00", "2025-03-05 10:20:00"),
    ("t3", 0, 1, "done", "2025-03-06 14:00:50", "2025-03-06 14:01:00"),
    ("t3", 0, 2, "done", "2025-03-06 14:02:20", "2025-03-06 14:02:30"),
    ("t3", 0, 3, "done", "2025-03-06 14:03:05", "2025-03-06 14:03:10"),
]
LLM_CALLS = [  # task, role, called, seconds, prompt, completion, ok
    ("t4", "planner", "2025-02-24 09:00:00", 1.0, 50, 20, True),
    ("t1", "planner", "2025-03-03 13:00:10", 2.0, 100, 50, True),
    ("t1", "executor", "2025-03-03 13:01:20", 3.0, 200, 80, True),
    ("t1", "executor", "2025-03-03 13:03:05", 3.5, 220, 90, True),
    ("t2", "planner", "2025-03-05 10:00:05", 2.5, 150, 60, True),
    ("t2", "planner", "2025-03-05 10:01:00", 2.5, 150, 60, True),
    ("t2", "executor", "2025-03-05 10:02:00", 4.0, 300, 100, True),
    ("t5", "planner", "2025-03-10 11:00:05", 2.0, 100, 40, True),
    (None, "helper", "2025-03-08 09:00:00", 1.0, 999, 999, True),
]


def write_known_history(con) -> None:
    migrate(con, "a test store")
    created = {t[0]: t[3] for t in TASKS}
    con.executemany("INSERT INTO tasks (id, goal, state, seq, snapshot, created_at, updated_at, lease_owner, "
                    "lease_until) VALUES (?, ?, ?, ?, '{}', ?, ?, NULL, NULL)",
                    [(i, goal, state, len(TRANSITIONS[i]), at(c), at(c)) for i, goal, state, c in TASKS])
    rows = []
    for task, moves in TRANSITIONS.items():
        day = created[task][:10]
        for seq, (time, frm, to, event, anchor, step, payload) in enumerate(moves, start=1):
            rows.append((task, seq, at(f"{day} {time}"), frm, to, event, anchor, step, json.dumps(payload)))
    con.executemany("INSERT INTO transitions (task_id, seq, happened_at, from_state, to_state, event, anchor, "
                    "step, payload) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    con.executemany("INSERT INTO reviews VALUES (?, ?, ?, ?, ?, NULL, ?, ?)",
                    [(i, t, a, s, at(o), at(c) if c else None, d) for i, t, a, s, o, c, d in REVIEWS])
    con.executemany("INSERT INTO corrections VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(*row[:12], at(row[12])) for row in CORRECTIONS])
    con.executemany("INSERT INTO step_runs VALUES (?, ?, ?, ?, NULL, NULL, ?, ?)",
                    [(t, s, a, st, at(b), at(e)) for t, s, a, st, b, e in STEP_RUNS])
    con.executemany("INSERT INTO llm_calls (task_id, role, called_at, seconds, prompt_tokens, completion_tokens, "
                    "ok) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(t, r, at(c), *rest) for t, r, c, *rest in LLM_CALLS])


@pytest.fixture(scope="module")
def con(tmp_path_factory):
    """The known history, written with SQL as a test must, then read through the store as the package does."""
    path = str(tmp_path_factory.mktemp("known") / "known.duckdb")
    with duckdb.connect(path) as connection:
        write_known_history(connection)
    store = DuckDBStore(path)
    yield store
    store.close()
