"""Collaboration metrics as DuckDB SQL, handed back as pandas DataFrames.

Every function takes an open DuckDB connection to a store (the caller opens and closes it) and does
its work in SQL; nothing here loops over rows in Python.

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

from nbcopilot.errors import BadInput, TaskNotFound

INTENTS = ("replan", "retry_step", "refine_output")
ANCHORS = ("after_plan", "before_risky_step", "after_risky_step", "before_result")
PERIODS = {"day": timedelta(days=1), "week": timedelta(days=7), "month": timedelta(days=30), "all": None}
TAKEOVER_LIMIT = 0.10
"""A takeover rate above this is worth a warning: the agent hands too many tasks back."""
CORRECTION_LIMIT = 0.30
"""A correction rate above this is worth a warning: the analyst fixes too much of what the agent does."""

TASK_COLUMNS = (
    "task_id", "goal", "state", "created_at", "corrections", "edits", "rejections", "retries", "replan",
    "retry_step", "refine_output", "escalations", "takeover", "reviews", "mean_decision_seconds", "repairs",
    "llm_calls", "prompt_tokens", "completion_tokens", "llm_seconds",
    "completed", "interrupted", "resumed_to_done", "seconds_to_done", "review_seconds", "cost",
)

# The tasks in scope: created in [since, until); NULL bounds are open.
_SCOPE = """scope AS (
    SELECT id, goal, state, created_at FROM tasks
    WHERE ($since IS NULL OR created_at >= $since) AND ($until IS NULL OR created_at < $until))"""
_SECONDS = "(epoch_us({end}) - epoch_us({start})) / 1e6"
_DECISION = "decision IN ('approve', 'edit', 'reject')"


def _rows(table: str, time_column: str, bounded: bool) -> str:
    """`table`'s rows, only those of tasks in scope when the scope is bounded. A task's rows are never older
    than the task (a day of slack covers clock skew between kernels), so the time filter skips most rows
    before the join; an unbounded scope is the whole store and needs no join at all."""
    if not bounded:
        return table
    return (f"(SELECT {table}.* FROM {table} JOIN scope ON scope.id = {table}.task_id WHERE $since IS NULL "
            f"OR {table}.{time_column} >= CAST($since AS TIMESTAMP) - INTERVAL 1 DAY)")


def _moves(bounded: bool) -> str:
    """`moves`: the rejections and the entries into human_takeover, in one scan of the transitions; a
    rejection's JSON payload is parsed once for all four fields."""
    fields = "['$.intent', '$.escalated', '$.takeover', '$.target_step']"
    return f"""moves AS (
    SELECT task_id, happened_at, step, event = 'reject' AS rejected, to_state = 'human_takeover' AS handed_over,
           p[1] AS intent, coalesce(CAST(p[2] AS BOOLEAN), false) AS escalated,
           coalesce(CAST(p[3] AS BOOLEAN), false) AS takeover, CAST(p[4] AS INTEGER) AS target_step
    FROM (SELECT *, CASE WHEN event = 'reject' THEN json_extract_string(payload, {fields}) END AS p
          FROM {_rows('transitions', 'happened_at', bounded)}
          WHERE event = 'reject' OR to_state = 'human_takeover'))"""


def _retried(bounded: bool) -> str:
    """Each retry_step / refine_output rejection of a step, with the first output of that step to end at or
    after it and the seconds in between. Takeover rejections are left out: no retried output follows them.
    (A hash join on (task, step) plus min() beats an ASOF join here: a step has only a few outputs.)"""
    return f"""retried AS (
    WITH asked AS (
        SELECT task_id, happened_at, intent, coalesce(target_step, step) AS step FROM moves
        WHERE rejected AND intent IN ('retry_step', 'refine_output') AND NOT takeover
          AND coalesce(target_step, step) IS NOT NULL)
    SELECT a.task_id, a.step, a.intent, a.happened_at AS corrected_at, min(o.finished_at) AS output_at,
           {_SECONDS.format(start='a.happened_at', end='min(o.finished_at)')} AS seconds
    FROM asked a JOIN {_rows('step_runs', 'finished_at', bounded)} o
      ON o.task_id = a.task_id AND o.step = a.step AND o.finished_at >= a.happened_at
    GROUP BY a.task_id, a.step, a.intent, a.happened_at)"""


