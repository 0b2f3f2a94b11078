"""The three LLM roles — planner, executor, helper — and everything the engine asks of them.

Importing this module stays light: LlamaIndex, xllamacpp and the local classifier load on first use.
"""
from __future__ import annotations

import json
import re
from collections import Counter
from typing import TYPE_CHECKING, Any, Sequence

from nbcopilot.errors import LLMUnavailable
from nbcopilot.llm import parsing, prompts
from nbcopilot.llm.calls import CallPolicy, Record, complete
from nbcopilot.llm.parsing import Plan, PlannedStep, StepDraft

if TYPE_CHECKING:
    from nbcopilot.llm.classifier import Classification

__all__ = ["Roles", "Plan", "PlannedStep", "StepDraft", "Record", "CallPolicy"]

LLM_CONFIDENCE = 0.8
"""Confidence given to a capable model's classification when it states none itself."""
SMALL_MODEL_STEP_TOKENS = 320
"""A small local model that has not finished a step in this many tokens is looping, not working."""


class Roles:
    """Three LlamaIndex LLMs and the questions the engine puts to them; every call is guarded by calls.complete."""

    def __init__(self, planner: Any, executor: Any, helper: Any, *, helper_is_embedded: bool = False,
                 policy: CallPolicy | None = None):
        self.planner = planner
        self.executor = executor
        self.helper = helper
        self.helper_is_embedded = helper_is_embedded
        """True when the helper is the tiny default model: classify locally and summarise extractively."""
        self.policy = policy or CallPolicy.from_env()

    @classmethod
    def build(cls, llm: Any = None, planner: Any = None, executor: Any = None, helper: Any = None,
              *, policy: CallPolicy | None = None) -> "Roles":
        """Each argument: None, a LlamaIndex LLM, or a provider name (see nbcopilot.llm.providers).

        `llm` sets every role and the per-role arguments override it; a role left None everywhere gets the
        embedded SmolLM2 model, which is loaded once per process and only when first asked.
        """
        from nbcopilot.llm import providers

        policy = policy or CallPolicy.from_env()

        def pick(role_spec: Any) -> Any:
            return providers.resolve(role_spec if role_spec is not None else llm, policy)

        helper_llm = pick(helper)
        return cls(pick(planner), pick(executor), helper_llm,
                   helper_is_embedded=providers.is_default_embedded(helper_llm), policy=policy)

    def warm_up(self) -> None:
        """Load a local planner and evaluate its fixed plan prompt prefix now, so the first plan is quick.

        Meant for a background thread when a notebook starts; llama.cpp keeps the prefix cached.
        Does nothing for provider models and never raises: the real call reports any problem.
        """
        if not getattr(self.planner, "wants_worked_examples", False):
            return
        system, examples, _ = prompts.plan_chat("")
        try:
            self.planner.complete("Goal: warm up", system=system, examples=examples, max_tokens=1)
        except Exception:
            pass

    @property
    def small_planner(self) -> bool:
        """True when the planner is a tiny local model: questions are read by design, not planned in prose."""
        return bool(getattr(self.planner, "wants_worked_examples", False))

    @property
    def small_executor(self) -> bool:
        """True when the executor is a tiny local model: text steps are stated from computed values."""
        return bool(getattr(self.executor, "wants_worked_examples", False))

    def choose(self, prompt: str, schema: dict, *, record: Record | None = None) -> str:
        """The planner's answer held to `schema` (a model that cannot constrain its output gets it described)."""
        if getattr(self.planner, "accepts_json_schema", False):
            return self._ask("planner", prompt, record, json_schema=schema, max_tokens=120)
        return self._ask("planner", f"{prompt}\nJSON schema: {json.dumps(schema)[:2000]}", record)

    def _ask(self, role: str, prompt: str, record: Record | None, **kwargs: Any) -> str:
        llm = getattr(self, role)
        if hasattr(record, "before_call"):  # a task's record: it holds the call to the task's token budget
            record.before_call(role, model_name(llm), prompt, kwargs.get("max_tokens"))
        return complete(llm, prompt, role=role, policy=self.policy, record=record, **kwargs)

    # ------------------------------------------------------------ planner
    def plan(self, goal: str, *, lessons: Sequence[str] = (), rejected_plan: Sequence[str] | None = None,
             feedback: str | None = None, data: str = "", record: Record | None = None,
             progress: str = "") -> Plan:
        """Steps for the goal; `data` describes the analyst's DataFrames and files (the notebook context);
        `progress`: what the task's finished steps found (its rolling summary), for a replan."""
        if not getattr(self.planner, "wants_worked_examples", False):
            prompt = prompts.plan_prompt(goal, lessons, rejected_plan, feedback, data, progress)
            return parsing.tidy_plan(parsing.parse_plan(self._ask("planner", prompt, record), goal), goal)
        # A local GGUF model: constrained to the plan schema, shown worked examples as earlier turns,
        # and its plan cleaned of echoed examples and completed to two steps from the goal if need be.
        system, examples, question = prompts.plan_chat(goal, lessons, rejected_plan, feedback, data, progress)
        answer = self._ask("planner", question, record, system=system, examples=examples,
                           json_schema=prompts.PLAN_SCHEMA)
        return parsing.tidy_plan(parsing.parse_plan(answer, goal), goal,
                                 copied_from=prompts.example_steps(), min_steps=2)

    # ------------------------------------------------------------ executor
    def write_step(self, goal: str, description: str, kind: str, *, context: str = "", hint: str | None = None,
                   data: str = "", error: str | None = None, computed: str = "",
                   record: Record | None = None) -> StepDraft:
        """A step's code or text. `data`: the notebook context; `error`: the last failed run's error (a repair);
        `computed`: what earlier code steps computed, the only facts a text step may state."""
        extra = prompts.StepFacts(data=data, error=error, computed=computed)
        if getattr(self.executor, "wants_worked_examples", False):
            system, examples, question = prompts.step_chat(goal, description, kind, context, hint, extra)
            answer = self._ask("executor", question, record, system=system, examples=examples,
                               max_tokens=SMALL_MODEL_STEP_TOKENS, repeat_penalty=1.1)
        else:
            answer = self._ask("executor", prompts.step_prompt(goal, description, kind, context, hint, extra),
                               record)
        return parsing.parse_step(answer, kind)

    # ------------------------------------------------------------ helper
    def refine(self, content: str, feedback: str, *, record: Record | None = None) -> str:
        """Rewrite `content` in the form the feedback asks for; an empty answer keeps the content as it was."""
        answer = parsing.clean(self._ask("helper", prompts.refine_prompt(content, feedback), record))
        if "Rewritten output:" in answer:  # small models echo the prompt before (or instead of) answering
            answer = answer.rsplit("Rewritten output:", 1)[1].strip()
        blocks = parsing.fenced_blocks(answer)
        if len(blocks) == 1 and answer.startswith("```"):
            answer = blocks[0][1].strip()
        return answer or content

    def classify(self, feedback: str, *, anchor: str | None = None, plan_size: int = 0,
                 record: Record | None = None) -> "Classification":
        """Which correction the feedback asks for. target_step is 1-based, as the analyst counts."""
        from nbcopilot.llm.classifier import Classification, classify_local, extract_target_step, fallback_classification

        anchor = getattr(anchor, "value", anchor)
        if self.helper_is_embedded:
            return classify_local(feedback, anchor)
        try:
            answer = self._ask("helper", prompts.classify_prompt(feedback, anchor, plan_size), record)
        except LLMUnavailable as error:
            local = classify_local(feedback, anchor)
            return Classification(local.intent, local.target_step, local.confidence, local.classifier,
                                  f"{local.reason} (the helper model was unavailable: {error})")
        named_step = extract_target_step(feedback or "")
        parsed = parsing.parse_intent(answer)
        if parsed.fallback:
            return fallback_classification(parsed.fallback, named_step)
        target = parsed.target_step if parsed.target_step is not None else named_step
        if target is not None and (target < 1 or (plan_size and target > plan_size)):
            target = None  # a step the plan does not have
        confidence = parsed.confidence if parsed.confidence is not None else LLM_CONFIDENCE
        return Classification(parsed.intent, target, confidence, "llm", parsed.reason or "classified by the helper model")

    def summarise(self, texts: Sequence[str], *, limit: int = 600, record: Record | None = None) -> str:
        texts = [t for t in texts if isinstance(t, str) and t.strip()]
        if not texts:
            return ""
        if self.helper_is_embedded:
            return extractive_summary(texts, limit)
        try:
            answer = parsing.clean(self._ask("helper", prompts.summarise_prompt(texts, limit), record))
        except LLMUnavailable:
            answer = ""
        return _clip(answer, limit) if answer else extractive_summary(texts, limit)

    def resume_message(self, goal: str, done: Sequence[str], next_step: str | None, state: str,
                       *, record: Record | None = None) -> str:
        """A short reminder of where a task stands; written from a template with the embedded model."""
        if not self.helper_is_embedded:
            try:
                answer = parsing.clean(self._ask("helper", prompts.resume_prompt(goal, done, next_step, state), record))
                if answer:
                    return _clip(answer, 800)
            except LLMUnavailable:
                pass
        return template_resume_message(goal, done, next_step, state)

    def answer(self, question: str, context: str, *, record: Record | None = None) -> str:
        answer = parsing.clean(self._ask("helper", prompts.answer_prompt(question, context), record))
        return answer or "The model gave no answer; the task record above is all there is to go on."


