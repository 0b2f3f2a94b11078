"""Evaluation figures from a real store: completion, interrupt-and-resume success, time to done, the analyst's
time at reviews, repairs and cost — through cp.metrics() and cp.report()."""
from __future__ import annotations

import math
import time

import pytest

from nbcopilot import ReviewPolicy
from nbcopilot.errors import BadInput
from harness.store_sql import sql

GOAL = "Analyze sales.csv"


def finish(task):
    time.sleep(0.05)  # the analyst reads the review before deciding
    while task.state in ("review_plan", "review_step", "review_result"):
        task.approve()
    return task


@pytest.fixture
def history(make_copilot):
    """Three tasks: one straight to done, one paused and resumed to done, one cancelled."""
    cp = make_copilot(ReviewPolicy(anchors=("after_plan", "before_result")))
    straight = finish(cp.start(GOAL))
    paused = cp.start(GOAL)
    paused.pause("lunch")
    resumed = finish(cp.resume(paused.id))
    cancelled = cp.start(GOAL).cancel()
    assert (straight.state, resumed.state, cancelled.state) == ("done", "done", "cancelled")
    return cp, straight.id, resumed.id, cancelled.id


def test_each_task_says_whether_it_finished_was_interrupted_and_how_long_it_took(history):
    cp, straight, resumed, cancelled = history
    rows = cp.metrics().set_index("task_id")
    assert rows.loc[straight, "completed"] and not rows.loc[straight, "interrupted"]
    assert rows.loc[resumed, "interrupted"] and rows.loc[resumed, "resumed_to_done"]
    assert not rows.loc[cancelled, "completed"] and not rows.loc[cancelled, "resumed_to_done"]
    assert rows.loc[straight, "seconds_to_done"] > 0.05 and math.isnan(rows.loc[cancelled, "seconds_to_done"])
    assert rows.loc[straight, "review_seconds"] >= 0.05  # the time the analyst spent at its reviews
    assert rows.loc[cancelled, "review_seconds"] == 0  # its plan review was never decided


def test_cost_is_tokens_times_the_price_table_and_unknown_without_a_price(history):
    cp, straight, _, _ = history
    assert cp.metrics()["cost"].isna().all()  # no price for the scripted model: no cost, rather than 0
    rows = cp.metrics(prices={"scripted": (1.0, 2.0)}).set_index("task_id")
    calls = sql(cp._store, "SELECT sum(prompt_tokens) AS p, sum(completion_tokens) AS c FROM llm_calls "
                            "WHERE task_id = ? AND ok", (straight,))
    assert rows.loc[straight, "cost"] == pytest.approx((calls.p[0] * 1.0 + calls.c[0] * 2.0) / 1e6)
    with pytest.raises(BadInput, match="the price of 'scripted' is a pair"):
        cp.metrics(prices={"scripted": 3})


def test_the_report_gives_the_rates(history):
    cp, *_ = history
    text = cp.report("all", prices={"scripted": (1.0, 2.0)})
    assert "Completion rate       66.7%  (2 of 3 tasks done)" in text
    assert "Resume success        100.0%  (1 of 1 paused or interrupted tasks later done)" in text
    assert "Time to done (median) " in text and "per task (median)" in text
    assert "Repairs               0 (0.00 per task" in text
    assert "US$ " in text


def test_repairs_are_counted(make_copilot, models):
    models.code["Load sales.csv"] = "undefined_name + 1"  # fails every time: repaired twice, then reviewed
    cp = make_copilot(ReviewPolicy(anchors=("after_plan",), auto_repair=2))
    task = cp.start(GOAL).approve()
    assert task.state == "review_step"
    assert cp.metrics().set_index("task_id").loc[task.id, "repairs"] == 2
