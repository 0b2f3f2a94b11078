"""Running a step's code in the analyst's namespace, and capturing what it produced.

Like IPython: the code runs as a module, then its final expression is evaluated on its own so its value can be shown.
Output is captured per thread, because the notebook runs steps off the kernel's main thread while the kernel keeps
printing its own output; nothing the step raises (KeyboardInterrupt and SystemExit included) escapes.
"""
from __future__ import annotations

import ast
import base64
import ctypes
import io
import linecache
import math
import os
import re
import sys
import threading
import tokenize
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from typing import Iterator

MAX_VALUE = 2_000      # characters of the last value's repr
MAX_STREAM = 100_000   # characters kept of stdout and of stderr
MAX_ROWS = 50          # rows and columns of a captured table
MAX_COLUMNS = 50
MAX_FIGURES = 10
MAX_TEXT = 4_000       # characters of ExecResult.text()


@dataclass(frozen=True)
class ExecResult:
    """What a step's code produced. JSON-safe, so the store can keep it."""

    ok: bool
    value: str | None
    """repr of the last expression's value (bounded), None when there is none."""
    stdout: str
    stderr: str
    tables: tuple[dict, ...]
    """DataFrames: {"columns", "rows", "shape", "truncated", "index_columns"}; index columns come first."""
    figures: tuple[str, ...]
    """matplotlib figures the step created or changed, base64 PNG."""
    error: str | None
    """The exception and the line of the step it came from: "ZeroDivisionError: division by zero\\n  line 2: 1 / 0"."""
    interrupted: bool = False

    def to_json(self) -> dict:
        data = asdict(self)
        data["tables"], data["figures"] = list(self.tables), list(self.figures)
        return data

    @classmethod
    def from_json(cls, data: dict) -> "ExecResult":
        return cls(ok=bool(data.get("ok")), value=data.get("value"), stdout=data.get("stdout") or "",
                   stderr=data.get("stderr") or "", tables=tuple(data.get("tables") or ()),
                   figures=tuple(data.get("figures") or ()), error=data.get("error"),
                   interrupted=bool(data.get("interrupted")))

    def text(self, limit: int = MAX_TEXT) -> str:
        """Plain text for prompts and reviews: error, output, value, tables and figures, bounded to `limit`."""
        parts = []
        if self.interrupted:
            parts.append("Interrupted before it finished.")
        if self.error:
            parts.append(f"Error: {self.error}")
        if self.stdout.strip():
            parts.append("Output:\n" + _clip(self.stdout.rstrip(), limit // 2))
        if self.stderr.strip():
            parts.append("Errors and warnings:\n" + _clip(self.stderr.rstrip(), limit // 4))
        if self.value is not None:
            parts.append("Value:\n" + self.value)
        for table in self.tables:
            rows, columns = table.get("shape", [0, 0])
            parts.append(f"Table: {rows} rows x {columns} columns")
        if self.figures:
            parts.append(f"Figures: {len(self.figures)}")
        return _clip("\n\n".join(parts) or "(no output)", limit)


def run_code(code: str, namespace: dict, *, filename: str = "<nbcopilot step>") -> ExecResult:
    """Run `code` in `namespace` and capture its value, output, tables and figures; never raises."""
    try:
        body, last, code = _compile(code, filename, namespace)
    except SyntaxError as error:
        return ExecResult(False, None, "", "", (), (), _short_error(error, filename, code.splitlines()))
    linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)  # tracebacks can show the lines
    plotting = _uses_matplotlib(code, namespace)
    before = _figures_now() if plotting else {}
    value, error, interrupted = _NOTHING, None, False
    with _captured() as (out, err):
        try:
            value = _execute(body, last, namespace)
        except KeyboardInterrupt:
            interrupted, error = True, "KeyboardInterrupt: the step was interrupted"
        except BaseException as exc:  # noqa: BLE001 - SystemExit from a step must not end the kernel
            error = _short_error(exc, filename, code.splitlines())
        figures = _changed_figures(before, value, err) if plotting or "matplotlib.pyplot" in sys.modules else ()
    if last is None or _ends_with_semicolon(code):
        value = _NOTHING
    table = _table(value) if value is not _NOTHING else None
    shown = None if value is _NOTHING or value is None else _clip(_safe_repr(value), MAX_VALUE)
    return ExecResult(error is None, shown, out.getvalue(), err.getvalue(), (table,) if table else (), figures,
                      error, interrupted)


# --- compiling and running ------------------------------------------------------------------------------------------

_NOTHING = object()


def _compile(code: str, filename: str, namespace: dict):
    """The code's body and its final expression, compiled apart; IPython syntax (%pip, !ls) is turned into Python
    when IPython can run it."""
    try:
        tree = ast.parse(code, filename)
    except SyntaxError as error:
        python = _ipython_to_python(code, namespace)
        if python is None and _has_ipython_syntax(code):
            error.msg = "IPython syntax (%magic, !command) runs only inside IPython or Jupyter"
        if python is None:
            raise
        tree, code = ast.parse(python, filename), python
    last = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):
        last = compile(ast.Expression(tree.body.pop().value), filename, "eval")
    return compile(tree, filename, "exec"), last, code


def _has_ipython_syntax(code: str) -> bool:
    """A line that starts with a magic or a shell escape, or assigns one (files = !ls)."""
    return any(re.match(r"\s*(?:[\w.]+\s*(?:,\s*[\w.]+\s*)*=\s*)?[%!]", line) for line in code.splitlines())


def _ipython_to_python(code: str, namespace: dict) -> str | None:
    if not _has_ipython_syntax(code):
        return None
    try:
        from IPython import get_ipython
        from IPython.core.inputtransformer2 import TransformerManager
    except ImportError:
        return None
    shell = get_ipython()
    if shell is None and "get_ipython" not in namespace:
        return None
    if "get_ipython" not in namespace:
        namespace["get_ipython"] = get_ipython  # the transformed code calls it, as IPython's own namespace allows
    return TransformerManager().transform_cell(code)


def _execute(body, last, namespace: dict):
    """Run the compiled step; the thread is interruptible by interrupt_running() while (and only while) it runs."""
    me = threading.get_ident()
    with _running_lock:
        _running[me] = False
    try:
        exec(body, namespace)
        return eval(last, namespace) if last is not None else _NOTHING
    finally:
        _leave(me)


def _ends_with_semicolon(code: str) -> bool:
    """IPython hides the value of a cell whose last statement ends with ';'."""
    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(code).readline)
                  if t.type not in (tokenize.NEWLINE, tokenize.NL, tokenize.COMMENT, tokenize.ENDMARKER,
                                    tokenize.DEDENT, tokenize.INDENT)]
    except (tokenize.TokenError, SyntaxError):
        return code.rstrip().endswith(";")
    return bool(tokens) and tokens[-1].string == ";"


