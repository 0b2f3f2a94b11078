"""Crash injection: SIGKILL a process that drives a scripted task, resume the task in another, audit the record.

The victim runs a three-step task and approves every review: a python step that appends to a log, a risky
python step that deletes a temp file, and a text step. It is killed at a seeded point in one of four phases:

- ``transition``: inside a store transaction (the victim pauses between writing the transition row and COMMIT,
  or just before it), so the store must roll the half-written transition back (DuckDB on the next open,
  PostgreSQL when the connection drops);
- ``code``: while a code step runs (before or after its side effect);
- ``llm``: while the planner, executor or helper is answering;
- ``anytime``: after a random delay, wherever the victim happens to be;
- ``twice``: one of the first three, then a second process takes the task over and is killed as well.

Victims are forked from a warm "zygote" process that has imported everything once, so a kill point costs the
task's own time, not three seconds of imports. The resumer (this process) opens the store, resumes the task
(after checking that a live lease refuses it without ``take_over``), approves its way to done and audits:

- every code run logs (step, attempt, approved-before-run) read from the store at run time, so a run whose
  "running" row was not committed first, a repeated attempt, or a risky run without approval shows in the log;
- a step runs again only after an approved review of its interruption;
- every review the victim saw approved is still approved, with the same output, and the store is gapless.

The store is a DuckDB file, or a PostgreSQL database when the work folder holds a `store.url` (CrashLab's
`backend="postgres"`; the server is tests/harness/pg_server.py's).

Soak:  python tests/harness/crash_harness.py --soak 200 [--seed 7] [--backend postgres]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

TESTS = Path(__file__).resolve().parents[1]  # tests/, so that `harness.*` imports when this file runs as a script
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

GOAL = "Log a run, delete the temp file, and summarise"
PLAN = [{"description": "Append a line to the run log", "kind": "python"},
        {"description": "Delete the temp file", "kind": "python", "risky": True},
        {"description": "Summarise the run", "kind": "text"}]
RISKY_STEPS = (0, 1)  # the append writes a file, the delete removes one: both wait for approval
PHASES = ("transition", "code", "llm", "anytime", "twice")
PAUSE = 0.6
"""Seconds the victim holds still at an armed point; the kill lands at a random moment inside it."""
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


# ---------------------------------------------------------------- kill points

@dataclass(frozen=True)
class KillPoint:
    number: int
    phase: str
    arm: dict
    """What the victim holds still at (a transition, a code step, a model call); empty for `anytime`."""
    when: float
    """Armed phases: seconds after the victim reaches the armed point. `anytime`: the fraction of a clean run's
    duration (measured once per run) after which the victim is killed."""
    short_lease: float | None = None
    then: float | None = None
    """`twice` only: a second victim takes the task over and is killed after this fraction of a clean run."""

    def describe(self) -> str:
        what = ", ".join(f"{k}={v}" for k, v in self.arm.items() if k != "seconds")
        when = f"+{self.when:.2f}s" if self.arm else f"at {self.when:.0%} of a run"
        then = f", then the resumer at {self.then:.0%}" if self.then is not None else ""
        return f"#{self.number} {self.phase}({what}) {when}{then}" + (" short-lease" if self.short_lease else "")


def kill_points(count: int, seed: int) -> list[KillPoint]:
    """`count` seeded kill points, the phases taken in turn so every phase gets its share."""
    rng = random.Random(seed)
    points = []
    for number in range(count):
        phase = PHASES[number % len(PHASES)]
        first = rng.choice(PHASES[:3]) if phase == "twice" else phase
        if first == "transition":
            arm = {"transition": rng.randint(1, TRANSITIONS), "where": rng.choice(["before", "after"])}
        elif first == "code":
            arm = {"step": rng.choice(RISKY_STEPS), "where": rng.choice(["before", "after"])}
        elif first == "llm":
            arm = {"call": rng.randint(1, LLM_CALLS)}
        else:
            arm = {}
        if arm:
            arm["seconds"] = PAUSE
        if phase == "twice":
            arm = {"first": first, **arm}
        when = rng.uniform(0.02, 0.9) if phase == "anytime" else rng.uniform(0.0, PAUSE * 0.6)
        short_lease = 0.5 if rng.random() < 0.25 else None
        then = round(rng.uniform(0.02, 0.6), 3) if phase == "twice" else None
        points.append(KillPoint(number, phase, arm, round(when, 3), short_lease, then))
    return points


# ---------------------------------------------------------------- the zygote: warm forks for victims

class Zygote:
    """A warm process that forks victims on request; `spawn` returns the victim's pid, `reap` how it ended."""

    def __init__(self):
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(TESTS.parent),
                                                                        os.environ.get("PYTHONPATH")]))}
        self.process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--zygote"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
        ready = self._read()
        if ready.get("ready") is not True:
            raise RuntimeError(f"the crash zygote did not start: {ready}")

    def _read(self) -> dict:
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the crash zygote exited")
        return json.loads(line)

    def spawn(self, spec: dict) -> int:
        self.process.stdin.write(json.dumps(spec) + "\n")
        self.process.stdin.flush()
        return self._read()["pid"]

    def reap(self) -> dict:
        return self._read()

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(timeout=10)


