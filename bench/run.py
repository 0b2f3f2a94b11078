"""Run every benchmark on this machine and write bench/RESULTS.md: the figures beside their goals.

    python bench/run.py [--quick] [--only load_ext overhead ...] [--out bench/RESULTS.md]   # or: make bench

Each benchmark is a script run in its own process with this interpreter; this runner reads what it prints
and hands it to the module's own `render`, which returns its section of RESULTS.md (bench/report.py). The
goals table shows each figure beside the one the previous RESULTS.md held. LangGraph and jupyter-ai-magics
live in throwaway venvs under build/ (bench/anchors.py), created here when missing. The machine is shared:
the load is recorded before each section, and the short sections are run again when the machine was busy
(the better run is kept, both are noted). Standard library only.
"""
from __future__ import annotations

import argparse
import datetime as dt
import importlib
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from anchors import JUPYTER_AI, JUPYTER_AI_PACKAGES, LANGGRAPH, LANGGRAPH_PACKAGES, ensure_venv
from machine import busy, describe, load_now, load_text
from report import Run, Section, table, verdict

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
sys.path.insert(0, str(ROOT / "scripts"))  # the embedded-model benchmark lives beside the other scripts
KEPT = "## Table QA"
"""Sections another command writes (bench/eval_tableqa.py): a full run keeps them as they were."""


# -- running a benchmark ---------------------------------------------------------------------------------

def run_script(args: list[str], timeout: int) -> dict:
    """Run one benchmark script; its stdout, the BENCH_JSON it printed, an error line, and the seconds taken."""
    started = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)
        out, err, code = done.stdout, done.stderr, done.returncode
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        err, code = f"timed out after {timeout} s", -1
    parsed = None
    for line in out.splitlines():
        if line.startswith("BENCH_JSON "):
            parsed = json.loads(line[len("BENCH_JSON "):])
    text = "\n".join(line for line in out.splitlines() if not line.startswith("BENCH_JSON ")).strip()
    error = None
    if code != 0:
        lines = [line for line in err.strip().splitlines() if line.strip()]
        error = lines[-1] if lines else f"exit {code}"
    return {"stdout": text, "json": parsed, "error": error, "seconds": time.perf_counter() - started}


def sections(quick: bool, lg_python: str | None, jai_python: str | None) -> list[dict]:
    """Each section: the module that renders it, the script's arguments, its timeout, and whether a busy
    machine earns it a second run (short sections only)."""
    def anchor(flag: str, python: str | None) -> list[str]:
        return [flag, python if python and not python.startswith("failed") else "/nonexistent"]

    return [
        {"key": "load_ext", "module": "bench_load_ext", "rerun": True, "timeout": 600,
         "args": ["bench/bench_load_ext.py", "--runs", "5" if quick else "9", *anchor("--other-python", jai_python)]},
        {"key": "overhead", "module": "bench_overhead", "rerun": True, "timeout": 900,
         "args": ["bench/bench_overhead.py", "--reps", "50" if quick else "150", "--profile", "15" if quick else "30"]},
        {"key": "checkpoint", "module": "bench_checkpoint", "timeout": 2400,
         "args": ["bench/bench_checkpoint.py", "--steps", "25", "200", "1000", *anchor("--lg-python", lg_python),
                  *(["--no-delta"] if quick else [])]},
        {"key": "resume", "module": "bench_resume", "timeout": 1800,
         "args": ["bench/bench_resume.py", "--steps", "500", "--runs", "3" if quick else "5"]},
        {"key": "memory", "module": "bench_memory", "timeout": 1800, "args": ["bench/bench_memory.py"]},
        {"key": "metrics", "module": "bench_metrics", "timeout": 900, "args": ["bench/bench_metrics.py"]},
        {"key": "prompt", "module": "bench_prompt", "timeout": 300, "args": ["bench/bench_prompt.py"]},
        {"key": "llm", "module": "bench_embedded_llm", "timeout": 900, "args": ["scripts/bench_embedded_llm.py"]},
        {"key": "wait", "module": "bench_wait", "timeout": 900,
         "args": ["bench/bench_wait.py", "--probes", "20" if quick else "40"]},
        {"key": "postgres", "module": "bench_postgres", "timeout": 2400,
         "args": ["bench/bench_postgres.py", "--memory", "20000" if quick else "100000"]},
    ]


