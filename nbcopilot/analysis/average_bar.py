"""A bar set at a column's own average or median ('days above average kWh', '收入高于平均水平的人').

The question is read with a stand-in number where the bar is said, so every rule that places a number on its column
places this one too; the column's average (or median) over the table then takes the stand-in's place. A reading
that lost the stand-in ignored the bar, and is dropped rather than answered without it.
"""
from __future__ import annotations

import math
import re
from dataclasses import replace
from typing import Any

import pandas as pd

from nbcopilot.analysis.operations import Filter, Operation

STAND_IN = 987654.321
"""A number no table's question says: where it lands, the bar was read."""

HIGHER = (r"above|over|(?:higher|greater|larger|bigger|more|older|taller|heavier|longer|wider|costlier|pricier) than|"
          r"exceed(?:s|ed|ing)?")
LOWER = r"below|under|(?:lower|less|fewer|smaller|younger|shorter|lighter|cheaper|narrower) than"
FIGURE = {"average": "mean", "mean": "mean", "median": "median", "平均": "mean", "均值": "mean", "中位数": "median",
          "中位": "median"}
OF_ALL = r"(?:overall|national|global|whole|sample)\s+"
OF_ALL_ZH = r"(?:全体|整体|总体|全国|全部)?"
SAID = (rf"\b(?P<bar>{HIGHER}|{LOWER})[\s-]+(?:the\s+|its\s+|their\s+)?(?:{OF_ALL})?(?P<figure>average|mean|median)\b"
        rf"(?!\s+(?:of|for|in|among|within|per|by|across)\b|"
        rf"\s+[\w-]+\s+(?:of|for|in|among|within)\s+(?:the|their|its|each)\b)"
        rf"(?:\s+(?:value|level|figure)\b)?"
        rf"|(?P<zh_bar>高于|超过|超出|大于|多于|低于|小于|少于|不到|不足|不及){OF_ALL_ZH}(?P<zh_figure>平均|均值|中位数?)"
        rf"(?:值|水平|数|线)?"
        rf"|比{OF_ALL_ZH}(?P<than_figure>平均|均值|中位数?)(?:值|水平|数|线)?(?P<than_bar>高|低|多|少|大|小)"
        rf"|在{OF_ALL_ZH}(?P<at_figure>平均|均值|中位数?)(?:值|水平|数|线)?(?P<at_bar>以上|以下)")
"""'above average', 'higher than the overall mean', '高于平均水平', '比平均值高', '在平均线以上'."""

NOT_A_BAR = (r"\bhow (?:much|many \w+|far) (?:higher|lower|more|less|above|below|over|under)\b|\bby how much\b|"
             r"[高低多少大小]出?了?多少|\btotals?\b|\bsum\b|总量|总和|合计|总数|\bfor (?:their|its|each)\b|各自|所在")
"""A difference from the average asked ('how much higher than average'), or an average of each group's own
('above-average total kwh', 'older than average for their department'): no one bar over the rows."""
FIGURE_WORD = r"\b(?:average|mean|median|avg)\b|平均|均值|中位"
"""A figure said elsewhere in the question: two figures compared ('is the average y1 higher than the average y1lag'),
which the other rules read."""


def said(question: str, frame: Any) -> tuple[str, str] | None:
    """The question with its bar at the average (or median) written as the stand-in, and that figure's name; None
    when no such bar is said, or when 'average' may be a cell's word ('Above average' ratings) or another figure's."""
    found = list(re.finditer(SAID, question, re.IGNORECASE))
    if len(found) != 1:
        return None
    m = found[0]
    if re.search(FIGURE_WORD, question[:m.start()] + " " + question[m.end():], re.IGNORECASE) or _a_cell_word(frame) \
            or re.search(NOT_A_BAR, question, re.IGNORECASE):
        return None
    higher = bool(re.fullmatch(HIGHER, m["bar"], re.IGNORECASE)) if m["bar"] else \
        (m["zh_bar"] or m["than_bar"] or m["at_bar"]) in ("高于", "超过", "超出", "大于", "多于", "高", "多", "大", "以上")
    figure = FIGURE[(m["figure"] or m["zh_figure"] or m["than_figure"] or m["at_figure"]).lower()]
    if m["bar"]:  # (the comparative kept as said: 'older than' bars an age)
        bar = f"{m['bar']} {STAND_IN}"
    else:
        bar = f"{'高于' if higher else '低于'} {STAND_IN} "
    return question[:m.start()] + bar + question[m.end():], figure


def _a_cell_word(frame: Any) -> bool:
    for column in frame.columns:
        if pd.api.types.is_object_dtype(frame[column]) or pd.api.types.is_string_dtype(frame[column]):
            cells = frame[column].dropna().astype(str).unique()[:200]
            if any(re.search(r"average|mean|median|平均|中位", cell, re.IGNORECASE) for cell in cells):
                return True
    return False


def _stand_in(value: Any) -> bool:
    """The stand-in, or the stand-in scaled by a power of ten ('above average kWh' read in thousands): the bar is
    at the column's own figure in the column's own unit all the same."""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or value <= 0:
        return False
    power = math.log10(value / STAND_IN)
    return abs(power - round(power)) < 1e-9 and abs(power) <= 6


def settled(op: Operation, figure: str, frame: Any) -> Operation | None:
    """The operation with the stand-in replaced by the figure of the column it bars, over the whole table; None when
    the reading left the bar out or put it where no column's figure can stand."""
    def figure_of(column: str | None) -> float | None:
        if column is None or column not in frame:
            return None
        held = pd.to_numeric(frame[column], errors="coerce").dropna()
        return float(getattr(held, figure)()) if len(held) else None

    placed = False

    def settle(f: Filter) -> Filter | None:
        nonlocal placed
        if not _stand_in(f.value):
            return f
        value = None if f.part else figure_of(f.column)
        placed = True
        return None if value is None else replace(f, value=value)

    filters = [settle(f) for f in op.filters]
    condition = [settle(f) for f in op.condition]
    threshold = op.threshold
    if _stand_in(threshold):
        placed = True
        threshold = figure_of(op.target if op.op == "lookup" else op.column)
        if threshold is None:
            return None
    if not placed or None in filters or None in condition or any(map(_stand_in, op.values)) or op.op == "distinct":
        return None  # ("which departments have an above-average salary": each department's own figure, unread)
    return replace(op, filters=tuple(filters), condition=tuple(condition), threshold=threshold)
