"""The DuckDB backend: one file, shared by several kernels, held only while a kernel works.

DuckDB lets one process write a file at a time. A kernel therefore opens the file for one API call
(or a stretch of unattended steps), lets go during slow work, keeps it a moment after a call (the next
call often follows at once) and then lets go on a timer thread, and waits with backoff when another
kernel holds it. The metric reads, memory rows and the simulator's writer are in sibling modules.
"""
from __future__ import annotations

import json
import os
import threading
import time
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any, Iterator, Sequence

from nbcopilot.text import storable as _clean
from nbcopilot.records import Review, Step, TaskSnapshot, Transition
from nbcopilot.errors import BadInput, ConcurrentUpdate, CopilotError, StoreBusy, TaskNotFound
from nbcopilot.records import CorrectionRecord, LLMCall, StepRun
from nbcopilot.store.base import Store
from nbcopilot.store.duckdb_literals import LiteralConnection, literal
from nbcopilot.store.duckdb_memory import MemoryRows
from nbcopilot.store.duckdb_metrics import MetricReads
from nbcopilot.store.records_io import checkpoint, default_analyst, replay, review_moves, step_changes
from nbcopilot.store.records_io import now as _now, ts as _ts, unix as _unix
from nbcopilot.store.schema import migrate


IDLE_GRACE_SECONDS = 0.05
"""How long slow work runs before the store lets go of the file for other kernels."""
LINGER_SECONDS = 0.2
"""How long the file stays open after a call, so that the next call (a form's next click, the next step of a
script) skips opening and closing it (~15 + ~30 ms); another kernel waits at most this long plus the close."""
YIELD_SECONDS = 1.0
"""How long a working kernel that was asked for the file waits, after letting go, for the asker to take it."""
ASK_FRESH_SECONDS = 2.0
"""An ask older than this is ignored: its kernel got the file, gave up or died (a waiter asks again every
quarter of a second at most)."""
BLOCK_SIZE = 16_384
"""Bytes per DuckDB block in a store this release creates (an older file keeps its own). DuckDB's default,
256 KB, gives every table's data and each index a block of its own: an empty store was 0.8 MB and a
25-step task 4.5 MB. Measured at 16 KB: see bench/RESULTS.md, section 3."""
CONNECTION_CONFIG = {"autoinstall_known_extensions": False, "autoload_known_extensions": False}
"""Nothing is downloaded at run time. DuckDB refuses a second connection in the same process with other
settings, so a test that looks inside a held file opens it with these."""


def _dump(value: Any) -> str:
    return _clean(json.dumps(value, ensure_ascii=False, default=str))


# A kernel that waits for the file says so in a file beside it; the kernel working a task looks for it at
# each committed transition (a stat, microseconds) and lets go. DuckDB's own lock says nothing of waiters.
def _ask_path(path: str) -> str:
    return path + ".wanted"


def _ask_for_file(path: str) -> bool:
    try:
        Path(_ask_path(path)).touch()
        return True
    except OSError:  # a read-only folder: wait without asking
        return False


def _withdraw_ask(path: str) -> None:
    try:
        os.unlink(_ask_path(path))
    except OSError:
        pass


def _asked(path: str) -> bool:
    try:
        return time.time() - os.stat(_ask_path(path)).st_mtime < ASK_FRESH_SECONDS
    except OSError:
        return False


