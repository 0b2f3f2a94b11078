"""Kill a process driving a task at seeded points, resume in another, and prove nothing was lost or run twice.

The harness is tests/harness/crash_harness.py, with crash_victim.py and crash_audit.py (its soak: `python
tests/harness/crash_harness.py --soak 200`). Here: the audit's own rules on made-up records, one clean run, then 20
kill points spread over the five phases — on a DuckDB file and on PostgreSQL.
"""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from harness import crash_audit, crash_harness
from harness.crash_harness import PHASES, CrashLab, Figures, KillPoint
from harness.store_backends import ENGINE

SEED = 20260
COUNT = 20
POINTS = crash_harness.kill_points(COUNT, SEED)


# ---------------------------------------------------------------- the audit catches what it claims to

def start(step, attempt, approved=True):
    return {"step": step, "attempt": attempt, "approved": approved, "event": "start"}


def move(event, step=None, **payload):
    return {"event": event, "step": step, "payload": payload}


def started(step, attempt):
    return move("started", step, attempt=attempt)


def test_the_audit_passes_a_single_approved_run_of_each_step():
    log = [start(0, 1), start(1, 1), start(2, 1)]
    assert crash_audit.audit_runs(log, [started(0, 1), started(1, 1), started(2, 1)]) == ([], [])


def test_the_audit_flags_an_attempt_run_twice_a_run_with_no_running_row_and_one_the_store_never_started():
    twice, _ = crash_audit.audit_runs([start(0, 1), start(0, 1), start(1, None), start(2, 1)], [started(0, 1)])
    assert twice == ["step 0 attempt 1 ran 2 times", "step 1 ran with no 'running' row committed first",
                     "step 2 attempt 1 ran but the store never started it"]


def test_the_audit_allows_a_rerun_only_after_the_interruption_review_is_approved():
    log = [start(0, 1), start(0, 2)]
    unreviewed = [started(0, 1), move("recover", interrupted=0), started(0, 2), move("approve", 0)]
    reviewed = [started(0, 1), move("recover", interrupted=0), move("approve", 0), started(0, 2)]
    assert crash_audit.audit_runs(log, unreviewed)[0] == [
        "step 0 started again (attempt 2) without an approved review of its interruption"]
    assert crash_audit.audit_runs(log, reviewed) == ([], [])
    twice = reviewed + [move("recover", interrupted=0), started(0, 3)]  # one approval clears one re-run
    assert crash_audit.audit_runs(log + [start(0, 3)], twice)[0] == [
        "step 0 started again (attempt 3) without an approved review of its interruption"]


def test_the_audit_flags_a_risky_step_that_ran_before_its_approval():
    _, unapproved = crash_audit.audit_runs([start(1, 1, approved=False), start(2, 1, approved=False)],
                                       [started(1, 1), started(2, 1)])
    assert unapproved == ["risky step 1 attempt 1 ran before its approval"]  # step 2 is the text step


def test_kill_points_are_seeded_and_spread_over_every_phase():
    assert crash_harness.kill_points(COUNT, SEED) == POINTS
    assert crash_harness.kill_points(COUNT, SEED + 1) != POINTS
    assert {p.phase for p in POINTS} == set(PHASES)
    assert min(sum(p.phase == phase for p in POINTS) for phase in PHASES) == COUNT // len(PHASES)


# ---------------------------------------------------------------- real kills

@pytest.fixture(scope="module", params=ENGINE)
def lab(request):
    root = Path(tempfile.mkdtemp(prefix="nbcopilot-crash-", dir=crash_harness.scratch_dir()))
    lab = CrashLab(root, request.param)
    yield lab
    lab.close()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="module")
def tally(lab) -> Figures:
    """The kill points' figures on the lab's backend."""
    return Figures()


@pytest.mark.slow
def test_a_run_without_a_kill_finishes_and_audits_clean(lab):
    outcome = lab.calibrate()
    assert outcome.ok, outcome
    assert outcome.resumed and not outcome.killed
    assert not (lab.root / "clean" / "victim.txt").exists()


@pytest.mark.slow
@pytest.mark.parametrize("point", POINTS, ids=KillPoint.describe)
def test_a_killed_task_resumes_with_nothing_lost_nothing_run_twice_nothing_unapproved(lab, tally, point):
    outcome = lab.run_point(point)
    tally.add(point, outcome)
    assert outcome.ok, outcome
    assert outcome.resumed or not outcome.task_existed, outcome


@pytest.mark.slow
def test_the_kill_points_really_killed_mid_work_in_every_phase(lab, tally):
    if tally.tried < COUNT:
        pytest.skip("runs after all the kill points (run the whole file)")
    print(tally.summary())
    assert tally.killed >= COUNT * 3 // 4, tally.summary()
    assert tally.in_window >= COUNT // 2, tally.summary()  # the armed phases were hit where they were aimed
    assert tally.by_phase == {phase: COUNT // len(PHASES) for phase in PHASES}
    assert tally.resumed + tally.nothing_to_resume == COUNT
    assert tally.reran_after_approval >= 1 and tally.busy_refused >= 1, tally.summary()
    assert tally.killed_again >= 1, tally.summary()  # a process that took a killed task over died too


@pytest.mark.slow
def test_an_interrupted_attempt_is_recorded_as_interrupted_not_running(lab):
    point = KillPoint(900, "code", {"step": 0, "where": "before", "seconds": crash_harness.PAUSE}, 0.05)
    outcome = lab.run_point(point)
    assert outcome.ok and outcome.reran_after_approval == 1, outcome
    runs = crash_audit.read_store(lab.root / "kill-0900")["runs"]
    assert sorted((r["attempt"], r["status"]) for r in runs if r["step"] == 0) == [(1, "interrupted"), (2, "done")]
