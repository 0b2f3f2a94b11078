"""Resume of a 500-step task in a new process: from `Copilot(...)` to `cp.resume(id)` handing the Task back.

    /work/venv/bin/python bench/bench_resume.py [--steps 500] [--runs 7]

The store is written by the engine itself: a task whose plan is edited at review_plan to 500 text
steps with 2 KB outputs, run unattended to its before_result review, then paused. Each run is a
fresh Python process that imports what a kernel would have imported already (nbcopilot, the scripted
models), then times `Copilot(store=...)` + `cp.resume(task_id)`: opening the store, reading the
checkpoint, the RESUME transition (one commit), the resume message from the helper model (scripted)
and the Task handle with its 500 steps and outputs. It pauses the task again, untimed, for the next
run. Two variants, interleaved: a bare process, and one that has imported pandas first, as an
analyst's kernel usually has (DuckDB's Python client imports pandas on the first query with
parameters, which costs a bare process a few hundred milliseconds). Goal: <= 200 ms.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))

GOAL_MS = 200.0
POLICY = ("after_plan", "before_result")


def models():
    from bench_checkpoint import step_output
    from scripted_llm import ScriptedLLM
    from scripted_roles import Models

    def write(prompt: str) -> str:
        return step_output(int(re.search(r"The step to do now: Step (\d+):", prompt).group(1)) - 1)

    one_step = json.dumps([{"description": "Summarise revenue", "kind": "text"}])
    return ScriptedLLM(respond=lambda prompt: one_step), ScriptedLLM(respond=write), Models().helper


def build(path: str, steps: int) -> str:
    from nbcopilot import Copilot, ReviewPolicy

    planner, executor, helper = models()
    with Copilot(store=path, planner=planner, executor=executor, helper=helper, namespace={}, memory=False,
                 policy=ReviewPolicy(anchors=POLICY)) as cp:
        task = cp.start("Weekly revenue by region, one step per region and week")
        task = task.edit([f"Step {i + 1}: summarise the revenue of region {i % 8} for week {i % 52 + 1}"
                          for i in range(steps)])
        assert task.state == "review_result", task.state
        task = task.pause("benchmark: resumed in a new process")
        return task.id


def child(path: str, task_id: str, preload_pandas: bool) -> dict:
    """One fresh process: time Copilot(...) + cp.resume(id), then pause again (untimed)."""
    from bench_overhead import Clock, instrument

    from nbcopilot import Copilot, ReviewPolicy

    if preload_pandas:
        import pandas  # noqa: F401  (an analyst's kernel has usually imported it already)
    planner, executor, helper = models()
    clock = Clock()
    instrument(clock)
    had_pandas = "pandas" in sys.modules
    started = time.perf_counter()
    cp = Copilot(store=path, planner=planner, executor=executor, helper=helper, namespace={},
                 policy=ReviewPolicy(anchors=POLICY))
    opened = time.perf_counter()
    task = cp.resume(task_id)
    done = time.perf_counter()
    parts = {label: seconds * 1000 for label, seconds in clock.totals.items()}
    parts["engine: the rest (machine, views, Task handle)"] = (done - started) * 1000 - sum(parts.values())
    opens = clock.counts.get("store: open the file (connect)", 0)
    assert task.state == "review_result" and len(task.plan) > 0 and task.plan[-1].output, task.state
    assert task.resume_message
    pandas_in_timed = not had_pandas and "pandas" in sys.modules
    task.pause("benchmark: resumed in a new process")
    cp.close()
    return {"total_ms": (done - started) * 1000, "copilot_ms": (opened - started) * 1000,
            "resume_ms": (done - opened) * 1000, "steps": len(task.plan), "pandas_imported_while_timed": pandas_in_timed,
            "breakdown_ms": parts, "file_opens": opens}


def summarise(runs: list[dict], walls: list[float]) -> dict:
    totals = [r["total_ms"] for r in runs]
    return {"runs": len(runs), "median_ms": statistics.median(totals), "min_ms": min(totals), "max_ms": max(totals),
            "copilot_ms": statistics.median(r["copilot_ms"] for r in runs),
            "resume_ms": statistics.median(r["resume_ms"] for r in runs),
            "process_wall_s": statistics.median(walls),
            "pandas_imported_while_timed": any(r["pandas_imported_while_timed"] for r in runs),
            "file_opens": statistics.median(r["file_opens"] for r in runs),
            "breakdown_ms": {label: statistics.median(r["breakdown_ms"].get(label, 0.0) for r in runs)
                             for label in {l for r in runs for l in r["breakdown_ms"]}}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=500)
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per variant")
    parser.add_argument("--child", nargs=3, metavar=("STORE", "TASK", "PANDAS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.child[0], args.child[1], args.child[2] == "1")))
        return

    variants = {"fresh": [], "with_pandas": []}
    walls = {name: [] for name in variants}
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "resume.duckdb")
        started = time.perf_counter()
        task_id = build(path, args.steps)
        built = time.perf_counter() - started
        size = os.path.getsize(path)
        print(f"built a {args.steps}-step task in {built:.1f} s ({size / 1e6:.1f} MB store); "
              f"resuming it in {args.runs} fresh processes per variant")
        for _ in range(args.runs):
            for name in variants:  # interleaved, so a burst of load hits both alike
                wall = time.perf_counter()
                done = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", path, task_id,
                                       "1" if name == "with_pandas" else "0"], capture_output=True, text=True, timeout=600)
                walls[name].append(time.perf_counter() - wall)
                if done.returncode != 0:
                    raise SystemExit(f"the resume process failed: {done.stderr.strip().splitlines()[-1:]}")
                variants[name].append(json.loads(done.stdout.strip().splitlines()[-1]))
    result = {"steps": args.steps, "build_s": built, "store_bytes": size,
              **{name: summarise(runs, walls[name]) for name, runs in variants.items()}}
    for name, label in (("fresh", "fresh process"), ("with_pandas", "pandas already imported")):
        r = result[name]
        print(f"{label}: Copilot(...) + resume(id) median {r['median_ms']:.0f} ms (min {r['min_ms']:.0f}, "
              f"max {r['max_ms']:.0f}); Copilot(...) {r['copilot_ms']:.0f} ms, resume {r['resume_ms']:.0f} ms; "
              f"{r['file_opens']:.0f} file opens; pandas imported inside the timed part: {r['pandas_imported_while_timed']}")
        for part, value in sorted(r["breakdown_ms"].items(), key=lambda kv: -kv[1]):
            print(f"    {part:50s} {value:7.1f} ms")
    print("BENCH_JSON " + json.dumps({"resume": result, "goal_ms": GOAL_MS}))


if __name__ == "__main__":
    main()
