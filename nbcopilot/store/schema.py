"""The DuckDB schema, its version, and the migrations that bring an older store up to date.

Outputs are stored once, in `step_runs`; a task's checkpoint (`tasks.snapshot`) refers to them by
(step, attempt), so a store grows with the work done, not with its square.
"""

SCHEMA_VERSION = 3

# Each entry moves a store from version N-1 to N. Statements are idempotent so a half-applied
# migration (a crash between statements is impossible inside one transaction, but be safe) re-runs.
MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        """CREATE TABLE IF NOT EXISTS meta (
            key VARCHAR PRIMARY KEY,
            value VARCHAR NOT NULL)""",
        # One row per task: its current checkpoint. `snapshot` is the JSON of nbcopilot.records.TaskSnapshot
        # without its steps (table steps) and step outputs (table step_runs); `seq` is the number of the last transition (optimistic concurrency).
        """CREATE TABLE IF NOT EXISTS tasks (
            id VARCHAR PRIMARY KEY,
            goal VARCHAR NOT NULL,
            state VARCHAR NOT NULL,
            seq INTEGER NOT NULL,
            snapshot JSON NOT NULL,
            created_at TIMESTAMP NOT NULL,
            updated_at TIMESTAMP NOT NULL,
            lease_owner VARCHAR,
            lease_until TIMESTAMP)""",
        # A task's steps, one row each, so a transition rewrites only the steps it changed.
        """CREATE TABLE IF NOT EXISTS steps (
            task_id VARCHAR NOT NULL,
            idx INTEGER NOT NULL,
            data JSON NOT NULL,
            PRIMARY KEY (task_id, idx))""",
        # Append-only: one row per transition, written in the same transaction as the checkpoint.
        """CREATE TABLE IF NOT EXISTS transitions (
            task_id VARCHAR NOT NULL,
            seq INTEGER NOT NULL,
            happened_at TIMESTAMP NOT NULL,
            from_state VARCHAR,
            to_state VARCHAR NOT NULL,
            event VARCHAR NOT NULL,
            anchor VARCHAR,
            step INTEGER,
            payload JSON,
            PRIMARY KEY (task_id, seq))""",
        """CREATE TABLE IF NOT EXISTS reviews (
            id VARCHAR PRIMARY KEY,
            task_id VARCHAR NOT NULL,
            anchor VARCHAR NOT NULL,
            step INTEGER,
            opened_at TIMESTAMP NOT NULL,
            deadline TIMESTAMP,
            closed_at TIMESTAMP,
            decision VARCHAR)""",
        """CREATE TABLE IF NOT EXISTS corrections (
            id VARCHAR PRIMARY KEY,
            task_id VARCHAR NOT NULL,
            review_id VARCHAR,
            step INTEGER,
            anchor VARCHAR,
            kind VARCHAR NOT NULL,
            intent VARCHAR,
            confidence DOUBLE,
            classifier VARCHAR,
            feedback VARCHAR,
            before JSON,
            after JSON,
            made_at TIMESTAMP NOT NULL)""",
        # One row per execution of a step, keyed by (task, step, attempt): "running" is committed
        # before any code starts, so a crash leaves a visible trace and nothing runs twice.
        """CREATE TABLE IF NOT EXISTS step_runs (
            task_id VARCHAR NOT NULL,
            step INTEGER NOT NULL,
            attempt INTEGER NOT NULL,
            status VARCHAR NOT NULL,
            code VARCHAR,
            output JSON,
            started_at TIMESTAMP NOT NULL,
            finished_at TIMESTAMP,
            PRIMARY KEY (task_id, step, attempt))""",
        """CREATE TABLE IF NOT EXISTS llm_calls (
            task_id VARCHAR,
            role VARCHAR NOT NULL,
            called_at TIMESTAMP NOT NULL,
            seconds DOUBLE NOT NULL,
            prompt_tokens INTEGER,
            completion_tokens INTEGER,
            ok BOOLEAN NOT NULL)""",
        # Long-term memory (nbcopilot.memory): full text here, an embedding of a bounded prefix.
        # No primary key: ids are random, and a key's index made single-row writes slow (seconds) at 100k rows.
        """CREATE TABLE IF NOT EXISTS memory (
            id VARCHAR NOT NULL,
            task_id VARCHAR,
            step INTEGER,
            kind VARCHAR NOT NULL,
            text VARCHAR NOT NULL,
            embedding FLOAT[],
            meta JSON,
            created_at TIMESTAMP NOT NULL)""",
    ),
    2: (
        # The model each call went to, so a price table can turn its tokens into a cost.
        "ALTER TABLE llm_calls ADD COLUMN IF NOT EXISTS model VARCHAR",
        # Each transition's checkpoint, so a task can be forked from any earlier point: the snapshot without
        # its plan (plus "plan_len") and only the steps this transition changed, so storage stays linear.
        # Transitions written before version 2 have none and cannot be forked from.
        "ALTER TABLE transitions ADD COLUMN IF NOT EXISTS checkpoint JSON",
        "ALTER TABLE transitions ADD COLUMN IF NOT EXISTS changed_steps JSON",
    ),
    3: (
        # Who a task and a memory belong to (the OS user or a setting), so a team store's figures can be read
        # per analyst and for the team. Rows written before have none: they count for the team only.
        "ALTER TABLE tasks ADD COLUMN IF NOT EXISTS analyst VARCHAR",
        "ALTER TABLE memory ADD COLUMN IF NOT EXISTS analyst VARCHAR",
    ),
}


def migrate(con, where: str) -> int:
    """Create or bring up to date the schema on an open DuckDB connection, inside the caller's transaction;
    the one migration path, used by the store and by the demo-data simulator.

    Args:
        con: an open DuckDB connection (a transaction is the caller's business).
        where: how to name the store in an error (its path).
    Returns:
        The schema version the store now has (SCHEMA_VERSION).
    Raises:
        StoreVersionError: the store was written by a newer nbcopilot.
    """
    from nbcopilot.store.records_io import refuse_newer

    has_meta = con.execute(
        "SELECT count(*) FROM information_schema.tables WHERE table_name = 'meta'").fetchone()[0]
    row = con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() if has_meta else None
    version = int(row[0]) if row else 0
    refuse_newer(version, SCHEMA_VERSION, where)
    for target in range(version + 1, SCHEMA_VERSION + 1):
        for statement in MIGRATIONS[target]:
            con.execute(statement)
        con.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)", [str(target)])
    return SCHEMA_VERSION
