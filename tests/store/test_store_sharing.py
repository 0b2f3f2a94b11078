"""Sharing one store: another process holding it makes this one wait (bounded, then a clear StoreBusy),
a kernel working unattended lets go at its next commit when another asks, a second kernel's stale commit
is refused, and a lease is seen by every kernel.

A DuckDB `:memory:` store belongs to one process and cannot be shared, so the tests that need a second
process or a second opener run on the backends that can be shared (a file, PostgreSQL); the tests of waiting
for the file run on the DuckDB file only (PostgreSQL has no file lock: tests/store/test_postgres_store.py).
"""
from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from dataclasses import replace
from pathlib import Path

import pytest

from nbcopilot.errors import ConcurrentUpdate, StoreBusy
from nbcopilot.records import Event, State, Transition
from harness.store_backends import FILE_LOCKED, SHARED, open_backend
from harness.store_story import approved, first_transition, planned


def hold(path, seconds: float) -> subprocess.Popen:
    """Another process that opens the store file and keeps it for `seconds`; returns once it holds it."""
    code = textwrap.dedent(f"""
        import sys, time, duckdb
        while True:  # this process's store may still be letting go of the file
            try:
                con = duckdb.connect({str(path)!r})
                break
            except duckdb.IOException:
                time.sleep(0.01)
        print("held", flush=True)
        time.sleep({seconds})
        con.close()
    """)
    process = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "held"
    return process


@pytest.mark.parametrize("backend", FILE_LOCKED)
def test_a_second_process_waits_for_the_holder_and_then_writes(backend, tmp_path):
    store = open_backend(backend, tmp_path, lock_timeout=20)
    holder = hold(store.path, 1.0)
    began = time.monotonic()
    task = planned()
    store.create(task, first_transition(task))  # waits for the other process to let go
    waited = time.monotonic() - began
    holder.wait(timeout=30)
    assert 0.5 < waited < 15
    assert store.load(task.id) == task


@pytest.mark.parametrize("backend", FILE_LOCKED)
def test_a_holder_that_stays_too_long_gives_a_clear_store_busy(backend, tmp_path):
    store = open_backend(backend, tmp_path, lock_timeout=0.5)
    holder = hold(store.path, 5.0)
    try:
        with pytest.raises(StoreBusy) as busy:
            store.load("t-0001")
    finally:
        holder.kill()
        holder.wait()
    message = str(busy.value)
    assert "\n" not in message and message.endswith("try again.") and busy.value.__cause__ is None


@pytest.mark.parametrize("backend", SHARED)
def test_two_kernels_on_one_store_cannot_both_move_a_task_from_the_same_point(backend, tmp_path):
    mine, theirs = open_backend(backend, tmp_path), open_backend(backend, tmp_path)
    task = planned()
    mine.create(task, first_transition(task))
    seen = theirs.load(task.id)
    after, t = approved(task)
    mine.commit(task, after, t, owner="kernel-a")
    with pytest.raises(ConcurrentUpdate):
        theirs.commit(seen, replace(seen, state=State.CANCELLED, review=None, seq=2),
                      Transition(seen.state, State.CANCELLED, Event.CANCEL))
    assert theirs.load(task.id) == after
    assert theirs.lease(task.id)[0] == "kernel-a"  # the other kernel sees who drives it


@pytest.mark.parametrize("backend", FILE_LOCKED)
def test_a_resting_store_lets_go_within_a_second_so_another_process_can_open_it(backend, tmp_path):
    store = open_backend(backend, tmp_path)
    task = planned()
    store.create(task, first_transition(task))
    code = textwrap.dedent(f"""
        import time, duckdb
        began = time.monotonic()
        while True:
            try:
                con = duckdb.connect({str(store.path)!r})
                break
            except duckdb.IOException:
                time.sleep(0.01)
        print(con.execute("SELECT count(*) FROM tasks").fetchone()[0], time.monotonic() - began)
    """)
    reader = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    count, waited = reader.stdout.split()
    assert count == "1" and float(waited) < 1.0, reader.stderr[-2000:]
    assert store.load(task.id) == task  # and this one opens it again when it needs it


WORKER = """
import sys, time
from dataclasses import replace
sys.path.insert(0, {tests!r})
from nbcopilot.records import Event, Transition
from harness.store_backends import open_backend
from harness.store_story import first_transition, planned
from pathlib import Path
store = open_backend({backend!r}, Path({tmp!r}))
task = planned()
store.create(task, first_transition(task))
with store.session():  # one long unattended stretch: the file is held across every commit
    for n in range(3000):
        after = replace(task, seq=task.seq + 1, note=f"step {{n}}")
        store.commit(task, after, Transition(task.state, task.state, Event.GRANT), owner="kernel-a")
        task = after
        if n == 20:
            print("working", flush=True)
print("finished", flush=True)
"""


@pytest.mark.parametrize("backend", FILE_LOCKED)
def test_a_working_kernel_lets_go_at_its_next_commit_when_another_asks(backend, tmp_path):
    code = WORKER.format(tests=str(Path(__file__).parents[1]), backend=backend, tmp=str(tmp_path))
    worker = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert worker.stdout.readline().strip() == "working"
        began = time.monotonic()
        seen = open_backend(backend, tmp_path, lock_timeout=30).load("t-0001")
        waited = time.monotonic() - began
        assert worker.poll() is None, "the worker finished before it was asked: make its stretch longer"
    finally:
        worker.kill()
        worker.wait()
    assert waited < 1.5 and 20 < seen.seq < 3000
