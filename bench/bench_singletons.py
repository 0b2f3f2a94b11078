"""A lazy process-wide object (the embedding engine, the examples' vectors …) made with functools.cache alone,
with functools.cache behind a lock, and with nbcopilot.once (a double-checked lock).

    .venv/bin/python bench/bench_singletons.py

Figures: how many times the maker runs when 8 threads ask for the object at once (a kernel's worker thread
and its main thread do), and the cost of a call once the object exists.
"""
from __future__ import annotations

import functools
import sys
import threading
import time
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nbcopilot.once import once  # noqa: E402


def contenders():
    made = {"cache": 0, "cache behind a lock": 0, "once": 0}

    def maker(name):
        def make():
            made[name] += 1
            time.sleep(0.05)  # loading an engine or reading a model file takes a while
            return object()
        return make

    cached = functools.cache(maker("cache"))
    lock, locked_cache = threading.Lock(), functools.cache(maker("cache behind a lock"))

    def cache_behind_lock():
        with lock:
            return locked_cache()

    return made, {"cache": cached, "cache behind a lock": cache_behind_lock, "once": once(maker("once"))}


def main() -> None:
    made, getters = contenders()
    for name, get in getters.items():
        threads = [threading.Thread(target=get) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        per_call = min(timeit.repeat(get, number=100_000, repeat=5)) / 100_000 * 1e9
        print(f"{name:20s} made {made[name]} time(s) by 8 threads at once; then {per_call:.0f} ns a call")


if __name__ == "__main__":
    main()
