"""What each linked column is for in a question: what is measured, what is asked for, what groups, what names
a row, the aggregate and the direction said."""
from __future__ import annotations

import re
from typing import Any, Sequence
from nbcopilot.analysis import linking, quantities, siblings
from nbcopilot.analysis.operations import Filter
from nbcopilot.analysis.phrases import (
    ADDITIVE, AGG_PATTERNS, MAX_WORDS, MIN_WORDS, COUNT_ITEMS, COUNT, GROUP, WHICH, VERSUS, STRONG, PARTS_WORDS, DISTINCT, matches,
)
from nbcopilot.analysis.reading import ADDED_UP, NEAREST_PLACE, Reading, as_dates, period_part


# ---------------------------------------------------------------- roles of the linked columns


WHERE = r"^\s*where\s+(?:is|was|were|are|did|do|does|has|have|had)\b|在哪里|在哪儿|在什么地方"
PLACE_WORDS = {"place", "city", "location", "venue", "site", "town", "country", "state", "region", "stadium", "where"}


def place_column(r: Reading) -> str | None:
    """'Where was …': the text column that names places ('Place', 'city', 'venue'); the one the question names
    first ('… strike? Give the area.')."""
    places = [c for c in r.categorical if (set(linking.name_words(c)) & PLACE_WORDS or c.lower() == "area")
              and linking.is_text(r.table.frame[c])]  # ('area' whole, not subject_area)
    said = [l.column for l in r.links if l.column in places and l.score >= STRONG]
    return (said or places or [None])[0]


def asked_for(r: Reading, exclude: set[str] = frozenset()) -> str | None:
    """A column the question asks to be given back ('请给出 last_name', 'answer with its name', 'by last_name')."""
    m = matches(r"(给出|给我|列出|回答|answer with|give (?:me )?(?:(?:the|its)\b)?|report (?:(?:the|its)\b)?|by|their|its)\s*"
             r"(?:the\s+|its\s+|their\s+)?([A-Za-z_][\w]*)", r.q) or \
        matches(r"(用|按|以)\s*([A-Za-z_][\w.]*)\s*(?:列|栏|字段)?[^，。？?]{0,8}?(?:回答|作答)", r.q) or \
        matches(r"([，,]\s*)([A-Za-z_][\w.]*)\s*(?:分别|各自|各)是(?:多少|什么)", r.q)  # "用 Region 列的代码回答"
    # ("按 executive 列的写法回答"; "…的三位客户，ID 分别是多少")
    if m:
        hits = [l for l in r.links if l.at == m.start(2) and l.score >= STRONG and l.column not in exclude
                and (l.column not in r.numeric or id_like(r, l.column) and r.table.frame[l.column].is_unique)]
        # ('give their IDs': an identifier given back, though written as a number)
        if hits:
            return hits[0].column
    return None


BOTH = r"\b(?:both|neither|all of)\s+$|^\s*(?:both|all|are both|were both)\b|^\s*(?:都|均|全都|全部|同时|也都)"
EITHER = r"\b(?:either|any of|one of)\s+$|^\s*(?:either)\b|^\s*(?:任[一何]|之一|其中之?一)"


def columns_together(r: Reading) -> tuple[list[str], bool] | None:
    """(two or more columns named whole one after another, whether each must meet the condition or any) when the
    question asks for them together ('missing both bdi_3m and bdi_6m', 'bdi_3m 和 bdi_6m 都缺失', 'both play and
    play1 chose friend', 'missing either x or y'); else None."""
    if r.has(r"\brespectively\b|\bin (?:that|this) order\b|各|分别|按这个顺序|依次"):
        return None  # each one's figure, in turn
    whole = sorted((l for l in r.links if l.score >= 4 and l.at >= 0), key=lambda l: l.at)
    for i, first in enumerate(whole):
        listed = [first]
        for link in whole[i + 1:]:
            between = r.q[listed[-1].at + len(listed[-1].column):link.at]
            if not re.fullmatch(r"\s*(?:,|、|，|和|与|及|或|或者|\band\b|\bor\b|\bnor\b|,\s*(?:and|or)\b)\s*", between,
                                re.IGNORECASE):
                break
            listed.append(link)
        if len(listed) < 2:
            continue
        before, after = r.q[:first.at], r.q[listed[-1].at + len(listed[-1].column):]
        joined = r.q[first.at:listed[-1].at]
        if re.search(EITHER, before, re.IGNORECASE) or re.match(EITHER, after, re.IGNORECASE) or \
                re.search(r"\bor\b|或", joined) and not re.search(r"\bneither\b", before, re.IGNORECASE):
            return [l.column for l in listed], False
        if re.search(BOTH, before, re.IGNORECASE) or re.match(BOTH, after, re.IGNORECASE):
            return [l.column for l in listed], True
    return None


def said_after_the_question(r: Reading) -> str | None:
    """The text column named alone after the question mark ('Which bird lays the most eggs? common name', '… ? Common
    name please'): the form of the answer."""
    m = matches(r"[?？]\s*(?:just\s+|only\s+|give\s+(?:me\s+)?)?(?:the\s+|its\s+|their\s+)?([A-Za-z_]\w*)"
                r"(?=(?:\s+names?)?\s*(?:please|only)?\s*[.!]?\s*$)", r.q)
    frame = r.table.frame
    hits = [l for l in r.links if m and l.at == m.start(1) and l.score >= STRONG and l.column in r.categorical
            and frame[l.column].nunique() >= 0.9 * frame[l.column].notna().sum()]  # a name for each row ('? family'
    return hits[0].column if hits else None  # is a group the row belongs to, read elsewhere)


def name_column(r: Reading) -> str | None:
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
    return best or _panel_name(r)


def _panel_name(r: Reading) -> str | None:
    """In a table of one row per thing and period (country × year), the column naming the thing: text, with at
    least three values, and nearly never twice in one period."""
    frame = r.table.frame
    periods = [c for c in r.numeric if linking.holds_years(c)] + list(r.dates)
    if not periods or len(frame) < 10 or frame[periods[0]].nunique() > len(frame) / 2:
        return None  # each period holds several things ('2019': 144 countries), or it is no panel
    best, most = None, 2
    for column in frame.columns:
        if str(column) in r.categorical and linking.is_text(frame[column]) and frame[column].nunique() > most \
                and not _period_names(frame[column]):  # ('Jan' … 'Dec' beside the years: a period, no thing)
            if frame.duplicated([column, periods[0]]).mean() < 0.05:
                best, most = str(column), frame[column].nunique()
    return best


PEOPLE_WORDS = {"name", "champion", "winner", "player", "person", "athlete", "driver", "author", "director", "actor",
                "actress", "contestant", "candidate", "president", "artist", "employee", "runner", "pilot", "singer"}


def person_column(r: Reading) -> str | None:
    """The column a 'who' question answers with: a text column named for people ('Champion', 'winner'), else the
    row's name."""
    frame = r.table.frame
    people = [str(c) for c in frame.columns if str(c) in r.categorical and linking.is_text(frame[c])
              and set(linking.name_words(str(c))) & PEOPLE_WORDS]
    return people[0] if people else name_column(r)


def measured_column(r: Reading, exclude: set[str] = frozenset()) -> str | None:
    """The numeric column the question measures: the best-linked one not used otherwise."""
    month = quantities.month_named(r.q)
    column = month_column(r, month) if month else None
    if column and column in r.numeric and column not in exclude:  # "一月份温度最低" in a table with a JAN column
        return column
    links = [l for l in r.links if not names_the_rows(r, l)]
    lasting = [c for c in r.numeric if c not in exclude and set(linking.name_words(c)) & (DURATION_WORDS | {"length"})]
    if len(lasting) == 1 and r.has(r"\b(?:longest|shortest)\b|最长|最短") and not any(
            l.column in r.numeric and l.score >= STRONG and not linking.holds_years(l.column) for l in links):
        # "the longest film": its running time
        return lasting[0]
    echoes = {l.column for l in links if l.score < 2 and any(
        m.column != l.column and m.at == l.at >= 0 and m.score > l.score and m.last >= l.last
        and _share_a_word(l.column, m.column) and not re.search(r"\b(?:where|when|who|whose|if)\b|[,，;；]",
                                                                  r.q[m.at:max(m.last, m.at)]) for m in links)}
    usable = [l.column for l in links if l.column in r.numeric and l.column not in exclude
              and not id_like(r, l.column) and not is_compared(r, l) and l.column not in echoes]
    # ('the average age at which the wives married under 23': age_husband, only 'age' of the column compared,
    # echoes it, no measure of its own; not "the Bears' total points in games where the opponents scored …")
    usable += [l.column for l in links if l.column in r.numeric and l.column not in exclude
               and not id_like(r, l.column) and is_compared(r, l) and l.column not in usable]
    binary = binary_columns(r) | {l.column for l in links if re.search(  # 0/1 flags and things had are conditions:
        r"\b(?:with|has|have|having)\s+(?:a|an|any|at least one)\s+$|(?<![没还])有\s*$", r.q[max(0, l.at - 12):l.at])}
    usable = [c for c in usable if c not in binary] + [c for c in usable if c in binary]  # ('有壁炉的房子的售价')
    numbered = {l.column for l in links if _numbered_key(r, l)}  # "第 4 代": which rows, not what is measured
    usable = [c for c in usable if c not in numbered]
    usable = _heads_first(r, usable)
    usable = _past_the_excluded_words(r, usable, exclude)
    usable = _said_after_the_figure(r, usable)
    # a year says when, rarely what is measured: another named measure comes first
    said = [c for c in usable if any(l.column == c and l.score >= STRONG for l in r.links)]  # years by meaning: none
    counts = count_column(r)
    if counts and counts not in exclude and all(linking.holds_years(c) or c in binary for c in usable):
        return counts  # "1960 年麻疹病例一共多少" in a long table (disease, year, count): the counts, not the years
    a_year = any(n.value.is_integer() and 1500 <= n.value <= 2100 for n in r.numbers)
    sole = sole_measure(r, exclude)
    if a_year and sole and all(linking.holds_years(c) for c in usable):
        return sole  # "2019 年咖啡进口量最大的国家" over (country, member, year, value): its one measure, that year
    years_said = [c for c in said if a_year and linking.holds_years(c)]  # "1987 年…最多": the year says which rows
    parts = {c for c in usable if date_part(r, c)}  # a month's number is when, never an amount to add up
    found = next((c for c in usable if not linking.holds_years(c) and c not in parts),
                 next((c for c in said if c not in years_said and c not in parts), None))
    averaged = [c for c in parts if agg_of(r) in ("mean", "median") and any(
        l.column == c and l.score >= 4 and not re.match(r"\s*(?:numbers?\s+)?(?:(?:above|below|over|under|after|before|"
                                                       r"greater than|less than|of)\s+)?\d", r.q[l.at + len(c):])
        for l in r.links)]  # (not 'in week 5', 'after month 6': a week said with its number is which rows)
    if averaged and (found not in said or found in binary):  # "in what week after release, on average": the week
        return averaged[0]  # named whole, averaged, over a column found by meaning only or a 0/1 flag
    if found is None and parts and agg_of(r):  # "a monthly average" over (Year, mon, count): a month number is no
        found = sole_measure(r, exclude | parts)  # amount; the table's one measure is
    if found is None and any(set(linking.name_words(v.column)) & MEASURE_NAMES for v in r.values):
        return sole_measure(r, exclude)  # "月租金最便宜的" over (NAME, variable, estimate): the rent rows' one measure
    if found is None and (agg_of(r) in ("mean", "median", "sum", "std") or r.has(r"\b(?:best|worst)\b|最好|最差")) \
            and not r.has(THINGS_COUNTED):
        found = sole_measure(r, exclude)  # "每天发电量的中位数", "its best day" over (location, date, kwh): a figure
        # of rows is no count, and the table has one measure to take it of
    high = [c for c in r.numeric if c not in exclude and set(linking.name_words(c)) & HEIGHT_WORDS]
    if found is None and len(high) == 1 and r.has(r"\b(?:highest|lowest|tallest)\b|最高|最低|最矮"):
        return high[0]  # "which is the lowest of the peaks": the one column of heights
    if found and linking.holds_years(found) and r.has(YEARS_ASKED):
        return sole_measure(r, exclude | parts | {found}) or found  # "which years had a monthly average above 4,300":
    return found  # the years are what is asked; the table's one measure is averaged