class DuckDBStore(MemoryRows, MetricReads, Store):
    def __init__(self, path: str | os.PathLike = ":memory:", *, lock_timeout: float = 60.0,
                 lease_seconds: float = 30.0, analyst: str | None = None):
        self.path = str(path)
        self.analyst = analyst or default_analyst()
        self.lock_timeout = lock_timeout
        self.lease_seconds = lease_seconds
        self._memory = self.path == ":memory:"
        self._lock = threading.RLock()
        self._conn = None
        self._depth = 0
        self._uncommitted = False
        """A transaction is open with writes not yet committed (see _transaction)."""
        self._idle_token = None
        self._linger_token = None
        self._calls: list[LLMCall] = []
        if not self._memory:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            with self.session():
                self._migrate()
        except BaseException:
            self._release()  # a store that cannot be used does not keep the file
            raise

    # -- holding and letting go of the file -------------------------------------------------------

    def _create_file(self) -> None:
        """A new store file with small blocks; the block size is fixed when the file is made, so it is made
        through a throwaway in-memory database (a plain connect would use DuckDB's default)."""
        import duckdb

        maker = duckdb.connect(":memory:", config=CONNECTION_CONFIG)
        try:
            maker.execute(f"ATTACH {literal(self.path)} AS new_store (BLOCK_SIZE {BLOCK_SIZE})")
            maker.execute("DETACH new_store")
        except duckdb.Error:
            pass  # another kernel is making it at this moment: open it as it is, waiting if need be
        finally:
            maker.close()

    def _open(self):
        import duckdb

        if not self._memory and not os.path.exists(self.path):
            self._create_file()
        delay, deadline, asked = 0.005, time.monotonic() + self.lock_timeout, False
        while True:
            try:
                con = LiteralConnection(duckdb.connect(self.path, config=CONNECTION_CONFIG))
                if asked:
                    _withdraw_ask(self.path)
                return con
            except duckdb.IOException as exc:
                if "lock" not in str(exc).lower():
                    raise CopilotError(f"can't open the store {self.path}: {exc}; check the path and permissions.") from None
                asked = _ask_for_file(self.path)
                if time.monotonic() >= deadline:
                    _withdraw_ask(self.path)
                    raise StoreBusy(
                        f"the store {self.path} stayed locked by another process for {self.lock_timeout:.0f} s; "
                        "let the other kernel finish its step (or close it) and try again.") from None
                time.sleep(delay)
                delay = min(delay * 2, 0.25)

    @contextmanager
    def _cursor(self) -> Iterator[Any]:
        with self._lock:
            self._linger_token = None  # in use again: a pending let-go no longer applies
            if self._conn is None:
                self._conn = self._open()
            try:
                yield self._conn
            finally:
                if self._depth == 0:
                    self._let_go_soon()

    def _yield_if_asked(self) -> None:
        """At a safe point of a working kernel (a transition just committed, nothing open): if another
        kernel has asked for the file, let go and give it a moment to take the file before going on."""
        if self._memory or self._conn is None or not _asked(self.path):
            return
        with self._lock:
            self._release()
        deadline = time.monotonic() + YIELD_SECONDS
        while _asked(self.path) and time.monotonic() < deadline:
            time.sleep(0.01)

    def _let_go_soon(self) -> None:
        """Let go of the file after LINGER_SECONDS without use, on a timer thread: the close (a checkpoint,
        tens of milliseconds) is off the call's path; the buffered model calls and the writes not yet
        committed are committed first, so all of it is durable when the call returns."""
        self._flush_calls()  # what a call recorded is in the file when the call returns
        self._commit_now()
        if self._memory or self._conn is None:
            return
        token = self._linger_token = object()
        timer = threading.Timer(LINGER_SECONDS, self._let_go_if_unused, args=(token,))
        timer.daemon = True
        timer.start()

    def _let_go_if_unused(self, token: object) -> None:
        with self._lock:
            if self._linger_token is token and self._depth == 0:
                self._release()

    def _release(self) -> None:
        if self._conn is not None:
            self._flush_calls()
            self._commit_now()
            self._conn.close()
            self._conn = None

    @contextmanager
    def session(self) -> Iterator[None]:
        with self._lock:
            self._depth += 1
        try:
            yield
        finally:
            with self._lock:
                self._depth -= 1
                if self._depth == 0:
                    self._let_go_soon()

    @contextmanager
    def idle(self) -> Iterator[None]:
        # Let go only if the slow work really is slow: reopening costs tens of milliseconds, a quick model
        # answer or code step costs less, and another kernel gains nothing from a few milliseconds.
        token = object()
        timer = threading.Timer(IDLE_GRACE_SECONDS, self._release_if_idle, args=(token,))
        timer.daemon = True
        with self._lock:
            self._idle_token = token
        timer.start()
        try:
            yield
        finally:
            timer.cancel()
            with self._lock:
                self._idle_token = None

    def _release_if_idle(self, token: object) -> None:
        with self._lock:
            if self._idle_token is token and not self._memory:
                self._release()

    @contextmanager
    def _transaction(self, *, durable: bool = False) -> Iterator[Any]:
        """One atomic write. Inside a session it joins the transaction that is still open and leaves it
        open (DESIGN §4: writes with no effect outside the store may share a commit); it is committed when
        `durable` (a step's code is about to start), when the outermost session ends (before the caller
        sees the result), and before the file is let go (slow work, another kernel asking, close)."""
        with self._cursor() as con:
            if not self._uncommitted:
                con.execute("BEGIN TRANSACTION")
            try:
                yield con
            except BaseException:
                # DuckDB aborts the whole transaction on an error: what it held had no effect outside the
                # store yet, so the store is as a crash at this point would have left it
                self._uncommitted = False
                con.execute("ROLLBACK")
                raise
            self._uncommitted = True
            if durable or self._depth == 0:
                self._commit_now(con)

    def _commit_now(self, con=None) -> None:
        """Make what this kernel wrote durable (one fsync'd COMMIT for every write since the last one)."""
        con = con or self._conn
        if self._uncommitted and con is not None:
            self._uncommitted = False
            con.execute("COMMIT")

    # -- schema ---------------------------------------------------------------------------------

    def _migrate(self) -> None:
        with self._transaction() as con:
            migrate(con, self.path)

    def schema_version(self) -> int:
        with self._cursor() as con:
            return int(con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0])

    # -- tasks ----------------------------------------------------------------------------------

    @staticmethod
    def _task_json(task: TaskSnapshot) -> str:
        return _dump(task.to_json(with_plan=False))

    def create(self, task: TaskSnapshot, transition: Transition, *, owner: str | None = None) -> None:
        import duckdb

        try:
            self._insert(task, transition, owner)
        except duckdb.ConstraintException:
            raise BadInput(f"the store {self.path} already holds a task {task.id!r}; a new task needs a new id.") from None

    def _insert(self, task: TaskSnapshot, transition: Transition, owner: str | None) -> None:
        with self._transaction() as con:
            now = _now()
            con.execute("INSERT INTO tasks (id, goal, state, seq, snapshot, created_at, updated_at, lease_owner, lease_until, "
                        "analyst) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        [task.id, _clean(task.goal), task.state.value, task.seq, self._task_json(task), now, now,
                         owner, _ts(time.time() + self.lease_seconds) if owner else None, self.analyst])
            changed = self._write_steps(con, (), task)
            self._append(con, task, transition, now, changed)
            self._write_review(con, None, task, transition, now)

    def commit(self, before: TaskSnapshot, after: TaskSnapshot, transition: Transition, *,
               run: StepRun | None = None, correction: CorrectionRecord | None = None,
               owner: str | None = None) -> None:
        from nbcopilot.records import WORKING

        now = _now()
        working = after.state in WORKING
        lease_owner = owner if working else None
        lease_until = _ts(time.time() + self.lease_seconds) if working else None
        # a step's "running" record is durable before its code starts; every other transition may wait
        with self._transaction(durable=run is not None and run.status == "running") as con:
            moved = con.execute(
                "UPDATE tasks SET state = ?, seq = ?, snapshot = ?, updated_at = ?, lease_owner = ?, lease_until = ? "
                "WHERE id = ? AND seq = ? RETURNING id",
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
                            "classifier, feedback, before, after, made_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            [f"c-{os.urandom(5).hex()}", c.task_id, c.review_id, c.step, c.anchor, c.kind,
                             c.intent, c.confidence, c.classifier, _clean(c.feedback), _dump(c.before), _dump(c.after), now])
        self._yield_if_asked()

    @staticmethod
    def _write_run(con, run: StepRun, now: datetime) -> None:
        # A run's row is written when it starts and completed when it ends (keeping started_at); plain
        # UPDATE/INSERT, because DuckDB's upsert costs a delete and an insert.
        if run.status != "running":
            done = con.execute("UPDATE step_runs SET status = ?, code = ?, output = ?, finished_at = ? "
                               "WHERE task_id = ? AND step = ? AND attempt = ? RETURNING attempt",
                               [run.status, _clean(run.code), _dump(run.output), now,
                                run.task_id, run.step, run.attempt]).fetchall()
            if done:
                return
        con.execute("INSERT INTO step_runs (task_id, step, attempt, status, code, output, started_at, finished_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [run.task_id, run.step, run.attempt, run.status, _clean(run.code), _dump(run.output), now,
                     None if run.status == "running" else now])

    @staticmethod
    def _write_steps(con, before: tuple[Step, ...], after: TaskSnapshot) -> list[dict]:
        """Write the steps that changed; return them as JSON (the transition's checkpoint keeps only these)."""
        changed, added, shorter = step_changes(before, after)
        if changed:
            con.executemany("UPDATE steps SET data = ? WHERE task_id = ? AND idx = ?",
                            [(_dump(s.to_json()), after.id, s.index) for s in changed])
        if added:
            con.executemany("INSERT INTO steps (task_id, idx, data) VALUES (?, ?, ?)",
                            [(after.id, s.index, _dump(s.to_json())) for s in added])
        if shorter:
            con.execute("DELETE FROM steps WHERE task_id = ? AND idx >= ?", [after.id, len(after.plan)])
        return [s.to_json() for s in changed + added]

    @staticmethod
    def _append(con, task: TaskSnapshot, t: Transition, now: datetime, changed: list[dict]) -> None:
        con.execute("INSERT INTO transitions (task_id, seq, happened_at, from_state, to_state, event, anchor, step, "
                    "payload, checkpoint, changed_steps) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [task.id, task.seq, now, t.from_state.value if t.from_state else None, t.to_state.value,
                     t.event.value, t.anchor.value if t.anchor else None, t.step, _dump(t.payload),
                     _dump(checkpoint(task)), _dump(changed)])

    @staticmethod
    def _write_review(con, before: Review | None, task: TaskSnapshot, t: Transition, now: datetime) -> None:
        closed, after = review_moves(before, task)
        if closed is not None:
            con.execute("UPDATE reviews SET closed_at = ?, decision = ? WHERE id = ? AND closed_at IS NULL",
                        [now, t.event.value, closed])
        if after is not None:
            con.execute("INSERT OR IGNORE INTO reviews (id, task_id, anchor, step, opened_at, deadline) "
                        "VALUES (?, ?, ?, ?, ?, ?)",
                        [after.id, task.id, after.anchor.value, after.step, _ts(after.opened_at) or now,
                         _ts(after.deadline)])

    def load(self, task_id: str) -> TaskSnapshot:
        with self._cursor() as con:
            row = con.execute("SELECT snapshot FROM tasks WHERE id = ?", [task_id]).fetchone()
            if row is None:
                raise TaskNotFound(f"there is no task {task_id!r} in {self.path}; list tasks with cp.tasks().")
            steps = con.execute("SELECT data FROM steps WHERE task_id = ? ORDER BY idx", [task_id]).fetchall()
        data = json.loads(row[0])
        data["plan"] = [json.loads(s[0]) for s in steps]
        return TaskSnapshot.from_json(data)

    def renew_lease(self, task_id: str, owner: str) -> None:
        # A heartbeat during slow work: use a short-lived connection if the file was let go, so the
        # renewal does not keep holding it.
        with self._lock:
            con, transient = (self._conn, False) if self._conn is not None else (self._open(), True)
            try:
                con.execute("UPDATE tasks SET lease_until = ? WHERE id = ? AND lease_owner = ?",
                            [_ts(time.time() + self.lease_seconds), task_id, owner])
            finally:
                if transient:
                    con.close()

    def lease(self, task_id: str) -> tuple[str | None, float | None]:
        with self._cursor() as con:
            row = con.execute("SELECT lease_owner, lease_until FROM tasks WHERE id = ?", [task_id]).fetchone()
        return (row[0], _unix(row[1])) if row else (None, None)

    def latest_runs(self, task_id: str, steps: Sequence[int] | None = None) -> dict[int, StepRun]:
        only = "" if steps is None else f"AND step IN ({', '.join(str(int(i)) for i in steps) or 'NULL'}) "
        with self._cursor() as con:
            rows = con.execute(
                f"SELECT step, attempt, status, code, output FROM step_runs WHERE task_id = ? {only}"
                "QUALIFY row_number() OVER (PARTITION BY step ORDER BY attempt DESC) = 1",
                [task_id]).fetchall()
        return {r[0]: StepRun(task_id, r[0], r[1], r[2], r[3], json.loads(r[4]) if r[4] else None) for r in rows}

    def load_at(self, task_id: str, seq: int) -> TaskSnapshot:
        with self._cursor() as con:
            rows = con.execute("SELECT seq, checkpoint, changed_steps FROM transitions WHERE task_id = ? AND seq <= ? "
                               "ORDER BY seq", [task_id, seq]).fetchall()
        return replay(task_id, seq, [(n, None if point is None else json.loads(point), json.loads(changed or "[]"))
                                     for n, point, changed in rows])

    def seq_of_review(self, task_id: str, review_id: str) -> int:
        with self._cursor() as con:
            row = con.execute("SELECT min(seq) FROM transitions WHERE task_id = ? AND "
                              "json_extract_string(checkpoint, '$.review.id') = ?", [task_id, review_id]).fetchone()
        if row is None or row[0] is None:
            raise BadInput(f"task {task_id} has no review {review_id!r}; the timeline (%copilot history) lists "
                           "its reviews.")
        return int(row[0])

    def fork(self, source: TaskSnapshot, task: TaskSnapshot, transition: Transition) -> None:
        with self._transaction() as con:
            now = _now()
            con.execute("INSERT INTO tasks (id, goal, state, seq, snapshot, created_at, updated_at, analyst) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        [task.id, _clean(task.goal), task.state.value, task.seq, self._task_json(task), now, now,
                         self.analyst])
            changed = self._write_steps(con, (), task)
            # the outputs as they stood: each step's runs up to the attempt the checkpoint names
            for step in source.plan:
                con.execute("INSERT INTO step_runs (task_id, step, attempt, status, code, output, started_at, "
                            "finished_at) SELECT ?, step, attempt, status, code, output, started_at, finished_at "
                            "FROM step_runs WHERE task_id = ? AND step = ? AND attempt <= ?",
                            [task.id, source.id, step.index, step.attempt])
            self._append(con, task, transition, now, changed)
            self._write_review(con, None, task, transition, now)

    def tokens_used(self, task_id: str) -> int:
        with self._lock:
            pending = sum((c.prompt_tokens or 0) + (c.completion_tokens or 0) for c in self._calls
                          if c.task_id == task_id)
        with self._cursor() as con:
            row = con.execute("SELECT coalesce(sum(coalesce(prompt_tokens, 0) + coalesce(completion_tokens, 0)), 0) "
                              "FROM llm_calls WHERE task_id = ?", [task_id]).fetchone()
        return int(row[0]) + pending

    def record_llm_call(self, call: LLMCall) -> None:
        # Kept until the next transition's transaction (or until the file is let go): one commit, not two.
        with self._lock:
            self._calls.append(replace(call, at=call.at or time.time()))
            if self._depth == 0:
                with self._cursor() as con:
                    self._flush_calls(con)

    def _flush_calls(self, con=None) -> None:
        if not self._calls or (con is None and self._conn is None):
            return
        calls, self._calls = self._calls, []
        (con or self._conn).executemany(
            "INSERT INTO llm_calls (task_id, role, called_at, seconds, prompt_tokens, completion_tokens, ok, model) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [[c.task_id, c.role, _ts(c.at), c.seconds, c.prompt_tokens, c.completion_tokens, c.ok, c.model]
             for c in calls])

    def match(self, ref: str) -> list[dict]:
        with self._cursor() as con:
            rows = con.execute(
                "SELECT id, goal, state, updated_at FROM tasks WHERE id = ? OR starts_with(id, ?) "
                "ORDER BY updated_at DESC", [_clean(ref), _clean(ref)]).fetchall()
        return [{"id": r[0], "goal": r[1], "state": r[2], "updated_at": r[3]} for r in rows]

    def latest_unfinished(self) -> str | None:
        with self._cursor() as con:
            row = con.execute("SELECT id FROM tasks WHERE state NOT IN ('done', 'cancelled') "
                              "ORDER BY updated_at DESC LIMIT 1").fetchone()
        return row[0] if row else None

    def latest_payload(self, task_id: str, event: str) -> dict | None:
        with self._cursor() as con:
            row = con.execute("SELECT payload FROM transitions WHERE task_id = ? AND event = ? "
                              "ORDER BY seq DESC LIMIT 1", [task_id, event]).fetchone()
        return json.loads(row[0]) if row and row[0] is not None else None

    def last_attempts(self, task_id: str) -> dict[int, int]:
        with self._cursor() as con:
            rows = con.execute("SELECT step, max(attempt) FROM step_runs WHERE task_id = ? GROUP BY step",
                               [task_id]).fetchall()
        return {int(step): int(attempt) for step, attempt in rows}

    def rejections_since_approval(self, task_id: str, seq: int) -> list[tuple[str, str | None]]:
        with self._cursor() as con:
            return con.execute(
                "SELECT feedback, intent FROM corrections WHERE task_id = ? AND kind = 'reject' AND made_at > "
                "coalesce((SELECT max(happened_at) FROM transitions WHERE task_id = ? AND event IN ('approve', 'edit') "
                "AND seq < ?), TIMESTAMP '1970-01-01') ORDER BY made_at", [task_id, task_id, seq]).fetchall()

    def close(self) -> None:
        with self._lock:
            if self._calls and self._conn is None:
                self._conn = self._open()
            self._release()

    # -- demo data (DuckDB only: the simulator's bulk writer) -------------------------------------

    def write_simulated(self, scripts: Any, **expansion: Any) -> dict[str, int]:
        """Expand the simulator's scripts into this (empty) store; see store.duckdb_simulated.write_simulated."""
        from nbcopilot.store.duckdb_simulated import write_simulated

        with self._cursor() as con:
            return write_simulated(con, self.path, scripts, **expansion)
