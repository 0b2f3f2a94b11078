"""Collaboration metrics, handed back as pandas DataFrames.

Every function takes a store (`nbcopilot.store.base.Store`) and reads it through the store's named
metric reads, which do the counting in the database; nothing here loops over rows in Python.

Definitions used throughout (the report prints them too):

- decision: a review the analyst closed by approving, editing or rejecting (expired and cancelled
  reviews are not decisions).
- correction: a row of the `corrections` table, i.e. an edit or a rejection.
- correction rate = corrections / decisions.
- intent mix: rejections counted by the intent the engine acted on (`transitions.payload.intent`);
  an escalated retry (the third rejection of one step in a row) counts as `replan`.
- retries: rejections acted on as `retry_step`.
- takeover: the task entered `human_takeover` at least once; takeover rate = such tasks / tasks.
- decision time: closed_at - opened_at of a decided review, in seconds.
- time to retried output: from a `retry_step` or `refine_output` rejection of a step to the end of the
  next run (or refined, edited or supplied output) of that step in the same task.
- completed: the task reached `done`; completion rate = completed tasks / tasks.
- interrupted: the task was paused (by the analyst, an expired risky review, a model outage or its token
  budget) or its driver died mid-work (a `recover`); resume success = interrupted tasks that reached `done` /
  interrupted tasks.
- time to done: from the task's creation to its first transition into `done`.
- analyst time at reviews: the summed decision time of the task's decided reviews.
- cost: recorded tokens × the price table of `nbcopilot.metrics.cost` (NaN when no call was to a priced model).
"""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from nbcopilot.errors import BadInput
from nbcopilot.records import INTENTS

ANCHORS = ("after_plan", "before_risky_step", "after_risky_step", "before_result")
PERIODS = {"day": timedelta(days=1), "week": timedelta(days=7), "month": timedelta(days=30), "all": None}
TAKEOVER_LIMIT = 0.10
"""A takeover rate above this is worth a warning: the agent hands too many tasks back."""
CORRECTION_LIMIT = 0.30
"""A correction rate above this is worth a warning: the analyst fixes too much of what the agent does."""

TASK_COLUMNS = (
    "task_id", "goal", "state", "created_at", "analyst", "corrections", "edits", "rejections", "retries", "replan",
    "retry_step", "refine_output", "escalations", "takeover", "reviews", "mean_decision_seconds", "repairs",
    "llm_calls", "prompt_tokens", "completion_tokens", "llm_seconds",
    "completed", "interrupted", "resumed_to_done", "seconds_to_done", "review_seconds", "cost",
)

def task_metrics(store, prices: Any = None, *, analyst: str | None = None) -> Any:
    """One row per task, oldest first, with exactly the columns in `TASK_COLUMNS`.

    corrections = edits + rejections (rows of `corrections`); replan / retry_step / refine_output count
    rejections by the intent the engine acted on (an escalated retry counts as replan); retries = retry_step;
    escalations = retries escalated to replan; takeover = the task entered human_takeover; reviews = reviews
    opened; mean_decision_seconds = mean time to approve, edit or reject a review (NaN without one);
    repairs = failed code runs drafted again automatically with their error;
    llm_* = the task's model calls, tokens and seconds; completed, interrupted, resumed_to_done,
    seconds_to_done, review_seconds and cost as this module's docstring defines them (`prices`: see
    `nbcopilot.metrics.cost`); analyst = whom the task belongs to. `analyst` given: that analyst's tasks only.
    """
    return _per_task(store, None, None, prices, analyst)


def _per_task(store, since: datetime | None, until: datetime | None, prices: Any = None,
              analyst: str | None = None) -> Any:
    from nbcopilot.metrics.cost import task_costs

    frame = store.task_figures(since, until, analyst=analyst)[list(TASK_COLUMNS)]
    costs = task_costs(store, prices)
    frame["cost"] = frame["task_id"].map(costs).astype(float)
    return frame


