"""Answers that summarise a table: a range, a share, missing values, yes or no, the top k and the extreme row."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any
from nbcopilot.analysis import linking, quantities, units
from nbcopilot.analysis.operations import Filter, Operation
from nbcopilot.analysis.phrases import (
    MAX_WORDS, MIN_WORDS, ADDITIVE, SUM_SAID, COUNT, GROUP, WHICH, VERSUS, LIST, BOOLEAN, TOTAL, EVERY, STRONG, PERCENT,
    FRACTION, KNOWN, COMPLETE, EVERY_FIELD, HAVING_DATA, COUNTED_UNIT, MISSING, IN_ORDER, PARTS_OF_ONE, EVERY_PERIOD,
    LOWER_SAID, REPEATS_ONCE, matches,
)
from nbcopilot.analysis.reading import Reading, as_dates
from nbcopilot.analysis.sides import is_sex_flag
from nbcopilot.analysis.roles import (
    agg_of, asked_for, better_named, direction_of, binary_columns, columns_together, number_after, one_row_per, rows_named, period_said, superlative_measure,
    several_a_day,
    count_column, group_key, id_like, measured_column, name_column, named_column, scores_counted, things_counted,
    year_column, adds_up, PER_ROW,
)
from nbcopilot.analysis.nouns import one_kind, which_noun
from nbcopilot.analysis.filters import filters_of, set_aside
from nbcopilot.analysis.shapes import AMONG, PREVIOUS, columns_spanned


def range_of(r: Reading, base: Operation) -> Operation:
    """The highest minus the lowest of a column, over the rows kept, or per group ('for each species')."""
    measured = measured_column(r)
    group = group_key(r) if r.has(GROUP) else None
    if group and group[0] != measured:
        by, by_part = group
        return replace(base, op="group_aggregate", by=by, by_part=by_part, column=measured, agg="range",
                       filters=tuple(filters_of(r, exclude={by, measured})))
    return replace(base, op="aggregate", column=measured, agg="range", filters=tuple(filters_of(r, exclude={measured})))




def share_threshold(r: Reading) -> tuple[str, float, float | None] | None:
    """A yes/no question's bar for a share: (cmp, percent, the number's value as said, if a number said it). A
    number said right after a numeric column ('大学学历比例超过 40%') bars that column's values, not a share."""
    for n in r.numbers:
        if any(l.column in r.numeric and l.score >= STRONG and 0 <= n.at - l.at <= 14
               and not any(m is not n and abs(m.at - l.at) <= 14 for m in r.numbers)
               and not set(r.table.frame[l.column].dropna().unique().tolist()) <= {0, 1} for l in r.links):
            continue  # (not "aged 65 or older above 90%": the column has its own bar, 65)
        if re.match(r"\s*(?:%|percent\b|个百分点)", r.q[n.at:][len(quantities.said_number(r.q, n.at)):]) or \
                r.q[:n.at].endswith("百分之"):
            return n.cmp or (">" if r.has(r"\b(above|over|more|greater|higher|exceed)|超过|高于|大于|多于") else "<"
                             if r.has(r"\b(below|under|less|fewer|lower)\b|低于|小于|少于|不到") else ">"), n.value, n.value
    for words, percent in PARTS_OF_ONE.items():
        m = matches(rf"(?:more than|over|above|at least|exceed\w*|less than|under|below|超过|高于|大于|多于|低于|少于|"
                    rf"不到|小于|达到)\s*{re.escape(words)}", r.q)
        if m:
            low = matches(r"less|under|below|低于|少于|不到|小于", m.group())
            return ("<" if low else ">=" if matches(r"at least|达到", m.group()) else ">"), percent, None
        m = matches(rf"{re.escape(words)}\s*(以上|以下)", r.q) if not words.isascii() else None
        if m:  # "是否有一半以上仍然活着"
            return (">" if m.group(1) == "以上" else "<"), percent, None
    if matches(MAJORITY, r.q):  # "do most patients smoke?", '大多数病人吸烟吗': more than half
        return ">", 50.0, None
    return None


MAJORITY = (r"^\s*(?:do|does|did|are|were|is|was|have|has|had)\s+most\s+(?!of\s+(?:the\s+)?(?:money|time|total))|"
            r"\bthe majority of\b|大多数|大部分|多数(?!票)")
"""Most of the rows said as a yes-or-no question: their share above a half."""


def every_row_barred(r: Reading) -> bool:
    """'Every …' said before a percentage that follows a numeric column's words: each row's figure against the bar,
    no share of the rows."""
    every = matches(r"\b(?:every|each|all)\b|每个|每一个|所有|全部", r.q)
    return every is not None and any(
        every.start() < n.at and re.match(r"\s*(?:%|percent\b)", r.q[n.at + len(quantities.said_number(r.q, n.at)):])
        and any(l.column in r.numeric and 0 <= n.at - l.at <= 48 for l in r.links) for n in r.numbers)


OF_TOTAL = r"\bof (?:the |all )?(?:total|overall|combined|entire|whole)\b|占[^，。？?]{0,12}总|在总\w{0,6}中"
"""A share of a quantity's total rather than of the rows."""


SHARE_OF_A_MEASURE = r"(?:[\w-]+\s+|[\u4e00-\u9fff]{1,4}?)(?:share\b|占比|份额)"
"""A measure named right before 'share' ('revenue share', '收入占比'): the share is of its total."""


def share_of(r: Reading, base: Operation) -> Operation | None:
    """'What percentage of the cars have vs = 1', '在性别已记录的企鹅里，雌性占百分之多少': the rows meeting a
    condition, as a percentage (or a fraction) of all rows, or of the rows the words after 'of' / before '里' keep.
    Asked yes or no ('Is the attrition rate of single employees above 25%?'): that share against the bar."""
    if r.has(BOOLEAN) and every_row_barred(r):
        return None  # "does every Northeast state have a completion rate of at least 85%": each row's own figure
    bar = share_threshold(r) if r.has(BOOLEAN) else None
    if bar is not None and bar[2] is not None:
        r = replace(r, numbers=[n for n in r.numbers if n.value != bar[2]])
    among = matches(AMONG, r.q)
    span = (among.start(among.lastindex), among.end(among.lastindex)) if among else (0, 0)
    clause = re.match(r"(.{1,40}?)[，,]\s*(?:是否|是不是|有没有)", r.q)
    if clause and not any(span[0] <= v.at < span[1] for v in r.values):
        span = clause.span(1)  # "里的女性患者，是否有一半以上仍然活着": the rows said before the question
    inside = lambda at: span[0] <= at < span[1]  # noqa: E731
    flags = [v for v in r.values if is_sex_flag(v, r.table.frame)]  # ('女性' over a 0/1 female column: a flag said)
    placed = [v for v in r.values if v not in flags]
    ambient = filters_of(replace(r, values=flags, numbers=[]))  # flags, dates: said without a value to place
    kept = [f for f in filters_of(replace(r, values=[v for v in placed if inside(v.at)],
                                        numbers=[n for n in r.numbers if inside(n.at)])) if f not in ambient]
    meets = [f for f in filters_of(replace(r, values=[v for v in placed if not inside(v.at)],
                                         numbers=[n for n in r.numbers if not inside(n.at)]))
             if f not in ambient and f not in kept]
    if meets and ambient and not kept and (r.has(r"率|\brate\b|\bturnout\b") or _said_after(r, ambient, meets)):
        kept, meets = meets, ambient  # "女性乘客的生还率", "the survival rate of women": the flag is what is rated
        # ("白人名字的简历收到回电的比例", "more than half of the first-class passengers survive": the flag said after
        # the rows' value is what is counted among them)
    elif meets:
        kept += ambient
    elif len(ambient) >= 2 and matches(r"率|\brate\b", r.q):  # "加班员工的离职率": the flag said with 'rate' is rated
        rate = matches(r"率|\brate\b", r.q)
        said = {f: min((abs(l.at - rate.start()) for l in r.links if l.column == f.column), default=1 << 20)
                for f in ambient}
        rated = min(ambient, key=lambda f: said[f])
        kept, meets = [f for f in ambient if f != rated], [rated]
    elif len(ambient) >= 2 and among and 0 < len(inner := [f for f in ambient if any(
            inside(l.at) for l in r.links if l.column == f.column and l.at >= 0) or any(
            inside(v.at) for v in flags if v.column == f.column)]) < len(ambient):
        kept, meets = inner, [f for f in ambient if f not in inner]  # "half of the patients who had CPR … die": the
        # flag said among the rows keeps them, the other is counted ("what percentage of women smoke": 'women' too)
    elif ambient:  # "what percentage of the cars are automatic (am)", "… of 1st class passengers survived": the flag
        meets = ambient
    else:
        return None
    rated_with_gaps = r.has(r"率|\brate\b|\bturnout\b") and any(
        r.table.frame[f.column].isna().any() and r.table.frame[f.column].nunique() == 2 for f in meets)
    kind = ("percent" if r.has(PERCENT) else "fraction") + (" of known" if r.has(KNOWN) or rated_with_gaps else "")
    # ('投票率' of a vote with gaps: of those whose vote is known, as a mean of the flag would be)
    used = {f.column for f in kept + meets}
    weighed = next((l.column for l in r.links if l.score >= 4 and l.column in r.numeric and l.column not in used
                    and inside(l.at)), None)  # "what percentage of 2017's net_generation came from Renewables"
    all_of = [m.end() for m in re.finditer(r"\b(?:of|among) all (?:of )?(?:the )?", r.q, re.IGNORECASE)]
    weighed = weighed or next((l.column for l in r.links if l.score >= 4 and l.column in r.numeric and l.column not in
                               used and l.at in all_of), None)  # "more than half of all the assets": of their total
    weighed = weighed or next((l.column for l in r.links if l.score >= 4 and l.column in r.numeric and l.column not in
                               used and l.at >= 0 and re.match(SHARE_OF_A_MEASURE, r.q[l.at:], re.IGNORECASE)), None)
    # ("the revenue share of the East region", '东区的收入占比': of the revenue's total, not of the rows)
    weighed = weighed or next((l.column for l in r.links if l.score >= 4 and l.column in r.numeric and l.column not in
                               used and l.at >= 0 and re.search(r"(?:大部分|大多数|\bmost of (?:the |their |its )?|"
                                                                r"\bthe majority of (?:the )?)\s*$", r.q[:l.at], re.I)),
                              None)  # ("大部分 revenue 来自 East 吗": the most of the revenue's total)
    total = matches(OF_TOTAL, r.q)
    if total and any(l.score >= STRONG and total.start() <= l.at <= total.end() and {"total", "overall"} & set(
            linking.name_words(l.column)) for l in r.links):
        total = None  # "more than 60 g of total fat": a column's name
    if weighed is None and total:  # "what percentage of the total payroll goes to the Yankees"
        measures = [c for c in r.numeric if c not in used and not linking.holds_years(c)]
        weighed = measured_column(r, used) or (measures[0] if len(measures) == 1 else None)  # its one quantity
        both = kept + meets
        periods = [f for f in both if f.part or linking.holds_years(f.column) or f.column in r.dates]
        if weighed and len(periods) < len(both):  # "2019 年……占当年总进口量": the year bounds the whole too
            kept, meets = periods, [f for f in both if f not in periods]
    if weighed and not kept and len(meets) > 1:  # "the sales share of North in 2023": of 2023's sales, not all years'
        periods = [f for f in meets if f.part or linking.holds_years(f.column) or f.column in r.dates]
        if periods and len(periods) < len(meets):
            kept, meets = periods, [f for f in meets if f not in periods]
    if bar is not None:
        return replace(base, op="share", kind="percent" + kind.removeprefix("percent").removeprefix("fraction"),
                       column=weighed, filters=tuple(kept), condition=tuple(meets), cmp=bar[0], threshold=bar[1])
    listed = _listed_values(kept + meets, each=r.has(r"分别|各自|\b(?:each|respectively)\b"))
    if listed is not None:  # "1980 年和 1987 年已婚的人分别占百分之几": one share per year, not rows of both at once
        column, part, values = listed
        once = lambda f: not (f.column == column and f.part == part and f.cmp in ("==", "in"))  # noqa: E731
        kept, meets = [f for f in kept if once(f)], [f for f in meets if once(f)]
        if not meets:
            kept, meets = [], kept
        return replace(base, op="share", kind=kind, column=weighed, filters=tuple(kept), condition=tuple(meets),
                       by=column, by_part=part, values=values)
    return replace(base, op="share", kind=kind, column=weighed, filters=tuple(kept), condition=tuple(meets))


