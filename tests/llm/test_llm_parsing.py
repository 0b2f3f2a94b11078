"""Forgiving parsing: malformed model answers never crash and fall back exactly as nbcopilot/llm/parsing.py says."""
import json

import pytest

from nbcopilot.llm.parsing import (
    MAX_ANSWER_CHARS,
    IntentAnswer,
    Plan,
    PlannedStep,
    StepDraft,
    goal_clauses,
    parse_code,
    parse_intent,
    parse_plan,
    parse_text,
    tidy_plan,
)

GOAL = "Find the top three regions by revenue"
S = PlannedStep
EMPTY = "the planner's answer was empty; planned the goal as one step"
UNREADABLE = "the planner's answer held neither a JSON list of steps nor a numbered list; planned the goal as one step"
REPAIRED = "the answer's JSON was cut short or malformed; kept the steps that were complete"
GOAL_PLAN = (S(GOAL),)


def two(a="Load sales.csv", b="Sum revenue by region", **kinds):
    return (S(a, kinds.get("ka", "text")), S(b, kinds.get("kb", "text")))


HUGE_DESCRIPTION = "x" * 1_000_000
PLAN_CASES = [
    # --- clean shapes
    ("array of strings", '["Load sales.csv", "Sum revenue by region"]', Plan(two())),
    ("steps object", '{"steps": [{"description": "Load sales.csv", "kind": "python"}, {"description": "Sum revenue by region"}]}',
     Plan(two(ka="python"))),
    ("plan key", '{"plan": ["Load sales.csv", "Sum revenue by region"]}', Plan(two())),
    ("nested plan.steps", '{"plan": {"steps": ["Load sales.csv", "Sum revenue by region"]}}', Plan(two())),
    ("lone step object", '{"description": "Load sales.csv", "kind": "python"}', Plan((S("Load sales.csv", "python"),))),
    # --- fences and prose
    ("json fence", '```json\n["Load sales.csv", "Sum revenue by region"]\n```', Plan(two())),
    ("JSON fence upper case", '```JSON\n["Load sales.csv", "Sum revenue by region"]\n```', Plan(two())),
    ("bare fence", '```\n["Load sales.csv", "Sum revenue by region"]\n```', Plan(two())),
    ("unclosed fence", '```json\n["Load sales.csv", "Sum revenue by region"]', Plan(two())),
    ("prose around", 'Sure! Here is the plan:\n["Load sales.csv", "Sum revenue by region"]\nHope it helps.', Plan(two())),
    ("prose and fence", 'Plan below.\n```json\n{"steps": ["Load sales.csv", "Sum revenue by region"]}\n```\nDone [ok].',
     Plan(two())),
    ("bracket in prose first", 'Note [1]: use this.\n["Load sales.csv", "Sum revenue by region"]', Plan(two())),
    ("think block", '<think>Maybe ["wrong"]?</think>["Load sales.csv", "Sum revenue by region"]', Plan(two())),
    ("trailing text after object", '{"steps": ["Load sales.csv", "Sum revenue by region"]} and also }', Plan(two())),
    # --- truncated or malformed JSON, repaired
    ("cut inside second object", '[{"description": "Load sales.csv"}, {"description": "Sum revenue by region", "ki',
     Plan(two(), REPAIRED)),
    ("cut before closing bracket", '["Load sales.csv", "Sum revenue by region"', Plan(two(), REPAIRED)),
    ("cut inside a string", '["Load sales.csv", "Sum revenue by reg', Plan((S("Load sales.csv"),), REPAIRED)),
    ("cut after a comma", '{"steps": ["Load sales.csv", "Sum revenue by region",', Plan(two(), REPAIRED)),
    ("cut inside the only step", '{"steps": [{"description": "Load sal', Plan((S("Load sal"),), REPAIRED)),
    ("trailing commas", '["Load sales.csv", "Sum revenue by region",]', Plan(two(), REPAIRED)),
    ("python literal quotes", "['Load sales.csv', 'Sum revenue by region']", Plan(two(), REPAIRED)),
    # --- wrong types
    ("numbers only", "[1, 2, 3]", Plan(GOAL_PLAN, UNREADABLE)),
    ("mixed item types", '["Load sales.csv", 3, null, true, [], {"description": "Sum revenue by region"}]', Plan(two())),
    ("steps is a string", '{"steps": "load then sum"}', Plan(GOAL_PLAN, UNREADABLE)),
    ("empty steps", '{"steps": []}', Plan(GOAL_PLAN, UNREADABLE)),
    ("JSON string", '"Load sales.csv"', Plan(GOAL_PLAN, UNREADABLE)),
    ("JSON number", "42", Plan(GOAL_PLAN, UNREADABLE)),
    ("nested lists", '[["Load sales.csv"], ["Sum"]]', Plan(GOAL_PLAN, UNREADABLE)),
    ("objects without description", '[{"foo": 1}, {"description": ""}, {"description": 7}]', Plan(GOAL_PLAN, UNREADABLE)),
    ("other description keys", '[{"step": "Load sales.csv"}, {"title": "Sum revenue by region"}]', Plan(two())),
    ("kind spellings", '[{"description": "A", "kind": "code"}, {"description": "B", "type": "Python"}, '
                       '{"description": "C", "kind": 5}, {"description": "D", "language": "py"}]',
     Plan((S("A", "python"), S("B", "python"), S("C"), S("D", "python")))),
    ("risky spellings", '[{"description": "A", "risky": "yes"}, {"description": "B", "risky": "false"}, '
                        '{"description": "C", "risky": 1}, {"description": "D", "risky": null}]',
     Plan((S("A", risky=True), S("B"), S("C", risky=True), S("D")))),
    ("whitespace in description", '["  Load\\n   sales.csv  ", "Sum\\trevenue by region"]', Plan(two())),
    # --- lists instead of JSON
    ("numbered list", "1. Load sales.csv\n2. Sum revenue by region", Plan(two())),
    ("parenthesised numbers", "Here is the plan:\n\n1) Load sales.csv\n2) Sum revenue by region", Plan(two())),
    ("bullets", "- Load sales.csv\n* Sum revenue by region\n• Chart it",
     Plan(two() + (S("Chart it"),))),
    ("step prefixes", "Step 1: Load sales.csv\nStep 2: Sum revenue by region", Plan(two())),
    ("markdown emphasis", "1. **Load** sales.csv\n2. `Sum` revenue by region", Plan(two())),
    ("windows line ends", "1. Load sales.csv\r\n2. Sum revenue by region\r\n", Plan(two())),
    ("chinese numbered", "1、加载 sales.csv\n2、按地区汇总收入", Plan((S("加载 sales.csv"), S("按地区汇总收入")))),
    ("chinese ordinal steps", "第一步：加载数据\n第二步：计算收入", Plan((S("加载数据"), S("计算收入")))),
    ("chinese JSON", '{"steps": ["加载数据", "按地区汇总收入"]}', Plan((S("加载数据"), S("按地区汇总收入")))),
    ("unicode escapes", '["\\u52a0\\u8f7d", "Sum revenue by region"]', Plan((S("加载"), S("Sum revenue by region")))),
    # --- empty, unreadable, control characters, huge
    ("empty", "", Plan(GOAL_PLAN, EMPTY)),
    ("none", None, Plan(GOAL_PLAN, EMPTY)),
    ("whitespace", " \n\t  ", Plan(GOAL_PLAN, EMPTY)),
    ("only a think block", "<think>hmm</think>", Plan(GOAL_PLAN, EMPTY)),
    ("plain prose", "I would look at the data and then decide what to do.", Plan(GOAL_PLAN, UNREADABLE)),
    ("control characters", '["Load\x00 sales.csv\x07", "Sum\x1b revenue by region"]', Plan(two())),
    ("control characters only", "\x00\x01\x02\x1f", Plan(GOAL_PLAN, EMPTY)),
    ("huge prose", "lorem ipsum " * 90_000, Plan(GOAL_PLAN, UNREADABLE)),
    ("huge padding before JSON", " " * 1_000_000 + '["Load sales.csv", "Sum revenue by region"]', Plan(two())),
    ("huge description clipped", json.dumps([HUGE_DESCRIPTION, "Sum revenue by region"]),
     Plan((S("x" * 999 + "…"),), REPAIRED)),  # the answer is cut at MAX_ANSWER_CHARS, inside the first string
    ("too many steps", json.dumps([f"Step number {i}" for i in range(40)]),
     Plan(tuple(S(f"Step number {i}") for i in range(30)), "the plan had 40 steps; kept the first 30")),
    ("not a string", 12345, Plan(GOAL_PLAN, UNREADABLE)),
]


