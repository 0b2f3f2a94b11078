"""A team on one store: each analyst's kernel records its tasks as theirs, and the lead reads the metrics and
the report per analyst or for the team, with the same warnings — on a DuckDB file and on PostgreSQL."""
from __future__ import annotations

import pytest

from harness.store_backends import ENGINE

pytestmark = pytest.mark.parametrize("store_path", ENGINE, indirect=True)

GOAL = "Analyze sales.csv and find the top three regions by revenue"


def test_the_lead_reads_each_analysts_figures_and_the_teams(make_copilot, monkeypatch):
    ana, bo = make_copilot(analyst="ana"), make_copilot(analyst="bo")
    for _ in range(2):  # ana approves everything
        ana.start(GOAL).approve().approve()
    task = bo.start(GOAL)  # bo corrects the plan's form once, then approves
    task.reject("number the steps", intent="refine_output").approve().approve()
    monkeypatch.setenv("NBCOPILOT_ANALYST", "lead")
    lead = make_copilot()  # a third kernel: the setting names its analyst
    assert lead._store.analyst == "lead"

    team = lead.metrics()
    assert team.groupby("analyst").task_id.count().to_dict() == {"ana": 2, "bo": 1}
    assert lead.metrics(analyst="bo").corrections.tolist() == [1]
    assert lead.metrics(analyst="ana").corrections.sum() == 0 and lead.metrics(analyst="lead").empty

    mine = lead.report("all", analyst="bo")
    assert "analyst bo" in mine.splitlines()[0] and "Correction rate" in mine
    assert "above 30%" in mine  # 1 correction in 3 decisions: the warning a personal report gives
    theirs = lead.report("all", analyst="ana")
    assert "above 30%" not in theirs
    everyone = lead.report("all")
    assert "analyst" not in everyone.splitlines()[0] and "Tasks                 3" in everyone


def test_without_a_setting_the_os_user_owns_the_task(make_copilot, monkeypatch):
    import getpass

    monkeypatch.delenv("NBCOPILOT_ANALYST", raising=False)
    cp = make_copilot()
    cp.start(GOAL)
    assert cp.tasks().analyst.tolist() == [getpass.getuser()]


def test_the_magics_store_setting_opens_the_team_store(store_path, monkeypatch):
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    import nbcopilot

    monkeypatch.setattr(nbcopilot, "_current", None)
    shell = InteractiveShell.instance()
    try:
        shell.run_line_magic("load_ext", "nbcopilot")
        shell.run_line_magic("config", f"CopilotMagics.store = {store_path!r}")
        with capture_output() as shown:
            shell.run_line_magic("copilot", "list")
        assert shown.stderr == "" and nbcopilot.current().store_path == store_path
    finally:
        if nbcopilot.current() is not None:
            nbcopilot.current().close()
        InteractiveShell.clear_instance()


def test_the_magics_analyst_and_lessons_settings_reach_the_copilot(store_path, monkeypatch):
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    import nbcopilot

    monkeypatch.setattr(nbcopilot, "_current", None)
    shell = InteractiveShell.instance()
    try:
        shell.run_line_magic("load_ext", "nbcopilot")
        with capture_output() as settings:
            shell.run_line_magic("config", "CopilotMagics")
        assert "DuckDB file path" in settings.stdout and "postgresql://" in settings.stdout
        shell.run_line_magic("config", f"CopilotMagics.store = {store_path!r}")
        shell.run_line_magic("config", 'CopilotMagics.analyst = "bo"')
        shell.run_line_magic("config", 'CopilotMagics.lessons = "mine"')
        with capture_output() as shown:
            shell.run_line_magic("copilot", "list")
        cp = nbcopilot.current()
        assert shown.stderr == "" and cp._store.analyst == "bo" and cp._lessons == "mine"
        assert cp.memory()._lessons_of == "bo"

        shell.run_line_magic("config", 'CopilotMagics.lessons = "everyone"')
        with capture_output() as refused:
            shell.run_line_magic("copilot", "list")
        assert refused.stderr.strip().startswith("Lessons must be 'team'") and refused.stderr.count("\n") == 1
    finally:
        if nbcopilot.current() is not None:
            nbcopilot.current().close()
        InteractiveShell.clear_instance()
