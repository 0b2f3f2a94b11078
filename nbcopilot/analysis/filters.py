"""The conditions a question puts on rows: cell values said, numbers compared with a column, periods, flags."""
from __future__ import annotations

import functools
import re
from typing import Any, Sequence
from nbcopilot.analysis import linking, quantities, units
from nbcopilot.analysis.operations import Filter
from nbcopilot.analysis.phrases import ONCE_EACH, PARTS_OF_ONE, QUOTED_PHRASE, SET_ASIDE, STRONG, matches
from nbcopilot.analysis.reading import WORD_SAID, Reading
from nbcopilot.analysis.vocabulary import CONCEPTS
from nbcopilot.analysis.roles import (
    adjacent, better_named, columns_together, in_range, person_key, month_column, name_column, names_the_rows, part_column, nearest_numeric, number_after, only_numeric,
    counts_of_its_things, date_part, share_like, HEIGHT_WORDS, sole_measure, two_valued_flag, year_column, years_valued,
    DURATION_WORDS, binary_columns, id_like,
)


def filters_of(r: Reading, *, skip_numbers: Sequence[float] = (), exclude: set[str] = frozenset()) -> list[Filter]:
    """Filters from quoted cell values, compared numbers next to a numeric column, years and months."""
    out = [as_item(r, f) for f in value_filters([v for v in r.values if v.column not in exclude], r.q)]
    out += _said_of_both(r, out, exclude)
    # "leaving out the U.S. polls, which state …": a value set aside still holds for the column asked about
    out += [f for f in value_filters([v for v in r.values if v.column in exclude], r.q) if f.cmp in ("!=", "not in", "not contains", "starts with")]
    # a date or a span of years the question states holds whatever else is asked of those columns
    date = quantities.date_named(r.q)
    if date and r.dates:
        out.append(Filter(r.dates[0], date_compared(r.q, date[1]), date[0], part="date"))
    day = quantities.day_named(r.q) if r.dates and r.dates[0] not in exclude else None
    if day:  # "the demand on Christmas Day", 'on July 4' of one year's days: that month and day
        out += [Filter(r.dates[0], "==", day[0], part="month"), Filter(r.dates[0], "==", day[1], part="day")]
        date = (None, day[2], day[3])  # (its numbers are no bars)
    span = quantities.year_range(r.q)
    if span:
        year_col = year_column(r)
        key = (year_col, None) if year_col else (r.dates[0], "year") if r.dates else (_years_held(r, span[2]), None)
        if key[0]:
            out += [Filter(key[0], ">=", span[0], key[1]), Filter(key[0], "<=", span[1], key[1])]
    sea = matches(r"\b(below|under|beneath|above)\s+sea\s+level\b|(低于|高于)海平面|海平面(以下|以上)", r.q)
    height = next((c for c in r.numeric if c not in exclude and set(linking.name_words(c)) & HEIGHT_WORDS), None)
    if sea and height:  # "airports below sea level": an altitude under 0
        out.append(Filter(height, "<" if re.match(r"below|under|beneath|低于|以下", next(
            g for g in sea.groups() if g), re.IGNORECASE) else ">", 0))
    out += _result_by_margin(r, exclude)
    out += _record_said(r, exclude)
    out += _nth_occasion(r, exclude)
    moved = _moved_together(r, exclude) if not quantities.sign_named(r.q) else []
    out += moved  # "days GE, IBM and Mobil all fell", 'GE 和 IBM 同时上涨': each figure's sign
    sign = None if quantities.aggregate_sign(r.q) else quantities.sign_named(r.q) or (
        _moved(r, exclude) if not moved else None)  # (a sign of an average is a bar on the average, no row's)
    said = re.match(r"[A-Za-z]+|[\u4e00-\u9fff]{1,2}", r.q[sign[1]:]).group().lower() if sign else ""
    held = any(said in {str(v).lower() for v in r.table.frame[c].dropna().unique()[:50]} for c in r.categorical)
    if sign and not held and not any(v.at <= sign[1] < v.at + v.length for v in r.values):
        # (not a result called 'positive', whichever values this reading places)
        column = nearest_numeric(r, sign[1], exclude)
        if column:
            out.append(Filter(column, sign[0], 0))
    for n in r.numbers:
        if any(v.at <= n.at < v.at + v.length for v in r.values):  # part of a quoted value ('6+', '2-3')
            continue
        if number_names_column(r, n) or in_column_name(r, n) or in_table_name(r, n) or _year_of_the_data(r, n) \
                or _year_of_a_column(r, n):
            continue  # '1960' a column; '7-day viewers' is viewers_7day; '标普 500' is sp500; "the 1990 sales" of a
            # table with no years: when all of it is from
        if n.value in skip_numbers or in_range(r.q, n) or (span and (span[2] <= n.at < span[3] or n.value in span[:2])) or (
                date and date[1] <= n.at < date[2]):
            continue
        coded = _coded_value(r, n, exclude)
        if coded is not None:  # "第 4 季" where the seasons read 'S04'
            out.append(coded)
            continue
        written = _number_written_as_text(r, n, exclude)
        if written is not None:  # "8 缸的车型", "4 cylinder cars" where Cylinders holds '4', '8', 'rotary'
            out.append(written)
            continue
        band = _open_band(r, n, exclude)
        if band is not None:  # "75 岁以上这个年龄组", "aged 75 and over" where agegp writes '75+'
            out.append(band)
            continue
        numbered = _period_numbered(r, n, exclude)
        if numbered is not None:  # "第 12 周", "in week 12": the rows of that week, by the column that counts them
            out.append(Filter(numbered, "==", whole_number(n.value)))
            continue
        listed = next((l.column for l in r.links if l.column not in r.numeric and l.column not in exclude
                       and l.score >= STRONG and n.cmp is None and number_after(r, l) == n.at), None)
        item = as_item(r, Filter(listed, "==", f"{n.value:g}")) if listed else None
        if item is not None and item.cmp == "has":  # "line 8" of stations whose lines read "1, 5, 8"
            out.append(item)
            continue
        before = [l.column for l in r.links if l.column in r.numeric and l.column not in exclude and l.score >= STRONG
                  and number_after(r, l) == n.at]  # "失业率超过 10 的季度": the column the number follows
        named = {l.column for l in better_named([l for l in r.links if l.column in r.numeric and l.score >= STRONG])}
        before = [c for c in before if c in named]  # "under-5 mortality rate of 5": not infant_mortality by 'mortality'
        before = [c for c in before if not id_like(r, c) or any(  # ("people who worked at least 2,000 hours": no
            l.column == c and 0 <= n.at - l.at - len(l.column) <= 3 for l in r.links)]  # person number barred)
        if len(before) > 1:  # "2000 年的电影里，评分在 8 分及以上": the column said nearest the number, not the year's
            said = [l for l in r.links if l.column in before and 0 <= l.at < n.at]
            whole = [(l.at, l.at + len(l.column)) for l in said if l.score >= 4]
            reach = n.at + len(quantities.said_number(r.q, n.at) or "x") + 2  # (the number and a unit word after it)
            nearest = {l.column: (max(l.at, l.last) if max(l.at, l.last) <= reach else -1, l.score) for l in said
                       # (its last word: 'death rate' of cholera_drate; not 'rate' of birth_rate in "population growth
                       # rate"; not a name whose words run on past the number: '结婚超过 20 年…岁')
                       if l.score >= 4 or not any(a <= l.at < b for a, b in whole)}
            before.sort(key=lambda c: tuple(-x for x in nearest.get(c, (-1, 0.0))))  # the better said of one place
        end = n.at + (len(quantities.said_number(r.q, n.at)) or len(re.match(r"-?[\d,]*\.?\d*", r.q[n.at:]).group()))
        unit = [l.column for l in r.links if l.column in r.numeric and l.column not in exclude
                and (l.score >= 4 and 0 <= l.at - end <= 2 or l.score >= STRONG and (
                    0 <= l.at - end <= 1 or 0 <= l.last - end <= 1) and re.match(r"\s?[\u4e00-\u9fff]", r.q[end:]))
                # '5 级', '64 核': the Chinese unit word ('结婚超过 20 年': years_married, its last word the unit)
                and not set(linking.name_words(l.column)) & TIME_UNITS and not id_like(r, l.column)]
        # "more than 10000 births": the column said as the number's unit; "60 minutes late" measures in minutes;
        # "fewer than 50 students" of a Student number: the students counted, no number barred
        unit = _better_said_of_the_unit(r, unit, exclude, n.at, end)
        named_after = re.match(r"\s*(?:or\s+(?:more|fewer|less|greater|higher|lower)|[a-z]{1,6}\.?\s+of)\s+(?:the\s+)?"
                               r"(?:(?:years?|months?|weeks?|days?|hours?)\s+of\s+(?:the\s+)?)?", r.q[end:],
                               re.IGNORECASE)
        # ("16 or more years of schooling": the schooling, counted in years)
        if named_after and not unit:  # "seat six or more passengers", "25 g of protein or more": the column said after
            unit = [l.column for l in r.links if l.column in r.numeric and l.column not in exclude and l.score >= STRONG
                    and l.at == end + named_after.end()][:1]
        if not unit and (kept := units.column_of_bar(r.table.frame, r.q[end:], exclude)):
            unit = [kept]  # "72 英寸" over h_meters and h_in: the column kept in inches
        noun = re.match(r"\s*([a-z]{4,})", (r.raw or r.q)[end:], re.IGNORECASE) if not unit and n.cmp else None
        if noun and (counts := counts_of_its_things(r, noun.group(1))):  # "farms with more than 3 depredations" in
            unit = [counts]  # depredations: its column of those counts
        scale = re.match(r"\s*(?:million|mn|billion|bn|trillion|tn|thousand|万亿|万|亿)\b\s?", r.q[end:], re.IGNORECASE)
        if scale and not unit:  # "more than 15 million viewers": millions of a column's word, never rows counted
            unit = [l.column for l in r.links if l.column in r.numeric and l.column not in exclude and l.score >= STRONG
                    and 0 <= l.at - (end + scale.end()) <= 1][:1]
        measures_said = any(l.column in r.numeric and l.score >= STRONG and not linking.holds_years(l.column)
                            for l in r.links)
        for said_unit, kind in UNIT_KINDS if not unit and not before and not measures_said else ():
            if re.match(said_unit, r.q[end:], re.IGNORECASE):
                # "under four minutes", "more than 100 metres from a safe well", no figure named: the table's one
                # column of durations, or of distances
                measured = [c for c in r.numeric if c not in exclude and set(linking.name_words(c)) & kind]
                high = [c for c in r.numeric if c not in exclude and set(linking.name_words(c)) & HEIGHT_WORDS]
                if kind is LENGTH_WORDS and len(high) == 1 and r.has(HEIGHT_SAID):
                    measured = high  # "peaks higher than 4,500 feet": the elevation, not the trail's length
                unit = measured if len(measured) == 1 else unit
        glossed = re.match(r"[^,;?？，。(（]{0,30}[(（]\s*([A-Za-z_][\w.]*)\s*[)）]", r.q[end:])
        unit = [glossed.group(1)] if glossed and glossed.group(1) in r.numeric and glossed.group(1) not in exclude \
            else unit  # "spend more than 6000 per student (expenditure)": the bracketed column is what is compared
        bracketed = re.search(r"[(（]\s*([A-Za-z_][\w.]*)\s*[)）][^,;?？，。()（）\d]{0,10}$", r.q[:n.at])
        if n.cmp and not unit and bracketed and bracketed.group(1) in r.numeric and bracketed.group(1) not in exclude:
            unit = [bracketed.group(1)]  # "最低法定饮酒年龄（drinkage）还低于 21": the column written just before
        dated = _year_named_column(r, exclude) if n.cmp is not None and not unit else None
        if dated and before and all(linking.holds_years(c) for c in before) and not money_column(r, n, end, exclude):
            before = [dated]  # ("印度 2020 年的人均 GDP 是否还不到 2000 美元": 2020's column, 2000 is money)
        again = _said_again(r, n.at, exclude) if n.cmp and not unit else None
        column = (unit or ([again] if again else before) or [money_column(r, n, end, exclude) or dated or
                                                           nearest_numeric(r, n.at, exclude)])[0]
        column = _share_said(r, n, end, column, exclude)
        column = _of_the_comparatives_kind(r, column, n.at, exclude)
        column = _twin_in_the_bars_scale(r, column, n, exclude)
        if column is not None and n.cmp and date_part(r, column) and not (
                r.table.frame[column].min() <= n.value <= r.table.frame[column].max()):
            column = sole_measure(r, exclude | {column})  # "a monthly average above 4,300": no month number reaches it
        kind = _kind_by_number(r, n, end, exclude)
        if kind and not unit:  # "the 36-month loans": term (36 or 60), not months_since_90d_late
            out.append(Filter(kind, "==", whole_number(n.value)))
            continue
        if column is not None and column != dated and linking.holds_years(column) and not 1500 <= n.value <= 2100 \
                and not bool((r.table.frame[column] == n.value).any()):  # ('season 2' of seasons numbered 1, 2, 3)
            column = next((c for c in before if not linking.holds_years(c)), None)  # 800 is no year: the measure
            # it compares is another column ('任职年限达到 10 年': tenure, said before the years it counts)
        # "2100 点", "1500 dollars": a number with its unit is no year
        yearly = 1500 <= n.value <= 2100 and n.value.is_integer() and "," not in r.q[n.at:end] and not re.match(
            r"\s*(?:点|元|块|美元|分|度|%|人|个|次|points?\b|dollars?\b|pts\b)", r.q[end:], re.IGNORECASE)
        if yearly and n.cmp is not None and r.dates and not year_column(r) and _years_far(r.table.frame[r.dates[0]], n.value):
            yearly = False  # "哪几天的来电总数超过 2080" over 2021's calls: a count past a bar, no year ahead of the data
        if n.cmp is not None and yearly and r.dates and (
                column is None or not linking.holds_years(column)) and not year_column(r):
            out.append(Filter(r.dates[0], n.cmp, int(n.value), part="year"))  # "started in 1980 or later"
            continue
        year_col = year_column(r)
        if n.cmp is not None and yearly and year_col and year_col not in exclude and not before and not unit and (
                re.search(r"\byears?\b|年", r.q[max(0, n.at - 24): n.at], re.IGNORECASE) or r.q[end:end + 2].strip().startswith("年")):
            out.append(Filter(year_col, n.cmp, int(n.value)))  # "in the years up to 1992": the year column's bar
            continue
        aged = age_column(r, n, end, exclude) if n.cmp is not None and re.match(AGE_SAID, r.q[end:], re.IGNORECASE) \
            else None
        if aged and column not in (None, aged) and "age" not in linking.name_words(column):
            column = aged  # "Oscar winners 70 or older": their age, not oscar_no said before the number
        if column is None and n.cmp is not None:
            column = age_column(r, n, end, exclude) or only_numeric(r, exclude)
        if yearly and n.cmp is None and (
                n.value >= 1900 or re.match(r"\s*年", r.q[n.at + 4: n.at + 6]) or r.dates or year_column(r)):
            year_col = year_column(r)
            if year_col and year_col not in exclude:
                out.append(Filter(year_col, "==", int(n.value)))
                continue
            if year_col:  # a year, where the years are what is grouped by: no other column's value
                continue
            if r.dates:
                out.append(Filter(r.dates[0], "==", int(n.value), part="year"))
                continue
        if column is not None and yearly and n.cmp is None and not linking.holds_years(column) and \
                not r.table.frame[column].min() <= n.value <= r.table.frame[column].max():
            continue  # "the 2014 newborn data": a year the data is from, no count of weeks
        if column is not None and _unit_of_another_kind(r.q[end:], column):
            continue  # "男子 100 米纪录" over a column of times: the race's length, no time of 100
        if column is not None and (n.cmp is not None or adjacent(r, n, column)):
            value = int(n.value) if n.value.is_integer() else n.value
            held = r.table.frame[column]
            if re.match(r"\s*(?:%|percent\b|per cent\b)", r.q[end:]) and in_fractions(column, held) and (
                    is_fraction(held) or not held.min() <= n.value <= held.max()):
                value = n.value / 100  # "55% or more" of a column holding 0.55
            value = _in_the_names_units(column, r.table.frame[column], value)
            if scale or re.match(r"[\d.,]+\s*[万亿]", r.q[n.at:]):  # ('超过 10 万美元（以千美元为单位）')
                value = _in_units_said(r, r.table.frame[column], value)
            value = _in_the_columns_units(r.table.frame[column], value, scale, n.cmp,
                                          money=_money_said(r, n, end, dollars=True))
            either = n.cmp in (">", ">=") and n.value > 0 and _either_way_of(r, n) and bool(
                (r.table.frame[column].dropna() < 0).any())
            out.append(Filter(column, n.cmp or "==", value, "abs" if either else None))  # ("moved more than 5% in
            # either direction": the size of the move, up or down)
    month = quantities.month_named(r.q) if not date else None
    month_col = part_column(r, "month") if part_column(r, "month") not in exclude else None  # 1–12, not day_of_month
    months = quantities.month_range(r.q) if not date else None
    month_key = part_column(r, "month")  # 1–12, not day_of_month; may be the group key too
    if months and (r.dates or month_key):  # "January to September": a span of months, not the first one
        key, part = (month_key, None) if month_key else (r.dates[0], "month")
        out += [Filter(key, ">=", months[0], part), Filter(key, "<=", months[1], part)]
    elif month and month_col and not month_column(r, month):  # "7 月份" in a table with its own month column (a
        out.append(Filter(month_col, "==", month))  # date's month may fall in another time zone's month)
    elif month and r.dates and not month_column(r, month):
        out.append(Filter(r.dates[0], "==", month, part="month"))
    quarters = quantities.quarters_named(r.q) if not date else []
    if len(quarters) == 1 and r.dates and r.dates[0] not in exclude and not any(
            re.search(r"quarter|qtr", c, re.IGNORECASE) and r.table.frame[c].dropna().isin([1, 2, 3, 4]).all()
            for c in r.numeric):  # "in Q1 2012": the dates of that quarter
        out.append(Filter(r.dates[0], "==", quarters[0][0], part="quarter"))  # (a column counting quarters reads it)
    out += _weekend(r, exclude)
    out += _figure_known(r, exclude)
    key = person_key(r) if re.search(ONCE_EACH, r.raw or r.q, re.IGNORECASE) else None
    if key and key not in exclude:  # "每位患者只算一次", "counting each patient once": the first row of each
        out.append(Filter(key, "first", None))
    out += _years_compared(r, exclude) or column_comparisons(r, exclude)
    out += largest_among(r, exclude)
    out += words_contained(r, exclude, {f.column for f in out})
    out += letters_begun(r, exclude, {f.column for f in out})
    out += parts_barred(r, exclude, {f.column for f in out})
    between = matches(r"\bbetween\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)|(-?\d+(?:\.\d+)?)\s*(?:到|至|~|～)\s*"
                   r"(-?\d+(?:\.\d+)?)\s*(?:之间|[^\d\s，。？?,]{0,2}\s*[（(]\s*含|岁|\b(?:inclusive|years? old)\b)|"
                   r"\b(?:aged|from|[a-z]{3,}s)\s+(\d+(?:\.\d+)?)\s*(?:to|-|–|through)\s*(\d+(?:\.\d+)?)\b|"
                   r"第\s*(\d+)\s*[集季场轮期周天届]?\s*(?:到|至|-|–)\s*第\s*(\d+)\s*[集季场轮期周天届]", r.q)
    # ("30 到 39 岁（含 30 和 39）", "aged 30 to 39", "episodes 1 to 4", "第 1 到第 4 集")
    bounds = (sorted(float(g) for g in between.groups() if g is not None), between.start()) if between else \
        _numerals_between(r)
    if bounds and not span:
        (low, high), at = bounds
        column = nearest_numeric(r, at, exclude)
        if column:
            out = [f for f in out if not (f.column == column and f.value in (low, high, int(low), int(high)))]
            out += [Filter(column, ">=", whole_number(low)), Filter(column, "<=", whole_number(high))]
    # "from 1980" alone is that year; "from 1980 on" starts a range. "1990 年（含）以后" holds 1990 too
    included = r"\s*年?\s*(?:[（(]\s*含[^）)]{0,8}[）)])?\s*及?\s*"
    after = matches(r"\b(?:after|since)\s+(?P<a>1[5-9]\d\d|20\d\d)\b|\bfrom\s+(?P<e>1[5-9]\d\d|20\d\d)(?=\s*(?:on\b|onwards?"
                    rf"|or later|and later|or after))|(?P<b>1[5-9]\d\d|20\d\d){included}(?:以后|之后|以来)"
                    rf"|\bbefore\s+(?P<c>1[5-9]\d\d|20\d\d)\b|(?P<d>1[5-9]\d\d|20\d\d){included}(?:以前|之前)", r.q)
    if after and not span:
        year = int(next(g for g in after.groupdict().values() if g))
        inclusive = re.match(r"\s*(or later|onwards|and later|or after)\b", r.q[after.end():]) or re.match(
            r"\s*(since|from)\b", after.group(), re.IGNORECASE)  # "since 1990", "from 1980 or later" hold 1990, 1980
        inclusive = inclusive or after.group("e") or re.search(r"及|含", after.group()) or re.match(
            r"\s*[（(]\s*含", r.q[after.end():])  # "1900 年及以后", "2000 年以来（含 2000 年）": that year too
        before = after.group("c") or after.group("d")
        cmp = ("<=" if inclusive else "<") if before else ">=" if inclusive else ">"
        key = (year_column(r), None) if year_column(r) else (r.dates[0], "year") if r.dates else (None, None)
        if key[0]:
            out = [f for f in out if not (f.column == key[0] and f.value == year)]
            out.append(Filter(key[0], cmp, year, key[1]))
    out += flag_filters(r, exclude | {f.column for f in out})
    out += fate_filters(r, exclude | {f.column for f in out})
    out += opposite_flags(r, exclude | {f.column for f in out})
    out += _topic_flag(r, exclude | {f.column for f in out})
    # "before turning 30 (age under 30)": the comparison says what the bare 30 meant
    compared = {(f.column, f.part, f.value) for f in out if f.cmp in ("<", "<=", ">", ">=") and not isinstance(f.value, dict)}
    kept = [f for f in out if not (f.cmp == "==" and not isinstance(f.value, (dict, list)) and (f.column, f.part, f.value) in compared)]
    quoted = {str(v.value) for v in r.values if v.column in r.categorical}  # "the Maximas … than the Accords" over
    kept = [f for f in kept if not (f.column in quoted and f.cmp == "==" and f.value in (1, True)  # CarType and its
                                    and f.column in binary_columns(r))]  # one-hot Maxima, Accord: the kinds, once
    return [f for i, f in enumerate(kept) if f not in kept[:i]]  # "in August (Month 8)": one filter said twice


