"""`once`: a lazy process-wide object, made by its first caller while any other caller waits for it.

Measured in bench/bench_singletons.py (8 threads asking at once, then 100k calls):
functools.cache made the object 8 times (an embedding engine maps 70 MB each time), 20 ns a call;
functools.cache behind a lock made it once, 190–280 ns a call; this double-checked lock makes it once,
27 ns a call — so it is written here once instead of functools.cache, and instead of a copy per object.
"""
from __future__ import annotations

import functools
import threading
from typing import Callable, TypeVar

T = TypeVar("T")

__all__ = ["once"]


def once(make: Callable[[], T]) -> Callable[[], T]:
    """Wrap a maker without arguments: the first call makes the object, every later call returns it."""
    lock = threading.Lock()
    made: list[T] = []

    @functools.wraps(make)
    def get() -> T:
        if not made:  # the common case reads a list, no lock
            with lock:
                if not made:
                    made.append(make())
        return made[0]

    return get