def zygote_main() -> None:
    import duckdb  # noqa: F401  everything a victim needs, imported once before any fork
    import pandas  # noqa: F401
    import llama_index.core.llms  # noqa: F401
    import nbcopilot.api  # noqa: F401
    import nbcopilot.engine.views  # noqa: F401
    import nbcopilot.execution.risk  # noqa: F401
    import nbcopilot.execution.run  # noqa: F401
    import nbcopilot.llm.roles  # noqa: F401
    import nbcopilot.store.duckdb_store  # noqa: F401
    import nbcopilot.store.postgres_store  # noqa: F401
    import psycopg  # noqa: F401
    import psycopg_pool  # noqa: F401
    from harness import scripted_llm  # noqa: F401
    try:
        import nbcopilot.memory.working  # noqa: F401
    except ImportError:
        pass

    out = sys.stdout
    print(json.dumps({"ready": True}), file=out, flush=True)
    for line in sys.stdin:
        spec = json.loads(line)
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                log = os.open(os.path.join(spec["work"], "victim.err"), os.O_WRONLY | os.O_CREAT | os.O_APPEND)
                os.dup2(log, 1)
                os.dup2(log, 2)
                devnull = os.open(os.devnull, os.O_RDONLY)
                os.dup2(devnull, 0)
                victim(spec)
                code = 0
            except BaseException:
                import traceback

                traceback.print_exc()
            finally:
                sys.stderr.flush()
                os._exit(code)
        print(json.dumps({"pid": pid}), file=out, flush=True)
        _, status = os.waitpid(pid, 0)
        print(json.dumps({"pid": pid, "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
                          "code": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None}), file=out, flush=True)


# ---------------------------------------------------------------- the audit

@dataclass
class Outcome:
    point: str
    killed: bool = False
    """The victim died by SIGKILL (False: it finished before the kill landed)."""
    in_window: bool = False
    """The kill landed while the victim held still at its armed point (always False for `anytime`)."""
    killed_again: bool = False
    """`twice`: the process that took the task over was killed as well."""
    task_existed: bool = False
    resumed: bool = False
    """The task existed after the kill and the resumer drove it to done."""
    busy_refused: bool = False
    """A live lease refused the plain resume (TaskBusy); only possible when the victim died working."""
    lease_expired: bool = False
    reran_after_approval: int = 0
    """Interrupted steps run again, each after the analyst approved the interruption's review."""
    lost: list[str] = field(default_factory=list)
    ran_twice: list[str] = field(default_factory=list)
    unapproved_risky: list[str] = field(default_factory=list)
    store: list[str] = field(default_factory=list)
    """Problems opening or reading the store."""

    @property
    def ok(self) -> bool:
        return not (self.lost or self.ran_twice or self.unapproved_risky or self.store)


