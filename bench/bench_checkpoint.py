"""Checkpointing: nbcopilot's DuckDB store against LangGraph's SQLite checkpointer, N steps of 2 KB outputs.

    /work/venv/bin/python bench/bench_checkpoint.py [--steps 25 200 1000] [--lg-python /tmp/bench-lg/bin/python]

nbcopilot: a task whose plan is edited at review_plan to N text steps (the planner proposes at most 30;
the analyst's edit is the public way to a longer plan), so all N steps then run unattended in that one
`edit()` call; the scripted executor writes a 2 KB output per step, and every transition is committed
to the DuckDB file. LangGraph: a one-node graph that loops N times, appending each 2 KB output to a
list channel reduced with operator.add (LangGraph's usual pattern), compiled with SqliteSaver and run
with durability="sync" (each step's checkpoint is written before the next step, as nbcopilot does).
Its beta DeltaChannel, which keeps only the new writes per checkpoint, is measured beside it.

Both sides run in fresh processes; LangGraph in its own venv. Bytes on disk are the files after
close (DuckDB: .duckdb + .wal; SQLite: the file + -wal + -shm). Goals: time per step no worse than
LangGraph's at every N; nbcopilot's bytes per step at the largest N within 1.5x those at 25 (counted
after the empty store's fixed size); far fewer bytes than LangGraph.

This module imports only the standard library at the top, so LangGraph's interpreter can run its side.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUTPUT_BYTES = 2048
GROWTH_GOAL = 1.5


def step_output(index: int) -> str:
    """A 2 KB step output that reads like an analysis result (a small table of figures), the same on both sides."""
    rng = random.Random(index)
    lines = [f"Step {index + 1}: revenue by region, week {index % 52 + 1}"]
    while sum(len(line) + 1 for line in lines) < OUTPUT_BYTES:
        region = rng.choice(["EMEA", "APAC", "AMER", "LATAM", "Nordics", "DACH", "Benelux", "Iberia"])
        lines.append(f"{region:8s} {rng.uniform(1e3, 1e6):12.2f} {rng.uniform(-20, 20):+6.1f}% {rng.randint(10, 9999):5d}")
    text = "\n".join(lines)[:OUTPUT_BYTES].rstrip()  # the engine strips answers: no trailing blanks
    return text + "." * (OUTPUT_BYTES - len(text))


def files_size(*paths: str) -> int:
    return sum(os.path.getsize(p) for p in paths if os.path.exists(p))


# -- nbcopilot's side (the project's venv) -------------------------------------------------------------

def nbcopilot_side(steps: int, workdir: str) -> dict:
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "bench"))
    sys.path.insert(0, str(ROOT / "tests"))
    from bench_overhead import COMMIT, Clock, instrument
    from scripted_llm import ScriptedLLM
    from scripted_roles import Models

    from nbcopilot import Copilot, ReviewPolicy

    def write(prompt: str) -> str:
        match = re.search(r"The step to do now: Step (\d+):", prompt)
        return step_output(int(match.group(1)) - 1)

    planner = ScriptedLLM(respond=lambda prompt: json.dumps([{"description": "Summarise revenue", "kind": "text"}]))
    executor = ScriptedLLM(respond=write)

    def copilot(path: str):
        return Copilot(store=path, planner=planner, executor=executor, helper=Models().helper, namespace={},
                       memory=False, policy=ReviewPolicy(anchors=("after_plan",)))

    empty = os.path.join(workdir, "empty.duckdb")
    copilot(empty).close()
    path = os.path.join(workdir, f"nbcopilot-{steps}.duckdb")
    clock = Clock()
    instrument(clock)  # splits the time per step; its wrappers cost microseconds
    cp = copilot(path)
    task = cp.start("Weekly revenue by region, one step per region and week")
    plan = [f"Step {i + 1}: summarise the revenue of region {i % 8} for week {i % 52 + 1}" for i in range(steps)]
    clock.reset()
    started = time.perf_counter()
    task = task.edit(plan)
    elapsed = time.perf_counter() - started
    per_step = {label: seconds / steps * 1000 for label, seconds in clock.totals.items()}
    per_step["engine: the rest (machine, prompts, views)"] = (elapsed - sum(clock.totals.values())) / steps * 1000
    assert task.state == "done" and len(task.plan) == steps, (task.state, len(task.plan))
    assert task.plan[-1].output == step_output(steps - 1)
    transitions = len(cp.history(task.id))
    cp.close()
    size = files_size(path, path + ".wal")
    return {"steps": steps, "seconds": elapsed, "bytes": size, "empty_store_bytes": files_size(empty, empty + ".wal"),
            "transitions": transitions, "breakdown_ms_per_step": per_step,
            "file_opens": clock.counts.get("store: open the file (connect)", 0), "commits": clock.counts.get(COMMIT, 0),
            "where": where_bytes_go(path)}


def where_bytes_go(path: str) -> dict:
    """Logical bytes per table and DuckDB's block use: what the file holds."""
    import duckdb

    con = duckdb.connect(path, read_only=True)
    columns = {"steps": "data", "step_runs": "coalesce(strlen(code), 0) + coalesce(strlen(output::VARCHAR), 0)",
               "transitions": "payload", "tasks": "snapshot"}
    logical = {}
    for table, expr in columns.items():
        expr = expr if "(" in expr else f"strlen({expr}::VARCHAR)"
        rows, size = con.execute(f"SELECT count(*), coalesce(sum({expr}), 0) FROM {table}").fetchone()
        logical[table] = {"rows": rows, "payload_bytes": int(size)}
    blocks = con.execute("PRAGMA database_size").fetchone()
    names = [d[0] for d in con.description]
    con.close()
    info = dict(zip(names, blocks))
    return {"logical": logical, "block_size": info.get("block_size"), "total_blocks": info.get("total_blocks"),
            "used_blocks": info.get("used_blocks"), "free_blocks": info.get("free_blocks")}


