"""What a 'which …' question asks for: a column, or a part of a date column ('which year', '哪个月', '哪款车')."""
from __future__ import annotations

import re

from nbcopilot.analysis import linking, quantities
from nbcopilot.analysis.phrases import MAX_WORDS, MIN_WORDS, MODE, PARTS_WORDS, STRONG, WHICH, matches
from nbcopilot.analysis.reading import FULL_NAME, FULL_NAME_ASKED, Reading
from nbcopilot.analysis.roles import (
    asked_for, date_part, month_names_column, name_column, part_column, period_said, person_column, said_after_the_question,
    word_is_column, year_column,
)


def which_noun(r: Reading) -> tuple[str | None, str | None]:
    """The thing a 'which …' question asks for: a column, or a part of a date column. A weekday the table already
    writes its own way ('Tue') is read from that column."""
    noun, part = _which_noun(r)
    id_column = id_asked(r) if part is None else None
    if id_column:
        return id_column, None  # "Which route had the highest fare? Give the route id": its id, not its name
    ends = linking.flow_ends(r.table.frame) if part is None else {}
    if ends and (noun is None or noun in ends.values() and not any(l.column == noun and l.score >= STRONG
                                                                    for l in r.links)):
        # (a noun no word of the question names, but by meaning: 'which province' over source and destination;
        # 'which destination' is that end)
        sent, taken = matches(linking.FROM_VERB, r.q), matches(linking.TO_VERB, r.q)
        if sent or taken:  # "which province sent the most migrants to Alberta": the source end, grouped
            noun = ends["from"] if sent and not (taken and taken.start() < sent.start()) else ends["to"]
    if noun is None and part is None:
        noun = the_one_kind(r)
    after = said_after_the_question(r) if part is None else None
    if after is not None and (noun is None or noun in r.categorical):  # "Which bird …? common name": the birds by that
        noun = after
    if noun is None and r.has(r"哪一?组|哪一?类人|哪一方|\bwhich (?:group|side|of the two groups)\b"):
        noun = next((l.column for l in r.links if l.score >= STRONG and l.column in r.categorical
                     and r.table.frame[l.column].nunique() == 2), None)  # "自雇和非自雇的申请人，哪一组…更高": the flag
    grouped = re.search(r"按[^，,。？?]{0,16}?分组[^，,。？?]{0,16}|\bgroup(?:ed|ing)?\s+by\s+\S+", r.raw or r.q,
                        re.IGNORECASE)
    if (r.has(r"哪一?组|\bwhich (?:group|one)\b") or grouped and noun is None and r.has(r"哪|\bwhich\b")) and (
            noun is None or all(l.score < 4 for l in r.links if l.column == noun)):  # (not a key named outright;
        # '按颜色等级分组，…是哪一级': no noun but the groups said)
        noun = next((l.column for l in r.links if grouped and grouped.start() <= l.at < grouped.end()
                     and l.score >= STRONG and l.column not in r.numeric), noun)
        # "按四档年龄分组（ageGroup4），哪一组…", "Grouping by ageGroup2, which group …": the key it groups by
    if r.dates and (noun is None or noun in r.dates) and part != "weekday" and \
            r.has(r"\bday of (?:the )?week\b|星期几|周几|一周(?:中|里|之中|当中)的?哪[一几些]?天|"
                  r"哪一?天.*星期名|\bwhich day\b.*\b(?:weekday|day) names?\b"):
        noun, part = (noun or r.dates[0]), "weekday"  # "一周中哪一天…最多", "哪一天…用英文的星期名回答": a day of the
        # week, not one date
    if r.dates and r.has(YEAR_AND_MONTH_ASKED) and (noun is None or noun in r.dates or linking.holds_years(noun) or (
            noun in r.numeric and date_part(r, noun)) or noun == month_names_column(r)):
        return r.dates[0], "year_month"  # "哪一年哪个月…？按 YYYY-MM 格式回答" over (Year, month, date): one month of one year
    if part == "month" and noun in r.dates and r.has(r"YYYY-MM(?!-DD)|\byear and month\b|年月"):
        part = "year_month"  # "… Answer as YYYY-MM": a month of one year, not a month of every year
    guessed = noun is not None and all(l.score < STRONG for l in r.links if l.column == noun)  # by meaning only
    named = re.sub(r"\b(?:months?|weekdays?)\s+\d+\b", " ", r.q, flags=re.IGNORECASE)  # "in Month 8" names one
    asked = part or next((p for p in ("weekday", "month") if (noun is None or guessed) and matches(PARTS_WORDS[p], named)),
                         None)
    if noun in r.numeric and {"day", "week"} <= set(linking.name_words(noun)) and part_column(r, "weekday") and \
            not r.has(r"\bnumbers?\b|数字|编号"):
        return part_column(r, "weekday"), None  # "which day of the week …? (Mon, Tue, ...)": 'Tue', not day_of_week 3
    if asked == "month" and part == "month" and month_names_column(r):
        return month_names_column(r), None  # 'Sept', as the table writes its months
    if asked in ("weekday", "month") and (part == "weekday" or not r.dates) and part_column(r, asked):
        return part_column(r, asked), None  # "哪个星期几…" over 'Tue', "which month" over a month column
    if r.derived[:1] == (FULL_NAME,) and noun in (None, *r.derived[1:]) and part is None and r.has(FULL_NAME_ASKED):
        return FULL_NAME, None  # "第二高的球员是谁？给出全名": the first and last names together
    return noun, part


