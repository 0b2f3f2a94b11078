"""Risk analysis before a step runs: what in its code or its description could harm the analyst's data, files or systems.

The code is read, never run: an AST walk resolves imported names (`from os import remove as rm` still counts as
`os.remove`), follows plain aliases of existing variables and looks inside SQL strings and f-strings. It errs on the
side of a review: code that cannot be parsed is itself a finding.
"""
from __future__ import annotations

import ast
import re
import types
from dataclasses import dataclass
from typing import Iterable, Mapping

CATEGORIES = ("delete", "write", "shell", "network", "sql", "dynamic", "install", "overwrite", "mutate", "syntax",
              "description")


@dataclass(frozen=True)
class Finding:
    """One risky thing a step would do."""

    line: int | None
    """1-based line in the step's code; None when the description matched."""
    reason: str
    """Short and for the analyst: "deletes files (os.remove)", "overwrites existing variable df"."""
    snippet: str
    """The source line (stripped), or the words of the description that matched."""
    category: str = ""
    """One of CATEGORIES, so the engine and the tests can tell kinds of risk apart."""


@dataclass(frozen=True)
class RiskReport:
    findings: tuple[Finding, ...] = ()

    @property
    def risky(self) -> bool:
        return bool(self.findings)

    @property
    def categories(self) -> frozenset[str]:
        return frozenset(f.category for f in self.findings)

    def summary(self) -> str:
        """One line per finding: "line 3: deletes files (os.remove): os.remove(p)"."""
        return "\n".join(f"{'description' if f.line is None else f'line {f.line}'}: {f.reason}: {f.snippet}"
                         for f in self.findings)


def analyse(code: str | None, description: str = "", existing_names: Iterable[str] = ()) -> RiskReport:
    """Everything risky in a step. Pass the namespace itself as `existing_names` when you have it: modules, functions
    and figures in it are then not counted as variables whose loss would matter."""
    findings = list(description_is_risky(description).findings)
    if code and code.strip():
        findings += _analyse_code(code, _variables(existing_names))
    return RiskReport(_unique(findings))


def description_is_risky(description: str) -> RiskReport:
    """The risk word patterns (delete, drop, overwrite, send, deploy … in English and Chinese) applied to a step's
    description."""
    found = []
    for pattern, reason in _DESCRIPTION_PATTERNS:
        match = pattern.search(description or "")
        if match:
            found.append(Finding(None, reason, match.group(0).strip(), "description"))
    return RiskReport(tuple(found))


# --- description patterns ------------------------------------------------------------------------------------------

def _words(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.IGNORECASE)


_TARGETS = (r"files?|disk|csv|tsv|parquet|excel|xlsx|json|pickle|feather|tables?|database|db|duckdb|sqlite|warehouse|"
            r"bucket|s3|folders?|director(?:y|ies)|path|png|pdf|svg|sheet|spreadsheet")