def _share_a_word(a: str, b: str) -> bool:
    return bool({linking.stem(w) for w in linking.name_words(a)} & {linking.stem(w) for w in linking.name_words(b)})


HEIGHT_WORDS = {"alt", "altitude", "elevation", "elev", "height"}
"""Columns of heights above sea level: what 'the lowest of the peaks' ranks by, what 'below sea level' bars at 0."""
YEARS_ASKED = r"\b(?:which|what|each|every|per)\s+years?\b|哪(?:些|一|几)?个?年|每年|各年"
"""The years are the answer or the groups, so no measure of them."""


MEASURE_NAMES = {"variable", "measure", "indicator", "metric", "series", "statistic", "stat", "quantity"}
"""Names of a long table's column that says what each row measures ('variable' of rent and income)."""


def _past_the_excluded_words(r: Reading, usable: list[str], exclude: set[str]) -> list[str]:
    """'哪个时区的机场平均海拔最高' over tz and tzone: the word that says the groups (tzone) is no measure too, though
    it links tz as strongly ('纽约时区和芝加哥时区各有多少个机场' measures nothing)."""
    taken = {l.at: l.score for l in r.links if l.column in exclude and l.at >= 0}
    echoes = {c for c in usable if not any(l.column == c and l.score >= STRONG and l.at not in taken for l in r.links)
              and any(l.column == c and l.at in taken and l.score < SAID_WHOLE and taken[l.at] >= 0.8 * l.score
                      for l in r.links)}  # (about as strongly: 'time zone' is tz 2.5 and tzone 2.2)
    return [c for c in usable if c not in echoes]


def _said_after_the_figure(r: Reading, usable: list[str]) -> list[str]:
    """'average age of the people in the earnings survey': the column named whole right after the figure's word is
    the measure, whatever else is named as fully."""
    ends = [m.end() for m in re.finditer(r"\b(?:average|mean|median|total|sum of)\b|平均|中位数", r.q, re.IGNORECASE)]
    headed = {l.column for l in r.links for m in r.links if l.score >= SAID_WHOLE <= m.score and l.column != m.column
              and l.at >= 0 and re.fullmatch(r"[A-Za-z]+ ", r.q[l.at:m.at])
              and m.column.lower() not in l.column.lower()}  # "average Obama margin": the margin;
    # Obama only says whose
    after = [c for c in usable if c not in headed and any(
        l.column == c and l.score >= SAID_WHOLE and l.at >= 0 and not is_compared(r, l) and number_after(r, l) is None
        and any(re.fullmatch(r"\s*(?:the\s+|of\s+(?:the\s+)?)?", r.q[end:l.at], re.IGNORECASE)
                for end in ends if end <= l.at)
        for l in r.links)]  # (not "whose total hours exceed 40": a column barred says which rows)
    # '…的那些社区，人口加起来一共多少': the column said right before the Chinese words for adding up
    starts = [m.start() for m in re.finditer(r"加起来|加在一起|一共|总共|合计|总和|总计", r.q)]
    after += [c for c in usable if c not in after and any(
        l.column == c and l.score >= STRONG and l.at >= 0 and not is_compared(r, l) and number_after(r, l) is None
        and l.at < start <= l.at + 4 and re.fullmatch(
            r"[\u4e00-\u9fff]+", r.q[l.at:start]) and (l.at == 0 or re.match(r"[，,。；;\s]", r.q[l.at - 1]))
        for l in r.links for start in starts)]
    return after + [c for c in usable if c not in after]


def _heads_first(r: Reading, usable: list[str]) -> list[str]:
    """'信用卡余额' is the cards' balance: of two measures said back to back in Chinese, the second is the thing, the
    first only says whose (unless the first one's name runs on into the second's word: '主场进球' is HomeGoals)."""

    strong = sorted((l for l in r.links if l.column in usable and l.score >= STRONG and l.at >= 0), key=lambda l: l.at)
    frame = r.table.frame
    for a, b in zip(strong, strong[1:]):
        latin = re.fullmatch(r"[A-Za-z]+ ", r.q[a.at:b.at]) is not None and a.last < b.at and a.score >= 4 <= b.score \
            and b.column.lower() not in a.column.lower()  # (not 'tax' of "beer tax", said whole as beertax)
        # ("the average Obama margin": two names said whole, back to back; the second is the thing)
        if not latin and a.score - 0.05 < b.score < a.score - 0.01 and a.score < 4:
            continue  # '瘟疫死亡人数': deaths said only as what Mortality means (a name implied scores a little
            # less), the plague named outright
        if not latin and (a.column == b.column or not (a.last < b.at and 2 <= b.at - a.at <= 4) or not re.fullmatch(
                r"[\u4e00-\u9fff]+", r.q[a.at:b.at]) or re.search(r"[的和与及、或跟同]", r.q[a.at:b.at])):
            continue
        if re.match(r"评分|得分|分数|打分|成绩", r.q[b.at:]):  # '外貌评分' is the beauty score: a score says no more than
            if usable.index(a.column) > usable.index(b.column):  # which figure, the word before it says which one
                usable = [c for c in usable if c != a.column]
                usable.insert(usable.index(b.column), a.column)
            continue
        if re.match(r"[\u4e00-\u9fff]{1,3}?的?(?:比例|占比|比率|比重|百分比)|[\u4e00-\u9fff]{0,2}率", r.q[b.at:]) and \
                share_like(frame[a.column]) and not share_like(frame[b.column]):
            # '贫困人口比例': the share column (poverty), not the people; '特朗普得票率': trump's share, no votes
            usable = [c for c in usable if c != a.column]
            usable.insert(usable.index(b.column), a.column)
        elif usable.index(a.column) < usable.index(b.column) and not re.match(
                r"最|平均|总|合计|中位|更|较|排名|排行|名次", r.q[b.at:]):  # ('降水量最大': 最大 says how, no max column)
            usable = [c for c in usable if c != a.column]
            usable.insert(usable.index(b.column) + 1, a.column)
    return usable


def share_like(series) -> bool:
    """Shares: fractions (0.46), or percentages between 0 and 100 that are not all whole numbers (46.1)."""
    from nbcopilot.analysis.filters import is_fraction

    known = series.dropna()
    return is_fraction(series) or linking.is_number(series) and len(known) > 0 and bool(
        known.between(0, 100).all()) and not bool((known % 1 == 0).all())


PART_RANGES = {"month": (1, 12), "day": (1, 31), "hour": (0, 23), "week": (0, 53), "quarter": (1, 4), "weekday": (0, 7),
               "mon": (1, 12), "mth": (1, 12), "qtr": (1, 4), "wk": (0, 53)}
"""Words for parts of a date in column names (and their short forms), and the whole numbers such a column holds."""


def date_part(r: Reading, column: str) -> bool:
    """A column of the month, day, hour, week or quarter numbers of a date ('MonthSold', 'day', 'hr')."""
    words = linking.name_words(column)
    ranges = [PART_RANGES[w] for w in words if w in PART_RANGES]
    if len(ranges) != 1 or words[0] not in PART_RANGES or any(len(w) > 3 and w.endswith("s") for w in words):
        return False  # ('week_nights' counts nights; 'tenure_month' is a length of time, 'HR' home runs)
    held = r.table.frame[column].dropna()
    return len(held) > 0 and bool((held % 1 == 0).all()) and ranges[0][0] <= held.min() and held.max() <= ranges[0][1]


THINGS_COUNTED = (r"\bhow many\b|\bnumber of\b|\bsize\b|\bcount(?:s|ed)?\b|\brecords?\b|\brows?\b|\b(?:above|below) "
                  r"(?:the )?average\b|几|总数|数量|记录|高于平均|低于平均|"
                  r"多少(?!美元|元|块|钱|千瓦|瓦|公里|公斤|千克|米|秒|分|小时|度|岁|年|倍|百分|[是呢？?，,。])[\u4e00-\u9fff]")
# ('平均每个州有多少订单': orders counted; not '平均多少美元', '总共发电多少千瓦时')
"""Things counted (rows, days, stores), not a measure's figure: no table's one measure is what is meant."""


def sole_measure(r: Reading, exclude: set[str] = frozenset()) -> str | None:
    """The one numeric column of a long table that is neither a year, a 0/1 flag nor an id: (country, year, value)
    measures `value` whatever the question calls it ('vehicle production', '进口量')."""
    sole = _without_companions(r, [c for c in r.numeric if c not in exclude and c not in binary_columns(r)
                                   and not linking.holds_years(c) and not id_like(r, c)])
    return sole[0] if len(sole) == 1 else None


def _without_companions(r: Reading, measures: list[str]) -> list[str]:
    """The measures but a code standing for a name ('GEOID') and, when one measure is left, the columns saying how
    sure it is ('moe' beside 'estimate')."""
    measures = [c for c in measures if not _code_of_a_name(r, c)]
    beside = [c for c in measures if set(linking.name_words(c)) & UNCERTAINTY_WORDS]
    return [c for c in measures if c not in beside] if len(measures) - len(beside) == 1 else measures


