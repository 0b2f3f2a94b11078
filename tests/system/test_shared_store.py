"""One store, several processes at once: no write is lost, waits stay bounded, a held file gives StoreBusy.
The stories that are not about DuckDB's file lock run on PostgreSQL too (8 processes there).

Figures (printed with -s): the longest time any process waited to get the store (the file, or a pooled
PostgreSQL connection), and each child's call times.
"""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from nbcopilot import Copilot
from nbcopilot.errors import StoreBusy, TaskBusy
from harness.store_backends import ENGINE
from harness.store_sql import sql

TESTS = Path(__file__).parents[1]
PROCESSES = 3
TASKS_EACH = 4

PRELUDE = f"""
import json, os, sys, time
sys.path.insert(0, {str(TESTS)!r})
from nbcopilot.store.duckdb_store import DuckDBStore
from nbcopilot.store.postgres_store import PostgresStore

WAITS = [0.0]
def timed(store_class, name):
    real = getattr(store_class, name)
    def waited_for(self):
        started = time.perf_counter()
        try:
            return real(self)
        finally:
            WAITS.append(time.perf_counter() - started)
    setattr(store_class, name, waited_for)
timed(DuckDBStore, "_open")  # how long this process waited to get the file
timed(PostgresStore, "_checkout")  # how long it waited for a connection from its pool
"""


