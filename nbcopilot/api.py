"""The public Python API: Copilot and Task (stable; README.md, "From Python"). Scripts, tests and the notebook face
all call this."""
from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import Any

from nbcopilot.engine import views
from nbcopilot.engine.policy import ReviewPolicy
from nbcopilot.records import TaskSnapshot
from nbcopilot.engine.runner import Runner
from nbcopilot.engine.states import Anchor, State, StepStatus
from nbcopilot.engine.timeline import Correction, TimelineEvent, correction_of
from nbcopilot.engine.timeline import timeline as read_timeline
from nbcopilot.errors import AmbiguousTask, BadInput, TaskNotFound


@dataclass(frozen=True)
class StepView:
    index: int
    """0-based position in the plan (the forms show it as index + 1)."""
    description: str
    kind: str
    risky: bool
    status: str
    output: Any
    """Text for a text step or an edited output; an ExecResult for a code run; None before it runs."""
    code: str | None
    """The executor's draft (code for a python step, text for a text step)."""
    risk: tuple[str, ...]
    attempt: int


@dataclass(frozen=True)
class ReviewView:
    id: str
    anchor: str
    step: int | None
    content: Any
    """The current output: the plan (list of steps), a step's code before it runs, or a step's output."""
    next_plan: dict | None
    """The step the agent will do next once this review is approved; None when the task would end."""
    reason: str
    deadline: float | None
    lessons: tuple[str, ...] = ()
    """At the plan review: the lessons from past corrections the planner was given."""
    data: str = ""
    """At the plan review: the analyst's data the copilot took into account (DataFrames, files)."""
    unverified: tuple[str, ...] = ()
    """Numbers and names in a text output that no computed output of the task contains."""


class Result(str):
    """The final answer. It reads as text — the computed answer first, then any prose — and keeps its parts."""

    answer: str | None
    """The computed answer stated plainly ("Gentoo", "4201.75", "Biscoe, Dream"); None when the last code step
    computed a table or nothing."""
    computed: Any
    """The last code step's output (an ExecResult: value, tables, figures), None when no code ran."""
    prose: str | None
    """The text the last step wrote (a text step, or an output the analyst edited)."""

    def __new__(cls, answer: str | None, computed: Any, prose: str | None, *, lead: bool = True) -> "Result":
        if prose is not None and (answer is None or answer in prose or not lead):
            text = prose
        elif prose is not None:
            text = f"{answer}\n\n{prose}"
        else:
            text = answer if answer is not None else (computed.text() if computed is not None else "")
        result = super().__new__(cls, text)
        result.answer, result.computed, result.prose = answer, computed, prose
        return result


