"""Text a step hands to another language: IPython's magics and shell escapes, the shell commands they run and SQL.

A cell with `!rm data.csv`, `%pip install x` or `%%sql DROP TABLE t` is not Python, so `ast.parse` rejects it; this
module reads those lines for their findings and hands the code walk the same cell with them blanked out line for
line, so that the Python around them is still analysed and line numbers still match.
"""
from __future__ import annotations

import re

from nbcopilot.execution.risk_report import Finding
from nbcopilot.execution.risk_rules import SHELL_PARTS, SQL_CHANGES


def shell_findings(command: str, line: int, snippet: str, how: str) -> list[Finding]:
    """A shell command is always a finding; what it does beyond that (installs, deletes, uses the network) is named
    too, so the review says more than "runs a shell command". `how` is the way it was started: "!rm", "%%bash"."""
    found = [Finding(line, f"runs a shell command ({how})", snippet, "shell")]
    for pattern, category, reason in SHELL_PARTS:
        if pattern.search(command):
            found.append(Finding(line, f"{reason} ({how})", snippet, category))
    return found


def sql_findings(text: str, line: int, snippet: str) -> list[Finding]:
    """What SQL text (the body of a %%sql cell) would change, each finding on `line`."""
    return [Finding(line, reason, snippet, category) for pattern, category, reason in SQL_CHANGES
            if pattern.search(text)]


def without_ipython_syntax(lines: list[str]) -> tuple[str | None, list[Finding]]:
    """IPython magics and shell escapes: their findings, and the code with them blanked out line for line (None when
    the whole cell is in another language, like %%bash)."""
    first = next((i for i, text in enumerate(lines) if text.strip()), 0)
    head = lines[first].strip() if lines else ""
    if head.startswith("%%"):
        name, _, rest = head[2:].partition(" ")
        body, line = "\n".join(lines[first + 1:]), first + 1
        if name in ("time", "timeit", "capture", "prun", "debug"):
            return without_ipython_syntax(lines[:first] + [""] + lines[first + 1:])
        if name in ("bash", "sh", "script", "system"):
            return None, shell_findings(body, line, head, f"%%{name}")
        if name == "writefile":
            return None, [Finding(line, f"writes a file (%%writefile {rest.strip()})", head, "write")]
        if name == "sql":
            return None, sql_findings(body, line, head)
        if name in ("html", "markdown", "latex", "svg", "md"):
            return None, []
        return None, [Finding(line, f"runs the cell magic %%{name}, which cannot be analysed", head, "dynamic")]
    found, python = [], []
    for number, text in enumerate(lines, 1):
        match = re.match(r"^(\s*)((?:[\w.]+\s*,\s*)*[\w.]+\s*=\s*)?(!!?|%)(\w*)(.*)$", text)
        if not match:
            python.append(text)
            continue
        indent, assigned, sigil, word, rest = match.groups()
        if sigil.startswith("!"):
            found += shell_findings(word + rest, number, text.strip(), "!" + word)
        else:
            found += magic_findings(word, rest, number, text.strip())
            if word in ("time", "timeit", "prun", "capture") and rest.strip() and not assigned:
                python.append(indent + rest.strip())  # %time df = load(): the statement itself is analysed
                continue
        python.append(indent + (f"{assigned}None" if assigned else "pass"))
    return "\n".join(python), found


def magic_findings(name: str, line_text: str, line: int, snippet: str) -> list[Finding]:
    """What a line magic (`%pip install x`: name "pip", line_text " install x") would do; none for the harmless ones."""
    how = f"%{name}"
    if name in ("pip", "conda", "mamba", "micromamba", "uv"):
        return [Finding(line, f"installs packages ({how})", snippet, "install")]
    if name in ("system", "sx", "sc"):
        return shell_findings(line_text, line, snippet, how)
    if name in ("rm", "rmdir"):
        return [Finding(line, f"deletes files ({how})", snippet, "delete")]
    if name in ("mv", "cp", "store", "save", "writefile"):
        return [Finding(line, f"writes files ({how})", snippet, "write")]
    if name in ("run", "load", "loadpy"):
        return [Finding(line, f"runs code from elsewhere ({how})", snippet, "dynamic")]
    if name in ("reset", "reset_selective", "xdel"):
        return [Finding(line, f"deletes variables from the namespace ({how})", snippet, "overwrite")]
    return []
