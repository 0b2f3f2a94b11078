"""What a review shows and what the analyst may put in its place: the task's content, as data.

Also the thin bridges to code execution and risk analysis, so the runner reads as a sequence of moves.
"""
from __future__ import annotations

from typing import Any

from nbcopilot.engine.machine import next_step
from nbcopilot.records import Move, Step, TaskSnapshot
from nbcopilot.engine.states import Anchor, Event, StepStatus
from nbcopilot.text import storable
from nbcopilot.errors import BadInput
from nbcopilot.records import StepRun

CONTEXT_CHARS = 4000
"""Bound on the working memory handed to the executor, whatever the task's length."""
RECENT_STEPS = 3


def planned_step(planned) -> dict:
    """A planner's step (a PlannedStep, or a dict from the offline analyst) as the machine takes it, with the
    description's own risk added."""
    from nbcopilot.execution.risk import description_is_risky

    step = planned if isinstance(planned, dict) else {"description": planned.description, "kind": planned.kind,
                                                       "risky": planned.risky}
    description = storable(step["description"])
    report = description_is_risky(description)
    return {**step, "description": description, "risky": bool(step.get("risky") or report.risky),
            "risk": [f.reason for f in report.findings]}


def assess(description: str, kind: str, content: str | None, namespace: dict) -> tuple[str, ...]:
    """Why a drafted step is risky, one line per finding; empty when it is not."""
    from nbcopilot.execution.risk import analyse, description_is_risky

    if kind == "python":
        existing = [name for name in namespace if not name.startswith("_")]
        report = analyse(content or "", description, existing_names=existing)
    else:
        report = description_is_risky(description)
    return tuple(report.summary().splitlines()) if report.risky else ()


def execute(step: Step, namespace: dict) -> tuple[dict, bool, bool]:
    """Run a step: code in the namespace, or take the text as the output. (output, ok, interrupted)."""
    if step.kind != "python":
        return {"text": step.content or ""}, True, False
    from nbcopilot.execution.run import run_code

    result = run_code(step.content or "", namespace, filename=f"<nbcopilot step {step.index + 1}>")
    return result.to_json(), result.ok, result.interrupted


def as_output(value: Any) -> dict:
    """An output the analyst gives (an edit, a takeover's supplied result) in stored form."""
    if isinstance(value, str):
        return {"text": value}
    if hasattr(value, "to_string"):  # a DataFrame or Series: keep what the analyst sees
        return {"text": value.to_string()}
    raise BadInput(f"an output is text, not {type(value).__name__}; pass a string (e.g. str(value)).")


def output_view(output: dict | None) -> Any:
    """The stored output as the analyst's objects: text as str, a code run as an ExecResult."""
    if output is None:
        return None
    if set(output) == {"text"}:
        return output["text"]
    from nbcopilot.execution.run import ExecResult

    return ExecResult.from_json(output)


def output_text(output: dict | None) -> str:
    view = output_view(output)
    if view is None:
        return ""
    return view if isinstance(view, str) else view.text()


def step_view(step: Step) -> dict:
    return {"index": step.index, "description": step.description, "kind": step.kind, "risky": step.risky}


def review_content(task: TaskSnapshot, runs: dict[int, StepRun]) -> Any:
    """What the pending review shows as its current output (JSON-safe)."""
    review = task.review
    if review is None:
        return None
    if review.anchor is Anchor.BEFORE_PLAN:
        return {"question": task.question["question"], "suggestions": list(task.question["suggestions"])}
    if review.anchor is Anchor.AFTER_PLAN:
        return [step_view(s) for s in task.plan]
    step = task.step(review.step)
    if review.anchor is Anchor.BEFORE_RISKY_STEP:
        return {**step_view(step), "code" if step.kind == "python" else "text": step.content, "risk": list(step.risk)}
    run = runs.get(step.index)
    content = {**step_view(step), "status": step.status.value, "output": output_text(run.output if run else None)}
    if fixes_code(task):  # the code that failed, beside its error, for the analyst to correct
        content["code"] = step.content
    if review.anchor is Anchor.BEFORE_RESULT:  # the result review leads with what was computed
        computed = [runs[s.index] for s in task.plan if s.kind == "python" and s.status is StepStatus.DONE
                    and s.index in runs and runs[s.index].output]
        answer = stated_answer(output_view(computed[-1].output)) if computed else None
        if answer is not None:
            content = {"answer": answer, **content}
    return content


