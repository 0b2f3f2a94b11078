"""The records every part shares: the vocabulary of states, anchors, intents and events, a task's
checkpoint and the events that move it, and what the store keeps besides (runs, corrections, model calls).

Small frozen dataclasses, JSON in and out. The engine and the store both import this module and
neither imports the other's internals: the engine decides, the store keeps.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from enum import Enum
from typing import Any


class _Named(str, Enum):
    """An enum whose members print as their stored names ("review_plan", not "State.REVIEW_PLAN")."""

    def __str__(self) -> str:
        return self.value


class State(_Named):
    # stable: where a call returns
    CLARIFY = "clarify"
    REVIEW_PLAN = "review_plan"
    REVIEW_STEP = "review_step"
    REVIEW_RESULT = "review_result"
    PAUSED = "paused"
    DONE = "done"
    CANCELLED = "cancelled"
    HUMAN_TAKEOVER = "human_takeover"
    # working: recorded while work runs
    PLANNING = "planning"
    EXECUTING = "executing"
    RETRYING = "retrying"
    REPLANNING = "replanning"


class Anchor(_Named):
    BEFORE_PLAN = "before_plan"
    AFTER_PLAN = "after_plan"
    BEFORE_RISKY_STEP = "before_risky_step"
    AFTER_RISKY_STEP = "after_risky_step"
    BEFORE_RESULT = "before_result"


class Intent(_Named):
    REPLAN = "replan"
    RETRY_STEP = "retry_step"
    REFINE_OUTPUT = "refine_output"


INTENTS = tuple(intent.value for intent in Intent)
"""The intents by name, in the order the forms and reports list them."""


class StepStatus(_Named):
    PENDING = "pending"          # not drafted yet (or sent back for a retry)
    DRAFTED = "drafted"          # the executor wrote its code/text; not run
    APPROVED = "approved"        # drafted and cleared to run by the analyst
    RUNNING = "running"          # committed before the code starts (exactly once)
    DONE = "done"
    FAILED = "failed"
    INTERRUPTED = "interrupted"  # was running when the process died or the analyst interrupted it


class Event(_Named):
    START = "start"
    ASKED = "asked"              # the goal is ambiguous: one question before any plan
    PLANNED = "planned"
    DRAFTED = "drafted"
    STARTED = "started"
    FINISHED = "finished"
    APPROVE = "approve"
    EDIT = "edit"
    REJECT = "reject"
    EXPIRE = "expire"
    PAUSE = "pause"
    RESUME = "resume"
    RECOVER = "recover"          # a new process found the task in a working state its dead driver left
    CANCEL = "cancel"
    SUPPLY = "supply"            # human takeover: the analyst supplies a step's output
    HAND_BACK = "hand_back"
    FAIL = "fail"                # the model stayed unavailable; the analyst is told and the task rests
    GRANT = "grant"              # the analyst adds tokens to the task's budget (it stays where it is)
    FORK = "fork"                # a new task begins as a copy of another's earlier checkpoint (its first transition)


STABLE = frozenset({State.CLARIFY, State.REVIEW_PLAN, State.REVIEW_STEP, State.REVIEW_RESULT, State.PAUSED,
                    State.DONE, State.CANCELLED, State.HUMAN_TAKEOVER})
FINAL = frozenset({State.DONE, State.CANCELLED})
REVIEWS = frozenset({State.REVIEW_PLAN, State.REVIEW_STEP, State.REVIEW_RESULT})
WORKING = frozenset({State.PLANNING, State.EXECUTING, State.RETRYING, State.REPLANNING})
RISKY_ANCHORS = frozenset({Anchor.BEFORE_RISKY_STEP, Anchor.AFTER_RISKY_STEP})



@dataclass(frozen=True)
class Step:
    index: int
    description: str
    kind: str = "text"
    """"python" (code run in the analyst's namespace) or "text" (the executor's answer is the output)."""
    risky: bool = False
    """Marked by the planner, matched by the description patterns, or found in the code."""
    status: StepStatus = StepStatus.PENDING
    attempt: int = 0
    """How many outputs the step has had (runs, edits, refinements); the key of its runs is (task, step, attempt)."""
    content: str | None = None
    """The executor's draft: the code of a python step or the text of a text step."""
    risk: tuple[str, ...] = ()
    """Why the step is risky, one line per finding (shown at before_risky_step)."""
    hint: str | None = None
    """The analyst's feedback, handed to the executor on the next attempt."""
    spec: dict | None = None
    """How the step is computed when the plan says so exactly (a structured operation and its alternatives);
    None for a step the executor writes freely."""
    repairs: int = 0
    """Failed runs of this step drafted again automatically (bounded by ReviewPolicy.auto_repair)."""
    error: str | None = None
    """The error of the last failed run, handed to the executor for a repair."""

    def to_json(self) -> dict:
        return {"index": self.index, "description": self.description, "kind": self.kind, "risky": self.risky,
                "status": self.status.value, "attempt": self.attempt, "content": self.content,
                "risk": list(self.risk), "hint": self.hint, "spec": self.spec, "repairs": self.repairs,
                "error": self.error}

    @classmethod
    def from_json(cls, data: dict) -> Step:
        return cls(**{**data, "status": StepStatus(data["status"]), "risk": tuple(data.get("risk", ()))})