_DESCRIPTION_PATTERNS = [
    (_words(r"\b(?:delet|eras|wip|purg)(?:e|es|ed|ing)\b|\bdestroy\w*"), "description mentions deleting"),
    (_words(r"\bdrop(?:s|ped|ping)?\b"), "description mentions dropping"),
    (_words(r"\bremov(?:e|es|ed|ing|al)\b"), "description mentions removing"),
    (_words(r"\bover-?writ(?:e|es|ing|ten)\b|\bclobber\w*"), "description mentions overwriting"),
    (_words(r"\btruncat(?:e|es|ed|ing)\b"), "description mentions truncating"),
    (_words(r"\b(?:send|sends|sending|sent)\b"), "description mentions sending"),
    (_words(r"\be-?mail(?:s|ed|ing)?\s+(?:it|them|this|that|these|those|the|a|an|to|my|our|your|him|her|everyone|"
            r"results?|reports?|summar(?:y|ies)|team|stakeholders|customers|users|out)\b"), "description mentions emailing"),
    (_words(r"\b(?:deploy|publish|upload)(?:s|ing)?\b"), "description mentions publishing"),
    (_words(r"\bpush(?:es|ed|ing)?\s+(?:it|them|the|to|changes|results?)\b"), "description mentions pushing"),
    (_words(rf"\b(?:writ(?:e|es|ing)|wrote|written|sav(?:e|es|ed|ing)|export\w*|dump\w*|persist\w*|"
            rf"stor(?:e|es|ed|ing))\b[^.;\n]{{0,60}}?(?:\b(?:to|into|as|in|on)\s+(?:(?:an?|the|new|our|my|its|"
            rf"their|\w+)\s+){{0,2}}(?:{_TARGETS})\b|\w\.(?:csv|tsv|parquet|xlsx?|json|png|pdf|svg|db|duckdb|txt|pkl)\b)"),
     "description mentions writing to a file or table"),
    (_words(r"\binsert\w*\b[^.;\n]{0,30}?\b(?:into|rows|records)\b"), "description mentions inserting rows"),
    (_words(r"\bupdat(?:e|es|ed|ing)\s+(?:the\s+)?(?:\w+\s+)?(?:table|database|db|records|rows|source|original|production|prod)\b"),
     "description mentions updating stored data"),
    (_words(r"\balter(?:s|ing)?\s+(?:the\s+)?table\b"), "description mentions altering a table"),
    (_words(r"\b(?:replac|modif|mutat|chang)\w*\s+(?:the\s+)?(?:original|existing|source|raw)\b|\bin[- ]place\b"),
     "description mentions changing the original data"),
    (_words(r"\b(?:un)?install(?:s|ed|ing)?\b"), "description mentions installing software"),
    (_words(r"\b(?:shell|bash|terminal|subprocess)\b"), "description mentions running shell commands"),
    (_words(r"\b(?:kill|shut\s*down|reboot)\b"), "description mentions stopping processes"),
    (_words(r"\b(?:mov|renam)(?:e|es|ed|ing)\s+(?:the\s+)?(?:files?|folders?|director(?:y|ies)|tables?)\b"),
     "description mentions moving or renaming files"),
    (_words(r"\b(?:notify|notifies|tweet|webhook|slack)\b|\bpost(?:s|ed|ing)?\s+(?:it|them|the|results?|to)\b"),
     "description mentions messaging someone"),
    (_words(r"\bclear\s+(?:the\s+)?(?:table|database|folder|directory|cache|namespace|variables)\b"),
     "description mentions clearing"),
    (re.compile(r"删[除掉去]?|移除|去除|清除|清空|抹掉|擦除|销毁|丢弃|剔除"), "description mentions deleting (删除/移除)"),
    (re.compile(r"覆盖|覆写|改写原|替换原|修改原|原地修改|就地修改"), "description mentions overwriting (覆盖)"),
    (re.compile(r"发送|发邮件|邮件发|寄送|群发|通知|推送"), "description mentions sending (发送)"),
    (re.compile(r"部署|上线|发布|上传"), "description mentions publishing (发布)"),
    (re.compile(r"截断"), "description mentions truncating (截断)"),
    (re.compile(r"写入|写到|写进|写回|保存|存到|存为|存入|另存|导出|落盘|持久化|插入|更新(?:数据库|表|记录)"),
     "description mentions writing to a file or table (写入/保存)"),
    (re.compile(r"安装|卸载"), "description mentions installing software (安装)"),
    (re.compile(r"重命名文件|移动文件"), "description mentions moving files (移动文件)"),
]


# --- what calls, SQL and shell commands do --------------------------------------------------------------------------

_CALLS: dict[str, tuple[str, str]] = {}


def _calls(category: str, reason: str, *names: str) -> None:
    _CALLS.update({name: (category, reason) for name in names})


_calls("delete", "deletes files", "os.remove", "os.unlink", "send2trash.send2trash")
_calls("delete", "deletes directories", "os.rmdir", "os.removedirs", "shutil.rmtree")
_calls("write", "moves or renames files", "shutil.move", "os.rename", "os.renames", "os.replace")
_calls("write", "copies files", "shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copytree")
_calls("write", "changes files", "os.truncate", "os.chmod", "os.chown", "os.symlink", "os.link")
_calls("write", "writes files", "joblib.dump", "pandas.ExcelWriter", "urllib.request.urlretrieve")
_calls("shell", "runs a shell command", "os.system", "os.popen", "os.startfile", "pty.spawn",
       "asyncio.create_subprocess_exec", "asyncio.create_subprocess_shell")
_calls("shell", "stops or signals a process", "os.kill", "os.killpg", "os._exit", "os.abort", "sys.exit", "exit", "quit")
_calls("dynamic", "runs code built from a string", "eval", "exec", "compile", "builtins.eval", "builtins.exec",
       "builtins.compile")
_calls("dynamic", "imports a module by name", "__import__", "importlib.import_module", "importlib.__import__")
_calls("dynamic", "runs another script", "runpy.run_path", "runpy.run_module")
_calls("network", "opens a web page", "webbrowser.open", "webbrowser.open_new", "webbrowser.open_new_tab")
_calls("install", "installs packages", "pip.main", "ensurepip.bootstrap")
_calls("mutate", "changes the kernel's environment variables", "os.putenv", "os.unsetenv", "os.environ.update",
       "os.environ.pop", "os.environ.clear", "os.environ.setdefault", "os.environ.popitem", "os.environ.__setitem__",
       "os.environ.__delitem__")

