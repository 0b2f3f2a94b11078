"""The plan as editable steps: edit a step's text, add, remove and reorder steps, all locally until Edit."""
from __future__ import annotations

from typing import Callable


class PlanEditor:
    def __init__(self, plan: list, on_change: Callable[[], None]):
        import ipywidgets as w

        self._w = w
        self._on_change = on_change
        self.original = [self._step(s.description, s.kind, s.risky) for s in plan]
        self.steps = [dict(s) for s in self.original]
        self.rows = w.VBox(layout=w.Layout(width="100%"))
        self.add_button = w.Button(description="Add step", icon="plus", tooltip="Add a step at the end",
                                   layout=w.Layout(width="auto"))
        self.add_button.on_click(lambda _: self.add())
        self.box = w.VBox([self.rows, self.add_button], layout=w.Layout(width="100%"))
        self.box.add_class("nbc-plan")
        self._build()

    @staticmethod
    def _step(description: str, kind: str = "text", risky: bool = False) -> dict:
        return {"description": description, "kind": kind, "risky": bool(risky)}

    @property
    def modified(self) -> bool:
        return [self._clean(s) for s in self.steps] != [self._clean(s) for s in self.original]

    @staticmethod
    def _clean(step: dict) -> tuple:
        return step["description"].strip(), step["kind"]

    def content(self) -> list[dict]:
        """The edited plan as Task.edit takes it; a step keeps its kind, so an edited code step stays code."""
        return [{**s, "description": s["description"].strip()} for s in self.steps if s["description"].strip()]

    # -- local moves, each rebuilding the rows --------------------------------------------------------

    def add(self, description: str = "") -> None:
        self.steps.append(self._step(description))
        self._changed()

    def remove(self, index: int) -> None:
        del self.steps[index]
        self._changed()

    def move(self, index: int, offset: int) -> None:
        target = index + offset
        if 0 <= target < len(self.steps):
            self.steps[index], self.steps[target] = self.steps[target], self.steps[index]
            self._changed()

    def set_text(self, index: int, text: str) -> None:
        self.steps[index]["description"] = text
        self._on_change()

    def _changed(self) -> None:
        self._build()
        self._on_change()

    def _build(self) -> None:
        w = self._w
        rows = []
        for n, step in enumerate(self.steps):
            text = w.Text(value=step["description"], placeholder="Describe the step",
                          layout=w.Layout(flex="1 1 auto", width="auto"))
            text.observe(lambda change, n=n: self.set_text(n, change["new"]), names="value")
            kind = "code" if step["kind"] == "python" else "text"
            label = w.Label(f"{n + 1}.", layout=w.Layout(width="2.2em"))
            tag = w.Label(kind, layout=w.Layout(width="3em"))
            up = self._icon("arrow-up", "Move this step up", lambda _, n=n: self.move(n, -1), n == 0)
            down = self._icon("arrow-down", "Move this step down", lambda _, n=n: self.move(n, 1),
                              n == len(self.steps) - 1)
            remove = self._icon("trash", "Remove this step", lambda _, n=n: self.remove(n), len(self.steps) == 1)
            row = w.HBox([label, text, tag, up, down, remove], layout=w.Layout(width="100%"))
            row.add_class("nbc-plan-step")
            rows.append(row)
        self.rows.children = rows

    def _icon(self, icon: str, tooltip: str, click, disabled: bool):
        w = self._w
        button = w.Button(icon=icon, tooltip=tooltip, disabled=disabled, layout=w.Layout(width="34px"))
        button.on_click(click)
        return button

    def disable(self) -> None:
        """Freeze the editor while a call is in flight (the form re-renders a fresh one afterwards)."""
        for row in self.rows.children:
            for child in row.children:
                if hasattr(child, "disabled"):
                    child.disabled = True
        self.add_button.disabled = True
