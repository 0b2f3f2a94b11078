"""The offline analyst: everyday questions answered by design when the models are too small to write code.

A question about a table becomes a two-step plan: one code step rendered from a structured operation (chosen by
the rules, or by the model among real names when the rules cannot read the question), and one text step that
states the computed answer. Alternative readings ride along on the step, so a reading that fails or comes back
empty is replaced by the next one (repair), never by invented code.
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, Callable, Sequence

from nbcopilot.analysis import operations
from nbcopilot.analysis.answer import stated
from nbcopilot.analysis.operations import Operation
from nbcopilot.analysis.question import Table, interpret

ANSWER_STEP = "State the answer from the computed result"
MAX_FILE_BYTES = 200_000_000
"""A file larger than this is not read to understand a question (its columns still come from the context)."""


def tables(namespace: dict, context: Any, folder: str | os.PathLike = ".") -> list[Table]:
    """Every table a question can be asked of: the data the context found first (what the goal names), then every
    other DataFrame in the namespace and every readable data file in the folder. The context describes a bounded
    few to the models; the offline route ranks them all, so a question about the 40th table still finds it. Each
    file is read once while it is unchanged; files the context did not list are read only up to MAX_UNLISTED_BYTES
    each and UNLISTED_BUDGET_BYTES together."""
    import pandas as pd

    from nbcopilot.analysis.context import data_files, data_frames

    found: dict[str, Table] = {}
    for info in getattr(context, "data", ()):
        if info.kind == "dataframe" and isinstance(namespace.get(info.name), pd.DataFrame):
            found[info.name] = Table(info.name, namespace[info.name])
        elif info.kind == "file" and info.path:
            frame = _read(Path(info.path))
            if frame is not None:
                source = os.path.relpath(info.path, folder) if _inside(info.path, folder) else info.path
                found[info.name] = Table(info.name, frame, source.replace(os.sep, "/"))
    for name, frame in data_frames(namespace).items():
        found.setdefault(name, Table(name, frame))
    budget = UNLISTED_BUDGET_BYTES  # a folder of many big files must not turn one question into minutes of reading
    for rel, path in data_files(folder).items():
        size = _size(path)
        if rel not in found and size <= min(MAX_UNLISTED_BYTES, budget):
            budget -= size
            frame = _read(path)
            if frame is not None:
                found[rel] = Table(rel, frame, rel)
    return list(found.values())


MAX_UNLISTED_BYTES = 20_000_000
"""A data file the context did not list is read for the offline route only up to this size…"""
UNLISTED_BUDGET_BYTES = 200_000_000
"""…and all such files together only up to this many bytes (in name order)."""
_READ: dict[tuple[str, int, int], Any] = {}
"""Files read, by (path, modified, size): a notebook asks many questions of files that rarely change."""


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return MAX_FILE_BYTES + 1


def _inside(path: str, folder: str | os.PathLike) -> bool:
    try:
        return not os.path.relpath(path, folder).startswith("..")
    except ValueError:
        return False


def _read(path: Path):
    try:
        stat = path.stat()
    except OSError:
        return None
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _READ:
        if len(_READ) >= 256:
            _READ.clear()
        _READ[key] = _read_anew(path, stat.st_size)
    return _READ[key]


def _read_anew(path: Path, size: int):
    import pandas as pd

    try:
        if size > MAX_FILE_BYTES:
            return None
        suffix = path.suffix.lower()
        if suffix in (".csv", ".tsv"):
            return pd.read_csv(path, sep="\t" if suffix == ".tsv" else ",")
        if suffix == ".parquet":
            return pd.read_parquet(path)
        if suffix in (".xlsx", ".xls"):
            return pd.read_excel(path)
        if suffix in (".json", ".jsonl"):
            return pd.read_json(path, lines=suffix == ".jsonl")
    except Exception:  # an unreadable file is described by the context; the question goes elsewhere
        return None
    return None


def plan(goal: str, available: Sequence[Table], *, embed: Callable | None = None,
         choose: Callable[[str, dict], str] | None = None) -> list[dict] | None:
    """The two-step plan for a question about a table, or None when it cannot be read as one.

    `choose(prompt, schema)` asks a model to fill an operation constrained to the real names; it is used only
    when the rules find no reading."""
    try:
        readings = interpret(goal, available, embed=embed)
    except Exception:  # a rule that trips on a question nobody foresaw costs the offline route, never the task
        readings = []
    if not readings and choose is not None:
        readings = chosen_by_model(goal, available, choose)
    if not readings:
        return None
    first, rest = readings[0], readings[1:]
    return [
        {"description": operations.describe(first), "kind": "python",
         "spec": {"op": first.to_json(), "alternates": [op.to_json() for op in rest]}},
        {"description": ANSWER_STEP, "kind": "text", "spec": {"answer": True}},
    ]


def unread_question(goal: str, available: Sequence[Table], *, embed: Callable | None = None) -> dict | None:
    """The clarifying question for a goal the rules cannot read, or None when there is no table: which figure of
    which column, with suggestions the rules do read, made of the columns the goal speaks of in the likeliest
    table. A tiny model's free-form plan would take minutes and be wrong; asking takes a second."""
    from nbcopilot.analysis import linking
    from nbcopilot.analysis.question import choose_table

    table = choose_table(goal, available, embed)
    if table is None:
        return None
    frame = table.frame
    columns = list(dict.fromkeys(str(c) for c in frame.columns))
    try:
        links = linking.link_columns(goal, linking.tokens(goal), columns)  # by words: meaning would name some column for any goal
    except Exception:  # suggestions are a courtesy: without links they come from the table's own order
        links = []
    # columns the goal's words name first, then the table's own order without years and ids (a mean of those
    # is no one's figure)
    plain = [c for c in columns if not linking.holds_years(c) and not {"id", "code", "no"} & set(linking.name_words(c))]
    said = list(dict.fromkeys([link.column for link in links] + plain + columns))

    def first(kind: Callable) -> str | None:
        return next((c for c in said if c in frame.columns and frame[c].ndim == 1 and kind(frame[c])), None)

    number, text, name = first(linking.is_number), first(linking.is_text), table.name
    suggestions = [f"the mean {number} for each {text} in {name}"] if number and text else []
    suggestions += [f"the mean {number} in {name}"] if number else []
    suggestions += [f"the number of rows for each {text} in {name}"] if text else []
    suggestions.append(f"the number of rows in {name}")
    chinese = re.search(r"[\u4e00-\u9fff]", goal) is not None
    asked = (f"我没能把这个问题读成对 {name} 的一次计算：要算哪一列的什么数？" if chinese else
             f"I could not read this as one computation on {name}: which figure of which column should I compute?")
    return {"question": asked, "suggestions": suggestions[:3]}


