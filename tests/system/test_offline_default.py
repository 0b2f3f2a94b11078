"""With no configuration and no network, the embedded models plan a real task."""
from __future__ import annotations

import socket
import time

import pytest

from nbcopilot import Copilot
from harness.store_sql import sql


@pytest.fixture
def no_network(monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError("network is off in this test")
    monkeypatch.setattr(socket.socket, "connect", refuse)


@pytest.mark.slow
def test_the_default_copilot_plans_offline(tmp_path, no_network):
    started = time.perf_counter()
    with Copilot(store=tmp_path / "copilot.duckdb") as cp:
        task = cp.start("Analyze sales.csv and find the top three regions by revenue")
        seconds = time.perf_counter() - started
        print(f"default Copilot: plan ready in {seconds:.1f} s with {len(task.plan)} steps")
        assert task.state == "review_plan"
        assert len(task.plan) >= 2
        words = " ".join(s.description.lower() for s in task.plan)
        assert "sales" in words or "revenue" in words or "region" in words
        calls = sql(cp._store, "SELECT role, ok FROM llm_calls")
        assert list(calls["role"]) == ["planner"] and calls["ok"].all()
