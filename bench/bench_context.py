"""How long describe() and render() take on a crowded namespace and on a big frame.

    .venv/bin/python bench/bench_context.py

Cases: 200 DataFrames of 50 columns (1,000 rows each, numbers and strings); one frame of 10,000,000 rows
(a float, an int, a string and a datetime column); a 50 MB-scale CSV in a temporary folder. Goal: describe()
well under a second for each, render() within its budget. Times are the best of 3 runs.
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nbcopilot.analysis.context import describe  # noqa: E402


def best_of(fn, runs: int = 3) -> tuple[float, object]:
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return min(times), result


def report(label: str, namespace: dict, goal: str = "", folder: str = ".") -> None:
    seconds, ctx = best_of(lambda: describe(namespace, goal, folder))
    render_seconds, text = best_of(lambda: ctx.render(3000))
    print(f"{label:<36} describe {seconds * 1000:7.1f} ms   render {render_seconds * 1000:6.1f} ms   "
          f"{len(text):,} chars   {len(ctx.data)} data items")


def main() -> None:
    rng = np.random.default_rng(0)
    words = np.array(["alpha", "beta", "gamma", "delta", None], dtype=object)
    crowded = {}
    for i in range(200):
        frame = pd.DataFrame(rng.random((1_000, 40)), columns=[f"num_{j}" for j in range(40)])
        for j in range(10):
            frame[f"text_{j}"] = words[rng.integers(0, 5, 1_000)]
        crowded[f"frame_{i:03}"] = frame
    report("200 frames x 50 columns", crowded, "compare frame_010 and frame_150")

    n = 10_000_000
    big = pd.DataFrame({"x": rng.random(n), "k": rng.integers(0, 1_000, n),
                        "s": words[rng.integers(0, 5, n)],
                        "t": pd.Timestamp("2020-01-01") + pd.to_timedelta(rng.integers(0, 10**6, n), unit="s")})
    report("one frame of 10,000,000 rows", {"big": big}, "mean x of big")

    with tempfile.TemporaryDirectory() as folder:
        big.head(1_000_000).to_csv(Path(folder) / "big.csv", index=False)
        size = (Path(folder) / "big.csv").stat().st_size / 2**20
        report(f"CSV of 1,000,000 rows ({size:.0f} MB)", {}, "big.csv", folder)


if __name__ == "__main__":
    main()
