"""Risk analysis before a step runs: what in its code or its description could harm the analyst's data, files or systems.

The code is read, never run. It errs on the side of a review: code that cannot be parsed is itself a finding.
This module applies the parts and is what callers import: the rules are data in `risk_rules`, the Python is read by
the walk in `risk_walk` (names resolved by `risk_names`), magics, shell escapes and SQL by `risk_commands`, and the
findings are the records of `risk_report`.
"""
from __future__ import annotations

import ast
import types
from typing import Iterable, Mapping

from nbcopilot.execution.risk_commands import without_ipython_syntax
from nbcopilot.execution.risk_report import Finding, RiskReport
from nbcopilot.execution.risk_rules import DESCRIPTION_PATTERNS, IPYTHON_NAMES
from nbcopilot.execution.risk_walk import CodeWalk


def analyse(code: str | None, description: str = "", existing_names: Iterable[str] = ()) -> RiskReport:
    """Everything risky in a step. Pass the namespace itself as `existing_names` when you have it: modules, functions
    and figures in it are then not counted as variables whose loss would matter."""
    findings = list(description_is_risky(description).findings)
    if code and code.strip():
        findings += _analyse_code(code, _variables(existing_names))
    return RiskReport(_unique(findings))


def description_is_risky(description: str) -> RiskReport:
    """The risk word patterns (delete, drop, overwrite, send, deploy … in English and Chinese) applied to a step's
    description."""
    found = []
    for pattern, reason in DESCRIPTION_PATTERNS:
        match = pattern.search(description or "")
        if match:
            found.append(Finding(None, reason, match.group(0).strip(), "description"))
    return RiskReport(tuple(found))


def _variables(existing: Iterable[str]) -> set[str]:
    """The names whose loss or change would matter to the analyst."""
    values = existing if isinstance(existing, Mapping) else None
    names = set()
    for name in existing:
        if name.startswith("_") or name in IPYTHON_NAMES:
            continue
        if values is not None and _replaceable(values[name]):
            continue
        names.add(name)
    return names


def _replaceable(value) -> bool:
    """Modules, functions, classes and figures are rebuilt by re-running code; data is not."""
    if isinstance(value, (types.ModuleType, types.FunctionType, types.BuiltinFunctionType, type)):
        return True
    return type(value).__module__.startswith("matplotlib.")


def _analyse_code(code: str, existing: set[str]) -> list[Finding]:
    # Plain Python first: IPython syntax is read only when the cell does not parse, so a line of a multi-line string
    # that starts with ! or % is never taken for a shell escape or a magic.
    lines = code.splitlines()
    try:
        tree, found = ast.parse(code), []
    except SyntaxError:
        python, found = without_ipython_syntax(lines)
        if python is None:  # a cell magic in another language (%%bash): its findings are all there is
            return found
        try:
            tree = ast.parse(python)
        except SyntaxError as error:
            line = min(max(error.lineno or 1, 1), max(len(lines), 1))
            text = lines[line - 1].strip() if lines else ""
            return found + [Finding(line, f"cannot be analysed: syntax error on line {line}", text, "syntax")]
    return found + CodeWalk(lines, existing, tree).findings


def _unique(findings: list[Finding]) -> tuple[Finding, ...]:
    """One finding per line and kind of risk, in line order, the description's first."""
    seen, kept = set(), []
    for finding in findings:
        key = (finding.line, finding.category, finding.reason if finding.line is None else "")
        if key not in seen:
            seen.add(key)
            kept.append(finding)
    return tuple(sorted(kept, key=lambda f: (f.line is not None, f.line or 0)))