def _listed_values(filters: list, each: bool = False) -> tuple[str, str | None, tuple] | None:
    """Two or more equalities on one column with different values, which no row meets at once: the values a figure
    is asked for each of; with `each` ('一等舱、二等舱、三等舱……分别'), the values one filter lists too."""
    for f in filters:
        if each and f.cmp == "in" and len(f.value) >= 2:
            return f.column, f.part, tuple(f.value)
        same = [g.value for g in filters if g.cmp == "==" and (g.column, g.part) == (f.column, f.part)]
        if f.cmp == "==" and len(set(map(str, same))) >= 2:
            return f.column, f.part, tuple(dict.fromkeys(same))
    return None


def _said_after(r: Reading, flags: list, values: list) -> bool:
    """Every flag is first said after every value: the value says which rows, the flag what is counted among them."""
    def first(f) -> int:
        return min((l.at for l in r.links if l.column == f.column and l.at >= 0), default=-1)
    def said(f) -> int:  # (a value of the column, or the number a bar or a year is: "in the 2000 sample")
        return min([v.at for v in r.values if v.column == f.column] +
                   [n.at for n in r.numbers if isinstance(f.value, (int, float)) and n.value == f.value], default=1 << 20)
    return min(map(first, flags)) > max(map(said, values))


ALL_KNOWN = (r"\b(?:both|all)\b[^?]{0,40}\b(?:recorded|known|filled in|present|non-missing|available)\b|"
             r"都有(?:记录|值|数据|数值)|都不缺失|都没有缺失|全部都有")
"""Each of several columns has a value ('both recorded', '都有记录')."""


def known_values(r: Reading, base: Operation) -> Operation | None:
    """'有预算信息的电影有多少部', 'how many films have a known budget': the rows where that column has a value."""
    several = columns_together(r) if r.has(COUNT) and r.has(ALL_KNOWN) else None
    if several is not None and several[1]:  # "bdi.2m 和 bdi.4m 都有记录的病人有几位": a value in each
        return replace(base, op="count_rows", filters=tuple(filters_of(r, exclude=set(several[0]))) + tuple(
            Filter(c, "known", None) for c in several[0]))
    m = matches(HAVING_DATA, r.q)
    if m is not None and re.match(r"\s*(?:above|over|below|under|more|less|greater|higher|lower|at (?:least|most)|"
                                  r"exceeding|between|of\s+\d|>|<|=)", r.q[m.end():], re.IGNORECASE):
        m = None  # "players that have a jersey number above 20": a bar on that column, not its gaps
    if m is None or not r.has(COUNT) or r.has(PERCENT) or r.has(FRACTION) or agg_of(r) in ("mean", "median", "min", "max") or \
            re.search(r"(?:n't|\bnot|\bnever)\s*$", r.q[:m.start()], re.IGNORECASE):
        return None  # ("how many students didn't give a pulse rate": the gaps, not the values; "所有价格记录的中位数是
        # 多少": a figure of the values)
    said = [l for l in r.links if m.start() <= l.at < m.end() and l.score >= STRONG]
    if not said:
        return None
    column = said[0].column
    return replace(base, op="missing", kind="known", column=column, filters=tuple(filters_of(r, exclude={column})))


GAP_ANYWHERE = (r"\b(?:missing|lack(?:s|ing)?)\s+at least one\s+(?:value|field|entry|figure|cell)\b|"
                r"\bat least one (?:missing|blank|empty|null) (?:values?|fields?|entr(?:y|ies)|cells?)\b|"
                r"至少缺了?一[个项]|至少有一[个项](?:缺失|空|没填|未填|没有填)")  # ('至少有一项没填')
"""A row with a gap in any column ("districts missing at least one value"): the rows counted, whatever they are
called."""


WHOLLY_MISSING = (r"完全没有|全部缺失|全都缺失|全部为空|都没有|一个都没有|\bno \w+(?: \w+)? at all\b|\bentirely missing\b|"
                  r"\b(?:all|every one) (?:of (?:its|their|the) )?\w+(?: \w+)? (?:are |is )?missing\b|\bnone of (?:its|their)\b")
"""Every row of a group lacks the figure ('哪些年份完全没有收入数据', 'which years have no earnings data at all')."""