def read_jsonl(path: Path) -> list[dict]:
    if not path.exists():
        return []
    lines = path.read_text().splitlines()
    # a kill may cut the very last line short; a half line is no record of anything
    return [json.loads(line) for line in lines if line.strip() and line.rstrip().endswith("}")]


def audit_starts(transitions: list[dict]) -> tuple[set[tuple[int, int]], list[str]]:
    """Walk the store's transition log in order: every (step, attempt) it started, and each start of a step that
    had started before without an approved review of its interruption in between (this harness never rejects,
    so an approved interruption is the only way a step may start again)."""
    started, findings = set(), []
    interrupted: set[int] = set()
    cleared: Counter = Counter()
    for row in transitions:
        payload, step = row["payload"] or {}, row["step"]
        if row["event"] == "recover" and "interrupted" in payload:
            interrupted.add(payload["interrupted"])
        elif row["event"] in ("approve", "edit") and step in interrupted:
            interrupted.discard(step)
            cleared[step] += 1
        elif row["event"] == "started":
            if any(s == step for s, _ in started):
                if cleared[step]:
                    cleared[step] -= 1
                else:
                    findings.append(f"step {step} started again (attempt {payload.get('attempt')}) without an "
                                    "approved review of its interruption")
            started.add((step, payload.get("attempt")))
    return started, findings


def audit_runs(log: list[dict], transitions: list[dict]) -> tuple[list, list]:
    """(ran twice, unapproved risky) findings from the run log (what the code did) and the store's transitions."""
    started, ran_twice = audit_starts(transitions)
    unapproved = []
    starts = [e for e in log if e["event"] == "start"]
    for (step, attempt), n in Counter((e["step"], e["attempt"]) for e in starts).items():
        if attempt is None:
            ran_twice.append(f"step {step} ran with no 'running' row committed first")
        elif n > 1:
            ran_twice.append(f"step {step} attempt {attempt} ran {n} times")
        elif (step, attempt) not in started:
            ran_twice.append(f"step {step} attempt {attempt} ran but the store never started it")
    for e in starts:
        if e["step"] in RISKY_STEPS and not e["approved"]:
            unapproved.append(f"risky step {e['step']} attempt {e['attempt']} ran before its approval")
    return ran_twice, unapproved


def read_store(work: Path) -> dict:
    """The store's record, read with a plain connection (DuckDB's also replays the WAL)."""
    scope: dict = {}
    exec(plain_connection_code(work), scope)
    con = scope["_con"]
    try:
        def rows(query: str) -> list[dict]:
            cursor = con.execute(query)
            names = [d[0] for d in cursor.description]
            return [dict(zip(names, r)) for r in cursor.fetchall()]

        tables = {t["table_name"] for t in rows("SELECT table_name FROM information_schema.tables "
                                                "WHERE table_schema NOT IN ('pg_catalog', 'information_schema')")}
        counts = {t: con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in sorted(tables)}
        record = {
            "counts": counts,
            "tasks": rows("SELECT id, state, seq FROM tasks") if "tasks" in tables else [],
            "transitions": [{**r, "payload": json.loads(r["payload"]) if r["payload"] else {}} for r in
                            rows("SELECT task_id, seq, event, step, anchor, CAST(payload AS VARCHAR) AS payload "
                                 "FROM transitions ORDER BY task_id, seq")]
            if "transitions" in tables else [],
            "reviews": {r["id"]: r for r in rows("SELECT id, anchor, step, decision FROM reviews")}
            if "reviews" in tables else {},
            "runs": rows("SELECT step, attempt, status FROM step_runs") if "step_runs" in tables else [],
        }
        if "duckdb" in type(con).__module__:
            con.execute("CHECKPOINT")
        return record
    finally:
        con.close()


