"""Forgiving, never trusting: turn whatever a model answered into a plan, a step draft or an intent.

Every function here takes any string (None too) and never raises. When an answer cannot be read the
result falls back safely — plan → one step holding the goal; code → the whole answer; intent →
retry_step — and its `fallback` field says why, so the engine can record it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from nbcopilot.llm.json_in_text import iter_json

MAX_ANSWER_CHARS = 200_000
"""Longer answers are cut before parsing: no plan or step is that long, and regexes stay fast."""
MAX_STEPS = 30
MAX_DESCRIPTION_CHARS = 1_000


@dataclass(frozen=True)
class PlannedStep:
    description: str
    kind: str = "text"
    """"python" | "text"; "text" when the planner does not say."""
    risky: bool = False
    """As marked by the planner; the engine adds its own risk checks."""


@dataclass(frozen=True)
class Plan:
    steps: tuple[PlannedStep, ...]
    fallback: str | None = None
    """Why parsing fell back or repaired the answer (None when it parsed cleanly)."""


@dataclass(frozen=True)
class StepDraft:
    kind: str
    """"python" | "text"."""
    content: str
    """The code of a python step, the text of a text step."""
    fallback: str | None = None


@dataclass(frozen=True)
class IntentAnswer:
    intent: str
    target_step: int | None = None
    """The step number the model named, as it named it (the prompt numbers steps from 1)."""
    reason: str = ""
    confidence: float | None = None
    """The model's own confidence when it gave one."""
    fallback: str | None = None


# ---------------------------------------------------------------- cleaning

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_THINK = re.compile(r"<think>.*?(</think>|$)", re.S | re.I)
_FENCE = re.compile(r"```[ \t]*([\w+#.-]*)[^\n]*\n(.*?)(?:```|\Z)", re.S)


def clean(answer: Any) -> str:
    """The answer as text without control characters or reasoning blocks, cut to a safe length."""
    if answer is None:
        return ""
    text = answer if isinstance(answer, str) else str(answer)
    text = text.strip()[:MAX_ANSWER_CHARS].replace("\r\n", "\n").replace("\r", "\n")
    text = _THINK.sub("", text)
    return _CONTROL.sub("", text).strip()


def _was_cut(answer: Any) -> bool:
    return isinstance(answer, str) and len(answer.strip()) > MAX_ANSWER_CHARS


def fenced_blocks(text: str) -> list[tuple[str, str, bool]]:
    """(language, body, closed) for each ``` fence, in order; an unclosed last fence runs to the end."""
    blocks = []
    for match in _FENCE.finditer(text):
        closed = match.group(0).rstrip().endswith("```") and match.end() - match.start() > 3
        blocks.append((match.group(1).lower(), match.group(2), closed))
    return blocks


# ---------------------------------------------------------------- plans

_DESCRIPTION_KEYS = ("description", "step", "title", "task", "action", "name", "text", "content", "desc")
_PYTHON_KINDS = {"python", "code", "py", "python3", "pandas", "script"}
_LIST_ITEM = re.compile(
    r"^\s*(?:(?:step\s*)?\d{1,3}\s*[.):、]|第\s*[\d一二三四五六七八九十]+\s*步\s*[:：、.]?|"
    r"[一二三四五六七八九十]{1,3}\s*、|[-*•·+]|\(\d{1,3}\))\s*(.+?)\s*$",
    re.I,
)


_EMPHASIS = re.compile(r"\*\*|__|`")


