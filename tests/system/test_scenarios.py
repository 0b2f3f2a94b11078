"""The design's stories, end to end: a real store (a DuckDB file, and PostgreSQL), real LlamaIndex LLM objects
(scripted), real code runs."""
from __future__ import annotations

import json

import pytest

from nbcopilot import ReviewPolicy
from nbcopilot.errors import AmbiguousTask, BadInput, IllegalTransition, StaleReview, TaskNotFound
from harness.store_backends import ENGINE
from harness.store_sql import sql

pytestmark = pytest.mark.parametrize("store_path", ENGINE, indirect=True)

GOAL = "Analyze sales.csv and find the top three regions by revenue"


def to_result(cp):
    task = cp.start(GOAL)
    assert task.state == "review_plan"
    return task.approve()


def test_start_plans_and_waits_at_the_plan_with_the_next_step_shown(cp, models):
    task = cp.start(GOAL)
    assert task.state == "review_plan" and task.review.anchor == "after_plan"
    assert [s.description for s in task.plan] == ["Load sales.csv into a DataFrame",
                                                   "Sum revenue by region and take the top three"]
    assert task.plan[0].kind == "python" and task.plan[1].kind == "text"
    assert task.review.next_plan["description"] == "Load sales.csv into a DataFrame"  # 1+1: output and next step
    assert GOAL in models.planner.prompts[0]


def test_approving_runs_the_steps_and_stops_before_the_result(cp):
    task = to_result(cp)
    assert task.state == "review_result" and task.review.anchor == "before_result"
    assert task.plan[0].output.value == "{'EMEA': 5, 'APAC': 7, 'AMER': 6}"
    assert task.review.content["output"] == "Done: Sum revenue by region and take the top three."
    assert task.approve().state == "done"


def test_reject_replan_plans_again_from_the_goal_plus_the_feedback(cp, models):
    task = cp.start(GOAL)
    first_review = task.review.id
    models.plans.append([{"description": "Group by region using the revenue column"}, {"description": "Rank"}])
    task.reject("wrong approach: use the revenue column, not units", intent="replan")
    assert task.state == "review_plan" and task.review.id != first_review
    assert task.plan[0].description == "Group by region using the revenue column"
    prompt = models.planner.prompts[-1]
    assert GOAL in prompt and "use the revenue column, not units" in prompt
    corrections = cp.corrections()
    assert list(corrections["intent"]) == ["replan"]


def test_retry_step_reruns_one_step_with_the_feedback_as_a_hint(cp, models):
    task = to_result(cp)
    task.reject("say which region is first", intent="retry_step", step=1)
    # the last step retried at the result review comes back to the result review, with the new output
    assert task.state == "review_result" and task.review.step == 1 and task.review.reason == "retried"
    assert "say which region is first" in models.executor.prompts[-1]
    assert task.plan[1].attempt == 2 and task.plan[0].attempt == 1  # step 0 did not run again
    assert task.approve().state == "done"


def test_retry_of_an_earlier_step_comes_back_to_that_steps_review(cp, models):
    task = to_result(cp)
    task.reject("load it again", intent="retry_step", step=0)
    # step 0's new draft overwrites a variable the first run made, so it waits for approval before it runs
    assert task.state == "review_step" and task.review.step == 0 and task.review.anchor == "before_risky_step"
    task = task.approve()  # it ran: its output is reviewed (a risky step is reviewed after it runs too)
    assert task.state == "review_step" and task.review.step == 0 and task.review.anchor == "after_risky_step"


def test_the_next_step_at_a_risky_steps_review_is_the_one_after_it(make_copilot, models):
    models.plans = [[{"description": "Load sales.csv", "kind": "python", "risky": True},
                     {"description": "Sum revenue by region", "kind": "text"}]]
    task = make_copilot().start(GOAL).approve()
    assert task.review.anchor == "before_risky_step" and task.review.step == 0
    assert task.review.content["code"] and task.review.next_plan["description"] == "Sum revenue by region"
    models.plans = [[{"description": "Load sales.csv", "kind": "python"},
                     {"description": "Delete the old report file", "kind": "text", "risky": True}]]
    task = make_copilot(store=":memory:").start(GOAL).approve()
    assert task.review.anchor == "before_risky_step" and task.review.step == 1 and task.review.next_plan is None


