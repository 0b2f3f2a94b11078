"""The demo-data simulator's bulk writer: its scripts (nbcopilot.demo.simulate) expanded into every
table of the real schema with INSERT ... SELECT, in one transaction, on a store migrated as the store does."""
from __future__ import annotations

from datetime import datetime
from typing import Any

from nbcopilot.errors import BadInput
from nbcopilot.store.schema import migrate

_SIM_TABLES = ("sim_events", "sim_reviews", "sim_corrections", "sim_runs", "sim_calls", "sim_scripts", "sim_tasks",
               "sim_timeline")
_COUNTED = ("tasks", "transitions", "reviews", "corrections", "step_runs", "llm_calls")


def write_simulated(con, where: str, scripts: Any, *, seed: int, tasks: int, start: datetime, end: datetime,
                    goals: list[str], datasets: list[str], feedback: dict[str, list[str]],
                    tokens: dict[str, tuple[int, int]], model: str) -> dict[str, int]:
    """Expand `scripts` (a simulate._Tables) into `tasks` tasks on an open DuckDB connection to an empty store.

    Returns:
        The row count per table.
    Raises:
        BadInput: the store already holds tasks (real history stays apart).
        StoreVersionError: the store was written by a newer nbcopilot.
    """
    migrate(con, where)
    if con.execute("SELECT count(*) FROM tasks").fetchone()[0]:
        raise BadInput("this store already holds tasks; simulate into a new file so real history stays apart.")
    _load_scripts(con, scripts)
    params = {"seed": int(seed), "tasks": tasks, "end": end, "start": start, "goals": goals, "datasets": datasets}
    con.execute("BEGIN TRANSACTION")
    try:
        for statement in _statements(feedback, tokens, model):
            con.execute(statement, {k: v for k, v in params.items() if f"${k}" in statement})
        con.execute("COMMIT")
    except BaseException:
        con.execute("ROLLBACK")
        raise
    finally:
        for table in _SIM_TABLES:
            con.execute(f"DROP TABLE IF EXISTS {table}")
    return {table: con.execute(f"SELECT count(*) FROM {table}").fetchone()[0] for table in _COUNTED}


def _load_scripts(con, out: Any) -> None:
    import pandas as pd

    frames = {
        "sim_events": pd.DataFrame(out.events, columns=["script", "idx", "from_state", "to_state", "event", "anchor",
                                                        "step", "payload", "wait_median", "wait_sigma"]),
        "sim_reviews": pd.DataFrame(out.reviews, columns=["script", "review", "anchor", "step", "open_idx",
                                                          "close_idx", "decision"]),
        "sim_corrections": pd.DataFrame(out.corrections, columns=["script", "idx", "kind", "review", "step", "anchor",
                                                                  "intent", "classifier"]),
        "sim_runs": pd.DataFrame(list(out.runs.values()), columns=["script", "step", "attempt", "status",
                                                                   "start_idx", "finish_idx"]),
        "sim_calls": pd.DataFrame(out.calls, columns=["script", "idx", "role", "kind", "ok", "seconds", "lead"]),
        "sim_scripts": pd.DataFrame(out.scripts, columns=["script", "trouble", "timeout"]),
    }
    for frame in frames.values():  # None in an integer column would make it float
        for column in ("step", "close_idx", "finish_idx"):
            if column in frame:
                frame[column] = frame[column].astype("Int64")
    for name, frame in frames.items():
        con.register(f"{name}_frame", frame)
        con.execute(f"CREATE OR REPLACE TEMP TABLE {name} AS SELECT * FROM {name}_frame")
        con.unregister(f"{name}_frame")


# Task ids look like the engine's (10 hex digits, short enough for DuckDB to keep inline); multiplying by an
# odd constant modulo 2**40 is a bijection, so they never collide.
# Uniform numbers from a hash of (seed, task, move, salt), so a seed gives the same store on any thread count.
# Hashes are chained with xor: DuckDB's many-argument hash(a, b, c) leaves outputs for nearby c correlated.
_U = ("(hash(xor(hash(xor(hash($seed), CAST({0} AS UBIGINT))), CAST({1} * 100000 + {2} AS UBIGINT))) >> 11)"
      " / 9007199254740992.0")
