"""One driver per task (DESIGN §4): this kernel's lease on the tasks it works, renewed while it works, and a
lock per task so two threads of one kernel never drive the same task at once."""
from __future__ import annotations

import os
import socket
import threading
import time
from contextlib import contextmanager
from typing import Callable, Iterator

from nbcopilot.errors import TaskBusy
from nbcopilot.records import TaskSnapshot
from nbcopilot.store.base import Store


def new_id(prefix: str = "") -> str:
    """A short random id (tasks, reviews), with `prefix` in front."""
    return prefix + os.urandom(5).hex()


class Leases:
    """This kernel's name as a lease owner, its per-task locks, and the heartbeat that renews a lease."""

    def __init__(self, store: Store):
        self._store = store
        self.owner = f"pid {os.getpid()} on {socket.gethostname()} ({new_id()})"
        """How other kernels are told who works a task (process, host and a random part)."""
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def lock(self, task_id: str) -> threading.Lock:
        """The lock this kernel's threads take before working the task."""
        with self._guard:
            return self._locks.setdefault(task_id, threading.Lock())

    def check(self, task: TaskSnapshot, take_over: bool) -> None:
        """Refuse a task another live kernel is working, unless the analyst takes it over.

        Raises:
            TaskBusy: another kernel holds a lease that has not expired, and `take_over` is False.
        """
        owner, until = self._store.lease(task.id)
        if owner and owner != self.owner and until and until > time.time() and not take_over:
            raise TaskBusy(f"task {task.id} is being worked by {owner}; wait for it to reach a review, "
                           f"or take it over with cp.resume({task.id!r}, take_over=True).")

    @contextmanager
    def renewed(self, task_id: str) -> Iterator[None]:
        """Keep renewing this kernel's lease on the task while the block runs (a third of its length apart)."""
        heartbeat = Heartbeat(lambda: self._store.renew_lease(task_id, self.owner), self._store.lease_seconds / 3)
        try:
            yield
        finally:
            heartbeat.stop()


class Heartbeat:
    """Calls `beat` every `every` seconds on a daemon thread until stopped."""

    def __init__(self, beat: Callable[[], None], every: float):
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(beat, every), daemon=True, name="nbcopilot-lease")
        self._thread.start()

    def _run(self, beat: Callable[[], None], every: float) -> None:
        while not self._stop.wait(every):
            try:
                beat()
            except Exception:  # a missed beat only shortens the lease; the next write re-asserts it
                pass

    def stop(self) -> None:
        """Stop beating (the thread ends at its next wake-up)."""
        self._stop.set()
