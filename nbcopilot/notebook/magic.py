"""The %copilot magic: a thin shell over the public API.

`parse` turns a line (and a %%copilot cell body) into a Command; `CopilotMagics.copilot` calls the API
and hands tasks to a ReviewForm. Settings are traitlets on the magics class, so IPython's %config sets
them, e.g. `%config CopilotMagics.store = "team.duckdb"`.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from typing import Any

from IPython.core.magic import Magics, line_cell_magic, magics_class
from traitlets import Bool, Float, Int, List, Unicode, observe

from nbcopilot.engine.states import FINAL
from nbcopilot.errors import BadInput, CopilotError

USAGE = """\
%copilot <goal>              start a task and show its review form (also: %copilot start <goal>)
task = %copilot <goal>       the same, and `task` is a live handle on it (reading it waits for the form)
%%copilot                    the cell body is the goal
%copilot list                the tasks in the store
%copilot resume [ref]        bring back a task (id, id prefix or words; none: the latest unfinished one)
%copilot resume [ref] --grant N   the same, adding N tokens to the task's budget (max_tokens) first
%copilot pause [reason]      pause the current task (at its next safe point if it is working)
%copilot cancel              cancel the current task
%copilot fork <review id|seq>  a new task from an earlier review (or transition) of the current task
%copilot history [ref]       the task's transitions, with its timeline
%copilot metrics [--plot]    collaboration metrics per task
%copilot report [period]     correction rate, retries, takeovers, intent mix (day, week, month, all)
%copilot insert              put the current step's code into a new cell below
%copilot help                this text
Settings: %config CopilotMagics  (store: a DuckDB path or a postgresql:// URL, analyst, lessons, llm, planner,
executor, helper, anchors, max_retries, dynamic, review_timeout, max_tokens, memory),
e.g. %config CopilotMagics.llm = "openai:gpt-4o-mini"."""

NO_ARGUMENT = ("list", "cancel", "help", "insert")
PERIODS = ("day", "week", "month", "all")


@dataclass(frozen=True)
class Command:
    name: str
    """start, list, resume, pause, cancel, history, metrics, report, insert or help."""
    arg: str = ""
    """The goal, task reference, pause reason or report period; "" when none was given."""
    plot: bool = False
    grant: int | None = None
    """resume --grant N: tokens added to the task's budget."""


SUBCOMMANDS = frozenset({"start", "list", "resume", "pause", "cancel", "history", "metrics", "report",
                         "insert", "fork", "help"})


def parse(line: str, cell: str | None = None) -> Command:
    """The command a %copilot line (and %%copilot body) asks for; a line not naming a sub-command is a goal."""
    line = (line or "").strip()
    word, _, rest = line.partition(" ")
    name = word.lower()
    rest = rest.strip()
    if cell is not None:
        if name == "start" or name not in SUBCOMMANDS:
            head = rest if name == "start" else line
            goal = "\n".join(part for part in (head, cell.strip()) if part)
            return _goal_command(goal)
        raise BadInput(f"%%copilot takes the goal from the cell body; use the line magic for {name}, "
                       f"e.g. %copilot {name}.")
    if not line:
        return Command("help")
    if name not in SUBCOMMANDS:
        return _goal_command(line)
    if name == "start":
        return _goal_command(rest)
    if name in NO_ARGUMENT and rest:
        raise BadInput(f"{name} takes nothing after it; to start a task whose goal begins with "
                       f"'{word}', write %copilot start {line}.")
    if name == "metrics":
        flags = rest.split()
        if any(flag != "--plot" for flag in flags):
            raise BadInput(f"metrics takes only --plot; to start a task with that goal, write %copilot start {line}.")
        return Command("metrics", plot=bool(flags))
    if name == "fork" and not rest:
        raise BadInput("fork from a review or transition of the current task, e.g. %copilot fork r-1a2b3c or "
                       "%copilot fork 4 (the timeline, %copilot history, lists them).")
    if name == "resume" and "--grant" in rest.split():
        return _resume_with_grant(rest)
    if name == "report" and rest and rest.lower() not in PERIODS:
        raise BadInput(f"report takes a period ({', '.join(PERIODS)}); to start a task with that goal, "
                       f"write %copilot start {line}.")
    return Command(name, rest.lower() if name == "report" else rest)


def _resume_with_grant(rest: str) -> Command:
    words = rest.split()
    at = words.index("--grant")
    amount = words[at + 1] if at + 1 < len(words) else ""
    if not amount.replace("_", "").isdigit() or int(amount) <= 0:
        raise BadInput("--grant takes a positive number of tokens, e.g. %copilot resume --grant 5000.")
    return Command("resume", " ".join(words[:at] + words[at + 2:]), grant=int(amount))