YEAR_AND_MONTH_ASKED = r"YYYY-MM(?!-DD)|\bwhich (?:year and month|month of which year)\b|哪一?年的?哪一?个?月"
"""A month of one year asked ('which year and month', '哪一年哪个月'), not a month of every year."""
ID_ASKED = (r"\b(?:give|answer|with|by|its|their|the)\b[^.?？]{0,24}\bids?\b|\bids?\s*(?:please|only|numbers?)?\s*[.!]?\s*$|"
            r"(?:回答|给出|用|写出|说出)[^，。？?]{0,8}(?:编号|ID|id)")
"""An answer asked as an id ('Give the route id', '回答航线编号')."""


def id_asked(r: Reading) -> str | None:
    """'Which route had the highest fare? Give the route id' over a table whose routes are known only by their `id`:
    the column of ids — the one there is, or the one whose other words are said ('movie id' of movieId)."""
    ids = [str(c) for c in r.table.frame.columns if linking.name_words(str(c))[-1:] == ["id"]]
    given = [c for c in ids if re.search(rf"\b(?:give|answer|report)\b[^.?？]{{0,24}}(?<!\w){re.escape(c)}(?!\w)|"
                                         rf"(?:回答|给出|用)[^，。？?]{{0,8}}{re.escape(c)}", r.raw or r.q, re.IGNORECASE)]
    if given:  # "Give the movieId."
        return given[0]
    if not r.has(ID_ASKED):
        return None
    said = {linking.stem(t.text) for t in linking.tokens(r.raw or r.q)}
    named = [c for c in ids if len(linking.name_words(c)) > 1 and {linking.stem(w) for w in linking.name_words(c)[:-1]} <= said]
    return named[0] if len(named) == 1 else ids[0] if len(ids) == 1 else None


def the_one_kind(r: Reading) -> str | None:
    """'最窄的那枚蛋是在哪种鸟的巢里发现的', 'in which host's nests …' over a table whose one column of kinds is
    species: a 'which' that names no column asks for the only one there is."""
    if not (r.has(r"\bwhich\b|\bin what\b|哪种|哪类|哪一种|哪一类|哪个|哪一个|哪些|哪几种|哪几类|是什么(?![时地])[\u4e00-\u9fff]|"
                  r"\bwhat (?:kind|type|sort)s?\b") or r.has(
            r"^\s*what(?:'s|’s|\s+is|\s+was)?\s+the\b") and r.has(MODE)) or r.has(
            r"\bwhich (?:one|column|variable|field|row|year|month|day|date|week|quarter)s?\b|哪[个一]?(?:列|字段|年|月|天|日|周|季)"):
        return None
    if name_column(r) is not None:  # "which car …": the rows, by their names
        return None
    return one_kind(r)


