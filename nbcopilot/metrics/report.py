"""The text report: the period's headline figures, what each one means, and the warnings."""
from __future__ import annotations

from datetime import datetime
from typing import Any

from nbcopilot.metrics.queries import ANCHORS, CORRECTION_LIMIT, INTENTS, TAKEOVER_LIMIT, summary

_PERIOD_WORDS = {"day": "the last day", "week": "the last 7 days", "month": "the last 30 days",
                 "all": "all time"}


def report(store, period: str = "week", *, now: datetime | None = None, prices: Any = None,
           analyst: str | None = None) -> str:
    """Plain text, readable in a notebook cell or a terminal: see `queries.summary` for the figures; `analyst`
    narrows it to one analyst's tasks."""
    return render(summary(store, period, now=now, prices=prices, analyst=analyst))


def render(s: dict[str, Any]) -> str:
    """Format the dict `queries.summary` returns."""
    whose = f", analyst {s['analyst']}" if s.get("analyst") else ""
    lines = [f"nbcopilot collaboration report: {_PERIOD_WORDS[s['period']]}{_span(s)}{whose}", ""]
    if not s["tasks"]:
        lines.append("No tasks were started in this period.")
        return "\n".join(lines)
    intents = s["intent_counts"]
    lines += [
        f"Tasks                 {s['tasks']}",
        f"Correction rate       {_pct(s['correction_rate'])}  ({s['corrections']} corrections "
        f"[{s['edits']} edits, {s['rejections']} rejections] / {s['decisions']} review decisions)",
        f"Retries per task      {_num(s['retries_per_task'])}  ({s['retries']} rejections acted on as retry_step)",
        f"Takeover rate         {_pct(s['takeover_rate'])}  ({s['takeovers']} of {s['tasks']} tasks "
        "were handed to the analyst)",
        "Intent mix            " + (" · ".join(
            f"{i} {_pct(s['intent_mix'][i])} ({intents[i]})" for i in INTENTS)
            if sum(intents.values()) else "no rejections")
        + (f"  [{s['escalations']} escalated retries counted as replan]" if s["escalations"] else ""),
        f"Correction → retried output  median {_secs(s['median_seconds_to_retried_output'])}" + _by_intent(s),
        "Decision time (median) " + (" · ".join(
            f"{a} {_secs(s['decision_seconds_by_anchor'][a])}" for a in ANCHORS
            if a in s["decision_seconds_by_anchor"]) or "no decisions"),
        f"LLM per task          {_num(s['llm_calls_per_task'])} calls, {_num(s['tokens_per_task'], 0)} tokens "
        f"({_num(s['prompt_tokens_per_task'], 0)} prompt + {_num(s['completion_tokens_per_task'], 0)} completion), "
        f"{_secs(s['llm_seconds_per_task'])}"
        + (f", US$ {s['cost_per_task']:,.4f} (US$ {s['cost']:,.2f} in all, priced calls only)"
           if s["cost"] is not None else ""),
        f"Completion rate       {_pct(s['completion_rate'])}  ({s['completed']} of {s['tasks']} tasks done)",
        f"Resume success        {_pct(s['resume_success_rate'])}  ({s['resumed_to_done']} of {s['interrupted']} "
        "paused or interrupted tasks later done)",
        f"Time to done (median) {_secs(s['median_seconds_to_done'])}",
        f"Analyst at reviews    {_secs(s['median_review_seconds'])} per task (median)",
        f"Repairs               {s['repairs']} ({_num(s['repairs_per_task'])} per task: failed code drafted "
        "again with its error)",
        "",
        "Definitions: a decision is a review closed by approve, edit or reject; correction rate = corrections "
        "(edits + rejections) / decisions; takeover rate = tasks that entered human_takeover / tasks; "
        "retries = rejections the engine acted on as retry_step; intent mix counts rejections by the intent "
        "acted on; time to retried output runs from a retry_step or refine_output rejection to the next output "
        "of that step; resume success = tasks paused or interrupted that later reached done / such tasks; "
        "analyst time at reviews sums the decision times of a task's reviews.",
        "",
    ]
    if s["warnings"]:
        lines += ["Warnings:"] + [f"  ! {w}" for w in s["warnings"]]
    else:
        lines.append(f"No warnings (thresholds: takeover rate > {TAKEOVER_LIMIT:.0%}, "
                     f"correction rate > {CORRECTION_LIMIT:.0%}).")
    return "\n".join(lines)


def _by_intent(s: dict[str, Any]) -> str:
    medians = s["median_seconds_to_retried_output_by_intent"]
    parts = [f"{intent} {_secs(seconds)}" for intent, seconds in medians.items() if seconds is not None]
    return f" ({', '.join(parts)})" if parts else ""


def _span(s: dict[str, Any]) -> str:
    if s["since"] is None:
        return " (every task in the store)"
    return f" ({s['since']:%Y-%m-%d %H:%M} → {s['until']:%Y-%m-%d %H:%M} UTC)"


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.1%}"


def _num(x: float | None, digits: int = 2) -> str:
    return "n/a" if x is None else f"{x:,.{digits}f}"


def _secs(x: float | None) -> str:
    if x is None:
        return "n/a"
    if x < 120:
        return f"{x:.1f} s"
    return f"{x / 60:.1f} min" if x < 7200 else f"{x / 3600:.1f} h"
