"""Collaboration metrics on a small history written by hand (every expected number worked out below),
on the engine's own store after a real scenario, and on the simulator's store."""
from __future__ import annotations

import json
import math
import subprocess
import sys
from datetime import datetime

import duckdb
import pytest

from nbcopilot.errors import BadInput, TaskNotFound
from nbcopilot.metrics import by_anchor, corrections, history, summary, task_metrics, weekly
from nbcopilot.metrics.queries import TASK_COLUMNS, retried_outputs
from nbcopilot.metrics.report import report
from nbcopilot.demo.simulate import main, simulate
from nbcopilot.store.duckdb_store import DuckDBStore
from nbcopilot.store.schema import SCHEMA_VERSION, migrate
from harness.store_sql import rows

NOW = datetime(2025, 3, 10, 12, 0)  # "week" = tasks created from 2025-03-03 12:00; "day" from 2025-03-09 12:00


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


# ---- task_metrics --------------------------------------------------------------------------------------

def test_task_metrics_has_one_row_per_task_with_exactly_the_promised_columns(con):
    frame = task_metrics(con)
    assert tuple(frame.columns) == TASK_COLUMNS
    assert frame.task_id.tolist() == ["t4", "t1", "t2", "t3", "t5"]  # oldest first
    assert frame.state.tolist() == ["done", "done", "human_takeover", "cancelled", "review_plan"]


@pytest.mark.parametrize("column, expected", [
    ("corrections", [0, 1, 5, 3, 0]),
    ("edits", [0, 0, 1, 0, 0]),
    ("rejections", [0, 1, 4, 3, 0]),
    ("retries", [0, 1, 2, 2, 0]),
    ("replan", [0, 0, 1, 1, 0]),  # t3's escalated third retry counts as replan
    ("retry_step", [0, 1, 2, 2, 0]),
    ("refine_output", [0, 0, 1, 0, 0]),
    ("escalations", [0, 0, 0, 1, 0]),
    ("takeover", [False, False, True, False, False]),
    ("reviews", [2, 4, 6, 5, 1]),
    ("llm_calls", [1, 3, 3, 0, 1]),
    ("prompt_tokens", [50, 520, 600, 0, 100]),
    ("completion_tokens", [20, 220, 220, 0, 40]),
    ("llm_seconds", [1.0, 8.5, 9.0, 0.0, 2.0]),
])
def test_task_metrics_counts(con, column, expected):
    assert task_metrics(con)[column].tolist() == expected


def test_mean_decision_seconds_count_only_approve_edit_and_reject(con):
    means = task_metrics(con).mean_decision_seconds.tolist()
    # t4: 600 (the expired review is not a decision); t1: (60+60+25+120)/4; t2: (40+30+50+10+60+40)/6;
    # t3: (30+60+30+45)/4 (the cancelled review is not a decision); t5: no decision yet
    assert means[:4] == pytest.approx([600.0, 66.25, 230 / 6, 41.25])
    assert math.isnan(means[4])


# ---- summary and report --------------------------------------------------------------------------------

def test_summary_of_the_last_week(con):
    s = summary(con, "week", now=NOW)
    assert (s["since"], s["until"]) == (datetime(2025, 3, 3, 12), NOW)
    assert s["tasks"] == 4  # t1, t2, t3, t5; t4 is older
    assert (s["decisions"], s["corrections"], s["edits"], s["rejections"]) == (14, 9, 1, 8)
    assert s["correction_rate"] == pytest.approx(9 / 14)
    assert (s["retries"], s["retries_per_task"]) == (5, 1.25)
    assert (s["takeovers"], s["takeover_rate"]) == (1, 0.25)
    assert s["intent_counts"] == {"replan": 2, "retry_step": 5, "refine_output": 1}
    assert s["intent_mix"] == {"replan": 0.25, "retry_step": 0.625, "refine_output": 0.125}
    assert s["escalations"] == 1
    # retried outputs: t1 20 s; t2 refine 50 s, retry 20 s (the takeover rejection has none); t3 30 s, 10 s
    # (the escalated one is a replan)
    assert s["median_seconds_to_retried_output"] == 20.0
    assert s["median_seconds_to_retried_output_by_intent"] == {"retry_step": 20.0, "refine_output": 50.0}
    assert s["decision_seconds_by_anchor"] == {
        "after_plan": 35.0,  # 60, 40, 30, 30
        "before_risky_step": 30.0,  # 50, 10
        "after_risky_step": 40.0,  # 25, 60, 40, 30, 45
        "before_result": 60.0,  # 60, 120, 60
    }
    assert s["llm_calls_per_task"] == 1.75  # 7 calls / 4 tasks
    assert s["tokens_per_task"] == 425.0  # (1220 + 480) / 4
    assert (s["prompt_tokens_per_task"], s["completion_tokens_per_task"]) == (305.0, 120.0)
    assert s["llm_seconds_per_task"] == 4.875  # 19.5 / 4
    assert len(s["warnings"]) == 2
    assert s["warnings"][0].startswith("Takeover rate 25.0% is above 10%")
    assert s["warnings"][1].startswith("Correction rate 64.3% is above 30%")


