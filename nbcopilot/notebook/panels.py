"""The middle of the review form, one panel per state: what the analyst reviews, and the takeover/paused panels.

A panel is built from the Task and returns its widgets and the editor the analyst may change (`Panel`); it
acts only through the form's public moves (`FormActions`) and never writes the form's own fields.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from nbcopilot.engine.states import Anchor, State, StepStatus
from nbcopilot.notebook import render
from nbcopilot.notebook.plan_editor import PlanEditor


class FormActions(Protocol):
    """What a panel may ask of the form it sits in (ReviewForm implements it)."""

    copilot: Any
    answer: tuple[str, str] | None
    """The last question asked in takeover and the helper's answer."""

    def reply(self, text: str) -> None: ...
    def rebuild(self) -> None: ...
    def ask(self, question: str) -> None: ...
    def supply(self, step: int, output: str) -> None: ...
    def hand_back(self) -> None: ...
    def resume(self, grant_tokens: int | None = None) -> None: ...
    def say(self, text: str, *, error: bool = False) -> None: ...
    def changed(self) -> None:
        """The panel's editor changed: the form re-checks which buttons apply."""


@dataclass
class Panel:
    widgets: list = field(default_factory=list)
    editor: Any = None
    """What Edit sends: a PlanEditor, or a text box (Text/Textarea); None when there is nothing to edit."""
    original: str = ""
    """The text box's text as shown, so that the form tells the analyst's change from none."""


def build(form: FormActions, task: Any) -> Panel:
    """The panel for the task's state, under a note of where a fork began when the task is one."""
    panel = _state_panel(form, task)
    if task.origin:
        panel.widgets = forked(form, task) + panel.widgets
    return panel


def _state_panel(form: FormActions, task: Any) -> Panel:
    state = task.state
    if state == State.CLARIFY:
        return clarify(form, task)
    if state == State.REVIEW_PLAN:
        return plan_review(form, task)
    if state in (State.REVIEW_STEP, State.REVIEW_RESULT):
        return step_review(form, task)
    if state == State.HUMAN_TAKEOVER:
        return takeover(form, task)
    if state == State.PAUSED:
        return paused(form, task)
    return Panel(finished(task))


def forked(form: FormActions, task: Any) -> list:
    """Where a fork began; and, when the original ran code after that point, that it is not undone, with an
    offer to re-run the fork's own finished code steps (the kernel's variables as at the fork point)."""
    import ipywidgets as w

    origin = task.origin
    where = f"review {origin['review']}" if origin.get("review") else f"transition {origin['seq']}"
    parts = [render.notice(f"Forked from task {origin['task']} at {where}; that task is unchanged.")]
    ran = origin.get("ran_after") or []
    if not ran:
        return [_html("".join(parts))]
    steps = ", ".join(str(r["step"] + 1) for r in ran)
    parts.append(render.notice(
        f"Code already run is not undone: step(s) {steps} ran in the original after this point, so this kernel's "
        "variables may hold what they computed. Approving runs the steps from here again."))
    offer = task.rebuild_offer()
    if not offer:
        return [_html("".join(parts))]
    rerun = w.Button(description=f"Re-run step(s) {', '.join(str(o['step'] + 1) for o in offer)}", icon="redo",
                     tooltip="Run this fork's finished code steps again, so the variables are as at the fork point")
    rerun.add_class("nbc-rerun")
    rerun.on_click(lambda _: form.rebuild())
    return [_html("".join(parts)), rerun]


def _html(value: str):
    import ipywidgets as w

    return w.HTML(value, layout=w.Layout(width="100%"))


def clarify(form: FormActions, task: Any) -> Panel:
    """One question before any plan: a button per suggested answer, and a box for the analyst's own."""
    import ipywidgets as w

    content = task.review.content or {}
    intro = render.section(content.get("question", ""), '<div class="nbc-muted">Pick one, or type your own answer '
                                                        'and click Edit; Approve takes the first.</div>')
    choices = []
    for suggestion in content.get("suggestions", ()):
        button = w.Button(description=str(suggestion), tooltip=f"Answer: {suggestion}", icon="table")
        button.on_click(lambda _, answer=suggestion: form.reply(answer))
        choices.append(button)
    editor = w.Text(placeholder="Your answer, e.g. the sales DataFrame", layout=w.Layout(width="60%"))
    editor.observe(lambda _: form.changed(), names="value")
    return Panel([_html(intro), w.HBox(choices), editor], editor, "")


def plan_review(form: FormActions, task: Any) -> Panel:
    editor = PlanEditor(task.plan, on_change=form.changed)
    intro = render.section("Plan", '<div class="nbc-muted">Edit a step\'s text, add, remove or reorder steps; '
                                   'Edit sends your version, Approve runs this plan.</div>'
                           + render.data_used(task.review.data) + render.notice(task.note))
    return Panel([_html(intro), editor.box, _html(render.next_step(task.review.next_plan))], editor)