def missing_values(r: Reading, base: Operation, top: str | None) -> Operation:
    several = columns_together(r) if r.has(COUNT) and not r.has(WHICH) and not r.has(BOOLEAN) else None
    if several is not None:  # (only rows counted: "which has more gaps, age or income", "is anyone missing both …"  # "missing both bdi_3m and bdi_6m": the rows with a gap in each; "either …": in any
        # ask other things)
        columns, every = several
        others = tuple(filters_of(r, exclude=set(columns)))
        if every:
            return replace(base, op="count_rows", filters=others + tuple(Filter(c, "missing", None) for c in columns))
        return replace(base, op="missing", kind="rows", values=tuple(columns), filters=others)
    if r.has(GAP_ANYWHERE) and not r.has(r"\b(?:columns?|fields?|variables?)\b|列|字段"):
        return replace(base, op="missing", kind="rows", filters=tuple(filters_of(r, skip_numbers=(1.0,))))
    listed = _columns_listed(r)
    if listed:  # "how many districts lack scratio, score8 and salary respectively": each one's gaps, in order
        return replace(base, op="missing", kind="each", values=tuple(listed),
                       filters=tuple(filters_of(r, exclude=set(listed))))
    among = (_columns_listed(r, which=True) or columns_spanned(r, [str(c) for c in r.table.frame.columns]) or []) \
        if r.has(WHICH) else []
    if among:  # "which of N1, N2, N3, N4, N5 have more than 20 missing answers", "… has the most": those columns only
        bar = next((n for n in r.numbers if n.cmp in (">", ">=", "<", "<=")), None)
        if bar is not None:
            return replace(base, op="missing", kind="columns", values=tuple(among), cmp=bar.cmp, threshold=bar.value)
        if r.has(r"哪些|哪几|\bwhich\b[^?]*\bhave\b") and not r.has(MAX_WORDS):
            # "体重、骨密度、体脂率这三项里，哪几项有缺失值": each of those with any gap
            return replace(base, op="missing", kind="columns", values=tuple(among), cmp=">", threshold=0.0)
        return replace(base, op="missing", kind="most", values=tuple(among))
    column = _said_before_the_gap(r) or named_column(r, _not_the_missing_word(r)) or (
        top if r.has(r"这一?[栏列]|该[栏列]|那一?[栏列]|\b(?:this|that) (?:column|field)\b") else None)
    # ("伤情严重程度这一栏有多少条是空的": one column asked about, found by meaning)
    frame = r.table.frame
    if column is not None and frame[column].notna().all():  # "a missing count of White men in prison in some year":
        gappy = sorted((l for l in r.links if l.score >= STRONG and l.column != column and frame[l.column].isna().any()),
                       key=lambda l: -l.score)  # the gaps are wmprison's, the year only says when
        column = gappy[0].column if gappy else column
    counted = matches(COUNT, r.q)
    whole_rows = r.has(EVERY_FIELD) or r.has(COMPLETE)
    if column and whole_rows and column in r.categorical and counted and any(
            l.column == column and 0 <= l.at - counted.end() <= 3 for l in r.links):
        column = None  # "how many countries have every indicator filled in": the rows, not the countries' names
    if r.has(EVERY_FIELD) and not r.has(r"\bcolumns?\b|\bfields?\b|列|字段"):
        return replace(base, op="missing", kind="complete")
    if r.has(COMPLETE) and not column:
        if r.has(r"\bcolumns?\b|\bfields?\b|列|字段"):  # "what columns have no missing values", "有几列完全没有缺失值"
            return replace(base, op="missing", kind="complete names" if not r.has(COUNT) else "complete columns")
        return replace(base, op="missing", kind="complete")  # "how many rows have no missing values"
    key = group_key(r) if column and r.has(GROUP) else None
    if key is not None and key[0] != column:  # "for each year, how many rows have no hf_score": a count per year
        return replace(base, op="missing", kind="per in order" if r.has(IN_ORDER) else "per", column=column,
                       by=key[0], by_part=key[1],
                       filters=tuple(filters_of(r, exclude={column, key[0]})))
    named_share = column is not None and counted is not None and bool(
        {"percent", "pct", "percentage", "share", "rate"} & set(linking.name_words(column)))
    if (r.has(PERCENT) or r.has(FRACTION)) and not named_share:  # "what percent of the rows are missing sleep_rem";
        # (not "how many mice have no body-fat percentage", the percent_fat column's own word)
        return replace(base, op="missing", kind="share" if r.has(PERCENT) else "fraction", column=column,
                       filters=tuple(filters_of(r, exclude={column} if column else set())))
    if r.has(r"\b(?:columns?|fields?)\b|哪一列|哪列|哪个列|哪些列|哪几列|列有哪些|列是哪些|字段") and (r.has(WHICH) or r.has(LIST)):
        plural = r.has(r"\b(?:columns|fields)\b|哪些|哪几") and not r.has(MAX_WORDS)  # ('缺失值超过 30 个的列有哪些')
        bar = next((n for n in r.numbers if n.cmp in (">", ">=", "<", "<=") or n.cmp == "==" and r.has(
            r"\bexactly\b|正好|恰好|刚好")), None)  # ("exactly 92 missing values")
        if plural and bar is not None:  # "which columns have more than 5000 missing values": a bar on each count
            return replace(base, op="missing", kind="columns", cmp=bar.cmp, threshold=bar.value)
        return replace(base, op="missing", kind="columns" if plural else "most")
    if r.has(BOOLEAN):  # "any missing Solar.R values in September": among the rows named
        return replace(base, op="missing", kind="any", column=column,
                       filters=tuple(filters_of(r, exclude={column} if column else set())))
    noun, part = which_noun(r)
    guessed = noun in r.numeric and all(l.score < STRONG for l in r.links if l.column == noun)  # by meaning only
    if (noun is None or guessed) and column is None and r.has(r"\bwhich\b|哪") and r.has(r"\bmost\b|最多") and \
            sum(r.table.frame[c].isna().any() for c in r.numeric) >= 2:
        return replace(base, op="missing", kind="most")  # "which commodity has the most missing prices": a column
    if noun is None:  # "哪些市场的价格有缺失" of a series in long form; "…，给出 FAA 代码": the column asked back
        noun = (asked_for(r, {column} if column else set()) if r.has(WHICH) or r.has(LIST) else None) or _things_asked(r) \
            or (name_column(r) if r.has(WHICH) or r.has(LIST) else None)  # "which metro areas are missing their
        # population": the rows' names
    if noun and column and column != noun and noun in r.categorical and r.has(
            r"\b(?:more|most) (?:common|frequent|often)\b|更常见|最常见|更多见"):  # "Among the students with no
        return replace(base, op="group_extreme", by=noun, by_part=part, agg="count", order="desc",  # coursework score,
                       filters=(Filter(column, "missing", None), *filters_of(r, exclude={column, noun})))  # which gender
        # is more common?": the kind most of those rows are
    if noun and (r.has(LIST) and not r.has(r"^\s*how many\b") or r.has(WHICH)):  # "哪些年份有缺失的读数": the keys
        # of the rows with gaps (not "how many missing ratings are there", a count)
        measured = column if column not in (None, noun) else measured_column(r, {noun})  # "have no subject_abbr"
        wholly = measured and r.has(WHOLLY_MISSING)  # "哪些年份完全没有收入数据": every row of the group, not one
        return replace(base, op="missing", kind="all by" if wholly else "by", by=noun, by_part=part, column=measured)
    if column:
        return replace(base, op="missing", kind="count", column=column, filters=tuple(filters_of(r, exclude={column})))
    if r.has(TOTAL):
        return replace(base, op="missing", kind="total")
    if r.has(r"\b(rows?|records?|entries|observations)\b|行|条|记录|\bat least one\b|至少(?:缺|有一)"):
        # ("至少缺了一项数据的受试者": the rows with a gap anywhere)
        return replace(base, op="missing", kind="rows")
    return replace(base, op="missing", kind="total")


def _columns_listed(r: Reading, which: bool = False) -> list[str]:
    """Three or more columns named whole one after another ('scratio, score8 and salary'), each asked for its own
    figure ('respectively', '各', 'in that order'), or those `which` of them is asked of; else []."""
    if not which and not r.has(r"\brespectively\b|\beach\b|\bin (?:that|this) order\b|各|分别|按这个顺序|依次"):
        return []
    said = {}  # where each word is said, and how long it is as written ('骨密度' bone_density)
    for token in linking.tokens(r.q):
        said[token.at] = max(said.get(token.at, 0), len(token.raw))
    best = {}
    for link in r.links:  # names said whole, or Chinese terms glossed as one column each ('体重、骨密度、体脂率')
        if link.at >= 0 and (link.score >= 4 or link.score >= 2 and not r.q[link.at].isascii()) and \
                link.score > getattr(best.get(link.at), "score", 0):
            best[link.at] = link
    whole = sorted(best.values(), key=lambda l: l.at)
    listed = [whole[0]] if whole else []
    for link in whole[1:]:
        end = listed[-1].at + (len(listed[-1].column) if r.q[listed[-1].at].isascii() else said.get(listed[-1].at, 1))
        between = r.q[end:link.at]
        if re.fullmatch(r"\s*(?:,|、|，|和|与|及|\band\b|,\s*and\b)\s*", between, re.IGNORECASE):
            listed.append(link)
        elif len(listed) < 3:
            listed = [link]
    return [l.column for l in listed] if len(listed) >= 3 else []


def _said_before_the_gap(r: Reading) -> str | None:
    """'时区缺失的是哪几个机场？给出 FAA 代码': the column said right before the Chinese word for a gap is the one with
    gaps, whatever else the question names more fully."""
    gap = matches(MISSING, r.q)
    if gap is None or not re.match(r"[\u4e00-\u9fff]", gap.group()):
        return None
    before = [l for l in r.links if l.score >= STRONG and 0 <= l.at < gap.start()
              and re.fullmatch(r"[\u4e00-\u9fff\w]{1,8}(?:[(（][\w ]{1,30}[)）])?(?:的|一栏|这一?[栏列]|信息|数据|值)?",
                               r.q[l.at:gap.start()])]
    frame = r.table.frame  # (of tz and tzone both said '时区', the one with gaps)
    return max(before, key=lambda l: (l.at, bool(frame[l.column].isna().any()), l.score)).column if before else None


def _not_the_missing_word(r: Reading) -> set[str] | None:
    """The columns a missing-values question may name, when the word that asks for gaps also half-names a column
    ('missing values' and pf_ss_women_missing): every column but those."""
    asked = matches(MISSING, r.q)
    if asked is None:
        return None
    gaps = {"missing", "null", "nan", "na", "empty", "blank", "absent", "unknown"}
    said = {l.column for l in r.links if asked.start() <= l.at < asked.end() and set(linking.name_words(l.column)) & gaps
            and not re.search(rf"(?<![\w]){re.escape(l.column.lower())}(?![\w])", r.q.lower())}
    return {str(c) for c in r.table.frame.columns} - said if said else None


PERIOD_PARTS = {"quarter": "year_quarter", "季": "year_quarter", "month": "year_month", "月": "year_month"}
"""The period a steady change is read over, when it is not the year: every quarter of the dates, every month."""
RISING = (r"\b(?:go(?:ne)? up|went up|rose|rise|risen|rising|increased?|increasing|grew|grow|growing|climb(?:ed)?)\b|"
          r"上涨|上升|增加|增长|提高")
FALLING = (r"\b(?:go(?:ne)? down|went down|fell|fall|fallen|falling|decreased?|decreasing|declined?|declining|"
           r"drop(?:ped)?)\b|下降|下跌|减少|降低")


