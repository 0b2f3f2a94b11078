"""The runner: the analyst's moves on a task (DESIGN §2–3), and what the engine says about a task.

Each move loads the task from the store, applies the analyst's decision, then drives the task through its
working states until it rests (a review, a pause, the end). The parts: `drive` (the loop), `work` (plans,
drafts, runs), `committer` (the one way a task moves), `leases` (one driver per task), `calls` (model calls
recorded, keys kept out of notes) and `learning` (long-term memory and lessons).
"""
from __future__ import annotations

import time
from dataclasses import replace
from typing import Any, Callable

from nbcopilot.engine import views
from nbcopilot.engine.calls import ModelCalls
from nbcopilot.engine.committer import Committer, move
from nbcopilot.engine.drive import Driver
from nbcopilot.engine.forking import forked
from nbcopilot.engine.leases import Leases, new_id
from nbcopilot.engine.learning import Learning
from nbcopilot.engine.machine import check, next_step
from nbcopilot.engine.policy import ReviewPolicy
from nbcopilot.engine.protocols import MemoryProvider, RolesProvider
from nbcopilot.engine.states import Event, Intent, State, StepStatus, WORKING
from nbcopilot.engine.work import Work
from nbcopilot.errors import BadInput
from nbcopilot.records import CorrectionRecord, Step, StepRun, TaskSnapshot, Transition
from nbcopilot.store.base import Store

INTENT_HELP = "use replan, retry_step or refine_output (or leave it out to let the copilot decide)"