def test_summary_of_all_time_and_of_a_month_cover_every_task(con):
    for s in (summary(con, "all", now=NOW), summary(con, "month", now=NOW)):
        assert (s["tasks"], s["decisions"], s["corrections"]) == (5, 15, 9)
        assert (s["correction_rate"], s["takeover_rate"], s["retries_per_task"]) == (0.6, 0.2, 1.0)
        assert s["decision_seconds_by_anchor"]["after_plan"] == 40.0  # 60, 40, 30, 30, 600
        assert s["llm_calls_per_task"] == 1.6  # 8 calls of tasks / 5; the call of no task is not counted
        assert s["tokens_per_task"] == 354.0  # (1270 + 500) / 5
    assert summary(con, "all", now=NOW)["since"] is None


def test_summary_of_a_day_without_decisions_has_no_rates_and_no_warnings(con):
    s = summary(con, "day", now=NOW)
    assert s["tasks"] == 1 and s["decisions"] == 0
    assert s["correction_rate"] is None
    assert s["intent_mix"] == dict.fromkeys(("replan", "retry_step", "refine_output"))
    assert (s["takeover_rate"], s["retries_per_task"]) == (0.0, 0.0)
    assert s["median_seconds_to_retried_output"] is None and s["decision_seconds_by_anchor"] == {}
    assert (s["llm_calls_per_task"], s["tokens_per_task"]) == (1.0, 140.0)
    assert s["warnings"] == []


def test_an_unknown_period_is_refused_with_the_choices(con):
    with pytest.raises(BadInput, match="period must be one of day, week, month, all, not 'year'"):
        summary(con, "year")


def write_uniform_store(con, takeovers: int, corrections_made: int) -> None:
    """10 tasks of the last hour, `takeovers` of them handed over; 10 decisions, `corrections_made` edits."""
    migrate(con, "a test store")
    con.execute("""INSERT INTO tasks (id, goal, state, seq, snapshot, created_at, updated_at, lease_owner,
                                      lease_until) SELECT 'u' || range, 'goal', 'done', 1, '{}', ?, ?, NULL, NULL
                   FROM range(10)""", [at("2025-03-10 11:00:00"), at("2025-03-10 11:00:00")])
    con.execute("""INSERT INTO transitions (task_id, seq, happened_at, from_state, to_state, event, anchor, step,
                   payload) SELECT 'u' || range, 1, ?, 'review_step', 'human_takeover', 'reject',
                   'after_risky_step', 0, '{"intent": "replan", "escalated": false, "takeover": true}'
                   FROM range(?)""", [at("2025-03-10 11:10:00"), takeovers])
    con.execute("""INSERT INTO reviews SELECT 'r' || range, 'u0', 'after_plan', NULL, ?, NULL, ?, 'approve'
                   FROM range(10)""", [at("2025-03-10 11:01:00"), at("2025-03-10 11:02:00")])
    con.execute("""INSERT INTO corrections SELECT 'c' || range, 'u0', 'r' || range, NULL, 'after_plan', 'edit',
                   NULL, NULL, NULL, NULL, NULL, NULL, ? FROM range(?)""",
                [at("2025-03-10 11:02:00"), corrections_made])


@pytest.mark.parametrize("takeovers, corrections_made, warned", [
    (1, 3, []),  # exactly 10% and 30%: at the threshold, not above it
    (2, 3, ["Takeover rate 20.0% is above 10%"]),
    (1, 4, ["Correction rate 40.0% is above 30%"]),
    (2, 4, ["Takeover rate 20.0% is above 10%", "Correction rate 40.0% is above 30%"]),
    (0, 0, []),
])
def test_warnings_appear_only_above_the_thresholds(tmp_path, takeovers, corrections_made, warned):
    with duckdb.connect(str(tmp_path / "uniform.duckdb")) as connection:
        write_uniform_store(connection, takeovers, corrections_made)
    store = DuckDBStore(tmp_path / "uniform.duckdb")
    s = summary(store, "day", now=NOW)
    text = report(store, "day", now=NOW)
    assert s["takeover_rate"] == takeovers / 10 and s["correction_rate"] == corrections_made / 10
    assert [w.split(":")[0] for w in s["warnings"]] == warned
    assert ("Warnings:" in text) == bool(warned)
    assert all(w in text for w in s["warnings"])