_MODULE_RISKS = [  # any call into these modules
    ("subprocess", "shell", "runs a subprocess"), ("sh", "shell", "runs a shell command"),
    ("pexpect", "shell", "runs a shell command"), ("smtplib", "network", "sends email"),
    *((m, "network", "uses the network") for m in (
        "requests", "httpx", "urllib.request", "urllib3", "aiohttp", "http.client", "socket", "ftplib", "imaplib",
        "poplib", "telnetlib", "paramiko", "websocket", "websockets", "boto3", "google.cloud", "azure.storage",
        "slack_sdk")),
    ("pip", "install", "installs packages"),
]

# (qualified name, index of the mode argument, mode when none is given)
_OPENERS = {"open": (1, "r"), "builtins.open": (1, "r"), "io.open": (1, "r"), "codecs.open": (1, "r"),
            "gzip.open": (1, "rb"), "bz2.open": (1, "rb"), "lzma.open": (1, "rb"), "tarfile.open": (1, "r"),
            "zipfile.ZipFile": (1, "r"), "h5py.File": (1, "r"), "pandas.HDFStore": (1, "a"), "shelve.open": (1, "c")}
_WRITE_MODE = re.compile(r"[waxc+]")
_TO_FILE = {"to_csv", "to_parquet", "to_excel", "to_json", "to_pickle", "to_feather", "to_hdf", "to_stata", "to_orc",
            "to_html", "to_latex", "to_markdown", "to_xml", "to_netcdf", "to_file", "to_zarr"}
_PATH_KEYWORDS = {"path_or_buf", "path", "excel_writer", "buf", "fname", "filename", "filepath", "file", "fp",
                  "path_or_buffer"}
_DELETE_METHODS = {"unlink", "rmdir", "rmtree", "rm", "rm_file", "delete_object", "delete_objects", "delete_blob",
                   "delete_file"}
_NETWORK_METHODS = {"sendmail", "send_message", "urlopen", "urlretrieve"}
_SQL_RUNNERS = {"execute", "executemany", "executescript", "exec_driver_sql"}
_MUTATING_METHODS = {"append", "extend", "insert", "update", "pop", "popitem", "clear", "remove", "discard",
                     "setdefault", "sort", "reverse", "fill", "resize", "appendleft", "extendleft"}
_MUTATING_FUNCTIONS = {"random.shuffle", "numpy.random.shuffle", "numpy.copyto", "numpy.put", "numpy.place",
                       "numpy.fill_diagonal", "setattr", "delattr"}
_QUIET_CALLS = {"print", "display", "Markdown", "HTML", "title", "set_title", "suptitle", "xlabel", "ylabel",
                "set_xlabel", "set_ylabel", "annotate", "legend", "debug", "info", "warning", "warn", "error"}
_DEFAULT_ALIASES = {"np": "numpy", "pd": "pandas", "plt": "matplotlib.pyplot", "sns": "seaborn", "mpl": "matplotlib"}
# Setting options on these (pd.options..., plt.rcParams[...], sys.path.append) is configuration, not data.
_CONFIG_MODULES = {"pandas", "numpy", "matplotlib", "matplotlib.pyplot", "seaborn", "sys", "os", "warnings", "logging"}
_IPYTHON_NAMES = {"In", "Out", "get_ipython", "exit", "quit"}

_SQL_CHANGES = [(re.compile(p, re.IGNORECASE | re.DOTALL), category, reason) for p, category, reason in [
    (r"\bDROP\s+(?:TABLE|VIEW|SCHEMA|DATABASE|INDEX|SEQUENCE|MACRO|FUNCTION|TYPE|COLUMN)\b", "sql",
     "runs SQL that drops a table (DROP)"),
    (r"\bDELETE\s+FROM\b", "sql", "runs SQL that deletes rows (DELETE)"),
    (r"\bTRUNCATE\s+TABLE\b|(?:^|;)\s*TRUNCATE\s", "sql", "runs SQL that empties a table (TRUNCATE)"),
    (r"\bUPDATE\s+[\w.\"`\[\]{}]+\s+SET\b", "sql", "runs SQL that updates rows (UPDATE)"),
    (r"\bALTER\s+(?:TABLE|VIEW|SCHEMA|DATABASE|INDEX|SEQUENCE)\b", "sql", "runs SQL that alters a table (ALTER)"),
    (r"\bINSERT\s+(?:OR\s+\w+\s+)?INTO\b|\b(?:REPLACE|MERGE|UPSERT)\s+INTO\b", "sql",
     "runs SQL that inserts rows (INSERT)"),
    (r"\bCREATE\s+OR\s+REPLACE\b", "sql", "runs SQL that replaces a table (CREATE OR REPLACE)"),
    (r"\bCOPY\s+(?:[\w.\"]+|\(.*?\))\s+(?:TO|FROM)\s+['\"{]", "sql", "runs SQL that copies between a table and a file (COPY)"),
    (r"\bEXPORT\s+DATABASE\b", "sql", "runs SQL that exports the database (EXPORT)"),
    (r"\b(?:GRANT|REVOKE)\s+(?:SELECT|INSERT|UPDATE|DELETE|ALL|USAGE|EXECUTE)\b", "sql",
     "runs SQL that changes permissions (GRANT)"),
    (r"(?:^|;)\s*(?:FORCE\s+)?INSTALL\s+\w", "install", "runs SQL that installs an extension (INSTALL)"),
]]
_URL = re.compile(r"\b(?:https?|ftp|sftp|s3|s3a|gs|gcs|az|abfss?|hdfs)://", re.IGNORECASE)
_SHELL_PARTS = [
    (re.compile(r"\b(?:pip3?|conda|mamba|micromamba|uv|poetry|apt(?:-get)?|yum|dnf|brew|npm|yarn)\b[^;&|\n]*?"
                r"\b(?:install|add|uninstall|upgrade)\b|-m\s+pip\b", re.IGNORECASE), "install", "installs packages"),
    (re.compile(r"(?:^|[;&|(]|\s)(?:rm|rmdir|unlink|shred|del)\s"), "delete", "deletes files"),
    (re.compile(r"\b(?:curl|wget|scp|rsync|ssh|sftp|ftp|nc|gsutil|aws\s+s3)\b|\bgit\s+(?:clone|push|pull|fetch)\b"),
     "network", "uses the network"),
]


