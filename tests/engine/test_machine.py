"""The transition table and the pure step function, table-driven: legal moves land where the design says,
illegal ones are refused with one sentence and change nothing."""
from dataclasses import replace

import pytest

from nbcopilot.engine.machine import advance
from nbcopilot.engine.policy import ReviewPolicy
from nbcopilot.records import Move, Review, Step, TaskSnapshot
from nbcopilot.engine.states import TRANSITIONS, Anchor, Event, Intent, State, StepStatus
from nbcopilot.errors import IllegalTransition, StaleReview

S, A, E = State, Anchor, Event
POLICY = ReviewPolicy()
PLAN = ({"description": "load sales.csv", "kind": "python"}, {"description": "sum revenue by region"})


def task(state=S.PLANNING, review=None, plan=(), **kw):
    return TaskSnapshot(id="abc123", goal="top regions", state=state, plan=plan, review=review,
                        anchors=frozenset(Anchor), **kw)


def steps(*statuses, risky=False):
    return tuple(Step(i, f"step {i}", "python", risky, status, attempt=1 if status is StepStatus.DONE else 0,
                      content="x = 1") for i, status in enumerate(statuses))


def at(anchor, step=None, plan=None, state=None):
    plan = plan if plan is not None else steps(StepStatus.DONE, StepStatus.PENDING)
    state = state or {A.AFTER_PLAN: S.REVIEW_PLAN, A.BEFORE_RESULT: S.REVIEW_RESULT}.get(anchor, S.REVIEW_STEP)
    return task(state, Review("r-1", anchor, step), plan)


def move(event, **kw):
    return Move(event, new_review_id="r-2", now=100.0, **kw)


PENDING2 = steps(StepStatus.PENDING, StepStatus.PENDING)
DONE2 = steps(StepStatus.DONE, StepStatus.DONE)

