"""A task's life in SQL, written once for both backends: the transitions (create, commit, fork), the model calls
kept until the next transition, and the engine's reads.

The two backends agree on what a transition writes and disagree only on how it is spelled and held. A backend
brings a `Dialect` (placeholders, JSON casts and values, the few statements each spells its own way, text its
columns can hold) and its connection handling: `_cursor()` (a connection for one read) and
`_write(work, durable=, done=)` (run `work(con)` as one transaction — DuckDB on the file it holds in turns,
PostgreSQL on a pooled connection, retried once if the connection dies).
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import replace
from datetime import datetime
from functools import lru_cache
from typing import Any, Callable, Sequence

from nbcopilot.errors import BadInput, ConcurrentUpdate, TaskNotFound
from nbcopilot.records import CorrectionRecord, LLMCall, Review, Step, StepRun, TaskSnapshot, Transition
from nbcopilot.store.base import Store
from nbcopilot.store.records_io import checkpoint, replay, review_moves, step_changes
from nbcopilot.store.records_io import now as _now, ts as _ts, unix as _unix
from nbcopilot.text import storable


class Dialect:
    """How one backend spells what the SQL store writes. The statements are written with `?` placeholders and
    PostgreSQL's explicit `?::json` casts; `sql` turns them into the backend's own spelling."""

    placeholder = "?"
    json_casts = True
    """Whether `?::json` stays (PostgreSQL types a bound text) or becomes `?` (DuckDB casts into a JSON column)."""
    json_decoded = False
    """Whether the driver hands JSON columns back as Python values (psycopg) rather than text (DuckDB)."""
    review_id = "json_extract_string(checkpoint, '$.review.id')"
    """The id of the review a transition's checkpoint holds, as an SQL expression."""
    latest_runs = ("SELECT step, attempt, status, code, output FROM step_runs WHERE task_id = ? {only}"
                   "QUALIFY row_number() OVER (PARTITION BY step ORDER BY attempt DESC) = 1")
    """Each step's newest run; `{only}` narrows the steps."""
    run_upsert: str | None = None
    """One statement that writes or completes a step run, when the backend's upsert is cheap; None: an UPDATE,
    then an INSERT if it found nothing (DuckDB's upsert costs a delete and an insert)."""

    def sql(self, text: str) -> str:
        return _spelled(text, self.placeholder, self.json_casts)

    def clean(self, text: str | None) -> str | None:
        """Text a column can hold: no lone surrogates."""
        return storable(text)

    def dump(self, value: Any) -> str:
        return storable(json.dumps(value, ensure_ascii=False, default=str))

    def loads(self, value: Any) -> Any:
        """A JSON column's value as Python (None for SQL NULL or an empty text)."""
        if self.json_decoded:
            return value
        return json.loads(value) if value else None

    def many(self, con: Any, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """One statement over many rows."""
        con.executemany(self.sql(sql), rows)

    def duplicate(self) -> type[BaseException]:
        """The driver's error for a primary key that is taken."""
        raise NotImplementedError


@lru_cache(maxsize=256)
def _spelled(text: str, placeholder: str, json_casts: bool) -> str:
    if not json_casts:
        text = text.replace("?::json", "?")
    return text if placeholder == "?" else text.replace("?", placeholder)


class SQLStore(Store):
    """The store contract's task writes and engine reads over a `dialect`; needs `path`, `analyst`,
    `lease_seconds`, `_lock` (an RLock), `_calls` (a list), `_conn`, `_depth`, `_cursor()` and `_write()`."""

    dialect: Dialect = Dialect()

    def _q(self, con: Any, sql: str, params: Any = None) -> Any:
        return con.execute(self.dialect.sql(sql), params)

    # -- writes ---------------------------------------------------------------------------------

    def _write(self, work: Callable[[Any], Any], *, durable: bool = False,
               done: Callable[[Any], bool] | None = None) -> Any:
        """Run `work(con)` as one transaction. `durable`: committed before this returns (a step's code runs
        next). `done(con)`: whether a transition whose acknowledgement was lost was written after all."""
        raise NotImplementedError

    def _task_json(self, task: TaskSnapshot) -> str:
        return self.dialect.dump(task.to_json(with_plan=False))

    def _has_transition(self, con: Any, task_id: str, seq: int) -> bool:
        return self._q(con, "SELECT 1 FROM transitions WHERE task_id = ? AND seq = ?", [task_id, seq]).fetchone() \
            is not None

    def create(self, task: TaskSnapshot, transition: Transition, *, owner: str | None = None) -> None:
        def insert(con) -> None:
            now = _now()
            self._q(con, "INSERT INTO tasks (id, goal, state, seq, snapshot, created_at, updated_at, lease_owner, "
                         "lease_until, analyst) VALUES (?, ?, ?, ?, ?::json, ?, ?, ?, ?, ?)",
                    [task.id, self.dialect.clean(task.goal), task.state.value, task.seq, self._task_json(task), now,
                     now, owner, _ts(time.time() + self.lease_seconds) if owner else None,
                     self.dialect.clean(self.analyst)])
            changed = self._write_steps(con, (), task)
            self._append(con, task, transition, now, changed)
            self._write_review(con, None, task, transition, now)

        try:
            self._write(insert, done=lambda con: self._has_transition(con, task.id, task.seq))
        except self.dialect.duplicate():
            raise BadInput(f"the store {self.path} already holds a task {task.id!r}; a new task needs a new id.") from None

    def commit(self, before: TaskSnapshot, after: TaskSnapshot, transition: Transition, *,
               run: StepRun | None = None, correction: CorrectionRecord | None = None,
               owner: str | None = None) -> None:
        from nbcopilot.records import WORKING

        working = after.state in WORKING
        lease_owner = owner if working else None
        correction_id = f"c-{os.urandom(5).hex()}"  # chosen once, so a retried transaction writes the same row
        with self._lock:  # the model calls go with this transition, on every try; back in the buffer if none lands
            calls, self._calls = self._calls, []

        def write(con) -> None:
            now = _now()
            lease_until = _ts(time.time() + self.lease_seconds) if working else None
            # The optimistic check: the row moves only if it is still at the seq this kernel read (on PostgreSQL
            # the row lock it takes makes a second kernel's UPDATE wait for this commit and then find seq moved).
            moved = self._q(
                con, "UPDATE tasks SET state = ?, seq = ?, snapshot = ?::json, updated_at = ?, lease_owner = ?, "
                     "lease_until = ? WHERE id = ? AND seq = ? RETURNING id",
                [after.state.value, after.seq, self._task_json(after), now, lease_owner, lease_until,
                 after.id, before.seq]).fetchall()
            if not moved:
                raise ConcurrentUpdate(
                    f"task {after.id} was changed by another kernel while this one worked on it; "
                    f"resume it to see where it stands.")
            changed = self._write_steps(con, before.plan, after)
            self._insert_calls(con, calls)
            self._append(con, after, transition, now, changed)
            self._write_review(con, before.review, after, transition, now)
            if run is not None:
                self._write_run(con, run, now)
            if correction is not None:
                c, dump = correction, self.dialect.dump
                self._q(con, "INSERT INTO corrections (id, task_id, review_id, step, anchor, kind, intent, confidence, "
                             "classifier, feedback, before, after, made_at) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::json, ?::json, ?)",
                        [correction_id, c.task_id, c.review_id, c.step, c.anchor, c.kind, c.intent, c.confidence,
                         c.classifier, self.dialect.clean(c.feedback), dump(c.before), dump(c.after), now])

        try:
            # a step's "running" record is durable before its code starts; every other transition may wait
            self._write(write, durable=run is not None and run.status == "running",
                        done=lambda con: self._has_transition(con, after.id, after.seq))
        except BaseException:
            with self._lock:
                self._calls = calls + self._calls
            raise

    def fork(self, source: TaskSnapshot, task: TaskSnapshot, transition: Transition) -> None:
        def insert(con) -> None:
            now = _now()
            self._q(con, "INSERT INTO tasks (id, goal, state, seq, snapshot, created_at, updated_at, analyst) "
                         "VALUES (?, ?, ?, ?, ?::json, ?, ?, ?)",
                    [task.id, self.dialect.clean(task.goal), task.state.value, task.seq, self._task_json(task), now,
                     now, self.dialect.clean(self.analyst)])
            changed = self._write_steps(con, (), task)
            # the outputs as they stood: each step's runs up to the attempt the checkpoint names
            self.dialect.many(con, "INSERT INTO step_runs (task_id, step, attempt, status, code, output, started_at, "
                                   "finished_at) SELECT ?, step, attempt, status, code, output, started_at, "
                                   "finished_at FROM step_runs WHERE task_id = ? AND step = ? AND attempt <= ?",
                              [(task.id, source.id, step.index, step.attempt) for step in source.plan])
            self._append(con, task, transition, now, changed)
            self._write_review(con, None, task, transition, now)

        self._write(insert, done=lambda con: self._has_transition(con, task.id, task.seq))

    def _write_run(self, con: Any, run: StepRun, now: datetime) -> None:
        # A run's row is written when it starts and completed when it ends (keeping started_at).
        finished = None if run.status == "running" else now
        values = [run.task_id, run.step, run.attempt, run.status, self.dialect.clean(run.code),
                  self.dialect.dump(run.output), now, finished]
        if self.dialect.run_upsert:
            self._q(con, self.dialect.run_upsert, values)
            return
        if run.status != "running":
            done = self._q(con, "UPDATE step_runs SET status = ?, code = ?, output = ?::json, finished_at = ? "
                                "WHERE task_id = ? AND step = ? AND attempt = ? RETURNING attempt",
                           [run.status, values[4], values[5], now, run.task_id, run.step, run.attempt]).fetchall()
            if done:
                return
        self._q(con, "INSERT INTO step_runs (task_id, step, attempt, status, code, output, started_at, finished_at) "
                     "VALUES (?, ?, ?, ?, ?, ?::json, ?, ?)", values)

    def _write_steps(self, con: Any, before: tuple[Step, ...], after: TaskSnapshot) -> list[dict]:
        """Write the steps that changed; return them as JSON (the transition's checkpoint keeps only these)."""
        changed, added, shorter = step_changes(before, after)
        dump = self.dialect.dump
        if changed:
            self.dialect.many(con, "UPDATE steps SET data = ?::json WHERE task_id = ? AND idx = ?",
                              [(dump(s.to_json()), after.id, s.index) for s in changed])
        if added:
            self.dialect.many(con, "INSERT INTO steps (task_id, idx, data) VALUES (?, ?, ?::json)",
                              [(after.id, s.index, dump(s.to_json())) for s in added])
        if shorter:
            self._q(con, "DELETE FROM steps WHERE task_id = ? AND idx >= ?", [after.id, len(after.plan)])
        return [s.to_json() for s in changed + added]

    def _append(self, con: Any, task: TaskSnapshot, t: Transition, now: datetime, changed: list[dict]) -> None:
        dump = self.dialect.dump
        self._q(con, "INSERT INTO transitions (task_id, seq, happened_at, from_state, to_state, event, anchor, step, "
                     "payload, checkpoint, changed_steps) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?::json, ?::json, ?::json)",
                [task.id, task.seq, now, t.from_state.value if t.from_state else None, t.to_state.value,
                 t.event.value, t.anchor.value if t.anchor else None, t.step, dump(t.payload),
                 dump(checkpoint(task)), dump(changed)])

    def _write_review(self, con: Any, before: Review | None, task: TaskSnapshot, t: Transition, now: datetime) -> None:
        closed, after = review_moves(before, task)
        if closed is not None:
            self._q(con, "UPDATE reviews SET closed_at = ?, decision = ? WHERE id = ? AND closed_at IS NULL",
                    [now, t.event.value, closed])
        if after is not None:
            self._q(con, "INSERT INTO reviews (id, task_id, anchor, step, opened_at, deadline) "
                         "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
                    [after.id, task.id, after.anchor.value, after.step, _ts(after.opened_at) or now,
                     _ts(after.deadline)])

    # -- model calls ----------------------------------------------------------------------------

    def record_llm_call(self, call: LLMCall) -> None:
        # Kept until the next transition's transaction (or until the store is let go): one commit, not two.
        with self._lock:
            self._calls.append(replace(call, at=call.at or time.time()))
            if self._depth == 0:
                with self._cursor() as con:
                    self._flush_calls(con)

    def _flush_calls(self, con: Any = None) -> None:
        con = self._conn if con is None else con
        if not self._calls or con is None:
            return
        calls, self._calls = self._calls, []
        try:
            self._insert_calls(con, calls)
        except BaseException:
            self._calls = calls + self._calls  # kept for the next try (the transaction rolled back)
            raise

    def _insert_calls(self, con: Any, calls: list[LLMCall]) -> None:
        if calls:
            self.dialect.many(
                con, "INSERT INTO llm_calls (task_id, role, called_at, seconds, prompt_tokens, completion_tokens, ok, "
                     "model) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(c.task_id, c.role, _ts(c.at), c.seconds, c.prompt_tokens, c.completion_tokens, c.ok, c.model)
                 for c in calls])

    def memory_summary(self) -> tuple[int, datetime | None]:
        with self._cursor() as con:
            count, newest = con.execute("SELECT count(*), max(created_at) FROM memory").fetchone()
        return int(count), newest

    def tokens_used(self, task_id: str) -> int:
        with self._lock:
            pending = sum((c.prompt_tokens or 0) + (c.completion_tokens or 0) for c in self._calls
                          if c.task_id == task_id)
        with self._cursor() as con:
            row = self._q(con, "SELECT coalesce(sum(coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0)), 0) "
                               "FROM llm_calls WHERE task_id = ?", [task_id]).fetchone()
        return int(row[0]) + pending

    # -- the engine's reads -----------------------------------------------------------------------

    def schema_version(self) -> int:
        with self._cursor() as con:
            return int(con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0])

    def load(self, task_id: str) -> TaskSnapshot:
        with self._cursor() as con:
            row = self._q(con, "SELECT snapshot FROM tasks WHERE id = ?", [task_id]).fetchone()
            if row is None:
                raise TaskNotFound(f"there is no task {task_id!r} in {self.path}; list tasks with cp.tasks().")
            steps = self._q(con, "SELECT data FROM steps WHERE task_id = ? ORDER BY idx", [task_id]).fetchall()
        loads = self.dialect.loads
        return TaskSnapshot.from_json({**loads(row[0]), "plan": [loads(s[0]) for s in steps]})

    def load_at(self, task_id: str, seq: int) -> TaskSnapshot:
        with self._cursor() as con:
            rows = self._q(con, "SELECT seq, checkpoint, changed_steps FROM transitions WHERE task_id = ? "
                                "AND seq <= ? ORDER BY seq", [task_id, seq]).fetchall()
        loads = self.dialect.loads
        return replay(task_id, seq, [(n, loads(point), loads(changed) or []) for n, point, changed in rows])

    def seq_of_review(self, task_id: str, review_id: str) -> int:
        with self._cursor() as con:
            row = self._q(con, f"SELECT min(seq) FROM transitions WHERE task_id = ? AND {self.dialect.review_id} = ?",
                          [task_id, review_id]).fetchone()
        if row is None or row[0] is None:
            raise BadInput(f"task {task_id} has no review {review_id!r}; the timeline (%copilot history) lists "
                           "its reviews.")
        return int(row[0])

    def lease(self, task_id: str) -> tuple[str | None, float | None]:
        with self._cursor() as con:
            row = self._q(con, "SELECT lease_owner, lease_until FROM tasks WHERE id = ?", [task_id]).fetchone()
        return (row[0], _unix(row[1])) if row else (None, None)

    def latest_runs(self, task_id: str, steps: Sequence[int] | None = None) -> dict[int, StepRun]:
        # step numbers are ints the engine made, spelled into the statement (DuckDB binds a list slowly)
        only = "" if steps is None else f"AND step IN ({', '.join(str(int(i)) for i in steps) or 'NULL'}) "
        with self._cursor() as con:
            rows = self._q(con, self.dialect.latest_runs.format(only=only), [task_id]).fetchall()
        loads = self.dialect.loads
        return {r[0]: StepRun(task_id, r[0], r[1], r[2], r[3], loads(r[4])) for r in rows}

    def last_attempts(self, task_id: str) -> dict[int, int]:
        with self._cursor() as con:
            rows = self._q(con, "SELECT step, max(attempt) FROM step_runs WHERE task_id = ? GROUP BY step",
                           [task_id]).fetchall()
        return {int(step): int(attempt) for step, attempt in rows}

    def rejections_since_approval(self, task_id: str, seq: int) -> list[tuple[str, str | None]]:
        with self._cursor() as con:
            rows = self._q(
                con, "SELECT feedback, intent FROM corrections WHERE task_id = ? AND kind = 'reject' AND made_at > "
                     "coalesce((SELECT max(happened_at) FROM transitions WHERE task_id = ? AND event IN ('approve', "
                     "'edit') AND seq < ?), TIMESTAMP '1970-01-01') ORDER BY made_at",
                [task_id, task_id, seq]).fetchall()
        return [tuple(r) for r in rows]

    def latest_payload(self, task_id: str, event: str) -> dict | None:
        with self._cursor() as con:
            row = self._q(con, "SELECT payload FROM transitions WHERE task_id = ? AND event = ? "
                               "ORDER BY seq DESC LIMIT 1", [task_id, event]).fetchone()
        return self.dialect.loads(row[0]) if row else None

    def match(self, ref: str) -> list[dict]:
        ref = self.dialect.clean(ref)
        with self._cursor() as con:
            rows = self._q(con, "SELECT id, goal, state, updated_at FROM tasks WHERE id = ? OR starts_with(id, ?) "
                                "ORDER BY updated_at DESC", [ref, ref]).fetchall()
        return [{"id": r[0], "goal": r[1], "state": r[2], "updated_at": r[3]} for r in rows]

    def latest_unfinished(self) -> str | None:
        with self._cursor() as con:
            row = con.execute("SELECT id FROM tasks WHERE state NOT IN ('done', 'cancelled') "
                              "ORDER BY updated_at DESC LIMIT 1").fetchone()
        return row[0] if row else None