TIME_UNITS = {"second", "seconds", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month",
              "months", "year", "years"}


CONTAINS = (r"(?:提到|提及|包含|含有|含|带有|(?<=[中里])带|(?<=[中里])有|出现|\bcontain(?:s|ing)?\b|\bmention(?:s|ing|ed)?\b|\bwith the word\b)\s*"
            r"(?:the word\s+)?['\"“‘]?(?!(?:no|any|some|an?|the|at|more|less|only|over|under)\b)"
            r"([A-Za-z][A-Za-z0-9-]*)")
"""A word a text cell holds ('titles that mention love'); not a quantifier ('contain no sulfur': an amount of 0)."""


IN_THE_NAME = r"\bha(?:ve|s|ving)\s+(?:the word\s+)?['\"“‘]?([A-Za-z][A-Za-z0-9-]*)['\"”’]?\s+in\s+(?:the|their|its)\s+(?:names?|titles?)\b"
""""signature bakes that have chocolate in the name": the word inside the cells."""


def words_contained(r: Reading, exclude: set[str], taken: set[str]) -> list[Filter]:
    """Rows whose text holds a word the question says it contains: "媒介（medium）中提到 canvas", "titles that
    mention 'love'" (any case, anywhere in the cell)."""
    in_name = matches(IN_THE_NAME, r.q)
    m = matches(CONTAINS, r.q) or in_name
    word = m is not None and re.match(rf"['\"”’]?\s*{WORD_SAID}", r.q[m.end():]) is not None  # "带 Finance 这个词"
    if m is None or not word and any(v.at <= m.start(1) < v.at + v.length and (not v.partial or v.column not in exclude)
                                     for v in r.values):
        return []  # a whole value said is a value, not a word inside one; a word inside one is its filter already
        # (unless that column is the one listed: "名称中带 Models 的有哪些")
    inside = _quoted_phrase(r.q, m.start(1)) or _capitalised_run(r.q, m.start(1)) or m.group(1)
    # ("带有“World Music”", "mention Snatch Game": the phrase, whole)
    frame = r.table.frame
    said = [l for l in r.links if l.column in r.categorical and l.score >= STRONG and l.column not in taken
            and linking.is_text(frame[l.column])]
    # of the columns said, those whose cells hold the word ('course titles … Introduction': course, not course_num)
    holding = [l for l in said if frame[l.column].astype("string").str.contains(inside, case=False, regex=False).any()]
    text = [l for l in holding or said if l.column not in exclude]
    if not text and (m is in_name or holding):  # "how many signature bakes have chocolate in the name", "how many
        text = holding or said  # course titles contain Introduction": the one counted holds the word
    before = sorted((l for l in text if 0 <= l.at < m.start()), key=lambda l: -l.at)
    column = (before or text or [None])[0]
    named = name_column(r) if re.search(r"(?:名称|名字|名|标题|题目)\s*(?:中|里)?\s*$", r.q[max(0, m.start() - 8):m.start()]) \
        else None
    if named and named not in taken and (not holding or named in {l.column for l in holding}):
        return [Filter(named, "contains", inside)]  # "名称中带 Models 的课程": the column the rows are called by, the
        # listed one too (when its cells can hold the word)
    return [Filter(column.column, "contains", inside)] if column else []


PART_BAR = (r"(more than|over|above|at least|less than|under|below|fewer than|超过|多于|高于|大于|至少|不到|少于|低于|小于)"
            r"\s*(" + "|".join(sorted(map(re.escape, PARTS_OF_ONE), key=len, reverse=True)) + ")")


PART_THEN_BAR = ("(" + "|".join(sorted(map(re.escape, PARTS_OF_ONE), key=len, reverse=True)) +
                 r")\s*(及以上|或以上|以上|以下)")
"""'天主教徒占一半以上': the part, then the bar."""


def parts_barred(r: Reading, exclude: set[str], taken: set[str]) -> list[Filter]:
    """"occupations where women are more than half of the workers", "女性占比超过一半": a column of percentages (or
    fractions) said right before a part of the whole, barred at that part."""
    m = matches(PART_BAR, r.q) or matches(PART_THEN_BAR, r.q)
    if m is None:
        return []
    frame = r.table.frame
    for l in sorted(r.links, key=lambda l: -l.at):
        if l.column not in r.numeric or l.score < STRONG or l.column in exclude | taken or not (
                0 <= m.start() - l.at <= 24 or 0 <= l.at - m.end() <= 2):  # ("more than half Catholic")
            continue
        known = frame[l.column].dropna()
        if known.empty or known.min() < 0 or known.max() > 100 or set(known.unique()) <= {0, 1}:
            continue
        said, bar = (m.group(2), m.group(1)) if m.re.pattern == PART_BAR else (m.group(1), m.group(2))
        part = PARTS_OF_ONE[said.lower()] / (100 if known.max() <= 1 else 1)
        low = re.search(r"less|under|below|fewer|不到|少于|低于|小于|以下", bar, re.IGNORECASE)
        return [Filter(l.column, "<" if low else ">=" if re.search(r"at least|至少|及以上|或以上", bar) else ">",
                       whole_number(part) if float(part).is_integer() else round(part, 6))]
    return []


BEGUN = (r"\b(?:start(?:s|ing)?|begin(?:s|ning)?)\s+with\s+(?:the\s+letters?\s+|an?\s+)?['\"“‘]?([A-Za-z0-9]{1,5})['\"”’]?"
         r"(?![\w'])|以\s*['\"“‘]?([A-Za-z0-9]{1,5})['\"”’]?\s*(?:开头|打头|起头)")


def letters_begun(r: Reading, exclude: set[str], taken: set[str]) -> list[Filter]:
    """"a two-letter code starting with Z", "以 Z 开头的代码": the rows whose text column, said before, begins so (any
    case) — a few letters that are no value of their own."""
    m = matches(BEGUN, r.q)
    if m is None or any(v.at <= m.start(m.lastindex) < v.at + v.length for v in r.values):
        return []
    letters = m.group(m.lastindex)
    frame = r.table.frame
    said = sorted((l for l in r.links if l.column in r.categorical and l.score >= STRONG and l.column not in taken
                   and l.column not in exclude and linking.is_text(frame[l.column]) and 0 <= l.at < m.start()
                   and frame[l.column].astype("string").str.upper().str.startswith(letters.upper()).any()),
                  key=lambda l: m.start() - max(l.at, l.last) if max(l.at, l.last) < m.start() else 1000 + m.start() - l.at)
    # (the column whose words end nearest before: "country … code starting with Z" is the code)
    return [Filter(said[0].column, "starts with", letters)] if said else []


def _capitalised_run(q: str, at: int) -> str | None:
    """Two or more capitalised words from `at` ('Snatch Game'): a title's words, said as one."""
    run = re.match(r"[A-Z][\w'&-]*(?:\s+[A-Z][\w'&-]*)+", q[at:])
    return run.group() if run else None


def _quoted_phrase(q: str, at: int) -> str | None:
    """The words between the quotes that open just before `at` ('“World Music”'), when they are more than one."""
    quoted = re.match(QUOTED_PHRASE, q[at - 1:]) if at else None
    return quoted.group(1) if quoted else None


def _numerals_between(r: Reading) -> tuple[list[float], int] | None:
    """'人口在一万到三万之间': two numbers said with 到 between them and 之间 after, however written; (bounds, where)."""
    for a, b in zip(r.numbers, r.numbers[1:]):
        a_end = a.at + len(quantities.said_number(r.q, a.at))
        b_end = b.at + len(quantities.said_number(r.q, b.at))
        if re.fullmatch(r"\s*(?:到|至|~|～)\s*", r.q[a_end:b.at]) and re.match(r"\s*[\u4e00-\u9fff]{0,2}?之间", r.q[b_end:]):
            return sorted((a.value, b.value)), a.at
    return None


def _years_held(r: Reading, at: int) -> str | None:
    """The numeric column said just before a span of years whose values are all years ('a start year from 1800 to
    1899' over start and end), when no column is named for years."""
    return next((l.column for l in r.links if l.column in r.numeric and l.score >= STRONG and 0 <= at - l.at <= 24
                 and years_valued(r.table.frame[l.column])), None)


def _of_the_comparatives_kind(r: Reading, column: str | None, at: int, exclude: set[str]) -> str | None:
    """Of columns said alike at one place, the one of the measure the comparative before the number speaks of: "wives
    taller than 170" is ht_wife, not age_wife."""
    kind = _kind_of_the_comparative(r.q[max(0, at - 24):at])
    chosen = next((l for l in r.links if l.column == column), None)
    if not kind or chosen is None or kind & set(linking.name_words(column)):
        return column
    return next((l.column for l in r.links if l.column in r.numeric and l.column not in exclude and l.at == chosen.at
                 and abs(l.score - chosen.score) < 0.01 and kind & set(linking.name_words(l.column))), column)


