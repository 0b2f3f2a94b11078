"""Fork / time travel: a new task from an earlier checkpoint, the original untouched, both histories saying so;
code already run is not undone, and the fork offers to re-run its own steps — through the API, the timeline
and the form."""
from __future__ import annotations

import ipywidgets as w
import pytest

from nbcopilot import ReviewPolicy
from nbcopilot.errors import BadInput
from nbcopilot.notebook.forms import ReviewForm
from nbcopilot.notebook.timeline import Timeline
from harness.store_sql import sql
from harness.store_backends import ENGINE

pytestmark = pytest.mark.parametrize("store_path", ENGINE, indirect=True)

GOAL = "Analyze sales.csv"
TWO_CODE_STEPS = [{"description": "Load sales.csv into a DataFrame", "kind": "python"},
                  {"description": "Total the sales", "kind": "python", "risky": True}]
"""Step 2 is marked risky, so it is reviewed before it runs: a review to fork from between two code steps."""
BEFORE_RISK = ReviewPolicy(anchors=("after_plan", "before_risky_step", "before_result"))


def record(cp, task_id: str) -> tuple:
    """Everything the store says of a task: its checkpoint, its transitions and its step runs."""
    runs = sql(cp._store, "SELECT step, attempt, status, output FROM step_runs WHERE task_id = ? ORDER BY step, attempt",
                           (task_id,))
    transitions = sql(cp._store, "SELECT seq, event, to_state FROM transitions WHERE task_id = ? ORDER BY seq",
                                  (task_id,))
    return cp._store.load(task_id), transitions.to_dict("records"), runs.to_dict("records")


def done_task(cp):
    task = cp.start(GOAL)
    plan_review = task.review.id
    while task.state.startswith("review"):
        task.approve()
    assert task.state == "done"
    return task, plan_review


def test_a_fork_from_the_plan_review_starts_over_and_leaves_the_original_untouched(make_copilot, models):
    cp = make_copilot()
    task, plan_review = done_task(cp)
    before = record(cp, task.id)
    fork = task.fork(review=plan_review)
    assert fork.id != task.id and fork.goal == task.goal
    assert fork.state == "review_plan" and fork.review.anchor == "after_plan" and fork.review.id != plan_review
    assert [s.status for s in fork.plan] == ["pending", "pending"] and fork.result is None
    assert fork.origin["task"] == task.id and fork.origin["review"] == plan_review
    assert fork.origin["ran_after"] == [{"step": 0, "description": "Load sales.csv into a DataFrame"}]
    while fork.state.startswith("review"):
        fork.approve()
    assert fork.state == "done"
    assert record(cp, task.id) == before  # nothing of the original changed
    assert task.refresh().state == "done"


def test_both_histories_and_the_task_list_say_so(make_copilot, models):
    cp = make_copilot()
    task, plan_review = done_task(cp)
    fork = task.fork(review=plan_review)
    mine = cp.history(fork.id)
    assert mine["event"].iloc[0] == "fork" and task.id in mine["payload"].iloc[0]
    theirs = cp.history(task.id)
    forked = theirs[theirs["event"] == "forked"]
    assert len(forked) == 1 and fork.id in forked["payload"].iloc[0] and forked["seq"].iloc[0] == fork.origin["seq"]
    tasks = cp.tasks().set_index("id")
    assert tasks.loc[fork.id, "forked_from"] == task.id and tasks["forked_from"].isna()[task.id]


def test_a_fork_from_the_result_review_keeps_the_outputs_up_to_there(make_copilot, models):
    cp = make_copilot()
    task = cp.start(GOAL).approve()
    assert task.state == "review_result"
    result_review = task.review.id
    task.reject("make it shorter", intent="refine_output")  # the original moves on; the fork goes back
    fork = task.fork(review=result_review)
    assert fork.state == "review_result" and [s.status for s in fork.plan] == ["done", "done"]
    assert fork.plan[1].output == "Done: Sum revenue by region and take the top three."  # before the refinement
    assert task.refresh().plan[1].output == "DONE: SUM REVENUE BY REGION AND TAKE THE TOP THREE."
    assert fork.origin["ran_after"] == []  # the fork point is after every code run: nothing to undo
    assert fork.approve().state == "done" and task.refresh().state == "review_result"


def test_a_fork_from_a_working_transition_goes_on_working(make_copilot, models):
    cp = make_copilot(ReviewPolicy(anchors=("before_result",)))
    task = cp.start(GOAL)
    history = cp.history(task.id)
    first_run = int(history[(history["event"] == "finished") & (history["step"] == 0)]["seq"].iloc[0])
    fork = task.fork(seq=first_run)  # step 1 had just finished; step 2 was next
    assert fork.state == "review_result" and fork.plan[0].attempt == 1  # step 1 was not run again


