"""A task's timeline at a glance: its transitions, the reviews it stopped at and the corrections it took.

An anywidget whose front end is js/timeline.js; the Python side turns `Copilot.timeline` (transitions, each
edit or reject with the correction it made) into a JSON list of events, the `events` trait. Each review offers "Fork from here": the
browser sends {"fork": seq}, and the timeline forks the task there through the public API (Task.fork).
"""
from __future__ import annotations

from typing import Any, Callable

import anywidget
import traitlets

from nbcopilot.engine.states import REVIEWS, Event, State
from nbcopilot.engine.timeline import FORKED, Correction, TimelineEvent
from nbcopilot.notebook import JS


class Timeline(anywidget.AnyWidget):
    _esm = JS / "timeline.js"
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
        self.events = events(self._copilot.timeline(self.task_id))


def events(timeline: list[TimelineEvent]) -> list[dict]:
    """The `events` trait from `Copilot.timeline`: each event with its kind and a line of detail; an edit or
    reject carries the correction it made (intent, confidence, feedback)."""
    out = []
    for event in timeline:
        kind, detail = "transition", _detail(event.event, event.payload)
        if event.event in (Event.FORK, FORKED):
            kind, detail = "fork", _fork_detail(event.event, event.payload)
        elif event.event in (Event.REJECT, Event.EDIT):
            kind = "correction"
            if event.correction is not None:
                detail = _correction_detail(event.event, event.payload, event.correction)
        elif event.to_state in REVIEWS or event.to_state == State.CLARIFY:
            kind = "review"
        out.append({
            "seq": event.seq,
            "time": _iso(event.time),
            "kind": kind,
            "event": event.event,
            "from": event.from_state,
            "to": event.to_state,
            "anchor": event.anchor,
            "step": None if event.step is None else event.step + 1,
            "detail": detail,
        })
    return out


def _iso(value: Any) -> str:
    return value.isoformat() if hasattr(value, "isoformat") else str(value or "")


def _detail(event: str, payload: dict) -> str:
    parts = []
    if payload.get("reason"):
        parts.append(str(payload["reason"]))
    if event == Event.FINISHED and payload.get("status"):
        parts.append(f"attempt {payload.get('attempt', '?')}: {payload['status']}")
        if payload.get("repair"):
            parts.append(f"drafted again from its error (repair {payload['repair']})")
    if event == Event.PLANNED and payload.get("data"):
        parts.append(str(payload["data"]))
    steps = payload.get("steps")
    if event == Event.PLANNED and steps is not None:
        parts.append(f"{steps if isinstance(steps, int) else len(steps)} steps")
    if payload.get("lessons"):
        parts.append(f"{len(payload['lessons'])} lessons recalled")
    if payload.get("fallback"):
        parts.append(f"fallback: {payload['fallback']}")
    return "; ".join(parts)


def _fork_detail(event: str, payload: dict) -> str:
    if event == FORKED:
        return f"forked into task {payload.get('into')} from here; this task is unchanged"
    ran = payload.get("from_ran_after") or []
    where = f"review {payload['from_review']}" if payload.get("from_review") else f"transition {payload.get('from_seq')}"
    text = f"forked from task {payload.get('from_task')} at {where}"
    if ran:
        text += (f"; step(s) {', '.join(str(r['step'] + 1) for r in ran)} had already run there after that point "
                 "(not undone)")
    return text


def _correction_detail(event: str, payload: dict, fix: Correction) -> str:
    if event == Event.EDIT:
        return "edited by the analyst"
    intent = payload.get("intent") or fix.intent or "?"
    confidence = fix.confidence
    how = fix.classifier or "explicit"
    sure = f", confidence {confidence:.2f}" if confidence is not None else ""
    escalated = " (escalated)" if payload.get("escalated") else ""
    takeover = "; handed to the analyst" if payload.get("takeover") else ""
    feedback = fix.feedback
    short = feedback if len(feedback) <= 120 else feedback[:119] + "…"
    return f"{intent}{escalated} by {how}{sure}{takeover}: “{short}”"
