"""Model calls seen from the engine: each recorded against its task (tokens, model, time), and an outage
note that never quotes a key the analyst set in code on a role's model."""
from __future__ import annotations

from nbcopilot.engine.budget import Budgets, Usage
from nbcopilot.engine.protocols import RolesProvider
from nbcopilot.secrets import redact
from nbcopilot.store.base import Store

SECRET_ATTRIBUTES = ("api_key", "token", "secret", "password")
"""Attributes of a LlamaIndex LLM that may hold a key."""


class ModelCalls:
    """Records each model call with its task and keeps the task within its token budget."""

    def __init__(self, store: Store, roles: RolesProvider, max_tokens: int | None):
        self._roles = roles
        self.budgets = Budgets(store, max_tokens)

    def hold(self, task_id: str, granted: int) -> None:
        """Read what the task has spent (the store is held now) before working it; see Budgets.hold."""
        self.budgets.hold(task_id, granted)

    def recorder(self, task_id: str) -> Usage:
        """What a role call takes as `record=`: checks the budget before the call and stores the call after."""
        return self.budgets.recorder(task_id)

    def outage_note(self, error: Exception) -> str:
        """The error as the note stored and shown with a failed task, with any key the models hold redacted."""
        return redact(str(error), self._model_secrets())

    def _model_secrets(self) -> list[str]:
        # keys set in code on the role models, not only in the environment, so an error quoting one is redacted
        roles = self._roles()
        found = []
        for llm in (roles.planner, roles.executor, roles.helper):
            for name in SECRET_ATTRIBUTES:
                value = getattr(llm, name, None)
                value = value.get_secret_value() if hasattr(value, "get_secret_value") else value
                if isinstance(value, str) and len(value) >= 8:
                    found.append(value)
        return found
