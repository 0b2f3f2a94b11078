"""A task's token budget (ReviewPolicy.max_tokens): it pauses before a call that would pass it, with one line;
the analyst grants more when resuming — through the API, the magic and the form."""
from __future__ import annotations

import pytest

from nbcopilot import ReviewPolicy
from nbcopilot.errors import BadInput
from nbcopilot.notebook.forms import ReviewForm
from nbcopilot.notebook.magic import Command, parse
from harness.store_sql import sql

BUDGET = ReviewPolicy(anchors=("after_plan", "before_result"), max_tokens=900)
"""Enough for the plan (about 460 tokens with the scripted planner) and one step, not for two."""


def spent(cp, task_id: str) -> int:
    calls = sql(cp._store, "SELECT prompt_tokens + completion_tokens AS tokens FROM llm_calls WHERE task_id = ?",
                            (task_id,))
    return int(calls["tokens"].sum())


def paused_at_budget(cp):
    task = cp.start("Analyze sales.csv")
    assert task.state == "review_plan"
    task.approve()
    assert task.state == "paused"
    return task


def test_the_task_pauses_before_a_call_that_would_pass_its_budget_with_one_line(make_copilot, models):
    cp = make_copilot(BUDGET)
    task = paused_at_budget(cp)
    assert task.note.startswith("token budget: ") and "\n" not in task.note
    assert f"cp.resume('{task.id}', grant_tokens=" in task.note  # says how to go on
    assert spent(cp, task.id) <= 900  # the call that would have passed it was never made
    assert len(models.executor.prompts) == 1  # step 1 was drafted; step 2's draft waits for the analyst
    assert list(cp.history(task.id)["event"])[-1] == "pause"


def test_resuming_without_a_grant_pauses_again_and_a_grant_lets_the_task_finish(make_copilot, models):
    cp = make_copilot(BUDGET)
    task = paused_at_budget(cp)
    again = cp.resume(task.id)
    assert again.state == "paused" and again.note.startswith("token budget")
    assert len(models.executor.prompts) == 1
    granted = cp.resume(task.id, grant_tokens=2000)
    assert granted.state == "review_result"
    assert granted.approve().state == "done"
    history = cp.history(task.id)
    grant = history[history["event"] == "grant"]
    assert len(grant) == 1 and '"tokens": 2000' in grant["payload"].iloc[0]
    assert 900 < spent(cp, task.id) <= 2900


def test_each_task_has_its_own_budget(make_copilot, models):
    cp = make_copilot(BUDGET)
    paused_at_budget(cp)
    assert cp.start("Analyze sales.csv").state == "review_plan"  # a new task starts with nothing spent


def test_tokens_the_provider_reports_are_the_ones_counted(make_copilot, models):
    models.planner._report_usage = models.executor._report_usage = True  # words, far fewer than the estimate
    cp = make_copilot(BUDGET)
    task = cp.start("Analyze sales.csv").approve()
    assert task.state == "review_result"  # what the provider reported fits the budget
    calls = sql(cp._store, "SELECT model, prompt_tokens FROM llm_calls WHERE task_id = ?", (task.id,))
    assert set(calls["model"]) == {"scripted"}
    assert calls["prompt_tokens"].max() < 300


def test_a_bad_grant_is_one_sentence(make_copilot, models):
    cp = make_copilot(BUDGET)
    task = paused_at_budget(cp)
    for bad in (0, -5, "lots", 2.5):
        with pytest.raises(BadInput, match="grant_tokens is a positive whole number"):
            cp.resume(task.id, grant_tokens=bad)
    assert cp.task(task.id).state == "paused"


def test_the_magic_resumes_with_a_grant():
    assert parse("resume abc123 --grant 5000") == Command("resume", "abc123", grant=5000)
    assert parse("resume --grant 1_000") == Command("resume", "", grant=1000)
    assert parse("resume abc123") == Command("resume", "abc123")
    with pytest.raises(BadInput, match="--grant takes a positive number"):
        parse("resume abc --grant many")


def test_the_paused_form_offers_a_grant_and_one_click_goes_on(make_copilot, models):
    import ipywidgets as w

    cp = make_copilot(BUDGET)
    task = paused_at_budget(cp)
    form = ReviewForm(cp, cp.task(task.id))
    texts = [x for x in _walk(form.widget) if isinstance(x, w.BoundedIntText)]
    grant = [x for x in _walk(form.widget) if isinstance(x, w.Button) and x.description == "Grant and resume"]
    assert len(texts) == 1 and len(grant) == 1
    texts[0].value = 1500
    grant[0].click()
    assert form.wait(20)
    assert form.task.state == "review_result"
    history = cp.history(task.id)
    assert '"tokens": 1500' in history[history["event"] == "grant"]["payload"].iloc[0]


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)
