"""Answers streamed to a watcher as they are written, over real HTTP from llama.cpp's server, and a pause that
ends a stream at once."""
from __future__ import annotations

import threading

import pytest
from harness.llama_server import LLAMA_KEY

from nbcopilot import Copilot, ReviewPolicy
from nbcopilot.llm import streaming
from nbcopilot.llm.calls import CallPolicy, complete
from nbcopilot.llm.providers import build_llm
from harness.scripted_llm import ScriptedLLM
from harness.store_sql import sql


@pytest.fixture
def key(monkeypatch):
    monkeypatch.setenv("NBCOPILOT_LLM_MAX_TOKENS", "96")  # answers of a bounded length, streamed
    monkeypatch.setenv("OPENAI_API_KEY", LLAMA_KEY)
    monkeypatch.setenv("ANTHROPIC_API_KEY", LLAMA_KEY)


@pytest.mark.parametrize("name", ["openai-like:gemma@{url}", "anthropic:claude-haiku-4-5@{origin}"])
def test_a_watched_call_shows_the_answer_growing_and_returns_all_of_it(name, llama, key):
    name = name.format(url=llama.url, origin=llama.url.removesuffix("/v1"))
    llm = build_llm(name, CallPolicy(max_tokens=32))
    shown = []
    with streaming.watching(lambda role, text: shown.append((role, text))):
        answer = complete(llm, "Count from one to ten in words.", role="executor")
    texts = [text for _, text in shown]
    assert len({t for t in texts if t}) > 3 and {role for role, _ in shown} == {"executor"}
    assert all(a == b[:len(a)] for a, b in zip(texts, texts[1:]))  # each is the one before, grown
    assert texts[-1] == answer


def test_an_unwatched_call_is_not_streamed():
    llm = ScriptedLLM(["plain"])
    assert complete(llm, "p", role="helper") == "plain"
    assert streaming.current() == (None, None)


def test_pause_ends_a_streamed_answer_at_once_and_resume_asks_again(llama, key, store_path):
    first_words = threading.Event()
    shown = []

    def show(role, text):
        shown.append((role, text))
        if role == "executor":
            first_words.set()

    with Copilot(store=store_path, llm=f"openai-like:gemma@{llama.url}", namespace={}, memory=False,
                 policy=ReviewPolicy(anchors=("after_plan", "before_result"))) as cp:
        task = cp.start("Write a long paragraph on why revenue by region matters")
        assert task.state == "review_plan", task.note

        def approve():
            with streaming.watching(show):
                task.approve()

        worker = threading.Thread(target=approve)
        worker.start()
        assert first_words.wait(30)
        cp.task(task.id).pause("coffee")
        worker.join(30)
        assert not worker.is_alive() and task.state == "paused"
        executor_chunks = [text for role, text in shown if role == "executor"]
        assert len(executor_chunks) < 48  # stopped long before the 96-token answer was written
        calls = sql(cp._store, "SELECT role FROM llm_calls")
        assert list(calls["role"]) == ["planner"]  # the stopped answer is neither a call on record nor a failure
        task = cp.resume(task.id)
        assert task.state in ("review_step", "review_result"), task.note


# ---------------------------------------------------------------- on the form

def test_the_form_shows_the_answer_as_it_is_written_and_pause_stops_it(llama, key, store_path):
    import time

    from nbcopilot.notebook.forms import ReviewForm

    goal = "Write a long paragraph on why revenue by region matters"
    with Copilot(store=store_path, llm=f"openai-like:gemma@{llama.url}", namespace={}, memory=False,
                 policy=ReviewPolicy(anchors=("after_plan", "before_result"))) as cp:
        form = ReviewForm(cp, call=lambda: cp.start(goal), goal=goal)
        assert form.wait(60) and form.task.state == "review_plan"
        form.buttons["Approve"].click()
        seen, deadline = [], time.monotonic() + 30
        while time.monotonic() < deadline and len(seen) < 2:
            value = form.live.widget.value
            if 'data-role="executor"' in value and value not in seen:
                seen.append(value)
            time.sleep(0.02)
        assert len(seen) == 2 and "The executor is writing the step" in seen[0]
        form.buttons["Pause"].click()
        assert form.wait(30)
        assert form.task.state == "paused" and form.live.widget.value == ""
        assert [r for r in sql(cp._store, "SELECT role FROM llm_calls")["role"]] == ["planner"]
        form.resume()
        assert form.wait(60) and form.task.state in ("review_step", "review_result"), form.task.note


def test_streamed_text_is_escaped_like_every_model_output():
    from nbcopilot.notebook.live import html

    page = html("executor", "<img src=x onerror=\"window.pwned=1\">")
    assert "<img" not in page and "&lt;img src=x onerror=&quot;window.pwned=1&quot;&gt;" in page
