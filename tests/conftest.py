"""Shared fixtures: a real store per test (a DuckDB file, or PostgreSQL where a module asks) and scripted models
for the three roles."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # the harness package (tests/harness/) importable from subprocesses too

from harness.scripted_roles import Models  # noqa: E402

from nbcopilot import Copilot, ReviewPolicy  # noqa: E402

@pytest.fixture
def models() -> Models:
    return Models()


@pytest.fixture
def store_path(request, tmp_path) -> str:
    """The store a test's Copilot opens: a DuckDB file, unless the test module parametrizes it (indirectly,
    with names from harness.store_backends.BACKENDS) to run the same story on PostgreSQL too."""
    from harness.store_backends import store_url

    return store_url(getattr(request, "param", "duckdb-file"), tmp_path)


@pytest.fixture
def make_copilot(store_path, models, tmp_path, monkeypatch):
    # The stories' goals name sales.csv: the working folder holds it, as the analyst's would.
    (tmp_path / "sales.csv").write_text("region,revenue\nEMEA,5\nAPAC,7\nAMER,6\n")
    monkeypatch.chdir(tmp_path)
    made = []

    def make(policy: ReviewPolicy | None = None, namespace: dict | None = None, **kw) -> Copilot:
        cp = Copilot(store=kw.pop("store", store_path), planner=models.planner, executor=models.executor,
                     helper=models.helper, policy=policy, namespace={} if namespace is None else namespace,
                     memory=kw.pop("memory", False), **kw)
        made.append(cp)
        return cp

    yield make
    for cp in made:
        cp.close()


@pytest.fixture
def cp(make_copilot) -> Copilot:
    return make_copilot()


@pytest.fixture(scope="session")
def llama():
    """llama.cpp's HTTP server with the embedded GGUF on a free loopback port, shared by the session."""
    from harness import llama_server

    return llama_server.start(llama_server.LLAMA_KEY)