@pytest.mark.parametrize("where, message", [
    ({}, "fork from one point"),
    ({"review": "r-1", "seq": 1}, "fork from one point"),
    ({"seq": -1}, "seq is a transition number"),
    ({"seq": True}, "seq is a transition number"),
    ({"seq": 999}, "has no transition 999 yet"),
    ({"review": "r-nope"}, "has no review 'r-nope'"),
])
def test_a_bad_fork_point_is_one_sentence(make_copilot, models, where, message):
    cp = make_copilot()
    task = cp.start(GOAL)
    with pytest.raises(BadInput, match=message) as refused:
        task.fork(**where)
    assert "\n" not in str(refused.value)
    assert len(cp.tasks()) == 1


def test_a_task_recorded_before_checkpoints_were_kept_is_refused_clearly(make_copilot, models):
    cp = make_copilot()
    task = cp.start(GOAL)
    sql(cp._store, "UPDATE transitions SET checkpoint = NULL WHERE task_id = ? RETURNING seq", (task.id,))
    with pytest.raises(BadInput, match="recorded before checkpoints were kept"):
        task.fork(seq=1)


def fork_between_code_steps(cp, models):
    models.plans.append(TWO_CODE_STEPS)
    models.code["Total the sales"] = "total = sum(sales.values())\ntotal"
    namespace = cp.namespace()
    task = cp.start(GOAL).approve()
    assert task.state == "review_step" and task.review.anchor == "before_risky_step"
    ran = task.review.id
    namespace["sales"] = {"EMEA": 500}  # what the kernel holds later on
    while task.state.startswith("review"):
        task.approve()
    assert task.state == "done" and namespace["total"] == 500
    return task, ran, namespace


def test_code_already_run_is_not_undone_and_the_fork_offers_to_rerun_its_steps(make_copilot, models):
    cp = make_copilot(BEFORE_RISK)
    task, ran, namespace = fork_between_code_steps(cp, models)
    fork = task.fork(review=ran)
    assert fork.state == "review_step" and fork.plan[0].status == "done" and fork.plan[1].status == "drafted"
    assert fork.origin["ran_after"] == [{"step": 1, "description": "Total the sales"}]  # step 2 ran after the point
    assert namespace["total"] == 500  # not undone
    assert [offer["step"] for offer in fork.rebuild_offer()] == [0]
    assert fork.rebuild() == [{"step": 0, "status": "ok", "error": None}]
    assert namespace["sales"] == {"EMEA": 5, "APAC": 7, "AMER": 6}  # back as at the fork point


def test_the_fork_form_says_what_was_not_undone_and_one_click_reruns(make_copilot, models):
    cp = make_copilot(BEFORE_RISK)
    task, ran, namespace = fork_between_code_steps(cp, models)
    form = ReviewForm(cp, task.fork(review=ran))
    text = " ".join(x.value for x in walk(form.widget) if isinstance(x, w.HTML))
    assert f"Forked from task {task.id} at review {ran}; that task is unchanged." in text
    assert "Code already run is not undone: step(s) 2 ran in the original after this point" in text
    rerun = [x for x in walk(form.widget) if isinstance(x, w.Button) and x.description == "Re-run step(s) 1"]
    assert len(rerun) == 1
    rerun[0].click()
    assert form.wait(20)
    assert "Re-ran the finished code steps (step 1: ok)." in form.message.value
    assert namespace["sales"] == {"EMEA": 5, "APAC": 7, "AMER": 6}


def test_fork_from_here_on_the_timeline_opens_the_fork_in_its_own_form(make_copilot, models):
    cp = make_copilot()
    task, plan_review = done_task(cp)
    form = ReviewForm(cp, task)
    form.timeline_button.value = True
    timeline = form.timeline_box.children[0]
    assert isinstance(timeline, Timeline)
    reviews = [e for e in timeline.events if e["kind"] == "review"]
    assert [e["anchor"] for e in reviews] == ["after_plan", "before_result"]  # each offers "Fork from here"
    timeline._message(timeline, {"fork": reviews[0]["seq"]}, [])  # what the browser's button sends
    assert timeline.forked and timeline.error == ""
    assert len(form.forks) == 1 and form.forks[0].task.id == timeline.forked
    assert form.timeline_box.children[-1] is form.forks[0].widget
    assert form.forks[0].task.state == "review_plan"
    assert [e["kind"] for e in timeline.events][-1] == "fork"  # the original's timeline says so
    timeline._message(timeline, {"fork": 999}, [])
    assert "has no transition 999 yet" in timeline.error and len(form.forks) == 1


def walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)
