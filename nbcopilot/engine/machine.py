"""The pure step function: (task, move) → (next task, transition). No I/O, no clock, no ids.

The runner mints review ids and reads the clock, then hands them in on the move, so every decision
here can be tested from a table.
"""
from __future__ import annotations

from dataclasses import replace

from nbcopilot.engine.policy import ReviewPolicy
from nbcopilot.engine.records import Move, Review, Step, TaskSnapshot, Transition
from nbcopilot.engine.states import (
    REVIEWS, RISKY_ANCHORS, Anchor, Event, Intent, State, StepStatus, allowed,
)
from nbcopilot.errors import IllegalTransition, StaleReview

S, A = State, Anchor
ESCALATE_AFTER = 3
"""The third consecutive retry_step rejection of one step is escalated to replan."""
_VERBS = {Event.APPROVE: "approve", Event.EDIT: "edit", Event.REJECT: "reject", Event.RESUME: "resume",
          Event.PAUSE: "pause", Event.CANCEL: "cancel", Event.SUPPLY: "supply a step's output",
          Event.HAND_BACK: "hand control back", Event.EXPIRE: "expire a review"}


def advance(task: TaskSnapshot, move: Move, policy: ReviewPolicy) -> tuple[TaskSnapshot, Transition]:
    targets = allowed(move.event, task.state)
    if not targets:
        raise IllegalTransition(_illegal(task, move.event))
    if move.event in (Event.APPROVE, Event.EDIT, Event.REJECT, Event.EXPIRE):
        _check_review(task, move)
    new, payload = _HANDLERS[move.event](task, move, policy)
    if new.state not in targets:  # a bug in a handler, never the analyst's doing
        raise AssertionError(f"{move.event} moved {task.state} to {new.state}, which the table does not allow")
    new = replace(new, seq=task.seq + 1)
    anchor = (task.review or new.review).anchor if (task.review or new.review) else None
    step = move.step if move.step is not None else (task.review.step if task.review else None)
    return new, Transition(task.state, new.state, move.event, anchor, step, payload)


def _illegal(task: TaskSnapshot, event: Event) -> str:
    verb = _VERBS.get(event, str(event))
    why = {
        S.DONE: "there is no pending review", S.CANCELLED: "there is no pending review",
        S.PAUSED: "resume it first", S.HUMAN_TAKEOVER: "you have control; supply a step's output or hand control back",
    }.get(task.state, "it is working; wait for its next review" if task.state not in REVIEWS else "")
    if event is Event.RESUME:
        why = "it is not paused"
    return f"can't {verb}: task {task.id} is {task.state.value}" + (f", {why}" if why else "") + "."


def _check_review(task: TaskSnapshot, move: Move) -> None:
    if move.review_id is not None and move.review_id != task.review.id:
        raise StaleReview(
            f"review {move.review_id} of task {task.id} is no longer pending (the task is at review "
            f"{task.review.id}, {task.review.anchor.value}); refresh the form and decide again.")


def _open(task: TaskSnapshot, move: Move, policy: ReviewPolicy, anchor: Anchor, step: int | None,
          reason: str = "", state: State | None = None) -> TaskSnapshot:
    deadline = move.now + policy.review_timeout if policy.review_timeout else None
    review = Review(move.new_review_id, anchor, step, reason, move.now, deadline)
    state = state or {A.AFTER_PLAN: S.REVIEW_PLAN, A.BEFORE_RESULT: S.REVIEW_RESULT}.get(anchor, S.REVIEW_STEP)
    return replace(task, state=state, review=review)


def _settled(step: Step) -> bool:
    return step.status in (StepStatus.DONE, StepStatus.FAILED)


def next_step(task: TaskSnapshot) -> Step | None:
    """The first step not yet settled (done, or failed and accepted), in plan order."""
    return next((s for s in task.plan if not _settled(s)), None)


def _continue(task: TaskSnapshot, move: Move, policy: ReviewPolicy) -> TaskSnapshot:
    """After a step is settled: run the next one, or show the result, or finish."""
    task = replace(task, review=None)
    if next_step(task) is not None:
        return replace(task, state=S.EXECUTING)
    if A.BEFORE_RESULT in task.anchors:
        last = len(task.plan) - 1 if task.plan else None
        return _open(task, move, policy, A.BEFORE_RESULT, last)
    return replace(task, state=S.DONE)


