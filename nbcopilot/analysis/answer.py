"""Grounded answers: the computed value stated plainly, and what a text claims that nothing computed.

A code step's value is stored as its repr (bounded); `stated` turns it back into the short answer an analyst
reads ("Gentoo", "4201.75", "Biscoe, Dream, Torgersen", "True"), numpy and pandas wrappers removed. `unverified`
lists the numbers and names in prose that no computed output of the task contains.
"""
from __future__ import annotations

import ast
import re
from typing import Any, Iterable

MAX_LIST = 50
"""A longer list is a table, not an answer to state."""


def _unwrap(node: ast.AST) -> Any:
    """The literal inside reprs like np.float64(3.5), np.str_('a'), Timestamp('2012-01-01 00:00:00')."""
    if isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords:
        return _unwrap(node.args[0])
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return [_unwrap(e) for e in node.elts]
    if isinstance(node, ast.Dict):
        return {_unwrap(k): _unwrap(v) for k, v in zip(node.keys, node.values)}
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        value = _unwrap(node.operand)
        return -value if isinstance(value, (int, float)) else value
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name) and node.id in ("nan", "NaN", "NaT", "None"):
        return None
    if isinstance(node, ast.Attribute) and node.attr in ("True_", "False_", "bool_"):  # np.True_
        return node.attr == "True_"
    raise ValueError("not a literal")


EMPTY = r"(?:Series|Index)\(\[\]|Empty DataFrame\b"
"""The repr of an empty Series, Index or DataFrame."""


class _NotLiteral(str):
    """A repr that is no literal: a table, an object."""


def value_of(value_repr: str | None) -> Any:
    """The Python value behind a stored repr, or the repr itself (as _NotLiteral) when it is not a literal."""
    if value_repr is None:
        return None
    text = value_repr.strip()
    try:
        return _unwrap(ast.parse(text, mode="eval").body)
    except (SyntaxError, ValueError, RecursionError):
        return _NotLiteral(text)


def _plain(value: Any) -> str:
    if isinstance(value, float):
        return repr(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)
    if isinstance(value, str):
        return value[:-9] if value.endswith(" 00:00:00") else value
    return str(value)


def stated(value_repr: str | None) -> str | None:
    """The short answer a computed value states, or None when it is a table or nothing at all."""
    value = value_of(value_repr)
    if value is None:
        return None
    if isinstance(value, (list, tuple)) and not value or isinstance(value, _NotLiteral) and re.match(EMPTY, value):
        return "none"  # nothing passed the filter: said so, not an empty string or 'Series([], …)'
    if isinstance(value, (list, tuple)):
        if len(value) > MAX_LIST or any(isinstance(v, (list, dict)) for v in value):
            return None
        return ", ".join(_plain(v) for v in value)
    if isinstance(value, dict):
        if len(value) > MAX_LIST:
            return None
        return ", ".join(f"{_plain(k)}: {_plain(v)}" for k, v in value.items())
    if isinstance(value, _NotLiteral) and "\n" in value:
        return None  # a multi-line repr (a Series, a DataFrame): a table, not a stated answer
    return _plain(value)


def series_answer(table: dict | None) -> str | None:
    """A two-column captured table (a Series: index, values) stated as 'key: value, …'."""
    if not table or len(table.get("columns", ())) != 2 or len(table.get("rows", ())) > MAX_LIST:
        return None
    return ", ".join(f"{_plain(k)}: {_plain(v)}" for k, v in table["rows"])


# ---------------------------------------------------------------- what no computed output supports

_NUMBER = re.compile(r"(?<![\w.])-?\d[\d,]*(?:\.\d+)?%?")
_NAME = re.compile(r"(?<![\w])[A-Z][A-Za-z0-9'&.-]+(?:\s+[A-Z][A-Za-z0-9'&.-]+)*")
_COMMON = set("""The A An In On At Of For And Or But If It Its This That These Those There Their They We I You He
She Step Steps Answer Result Results Value Values Table Data Total Mean Average Median Count Sum Min Max From
Based Overall According Yes No True False None Here Note So Which What Who When Where Why How Is Are Was Were
Each Per With Without Over Under Above Below By To Computed Compute Find Count List Check Read State""".split())


def _numbers_in(text: str) -> set[str]:
    return {_canonical(n) for n in _NUMBER.findall(text)}


def _canonical(number: str) -> str:
    digits = number.replace(",", "").rstrip("%")
    try:
        value = float(digits)
    except ValueError:
        return digits
    return repr(int(value)) if value.is_integer() else f"{value:.2f}"


def _plain_words(text: str) -> str:
    """Lower case, punctuation inside names as spaces: 'Mrs. Kasha Davis' and 'Mrs Kasha Davis' read alike."""
    return re.sub(r"[ \t]+", " ", re.sub(r"[.'&-]", " ", text.lower()))


def unverified(text: str, computed: Iterable[str], known: Iterable[str] = ()) -> list[str]:
    """Numbers and names in `text` that appear in none of the computed outputs (nor in `known`: the goal,
    the plan, the data's names). Numbers match when equal to 2 decimals, so a rounded figure is supported."""
    sources = "\n".join(computed)
    allowed = "\n".join(known)
    supported_numbers = _numbers_in(sources) | _numbers_in(allowed)
    for match in _NUMBER.findall(sources):  # a figure may be rounded in the prose: keep every coarser form
        try:
            value = float(match.replace(",", "").rstrip("%"))
        except ValueError:
            continue
        supported_numbers |= {f"{value:.1f}".rstrip("0").rstrip(".") if "." in f"{value:.1f}" else f"{value:.1f}",
                              repr(round(value)), f"{round(value, 1):.2f}", f"{round(value):.2f}"}
    haystack = _plain_words(sources + "\n" + allowed)
    flagged = []
    for number in _NUMBER.findall(text):
        if _canonical(number) not in supported_numbers and number not in flagged:
            flagged.append(number)
    for name in _NAME.findall(text):
        words = [w.strip(".'&-") for w in name.split() if w.strip(".'&-") not in _COMMON]
        words = [w for w in words if w]
        said = name.split()
        while said and said[-1].strip(".'&-") in _COMMON:  # "… Swear It Again. Computed by": the title, then a
            said.pop()  # sentence that begins with a capital
        if words and _plain_words(" ".join(words)) not in haystack and _plain_words(name) not in haystack \
                and _plain_words(" ".join(said)).strip() not in haystack \
                and name not in flagged:  # ('And I Am Telling You …' said whole: its common words are in the title)
            flagged.append(" ".join(words))
    return flagged