# One row per task of the whole store: each table is grouped by task first, then joined to the tasks.
_PER_TASK = f"""
WITH {_SCOPE},
{_moves(False)},
intents AS (
    SELECT task_id,
           count(*) FILTER (WHERE rejected AND intent = 'replan') AS replan,
           count(*) FILTER (WHERE rejected AND intent = 'retry_step') AS retry_step,
           count(*) FILTER (WHERE rejected AND intent = 'refine_output') AS refine_output,
           count(*) FILTER (WHERE rejected AND escalated) AS escalations,
           bool_or(handed_over) AS takeover
    FROM moves GROUP BY task_id),
fixes AS (
    SELECT task_id, count(*) AS corrections,
           count(*) FILTER (WHERE kind = 'edit') AS edits,
           count(*) FILTER (WHERE kind = 'reject') AS rejections
    FROM corrections GROUP BY task_id),
decided AS (
    SELECT task_id, count(*) AS reviews,
           count(*) FILTER (WHERE {_DECISION}) AS decisions,
           avg({_SECONDS.format(start='opened_at', end='closed_at')}) FILTER (WHERE {_DECISION})
               AS mean_decision_seconds,
           sum({_SECONDS.format(start='opened_at', end='closed_at')}) FILTER (WHERE {_DECISION})
               AS review_seconds
    FROM reviews GROUP BY task_id),
outcomes AS (  -- interruptions (paused, or a dead driver's work recovered) and the first arrival at done
    SELECT task_id, bool_or(to_state = 'paused' OR event = 'recover') AS interrupted,
           min(happened_at) FILTER (WHERE to_state = 'done') AS done_at
    FROM transitions GROUP BY task_id),
calls AS (
    SELECT task_id, count(*) AS llm_calls,
           coalesce(sum(prompt_tokens), 0) AS prompt_tokens,
           coalesce(sum(completion_tokens), 0) AS completion_tokens,
           sum(seconds) AS llm_seconds
    FROM llm_calls WHERE task_id IS NOT NULL GROUP BY task_id),
repaired AS (  -- failed runs drafted again automatically, before any review
    SELECT task_id, count(*) AS repairs FROM transitions
    WHERE event = 'finished' AND json_extract(payload, '$.repair') IS NOT NULL GROUP BY task_id)
SELECT s.id AS task_id, s.goal, s.state, s.created_at,
       CAST(coalesce(f.corrections, 0) AS BIGINT) AS corrections,
       CAST(coalesce(f.edits, 0) AS BIGINT) AS edits,
       CAST(coalesce(f.rejections, 0) AS BIGINT) AS rejections,
       CAST(coalesce(i.retry_step, 0) AS BIGINT) AS retries,
       CAST(coalesce(i.replan, 0) AS BIGINT) AS replan,
       CAST(coalesce(i.retry_step, 0) AS BIGINT) AS retry_step,
       CAST(coalesce(i.refine_output, 0) AS BIGINT) AS refine_output,
       CAST(coalesce(i.escalations, 0) AS BIGINT) AS escalations,
       coalesce(i.takeover, false) AS takeover,
       CAST(coalesce(d.reviews, 0) AS BIGINT) AS reviews,
       CAST(coalesce(d.decisions, 0) AS BIGINT) AS decisions,
       d.mean_decision_seconds,
       CAST(coalesce(r.repairs, 0) AS BIGINT) AS repairs,
       CAST(coalesce(c.llm_calls, 0) AS BIGINT) AS llm_calls,
       CAST(coalesce(c.prompt_tokens, 0) AS BIGINT) AS prompt_tokens,
       CAST(coalesce(c.completion_tokens, 0) AS BIGINT) AS completion_tokens,
       coalesce(c.llm_seconds, 0.0) AS llm_seconds,
       s.state = 'done' AS completed,
       coalesce(o.interrupted, false) AS interrupted,
       coalesce(o.interrupted, false) AND s.state = 'done' AS resumed_to_done,
       {_SECONDS.format(start='s.created_at', end='o.done_at')} AS seconds_to_done,
       coalesce(d.review_seconds, 0.0) AS review_seconds,
       CAST(NULL AS DOUBLE) AS cost
FROM scope s
LEFT JOIN intents i ON i.task_id = s.id
LEFT JOIN fixes f ON f.task_id = s.id
LEFT JOIN decided d ON d.task_id = s.id
LEFT JOIN calls c ON c.task_id = s.id
LEFT JOIN repaired r ON r.task_id = s.id
LEFT JOIN outcomes o ON o.task_id = s.id"""

