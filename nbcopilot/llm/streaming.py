"""Answers watched as they are written, and stopped at once when the analyst pauses.

Two parties meet here through the calling thread, so neither needs to know the other:
- a watcher (the notebook form) says `with watching(show):` around an API call; every model call made in that
  thread is then streamed and `show(role, text_so_far)` sees the answer grow;
- the engine says `with stoppable(event):` while it drives a task; setting the event (Pause, Cancel) ends a
  streamed call at once with StreamStopped, and the partial answer is thrown away, never recorded.
A call made with no watcher is not streamed: nobody would see the chunks.
"""
from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import Callable, Iterator

from nbcopilot.errors import CopilotError

Show = Callable[[str, str], None]
"""(role, the answer so far) — called from the thread that reads the stream."""

_local = threading.local()


class StreamStopped(CopilotError):
    """The analyst paused or cancelled while a model was writing; its partial answer was dropped."""


@contextmanager
def _holding(name: str, value: object) -> Iterator[None]:
    previous = getattr(_local, name, None)
    setattr(_local, name, value)
    try:
        yield
    finally:
        setattr(_local, name, previous)


def watching(show: Show):
    """Stream every model call made in this thread inside the block, showing the text as it arrives."""
    return _holding("show", show)


def stoppable(stop: threading.Event):
    """Streamed calls made in this thread inside the block end as soon as `stop` is set."""
    return _holding("stop", stop)


def current() -> tuple[Show | None, threading.Event | None]:
    """The watcher and the stop event of the calling thread (None when there is none)."""
    return getattr(_local, "show", None), getattr(_local, "stop", None)
