"""Sibling columns: one measure taken again and again, numbered (read1 … read3, wk1 … wk76, rainfc.1 … rainfc.11).

The measure's word ('math score') names every sibling alike; which one the question means it says with a number
('1st-grade', 'week 3', '三年级', 'in kindergarten'). That number picks a column; it filters no rows and ranks
nothing, so it is blanked once it has been read.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

_NUMBERED = re.compile(r"^(.*?[A-Za-z])[._]?(\d{1,3})$")
_ORDINAL_WORDS = {w: i for i, w in enumerate("first second third fourth fifth sixth seventh eighth ninth tenth "
                                             "eleventh twelfth".split(), 1)}
_CHINESE_DIGITS = {c: i for i, c in enumerate("一二三四五六七八九", 1)}
# what a number counts when it names one of the repeated measures ('grade 2', 'the 3rd wave', '第二轮')
_ROUNDS = (r"grade|week|wk|wave|round|visit|trial|test|stage|phase|period|session|game|member|forecast|run|sample|"
           r"survey|interview|semester|term|quarter|year")
_ROUNDS_ZH = r"年级|周|轮|期|阶段|学期|季度"
_ROUNDS_ZH_NTH = r"次|号|场|个成员"  # only with 第: '3 次' is a count, '第 3 次' the third
_BEGINNING = r"\bkindergarten\b|幼儿园"
"""The grade before the first: a 'k' sibling (readk beside read1 … read3)."""
_LATEST = r"\bfollow[- ]?ups?\b|随访|复查|\bat the end of the study\b"
"""The last measurement of a series (depress1, depress2: 'at follow-up' is depress2)."""
_COMPARED = re.compile(r"(?:more|less|fewer|over|under|above|below|than|least|most|exceed\w*|[<>=]|超过|高于|低于|"
                       r"大于|小于|多于|少于|不到|以上|以下)\s*$", re.IGNORECASE)


def families(columns: list[str]) -> dict[str, dict[str, str]]:
    """The table's sibling columns: {stem: {suffix: column}}, suffixes '1', '2', … and 'k'; years are no suffix
    (population_1996 … population_2021 is a column per year, read elsewhere)."""
    stems: dict[str, dict[str, str]] = {}
    for column in columns:
        m = _NUMBERED.match(column)
        if m and not 1500 <= int(m.group(2)) <= 2100:
            stems.setdefault(m.group(1).lower(), {})[str(int(m.group(2)))] = column
    found = {stem: members for stem, members in stems.items() if len(members) >= 2}
    for column in columns:
        if column.lower().endswith("k") and column.lower()[:-1] in found:
            found[column.lower()[:-1]]["k"] = column
    bare = {c.lower(): c for c in columns}
    for column in columns:  # mrt and mrt80: the first wave and the one of 1980 (a year's two digits)
        m = _NUMBERED.match(column)
        stem = m.group(1).lower() if m else None
        if m and len(m.group(2)) == 2 and stem in bare and stem not in found and len(stems[stem]) == 1:
            year = (1900 if int(m.group(2)) >= 30 else 2000) + int(m.group(2))
            found[stem] = {"1": bare[stem], str(year): column}
    return found


def _number(text: str) -> int:
    if text.isdigit():
        return int(text)
    if text.lower() in _ORDINAL_WORDS:
        return _ORDINAL_WORDS[text.lower()]
    if text.startswith("十"):  # 十, 十一, 十二
        return 10 + _CHINESE_DIGITS.get(text[1:], 0)
    return _CHINESE_DIGITS[text[0]] * (10 if len(text) > 1 and text[1] == "十" else 1) + (
        _CHINESE_DIGITS.get(text[-1], 0) if len(text) == 3 else 0)


def suffixes_said(question: str) -> list[tuple[str, int, int]]:
    """The numbers that say which sibling: [(suffix, start, end, whole_start, whole_end)], the number's own text and
    the words that say what it counts ('1st-grade': '1', and all of it)."""
    found = []
    patterns = (rf"\b(\d{{1,3}})(?:st|nd|rd|th)\b", r"(?<![\d.])((?:19|20)\d\d)(?![\d.])",
                rf"\b({'|'.join(_ORDINAL_WORDS)})[-\s]+(?:{_ROUNDS})s?\b",
                rf"\b(?:{_ROUNDS})\s*#?\s*(\d{{1,3}})\b(?![.,]\d)",
                rf"第?\s*([一二三四五六七八九十]{{1,3}}|\d{{1,3}})\s*(?:{_ROUNDS_ZH})",
                rf"第\s*([一二三四五六七八九十]{{1,3}}|\d{{1,3}})\s*(?:{_ROUNDS_ZH_NTH})")
    for pattern in patterns:
        for m in re.finditer(pattern, question, re.IGNORECASE):
            found.append((str(_number(m.group(1))), m.start(1), m.end(1), m.start(), m.end()))
    found += [("k", m.start(), m.start(), m.start(), m.end()) for m in re.finditer(_BEGINNING, question, re.IGNORECASE)]
    found += [("last", m.start(), m.start(), m.start(), m.end()) for m in re.finditer(_LATEST, question, re.IGNORECASE)]
    return sorted(set(found), key=lambda f: f[1])


def chosen(question: str, links: list, values: list, frame: Any) -> tuple[str, list, list]:
    """The links and values moved to the sibling the question's number picks, the number blanked; and of a sibling
    named outright ('speed65 yes'), the weaker links to its siblings dropped, its number not read again ('65 mph')."""
    columns = [str(c) for c in frame.columns]
    family_of = {column: members for members in families(columns).values() for column in members.values()}
    if not family_of:
        return question, links, values
    touched = {l.column for l in links} | {v.column for v in values}
    said = [(_last(family_of, touched) if s[0] == "last" else s[0], *s[1:]) for s in suffixes_said(question)]
    said = [s for s in said if any(s[0] in family_of[c] for c in touched if c in family_of)]
    if len({s[0] for s in said}) == 1:
        suffix = said[0][0]
        for _, start, end, _, _ in said:
            question = question[:start] + " " * (end - start) + question[end:]
        # a column found by meaning only at the grade said ('一年级' near schoolid1) is that grade's echo, no measure
        links = [l for l in links if l.score >= 1 or not any(a <= l.at < b for *_, a, b in said)]
        links = [replace(l, column=family_of[l.column][suffix]) if suffix in family_of.get(l.column, {}) else l
                 for l in links]
        values = [_moved(v, family_of[v.column][suffix], frame) if suffix in family_of.get(v.column, {}) else v
                  for v in values]
    named = [l for l in links if l.column in family_of and l.score >= 4]
    for own in named:
        siblings = set(family_of[own.column].values()) - {own.column}
        # where its measure's word is said ('type of school … (by school3)'), that word is this column's, not
        # another's that begins alike (schoolid3)
        echoes = {l.at: l.score for l in links if l.column in family_of[own.column].values() and l.at != own.at}
        links = [l for l in links if not (l.column in siblings and l.score < 4) and not (
            l.column not in family_of[own.column].values() and l.score <= echoes.get(l.at, -1.0))]
        digits = next(s for s, c in family_of[own.column].items() if c == own.column)
        for m in re.finditer(rf"(?<![\w.]){digits}(?![\w.])", question) if digits.isdigit() else ():
            if not _COMPARED.search(question[max(0, m.start() - 14): m.start()]):
                question = question[:m.start()] + " " * len(digits) + question[m.end():]
    # a word found by meaning that may name a sibling already picked ('幼儿园…哪种学校类型': schoolk, not schoolidk)
    picked = {l.column for l in links if l.score >= 1 and l.column in family_of}
    best_at: dict[int, float] = {}
    for l in links:
        best_at[l.at] = max(best_at.get(l.at, 0.0), l.score)
    links = sorted((replace(l, score=max(best_at[l.at] + 0.001, 1.0)) if l.column in picked and l.score < 1 and l.at >= 0 else l
                    for l in links), key=lambda l: -l.score)
    seen: set[tuple] = set()  # best first: the first of each stays; a column said twice stays twice ('type of
    links = [l for l in links if not ((l.column, l.at) in seen or seen.add((l.column, l.at)))]  # school … school3')
    return question, links, values


def _last(family_of: dict, touched: set) -> str:
    """The highest number among the siblings of the columns the question touches ('2' of depress1, depress2)."""
    numbers = [int(s) for c in touched if c in family_of for s in family_of[c] if s.isdigit()]
    return str(max(numbers)) if numbers else "last"


def _moved(value: Any, column: str, frame: Any) -> Any:
    """The value, said of the sibling picked, when that sibling holds it ('a small class in 1st grade': star1)."""
    return replace(value, column=column) if (frame[column].astype(str) == str(value.value)).any() else value