def test_report_prints_the_figures_their_definitions_and_the_warnings(con):
    text = report(con, "week", now=NOW)
    assert text.startswith("nbcopilot collaboration report: the last 7 days "
                           "(2025-03-03 12:00 → 2025-03-10 12:00 UTC)")
    for line in [
        "Tasks                 4",
        "Correction rate       64.3%  (9 corrections [1 edits, 8 rejections] / 14 review decisions)",
        "Retries per task      1.25  (5 rejections acted on as retry_step)",
        "Takeover rate         25.0%  (1 of 4 tasks were handed to the analyst)",
        "Intent mix            replan 25.0% (2) · retry_step 62.5% (5) · refine_output 12.5% (1)"
        "  [1 escalated retries counted as replan]",
        "Correction → retried output  median 20.0 s (retry_step 20.0 s, refine_output 50.0 s)",
        "Decision time (median) after_plan 35.0 s · before_risky_step 30.0 s · after_risky_step 40.0 s · "
        "before_result 60.0 s",
        "LLM per task          1.75 calls, 425 tokens (305 prompt + 120 completion), 4.9 s",
        "Warnings:",
    ]:
        assert line in text.splitlines(), line
    assert "correction rate = corrections (edits + rejections) / decisions" in text


def test_report_of_an_empty_period_says_so(con):
    assert report(con, "day", now=datetime(2020, 1, 1)).endswith("No tasks were started in this period.")


# ---- corrections, history, weekly, by anchor -----------------------------------------------------------

def test_corrections_oldest_first_with_text_before_and_after(con):
    frame = corrections(con)
    assert list(frame.columns) == ["task", "step", "anchor", "intent", "feedback", "before", "after", "time", "kind",
                                   "confidence", "classifier"]
    assert frame.task.tolist() == ["t1", "t2", "t2", "t2", "t2", "t2", "t3", "t3", "t3"]
    assert frame.time.is_monotonic_increasing
    edit = frame.iloc[2]
    assert (edit.kind, edit.before, json.loads(edit.after)) == ("edit", "old plan", ["load", "clean"])
    refine = frame.iloc[3]
    assert (refine.intent, refine.before, refine.after) == ("refine_output", "DROP TABLE x",
                                                            "CREATE TABLE x_bak AS SELECT * FROM x")
    assert frame.iloc[8].feedback == "还是不对" and frame.iloc[8].intent == "retry_step"  # as classified


def test_history_is_the_task_transitions_in_order(con):
    frame = history(con, "t3")
    assert frame.seq.tolist() == list(range(1, 18))
    assert frame.event.tolist()[-3:] == ["reject", "planned", "cancel"]
    assert json.loads(frame.payload.iloc[14]) == {"intent": "replan", "escalated": True, "target_step": 0}


def test_history_of_an_unknown_task_says_how_to_list_tasks(con):
    with pytest.raises(TaskNotFound, match="there is no task 'nope' in this store; list the tasks with cp.tasks()"):
        history(con, "nope")


def test_weekly_trends(con):
    frame = weekly(con)
    assert frame.iso_week.tolist() == ["2025-W09", "2025-W10", "2025-W11"]
    assert frame.week.dt.strftime("%Y-%m-%d").tolist() == ["2025-02-24", "2025-03-03", "2025-03-10"]
    assert frame.tasks.tolist() == [1, 3, 1]
    assert frame.decisions.tolist() == [1, 14, 0]
    assert frame.corrections.tolist() == [0, 9, 0]
    assert frame.takeovers.tolist() == [0, 1, 0]
    assert [frame.replan.tolist(), frame.retry_step.tolist(), frame.refine_output.tolist()] == \
        [[0, 2, 0], [0, 5, 0], [0, 1, 0]]
    assert frame.correction_rate.tolist()[:2] == [0.0, 9 / 14] and math.isnan(frame.correction_rate.iloc[2])
    assert frame.takeover_rate.tolist() == [0.0, 1 / 3, 0.0]
    assert frame.retries_per_task.tolist() == [0.0, 5 / 3, 0.0]


