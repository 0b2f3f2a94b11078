"""The review form: one ipywidgets tree per task that re-renders in place from the Task after every call.

Every button calls the public Task API (approve, edit, reject, pause, cancel, supply, hand_back, ask) in
the form's worker thread, so the kernel stays free while the model works. The form only shows what the
Task says; after a kernel restart a new form built from `Copilot.resume` shows exactly what the store says.
"""
from __future__ import annotations

import threading
from typing import Any, Callable

from nbcopilot.engine.states import FINAL, REVIEWS, Anchor, State
from nbcopilot.notebook import panels, render
from nbcopilot.notebook.deadline import Countdown
from nbcopilot.notebook.live import LiveText
from nbcopilot.notebook.plan_editor import PlanEditor
from nbcopilot.notebook.worker import Worker
from nbcopilot.records import INTENTS

INTENT_CHOICES = [("auto", "auto")] + [(intent.replace("_", " "), intent) for intent in INTENTS]
"""The Intent dropdown: (label, value); "auto" lets the helper classify the reason."""
LOW_CONFIDENCE = 0.6
"""Below this a classified rejection is shown with a request to confirm it."""
AT_REVIEW = REVIEWS | {State.CLARIFY}
"""The states in which the form shows Approve / Edit (and Reject, but at clarify)."""


def describe(error: BaseException) -> str:
    """One sentence for the analyst: a CopilotError's own message, else what broke, without a traceback."""
    from nbcopilot.errors import CopilotError

    if isinstance(error, CopilotError):
        text = str(error)
    else:
        detail = (str(error).splitlines() or [""])[0][:200]
        text = (f"something went wrong inside nbcopilot ({type(error).__name__}: {detail}); "
                "the task is as the store last saw it, so try again or report this.")
    return text[:1].upper() + text[1:]


