"""The notebook face in a real browser: JupyterLab 4 and Notebook 7 on 127.0.0.1, headless Debian Chromium.

A module fixture starts one Jupyter server (token, random port, temp dir, isolated settings); the kernel
builds a Copilot with scripted models (tests/harness/browser_fixtures.py) in the notebook's first cell. The test
clicks the form's buttons as an analyst would and reads the kernel's own view of the task at the end.
Screenshots of each form go to docs/screenshots/.
"""
from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
TESTS = Path(__file__).resolve().parents[1]
SHOTS = TESTS.parent / "docs" / "screenshots"
GOAL = "Find the top regions by revenue in the sales table"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=f"{CHROMIUM} is missing: install the Debian package chromium"),
]


# -- the server ------------------------------------------------------------------------------------------

def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def notebook(path: Path, cells: list[str]) -> None:
    path.write_text(json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "id": f"cell-{n}", "metadata": {},
                   "outputs": [], "source": source} for n, source in enumerate(cells)],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"},
                     "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 5}, indent=1))


def setup_cell(store: Path, **options) -> str:
    args = "".join(f", {k}={v!r}" for k, v in options.items())
    return (f"import sys\nsys.path.insert(0, {str(TESTS)!r})\n"
            "import nbcopilot\nfrom harness.browser_fixtures import scripted_copilot\n"
            f"cp = nbcopilot.use(scripted_copilot({str(store)!r}{args}))\n"
            "%load_ext nbcopilot")


class Server:
    def __init__(self, root: Path):
        self.root = root
        self.port = _free_port()
        self.token = secrets.token_hex(16)
        self.url = f"http://127.0.0.1:{self.port}"
        settings = root / ".settings"
        # each plugin's user settings: no announcements popup, every cell kept in the DOM
        for plugin, values in {
            "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
            "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
        }.items():
            package, name = plugin.rsplit("/", 1)
            target = settings / package / f"{name}.jupyterlab-settings"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(values))
        config = root / ".config"
        (config / "labconfig").mkdir(parents=True)
        (config / "labconfig" / "page_config.json").write_text(json.dumps(
            {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}))
        env = {**os.environ, "JUPYTERLAB_SETTINGS_DIR": str(settings), "JUPYTERLAB_WORKSPACES_DIR": str(root / ".ws"),
               "JUPYTER_CONFIG_DIR": str(config), "JUPYTER_RUNTIME_DIR": str(root / ".runtime"),
               "MPLBACKEND": "Agg"}
        self.log = open(root / "server.log", "w")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={self.port}", "--ServerApp.ip=127.0.0.1",
             "--ServerApp.port_retries=0", f"--IdentityProvider.token={self.token}", f"--ServerApp.root_dir={root}",
             "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate", "--LabApp.extension_manager=readonly",
             *(["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else [])],
            cwd=root, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"{self.url}/api/status?token={self.token}", timeout=2):
                    return
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"JupyterLab did not start; see {root / 'server.log'}")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    server = Server(tmp_path_factory.mktemp("lab"))
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(30_000)
    yield page
    context.close()


# -- driving a notebook ------------------------------------------------------------------------------------