def _kind_of_the_comparative(said: str) -> set[str]:
    """The words of the measure a comparative speaks of ('taller' height, ht), from the everyday concepts."""
    kind = {w for t in linking.tokens(said) if t.text in MORE | LESS for w in CONCEPTS.get(t.text, "").split()}
    return kind | {w for c in kind for w in CONCEPTS.get(c, "").split()}


def _moved(r: Reading, exclude: set[str]) -> tuple[str, int] | None:
    """'did Google go up', '上涨的交易日' over a figure that goes both ways (daily returns, changes): above 0; 'fell',
    '下跌' below it. Not over a figure that is never negative, where rising says nothing of one row."""
    up = matches(MOVED_UP, r.q)
    m = up or matches(MOVED_DOWN, r.q)
    if m is None:
        return None
    said = [l for l in r.links if l.column in r.numeric and l.score >= STRONG and 0 <= l.at < m.start()]
    column = max(said, key=lambda l: (max(l.at, l.last), l.score)).column if said else None
    if column in exclude:
        return None  # "how much did Google's return go up in total": the move is the figure asked, no condition
    if column is None or not _a_figure_of_changes(r.table.frame[column], column):
        return None  # (a temperature below and above zero is a level, not a move)
    return (">" if up else "<"), m.start()


def _moved_together(r: Reading, exclude: set[str]) -> list[Filter]:
    """Two or more figures of changes named together before one move ('GE, IBM and Mobil all fell', 'GE 和 IBM 同时
    上涨'): each above (or below) zero."""
    m = matches(MOVED_UP, r.q) or matches(MOVED_DOWN, r.q)
    if m is None:
        return []
    said = sorted({l.at: l for l in r.links if l.column in r.numeric and l.score >= STRONG and 0 <= l.at < m.start()
                   and l.column not in exclude}.values(), key=lambda l: l.at)
    columns = list(dict.fromkeys(l.column for l in said))
    if len(columns) < 2 or not re.search(r"\b(?:all|both|each)\b|都|同时|一起|均", r.q[said[0].at:m.end() + 6], re.I) \
            or not all(_a_figure_of_changes(r.table.frame[c], c) for c in columns):
        return []
    between = r.q[said[0].at:m.start()]
    if re.search(r"\bthan\b|比|高于|低于|[?？;；。]|\bwhile\b|\bbut\b|而|但", between, re.I) or any(
            n.cmp and n.at > said[0].at for n in r.numbers):
        return []  # ("GE rose more than IBM": a comparison, no move of each)
    return [Filter(c, ">" if matches(MOVED_UP, r.q) else "<", 0) for c in columns]


def _a_figure_of_changes(held, column: str) -> bool:
    held = held.dropna()
    return not held.empty and held.min() < 0 < held.max() and (
        is_fraction(held, signed=True) or bool(set(linking.name_words(column)) & CHANGE_NAMES))


CHANGE_NAMES = {"return", "returns", "ret", "change", "chg", "diff", "delta", "growth", "gain", "move", "pct"}
"""Names of a figure of changes, which a move up or down says the sign of."""
MOVED_UP = (r"\b(?:go(?:es)?|went|gone|move[sd]?|close[sd]?|end(?:s|ed)?)\s+up\b|\b(?:rose|rise|rises|risen)\b|"
            r"\bup days?\b|上涨|涨了|收涨|上升的")
MOVED_DOWN = (r"\b(?:go(?:es)?|went|gone|move[sd]?|close[sd]?|end(?:s|ed)?)\s+down\b|\bdown days?\b|下跌的|跌了|收跌|下降的|"
              r"(?<!\bthe )(?<!\bin )\b(?:fall|fell|fallen|drop|dropped|decline|declined)\b"
              r"(?!\s+(?:below|under|to|by|from|"
              r"more|less|over|than|the most|most|at least|at most|of\s+\d|\w+ly\b|\d))|(?:都|同时|一起)下跌")
"""A move up or down said of the rows: above or below zero, over a figure of changes."""


def column_comparisons(r: Reading, exclude: set[str] = frozenset()) -> list[Filter]:
    """Rows where one numeric column is compared with another: "cty mileage is higher than its hwy", "close higher
    than it opened", "days the close price ended above the open", "收盘价高于开盘价"."""
    ends = {}
    for t in linking.tokens(r.q):  # where each mention ends: a Chinese word has no space after it
        ends[t.at] = max(ends.get(t.at, 0), t.at + len(t.raw))
    ordered = sorted((l for l in r.links if l.column in r.numeric and l.score >= STRONG), key=lambda l: l.at)
    out = []
    for a, b in ((a, b) for i, a in enumerate(ordered) for b in ordered[i + 1:]):
        if a.at < 0 or a.at >= b.at or a.column == b.column or a.column in exclude or any(
                a.at < n.at < b.at for n in r.numbers):  # ("seat six or more passengers": a number is the bar)
            continue
        said = r.q[ends.get(a.at, a.at + len(a.column)): b.at]
        said = re.sub(r"\b(more|fewer|less)\s+[a-z]+\s+than\b", r"\1 than", said, flags=re.IGNORECASE)
        said = re.sub(r"^\s*[\u4e00-\u9fff]{1,3}(?=多于|少于|高于|低于|大于|小于|超过)", "", said)
        # ("Gore got more votes than Bush", "GORE 票数多于 BUSH": the thing counted said between)
        cmp = next((c for c, words in quantities.COMPARE
                    if re.fullmatch(rf"\s*(?:[a-z]+\s+){{0,2}}(?:is\s+|was\s+|are\s+|were\s+)?(?:{words})\s*"
                                    rf"(?:its\s+|the\s+|their\s+|it\s+|they\s+|her\s+|his\s+|"
                                    rf"(?:当天|当日|同一天|同日|该日|其)的?)?", said,
                                    re.IGNORECASE)), None)  # ("最低气温高于当天的最高气温")
        if not cmp:  # "more bathrooms than bedrooms", "卫生间比卧室多": the comparison said around the two
            before, after = r.q[max(0, a.at - 12):a.at], r.q[ends.get(b.at, b.at + len(b.column)):][:6]
            if re.fullmatch(r"\s*than\s+(?:(?:at|in|on|for|from|with)\s+)?(?:the\s+|their\s+|its\s+)?", said, re.I):
                said_before = re.search(rf"\b({'|'.join(MORE | LESS)})\s+(?:(?:at|in|on|for|from|with)\s+)?"
                                        r"(?:the\s+)?$", before, re.IGNORECASE)  # ("cheaper on Amazon than at UCLA")
                cmp = (">" if said_before.group(1).lower() in MORE else "<") if said_before else None
            elif re.fullmatch(r"[\s)）]*(?:的?[\u4e00-\u9fff]{1,3}?)?\s*(?:都|也|均)?\s*比\s*", said) and (
                    said_after := re.match(r"\s*(?:[\u4e00-\u9fff]{1,2}?(?=还|更))?(?:还|更)?([多高大长快少低小短慢])", after)):
                cmp = ">" if said_after.group(1) in "多高大长快" else "<"  # ('（NADER）的票数都比 BROWNE 多',
                # '写入速度比读取速度还快')
        if cmp:
            out.append((a, b, Filter(a.column, cmp, {"column": b.column})))
    # "the female illiteracy rate is lower than the male one": of the columns 'female', 'illiteracy' and 'male'
    # half-name, the one comparison of two names one word apart (illiteracyFemale, illiteracyMale), the better said
    said = {linking.stem(t.text) for t in linking.tokens(r.q)}

    def words_said(column: str) -> int:
        return sum(linking.stem(w) in said for w in linking.name_words(column))
    concept = _kind_of_the_comparative(r.q)  # 'taller': the heights compared

    def of_the_kind(pair: tuple) -> bool:
        return all(concept & set(linking.name_words(link.column)) for link in pair[:2])
    ranked = sorted(out, key=lambda p: (of_the_kind(p), _apart_by(p[0].column, p[1].column) == linking.stem(
        r.q[p[1].at:ends.get(p[1].at, p[1].at)].lower()), words_said(p[0].column), p[0].score + p[1].score),
        reverse=True)
    kept, places = [], set()
    for a, b, chosen in ranked:  # the best comparison said at each pair of places; others said elsewhere stay
        if a.at in places or b.at in places:
            continue
        places |= {a.at, b.at}
        apart = _apart_by(a.column, b.column)
        if apart:  # the column best said where the first is, and its own sibling: illiteracyFemale's illiteracyMale
            first = max((l for l in r.links if l.at == a.at and l.column in r.numeric),
                        key=lambda l: (bool(concept & set(linking.name_words(l.column))), words_said(l.column),
                                       l.score))
            sibling = next((c for c in r.numeric if _apart_by(first.column, c) == apart), None)
            if sibling is not None:
                chosen = Filter(first.column, chosen.cmp, {"column": sibling})
        kept.append(chosen)
    return kept


FIGURE_OF_ALL = (r"\b(?:mean|average|avg|total|sum|median|overall)\b|平均|均值|总和|总数|合计|总计|中位|标准差|最大值|"
                 r"最小值")
"""A figure of all the rows said with the column: no condition on each row."""
LISTED = r"\s*(?:,|、|，|/|\band\b|\bor\b|和|与|及|或)?\s*(?:,|、|，|\band\b|\bor\b|和|与|及|或)?\s*"
"""What may stand between the columns of a list said one after another ('v1, v2 and v3', 'v1、v2、v3')."""
TOP_WORDS = r"largest|biggest|highest|greatest|most|top|smallest|lowest|least|fewest"
LARGEST_OF = rf"(?:is|was|are|were)?\s*(?:the\s+)?(?P<en>{TOP_WORDS})\s+(?:of|among)\s+(?:the\s+)?(?:three\s+|two\s+|four\s+)?"
"""'v3 is the largest of v1, v2 and v3': said between the one column and the list."""
THAN_ALL = r"(?P<cmp>more|greater|higher|larger|bigger|fewer|less|lower|smaller)\s+than\s+(?:both|either|each of|all of|all|any of)\s+(?:the\s+)?"
"""'v2 higher than both v1 and v3'."""
TOP_AFTER = r"\s*(?:三者|三个|两者|四者|几个|这几个|[三两四]项)?\s*(?:中|里|之中|当中)?\s*(?:的)?\s*(?:是)?\s*(?P<zh>最高|最大|最多|最低|最小|最少)"
"""'v2 在 v1、v2、v3 中最高'; 'v2 比 v1 和 v3 都高' below."""


def _said_of_both(r: Reading, said: list[Filter], exclude: set[str]) -> list[Filter]:
    """"both play and play1 chose friend", "play 和 play1 都是 friend": a value one column was found to hold, held by
    each of the columns said together."""
    together = columns_together(r)
    if together is None or not together[1]:
        return []
    out = []
    for f in said:
        if f.cmp == "==" and f.column in together[0]:
            out += [Filter(c, "==", f.value) for c in together[0] if c != f.column and c not in exclude
                    and f.value in set(r.table.frame[c].dropna().unique()[:200].tolist())]
    return out


def _year_of_the_data(r: Reading, n: Any) -> bool:
    """A year said right before a numeric column's word ('the 1990 sales') in a table with no years or dates: the year
    the whole table is of, no rows to keep."""
    if n.cmp is not None or not (n.value.is_integer() and 1900 <= n.value <= 2100) or r.dates or year_column(r) or \
            any(linking.holds_years(c) for c in r.numeric):
        return False
    end = n.at + len(f"{n.value:.0f}")
    return any(l.column in r.numeric and l.score >= STRONG and 0 < l.at - end <= 2 for l in r.links)


def _years_far(dates: Any, year: float) -> bool:
    """The year lies more than ten years outside the years the dates span (read from their first 2000 rows)."""
    import pandas as pd

    years = pd.to_datetime(dates.dropna().head(2000), errors="coerce", format="mixed").dt.year.dropna()
    return len(years) > 0 and not years.min() - 10 <= year <= years.max() + 10


SHARE_NAMES = {"pct", "percent", "percentage", "rate", "share", "ratio", "prop", "proportion", "per"}
"""Words of a column's name that say its figures are shares, however written (whole percents too)."""


def _share_said(r: Reading, n: Any, end: int, column: str | None, exclude: set[str]) -> str | None:
    """A bar said in percent compares a share: "其他候选人得票率超过 12%" is the others' share said right before the
    rate's word, not the votes that word names; "Clinton … with less than 50% of the vote" the one share said."""
    frame = r.table.frame
    if column is None or column not in frame or share_like(frame[column]) or \
            set(linking.name_words(column)) & SHARE_NAMES or not re.match(r"\s*(?:%|percent\b|个百分点)", r.q[end:], re.I):
        return column  # (a share written in whole percents keeps its name's word)
    if n.value > 1 and set(frame[column].dropna().unique().tolist()) <= {0, 1}:
        return None  # "投票率有没有超过 90%" of a 0/1 vote: the share of rows it marks, no row's own figure
    at = min((l.at for l in r.links if l.column == column and l.at >= 0), default=-1)
    shares = [l for l in r.links if l.column in r.numeric and l.column not in exclude and l.score >= STRONG
              and share_like(frame[l.column])]
    adjacent = [l.column for l in shares if 0 <= at - l.at <= 6 and re.fullmatch(r"[\u4e00-\u9fff]+", r.q[l.at:at] or "-")]
    said = {l.column for l in shares}
    here = {linking.stem(t.text) for t in linking.tokens(r.q) if t.at == at and len(t.text) >= 3}
    beside = [c for c in r.numeric if c not in exclude and c != column and at >= 0 and any(w in c.lower() for w in here)
              and (share_like(frame[c]) or set(linking.name_words(c)) & SHARE_NAMES)]
    # ("more than 95% of residents are Black": blackpercent, whose word is said where black_medianhh is linked)
    named = [c for c in r.numeric if c not in exclude and set(linking.name_words(c)) & (SHARE_NAMES - {"per", "rate"})]
    if not (adjacent or len(said) == 1 or beside) and len(named) == 1 and frame[column].max() > 100:
        return named[0]  # "比例超过 50% 的州" beside SAT scores of 400 to 600: the one column called a percent
    return adjacent[0] if adjacent else said.pop() if len(said) == 1 else beside[0] if beside else column


LOST = r"\b(?:lose|loses|lost|losing)\b|输了|输掉|输的|输球|落败|败给"
WON = r"\b(?:win|wins|won|winning)\b(?!\s+(?:margin|rate|percentage|share))|赢了|赢的|赢球|获胜|胜出"
MARGIN_WORDS = {"margin", "diff", "difference", "differential", "net"}
RESULT_WORDS = {"win", "wins", "won", "lose", "loses", "lost", "loss", "losses", "result", "outcome", "w", "l"}


def _result_by_margin(r: Reading, exclude: set[str]) -> list[Filter]:
    """"How many of the games did the player lose?" over a winning margin of either sign (WinMargin -77 … 190) and no
    column of results or of games lost: the rows whose margin is below 0 (above it for a win)."""
    lost, won = r.has(LOST), r.has(WON)
    if lost == won or r.has(r"\b(?:not|never|n't|without)\s+(?:\w+\s+)?(?:lose|lost|losing|win|won|winning)\b|"
                           r"没输|没赢|不输"):
        return []  # ("did not lose": the margin's sign said twice over, left to no rule)
    frame = r.table.frame
    if any(set(linking.name_words(str(c))) & RESULT_WORDS - {"win"} for c in frame.columns) or any(
            linking.is_text(frame[c]) and {str(v).strip().lower() for v in frame[c].dropna().unique()[:20]} & {
                "w", "l", "win", "loss", "lost", "won", "lose"} for c in frame.columns):
        return []  # (a result said outright, or games lost counted: those are read as they are)
    margins = [c for c in r.numeric if c not in exclude and set(linking.name_words(c)) & MARGIN_WORDS
               and frame[c].min() < 0 < frame[c].max()]
    return [Filter(margins[0], "<" if lost else ">", 0)] if len(margins) == 1 else []


