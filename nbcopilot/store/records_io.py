"""What both backends decide the same way, apart from their SQL: times as stored, which steps a transition
changed, a transition's checkpoint, a task rebuilt from its checkpoints, which review a transition opens or
closes, and the refusal of a store from a newer release."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Iterable

from nbcopilot.errors import BadInput, StoreVersionError
from nbcopilot.records import Review, Step, TaskSnapshot


def now() -> datetime:
    """Naive UTC, as every timestamp column holds."""
    return datetime.now(timezone.utc).replace(tzinfo=None)


def ts(unix: float | None) -> datetime | None:
    return None if unix is None else datetime.fromtimestamp(unix, timezone.utc).replace(tzinfo=None)


def unix(stamp: datetime | None) -> float | None:
    return None if stamp is None else stamp.replace(tzinfo=timezone.utc).timestamp()


def step_changes(before: tuple[Step, ...], after: TaskSnapshot) -> tuple[list[Step], list[Step], bool]:
    """(steps rewritten, steps added, whether the plan got shorter) between two checkpoints of a task."""
    # identity first: the machine keeps the unchanged steps' objects, and comparing 1000 steps field by field on
    # every transition cost milliseconds
    changed = [s for s in after.plan[:len(before)] if before[s.index] is not s and before[s.index] != s]
    return changed, list(after.plan[len(before):]), len(after.plan) < len(before)


def checkpoint(task: TaskSnapshot) -> dict:
    """A transition's checkpoint: the snapshot without its plan, plus the plan's length (the steps a
    transition changed are kept beside it, so storage stays linear in the work done)."""
    return {**task.to_json(with_plan=False), "plan_len": len(task.plan)}


def replay(task_id: str, seq: int, rows: Iterable[tuple[int, dict | None, list[dict]]]) -> TaskSnapshot:
    """The task as it stood right after transition `seq`, from its transitions' (seq, checkpoint, changed
    steps) up to `seq`, oldest first.

    Raises:
        BadInput: there is no transition `seq`, or one up to it was recorded before checkpoints were kept.
    """
    rows = list(rows)
    if not rows or rows[-1][0] != seq:
        raise BadInput(f"task {task_id} has no transition {seq}; its history (cp.history) lists them.")
    if any(point is None for _, point, _ in rows):
        raise BadInput(f"task {task_id} was recorded before checkpoints were kept; it can be forked only from "
                       "reviews recorded since.")
    steps: dict[int, dict] = {}
    for _, _, changed in rows:  # each step as its latest change up to `seq` left it
        steps.update({s["index"]: s for s in changed})
    data = dict(rows[-1][1])
    data["plan"] = [steps[i] for i in range(data.pop("plan_len"))]
    return TaskSnapshot.from_json(data)


def review_moves(before: Review | None, task: TaskSnapshot) -> tuple[str | None, Review | None]:
    """(id of the review this transition closes, the review it opens), either None."""
    after = task.review or task.paused_review
    closed = before.id if before is not None and (after is None or after.id != before.id) else None
    opened = after if after is not None and (before is None or after.id != before.id) else None
    return closed, opened


def refuse_newer(version: int, known: int, where: str) -> None:
    """Raises StoreVersionError when the store's schema is newer than this release's."""
    if version > known:
        raise StoreVersionError(
            f"the store {where} was written by a newer nbcopilot (schema {version}, this one knows "
            f"{known}); upgrade nbcopilot to open it.")


def default_analyst() -> str | None:
    """Who a kernel's tasks are recorded for when nobody says: NBCOPILOT_ANALYST, else the OS user."""
    import getpass
    import os

    try:
        return os.environ.get("NBCOPILOT_ANALYST") or getpass.getuser()
    except Exception:  # no user name to be had (a container without a passwd entry)
        return None