@pytest.mark.parametrize("answer, expected", [c[1:] for c in PLAN_CASES], ids=[c[0] for c in PLAN_CASES])
def test_plan_answers_parse_or_fall_back_as_specified(answer, expected):
    assert parse_plan(answer, GOAL) == expected


CODE_CASES = [
    ("python fence", "Here:\n```python\ndf = load()\ndf.head()\n```\nDone.", StepDraft("python", "df = load()\ndf.head()")),
    ("py fence", "```py\nx = 1\n```", StepDraft("python", "x = 1")),
    ("two python fences joined", "```python\na = 1\n```\nthen\n```python\nb = a + 1\n```",
     StepDraft("python", "a = 1\n\nb = a + 1")),
    ("bare fence", "```\nprint('hi')\n```", StepDraft("python", "print('hi')")),
    ("python fence preferred", "```text\nnot code\n```\n```python\nx = 2\n```", StepDraft("python", "x = 2")),
    ("no fence", "df.groupby('region').sum()", StepDraft(
        "python", "df.groupby('region').sum()", "no ```python fence in the answer; used the whole answer as code")),
    ("other language fence", "```sql\nSELECT 1\n```", StepDraft(
        "python", "SELECT 1", "the answer held a ```sql fence but no ```python one; used that code")),
    ("unclosed fence", "```python\nx = 1\ny = 2", StepDraft(
        "python", "x = 1\ny = 2", "the code fence was not closed; used the code up to the end of the answer")),
    ("empty fence", "```python\n```", StepDraft("python", "", "the code fence was empty")),
    ("empty answer", "", StepDraft("python", "", "the executor's answer was empty")),
    ("none", None, StepDraft("python", "", "the executor's answer was empty")),
    ("think then code", "<think>use pandas</think>```python\nimport pandas as pd\n```",
     StepDraft("python", "import pandas as pd")),
    ("control characters", "```python\nx\x00 = 1\x07\n```", StepDraft("python", "x = 1")),
    ("huge code cut", "```python\n" + "x = 1\n" * 200_000 + "```", StepDraft(
        "python", ("x = 1\n" * 200_000)[: MAX_ANSWER_CHARS - len("```python\n")].rstrip(),
        f"the answer was longer than {MAX_ANSWER_CHARS} characters; its end was cut off")),
]


