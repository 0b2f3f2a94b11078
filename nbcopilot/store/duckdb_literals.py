"""Values written into DuckDB SQL as literals instead of bound parameters.

Why: DuckDB's Python client (1.4) imports pandas the first time it converts a Python value for a
parameter, which costs a fresh process about 300 ms; a kernel resuming a task must not pay that for
reading its own checkpoint. Literals are spelled so that the SQL parser reads back exactly the value:
strings in single quotes with quotes doubled (DuckDB gives backslashes no meaning; a NUL is joined in
with chr(0)), numbers by their shortest round-trip repr, timestamps and lists typed explicitly. Only the
store's own statements go through here, with the store's own placeholders.
"""
from __future__ import annotations

import math
from datetime import datetime
from typing import Any, Sequence


def literal(value: Any) -> str:
    """`value` as a DuckDB SQL literal."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return f"{value!r}::DOUBLE" if math.isfinite(value) else f"'{value}'::DOUBLE"
    if isinstance(value, str):
        if "\x00" in value:  # a NUL cannot be spelled inside a quoted string; DuckDB text can hold one
            return "(" + " || chr(0) || ".join(literal(part) for part in value.split("\x00")) + ")"
        return "'" + value.replace("'", "''") + "'"
    if isinstance(value, datetime):
        return f"TIMESTAMP '{value.isoformat(sep=' ')}'"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    if hasattr(value, "item"):  # a numpy scalar
        return literal(value.item())
    raise TypeError(f"no DuckDB literal for {type(value).__name__}")


def bind(sql: str, params: Sequence[Any] = ()) -> str:
    """`sql` with each `?` placeholder replaced by the next parameter's literal.

    The store's statements hold no `?` except placeholders (no string constant in them has one)."""
    parts = sql.split("?")
    if len(parts) != len(params) + 1:
        raise ValueError(f"{len(parts) - 1} placeholders for {len(params)} values in: {sql[:80]}")
    out = [parts[0]]
    for value, rest in zip(params, parts[1:]):
        out += [literal(value), rest]
    return "".join(out)


class LiteralConnection:
    """A DuckDB connection whose `execute(sql, [values])` binds the values as literals (see above).

    Named parameters (a dict) pass through unchanged: the analytical reads that use them hand back pandas
    DataFrames, so pandas is loaded there anyway."""

    def __init__(self, con: Any):
        self._con = con

    def execute(self, sql: str, params: Any = None) -> Any:
        if params is None:
            return self._con.execute(sql)
        if isinstance(params, dict):
            return self._con.execute(sql, params)
        return self._con.execute(bind(sql, params))

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        for row in rows:
            self._con.execute(bind(sql, row))

    def __getattr__(self, name: str) -> Any:  # close, register, unregister …
        return getattr(self._con, name)
