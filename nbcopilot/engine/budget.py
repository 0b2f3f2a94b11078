"""A task's token budget (ReviewPolicy.max_tokens) and the record of its model calls.

The runner reads what a task has spent while it holds the store; during a model call (when the store may
be let go) the check before each call and the count after it need no file access.
"""
from __future__ import annotations

from nbcopilot.errors import BudgetExceeded
from nbcopilot.records import LLMCall
from nbcopilot.store.base import Store

BUDGET_NOTE = "token budget"
"""How a pause for the token budget's note begins (the form offers a grant beside it)."""
ANSWER_RESERVE = 256
"""Tokens assumed for an answer whose call sets no max_tokens, when checking a call against the budget."""


class Budgets:
    """Each task's (limit, spent), read when the runner takes the task up; None limit: no budget at all."""

    def __init__(self, store: Store, max_tokens: int | None):
        self._store = store
        self._max_tokens = max_tokens
        self._tasks: dict[str, tuple[int, int]] = {}

    def hold(self, task_id: str, granted: int) -> None:
        """Read what the task has spent (the store is held now), its limit raised by the analyst's grants."""
        if self._max_tokens is not None:
            self._tasks[task_id] = (self._max_tokens + granted, self._store.tokens_used(task_id))

    def note(self, task_id: str, need: int) -> str | None:
        """The one-line note when a call needing `need` tokens would pass the task's budget; None when it fits."""
        if task_id not in self._tasks:
            return None
        limit, spent = self._tasks[task_id]
        if spent + need <= limit:
            return None
        return (f"{BUDGET_NOTE}: {spent:,} of {limit:,} used and the next model call needs about {need:,}; "
                f"grant more with cp.resume({task_id!r}, grant_tokens={max(limit // 2, need):_}).")

    def record(self, call: LLMCall) -> None:
        """Store the call and count its tokens against its task's budget."""
        if call.task_id in self._tasks:
            limit, spent = self._tasks[call.task_id]
            self._tasks[call.task_id] = (limit, spent + (call.prompt_tokens or 0) + (call.completion_tokens or 0))
        self._store.record_llm_call(call)

    def recorder(self, task_id: str) -> "Usage":
        return Usage(self, task_id)


class Usage:
    """The record of one task's model calls (each is stored with its model) and the check before each call;
    Roles._ask calls `before_call`, llm.calls.complete calls the instance after each attempt."""

    def __init__(self, budgets: Budgets, task_id: str):
        self._budgets, self._task_id, self._model = budgets, task_id, None

    def before_call(self, role: str, model: str | None, prompt: str, answer_tokens: int | None) -> None:
        """Raise BudgetExceeded when this call would pass the task's budget (no file access: it runs mid-call)."""
        from nbcopilot.llm.calls import estimate_tokens

        self._model = model
        note = self._budgets.note(self._task_id, estimate_tokens(prompt) + (answer_tokens or ANSWER_RESERVE))
        if note is not None:
            raise BudgetExceeded(note)

    def __call__(self, role: str, seconds: float, prompt_tokens, completion_tokens, ok: bool) -> None:
        self._budgets.record(LLMCall(self._task_id, role, seconds, prompt_tokens, completion_tokens, ok,
                                     model=self._model))