def next_plan(task: TaskSnapshot) -> dict | None:
    """The step the agent will do next once the pending review is approved (None: the task ends)."""
    review = task.review
    if review is None or review.anchor in (Anchor.BEFORE_RESULT, Anchor.BEFORE_PLAN):
        return None  # at clarify, planning comes next
    if review.anchor is Anchor.BEFORE_RISKY_STEP:  # 1+1: this step's code is the subject; next is the one after
        upcoming = next((s for s in task.plan if s.index > review.step and s.status is not StepStatus.DONE), None)
        return step_view(upcoming) if upcoming else None
    after = review.step if review.step is not None else -1
    upcoming = next((s for s in task.plan if s.index > after and s.status is not StepStatus.DONE), None)
    if upcoming is None and review.step is not None and task.step(review.step).status is StepStatus.INTERRUPTED:
        upcoming = task.step(review.step)  # approving an interrupted step runs it again
    return step_view(upcoming) if upcoming else None


def _plan_from_edit(content: Any) -> tuple[dict, ...]:
    example = "['load sales.csv', 'sum revenue by region']"
    if isinstance(content, (str, bytes)) or not isinstance(content, (list, tuple)) or not content:
        raise BadInput(f"an edited plan is a non-empty list of step descriptions, e.g. {example}.")
    steps = []
    for item in content:
        if isinstance(item, str) and item.strip():
            steps.append({"description": item.strip(), "kind": "text", "risky": False})
        elif isinstance(item, dict) and isinstance(item.get("description"), str) and item["description"].strip():
            steps.append({"description": item["description"].strip(), "kind": item.get("kind") or "text",
                          "risky": bool(item.get("risky"))})
        else:
            raise BadInput(f"each edited step is a description or a dict with 'description', e.g. {example}.")
    return tuple(steps)


def edit_move(task: TaskSnapshot, content: Any) -> tuple[Move, StepRun | None, Any]:
    """The machine's move for an analyst's edit, the run it stores (if any), and the 'after' to record."""
    review = task.review
    if review.anchor is Anchor.BEFORE_PLAN:
        if not isinstance(content, str) or not content.strip():
            raise BadInput("answer the question in words, e.g. task.edit('the sales DataFrame').")
        return Move(Event.EDIT, content=content.strip()), None, content.strip()
    if review.anchor is Anchor.AFTER_PLAN:
        # a step the analyst kept word for word keeps how it was to be computed; a changed one is written afresh
        kept = {s.description: s for s in task.plan}
        steps = tuple({**s, **_description_risk(s), **_kept(kept.get(s["description"]))}
                      for s in _plan_from_edit(content))
        return Move(Event.EDIT, steps=steps), None, [s["description"] for s in steps]
    if review.anchor is Anchor.BEFORE_RISKY_STEP:
        if not isinstance(content, str) or not content.strip():
            raise BadInput("an edit of a step before it runs is its new code (or text), as a non-empty string.")
        return Move(Event.EDIT, content=content), None, content
    step = task.step(review.step)
    if fixes_code(task):
        if not isinstance(content, str) or not content.strip():
            raise BadInput("an edit of a failed code step is its corrected code, as a non-empty string.")
        return Move(Event.EDIT, content=content), None, content
    output = as_output(content)
    return Move(Event.EDIT), StepRun(task.id, step.index, step.attempt + 1, "edited", step.content, output), output["text"]


def fixes_code(task: TaskSnapshot) -> bool:
    """At the review of a code step that failed, an edit is corrected code to run, not an output."""
    review = task.review
    if review is None or review.step is None or review.anchor is not Anchor.AFTER_RISKY_STEP:
        return False
    step = task.step(review.step)
    return step.kind == "python" and step.status is StepStatus.FAILED


def _kept(step: Step | None) -> dict:
    return {} if step is None else {"kind": step.kind, "spec": step.spec}


def _description_risk(step: dict) -> dict:
    """An analyst's plan edit keeps the description risk patterns, so a risky step is still reviewed."""
    from nbcopilot.execution.risk import description_is_risky

    report = description_is_risky(step["description"])
    return {"risky": step["risky"] or report.risky, "risk": [f.reason for f in report.findings]}


