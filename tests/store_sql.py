"""Look inside a DuckDB store with SQL, as a test that checks what was really written must.

Only tests do this: the package reads and writes through the Store contract (nbcopilot/store/base.py).
"""
from __future__ import annotations

from typing import Any


def sql(store: Any, query: str, params: tuple = ()) -> Any:
    """Run `query` on the store's own connection (a second connection to the file would be refused while
    the store holds it) and return the rows as a pandas DataFrame."""
    with store._cursor() as con:
        return con.execute(query, list(params)).df()


def rows(store: Any, query: str, params: tuple = ()) -> list[tuple]:
    """Run `query` on the store's own connection and return its rows as tuples."""
    with store._cursor() as con:
        return con.execute(query, list(params)).fetchall()