@pytest.mark.parametrize("answer, expected", [c[1:] for c in CODE_CASES], ids=[c[0] for c in CODE_CASES])
def test_code_answers_parse_or_fall_back_as_specified(answer, expected):
    assert parse_code(answer) == expected


TEXT_CASES = [
    ("plain", "  North leads with 1.2M.  ", StepDraft("text", "North leads with 1.2M.")),
    ("wrapped in a markdown fence", "```markdown\n**North** leads\n```", StepDraft("text", "**North** leads")),
    ("code inside prose kept", "Use `df.sum()`:\n```python\ndf.sum()\n```\nthen read it.",
     StepDraft("text", "Use `df.sum()`:\n```python\ndf.sum()\n```\nthen read it.")),
    ("empty", "", StepDraft("text", "", "the executor's answer was empty")),
    ("chinese", "华北地区收入最高。", StepDraft("text", "华北地区收入最高。")),
]


@pytest.mark.parametrize("answer, expected", [c[1:] for c in TEXT_CASES], ids=[c[0] for c in TEXT_CASES])
def test_text_answers_parse_as_specified(answer, expected):
    assert parse_text(answer) == expected


NO_INTENT = "the classifier's answer named no known intent; assumed retry_step"
INTENT_CASES = [
    ("clean json", '{"intent": "replan", "target_step": null, "reason": "wrong direction"}',
     IntentAnswer("replan", None, "wrong direction")),
    ("fenced", '```json\n{"intent": "refine_output", "target_step": 2, "confidence": 0.9, "reason": "format"}\n```',
     IntentAnswer("refine_output", 2, "format", 0.9)),
    ("spelled with spaces", '{"intent": "Retry Step", "target_step": "3"}', IntentAnswer("retry_step", 3)),
    ("re-plan", '{"intent": "re-plan"}', IntentAnswer("replan")),
    ("float step and big confidence", '{"intent": "retry", "target_step": 2.0, "confidence": 7}',
     IntentAnswer("retry_step", 2, "", 1.0)),
    ("bad field types", '{"intent": "refine", "target_step": true, "confidence": "high", "reason": 5}',
     IntentAnswer("refine_output")),
    ("truncated", '{"intent": "replan", "target_step": 2, "reas', IntentAnswer("replan", 2)),
    ("prose naming one intent", "Intent: refine_output, because only the format is wrong.",
     IntentAnswer("refine_output", reason="Intent: refine_output, because only the format is wrong.")),
    ("prose naming two intents", "Either replan or retry_step.",
     IntentAnswer("retry_step", fallback="the classifier's answer named several intents; assumed retry_step")),
    ("unknown intent", '{"intent": "rewrite"}', IntentAnswer("retry_step", fallback=NO_INTENT)),
    ("empty", "", IntentAnswer("retry_step", fallback="the classifier's answer was empty; assumed retry_step")),
    ("chinese prose", "需要重新规划", IntentAnswer("retry_step", fallback=NO_INTENT)),
    ("huge", "a" * 1_000_000, IntentAnswer("retry_step", fallback=NO_INTENT)),
]


