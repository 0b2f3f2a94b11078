"""Grounded analysis, end to end with scripted models: the models see the analyst's data, failing code is repaired
from its error within a limit, the result leads with what was computed, and unsupported figures are flagged."""
from __future__ import annotations

import json
import re

import pytest
from palmerpenguins import load_penguins

from nbcopilot import ReviewPolicy
from harness.scripted_llm import ScriptedLLM

GOAL = "What is the average body mass in penguins?"
PLAN = [{"description": "Compute the mean body mass", "kind": "python"},
        {"description": "Say what the mean body mass is", "kind": "text"}]
GOOD = 'penguins["body_mass_g"].mean()'
BAD = 'penguins["weight"].mean()'


@pytest.fixture
def namespace():
    return {"penguins": load_penguins(), "OPENAI_API_KEY": "sk-" + "x" * 40, "threshold": 40}


@pytest.fixture
def copilot(make_copilot, models, namespace, tmp_path, monkeypatch):
    (tmp_path / "work").mkdir()
    monkeypatch.chdir(tmp_path / "work")  # a folder with no data files: only the namespace's frame
    models.plans = [PLAN] * 3

    def make(codes, policy=None, text="The mean body mass is 4201.75 g."):
        codes = list(codes)

        def step(prompt: str) -> str:
            if "The step to do now: Compute" in prompt:
                return f"```python\n{codes.pop(0) if len(codes) > 1 else codes[0]}\n```"
            return text

        models.executor = ScriptedLLM(respond=step)
        return make_copilot(policy=policy, namespace=namespace)
    return make


def test_planner_and_executor_see_the_analysts_frames_and_columns_but_no_secret(copilot, models):
    cp = copilot([GOOD])
    task = cp.start(GOAL)
    assert task.review.data == "Data: penguins (DataFrame, 344 × 8)"
    task.approve()
    plan_prompt, code_prompt = models.planner.prompts[0], models.executor.prompts[0]
    for prompt in (plan_prompt, code_prompt):
        assert "penguins" in prompt and "body_mass_g" in prompt and "float64" in prompt and "Adelie" in prompt
        assert "sk-" not in prompt and "OPENAI_API_KEY" not in prompt
    assert "threshold" in plan_prompt  # small variables by name and type only
    assert len(plan_prompt) < 8000


def test_a_failing_code_step_is_repaired_from_its_error_and_each_attempt_is_recorded(copilot, models):
    cp = copilot([BAD, GOOD])
    task = cp.start(GOAL).approve()
    assert task.state == "review_result"
    repair_prompt = models.executor.prompts[1]
    assert "The previous code for this step failed" in repair_prompt
    assert "KeyError" in repair_prompt and "weight" in repair_prompt and "body_mass_g" in repair_prompt
    assert task.plan[0].status == "done" and task.plan[0].code == GOOD
    history = cp.history(task.id)
    finished = history[history.event == "finished"]
    assert [json.loads(p).get("repair") for p in finished.payload][:2] == [1, None]
    assert int(cp.metrics().set_index("task_id").loc[task.id, "repairs"]) == 1
    from nbcopilot.notebook.timeline import events

    details = [e["detail"] for e in events(cp.timeline(task.id))]
    assert "attempt 1: failed; drafted again from its error (repair 1)" in details  # the analyst sees the attempts
    assert "attempt 2: done" in details


def test_repairs_stop_at_the_limit_and_the_failure_goes_to_review(copilot, models):
    cp = copilot([BAD], policy=ReviewPolicy(auto_repair=1))
    task = cp.start(GOAL).approve()
    assert task.state == "review_step" and task.review.reason == "failed"
    assert len(models.executor.prompts) == 2  # the first draft and one repair
    assert "KeyError" in task.review.content["output"]


def test_auto_repair_zero_reviews_a_failure_at_once(copilot, models):
    cp = copilot([BAD, GOOD], policy=ReviewPolicy(auto_repair=0))
    task = cp.start(GOAL).approve()
    assert task.state == "review_step" and len(models.executor.prompts) == 1


def test_a_risky_repair_still_waits_for_approval(copilot, models, tmp_path):
    victim = tmp_path / "keep.txt"
    victim.write_text("analyst's file")
    cp = copilot([BAD, f"import os\nos.remove({str(victim)!r})"])
    task = cp.start(GOAL).approve()
    assert task.state == "review_step" and task.review.anchor == "before_risky_step"
    assert victim.exists()


def test_the_result_leads_with_the_computed_answer_and_flags_invented_figures(copilot):
    cp = copilot([GOOD], text="The mean body mass is 4201.75 g, and the heaviest species is the Blue-footed Booby "
                              "at 5400 g.")
    task = cp.start(GOAL).approve()
    assert task.state == "review_result"
    mean = load_penguins()["body_mass_g"].mean()
    assert task.review.content["answer"] == repr(float(mean))
    assert "5400" in task.review.unverified and "Blue-footed Booby" in task.review.unverified
    assert "4201.75" not in task.review.unverified  # a rounded computed figure is supported
    task = task.approve()
    assert task.result.answer == repr(float(mean))
    assert str(task.result).startswith(repr(float(mean)))
    assert task.result.prose.startswith("The mean body mass is 4201.75 g")


def test_a_goal_naming_data_that_does_not_exist_says_so_at_the_plan_and_waits(copilot):
    cp = copilot([GOOD])
    task = cp.start("Sum revenue by region in sales.csv")
    assert task.state == "review_plan"
    assert re.fullmatch(r"sales\.csv is not in the notebook or the working folder; .*\.", task.note)


def test_names_in_braces_resolve_to_the_analysts_variables(copilot, models):
    cp = copilot([GOOD])
    cp.start("What is the average body mass in {penguins}?")
    assert "average body mass in penguins?" in models.planner.prompts[0]


def test_a_failed_steps_review_shows_its_code_and_an_edit_runs_the_corrected_code(copilot, models):
    cp = copilot([BAD], policy=ReviewPolicy(auto_repair=0))
    task = cp.start(GOAL).approve()
    assert task.state == "review_step" and task.review.content["code"] == BAD
    assert "KeyError" in task.review.content["output"]
    task = task.edit(GOOD)
    assert task.state == "review_result" and task.plan[0].status == "done" and task.plan[0].code == GOOD
    assert task.plan[0].output.value == repr(load_penguins()["body_mass_g"].mean())
