"""A review's deadline counted down on the form: it expires by itself while the form is on screen.

A countdown shows the time left; at the deadline the form asks the engine to apply it (approve if low-risk,
pause if risky). Every countdown stops when the process exits, so no expiry starts mid-shutdown.
"""
from __future__ import annotations

import atexit
import threading
import time
import weakref
from typing import Any, Callable

_RUNNING: "weakref.WeakSet[Countdown]" = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    for countdown in list(_RUNNING):
        countdown.stop()


class Countdown:
    """Ticks once a second for the pending review: `show(seconds left)`, then `expire()` at the deadline.

    `pending()` names the review still pending; when it is no longer the one being counted (the analyst
    decided, or the task moved on) the countdown ends quietly."""

    def __init__(self, show: Callable[[float], None], expire: Callable[[], None],
                 pending: Callable[[], str | None]):
        self._show, self._expire, self._pending = show, expire, pending
        self._timer: threading.Timer | None = None
        self.stopped = False
        """True once stopped for good (the form closed, the kernel shutting down)."""

    def watch(self, review: Any) -> bool:
        """Count down `review`'s deadline (replacing any countdown); False when there is none to count."""
        self._cancel()
        deadline = getattr(review, "deadline", None)
        if deadline is None or self.stopped:
            return False
        review_id = review.id

        def tick() -> None:
            if self.stopped or self._pending() != review_id:
                return
            left = deadline - time.time()
            if left <= 0:
                self._expire()
                return
            self._show(left)
            self._timer = threading.Timer(min(1.0, left), tick)
            self._timer.daemon = True
            _RUNNING.add(self)
            self._timer.start()

        tick()
        return True

    def cancel(self) -> None:
        """Stop the current countdown; a later `watch` may start another."""
        self._cancel()

    def stop(self) -> None:
        """Stop for good."""
        self._cancel()
        self.stopped = True

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
