"""The store backends the conformance suite (tests/store/) runs on; a new backend is added here."""
from __future__ import annotations

from nbcopilot.store.duckdb_store import DuckDBStore

BACKENDS = ["duckdb-file", "duckdb-memory", "postgres"]
SHARED = ["duckdb-file", "postgres"]
"""The backends several processes can open at once (a DuckDB :memory: store belongs to one process)."""
ENGINE = ["duckdb-file", "postgres"]
"""The backends an engine story runs on: `pytestmark = pytest.mark.parametrize("store_path", ENGINE, indirect=True)`."""
FILE_LOCKED = ["duckdb-file"]
"""The backends where one process writes at a time and the others wait for the file."""


def store_url(name: str, tmp_path) -> str:
    """What `Copilot(store=...)` takes for backend `name`: a file path, ":memory:" or a PostgreSQL URL."""
    if name == "duckdb-file":
        return str(tmp_path / "copilot.duckdb")
    if name == "duckdb-memory":
        return ":memory:"
    if name == "postgres":
        from harness import pg_server

        return pg_server.database_for(tmp_path)
    raise ValueError(f"no backend {name!r}")


def open_backend(name: str, tmp_path, **options):
    """A store of backend `name`; for a shared backend, the same call again opens the same store."""
    if name == "postgres":
        from nbcopilot.store.postgres_store import PostgresStore

        return PostgresStore(store_url(name, tmp_path), **options)
    return DuckDBStore(store_url(name, tmp_path), **options)