def primary(key: str, result: dict) -> float | None:
    """The figure that decides which of two runs of a noisy section is kept (lower is better)."""
    data = result.get("json") or {}
    try:
        if key == "load_ext":
            return data["load_ext"][0]["median_s"]
        if key == "overhead":
            return sum(c["p50_ms"] for c in data["overhead"]["calls"].values())
    except (KeyError, IndexError, TypeError):
        return None
    return None


def run_section(section: dict, cores: int) -> dict:
    """Run a section (twice when it is short and the machine was busy) and keep the better run."""
    attempts = []
    for attempt in range(2):
        if attempt:
            print("   (the machine was busy: running this section once more)", flush=True)
        load = load_now()
        print(f"== {section['key']}  ({load_text(load)})", flush=True)
        result = run_script(section["args"], section["timeout"])
        result["load"] = load
        print(result["stdout"] if not result["error"] else f"failed: {result['error']}\n{result['stdout']}", flush=True)
        attempts.append(result)
        noisy = busy(load, cores) or busy(load_now(), cores)
        if not (section.get("rerun") and noisy and result["seconds"] < 180 and not result["error"]):
            break
    scored = [(primary(section["key"], a), i) for i, a in enumerate(attempts)]
    best = min((s for s in scored if s[0] is not None), default=(None, len(attempts) - 1))[1]
    return {**attempts[best], "loads": [a["load"] for a in attempts], "kept": best}


# -- RESULTS.md --------------------------------------------------------------------------------------------

def loads_line(result: dict) -> str:
    """How busy the machine was before the section (before each run, when it ran twice)."""
    parts = [load_text(load) for load in result.get("loads") or []]
    if len(parts) <= 1:
        return f"_Before this section: {parts[0]}._" if parts else ""
    return (f"_Run {len(parts)} times because the machine was busy; kept run {result.get('kept', 0) + 1}. "
            "Before each: " + "; ".join(parts) + "._")


def rendered(module_name: str, result: dict | None) -> tuple[str, Section]:
    """The section's title and what its module renders, or a note saying why there is nothing to render."""
    module = importlib.import_module(module_name)
    if result is None:
        return module.TITLE, Section(body=["Not run (excluded with --only)."])
    head = [line for line in [loads_line(result)] + [f"_Note: {n}_" for n in result.get("notes", [])] if line]
    head = [item for line in head for item in (line, "")]
    if result.get("error"):
        return module.TITLE, Section(body=head + [f"**The benchmark failed:** `{result['error']}`", "", "```",
                                                  result["stdout"][-3000:], "```"])
    section = module.render(Run(result.get("json"), result["stdout"]))
    section.body = head + section.body
    return module.TITLE, section


def previous_figures(text: str) -> tuple[str | None, dict[str, str]]:
    """(commit, goal → measured) from an earlier RESULTS.md's goals table, to show beside the new figures."""
    commit = re.search(r"commit (\w+)", text)
    goals = re.search(r"^## Goals.*?\n\n(.*?)(?:\n\n|\Z)", text, re.M | re.S)
    figures = {}
    for line in (goals.group(1).splitlines()[2:] if goals else []):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 2:
            figures[cells[0]] = cells[1]
    return (commit.group(1) if commit else None), figures


