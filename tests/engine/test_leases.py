"""One driver per task: a kernel is refused a task another live kernel works, unless it takes it over, and
a working kernel's heartbeat keeps its lease alive (nbcopilot/engine/leases.py)."""
from __future__ import annotations

import time

import pytest

from nbcopilot.engine.leases import Leases
from nbcopilot.errors import TaskBusy
from nbcopilot.store.duckdb_store import DuckDBStore
from harness.store_story import first_transition, planned


def leased_task(store, owner: str):
    task = planned()
    store.create(task, first_transition(task), owner=owner)
    return task


def test_a_task_another_live_kernel_works_is_refused_unless_taken_over():
    store = DuckDBStore(":memory:")
    task = leased_task(store, owner="pid 1 on elsewhere")
    here = Leases(store)
    with pytest.raises(TaskBusy, match=r"being worked by pid 1 on elsewhere.*take_over=True"):
        here.check(task, take_over=False)
    here.check(task, take_over=True)  # the analyst said so: no error


def test_a_kernel_passes_its_own_lease_and_an_expired_one():
    store = DuckDBStore(":memory:", lease_seconds=0.05)
    here = Leases(store)
    mine = leased_task(store, owner=here.owner)
    here.check(mine, take_over=False)
    other = planned("t-0002")
    store.create(other, first_transition(other), owner="a kernel that died")
    time.sleep(0.1)
    here.check(other, take_over=False)


def test_the_heartbeat_renews_the_lease_while_work_runs_and_stops_after():
    store = DuckDBStore(":memory:", lease_seconds=0.3)
    here = Leases(store)
    task = leased_task(store, owner=here.owner)
    with here.renewed(task.id):
        time.sleep(0.6)  # twice the lease: alive only because it was renewed
        owner, until = store.lease(task.id)
        assert owner == here.owner and until > time.time()
    time.sleep(0.5)
    assert store.lease(task.id)[1] < time.time()  # no beats after the work ended


def test_each_task_has_one_lock_for_this_kernels_threads():
    here = Leases(DuckDBStore(":memory:"))
    assert here.lock("t-1") is here.lock("t-1")
    assert here.lock("t-1") is not here.lock("t-2")