def corrections(store) -> Any:
    """Every correction, oldest first: task, step, anchor, intent, feedback, before, after, time, kind,
    confidence, classifier. `intent` is what the analyst or classifier said (before any escalation);
    before/after are text when the stored JSON is a string, JSON text otherwise."""
    return store.correction_table()


def history(store, task_id: str) -> Any:
    """The task's transitions in order: seq, happened_at, from_state, to_state, event, anchor, step, payload.

    A fork made from this task shows as a "forked" row (seq: the transition it was forked at; payload: the
    new task's id), read from the fork's own first transition: this task's record is never written to.
    Raises TaskNotFound for a task the store does not hold."""
    return store.history_table(task_id)


def weekly(store) -> Any:
    """Trends by ISO week of task creation: tasks, decisions, corrections, edits, takeovers, retries, the
    intent counts (replan, retry_step, refine_output, escalations), correction_rate (corrections / decisions),
    takeover_rate (tasks that entered takeover / tasks) and retries_per_task."""
    return store.weekly_figures()


def by_anchor(store, since: datetime | None = None, until: datetime | None = None, *,
              analyst: str | None = None) -> Any:
    """Per review anchor: reviews opened, decisions, expired, corrections, correction_rate (corrections /
    decisions) and the median and mean decision seconds; optionally only tasks created in [since, until),
    or one analyst's."""
    return store.anchor_figures(since, until, analyst=analyst)


def retried_outputs(store, since: datetime | None = None, until: datetime | None = None) -> Any:
    """Each retry_step / refine_output rejection of a step with the output that answered it and the
    seconds in between (rejections still waiting for their output are left out)."""
    return store.retried_outputs(since, until)


def window(period: str, now: datetime | None = None) -> tuple[datetime | None, datetime | None]:
    """[since, until) of the last `period` ending at `now` (default: the current UTC time, as the store keeps
    it); "all" is the whole store, unbounded on both sides."""
    if period not in PERIODS:
        raise BadInput(f"period must be one of {', '.join(PERIODS)}, not {period!r}.")
    if PERIODS[period] is None:
        return None, None
    until = now or datetime.now(timezone.utc).replace(tzinfo=None)
    return until - PERIODS[period], until