def _record_said(r: Reading, exclude: set[str]) -> list[Filter]:
    """A season's record said in words over columns of games won and lost: 'a winning record' (more wins than
    losses), '胜多负少'; 'a losing record'; 'winless' (no win), 'unbeaten' (no loss)."""
    said = matches(RECORD_SAID, r.q)
    if said is None or any(re.sub(r"\W", "", said.group()).lower() in str(c).lower() for c in r.table.frame.columns):
        return []  # ('the longest unbeaten streak' of UnbeatenStreak: the column's own word)
    won = [c for c in r.numeric if c not in exclude and linking.name_words(c)[-1:] in (["w"], ["wins"], ["won"])]
    lost = [c for c in r.numeric if c not in exclude and linking.name_words(c)[-1:] in (["l"], ["losses"], ["lost"])]
    if len(won) != 1 or len(lost) != 1:
        return []
    kind = next(k for k, v in said.groupdict().items() if v)
    return [{"winning": Filter(won[0], ">", {"column": lost[0]}), "losing": Filter(won[0], "<", {"column": lost[0]}),
             "winless": Filter(won[0], "==", 0), "unbeaten": Filter(lost[0], "==", 0)}[kind]]


RECORD_SAID = (r"(?P<winning>\bwinning record\b|胜多负少|胜场多于负场)|(?P<losing>\blosing record\b|负多胜少|负场多于胜场)|"
               r"(?P<winless>\bwinless\b|\bwithout (?:a|any) wins?\b|一场未胜|一场都没赢|零胜)|"
               r"(?P<unbeaten>\bunbeaten\b|\bundefeated\b|\bwithout (?:a|any) loss(?:es)?\b|保持不败|一场未输|一场都没输|零负)")
"""A season's record said in words."""


def largest_among(r: Reading, exclude: set[str] = frozenset()) -> list[Filter]:
    """Rows where one numeric column beats every other of a list of columns: "where v3 is the largest of v1, v2 and
    v3", "v2 higher than both v1 and v3", "v2 在 v1、v2、v3 中最高", "v2 比 v1 和 v3 都高" — the column greater (or
    smaller) than each of the others."""
    return [Filter(one, ">" if larger else "<", {"column": c})
            for one, larger, others in r.outranked if one not in exclude for c in others]


def outranked(r: Reading) -> list[tuple[str, bool, list[str], tuple[int, int], tuple[int, int]]]:
    """(the column, whether it is the larger, the columns it beats, where the words that say so lie, where the whole
    phrase lies) for each list of columns one column is said to beat. `read_question` keeps the first three in
    `r.outranked` and blanks the words, so 'the largest of' asks for no row with the largest anything."""
    q = r.raw or r.q
    ends = {}
    for t in linking.tokens(q):
        ends[t.at] = max(ends.get(t.at, 0), t.at + len(t.raw))
    linked = sorted((l for l in r.links if l.column in r.numeric and l.score >= STRONG and l.at >= 0),
                    key=lambda l: l.score)
    at = {l.at: (l.at, ends.get(l.at, l.at + len(l.column)), l.column) for l in linked}
    for l in linked:  # a column said again by its own name ('v1 the largest of v1, v2 and v3'): links hold the first
        for m in re.finditer(rf"(?<![A-Za-z0-9_]){re.escape(l.column)}(?![A-Za-z0-9_])", q, re.IGNORECASE):
            at.setdefault(m.start(), (m.start(), m.end(), l.column))
    said = [at[a] for a in sorted(at)]  # (start, end, column)
    runs, run = [], []  # the lists of two or more columns said one after another
    for m in said:
        if run and re.fullmatch(LISTED, q[run[-1][1]:m[0]], re.IGNORECASE):
            run.append(m)
        else:
            run = [m]
            runs.append(run)
    out = []
    for run in runs:
        columns = list(dict.fromkeys(m[2] for m in run))
        first, last = run[0], run[-1]
        before = [m for m in said if m[1] <= first[0]]
        if not before:
            continue
        one, said_at, between = before[-1][2], before[-1][1], q[before[-1][1]:first[0]]
        if len(run) == 1:  # one column said to beat one other, row by row
            out += _one_beats_another(q, linked, before, first)
            continue
        if re.search(FIGURE_OF_ALL, q[max(0, before[-1][0] - 14):before[-1][0]] + between, re.IGNORECASE):
            continue  # "v1 的平均值比 v2 和 v3 都高吗", "is the mean v1 higher than both": figures of all rows compared
        top = re.fullmatch(rf"\s*{LARGEST_OF}", between, re.IGNORECASE)
        than = re.fullmatch(rf"\s*(?:is\s+|was\s+|are\s+|were\s+)?{THAN_ALL}", between, re.IGNORECASE)
        after = re.match(TOP_AFTER, q[last[1]:])
        both = re.match(r"\s*(?:都|也都)\s*(?:要|还)?\s*(?:更)?([高多大低少小])", q[last[1]:])
        if top:
            larger, *span = not re.match(r"smallest|lowest|least|fewest", top.group("en"), re.I), said_at + top.start("en"), said_at + top.end("en")
        elif than:
            larger, *span = than.group("cmp").lower() in MORE | {"bigger"}, said_at + than.start("cmp"), said_at + than.end("cmp")
        elif re.fullmatch(r"\s*(?:在|是)?\s*", between) and after:
            larger, *span = after.group("zh") in ("最高", "最大", "最多"), last[1] + after.start("zh"), last[1] + after.end("zh")
        elif re.fullmatch(r"\s*(?:的[\u4e00-\u9fff]{1,3}?)?\s*比\s*", between) and both:
            larger, *span = both.group(1) in "高多大", last[1] + both.start(1), last[1] + both.end(1)
        else:
            continue
        others = [c for c in columns if c != one]
        if others and (len(columns) >= 3 or one not in columns):
            out.append((one, larger, others, tuple(span), (before[-1][0], max(last[1], span[1]))))
    return out


def _one_beats_another(q: str, linked: list, before: list[tuple], first: tuple) -> list[tuple]:
    """`outranked`'s entry (as a list of one, or none) when the column said last before `first` is said to beat it in
    each row ("states where Clinton got a bigger share than Trump", "克林顿得票率比特朗普高")."""
    beater = before[-1]
    cover = max((l for l in linked if l.at < beater[0] <= max(l.last, l.at + len(l.column)) and l.column != beater[2]),
                key=lambda l: l.score, default=None)
    if cover is not None and cover.score > max(l.score for l in linked if l.column == beater[2]):
        beater = (cover.at, beater[1], cover.column)  # "wounds deaths higher than …": the name its last word ends,
        # not a column that word alone half-names
    if len(before) >= 2 and re.fullmatch(r"\s*的?\s*", q[before[-2][1]:beater[0]]) and re.search(
            r"[\u4e00-\u9fff]", q[before[-1][1]:first[0]]):  # "克林顿得票率比特朗普高": 得票率 says what of 克林顿 is compared
        beater = before[-2]
    crowded = {l.at for l in linked if l.column not in (beater[2], first[2])}  # ('the male one': which?)
    pair = _beats_in_each_row(q, first, beater[1], q[beater[1]:first[0]])
    if pair is None or beater[2] == first[2] or crowded & {beater[0], first[0]}:
        return []
    return [(beater[2], pair[0], [first[2]], (beater[1], max(first[0], pair[1][1])),
             (beater[0], max(first[1], pair[1][1])))]  # (all the words between say it)


def _beats_in_each_row(q: str, other: tuple, said_at: int, between: str) -> tuple[bool, tuple] | None:
    """(whether the first column is the larger, where the words that say so lie) when a row's one column is said to
    beat another: "states where Clinton got a bigger share than Trump", "克林顿得票率比特朗普高的州"; None when no
    such words stand between them, or when the question compares figures of all the rows ('on average', '总数')."""
    if re.search(FIGURE_OF_ALL, q, re.IGNORECASE) or re.match(r"\s*(?:is|was|are|were|has|had)\b", q, re.IGNORECASE) \
            and not re.search(r"\b(?:any|every|all|each)\b", q, re.IGNORECASE):
        return None  # "is gold higher than silver": the two compared as wholes, not row by row
    than = re.fullmatch(rf"(?:'s)?(?:\s+[a-z]+){{0,4}}?\s+(?P<cmp>{'|'.join(MORE | LESS)}|bigger)(?:\s+[a-z]+){{0,2}}?\s+than"
                        r"\s+(?:the\s+)?", between, re.IGNORECASE)
    if than:
        return than.group("cmp").lower() in MORE | {"bigger"}, (said_at + than.start("cmp"), said_at + than.end("cmp"))
    ahead = re.fullmatch(r"(?:'s)?(?:\s+[a-z]+){0,2}?\s+(?P<cmp>ahead\s+of|behind)\s+(?:the\s+)?",
                         between, re.IGNORECASE)
    if ahead:  # "polls where McCain was ahead of Obama"
        return ahead.group("cmp").lower() != "behind", (said_at + ahead.start("cmp"), said_at + ahead.end("cmp"))
    if re.fullmatch(r"\s*的?[\u4e00-\u9fff]{0,4}?\s*比\s*", between):
        after = re.match(r"\s*的?[\u4e00-\u9fff]{0,3}?\s*(?:还|更|要)?\s*([高多大低少小])", q[other[1]:])
        if after:
            return after.group(1) in "高多大", (other[1] + after.start(1), other[1] + after.end(1))
    return None


LESS = {"fewer", "less", "lower", "smaller"}


def _apart_by(a: str, b: str) -> str | None:
    """The word (stemmed) of `b` that sets two names one word apart ('lifeFemale', 'lifeMale': male), else None."""
    x, y = linking.name_words(a), linking.name_words(b)
    apart = [q for p, q in zip(x, y) if p != q]
    return linking.stem(apart[0]) if len(x) == len(y) and len(apart) == 1 else None


MORE = {"more", "greater", "higher", "larger", "bigger", "taller", "older", "heavier", "longer", "pricier", "dearer",
        "costlier"}
LESS = {"fewer", "less", "lower", "smaller", "cheaper", "shorter", "younger", "lighter"}


NUMBERED_PERIODS = {"周": "week", "天": "day", "日": "day", "week": "week", "wk": "week", "day": "day", "代": "gen",
                    "generation": "gen", "gen": "gen"}
GENERIC_PERIODS = {"time", "period", "visit", "wave", "round", "occasion"}


def _period_numbered(r: Reading, n, exclude: set[str]) -> str | None:
    """The column a numbered period says ("第 12 周", "in week 12", "on day 3"): one named for that period, else a
    generic time column ('Time', 'visit') of whole numbers that holds the number."""
    said = _numbered_by(r, n, r"week|wk|day|generation|gen", r"周|天|日|代")  # ('第 4 代': the generation)
    if said is None:
        return None
    period = NUMBERED_PERIODS[said]
    frame = r.table.frame
    whole = [str(c) for c in frame.columns if str(c) in r.numeric and str(c) not in exclude
             and frame[c].dropna().isin([n.value]).any()]
    named = [c for c in whole if period in linking.name_words(c)]
    generic = [c for c in whole if set(linking.name_words(c)) & GENERIC_PERIODS]
    return (named or generic or [None])[0]


ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4,
            "5th": 5, "last": -1, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _nth_occasion(r: Reading, exclude: set[str]) -> list[Filter]:
    """'第一次测量时', 'at the first occasion', 'the third visit': the rows of that occasion, by a whole-number column
    named for occasions (occasion, visit, wave, round) that holds the number."""
    said = matches(r"第\s*([一二两三四五六七八九]|\d{1,2})\s*(?:次|轮|波)(?=[\u4e00-\u9fff]{0,2}(?:测量|测|就诊|调查|随访|访问|检查|"
                   r"观测|记录|问卷)|时)|\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)\s+"
                   r"(?:occasion|visit|wave|"
                   r"round|measurement|survey)s?\b", r.q)
    if said is None or re.search(r"\b(?:after|before|except|never|since|until)\s+(?:the\s+|a\s+)?$|除了?$",
                                 r.q[max(0, said.start() - 12):said.start()], re.I) or re.match(
            r"[\u4e00-\u9fff]{0,3}[后前]", r.q[said.end():]):
        return []  # ("after the third round", '第一次就诊后', '第一次超过 80': no occasion's rows)
    word = (said.group(1) or said.group(2)).lower()
    frame = r.table.frame
    columns = [str(c) for c in frame.columns if str(c) in r.numeric and str(c) not in exclude
               and set(linking.name_words(str(c))) & GENERIC_PERIODS and frame[c].dropna().mod(1).eq(0).all()]
    if len(columns) != 1:
        return []
    number = int(word) if word.isdigit() else ORDINALS.get(word)
    held = frame[columns[0]].dropna()
    number = int(held.max()) if number == -1 and len(held) else number
    return [Filter(columns[0], "==", number)] if number is not None and held.isin([number]).any() else []


def _numbered_by(r: Reading, n, english: str, chinese: str) -> str | None:
    """The word a whole number is the number of: 'week' of "in week 12", '周' of "第 12 周" — or None."""
    if n.cmp is not None or not n.value.is_integer():
        return None
    before = re.search(rf"\b({english})\s*$", r.q[max(0, n.at - 10):n.at], re.IGNORECASE)
    after = re.match(rf"\s*({chinese})(?![期])", r.q[n.at + len(f"{n.value:g}"):]) if re.search(
        r"第\s*$", r.q[max(0, n.at - 3):n.at]) else None
    said = before or after
    return said.group(1).lower() if said else None


CODE_LETTERS = {"season": "s", "episode": "e", "week": "w", "quarter": "q", "round": "r", "grade": "g", "game": "g"}
"""The letter a numbered thing is coded with in a cell: season 4 is 'S04', week 12 'W12', the 2nd quarter 'Q2'."""
CODED_IN_CHINESE = {"季": "season", "集": "episode", "周": "week", "季度": "quarter", "轮": "round", "年级": "grade", "场": "game"}


def _number_written_as_text(r: Reading, n, exclude: set[str]) -> Filter | None:
    """A number said as a count of a text column's unit ('8 缸', '4-cylinder') where that column writes the numbers
    as text among words ('4', '8', 'rotary'): the rows with that text."""
    if n.cmp is not None:
        return None
    end = n.at + len(quantities.said_number(r.q, n.at))
    text = f"{n.value:g}"
    for l in r.links:
        if l.column in r.numeric or l.column in exclude or l.score < STRONG or not 0 <= l.at - end <= 1:
            continue
        held = {str(v).strip() for v in r.table.frame[l.column].dropna().unique()[:200]}
        if text in held:
            return Filter(l.column, "==", next(v for v in r.table.frame[l.column].dropna().unique()
                                                if str(v).strip() == text))
    return None


def _open_band(r: Reading, n, exclude: set[str]) -> Filter | None:
    """A bar from a number up ('75 岁以上', '75 and over', '120+') where one text column of bands writes that open
    band as the number and a plus ('75+'): the rows of that band."""
    if n.cmp not in (">=", ">") and not r.q[n.at:].startswith(f"{n.value:g}+") or any(
            l.column in r.numeric and l.score >= STRONG for l in r.links):
        return None  # (a column of figures said holds the bar: "workers over 40" of age beside hours_band '40+')
    band = re.compile(rf"{re.escape(f'{n.value:g}')}\s*\+")
    said = {l.column for l in r.links if l.score >= STRONG}  # ('这个年龄组': the bands' own column named)
    held = [(c, v) for c in r.categorical if c not in exclude and c in said
            for v in r.table.frame[c].dropna().unique()[:60] if isinstance(v, str) and band.fullmatch(v.strip())]
    return Filter(held[0][0], "==", held[0][1]) if len(held) == 1 else None