def _new_plan(task: TaskSnapshot, move: Move) -> tuple[Step, ...]:
    return tuple(
        Step(i, d["description"], d.get("kind") or "text", bool(d.get("risky")), risk=tuple(d.get("risk", ())))
        for i, d in enumerate(move.steps))


def _planned(task, move, policy):
    plan = _new_plan(task, move)
    task = replace(task, plan=plan, anchors=policy.anchors_for(s.risky for s in plan),
                   retry_streak=(-1, 0), review=None, note="")
    if A.AFTER_PLAN in task.anchors:
        return _open(task, move, policy, A.AFTER_PLAN, None), {"steps": len(plan), "fallback": move.reason}
    return replace(task, state=S.EXECUTING), {"steps": len(plan), "fallback": move.reason}


def _drafted(task, move, policy):
    step = task.step(move.step)
    risky = step.risky or bool(move.risk)
    status = StepStatus.APPROVED if step.status is StepStatus.APPROVED else StepStatus.DRAFTED
    step = replace(step, content=move.content, risky=risky, risk=move.risk or step.risk, status=status)
    task = task.with_step(step)
    if risky:
        task = replace(task, anchors=policy.widen_for_risk(task.anchors))
    payload = {"risky": risky, "fallback": move.reason}
    if risky and A.BEFORE_RISKY_STEP in task.anchors and status is not StepStatus.APPROVED:
        return _open(task, move, policy, A.BEFORE_RISKY_STEP, step.index, "risky"), payload
    return task, payload


def _started(task, move, policy):
    step = task.step(move.step)
    step = replace(step, status=StepStatus.RUNNING, attempt=step.attempt + 1)
    return task.with_step(step), {"attempt": step.attempt}


def _finished(task, move, policy):
    step = task.step(move.step)
    status = StepStatus.DONE if move.ok else StepStatus.INTERRUPTED if move.interrupted else StepStatus.FAILED
    task = task.with_step(replace(step, status=status, hint=None))
    payload = {"attempt": step.attempt, "status": status.value}
    if not move.ok:
        return _open(task, move, policy, A.AFTER_RISKY_STEP, step.index, status.value), payload
    if task.state is S.RETRYING:
        return _open(task, move, policy, A.AFTER_RISKY_STEP, step.index, "retried"), payload
    if step.risky and A.AFTER_RISKY_STEP in task.anchors:
        return _open(task, move, policy, A.AFTER_RISKY_STEP, step.index, "ran"), payload
    return _continue(task, move, policy), payload


def _approve(task, move, policy):
    review = task.review
    task = replace(task, retry_streak=(-1, 0))
    if review.anchor is A.AFTER_PLAN:
        return replace(task, state=S.EXECUTING, review=None), {}
    if review.anchor is A.BEFORE_RESULT:
        return replace(task, state=S.DONE, review=None), {}
    step = task.step(review.step)
    if review.anchor is A.BEFORE_RISKY_STEP or step.status is StepStatus.INTERRUPTED:
        # Approval of a risky draft or of an interrupted step clears it to run (again).
        task = task.with_step(replace(step, status=StepStatus.APPROVED))
        return replace(task, state=S.EXECUTING, review=None), {}
    return _continue(task, move, policy), {}


def _edit(task, move, policy):
    review = task.review
    if review.anchor is A.AFTER_PLAN:
        plan = _new_plan(task, move)
        task = replace(task, plan=plan, anchors=policy.anchors_for(s.risky for s in plan) | task.anchors)
        return replace(task, state=S.EXECUTING, review=None, retry_streak=(-1, 0)), {}
    if review.anchor is A.BEFORE_RISKY_STEP:
        step = replace(task.step(review.step), content=move.content, status=StepStatus.APPROVED)
        return replace(task.with_step(step), state=S.EXECUTING, review=None, retry_streak=(-1, 0)), {}
    # An edited output stands in for the step's result: the step is settled without running again.
    task = task.with_step(replace(task.step(review.step), status=StepStatus.DONE))
    return _approve(task, move, policy)


