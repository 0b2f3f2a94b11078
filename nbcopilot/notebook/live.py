"""The answer a model is writing, shown on the form as it arrives (see nbcopilot.llm.streaming).

The form's worker thread wraps each API call in `watched`; the model's chunks then reach `show` from the
thread that reads the stream. Widget updates are cheap but not free (each is a comm message), so the text
is sent at most every UPDATE_SECONDS, the first chunk at once: that is the one the analyst waits for.
"""
from __future__ import annotations

import time
from html import escape
from typing import Any, Callable

UPDATE_SECONDS = 0.1
SHOWN_CHARS = 4000
"""The tail of a long answer is what is being written: older text scrolls out."""
WRITERS = {"planner": "The planner is writing the plan", "executor": "The executor is writing the step",
           "helper": "The helper is answering"}


def html(role: str, text: str) -> str:
    """Escaped like every model output: the form's HTML widget sets innerHTML."""
    tail = text[-SHOWN_CHARS:]
    label = WRITERS.get(role, "The model is writing")
    return (f'<div class="nbc-live" data-role="{escape(role)}"><div class="nbc-muted">✎ {escape(label)}…</div>'
            f'<pre class="nbc-live-text" style="white-space: pre-wrap; margin: 2px 0">{escape(tail)}</pre></div>')


class LiveText:
    def __init__(self):
        import ipywidgets as w

        self.widget = w.HTML()
        self._sent_at = 0.0

    def watched(self, call: Callable[[], Any]) -> Callable[[], Any]:
        """`call` with every model answer it asks for streamed into this widget."""
        from nbcopilot.llm import streaming

        def run() -> Any:
            self._sent_at = 0.0
            with streaming.watching(self.show):
                return call()
        return run

    def show(self, role: str, text: str) -> None:
        now = time.monotonic()
        if now - self._sent_at >= UPDATE_SECONDS:
            self._sent_at = now
            self.widget.value = html(role, text)

    def clear(self) -> None:
        self.widget.value = ""
