"""Benchmark: the collaboration metrics over a store with about 1,000,000 transition rows.

    /work/venv/bin/python bench/bench_metrics.py [--transitions 1000000] [--keep store.duckdb]

The store is written by nbcopilot.metrics.simulate (SQL over range(), no Python loop over rows), sized
from a small pilot so it holds at least the requested number of transitions. Then it times
`task_metrics(con)` + `summary(con, "all")` (the widest period) on a freshly opened connection: the
first (cold) run and the median of five warm runs. Goal: <= 1 s.
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import duckdb  # noqa: E402

from nbcopilot.metrics import summary, task_metrics  # noqa: E402
from nbcopilot.metrics.simulate import simulate  # noqa: E402

GOAL_SECONDS = 1.0


def build(path: Path, transitions: int, seed: int) -> dict[str, int]:
    pilot = duckdb.connect()
    counts = simulate(pilot, tasks=2000, seed=seed)
    pilot.close()
    tasks = math.ceil(transitions / (counts["transitions"] / counts["tasks"]) * 1.02)
    return simulate(path, tasks=tasks, seed=seed)


def run_once(con) -> float:
    started = time.perf_counter()
    frame = task_metrics(con)
    figures = summary(con, "all")
    elapsed = time.perf_counter() - started
    assert len(frame) == figures["tasks"]
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--transitions", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--keep", type=Path, help="write the store here and keep it (default: a temp file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = args.keep or Path(tmp) / "bench.duckdb"
        started = time.perf_counter()
        counts = build(path, args.transitions, args.seed)
        built = time.perf_counter() - started
        print("store: " + ", ".join(f"{n:,} {table}" for table, n in counts.items()) + f" (written in {built:.1f} s)")
        started = time.perf_counter()
        con = duckdb.connect(str(path), read_only=True)
        opened = time.perf_counter() - started
        cold = run_once(con)
        warm = statistics.median(run_once(con) for _ in range(5))
        con.close()
    verdict = "meets" if cold <= GOAL_SECONDS else "MISSES"
    print(f"open {opened * 1000:.0f} ms; task_metrics + summary('all'): cold {cold * 1000:.0f} ms, "
          f"warm median {warm * 1000:.0f} ms over {counts['transitions']:,} transitions "
          f"({verdict} the {GOAL_SECONDS:.0f} s goal)")


if __name__ == "__main__":
    main()
