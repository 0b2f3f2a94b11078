"""A model that errors or hangs: the task pauses with a note that says so, nothing done is lost, and once the
model is back `cp.resume(id)` carries on. Calls are bounded by a small CallPolicy set through the environment."""
from __future__ import annotations

import json
import time

import pytest

from nbcopilot import Copilot
from harness.scripted_llm import ScriptedLLM
from harness.scripted_roles import TWO_STEPS, Models
from harness.store_sql import sql

TIMEOUT = 0.3
RETRIES = 1


@pytest.fixture(autouse=True)
def quick_calls(monkeypatch):
    monkeypatch.setenv("NBCOPILOT_LLM_TIMEOUT", str(TIMEOUT))
    monkeypatch.setenv("NBCOPILOT_LLM_RETRIES", str(RETRIES))
    monkeypatch.setenv("NBCOPILOT_LLM_BACKOFF", "0.01")


def copilot(store_path: str, models: Models, **roles) -> Copilot:
    chosen = {"planner": models.planner, "executor": models.executor, "helper": models.helper, **roles}
    return Copilot(store=store_path, namespace={}, memory=False, **chosen)


def plan_answer(prompt: str) -> str:
    return json.dumps(TWO_STEPS)


def informed(task, role: str) -> bool:
    """The pause says which model failed and that resuming is the way on, in one line."""
    note = task.note
    return f"The {role} model failed {RETRIES + 1} times" in note and "resume the task" in note and "\n" not in note


def test_a_planner_that_keeps_failing_pauses_the_task_with_a_note_and_resume_carries_on(store_path, models):
    planner = ScriptedLLM(respond=plan_answer, fail_times=RETRIES + 1)  # down for exactly one call's attempts
    with copilot(store_path, models, planner=planner) as cp:
        task = cp.start("Analyze the sales figures")
        assert task.state == "paused" and informed(task, "planner"), task.note
        assert "provider down" in task.note
        assert cp.tasks()["note"].iloc[0] == task.note  # the task list tells the analyst too
        assert len(planner.prompts) == RETRIES + 1
        task = cp.resume(task.id)  # the provider is back
        assert task.state == "review_plan" and task.note == ""
        assert task.resume_message
        assert task.approve().approve().state == "done"
        calls = sql(cp._store, "SELECT role, ok FROM llm_calls WHERE role = 'planner'")
        assert list(calls["ok"]) == [False] * (RETRIES + 1) + [True]  # the failed attempts are on record


class Provider:
    """A scripted provider that can be switched to failing or hanging between calls."""

    def __init__(self, model: ScriptedLLM):
        self.mode = "up"
        self.llm = ScriptedLLM(respond=self._answer)
        self._model = model

    def _answer(self, prompt: str) -> str:
        if self.mode == "down":
            raise RuntimeError("503 Service Unavailable")
        if self.mode == "hanging":
            time.sleep(TIMEOUT * 4)  # longer than the timeout; the call is abandoned, the thread ends on its own
        return self._model.complete(prompt).text


def test_a_hanging_executor_is_abandoned_after_the_timeout_and_nothing_done_is_lost(store_path, models):
    provider = Provider(models.executor)
    with copilot(store_path, models, executor=provider.llm) as cp:
        task = cp.start("Analyze the sales figures").approve()  # step 1 runs, step 2's draft is asked for next
        assert task.state == "review_result"  # no outage yet: the scripted flow runs to the result
        first_output = task.plan[0].output.value
        provider.mode = "hanging"
        started = time.monotonic()
        task.reject("say which region is first", intent="retry_step", step=1)
        waited = time.monotonic() - started
        assert task.state == "paused" and informed(task, "executor"), task.note
        assert f"no answer within {TIMEOUT:g} s" in task.note
        assert waited < 10  # bounded by the policy, not by the hanging provider
        assert task.plan[0].status == "done" and task.plan[0].output.value == first_output
        provider.mode = "up"
        task = cp.resume(task.id)
        # the last step retried at the result review comes back to the result review
        assert task.state == "review_result" and task.review.step == 1 and task.review.reason == "retried"
        assert task.plan[0].attempt == 1  # the finished step did not run again
        assert task.approve().state == "done"


def test_a_hung_provider_released_later_does_not_disturb_the_resumed_task(store_path, models):
    executor = ScriptedLLM(respond=lambda prompt: models.executor.complete(prompt).text, hang_seconds=60)
    with copilot(store_path, models, executor=executor) as cp:
        task = cp.start("Analyze the sales figures")
        started = time.monotonic()
        task.approve()
        assert task.state == "paused" and informed(task, "executor") and time.monotonic() - started < 10
        executor.release()  # the provider answers at last, long after the engine gave up on those calls
        time.sleep(0.1)
        assert cp.task(task.id).state == "paused"  # late answers change nothing
        task = cp.resume(task.id)
        assert task.state == "review_result"
        assert task.approve().state == "done"
        assert len(cp.history(task.id)) == len(set(cp.history(task.id)["seq"]))


def test_a_helper_outage_while_classifying_feedback_falls_back_to_the_local_classifier(store_path, models):
    helper = ScriptedLLM(respond=lambda prompt: models.helper.complete(prompt).text, fail_times=100)
    with copilot(store_path, models, helper=helper) as cp:
        task = cp.start("Analyze the sales figures")
        task.reject("wrong approach: plan it again from the revenue column")
        assert task.state in ("review_plan", "review_step", "review_result")  # it went on, not paused
        row = cp.corrections().iloc[-1]
        assert row["classifier"] == "local" and row["intent"] in ("replan", "retry_step", "refine_output")
        resumed = cp.resume(task.id)  # the resume message falls back to a template, too
        assert resumed.resume_message.startswith("Back to")


def test_an_outage_during_a_retry_pauses_and_the_retry_happens_after_resume(store_path, models):
    provider = Provider(models.executor)
    with copilot(store_path, models, executor=provider.llm) as cp:
        task = cp.start("Analyze the sales figures").approve()
        assert task.state == "review_result"
        provider.mode = "down"
        task.reject("name the top region", intent="retry_step", step=1)
        assert task.state == "paused" and informed(task, "executor") and "503 Service Unavailable" in task.note
        assert cp.corrections()["feedback"].iloc[-1] == "name the top region"  # the feedback is kept
        provider.mode = "up"
        task = cp.resume(task.id)
        assert task.state == "review_result" and "name the top region" in provider.llm.prompts[-1]
