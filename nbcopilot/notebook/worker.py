"""Runs a form's API calls off the kernel's main thread, one at a time, in the order they were asked for.

An API call may take seconds (model calls, code steps); a button callback runs on the kernel's main thread,
so doing the call there would freeze the notebook. The worker thread does it instead and a ticker reports
the elapsed time so the analyst sees the copilot is working. Widget updates from these threads reach the
front end: ipykernel sends comm messages from any thread through its IOPub thread.

A ThreadPoolExecutor(max_workers=1) would queue the calls too, but its thread is joined when the interpreter
exits: with a model call hanging, a process took 20.2 s to exit (the hang's length) against 0.3 s with this
daemon thread (bench/bench_worker.py). A kernel must shut down whatever a provider does, so this stays.
"""
from __future__ import annotations

import queue
import threading
import time
from typing import Any, Callable

TICK_SECONDS = 1.0

Call = Callable[[], Any]
Done = Callable[[str, Any, BaseException | None], None]


class Worker:
    """One daemon thread that runs submitted calls in order, reports each to `on_done` and ticks while one runs."""

    def __init__(self, on_done: Done, on_tick: Callable[[str, float], None]):
        self._on_done = on_done
        self._on_tick = on_tick
        self._calls: queue.Queue[tuple[str, Call]] = queue.Queue()
        self._pending = 0
        self._idle = threading.Condition()
        self._thread: threading.Thread | None = None
        self.render_error: Exception | None = None
        self.label: str | None = None
        """What the call in flight is doing ("Planning", "Running the plan"), None when idle."""

    @property
    def busy(self) -> bool:
        with self._idle:
            return self._pending > 0

    @property
    def pending(self) -> int:
        """Calls submitted and not finished, the one in flight included."""
        with self._idle:
            return self._pending

    def submit(self, label: str, call: Call) -> None:
        with self._idle:
            self._pending += 1
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="nbcopilot-form", daemon=True)
                self._thread.start()
        self._calls.put((label, call))

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every submitted call has finished; False if the timeout came first."""
        with self._idle:
            return self._idle.wait_for(lambda: self._pending == 0, timeout)

    def _loop(self) -> None:
        while True:
            try:
                label, call = self._calls.get(timeout=30)
            except queue.Empty:  # idle for a while: let the thread end; submit() starts another
                with self._idle:
                    if self._pending == 0:
                        self._thread = None
                        return
                continue
            self.label = label
            finished = threading.Event()
            ticker = threading.Thread(target=self._tick, args=(label, finished), daemon=True)
            ticker.start()
            result, error = None, None
            try:
                result = call()
            except BaseException as exc:  # shown to the analyst by on_done; the worker must survive it
                error = exc
            finally:
                finished.set()
                ticker.join()
                self.label = None
            try:
                self._on_done(label, result, error)
            except Exception as exc:  # a broken render must not stop later calls; keep it for inspection
                self.render_error = exc
            finally:
                with self._idle:
                    self._pending -= 1
                    self._idle.notify_all()

    def _tick(self, label: str, finished: threading.Event) -> None:
        started = time.monotonic()
        self._on_tick(label, 0.0)
        while not finished.wait(TICK_SECONDS):
            self._on_tick(label, time.monotonic() - started)
