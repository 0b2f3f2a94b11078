""""Insert as cell": a small anywidget that puts a step's code into a new cell below the form's cell.

A kernel cannot add a cell on a button click: IPython's `set_next_input` travels only in the reply to an
*execution*, and a widget click is a comm message, so the front end would insert the code below whatever
cell runs next. The button therefore acts in the browser (js/insert_cell.js): it inserts a cell below its
own with the notebook's "insert cell below" command and pastes the code into it, in JupyterLab 4 and
Notebook 7; elsewhere it copies the code to the clipboard. `%copilot insert` is the kernel-side route
(set_next_input inside an execution), which works in every front end.
"""
from __future__ import annotations

import anywidget
import traitlets

from nbcopilot.notebook import JS


class InsertCell(anywidget.AnyWidget):
    _esm = JS / "insert_cell.js"
    code = traitlets.Unicode("").tag(sync=True)
    """The code to insert (follows the form's editor when the step's code is editable)."""
    outcome = traitlets.Unicode("").tag(sync=True)
    """Set by the browser after a click: "inserted" or "copied" (what happened, for the form and tests)."""
