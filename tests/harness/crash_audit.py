"""The crash harness's audit: after a kill, resume the task in this process, drive it to done and check the record.

What a kill point's outcome is (`Outcome`), how the run log and the store's transitions are read (`read_jsonl`,
`read_store`), the rules they must obey (`audit_starts`, `audit_runs`, `check_store`), and `resume_and_check`,
which applies them all to one kill point's folder.
"""
from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from harness.crash_victim import RISKY_STEPS, drive_to_done, open_copilot, output_text, plain_connection_code


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
