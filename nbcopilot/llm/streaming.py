"""Answers watched as they are written, and stopped at once when the analyst pauses.

Two parties meet here through the calling thread, so neither needs to know the other:
- a watcher (the notebook form) says `with watching(show):` around an API call; every model call made in that
  thread is then streamed and `show(role, text_so_far)` sees the answer grow;
- the engine says `with stoppable(event):` while it drives a task; setting the event (Pause, Cancel) ends a
  streamed call at once with StreamStopped, and the partial answer is thrown away, never recorded.
A call made with no watcher is not streamed: nobody would see the chunks.
Closing LlamaIndex's stream generator does not close the HTTP response under it, so the server would write the
whole answer into a connection nobody reads (and a local llama.cpp server keeps its only slot busy doing it).
Clients built from provider names therefore report each response they open (`track`, an httpx event hook), and
a stopped stream closes them: the server sees the connection drop and stops writing.
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


def track(response: object) -> None:
    """httpx response hook: remember the responses the current thread opens, so a stop can close them."""
    opened = getattr(_local, "opened", None)
    if opened is not None:
        opened.append(response)


@contextmanager
def closing_on_stop() -> Iterator[list]:
    """Collect the responses opened in this thread inside the block; the caller closes them if it stops."""
    previous = getattr(_local, "opened", None)
    _local.opened = []
    try:
        yield _local.opened
    finally:
        _local.opened = previous


def current() -> tuple[Show | None, threading.Event | None]:
    """The watcher and the stop event of the calling thread (None when there is none)."""
    return getattr(_local, "show", None), getattr(_local, "stop", None)