# (name, task, move, expected state, expected anchor of the new review or None)
LEGAL = [
    ("plan → review", task(), move(E.PLANNED, steps=PLAN), S.REVIEW_PLAN, A.AFTER_PLAN),
    ("replan → review", task(S.REPLANNING), move(E.PLANNED, steps=PLAN), S.REVIEW_PLAN, A.AFTER_PLAN),
    ("approve plan", at(A.AFTER_PLAN, plan=PENDING2), move(E.APPROVE), S.EXECUTING, None),
    ("safe draft keeps executing", task(S.EXECUTING, plan=PENDING2), move(E.DRAFTED, step=0, content="y = 2"),
     S.EXECUTING, None),
    ("risky draft stops before running", task(S.EXECUTING, plan=PENDING2),
     move(E.DRAFTED, step=0, content="os.remove(p)", risk=("line 1: deletes files",)), S.REVIEW_STEP,
     A.BEFORE_RISKY_STEP),
    ("approve risky step", at(A.BEFORE_RISKY_STEP, 0, steps(StepStatus.DRAFTED, StepStatus.PENDING, risky=True)),
     move(E.APPROVE), S.EXECUTING, None),
    ("risky step ran", task(S.EXECUTING, plan=steps(StepStatus.RUNNING, StepStatus.PENDING, risky=True)),
     move(E.FINISHED, step=0), S.REVIEW_STEP, A.AFTER_RISKY_STEP),
    ("safe step ran, more to do", task(S.EXECUTING, plan=steps(StepStatus.RUNNING, StepStatus.PENDING)),
     move(E.FINISHED, step=0), S.EXECUTING, None),
    ("last step ran → result", task(S.EXECUTING, plan=steps(StepStatus.DONE, StepStatus.RUNNING)),
     move(E.FINISHED, step=1), S.REVIEW_RESULT, A.BEFORE_RESULT),
    ("failed step → drafted again with its error", task(S.EXECUTING, plan=steps(StepStatus.RUNNING, StepStatus.PENDING)),
     move(E.FINISHED, step=0, ok=False, reason="KeyError: 'x'"), S.EXECUTING, None),
    ("failed retry → drafted again", task(S.RETRYING, plan=steps(StepStatus.RUNNING, StepStatus.DONE)),
     move(E.FINISHED, step=0, ok=False), S.RETRYING, None),
    ("failed step past its repairs → review", task(S.EXECUTING, plan=(replace(
        steps(StepStatus.RUNNING)[0], repairs=POLICY.auto_repair),) + steps(StepStatus.RUNNING, StepStatus.PENDING)[1:]),
     move(E.FINISHED, step=0, ok=False), S.REVIEW_STEP, A.AFTER_RISKY_STEP),
    ("retried step → its review", task(S.RETRYING, plan=steps(StepStatus.RUNNING, StepStatus.DONE)),
     move(E.FINISHED, step=0), S.REVIEW_STEP, A.AFTER_RISKY_STEP),
    ("approve result", at(A.BEFORE_RESULT, 1, DONE2), move(E.APPROVE), S.DONE, None),
    ("edit result", at(A.BEFORE_RESULT, 1, DONE2), move(E.EDIT, content="better"), S.DONE, None),
    ("edit plan", at(A.AFTER_PLAN, plan=PENDING2), move(E.EDIT, steps=PLAN), S.EXECUTING, None),
    ("reject replan", at(A.AFTER_PLAN, plan=PENDING2), move(E.REJECT, feedback="no", intent=Intent.REPLAN),
     S.REPLANNING, None),
    ("reject retry", at(A.BEFORE_RESULT, 1, DONE2), move(E.REJECT, feedback="no", intent=Intent.RETRY_STEP),
     S.RETRYING, None),
    ("reject refine", at(A.BEFORE_RESULT, 1, DONE2),
     move(E.REJECT, feedback="as a table", intent=Intent.REFINE_OUTPUT), S.REVIEW_RESULT, A.BEFORE_RESULT),
    ("expire low-risk review", at(A.AFTER_PLAN, plan=PENDING2), move(E.EXPIRE), S.EXECUTING, None),
    ("expire risky review pauses", at(A.BEFORE_RISKY_STEP, 0, steps(StepStatus.DRAFTED, StepStatus.PENDING, risky=True)),
     move(E.EXPIRE), S.PAUSED, None),
    ("expire a failed result pauses", at(A.BEFORE_RESULT, 1, steps(StepStatus.DONE, StepStatus.FAILED)),
     move(E.EXPIRE), S.PAUSED, None),
    ("pause a review", at(A.AFTER_PLAN, plan=PENDING2), move(E.PAUSE), S.PAUSED, None),
    ("pause while working", task(S.EXECUTING, plan=PENDING2), move(E.PAUSE), S.PAUSED, None),
    ("resume", task(S.PAUSED, plan=PENDING2, resume_to=S.REVIEW_PLAN, paused_review=Review("r-1", A.AFTER_PLAN, None)),
     move(E.RESUME), S.REVIEW_PLAN, A.AFTER_PLAN),
    ("recover a running step", task(S.EXECUTING, plan=steps(StepStatus.RUNNING, StepStatus.PENDING)),
     move(E.RECOVER), S.REVIEW_STEP, A.AFTER_RISKY_STEP),
    ("recover between steps", task(S.EXECUTING, plan=steps(StepStatus.DONE, StepStatus.PENDING)),
     move(E.RECOVER), S.EXECUTING, None),
    ("cancel", at(A.AFTER_PLAN, plan=PENDING2), move(E.CANCEL), S.CANCELLED, None),
    ("model outage pauses", task(S.PLANNING), move(E.FAIL, reason="down"), S.PAUSED, None),
    ("supply in takeover", task(S.HUMAN_TAKEOVER, plan=PENDING2), move(E.SUPPLY, step=0), S.HUMAN_TAKEOVER, None),
    ("hand back", task(S.HUMAN_TAKEOVER, plan=PENDING2), move(E.HAND_BACK), S.EXECUTING, None),
    ("hand back, all done", task(S.HUMAN_TAKEOVER, plan=DONE2), move(E.HAND_BACK), S.REVIEW_RESULT, A.BEFORE_RESULT),
    ("grant tokens to a paused task", task(S.PAUSED, plan=PENDING2), move(E.GRANT, tokens=500), S.PAUSED, None),
    ("grant tokens at a review", at(A.AFTER_PLAN, plan=PENDING2), move(E.GRANT, tokens=500), S.REVIEW_PLAN,
     A.AFTER_PLAN),
]


