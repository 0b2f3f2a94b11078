"""The API hands the notebook face what the engine knew: the correction a move made, a task's timeline with each
edit and reject carrying its own correction, and the latest unfinished task."""
from __future__ import annotations

GOAL = "Analyze sales.csv and find the top three regions by revenue"


def test_a_reject_hands_back_the_correction_it_made_and_other_moves_none(cp):
    task = cp.start(GOAL).approve()
    assert task.correction is None
    task.reject("say which region is first", intent="retry_step", step=1)
    made = task.correction
    assert (made.kind, made.intent, made.classifier, made.confidence) == ("reject", "retry_step", "explicit", 1.0)
    assert made.feedback == "say which region is first" and made.step == 1 and made.anchor == "before_result"
    task.approve()
    assert task.state == "done" and task.correction is None


def test_an_edit_hands_back_its_correction_with_no_intent(cp):
    task = cp.start(GOAL).approve()
    task.edit("EMEA, AMER, APAC")
    assert task.correction.kind == "edit" and task.correction.intent is None


def test_the_timeline_gives_each_reject_and_edit_the_correction_made_in_its_commit(cp):
    task = cp.start(GOAL)
    task.reject("start from the revenue column", intent="refine_output")
    task.approve()
    task.reject("name the first region", intent="retry_step", step=1)
    task.edit("EMEA first, then AMER and APAC")
    events = cp.timeline(task.id)
    moves = [(e.event, e.correction.feedback if e.event == "reject" else e.correction.kind)
             for e in events if e.event in ("reject", "edit")]
    assert moves == [("reject", "start from the revenue column"), ("reject", "name the first region"),
                     ("edit", "edit")]
    assert all(e.correction is None for e in events if e.event not in ("reject", "edit"))
    assert [e.seq for e in events] == sorted(e.seq for e in events)
    assert events[0].event == "start" and events[-1].to_state == "done"


def test_the_timeline_of_a_fork_holds_only_the_forks_own_corrections(cp):
    task = cp.start(GOAL)
    plan_review = task.review.id
    task.approve()
    task.reject("name the first region", intent="retry_step", step=1)
    fork = task.fork(review=plan_review)
    fork.reject("use the revenue column", intent="replan")
    rejects = [e for e in cp.timeline(fork.id) if e.event == "reject"]
    assert [r.correction.feedback for r in rejects] == ["use the revenue column"]
    forked = [e for e in cp.timeline(task.id) if e.event == "forked"]
    assert forked and forked[0].payload["into"] == fork.id


def test_the_latest_unfinished_task_is_the_one_resume_brings_back(cp):
    assert cp.latest_task() is None
    first = cp.start(GOAL)
    second = cp.start("Count the rows of sales.csv")
    assert cp.latest_task().id == second.id
    second.cancel()
    assert cp.latest_task().id == first.id == cp.resume().id