def _coded_value(r: Reading, n, exclude: set[str]) -> Filter | None:
    """A numbered season, episode or week the table writes as a code ("第 4 季", "season 4" where the season column
    holds 'S04'): the rows with that code."""
    said = _numbered_by(r, n, "|".join(CODE_LETTERS), "季度|季|集|周|轮|年级|场")
    if said is None:
        return None
    word = CODED_IN_CHINESE.get(said, said)
    frame = r.table.frame
    if any(word in linking.name_words(str(c)) and frame[c].dropna().isin([n.value]).any() for c in r.numeric):
        return None  # a column counts them ('quarter' 1–4, 'week'): the number is read there
    letter = CODE_LETTERS[word]
    code, codes = (re.compile(rf"{letter}\s*0*{int(n.value)}", re.IGNORECASE), re.compile(rf"{letter}\s*\d+", re.IGNORECASE))
    for column in r.categorical:
        if column in exclude:
            continue
        values = [str(v).strip() for v in frame[column].dropna().unique()[:500]]
        held = [v for v in frame[column].dropna().unique()[:500] if isinstance(v, str) and code.fullmatch(v.strip())]
        named = word in linking.name_words(str(column))  # a 'season' column, or one of nothing but such codes
        if len(held) == 1 and (named or values and sum(bool(codes.fullmatch(v)) for v in values) >= 0.9 * len(values)):
            return Filter(column, "==", held[0])
    return None


def date_compared(q: str, at: int) -> str:
    """How a named date bounds the rows: '1990 年 1 月 1 日及以后' (>=), 'before 2001-09-11' (<), else the day itself."""
    before, after = q[max(0, at - 12):at].lower(), q[at:at + 28].lower()
    for cmp, said_after, said_before in ((">=", r"及以后|及之后|以来|起|or later|onwards?|or after|and after", r"since\s+$"),
                                         ("<=", r"及以前|及之前|or earlier|or before", r"\buntil\s+$"),
                                         (">", r"以后|之后", r"\bafter\s+$"), ("<", r"以前|之前", r"\bbefore\s+$")):
        if re.search(said_before, before) or re.search(rf"^[\w\s,/-]*?(?:{said_after})", after):
            return cmp
    return "=="


def as_item(r: Reading, f: Filter) -> Filter:
    """A value said of a column whose cells list several items ('lines': "4, 14"): any cell listing it."""
    if f.cmp != "==" or not isinstance(f.value, str) or f.column in r.numeric:
        return f
    if re.search(rf"\b(?:exactly|precisely|just)\s+(?:as\s+)?{QUOTE}$|(?:正好|恰好|就)是\s*{QUOTE}$",
                 r.q[:max(0, _said_at(r, f))], re.IGNORECASE):
        return f  # 'titled exactly "Untitled"': the whole cell
    if lists_items(r.table.frame[f.column]):
        return Filter(f.column, "has", f.value)
    return f


def _said_at(r: Reading, f: Filter) -> int:
    return next((v.at for v in r.values if v.column == f.column and v.value == f.value), 0)


def lists_items(series) -> bool:
    """Cells that list several items ('4, 14', 'Rain, Snow'): a tenth of them hold a separator, and the items
    recur across cells (a title or a name with a comma in it does not: 'Untitled, 1990', 'Hirst, Damien')."""
    import pandas as pd

    sample = series.dropna().astype(str).head(500)
    if len(sample) < 5 or sample.str.contains(r"\w\s*[,;|]\s*\w").mean() < 0.1:
        return False
    distinct = pd.Series(series.dropna().astype(str).unique()[:2000])
    items = distinct[distinct.str.contains(r"[,;|]")].str.split(r"\s*[,;|]\s*").explode().str.strip()
    counts = items[items != ""].value_counts()
    return bool(len(counts) and (counts >= 2).mean() >= RECURRING_ITEMS)


RECURRING_ITEMS = 0.15
"""Share of a list column's items found in two or more different cells: 0.2–1.0 in the bench's list columns (metro
lines, weather events, star wars skin colours), 0.05–0.11 in titles and names that hold a comma."""


QUOTE = r"['\"“‘「『]?"
"""A quote mark the question may open a value with ("leave out the 'other' bucket")."""


def value_filters(values: list, q: str) -> list[Filter]:
    """Quoted cell values as filters; two values of one column are either ('Biscoe or Dream', '韩国、中国') or the
    later one says which ('the deaths classified as Homicide')."""
    out: list[Filter] = []
    values = sorted(values, key=lambda v: v.at)  # in the order the question says them
    for column in dict.fromkeys(v.column for v in values):
        said = sorted((v for v in values if v.column == column), key=lambda v: v.at)
        joined = all(re.fullmatch(r"\s*(,|、|，|or|and|和|或|或者|及|与|/)?\s*(?:or\s+|as\s+)?", q[a.at + a.length: b.at],
                                  re.IGNORECASE) or _said_again_after(a, b, q) or _said_again_after(b, a, q)
                     for a, b in zip(said, said[1:]))
        if said[-1].partial:  # "location 里完全没有出现 'Paris' 的车站": the word is absent
            absent = re.search(r"没有出现|不包含|不含|没有|不出现|\b(?:not|without|doesn't|does not|don't)\b[\w\s]{0,12}$",
                               q[max(0, said[-1].at - 16): said[-1].at], re.IGNORECASE)
            begins = re.search(r"\b(?:starts?|starting|begins?|beginning)\s+with\s*" + QUOTE + "$",
                               q[max(0, said[-1].at - 24): said[-1].at], re.IGNORECASE) or (
                re.search(r"以\s*" + QUOTE + "$", q[max(0, said[-1].at - 4): said[-1].at])
                and re.match(r"\s*['\"”’]?\s*(?:开头|打头|起头)", q[said[-1].at + said[-1].length:]))
            out.append(Filter(column, "starts with" if begins else "not contains" if absent else "contains",
                              said[-1].value))
        elif len(said) > 1 and joined:
            aside = re.search(rf"(?:{SET_ASIDE})\s*(?:the\s+)?{QUOTE}$", q[max(0, said[0].at - 24): said[0].at], re.IGNORECASE)
            out.append(Filter(column, "not in" if aside else "in", tuple(v.value for v in said)))
        else:
            kept = [v for v in said if not set_aside(v, q)]
            if kept and len(kept) < len(said):  # "Center (just Center, not Center-Forward)": the one kept says it
                out.append(Filter(column, "==", kept[-1].value))
            else:
                out.append(Filter(column, "!=" if set_aside(said[-1], q) else "==", said[-1].value))
                # ("an island other than Dream")
    return out


def _said_again_after(a, b, q: str) -> bool:
    """The later value is said once more right after the earlier one ("no vice president? … written both as No VP
    and as No Vice President": the two spellings joined, though the first mention stands alone)."""
    return bool(re.match(rf"\s*(?:,|、|，|or|and|和|或|或者|及|与|/)\s*(?:or\s+|as\s+)?{re.escape(str(b.value))}(?![\w])",
                         q[a.at + a.length:], re.IGNORECASE))


def set_aside(value, q: str) -> bool:
    """The value is said as one left out: 'other than Dream', 'not Center-Forward', '除了 VA', '不是 A'."""
    before = q[max(0, value.at - 32): value.at]
    if re.search(r"\b(?:leav(?:e|ing)|set(?:ting)?|putting|put)\s+(?:the\s+)?$", before, re.IGNORECASE) and re.match(
            r"\s*(?:out|aside)\b", q[value.at + value.length:], re.IGNORECASE):
        return True  # "leaving DC out", "setting Texas aside"
    if re.match(r"[a-z]*\s*(?:(?:are|were|is)\s+)?(?:left out|set aside)\b", q[value.at + value.length:],
                re.IGNORECASE):
        return True  # "(either diagnosis, controls left out)"
    if re.search(r"(?<![删去剔消扣])除\s*$", before) and re.match(r"\s*(?:以外|之外|外)", q[value.at + value.length:]):
        return True  # "除 DC 以外"
    opened, closed = re.search(r"[（(][^（）()]*$", q[:value.at]), re.match(r"[^（）()]*[）)]", q[value.at:])
    if opened and closed:
        start = opened.start()
        for m in re.finditer(LEFT_OUT, q[start: value.at + len(closed.group())], re.IGNORECASE):
            after = q[start + m.end(): value.at + len(closed.group())]
            # "（World 那一行…不算）", "(don't count the World row)"; not "(in HR, excluding bonus)"
            if re.fullmatch(r"[\s。.!！]*[）)]", after) or start + m.end() <= value.at and re.fullmatch(
                    r"\s*(?:the\s+|any\s+)?", q[start + m.end(): value.at], re.IGNORECASE):
                return True  # "（World 那一行是全球合计，不算）", "(leave the World row out)": a remark on the value
    if re.search(rf"\b(?:do|does|did)\s*(?:not|n't)\s+[a-z]+\s+(?:the\s+|an?\s+)?{QUOTE}$", before, re.IGNORECASE):
        # "who don't speak English (natively)": the verb's object is the value; not "did not complete the Safety
        # training", where the word after it names the value's own column (the training), the verb another's
        following = re.match(r"['\"”’]?\s*([a-z]+)", q[value.at + value.length:])
        named = {linking.stem(w) for w in linking.name_words(str(value.column))}
        return following is None or linking.stem(following.group(1)) not in named
    return re.search(r"\b(?:other than|not|except|excluding|besides|apart from|rather than|outside(?: of)?)\s+"
                     rf"(?:the\s+|(?:in|on|at|by|for)\s+(?:the\s+)?)?{QUOTE}$|(?:{SET_ASIDE})\s*(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+){{0,2}}{QUOTE}$|"
                     rf"(?:{SET_ASIDE})\s*[\u4e00-\u9fff]{{1,8}}\s*[（(]\s*{QUOTE}$|"  # "除了碗状巢（cup）以外"
                     rf"^\s*after\s+{QUOTE}$|"  # "After Samsung, which brand has the most drives": the next one
                     rf"不是\s*{QUOTE}$|非\s*{QUOTE}$|\bnon[\s-]?{QUOTE}$|(?:\bnot|n't)\s+(?:(?:{PLACED})\s+)?(?:from|in|at)\s+(?:the\s+)?{QUOTE}$|"
                     rf"\b(?:do|does)\s*(?:not|n't)\s+(?:count|include)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){{0,3}}{QUOTE}$",
                     before, re.IGNORECASE) is not None


LEFT_OUT = r"不算|不计|除外|排除|去掉|剔除|不要|别算|\bexclud|\bnot count|\bdon't count|\bleave\b[^)）]*\bout\b|\bignore|\bskip"
"""What a bracketed remark on a value says to leave it out with."""
PLACED = r"come|came|coming|born|based|located|living|live|lived|made|built|held|played|registered|listed|sold|bought"
"""Verbs between 'not' and the place a value is said at: 'did not come from Madison', 'not born in Ohio'."""


def in_column_name(r: Reading, n) -> bool:
    """The number is glued to a word that, with it, is part of a column's name ('7-day' in viewers_7day)."""
    glued = re.match(r"(-?\d+(?:\.\d+)?)[-_ ]?(?:个)?([A-Za-z]+|[天日周月年])", r.q[n.at:])
    if glued is None or n.cmp is not None and not re.search(r"\b(?:over|within|across)\s*$", r.q[:n.at], re.IGNORECASE):
        return False  # ("viewers over 7 days": the window viewers_7day is counted over, no bar)
    unit = {"天": "day", "日": "day", "周": "week", "月": "month", "年": "year"}.get(glued.group(2), linking.stem(glued.group(2).lower()))
    said = (glued.group(1) + unit).lower()  # '7-day', '7 天' → 7day
    short = linking.PERIOD_SHORT.get(unit.rstrip("s"))  # '8-month' of bdi.8m
    return any(said in re.sub(r"[^a-z0-9]", "", c.lower()) or short and re.search(
        rf"(?<![a-z0-9]){glued.group(1)}{short}$", c.lower()) for c in map(str, r.table.frame.columns))


def in_table_name(r: Reading, n) -> bool:
    """The number follows a word and is part of the table's name: 'S&P 500' of sp500, 'Forbes 2000' of forbes2000."""
    text = str(int(n.value)) if n.value.is_integer() else str(n.value)
    stem = r.table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    return n.cmp is None and text in stem and re.search(r"[A-Za-z&\u4e00-\u9fff]\s*$", r.q[:n.at]) is not None


FIGURE_KNOWN = (r"\b(?:have|has|had|with)\s+(?:an?\s+|any\s+)?(?:\w+\s+){0,2}?(?:figure|value|number|data|entry|record|"
                r"reading)s?\s+(?:for|in|from)\s+(?:the\s+year\s+)?(?:1[5-9]\d\d|20\d\d)\b|"
                r"有\s*(?:1[5-9]\d\d|20\d\d)\s*年的?[\w\s]{0,6}?(?:数据|数值|记录)")


RECORDED = (r"有(?:过)?(?:记录|数据|数值)|\b(?:first|earliest|last|latest)\s+(?:year\s+)?(?:recorded|on record)\b|"
            r"\bwith (?:any |a )?(?:data|figures?|values?|price|prices)\b")
"""Words that ask for the rows where a column holds a value at all: '鸡肉价格最早有记录的是哪一年'."""


def _figure_known(r: Reading, exclude: set[str]) -> list[Filter]:
    """'Countries that have a GDP figure for 1960', '有 1960 年数据的国家': the year's column holds a value;
    '鸡肉价格最早有记录的是哪一年': the column named, among columns with gaps, holds one."""
    column = _year_named_column(r, exclude) if matches(FIGURE_KNOWN, r.q) else None
    recorded = matches(RECORDED, r.q)
    if column is None and recorded and not re.search(r"(?:没有|没|未|不|\bnot|\bnever)\s*$", r.q[:recorded.start()]):
        frame = r.table.frame
        named = {l.column for l in r.links if l.column in r.numeric and l.column not in exclude and l.score >= STRONG
                 and not linking.holds_years(l.column) and frame[l.column].isna().any() and number_after(r, l) is None}
        column = named.pop() if len(named) == 1 else None
    return [Filter(column, "known", None)] if column else []


def _negated_across(r: Reading, link) -> bool:
    """'without private insurance': 'without' with one word between it and the column said — a word that names no
    column of its own ('without dependents churned' negates dependents, not churn)."""
    m = re.search(r"(?:\bwithout|\bno)\s+(?:a\s+|any\s+)?([a-z]+)\s+$", r.q[max(0, link.at - 24): link.at].lower())
    if m is None:
        return False
    start = max(0, link.at - 24) + m.start(1)
    return not any(l.score >= STRONG and start <= l.at < start + len(m.group(1)) for l in r.links if l.column != link.column)