def test_refine_output_rewrites_without_running_code_again(make_copilot, models):
    namespace = {}
    models.code["Load sales.csv"] = "runs = globals().get('runs', 0) + 1\nruns"
    models.plans.append([{"description": "Load sales.csv and count", "kind": "python"}])
    cp = make_copilot(namespace=namespace)
    task = to_result(cp)
    executor_calls = len(models.executor.prompts)
    original = task.review.content["output"]
    task.reject("make it shouty", intent="refine_output")
    assert task.state == "review_result"
    assert task.review.content["output"] == task.plan[0].output == original.upper() != original
    assert namespace["runs"] == 1 and len(models.executor.prompts) == executor_calls
    row = cp.corrections().iloc[-1]
    assert row["intent"] == "refine_output" and row["after"] == original.upper()


def test_edit_makes_no_model_call_and_is_recorded_as_a_correction(cp, models):
    task = cp.start(GOAL)
    calls = models.calls
    task.edit(["Load sales.csv", "Rank regions by revenue", "Write a two-line summary"])
    assert models.calls == calls + 3  # only the executor, for the three steps that now run
    assert [s.description for s in task.plan] == ["Load sales.csv", "Rank regions by revenue",
                                                   "Write a two-line summary"]
    row = cp.corrections().iloc[0]
    assert row["kind"] == "edit" and row["anchor"] == "after_plan"
    assert json.loads(row["after"])[1] == "Rank regions by revenue"
    assert json.loads(row["before"])[0]["description"] == "Load sales.csv into a DataFrame"
    before = models.calls
    task.edit("EMEA, AMER, APAC")
    assert task.state == "done" and models.calls == before and task.result == "EMEA, AMER, APAC"


def test_the_third_retry_of_one_step_escalates_to_replan(cp, models):
    task = to_result(cp)
    task.reject("wrong total", intent="retry_step", step=1)
    task.reject("still wrong", intent="retry_step")
    assert task.state == "review_result"  # each retry of the last step comes back to the result review
    plans_before = len(models.planner.prompts)
    task.reject("still wrong!", intent="retry_step")
    assert task.state == "review_plan" and len(models.planner.prompts) == plans_before + 1
    assert cp.history(task.id)["payload"].map(json.loads).map(lambda p: p.get("escalated")).eq(True).sum() == 1


def test_rejections_past_max_retries_hand_over_and_the_analyst_can_hand_back(cp, models):
    task = cp.start(GOAL)
    for n in range(3):
        task.reject(f"not yet {n}", intent="replan")
        assert task.state == "review_plan"
    task.reject("enough", intent="replan")
    assert task.state == "human_takeover"
    with pytest.raises(IllegalTransition, match="you have control"):
        task.approve()
    assert task.ask("what is step 1?") == "Scripted answer."
    task.supply(0, "sales loaded by hand")
    assert task.plan[0].status == "done" and task.plan[0].output == "sales loaded by hand"
    task.hand_back()
    assert task.state == "review_result" and task.plan[0].attempt == 1  # the supplied step did not run


def test_pause_and_resume_bring_back_the_same_review(cp):
    task = cp.start(GOAL)
    review = task.review.id
    task.pause("lunch")
    assert task.state == "paused" and task.note == "lunch" and task.review is None
    with pytest.raises(IllegalTransition, match="resume it first"):
        task.approve()
    again = cp.resume(task.id)
    assert again.state == "review_plan" and again.review.id == review
    assert again.resume_message


