"""What the names in one step stand for, learnt before the walk so that the order of the code does not matter.

The risk walk asks two questions of any expression: which dotted name does it resolve to through the step's imports
(`rm` after `from os import remove as rm` is `os.remove`), and which string does it build (an f-string, a `+`, a
name bound to a query). A step binds names anywhere, also after their use in a function body, so all of them are
read first, before the walk starts.
"""
from __future__ import annotations

import ast

from nbcopilot.execution.risk_rules import DEFAULT_ALIASES


class StepNames:
    """The imports, aliases, strings, in-memory buffers and paths one step binds."""

    def __init__(self, tree: ast.Module):
        self.aliases = dict(DEFAULT_ALIASES)  # name -> the dotted name it was imported as
        self.imported: set[str] = set()
        self.assigned: set[str] = set()        # names the step binds itself
        self.strings: dict[str, str] = {}      # name -> the string text the step assigns to it
        self.buffers: set[str] = set()         # names bound to io.BytesIO()/StringIO()
        self.paths: set[str] = set()           # names bound to pathlib paths
        self._learn(tree)

    def _learn(self, tree: ast.Module) -> None:
        # Two passes: the strings, buffers and paths a step binds are recognised through the imports of the first.
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
                    text = self.text(node.value)
                    if text is not None:
                        self.strings[target.id] = (self.strings.get(target.id, "") + " " + text).strip()
                    called = self.qualified(node.value.func) or "" if isinstance(node.value, ast.Call) else ""
                    if called.endswith(("BytesIO", "StringIO")):
                        self.buffers.add(target.id)
                    elif called.endswith("Path") or (isinstance(node.value, ast.BinOp) and isinstance(
                            node.value.left, ast.Name) and node.value.left.id in self.paths):
                        self.paths.add(target.id)
            elif isinstance(node, ast.For) and isinstance(node.target, ast.Name) and isinstance(node.iter, ast.Call):
                if (self.qualified(node.iter.func) or "").rsplit(".", 1)[-1] in ("glob", "rglob", "iterdir", "scandir"):
                    self.paths.add(node.target.id)

    def qualified(self, node: ast.AST) -> str | None:
        """The dotted name a callee resolves to through imports: os.remove, pathlib.Path().unlink — also when it is
        reached by a constant string: getattr(os, "remove"), vars(os)["remove"], os.__dict__["remove"]."""
        if isinstance(node, ast.Name):
            return self.aliases.get(node.id, node.id)
        if isinstance(node, ast.Attribute):
            base = self.qualified(node.value)
            return f"{base}.{node.attr}" if base else None
        if isinstance(node, ast.Call) and self.qualified(node.func) in ("getattr", "builtins.getattr") and \
                len(node.args) >= 2 and self.text(node.args[1]):
            base = self.qualified(node.args[0])
            return f"{base}.{self.text(node.args[1])}" if base else None
        if isinstance(node, ast.Subscript) and self.text(node.slice):
            inner = node.value
            if isinstance(inner, ast.Call) and self.qualified(inner.func) == "vars" and inner.args:
                base = self.qualified(inner.args[0])
            elif isinstance(inner, ast.Attribute) and inner.attr == "__dict__":
                base = self.qualified(inner.value)
            else:
                return None
            return f"{base}.{self.text(node.slice)}" if base else None
        if isinstance(node, ast.Call):
            base = self.qualified(node.func)
            return f"{base}()" if base else None
        return None

    def text(self, node: ast.AST) -> str | None:
        """The string an expression builds, with {} where run-time values go; None if it is not a string."""
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.JoinedStr):
            return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
            left = self.text(node.left)
            right = self.text(node.right) if isinstance(node.op, ast.Add) else None
            return None if left is None and right is None else (left or "{}") + (right or "{}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in (
                "format", "strip", "lower", "upper", "replace"):
            return self.text(node.func.value)
        if isinstance(node, ast.Call) and node.args and (self.qualified(node.func) or "").endswith(("dedent", "text")):
            return self.text(node.args[0])
        if isinstance(node, ast.Name):
            return self.strings.get(node.id)
        return None
