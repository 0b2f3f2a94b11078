"""A correction made once shapes the next similar plan (real embedding model, real LlamaIndex retrieval)."""
from __future__ import annotations

import pytest

from harness.store_backends import ENGINE

pytestmark = pytest.mark.parametrize("store_path", ENGINE, indirect=True)


def test_an_accepted_correction_becomes_a_lesson_for_a_similar_goal_only(make_copilot, models):
    cp = make_copilot(memory=True)
    task = cp.start("Build the weekly sales report for the EMEA team")
    task.reject("always exclude the internal test accounts before summing revenue", intent="replan")
    assert task.state == "review_plan"
    task.approve()  # the analyst accepts the corrected plan: its feedback is now a lesson

    similar = cp.start("Build the weekly sales report for the APAC team")
    assert any("exclude the internal test accounts" in lesson for lesson in similar.review.lessons)
    assert "exclude the internal test accounts" in models.planner.prompts[-1]

    unrelated = cp.start("Train a churn model on the customer table")
    assert unrelated.review.lessons == ()
    assert "test accounts" not in models.planner.prompts[-1]


def test_resume_by_meaning_finds_the_task(make_copilot):
    cp = make_copilot(memory=True)
    weekly = cp.start("Build the weekly sales report for the EMEA team")
    cp.start("清洗客户数据并找出重复记录")
    weekly.pause("meeting")
    assert cp.resume("where were we with the weekly report?").id == weekly.id
    assert cp.resume("客户数据清洗做到哪了").goal == "清洗客户数据并找出重复记录"


def test_a_lesson_one_analyst_taught_shapes_anothers_plan_unless_they_ask_for_their_own(make_copilot, models):
    ana = make_copilot(memory=True, analyst="ana")
    task = ana.start("Build the weekly sales report for the EMEA team")
    task.reject("always exclude the internal test accounts before summing revenue", intent="replan")
    task.approve()

    bo = make_copilot(memory=True, analyst="bo")  # the team's lessons, by default
    assert any("internal test accounts" in lesson for lesson in bo.start(
        "Build the weekly sales report for the APAC team").review.lessons)
    lee = make_copilot(memory=True, analyst="lee", lessons="mine")
    assert lee.start("Build the weekly sales report for the APAC team").review.lessons == ()
    assert "internal test accounts" not in models.planner.prompts[-1]


def test_a_team_store_ranks_memory_in_the_database(make_copilot, store_path):
    cp = make_copilot(memory=True)
    task = cp.start("Build the weekly sales report for the EMEA team")
    task.reject("always exclude the internal test accounts before summing revenue", intent="replan")
    task.approve()
    hits = cp.memory().search("internal test accounts", k=3, kinds=["lesson"])
    assert hits and "internal test accounts" in hits[0].text and 0 < hits[0].score <= 1
    # PostgreSQL: the process's mirror of the memory table was never brought up to date (read) to search it
    read_the_table = cp.memory()._ready().mirror._stamp is not None
    assert read_the_table == (not store_path.startswith("postgresql://"))


def test_whose_lessons_must_be_team_or_mine(make_copilot):
    from nbcopilot.errors import BadInput

    with pytest.raises(BadInput, match="lessons must be 'team'.*or 'mine'"):
        make_copilot(lessons="everyone")