def test_a_form_left_on_screen_cannot_approve_the_wrong_review(cp):
    task = cp.start(GOAL)
    stale = task.review.id
    task.approve()
    with pytest.raises(StaleReview, match="no longer pending"):
        task.approve(review=stale)
    assert task.refresh().state == "review_result"


def test_review_deadline_continues_low_risk_and_pauses_risky(make_copilot, models):
    cp = make_copilot(policy=ReviewPolicy(review_timeout=0.01))
    task = cp.start(GOAL)
    import time
    time.sleep(0.05)
    assert task.refresh().state == "review_result"  # the plan review expired: approved, steps ran
    models.code["Delete"] = "import os\nos.remove('nothing-here.txt')"
    models.plans.append([{"description": "Delete the temp files", "kind": "python"}])
    risky = cp.start("clean up")
    assert risky.state == "review_plan"
    time.sleep(0.05)
    risky.refresh()  # plan expires → the risky step waits for review before running
    assert risky.state == "review_step" and risky.review.anchor == "before_risky_step"
    time.sleep(0.05)
    assert risky.refresh().state == "paused"  # a risky review never continues on its own


def test_risky_code_waits_for_approval_before_it_runs(make_copilot, models, tmp_path):
    (tmp_path / "exports").mkdir()
    target = tmp_path / "exports" / "old.csv"  # not beside sales.csv: a second table would raise a question
    target.write_text("a,b\n")
    models.code["Remove"] = f"import os\nos.remove({str(target)!r})"
    models.plans.append([{"description": "Remove the stale export", "kind": "python"}])
    cp = make_copilot()
    task = cp.start("tidy the exports").approve()
    assert task.state == "review_step" and task.review.anchor == "before_risky_step"
    assert any("line 2" in line for line in task.review.content["risk"])
    assert target.exists()  # nothing ran yet
    task.approve()
    assert not target.exists() and task.state == "review_step" and task.review.anchor == "after_risky_step"


@pytest.mark.parametrize("feedback", [
    "请按收入而不是销量排序", "<script>alert('x')</script><img src=x onerror=alert(1)>",
    "it's \"wrong\"; DROP TABLE tasks; --", "x" * 100_000])
def test_feedback_of_any_size_and_script_is_stored_verbatim(cp, feedback):
    task = cp.start(GOAL)
    task.reject(feedback, intent="replan")
    assert cp.corrections()["feedback"].iloc[-1] == feedback


def test_bad_input_gets_one_sentence_and_changes_nothing(cp):
    with pytest.raises(BadInput, match="the goal is empty"):
        cp.start("   ")
    assert cp.tasks().empty
    task = cp.start(GOAL)
    with pytest.raises(BadInput, match="unknown intent 'redo'"):
        task.reject("no", intent="redo")
    with pytest.raises(BadInput, match="say why you reject it"):
        task.reject("")
    with pytest.raises(BadInput, match="an edited plan is a non-empty list"):
        task.edit({"steps": "oops"})
    with pytest.raises(BadInput, match="step 9 is not in the plan"):
        task.reject("no", intent="retry_step", step=9)
    with pytest.raises(TaskNotFound, match="there is no task 'nope'"):
        cp.task("nope")
    assert task.refresh().state == "review_plan" and len(cp.history(task.id)) == 2
    assert cp.corrections().empty
    task.approve().approve()
    with pytest.raises(IllegalTransition, match="can't reject: task .* is done, there is no pending review"):
        task.reject("too late")


def test_pause_while_steps_run_stops_at_the_next_safe_point(cp, models):
    import threading

    task = cp.start(GOAL)
    gate = threading.Event()
    models.code["Load sales.csv"] = "sales = 1"
    slow = models.executor._respond
    drafting = threading.Event()

    def slow_step(prompt):
        drafting.set()
        gate.wait(10)  # hold the executor until the analyst has pressed Pause
        return slow(prompt)

    models.executor._respond = slow_step
    worker = threading.Thread(target=task.approve)
    worker.start()
    # pause while the step is being drafted (the state reads "executing" a moment before the work starts)
    assert drafting.wait(20)
    cp.task(task.id).pause("a meeting")
    gate.set()
    worker.join(20)
    paused = cp.task(task.id)
    assert paused.state == "paused" and paused.note == "a meeting"
    assert [s.status for s in paused.plan] == ["drafted", "pending"]  # nothing ran after the pause
    resumed = cp.resume(task.id)
    assert resumed.state == "review_result"