@dataclass(frozen=True)
class Review:
    id: str
    anchor: Anchor
    step: int | None
    """The step under review (0-based), None for the plan."""
    reason: str = ""
    """Why this review opened beyond its anchor: "risky", "failed", "interrupted", "retried", "ran"."""
    opened_at: float = 0.0
    deadline: float | None = None

    def to_json(self) -> dict:
        return {**asdict(self), "anchor": self.anchor.value}

    @classmethod
    def from_json(cls, data: dict) -> Review:
        return cls(**{**data, "anchor": Anchor(data["anchor"])})


@dataclass(frozen=True)
class TaskSnapshot:
    """Everything needed to continue a task, except step outputs (stored once, in step runs)."""

    id: str
    goal: str
    state: State
    plan: tuple[Step, ...] = ()
    review: Review | None = None
    anchors: frozenset[Anchor] = frozenset()
    """The anchors in force for this task (the policy, narrowed or widened by the dynamic rule)."""
    rejections: int = 0
    retry_streak: tuple[int, int] = (-1, 0)
    """(step, consecutive retry_step rejections of it): the third one escalates to replan."""
    resume_to: State | None = None
    """The state a paused task returns to."""
    paused_review: Review | None = None
    note: str = ""
    """Why the task rests where it is (a pause reason, a model outage), shown to the analyst."""
    feedback: tuple[str, ...] = ()
    """Feedback that shapes the next plan (replan keeps the goal and adds these)."""
    question: dict | None = None
    """The clarifying question asked before planning: {"question", "suggestions", "answer" once answered}."""
    granted: int = 0
    """Tokens the analyst granted beyond the policy's max_tokens (when resuming a task that hit its budget)."""
    origin: dict | None = None
    """Where a forked task began: {"task", "seq", "review", "ran_after": [{"step", "description"}]} — the code
    steps the original finished after that point (their effects on the kernel were not undone)."""
    summary: str = ""
    """The rolling summary of what the finished steps found, with their numbers (bounded; in every prompt)."""
    seq: int = 0

    @property
    def next_step(self) -> Step | None:
        """The first step that has not finished, in plan order."""
        return next((s for s in self.plan if s.status not in (StepStatus.DONE,)), None)

    def step(self, index: int) -> Step:
        return self.plan[index]

    def with_step(self, step: Step) -> TaskSnapshot:
        plan = list(self.plan)
        plan[step.index] = step
        return replace(self, plan=tuple(plan))

    def to_json(self, *, with_plan: bool = True) -> dict:
        """The checkpoint as JSON; the store keeps steps in their own rows and asks without the plan."""
        return {
            "id": self.id, "goal": self.goal, "state": self.state.value,
            **({"plan": [s.to_json() for s in self.plan]} if with_plan else {}),
            "review": self.review.to_json() if self.review else None,
            "anchors": sorted(a.value for a in self.anchors),
            "rejections": self.rejections, "retry_streak": list(self.retry_streak),
            "resume_to": self.resume_to.value if self.resume_to else None,
            "paused_review": self.paused_review.to_json() if self.paused_review else None,
            "note": self.note, "feedback": list(self.feedback), "seq": self.seq,
            **({"question": self.question} if self.question else {}),
            **({"summary": self.summary} if self.summary else {}),
            **({"granted": self.granted} if self.granted else {}),
            **({"origin": self.origin} if self.origin else {}),
        }

    @classmethod
    def from_json(cls, data: dict) -> TaskSnapshot:
        return cls(
            id=data["id"], goal=data["goal"], state=State(data["state"]),
            plan=tuple(Step.from_json(s) for s in data["plan"]),
            review=Review.from_json(data["review"]) if data["review"] else None,
            anchors=frozenset(Anchor(a) for a in data["anchors"]),
            rejections=data["rejections"], retry_streak=tuple(data["retry_streak"]),
            resume_to=State(data["resume_to"]) if data["resume_to"] else None,
            paused_review=Review.from_json(data["paused_review"]) if data["paused_review"] else None,
            note=data["note"], feedback=tuple(data["feedback"]), seq=data["seq"], question=data.get("question"),
            summary=data.get("summary", ""),  # checkpoints written before the rolling summary have none
            granted=data.get("granted", 0), origin=data.get("origin"),
        )


