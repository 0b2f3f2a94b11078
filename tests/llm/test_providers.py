"""Models built by name without touching the network, and calls.py holding failing and hanging providers."""
import os
import socket
import sys
import time

import pytest
from harness.scripted_llm import ScriptedLLM

from nbcopilot.errors import BadInput, LLMUnavailable
from nbcopilot.llm import calls
from nbcopilot.llm.calls import CallPolicy, complete
from nbcopilot.llm.providers import ProviderNotInstalled, build_llm, parse_name, resolve


@pytest.fixture
def no_network(monkeypatch):
    """Any attempt to open a connection from Python fails the test."""
    def refuse(*args, **kwargs):
        raise AssertionError(f"network use while building a model: {args[1:] if len(args) > 1 else args}")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)


# ---------------------------------------------------------------- names

@pytest.mark.parametrize("name, parsed", [
    ("openai:gpt-4o-mini", ("openai", "gpt-4o-mini", None)),
    ("anthropic:claude-3-5-haiku-latest", ("anthropic", "claude-3-5-haiku-latest", None)),
    ("ollama:llama3.1:8b", ("ollama", "llama3.1:8b", None)),
    ("openai-like:qwen2.5@http://localhost:8000/v1", ("openai-like", "qwen2.5", "http://localhost:8000/v1")),
    ("openai-like:org/model@name@http://h:1/v1", ("openai-like", "org/model@name", "http://h:1/v1")),
    ("gguf:/models/tiny.gguf", ("gguf", "/models/tiny.gguf", None)),
    ("openai:gpt-4o@https://gateway.example/v1", ("openai", "gpt-4o", "https://gateway.example/v1")),
    ("anthropic:claude-haiku-4-5@http://127.0.0.1:8080", ("anthropic", "claude-haiku-4-5", "http://127.0.0.1:8080")),
    ("ollama:llama3.1:8b@http://gpu-box:11434", ("ollama", "llama3.1:8b", "http://gpu-box:11434")),
    ("ollama:team@v2", ("ollama", "team@v2", None)),  # an "@" not followed by a URL belongs to the model
    (" OpenAI : gpt-4o ", ("openai", "gpt-4o", None)),
    ("embedded", ("embedded", "", None)),
    ("Embedded", ("embedded", "", None)),
])
def test_provider_names_parse(name, parsed):
    assert parse_name(name) == parsed


@pytest.mark.parametrize("name, message", [
    ("gpt-4o", r"^Unknown model name 'gpt-4o'; use \"embedded\", .*\.$"),
    ("mistral:large", r"^Unknown model name 'mistral:large'; use .*\.$"),
    ("openai:", r"^Unknown model name 'openai:'; use .*\.$"),
    ("", r"^Unknown model name ''; use .*\.$"),
    ("openai-like:qwen", r"^Model name 'openai-like:qwen' needs a model and a server, like .*\.$"),
    ("openai-like:@http://h/v1", r"^Model name 'openai-like:@http://h/v1' needs a model and a server"),
    ("openai:@http://h/v1", r"^Model name 'openai:@http://h/v1' names a server but no model, like \"openai:<model>@http://h/v1\"\.$"),
])
def test_bad_names_are_refused_in_one_sentence(name, message):
    with pytest.raises(BadInput, match=message):
        build_llm(name)


# ---------------------------------------------------------------- building

def test_openai_builds_without_network_and_its_client_reads_the_key_from_the_environment(no_network, monkeypatch):
    pytest.importorskip("llama_index.llms.openai")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-from-env")
    llm = build_llm("openai:gpt-4o-mini")
    assert type(llm).__name__ == "OpenAI" and llm.model == "gpt-4o-mini"
    assert llm.api_key == "sk-test-from-env"  # nbcopilot passed no key: the provider took it from the environment


def test_ollama_builds_without_asking_the_server(no_network):
    pytest.importorskip("llama_index.llms.ollama")
    llm = build_llm("ollama:llama3")
    assert (type(llm).__name__, llm.model, llm.metadata.context_window) == ("Ollama", "llama3", 8192)


