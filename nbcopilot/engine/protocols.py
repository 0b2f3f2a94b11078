"""What the engine needs from its collaborators, as Protocols: the three LLM roles and long-term memory.

The engine never imports llama_index at module import time (DESIGN §1); `nbcopilot.llm.roles.Roles` and
`nbcopilot.memory.index.Memory` satisfy these, and tests may pass anything else that does. Both come in
through a provider (a zero-argument callable) so the heavy libraries load on first use.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from nbcopilot.engine.budget import Usage


class Verdict(Protocol):
    """The helper's reading of a rejection's feedback."""

    intent: str
    """replan, retry_step or refine_output."""
    confidence: float
    classifier: str
    """Which classifier decided (an LLM, the local one, a fallback)."""
    target_step: int | None
    """The step the feedback names, counted from 1; None when it names none."""


class Drafted(Protocol):
    """A model's answer parsed: the content, and why a fallback was used (None when none was)."""

    content: Any
    fallback: str | None


class PlanAnswer(Protocol):
    """The planner's answer parsed into steps, and why a fallback plan was used (None when none was)."""

    steps: Sequence[Any]
    fallback: str | None


class RoleModels(Protocol):
    """The planner, the executor and the helper (DESIGN §3), each call recorded through `record`."""

    planner: Any
    executor: Any
    helper: Any
    helper_is_embedded: bool
    """The helper is the tiny embedded model: summaries and resume messages are made without it."""

    @property
    def small_planner(self) -> bool:
        """The planner cannot write analysis code: plans are read from the question by design."""

    @property
    def small_executor(self) -> bool:
        """The executor cannot write prose from figures: answers are stated from computed values."""

    def plan(self, goal: str, *, lessons: Sequence[str] = (), rejected_plan: Sequence[str] | None = None,
             feedback: str | None = None, data: str = "", record: Usage | None = None,
             progress: str = "") -> PlanAnswer:
        """Break the goal into steps."""

    def write_step(self, goal: str, description: str, kind: str, *, context: str = "", hint: str | None = None,
                   data: str = "", error: str | None = None, computed: str = "",
                   record: Usage | None = None) -> Drafted:
        """Draft one step: its code for a python step, its text for a text step."""

    def choose(self, prompt: str, schema: dict, *, record: Usage | None = None) -> str:
        """Answer with JSON that fits `schema` (a constrained choice among real names)."""

    def refine(self, content: str, feedback: str, *, record: Usage | None = None) -> str:
        """Rewrite content from the analyst's feedback, without running anything again."""

    def classify(self, feedback: str, *, anchor: str | None = None, plan_size: int = 0,
                 record: Usage | None = None) -> Verdict:
        """Classify a rejection's feedback into an intent."""

    def summarise(self, texts: Sequence[str], *, limit: int = 600, record: Usage | None = None) -> str:
        """Fold lines into one short summary."""

    def resume_message(self, goal: str, done: Sequence[str], next_step: str | None, state: str, *,
                       record: Usage | None = None) -> str:
        """The short message shown when a task is resumed: goal, what is done, what comes next."""

    def answer(self, question: str, context: str, *, record: Usage | None = None) -> str:
        """Answer the analyst's question about a task (in human takeover)."""


class MemoryHit(Protocol):
    """One retrieved memory."""

    text: str


class LongTermMemory(Protocol):
    """Long-term memory (DESIGN §5): step results, feedback, goals and lessons, retrieved by meaning."""

    def add(self, kind: str, text: str, *, task_id: str | None = None, step: int | None = None,
            meta: dict | None = None) -> Any:
        """Keep one record of `kind` (goal, step, feedback, lesson)."""

    def search(self, query: str, *, k: int = 5, task_id: str | None = None) -> Sequence[MemoryHit]:
        """The records nearest to `query`, within one task when `task_id` is given."""

    def lessons_for(self, goal: str) -> Sequence[MemoryHit]:
        """Lessons learned on tasks whose goals resemble this one."""

    def find_tasks(self, words: str, *, k: int = 5) -> Sequence[tuple[str, float]]:
        """(task id, score) of the tasks the words describe, best first."""


RolesProvider = Callable[[], RoleModels]
"""Returns the roles, building them (and importing LlamaIndex) on first use."""
MemoryProvider = Callable[[], LongTermMemory]
"""Returns long-term memory, opening its index on first use."""