_WEEKLY = f"""
SELECT CAST(date_trunc('week', created_at) AS DATE) AS week,
       strftime(date_trunc('week', created_at), '%G-W%V') AS iso_week,
       count(*) AS tasks,
       CAST(sum(decisions) AS BIGINT) AS decisions,
       CAST(sum(corrections) AS BIGINT) AS corrections,
       CAST(sum(edits) AS BIGINT) AS edits,
       CAST(count(*) FILTER (WHERE takeover) AS BIGINT) AS takeovers,
       CAST(sum(retries) AS BIGINT) AS retries,
       CAST(sum(replan) AS BIGINT) AS replan,
       CAST(sum(retry_step) AS BIGINT) AS retry_step,
       CAST(sum(refine_output) AS BIGINT) AS refine_output,
       CAST(sum(escalations) AS BIGINT) AS escalations,
       sum(corrections) / nullif(sum(decisions), 0) AS correction_rate,
       count(*) FILTER (WHERE takeover) / count(*) AS takeover_rate,
       sum(retries) / count(*) AS retries_per_task
FROM ({_PER_TASK}) per_task
GROUP BY ALL ORDER BY week"""


def _totals(bounded: bool) -> str:
    """One row of counts over the tasks in scope, each table aggregated on its own (no per-task grouping)."""
    def rows(table: str, column: str) -> str:
        return _rows(table, column, bounded)

    return f"""
WITH {_SCOPE},
{_moves(bounded)},
{_retried(bounded)}
SELECT * FROM
    (SELECT count(*) AS tasks FROM scope),
    (SELECT count(DISTINCT task_id) FILTER (WHERE handed_over) AS takeovers,
            count(*) FILTER (WHERE rejected AND intent = 'replan') AS replan,
            count(*) FILTER (WHERE rejected AND intent = 'retry_step') AS retry_step,
            count(*) FILTER (WHERE rejected AND intent = 'refine_output') AS refine_output,
            count(*) FILTER (WHERE rejected AND escalated) AS escalations FROM moves),
    (SELECT count(*) AS corrections, count(*) FILTER (WHERE kind = 'edit') AS edits,
            count(*) FILTER (WHERE kind = 'reject') AS rejections FROM {rows('corrections', 'made_at')}),
    (SELECT count(*) FILTER (WHERE {_DECISION}) AS decisions FROM {rows('reviews', 'opened_at')}),
    (SELECT count(*) AS llm_calls, CAST(coalesce(sum(prompt_tokens), 0) AS BIGINT) AS prompt_tokens,
            CAST(coalesce(sum(completion_tokens), 0) AS BIGINT) AS completion_tokens,
            coalesce(sum(seconds), 0.0) AS llm_seconds
     FROM {rows('llm_calls', 'called_at')} WHERE task_id IS NOT NULL),
    (SELECT median(seconds) AS median_seconds_to_retried_output,
            median(seconds) FILTER (WHERE intent = 'retry_step') AS median_retry_step_seconds,
            median(seconds) FILTER (WHERE intent = 'refine_output') AS median_refine_output_seconds
     FROM retried)"""


