"""From an everyday question about a table to structured operations: keyword rules over linked names.

The rules read what kind of answer is asked for (a count, an average, the row with the most, a list, yes or no,
missing values, per group or per period) in English or Chinese; `linking` supplies the real column names, cell
values, numbers and dates. The result is a short list of candidate operations, best first, each checked against
the table, so nothing that names a column the table lacks is ever rendered.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from nbcopilot.analysis import linking
from nbcopilot.analysis.operations import Filter, Operation, check
from nbcopilot.analysis.phrases import (
    AGG_PATTERNS, MAX_WORDS, MIN_WORDS, ADDITIVE, COUNT_ITEMS, SUM_SAID, COUNT, DISTINCT, GROUP, WHICH, FIRST,
    LAST, VERSUS, LIST, BOOLEAN, MISSING, TOTAL, EVERY, MODE, RARE, COLUMNS_COUNT, DATE_WORDS, STRONG, PARTS_WORDS,
    PERCENT, FRACTION, KNOWN, COMPLETE, RANKED, BOTH_ENDS, IN_ORDER,
)


@dataclass(frozen=True)
class Table:
    name: str
    """The DataFrame's variable name, or the file name."""
    frame: Any
    """The DataFrame (read from the file for a file)."""
    source: str | None = None
    """The file's path as the code should read it; None for a DataFrame in the namespace."""


def _any(pattern: str, text: str) -> re.Match | None:
    return re.search(pattern, text, re.IGNORECASE)


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


@dataclass
class _Reading:
    """What the rules have found so far in one question about one table."""

    q: str
    table: Table
    links: list
    values: list
    numbers: list
    numeric: set
    dates: list
    categorical: set
    raw: str = ""
    """The question as asked (`q` has the table's own name blanked out, at the same offsets)."""
    periods: tuple = ()
    """Text columns whose values are periods ('1982Q2', '2009-06'): the row's own period when one is asked for."""

    def has(self, pattern: str) -> bool:
        return _any(pattern, self.q) is not None


def interpret(question: str, tables: Sequence[Table], *, embed: Callable | None = None) -> list[Operation]:
    """Candidate operations for the question, best first; empty when the rules cannot read it."""
    table = choose_table(question, tables)
    if table is None:
        return []
    reading = _read(question, table, embed)
    candidates = [op for op in _candidates(reading) if op is not None]
    columns = list(map(str, table.frame.columns))
    unique = []
    for op in candidates:
        if check(op, columns) is None and op not in unique:
            unique.append(op)
    return unique


def _read(question: str, table: Table, embed: Callable | None) -> _Reading:
    frame = table.frame
    columns = [str(c) for c in frame.columns]
    stem = table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    blank = lambda m: " " * len(m.group())  # noqa: E731 - keeps offsets
    name = rf"(?<![\w]){re.escape(stem)}(?:\.\w+)?(?![\w])"
    # where the question names the table, with the words that say so ("going by tips", "according to wheat")
    as_table = (rf"(?:\b(?:in|of|from|according to|within|inside|going by|per|based on|using|for)\s+(?:the\s+)?"
                rf"{name})|(?:{name}(?=\s*(?:里|中|表|的数据|[:：])))")
    # "the number of airports in Texas": 'of' stays, it belongs to "number of"; only the name is blanked
    keep_of = lambda m: m.group()[:3] + " " * (len(m.group()) - 3) if m.group()[:3].lower() == "of " else blank(m)  # noqa: E731
    masked = re.sub(as_table, keep_of, question, flags=re.IGNORECASE)
    lowered = {c.lower() for c in columns} | {linking.stem(c.lower()) for c in columns}
    if stem not in lowered and linking.stem(stem) not in lowered:  # elsewhere it is no column mention either
        masked = re.sub(name, blank, masked, flags=re.IGNORECASE)
    words = linking.tokens(masked)
    links = linking.link_columns(masked, words, columns, embed=embed)
    values = linking.link_values(masked, frame, embed=embed)
    numeric = {str(c) for c in frame.columns if linking.is_number(frame[c])}
    dates = [str(c) for c in frame.columns if _is_date(frame[c], str(c))]
    categorical = {str(c) for c in frame.columns if str(c) not in numeric and str(c) not in dates}
    # a word that is a numeric column's own name ('Joly' votes) is that column, not a cell value spelled alike
    exact = [l for l in links if l.score >= 4 and l.column in numeric]
    values = [v for v in values if not any(l.at < v.at + v.length and v.at < l.at + len(l.column) for l in exact)]
    # a value found only by meaning where a column is named ('最高气温' is temp_max, not the weather 'sun')
    spelled = linking.value_spellings(masked)  # '欧洲' is Europe, '星期六' Sat: said, not guessed
    values = [v for v in values if str(v.value).lower() in masked.lower() or str(v.value).lower() in spelled or not any(
        v.at <= l.at < v.at + v.length and l.score >= STRONG for l in links)]
    periods = tuple(c for c in categorical if _period_like(frame[c]))
    return _Reading(masked, table, links, values, linking.numbers(masked), numeric, dates, categorical, question,
                    periods)


def _period_like(series: Any) -> bool:
    sample = series.dropna().astype(str).head(20)
    return len(sample) > 0 and bool(sample.str.fullmatch(r"\d{4}\s*-?\s*[Qq][1-4]|\d{4}-\d{2}|\d{4}[Mm]\d{1,2}").all())


def _is_date(series: Any, name: str) -> bool:
    if "datetime" in str(series.dtype):
        return True
    if not linking.is_text(series) or not set(linking.name_words(name)) & DATE_WORDS:
        return False
    import pandas as pd

    sample = series.dropna().astype(str).head(20)
    return len(sample) > 0 and pd.to_datetime(sample, errors="coerce", format="mixed").notna().all()


# ---------------------------------------------------------------- roles of the linked columns


def _asked_for(r: _Reading, exclude: set[str] = frozenset()) -> str | None:
    """A column the question asks to be given back ('请给出 last_name', 'answer with its name', 'by last_name')."""
    m = _any(r"(给出|给我|列出|回答|answer with|give (?:me )?(?:the|its)?|report (?:the|its)?|by|their|its)\s*"
             r"(?:the\s+)?([A-Za-z_][\w]*)", r.q)
    if m:
        hits = [l for l in r.links if l.at == m.start(2) and l.score >= STRONG and l.column not in exclude
                and l.column not in r.numeric]
        if hits:
            return hits[0].column
    return None


def _name_like(r: _Reading) -> str | None:
    """The column that names a row (a car's Name): text, mostly distinct."""
    frame = r.table.frame
    best, best_ratio = None, 0.5
    for column in frame.columns:
        if str(column) in r.categorical and linking.is_text(frame[column]):
            ratio = frame[column].nunique() / max(1, len(frame))
            if set(linking.name_words(str(column))) & {"name", "title", "label"}:
                ratio += 1  # what people call a row by, over a code that is merely unique
            if ratio > best_ratio:
                best, best_ratio = str(column), ratio
    return best


def _measured(r: _Reading, exclude: set[str] = frozenset()) -> str | None:
    """The numeric column the question measures: the best-linked one not used otherwise."""
    month = linking.month_named(r.q)
    column = _month_column(r, month) if month else None
    if column and column in r.numeric and column not in exclude:  # "一月份温度最低" in a table with a JAN column
        return column
    usable = [l.column for l in r.links if l.column in r.numeric and l.column not in exclude
              and not _id_like(r, l.column) and not _compared(r, l)]
    usable += [l.column for l in r.links if l.column in r.numeric and l.column not in exclude
               and not _id_like(r, l.column) and _compared(r, l) and l.column not in usable]
    binary = _binary(r)
    usable = [c for c in usable if c not in binary] + [c for c in usable if c in binary]  # 0/1 flags are conditions
    # a year says when, rarely what is measured: another named measure comes first
    return next((c for c in usable if "year" not in linking.name_words(c)), usable[0] if usable else None)


def _count_column(r: _Reading) -> str | None:
    """A numeric column that holds counts of things (a long-format table: nation, medal, count)."""
    words = {"count", "counts", "number", "n", "total", "qty", "quantity", "frequency", "freq", "amount"}
    return next((c for c in r.table.frame.columns.map(str)
                 if c in r.numeric and set(linking.name_words(c)) & words and not _id_like(r, c)), None)


def _binary(r: _Reading) -> set[str]:
    """Numeric columns holding only 0 and 1: flags, read as conditions rather than measures."""
    frame = r.table.frame
    return {c for c in r.numeric if set(frame[c].dropna().unique().tolist()) <= {0, 1}}


def _id_like(r: _Reading, column: str) -> bool:
    """An identifier ('district_id', a running number): never a measure to add up or average."""
    words = linking.name_words(column)
    return "id" in words or "code" in words or "number" in words and r.table.frame[column].is_unique


def _compared(r: _Reading, link) -> bool:
    """The column is the subject of a comparison ('sex 为 2', 'bmi > 30'): a filter, not what is measured."""
    if re.search(r"(?<!top )(?<!first )(?<!bottom )(?<![\w.])(?:-?\d+(?:\.\d+)?|[一二两三四五六七八九十]+)\s*-?\s*$",
                 r.q[max(0, link.at - 12): link.at].lower()):
        return True  # "the 4-cylinder cars", "8 个气缸": a number said right before the column word (not "top 3")
    return _number_after(r, link) is not None


