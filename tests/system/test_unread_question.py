"""A question the offline rules cannot read, with a tiny planner: the copilot asks which figure to compute (its
suggestions are ones the rules do read), or says at the plan that it could not read it; it never hands the
question to the tiny model's free-form plan, which takes minutes and is wrong."""
from __future__ import annotations

import json

import pytest
from palmerpenguins import load_penguins

from nbcopilot import ReviewPolicy
from harness.scripted_llm import ScriptedLLM

UNREAD = "tell me something interesting about penguins"


class TinyPlanner(ScriptedLLM):
    """Stands in for the embedded model: worked examples wanted, output held to a schema."""
    wants_worked_examples = property(lambda self: True)
    accepts_json_schema = property(lambda self: True)


@pytest.fixture
def penguins():
    return load_penguins()


@pytest.fixture
def copilot(make_copilot, models, penguins, tmp_path, monkeypatch):
    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")  # no data files: only the namespace's frame
    models.planner = TinyPlanner(respond=lambda prompt: "{}")  # its constrained choice is unusable

    def make(policy=None):
        return make_copilot(policy=policy, namespace={"penguins": penguins})
    return make


def test_an_unread_question_asks_which_figure_and_a_suggestion_is_computed(copilot, models, penguins):
    cp = copilot()
    task = cp.start(UNREAD)
    assert task.state == "clarify" and task.plan == []
    assert "could not read" in task.question["question"] and "penguins" in task.question["question"]
    first = task.question["suggestions"][0]
    assert first == "the mean bill_length_mm for each species in penguins"
    # the tiny planner was asked only for its constrained choice, never for a free-form plan
    assert len(models.planner.prompts) == 1 and "Choose one operation" in models.planner.prompts[0]
    task = task.approve()  # the first suggestion joins the goal
    assert task.state == "review_plan" and task.plan[0].kind == "python"
    while task.state != "done":
        task = task.approve()
    means = penguins.groupby("species")["bill_length_mm"].mean().round(2)
    answer = task.result if isinstance(task.result, str) else json.dumps(task.result, default=str)
    assert all(f"{value:.2f}".rstrip("0") in answer for value in means), answer
    assert len(models.planner.prompts) == 1


def test_a_chinese_question_is_asked_back_in_chinese_with_the_column_its_words_name(copilot):
    task = copilot().start("分析一下企鹅的体重")
    assert task.state == "clarify" and task.question["question"].startswith("我没能")
    assert task.question["suggestions"][:2] == ["the mean body_mass_g for each species in penguins",
                                                "the mean body_mass_g in penguins"]


def test_without_the_clarify_anchor_the_plan_says_it_could_not_read_the_question(copilot, models):
    cp = copilot(ReviewPolicy(anchors=("after_plan", "before_result")))
    task = cp.start(UNREAD)
    assert task.state == "review_plan" and [s.kind for s in task.plan] == ["text"]
    task = task.approve()
    assert task.state == "review_result"
    assert "could not read" in task.result and "penguins" in task.result
    assert task.review.unverified == ()  # the sentence names nothing that a step should have computed
    assert len(models.planner.prompts) == 1  # the constrained choice only
