"""A synthetic but realistic store history, for demos and benchmarks.

How it is made: a seeded random walk drives the engine's own pure state machine
(`engine.machine.advance`) through a few hundred task *scripts*: plans of one to five steps, risky steps,
failed runs, analysts who approve, edit, reject with every intent (the third retry of a step escalates to
replan, the fourth rejection hands the task over), pause, cancel or let a review expire, and model outages.
Each script records what the store would hold for each move (transition, reviews opened and closed,
correction, step output, LLM calls) without any timing.

SQL then expands the scripts into `tasks` tasks with `range()`: each task picks a script (later weeks
favour calmer scripts, so the weekly trends move), gets a goal, a start time within the last `weeks`
weeks and its own lognormal waits (model latency, run time, the analyst's decision time per anchor);
the store (nbcopilot.store.duckdb_simulated) fills every table in bulk. Activity after `end` is cut off, so the
newest tasks are still in flight. The stored checkpoints are minimal: a simulated store is for metrics, not for resuming.
"""
from __future__ import annotations

import argparse
import functools
import json
import random
import time
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta, timezone
from typing import Any

from nbcopilot.errors import BadInput

SCRIPTS = 600
"""How many distinct task scripts the walk writes; tasks share them but not their timing or goal."""
SIMULATED_MODEL = "simulated-model"
"""The model name the simulated calls are recorded under (give it a price to see costs)."""
_MAX_MOVES = 150
_DECIDE = {"after_plan": 45.0, "before_risky_step": 75.0, "after_risky_step": 35.0, "before_result": 90.0}
"""Median seconds an analyst takes to approve at each anchor; edits and rejections take longer."""
_INTENTS_AT = {  # what analysts mean when they reject at each anchor
    "after_plan": (("replan", 0.65), ("refine_output", 0.3), ("retry_step", 0.05)),
    "before_risky_step": (("refine_output", 0.45), ("retry_step", 0.35), ("replan", 0.2)),
    "after_risky_step": (("retry_step", 0.6), ("refine_output", 0.25), ("replan", 0.15)),
    "before_result": (("retry_step", 0.45), ("refine_output", 0.35), ("replan", 0.2)),
}
_CLASSIFIERS = (("explicit", 0.4), ("local", 0.3), ("llm", 0.25), ("fallback", 0.05))
_TOKENS = {"plan": (650, 180), "draft": (900, 260), "classify": (380, 45), "refine": (720, 230)}

GOALS = [
    "weekly sales report by region", "clean the customer table", "forecast next quarter's revenue",
    "find outliers in the sensor readings", "compare churn across plans", "summarise the survey answers",
    "join orders with shipments", "plot daily active users", "deduplicate the leads list",
    "explain the drop in conversions", "build a cohort retention table", "check the invoice totals",
    "email the finance summary", "publish the KPI dashboard", "drop stale rows from the events table",
    "按地区汇总本月销售额", "清洗客户数据表", "分析用户留存",
]
DATASETS = ["sales.csv", "customers", "events.parquet", "orders", "survey_2024.xlsx", "metrics table", "crm export"]
FEEDBACK = {
    "replan": ["wrong approach, start from the raw orders instead", "this is not what I asked for",
               "use the finance definition of revenue and plan again", "split it by region first, then by month",
               "方向不对，请重新规划"],
    "retry_step": ["the join drops half the rows, redo this step", "use revenue, not units sold",
                   "exclude test accounts in this step", "the date filter is off by one month",
                   "这一步的过滤条件错了，重新运行"],
    "refine_output": ["round to two decimals", "sort descending and keep the top 10", "make the table wider",
                      "use plain language in the summary", "格式不对，用表格展示"],
}


@dataclass
class _Tables:
    """What the scripts would write, keyed by script number and move index (no clock, no ids)."""

    events: list[tuple] = field(default_factory=list)
    reviews: list[list] = field(default_factory=list)
    corrections: list[tuple] = field(default_factory=list)
    runs: dict[tuple, list] = field(default_factory=dict)
    calls: list[tuple] = field(default_factory=list)
    scripts: list[tuple] = field(default_factory=list)


