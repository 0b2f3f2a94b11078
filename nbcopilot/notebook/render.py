"""Escaped HTML for the review forms: outputs, tables, figures, steps, badges.

Everything a model, a step's code or an analyst wrote passes through `html.escape` before it reaches an
HTML widget, because ipywidgets' HTML widget sets `innerHTML`: an `<img onerror=...>` in a model's answer
would run. Only the markup written here is live. Pure functions, so tests read the HTML directly.
"""
from __future__ import annotations

import re
from html import escape
from typing import Any

from nbcopilot.engine.states import State, StepStatus

MAX_TEXT = 20_000
"""Characters of one output shown in a form; the full text stays in the store."""
MAX_ROWS = 50
_BASE64 = re.compile(r"^[A-Za-z0-9+/]+={0,2}$")

STATE_LABELS = {
    State.CLARIFY: ("Question", "#1f6feb"), State.REVIEW_PLAN: ("Plan review", "#1f6feb"),
    State.REVIEW_STEP: ("Step review", "#1f6feb"), State.REVIEW_RESULT: ("Result review", "#1f6feb"),
    State.PAUSED: ("Paused", "#9a6700"), State.DONE: ("Done", "#1a7f37"), State.CANCELLED: ("Cancelled", "#6e7781"),
    State.HUMAN_TAKEOVER: ("You have control", "#cf222e"), State.PLANNING: ("Planning", "#8250df"),
    State.EXECUTING: ("Working", "#8250df"), State.RETRYING: ("Retrying", "#8250df"),
    State.REPLANNING: ("Replanning", "#8250df"),
}
STATUS_ICONS = {StepStatus.PENDING: "○", StepStatus.DRAFTED: "◔", StepStatus.APPROVED: "◑", StepStatus.RUNNING: "▶",
                StepStatus.DONE: "●", StepStatus.FAILED: "✖", StepStatus.INTERRUPTED: "⏸"}

STYLE = """<style>
.nbc-form {font-family: var(--jp-ui-font-family, sans-serif); font-size: 13px;}
.nbc-badge {display:inline-block; padding:1px 8px; border-radius:10px; color:#fff; font-size:12px; margin-right:6px;}
.nbc-goal {font-weight:600; font-size:14px;}
.nbc-id {color: var(--jp-ui-font-color2, #6e7781); font-size:11px; margin-left:6px;}
.nbc-pre {white-space:pre-wrap; word-break:break-word; margin:4px 0; padding:6px 8px; max-height:320px; overflow:auto;
  background: var(--jp-layout-color2, #f6f8fa); border-radius:4px; font-family: var(--jp-code-font-family, monospace);}
.nbc-error {border-left:3px solid #cf222e;}
.nbc-table {border-collapse:collapse; margin:4px 0; font-size:12px;}
.nbc-table th, .nbc-table td {border:1px solid var(--jp-border-color2, #d0d7de); padding:2px 8px; text-align:right;}
.nbc-table th {background: var(--jp-layout-color2, #f6f8fa);}
.nbc-muted {color: var(--jp-ui-font-color2, #6e7781);}
.nbc-section {font-weight:600; margin-top:6px;}
.nbc-steps {margin:2px 0; padding-left:4px; list-style:none;}
.nbc-steps li {margin:0; line-height:1.5;}
.nbc-form .widget-html-content {line-height:1.5;}
.nbc-risk {color:#cf222e;}
.nbc-notice-error {color:#cf222e;}
.nbc-answer {font-size:1.25em;font-weight:600;padding:6px 10px;margin:4px 0;border-left:4px solid #1a7f37;
  background:rgba(26,127,55,.08);white-space:pre-wrap}
.nbc-answer .nbc-label {font-size:.7em;font-weight:400;display:block;opacity:.7}
.nbc-unverified {background:rgba(210,153,34,.25);border-bottom:2px dotted #9a6700}
.nbc-code textarea {font-family: var(--jp-code-font-family, monospace); font-size: 12px;}
.nbc-notice-info {color: var(--jp-ui-font-color1, #24292f);}
</style>"""


