"""Fork / time travel, the pure part: a task's first checkpoint when it is forked from another's earlier one."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from nbcopilot.records import Review, TaskSnapshot
from nbcopilot.records import StepRun


def forked(source: TaskSnapshot, at: TaskSnapshot, runs: dict[int, StepRun], *, task_id: str,
           new_review_id: Callable[[], str], now: float, review_timeout: float | None) -> TaskSnapshot:
    """`at` (the source as it stood at the fork point) under `task_id`, its review opened again with a fresh id
    and deadline. `origin` says where it came from and which code steps the source finished after that point
    (`runs`: the source's newest run of each step): code already run is not undone, so the fork says so."""
    def reopened(review: Review | None) -> Review | None:
        deadline = now + review_timeout if review_timeout else None
        return review and replace(review, id=new_review_id(), opened_at=now, deadline=deadline)

    then = {s.index: s.attempt for s in at.plan}
    ran_after = [{"step": i, "description": source.step(i).description if i < len(source.plan) else ""}
                 for i, run in sorted(runs.items())
                 if run.status == "done" and run.code and run.attempt > then.get(i, 0)]
    origin = {"task": source.id, "seq": at.seq, "review": at.review.id if at.review else None,
              "ran_after": ran_after}
    return replace(at, id=task_id, seq=0, review=reopened(at.review), paused_review=reopened(at.paused_review),
                   origin=origin)
