"""Throwaway venvs for the systems nbcopilot is measured against (LangGraph's SqliteSaver and PostgresSaver,
jupyter-ai-magics),
kept under the repository's git-ignored build/ folder so they never touch the project's venv. Standard library
only: the anchors' own interpreters import the benchmark modules that import this."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENVS = ROOT / "build" / "bench-venvs"
LANGGRAPH = VENVS / "langgraph"
LANGGRAPH_PACKAGES = ["langgraph", "langgraph-checkpoint-sqlite"]
LANGGRAPH_POSTGRES = VENVS / "langgraph-postgres"
LANGGRAPH_POSTGRES_PACKAGES = ["langgraph", "langgraph-checkpoint-postgres", "psycopg[binary]"]
JUPYTER_AI = VENVS / "jupyter-ai"
JUPYTER_AI_PACKAGES = ["jupyter-ai-magics", "ipython"]


def python_of(venv: Path) -> str:
    """The venv's interpreter (which may not exist yet)."""
    return str(venv / "bin" / "python")


def shown(path: str | Path) -> str:
    """A path as RESULTS.md shows it: relative to the repository, never this machine's layout."""
    try:  # not resolved: a venv's python is a link to the system's
        return str(Path(os.path.abspath(path)).relative_to(ROOT))
    except ValueError:
        return Path(path).name


def ensure_venv(venv: Path, packages: list[str]) -> str | None:
    """The venv's python, created and filled when missing (PyPI access needed once); "failed: …" when it fails."""
    python = python_of(venv)
    names = [p.split("[")[0] for p in packages]  # "psycopg[binary]" is installed as psycopg
    check = [python, "-c", "import importlib.metadata as m, sys; [m.version(p) for p in sys.argv[1:]]", *names]
    if Path(python).exists() and subprocess.run(check, capture_output=True).returncode == 0:
        return python
    print(f"creating {shown(venv)} with {' '.join(packages)} …", flush=True)
    base = getattr(sys, "_base_executable", sys.executable)
    for step in ([base, "-m", "venv", str(venv)], [python, "-m", "pip", "install", "-q", *packages]):
        done = subprocess.run(step, capture_output=True, text=True)
        if done.returncode != 0:
            lines = [line for line in (done.stderr or done.stdout).splitlines() if line.strip() and "WARNING" not in line]
            return "failed: " + (lines[-1] if lines else f"exit {done.returncode}")
    return python
