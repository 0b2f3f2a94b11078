"""The PostgreSQL backend: a team's store, written by many kernels at once on one or several machines.

Where the DuckDB backend takes turns on a file, this one relies on the server's row locks: a transition is
one transaction whose UPDATE of the task row checks the seq the kernel read (the optimistic check), so two
kernels never both move a task from the same point, and kernels working different tasks never wait for each
other. Connections come from a small psycopg pool; an API call (a session) keeps one connection so its reads
and writes see each other, and a connection that dies between statements is replaced and the transition
retried once (the seq check makes the retry safe). What a transition writes is in sql_store.py (shared with
DuckDB). psycopg is imported only when a team store is opened, so `%load_ext nbcopilot` stays light. The table reads, memory rows and metric reads are in postgres_reads.py.
"""
from __future__ import annotations

import json
import re
import threading
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Sequence

from nbcopilot.errors import CopilotError, StoreBusy, StoreUnavailable
from nbcopilot.records import LLMCall
from nbcopilot.store import postgres_url as urls
from nbcopilot.store.postgres_reads import PostgresReads
from nbcopilot.store.postgres_schema import migrate
from nbcopilot.store.records_io import default_analyst
from nbcopilot.store.records_io import ts as _ts
from nbcopilot.store.sql_store import Dialect, SQLStore
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


class PostgresDialect(Dialect):
    """psycopg's `%s` placeholders, JSON decoded by the driver, an upsert for runs, and no NUL in text."""

    placeholder = "%s"
    json_decoded = True
    review_id = "checkpoint->'review'->>'id'"
    latest_runs = ("SELECT DISTINCT ON (step) step, attempt, status, code, output FROM step_runs "
                   "WHERE task_id = ? {only}ORDER BY step, attempt DESC")
    run_upsert = ("INSERT INTO step_runs (task_id, step, attempt, status, code, output, started_at, finished_at) "
                  "VALUES (?, ?, ?, ?, ?, ?::json, ?, ?) ON CONFLICT (task_id, step, attempt) DO UPDATE "
                  "SET status = excluded.status, code = excluded.code, output = excluded.output, "
                  "finished_at = excluded.finished_at")

    def clean(self, text: str | None) -> str | None:
        return _clean(text)

    def dump(self, value: Any) -> str:
        return _dump(value)

    def many(self, con: Any, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        with con.cursor() as cur:
            cur.executemany(self.sql(sql), rows)

    def duplicate(self) -> type[BaseException]:
        import psycopg

        return psycopg.errors.UniqueViolation


class PostgresStore(PostgresReads, SQLStore):
    dialect = PostgresDialect()

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

    def _drop_session_connection(self) -> bool:
        """The session's connection died: give it back (the pool discards a broken one) and take another.
        Returns: False when no other could be had (the server is down or unreachable)."""
        with self._lock:
            if self._held is not None:
                self._held.__exit__(None, None, None)
                self._held = self._conn = None
                try:
                    self._held, self._conn = self._checkout()
                except CopilotError:
                    return False
        return True

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
                    except Exception as exc:  # a lost connection: the calls stay buffered for the next write
                        import psycopg

                        if not isinstance(exc, psycopg.OperationalError):
                            raise
                    finally:
                        held, self._held, self._conn = self._held, None, None
                        if held is not None:
                            held.__exit__(None, None, None)

    @contextmanager
    def idle(self) -> Iterator[None]:
        # Nothing to let go of: other kernels never wait on this one, only on the rows it is writing.
        yield

    def _write(self, work: Callable[[Any], Any], *, durable: bool = False,
               done: Callable[[Any], bool] | None = None) -> Any:
        """Run `work(con)` in one transaction; if the connection dies, retry once on a fresh one — unless
        `done(con)` says the first try committed after all (its acknowledgement was what got lost). Every
        transaction here commits as it ends, so `durable` asks nothing more."""
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
                if not broken:
                    raise urls.explain(exc, self._url) from None
                # a fresh connection after the second failure too: the engine pauses the task on it next
                if not self._drop_session_connection() or attempt == 2:
                    raise self._dropped() from None
                try:
                    with self._cursor() as con:
                        if done is not None and done(con):
                            return None
                except psycopg.OperationalError:
                    raise self._dropped() from None

    def _dropped(self) -> StoreUnavailable:
        return StoreUnavailable(f"the connection to the team store {self.path} dropped while saving, and again on "
                                "the retry, so that change was rolled back; check that the server is up, then "
                                "resume the task.")

    def close(self) -> None:
        with self._lock:
            if self._calls:
                with self._cursor() as con:
                    self._flush_calls(con)
            self._pool.close()

    def renew_lease(self, task_id: str, owner: str) -> None:
        # A heartbeat from its own thread, on its own pooled connection: it never waits for the session's work.
        with self._pool.connection() as con:
            con.execute("UPDATE tasks SET lease_until = %s WHERE id = %s AND lease_owner = %s",
                        [_ts(time.time() + self.lease_seconds), task_id, owner])
