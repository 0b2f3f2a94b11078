"""Faults over real HTTP: a loopback server of our own stands between the client and llama.cpp's server and
misbehaves on purpose. Each fault pauses the task with one sentence, loses nothing done, and resume carries on."""
from __future__ import annotations

import pytest
from harness.llama_server import LLAMA_KEY

from harness import fault_server, llama_server
from nbcopilot import Copilot, ReviewPolicy
from nbcopilot.llm import streaming

TIMEOUT = 15.0  # below fault_server.SLOW_SECONDS, above a real answer on a busy 2-core machine (6 s was not, in CI)
RETRIES = 1  # the client's own: two attempts in all
POLICY = ReviewPolicy(anchors=("after_plan", "before_result"))


@pytest.fixture(autouse=True)
def short_answers(monkeypatch):
    monkeypatch.setenv("NBCOPILOT_LLM_MAX_TOKENS", "48")  # each answer short, so the faults are met quickly


@pytest.fixture
def proxy(llama, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", LLAMA_KEY)
    monkeypatch.setenv("NBCOPILOT_LLM_TIMEOUT", str(TIMEOUT))
    monkeypatch.setenv("NBCOPILOT_LLM_RETRIES", str(RETRIES))
    server = fault_server.FaultServer(llama.url.removesuffix("/v1"), llama_server.free_port()).start()
    yield server
    server.stop()


@pytest.fixture
def cp(proxy, store_path):
    with Copilot(store=store_path, llm=f"openai-like:gemma@{proxy.url}", namespace={}, memory=False,
                 policy=POLICY) as copilot:
        yield copilot


def one_sentence(note: str, role: str, cause: str) -> bool:
    return (note.startswith(f"The {role} model failed (last: {cause}") and note.endswith("then resume the task.")
            and "\n" not in note and "Traceback" not in note)


def planned(cp):
    task = cp.start("Write one sentence on why revenue by region matters")
    assert task.state == "review_plan", task.note
    return task


def resumes_to_the_end(cp, task, plan) -> None:
    task = cp.resume(task.id)
    assert [s.description for s in task.plan] == plan  # the approved plan was not lost
    for _ in range(8):
        if task.state == "done":
            return
        assert task.state in ("review_step", "review_result"), task.note
        task.approve()
    assert task.state == "done", task.note


@pytest.mark.parametrize("fault, cause, requests", [
    ("500", "InternalServerError: Error code: 500", RETRIES + 1),
    ("slow", "APITimeoutError: Request timed out.", RETRIES + 1),
    ("malformed", "JSONDecodeError: Unterminated string", 1),  # not retried: the SDK retries no bad answer
    ("cut", "APIConnectionError: Connection error.", RETRIES + 1),
])
def test_a_fault_while_drafting_a_step_pauses_the_task_and_resume_carries_on(fault, cause, requests, cp, proxy):
    task = planned(cp)
    plan = [s.description for s in task.plan]
    proxy.faults = [fault] * 5
    before = len(proxy.seen)
    task.approve()
    assert task.state == "paused" and one_sentence(task.note, "executor", cause), task.note
    assert len(proxy.seen) - before == requests  # the client's own retries, no loop of ours around them
    proxy.faults = []
    resumes_to_the_end(cp, task, plan)


def test_a_server_that_goes_down_pauses_the_task_and_resume_carries_on_once_it_is_back(cp, proxy):
    task = planned(cp)
    plan = [s.description for s in task.plan]
    proxy.stop()
    task.approve()
    assert task.state == "paused" and one_sentence(task.note, "executor", "APIConnectionError"), task.note
    proxy.start()
    resumes_to_the_end(cp, task, plan)


def test_a_429_with_retry_after_is_waited_out_by_the_client(cp, proxy):
    proxy.faults = ["429"]
    task = planned(cp)  # no pause: the client waited as told and asked again
    (rate_limited, fault), (asked_again, _) = proxy.seen[:2]
    assert fault == "429" and asked_again - rate_limited >= 1.0  # Retry-After: 1


def test_a_429_that_lasts_pauses_the_task(cp, proxy):
    proxy.faults = ["429"] * 5
    task = cp.start("Write one sentence on why revenue by region matters")
    assert task.state == "paused" and one_sentence(task.note, "planner", "RateLimitError: Error code: 429"), task.note
    proxy.faults = []
    assert cp.resume(task.id).state == "review_plan"


def test_a_stream_cut_half_way_pauses_the_task_and_drops_the_partial_answer(cp, proxy):
    task = planned(cp)
    plan = [s.description for s in task.plan]
    shown: list[tuple[str, str]] = []
    proxy.faults = ["cut"] * 5
    with streaming.watching(lambda role, text: shown.append((role, text))):
        task.approve()
    assert task.state == "paused", task.note
    assert one_sentence(task.note, "executor", "RemoteProtocolError: peer closed connection"), task.note
    assert shown and shown[-1][0] == "executor"  # the first half arrived and was shown as it came
    assert task.plan[0].output is None  # then the cut: the half answer was not taken for a step
    proxy.faults = []
    with streaming.watching(lambda role, text: shown.append((role, text))):
        resumes_to_the_end(cp, task, plan)
    assert shown and {role for role, _ in shown} <= {"executor", "helper"}