def pre(text: Any, *, error: bool = False) -> str:
    body = str(text)
    cut = len(body) > MAX_TEXT
    body = body[:MAX_TEXT]
    more = f'<div class="nbc-muted">… {len(str(text)) - MAX_TEXT} more characters in the store</div>' if cut else ""
    return f'<pre class="nbc-pre{" nbc-error" if error else ""}">{escape(body)}</pre>{more}'


def badge(state: str) -> str:
    label, color = STATE_LABELS.get(state, (state, "#6e7781"))
    return f'<span class="nbc-badge" style="background:{color}">{escape(label)}</span>'


def header(goal: str, state: str, task_id: str | None) -> str:
    ident = f'<span class="nbc-id">task {escape(task_id)}</span>' if task_id else ""
    return f'{STYLE}<div class="nbc-form">{badge(state)}<span class="nbc-goal">{escape(goal)}</span>{ident}</div>'


def table(spec: dict) -> str:
    """A captured DataFrame ({columns, rows, shape, truncated, index_columns}) as an HTML table, every cell
    escaped; the first `index_columns` columns are the index and are shown as row headers."""
    columns = [str(c) for c in spec.get("columns") or []]
    rows = list(spec.get("rows") or [])[:MAX_ROWS]
    index_columns = int(spec.get("index_columns") or 0)
    head = "".join(f"<th>{escape(c)}</th>" for c in columns)
    body = []
    for row in rows:
        cells = "".join(f"<{'th' if n < index_columns else 'td'}>{escape(_cell(v))}</{'th' if n < index_columns else 'td'}>"
                        for n, v in enumerate(row))
        body.append(f"<tr>{cells}</tr>")
    shape = spec.get("shape")
    note = ""
    if spec.get("truncated") or (shape and shape[0] > len(rows)):
        total = f"{shape[0]} rows × {shape[1]} columns" if shape else "more rows"
        note = f'<div class="nbc-muted">showing {len(rows)} rows of {escape(total)}</div>'
    return f'<table class="nbc-table"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>{note}'


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:,.4g}" if abs(value) < 1e15 else repr(value)
    return "" if value is None else str(value)


def figure(png_base64: str) -> str:
    """An <img> of a base64 PNG; anything that is not plain base64 is refused, so it cannot break out of src."""
    data = re.sub(r"\s+", "", png_base64 or "")
    if not data or not _BASE64.match(data):
        return '<div class="nbc-muted">(a figure that could not be shown)</div>'
    return f'<img alt="figure" style="max-width:100%" src="data:image/png;base64,{data}"/>'


def output(value: Any) -> str:
    """A step's output: text, a code run (ExecResult: stdout, value, tables, figures, error) or nothing yet."""
    if value is None:
        return '<div class="nbc-muted">No output yet.</div>'
    if isinstance(value, str):
        return pre(value) if value else '<div class="nbc-muted">(empty output)</div>'
    parts = []
    if getattr(value, "interrupted", False):
        parts.append('<div class="nbc-risk">The step was interrupted before it finished.</div>')
    stdout = getattr(value, "stdout", "") or ""
    if stdout:
        parts.append(pre(stdout))
    tables = list(getattr(value, "tables", None) or [])
    parts += [table(t) for t in tables]
    shown = getattr(value, "value", None)
    if shown not in (None, "") and not tables:
        parts.append(pre(shown))
    parts += [figure(f) for f in getattr(value, "figures", None) or []]
    stderr = getattr(value, "stderr", "") or ""
    if stderr:
        parts.append(pre(stderr, error=True))
    error = getattr(value, "error", None)
    if error:
        parts.append(pre(error, error=True))
    if not parts:
        text = value.text() if callable(getattr(value, "text", None)) else str(value)
        parts.append(pre(text) if text else '<div class="nbc-muted">(the step printed nothing)</div>')
    return "".join(parts)


