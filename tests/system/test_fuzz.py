"""Garbage in, nothing breaks: arbitrary model answers and analyst text never crash the engine, and text is
stored verbatim. Only nbcopilot.errors.CopilotError subclasses may come out, and only for bad analyst input."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nbcopilot import Copilot
from nbcopilot.errors import BadInput, CopilotError
from harness.scripted_llm import ScriptedLLM
from harness.scripted_roles import Models

STABLE = {"review_plan", "review_step", "review_result", "paused", "done", "cancelled", "human_takeover"}
FUZZ = settings(deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow,
                                                                         HealthCheck.data_too_large])

NASTY = st.sampled_from([
    "", " ", "\n\t\n", "\x00", "a\x00b", "\x1b[31mred\x1b[0m", "\r\n\x0b\x0c\x7f\x85",
    "<script>alert('x')</script>", "<img src=x onerror=alert(1)>", "</textarea><svg onload=alert(1)>",
    "javascript:alert(document.cookie)", "{{7*7}}${7*7}<%= 7*7 %>",
    "'; DROP TABLE tasks; --", "Robert'); DELETE FROM step_runs WHERE 1=1; --", "1' OR '1'='1",
    '{"steps": [', '{"steps": [{"description": 1}]}', '[{"description": null, "kind": "sql", "risky": "yes"}]',
    '{"steps": []}', "```json\n{\"steps\": [\"only step\"]}\n```", "```python\n", "```\n```", "[]", "{}", "null",
    "NaN", '{"intent": "explode", "target_step": -7}', '{"intent": "replan", "target_step": 99999999999999999999}',
    "请按收入而不是销量排序，并说明原因", "مرحبا بالعالم", "Привет, мир", "🙂" * 500, "\u202e\u200b\ufeff\u2028\u2029",
    "e\u0301\u0301\u0301", "x" * 300_000, "line\n" * 20_000, "<think>hmm</think>", "\\u0000 \\ud83d",
])
TEXT = st.one_of(NASTY, st.text(max_size=3000),
                 st.binary(max_size=2000).map(lambda b: b.decode("latin-1")),
                 st.builds(lambda a, b: a + b, NASTY, st.text(max_size=50)))
STEP = st.fixed_dictionaries({"description": TEXT},
                             optional={"kind": st.sampled_from(["text", "python", "sql", None, 3]),
                                       "risky": st.sampled_from([True, False, "yes", None])})
PLAN_ANSWER = st.one_of(TEXT, st.lists(STEP, max_size=4).map(json.dumps),
                        st.lists(STEP, min_size=1, max_size=4).map(lambda s: json.dumps({"steps": s})),
                        st.lists(STEP, min_size=1, max_size=3).map(
                            lambda s: f"Sure! Here is the plan:\n```json\n{json.dumps(s, ensure_ascii=False)}\n```"))
MOVES = st.lists(st.sampled_from(["approve", "approve", "reject", "reject_auto", "refine", "retry", "edit",
                                  "pause_resume"]), min_size=1, max_size=8)


def constant(answer: str) -> ScriptedLLM:
    return ScriptedLLM(respond=lambda prompt: answer)


def copilot(planner: str, executor: str, helper: str, store: str = ":memory:") -> Copilot:
    return Copilot(store=store, planner=constant(planner), executor=constant(executor), helper=constant(helper),
                   namespace={}, memory=False)


def make_move(cp: Copilot, task, move: str, text: str):
    if task.state == "paused":
        return cp.resume(task.id)
    if task.review is None:
        return task
    if move == "approve":
        return task.approve()
    if move == "reject":
        return task.reject(text or "no", intent="replan")
    if move == "reject_auto":
        return task.reject(text or "no")  # the helper's (fuzzed) answer classifies it
    if move == "refine":
        return task.reject(text or "no", intent="refine_output")
    if move == "retry":
        return task.reject(text or "no", intent="retry_step")
    if move == "edit":
        return task.edit([text or "one step"] if task.review.anchor == "after_plan" else text)
    task.pause(text)
    return cp.resume(task.id)


@FUZZ
@given(planner=PLAN_ANSWER, executor=TEXT, helper=TEXT, goal=TEXT, feedback=TEXT, moves=MOVES)
def test_any_model_answer_and_any_analyst_move_leave_the_task_at_rest(planner, executor, helper, goal, feedback,
                                                                      moves):
    with copilot(planner, executor, helper) as cp:
        try:
            task = cp.start(goal)
        except BadInput:
            assert not goal.strip()
            return
        assert task.state in STABLE
        for move in moves:
            if task.state in ("done", "cancelled", "human_takeover"):
                break
            try:
                task = make_move(cp, task, move, feedback)
            except CopilotError as error:
                assert isinstance(error, BadInput), error  # only the analyst's own bad input is refused
                assert "\n" not in str(error)
            assert task.state in STABLE, task.state
        assert cp.tasks()["state"].iloc[0] == task.state  # the store agrees with the handle


@FUZZ
@given(goal=TEXT, feedback=TEXT, edited=TEXT, steps=st.lists(TEXT, min_size=1, max_size=4))
def test_analyst_text_is_stored_verbatim(goal, feedback, edited, steps):
    models = Models()
    with Copilot(store=":memory:", planner=models.planner, executor=models.executor, helper=models.helper,
                 namespace={}, memory=False) as cp:
        check_round_trip(cp, goal, feedback, edited, steps)


def check_round_trip(cp: Copilot, goal: str, feedback: str, edited: str, steps: list[str]) -> None:
    if not goal.strip():
        with pytest.raises(BadInput):
            cp.start(goal)
        return
    task = cp.start(goal)
    assert task.goal == goal.strip() and cp.tasks()["goal"].iloc[0] == goal.strip()
    if feedback.strip():
        task.reject(feedback, intent="replan")
        assert cp.corrections()["feedback"].iloc[-1] == feedback
    else:
        with pytest.raises(BadInput):
            task.reject(feedback, intent="replan")
    if all(s.strip() for s in steps):
        task.edit(steps)
        assert [s.description for s in task.plan] == [s.strip() for s in steps]
        assert json.loads(cp.corrections()["after"].iloc[-1]) == [s.strip() for s in steps]
    else:
        with pytest.raises(BadInput):
            task.edit(steps)
        task.approve()
    for _ in range(len(task.plan) + 2):  # approve any risky step the plan's wording triggered
        if task.state != "review_step":
            break
        task.approve()
    assert task.state == "review_result"
    task.edit(edited)
    assert task.state == "done" and task.result == edited
    assert cp.corrections()["after"].iloc[-1] == edited  # text comes back as text, not JSON


@settings(deadline=None, max_examples=8, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.data_too_large])
@given(goal=TEXT, feedback=TEXT, edited=TEXT, steps=st.lists(TEXT, min_size=1, max_size=3))
def test_analyst_text_survives_a_real_store_file_closed_and_reopened(tmp_path_factory, goal, feedback, edited,
                                                                     steps):
    path = str(tmp_path_factory.mktemp("fuzz") / "copilot.duckdb")
    models = Models()
    with Copilot(store=path, planner=models.planner, executor=models.executor, helper=models.helper,
                 namespace={}, memory=False) as cp:
        check_round_trip(cp, goal, feedback, edited, steps)
    with Copilot(store=path, memory=False) as again:
        tasks = again.tasks()
        if goal.strip():
            assert tasks["goal"].iloc[0] == goal.strip() and tasks["state"].iloc[0] == "done"
            corrections = again.corrections()
            if feedback.strip():
                assert corrections["feedback"].iloc[0] == feedback
            assert corrections["after"].iloc[-1] == edited
        else:
            assert tasks.empty


# ---------------------------------------------------------------- lone surrogates

LONE = "\ud83d"  # half of an emoji's UTF-16 pair: JSON "\ud83d" escapes from a model decode to this
WITH_SURROGATES = st.text(st.one_of(st.characters(), st.characters(categories=["Cs"])), min_size=1, max_size=200)


def stored(text: str) -> str:
    """What the store keeps of a text: a lone surrogate cannot be encoded, so it becomes U+FFFD."""
    return "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in text)


@pytest.mark.parametrize("role, kind", [
    ("planner", "text"), ("executor", "text"), ("helper", "text"),
    ("executor", "python")])
def test_a_model_answer_with_a_lone_surrogate_leaves_the_task_at_rest(role, kind):
    answers = {"planner": json.dumps([{"description": "Say hi", "kind": kind}]), "executor": "Hi.", "helper": "OK."}
    answers[role] = {"planner": '{"steps": [{"description": "Say hi \\ud83d"}]}',
                     "executor": f"Hi {LONE}", "helper": f"HI {LONE}"}[role]
    with copilot(answers["planner"], answers["executor"], answers["helper"]) as cp:
        task = cp.start("greet")
        if task.state == "review_plan":
            task.approve()
        if task.state == "review_result":
            task.reject("louder", intent="refine_output")
        assert task.state in STABLE and cp.tasks()["state"].iloc[0] in STABLE
        assert "\ud83d" not in "".join(cp.tasks()["goal"])


@settings(deadline=None, max_examples=25, suppress_health_check=[HealthCheck.too_slow])
@given(goal=WITH_SURROGATES, feedback=WITH_SURROGATES, edited=WITH_SURROGATES)
def test_analyst_text_with_lone_surrogates_is_kept_with_replacement_characters(goal, feedback, edited):
    models = Models()
    with Copilot(store=":memory:", planner=models.planner, executor=models.executor, helper=models.helper,
                 namespace={}, memory=False) as cp:
        if not goal.strip():
            return
        task = cp.start(goal)
        assert cp.tasks()["goal"].iloc[0] == stored(goal.strip())
        if feedback.strip():
            task.reject(feedback, intent="replan")
            assert cp.corrections()["feedback"].iloc[-1] == stored(feedback)
        task.approve()
        while task.state == "review_step":
            task.approve()
        task.edit(edited)
        assert task.state == "done" and cp.corrections()["after"].iloc[-1] == stored(edited)
