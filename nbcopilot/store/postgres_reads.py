"""The PostgreSQL store's reads that are looked at rather than driven: the task list, a task's history, the
corrections, long-term memory rows, and the collaboration metrics.

The metric figures are defined once, in DuckDB's dialect (store/duckdb_metrics.py). Rather than keep a second
copy of that SQL in PostgreSQL's dialect that could drift from the first, a metric read copies the rows of the
tasks in scope into an in-memory DuckDB with the same schema and runs the very same queries there: a team's
figures are computed exactly as a personal store's are. The copy is bounded by the scope (a week's report
copies a week's tasks); bench/bench_postgres.py measures what it costs.
"""
from __future__ import annotations

from contextlib import contextmanager
from datetime import datetime
from typing import Any, Hashable, Iterator, Sequence

from nbcopilot.errors import TaskNotFound
from nbcopilot.records import MemoryRow
from nbcopilot.store.duckdb_metrics import MetricReads

# The tables the metric reads use, each with its columns in the DuckDB schema's order; JSON goes over as text.
_MIRRORED = {
    "tasks": "id, goal, state, seq, snapshot::text, created_at, updated_at, lease_owner, lease_until, analyst",
    "transitions": "task_id, seq, happened_at, from_state, to_state, event, anchor, step, payload::text, "
                   "checkpoint::text, changed_steps::text",
    "reviews": "id, task_id, anchor, step, opened_at, deadline, closed_at, decision",
    "corrections": "id, task_id, review_id, step, anchor, kind, intent, confidence, classifier, feedback, "
                   "before::text, after::text, made_at",
    "step_runs": "task_id, step, attempt, status, code, output::text, started_at, finished_at",
    "llm_calls": "task_id, role, called_at, seconds, prompt_tokens, completion_tokens, ok, model",
}


class _Mirror(MetricReads):
    """The metric reads on an in-memory DuckDB copy of some of the team store's rows."""

    def __init__(self, con: Any):
        self._con = con

    @contextmanager
    def _cursor(self) -> Iterator[Any]:
        yield self._con


def _frame(cursor: Any) -> Any:
    import pandas as pd

    return pd.DataFrame.from_records(cursor.fetchall(), columns=[d.name for d in cursor.description])