def _by_anchor(bounded: bool) -> str:
    return f"""
WITH {_SCOPE},
opened AS (
    SELECT anchor, count(*) AS reviews,
           count(*) FILTER (WHERE {_DECISION}) AS decisions,
           count(*) FILTER (WHERE decision = 'expire') AS expired,
           median({_SECONDS.format(start='opened_at', end='closed_at')}) FILTER (WHERE {_DECISION})
               AS median_decision_seconds,
           avg({_SECONDS.format(start='opened_at', end='closed_at')}) FILTER (WHERE {_DECISION})
               AS mean_decision_seconds
    FROM {_rows('reviews', 'opened_at', bounded)} GROUP BY anchor),
fixes AS (SELECT anchor, count(*) AS corrections FROM {_rows('corrections', 'made_at', bounded)} GROUP BY anchor)
SELECT coalesce(o.anchor, f.anchor) AS anchor,
       CAST(coalesce(o.reviews, 0) AS BIGINT) AS reviews,
       CAST(coalesce(o.decisions, 0) AS BIGINT) AS decisions,
       CAST(coalesce(o.expired, 0) AS BIGINT) AS expired,
       CAST(coalesce(f.corrections, 0) AS BIGINT) AS corrections,
       coalesce(f.corrections, 0) / nullif(o.decisions, 0) AS correction_rate,
       o.median_decision_seconds, o.mean_decision_seconds
FROM opened o FULL JOIN fixes f ON f.anchor = o.anchor
WHERE coalesce(o.anchor, f.anchor) IS NOT NULL
ORDER BY list_position({list(ANCHORS)}, coalesce(o.anchor, f.anchor)) NULLS LAST, 1"""


def _scope(since: datetime | None = None, until: datetime | None = None) -> dict[str, Any]:
    return {"since": since, "until": until}


def _bounded(since: datetime | None, until: datetime | None) -> bool:
    return since is not None or until is not None


def task_metrics(con, prices: Any = None) -> Any:
    """One row per task, oldest first, with exactly the columns in `TASK_COLUMNS`.

    corrections = edits + rejections (rows of `corrections`); replan / retry_step / refine_output count
    rejections by the intent the engine acted on (an escalated retry counts as replan); retries = retry_step;
    escalations = retries escalated to replan; takeover = the task entered human_takeover; reviews = reviews
    opened; mean_decision_seconds = mean time to approve, edit or reject a review (NaN without one);
    repairs = failed code runs drafted again automatically with their error;
    llm_* = the task's model calls, tokens and seconds; completed, interrupted, resumed_to_done,
    seconds_to_done, review_seconds and cost as this module's docstring defines them (`prices`: see
    `nbcopilot.metrics.cost`).
    """
    return _per_task(con, _scope(), prices)


def _per_task(con, scope: dict[str, Any], prices: Any = None) -> Any:
    from nbcopilot.metrics.cost import task_costs

    columns = ", ".join(TASK_COLUMNS)
    frame = con.execute(f"SELECT {columns} FROM ({_PER_TASK}) ORDER BY created_at, task_id", scope).df()
    costs = task_costs(con, prices)
    frame["cost"] = frame["task_id"].map(costs).astype(float)
    return frame


def corrections(con) -> Any:
    """Every correction, oldest first: task, step, anchor, intent, feedback, before, after, time, kind,
    confidence, classifier. `intent` is what the analyst or classifier said (before any escalation);
    before/after are text when the stored JSON is a string, JSON text otherwise."""
    def text(column: str) -> str:
        return (f"CASE json_type({column}) WHEN 'NULL' THEN NULL WHEN 'VARCHAR' THEN {column}->>'$' "
                f"ELSE CAST({column} AS VARCHAR) END AS {column}")

    return con.execute(f"""
        SELECT task_id AS task, step, anchor, intent, feedback, {text('before')}, {text('after')},
               made_at AS time, kind, confidence, classifier
        FROM corrections ORDER BY made_at, id""").df()


