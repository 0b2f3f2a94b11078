"""The one way a task moves: the pure machine's next task (machine.advance), committed to the store with
its transition, run and correction. Every other part of the engine moves tasks through here."""
from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from nbcopilot.engine.leases import new_id
from nbcopilot.engine.machine import advance
from nbcopilot.engine.policy import ReviewPolicy
from nbcopilot.errors import IllegalTransition, StoreUnavailable
from nbcopilot.records import CorrectionRecord, Event, Move, StepRun, TaskSnapshot
from nbcopilot.store.base import Store

OUTAGE_NOTE = ("the store's connection dropped twice while saving the last change, which was rolled back "
               "(nothing saved before it is lost); resume the task to carry on from here.")
"""The note a task paused by a store outage shows: what happened and what to do."""


class StorePaused(Exception):
    """A commit failed for good (StoreUnavailable) and the task was paused from what the store holds; the drive
    loop stops and hands back `task`. Internal to the engine: the analyst sees the paused task and its note."""

    def __init__(self, task: TaskSnapshot):
        super().__init__(task.id)
        self.task = task


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
        try:
            self._store.commit(task, new, transition, run=run, correction=correction, owner=self._owner)
        except StoreUnavailable as error:
            raise StorePaused(self._pause_after_outage(task.id, error)) from None
        return new

    def _pause_after_outage(self, task_id: str, error: StoreUnavailable) -> TaskSnapshot:
        """Pause the task where the store has it (the failed transition may or may not have landed: its
        acknowledgement is what was lost), with a note; if the store cannot even do that, say so."""
        try:
            held = self._store.load(task_id)
            paused, transition = advance(held, move(Event.PAUSE, reason=OUTAGE_NOTE), self._policy)
        except IllegalTransition:  # it rests already (paused, done, cancelled): nothing to pause
            return held
        except Exception:  # the store does not answer at all: the outage's own sentence says what to do
            raise error from None
        try:
            self._store.commit(held, paused, transition, owner=self._owner)
        except Exception:
            raise error from None
        return paused