def _number_after(r: _Reading, link) -> int | None:
    """Where the number compared with the column starts, when one follows its words ('失业率超过 10', 'bmi > 30',
    'flipper length over 210')."""
    if link.at < 0:
        return None
    if r.q[link.at:].lower().startswith(link.column.lower()):
        ends = [link.at + len(link.column)]
    else:  # the words said, not the column's name: up to three of them
        ends = [link.at + m.end() for m in re.finditer(r"[\w.]+", r.q[link.at: link.at + 40])][:3]
    for end in ends:
        m = re.match(r"\s*(?:为|是|=|==|>|<|>=|<=|大于|小于|超过|低于|高于|at least|over|above|below|under|more than|"
                     r"less than|greater than)?\s*(?=-?\d)", r.q[end: end + 14])
        if m:
            return end + m.end()
    return None


def _named(r: _Reading, columns: set[str] | None = None) -> str | None:
    """The best column the question names in words (not by meaning only), optionally among `columns`."""
    return next((l.column for l in r.links if l.score >= STRONG and (columns is None or l.column in columns)), None)


def _which_noun(r: _Reading) -> tuple[str | None, str | None]:
    """The column right after 'which'/'what'/'哪' (or a date part: 'which year'), as (column, date part)."""
    m = _any(WHICH, r.q)
    if m is None:  # "the year with the lowest R", "the city with the most …"
        the = _any(r"\bthe (\w+) (?:with|that has|having|that had|whose)\b", r.q)
        if the:
            word = the.group(1).lower()
            for part, pattern in PARTS_WORDS.items():
                if _any(f"^(?:{pattern})$", word) and not any(c.lower() == word for c in r.table.frame.columns.map(str)):
                    return (_year_column(r) or (r.dates[0] if r.dates else None)), (None if _year_column(r) else part)
            linked = [l for l in r.links if l.at == the.start(1) and l.score >= STRONG]
            if linked:
                return linked[0].column, None
            return _name_like(r), None
    if m is not None and m.group().lower() == "when":  # "when did …": the date (or year) of the rows asked about
        return (r.dates[0], None) if r.dates else (_year_column(r), None)
    period = _any(r"^\s*what\s*(?:is|was|were|'s|’s)\s+the\s+(?:\w+est|most \w+|least \w+)\s+(year|month|day|date|"
                  r"week|quarter|hour)\b", r.q)
    if period and (r.dates or _year_column(r)):  # "what was the wettest month of 2012": a period, not a value
        part = {"date": None, "week": None, "day": None}.get(period.group(1), period.group(1))  # a day: the row's date
        if part == "year" and _year_column(r):
            return _year_column(r), None
        return (r.dates[0], part) if r.dates else (None, None)
    if m is not None and re.match(r"\s{4,}", r.q[m.end():]) and _name_like(r):
        return _name_like(r), None  # "which airports are …" in airports.csv: the rows, by their names
    if m is None or _any(r"^\s*(is|are|was|were|'s|’s|do|does|did|has|have)\b", r.q[m.end():]):
        return None, None  # "what is the highest …" asks for a value, not for a thing
    if not m.group().isascii():
        return _chinese_noun(r, m)
    tail = r.q[m.end():]
    reach = 24
    window = tail[:reach + 6]
    first = re.match(r"\s*(\w+)", tail)
    for part, pattern in PARTS_WORDS.items():  # "which year …", unless a column is called that
        if first and _any(f"^(?:{pattern})$", first.group(1)) and not any(
                c.lower() == first.group(1).lower() for c in r.table.frame.columns.map(str)):
            if r.dates:
                return r.dates[0], part
            if r.periods:  # quarters written as text ('1982Q2'): the row's own period
                return r.periods[0], None
    near = [link for link in r.links if m.end() - 1 <= link.at <= m.end() + reach]
    sup = _any(MAX_WORDS, tail) or _any(MIN_WORDS, tail)
    if sup is not None:  # "which storm had the lowest pressure": what follows the superlative is the measure
        near = [link for link in near if link.at < m.end() + sup.start()]
    near.sort(key=lambda link: (link.at, -link.score))
    named = [link for link in near if link.score >= STRONG and _word_is_column(r, link)]
    if named and named[0].column in r.numeric and named[0].score < 4 and _name_like(r) \
            and "year" not in linking.name_words(named[0].column):
        return _name_like(r), None  # "which storm …" half-names tropicalstorm_diameter: a thing, named by its name
    if named:  # a column called like the period ("month") is the thing itself
        return named[0].column, None
    for part, pattern in PARTS_WORDS.items():
        if _any(pattern, window) and r.dates:
            return r.dates[0], part
    if _any(r"\b(day|date)\b|天|日期", window) and r.dates:
        return r.dates[0], None
    if near and (near[0].column not in r.numeric or _name_like(r) is None):
        return near[0].column, None  # by meaning only: a thing ("which car") is rarely a measure; a name says it
    if near:
        return _name_like(r), None
    return None, None


_CLASSIFIERS = "个只种款条位名家辆项次门"
_CHINESE_PARTS = {"年": "year", "年份": "year", "月": "month", "月份": "month", "季度": "quarter", "小时": "hour",
                  "星期": "weekday"}


def _chinese_noun(r: _Reading, m: re.Match) -> tuple[str | None, str | None]:
    """哪/哪个/哪一 + the thing asked for ('哪个月', '哪一天', '哪款车'); '… 的品种是哪个': the thing comes before."""
    tail = r.q[m.end():]
    if m.group() == "谁":  # who: the row, named by what the question asks for
        return _asked_for(r) or _name_like(r), None
    counted = re.match(rf"[一二三四五六七八九十两几些\d]*[{_CLASSIFIERS}]?", tail)
    start = m.end() + counted.end()
    word = re.match(r"年份|月份|季度|小时|星期|年|月|天|日", r.q[start:]) or re.match(
        r"[\u4e00-\u9fff]{0,4}?(?=的|是|有|在|最|比|中|里|上|[^\u4e00-\u9fff]|$)", r.q[start:])  # '哪一年可再生…'
    noun = word.group() if word else ""
    latin = re.match(r"\s*([A-Za-z_][\w]*)", r.q[start:]) if not noun else None
    if latin:  # "哪种 Bacteria"
        named = [link for link in r.links if link.at == start + latin.start(1) and link.score >= STRONG]
        if named:
            return named[0].column, None
    if noun in _CHINESE_PARTS and r.dates:
        return r.dates[0], _CHINESE_PARTS[noun]
    if noun in _CHINESE_PARTS and r.periods:
        return r.periods[0], None
    if noun in ("天", "日", "一天", "日期", "时间") and r.dates:
        return r.dates[0], None
    inside = [link for link in r.links if start <= link.at < start + max(1, len(noun)) and link.score >= STRONG]
    if inside:
        return inside[0].column, None
    meant = {linking.stem(w) for w in linking.GLOSSARY.get(noun, "").split()}
    named = [c for c in r.table.frame.columns.map(str) if meant & {linking.stem(w) for w in linking.name_words(c)}]
    if named:  # the noun's word also appears earlier in the question: find its column by the word itself
        return named[0], None
    if noun:
        return None, None  # a thing no column names ('哪款车'): the row itself
    before = sorted((link for link in r.links if link.at < m.start() and link.score >= STRONG),  # nearest last;
                    key=lambda l: (l.at, bool(set(linking.name_words(l.column)) & {"name", "title"})))  # names win
    categorical = [link for link in before if link.column in r.categorical]
    chosen = (categorical or before)[-1:] if before else []
    return (chosen[0].column, None) if chosen else (None, None)


def _word_is_column(r: _Reading, link) -> bool:
    """The link names the column by its own name (not through a date part word)."""
    return link.column not in r.dates or link.column.lower() in r.q.lower()


