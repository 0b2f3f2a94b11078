"""The metrics figures (nbcopilot.metrics.plots) on the hand-written history of conftest.py and on an empty store,
the light import that keeps matplotlib out until a figure is drawn, and the metrics notebook that draws them all."""
from __future__ import annotations

import subprocess
import sys

import pytest

from nbcopilot.store.duckdb_store import DuckDBStore


def test_plots_draw_the_weekly_and_anchor_figures(con):
    from nbcopilot.metrics import plots

    ax = plots.corrections_by_intent(con).axes[0]
    heights = {c.get_label(): [bar.get_height() for bar in c] for c in ax.containers}
    assert heights == {"edit": [0, 1, 0], "replan": [0, 2, 0], "retry_step": [0, 5, 0], "refine_output": [0, 1, 0]}
    ax = plots.takeover_by_week(con).axes[0]
    assert list(ax.lines[0].get_ydata()) == pytest.approx([0.0, 100 / 3, 0.0])
    ax = plots.decision_time_by_anchor(con).axes[0]
    assert [bar.get_height() for bar in ax.containers[0]] == [40.0, 30.0, 40.0, 60.0]
    assert list(ax.lines[0].get_ydata()) == pytest.approx([152.0, 30.0, 40.0, 80.0])
    figure = plots.plot_all(con)
    assert [a.get_title() for a in figure.axes] == ["Corrections by intent", "Takeover rate by week",
                                                    "Decision time by anchor"]


def test_plots_of_an_empty_store_say_there_is_no_data(tmp_path):
    from nbcopilot.metrics import plots

    figure = plots.plot_all(DuckDBStore(tmp_path / "empty.duckdb"))
    assert all(a.texts[0].get_text() == "no data in the store yet" for a in figure.axes)


def test_importing_the_metrics_stays_light():
    code = "import sys, nbcopilot.metrics; print('matplotlib' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout == "False\n"


# ---- the notebook --------------------------------------------------------------------------------------

@pytest.mark.slow
def test_the_metrics_notebook_runs_headless_and_is_committed_without_outputs():
    from pathlib import Path

    import nbclient
    import nbformat

    path = Path(__file__).parents[2] / "notebooks" / "metrics.ipynb"
    notebook = nbformat.read(path, as_version=4)
    assert all(not cell.get("outputs") for cell in notebook.cells if cell.cell_type == "code")
    nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3").execute()
    images = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.outputs
              if "image/png" in o.get("data", {})]
    assert len(images) == 5  # corrections, takeovers, decision time, completion and resume success, time to done
    report_text = "".join(o.get("text", "") for cell in notebook.cells for o in cell.get("outputs", []))
    assert "Takeover rate" in report_text and "Warnings:" in report_text
    assert "Completion rate" in report_text and "Resume success" in report_text and "US$ " in report_text