def _year_named_column(r: Reading, exclude: set[str]) -> str | None:
    """In a table with a column per year (year_1960 … year_2020), the one column whose year the question says
    ('2000 年人均 GDP 超过 3 万美元'): what a bar compares."""
    named = {l.column for l in r.links if l.column in r.numeric and l.column not in exclude and l.at >= 0
             and (year := re.search(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)", l.column))
             and r.q[l.at:l.at + 4] == year.group(1)}
    return named.pop() if len(named) == 1 else None


def _year_of_a_column(r: Reading, n) -> bool:
    """A year said outright (no bar) in a table with a column per year (POP1992 … POP1996): it says which column
    ('Winnipeg's population in 1995'), no row holds it."""
    if n.cmp is not None or not (n.value.is_integer() and 1500 <= n.value <= 2100) or r.dates or year_column(r):
        return False  # (a table with its years in a column: the year is which rows)
    family = columns_by_year(r)
    return len(family) >= 2 and int(n.value) in family


def columns_by_year(r: Reading) -> dict[int, str]:
    """The numeric columns named with a year (POP1992 … POP1996, gdp_2015usd), by their year."""
    named = {}
    for c in map(str, r.table.frame.columns):
        year = re.search(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)", c)
        if c in r.numeric and year:
            named.setdefault(int(year.group(1)), c)
    return named


YEARS_COMPARED = (r"\b(?:(?P<more>more|higher|larger|bigger|greater)|(?P<less>fewer|less|lower|smaller))\b[^?]{0,40}?"
                  r"\bin\s+(?P<a>\d{4})\s+than\s+(?:in\s+)?(?P<b>\d{4})\b|"
                  r"(?P<c>\d{4})\s*年[^，。？?]{0,12}?比\s*(?P<d>\d{4})\s*年[^，。？?]{0,8}?(?:(?P<up>多|高|大)|(?P<down>少|低|小))|"
                  r"\b(?:(?P<rose>rose|grew|increased|went up|gained)|(?P<fell>fell|dropped|declined|shrank|decreased|"
                  r"went down))\s+(?:between|from)\s+(?P<e>\d{4})\s+(?:and|to)\s+(?P<f>\d{4})\b")
"""Two years of a table with a column per year compared: 'fewer people in 1996 than in 1992', '1996 年比 1995 年少',
'fell from 1995 to 1996'."""


def _years_compared(r: Reading, exclude: set[str]) -> list[Filter]:
    """Rows where one year's column is above (below) another's, in a table with a column per year."""
    family = columns_by_year(r)
    said = matches(YEARS_COMPARED, r.raw or r.q) if len(family) >= 2 and not r.dates and not year_column(r) else None
    if said is None:
        return []
    if said.group("a"):
        first, second, up = said.group("a"), said.group("b"), said.group("more") is not None
    elif said.group("c"):
        first, second, up = said.group("c"), said.group("d"), said.group("up") is not None
    else:  # "fell from 1995 to 1996": the later year below the earlier
        first, second, up = said.group("f"), said.group("e"), said.group("rose") is not None
    a, b = family.get(int(first)), family.get(int(second))
    if a is None or b is None or a == b or {a, b} & exclude:
        return []
    return [Filter(a, ">" if up else "<", {"column": b})]


def number_names_column(r: Reading, n) -> bool:
    text = str(int(n.value)) if n.value.is_integer() else str(n.value)
    return text in r.numeric and any(l.column == text and l.at == n.at for l in r.links)


def is_fraction(series, signed: bool = False) -> bool:
    """A numeric column whose values all lie between 0 and 1: shares written as fractions; `signed`, between -1 and
    1 as well (daily returns, changes written 0.012 and -0.018, which a percentage multiplies by 100 as well)."""
    known = series.dropna()
    low = -1 if signed else 0
    return len(known) > 0 and bool(((known >= low) & (known <= 1)).all()) and not set(known.unique()) <= {0, 1}


def in_fractions(column: str, series) -> bool:
    """Shares or changes kept as fractions, which a percentage multiplies by 100: from 0 to 1, or from -1 to 1 where
    the name says no percent ('idx_pct_change' already counts in percent)."""
    return is_fraction(series) or is_fraction(series, signed=True) and not set(linking.name_words(column)) & {
        "pct", "percent", "perc", "percentage", "pc"}


def whole_number(value: float):
    return int(value) if value.is_integer() else value


MONEY_WORDS = {"price", "cost", "amount", "salary", "income", "revenue", "sales", "fare", "pay", "wage", "wages",
               "charges", "charge", "spend", "spending", "expend", "expenditure", "expense", "expenses",
               "budget", "gross", "usd", "dollars", "msrp"}


HEIGHT_SAID = (r"\b(?:higher|highest|high|tall|taller|tallest|elevation|altitude)\b(?!\s+(?-i:[A-Z]))|海拔|高度|多高|"
               r"[高矮](?![于中出])")
"""Words that say a length is a height ('higher than 4,500 feet', '海拔超过 1000 米')."""
DISTANCE_WORDS = {"dist", "distance", "length", "miles", "mile", "km", "kilometers", "kilometres", "mi", "len"}


def _money_said(r: Reading, n, end: int, dollars: bool = False) -> bool:
    """The number is a sum of money ('under $200,000', '5000 元'); with `dollars`, of dollars only ('$7,000',
    '4500 美元': not 元, which tables keep in 万 as often)."""
    symbols, words = (r"\$", r"美元|dollars?\b|usd\b") if dollars else (r"[$€£¥￥]", r"美元|元|dollars?\b|usd\b|euros?\b")
    return bool(re.search(rf"{symbols}\s*$", r.q[max(0, n.at - 2):n.at]) or
                re.match(rf"\s*(?:{words})", r.q[end:], re.IGNORECASE))


def money_column(r: Reading, n, end: int, exclude: set[str]) -> str | None:
    """A sum of money ('under $200,000', '5000 美元') compares with the column of money, the best-linked first; a
    distance ('不超过 3 英里', 'over 10 km') with the column of distances."""
    if re.match(r"\s*(?:英里|公里|千米|miles?\b|km\b|kilomet(?:er|re)s?\b)", r.q[end:], re.IGNORECASE):
        far = [c for c in r.numeric if c not in exclude and set(linking.name_words(c)) & DISTANCE_WORDS]
        return far[0] if len(far) == 1 else None
    if not _money_said(r, n, end):
        return None
    priced = [c for c in r.numeric if c not in exclude and set(linking.name_words(c)) & MONEY_WORDS]
    linked = [l.column for l in r.links if l.column in priced]
    return (linked or priced or [None])[0]


STUDY_AFTER = r"\s*(?:调查|研究|问卷|数据)(?:里|中|当中|[，,])"
"""A study said right after a column's word: the study's topic ('投票调查', '投票数据里', "the voting survey")."""


def names_the_study(r: Reading, link: Any) -> bool:
    """The column's word is said only as what the study is about: no condition on the column, no figure of it known."""
    if link.at < 0:
        return False
    data = re.search(r"\b(?:in|from|of|within|across)\s+(?:the|this)\s+(?:\d{4}\s+)?$",
                     r.q[max(0, link.at - 24):link.at], re.IGNORECASE)
    # ("in the 1976 wage data"; not "people with wage data": those who have one)
    after = STUDY_AFTER + (r"|\s*(?:data(?:set)?|survey|study|poll)\b" if data else "")
    return any(re.match(after, r.q[t.at + len(t.raw):], re.IGNORECASE) for t in linking.tokens(r.q) if t.at == link.at)


def flag_filters(r: Reading, taken: set[str]) -> list[Filter]:
    """A named 0/1 column is a condition: 'high-prestige committees' → PRESTIGE == 1, 'no subcommittees' → == 0."""
    out = []
    seen: set[int] = set()  # links are best first: "搜查了车辆" is vehicleSearch, not personSearch's half at the same
    open_words: dict[int, set[str]] = {}  # word; "没有加速频率的数据" is boost_clock's, not base_clock's. A word
    said_at: dict[int, set[str]] = {}  # the question's words by offset, read once
    flagged_words: set[str] = set()  # the words of the flags made into conditions
    for t in linking.tokens(r.q):
        said_at.setdefault(t.at, set()).add(linking.stem(t.text))
    everywhere = set().union(*said_at.values())
    for link in r.links:  # whose column made no condition may still be a flag's, by words the other's name lacks
        values = set(r.table.frame[link.column].dropna().unique().tolist()) if link.score >= STRONG else set()
        flag = bool(values) and two_valued_flag(r.table.frame[link.column])
        if link.score < STRONG or link.at in seen and not (link.at in open_words and flag and _own_word(
                link, said_at.get(link.at, set()), open_words[link.at])):  # ('回头客' repeat customer: is_repeated_guest beside customer_type)
            continue
        seen.add(link.at)
        if link.column in taken:  # the word is that column's, used already
            continue
        if any(v.at == link.at and not v.partial and v.column != link.column for v in r.values):
            continue  # "how many days had rain" of a weather column holding 'rain': that value, no precipitation > 0
        if flag and any(v.at <= link.at < v.at + v.length and v.length > len(r.q[link.at:].split(" ")[0]) + 1
                        for v in r.values):  # "considerable improvement" is a value of its own, no 'improved' flag
            continue
        said = said_at.get(link.at, set())
        if said and (said <= PERIOD_WORDS or all(w.isdigit() and 1800 <= int(w) <= 2100 for w in said)) and \
                len(linking.name_words(link.column)) > 1:
            continue  # '2017 年' is no 'near_new_years' flag, '2004 年' no After2004: when, not which rows
        if flag and link.score < 4 and values <= {0, 1} and _modifier_unsaid(r, link.column):
            continue  # "months of fighting" names no chronicFighting flag, '冲突' no prevConflict: their kind is unsaid
        if flag and said and not _named_words(link.column) & said and any(
                o.column != link.column and o.at == link.at and o.column in r.numeric and _named_words(o.column) & said
                and len(_named_words(o.column) & everywhere) >= 2 and not two_valued_flag(r.table.frame[o.column])
                for o in r.links):
            continue  # '回复天数' (days to reply): days_to_reply said whole; the responded flag only glosses 'reply'
        if flag and (numbered := re.fullmatch(r"([A-Za-z]+)(\d+)", str(link.column))) and not re.search(
                rf"(?<!\d)(?:1[89]|20)?{numbered.group(2)}(?!\d)", r.q) and _numbered_elsewhere(r, *numbered.groups()):
            continue  # "how many different stores": no Store7 flag, which marks the StoreID 7 and needs its 7 said
            # (Deer97's 97 may be said as 1997; Covid19 and Wifi6 are names, no number another column holds)
        if flag and said and said <= STUDY_WORDS and re.search(r"\b(?:in|from|of)\s+(?:the|this)\s+$",
                                                               r.q[max(0, link.at - 10):link.at], re.IGNORECASE):
            continue  # "the most households in the survey": the study itself, no takeup_survey flag
        if flag and names_the_study(r, link):
            continue  # '1984 年投票调查里', "the voting survey": what the study is about, no condition on the vote
        if flag and re.match(rf"{re.escape(str(link.column))}\s*(?:column\b|列)", r.q[link.at:], re.IGNORECASE):
            continue  # "the most common value in the city column": the column itself, no condition on it
        if flag and _shared_word_only(r, link.column, said):
            continue  # "the surveyed developers" names no Embedded_developer flag beside Web_developer, Mobile_developer
        if flag and names_the_rows(r, link, counting=False) and not _own_word_said(r, link.column, said) \
                and not _named_for_the_flag(r, link.column):
            continue  # '邮件' (emails) in emails.csv names the rows, not the sent_email flag
        if flag and said and said <= flagged_words:
            continue  # "a 70 mph speed limit": 'speed' said again of speed70, no speed65 as well
        if flag and _flag_modified(r, link) is not None:
            continue  # "have health insurance": the insurance, of which 'health' says the kind
        found = len(out)
        begins = min([link.at] + [o.at for o in r.links if o.at < link.at and _flag_modified(r, o) is link])
        before = r.q[max(0, begins - 12): begins].lower()  # ("without health insurance": before the phrase)
        yes = next((v for v in values if linking.answer_word(v) in ("yes", "y", "true")), None)  # ('1_yes' too)
        no = next((v for v in values if linking.answer_word(v) in ("no", "n", "false")), None)
        if yes is None and no is None and len(values) == 2:
            yes, no = negated_pair(values)  # 'Remote' / 'Not remote': said "work remotely"

        nothing = next((v for v in values if str(v).strip().lower() in NOTHING), None) \
            if link.column not in r.numeric and len(values) <= 12 else None
        if nothing is not None and re.search(r"\b(?:no|without(?: any)?)\s*$|(?<!有)没有\s*(?:添加|加|任何)?\s*$|不含\s*$", before):
            out.append(Filter(link.column, "==", nothing))  # "no vitamins added" where vitamins says 'none'
        elif link.column not in r.numeric and len(values) == 2 and yes is not None and no is not None:
            negated = re.search(NEITHER_NOR, before) or re.search(
                r"\b(no|not|without|non|didn't|did not|don't|doesn't|outside(?: of)?(?: the)?)\b"
                                r"(?:\s+(?:a|an|any))?[\s-]*$|\bun$|"
                                r"(?<!有)没有\s*$|不\s*$|未\s*$|非\s*$|(?:不算|除了|不包括|排除|去掉|反对)\s*$|(?<!是)(?:不是|并非)\s*$|"
                                r"(?:不是|并非|并不是)\s*在[\u4e00-\u9fff]{1,4}$", before) or re.search(
                r"(?:\bnot|\bnever|n't)\s+[a-z]+\s+$", r.q[max(0, link.at - 24): link.at].lower()) or _negated_across(r, link) \
                or r.q[link.at:].startswith(("反对", "否决")) or re.match(r"[a-z]+\s+against\b", r.q[link.at:].lower())
            # ('投了反对票', "voted against": a vote against, the words themselves)
            # ("who do not work remotely": a verb between; "without private insurance": a word between; "outside the US":
            # US == 'No')
            out.append(Filter(link.column, "==", no if negated else yes))  # "survived" on a yes/no column
        elif link.column not in r.numeric and link.score >= 1.5 and not any(v.column == link.column for v in r.values) \
                and not names_the_rows(r, link, counting=False) \
                and r.table.frame[link.column].isna().mean() >= 0.3 and linking.is_text(r.table.frame[link.column]):
            out.append(Filter(link.column, "known", None))  # "可以换乘 RER 的车站": a connection listed at all
        elif link.column not in r.numeric:
            pass
        elif values <= {0, 1} and len(values) == 2:
            negated = re.search(r"\b(no|not|without|non|didn't|did not|don't|do not|doesn't|does not|never)\b"
                                r"(?:\s+(?:a|an|any))?[\s-]*$|\bun$|(?<!有)没有\s*$|不是?\s*$|非\s*$|未\s*$|并非\s*$|"
                                r"(?:没|没有|未)(?:去|来|参加)\s*$|" + NEITHER_NOR, before) or re.search(
                r"(?:\bnot|\bnever|n't)\s+(?:been|had|got|won|made|was|were)\s+(?:an?\s+)?$",
                r.q[max(0, link.at - 24): link.at].lower())
            # ("players who have never been all-stars": allstar == 0)
            # ("houses without a pool": pool == 0; "neither the Democrats nor the Republicans": dem == 0, rep == 0)
            out.append(Filter(link.column, "==", 0 if negated else 1))
        elif (re.search(r"\b(no|without any|without)\s*$|(?<!有)没有\s*(?:任何)?\s*$|(?:完全)?不含有?\s*$|"
                        r"(?:没|没有|未)(?:做|做过|投|投放|花|打)"
                        r"(?:(?!的)[\u4e00-\u9fff]){0,2}$", before) or re.search(r"一[个位名人篇次件条本部项场只家]\s*$", before) and re.match(
                r"[\u4e00-\u9fff]{1,8}?都(?:没有|没)", r.q[link.at:])) and (_a_count(r.table.frame[link.column])
                                                           or often_nothing(r.table.frame[link.column])):
            # "no subcommittees at all" (a count; "no seat belt law" is no seatbelt rate of 0); "carry no balance",
            # "没做本地广告": an amount that is often nothing
            out.append(Filter(link.column, "==", 0))
        elif re.search(r"\b(?:no|without(?: an?| any)?)\s+(?:(?:1[89]|20)\d\d\s+)?$", before) and \
                r.table.frame[link.column].isna().any() and not any(
                    o.score > link.score and o.at <= link.at <= o.last for o in r.links):  # (Hgt97 said, not Hgt90)
            out.append(Filter(link.column, "missing", None))  # "seedlings with no 1997 height": none recorded
        elif re.search(r"\b(?:with|has|have|had|having)\s+(?:a|an|any|some|at least one)\s+$|(?<![没还])有\s*$", before) and \
                _a_count(r.table.frame[link.column]) and number_after(r, link) is None and not date_part(r, link.column):
            never = re.search(r"(?:\b(?:never|not|no|without)|n't)\s+(?:yet\s+|ever\s+)?(?:had|have|has|having)\s+"
                              r"(?:a|an|any)\s+$", r.q[max(0, link.at - 32):link.at].lower())
            out.append(Filter(link.column, "==", 0) if never else Filter(link.column, ">", 0))
            # "有壁炉的房子", "houses with a fireplace": one or more; "women who never had a child": none
        elif re.search(r"\b(?:with|has|have|had|having|got)\s+(?:any\s+|some\s+)?$|(?<![没还])有\s*$", before) and \
                often_nothing(r.table.frame[link.column]) and r.table.frame[link.column].notna().all() and \
                number_after(r, link) is None:
            out.append(Filter(link.column, ">", 0))  # "days with precipitation", "有降水的日子": an amount often 0, not 0
        if len(out) == found and link.score < 4:
            open_words.setdefault(link.at, {linking.stem(w) for w in linking.name_words(link.column)})
        else:
            open_words.pop(link.at, None)
        if len(out) > found and flag:
            flagged_words |= {linking.stem(w) for w in linking.name_words(link.column)}
    return out


def _numbered_elsewhere(r: Reading, word: str, number: str) -> bool:
    """Another column named with the word holds the number ('StoreID' 7 beside the Store7 flag)."""
    frame = r.table.frame
    return any(c != word + number and linking.stem(word.lower()) in map(linking.stem, linking.name_words(str(c)))
               and linking.is_number(frame[c]) and bool((frame[c] == int(number)).any()) for c in frame.columns)


def _topic_flag(r: Reading, taken: set[str]) -> list[Filter]:
    """The table's name says what its one yes/no column records: "diabetic women", '糖尿病患者', "without diabetes"
    in pima_diabetes, whose `type` holds Yes and No. Said one way only (both ways asks of the two groups)."""
    frame = r.table.frame
    flags = [c for c in frame.columns if not linking.is_number(frame[c]) and frame[c].nunique() == 2 and
             {linking.answer_word(v) for v in frame[c].dropna().unique()} == {"yes", "no"}]
    if len(flags) != 1 or not set(linking.name_words(str(flags[0]))) <= UNSAID_KINDS or flags[0] in taken or any(
            f.column == flags[0] for f in r.values) or re.search(
            r"[和与及或]非|\b(?:and|or|vs\.?|versus)\s+(?:of\s+)?(?:the\s+)?non\b|[和与跟](?:没有|不)|"
            r"\b(?:compared (?:to|with)|than|versus|vs\.?|and)\s+(?:those|the ones|the others|others)\b", r.q, re.IGNORECASE):
        return []  # ('糖尿病患者和非患者', "the diabetic and the non-diabetic women": each group's figure)
    stem = r.table.name.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    topic = [w for w in linking.name_words(stem) if len(w) >= 5 and w not in linking.STOPWORDS]
    strong = {link.at for link in r.links if link.score >= STRONG}
    ways = set()
    for t in linking.tokens(r.q):
        same = any(linking.stem(t.text) == linking.stem(w) for w in topic)
        if t.at in strong or linking.stem(t.text) in ROW_PEOPLE or not same and not any(
                linking.share_beginning(t.text, w) for w in topic):
            continue
        if re.match(r"[\w-]*\s*(?:data|dataset|table|study|file|数据|表|研究)", r.q[t.at:], re.IGNORECASE):
            continue  # "the diabetes data": the table, no kind of row
        before = r.q[max(0, t.at - 24):t.at].lower()
        had = re.search(r"\b(?:with|without|have|has|had|having|no|non)\s*-?\s*(?:an?\s+)?$|(?:患有?|有|没有|无|非)\s*$",
                        before) or re.match(r"[\w-]*\s*(?:patients|患者|病人)", r.q[t.at:], re.IGNORECASE)
        if same and not had:
            continue  # the table's own word said plainly ('emails' in email_spam, "the marketing campaign"): what the
            # rows are, not the condition ("women with diabetes", '糖尿病患者', "had a stroke" are; 'diabetic' is)
        ways.add(bool(re.search(r"\b(?:no|not|without|non)\b[\s-]*$|(?:\bnot|\bnever|n't)\s+(?:\w+\s+){0,2}$|"
                                r"(?<!有)没有\s*$|不\s*$|未\s*$|非\s*$|无\s*$", before)))
    if len(ways) != 1:
        return []
    values = frame[flags[0]].dropna().unique()
    wanted = "no" if ways.pop() else "yes"
    return [Filter(flags[0], "==", next(v for v in values if linking.answer_word(v) == wanted))]


STUDY_WORDS = {"survey", "study", "sample", "data", "dataset", "census", "panel"}
"""Words for the study a table comes from: 'in the survey' names no flag."""
UNSAID_KINDS = {"type", "class", "outcome", "target", "status", "result", "label", "group", "diagnosis", "response",
                "y", "category", "kind"}
"""Names of a yes/no column that say nothing of what it records: the table's name may say it."""
ROW_PEOPLE = linking.PEOPLE_NOUNS | {"man", "men", "woman", "women", "child", "children", "boy", "girl", "adult", "kid"}
"""Words for the people a table's rows are: 'women' of women_survey says which rows, not what a column records."""


def _said_again(r: Reading, at: int, exclude: set) -> str | None:
    """A numeric column's word said a second time just before a bar ('人口超过 100 万的……高于人口不到 50 万的'): the
    column of that word, though its link sits where it was first said."""
    window = r.q[max(0, at - 8):at]
    for link in r.links:
        if link.column not in r.numeric or link.column in exclude or link.score < STRONG or not 0 <= link.at < at - 8:
            continue
        word = re.match(r"[\u4e00-\u9fff]{2}|[A-Za-z]{4,}", r.q[link.at:])
        if word and word.group() in window:
            return link.column
    return None


NEITHER_NOR = r"\b(?:neither|nor)\s+(?:the\s+)?$|(?:既不|也不)[\u4e00-\u9fff]{0,3}$"
"""'neither the Democrats nor the Republicans', '既不认同民主党也不认同共和党': each flag's no."""


DIED = (r"\b(?:did not|didn't|not|never)\s+(?:survive|make it)\b|\b(?:died|dies|dying|dead|deaths?|deceased|perished|"
        r"killed)\b|\blost\s+(?:the\s+)?(?:most\s+|more\s+|fewest\s+|\w+\s+)?(?:members|people|lives|passengers|crew)\b|"
        r"死亡|死去|去世|过世|遇难|丧生|身亡|死了|(?:没|没有|未|未能|没能)(?:活下来|生还|幸存|存活)")
LIVED = r"\b(?:survived|survivors?|surviving|alive)\b|存活(?!时间|天数|期)|幸存|生还|活下来|活着|还活"
"""(Not 'survival time', 'how long did they survive', 'lived in rural areas': a duration, a verb of living.)"""
DEATH_NAMES = {"death", "deaths", "dead", "died", "die", "deceased", "mortality", "fatal", "fatality", "perished"}
LIFE_NAMES = {"survived", "survival", "survive", "survives", "surv", "alive", "lived"}


NOTHING = {"none", "nothing", "no", "nil", "无", "没有"}
"""A text column's word for nothing at all, which "no <column>" asks for."""


def says_nothing(series) -> bool:
    """A text column of few values, one of which is its word for nothing ('none')."""
    if not linking.is_text(series):
        return False
    values = series.dropna().unique()[:13]
    return len(values) <= 12 and any(str(v).strip().lower() in NOTHING for v in values)


OPPOSITES = {"private": r"\bpublic\b|公立|公办", "public": r"\bprivate\b|私立|民办",
             "urban": r"\brural\b|农村|乡村", "rural": r"\burban\b|城市|城镇",
             "domestic": r"\bforeign\b|\binternational\b|国外|外国|进口", "foreign": r"\bdomestic\b|国内|本国|国产",
             "indoor": r"\boutdoors?\b|户外|室外", "outdoor": r"\bindoors?\b|室内"}
"""The word for the other side of a yes/no column named for one side: 'public' colleges are Private == 'No'."""


LENGTH_WORDS = {"distance", "dist", "length", "km", "miles", "metres", "meters", "feet", "ft"}
UNIT_KINDS = ((r"\s*(?:minutes?|mins?|seconds?|secs?|hours?|hrs?|days?|weeks?|months?|分钟|秒|小时|天|周|个月)(?![a-z])",
               DURATION_WORDS),
              (r"\s*(?:m|metres?|meters?|km|kilometres?|kilometers?|miles?|feet|ft|米|公里|千米|英里)"
               r"(?![a-z²³]|\s*(?:2|3|squared|cubed)\b)", LENGTH_WORDS))  # (not '120 m²', an area)
"""A number's unit said, and the words of the columns measured in it: durations, distances."""


EITHER_WAY = (r"\bin either direction\b|\beither way\b|\bup or down\b|\bin absolute (?:value|terms)\b|涨跌幅?|"
              r"绝对值|无论涨跌|不论涨跌")
"""A move said of its size, up or down alike: a bar on the absolute value."""


def _either_way_of(r: Reading, n) -> bool:
    """'in either direction', '涨跌幅' said in the bar's own clause, not as a column's name."""
    start = max([m.end() for m in re.finditer(r"[,;?，；。？]", r.q[:n.at])], default=0)
    stop = min([n.at + m.start() for m in re.finditer(r"[,;?，；。？]", r.q[n.at:])], default=len(r.q))
    named = {l.at for l in r.links if l.at >= 0 and l.score >= 2}
    return any(start + m.start() not in named for m in re.finditer(EITHER_WAY, r.q[start:stop], re.IGNORECASE))


def _unit_of_another_kind(after: str, column: str) -> bool:
    """The number's unit measures another kind of thing than the column: metres said of a column of times."""
    words = set(linking.name_words(column)) - {"length", "len"}  # (a film's length is in minutes)
    kinds = [kind for unit, kind in UNIT_KINDS if re.match(unit, after, re.IGNORECASE)]
    return bool(kinds) and not words & kinds[0] and any(words & kind for _, kind in UNIT_KINDS if kind is not kinds[0])


PHRASE_ENDS = (r"\s*(?:$|[?,.;:!)]|(?:in|of|for|at|on|from|with|by|and|or|than|is|are|was|were|do|does|did|have|has|"
               r"had|who|that|which|among|coverage|plan|status)\b)")
"""What may follow the last word of a noun phrase ('health insurance?', "… insurance in the South")."""


@functools.lru_cache(maxsize=64)
def _words_said_at(question: str) -> dict[int, tuple[str, ...]]:
    """The question's words as written, by offset: read once per question, not once per link."""
    said: dict[int, tuple[str, ...]] = {}
    for t in linking.tokens(question):
        said[t.at] = (*said.get(t.at, ()), t.raw)
    return said


def _flag_modified(r: Reading, link: Any) -> Any:
    """The flag whose word follows this flag's word as one noun phrase ('health insurance', '医疗保险' over the yes/no
    columns health and insurance): the second is the thing, the first says its kind. None when there is none."""
    said = _words_said_at(r.q).get(link.at, ())
    if not said or not two_valued_flag(r.table.frame[link.column]):
        return None
    first = max(said, key=len)
    if not re.search(r"\b(?:have|has|had|having|with|without|no|any)\s+$|有\s*$", r.q[:link.at], re.IGNORECASE):
        return None  # possessed: 'have health insurance', '没有医疗保险'; not "a married smoker", '已婚吸烟者' (both)
    end = link.at + len(first)
    end += len(r.q[end:]) - len(r.q[end:].lstrip(" -"))
    second = re.match(r"[A-Za-z]+", r.q[end:])
    if second and (re.search(r"[^s]s$", first) or re.search(r"(?:ed|ing|[^s]s)$", second.group()) or not re.match(
            PHRASE_ENDS, r.q[end + second.end():], re.IGNORECASE)):
        return None  # the thing a noun before it names ('have health insurance'), not "dependents churned", "married
        # smokers" (the rows, both), "fireplace pool houses" (a noun after: the rows, both flags)
    own = {linking.stem(w) for w in linking.name_words(link.column)}
    if second and linking.stem(second.group().lower()) in own:
        return None  # "web developers": both words are Web_developer's own
    return next((l for l in r.links if l.at == end and l.column != link.column and l.score >= STRONG
                 and two_valued_flag(r.table.frame[l.column])), None)


def opposite_flags(r: Reading, taken: set[str]) -> list[Filter]:
    """'公立学校', 'public colleges' over a yes/no (or 0/1) column called Private: its no."""
    out = []
    for column in map(str, r.table.frame.columns):
        side = next((w for w in linking.name_words(column) if w in OPPOSITES), None)
        if side is None or column in taken or len(linking.name_words(column)) > 2 or not (said := matches(OPPOSITES[side], r.q)):
            continue
        if any(said.group().lower() in linking.name_words(str(c)) for c in r.table.frame.columns):
            continue  # "public transit" over public_transit beside private_vehicle: that column's own word
        values = set(r.table.frame[column].dropna().unique().tolist())
        no = next((v for v in values if str(v).lower() in ("0", "no", "n", "false")), None)
        if len(values) == 2 and no is not None and values - {no} and \
                str(next(iter(values - {no}))).lower() in ("1", "yes", "y", "true"):
            out.append(Filter(column, "==", no))
    return out


def _better_said_of_the_unit(r: Reading, unit: list[str], exclude: set[str], at: int, end: int) -> list[str]:
    """Of the columns the unit's word half-names ('岁' age: age_husband, age_wife_at_marriage), the one the words
    just before the number name ('妻子结婚时还不到 16 岁': the wife's age at marriage; '丈夫年龄超过 60 岁': his age)."""
    link = next((l for l in r.links if unit and l.column == unit[0]), None)
    if link is None or link.score >= 4:
        return unit
    there = {linking.stem(t.text) for t in linking.tokens(r.q) if end <= t.at <= end + 1}
    return _named_just_before(r, there, exclude, at) or unit


def _named_just_before(r: Reading, words: set[str], exclude: set[str], at: int) -> list[str]:
    """The numeric column holding one of `words` whose name the clause before a number says last (all its words said
    before the number, none after a clause break)."""
    start = max((m.end() for m in re.finditer(r"[,，;；。]", r.q[:at])), default=0)
    said = [l for l in r.links if l.column in r.numeric and l.column not in exclude and l.score >= STRONG
            and start <= l.at < at and max(l.at, l.last) < at
            and words & {linking.stem(w) for w in linking.name_words(l.column)}]
    return [max(said, key=lambda l: (max(l.at, l.last), l.score)).column] if said else []


AGE_SAID = r"\s*(?:or\s+)?(?:older|younger|years?\s+old|岁)"
PEOPLE = (r"\b(?:people|persons?|finishers|runners|players|athletes|patients|passengers|participants|respondents|"
          r"customers|employees|workers|students|members|voters|children|adults|men|women|who)\b|人|者|员|选手|乘客|学生|患者")
"""Words for people: a bare bar said of them ('finishers under 18') bars their age."""


def age_column(r: Reading, n, end: int, exclude: set[str]) -> str | None:
    """'mothers 40 or older': the column of ages, or of several (mage, fage) the one whose other letters begin a word
    said ('m' of mothers); None when no age is said."""
    ages = [c for c in r.numeric if c not in exclude and re.fullmatch(r"([a-z]{0,2})_?age|age", c.lower())]
    if not re.match(AGE_SAID, r.q[end:], re.IGNORECASE):
        bare = n.cmp in ("<", "<=", ">", ">=") and n.value.is_integer() and 0 < n.value <= 110 and re.match(
            r"\s*(?:$|[?？.,，。!;；])", r.q[end:]) and re.search(PEOPLE, r.q, re.IGNORECASE)
        return ages[0] if bare and ages == [c for c in r.numeric if "age" in linking.name_words(c)] and len(ages) == 1 \
            else None  # "how many of the finishers were under 18": people under a bare number, by their age
    if len(ages) == 1:
        return ages[0]
    if not ages:  # "wives whose husbands are over 60 years old" over age_husband and age_wife_at_marriage
        return next(iter(_named_just_before(r, {"age"}, exclude, n.at)), None)
    words = [t.text.lower() for t in linking.tokens(r.q)]
    said = [c for c in ages if (head := re.match(r"([a-z]{1,2})_?age$", c.lower())) and any(
        w.startswith(head.group(1)) and w not in linking.STOPWORDS for w in words)]
    return said[0] if len(said) == 1 else None


def fate_filters(r: Reading, taken: set[str]) -> list[Filter]:
    """Dying and surviving said of the rows, over a 0/1 (or yes/no) column named for either fate: "the people who
    died" is death == 1 or survived == 0, "still alive" death == 0, "活下来的人" survived == 1."""
    died = matches(DIED, r.q)
    lived = matches(LIVED, re.sub(DIED, lambda m: " " * len(m.group()), r.q, flags=re.IGNORECASE))
    fate = _fate_column(r, taken) if died or lived else None
    if fate is None:
        return []
    column, dead, alive = fate
    return [Filter(column, "==", dead if died else alive)]


def _fate_column(r: Reading, taken: set[str] = frozenset()) -> tuple[str, Any, Any] | None:
    """The 0/1 (or yes/no) column named for dying or surviving, with its value for the dead and for the living."""
    frame = r.table.frame
    for column in map(str, frame.columns):
        words = set(linking.name_words(column))
        fate = "death" if words & DEATH_NAMES else "life" if words & LIFE_NAMES else None
        if fate is None or column in taken:
            continue
        values = set(frame[column].dropna().unique().tolist())
        yes = next((v for v in values if str(v).lower() in ("1", "yes", "y", "true")), None)
        no = next((v for v in values if str(v).lower() in ("0", "no", "n", "false")), None)
        if len(values) != 2 or yes is None or no is None:
            continue
        return (column, yes, no) if fate == "death" else (column, no, yes)
    return None


def fates_said(r: Reading) -> tuple[str, tuple] | None:
    """Both fates said ('the survivors and those who died'): the column named for either fate and its two values,
    in the order said; else None."""
    died = matches(DIED, r.q)
    lived = matches(LIVED, re.sub(DIED, lambda m: " " * len(m.group()), r.q, flags=re.IGNORECASE))
    fate = _fate_column(r) if died and lived else None
    if fate is None:
        return None
    column, dead, alive = fate
    return column, (dead, alive) if died.start() < lived.start() else (alive, dead)


def _named_words(column: str) -> set[str]:
    return {linking.stem(w) for w in linking.name_words(column)}


def _shared_word_only(r: Reading, column: str, said: set[str]) -> bool:
    """The words said of a flag are all words that other flags' names hold too: they name what the flags have in
    common (the rows' kind), not this one ('legislators' of leg_black beside leg_senator, leg_democrat: a word said
    whole, or begun by a short name word)."""
    def words(c: str) -> set[str]:
        return {linking.stem(w) for w in linking.name_words(c)}
    hit = {w for w in words(column) if w in said or len(w) >= 3 and any(s.startswith(w) for s in said)}
    anywhere = {linking.stem(t.text) for t in linking.tokens(r.q)}
    if any(w in anywhere for w in words(column) - hit):
        return False  # "the legislators who … are Black": leg_black's own word is said too, further on
    frame = r.table.frame
    others = [words(str(c)) for c in frame.columns if str(c) != column and str(c) in r.numeric
              and set(frame[c].dropna().unique().tolist()) <= {0, 1}]
    return bool(hit) and all(sum(w in other for other in others) >= 2 for w in hit)


def _modifier_unsaid(r: Reading, column: str) -> bool:
    """A flag named by a modifier and a noun ('chronicFighting', 'prevConflict', 'objectedWar') of which only the noun
    is said, where other columns are named for that noun too: the rows are of that noun, not of the kind the modifier
    picks."""
    words = linking.name_words(column)
    modifiers = [w for w in words[:-1] if w not in FLAG_GRAMMAR and not w.isdigit()]
    if len(words) < 2 or not modifiers:
        return False
    head = linking.stem(words[-1])
    if sum(head in {linking.stem(w) for w in linking.name_words(str(c))} for c in r.table.frame.columns) < 2:
        return False  # the only column of that noun is named by it ('smokers' is current_smoker)
    said = {linking.stem(t.text) for t in linking.tokens(r.raw or r.q)}

    def is_said(word: str) -> bool:
        return any(w == linking.stem(word) or len(word) >= 3 and len(w) >= 3 and (w.startswith(word) or
                                                                                word.startswith(w)) for w in said)
    return is_said(words[-1]) and not any(is_said(m) for m in modifiers)


FLAG_GRAMMAR = {"is", "has", "have", "had", "was", "any", "ever", "did", "got", "with", "num", "n", "no", "not", "in",
                "on", "at", "of", "the", "a", "by", "for", "to"}
"""Words of a flag's name that pick no kind ('has_pool', 'is_member', 'ever_married')."""


def _named_for_the_flag(r: Reading, column: str) -> bool:
    """The table is named for the flag, not for its rows: churn in telco_churn, attrition in attrition.csv."""
    table = {linking.stem(w) for w in linking.name_words(r.table.name.rsplit("/", 1)[-1].rsplit(".", 1)[0])}
    return {linking.stem(w) for w in linking.name_words(column)} <= table


def _own_word_said(r: Reading, column: str, said: set[str]) -> bool:
    """A word of the column's name that is no word of the table's name is said ('sent' of sent_email in emails)."""
    table = {linking.stem(w) for w in linking.name_words(r.table.name.rsplit("/", 1)[-1].rsplit(".", 1)[0])}
    own = {linking.stem(w) for w in linking.name_words(column)} - table
    return bool(own & said)


def _kind_by_number(r: Reading, n, end: int, exclude: set[str]) -> str | None:
    """The numeric column of fewest values (at most 12) that holds the number, when the number is glued to a word as a kind
    ('36-month loans', '6-cylinder cars', '4-door'); else None."""
    if n.cmp is not None or not re.match(r"-[a-z]{3,}", r.q[end:end + 12], re.IGNORECASE):
        return None
    frame = r.table.frame
    few = sorted((frame[c].nunique(), c) for c in r.numeric if c not in exclude and not linking.holds_years(c)
                 and frame[c].nunique() <= 12 and bool((frame[c] == n.value).any()))
    return few[0][1] if few and (len(few) == 1 or few[0][0] < few[1][0]) else None  # the fewest values: a kind


def _twin_in_the_bars_scale(r: Reading, column: str | None, n, exclude: set[str]) -> str | None:
    """Of two columns of one measure in different units ('Steps' in thousands, 'StepCount'), the one whose values
    reach the bar as said: '步数超过一万步' is StepCount's 10,000, past every value of Steps."""
    if column is None or n.cmp is None or column not in r.numeric or not linking.is_number(r.table.frame[column]):
        return column
    held = r.table.frame[column].dropna()
    if held.empty or held.min() <= n.value <= held.max() or n.value <= 0:
        return column
    words = {linking.stem(w) for w in linking.name_words(column)}
    twins = [c for c in r.numeric if c != column and c not in exclude and linking.is_number(r.table.frame[c])
             and words & {linking.stem(w) for w in linking.name_words(c)}
             and r.table.frame[c].min() < n.value < r.table.frame[c].max()
             and _scaled_by_ten(r.table.frame[column], r.table.frame[c])]
    return twins[0] if len(twins) == 1 else column


def _scaled_by_ten(series, other) -> bool:
    """Row by row, the other column is this one times 10, 100, 1000 … (the same measure in other units of ten), not
    another measure (a rank, a count, pounds against kilograms)."""
    import math

    both = series.notna() & other.notna() & (series != 0)
    if both.sum() < 3:
        return False
    ratio = (other[both] / series[both]).astype(float)
    k = float(ratio.median())
    exponent = math.log10(abs(k)) if k else 0.0
    return k > 0 and abs(exponent - round(exponent)) < 0.01 and round(exponent) != 0 and bool(
        ((ratio - k).abs() <= 0.01 * k).mean() >= 0.95)


def _in_the_columns_units(series, value, scale, cmp: str | None = None, money: bool = False) -> float:
    """'15 million' against a column that counts in millions (viewers 15.9): 15; the value as said otherwise."""
    if not linking.is_number(series) or series.dropna().empty or not isinstance(value, (int, float)):
        return value
    top = float(series.max())
    if money and not scale and value >= 1000 and top < value / 100 and float(series.min()) < value / 1000 < top:
        return whole_number(float(value / 1000))  # "spend more than $7,000 per pupil" where it runs 3.6–9.8: thousands
    unscaled = value / quantities.SCALES[scale.group().strip().lower()] if scale else value
    if scale and (top < value / 1000 and 0 < unscaled <= 10 * top or top < value / 100 and float(series.min()) / 10 <=
                  unscaled <= top):
        return whole_number(float(unscaled))  # ("a population above 450 thousand" where it runs 260–509: thousands)
    for unit in (1e3, 1e6) if value > top and value >= 100_000 else ():
        # "more than 2 million people", '人口超过 100 万' where it runs 100–11,551: in thousands, a bar above most
        # rows (not 'towns of more than a million' over towns of 800 to 9,000 people: none); '人口不到 50 万': in
        # thousands too, a bar under the middle rows, where as said every row would pass it
        if float(series.median()) < value / unit < top or cmp in ("<", "<=") and unit == 1e3 and \
                float(series.min()) < value / unit < float(series.median()) and float(series.median()) >= 10:
            return whole_number(float(value / unit))
    return value


NAMED_UNITS = ((r"亿", 1e8), (r"万", 1e4), (r"\bbillions?\b|(?<![a-z])bn\b", 1e9), (r"\bmillions?\b|(?<![a-z])mn\b", 1e6),
               (r"\bthousands?\b|'000", 1e3))
"""The unit a column's name says it counts in: 'GDP（亿元）', 'revenue_millions'."""


def _in_the_names_units(column: str, series, value) -> float:
    """'超过 5 万亿元' against 'GDP（亿元）': the bar in the column's own units, when its name says them and the bar
    as said lies past every value."""
    if not isinstance(value, (int, float)) or not linking.is_number(series) or series.dropna().empty:
        return value
    name = " ".join(linking.name_words(column)) + " " + str(column)
    factor = next((f for unit, f in NAMED_UNITS if re.search(unit, name, re.IGNORECASE)), None)
    if factor is None or abs(value) <= float(series.abs().max()):
        return value
    return whole_number(float(value / factor))


def _in_units_said(r: Reading, series, value) -> float:
    """'超过 1500 万（失业人数以千人计）', 'more than 2 million (figures in thousands)': a bar said with its scale word, in
    the column's units, when the question says them and the bar as said lies past every value."""
    said = matches(UNITS_SAID, r.q)
    if said is None or not linking.is_number(series) or series.dropna().empty or not isinstance(value, (int, float)):
        return value
    factor = 1e6 if re.search(r"million|百万", said.group(), re.IGNORECASE) else 1e3
    return whole_number(float(value / factor)) if abs(value) > float(series.abs().max()) else value


UNITS_SAID = (r"\b(?:in|of)\s+(?:thousands|millions)\b|\((?:thousands|millions|000s|'000)\)|以(?:千|百万)(?:人|元|美元|吨|件)?计|"
              r"以(?:千|百万)(?:人|元|美元|吨|件)?为单位|"
              r"单位(?:是|为|[:：])?\s*(?:千|百万)|（(?:千|百万)(?:人|元|美元)?）")
"""The question telling the unit a column counts in."""


WEEKEND = r"\bweekends?\b|周末|双休日"
WORKDAYS = r"\bweekdays?\b|\bworking days?\b|\bworkdays?\b|工作日"
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _weekend(r: Reading, exclude: set[str]) -> list[Filter]:
    """'on weekends', '周末', '工作日': the rows of those days, by the table's own weekday column or its dates' days —
    unless a column is named for them ('weekend_nights')."""
    said = matches(WEEKEND, r.q) or matches(WORKDAYS, r.q)
    named = {"weekend", "weekends", "weekday", "weekdays", "workday", "workdays", "week"}
    own = part_column(r, "weekday")
    if said is None and not own and r.dates and r.dates[0] not in exclude:
        q = r.q
        for v in r.values:  # ('Sunday Storm', a value, names no day)
            q = q[:v.at] + " " * v.length + q[v.at + v.length:]
        days_said = _days_named(q)  # "landed on a Saturday or Sunday", "周六登陆的": the dates' own days
        return [Filter(r.dates[0], "in", days_said, part="weekday")] if days_said else []
    if said is None or any(set(linking.name_words(str(c))) & named for c in r.table.frame.columns):
        return []
    days = DAY_NAMES[5:] if matches(WEEKEND, said.group()) else DAY_NAMES[:5]
    if own and own not in exclude:  # 'Sat', 'Sunday', as the table writes them
        written = [v for v in r.table.frame[own].dropna().unique() if str(v).strip().lower()[:3] in {d[:3].lower() for d in days}]
        if written:
            return [Filter(own, "in", tuple(sorted(written, key=str)))]
    if r.dates and r.dates[0] not in exclude:
        return [Filter(r.dates[0], "in", days, part="weekday")]
    return []


CHINESE_DAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}


