"""Working memory: the bounded context a model sees for one step.

A step's prompt carries the goal, a rolling summary of what happened, the last output and the few
memories retrieved for this step — never the whole history — so step 200 of a task costs no more
prompt than step 10. Both functions are pure string work (no model, no store) and cheap.

Both fill their budget once there is enough to say: the summary stays close to `limit` from the
moment the history outgrows it, and the context is exactly `budget_chars` when the last output is
long enough — which is what keeps a late step's prompt from being any larger than an early one's.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence

__all__ = ["working_context", "roll_summary", "omitted"]

_OMITTED = re.compile(r"^\((\d+) earlier items? omitted\)$")
# A Latin stop ends a sentence only before a space: "5076.0" and "sales.csv" stay whole (their numbers are findings).
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])\s*")

_GOAL_SHARE, _SUMMARY_SHARE, _OUTPUT_SHARE = 0.15, 0.30, 0.30
_MEMORY_SHARE = 0.15
"""At most this much of the budget for any one memory, so one long record does not crowd out the rest."""


def _squash(text: str) -> str:
    return " ".join((text or "").split())


def _clip(text: str, limit: int) -> str:
    """`text` cut to exactly `limit` characters (the last one an ellipsis) when it is longer."""
    if len(text) <= limit:
        return text
    return text[: max(limit - 1, 0)] + "…" if limit > 0 else ""


def _clip_middle(text: str, limit: int) -> str:
    """Keep the head and the tail, `limit` characters in all: an output's last lines often hold its result."""
    if len(text) <= limit:
        return text
    marker = f"\n… [{len(text) - limit} characters cut] …\n"
    keep = limit - len(marker)
    if keep < 40:
        return _clip(text, limit)
    head = keep * 2 // 3
    return text[:head] + marker + text[len(text) - (keep - head):]


def _first_sentence(text: str, limit: int) -> str:
    return _clip(_SENTENCE_END.split(_squash(text), maxsplit=1)[0], limit)


def omitted(summary: str) -> int:
    """How many items a rolling summary has dropped (its leading "(N earlier items omitted)" line)."""
    first = (summary or "").split("\n", 1)[0]
    match = _OMITTED.match(first)
    return int(match.group(1)) if match else 0


def roll_summary(summary: str, new_item: str, *, limit: int = 1200) -> str:
    """Add `new_item` to a rolling extractive summary of at most `limit` characters.

    One line per item, newest last. The newest item keeps its opening (up to a third of the limit);
    when the summary outgrows the limit, older items shrink to their first sentence, then the oldest
    go, counted in a leading "(N earlier items omitted)" line."""
    lines = [line for line in (summary or "").splitlines() if line.strip()]
    omitted = 0
    if lines and (match := _OMITTED.match(lines[0])):
        omitted, lines = int(match.group(1)), lines[1:]
    if _squash(new_item):
        lines.append(_clip(_squash(new_item), max(40, limit // 3)))
    short = max(40, limit // 10)

    def render() -> str:
        head = [f"({omitted} earlier item{'s' if omitted != 1 else ''} omitted)"] if omitted else []
        return "\n".join(head + lines)

    older = 0  # lines before this one are already at their first sentence
    while len(text := render()) > limit and len(lines) > 1:
        if older < len(lines) - 1:
            lines[older] = _first_sentence(lines[older], short)
            older += 1
            continue
        lines.pop(0)
        omitted += 1
        older = max(older - 1, 0)
    return _clip(render(), limit)


def working_context(goal: str, *, summary: str, last_output: str, memories: Sequence[str],
                    budget_chars: int = 4000) -> str:
    """The prompt context for one step, at most `budget_chars` characters.

    Sections: the goal, the rolling summary, the last output (head and tail kept) and the retrieved
    memories. Goal and summary take up to their share of the budget; the memories get what the output
    does not need of its share; the output then takes everything left, so the context is exactly the
    budget whenever the output is long enough to fill it."""
    budget = max(0, int(budget_chars))
    goal_block = _block("Goal", _squash(goal), int(budget * _GOAL_SHARE))
    summary_block = _block("Progress so far", (summary or "").strip(), int(budget * _SUMMARY_SHARE))
    output = (last_output or "").strip()
    output_reserve = len(_block("Last output", output, int(budget * _OUTPUT_SHARE), _clip_middle))
    memory_block = _memories_block(memories, budget - len(goal_block) - len(summary_block) - output_reserve, budget)
    output_block = _block("Last output", output,
                          budget - len(goal_block) - len(summary_block) - len(memory_block), _clip_middle)
    return "".join([goal_block, summary_block, output_block, memory_block]).rstrip("\n")


def _block(title: str, body: str, allowance: int, clip: Callable[[str, int], str] = _clip) -> str:
    """"Title:\\nbody\\n" in at most `allowance` characters, the body clipped to fit; "" if it can't be."""
    room = allowance - len(title) - 3
    if not body or room < 12:
        return ""
    return f"{title}:\n{clip(body, room)}\n"


def _memories_block(memories: Sequence[str], allowance: int, budget: int) -> str:
    room = allowance - len("Relevant memories:\n")
    lines: list[str] = []
    seen: set[str] = set()
    for memory in memories:
        flat = _squash(memory)
        if not flat or flat in seen:
            continue
        width = min(int(budget * _MEMORY_SHARE), room - 3)  # "- " and the newline
        if width < 20:
            break
        seen.add(flat)
        lines.append(f"- {_clip(flat, width)}\n")
        room -= len(lines[-1])
    return "Relevant memories:\n" + "".join(lines) if lines else ""