def _short_error(exc: BaseException, filename: str, lines: list[str]) -> str:
    """The exception line, and the line of the step it came from."""
    if isinstance(exc, SyntaxError):
        head = f"SyntaxError: {exc.msg}"
        line = exc.lineno if exc.filename in (filename, "<unknown>", None) else None
    else:
        message = str(exc)
        head = type(exc).__name__ + (f": {_clip(message, 300)}" if message else "")
        line, tb = None, exc.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == filename:
                line = tb.tb_lineno  # the deepest line of the step itself, not of pandas
            tb = tb.tb_next
    if line and 0 < line <= len(lines):
        return f"{head}\n  line {line}: {lines[line - 1].strip()}"
    return head


def _safe_repr(value) -> str:
    try:
        return repr(value)
    except Exception as exc:  # noqa: BLE001 - a broken __repr__ must not fail the step
        return f"<{type(value).__name__} object (repr failed: {type(exc).__name__})>"


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    head = max(limit * 3 // 5, 1)
    tail = max(limit - head - 40, 0)
    return f"{text[:head]}\n… ({len(text) - head - tail} characters left out) …\n{text[len(text) - tail:] if tail else ''}"


# --- interrupting a step that runs in another thread ---------------------------------------------------------------

_running_lock = threading.Lock()
_running: dict[int, bool] = {}  # thread id -> whether an interrupt has been sent to it
# A private prototype, so that other libraries' argtypes on ctypes.pythonapi do not matter.
_set_async_exc = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_ulong, ctypes.py_object)(
    ("PyThreadState_SetAsyncExc", ctypes.pythonapi))