def _days_named(q: str) -> tuple:
    """The days of the week a question names, in week order: 'Saturday or Sunday', '周六', '星期日'."""
    found = {i for i, day in enumerate(DAY_NAMES) if re.search(rf"\b{day}s?\b", q, re.IGNORECASE)}
    found |= {CHINESE_DAYS[m.group(1)] for m in re.finditer(r"(?<![每一两几上下本这])(?:星期|周|礼拜)([一二三四五六日天])", q)}
    spans = [(m.group(1).lower(), m.group(2).lower()) for m in re.finditer(
        rf"\b({'|'.join(DAY_NAMES)})s?\s+(?:to|through|thru|until|-|–)\s+({'|'.join(DAY_NAMES)})\b", q, re.IGNORECASE)]
    english = [d.lower() for d in DAY_NAMES]
    spans = [(english.index(a), english.index(b)) for a, b in spans]
    spans += [(CHINESE_DAYS[m.group(1)], CHINESE_DAYS[m.group(2)]) for m in re.finditer(
        r"(?:星期|周|礼拜)([一二三四五六日天])\s*(?:到|至|-|—|~)\s*(?:星期|周|礼拜)?([一二三四五六日天])", q)]
    for first, last in spans:  # "周一到周五", "Monday to Friday": every day between
        found |= set(range(first, last + 1))
    return tuple(DAY_NAMES[i] for i in sorted(found))


