"""Look inside a store with SQL, as a test that checks what was really written must.

Only tests do this: the package reads and writes through the Store contract (nbcopilot/store/base.py).
Queries use `?` placeholders and SQL that DuckDB and PostgreSQL both read.
"""
from __future__ import annotations

from typing import Any


def _postgres(store: Any) -> bool:
    return type(store).__name__ == "PostgresStore"


def sql(store: Any, query: str, params: tuple = ()) -> Any:
    """Run `query` on the store's own connection (a second connection to a DuckDB file would be refused
    while the store holds it) and return the rows as a pandas DataFrame."""
    if _postgres(store):
        import pandas as pd

        with store._cursor() as con:
            cursor = con.execute(query.replace("?", "%s"), list(params))
            return pd.DataFrame.from_records(cursor.fetchall(), columns=[d.name for d in cursor.description])
    with store._cursor() as con:
        return con.execute(query, list(params)).df()


def rows(store: Any, query: str, params: tuple = ()) -> list[tuple]:
    """Run `query` on the store's own connection and return its rows as tuples."""
    with store._cursor() as con:
        if _postgres(store):
            return [tuple(r) for r in con.execute(query.replace("?", "%s"), list(params)).fetchall()]
        return con.execute(query, list(params)).fetchall()