def write_results(path: Path, info: dict, results: dict, command: str, minutes: float, taken: str) -> list:
    """Write RESULTS.md: the machine, the goals (beside the previous run's figures), the limits of the misses,
    each section as its module renders it, and the sections other commands wrote, kept."""
    old = path.read_text() if path.exists() else ""
    before_commit, before = previous_figures(old)
    goals, limits, body = [], [], []
    for spec in sections(False, None, None):
        title, section = rendered(spec["module"], results.get(spec["key"]))
        goals += section.goals
        limits += section.limits
        body += ["", f"## {title}", ""] + section.body
    packages = ", ".join(f"{k} {v}" for k, v in info["packages"].items() if v)
    head = ["# nbcopilot benchmarks", "",
            f"Written by `{command}` on {taken} in {minutes:.1f} min, "
            f"commit {info['commit']}. Benchmarks are scripts that print figures (see bench/README.md); CI does not "
            "run them.", "", "## The machine", ""]
    head += table(["", ""], [["CPU", info["cpu"]], ["cores", info["cores"]],
                             ["RAM", f"{info['ram_gb']:.1f} GB" if info["ram_gb"] else "?"], ["OS", info["os"]],
                             ["Python", info["python"]], ["packages", packages], ["at start", load_text(info["load"])]])
    judged = [g for g in goals if g.ok is not None]
    head += ["", f"## Goals: {sum(1 for g in judged if g.ok)} of {len(judged)} met", ""]
    head += table(["goal", "measured", "verdict", f"previous run (commit {before_commit or '?'})"],
                  [[g.goal, g.measured, verdict(g.ok), before.get(g.goal, "—")] for g in goals])
    if limits:
        head += ["", "## What limits the misses (measured in this run)", ""] + [f"- {line}" for line in limits]
    path.write_text("\n".join(head + body) + "\n" + kept_sections(old))
    return goals


def kept_sections(old: str) -> str:
    """The sections of the old RESULTS.md that this command does not write, to append to the new one."""
    found = re.findall(rf"^{re.escape(KEPT)}.*?(?=^## |\Z)", old, re.M | re.S)
    return "".join("\n" + section.rstrip() + "\n" for section in found)


def main() -> None:
    """Run the sections asked for, keep their raw results, and write RESULTS.md."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (same sizes)")
    parser.add_argument("--only", nargs="+", help="run only these sections: " +
                        " ".join(s["key"] for s in sections(False, None, None)))
    parser.add_argument("--out", type=Path, default=BENCH / "RESULTS.md")
    parser.add_argument("--raw", type=Path, default=Path(tempfile.gettempdir()) / "nbcopilot-bench-raw.json",
                        help="where the raw results go (to write RESULTS.md again with --render)")
    parser.add_argument("--render", type=Path, help="write RESULTS.md from a raw results file, running nothing")
    args = parser.parse_args()
    if args.render:
        raw = json.loads(args.render.read_text())
        write_results(args.out, raw["info"], raw["results"], raw["command"], raw["seconds"] / 60,
                      raw.get("taken", "?"))
        print(f"wrote {args.out} from {args.render}")
        return
    started = time.perf_counter()
    command = "python bench/run.py" + (" --quick" if args.quick else "") + (f" --only {' '.join(args.only)}" if args.only else "")
    info = describe()
    print(f"{info['cpu']}, {info['cores']} cores; {load_text(info['load'])}", flush=True)
    wanted = set(args.only or [])
    lg = ensure_venv(LANGGRAPH, LANGGRAPH_PACKAGES) if not wanted or "checkpoint" in wanted else None
    jai = ensure_venv(JUPYTER_AI, JUPYTER_AI_PACKAGES) if not wanted or "load_ext" in wanted else None
    results = {}
    for section in sections(args.quick, lg, jai):
        if not wanted or section["key"] in wanted:
            results[section["key"]] = run_section(section, info["cores"] or 1)
    if jai and jai.startswith("failed") and "load_ext" in results:
        results["load_ext"].setdefault("notes", []).append(f"jupyter-ai-magics venv: {jai}")
    seconds, taken = time.perf_counter() - started, dt.datetime.now().strftime("%Y-%m-%d %H:%M")
    args.raw.write_text(json.dumps({"info": info, "results": results, "command": command, "seconds": seconds,
                                    "taken": taken}))
    goals = write_results(args.out, info, results, command, seconds / 60, taken)
    print(f"\nwrote {args.out}")
    for g in goals:
        print(f"  {'PASS' if g.ok else 'MISS' if g.ok is not None else '    '}  {g.goal}: {g.measured}")


if __name__ == "__main__":
    main()