class Task:
    """A handle on one task. Its fields are the store's view as of the last call; `refresh()` re-reads it."""

    def __init__(self, copilot: Copilot, snapshot: TaskSnapshot, resume_message: str | None = None):
        self._cp = copilot
        self._set(snapshot)
        self.resume_message = resume_message

    def _set(self, snapshot: TaskSnapshot) -> Task:
        self._snapshot = snapshot
        self._caused: str | None = None  # "edit" / "reject" when the last move through this handle made a correction
        runs = self._cp._store.latest_runs(snapshot.id)
        self.plan = [StepView(s.index, s.description, s.kind, s.risky, s.status.value,
                              views.output_view(runs[s.index].output) if s.index in runs and
                              runs[s.index].status != "running" else None,
                              s.content, s.risk, s.attempt) for s in snapshot.plan]
        review = snapshot.review
        planned = self._cp._plan_notes(snapshot.id) if review and review.anchor is Anchor.AFTER_PLAN else {}
        self.review = None if review is None else ReviewView(
            review.id, review.anchor.value, review.step, views.review_content(snapshot, runs),
            views.next_plan(snapshot), review.reason, review.deadline, tuple(planned.get("lessons", ())),
            planned.get("data", ""), tuple(views.unverified_claims(snapshot, runs)))
        self._runs = runs
        return self

    def _do(self, action, *args) -> Task:
        # one hold of the store for the move and the re-read that follows it
        with self._cp._store.session():
            return self._set(action(*args))

    id = property(lambda self: self._snapshot.id)
    goal = property(lambda self: self._snapshot.goal)
    state = property(lambda self: self._snapshot.state.value)
    note = property(lambda self: self._snapshot.note, doc="Why the task rests where it is (pause reason, outage).")
    rejections = property(lambda self: self._snapshot.rejections)
    question = property(lambda self: self._snapshot.question,
                        doc="The clarifying question asked before planning, its suggestions and the answer given.")

    @property
    def result(self) -> Result | None:
        """The final answer: what the last code step computed (stated plainly) and the prose after it."""
        if not self.plan:
            return None
        computed = next((s.output for s in reversed(self.plan)
                         if s.kind == "python" and s.status == "done" and not isinstance(s.output, str)
                         and s.output is not None), None)
        last = self.plan[-1].output
        prose = last if isinstance(last, str) else None
        if computed is None and prose is None:
            return None
        run = self._runs.get(self.plan[-1].index)
        analysts = run is not None and run.status in ("edited", "supplied")  # the analyst's words stand alone
        return Result(views.stated_answer(computed), computed, prose, lead=not analysts)

    def approve(self, *, review: str | None = None) -> Task:
        return self._do(self._cp._runner.approve, self.id, review)

    def edit(self, content: Any, *, review: str | None = None) -> Task:
        self._do(self._cp._runner.edit, self.id, content, review)
        self._caused = "edit"
        return self

    def reject(self, feedback: str, intent: str | None = None, step: int | None = None, *,
               review: str | None = None) -> Task:
        self._do(self._cp._runner.reject, self.id, feedback, intent, step, review)
        self._caused = "reject"
        return self

    @property
    def correction(self) -> Correction | None:
        """The correction the last edit or reject through this handle made — its intent, the classifier's
        confidence, the feedback — as the store recorded it; None after any other move."""
        return correction_of(self._cp._store, self.id, self._caused) if self._caused else None

    def pause(self, reason: str | None = None) -> Task:
        return self._do(self._cp._runner.pause, self.id, reason)

    def cancel(self) -> Task:
        return self._do(self._cp._runner.cancel, self.id)

    def supply(self, step: int, output: Any) -> Task:
        """In human takeover: give a step's output yourself; the step counts as done."""
        return self._do(self._cp._runner.supply, self.id, step, output)

    def hand_back(self) -> Task:
        """In human takeover: let the copilot continue from where the task stands."""
        return self._do(self._cp._runner.hand_back, self.id)

    def ask(self, question: str) -> str:
        """In human takeover (or any time): ask the helper model about the task; nothing changes."""
        if not isinstance(question, str) or not question.strip():
            raise BadInput("ask a question in words, e.g. task.ask('why did step 2 fail?').")
        return self._cp._runner.answer(self.id, question)

    def fork(self, review: str | None = None, seq: int | None = None) -> Task:
        """A new task from an earlier checkpoint of this one — the review `review` (its id) or transition `seq` —
        with the plan and the outputs it had then; this task is not touched. Code this task ran after that
        point is not undone: `origin["ran_after"]` lists it, and the fork's `rebuild()` re-runs its own
        finished code steps to bring the kernel's variables back to that point."""
        with self._cp._store.session():
            return Task(self._cp, self._cp._runner.fork(self.id, review=review, seq=seq))

    origin = property(lambda self: self._snapshot.origin,
                      doc='Where a fork began: {"task", "seq", "review", "ran_after"}; None for a task never forked.')

    def refresh(self) -> Task:
        """Re-read the task (and apply an expired review deadline)."""
        return self._do(self._cp._runner.expire_due, self.id)

    def history(self):
        return self._cp.history(self.id)

    def rebuild_offer(self) -> list[dict]:
        """The finished code steps whose variables a fresh kernel lacks; nothing runs until you call rebuild()."""
        return self._cp._runner.rebuild_offer(self.id)

    def rebuild(self, *, include_risky: bool = False) -> list[dict]:
        """Re-run the finished code steps, in order, to rebuild this kernel's variables. Risky steps are held
        back unless you approve them with include_risky=True. The task's state and record do not change."""
        return self._cp._runner.rebuild(self.id, include_risky=include_risky)

    def __repr__(self) -> str:
        waiting = f", review={self.review.anchor}" if self.review else ""
        return f"<Task {self.id} {self.state}{waiting}: {self.goal[:60]!r}>"


LESSONS = ("team", "mine")
"""Whose lessons a Copilot plans with: everyone's who shares the store, or only its own analyst's."""


