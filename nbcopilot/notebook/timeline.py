"""A task's timeline at a glance: its transitions, the reviews it stopped at and the corrections it took.

An anywidget whose front end is js/timeline.js; the Python side turns the store's record (history and
corrections) into a JSON list of events, the `events` trait. Each review offers "Fork from here": the
browser sends {"fork": seq}, and the timeline forks the task there through the public API (Task.fork).
"""
from __future__ import annotations

import json
from typing import Any, Callable

import anywidget
import traitlets

from nbcopilot.notebook.assets import esm

REVIEW_STATES = ("clarify", "review_plan", "review_step", "review_result")


class Timeline(anywidget.AnyWidget):
    _esm = esm("timeline.js")
    goal = traitlets.Unicode("").tag(sync=True)
    state = traitlets.Unicode("").tag(sync=True)
    task_id = traitlets.Unicode("").tag(sync=True)
    events = traitlets.List(traitlets.Dict()).tag(sync=True)
    """One dict per event, oldest first: seq, time, kind, event, from, to, anchor, step, detail."""
    forked = traitlets.Unicode("").tag(sync=True)
    """The id of the last task forked from this timeline ("" before any)."""
    error = traitlets.Unicode("").tag(sync=True)
    """Why the last fork asked for was refused (one sentence), "" otherwise."""

    def __init__(self, copilot: Any = None, task_id: str = "", *, on_fork: Callable[[Any], None] | None = None,
                 **kwargs: Any):
        super().__init__(task_id=task_id, **kwargs)
        self._copilot = copilot
        self._on_fork = on_fork
        self.on_msg(self._message)
        if copilot is not None and task_id:
            self.refresh()

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and isinstance(content.get("fork"), int):
            self.fork(content["fork"])

    def fork(self, seq: int) -> Any:
        """Fork the task at transition `seq` ("Fork from here"); the new Task goes to `on_fork`, None if refused."""
        from nbcopilot.errors import CopilotError
        from nbcopilot.notebook.forms import describe

        try:
            task = self._copilot.task(self.task_id).fork(seq=seq)
        except CopilotError as error:  # one sentence on the timeline, never a traceback in the browser console
            self.error = describe(error)
            return None
        self.error, self.forked = "", task.id
        self.refresh()
        if self._on_fork is not None:
            self._on_fork(task)
        return task

    def refresh(self) -> None:
        task = self._copilot.task(self.task_id)
        self.goal, self.state = task.goal, task.state
        self.events = events(self._copilot.history(self.task_id), self._copilot.corrections(), self.task_id)


def events(history: Any, corrections: Any, task_id: str) -> list[dict]:
    """The timeline's events from `Copilot.history` and `Copilot.corrections` frames.

    Each reject or edit transition is matched with the task's correction made in the same transaction
    (the n-th correction goes with the n-th reject/edit), which adds the intent, confidence and feedback.
    """
    mine = corrections[corrections["task"] == task_id] if len(corrections) else corrections
    fixes = iter(mine.to_dict("records"))
    out = []
    for row in history.to_dict("records"):
        row = {key: (None if value != value else value) for key, value in row.items()}  # pandas NaN → None
        payload = _payload(row.get("payload"))
        kind = "transition"
        detail = _detail(row["event"], payload)
        if row["event"] in ("fork", "forked"):
            kind, detail = "fork", _fork_detail(row["event"], payload)
        elif row["event"] in ("reject", "edit"):
            kind = "correction"
            fix = next(fixes, None)
            if fix is not None:
                detail = _correction_detail(row["event"], payload, fix)
        elif row["to_state"] in REVIEW_STATES:
            kind = "review"
        step = row.get("step")
        out.append({
            "seq": int(row["seq"]),
            "time": _iso(row.get("time")),
            "kind": kind,
            "event": str(row["event"]),
            "from": row.get("from_state") or "",
            "to": row.get("to_state") or "",
            "anchor": row.get("anchor") or "",
            "step": None if step is None else int(step) + 1,
            "detail": detail,
        })
    return out


def _payload(raw: Any) -> dict:
    if isinstance(raw, dict):
        return raw
    try:
        value = json.loads(raw) if raw else {}
    except (TypeError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def _iso(value: Any) -> str:
    return value.isoformat() if hasattr(value, "isoformat") else str(value or "")


def _detail(event: str, payload: dict) -> str:
    parts = []
    if payload.get("reason"):
        parts.append(str(payload["reason"]))
    if event == "finished" and payload.get("status"):
        parts.append(f"attempt {payload.get('attempt', '?')}: {payload['status']}")
        if payload.get("repair"):
            parts.append(f"drafted again from its error (repair {payload['repair']})")
    if event == "planned" and payload.get("data"):
        parts.append(str(payload["data"]))
    steps = payload.get("steps")
    if event == "planned" and steps is not None:
        parts.append(f"{steps if isinstance(steps, int) else len(steps)} steps")
    if payload.get("lessons"):
        parts.append(f"{len(payload['lessons'])} lessons recalled")
    if payload.get("fallback"):
        parts.append(f"fallback: {payload['fallback']}")
    return "; ".join(parts)


def _fork_detail(event: str, payload: dict) -> str:
    if event == "forked":
        return f"forked into task {payload.get('into')} from here; this task is unchanged"
    ran = payload.get("from_ran_after") or []
    where = f"review {payload['from_review']}" if payload.get("from_review") else f"transition {payload.get('from_seq')}"
    text = f"forked from task {payload.get('from_task')} at {where}"
    if ran:
        text += (f"; step(s) {', '.join(str(r['step'] + 1) for r in ran)} had already run there after that point "
                 "(not undone)")
    return text


def _correction_detail(event: str, payload: dict, fix: dict) -> str:
    if event == "edit":
        return "edited by the analyst"
    intent = payload.get("intent") or fix.get("intent") or "?"
    confidence = fix.get("confidence")
    how = fix.get("classifier") or "explicit"
    sure = f", confidence {confidence:.2f}" if isinstance(confidence, float) and confidence == confidence else ""
    escalated = " (escalated)" if payload.get("escalated") else ""
    takeover = "; handed to the analyst" if payload.get("takeover") else ""
    feedback = str(fix.get("feedback") or "")
    short = feedback if len(feedback) <= 120 else feedback[:119] + "…"
    return f"{intent}{escalated} by {how}{sure}{takeover}: “{short}”"