def test_openai_compatible_server_builds_with_its_base_url(no_network, monkeypatch):
    pytest.importorskip("llama_index.llms.openai_like")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    llm = build_llm("openai-like:qwen2.5@http://localhost:8000/v1")
    assert (type(llm).__name__, llm.model, llm.api_base) == ("OpenAILike", "qwen2.5", "http://localhost:8000/v1")


def test_a_missing_provider_package_names_the_pip_extra_in_one_sentence(monkeypatch):
    monkeypatch.setitem(sys.modules, "llama_index.llms.anthropic", None)  # as if it were not installed
    with pytest.raises(ProviderNotInstalled) as caught:
        build_llm("anthropic:claude-3-5-haiku-latest")
    assert str(caught.value) == (
        'The anthropic provider is not installed; run `pip install "nbcopilot[anthropic]"` and try again.')
    assert isinstance(caught.value, ImportError)


def test_a_gguf_path_builds_an_embedded_model_for_that_file_without_loading_it(no_network, tmp_path):
    from nbcopilot.llm.embedded import EmbeddedLLM, default_model_path

    link = tmp_path / "my-model.gguf"
    os.symlink(default_model_path(), link)
    llm = build_llm(f"gguf:{link}")
    assert isinstance(llm, EmbeddedLLM)
    assert llm.model_path == str(link) and not llm.is_default_embedded and not llm.loaded
    assert build_llm(f"gguf:{link}") is llm  # one object per file and process
    assert llm.accepts_json_schema and llm.metadata.model_name == "my-model"


def test_a_missing_gguf_file_is_refused_clearly():
    with pytest.raises(BadInput, match=r"^No GGUF model file at '/nowhere/x.gguf'; check the path after \"gguf:\"\.$"):
        build_llm("gguf:/nowhere/x.gguf")


def test_resolve_passes_llm_objects_through_and_builds_names():
    scripted = ScriptedLLM()
    assert resolve(scripted) is scripted
    assert resolve(None) is resolve("embedded")


# ---------------------------------------------------------------- failing and hanging providers

class Attempts(list):
    def __call__(self, role, seconds, prompt_tokens, completion_tokens, ok):
        self.append((role, round(seconds, 3), prompt_tokens, completion_tokens, ok))


def test_a_failing_provider_is_retried_with_backoff_then_raises_llm_unavailable():
    llm, attempts = ScriptedLLM(fail_times=10), Attempts()
    started = time.perf_counter()
    with pytest.raises(LLMUnavailable) as caught:
        complete(llm, "hello", role="planner", policy=CallPolicy(timeout=1, retries=2, backoff=0.05), record=attempts)
    elapsed = time.perf_counter() - started
    assert str(caught.value) == (
        "The planner model failed 3 times (last: RuntimeError: provider down); check that the provider is running "
        "and reachable (and its API key is set in the environment), then resume the task.")
    assert len(llm.prompts) == 3 and [a[4] for a in attempts] == [False, False, False]
    assert all(a[0] == "planner" and a[2] == 2 and a[3] is None for a in attempts)
    assert elapsed >= 0.05 + 0.1  # waited 0.05 s, then 0.1 s: the backoff doubles


def test_a_hanging_provider_is_abandoned_at_the_timeout():
    llm, attempts = ScriptedLLM(["late"], hang_seconds=30), Attempts()
    started = time.perf_counter()
    try:
        with pytest.raises(LLMUnavailable, match=r"^The helper model failed 2 times \(last: no answer within 0.1 s\)"):
            complete(llm, "hello", role="helper", policy=CallPolicy(timeout=0.1, retries=1, backoff=0.0),
                     record=attempts)
        elapsed = time.perf_counter() - started
    finally:
        llm.release()  # wake the abandoned worker threads
    assert elapsed < 1.0
    assert [(a[0], a[4]) for a in attempts] == [("helper", False)] * 2
    assert all(0.09 <= a[1] < 0.5 for a in attempts)


def test_a_slow_but_timely_provider_answers_and_its_tokens_are_estimated():
    llm, attempts = ScriptedLLM(["four score and seven"], hang_seconds=0.05), Attempts()
    assert complete(llm, "x" * 40, role="executor", policy=CallPolicy(timeout=2), record=attempts) == "four score and seven"
    assert [(a[0], a[2], a[3], a[4]) for a in attempts] == [("executor", 10, 5, True)]