UNCERTAINTY_WORDS = {"moe", "se", "sem", "sd", "err", "error", "margin", "lower", "upper", "ci"}
"""Words of a column that says how sure another one is (margin of error, standard error, bounds): no measure of its
own beside the one it qualifies ('estimate' and 'moe')."""


def _code_of_a_name(r: Reading, column: str) -> bool:
    """A whole-number column named like an id ('GEOID', 'fips_id') that stands one-to-one for a text column's names."""
    from pandas.api.types import is_integer_dtype

    frame = r.table.frame
    named = "id" in linking.name_words(column) or str(column).isupper() and str(column).endswith("ID")
    if not named or not is_integer_dtype(frame[column]):  # ('GEOID', 'fips_id'; not 'covid', 'bid', 'paid')
        return False
    pairs = frame[[column] + [c for c in r.categorical if c in frame.columns]].drop_duplicates()
    return any(pairs.groupby(column)[c].nunique().max() == 1 and pairs.groupby(c)[column].nunique().max() == 1
               for c in r.categorical if c in frame.columns)


def things_counted(r: Reading, column: str | None) -> bool:
    """The numeric column is half-named by the word for the things the rows are, which names their text column as
    well ('courses': course and course_numeric): those things are counted, the number is not measured."""
    said = next((l for l in r.links if l.column == column), None)
    return said is not None and 0 <= said.score < 4 and any(
        l.column in r.categorical and l.at == said.at and l.score >= said.score for l in r.links)


SCORES_GIVEN = (r"\b(?:rated|scored|reviewed|graded)\s+(?:the\s+)?(?:most|fewest|least)(?:\s+(?:times|often))?\b|"
                r"\b(?:most|least)[- ](?:rated|reviewed)\b|(?:评分|打分|评价|评级)(?:的)?(?:次数|条数)|被评分?(?:的)?次数")
"""Scores counted, not read: 'rated the most times', 'the most-rated', '被评分次数最多'."""
RATING_WORDS = ("rating", "ratings", "stars", "star", "grade", "review", "score", "rated")
"""Words that name a column of scores given (a movie's rating), not of things counted (goals, eggs)."""


def scores_counted(r: Reading, column: str | None) -> bool:
    """A score on a small scale (a rating of 0.5 … 5 stars) whose rows are counted: "the movie with the most
    ratings" (the word said in the plural), "rated the most times", '被评分次数最多'."""
    if column is None or column not in r.numeric:
        return False
    scale = r.table.frame[column].dropna()
    if scale.empty or scale.nunique() > 11 or scale.min() < 0 or scale.max() > 10:
        return False
    named = {linking.stem(w) for w in linking.name_words(column)}
    if not named & {linking.stem(w) for w in RATING_WORDS}:
        return False  # goals, eggs, children (counts, added up or averaged), a share (0.37): no scores given
    plural = any(t.text.endswith("s") and t.text != linking.stem(t.text) and linking.stem(t.text) in named
                 for t in linking.tokens(r.q))
    return plural or r.has(SCORES_GIVEN)


def names_the_rows(r: Reading, link, counting: bool = True) -> bool:
    """The word linked is what each row of the table is ('the most tweets' in tweets, half of retweet_count): the
    rows are counted, that column is not measured."""
    if link.score >= 4 or link.at < 0 or counting and not (
            r.has(COUNT_ITEMS) or r.has(r"数量|个数|有多少|\bcount\b") or r.has(ADDITIVE)):
        return False  # only counting names the rows ('排名最靠前' in rankings is its rank column, '平均分是多少' a score)
    said = {linking.stem(t.text) for t in linking.tokens(r.q) if t.at == link.at}  # '检查' is an inspection
    stem = r.table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    if link.score >= 2 and not {linking.stem(w) for w in linking.name_words(link.column)} & {
            linking.stem(w) for w in linking.name_words(stem)}:
        return False  # "the most traffic deaths" in traffic_deaths: its fatal column, whole, by another name
    series = r.table.frame[link.column]
    if agg_of(r) in ("mean", "median") and whole_counts(series) and bool((series == 0).any()):
        return False  # "女学生平均发表了多少篇论文" in phd_articles: each row's count of articles ('art'), averaged
    periods = year_column(r)
    if periods and periods != link.column and r.table.frame[periods].dropna().is_unique and \
            linking.is_number(r.table.frame[link.column]) and not id_like(r, link.column):
        return False  # "the number of prisoners" in prisoners, a row a year: that year's count, not the rows
    words = linking.name_words(link.column)
    if words and len(words[-1]) > 3 and words[-1].endswith("s") and any(  # 'births' in births78: a count of births
            linking.stem(words[-1]) == linking.stem(w) for w in linking.name_words(stem)):  # per row, the measure
        return False
    return any(linking.stem(w) in said or any(len(linking.stem(w)) >= 4 and s.startswith(linking.stem(w)) for s in said)
               for w in linking.name_words(stem) if len(w) > 2)  # ('房子' house in ames_housing)


def rows_named(r: Reading) -> set[str]:
    """Columns linked only through a word for what each row is ('航班' in flights names the rows, not 'flight')."""
    return {l.column for l in r.links if names_the_rows(r, l)}


COUNT_WORDS = {"count", "counts", "number", "n", "total", "qty", "quantity", "frequency", "freq", "amount", "value"}
COUNTS_NAMED = {"number", "count", "counts", "total", "frequency", "freq"}
"""Names a column of counts of the table's own things has ('number' of depredations; not 'n', a poll's sample)."""


def counts_of_its_things(r: Reading, word: str) -> str | None:
    """The column counting what the table is named for, when `word` says it ('depredations' in a table named
    depredations, each row a farm with its number of them); else None."""
    stem = r.table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    counts = count_column(r)
    if counts is None or not set(linking.name_words(counts)) <= COUNTS_NAMED or not whole_counts(r.table.frame[counts]):
        return None  # (not 'n' of a table of polls, each row a poll and n its sample size; nor a 'total' of dollars
        # and cents, 56548.91, in teacher_pay)
    named = {linking.stem(w) for w in linking.name_words(stem) if len(w) > 3}
    return counts if linking.stem(word.lower()) in named else None


def count_column(r: Reading) -> str | None:
    """A numeric column that holds counts of things (a long-format table: nation, medal, count)."""
    from nbcopilot.analysis.filters import MONEY_WORDS

    words = COUNT_WORDS
    said = {l.column for l in r.links if l.score >= STRONG}
    if _rows_counted_by_name(r):
        return None
    named = any(set(linking.name_words(c)) & {"name", "title", "label"} for c in r.categorical)
    return next((c for c in r.table.frame.columns.map(str)  # 'count', 'n'; 'retweet_count' only when retweets are said
                 if c in r.numeric and set(linking.name_words(c)) & words and not id_like(r, c)
                 and not set(linking.name_words(c)) & MONEY_WORDS  # ('total_personal_income' counts no things)
                 and (set(linking.name_words(c)) <= words or c in said)
                 and not (named and set(linking.name_words(c)) <= {"number", "no"})), None)
    # (rows named by a name are people or things: their 'number' is a jersey's or a house's, no count of them)


def _rows_counted_by_name(r: Reading) -> bool:
    """"the number of trades in class A" where each row is one trade (a trade column, every value once): the rows
    are counted, not the men the count column holds."""
    counted = {linking.stem(m.group(1).lower()) for m in re.finditer(
        r"\b(?:number of|how many|count(?: of)?)\s+(?:the\s+|different\s+|distinct\s+)?([a-z]+s)\b", r.q, re.IGNORECASE)}
    frame = r.table.frame
    if counted & {"row", "record", "entry", "observation", "line"}:  # "how many observations in the Pre phase"
        return True
    if any(c in r.categorical and linking.stem(c.lower()) in counted and frame[c].nunique() >= 0.95 * frame[c].count()
           for c in map(str, frame.columns)):
        return True
    for link in r.links:  # "the region with the most orders", '订单最多', '订单数' of an order_id, one a row: rows
        series = frame[link.column]
        if link.score < 1.5 or link.at < 0 or len(series) < 5 or series.nunique() < 0.95 * series.count() or not (
                link.column in r.categorical or id_like(r, link.column)):
            continue
        if re.search(r"\b(?:most|fewest|least|more|fewer|number of|how many|count of)\s+(?:the\s+)?$", r.q[:link.at],
                     re.IGNORECASE) or re.match(r"[\u4e00-\u9fff]{0,2}?(?:数|数量|个数)|"
                                                r"[\u4e00-\u9fff]{0,2}?(?<![额量价费率])(?:最多|最少|更多|更少)",
                                                r.q[link.at:]):
            return True
    return False


def binary_columns(r: Reading) -> set[str]:
    """Numeric columns holding only 0 and 1: flags, read as conditions rather than measures."""
    frame = r.table.frame
    return {c for c in r.numeric if set(frame[c].dropna().unique().tolist()) <= {0, 1}}


def id_like(r: Reading, column: str) -> bool:
    """An identifier ('district_id', a running number): never a measure to add up or average."""
    from nbcopilot.analysis import dictionary

    words = linking.name_words(column)
    series = r.table.frame[column]
    return "id" in words or "code" in words or "number" in words and series.is_unique or (
        len(words) == 1 and re.fullmatch(NUMBERED_NAME, words[0]) is not None and series.dtype.kind in "iu"
        and words[0] not in dictionary.english_words()) or (
        len(series) >= 20 and series.dtype.kind in "iu" and running_number(series) and not set(words) & RANKS
        and not any(l.column == column and l.score >= SAID_WHOLE for l in r.links)) or (
        len(words) == 1 and words[0] in PEOPLE_NUMBERED and series.dtype.kind in "iu" and (
            numbered_within(series) or len(series) >= 20 and series.nunique() >= 0.9 * len(series)
            and series.max() - series.min() < 3 * series.nunique()))  # (numbers handed out densely, not counts)
    # ('site' 1 … 148: the sites numbered, in whole numbers — unless its name is said whole: "the total n"; 'student'
    # 1 … 198 within each school, or nearly one number a row: a pupil's number, not an amount; 'persnum', 'caseno':
    # a thing and its number)


NUMBERED_NAME = r"[a-z]{3,}(?:num|nr)|(?:case|pers|seq|acct|trip|item|ord|lot|ser|house|row|rec|obs)no"
"""A thing's number run into its name ('persnum', 'caseno'; not 'latino', 'casino')."""


