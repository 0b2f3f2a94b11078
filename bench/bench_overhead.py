"""Overhead per API call with scripted models: what the engine costs on top of the model.

    python bench/bench_overhead.py [--reps 200] [--profile 40]

Every repetition is a 1-step text task on one DuckDB file store: `cp.start()` (plans, rests at
review_plan), `task.approve()` (drafts and runs the step, rests at review_result) and `task.approve()`
(done). The models are scripted LlamaIndex LLMs (tests/harness/scripted_roles.py), so what is timed is the
engine. Each call's time is split, exclusively, into: opening the DuckDB file, letting it go (close,
which checkpoints the WAL), each kind of SQL statement (COMMIT is the durable write: WAL + fsync),
Python inside the store (JSON, snapshots), the model call through LlamaIndex, risk analysis, and the rest of
the engine (machine, prompts, views). The wrappers are installed by this script only.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import re
import statistics
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

from report import Run, Section, details, ms, table, top_parts, verdict

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

GOAL_P50_MS = 30.0
CALLS = ("start", "approve_plan", "approve_result")


class Clock:
    """Exclusive time per label: a wrapped call's time minus the wrapped calls inside it."""

    def __init__(self):
        self.totals: dict[str, float] = defaultdict(float)
        self.counts: dict[str, int] = defaultdict(int)
        self._local = threading.local()

    def reset(self) -> None:
        self.totals.clear()
        self.counts.clear()

    def wrap(self, label: str, fn):
        clock = self

        def timed(*args, **kwargs):
            stack = clock._local.__dict__.setdefault("stack", [])
            stack.append(0.0)
            started = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                elapsed = time.perf_counter() - started
                inner = stack.pop()
                clock.totals[label] += elapsed - inner
                clock.counts[label] += 1
                if stack:
                    stack[-1] += elapsed
        return timed


def statement_label(query: str) -> str:
    """'sql: COMMIT', 'sql: INSERT steps', 'sql: SELECT step_runs': the statement kind and its table."""
    words = query.replace("(", " ").split()
    first = words[0].upper() if words else "?"
    if first in ("BEGIN", "COMMIT", "ROLLBACK"):
        return f"sql: {first}" + (" (durable write: WAL + fsync)" if first == "COMMIT" else "")
    upper = [w.upper() for w in words]
    for keyword in ("INTO", "UPDATE", "FROM"):
        if keyword in upper and upper.index(keyword) + 1 < len(words):
            return f"sql: {first} {words[upper.index(keyword) + 1]}"
    return f"sql: {first}"


class TimedConnection:
    """A DuckDB connection whose statements are timed by kind and table."""

    def __init__(self, conn, clock: Clock):
        self._conn = conn
        self._clock = clock
        self._wrapped: dict[str, object] = {}

    def _timed(self, method: str, query: str):
        label = statement_label(query)
        key = method + label
        if key not in self._wrapped:
            self._wrapped[key] = self._clock.wrap(label, getattr(self._conn, method))
        return self._wrapped[key]

    def execute(self, query, *args):
        self._timed("execute", query)(query, *args)
        return self

    def executemany(self, query, *args):
        self._timed("executemany", query)(query, *args)
        return self

    def __getattr__(self, name):
        return getattr(self._conn, name)


def instrument(clock: Clock) -> None:
    """Wrap the store, the model call and risk analysis so each call's time can be split."""
    from nbcopilot.engine import views
    from nbcopilot.llm.roles import Roles
    from nbcopilot.store.duckdb_store import DuckDBStore

    if getattr(DuckDBStore, "_bench_clock", None) is not None:
        raise RuntimeError("instrument() runs once per process")
    DuckDBStore._bench_clock = clock
    real_open = DuckDBStore._open
    DuckDBStore._open = clock.wrap(OPEN, lambda self: TimedConnection(real_open(self), clock))
    DuckDBStore._release = clock.wrap("store: let go of the file (close, checkpoint)", DuckDBStore._release)
    for name in ("commit", "create", "load", "latest_runs", "lease", "match", "last_attempts", "latest_payload",
                 "latest_unfinished", "rejections_since_approval", "record_llm_call"):
        setattr(DuckDBStore, name, clock.wrap("store: Python (JSON, snapshots)", getattr(DuckDBStore, name)))
    Roles._ask = clock.wrap("model: scripted LLM via LlamaIndex", Roles._ask)
    views.assess = clock.wrap("engine: risk analysis", views.assess)


