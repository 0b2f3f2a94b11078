"""The DuckDB store's long-term memory rows (the `memory` table), mixed into DuckDBStore."""
from __future__ import annotations

import os
from datetime import datetime
from typing import Hashable, Sequence

from nbcopilot.records import MemoryRow


class MemoryRows:
    """Needs `path`, `_memory` (an in-memory database), `analyst` and `_cursor()` from the store it is mixed
    into."""

    def change_stamp(self) -> Hashable | None:
        # The file and its write-ahead log: any commit by any process changes one of them.
        if self._memory:
            return None
        stamp = []
        for name in (self.path, self.path + ".wal"):
            try:
                st = os.stat(name)
                stamp.append((st.st_mtime_ns, st.st_size, st.st_ino))
            except FileNotFoundError:
                stamp.append(None)
        return tuple(stamp)

    def memory_rows(self, since: datetime | None, prefix_chars: int, *,
                    ids: Sequence[str] | None = None) -> dict[str, list]:
        only = "" if ids is None else "AND list_contains(?, id) "
        with self._cursor() as con:
            cols = con.execute(
                "SELECT id, task_id, step, kind, left(text, ?) AS prefix, length(text) AS length, embedding, "
                f"meta, created_at, analyst FROM memory WHERE (? IS NULL OR created_at >= ?) {only}"
                "ORDER BY created_at, id", [prefix_chars, since, since] + ([] if ids is None else [list(ids)])
            ).fetchnumpy()
        # tolist() turns DuckDB's NULLs (masked entries) into None; times become datetimes.
        out = {name: array.tolist() for name, array in cols.items() if name != "created_at"}
        out["created_at"] = cols["created_at"].astype("datetime64[us]").tolist()
        return out

    def memory_texts(self, ids: Sequence[str]) -> dict[str, str]:
        with self._cursor() as con:
            return dict(con.execute("SELECT id, text FROM memory WHERE list_contains(?, id)", [list(ids)]).fetchall())

    def add_memory(self, rows: Sequence[MemoryRow]) -> None:
        if not rows:
            return
        values = ", ".join(["(?, ?, ?, ?, ?, ?::FLOAT[], ?::JSON, ?, ?)"] * len(rows))
        with self._cursor() as con:  # one statement: all rows or none
            con.execute("INSERT INTO memory (id, task_id, step, kind, text, embedding, meta, created_at, analyst) "
                        f"VALUES {values}",
                        [v for r in rows for v in (r.id, r.task_id, r.step, r.kind, r.text, r.embedding, r.meta,
                                                   r.created_at, self.analyst)])

    def set_memory_embeddings(self, vectors: dict[str, list[float]]) -> None:
        with self._cursor() as con:
            con.executemany("UPDATE memory SET embedding = ? WHERE id = ?",
                            [[vector, row_id] for row_id, vector in vectors.items()])

    def delete_memory(self, ids: Sequence[str]) -> None:
        with self._cursor() as con:
            con.execute("DELETE FROM memory WHERE list_contains(?, id)", [list(ids)])