def numbered_within(series) -> bool:
    """Whole numbers that count people off within groups ('student' 1 … 198 in each school): the first number on
    many rows, at least as many as the last (a count of employees, 12 … 50,000, holds its least value rarely)."""
    known = series.dropna()
    return len(known) > 0 and known.min() in (0, 1) and int((known == known.min()).sum()) >= 3 and \
        int((known == known.min()).sum()) >= int((known == known.max()).sum())


PEOPLE_NUMBERED = {"student", "pupil", "patient", "subject", "person", "participant", "respondent", "individual",
                   "customer", "employee", "worker"}
"""A column of whole numbers named by one person in the singular numbers people ('student'); 'students' may count."""


RANKS = {"rank", "ranking", "position", "place", "pos", "seed", "order"}
"""Names of a numbering that is itself a figure asked about ('the best rank'), though it counts the rows off."""


def whole_counts(series) -> bool:
    """Whole numbers of zero or more, not the rows' numbering: counts of things (calls, goals, visits)."""
    known = series.dropna()
    return len(known) > 0 and linking.is_number(series) and bool((known >= 0).all()) and \
        bool((known % 1 == 0).all()) and not running_number(series)


def running_number(series) -> bool:
    """Whole numbers that count the rows off, each once (1, 2, 3 … 116; a few skipped, as sites 1 … 148 of 147
    rows): the rows' numbering, never an amount."""
    known = series.dropna()
    return len(known) >= 5 and linking.is_number(series) and known.is_unique and bool((known % 1 == 0).all()) \
        and known.min() in (0, 1) and known.max() - known.min() + 1 <= 1.05 * len(known) + 1 \
        and known.is_monotonic_increasing


def is_compared(r: Reading, link) -> bool:
    """The column is the subject of a comparison ('sex 为 2', 'bmi > 30'): a filter, not what is measured."""
    if re.search(r"(?<!top )(?<!first )(?<!bottom )(?<![\w.])(?:-?\d+(?:\.\d+)?|[一二两三四五六七八九十]+)\s*-?\s*$",
                 r.q[max(0, link.at - 12): link.at].lower()):
        return True  # "the 4-cylinder cars", "8 个气缸": a number said right before the column word (not "top 3")
    if re.search(r"(?<![\w.])\d+(?:\.\d+)?\s+[a-z]+\s+of\s+$", r.q[max(0, link.at - 24): link.at].lower()):
        return True  # "the people with 16 years of education": its unit between
    return number_after(r, link) is not None


_VERBS = ("ever|once|go|goes|went|gone|get|got|rise|rises|rose|risen|climb|climbed|fall|falls|fell|fallen|drop|drops|"
          "dropped|been")
VERBS_BEFORE_A_BAR = rf"(?:\s*\b(?:{_VERBS}|is|was|were|are)\b(?=\s+(?:{_VERBS}|over|above|below|under|more|less|greater)\b)){{0,3}}"
"""'… wheat ever go above 90', '… price has ever been over 3': the verbs between a column and its bar."""


def _numbered_key(r: Reading, link) -> bool:
    """A column of a few whole numbers said with one of them as an ordinal ('第 4 代', 'generation 4'): a key."""
    if link.at < 0 or link.column not in r.numeric or r.table.frame[link.column].nunique() > 60:
        return False
    before = re.search(r"第\s*(\d+)\s*$", r.q[:link.at])
    after = re.match(r"[A-Za-z]+\s+(\d+)(?!\d|[.,]\d)", r.q[link.at:])
    said = (before or after).group(1) if before or after else None
    return said is not None and r.table.frame[link.column].isin([int(said)]).any()


def number_after(r: Reading, link) -> int | None:
    """Where the number compared with the column starts, when one follows its words ('失业率超过 10', 'bmi > 30',
    'flipper length over 210')."""
    if link.at < 0:
        return None
    if r.q[link.at:].lower().startswith(link.column.lower()):
        ends = [link.at + len(link.column)]
    else:  # the words said, not the column's name: up to three of them
        ends = [link.at + m.end() for m in re.finditer(r"[\w.]+", r.q[link.at: link.at + 40])
                if not (re.search(r"[\u4e00-\u9fff]", m.group()) and len(m.group()) > 7)][:3]
        # (a long Chinese run is a phrase, not the column's words: '报告的麻疹病例超过 1000')
        ends += [t.at + len(t.raw) for t in linking.tokens(r.q) if t.at in (link.at, link.last) and not t.raw.isascii()]
        # (the Chinese word itself: '人口超过两万的县的平均收入' is one run)
        if link.last > link.at:  # and the words from its last one ('cholera death rate of at least 150')
            ends += [link.last + m.end() for m in re.finditer(r"[\w.]+", r.q[link.last: link.last + 24])][:2]
        ends = [end for end in ends if not re.search(r"\b(?:in|during|since|from|by|on|for)$", r.q[:end], re.I)]
        # ("drivers killed in 1980": a year said when, no bar on the killed)
    for end in ends:
        m = re.match(rf"{VERBS_BEFORE_A_BAR}\s*(为|是|=|==|>|<|>=|<=|大于|小于|超过|低于|高于|at least|over|above|below|under|"
                     r"more than|less than|greater than|exceeds?|exceeded)?\s*(?=-?\d|[一二两三四五六七八九十][十百千万亿])",
                     r.q[end: end + 30], re.IGNORECASE)  # ('超过两万': a Chinese numeral with its unit)
        counted = re.match(r"\d+\s*[套个家只位名部款条辆本首支座间所项]", r.q[end + m.end():]) if m else None
        if counted and not any(re.search(words, r.q[link.at: end + m.end()]) for _, words in quantities.COMPARE[:4]):
            continue
        if m and m.group(1) == "over" and any(n.at == end + m.end() and n.cmp is None for n in r.numbers):
            continue  # "hf_score over 2008-2016": during those years, no bar on the score
        if m:
            return end + m.end()  # (not "最贵的 3 套房子": the number counts the rows asked for)
    return None


def named_column(r: Reading, columns: set[str] | None = None) -> str | None:
    """The best column the question names in words (not by meaning only), optionally among `columns`."""
    return next((l.column for l in r.links if l.score >= STRONG and (columns is None or l.column in columns)), None)


SAID_WHOLE = 4.0
"""A link at least this strong is a column's whole name said word for word (linking scores those 4 and up)."""


def superlative_measure(r: Reading, exclude: set[str] = frozenset()) -> str | None:
    """The numeric column said right after the superlative ('the 3 students with the highest GPA'): what the
    ranking is by, whatever else the question names."""
    sup = matches(MAX_WORDS, r.q) or matches(MIN_WORDS, r.q)
    if sup is None:
        return None
    aged = [c for c in r.numeric if c not in exclude and "age" in linking.name_words(c)]
    if re.fullmatch(r"oldest|eldest|youngest|最老|年龄最大|最年轻|年龄最小", sup.group(), re.IGNORECASE) and len(aged) == 1:
        return aged[0]  # "which state's patients were oldest at diagnosis": their age, not the diag date
    # where a name is said after the superlative: its first word, or its last when the first came before ("Thatcher's
    # lowest satisfaction" is thatcher_sat, whose two words outrank govt_sat's one at the same place)
    place = lambda l: l.at if l.at >= sup.end() else l.last  # noqa: E731
    summary = re.match(r"\s*(?:average|mean|median|total|overall)\b(?!\s+(?:to|for|of|when|with|among|in|on|at|by|"
                       r"per|across|over|from)\b|\s*[,;?])", r.q[sup.end():], re.IGNORECASE)
    portion = re.match(r"\s*(?:share|percentage|proportion|fraction|rate)\s+of\s+(?:[a-z]+\s+){0,4}", r.q[sup.end():],
                       re.IGNORECASE)  # ('the highest share of people with an advanced degree')
    reach = sup.end() + 16 + (summary.end() if summary else 0) + (portion.end() if portion else 0)
    # ('the highest average evaluation score')
    after = sorted((l for l in r.links if l.column in r.numeric and l.column not in exclude and l.score >= STRONG
                    and sup.end() <= place(l) <= reach and not names_the_rows(r, l)),
                   key=lambda l: (place(l), -l.score))
    head = next((l for l in after[1:] if after[0].score < 2 and l.score >= SAID_WHOLE and l.at - after[0].at <= 12), None)
    return (head or after[0]).column if after else None  # "the highest median sale price": price, not Mo.Sold


def period_said(r: Reading, part: str | None = None) -> str | None:
    """The text column of periods ('1982Q2') whose period the question asks for — `part`, or any period word it says
    ('the top 3 quarters', '哪个季度'): its values are the answer, not a part of a date."""
    parts = [part] if part else [p for p, pattern in PARTS_WORDS.items() if matches(pattern, r.q)]
    return next((c for c in r.periods if period_part(r.table.frame[c]) in parts), None)


def word_is_column(r: Reading, link) -> bool:
    """The link names the column by its own name (not through a date part word)."""
    return link.column not in r.dates or link.column.lower() in r.q.lower()


def month_column(r: Reading, month: int) -> str | None:
    """A column named for the month ('JAN', 'January'): a wide table where the month is a measure, not a filter."""
    names = [n for n, i in quantities.MONTHS.items() if i == month]
    return next((c for c in r.table.frame.columns.map(str) if c.lower() in names), None)


def year_column(r: Reading) -> str | None:
    """The column of years the question means: of several (Year.Built, Yr.Sold), the one it names best ('sales in
    2008' are Yr.Sold's), else one called plainly 'year' (not foundingyear, when nothing was founded), else the first."""
    years = [c for c in r.numeric if linking.holds_years(c)]
    named = {}
    for link in r.links:
        named.setdefault(link.column, link.score)
    return max(years, key=lambda c: (named.get(c, 0.0), linking.name_words(c) == ["year"]), default=None)


def nearest_numeric(r: Reading, at: int, exclude: set[str]) -> str | None:
    """The numeric column named nearest to a position: named in words first, by meaning only as a last resort."""
    for strong in (True, False):
        links = better_named([link for link in r.links if link.column in r.numeric and link.column not in exclude
                               and link.at >= 0 and (link.score >= STRONG) == strong])
        near = [(min(abs(link.at - at), abs(link.last - at) if link.last >= 0 else abs(link.at - at)), -link.score,
                 link.column) for link in links]  # (the nearer of the first and the last word said)
        if near:
            return min(near)[2]
    return None


