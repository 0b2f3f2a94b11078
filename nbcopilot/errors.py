"""Errors that speak to the analyst: each carries one sentence that says what went wrong and what to do."""


class CopilotError(Exception):
    """Base of every error nbcopilot raises on purpose; its message is meant to be shown as is."""


class BadInput(CopilotError, ValueError):
    """An argument the analyst gave cannot be used (empty goal, unknown intent, wrong shape)."""


class IllegalTransition(CopilotError):
    """The task is not in a state where that action makes sense."""


class StaleReview(CopilotError):
    """A form acted on a review that is no longer the task's pending one."""


class TaskNotFound(CopilotError, LookupError):
    """No task matches the id, prefix or words given."""


class AmbiguousTask(CopilotError, LookupError):
    """Several tasks match; `candidates` holds them so the analyst can pick."""

    def __init__(self, message: str, candidates: list[dict]):
        super().__init__(message)
        self.candidates = candidates


class TaskBusy(CopilotError):
    """Another kernel holds the lease on the task; take it over explicitly."""


class StoreBusy(CopilotError):
    """The store file stayed locked by another process past the wait limit."""


class StoreUnavailable(CopilotError):
    """The store's connection dropped in the middle of a write and again on the retry; the write was rolled back."""


class ConcurrentUpdate(CopilotError):
    """The task changed in the store after this kernel read it (a commit from a stale checkpoint)."""


class StoreVersionError(CopilotError):
    """The store was written by a newer nbcopilot than this one."""


class LLMUnavailable(CopilotError):
    """A model kept failing or timing out after the bounded retries."""


class BudgetExceeded(LLMUnavailable):
    """The next model call would pass the task's token budget (ReviewPolicy.max_tokens plus any grants).

    An LLMUnavailable, so every place that falls back without a model (local classifier, extractive summary,
    template messages) does so here too, and a task at work pauses with this one-line note."""
