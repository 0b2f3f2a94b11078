"""Whole tasks through provider names over real HTTP: llama.cpp's server (xllamacpp) on loopback, with the
embedded Gemma model, answers the OpenAI chat API and Anthropic's messages API and checks the API key."""
from __future__ import annotations

import glob

import pytest
from harness.llama_server import ANSWER_TOKENS, LLAMA_KEY

from nbcopilot import Copilot, ReviewPolicy
from nbcopilot.llm.providers import build_llm
from harness.store_sql import sql

REVIEWS = ("after_plan", "before_result")


def names(url: str) -> dict[str, str]:
    """Provider name → the name an analyst types to reach this server (the model name is the server's business:
    llama.cpp serves the one model it loaded, so the hosted providers' names are accepted as they are)."""
    return {"openai-like": f"openai-like:gemma-3-270m@{url}",
            "openai": f"openai:gpt-4o-mini@{url}",
            "anthropic": f"anthropic:claude-haiku-4-5@{url.removesuffix('/v1')}"}


def key_in_store(store_path: str, key: str) -> list[str]:
    """Files of the store (WAL included) whose bytes hold the key."""
    return [path for path in glob.glob(store_path + "*") if key.encode() in open(path, "rb").read()]


def approve_until(task, state: str, most: int = 12) -> None:
    for _ in range(most):
        if task.state == state:
            return
        assert task.state in ("review_plan", "review_step", "review_result"), task.note
        task.approve()
    assert task.state == state, task.note


@pytest.fixture
def keys(monkeypatch):
    monkeypatch.setenv("NBCOPILOT_LLM_MAX_TOKENS", str(ANSWER_TOKENS))  # each answer short, so the tests are quick
    monkeypatch.setenv("OPENAI_API_KEY", LLAMA_KEY)
    monkeypatch.setenv("ANTHROPIC_API_KEY", LLAMA_KEY)
    for name in ("OPENAI_BASE_URL", "OPENAI_API_BASE", "ANTHROPIC_BASE_URL"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize("provider", ["openai-like", "openai", "anthropic"])
def test_a_whole_task_runs_through_a_provider_name_over_http(provider, llama, keys, store_path):
    name = names(llama.url)[provider]
    with Copilot(store=store_path, llm=name, namespace={}, memory=False,
                 policy=ReviewPolicy(anchors=REVIEWS)) as cp:
        assert type(cp.roles().planner).__name__ == {"openai-like": "OpenAILike", "openai": "OpenAI",
                                                     "anthropic": "Anthropic"}[provider]
        task = cp.start("Write one sentence on why checking revenue by region matters")
        assert task.state == "review_plan" and task.plan, task.note
        approve_until(task, "review_result")  # (a failed code step of the tiny model stops at its review)
        task.reject("shorter, please")  # no intent given: the helper model over HTTP classifies it
        approve_until(task, "done")
        correction = cp.corrections().iloc[0]
        assert correction["intent"] in ("replan", "retry_step", "refine_output")
        assert correction["classifier"] in ("llm", "fallback")  # asked of the model, not the offline classifier
        calls = sql(cp._store, "SELECT role, ok, completion_tokens FROM llm_calls")
        assert set(calls["role"]) >= {"planner", "executor", "helper"} and calls["ok"].all()
        assert (calls["completion_tokens"] <= ANSWER_TOKENS).all()  # the server's count: the answer cap held
    assert key_in_store(store_path, LLAMA_KEY) == []


@pytest.mark.parametrize("provider", ["openai-like", "openai", "anthropic"])
def test_a_wrong_key_pauses_the_task_in_one_sentence_that_never_quotes_the_key(provider, llama, keys, store_path,
                                                                              monkeypatch):
    wrong = "sk-wrong-key-for-this-server-123"
    monkeypatch.setenv("OPENAI_API_KEY", wrong)
    monkeypatch.setenv("ANTHROPIC_API_KEY", wrong)
    with Copilot(store=store_path, llm=names(llama.url)[provider], namespace={}, memory=False) as cp:
        task = cp.start("Say hello")
        assert task.state == "paused"
        assert task.note.startswith("The planner model failed") and "\n" not in task.note
        assert "AuthenticationError" in task.note and wrong not in task.note
    assert key_in_store(store_path, wrong) == []


def test_the_base_url_of_openai_can_come_from_the_sdks_environment_variable(llama, keys, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", llama.url)
    llm = build_llm("openai:gpt-4o-mini")
    assert llm.api_base == llama.url
    assert llm.complete("Say hello").text.strip()  # the server answered: it checked the key from the environment


def test_the_clients_own_timeout_and_retries_come_from_the_call_policy(monkeypatch, keys):
    monkeypatch.setenv("NBCOPILOT_LLM_TIMEOUT", "4")
    monkeypatch.setenv("NBCOPILOT_LLM_RETRIES", "1")
    for name in ("openai-like:m@http://127.0.0.1:9/v1", "openai:gpt-4o@http://127.0.0.1:9/v1",
                 "anthropic:claude-haiku-4-5@http://127.0.0.1:9"):
        llm = build_llm(name)
        assert (llm.timeout, llm.max_retries) == (4.0, 1), name
    assert build_llm("ollama:llama3@http://127.0.0.1:9").request_timeout == 4.0


def test_an_ollama_server_that_is_not_there_pauses_the_task_in_one_sentence(store_path, monkeypatch):
    """No Ollama server can run here (llama.cpp does not speak Ollama's /api/chat): this is as far as it goes."""
    from harness import llama_server

    monkeypatch.setenv("NBCOPILOT_LLM_RETRIES", "0")
    name = f"ollama:llama3@http://127.0.0.1:{llama_server.free_port()}"
    with Copilot(store=store_path, llm=name, namespace={}, memory=False) as cp:
        task = cp.start("Say hello")
        assert task.state == "paused" and "\n" not in task.note
        assert task.note.startswith("The planner model failed 1 time (last: ConnectionError: Failed to connect to Ollama")
