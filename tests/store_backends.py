"""The store backends the conformance suite (tests/store/) runs on; a new backend is added here."""
from __future__ import annotations

from nbcopilot.store.duckdb_store import DuckDBStore

BACKENDS = ["duckdb-file", "duckdb-memory"]
SHARED = ["duckdb-file"]
"""The backends several processes can open at once (a DuckDB :memory: store belongs to one process)."""


def open_backend(name: str, tmp_path, **options):
    """A store of backend `name`; for a file backend, the same call again opens the same store."""
    if name == "duckdb-file":
        return DuckDBStore(tmp_path / "copilot.duckdb", **options)
    if name == "duckdb-memory":
        return DuckDBStore(":memory:", **options)
    raise ValueError(f"no backend {name!r}")
