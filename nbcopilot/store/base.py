"""The store contract: every read and write the engine, the API, memory and metrics need, whatever the backend.

No SQL and no table name live outside `nbcopilot/store/`; each backend (DuckDB file or `:memory:`,
PostgreSQL) implements this class and passes the one conformance suite in `tests/store/`.
Reads on the engine's path return plain Python (records, dicts, tuples); reads that exist to be looked at
(`task_table`, `history_table`, the metric reads) return pandas DataFrames, imported only when called.
Times are naive UTC datetimes, or UNIX seconds where a field says so.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any, Hashable, Sequence

from nbcopilot.records import CorrectionRecord, LLMCall, MemoryRow, StepRun, TaskSnapshot, Transition


class Store(ABC):
    """Tasks, their transition log, reviews, corrections, step outputs, model calls and long-term memory."""

    lease_seconds: float = 30.0
    """How long a driver's lease lasts without renewal: a dead kernel's task is free again after this."""
    analyst: str | None = None
    """Whom the tasks and memories this store object writes belong to (Copilot's `analyst`, the
    NBCOPILOT_ANALYST setting, or the OS user); the metric reads can be narrowed to one analyst."""

    # -- holding the store ---------------------------------------------------------------------

    @abstractmethod
    def session(self) -> AbstractContextManager[None]:
        """Hold the store open across several operations (one API call); let go when the outermost ends.

        Raises:
            StoreBusy: another process kept the store longer than the lock timeout.
        """

    @abstractmethod
    def idle(self) -> AbstractContextManager[None]:
        """Let go of the store during slow work (a model call, a code step) inside a session."""

    @abstractmethod
    def close(self) -> None:
        """Write what is still buffered (model calls) and let go of the store for good."""

    @abstractmethod
    def schema_version(self) -> int:
        """Returns: the schema version the store is at (the newest this release knows, once opened)."""

    # -- a task's life: the engine's writes ----------------------------------------------------

    @abstractmethod
    def create(self, task: TaskSnapshot, transition: Transition, *, owner: str | None = None) -> None:
        """Insert a new task with its first transition, in one transaction.

        Args:
            task: the task as it stands after `transition` (its seq is the transition's).
            transition: the first entry of the task's log.
            owner: the kernel that creates it; it holds the task's lease (renewed, or released at the next
                commit to a resting state).
        Raises:
            BadInput: a task with that id exists already.
        """

    @abstractmethod
    def commit(self, before: TaskSnapshot, after: TaskSnapshot, transition: Transition, *,
               run: StepRun | None = None, correction: CorrectionRecord | None = None,
               owner: str | None = None) -> None:
        """Write one transition atomically: the checkpoint, the log entry, the review opened or closed, the
        step run and the correction it carries, and the model calls recorded since the last commit.

        Durability (DESIGN §4): a transition that carries a starting run ("running") is durable when this
        returns, with everything written before it, since code runs next. Inside a session any other write
        may share a commit with those after it; all of it is durable before the outermost session ends and
        before the backend lets go of the store. A failed write may take back the writes not yet durable.

        Args:
            before: the task as this kernel read it; the write is refused if the store has moved past it.
            after: the task after the transition (seq one more than `before`'s).
            run: a step run that starts ("running", committed before any code runs) or ends.
            correction: an edit or rejection recorded with this transition.
            owner: the kernel driving the task; it keeps the lease while `after` is a working state.
        Raises:
            ConcurrentUpdate: another kernel committed to the task since `before` was read.
        """

    @abstractmethod
    def fork(self, source: TaskSnapshot, task: TaskSnapshot, transition: Transition) -> None:
        """Insert `task`, a copy of `source` as it stood at a checkpoint, with the outputs its steps had then
        (the runs up to each step's attempt), under its own id; the source is not touched."""

    @abstractmethod
    def renew_lease(self, task_id: str, owner: str) -> None:
        """Extend `owner`'s lease on a task it is still working (a heartbeat during slow work); a lease that
        `owner` no longer holds is left alone."""

    @abstractmethod
    def record_llm_call(self, call: LLMCall) -> None:
        """Keep one model call; it is written with the next transition (one commit, not two) or when the
        store is let go, whichever comes first."""

    # -- a task's life: the engine's reads -----------------------------------------------------

    @abstractmethod
    def load(self, task_id: str) -> TaskSnapshot:
        """Returns: the task's current checkpoint, with its plan.

        Raises:
            TaskNotFound: the store holds no such task.
        """

    @abstractmethod
    def load_at(self, task_id: str, seq: int) -> TaskSnapshot:
        """Returns: the task as it stood right after transition `seq` (its checkpoint then).

        Raises:
            BadInput: the task has no transition `seq`, or it was recorded before checkpoints were kept.
        """

    @abstractmethod
    def seq_of_review(self, task_id: str, review_id: str) -> int:
        """Returns: the transition that opened the review (where a fork from that review starts).

        Raises:
            BadInput: the task never opened that review.
        """

    @abstractmethod
    def lease(self, task_id: str) -> tuple[str | None, float | None]:
        """Returns: (owner, expiry as UNIX seconds) of the task's driver lease; (None, None) when free."""

    @abstractmethod
    def latest_runs(self, task_id: str, steps: Sequence[int] | None = None) -> dict[int, StepRun]:
        """Returns: step index → that step's newest run, for `steps` only when given (a long task reads
        one step's run, not all)."""

    @abstractmethod
    def last_attempts(self, task_id: str) -> dict[int, int]:
        """Returns: step index → the highest attempt any run of that step has had (a new plan numbers its
        outputs after these, so nothing an earlier plan produced is overwritten)."""

    @abstractmethod
    def rejections_since_approval(self, task_id: str, seq: int) -> list[tuple[str, str | None]]:
        """Returns: (feedback, intent) of the task's rejections recorded after its last approval or edit
        before transition `seq`, oldest first (the corrections that the analyst has now accepted)."""

    @abstractmethod
    def tokens_used(self, task_id: str) -> int:
        """Returns: prompt and answer tokens of every model call made for the task so far, unwritten ones
        included."""

    @abstractmethod
    def latest_payload(self, task_id: str, event: str) -> dict | None:
        """Returns: the payload of the task's newest transition of kind `event` (e.g. "planned"), or None."""

    # -- finding tasks -------------------------------------------------------------------------

    @abstractmethod
    def match(self, ref: str) -> list[dict]:
        """Returns: tasks whose id equals or starts with `ref`, newest activity first:
        [{"id", "goal", "state", "updated_at"}]."""

    @abstractmethod
    def latest_unfinished(self) -> str | None:
        """Returns: the id of the most recently active task that is neither done nor cancelled, or None."""

    @abstractmethod
    def task_table(self) -> Any:
        """Returns: a DataFrame, one row per task, oldest first: id, goal, state, created_at, updated_at,
        steps, rejections, note, forked_from, analyst."""

    @abstractmethod
    def history_table(self, task_id: str) -> Any:
        """Returns: a DataFrame of the task's transitions in order (seq, happened_at, from_state, to_state,
        event, anchor, step, payload as JSON text), with a "forked" row for each fork made from it.

        Raises:
            TaskNotFound: the store holds no such task.
        """

    # -- metrics (named analytical reads; nbcopilot.metrics.queries defines the figures) --------

    @abstractmethod
    def task_figures(self, since: datetime | None = None, until: datetime | None = None, *,
                     analyst: str | None = None) -> Any:
        """Returns: a DataFrame, one row per task created in [since, until) (None: open) — by `analyst` only
        when given, as in every metric read — oldest first, with the columns of
        nbcopilot.metrics.queries.TASK_COLUMNS (cost still empty)."""

    @abstractmethod
    def weekly_figures(self, *, analyst: str | None = None) -> Any:
        """Returns: a DataFrame of the per-week trends (see nbcopilot.metrics.queries.weekly)."""

    @abstractmethod
    def anchor_figures(self, since: datetime | None = None, until: datetime | None = None, *,
                       analyst: str | None = None) -> Any:
        """Returns: a DataFrame of the per-anchor figures (see nbcopilot.metrics.queries.by_anchor)."""

    @abstractmethod
    def retried_outputs(self, since: datetime | None = None, until: datetime | None = None, *,
                        analyst: str | None = None) -> Any:
        """Returns: a DataFrame of the retry and refine rejections with the output that answered each."""

    @abstractmethod
    def total_figures(self, since: datetime | None = None, until: datetime | None = None, *,
                      analyst: str | None = None) -> dict[str, Any]:
        """Returns: the period's totals as a dict (tasks, decisions, corrections, intents, calls, tokens …)."""

    @abstractmethod
    def correction_table(self) -> Any:
        """Returns: a DataFrame of every correction, oldest first (see nbcopilot.metrics.queries.corrections)."""

    def task_corrections(self, task_id: str) -> Any:
        """Returns: the task's corrections, oldest first, with the columns of correction_table. Each row's
        `time` is the `happened_at` of the transition that made it: both are written in one commit.

        This default filters correction_table; a backend may read only the task's rows."""
        frame = self.correction_table()
        return frame[frame["task"] == task_id].reset_index(drop=True)

    @abstractmethod
    def model_usage(self) -> list[tuple[str, str, int, int]]:
        """Returns: (task id, model, prompt tokens, answer tokens) per task and model, over successful calls
        whose model is known."""

    # -- long-term memory (nbcopilot.memory) ---------------------------------------------------

    @abstractmethod
    def change_stamp(self) -> Hashable | None:
        """Returns: a cheap token that differs once any process has written to the store since it was taken;
        None when the backend cannot tell (the caller then reads)."""

    @abstractmethod
    def memory_summary(self) -> tuple[int, datetime | None]:
        """Returns: (number of memory rows, the newest row's created_at or None)."""

    @abstractmethod
    def memory_rows(self, since: datetime | None, prefix_chars: int, *,
                    ids: Sequence[str] | None = None) -> dict[str, list]:
        """Returns: memory rows created at or after `since` (all when None), only those of `ids` when given,
        oldest first, as columns: id, task_id, step, kind, prefix (the text's first `prefix_chars` characters),
        length (of the full text), embedding (a sequence of floats or None), meta (JSON text), created_at,
        analyst."""

    @abstractmethod
    def memory_texts(self, ids: Sequence[str]) -> dict[str, str]:
        """Returns: id → full text of those memory rows that exist."""

    @abstractmethod
    def add_memory(self, rows: Sequence[MemoryRow]) -> None:
        """Write memory rows, all or none."""

    @abstractmethod
    def set_memory_embeddings(self, vectors: dict[str, list[float]]) -> None:
        """Replace the embeddings of memory rows (id → vector), e.g. after the embedding model changed."""

    @abstractmethod
    def delete_memory(self, ids: Sequence[str]) -> None:
        """Delete memory rows by id; unknown ids are ignored."""

    def search_memory(self, vector: Sequence[float] | None, words: Sequence[str] | None, k: int, *,
                      kinds: Sequence[str] | None = None, analyst: str | None = None,
                      task_ids: Sequence[str] | None = None,
                      exclude_task: str | None = None) -> list[tuple[str, float]] | None:
        """Rank memory rows in the database: nearest embeddings to `vector` fused (reciprocal rank) with a
        full-text match of any of `words` (each as written: the caller adds the forms it wants), among rows of
        `kinds` (all when None), of `analyst` (everyone's when None: lessons are shared across a team by
        default), of `task_ids` (any task when None) and not of `exclude_task`.

        Returns:
            Up to `k` (id, score) pairs, best first; None when the backend leaves ranking to the caller
            (DuckDB: nbcopilot.memory ranks the rows it reads with LlamaIndex's retrievers).
        """
        return None

    def memory_term_shares(self, words: Sequence[str]) -> dict[str, float] | None:
        """Returns: for each of `words`, the share of memory rows holding it (0..1) as the database's statistics
        estimate it — what weighs a rare word above a common one when memory is ranked in the database;
        None when the backend keeps no such statistics (or has not gathered them yet)."""
        return None