def steady_change(r: Reading, base: Operation) -> Operation | None:
    """'Did the mean wage go up in every single year from 1980 to 1987', '是不是每年都在上涨': the yearly figure, each
    year against the one before, all the same way."""
    if not r.has(EVERY_PERIOD) or not (r.has(RISING) or r.has(FALLING)):
        return None
    period = next((part for word, part in PERIOD_PARTS.items() if word in matches(EVERY_PERIOD, r.q).group()), None)
    years = None if period else year_column(r)
    key, part = (years, None) if years else (r.dates[0], period or "year") if r.dates else (None, None)
    if key is None:
        return None
    measured = measured_column(r, {key})
    filters = tuple(filters_of(r, exclude={measured} if measured else set()))
    return replace(base, op="having", by=key, by_part=part, column=measured, agg=agg_of(r) or "mean",
                   kind="change every", cmp=">" if r.has(RISING) else "<", threshold=0.0, filters=filters)


STEP = (r"\b(?:year|month|quarter|week|day)[- ](?:over|to|on)[- ](?:year|month|quarter|week|day)\b|"
        r"\bfrom one (?:year|month|quarter|week|day|period|reading) to the next\b|"
        r"\b(?:over|from|on|than|against) the (?:year|month|quarter|week|day) before\b|"
        r"\b(?:over|from|on|than|against) the (?:previous|prior|preceding) (?:year|month|quarter|week|day)\b|"
        r"\b(?:consecutive|adjacent|successive|back-to-back)\s+(?:years|months|quarters|weeks|days|periods|readings)\b|"
        r"\bsingle[- ](?:year|month|quarter|week|day)\s+(?:rise|jump|increase|gain|drop|fall|decline|decrease|change)|"
        r"相邻|环比|比(?:上|前)一?(?:年|个?月|个?季度|天|周)|"
        r"(?:一次|单次|单季|单月|单年)的?(?:下跌|上涨|下降|上升|增长|增加|减少|跌幅|涨幅|降幅|增幅|变化)")
"""A change from one period to the next ('the biggest year-over-year rise', '相邻两个季度之间…最大的一次下跌')."""
STEPS = {"rise": "step rise", "fall": "step fall", "change": "step change"}
SUPERLATIVE = (r"\b(?:biggest|largest|greatest|highest|most|sharpest|steepest|smallest|lowest|least|max|maximum|"
               r"minimum|worst|best)\b|最")
COMPARED_WITH_BEFORE = (r"\b(?:fewer|less|lower|smaller|more|higher|larger|bigger|greater|drop(?:ped)?|fell|"
                        r"declined?|rose|increased?|decreased?)\b|比上|较上|[少低小多高大]于?上")
"""A period held against the one before ('fewer than the year before', '比上一年少')."""
PERIOD_ASKED = (r"\b(?:which|what)\s+(?:year|month|quarter|week|day|period|date)s?\b|\bwhen\b|什么时候|"
                r"哪一?(?:年|个季度|个月|周|天)")
"""A period asked for, not a figure ('in which year was the biggest rise')."""


def step_change(r: Reading, base: Operation) -> Operation | None:
    """'The largest drop between adjacent quarters', 'which year saw the biggest year-over-year increase': each
    period's figure against the one before, in time order — the largest rise, the largest fall (as a positive
    number) or change, or the period it came in. Only where a period has one row (a series, not a panel)."""
    largest = r.has(STEP) and r.has(SUPERLATIVE)
    counted = r.has(PREVIOUS) and (r.has(COUNT) or r.has(WHICH) or r.has(LIST)) and r.has(COMPARED_WITH_BEFORE) and \
        not r.has(SUPERLATIVE)
    if not (largest or counted):
        return None
    key = year_column(r) or (r.dates[0] if r.dates else None)
    measured = measured_column(r, {key}) if key else None
    frame = r.table.frame
    if measured is None or measured == key or frame[key].dropna().duplicated().any() or _finer_than_said(r, key):
        return None
    falling = r.has(FALLING) or r.has(r"\b(?:plunge|plunged|slump|slumped|dip|dipped)\b|跌幅|降幅")
    rising = r.has(RISING) or r.has(r"\b(?:jump|jumped|gain|gained|surge|surged|spike|spiked)\b|涨幅|增幅")
    if counted:  # "有多少个年份的在押总人数比上一年少", "which years had more … than the year before": the periods
        # below (above) the one before, counted or listed
        fewer = falling or r.has(r"\b(?:fewer|less|lower|smaller)\b|(?:比|较)上\S{0,6}?(?:少|低|小)|[少低小]于上")
        listed = (r.has(WHICH) or r.has(LIST)) and not r.has(r"\bhow many\b|\bnumber of\b|有多少|多少个|几个")
        return replace(base, op="aggregate", column=measured, by=key, kind="steps fell" if fewer else "steps rose",
                       target=key if listed else None, filters=tuple(filters_of(r, exclude={key, measured})))
    kind = STEPS["fall" if falling and not rising else "rise" if rising else "change"]
    asked = matches(PERIOD_ASKED, r.q)
    part = None
    if asked and r.dates and key == r.dates[0]:  # the period as asked: 'which year' 2003, 'which month' 2020-05
        said = asked.group()
        part = "year" if re.search(r"year|年", said) else "year_quarter" if re.search(r"quarter|季", said) else \
            "year_month" if re.search(r"month|月", said) else None
    return replace(base, op="aggregate", column=measured, by=key, kind=kind, target=key if asked else None,
                   by_part=part, filters=tuple(filters_of(r, exclude={key, measured})))


def _finer_than_said(r: Reading, key: str) -> bool:
    """Dates finer than the period the question steps by ("how many years …" over quarterly or daily rows): each
    period's figure would first have to be made from its rows."""
    phrase = " ".join(m.group() for m in (matches(STEP, r.q), matches(PREVIOUS, r.q)) if m)
    said = "year" if re.search(r"year|年", phrase) else "month" if re.search(r"month|月", phrase) else None
    if said is None or key not in r.dates:
        return False
    dates = as_dates(r.table.frame[key]).dropna()
    held = dates.dt.year if said == "year" else dates.dt.to_period("M")
    return bool(held.duplicated().any())


def _some_group_past(r: Reading, base: Operation, threshold: Any, agg: str | None) -> Operation | None:
    """'Is there any subject with more than 150 courses', '有没有哪个学科开了 150 门以上的课': some group whose count
    of rows passes the bar (the things counted follow the number)."""
    some = matches(r"有没有|是否有|\bany\b|存在", r.q)
    if threshold is None or threshold.cmp is None or agg or some is None:
        return None
    end = threshold.at + len(quantities.said_number(r.q, threshold.at))
    unit = re.match(COUNTED_UNIT, (r.raw or r.q)[end:], re.IGNORECASE)
    if unit is None or any(l.score >= STRONG and l.column in r.numeric and abs(l.at - (end + unit.start(unit.lastindex))) <= 6
                           and l.score >= max((k.score for k in r.links if k.at == l.at), default=0) for l in r.links):
        return None  # ("any player with more than 30 home runs": a column's figure, row by row)
    if re.match(r"\s*(?:million|billion|trillion|thousand|mn|bn|tn|万|亿)", r.q[end:], re.IGNORECASE):
        return None  # "any country with more than 1 billion people": a column's figure, no count of rows
    noun, part = which_noun(r)
    after = [l for l in r.links if some.end() <= l.at <= some.end() + 8 and l.score >= STRONG]  # "any subject"
    noun = noun or (after[0].column if after else None)
    if noun not in r.categorical or part is not None or not r.table.frame[noun].duplicated().any():
        return None
    filters = tuple(filters_of(r, skip_numbers=(threshold.value,), exclude={noun}))
    return replace(base, op="having", by=noun, agg="mean", cmp=threshold.cmp, threshold=threshold.value,
                   filters=filters, kind="any")


ONE_PERSON = "学生|病人|患者|球员|选手|员工|客户|顾客|申请人|受访者|乘客|运动员|人"
"""Nouns of one person: '课程总评最高的那个学生' is a row, not a group's figure."""
THE_REST = (r"\bthan\s+(?:(?:the\s+)?(?:people|those|ones|\w+s)\s+(?:who|that|which)\s+(?:are not|aren't|is not|isn't|"
            r"were not|weren't|do not|don't|did not|didn't|have not|haven't|does not|doesn't)\b|"
            r"(?:(?:the\s+)?(?:those|ones|\w+s)?\s+)?without\b|the rest\b|everyone else\b|(?:all\s+)?(?:the\s+)?others\b)|"
            r"(?:比|高于|低于|多于|少于|超过)(?:没有|不带|不是|不在|非)[\u4e00-\u9fff]{0,6}的")
"""'More … than people who aren't', 'than the rest', 'than those without', '高于不带…的': the rows a yes/no filter
keeps, against the others."""
THE_REST_WITH = r"\bwithout\b.*?\b(than\s+(?:(?:the\s+)?(?:those|ones|\w+s)?\s+)?with)\b"
"""'More bids without a stock photo than those with one': the flag said negated, then the rows that have it."""


