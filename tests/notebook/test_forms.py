"""The review form with real ipywidgets over a real Copilot (DuckDB file, scripted LlamaIndex models).

Buttons are clicked with `Button.click()`, which runs the same handlers a browser click runs; the form does
its API calls in its worker thread, so each click is followed by `form.wait()`.
"""
from __future__ import annotations

import json
import re

import ipywidgets as w
import pytest

from nbcopilot import ReviewPolicy
from nbcopilot.notebook import render
from nbcopilot.notebook.forms import ReviewForm
from nbcopilot.notebook.insert import InsertCell
from nbcopilot.notebook.timeline import Timeline
from harness.scripted_llm import ScriptedLLM

GOAL = "Analyze sales and find the top three regions by revenue"
PAYLOAD = "<script>window.pwned=1</script><img src=x onerror=\"window.pwned=2\">"


def start(cp, goal: str = GOAL) -> ReviewForm:
    form = ReviewForm(cp, call=lambda: cp.start(goal), goal=goal)
    assert form.wait(20)
    return form


def click(form: ReviewForm, name: str) -> ReviewForm:
    form.buttons[name].click()
    assert form.wait(20)
    return form


def walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def html(form: ReviewForm) -> str:
    return "\n".join(x.value for x in walk(form.widget) if isinstance(x, w.HTML))


def find(form: ReviewForm, kind, **match):
    found = [x for x in walk(form.widget) if isinstance(x, kind)
             and all(getattr(x, k) == v for k, v in match.items()) and x.layout.display != "none"]
    assert found, f"no visible {kind.__name__} with {match}"
    return found[0]


def test_plan_review_shows_editable_steps_the_next_step_and_the_five_buttons(cp):
    form = start(cp)
    assert form.task.state == "review_plan"
    texts = [x.value for x in walk(form.widget) if isinstance(x, w.Text)]
    assert texts == ["Load sales.csv into a DataFrame", "Sum revenue by region and take the top three"]
    assert "Next:</span> step 1 (code) — Load sales.csv into a DataFrame" in html(form)
    visible = [b.description for b in form.actions.children if b.layout.display != "none"]
    assert visible[:5] == ["Approve", "Edit", "Reject", "Pause", "Cancel"]
    assert form.status.value == ""  # not busy any more


def test_editing_the_plan_locally_then_edit_sends_it_and_approve_waits(cp):
    form = start(cp)
    editor = form.editor
    editor.rows.children[1].children[1].value = "Rank regions by revenue"     # edit a step's text
    find(form, w.Button, description="Add step").click()                       # add
    editor.rows.children[2].children[1].value = "Write a two-line summary"
    editor.rows.children[1].children[3].click()                                # move step 2 up
    assert form.buttons["Approve"].disabled and form.buttons["Edit"].button_style == "primary"
    editor.rows.children[0].children[5].click()                                # remove (now) step 1
    assert [s["description"] for s in editor.content()] == ["Load sales.csv into a DataFrame",
                                                             "Write a two-line summary"]
    click(form, "Edit")
    assert [s.description for s in form.task.plan] == ["Load sales.csv into a DataFrame", "Write a two-line summary"]
    assert form.task.plan[0].kind == "python"  # an edited plan keeps each step's kind
    row = cp.corrections().iloc[-1]
    assert row["kind"] == "edit" and json.loads(row["after"]) == ["Load sales.csv into a DataFrame",
                                                                  "Write a two-line summary"]
    assert form.task.state == "review_result"


def test_edit_with_nothing_changed_says_so_and_calls_nothing(cp):
    form = start(cp)
    before = len(cp.history(form.task.id))
    click(form, "Edit")
    assert "Change the plan first" in form.message.value
    assert len(cp.history(form.task.id)) == before


def test_approve_runs_to_the_result_review_with_the_output_and_then_done(cp):
    form = click(start(cp), "Approve")
    assert form.task.state == "review_result"
    page = html(form)
    assert "Result — step 2: Sum revenue by region and take the top three" in page
    assert "Done: Sum revenue by region and take the top three." in page
    assert "the task ends when you approve" in page
    click(form, "Approve")
    assert form.task.state == "done" and "Done" in form.header.value
    assert all(b.layout.display == "none" for b in form.buttons.values())


def test_reject_with_a_reason_and_intent_changes_the_form_and_shows_the_intent(cp, models):
    form = start(cp)
    first = form.task.review.id
    models.plans.append([{"description": "Group by region using the revenue column"}, {"description": "Rank"}])
    form.reason.value = "wrong approach: use the revenue column"
    form.intent.value = "replan"
    click(form, "Reject")
    assert form.task.state == "review_plan" and form.task.review.id != first
    assert [x.value for x in walk(form.widget) if isinstance(x, w.Text)][0] == "Group by region using the revenue column"
    assert "applied as replan, the intent you chose" in form.message.value
    assert form.reason.value == "" and form.confirm.layout.display == "none"