def _goal_command(goal: str) -> Command:
    if not goal.strip():
        raise BadInput("say what you want done, e.g. %copilot top 3 regions by revenue in sales.")
    return Command("start", goal.strip())


@magics_class
class CopilotMagics(Magics):
    store = Unicode(None, allow_none=True, help='Where tasks are kept: a DuckDB file path, or a team store\'s '
                                                '"postgresql://user@host:port/db" URL (the postgres extra; None: a '
                                                'DuckDB file in the user data dir).').tag(config=True)
    analyst = Unicode(None, allow_none=True, help="Whose tasks and memories this kernel records (None: "
                                                  "NBCOPILOT_ANALYST, else the OS user).").tag(config=True)
    lessons = Unicode("team", help='Whose lessons shape the plans: "team" (everyone\'s who shares the store) or '
                                   '"mine" (this analyst\'s only).').tag(config=True)
    llm = Unicode(None, allow_none=True, help='The model for every role, by name, e.g. "openai:gpt-4o-mini" '
                                              '(None: the embedded model).').tag(config=True)
    planner = Unicode(None, allow_none=True, help="The planner model by name (overrides llm).").tag(config=True)
    executor = Unicode(None, allow_none=True, help="The executor model by name (overrides llm).").tag(config=True)
    helper = Unicode(None, allow_none=True, help="The helper model by name (overrides llm).").tag(config=True)
    anchors = List(Unicode(), default_value=["after_plan", "before_risky_step", "after_risky_step", "before_result"],
                   help="The review anchors the task stops at.").tag(config=True)
    max_retries = Int(3, help="Rejections a task may take before the analyst gets control.").tag(config=True)
    dynamic = Bool(False, help="Choose anchors per plan (short safe plans review only the result).").tag(config=True)
    review_timeout = Float(None, allow_none=True, help="Seconds a review waits (None: forever).").tag(config=True)
    max_tokens = Int(None, allow_none=True, help="Tokens one task may spend on models (None: no budget).").tag(
        config=True)
    memory = Bool(True, help="Keep long-term memory (LlamaIndex) of steps, feedback and lessons.").tag(config=True)

    def __init__(self, shell: Any = None, **kwargs: Any):
        self._settings_changed = False
        self._replaces: Any = None
        super().__init__(shell=shell, **kwargs)
        self.forms: list = []
        """Forms this kernel showed, latest last: pause, cancel, history and insert act on the latest."""

    @observe("store", "analyst", "lessons", "llm", "planner", "executor", "helper", "anchors", "max_retries",
             "dynamic", "review_timeout", "max_tokens", "memory")
    def _remember_change(self, change: dict) -> None:
        import nbcopilot

        # The next %copilot builds a Copilot from these settings, unless nbcopilot.use() is called after this.
        self._settings_changed = True
        self._replaces = getattr(nbcopilot, "_current", None)

    def _copilot(self) -> Any:
        """The Copilot the magic drives: nbcopilot.current(), rebuilt from %config settings when they changed."""
        import nbcopilot

        if self._settings_changed and getattr(nbcopilot, "_current", None) is self._replaces:
            from nbcopilot import Copilot, ReviewPolicy

            policy = ReviewPolicy(anchors=tuple(self.anchors), max_retries=self.max_retries,
                                  dynamic=self.dynamic, review_timeout=self.review_timeout,
                                  max_tokens=self.max_tokens)
            nbcopilot.use(Copilot(store=self.store or None, llm=self.llm or None, planner=self.planner or None,
                                  executor=self.executor or None, helper=self.helper or None,
                                  policy=policy, memory=self.memory, analyst=self.analyst or None,
                                  lessons=self.lessons))
        self._settings_changed = False
        return nbcopilot.current()

    @line_cell_magic
    def copilot(self, line: str, cell: str | None = None) -> Any:
        try:
            command = parse(line, cell)
            return getattr(self, f"_cmd_{command.name}")(command)
        except CopilotError as error:
            from nbcopilot.notebook.forms import describe

            print(describe(error), file=sys.stderr)
            return None

    # -- sub-commands -------------------------------------------------------------------------------

    def _form(self, cp: Any, **kwargs: Any):
        from IPython.display import display

        from nbcopilot.notebook.forms import ReviewForm
        from nbcopilot.notebook.handle import TaskHandle

        form = ReviewForm(cp, **kwargs)
        self.forms.append(form)
        display(form)
        return TaskHandle(form, self.shell)

    def _cmd_start(self, command: Command):
        cp = self._copilot()
        goal = command.arg
        return self._form(cp, call=lambda: cp.start(goal), label="Planning", goal=goal)

    def _cmd_resume(self, command: Command):
        cp = self._copilot()
        ref = command.arg or None

        def call():
            task = cp.resume(ref, grant_tokens=command.grant)
            return task, task.resume_message or ""
        return self._form(cp, call=call, label="Resuming", goal=f"resuming {ref or 'the latest unfinished task'}")

    def _cmd_fork(self, command: Command):
        cp = self._copilot()
        task = cp.task(self._current_id())
        point = command.arg.removeprefix("seq").strip()
        where = {"seq": int(point)} if point.isdigit() else {"review": command.arg}
        return self._form(cp, call=lambda: task.fork(**where), label="Forking", goal=task.goal)

    def _cmd_list(self, command: Command):
        return self._copilot().tasks()

    def _cmd_pause(self, command: Command):
        form = self._latest_form()
        if form is not None:
            if form.busy:
                form._stop_while_busy("pause")
            else:
                task = form.task
                reason = command.arg or None
                form.run("Pausing", lambda: task.pause(reason))
            return None
        task = self._latest_task()
        task.pause(command.arg or None)
        print(f"Paused task {task.id}: {task.goal[:60]}; bring it back with %copilot resume {task.id}.")

    def _cmd_cancel(self, command: Command):
        form = self._latest_form()
        if form is not None:
            if form.busy:
                form._stop_while_busy("cancel")
            else:
                task = form.task
                form.run("Cancelling", lambda: task.cancel())
            return None
        task = self._latest_task()
        task.cancel()
        print(f"Cancelled task {task.id}: {task.goal[:60]}.")

    def _cmd_history(self, command: Command):
        import ipywidgets as w
        from IPython.display import display

        from nbcopilot.notebook.forms import ReviewForm
        from nbcopilot.notebook.timeline import Timeline

        cp = self._copilot()
        task_id = cp.task(command.arg).id if command.arg else self._current_id()
        box = w.VBox()

        def opened(fork) -> None:  # a click is a comm message, not an execution: the fork's form joins the box
            form = ReviewForm(cp, fork)
            self.forms.append(form)
            box.children = [*box.children, form.widget]
        box.children = [Timeline(cp, task_id, on_fork=opened)]
        display(box)
        return cp.history(task_id)

    def _cmd_metrics(self, command: Command):
        frame = self._copilot().metrics()
        if command.plot:
            from nbcopilot.notebook.charts import plot_metrics

            plot_metrics(frame)
        return frame

    def _cmd_report(self, command: Command):
        print(self._copilot().report(command.arg or "week"))

    def _cmd_insert(self, command: Command):
        form = self._latest_form()
        code = form.insertable_code() if form is not None else None
        if not code:
            raise BadInput("the current review shows no code to insert; run this while a code step is under review.")
        self.shell.set_next_input(code, replace=False)

    def _cmd_help(self, command: Command):
        print(USAGE)

    # -- which task "current" means -----------------------------------------------------------------

    def _latest_form(self):
        """The latest form whose task still lives (or is still starting)."""
        for form in reversed(self.forms):
            if form.task is None and form.busy:
                return form
            if form.task is not None and form.task.state not in FINAL:
                return form
        return None

    def _latest_task(self):
        task = self._copilot().latest_task()
        if task is None:
            raise BadInput("there is no unfinished task; start one with %copilot <goal>.")
        return task

    def _current_id(self) -> str:
        for form in reversed(self.forms):
            if form.task is not None:
                return form.task.id
        frame = self._copilot().tasks()
        if frame.empty:
            raise BadInput("there is no task yet; start one with %copilot <goal>.")
        return frame.sort_values("updated_at")["id"].iloc[-1]