def one_kind(r: Reading) -> str | None:
    """The table's one column of kinds (species, class, type): few values, each on many rows; None if not one."""
    frame = r.table.frame
    kinds = [c for c in r.categorical if c not in r.dates and 2 <= frame[c].nunique() <= 60
             and frame[c].nunique() <= 0.5 * frame[c].count()]
    if len(kinds) > 1:  # yes/no flags (collegeDegree, homeOwn) are no kinds: "which rating …" beside them is `y`
        kinds = [c for c in kinds if not {linking.answer_word(v) for v in frame[c].dropna().unique()} <= {"yes", "no"}]
    if len(kinds) > 1:  # "which heating system …" over depvar (gc, gr, hp …) beside ic.gc … ic.hp: the column whose
        chosen = [c for c in kinds if _alternatives(frame, c)]  # values name the alternatives the other columns price
        kinds = chosen if len(chosen) == 1 else kinds
    return kinds[0] if len(kinds) == 1 else None


def _alternatives(frame, column: str) -> bool:
    """Every value of the column (three or more) is a part of other columns' names: the alternative chosen in a wide
    table of choices (depvar 'hp' beside ic.hp, oc.hp; mode 'car' beside cost_car)."""
    values = {str(v).strip().lower() for v in frame[column].dropna().unique()[:13]}
    parts = {p for c in frame.columns if c != column for p in re.split(r"[._]", str(c).lower()) if p}
    return 3 <= len(values) <= 12 and values <= parts