def interrupt_running(thread_id: int | None = None) -> int:
    """Raise KeyboardInterrupt in the thread running a step (every such thread when `thread_id` is None), as the
    notebook's interrupt button does in the main thread. Returns how many steps were interrupted. A step blocked in
    a C call (time.sleep, a network read) stops when that call returns."""
    with _running_lock:
        targets = [t for t in _running if thread_id in (None, t)]
        for target in targets:
            _running[target] = bool(_set_async_exc(target, KeyboardInterrupt)) or _running[target]
    return len(targets)


def running_steps() -> tuple[int, ...]:
    """Ids of the threads that are running a step now."""
    with _running_lock:
        return tuple(_running)


def _leave(thread_id: int) -> None:
    """Stop being interruptible, dropping an interrupt that arrived too late to matter."""
    while True:
        try:
            with _running_lock:
                if _running.pop(thread_id, False):
                    _set_async_exc(thread_id, ctypes.py_object())  # NULL clears a pending exception
            return
        except KeyboardInterrupt:
            continue  # it fired here, after the step's code had finished: the step was not interrupted


# --- capturing stdout and stderr per thread -------------------------------------------------------------------------

class _Capped:
    """A text buffer that keeps the first MAX_STREAM characters and counts the rest."""

    def __init__(self):
        self.parts: list[str] = []
        self.size = self.dropped = 0

    def write(self, text: str) -> int:
        room = MAX_STREAM - self.size
        if room > 0:
            self.parts.append(text[:room])
            self.size += min(len(text), room)
        self.dropped += max(len(text) - max(room, 0), 0)
        return len(text)

    def getvalue(self) -> str:
        text = "".join(self.parts)
        return text + (f"\n… ({self.dropped} more characters not kept)" if self.dropped else "")


class _ThreadRouter:
    """Stands in for sys.stdout or sys.stderr while steps run: a thread running a step writes into its own buffer,
    every other thread (the kernel's included) into the stream this replaced."""

    def __init__(self, target):
        self.target = target
        self.buffers: dict[int, list[_Capped]] = {}

    def write(self, text: str) -> int:
        stack = self.buffers.get(threading.get_ident())
        return stack[-1].write(text) if stack else self.target.write(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if not self.buffers.get(threading.get_ident()):
            self.target.flush()

    def isatty(self) -> bool:
        return False if self.buffers.get(threading.get_ident()) else self.target.isatty()

    def __getattr__(self, name):
        return getattr(self.target, name)


_capture_lock = threading.Lock()


@contextmanager
def _captured() -> Iterator[tuple[_Capped, _Capped]]:
    buffers, routers, me = (_Capped(), _Capped()), [], threading.get_ident()
    with _capture_lock:
        for stream, buffer in zip(("stdout", "stderr"), buffers):
            current = getattr(sys, stream)
            router = current if isinstance(current, _ThreadRouter) else _ThreadRouter(current)
            setattr(sys, stream, router)
            router.buffers.setdefault(me, []).append(buffer)
            routers.append((stream, router))
    try:
        yield buffers
    finally:
        with _capture_lock:
            for stream, router in routers:
                stack = router.buffers.get(me, [])
                if stack:
                    stack.pop()
                if not stack:
                    router.buffers.pop(me, None)
                if not router.buffers and getattr(sys, stream) is router:
                    setattr(sys, stream, router.target)  # the last step out puts the kernel's stream back


# --- tables ---------------------------------------------------------------------------------------------------------

def _table(value) -> dict | None:
    pd = sys.modules.get("pandas")
    if pd is None or not isinstance(value, (pd.DataFrame, pd.Series)):
        return None
    frame = value.to_frame(name=value.name if value.name is not None else "value") \
        if isinstance(value, pd.Series) else value
    shown = frame.iloc[:MAX_ROWS, :MAX_COLUMNS]
    index = frame.index
    with_index = not (isinstance(index, pd.RangeIndex) and index.start == 0 and index.step == 1)
    columns = [_label(c) for c in shown.columns]
    index_names = [_label(n) if n is not None else "" for n in index.names] if with_index else []
    rows = []
    for key, row in zip(shown.index, shown.itertuples(index=False, name=None)):
        keys = (key if isinstance(key, tuple) else (key,)) if with_index else ()
        rows.append([_cell(v) for v in (*keys, *row)])
    return {"columns": index_names + columns, "rows": rows, "shape": [int(frame.shape[0]), int(frame.shape[1])],
            "truncated": frame.shape[0] > MAX_ROWS or frame.shape[1] > MAX_COLUMNS,
            "index_columns": len(index_names)}


def _label(label) -> str:
    return " / ".join(map(str, label)) if isinstance(label, tuple) else str(label)


def _cell(value):
    """A JSON-safe cell: numbers and strings as they are, missing values as None, the rest as text."""
    if hasattr(value, "item") and callable(value.item) and getattr(value, "ndim", 0) == 0:
        try:
            value = value.item()  # numpy scalars
        except (ValueError, TypeError):
            pass
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, (int, str)):
        return value if not isinstance(value, str) else _clip(value, 200)
    if isinstance(value, float):
        return value if math.isfinite(value) else (None if math.isnan(value) else str(value))
    pd = sys.modules.get("pandas")
    if pd is not None and (value is pd.NaT or value is pd.NA):
        return None
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return _clip(str(value), 200)


