"""What `task = %copilot <goal>` returns: a live handle on the task its form is working.

The magic returns at once while the first call (planning) runs in the form's worker thread, so there is
no Task yet when the handle is made. Reading the handle (`task.state`, `task.plan`, `task.review`, …)
waits for the work in flight, then answers from the Task. Its moves (`approve`, `edit`, `reject`, …) go
through the form, so the form and the handle never disagree; like the API they return when the task rests.
`task.busy` tells without waiting; `task.task` is the plain Task.
"""
from __future__ import annotations

from typing import Any

MOVES = ("approve", "edit", "reject", "supply", "hand_back", "refresh")


class TaskHandle:
    def __init__(self, form: Any, shell: Any = None):
        self._form = form
        self._shown_in = getattr(shell, "execution_count", None)

    @property
    def form(self) -> Any:
        return self._form

    @property
    def busy(self) -> bool:
        """True while the form's worker is still at it; never waits."""
        return self._form.busy

    @property
    def task(self) -> Any:
        """The Task, once the work in flight has finished (raises the one-sentence error if it failed)."""
        self.wait()
        if self._form.task is None:
            from nbcopilot.errors import CopilotError

            error = self._form.last_error
            raise CopilotError(str(error) if error else "the task did not start.")
        return self._form.task

    def wait(self, timeout: float | None = None) -> "TaskHandle":
        self._form.wait(timeout)
        return self

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        if name in MOVES:
            return self._move(name)
        if name == "pause":
            return self._pause
        if name == "cancel":
            return self._cancel
        return getattr(self.task, name)

    def _move(self, name: str):
        def move(*args: Any, **kwargs: Any) -> "TaskHandle":
            task = self.task
            method = getattr(task, name)
            if name in ("approve", "edit", "reject") and "review" not in kwargs and task.review is not None:
                kwargs["review"] = task.review.id
            failure: list[BaseException] = []

            def call():
                try:
                    return method(*args, **kwargs)
                except BaseException as error:
                    failure.append(error)
                    raise
            self._form.run("Working", call)
            self.wait()
            if failure:
                raise failure[0]
            return self
        return move

    def _pause(self, reason: str | None = None) -> "TaskHandle":
        """Pause now, or at the next safe point if the form is working (without waiting for it)."""
        if self._form.busy:
            self._form._stop_while_busy("pause")
            return self
        return self._move("pause")(reason)

    def _cancel(self) -> "TaskHandle":
        if self._form.busy:
            self._form._stop_while_busy("cancel")
            return self
        return self._move("cancel")()

    def _ipython_display_(self) -> None:
        """Show the task's live form, except in the cell that ran the magic: that cell shows it already."""
        from IPython import get_ipython
        from IPython.display import display

        shell = get_ipython()
        if shell is not None and self._shown_in is not None and shell.execution_count == self._shown_in:
            return
        display(self._form)

    def __repr__(self) -> str:
        if self._form.busy or self._form.task is None:
            return f"<Task (working): {self._form.goal[:60]!r}; reading it waits for the form>"
        return repr(self._form.task)