def _which_noun(r: Reading) -> tuple[str | None, str | None]:
    """The column right after 'which'/'what'/'哪' (or a date part: 'which year'), as (column, date part)."""
    m = matches(WHICH, r.q)
    if m is not None and m.group().lower() == "when" and re.match(r"[^?,]{3,80},\s*(?:what|which|who|how)\b", r.q[m.end():],
                                                                  re.IGNORECASE):
        m = matches(WHICH, r.q[:m.start()] + " " * (m.end() - m.start()) + r.q[m.end():])  # "When police used a
        # Taser, what was the most common race": a clause that says which rows; the question follows the comma
    if m is not None and m.group().lower() in ("who", "which") and re.search(r"\b(?:people|those|ones|\w{3,}s)\s+$",
                                                                          r.q[:m.start()], re.IGNORECASE):
        later = re.search(r"[,，;]\s*(?:which|what|who)\b", r.q[m.end():], re.IGNORECASE)
        if later:  # "Among the people who died …, which race group …": a clause about the rows, then the question
            m = matches(WHICH, " " * (m.end() + later.start()) + r.q[m.end() + later.start():])
    if m is None:  # "the year with the lowest R", "the city with the most …"
        the = matches(r"(?:\bthe\s+|^[\s:：-]*)(\w+) (?:with|that has|having|that had|whose)\b", r.q)
        if the:
            word = the.group(1).lower()
            for part, pattern in PARTS_WORDS.items():
                if matches(f"^(?:{pattern})$", word) and not any(c.lower() == word for c in r.table.frame.columns.map(str)):
                    if period_said(r, part):
                        return period_said(r, part), None  # "the quarter with the lowest ibo": its '1986Q2'
                    return (year_column(r) or (r.dates[0] if r.dates else None)), (None if year_column(r) else part)
            linked = [l for l in r.links if l.at == the.start(1) and l.score >= STRONG]
            if linked:
                return linked[0].column, None
            return name_column(r), None
    if m is not None and re.match(r"\s+(?:entries|rows|records|lines|observations)\b", r.q[m.end():], re.IGNORECASE):
        return name_column(r), None  # "Which entries have a murder rate of 13 or more?": the rows, by their names
    if m is not None and m.group().lower() == "whose":  # "whose salary is the highest": the person, by name
        return person_column(r) or name_column(r), None
    if m is not None and m.group().lower() == "when":  # "when did …": the date (or year) of the rows asked about
        return (r.dates[0], None) if r.dates else (year_column(r), None)
    period = matches(r"^\s*(?:what|which)\s*(?:is|was|were|'s|’s)\s+the\s+(?:\w+est|worst|most \w+|least \w+)\s+"
                     r"(year|month|day|date|week|quarter|hour)\b", r.q)
    if period and (r.dates or year_column(r)):  # "what was the wettest month of 2012", "which was the worst year for
        # fatalities": a period, not a value
        part = {"date": None, "week": None, "day": None}.get(period.group(1), period.group(1))  # a day: the row's date
        if part == "year" and year_column(r):
            return year_column(r), None
        return (r.dates[0], part) if r.dates else (None, None)
    if m is not None and re.match(r"\s{4,}", r.q[m.end():]) and name_column(r):
        return name_column(r), None  # "which airports are …" in airports.csv: the rows, by their names
    if m is None or matches(r"^\s*(is|are|was|were|'s|’s|do|does|did|has|have)\b", r.q[m.end():]):
        return None, None  # "what is the highest …" asks for a value, not for a thing
    if not m.group().isascii():
        return chinese_noun(r, m)
    tail = r.q[m.end():]
    reach = 24
    window = tail[:reach + 6]
    counted = "|".join(w for w in quantities.WORD_NUMBERS if w.isascii())
    first = re.match(rf"\s*(?:(?:\d+|{counted})\s+)?(\w+)", tail, re.IGNORECASE)  # "which three days": days
    if first and first.group(1).lower() in ("decade", "decades") and (year_column(r) or r.dates):
        return (year_column(r) or r.dates[0]), "decade"  # "which decade had the most rain": the years by tens
    for part, pattern in PARTS_WORDS.items():  # "which year …", unless a column is called that
        if first and matches(f"^(?:{pattern})$", first.group(1)) and not any(
                c.lower() == first.group(1).lower() for c in r.table.frame.columns.map(str)):
            if period_said(r, part):  # quarters written as text ('1982Q2'): the row's own period
                return period_said(r, part), None
            if part == "year" and year_column(r):  # "which years": the table's own year column
                return year_column(r), None
            if r.dates:
                return r.dates[0], part
    second = re.match(r"\s*\w+\s+(\w+)", tail)
    dated = [l for l in r.links if first and l.at == m.end() + first.start(1) and l.column in r.dates]
    for part, pattern in PARTS_WORDS.items():  # "which arrival month": the month of arrival_date
        if dated and second and matches(f"^(?:{pattern})$", second.group(1)):
            return dated[0].column, part
    if first and first.group(1).lower() in ("week", "weeks") and r.dates and weekly(r.table.frame[r.dates[0]]):
        return r.dates[0], None  # "which week sold the most" of weekly rows: the row's own date
    if first and first.group(1).lower() in ("day", "days", "date", "dates") and r.dates and not matches(
            r"\bday[- ]of[- ](?:the[- ])?(?:month|week|year)\b", r.q):
        return r.dates[0], None  # "which three days had the most …": the dates, not day_of_month
    near = [link for link in r.links if m.end() - 1 <= link.at <= m.end() + reach]
    sup = matches(MAX_WORDS, tail) or matches(MIN_WORDS, tail)
    if sup is not None:  # "which storm had the lowest pressure": what follows the superlative is the measure
        near = [link for link in near if link.at < m.end() + sup.start()]
    near.sort(key=lambda link: (link.at, -link.score))
    named = [link for link in near if link.score >= STRONG and word_is_column(r, link)]
    exact = [link for link in named if link.score >= 4 and link.column not in r.numeric]
    glossed = [link for link in exact if r.q[max(0, link.at - 1): link.at] in ("(", "（")]
    beside = [link for link in named[1:] if 0 < link.at - named[0].at <= 12 and link.column not in r.numeric and (
        link.score > named[0].score or r.table.frame[named[0].column].nunique() == 2)]
    head = [link for link in named[1:2] if named[0].score >= 4 and link.score >= 4 and link.column not in r.numeric
            and named[0].column not in r.numeric and link.at > named[0].at
            and re.fullmatch(r"[\s-]+", r.q[named[0].at + len(named[0].column):link.at])]
    if head and r.q[named[0].at:named[0].at + len(named[0].column)].lower() == named[0].column.lower() and not set(
            linking.name_words(head[0].column)) & {"name", "title", "label", "id"}:  # ('which team name': the team)
        named = head + named  # "which heating fuel": two columns said as one phrase, its last word the thing
    flag = named and r.table.frame[named[0].column].nunique() == 2
    if flag and beside[:1] and beside[0].column not in r.numeric and named[0].score >= 4:
        named = beside + named  # "which non-member country": a yes/no column says which countries, not the thing
    elif glossed and named[0].score < 4:  # "what kinds of animals (species)": the column the words are glossed with
        named = glossed + named
    elif beside and named[0].score < 4 and named[0].column not in r.numeric:  # "which loan grades": grade, not
        named = beside + named  # loan_purpose half-named by 'loan'
    elif exact and named[0].score < 4 and named[0].column in r.numeric:
        named = exact + named  # "which airline carrier": the column named outright, not 'air_time' begun by 'airline'
    if m.group().lower() in ("who", "whom") and (not named or named[0].column in r.numeric) and (
            person_column(r) or name_column(r)):  # "who had the earliest start": a person, by name, not the start
        return person_column(r) or name_column(r), None
    if named and named[0].column in r.numeric and named[0].score < 4 and name_column(r) \
            and not linking.holds_years(named[0].column) and not _numbered_groups(r, named[0]):
        return name_column(r), None  # "which storm …" half-names tropicalstorm_diameter: a thing, named by its name
    if named:  # a column called like the period ("month") is the thing itself
        return named[0].column, None
    for part, pattern in PARTS_WORDS.items():
        if matches(pattern, window) and r.dates:
            return r.dates[0], part
    if matches(r"\b(day|date)\b|天|日期", window) and r.dates:
        return r.dates[0], None
    if near and near[0].score < STRONG and first and name_column(r) and _names_the_table(r, first.group(1)):
        return name_column(r), None  # "which car …" in cars1990, 'car' found only by meaning: the rows, by name
    if near and name_column(r) and near[0].column != name_column(r) and _row_unique(r, near[0].column):
        return name_column(r), None  # "which municipality" near 'website' by meaning: one per row, yet no name
    if near and (near[0].column not in r.numeric or name_column(r) is None):
        return near[0].column, None  # by meaning only: a thing ("which car") is rarely a measure; a name says it
    if near:
        return name_column(r), None
    return None, None