def test_auto_intent_shows_what_the_classifier_chose_with_its_confidence(cp, models):
    form = click(start(cp), "Approve")
    models.intent = "refine_output"
    form.reason.value = "make it shouty"
    click(form, "Reject")
    assert form.task.state == "review_result"
    assert "read as refine output (confidence 0.80, llm classifier)" in form.message.value
    assert "DONE: SUM REVENUE" in html(form)
    assert form.confirm.layout.display == "none"


def test_an_unsure_classification_asks_to_confirm_and_keeps_the_reason(make_copilot, models):
    models.helper = ScriptedLLM(["I am not sure what you mean"], respond=models._help)  # unparseable → fallback
    cp = make_copilot()
    form = start(cp)
    form.reason.value = "hmm, not like this"
    click(form, "Reject")
    assert "confidence 0.00, fallback classifier" in form.message.value
    assert "Not sure that is what you meant" in form.message.value
    assert form.confirm.layout.display == "" and form.reason.value == "hmm, not like this"
    form.confirm_button.click()
    assert form.confirm.layout.display == "none" and form.reason.value == ""


def test_reject_without_a_reason_is_one_sentence_and_changes_nothing(cp):
    form = start(cp)
    before = len(cp.history(form.task.id))
    click(form, "Reject")
    assert re.fullmatch(r'<div class="nbc-notice-error">Say why you reject it[^<]*\.</div>', form.message.value)
    assert len(cp.history(form.task.id)) == before


def test_a_form_left_on_screen_cannot_act_on_a_review_that_moved_on(cp):
    form = start(cp)
    other = ReviewForm(cp, cp.task(form.task.id))
    click(form, "Approve")
    click(other, "Approve")
    assert "no longer pending" in other.message.value and "nbc-notice-error" in other.message.value
    assert "Traceback" not in other.message.value
    assert cp.task(form.task.id).state == "review_result"


def test_model_and_code_output_is_escaped_everywhere(make_copilot, models):
    import pandas as pd

    namespace = {"pd": pd}
    models.plans.append([{"description": f"Show {PAYLOAD}", "kind": "python"}, {"description": "Summarise"}])
    models.code["Show"] = (f"print({PAYLOAD!r})\n"
                           f"pd.DataFrame({{'region': [{PAYLOAD!r}], 'revenue': [1.5]}})")
    models.executor._respond = lambda prompt, inner=models.executor._respond: (
        f"Summary: {PAYLOAD}" if "Summarise" in prompt.split("The step to do now:")[-1] else inner(prompt))
    cp = make_copilot(namespace=namespace, policy=ReviewPolicy(anchors=("after_plan", "after_risky_step",
                                                                        "before_result")))
    form = start(cp, goal=f"Goal {PAYLOAD}")
    click(form, "Approve")
    page = html(form)
    assert form.task.state == "review_result"
    assert "<script" not in page and "onerror=\"" not in page and "<img src=x" not in page
    assert "&lt;script&gt;window.pwned=1&lt;/script&gt;" in page
    assert html(form).count("&lt;img src=x onerror=") >= 2  # header (goal) and the output
    form.buttons["Approve"].click()
    form.wait(20)
    done = html(form)
    assert "<script" not in done and "&lt;script&gt;" in done


def test_a_dataframe_step_output_is_a_table_and_a_figure_an_image(make_copilot, models):
    import pandas as pd

    models.plans.append([{"description": "Table and chart of revenue", "kind": "python"}])
    models.code["Table and chart"] = (
        "import matplotlib\nmatplotlib.use('Agg')\nimport matplotlib.pyplot as plt\n"
        "df = pd.DataFrame({'region': ['EMEA', 'APAC'], 'revenue': [5.0, 7.0]}).set_index('region')\n"
        "df.plot.bar()\ndf")
    cp = make_copilot(namespace={"pd": pd})
    form = click(start(cp), "Approve")
    page = html(form)
    assert '<table class="nbc-table">' in page and "<th>region</th>" in page and "<th>EMEA</th>" in page
    assert re.search(r'<img alt="figure" style="max-width:100%" src="data:image/png;base64,[A-Za-z0-9+/=]+"/>', page)


