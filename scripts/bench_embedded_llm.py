"""Measure the embedded SmolLM2 model on this machine: load time, plan latency, tokens per second.

Run:  python scripts/bench_embedded_llm.py [--rounds N]
The load average is printed too: on a shared machine, other work slows llama.cpp a lot.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

GOALS = [
    "Analyze sales.csv and find the top three regions by revenue",
    "Load survey.xlsx, clean the answers and chart satisfaction by age group",
    "Compare monthly churn in customers.parquet between 2023 and 2024",
    "分析 sales.csv 中各地区的收入",
    "Train a regression model on housing.csv to predict price",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1, help="times to plan each goal after the first plan")
    args = parser.parse_args()

    from nbcopilot.llm import prompts
    from nbcopilot.llm.embedded import _threads, default_llm
    from nbcopilot.llm.roles import Roles

    print(f"cores: {os.cpu_count()}, llama.cpp threads: {_threads()}, load average: {os.getloadavg()[0]:.1f}")
    llm = default_llm()
    started, cpu_started = time.perf_counter(), time.process_time()
    llm.load()
    print(f"load: {time.perf_counter() - started:.2f} s ({time.process_time() - cpu_started:.2f} s CPU)")

    roles = Roles.build()
    calls: list[tuple] = []
    started, cpu_started = time.perf_counter(), time.process_time()
    plan = roles.plan(GOALS[0], record=lambda *a: calls.append(a))
    print(f"first plan: {time.perf_counter() - started:.2f} s ({time.process_time() - cpu_started:.2f} s CPU), "
          f"{len(plan.steps)} steps"
          f"{' (' + plan.fallback + ')' if plan.fallback else ''}")
    for step in plan.steps:
        print(f"    - [{step.kind}{', risky' if step.risky else ''}] {step.description}")

    latencies, cpu_seconds, generation, prompt_speed, completion_tokens = [], [], [], [], []
    for _ in range(args.rounds):
        for goal in GOALS[1:]:
            system, examples, question = prompts.plan_chat(goal)
            started, cpu_started = time.perf_counter(), time.process_time()
            response = llm.complete(question, system=system, examples=examples, json_schema=prompts.PLAN_SCHEMA)
            latencies.append(time.perf_counter() - started)
            cpu_seconds.append(time.process_time() - cpu_started)
            timings = response.raw["timings"]
            generation.append(timings["predicted_per_second"])
            completion_tokens.append(timings["predicted_n"])
            if timings["prompt_n"] > 20:  # a mostly cached prompt says nothing about prompt speed
                prompt_speed.append(timings["prompt_per_second"])

    print(f"warm plan latency: median {statistics.median(latencies):.2f} s, max {max(latencies):.2f} s "
          f"over {len(latencies)} plans of {statistics.mean(completion_tokens):.0f} tokens on average")
    # CPU time is what a plan costs on an idle machine, whatever else the machine is doing now.
    print(f"warm plan CPU time: median {statistics.median(cpu_seconds):.2f} s "
          f"(~{statistics.mean(completion_tokens) / statistics.median(cpu_seconds):.0f} tokens per CPU second)")
    print(f"generation: median {statistics.median(generation):.0f} tokens/s")
    if prompt_speed:
        print(f"prompt evaluation: median {statistics.median(prompt_speed):.0f} tokens/s")
    print(f"load average now: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