@pytest.mark.parametrize("name,before,mv,state,anchor", LEGAL, ids=[row[0] for row in LEGAL])
def test_legal_moves(name, before, mv, state, anchor):
    after, transition = advance(before, mv, POLICY)
    assert after.state is state
    assert (after.review.anchor if after.review else None) is anchor
    assert after.seq == before.seq + 1
    assert transition.from_state is before.state and transition.to_state is state and transition.event is mv.event
    assert state in TRANSITIONS[mv.event][before.state]


ILLEGAL = [
    (task(S.DONE, plan=DONE2), E.APPROVE, "can't approve: task abc123 is done, there is no pending review."),
    (task(S.CANCELLED), E.REJECT, "can't reject: task abc123 is cancelled, there is no pending review."),
    (task(S.EXECUTING, plan=PENDING2), E.APPROVE, "can't approve: task abc123 is executing; wait for its next review."),
    (task(S.PAUSED), E.EDIT, "can't edit: task abc123 is paused, resume it first."),
    (at(A.AFTER_PLAN, plan=PENDING2), E.RESUME, "can't resume: task abc123 is review_plan, it is not paused."),
    (task(S.DONE), E.CANCEL, "can't cancel: task abc123 is done, there is no pending review."),
    (task(S.REVIEW_PLAN, review=Review("r-1", A.AFTER_PLAN, None)), E.HAND_BACK,
     "can't hand control back: task abc123 is review_plan."),
    (task(S.DONE), E.PAUSE, "can't pause: task abc123 is done, there is no pending review."),
    (task(S.DONE), E.GRANT, "can't grant tokens: task abc123 is done; it has ended, so it spends nothing more."),
    (task(S.EXECUTING, plan=PENDING2), E.GRANT,
     "can't grant tokens: task abc123 is executing; wait for its next review."),
]


@pytest.mark.parametrize("before,event,message", ILLEGAL, ids=[f"{r[1].value}-in-{r[0].state.value}" for r in ILLEGAL])
def test_illegal_moves_are_refused_with_one_sentence(before, event, message):
    with pytest.raises(IllegalTransition) as error:
        advance(before, move(event, feedback="x", intent=Intent.REPLAN), POLICY)
    assert str(error.value) == message


def test_grants_add_up_and_a_finished_step_carries_the_rolling_summary():
    paused = task(S.PAUSED, plan=PENDING2)
    granted, _ = advance(paused, move(E.GRANT, tokens=500), POLICY)
    granted, transition = advance(granted, move(E.GRANT, tokens=250), POLICY)
    assert granted.granted == 750 and transition.payload == {"tokens": 250}
    running = task(S.EXECUTING, plan=steps(StepStatus.RUNNING, StepStatus.PENDING), summary="Step 0 (a): 1")
    ran, _ = advance(running, move(E.FINISHED, step=0, summary="Step 0 (a): 1\nStep 1 (b): 42"), POLICY)
    assert ran.summary.endswith("Step 1 (b): 42")
    failed, _ = advance(running, move(E.FINISHED, step=0, ok=False, summary="ignored"), POLICY)
    assert failed.summary == "Step 0 (a): 1"  # a failed run found nothing


def test_every_state_event_pair_is_either_in_the_table_or_refused():
    for state in State:
        for event in Event:
            if state in TRANSITIONS.get(event, {}):
                continue
            with pytest.raises(IllegalTransition):
                advance(task(state, plan=PENDING2), move(event, step=0, intent=Intent.REPLAN), POLICY)