# -- LangGraph's side (run by LangGraph's interpreter) ---------------------------------------------------

def langgraph_side(steps: int, workdir: str, channel: str) -> dict:
    import operator
    import sqlite3
    from typing import Annotated, TypedDict

    from langgraph.checkpoint.sqlite import SqliteSaver
    from langgraph.graph import END, START, StateGraph

    if channel == "delta":
        from langgraph.channels.delta import DeltaChannel

        reducer = Annotated[list, DeltaChannel(lambda state, writes: state + [x for w in writes for x in w])]
    else:
        reducer = Annotated[list, operator.add]

    State = TypedDict("State", {"goal": str, "outputs": reducer})  # functional form: the annotation is local

    def work(state):  # no annotation: LangGraph would look the name up in this module's globals
        return {"outputs": [step_output(len(state["outputs"]))]}

    def route(state):
        return END if len(state["outputs"]) >= steps else "work"

    graph = StateGraph(State)
    graph.add_node("work", work)
    graph.add_edge(START, "work")
    graph.add_conditional_edges("work", route)
    path = os.path.join(workdir, f"langgraph-{channel}-{steps}.sqlite")
    conn = sqlite3.connect(path, check_same_thread=False)
    app = graph.compile(checkpointer=SqliteSaver(conn))
    config = {"configurable": {"thread_id": "bench"}, "recursion_limit": steps + 10}
    started = time.perf_counter()
    final = app.invoke({"goal": "Weekly revenue by region", "outputs": []}, config, durability="sync")
    elapsed = time.perf_counter() - started
    assert len(final["outputs"]) == steps and final["outputs"][-1] == step_output(steps - 1)
    checkpoints = conn.execute("SELECT count(*) FROM checkpoints").fetchone()[0]
    conn.close()
    size = files_size(path, path + "-wal", path + "-shm")
    return {"steps": steps, "seconds": elapsed, "bytes": size, "checkpoints": checkpoints, "channel": channel}


# -- the comparison ------------------------------------------------------------------------------------

def run_side(python: str, side: str, steps: int, workdir: str, channel: str = "add") -> dict:
    done = subprocess.run([python, os.path.abspath(__file__), "--side", side, "--steps", str(steps),
                           "--dir", workdir, "--channel", channel], capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        return {"steps": steps, "error": " | ".join(tail)[:400]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def lg_version(python: str) -> dict:
    code = ("import importlib.metadata as m, json; print(json.dumps({p: m.version(p) for p in "
            "('langgraph', 'langgraph-checkpoint', 'langgraph-checkpoint-sqlite')}))")
    done = subprocess.run([python, "-c", code], capture_output=True, text=True)
    return json.loads(done.stdout) if done.returncode == 0 else {}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, nargs="+", default=[25, 200, 1000])
    parser.add_argument("--lg-python", default="/tmp/bench-lg/bin/python")
    parser.add_argument("--no-delta", action="store_true", help="skip LangGraph's DeltaChannel variant")
    parser.add_argument("--side", choices=["nbcopilot", "langgraph"], help=argparse.SUPPRESS)
    parser.add_argument("--dir", help=argparse.SUPPRESS)
    parser.add_argument("--channel", default="add", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.side == "nbcopilot":
        print(json.dumps(nbcopilot_side(args.steps[0], args.dir)))
        return
    if args.side == "langgraph":
        print(json.dumps(langgraph_side(args.steps[0], args.dir, args.channel)))
        return

    have_lg = os.path.exists(args.lg_python)
    rows = []
    with tempfile.TemporaryDirectory() as workdir:
        for steps in args.steps:
            row = {"steps": steps, "nbcopilot": run_side(sys.executable, "nbcopilot", steps, workdir)}
            if have_lg:
                row["langgraph"] = run_side(args.lg_python, "langgraph", steps, workdir)
                if not args.no_delta:
                    row["langgraph_delta"] = run_side(args.lg_python, "langgraph", steps, workdir, "delta")
            for name in ("nbcopilot", "langgraph", "langgraph_delta"):
                r = row.get(name)
                if r is None:
                    continue
                if "error" in r:
                    print(f"N={steps:5d} {name:16s} failed: {r['error']}")
                    continue
                commits = f"  {r['commits'] / steps:.2f} commits/step" if "commits" in r else ""
                empty = f"  (empty store {r['empty_store_bytes'] / 1e6:.2f} MB)" if "empty_store_bytes" in r else ""
                print(f"N={steps:5d} {name:16s} {r['seconds'] / steps * 1000:8.2f} ms/step  "
                      f"{r['bytes'] / 1e6:10.2f} MB  {r['bytes'] / steps / 1e3:9.1f} KB/step{commits}{empty}")
            rows.append(row)
            for leftover in Path(workdir).glob("langgraph-*"):
                leftover.unlink()  # a 1000-step LangGraph file is about a gigabyte
    print("BENCH_JSON " + json.dumps({"checkpoint": rows, "langgraph_versions": lg_version(args.lg_python) if have_lg else {},
                                      "lg_python": args.lg_python if have_lg else None}))


if __name__ == "__main__":
    main()