def against_the_rest(r: Reading, base: Operation) -> Operation | None:
    """'Do people on Medicaid have more office visits on average than people who aren't?': one figure for the rows
    with the value said and one for the rows with the other value of that two-valued column, compared."""
    rest = matches(THE_REST, r.q) or matches(THE_REST_WITH, r.q)
    if rest is None:
        return None
    frame = r.table.frame
    kept = [f for f in filters_of(r) if f.cmp == "==" and f.part is None and frame[f.column].nunique() == 2]
    if len({f.column for f in kept}) != 1:  # ("with a stock photo … than auctions without a stock photo": one flag)
        return None
    flag = kept[0]
    other = next(v for v in frame[flag.column].dropna().unique() if v != flag.value)
    other = other.item() if hasattr(other, "item") else other  # a plain value in the code (no numpy repr)
    measured = measured_column(r, {flag.column})
    before = r.q[:rest.start(rest.lastindex or 0)]
    lower = re.search(r"\b(?:less|fewer|lower|smaller|shorter|cheaper)\b|少|低|小", before, re.IGNORECASE) or \
        re.match(r"低于|少于", rest.group())
    return replace(base, op="each", by=flag.column, values=(flag.value, other), column=measured,
                   agg=(agg_of(r) or "mean") if measured else None, cmp="<" if lower else ">")


def said_at_the_extreme(r: Reading, base: Operation) -> Operation | None:
    """'Does New York have the highest crime rate of all the metro areas?', 'Was Seine the most populous department
    in 1831?', '1990 年加州的麻疹病例数是所有州里最多的吗？': the one the question names, checked against the row
    (or group) at the top — as 'which metro area has the highest crime rate' would find it."""
    order = direction_of(r)
    if order is None or r.has(VERSUS) or any(n.cmp in (">", ">=", "<", "<=") for n in r.numbers):
        return None
    top = matches(MAX_WORDS if order == "desc" else MIN_WORDS, r.q)
    named = {(v.column, v.value) for v in r.values if top and v.at < top.start() and v.column in r.categorical
             and not v.partial and not set_aside(v, r.q)}
    if len(named) > 1:  # "1990 年加州的麻疹病例数是所有州里最多的吗": the one whose kind is said again ('所有州')
        named = {(c, v) for c, v in named if any(l.column == c and l.score >= STRONG and not any(
            w.column == c and w.at <= l.at < w.at + w.length for w in r.values) for l in r.links)}
    years = year_column(r)
    if not named and years and top and r.has(r"\bthe year\b|那一年|年份"):  # "was 2006 the year with the largest deficit"
        named = {(years, int(n.value)) for n in r.numbers if n.at < top.start() and n.value.is_integer()
                 and 1500 <= n.value <= 2100}
    if len(named) != 1:
        return None
    (column, value), = named
    rest = replace(r, values=[v for v in r.values if v.column != column])
    op = which_extreme(rest, base, column, None, order, agg_of(r))[0]
    if (op.target if op.op == "extreme_row" else op.by if op.op == "group_extreme" else None) != column \
            or op.column == column:  # (no measure found but the one named)
        return None
    return replace(op, cmp="==", values=(value,))


def flag_at_the_extreme(r: Reading, base: Operation) -> Operation | None:
    """'Does the most expensive house have central air conditioning?', '最贵的房子有没有车道': the flag of the row
    at the top — its own word (yes, no) when it writes one, else whether it is marked."""
    order = direction_of(r)
    top = matches(MAX_WORDS if order == "desc" else MIN_WORDS, r.q) if order else None
    flags = [f for f in filters_of(r) if f.cmp == "==" and (f.column in binary_columns(r) or f.value in ("yes", "no"))
             and any(l.column == f.column and top and l.at > top.end() for l in r.links)]
    asked = matches(r"\byes\s+or\s+no\s*[.?]?\s*$|(?:回答\s*)?(?:是或否|yes\s*或\s*no)\s*[。？?]?\s*$", r.q)
    if len(flags) != 1 or r.numbers or any(not (asked and v.at >= asked.start()) for v in r.values):
        return None  # (but the yes and the no of "… ? yes or no")
    flag = flags[0]
    measured = measured_column(r, {flag.column})
    if measured is None or not any(l.column == measured and l.score >= STRONG and top.start() <= l.at for l in r.links):
        return None  # ("the most expensive house": its price said with the superlative)
    rest = tuple(f for f in filters_of(r, exclude={flag.column, measured}))
    op = replace(base, op="extreme_row", column=measured, target=flag.column, order=order, filters=rest)
    return op if linking.is_text(r.table.frame[flag.column]) else replace(op, cmp="==", values=(flag.value,))


def rate_barred(r: Reading, base: Operation) -> Operation | None:
    """'65 岁及以上受访者的投票率高于 90% 吗': a flag's rate (made as 100 where it is marked) held against a bar, over
    the rows the rest keeps — not each row's 100 or 0 past it."""
    if r.derived[:1] != ("rate",):
        return None
    made = r.links[0].column
    filters = filters_of(r)
    bars = [f for f in filters if f.column == made and f.cmp in (">", ">=", "<", "<=")]
    if len(bars) != 1:
        return None
    rest = tuple(f for f in filters if f.column not in (made, r.derived[1]))
    return replace(base, op="compare", column=made, agg="mean", cmp=bars[0].cmp, threshold=bars[0].value, filters=rest)


def yes_or_no(r: Reading, base: Operation) -> list[Operation]:
    rated = rate_barred(r, base)
    if rated is not None:
        return [rated]
    steady = steady_change(r, base)
    if steady is not None:
        return [steady]
    rest = against_the_rest(r, base)
    if rest is not None:
        return [rest]
    extreme = said_at_the_extreme(r, base) or flag_at_the_extreme(r, base)
    if extreme is not None:
        return [extreme]
    agg = agg_of(r)
    if agg == "mean" and r.has(EVER) and any(l.score >= STRONG and set(linking.name_words(l.column)) & {
            "average", "avg", "mean"} for l in r.links):  # "was the weekly average price (AveragePrice) ever above
        agg = None  # $1.50": any row past the bar, the average is the column's own name
    if agg == "mean" and r.has(ANY_ROW) and (named_row := name_column(r)) and r.table.frame[named_row].is_unique:
        agg = None  # "does any state have an average SAT verbal score above 510": a row a state, each its own average
    measured = measured_column(r)
    named = list(dict.fromkeys(l.column for l in sorted(r.links, key=lambda l: l.at)
                               if l.column in r.numeric and l.score >= STRONG))
    versus = matches(VERSUS, r.q)
    flags = binary_columns(r)
    clear = [c for c in named if any(l.column == c and l.score >= 2 for l in r.links)]  # (not 'wars' half-naming
    # objectedWar and prepWar alike)
    if versus and not agg and len(clear) == 2 and set(clear) <= flags and re.match(r"more|fewer|多|少", versus.group()):
        agg, named = "sum", clear  # "more films flagged Comedy than flagged Drama": two 0/1 columns, their rows counted
    when = [n for n in r.numbers if n.cmp is None and n.value.is_integer() and 1500 <= n.value <= 2100
            and (r.dates or year_column(r))]  # ('1994 年 IBM 的平均日收益率是否高于 GE': the rows of a year)
    if when:
        named = [c for c in named if not linking.holds_years(c) and c not in r.dates]  # (the year's own column)
    if versus and agg and len(named) == 2 and not r.values and len(r.numbers) == len(when):
        # "were there more deaths from wounds in total than from other causes": two columns' totals compared
        cmp = "<" if re.search(r"lower|less|fewer|smaller|低|少|小", versus.group()) else ">"
        return [replace(base, op="versus", values=tuple(named), agg=agg, cmp=cmp, filters=tuple(filters_of(r, exclude=set(named))))]
    held = [f for f in filters_of(r) if f.cmp == "==" and f.column in r.numeric and not isinstance(f.value, dict)]
    same = [f for f in held if f.column == held[0].column] if held else []
    measure = measured_column(r, {same[0].column}) if versus and len(same) == 2 and same[0].value != same[1].value \
        else None
    if measure:  # "Do the 30-year-olds earn more per hour on average than the 29-year-olds?": two rows' kinds compared
        said = versus.group()  # 'cheaper … than' (the word that compares first; not an 'under 5' between), '比…低得多'
        lower = re.search(LOWER_SAID, said) if said.startswith("比") else re.match(LOWER_SAID, said, re.I)
        cmp = "<" if lower else ">"
        return [replace(base, op="each", by=same[0].column, values=(same[0].value, same[1].value), column=measure,
                        agg=agg or "mean", cmp=cmp, filters=tuple(f for f in filters_of(r, exclude={measure})
                                                                  if f not in same))]
    threshold = next((n for n in r.numbers if n.cmp is not None), None) or (r.numbers[0] if r.numbers else None)
    some_group = _some_group_past(r, base, threshold, agg)
    if some_group is not None:
        return [some_group]
    counted = counted_rows_bar(r, threshold)
    if counted is not None and not agg:  # "评分满 10 分的电影超过 5 部吗", "are there more than 5 films rated 10"
        filters = tuple(filters_of(r, skip_numbers=(threshold.value,)))
        return [replace(base, op="compare", agg="count", cmp=counted, threshold=threshold.value, filters=filters)]
    if agg and measured and threshold is not None:
        cmp = threshold.cmp or (">" if r.has(r"\b(above|over|more|greater|higher)\b") else "==")
        filters = tuple(filters_of(r, skip_numbers=(threshold.value,), exclude={measured}))
        return [replace(base, op="compare", column=measured, agg=agg, cmp=cmp, threshold=threshold.value,
                        filters=filters)]
    filters = tuple(filters_of(r))
    if r.has(EVERY) and filters and not r.has(r"\bany\b|有没有"):
        named = len(filters) == 1 and any(l.column == filters[0].column and l.score >= STRONG for l in r.links)
        said = [min([l.at for l in r.links if l.column == f.column and l.at >= 0 and l.score >= STRONG] +
                    [v.at for v in r.values if v.column == f.column] or [1 << 20]) for f in filters]
        filters = tuple(f for _, _, f in sorted(zip(said, range(len(filters)), filters), key=lambda s: s[:2]))
        # "does every Buick have cruise control": the rows
        # said first select, what follows is tested (Buick == 1, then Cruise == 1)
        return [replace(base, op="all", filters=filters, kind="tested" if named else None)]
        # ("is every respondent's country code BE": the column named, its one value is what each row must hold)
    return [replace(base, op="exists", filters=filters)]


