"""The pieces bench/RESULTS.md is written from: each benchmark module renders its own section (a `render`
function that takes its run and returns a Section), and bench/run.py puts the sections together.

Standard library only, so any benchmark module can import it.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Goal:
    """One line of the goals table."""

    goal: str
    measured: str
    ok: bool | None
    """None: a figure shown for reference (an anchor), not judged."""


@dataclass
class Section:
    """What one benchmark contributes to RESULTS.md."""

    body: list[str] = field(default_factory=list)
    """Markdown lines under the section's title."""
    goals: list[Goal] = field(default_factory=list)
    limits: list[str] = field(default_factory=list)
    """For each missed goal, what the same run measured as its limit (one Markdown sentence each)."""

    def goal(self, goal: str, measured: str, ok: bool | None) -> None:
        """Add a line to the goals table."""
        self.goals.append(Goal(goal, measured, ok))


@dataclass
class Run:
    """One benchmark's run, as bench/run.py hands it to the module's `render`."""

    json: dict | None
    """What the script printed after BENCH_JSON (None when it prints no such line)."""
    stdout: str
    """The rest of what it printed."""


def verdict(ok: bool | None) -> str:
    """PASS / MISS in bold, or a dash for a figure that is not judged."""
    return "—" if ok is None else ("**PASS**" if ok else "**MISS**")


def ms(value: float | None, digits: int = 1) -> str:
    """A number with thousands separators, or a dash when missing."""
    return "—" if value is None else f"{value:,.{digits}f}"


def table(header: list[str], rows: list[list]) -> list[str]:
    """A Markdown table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return lines


def top_parts(parts: dict[str, float], count: int = 4) -> str:
    """The `count` largest parts of a time split, as 'label 12.3 ms, …'."""
    ranked = sorted(parts.items(), key=lambda kv: -kv[1])[:count]
    return ", ".join(f"{label} {value:.1f} ms" for label, value in ranked)


def details(summary: str, text: str) -> list[str]:
    """A collapsed block of preformatted text."""
    return ["", f"<details><summary>{summary}</summary>", "", "```", text, "```", "</details>"]
