"""States, anchors, intents and the one table of allowed transitions.

The table is data: `TRANSITIONS[event][from_state]` is the set of states that event may lead to.
`engine.machine.advance` consults it before and after computing a move, so an illegal move is refused
in one place with one sentence, and a bug that computes a target outside the table is caught too.
"""
from __future__ import annotations

from nbcopilot.records import (  # the vocabulary lives with the records; the engine adds the table
    FINAL, REVIEWS, RISKY_ANCHORS, STABLE, WORKING, Anchor, Event, Intent, State, StepStatus)

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
