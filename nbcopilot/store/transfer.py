"""Move a store's tasks — with their log, checkpoints, reviews, corrections, runs and model calls — and its
memories into another store: a personal DuckDB file into the team's PostgreSQL store, or back.

    python -m nbcopilot.store.transfer ~/copilot.duckdb "postgresql://me@db.team:5432/copilot"
    python -m nbcopilot.store.transfer "postgresql://me@db.team:5432/copilot" mine.duckdb --task 3f2a9c

Tasks the target already holds (same id) and memories it already has are left as they are, so running the
command twice copies nothing twice. Everything is written in one transaction: all of it or none. The source
is only read; delete it yourself once the copy is checked (the counts are printed).
"""
from __future__ import annotations

import argparse
import sys
from contextlib import contextmanager
from typing import Any, Iterator, Sequence

from nbcopilot.store.base import Store

# Every table a task owns, parents first, with its columns; JSON columns are named in _JSON.
TASK_TABLES = {
    "tasks": ("id", "goal", "state", "seq", "snapshot", "created_at", "updated_at", "lease_owner", "lease_until",
              "analyst"),
    "steps": ("task_id", "idx", "data"),
    "transitions": ("task_id", "seq", "happened_at", "from_state", "to_state", "event", "anchor", "step", "payload",
                    "checkpoint", "changed_steps"),
    "reviews": ("id", "task_id", "anchor", "step", "opened_at", "deadline", "closed_at", "decision"),
    "corrections": ("id", "task_id", "review_id", "step", "anchor", "kind", "intent", "confidence", "classifier",
                    "feedback", "before", "after", "made_at"),
    "step_runs": ("task_id", "step", "attempt", "status", "code", "output", "started_at", "finished_at"),
    "llm_calls": ("task_id", "role", "called_at", "seconds", "prompt_tokens", "completion_tokens", "ok", "model"),
}
MEMORY = ("id", "task_id", "step", "kind", "text", "embedding", "meta", "created_at", "analyst")
_JSON = {"snapshot", "data", "payload", "checkpoint", "changed_steps", "before", "after", "output", "meta"}


def _postgres(store: Store) -> bool:
    return type(store).__name__ == "PostgresStore"


def _select(store: Store, table: str, columns: Sequence[str]) -> str:
    """Columns as both backends hand them over alike: JSON as its text, embeddings as a list of floats."""
    def read(column: str) -> str:
        if column in _JSON:
            return f"CAST({column} AS VARCHAR)"
        if column == "embedding":
            return f"CAST({column} AS REAL[])"
        return column
    return f"SELECT {', '.join(read(c) for c in columns)} FROM {table}"


def _insert(store: Store, table: str, columns: Sequence[str]) -> str:
    mark = "%s" if _postgres(store) else "?"

    def write(column: str) -> str:
        if column in _JSON:
            return f"CAST({mark} AS JSON)"
        if column == "embedding":
            return f"CAST(CAST({mark} AS REAL[]) AS vector)" if _postgres(store) else f"CAST({mark} AS FLOAT[])"
        return mark
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join(write(c) for c in columns)})"


def _rows(store: Store, sql: str) -> list[tuple]:
    with store._cursor() as con:
        return [tuple(r) for r in con.execute(sql).fetchall()]


@contextmanager
def _writing(store: Store) -> Iterator[Any]:
    """One transaction on the target: a psycopg cursor, or the DuckDB store's connection."""
    if _postgres(store):
        with store._cursor() as con, con.transaction(), con.cursor() as cur:
            yield cur
    else:
        with store._transaction() as con:
            yield con


def copy_store(source: Store, target: Store, *, tasks: Sequence[str] | None = None) -> dict[str, int]:
    """Copy `source`'s tasks (all, or those whose id starts with one of `tasks`) and their memories into
    `target`, skipping what `target` already holds.

    Returns:
        Rows copied per table, and "skipped": tasks the target already had.
    """
    have = {r[0] for r in _rows(target, "SELECT id FROM tasks")}
    wanted = [r[0] for r in _rows(source, "SELECT id FROM tasks ORDER BY created_at")
              if tasks is None or any(r[0].startswith(prefix) for prefix in tasks)]
    moving = set(wanted) - have
    copied: dict[str, int] = {"skipped": len(set(wanted) & have)}
    batches = []
    for table, columns in TASK_TABLES.items():
        key = columns.index("id" if table == "tasks" else "task_id")
        rows = [r for r in _rows(source, _select(source, table, columns)) if r[key] in moving]
        batches.append((table, columns, rows))
    have_memory = {r[0] for r in _rows(target, "SELECT id FROM memory")}
    memories = [r for r in _rows(source, _select(source, "memory", MEMORY))
                if r[0] not in have_memory and (r[1] in moving or (tasks is None and r[1] is None))]
    batches.append(("memory", MEMORY, memories))
    with _writing(target) as con:
        for table, columns, rows in batches:
            if rows:
                con.executemany(_insert(target, table, columns), rows)
            copied[table] = len(rows)
    return copied


def main(argv: list[str] | None = None) -> int:
    from nbcopilot.errors import CopilotError
    from nbcopilot.store.factory import open_store

    parser = argparse.ArgumentParser(prog="python -m nbcopilot.store.transfer", description=__doc__.split("\n\n")[0])
    parser.add_argument("source", help="the store to copy from: a DuckDB file or a postgresql:// URL")
    parser.add_argument("target", help="the store to copy into (created when new)")
    parser.add_argument("--task", action="append", help="only tasks whose id starts with this (repeatable)")
    args = parser.parse_args(argv)
    try:
        source = open_store(args.source)
        target = open_store(args.target)
        try:
            copied = copy_store(source, target, tasks=args.task)
        finally:
            source.close()
            target.close()
    except CopilotError as error:
        print(f"nbcopilot: {error}", file=sys.stderr)
        return 1
    counts = ", ".join(f"{n} {table}" for table, n in copied.items() if table != "skipped")
    print(f"copied {counts} from {source.path} into {target.path}; {copied['skipped']} tasks were there already.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