class Copilot:
    def __init__(self, store: str | os.PathLike | None = None, llm: Any = None, planner: Any = None,
                 executor: Any = None, helper: Any = None, embed_model: Any = None,
                 policy: ReviewPolicy | None = None, namespace: dict | None = None, *,
                 memory: bool = True, lock_timeout: float = 60.0, analyst: str | None = None,
                 lessons: str = "team"):
        from nbcopilot.store.factory import open_store

        if policy is not None and not isinstance(policy, ReviewPolicy):
            raise BadInput("policy must be a ReviewPolicy, e.g. ReviewPolicy(anchors=('after_plan', 'before_result')).")
        if lessons not in LESSONS:
            raise BadInput(f"lessons must be 'team' (everyone's who shares the store) or 'mine' (this analyst's "
                           f"only), not {lessons!r}.")
        if analyst is not None and (not isinstance(analyst, str) or not analyst.strip()):
            raise BadInput("analyst must be a name, e.g. Copilot(analyst='ana'); leave it out to use the OS user.")
        # lessons: whose lessons shape this kernel's plans; a team learns together unless an analyst asks not to
        self._lessons = lessons
        self.policy = policy or ReviewPolicy()
        # analyst: whom this kernel's tasks belong to (None: NBCOPILOT_ANALYST, else the OS user)
        self._store = open_store(store if store is not None else default_store_path(), lock_timeout=lock_timeout,
                                 analyst=analyst)
        self._llm_specs = (llm, planner, executor, helper)
        self._roles = None
        self._embed_model = embed_model
        self._memory = None
        self._namespace = namespace
        self._runner = Runner(self._store, self.roles, self.policy, self.namespace,
                              self.memory if memory else None)

    @property
    def store_path(self) -> str:
        return self._store.path

    def roles(self):
        if self._roles is None:
            from nbcopilot.llm.roles import CallPolicy, Roles

            self._roles = Roles.build(*self._llm_specs, policy=CallPolicy.from_env())
        return self._roles

    def memory(self):
        if self._memory is None:
            from nbcopilot.memory.index import Memory

            mine = self._store.analyst if self._lessons == "mine" else None
            self._memory = Memory(self._store, self._embed_model, lessons_of=mine)
        return self._memory

    def namespace(self) -> dict:
        if self._namespace is None:
            shell = _ipython()
            self._namespace = shell.user_ns if shell is not None else {}
        return self._namespace

    # -- tasks ----------------------------------------------------------------------------------

    def start(self, goal: str) -> Task:
        with self._store.session():
            return Task(self, self._runner.start(goal))

    def task(self, task_id: str) -> Task:
        """A handle on a task by id or unique id prefix, without changing it."""
        return Task(self, self._store.load(self._resolve(task_id, by_meaning=False)))

    def latest_task(self) -> Task | None:
        """A handle on the most recently active unfinished task (the one `resume()` brings back), None if none."""
        task_id = self._store.latest_unfinished()
        return None if task_id is None else Task(self, self._store.load(task_id))

    def resume(self, ref: str | None = None, *, take_over: bool = False, grant_tokens: int | None = None) -> Task:
        """Bring back a task by id, id prefix or words; None → the most recently active unfinished task.
        `grant_tokens` adds to the task's token budget (ReviewPolicy.max_tokens) before it goes on."""
        with self._store.session():
            task_id = self._resolve(ref)
            snapshot = self._runner.resume(task_id, take_over=take_over, grant_tokens=grant_tokens)
            return Task(self, snapshot, self._runner.resume_message(snapshot))

    def _resolve(self, ref: str | None, *, by_meaning: bool = True) -> str:
        if ref is None:
            task_id = self._store.latest_unfinished()
            if task_id is None:
                raise TaskNotFound("there is no unfinished task to resume; start one with cp.start('your goal').")
            return task_id
        if not isinstance(ref, str) or not ref.strip():
            raise BadInput("name the task to resume by its id, an id prefix, or words that describe it.")
        ref = ref.strip()
        matches = self._store.match(ref)
        if len(matches) == 1 or (matches and matches[0]["id"] == ref):
            return matches[0]["id"]
        if len(matches) > 1:
            raise AmbiguousTask(f"{len(matches)} tasks start with {ref!r}; give more of the id.", matches)
        if not by_meaning:
            raise TaskNotFound(f"there is no task {ref!r}; list tasks with cp.tasks().")
        return self._runner.find_by_meaning(ref)

    # -- the record --------------------------------------------------------------------------

    def _plan_notes(self, task_id: str) -> dict:
        """What the latest plan was made from: the lessons it was given and the data it took into account."""
        return self._store.latest_payload(task_id, "planned") or {}

    def tasks(self):
        return self._store.task_table()

    def history(self, task_id: str):
        from nbcopilot.metrics import queries

        task_id = self._resolve(task_id, by_meaning=False)
        return queries.history(self._store, task_id)

    def timeline(self, task_id: str) -> list[TimelineEvent]:
        """The task's transitions, oldest first, each edit or reject with the correction it made (the
        notebook's timeline draws these); a fork made from the task shows as a "forked" event."""
        return read_timeline(self._store, self._resolve(task_id, by_meaning=False))

    def corrections(self):
        from nbcopilot.metrics import queries

        return queries.corrections(self._store)

    def metrics(self, prices: dict | None = None, *, analyst: str | None = None):
        """One row per task (see nbcopilot.metrics.queries); `prices` (model → US$ per million prompt and
        answer tokens) adds to nbcopilot.metrics.cost.PRICES for the cost column; `analyst` keeps one
        analyst's tasks (None: the whole store, a team's when it is shared)."""
        from nbcopilot.metrics import queries

        with self._store.session():
            return queries.task_metrics(self._store, prices, analyst=analyst)

    def report(self, period: str = "week", prices: dict | None = None, *, analyst: str | None = None) -> str:
        from nbcopilot.metrics import report

        with self._store.session():
            return report.report(self._store, period, prices=prices, analyst=analyst)

    def close(self) -> None:
        self._store.close()

    def __enter__(self) -> Copilot:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def default_store_path() -> str:
    from platformdirs import user_data_dir

    return os.path.join(user_data_dir("nbcopilot", appauthor=False), "copilot.duckdb")


def _ipython():
    ipython = sys.modules.get("IPython")  # never import IPython just to look for a shell
    return ipython.get_ipython() if ipython is not None else None


__all__ = ["Copilot", "Task", "Result", "StepView", "ReviewView", "ReviewPolicy", "Anchor", "State", "StepStatus",
           "Correction", "TimelineEvent"]
