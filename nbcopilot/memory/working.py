"""Working memory: the bounded context a model sees for one step.

A step's prompt carries the goal, a rolling summary of what happened, the last output and the few
memories retrieved for this step — never the whole history — so step 200 of a task costs no more
prompt than step 10. Both functions are pure string work (no model, no store), and fast.
"""

from __future__ import annotations

import re
from typing import Sequence

__all__ = ["working_context", "roll_summary"]

_OMITTED = re.compile(r"^\(\d+ earlier items? omitted\)$")

# Shares of the budget, in the order sections are filled; what a section leaves unused flows on.
_GOAL_SHARE, _SUMMARY_SHARE, _OUTPUT_SHARE = 0.15, 0.30, 0.30
_MEMORY_SHARE = 0.15
"""At most this much of the budget for any one memory, so one long record does not crowd out the rest."""


def _squash(text: str) -> str:
    return " ".join((text or "").split())


def _clip(text: str, limit: int) -> str:
    """`text` cut to at most `limit` characters, marking the cut."""
    if len(text) <= limit:
        return text
    if limit <= 1:
        return text[:limit]
    return text[: limit - 1].rstrip() + "…"


def _clip_middle(text: str, limit: int) -> str:
    """Keep the head and the tail: an output's last lines often hold its result."""
    if len(text) <= limit:
        return text
    marker = f"\n… [{len(text) - limit} characters cut] …\n"
    if limit < len(marker) + 20:
        return _clip(text, limit)
    keep = limit - len(marker)
    head = keep * 2 // 3
    return text[:head] + marker + text[len(text) - (keep - head):]


def _gist(item: str, limit: int) -> str:
    """The first sentence or line of an item, on one line: an extractive summary needs no model."""
    first_line = next((line for line in (item or "").strip().splitlines() if line.strip()), "")
    sentence = re.split(r"(?<=[.!?。！？])\s", first_line.strip(), maxsplit=1)[0]
    return _clip(_squash(sentence), limit)


def roll_summary(summary: str, new_item: str, *, limit: int = 1200) -> str:
    """Add the gist of `new_item` to a rolling summary of at most `limit` characters.

    The summary is one line per item, newest last. When it would grow past `limit` the oldest lines
    go, counted in a leading "(N earlier items omitted)" line, so the summary stays bounded however
    long the task runs."""
    lines = [line for line in (summary or "").splitlines() if line.strip()]
    omitted = 0
    if lines and _OMITTED.match(lines[0]):
        omitted = int(re.search(r"\d+", lines[0]).group())
        lines = lines[1:]
    gist = _gist(new_item, max(40, limit // 6))
    if gist:
        lines.append(gist)

    def render() -> str:
        head = [f"({omitted} earlier item{'s' if omitted != 1 else ''} omitted)"] if omitted else []
        return "\n".join(head + lines)

    text = render()
    while len(text) > limit and len(lines) > 1:
        lines.pop(0)
        omitted += 1
        text = render()
    return _clip(text, limit)


def working_context(goal: str, *, summary: str, last_output: str, memories: Sequence[str],
                    budget_chars: int = 4000) -> str:
    """The prompt context for one step, at most `budget_chars` characters.

    Sections in order: the goal, the rolling summary, the last output (head and tail kept), then as
    many retrieved memories as fit. Each section has a share of the budget and passes on what it
    leaves unused, so the context fills the budget when there is enough to say, and its size does
    not depend on how many steps the task has run."""
    budget = max(0, int(budget_chars))
    blocks: list[str] = []
    carry = 0
    for title, body, share, clip in (
        ("Goal", _squash(goal), _GOAL_SHARE, _clip),
        ("Progress so far", (summary or "").strip(), _SUMMARY_SHARE, _clip),
        ("Last output", (last_output or "").strip(), _OUTPUT_SHARE, _clip_middle),
    ):
        allowance = int(budget * share) + carry
        block = _block(title, body, allowance, clip)
        carry = allowance - len(block)
        if block:
            blocks.append(block)

    room = budget - len("".join(blocks)) - len("Relevant memories:\n")
    lines: list[str] = []
    seen: set[str] = set()
    for memory in memories:
        flat = _squash(memory)
        if not flat or flat in seen:
            continue
        seen.add(flat)
        width = min(int(budget * _MEMORY_SHARE), room - 3)  # "- " and the newline
        if width < 20:
            break
        lines.append("- " + _clip(flat, width) + "\n")
        room -= len(lines[-1])
    if lines:
        blocks.append("Relevant memories:\n" + "".join(lines))
    return _clip("".join(blocks).rstrip("\n"), budget)


def _block(title: str, body: str, allowance: int, clip) -> str:
    """`Title:` and the body clipped to fit `allowance` characters with its newlines, or "" if it can't."""
    room = allowance - len(title) - 3  # ":\n" after the title, "\n" after the body
    if not body or room < 20:
        return ""
    return f"{title}:\n{clip(body, room)}\n"