class Notebook:
    """A notebook open in the browser: find cells by their source, run them, read their outputs."""

    def __init__(self, page):
        self.page = page
        self.dialogs: list[str] = []
        """Text of the dialogs JupyterLab showed and the driver accepted."""

    def cell(self, source: str):
        """The (last) code cell whose editor contains `source`."""
        editor = self.page.locator(".jp-InputArea-editor", has_text=source)
        return self.page.locator(".jp-Notebook .jp-CodeCell", has=editor).last

    def run(self, source: str, *, timeout: float = 60):
        """Run the cell holding `source` and wait for its execution count (retrying while the kernel starts)."""
        cell = self.cell(source)
        prompt = cell.locator(".jp-InputArea-prompt")
        deadline = time.monotonic() + timeout
        while True:
            dialog = self.page.locator(".jp-Dialog")
            if dialog.count() and dialog.first.is_visible():  # e.g. a kernel chooser on a fresh server: keep its default
                self.dialogs.append(dialog.first.inner_text())
                dialog.first.locator(".jp-mod-accept").click()
                dialog.first.wait_for(state="detached")
            cell.locator(".jp-InputArea-editor").click()
            self.page.keyboard.press("Escape")  # command mode on this cell, so Shift+Enter runs exactly it
            self.page.keyboard.press("Shift+Enter")
            started = time.monotonic()
            while time.monotonic() - started < 5 or "*" in prompt.inner_text():
                if re.search(r"\[\d+\]", prompt.inner_text()):
                    return cell
                if time.monotonic() > deadline:
                    raise TimeoutError(f"the cell {source!r} did not run")
                time.sleep(0.1)
            # "[ ]" after 5 s: the run was asked before the kernel was connected; ask again

    @staticmethod
    def form(cell):
        return cell.locator(".nbc-form.widget-vbox").last

    @staticmethod
    def output(cell) -> str:
        return cell.locator(".jp-OutputArea").inner_text()


def open_notebook(page, server: Server, name: str, *, app: str = "lab") -> Notebook:
    # a workspace per notebook: JupyterLab would otherwise reopen earlier notebooks, whose cells look alike
    path = f"/lab/workspaces/{Path(name).stem}/tree/{name}" if app == "lab" else f"/notebooks/{name}"
    page.goto(f"{server.url}{path}?token={server.token}")
    page.wait_for_selector(".jp-Notebook .jp-CodeCell .cm-content", timeout=60_000)
    return Notebook(page)


def click(form, label: str) -> None:
    # not exact: a button's accessible name also holds its Font Awesome icon glyph
    form.get_by_role("button", name=label).click()


def badge(form, label: str, timeout: float = 30_000) -> None:
    form.locator(".nbc-badge", has_text=label).first.wait_for(timeout=timeout)


def at_plan_review(server: Server, page, name: str, cells: list[str], magic: str):
    """Write the notebook, open it, run its setup cell and its `magic` cell; the form once it shows the plan."""
    notebook(server.root / name, cells)
    nb = open_notebook(page, server, name)
    nb.run("load_ext nbcopilot")
    form = nb.form(nb.run(magic))
    badge(form, "Plan review", timeout=120_000)
    return nb, form