def test_busy_indicator_while_the_model_works_and_pause_stops_at_the_next_safe_point(make_copilot, models):
    slow = ScriptedLLM(respond=models._step, hang_seconds=30)
    models.executor = slow
    cp = make_copilot()
    form = start(cp)
    form.buttons["Approve"].click()
    try:
        assert form.busy and "Working…" in form.status.value
        assert form.buttons["Approve"].disabled and not form.buttons["Pause"].disabled
        form.approve()  # a second click that raced the disabling: refused, nothing queued
        assert "still working on your last step" in form.message.value and form.worker.pending == 1
        form.buttons["Pause"].click()  # returns at once: the kernel is never blocked
        assert "Pausing at the next safe point" in form.message.value
    finally:
        slow.release()
    assert form.wait(20)
    assert form.task.state == "paused" and form.status.value == ""
    assert "Resume" in [x.description for x in walk(form.widget) if isinstance(x, w.Button)
                        and x.layout.display != "none"]


def test_paused_form_resumes_to_the_same_review(cp):
    form = start(cp)
    review = form.task.review.id
    click(form, "Pause")
    assert form.task.state == "paused"
    find(form, w.Button, description="Resume").click()
    assert form.wait(20)
    assert form.task.state == "review_plan" and form.task.review.id == review
    assert "resumed" in form.message.value.lower() or form.message.value  # the resume message is shown


def test_cancel_asks_once_more_then_ends_the_task(cp):
    form = click(start(cp), "Cancel")
    assert form.task.state == "review_plan" and "click Cancel again" in form.message.value
    click(form, "Cancel")
    assert form.task.state == "cancelled"
    assert [b for b in form.buttons.values() if b.layout.display != "none"] == []


def test_takeover_ask_supply_and_hand_back(make_copilot, models):
    cp = make_copilot(policy=ReviewPolicy(max_retries=1))
    form = start(cp)
    for reason in ("not yet", "still not"):
        form.reason.value = reason
        form.intent.value = "replan"
        click(form, "Reject")
    assert form.task.state == "human_takeover"
    assert "You have control" in html(form)
    assert all(form.buttons[n].layout.display == "none" for n in ("Approve", "Edit", "Reject"))
    question = [x for x in walk(form.widget) if isinstance(x, w.Textarea) and "Ask about" in x.placeholder][0]
    question.value = "what is step 1?"
    find(form, w.Button, description="Ask").click()
    assert form.wait(20) and "Scripted answer." in html(form)
    output = [x for x in walk(form.widget) if isinstance(x, w.Textarea) and "output" in x.placeholder][0]
    find(form, w.Dropdown, description="Step:").value = 0
    output.value = "sales loaded by hand"
    find(form, w.Button, description="Supply output").click()
    assert form.wait(20) and form.task.plan[0].status == "done"
    find(form, w.Button, description="Hand back").click()
    assert form.wait(20) and form.task.state == "review_result"


def test_a_risky_code_step_shows_its_code_risk_and_insert_as_cell(make_copilot, models, tmp_path):
    (tmp_path / "exports").mkdir()
    target = tmp_path / "exports" / "old.csv"  # not beside sales.csv: a second table would raise a question
    target.write_text("a\n")
    models.code["Remove"] = f"import os\nos.remove({str(target)!r})"
    models.plans.append([{"description": "Remove the stale export", "kind": "python"}])
    cp = make_copilot()
    form = click(start(cp, "tidy the exports"), "Approve")
    assert form.task.review.anchor == "before_risky_step"
    page = html(form)
    assert "Step 1 is about to run — review its code" in page and "Why this step is reviewed" in page
    insert = find(form, InsertCell)
    assert insert.code == models.code["Remove"] and form.insertable_code() == models.code["Remove"]
    form.editor.value = "print('kept the file')"
    assert insert.code == "print('kept the file')" and form.buttons["Approve"].disabled
    click(form, "Edit")
    assert target.exists() and form.task.review.anchor == "after_risky_step"
    assert "kept the file" in html(form)


def test_an_output_edit_opens_the_editor_first_then_sends_the_analysts_version(cp):
    form = click(start(cp), "Approve")
    assert form.editor.layout.display == "none"
    click(form, "Edit")
    assert form.editor.layout.display == "" and "change the text below" in form.message.value.lower()
    form.editor.value = "EMEA, AMER, APAC"
    click(form, "Edit")
    assert form.task.state == "done" and form.task.result == "EMEA, AMER, APAC"


def test_an_error_in_a_call_is_one_sentence_on_the_form(cp):
    form = ReviewForm(cp, call=lambda: cp.start("   "), goal="   ")
    assert form.wait(20)
    assert form.task is None
    assert re.fullmatch(r'<div class="nbc-notice-error">The goal is empty; [^<]*</div>', form.message.value)


