"""notebook/worker.Worker against concurrent.futures.ThreadPoolExecutor(max_workers=1) for the form's calls.

    .venv/bin/python bench/bench_worker.py

Two figures: the time from submitting a call to its done-callback (1000 quick calls, median), and how long a
process takes to exit while a call hangs (a model that never answers): a kernel must still shut down.
"""
from __future__ import annotations

import statistics
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nbcopilot.notebook.worker import Worker  # noqa: E402

EXIT_SCRIPT = {
    "Worker": "from nbcopilot.notebook.worker import Worker\n"
              "import time\nWorker(lambda *a: None, lambda *a: None).submit('hang', lambda: time.sleep(20))\n"
              "time.sleep(0.2)\n",
    "ThreadPoolExecutor": "from concurrent.futures import ThreadPoolExecutor\nimport time\n"
                          "ThreadPoolExecutor(max_workers=1).submit(time.sleep, 20)\ntime.sleep(0.2)\n",
}


def round_trips(submit, n: int = 1000) -> float:
    done = threading.Event()
    times = []
    for _ in range(n):
        done.clear()
        start = time.perf_counter()
        submit(done.set)
        done.wait()
        times.append(time.perf_counter() - start)
    return 1e6 * statistics.median(times)


def main() -> None:
    worker = Worker(lambda label, result, error: result(), lambda label, seconds: None)
    ours = round_trips(lambda callback: worker.submit("call", lambda: callback))
    pool = ThreadPoolExecutor(max_workers=1)
    theirs = round_trips(lambda callback: pool.submit(lambda: None).add_done_callback(lambda _: callback()))
    print(f"submit → done callback, median of 1000: Worker {ours:.0f} µs, ThreadPoolExecutor {theirs:.0f} µs")
    for name, script in EXIT_SCRIPT.items():
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", script], cwd=ROOT, timeout=60, check=True)
        print(f"process exit with a call hanging: {name} {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