SIZE_SUPERLATIVE = (r"\b(?:highest|lowest|tallest|shortest|longest|largest|smallest|biggest)\b"
                    r"(?!\s+(?:number|count|amount|total|share)\b)|最高|最低|最长|最短")
"""A superlative of a figure, never of rows counted ('the lowest of the peaks' in high_peaks)."""
ANY_ROW = r"\bany\s+(?:single\s+|one\s+)?[a-z]+\s+(?:have|has|had|with|whose)\b|有没有哪个|是否有(?:任何)?一?个"
"""Some one row asked of ('does any state have …'): an 'average' it says is that row's own figure."""
EVER = r"\bever\b|\bat any (?:point|time)\b|曾经|曾(?=[经有到达])"
"""A yes/no question about some row at some time: an 'average' it says is a column's name, not the mean asked."""


def counted_rows_bar(r: Reading, threshold: Any) -> str | None:
    """The comparison when a yes/no question holds a count of rows against a number: the number is followed by the
    things counted ('超过 5 部', 'more than 5 films'), not by a column's word; else None."""
    if threshold is None or threshold.cmp is None or r.has(r"有没有|是否有|\bany\b|存在") or any(
            l.column in r.numeric and l.score >= STRONG and not r.q[l.at: l.at + 1].isdigit()
            and number_after(r, l) == threshold.at for l in r.links):
        return None  # "核心数超过 32 个": the cores of a row, not a count of rows
    end = threshold.at + len(quantities.said_number(r.q, threshold.at))
    unit = re.match(COUNTED_UNIT, (r.raw or r.q)[end:], re.IGNORECASE)  # raw: a table's name here is what is counted
    if unit is None or units.column_of_bar(r.table.frame, r.q[end:], set()) or any(l.score >= STRONG and abs(l.at - (end + unit.start(unit.lastindex))) <= 1 for l in r.links):
        return None
    return threshold.cmp


def _before_chinese_superlative(r: Reading, exclude: set[str]) -> str | None:
    """'学生人数最多的三个学区': the numeric column said nearest before 最 is what the ranking is by (the words after it
    name the things ranked)."""
    sup = matches(r"最[多少高低大小长短重轻贵便]", r.q)
    if sup is None:
        return None
    before = [l for l in better_named(r.links) if l.column in r.numeric and l.column not in exclude and l.score >= STRONG
              and 0 <= l.at < sup.start() and not linking.holds_years(l.column)]  # ('孩子身高' childHeight, not midparent…)
    return max(before, key=lambda l: (l.at, l.score)).column if before else None


def top_k_rows(r: Reading, base: Operation, k: int, order: str, noun: str | None, agg: str | None) -> Operation:
    period = matches(r"\b(years|months|days)\b|(?<!\d)(?:[一二三四五六七八九十两]|\d{1,2})\s*(年|个年份|个月|天)", r.q)
    if noun is None and period:  # "the three months with the most …", "总量最高的三年", '最低的三个年份'
        word = (period.group(1) or period.group(2) or "")
        part = "year" if word.startswith("year") or "年" in word else "month" if "月" in word or word == "months" else "day"
        year_col = next((c for c in r.numeric if linking.holds_years(c)), None) if part != "day" else None
        date = year_col or (r.dates[0] if r.dates else None)  # ("出生人数最多的三天": days, not the year column)
        measured = measured_column(r, {date} if date else set())
        if date and measured:
            filters = tuple(filters_of(r, skip_numbers=(k,), exclude={measured, date}))
            by_part = None if date == year_col or part == "day" else part
            daily = by_part is None and date != year_col and not r.table.frame[date].duplicated().any()
            if (daily or by_part and one_row_per(r.table.frame[date], by_part)) and not r.has(SUM_SAID):
                # ("the three days with the highest close" of daily rows: those rows, by their dates)
                return replace(base, op="top_k", column=measured, target=date, k=k, order=order, filters=filters,
                               by_part=by_part if by_part == "year" else None)
            return replace(base, op="group_aggregate", by=date, by_part=by_part, column=measured,
                           agg=agg or "sum", k=k, order=order, filters=filters)
    asked = asked_for(r) or period_said(r)  # "top 3 quarters by lry": the quarters, '1986Q3' …
    if noun is None and asked:
        noun = asked
    words = [w for w, v in quantities.WORD_NUMBERS.items() if v == k and w.isascii()]
    said = rf"(?:{k}|{'|'.join(words) or k})"
    if noun is None:  # "the top 3 states by …": the thing listed follows the number
        m = matches(rf"\b{said}\b", r.q) or matches(rf"(?:{k}|[一二两三四五六七八九十]+)\s*[种个位家名只类项款部所条]", r.q) \
            or matches(r"\b(top|first)\b", r.q)  # ("人数最多的两种失业原因")
        key = agg is not None  # "top 3 series by average viewers": a numeric key named outright, when averaged
        after = [l for l in r.links if m and m.end() <= l.at <= m.end() + 24 and l.score >= STRONG
                 and (l.column not in r.numeric or key and l.score >= 4 and m.end() + 2 >= l.at
                      and r.table.frame[l.column].duplicated().any())]  # "the 3 most populous countries"
        noun = after[0].column if after else None
    of = matches(rf"([A-Za-z_][\w.]*)\s+of\s+the\s+(?:top\s+)?{said}\b", r.q)
    given = [l.column for l in r.links if of and l.at == of.start(1) and (l.score >= 4 or re.fullmatch(
        rf"{re.escape(l.column)}e?s", of.group(1), re.IGNORECASE))]  # ("ids of the 3 lightest babies": id)
    of = matches(rf"([A-Za-z_][\w.]*)\s+(?:weights?|values?|figures?|amounts?|sizes?|numbers?)\s+of\s+the\s+(?:top\s+)?"
                 rf"{said}\b", r.q) if not given else None  # "Carat weights of the three …": the carats
    given = given or [l.column for l in r.links if of and l.at == of.start(1) and l.score >= STRONG]
    if noun is None and given:  # "OBS of the 3 students with the highest GPA": the column given back
        noun = given[0]
    if noun is None and r.has(r"\b(?:kinds?|types?|sorts?|varieties|classes|categories)\b|[种类]") and \
            (kind := one_kind(r)):
        noun = kind  # "the top 3 oil types by number of samples": the table's column of kinds
    measured = _before_chinese_superlative(r, {noun} if noun else set()) or superlative_measure(
        r, {noun} if noun else set()) or measured_column(r, {noun} if noun else set())
    if measured and id_like(r, measured) and r.table.frame[measured].dropna().is_unique:
        measured = None  # "which 2 products have the most orders" of an order_id: the rows, counted
    repeats = noun in r.numeric and noun != measured and r.table.frame[noun].duplicated().any()
    grouped = noun and (noun != name_column(r) or (agg or r.has(COUNT)) and r.table.frame[noun].duplicated().any()) and (
        noun in r.categorical or repeats and agg is not None)  # a panel's names repeat: "平均价格最高的两只股票"
    # "top 3 series by average viewers": a numeric key that repeats groups when an aggregate is said
    if grouped and (agg or measured is None or r.has(COUNT)):
        filters = tuple(filters_of(r, skip_numbers=(k,), exclude={noun} | ({measured} if measured else set())))
        if measured is None or r.has(COUNT) and not agg:
            return replace(base, op="value_counts", by=noun, k=k, order=order, filters=filters)
        return replace(base, op="group_aggregate", by=noun, column=measured, agg=agg or "sum", k=k, order=order,
                       filters=filters)
    target = noun if noun and noun != measured else (name_column(r) or measured)
    if measured and noun is None and r.has(r"\b(values|readings|figures|numbers|amounts)\b|数值|的值|个值|读数"):
        target = measured  # "the three highest Murder values": the values themselves
    head = matches(r"^\s*what (?:are|were) the (?:\w+ )?(?:highest|largest|biggest|greatest|lowest|smallest|top)\s+"
                   r"(?:\w+\s+)?(\w+)\s*(?:[?？.,;]|$)", r.q)
    if measured and head and any(l.column == measured and l.score >= STRONG and l.at == head.start(1) for l in r.links):
        target = measured  # "what are the three highest rent estimates": the estimates themselves, not their rows'
        # names
    each = matches(r"(?:分别|各)(?:是|为)多少|\bwhat (?:are|were) (?:their|the(?:ir)? values of)\b", r.q)
    if measured and each and any(l.column == measured and l.score >= STRONG and l.at >= 0
                                 and r.q[l.at:l.at + 2] in r.q[max(0, each.start() - 8):each.start()] for l in r.links):
        target = measured  # "钠含量最高的 5 道菜，钠含量分别是多少": the measure asked back
    filters = tuple(filters_of(r, skip_numbers=(k,), exclude={measured} if measured else set()))
    if measured is None and target and r.table.frame[target].duplicated().any():  # "top 3 pizzas by number sold"
        return replace(base, op="value_counts", by=target, k=k, order=order, filters=filters)
    if measured and target == name_column(r) and noun is None and any(f.column == target and f.cmp == "==" for f in filters):
        target = measured  # "ICM 做的民调里 samplesize 最大的三次": every row is ICM's, the figures are asked
    once = "distinct" if target != measured and matches(REPEATS_ONCE, r.raw or r.q) else None  # "…都是哪些颜色？
    # 重复的只写一次"
    return replace(base, op="top_k", column=measured, target=target, k=k, order=order, filters=filters, kind=once)