def _names_the_table(r: Reading, word: str) -> bool:
    """The word is one of the words of the table's own name ('car' of cars1990): what its rows are."""
    stem = r.table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    return len(word) > 2 and any(linking.stem(word.lower()) == linking.stem(w) for w in linking.name_words(stem)
                                 if len(w) > 2 and w.isalpha())


def _numbered_groups(r: Reading, link) -> bool:
    """A numeric column named by all its words or its initials (a link of 2 or more: 'which police precincts'
    policePrecinct), its values at most 60 numbers that repeat: groups named by number, not a measure half-named."""
    series = r.table.frame[link.column]
    return link.score >= 2 and series.nunique() <= 60 and series.duplicated().any()


def weekly(dates) -> bool:
    """Each row is one week: the dates (read from the first 500) follow each other 7 days apart, or a multiple of 7."""
    import pandas as pd

    parsed = pd.to_datetime(dates.dropna().head(500), errors="coerce", format="mixed").sort_values()
    gaps = parsed.diff().dropna().dt.days
    return len(gaps) >= 2 and not parsed.isna().any() and bool((gaps % 7 == 0).all() and (gaps > 0).all())


def _row_unique(r: Reading, column: str) -> bool:
    """A text column that holds a different value in nearly every row (a website, an id): it tells rows apart but
    is not what they are called."""
    series = r.table.frame[column]
    return column in r.categorical and linking.is_text(series) and series.nunique() >= 0.9 * max(1, len(series))


CLASSIFIERS = "个只种款条位名家辆项次门支所座本首场届艘架台件张头匹篇"
CHINESE_PARTS = {"年": "year", "年份": "year", "月": "month", "月份": "month", "季度": "quarter", "小时": "hour",
                  "星期": "weekday"}


