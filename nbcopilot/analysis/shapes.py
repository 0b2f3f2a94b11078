"""Answers that compare: columns of one family, a row's other value, changes, listed values each, rankings,
what groups have."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from typing import Any

from nbcopilot.analysis import linking, quantities
from nbcopilot.analysis.operations import Operation
from nbcopilot.analysis.phrases import (
    APPEAR, COUNTED_UNIT, DISTINCT, MAX_WORDS, MIN_WORDS, SUM_SAID, COUNT, WHICH, VERSUS, LIST, MISSING, SET_ASIDE, STRONG, FIRST, LAST,
    EVERY_PERIOD, LOWER_SAID, MODE, AS_PERCENT, matches,
)
from nbcopilot.analysis.reading import ANSWERS, Reading
from nbcopilot.analysis.roles import (
    agg_of, better_named, binary_columns, count_column, direction_of, group_key, id_like, measured_column, month_column, name_column,
    number_after, named_column, one_row_per, part_column, person_key, place_column, several_a_day, timed, year_column,
    adds_up, SPEED_WORDS, WHERE, PEOPLE_COUNTED, DURATION_WORDS, PER_ROW,
)
from nbcopilot.analysis.nouns import which_noun
from nbcopilot.analysis.filters import columns_by_year, fates_said, filters_of, in_fractions, is_fraction, set_aside


MOVED_COMPARED = (r"\b(?:shr[iau]nk|fell|fall|dropped|drop|declined?|decreased?|grew|grow|rose|rise|increased?)\b"
                  r"[^?]{0,40}\bcompared (?:with|to)\b")
"""'Did GDP shrink in 2009 compared with 2008': the first figure against the second."""
ABOVE_A_YEAR = (r"\b(?:above|over|exceed(?:ed|s)?|below|under)\s+(?:that of\s+|the\s+(?:\w+\s+){1,3}(?:in|of)\s+)"
                r"(?:19|20)\d\d\b|(?:超过|高于|低于|不到)\s*(?:19|20)\d\d\s*年的")
"""'was the highest price in 2023 above the highest price in 2022', '2023 年的最高价有没有超过 2022 年的最高价':
one year's figure against another's, no bar."""
VERSUS_ABOVE = r"\b(above|over|below|under|more than|less than)\s+-?\d|高于|低于|超过"


def column_family(r: Reading) -> list[str] | None:
    """Numeric columns that are instances of the thing asked about: month columns (JAN … DEC) when the question asks
    which month, or the columns sharing a word the question names ('experiment' → experiment_1, experiment_2 …)."""
    if r.outranked:  # "where v3 is the largest of v1, v2 and v3": the columns compared in each row, no figures
        return None
    columns = [str(c) for c in r.table.frame.columns  # in the table's order, so the code reads as the table does
               if str(c) in r.numeric and not id_like(r, str(c)) and not linking.holds_years(str(c))]
    spanned = columns_spanned(r, columns)
    if spanned:  # "各个角色列（Data_scientist 到 Web_developer）": the columns from one to the other
        return spanned
    listed = [t if t in columns else t.split()[-1] for t, _ in quantities.enumerated(r.q)]  # "Among PERASIAN, …"
    pair = matches(r"\b([A-Za-z_]\w*)\s*(?:,\s*)?(?:or|还是|和|与|and)\s*([A-Za-z_]\w*)\b", r.raw or r.q)
    if (len(listed) < 2 or not all(t in columns for t in listed)) and pair and pair.group(1) in columns and pair.group(2) in columns and r.has(WHICH):
        listed = [pair.group(1), pair.group(2)]  # "which column has the larger mean, PSI or GRADE?"
    if len(listed) >= 2 and all(t in columns for t in listed):  # "among PERASIAN, PERBLACK and PERHISP"
        return [c for c in columns if c in listed]
    bracketed = re.findall(r"[(（]\s*([A-Za-z_][\w.]*)\s*[)）]", r.raw or r.q)
    if len(bracketed) >= 2 and all(t in columns for t in bracketed) and r.has(WHICH):
        return [c for c in columns if c in bracketed]  # "of smoking (smoke), hypertension (ht) and … (ui), which"
    if r.has(PAIR_WHICH):  # "金价和银价哪个更高": two columns said by meaning, joined, then which of them
        said = sorted((l for l in r.links if l.column in columns and l.at >= 0), key=lambda l: -l.score)
        best = list(dict.fromkeys(l.column for l in said))[:2]
        pair = [next(l for l in said if l.column == c) for c in best]
        others = [l.score for l in said if l.column not in best]
        if len(pair) == 2 and min(l.score for l in pair) >= 2 and max(others, default=0) <= min(l.score for l in pair) - 0.5:
            first, second = sorted(pair, key=lambda l: l.at)
            if re.search(PAIR_JOINER, r.q[first.at:max(second.at, second.last)]):  # (the two said best, joined;
                return [first.column, second.column]  # not a third named only by a shared word: 'price')
    months = [c for c in columns if c.lower() in quantities.MONTHS]
    asks_month = r.has(r"\bmonths?\b|月份|哪个月")
    if len(months) >= 3 and asks_month and not r.dates:  # (Jul … Jun, answered "with the month's column name")
        return months
    counted = _columns_counted(r, columns) if r.has(WHICH) or r.has(LIST) else None
    if counted:  # "which of the 25 personality items": the 25 columns named alike (A1 … O5)
        return counted
    one = re.search(r"([\w.]+)\s+column\b(?!s)", r.raw or r.q)  # "the most common value in the city column": that one
    if r.has(r"\bcolumns?\b|哪一列|哪列|哪些列|哪个列") and (r.has(WHICH) or r.has(LIST)) and not r.has(MISSING) and not (
            one and one.group(1) in map(str, r.table.frame.columns)):
        return columns  # "which column has the smallest standard deviation": the figures of every column
    which = matches(WHICH, r.q)
    if which is None:
        return None
    # the word right after 'which' ("which experiment …"), not a verb later on ("which animal sleeps the most")
    after = re.match(r"\s*of\s+(?:the|these|those)\s+(?:\w+\s+)?(?=\w+s\b)", r.q[which.end():], re.IGNORECASE)
    start = which.end() + (after.end() if after else 0)  # ("which of the three exams": exams)
    said = {linking.stem(t.text) for t in [t for t in linking.tokens(r.q[start:]) if not t.text.isdigit()][:1]}
    shared = _by_shared_word(columns)
    for word, members in shared.items():
        if len(members) >= 2 and word in said and len(members) < len(columns) + 1 and r.has(
                r"\b(which|what)\b|哪"):
            measured = [l for l in r.links if l.column not in members and l.column in r.numeric and l.score >= STRONG]
            named = {l.column for l in r.links if l.column in members and l.score >= 4}
            if not measured and (not named or named == set(members)):
                return members  # not when one of them is named outright, nor when another measure is ('出生人数');
                # all of them named is the family listed ("which exam …: exam1, exam2 or exam3")
    noun = next((t for t in linking.tokens(r.q[start:]) if not t.text.isdigit()), None)
    if re.match(r"(?:些|个|种|几个|几种|一个|一种)?\s*(?:[?？].*)?$", r.q[which.end():]):  # "…的风味有哪些？": the noun said
        # before
        start, noun = 0, next((t for t in reversed(linking.tokens(r.q[:which.start()])) if not t.text.isdigit()), None)
    if noun is not None and not any(l.at <= start + noun.at < max(l.at, l.last) + 1 for l in r.links) and not any(
            v.at <= start + noun.at < v.at + v.length for v in r.values) and not r.has(MODE):
        return _one_scale(r, columns)  # "which flavour has the highest average score": potato, buttery, grassy …
    return None


CHOICES_COUNTED = (r"\b(?:often|times|chosen|picked|bought|purchased|selected)\b|选|买|购买|次数")
"""Words that count how often an alternative was chosen, which the column of choices answers."""


def _one_scale(r: Reading, columns: list[str]) -> list[str] | None:
    """The table's measures when there are three or more and they share one scale (tasting scores 0–15 of potato,
    buttery, grassy …): every numeric column with fractions, from zero up, no top ten times another's; the rest
    whole-number codes (week, subject)."""
    frame = r.table.frame
    fractional = [c for c in columns if bool((frame[c].dropna() % 1 != 0).any())]
    if len(fractional) < 3 or any(l.column in r.numeric and l.score >= STRONG for l in r.links):
        return None  # (a measure named outright is what the question is about)
    from nbcopilot.analysis.nouns import _alternatives

    if r.has(CHOICES_COUNTED) and any(_alternatives(frame, c) for c in r.categorical):
        return None  # "which brand was bought least often": the brand chosen (heinz … stb), no price.heinz … price.stb
    highs = [frame[c].max() for c in fractional]
    if min(frame[c].min() for c in fractional) < 0 or not min(highs) > 0 or max(highs) > 10 * min(highs):
        return None
    return fractional


def _columns_counted(r: Reading, columns: list[str]) -> list[str] | None:
    """'Which of the 25 personality items', '25 道人格题里': the one set of exactly that many columns whose names have
    one shape (letters then digits: A1 … O5, q1 … q25), or None."""
    n = _columns_number(r)
    if n is None:
        return None
    shaped: dict[str, list[str]] = {}
    for c in columns:
        shaped.setdefault(re.sub(r"\d+", "#", re.sub(r"[A-Za-z]+", "a", c)), []).append(c)
    fit = [members for shape, members in shaped.items() if len(members) == n and "#" in shape]
    return fit[0] if len(fit) == 1 else None


def _columns_number(r: Reading) -> int | None:
    """How many of the things compared the question counts ('of the 25 items', '25 道题'), or None."""
    said = matches(r"\bof (?:the|these|those|all)\s+(\d+)\s+[a-z]+|(\d+)\s*(?:道|个|项|列|门)", r.raw or r.q)
    return int(said.group(1) or said.group(2)) if said else None


def _by_shared_word(columns: list[str]) -> dict[str, list[str]]:
    """The columns under each (stemmed) word of their names: 'exam' → exam1, exam2, exam3."""
    shared: dict[str, list[str]] = {}
    for c in columns:
        for word in set(linking.name_words(c)):
            if not word.isdigit() and len(word) > 2:
                shared.setdefault(linking.stem(word), []).append(c)
    return shared


def counted_family(r: Reading) -> list[str] | None:
    """'三次考试的平均分分别是多少', 'the mean of each of the three exams': the columns sharing a word (exam1 … exam3),
    as many as the question counts before that word."""
    columns = [str(c) for c in r.table.frame.columns if str(c) in r.numeric and not id_like(r, str(c))]
    shared = _by_shared_word(columns)
    for t in linking.tokens(r.q):
        members = shared.get(linking.stem(t.text), [])
        counted = re.search(r"(\d+|[两二三四五六七八九十]|two|three|four|five|six|seven|eight|nine|ten)\s*(?:次|个|门|场|项|期)?\s*$",
                            r.q[:t.at], re.IGNORECASE)
        said = counted.group(1).lower() if counted else ""
        if len(members) >= 2 and (int(said) if said.isdigit() else quantities.WORD_NUMBERS.get(said)) == len(members):
            return members
    return None


PAIR_WHICH = (r"哪(?:个|一个|一项|项|样)(?:的)?(?:更|比较|较)?[高低大小多少贵长短重轻快慢强弱]|哪(?:个|一个)(?:更|比较|较)|"
              r"\bwhich\s+(?:one\s+|of\s+(?:the|them|these|those)\s+(?:two\s+)?)?(?:is|was|are|were|has|had)\b")
PAIR_JOINER = r"和|与|跟|同|还是|或|\bor\b|\band\b|\bvs\b|\bversus\b"
"""Two columns compared with each other: which of them ('哪个更高', 'which is higher'), said one after the other
with 'and', 'or', '和', '还是' between them."""


def periods_listed(r: Reading) -> list[str] | None:
    """'at 2, 4, 6 and 8 months', '2、4、6、8 个月时': numbers listed before one period unit, each the number of one
    sibling column (bdi.2m … bdi.8m), in the order said; else None."""
    items = quantities.enumerated(r.q)
    if len(items) < 2 or not all(t.isdigit() for t, _ in items):
        return None
    last, at = items[-1]
    unit = re.match(rf"\s*[-_]?\s*{linking.PERIOD_UNIT}(?![a-z])", r.q[at + len(last):], re.IGNORECASE)
    if unit is None:
        return None
    found = [linking.period_column(text, unit.group(1), list(r.numeric)) for text, _ in items]
    return found if None not in found and len(set(found)) == len(found) else None


def years_listed(r: Reading) -> list[str] | None:
    """'每年的人口分别是多少', 'in each year from 1992 to 1996': the columns of a table with a column per year, in
    the years' order (from the first year said to the last, if two are), else None."""
    family = columns_by_year(r)
    if len(family) < 2 or r.dates or not r.has(r"\b(?:each|every) year\b|\byear by year\b|每一?年|各年|历年|逐年"):
        return None
    said = sorted(int(y) for y in re.findall(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)", r.raw or r.q) if int(y) in family)
    low, high = (said[0], said[-1]) if len(said) >= 2 else (min(family), max(family))
    return [family[y] for y in sorted(family) if low <= y <= high] or None


def columns_spanned(r: Reading, columns: list[str]) -> list[str] | None:
    """The numeric (or yes/no) columns from one named column to another, in the table's order ('Data_scientist 到
    Web_developer', 'emp1 to emp52'), or None."""
    everything = [str(c) for c in r.table.frame.columns]
    columns = columns + [c for c in everything if c not in columns and yes_no_text(r.table.frame[c])]
    for m in re.finditer(r"(?<![\w.])([A-Za-z_][\w.]*?)\s*(?:到|至|~|～|\bto\b|\bthrough\b|\bthru\b|–|-|…|\.\.\.?)\s*"
                         r"([A-Za-z_][\w.]*)", r.raw or r.q):  # ('N1-N5' too)
        if m.group(1) in everything and m.group(2) in everything:
            first, last = sorted((everything.index(m.group(1)), everything.index(m.group(2))))
            spanned = [c for c in everything[first:last + 1] if c in columns]
            if len(spanned) >= 2:
                return spanned
    return None


def yes_no_text(series) -> bool:
    """A text column of yes and no ('yes'/'no', 'Y'/'N', 'True'/'False')."""
    if not linking.is_text(series):
        return False
    held = {str(v).strip().lower() for v in series.dropna().unique()[:4]}
    return bool(held) and held <= ANSWERS


EACH_MAX = (r"\b(?:a|an|the|its|their|whose)\s+(?:max|maximum|peak)\b|最大值|最高值|最高(?:的)?纪录|"
            r"\b(?:the\s+)?(?:highest|biggest|largest|all-time)\s+(?:single\s+)?record\b|\brecord (?:high|amount)\b")
EACH_MIN = r"\b(?:a|an|the|its|their|whose)\s+(?:min|minimum)\b|最小值|最低值"
"""Each column's own extreme as its figure: "which columns have a maximum above 75", "哪一列的最大值最大", "单月降雪量
的最高纪录出现在哪个月份" (the record)."""


NONZERO = r"\bnon-?zero\b|\bnot (?:0|zero)\b|不为\s*0|不是\s*0|非零|非\s*0"
"""The cells not 0 are the ones counted ('marked (non-zero)', '被记为存在（不为 0）')."""


def columns_compared(r: Reading, base: Operation, family: list[str], order: str, agg: str | None) -> Operation:
    threshold = next((n for n in r.numbers if n.cmp in (">", "<", ">=", "<=")), None)
    flags = set(family) <= binary_columns(r)
    skipped = ((threshold.value,) if threshold else ()) + ((0.0, 1.0) if flags else ())  # "标为 1 的": the flags' own 1
    skipped += (float(len(family)),) if _columns_number(r) == len(family) else ()  # ('of the 25 items': how many)
    filters = tuple(filters_of(r, skip_numbers=skipped, exclude=set(family)))
    chosen = agg or ("sum" if r.has(SUM_SAID) or flags and r.has(COUNT) else "max" if r.has(EACH_MAX) else "min" if r.has(EACH_MIN) else "mean")
    if all(yes_no_text(r.table.frame[c]) for c in family):
        chosen = "yes"  # "which of the emp columns has the most people with a job": the yeses counted
    if r.has(NONZERO) and not agg:  # "which causes are marked (non-zero) in fewer than 20 quarrels"
        chosen, skipped = "nonzero", skipped + (0.0,)
        filters = tuple(filters_of(r, skip_numbers=skipped, exclude=set(family)))
    if threshold is not None:
        return replace(base, op="columns", values=tuple(family), agg=chosen, cmp=threshold.cmp,
                       threshold=threshold.value, filters=filters)
    return replace(base, op="columns", values=tuple(family), agg=chosen, order=order, filters=filters)


def target_of_row(r: Reading, base: Operation, direction: str | None) -> Operation | None:
    """'What's the Pulse of the heaviest man?', 'the cultivar of the wine with the largest alcohol': read one column
    of the row where another is highest or lowest."""
    chinese = chinese_target_of_row(r, base, direction)
    if chinese is not None:
        return chinese
    place = place_column(r) if direction and r.has(WHERE) and not agg_of(r) else None  # ("where is the average price
    # highest": a group's figure)
    measured = measured_column(r, exclude={place}) if place else None
    if measured:  # "Where did the deadliest earthquake strike?": the place of the row at the extreme
        return replace(base, op="extreme_row", column=measured, target=place, order=direction,
                       filters=tuple(filters_of(r, exclude={place, measured})))
    owner = matches(r"\b(?:\w+est|most \w+|least \w+)\s+\w+(?:'s|’s)\s+([A-Za-z_]\w*)", r.q)  # the heaviest penguin's species
    said = [l for l in r.links if owner and l.at == owner.start(1) and l.score >= STRONG]
    if said and direction:
        target = said[0].column
        measured = next((l.column for l in r.links if l.column in r.numeric and l.column != target), None)
        if measured:
            return replace(base, op="extreme_row", column=measured, target=target, order=direction,
                           filters=tuple(filters_of(r, exclude={target, measured})))
    m = matches(r"(?:^\s*(?:the\s+)?|\bwhat(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+the\s+)(\w[\w ]*?)"
                r"(?:\s*[(（][^()（）]{0,30}[)）])?\s+of\s+the\b", r.raw or r.q)  # "Date of the lowest psavert" too  # "the
    # cultivar of the wine with …" even when the table is called wine; "the 1990 sales (in millions) of the company …"
    m = m or matches(r"^\s*how (?:many|much)\s+(\w[\w .'-]*?)\s+(?:does|did|do|has|had|have)\s+the\b", r.raw or r.q)
    # ("How many career home runs does the highest-paid player have": the row's figure, no column's highest)
    m = m or matches(r"^\s*how\s+(old|tall|heavy|long|far|big|large|fast|expensive)\s+(?:is|was|are|were)\s+the\b"
                     r"(?=\s+\w+\s+with\b|\s+(?:\w+est|most\s+\w+|least\s+\w+)\b)", r.raw or r.q)
    # ("How old is the car with the highest mileage", "how old is the most expensive horse": its age)
    if m is None or direction is None or quantities.top_k(r.q) or matches(r"\b(give|show|list|tell|find|get|me)\b", m.group(1)) \
            or agg_of(r) == "mean":
        return None  # "give me the Country Code of the 3 lowest …" is a top-k; "on which day of the week … on average"
        # is a group's figure
    said = [l for l in r.links if m.start(1) <= l.at < m.end(1) and l.score >= STRONG]
    if not said:
        return None
    target = said[0].column
    sup = matches(MAX_WORDS, r.q[m.end():]) or matches(MIN_WORDS, r.q[m.end():])
    if sup is None:
        return None
    said = m.group(1).lower()
    ends = rf"(?:{re.escape(said[:3])}|{OPPOSITES.get(said, '_')})\w*est\b|(?:most|least)\s+{said}\b"
    if re.match(rf"\s*(?:the\s+)?(?:{ends})",
                r.q[m.end():], re.IGNORECASE):
        return replace(base, op="aggregate", column=target, agg="max" if direction == "desc" else "min",
                       filters=tuple(filters_of(r, exclude={target})))  # "how old is the oldest horse": its age
    where = m.end() + sup.start()
    after = [l for l in r.links if l.column in r.numeric and l.column != target and l.at >= where - 2]
    before = [l for l in r.links if l.column in r.numeric and l.column != target and m.end() <= l.at < where]
    measured = (sorted(after, key=lambda l: (l.score < STRONG, l.at)) or before or [None])[0]
    column = measured.column if measured else measured_column(r, {target})  # ("title of the shortest movie": its time)
    if column is None or column not in r.numeric:
        return None
    filters = tuple(filters_of(r, exclude={target, column}))
    return replace(base, op="extreme_row", column=column, target=target, order=direction, filters=filters)


OPPOSITES = {"old": "young", "tall": "short", "heavy": "light", "long": "short", "big": "small", "large": "small",
             "fast": "slow", "expensive": "cheap", "far": "near"}
"""The other end of each 'how …' word: 'how old is the youngest horse' asks the least age."""


def chinese_target_of_row(r: Reading, base: Operation, direction: str | None) -> Operation | None:
    """'震源最深的那次地震，震级是多少', '花萼宽度最大的那朵花是什么品种': the measure before 最, the column read
    after it."""
    sup = matches(r"最[\u4e00-\u9fff]{1,2}的", r.q)
    if sup is None or direction is None or quantities.top_k(r.q) or agg_of(r):
        return None  # "平均 capital 最低的 firm": a group's figure, not one row
    asks = matches(r"是多少|是什么|是哪|是几|多少|什么|哪|多大|几岁|多高|多重|多长|多久|几(?=个|[\u4e00-\u9fff]?[？?]|$)",
                   r.q[sup.end():])  # ('往返要几个小时')
    before = better_named([l for l in r.links if l.at < sup.start() and l.column in r.numeric and l.score >= STRONG
                           and not (linking.holds_years(l.column) and re.search(r"\d{4}\s*$", r.q[:l.at]))])
    # ('2019 年咖啡进口量最大': the 年 of a year said is when, not the measure ranked)
    after = [l for l in r.links if l.at >= sup.end() and l.score >= STRONG]
    if asks is None or not before:
        return None
    if re.search(r"(?:次数|数量|人数|个数|件数|起数)$", r.q[:sup.start()]) and (
            max(l.score for l in before) < 2 or all(id_like(r, l.column) for l in before)):
        return None  # "警方拦截次数最多的街区": stops counted, not policePrecinct half-named by '警方'; '学生人数最多的
        # 学校' over each pupil's number: pupils counted
    preferred = measured_column(r)  # ('贫困人口比例最高': the share column, though '人口' is said nearer)
    measured = preferred if preferred in {l.column for l in before} else max(before, key=lambda l: (l.at, l.score)).column
    if r.dates and matches(r"哪一天|哪天|哪个日期|什么日期|什么时候|何时", r.q[sup.end():]):  # "… 是哪一天发的": its day
        if re.match(r"最[多少]", sup.group()) and several_a_day(r.table.frame[r.dates[0]]):  # "来电最少的是哪一天" over
            return replace(base, op="group_extreme", by=r.dates[0], by_part="date", column=measured, agg="sum",
                           order=direction, filters=tuple(filters_of(r, exclude={measured})))  # hourly rows: days' totals
        return replace(base, op="extreme_row", column=measured, target=r.dates[0], order=direction, by_part="date",
                       filters=tuple(filters_of(r, exclude={measured})))
    asked_at = sup.end() + asks.start()
    clause = max((m.end() for m in re.finditer(r"[，,]", r.q[:asked_at])), default=-1)
    if clause > sup.end() and asks.group() in ("是多少", "多少", "是几") and all(
            l.column == measured for l in after if l.at >= clause):
        # "数学最高的那个州，数学分数是多少", "加起来最高的那个州，总分是多少": the figure at the top itself
        return replace(base, op="aggregate", column=measured, agg="max" if direction == "desc" else "min",
                       filters=tuple(filters_of(r, exclude={measured})))
    if not after:
        return None  # the column said nearest the question word: '震级是多少', '出现在哪一年'
    which = re.match(r"哪(?:一|个|一个|种|位|家|所)?", r.q[asked_at:]) if asks.group().endswith("哪") else None
    named = [l for l in after if which and l.at == asked_at + which.end() and l.column != measured]
    target = named[0].column if named else next(  # "人口最多的那个县在哪个州": the kind after 哪, not the row's noun
        (l.column for l in sorted(after, key=lambda l: (abs(l.at - asked_at), -l.score)) if l.column != measured), None)
    if target is None or target in r.dates:
        return None  # a date asked for ('哪一年') is read by the period rules, as a year or a month
    if asks.group() in ("是哪", "哪") and target in r.numeric and not linking.holds_years(target) and name_column(r):
        target = name_column(r)  # "功耗最高的处理器是哪一款": a thing, named by its name ('处理器' is no 'process')
    filters = tuple(filters_of(r, exclude={target, measured}))
    if re.match(r"最[多少]", sup.group()) and target in r.categorical and r.table.frame[target].duplicated().any() \
            and not r.has(r"那[一个次天位家条只笔]|单[笔次个天]|一次"):  # "销售数量最多的产品" of orders: each product's
        return replace(base, op="group_extreme", by=target, column=measured, agg="sum", order=direction,  # total
                       filters=filters)
    return replace(base, op="extreme_row", column=measured, target=target, order=direction, filters=filters,
                   kind="ties" if r.has(r"并列") else None)  # "工资并列最高的行业是哪些": every row at the top


def correlation_of(r: Reading, base: Operation) -> Operation | None:
    """'Which column is most correlated with target', 'the correlation between bmi and bp'."""
    said = [l for l in r.links if l.column in r.numeric and l.score >= STRONG]
    best = [l for l in said if not any(0 <= o.at <= l.at <= max(o.at, o.last) and o.score > l.score
                                       for o in said)]  # ('max temperature':
    named = list(dict.fromkeys(l.column for l in sorted(best, key=lambda l: l.at)))  # temp_max, not temp_min beside it)
    if not named:
        return None
    asks_which = r.has(r"\bwhich\b|\bwhat (column|variable|feature|field)s?\b|哪") or r.has(LIST)
    if len(named) >= 2 and not asks_which:
        return replace(base, op="correlation", column=named[0], target=named[1], filters=tuple(filters_of(r, exclude=set(named))))
    return replace(base, op="correlation", column=named[-1], k=quantities.top_k(r.q) or k_after_which(r),
                   filters=tuple(filters_of(r, exclude=set(named))))


def k_after_which(r: Reading) -> int | None:
    m = matches(r"\bwhich\s+(\d+)\b", r.q)
    return int(m.group(1)) if m else None


CHANGE = (r"\b(drop|dropped|fall|fell|decline|declined|decrease|decreased|shrink|shrank|shrunk|rise|rose|risen|increase|increased|grew|grow|"
          r"grown|growth|gain|gained|"
          r"gap|difference|change|changed|minus)\b|下降|减少|降低|上升|增加|增长|差距|差|变化|减去")


APART = (r"\bseparat(?:e|es|ed|ing)\b(?=.{1,60}\bfrom\b)|\bapart\b(?!\s+from)|"
         r"\bhow (?:much|many \w+) (?:longer|shorter|more|less|higher|lower|greater|larger|bigger|smaller|heavier)\b.{1,40}\bthan\b|"
         r"\bby how (?:much|many \w+)\b.{1,40}\b(?:exceed|outstrip|top)s?\b")
""""how many seconds separate gun time (time) from net time", "how much longer is time than net", "by how many mm
does width exceed length": the first named minus the second, row by row."""


INITIALS_SAID = 2.5
"""A link this strong says every word of a short name or its initials ('carapace width' for CW)."""


def value_asked_of_change(r: Reading) -> bool:
    """The largest (or smallest) difference itself is asked, not the row that has it: no 'which/when/哪', or the
    question opens with the superlative or 'what is'."""
    return not r.has(r"\b(which|when|who|where)\b|哪|何时|谁") and r.has(
        r"^\s*(?:what(?:'s|’s| is| was)\s+(?:the\s+)?)?(?:largest|biggest|greatest|widest|highest|maximum|max|smallest|"
        r"lowest|narrowest|minimum|min)\b|最大|最小|最高|最低")


_SIDE = r"[\w.'’ -]{1,30}?"
DIFFERENCE_SAID = (
    rf"\b(?:difference|gap|spread)\s+between\s+(?:the\s+)?(?P<a>{_SIDE})\s+and\s+(?:the\s+)?(?P<b>{_SIDE})"
    r"(?=\s*(?:[?,.;:(]|$|\b(?:for|in|on|of|across|per|among|when|where|is|was|are|were|over|by|each)\b))|"
    r"(?P<c>(?:[\w.’']+[ ,]+){0,2}[\w.’']+),?\s+(?:minus|−)\s+(?:the\s+)?(?P<d>[\w.’']+(?:\s+[\w.’']+){0,2})|"
    r"(?P<e>[\u4e00-\u9fff\w]{1,10}?)(?:和|与|跟)(?P<f>[\u4e00-\u9fff\w]{1,10}?)(?:之间)?的?(?:相差|之差|差值|差额|差距|"
    r"差(?![不异别]))|(?P<g>[\u4e00-\u9fff\w]{1,10}?)(?:减去|减掉|减(?![少小轻半肥低缓弱速免税]))"
    r"(?P<h>[\u4e00-\u9fff\w]{1,10}?)(?=的|后|之后|得|[，,。？?]|$)|"
    r"(?P<i>[\u4e00-\u9fff\w]{1,10}?)比(?P<j>[\u4e00-\u9fff\w]{1,10}?)(?:平均)?(?:要|还)?(?P<less>[低少小短轻矮])?"
    r"(?(less)|[高多大长重贵])(?:出|了)?多少")
"""'the gap between high and low', 'husband minus wife', '最高价和最低价相差', '丈夫年龄减去妻子年龄': the first
side minus the second, each side naming one numeric column ('X 比 Y 低多少': Y minus X)."""

EXTREMUM_ONLY = (r"(?:the\s+)?(?:highest|lowest|largest|smallest|biggest|max(?:imum)?|min(?:imum)?|top|bottom)"
                 r"(?:\s+values?)?|最[高大低小](?:值|的|的值)?")
"""A side that says only an end ('最高值和最低值相差', 'the highest and the lowest'): one column's range, no pair."""


def difference_sides(r: Reading) -> tuple[str, str] | None:
    """The two numeric columns a difference is said between, in the order first minus second; each side's text is
    linked on its own (its best numeric column; a tie goes to the column the whole question names more strongly:
    'age gap, husband minus wife' is age_husband − age_wife, not the heights)."""
    said = matches(DIFFERENCE_SAID, r.raw or r.q)
    if said is None:
        return None
    pairs = [said.group(x) for x in "abcdefghij"]
    first, second = next((a, b) for a, b in zip(pairs[::2], pairs[1::2]) if a is not None)
    first = re.split(r"[的在里中，,。？?]|哪[个些]?|\bof\b", first)[-1].strip(" ,")
    if said.group("less"):
        first, second = second, first
    whole = {l.column: l.score for l in r.links}
    columns = []
    for text in (first, second):
        if not text or re.fullmatch(EXTREMUM_ONLY, text.strip(), re.I):
            return None
        links = [l for l in linking.link_columns(text, linking.tokens(text), list(r.numeric)) if l.score >= 1.5
                 and not linking.holds_years(l.column)]  # ('2021年的销售额比2020年高多少': years, no sides)
        ranked = sorted(links, key=lambda l: (l.score, whole.get(l.column, 0.0)), reverse=True)
        if not ranked or len(ranked) > 1 and (ranked[0].score, whole.get(ranked[0].column, 0.0)) == (
                ranked[1].score, whole.get(ranked[1].column, 0.0)):
            return None
        columns.append(ranked[0].column)
    return (columns[0], columns[1]) if columns[0] != columns[1] else None


def change_between(r: Reading, base: Operation, direction: str | None) -> Operation | None:
    """'How much did China's rate fall from 1960 to 2011', 'the widest gap between high and low': one column minus
    another (two numeric columns named, in the order said)."""
    apart = r.has(APART)
    pair = difference_sides(r)
    if not r.has(CHANGE) and not apart and pair is None:
        return None
    named = [l for l in sorted(r.links, key=lambda l: l.at) if l.column in r.numeric and l.score >= 4]
    if apart and len(named) < 2:  # "carapace width exceed carapace length": CW and CL, each the best at its place
        best = {}
        for l in r.links:
            if l.column in r.numeric and l.score >= INITIALS_SAID and l.score > best.get(l.at, (0.0,))[0]:
                best[l.at] = (l.score, l)
        named = [l for _, (_, l) in sorted(best.items())]
    columns = list(pair or dict.fromkeys(l.column for l in named))
    if len(columns) != 2:
        return None
    first, second = columns
    falling = r.has(r"\b(drop|dropped|fall|fell|decline|declined|decrease|decreased)\b|下降|减少|降低")
    values = (second, first) if falling else (first, second)  # a drop is first minus second, so it reads positive
    if r.has(r"\b(gap|difference|minus)\b|差距|差|减去") and not r.has(r"\bfrom\b|从") or apart:
        values = (second, first)  # "the gap between high and low", "high minus low": high minus low
    if apart and r.has(r"\bhow (?:much|many \w+) (?:lower|less|fewer|shorter|smaller|younger|lighter|cheaper)\b"):
        values = (first, second)  # "how much lower is the low than the open": the open minus the low
    for a, b in ((first, second), (second, first)):  # "(weight - repwt)": the order written out in the names
        if re.search(rf"(?<![\w.]){re.escape(a)}\s*(?:-|−|\bminus\b|减去)\s*{re.escape(b)}(?![\w.])", r.raw or r.q, re.I):
            values = (b, a)
    if pair:
        values = (second, first)  # said as one side minus the other
    filters = tuple(filters_of(r, exclude={first, second}))
    agg = agg_of(r)
    if apart and not r.has(r"\b(?:most|least|largest|biggest|greatest|widest|highest|lowest|smallest|narrowest)\b"):
        direction = None  # "on average, how much higher is the high than the low": a comparative, no superlative
    if agg in ("mean", "median", "sum", "std", "min", "max") and direction is None:  # "average daily high minus low"
        key = group_key(r)  # ("… for each sex": the gap of each group)
        by, part = key if key and key[0] not in columns else (None, None)
        return replace(base, op="difference", values=values, agg=agg, filters=filters, by=by, by_part=part)
    if direction is not None and value_asked_of_change(r):  # "largest intraday range (high minus low) in 2008": a value
        return replace(base, op="difference", values=values, agg="max" if direction == "desc" else "min",
                       filters=filters)
    if direction is not None and not filters:
        noun, part = which_noun(r)
        target = noun if noun and noun not in columns else name_column(r) or (r.dates[0] if r.dates else None)
        if target is None:
            return None
        return replace(base, op="difference", values=values, target=target, order=direction, filters=filters)
    return replace(base, op="difference", values=values, filters=filters)


ROSE = (r"\b(?:grew|grow|grown|growth|rose|risen|rise|increased?|gained?|went up|climbed|raised?)\b|增长|增加|上升|上涨|涨|"
        r"提高|提升")
FELL = (r"\b(?:cut|cuts|fell|fall|fallen|dropped?|declined?|decreased?|shrank|went down|lowered|reduced)\b|下降|减少|"
        r"降低|下跌|跌|缩减|削减")
RELATIVE = r"\brelative\b|\bper ?cent(?:age)?\b|\bproportionally\b|百分比|百分之|幅度|比例"


def group_change(r: Reading, base: Operation) -> Operation | None:
    """'Which firm grew its investment the most from 1935 to 1954', 'which firms cut their investment from 1953 to
    1954', '哪些公司 1954 年的市值比 1950 年低': each group's figure in one year against another — the group that
    changed most, or the groups whose change is a rise (or a fall). None unless two years are said of a year column,
    a rise, a fall or a comparison between them, and a kind of thing that repeats each year is asked for."""
    years = [int(n.value) for n in r.numbers if n.value.is_integer() and 1500 <= n.value <= 2100]
    if len(set(years)) != 2 or not (r.has(WHICH) or r.has(LIST)):
        return None
    key = year_column(r)
    part = None if key else "year"
    key = key or (r.dates[0] if r.dates else None)
    noun = which_noun(r)[0]
    if key is None or noun is None or noun not in r.categorical or noun == key \
            or not r.table.frame[noun].duplicated().any():
        return None
    measured = measured_column(r, {noun, key})
    if measured is None or linking.holds_years(measured):
        return None
    first, second = years[0], next(y for y in years if y != years[0])
    between = r.q[min(n.at for n in r.numbers if n.value == first):max(n.at for n in r.numbers if n.value == second)]
    compared = re.search(r"比", between) and re.search(r"[低少小高多大]", r.q[max(n.at for n in r.numbers if n.value == second):])
    rise, fall = r.has(ROSE), r.has(FELL)
    if compared:  # "1954 年的市值比 1950 年低": the first year against the second, as said
        later, earlier = first, second
        rise, fall = (False, True) if re.search(r"比[^，,。？?]*?[低少小]", r.q) else (True, False)
    elif rise != fall:  # "from 1953 to 1954": the later year against the earlier
        later, earlier = max(first, second), min(first, second)
    else:
        return None
    kind = "percent change" if r.has(RELATIVE) else "difference"
    filters = tuple(f for f in filters_of(r, exclude={noun, measured}) if f.column != key)
    op = replace(base, op="each", by=key, by_part=part, values=(later, earlier), column=measured, agg="sum",
                 kind=kind, target=noun, filters=filters)
    if r.has(MAX_WORDS) or r.has(r"\bthe most\b|最多|最大|最快"):
        return replace(op, order="asc" if fall else "desc")
    if r.has(PLURAL_LIST):
        return replace(op, cmp="<" if fall else ">", threshold=0.0)
    return None


PLURAL_LIST = r"\bwhich\s+\w+s\b|\bwhat\s+\w+s\b|哪些|哪几|\blist\b"
"""A question asking for every thing that passes, not the one that passes most."""


def ordinal(r: Reading) -> int | None:
    m = matches(r"\b(second|third|fourth|fifth|2nd|3rd|4th|5th)\b|第\s*([二三四五2345])(?!\s*\d)"
                r"(?!\s*(?:季|集|周|轮|届|年级|天|日|期|号|代|个?月))", r.q)  # ('第 4 季' names a season, no rank)
    if not m:
        return None
    word = (m.group(1) or m.group(2)).lower()
    return {"second": 2, "2nd": 2, "二": 2, "2": 2, "third": 3, "3rd": 3, "三": 3, "3": 3, "fourth": 4, "4th": 4,
            "四": 4, "4": 4, "fifth": 5, "5th": 5, "五": 5, "5": 5}[word]


SHARE_OF_ROWS = (r"\d(?:\.\d+)?\s*(?:%|percent\b)\s*of\s+(?:the\s+|all\s+)?(?:[\w']+\s+){0,2}(?:votes|rows|records|"
                 r"respondents|people|responses|answers|entries|observations|ballots)\b|得票率|占比|所占比例|比例")
"""A bar on each group's share of the rows: 'more than 30% of the men's votes', '得票率超过 30%'."""


def groups_by_share(r: Reading, base: Operation, noun: str | None) -> Operation | None:
    """'Which candidates got more than 30% of the men's votes', '哪些候选人的得票率超过 30%': the groups whose share
    of the rows passes the bar, in percent."""
    if noun is None or noun not in r.categorical or not r.has(r"\b(?:which|what)\b|哪些|哪几") or not r.has(SHARE_OF_ROWS):
        return None
    bar = next((n for n in r.numbers if n.cmp in (">", "<", ">=", "<=") and re.match(r"\s*(?:%|percent\b)",
                                                                                   r.q[n.at:][len(f"{n.value:g}"):])), None)
    if bar is None or any(l.column in r.numeric and l.score >= STRONG and l.column not in binary_columns(r)
                          for l in r.links):
        return None  # ("which states have unemployment above 10%": each row's own figure)
    filters = tuple(f for f in filters_of(r, exclude={noun}) if not (f.value == bar.value and f.cmp == bar.cmp))
    return replace(base, op="having", by=noun, kind="share", cmp=bar.cmp, threshold=bar.value, filters=filters)


def groups_having(r: Reading, base: Operation, noun: str | None, part: str | None, agg: str | None,
                  counted: bool = False) -> Operation | None:
    """'Which years average an R above 0.095', 'which PID groups have more than 150 respondents': groups whose
    figure passes a threshold ('how many artists have more than 50 works', `counted`: how many groups do)."""
    if noun is None or not counted and not (r.has(r"\b(which|what)\b|哪些|哪几") and r.has(r"\b\w+s\b|哪些|哪几")):
        return None
    kinds = _kinds_counted(r, base, noun, part)
    if kinds is not None:
        return kinds
    bars = [n for n in r.numbers if n.cmp in (">", "<", ">=", "<=", "==")]
    grouped_at = max((l.at for l in r.links if l.column == noun), default=-1)
    threshold = next((n for n in bars if len(bars) > 1 and n.at > grouped_at and re.match(
        r"\s*(?:of them|of those)\b|\s*[个名位]?人(?![民口均])", r.q[n.at + len(quantities.said_number(r.q, n.at) or ""):],
        re.IGNORECASE)), bars[0] if bars else None)  # ("younger than 30, which groups have more than 10 of them":
    # the bar said of the rows counted, after the groups)
    once = matches(ONCE, r.q) if threshold is None else None
    if once is not None:  # "which types appear only once": the groups of one row; "more than once": of several
        threshold = quantities.Number(1.0, once.start(), "==" if once.group(1) or once.group(3) else ">")
    exact = _exact_count(r, noun) if threshold is None else None
    if exact is not None:  # "which neighborhoods had four deaths": groups of exactly that many rows
        threshold = exact
    if threshold is None:
        return None
    end = threshold.at + len(quantities.said_number(r.q, threshold.at) or "")
    if once is None and exact is None and any(l.column in r.numeric and l.column != noun and l.score >= STRONG
                                              and 0 <= l.at - end <= 2 for l in r.links) and re.match(
            r"\s*[\u4e00-\u9fff]", r.q[end:]):  # "交易了 20 年或更久": the unit is the column's, each row's own figure
        return None
    money = re.match(r"\s*(?:million|billion|trillion|thousand|mn|bn|tn|万亿|万|亿)?\s*(?:dollars?|usd|euros?|pounds?|美元|元)"
                     r"|\s*(?:million|billion|trillion|mn|bn|tn)\b", r.q[end:], re.IGNORECASE) or \
        re.search(r"[$€£¥￥]\s*$", r.q[:threshold.at])
    counts_rows = once is not None or (counts_things(r, threshold, noun) and not money)
    # ('which precincts recorded more than 10,000 stops': a precinct's number is what groups, no figure the bar is
    # about; '3 trillion dollars' is an amount, never rows counted)
    is_key = part is not None or noun in r.categorical or (noun in r.numeric and (
        r.table.frame[noun].nunique() <= 60 or linking.holds_years(noun) or noun == person_key(r)))  # a century of
    # years groups too; so do the people a long table follows ("patients who took 3 or more tests")
    if not is_key or part is None and not r.table.frame[noun].duplicated().any():
        return None  # ('films grossing over a billion': each film is one row; its own figure passes, no group's)
    compared = [l.column for l in r.links if l.column in r.numeric and l.score >= STRONG and l.column != noun
                and number_after(r, l) == threshold.at]  # "an average interest rate above 20%": what is compared
    unit = [l.column for l in r.links if l.column in r.numeric and l.score >= STRONG and l.column != noun
            and 0 <= l.at - end <= 2 and r.q[end:].lstrip()[:1].isascii()]  # "more than 3,000 incidents": its column
    measured = compared[0] if compared else unit[0] if unit else measured_column(r, {noun})
    named = [l for l in r.links if l.column in r.numeric and l.score >= STRONG and l.column != noun
             and 0 <= threshold.at - l.at <= 12]
    if agg is None and r.derived[:1] == ("rate",) and measured == r.links[0].column:
        agg = "mean"  # "which marital statuses have a smoking rate above 30%", "复吸比例超过 70% 的就业状况": a group's
        named = []  # rate, its rows' 100s and 0s
    if named and not counts_rows and (agg is None or noun == name_column(r)):
        return None  # "城市人口比例高于 80 的州": a row's own figure passes, rows are filtered — no group figure
    counted = counts_rows or r.has(r"\b(respondents|people|rows|records|entries|times|once|twice|members|observations)\b|"
                                   r"(?:(?<!有)|(?<=[拥现所]有))人(?!口)|条|次")  # ('哪些城市有人…超过': someone's own
    # figure; not '拥有人数')
    if threshold.cmp == "==" and not counts_rows:
        return None
    if agg is None and not counted:
        return None
    column = None if counted and agg is None else measured
    if counts_rows and agg is None and count_column(r) and count_column(r) != noun:
        column, agg = count_column(r), "sum"  # "病例超过 1000 例的州" in a long table of counts: the counts, added up
    elif column is None and agg is None and r.has(PEOPLE_SAID) and person_key(r) not in (None, noun):
        column, agg = person_key(r), "nunique"  # "arms with at least 310 patients", two rows a patient: each once
    if column is None and not counted:
        return None
    filters = tuple(f for f in filters_of(r, skip_numbers=(threshold.value,), exclude={noun} | ({column} if column else set())))
    value = threshold.value
    if column and column in r.numeric and is_fraction(r.table.frame[column]) and value > 1 and re.match(
            r"\s*(?:%|percent\b)", r.q[threshold.at + len(quantities.said_number(r.q, threshold.at)):]):
        value = value / 100  # "an average alcohol share above 1.5%" of shares kept as fractions: 0.015
    return replace(base, op="having", by=noun, by_part=part, column=column, agg=agg or "mean", cmp=threshold.cmp,
                   threshold=value, filters=filters)


def _kinds_counted(r: Reading, base: Operation, noun: str, part: str | None) -> Operation | None:
    """'Which populations have only two genotypes', '哪些种群只有两个基因型', 'brands with more than 3 different models':
    the groups by how many distinct values of another column their rows hold (a number no row of it holds)."""
    said = [(n, n.at + len(quantities.said_number(r.q, n.at) or "")) for n in r.numbers if re.search(
        r"\b(?:have|has|had|having|with|hold|holds|contain|contains)\b[^,.?;]{0,20}$", r.q[:n.at], re.IGNORECASE)]
    # ("have only two genotypes"; not "averaged over the 50 states")
    for m in re.finditer(r"(?:只有|仅有|只|仅|正好有|恰好有)\s*([一二两三四五六七八九十]+)\s*[个种位名类家项]", r.q):
        said.append((quantities.Number(float(quantities.chinese_numeral(m.group(1))), m.start(1), "=="), m.end()))
    for n, end in said:  # ('只有两个基因型': a count in words, which no number reads)
        # the things counted, said right after the number (or glossed there: 'two genotypes (gen)')
        things = [l for l in r.links if l.score >= STRONG and l.column != noun and l.at >= end and re.fullmatch(
            r"\s*(?:(?:different|distinct|unique|separate)\s+|(?:kinds|types|sorts)\s+of\s+|不同的?|种|个|位|类)?\s*"
            r"(?:[A-Za-z\u4e00-\u9fff-]*\s*[(（]\s*)?", r.q[end:l.at], re.IGNORECASE)]
        if not things:
            continue
        column = things[0].column
        held = r.table.frame[column]
        if column in r.numeric and (n.cmp not in (None, "==") or (held == n.value).any()) or \
                column not in r.numeric and column not in r.categorical:
            return None  # "players who had 1 goal", "more than 30 home runs": a row's own figure
        cmp = n.cmp or "=="
        filters = tuple(filters_of(r, skip_numbers=(n.value,), exclude={noun, column}))
        return replace(base, op="having", by=noun, by_part=part, column=column, agg="nunique", cmp=cmp,
                       threshold=n.value, filters=filters)
    return None


HAD_N = (r"\b(?:had|have|has|with|recorded|saw|see)\s+(?:exactly\s+|just\s+|only\s+)?"
         r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+([a-z]+)\b(?!\s+(?:\w+\s+)?(?:above|over|below|under|"
         r"more|less|greater|higher|lower|aged)\b)|"
         r"(?:正好|恰好|刚好|只|仅)[\u4e00-\u9fff]{0,6}?\s*(\d+)\s*([个位条枚只次件场家人名篇部本])(?![\u4e00-\u9fff]*(?:以上|以下|多|少))")
"""'had four deaths', '正好收集到 15 枚蛋', '只入组了 4 位患者': a number of things, the last words of the clause about
them."""


def _exact_count(r: Reading, noun: str | None):
    """'Which neighborhoods had four deaths': the groups of exactly that many rows, the things said being no column of
    figures ('had 1 goal in a game' is goals_scored == 1; 'two scores above 80' a bar on score)."""
    m = matches(HAD_N, r.raw or r.q)
    if m is None or m.group(1) and any(l.column in r.numeric and l.score >= STRONG and m.start(2) <= l.at < m.end(2)
                                       for l in r.links):
        return None
    number = 1 if m.group(1) else 3  # (English, or Chinese)
    said = m.group(number).lower()
    value = float(said) if said.isdigit() else float(quantities.WORD_NUMBERS[said])
    n = quantities.Number(value, m.start(number), None)
    return replace(n, cmp="==") if counts_things(r, n, noun) else None


ONCE = (rf"\b(?:{APPEAR}|turns? up|listed|found)\s+"
        r"(?:as\s+(?:the\s+|an?\s+)?[a-z]+\s+(?:of|for|in)\s+|(?:for|in|with|by)\s+)?"
        r"(?:(only|just|exactly)\s+(?:once|one\s+[a-z]+)|"
        r"once only|(more than once|several times|multiple times|twice or more))\b|(只|仅|仅仅)(?:出现|有)过?一次|(出现过?不止一次|出现过?多次|重复出现)")
"""Groups of one row, or of several, said without a number ('show up as the origin of just one item')."""


GRAMMAR = r"(?!(?:in|of|on|at|for|from|by|to|per|than|and|or|the|a|an|each|every|with)\b)"
ONE_THING = rf"\s*(?:{GRAMMAR}[a-z]+\s+)?{GRAMMAR}([a-z]{{3,}})\b"
"""'more than one apprenticeship course': after 'one' the things counted are said in the singular."""


PREVIOUS = (r"\b(?:the )?(?:previous|prior|preceding) (?:year|month|quarter|day|week|observation|one)\b|上一个?观测|上一次|前一次|\b(?:year|month|quarter|day|week) "
            r"before\b|\bthe year earlier\b|上一年|前一年|上年|上个月|上月|前一个月|上一季度|前一天|环比")


def periods_changing(r: Reading, base: Operation, noun: str | None, part: str | None, agg: str | None) -> Operation | None:
    """'In which years did total imports drop compared with the year before', '哪些月份的销量比上个月增加了':
    the periods whose figure fell (rose) from the previous one."""
    change = matches(CHANGE, r.q)
    if noun is None or change is None or not r.has(PREVIOUS) or not (r.has(r"\b(which|what)\b|哪") or r.has(LIST)):
        return None
    if not (part in ("year", "month", "quarter") or linking.holds_years(noun)):
        return None
    measured = measured_column(r, {noun})
    falling = re.search(r"drop|fall|fell|declin|decreas|下降|减少|降低|下跌|跌", change.group())
    filters = tuple(filters_of(r, exclude={noun} | ({measured} if measured else set())))
    return replace(base, op="having", by=noun, by_part=part, column=measured, agg=agg or ("sum" if measured else None),
                   cmp="<" if falling else ">", threshold=0.0, kind="change", filters=filters)


def counts_things(r: Reading, n, groups: str | None = None) -> bool:
    """"exactly 7 polls", "at least 3 characters", "3 or more hurricanes": the number counts the things it is followed
    by, rows of a group — not a figure of one row ("fewer than 10 house sales": Mo.Sold, half-named by 'sales', counts
    nothing; "座位数不少于 400 个的飞机": the seats of a row, not 400 rows)."""
    if re.search(APPEARS, (r.raw or r.q)[:n.at], re.IGNORECASE) and re.match(
            r"(?:once|twice|\w+\s+times)\b", (r.raw or r.q)[n.at:], re.IGNORECASE):
        return True  # "the pollsters that appear only once": rows of each pollster, counted
    end = n.at + (len(quantities.said_number(r.q, n.at)) or len(f"{n.value:g}"))
    unit = re.match(COUNTED_UNIT, (r.raw or r.q)[end:], re.IGNORECASE) or (  # "2,000 police stops", "1000 例"
        re.match(ONE_THING, (r.raw or r.q)[end:], re.IGNORECASE) if n.value == 1 else None)
    return unit is not None and not any(
        l.column in r.numeric and l.column != groups and (l.score >= 2 and l.at == end + unit.start(unit.lastindex)
                                   or l.score >= STRONG and number_after(r, l) == n.at)
        and not no_figure_to_pass(r.table.frame[l.column], n) and not id_like(r, l.column) for l in r.links)
    # ("given to fewer than 50 students" of a Student number: students counted)


APPEARS = (rf"\b(?:{APPEAR}|(?:is|are|was|were) listed)\s+"
           r"(?:exactly\s+|just\s+|only\s+|more than\s+|less than\s+|fewer than\s+|at least\s+|at most\s+)?$")
"""How often a thing is in the table ('appear only once', 'occurs more than twice'): its rows, counted."""


def no_figure_to_pass(series: Any, n: Any) -> bool:
    """A numeric column of codes, every row its own and each past the bar ('more than 20 districts' over district
    numbers): what the bar counts is the rows, not a figure of one."""
    known = series.dropna()
    return len(known) >= 2 and known.nunique() == len(known) and bool((known == known.round()).all()) \
        and known.min() > n.value


def periods_passing(r: Reading, base: Operation, noun: str | None, part: str | None, agg: str | None) -> Operation | None:
    """'In which months of 2009 did AMZN close above 100', 'which years had a day of 35 or more': the periods of the
    rows that pass, each once."""
    if noun is None or agg or r.has(COUNT) or not r.has(r"\bwhich (?:months|years|days|weeks|quarters)\b|哪些|哪几"):
        return None
    if not (part in ("year", "month", "quarter") or linking.holds_years(noun)):
        return None
    if any(n.cmp and counts_things(r, n) for n in r.numbers):
        return None  # "which years saw 3 or more hurricanes": a count of each year's rows, not a row's own figure
    filters = tuple(filters_of(r, exclude={noun}))
    if not any(f.cmp in (">", ">=", "<", "<=") and not isinstance(f.value, dict) and f.part is None for f in filters):
        return None  # a bar some rows pass, not just the rows of one thing
    if all(f.column == noun for f in filters) and not r.has(
            r"\bwhich (?:months|years|days|weeks|quarters)\b|哪[些几一]?(?:年|个?月|天|周|季)|年份|月份|日期"):
        return None  # "1990 年及以后上映的电影有哪些": the films past the year, not the years
    if part and one_row_per(r.table.frame[noun], part):
        part = None  # monthly rows: each row's own month ('1854-12-01'), not a month number of every year
    return replace(base, op="distinct", column=noun, by_part=part, filters=filters)


def first_passing(r: Reading, base: Operation, noun: str | None, part: str | None) -> Operation | None:
    """'In which year did the number of states with no law first fall below 10', 'the first year a yearly mean
    passes 3': the earliest (or latest) period whose own figure — a count of rows or an aggregate — passes a bar."""
    last = r.has(LAST) and not r.has(FIRST)
    if noun is None or not (r.has(FIRST) or last) or not (part or noun in r.dates or linking.holds_years(noun)):
        return None
    bar = next((n for n in r.numbers if n.cmp in (">", ">=", "<", "<=")), None)
    agg = agg_of(r) or ("mean" if r.has(r"\b(?:yearly|monthly|annual) (?:mean|average)\b|年均") else None)
    counted = r.has(r"\bnumber of\b|\bhow many\b|数量|个数|数目")
    if bar is None or not (counted or agg):
        return None
    measured = None if counted and not agg else measured_column(r, {noun})
    if measured is None and counted and r.table.frame[noun].dropna().is_unique:  # a row a year: "the number of
        measured = measured_column(r, {noun})  # female prisoners" is that year's stateFedFemales, not its one row
        agg = agg or ("sum" if measured else None)
    if not counted and measured is None:
        return None
    filters = tuple(f for f in filters_of(r, skip_numbers=(bar.value,), exclude={noun} | ({measured} if measured else set()))
                    if not (f.cmp == bar.cmp and f.value == bar.value))
    if part is None and noun in r.dates:
        part = "year"
    return replace(base, op="having", by=noun, by_part=part, column=measured, agg=agg or "mean", cmp=bar.cmp,
                   threshold=bar.value, filters=filters, kind="last" if last else "first")


TOGETHER = r"\bboth\b|\bcombined\b|\btogether\b|\baltogether\b|加起来|合起来|合计|一共|总共"


EACH_ASKED = (r"分别|各是|各有|各自|各[\u4e00-\u9fff]{1,2}了?(?:多少|几)|[，,]\s*先说?\s*[^，,。？?]{1,16}[。？?]?\s*$|依次|按这个顺序|按此顺序|\brespectively\b|\bin (?:that|this|the same) order\b|"
              r"\b(?:each|both)\b[^?？]*\?|\b[A-Za-z]+(?: \d+)? first\b|先\S{1,6}后|\b(for|in)\b[^,?？]{1,40}\band \1\b|"
              r"\bhow (?:many|much)\b[^?？]{1,60}\band how (?:many|much)\b")
"""Words that ask for one figure per value said ('Saturday first', 'series 1 first', 'for men and for women', 'in the
New York time zone and in the Chicago one', 'how many … and how many …', '先已婚后未婚', '分别是多少', '各投了多少个？先 FF')."""


def _two_bars(r: Reading) -> tuple[str, tuple, tuple] | None:
    """Two bars on one numeric column that no row can pass together ('deeper than 500' and 'shallower than 100'):
    the column, the two (comparison, number) pairs in the order said, and the other filters."""
    filters = filters_of(r)
    bars = [f for f in filters if f.cmp in ("<", "<=", ">", ">=") and f.part is None and not isinstance(f.value, dict)]
    for column in dict.fromkeys(f.column for f in bars):
        pair = [f for f in bars if f.column == column]
        if len(pair) != 2:
            continue
        low = [f.value for f in pair if f.cmp in (">", ">=")]
        high = [f.value for f in pair if f.cmp in ("<", "<=")]
        if len(low) == 1 and len(high) == 1 and high[0] <= low[0]:
            return column, tuple((f.cmp, f.value) for f in pair), tuple(f for f in filters if f not in pair)
    return None


def columns_of_years(r: Reading, years: list[int]) -> list[str]:
    """In a wide table, the one numeric column per year the question lists that carries the words it links best
    (population_1996, population_2021 for "1996 年和 2021 年的人口"), in the years' order; else []."""
    for link in sorted(r.links, key=lambda l: -l.score):
        if link.column not in r.numeric or link.score < STRONG:
            continue
        stem = [w for w in linking.name_words(link.column) if not w.isdigit()]
        found = []
        for year in years:
            held = [c for c in r.numeric if str(year) in linking.name_words(c)
                    and [w for w in linking.name_words(c) if not w.isdigit()] == stem]
            if len(held) != 1:
                break
            found.append(held[0])
        if len(found) == len(years):
            return found
    return []


EVERY_WORD = 2.0
"""A link scores this much when every word of the column's name is said (`linking.link_columns`)."""


def each_measure(r: Reading, base: Operation) -> Operation | None:
    """'所有学校加起来，录取人数（Accept）和新生入学人数（Enroll）各是多少', 'the mean bill_length and bill_depth,
    respectively': one figure of each of two or more numeric columns named outright and joined by 'and', in the
    order said."""
    if matches(VERSUS, r.q) or (r.has(r"\b(?:per|by|for each)\b|每|各个") and group_key(r)):
        return None
    named = sorted((l for l in r.links if l.column in r.numeric and l.score >= EVERY_WORD and l.at >= 0
                    and not id_like(r, l.column)), key=lambda l: l.at)  # every word of each name said ('reading': read)
    firsts = [l for i, l in enumerate(named) if l.column not in {m.column for m in named[:i]}]
    run = firsts[:1]
    for b in firsts[1:]:  # the columns joined by 'and' from the first on ("reading score and math score over all …")
        joined = r"\band\b|\bor\b|[,、，&/和与及跟]"  # (a name said in Chinese is shorter: '最高气温和最低气温', highT)
        if not ((re.search(joined, r.q[run[-1].at + len(run[-1].column): b.at])
                 or re.search(r"[\u4e00-\u9fff]", r.q[run[-1].at:b.at]) and re.search(joined, r.q[run[-1].last + 1: b.at]))
                and b.at - run[-1].at <= 40):
            break
        run.append(b)
    columns = [l.column for l in run]
    bar = next((n for n in r.numbers if n.cmp), None) if r.has(r"\bwhich of\b|[里中]\s*哪") and agg_of(r) else None
    if bar is not None and len(columns) >= 2:  # '哪几只的平均日收益率是负的': the columns whose figure passes the bar
        return replace(base, op="columns", values=tuple(columns), agg=agg_of(r), cmp=bar.cmp, threshold=bar.value,
                       filters=tuple(filters_of(r, skip_numbers=(bar.value,), exclude=set(columns))))
    if len(columns) < 2 or not r.has(EACH_ASKED) and (len(columns) < 3 or not agg_of(r) or r.has(
            r"\b(?:which|who|rank|how many|total|combined|sum|highest|lowest|most|least)\b|哪|排|总|最|几") or re.search(
            r"[;；。，(（]|的日子|里|时", r.q[run[0].at:run[-1].at]) or run[-1].at - run[0].at > 30):
        return None  # ("the average daily returns of ge, ibm and mobil": three listed, each one's figure; not
        # "which is highest: math, reading or writing", nor columns of another clause)
    filters = tuple(filters_of(r, exclude=set(columns)))
    agg = agg_of(r) or ("sum" if r.has(TOGETHER) or r.has(SUM_SAID) or one_row(r.table.frame, filters) else None)
    if agg is None:  # ("Gore's and Bush's votes in DADE county": the one row's figures, read off)
        return None
    percent = r.has(AS_PERCENT) and all(in_fractions(c, r.table.frame[c]) for c in columns)
    return replace(base, op="columns", values=tuple(columns), agg=agg, kind="each percent" if percent else "each",
                   filters=filters)  # ('…各是多少？换成百分比': each fraction times 100)


def one_row(frame, filters) -> bool:
    """The equality filters keep exactly one row of the frame."""
    if not filters or any(f.cmp != "==" or f.part for f in filters):
        return False
    keep = None
    for f in filters:
        same = frame[f.column] == f.value
        keep = same if keep is None else keep & same
    return int(keep.sum()) == 1


def _listed_of(r: Reading, key: str, values: list, items: list) -> tuple:
    """The values of `key` the question lists, in its order: the linked ones, a value another column also holds said
    among them ('criminal、…、unknown、weather' where Phase has 'unknown' too), and one-digit values written as text
    ('9、10、11、12 年级' over grades '9'…'12')."""
    held = {str(v) for v in r.table.frame[key].dropna().unique()[:5000]}
    own = [v for v in values if v.column == key]
    start, end = min(v.at for v in own), max(v.at + v.length for v in own)
    listed = [(v.at, v.value) for v in values if v.column == key] + [
        (v.at, str(v.value)) for v in values if v.column != key and str(v.value) in held and start <= v.at <= end + 2]
    if items and all(t.replace(".", "", 1).isdigit() for t, _ in items) and all(t in held for t, _ in items):
        listed = [(at, t) for t, at in items]
    return tuple(dict.fromkeys(value for _, value in sorted(listed)))


RATIO_ASKED = (r"\bhow many times\s+(?:as|larger|bigger|greater|higher|more|the)\b|\bwhat multiple\b|"
               r"\bratio (?:of\b[^?]*\bto\b|between\b)|多少倍|几倍")
"""'How many times larger was … in 2019 than in 1925', '是 1925 年的多少倍', 'the ratio of A to B': the first figure over
the second (not "how many times did it rain": a count)."""
EXCEEDS_BY = r"\bby how (?:much|many)\b[^?]*\b(?:exceeds?|outstrips?|tops?)\b|\b(?:exceeds?|outstrips?|tops?)\b[^?]*\bby how (?:much|many)\b|超出多少|高出多少|多出多少"
"""'By how many dollars does the male wage exceed the female wage': a difference, the first minus the second."""


EXCEEDED = r"\b(?:exceed(?:s|ed)?|surpass(?:es|ed)?|outstrip(?:s|ped)?|outsold|outsell(?:s)?)\b(?!\s*-?\d)"
"""'Did revenue in 2023 exceed revenue in 2022': the first figure above the second (not 'exceed 5000', a bar)."""


GROUPS_APART = (r"\b(?:difference|gap)\b(?:\s+in\s+(?:the\s+)?(?:[\w'-]+\s+){1,4}?)?\s*between\b|\bminus\b|减去|"
                r"相差多少|差多少|差距(?:是|有|为)?多少|差值(?:是|为)?多少|差异(?:是|为)?多少|之差")
"""A difference asked between two groups ('the difference between the average salary of men and women', '男性和
女性的平均工资相差多少'): the first's figure minus the second's."""


TWICE_COUNTED = r"\bhow many\b[^?]*\band how many\b|多少[^？?]{1,30}(?:和|，|,)\s*多少"


PEOPLE_OF_A_COUNT = rf"(?:{COUNT})(?:{PEOPLE_COUNTED})"
"""People said right after the words that count ('how many boys', 'number of girls')."""


def _counted_at_two_values(r: Reading, base: Operation) -> Operation | None:
    """'How many were planted at 10-foot spacing and how many at 15-foot?': the rows at each number, of the one
    column holding both (the one the question names, if several do)."""
    if not r.has(TWICE_COUNTED):
        return None
    named = sorted(r.values, key=lambda v: v.at)
    if len(named) == 2 and named[0].column == named[1].column and named[0].value != named[1].value:
        # "how many Democrats and how many Republicans": the rows holding each value of the one column
        rest = [f for f in filters_of(r, exclude={named[0].column})]
        people = person_key(r) if re.search(PEOPLE_OF_A_COUNT, r.raw or r.q, re.IGNORECASE) else None
        # ("how many boys and how many girls" of a row per visit: each child once)
        people = people if people != named[0].column else None
        return replace(base, op="each", by=named[0].column, values=(named[0].value, named[1].value),
                       filters=tuple(rest), column=people, agg="nunique" if people else None)
    said = list(dict.fromkeys(n.value for n in r.numbers if n.cmp is None and n.value.is_integer()))  # ('… 10 first')
    if len(said) != 2:
        return None
    frame = r.table.frame
    holding = [c for c in r.numeric if not linking.holds_years(c) and all((frame[c] == n).any() for n in said)]
    named = [c for c in holding if any(l.column == c and l.score >= STRONG for l in r.links)]
    chosen = named or holding
    if len(chosen) != 1:
        return None
    rest = filters_of(r, skip_numbers=tuple(said), exclude={chosen[0]})
    return replace(base, op="each", by=chosen[0], values=tuple(int(n) for n in said), filters=tuple(rest))


def each_listed(r: Reading, base: Operation) -> Operation | None:
    """Figures for each of several listed years or values ('in 1952, 1977 and 2007'), or two of them compared
    ('was Japan higher than the US', '2017 年的 … 是否低于 2001 年')."""
    asked_twice = _counted_at_two_values(r, base)
    if asked_twice is not None:
        return asked_twice
    items = quantities.enumerated(r.q)
    years = [int(t) for t, _ in items if t.isdigit() and 1500 <= int(t) <= 2100]
    values = sorted(r.values, key=lambda v: v.at)  # in the order the question names them
    # "position Center (just Center, not Center-Forward)": a value set aside is no item of the list
    values = _not_set_aside(values, r.q)
    compared = matches(VERSUS, r.q) or matches(EXCEEDS_BY, r.q) or matches(MOVED_COMPARED, r.q) or \
        matches(ABOVE_A_YEAR, r.q) or matches(EXCEEDED, r.q)
    apart = matches(GROUPS_APART, r.q) if not compared else None
    if apart and re.search(r"minus|减", apart.group()) and (r.has(r"\brespectively\b|分别|各自|\bplus[\s-]*minus\b") or any(
            "minus" in linking.name_words(str(c)) for c in r.table.frame.columns) or difference_sides(r)):
        apart = None  # ("the total plus minus for the Bruins and the Leafs", "sales minus profit for North and South")
    compared = compared or apart  # "the difference between the average salary of men and women": men's − women's
    ratio = matches(RATIO_ASKED, r.q)  # "2019 年的在押人数是 1925 年的多少倍": the first over the second
    compared = compared or ratio
    times = quantities.times_said(r.q)  # "日本上榜的公司数量是英国的两倍以上吗", "more than five times as many"
    if times and not compared and len([v for v in values if v.column == values[0].column]) == 2:
        compared = matches(r"\b(?:times|twice|double|half)\b|倍|一半|\d\s*%", r.q)  # ('不到周二的 80%')
    if compared and not (len(items) >= 2 and all(t.isdigit() for t, _ in items)):  # "At Morris, was … 1931 than 1932"
        pair_years = [int(n.value) for n in r.numbers if n.value.is_integer() and 1500 <= n.value <= 2100
                      and n.cmp is None]  # "收盘价高于 2000 点": a bar, not a second year
        if len(pair_years) == 1:  # "2015 年的收入是否低于 2013 年": the second year follows the comparison word
            pair_years += [int(n.value) for n in r.numbers if n.cmp and n.value.is_integer() and 1500 <= n.value <= 2100
                           and int(n.value) != pair_years[0] and re.match(r"\s*年|\s*[?？]|\s*$", r.q[n.at + 4:])]
        same = [v for v in values if v.column == values[0].column] if values else []
        if len(pair_years) == 2:
            years = pair_years
        elif len(same) == 2:
            values = same
    span = quantities.year_range(r.q)
    if span and r.has(CHANGE) and not compared and not r.has(WHICH) and not r.has(EVERY_PERIOD) and (year_column(r) or r.dates):
        # ("did it drop in every single year from 2000 to 2020": each year against the one before)
        # "从 1952 年到 2007 年，中国的人口增加了多少": the last year's figure minus the first's
        key, part = (year_column(r), None) if year_column(r) else (r.dates[0], "year")
        measured = measured_column(r, {key})
        if measured and not set(linking.name_words(measured)) & {"growth", "change", "increase", "decrease", "rate",
                                                                  "pct", "diff", "delta"}:  # a change column itself
            falling = r.has(r"\b(drop|dropped|fall|fell|decline|declined|decrease|decreased|shrink|shrank|shrunk)\b|下降|减少|降低")
            chosen = (span[0], span[1]) if falling else (span[1], span[0])
            rest = [f for f in filters_of(r, exclude={key, measured}) if f.column != key and f.part != "year"]
            growth = r.has(r"百分之几|百分比|\bper ?cent(?:age)?\b|%")  # "增长了百分之几": of the first year's figure
            return replace(base, op="each", by=key, by_part=part, column=measured, agg=agg_of(r) or "sum",
                           values=chosen, filters=tuple(rest), kind="percent change" if growth else "difference")
    counts = compared and re.match(r"more|fewer|多|少", compared.group(), re.IGNORECASE)
    bars = _two_bars(r) if counts or compared and agg_of(r) else None
    if bars is not None:  # "more quakes deeper than 500 km than shallower than 100 km": two counts compared;
        column, pair, rest = bars  # "人口超过 100 万的都市区，平均犯罪率是否高于人口不到 50 万的": two means
        measure = None if counts else measured_column(r, {column})
        lower = re.match(r"fewer|less|lower|smaller|少|低|小", compared.group(), re.IGNORECASE)  # (its first word:
        # not 'shallower' of the second bar)
        return replace(base, op="each", by=column, values=pair, kind="bars", column=measure,
                       agg=agg_of(r) if measure else None, filters=tuple(f for f in rest if f.column != measure),
                       cmp="<" if lower else ">")
    spans = quantities.year_spans(r.q)
    key = year_column(r) or (r.dates[0] if r.dates else None)
    if spans and key and not compared:  # "how many in 1990-1999 and how many in 2000-2009": one figure per span
        part = None if year_column(r) else "year"
        measured = measured_column(r, {key}) if agg_of(r) else None
        rest = [f for f in filters_of(r, exclude={key}) if f.column != key and f.part != "year"]
        order = direction_of(r) if r.has(WHICH) else None  # "which decade had the highest …: the 1940s, …, 1970s":
        labels = tuple((span, f"{span[0]}s") for span in spans) if order and all(  # the listed one with the top
            span[0] % 10 == 0 and span[1] == span[0] + 9 for span in spans) else ()  # figure, said as said
        return replace(base, op="each", by=key, by_part=part, column=measured, agg=agg_of(r) if measured else None,
                       values=tuple(spans), kind="spans", filters=tuple(rest), order=order or base.order,
                       labels=labels if order else ())
    dated = quantities.months_of_years(items) or quantities.month_years_said(r.q)
    if dated and r.dates:  # "January 2008, January 2009 and January 2010", "jan 2010 and jul 2010"
        key, part = r.dates[0], "year_month"
        chosen = tuple(dated)
        rest = [f for f in filters_of(r, skip_numbers=tuple(float(d[:4]) for d in dated), exclude={key})
                if f.part not in ("year", "month")]
    elif len(years) >= 2 and (len(years) == len(items) or compared) and not (span and len(years) == 2):
        # ("movies from 1990-1999 longer than 180 minutes": a span bounds the years, it lists no two of them)
        key, part = (year_column(r), None) if year_column(r) else (r.dates[0], "year") if r.dates else (None, None)
        if key is None and not compared and (wide := columns_of_years(r, years)):
            # "多伦多 1996 年和 2021 年的人口" over population_1996 … population_2021: a column per year
            rest = filters_of(r, skip_numbers=tuple(float(y) for y in years), exclude=set(wide))
            return replace(base, op="columns", values=tuple(wide), agg=agg_of(r) or "sum", kind="each",
                           filters=tuple(rest))
        chosen = tuple(years)
        rest = [f for f in filters_of(r, skip_numbers=tuple(float(y) for y in years), exclude={key} if key else set())
                if not (f.part == "year" or f.column == key and f.part is None)]  # "January 2008, 2009": months stay
    elif len(several := _several_of_one_column(values)) >= 2 and (
            compared or len(items) >= 2 or r.has(EACH_ASKED)) and not (
            not compared and (r.has(TOGETHER) or re.search(r"\bor\b|或", r.q[several[0].at + several[0].length: several[1].at]))) \
            and not (re.search(rf"(?:{SET_ASIDE})\s*(?:the\s+)?$", r.q[max(0, several[0].at - 24): several[0].at], re.IGNORECASE)):
        # (not "除了 VA、MD 和 DC 之外": values set aside)
        # "counting both AIRBUS and AIRBUS INDUSTRIE", "graded A+ or A": one figure over both
        key, part = several[0].column, None
        chosen = _listed_of(r, key, values, items)
        rest = [f for f in filters_of(r, exclude={key}) if not (f.cmp == "==" and str(f.value) in map(str, chosen))]
    elif (letters := listed_letters(r, items)) is not None:  # "at tension L, M and H"
        key, part = letters[0], None
        chosen = letters[1]
        rest = [f for f in filters_of(r, exclude={key})]
    elif (months := quantities.months_listed(r.q)) and not compared:  # "January, February and March 2014"
        key = part_column(r, "month")  # a whole-number month column, not day_of_month
        key, part = (key, None) if key or not r.dates else (r.dates[0], "month")
        if month_column(r, months[0]):
            return None  # a wide table with a column per month: the months are measures, not rows
        chosen = tuple(months)
        rest = [f for f in filters_of(r, skip_numbers=tuple(map(float, months)), exclude={key} if key else set())
                if f.part != "month"]  # ('1、2、3 月': numbers said for months, no bar)
    elif (listed := listed_numbers(r, items)) is not None and not compared:  # "at dose 0.5, 1 and 2"
        key, part = listed[0], None
        chosen = listed[1]
        rest = list(filters_of(r, skip_numbers=tuple(float(v) for v in chosen), exclude={key}))
    elif (compared or r.has(EACH_ASKED)) and (pair := numbers_of_one_word(r)) is not None:
        # "season 1 queens older than the season 14 ones", "viewers for series 1 and for series 8"
        key, part = pair[0], None
        chosen = pair[1]
        rest = list(filters_of(r, skip_numbers=tuple(float(v) for v in chosen), exclude={key}))
    elif (compared or r.has(EACH_ASKED) or r.has(r"\band\b|和|与")) and (fates := fates_said(r)) is not None:
        # "the survivors and those who died", "死亡和存活的病人": both fates of a died (or survived) column
        key, part, chosen = fates[0], None, fates[1]
        rest = list(filters_of(r, exclude={key}))
    else:
        return None
    if key is None:
        return None
    measured = measured_column(r, {key})
    counting = r.has(COUNT) or compared is not None and re.match(r"more|fewer|多|少", compared.group(), re.IGNORECASE)
    if measured and counting and agg_of(r) is None and any(len(str(v)) >= 3 and re.fullmatch(
            rf"[a-z]{{1,2}}[._]?{re.escape(str(v).lower())}", measured.lower()) for v in chosen):
        measured = None  # "四种方式各有多少人选：beach、boat…": pbeach is beach's price, named only by the value
    half = not any(l.column == measured and l.score >= 2 for l in r.links) and r.has(r"^\s*how many\b")
    if measured and agg_of(r) is None and counting and (named_column(r, {measured}) is None or half):
        measured = None  # "count the cars with 4, 6 and 8 cylinders", "do more vote N than Y": rows, not a measure
        # found by meaning; "how many police stops were traffic stops": not policePrecinct, half-named
    more = matches(r"\b(?:more|fewer)\s+(\w+s)\s+than\b", r.q)
    if measured and more and not any(l.column == measured and l.score >= STRONG and l.at == more.start(1)
                                     for l in r.links):
        measured = None  # "does Wisconsin have more counties than Michigan": rows counted, not a measure by meaning
    if measured and agg_of(r) is None and (any(f.column == measured and f.cmp == "==" for f in rest) or r.has(
            r"\b(?:more|fewer)\s+(?:\w+\s+)?(?:days|weeks|months|years|times|occasions|rows|entries|records)\b")):
        measured = None  # "more dry days (rain exactly 0) in 2003 than in 2002", "more days whose events are Rain":
        # the rows the value keeps, counted
    if measured and agg_of(r) is None and counting and any(f.column == measured and f.cmp in ("<", "<=", ">", ">=")
                                                           for f in rest):
        measured = None  # "number of days with tmin at or below 32 in 2000 and in 2010": the days counted
    measured = measured or count_column(r)  # a table of counts: each figure is a sum of its counts
    cmp = None
    kind = None
    if compared:
        said = re.search(r"(?:便宜|年轻|.)$", compared.group()).group() if compared.group().startswith("比") else \
            compared.group()  # '比中号…还多': the word that ends it
        cmp = "<" if re.search(LOWER_SAID, said) and not apart else ">"
        lasting = measured is not None and set(linking.name_words(measured)) & DURATION_WORDS  # (found unnamed)
        if re.search(SPEED_WORDS, said, re.IGNORECASE) and (timed(r) or lasting):  # "were the women faster": less time
            cmp = "<" if cmp == ">" else ">"
        if len(chosen) > 2 and r.has(TOGETHER):
            kind = "combined"  # "than Southwark and Hackney combined": the first against the others added up
        else:
            chosen = chosen[:2]
    counted = part in ("year", "month", "year_month") and key in r.dates and measured and (
        r.has(r"人数|数量|次数|\bnumber of\b") or linking.name_words(measured)[-1].endswith("s"))
    # "7 月、8 月、9 月的死亡人数" over daily rows: each month's deaths added up, not a day's average
    own_total = any(linking.name_words(l.column)[:1] == ["total"] and len(linking.name_words(l.column)) >= 2
                    and l.score >= STRONG for l in r.links)  # (total_pr, TotalPrice: a figure of one row)
    agg = agg_of(r) or ("sum" if r.has(SUM_SAID) or not own_total and r.has(r"\b(total|overall|altogether)\b|总")
                        or kind or counted or measured and adds_up(measured) and not r.has(PER_ROW)
                        or measured == count_column(r) and not own_total else "mean")  # (a table of counts: each
    # figure their sum; not total_pr, a price said by its own words)
    extreme = matches(r"\b(?:highest|largest|biggest|maximum|peak|lowest|smallest|minimum)\b|最高|最大|最低|最小", r.q)
    if cmp and agg_of(r) is None and extreme and compared and re.fullmatch(ABOVE_A_YEAR, compared.group()):
        agg = "min" if re.search(r"low|small|min|低|小", extreme.group()) else "max"  # "the highest price in 2023
        # above the highest in 2022": each year's highest
    if cmp and times and len(chosen) == 2 and kind is None:  # the first against a multiple of the second
        cmp = ">=" if r.has(r"\bat least\b|至少|不少于|不低于") else "<" if r.has(r"\b(?:less|fewer|under|below)\b|不到|少于|低于") \
            else ">"
        return replace(base, op="each", by=key, by_part=part, column=measured, agg=agg, values=chosen, cmp=cmp,
                       threshold=times, filters=tuple(f for f in rest if f.value not in (times, round(times * 100, 6))))
        # ('80%' said as the multiple 0.8: no bar of 80 on any column)
    gap = gap_said(r.q) if cmp and len(chosen) == 2 and kind is None else None
    if gap:  # "are smokers' babies more than 250 grams lighter than non-smokers'": the difference against a bar
        bar, below = gap
        said = bar
        named = [l.column for l in sorted(r.links, key=lambda l: -l.score) if l.score >= STRONG and l.column in r.numeric
                 and l.column != key]
        if named and not any(l.column == measured and l.score >= STRONG for l in r.links):
            measured = named[0]  # (the bar is said of the difference, not of the measure: no comparison hides it)
        if measured is None and not (counting and r.has(r"\b(?:more|fewer|less)\s+than\s+\S+\s+(?:more|fewer)\b|多出|多了|少了")):
            return None  # "more than 250 grams lighter" with no weight found: no rows to count instead
        if measured and is_fraction(r.table.frame[measured]) and r.has(POINTS):
            bar /= 100  # "高出 10 个百分点以上" of usage written 0.62: a tenth
        if r.derived[:1] == ("rate",) and measured == r.links[0].column:  # "女性乘客的生还率比男性高出 60 个百分点":
            agg = "mean"  # each group's rate, the mean of its 100s and 0s over all its rows
            rest = [f for f in rest if f.column != r.derived[1]]
        first, second = (chosen[1], chosen[0]) if cmp == "<" else (chosen[0], chosen[1])
        return replace(base, op="each", by=key, by_part=part, column=measured, agg=agg, values=(first, second),
                       cmp="<" if below else ">", threshold=bar, kind="gap",
                       filters=tuple(f for f in rest if f.value not in (bar, said)))
    if ratio and len(chosen) == 2 and kind is None:
        kind, cmp = "ratio", None
    elif cmp and (apart or r.has(r"\bhow (much|many)\b|[多高大少低小差贵重长快慢轻短老][了出]?多少|便宜了?多少|相差多少")):
        if cmp == "<":  # "2009 年……比 2008 年少了多少": the larger minus the smaller, as said
            chosen = (chosen[1], chosen[0])
        kind, cmp = "difference", None  # "how much heavier are casein-fed chicks than horsebean-fed": first − second
    if measured is None and counting and r.has(DISTINCT) and name_column(r) not in (None, key):
        measured, agg = name_column(r), "nunique"  # "how many distinct storms in 2010, 2011 and 2012": named ones
    elif measured is None and counting and r.has(PEOPLE_SAID) and person_key(r) not in (None, key) and not r.has(
            r"条记录|\brecords?\b|\brows?\b|\bentries\b"):  # ('分别有多少条记录': the rows)
        measured, agg = person_key(r), "nunique"  # "三个治疗组各有多少名患者" with two rows a patient: each once
    beaten = _groups_where_beaten(r, key, chosen, cmp, kind)
    if beaten is not None:  # "in which states do the boys score higher than the girls": each state's two figures
        noun_at = {l.at for l in r.links if l.column == beaten}
        measured = measured_column(r, {key, beaten}) if measured else None
        if measured and agg_of(r) is None and counting and all(l.at in noun_at for l in r.links if l.column == measured):
            measured = None  # "which occupation groups have more women": the words say the groups only
        agg = agg if measured else None
        return replace(base, op="each", by=key, by_part=part, column=measured, agg=agg, values=chosen[:2], cmp=cmp,
                       threshold=0.0, kind="difference", target=beaten,
                       filters=tuple(f for f in rest if f.column != beaten))
    order = None
    if not cmp and kind is None and len(chosen) >= 2 and r.has(WHICH) and (order := direction_of(r)):
        kind = "which"  # "北京、芝加哥……这五个城市里，哪个城市的平均湿度最高": the listed one with the highest figure
    people = person_key(r) if measured is None and not cmp and kind is None and agg_of(r) is None else None
    if people and people != key and re.search(PEOPLE_OF_A_COUNT, r.raw or r.q, re.IGNORECASE):
        measured, agg = people, "nunique"  # "number of boys and of girls in the study" of a row per visit: each
        # child once
    return replace(base, op="each", by=key, by_part=part, column=measured, agg=agg, values=chosen, cmp=cmp,
                   filters=tuple(rest), kind=kind, order=order)


COMPARATIVE = (r"(?:higher|lower|greater|larger|bigger|smaller|heavier|lighter|longer|shorter|older|younger|taller|more|"
               r"less|fewer|cheaper|dearer|faster|slower|warmer|colder|hotter|cooler|wider|narrower|richer|poorer)")
GAP = (rf"\b(?P<bound>more|less|fewer) than\s+\$?(?P<n>\d[\d,]*(?:\.\d+)?)\s*(?!%|percent\b)(?:[a-z]+\s+){{0,2}}?"
       rf"{COMPARATIVE}\b|"
       rf"\b{COMPARATIVE}\b[^?]{{0,60}}\bthan\b[^?]{{0,60}}\bby (?P<by>more|less) than\s+\$?(?P<n2>\d[\d,]*(?:\.\d+)?)"
       r"(?!\s*(?:%|percent\b))|"
       r"(?:高出|多出|低出|高了|多了|低了|少了|重了|轻了|大了|小了|长了|短了|贵了)\s*(?P<pre>超过|不止|至少|不到)?\s*"
       r"(?P<n3>\d+(?:\.\d+)?)(?!\s*%)\s*个?\s*[^\d\s，,。？?的]{0,4}?\s*(?P<zh>以上|还多|多(?!少)|以下|不到)")
"""A difference said against a bar: 'more than 250 grams lighter than', 'higher than B by more than 3 points',
'比正常贷款高出 3 个百分点以上'."""


def gap_said(question: str) -> tuple[float, bool] | None:
    """(the bar, whether the difference must stay below it) of a difference said against a bar, or None."""
    found = matches(GAP, question)
    if found is None:
        return None
    name = next(n for n in ("n", "n2", "n3") if found.group(n) is not None)
    scale = re.match(r"\s*(万|亿|thousand\b|million\b|billion\b|k\b)?", question[found.end(name):], re.IGNORECASE).group(1)
    bar = float(found.group(name).replace(",", "")) * quantities.SCALES.get((scale or "").lower(), 1)  # ('高出 2 万以上')
    bound = found.group("bound") or found.group("by") or found.group("pre") or found.group("zh")
    return bar, bool(re.match(r"less|fewer|以下|不到", bound, re.IGNORECASE))


POINTS = r"百分点|\bpercentage points?\b|\bpoints?\b|%"


PEOPLE_SAID = r"\b(?:patients|people|persons|subjects|participants|respondents|individuals)\b|患者|病人|受试者|参与者|受访者"


def _not_set_aside(values: list, q: str) -> list:
    """The values said but those set aside, with the rest of a list set aside ('除了 VA、MD 和 DC 之外')."""
    kept, aside = [], False
    for before, v in zip([None, *values], values):
        listed = before is not None and re.fullmatch(r"\s*(?:,|、|，|and|or|和|或|及|与|/)?\s*(?:or\s+|and\s+)?",
                                                     q[before.at + before.length: v.at], re.IGNORECASE)
        aside = set_aside(v, q) or (aside and bool(listed))
        if not aside:
            kept.append(v)
    return kept


def _several_of_one_column(values: list) -> list:
    """The values said of the column the question names most values of, in its order ('Queensland's takings in
    2000 Q1, 2008 Q1 and 2016 Q1': the three quarters, the state a filter); [] when no column has two."""
    said = Counter(v.column for v in values)
    if not said or max(said.values()) < 2:
        return []
    column = max(said, key=lambda c: (said[c], -min(v.at for v in values if v.column == c)))
    return [v for v in values if v.column == column]


def _groups_where_beaten(r: Reading, key: str, chosen: tuple, cmp: str | None, kind: str | None) -> str | None:
    """The groups asked for when two values of `key` are compared in each ('which occupation groups have more women
    than men', '哪些州男生的平均分比女生高'): a repeating kind of thing other than `key`, asked for by 'which …s'."""
    if not cmp or kind is not None or len(chosen) != 2 or not r.has(PLURAL_LIST + r"|\bwhich\s+\w+\s+\w+s\b"):
        return None
    noun = which_noun(r)[0]
    if noun is None or noun == key or noun not in r.categorical or not r.table.frame[noun].duplicated().any():
        return None
    return noun


def listed_letters(r: Reading, items: list[tuple[str, int]]) -> tuple[str, tuple] | None:
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


def numbers_of_one_word(r: Reading) -> tuple[str, tuple] | None:
    """Two numbers each said after the same word that names a numeric column ('season 1 … season 14', '第 1 季 …
    第 14 季'): that column and the two values, in the order said."""
    m = re.search(r"\b([A-Za-z]+)(?:\s+|\s*(?:=|==)\s*)(\d+)\b.*?\b\1(?:\s+|\s*(?:=|==)\s*)(\d+)\b", r.q, re.IGNORECASE)
    if m is None:  # ('basement = 1 … basement = 0')
        return _numbers_of_one_unit(r) or _codes_in_brackets(r) or _number_then_than_another(r)
    said = [l.column for l in r.links if l.column in r.numeric and l.score >= STRONG
            and l.at in (m.start(1), m.start(1) + m.group().lower().rfind(m.group(1).lower()))]
    if not said:  # ('with 19 … with 20': the word before each names nothing)
        return _number_then_than_another(r)
    values = set(r.table.frame[said[0]].dropna().astype(float))
    pair = (int(m.group(2)), int(m.group(3)))
    return (said[0], pair) if all(float(v) in values for v in pair) else None


def _number_then_than_another(r: Reading) -> tuple[str, tuple] | None:
    """'workers with 19 years of schooling … than those with 20': a number said with the words of a numeric column,
    then another after 'than' — two values of that column, when it holds both."""
    m = re.search(r"\b(?:with|of|at|aged?)\s+(\d+)\s+([a-z]+(?:\s+[a-z]+){0,2})\b.*?\bthan\s+(?:those|the ones|people|"
                  r"workers|ones)?\s*(?:with|of|at|aged?)\s+(\d+)\b(?!\s*(?:%|percent))", r.q, re.IGNORECASE)
    if m is None:
        return None
    pair = (int(m.group(1)), int(m.group(3)))
    said = [l.column for l in r.links if l.column in r.numeric and l.score >= STRONG and m.start(2) <= l.at < m.end(2)
            and {float(v) for v in pair} <= set(r.table.frame[l.column].dropna().astype(float))]
    return (said[0], pair) if said else None


def _numbers_of_one_unit(r: Reading) -> tuple[str, tuple] | None:
    """'信任度打 0 分和打 10 分的各有多少人': two numbers each said with the same unit, joined by 和: values of the
    numeric column said before them that holds both."""
    m = re.search(r"(\d+)\s*([分岁次个级星])[^，,。？?\d]{0,3}?(?:和|与|及|跟|、|还是)[^，,。？?\d]{0,3}?(\d+)\s*\2", r.q)
    if m is None:
        return None
    pair = (int(m.group(1)), int(m.group(3)))
    said = [l.column for l in sorted(r.links, key=lambda l: -l.at) if l.column in r.numeric and l.score >= STRONG
            and 0 <= l.at < m.start() and {float(v) for v in pair} <= set(r.table.frame[l.column].dropna().astype(float))]
    return (said[0], pair) if said else None


def _codes_in_brackets(r: Reading) -> tuple[str, tuple] | None:
    """'for basement (0) and first-floor (1) measurements': two groups each said with its code in brackets, the codes
    of the numeric column named before the first that holds both."""
    m = re.search(r"[(（]\s*(\d+)\s*[)）][^()（）]{1,40}?(?:\band\b|\bor\b|\bvs\.?|和|与|或|还是)[^()（）]{0,40}?"
                  r"[(（]\s*(\d+)\s*[)）]", r.q)
    if m is None:
        return None
    pair = (int(m.group(1)), int(m.group(2)))
    said = [l.column for l in sorted(r.links, key=lambda l: -l.at) if l.column in r.numeric and l.score >= STRONG
            and 0 <= m.start() - l.at <= 30 and {float(v) for v in pair} <= set(r.table.frame[l.column].dropna().astype(float))]
    return (said[0], pair) if said else None


def listed_numbers(r: Reading, items: list[tuple[str, int]]) -> tuple[str, tuple] | None:
    """Several numbers listed together that are values of one numeric column ('4, 6 and 8 cylinders'): that
    column, the values in the order said. A named column wins; unnamed, the column must be the only one."""
    try:
        wanted = [float(re.sub(r"-[a-z]*$", "", text)) for text, _ in items]  # "4-, 6- and 8-cylinder"
    except ValueError:
        return None
    if len(wanted) < 2 or any(1500 <= v <= 2100 and v.is_integer() for v in wanted):
        return None
    frame = r.table.frame
    holding = [c for c in r.numeric if not id_like(r, c) and frame[c].nunique() <= 60
               and set(wanted) <= set(frame[c].dropna().astype(float))]
    start, end = items[0][1], items[-1][1] + len(items[-1][0])
    near = [l.column for l in sorted(r.links, key=lambda l: (l.score < STRONG or l.at < 0,
                                                             min(abs(l.at - start), abs(l.at - end))))
            if l.column in holding]  # (a column named in words before one found by meaning: '0, 1 and 2 doctor visits')
    column = near[0] if near else holding[0] if len(holding) == 1 else None
    if column is None:
        return None
    whole = all(v.is_integer() for v in wanted) and (frame[column].dropna() % 1 == 0).all()
    return column, tuple(int(v) if whole else v for v in wanted)


AMONG = (r"\bof (?:the |all )?(\w+\s+(?:who|that|which)\s+[^?？,]{1,60}?)\s+(?:die|survive|leave|quit|default|churn|"
          r"win|lose|pass|fail|recover|return)\s*[?？]|"  # "did half of the patients who had CPR before admission die?"
          r"\bof (?:the |all )?(.{1,60}?)\s+(?:that |who |which )?(?:are|is|were|was|have|has|had|do|does|did|with|"
          r"weigh|cost|came|come|comes|belong|belongs|fall|falls|live|lives|went|go|goes|vote|votes|chose|choose|"
          r"support|prefer|own|use|smoke|work|works|earn|earns|drive|drives|speak|speaks|play|plays|attend|attends|"
          r"\w+ed(?=\s*(?:[?？.,;]|$|\s+(?:in|on|at|by|from|after|before|during)\b)))\b"  # "… of 1st class passengers survived?"
          r"|(?:在|对于|其中)?(.{1,30}?)(?:中|里|当中|之中)[，,]?")


def ranked_groups(r: Reading, base: Operation, direction: str | None) -> Operation | None:
    """'Rank the symbols by average price, highest first', 'list the races ordered by number of deaths': every group,
    ordered by its figure (a count of rows when nothing is measured)."""
    noun, part = which_noun(r)
    m = matches(r"\b(?:rank|sort|order|list)\s+(?:the\s+|all\s+)?(\w+)", r.q)
    if m and noun is None:
        noun = next((l.column for l in r.links if l.at == m.start(1) and l.score >= STRONG), None)
    group = (noun, part) if noun else group_key(r)
    if group is None or group[0] is None:
        return None
    by, by_part = group
    direction = "asc" if r.has(r"从[低小少]到") else "desc" if r.has(r"从[高大多]到") else direction
    measured = measured_column(r, {by})
    counted = measured is None or (agg_of(r) is None and r.has(COUNT) and named_column(r, {measured}) is None)
    by_word = matches(r"\bby\b", r.q)  # "ordered by number of deaths": what is counted, not a value to keep
    said = [v for v in r.values if by_word is None or v.at < by_word.start()]
    filters = tuple(filters_of(replace(r, values=said), exclude={by} | ({measured} if measured else set())))
    k = int(r.table.frame[by].nunique()) if by_part is None else 10_000
    return replace(base, op="group_aggregate", by=by, by_part=by_part, column=None if counted else measured,
                   agg=None if counted else agg_of(r) or "mean", order=direction or "desc", k=k, filters=filters)