def _most_of_the_rows(r: Reading) -> bool:
    """'the most bookings' asked of a table named bookings: its rows are counted."""
    said = re.search(r"\b(?:most|fewest|least)\s+(\w+)(?:\s+(\w+))?", r.raw or r.q, re.IGNORECASE)
    table = r.table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    if said is None or not any(linking.stem(said.group(1).lower()) == linking.stem(w)
                               for w in linking.name_words(table) if len(w) > 2):
        return False
    # ("the most traffic deaths" in traffic_deaths, whose fatal column the words name: that column, added up)
    return not any(l.column in r.numeric and l.score >= 2 and said.start(1) <= l.at <= said.end(said.lastindex)
                   for l in r.links)


GROUPS_AT_LEAST = (r"\b(?:among|of|for|from)\s+(?:the\s+|all\s+|those\s+)?((?:[a-z]+\s+){0,2}?)(?:with|that have|that had|"
                   r"having)\s+(at least|more than|over|no fewer than|no less than)\s+(\d+|two|three|four|five|six|seven|"
                   r"eight|nine|ten|twelve|fifteen|twenty)\s+([a-z]+)|"
                   r"(至少|不少于|超过|多于)\s*(\d+)\s*[个名位条次件场人份户家]?[\u4e00-\u9fff]{0,8}?的[\u4e00-\u9fff]{1,8}?(?:中|里|当中|之中)|"
                   r"(至少|不少于|超过|多于)\s*(\d+)\s*[个名位条次件场人份户家所]的([\u4e00-\u9fff]{1,4})[，,]|"
                   r"(\d+)\s*[个名位条次件场人份户家]\s*(及以上|以上|或以上|或更多)的[\u4e00-\u9fff]{1,8}?(?:中|里|当中|之中)")
"""'Among the religions with at least 30 respondents', '至少有 30 名受访者的宗教中', '只看受访家庭不少于 20 户的州，',
'测量次数在 20 次及以上的县里': only groups of that many rows."""


def _groups_at_least(r: Reading) -> tuple[str, float, str | None] | None:
    """The size a group must have to count, and the groups' column where the words before 'with' name it; where the
    question sets one and what it counts is rows, not a figure ('cities with at least 10 sales' over a sales column
    is a bar on the figure, left to the rules for bars)."""
    m = matches(GROUPS_AT_LEAST, r.raw or r.q)
    if m is None:
        return None
    words, number = (m.group(11), m.group(10)) if m.group(10) else \
        next((m.group(i), m.group(i + 1)) for i in (2, 5, 7) if m.group(i + 1))  # ('20 次及以上的县里': after)
    if (m.group(7) and re.search(r"\d\s*个", m.group()) or m.group(10)) and any(
            l.column in r.numeric and l.score >= STRONG and m.start() - 8 <= l.at < m.start() for l in r.links):
        return None  # ("进球至少 2 个的球员，": a bar on each row's goals, no group's size; '…3 条的餐厅' counts rows)
    if m.group(4) and any(l.column in r.numeric and l.score >= STRONG and m.start(4) <= l.at < m.end(4) for l in r.links):
        return None
    named = 1 if m.group(1) else 9 if m.group(9) else None  # the groups said: 'among the religions', '…户的州，'
    groups = next((l.column for l in r.links if named and l.column in r.categorical and l.score >= STRONG
                   and m.start(named) <= l.at < m.end(named)), None)
    if m.group(9) and groups is None:
        return None  # ("年龄至少 20 岁的人，…" keeps rows: no groups are named after 的)
    size = float(quantities.WORD_NUMBERS[number.lower()]) if number.lower() in quantities.WORD_NUMBERS else float(number)
    return (">" if words in ("more than", "over", "超过", "多于") else ">="), size, groups


def _things_asked(r: Reading) -> str | None:
    """'Which market …' where no column is called market: the column naming the things of a long table (each thing
    on many rows), which such a question asks for."""
    things = name_column(r) if r.has(r"\b(?:which|who)\b|哪") else None
    return things if things and r.table.frame[things].nunique() <= len(r.table.frame) / 2 else None


def _number_of(r: Reading, link) -> bool:
    """The column is said with a word for its count ('学生人数', 'number of students'): a column of those counts."""
    if link.at < 0 or linking.holds_years(link.column) or id_like(r, link.column):
        return False
    last = next((t for t in linking.tokens(r.q) if t.at == max(link.at, link.last)), None)
    end = max(link.at, link.last) + len(last.raw) if last else -1
    return bool(last and re.match(r"(?:人数|数量|个数|数目|总数)", r.q[end:]) or
                re.search(r"\bnumber of\s+(?:the\s+)?$", r.q[:link.at], re.IGNORECASE))


SIZE_ASKED = (r"\b(?:is|are|was|were)\s+(?:the\s+)?(?:largest|biggest|smallest)(?:\s+(?:one|group|category))?\s*[?？.]?\s*$|"
              r"(?:最大|最小)的?(?:群体|组|类别|一组|一类)?\s*[？?]?\s*$")
"""A group asked for by its size, the superlative closing the question ('which race group is the largest')."""


