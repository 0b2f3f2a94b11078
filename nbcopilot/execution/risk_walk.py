"""The code walk: what a step's Python would do, read from its syntax tree and never run.

Imported names are resolved (`from os import remove as rm` still counts as `os.remove`, see `risk_names`), plain
aliases of existing variables are followed, and SQL is looked for inside every string and f-string the step builds.
The rules it applies are data in `risk_rules`; shell commands and magics it meets are read by `risk_commands`.
"""
from __future__ import annotations

import ast
import re

from nbcopilot.execution.risk_commands import magic_findings, shell_findings
from nbcopilot.execution.risk_names import StepNames
from nbcopilot.execution.risk_report import Finding
from nbcopilot.execution.risk_rules import (CONFIG_MODULES, DELETE_METHODS, MODULE_RISKS, MUTATING_FUNCTIONS,
                                            MUTATING_METHODS, NETWORK_METHODS, OPENERS, PATH_KEYWORDS, QUIET_CALLS,
                                            RISKY_CALLS, SQL_CHANGES, SQL_RUNNERS, TO_FILE, URL, WRITE_MODE)


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


class CodeWalk(ast.NodeVisitor):
    """One walk over a step's syntax tree; `findings` holds what it would do to files, systems and existing data.

    `existing` are the analyst's variables before the step runs: binding one of them again, or changing it in place
    (also through another name, `df2 = df; df2.drop(..., inplace=True)`), is a finding because it cannot be undone.
    """

    def __init__(self, lines: list[str], existing: set[str], tree: ast.Module):
        self.lines, self.existing = lines, existing
        self.findings: list[Finding] = []
        self.names = StepNames(tree)
        self.scopes: list[set[str]] = []       # local names of the enclosing functions, classes, comprehensions
        self.views: dict[str, str] = {}        # name -> the existing variable it is another name for
        self.rebound: set[str] = set()         # existing names the step has already given a new value
        self.quiet = 0                         # inside print(...) and the like, strings are just text
        self.visit(tree)

    def _existing(self, name: str) -> str | None:
        """The existing variable a name refers to at this point of the step, if any."""
        if any(name in scope for scope in self.scopes):
            return None
        if name in self.views:
            return self.views[name]
        return name if name in self.existing and name not in self.rebound else None

    def _config(self, name: str) -> bool:
        return name in self.names.imported or self.names.aliases.get(name, name) in CONFIG_MODULES

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
        """A def binds its name; decorators and defaults are walked in the enclosing scope, the body in its own."""
        self._binds(node, node.name, "redefines existing variable")
        for part in [*node.decorator_list, *node.args.defaults, *node.args.kw_defaults]:
            if part is not None:
                self.visit(part)
        self._visit_scope(node, node.body)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        """A class binds its name here; its body has its own names."""
        self._binds(node, node.name, "redefines existing variable")
        for part in [*node.decorator_list, *node.bases]:
            self.visit(part)
        self._visit_scope(node, node.body)

    def visit_Lambda(self, node):
        """A lambda's parameters shadow the analyst's variables inside it."""
        self._visit_scope(node, [node.body])

    def visit_ListComp(self, node):
        """A comprehension's loop names are its own: `[df for df in frames]` leaves the analyst's df alone."""
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
        if isinstance(target, ast.Subscript) and self.names.qualified(target.value) == "os.environ":
            self._add(target, "changes the kernel's environment variables (os.environ)", "mutate")

    def visit_Delete(self, node):
        """`del os.environ["X"]` changes the environment; `del df` is caught by visit_Name."""
        for target in node.targets:
            self._environment(target)
        self.generic_visit(node)

    def visit_Assign(self, node):
        """The value is walked before the targets, as Python runs it; `df2 = df` makes df2 another name for df."""
        self.visit(node.value)
        for target in node.targets:
            self._environment(target)
            self.visit(target)
            if isinstance(target, ast.Name) and isinstance(node.value, ast.Name) and not self.scopes:
                original = self._existing(node.value.id)
                if original is not None:  # df2 = df: no copy, so changing df2 changes df
                    self.views[target.id] = original

    def visit_AugAssign(self, node):
        """`total += 1` on an existing variable is an update, not an overwrite: its old value is used, then replaced."""
        self._environment(node.target)
        self.visit(node.value)
        if isinstance(node.target, ast.Name):
            self._binds(node, node.target.id, "updates existing variable")
        else:
            self.visit(node.target)

    def visit_Name(self, node):
        """Binding or deleting a name the analyst already has is a finding: its old value is gone."""
        if isinstance(node.ctx, ast.Store):
            self._binds(node, node.id, "overwrites existing variable")
        elif isinstance(node.ctx, ast.Del):
            self._binds(node, node.id, "deletes existing variable")

    def visit_ExceptHandler(self, node):
        """`except E as err` binds err, over an existing variable of that name too."""
        if node.name:
            self._binds(node, node.name, "overwrites existing variable")
        self.generic_visit(node)

    def visit_Attribute(self, node):
        """Assigning to or deleting `df.x` or `df["x"]` changes df in place (visit_Subscript too)."""
        if isinstance(node.ctx, (ast.Store, ast.Del)):
            self._changes(node, node, "deletes part of" if isinstance(node.ctx, ast.Del) else "changes")
        self.generic_visit(node)

    visit_Subscript = visit_Attribute

    def _changes(self, node: ast.AST, target: ast.AST, verb: str, how: str | None = None) -> None:
        root = _root(target)
        if isinstance(root, ast.Call) and self.names.qualified(root.func) in ("globals", "locals", "vars"):
            self._add(node, f"writes variables through {self.names.qualified(root.func)}()", "overwrite")
        elif isinstance(root, ast.Name) and not self._config(root.id):
            original = self._existing(root.id)
            if original is not None:
                via = "" if original == root.id else f" through {root.id}"
                shown = how or self._shown(target)
                self._add(node, f"{verb} existing variable {original} in place{via} ({shown})", "mutate")

    # -- strings: SQL can hide in any of them --
    def visit_Expr(self, node):
        """A statement that is only a string is a docstring or a note: it is never run, so SQL in it is harmless."""
        if not (isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            self.generic_visit(node)  # a bare string is a docstring or a note, never run

    def visit_Constant(self, node):
        """Any string may be SQL handed to a database later, so each is scanned (not inside print() and the like)."""
        if isinstance(node.value, str) and not self.quiet:
            self._scan_string(node, node.value)

    def visit_JoinedStr(self, node):
        """An f-string is scanned with {} for its run-time values; the values themselves are walked as code."""
        if not self.quiet:
            self._scan_string(node, self.names.text(node))
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                self.visit(value)

    def visit_BinOp(self, node):
        """`"DELETE FROM " + table`: a string built by + is scanned whole, not only its pieces."""
        text = self.names.text(node) if isinstance(node.op, ast.Add) else None
        if text is not None and not self.quiet:
            self._scan_string(node, text)  # "DELETE FROM " + table
        self.generic_visit(node)

    def _scan_string(self, node: ast.AST, text: str) -> None:
        for pattern, category, reason in SQL_CHANGES:
            match = pattern.search(text)
            if match:  # the line the keyword is on, for a multi-line query
                line = min(node.lineno + text.count("\n", 0, match.start()), node.end_lineno or node.lineno)
                self._add(line, reason, category)

    # -- calls --
    def visit_Call(self, node):
        """A call is where most harm is done: by what it is (os.remove), what it writes to, and what it changes."""
        name = self.names.qualified(node.func) or ""
        method = node.func.attr if isinstance(node.func, ast.Attribute) else name.rsplit(".", 1)[-1]
        shown = self._shown(node.func)
        if isinstance(node.func, ast.Name) and name != node.func.id:
            shown = f"{node.func.id}, imported as {name}"  # rm("x"), imported as os.remove
        self._call_risks(node, name, method, shown)
        self._file_risks(node, name, method, shown)
        self._call_changes(node, name, method, shown)
        quiet = method in QUIET_CALLS
        self.quiet += quiet
        self.generic_visit(node)
        self.quiet -= quiet

    def _argument_text(self, node: ast.Call) -> str:
        values = [*node.args, *(k.value for k in node.keywords)]
        values += [e for v in values if isinstance(v, (ast.List, ast.Tuple)) for e in v.elts]
        return " ".join(text for text in map(self.names.text, values) if text)

    def _module_risk(self, name: str, root: ast.AST) -> tuple[str, str] | None:
        if "()" in name:
            return None  # requests.get(url).json(): the inner call is the one to flag
        if isinstance(root, ast.Name) and root.id not in self.names.imported and (
                root.id in self.names.assigned or root.id in self.existing):
            return None  # requests = df[df.kind == "request"] is data, not the requests library
        return RISKY_CALLS.get(name) or next(
            ((c, r) for m, c, r in MODULE_RISKS if name == m or name.startswith(m + ".")),
            ("shell", "runs a program") if name.startswith(("os.exec", "os.spawn", "os.posix_spawn")) else None)

    def _call_risks(self, node: ast.Call, name: str, method: str, shown: str) -> None:
        line, snippet = node.lineno, self._snippet(node.lineno)
        if name in ("operator.methodcaller", "methodcaller") and node.args and self.names.text(node.args[0]) in (
                DELETE_METHODS | MUTATING_METHODS | {"system", "remove", "unlink", "rmtree", "kill", "write_text",
                                                       "write_bytes", "to_csv", "to_sql", "execute"}):
            self._add(node, f"calls {self.names.text(node.args[0])} by name ({shown})", "dynamic")
        known = self._module_risk(name, _root(node.func))
        if known:
            category, reason = known
            self._add(node, f"{reason} ({shown})", category)
            if category == "shell":
                self.findings += shell_findings(self._argument_text(node), line, snippet, shown)[1:]
        if name.startswith("get_ipython().") and method in ("system", "getoutput"):
            self.findings += shell_findings(self._argument_text(node), line, snippet, shown)
        if name.startswith("get_ipython().run_") and node.args and self.names.text(node.args[0]):
            magic = self.names.text(node.args[0])
            rest = " ".join(filter(None, map(self.names.text, node.args[1:])))
            self.findings += magic_findings(magic, rest, line, snippet) or (
                shell_findings(rest, line, snippet, f"%%{magic}") if magic in ("bash", "sh", "script") else [])
        if method in NETWORK_METHODS and not known:
            self._add(node, f"uses the network ({shown})", "network")
        if method in SQL_RUNNERS and node.args and self.names.text(node.args[0]) is None:
            self._add(node, f"runs SQL that cannot be checked before it runs ({shown})", "sql")
        if method == "drop_all" or (name.startswith("sqlalchemy.") and method in ("delete", "update", "insert", "drop")):
            self._add(node, f"changes database tables ({shown})", "sql")
        if method not in QUIET_CALLS and not (known and known[0] == "network") and URL.search(
                self._argument_text(node)):
            self._add(node, f"uses the network (a URL passed to {shown})", "network")

    def _file_risks(self, node: ast.Call, name: str, method: str, shown: str) -> None:
        receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
        on_path = receiver is not None and (
            (isinstance(receiver, ast.Name) and receiver.id in self.names.paths) or isinstance(receiver, ast.BinOp)
            or (isinstance(receiver, ast.Call) and (self.names.qualified(receiver.func) or "").endswith("Path")))
        if name in OPENERS or (method == "open" and receiver is not None):
            position, default = OPENERS.get(name, (0, "r"))
            mode = self._argument(node, position, "mode", "flag")
            text = default if mode is None else self.names.text(mode)
            if name not in OPENERS and mode is not None and not re.fullmatch(r"[rwaxbt+]{1,3}", text or ""):
                text = "r"  # Image.open(path): a method's first argument is not always a mode
            if text is None or WRITE_MODE.search(text):
                self._add(node, f"writes files ({shown} mode {text or 'unknown'})", "write")
        elif method in DELETE_METHODS:
            self._add(node, f"deletes files ({shown})", "delete")
        elif method in TO_FILE and self._writes_somewhere(node, 0):
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
        target = self._argument(node, position, *PATH_KEYWORDS)
        if target is None or (isinstance(target, ast.Constant) and target.value is None):
            return False
        if isinstance(target, ast.Call) and (self.names.qualified(target.func) or "").endswith(("BytesIO", "StringIO")):
            return False
        return not (isinstance(target, ast.Name) and target.id in self.names.buffers)

    def _call_changes(self, node: ast.Call, name: str, method: str, shown: str) -> None:
        if name in MUTATING_FUNCTIONS or name.endswith(".shuffle"):
            if node.args:
                self._changes(node, node.args[0], "changes", how=shown)
            return
        if not isinstance(node.func, ast.Attribute):
            return
        inplace = next((k.value for k in node.keywords if k.arg == "inplace"), None)
        in_place = inplace is not None and not (isinstance(inplace, ast.Constant) and not inplace.value)
        if in_place or method in MUTATING_METHODS:
            how = f"{method}(inplace=True)" if in_place else f"{method}()"
            self._changes(node, node.func.value, "changes", how=how)