def _truthy(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in {"true", "yes", "1", "y", "risky"}
    return value is True or (isinstance(value, (int, float)) and value == 1)


def _kind(value: Any) -> str:
    return "python" if isinstance(value, str) and value.strip().lower() in _PYTHON_KINDS else "text"


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_DESCRIPTION_CHARS else text[: MAX_DESCRIPTION_CHARS - 1] + "…"


def _step_from(item: Any) -> PlannedStep | None:
    if isinstance(item, str):
        description = _LIST_ITEM.sub(r"\1", item.strip()) if _LIST_ITEM.match(item) else item
        return PlannedStep(_short(description)) if description.strip() else None
    if not isinstance(item, dict):
        return None
    for key in _DESCRIPTION_KEYS:
        value = item.get(key)
        if isinstance(value, str) and value.strip():
            kind = item.get("kind", item.get("type", item.get("language")))
            return PlannedStep(_short(value), _kind(kind), _truthy(item.get("risky", False)))
    return None


def _steps_of(value: Any) -> list[Any] | None:
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        for key in ("steps", "plan", "tasks", "Steps", "Plan"):
            inner = value.get(key)
            if isinstance(inner, list):
                return inner
            if isinstance(inner, dict):
                return _steps_of(inner)
        if any(isinstance(value.get(key), str) for key in _DESCRIPTION_KEYS):
            return [value]  # a lone step object
    return None


def _plan_from_json(text: str) -> tuple[list[PlannedStep], str | None] | None:
    candidates = [body for language, body, _ in fenced_blocks(text) if language in ("", "json", "javascript")]
    candidates.append(text)
    for candidate in candidates:
        for value, repaired in iter_json(candidate):
            steps = [step for step in map(_step_from, _steps_of(value) or ()) if step is not None]
            if steps:
                note = "the answer's JSON was cut short or malformed; kept the steps that were complete" if repaired else None
                return steps, note
    return None


def _plan_from_list(text: str) -> list[PlannedStep]:
    steps = []
    for line in text.splitlines():
        match = _LIST_ITEM.match(line)
        item = _EMPHASIS.sub("", match.group(1)).strip(" #:：") if match else ""
        if item:
            steps.append(PlannedStep(_short(item)))
    return steps


def parse_plan(answer: Any, goal: str) -> Plan:
    """Read the planner's answer; fall back to one step holding the goal."""
    text = clean(answer)
    if not text:
        return Plan((PlannedStep(_short(goal) or "(no goal)"),), "the planner's answer was empty; planned the goal as one step")
    parsed = _plan_from_json(text)
    if parsed:
        steps, note = parsed
        if len(steps) > MAX_STEPS:
            note = f"the plan had {len(steps)} steps; kept the first {MAX_STEPS}"
        return Plan(tuple(steps[:MAX_STEPS]), note)
    listed = _plan_from_list(text)
    if listed:
        note = f"the plan had {len(listed)} steps; kept the first {MAX_STEPS}" if len(listed) > MAX_STEPS else None
        return Plan(tuple(listed[:MAX_STEPS]), note)
    return Plan(
        (PlannedStep(_short(goal) or "(no goal)"),),
        "the planner's answer held neither a JSON list of steps nor a numbered list; planned the goal as one step",
    )


# ---------------------------------------------------------------- step drafts

_PYTHON_FENCES = {"python", "py", "python3", "ipython", "pycon"}


def parse_code(answer: Any) -> StepDraft:
    """The code of a python step: its ```python fences joined, else any fence, else the whole answer."""
    text = clean(answer)
    if not text:
        return StepDraft("python", "", "the executor's answer was empty")
    blocks = fenced_blocks(text)
    chosen = [b for b in blocks if b[0] in _PYTHON_FENCES] or [b for b in blocks if b[0] == ""]
    note = None
    if not chosen and blocks:
        chosen = blocks[:1]
        note = f"the answer held a ```{blocks[0][0]} fence but no ```python one; used that code"
    if not chosen:
        return StepDraft("python", text, "no ```python fence in the answer; used the whole answer as code")
    code = "\n\n".join(body.strip("\n") for _, body, _ in chosen).strip("\n")
    if not code.strip():
        return StepDraft("python", "", "the code fence was empty")
    if not all(closed for _, _, closed in chosen):
        note = "the code fence was not closed; used the code up to the end of the answer"
    if _was_cut(answer):
        note = f"the answer was longer than {MAX_ANSWER_CHARS} characters; its end was cut off"
    return StepDraft("python", code, note)


def parse_text(answer: Any) -> StepDraft:
    """The text of a text step; an answer wrapped whole in one fence is unwrapped."""
    text = clean(answer)
    if not text:
        return StepDraft("text", "", "the executor's answer was empty")
    blocks = fenced_blocks(text)
    if len(blocks) == 1 and text.startswith("```") and blocks[0][0] in ("", "text", "markdown", "md"):
        return StepDraft("text", blocks[0][1].strip())
    return StepDraft("text", text)


def parse_step(answer: Any, kind: str) -> StepDraft:
    return parse_code(answer) if kind == "python" else parse_text(answer)


# ---------------------------------------------------------------- intents

_INTENT_WORDS = {
    "replan": "replan", "re-plan": "replan", "re_plan": "replan", "plan again": "replan", "new plan": "replan",
    "retry_step": "retry_step", "retry step": "retry_step", "retry-step": "retry_step", "retry": "retry_step",
    "refine_output": "refine_output", "refine output": "refine_output", "refine-output": "refine_output",
    "refine": "refine_output",
}
_INTENT_IN_PROSE = re.compile(r"\b(refine[_ -]output|retry[_ -]step|re[_-]?plan|refine|retry)\b", re.I)


def _intent_name(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    return _INTENT_WORDS.get(value.strip().lower().replace("  ", " "))


def _step_number(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def _confidence(value: Any) -> float | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return min(1.0, max(0.0, float(value)))
    return None


def parse_intent(answer: Any) -> IntentAnswer:
    """Read the helper's classification; fall back to retry_step (the least disruptive correction)."""
    text = clean(answer)
    if not text:
        return IntentAnswer("retry_step", fallback="the classifier's answer was empty; assumed retry_step")
    for _, body, _ in fenced_blocks(text) + [("", text, True)]:
        for value, _ in iter_json(body, limit=10):
            if not isinstance(value, dict):
                continue
            intent = _intent_name(value.get("intent"))
            if intent:
                reason = value.get("reason")
                return IntentAnswer(
                    intent,
                    _step_number(value.get("target_step", value.get("step"))),
                    reason.strip() if isinstance(reason, str) else "",
                    _confidence(value.get("confidence")),
                )
    named = {_INTENT_WORDS[re.sub(r"[- ]", "_", word.lower())] for word in _INTENT_IN_PROSE.findall(text)}
    if len(named) == 1:
        return IntentAnswer(named.pop(), reason=_short(text)[:300])
    why = "named several intents" if named else "named no known intent"
    return IntentAnswer("retry_step", fallback=f"the classifier's answer {why}; assumed retry_step")


# ---------------------------------------------------------------- tidying a small model's plan

REPEAT_SIMILARITY = 0.7
"""Steps sharing this much of their words are one step said twice ("Load x and compare" / "Read x and compare")."""
_TOKEN = re.compile(r"[\w.]+", re.U)
_DATA_FILE = re.compile(r"[\w./-]{0,200}\w\.(?:csv|tsv|xlsx|xls|parquet|json|jsonl|feather|txt|duckdb|db|sqlite)\b", re.I)
_GENERIC = set(
    "a an the and or of to in on for by with into from per as its it is are be then each all "
    "load read open import clean drop check list find count sort rank group sum compute calculate "
    "plot chart draw show explain summarise summarize describe write report compare filter keep "
    "data dataframe table column columns row rows file values value result results top".split()
)
_CLAUSE_SPLIT = re.compile(r"\s*(?:,|;|，|；|、|\band then\b|\bthen\b|\band\b|然后|并且|并)\s*", re.I)


def _words(text: str) -> set[str]:
    return {w.strip(".").lower() for w in _TOKEN.findall(text) if w.strip(".")}


def _similar(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a | b else 1.0


def _copied(step: str, goal_words: set[str], examples: list[set[str]]) -> bool:
    """True when a step is mostly an example's wording about things the goal never mentions."""
    words = _words(step) - _GENERIC
    for example in examples:
        if _similar(_words(step), example) >= 0.5 and words:
            foreign = words & (example - goal_words)
            if len(foreign) / len(words) >= 0.5:
                return True
    return False


def goal_clauses(goal: str) -> list[str]:
    """The goal cut at commas and "and"/"then" into the things it asks for, in order."""
    parts = [p.strip(" .。") for p in _CLAUSE_SPLIT.split(goal.strip())]
    # A clause asks for something: two words at least ("2024" from "between 2023 and 2024" does not).
    return [p for p in parts if len(p.split()) >= 2 or re.search(r"[\u4e00-\u9fff]{2,}", p)]


def tidy_plan(plan: Plan, goal: str, *, copied_from: Sequence[str] = (), min_steps: int = 1) -> Plan:
    """Drop repeated steps and steps copied from the prompt's examples; complete a short plan from the goal.

    Small models repeat themselves and echo their worked examples; this keeps what is about the goal and,
    when fewer than `min_steps` steps remain, adds steps made from the goal itself, saying so in `fallback`.
    """
    goal_words = _words(goal)
    examples = [_words(text) for text in copied_from]
    goal_files = {m.group(0) for m in _DATA_FILE.finditer(goal)}
    kept: list[PlannedStep] = []
    for step in plan.steps:
        if len(goal_files) == 1:
            # Small models misremember the one file the goal names ("churn.parquet" for "customers.parquet").
            (name,) = goal_files
            fixed = _DATA_FILE.sub(lambda m: m.group(0) if m.group(0).lower() in goal.lower() else name, step.description)
            step = PlannedStep(fixed, step.kind, step.risky) if fixed != step.description else step
        words = _words(step.description)
        if any(_similar(words, _words(other.description)) >= REPEAT_SIMILARITY for other in kept):
            continue
        if examples and _copied(step.description, goal_words, examples):
            continue
        kept.append(step)
    dropped = len(plan.steps) - len(kept)
    note = plan.fallback
    if dropped and not note:
        note = f"dropped {dropped} repeated or copied step{'s' if dropped > 1 else ''}"
    if len(kept) >= min_steps:
        return Plan(tuple(kept), note)

    usable = len(kept)
    data_file = _DATA_FILE.search(goal)
    loads_it = data_file and any(
        data_file.group(0).lower() in step.description.lower()
        and _words(step.description) & {"load", "read", "open", "import"}
        for step in kept
    )
    if data_file and not loads_it:
        kept.insert(0, PlannedStep(f"Load {data_file.group(0)} and check its columns", "python"))
    for clause in goal_clauses(goal):
        if len(kept) >= min_steps:
            break
        if not any(_similar(_words(clause), _words(step.description)) >= 0.5 for step in kept):
            kept.append(PlannedStep(_short(clause[:1].upper() + clause[1:]), "python"))
    if len(kept) < min_steps:
        kept.append(PlannedStep("Summarise the findings", "text"))
    reason = f"the planner gave {usable} usable step{'s' if usable != 1 else ''}; completed the plan from the goal"
    return Plan(tuple(kept[:MAX_STEPS]), reason)