# --- figures --------------------------------------------------------------------------------------------------------

def _uses_matplotlib(code: str, namespace: dict) -> bool:
    """Whether to look for figures; matplotlib is imported only when the step plots or it is already loaded."""
    if "matplotlib" in sys.modules or "plt" in namespace:
        return _prepare_matplotlib()
    if any(word in code for word in ("matplotlib", "seaborn", "plotnine", ".plot", ".hist(", ".boxplot(")):
        return _prepare_matplotlib()
    return False


def _prepare_matplotlib() -> bool:
    try:
        import matplotlib
    except ImportError:
        return False
    if not os.environ.get("MPLBACKEND"):
        try:
            unset = matplotlib.rcParams._get_backend_or_none() is None
        except AttributeError:  # an older matplotlib: trust whatever it picks
            unset = False
        if unset:
            matplotlib.use("Agg")  # no window pops up from a kernel; a backend the analyst chose is kept
    return True


def _figures_now() -> dict:
    """Figure number -> (figure, a fingerprint of what is drawn on it), without changing the current figure."""
    if "matplotlib.pyplot" not in sys.modules:
        return {}
    from matplotlib._pylab_helpers import Gcf
    return {manager.num: (manager.canvas.figure, _fingerprint(manager.canvas.figure))
            for manager in Gcf.get_all_fig_managers()}


def _fingerprint(figure) -> tuple:
    return (figure.stale, tuple(
        (len(ax.lines), len(ax.patches), len(ax.collections), len(ax.images), len(ax.texts), ax.get_title(),
         ax.get_xlabel(), ax.get_ylabel()) for ax in figure.axes))


def _figure_of(value):
    figure_module, axes_module = sys.modules.get("matplotlib.figure"), sys.modules.get("matplotlib.axes")
    if figure_module is not None and isinstance(value, figure_module.Figure):
        return value
    if axes_module is not None and isinstance(value, axes_module.Axes):
        return value.figure
    return None


def _changed_figures(before: dict, value, err: _Capped) -> tuple[str, ...]:
    """The step's new or changed pyplot figures as PNG (new ones are then closed, so the notebook does not show them a
    second time), plus a Figure that is the step's value."""
    pyplot = sys.modules.get("matplotlib.pyplot")
    figures, new = [], []
    for number, (figure, fingerprint) in _figures_now().items():
        old = before.get(number)
        if old is None or old[0] is not figure:
            figures.append(figure)
            new.append(figure)
        elif old[1] != fingerprint or (figure.stale and not old[1][0]):
            figures.append(figure)
    shown = _figure_of(value)
    if shown is not None and all(shown is not f for f in figures):
        figures.append(shown)  # a Figure or Axes the step returns, even one pyplot no longer holds
    images = []
    for figure in figures[:MAX_FIGURES]:
        try:
            buffer = io.BytesIO()
            figure.savefig(buffer, format="png", dpi=min(figure.dpi, 100), bbox_inches="tight")
            images.append(base64.b64encode(buffer.getvalue()).decode("ascii"))
        except Exception as exc:  # noqa: BLE001 - a figure that cannot be drawn is reported, not fatal
            err.write(f"A figure could not be captured: {type(exc).__name__}: {exc}\n")
    for figure in new:
        pyplot.close(figure)
    return tuple(images)
