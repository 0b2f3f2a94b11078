"""API keys never reach the store: run tasks with keys in the environment and on the model objects, close the
store, and scan the DuckDB file's bytes (and any write-ahead log) for them."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from nbcopilot import Copilot
from harness.scripted_llm import ScriptedLLM
from harness.scripted_roles import Models

KEY_VARIABLES = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "NBCOPILOT_TEST_TOKEN")


class ProviderLikeLLM(ScriptedLLM):
    """A scripted model that carries its key the way provider clients do (OpenAI(api_key=...))."""

    api_key: str = ""


@pytest.fixture
def keys(monkeypatch) -> dict[str, str]:
    made = {name: f"sk-test-{os.urandom(12).hex()}" for name in KEY_VARIABLES}
    for name, value in made.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("NBCOPILOT_LLM_RETRIES", "0")  # an outage, below, fails fast
    monkeypatch.setenv("NBCOPILOT_LLM_BACKOFF", "0")
    return made


def leaked(store_path: str, secrets) -> list[str]:
    """The secrets (or their distinctive random part) found anywhere in the store's files."""
    files = [Path(store_path), Path(store_path + ".wal")]
    data = b"".join(f.read_bytes() for f in files if f.exists())
    assert data, "the store file is missing"
    found = []
    for secret in secrets:
        for form in (secret, secret.removeprefix("sk-test-")):
            if form.encode() in data or form.encode("utf-16-le") in data:
                found.append(secret)
                break
    return found


def keyed(respond, key: str, **kw) -> ProviderLikeLLM:
    llm = ProviderLikeLLM(respond=respond, **kw)
    llm.api_key = key
    return llm


def test_keys_in_the_environment_and_on_the_models_never_reach_the_store(store_path, keys, tmp_path):
    models = Models()
    models.plans.append([{"description": "Count the rows", "kind": "python"}, {"description": "Report the count"}])
    models.code["Count the rows"] = "rows = len([1, 2, 3])\nrows"
    roles = {role: keyed(getattr(models, f"_{name}"), keys["OPENAI_API_KEY"])
             for role, name in (("planner", "plan"), ("executor", "step"), ("helper", "help"))}
    with Copilot(store=store_path, namespace={}, memory=True, **roles) as cp:
        task = cp.start("Count the rows of the sales table")
        task.reject("use the orders table instead")  # the helper model classifies it
        for _ in range(6):
            if task.state == "done":
                break
            task.approve()
        assert task.state == "done"
        assert cp.report()
        second = cp.start("A second task, paused and resumed")
        second.pause("lunch")
        cp.resume(second.id)
    assert leaked(store_path, keys.values()) == []


def test_a_provider_error_that_quotes_the_key_does_not_write_the_key(store_path, keys):
    key = keys["OPENAI_API_KEY"]

    def refuse(prompt: str) -> str:
        raise RuntimeError(f"401 Unauthorized: incorrect API key provided: {key}")

    models = Models()
    with Copilot(store=store_path, planner=keyed(refuse, key), executor=models.executor, helper=models.helper,
                 namespace={}, memory=False) as cp:
        task = cp.start("Count the rows")
        assert task.state == "paused" and "planner model failed" in task.note
    assert leaked(store_path, [key]) == []


def test_the_scan_finds_a_key_that_is_written(store_path, keys):
    """The scan itself works: a key that does get into the store (here as feedback text) is found."""
    models = Models()
    with Copilot(store=store_path, planner=models.planner, executor=models.executor, helper=models.helper,
                 namespace={}, memory=False) as cp:
        cp.start("Count the rows").reject(f"my key is {keys['ANTHROPIC_API_KEY']}", intent="replan")
    assert leaked(store_path, keys.values()) == [keys["ANTHROPIC_API_KEY"]]


def test_a_helper_error_quoting_the_key_while_classifying_feedback_does_not_write_the_key(store_path, keys):
    key = keys["ANTHROPIC_API_KEY"]

    def refuse(prompt: str) -> str:
        raise RuntimeError(f"authentication failed for key {key}")

    models = Models()
    with Copilot(store=store_path, planner=models.planner, executor=models.executor, helper=keyed(refuse, key),
                 namespace={}, memory=False) as cp:
        task = cp.start("Count the rows")
        task.reject("plan it again from the orders table")  # the helper fails; the local classifier decides
        assert cp.corrections()["classifier"].iloc[-1] == "local"
        cp.resume(task.id)  # the resume message falls back to a template
    assert leaked(store_path, [key]) == []


def test_a_key_given_only_on_the_model_object_is_not_written_when_an_error_quotes_it(store_path, keys):
    key = os.urandom(16).hex()  # an Azure-style key: 32 hex characters, set in code, not in the environment

    def refuse(prompt: str) -> str:
        raise RuntimeError(f"Access denied due to invalid subscription key {key}.")

    models = Models()
    with Copilot(store=store_path, planner=keyed(refuse, key), executor=models.executor, helper=models.helper,
                 namespace={}, memory=False) as cp:
        assert cp.start("Count the rows").state == "paused"
    assert leaked(store_path, [key]) == []
