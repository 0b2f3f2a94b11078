"""What each role is asked. Plain strings: every LlamaIndex LLM takes a completion prompt."""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Sequence

PLAN_SCHEMA = {
    "type": "object",
    "properties": {
        "steps": {
            "type": "array",
            "minItems": 2,
            "maxItems": 5,
            "items": {
                "type": "object",
                "properties": {
                    "description": {"type": "string", "minLength": 8, "maxLength": 120},
                    "kind": {"type": "string", "enum": ["python", "text"]},
                    "risky": {"type": "boolean"},
                },
                "required": ["description", "kind"],
            },
        }
    },
    "required": ["steps"],
}
"""The shape a plan must take; a model that supports constrained output (the embedded one) is held to it."""


def _step(description: str, kind: str = "python", risky: bool = False) -> dict:
    # "risky" only where it is true: every token of the examples is read before each first plan.
    return {"description": description, "kind": kind, **({"risky": True} if risky else {})}


PLAN_EXAMPLES = [
    (
        "Load orders.parquet and chart monthly order counts",
        [
            _step("Load orders.parquet into a DataFrame"),
            _step("Count orders per month"),
            _step("Plot the monthly counts as a line chart"),
        ],
    ),
    (
        "Clean customers.csv and overwrite the customers table",
        [
            _step("Read customers.csv and find duplicate rows"),
            _step("Drop the duplicates"),
            _step("Overwrite the customers table with the clean rows", risky=True),
            _step("Summarise what changed", kind="text"),
        ],
    ),
    (
        "Find the five products with the most returns in returns.xlsx",
        [
            _step("Load returns.xlsx into a DataFrame"),
            _step("Count returns per product"),
            _step("Sort the counts and keep the top five products"),
            _step("Explain which products stand out", kind="text"),
        ],
    ),
]
"""Worked examples for the planner; small models copy them, so their steps are also filtered out again."""

PLAN_SYSTEM = (
    "You break a data-analysis goal into 2 to 5 short steps. Each step does one thing and names the file, "
    "columns or numbers from the goal. Answer with JSON only."
)


def example_steps() -> list[str]:
    return [step["description"] for _, steps in PLAN_EXAMPLES for step in steps]


def _bullets(items: Sequence[str], limit: int = 8) -> str:
    return "\n".join(f"- {' '.join(str(item).split())[:400]}" for item in list(items)[:limit])


def _plan_extras(lessons: Sequence[str], rejected_plan: Sequence[str] | None, feedback: str | None,
                 data: str = "", progress: str = "") -> list[str]:
    parts = [data.strip()] if data and data.strip() else []
    if progress and progress.strip():  # a replan builds on what the finished steps found
        parts += ["What the task has found so far:", progress.strip()]
    if lessons:
        parts += ["Lessons from the analyst's earlier corrections (follow them):", _bullets(lessons)]
    if rejected_plan:
        parts += ["The analyst rejected this plan:", _bullets(rejected_plan, limit=20)]
    if feedback:
        parts += [f"The analyst's feedback: {feedback.strip()}", "Plan again so that the feedback is met."]
    return parts


def plan_prompt(
    goal: str,
    lessons: Sequence[str] = (),
    rejected_plan: Sequence[str] | None = None,
    feedback: str | None = None,
    data: str = "",
    progress: str = "",
) -> str:
    """The planner sees the analyst's data, the goal, lessons from past corrections and, on a replan, what was
    rejected and why."""
    examples = "\n\n".join(
        f"Goal: {example_goal}\nPlan: {json.dumps({'steps': steps}, ensure_ascii=False)}"
        for example_goal, steps in PLAN_EXAMPLES
    )
    parts = [
        PLAN_SYSTEM,
        'The JSON: {"steps": [{"description": "...", "kind": "python" or "text", "risky": true or false}]}. '
        'Use kind "python" for a step that runs code, "text" for one that writes prose. Mark a step risky when it '
        "deletes, overwrites, writes files or tables, sends or publishes anything.",
        "",
        examples,
        "",
        *_plan_extras(lessons, rejected_plan, feedback, data, progress),
        f"Goal: {goal.strip()}",
        "Plan:",
    ]
    return "\n".join(parts)


def plan_chat(
    goal: str,
    lessons: Sequence[str] = (),
    rejected_plan: Sequence[str] | None = None,
    feedback: str | None = None,
    data: str = "",
    progress: str = "",
) -> tuple[str, list[tuple[str, str]], str]:
    """(system, examples as earlier turns, question): the same plan request for a small chat model,
    which follows worked examples far better as past turns than as text inside one prompt."""
    turns = [(f"Goal: {g}", json.dumps({"steps": steps}, ensure_ascii=False)) for g, steps in PLAN_EXAMPLES]
    question = "\n".join([*_plan_extras(lessons, rejected_plan, feedback, data, progress), f"Goal: {goal.strip()}"])
    return PLAN_SYSTEM, turns, question


@dataclass(frozen=True)
class StepFacts:
    """What a step is written from besides its description: the analyst's data, a failed run, computed results."""

    data: str = ""
    """The notebook context: DataFrames, columns, files."""
    error: str | None = None
    """The error of the previous attempt (a repair), with its failing line."""
    computed: str = ""
    """What earlier code steps computed: the only numbers and names a text step may use."""