def summary(store, period: str = "week", *, now: datetime | None = None, prices: Any = None,
            analyst: str | None = None) -> dict[str, Any]:
    """Headline figures for the tasks created in the last `period` before `now`: "day" (24 h), "week" (7 days),
    "month" (30 days) or "all" (every task in the store), each task with all its activity.

    correction_rate = corrections / decisions (reviews closed by approve, edit or reject);
    takeover_rate = tasks that entered human_takeover / tasks; retries_per_task = retry_step rejections / tasks;
    intent_counts = rejections per intent the engine acted on (escalated retries count as replan) and
    intent_mix their shares; median_seconds_to_retried_output (and per intent in
    median_seconds_to_retried_output_by_intent) as defined in this module's docstring;
    decision_seconds_by_anchor = median decision seconds per anchor; llm_calls_per_task, tokens_per_task
    (prompt + completion), prompt/completion_tokens_per_task and llm_seconds_per_task;
    completion_rate, interrupted (tasks), resume_success_rate, median_seconds_to_done, median_review_seconds
    (the analyst's time at a task's reviews, median over tasks),
    repairs and repairs_per_task, cost and cost_per_task (over tasks with a priced call; None without one);
    warnings = one sentence per threshold crossed (takeover_rate > 10%, correction_rate > 30%).
    Rates and per-task figures are None when there is nothing to divide by. `analyst` given: that analyst's
    tasks only (None: the whole team's).
    """
    since, until = window(period, now)
    totals = store.total_figures(since, until, analyst=analyst)
    decided = by_anchor(store, since, until, analyst=analyst).dropna(subset=["median_decision_seconds"])

    tasks, decisions = totals["tasks"], totals["decisions"]
    acted = sum(totals[i] for i in INTENTS)
    tokens = totals["prompt_tokens"] + totals["completion_tokens"]
    figures = {
        "period": period, "since": since, "until": until, "analyst": analyst, "tasks": tasks,
        "decisions": decisions, "corrections": totals["corrections"], "edits": totals["edits"],
        "rejections": totals["rejections"],
        "correction_rate": _ratio(totals["corrections"], decisions),
        "retries": totals["retry_step"], "retries_per_task": _ratio(totals["retry_step"], tasks),
        "takeovers": totals["takeovers"], "takeover_rate": _ratio(totals["takeovers"], tasks),
        "intent_counts": {i: totals[i] for i in INTENTS},
        "intent_mix": {i: _ratio(totals[i], acted) for i in INTENTS},
        "escalations": totals["escalations"],
        "median_seconds_to_retried_output": totals["median_seconds_to_retried_output"],
        "median_seconds_to_retried_output_by_intent": {
            "retry_step": totals["median_retry_step_seconds"],
            "refine_output": totals["median_refine_output_seconds"]},
        "decision_seconds_by_anchor": dict(zip(decided.anchor.tolist(), decided.median_decision_seconds.tolist())),
        "llm_calls_per_task": _ratio(totals["llm_calls"], tasks),
        "tokens_per_task": _ratio(tokens, tasks),
        "prompt_tokens_per_task": _ratio(totals["prompt_tokens"], tasks),
        "completion_tokens_per_task": _ratio(totals["completion_tokens"], tasks),
        "llm_seconds_per_task": _ratio(totals["llm_seconds"], tasks),
    }
    figures.update(outcomes(_per_task(store, since, until, prices, analyst)))
    figures["warnings"] = warnings(figures)
    return figures


def outcomes(per_task: Any) -> dict[str, Any]:
    """The evaluation figures over a frame of `task_metrics` rows (see `summary`); None where nothing divides."""
    tasks = len(per_task)
    interrupted = int(per_task["interrupted"].sum())
    completed, resumed = int(per_task["completed"].sum()), int(per_task["resumed_to_done"].sum())
    repairs = int(per_task["repairs"].sum())
    done_seconds, priced = per_task["seconds_to_done"].dropna(), per_task["cost"].dropna()
    return {
        "completed": completed, "completion_rate": _ratio(completed, tasks),
        "interrupted": interrupted, "resumed_to_done": resumed, "resume_success_rate": _ratio(resumed, interrupted),
        "median_seconds_to_done": float(done_seconds.median()) if len(done_seconds) else None,
        # a median: a review left open over a weekend would dominate a mean
        "median_review_seconds": float(per_task["review_seconds"].median()) if tasks else None,
        "repairs": repairs, "repairs_per_task": _ratio(repairs, tasks),
        "cost": float(priced.sum()) if len(priced) else None,
        "cost_per_task": float(priced.mean()) if len(priced) else None,
    }


def warnings(figures: dict[str, Any]) -> list[str]:
    """One sentence per threshold crossed: takeover_rate > 10%, correction_rate > 30%."""
    found = []
    takeover, correction = figures.get("takeover_rate"), figures.get("correction_rate")
    if takeover is not None and takeover > TAKEOVER_LIMIT:
        found.append(f"Takeover rate {takeover:.1%} is above {TAKEOVER_LIMIT:.0%}: the agent hands too many "
                     "tasks back to you; read their corrections (cp.corrections()) to see where it gets stuck.")
    if correction is not None and correction > CORRECTION_LIMIT:
        found.append(f"Correction rate {correction:.1%} is above {CORRECTION_LIMIT:.0%}: you edit or reject too "
                     "much of what the agent proposes; look at the intent mix and the anchors where it happens.")
    return found


def _ratio(part: float, whole: float) -> float | None:
    return None if not whole else part / whole
