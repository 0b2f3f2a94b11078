"""Benchmark: the collaboration metrics over a store with about 1,000,000 transition rows.

    python bench/bench_metrics.py [--transitions 1000000] [--keep store.duckdb | --store store.duckdb]

The store is written by nbcopilot.demo.simulate (SQL over range(), no Python loop over rows), sized from
a small pilot so it holds at least the requested number of transitions. Then it times
`task_metrics(store)` + `summary(store, "all")` (every row of the store) on a freshly opened DuckDBStore: the
first (cold) run and the median of five warm runs, wall clock and CPU (all DuckDB threads). Goal: <= 1 s.
The machine's load average is printed too: other processes competing for the cores slow the wall clock.
"""
from __future__ import annotations

import argparse
import math
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

from report import Run, Section, ms, table, verdict

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import duckdb  # noqa: E402

from nbcopilot.metrics import summary, task_metrics  # noqa: E402
from nbcopilot.demo.simulate import simulate  # noqa: E402
from nbcopilot.store.duckdb_store import DuckDBStore  # noqa: E402

GOAL_SECONDS = 1.0
TABLES = ("tasks", "transitions", "reviews", "corrections", "step_runs", "llm_calls")


def build(path: Path, transitions: int, seed: int) -> dict[str, int]:
    pilot = DuckDBStore(":memory:")  # simulate takes a path or a store: a connection became a file named by its repr
    counts = simulate(pilot, tasks=2000, seed=seed)
    pilot.close()
    tasks = math.ceil(transitions / (counts["transitions"] / counts["tasks"]) * 1.02)
    return simulate(path, tasks=tasks, seed=seed)


def timed(call) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    call()
    return time.perf_counter() - wall, time.process_time() - cpu


def metrics_and_summary(store, period: str = "all") -> None:
    frame = task_metrics(store)
    figures = summary(store, period)
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
        with duckdb.connect(str(path), read_only=True) as con:  # the row counts, outside the timed part
            counts = {t: con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}
        print("store: " + ", ".join(f"{n:,} {table}" for table, n in counts.items()))
        started = time.perf_counter()
        store = DuckDBStore(path)  # the metrics read through the store contract, as cp.metrics() does
        opened = time.perf_counter() - started
        cold = timed(lambda: metrics_and_summary(store))
        warm = [timed(lambda: metrics_and_summary(store)) for _ in range(5)]
        week = statistics.median(timed(lambda: metrics_and_summary(store, "week"))[0] for _ in range(3))
        store.close()
    wall, cpu = statistics.median(w for w, _ in warm), statistics.median(c for _, c in warm)
    verdict = "meets" if wall <= GOAL_SECONDS else "MISSES"
    print(f"open {opened * 1000:.0f} ms; task_metrics + summary('all') over {counts['transitions']:,} transitions: "
          f"cold {cold[0] * 1000:.0f} ms, warm median {wall * 1000:.0f} ms wall / {cpu * 1000:.0f} ms CPU "
          f"({verdict} the {GOAL_SECONDS:.0f} s goal); with summary('week'): {week * 1000:.0f} ms; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


TITLE = "5b. Metrics at 1M transition rows (bench/bench_metrics.py)"


def parse(text: str) -> dict | None:
    """The figures main() printed (ms and the number of transitions), or None when it printed none."""
    def grab(pattern: str) -> int | None:
        found = re.search(pattern, text)
        return int(found.group(1).replace(",", "")) if found else None

    figures = {"open_ms": grab(r"open (\d+) ms;"), "cold_ms": grab(r"cold (\d+) ms"),
               "warm_ms": grab(r"warm median (\d+) ms"), "warm_cpu_ms": grab(r"warm median \d+ ms wall / (\d+) ms CPU"),
               "week_ms": grab(r"summary\('week'\): (\d+) ms"), "transitions": grab(r"over ([\d,]+) transitions")}
    return figures if figures["warm_ms"] is not None and figures["transitions"] is not None else None


def render(run: Run) -> Section:
    """RESULTS.md's section: the metrics over a million transitions, warm median judged."""
    section, m = Section(), parse(run.stdout)
    if m:
        ok = m["warm_ms"] <= GOAL_SECONDS * 1000
        cpu = f", CPU {m['warm_cpu_ms']} ms" if m.get("warm_cpu_ms") is not None else ""
        section.goal("metrics ≤ 1 s at 1M transitions (warm median, wall)",
                     f"{m['warm_ms']} ms{cpu} (cold {m['cold_ms']} ms)", ok)
        section.body += table(["transitions", "open", "task_metrics + summary('all'), cold", "warm median (wall)",
                               "warm median (CPU, all threads)", "with summary('week')", "goal", "verdict"],
                              [[f"{m['transitions']:,}", ms(m["open_ms"], 0) + " ms", ms(m["cold_ms"], 0) + " ms",
                                ms(m["warm_ms"], 0) + " ms", ms(m.get("warm_cpu_ms"), 0) + " ms",
                                ms(m.get("week_ms"), 0) + " ms", "≤ 1 s", verdict(ok)]])
        if not ok:
            section.limits.append(f"**Metrics at 1M transitions**: warm median {m['warm_ms']} ms wall for "
                                  f"{m.get('warm_cpu_ms')} ms of CPU across DuckDB's threads.")
    section.body += ["", "```", run.stdout[-2000:], "```"]
    return section


if __name__ == "__main__":
    main()