def negated_pair(values: set) -> tuple:
    """(X, its negation) when a column's two values are X and 'Not X' / 'Non-X' / 'No X'; else (None, None)."""
    a, b = sorted(values, key=lambda v: len(str(v)))
    said = re.fullmatch(rf"(?:not|non|no)[\s-]*{re.escape(str(a).strip().lower())}", str(b).strip().lower())
    return (a, b) if said else (None, None)


def _a_count(series) -> bool:
    """Whole numbers from 0 up, mostly small: how many of something a row has (fireplaces, children)."""
    known = series.dropna()
    return len(known) > 0 and bool((known >= 0).all() and (known % 1 == 0).all()) and known.max() <= 100


def often_nothing(series) -> bool:
    """Amounts from 0 up where many rows hold exactly 0 (a card balance, an advertising budget): 'no X' is those."""
    known = series.dropna()
    return len(known) > 0 and bool((known >= 0).all()) and (known == 0).mean() >= 0.05


def _own_word(link, said: set[str], taken_words: set[str]) -> bool:
    """The question says (`said`: its words at the link) a word of this column's name that the column already linked
    there lacks ('major league': league_winner shares 'league' with league_id — no)."""
    own = {linking.stem(w) for w in linking.name_words(link.column)} - taken_words
    return bool(own & said) or any(w.startswith(o) or o.startswith(w) for w in said for o in own if min(len(w), len(o)) >= 4)


PERIOD_WORDS = {"year", "month", "day", "date", "time", "week", "quarter", "hour"}