def make_copilot(path: str):
    from harness.scripted_llm import ScriptedLLM
    from harness.scripted_roles import Models

    from nbcopilot import Copilot, ReviewPolicy

    models = Models()
    one_step = json.dumps([{"description": "Summarise weekly revenue by region", "kind": "text"}])
    planner = ScriptedLLM(respond=lambda prompt: one_step)
    policy = ReviewPolicy(anchors=("after_plan", "before_result"))
    return Copilot(store=path, planner=planner, executor=models.executor, helper=models.helper,
                   namespace={}, memory=False, policy=policy)


OPEN = "store: open the file (connect)"
COMMIT = statement_label("COMMIT")


def one_task(cp, clock: Clock, samples: dict, breakdown: dict, transitions: list, opens: dict | None = None,
             commits: dict | None = None) -> None:
    task = None
    for name in CALLS:
        clock.reset()
        started = time.perf_counter()
        if name == "start":
            task = cp.start("Weekly revenue by region for the EMEA team")
        else:
            task = task.approve()
        elapsed = time.perf_counter() - started
        samples[name].append(elapsed)
        if opens is not None:
            opens[name].append(clock.counts.get(OPEN, 0))
        if commits is not None:
            commits[name].append(clock.counts.get(COMMIT, 0))
        accounted = sum(clock.totals.values())
        for label, seconds in clock.totals.items():
            breakdown[name][label].append(seconds)
        breakdown[name]["engine: the rest (machine, prompts, views)"].append(elapsed - accounted)
    assert task.state == "done", task.state
    transitions.append(task)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = (len(ordered) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return (ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)) * 1000


def profile(path: str, reps: int) -> str:
    """The engine's own hotspots (not instrumented), by exclusive time."""
    cp = make_copilot(path)
    for _ in range(3):
        task = cp.start("warm up")
        task.approve().approve()
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(reps):
        cp.start("Weekly revenue by region").approve().approve()
    profiler.disable()
    cp.close()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(14)
    return out.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--profile", type=int, default=0, help="also cProfile this many tasks (separate store)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        # profiled first, before the wrappers go in
        hotspots = profile(os.path.join(tmp, "profile.duckdb"), args.profile) if args.profile else ""
        clock = Clock()
        instrument(clock)
        cp = make_copilot(os.path.join(tmp, "overhead.duckdb"))
        samples, breakdown, tasks = defaultdict(list), defaultdict(lambda: defaultdict(list)), []
        opens, commits = defaultdict(list), defaultdict(list)
        for _ in range(args.warmup):
            one_task(cp, clock, defaultdict(list), defaultdict(lambda: defaultdict(list)), [])
        for _ in range(args.reps):
            one_task(cp, clock, samples, breakdown, tasks, opens, commits)
        per_call_transitions = {}
        history = cp.history(tasks[-1].id)
        cp.close()
        # which transitions each call wrote: start ends at review_plan, the first approve at review_result
        states = list(history["to_state"])
        cut1 = states.index("review_plan") + 1
        cut2 = states.index("review_result") + 1
        per_call_transitions = {"start": cut1, "approve_plan": cut2 - cut1, "approve_result": len(states) - cut2}

        result = {"reps": args.reps, "calls": {}}
        print(f"{args.reps} tasks (1 text step, file store, scripted models); times in ms")
        for name in CALLS:
            values = samples[name]
            means = {label: statistics.fmean(v) * 1000 for label, v in breakdown[name].items()}
            result["calls"][name] = {"p50_ms": pct(values, 50), "p99_ms": pct(values, 99),
                                     "mean_ms": statistics.fmean(values) * 1000,
                                     "transitions": per_call_transitions[name], "breakdown_ms": means,
                                     "file_opens": statistics.median(opens[name]),
                                     "commits": statistics.median(commits[name])}
            print(f"\n{name:15s} p50 {pct(values, 50):6.1f}  p99 {pct(values, 99):6.1f}  mean "
                  f"{statistics.fmean(values) * 1000:6.1f}  ({per_call_transitions[name]} transitions, "
                  f"{statistics.median(commits[name]):.0f} commits, {statistics.median(opens[name]):.0f} file opens)")
            for label, ms in sorted(means.items(), key=lambda kv: -kv[1]):
                print(f"    {label:45s} {ms:6.2f}")
        everything = [sum(v) for v in zip(*(samples[n] for n in CALLS))]
        result["task_p50_ms"] = pct(everything, 50)
        print(f"\nwhole task (3 calls) p50 {pct(everything, 50):.1f} ms")

        if hotspots:
            print(f"\n== cProfile of {args.profile} tasks (no wrappers), top by exclusive time")
            print(hotspots[hotspots.find("ncalls"):] if "ncalls" in hotspots else hotspots)
    print("BENCH_JSON " + json.dumps({"overhead": result, "goal_p50_ms": GOAL_P50_MS}))


