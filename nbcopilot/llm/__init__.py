"""LLM roles (planner, executor, helper) on LlamaIndex, with an embedded model that works offline.

Light to import: provider packages, LlamaIndex and xllamacpp load on first use.
"""
from nbcopilot.llm.calls import CallPolicy
from nbcopilot.llm.parsing import Plan, PlannedStep, StepDraft
from nbcopilot.llm.roles import Roles

__all__ = ["Roles", "Plan", "PlannedStep", "StepDraft", "CallPolicy"]