def better_named(links: list) -> list:
    """One phrase half-naming several columns keeps the better-named one ('花瓣宽度' is petalWidth, not sepalWidth;
    "under-5 mortality rate" under5_mortality, not infant_mortality by its last word)."""
    return [link for link in links if link.score >= 4 or not any(
        (0 <= abs(o.at - link.at) <= 3 or o.last == link.last and link.last >= 0) and link.score < o.score < 4
        and set(linking.name_words(o.column)) & set(linking.name_words(link.column)) for o in links)]


def only_numeric(r: Reading, exclude: set[str]) -> str | None:
    """The table's one measure, when it has only one ('trade above 50' in a table whose one number is price)."""
    repeated = {c for members in siblings.families(list(r.numeric)).values() for c in members.values()}
    measures = _without_companions(r, [c for c in r.numeric if c not in exclude and not linking.holds_years(c) and "id"
                                       not in linking.name_words(c) and c not in repeated])
    return measures[0] if len(measures) == 1 else None  # (rain beside its forecasts rainfc.1 … rainfc.11)


def in_range(q: str, n) -> bool:
    """A number in an aside that only gives a range or a count ('(1–12)', '(1-12)') is not a filter;
    '(TVnews >= 1)' is one."""
    start = q.rfind("(", 0, n.at + 1)
    start = max(start, q.rfind("（", 0, n.at + 1))
    end = min([i for i in (q.find(")", n.at), q.find("）", n.at)) if i != -1] or [-1])
    if start == -1 or end == -1:
        return False
    return bool(re.fullmatch(r"\s*-?\d+(?:\.\d+)?\s*(?:[-–~到]\s*-?\d+(?:\.\d+)?)?\s*", q[start + 1: end]))


def adjacent(r: Reading, n, column: str) -> bool:
    """A bare number right next to a column's mention ('4 cylinders', 'year 2008') is an equality filter."""
    return any(0 <= link.at - n.at <= 14 or 0 <= n.at - link.at <= 16 or number_after(r, link) == n.at
               for link in r.links if link.column == column)  # ("whose repair record is 5": its words, then the number)


AGG_NAMED = {"total", "count", "sum", "mean", "median", "average", "max", "min", "n"}
"""Column names that are aggregate words: said as the column, they ask for no aggregate."""


def agg_of(r: Reading) -> str | None:
    """The aggregate the question asks for, read outside the column names it says ('median mean radius')."""
    text = r.q
    for link in r.links:
        if link.score >= 4 and link.at >= 0 and (r.derived[:1] != ("ratio",) or text[link.at:link.at + len(
                link.column)].lower() == link.column.lower()):  # (a ratio's made name is not what the question wrote)
            text = text[:link.at] + " " * len(link.column) + text[link.at + len(link.column):]
        elif link.score >= STRONG and link.at >= 0 and link.column.lower() in AGG_NAMED:  # '总数' said of a 'total'
            said = max((len(t.raw) for t in linking.tokens(r.q) if t.at == link.at), default=0)  # column: no sum
            text = text[:link.at] + " " * said + text[link.at + said:]
    for value in r.values:  # a cell's phrase said whole ('Above average' ratings) asks no aggregate of its own;
        said = r.q[value.at:value.at + value.length]  # (a one-word cell, 'Total', may be the figure's word too)
        if not value.partial and said.lower() == str(value.value).lower() and re.search(r"\w\s+\w", said):
            text = text[:value.at] + " " * value.length + text[value.at + value.length:]
    totals = [l for l in r.links if l.score >= STRONG and l.column in r.numeric and l.at >= 0
              and linking.name_words(l.column)[:1] == ["total"]]
    ranked = matches(MAX_WORDS, text) or matches(MIN_WORDS, text)
    for link in totals:  # "does the longest-lived species sleep in total", '总睡眠': total_sleep's own word, no sum
        text = re.sub(r"(?<=\S)\s+in total\b|总(?=[\u4e00-\u9fff])", lambda m: " " * len(m.group()) if (
            0 <= m.start() - link.at <= 24 if m.group().strip() != "总" else m.end() == link.at or ranked and
            m.start() == link.at) else m.group(),
            text,
            flags=re.IGNORECASE)
        rest = linking.name_words(link.column)[1:2]
        if rest and (ranked or matches(VERSUS, text)):  # "the cheapest diamond (by total price)": TotalPrice said as
            # the key rows are ordered by; "a higher total price with a stock photo than without": two groups' total_pr
            by = r"(?<=\bby )" if ranked and not matches(VERSUS, text) else ""
            text = re.sub(rf"{by}(?:(?:its|their|the|an?) )?(?:higher |lower )?total(?=[\s_-]*{re.escape(rest[0])})",
                          lambda m: " " * len(m.group()), text, flags=re.IGNORECASE)
    if matches(r"最[\u4e00-\u9fff]{1,2}的那一?[个位名家所只条座辆]?[\u4e00-\u9fff]{0,3}[，,]", text):
        text = re.sub(r"总分", "  ", text)  # ('生均支出最高的那个州，SAT 总分是多少': the top row's total score, no sum)
    if matches(r"最[\u4e00-\u9fff]{1,3}的[^，,？?]{0,8}?(?:一共|总共)", text):
        text = re.sub(r"一共|总共", "  ", text)  # ('爬升最多的比赛一共爬升多少英尺': that one race's climb, no sum)
    if r.derived[:1] == ("sum",) and (matches(MAX_WORDS, text) or matches(MIN_WORDS, text)):
        # "语文和数学加起来最高的州，总分是多少": the words that made the sum ask no total of the rows
        text = re.sub(rf"{ADDED_UP}|总分|总和|\b(?:total|sum)\b", lambda m: " " * len(m.group()), text, flags=re.IGNORECASE)
    if matches(r"[日月年周]均", text) and not matches(r"平均|均值|\b(?:average|mean|avg)\b", text) and \
            matches(AGG_PATTERNS["sum"], text):
        return "sum"  # "每年所有航线的日均旅客数加起来": a daily average is the measure, the rows added up
    if matches(r"中位数?的平均|\b(?:average|mean) of (?:the |their |all )?(?:\w+\s+){0,3}?medians?\b", text):
        return "mean"  # "各州家庭收入中位数的平均值": the mean of each state's median
    if matches(AGG_PATTERNS["median"], text) and matches(AGG_PATTERNS["mean"], text) and not matches(
            r"\b(?:mean|average|median)\s+(?:and|or|&|vs\.?|versus)\s+(?:the\s+)?(?:mean|average|median)\b|"
            r"(?:平均|均值|中位)[数值]?\s*(?:和|与|及|或|跟|、)\s*(?:平均|均值|中位)", text):
        return "median"  # "the median average teacher salary": one figure, the average names the measure
    for agg, pattern in AGG_PATTERNS.items():
        if matches(pattern, text):
            return agg
    return None


OFTEN = r"\b(?:more|less) (?:often|frequently)\b|更(?:经常|频繁|常)"
"""'Which sex chose foe more often': the group where it happens most."""


def direction_of(r: Reading) -> str | None:
    text = r.q
    place = matches(NEAREST_PLACE, text)
    if place and any(l.at in (place.start(1), place.start(2)) for l in r.links):  # '离震源最近', 'farthest from the
        return "desc" if re.search(r"远|farthest|furthest", place.group(), re.IGNORECASE) else "asc"  # coast'
    ends = {"high", "low", "max", "min"}
    summarised = {w for c in r.table.frame.columns if set(words := linking.name_words(str(c))) & ends
                  for w in words if w not in ends and len(w) >= 3}  # ('temp' of temp_max: "the max temp" names it)
    if any(set(linking.name_words(str(c))) & ends for c in r.table.frame.columns):
        text = re.sub(r"最[高低](?:气温|温度|价格|价)", lambda m: " " * len(m.group()), text)  # a 'high' column's words
        text = re.sub(r"\b(?:a|the|its|their|daily|of|average|mean|median|avg)\s+"
                      r"(?:max|min|maximum|minimum|high|low)\s+"
                      r"(?=(\w+))",
                      lambda m: " " * len(m.group()) if any(m.group(1).lower().startswith(w) for w in summarised) or
                      not summarised and re.match(r"temp|price|speed|wind", m.group(1), re.IGNORECASE)
                      else m.group(), text, flags=re.IGNORECASE)  # "a max temperature of 35"; not "the max wind"
    for link in r.links:  # "the average maximum heart rate" of max_hr: the column's own word, no maximum asked
        said = re.match(r"(?:max(?:imum)?|min(?:imum)?|high|low)\b", text[link.at:], re.IGNORECASE) \
            if link.at >= 0 else None
        if said and link.score >= STRONG and set(linking.name_words(link.column)) & ends and matches(
                AGG_PATTERNS["mean"] + "|" + AGG_PATTERNS["median"], text):
            text = text[:link.at] + " " * said.end() + text[link.at + said.end():]
    spelled = linking.value_spellings(r.q)
    for value in r.values:  # a quoted cell value ('Best actress', '最佳女主角') is no superlative either
        if r.q[value.at:value.at + value.length].lower() == str(value.value).lower() or \
                spelled.get(str(value.value).lower(), (None,))[0] == value.at:
            text = text[:value.at] + " " * value.length + text[value.at + value.length:]
    text = re.sub(r"(?<=\d)(\s+\w+)?\s+or\s+(?:fewer|less|lower|more|higher|greater|above|below|under|over)\b",
                  lambda m: " " * len(m.group()), text, flags=re.IGNORECASE)  # "10 years or fewer": a bar, no direction
    lower_better = matches(r"\b(?:lower|smaller|fewer|less)\b[^.?;]{0,25}\b(?:is|are|means?) better\b|越[低小少]越好|[低小少]的?(?:更好|为好|为佳|更佳)", text)
    if lower_better:  # "the best average rank (lower rank is better)": the lowest figure is the best
        text = text[:lower_better.start()] + " " * len(lower_better.group()) + text[lower_better.end():]
        if matches(r"\b(?:best|top|leading)\b|最好|最佳|最靠前", text):
            return "asc"
        if matches(r"\b(?:worst|bottom)\b|最差|最靠后", text):
            return "desc"
    if r.has(WHICH) and not r.has(r"\bthan\b|比") and (often := matches(OFTEN, text)):  # "which sex chose foe more often"
        return "asc" if re.match(r"less|更少", often.group(), re.IGNORECASE) else "desc"
    if r.has(WHICH) and not r.has(r"\bthan\b|比") and (more := matches(
            r"(?<!\bor )(?<!\bno )(?<!\bany )(?<!\bmuch )(?<![\d%] )\b(?:more|less)\b(?!\s+(?:or|and)\b)", text)):
        return "asc" if more.group().lower() == "less" else "desc"  # "which gender earns more on average"
    ranks = any(l.score >= STRONG and set(linking.name_words(l.column)) & {"rank", "ranking", "position", "place"}
                for l in r.links)
    if ranks and matches(r"靠前|排名最高|排名前|\btop\b|\bbest\b|\bhighest[- ]ranked\b|\bleading\b", text):
        return "asc"  # "排名最靠前的三家": rank 1 is the top
    if ranks and matches(r"靠后|排名最低|\bbottom\b|\bworst\b|\blowest[- ]ranked\b", text):
        return "desc"
    for inside in re.findall(r"[（(]([^（）()]*)[）)]", text):  # "人口降幅最大（pop_change_2016_2021_pct 最低）": the
        if any(l.score >= SAID_WHOLE and l.column in inside for l in r.links):  # bracket says it in the column's terms
            if matches(MIN_WORDS, inside):  # (MIN first: MAX_WORDS also takes any 最)
                return "asc"
            if matches(MAX_WORDS, inside):
                return "desc"
    judged = matches(r"\b(worst|best)\b|最差|最好", text)
    said = linking.tokens(text) if judged else []
    if judged and any(l.score >= STRONG and (set(linking.name_words(l.column)) | {
            t.text for t in said if l.at <= t.at <= max(l.at + 24, l.last) and not re.search(r"[,;.?，；。？]", text[
                l.at:t.at])}) & LOWER_IS_BETTER for l in r.links):
        # (named so, or said so: "the worst years for airliner fatalities" of airfatal)
        return "desc" if judged.group().lower() in ("worst", "最差") else "asc"  # "the worst arrival delay": the longest
    if judged and timed(r):  # "the best marathon record" of a column of times: the shortest
        return "desc" if judged.group().lower() in ("worst", "最差") else "asc"
    speed = matches(SPEED_WORDS, text)
    if speed and timed(r):  # "the fastest winning time": the shortest
        return "desc" if re.search(r"slow|慢", speed.group(), re.IGNORECASE) else "asc"
    fell = matches(FELL_MOST, text)
    measured = next((l.column for l in r.links if l.column in r.numeric and l.score >= STRONG), None)
    if fell and measured and bool((r.table.frame[measured] < 0).any()) and not any(
            set(linking.name_words(str(c))) & FALL_NAMES for c in r.table.frame.columns):
        return "asc"  # "标普 500 跌得最狠的是哪一天" of daily returns: the most negative (not of a column of drops)
    high, low = matches(MAX_WORDS, text), matches(MIN_WORDS, text)
    ages = matches(r"\b(oldest|eldest|newest|youngest)\b|最老|最新", text)
    if ages and not any(l.score >= STRONG and "age" in linking.name_words(l.column) for l in r.links) and any(
            l.score >= STRONG and (l.column in r.dates or linking.holds_years(l.column)) for l in r.links):
        # "the oldest plane (earliest year)": on a year or a date, the oldest is the lowest
        return "asc" if ages.group().lower() in ("oldest", "eldest", "最老") else "desc"
    when = matches(r"\b(earliest|latest)\b|最早|最晚", text)
    dated = when is not None and r.dates and re.match(r"\s*(?:dates?\b|days?\b|一天|那天|的?日期|的一天)",
                                                    text[when.end():], re.IGNORECASE)  # ("on the earliest date")
    yearly = [l for l in r.links if l.score >= STRONG and l.column in r.numeric and not linking.holds_years(l.column)
              and years_valued(r.table.frame[l.column])]  # (not 'year' itself: which year is asked)
    if when and not high and not low and not dated and yearly:  # "the earliest start" of 1789 … 1861
        return "asc" if when.group().lower() in ("earliest", "最早") else "desc"
    if high and low:
        return "desc" if high.start() < low.start() else "asc"
    return "desc" if high or _superlative_of_a_column(r, text) else "asc" if low else None


