"""The units of work a task does in its working states: make a plan, draft a step, run a step, recover an
interrupted step, and rewrite an output from feedback. Each ends in one committed move; the store is let go
while a model answers or code runs."""
from __future__ import annotations

import os
from dataclasses import replace
from typing import Any, Callable

from nbcopilot.analysis import offline
from nbcopilot.analysis.context import resolve_goal
from nbcopilot.engine import views
from nbcopilot.engine.calls import ModelCalls
from nbcopilot.engine.committer import Committer, move
from nbcopilot.engine.learning import Learning
from nbcopilot.engine.policy import ReviewPolicy
from nbcopilot.engine.protocols import RolesProvider
from nbcopilot.engine.states import Anchor, Event, State, StepStatus
from nbcopilot.memory.working import omitted, roll_summary
from nbcopilot.records import Move, Step, StepRun, TaskSnapshot
from nbcopilot.store.base import Store
from nbcopilot.text import storable

STEP_MEMORY_CHARS = 600
"""How much of a step's output its memory record keeps: embedding a long output costs seconds on 2 cores."""
DATA_CHARS = 2500
"""Bound on the description of the analyst's data in an executor prompt."""


class Work:
    """Does the work of a task's working states with the roles, the analyst's namespace and memory."""

    def __init__(self, store: Store, policy: ReviewPolicy, roles: RolesProvider, namespace: Callable[[], dict],
                 learning: Learning, calls: ModelCalls, committer: Committer):
        self._store = store
        self._policy = policy
        self._roles = roles
        self._namespace = namespace
        self._learning = learning
        self._calls = calls
        self._apply = committer.apply
        self.ran_here: set[str] = set()
        """Tasks whose code ran in this process, so this kernel has their variables."""

    def plan(self, task: TaskSnapshot) -> TaskSnapshot:
        """Plan (or replan from the feedback), or ask one clarifying question first when the data is unclear."""
        from nbcopilot.analysis.question import one_ranking

        with one_ranking():  # (is the goal's data unclear, which table: one ranking of the analyst's tables)
            return self._plan(task)

    def _plan(self, task: TaskSnapshot) -> TaskSnapshot:
        rejected = [s.description for s in task.plan] if task.state is State.REPLANNING else None
        feedback = "\n".join(task.feedback) or None
        namespace = self._namespace()
        context = notebook_context(namespace, task.goal)
        question = self._clarifying_question(task, namespace, context)
        if question is not None:  # before any plan: which of the analyst's data is meant
            return self._apply(task, move(Event.ASKED, content=question))
        lessons = self._learning.lessons(task.goal)
        roles = self._roles()
        record = self._calls.recorder(task.id)
        steps, fallback, asked = None, None, None
        with self._store.idle():
            if roles.small_planner:  # a tiny model cannot write analysis code: read the question by design
                question = f"{feedback}. {task.goal}" if feedback else task.goal
                available = offline.tables(namespace, context)
                steps = offline.plan(question, available, embed=_embed,
                                     choose=lambda prompt, schema: roles.choose(prompt, schema, record=record))
                if steps is None and available:  # unread: ask once which figure, then say so; never free-form
                    asked = offline.unread_question(question, available, embed=_embed) \
                        if task.state is State.PLANNING and task.question is None and not context.missing \
                        and Anchor.BEFORE_PLAN in self._policy.anchors else None
                    steps = None if asked else offline.unread_plan(task.goal, available)
            if steps is None and asked is None:
                plan = roles.plan(resolve_goal(task.goal, namespace), lessons=lessons, rejected_plan=rejected,
                                  feedback=feedback, data=context.render(), record=record, progress=task.summary)
                steps, fallback = plan.steps, plan.fallback
        if asked is not None:
            return self._apply(task, move(Event.ASKED, content=asked))
        steps = self.numbered(task.id, [views.planned_step(s) for s in steps])
        note = missing_data_note(context)
        return self._apply(task, move(Event.PLANNED, steps=steps, reason=fallback, content={
            "lessons": lessons, "data": context.summary(), **({"note": note} if note else {})}))

    def draft(self, task: TaskSnapshot, step: Step) -> TaskSnapshot:
        """Write a step's code or text: rendered from a planned operation, stated from computed values, or
        drafted by the executor; its risk is assessed on what was written."""
        namespace = self._namespace()
        roles = self._roles()
        spec = step.spec or {}
        fallback = None
        if step.kind == "python" and "op" in spec:  # rendered from the planned operation (its next reading on repair)
            content = offline.code(spec, namespace, step.repairs)
        elif step.kind == "text" and spec.get("say"):  # what the plan already knows to say (an unread question)
            content = spec["say"]
        elif step.kind == "text" and (spec.get("answer") or roles.small_executor):
            content = self._stated_answer(task)  # from what the task computed, never from a small model's pen
        else:
            runs = self._store.latest_runs(task.id, runs_for_draft(task, step))
            context = views.working_context(task, runs, self._learning.memories(task, step))
            computed = views.computed_outputs(task, runs) if step.kind == "text" else ""
            data = notebook_context(namespace, task.goal).render(DATA_CHARS)
            with self._store.idle():
                draft = roles.write_step(resolve_goal(task.goal, namespace), step.description, step.kind,
                                         context=context, hint=step.hint, data=data, error=step.error,
                                         computed=computed, record=self._calls.recorder(task.id))
            content, fallback = draft.content, draft.fallback
        content = storable(content)
        risk = views.assess(step.description, step.kind, content, namespace)
        return self._apply(task, move(Event.DRAFTED, step=step.index, content=content, risk=risk, reason=fallback))

    def run(self, task: TaskSnapshot, step: Step) -> TaskSnapshot:
        """Run a drafted step in the analyst's namespace and record its output, its run and a memory of it."""
        attempt = step.attempt + 1
        # "running" is committed before the code starts: a crash now leaves a trace, never a silent re-run
        code = step.content if step.kind == "python" else None  # a text step's draft is its output: keep it once
        task = self._apply(task, move(Event.STARTED, step=step.index),
                           run=StepRun(task.id, step.index, attempt, "running", code, None))
        self.ran_here.add(task.id)
        with self._store.idle():
            output, ok, interrupted = views.execute(step, self._namespace())
        status = "done" if ok else "interrupted" if interrupted else "failed"
        summary = self._rolled(task, step, output) if ok else None
        task = self._apply(task, move(Event.FINISHED, step=step.index, ok=ok, interrupted=interrupted,
                                      reason=None if ok else output.get("error"), summary=summary),
                           run=StepRun(task.id, step.index, attempt, status, code, output))
        # the full output stays in the step's run; memory needs enough of it to be found again
        self._learning.remember("step", f"{step.description}\n{views.output_text(output)[:STEP_MEMORY_CHARS]}",
                                task.id, step.index)
        return task

    def recover(self, task: TaskSnapshot) -> TaskSnapshot:
        """A step left running by a dead driver is marked interrupted, in its run too, and goes to review."""
        running = next((s for s in task.plan if s.status is StepStatus.RUNNING), None)
        run = None if running is None else StepRun(task.id, running.index, running.attempt, "interrupted",
                                                   running.content, None)
        return self._apply(task, move(Event.RECOVER), run=run)

    def refine(self, task: TaskSnapshot, rejection: Move, feedback: str,
               runs: dict[int, StepRun]) -> tuple[Move, StepRun | None, Any]:
        """For a refine_output rejection: the content rewritten from the feedback without running anything.

        Returns:
            (the rejection carrying the rewrite, the run that records a rewritten output or None, the rewrite
            as the correction's "after").
        """
        review = task.review
        roles = self._roles()
        record = self._calls.recorder(task.id)
        with self._store.idle():
            if review.anchor is Anchor.AFTER_PLAN:
                plan = roles.plan(task.goal, rejected_plan=[s.description for s in task.plan], feedback=feedback,
                                  record=record)
                steps = self.numbered(task.id, [views.planned_step(s) for s in plan.steps])
                return replace(rejection, steps=steps), None, [s["description"] for s in steps]
            step = task.step(review.step)
            if review.anchor is Anchor.BEFORE_RISKY_STEP:
                code = storable(roles.refine(step.content or "", feedback, record=record))
                risk = views.assess(step.description, step.kind, code, self._namespace())
                return replace(rejection, content=code, risk=risk), None, code
            text = roles.refine(views.output_text(runs[step.index].output if step.index in runs else None),
                                feedback, record=record)
        run = StepRun(task.id, step.index, step.attempt + 1, "refined", step.content, {"text": text})
        return rejection, run, text

    def numbered(self, task_id: str, steps: Any) -> tuple[dict, ...]:
        """A new plan's steps continue the output numbering of earlier plans at their position, so every run
        of the task keeps its own (step, attempt) row and nothing an earlier plan produced is overwritten."""
        last = self._store.last_attempts(task_id)
        return tuple({**step, "attempt": last.get(i, 0)} for i, step in enumerate(steps))

    def _rolled(self, task: TaskSnapshot, step: Step, output: dict) -> str:
        """The rolling summary with this step's finding added. Lines come from the recorded output; only when
        older lines would be dropped does a capable helper fold them into one line (a model call every few
        steps at most, never with the tiny embedded model, whose summary would not be true)."""
        line = views.finding(step, output)
        rolled = roll_summary(task.summary, line, limit=views.SUMMARY_CHARS)
        roles = self._roles()
        if omitted(rolled) <= omitted(task.summary) or roles.helper_is_embedded:
            return rolled
        with self._store.idle():
            digest = roles.summarise(task.summary.splitlines(), limit=views.SUMMARY_CHARS // 3,
                                     record=self._calls.recorder(task.id))
        digest = " ".join(digest.split())
        return roll_summary(f"Earlier: {digest}", line, limit=views.SUMMARY_CHARS) if digest else rolled

    def _clarifying_question(self, task: TaskSnapshot, namespace: dict, context: Any) -> dict | None:
        """One question when the goal names no data and two or more of the analyst's tables could fit."""
        if task.state is not State.PLANNING or task.question is not None or task.plan or \
                Anchor.BEFORE_PLAN not in self._policy.anchors or context.mentioned or context.missing:
            return None
        from nbcopilot.analysis.question import ambiguous

        names = ambiguous(task.goal, offline.tables(namespace, context), _embed)
        if not names:
            return None
        return {"question": "Which data should I use for this?", "suggestions": names[:5]}

    def _stated_answer(self, task: TaskSnapshot) -> str:
        """The answer step's text, from the last computed value of the task."""
        done = [s for s in task.plan if s.status is StepStatus.DONE and s.kind == "python"]
        if not done:
            return "No step computed a value to state."
        run = self._store.latest_runs(task.id, [done[-1].index]).get(done[-1].index)
        output = (run.output if run else None) or {}
        tables = output.get("tables") or [None]
        return offline.answer_text(done[-1].description, output.get("value"), tables[0])


