"""The store contract, method by method, on every backend: a task's checkpoints, log, runs, reviews,
corrections, forks, leases and model calls, as the engine writes and reads them."""
from __future__ import annotations

import time
from dataclasses import replace

import pytest

from nbcopilot.errors import BadInput, ConcurrentUpdate, TaskNotFound
from nbcopilot.records import CorrectionRecord, Event, LLMCall, State, StepRun, Transition
from nbcopilot.store.schema import SCHEMA_VERSION
from harness.store_story import approved, finished, first_transition, planned, started


def run_step(store, task, index, output, *, review=False):
    """Commit a step's start ("running" before anything runs) and its end, as the runner does."""
    running, t = started(task, index)
    attempt = running.plan[index].attempt
    store.commit(task, running, t, run=StepRun(task.id, index, attempt, "running", code=f"step_{index}()"))
    done, t = finished(running, index, review=review)
    store.commit(running, done, t, run=StepRun(task.id, index, attempt, "done", code=f"step_{index}()",
                                                output=output))
    return done


def executing(store):
    """A task created at its plan review and its plan approved: (as created, as it is now)."""
    task = planned()
    store.create(task, first_transition(task))
    after, t = approved(task)
    store.commit(task, after, t)
    return task, after


def test_a_new_store_is_at_the_current_schema(store):
    assert store.schema_version() == SCHEMA_VERSION


def test_a_created_task_loads_back_as_it_was_written(store):
    task = planned()
    store.create(task, first_transition(task), owner="kernel-a")
    assert store.load(task.id) == task
    assert store.latest_payload(task.id, "planned") == {"lessons": [], "data": ["sales"]}
    assert store.latest_payload(task.id, "approve") is None


def test_a_second_task_with_the_same_id_is_refused_with_one_sentence(store):
    task = planned()
    store.create(task, first_transition(task))
    with pytest.raises(BadInput, match=r"already holds a task 't-0001'; a new task needs a new id\.$"):
        store.create(replace(task, goal="another goal"), first_transition(task))
    assert store.load(task.id).goal == task.goal


def test_an_unknown_task_is_named_in_the_error(store):
    with pytest.raises(TaskNotFound, match="there is no task 'nope'"):
        store.load("nope")
    with pytest.raises(TaskNotFound, match="there is no task 'nope'"):
        store.history_table("nope")


def test_each_commit_moves_the_checkpoint_and_appends_to_the_log(store):
    task, after = executing(store)
    done = run_step(store, after, 0, {"text": "loaded 3 rows"})
    assert store.load(task.id) == done
    log = store.history_table(task.id)
    assert log.seq.tolist() == [1, 2, 3, 4]
    assert log.event.tolist() == ["planned", "approve", "started", "finished"]


def test_a_commit_from_a_stale_checkpoint_is_refused_and_changes_nothing(store):
    task, after = executing(store)
    stale = replace(task, state=State.CANCELLED, review=None, seq=2)
    with pytest.raises(ConcurrentUpdate, match="changed by another kernel"):
        store.commit(task, stale, Transition(task.state, State.CANCELLED, Event.CANCEL))
    assert store.load(task.id) == after
    assert store.history_table(task.id).event.tolist() == ["planned", "approve"]


def test_runs_are_kept_per_attempt_and_the_newest_is_read(store):
    _, task = executing(store)
    task = run_step(store, task, 0, {"text": "first"})
    task = run_step(store, task, 0, {"text": "second"})  # a retry: attempt 2
    task = run_step(store, task, 1, {"text": "sum"})
    newest = store.latest_runs(task.id)
    assert {i: (r.attempt, r.status, r.output) for i, r in newest.items()} == {
        0: (2, "done", {"text": "second"}), 1: (1, "done", {"text": "sum"})}
    assert list(store.latest_runs(task.id, [1])) == [1]
    assert store.latest_runs(task.id, []) == {}
    assert store.last_attempts(task.id) == {0: 2, 1: 1}
    assert store.last_attempts("nope") == {}


def test_a_run_left_running_is_visible_to_the_next_reader(store):
    task, after = executing(store)
    running, t = started(after, 0)
    store.commit(after, running, t, run=StepRun(task.id, 0, 1, "running", code="step_0()"))
    (run,) = store.latest_runs(task.id).values()
    assert (run.status, run.code, run.output) == ("running", "step_0()", None)


def test_reviews_open_and_close_with_the_transitions_and_count_as_decisions(store):
    task, after = executing(store)
    anchors = store.anchor_figures()
    row = anchors.set_index("anchor").loc["after_plan"]
    assert (row.reviews, row.decisions) == (1, 1)
    assert store.total_figures()["decisions"] == 1