_Z = f"(sqrt(-2 * ln(1 - {_U})) * cos(2 * pi() * {_U.replace('{2}', '{2} + 1000')}))"

def _statements(feedback: dict[str, list[str]], tokens: dict[str, tuple[int, int]], model: str) -> list[str]:
    """The INSERT ... SELECT statements that expand the scripts into tasks (the sim_* temp tables)."""
    tokens_sql = " ".join(f"WHEN '{k}' THEN {p}" for k, (p, _) in tokens.items())
    completion_sql = " ".join(f"WHEN '{k}' THEN {c}" for k, (_, c) in tokens.items())
    return [
        # Scripts ranked from calm to troubled; a task late in the history draws calmer ones (u ** a, a grows).
        """CREATE OR REPLACE TEMP TABLE sim_scripts AS
           SELECT *, row_number() OVER (ORDER BY trouble, script) - 1 AS rank FROM sim_scripts""",
        f"""CREATE OR REPLACE TEMP TABLE sim_tasks AS
           WITH drawn AS (
               SELECT range AS n, {_U.format('range', 0, 1)} AS age, {_U.format('range', 0, 2)} AS pick,
                      {_U.format('range', 0, 3)} AS g, {_U.format('range', 0, 4)} AS d
               FROM range($tasks)),
           ranked AS (
               SELECT *, CAST(floor(pow(pick, 0.75 + age) * (SELECT count(*) FROM sim_scripts)) AS BIGINT) AS rank
               FROM drawn)
           SELECT n, lpad(lower(hex(CAST(((n + 1 + CAST($seed AS HUGEINT) * 1000003) * 42535295865) % 1099511627776
                                         AS BIGINT))), 10, '0') AS id,
                  $goals[1 + CAST(floor(g * len($goals)) AS INTEGER)] || ' (' ||
                      $datasets[1 + CAST(floor(d * len($datasets)) AS INTEGER)] || ')' AS goal,
                  $start + to_microseconds(CAST(age * (epoch_us($end) - epoch_us($start)) AS BIGINT)) AS created_at,
                  s.script, s.timeout
           FROM ranked JOIN sim_scripts s USING (rank)""",
        f"""CREATE OR REPLACE TEMP TABLE sim_timeline AS
           WITH waits AS (
               SELECT t.n, t.id, t.created_at, e.*,
                      e.wait_median * exp(e.wait_sigma * {_Z.format('t.n', 'e.idx', 5)}) AS wait
               FROM sim_tasks t JOIN sim_events e USING (script))
           SELECT * EXCLUDE (created_at), created_at + to_microseconds(CAST(
                      sum(wait) OVER (PARTITION BY n ORDER BY idx) * 1e6 AS BIGINT)) AS ts
           FROM waits""",
        "DELETE FROM sim_timeline WHERE ts > $end",
        """INSERT INTO transitions (task_id, seq, happened_at, from_state, to_state, event, anchor, step, payload)
           SELECT id, idx, ts, from_state, to_state, event, anchor, step, CAST(payload AS JSON) FROM sim_timeline
           ORDER BY id, idx""",
        """INSERT INTO tasks (id, goal, state, seq, snapshot, created_at, updated_at, lease_owner, lease_until)
           SELECT t.id, t.goal, last.state, last.seq,
                  json_object('id', t.id, 'goal', t.goal, 'state', last.state, 'review', NULL, 'anchors', json('[]'),
                              'rejections', 0, 'retry_streak', json('[-1, 0]'), 'resume_to', NULL,
                              'paused_review', NULL, 'note', 'simulated', 'feedback', json('[]'), 'seq', last.seq),
                  t.created_at, last.ts, NULL, NULL
           FROM sim_tasks t JOIN (
               SELECT n, arg_max(to_state, idx) AS state, max(idx) AS seq, max(ts) AS ts
               FROM sim_timeline GROUP BY n) last USING (n)""",
        """INSERT INTO reviews
           SELECT t.id || '-' || r.review, t.id, r.anchor, r.step, o.ts,
                  CASE WHEN t.timeout IS NOT NULL THEN o.ts + to_seconds(CAST(t.timeout AS BIGINT)) END,
                  c.ts, CASE WHEN c.ts IS NOT NULL THEN r.decision END
           FROM sim_tasks t JOIN sim_reviews r USING (script)
           JOIN sim_timeline o ON o.n = t.n AND o.idx = r.open_idx
           LEFT JOIN sim_timeline c ON c.n = t.n AND c.idx = r.close_idx""",
        f"""INSERT INTO corrections
           SELECT 'c-' || t.id || '-' || c.idx, t.id, t.id || '-' || c.review, c.step, c.anchor, c.kind, c.intent,
                  CASE c.classifier WHEN 'explicit' THEN 1.0 WHEN 'fallback' THEN 0.0 WHEN 'llm' THEN 0.8
                       WHEN 'local' THEN round(0.5 + 0.49 * {_U.format('t.n', 'c.idx', 6)}, 2) END,
                  c.classifier,
                  CASE WHEN c.kind = 'reject' THEN list_extract(
                      (MAP {{'replan': {feedback['replan']}, 'retry_step': {feedback['retry_step']},
                            'refine_output': {feedback['refine_output']}}})[c.intent],
                      1 + CAST(floor({_U.format('t.n', 'c.idx', 7)} * 5) AS INTEGER)) END,
                  to_json(CASE WHEN c.step IS NULL THEN 'the plan as drafted'
                               ELSE 'step ' || (c.step + 1) || ' as the agent wrote it' END),
                  CASE WHEN c.kind = 'edit' THEN to_json('the analyst''s version')
                       WHEN c.intent = 'refine_output' THEN to_json('the rewritten version') END,
                  e.ts
           FROM sim_tasks t JOIN sim_corrections c USING (script)
           JOIN sim_timeline e ON e.n = t.n AND e.idx = c.idx""",
        """INSERT INTO step_runs
           SELECT t.id, r.step, r.attempt, CASE WHEN f.ts IS NULL THEN 'running' ELSE r.status END,
                  '# step ' || (r.step + 1), CASE WHEN f.ts IS NOT NULL THEN to_json({'text': 'output of step ' ||
                  (r.step + 1)}) END, s.ts, f.ts
           FROM sim_tasks t JOIN sim_runs r USING (script)
           JOIN sim_timeline s ON s.n = t.n AND s.idx = r.start_idx
           LEFT JOIN sim_timeline f ON f.n = t.n AND f.idx = r.finish_idx""",
        # A call that is the wait before its move (planning, drafting) lasts that wait; others have their own.
        f"""INSERT INTO llm_calls (task_id, role, called_at, seconds, prompt_tokens, completion_tokens, ok, model)
           WITH timed AS (
               SELECT t.id, c.*, e.ts,
                      CASE WHEN c.seconds = 0 THEN e.wait ELSE c.seconds * exp(0.4 * {_Z.format('t.n', 'c.idx', 8)}) END
                          AS secs,
                      exp(0.3 * {_Z.format('t.n', 'c.idx', 9)}) AS size
               FROM sim_tasks t JOIN sim_calls c USING (script)
               JOIN sim_timeline e ON e.n = t.n AND e.idx = c.idx)
           SELECT id, role, ts - to_microseconds(CAST((secs + lead) * 1e6 AS BIGINT)), secs,
                  CAST(size * CASE kind {tokens_sql} END AS INTEGER),
                  CASE WHEN ok THEN CAST(size * CASE kind {completion_sql} END AS INTEGER) ELSE 0 END, ok,
                  '{model}'
           FROM timed""",
    ]
