"""The runner: does the I/O around the pure machine — model calls, code steps, the store, memory.

Each public method loads the task from the store, applies the analyst's move, then drives the task
through its working states until it rests (a review, a pause, the end). The store is held only while
the runner works and let go during model calls and code steps.
"""
from __future__ import annotations

import os
import socket
import threading
import time
from dataclasses import replace
from typing import Any, Callable

from nbcopilot.analysis import offline
from nbcopilot.analysis.context import resolve_goal
from nbcopilot.engine import content as views
from nbcopilot.engine.budget import Budgets
from nbcopilot.engine.forking import forked
from nbcopilot.engine.machine import advance, check, next_step
from nbcopilot.engine.policy import ReviewPolicy
from nbcopilot.records import Move, Step, TaskSnapshot, Transition
from nbcopilot.engine.states import Anchor, Event, Intent, State, StepStatus, WORKING
from nbcopilot.errors import AmbiguousTask, BadInput, BudgetExceeded, LLMUnavailable, TaskBusy, TaskNotFound
from nbcopilot.llm import streaming
from nbcopilot.text import storable
from nbcopilot.memory.working import omitted, roll_summary
from nbcopilot.secrets import redact
from nbcopilot.records import CorrectionRecord, StepRun
from nbcopilot.store.base import Store

AMBIGUITY_MARGIN = 0.02
"""Matches scoring within this of the best are too close to choose between: the analyst picks."""
STEP_MEMORY_CHARS = 600
"""How much of a step's output its memory record keeps: embedding a long output costs seconds on 2 cores."""
DATA_CHARS = 2500
"""Bound on the description of the analyst's data in an executor prompt."""
INTENT_HELP = "use replan, retry_step or refine_output (or leave it out to let the copilot decide)"


def new_id(prefix: str = "") -> str:
    return prefix + os.urandom(5).hex()


def _check_step(task: TaskSnapshot, step: Any) -> None:
    if not (isinstance(step, int) and 0 <= step < len(task.plan)):
        raise BadInput(f"step {step!r} is not in the plan; give a step index from 0 to {len(task.plan) - 1}.")


