"""The drive loop: take a task up (load it, check its lease, expire an overdue review), apply the analyst's
move, then do one unit of work after another until the task rests (a review, a pause, the end).

A pause asked for from another thread while a task is driven stops it at the next safe point, and cuts a
model answer being streamed for it short.
"""
from __future__ import annotations

import threading
import time
from typing import Callable

from nbcopilot.engine.calls import ModelCalls
from nbcopilot.engine.committer import Committer, StorePaused, move
from nbcopilot.engine.leases import Leases
from nbcopilot.engine.machine import next_step
from nbcopilot.engine.states import Event, State, StepStatus, WORKING
from nbcopilot.engine.work import Work
from nbcopilot.errors import BudgetExceeded, LLMUnavailable
from nbcopilot.llm import streaming
from nbcopilot.records import TaskSnapshot
from nbcopilot.store.base import Store

Action = Callable[[TaskSnapshot], TaskSnapshot]
"""An analyst's move on a task that was just taken up; returns the task after it."""


class Driver:
    """Drives tasks through their working states, one driver per task."""

    def __init__(self, store: Store, leases: Leases, calls: ModelCalls, committer: Committer, work: Work):
        self._store = store
        self._leases = leases
        self._calls = calls
        self._apply = committer.apply
        self._work = work
        self._driving: set[str] = set()
        self._pause_requests: dict[str, str | None] = {}
        self._stops: dict[str, threading.Event] = {}
        """Set by a pause while a task is driven: a model answer being streamed for it ends at once."""

    def act(self, task_id: str, action: Action, *, drive: bool = True, take_over: bool = False) -> TaskSnapshot:
        """Take the task up, apply `action`, and (when `drive`) drive it until it rests.

        Raises:
            TaskNotFound: no such task.
            TaskBusy: another live kernel works it and `take_over` is False.
        """
        with self._store.session(), self._leases.lock(task_id):
            task = self._store.load(task_id)
            self._leases.check(task, take_over)
            try:
                task = self.expire(task)
                self._calls.hold(task.id, task.granted)
                task = action(task)
            except StorePaused as outage:  # the store failed the move for good: the task rests, paused
                return outage.task
            self._calls.hold(task.id, task.granted)  # a grant raised the limit
            return self.drive(task) if drive else task

    def drive(self, task: TaskSnapshot) -> TaskSnapshot:
        """Work the task until it is no longer in a working state, renewing its lease meanwhile."""
        if task.state not in WORKING:
            return task
        self._driving.add(task.id)
        stop = self._stops[task.id] = threading.Event()
        try:
            with self._leases.renewed(task.id), streaming.stoppable(stop):
                while task.state in WORKING:
                    if task.id in self._pause_requests:
                        task = self._apply(task, move(Event.PAUSE, reason=self._pause_requests.pop(task.id)))
                        break
                    task = self._do_next(task)
            return task
        except StorePaused as outage:  # the store failed a transition for good: the task rests, paused
            return outage.task
        finally:
            self._driving.discard(task.id)
            self._stops.pop(task.id, None)
            self._pause_requests.pop(task.id, None)

    def ask_pause(self, task_id: str, reason: str | None) -> bool:
        """Ask the thread driving the task to pause it at its next safe point; False when none drives it."""
        if task_id not in self._driving:
            return False
        self._pause_requests[task_id] = reason
        self._stops.get(task_id, threading.Event()).set()
        return True

    def expire(self, task: TaskSnapshot) -> TaskSnapshot:
        """Apply the review deadline: an overdue review expires (the machine decides how)."""
        review = task.review
        if review is not None and review.deadline is not None and time.time() > review.deadline:
            return self._apply(task, move(Event.EXPIRE, review_id=review.id))
        return task

    def _do_next(self, task: TaskSnapshot) -> TaskSnapshot:
        """One unit of work in a working state: a plan, a draft, or a run."""
        try:
            if task.state in (State.PLANNING, State.REPLANNING):
                return self._work.plan(task)
            step = next_step(task)
            if step.status is StepStatus.RUNNING:  # left running by this very process: treat as interrupted
                return self._work.recover(task)
            if step.status is StepStatus.PENDING or step.content is None:
                return self._work.draft(task, step)
            return self._work.run(task, step)
        except BudgetExceeded as error:  # the analyst's limit, not an outage: a plain pause with its note
            return self._apply(task, move(Event.PAUSE, reason=str(error)))
        except LLMUnavailable as error:  # the note is stored and shown: never with a key a provider quoted
            return self._apply(task, move(Event.FAIL, reason=self._calls.outage_note(error)))
        except streaming.StreamStopped:  # Pause or Cancel cut a model's answer short: the drive loop pauses now
            return task
