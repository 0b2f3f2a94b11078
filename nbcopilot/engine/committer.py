"""The one way a task moves: the pure machine's next task (machine.advance), committed to the store with
its transition, run and correction. Every other part of the engine moves tasks through here."""
from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from nbcopilot.engine.leases import new_id
from nbcopilot.engine.machine import advance
from nbcopilot.engine.policy import ReviewPolicy
from nbcopilot.records import CorrectionRecord, Event, Move, StepRun, TaskSnapshot
from nbcopilot.store.base import Store


def move(event: Event, **fields: Any) -> Move:
    """A move stamped now, with a fresh id for any review it opens (the machine itself stays pure)."""
    return Move(event, now=time.time(), new_review_id=new_id("r-"), **fields)


class Committer:
    """Applies moves under one policy and commits them as one lease owner."""

    def __init__(self, store: Store, policy: ReviewPolicy, owner: str):
        self._store = store
        self._policy = policy
        self._owner = owner

    def apply(self, task: TaskSnapshot, move: Move, *, run: StepRun | None = None,
              correction: CorrectionRecord | None = None) -> TaskSnapshot:
        """The task after `move`, committed (see Store.commit for when it is durable).

        Raises:
            IllegalTransition, StaleReview: the machine refuses the move in the task's state.
            ConcurrentUpdate: another kernel moved the task since it was read.
        """
        new, transition = advance(task, move, self._policy)
        if move.event is Event.PLANNED and move.content:  # what the plan was made from, for the history
            transition = replace(transition, payload={**transition.payload, **move.content})
        self._store.commit(task, new, transition, run=run, correction=correction, owner=self._owner)
        return new