class _Walk:
    """One script: a random analyst and a random model driving the real state machine."""

    def __init__(self, rng: random.Random, script: int, out: _Tables):
        from nbcopilot.engine.policy import ReviewPolicy
        from nbcopilot.records import TaskSnapshot
        from nbcopilot.engine.states import State

        self.rng, self.script, self.out = rng, script, out
        self.trouble = rng.random() ** 1.6
        """How often this analyst corrects the agent: most are content, a few are hard to please."""
        self.timeout = 3600.0 if rng.random() < 0.25 else None
        self.policy = ReviewPolicy(review_timeout=self.timeout)
        self.task = TaskSnapshot(id=f"s{script}", goal="simulated", state=State.PLANNING)
        self.idx, self.rejections, self.took_over = 1, 0, False
        self.reviews: dict[str, list] = {}
        out.events.append((script, 1, None, "planning", "start", None, None, "{}", 0.0, 0.0))

    # -- recording one move --------------------------------------------------------------------

    def move(self, move, wait: tuple[float, float], *, run: str | None = None,
             correction: tuple | None = None, calls: tuple = ()) -> None:
        from nbcopilot.engine.machine import advance

        before = self.task
        candidate = f"r{len(self.reviews) + 1}"
        after, t = advance(before, replace(move, new_review_id=candidate), self.policy)
        self.task, self.idx = after, self.idx + 1
        self.out.events.append((self.script, self.idx, t.from_state.value, t.to_state.value, t.event.value,
                                t.anchor.value if t.anchor else None, t.step, json.dumps(t.payload), *wait))
        # reviews open and close exactly as SQLStore._write_review (store/sql_store.py) decides
        old, new = before.review, after.review or after.paused_review
        if old is not None and (new is None or new.id != old.id):
            self.reviews[old.id][5:7] = [self.idx, t.event.value]
        if new is not None and new.id not in self.reviews:
            row = [self.script, new.id, new.anchor.value, new.step, self.idx, None, None]
            self.reviews[new.id] = row
            self.out.reviews.append(row)
        if run is not None:  # an output not produced by a run: the attempt after the step's last one
            step = before.step(move.step if move.step is not None else before.review.step)
            self.out.runs[(self.script, step.index, step.attempt + 1)] = \
                [self.script, step.index, step.attempt + 1, run, self.idx, self.idx]
        if correction is not None:
            self.out.corrections.append((self.script, self.idx, *correction))
        for role, kind, ok, seconds, lead in calls:
            self.out.calls.append((self.script, self.idx, role, kind, ok, seconds, lead))

    # -- the walk ----------------------------------------------------------------------------------

    def walk(self) -> None:
        from nbcopilot.engine.states import State

        act = {State.PLANNING: self.plan, State.REPLANNING: self.plan, State.EXECUTING: self.work,
               State.RETRYING: self.work, State.REVIEW_PLAN: self.decide, State.REVIEW_STEP: self.decide,
               State.REVIEW_RESULT: self.decide, State.PAUSED: self.come_back,
               State.HUMAN_TAKEOVER: self.take_over}
        for _ in range(_MAX_MOVES):
            handler = act.get(self.task.state)
            if handler is None or not handler():  # done, cancelled, or the analyst walked away
                break
        trouble = self.rejections + 4 * self.took_over
        self.out.scripts.append((self.script, trouble, self.timeout))

    def plan(self) -> bool:
        from nbcopilot.records import Move
        from nbcopilot.engine.states import Event

        if self.rng.random() < 0.01:
            return self.outage("planner")
        self.move(Move(Event.PLANNED, steps=self.new_steps()), (6.0, 0.5), calls=(("planner", "plan", True, 0, 0),))
        return True

    def new_steps(self) -> tuple[dict, ...]:
        count = self.rng.choice((1, 2, 2, 3, 3, 3, 4, 4, 5))
        return tuple({"description": f"step {i + 1}", "kind": self.rng.choice(("python", "python", "text")),
                      "risky": self.rng.random() < 0.15} for i in range(count))

    def work(self) -> bool:
        from nbcopilot.engine.machine import next_step
        from nbcopilot.records import Move
        from nbcopilot.engine.states import Event, StepStatus

        step = next_step(self.task)
        if step.status is StepStatus.PENDING:
            if self.rng.random() < 0.005:
                return self.outage("executor")
            self.move(Move(Event.DRAFTED, step=step.index, content="# drafted code"), (4.0, 0.6),
                      calls=(("executor", "draft", True, 0, 0),))
            return True
        self.move(Move(Event.STARTED, step=step.index), (0.05, 0.0))
        attempt = self.task.step(step.index).attempt
        row = [self.script, step.index, attempt, "running", self.idx, None]
        ok = self.rng.random() > 0.04
        self.move(Move(Event.FINISHED, step=step.index, ok=ok), (3.0, 1.2))
        row[3:6] = ["done" if ok else "failed", row[4], self.idx]
        self.out.runs[(self.script, step.index, attempt)] = row
        return True

    def decide(self) -> bool:
        from nbcopilot.records import Move
        from nbcopilot.engine.states import Event

        review, rng = self.task.review, self.rng
        median = _DECIDE[review.anchor.value]
        reject = 0.03 + 0.5 * self.trouble + (0.4 if review.reason == "failed" else 0.0) \
            + (0.25 * self.trouble if review.reason == "retried" else 0.0)
        edit = 0.03 + 0.08 * self.trouble
        if self.timeout and rng.random() < 0.08 and self.may_expire(review):
            self.move(Move(Event.EXPIRE, review_id=review.id), (self.timeout, 0.0))
        elif rng.random() < 0.015:
            self.move(Move(Event.PAUSE, reason="back after lunch"), (median * 2, 0.8))
        elif rng.random() < 0.01 + 0.1 * self.trouble * (self.task.rejections > 1):
            self.move(Move(Event.CANCEL, reason="not needed any more"), (median * 4, 1.0))
        elif rng.random() < 0.003:
            return False  # the analyst never came back to this review
        elif rng.random() < reject:
            self.reject(review)
        elif rng.random() < edit:
            self.edit(review)
        else:
            self.move(Move(Event.APPROVE, review_id=review.id), (median, 0.9))
        return True

    def may_expire(self, review) -> bool:
        """Expiring a result review whose last step failed pauses the task, which the transition table does
        not allow from review_result (reported to the engine's owner); such reviews are left to the analyst."""
        from nbcopilot.engine.states import Anchor, StepStatus

        return not (review.anchor is Anchor.BEFORE_RESULT and review.step is not None
                    and self.task.step(review.step).status is not StepStatus.DONE)

    def reject(self, review) -> None:
        from nbcopilot.records import Move
        from nbcopilot.engine.states import Anchor, Event, Intent

        rng, anchor = self.rng, review.anchor.value
        # a step that came back from a retry is usually still wrong in the same way
        intent = "retry_step" if review.reason == "retried" and rng.random() < 0.7 else _pick(rng, _INTENTS_AT[anchor])
        classifier = _pick(rng, _CLASSIFIERS)
        if classifier == "fallback":
            intent = "retry_step"  # what an unparseable helper answer falls back to
        escalates = self.task.rejections + 1 > self.policy.max_retries
        refine = intent == "refine_output" and not escalates
        move = Move(Event.REJECT, review_id=review.id, feedback="simulated", intent=Intent(intent))
        if refine and review.anchor is Anchor.AFTER_PLAN:
            move = replace(move, steps=self.new_steps())
        elif refine and review.anchor is Anchor.BEFORE_RISKY_STEP:
            move = replace(move, content="# refined code")
        calls = ((("helper", "classify", True, 2.0, 5.0 if refine else 0.0),) if classifier in ("llm", "fallback")
                 else ()) + ((("helper", "refine", True, 4.0, 0.0),) if refine else ())
        output = refine and review.anchor in (Anchor.AFTER_RISKY_STEP, Anchor.BEFORE_RESULT)
        self.rejections += 1
        self.move(move, (_DECIDE[anchor] * 1.8, 0.9), run="refined" if output else None,
                  correction=("reject", review.id, review.step, anchor, intent, classifier), calls=calls)

    def edit(self, review) -> None:
        from nbcopilot.records import Move
        from nbcopilot.engine.states import Anchor, Event

        move = Move(Event.EDIT, review_id=review.id)
        if review.anchor is Anchor.AFTER_PLAN:
            move = replace(move, steps=self.new_steps())
        elif review.anchor is Anchor.BEFORE_RISKY_STEP:
            move = replace(move, content="# the analyst's code")
        output = review.anchor in (Anchor.AFTER_RISKY_STEP, Anchor.BEFORE_RESULT)
        self.move(move, (_DECIDE[review.anchor.value] * 2.5, 0.9), run="edited" if output else None,
                  correction=("edit", review.id, review.step, review.anchor.value, None, None))

    def come_back(self) -> bool:
        from nbcopilot.records import Move
        from nbcopilot.engine.states import Event

        if self.rng.random() < 0.1:
            return False
        self.move(Move(Event.RESUME), (5 * 3600.0, 1.2))
        return True

    def take_over(self) -> bool:
        from nbcopilot.engine.machine import next_step
        from nbcopilot.records import Move
        from nbcopilot.engine.states import Event

        self.took_over = True
        roll = self.rng.random()
        if roll < 0.2:
            return False
        if roll < 0.45:
            self.move(Move(Event.CANCEL, reason="I'll do it myself"), (600.0, 1.0))
            return True
        while (step := next_step(self.task)) is not None:
            self.move(Move(Event.SUPPLY, step=step.index), (900.0, 0.8), run="supplied")
        self.move(Move(Event.HAND_BACK), (30.0, 0.5))
        return True

    def outage(self, role: str) -> bool:
        from nbcopilot.records import Move
        from nbcopilot.engine.states import Event

        failed = tuple((role, "plan" if role == "planner" else "draft", False, 30.0, 30.0 * (2 - i)) for i in range(3))
        self.move(Move(Event.FAIL, reason="the model is unavailable"), (90.0, 0.0), calls=failed)
        return True