def unread_plan(goal: str, available: Sequence[Table]) -> list[dict]:
    """The plan for a goal still unread after asking: one text step that says so and what to do, in seconds."""
    names = ", ".join(t.name for t in available[:5])
    # one sentence with no capitalised word but "I" and the tables' names, which the step's description holds: nothing
    # in it can be flagged as a name no step computed (the goal is not quoted: after a clarifying answer it holds
    # the columns a suggestion named)
    say = (f"I could not read the question as one computation on the data ({names}); to get an answer, reject this "
           "plan with the figure and the column you want (for example “the mean <column> for each <column>”) or edit "
           "the step into code.")
    return [{"description": f"Say that the question could not be read as one computation on the data ({names})",
             "kind": "text", "spec": {"say": say}}]


def chosen_by_model(goal: str, available: Sequence[Table], choose: Callable[[str, dict], str]) -> list[Operation]:
    """An operation a (small) model filled in, held to the real frame and column names; [] when unusable."""
    from nbcopilot.llm.parsing import iter_json

    frames = {t.name: [str(c) for c in t.frame.columns] for t in available}
    if not frames:
        return []
    listing = "\n".join(f"- {name}: {', '.join(cols[:40])}" for name, cols in frames.items())
    prompt = (f"Tables and their columns:\n{listing}\n\nQuestion: {goal}\n\n"
              f"Choose one operation ({', '.join(operations.OPS)}) and the columns it uses. Answer with JSON.")
    try:
        answer = choose(prompt, operations.schema(frames))
    except Exception:  # a model that fails here only loses the offline route; the planner still plans
        return []
    by_name = {t.name: t for t in available}
    for value, _ in iter_json(answer or ""):
        if not isinstance(value, dict) or value.get("data") not in by_name:
            continue
        table = by_name[value["data"]]
        fields = {k: value.get(k) for k in ("op", "column", "agg", "by", "target", "order", "k")}
        try:
            op = Operation(data=table.name, source=table.source, **{k: v for k, v in fields.items() if v is not None})
        except TypeError:
            continue
        if operations.check(op, frames[table.name]) is None:
            return [op]
    return []


def code(spec: dict, namespace: dict, repairs: int = 0) -> str | None:
    """The code of a planned operation step; after `repairs` failed attempts, the next alternative reading."""
    readings = [spec["op"], *spec.get("alternates", ())] if spec and "op" in spec else []
    if not readings:
        return None
    op = Operation.from_json(readings[min(repairs, len(readings) - 1)])
    taken = {name for name in namespace if name != op.data}
    return operations.render(op, taken)


def answer_text(description: str, value_repr: str | None, table: dict | None = None) -> str:
    """The answer step's text, from the computed value only: nothing here can invent a figure."""
    from nbcopilot.analysis.answer import series_answer

    answer = stated(value_repr) if value_repr is not None else None
    if answer is None:
        answer = series_answer(table)
    if answer is None:
        return f"The computation ({description[:1].lower() + description[1:]}) produced no single value to state."
    return f"{answer}. Computed by: {description[:1].lower() + description[1:]}."
