"""Prompt tokens per step against task length, beside a naive prompt that carries the whole history.

    python bench/bench_prompt.py [--lengths 10 25 50 100 200 500]

For a task of n finished steps (2 KB outputs each) the executor's prompt for step n+1 is built with
the engine's own code: nbcopilot.engine.views.working_context (goal, progress, last output and
retrieved memories, bounded) and nbcopilot.llm.prompts.step_prompt. It is built twice: without
memories (a Copilot with memory off) and with three retrieved memories (the engine asks for k=3;
here three earlier 2 KB outputs, the largest a hit can be). The naive prompt hands the executor every
earlier step's description and output. Tokens are nbcopilot.llm.calls.estimate_tokens (4 characters
per token). Goal: tokens at 500 steps <= 1.2x tokens at 10 steps.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from report import Run, Section, table, verdict

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_checkpoint import step_output  # noqa: E402

from nbcopilot.engine.views import working_context  # noqa: E402
from nbcopilot.records import Step, TaskSnapshot  # noqa: E402
from nbcopilot.engine.states import State, StepStatus  # noqa: E402
from nbcopilot.llm.calls import estimate_tokens  # noqa: E402
from nbcopilot.llm.prompts import step_prompt  # noqa: E402
from nbcopilot.records import StepRun  # noqa: E402

GOAL = "Build the weekly revenue report for the EMEA team, one step per region and week, and explain the changes"
RATIO_GOAL = 1.2


def description(i: int) -> str:
    return f"Step {i + 1}: summarise the revenue of region {i % 8} for week {i % 52 + 1}"


def task_after(done: int) -> tuple[TaskSnapshot, dict[int, StepRun]]:
    """A task whose first `done` steps have run (2 KB outputs) and whose next step is being drafted."""
    plan = [Step(i, description(i), "text", status=StepStatus.DONE, attempt=1, content=step_output(i))
            for i in range(done)]
    plan.append(Step(done, description(done), "text"))
    task = TaskSnapshot(id="bench", goal=GOAL, state=State.EXECUTING, plan=tuple(plan))
    runs = {i: StepRun("bench", i, 1, "done", step_output(i), {"text": step_output(i)}) for i in range(done)}
    return task, runs


def naive_prompt(task: TaskSnapshot, runs: dict[int, StepRun]) -> str:
    history = "\n\n".join(f"{s.description}\n{runs[s.index].output['text']}" for s in task.plan if s.index in runs)
    step = task.plan[-1]
    return step_prompt(task.goal, step.description, step.kind, history)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lengths", type=int, nargs="+", default=[10, 25, 50, 100, 200, 500])
    args = parser.parse_args()
    rows = []
    print(f"{'steps':>6} {'tokens':>8} {'+3 memories':>12} {'naive':>9} {'build ms':>9}")
    for n in args.lengths:
        task, runs = task_after(n)
        step = task.plan[-1]
        started = time.perf_counter()
        bare = step_prompt(task.goal, step.description, step.kind, working_context(task, runs, []))
        built_ms = (time.perf_counter() - started) * 1000
        memories = [runs[i].output["text"] for i in (0, n // 2, n - 2) if i in runs]
        recalled = step_prompt(task.goal, step.description, step.kind, working_context(task, runs, memories))
        row = {"steps": n, "tokens": estimate_tokens(bare), "tokens_with_memories": estimate_tokens(recalled),
               "naive_tokens": estimate_tokens(naive_prompt(task, runs)), "build_ms": built_ms}
        rows.append(row)
        print(f"{n:6d} {row['tokens']:8d} {row['tokens_with_memories']:12d} {row['naive_tokens']:9d} {built_ms:9.2f}")
    first, last = rows[0], rows[-1]
    ratio = last["tokens"] / first["tokens"]
    ratio_mem = last["tokens_with_memories"] / first["tokens_with_memories"]
    print(f"tokens at {last['steps']} / at {first['steps']} steps: {ratio:.2f} (with memories {ratio_mem:.2f}); "
          f"naive {last['naive_tokens'] / first['naive_tokens']:.1f}")
    print("BENCH_JSON " + json.dumps({"prompt": rows, "ratio": ratio, "ratio_with_memories": ratio_mem,
                                      "goal_ratio": RATIO_GOAL}))


TITLE = "6. Prompt tokens per step against task length"


def render(run: Run) -> Section:
    """RESULTS.md's section: prompt tokens as the task grows, against a full-history prompt."""
    section, data = Section(), run.json
    rows = [[r["steps"], r["tokens"], r["tokens_with_memories"], f"{r['naive_tokens']:,}",
             f"{r['naive_tokens'] / r['tokens']:.0f}×"] for r in data["prompt"]]
    section.body += table(["steps done", "nbcopilot prompt tokens", "with 3 retrieved memories",
                           "naive full-history prompt", "naive / nbcopilot"], rows)
    ok = data["ratio"] <= data["goal_ratio"] and data["ratio_with_memories"] <= data["goal_ratio"]
    first, last = data["prompt"][0]["steps"], data["prompt"][-1]["steps"]
    section.goal(f"prompt tokens at {last} steps ≤ {data['goal_ratio']}× at {first}",
                 f"{data['ratio']:.2f}× ({data['ratio_with_memories']:.2f}× with memories)", ok)
    section.body += ["", f"Tokens at {last} / at {first} steps: **{data['ratio']:.2f}×**, with memories "
                     f"**{data['ratio_with_memories']:.2f}×** (goal ≤ {data['goal_ratio']}×) {verdict(ok)}. Built with "
                     "`nbcopilot.engine.views.working_context` + `nbcopilot.llm.prompts.step_prompt`, tokens by "
                     "`nbcopilot.llm.calls.estimate_tokens`."]
    return section


if __name__ == "__main__":
    main()
