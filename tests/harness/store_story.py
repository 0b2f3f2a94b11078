"""Small task records for the store's conformance suite: a task whose plan is reviewed, then run step by step.

The store does not judge moves (the engine's machine does), so these are plain records, each one seq on.
"""
from __future__ import annotations

import time
from dataclasses import replace

from nbcopilot.records import Anchor, Event, Review, State, Step, StepStatus, TaskSnapshot, Transition


def planned(task_id: str = "t-0001", goal: str = "Sum revenue by region in sales.csv") -> TaskSnapshot:
    """A new task waiting at its plan review (seq 1)."""
    plan = (Step(0, "Load sales.csv", "python"), Step(1, "Sum revenue by region", "python"))
    return TaskSnapshot(task_id, goal, State.REVIEW_PLAN, plan=plan, anchors=frozenset({Anchor.AFTER_PLAN}),
                        review=Review(f"{task_id}-r1", Anchor.AFTER_PLAN, None, opened_at=time.time()), seq=1)


def first_transition(task: TaskSnapshot) -> Transition:
    return Transition(None, task.state, Event.PLANNED, Anchor.AFTER_PLAN, payload={"lessons": [], "data": ["sales"]})


def approved(task: TaskSnapshot) -> tuple[TaskSnapshot, Transition]:
    """The plan approved: the task is executing, its review closed."""
    after = replace(task, state=State.EXECUTING, review=None, seq=task.seq + 1)
    return after, Transition(task.state, after.state, Event.APPROVE, Anchor.AFTER_PLAN)


def started(task: TaskSnapshot, index: int) -> tuple[TaskSnapshot, Transition]:
    step = replace(task.plan[index], status=StepStatus.RUNNING, attempt=task.plan[index].attempt + 1,
                   content=f"step_{index}()")
    after = replace(task.with_step(step), seq=task.seq + 1)
    return after, Transition(task.state, after.state, Event.STARTED, step=index)


def finished(task: TaskSnapshot, index: int, *, review: bool = False) -> tuple[TaskSnapshot, Transition]:
    step = replace(task.plan[index], status=StepStatus.DONE)
    after = replace(task.with_step(step), seq=task.seq + 1)
    if review:
        after = replace(after, state=State.REVIEW_RESULT,
                        review=Review(f"{task.id}-r{task.seq + 1}", Anchor.BEFORE_RESULT, index, opened_at=time.time()))
    return after, Transition(task.state, after.state, Event.FINISHED, step=index)
