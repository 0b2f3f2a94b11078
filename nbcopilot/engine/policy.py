"""Which review anchors a task stops at."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from nbcopilot.engine.states import Anchor
from nbcopilot.errors import BadInput

ALL_ANCHORS = frozenset(Anchor)


@dataclass(frozen=True)
class ReviewPolicy:
    anchors: tuple[Anchor | str, ...] = tuple(Anchor)
    max_retries: int = 3
    """Rejections a task may take; the next one hands the task to the analyst (human_takeover)."""
    dynamic: bool = False
    """Choose anchors per plan: short safe plans review only the result, risky plans review everything."""
    review_timeout: float | None = None
    """Seconds a review waits; then a low-risk review continues as approved and a risky one pauses."""
    auto_repair: int = 2
    """Times a code step that raised is drafted again with its error before it opens a review (0: review at once)."""
    max_tokens: int | None = None
    """Tokens (prompts and answers) one task may spend on model calls; before a call that would pass it the task
    pauses, and the analyst grants more when resuming (None: no budget)."""

    def __post_init__(self) -> None:
        try:
            anchors = tuple(Anchor(a) for a in self.anchors)
        except ValueError:
            names = ", ".join(a.value for a in Anchor)
            raise BadInput(f"unknown anchor in {list(self.anchors)!r}; choose from {names}.") from None
        object.__setattr__(self, "anchors", anchors)
        if not isinstance(self.max_retries, int) or self.max_retries < 0:
            raise BadInput(f"max_retries must be a whole number of at least 0, not {self.max_retries!r}.")
        if not isinstance(self.auto_repair, int) or self.auto_repair < 0:
            raise BadInput(f"auto_repair must be a whole number of at least 0, not {self.auto_repair!r}.")
        if self.max_tokens is not None and not (isinstance(self.max_tokens, int) and self.max_tokens > 0):
            raise BadInput(f"max_tokens must be a positive whole number or None, not {self.max_tokens!r}.")
        if self.review_timeout is not None and not self.review_timeout > 0:
            raise BadInput(f"review_timeout must be a positive number of seconds or None, not {self.review_timeout!r}.")

    def anchors_for(self, risky: Iterable[bool]) -> frozenset[Anchor]:
        """The anchors for a plan whose steps have these risk flags."""
        if not self.dynamic:
            return frozenset(self.anchors)
        flags = list(risky)
        if any(flags):
            return ALL_ANCHORS
        if len(flags) <= 2:
            return frozenset({Anchor.BEFORE_RESULT})
        return frozenset({Anchor.AFTER_PLAN, Anchor.BEFORE_RESULT})

    def widen_for_risk(self, anchors: frozenset[Anchor]) -> frozenset[Anchor]:
        """A step found risky after planning: a dynamic policy now keeps every anchor."""
        return ALL_ANCHORS if self.dynamic else anchors

    def to_json(self) -> dict:
        return {"anchors": [a.value for a in self.anchors], "max_retries": self.max_retries,
                "dynamic": self.dynamic, "review_timeout": self.review_timeout, "auto_repair": self.auto_repair,
                "max_tokens": self.max_tokens}