def _shell_findings(command: str, line: int, snippet: str, how: str) -> list[Finding]:
    found = [Finding(line, f"runs a shell command ({how})", snippet, "shell")]
    for pattern, category, reason in _SHELL_PARTS:
        if pattern.search(command):
            found.append(Finding(line, f"{reason} ({how})", snippet, category))
    return found


def _sql_findings(text: str, line: int, snippet: str) -> list[Finding]:
    return [Finding(line, reason, snippet, category) for pattern, category, reason in _SQL_CHANGES
            if pattern.search(text)]


# --- the code walk ---------------------------------------------------------------------------------------------------

def _variables(existing: Iterable[str]) -> set[str]:
    """The names whose loss or change would matter to the analyst."""
    values = existing if isinstance(existing, Mapping) else None
    names = set()
    for name in existing:
        if name.startswith("_") or name in _IPYTHON_NAMES:
            continue
        if values is not None and _replaceable(values[name]):
            continue
        names.add(name)
    return names


def _replaceable(value) -> bool:
    """Modules, functions, classes and figures are rebuilt by re-running code; data is not."""
    if isinstance(value, (types.ModuleType, types.FunctionType, types.BuiltinFunctionType, type)):
        return True
    return type(value).__module__.startswith("matplotlib.")


def _analyse_code(code: str, existing: set[str]) -> list[Finding]:
    lines = code.splitlines()
    try:
        tree, found = ast.parse(code), []
    except SyntaxError:
        python, found = _without_ipython_syntax(lines)
        if python is None:  # a cell magic in another language (%%bash): its findings are all there is
            return found
        try:
            tree = ast.parse(python)
        except SyntaxError as error:
            line = min(max(error.lineno or 1, 1), max(len(lines), 1))
            text = lines[line - 1].strip() if lines else ""
            return found + [Finding(line, f"cannot be analysed: syntax error on line {line}", text, "syntax")]
    return found + _CodeWalk(lines, existing, tree).findings


def _without_ipython_syntax(lines: list[str]) -> tuple[str | None, list[Finding]]:
    """IPython magics and shell escapes: their findings, and the code with them blanked out line for line (None when
    the whole cell is in another language, like %%bash)."""
    first = next((i for i, text in enumerate(lines) if text.strip()), 0)
    head = lines[first].strip() if lines else ""
    if head.startswith("%%"):
        name, _, rest = head[2:].partition(" ")
        body, line = "\n".join(lines[first + 1:]), first + 1
        if name in ("time", "timeit", "capture", "prun", "debug"):
            return _without_ipython_syntax(lines[:first] + [""] + lines[first + 1:])
        if name in ("bash", "sh", "script", "system"):
            return None, _shell_findings(body, line, head, f"%%{name}")
        if name == "writefile":
            return None, [Finding(line, f"writes a file (%%writefile {rest.strip()})", head, "write")]
        if name == "sql":
            return None, _sql_findings(body, line, head)
        if name in ("html", "markdown", "latex", "svg", "md"):
            return None, []
        return None, [Finding(line, f"runs the cell magic %%{name}, which cannot be analysed", head, "dynamic")]
    found, python = [], []
    for number, text in enumerate(lines, 1):
        match = re.match(r"^(\s*)((?:[\w.]+\s*,\s*)*[\w.]+\s*=\s*)?(!!?|%)(\w*)(.*)$", text)
        if not match:
            python.append(text)
            continue
        indent, assigned, sigil, word, rest = match.groups()
        if sigil.startswith("!"):
            found += _shell_findings(word + rest, number, text.strip(), "!" + word)
        else:
            found += _magic_findings(word, rest, number, text.strip())
            if word in ("time", "timeit", "prun", "capture") and rest.strip() and not assigned:
                python.append(indent + rest.strip())  # %time df = load(): the statement itself is analysed
                continue
        python.append(indent + (f"{assigned}None" if assigned else "pass"))
    return "\n".join(python), found