def which_extreme(r: Reading, base: Operation, noun: str | None, part: str | None, order: str,
                   agg: str | None) -> list[Operation]:
    """'Which X has the highest Y': the group with the highest total/average, or the row with the highest value."""
    least = _groups_at_least(r)  # "among the religions with at least 30 respondents": groups that big only
    counted = matches(GROUPS_AT_LEAST, r.raw or r.q) if least else None
    if least and least[2] and (noun is None or all(counted.start() <= l.at < counted.end() for l in r.links
                                                   if l.column == noun)):
        noun, part = least[2], None  # ("…, which one has the highest …": the groups said before; "among makers with
        # at least four models, whose cars …": not the models counted)
    said_values = {v.value for v in r.values if v.column == noun and not v.partial and not set_aside(v, r.q)}
    # ("not counting Other, which family …": a group left out, not the one asked about)
    if noun is not None and len(said_values) == 1 and name_column(r) not in (None, noun):
        noun, part = name_column(r), None  # "以 MeV 为单位的常数中数值最大的是哪一个": the unit is given, a row asked
    if noun is None and agg in ("mean", "median", "sum"):  # "哪个大区的平均识字率最高？用 Region 列回答": the
        back = asked_for(r) or _things_asked(r)  # column asked back is the groups, when its values repeat
        if back in r.categorical and r.table.frame[back].duplicated().any():
            noun = back
    how = matches(r"^\s*how\s+(old|tall|heavy|big|long|far|fast|much)\b", r.q)
    asked_how = next((l.column for l in r.links if how and l.at == how.start(1) and l.column in r.numeric), None)
    if asked_how and noun in r.numeric and noun != asked_how and agg is None:  # "How old was the patient who
        return [replace(base, op="extreme_row", column=noun, target=asked_how, order=order,  # survived the longest":
                        filters=tuple(filters_of(r, exclude={noun, asked_how})))]  # the age of the longest-lived
    said = superlative_measure(r, {noun} if noun else set()) if r.q.isascii() else None
    measured = said or measured_column(r, {noun} if noun else set())  # "the flight with the biggest departure delay"
    if measured and r.has(SIZE_ASKED) and noun in r.table.frame.columns and r.table.frame[noun].duplicated().any() \
            and not any(l.column == measured and l.score >= 1 for l in r.links):
        measured = None  # "which race group is the largest": its rows, no figure half-named by 'White' left out
    days = r.has(r"\b(most|fewest|least) (?:\w+ )?(days|times|occasions|rows|records|entries|listings)\b") or \
        _most_of_the_rows(r)  # ("the most rainy days", "the most vehicle entries", "the most bookings" in bookings)
    rows = rows_named(r)  # "航班数量最多" in flights: rows, not 'flight'
    sized = r.has(SIZE_SUPERLATIVE)  # "the lowest of the peaks": a figure, though 'peaks' names the rows
    if measured and (rows and not any(l.column == measured and l.score >= STRONG for l in r.links) and not sized
                     or things_counted(r, measured) and not sized or id_like(r, measured) or scores_counted(r, measured)):
        noun = noun or (name_column(r) if scores_counted(r, measured) else None)
        measured = None  # "the most flights" in flights, "the most courses", "the most sites" of sites numbered
        # 1 … 148: rows counted, not a measure; "which movie has the most ratings": the ratings given, not their stars
    wholly = [l for l in r.links if l.column in r.numeric - {noun} - rows and (l.score >= 2 or _number_of(r, l) or re.search(
        rf"\b(?:largest|biggest|highest|smallest|lowest|most|least)\s+{re.escape(l.column)}\b", r.q, re.IGNORECASE))]
    # ("the single largest count": the column called 'count', no rows counted)
    # (not half a name, unless the count word is said with it: '学生人数' is cls_students, 'the number of students')
    if measured and (r.has(COUNT) and not wholly  # '警方拦截次数最多' counts stops, not policePrecinct
                     or days and not any(l.score >= 4 and l.column == measured for l in r.links)):
        measured = None  # "哪一天的死亡人数最多", "the most rainy days": rows are counted, not a measure by meaning
    exclude = {c for c in (noun, measured) if c}
    filters = tuple(filters_of(r, exclude=exclude, skip_numbers=(least[1],) if least else ()))
    name_like = name_column(r)
    given = asked_for(r, exclude) if measured and agg is None and r.has(r"\b(answer with|give|report)\b|给出|回答") else None
    if given:  # "which episode had the most viewers? Answer with its uk_airdate": that row, read as asked
        return [replace(base, op="extreme_row", column=measured, target=given, order=order, filters=filters)]
    if noun in r.dates and part is None and (agg or r.has(ADDITIVE)):  # "which model year has the best average …"
        part = next((p for p in ("year", "month") if p in linking.name_words(noun)), None)
    if noun in r.dates and part is None and measured is None:  # "哪一天的死亡人数最多": rows per day
        part = "date"
    daily = noun in r.dates and part is None and measured is not None and r.has(DAY_ASKED) and \
        several_a_day(r.table.frame[noun])  # "which day had the most calls" over rows every five minutes
    if daily and (agg or r.has(ADDITIVE)):
        part = "date"  # each day's rows together ('the most calls': a day's total)
    repeated = noun is not None and noun in r.categorical and (
        measured is None or agg in ("mean", "median", "sum") or measured == count_column(r)) \
        and r.table.frame[noun].duplicated().any()  # ("which race has the highest average income": races repeat;
    # a table of counts: a thing's counts added up)
    one = matches(r"^\s*(?:what|which)\s+(\w+)\s+(?:is|was)\s+the\s+(?:\w+\s+){0,2}?(\w+)\s+(?:with|that has|that had|"
                  r"which has)\s+the\s+(?:most|\w+est)\b", r.q)  # "What make is the GM car with the most miles": one
    single = r.has(r"\b(?:single|one|individual)\s+(?:most|\w+est)\b|单笔|单次|单场|单日") or one and linking.stem(
        one.group(1)) != linking.stem(one.group(2)) and one.group(2).lower() not in ("one", "ones") or (  # car (not
        # "the city with the most sales", a city's)
        r.has(r"\bin (?:a|one|any)(?: single| one)?\s+(?:home\s+|away\s+)?(?:match|game|day|race|season|month|year|episode|"
              r"night|event|trip|order|transaction|inning|round|week)\b")
        and not r.has(r"\baverage|\btypical|\btotal|\bper\b|平均|总")) or (  # one row, not a
        agg in (None, "sum") and measured is not None and not r.has(r"平均|总(?!价|额|分)|合计|一共") and  # group's total; '学生人数最多的那门课'
        r.has(r"最[\u4e00-\u9fff]{0,3}的那一?[门位条只场次件本首所座辆笔天]"))  # (not '…最高的那个地区', a group)
    single = single or agg in (None, "sum") and measured is not None and not r.has(r"平均|合计|一共|总共|总和") and r.has(
        rf"最[\u4e00-\u9fff]{{0,3}}的(?:那一?[个位名])?(?:{ONE_PERSON})(?![群口数])")  # '总评最高的那个学生': a person
    is_group = part is not None or (
        noun is not None and noun in r.categorical and (noun != name_like or repeated) and not single) or (
        # ("which manufacturer has the most entries": mfr_name names rows, but repeats: its rows are counted)
        noun is not None and noun in r.numeric and noun != measured and (r.table.frame[noun].nunique() <= 50 or (
            days and linking.holds_years(noun))))  # ("which birth year has the most cricketers": rows per year)
    if part == "weekday" and single and agg is None and measured:  # "AQI 最高的那天是星期几": the one day's weekday
        return [replace(base, op="extreme_row", column=measured, target=noun, order=order, filters=filters,
                        by_part=part)]
    if part and agg is None and measured and one_row_per(r.table.frame[noun], part):
        # monthly rows asked "which month": the row's own date; yearly rows asked "which year": its year
        return [replace(base, op="extreme_row", column=measured, target=noun, order=order, filters=filters,
                        by_part=part if part in ("year", "year_month") else None)]
    if is_group:
        if measured is None and count_column(r):  # a table of counts ('count', 'n'): the most is the largest sum
            return [replace(base, op="group_extreme", by=noun, by_part=part, column=count_column(r),
                            agg=agg if agg in ("mean", "median") else "sum", order=order, filters=filters)]
            # ("the highest average fruit count per plant": the counts averaged)
        if measured is None:
            said = max((max(l.at, l.last) for l in r.links if l.column == noun), default=-1)
            before = {l.column for l in r.links if l.at <= said}
            # (the things counted are said after the groups: not '卖出的房子里，哪种建筑类型最多', Sale.* and House.Style)
            things = named_column(r, r.categorical - {noun} - before - rows - {f.column for f in filters})
            frame = r.table.frame
            groups = frame[noun].nunique() if part is None else 12 if part == "month" else 31
            # "哪个大洲的国家最多": distinct countries; a kind with fewer values than groups ('polls' for poll_type,
            # two values) is no thing to count, its rows are
            if things and groups < frame[things].nunique() < len(frame):
                return [replace(base, op="group_extreme", by=noun, by_part=part, column=things, agg="nunique",
                                order=order, filters=filters)]
            return [replace(base, op="group_extreme", by=_code_named(r, noun, name_like) if part is None else noun,
                            by_part=part, agg="count", order=order, filters=filters)]
        if r.derived[:1] == ("rate",) and measured == r.links[0].column:
            agg = agg or "mean"  # "客户流失率最高的付款方式": a group's rate is the mean of its rows' 100s and 0s
            filters = tuple(f for f in filters if f.column != r.derived[1])  # over all its rows ('the death rate')
        if agg is None and part is None and not r.has(ADDITIVE) and not (adds_up(measured) and not r.has(PER_ROW)):
            row = replace(base, op="extreme_row", column=measured, target=noun, order=order, filters=filters)
            group = replace(base, op="group_extreme", by=noun, column=measured, agg="mean", order=order,
                            filters=filters)
            return [group] if measured in binary_columns(r) else [row, group]  # ("which state had the higher
            # turnout" of a 0/1 vote: each state's share; one row's 1 says nothing)
        chosen = agg or ("sum" if r.has(ADDITIVE) or adds_up(measured) and not r.has(PER_ROW) else "mean")  # (a
        # month's revenue: its total)
        return [replace(base, op="group_extreme", by=noun, by_part=part, column=measured, agg=chosen, order=order,
                        filters=filters, cmp=least[0] if least else None, threshold=least[1] if least else None)]
    if measured is None and noun in r.numeric and r.table.frame[noun].duplicated().any() and r.has(
            r"\b(?:most|fewest|least)\s+(?:[a-z]+\s+)?(?:[a-z]+s|(?:wo)?men|people|children)\b|最多|最少"):  # "which state code has the most
        return [replace(base, op="group_extreme", by=_code_named(r, noun, name_like), agg="count", order=order,
                        filters=filters)]  # workers": the rows of each code, counted (by the name each code has)
    if measured is None and noun in r.numeric:
        measured, noun = noun, None
    if measured is None:
        return []
    asked = asked_for(r, {measured}) or named_column(r, r.categorical - {f.column for f in filters})
    if noun is None and agg is None and asked in r.categorical and r.has(ADDITIVE) and not single and \
            r.table.frame[asked].nunique() <= len(r.table.frame) / 2:  # "which club has scored the most goals at
        return [replace(base, op="group_extreme", by=asked, column=measured, agg="sum", order=order, filters=filters)]
        # home": the clubs repeat, each one's goals added up
    target = noun if noun and noun != measured else (asked or name_like or measured)
    ties = "ties" if r.has(PLURAL_ASKED) and target != measured else None  # "who are the tallest players"
    return [replace(base, op="extreme_row", column=measured, target=target, order=order, filters=filters, kind=ties,
                    by_part="date" if daily and target == noun else None)]  # (the day of that moment)


def _code_named(r: Reading, noun: str, name_like: str | None) -> str:
    """A numeric code that has a name of its own, one name to one code ('county' 70, 'county.name' ST LOUIS): the
    name, as the answer says it; otherwise the column itself."""
    frame = r.table.frame
    asked = r.has(r"\b(?:code|number|id)s?\b|编号|代码") or set(linking.name_words(noun)) & {"id", "code", "no", "num"} \
        and re.search(re.escape(noun), r.raw or r.q, re.I)
    named = noun in r.numeric and name_like not in (None, noun) and not asked and \
        frame[[noun, name_like]].drop_duplicates()[noun].is_unique  # ("which state code …", "Give the movieId": the code)
    return name_like if named else noun


DAY_ASKED = r"\b(?:day|date)\b|哪一?天|日期"


PLURAL_ASKED = (r"\b(?:who|which|what)\s+(?:\w+\s+)?are\b|\bwhich\s+\w+s\s+(?:has|have|had|share[ds]?|tied? for)\s+"
                r"the\b|\btied for\b|哪些|哪几(?![天年月周])|并列")
"""A question asking for every row at an extreme, not one ('who are the tallest', 'which players have the most',
'which trades share the top wage')."""