def history(con, task_id: str) -> Any:
    """The task's transitions in order: seq, happened_at, from_state, to_state, event, anchor, step, payload.

    A fork made from this task shows as a "forked" row (seq: the transition it was forked at; payload: the
    new task's id), read from the fork's own first transition: this task's record is never written to."""
    frame = con.execute("""
        SELECT seq, happened_at, from_state, to_state, event, anchor, step, CAST(payload AS VARCHAR) AS payload
        FROM transitions WHERE task_id = $id
        UNION ALL
        SELECT CAST(json_extract(payload, '$.from_seq') AS INTEGER), happened_at, NULL, NULL, 'forked', anchor,
               step, CAST(json_object('into', task_id, 'review', json_extract_string(payload, '$.from_review'))
                          AS VARCHAR)
        FROM transitions WHERE event = 'fork' AND json_extract_string(payload, '$.from_task') = $id
        ORDER BY happened_at, seq""", {"id": task_id}).df()
    if frame.empty and not con.execute("SELECT count(*) FROM tasks WHERE id = ?", [task_id]).fetchone()[0]:
        raise TaskNotFound(f"there is no task {task_id!r} in this store; list the tasks with cp.tasks().")
    return frame


def weekly(con) -> Any:
    """Trends by ISO week of task creation: tasks, decisions, corrections, edits, takeovers, retries, the
    intent counts (replan, retry_step, refine_output, escalations), correction_rate (corrections / decisions),
    takeover_rate (tasks that entered takeover / tasks) and retries_per_task."""
    return con.execute(_WEEKLY, _scope()).df()


def by_anchor(con, since: datetime | None = None, until: datetime | None = None) -> Any:
    """Per review anchor: reviews opened, decisions, expired, corrections, correction_rate (corrections /
    decisions) and the median and mean decision seconds; optionally only tasks created in [since, until)."""
    return con.execute(_by_anchor(_bounded(since, until)), _scope(since, until)).df()


def retried_outputs(con, since: datetime | None = None, until: datetime | None = None) -> Any:
    """Each retry_step / refine_output rejection of a step with the output that answered it and the
    seconds in between (rejections still waiting for their output are left out)."""
    bounded = _bounded(since, until)
    sql = f"WITH {_SCOPE},\n{_moves(bounded)},\n{_retried(bounded)}\nSELECT * FROM retried ORDER BY corrected_at"
    return con.execute(sql, _scope(since, until)).df()


def window(period: str, now: datetime | None = None) -> tuple[datetime | None, datetime | None]:
    """[since, until) of the last `period` ending at `now` (default: the current UTC time, as the store keeps
    it); "all" is the whole store, unbounded on both sides."""
    if period not in PERIODS:
        raise BadInput(f"period must be one of {', '.join(PERIODS)}, not {period!r}.")
    if PERIODS[period] is None:
        return None, None
    until = now or datetime.now(timezone.utc).replace(tzinfo=None)
    return until - PERIODS[period], until


def summary(con, period: str = "week", *, now: datetime | None = None, prices: Any = None) -> dict[str, Any]:
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
    Rates and per-task figures are None when there is nothing to divide by.
    """
    since, until = window(period, now)
    bounded, scope = _bounded(since, until), _scope(since, until)
    cursor = con.execute(_totals(bounded), scope)
    totals = dict(zip((d[0] for d in cursor.description), cursor.fetchone()))
    decided = by_anchor(con, since, until).dropna(subset=["median_decision_seconds"])

    tasks, decisions = totals["tasks"], totals["decisions"]
    acted = sum(totals[i] for i in INTENTS)
    tokens = totals["prompt_tokens"] + totals["completion_tokens"]
    figures = {
        "period": period, "since": since, "until": until, "tasks": tasks,
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
    figures.update(outcomes(_per_task(con, scope, prices)))
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
