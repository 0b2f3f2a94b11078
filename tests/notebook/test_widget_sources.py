"""The widgets follow anywidget's convention: `_esm` is the path of their file in js/, so a checkout run with
ANYWIDGET_HMR=1 reloads them in the browser when the file changes, and an installed copy reads nbcopilot/js/."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
from nbcopilot.notebook.insert import InsertCell
from nbcopilot.notebook.timeline import Timeline
for widget in (Timeline, InsertCell):
    print(widget._esm._path, widget._esm._background_thread is not None, str(widget._esm).startswith("// @ts-check"))
"""


def probe(hmr: bool) -> list[list[str]]:
    env = {key: value for key, value in os.environ.items() if key != "ANYWIDGET_HMR"}
    if hmr:
        env["ANYWIDGET_HMR"] = "1"
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, cwd=ROOT, capture_output=True, text=True,
                         timeout=120, check=True).stdout
    return [line.split() for line in out.splitlines()]


def test_each_widget_reads_its_file_in_js_and_is_watched_only_with_hmr():
    expected_paths = [str(ROOT / "js" / "timeline.js"), str(ROOT / "js" / "insert_cell.js")]
    plain, watched = probe(hmr=False), probe(hmr=True)
    assert [row[0] for row in plain] == expected_paths == [row[0] for row in watched]
    assert [row[1] for row in plain] == ["False", "False"]   # nothing watched in normal use
    assert [row[1] for row in watched] == ["True", "True"]   # hot reload while developing
    assert all(row[2] == "True" for row in plain + watched)  # the ESM source itself is what the front end gets