def _reject(task, move, policy):
    review = task.review
    target = move.step if move.step is not None else review.step
    intent = move.intent
    streak_step, streak = task.retry_streak
    streak = streak + 1 if intent is Intent.RETRY_STEP and streak_step == target else 1
    escalated = intent is Intent.RETRY_STEP and streak >= ESCALATE_AFTER
    if escalated or (intent is Intent.RETRY_STEP and target is None):
        intent = Intent.REPLAN  # a retry with no step to retry is a new plan
    task = replace(task, rejections=task.rejections + 1,
                   retry_streak=(target, streak) if intent is Intent.RETRY_STEP else (-1, 0))
    payload = {"intent": intent.value, "escalated": escalated, "target_step": target}
    if task.rejections > policy.max_retries:
        if target is not None and review.anchor is not A.AFTER_PLAN:
            step = task.step(target)
            task = task.with_step(replace(step, hint=move.feedback, status=StepStatus.PENDING
                                          if step.status is not StepStatus.DONE else step.status))
        return replace(task, state=S.HUMAN_TAKEOVER, review=None, resume_to=task.state,
                       feedback=task.feedback + (move.feedback,)), {**payload, "takeover": True}
    if intent is Intent.REPLAN:
        return replace(task, state=S.REPLANNING, review=None,
                       feedback=task.feedback + (move.feedback,)), payload
    if intent is Intent.RETRY_STEP:
        step = replace(task.step(target), status=StepStatus.PENDING, hint=move.feedback, content=None)
        return replace(task.with_step(step), state=S.RETRYING, review=None), payload
    # refine_output: the rewritten content arrived on the move; the same review opens again, fresh id
    if review.anchor is A.AFTER_PLAN:
        task = replace(task, plan=_new_plan(task, move))
    elif review.anchor is A.BEFORE_RISKY_STEP:
        step = task.step(review.step)
        task = task.with_step(replace(step, content=move.content, risk=move.risk or step.risk))
    return _open(task, move, policy, review.anchor, review.step, review.reason, task.state), payload


def _expire(task, move, policy):
    review = task.review
    failed = review.step is not None and task.step(review.step).status is not StepStatus.DONE \
        and review.anchor is not A.BEFORE_RISKY_STEP
    if review.anchor in RISKY_ANCHORS or failed:
        return _pause(task, replace(move, reason=f"the {review.anchor.value} review expired"), policy)
    return _approve(task, move, policy)


def _pause(task, move, policy):
    return replace(task, state=S.PAUSED, resume_to=task.state, paused_review=task.review, review=None,
                   note=move.reason or "paused"), {"reason": move.reason}


def _resume(task, move, policy):
    review = task.paused_review
    if review is not None and policy.review_timeout:
        review = replace(review, deadline=move.now + policy.review_timeout)
    return replace(task, state=task.resume_to, review=review, resume_to=None, paused_review=None,
                   note=""), {}


def _recover(task, move, policy):
    running = next((s for s in task.plan if s.status is StepStatus.RUNNING), None)
    if running is None:
        return task, {}
    task = task.with_step(replace(running, status=StepStatus.INTERRUPTED))
    return _open(task, move, policy, A.AFTER_RISKY_STEP, running.index, "interrupted"), {"interrupted": running.index}


def _cancel(task, move, policy):
    return replace(task, state=S.CANCELLED, review=None, note=move.reason or ""), {"reason": move.reason}


def _supply(task, move, policy):
    step = replace(task.step(move.step), status=StepStatus.DONE, hint=None)
    return task.with_step(step), {}


def _hand_back(task, move, policy):
    task = replace(task, rejections=0, retry_streak=(-1, 0), resume_to=None)
    if next_step(task) is not None:
        return replace(task, state=S.EXECUTING, review=None), {}
    return _open(task, move, policy, A.BEFORE_RESULT, len(task.plan) - 1 if task.plan else None), {}


def _fail(task, move, policy):
    return replace(task, state=S.PAUSED, resume_to=task.state, paused_review=None, review=None,
                   note=move.reason or "the model is unavailable"), {"reason": move.reason}


_HANDLERS = {
    Event.PLANNED: _planned, Event.DRAFTED: _drafted, Event.STARTED: _started, Event.FINISHED: _finished,
    Event.APPROVE: _approve, Event.EDIT: _edit, Event.REJECT: _reject, Event.EXPIRE: _expire,
    Event.PAUSE: _pause, Event.RESUME: _resume, Event.RECOVER: _recover, Event.CANCEL: _cancel,
    Event.SUPPLY: _supply, Event.HAND_BACK: _hand_back, Event.FAIL: _fail,
}