def step_prompt(goal: str, description: str, kind: str, context: str = "", hint: str | None = None,
                facts: StepFacts = StepFacts()) -> str:
    """The executor sees the data, the goal, the step, the bounded working memory and any correction or error."""
    parts = [f"You carry out one step of a data-analysis task in a Jupyter notebook.\nOverall goal: {goal.strip()}"]
    if facts.data.strip():
        parts.append(facts.data.strip())
    if context.strip():
        parts.append(f"What is known so far:\n{context.strip()}")
    if kind != "python" and facts.computed.strip():
        parts.append(f"Computed results (state only numbers and names that appear here):\n{facts.computed.strip()}")
    parts.append(f"The step to do now: {description.strip()}")
    if hint and hint.strip():
        parts.append(f"The analyst rejected the previous attempt with this correction; follow it: {hint.strip()}")
    if facts.error:
        parts.append(f"The previous code for this step failed:\n{facts.error.strip()}\n"
                     "Write corrected code, using only the DataFrames, files and columns listed above.")
    if kind == "python":
        parts.append(
            "Write the Python code for this step only, in one ```python fence. Variables from earlier steps "
            "are still defined. End with an expression that shows the result (a DataFrame, a value or a figure)."
        )
    else:
        parts.append("Write the answer for this step as short plain text, without code, from the computed results.")
    return "\n\n".join(parts)


STEP_SYSTEM = {
    "python": "You write short Python (pandas) code for one step of a data analysis in a Jupyter notebook. "
              "Answer with one ```python block only. Use only the DataFrames, files and columns you are given.",
    "text": "You write one or two plain sentences for one step of a data analysis. Use only the computed results "
            "you are given.",
}

STEP_EXAMPLES = {
    "python": [
        ("Goal: Find the busiest month in orders.csv\nStep: Load orders.csv into a DataFrame",
         '```python\nimport pandas as pd\norders = pd.read_csv("orders.csv")\norders.head()\n```'),
        ("Goal: Find the busiest month in orders.csv\nKnown so far: orders has columns date, amount\n"
         "Step: Count orders per month",
         '```python\nmonthly = orders.groupby(pd.to_datetime(orders["date"]).dt.to_period("M")).size()\n'
         "monthly.sort_values(ascending=False)\n```"),
    ],
    # No worked example for text: a small model copies its figures into real answers.
    "text": [],
}
"""Worked examples for a small local executor, given as earlier turns of the chat."""


def step_chat(goal: str, description: str, kind: str, context: str = "", hint: str | None = None,
              facts: StepFacts = StepFacts()) -> tuple[str, list[tuple[str, str]], str]:
    """(system, examples, question): the step request in the short form a small chat model follows."""
    kind = "python" if kind == "python" else "text"
    lines = [f"Goal: {goal.strip()}"]
    if facts.data.strip():
        lines.append(facts.data.strip())
    if context.strip():
        lines.append(f"Known so far: {context.strip()}")
    if kind == "text" and facts.computed.strip():
        lines.append(f"Computed: {facts.computed.strip()}")
    lines.append(f"Step: {description.strip()}")
    if hint and hint.strip():
        lines.append(f"Correction from the analyst: {hint.strip()}")
    if facts.error:
        lines.append(f"The previous code failed: {facts.error.strip()}")
    return STEP_SYSTEM[kind], STEP_EXAMPLES[kind], "\n".join(lines)


def refine_prompt(content: str, feedback: str) -> str:
    return (
        "Rewrite the output below as the analyst asks. Change only its form (wording, layout, units, "
        "order, length); keep its facts and numbers. Answer with the rewritten output only.\n\n"
        f"Analyst's request: {feedback.strip()}\n\nOutput:\n{content}\n\nRewritten output:"
    )


def classify_prompt(feedback: str, anchor: str | None = None, plan_size: int = 0) -> str:
    where = f" at the review point '{anchor}'" if anchor else ""
    steps = f" The plan has {plan_size} steps, numbered from 1." if plan_size else ""
    return (
        f"An analyst rejected an AI assistant's work{where} with this feedback (any language):\n"
        f'"{feedback.strip()}"\n\n'
        "Choose the correction it asks for:\n"
        "- replan: the direction or the plan is wrong; start over from the goal.\n"
        "- retry_step: one step's details are wrong (wrong column, filter, method, number); do that step again.\n"
        "- refine_output: the content is right but its form is not (wording, format, chart style, rounding, "
        f"language, length); rewrite it without running anything.{steps}\n\n"
        'Answer with JSON only: {"intent": "replan" | "retry_step" | "refine_output", '
        '"target_step": <step number or null>, "confidence": <0 to 1>, "reason": "<a few words>"}'
    )


def summarise_prompt(texts: Sequence[str], limit: int) -> str:
    joined = "\n\n".join(f"[{i}] {text.strip()[:2000]}" for i, text in enumerate(texts, 1))
    return (
        f"Summarise the notes below in at most {limit} characters. Keep numbers, names and decisions; "
        f"drop repetition. Answer with the summary only.\n\n{joined}\n\nSummary:"
    )


def resume_prompt(goal: str, done: Sequence[str], next_step: str | None, state: str) -> str:
    finished = _bullets(done, limit=20) if done else "- nothing yet"
    return (
        "Write a short message (2 or 3 sentences) that reminds an analyst where a paused task stands: "
        "its goal, what is done, and what comes next.\n\n"
        f"Goal: {goal.strip()}\nDone:\n{finished}\nNext: {next_step or 'nothing; the task is finished'}\n"
        f"State: {state}\n\nMessage:"
    )


def answer_prompt(question: str, context: str) -> str:
    return (
        "An analyst has taken over a task from an AI assistant and asks a question about it. Answer briefly "
        "and only from the task record below; say so when the record does not tell.\n\n"
        f"Task record:\n{context.strip()}\n\nQuestion: {question.strip()}\n\nAnswer:"
    )