def check_store(record: dict) -> list[str]:
    problems = []
    for task in record["tasks"]:
        seqs = [t["seq"] for t in record["transitions"] if t["task_id"] == task["id"]]
        if seqs != list(range(len(seqs))):
            problems.append(f"task {task['id']}: transition log has gaps or repeats: {seqs}")
        if seqs and seqs[-1] != task["seq"]:
            problems.append(f"task {task['id']}: checkpoint seq {task['seq']} but the log ends at {seqs[-1]}")
    return problems


def resume_and_check(work: Path, outcome: Outcome) -> Outcome:
    """Open the store in this process, resume the task, drive it to done and audit everything."""
    from nbcopilot.errors import TaskBusy

    stored = (work / "store.duckdb").exists() or (work / "store.url").exists()
    progress = read_jsonl(work / "progress.jsonl")
    try:
        before = read_store(work) if stored else None
    except Exception as error:  # noqa: BLE001 — any failure to open is the finding
        outcome.store.append(f"the store did not open after the kill: {type(error).__name__}: {error}")
        return outcome
    if before:
        outcome.store += check_store(before)
    cp = open_copilot(work)
    try:
        tasks = cp.tasks()
        if tasks.empty:
            if any("task" in p for p in progress):
                outcome.lost.append("the victim started a task that the store no longer has")
            if read_jsonl(work / "run.log"):
                outcome.ran_twice.append("code ran for a task the store never recorded")
            return outcome
        outcome.task_existed = True
        task_id, state = tasks["id"].iloc[0], tasks["state"].iloc[0]
        from nbcopilot.engine.states import WORKING, State

        working = State(state) in WORKING
        owner, until = cp._store.lease(task_id)
        live = bool(owner) and until is not None and until > time.time()
        task = None
        if live:
            try:
                task = cp.resume(task_id)
                if until > time.time():  # still live now, so it was live all through the call
                    outcome.store.append(f"a live lease did not refuse the resume of a task left {state}")
                outcome.lease_expired = True  # a short lease ran out while the resume was on its way
            except TaskBusy as error:
                outcome.busy_refused = "take_over=True" in str(error)
                while time.time() < until < time.time() + 5:  # a short lease: wait it out, then resume plainly
                    time.sleep(0.05)
                outcome.lease_expired = until <= time.time()
        elif working and owner:
            outcome.lease_expired = True
        if task is None:
            task = cp.resume(task_id, take_over=live and not outcome.lease_expired)

        def before_approval(t) -> None:
            # nothing may run between the resume and an approval: the log only grows after approvals
            if t.review.reason == "interrupted":
                outcome.reran_after_approval += 1

        task = drive_to_done(task, cp, before_approval)
        outcome.resumed = task.state == "done"
        final = {s.index: output_text(s.output) for s in task.plan}
    finally:
        cp.close()

    after = read_store(work)
    outcome.store += check_store(after)
    approved = {p["approved"] for p in progress if "approved" in p}
    for shown in (p for p in progress if "review" in p and p["review"] in approved):
        review = after["reviews"].get(shown["review"])
        if review is None or review["decision"] != "approve":
            outcome.lost.append(f"review {shown['review']} ({shown['anchor']}) was approved but the store says "
                                f"{review and review['decision']}")
        elif shown["reason"] == "interrupted":
            continue  # approving an interruption means "run it again": its (empty) output is not a result
        elif shown["output"] is not None and shown["step"] is not None and final[shown["step"]] != shown["output"]:
            outcome.lost.append(f"step {shown['step']}'s approved output changed: {shown['output']!r} → "
                                f"{final[shown['step']]!r}")
    log = read_jsonl(work / "run.log")
    ran_twice, unapproved = audit_runs(log, after["transitions"])
    outcome.ran_twice += ran_twice
    outcome.unapproved_risky += unapproved
    done = Counter(r["step"] for r in after["runs"] if r["status"] == "done")
    outcome.ran_twice += [f"step {s} has {n} finished runs" for s, n in done.items() if n > 1]
    if (work / "victim.txt").exists():
        outcome.lost.append("the task is done but the temp file was never deleted")
    # The append step's side effect: one line per attempt that got that far, and the finished attempt's line.
    appended = (work / "appended.txt").read_text().splitlines() if (work / "appended.txt").exists() else []
    starts = {f"attempt {e['attempt']}" for e in log if e["step"] == 0 and e["event"] == "start"}
    finished = [f"attempt {r['attempt']}" for r in after["runs"] if r["step"] == 0 and r["status"] == "done"]
    if len(appended) != len(set(appended)) or not set(appended) <= starts or not set(finished) <= set(appended):
        outcome.lost.append(f"the append step's file {appended} does not match its runs {sorted(starts)}")
    return outcome