def chinese_noun(r: Reading, m: re.Match) -> tuple[str | None, str | None]:
    """哪/哪个/哪一 + the thing asked for ('哪个月', '哪一天', '哪款车'); '… 的品种是哪个': the thing comes before."""
    tail = r.q[m.end():]
    if m.group() == "谁":  # who: the row, named by what the question asks for
        return asked_for(r) or person_column(r), None
    counted = re.match(rf"[一二三四五六七八九十两几些\d]*[{CLASSIFIERS}]?", tail)
    start = m.end() + counted.end()
    if counted.group()[-1:] in CLASSIFIERS and any(l.at == start - 1 and l.score >= STRONG for l in r.links):
        start -= 1  # '哪个种族': 种 begins the word linked (race), it counts nothing
    word = re.match(r"年代|年份|月份|季度|小时|星期|年(?![龄级薪纪轻])|月(?!薪)|天(?!气)|日", r.q[start:]) or re.match(
        r"[\u4e00-\u9fff]{0,6}?(?=的|是|有|在|最|比|中|里|上|[^\u4e00-\u9fff]|$)", r.q[start:])  # '哪一年可再生…'
    noun = word.group() if word else ""
    if m.group().startswith("几月"):  # '几月份' asks for a month, like '哪个月'
        noun = "月份"
    glossed = re.match(r"[\u4e00-\u9fff]{0,4}?[（(]([^）)]{1,24})[）)]", r.q[start:])
    inside_gloss = [l for l in r.links if glossed and start + glossed.start(1) <= l.at < start + glossed.end(1)
                    and l.score >= STRONG and l.column not in r.numeric]
    if inside_gloss:  # "哪一类车（车辆类别）": the column the words in brackets name
        return inside_gloss[0].column, None
    latin = re.match(r"\s*([A-Za-z_][\w]*)", r.q[start:]) if not noun else None
    if latin:  # "哪种 Bacteria"
        named = [link for link in r.links if link.at == start + latin.start(1) and link.score >= STRONG]
        if named:
            return named[0].column, None
    if noun == "年代" and (year_column(r) or r.dates):  # '哪个年代': the years by tens
        return (year_column(r) or r.dates[0]), "decade"
    if noun in CHINESE_PARTS and period_said(r, CHINESE_PARTS[noun]):  # '哪个季度' of '1982Q2's
        return period_said(r, CHINESE_PARTS[noun]), None
    if noun in CHINESE_PARTS and CHINESE_PARTS[noun] == "year" and year_column(r):
        return year_column(r), None  # '哪些年份' in a table with a year column: that column, not a date's year
    if noun in CHINESE_PARTS and r.dates:
        return r.dates[0], CHINESE_PARTS[noun]
    if (noun in ("天", "日", "一天", "日期", "时间") or noun in ("周", "星期") and r.dates and weekly(r.table.frame[r.dates[0]])) \
            and r.dates:
        return r.dates[0], None  # ('哪一周' of weekly rows: the row's own date)
    inside = [link for link in r.links if link.score >= STRONG and any(
        start <= at < start + max(1, len(noun)) for at in (link.at, link.last))]  # ('域名…哪个国家': country_name's last word)
    inside.sort(key=lambda l: l.column in r.numeric)  # '哪个分级': the kind (mpaa), not a figure (rating) said alike
    if inside:
        return inside[0].column, None
    meant = {linking.stem(w) for w in linking.GLOSSARY.get(noun, "").split()}
    named = [c for c in r.table.frame.columns.map(str) if meant & {linking.stem(w) for w in linking.name_words(c)}]
    named.sort(key=lambda c: (not set(linking.name_words(c)) & {"name", "title"}, c in r.numeric))
    # (country_name over country_code; '哪个分级' the kind mpaa over the figure rating)
    if named:  # the noun's word also appears earlier in the question: find its column by the word itself
        return named[0], None
    kinds = [c for c in r.categorical if set(linking.name_words(c)) & {"type", "kind", "class", "category"}]
    if (counted.group()[-1:] in ("类", "种", "型") or noun.startswith(("类", "种类", "类型"))) and len(kinds) == 1:
        return kinds[0], None  # '哪一类车': the kind of car, the table's one column of types
    if noun:
        return None, None  # a thing no column names ('哪款车'): the row itself
    prior = re.search(r"(年份|月份|季度|日期|星期|小时)\s*(?:是|为)?\s*$", r.q[:m.start()])
    if prior and prior.group(1) in CHINESE_PARTS:  # "lrm 最大的季度是哪个"
        part = CHINESE_PARTS[prior.group(1)]
        if period_said(r, part):
            return period_said(r, part), None
        if r.dates:
            return r.dates[0], part
    before = sorted((link for link in r.links if link.at < m.start() and link.score >= STRONG),  # nearest last;
                    key=lambda l: (l.at, bool(set(linking.name_words(l.column)) & {"name", "title"}), l.score))
    # (names win; at one word, the best-linked: '借款' names loan_purpose, loan_status, …)
    categorical = [link for link in before if link.column in r.categorical]
    if not categorical and name_column(r) and not any(linking.holds_years(l.column) for l in before[-1:]):
        return name_column(r), None  # "功耗最高的处理器是哪一款": a thing, named by its name, not a measure
    chosen = (categorical or before)[-1:] if before else []
    return (chosen[0].column, None) if chosen else (None, None)