def test_by_anchor(con):
    frame = by_anchor(con)
    assert frame.anchor.tolist() == ["after_plan", "before_risky_step", "after_risky_step", "before_result"]
    assert frame.reviews.tolist() == [7, 2, 5, 4]
    assert frame.decisions.tolist() == [5, 2, 5, 3]
    assert frame.expired.tolist() == [0, 0, 0, 1]
    assert frame.corrections.tolist() == [2, 1, 4, 2]
    assert frame.correction_rate.tolist() == pytest.approx([0.4, 0.5, 0.8, 2 / 3])
    assert frame.median_decision_seconds.tolist() == [40.0, 30.0, 40.0, 60.0]
    assert frame.mean_decision_seconds.tolist() == pytest.approx([152.0, 30.0, 40.0, 80.0])


def test_each_retried_output_is_the_next_output_of_the_rejected_step(con):
    frame = retried_outputs(con)
    assert list(zip(frame.task_id, frame.intent, frame.seconds)) == [
        ("t1", "retry_step", 20.0), ("t2", "refine_output", 50.0), ("t2", "retry_step", 20.0),
        ("t3", "retry_step", 30.0), ("t3", "retry_step", 10.0)]


# ---- plots ---------------------------------------------------------------------------------------------

def test_plots_draw_the_weekly_and_anchor_figures(con):
    from nbcopilot.metrics import plots

    ax = plots.corrections_by_intent(con).axes[0]
    heights = {c.get_label(): [bar.get_height() for bar in c] for c in ax.containers}
    assert heights == {"edit": [0, 1, 0], "replan": [0, 2, 0], "retry_step": [0, 5, 0], "refine_output": [0, 1, 0]}
    ax = plots.takeover_by_week(con).axes[0]
    assert list(ax.lines[0].get_ydata()) == pytest.approx([0.0, 100 / 3, 0.0])
    ax = plots.decision_time_by_anchor(con).axes[0]
    assert [bar.get_height() for bar in ax.containers[0]] == [40.0, 30.0, 40.0, 60.0]
    assert list(ax.lines[0].get_ydata()) == pytest.approx([152.0, 30.0, 40.0, 80.0])
    figure = plots.plot_all(con)
    assert [a.get_title() for a in figure.axes] == ["Corrections by intent", "Takeover rate by week",
                                                    "Decision time by anchor"]


def test_plots_of_an_empty_store_say_there_is_no_data(tmp_path):
    from nbcopilot.metrics import plots

    figure = plots.plot_all(DuckDBStore(tmp_path / "empty.duckdb"))
    assert all(a.texts[0].get_text() == "no data in the store yet" for a in figure.axes)


def test_importing_the_metrics_stays_light():
    code = "import sys, nbcopilot.metrics; print('matplotlib' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "False\n"


# ---- the engine's own store ----------------------------------------------------------------------------

def test_metrics_of_a_real_engine_run(make_copilot, models):
    cp = make_copilot()
    task = cp.start("Analyze sales.csv and find the top three regions by revenue")
    task.approve()  # the plan
    task.reject("say which region is first", intent="retry_step", step=1)  # at the result: back to the result
    assert task.approve().state == "done"
    other = cp.start("Summarise the survey")
    other.edit(["Read the answers", "Write three bullet points"])
    other.reject("shorter please", intent="refine_output")
    other.cancel()

    frame = cp.metrics().set_index("task_id")
    first, second = frame.loc[task.id], frame.loc[other.id]
    assert (first.corrections, first.rejections, first.retries, first.retry_step, first.takeover) == (1, 1, 1, 1, False)
    assert (second.corrections, second.edits, second.refine_output, second.state) == (2, 1, 1, "cancelled")
    assert frame.llm_calls.sum() == models.calls  # every model call was recorded against its task
    retried = retried_outputs(cp._store)
    s = summary(cp._store, "all")
    # the refined result is written with the rejection itself: 0 s; the retried step runs right after
    assert retried.task_id.tolist() == [task.id, other.id]
    assert retried.intent.tolist() == ["retry_step", "refine_output"]
    assert retried.seconds.iloc[0] >= 0 and retried.seconds.iloc[1] == 0.0
    assert s["intent_counts"] == {"replan": 0, "retry_step": 1, "refine_output": 1}
    assert "Correction rate" in cp.report()


# ---- the simulator -------------------------------------------------------------------------------------

