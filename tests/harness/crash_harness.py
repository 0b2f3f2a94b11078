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

The parts: crash_victim.py (the task a victim drives), crash_audit.py (the audit), and here the kill
points, the zygote that forks victims, and the soak that runs kill points and counts their outcomes.

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
from dataclasses import asdict, dataclass, field
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]  # tests/, so that `harness.*` imports when this file runs as a script
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

# imported after the path is set, so that they resolve when this file runs as a script
from harness.crash_audit import Outcome, resume_and_check  # noqa: E402
from harness.crash_victim import LLM_CALLS, RISKY_STEPS, TRANSITIONS, victim  # noqa: E402

PHASES = ("transition", "code", "llm", "anytime", "twice")
PAUSE = 0.6
"""Seconds the victim holds still at an armed point; the kill lands at a random moment inside it."""


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
