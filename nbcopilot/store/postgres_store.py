"""The PostgreSQL backend: a team's store, written by many kernels at once on one or several machines.

Where the DuckDB backend takes turns on a file, this one relies on the server's row locks: a transition is
one transaction whose UPDATE of the task row checks the seq the kernel read (the optimistic check), so two
kernels never both move a task from the same point, and kernels working different tasks never wait for each
other. Connections come from a small psycopg pool; an API call (a session) keeps one connection so its reads
and writes see each other, and a connection that dies between statements is replaced and the transition
retried once (the seq check makes the retry safe). psycopg is imported only when a team store is opened, so
`%load_ext nbcopilot` stays light. The table reads, memory rows and metric reads are in postgres_reads.py.
"""
from __future__ import annotations

import json
import os
import re
import threading
import time
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime
from typing import Any, Callable, Iterator, Sequence

from nbcopilot.errors import BadInput, ConcurrentUpdate, CopilotError, StoreBusy, TaskNotFound
from nbcopilot.records import CorrectionRecord, LLMCall, Review, Step, StepRun, TaskSnapshot, Transition
from nbcopilot.store import postgres_url as urls
from nbcopilot.store.base import Store
from nbcopilot.store.postgres_reads import PostgresReads
from nbcopilot.store.postgres_schema import migrate
from nbcopilot.store.records_io import checkpoint, default_analyst, replay, review_moves, step_changes
from nbcopilot.store.records_io import now as _now, ts as _ts, unix as _unix
from nbcopilot.text import storable

POOL_SIZE = 4
"""Connections per kernel: the session's, the lease heartbeat's, and room for a form's thread."""
CONNECT_SECONDS = 10
"""How long opening a connection may take before the server counts as unreachable."""


def _clean(text: str | None) -> str | None:
    """Text PostgreSQL accepts: no lone surrogates (as in DuckDB) and no NUL, which a text column cannot hold."""
    text = storable(text)
    return text.replace("\x00", "\ufffd") if text and "\x00" in text else text


# A JSON escape for NUL (an odd number of backslashes before u0000): json columns accept it, but reading a
# field out of it with ->> fails, so it is stored as U+FFFD like a NUL in text.
_JSON_NUL = re.compile(r"(?<!\\)((?:\\\\)*)\\u0000")


def _dump(value: Any) -> str:
    text = storable(json.dumps(value, ensure_ascii=False, default=str))
    return _JSON_NUL.sub(r"\1\\ufffd", text) if "\\u0000" in text else text


