"""What the engine keeps in long-term memory and takes from it: goals, step results and feedback as they
happen, lessons from the corrections the analyst accepted, and tasks found by meaning (DESIGN §5).

Memory is optional: a Copilot made with memory=False runs without it, and then nothing is kept or found.
"""
from __future__ import annotations

from nbcopilot.engine.protocols import MemoryProvider
from nbcopilot.errors import AmbiguousTask, TaskNotFound
from nbcopilot.records import Step, TaskSnapshot
from nbcopilot.store.base import Store

AMBIGUITY_MARGIN = 0.02
"""Matches scoring within this of the best are too close to choose between: the analyst picks."""


class Learning:
    """The engine's side of long-term memory."""

    def __init__(self, store: Store, memory: MemoryProvider | None):
        self._store = store
        self._memory = memory

    def remember(self, kind: str, text: str, task_id: str, step: int | None = None) -> None:
        """Keep one record (goal, step, feedback); blank text is not worth a record."""
        if self._memory is not None and text and text.strip():
            self._memory().add(kind, text, task_id=task_id, step=step)

    def learn(self, task: TaskSnapshot) -> TaskSnapshot:
        """Rejections whose outcome the analyst has now accepted become lessons for similar goals."""
        if self._memory is not None:
            for feedback, intent in self._store.rejections_since_approval(task.id, task.seq):
                self._memory().add("lesson", f"{feedback} (learned on: {task.goal})", task_id=task.id,
                                   meta={"intent": intent})
        return task

    def lessons(self, goal: str) -> list[str]:
        """The lessons that apply to a goal about to be planned."""
        if self._memory is None:
            return []
        return [hit.text for hit in self._memory().lessons_for(goal)]

    def memories(self, task: TaskSnapshot, step: Step) -> list[str]:
        """The task's own records nearest to the step about to be drafted."""
        if self._memory is None:
            return []
        return [hit.text for hit in self._memory().search(step.description, k=3, task_id=task.id)]

    def find_task(self, words: str) -> str:
        """The id of the task the words describe.

        Raises:
            TaskNotFound: no task matches.
            AmbiguousTask: several match about equally well (the candidates go with the error).
        """
        hits = self._memory().find_tasks(words, k=5) if self._memory is not None else []
        known = {row["id"]: row for row in self._store.match("")} if hits else {}
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