@dataclass(frozen=True)
class Move:
    """One event applied to a task: what the runner feeds `machine.advance`."""

    event: Event
    review_id: str | None = None
    """approve/edit/reject/expire: the review acted on; a stale one is refused."""
    step: int | None = None
    steps: tuple[dict, ...] = ()
    """planned: the new plan, each {"description", "kind", "risky"}."""
    content: Any = None
    """drafted: code/text; edit: the analyst's version; reject+refine_output: the rewritten content."""
    ok: bool = True
    """finished: False when the step failed or was interrupted."""
    interrupted: bool = False
    risk: tuple[str, ...] = ()
    feedback: str | None = None
    intent: Intent | None = None
    reason: str | None = None
    tokens: int = 0
    """grant: tokens the analyst adds to the task's budget."""
    summary: str | None = None
    """finished: the task's rolling summary with this step's finding added (the runner rolls it)."""
    new_review_id: str | None = None
    """The id the runner minted for a review this move may open (the machine stays pure)."""
    now: float = 0.0


@dataclass(frozen=True)
class Transition:
    """What the store appends to the log for one move."""

    from_state: State | None
    to_state: State
    event: Event
    anchor: Anchor | None = None
    step: int | None = None
    payload: dict = field(default_factory=dict)


@dataclass(frozen=True)
class StepRun:
    """One execution (or analyst-supplied replacement) of a step's output, keyed by (task, step, attempt)."""

    task_id: str
    step: int
    attempt: int
    status: str
    """"running", "done", "failed", "interrupted", or "edited"/"refined"/"supplied" for outputs not produced by a run."""
    code: str | None = None
    output: Any = None
    """JSON-safe: {"text": ...} for text, ExecResult.to_json() for code."""


@dataclass(frozen=True)
class CorrectionRecord:
    task_id: str
    review_id: str | None
    step: int | None
    anchor: str | None
    kind: str
    """"edit" or "reject"."""
    intent: str | None = None
    confidence: float | None = None
    classifier: str | None = None
    """"explicit" (the analyst chose), "llm", "local" or "fallback"."""
    feedback: str | None = None
    before: Any = None
    after: Any = None


@dataclass(frozen=True)
class LLMCall:
    task_id: str | None
    role: str
    seconds: float
    prompt_tokens: int | None
    completion_tokens: int | None
    ok: bool
    at: float | None = None
    """When the call ended (UNIX time); set by the store when left out."""
    model: str | None = None
    """The model's name as its provider reports it (the key of the price table)."""


@dataclass(frozen=True)
class MemoryRow:
    """One long-term memory record as the store keeps it (nbcopilot.memory reads and writes these)."""

    id: str
    task_id: str | None
    step: int | None
    kind: str
    """"goal", "step", "feedback", "correction" or "lesson"."""
    text: str
    """The full text; only a bounded prefix of it is embedded."""
    embedding: list[float] | None
    meta: str | None
    """JSON text of the record's own metadata."""
    created_at: Any
    """A naive UTC datetime."""