def _superlative_of_a_column(r: Reading, text: str) -> bool:
    """A superlative no list knows, made of a numeric column's word: 'the hardest water' of hardness."""
    words = {w for c in r.numeric for w in linking.name_words(c)}
    stems = [m.group(1) for m in re.finditer(r"\b([a-z]{4,})est\b", text.lower())]
    return any(w in (stem, stem + "ness") for stem in stems for w in words)


def years_valued(series) -> bool:
    """Whole numbers that are all years (a column 'start' of 1789 … 1861), whatever its name."""
    held = series.dropna()
    return not held.empty and bool(held.between(1500, 2100).all()) and bool((held == held.round()).all())


FELL_MOST = (r"跌得?最(?:狠|多|厉害|凶|惨)|跌幅最大|(?:下跌|下降|下滑|暴跌)得?最(?:多|狠|厉害)|最大的?(?:单日)?跌幅|"
             r"\b(?:biggest|largest|worst|steepest|sharpest)\s+(?:one-day\s+|daily\s+|single-day\s+)?"
             r"(?:drop|fall|decline|plunge)\b|"
             r"\b(?:fall|fell|drop|dropped|decline|declined|sink|sank)\s+(?:the\s+)?most\b")
"""A fall said as a superlative: over a figure that goes both ways (returns, changes), its lowest value."""
FALL_NAMES = {"drop", "drops", "decline", "declines", "fall", "falls", "loss", "losses", "decrease", "change", "diff"}
"""Names of a column that holds the falls themselves, whose biggest is its highest."""
SPEED_WORDS = r"\b(?:fastest|quickest|slowest|faster|quicker|slower)\b|最快|最慢|更快|更慢|跑得?快|跑得?慢"
DURATION_WORDS = {"time", "times", "minutes", "minute", "mins", "seconds", "secs", "sec", "hours", "hrs", "duration",
                  "elapsed", "pace", "runtime", "laptime"}


def timed(r: Reading) -> bool:
    """The figure linked is a duration ('run_time_minutes', 'time_hrs', a race's 'run800m', 'hurdles' said with
    'time' after it), where the fastest is the lowest; no speed."""
    linked = [l.column for l in r.links if l.column in r.numeric]
    return any(set(linking.name_words(c)) & DURATION_WORDS and "per" not in linking.name_words(c)
               or linking.race_named(c) for c in linked) \
        or any(l.column in r.numeric and l.score >= STRONG and l.at >= 0 and re.match(
            r"[\w-]*\s+time\b|[\w-]*\s+times\b(?!\s+\w)|[\u4e00-\u9fff]{0,2}(?:用时|时间|耗时)", r.q[max(l.at, l.last):],
            re.IGNORECASE) for l in r.links) \
        and not any(set(linking.name_words(c)) & {"speed", "mph", "kmh", "kph", "velocity", "per", "rate"} for c in linked)
    # ('words_per_minute', 'ops_per_sec': counts per unit of time, where the fastest is the most)


LOWER_IS_BETTER = {"delay", "delays", "late", "lateness", "error", "errors", "loss", "losses", "cost", "costs", "debt",
                   "wait", "waiting", "defects", "complaints", "mortality", "deaths", "injuries", "crime", "crimes",
                   "fatalities", "fatal", "accidents", "accident", "casualties", "killed", "murders", "murder",
                   "homicides", "unemployment", "poverty", "pollution"}
"""Words of measures where the worst is the highest ('the worst average arrival delay')."""


COMPARATIVE = (r"\b(?:more|fewer|less|higher|lower|larger|bigger|smaller|greater|better|worse|longer|shorter|older|"
               r"younger|heavier|lighter|richer|poorer|cheaper|pricier)\b")
"""'Does the North or the South have higher income': one of the two is asked for."""


def either_column(r: Reading) -> str | None:
    """'A 还是 B' / 'A or B' naming two values of one column: that column is what is asked for."""
    for a, b in zip(r.values, r.values[1:]):
        first, second = sorted((a, b), key=lambda v: v.at)
        between = r.q[first.at + first.length: second.at]
        ranks = r.has(VERSUS) or r.has(MAX_WORDS) or r.has(MIN_WORDS) or r.has(r"\b(?:more|less|fewer)\b|更[\u4e00-\u9fff]") or (
            (r.has(r"^\s*(?:do|does|did|is|are|was|were)\b") or r.has(r"\b(?:which|who)\b") and _kinds(r, a.column))
            and r.has(COMPARATIVE))
        # ("Do long or short films get the better rating?", "Which group's patients are older on average, treatment
        # or control?": one of the two)
        asks_one = "还是" in between or r.has(WHICH) and not (agg_of(r) and not ranks) or ranks
        # ("what's the mean adjpoll_clinton of the polls graded A+ or A": both are kept, one figure over them)
        # ('是雄的还是雌的': a particle may close the first; '男孩多还是女孩多' a comparison)
        joined = re.fullmatch(r"\s*(?:[\u4e00-\u9fff](?=[多少的]))?(?:的|性|更?[多少]|更[高低])?\s*(还是|或者|或是|or)\s*", between,
                              re.IGNORECASE) or (  # ('雌鼠多还是雄鼠多': the animal's word after each side)
            re.fullmatch(r"\s*是\s*", between) and re.search(r"是\s*$", r.q[:first.at])) or (  # ('是男是女')
            re.fullmatch(r"\s*or\s+(?:in\s+|for\s+|among\s+)?the\s+", between, re.IGNORECASE) and r.has(COMPARATIVE)) or re.fullmatch(
            r"\s*或\s*", between) and (re.search(r"(?:[用以]|回答)\s*$", r.q[:first.at]) or re.match(
                r"\s*[，,]?\s*哪(?:个|一个)?(?:的|更|比较|平均)", r.q[second.at + second.length:])) or re.fullmatch(r"\s*(?:者|的人|的)?\s*(?:和|与|跟)\s*", between) and re.match(
                r"\s*(?:者|的人|的)?(?:[\u4e00-\u9fff]{1,8}?)?\s*(?:之间|两者|两组)?\s*[，,]?\s*(?:谁|哪(?:一组|组|边|方)|哪(?:个|一个)?(?=的|更|比较|平均))",
                r.q[second.at + second.length:])  # ("工会和非工会工人哪一组…", a noun after the second; not "北京和上海
        # 哪个门店…": a store of the two cities)
        # ("Lunch 或 Dinner，哪个的平均小费更高"; not "北京或上海哪个门店…", which asks for a store of the two cities;
        # "男性和女性谁的收入更高": one of the two, where "男性和女性的收入各是多少" keeps both)  # ("用 Male 或 Female 回答"; "北京或上海的
        # 门店" keeps both)
        if a.column == b.column and joined and asks_one \
                and not r.has(COUNT_ITEMS):  # "how many live on Biscoe or Dream" keeps both
            return a.column
    return None


def _kinds(r: Reading, column: str) -> bool:
    """A column of a few kinds, each on many rows (treatment and control), not of names (Ann, Bob)."""
    held = r.table.frame[column].nunique()
    return held <= 12 and held <= len(r.table.frame) / 2


