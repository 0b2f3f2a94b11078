"""The PostgreSQL schema: the same tables, columns, meaning and version numbers as the DuckDB schema
(store/schema.py), in PostgreSQL's dialect, and the migrations that bring an older team store up to date.

JSON columns are `json`, not `jsonb`: a payload reads back as the text that was written (the history table
shows it), and nothing here needs jsonb's indexing. Memory embeddings are pgvector's `vector` (no fixed
dimension: the embedding model decides it), which is why a team store needs the `vector` extension.
"""
from __future__ import annotations

from nbcopilot.store.schema import SCHEMA_VERSION

MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        "CREATE EXTENSION IF NOT EXISTS vector",
        "CREATE TABLE IF NOT EXISTS meta (key text PRIMARY KEY, value text NOT NULL)",
        """CREATE TABLE IF NOT EXISTS tasks (
            id text PRIMARY KEY,
            goal text NOT NULL,
            state text NOT NULL,
            seq integer NOT NULL,
            snapshot json NOT NULL,
            created_at timestamp NOT NULL,
            updated_at timestamp NOT NULL,
            lease_owner text,
            lease_until timestamp)""",
        """CREATE TABLE IF NOT EXISTS steps (
            task_id text NOT NULL,
            idx integer NOT NULL,
            data json NOT NULL,
            PRIMARY KEY (task_id, idx))""",
        """CREATE TABLE IF NOT EXISTS transitions (
            task_id text NOT NULL,
            seq integer NOT NULL,
            happened_at timestamp NOT NULL,
            from_state text,
            to_state text NOT NULL,
            event text NOT NULL,
            anchor text,
            step integer,
            payload json,
            PRIMARY KEY (task_id, seq))""",
        """CREATE TABLE IF NOT EXISTS reviews (
            id text PRIMARY KEY,
            task_id text NOT NULL,
            anchor text NOT NULL,
            step integer,
            opened_at timestamp NOT NULL,
            deadline timestamp,
            closed_at timestamp,
            decision text)""",
        """CREATE TABLE IF NOT EXISTS corrections (
            id text PRIMARY KEY,
            task_id text NOT NULL,
            review_id text,
            step integer,
            anchor text,
            kind text NOT NULL,
            intent text,
            confidence double precision,
            classifier text,
            feedback text,
            before json,
            after json,
            made_at timestamp NOT NULL)""",
        "CREATE INDEX IF NOT EXISTS corrections_task ON corrections (task_id, made_at)",
        """CREATE TABLE IF NOT EXISTS step_runs (
            task_id text NOT NULL,
            step integer NOT NULL,
            attempt integer NOT NULL,
            status text NOT NULL,
            code text,
            output json,
            started_at timestamp NOT NULL,
            finished_at timestamp,
            PRIMARY KEY (task_id, step, attempt))""",
        """CREATE TABLE IF NOT EXISTS llm_calls (
            task_id text,
            role text NOT NULL,
            called_at timestamp NOT NULL,
            seconds double precision NOT NULL,
            prompt_tokens integer,
            completion_tokens integer,
            ok boolean NOT NULL)""",
        "CREATE INDEX IF NOT EXISTS llm_calls_task ON llm_calls (task_id)",
        # Unlike DuckDB's, PostgreSQL's b-tree keeps single-row writes fast at 100k rows: a key is affordable.
        """CREATE TABLE IF NOT EXISTS memory (
            id text PRIMARY KEY,
            task_id text,
            step integer,
            kind text NOT NULL,
            text text NOT NULL,
            embedding vector,
            meta json,
            created_at timestamp NOT NULL)""",
        "CREATE INDEX IF NOT EXISTS memory_created ON memory (created_at)",
    ),
    2: (
        "ALTER TABLE llm_calls ADD COLUMN IF NOT EXISTS model text",
        "ALTER TABLE transitions ADD COLUMN IF NOT EXISTS checkpoint json",
        "ALTER TABLE transitions ADD COLUMN IF NOT EXISTS changed_steps json",
    ),
    3: (
        "ALTER TABLE tasks ADD COLUMN IF NOT EXISTS analyst text",
        "ALTER TABLE memory ADD COLUMN IF NOT EXISTS analyst text",
        "CREATE INDEX IF NOT EXISTS tasks_analyst ON tasks (analyst, created_at)",
        # Full-text search over memory, beside pgvector's: words of the text's first few thousand characters
        # ('simple': no stemming, so any language's words match as written). An index, not a meaning.
        "ALTER TABLE memory ADD COLUMN IF NOT EXISTS words tsvector "
        "GENERATED ALWAYS AS (to_tsvector('simple', left(text, 4000))) STORED",
        "CREATE INDEX IF NOT EXISTS memory_words ON memory USING gin (words)",
    ),
}

_MIGRATION_LOCK = 0x6E62636F  # "nbco": one kernel migrates at a time; the others wait, then find nothing to do


def migrate(con, where: str) -> int:
    """Create or bring up to date the schema on an open psycopg connection, in one transaction.

    Args:
        con: a psycopg connection in autocommit mode (this function opens the transaction).
        where: how to name the store in an error (its URL, without a password).
    Returns:
        The schema version the store now has (SCHEMA_VERSION).
    Raises:
        StoreVersionError: the store was written by a newer nbcopilot.
    """
    from nbcopilot.store.records_io import refuse_newer

    with con.transaction():
        # Many kernels may open a new team store at once; CREATE ... IF NOT EXISTS alone races in PostgreSQL.
        con.execute("SELECT pg_advisory_xact_lock(%s)", [_MIGRATION_LOCK])
        has_meta = con.execute("SELECT to_regclass('meta') IS NOT NULL").fetchone()[0]
        row = con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() if has_meta else None
        version = int(row[0]) if row else 0
        refuse_newer(version, SCHEMA_VERSION, where)
        for target in range(version + 1, SCHEMA_VERSION + 1):
            for statement in MIGRATIONS[target]:
                con.execute(statement)
            con.execute("INSERT INTO meta (key, value) VALUES ('schema_version', %s) "
                        "ON CONFLICT (key) DO UPDATE SET value = excluded.value", [str(target)])
    return SCHEMA_VERSION
