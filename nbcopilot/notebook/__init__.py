"""The notebook face: the %copilot magic, the review forms (ipywidgets) and the task timeline (anywidget).

Nothing here is imported by `import nbcopilot`; `%load_ext nbcopilot` loads `magic`, and the widgets load
when a form is first shown.
"""
from pathlib import Path

__all__ = ["ReviewForm", "TaskHandle", "Timeline", "InsertCell", "CopilotMagics", "JS"]

_HERE = Path(__file__).resolve()
JS = _HERE.parents[1] / "js" if (_HERE.parents[1] / "js").is_dir() else _HERE.parents[2] / "js"
"""The widgets' ESM sources: nbcopilot/js/ when installed, the repository's js/ in a checkout. Each widget sets
`_esm = JS / "<name>.js"`, anywidget's convention: the file is read from disk, and with ANYWIDGET_HMR=1 (and
watchfiles, in the dev extra) anywidget reloads the widget in the browser whenever the file changes."""


def __getattr__(name: str):
    modules = {"ReviewForm": "forms", "TaskHandle": "handle", "Timeline": "timeline", "InsertCell": "insert",
               "CopilotMagics": "magic"}
    if name in modules:
        import importlib

        return getattr(importlib.import_module(f"nbcopilot.notebook.{modules[name]}"), name)
    raise AttributeError(f"module 'nbcopilot.notebook' has no attribute {name!r}")