class PostgresReads:
    """Needs `path`, `analyst` and `_cursor()` (a psycopg connection) from the store it is mixed into."""

    # -- the collaboration metrics, on a DuckDB mirror of the tasks in scope ------------------------

    def _mirror(self, since: datetime | None, until: datetime | None, analyst: str | None = None,
                tables: Sequence[str] = tuple(_MIRRORED)) -> _Mirror:
        """An in-memory DuckDB holding `tables`' rows of the tasks created in [since, until) by `analyst`."""
        import duckdb

        from nbcopilot.store.duckdb_store import CONNECTION_CONFIG
        from nbcopilot.store.schema import migrate

        mirror = duckdb.connect(":memory:", config=CONNECTION_CONFIG)
        migrate(mirror, "a metrics copy")
        scope = "SELECT id FROM tasks WHERE (%(since)s::timestamp IS NULL OR created_at >= %(since)s) " \
                "AND (%(until)s::timestamp IS NULL OR created_at < %(until)s) " \
                "AND (%(analyst)s::text IS NULL OR analyst = %(analyst)s)"
        with self._cursor() as con:
            for table in tables:
                columns = _MIRRORED[table]
                key = "id" if table == "tasks" else "task_id"
                cursor = con.execute(f"SELECT {columns} FROM {table} WHERE {key} IN ({scope})",
                                     {"since": since, "until": until, "analyst": analyst})
                rows = cursor.fetchall()
                if rows:
                    import pandas as pd

                    frame = pd.DataFrame.from_records(rows, columns=[f"c{i}" for i in range(len(rows[0]))])
                    mirror.register("copied", frame)
                    mirror.execute(f"INSERT INTO {table} SELECT * FROM copied")
                    mirror.unregister("copied")
        return _Mirror(mirror)

    def task_figures(self, since: datetime | None = None, until: datetime | None = None, *,
                     analyst: str | None = None) -> Any:
        return self._mirror(since, until, analyst).task_figures(since, until, analyst=analyst)

    def weekly_figures(self, *, analyst: str | None = None) -> Any:
        return self._mirror(None, None, analyst).weekly_figures(analyst=analyst)

    def anchor_figures(self, since: datetime | None = None, until: datetime | None = None, *,
                       analyst: str | None = None) -> Any:
        return self._mirror(since, until, analyst).anchor_figures(since, until, analyst=analyst)

    def retried_outputs(self, since: datetime | None = None, until: datetime | None = None, *,
                        analyst: str | None = None) -> Any:
        return self._mirror(since, until, analyst).retried_outputs(since, until, analyst=analyst)

    def total_figures(self, since: datetime | None = None, until: datetime | None = None, *,
                      analyst: str | None = None) -> dict[str, Any]:
        return self._mirror(since, until, analyst).total_figures(since, until, analyst=analyst)

    # -- tables to look at ------------------------------------------------------------------------

    def task_table(self) -> Any:
        with self._cursor() as con:
            return _frame(con.execute(
                "SELECT t.id, t.goal, t.state, t.created_at, t.updated_at, "
                "(SELECT count(*) FROM steps s WHERE s.task_id = t.id) AS steps, "
                "(t.snapshot->>'rejections')::integer AS rejections, t.snapshot->>'note' AS note, "
                "t.snapshot->'origin'->>'task' AS forked_from, t.analyst FROM tasks t ORDER BY t.created_at"))

    def history_table(self, task_id: str) -> Any:
        with self._cursor() as con:
            frame = _frame(con.execute(
                "SELECT seq, happened_at, from_state, to_state, event, anchor, step, payload::text AS payload "
                "FROM transitions WHERE task_id = %(id)s "
                "UNION ALL "
                "SELECT (payload->>'from_seq')::integer, happened_at, NULL, NULL, 'forked', anchor, step, "
                "json_build_object('into', task_id, 'review', payload->>'from_review')::text "
                "FROM transitions WHERE event = 'fork' AND payload->>'from_task' = %(id)s "
                "ORDER BY happened_at, seq", {"id": task_id}))
            if frame.empty and con.execute("SELECT 1 FROM tasks WHERE id = %s", [task_id]).fetchone() is None:
                raise TaskNotFound(f"there is no task {task_id!r} in this store; list the tasks with cp.tasks().")
        return frame

    def correction_table(self) -> Any:
        # Through the mirror too, so its columns have the types a DuckDB store's have (nullable integers).
        return self._mirror(None, None, None, ("corrections",)).correction_table()

    def model_usage(self) -> list[tuple[str, str, int, int]]:
        with self._cursor() as con:
            rows = con.execute(
                "SELECT task_id, model, coalesce(sum(prompt_tokens), 0)::bigint, "
                "coalesce(sum(completion_tokens), 0)::bigint FROM llm_calls "
                "WHERE task_id IS NOT NULL AND ok AND model IS NOT NULL GROUP BY task_id, model").fetchall()
        return [tuple(r) for r in rows]

    # -- long-term memory rows --------------------------------------------------------------------

    def change_stamp(self) -> Hashable | None:
        # The next transaction id the server will give out: every transaction that writes takes one, so it
        # moves with every write by anyone. Writes to other databases on the server move it too, which costs a
        # reader an unneeded look, never a missed one. (The write-ahead log position moved with checkpoints
        # and background work as well, so an idle store looked changed.)
        with self._cursor() as con:
            return con.execute("SELECT pg_snapshot_xmax(pg_current_snapshot())::text").fetchone()[0]

    def memory_rows(self, since: datetime | None, prefix_chars: int, *,
                    ids: Sequence[str] | None = None) -> dict[str, list]:
        names = ["id", "task_id", "step", "kind", "prefix", "length", "embedding", "meta", "created_at", "analyst"]
        with self._cursor() as con:
            rows = con.execute(
                "SELECT id, task_id, step, kind, left(text, %(n)s), length(text), embedding::real[], meta::text, "
                "created_at, analyst FROM memory WHERE (%(since)s::timestamp IS NULL OR created_at >= %(since)s) "
                "AND (%(ids)s::text[] IS NULL OR id = ANY(%(ids)s)) ORDER BY created_at, id",
                {"n": prefix_chars, "since": since, "ids": None if ids is None else list(ids)}).fetchall()
        return {name: [r[i] for r in rows] for i, name in enumerate(names)}

    def memory_texts(self, ids: Sequence[str]) -> dict[str, str]:
        with self._cursor() as con:
            return dict(con.execute("SELECT id, text FROM memory WHERE id = ANY(%s)", [list(ids)]).fetchall())

    def add_memory(self, rows: Sequence[MemoryRow]) -> None:
        from nbcopilot.store.postgres_store import _clean

        if not rows:
            return
        with self._cursor() as con:
            self._index_sizes(con, [r.embedding for r in rows])
        with self._cursor() as con, con.transaction(), con.cursor() as cur:  # all rows or none
            cur.executemany(
                "INSERT INTO memory (id, task_id, step, kind, text, embedding, meta, created_at, analyst) "
                "VALUES (%s, %s, %s, %s, %s, %s::real[]::vector, %s::json, %s, %s)",
                [(r.id, r.task_id, r.step, r.kind, _clean(r.text), _floats(r.embedding), _clean(r.meta),
                  r.created_at, _clean(self.analyst)) for r in rows])

    def set_memory_embeddings(self, vectors: dict[str, list[float]]) -> None:
        with self._cursor() as con:
            self._index_sizes(con, vectors.values())
        with self._cursor() as con, con.transaction(), con.cursor() as cur:
            cur.executemany("UPDATE memory SET embedding = %s::real[]::vector WHERE id = %s",
                            [(_floats(vector), row_id) for row_id, vector in vectors.items()])

    def delete_memory(self, ids: Sequence[str]) -> None:
        with self._cursor() as con:
            con.execute("DELETE FROM memory WHERE id = ANY(%s)", [list(ids)])

    def _index_sizes(self, con, vectors) -> None:
        """Make sure every embedding size among `vectors` has its vector index (once per store object)."""
        known = self.__dict__.setdefault("_indexed_sizes", set())
        for size in {len(v) for v in vectors if v is not None and len(v)} - known:
            ensure_vector_index(con, size)
            known.add(size)

    def search_memory(self, vector: Sequence[float] | None, words: Sequence[str] | None, k: int, *,
                      kinds: Sequence[str] | None = None, analyst: str | None = None,
                      task_ids: Sequence[str] | None = None,
                      exclude_task: str | None = None) -> list[tuple[str, float]]:
        dims = len(vector) if vector is not None and len(vector) else None
        query = any_of(words)
        if not dims and not query:
            return []
        with self._cursor() as con:
            if dims:
                self._index_sizes(con, [vector])
                # The index must hand over CANDIDATES rows (its default search list is 40), and keep scanning
                # when the kind or analyst filter drops some (pgvector 0.8's iterative scan).
                con.execute(f"SET hnsw.ef_search = {2 * CANDIDATES}")
                con.execute("SET hnsw.iterative_scan = relaxed_order")
            rows = con.execute(search_sql(dims, bool(query)), {
                "vector": _floats(vector) if dims else None, "query": query, "k": k,
                "kinds": list(kinds) if kinds is not None else None, "analyst": analyst,
                "tasks": list(task_ids) if task_ids is not None else None, "exclude": exclude_task}).fetchall()
        return [(r[0], float(r[1])) for r in rows]

    def memory_term_shares(self, words: Sequence[str]) -> dict[str, float] | None:
        # ANALYZE keeps the commonest words of the full-text column with the share of rows holding each, then
        # the lowest and highest share it kept: a word it did not keep is rarer than the lowest.
        with self._cursor() as con:
            row = con.execute("SELECT most_common_elems::text::text[], most_common_elem_freqs FROM pg_stats "
                              "WHERE schemaname = current_schema() AND tablename = 'memory' AND attname = 'words'"
                              ).fetchone()
        if row is None or row[0] is None:
            return None
        common = dict(zip(row[0], row[1]))
        rare = row[1][len(row[0])] / 2
        return {w: float(common.get(w, rare)) for w in words}