class ReviewForm:
    """The review form of one task; it implements panels.FormActions, the moves its panels may ask for."""

    def __init__(self, copilot: Any, task: Any = None, *, call: Callable[[], Any] | None = None,
                 label: str = "Planning", goal: str = ""):
        import ipywidgets as w

        self._w = w
        self.copilot = copilot
        self.task = task
        self.goal = task.goal if task is not None else goal
        self.last_error: BaseException | None = None
        """The last error a call raised (its sentence is on the form); kept for debugging."""
        self.answer: tuple[str, str] | None = None
        self.editor: PlanEditor | Any = None
        self._original_text = ""
        self._stop_when_started: str | None = None
        self._cancel_armed = False
        self._correction: Any = None
        self._side_threads: list[threading.Thread] = []
        self._frozen = False
        self.worker = Worker(self._done, self._tick)

        self.header, self.status, self.message = w.HTML(), w.HTML(), w.HTML()
        self.live = LiveText()
        """The answer a model is writing, while it writes it."""
        self.confirm_button = w.Button(description="Yes, that's right", layout=w.Layout(width="auto"))
        self.confirm_button.on_click(lambda _: self._dismiss_correction())
        self.confirm = w.HBox([self.confirm_button], layout=w.Layout(display="none"))
        self.body = w.VBox(layout=w.Layout(width="100%"))
        self.reason = w.Textarea(placeholder="Why? e.g. use revenue, not units sold",
                                 layout=w.Layout(width="60%", height="3.2em"))
        self.intent = w.Dropdown(options=INTENT_CHOICES, value="auto", description="Intent:",
                                 layout=w.Layout(width="auto"))
        self.reject_box = w.HBox([self.reason, self.intent], layout=w.Layout(width="100%"))
        self.buttons = {
            "Approve": w.Button(description="Approve", button_style="success", icon="check",
                                tooltip="Go on with what is shown"),
            "Edit": w.Button(description="Edit", icon="pencil", tooltip="Send your version of what is shown"),
            "Reject": w.Button(description="Reject", button_style="danger", icon="times",
                               tooltip="Send it back with the reason in the box"),
            "Pause": w.Button(description="Pause", icon="pause", tooltip="Stop here; resume later"),
            "Cancel": w.Button(description="Cancel", icon="ban", tooltip="End the task for good"),
        }
        for name, handler in (("Approve", self.approve), ("Edit", self.edit), ("Reject", self.reject),
                              ("Pause", self.pause), ("Cancel", self.cancel)):
            self.buttons[name].on_click(lambda _, handler=handler: handler())
        self.timeline_button = w.ToggleButton(description="Timeline", icon="list", tooltip="Show the task's history")
        self.timeline_button.observe(lambda _: self._show_timeline(), names="value")
        self.timeline_box = w.VBox()
        self.forks: list[ReviewForm] = []
        """Forms of the tasks forked from this one's timeline, newest last (shown under the timeline)."""
        self.countdown = Countdown(show=self._show_time_left, expire=self._expire,
                                   pending=lambda: self._review_id())
        self.actions = w.HBox([*self.buttons.values(), self.timeline_button])
        self.widget = w.VBox([self.header, self.status, self.live.widget, self.message, self.confirm, self.body,
                              self.reject_box, self.actions, self.timeline_box],
                             layout=w.Layout(border="1px solid var(--jp-border-color2, #d0d7de)", padding="6px"))
        self.widget.add_class("nbc-form")
        if call is not None:
            self.run(label, call)
        else:
            self.render()

    # -- display and waiting -----------------------------------------------------------------------

    def _repr_mimebundle_(self, **kwargs: Any):
        return self.widget._repr_mimebundle_(**kwargs)

    @property
    def busy(self) -> bool:
        return self.worker.busy or any(t.is_alive() for t in self._side_threads)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the form's calls have finished (tests and TaskHandle use it; buttons never do)."""
        for thread in list(self._side_threads):
            thread.join(timeout)
        return self.worker.wait(timeout)

    # -- running calls ---------------------------------------------------------------------------------

    def run(self, label: str, call: Callable[[], Any]) -> None:
        """Do `call` in the worker; the form shows it is busy, then re-renders from what it returned."""
        self._freeze(label)
        self.worker.submit(label, self.live.watched(call))

    def _tick(self, label: str, seconds: float) -> None:
        self.status.value = render.busy(label, seconds)

    def _done(self, label: str, result: Any, error: BaseException | None) -> None:
        from nbcopilot.api import Task

        notice = ""
        self.live.clear()
        if error is not None:
            self.last_error = error
            notice = describe(error)
        else:
            if isinstance(result, tuple):
                result, notice = result
            if isinstance(result, Task):
                self.task = result
                self.goal = result.goal
            self._stop_if_asked()
        try:
            self.render(notice, error=error is not None, busy=self.worker.pending > 1)
        except Exception as failure:  # never leave the form spinning: say what broke
            self.last_error = failure
            self.status.value = ""
            self.say(describe(failure), error=True)

    def _stop_if_asked(self) -> None:
        """Pause or Cancel clicked while the task had no id yet (it was being started): do it now."""
        kind, self._stop_when_started = self._stop_when_started, None
        task = self.task
        if kind and task is not None and task.state not in FINAL | {State.PAUSED}:
            self.worker.submit("Pausing" if kind == "pause" else "Cancelling",
                               task.pause if kind == "pause" else task.cancel)

    def _freeze(self, label: str) -> None:
        self.status.value = render.busy(label, 0)
        self._frozen = True
        for name in ("Approve", "Edit", "Reject"):
            self.buttons[name].disabled = True
        if isinstance(self.editor, PlanEditor):
            self.editor.disable()
        elif self.editor is not None:
            self.editor.disabled = True

    # -- the analyst's moves -------------------------------------------------------------------------

    def _ready(self) -> bool:
        """False (and a word to the analyst) while a call is in flight: a second click must not queue a move."""
        if self._frozen:
            self.say("The copilot is still working on your last step; wait for it (or Pause).")
        return not self._frozen

    def approve(self) -> None:
        if not self._ready():
            return
        task, review = self.task, self._review_id()
        self.run("Working", lambda: task.approve(review=review))

    def edit(self) -> None:
        if not self._ready():
            return
        task, review = self.task, self._review_id()
        if isinstance(self.editor, PlanEditor):
            if not self.editor.modified:
                return self.say("Change the plan first (edit, add, remove or move steps), then click Edit to send it.")
            content = self.editor.content()
        elif self.editor is not None:
            if self.editor.layout.display == "none":
                self.editor.layout.display = ""
                return self.say("Change the text below, then click Edit to send your version.")
            if not self._text_modified():
                return self.say("The text is unchanged; change it, then click Edit to send your version.")
            content = self.editor.value
        else:
            return self.say("There is nothing to edit here.")
        self.run("Applying your edit", lambda: task.edit(content, review=review))

    def reject(self) -> None:
        if not self._ready():
            return
        task, review = self.task, self._review_id()
        feedback = self.reason.value.strip()
        if not feedback:
            return self.say("Say why you reject it in the box next to Intent, e.g. 'use revenue, not units sold'.",
                             error=True)
        intent = None if self.intent.value == "auto" else self.intent.value

        def call():
            rejected = task.reject(feedback, intent, review=review)
            self._correction = rejected.correction
            return rejected
        self.run("Reworking", call)

    def pause(self) -> None:
        if self.busy:
            return self._stop_while_busy("pause")
        task = self.task
        self.run("Pausing", lambda: task.pause())

    def cancel(self) -> None:
        if not self._cancel_armed:
            self._cancel_armed = True
            return self.say("Cancel ends the task for good; click Cancel again to confirm.")
        self._cancel_armed = False
        if self.busy:
            return self._stop_while_busy("cancel")
        task = self.task
        self.run("Cancelling", lambda: task.cancel())

    def resume(self, grant_tokens: int | None = None) -> None:
        if not self._ready():
            return
        task_id = self.task.id
        copilot = self.copilot

        def call():
            resumed = copilot.resume(task_id, grant_tokens=grant_tokens)
            return resumed, resumed.resume_message or ""
        self.run("Resuming", call)

    def ask(self, question: str) -> None:
        if not self._ready():
            return
        task = self.task

        def call():
            self.answer = (question, task.ask(question))
            return task
        self.run("Thinking", call)

    def reply(self, text: str) -> None:
        """At a clarifying question: answer it (a suggestion's button, or the text box with Edit)."""
        if not self._ready():
            return
        task, review = self.task, self._review_id()
        self.run("Planning", lambda: task.edit(text, review=review))

    def supply(self, step: int, output: str) -> None:
        if not self._ready():
            return
        task = self.task
        self.run("Recording your output", lambda: task.supply(step, output))

    def hand_back(self) -> None:
        if not self._ready():
            return
        task = self.task
        self.run("Handing back", lambda: task.hand_back())

    def _stop_while_busy(self, kind: str) -> None:
        """Pause/Cancel during a call: ask the engine to stop at its next safe point, without blocking."""
        verb = "Pausing" if kind == "pause" else "Cancelling"
        if self.task is None:
            self._stop_when_started = kind
            return self.say(f"{verb} as soon as the task has started.")
        task = self.task

        def stop():
            from nbcopilot.errors import CopilotError

            try:
                task.pause()  # while the engine drives the task this only asks it to stop at the next safe point
            except CopilotError:
                pass  # it rested (or ended) on its own meanwhile; the re-read below shows where
            self.worker.submit(verb, task.cancel if kind == "cancel" else task.refresh)

        thread = threading.Thread(target=stop, name="nbcopilot-stop", daemon=True)
        self._side_threads = [t for t in self._side_threads if t.is_alive()] + [thread]
        thread.start()
        self.say(f"{verb} at the next safe point…")

    # -- rendering -----------------------------------------------------------------------------------

    def render(self, notice: str = "", *, error: bool = False, busy: bool = False) -> None:
        task = self.task
        state = task.state if task is not None else (State.PLANNING if busy else State.CANCELLED).value
        if task is None and not busy and not error:
            notice = notice or "The task did not start."
        self.header.value = render.header(self.goal, state, task.id if task is not None else None)
        self.status.value = "" if not busy else self.status.value
        self._frozen = busy
        self._cancel_armed = False
        correction, self._correction = self._correction, None
        self._show_message(notice, error, correction)
        panel = panels.build(self, task) if task is not None else panels.Panel()
        self.editor, self._original_text = panel.editor, panel.original
        self.body.children = panel.widgets
        self._controls(state, busy)
        self._watch_deadline(task, busy)
        if self.timeline_button.value:
            self._show_timeline()

    def stop_deadline(self) -> None:
        """Stop watching the pending review's deadline (the form is closed, or its kernel is shutting down)."""
        self.countdown.stop()

    def _watch_deadline(self, task: Any, busy: bool) -> None:
        """A review with a deadline expires by itself while the form is on screen (see deadline.Countdown)."""
        self.countdown.cancel()
        review = task.review if task is not None else None
        if busy or not self.countdown.watch(review):
            self.status.value = "" if not busy else self.status.value

    def _show_time_left(self, seconds: float) -> None:
        self.status.value = render.deadline(seconds)

    def _expire(self) -> None:
        self.run("The review's time is up", lambda: self.task.refresh())

    def _show_message(self, notice: str, error: bool, correction: Any) -> None:
        parts = [render.notice(notice, error=error)] if notice else []
        low = False
        if correction is not None:
            parts.append(render.notice(render.correction(correction.intent, correction.confidence,
                                                         correction.classifier)))
            confidence = correction.confidence
            low = correction.classifier not in (None, "explicit") and confidence is not None \
                and confidence < LOW_CONFIDENCE
            if low:
                parts.append(render.notice("Not sure that is what you meant: if it is wrong, choose the intent "
                                           "and click Reject again (your reason is kept)."))
                self.reason.value = correction.feedback
            else:
                self.reason.value = ""
        self.message.value = "".join(parts)
        self.confirm.layout.display = "" if low else "none"

    def _dismiss_correction(self) -> None:
        self.confirm.layout.display = "none"
        self.reason.value = ""
        self.message.value = render.notice("Thanks: the intent stands.")

    def say(self, text: str, *, error: bool = False) -> None:
        """A sentence to the analyst under the form's header."""
        self.message.value = render.notice(text, error=error)

    def _controls(self, state: str, busy: bool) -> None:
        reviewing = state in AT_REVIEW
        visible = {"Approve": reviewing, "Edit": reviewing, "Reject": reviewing and state != State.CLARIFY,
                   "Pause": state not in FINAL | {State.PAUSED} and self.task is not None,
                   "Cancel": state not in FINAL and self.task is not None}
        for name, button in self.buttons.items():
            button.layout.display = "" if visible[name] else "none"
            button.disabled = busy and name in ("Approve", "Edit", "Reject")
        self.reject_box.layout.display = "" if reviewing else "none"
        self.timeline_button.layout.display = "" if self.task is not None else "none"
        self.changed()

    def changed(self) -> None:
        """A changed plan/code/output can only be sent with Edit: Approve would approve the original."""
        modified = self._modified()
        approve, edit = self.buttons["Approve"], self.buttons["Edit"]
        approve.disabled = self._frozen or modified
        approve.tooltip = ("You changed it: Edit sends your version (or undo your change to approve the original)"
                           if modified else "Go on with what is shown")
        edit.button_style = "primary" if modified else ""

    def _modified(self) -> bool:
        if isinstance(self.editor, PlanEditor):
            return self.editor.modified
        return self.editor is not None and self._text_modified()

    def _text_modified(self) -> bool:
        return self.editor.value.strip() != self._original_text.strip()

    def insertable_code(self) -> str | None:
        """The code of the step under review (as edited on the form), for %copilot insert."""
        task = self.task
        review = task.review if task is not None else None
        if review is None or review.step is None or task.plan[review.step].kind != "python":
            return None
        if review.anchor == Anchor.BEFORE_RISKY_STEP and self.editor is not None:
            return self.editor.value
        return task.plan[review.step].code

    def _review_id(self) -> str | None:
        review = self.task.review if self.task is not None else None
        return review.id if review is not None else None

    def _show_timeline(self) -> None:
        if not self.timeline_button.value or self.task is None:
            self.timeline_box.children = []
            return
        from nbcopilot.notebook.timeline import Timeline

        current = self.timeline_box.children
        if current and isinstance(current[0], Timeline):
            current[0].refresh()
        else:
            self.timeline_box.children = [Timeline(self.copilot, self.task.id, on_fork=self._open_fork)]

    def _open_fork(self, task: Any) -> None:
        """"Fork from here" on the timeline: the fork gets its own form, under the timeline it came from."""
        form = ReviewForm(self.copilot, task)
        self.forks.append(form)
        self.timeline_box.children = [*self.timeline_box.children, form.widget]

    def rebuild(self) -> None:
        """A fork's offer: re-run its finished code steps, so the kernel's variables are as at the fork point."""
        if not self._ready():
            return
        task = self.task

        def call():
            report = task.rebuild()
            said = "; ".join(f"step {r['step'] + 1}: {r['status']}" for r in report)
            return task, f"Re-ran the finished code steps ({said})." if report else "No finished code step to re-run."
        self.run("Re-running", call)