def step_review(form: FormActions, task: Any) -> Panel:
    review = task.review
    step = task.plan[review.step]
    number = step.index + 1
    parts = [_html(render.section("Plan", render.steps(task.plan, current=step.index)))]
    code_step = step.kind == "python"
    if review.anchor == Anchor.BEFORE_RISKY_STEP:
        content = review.content or {}
        draft = content.get("code") or content.get("text") or ""
        what = "code" if code_step else "text"
        parts.append(_html(render.section(f"Step {number} is about to run — review its {what}: {step.description}")
                           + render.risk(content.get("risk") or ())))
        editor = _textarea(draft)
        parts.append(editor)
    elif code_step and step.status == StepStatus.FAILED and review.anchor == Anchor.AFTER_RISKY_STEP:
        content = review.content or {}
        parts.append(_html(render.section(f"Step {number} failed — fix its code and click Edit to run it: "
                                          f"{step.description}") + render.output(step.output)))
        draft = content.get("code") or step.code or ""
        editor = _textarea(draft)
        parts.append(editor)
    else:
        title = "Result" if review.anchor == Anchor.BEFORE_RESULT else f"Step {number} output"
        computed = review.content.get("answer") if isinstance(review.content, dict) else None
        parts.append(_html(render.answer(computed)
                           + render.section(f"{title} — step {number}: {step.description}")
                           + render.output(step.output) + render.unverified(review.unverified)))
        shown = review.content.get("output") if isinstance(review.content, dict) else None
        draft = shown if shown is not None else render.output_text(step.output)
        editor = _textarea(draft)
        editor.layout.display = "none"  # the output is shown above; Edit opens this box for the analyst's version
        parts.append(editor)
    editor.observe(lambda _: form.changed(), names="value")
    editable_code = review.anchor == Anchor.BEFORE_RISKY_STEP or (code_step and step.status == StepStatus.FAILED)
    code = draft if editable_code else step.code
    if code_step and code:
        parts.append(_insert_button(code, editor if editable_code else None))
    parts.append(_html(render.next_step(review.next_plan)))
    return Panel(parts, editor, draft)


def takeover(form: FormActions, task: Any) -> Panel:
    import ipywidgets as w

    why = task.note or "the task was sent back more often than the review policy allows"
    intro = render.notice(f"You have control ({why}). Nothing runs on its own now: ask the copilot about the task, "
                          "supply a step's output yourself, or hand control back.")
    question = w.Textarea(placeholder="Ask about the task, e.g. why did step 2 fail?", layout=w.Layout(width="70%"))
    ask = w.Button(description="Ask", icon="question")
    ask.on_click(lambda _: form.ask(question.value) if question.value.strip()
                 else form.say("Type a question first.", error=True))
    parts = [_html(intro + render.section("Plan", render.steps(task.plan))), w.HBox([question, ask])]
    if form.answer:
        asked, answer = form.answer
        parts.append(_html(render.section(f"Q: {asked}", render.pre(answer))))
    steps = [(f"{s.index + 1}. {s.description[:60]}", s.index) for s in task.plan]
    pending = next((s.index for s in task.plan if s.status != StepStatus.DONE), 0)
    which = w.Dropdown(options=steps, value=pending, description="Step:", layout=w.Layout(width="auto"))
    output = w.Textarea(placeholder="The step's output, as you want it recorded", layout=w.Layout(width="70%"))
    supply = w.Button(description="Supply output", icon="upload")
    supply.on_click(lambda _: form.supply(which.value, output.value) if output.value.strip()
                    else form.say("Type the step's output first.", error=True))
    hand_back = w.Button(description="Hand back", icon="reply", button_style="success",
                         tooltip="Let the copilot continue from where the task stands")
    hand_back.on_click(lambda _: form.hand_back())
    parts += [_html(render.section("Supply a step's output")), w.HBox([which]), w.HBox([output, supply]), hand_back]
    return Panel(parts)


def paused(form: FormActions, task: Any) -> Panel:
    import ipywidgets as w

    from nbcopilot.engine.budget import BUDGET_NOTE

    note = f": {task.note}" if task.note else ""
    resume = w.Button(description="Resume", icon="play", button_style="success",
                      tooltip="Bring the task back where it stood")
    resume.on_click(lambda _: form.resume())
    controls = [resume]
    if task.note.startswith(BUDGET_NOTE):  # the task stopped at its token budget: grant more, then go on
        grant = w.BoundedIntText(value=form.copilot.policy.max_tokens or 1000, min=1, max=10**9,
                                 description="Tokens:", layout=w.Layout(width="14em"))
        grant_button = w.Button(description="Grant and resume", icon="plus", button_style="success",
                                tooltip="Add these tokens to the task's budget and go on")
        grant_button.on_click(lambda _: form.resume(grant_tokens=grant.value))
        grant_button.add_class("nbc-grant")
        controls = [grant, grant_button, resume]
    return Panel([_html(render.notice(f"Paused{note}. Resume brings back the review where it stood.")
                        + render.section("Plan", render.steps(task.plan))), w.HBox(controls)])


def finished(task: Any) -> list:
    parts = [render.section("Plan", render.steps(task.plan))]
    if task.state == State.DONE:
        result = task.result
        parts.append(render.answer(getattr(result, "answer", None))
                     + render.section("Result", render.output(str(result) if result is not None else None)))
    elif task.note:
        parts.append(render.notice(f"Cancelled: {task.note}"))
    return [_html("".join(parts))]


def _textarea(text: str):
    import ipywidgets as w

    lines = text.count("\n") + 2
    editor = w.Textarea(value=text, rows=max(3, min(lines, 20)), layout=w.Layout(width="100%"))
    editor.add_class("nbc-code")
    return editor


def _insert_button(code: str, follow: Any = None):
    """An "Insert as cell" button for the step's code; it follows the editor when the code is editable."""
    from nbcopilot.notebook.insert import InsertCell

    button = InsertCell(code=code)
    if follow is not None:
        follow.observe(lambda change: setattr(button, "code", change["new"]), names="value")
    return button