def test_a_provider_that_recovers_is_recorded_per_attempt():
    llm, attempts = ScriptedLLM(["ok"], fail_times=2), Attempts()
    assert complete(llm, "p", role="planner", policy=CallPolicy(timeout=1, retries=2, backoff=0.0), record=attempts) == "ok"
    assert [a[4] for a in attempts] == [False, False, True]


def test_keyword_arguments_reach_the_model():
    llm = ScriptedLLM(["{}"])
    complete(llm, "p", role="planner", policy=CallPolicy(timeout=1), json_schema={"type": "object"})
    assert llm.call_kwargs == [{"json_schema": {"type": "object"}}]


def test_token_counts_come_from_provider_usage_in_its_several_shapes():
    class Response:
        def __init__(self, raw=None, additional_kwargs=None):
            self.raw, self.additional_kwargs = raw, additional_kwargs or {}

    class Usage:
        input_tokens, output_tokens = 11, 22

    assert calls.token_counts(Response({"usage": {"prompt_tokens": 3, "completion_tokens": 4}}), "p", "t") == (3, 4)
    assert calls.token_counts(Response(type("Raw", (), {"usage": Usage()})()), "p", "t") == (11, 22)
    assert calls.token_counts(Response({"prompt_eval_count": 5, "eval_count": 6}), "p", "t") == (5, 6)
    assert calls.token_counts(Response(None, {"prompt_tokens": 7, "completion_tokens": 8}), "p", "t") == (7, 8)
    assert calls.token_counts(Response(), "x" * 9, "y" * 4) == (3, 1)


def test_timeouts_and_retries_can_be_set_from_the_environment(monkeypatch):
    monkeypatch.setenv("NBCOPILOT_LLM_TIMEOUT", "7.5")
    monkeypatch.setenv("NBCOPILOT_LLM_RETRIES", "4")
    monkeypatch.setenv("NBCOPILOT_LLM_BACKOFF", "bad")
    assert CallPolicy.from_env() == CallPolicy(timeout=7.5, retries=4, backoff=0.5)


def test_an_error_that_already_tells_the_analyst_what_to_do_is_not_retried():
    missing = LLMUnavailable("The embedded model runtime xllamacpp is not installed; run `pip install xllamacpp`.")
    llm, attempts = ScriptedLLM([missing, "never asked"]), Attempts()
    with pytest.raises(LLMUnavailable) as caught:
        complete(llm, "p", role="planner", policy=CallPolicy(timeout=1, retries=3, backoff=0.0), record=attempts)
    assert caught.value is missing
    assert len(llm.prompts) == 1 and [a[4] for a in attempts] == [False]


def test_a_scripted_model_that_runs_out_fails_at_once_and_says_so():
    llm = ScriptedLLM(["only answer"])
    complete(llm, "first", role="executor", policy=CallPolicy(timeout=1, retries=3, backoff=1.0))
    started = time.perf_counter()
    with pytest.raises(LLMUnavailable, match=r"^The executor model failed 1 time \(last: ScriptExhausted: ScriptedLLM ran "
                                             r"out of answers after 1; unexpected prompt: 'second'"):
        complete(llm, "second", role="executor", policy=CallPolicy(timeout=1, retries=3, backoff=1.0))
    assert time.perf_counter() - started < 0.5  # no backoff waits


def test_the_answer_cap_comes_from_the_environment_and_never_from_the_task_budget(monkeypatch, tmp_path):
    from nbcopilot import Copilot, ReviewPolicy

    monkeypatch.setenv("NBCOPILOT_LLM_MAX_TOKENS", "64")
    assert CallPolicy.from_env().max_tokens == 64
    monkeypatch.delenv("NBCOPILOT_LLM_MAX_TOKENS")
    with Copilot(store=str(tmp_path / "s.duckdb"), llm=ScriptedLLM([]), memory=False,
                 policy=ReviewPolicy(max_tokens=50_000)) as cp:
        assert cp.roles().policy.max_tokens is None  # 50,000 is what the task may spend, not one answer's length
