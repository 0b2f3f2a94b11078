"""The victim side of the crash harness: the scripted three-step task a forked process drives until it is killed.

Everything here runs in a victim (forked by crash_harness.py's zygote) or is shared with the resumer that audits
it afterwards (crash_audit.py): the task's plan and the code of its python steps, the scripted models, the armed
points where a victim holds still to be killed, and the loop that approves every review.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

GOAL = "Log a run, delete the temp file, and summarise"
PLAN = [{"description": "Append a line to the run log", "kind": "python"},
        {"description": "Delete the temp file", "kind": "python", "risky": True},
        {"description": "Summarise the run", "kind": "text"}]
RISKY_STEPS = (0, 1)  # the append writes a file, the delete removes one: both wait for approval
TRANSITIONS = 17
"""Transitions a victim writes when nothing goes wrong (start … done); an armed transition is one of them."""
LLM_CALLS = 4
"""Planner once, executor once per step."""
STORE_CONFIG = {"autoinstall_known_extensions": False, "autoload_known_extensions": False}
"""The store's own connection settings: DuckDB refuses a second in-process connection that differs, and the
store may still hold the file for a few milliseconds after a code step starts."""

# ---------------------------------------------------------------- the task the victim drives

def store_of(work: Path) -> str:
    """The store a kill point's processes open: the PostgreSQL URL in `store.url`, else the DuckDB file."""
    url = work / "store.url"
    return url.read_text() if url.exists() else str(work / "store.duckdb")


def plain_connection_code(work: Path) -> str:
    """Python that opens `_con`, a plain connection to the store outside nbcopilot (`.execute().fetchone()`)."""
    store = store_of(work)
    if store.startswith("postgresql://"):
        return f"import psycopg\n_con = psycopg.connect({store!r}, autocommit=True)\n"
    return f"import duckdb\n_con = duckdb.connect({store!r}, config={STORE_CONFIG!r})\n"


def step_code(index: int, work: Path) -> str:
    """A python step's code. It asks the store which attempt it is and whether it was approved, then logs that."""
    action = {0: f"with open({str(work / 'appended.txt')!r}, 'a') as f:\n    f.write(f'attempt {{_attempt}}\\n')\n"
                 "_said = f'appended attempt {_attempt}'",
              1: f"_victim = {str(work / 'victim.txt')!r}\n"
                 "_said = 'deleted the temp file' if os.path.exists(_victim) else 'the temp file was already gone'\n"
                 "if os.path.exists(_victim):\n    os.remove(_victim)"}[index]
    return f"""import json, os, time
{plain_connection_code(work)}_attempt = _con.execute("SELECT max(attempt) FROM step_runs WHERE step = {index} AND status = 'running'").fetchone()[0]
_approved = _con.execute("SELECT count(*) FROM reviews WHERE step = {index} AND anchor = 'before_risky_step' "
                         "AND decision IN ('approve', 'edit')").fetchone()[0]
_con.close()
_hold = json.loads(os.environ.get('NBC_CRASH_CODE') or 'null')
def _log(event):
    with open({str(work / 'run.log')!r}, 'a') as f:
        f.write(json.dumps({{"step": {index}, "attempt": _attempt, "approved": _approved > 0, "event": event,
                            "pid": os.getpid()}}) + "\\n")
def _pause(where):
    if _hold and _hold["step"] == {index} and _hold["where"] == where:
        open(_hold["marker"], "w").close()
        time.sleep(_hold["seconds"])
        open(_hold["marker"] + ".passed", "w").close()
_log("start")
_pause("before")
{action}
_pause("after")
_log("end")
print(_said)
"""