class PostgresStore(PostgresReads, Store):
    def __init__(self, url: str, *, lock_timeout: float = 60.0, lease_seconds: float = 30.0,
                 analyst: str | None = None, pool_size: int = POOL_SIZE):
        """Open (and create or migrate) the team store at `url`.

        Args:
            url: postgresql://user[:password]@host:port/database (libpq's URL; `?host=/socket/dir` works).
            lock_timeout: how long a call waits for one of this kernel's pooled connections.
        Raises:
            BadInput: the URL cannot be read.
            CopilotError: the server cannot be reached, refuses the user or password, or lacks pgvector.
            StoreVersionError: the store was written by a newer nbcopilot.
        """
        self._url = url.strip()
        self.path = urls.shown(self._url)
        """The URL without its password: what every message and `Copilot.store_path` show."""
        self.lock_timeout = lock_timeout
        self.lease_seconds = lease_seconds
        self.analyst = analyst or default_analyst()
        self._params = urls.parse(self._url)
        self._lock = threading.RLock()
        self._conn = None
        self._held = None
        self._depth = 0
        self._calls: list[LLMCall] = []
        self._migrate()
        from psycopg_pool import ConnectionPool

        self._pool = ConnectionPool(self._url, min_size=1, max_size=max(2, pool_size), open=True,
                                    timeout=lock_timeout, name="nbcopilot", check=ConnectionPool.check_connection,
                                    kwargs={"autocommit": True, "connect_timeout": CONNECT_SECONDS})

    # -- connections ------------------------------------------------------------------------------

    def _connect(self):
        """One connection outside the pool, with the driver's errors turned into one sentence each."""
        import psycopg

        try:
            return psycopg.connect(self._url, autocommit=True, connect_timeout=CONNECT_SECONDS)
        except psycopg.Error as exc:
            raise urls.explain(exc, self._url) from None

    def _migrate(self) -> None:
        import psycopg

        con = self._connect()
        try:
            migrate(con, self.path)
        except (psycopg.errors.InsufficientPrivilege, psycopg.errors.FeatureNotSupported,
                psycopg.errors.UndefinedFile) as exc:
            if "vector" in str(exc) or "extension" in str(exc):
                raise urls.no_vector(self._url) from None
            raise CopilotError(f"can't create the tables of the team store {self.path}: "
                               f"{urls.redact(str(exc).splitlines()[0], self._url)}; ask for CREATE rights "
                               "in the database.") from None
        finally:
            con.close()

    def _checkout(self):
        """A connection from the pool and the context that gives it back."""
        from psycopg_pool import PoolTimeout

        held = self._pool.connection()
        try:
            return held, held.__enter__()
        except PoolTimeout:
            raise StoreBusy(f"no connection to the team store {self.path} came free in {self.lock_timeout:.0f} s; "
                            "close other kernels or notebooks using it and try again.") from None
        except Exception as exc:
            raise urls.explain(exc, self._url) from None

    @contextmanager
    def _cursor(self) -> Iterator[Any]:
        """The session's connection, or one borrowed for a single operation. Held under the store's lock so
        one kernel's threads (a form's callback, the lease timer) never interleave inside a transaction."""
        with self._lock:
            if self._conn is not None:
                yield self._conn
                return
            held, con = self._checkout()
            try:
                yield con
            finally:
                held.__exit__(None, None, None)

    def _drop_session_connection(self) -> None:
        """The session's connection died: give it back (the pool discards a broken one) and take another."""
        with self._lock:
            if self._held is not None:
                self._held.__exit__(None, None, None)
                self._held, self._conn = self._checkout()

    @contextmanager
    def session(self) -> Iterator[None]:
        with self._lock:
            if self._depth == 0:
                self._held, self._conn = self._checkout()
            self._depth += 1
        try:
            yield
        finally:
            with self._lock:
                self._depth -= 1
                if self._depth == 0:
                    try:
                        self._flush_calls(self._conn)
                    finally:
                        held, self._held, self._conn = self._held, None, None
                        held.__exit__(None, None, None)

    @contextmanager
    def idle(self) -> Iterator[None]:
        # Nothing to let go of: other kernels never wait on this one, only on the rows it is writing.
        yield

    def _write(self, work: Callable[[Any], Any], *, done: Callable[[Any], bool] | None = None) -> Any:
        """Run `work(con)` in one transaction; if the connection dies, retry once on a fresh one — unless
        `done(con)` says the first try committed after all (its acknowledgement was what got lost)."""
        import psycopg

        for attempt in (1, 2):
            try:
                # Pipeline mode sends the transaction's statements without waiting for each answer: a
                # transition costs two round trips (the seq check's answer, then the rest with COMMIT) instead
                # of one per statement, which is what many kernels on a busy machine wait for.
                with self._cursor() as con, con.pipeline(), con.transaction():
                    return work(con)
            except psycopg.OperationalError as exc:
                broken = self._conn is None or self._conn.closed or self._conn.broken
                if attempt == 2 or not broken:
                    raise urls.explain(exc, self._url) from None
                self._drop_session_connection()
                with self._cursor() as con:
                    if done is not None and done(con):
                        return None

    def close(self) -> None:
        with self._lock:
            if self._calls:
                with self._cursor() as con:
                    self._flush_calls(con)
            self._pool.close()

    def schema_version(self) -> int:
        with self._cursor() as con:
            return int(con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0])

    # -- tasks ----------------------------------------------------------------------------------

    @staticmethod
    def _task_json(task: TaskSnapshot) -> str:
        return _dump(task.to_json(with_plan=False))

    def create(self, task: TaskSnapshot, transition: Transition, *, owner: str | None = None) -> None:
        import psycopg

        def insert(con) -> None:
            now = _now()
            con.execute("INSERT INTO tasks (id, goal, state, seq, snapshot, created_at, updated_at, lease_owner, "
                        "lease_until, analyst) VALUES (%s, %s, %s, %s, %s::json, %s, %s, %s, %s, %s)",
                        [task.id, _clean(task.goal), task.state.value, task.seq, self._task_json(task), now, now,
                         owner, _ts(time.time() + self.lease_seconds) if owner else None, _clean(self.analyst)])
            changed = self._write_steps(con, (), task)
            self._append(con, task, transition, now, changed)
            self._write_review(con, None, task, transition, now)

        try:
            self._write(insert, done=lambda con: self._has_transition(con, task.id, task.seq))
        except psycopg.errors.UniqueViolation:
            raise BadInput(f"the store {self.path} already holds a task {task.id!r}; a new task needs a new id.") from None

    @staticmethod
    def _has_transition(con, task_id: str, seq: int) -> bool:
        return con.execute("SELECT 1 FROM transitions WHERE task_id = %s AND seq = %s", [task_id, seq]).fetchone() \
            is not None

    def commit(self, before: TaskSnapshot, after: TaskSnapshot, transition: Transition, *,
               run: StepRun | None = None, correction: CorrectionRecord | None = None,
               owner: str | None = None) -> None:
        from nbcopilot.records import WORKING

        working = after.state in WORKING
        lease_owner = owner if working else None
        correction_id = f"c-{os.urandom(5).hex()}"

        def write(con) -> None:
            now = _now()
            lease_until = _ts(time.time() + self.lease_seconds) if working else None
            # The optimistic check: the row moves only if it is still at the seq this kernel read; the row
            # lock it takes makes a second kernel's UPDATE wait for this commit and then find seq moved.
            moved = con.execute(
                "UPDATE tasks SET state = %s, seq = %s, snapshot = %s::json, updated_at = %s, lease_owner = %s, "
                "lease_until = %s WHERE id = %s AND seq = %s RETURNING id",
                [after.state.value, after.seq, self._task_json(after), now, lease_owner, lease_until,
                 after.id, before.seq]).fetchall()
            if not moved:
                raise ConcurrentUpdate(
                    f"task {after.id} was changed by another kernel while this one worked on it; "
                    f"resume it to see where it stands.")
            changed = self._write_steps(con, before.plan, after)
            self._flush_calls(con)
            self._append(con, after, transition, now, changed)
            self._write_review(con, before.review, after, transition, now)
            if run is not None:
                self._write_run(con, run, now)
            if correction is not None:
                c = correction
                con.execute("INSERT INTO corrections (id, task_id, review_id, step, anchor, kind, intent, confidence, "
                            "classifier, feedback, before, after, made_at) "
                            "VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s::json, %s::json, %s)",
                            [correction_id, c.task_id, c.review_id, c.step, c.anchor, c.kind, c.intent,
                             c.confidence, c.classifier, _clean(c.feedback), _dump(c.before), _dump(c.after), now])

        self._write(write, done=lambda con: self._has_transition(con, after.id, after.seq))

    @staticmethod
    def _write_run(con, run: StepRun, now: datetime) -> None:
        # Written when the run starts, completed when it ends (keeping started_at).
        finished = None if run.status == "running" else now
        con.execute("INSERT INTO step_runs (task_id, step, attempt, status, code, output, started_at, finished_at) "
                    "VALUES (%s, %s, %s, %s, %s, %s::json, %s, %s) ON CONFLICT (task_id, step, attempt) DO UPDATE "
                    "SET status = excluded.status, code = excluded.code, output = excluded.output, "
                    "finished_at = excluded.finished_at",
                    [run.task_id, run.step, run.attempt, run.status, _clean(run.code), _dump(run.output), now,
                     finished])

    @staticmethod
    def _write_steps(con, before: tuple[Step, ...], after: TaskSnapshot) -> list[dict]:
        """Write the steps that changed; return them as JSON (the transition's checkpoint keeps only these)."""
        changed, added, shorter = step_changes(before, after)
        with con.cursor() as cur:
            if changed:
                cur.executemany("UPDATE steps SET data = %s::json WHERE task_id = %s AND idx = %s",
                                [(_dump(s.to_json()), after.id, s.index) for s in changed])
            if added:
                cur.executemany("INSERT INTO steps (task_id, idx, data) VALUES (%s, %s, %s::json)",
                                [(after.id, s.index, _dump(s.to_json())) for s in added])
        if shorter:
            con.execute("DELETE FROM steps WHERE task_id = %s AND idx >= %s", [after.id, len(after.plan)])
        return [s.to_json() for s in changed + added]

    @staticmethod
    def _append(con, task: TaskSnapshot, t: Transition, now: datetime, changed: list[dict]) -> None:
        con.execute("INSERT INTO transitions (task_id, seq, happened_at, from_state, to_state, event, anchor, step, "
                    "payload, checkpoint, changed_steps) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s::json, %s::json, "
                    "%s::json)",
                    [task.id, task.seq, now, t.from_state.value if t.from_state else None, t.to_state.value,
                     t.event.value, t.anchor.value if t.anchor else None, t.step, _dump(t.payload),
                     _dump(checkpoint(task)), _dump(changed)])

    @staticmethod
    def _write_review(con, before: Review | None, task: TaskSnapshot, t: Transition, now: datetime) -> None:
        closed, after = review_moves(before, task)
        if closed is not None:
            con.execute("UPDATE reviews SET closed_at = %s, decision = %s WHERE id = %s AND closed_at IS NULL",
                        [now, t.event.value, closed])
        if after is not None:
            con.execute("INSERT INTO reviews (id, task_id, anchor, step, opened_at, deadline) "
                        "VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (id) DO NOTHING",
                        [after.id, task.id, after.anchor.value, after.step, _ts(after.opened_at) or now,
                         _ts(after.deadline)])

    def fork(self, source: TaskSnapshot, task: TaskSnapshot, transition: Transition) -> None:
        def insert(con) -> None:
            now = _now()
            con.execute("INSERT INTO tasks (id, goal, state, seq, snapshot, created_at, updated_at, analyst) "
                        "VALUES (%s, %s, %s, %s, %s::json, %s, %s, %s)",
                        [task.id, _clean(task.goal), task.state.value, task.seq, self._task_json(task), now, now,
                         _clean(self.analyst)])
            changed = self._write_steps(con, (), task)
            # the outputs as they stood: each step's runs up to the attempt the checkpoint names
            with con.cursor() as cur:
                cur.executemany(
                    "INSERT INTO step_runs (task_id, step, attempt, status, code, output, started_at, finished_at) "
                    "SELECT %s, step, attempt, status, code, output, started_at, finished_at FROM step_runs "
                    "WHERE task_id = %s AND step = %s AND attempt <= %s",
                    [(task.id, source.id, step.index, step.attempt) for step in source.plan])
            self._append(con, task, transition, now, changed)
            self._write_review(con, None, task, transition, now)

        self._write(insert, done=lambda con: self._has_transition(con, task.id, task.seq))

    def renew_lease(self, task_id: str, owner: str) -> None:
        # A heartbeat from its own thread, on its own pooled connection: it never waits for the session's work.
        with self._pool.connection() as con:
            con.execute("UPDATE tasks SET lease_until = %s WHERE id = %s AND lease_owner = %s",
                        [_ts(time.time() + self.lease_seconds), task_id, owner])

    def record_llm_call(self, call: LLMCall) -> None:
        # Kept until the next transition's transaction (or the session's end): one commit, not two.
        with self._lock:
            self._calls.append(replace(call, at=call.at or time.time()))
            if self._depth == 0:
                with self._cursor() as con:
                    self._flush_calls(con)

    def _flush_calls(self, con) -> None:
        if not self._calls or con is None:
            return
        calls, self._calls = self._calls, []
        try:
            with con.cursor() as cur:
                cur.executemany(
                    "INSERT INTO llm_calls (task_id, role, called_at, seconds, prompt_tokens, completion_tokens, ok, "
                    "model) VALUES (%s, %s, %s, %s, %s, %s, %s, %s)",
                    [(c.task_id, c.role, _ts(c.at), c.seconds, c.prompt_tokens, c.completion_tokens, c.ok, c.model)
                     for c in calls])
        except BaseException:
            self._calls = calls + self._calls  # kept for the next try (the transaction rolled back)
            raise

    # -- the engine's reads ---------------------------------------------------------------------

    def load(self, task_id: str) -> TaskSnapshot:
        with self._cursor() as con:
            row = con.execute("SELECT snapshot FROM tasks WHERE id = %s", [task_id]).fetchone()
            if row is None:
                raise TaskNotFound(f"there is no task {task_id!r} in {self.path}; list tasks with cp.tasks().")
            steps = con.execute("SELECT data FROM steps WHERE task_id = %s ORDER BY idx", [task_id]).fetchall()
        return TaskSnapshot.from_json({**row[0], "plan": [s[0] for s in steps]})

    def load_at(self, task_id: str, seq: int) -> TaskSnapshot:
        with self._cursor() as con:
            rows = con.execute("SELECT seq, checkpoint, changed_steps FROM transitions WHERE task_id = %s "
                               "AND seq <= %s ORDER BY seq", [task_id, seq]).fetchall()
        return replay(task_id, seq, [(n, point, changed or []) for n, point, changed in rows])

    def seq_of_review(self, task_id: str, review_id: str) -> int:
        with self._cursor() as con:
            row = con.execute("SELECT min(seq) FROM transitions WHERE task_id = %s AND "
                              "checkpoint->'review'->>'id' = %s", [task_id, review_id]).fetchone()
        if row is None or row[0] is None:
            raise BadInput(f"task {task_id} has no review {review_id!r}; the timeline (%copilot history) lists "
                           "its reviews.")
        return int(row[0])

    def lease(self, task_id: str) -> tuple[str | None, float | None]:
        with self._cursor() as con:
            row = con.execute("SELECT lease_owner, lease_until FROM tasks WHERE id = %s", [task_id]).fetchone()
        return (row[0], _unix(row[1])) if row else (None, None)

    def latest_runs(self, task_id: str, steps: Sequence[int] | None = None) -> dict[int, StepRun]:
        only, params = ("", [task_id]) if steps is None else ("AND step = ANY(%s) ", [task_id, [int(i) for i in steps]])
        with self._cursor() as con:
            rows = con.execute(f"SELECT DISTINCT ON (step) step, attempt, status, code, output FROM step_runs "
                               f"WHERE task_id = %s {only}ORDER BY step, attempt DESC", params).fetchall()
        return {r[0]: StepRun(task_id, r[0], r[1], r[2], r[3], r[4]) for r in rows}

    def last_attempts(self, task_id: str) -> dict[int, int]:
        with self._cursor() as con:
            rows = con.execute("SELECT step, max(attempt) FROM step_runs WHERE task_id = %s GROUP BY step",
                               [task_id]).fetchall()
        return {int(step): int(attempt) for step, attempt in rows}

    def rejections_since_approval(self, task_id: str, seq: int) -> list[tuple[str, str | None]]:
        with self._cursor() as con:
            rows = con.execute(
                "SELECT feedback, intent FROM corrections WHERE task_id = %s AND kind = 'reject' AND made_at > "
                "coalesce((SELECT max(happened_at) FROM transitions WHERE task_id = %s AND event IN ('approve', "
                "'edit') AND seq < %s), TIMESTAMP '1970-01-01') ORDER BY made_at", [task_id, task_id, seq]).fetchall()
        return [tuple(r) for r in rows]

    def tokens_used(self, task_id: str) -> int:
        with self._lock:
            pending = sum((c.prompt_tokens or 0) + (c.completion_tokens or 0) for c in self._calls
                          if c.task_id == task_id)
        with self._cursor() as con:
            row = con.execute("SELECT coalesce(sum(coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0)), 0) "
                              "FROM llm_calls WHERE task_id = %s", [task_id]).fetchone()
        return int(row[0]) + pending

    def latest_payload(self, task_id: str, event: str) -> dict | None:
        with self._cursor() as con:
            row = con.execute("SELECT payload FROM transitions WHERE task_id = %s AND event = %s "
                              "ORDER BY seq DESC LIMIT 1", [task_id, event]).fetchone()
        return row[0] if row else None

    def match(self, ref: str) -> list[dict]:
        ref = _clean(ref)
        with self._cursor() as con:
            rows = con.execute("SELECT id, goal, state, updated_at FROM tasks WHERE id = %s OR starts_with(id, %s) "
                               "ORDER BY updated_at DESC", [ref, ref]).fetchall()
        return [{"id": r[0], "goal": r[1], "state": r[2], "updated_at": r[3]} for r in rows]

    def latest_unfinished(self) -> str | None:
        with self._cursor() as con:
            row = con.execute("SELECT id FROM tasks WHERE state NOT IN ('done', 'cancelled') "
                              "ORDER BY updated_at DESC LIMIT 1").fetchone()
        return row[0] if row else None
