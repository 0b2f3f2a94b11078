"""Several processes, one store (a DuckDB file, and PostgreSQL): a dead kernel's task resumes exactly where it stood, and two kernels
working at once lose nothing."""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from nbcopilot import Copilot, ReviewPolicy
from harness.scripted_roles import Models
from harness.store_sql import sql
from harness.store_backends import ENGINE

pytestmark = pytest.mark.parametrize("store_path", ENGINE, indirect=True)

TESTS = Path(__file__).parents[1]


def run_child(code: str, timeout: float = 120) -> subprocess.Popen:
    prelude = f"import sys, os, json\nsys.path.insert(0, {str(TESTS)!r})\n"
    return subprocess.Popen([sys.executable, "-c", prelude + textwrap.dedent(code)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_a_new_process_resumes_a_task_whose_first_process_died_at_a_review(store_path, tmp_path):
    log = tmp_path / "ran.log"
    child = run_child(f"""
        from nbcopilot import Copilot
        from harness.scripted_roles import Models
        models = Models()
        models.plans.append([{{"description": "Append to the run log", "kind": "python"}},
                             {{"description": "Summarise"}}])
        models.code["Append to the run log"] = "with open({str(log)!r}, 'a') as f:\\n    f.write('ran\\\\n')"
        cp = Copilot(store={store_path!r}, planner=models.planner, executor=models.executor, helper=models.helper,
                     namespace={{}}, memory=False)
        task = cp.start("log a run").approve()
        assert task.review.anchor == "before_risky_step", task.review
        task.approve()
        print(json.dumps({{"id": task.id, "state": task.state, "review": task.review.id,
                          "anchor": task.review.anchor}}), flush=True)
        os._exit(0)
    """)
    out, err = child.communicate(timeout=120)
    assert child.returncode == 0, err
    died = json.loads(out.strip().splitlines()[-1])
    assert died["anchor"] == "after_risky_step" and log.read_text() == "ran\n"

    models = Models()
    cp = Copilot(store=store_path, planner=models.planner, executor=models.executor, helper=models.helper,
                 namespace={}, memory=False)
    task = cp.resume(died["id"])
    assert (task.state, task.review.id, task.review.anchor) == (died["state"], died["review"], "after_risky_step")
    assert models.executor.prompts == [] and models.planner.prompts == []
    task.approve()
    assert task.state == "review_result"
    assert task.approve().state == "done"
    assert log.read_text() == "ran\n"  # the finished step never ran again
    cp.close()


def test_two_processes_each_start_and_approve_fifteen_tasks_on_one_store(store_path):
    Copilot(store=store_path, memory=False).close()  # create the schema once, before the race
    code = f"""
        from nbcopilot import Copilot, ReviewPolicy
        from harness.scripted_roles import Models
        models = Models()
        models.plans.extend([[{{"description": "Write a one-line summary"}}]] * 15)
        cp = Copilot(store={store_path!r}, planner=models.planner, executor=models.executor, helper=models.helper,
                     namespace={{}}, memory=False, policy=ReviewPolicy(anchors=("after_plan",)))
        done = []
        for n in range(15):
            task = cp.start(f"task {{n}} from pid {{os.getpid()}}")
            assert task.state == "review_plan"
            done.append(task.approve().state)
        print(json.dumps(done))
    """
    children = [run_child(code), run_child(code)]
    outputs = [child.communicate(timeout=300) for child in children]
    for child, (out, err) in zip(children, outputs):
        assert child.returncode == 0, err
        assert json.loads(out.strip().splitlines()[-1]) == ["done"] * 15
    with Copilot(store=store_path, memory=False) as cp:
        tasks = cp.tasks()
        assert len(tasks) == 30 and set(tasks["state"]) == {"done"}
        counts = sql(cp._store, "SELECT task_id, count(*) AS n, max(seq) AS last FROM transitions GROUP BY task_id")
        assert len(counts) == 30 and (counts["n"] == counts["last"] + 1).all()  # no gap in any task's log


def test_a_fresh_kernel_is_offered_a_namespace_rebuild_that_holds_risky_steps(store_path, tmp_path):
    scratch = tmp_path / "scratch.txt"
    scratch.write_text("x")
    child = run_child(f"""
        from nbcopilot import Copilot, ReviewPolicy
        from harness.scripted_roles import Models
        models = Models()
        models.plans.append([{{"description": "Build the totals", "kind": "python"}},
                             {{"description": "Remove the scratch file", "kind": "python"}}])
        models.code["Build the totals"] = "totals = {{'EMEA': 5}}"
        models.code["Remove the scratch file"] = "import os\\nos.remove({str(scratch)!r})"
        cp = Copilot(store={store_path!r}, planner=models.planner, executor=models.executor, helper=models.helper,
                     namespace={{}}, memory=False)
        task = cp.start("totals").approve().approve()
        assert task.state == "review_step", task.state
        print(task.id)
        os._exit(0)
    """)
    out, err = child.communicate(timeout=120)
    assert child.returncode == 0, err
    assert not scratch.exists()
    scratch.write_text("x")  # the analyst recreated it; a rebuild must not delete it unapproved
    namespace: dict = {}
    models = Models()
    cp = Copilot(store=store_path, planner=models.planner, executor=models.executor, helper=models.helper,
                 namespace=namespace, memory=False)
    task = cp.resume(out.strip().splitlines()[-1])
    assert "task.rebuild()" in task.resume_message and "totals" not in namespace  # offered, never auto-run
    assert [o["step"] for o in task.rebuild_offer()] == [0, 1]
    report = task.rebuild()
    assert [r["status"] for r in report] == ["ok", "held"]
    assert namespace["totals"] == {"EMEA": 5} and scratch.exists()
    assert task.refresh().state == "review_step"  # the task itself did not move
    cp.close()


def test_one_driver_per_task_another_kernel_must_take_over_explicitly(store_path):
    import threading

    import pytest

    from nbcopilot.errors import CopilotError, TaskBusy

    gate = threading.Event()
    first = Models()
    first.plans.append([{"description": "Slow step"}, {"description": "Second step"}])
    plain = first.executor._respond
    first.executor._respond = lambda prompt: (gate.wait(30), plain(prompt))[1]
    a = Copilot(store=store_path, planner=first.planner, executor=first.executor, helper=first.helper,
                namespace={}, memory=False)
    task = a.start("slow work")
    outcome = {}

    def drive():
        try:
            outcome["state"] = task.approve().state
        except CopilotError as error:
            outcome["error"] = error

    worker = threading.Thread(target=drive)
    worker.start()
    second = Models()
    b = Copilot(store=store_path, planner=second.planner, executor=second.executor, helper=second.helper,
                namespace={}, memory=False)
    for _ in range(500):
        if b.task(task.id).state == "executing":
            break
        threading.Event().wait(0.01)
    with pytest.raises(TaskBusy, match="take it over with cp.resume"):
        b.resume(task.id)
    taken = b.resume(task.id, take_over=True)  # the analyst insists: kernel b drives from here
    gate.set()
    worker.join(30)
    assert "changed by another kernel" in str(outcome.get("error", ""))  # kernel a stopped, ran nothing more
    assert taken.state == "review_result" and taken.refresh().state == "review_result"
    a.close()
    b.close()
