"""notebooks/quickstart.ipynb runs headless (nbclient) on the embedded models, as CI runs it."""
from __future__ import annotations

from pathlib import Path

import pytest

QUICKSTART = Path(__file__).resolve().parents[2] / "notebooks" / "quickstart.ipynb"


@pytest.mark.slow
def test_quickstart_runs_headless_and_finishes_its_task(tmp_path):
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(QUICKSTART, as_version=4)
    NotebookClient(notebook, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    errors = [o for c in notebook.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert errors == []

    def output_of(snippet: str) -> str:
        cell = next(c for c in notebook.cells if c.cell_type == "code" and snippet in c.source)
        return "".join(o.text if o.output_type == "stream" else o.data.get("text/plain", "")
                       for o in cell.outputs if o.output_type in ("stream", "execute_result"))

    truth = output_of('penguins.groupby("species")').strip()
    assert truth == "'Gentoo'" and output_of("penguin_task.approve()").strip().endswith(truth)  # the right answer
    assert output_of("chinese = ").strip().startswith("'Gentoo: 217.18")  # in Chinese, from the CSV file
    assert output_of("task.approve()\ntask.state").strip() == "'done'"  # the magic's task, driven to the end
    assert output_of('task.edit("sales.groupby').count("APAC") == 1  # the analyst's code ran on the sales table
    assert "done" in output_of("second = cp.start").splitlines()  # start → approve (or fix) → result
    assert "Correction rate" in output_of("%copilot report all")
    assert output_of("third = %copilot").strip() == "'paused'"
    assert output_of("resumed = %copilot resume").strip() == "'review_plan'"