class Runner:
    def __init__(self, store: Store, roles: Callable[[], Any], policy: ReviewPolicy,
                 namespace: Callable[[], dict], memory: Callable[[], Any] | None = None):
        self.store = store
        self._roles = roles
        self.policy = policy
        self._namespace = namespace
        self._memory = memory
        self.owner = f"pid {os.getpid()} on {socket.gethostname()} ({new_id()})"
        self._locks: dict[str, threading.Lock] = {}
        self._locks_guard = threading.Lock()
        self._pause_requests: dict[str, str | None] = {}
        self._stops: dict[str, threading.Event] = {}
        """Set by pause() while a task is driven: a model answer being streamed for it ends at once."""
        self._driving: set[str] = set()
        self._ran_here: set[str] = set()
        """Tasks whose code ran in this process, so this kernel has their variables."""
        self._budgets = Budgets(store, policy.max_tokens)

    # -- the analyst's moves ----------------------------------------------------------------------

    def start(self, goal: str) -> TaskSnapshot:
        if not isinstance(goal, str) or not goal.strip():
            raise BadInput("the goal is empty; say what you want done, e.g. cp.start('top 3 regions by revenue in sales.csv').")
        task = TaskSnapshot(id=new_id(), goal=goal.strip(), state=State.PLANNING)
        with self.store.session():
            self.store.create(task, Transition(None, State.PLANNING, Event.START,
                                              payload={"policy": self.policy.to_json()}), owner=self.owner)
            self._remember("goal", task.goal, task.id)
            self._budgets.hold(task.id, task.granted)
            with self._lock(task.id):
                return self._drive(task)

    def approve(self, task_id: str, review: str | None = None) -> TaskSnapshot:
        return self._act(task_id, lambda task: self._learn(
            self._apply(task, self._move(Event.APPROVE, review_id=review))))

    def edit(self, task_id: str, content: Any, review: str | None = None) -> TaskSnapshot:
        def act(task: TaskSnapshot) -> TaskSnapshot:
            self._require(task, Event.EDIT, review)
            before = views.review_content(task, self._review_runs(task))
            move, run, after = views.edit_move(task, content)
            if move.steps:
                move = replace(move, steps=self._numbered(task.id, move.steps))
            correction = self._correction(task, "edit", before=before, after=after)
            return self._learn(self._apply(task, replace(move, review_id=review, now=time.time(),
                                                         new_review_id=new_id("r-")), run=run, correction=correction))
        return self._act(task_id, act)

    def reject(self, task_id: str, feedback: str, intent: str | None = None, step: int | None = None,
               review: str | None = None) -> TaskSnapshot:
        if not isinstance(feedback, str) or not feedback.strip():
            raise BadInput("say why you reject it, e.g. task.reject('use revenue, not units sold').")
        if intent is not None:
            try:
                intent = Intent(intent)
            except ValueError:
                raise BadInput(f"unknown intent {intent!r}; {INTENT_HELP}.") from None

        def act(task: TaskSnapshot) -> TaskSnapshot:
            self._require(task, Event.REJECT, review)
            if step is not None:
                _check_step(task, step)
            chosen, confidence, classifier, target = intent, 1.0, "explicit", step
            if chosen is None:
                verdict = self._roles().classify(feedback, anchor=task.review.anchor.value,
                                                 plan_size=len(task.plan), record=self._recorder(task.id))
                chosen, confidence, classifier = Intent(verdict.intent), verdict.confidence, verdict.classifier
                if target is None and verdict.target_step is not None and verdict.target_step <= len(task.plan):
                    target = verdict.target_step - 1  # the analyst counts steps from 1
            runs = self._review_runs(task)
            before = views.review_content(task, runs)
            move = self._move(Event.REJECT, review_id=review, feedback=feedback, intent=chosen, step=target)
            run, after = None, None
            if chosen is Intent.REFINE_OUTPUT and not self._hands_over(task):
                move, run, after = self._refine(task, move, feedback, runs)
            correction = self._correction(task, "reject", intent=chosen, confidence=confidence,
                                          classifier=classifier, feedback=feedback, before=before, after=after,
                                          step=target)
            self._remember("feedback", feedback, task.id, target)
            return self._apply(task, move, run=run, correction=correction)
        return self._act(task_id, act)

    def pause(self, task_id: str, reason: str | None = None) -> TaskSnapshot:
        if task_id in self._driving:  # a worker thread is driving it: stop at the next safe point
            self._pause_requests[task_id] = reason
            self._stops.get(task_id, threading.Event()).set()
            return self.store.load(task_id)
        return self._act(task_id, lambda task: self._apply(task, self._move(Event.PAUSE, reason=reason)), drive=False)

    def cancel(self, task_id: str, reason: str | None = None) -> TaskSnapshot:
        return self._act(task_id, lambda task: self._apply(task, self._move(Event.CANCEL, reason=reason)), drive=False)

    def supply(self, task_id: str, step: int, output: Any) -> TaskSnapshot:
        def act(task: TaskSnapshot) -> TaskSnapshot:
            _check_step(task, step)
            self._require(task, Event.SUPPLY, None)
            run = StepRun(task.id, step, task.step(step).attempt + 1, "supplied", None, views.as_output(output))
            return self._apply(task, self._move(Event.SUPPLY, step=step), run=run)
        return self._act(task_id, act, drive=False)

    def hand_back(self, task_id: str) -> TaskSnapshot:
        return self._act(task_id, lambda task: self._apply(task, self._move(Event.HAND_BACK)))

    def resume(self, task_id: str, *, take_over: bool = False, grant_tokens: int | None = None) -> TaskSnapshot:
        if grant_tokens is not None and not (isinstance(grant_tokens, int) and grant_tokens > 0):
            raise BadInput(f"grant_tokens is a positive whole number of tokens, not {grant_tokens!r}.")

        def act(task: TaskSnapshot) -> TaskSnapshot:
            if grant_tokens:
                self._require(task, Event.GRANT, None)
                task = self._apply(task, self._move(Event.GRANT, tokens=grant_tokens))
                self._budgets.hold(task.id, task.granted)
            if task.state is State.PAUSED:
                return self._apply(task, self._move(Event.RESUME))
            if task.state in WORKING:  # its driver died (or was told to step aside): pick it up safely
                return self._recover(task)
            return task
        return self._act(task_id, act, take_over=take_over)

    def fork(self, task_id: str, *, review: str | None = None, seq: int | None = None) -> TaskSnapshot:
        """A new task from the checkpoint at `review` (the transition that opened it) or at transition `seq`:
        its plan, its outputs up to there and its review, under a new id; the original is not touched."""
        if (review is None) == (seq is None):
            raise BadInput("fork from one point: task.fork(review='r-…') or task.fork(seq=3); the timeline "
                           "(%copilot history) lists the reviews and transitions.")
        if seq is not None and (isinstance(seq, bool) or not isinstance(seq, int) or seq < 0):
            raise BadInput(f"seq is a transition number (0 or more) from the task's history, not {seq!r}.")
        with self.store.session():
            source = self.store.load(task_id)
            seq = self.store.seq_of_review(task_id, review) if review is not None else seq
            if seq > source.seq:
                raise BadInput(f"task {task_id} has no transition {seq} yet; its last is {source.seq}.")
            at = self.store.load_at(task_id, seq)
            fork = forked(source, at, self.store.latest_runs(task_id), task_id=new_id(),
                          new_review_id=lambda: new_id("r-"), now=time.time(),
                          review_timeout=self.policy.review_timeout)
            self.store.fork(at, fork, Transition(None, fork.state, Event.FORK,
                                                 fork.review.anchor if fork.review else None,
                                                 fork.review.step if fork.review else None,
                                                 payload={f"from_{k}": v for k, v in fork.origin.items()}))
            self._remember("goal", fork.goal, fork.id)
        # a checkpoint taken while work ran goes on working (a step caught running is reviewed as interrupted)
        return self._act(fork.id, lambda task: task) if fork.state in WORKING else fork

    def expire_due(self, task_id: str) -> TaskSnapshot:
        return self._act(task_id, lambda task: task)

    # -- reading and talking about a task ------------------------------------------------------------

    def resume_message(self, task: TaskSnapshot) -> str:
        done = [s.description for s in task.plan if s.status is StepStatus.DONE]
        upcoming = next_step(task)
        with self.store.session(), self.store.idle():
            message = self._roles().resume_message(task.goal, done, upcoming.description if upcoming else None,
                                                   task.state.value, record=self._recorder(task.id))
        code_steps = task.id not in self._ran_here and self.rebuild_offer(task.id)
        if code_steps:
            message += (f" This kernel lacks the variables of {len(code_steps)} finished code step(s): "
                        "task.rebuild() re-runs the safe ones; risky ones wait for task.rebuild(include_risky=True).")
        return message

    def rebuild_offer(self, task_id: str) -> list[dict]:
        with self.store.session():
            task = self.store.load(task_id)
            runs = self.store.latest_runs(task_id)
        return [{"step": s.index, "description": s.description, "code": s.content, "risky": s.risky,
                 "risk": list(s.risk)} for s in task.plan
                if s.kind == "python" and s.status is StepStatus.DONE and s.index in runs
                and runs[s.index].status == "done"]

    def rebuild(self, task_id: str, *, include_risky: bool = False) -> list[dict]:
        report = []
        for offer in self.rebuild_offer(task_id):
            if offer["risky"] and not include_risky:
                report.append({"step": offer["step"], "status": "held", "risk": offer["risk"]})
                continue
            output, ok, _ = views.execute(Step(offer["step"], offer["description"], "python", content=offer["code"]),
                                          self._namespace())
            report.append({"step": offer["step"], "status": "ok" if ok else "failed",
                           "error": None if ok else output.get("error")})
        self._ran_here.add(task_id)
        return report

    def answer(self, task_id: str, question: str) -> str:
        with self.store.session():
            task = self.store.load(task_id)
            runs = self.store.latest_runs(task_id)
            lines = [f"Goal: {task.goal}", f"State: {task.state.value}" + (f" ({task.note})" if task.note else "")]
            lines += [f"Step {s.index + 1} [{s.status.value}]: {s.description}" for s in task.plan]
            context = views.working_context(task, runs, []) + "\n" + "\n".join(lines)
            with self.store.idle():
                return self._roles().answer(question, context[-6000:], record=self._recorder(task_id))

    def find_by_meaning(self, words: str) -> str:
        """The task the words describe; several close matches → the analyst picks; none → a clear error."""
        hits = self._memory().find_tasks(words, k=5) if self._memory is not None else []
        known = {row["id"]: row for row in self.store.match("")} if hits else {}
        hits = [(task_id, score) for task_id, score in hits if task_id in known]
        if not hits:
            raise TaskNotFound(f"no task matches {words!r}; list tasks with cp.tasks() and resume one by its id.")
        best = hits[0][1]
        close = [(task_id, score) for task_id, score in hits if best - score <= AMBIGUITY_MARGIN]
        if len(close) > 1:
            candidates = [{**known[task_id], "score": round(score, 3)} for task_id, score in close]
            listing = "; ".join(f"{c['id']} ({c['goal'][:50]})" for c in candidates)
            raise AmbiguousTask(f"several tasks match {words!r}: {listing}; resume one by its id.", candidates)
        return hits[0][0]

    # -- driving ------------------------------------------------------------------------------

    def _act(self, task_id: str, action: Callable[[TaskSnapshot], TaskSnapshot], *, drive: bool = True,
             take_over: bool = False) -> TaskSnapshot:
        with self.store.session(), self._lock(task_id):
            task = self.store.load(task_id)
            self._check_lease(task, take_over)
            task = self._expire(task)
            self._budgets.hold(task.id, task.granted)
            task = action(task)
            self._budgets.hold(task.id, task.granted)  # a grant raised the limit
            return self._drive(task) if drive else task

    def _drive(self, task: TaskSnapshot) -> TaskSnapshot:
        if task.state not in WORKING:
            return task
        self._driving.add(task.id)
        stop = self._stops[task.id] = threading.Event()
        heartbeat = _Heartbeat(lambda: self.store.renew_lease(task.id, self.owner), self.store.lease_seconds / 3)
        try:
            with streaming.stoppable(stop):
                while task.state in WORKING:
                    if task.id in self._pause_requests:
                        task = self._apply(task, self._move(Event.PAUSE, reason=self._pause_requests.pop(task.id)))
                        break
                    task = self._work(task)
            return task
        finally:
            heartbeat.stop()
            self._driving.discard(task.id)
            self._stops.pop(task.id, None)
            self._pause_requests.pop(task.id, None)

    def _work(self, task: TaskSnapshot) -> TaskSnapshot:
        """One unit of work in a working state: a plan, a draft, or a run."""
        try:
            if task.state in (State.PLANNING, State.REPLANNING):
                return self._plan(task)
            step = next_step(task)
            if step.status is StepStatus.RUNNING:  # left running by this very process: treat as interrupted
                return self._recover(task)
            if step.status is StepStatus.PENDING or step.content is None:
                return self._draft(task, step)
            return self._run(task, step)
        except BudgetExceeded as error:  # the analyst's limit, not an outage: a plain pause with its note
            return self._apply(task, self._move(Event.PAUSE, reason=str(error)))
        except LLMUnavailable as error:  # the note is stored and shown: never with a key a provider quoted
            return self._apply(task, self._move(Event.FAIL, reason=redact(str(error), self._model_secrets())))
        except streaming.StreamStopped:  # Pause or Cancel cut a model's answer short: the drive loop pauses now
            return task

    def _plan(self, task: TaskSnapshot) -> TaskSnapshot:
        rejected = [s.description for s in task.plan] if task.state is State.REPLANNING else None
        feedback = "\n".join(task.feedback) or None
        namespace = self._namespace()
        context = notebook_context(namespace, task.goal)
        question = self._clarifying_question(task, namespace, context)
        if question is not None:  # before any plan: which of the analyst's data is meant
            return self._apply(task, self._move(Event.ASKED, content=question))
        lessons = self._lessons(task.goal)
        roles = self._roles()
        steps, fallback = None, None
        with self.store.idle():
            if roles.small_planner:  # a tiny model cannot write analysis code: read the question by design
                question = f"{feedback}. {task.goal}" if feedback else task.goal
                steps = offline.plan(question, offline.tables(namespace, context), embed=_embed,
                                     choose=lambda prompt, schema: roles.choose(prompt, schema,
                                                                                record=self._recorder(task.id)))
            if steps is None:
                plan = roles.plan(resolve_goal(task.goal, namespace), lessons=lessons, rejected_plan=rejected,
                                  feedback=feedback, data=context.render(), record=self._recorder(task.id),
                                  progress=task.summary)
                steps, fallback = plan.steps, plan.fallback
        steps = self._numbered(task.id, [views.planned_step(s) for s in steps])
        note = missing_data_note(context)
        return self._apply(task, self._move(Event.PLANNED, steps=steps, reason=fallback, content={
            "lessons": lessons, "data": context.summary(), **({"note": note} if note else {})}))

    def _draft(self, task: TaskSnapshot, step) -> TaskSnapshot:
        namespace = self._namespace()
        roles = self._roles()
        spec = step.spec or {}
        fallback = None
        if step.kind == "python" and "op" in spec:  # rendered from the planned operation (its next reading on repair)
            content = offline.code(spec, namespace, step.repairs)
        elif step.kind == "text" and (spec.get("answer") or roles.small_executor):
            content = self._stated_answer(task)  # from what the task computed, never from a small model's pen
        else:
            runs = self.store.latest_runs(task.id, _runs_for_draft(task, step))
            context = views.working_context(task, runs, self._memories(task, step))
            computed = views.computed_outputs(task, runs) if step.kind == "text" else ""
            data = notebook_context(namespace, task.goal).render(DATA_CHARS)
            with self.store.idle():
                draft = roles.write_step(resolve_goal(task.goal, namespace), step.description, step.kind,
                                         context=context, hint=step.hint, data=data, error=step.error,
                                         computed=computed, record=self._recorder(task.id))
            content, fallback = draft.content, draft.fallback
        content = storable(content)
        risk = views.assess(step.description, step.kind, content, namespace)
        return self._apply(task, self._move(Event.DRAFTED, step=step.index, content=content, risk=risk,
                                            reason=fallback))

    def _clarifying_question(self, task: TaskSnapshot, namespace: dict, context) -> dict | None:
        """One question when the goal names no data and two or more of the analyst's tables could fit."""
        if task.state is not State.PLANNING or task.question is not None or task.plan or \
                Anchor.BEFORE_PLAN not in self.policy.anchors or context.mentioned or context.missing:
            return None
        from nbcopilot.analysis.question import ambiguous

        names = ambiguous(task.goal, offline.tables(namespace, context))
        if not names:
            return None
        return {"question": "Which data should I use for this?", "suggestions": names[:5]}

    def _stated_answer(self, task: TaskSnapshot) -> str:
        """The answer step's text, from the last computed value of the task."""
        done = [s for s in task.plan if s.status is StepStatus.DONE and s.kind == "python"]
        if not done:
            return "No step computed a value to state."
        run = self.store.latest_runs(task.id, [done[-1].index]).get(done[-1].index)
        output = (run.output if run else None) or {}
        tables = output.get("tables") or [None]
        return offline.answer_text(done[-1].description, output.get("value"), tables[0])

    def _run(self, task: TaskSnapshot, step) -> TaskSnapshot:
        attempt = step.attempt + 1
        # "running" is committed before the code starts: a crash now leaves a trace, never a silent re-run
        code = step.content if step.kind == "python" else None  # a text step's draft is its output: keep it once
        task = self._apply(task, self._move(Event.STARTED, step=step.index),
                           run=StepRun(task.id, step.index, attempt, "running", code, None))
        self._ran_here.add(task.id)
        with self.store.idle():
            output, ok, interrupted = views.execute(step, self._namespace())
        status = "done" if ok else "interrupted" if interrupted else "failed"
        summary = self._rolled(task, step, output) if ok else None
        task = self._apply(task, self._move(Event.FINISHED, step=step.index, ok=ok, interrupted=interrupted,
                                            reason=None if ok else output.get("error"), summary=summary),
                           run=StepRun(task.id, step.index, attempt, status, code, output))
        # the full output stays in the step's run; memory needs enough of it to be found again
        self._remember("step", f"{step.description}\n{views.output_text(output)[:STEP_MEMORY_CHARS]}",
                       task.id, step.index)
        return task

    def _rolled(self, task: TaskSnapshot, step: Step, output: dict) -> str:
        """The rolling summary with this step's finding added. Lines come from the recorded output; only when
        older lines would be dropped does a capable helper fold them into one line (a model call every few
        steps at most, never with the tiny embedded model, whose summary would not be true)."""
        line = views.finding(step, output)
        rolled = roll_summary(task.summary, line, limit=views.SUMMARY_CHARS)
        roles = self._roles()
        if omitted(rolled) <= omitted(task.summary) or roles.helper_is_embedded:
            return rolled
        with self.store.idle():
            digest = roles.summarise(task.summary.splitlines(), limit=views.SUMMARY_CHARS // 3,
                                     record=self._recorder(task.id))
        digest = " ".join(digest.split())
        return roll_summary(f"Earlier: {digest}", line, limit=views.SUMMARY_CHARS) if digest else rolled

    def _numbered(self, task_id: str, steps) -> tuple[dict, ...]:
        """A new plan's steps continue the output numbering of earlier plans at their position, so every run
        of the task keeps its own (step, attempt) row and nothing an earlier plan produced is overwritten."""
        last = self.store.last_attempts(task_id)
        return tuple({**step, "attempt": last.get(i, 0)} for i, step in enumerate(steps))

    def _review_runs(self, task: TaskSnapshot):
        """The run a pending review shows (its step's newest), without reading every step's output."""
        review = task.review
        return self.store.latest_runs(task.id, () if review is None or review.step is None else (review.step,))

    def _recover(self, task: TaskSnapshot) -> TaskSnapshot:
        """A step left running by a dead driver is marked interrupted, in its run too, and goes to review."""
        running = next((s for s in task.plan if s.status is StepStatus.RUNNING), None)
        run = None if running is None else StepRun(task.id, running.index, running.attempt, "interrupted",
                                                   running.content, None)
        return self._apply(task, self._move(Event.RECOVER), run=run)

    def _refine(self, task: TaskSnapshot, move: Move, feedback: str, runs) -> tuple[Move, StepRun | None, Any]:
        review = task.review
        roles = self._roles()
        record = self._recorder(task.id)
        with self.store.idle():
            if review.anchor is Anchor.AFTER_PLAN:
                plan = roles.plan(task.goal, rejected_plan=[s.description for s in task.plan], feedback=feedback,
                                  record=record)
                steps = self._numbered(task.id, [views.planned_step(s) for s in plan.steps])
                return replace(move, steps=steps), None, [s["description"] for s in steps]
            step = task.step(review.step)
            if review.anchor is Anchor.BEFORE_RISKY_STEP:
                code = storable(roles.refine(step.content or "", feedback, record=record))
                risk = views.assess(step.description, step.kind, code, self._namespace())
                return replace(move, content=code, risk=risk), None, code
            text = roles.refine(views.output_text(runs[step.index].output if step.index in runs else None),
                                feedback, record=record)
        run = StepRun(task.id, step.index, step.attempt + 1, "refined", step.content, {"text": text})
        return move, run, text

    # -- plumbing ----------------------------------------------------------------------------

    def _move(self, event: Event, **fields: Any) -> Move:
        return Move(event, now=time.time(), new_review_id=new_id("r-"), **fields)

    def _apply(self, task: TaskSnapshot, move: Move, *, run: StepRun | None = None,
               correction: CorrectionRecord | None = None) -> TaskSnapshot:
        new, transition = advance(task, move, self.policy)
        if move.event is Event.PLANNED and move.content:
            transition = replace(transition, payload={**transition.payload, **move.content})
        self.store.commit(task, new, transition, run=run, correction=correction, owner=self.owner)
        return new

    @staticmethod
    def _require(task: TaskSnapshot, event: Event, review: str | None) -> None:
        """Refuse an illegal move before spending a model call on it (advance() checks again)."""
        check(task, event, review)

    def _hands_over(self, task: TaskSnapshot) -> bool:
        """The next rejection passes the limit: the analyst takes over, nothing is rewritten."""
        return task.rejections + 1 > self.policy.max_retries

    def _expire(self, task: TaskSnapshot) -> TaskSnapshot:
        review = task.review
        if review is not None and review.deadline is not None and time.time() > review.deadline:
            return self._apply(task, self._move(Event.EXPIRE, review_id=review.id))
        return task

    def _check_lease(self, task: TaskSnapshot, take_over: bool) -> None:
        owner, until = self.store.lease(task.id)
        if owner and owner != self.owner and until and until > time.time() and not take_over:
            raise TaskBusy(f"task {task.id} is being worked by {owner}; wait for it to reach a review, "
                           f"or take it over with cp.resume({task.id!r}, take_over=True).")

    def _lock(self, task_id: str) -> threading.Lock:
        with self._locks_guard:
            return self._locks.setdefault(task_id, threading.Lock())

    def _correction(self, task: TaskSnapshot, kind: str, *, intent: Intent | None = None,
                    confidence: float | None = None, classifier: str | None = None, feedback: str | None = None,
                    before: Any = None, after: Any = None, step: int | None = None) -> CorrectionRecord:
        review = task.review
        return CorrectionRecord(task.id, review.id, step if step is not None else review.step, review.anchor.value,
                                kind, intent.value if intent else None, confidence, classifier, feedback,
                                before, after)

    def _model_secrets(self) -> list[str]:
        """Keys set in code on the role models (not only in the environment), so an error quoting one is redacted."""
        roles = self._roles()
        found = []
        for llm in (roles.planner, roles.executor, roles.helper):
            for name in ("api_key", "token", "secret", "password"):
                value = getattr(llm, name, None)
                value = value.get_secret_value() if hasattr(value, "get_secret_value") else value
                if isinstance(value, str) and len(value) >= 8:
                    found.append(value)
        return found

    def _recorder(self, task_id: str):
        return self._budgets.recorder(task_id)

    # -- memory (optional: a Copilot may run without it) -----------------------------------------

    def _remember(self, kind: str, text: str, task_id: str, step: int | None = None) -> None:
        if self._memory is not None and text and text.strip():
            self._memory().add(kind, text, task_id=task_id, step=step)

    def _learn(self, task: TaskSnapshot) -> TaskSnapshot:
        """Rejections whose outcome the analyst has now accepted become lessons for similar goals."""
        if self._memory is not None:
            for feedback, intent in self.store.rejections_since_approval(task.id, task.seq):
                self._memory().add("lesson", f"{feedback} (learned on: {task.goal})", task_id=task.id,
                                   meta={"intent": intent})
        return task

    def _lessons(self, goal: str) -> list[str]:
        if self._memory is None:
            return []
        return [hit.text for hit in self._memory().lessons_for(goal)]

    def _memories(self, task: TaskSnapshot, step) -> list[str]:
        if self._memory is None:
            return []
        hits = self._memory().search(step.description, k=3, task_id=task.id)
        return [hit.text for hit in hits]


