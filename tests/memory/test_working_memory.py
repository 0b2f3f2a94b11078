"""Working memory stays bounded: the prompt context for step 200 is no larger than for step 10."""
from __future__ import annotations

import random

from test_memory import open_store

from nbcopilot.memory.index import Memory
from nbcopilot.memory.working import roll_summary, working_context

GOAL = "Build the weekly revenue report for the EMEA team and explain the biggest week-on-week changes"
REGIONS = ["DE", "FR", "UK", "ES", "IT", "NL", "SE", "PL"]


def step_output(step: int, rng: random.Random) -> str:
    """What a code step prints: a headline, then a table of a few dozen rows."""
    rows = "\n".join(f"{r:<4}{rng.randint(1, 52):>4}{rng.uniform(1e3, 9e5):>14.2f}{rng.uniform(-30, 30):>8.1f}%"
                     for r in REGIONS * 12)
    return f"Step {step}: revenue by region and ISO week, {len(REGIONS) * 12} rows.\nregion week revenue change\n{rows}"


def step_record(step: int) -> str:
    """The short record the engine remembers for a step."""
    return f"Step {step}: aggregated revenue for {REGIONS[step % 8]} in week {step % 52 + 1}; " \
           f"{'flagged a drop' if step % 7 == 0 else 'no anomaly'}"


def context_at(step: int, memory: Memory, summary: str, output: str) -> str:
    hits = memory.search(f"revenue for {REGIONS[(step + 1) % 8]} week-on-week drop", k=3, task_id="long")
    assert hits, "the memories come from the store"
    return working_context(GOAL, summary=summary, last_output=output, memories=[h.text for h in hits])


def test_prompt_for_step_200_is_no_larger_than_for_step_10(tmp_path):
    rng = random.Random(200)
    memory = Memory(open_store(tmp_path / "copilot.duckdb"))
    summary, history_chars, contexts = "", 0, {}
    for start, stop in ((1, 10), (11, 200)):
        memory.add_many([dict(kind="step", text=step_record(s), task_id="long", step=s) for s in range(start, stop + 1)])
        for step in range(start, stop + 1):
            output = step_output(step, rng)
            history_chars += len(output)
            summary = roll_summary(summary, output)
        contexts[stop] = context_at(stop, memory, summary, output)

    assert history_chars > 20 * 4000  # the whole history would never fit in a prompt
    assert len(contexts[200]) <= len(contexts[10]) <= 4000
    late = contexts[200]
    assert late.startswith("Goal:\n" + GOAL)
    assert "earlier items omitted" in late and "Step 200: revenue by region" in late  # summary rolled on
    assert "Last output:\nStep 200: revenue by region" in late
    assert "Relevant memories:\n- Step " in late


def test_roll_summary_stays_bounded_and_keeps_the_newest():
    summary = ""
    for step in range(1, 501):
        summary = roll_summary(summary, f"Step {step}: merged orders with customers. Details follow.\n" + "x" * 900,
                               limit=600)
        assert len(summary) <= 600
    assert len(summary) > 500  # about full from the moment the history outgrows it
    lines = summary.splitlines()
    assert lines[-1].startswith("Step 500: merged orders with customers. Details follow. xxx")  # newest: its opening
    assert lines[-2] == "Step 499: merged orders with customers."  # older: the first sentence
    assert lines[0].startswith("(") and "earlier items omitted" in lines[0]
    omitted = int(lines[0][1:].split()[0])
    assert omitted + len(lines) - 1 == 500  # nothing vanishes without being counted


def test_roll_summary_reads_chinese_sentences():
    summary = roll_summary("", "清洗了客户表，删除了 42 条重复记录。然后检查了手机号，统一成了十一位数字的格式。")
    summary = roll_summary(summary, "第二步：按地区画了柱状图。", limit=45)
    assert summary == "清洗了客户表，删除了 42 条重复记录。\n第二步：按地区画了柱状图。"


def test_working_context_clips_every_part_to_the_budget():
    output = "HEAD " + "row\n" * 5000 + " TAIL"
    context = working_context("g" * 5000, summary="s" * 5000, last_output=output,
                              memories=["m" * 5000, "m" * 5000, "dup", "dup", ""], budget_chars=1500)
    assert len(context) <= 1500
    assert "HEAD" in context and "TAIL" in context  # an output keeps its head and its tail
    assert context.count("- dup") <= 1
    small = working_context("Clean the data", summary="", last_output="", memories=["a lesson"], budget_chars=4000)
    assert small == "Goal:\nClean the data\nRelevant memories:\n- a lesson"
    assert working_context("", summary="", last_output="", memories=[]) == ""