def test_timeline_shows_transitions_reviews_and_corrections(cp, models):
    form = start(cp)
    form.reason.value = "use revenue, not units"
    form.intent.value = "replan"
    click(form, "Reject")
    form.timeline_button.value = True
    timeline = find(form, Timeline)
    kinds = [e["kind"] for e in timeline.events]
    assert kinds[0] == "transition" and "review" in kinds and "correction" in kinds
    correction = next(e for e in timeline.events if e["kind"] == "correction")
    assert correction["event"] == "reject" and "replan by explicit" in correction["detail"]
    assert "use revenue, not units" in correction["detail"]
    assert timeline.events[-1]["to"] == "review_plan"
    count = len(timeline.events)
    click(form, "Approve")
    assert len(find(form, Timeline).events) > count  # the open timeline follows the task
    assert "export default { render }" in timeline._esm


def test_render_refuses_a_figure_that_is_not_base64():
    assert "<img" not in render.figure('x" onerror="alert(1)')
    assert render.figure("iVBORw0KGgo=").startswith('<img alt="figure"')


def test_the_result_review_leads_with_the_computed_answer_and_marks_unsupported_figures(make_copilot, models):
    from palmerpenguins import load_penguins

    penguins = load_penguins()
    models.plans = [[{"description": "Average body mass", "kind": "python"},
                     {"description": "Say the average body mass", "kind": "text"}]]
    models.code = {"Average body mass": 'round(penguins["body_mass_g"].mean(), 2)'}
    models.executor = ScriptedLLM(respond=lambda p: "```python\nround(penguins['body_mass_g'].mean(), 2)\n```"
                                  if "step to do now: Average" in p else "It is 4201.75 g; Gentoo weigh 9999 g.")
    cp = make_copilot(namespace={"penguins": penguins})
    form = start(cp, "What is the average body mass in penguins?")
    assert "Data: penguins (DataFrame, 344 × 8)" in html(form)  # the plan says which data it used
    form = click(form, "Approve")
    assert form.task.state == "review_result"
    page = html(form)
    answer = str(round(penguins["body_mass_g"].mean(), 2))
    assert f'<span class="nbc-label">Computed answer</span>{answer}</div>' in page
    assert page.index("Computed answer") < page.index("Result — step 2")
    assert '<span class="nbc-unverified">9999</span>' in page and '<span class="nbc-unverified">Gentoo</span>' in page
    assert '<span class="nbc-unverified">4201.75</span>' not in page


def test_a_failed_code_step_shows_its_code_to_fix_and_edit_runs_the_fix(make_copilot, models):
    models.code = {"Load sales.csv": "undefined_name + 1"}
    cp = make_copilot(policy=ReviewPolicy(auto_repair=0))
    form = click(start(cp), "Approve")
    assert form.task.state == "review_step" and "failed — fix its code" in html(form)
    assert form.editor.layout.display != "none" and form.editor.value == "undefined_name + 1"
    form.editor.value = "sales = {'EMEA': 5}\nsales"
    form = click(form, "Edit")
    assert form.task.plan[0].status == "done" and form.task.plan[0].output.value == "{'EMEA': 5}"


def test_a_clarifying_question_shows_a_button_per_suggestion_and_one_click_answers(make_copilot, models, tmp_path):
    (tmp_path / "orders.csv").write_text("id,amount\n1,5\n")
    form = start(make_copilot(), "How many rows are there?")
    assert form.task.state == "clarify" and "Which data should I use for this?" in html(form)
    visible = [b.description for b in form.actions.children if b.layout.display != "none"]
    assert "Reject" not in visible and "Approve" in visible and "Edit" in visible
    choice = find(form, w.Button, description="sales.csv")
    choice.click()
    assert form.wait(20)
    assert form.task.state == "review_plan" and form.task.goal.endswith("(sales.csv)")


def test_a_review_with_a_deadline_counts_down_and_expires_on_screen_without_a_click(make_copilot):
    import time

    form = start(make_copilot(policy=ReviewPolicy(review_timeout=1.5)))
    assert form.task.state == "review_plan" and "decides itself in" in form.status.value
    first = form.task.review.id
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and (form.task.review is None or form.task.review.id == first):
        time.sleep(0.1)
    assert form.wait(20)
    # the low-risk plan review continued as approved: the steps ran and the result review is up
    form.stop_deadline()  # the result review has a deadline too: stop it before the test ends
    assert form.wait(20)
    # (the result review's own deadline may have passed too under load: then it is done)
    assert form.task.state in ("review_result", "done") and form.task.plan[0].status == "done"
    assert cp_history_has(form, "expire")


def cp_history_has(form, event: str) -> bool:
    return event in form.copilot.history(form.task.id)["event"].tolist()
