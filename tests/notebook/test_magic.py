"""The %copilot magic in a real IPython InteractiveShell, driving a real Copilot with scripted models."""
from __future__ import annotations

import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

import nbcopilot
from nbcopilot.errors import BadInput
from nbcopilot.notebook.forms import ReviewForm
from nbcopilot.notebook.handle import TaskHandle
from nbcopilot.notebook.magic import Command, CopilotMagics, parse, register
from nbcopilot.notebook.timeline import Timeline
from harness.scripted_llm import ScriptedLLM

GOAL = "Analyze sales and find the top three regions by revenue"
WIDGET = "application/vnd.jupyter.widget-view+json"


@pytest.fixture(scope="module")
def module_shell():
    """One real IPython shell for this file; cleared afterwards so later tests see no IPython shell."""
    shell = InteractiveShell.instance()
    shell.run_line_magic("load_ext", "nbcopilot")
    yield shell
    InteractiveShell.clear_instance()


@pytest.fixture
def shell(module_shell, monkeypatch):
    monkeypatch.setenv("MPLBACKEND", "Agg")
    monkeypatch.setattr(nbcopilot, "_current", None)  # the Copilot the magic drives; restored after the test
    shell = module_shell
    shell.reset(new_session=False)  # each test starts with an empty namespace, as after a kernel restart
    magics = register(shell)
    magics.forms.clear()
    yield shell
    magics.forms.clear()
    with magics.hold_trait_notifications():
        for name in ("store", "llm", "planner", "executor", "helper", "anchors", "max_retries", "dynamic",
                     "review_timeout", "max_tokens", "memory"):
            magics.set_trait(name, magics.trait_defaults(name))
    magics._settings_changed = False


@pytest.fixture
def magics(shell) -> CopilotMagics:
    return register(shell)


@pytest.fixture
def cp(make_copilot, shell):
    copilot = make_copilot(namespace=shell.user_ns)
    nbcopilot.use(copilot)
    return copilot


def copilot(shell, line: str, cell: str | None = None):
    """Run the magic as a cell would, capturing what it displays and prints."""
    with capture_output() as captured:
        result = (shell.run_cell_magic("copilot", line, cell) if cell is not None
                  else shell.run_line_magic("copilot", line))
    return result, captured


@pytest.mark.parametrize("line, cell, expected", [
    ("", None, Command("help")),
    ("help", None, Command("help")),
    ("top 3 regions by revenue", None, Command("start", "top 3 regions by revenue")),
    ("start list the top regions", None, Command("start", "list the top regions")),
    ("  List  ", None, Command("list")),
    ("resume", None, Command("resume")),
    ("resume the weekly report", None, Command("resume", "the weekly report")),
    ("pause lunch break", None, Command("pause", "lunch break")),
    ("cancel", None, Command("cancel")),
    ("history 9d63", None, Command("history", "9d63")),
    ("metrics", None, Command("metrics")),
    ("metrics --plot", None, Command("metrics", plot=True)),
    ("report Month", None, Command("report", "month")),
    ("insert", None, Command("insert")),
    ("", "top 3 regions\nby revenue\n", Command("start", "top 3 regions\nby revenue")),
    ("start", "plot revenue", Command("start", "plot revenue")),
    ("for the board:", "plot revenue", Command("start", "for the board:\nplot revenue")),
])
def test_parse(line, cell, expected):
    assert parse(line, cell) == expected