def _magic_findings(name: str, line_text: str, line: int, snippet: str) -> list[Finding]:
    how = f"%{name}"
    if name in ("pip", "conda", "mamba", "micromamba", "uv"):
        return [Finding(line, f"installs packages ({how})", snippet, "install")]
    if name in ("system", "sx", "sc"):
        return _shell_findings(line_text, line, snippet, how)
    if name in ("rm", "rmdir"):
        return [Finding(line, f"deletes files ({how})", snippet, "delete")]
    if name in ("mv", "cp", "store", "save", "writefile"):
        return [Finding(line, f"writes files ({how})", snippet, "write")]
    if name in ("run", "load", "loadpy"):
        return [Finding(line, f"runs code from elsewhere ({how})", snippet, "dynamic")]
    if name in ("reset", "reset_selective", "xdel"):
        return [Finding(line, f"deletes variables from the namespace ({how})", snippet, "overwrite")]
    return []


def _root(node: ast.AST) -> ast.AST:
    """The object an attribute/item chain starts from: df for df.loc[1, "a"].x."""
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Starred)):
        node = node.value
    return node


def _local_names(scope: ast.AST) -> set[str]:
    """Names bound inside a function, lambda or class (minus those it declares global)."""
    bound, declared = set(), set()
    if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        params = scope.args
        bound.update(a.arg for a in [*params.posonlyargs, *params.args, *params.kwonlyargs, params.vararg,
                                     params.kwarg] if a is not None)
    pending = list(ast.iter_child_nodes(scope))
    while pending:
        node = pending.pop()
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            declared.update(node.names)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, ast.alias):
            bound.add((node.asname or node.name).split(".")[0])
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
            continue  # a nested scope keeps its own names
        if not isinstance(node, ast.Lambda):
            pending.extend(ast.iter_child_nodes(node))
    return bound - declared


