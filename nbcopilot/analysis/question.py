"""From an everyday question about a table to structured operations: keyword rules over linked names.

The rules read what kind of answer is asked for (a count, an average, the row with the most, a list, yes or no,
missing values, per group or per period) in English or Chinese; `linking` supplies the real column names, cell
values, numbers and dates. The result is a short list of candidate operations, best first, each checked against
the table, so nothing that names a column the table lacks is ever rendered.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Callable, Sequence

from nbcopilot.analysis import linking
from nbcopilot.analysis.operations import Operation, check, figures_only
from nbcopilot.analysis.phrases import STRONG
from nbcopilot.analysis.reading import Table, read_question
from nbcopilot.analysis.rules import candidate_operations


def choose_table(question: str, tables: Sequence[Table]) -> Table | None:
    """The table the question names (variable, file name or file stem), else the only one, else the one whose
    columns it names most."""
    if not tables:
        return None
    lowered = question.lower()
    named = []
    for table in tables:
        names = {table.name.lower(), table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]}
        for n in filter(None, names):
            for m in re.finditer(rf"(?<![\w.]){re.escape(n)}(?![\w])", lowered):
                # "count the cars in mpg_data": the name said as the data ('in …', '… 里') over a word that is
                # also some frame's name; then a file's full name, then the longer name
                before, after = lowered[:m.start()], lowered[m.end():]
                as_data = 2 if (re.search(r"\b(in|from|according to|using|within|inside|based on|going by)\s+$", before)
                                or re.match(r"\s*(里|中|表|的数据|[:：-])", after)) else \
                    1 if re.search(r"\b(in|from|of|for|according to|using|within|inside|based on|going by)\s+(the\s+)?$",
                                   before) else 0
                named.append((as_data, "." in n, len(n), table))
    if named:
        return max(named, key=lambda hit: hit[:3])[3]
    if len(tables) == 1:
        return tables[0]
    words = linking.tokens(question)
    # the columns it names, and a cell value it quotes ('Torgersen' is only in penguins), say which table it means
    scored = [(sum(link.score for link in linking.link_columns(question, words, list(map(str, t.frame.columns))))
               + 3 * len(linking.link_values(question, t.frame)), i) for i, t in enumerate(tables)]
    return tables[max(scored)[1]]


def ambiguous(question: str, tables: Sequence[Table]) -> list[str]:
    """When the question names no table and two or more could fit: their names, the likelier first; else []."""
    if len(tables) < 2:
        return []
    lowered = question.lower()
    for table in tables:
        names = {table.name.lower(), table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]}
        if any(re.search(rf"(?<![\w.]){re.escape(n)}(?![\w])", lowered) for n in names if n):
            return []
    words = linking.tokens(question)
    scored = sorted(((sum(l.score for l in linking.link_columns(question, words, list(map(str, t.frame.columns)))
                          if l.score >= STRONG), t.name) for t in tables), key=lambda pair: -pair[0])
    best, second = scored[0][0], scored[1][0]
    if best > 0 and best >= 2 * second:  # the question's words point at one table's columns
        return []
    return [name for _, name in scored]


def interpret(question: str, tables: Sequence[Table], *, embed: Callable | None = None) -> list[Operation]:
    """Candidate operations for the question, best first; empty when the rules cannot read it."""
    table = choose_table(question, tables)
    if table is None:
        return []
    reading = read_question(question, table, embed)
    candidates = [op for op in candidate_operations(reading) if op is not None]
    columns = list(map(str, table.frame.columns))
    digits = linking.decimals_asked(question)
    unique = []
    for op in candidates:
        if digits is not None and figures_only(op, reading.numeric):
            op = replace(op, digits=digits)
        if check(op, columns) is None and op not in unique:
            unique.append(op)
    return unique