def _pick(rng: random.Random, weighted: tuple) -> str:
    return rng.choices([v for v, _ in weighted], weights=[w for _, w in weighted])[0]


@functools.lru_cache(maxsize=2)
def scripts(seed: int = 0, count: int = SCRIPTS) -> _Tables:
    """Walk `count` scripts with a seeded random generator (the same seed walks the same scripts, so the
    last few are kept; callers only read them)."""
    out, rng = _Tables(), random.Random(seed)
    for script in range(count):
        _Walk(rng, script, out).walk()
    return out


def simulate(target: Any, *, tasks: int = 2000, seed: int = 0, weeks: int = 12,
             end: datetime | None = None) -> dict[str, int]:
    """Write a simulated history of `tasks` tasks over the `weeks` weeks before `end` (default: now, UTC)
    into an empty store; `target` is a path or a DuckDBStore. Returns the row count per table."""
    if not (isinstance(tasks, int) and tasks > 0 and isinstance(weeks, int) and weeks > 0):
        raise BadInput(f"tasks and weeks must be positive whole numbers, not tasks={tasks!r}, weeks={weeks!r}.")
    from nbcopilot.store.duckdb_store import DuckDBStore

    store = target if isinstance(target, DuckDBStore) else DuckDBStore(target)
    end = end or datetime.now(timezone.utc).replace(tzinfo=None)
    try:
        return store.write_simulated(scripts(seed), seed=seed, tasks=tasks, start=end - timedelta(weeks=weeks),
                                     end=end, goals=GOALS, datasets=DATASETS, feedback=FEEDBACK, tokens=_TOKENS,
                                     model=SIMULATED_MODEL)
    finally:
        if store is not target:
            store.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m nbcopilot.demo.simulate",
                                     description="Write a simulated nbcopilot history into a new DuckDB store.")
    parser.add_argument("path", help="the store file to create (it must not hold tasks yet)")
    parser.add_argument("--tasks", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--weeks", type=int, default=12)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    counts = simulate(args.path, tasks=args.tasks, seed=args.seed, weeks=args.weeks)
    rows = ", ".join(f"{n:,} {table}" for table, n in counts.items())
    print(f"wrote {rows} to {args.path} in {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