class Runner:
    """The engine behind the public API: every analyst's move and every question about a task."""

    def __init__(self, store: Store, roles: RolesProvider, policy: ReviewPolicy,
                 namespace: Callable[[], dict], memory: MemoryProvider | None = None):
        self.store = store
        self.policy = policy
        self._roles = roles
        self._namespace = namespace
        self._leases = Leases(store)
        self._calls = ModelCalls(store, roles, policy.max_tokens)
        self._learning = Learning(store, memory)
        self._committer = Committer(store, policy, self._leases.owner)
        self._apply = self._committer.apply
        self._work = Work(store, policy, roles, namespace, self._learning, self._calls, self._committer)
        self._driver = Driver(store, self._leases, self._calls, self._committer, self._work)
        self._act = self._driver.act

    @property
    def owner(self) -> str:
        """This kernel's name as the holder of a task's lease."""
        return self._leases.owner

    # -- the analyst's moves ----------------------------------------------------------------------

    def start(self, goal: str) -> TaskSnapshot:
        """Create a task for the goal and drive it to its first rest (usually the plan review).

        Raises:
            BadInput: the goal is empty.
        """
        if not isinstance(goal, str) or not goal.strip():
            raise BadInput("the goal is empty; say what you want done, e.g. cp.start('top 3 regions by revenue in sales.csv').")
        task = TaskSnapshot(id=new_id(), goal=goal.strip(), state=State.PLANNING)
        with self.store.session():
            self.store.create(task, Transition(None, State.PLANNING, Event.START,
                                              payload={"policy": self.policy.to_json()}), owner=self.owner)
            self._learning.remember("goal", task.goal, task.id)
            self._calls.hold(task.id, task.granted)
            with self._leases.lock(task.id):
                return self._driver.drive(task)

    def approve(self, task_id: str, review: str | None = None) -> TaskSnapshot:
        """Approve the pending review (the one named, when `review` is given) and go on."""
        return self._act(task_id, lambda task: self._learning.learn(
            self._apply(task, move(Event.APPROVE, review_id=review))))

    def edit(self, task_id: str, content: Any, review: str | None = None) -> TaskSnapshot:
        """Replace the pending output with the analyst's version (a correction that counts as approval)."""
        def act(task: TaskSnapshot) -> TaskSnapshot:
            check(task, Event.EDIT, review)
            before = views.review_content(task, self._review_runs(task))
            edit, run, after = views.edit_move(task, content)
            if edit.steps:
                edit = replace(edit, steps=self._work.numbered(task.id, edit.steps))
            correction = self._correction(task, "edit", before=before, after=after)
            return self._learning.learn(self._apply(task, replace(edit, review_id=review, now=time.time(),
                                                                  new_review_id=new_id("r-")),
                                                    run=run, correction=correction))
        return self._act(task_id, act)

    def reject(self, task_id: str, feedback: str, intent: str | None = None, step: int | None = None,
               review: str | None = None) -> TaskSnapshot:
        """Reject the pending review with feedback; the intent (classified when None) says what happens next.

        Raises:
            BadInput: empty feedback, an unknown intent, or a step that is not in the plan.
        """
        if not isinstance(feedback, str) or not feedback.strip():
            raise BadInput("say why you reject it, e.g. task.reject('use revenue, not units sold').")
        if intent is not None:
            try:
                intent = Intent(intent)
            except ValueError:
                raise BadInput(f"unknown intent {intent!r}; {INTENT_HELP}.") from None

        def act(task: TaskSnapshot) -> TaskSnapshot:
            check(task, Event.REJECT, review)  # before spending a model call on an illegal move
            if step is not None:
                _check_step(task, step)
            chosen, confidence, classifier, target = intent, 1.0, "explicit", step
            if chosen is None:
                verdict = self._roles().classify(feedback, anchor=task.review.anchor.value,
                                                 plan_size=len(task.plan), record=self._calls.recorder(task.id))
                chosen, confidence, classifier = Intent(verdict.intent), verdict.confidence, verdict.classifier
                if target is None and verdict.target_step is not None and verdict.target_step <= len(task.plan):
                    target = verdict.target_step - 1  # the analyst counts steps from 1
            runs = self._review_runs(task)
            before = views.review_content(task, runs)
            rejection = move(Event.REJECT, review_id=review, feedback=feedback, intent=chosen, step=target)
            run, after = None, None
            if chosen is Intent.REFINE_OUTPUT and not self._hands_over(task):
                rejection, run, after = self._work.refine(task, rejection, feedback, runs)
            correction = self._correction(task, "reject", intent=chosen, confidence=confidence,
                                          classifier=classifier, feedback=feedback, before=before, after=after,
                                          step=target)
            self._learning.remember("feedback", feedback, task.id, target)
            return self._apply(task, rejection, run=run, correction=correction)
        return self._act(task_id, act)

    def pause(self, task_id: str, reason: str | None = None) -> TaskSnapshot:
        """Pause the task: at once when it rests, at the next safe point when another thread drives it."""
        if self._driver.ask_pause(task_id, reason):
            return self.store.load(task_id)
        return self._act(task_id, lambda task: self._apply(task, move(Event.PAUSE, reason=reason)), drive=False)

    def cancel(self, task_id: str, reason: str | None = None) -> TaskSnapshot:
        """End the task for good."""
        return self._act(task_id, lambda task: self._apply(task, move(Event.CANCEL, reason=reason)), drive=False)

    def supply(self, task_id: str, step: int, output: Any) -> TaskSnapshot:
        """In human takeover: the analyst gives a step's output.

        Raises:
            BadInput: the step is not in the plan.
        """
        def act(task: TaskSnapshot) -> TaskSnapshot:
            _check_step(task, step)
            check(task, Event.SUPPLY, None)
            run = StepRun(task.id, step, task.step(step).attempt + 1, "supplied", None, views.as_output(output))
            return self._apply(task, move(Event.SUPPLY, step=step), run=run)
        return self._act(task_id, act, drive=False)

    def hand_back(self, task_id: str) -> TaskSnapshot:
        """End a human takeover: the copilot works the task again."""
        return self._act(task_id, lambda task: self._apply(task, move(Event.HAND_BACK)))

    def resume(self, task_id: str, *, take_over: bool = False, grant_tokens: int | None = None) -> TaskSnapshot:
        """Bring a paused or interrupted task back (taking it over from another kernel only when asked), with
        more tokens when `grant_tokens` is given.

        Raises:
            BadInput: grant_tokens is not a positive whole number.
            TaskBusy: another live kernel works the task and `take_over` is False.
        """
        if grant_tokens is not None and not (isinstance(grant_tokens, int) and grant_tokens > 0):
            raise BadInput(f"grant_tokens is a positive whole number of tokens, not {grant_tokens!r}.")

        def act(task: TaskSnapshot) -> TaskSnapshot:
            if grant_tokens:
                check(task, Event.GRANT, None)
                task = self._apply(task, move(Event.GRANT, tokens=grant_tokens))
                self._calls.hold(task.id, task.granted)
            if task.state is State.PAUSED:
                return self._apply(task, move(Event.RESUME))
            if task.state in WORKING:  # its driver died (or was told to step aside): pick it up safely
                return self._work.recover(task)
            return task
        return self._act(task_id, act, take_over=take_over)

    def fork(self, task_id: str, *, review: str | None = None, seq: int | None = None) -> TaskSnapshot:
        """A new task from the checkpoint at `review` (the transition that opened it) or at transition `seq`:
        its plan, its outputs up to there and its review, under a new id; the original is not touched.

        Raises:
            BadInput: neither or both of review and seq, or a point the task has not reached.
        """
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
            self._learning.remember("goal", fork.goal, fork.id)
        # a checkpoint taken while work ran goes on working (a step caught running is reviewed as interrupted)
        return self._act(fork.id, lambda task: task) if fork.state in WORKING else fork

    def expire_due(self, task_id: str) -> TaskSnapshot:
        """Take the task up so that an overdue review expires now (the form's timer calls this)."""
        return self._act(task_id, lambda task: task)

    # -- reading and talking about a task ------------------------------------------------------------

    def resume_message(self, task: TaskSnapshot) -> str:
        """The short message shown on resume: goal, what is done, what comes next, and what this kernel lacks."""
        done = [s.description for s in task.plan if s.status is StepStatus.DONE]
        upcoming = next_step(task)
        with self.store.session(), self.store.idle():
            message = self._roles().resume_message(task.goal, done, upcoming.description if upcoming else None,
                                                   task.state.value, record=self._calls.recorder(task.id))
        code_steps = task.id not in self._work.ran_here and self.rebuild_offer(task.id)
        if code_steps:
            message += (f" This kernel lacks the variables of {len(code_steps)} finished code step(s): "
                        "task.rebuild() re-runs the safe ones; risky ones wait for task.rebuild(include_risky=True).")
        return message

    def rebuild_offer(self, task_id: str) -> list[dict]:
        """The finished code steps whose runs could rebuild the task's variables in this kernel."""
        with self.store.session():
            task = self.store.load(task_id)
            runs = self.store.latest_runs(task_id)
        return [{"step": s.index, "description": s.description, "code": s.content, "risky": s.risky,
                 "risk": list(s.risk)} for s in task.plan
                if s.kind == "python" and s.status is StepStatus.DONE and s.index in runs
                and runs[s.index].status == "done"]

    def rebuild(self, task_id: str, *, include_risky: bool = False) -> list[dict]:
        """Re-run the offered code steps in this kernel (risky ones only when asked); a report per step."""
        report = []
        for offer in self.rebuild_offer(task_id):
            if offer["risky"] and not include_risky:
                report.append({"step": offer["step"], "status": "held", "risk": offer["risk"]})
                continue
            output, ok, _ = views.execute(Step(offer["step"], offer["description"], "python", content=offer["code"]),
                                          self._namespace())
            report.append({"step": offer["step"], "status": "ok" if ok else "failed",
                           "error": None if ok else output.get("error")})
        self._work.ran_here.add(task_id)
        return report

    def answer(self, task_id: str, question: str) -> str:
        """Answer the analyst's question about the task from its record (the helper role)."""
        with self.store.session():
            task = self.store.load(task_id)
            runs = self.store.latest_runs(task_id)
            lines = [f"Goal: {task.goal}", f"State: {task.state.value}" + (f" ({task.note})" if task.note else "")]
            lines += [f"Step {s.index + 1} [{s.status.value}]: {s.description}" for s in task.plan]
            context = views.working_context(task, runs, []) + "\n" + "\n".join(lines)
            with self.store.idle():
                return self._roles().answer(question, context[-6000:], record=self._calls.recorder(task_id))

    def find_by_meaning(self, words: str) -> str:
        """The task the words describe; several close matches → the analyst picks; none → a clear error."""
        return self._learning.find_task(words)

    # -- helpers --------------------------------------------------------------------------------

    def _review_runs(self, task: TaskSnapshot) -> dict[int, StepRun]:
        """The run a pending review shows (its step's newest), without reading every step's output."""
        review = task.review
        return self.store.latest_runs(task.id, () if review is None or review.step is None else (review.step,))

    def _hands_over(self, task: TaskSnapshot) -> bool:
        """The next rejection passes the limit: the analyst takes over, nothing is rewritten."""
        return task.rejections + 1 > self.policy.max_retries

    @staticmethod
    def _correction(task: TaskSnapshot, kind: str, *, intent: Intent | None = None,
                    confidence: float | None = None, classifier: str | None = None, feedback: str | None = None,
                    before: Any = None, after: Any = None, step: int | None = None) -> CorrectionRecord:
        review = task.review
        return CorrectionRecord(task.id, review.id, step if step is not None else review.step, review.anchor.value,
                                kind, intent.value if intent else None, confidence, classifier, feedback,
                                before, after)


def _check_step(task: TaskSnapshot, step: Any) -> None:
    if not (isinstance(step, int) and 0 <= step < len(task.plan)):
        raise BadInput(f"step {step!r} is not in the plan; give a step index from 0 to {len(task.plan) - 1}.")
