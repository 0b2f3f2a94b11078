"""States, anchors, intents and the one table of allowed transitions.

The table is data: `TRANSITIONS[event][from_state]` is the set of states that event may lead to.
`engine.machine.advance` consults it before and after computing a move, so an illegal move is refused
in one place with one sentence, and a bug that computes a target outside the table is caught too.
"""
from __future__ import annotations

from enum import Enum


class _Named(str, Enum):
    """An enum whose members print as their stored names ("review_plan", not "State.REVIEW_PLAN")."""

    def __str__(self) -> str:
        return self.value


class State(_Named):
    # stable: where a call returns
    CLARIFY = "clarify"
    REVIEW_PLAN = "review_plan"
    REVIEW_STEP = "review_step"
    REVIEW_RESULT = "review_result"
    PAUSED = "paused"
    DONE = "done"
    CANCELLED = "cancelled"
    HUMAN_TAKEOVER = "human_takeover"
    # working: recorded while work runs
    PLANNING = "planning"
    EXECUTING = "executing"
    RETRYING = "retrying"
    REPLANNING = "replanning"


class Anchor(_Named):
    BEFORE_PLAN = "before_plan"
    AFTER_PLAN = "after_plan"
    BEFORE_RISKY_STEP = "before_risky_step"
    AFTER_RISKY_STEP = "after_risky_step"
    BEFORE_RESULT = "before_result"


class Intent(_Named):
    REPLAN = "replan"
    RETRY_STEP = "retry_step"
    REFINE_OUTPUT = "refine_output"


class StepStatus(_Named):
    PENDING = "pending"          # not drafted yet (or sent back for a retry)
    DRAFTED = "drafted"          # the executor wrote its code/text; not run
    APPROVED = "approved"        # drafted and cleared to run by the analyst
    RUNNING = "running"          # committed before the code starts (exactly once)
    DONE = "done"
    FAILED = "failed"
    INTERRUPTED = "interrupted"  # was running when the process died or the analyst interrupted it


class Event(_Named):
    START = "start"
    ASKED = "asked"              # the goal is ambiguous: one question before any plan
    PLANNED = "planned"
    DRAFTED = "drafted"
    STARTED = "started"
    FINISHED = "finished"
    APPROVE = "approve"
    EDIT = "edit"
    REJECT = "reject"
    EXPIRE = "expire"
    PAUSE = "pause"
    RESUME = "resume"
    RECOVER = "recover"          # a new process found the task in a working state its dead driver left
    CANCEL = "cancel"
    SUPPLY = "supply"            # human takeover: the analyst supplies a step's output
    HAND_BACK = "hand_back"
    FAIL = "fail"                # the model stayed unavailable; the analyst is told and the task rests
    GRANT = "grant"              # the analyst adds tokens to the task's budget (it stays where it is)
    FORK = "fork"                # a new task begins as a copy of another's earlier checkpoint (its first transition)


STABLE = frozenset({State.CLARIFY, State.REVIEW_PLAN, State.REVIEW_STEP, State.REVIEW_RESULT, State.PAUSED,
                    State.DONE, State.CANCELLED, State.HUMAN_TAKEOVER})
FINAL = frozenset({State.DONE, State.CANCELLED})
REVIEWS = frozenset({State.REVIEW_PLAN, State.REVIEW_STEP, State.REVIEW_RESULT})
WORKING = frozenset({State.PLANNING, State.EXECUTING, State.RETRYING, State.REPLANNING})
RISKY_ANCHORS = frozenset({Anchor.BEFORE_RISKY_STEP, Anchor.AFTER_RISKY_STEP})

S = State
_AFTER_RUN = frozenset({S.EXECUTING, S.REVIEW_STEP, S.REVIEW_RESULT, S.DONE})
_LIVE = frozenset(State) - FINAL

TRANSITIONS: dict[Event, dict[State, frozenset[State]]] = {
    Event.ASKED: {S.PLANNING: frozenset({S.CLARIFY})},
    Event.PLANNED: {
        S.PLANNING: frozenset({S.REVIEW_PLAN, S.EXECUTING}),
        S.REPLANNING: frozenset({S.REVIEW_PLAN, S.EXECUTING}),
    },
    Event.DRAFTED: {
        S.EXECUTING: frozenset({S.EXECUTING, S.REVIEW_STEP}),
        S.RETRYING: frozenset({S.RETRYING, S.REVIEW_STEP}),
    },
    Event.STARTED: {
        S.EXECUTING: frozenset({S.EXECUTING}),
        S.RETRYING: frozenset({S.RETRYING}),
    },
    Event.FINISHED: {
        S.EXECUTING: _AFTER_RUN,
        S.RETRYING: frozenset({S.RETRYING, S.REVIEW_STEP, S.REVIEW_RESULT}),  # RETRYING: a failed retry is repaired
    },
    Event.APPROVE: {  # at clarify: the first suggested answer
        S.CLARIFY: frozenset({S.PLANNING}),
        S.REVIEW_PLAN: frozenset({S.EXECUTING}),
        S.REVIEW_STEP: _AFTER_RUN - {S.REVIEW_STEP},
        S.REVIEW_RESULT: frozenset({S.DONE}),
    },
    Event.EDIT: {  # at clarify: the analyst's own answer
        S.CLARIFY: frozenset({S.PLANNING}),
        S.REVIEW_PLAN: frozenset({S.EXECUTING}),
        S.REVIEW_STEP: _AFTER_RUN - {S.REVIEW_STEP},
        S.REVIEW_RESULT: frozenset({S.DONE}),
    },
    Event.REJECT: {
        review: frozenset({S.REPLANNING, S.RETRYING, review, S.HUMAN_TAKEOVER})
        for review in (S.REVIEW_PLAN, S.REVIEW_STEP, S.REVIEW_RESULT)
    },
    Event.EXPIRE: {  # a low-risk review continues as approved; a risky one (or a failed result) pauses
        S.CLARIFY: frozenset({S.PLANNING}),
        S.REVIEW_PLAN: frozenset({S.EXECUTING}),
        S.REVIEW_STEP: _AFTER_RUN - {S.REVIEW_STEP} | {S.PAUSED},
        S.REVIEW_RESULT: frozenset({S.DONE, S.PAUSED}),
    },
    Event.PAUSE: {state: frozenset({S.PAUSED}) for state in _LIVE - {S.PAUSED}},
    Event.RESUME: {
        S.PAUSED: REVIEWS | WORKING | {S.HUMAN_TAKEOVER, S.CLARIFY},
    },
    Event.RECOVER: {
        S.PLANNING: frozenset({S.PLANNING}),
        S.REPLANNING: frozenset({S.REPLANNING}),
        S.EXECUTING: frozenset({S.EXECUTING, S.REVIEW_STEP}),
        S.RETRYING: frozenset({S.RETRYING, S.REVIEW_STEP}),
    },
    Event.CANCEL: {state: frozenset({S.CANCELLED}) for state in _LIVE},
    Event.SUPPLY: {S.HUMAN_TAKEOVER: frozenset({S.HUMAN_TAKEOVER})},
    Event.HAND_BACK: {S.HUMAN_TAKEOVER: frozenset({S.EXECUTING, S.REVIEW_RESULT})},
    Event.FAIL: {state: frozenset({S.PAUSED}) for state in WORKING},
    Event.GRANT: {state: frozenset({state}) for state in STABLE - FINAL},
}


def allowed(event: Event, state: State) -> frozenset[State]:
    """The states `event` may lead to from `state`; empty when the move is illegal."""
    return TRANSITIONS.get(event, {}).get(state, frozenset())