@pytest.mark.parametrize("answer, expected", [c[1:] for c in INTENT_CASES], ids=[c[0] for c in INTENT_CASES])
def test_intent_answers_parse_or_fall_back_to_retry_step(answer, expected):
    assert parse_intent(answer) == expected


# ---------------------------------------------------------------- tidying a small model's plan

EXAMPLES = ["Sort the counts and keep the top five products", "Explain which products stand out", "Summarise what changed"]


def test_tidy_drops_repeats_and_echoed_examples_but_keeps_goal_steps():
    plan = Plan((S("Load sales.csv into a DataFrame", "python"), S("Sum revenue by region", "python"),
                 S("Sum revenue by region.", "python"), S("Sort the counts and keep the top five products"),
                 S("Summarise what changed", "text")))
    tidy = tidy_plan(plan, "Analyze sales.csv and sum revenue by region", copied_from=EXAMPLES, min_steps=2)
    assert tidy == Plan((S("Load sales.csv into a DataFrame", "python"), S("Sum revenue by region", "python")),
                        "dropped 3 repeated or copied steps")


def test_tidy_fixes_a_misremembered_file_name():
    plan = Plan((S("Load churn.parquet into a DataFrame", "python"), S("Compare churn by month", "python")))
    tidy = tidy_plan(plan, "Compare monthly churn in customers.parquet", min_steps=2)
    assert [s.description for s in tidy.steps] == ["Load customers.parquet into a DataFrame", "Compare churn by month"]


def test_tidy_completes_a_one_step_plan_from_the_goal():
    plan = Plan((S("Analyze sales.csv and find the top three regions by revenue"),))
    tidy = tidy_plan(plan, "Analyze sales.csv and find the top three regions by revenue", min_steps=2)
    assert tidy == Plan(
        (S("Load sales.csv and check its columns", "python"), S("Analyze sales.csv and find the top three regions by revenue")),
        "the planner gave 1 usable step; completed the plan from the goal",
    )


def test_tidy_builds_steps_from_goal_clauses_when_nothing_is_usable():
    tidy = tidy_plan(Plan((S("Summarise what changed"),)), "Clean the answers, then chart satisfaction by age",
                     copied_from=EXAMPLES, min_steps=2)
    assert tidy == Plan((S("Clean the answers", "python"), S("Chart satisfaction by age", "python")),
                        "the planner gave 0 usable steps; completed the plan from the goal")


def test_tidy_leaves_a_good_plan_alone():
    plan = Plan(two())
    assert tidy_plan(plan, GOAL, copied_from=EXAMPLES, min_steps=2) == plan


# ---------------------------------------------------------------- never raises, whatever the string

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_JSONISH = st.text(alphabet=st.sampled_from(list('[]{}",:\\ \n`abc123中文\x00truefalsenul-.')), max_size=200)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=300), _JSONISH))
def test_no_answer_makes_a_parser_raise(answer):
    plan = parse_plan(answer, GOAL)
    assert plan.steps and all(isinstance(s, PlannedStep) and s.description for s in plan.steps)
    assert parse_code(answer).kind == "python"
    assert parse_text(answer).kind == "text"
    assert parse_intent(answer).intent in ("replan", "retry_step", "refine_output")
    assert tidy_plan(plan, GOAL, copied_from=EXAMPLES, min_steps=2).steps[1:]


def test_tidy_treats_steps_that_differ_by_a_word_as_repeats():
    plan = Plan((S("Load customers.parquet and compare monthly churn between 2023 and 2024", "python"),
                 S("Read customers.parquet and compare monthly churn between 2023 and 2024", "python")))
    tidy = tidy_plan(plan, "Compare monthly churn in customers.parquet between 2023 and 2024", min_steps=2)
    assert tidy == Plan((plan.steps[0], S("Summarise the findings", "text")),
                        "the planner gave 1 usable step; completed the plan from the goal")


@pytest.mark.parametrize("goal, clauses", [
    ("Load survey.xlsx, clean the answers and chart satisfaction by age", ["Load survey.xlsx", "clean the answers", "chart satisfaction by age"]),
    ("Compare churn between 2023 and 2024", ["Compare churn between 2023"]),
    ("读取数据，然后按地区汇总收入", ["读取数据", "按地区汇总收入"]),
])
def test_goal_clauses(goal, clauses):
    assert goal_clauses(goal) == clauses