# ---------------------------------------------------------------- running kill points

class CrashLab:
    """A zygote, a folder for kill points, and the duration of a clean run (measured once, for `anytime`)."""

    def __init__(self, root: Path, backend: str = "duckdb-file"):
        self.root = Path(root)
        self.backend = backend
        self.zygote = Zygote()
        self.clean_seconds: float | None = None

    def calibrate(self) -> Outcome:
        """Run one victim to the end without a kill; its audit must be clean and its time scales `anytime`."""
        started = time.monotonic()
        outcome = self._run(KillPoint(-1, "clean", {}, 0.0), kill=False)
        self.clean_seconds = time.monotonic() - started
        return outcome

    def run_point(self, point: KillPoint) -> Outcome:
        if self.clean_seconds is None and (not point.arm or point.then is not None):
            self.calibrate()
        return self._run(point, kill=True)

    def _run(self, point: KillPoint, kill: bool) -> Outcome:
        work = self.root / (f"kill-{point.number:04d}" if point.number >= 0 else "clean")
        work.mkdir(parents=True)
        if self.backend == "postgres":
            from harness import pg_server

            (work / "store.url").write_text(pg_server.database_for(work))
        (work / "victim.txt").write_text("delete me only after approval\n")
        spec = {"work": str(work), "phase": point.phase, "arm": point.arm, "short_lease": point.short_lease}
        pid = self.zygote.spawn(spec)
        started = time.monotonic()
        if kill:
            if point.arm:
                while not (work / "marker").exists() and _alive(pid) and time.monotonic() - started < 60:
                    time.sleep(0.002)
                time.sleep(point.when)
            else:
                time.sleep(point.when * self.clean_seconds)
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        ended = self.zygote.reap()
        if kill and not point.arm and ended["signal"] != signal.SIGKILL:
            # the run beat its kill: runs are quicker than the calibration said (load varies), so aim earlier
            self.clean_seconds = min(self.clean_seconds, time.monotonic() - started)
        outcome = Outcome(point.describe(), killed=ended["signal"] == signal.SIGKILL,
                          in_window=(work / "marker").exists() and not (work / "marker.passed").exists())
        if not outcome.killed and ended["code"] != 0:
            outcome.store.append(f"the victim failed on its own: {(work / 'victim.err').read_text()[-2000:]}")
            return outcome
        if point.then is not None and outcome.killed:
            # a second process takes the task over and dies too, at a random moment of its own run
            pid = self.zygote.spawn({"work": str(work), "phase": "resume", "arm": {}})
            time.sleep(point.then * self.clean_seconds)
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            ended = self.zygote.reap()
            outcome.killed_again = ended["signal"] == signal.SIGKILL
            if not outcome.killed_again and ended["code"] != 0:
                outcome.store.append(f"the second victim failed: {(work / 'victim.err').read_text()[-2000:]}")
                return outcome
        return resume_and_check(work, outcome)

    def close(self) -> None:
        self.zygote.close()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False


