"""The store contract: what the engine needs from persistence, whatever the backend."""
from __future__ import annotations

from abc import ABC, abstractmethod
from contextlib import AbstractContextManager
from typing import Any, Sequence

from nbcopilot.records import CorrectionRecord, LLMCall, StepRun, TaskSnapshot, Transition


class Store(ABC):
    """Tasks, their transition log, reviews, corrections and step outputs; one transaction per transition."""

    lease_seconds: float = 30.0
    """How long a driver's lease lasts without renewal: a dead kernel's task is free again after this."""

    @abstractmethod
    def session(self) -> AbstractContextManager[None]:
        """Hold the store open across several operations (one API call); let go when it ends."""

    @abstractmethod
    def idle(self) -> AbstractContextManager[None]:
        """Let go of the store during slow work (a model call, a code step) inside a session."""

    @abstractmethod
    def connection(self) -> AbstractContextManager[Any]:
        """A raw connection for readers that live beside the engine (memory, metrics)."""

    @abstractmethod
    def create(self, task: TaskSnapshot, transition: Transition, *, owner: str | None = None) -> None:
        """Insert a new task with its first transition, leased to `owner` while it is planned."""

    @abstractmethod
    def renew_lease(self, task_id: str, owner: str) -> None:
        """Extend `owner`'s lease on a task it is still working (a heartbeat during slow work)."""

    @abstractmethod
    def commit(self, before: TaskSnapshot, after: TaskSnapshot, transition: Transition, *,
               run: StepRun | None = None, correction: CorrectionRecord | None = None,
               owner: str | None = None) -> None:
        """Write one transition atomically; refuse it if the task moved since `before` was read."""

    @abstractmethod
    def load(self, task_id: str) -> TaskSnapshot: ...

    @abstractmethod
    def lease(self, task_id: str) -> tuple[str | None, float | None]:
        """(owner, expiry as a UNIX time) of the task's driver lease, (None, None) when free."""

    @abstractmethod
    def latest_runs(self, task_id: str, steps: Sequence[int] | None = None) -> dict[int, StepRun]:
        """Each step's newest run (only those of `steps` when given: a long task reads one, not all)."""

    @abstractmethod
    def record_llm_call(self, call: LLMCall) -> None: ...

    @abstractmethod
    def tokens_used(self, task_id: str) -> int:
        """Prompt and answer tokens of every model call made for the task so far, unflushed ones included."""

    @abstractmethod
    def load_at(self, task_id: str, seq: int) -> TaskSnapshot:
        """The task as it stood right after transition `seq` (its checkpoint then; outputs stay in step_runs)."""

    @abstractmethod
    def seq_of_review(self, task_id: str, review_id: str) -> int:
        """The transition that opened the review (the checkpoint a fork from that review starts from)."""

    @abstractmethod
    def fork(self, source: TaskSnapshot, task: TaskSnapshot, transition: Transition) -> None:
        """Insert `task`, a copy of `source` as it stood at a checkpoint, with the outputs its steps had then
        (the runs up to each step's attempt), under its own id; the source is not touched."""

    @abstractmethod
    def match(self, ref: str) -> list[dict]:
        """Tasks whose id equals or starts with `ref`: [{"id", "goal", "state", "updated_at"}]."""

    @abstractmethod
    def frame(self, query: str, params: tuple = ()) -> Any:
        """A read-only query as a pandas DataFrame."""

    @abstractmethod
    def close(self) -> None: ...
