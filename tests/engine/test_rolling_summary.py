"""The rolling summary: what earlier steps found, with their numbers, in every later prompt, and bounded."""
from __future__ import annotations

import re

from nbcopilot import ReviewPolicy
from nbcopilot.engine.views import SUMMARY_CHARS

PLAN_ONLY = ReviewPolicy(anchors=("after_plan",))
LEDGER = " from the quarterly ledger of the north"
"""Long descriptions fill the summary within a dozen steps."""


def numbered_plan(count: int) -> list[dict]:
    """A plan of `count` code steps; step k computes 1000 + 37 k, so each step's number is its own."""
    return [{"description": f"Compute figure {k}{LEDGER}", "kind": "python"} for k in range(1, count + 1)]


def run(cp, goal: str, count: int):
    """The analyst writes the plan at its review (a planner drops steps this alike); the rest runs unreviewed."""
    task = cp.start(goal)
    assert task.state == "review_plan"
    return task.edit(numbered_plan(count))


def step_prompts(models) -> dict[int, str]:
    """The executor's prompt for each step, by step number."""
    found = {}
    for prompt in models.executor.prompts:
        match = re.search(r"The step to do now: Compute figure (\d+)", prompt)
        if match:
            found[int(match.group(1))] = prompt
    return found


def scripted_code(models):
    # the scripted executor matches a description inside "The step to do now: ..."; key on the whole line
    def step(prompt: str) -> str:
        number = re.search(r"The step to do now: Compute figure (\d+)", prompt).group(1)
        return f"```python\nfigure_{number} = {1000 + 37 * int(number)}\nfigure_{number}\n```"
    models.executor._respond = step


def test_a_later_prompt_carries_what_an_earlier_step_found(make_copilot, models):
    scripted_code(models)
    task = run(make_copilot(PLAN_ONLY), "three figures", 3)
    assert task.state == "done"
    prompts = step_prompts(models)
    assert "1037" in prompts[3] and "1074" in prompts[3]  # steps 1 and 2 found these; step 3 is told
    assert f"Step 1 (Compute figure 1{LEDGER}): 1037" in prompts[3]
    assert "1037" not in prompts[1]  # nothing is known before it is found


def test_the_summary_stays_bounded_over_many_steps_and_a_capable_helper_folds_the_oldest(make_copilot, models):
    scripted_code(models)
    digests = []

    def helper(prompt: str) -> str:
        if prompt.startswith("Summarise"):
            digests.append(prompt)
            return "figures rose by 37 a step, from 1037."
        return "Scripted answer."
    models.helper._respond = helper
    cp = make_copilot(PLAN_ONLY)
    task = run(cp, "thirty figures", 30)
    assert task.state == "done"
    prompts = step_prompts(models)
    assert len(prompts[30]) <= len(prompts[12]) + 100  # step 30 costs no more prompt than step 12
    assert f"Step 29 (Compute figure 29{LEDGER}): 2073" in prompts[30]  # the newest finding, whole
    assert "Earlier: figures rose by 37 a step, from 1037." in prompts[30]  # the oldest, folded by the helper
    assert 1 <= len(digests) <= 30 // 5  # a model call every few steps at most, not one a step
    assert f"Compute figure 1{LEDGER}): 1037" in digests[0]  # the helper was given the oldest findings
    summary = cp._store.load(task.id).summary
    assert len(summary) <= SUMMARY_CHARS and f"Step 30 (Compute figure 30{LEDGER}): 2110" in summary


def test_with_the_embedded_helper_the_summary_rolls_without_a_model(make_copilot, models):
    scripted_code(models)
    cp = make_copilot(PLAN_ONLY)
    cp.roles().helper_is_embedded = True  # the tiny local model: its summary would not be true, so none is asked
    task = run(cp, "thirty figures", 30)
    assert task.state == "done" and not models.helper.prompts
    summary = cp._store.load(task.id).summary
    assert len(summary) <= SUMMARY_CHARS
    assert summary.startswith("(") and "earlier items omitted" in summary  # dropped lines are counted
    assert f"Step 30 (Compute figure 30{LEDGER}): 2110" in summary


def test_a_replan_is_planned_from_what_was_found(make_copilot, models):
    scripted_code(models)
    cp = make_copilot(ReviewPolicy(anchors=("after_plan", "before_result")))
    task = run(cp, "two figures", 2)
    assert task.state == "review_result"
    task.reject("plan it differently", intent="replan")
    assert "What the task has found so far:" in models.planner.prompts[-1]
    assert f"Step 2 (Compute figure 2{LEDGER}): 1074" in models.planner.prompts[-1]