def _filters(r: _Reading, *, skip_numbers: Sequence[float] = (), exclude: set[str] = frozenset()) -> list[Filter]:
    """Filters from quoted cell values, compared numbers next to a numeric column, years and months."""
    out = _value_filters([v for v in r.values if v.column not in exclude], r.q)
    # a date or a span of years the question states holds whatever else is asked of those columns
    date = linking.date_named(r.q)
    if date and r.dates:
        out.append(Filter(r.dates[0], "==", date[0], part="date"))
    span = linking.year_range(r.q)
    if span:
        year_col = next((c for c in r.numeric if "year" in linking.name_words(c)), None)
        key = (year_col, None) if year_col else (r.dates[0], "year") if r.dates else (None, None)
        if key[0]:
            out += [Filter(key[0], ">=", span[0], key[1]), Filter(key[0], "<=", span[1], key[1])]
    sign = linking.sign_named(r.q)
    if sign:
        column = _nearest_numeric(r, sign[1], exclude)
        if column:
            out.append(Filter(column, sign[0], 0))
    for n in r.numbers:
        if any(v.at <= n.at < v.at + v.length for v in r.values):  # part of a quoted value ('6+', '2-3')
            continue
        if _number_names_column(r, n):  # '1960' in a table with a column called 1960
            continue
        if n.value in skip_numbers or _in_range(r.q, n) or (span and (span[2] <= n.at < span[3] or n.value in span[:2])) or (
                date and date[1] <= n.at < date[1] + 20):
            continue
        before = [l.column for l in r.links if l.column in r.numeric and l.column not in exclude and l.score >= STRONG
                  and _number_after(r, l) == n.at]  # "失业率超过 10 的季度": the column the number follows
        column = before[0] if before else _nearest_numeric(r, n.at, exclude)
        if column is not None and "year" in linking.name_words(column) and not 1500 <= n.value <= 2100:
            column = None  # 800 is no year: the measure it compares is another column
        if n.cmp is not None and 1500 <= n.value <= 2100 and n.value.is_integer() and r.dates and (
                column is None or "year" not in linking.name_words(column)) and not _year_column(r):
            out.append(Filter(r.dates[0], n.cmp, int(n.value), part="year"))  # "started in 1980 or later"
            continue
        if column is None and n.cmp is not None:
            column = _only_numeric(r, exclude)
        if 1500 <= n.value <= 2100 and n.value.is_integer() and n.cmp is None and (
                n.value >= 1900 or re.match(r"\s*年", r.q[n.at + 4: n.at + 6]) or r.dates or _year_column(r)):
            year_col = next((c for c in r.numeric if "year" in linking.name_words(c)), None)
            if year_col and year_col not in exclude:
                out.append(Filter(year_col, "==", int(n.value)))
                continue
            if r.dates:
                out.append(Filter(r.dates[0], "==", int(n.value), part="year"))
                continue
        if column is not None and (n.cmp is not None or _adjacent(r, n, column)):
            value = int(n.value) if n.value.is_integer() else n.value
            out.append(Filter(column, n.cmp or "==", value))
    month = linking.month_named(r.q) if not date else None
    month_col = next((c for c in r.numeric if "month" in linking.name_words(c) and c not in exclude), None)
    if month and r.dates and not _month_column(r, month):
        out.append(Filter(r.dates[0], "==", month, part="month"))
    elif month and month_col and not _month_column(r, month):  # "7 月份" in a table with a Month column
        out.append(Filter(month_col, "==", month))
    ordered = sorted(r.links, key=lambda l: l.at)
    for a, b in ((a, b) for i, a in enumerate(ordered) for b in ordered[i + 1:]):
        if a.column in r.numeric and b.column in r.numeric and a.score >= STRONG and b.score >= STRONG and a.at < b.at:
            word = re.match(r"[\w.]+", r.q[a.at:])  # "cty mileage is higher than its hwy", "close higher than it opened"
            said = r.q[a.at + (word.end() if word else len(a.column)): b.at]
            cmp = next((c for c, words in linking._COMPARE
                        if re.fullmatch(rf"\s*(?:[a-z]+\s+)?(?:is\s+|was\s+|are\s+|were\s+)?(?:{words})\s*"
                                        rf"(?:its\s+|the\s+|their\s+|it\s+|they\s+)?", said, re.IGNORECASE)), None)
            if cmp and a.column not in exclude:
                out.append(Filter(a.column, cmp, {"column": b.column}))
    between = _any(r"\bbetween\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)|(-?\d+(?:\.\d+)?)\s*(?:到|至)\s*"
                   r"(-?\d+(?:\.\d+)?)\s*之间", r.q)
    if between and not span:
        low, high = sorted(float(g) for g in between.groups() if g is not None)
        column = _nearest_numeric(r, between.start(), exclude)
        if column:
            out = [f for f in out if not (f.column == column and f.value in (low, high, int(low), int(high)))]
            out += [Filter(column, ">=", _whole(low)), Filter(column, "<=", _whole(high))]
    after = _any(r"\b(?:after|since|from)\s+(?P<a>1[5-9]\d\d|20\d\d)\b|(?P<b>1[5-9]\d\d|20\d\d)\s*年?\s*(?:以后|之后|以来)"
                 r"|\bbefore\s+(?P<c>1[5-9]\d\d|20\d\d)\b|(?P<d>1[5-9]\d\d|20\d\d)\s*年?\s*(?:以前|之前)", r.q)
    if after and not span:
        year = int(next(g for g in after.groupdict().values() if g))
        inclusive = re.match(r"\s*(or later|onwards|and later|or after)\b", r.q[after.end():]) or re.match(
            r"\s*(since|from)\b", after.group(), re.IGNORECASE)  # "since 1990", "from 1980 or later" hold 1990, 1980
        cmp = "<" if after.group("c") or after.group("d") else ">=" if inclusive else ">"
        key = (_year_column(r), None) if _year_column(r) else (r.dates[0], "year") if r.dates else (None, None)
        if key[0]:
            out = [f for f in out if not (f.column == key[0] and f.value == year)]
            out.append(Filter(key[0], cmp, year, key[1]))
    out += _flags(r, exclude | {f.column for f in out})
    return out


def _value_filters(values: list, q: str) -> list[Filter]:
    """Quoted cell values as filters; two values of one column are either ('Biscoe or Dream', '韩国、中国') or the
    later one says which ('the deaths classified as Homicide')."""
    out: list[Filter] = []
    values = sorted(values, key=lambda v: v.at)  # in the order the question says them
    for column in dict.fromkeys(v.column for v in values):
        said = sorted((v for v in values if v.column == column), key=lambda v: v.at)
        joined = all(re.fullmatch(r"\s*(,|、|，|or|and|和|或|或者|及|与|/)?\s*(?:or\s+)?", q[a.at + a.length: b.at],
                                  re.IGNORECASE) for a, b in zip(said, said[1:]))
        if len(said) > 1 and joined:
            out.append(Filter(column, "in", tuple(v.value for v in said)))
        else:
            out.append(Filter(column, "==", said[-1].value))
    return out


def _number_names_column(r: _Reading, n) -> bool:
    text = str(int(n.value)) if n.value.is_integer() else str(n.value)
    return text in r.numeric and any(l.column == text and l.at == n.at for l in r.links)


def _whole(value: float):
    return int(value) if value.is_integer() else value


def _flags(r: _Reading, taken: set[str]) -> list[Filter]:
    """A named 0/1 column is a condition: 'high-prestige committees' → PRESTIGE == 1, 'no subcommittees' → == 0."""
    out = []
    for link in r.links:
        if link.score < STRONG or link.column in taken:
            continue
        values = set(r.table.frame[link.column].dropna().unique().tolist())
        before = r.q[max(0, link.at - 12): link.at].lower()
        yes = next((v for v in values if str(v).lower() in ("yes", "y", "true")), None)
        no = next((v for v in values if str(v).lower() in ("no", "n", "false")), None)
        if link.column not in r.numeric and len(values) == 2 and yes is not None and no is not None:
            negated = re.search(r"\b(no|not|without|non|didn't|did not)\b[\s-]*$|没有\s*$|不\s*$|未\s*$", before)
            out.append(Filter(link.column, "==", no if negated else yes))  # "survived" on a yes/no column
            continue
        if link.column not in r.numeric:
            continue
        if values <= {0, 1} and len(values) == 2:
            negated = re.search(r"\b(no|not|without|non)\b[\s-]*$|没有\s*$|不\s*$|非\s*$", before)
            out.append(Filter(link.column, "==", 0 if negated else 1))
        elif re.search(r"\b(no|without any|without)\s*$|没有\s*$", before):  # "no subcommittees at all"
            out.append(Filter(link.column, "==", 0))
    return out


def _month_column(r: _Reading, month: int) -> str | None:
    """A column named for the month ('JAN', 'January'): a wide table where the month is a measure, not a filter."""
    names = [n for n, i in linking.MONTHS.items() if i == month]
    return next((c for c in r.table.frame.columns.map(str) if c.lower() in names), None)


def _year_column(r: _Reading) -> str | None:
    return next((c for c in r.numeric if "year" in linking.name_words(c)), None)


def _nearest_numeric(r: _Reading, at: int, exclude: set[str]) -> str | None:
    """The numeric column named nearest to a position: named in words first, by meaning only as a last resort."""
    for strong in (True, False):
        links = _better_named([link for link in r.links if link.column in r.numeric and link.column not in exclude
                               and link.at >= 0 and (link.score >= STRONG) == strong])
        near = [(abs(link.at - at), -link.score, link.column) for link in links]
        if near:
            return min(near)[2]
    return None


def _better_named(links: list) -> list:
    """One phrase half-naming several columns keeps the better-named one ('花瓣宽度' is petalWidth, not sepalWidth)."""
    return [link for link in links if link.score >= 4 or not any(
        0 <= abs(o.at - link.at) <= 3 and link.score < o.score < 4
        and set(linking.name_words(o.column)) & set(linking.name_words(link.column)) for o in links)]


def _only_numeric(r: _Reading, exclude: set[str]) -> str | None:
    """The table's one measure, when it has only one ('trade above 50' in a table whose one number is price)."""
    measures = [c for c in r.numeric - exclude if "year" not in linking.name_words(c) and "id" not in
                linking.name_words(c)]
    return measures[0] if len(measures) == 1 else None