def child(code: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", PRELUDE + textwrap.dedent(code)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def last_json(out: str) -> dict:
    return json.loads(out.strip().splitlines()[-1])


DRIVER = """
from nbcopilot import Copilot
from harness.scripted_roles import Models
models = Models()
models.plans.extend([[{{"description": "Count to three", "kind": "python"}}, {{"description": "Say it"}}]] * 99)
models.code["Count to three"] = "sum([1, 1, 1])"
cp = Copilot(store={store!r}, planner=models.planner, executor=models.executor, helper=models.helper,
             namespace={{}}, memory=False, lock_timeout=60)
tasks, calls = {{}}, []
def timed(action):
    started = time.perf_counter()
    result = action()
    calls.append(time.perf_counter() - started)
    return result
for n in range({tasks}):
    task = timed(lambda: cp.start(f"count {{n}} in pid {{os.getpid()}}"))
    assert task.state == "review_plan", task.state
    timed(lambda: task.reject(f"plan {{n}} again, shorter", intent="refine_output"))
    assert task.state == "review_plan", task.state
    timed(task.approve)
    assert task.state == "review_result", (task.state, task.review)
    timed(task.approve)
    assert task.state == "done", task.state
    tasks[task.id] = len(cp.history(task.id))
cp.close()
print(json.dumps({{"tasks": tasks, "longest_wait": max(WAITS), "longest_call": max(calls), "calls": len(calls)}}))
"""


@pytest.mark.slow
@pytest.mark.parametrize("store_path, processes", [("duckdb-file", PROCESSES), ("postgres", 8)],
                         indirect=["store_path"])
def test_processes_driving_tasks_at_once_lose_no_write_and_wait_a_bounded_time(store_path, processes):
    Copilot(store=store_path, memory=False).close()
    children = [child(DRIVER.format(store=store_path, tasks=TASKS_EACH)) for _ in range(processes)]
    reports = []
    for process in children:
        out, err = process.communicate(timeout=300)
        assert process.returncode == 0, err[-3000:]
        reports.append(last_json(out))

    seen = {task_id: n for report in reports for task_id, n in report["tasks"].items()}
    assert len(seen) == processes * TASKS_EACH
    with Copilot(store=store_path, memory=False) as cp:
        tasks = cp.tasks()
        assert len(tasks) == processes * TASKS_EACH and set(tasks["state"]) == {"done"}
        log = sql(cp._store, "SELECT task_id, count(*) AS n, min(seq) AS first, max(seq) AS last "
                              "FROM transitions GROUP BY task_id")
        counted = dict(zip(log["task_id"], log["n"]))
        assert counted == seen  # every transition each process saw is in the file, and no more
        assert (log["first"] == 0).all() and (log["n"] == log["last"] + 1).all()
        corrections = cp.corrections()
        assert len(corrections) == processes * TASKS_EACH and set(corrections["intent"]) == {"refine_output"}
        runs = sql(cp._store, "SELECT status, count(*) AS n FROM step_runs GROUP BY status")
        assert dict(zip(runs["status"], runs["n"])) == {"done": 2 * processes * TASKS_EACH}

    longest_wait = max(r["longest_wait"] for r in reports)
    longest_call = max(r["longest_call"] for r in reports)
    print(f"\n{processes} processes x {TASKS_EACH} tasks: {sum(r['calls'] for r in reports)} calls, "
          f"longest wait for the file {longest_wait:.2f} s, longest call {longest_call:.2f} s")
    assert longest_wait < 60  # nobody hit the lock timeout (they would have raised StoreBusy)


HOLDER = """
import duckdb
while True:  # the kernel keeps the file a moment after each call (store.duckdb_store.LINGER_SECONDS)
    try:
        con = duckdb.connect({store!r})  # then holds it open, as a careless notebook might
        break
    except duckdb.IOException:
        time.sleep(0.01)
print("holding", flush=True)
time.sleep(120)
"""


def hold_store(store_path: str) -> subprocess.Popen:
    process = child(HOLDER.format(store=store_path))
    assert process.stdout.readline().strip() == "holding"
    return process


def one_sentence(message: str) -> bool:
    return "\n" not in message and message.endswith(".") and message.count(". ") == 0


def test_a_store_held_by_another_process_gives_one_clear_sentence_after_the_timeout(store_path, models):
    cp = Copilot(store=store_path, planner=models.planner, executor=models.executor, helper=models.helper,
                 namespace={}, memory=False, lock_timeout=0.5)
    task = cp.start("Analyze sales.csv")
    assert task.state == "review_plan"
    holder = hold_store(store_path)
    try:
        started = time.monotonic()
        with pytest.raises(StoreBusy) as refused:
            task.approve()
        waited = time.monotonic() - started
        message = str(refused.value)
        assert one_sentence(message) and store_path in message and "try again" in message
        assert refused.value.__cause__ is None and refused.value.__suppress_context__  # no DuckDB traceback
        assert 0.5 <= waited < 10
        with pytest.raises(StoreBusy):
            Copilot(store=store_path, memory=False, lock_timeout=0.3)  # opening waits the same way
        with pytest.raises(StoreBusy):
            cp.tasks()
    finally:
        holder.kill()
        holder.wait()
    # nothing was half-written: the refused approval simply did not happen, and now it does
    assert cp.task(task.id).state == "review_plan" and len(cp.history(task.id)) == 2
    assert task.approve().state == "review_result"
    cp.close()


HANGER = """
from nbcopilot import Copilot
from harness.scripted_llm import ScriptedLLM
from harness.scripted_roles import Models
models = Models()
models.plans.append([{{"description": "Wait for the warehouse", "kind": "python"}}])
models.code["Wait for the warehouse"] = "import time\\nopen({ready!r}, 'w').close()\\ntime.sleep(120)"
def slow(prompt):
    open({ready!r}, "w").close()
    time.sleep(120)
roles = {{"planner": models.planner, "executor": models.executor, "helper": models.helper}}
if {slow!r} in roles:
    roles[{slow!r}] = ScriptedLLM(respond=slow)
cp = Copilot(store={store!r}, namespace={{}}, memory=False, **roles)
cp._store.lease_seconds = {lease}
task = cp.start("wait for the warehouse").approve()  # approving the plan drafts the step
if task.state == "review_step":  # the code touches a file, so it waits for approval first
    task.approve()
"""


def busy_elsewhere(store_path: str, slow: str, folder: Path, lease: float = 30.0) -> subprocess.Popen:
    """A process working a task that is stuck in a long model call (slow="planner"/"executor") or code step."""
    Copilot(store=store_path, memory=False).close()
    ready = folder / "ready"
    worker = child(HANGER.format(store=store_path, slow=slow, lease=lease, ready=str(ready)))
    deadline = time.monotonic() + 60
    while not ready.exists():
        assert worker.poll() is None, worker.stderr.read()[-2000:]
        assert time.monotonic() < deadline, "the worker never reached its slow call"
        time.sleep(0.02)
    return worker


def refuses_resume(store_path: str, models) -> tuple[str, float]:
    """(TaskBusy's message, seconds it took to read the task list) from another process's point of view."""
    with Copilot(store=store_path, planner=models.planner, executor=models.executor, helper=models.helper,
                 namespace={}, memory=False, lock_timeout=5) as cp:
        started = time.monotonic()
        tasks = cp.tasks()
        read_in = time.monotonic() - started
        assert len(tasks) == 1 and tasks["state"].iloc[0] in ("planning", "executing")
        with pytest.raises(TaskBusy) as busy:
            cp.resume(tasks["id"].iloc[0])
        return str(busy.value), read_in


@pytest.mark.parametrize("store_path", ENGINE, indirect=True)
def test_a_task_in_a_long_model_call_elsewhere_is_busy_but_the_store_stays_readable(store_path, models, tmp_path):
    worker = busy_elsewhere(store_path, "executor", tmp_path)
    try:
        message, read_in = refuses_resume(store_path, models)
        assert one_sentence(message) and "take_over=True" in message
        print(f"\nread the store in {read_in:.3f} s while another process waited on its model")
    finally:
        worker.kill()
        worker.wait()


@pytest.mark.parametrize("store_path", ENGINE, indirect=True)
def test_a_task_still_in_its_first_plan_elsewhere_is_busy(store_path, models, tmp_path):
    worker = busy_elsewhere(store_path, "planner", tmp_path)
    try:
        message, _ = refuses_resume(store_path, models)
        assert "take_over=True" in message
    finally:
        worker.kill()
        worker.wait()


@pytest.mark.parametrize("store_path", ENGINE, indirect=True)
def test_a_lease_is_renewed_while_a_slow_code_step_runs(store_path, models, tmp_path):
    worker = busy_elsewhere(store_path, "code", tmp_path, lease=1.0)
    try:
        time.sleep(2.5)  # the code step is still running, well past the one-second lease
        refuses_resume(store_path, models)
    finally:
        worker.kill()
        worker.wait()