def counted_column(r: Reading) -> str | None:
    """The thing a count is of, when it is a column whose values repeat ('how many firms': distinct firms)."""
    m = matches(COUNT_ITEMS, r.q) or matches(COUNT, r.q)
    if m is None:
        return None
    near = [l for l in r.links if l.score >= 2 and (l.column in r.categorical or panel_key(r, l.column)
                                                    or _numbered_things(r, l, m.end()) or l.column == person_key(r))
            and m.end() <= l.at <= m.end() + 14]
    times = matches(r"\bhow many times\b|\bnumber of times\b", r.q)
    near = [l for l in near if not (times and times.start() <= l.at < times.end())]  # "how many times": how often
    for link in near:  # the whole name said ('firms'), not half of it ('passengers' for passengerClass)
        series = r.table.frame[link.column]
        flag = {str(v).lower() for v in series.dropna().unique()} <= {"yes", "no", "y", "n", "true", "false"}
        # a name nearly every row has its own of ('menu items', 505 of 515 differ): each row is one, rows are counted
        named_each = series.nunique() >= 0.95 * len(series) and not r.has(DISTINCT)
        weekdays = not r.has(DISTINCT) and _weekday_names(series)  # "how many trading days in 1985": rows, not the
        # five names of a weekday column
        months = not r.has(DISTINCT) and _a_row_a_month(r, link.column)  # "in how many months was the count above
        # 4,000" of a row per month of each year: rows, not the twelve names
        if series.nunique() < len(series) and link.column not in {v.column for v in r.values} and not flag \
                and not named_each and not weekdays and not months:
            return link.column  # ("survived" on a yes/no column is a condition, not a thing counted)
    kinds = kinds_counted(r) if not near else None
    if kinds:
        return kinds  # '门店数量', '地区的个数': the stores, the regions, each once
    before = re.search(PEOPLE_BEFORE, r.q[:m.start()]) and re.match(PEOPLE_AFTER, r.q[m.end():])
    if (re.match(PEOPLE_COUNTED, r.q[m.end():], re.IGNORECASE) or before) and not near:
        return person_key(r)  # "how many patients kept a diary" of a diary with a row per day, '女性病人有几位': the
    return None  # patients' ids


def kinds_counted(r: Reading) -> str | None:
    """The column of things said right before the word that counts them ('门店总数是多少', '地区的个数'), when they
    repeat over the rows and no measure is said between."""
    kinds = [l for l in r.links if l.score >= STRONG and l.at >= 0
             and (l.column in r.categorical or id_like(r, l.column))
             and len(set(linking.name_words(l.column)) - KEY_WORDS) == 1
             and (said := re.match(KINDS_THEN_COUNT, r.q[l.at:])) and not (re.search(r"的|总", said.group()) and any(
                 o.column in r.numeric and o.column != l.column and l.at < o.at <= l.at + said.end() + 1
                 for o in r.links))]
    # (not order_status of '订单数量', a property of the orders counted; not '水果的总数量' beside a quantity column)
    return kinds[0].column if kinds else None


def _numbered_things(r: Reading, link, counted_from: int) -> bool:
    """A column of whole numbers naming things, each on many rows ('school' 1 … 65 over 4,059 pupils): "how many
    schools" (the column's name in the plural, right after the count) counts its numbers, not rows; no year or time
    of day, no small count ('children' 0 … 5), and no bar in the question ("how many scores are above 90")."""
    column = link.column
    series = r.table.frame[column].dropna()
    plural = re.match(rf"\s*{re.escape(column)}s\b", r.q[counted_from:], re.IGNORECASE) is not None or \
        link.at == counted_from and re.match(r"[\u4e00-\u9fff]", r.q[link.at:link.at + 1]) is not None \
        and not column.lower().endswith("s")  # '多少所学校' over school 1 … 65; not '多少起事故' over accidents a day
    return column in r.numeric and plural and not linking.holds_years(column) and len(series) > 0 and \
        column.lower() not in TIME_WORDS | PEOPLE_NUMBERED and not any(n.cmp for n in r.numbers) and \
        bool((series % 1 == 0).all()) and 20 <= series.nunique() <= len(series) / 3


TIME_WORDS = {"second", "minute", "hour", "day", "week", "month", "quarter", "year", "date", "time", "period"}


KEY_WORDS = {"name", "id", "code", "no", "number", "num"}
KINDS_THEN_COUNT = r"[\u4e00-\u9fff]{1,4}?的?(?:总数|数量|个数|数目)(?:是|有|为|一共|共)?(?:多少|几)?"
"""A thing said before the word counting it ('门店总数是多少', '地区的个数')."""


PEOPLE_COUNTED = (r"\s*(?:different\s+|distinct\s+|unique\s+|individual\s+)?(?:patients|people|persons|subjects|"
                  r"participants|respondents|individuals|children|contestants|players|customers|students|tasters|"
                  r"panelists|raters|judges|kids|pupils|workers|employees|members|girls|boys|women|men|households|"
                  r"families|shoppers|buyers|clients|users)\b|"
                  r"\s*[位名个户]?\s*(?:不同的)?\s*(?:患者|病人|受试者|参与者|受访者|病患|品尝者|评委|人|孩子|儿童|学生|员工|女孩|男孩|家庭|"
                  r"住户|顾客|客户|用户)")
"""The people a count is of ('how many patients', '多少位患者'): in a long table, each of them once."""
PEOPLE_BEFORE = r"(?:患者|病人|受试者|参与者|受访者|病患|品尝者|评委|孩子|女孩|男孩|儿童|学生|员工)(?:一共|总共|共)?有?\s*$"
"""The people a count is of, said first ('女性病人有几位'; not '病人一共有多少次测试记录', the records)."""
PEOPLE_AFTER = r"\s*[位名个人]?\s*(?:[?？。，,]|$)"
"""Nothing but a word for people after the count ('有几位？')."""
PERSON_KEY_WORDS = {"id", "subject", "patient", "pid", "person", "participant", "respondent"}
PEOPLE_KEYED = {"child", "kid", "student", "pupil", "worker", "employee", "member", "customer"}
"""People a key names only with its 'id' beside them ('childid', 'student_id'; 'student' alone may number pupils
within each school)."""


def _key_words(column: str) -> list[str]:
    """A name's words with a key's 'id' glued on split off ('childid' → child, id; not 'paid', 'valid')."""
    from nbcopilot.analysis import dictionary

    words = linking.name_words(column)
    if words and len(words[-1]) > 4 and words[-1].endswith("id") and words[-1] not in dictionary.english_words():
        words = [*words[:-1], words[-1][:-2], "id"]
    return words


def person_key(r: Reading) -> str | None:
    """The one column naming the people a long table follows, row after row ('id' 1, 1, 1, 2, 2 …), or None."""
    frame = r.table.frame
    keys = [str(c) for c in frame.columns if (words := set(_key_words(str(c)))) & PERSON_KEY_WORDS
            and (words <= PERSON_KEY_WORDS | KEY_TAILS or words & PEOPLE_KEYED and words <= PERSON_KEY_WORDS | KEY_TAILS
                 | PEOPLE_KEYED and "id" in words)
            and frame[c].duplicated().any() and frame[c].nunique() >= 2]
    # (the name says a key and nothing else: not 'pid7na', party identity on a 7-point scale)
    return keys[0] if len(keys) == 1 else None


KEY_TAILS = {"no", "num", "number", "code", "name"}
"""Words a person key's name may hold beside the person ('patient_no', 'subject_code')."""


def _a_row_a_month(r: Reading, column: str) -> bool:
    """A column of months ('Jan' … 'Dec', or 1 … 12 called month) beside a column of years, each year's month on one
    row: each row is a month."""
    series = r.table.frame[column].dropna()
    if linking.is_number(series) and (series % 1 == 0).all():
        series = series.astype(int)  # (1.0 … 12.0, as a column with a gap holds them)
    held = set(series.astype(str).str.strip().str.lower().unique())
    months = held <= set(quantities.MONTHS) or (
        {"month", "mon"} & set(linking.name_words(column)) and held <= {str(n) for n in range(1, 13)})
    year = year_column(r)
    return months and year is not None and len(held) > 1 and not r.table.frame.duplicated([year, column]).any()


def _period_names(series) -> bool:
    """A text column holding only the names of months or of weekdays."""
    held = set(series.dropna().astype(str).str.strip().str.lower().unique()[:40])
    return bool(held) and (held <= set(quantities.MONTHS) or _weekday_names(series))


def _weekday_names(series) -> bool:
    """A text column holding only the names of weekdays ('monday', 'Tue')."""
    held = series.dropna().astype(str).str.strip().str.lower().str[:3].unique()
    return 0 < len(held) <= 7 and set(held) <= set(quantities.WEEKDAY_ORDER)


def panel_key(r: Reading, column: str) -> bool:
    """A column of whole numbers that name things followed over time ('Pig' 4601 … 8442, twelve weighings each):
    every value recurs, and the table has a period column to recur over. 'How many pigs' counts them, not rows."""
    frame = r.table.frame
    series = frame[column]
    if column not in r.numeric or not str(series.dtype).startswith(("int", "Int")) or linking.holds_years(column):
        return False
    periods = [c for c in frame.columns if c != column and (
        linking.holds_years(str(c)) or str(c) in r.dates or set(linking.name_words(str(c))) & PERIOD_NAMES)]
    counts = series.value_counts()
    if not periods or len(counts) < 5 or counts.min() < 2 or not frame[periods[0]].duplicated().any():
        return False  # (a period of its own for every row follows nothing over time: 'quantity' of dated orders)
    return not frame.duplicated(subset=[column, periods[0]]).any()  # one row per thing and period: a panel's key


PERIOD_NAMES = {"time", "week", "month", "day", "date", "period", "visit", "wave", "round", "quarter"}


def value_asked(r: Reading) -> bool:
    """'What is the highest price …' asks for the value: the superlative is followed by a named measure."""
    m = matches(r"^\s*what(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\b", r.q)
    sup = matches(MAX_WORDS, r.q) or matches(MIN_WORDS, r.q)
    if not m or not sup:
        return False
    from nbcopilot.analysis.vocabulary import CONCEPTS

    adjective = re.match(r"\s+([a-z]+)", r.q[sup.end():]) if sup.group().lower() in ("most", "least") else None
    adjective = adjective if adjective and adjective.group(1) in CONCEPTS and re.search(
        r"(?:ive|ous|ful|able|ible|ent|ant|ic|al|ar)$", adjective.group(1)) else None  # ('most home runs', 'most
    # horsepower': nouns, the figure asked)
    # ("the most expensive foreign car": 'expensive' says price, as the superlative's own word; the car is asked)
    flags = binary_columns(r)  # ('foreign' 0/1 says which cars, no measure)
    return any(l.column in r.numeric and l.column not in flags and l.score >= STRONG and sup.end() <= l.at <= sup.end() + 24
               and not (adjective and l.at == sup.end() + 1 and l.score < SAID_WHOLE) for l in r.links)