END = datetime(2025, 6, 30, 18, 0)


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    path = tmp_path_factory.mktemp("sim") / "sim.duckdb"
    counts = simulate(str(path), tasks=400, seed=3, weeks=6, end=END)
    store = DuckDBStore(path)
    yield counts, store
    store.close()


def test_the_simulator_writes_every_table_of_the_real_schema(simulated):
    counts, connection = simulated
    assert counts["tasks"] == 400
    for table, n in counts.items():
        assert rows(connection, f"SELECT count(*) FROM {table}")[0][0] == n > 0
    assert connection.schema_version() == SCHEMA_VERSION


def test_the_simulated_metrics_are_plausible(simulated):
    _, connection = simulated
    s = summary(connection, "all")
    assert s["tasks"] == 400
    assert 0 < s["takeover_rate"] < 0.3 and 0.05 < s["correction_rate"] < 0.6
    assert all(n > 0 for n in s["intent_counts"].values()) and s["escalations"] > 0 and s["edits"] > 0
    assert set(s["decision_seconds_by_anchor"]) == {"after_plan", "before_risky_step", "after_risky_step",
                                                    "before_result"}
    assert all(10 < seconds < 600 for seconds in s["decision_seconds_by_anchor"].values())
    assert s["median_seconds_to_retried_output"] >= 0 and s["llm_calls_per_task"] > 1
    frame = weekly(connection)
    assert len(frame) >= 6 and frame.tasks.sum() == 400
    assert set(rows(connection, "SELECT DISTINCT state FROM tasks")) >= {("done",), ("cancelled",),
                                                                      ("human_takeover",)}


def test_the_simulated_history_is_consistent(simulated):
    _, connection = simulated
    broken_chain, gaps, wrong_state, unmatched, backwards, late = rows(connection, """
        WITH t AS (SELECT *, lag(to_state) OVER (PARTITION BY task_id ORDER BY seq) AS previous,
                          row_number() OVER (PARTITION BY task_id ORDER BY seq) AS n FROM transitions)
        SELECT (SELECT count(*) FROM t WHERE n > 1 AND from_state IS DISTINCT FROM previous),
               (SELECT count(*) FROM t WHERE seq <> n),
               (SELECT count(*) FROM tasks JOIN (SELECT task_id, arg_max(to_state, seq) AS last FROM transitions
                GROUP BY 1) l ON l.task_id = tasks.id WHERE tasks.state <> l.last),
               (SELECT count(*) FROM transitions WHERE event = 'reject') - (SELECT count(*) FROM corrections
                WHERE kind = 'reject'),
               (SELECT count(*) FROM reviews WHERE closed_at < opened_at),
               (SELECT count(*) FROM transitions WHERE happened_at > ?)""", (END,))[0]
    assert (broken_chain, gaps, wrong_state, unmatched, backwards, late) == (0, 0, 0, 0, 0, 0)


def test_the_simulator_is_reproducible_and_refuses_a_store_with_tasks(simulated, tmp_path):
    _, connection = simulated
    again = DuckDBStore(tmp_path / "again.duckdb")
    simulate(again, tasks=400, seed=3, weeks=6, end=END)
    assert task_metrics(again).equals(task_metrics(connection))
    with pytest.raises(BadInput, match="already holds tasks"):
        simulate(again, tasks=10)


def test_the_simulator_command_line(tmp_path, capsys):
    main([str(tmp_path / "cli.duckdb"), "--tasks", "50", "--weeks", "2"])
    assert capsys.readouterr().out.startswith("wrote 50 tasks, ")


# ---- the notebook --------------------------------------------------------------------------------------

@pytest.mark.slow
def test_the_metrics_notebook_runs_headless_and_is_committed_without_outputs():
    from pathlib import Path

    import nbclient
    import nbformat

    path = Path(__file__).parents[2] / "notebooks" / "metrics.ipynb"
    notebook = nbformat.read(path, as_version=4)
    assert all(not cell.get("outputs") for cell in notebook.cells if cell.cell_type == "code")
    nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3").execute()
    images = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs
              if "image/png" in o.get("data", {})]
    assert len(images) == 5  # corrections, takeovers, decision time, completion and resume success, time to done
    report_text = "".join(o.get("text", "") for cell in notebook.cells for o in cell.get("outputs", []))
    assert "Takeover rate" in report_text and "Warnings:" in report_text
    assert "Completion rate" in report_text and "Resume success" in report_text and "US$ " in report_text