def _in_range(q: str, n) -> bool:
    """A number in an aside that only gives a range or a count ('(1–12)', '(1-12)') is not a filter;
    '(TVnews >= 1)' is one."""
    start = q.rfind("(", 0, n.at + 1)
    start = max(start, q.rfind("（", 0, n.at + 1))
    end = min([i for i in (q.find(")", n.at), q.find("）", n.at)) if i != -1] or [-1])
    if start == -1 or end == -1:
        return False
    return bool(re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*(?:[-–~到]\s*-?\d+(?:\.\d+)?)?\s*", q[start + 1: end]))


def _adjacent(r: _Reading, n, column: str) -> bool:
    """A bare number right next to a column's mention ('4 cylinders', 'year 2008') is an equality filter."""
    return any(0 <= link.at - n.at <= 14 or 0 <= n.at - link.at <= 16
               for link in r.links if link.column == column)


def _agg(r: _Reading) -> str | None:
    """The aggregate the question asks for, read outside the column names it says ('median mean radius')."""
    text = r.q
    for link in r.links:
        if link.score >= 4 and link.at >= 0:
            text = text[:link.at] + " " * len(link.column) + text[link.at + len(link.column):]
    for agg, pattern in AGG_PATTERNS.items():
        if _any(pattern, text):
            return agg
    return None


def _direction(r: _Reading) -> str | None:
    text = re.sub(r"最[高低](?:气温|温度|价格|价)", lambda m: " " * len(m.group()), r.q)  # column words, no superlative
    high, low = _any(MAX_WORDS, text), _any(MIN_WORDS, text)
    if high and low:
        return "desc" if high.start() < low.start() else "asc"
    return "desc" if high else "asc" if low else None


# ---------------------------------------------------------------- the rules


def _candidates(r: _Reading) -> list[Operation | None]:
    base = Operation("count_rows", r.table.name, r.table.source)
    top = r.links[0].column if r.links else None
    lacking = _any(r"\b(?:has|have|had|with|without)\s+no\s+(\w+)\b|(?<!有)没有(\w+)", r.q)  # not 有没有: 'is there
    said = [l for l in r.links if lacking and l.at == lacking.start(lacking.lastindex) and l.score >= STRONG]
    if r.has(MISSING) or said:  # "how many rows have no state": the state is missing
        return [_missing(r, base, top)]
    if r.has(COLUMNS_COUNT):
        return [replace(base, op="shape", kind="columns")]
    if (r.has(PERCENT) or r.has(FRACTION)) and not (r.has(WHICH) and _direction(r)) and not r.has(
            r"哪些|哪几|\bwhich\b|\blist\b|(比例|占比|百分比|percentage|share|proportion)\s*(高于|低于|大于|小于|超过|above|"
            r"below|over|under|more than|less than|>|<)"):  # not "the biggest share", nor a column of percentages
        share = _share(r, base)
        if share is not None:
            return [share]
    either = _either(r)
    if either is not None:  # "付账的是男性还是女性": the answer is one of the two values of that column
        r.values = [v for v in r.values if v.column != either]
    each = _each(r, base) if either is None else None
    if each is not None:
        return [each]
    if r.has(BOOLEAN):
        return _boolean(r, base)
    k = linking.top_k(r.q)
    direction = _direction(r)
    agg = _agg(r)
    if agg == "sum" and not r.has(SUM_SAID) and (r.has(LIST) or r.has(r"哪几|哪些")) and _named(r, r.numeric) is None:
        agg = None  # "一共有哪几种": which ones, in all — not a sum
    minus = r.has(r"\bminus\b|减去") and len({l.column for l in r.links if l.column in r.numeric and l.score >= 4}) >= 2
    if agg == "range" and _measured(r) and not minus:  # "the range of qsec", "极差": the highest minus the lowest
        return [_ranged(r, base)]
    ends = _any(BOTH_ENDS, r.q)
    if ends and _measured(r) and not r.has(GROUP):  # "the minimum and maximum petalWidth", in the order said
        low_first = _any(r"min|low|small|小|低", ends.group()[:4]) is not None
        return [replace(base, op="aggregates", column=_measured(r), values=("min", "max") if low_first else ("max", "min"),
                        filters=tuple(_filters(r, exclude={_measured(r)})))]
    if r.has(RANKED) and not k:
        ranked = _ranked(r, base, direction)
        if ranked is not None:
            return [ranked]
    noun, part = _which_noun(r)
    if either is not None:
        noun, part = either, None
    if (r.has(FIRST) or r.has(LAST)) and noun and (part or noun in r.dates or "year" in linking.name_words(noun)) \
            and not direction:  # "in which year was the cpi first above 100": the earliest qualifying one
        filters = tuple(_filters(r, exclude={noun}))
        if filters:
            return [replace(base, op="aggregate", column=noun, agg="min" if r.has(FIRST) else "max", filters=filters,
                            by_part=part if part in ("year", "month") and noun in r.dates else None)]
    dated = next((l.column for l in r.links if l.column in r.dates and l.score >= STRONG), None)
    if dated and not _measured(r) and not r.values and r.has(
            r"^\s*(?:what(?:'s|’s|\s+is|\s+was)\s+the|when\s+(?:is|was)\s+the)\s+(?:earliest|latest|first|last|most recent)\b"
            r"|最早|最晚|最近"):
        return [replace(base, op="aggregate", column=dated, agg="min" if r.has(FIRST) else "max")]  # "the earliest date"
    if r.has(r"correlat|相关"):
        return [_correlation(r, base)]
    change = _difference(r, base, direction)
    if change is not None:
        return [change]
    target_of = _target_of_row(r, base, direction)
    if target_of is not None:
        return [target_of]
    family = _family(r)
    if family and (direction or r.has(VERSUS_ABOVE) or r.has(r"\bmore than|less than")):  # "which month column is the warmest on average"
        return [_columns(r, base, family, direction or "desc", agg)]
    if k and (r.has(MODE) or r.has(RARE)):  # "the three most common eye colours": counted, the k first
        column = noun or _named(r, r.categorical) or _named(r) or top
        return [replace(base, op="value_counts", by=column, k=k, order="asc" if r.has(RARE) else "desc",
                        filters=tuple(_filters(r, skip_numbers=(k,), exclude={column})))]
    nth = _ordinal(r)
    if nth and direction:  # "the second-highest …"
        op = _top_k(r, base, nth, direction, noun, agg)
        if op.op == "top_k" and (_value_asked(r) or r.has(r"\bvalue\b|数值|值是")):
            op = replace(op, target=op.column)  # "what is the second-highest X": the value itself
        return [replace(op, op="top_k", kind="nth", k=nth)] if op.op == "top_k" else [op]
    if k and (direction or r.has(r"\btop\b|前")):
        return [_top_k(r, base, k, direction or "desc", None if part else noun, agg)]
    if agg == "sum" and r.has(COUNT_ITEMS) and not r.has(SUM_SAID):
        named = _named(r, {c for c in r.numeric - _binary(r) if "year" not in linking.name_words(c)})
        if named is None or any(f.column == named for f in _filters(r)):
            agg = None  # "一共有多少个交易日", "低于 40 度的小时一共有多少个": how many, in all
        # else "how many deaths from disease in total": the named column, added up
    counting = (r.has(COUNT_ITEMS) or r.has(COUNT) and _named(r, r.numeric) is None) and not agg and not (
        direction and _measured(r) and not noun and not part)
    amount = next((l.column for l in r.links if l.score >= 4 and l.column in r.numeric), None)
    if counting and amount and r.has(r"\bhow (many|much) \w+ (did|does|do|has|have|had|was|were)\b|得了多少|获得多少|"
                                     r"拿了多少") and not r.has(DISTINCT) and not any(
            f.column == amount for f in _filters(r)):  # "how many votes did Joly get" with a column named Joly
        return [replace(base, op="aggregate", column=amount, agg="sum", filters=tuple(_filters(r, exclude={amount})))]
    entity = _counted(r) if counting and not direction else None
    group = _group_key(r) if r.has(GROUP) else None
    if entity is not None and group and group[0] == entity:  # "count penguins by sex": rows per value
        return [replace(base, op="value_counts", by=entity, by_part=group[1], filters=tuple(_filters(r, exclude={entity})))]
    if entity is not None:  # "how many firms", "一共有几个国家": distinct things, not rows
        return [replace(base, op="count_distinct", column=entity, filters=tuple(_filters(r, exclude={entity})))]
    if counting and r.has(DISTINCT):
        only = [c for c in r.categorical if linking.is_text(r.table.frame[c])]
        column = noun or next((l.column for l in r.links if l.column in r.categorical), top) or (
            only[0] if len(only) == 1 else None)  # "iris 中有多少种不同的鸢尾花": its one text column
        return [replace(base, op="count_distinct", column=column, filters=tuple(_filters(r, exclude={column})))]
    superlative = _any(MAX_WORDS, re.sub(MODE, " ", r.q, flags=re.IGNORECASE)) is not None
    if (r.has(MODE) or r.has(RARE)) and not (superlative and _named(r, r.numeric - _binary(r) - {noun})):
        column = noun or _named(r, r.categorical) or _named(r) or top
        return [replace(base, op="mode", column=column, order="asc" if r.has(RARE) else "desc",
                        filters=tuple(_filters(r, exclude={column})))]
    each_group = _group_key(r) if r.has(r"\b(for each|per|for every|in each|by)\b|每个|每一|各个|各") else None
    if direction and each_group and not noun and _measured(r, {each_group[0]}) and not k:
        by, by_part = each_group  # "for each year, what was the highest temp_max": one extreme per group
        measured = _measured(r, {by})
        return [replace(base, op="group_aggregate", by=by, by_part=by_part, column=measured,
                        agg="max" if direction == "desc" else "min", filters=tuple(_filters(r, exclude={by, measured})),
                        kind="in order")]
    if direction and (noun or part or ((r.has(WHICH) or r.has(r"^\s*(name|identify|find|tell me|show me|give me)\b"))
                                       and not _value_asked(r))):  # "Name the lightest car"
        return _which_extreme(r, base, noun, part, direction, agg)
    group = _group_key(r)
    if group and (r.has(GROUP) or part) and not direction:
        by, by_part = group
        measured = _measured(r, {by})
        filters = tuple(_filters(r, exclude={by}))
        if measured and agg and by_part is None and _one_row_each(r, by, filters):
            # "2007 年各国预期寿命的平均值": one row per country, so the average is over the countries
            return [replace(base, op="aggregate", column=measured, agg=agg, filters=filters)]
        listed = "in order" if r.has(IN_ORDER) else None  # "… for each Month, May through September in order"
        if measured is None or counting:
            return [replace(base, op="value_counts", by=by, by_part=by_part, filters=filters, kind=listed)]
        return [replace(base, op="group_aggregate", by=by, by_part=by_part, column=measured,
                        agg=agg or ("sum" if r.has(r"\btotal\b") else "mean"), filters=filters, kind=listed)]
    having = _having(r, base, noun, part, agg)
    if having is not None:
        return [having]
    said = next((l for l in r.links if l.column == noun), None)
    if said is not None and noun in r.numeric and _compared(r, said) and _name_like(r):
        noun, part = _name_like(r), None  # "mpg 超过 30 的车有哪些": the rows that qualify, by their names
    if r.has(r"哪几|哪些|\bwhich \w+ (?:have|had|were|are|did)\b") and noun and not agg and not direction and not counting:
        filters = tuple(_filters(r, exclude={noun}))
        if filters:  # "因病死亡超过 1000 人的是哪几个月": the rows that qualify, named by the thing asked for
            target_part = part if part in ("year", "month") and not _one_row_per(r.table.frame[noun], part) else None
            if target_part is None:  # the things themselves, each once
                return [replace(base, op="distinct", column=noun, filters=filters)]
    listing = r.has(LIST) or r.has(DISTINCT) and not counting
    if (listing or (noun and r.has(WHICH))) and not agg and not direction and not counting:
        column = noun or next((l.column for l in r.links if l.column in r.categorical), top)
        said = next((l for l in r.links if l.column == column), None)
        if said is not None and column in r.numeric and _compared(r, said) and _name_like(r):
            column = _name_like(r)  # "mpg 超过 30 的车有哪些": the rows that qualify, by their names
        return [replace(base, op="distinct", column=column, filters=tuple(_filters(r, exclude={column})))]
    measured = _measured(r)
    if agg and measured:
        filters = tuple(_filters(r, exclude={measured}))
        return [replace(base, op="aggregate", column=measured, agg=agg, filters=filters)]
    if counting:
        return [replace(base, op="count_rows", filters=tuple(_filters(r)))]
    if direction and measured:
        filters = tuple(_filters(r, exclude={measured}))
        return [replace(base, op="aggregate", column=measured, agg="max" if direction == "desc" else "min",
                        filters=filters)]
    filters = _filters(r)
    target = next((l.column for l in r.links if l.column not in {f.column for f in filters}), None)
    if filters and target:
        return [replace(base, op="lookup", target=target, filters=tuple(filters))]
    return []


VERSUS_ABOVE = r"\b(above|over|below|under|more than|less than)\s+-?\d|高于|低于|超过"


def _family(r: _Reading) -> list[str] | None:
    """Numeric columns that are instances of the thing asked about: month columns (JAN … DEC) when the question asks
    which month, or the columns sharing a word the question names ('experiment' → experiment_1, experiment_2 …)."""
    columns = [str(c) for c in r.table.frame.columns  # in the table's order, so the code reads as the table does
               if str(c) in r.numeric and not _id_like(r, str(c)) and "year" not in linking.name_words(str(c))]
    listed = [t if t in columns else t.split()[-1] for t, _ in linking.enumerated(r.q)]  # "Among PERASIAN, …"
    pair = _any(r"\b([A-Za-z_]\w*)\s*(?:,\s*)?(?:or|还是|和|与|and)\s*([A-Za-z_]\w*)\b", r.raw or r.q)
    if (len(listed) < 2 or not all(t in columns for t in listed)) and pair and pair.group(1) in columns and pair.group(2) in columns and r.has(WHICH):
        listed = [pair.group(1), pair.group(2)]  # "which column has the larger mean, PSI or GRADE?"
    if len(listed) >= 2 and all(t in columns for t in listed):  # "among PERASIAN, PERBLACK and PERHISP"
        return [c for c in columns if c in listed]
    if r.has(r"\bcolumns?\b|哪一列|哪列|哪些列|哪个列") and (r.has(WHICH) or r.has(LIST)) and not r.has(MISSING):
        return columns  # "which column has the smallest standard deviation": the figures of every column
    months = [c for c in columns if c.lower() in linking.MONTHS]
    asks_month = r.has(r"\bmonths?\b|月份|哪个月")
    if len(months) >= 3 and asks_month and not r.dates:
        return months
    which = _any(WHICH, r.q)
    if which is None:
        return None
    # the word right after 'which' ("which experiment …"), not a verb later on ("which animal sleeps the most")
    said = {linking.stem(t.text) for t in [t for t in linking.tokens(r.q[which.end():]) if not t.text.isdigit()][:1]}
    shared: dict[str, list[str]] = {}
    for c in columns:
        for word in set(linking.name_words(c)):
            if not word.isdigit() and len(word) > 2:
                shared.setdefault(linking.stem(word), []).append(c)
    for word, members in shared.items():
        if len(members) >= 2 and word in said and len(members) < len(columns) + 1 and r.has(
                r"\b(which|what)\b|哪"):
            if not any(l.column in members and l.score >= 4 for l in r.links):  # one of them named outright
                return members
    return None


def _columns(r: _Reading, base: Operation, family: list[str], order: str, agg: str | None) -> Operation:
    threshold = next((n for n in r.numbers if n.cmp in (">", "<", ">=", "<=")), None)
    filters = tuple(_filters(r, skip_numbers=(threshold.value,) if threshold else (), exclude=set(family)))
    chosen = agg or ("sum" if r.has(SUM_SAID) else "mean")
    if threshold is not None:
        return replace(base, op="columns", values=tuple(family), agg=chosen, cmp=threshold.cmp,
                       threshold=threshold.value, filters=filters)
    return replace(base, op="columns", values=tuple(family), agg=chosen, order=order, filters=filters)


def _target_of_row(r: _Reading, base: Operation, direction: str | None) -> Operation | None:
    """'What's the Pulse of the heaviest man?', 'the cultivar of the wine with the largest alcohol': read one column
    of the row where another is highest or lowest."""
    chinese = _chinese_target_of_row(r, base, direction)
    if chinese is not None:
        return chinese
    owner = _any(r"\b(?:\w+est|most \w+|least \w+)\s+\w+(?:'s|’s)\s+([A-Za-z_]\w*)", r.q)  # the heaviest penguin's species
    said = [l for l in r.links if owner and l.at == owner.start(1) and l.score >= STRONG]
    if said and direction:
        target = said[0].column
        measured = next((l.column for l in r.links if l.column in r.numeric and l.column != target), None)
        if measured:
            return replace(base, op="extreme_row", column=measured, target=target, order=direction,
                           filters=tuple(_filters(r, exclude={target, measured})))
    m = _any(r"(?:^\s*(?:the\s+)?|\bwhat(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+the\s+)([A-Za-z_][\w ]*?)\s+of\s+the\b",
             r.raw or r.q)  # "Date of the lowest psavert" too  # "the cultivar of the wine with …" even when the table is called wine
    if m is None or direction is None or linking.top_k(r.q) or _any(r"\b(give|show|list|tell|find|get|me)\b", m.group(1)):
        return None  # "give me the Country Code of the 3 lowest …" is a top-k
    said = [l for l in r.links if m.start(1) <= l.at < m.end(1) and l.score >= STRONG]
    if not said:
        return None
    target = said[0].column
    sup = _any(MAX_WORDS, r.q[m.end():]) or _any(MIN_WORDS, r.q[m.end():])
    if sup is None:
        return None
    where = m.end() + sup.start()
    after = [l for l in r.links if l.column in r.numeric and l.column != target and l.at >= where - 2]
    before = [l for l in r.links if l.column in r.numeric and l.column != target and m.end() <= l.at < where]
    measured = (sorted(after, key=lambda l: (l.score < STRONG, l.at)) or before or [None])[0]
    if measured is None:
        return None
    filters = tuple(_filters(r, exclude={target, measured.column}))
    return replace(base, op="extreme_row", column=measured.column, target=target, order=direction, filters=filters)


def _chinese_target_of_row(r: _Reading, base: Operation, direction: str | None) -> Operation | None:
    """'震源最深的那次地震，震级是多少', '花萼宽度最大的那朵花是什么品种': the measure before 最, the column read
    after it."""
    sup = _any(r"最[\u4e00-\u9fff]{1,2}的", r.q)
    if sup is None or direction is None or linking.top_k(r.q) or _agg(r):
        return None  # "平均 capital 最低的 firm": a group's figure, not one row
    asks = _any(r"是多少|是什么|是哪|是几|多少|什么|哪", r.q[sup.end():])
    before = _better_named([l for l in r.links if l.at < sup.start() and l.column in r.numeric and l.score >= STRONG])
    after = [l for l in r.links if l.at >= sup.end() and l.score >= STRONG]
    if asks is None or not before or not after:
        return None
    measured = max(before, key=lambda l: (l.at, l.score)).column
    asked_at = sup.end() + asks.start()  # the column said nearest the question word: '震级是多少', '出现在哪一年'
    target = next((l.column for l in sorted(after, key=lambda l: (abs(l.at - asked_at), -l.score))
                   if l.column != measured), None)
    if target is None or target in r.dates:
        return None  # a date asked for ('哪一年') is read by the period rules, as a year or a month
    filters = tuple(_filters(r, exclude={target, measured}))
    return replace(base, op="extreme_row", column=measured, target=target, order=direction, filters=filters)


def _correlation(r: _Reading, base: Operation) -> Operation | None:
    """'Which column is most correlated with target', 'the correlation between bmi and bp'."""
    named = [l.column for l in sorted(r.links, key=lambda l: l.at) if l.column in r.numeric and l.score >= STRONG]
    named = list(dict.fromkeys(named))
    if not named:
        return None
    asks_which = r.has(r"\bwhich\b|\bwhat (column|variable|feature|field)s?\b|哪") or r.has(LIST)
    if len(named) >= 2 and not asks_which:
        return replace(base, op="correlation", column=named[0], target=named[1], filters=tuple(_filters(r, exclude=set(named))))
    return replace(base, op="correlation", column=named[-1], k=linking.top_k(r.q) or _k_after_which(r),
                   filters=tuple(_filters(r, exclude=set(named))))


def _k_after_which(r: _Reading) -> int | None:
    m = _any(r"\bwhich\s+(\d+)\b", r.q)
    return int(m.group(1)) if m else None


CHANGE = (r"\b(drop|dropped|fall|fell|decline|declined|decrease|decreased|rise|rose|increase|increased|grew|growth|"
          r"gap|difference|change|changed|minus)\b|下降|减少|降低|上升|增加|增长|差距|差|变化|减去")


def _difference(r: _Reading, base: Operation, direction: str | None) -> Operation | None:
    """'How much did China's rate fall from 1960 to 2011', 'the widest gap between high and low': one column minus
    another (two numeric columns named, in the order said)."""
    if not r.has(CHANGE):
        return None
    named = [l for l in sorted(r.links, key=lambda l: l.at) if l.column in r.numeric and l.score >= 4]
    columns = list(dict.fromkeys(l.column for l in named))
    if len(columns) != 2:
        return None
    first, second = columns
    falling = r.has(r"\b(drop|dropped|fall|fell|decline|declined|decrease|decreased)\b|下降|减少|降低")
    values = (second, first) if falling else (first, second)  # a drop is first minus second, so it reads positive
    if r.has(r"\b(gap|difference|minus)\b|差距|差|减去") and not r.has(r"\bfrom\b|从"):
        values = (second, first)  # "the gap between high and low", "high minus low": high minus low
    filters = tuple(_filters(r, exclude={first, second}))
    agg = _agg(r)
    if agg in ("mean", "median", "sum", "std", "min", "max") and direction is None:  # "average daily high minus low"
        return replace(base, op="difference", values=values, agg=agg, filters=filters)
    if direction is not None and not filters:
        noun, part = _which_noun(r)
        target = noun if noun and noun not in columns else _name_like(r) or (r.dates[0] if r.dates else None)
        if target is None:
            return None
        return replace(base, op="difference", values=values, target=target, order=direction, filters=filters)
    return replace(base, op="difference", values=values, filters=filters)


def _ordinal(r: _Reading) -> int | None:
    m = _any(r"\b(second|third|fourth|fifth|2nd|3rd|4th|5th)\b|第\s*([二三四五2345])", r.q)
    if not m:
        return None
    word = (m.group(1) or m.group(2)).lower()
    return {"second": 2, "2nd": 2, "二": 2, "2": 2, "third": 3, "3rd": 3, "三": 3, "3": 3, "fourth": 4, "4th": 4,
            "四": 4, "4": 4, "fifth": 5, "5th": 5, "五": 5, "5": 5}[word]


def _having(r: _Reading, base: Operation, noun: str | None, part: str | None, agg: str | None) -> Operation | None:
    """'Which years average an R above 0.095', 'which PID groups have more than 150 respondents': groups whose
    figure passes a threshold."""
    if noun is None or not (r.has(r"\b(which|what)\b|哪些|哪几") and r.has(r"\b\w+s\b|哪些|哪几")):
        return None
    threshold = next((n for n in r.numbers if n.cmp in (">", "<", ">=", "<=")), None)
    if threshold is None:
        return None
    is_key = part is not None or noun in r.categorical or (noun in r.numeric and r.table.frame[noun].nunique() <= 60)
    if not is_key:
        return None
    measured = _measured(r, {noun})
    named = [l for l in r.links if l.column in r.numeric and l.score >= STRONG and l.column != noun
             and 0 <= threshold.at - l.at <= 12]
    if agg is None and named:
        return None  # "城市人口比例高于 80 的州": a row's own figure passes, rows are filtered — no group figure
    counted = r.has(r"\b(respondents|people|rows|records|entries|times|members|observations)\b|人(?!口)|条|次")
    if agg is None and not counted:
        return None
    column = None if counted and agg is None else measured
    if column is None and not counted:
        return None
    filters = tuple(f for f in _filters(r, skip_numbers=(threshold.value,), exclude={noun} | ({column} if column else set())))
    return replace(base, op="having", by=noun, by_part=part, column=column, agg=agg or "mean", cmp=threshold.cmp,
                   threshold=threshold.value, filters=filters)


def _each(r: _Reading, base: Operation) -> Operation | None:
    """Figures for each of several listed years or values ('in 1952, 1977 and 2007'), or two of them compared
    ('was Japan higher than the US', '2017 年的 … 是否低于 2001 年')."""
    items = linking.enumerated(r.q)
    years = [int(t) for t, _ in items if t.isdigit() and 1500 <= int(t) <= 2100]
    values = sorted(r.values, key=lambda v: v.at)  # in the order the question names them
    compared = _any(VERSUS, r.q)
    if compared and not (len(items) >= 2 and all(t.isdigit() for t, _ in items)):  # "At Morris, was … 1931 than 1932"
        pair_years = [int(n.value) for n in r.numbers if n.value.is_integer() and 1500 <= n.value <= 2100]
        same = [v for v in values if v.column == values[0].column] if values else []
        if len(pair_years) == 2:
            years = pair_years
        elif len(same) == 2:
            values = same
    if len(years) >= 2 and (len(years) == len(items) or compared):
        key, part = (_year_column(r), None) if _year_column(r) else (r.dates[0], "year") if r.dates else (None, None)
        chosen = tuple(years)
        rest = [f for f in _filters(r, skip_numbers=tuple(float(y) for y in years), exclude={key} if key else set())
                if not (f.part == "year" or f.column == key)]
    elif len(values) >= 2 and len({v.column for v in values[:2]}) == 1 and (compared or len(items) >= 2):
        key, part = values[0].column, None
        chosen = tuple(v.value for v in values if v.column == key)
        rest = list(_filters(r, exclude={key}))
    elif (letters := _listed_letters(r, items)) is not None:  # "at tension L, M and H"
        key, part = letters[0], None
        chosen = letters[1]
        rest = [f for f in _filters(r, exclude={key})]
    elif (months := linking.months_listed(r.q)) and not compared:  # "January, February and March 2014"
        key = next((c for c in r.numeric if "month" in linking.name_words(c)), None)
        key, part = (key, None) if key or not r.dates else (r.dates[0], "month")
        if _month_column(r, months[0]):
            return None  # a wide table with a column per month: the months are measures, not rows
        chosen = tuple(months)
        rest = [f for f in _filters(r, exclude={key} if key else set()) if f.part != "month"]
    elif (listed := _listed_numbers(r, items)) is not None and not compared:  # "at dose 0.5, 1 and 2"
        key, part = listed[0], None
        chosen = listed[1]
        rest = list(_filters(r, skip_numbers=tuple(float(v) for v in chosen), exclude={key}))
    else:
        return None
    if key is None:
        return None
    measured = _measured(r, {key})
    if measured and _agg(r) is None and r.has(COUNT) and _named(r, {measured}) is None:
        measured = None  # "count the cars with 4, 6 and 8 cylinders": rows, not a measure found by meaning
    measured = measured or _count_column(r)  # a table of counts: each figure is a sum of its counts
    cmp = None
    if compared:
        cmp = "<" if re.search(r"lower|less|fewer|smaller|shorter|lighter|younger|narrower|colder|cooler|slower|"
                               r"cheaper|worse|低|少|小", compared.group()) else ">"
        chosen = chosen[:2]
    agg = _agg(r) or ("sum" if r.has(SUM_SAID) or r.has(r"\b(total|overall|altogether)\b|总") else "mean")
    kind = None
    if cmp and r.has(r"\bhow (much|many)\b|多多少|高多少|大多少|少多少|低多少|小多少|差多少|相差多少"):
        kind, cmp = "difference", None  # "how much heavier are casein-fed chicks than horsebean-fed": first − second
    return replace(base, op="each", by=key, by_part=part, column=measured, agg=agg, values=chosen, cmp=cmp,
                   filters=tuple(rest), kind=kind)


def _listed_letters(r: _Reading, items: list[tuple[str, int]]) -> tuple[str, tuple] | None:
    """One-letter values listed together ('tension L, M and H'): the one text column holding them all."""
    letters = [text for text, _ in items]
    pair = re.search(r"(?<![A-Za-z0-9])([A-Z])\s+(?:and|or|和|与|及)\s+([A-Z])(?![A-Za-z0-9])", r.q)
    if pair and not all(len(t) == 1 for t in letters):  # "at tension L and M"
        letters = [pair.group(1), pair.group(2)]
    if len(letters) < 2 or not all(len(t) == 1 and t.isalpha() and t.isupper() for t in letters):
        return None
    frame = r.table.frame
    holding = [c for c in r.categorical if set(letters) <= set(frame[c].dropna().astype(str))]
    return (holding[0], tuple(letters)) if len(holding) == 1 else None


def _listed_numbers(r: _Reading, items: list[tuple[str, int]]) -> tuple[str, tuple] | None:
    """Several numbers listed together that are values of one numeric column ('4, 6 and 8 cylinders'): that
    column, the values in the order said. A named column wins; unnamed, the column must be the only one."""
    try:
        wanted = [float(re.sub(r"-[a-z]*$", "", text)) for text, _ in items]  # "4-, 6- and 8-cylinder"
    except ValueError:
        return None
    if len(wanted) < 2 or any(1500 <= v <= 2100 and v.is_integer() for v in wanted):
        return None
    frame = r.table.frame
    holding = [c for c in r.numeric if not _id_like(r, c) and frame[c].nunique() <= 60
               and set(wanted) <= set(frame[c].dropna().astype(float))]
    start, end = items[0][1], items[-1][1] + len(items[-1][0])
    near = [l.column for l in sorted(r.links, key=lambda l: min(abs(l.at - start), abs(l.at - end)))
            if l.column in holding]
    column = near[0] if near else holding[0] if len(holding) == 1 else None
    if column is None:
        return None
    whole = all(v.is_integer() for v in wanted) and (frame[column].dropna() % 1 == 0).all()
    return column, tuple(int(v) if whole else v for v in wanted)


_AMONG = (r"\bof (?:the |all )?(.{1,60}?)\s+(?:that |who |which )?(?:are|is|were|was|have|has|had|do|does|did|with|"
          r"weigh|cost|came|come|comes|belong|belongs|fall|falls|live|lives|went|go|goes)\b|(?:在|对于|其中)?(.{1,30}?)(?:中|里|当中|之中)[，,]?")


def _ranked(r: _Reading, base: Operation, direction: str | None) -> Operation | None:
    """'Rank the symbols by average price, highest first', 'list the races ordered by number of deaths': every group,
    ordered by its figure (a count of rows when nothing is measured)."""
    noun, part = _which_noun(r)
    m = _any(r"\b(?:rank|sort|order|list)\s+(?:the\s+|all\s+)?(\w+)", r.q)
    if m and noun is None:
        noun = next((l.column for l in r.links if l.at == m.start(1) and l.score >= STRONG), None)
    group = (noun, part) if noun else _group_key(r)
    if group is None or group[0] is None:
        return None
    by, by_part = group
    direction = "asc" if r.has(r"从[低小少]到") else "desc" if r.has(r"从[高大多]到") else direction
    measured = _measured(r, {by})
    counted = measured is None or (_agg(r) is None and r.has(COUNT) and _named(r, {measured}) is None)
    by_word = _any(r"\bby\b", r.q)  # "ordered by number of deaths": what is counted, not a value to keep
    said = [v for v in r.values if by_word is None or v.at < by_word.start()]
    filters = tuple(_filters(replace(r, values=said), exclude={by} | ({measured} if measured else set())))
    k = int(r.table.frame[by].nunique()) if by_part is None else 10_000
    return replace(base, op="group_aggregate", by=by, by_part=by_part, column=None if counted else measured,
                   agg=None if counted else _agg(r) or "mean", order=direction or "desc", k=k, filters=filters)


def _ranged(r: _Reading, base: Operation) -> Operation:
    """The highest minus the lowest of a column, over the rows kept, or per group ('for each species')."""
    measured = _measured(r)
    group = _group_key(r) if r.has(GROUP) else None
    if group and group[0] != measured:
        by, by_part = group
        return replace(base, op="group_aggregate", by=by, by_part=by_part, column=measured, agg="range",
                       filters=tuple(_filters(r, exclude={by, measured})))
    return replace(base, op="aggregate", column=measured, agg="range", filters=tuple(_filters(r, exclude={measured})))


def _share(r: _Reading, base: Operation) -> Operation | None:
    """'What percentage of the cars have vs = 1', '在性别已记录的企鹅里，雌性占百分之多少': the rows meeting a
    condition, as a percentage (or a fraction) of all rows, or of the rows the words after 'of' / before '里' keep."""
    among = _any(_AMONG, r.q)
    span = (among.start(among.lastindex), among.end(among.lastindex)) if among else (0, 0)
    inside = lambda at: span[0] <= at < span[1]  # noqa: E731
    ambient = _filters(replace(r, values=[], numbers=[]))  # flags, dates: said without a value to place
    kept = [f for f in _filters(replace(r, values=[v for v in r.values if inside(v.at)],
                                        numbers=[n for n in r.numbers if inside(n.at)])) if f not in ambient]
    meets = [f for f in _filters(replace(r, values=[v for v in r.values if not inside(v.at)],
                                         numbers=[n for n in r.numbers if not inside(n.at)]))
             if f not in ambient and f not in kept]
    if meets:
        kept += ambient
    elif ambient and not kept:
        meets = ambient  # "what percentage of the cars are automatic (am)": the flag is the condition
    else:
        return None
    kind = ("percent" if r.has(PERCENT) else "fraction") + (" of known" if r.has(KNOWN) else "")
    used = {f.column for f in kept + meets}
    weighed = next((l.column for l in r.links if l.score >= 4 and l.column in r.numeric and l.column not in used
                    and inside(l.at)), None)  # "what percentage of 2017's net_generation came from Renewables"
    return replace(base, op="share", kind=kind, column=weighed, filters=tuple(kept), condition=tuple(meets))


def _either(r: _Reading) -> str | None:
    """'A 还是 B' / 'A or B' naming two values of one column: that column is what is asked for."""
    for a, b in zip(r.values, r.values[1:]):
        first, second = sorted((a, b), key=lambda v: v.at)
        between = r.q[first.at + first.length: second.at]
        asks_one = "还是" in between or r.has(WHICH) or r.has(VERSUS) or r.has(MAX_WORDS) or r.has(MIN_WORDS)
        if a.column == b.column and re.fullmatch(r"\s*(还是|或者|或是|or)\s*", between, re.IGNORECASE) and asks_one \
                and not r.has(COUNT_ITEMS):  # "how many live on Biscoe or Dream" keeps both
            return a.column
    return None


def _counted(r: _Reading) -> str | None:
    """The thing a count is of, when it is a column whose values repeat ('how many firms': distinct firms)."""
    m = _any(COUNT_ITEMS, r.q) or _any(COUNT, r.q)
    if m is None:
        return None
    near = [l for l in r.links if l.score >= 2 and l.column in r.categorical and m.end() <= l.at <= m.end() + 14]
    for link in near:  # the whole name said ('firms'), not half of it ('passengers' for passengerClass)
        series = r.table.frame[link.column]
        flag = {str(v).lower() for v in series.dropna().unique()} <= {"yes", "no", "y", "n", "true", "false"}
        if series.nunique() < len(series) and link.column not in {v.column for v in r.values} and not flag:
            return link.column  # ("survived" on a yes/no column is a condition, not a thing counted)
    return None


def _value_asked(r: _Reading) -> bool:
    """'What is the highest price …' asks for the value: the superlative is followed by a named measure."""
    m = _any(r"^\s*what(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\b", r.q)
    sup = _any(MAX_WORDS, r.q) or _any(MIN_WORDS, r.q)
    if not m or not sup:
        return False
    return any(l.column in r.numeric and l.score >= STRONG and sup.end() <= l.at <= sup.end() + 24 for l in r.links)


def _one_row_each(r: _Reading, by: str, filters: Sequence[Filter]) -> bool:
    """True when, after the filters, every value of `by` has one row (so grouping by it groups nothing)."""
    frame = r.table.frame
    try:
        import pandas as pd

        mask = pd.Series(True, index=frame.index)
        for f in filters:
            column = frame[f.column]
            if f.part:
                dates = pd.to_datetime(column, errors="coerce")
                column = dates.dt.strftime("%Y-%m-%d") if f.part == "date" else getattr(dates.dt, f.part)
            mask &= {"==": column == f.value, "!=": column != f.value, ">": column > f.value,
                     ">=": column >= f.value, "<": column < f.value, "<=": column <= f.value}[f.cmp]
        return bool(frame.loc[mask, by].is_unique) and mask.sum() > 1
    except Exception:  # a filter pandas cannot apply here says nothing about grouping
        return False


def _group_key(r: _Reading) -> tuple[str, str | None] | None:
    """The column (or date part) a 'per ...' question groups by: named after the group word, else any date part."""
    m = _any(GROUP, r.q)
    if m:
        window = r.q[m.end(): m.end() + 20]
        for part, pattern in PARTS_WORDS.items():
            if _any(pattern, window) and r.dates:
                return r.dates[0], part
        frame = r.table.frame
        after = [link for link in r.links if link.column not in r.numeric or link.column in ("year",) or (
            m.end() <= link.at <= m.end() + 2 and link.score >= STRONG and frame[link.column].nunique() <= 60)]
        # a numeric key said right after the group word ("for each Month", "per cyl") groups too
        after = [link for link in after if link.at >= m.start() - 1] or after
        if after:
            after.sort(key=lambda link: (abs(link.at - m.end()), -link.score))
            return after[0].column, None
    for part, pattern in PARTS_WORDS.items():
        if r.has(pattern) and r.dates:
            return r.dates[0], part
    return None


def _missing(r: _Reading, base: Operation, top: str | None) -> Operation:
    column = _named(r)
    if r.has(COMPLETE) and not column:  # "how many rows have no missing values"
        return replace(base, op="missing", kind="complete")
    if r.has(PERCENT) or r.has(FRACTION):  # "what percent of the rows are missing sleep_rem"
        return replace(base, op="missing", kind="share" if r.has(PERCENT) else "fraction", column=column,
                       filters=tuple(_filters(r, exclude={column} if column else set())))
    if r.has(r"\bcolumns?\b|哪一列|哪列|哪个列|哪些列|字段") and (r.has(WHICH) or r.has(LIST)):
        plural = r.has(r"\bcolumns\b|哪些") and not r.has(MAX_WORDS)
        return replace(base, op="missing", kind="columns" if plural else "most")
    if r.has(BOOLEAN):  # "any missing Solar.R values in September": among the rows named
        return replace(base, op="missing", kind="any", column=column,
                       filters=tuple(_filters(r, exclude={column} if column else set())))
    noun, part = _which_noun(r)
    if noun and (r.has(LIST) or r.has(WHICH)):  # "哪些年份有缺失的读数": the keys of the rows with gaps
        measured = _measured(r, {noun})
        return replace(base, op="missing", kind="by", by=noun, by_part=part, column=measured)
    if column:
        return replace(base, op="missing", kind="count", column=column, filters=tuple(_filters(r, exclude={column})))
    if r.has(TOTAL):
        return replace(base, op="missing", kind="total")
    if r.has(r"\b(rows?|records?|entries|observations)\b|行|条|记录"):
        return replace(base, op="missing", kind="rows")
    return replace(base, op="missing", kind="total")


def _boolean(r: _Reading, base: Operation) -> list[Operation]:
    agg = _agg(r)
    measured = _measured(r)
    named = list(dict.fromkeys(l.column for l in sorted(r.links, key=lambda l: l.at)
                               if l.column in r.numeric and l.score >= STRONG))
    versus = _any(VERSUS, r.q)
    if versus and agg and len(named) == 2 and not r.values and not r.numbers:
        # "were there more deaths from wounds in total than from other causes": two columns' totals compared
        cmp = "<" if re.search(r"lower|less|fewer|smaller|低|少|小", versus.group()) else ">"
        return [replace(base, op="versus", values=tuple(named), agg=agg, cmp=cmp, filters=tuple(_filters(r, exclude=set(named))))]
    threshold = next((n for n in r.numbers if n.cmp is not None), None) or (r.numbers[0] if r.numbers else None)
    if agg and measured and threshold is not None:
        cmp = threshold.cmp or (">" if r.has(r"\b(above|over|more|greater|higher)\b") else "==")
        filters = tuple(_filters(r, skip_numbers=(threshold.value,), exclude={measured}))
        return [replace(base, op="compare", column=measured, agg=agg, cmp=cmp, threshold=threshold.value,
                        filters=filters)]
    filters = tuple(_filters(r))
    if r.has(EVERY) and filters and not r.has(r"\bany\b|有没有"):
        return [replace(base, op="all", filters=filters)]
    return [replace(base, op="exists", filters=filters)]


def _one_row_per(dates: Any, part: str) -> bool:
    """True when each row is one whole period ('month': every date is the 1st; 'year': every date is 1 January)."""
    import pandas as pd

    parsed = pd.to_datetime(dates.dropna().head(500), errors="coerce", format="mixed")
    if parsed.isna().any() or parsed.empty:
        return False
    if part == "month":
        return bool((parsed.dt.day == 1).all())
    if part == "year":
        return bool(((parsed.dt.day == 1) & (parsed.dt.month == 1)).all())
    if part == "quarter":
        return bool(((parsed.dt.day == 1) & parsed.dt.month.isin([1, 4, 7, 10])).all())
    return False


def _top_k(r: _Reading, base: Operation, k: int, order: str, noun: str | None, agg: str | None) -> Operation:
    period = _any(r"\b(years|months|days)\b|[一二三四五六七八九十两\d]\s*(年|个月|天)", r.q)
    if noun is None and period:  # "the three months with the most …", "总量最高的三年"
        word = (period.group(1) or period.group(2) or "")
        part = "year" if word.startswith(("year", "年")) else "month" if "月" in word or word == "months" else None
        year_col = next((c for c in r.numeric if "year" in linking.name_words(c)), None)
        date = year_col or (r.dates[0] if r.dates else None)
        measured = _measured(r, {date} if date else set())
        if date and measured:
            filters = tuple(_filters(r, skip_numbers=(k,), exclude={measured, date}))
            by_part = None if date == year_col else part
            if by_part and _one_row_per(r.table.frame[date], by_part) and not r.has(SUM_SAID):
                return replace(base, op="top_k", column=measured, target=date, k=k, order=order, filters=filters,
                               by_part=by_part if by_part == "year" else None)
            return replace(base, op="group_aggregate", by=date, by_part=by_part, column=measured,
                           agg=agg or "sum", k=k, order=order, filters=filters)
    asked = _asked_for(r)
    if noun is None and asked:
        noun = asked
    if noun is None:  # "the top 3 states by …": the thing listed follows the number
        words = [w for w, v in linking._WORD_NUMBERS.items() if v == k and w.isascii()]
        m = _any(rf"\b({k}|{'|'.join(words) or k})\b|\b(top|first)\b", r.q)
        after = [l for l in r.links if m and m.end() <= l.at <= m.end() + 24 and l.score >= STRONG
                 and l.column not in r.numeric]  # "the 3 most populous countries"
        noun = after[0].column if after else None
    measured = _measured(r, {noun} if noun else set())
    grouped = noun and noun in r.categorical and noun != _name_like(r)
    if grouped and (agg or measured is None or r.has(COUNT)):
        filters = tuple(_filters(r, skip_numbers=(k,), exclude={noun} | ({measured} if measured else set())))
        if measured is None or r.has(COUNT) and not agg:
            return replace(base, op="value_counts", by=noun, k=k, order=order, filters=filters)
        return replace(base, op="group_aggregate", by=noun, column=measured, agg=agg or "sum", k=k, order=order,
                       filters=filters)
    target = noun if noun and noun != measured else (_name_like(r) or measured)
    if measured and noun is None and r.has(r"\b(values|readings|figures|numbers|amounts)\b|数值|的值|读数"):
        target = measured  # "the three highest Murder values": the values themselves
    filters = tuple(_filters(r, skip_numbers=(k,), exclude={measured} if measured else set()))
    return replace(base, op="top_k", column=measured, target=target, k=k, order=order, filters=filters)


def _which_extreme(r: _Reading, base: Operation, noun: str | None, part: str | None, order: str,
                   agg: str | None) -> list[Operation]:
    """'Which X has the highest Y': the group with the highest total/average, or the row with the highest value."""
    measured = _measured(r, {noun} if noun else set())
    days = r.has(r"\b(most|fewest|least) \w+ (days|times|occasions|rows|records)\b")  # "the most rainy days"
    if measured and (r.has(COUNT) and _named(r, r.numeric - {noun}) is None
                     or days and not any(l.score >= 4 and l.column == measured for l in r.links)):
        measured = None  # "哪一天的死亡人数最多", "the most rainy days": rows are counted, not a measure by meaning
    exclude = {c for c in (noun, measured) if c}
    filters = tuple(_filters(r, exclude=exclude))
    name_like = _name_like(r)
    if noun in r.dates and part is None and (agg or r.has(ADDITIVE)):  # "which model year has the best average …"
        part = next((p for p in ("year", "month") if p in linking.name_words(noun)), None)
    if noun in r.dates and part is None and measured is None:  # "哪一天的死亡人数最多": rows per day
        part = "date"
    is_group = part is not None or (noun is not None and noun in r.categorical and noun != name_like) or (
        noun is not None and noun in r.numeric and noun != measured and r.table.frame[noun].nunique() <= 50)
    if part and agg is None and measured and _one_row_per(r.table.frame[noun], part):
        # monthly rows asked "which month": the row's own date; yearly rows asked "which year": its year
        return [replace(base, op="extreme_row", column=measured, target=noun, order=order, filters=filters,
                        by_part="year" if part == "year" else None)]
    if is_group:
        if measured is None and _count_column(r):  # a table of counts ('count', 'n'): the most is the largest sum
            return [replace(base, op="group_extreme", by=noun, by_part=part, column=_count_column(r), agg="sum",
                            order=order, filters=filters)]
        if measured is None:
            things = _named(r, r.categorical - {noun} - {f.column for f in filters})
            if things and r.table.frame[things].nunique() < len(r.table.frame):  # "哪个大洲的国家最多"
                return [replace(base, op="group_extreme", by=noun, by_part=part, column=things, agg="nunique",
                                order=order, filters=filters)]
            return [replace(base, op="group_extreme", by=noun, by_part=part, agg="count", order=order,
                            filters=filters)]
        if agg is None and part is None and not r.has(ADDITIVE):
            row = replace(base, op="extreme_row", column=measured, target=noun, order=order, filters=filters)
            group = replace(base, op="group_extreme", by=noun, column=measured, agg="mean", order=order,
                            filters=filters)
            return [row, group]
        chosen = agg or ("sum" if r.has(ADDITIVE) else "mean")
        return [replace(base, op="group_extreme", by=noun, by_part=part, column=measured, agg=chosen, order=order,
                        filters=filters)]
    if measured is None and noun in r.numeric:
        measured, noun = noun, None
    if measured is None:
        return []
    asked = _asked_for(r, {measured}) or _named(r, r.categorical - {f.column for f in filters})
    target = noun if noun and noun != measured else (asked or name_like or measured)
    return [replace(base, op="extreme_row", column=measured, target=target, order=order, filters=filters)]