@pytest.mark.parametrize("line, cell, message", [
    ("list the top regions", None, "list takes nothing after it; to start a task whose goal begins with 'list', "
                                   "write %copilot start list the top regions."),
    ("metrics by week", None, "metrics takes only --plot"),
    ("report yesterday", None, "report takes a period (day, week, month, all)"),
    ("start   ", None, "say what you want done"),
    ("", "   ", "say what you want done"),
    ("list", "anything", "%%copilot takes the goal from the cell body"),
])
def test_parse_refuses_with_one_sentence(line, cell, message):
    with pytest.raises(BadInput, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse(line, cell)


def test_copilot_goal_returns_at_once_shows_the_form_and_the_handle_follows_it(shell, make_copilot, models):
    slow = ScriptedLLM(respond=models._plan, hang_seconds=30)
    models.planner = slow
    nbcopilot.use(make_copilot(namespace=shell.user_ns))
    try:
        handle, captured = copilot(shell, GOAL)  # the planner hangs: the magic must not wait for it
        assert isinstance(handle, TaskHandle) and handle.busy
        form = handle.form
        assert "Planning…" in form.status.value
        assert [o.data[WIDGET]["model_id"] for o in captured.outputs] == [form.widget.model_id]
    finally:
        slow.release()
    assert handle.state == "review_plan"  # reading the handle waits for the work in flight
    assert not handle.busy and form.status.value == ""
    handle.approve()
    assert handle.state == form.task.state == "review_result"
    assert repr(handle).startswith(f"<Task {form.task.id} review_result")


def test_the_cell_that_ran_the_magic_does_not_show_the_form_twice_but_a_later_one_does(shell, cp):
    with capture_output() as captured:
        shell.run_cell(f"task = %copilot {GOAL}\ntask", store_history=True)
    assert len(captured.outputs) == 1  # the form, once: the handle's own display is skipped in this cell
    handle = shell.user_ns["task"]
    handle.wait()
    with capture_output() as later:
        shell.run_cell("task", store_history=True)
    assert [o.data[WIDGET]["model_id"] for o in later.outputs] == [handle.form.widget.model_id]


def test_cell_magic_takes_the_goal_from_the_body(shell, cp):
    handle, _ = copilot(shell, "", "Find the top three regions\nby revenue in sales\n")
    assert handle.wait().goal == "Find the top three regions\nby revenue in sales"
    assert handle.state == "review_plan"


def test_list_history_and_metrics(shell, cp):
    handle, _ = copilot(shell, GOAL)
    handle.wait().approve()
    tasks, _ = copilot(shell, "list")
    assert list(tasks["id"]) == [handle.id] and tasks["state"].iloc[0] == "review_result"
    history, shown = copilot(shell, "history")
    assert list(history["to_state"])[-1] == "review_result"
    timeline = [o for o in shown.outputs if WIDGET in o.data]
    assert len(timeline) == 1
    metrics, _ = copilot(shell, "metrics")
    assert list(metrics["task_id"]) == [handle.id]


def test_report_prints_the_collaboration_report(shell, cp):
    handle, _ = copilot(shell, GOAL)
    handle.wait().reject("use revenue", intent="replan")
    _, printed = copilot(shell, "report all")
    assert "correction" in printed.stdout.lower() and printed.stderr == ""


def test_metrics_plot_draws_corrections_per_task(shell, cp):
    handle, _ = copilot(shell, GOAL)
    handle.wait().reject("use revenue", intent="replan")
    frame, shown = copilot(shell, "metrics --plot")
    assert frame["replan"].iloc[0] == 1
    assert any("image/png" in o.data for o in shown.outputs)


def test_pause_and_cancel_act_on_the_current_task(shell, cp):
    handle, _ = copilot(shell, GOAL)
    handle.wait()
    copilot(shell, "pause lunch")
    assert handle.wait().state == "paused" and handle.note == "lunch"
    copilot(shell, "cancel")
    assert handle.wait().state == "cancelled"
    _, printed = copilot(shell, "pause")
    assert printed.stderr.strip() == "There is no unfinished task; start one with %copilot <goal>."


def test_resume_after_a_restart_rerenders_the_pending_form_from_the_store(shell, cp, make_copilot, magics):
    handle, _ = copilot(shell, GOAL)
    handle.wait().approve()
    review = handle.review
    # a kernel restart: a new Copilot on the same store file, no forms on screen
    magics.forms.clear()
    nbcopilot.use(make_copilot(namespace=shell.user_ns))
    again, _ = copilot(shell, "resume")
    assert again.wait().id == handle.id and again.state == "review_result"
    assert again.review.id == review.id and again.review.content == review.content
    assert again.form is not handle.form
    again.approve()
    assert again.state == "done"


def test_resume_by_id_prefix_and_a_bad_reference_is_one_sentence_on_the_form(shell, cp):
    handle, _ = copilot(shell, GOAL)
    handle.wait().pause()
    again, _ = copilot(shell, f"resume {handle.id[:6]}")
    assert again.wait().state == "review_plan"
    missing, _ = copilot(shell, "resume zz-no-such-task")
    missing.wait()
    assert missing.form.task is None
    assert "nbc-notice-error" in missing.form.message.value and "Traceback" not in missing.form.message.value


def test_errors_are_one_sentence_on_stderr(shell, cp):
    result, printed = copilot(shell, "list everything")
    assert result is None and printed.stdout == ""
    assert printed.stderr.strip().startswith("List takes nothing after it;")
    assert printed.stderr.count("\n") == 1 and "Traceback" not in printed.stderr


def test_insert_puts_the_step_code_into_the_next_cell(shell, cp):
    handle, _ = copilot(shell, GOAL)
    handle.wait().approve()
    handle.reject("redo step 1", intent="retry_step", step=0)
    assert handle.review.step == 0
    shell.rl_next_input = None
    copilot(shell, "insert")
    # a terminal shell keeps the next input itself; a kernel sends it as a set_next_input payload
    assert shell.rl_next_input == handle.plan[0].code == "sales = {'EMEA': 5, 'APAC': 7, 'AMER': 6}\nsales"


def test_fork_forks_the_current_task_from_a_review_or_a_transition(shell, cp):
    handle, _ = copilot(shell, GOAL)
    task = handle.wait()
    plan_review = task.review.id
    task.approve()
    fork, shown = copilot(shell, f"fork {plan_review}")
    assert isinstance(fork, TaskHandle) and len([o for o in shown.outputs if WIDGET in o.data]) == 1
    forked = fork.wait()
    assert forked.state == "review_plan" and forked.origin["task"] == task.id and task.refresh().state == "review_result"
    again, _ = copilot(shell, "fork seq 0")  # the current task is now the fork: its own first checkpoint
    origin = again.wait().origin
    assert (origin["task"], origin["seq"], origin["review"]) == (forked.id, 0, forked.review.id)
    _, printed = copilot(shell, "fork")
    assert "Fork from a review or transition of the current task" in printed.stderr


def test_help_prints_every_subcommand(shell, cp):
    _, printed = copilot(shell, "help")
    for word in ("list", "resume", "pause", "cancel", "history", "metrics", "report", "insert", "fork", "--grant",
                 "%config"):
        assert word in printed.stdout


def test_config_settings_build_the_copilot_and_use_wins_when_called_later(shell, magics, tmp_path, make_copilot):
    mine = make_copilot(namespace=shell.user_ns)
    nbcopilot.use(mine)
    store = str(tmp_path / "team.duckdb")
    shell.run_line_magic("config", f"CopilotMagics.store = {store!r}")
    shell.run_line_magic("config", "CopilotMagics.max_retries = 1")
    shell.run_line_magic("config", "CopilotMagics.anchors = ['before_result']")
    shell.run_line_magic("config", "CopilotMagics.llm = 'openai:gpt-4o-mini'")
    built = magics._copilot()
    assert built is not mine and built.store_path == store and nbcopilot.current() is built
    assert built.policy.max_retries == 1 and [a.value for a in built.policy.anchors] == ["before_result"]
    assert built._llm_specs[0] == "openai:gpt-4o-mini"  # by name; nothing is contacted until a call
    assert magics._copilot() is built  # unchanged settings: the same Copilot
    shell.run_line_magic("config", "CopilotMagics.dynamic = True")
    nbcopilot.use(mine)  # called after %config: use() wins
    assert magics._copilot() is mine
    built.close()


def test_a_bad_setting_is_refused_when_the_copilot_is_built(shell, magics, cp):
    shell.run_line_magic("config", "CopilotMagics.anchors = ['after_lunch']")
    _, printed = copilot(shell, "list")
    assert printed.stderr.strip().startswith("Unknown anchor in ['after_lunch']; choose from before_plan, after_plan")


def test_load_ext_twice_keeps_one_magics_instance(shell):
    shell.run_line_magic("load_ext", "nbcopilot")
    shell.run_line_magic("reload_ext", "nbcopilot")
    assert sum(isinstance(c, CopilotMagics) for c in shell.configurables) == 1
    assert isinstance(ReviewForm, type) and isinstance(Timeline, type)


def test_a_goal_that_ends_in_a_question_mark_starts_a_task_instead_of_asking_for_help(tmp_path, monkeypatch):
    """IPython reads a trailing '?' as a help request; after %load_ext nbcopilot a %copilot question is a goal."""
    from IPython.core.interactiveshell import InteractiveShell

    from nbcopilot.notebook.magic import questions_are_goals

    shell = InteractiveShell.instance()
    shell.run_line_magic("load_ext", "nbcopilot")
    assert questions_are_goals in shell.input_transformers_cleanup
    code = shell.transform_cell("task = %copilot Which species is heaviest in penguins?\n")
    assert code.strip() == "task = get_ipython().run_line_magic('copilot', 'Which species is heaviest in penguins?')"
    assert shell.transform_cell("%copilot 哪个物种最重？?\n").strip() == \
        "get_ipython().run_line_magic('copilot', '哪个物种最重？?')"
    assert shell.transform_cell("len?\n") != shell.transform_cell("%copilot len?\n")  # help still works elsewhere
