"""The simulator (nbcopilot.demo.simulate): a store of made-up tasks in the real schema, whose history is
consistent, whose metrics are plausible, and which the same seed writes again the same."""
from __future__ import annotations

from datetime import datetime

import pytest

from nbcopilot.errors import BadInput
from nbcopilot.metrics import summary, task_metrics, weekly
from nbcopilot.demo.simulate import main, simulate
from nbcopilot.store.duckdb_store import DuckDBStore
from nbcopilot.store.schema import SCHEMA_VERSION
from harness.store_sql import rows


END = datetime(2025, 6, 30, 18, 0)


@pytest.fixture(scope="module")
def simulated(tmp_path_factory):
    path = tmp_path_factory.mktemp("sim") / "sim.duckdb"
    counts = simulate(str(path), tasks=400, seed=3, weeks=6, end=END)
    store = DuckDBStore(path)
    yield counts, store
    store.close()


def test_the_simulator_writes_every_table_of_the_real_schema(simulated):
    counts, connection = simulated
    assert counts["tasks"] == 400
    for table, n in counts.items():
        assert rows(connection, f"SELECT count(*) FROM {table}")[0][0] == n > 0
    assert connection.schema_version() == SCHEMA_VERSION


def test_the_simulated_metrics_are_plausible(simulated):
    _, connection = simulated
    s = summary(connection, "all")
    assert s["tasks"] == 400
    assert 0 < s["takeover_rate"] < 0.3 and 0.05 < s["correction_rate"] < 0.6
    assert all(n > 0 for n in s["intent_counts"].values()) and s["escalations"] > 0 and s["edits"] > 0
    assert set(s["decision_seconds_by_anchor"]) == {"after_plan", "before_risky_step", "after_risky_step",
                                                    "before_result"}
    assert all(10 < seconds < 600 for seconds in s["decision_seconds_by_anchor"].values())
    assert s["median_seconds_to_retried_output"] >= 0 and s["llm_calls_per_task"] > 1
    frame = weekly(connection)
    assert len(frame) >= 6 and frame.tasks.sum() == 400
    assert set(rows(connection, "SELECT DISTINCT state FROM tasks")) >= {("done",), ("cancelled",),
                                                                      ("human_takeover",)}


def test_the_simulated_history_is_consistent(simulated):
    _, connection = simulated
    broken_chain, gaps, wrong_state, unmatched, backwards, late = rows(connection, """
        WITH t AS (SELECT *, lag(to_state) OVER (PARTITION BY task_id ORDER BY seq) AS previous,
                          row_number() OVER (PARTITION BY task_id ORDER BY seq) AS n FROM transitions)
        SELECT (SELECT count(*) FROM t WHERE n > 1 AND from_state IS DISTINCT FROM previous),
               (SELECT count(*) FROM t WHERE seq <> n),
               (SELECT count(*) FROM tasks JOIN (SELECT task_id, arg_max(to_state, seq) AS last FROM transitions
                GROUP BY 1) l ON l.task_id = tasks.id WHERE tasks.state <> l.last),
               (SELECT count(*) FROM transitions WHERE event = 'reject') - (SELECT count(*) FROM corrections
                WHERE kind = 'reject'),
               (SELECT count(*) FROM reviews WHERE closed_at < opened_at),
               (SELECT count(*) FROM transitions WHERE happened_at > ?)""", (END,))[0]
    assert (broken_chain, gaps, wrong_state, unmatched, backwards, late) == (0, 0, 0, 0, 0, 0)


def test_the_simulator_is_reproducible_and_refuses_a_store_with_tasks(simulated, tmp_path):
    _, connection = simulated
    again = DuckDBStore(tmp_path / "again.duckdb")
    simulate(again, tasks=400, seed=3, weeks=6, end=END)
    assert task_metrics(again).equals(task_metrics(connection))
    with pytest.raises(BadInput, match="already holds tasks"):
        simulate(again, tasks=10)


def test_the_simulator_command_line(tmp_path, capsys):
    main([str(tmp_path / "cli.duckdb"), "--tasks", "50", "--weeks", "2"])
    assert capsys.readouterr().out.startswith("wrote 50 tasks, ")