TITLE = "2. Overhead per API call, scripted models, file store"
NAMES = {"start": "`cp.start(goal)` → review_plan", "approve_plan": "`task.approve()` → runs the step → review_result",
         "approve_result": "`task.approve()` → done"}


def render(run: Run) -> Section:
    """RESULTS.md's section: p50/p99 per call beside the goal, and where each call's time goes."""
    section = Section()
    data, goal = run.json["overhead"], run.json["goal_p50_ms"]
    rows = []
    for key, call in data["calls"].items():
        name, ok = NAMES.get(key, key), call["p50_ms"] <= goal
        commits = f"{call['commits']:.0f}" if "commits" in call else "—"
        rows.append([name, ms(call["p50_ms"]), ms(call["p99_ms"]), call["transitions"], commits,
                     f"{call.get('file_opens', 0):.0f}", f"≤ {goal:.0f} ms", verdict(ok)])
        section.goal(f"API overhead p50 ≤ {goal:.0f} ms: {name}", f"{call['p50_ms']:.1f} ms", ok)
        if not ok:
            section.limits.append(f"**API overhead, {name}** (p50 {call['p50_ms']:.1f} ms, {call['transitions']} "
                                  f"transitions in {commits} commits, {call.get('file_opens', 0):.0f} file opens): "
                                  f"mean split {top_parts(call['breakdown_ms'])}.")
    section.body += table(["call", "p50 ms", "p99 ms", "transitions", "commits (fsync)", "file opens", "goal (p50)",
                           "verdict"], rows)
    calls = data["calls"].values()
    labels = sorted({label for c in calls for label in c["breakdown_ms"]},
                    key=lambda label: -sum(c["breakdown_ms"].get(label, 0) for c in calls))
    section.body += ["", f"Where the time goes (mean ms per call over {data['reps']} tasks, exclusive):", ""]
    section.body += table(["part", *data["calls"]],
                          [[label, *(ms(c["breakdown_ms"].get(label), 2) for c in calls)] for label in labels])
    if "== cProfile" in run.stdout:
        profile = run.stdout[run.stdout.index("== cProfile"):].strip()[:4000]
        section.body += details("cProfile, top functions by exclusive time", without_folders(profile))
    return section


def without_folders(text: str) -> str:
    """File paths cut to what says where the code is (nbcopilot/… or the file's name), not this machine's folders."""
    return re.sub(r"/\S*?/(nbcopilot/\S+?|[^/\s]+)\.py", r"\1.py", text)


if __name__ == "__main__":
    main()