def shot(locator, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    locator.screenshot(path=str(SHOTS / f"{name}.png"))


# -- the stories -------------------------------------------------------------------------------------------

def test_lab_story_review_reject_pause_restart_resume_done(server, page):
    from playwright.sync_api import expect
    from harness.browser_fixtures import DELETE_CODE, PAYLOAD, REFINED

    store = server.root / "story.duckdb"
    notebook(server.root / "story.ipynb", [
        setup_cell(store),
        f"task = %copilot {GOAL}",
        "print('the kernel is free')",
        "again = %copilot resume",
        "print(again.state, nbcopilot.current().tasks()['state'].tolist())",
        "cp2 = nbcopilot.use(scripted_copilot(%r, max_retries=0, planning_seconds=0))\n%%copilot Plot monthly revenue"
        % str(server.root / "takeover.duckdb"),
    ])
    nb = open_notebook(page, server, "story.ipynb")
    nb.run("load_ext nbcopilot")

    # the magic returns at once; the form ticks while the (slow) planner works; the kernel stays usable
    started = nb.run("task = %copilot")
    form = nb.form(started)
    form.get_by_text(re.compile(r"Planning… \d+ s")).wait_for()
    free = nb.run("the kernel is free")
    assert nb.output(free).strip() == "the kernel is free"
    assert "Planning…" in form.inner_text()  # the plan is still being made: nothing waited for it
    form.get_by_text(re.compile(r"Planning… [1-9] s")).wait_for()  # ticks from the worker reach the page
    badge(form, "Plan review")
    expect(form.locator("input[type=text]").nth(0)).to_have_value("Load the sales table")
    shot(form, "plan_review")

    # approve the plan: step 1 runs, step 2 (a deletion) waits for review before it runs
    click(form, "Approve")
    badge(form, "Step review")
    form.get_by_text("Why this step is reviewed before it runs").wait_for()
    shot(form, "step_review")

    # Insert as cell: the step's code lands in a new cell right below the form's cell
    form.get_by_role("button", name="Insert as cell").click()
    form.get_by_text("Inserted in a new cell below.").wait_for()
    below = started.locator("xpath=following-sibling::div[contains(@class, 'jp-Cell')][1]")
    assert below.locator(".cm-content").inner_text().strip() == DELETE_CODE

    # edit the step's code, then the edited code runs and its output (with the injection payload) is reviewed
    form.locator(".nbc-code textarea").fill("print(sales.loc[0, 'note'])\nsales")
    click(form, "Edit")
    form.get_by_text("Step 2 output").wait_for()
    assert PAYLOAD in form.inner_text()  # shown as text ...
    assert form.locator("table.nbc-table td", has_text="<img src=x").count() == 1
    click(form, "Approve")
    badge(form, "Result review")
    shot(form, "result_review")

    # reject with a reason; the form changes and says how the rejection was read
    form.get_by_placeholder("Why?").fill("Make it a bulleted list")
    click(form, "Reject")
    form.get_by_text("read as refine output (confidence 0.90, llm classifier)").wait_for()
    form.get_by_text(REFINED.splitlines()[0]).first.wait_for()  # the refined output replaces the old one
    shot(form, "rejection_intent")
    before = form.locator(".nbc-pre").last.inner_text()

    click(form, "Pause")
    badge(form, "Paused")

    # restart the kernel: everything in memory is gone; the store keeps the task
    page.get_by_role("menuitem", name="Kernel").click()
    page.get_by_role("menuitem", name=re.compile("^Restart Kernel…")).click()
    page.locator(".jp-Dialog .jp-mod-accept").click()
    page.locator(".jp-Dialog").wait_for(state="detached")
    nb.run("load_ext nbcopilot")
    resumed = nb.run("again = %copilot resume")
    form = nb.form(resumed)
    badge(form, "Result review")
    assert form.locator(".nbc-pre").last.inner_text() == before  # the same review, from the store
    click(form, "Approve")
    badge(form, "Done")
    check = nb.run("print(again.state")
    assert nb.output(check).strip() == "done ['done']"  # the kernel agrees

    form.get_by_role("button", name="Timeline").click()
    timeline = form.locator(".nbc-timeline")
    timeline.get_by_text("reject (before result, step 3)").wait_for()
    shot(timeline, "timeline")

    # model output never ran as HTML anywhere on the page
    assert page.evaluate("() => window.__nbc_pwned") is None

    # a task that hands control to the analyst after one rejection
    takeover = nb.run("Plot monthly revenue")
    form = nb.form(takeover)
    badge(form, "Plan review")
    form.get_by_placeholder("Why?").fill("No, plot it by week")
    click(form, "Reject")
    badge(form, "You have control")
    form.get_by_placeholder("Ask about the task").fill("What has run so far?")
    form.get_by_role("button", name="Ask").click()
    form.get_by_text("Nothing has run yet").wait_for()
    shot(form, "takeover")


def test_a_question_on_penguins_is_answered_offline_and_the_result_leads_with_the_computed_answer(server, page):
    """The embedded defaults, a real public table in the kernel, a question ending in '?' (not IPython's help)."""
    from palmerpenguins import load_penguins

    penguins = load_penguins()
    expected = penguins.groupby("species")["body_mass_g"].mean().idxmax()
    store = server.root / "penguins.duckdb"
    nb, form = at_plan_review(server, page, "penguins.ipynb", [
        "from palmerpenguins import load_penguins\npenguins = load_penguins()\nimport nbcopilot\n"
        f"cp = nbcopilot.use(nbcopilot.Copilot(store={str(store)!r}, memory=False))\n%load_ext nbcopilot",
        "task = %copilot Which species has the heaviest average body mass in penguins?",
        "print(task.refresh().state, task.result.answer)",
    ], "task = %copilot")
    form.get_by_text("Data: penguins (DataFrame, 344 × 8)").wait_for()
    click(form, "Approve")
    badge(form, "Result review", timeout=120_000)
    answer = form.locator(".nbc-answer")
    assert answer.inner_text().splitlines()[-1].strip() == expected
    shot(form, "result_answer")
    click(form, "Approve")
    badge(form, "Done")
    check = nb.run("print(task.refresh()")
    assert nb.output(check).strip() == f"done {expected}"


def test_a_goal_that_names_no_data_asks_which_first_and_one_click_answers(server, page):
    from palmerpenguins import load_penguins

    rows = len(load_penguins())
    store = server.root / "clarify.duckdb"
    notebook(server.root / "clarify.ipynb", [
        "import pandas as pd\nfrom palmerpenguins import load_penguins\npenguins = load_penguins()\n"
        "regions = pd.DataFrame({'region': ['EMEA', 'APAC'], 'revenue': [5.0, 7.0]})\nimport nbcopilot\n"
        f"cp = nbcopilot.use(nbcopilot.Copilot(store={str(store)!r}, memory=False))\n%load_ext nbcopilot",
        "asked = %copilot How many rows are there?",
    ])
    nb = open_notebook(page, server, "clarify.ipynb")
    nb.run("load_ext nbcopilot")
    form = nb.form(nb.run("asked = %copilot"))
    badge(form, "Question", timeout=120_000)
    form.get_by_text("Which data should I use for this?").wait_for()
    shot(form, "clarify")
    form.get_by_role("button", name="penguins").click()
    badge(form, "Plan review", timeout=120_000)
    click(form, "Approve")
    badge(form, "Result review", timeout=120_000)
    assert form.locator(".nbc-answer").inner_text().splitlines()[-1].strip() == str(rows)


def test_fork_from_the_timeline_opens_a_new_task_and_says_what_was_not_undone(server, page):
    """Step 1 has run; from the timeline the analyst forks at the plan review: a second form opens under it,
    says that step 1's code is not undone, and drives the fork while the original waits where it was."""
    notebook(server.root / "fork.ipynb", [setup_cell(server.root / "fork.duckdb", planning_seconds=0),
                                          f"%copilot {GOAL}",
                                          "original, fork = cp.tasks()['id']\n"
                                          "print(cp.task(original).state, cp.task(fork).state, "
                                          "cp.task(fork).origin['task'] == original, "
                                          "list(cp.history(original)['event']).count('forked'))"])
    nb = open_notebook(page, server, "fork.ipynb")
    nb.run("load_ext nbcopilot")
    forms = nb.run(f"%copilot {GOAL}").locator(".nbc-form.widget-vbox")
    form = forms.first  # the original's form; the fork's opens inside it, under the timeline
    badge(form, "Plan review")
    click(form, "Approve")
    badge(form, "Step review")  # step 1 ran; step 2 (a file deletion) waits before it runs
    form.get_by_role("button", name="Timeline").click()
    timeline = form.locator(".nbc-timeline")
    forks = timeline.get_by_role("button", name="Fork from here")
    forks.first.wait_for()
    assert forks.count() == 2  # the plan review and the step review
    forks.first.click()
    timeline.get_by_text("Forked: task").wait_for()
    fork_form = forms.nth(1)
    badge(fork_form, "Plan review")
    fork_form.get_by_text("Code already run is not undone: step(s) 1 ran in the original").wait_for()
    timeline.get_by_text("forked into task").wait_for()  # the original's timeline says so
    shot(form, "fork")
    click(fork_form, "Approve")
    badge(fork_form, "Step review")  # the fork redrafts step 1, which now overwrites the original's variable
    assert form.locator(".nbc-badge").first.inner_text() == "Step review"  # the original still waits
    check = nb.run("original, fork = ")
    assert nb.output(check).strip() == "review_step review_step True 1"
    assert page.evaluate("() => window.__nbc_pwned") is None


def test_notebook7_smoke(server, page):
    from playwright.sync_api import expect

    from harness.browser_fixtures import DELETE_CODE

    notebook(server.root / "nb7.ipynb", [setup_cell(server.root / "nb7.duckdb", planning_seconds=0),
                                         f"%copilot {GOAL}", "%copilot insert"])
    # Notebook 7's file browser (/tree) opens a notebook in a new tab
    page.goto(f"{server.url}/tree?token={server.token}")
    with page.context.expect_page() as opened:
        page.get_by_text("nb7.ipynb", exact=True).dblclick()
    page = opened.value
    page.set_default_timeout(30_000)
    page.wait_for_selector(".jp-Notebook .jp-CodeCell .cm-content", timeout=60_000)
    assert "/notebooks/nb7.ipynb" in page.url
    nb = Notebook(page)
    nb.run("load_ext nbcopilot")
    cell = nb.run(f"%copilot {GOAL}")
    form = nb.form(cell)
    badge(form, "Plan review")
    # reorder: step 2 first, then send the edited plan
    form.locator(".nbc-plan-step").nth(1).get_by_role("button").nth(0).click()
    expect(form.locator("input[type=text]").nth(0)).to_have_value("Delete the scratch export file")
    click(form, "Edit")
    badge(form, "Step review")
    form.get_by_role("button", name="Insert as cell").click()
    form.get_by_text("Inserted in a new cell below.").wait_for()
    below = cell.locator("xpath=following-sibling::div[contains(@class, 'jp-Cell')][1]")
    assert below.locator(".cm-content").inner_text().strip() == DELETE_CODE
    # the kernel-side route: set_next_input inside an execution puts the code under the magic's cell
    inserted = nb.run("%copilot insert")
    below = inserted.locator("xpath=following-sibling::div[contains(@class, 'jp-Cell')][1]")
    expect(below.locator(".cm-content")).to_have_text(re.compile(re.escape("os.remove('scratch_export.csv')")))
    click(form, "Cancel")
    form.get_by_text("click Cancel again").wait_for()
    click(form, "Cancel")
    badge(form, "Cancelled")
    assert page.evaluate("() => window.__nbc_pwned") is None


@pytest.fixture(scope="module")
def endless_llama():
    """A server whose answers run to 4096 tokens (minutes on these machines): only Pause can end one in time."""
    from harness import llama_server

    return llama_server.start(llama_server.LLAMA_KEY, answer_tokens=4096, endless=True)


def test_the_form_streams_the_answer_from_a_real_http_model_and_pause_stops_it(server, page, llama, endless_llama):
    """The kernel reaches llama.cpp's servers over loopback through `openai-like:` names; the executor's answer
    grows on the form while it is written, and Pause ends it at once (the planner's server cuts answers short, the
    executor's writes on for minutes)."""
    from playwright.sync_api import expect

    store = server.root / "stream.duckdb"
    name, endless = f"openai-like:gemma@{llama.url}", f"openai-like:gemma@{endless_llama.url}"
    nb, form = at_plan_review(server, page, "stream.ipynb", [
        f"import os\nos.environ['OPENAI_API_KEY'] = {llama.api_key!r}\n"
        f"import nbcopilot\n"
        f"cp = nbcopilot.use(nbcopilot.Copilot(store={str(store)!r}, llm={name!r}, executor={endless!r},\n"
        "    memory=False, namespace={}, policy=nbcopilot.ReviewPolicy(anchors=('after_plan', 'before_result'))))\n"
        "%load_ext nbcopilot",
        "streamed = %copilot Write a long paragraph on why revenue by region matters",
        "print('STATE', streamed.state, repr(streamed.note))",
    ], "streamed = %copilot")
    click(form, "Approve")
    live = form.locator('.nbc-live[data-role="executor"] .nbc-live-text')
    live.wait_for(timeout=60_000)
    first = live.inner_text()
    expect(live).not_to_have_text(first, timeout=30_000)  # the text grows while the model writes
    grown = live.inner_text()
    assert grown.startswith(first.rstrip()[:20])
    click(form, "Pause")
    badge(form, "Paused", timeout=30_000)
    expect(form.locator(".nbc-live")).to_have_count(0)
    assert "STATE paused" in nb.output(nb.run("print('STATE'"))
