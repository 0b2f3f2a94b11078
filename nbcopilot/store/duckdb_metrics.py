"""The DuckDB store's analytical reads: the collaboration metrics, the task list and a task's history.

The definitions (what a decision, a correction or a retry is) live in `nbcopilot.metrics.queries`, which
turns these rows into figures; this module only knows where the rows are. Every read takes the scope of
tasks created in [since, until) as the parameters $since and $until (NULL: open), and by $analyst only when
that is not NULL.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any

from nbcopilot.errors import TaskNotFound
from nbcopilot.records import Anchor

# The anchors of the reviews the analyst decides, in the order a report lists them; before_plan (a
# clarifying question) sorts after them.
_ANCHOR_ORDER = [a.value for a in Anchor if a is not Anchor.BEFORE_PLAN]

# The tasks in scope: created in [since, until), by one analyst or all; NULL bounds are open.
_SCOPE = """scope AS (
    SELECT id, goal, state, created_at, analyst FROM tasks
    WHERE ($since IS NULL OR created_at >= $since) AND ($until IS NULL OR created_at < $until)
      AND ($analyst IS NULL OR analyst = $analyst))"""
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
SELECT s.id AS task_id, s.goal, s.state, s.created_at, s.analyst,
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
ORDER BY list_position({_ANCHOR_ORDER}, coalesce(o.anchor, f.anchor)) NULLS LAST, 1"""



def _as_text(column: str) -> str:
    """A JSON column as text when it holds a string, as JSON text otherwise."""
    return (f"CASE json_type({column}) WHEN 'NULL' THEN NULL WHEN 'VARCHAR' THEN {column}->>'$' "
            f"ELSE CAST({column} AS VARCHAR) END AS {column}")


_CORRECTIONS = f"""
SELECT task_id AS task, step, anchor, intent, feedback, {_as_text('before')}, {_as_text('after')},
       made_at AS time, kind, confidence, classifier
FROM corrections ORDER BY made_at, id"""

# A task's transitions, and a "forked" row for each fork made from it (read from the fork's own first
# transition: the source's record is never written to).
_HISTORY = """
SELECT seq, happened_at, from_state, to_state, event, anchor, step, CAST(payload AS VARCHAR) AS payload
FROM transitions WHERE task_id = $id
UNION ALL
SELECT CAST(json_extract(payload, '$.from_seq') AS INTEGER), happened_at, NULL, NULL, 'forked', anchor,
       step, CAST(json_object('into', task_id, 'review', json_extract_string(payload, '$.from_review'))
                  AS VARCHAR)
FROM transitions WHERE event = 'fork' AND json_extract_string(payload, '$.from_task') = $id
ORDER BY happened_at, seq"""

_MODEL_USAGE = """
SELECT task_id, model, CAST(coalesce(sum(prompt_tokens), 0) AS BIGINT) AS prompt_tokens,
       CAST(coalesce(sum(completion_tokens), 0) AS BIGINT) AS completion_tokens
FROM llm_calls WHERE task_id IS NOT NULL AND ok AND model IS NOT NULL GROUP BY ALL"""

_TASKS = """
SELECT t.id, t.goal, t.state, t.created_at, t.updated_at,
       (SELECT count(*) FROM steps s WHERE s.task_id = t.id) AS steps,
       CAST(json_extract(t.snapshot, '$.rejections') AS INTEGER) AS rejections,
       json_extract_string(t.snapshot, '$.note') AS note,
       json_extract_string(t.snapshot, '$.origin.task') AS forked_from, t.analyst
FROM tasks t ORDER BY t.created_at"""



def _scope(since: datetime | None, until: datetime | None, analyst: str | None = None) -> dict[str, Any]:
    return {"since": since, "until": until, "analyst": analyst}


def _bounded(since: datetime | None, until: datetime | None, analyst: str | None = None) -> bool:
    return since is not None or until is not None or analyst is not None


class MetricReads:
    """The metric reads of the Store contract; needs `_cursor()` from the store it is mixed into."""

    def _frame(self, sql: str, params: Any = None) -> Any:
        with self._cursor() as con:
            return con.execute(sql, params).df()

    def task_figures(self, since: datetime | None = None, until: datetime | None = None, *,
                     analyst: str | None = None) -> Any:
        return self._frame(f"SELECT * FROM ({_PER_TASK}) ORDER BY created_at, task_id", _scope(since, until, analyst))

    def weekly_figures(self, *, analyst: str | None = None) -> Any:
        return self._frame(_WEEKLY, _scope(None, None, analyst))

    def anchor_figures(self, since: datetime | None = None, until: datetime | None = None, *,
                       analyst: str | None = None) -> Any:
        return self._frame(_by_anchor(_bounded(since, until, analyst)), _scope(since, until, analyst))

    def retried_outputs(self, since: datetime | None = None, until: datetime | None = None, *,
                        analyst: str | None = None) -> Any:
        bounded = _bounded(since, until, analyst)
        sql = f"WITH {_SCOPE},\n{_moves(bounded)},\n{_retried(bounded)}\nSELECT * FROM retried ORDER BY corrected_at"
        return self._frame(sql, _scope(since, until, analyst))

    def total_figures(self, since: datetime | None = None, until: datetime | None = None, *,
                      analyst: str | None = None) -> dict[str, Any]:
        with self._cursor() as con:
            cursor = con.execute(_totals(_bounded(since, until, analyst)), _scope(since, until, analyst))
            return dict(zip((d[0] for d in cursor.description), cursor.fetchone()))

    def correction_table(self) -> Any:
        return self._frame(_CORRECTIONS)

    def task_corrections(self, task_id: str) -> Any:
        return self._frame(_CORRECTIONS.replace("ORDER BY", "WHERE task_id = ? ORDER BY"), [task_id])

    def history_table(self, task_id: str) -> Any:
        with self._cursor() as con:
            frame = con.execute(_HISTORY, {"id": task_id}).df()
            if frame.empty and not con.execute("SELECT count(*) FROM tasks WHERE id = ?", [task_id]).fetchone()[0]:
                raise TaskNotFound(f"there is no task {task_id!r} in this store; list the tasks with cp.tasks().")
        return frame

    def task_table(self) -> Any:
        return self._frame(_TASKS)

    def model_usage(self) -> list[tuple[str, str, int, int]]:
        with self._cursor() as con:
            return con.execute(_MODEL_USAGE).fetchall()
