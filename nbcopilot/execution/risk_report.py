"""What risk analysis reports: one `Finding` per risky thing a step would do, gathered in a `RiskReport`.

Kept apart from the analysis so that the rules, the IPython reader and the code walk can all build findings without
importing the analysis that calls them.
"""
from __future__ import annotations

from dataclasses import dataclass

CATEGORIES = ("delete", "write", "shell", "network", "sql", "dynamic", "install", "overwrite", "mutate", "syntax",
              "description")
"""The kinds of risk a finding can name ("description": the step's words, not its code, matched)."""


@dataclass(frozen=True)
class Finding:
    """One risky thing a step would do."""

    line: int | None
    """1-based line in the step's code; None when the description matched."""
    reason: str
    """Short and for the analyst: "deletes files (os.remove)", "overwrites existing variable df"."""
    snippet: str
    """The source line (stripped), or the words of the description that matched."""
    category: str = ""
    """One of CATEGORIES, so the engine and the tests can tell kinds of risk apart."""


@dataclass(frozen=True)
class RiskReport:
    """Everything risky found in one step, the description's findings first, then in line order."""

    findings: tuple[Finding, ...] = ()

    @property
    def risky(self) -> bool:
        """Whether anything was found: a risky step is reviewed before it runs."""
        return bool(self.findings)

    @property
    def categories(self) -> frozenset[str]:
        """The kinds of risk found (see CATEGORIES)."""
        return frozenset(f.category for f in self.findings)

    def summary(self) -> str:
        """One line per finding: "line 3: deletes files (os.remove): os.remove(p)"."""
        return "\n".join(f"{'description' if f.line is None else f'line {f.line}'}: {f.reason}: {f.snippet}"
                         for f in self.findings)
