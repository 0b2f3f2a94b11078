"""Kernel side of the browser tests: a Copilot with scripted models, built in a notebook cell.

The notebook's setup cell does `from harness.browser_fixtures import scripted_copilot` and `nbcopilot.use(...)`.
The story: a 3-step plan (load a sales table, delete a scratch file, summarise), the first plan takes
PLANNING_SECONDS so the busy indicator and a free kernel can be seen, and the table carries PAYLOAD, an
HTML/JS injection that must show as text and never run.
"""
from __future__ import annotations

import json
import re
import time
from pathlib import Path

from harness.scripted_llm import ScriptedLLM

from nbcopilot import Copilot, ReviewPolicy

PAYLOAD = "<img src=x onerror=\"window.__nbc_pwned=1\"><script>window.__nbc_pwned=2</script>"
PLANNING_SECONDS = 4.0
PLAN = [{"description": "Load the sales table", "kind": "python"},
        {"description": "Delete the scratch export file", "kind": "python"},
        {"description": "Summarise revenue by region", "kind": "text"}]
LOAD_CODE = ("import pandas as pd\n"
             "sales = pd.DataFrame({'region': ['EMEA', 'APAC', 'AMER'], 'revenue': [5.0, 7.0, 6.0],\n"
             f"                      'note': [{PAYLOAD!r}, 'ok', 'ok']}})\n"
             f"print({PAYLOAD!r})\n"
             "sales")
DELETE_CODE = "import os\nos.remove('scratch_export.csv')"
SUMMARY = f"Revenue by region: APAC 7, AMER 6, EMEA 5. Notes seen: {PAYLOAD}"
REFINED = "- APAC: 7\n- AMER: 6\n- EMEA: 5"


class BrowserModels:
    def __init__(self, planning_seconds: float = PLANNING_SECONDS):
        self._slow_plans = 1 if planning_seconds else 0
        self._seconds = planning_seconds
        self.planner = ScriptedLLM(respond=self._plan)
        self.executor = ScriptedLLM(respond=self._step)
        self.helper = ScriptedLLM(respond=self._help)

    def _plan(self, prompt: str) -> str:
        if self._slow_plans:
            self._slow_plans -= 1
            time.sleep(self._seconds)  # long enough to see the busy indicator tick and use the kernel meanwhile
        return json.dumps(PLAN)

    def _step(self, prompt: str) -> str:
        step = re.search(r"The step to do now: (.*)", prompt)
        now = step.group(1) if step else ""
        if "Load the sales table" in now:
            return f"```python\n{LOAD_CODE}\n```"
        if "Delete the scratch" in now:
            return f"```python\n{DELETE_CODE}\n```"
        return SUMMARY

    def _help(self, prompt: str) -> str:
        if prompt.startswith("Rewrite"):
            return REFINED
        if "Choose the correction" in prompt:
            return json.dumps({"intent": "refine_output", "target_step": None, "confidence": 0.9,
                               "reason": "the content is right, its form is not"})
        if "asks a question" in prompt:
            return "Nothing has run yet: the plan was rejected before its first step."
        return "Back to the result review of the sales summary."


def scripted_copilot(store: str | Path, *, max_retries: int = 3, planning_seconds: float = PLANNING_SECONDS):
    models = BrowserModels(planning_seconds)
    return Copilot(store=str(store), planner=models.planner, executor=models.executor, helper=models.helper,
                   policy=ReviewPolicy(max_retries=max_retries), memory=False)