def test_a_stale_review_id_is_refused_and_changes_nothing():
    before = at(A.AFTER_PLAN, plan=PENDING2)
    with pytest.raises(StaleReview, match="review r-old of task abc123 is no longer pending"):
        advance(before, move(E.APPROVE, review_id="r-old"), POLICY)
    assert advance(before, move(E.APPROVE, review_id="r-1"), POLICY)[0].state is S.EXECUTING


def test_third_consecutive_retry_of_one_step_escalates_to_replan():
    current = at(A.BEFORE_RESULT, 1, DONE2)
    for expected in (S.RETRYING, S.RETRYING, S.REPLANNING):
        current = replace(current, state=S.REVIEW_RESULT, review=Review("r-1", A.BEFORE_RESULT, 1))
        current, transition = advance(current, move(E.REJECT, feedback="wrong", intent=Intent.RETRY_STEP), POLICY)
        assert current.state is expected
    assert transition.payload["escalated"] is True and transition.payload["intent"] == "replan"


def test_rejections_beyond_max_retries_hand_the_task_to_the_analyst():
    policy = ReviewPolicy(max_retries=1)
    first, _ = advance(at(A.AFTER_PLAN, plan=PENDING2), move(E.REJECT, feedback="a", intent=Intent.REPLAN), policy)
    assert first.state is S.REPLANNING
    again = replace(first, state=S.REVIEW_PLAN, review=Review("r-3", A.AFTER_PLAN, None))
    second, transition = advance(again, move(E.REJECT, feedback="b", intent=Intent.REPLAN), policy)
    assert second.state is S.HUMAN_TAKEOVER and transition.payload["takeover"] is True


@pytest.mark.parametrize("size,risky,expected", [
    (2, False, {A.BEFORE_RESULT}),
    (3, False, {A.AFTER_PLAN, A.BEFORE_RESULT}),
    (1, True, set(Anchor)),
])
def test_dynamic_anchors(size, risky, expected):
    policy = ReviewPolicy(dynamic=True)
    plan = tuple({"description": f"s{i}", "risky": risky and i == 0} for i in range(size))
    after, _ = advance(task(), move(E.PLANNED, steps=plan), policy)
    assert after.anchors == frozenset(expected)
    assert after.state is (S.REVIEW_PLAN if A.AFTER_PLAN in expected else S.EXECUTING)


def test_a_step_found_risky_later_widens_a_dynamic_policy():
    policy = ReviewPolicy(dynamic=True)
    planned, _ = advance(task(), move(E.PLANNED, steps=PLAN), policy)
    assert planned.state is S.EXECUTING
    drafted, _ = advance(planned, move(E.DRAFTED, step=0, content="shutil.rmtree('data')", risk=("deletes",)), policy)
    assert drafted.state is S.REVIEW_STEP and drafted.review.anchor is A.BEFORE_RISKY_STEP


def test_snapshot_round_trips_through_json():
    before = at(A.BEFORE_RISKY_STEP, 0, steps(StepStatus.DRAFTED, StepStatus.PENDING, risky=True))
    assert TaskSnapshot.from_json(before.to_json()) == before


def test_a_repair_clears_the_draft_and_hands_the_error_to_the_next_one():
    before = task(S.EXECUTING, plan=steps(StepStatus.RUNNING, StepStatus.PENDING))
    after, transition = advance(before, move(E.FINISHED, step=0, ok=False, reason="KeyError: 'x'\n  line 1"), POLICY)
    step = after.step(0)
    assert (step.status, step.content, step.repairs, step.error) == (StepStatus.PENDING, None, 1, "KeyError: 'x'\n  line 1")
    assert transition.payload["repair"] == 1
    no_repairs = ReviewPolicy(auto_repair=0)
    after, _ = advance(before, move(E.FINISHED, step=0, ok=False), no_repairs)
    assert after.state is S.REVIEW_STEP and after.step(0).status is StepStatus.FAILED
