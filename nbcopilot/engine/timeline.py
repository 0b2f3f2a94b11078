"""A task's record read back for the face: its transitions, each edit or reject with the correction it made.

The store writes a correction in the same commit as the transition that made it, with the same time, so a
correction belongs to the edit/reject transition of its task with its kind and its time — not to the n-th
reject by order, which a fork or a missing row would shift.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

__all__ = ["Correction", "TimelineEvent", "timeline", "correction_of", "FORKED"]

FORKED = "forked"
"""The event a fork made from the task shows as, at the transition it was forked at (not a transition of its own)."""


@dataclass(frozen=True)
class Correction:
    """One correction as the analyst made it and the classifier read it."""

    kind: str
    """"edit" or "reject"."""
    intent: str | None
    """What the analyst chose or the classifier said (before any escalation); None for an edit."""
    confidence: float | None
    classifier: str | None
    """"explicit" (the analyst chose), "llm", "local" or "fallback"; None for an edit."""
    feedback: str
    step: int | None
    anchor: str | None
    time: Any


@dataclass(frozen=True)
class TimelineEvent:
    """One transition of the task (or a fork made from it), oldest first."""

    seq: int
    time: Any
    event: str
    from_state: str
    to_state: str
    anchor: str
    step: int | None
    """0-based, as in the plan; None when the transition concerns no step."""
    payload: dict
    correction: Correction | None = None
    """For an edit or reject: the correction it made (None when the store holds none for it)."""


def timeline(store: Any, task_id: str) -> list[TimelineEvent]:
    """The task's transitions with their corrections, from two reads of the store's contract."""
    made = {}
    for row in _records(store.task_corrections(task_id)):
        made[(row["kind"], _key(row["time"]))] = _correction(row)
    out = []
    for row in _records(store.history_table(task_id)):
        event = str(row["event"])
        step = row.get("step")
        out.append(TimelineEvent(
            seq=int(row["seq"]), time=row.get("happened_at"), event=event,
            from_state=row.get("from_state") or "", to_state=row.get("to_state") or "",
            anchor=row.get("anchor") or "", step=None if step is None else int(step),
            payload=_payload(row.get("payload")),
            correction=made.get((event, _key(row.get("happened_at")))) if event in ("edit", "reject") else None,
        ))
    return out


def correction_of(store: Any, task_id: str, kind: str) -> Correction | None:
    """The task's latest correction of `kind` ("edit" or "reject"), None if it has none. Called right after a
    move of that kind: one kernel drives a task at a time, so the latest is the one the move made."""
    rows = [row for row in _records(store.task_corrections(task_id)) if row["kind"] == kind]
    return _correction(rows[-1]) if rows else None


def _records(frame: Any) -> list[dict]:
    rows = frame.to_dict("records") if len(frame) else []
    return [{key: (None if value is not None and value != value else value) for key, value in row.items()}
            for row in rows]  # pandas NaN/NaT → None


def _key(time: Any) -> Any:
    """A time as a comparable key: pandas Timestamps and datetimes of the same instant compare equal."""
    return getattr(time, "to_pydatetime", lambda: time)()


def _correction(row: dict) -> Correction:
    confidence = row.get("confidence")
    return Correction(kind=str(row["kind"]), intent=row.get("intent"),
                      confidence=None if confidence is None else float(confidence),
                      classifier=row.get("classifier"), feedback=str(row.get("feedback") or ""),
                      step=None if row.get("step") is None else int(row["step"]), anchor=row.get("anchor"),
                      time=row.get("time"))


def _payload(raw: Any) -> dict:
    if isinstance(raw, dict):
        return raw
    try:
        value = json.loads(raw) if raw else {}
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}
