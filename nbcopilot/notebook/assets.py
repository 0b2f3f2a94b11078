"""Where the front-end ESM files live: inside the installed package, or in the repository's js/ folder."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

REPO_JS = Path(__file__).resolve().parents[2] / "js"


@lru_cache(maxsize=None)
def esm(name: str) -> str:
    """The text of js/<name>: from the package `nbcopilot` (path js/<name>) when installed, else the repo."""
    try:
        packaged = resources.files("nbcopilot").joinpath("js", name)
        if packaged.is_file():
            return packaged.read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, NotADirectoryError):
        pass
    local = REPO_JS / name
    if local.is_file():
        return local.read_text(encoding="utf-8")
    from nbcopilot.errors import CopilotError

    raise CopilotError(f"the widget file js/{name} is missing from this installation; reinstall nbcopilot.")