def _floats(vector: Any) -> list[float] | None:
    """A vector as plain floats (numpy arrays and their scalars included), which psycopg sends as an array."""
    return None if vector is None else [float(x) for x in vector]


FUSE_K = 60
"""Reciprocal rank fusion's constant: a row's score is the sum of 1 / (FUSE_K + rank) over the two rankings."""
CANDIDATES = 50
"""How many rows each ranking (vector, words) hands to the fusion."""


def ensure_vector_index(con, dims: int) -> None:
    """An HNSW index over the embeddings of `dims` dimensions (pgvector indexes one size each, and the embedding
    model decides it). Made at the first write of that size, while the table is small, and kept up to date
    from then on: building it later over 100k rows takes minutes and blocks memory writes meanwhile."""
    import psycopg

    name = f"memory_hnsw_{dims}"
    if con.execute("SELECT 1 FROM pg_indexes WHERE indexname = %s", [name]).fetchone():
        return
    try:
        con.execute(f"CREATE INDEX IF NOT EXISTS {name} ON memory USING hnsw "
                    f"((embedding::vector({dims})) vector_cosine_ops) WHERE vector_dims(embedding) = {dims}")
    except (psycopg.errors.UniqueViolation, psycopg.errors.DuplicateTable):
        pass  # another kernel made it at the same moment


