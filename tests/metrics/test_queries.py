"""Collaboration metrics (nbcopilot.metrics.queries, and report.py's rendering of its summary) on the small
history conftest.py writes by hand, and on the engine's own store after a real scenario."""
from __future__ import annotations

import json
import math
from datetime import datetime

import duckdb
import pytest

from nbcopilot.errors import BadInput, TaskNotFound
from nbcopilot.metrics import by_anchor, corrections, history, summary, task_metrics, weekly
from nbcopilot.metrics.queries import TASK_COLUMNS, retried_outputs
from nbcopilot.metrics.report import report
from nbcopilot.store.duckdb_store import DuckDBStore
from nbcopilot.store.schema import migrate

NOW = datetime(2025, 3, 10, 12, 0)  # "week" = tasks created from 2025-03-03 12:00; "day" from 2025-03-09 12:00


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)


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