def _runs_for_draft(task: TaskSnapshot, step: Step) -> list[int]:
    """The steps whose outputs a draft reads: the last finished one (working context) and, for a text step,
    the finished code steps it is written from. Not every finished step: a long task would read them all
    for each step (13 ms a step at 1000 steps)."""
    done = [s for s in task.plan if s.status is StepStatus.DONE]
    wanted = {s.index for s in done if s.kind == "python"} if step.kind == "text" else set()
    if done:
        wanted.add(done[-1].index)
    return sorted(wanted)


def notebook_context(namespace: dict, goal: str):
    """What the analyst's namespace and working folder hold, as the models are told (bounded, no secrets)."""
    from nbcopilot.analysis.context import describe

    return describe(namespace, goal, os.getcwd())


def missing_data_note(context) -> str:
    """One sentence when the goal names data that exists nowhere; empty otherwise."""
    if not context.missing:
        return ""
    names = ", ".join(context.missing)
    return (f"{names} {'is' if len(context.missing) == 1 else 'are'} not in the notebook or the working folder; "
            "load it or name data that exists, then reject this plan with the right name.")


def _embed(texts, query: bool):
    from nbcopilot.memory.embedding import embed_texts

    return embed_texts(texts, query=query)


class _Heartbeat:
    """Renews the driver's lease while slow work (a model call, a long code step) runs."""

    def __init__(self, beat: Callable[[], None], every: float):
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(beat, every), daemon=True, name="nbcopilot-lease")
        self._thread.start()

    def _run(self, beat: Callable[[], None], every: float) -> None:
        while not self._stop.wait(every):
            try:
                beat()
            except Exception:  # a missed beat only shortens the lease; the next write re-asserts it
                pass

    def stop(self) -> None:
        self._stop.set()
