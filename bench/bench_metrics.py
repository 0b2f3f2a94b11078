"""Benchmark: the collaboration metrics over a store with about 1,000,000 transition rows.

    /work/venv/bin/python bench/bench_metrics.py [--transitions 1000000] [--keep store.duckdb | --store store.duckdb]

The store is written by nbcopilot.demo.simulate (SQL over range(), no Python loop over rows), sized from
a small pilot so it holds at least the requested number of transitions. Then it times
`task_metrics(con)` + `summary(con, "all")` (every row of the store) on a freshly opened connection: the
first (cold) run and the median of five warm runs, wall clock and CPU (all DuckDB threads). Goal: <= 1 s.
The machine's load average is printed too: other processes competing for the cores slow the wall clock.
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import duckdb  # noqa: E402

from nbcopilot.metrics import summary, task_metrics  # noqa: E402
from nbcopilot.demo.simulate import simulate  # noqa: E402

GOAL_SECONDS = 1.0
TABLES = ("tasks", "transitions", "reviews", "corrections", "step_runs", "llm_calls")


def build(path: Path, transitions: int, seed: int) -> dict[str, int]:
    pilot = duckdb.connect()
    counts = simulate(pilot, tasks=2000, seed=seed)
    pilot.close()
    tasks = math.ceil(transitions / (counts["transitions"] / counts["tasks"]) * 1.02)
    return simulate(path, tasks=tasks, seed=seed)


def timed(call) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    call()
    return time.perf_counter() - wall, time.process_time() - cpu


def metrics_and_summary(con, period: str = "all") -> None:
    frame = task_metrics(con)
    figures = summary(con, period)
    assert period != "all" or len(frame) == figures["tasks"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--transitions", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep", type=Path, help="write the store here and keep it (default: a temp file)")
    parser.add_argument("--store", type=Path, help="time an existing store instead of writing one")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = args.store or args.keep or Path(tmp) / "bench.duckdb"
        if args.store is None:
            started = time.perf_counter()
            build(path, args.transitions, args.seed)
            print(f"store written in {time.perf_counter() - started:.1f} s")
        started = time.perf_counter()
        con = duckdb.connect(str(path), read_only=True)
        opened = time.perf_counter() - started
        counts = {t: con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}
        print("store: " + ", ".join(f"{n:,} {table}" for table, n in counts.items()))
        cold = timed(lambda: metrics_and_summary(con))
        warm = [timed(lambda: metrics_and_summary(con)) for _ in range(5)]
        week = statistics.median(timed(lambda: metrics_and_summary(con, "week"))[0] for _ in range(3))
        con.close()
    wall, cpu = statistics.median(w for w, _ in warm), statistics.median(c for _, c in warm)
    verdict = "meets" if wall <= GOAL_SECONDS else "MISSES"
    print(f"open {opened * 1000:.0f} ms; task_metrics + summary('all') over {counts['transitions']:,} transitions: "
          f"cold {cold[0] * 1000:.0f} ms, warm median {wall * 1000:.0f} ms wall / {cpu * 1000:.0f} ms CPU "
          f"({verdict} the {GOAL_SECONDS:.0f} s goal); with summary('week'): {week * 1000:.0f} ms; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
