"""nbcopilot: a human-in-the-loop copilot for data work in Jupyter.

Importing the package is cheap: the engine, DuckDB, LlamaIndex and the widgets load on first use.
"""
from __future__ import annotations

from typing import Any

__version__ = "0.1.0"
__all__ = ["Copilot", "ReviewPolicy", "Task", "use", "current", "load_ipython_extension"]

_current = None


def use(copilot) -> Any:
    """Make `copilot` the one the %copilot magic drives; returns it."""
    global _current
    from nbcopilot.api import Copilot

    if not isinstance(copilot, Copilot):
        from nbcopilot.errors import BadInput

        raise BadInput("nbcopilot.use() takes a Copilot, e.g. nbcopilot.use(Copilot(store='team.duckdb')).")
    _current = copilot
    return copilot


def current() -> Any:
    """The Copilot the magic drives, created with the defaults on first use."""
    global _current
    if _current is None:
        from nbcopilot.api import Copilot

        _current = Copilot()
    return _current


def load_ipython_extension(ipython) -> None:
    from nbcopilot.notebook.magic import register

    register(ipython)


def __getattr__(name: str) -> Any:
    if name in ("Copilot", "Task"):
        from nbcopilot import api

        return getattr(api, name)
    if name == "ReviewPolicy":
        from nbcopilot.engine.policy import ReviewPolicy

        return ReviewPolicy
    raise AttributeError(f"module 'nbcopilot' has no attribute {name!r}")