def test_corrections_are_kept_and_the_accepted_rejections_are_found(store):
    task = planned()
    store.create(task, first_transition(task))
    rejected = replace(task, rejections=1, seq=2)
    store.commit(task, rejected, Transition(task.state, task.state, Event.REJECT, payload={"intent": "replan"}),
                 correction=CorrectionRecord(task.id, task.review.id, None, "after_plan", "reject", "replan", 1.0,
                                             "explicit", "use revenue, not units", ["Load"], None))
    time.sleep(0.002)  # the approval comes after the rejection in time, as it does for an analyst
    after, t = approved(rejected)
    store.commit(rejected, after, t)
    assert store.rejections_since_approval(task.id, after.seq) == [("use revenue, not units", "replan")]
    assert store.rejections_since_approval(task.id, after.seq + 1) == []  # the approval is before seq 4
    table = store.correction_table()
    assert table[["task", "kind", "intent", "feedback"]].values.tolist() == [
        [task.id, "reject", "replan", "use revenue, not units"]]
    assert table.before.tolist() == ['["Load"]']


def test_a_tasks_corrections_carry_the_time_of_the_transition_that_made_them(store):
    task = planned()
    store.create(task, first_transition(task))
    other = planned("t-other")
    store.create(other, first_transition(other))
    rejected = replace(task, rejections=1, seq=2)
    store.commit(task, rejected, Transition(task.state, task.state, Event.REJECT, payload={"intent": "replan"}),
                 correction=CorrectionRecord(task.id, task.review.id, None, "after_plan", "reject", "replan", 1.0,
                                             "explicit", "use revenue, not units", ["Load"], None))
    store.commit(other, replace(other, rejections=1, seq=2),
                 Transition(other.state, other.state, Event.REJECT, payload={"intent": "replan"}),
                 correction=CorrectionRecord(other.id, other.review.id, None, "after_plan", "reject", "replan", 1.0,
                                             "explicit", "another task's feedback", None, None))
    mine = store.task_corrections(task.id)
    assert mine[["task", "kind", "feedback"]].values.tolist() == [[task.id, "reject", "use revenue, not units"]]
    history = store.history_table(task.id)
    (made_at,) = history[history.event == "reject"].happened_at.tolist()
    assert mine.time.tolist() == [made_at]  # how Copilot.timeline pairs a reject with its own correction


def test_an_earlier_checkpoint_loads_and_a_review_names_its_transition(store):
    task, after = executing(store)
    done = run_step(store, after, 0, {"text": "loaded"})
    assert store.load_at(task.id, 1) == task
    assert store.load_at(task.id, 4) == done
    assert store.seq_of_review(task.id, task.review.id) == 1
    with pytest.raises(BadInput, match="has no transition 9"):
        store.load_at(task.id, 9)
    with pytest.raises(BadInput, match="has no review 'r-none'"):
        store.seq_of_review(task.id, "r-none")


def test_a_fork_copies_the_outputs_it_had_and_leaves_the_source_alone(store):
    task, after = executing(store)
    source = run_step(store, after, 0, {"text": "loaded"})
    later = run_step(store, source, 0, {"text": "loaded again"})
    fork = replace(source, id="t-fork", seq=1, origin={"task": task.id, "seq": 4})
    store.fork(source, fork, Transition(None, fork.state, Event.FORK,
                                        payload={"from_task": task.id, "from_seq": 4}))
    assert store.load("t-fork") == fork
    assert {i: r.output for i, r in store.latest_runs("t-fork").items()} == {0: {"text": "loaded"}}
    assert store.load(task.id) == later
    source_log = store.history_table(task.id)
    assert source_log.event.tolist()[-1] == "forked" and "t-fork" in source_log.payload.tolist()[-1]
    assert store.task_table().set_index("id").loc["t-fork", "forked_from"] == task.id


def test_tasks_are_found_by_id_prefix_and_the_latest_unfinished_one(store):
    assert store.latest_unfinished() is None
    first, second = planned("t-aaa1"), planned("t-aab2", goal="Plot churn")
    for task in (first, second):
        store.create(task, first_transition(task))
        time.sleep(0.002)
    assert [m["id"] for m in store.match("t-aa")] == ["t-aab2", "t-aaa1"]  # newest activity first
    assert [m["id"] for m in store.match("t-aaa1")] == ["t-aaa1"]
    assert store.match("zzz") == []
    assert store.latest_unfinished() == "t-aab2"
    store.commit(second, replace(second, state=State.CANCELLED, review=None, seq=2),
                 Transition(second.state, State.CANCELLED, Event.CANCEL))
    assert store.latest_unfinished() == "t-aaa1"
    table = store.task_table()
    assert table.columns.tolist() == ["id", "goal", "state", "created_at", "updated_at", "steps", "rejections",
                                      "note", "forked_from", "analyst"]
    assert table.id.tolist() == ["t-aaa1", "t-aab2"] and table.steps.tolist() == [2, 2]