def output_text(value: Any) -> str:
    """The output as the text an analyst edits."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return value.text() if callable(getattr(value, "text", None)) else str(value)


def steps(plan: list, *, current: int | None = None) -> str:
    """The plan with each step's status, the step under review in bold."""
    items = []
    for step in plan:
        icon = STATUS_ICONS.get(step.status, "○")
        risky = ' <span class="nbc-risk" title="risky">⚠ risky</span>' if step.risky else ""
        text = f"{icon} {step.index + 1}. {escape(step.description)}{risky}"
        items.append(f"<li>{'<b>' + text + '</b>' if step.index == current else text}</li>")
    return f'<ul class="nbc-steps">{"".join(items)}</ul>'


def next_step(next_plan: dict | None) -> str:
    if not next_plan:
        return '<div><span class="nbc-section">Next:</span> <span class="nbc-muted">the task ends when you approve.</span></div>'
    kind = " (code)" if next_plan.get("kind") == "python" else ""
    risky = ' <span class="nbc-risk">⚠ risky</span>' if next_plan.get("risky") else ""
    return (f'<div><span class="nbc-section">Next:</span> step {int(next_plan.get("index", 0)) + 1}{kind} — '
            f'{escape(str(next_plan.get("description", "")))}{risky}</div>')


def risk(lines: list | tuple) -> str:
    if not lines:
        return ""
    items = "".join(f"<li>{escape(str(line))}</li>" for line in lines)
    return f'<div class="nbc-risk"><b>Why this step is reviewed before it runs:</b><ul>{items}</ul></div>'


def section(title: str, body: str = "") -> str:
    return f'<div class="nbc-section">{escape(title)}</div>{body}'


def notice(text: str, *, error: bool = False) -> str:
    if not text:
        return ""
    kind = "error" if error else "info"
    return f'<div class="nbc-notice-{kind}">{escape(text)}</div>'


def busy(label: str, seconds: float) -> str:
    return f'<div class="nbc-muted">⏳ {escape(label)}… {seconds:.0f} s</div>'


INTENT_LABELS = {"replan": "replan", "retry_step": "retry step", "refine_output": "refine output"}


def correction(intent: str | None, confidence: float | None, classifier: str | None) -> str:
    """What a rejection was taken to mean, in words (the form adds a confirm prompt when unsure)."""
    name = INTENT_LABELS.get(intent or "", intent or "unknown")
    if classifier in (None, "", "explicit"):
        return f"Your rejection was applied as {name}, the intent you chose."
    how = f"confidence {confidence:.2f}, {classifier} classifier" if confidence is not None else f"{classifier} classifier"
    return f"Your rejection was read as {name} ({how})."


def deadline(seconds_left: float) -> str:
    """The time a review with a deadline has left (it then continues as approved, or pauses if risky)."""
    return f'<div class="nbc-muted">⏱ This review decides itself in {max(0, seconds_left):.0f} s.</div>'


def answer(text: str | None) -> str:
    """The computed answer, first and large: what the result review leads with."""
    if not text:
        return ""
    return f'<div class="nbc-answer"><span class="nbc-label">Computed answer</span>{escape(text)}</div>'


def data_used(summary: str) -> str:
    """Which of the analyst's DataFrames and files the plan was made from."""
    return f'<div class="nbc-muted">{escape(summary)}</div>' if summary else ""


def unverified(items: list | tuple) -> str:
    """Figures and names the text states that no computed output contains, marked for the analyst."""
    if not items:
        return ""
    marked = ", ".join(f'<span class="nbc-unverified">{escape(str(i))}</span>' for i in items)
    return (f'<div class="nbc-notice-error">Not in any computed output — check before relying on it: {marked}'
            '</div>')
