"""The notebook face: the %copilot magic, the review forms (ipywidgets) and the task timeline (anywidget).

Nothing here is imported by `import nbcopilot`; `%load_ext nbcopilot` loads `magic`, and the widgets load
when a form is first shown.
"""
__all__ = ["ReviewForm", "TaskHandle", "Timeline", "InsertCell", "CopilotMagics"]


def __getattr__(name: str):
    modules = {"ReviewForm": "forms", "TaskHandle": "handle", "Timeline": "timeline", "InsertCell": "insert",
               "CopilotMagics": "magic"}
    if name in modules:
        import importlib

        return getattr(importlib.import_module(f"nbcopilot.notebook.{modules[name]}"), name)
    raise AttributeError(f"module 'nbcopilot.notebook' has no attribute {name!r}")
