"""The DuckDB backend: one file, shared by several kernels, held only while a kernel works.

DuckDB lets one process write a file at a time. A kernel therefore opens the file for one API call
(or a stretch of unattended steps), lets go during slow work, keeps it a moment after a call (the next
call often follows at once) and then lets go on a timer thread, and waits with backoff when another
kernel holds it. What a transition writes is in sql_store.py (shared with PostgreSQL); the metric reads,
memory rows and the simulator's writer are in sibling modules.
"""
from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from nbcopilot.errors import CopilotError, StoreBusy
from nbcopilot.records import LLMCall, TaskSnapshot, Transition
from nbcopilot.store.duckdb_literals import LiteralConnection, literal
from nbcopilot.store.duckdb_memory import MemoryRows
from nbcopilot.store.duckdb_metrics import MetricReads
from nbcopilot.store.records_io import default_analyst
from nbcopilot.store.records_io import ts as _ts
from nbcopilot.store.schema import migrate
from nbcopilot.store.sql_store import Dialect, SQLStore

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


class DuckDBDialect(Dialect):
    """Statements bound as literals (duckdb_literals), JSON as text, runs written by UPDATE then INSERT."""

    json_casts = False

    def duplicate(self) -> type[BaseException]:
        import duckdb

        return duckdb.ConstraintException


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


class DuckDBStore(MemoryRows, MetricReads, SQLStore):
    dialect = DuckDBDialect()

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

    # -- transitions (what they write is in sql_store.py) --------------------------------------------

    def _write(self, work, *, durable: bool = False, done=None) -> Any:
        # `done` is for a connection lost mid-commit, which a local file does not have
        with self._transaction(durable=durable) as con:
            return work(con)

    def commit(self, before: TaskSnapshot, after: TaskSnapshot, transition: Transition, **extra: Any) -> None:
        super().commit(before, after, transition, **extra)
        self._yield_if_asked()  # a committed transition is a safe point to hand the file to a waiting kernel

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