@dataclass
class Figures:
    tried: int = 0
    killed: int = 0
    in_window: int = 0
    killed_again: int = 0
    resumed: int = 0
    nothing_to_resume: int = 0
    lost: int = 0
    ran_twice: int = 0
    unapproved_risky: int = 0
    store_problems: int = 0
    busy_refused: int = 0
    lease_expired: int = 0
    reran_after_approval: int = 0
    by_phase: dict = field(default_factory=dict)
    failures: list = field(default_factory=list)
    started: float = field(default_factory=time.monotonic)

    @property
    def seconds(self) -> float:
        return time.monotonic() - self.started

    def add(self, point: KillPoint, outcome: Outcome) -> None:
        self.tried += 1
        self.killed += outcome.killed
        self.in_window += outcome.in_window
        self.killed_again += outcome.killed_again
        self.resumed += outcome.resumed
        self.nothing_to_resume += not outcome.task_existed
        self.lost += bool(outcome.lost)
        self.ran_twice += bool(outcome.ran_twice)
        self.unapproved_risky += bool(outcome.unapproved_risky)
        self.store_problems += bool(outcome.store)
        self.busy_refused += outcome.busy_refused
        self.lease_expired += outcome.lease_expired
        self.reran_after_approval += outcome.reran_after_approval
        self.by_phase[point.phase] = self.by_phase.get(point.phase, 0) + 1
        if not outcome.ok:
            self.failures.append(asdict(outcome))

    def summary(self) -> str:
        return (f"kill points tried: {self.tried} (by phase: {self.by_phase}); killed by SIGKILL: {self.killed} "
                f"(inside the armed window: {self.in_window}; the taking-over process killed too: "
                f"{self.killed_again}); resumed to done: {self.resumed}; killed before the "
                f"task was recorded: {self.nothing_to_resume}; lost: {self.lost}; ran twice: {self.ran_twice}; "
                f"unapproved risky: {self.unapproved_risky}; store problems: {self.store_problems}; live lease "
                f"refused a plain resume: {self.busy_refused}; dead lease expired and resumed without take_over: "
                f"{self.lease_expired}; interrupted steps re-run after an approved review: "
                f"{self.reran_after_approval}; {self.seconds:.0f} s")


def run(points: list[KillPoint], root: Path, progress=None, backend: str = "duckdb-file") -> Figures:
    figures = Figures()
    lab = CrashLab(root, backend)
    try:
        clean = lab.calibrate()
        if not clean.ok:
            raise AssertionError(f"a run without a kill did not audit clean: {clean}")
        for point in points:
            outcome = lab.run_point(point)
            figures.add(point, outcome)
            if progress:
                progress(point, outcome)
    finally:
        lab.close()
    return figures


def scratch_dir() -> str | None:
    """Where kill points keep their files: a RAM disk when there is one (DuckDB opens and closes the store on
    every call, and a SIGKILL, unlike a power cut, loses nothing the kernel has been given), else the default."""
    shm = Path("/dev/shm")
    return str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--soak", type=int, default=24, help="how many kill points to try")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", help="keep each kill point's files under this folder")
    parser.add_argument("--backend", choices=["duckdb-file", "postgres"], default="duckdb-file")
    parser.add_argument("--zygote", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.zygote:
        zygote_main()
        return 0
    import tempfile

    def show(point: KillPoint, outcome: Outcome) -> None:
        mark = "ok " if outcome.ok else "BAD"
        print(f"{mark} {outcome.point}: killed={outcome.killed}{'+again' if outcome.killed_again else ''} "
              f"resumed={outcome.resumed} "
              f"busy={outcome.busy_refused} expired={outcome.lease_expired} reran={outcome.reran_after_approval}"
              + ("" if outcome.ok else f" {outcome.lost + outcome.ran_twice + outcome.unapproved_risky + outcome.store}"),
              flush=True)

    with tempfile.TemporaryDirectory(prefix="nbcopilot-crash-", dir=scratch_dir()) as tmp:
        root = Path(args.keep) if args.keep else Path(tmp)
        figures = run(kill_points(args.soak, args.seed), root, show, args.backend)
    print(figures.summary())
    return 0 if not figures.failures else 1


if __name__ == "__main__":
    sys.exit(main())