# ---------------------------------------------------------------- no-model helpers

def model_name(llm: Any) -> str | None:
    """The model's name as LlamaIndex reports it (the key of the price table); None when it says none."""
    try:
        name = llm.metadata.model_name
    except Exception:  # a provider object without metadata: the call is still recorded, without a name
        return None
    return name if isinstance(name, str) and name else None


_SENTENCE_END = re.compile(r"(?<=[.!?。！？；;])\s+|\n+")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]+|\d+(?:[.,]\d+)*|[\u4e00-\u9fff]")
_STOPWORDS = set("the a an and or of to in on for with is are was were be it this that by as at from".split())


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - 1)].rstrip() + "…"


def extractive_summary(texts: Sequence[str], limit: int = 600) -> str:
    """The most telling sentences, in their original order, within `limit` characters.

    A sentence scores by how frequent its words are across all texts (numbers count double: they carry
    the findings); the tiny embedded model cannot summarise, this can and is deterministic.
    """
    sentences = [s.strip() for text in texts for s in _SENTENCE_END.split(text) if s and s.strip()]
    if not sentences:
        return ""
    words = [[w.lower() for w in _WORD.findall(s) if w.lower() not in _STOPWORDS] for s in sentences]
    frequency = Counter(w for ws in words for w in set(ws))

    def score(i: int) -> float:
        ws = words[i]
        weight = sum(frequency[w] * (2 if w[0].isdigit() else 1) for w in ws)
        return weight / (1 + len(ws)) ** 0.5

    chosen: list[int] = []
    used = 0
    for i in sorted(range(len(sentences)), key=lambda i: (-score(i), i)):
        cost = len(sentences[i]) + (1 if chosen else 0)
        if used + cost <= limit:
            chosen.append(i)
            used += cost
    if not chosen:
        return _clip(sentences[0], limit)
    return " ".join(sentences[i] for i in sorted(chosen))


def template_resume_message(goal: str, done: Sequence[str], next_step: str | None, state: str) -> str:
    goal_line = _clip(" ".join(goal.split()), 200)
    if done:
        last = _clip(" ".join(str(done[-1]).split()), 160)
        progress = f"{len(done)} step{'s' if len(done) != 1 else ''} done, the last: {last}."
    else:
        progress = "No step is done yet."
    upcoming = f"Next: {_clip(' '.join(next_step.split()), 200)}." if next_step else "Nothing is left to run."
    return f"Back to “{goal_line}” ({state.replace('_', ' ')}). {progress} {upcoming}"