def runs_for_draft(task: TaskSnapshot, step: Step) -> list[int]:
    """The steps whose outputs a draft reads: the last finished one (working context) and, for a text step,
    the finished code steps it is written from. Not every finished step: a long task would read them all
    for each step (13 ms a step at 1000 steps)."""
    done = [s for s in task.plan if s.status is StepStatus.DONE]
    wanted = {s.index for s in done if s.kind == "python"} if step.kind == "text" else set()
    if done:
        wanted.add(done[-1].index)
    return sorted(wanted)


def notebook_context(namespace: dict, goal: str) -> Any:
    """What the analyst's namespace and working folder hold, as the models are told (bounded, no secrets)."""
    from nbcopilot.analysis.context import describe

    return describe(namespace, goal, os.getcwd())


def missing_data_note(context: Any) -> str:
    """One sentence when the goal names data that exists nowhere; empty otherwise."""
    if not context.missing:
        return ""
    names = ", ".join(context.missing)
    return (f"{names} {'is' if len(context.missing) == 1 else 'are'} not in the notebook or the working folder; "
            "load it or name data that exists, then reject this plan with the right name.")


def _embed(texts: Any, query: bool) -> Any:
    from nbcopilot.memory.embedding import embed_texts

    return embed_texts(texts, query=query)