def any_of(words: Sequence[str] | None) -> str | None:
    """A tsquery that matches any of `words` as written (None if there are none). Not as prefixes: 'topic1':*
    matched a fifth of 100k rows in bench_postgres, and ranking them cost 320 ms a search against ~8 ms."""
    quoted = ["'" + w.replace("'", "''").replace("\\", "\\\\") + "'" for w in words or () if w and w.strip()]
    return " | ".join(quoted) or None


def search_sql(dims: int | None, with_text: bool) -> str:
    """The fused ranking: pgvector's cosine distance on the HNSW index and ts_rank over the words index, each
    limited to CANDIDATES rows of the wanted kinds, analyst and tasks."""
    where = ("(%(kinds)s::text[] IS NULL OR kind = ANY(%(kinds)s)) "
             "AND (%(analyst)s::text IS NULL OR analyst = %(analyst)s) "
             "AND (%(tasks)s::text[] IS NULL OR task_id = ANY(%(tasks)s)) "
             "AND (%(exclude)s::text IS NULL OR task_id IS DISTINCT FROM %(exclude)s)")
    parts = []
    if dims:
        near = f"embedding::vector({dims}) <=> %(vector)s::real[]::vector({dims})"
        parts.append(f"(SELECT id, row_number() OVER (ORDER BY {near}) AS r FROM memory "
                     f"WHERE vector_dims(embedding) = {dims} AND {where} ORDER BY {near} LIMIT {CANDIDATES})")
    if with_text:
        rank = "ts_rank(words, to_tsquery('simple', %(query)s))"
        parts.append(f"(SELECT id, row_number() OVER (ORDER BY {rank} DESC) AS r FROM memory "
                     f"WHERE words @@ to_tsquery('simple', %(query)s) AND {where} ORDER BY {rank} DESC "
                     f"LIMIT {CANDIDATES})")
    return (f"SELECT id, sum(1.0 / ({FUSE_K} + r))::float8 AS score FROM ({' UNION ALL '.join(parts)}) ranked "
            "GROUP BY id ORDER BY score DESC, id LIMIT %(k)s")
