"""The conformance suite's fixtures: every test here that takes `store` runs once per backend."""
from __future__ import annotations

import pytest

from harness.store_backends import BACKENDS, open_backend


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture
def store(backend, tmp_path):
    opened = open_backend(backend, tmp_path)
    yield opened
    opened.close()