def progress(task: TaskSnapshot) -> str:
    """Where the task stands and what its finished steps found (the rolling summary), for a prompt."""
    done = [s for s in task.plan if s.status is StepStatus.DONE]
    head = f"{len(done)} of {len(task.plan)} steps done."
    if task.summary:
        return f"{head}\n{task.summary}"
    # a checkpoint from before the rolling summary: name the latest steps at least
    recent = "; ".join(f"step {s.index + 1}: {s.description[:160]}" for s in done[-RECENT_STEPS:])
    return head + (f" Latest: {recent}." if recent else "")


FINDING_CHARS = 240
"""Bound on one step's line in the rolling summary; the summary as a whole is bounded by SUMMARY_CHARS."""
SUMMARY_CHARS = 1000
"""Leaves room in the working context's "Progress so far" share (30 % of 4000) for the "k of n steps done" line."""


def finding(step: Step, output: dict | None) -> str:
    """One line for the rolling summary: the step and what it found, its numbers first, taken from the recorded
    output (never from a model's pen, so it is true with the tiny embedded model too)."""
    view = output_view(output)
    fact = stated_answer(view) if view is not None and not isinstance(view, str) else None
    if fact is None:
        fact = " ".join(output_text(output).split())
    if not fact:
        fact = "ran, no output"
    head = f"Step {step.index + 1} ({' '.join(step.description.split())[:70]}): "
    line = head + fact
    return line if len(line) <= FINDING_CHARS else line[:FINDING_CHARS - 1] + "…"


def working_context(task: TaskSnapshot, runs: dict[int, StepRun], memories: list[str]) -> str:
    """The bounded context for the next step: the goal, the rolling summary, the last output, memories."""
    from nbcopilot.memory.working import working_context as build

    done = [s for s in task.plan if s.status is StepStatus.DONE]
    summary = progress(task)
    last = runs.get(done[-1].index) if done else None
    return build(task.goal, summary=summary, last_output=output_text(last.output if last else None),
                 memories=memories, budget_chars=CONTEXT_CHARS)


COMPUTED_CHARS = 3000
"""Bound on the computed outputs a text step is written from."""


def computed_outputs(task: TaskSnapshot, runs: dict[int, StepRun]) -> str:
    """What the task's finished code steps computed, newest last and bounded: the only facts a text step may use."""
    parts = []
    for s in task.plan:
        run = runs.get(s.index)
        if s.kind == "python" and s.status is StepStatus.DONE and run is not None and run.output:
            parts.append(f"Step {s.index + 1} ({s.description[:120]}):\n{output_text(run.output)[:1200]}")
    text = "\n\n".join(parts)
    return text[-COMPUTED_CHARS:]


def evidence(output: dict | None) -> str:
    """Everything a code step's output holds, the captured tables' cells included: what prose may cite."""
    cells = [str(cell) for table in (output or {}).get("tables") or () for row in table.get("rows", ()) for cell in row]
    return output_text(output) + ("\n" + " ".join(cells) if cells else "")


def stated_answer(computed: Any) -> str | None:
    """The short answer a code step's output states (its value, or a two-column table), None otherwise."""
    from nbcopilot.analysis.answer import series_answer, stated

    if computed is None or isinstance(computed, str) or getattr(computed, "error", None):
        return None  # nothing ran, or the output is text someone wrote
    answer = stated(computed.value)
    if answer is None and computed.tables:
        answer = series_answer(computed.tables[0])
    return answer


def unverified_claims(task: TaskSnapshot, runs: dict[int, StepRun]) -> list[str]:
    """At a review of text (a text step's output, the result): what no computed output of the task supports."""
    from nbcopilot.analysis.answer import unverified

    review = task.review
    if review is None or review.step is None or review.anchor is Anchor.BEFORE_RISKY_STEP:
        return []
    step = task.step(review.step)
    run = runs.get(step.index)
    if step.kind == "python" or run is None or run.status not in ("done", "refined"):
        return []
    computed = [evidence(runs[s.index].output) for s in task.plan
                if s.kind == "python" and s.index in runs and runs[s.index].output]
    known = [task.goal, *(s.description for s in task.plan)]
    return unverified(output_text(run.output), computed, known)
