"""Which backend a `store=` argument names: a PostgreSQL URL opens the team store, anything else a DuckDB file."""
from __future__ import annotations

import importlib.util
import os
from typing import Any

from nbcopilot.errors import BadInput
from nbcopilot.store.base import Store
from nbcopilot.store.postgres_url import is_postgres_url


def open_store(store: str | os.PathLike, **options: Any) -> Store:
    """The store `store` names: "postgresql://..." (the `postgres` extra), else a DuckDB path or ":memory:".

    Args:
        options: lock_timeout, lease_seconds (both backends).
    Raises:
        BadInput: a PostgreSQL URL, but psycopg is not installed.
    """
    if is_postgres_url(store):
        if not all(importlib.util.find_spec(name) for name in ("psycopg", "psycopg_pool")):
            raise BadInput('a PostgreSQL store needs the postgres extra: pip install "nbcopilot[postgres]".')
        from nbcopilot.store.postgres_store import PostgresStore

        return PostgresStore(str(store), **options)
    from nbcopilot.store.duckdb_store import DuckDBStore

    return DuckDBStore(store, **options)