def one_row_each(r: Reading, by: str, filters: Sequence[Filter]) -> bool:
    """True when, after the filters, every value of `by` has one row (so grouping by it groups nothing)."""
    frame = r.table.frame
    try:
        import pandas as pd

        mask = pd.Series(True, index=frame.index)
        for f in filters:
            column = frame[f.column]
            if f.part:
                dates = as_dates(column)  # (quarters written 'Q42010' too)
                column = dates.dt.strftime("%Y-%m-%d") if f.part == "date" else getattr(dates.dt, f.part)
            mask &= {"==": column == f.value, "!=": column != f.value, ">": column > f.value,
                     ">=": column >= f.value, "<": column < f.value, "<=": column <= f.value}[f.cmp]
        return bool(frame.loc[mask, by].is_unique) and mask.sum() > 1
    except Exception:  # a filter pandas cannot apply here says nothing about grouping
        return False


_WEEKDAYS = {"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "monday", "tuesday",
             "wednesday", "thursday", "friday", "saturday", "sunday"}


def part_column(r: Reading, part: str) -> str | None:
    """A column that already holds the part asked for: a whole-number 'month' column, or weekday names as the
    table writes them ('Tue'), which the answer should repeat."""
    frame = r.table.frame
    months = [c for c in map(str, frame.columns) if part == "month" and c in r.numeric
              and c.lower().endswith("month") and len(linking.name_words(c)) <= 2
              and frame[c].dropna().between(1, 12).all() and frame[c].dropna().mod(1).eq(0).all()]
    plain = [c for c in months if set(linking.name_words(c)) == {"month"}]
    if plain:
        return plain[0]
    if len(months) == 1 and not r.dates:  # 'birthmonth', 'birth_month': a table's one column of a year's months,
        return months[0]  # where no date says the month instead ('contract_month' beside start_date is no start)
    for column in map(str, frame.columns):
        if part == "weekday" and column not in r.numeric and linking.is_text(frame[column]):
            values = {str(v).lower() for v in frame[column].dropna().unique()[:20]}
            if values and values <= _WEEKDAYS:
                return column
    return None


def month_names_column(r: Reading) -> str | None:
    """A text column of month names ('Jan' … 'Sept'), which a 'which month' answer should repeat as written."""
    frame = r.table.frame
    return next((str(c) for c in frame.columns if str(c) not in r.numeric and linking.name_words(str(c)) == ["month"]
                 and linking.is_text(frame[c]) and _month_names(frame[c])), None)


def _month_names(series) -> bool:
    """Every value is a month's name or its short form ('Jan', 'Sept', 'March')."""
    values = {str(v).strip().lower() for v in series.dropna().unique()[:24]}
    return bool(values) and all(quantities.MONTHS.get(v) or quantities.MONTHS.get(v[:3]) for v in values)


def _group_said_at(r: Reading, m: Any) -> tuple[str, str | None] | None:
    """The column (or date part) the group word `m` groups by, or None."""
    window = r.q[m.end(): m.end() + 20]
    if re.match(r"\s*(?:day(?!\w)|天|日)", window) and r.dates and several_a_day(r.table.frame[r.dates[0]]):
        return r.dates[0], "date"  # "calls per day" over rows every five minutes: the day of each moment
    for part, pattern in PARTS_WORDS.items():
        said = matches(pattern, window) or (part == "month" and re.match(r"\s*月", window)) or (
            part == "year" and re.match(r"\s*年", window))  # "每个月", "每年"
        if said and part_column(r, part):  # the table's own month or weekday column ('month', 'wday')
            return part_column(r, part), None
        if said and part == "year" and year_column(r):  # "2006 到 2010 年每年各卖出多少套": its column of years
            return year_column(r), None
        if said and r.dates:
            return r.dates[0], part
    frame = r.table.frame
    after = [link for link in r.links if link.column not in r.numeric or link.column in ("year",) or (
        link.score >= STRONG and frame[link.column].nunique() <= 60 and (m.end() <= link.at <= m.end() + 2 or any(
            len(w) > 2 and re.search(rf"\b{re.escape(w)}", r.q[m.end(): m.end() + 32], re.IGNORECASE)
            for w in linking.name_words(link.column))))]  # "each Minneapolis precinct": policePrecinct
    # a numeric key said right after the group word ("for each Month", "per cyl") groups too
    if re.match(r"\s*(?:each\s+|every\s+)?(?:customer|client|person|people|individual|user|member|row|record|entry|"
                r"account|household)s?\b", window, re.IGNORECASE):
        after = [link for link in after if link.score >= STRONG or frame[link.column].nunique() > 2]
    # ("cards per customer": each row, not a Student yes/no flag the word only resembles)
    after = [link for link in after if link.at >= m.start() - 1] or after
    if m.group().lower() == "by" and re.search(rf"\b(?!(?:{ANALYSIS_VERBS})\b)[a-z]+(?:ed|en)\s+$", r.q[:m.start()],
                                              re.IGNORECASE):
        after = [link for link in after if not two_valued_flag(frame[link.column])]  # "browsed by deer": who did it,
        # a 0/1 Deer97 that is a condition, no grouping
    if re.match(r"by\s+(?:the|a|an)\s+", m.group() + r.q[m.end():m.end() + 6], re.IGNORECASE):
        after = [link for link in after if number_after(r, link) is None]  # "won by the contestants in season
        # 2": who won, and a season that is a condition — no grouping
    if after:
        after.sort(key=lambda link: (abs(link.at - m.end()), -link.score))
        return after[0].column, None
    return None


FLOWS = {"revenue", "revenues", "sales", "turnover", "takings", "profit", "profits"}
PER_ROW = (r"\bper\s+(?:order|row|record|transaction|sale|purchase|item|customer|visit|game|trip)\b|\bsingle\b|"
           r"每(?:笔|单|个订单|次|位)|单笔|单次|一笔")
"""A figure of one row said ('revenue per order', 'the single order'): an average or a row, never a total."""
"""Money that adds up over rows: 'revenue in 2023 against 2022' is each year's total, not an order's average."""


def adds_up(column: str) -> bool:
    """A column of money flowing in (revenue, sales): a group's figure is its rows' total (not sales_price,
    profit_margin: a figure of each sale)."""
    words = linking.name_words(column)
    return bool(words) and words[-1] in FLOWS


def _a_row_each(series: Any) -> bool:
    """A key every row has its own of (an order_id, one a row): grouping by it groups nothing."""
    held = series.dropna()
    return len(held) >= 5 and held.is_unique


def group_key(r: Reading) -> tuple[str, str | None] | None:
    """The column (or date part) a 'per ...' question groups by: named after the group word, else any date part."""
    grouped = re.search(r"按([^，,。？?]{1,30}?)分组", r.raw or r.q)  # "按收入感受（hincfel）分组": the column said
    inside = sorted((l for l in r.links if grouped and grouped.start(1) <= l.at < grouped.end(1) and l.score >= STRONG),
                    key=lambda l: -l.score)  # there, its gloss and all
    if inside:
        return inside[0].column, None
    for m in re.finditer(GROUP, r.q, re.IGNORECASE):
        if re.match(r"\s*(?:day|天|日)(?!\w)", r.q[m.end():]) and r.dates and r.table.frame[r.dates[0]].is_unique \
                and not several_a_day(r.table.frame[r.dates[0]]):
            return None  # "births per day" where each row is a day: nothing to group
        key = _group_said_at(r, m)
        if key is not None and not (key[1] is None and key[0] not in r.dates and _a_row_each(r.table.frame[key[0]])):
            return key  # ("the average revenue per order in each region": an order is a row, the region groups)
    for part, pattern in PARTS_WORDS.items():
        said = matches(pattern, r.q)
        if said and re.search(r"\b(?:over|across)\s+(?:all\s+)?(?:the\s+)?$|\ball\s+(?:the\s+)?$|(?:所有|全部)的?\s*$",
                              r.q[:said.start()], re.IGNORECASE):
            continue  # "the median gap over all months": pooled across them, no figure per month
        if r.has(pattern) and r.dates:
            return r.dates[0], part
    return None


ANALYSIS_VERBS = ("grouped|sorted|ordered|ranked|divided|separated|classified|categori[sz]ed|tabulated|split|broken|cut|"
                  "segmented|summari[sz]ed|stratified|compared|aggregated|averaged|counted|totall?ed|summed|listed|"
                  "shown|displayed|plotted|charted|bucketed|binned|indexed|keyed|organi[sz]ed|arranged|partitioned|"
                  "clustered|pivoted|computed|calculated|measured|reported|given|weighted|broken down|cross-tabulated")
"""Verbs whose 'by' groups ('stratified by smoker'), unlike an agent's ('browsed by deer')."""


def two_valued_flag(series: Any) -> bool:
    """A 0/1 or yes/no column: two values, 0 and 1, or one of them 'yes', 'y' or 'true'."""
    values = set(series.dropna().unique().tolist())
    return len(values) == 2 and (values <= {0, 1} or bool({linking.answer_word(v) for v in values} & {"yes", "y", "true"}))


def several_a_day(dates) -> bool:
    """Moments within days, some day holding several rows (calls every five minutes, hourly readings): a day's
    figure gathers its rows. Read from the first 2000 rows."""
    import pandas as pd

    parsed = pd.to_datetime(dates.dropna().head(2000), errors="coerce", format="mixed").dropna()
    days = parsed.dt.normalize()
    return bool(len(parsed)) and bool((parsed != days).any()) and bool(days.duplicated().any())


def one_row_per(dates, part: str) -> bool:
    """True when each row is one whole period ('month': every date is the 1st; 'year': every date is 1 January)."""
    import pandas as pd

    parsed = pd.to_datetime(dates.dropna().head(500), errors="coerce", format="mixed")
    if parsed.isna().any() or parsed.empty:
        return False
    if part in ("month", "year_month"):
        return bool((parsed.dt.day == 1).all())
    if part == "year":
        return bool(((parsed.dt.day == 1) & (parsed.dt.month == 1)).all())
    if part == "quarter":
        return bool(((parsed.dt.day == 1) & parsed.dt.month.isin([1, 4, 7, 10])).all())
    return False