def test_a_run_keeps_its_start_time_when_it_finishes(make_copilot, models):
    models.code["Load sales.csv"] = "import time\ntime.sleep(0.2)\nsales = 1"
    cp = make_copilot()
    task = to_result(cp)
    runs = sql(cp._store, "SELECT started_at, finished_at FROM step_runs WHERE task_id = ? AND step = 0", (task.id,))
    assert (runs["finished_at"] - runs["started_at"]).dt.total_seconds().iloc[0] >= 0.2


def test_a_replan_after_steps_ran_keeps_every_earlier_run(cp, models):
    task = to_result(cp)
    task.reject("start over with the revenue column", intent="replan")
    assert task.state == "review_plan"
    task.approve()
    while task.state == "review_step":  # re-assigning `sales`, which now exists, is reviewed as risky
        task.approve()
    assert task.state == "review_result" and task.plan[0].attempt == 2  # numbering continues past plan one's run
    runs = sql(cp._store, "SELECT step, attempt, status FROM step_runs WHERE task_id = ? ORDER BY step, attempt",
                           (task.id,))
    assert list(zip(runs["step"], runs["attempt"])) == [(0, 1), (0, 2), (1, 1), (1, 2)]


def test_resume_by_words_that_match_nothing_or_several_tasks_says_so_in_one_sentence(make_copilot):
    cp = make_copilot(memory=True)
    with pytest.raises(TaskNotFound, match=r"^no task matches 'anything at all'; list tasks with cp.tasks\(\)"):
        cp.resume("anything at all")
    first, second = cp.start(GOAL), cp.start(GOAL)
    with pytest.raises(AmbiguousTask) as raised:
        cp.resume("find the top three regions by revenue")
    message = str(raised.value)
    assert message.startswith("several tasks match") and first.id in message and second.id in message
    assert "\n" not in message


def test_a_goal_that_names_no_data_asks_which_when_two_tables_could_fit(make_copilot, models, tmp_path):
    (tmp_path / "orders.csv").write_text("id,amount\n1,5\n")
    cp = make_copilot()
    task = cp.start("How many rows are there?")
    assert task.state == "clarify" and task.review.anchor == "before_plan" and task.plan == []
    assert task.review.content == {"question": "Which data should I use for this?",
                                   "suggestions": ["orders.csv", "sales.csv"]}
    assert task.review.next_plan is None and models.planner.prompts == []  # nothing planned yet
    task = task.edit("sales.csv")  # the analyst's own answer joins the goal
    assert task.state == "review_plan" and task.goal == "How many rows are there? (sales.csv)"
    assert task.question["answer"] == "sales.csv" and "(sales.csv)" in models.planner.prompts[0]
    assert cp.history(task.id)["event"].tolist()[:3] == ["start", "asked", "edit"]


def test_approve_at_a_clarifying_question_takes_the_first_suggestion(make_copilot, tmp_path):
    (tmp_path / "orders.csv").write_text("id,amount\n1,5\n")
    task = make_copilot().start("How many rows are there?").approve()
    assert task.state == "review_plan" and task.goal.endswith("(orders.csv)")


def test_a_goal_that_names_its_data_asks_nothing(make_copilot, tmp_path):
    (tmp_path / "orders.csv").write_text("id,amount\n1,5\n")
    assert make_copilot().start("How many rows are in orders.csv?").state == "review_plan"
    policy = ReviewPolicy(anchors=("after_plan", "before_result"))  # the anchor off: never asks
    assert make_copilot(policy=policy, store=":memory:").start("How many rows are there?").state == "review_plan"