def make_models(work: Path, arm: dict | None = None):
    """Scripted planner/executor/helper for the crash task; `arm` = {"call": n} holds the n-th model call."""
    from harness.scripted_llm import ScriptedLLM

    calls = [0]

    def hold() -> None:
        calls[0] += 1
        if arm and arm.get("call") == calls[0]:
            hold_still(work, arm["seconds"])

    def plan(prompt: str) -> str:
        hold()
        return json.dumps({"steps": PLAN})

    def step(prompt: str) -> str:
        hold()
        doing = prompt.split("The step to do now: ", 1)[1].split("\n", 1)[0]
        for index, planned in enumerate(PLAN):
            if planned["description"] == doing and planned["kind"] == "python":
                return f"```python\n{step_code(index, work)}```"
        return f"Summary: the run was logged and the temp file removed ({doing})."

    def helper(prompt: str) -> str:
        hold()
        return "Resumed."

    return ScriptedLLM(respond=plan), ScriptedLLM(respond=step), ScriptedLLM(respond=helper)


def open_copilot(work: Path, arm: dict | None = None, **kw):
    from nbcopilot import Copilot

    planner, executor, helper = make_models(work, arm)
    return Copilot(store=store_of(work), planner=planner, executor=executor, helper=helper,
                   namespace={}, memory=False, **kw)


def output_text(output: Any) -> str:
    return "" if output is None else output if isinstance(output, str) else output.text()


def hold_still(work: Path, seconds: float) -> None:
    """Tell the parent the armed point is reached, wait there to be killed, and say so if the kill never came."""
    (work / "marker").touch()
    time.sleep(seconds)
    (work / "marker.passed").touch()


def _record(work: Path, entry: dict) -> None:
    with open(work / "progress.jsonl", "a") as f:
        f.write(json.dumps(entry) + "\n")


def drive_to_done(task, cp, on_review=None, moves: int = 40):
    """Approve every review (resume a pause) until the task is done; `on_review(task)` runs before each approval."""
    for _ in range(moves):
        if task.state == "done":
            return task
        if task.state == "paused":
            task = cp.resume(task.id)
            continue
        if task.review is None:
            raise AssertionError(f"task rests in {task.state} with no review to approve")
        if on_review:
            on_review(task)
        task.approve(review=task.review.id)
    raise AssertionError(f"task did not finish in {moves} moves; it is {task.state}")


def victim(spec: dict) -> None:
    """The body of a forked victim: arm the kill point, then start the task (or, for the second victim of a
    `twice` point, take over the one the first left) and approve everything, noting each approval that returned."""
    work = Path(spec["work"])
    arm = spec.get("arm") or {}
    phase = arm.get("first", spec["phase"])
    if phase == "code":
        os.environ["NBC_CRASH_CODE"] = json.dumps({**arm, "marker": str(work / "marker")})
    if phase == "transition":
        _arm_transition(work, arm)
    cp = open_copilot(work, arm if phase == "llm" else None)
    if spec.get("short_lease"):
        cp._store.lease_seconds = spec["short_lease"]  # so the resumer can also prove a dead lease expires
    if spec["phase"] == "resume":
        tasks = cp.tasks()
        if tasks.empty:
            return
        task = cp.resume(tasks["id"].iloc[0], take_over=True)
    else:
        task = cp.start(GOAL)
        _record(work, {"task": task.id})
    for _ in range(40):
        if task.state == "done":
            break
        if task.state == "paused":
            task = cp.resume(task.id)
            continue
        review = task.review
        output = review.content.get("output") if isinstance(review.content, dict) else None
        _record(work, {"review": review.id, "anchor": review.anchor, "step": review.step, "output": output,
                       "reason": review.reason})
        task.approve(review=review.id)
        _record(work, {"approved": review.id})
    _record(work, {"finished": task.state})
    cp.close()


def _arm_transition(work: Path, arm: dict) -> None:
    """Hold still inside the n-th transition's transaction: before or after its log row is written."""
    from nbcopilot.store.sql_store import SQLStore

    count = [0]
    original = SQLStore._append  # both backends write a transition's log row here

    def append(self, con, task, transition, now, *rest):
        count[0] += 1
        armed = count[0] == arm["transition"]
        if armed and arm["where"] == "before":
            hold_still(work, arm["seconds"])
        original(self, con, task, transition, now, *rest)
        if armed and arm["where"] == "after":
            hold_still(work, arm["seconds"])

    SQLStore._append = append
