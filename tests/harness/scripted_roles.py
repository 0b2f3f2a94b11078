"""Scripted models for the three roles, shared by the tests and the child processes they start."""
from __future__ import annotations

import json
import re

from harness.scripted_llm import ScriptedLLM

TWO_STEPS = [{"description": "Load sales.csv into a DataFrame", "kind": "python"},
             {"description": "Sum revenue by region and take the top three", "kind": "text"}]


class Models:
    """Three scripted roles. Plans come from `plans` (then the default); code from `code`; the helper answers
    classification with `intent`, refines by upper-casing, and says "resumed" for resume messages."""

    def __init__(self):
        self.plans: list = []
        self.code: dict[str, str] = {"Load sales.csv": "sales = {'EMEA': 5, 'APAC': 7, 'AMER': 6}\nsales"}
        self.intent = "retry_step"
        self.planner = ScriptedLLM(respond=self._plan)
        self.executor = ScriptedLLM(respond=self._step)
        self.helper = ScriptedLLM(respond=self._help)

    def _plan(self, prompt: str) -> str:
        return json.dumps(self.plans.pop(0) if self.plans else TWO_STEPS)

    def _step(self, prompt: str) -> str:
        match = re.search(r"The step to do now: (.*)", prompt)
        step = match.group(1) if match else "the step"
        for description, code in self.code.items():
            if description in step:
                return f"```python\n{code}\n```"
        return f"Done: {step}."

    def _help(self, prompt: str) -> str:
        if prompt.startswith("Rewrite"):
            output = prompt.split("Output:\n", 1)[1].rsplit("\n\nRewritten output:", 1)[0]
            return output.upper()
        if "Choose the correction" in prompt:
            return json.dumps({"intent": self.intent, "target_step": None, "reason": "scripted"})
        return "Scripted answer."

    @property
    def calls(self) -> int:
        return sum(len(m.prompts) for m in (self.planner, self.executor, self.helper))