def test_a_working_task_is_leased_to_its_driver_and_freed_at_rest(store):
    task = planned()
    store.create(task, first_transition(task), owner="kernel-a")
    assert store.lease(task.id)[0] == "kernel-a"  # its creator drives it first
    after, t = approved(task)
    store.commit(task, after, t, owner="kernel-a")
    owner, until = store.lease(task.id)
    assert owner == "kernel-a" and time.time() < until <= time.time() + store.lease_seconds + 1
    time.sleep(0.01)
    store.renew_lease(task.id, "kernel-a")
    assert store.lease(task.id)[1] > until
    store.renew_lease(task.id, "kernel-b")  # not the holder: nothing changes
    assert store.lease(task.id)[0] == "kernel-a"
    rest = replace(after, state=State.PAUSED, seq=after.seq + 1)
    store.commit(after, rest, Transition(after.state, rest.state, Event.PAUSE), owner="kernel-a")
    assert store.lease(task.id) == (None, None)
    assert store.lease("nope") == (None, None)


def test_model_calls_count_before_and_after_they_are_written(store):
    task = planned()
    store.create(task, first_transition(task))
    with store.session():
        store.record_llm_call(LLMCall(task.id, "executor", 0.5, 100, 20, True, model="gpt-x"))
        store.record_llm_call(LLMCall(task.id, "helper", 0.1, None, None, False))
        assert store.tokens_used(task.id) == 120  # still buffered, already counted
        after, t = approved(task)
        store.commit(task, after, t)  # written with this transition
    assert store.tokens_used(task.id) == 120 and store.tokens_used("other") == 0
    assert store.model_usage() == [(task.id, "gpt-x", 100, 20)]
    figures = store.task_figures().set_index("task_id").loc[task.id]
    assert (figures.llm_calls, figures.prompt_tokens, figures.completion_tokens) == (2, 100, 20)


def test_a_model_call_outside_a_session_is_written_at_once(store):
    task = planned()
    store.create(task, first_transition(task))
    store.record_llm_call(LLMCall(task.id, "planner", 0.2, 10, 5, True, model="m"))
    assert store.model_usage() == [(task.id, "m", 10, 5)]


def test_text_that_is_not_unicode_is_stored_with_a_replacement_character(store):
    task = planned(goal="bad \ud800 half of an emoji; 中文 stays")
    store.create(task, first_transition(task))
    assert store.load(task.id).goal == "bad \ufffd half of an emoji; 中文 stays"
    assert store.match(task.id)[0]["goal"] == "bad \ufffd half of an emoji; 中文 stays"


def test_each_task_belongs_to_its_analyst_and_the_figures_read_per_analyst_or_for_the_team(store):
    assert store.analyst  # the OS user (or NBCOPILOT_ANALYST) when nobody says
    for task_id, analyst in (("t-a1", "ana"), ("t-a2", "ana"), ("t-b1", "bo")):
        store.analyst = analyst  # as another kernel of the team would be
        task = planned(task_id)
        store.create(task, first_transition(task))
        after, t = approved(task)
        store.commit(task, after, t)
    assert store.task_table().set_index("id").analyst.to_dict() == {"t-a1": "ana", "t-a2": "ana", "t-b1": "bo"}
    assert store.task_figures(analyst="ana").task_id.tolist() == ["t-a1", "t-a2"]
    assert store.task_figures().analyst.tolist() == ["ana", "ana", "bo"]
    assert store.total_figures(analyst="bo")["tasks"] == 1 and store.total_figures()["tasks"] == 3
    assert store.total_figures(analyst="bo")["decisions"] == 1
    assert store.anchor_figures(analyst="ana").set_index("anchor").loc["after_plan", "decisions"] == 2
    assert store.weekly_figures(analyst="ana").tasks.sum() == 2 and store.weekly_figures().tasks.sum() == 3
    assert store.task_figures(analyst="nobody").empty


def test_every_contract_method_is_implemented(store):
    from nbcopilot.store.base import Store

    abstract = {name for name in dir(Store) if getattr(getattr(Store, name), "__isabstractmethod__", False)}
    assert len(abstract) >= 35
    assert all(not getattr(getattr(type(store), name), "__isabstractmethod__", False) for name in abstract)