class _CodeWalk(ast.NodeVisitor):
    def __init__(self, lines: list[str], existing: set[str], tree: ast.Module):
        self.lines, self.existing = lines, existing
        self.findings: list[Finding] = []
        self.scopes: list[set[str]] = []       # local names of the enclosing functions, classes, comprehensions
        self.aliases = dict(_DEFAULT_ALIASES)  # name -> the dotted name it was imported as
        self.imported: set[str] = set()
        self.assigned: set[str] = set()        # names the step binds itself
        self.strings: dict[str, str] = {}      # name -> the string text the step assigns to it
        self.buffers: set[str] = set()         # names bound to io.BytesIO()/StringIO()
        self.paths: set[str] = set()           # names bound to pathlib paths
        self.views: dict[str, str] = {}        # name -> the existing variable it is another name for
        self.rebound: set[str] = set()         # existing names the step has already given a new value
        self.quiet = 0                         # inside print(...) and the like, strings are just text
        self._learn(tree)
        self.visit(tree)

    # -- what the step binds, read before the walk so that order does not matter --
    def _learn(self, tree: ast.Module) -> None:
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    name = alias.asname or alias.name.split(".")[0]
                    self.aliases[name] = alias.name if alias.asname else name
                    self.imported.add(name)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                for alias in node.names:
                    self.aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
                    self.imported.add(alias.asname or alias.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                self.assigned.add(node.id)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in (t for t in targets if isinstance(t, ast.Name)):
                    text = self._text(node.value)
                    if text is not None:
                        self.strings[target.id] = (self.strings.get(target.id, "") + " " + text).strip()
                    called = self._name(node.value.func) or "" if isinstance(node.value, ast.Call) else ""
                    if called.endswith(("BytesIO", "StringIO")):
                        self.buffers.add(target.id)
                    elif called.endswith("Path") or (isinstance(node.value, ast.BinOp) and isinstance(
                            node.value.left, ast.Name) and node.value.left.id in self.paths):
                        self.paths.add(target.id)
            elif isinstance(node, ast.For) and isinstance(node.target, ast.Name) and isinstance(node.iter, ast.Call):
                if (self._name(node.iter.func) or "").rsplit(".", 1)[-1] in ("glob", "rglob", "iterdir", "scandir"):
                    self.paths.add(node.target.id)

    def _name(self, node: ast.AST) -> str | None:
        """The dotted name a callee resolves to through imports: os.remove, pathlib.Path().unlink — also when it is
        reached by a constant string: getattr(os, "remove"), vars(os)["remove"], os.__dict__["remove"]."""
        if isinstance(node, ast.Name):
            return self.aliases.get(node.id, node.id)
        if isinstance(node, ast.Attribute):
            base = self._name(node.value)
            return f"{base}.{node.attr}" if base else None
        if isinstance(node, ast.Call) and self._name(node.func) in ("getattr", "builtins.getattr") and \
                len(node.args) >= 2 and self._text(node.args[1]):
            base = self._name(node.args[0])
            return f"{base}.{self._text(node.args[1])}" if base else None
        if isinstance(node, ast.Subscript) and self._text(node.slice):
            inner = node.value
            if isinstance(inner, ast.Call) and self._name(inner.func) == "vars" and inner.args:
                base = self._name(inner.args[0])
            elif isinstance(inner, ast.Attribute) and inner.attr == "__dict__":
                base = self._name(inner.value)
            else:
                return None
            return f"{base}.{self._text(node.slice)}" if base else None
        if isinstance(node, ast.Call):
            base = self._name(node.func)
            return f"{base}()" if base else None
        return None

    def _text(self, node: ast.AST) -> str | None:
        """The string an expression builds, with {} where run-time values go; None if it is not a string."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.JoinedStr):
            return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
            left = self._text(node.left)
            right = self._text(node.right) if isinstance(node.op, ast.Add) else None
            return None if left is None and right is None else (left or "{}") + (right or "{}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in (
                "format", "strip", "lower", "upper", "replace"):
            return self._text(node.func.value)
        if isinstance(node, ast.Call) and node.args and (self._name(node.func) or "").endswith(("dedent", "text")):
            return self._text(node.args[0])
        if isinstance(node, ast.Name):
            return self.strings.get(node.id)
        return None

    def _existing(self, name: str) -> str | None:
        """The existing variable a name refers to at this point of the step, if any."""
        if any(name in scope for scope in self.scopes):
            return None
        if name in self.views:
            return self.views[name]
        return name if name in self.existing and name not in self.rebound else None

    def _config(self, name: str) -> bool:
        return name in self.imported or self.aliases.get(name, name) in _CONFIG_MODULES

    def _snippet(self, line: int) -> str:
        return self.lines[line - 1].strip()[:200] if 0 < line <= len(self.lines) else ""

    def _add(self, where: ast.AST | int, reason: str, category: str) -> None:
        line = where if isinstance(where, int) else getattr(where, "lineno", 1)
        self.findings.append(Finding(line, reason, self._snippet(line), category))

    @staticmethod
    def _shown(node: ast.AST) -> str:
        text = ast.unparse(node)
        return text if len(text) <= 40 else text[:37] + "..."

    # -- scopes --
    def _visit_scope(self, node: ast.AST, body: list[ast.AST]) -> None:
        self.scopes.append(_local_names(node))
        for part in body:
            self.visit(part)
        self.scopes.pop()

    def visit_FunctionDef(self, node):
        self._binds(node, node.name, "redefines existing variable")
        for part in [*node.decorator_list, *node.args.defaults, *node.args.kw_defaults]:
            if part is not None:
                self.visit(part)
        self._visit_scope(node, node.body)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        self._binds(node, node.name, "redefines existing variable")
        for part in [*node.decorator_list, *node.bases]:
            self.visit(part)
        self._visit_scope(node, node.body)

    def visit_Lambda(self, node):
        self._visit_scope(node, [node.body])

    def visit_ListComp(self, node):
        self.scopes.append({n.id for g in node.generators for n in ast.walk(g.target) if isinstance(n, ast.Name)})
        self.generic_visit(node)
        self.scopes.pop()

    visit_SetComp = visit_DictComp = visit_GeneratorExp = visit_ListComp

    # -- bindings and in-place changes --
    def _binds(self, node: ast.AST, name: str, reason: str) -> None:
        if self._existing(name) == name:
            self._add(node, f"{reason} {name}", "overwrite")
            self.rebound.add(name)
        if not any(name in scope for scope in self.scopes):
            self.views.pop(name, None)

    def _environment(self, target: ast.AST) -> None:
        """os.environ["X"] = … (or del, +=): the kernel's environment changes for everything that runs after."""
        if isinstance(target, ast.Subscript) and self._name(target.value) == "os.environ":
            self._add(target, "changes the kernel's environment variables (os.environ)", "mutate")

    def visit_Delete(self, node):
        for target in node.targets:
            self._environment(target)
        self.generic_visit(node)

    def visit_Assign(self, node):
        self.visit(node.value)
        for target in node.targets:
            self._environment(target)
            self.visit(target)
            if isinstance(target, ast.Name) and isinstance(node.value, ast.Name) and not self.scopes:
                original = self._existing(node.value.id)
                if original is not None:  # df2 = df: no copy, so changing df2 changes df
                    self.views[target.id] = original

    def visit_AugAssign(self, node):
        self._environment(node.target)
        self.visit(node.value)
        if isinstance(node.target, ast.Name):
            self._binds(node, node.target.id, "updates existing variable")
        else:
            self.visit(node.target)

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Store):
            self._binds(node, node.id, "overwrites existing variable")
        elif isinstance(node.ctx, ast.Del):
            self._binds(node, node.id, "deletes existing variable")

    def visit_ExceptHandler(self, node):
        if node.name:
            self._binds(node, node.name, "overwrites existing variable")
        self.generic_visit(node)

    def visit_Attribute(self, node):
        if isinstance(node.ctx, (ast.Store, ast.Del)):
            self._changes(node, node, "deletes part of" if isinstance(node.ctx, ast.Del) else "changes")
        self.generic_visit(node)

    visit_Subscript = visit_Attribute

    def _changes(self, node: ast.AST, target: ast.AST, verb: str, how: str | None = None) -> None:
        root = _root(target)
        if isinstance(root, ast.Call) and self._name(root.func) in ("globals", "locals", "vars"):
            self._add(node, f"writes variables through {self._name(root.func)}()", "overwrite")
        elif isinstance(root, ast.Name) and not self._config(root.id):
            original = self._existing(root.id)
            if original is not None:
                via = "" if original == root.id else f" through {root.id}"
                shown = how or self._shown(target)
                self._add(node, f"{verb} existing variable {original} in place{via} ({shown})", "mutate")

    # -- strings: SQL can hide in any of them --
    def visit_Expr(self, node):
        if not (isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            self.generic_visit(node)  # a bare string is a docstring or a note, never run

    def visit_Constant(self, node):
        if isinstance(node.value, str) and not self.quiet:
            self._scan_string(node, node.value)

    def visit_JoinedStr(self, node):
        if not self.quiet:
            self._scan_string(node, self._text(node))
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                self.visit(value)

    def visit_BinOp(self, node):
        text = self._text(node) if isinstance(node.op, ast.Add) else None
        if text is not None and not self.quiet:
            self._scan_string(node, text)  # "DELETE FROM " + table
        self.generic_visit(node)

    def _scan_string(self, node: ast.AST, text: str) -> None:
        for pattern, category, reason in _SQL_CHANGES:
            match = pattern.search(text)
            if match:  # the line the keyword is on, for a multi-line query
                line = min(node.lineno + text.count("\n", 0, match.start()), node.end_lineno or node.lineno)
                self._add(line, reason, category)

    # -- calls --
    def visit_Call(self, node):
        name = self._name(node.func) or ""
        method = node.func.attr if isinstance(node.func, ast.Attribute) else name.rsplit(".", 1)[-1]
        shown = self._shown(node.func)
        if isinstance(node.func, ast.Name) and name != node.func.id:
            shown = f"{node.func.id}, imported as {name}"  # rm("x"), imported as os.remove
        self._call_risks(node, name, method, shown)
        self._file_risks(node, name, method, shown)
        self._call_changes(node, name, method, shown)
        quiet = method in _QUIET_CALLS
        self.quiet += quiet
        self.generic_visit(node)
        self.quiet -= quiet

    def _argument_text(self, node: ast.Call) -> str:
        values = [*node.args, *(k.value for k in node.keywords)]
        values += [e for v in values if isinstance(v, (ast.List, ast.Tuple)) for e in v.elts]
        return " ".join(text for text in map(self._text, values) if text)

    def _module_risk(self, name: str, root: ast.AST) -> tuple[str, str] | None:
        if "()" in name:
            return None  # requests.get(url).json(): the inner call is the one to flag
        if isinstance(root, ast.Name) and root.id not in self.imported and (
                root.id in self.assigned or root.id in self.existing):
            return None  # requests = df[df.kind == "request"] is data, not the requests library
        return _CALLS.get(name) or next(
            ((c, r) for m, c, r in _MODULE_RISKS if name == m or name.startswith(m + ".")),
            ("shell", "runs a program") if name.startswith(("os.exec", "os.spawn", "os.posix_spawn")) else None)

    def _call_risks(self, node: ast.Call, name: str, method: str, shown: str) -> None:
        line, snippet = node.lineno, self._snippet(node.lineno)
        if name in ("operator.methodcaller", "methodcaller") and node.args and self._text(node.args[0]) in (
                _DELETE_METHODS | _MUTATING_METHODS | {"system", "remove", "unlink", "rmtree", "kill", "write_text",
                                                       "write_bytes", "to_csv", "to_sql", "execute"}):
            self._add(node, f"calls {self._text(node.args[0])} by name ({shown})", "dynamic")
        known = self._module_risk(name, _root(node.func))
        if known:
            category, reason = known
            self._add(node, f"{reason} ({shown})", category)
            if category == "shell":
                self.findings += _shell_findings(self._argument_text(node), line, snippet, shown)[1:]
        if name.startswith("get_ipython().") and method in ("system", "getoutput"):
            self.findings += _shell_findings(self._argument_text(node), line, snippet, shown)
        if name.startswith("get_ipython().run_") and node.args and self._text(node.args[0]):
            magic = self._text(node.args[0])
            rest = " ".join(filter(None, map(self._text, node.args[1:])))
            self.findings += _magic_findings(magic, rest, line, snippet) or (
                _shell_findings(rest, line, snippet, f"%%{magic}") if magic in ("bash", "sh", "script") else [])
        if method in _NETWORK_METHODS and not known:
            self._add(node, f"uses the network ({shown})", "network")
        if method in _SQL_RUNNERS and node.args and self._text(node.args[0]) is None:
            self._add(node, f"runs SQL that cannot be checked before it runs ({shown})", "sql")
        if method == "drop_all" or (name.startswith("sqlalchemy.") and method in ("delete", "update", "insert", "drop")):
            self._add(node, f"changes database tables ({shown})", "sql")
        if method not in _QUIET_CALLS and not (known and known[0] == "network") and _URL.search(
                self._argument_text(node)):
            self._add(node, f"uses the network (a URL passed to {shown})", "network")

    def _file_risks(self, node: ast.Call, name: str, method: str, shown: str) -> None:
        receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
        on_path = receiver is not None and (
            (isinstance(receiver, ast.Name) and receiver.id in self.paths) or isinstance(receiver, ast.BinOp)
            or (isinstance(receiver, ast.Call) and (self._name(receiver.func) or "").endswith("Path")))
        if name in _OPENERS or (method == "open" and receiver is not None):
            position, default = _OPENERS.get(name, (0, "r"))
            mode = self._argument(node, position, "mode", "flag")
            text = default if mode is None else self._text(mode)
            if name not in _OPENERS and mode is not None and not re.fullmatch(r"[rwaxbt+]{1,3}", text or ""):
                text = "r"  # Image.open(path): a method's first argument is not always a mode
            if text is None or _WRITE_MODE.search(text):
                self._add(node, f"writes files ({shown} mode {text or 'unknown'})", "write")
        elif method in _DELETE_METHODS:
            self._add(node, f"deletes files ({shown})", "delete")
        elif method in _TO_FILE and self._writes_somewhere(node, 0):
            self._add(node, f"writes files ({shown})", "write")
        elif method in ("to_sql", "insert_into", "to_table"):
            self._add(node, f"writes a database table ({shown})", "write")
        elif method in ("touch", "to_clipboard", "symlink_to", "hardlink_to") or (
                (method in ("savefig", "save", "tofile", "savetxt") or method.startswith(("save_", "savez", "write_")))
                and self._writes_somewhere(node, 0)):
            self._add(node, f"writes files ({shown})", "write")
        elif method == "dump" and self._writes_somewhere(node, 1):
            self._add(node, f"writes files ({shown})", "write")
        elif method in ("rename", "replace", "chmod") and on_path:
            self._add(node, f"moves or changes files ({shown})", "write")

    @staticmethod
    def _argument(node: ast.Call, position: int, *keywords: str) -> ast.AST | None:
        if len(node.args) > position and not isinstance(node.args[position], ast.Starred):
            return node.args[position]
        return next((k.value for k in node.keywords if k.arg in keywords), None)

    def _writes_somewhere(self, node: ast.Call, position: int) -> bool:
        """Whether a writer is given a destination that is not an in-memory buffer (to_csv() returns a string)."""
        target = self._argument(node, position, *_PATH_KEYWORDS)
        if target is None or (isinstance(target, ast.Constant) and target.value is None):
            return False
        if isinstance(target, ast.Call) and (self._name(target.func) or "").endswith(("BytesIO", "StringIO")):
            return False
        return not (isinstance(target, ast.Name) and target.id in self.buffers)

    def _call_changes(self, node: ast.Call, name: str, method: str, shown: str) -> None:
        if name in _MUTATING_FUNCTIONS or name.endswith(".shuffle"):
            if node.args:
                self._changes(node, node.args[0], "changes", how=shown)
            return
        if not isinstance(node.func, ast.Attribute):
            return
        inplace = next((k.value for k in node.keywords if k.arg == "inplace"), None)
        in_place = inplace is not None and not (isinstance(inplace, ast.Constant) and not inplace.value)
        if in_place or method in _MUTATING_METHODS:
            how = f"{method}(inplace=True)" if in_place else f"{method}()"
            self._changes(node, node.func.value, "changes", how=how)


def _unique(findings: list[Finding]) -> tuple[Finding, ...]:
    """One finding per line and kind of risk, in line order, the description's first."""
    seen, kept = set(), []
    for finding in findings:
        key = (finding.line, finding.category, finding.reason if finding.line is None else "")
        if key not in seen:
            seen.add(key)
            kept.append(finding)
    return tuple(sorted(kept, key=lambda f: (f.line is not None, f.line or 0)))