def register(ipython: Any) -> CopilotMagics:
    """Called by %load_ext nbcopilot; loading twice keeps the first instance (and its settings)."""
    for configurable in getattr(ipython, "configurables", []):
        if isinstance(configurable, CopilotMagics):
            return configurable
    magics = CopilotMagics(shell=ipython)
    ipython.register_magics(magics)
    cleanup = getattr(ipython, "input_transformers_cleanup", None)
    if cleanup is not None and questions_are_goals not in cleanup:
        cleanup.append(questions_are_goals)
    return magics


_QUESTION_LINE = re.compile(r"^(\s*)(?:([\w.]+)\s*=\s*)?%copilot\b(.*?\?+)\s*$")


def questions_are_goals(lines: list[str]) -> list[str]:
    """`%copilot Which species is heaviest?` asks the copilot, not IPython's help: a line magic whose goal ends in
    '?' is turned into the call it stands for before IPython's help transformer sees the question mark."""
    out = []
    for line in lines:
        m = _QUESTION_LINE.match(line.rstrip("\n"))
        if m is None:
            out.append(line)
            continue
        indent, target, goal = m.groups()
        call = f"get_ipython().run_line_magic('copilot', {goal.strip()!r})"
        out.append(f"{indent}{target + ' = ' if target else ''}{call}\n")
    return out
