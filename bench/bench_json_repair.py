"""Our JSON repair (llm/parsing.iter_json) against the `json-repair` package, on the planner answers the tests hold.

    .venv/bin/python bench/bench_json_repair.py      # needs `pip install json-repair`

Every case of tests/test_llm_parsing.PLAN_CASES is parsed twice: with our iter_json, and with iter_json swapped
for one that hands each bracketed stretch to json_repair.loads. A case counts as right when the plan's steps are
the ones the test expects (the fallback note aside: json-repair does not say whether it repaired). Speed is the
median time of parsing a clean 30-step plan and one cut short.
"""
from __future__ import annotations

import json
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import json_repair  # noqa: E402

from nbcopilot.llm import parsing  # noqa: E402
from test_llm_parsing import GOAL, PLAN_CASES  # noqa: E402

ours_iter_json = parsing.iter_json


def library_iter_json(text: str, limit: int = 50):
    """The same contract as iter_json — (value, repaired) per JSON value in prose — with json-repair doing the work."""
    for attempt, match in enumerate(re.finditer(r"[\[{]", text)):
        if attempt > limit:
            return
        try:
            yield json.loads(text[match.start():]), False
            return
        except ValueError:
            pass
        value = json_repair.loads(text[match.start():])
        if isinstance(value, (list, dict)) and value:
            yield value, True
            return


def right(answer, expected) -> bool:
    try:
        return parsing.parse_plan(answer, GOAL).steps == expected.steps
    except Exception:  # noqa: BLE001 - a crash is a wrong answer here
        return False


def score(iter_json) -> tuple[int, list[str]]:
    parsing.iter_json = iter_json
    wrong = [name for name, answer, expected in PLAN_CASES if not right(answer, expected)]
    return len(PLAN_CASES) - len(wrong), wrong


def ms(iter_json, answer: str, reps: int = 200) -> float:
    parsing.iter_json = iter_json
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        parsing.parse_plan(answer, GOAL)
        times.append(time.perf_counter() - start)
    return 1e3 * statistics.median(times)


def main() -> None:
    for name, fn in (("ours", ours_iter_json), ("json-repair", library_iter_json)):
        count, wrong = score(fn)
        plan = json.dumps([{"description": f"Step {i}: sum revenue by region", "kind": "python"} for i in range(30)])
        print(f"{name:12s} right {count} of {len(PLAN_CASES)} cases;"
              f" clean 30-step plan {ms(fn, plan):.3f} ms, cut short {ms(fn, plan[:-40]):.3f} ms")
        for case in wrong:
            print(f"    wrong: {case}")
    parsing.iter_json = ours_iter_json


if __name__ == "__main__":
    main()
