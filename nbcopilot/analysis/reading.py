"""One question read against one table: the links to its columns, cell values, numbers and dates that the
rules work from."""
from __future__ import annotations

import re
import warnings
from dataclasses import dataclass, replace
from typing import Any, Callable
from nbcopilot.analysis import dictionary, kinds, linking, quantities, sides, siblings, units
from nbcopilot.analysis.phrases import (BOOLEAN, COUNT, DATE_WORDS, INCLUDED, LIST, MAX_WORDS, MIN_WORDS, MONTH_NAME,
                                        ONCE_EACH, QUOTED_PHRASE, REPEATS_ONCE, SET_ASIDE, STRONG, VERSUS, WHICH,
                                        matches)


@dataclass(frozen=True)
class Table:
    name: str
    """The DataFrame's variable name, or the file name."""
    frame: Any
    """The DataFrame (read from the file for a file)."""
    source: str | None = None
    """The file's path as the code should read it; None for a DataFrame in the namespace."""



@dataclass
class Reading:
    """What the rules have found so far in one question about one table."""

    q: str
    table: Table
    links: list
    values: list
    numbers: list
    numeric: Any
    """The numeric columns, in the table's order (a set's order would change from run to run)."""
    dates: list
    categorical: Any
    """The other columns that are no dates, in the table's order."""
    raw: str = ""
    """The question as asked (`q` has the table's own name blanked out, at the same offsets)."""
    periods: tuple = ()
    """Text columns whose values are periods ('1982Q2', '2009-06'), date-like or not: the row's own period when that
    period is asked for."""

    derived: tuple = ()
    """How the first linked column was made, when the table lacks it (`Operation.derived`)."""
    outranked: tuple = ()
    """(column, larger, the columns it beats) for each row condition "v3 is the largest of v1, v2 and v3" (see
    `filters.outranked`); those words and columns then name nothing else."""

    def has(self, pattern: str) -> bool:
        return matches(pattern, self.q) is not None



def _restated_in_brackets(question: str, m: re.Match, frame: Any) -> bool:
    """The number is said of the bracket's own column ('age 13' or '13 岁' before '(age2 = 11)'): a word of the
    column's name right before it or between it and the bracket — not a second condition ("in 2020 (month = 12)")."""
    column = m.group(1)
    if column not in frame.columns or not linking.is_number(frame[column]):
        return False
    head = linking.stem(re.sub(r"[\d_.]+$", "", column.lower()))
    window = question[max(0, m.start() - 8):m.start(1)]
    aged = head == "age" and re.match(r"\s*岁", question[m.end():]) is not None  # ('13 岁时' segments as a season)
    return bool(head) and (aged or any(linking.stem(t.text) == head for t in linking.tokens(window)))


def _ranked_by_a_measure(question: str, frame: Any) -> str:
    """'smallest neighborhood by population': 'by' a numeric column after a superlative says what ranks the rows, no
    grouping ('the highest income by state' still groups)."""
    measures = {str(c).lower() for c in frame.columns if linking.is_number(frame[c]) and not linking.holds_years(str(c))
                and frame[c].nunique() > 12}  # (not 'by year', 'by grade': keys that group)

    keys = {w for c in frame.columns if not (str(c).lower() in measures) for w in linking.name_words(str(c))}

    def unsaid(m: re.Match) -> str:
        named = m.group(3).lower() in measures or (  # "the single largest poll by sample size": a measure's words
            re.search(MEASURE_NOUNS, m.group(2), re.IGNORECASE) and not {linking.stem(w) for w in re.findall(
                r"[a-z]+", m.group(2).lower())} & {linking.stem(k) for k in keys})  # (not 'by school size', a key)
        return m.group(1) + "  " + m.group(2) if named else m.group()
    return re.sub(r"(\b(?:smallest|largest|biggest|highest|lowest|greatest|heaviest|lightest|longest|shortest|tallest|"
                  r"oldest|youngest|richest|poorest|cheapest|priciest|fastest|slowest|most|least|top|bottom)\b"
                  r"[^?,.;()（]{1,40}?(?<!divided)(?<!multiplied)\s)by"
                  r"(\s+(?:the\s+)?([A-Za-z_]\w*)(?:\s+[a-z]+)?)", unsaid,
                  question, flags=re.IGNORECASE)


MEASURE_NOUNS = r"\b(?:size|area|population|revenue|turnover|volume|weight|length|height|value|amount)\s*$"
"""Nouns of a measure that a superlative's 'by' may end on ('the largest poll by sample size', 'the biggest country
by area'): what ranks the rows, when no column that groups is named by those words."""


def _spelled_form(v: Any) -> str:
    """A value as another spelling would give it: lower case, without a leading code ('2_male' is male)."""
    return linking.ENUMERATED.sub("", str(v.value).strip()).replace("_", " ").lower()


def _code_inside_name(value: linking.ValueLink, column: str) -> bool:
    """A code of capitals said in full that another column's name only holds ('Citrus Hill' is the brand 'CH'; the
    columns PriceCH, DiscCH are half-named by it)."""
    code = str(value.value).strip()
    return re.fullmatch(r"[A-Z]{2,3}", code) is not None and re.search(rf"(?<=[a-z]){code}$|^{code}(?=[A-Z][a-z])",
                                                                       column) is not None


def _said_whole(v: Any, said: str) -> bool:
    """The value's own words are in the question ('Travel_Frequently' said "travel frequently", '6_Considerable_
    improvement' "considerable improvement")."""
    text = str(v.value).lower()
    return text.replace("_", " ") in said or linking.ENUMERATED.sub("", text).replace("_", " ") in said


def _spells_a_value(words: str, frame: Any) -> bool:
    """The words, all of them, say one of the table's values."""
    return len(words.split()) >= 2 and any(v.at == 0 and v.length >= len(words) - 1
                                           for v in linking.link_values(words, frame))


def _a_measure_said(said: str, stem: str, columns: list[str]) -> bool:
    """A table name of two words or more said where its words name one of its numeric-looking columns ('no medical
    spending' in medical_spending, whose med column it is): the column, not the table."""
    if len(linking.name_words(stem)) < 2:
        return False
    links = linking.link_columns(said, linking.tokens(said), columns)
    return any(l.score >= 1.5 for l in links)


def read_question(question: str, table: Table, embed: Callable | None) -> Reading:
    frame = table.frame
    columns = [str(c) for c in frame.columns]
    stem = table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    blank = lambda m: " " * len(m.group())  # noqa: E731 - keeps offsets
    name = rf"(?<![\w]){linking.name_pattern(stem)}(?:\.\w+)?(?![\w])"
    # where the question names the table, with the words that say so ("going by tips", "according to wheat")
    lowered = {c.lower() for c in columns} | {linking.stem(c.lower()) for c in columns}
    last = (linking.name_words(stem) or [""])[-1]
    a_column = stem in lowered or linking.stem(stem) in lowered or last in lowered or linking.stem(last) in lowered
    # ('CEO salaries' in ceo_salaries: its salary column)
    # "the price of wheat" in wheat: its wheat column; "have health insurance" in health_insurance: its insurance
    words = "in|from|according to|within|inside|going by|based on|using" + ("" if a_column else "|of|per|for")
    as_table = (rf"(?:\b(?:{words})\s+(?:the\s+)?"
                rf"{name})|(?:{name}\s*[:：])|(?:{name}(?=\s*(?:里|中|表|的数据)))|"  # "quakes.csv: did any …"
                rf"(?:[(（]\s*{name}\s*[)）]\s*$)")  # "… (alcohol)": the data the analyst chose, joined to the goal
    # "the number of airports in Texas": 'of' stays, it belongs to "number of"; only the name is blanked
    def keep_of(m: re.Match) -> str:  # ("the number of prisoners" in prisoners, whose stateFedIncarcerees counts
        if m.group()[:3].lower() != "of ":  # them: that column)
            return blank(m)
        return m.group() if _names_a_column(m.group()[3:].strip(), columns) else m.group()[:3] + " " * (len(m.group()) - 3)
    masked = re.sub(as_table, keep_of, question, flags=re.IGNORECASE)
    if not a_column:  # elsewhere it is no column mention either, unless a figure is asked of a name of two words or
        def unless_measured(m: re.Match) -> str:  # more: "the most traffic deaths" in traffic_deaths
            asked = re.search(r"\b(?:most|fewest|least|total|number of|average|mean)\s+$", masked[:m.start()], re.I)
            if asked and len(linking.name_words(stem)) < 2 and len(m.group()) >= 4 and re.match(
                    r"most|fewest|least", asked.group(), re.I):  # "which birth year has the most cricketers" in
                return "rows".ljust(len(m.group()))  # cricketers.csv: its rows, counted
            if (asked or _a_row_per_year(frame)) and _names_a_column(m.group(), columns):  # "the total prisoners"
                return m.group()  # in prisoners, whose stateFedIncarcerees counts them: that column; "how many female
                # prisoners" in a table of prisoners a row a year: stateFedFemales
            return m.group() if asked and len(linking.name_words(stem)) >= 2 or _spells_a_value(m.group(), frame) \
                or _begins_a_column_name(masked[m.start():], columns) or _a_measure_said(m.group(), stem, columns) \
                else blank(m)
            # ('randomised to Beat the Blues' in beat_the_blues: the arm 'BtheB', a value; "the average savings
            # ratio" in savings: its sr column)
        masked = re.sub(name, unless_measured, masked, flags=re.IGNORECASE)
    # "the most negative change" is its lowest: said as one word, at the same offsets
    masked = re.sub(r"\b(?:most|largest|biggest) negative\b", lambda m: "lowest".ljust(len(m.group())), masked,
                    flags=re.IGNORECASE)
    masked = re.sub(r"(?<=\bwith the )(most|least)(?= (?:expensive|costly|pricey)\b)",
                    lambda m: "max " if m.group(1).lower() == "most" else "min  ", masked, flags=re.IGNORECASE)
    # ("the house with the most expensive heat pump": one row's highest price, no total; at the same offsets)
    masked = quantities.without_rounding(masked)
    masked = re.sub(r"(?<=\d)\s*[（(]\s*(?:最|(?:the\s+)?(?:most|least|highest|lowest|largest|smallest|best|worst|greatest)\b)"
                    r"[^)）]{0,16}[)）]",
                    lambda m: " " * len(m.group()), masked, flags=re.IGNORECASE)  # "危险指数为 5（最危险）": what the 5
    # means, no superlative asked
    masked = re.sub(ANSWER_EXAMPLE, lambda m: m.group()[:m.start(m.lastindex) - m.start()] + " " * len(
        m.group(m.lastindex)), masked, flags=re.IGNORECASE)  # "Answer like 1950s", "回答季的编号，比如 S05": the form
    masked = _without_spelled_out_names(masked, columns, frame)
    rows = {form for w in linking.name_words(stem) if len(w) > 3 and w.isalpha() for form in (w, linking.stem(w))}
    if rows:  # "the median number affected per breach" in hhs_breaches: a unit, no grouping
        # ("in every poll" of a table called polls is every row, the question's quantifier, and stays)
        masked = re.sub(rf"\b(?:per|each|per every)\s+(?:{'|'.join(map(re.escape, sorted(rows)))})\b", blank, masked,
                        flags=re.IGNORECASE)
    masked = re.sub(r"\b(?:ignor(?:e|ing)|exclud(?:e|ing)|skip(?:ping)?|leav(?:e|ing) out|drop(?:ping)?|without counting)"
                    r"\s+(?:the\s+|any\s+)?"
                    r"(?:missing|null|nan|empty|blank)\b(?:\s+(?:values?|readings?|data|rows?|entries))?|"
                    r"(?:忽略|不计|去掉|排除|剔除|不算)\s*(?:缺失|空)值?", blank, masked, flags=re.IGNORECASE)
    # "spend more than 6000 per student": a rate's unit, no grouping
    masked = re.sub(r"(?<=\d)(\s*(?:dollars?|euros?|usd|%|percent)?\s+)(per\s+\w+)",
                    lambda m: m.group(1) + " " * len(m.group(2)), masked, flags=re.IGNORECASE)
    # "2016 年（按 UTC 时间）": which clock a date is read by, no grouping
    masked = re.sub(r"[(（]\s*(?:按|以|by|in|per)\s*[^()（）]{0,16}?(?:时间|时区|\btime\b|\btime ?zone\b)\s*[)）]", blank, masked,
                    flags=re.IGNORECASE)
    # "in how many state-years": the rows of a panel (one per state and year), no distinct states
    glued = {re.sub(r"[^a-z]", "", c.lower()) for c in columns}  # ('person-years' of a person_years column is it)
    masked = re.sub(r"\b[a-z]+-(?:years|months|weeks|days|quarters)\b", lambda m: m.group() if re.sub(
        r"[^a-z]", "", m.group().lower()) in glued else "rows".ljust(len(m.group())), masked, flags=re.IGNORECASE)
    masked = re.sub(r"\bmost positive\b", lambda m: "highest".ljust(len(m.group())), masked, flags=re.IGNORECASE)
    # "not counting the World total": the row set aside is a total, no total asked for
    masked = re.sub(rf"((?i:{SET_ASIDE})\s+(?:the\s+)?[A-Z][\w.]*(?:\s+[A-Z][\w.]*)*\s+)(totals?|aggregates?)\b",
                    lambda m: m.group(1) + " " * len(m.group(2)), masked)
    masked = _without_window_said(masked, frame, glued)
    # "平均每场造成多少人死亡": on average, each one (a row) — no grouping
    masked = re.sub(r"(?<=平均)每[一]?[场次个位名家部件只辆条项届头本篇起艘架台]", lambda m: m.group() if _key_bracketed(
        masked[m.end():], frame) else blank(m), masked)  # ('平均每个订单（order_id）': a bracketed key groups)
    masked = re.sub(UNIT_NOTE, blank, masked, flags=re.IGNORECASE)
    masked = re.sub(ONCE_EACH, blank, masked, flags=re.IGNORECASE)  # "每位患者只算一次": a row per person, no group
    masked = re.sub(REPEATS_ONCE, blank, masked, flags=re.IGNORECASE)  # "重复的只写一次": how to answer, no value
    masked = re.sub(GAPS_LEFT_OUT, blank, masked, flags=re.IGNORECASE)  # "（语言缺失的不算）": pandas leaves gaps out
    masked = re.sub(r"\b(?:farthest|furthest) (north|south|east|west)\b", lambda m: (m.group(1) + "ernmost").ljust(
        len(m.group())), masked, flags=re.IGNORECASE)  # "the farthest north": northernmost, no distance
    masked = re.sub(rf"(?:用|以)\s*(?:{MONTH_NAME})\s*(?:回答|作答|表示)", blank, masked)  # '用英文月份名回答': the form
    masked = _ranked_by_a_measure(masked, frame)
    masked = re.sub(r"(?<![\d.])\d+(?:\.\d+)?(?=[^\d()（）,，。?？]{0,6}[(（]\s*([A-Za-z_][\w.]*)\s*(?:==?|为|是)\s*-?\d)",
                    lambda m: blank(m) if _restated_in_brackets(question, m, frame) else m.group(), masked)
    # "at age 13 (age2 = 11)", '13 岁时（age2 为 11）': the bracket says it as the table does
    masked = _per_game_of_averages(masked, frame)
    masked = re.sub(r"(?<=\bmonth )of the year\b", blank, masked, flags=re.IGNORECASE)  # "which month of the year": a
    # month, no year column
    words = linking.tokens(masked)
    links = _glossed_by_brackets(masked, linking.link_columns(masked, words, columns, embed=embed))
    links += _duration_by_its_unit(masked, frame, links)
    links += _measure_of_a_series(words, frame, stem, links)
    links = _sibling_said_first(masked, links, columns)
    for link in sides.negated_words(masked, frame, links):  # 'unmarried': the married column, its prefix says no
        weaker = [i for i, l in enumerate(links) if l.column == link.column]
        links = links[:weaker[0]] + [link] + links[weaker[0] + 1:] if weaker else [*links, link]
    links = linking.countries_by_their_values(masked, links, frame)
    lone = {at for _, at in linking.unread_characters(masked, words)}  # '多少口井' over a well column numbering the
    links = [l for l in links if not (l.at in lone and l.score < 4 and frame[l.column].is_unique)]  # rows: counted
    ordered = [m.span() for m in re.finditer(r"[从由][高低大小多少]到[高低大小多少]", masked)]  # "从高到低": an order,
    links = [l for l in links if not any(a <= l.at < b or a <= l.last < b for a, b in ordered)]  # no high or low
    # column, nor half of one ('价格…从低到高' is no Max.Price)
    links = _for_or_against(masked, links, columns)
    nearest = _distance_of_nearest(masked, frame, links)
    links = nearest + [l for l in links if not any(n.column == l.column for n in nearest)]
    links = [l for l in links if not (re.match(r"先(?:说|列|给|写|报)", masked[l.at:l.at + 2])
                                      and re.search(r"(?:^|[，,。？?])\s*$", masked[:l.at]))]
    # ('…？先说移植组': which to say first, no prior column)
    masked = _without_group_words_of_names(masked, links)
    values = linking.link_values(masked, frame, embed=embed)
    options = [m.span() for m in re.finditer(ANSWER_OPTIONS, masked, re.IGNORECASE)]
    offered = [v for v in values if any(a <= v.at < b for a, b in options)]
    spoken = masked  # "雌鼠多还是雄鼠多？回答 F 或 M": the sides said before the options are the values meant, the
    if offered:  # options only spell them
        for a, b in options:
            spoken = spoken[:a] + " " * (b - a) + spoken[b:]
        values = linking.link_values(spoken, frame, embed=embed)
    values += _everyday_value_said_with_column(spoken, links, frame, values)
    values = [v for v in values if not re.search(r"\b(?:any|a|one|each|every|no)\s+$", masked[:v.at], re.IGNORECASE)
              or not re.fullmatch(r"single", masked[v.at:v.at + v.length], re.IGNORECASE)]  # "any single student": one
    sexes = sides.sexes_said(spoken, frame, values)
    sexes += sides.flag_pair_said(spoken, frame, links, values + sexes, question)  # 'smokers or non-smokers': both
    arms = _arm_named_for_its_column(spoken, links, frame, values + sexes)  # (kept as surely: '移植组' is no column,
    sexes += arms  # nor the table's scope)
    values += sexes
    values += [v for v in offered if not any(o.column == v.column for o in values)]  # (the options, when they are all
    # the question says of their column: "who earns more? Answer Male or Female")
    numeric = dict.fromkeys(str(c) for c in frame.columns if linking.is_number(frame[c])).keys()
    dates = _said_first([str(c) for c in frame.columns if is_date(frame[c], str(c))], words, links)
    categorical = dict.fromkeys(str(c) for c in frame.columns if str(c) not in numeric and str(c) not in dates).keys()
    # a word that is a numeric column's own name ('Joly' votes) is that column, not a cell value spelled alike
    exact = [l for l in links if l.score >= 4 and (l.column in numeric or str(frame[l.column].dtype) == "bool")
             and not _one_hot_of(l.column, frame, values)]  # ('Accord' of CarType beside its 0/1 Accord: the kind)
    # (and a True/False flag's: 'internship courses' are those flagged internship, not titled 'Internship')
    values = [v for v in values if v in sexes or not any(l.at < v.at + v.length and v.at < l.at + len(l.column)
                                                         for l in exact)]  # (both sides of a flag said: 'NVMe 和非 NVMe')
    # a value found only by meaning where a column is named ('最高气温' is temp_max, not the weather 'sun')
    spelled = linking.value_spellings(masked)  # '欧洲' is Europe, '星期六' Sat: said, not guessed
    said = masked.lower().replace("_", " ")  # 'Travel_Frequently' said "travel frequently"
    sexed = {s.column for s in sexes}  # ('男生和女生' over 'Men', 'Women': both sides, however each was found)
    initials = linking.initials_said(masked)  # ('high-fat' is the diet 'hf', though 'fat' half-names percent_fat)
    values = [v for v in values if _said_whole(v, said) or _spelled_form(v) in spelled or v in sexes or v.column in sexed
              or initials.get(str(v.value), (None,))[0] == v.at
              or not any(v.at <= l.at < v.at + v.length and l.score >= STRONG
                         and (l.column != v.column or v.length < 2 * len(l.column))
                         and not _code_inside_name(v, l.column) for l in links)]
    links = [l for l in links if not any(v.column == l.column and v.at <= l.at < v.at + v.length for v in sexes)]
    # ('女性' over a 0/1 column called female: its 1, no measure; 'non-smokers': the smoker column's No, no flag)
    # (' Male' is male; 'TAU' said "treatment-as-usual" is a phrase holding its own column's name)
    said_at = {}
    for t in words:
        said_at.setdefault(t.at, set()).add(linking.stem(t.text))
    values = [v for v in values if _said_whole(v, said) or re.match(
        r"(?:地区|区域|人口|居民|家庭|户|学校|学生|女性|男性)", masked[v.at + v.length:]) or not any(
        v.at <= l.at < v.at + v.length and l.score >= STRONG and l.column != v.column and l.column in frame.columns
        and linking.is_text(frame[l.column]) and frame[l.column].nunique() > 2
        and {linking.stem(w) for w in linking.name_words(l.column)} <= said_at.get(l.at, set()) for l in links)]
    # ('哪个城市', '按城市' over a city column: the cities, not the value 'Urban' the word may also spell — unless it
    # says what kind of rows, '城市地区'; '男生' still the male pupils beside school1, which 'schoolboy' only half-names)
    values = [_in_named_column(v, links, frame, masked) for v in values
              if v in arms or not _scope_of_table(v, table, question) and not _taken_in(v, masked, values)]
    values, links = _column_set_to_a_value(masked, frame, values, links)
    # a Chinese word that spells a value is that value, not a column half-named by its gloss ('男生' is gender male,
    # not school1 by 'schoolboy')
    spelled_at = [v for v in values if _spelled_form(v) in spelled and spelled[_spelled_form(v)][0] == v.at]
    links = [l for l in links if l.score >= 4 or not any(v.at <= l.at < v.at + v.length for v in spelled_at)]
    values = [v for v in (v if v in sexes else _answer_of_flag(v, links, frame) for v in values) if v is not None]
    # (both sides of a flag said know their column: '自雇和非自雇' is selfemp's, though card says yes and no too)
    values = [v for v in values if not _all_counted(v, masked, values) and not _names_a_columns_things(v, links, masked)]
    values, links = _kind_asked_for(values, links, masked)
    if dates:  # "aired on a Friday": the dates' day, not 'Freaky Friday Queens' holding the word
        values = [v for v in values if not (re.fullmatch(r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?",
                                                         masked[v.at:v.at + v.length], re.IGNORECASE)
                                            and len(str(v.value).strip()) > v.length)]
    # "a title containing the word engineer": a word inside the cells, though one cell is that word alone
    contained = {m.end() for m in re.finditer(CONTAINED_WORD, masked, re.IGNORECASE)}
    values = [v for v in values if v.at not in contained and not _column_word_as_value(v, links, masked, values)
              and not _ends_a_measures_name(v, links, frame, masked)]
    links = [l for l in links if not _only_a_values_word(l, values, frame)]
    quoted = [m.span(1) for m in re.finditer(QUOTED_INSIDE, masked, re.IGNORECASE)]  # "带有“World Music”": a phrase
    values = [v for v in values if not any(start <= v.at < end for start, end in quoted)]  # inside, no value of its own
    masked, links, values = siblings.chosen(masked, links, values, frame)  # '1st-grade math score' is math1
    for v in values:  # "trips … by Flash Cab": who made them, no grouping
        said_by = re.search(r"\bby\s+(?:the\s+)?$", masked[max(0, v.at - 8): v.at], re.IGNORECASE)
        if said_by and not v.partial:
            at = v.at - len(said_by.group())
            masked = masked[:at] + "  " + masked[at + 2:]
    # the Chinese a bracketed code or column glosses names what the brackets hold ('四缝线快速球（FF）' is the pitch type
    # FF, no speed); a column it half-named may still be said elsewhere ('…（FF）平均出手速度': the speed)
    glossed = {l: span for l in links if l.score < 4 and (span := _gloss_span(l, values, links, masked))}
    if glossed:
        hidden = masked
        for start, end in glossed.values():
            hidden = hidden[:start] + " " * (end - start) + hidden[end:]
        again = {l.column: l for l in linking.link_columns(hidden, linking.tokens(hidden), columns, embed=embed)}
        links = [l if l not in glossed else again.get(l.column) for l in links]
        links = [l for l in links if l is not None]
    values = _without_glossed_values(values, masked)
    values = [v for v in values if not _no_of_another_column(v, links, masked)]
    values = [_of_the_year_said(v, question, frame) for v in values]
    links = _without_links_a_bracket_glosses(links, question)
    values = _without_guesses_before_bracketed_names(values, links, masked, spelled, frame)
    masked = _without_aggregates_named(masked, links)
    masked = _without_numbers_of_names(masked, links, frame, dates)
    masked = re.sub(SCALE_NOTED, _scale_unsaid, masked)  # "信任度（0 到 10 分）": the scale, no bar
    masked = _statements_quoted(masked, links)
    barred = {n.at for n in quantities.numbers(masked) if n.cmp is not None}  # "more than 150 courses": a bar, not
    values = [v for v in values if not (v.at in barred and re.fullmatch(r"[\d.,]+", str(v.value).strip()))]  # '150'
    periods = tuple(c for c in columns if c not in numeric and period_part(frame[c]))
    links = units.in_the_unit_said(masked, frame, units.linked_by_initial(masked, frame, links))
    reading = Reading(masked, table, links, values, _numbers(masked, frame), numeric, dates, categorical, question,
                      periods)
    from nbcopilot.analysis.filters import outranked  # (filters read a Reading)
    found = outranked(reading)  # "where v3 is the largest of v1, v2 and v3": a condition on each row, no row with
    for *_, (start, end), _ in found:  # the largest v3 nor a measure of v1
        reading.q = reading.q[:start] + " " * (end - start) + reading.q[end:]
    reading.links = [l for l in links if not any(a <= l.at < b for *_, _, (a, b) in found)]
    reading.outranked = tuple(f[:3] for f in found)
    return reading


TIME_ASKED = (r"\bhow many (?:minutes|seconds|hours)\b|\bin (?:minutes|seconds|hours)\b|(?:多少|几)(?:分钟|秒钟?|个?小时)|"
              r"(?:以|用)(?:分钟|秒|小时)(?:为单位|计|表示)")
"""A figure asked in a unit of time ('是多少分钟', 'in minutes')."""


def _duration_by_its_unit(question: str, frame: Any, links: list) -> list:
    """'马拉松最好的纪录是多少分钟': a figure asked in minutes, where no figure is named, is the table's one column of
    durations ('Time', 'duration')."""
    from nbcopilot.analysis.roles import DURATION_WORDS

    asked = re.search(TIME_ASKED, question, re.IGNORECASE)
    if asked is None or any(l.score >= STRONG and linking.is_number(frame[l.column]) for l in links):
        return []
    timed = [str(c) for c in frame.columns
             if linking.is_number(frame[c]) and set(linking.name_words(str(c))) & DURATION_WORDS]
    return [linking.ColumnLink(timed[0], 2.0, asked.start(), asked.start())] if len(timed) == 1 else []


def _begins_a_column_name(said: str, columns: list[str]) -> bool:
    """The words said from here on begin with two that name a column together, the first being the table's name:
    'savings ratio' of sr in a table called savings."""
    two = re.match(r"[A-Za-z]+[\s-]+[A-Za-z]+", said)
    if two is None:
        return False
    phrase = two.group()
    first = re.split(r"[\s-]+", phrase)[0]
    return any(l.at == 0 and l.score >= STRONG and not linking.link_columns(first, linking.tokens(first), [l.column])
               for l in linking.link_columns(phrase, linking.tokens(phrase), columns))


def _names_a_column(word: str, columns: list[str]) -> bool:
    """A word the word means ('prisoners': incarcerees) is a word of a column's name: the column counts what the table
    is named for. (The word itself in a name, 'orders' of order_id, is the rows' own key: they are counted.)"""
    said = {linking.stem(w) for w in linking.CONCEPTS.get(word.lower(), "").split()}
    return any(said & {linking.stem(w) for w in linking.name_words(c)} for c in columns)


def _sibling_said_first(question: str, links: list, columns: list[str]) -> list:
    """'女性在押人数', "female prisoners": of two sibling columns named by neighbouring words (stateFedFemales,
    stateFedIncarcerees), the one the first word names is meant — the second word is what every sibling counts."""
    shared = linking.shared_words(columns)
    if not shared:
        return links
    family = {l.column for l in links if set(linking.name_words(l.column)) & shared}
    later = {b.column for a in links for b in links if a.column in family and b.column in family and a.column != b.column
             and 0 < b.at - a.at <= 6 and a.score >= b.score and re.fullmatch(r"[\w\u4e00-\u9fff]+\s*",
                                                                          question[a.at:b.at])
             and not re.search(r"[和与及或、]|\b(?:and|or)\b", question[a.at:b.at], re.IGNORECASE)}  # ('男性和女性': both)
    return [l for l in links if l.column not in later] if later and later != family else links


def _a_row_per_year(frame: Any) -> bool:
    """Each row is a year of its own (a yearly series): the things the table is named for are counted in its columns."""
    return any(linking.holds_years(str(c)) and linking.is_number(frame[c]) and frame[c].dropna().is_unique
               for c in frame.columns)


SERIES_VALUE = {"value", "values", "x", "y", "obs", "data"}
"""What a series kept as its time and its values calls the values (R's time series become `time` and `value`)."""

ROW_NUMBERS = {"rownames", "index", "unnamed: 0"}
"""Columns that only number the rows, as a file written with its index holds them."""

SERIES_SKIPPED = linking.STOPWORDS | {"no", "not", "without", "quarter", "month", "year", "decade", "week", "day", "period",
                              "season", "time", "date", "adjacent", "neighbor", "consecutive", "previous", "next",
                              "first", "last", "between", "across", "whole", "overall", "entire", "recorded"}
"""Words of time, order and grammar, which say no thing measured."""


def _measure_of_a_series(words: list, frame: Any, table_name: str, links: list) -> list:
    """A series kept as its time and one column of values ('value': quarterly approval ratings, monthly passengers):
    whatever the question calls the thing measured ('approval rating', '支持率') is that column — first where it says
    a word of the table's name, else its first word that says no time, order or grammar."""
    kept = [str(c) for c in frame.columns if str(c).lower() not in ROW_NUMBERS and not is_date(frame[c], str(c))]
    if len(kept) != 1 or kept[0].lower() not in SERIES_VALUE or not linking.is_number(frame[kept[0]]) or \
            any(l.column == kept[0] for l in links):
        return []
    named = {linking.stem(w) for w in linking.name_words(table_name)}
    said = [t for t in words if not ({t.text, linking.stem(t.text)} & SERIES_SKIPPED or re.fullmatch(r"[\d.]+", t.text))
            or linking.stem(t.text) in named and t.text not in linking.STOPWORDS]
    said = sorted(said, key=lambda t: (linking.stem(t.text) not in named, t.at))
    return [linking.ColumnLink(kept[0], 2.0, said[0].at, said[0].at)] if said else []


def _everyday_value_said_with_column(question: str, links: list, frame: Any, values: list) -> list:
    """'a good shelf location', 'the bad ones' stay words, unless said right before the column that writes them as a
    value ('Good', 'Bad' of ShelveLoc): "stores where the seats get a good shelf location" keeps the Good rows."""
    found = []
    for link in links:
        if link.at <= 0 or link.score < STRONG or not linking.is_text(frame[link.column]):
            continue
        held = {str(v).strip().casefold(): v for v in frame[link.column].dropna().unique()[:50]}
        if not 2 <= len(held) <= 12:
            continue
        before = re.search(r"\b([a-z]+)\s+(?:([a-z]+)\s+)?$", question[:link.at])  # ('a good shelf location':
        for i in (2, 1):  # ShelveLoc linked by 'location', a word between)
            word = before.group(i) if before else None
            if word in held and len(word) >= 3 and word not in linking.STOPWORDS and not any(v.at <= before.start(i) < v.at + v.length for v in values):
                found.append(linking.ValueLink(link.column, held[word], before.start(i), len(word)))
                break
    return found


AGAINST_SAID = (r"\b(?:allow(?:ed|s|ing)?|gave up|give up|gives up|giving up|conced(?:ed|es|e|ing)|against|"
                r"surrender(?:ed|s)?|opponents?(?:'s?)?|defen[cs]e|defensive)\b|失分|丢分|失球|丢球|被对手|防守|对手")
FOR_SAID = r"\b(?:scor(?:ed|es|e|ing)|gain(?:ed|s)?|made|offen[cs]e|offensive)\b|得分|进攻|进球|拿下|攻下"
AGAINST_WORDS = {"against", "opp", "opponent", "opponents", "allowed", "conceded"}


def _for_or_against(question: str, links: list, columns: list[str]) -> list:
    """Of two columns one word names alike, a team's own figure and its opponents' (PointsFor and PointsAgainst,
    Points and OppPoints), the one the words beside it say: 'scored', '进攻' its own; 'allowed', 'gave up', '失分' its
    opponents'. The nearest such word after the name decides; else the nearest before it."""
    against = {l.column for l in links if set(linking.name_words(l.column)) & AGAINST_WORDS}
    by_place: dict[int, list] = {}
    for l in links:
        by_place.setdefault(l.at, []).append(l)
    dropped = set()
    for at, here in by_place.items():
        sides = {l.column in against for l in here}
        if at < 0 or sides != {True, False}:
            continue
        best = max(l.score for l in here)
        if any(l.score >= 4 for l in here) or not all(best - l.score < 0.01 for l in here if l.score >= best - 0.5):
            continue  # (one of them named outright: that one)
        after = re.split(r"[,;，。？?]|\b(?:where|when|that|which|in games|in which)\b", question[at:at + 40])[0]
        cues = sorted([(m.start(), True) for m in re.finditer(AGAINST_SAID, after, re.IGNORECASE)]
                      + [(m.start(), False) for m in re.finditer(FOR_SAID, after, re.IGNORECASE)])
        before = question[max(0, at - 24):at]
        near = [(len(before) - m.end(), True) for m in re.finditer(AGAINST_SAID, before, re.IGNORECASE)] + \
            [(len(before) - m.end(), False) for m in re.finditer(FOR_SAID, before, re.IGNORECASE)]
        side = cues[0][1] if cues else min(near)[1] if near else None
        if side is not None:
            dropped |= {(l.at, l.column) for l in here if (l.column in against) != side}
    links = [l for l in links if (l.at, l.column) not in dropped]
    sibling = {}  # 'YardsAgainst' ↔ 'YardsFor': the same words but the side's
    for a in columns:
        for b in columns:
            words_a, words_b = set(linking.name_words(a)), set(linking.name_words(b))
            if a != b and words_a & AGAINST_WORDS and not words_b & AGAINST_WORDS and \
                    words_a - AGAINST_WORDS == words_b - {"for"} and words_a - AGAINST_WORDS:
                sibling[a], sibling[b] = b, a
    out = []
    for l in links:  # '进攻码数' linked to YardsAgainst alone, by meaning: the offence's, YardsFor
        said_before = question[max(0, l.at - 4):l.at + 2]  # ('进攻码数': the side's word opens the span linked)
        side = True if re.search(AGAINST_SAID, said_before) else False if re.search(FOR_SAID, said_before) else None
        if l.column in sibling and l.score < 4 and side is not None and (l.column in against) != side and \
                not any(o.column == sibling[l.column] and o.at == l.at for o in links):
            l = replace(l, column=sibling[l.column])
        out.append(l)
    return out


NEAREST_PLACE = (r"离[^，,。？?\d]{1,10}(最(?:近|远))|\b(closest|nearest|farthest|furthest)\s+(?:to|from)\s+(?:the\s+)?"
                 r"(?![\d$])[a-z]")
"""'离震源最近', 'closest to the epicentre': the least (or greatest) of the one column of distances."""


def _distance_of_nearest(question: str, frame: Any, links: list) -> list:
    """The one column of distances, linked where the question says it is nearest or farthest from a place."""
    from nbcopilot.analysis.filters import DISTANCE_WORDS

    said = re.search(NEAREST_PLACE, question, re.IGNORECASE)
    far = [str(c) for c in frame.columns
           if linking.is_number(frame[c]) and set(linking.name_words(str(c))) & DISTANCE_WORDS]
    if said is None or len(far) != 1 or any(l.column == far[0] and l.score >= STRONG for l in links):
        return []
    at = said.start(1) if said.group(1) else said.start(2)
    return [linking.ColumnLink(far[0], 2.0, at)]  # (ahead of a weaker link by meaning: the first is taken)


def _one_hot_of(column: str, frame: Any, values: list) -> bool:
    """A 0/1 column named for a value the question quotes of a text column: that column's kind, marked once more."""
    return any(str(v.value) == column for v in values if v.column != column) and \
        set(frame[column].dropna().unique().tolist()) <= {0, 1}


def _column_set_to_a_value(question: str, frame: Any, values: list, links: list) -> tuple[list, list]:
    """"(city = state)", '（city 列为 state）': that column's value, though the column's own name is one of its values
    too ('city' of city, which holds 'city' and 'state'); the name said there is the condition's, no column asked."""
    for m in re.finditer(r"(?<![\w.])([A-Za-z_][\w.]*)\s*(?:==?|列为|列是|为|是)\s*['\"“‘]?([\w.-]+)", question):
        column = next((c for c in frame.columns if str(c) == m.group(1) and linking.is_text(frame[c])), None)
        held = {str(v).strip().lower(): v for v in frame[column].dropna().unique()[:200]} if column is not None else {}
        if m.group(2).lower() not in held or m.group(1).lower() not in held:
            continue  # (only where the column's name is one of its own values; elsewhere the value is read as said)
        values = [v for v in values
                  if not (v.column == str(column) and v.at < m.end(1) and m.start(1) < v.at + v.length)
                  and not (v.at < m.end(2) and m.start(2) < v.at + v.length)]
        values.append(linking.ValueLink(str(column), held[m.group(2).lower()], m.start(2), len(m.group(2))))
        links = [l for l in links if not (l.column == str(column) and l.at == m.start(1))]
    return values, links


def _arm_named_for_its_column(question: str, links: list, frame: Any, values: list) -> list:
    """'the transplant group', '移植组' over a transplant column holding treatment and control: the arm given what
    the column is named for is its treatment rows."""
    found = []
    for link in links:
        if link.at < 0 or link.score < STRONG or not linking.is_text(frame[link.column]):
            continue
        held = {str(v).strip().casefold(): v for v in frame[link.column].dropna().unique()[:3]}
        treated = next((held[w] for w in ARM_TREATED if w in held), None)
        if treated is None or not set(held) & ARM_UNTREATED or len(held) != 2:
            continue
        end = max((t.at + len(t.raw) for t in linking.tokens(question) if t.at == link.at), default=link.at)
        group = re.match(r"\s*(?:组|\b(?:group|arm)\b(?!s))", question[end:], re.IGNORECASE)
        each = re.search(r"(?:\b(?:each|per|by|every|across)\s+(?:the\s+)?|[各每按])\s*$", question[:link.at],
                         re.IGNORECASE)
        if group and not each and not any(v.column == link.column and v.at <= end + group.end()
                                          and link.at < v.at + v.length for v in values):
            found.append(linking.ValueLink(link.column, treated, link.at, end + group.end() - link.at))
    return found


ARM_TREATED = ("treatment", "treated", "intervention", "experimental", "yes")
ARM_UNTREATED = {"control", "placebo", "untreated", "no"}


GAPS_LEFT_OUT = (r"[(（][^()（）]{0,12}?(?:缺失|为空|空缺|没填|未填)的?(?:不算|不计|除外|不统计|不计入)[)）]|"
                 r"[，,]?\s*(?:缺失|为空)的?(?:不算|不计|除外)|"
                 r"[(,]?\s*\b(?:ignor(?:e|ing)|exclud(?:e|ing)|not counting|leav(?:e|ing) out|skip(?:ping)?)\s+(?:the\s+)?"
                 r"(?:missing|blank|empty)(?:\s+(?:values?|ones|entries|rows))?\b\)?")
"""A note that rows with gaps are left out of what is asked ('（语言缺失的不算）', '(ignoring missing values)'): the
figures leave them out anyway; no question about the gaps themselves."""
UNIT_NOTE = (r"[(（]\s*(?:单位\s*[:：]?\s*)?[十百千万亿]+\s*(?:美元|元|欧元|英镑|人|吨|公里|千米)?\s*[)）]|"
             r"\(\s*(?:in\s+)?(?:thousands|millions|billions|trillions|bn|mn)(?:\s+of\s+[a-z$]+)?\s*\)")
"""'超过 1000（十亿美元）', "above 1000 (billions of dollars)": the unit a figure is given in, no number of its own."""
WINDOW = (r"(?:过去|最近|近)\s*(\d+)\s*(天|日|周|个月|年)(?:里|内|中|之内|以来)?|"
          r"\b(?:in|over|during|within)\s+the\s+(?:past|last|previous|preceding)\s+(\d+)\s+(days?|weeks?|months?|years?)\b")
WINDOW_UNITS = {"天": "day", "日": "day", "周": "week", "个月": "month", "年": "year"}


def _per_game_of_averages(masked: str, frame: Any) -> str:
    """"players who average 20 points a game": 'a game' is the unit of a column already written per game (15.5, 23.3),
    neither the games column nor a grouping."""
    def hide(m: re.Match) -> str:
        said = [c for c in frame.columns if linking.stem(str(c).lower()) == linking.stem(m.group(1).lower())]
        held = frame[said[0]].dropna() if said and linking.is_number(frame[said[0]]) else None
        averaged = held is not None and len(held) > 0 and bool((held % 1 != 0).mean() > 0.5)
        return m.group(1) + " " * (len(m.group()) - len(m.group(1))) if averaged else m.group()
    return re.sub(r"\b([A-Za-z_]+)\s+(?:a|per|each)\s+game\b", hide, masked, flags=re.IGNORECASE)


def _without_window_said(masked: str, frame: Any, glued: set[str]) -> str:
    """"过去 30 天平均每天喝酒的杯数", "in the past 30 days": the window a measure was taken over, said by a table with
    no dates or years to count back from, filters nothing (though 30 is some row's count of days); a column named
    for it ('drinks_30day') is still said."""
    if any(linking.holds_years(str(c)) or is_date(frame[c], str(c)) for c in frame.columns):
        return masked

    def hide(m: re.Match) -> str:
        n, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        unit = WINDOW_UNITS.get(unit, unit.lower().rstrip("s"))
        named = any(re.search(rf"(?<!\d){n}{unit}", name) for name in glued)
        return m.group() if named else " " * len(m.group())
    return re.sub(WINDOW, hide, masked, flags=re.IGNORECASE)


def _without_group_words_of_names(q: str, links: list) -> str:
    """"no GDP per capita figure": a 'per' inside a column's name said in words groups nothing."""
    for link in links:
        spoken = linking.name_words(link.column)
        if link.score < 4 or len(spoken) < 2 or not set(spoken) & {"per", "each", "by"}:
            continue
        said = re.compile(r"[\s_-]+(?:the\s+)?".join(map(re.escape, spoken)), re.IGNORECASE).match(q, link.at)
        if said:
            inner = re.sub(r"\b(?:per|each|by)\b", lambda m: " " * len(m.group()), said.group(), flags=re.IGNORECASE)
            q = q[:said.start()] + inner + q[said.end():]
    return q


def _glossed_by_brackets(q: str, links: list) -> list:
    """"the most property damage in 2014 dollars (BaseDam2014)": a column written out in brackets is what the words
    before them mean, so its siblings those words only half-named (BaseDamage by 'damage') are not said."""
    bracketed = [l for l in links if l.score >= 4 and l.at > 0 and q[l.at - 1] in "(（"
                 and q[l.at + len(l.column): l.at + len(l.column) + 1] in (")", "）")]
    if not bracketed:
        return links
    spans = [(re.search(r"[^,;:?，。；：？()（）]*$", q[:l.at - 1]).start(), l.at, set(linking.name_words(l.column)))
             for l in bracketed]
    return [l for l in links if l.score >= 4 or not any(
        start <= l.at < end and set(linking.name_words(l.column)) & words for start, end, words in spans)]


NAMED_AGGREGATES = {"average": r"\baverage\s+|平均", "avg": r"\b(?:avg|average)\s+|平均", "mean": r"\bmean\s+|平均",
                    "median": r"\bmedian\s+|中位数?", "comb": r"\bcombined\s+", "combined": r"\bcombined\s+",
                    "total": r"\btotal\s+", "tot": r"\btotal\s+"}
"""A column whose name holds an aggregate word (AveragePrice, avg_temp, median_income, comb_mpg, TotalVolume), and
how a question says that word before the column's other words."""
OTHER_ASKS = MAX_WORDS + "|" + MIN_WORDS + "|" + COUNT


def _without_aggregates_named(question: str, links: list) -> str:
    """The question with an aggregate word blanked where it is the start of a column's name said in words, when the
    question asks something else of that column: "the highest weekly average price" is the top AveragePrice, "周平均价格
    高于 1.5 的有几周" counts weeks; "the average price in 2016" still averages."""
    for link in links:
        if link.at < 0 or link.score < STRONG:
            continue
        glued = {w for w in NAMED_AGGREGATES if re.match(rf"{w}[a-z]{{2,}}$", link.column.lower())}  # avgprs
        for word in (set(linking.name_words(link.column)) | glued) & NAMED_AGGREGATES.keys():
            pattern = NAMED_AGGREGATES[word]
            before = re.search(rf"(?:{pattern})\s*$", question[:link.at], re.IGNORECASE)
            own = re.match(rf"(?:{pattern})(?=\S)", question[link.at:], re.IGNORECASE)  # the link's own first word
            spelled = re.search(rf"({pattern})[^\W\d_]{{1,8}}\s*[(（]\s*$", question[:link.at], re.IGNORECASE)
            inside = re.search(rf"(?<=\s)(?:{pattern})", question[link.at:link.last]) if link.last > link.at else None
            # ("a daily mean PM2.5 concentration above 20": a word inside the name said, daily_mean_pm2_5_concentration)
            if before is None and own is None and spelled is None and inside is None:  # ('平均价格（avgprs）': its words,
                continue  # bracketed)
            start, end = (before.start(), link.at) if before else (link.at, link.at + own.end()) if own else \
                spelled.span(1) if spelled else (link.at + inside.start(), link.at + inside.end())
            rest = question[:start] + " " * (end - start) + question[end:]
            if matches(OTHER_ASKS, rest) or _rows_compared(rest, link.at):
                question = rest
    return question


def _rows_compared(question: str, at: int) -> bool:
    """"which weeks had an average price above 1.35": the rows asked for by their own value against a bar (not "is
    the average price above 1.35", one figure against it)."""
    bar = any(n.cmp and 0 < n.at - at <= 24 for n in quantities.numbers(question))
    return bar and matches(WHICH + "|" + LIST, question) is not None and matches(BOOLEAN, question) is None


def _without_spelled_out_names(question: str, columns: list[str], frame: Any = None) -> str:
    """The question with the words that spell out a bracketed column name blanked, at the same offsets: "labour
    share (labsh)", "gross state product (gsp)" say the column once, and 'share' there asks for no share."""
    for m in re.finditer(r"((?:[A-Za-z]+[\s-]+){1,4})[(（]\s*([\w.]+)\s*[)）]", question):
        name = m.group(2)
        if name not in columns:
            continue
        asked = re.search(r"\bwhich\s+((?:[A-Za-z]+[\s-]+){1,3})$", question[:m.end(1)], re.IGNORECASE)
        if asked and not re.search(r"\b(?:kinds?|types?|sorts?)\b", asked.group(1), re.IGNORECASE) and not _spells(
                name.lower().replace("_", "").replace(".", ""), [w.lower() for w in re.findall(r"[A-Za-z]+", asked.group(1))]):
            question = question[:asked.start(1)] + " " * (m.end(1) - asked.start(1)) + question[m.end(1):]
            continue  # "Which natural village (address) …": the words asked for are the bracketed column's gloss
        words = re.findall(r"[A-Za-z]+", m.group(1))
        for k in range(min(4, len(words)), 0, -1):
            if _spells(name.lower().replace("_", "").replace(".", ""), [w.lower() for w in words[-k:]]):
                start = m.start(1) + m.group(1).lower().rfind(words[-k].lower())
                question = question[:start] + " " * (m.end(1) - start) + question[m.end(1):]
                break
    # "women aged 15-24 (new_sp_f1524)", "第 7 季（S07）": the numbers a bracketed name or code spells are that name
    # said, no filter
    for m in re.finditer(r"[(（]\s*([A-Za-z][\w.]*\d[\w.]*)\s*[)）]", question):
        before = question[max(0, m.start() - 40):m.start()]
        said = [d for d in re.finditer(r"\d+", before) if not re.search(BAR_BEFORE, before[:d.start()])]
        code = "".join(re.findall(r"\d+", m.group(1)))  # ('more than 20 deaths (deaths2020)': 20 is a bar)
        for k in range(len(said), 0, -1):
            run = said[-k:]
            if int("".join(d.group() for d in run)) == int(code):
                start = m.start() - len(before) + run[0].start()
                end = m.start() - len(before) + run[-1].end()
                question = question[:start] + " " * (end - start) + question[end:]
                break
    # "每周工作小时数（hrs_work）的标准差": the Chinese right before a bracketed column name says that column, and its
    # '每周' asks no grouping (unless it holds what is computed: '平均出手速度（StartSpeed）')
    # ('垃圾邮件的字符数（num_char）': only 字符数 — the run stops at 的)
    for m in re.finditer(r"(?:^|[的之里中在和与及或是为，,、\s])((?:(?![的之])[\u4e00-\u9fff]){2,8})[(（]\s*([\w.]+)", question):
        barred = re.match(BAR_AFTER, question[m.end():]) and re.search(r"有几|几个|多少个|多少", question[m.end():])
        # ('平均气温（ausAVt）超过 22.5 度的年份有几个': rows past a bar, counted; not '…的地区有哪些', groups)
        if m.group(2) in columns and (not re.search(GLOSS_KEEPS, m.group(1)) or barred):
            start = m.start(1) + bool(re.search(r"\d\s*$", question[:m.start(1)]) and m.group(1)[0] in "年月日号周")
            aged = re.search(r"\d+(?:\.\d+)?\s*$", question[:start])
            if aged and re.match(r"[岁年月天周]?(?:以下|以上|及以下|及以上|以内)", m.group(1)):
                start = aged.start()  # ('7 岁以下孩子（youngkids）': the 7 is the name's, no bar)
            asked = re.match(r".*(?:是不是|是否|每一?个|各个|哪个|哪些|有没有|所有)", m.group(1))
            start = max(start, m.start(1) + asked.end()) if asked else start  # ('是不是每个县纳德（NADER）': 纳德 only)
            question = question[:start] + " " * (m.end(1) - start) + question[m.end(1):]  # ('7 月布伦特原油' keeps 月)
    # "degree2 (highest degree of the 2nd-grade teacher)": what a column named outright means, in brackets after
    # it, says which column it is once more; its 'highest' ranks nothing
    for m in re.finditer(r"(?<![\w.])([A-Za-z][\w.]*)\s*([(（][^()（）]{3,80}[)）])", question):
        own_value = re.fullmatch(rf"[(（]\s*{re.escape(m.group(1))}\s*[=:：]?\s*[\w.-]+\s*[)）]", m.group(2), re.IGNORECASE)
        # ("the top shelf (shelf 3)": the column's value, said in brackets, is kept)
        if m.group(1) in columns and not own_value and not re.search(r"[=<>]|\b(?:is|are|yes|no)\b|为|是", m.group(2)) \
                and not _values_listed(m.group(2)[1:-1], frame):
            question = question[:m.start(2)] + " " * len(m.group(2)) + question[m.end(2):]
    return question  # ("which kind of school (boys, girls or mixed)": the kinds listed are values, kept)


def _values_listed(text: str, frame: Any) -> bool:
    """Two or more values of one text column, listed ('boys, girls or mixed')."""
    said = {w.strip().lower() for w in re.split(r"\s*(?:,|/|、|或|\bor\b|\band\b)\s*", text) if w.strip()}
    return frame is not None and len(said) >= 2 and any(
        linking.is_text(frame[c]) and said <= {str(v).strip().lower() for v in frame[c].dropna().unique()[:200]}
        for c in frame.columns)


GLOSS_KEEPS = r"平均|均值|最|总|合计|中位|标准差|多少|几|比例|占比|率|哪"
"""Words in the Chinese before a bracketed column that say what is computed, so the gloss stays read (unless a bar
follows the brackets: then the column's own figure is held against it, row by row)."""
EXAMPLE = r"(['\"“‘][\w .-]{1,24}['\"”’]|[\w.-]+)"
ANSWER_EXAMPLE = (r"\b(?:answer|reply|respond|format(?:ted)?|written|give (?:it|them)|write (?:it|them))\s+"
                  rf"(?:it\s+)?(?:like|as in|e\.g\.,?)\s*{EXAMPLE}|"
                  rf"(?:回答|格式|写成|写作)[^，。？?]{{0,12}}[，,]?\s*(?:比如|例如|如)\s*(?:[:：]\s*)?{EXAMPLE}|"
                  r"(?:按|按照|以|用)\s*(['\"“‘][\w .-]{1,24}['\"”’])\s*(?:这样|这种)?的?(?:格式|形式|写法)|"
                  r"(?<=[?？])[^?？]*\((\s*(?:e\.g\.|eg|for example|like|such as),?[^()?？]{1,40}|"
                  r"[^()?？]{1,40}(?:\.\.\.|…)\s*)\)")
"""An example of the answer's form ("Answer like 1950s", "回答季的编号，比如 S05", 'Give them like "1950 Q3"',
'按“1950 Q3”这样的格式回答', '… count? month name as in the data (e.g. Mar)', '…? (Jan, Feb, ...)'): no value the rows must have."""
ANSWER_OPTIONS = (r"(?:\b(?:answer|reply|respond)(?:\s+with)?|回答|(?:^|(?<=[，,。？?\s]))用(?=\s*[A-Za-z0-9'\"“]))\s*\S+\s*"
                  r"(?:\bor\b|或|还是|/)\s*\S+")
"""The answers a question offers ('Answer F or M', '回答 F 或 M'): the form the answer takes."""
BAR_BEFORE = (r"(?:\b(?:more|less|fewer|greater|higher|lower) than|"
              r"\b(?:over|above|below|under|at least|at most|exceeding)|"
              r"超过|高于|低于|大于|小于|不到|不足|少于|多于|达到|至少|[<>≤≥=])\s*$")
BAR_AFTER = r"\s*[)）]\s*(?:是否|有没有)?\s*(?:超过|高于|低于|大于|小于|不到|不足|少于|多于|达到|不低于|不高于|至少)\s*-?\d"


def _spells(name: str, words: list[str]) -> bool:
    """The name is the words' beginnings run together, each word used once in order: 'labsh' of labour share,
    'gsp' of gross state product."""
    if not words:
        return not name
    return any(name.startswith(words[0][:n]) and _spells(name[n:], words[1:]) for n in range(1, len(words[0]) + 1))


def _gloss_span(link: Any, values: list, links: list, question: str) -> tuple[int, int] | None:
    """The span of the Chinese gloss of a bracketed code or column name that holds the link's words ('熊队主场比赛日（Bears_Home
    为 1）' glosses Bears_Home, not Blackhawks_Home), or None."""
    opened = [v.at for v in values] + [l.at for l in links if l.score >= 4]
    for at in opened:
        if at > 0 and question[at - 1] in "（(":
            # (only the words after the last 的: '获奖时年龄最大的最佳男演员（Best actor）' glosses 最佳男演员, not 年龄)
            run = re.search(GLOSS_RUN, question[:at - 1])
            if run and run.start(1) <= link.at < run.end(1) and re.search(r"[\u4e00-\u9fff]", run.group(1)):
                return run.start(1), run.end(1)
    return None


def _no_of_another_column(value: Any, links: list, question: str) -> bool:
    """"reported no affairs": a 'no' said right before another column's name says none of that (affairs == 0), not
    the 'no' of a yes/no column (children)."""
    if question[value.at:value.at + value.length].strip().lower() not in ("no", "yes") or value.partial:
        return False  # (the word itself, not 'non-smokers' said of the smoker column's 'No')
    after = re.match(r"\s+", question[value.at + value.length:])
    follows = value.at + value.length + (after.end() if after else 0)
    return after is not None and any(l.at == follows and l.column != value.column and l.score >= 4 for l in links) \
        and not any(l.column == value.column and l.score >= 4 for l in links)  # ("no seat belt law (enforce = no)")


def _without_glossed_values(values: list, question: str) -> list:
    """'南意大利（Southern Italy）', '前锋（Forward）': the Chinese right before a bracketed value says that value, so no
    other value is found inside it ('南' is no North-Apulia)."""
    glosses = []
    for v in values:
        if v.at > 0 and question[v.at - 1] in "（(" and question[v.at:v.at + v.length].lower() == str(v.value).lower():
            run = re.search(GLOSS_RUN, question[:v.at - 1])
            if run and re.search(r"[\u4e00-\u9fff]", run.group(1)):
                glosses.append((run.start(1), run.end(1)))
    return [v for v in values if not any(start <= v.at < end for start, end in glosses)]


def _without_guesses_before_bracketed_names(values: list, links: list, question: str, spelled: dict,
                                            frame: Any) -> list:
    """'被诊断出意义未明的单克隆丙种球蛋白病（MGUS）': the Chinese clause before a bracketed 0/1 column says what the
    flag means; a value found there only by meaning ('未明' as chapter 'Ill Defined') is no condition (before a
    measure, '心脏科病人的平均住院天数（stay_days）', the ward guessed stays)."""
    spans = []
    for link in links:
        flag = frame[link.column].nunique() == 2  # 0/1, yes/no, True/False
        if flag and link.score >= 4 and link.at > 0 and question[link.at - 1] in "（(":
            start = max((m.end() for m in re.finditer(r"[，,。？?；;：:！!]", question[:link.at - 1])), default=0)
            if re.search(r"[\u4e00-\u9fff]", question[start:link.at - 1]):
                spans.append((start, link.at - 1, link.column))
    said = question.lower()
    return [v for v in values if not any(start <= v.at < end and v.column != flag for start, end, flag in spans)
            or str(v.value).lower() in said or str(v.value).lower() in spelled]  # (the flag's own sides stay:
    # '带真皮座椅（Leather）的车比不带的')


def _without_links_a_bracket_glosses(links: list, question: str) -> list:
    """'the trade-union engagement estimate (v2catrauni)': the words before a column's name written in brackets say
    what it is; another column those words half-name (tradegdp by 'trade') is not meant."""
    spans = []
    for link in links:
        if link.score >= 4 and link.at > 0 and question[link.at - 1] in "（(" and \
                question[link.at:link.at + len(link.column)] == link.column:
            before = question[:link.at - 1]
            gloss = re.search(r"(?:^|\b(?:the|a|an|on|of|in|for|by|with|and|or|its|their)\s+)((?:[A-Za-z0-9'-]+\s*){1,6})$",
                              before, re.IGNORECASE) or re.search(GLOSS_RUN, before)
            if gloss:
                spans.append((gloss.start(1), link.at))
    return [l for l in links if l.score >= 4 or not any(a <= l.at < b for a, b in spans)]


GLOSS_RUN = r"(?:^|[的之里中在和与及或是为按对以把从，,、\s])([^的之里中在和与及或是为按对以把从，,、\s]{1,8})$"
"""The words before a bracket that the bracket glosses: those after the last 的 (or other joining word; '按收入感受（hincfel）
分组' keeps its 按)."""


def _numbers(question: str, frame: Any) -> list:
    """The question's numbers but the years that columns are named for: "the population in 2021" over
    population_1996 … population_2021 names a column, it filters no rows (a 0/1 flag named for a year, After2004,
    names no year's figures: "2004 年跑了多少英里" is that year's rows)."""
    named = {int(w) for c in frame.columns for w in linking.name_words(c) if w.isdigit() and 1500 <= int(w) <= 2100
             and not set(frame[c].dropna().unique().tolist()) <= {0, 1}}
    swapped = units.restated_in_the_table_unit(question, frame)  # '7 feet (84 inches)' over h_in: 84
    return [replace(n, value=swapped.get(n.at, n.value)) for n in quantities.numbers(question)
            if not (n.cmp is None and float(n.value).is_integer() and int(n.value) in named)]


ADDED_UP = r"\+|\bplus\b|\bcombined\b|\btogether\b|\btotal across\b|合计|加起来|加上|相加|之和|合起来"


def with_derived_column(r: Reading) -> tuple[Reading, tuple]:
    """The reading with one more column the rules can measure, made from the table's own, and how it is made
    (`Operation.derived`); or the reading as it is and ()."""
    made = _ratio_said(r) or _product_said(r) or _span_said(r) or _term_said(r) or _columns_added(r) or \
        _rate_of_flag(r) or _range_of_a_pair(r)
    if made is None:
        named = _with_full_name(r)
        return named if named[1] else kinds.with_kind_of_flags(r)
    name, made_values, at, derived = made
    bracket = min((i for i in (r.q.find("(", at), r.q.find("（", at)) if i >= 0), default=-1)
    named_by = r.q[at:bracket] if derived[0] == "ratio" and bracket > at else ""  # "acceptance rate (…)": its words
    link = linking.ColumnLink(name, 4.0, at, at + len(named_by.rstrip()) - 1 if named_by.strip() else -1)
    rest = [l for l in r.links if not (derived[0] == "rate" and l.column == derived[1])]  # the flag is rated, not kept
    values = [v for v in r.values if not (derived[0] == "rate" and v.column == derived[1] and v.value == derived[2])]
    if derived[0] in ("product", "minus", "days"):  # its parts are no other measure
        rest = [l for l in rest if l.column not in derived[1:]]
    if derived[0] == "ratio":  # its parts, and the words that name it ('acceptance rate'), are no other measure
        parts = {l.at for l in r.links if l.column in derived[1:]}  # nor what else is half-named where they are said
        rest = [l for l in rest if l.column not in derived[1:] and not at <= l.at < r.q.find(derived[1], at)
                and not (named_by and at <= l.at < bracket) and l.at not in parts]
    q = r.q
    spread = re.match(r"(?:daily\s+|day's\s+)?range\b|温差|日较差", q[at:], re.IGNORECASE) if derived[0] == "minus" else None
    if spread:  # "the temperature range on 2021-01-05": the pair's difference itself, no range over rows
        q = q[:at] + " " * spread.end() + q[at + spread.end():]
    if derived[0] == "ratio":  # "costs the most per citation (price divided by citations)": the ratio's unit, no group
        under = re.escape(linking.stem(derived[2].lower()))
        q = re.sub(rf"\bper\s+{under}\w*|(?<=\bdivided) by\b", lambda m: " " * len(m.group()), q, flags=re.IGNORECASE)
    return replace(r, q=q, table=replace(r.table, frame=r.table.frame.assign(**{name: made_values})), links=[link, *rest],
                   values=values,
                   numeric=dict.fromkeys([*r.numeric, name]).keys(), derived=derived), derived


FULL_NAME_ASKED = (r"\bfull names?\b|\bfirst (?:name )?(?:and|then) (?:the )?(?:last|family) names?\b|\bfirst names? first\b|"
                   r"全名|姓名|名在前|先名后姓")
"""A name asked whole, given name and family name."""
FULL_NAME = "full name"
"""The column made of a table's first and last names (`Operation.derived` ('full name', first, last))."""


def name_parts(frame: Any) -> tuple[str, str] | None:
    """The text columns holding a person's first name and last name (first_name and last_name, FirstName and
    Surname), when the table has one of each."""
    def kind(column: str) -> str | None:
        words = linking.name_words(column)
        joined = "".join(words)
        if joined in ("firstname", "givenname", "forename", "fname", "first"):
            return "first"
        if joined in ("lastname", "surname", "familyname", "lname", "last"):
            return "last"
        return None
    parts: dict[str, list[str]] = {}
    for c in map(str, frame.columns):
        if kind(c) and linking.is_text(frame[c]):
            parts.setdefault(kind(c), []).append(c)
    if len(parts.get("first", ())) == 1 and len(parts.get("last", ())) == 1:
        return parts["first"][0], parts["last"][0]
    return None


def _with_full_name(r: Reading) -> tuple[Reading, tuple]:
    """'Who is the shortest player? full name', 'How tall is LeBron James' over first_name and last_name: the names
    joined, a column of its own that names each row and holds the name said."""
    parts = name_parts(r.table.frame)
    if parts is None:
        return r, ()
    frame = r.table.frame
    full = (frame[parts[0]].fillna("").astype(str) + " " + frame[parts[1]].fillna("").astype(str)).str.strip()
    asked = matches(FULL_NAME_ASKED, r.raw or r.q)
    said = next(((m.start(), name) for name in full.unique() if " " in name and (
        m := re.search(rf"(?<!\w){re.escape(name)}(?!\w)", r.q, re.IGNORECASE))), None)
    if asked is None and said is None:
        return r, ()
    values, links = r.values, r.links
    if said is not None:  # 'LeBron James': one value of the whole name, no first name 'James' nor last name 'LeBron'
        end = said[0] + len(said[1])
        values = [v for v in values if not said[0] <= v.at < end] + [
            linking.ValueLink(FULL_NAME, said[1], said[0], len(said[1]))]
        links = [l for l in links if not (l.column in parts and said[0] <= l.at < end)]
    for m in re.finditer(FULL_NAME_ASKED, r.raw or r.q, re.IGNORECASE):  # "first name first" asks the whole name,
        links = [l for l in links if not (l.column in parts and m.start() <= l.at < m.end())]  # no first name
    at = asked.start() if asked else said[0]
    derived = (FULL_NAME, *parts)
    return replace(r, table=replace(r.table, frame=frame.assign(**{FULL_NAME: full})), values=values,
                   links=[*links, linking.ColumnLink(FULL_NAME, 4.0 if asked else 1.0, at)],
                   categorical=dict.fromkeys([*r.categorical, FULL_NAME]).keys(), derived=derived), derived


def _columns_added(r: Reading) -> tuple | None:
    """'total nights (weekend + weekday nights)', '进球（主客队进球合计）': the numeric columns sharing the word the
    question says, added up row by row."""
    if not any(not any(v.at <= m.start() < v.at + v.length for v in r.values)
               for m in re.finditer(ADDED_UP, r.q, re.IGNORECASE)):
        return None  # ('the Samsung 970 Evo Plus': a value's word, nothing added up)
    run = _said_together(r)
    if run is not None:  # "SAT 语文和数学平均分加起来", "total across composition, drawing, colour and expression":
        return " + ".join(run[1:]), sum(r.table.frame[c] for c in run[1:]), run[0], ("sum", *run[1:])  # the columns
        # said side by side, added up
    words = linking.tokens(r.q)
    said = {linking.stem(t.text): t.at for t in words}
    joined = {a.text + b.text for a, b in zip(words, words[1:]) if a.text.isdigit()}  # "7 天" → 7day
    measures = [c for c in r.numeric if not linking.holds_years(c)]
    families: dict[str, list[str]] = {}
    for column in measures:
        for word in dict.fromkeys(linking.name_words(column)):
            if len(word) > 2 and not word.isdigit():
                families.setdefault(linking.stem(word), []).append(column)
    # (a word that adds nothing is no quantity: 'total_bal_il' and 'total_il_high_credit_limit' share 'total', and
    # "一共" adds up rows)
    generic = {linking.stem(w) for w in linking.GENERIC_HALVES | linking.GENERIC_HEADS}
    for word, members in families.items():
        best = sorted((l.score for l in r.links if l.column in members), reverse=True)
        if word not in said or word in generic or not 2 <= len(members) <= 4 or (
                len(best) >= 2 and best[0] > best[1] + 0.5 or best[:1] and best[0] >= 4):
            continue  # one of them named outright ('home goals'): that one, not the sum
        own = [{w for w in linking.name_words(c)
                if linking.stem(w) not in {linking.stem(o) for m in members if m != c for o in linking.name_words(m)}}
               for c in members]  # (stems: 'maternal_deaths' has no word of its own beside 'risk_maternal_death')
        if not all(own):
            continue  # 'episode' and 'episode_count' are no two parts of one quantity
        if sum(any(linking.stem(w) in said or w in joined or len(w) >= 4 and any(t.startswith(w) for t in said)
                   for w in words) for words in own) == 1:
            continue  # "7 天观看人数加起来": viewers_7day's own word said, the days added up, not the columns
        name = " + ".join(members)
        return name, sum(r.table.frame[c] for c in members), said[word], ("sum", *members)
    return None


def _said_together(r: Reading) -> tuple | None:
    """(where, a, b, …): measures named each on its own and joined by 'and' ('SAT verbal and math', '语文和数学'), or
    three or more listed ('composition, drawing, colour and expression', '构图、素描、色彩和表现力')."""
    said = sorted((l for l in r.links if l.column in r.numeric and l.score >= 2 and l.at >= 0
                   and not linking.holds_years(l.column)), key=lambda l: l.at)
    run: list = []
    for first, second in zip(said, said[1:]):
        between = r.q[first.at:second.at]
        joined = first.column != second.column and re.fullmatch(
            r"[\w\u4e00-\u9fff]+\s*(?:and|&|\+|plus|和|与|及|以及)\s*", between, re.IGNORECASE)
        listed = first.column != second.column and re.fullmatch(r"[\w\u4e00-\u9fff]+\s*[,、，]\s*", between)
        if joined and not run:
            return first.at, first.column, second.column
        if listed or joined and run:
            run = (run or [first]) + [second]
            if joined:
                break
        else:
            run = []
    return (run[0].at, *dict.fromkeys(l.column for l in run)) if len(run) >= 3 and joined else None


TIMES = r"乘以|乘上|(?<!many )\btimes\b(?!\s+(?:as|larger|bigger|greater|higher|more|less|smaller|that|those)\b)|\bmultiplied by\b|×"
"""What a question says between two columns it multiplies ('fatalities times miles'; not 'how many times larger')."""
RATIO = r"\s*(?:/|÷|divided by|over|除以|比上)\s*"
"""What a question says between two columns it divides."""


def _product_said(r: Reading) -> tuple | None:
    """'用每百万英里死亡率乘以里程数', 'fatalities times miles': the two measures the question multiplies, row by row."""
    said = matches(TIMES, r.q)
    if said is None:
        return None
    clause = re.search(r"[^，,。；;？?]*$", r.q[:said.start()]).start(), said.end() + re.search(
        r"^[^，,。；;？?]*", r.q[said.end():]).end()
    text = r.q[clause[0]:clause[1]]  # linked again alone: a column said earlier too ('死于') is said here as well
    inside = linking.link_columns(text, linking.tokens(text), list(r.numeric))
    measures = list(dict.fromkeys(l.column for l in sorted(inside, key=lambda l: l.at)
                                  if l.score >= STRONG and not linking.holds_years(l.column)))
    if len(measures) != 2:
        return None
    a, b = measures
    return f"{a} × {b}", r.table.frame[a] * r.table.frame[b], clause[0] + min(
        l.at for l in inside if l.column in measures), ("product", a, b)


HIGH_WORDS, LOW_WORDS = {"max", "high", "hi"}, {"min", "low", "lo"}
TEMPERATURE = {"temp", "temperature", "t"}


def _range_of_a_pair(r: Reading) -> tuple | None:
    """'the average daily temperature range', '平均温差': each row's high minus its low, where the table keeps the
    measure as one pair of columns (temp_max and temp_min, High and Low) and the question names neither end."""
    said = matches(r"\b(?:daily\s+|day's\s+)?range\b(?!\s+of\s+(?:the\s+)?(?:max|min|high|low))|温差|日较差", r.q)
    if said is None or r.has(r"\b(?:max(?:imum)?|min(?:imum)?|highest|lowest|high|low)\b|最高|最低|最大|最小"):
        return None
    words = {c: set(linking.name_words(c)) for c in r.numeric}
    pairs = [(high, low) for high in r.numeric for low in r.numeric if words[high] & HIGH_WORDS
             and words[low] & LOW_WORDS and words[high] - HIGH_WORDS == words[low] - LOW_WORDS]
    if len(pairs) != 1:
        return None
    high, low = pairs[0]
    if any(l.column in (high, low) and l.score >= 4 for l in r.links):
        return None  # ("the range of temp_max": that column's own range)
    named = {l.column for l in r.links if l.column in r.numeric and l.score >= STRONG}
    if named - {high, low} or not named and not (said.group() in ("温差", "日较差") and words[high] & TEMPERATURE):
        return None  # ("the range of wind": that column's own range)
    frame = r.table.frame
    return f"{high} - {low}", frame[high] - frame[low], said.start(), ("minus", high, low)


def _span_said(r: Reading) -> tuple | None:
    """'the number of days from diagnosis (diag) to death (death)': the later column minus the earlier, row by row,
    both named outright."""
    span = matches(r"\bfrom\b(.{1,60}?)\bto\b(.{1,80})|从(.{1,30}?)到(.{1,30})", r.q)
    if span is None or not r.has(r"\b(?:days?|years?|months?|weeks?|hours?|minutes?|time|long)\b|天数|多少天|多久|间隔"):
        return None
    first = span.start(1) if span.group(1) else span.start(3)
    second = span.start(2) if span.group(2) else span.start(4)
    named = [l for l in r.links if l.column in r.numeric and l.score >= 4 and l.at >= 0]
    a = min((l for l in named if first <= l.at < second), key=lambda l: l.at, default=None)
    b = min((l for l in named if l.at >= second), key=lambda l: l.at, default=None)
    if a is None or b is None or a.column == b.column:
        return None
    frame = r.table.frame
    return f"{b.column} - {a.column}", frame[b.column] - frame[a.column], span.start(), ("minus", b.column, a.column)


TERM = (r"\bterms?\b|\btenures?\b|\btime in office\b|\bin office\b|\bhow long\b|\bdurations?\b|\blasted\b|"
        r"任期|在任|任职|时长|多久|持续")
"""A span of time a row lasted ('the shortest term', '任期最短'), from its start date to its end date."""
SPAN_WORDS = {"duration", "tenure", "length", "stay", "los", "tripduration"}
"""Words of a numeric column's name that say it holds a span of time already."""
SPAN_UNITS = {"days", "weeks", "months", "years", "seconds", "minutes", "hours"}


def _holds_a_span(name: str) -> bool:
    """'duration_weeks', 'tripduration', 'years_of_service', 'days_in_office': a span; 'hours_billed' and
    'service_calls' are not."""
    words = set(linking.name_words(name))
    return bool(words & SPAN_WORDS) or bool(words & SPAN_UNITS and words & {"service", "office", "served", "tenure"})
STARTS, ENDS = {"start", "begin", "began", "from", "entry", "opened", "open", "in"}, \
    {"end", "ended", "finish", "to", "exit", "closed", "close", "out", "until"}


def _term_said(r: Reading) -> tuple | None:
    """'Which president had the shortest term', '任期最短': the days from the row's start date to its end date, where
    the table has one pair of dates named for starting and ending and no column of the span itself."""
    term = matches(TERM, r.q)
    if term is None or any(l.score >= 4 and l.column in r.numeric for l in r.links) or re.match(
            r"\s*(?:开始|结束|start|end|begin|beginning)", r.q[term.end():], re.IGNORECASE) or re.search(
            r"\b(?:each|per|every|which|this|that|fall|spring|summer|winter|autumn)\s+$", r.q[:term.start()], re.IGNORECASE):
        return None  # ('任期开始时的年龄' is an age; 'in each term' a period, no span)
    frame = r.table.frame
    if any(_holds_a_span(str(c)) for c in r.numeric):
        return None  # the table already holds the span ('years_of_service', 'duration_weeks', 'tripduration')
    dates = [str(c) for c in frame.columns if is_date(frame[c], str(c))]
    starts = [c for c in dates if set(linking.name_words(c)) & STARTS]
    ends = [c for c in dates if set(linking.name_words(c)) & ENDS]
    if len(starts) != 1 or len(ends) != 1 or starts == ends:
        return None
    start, end = starts[0], ends[0]
    days = (as_dates(frame[end]) - as_dates(frame[start])).dt.days
    if not (days.dropna() > 0).any() or re.search(r"\b(?:seconds?|minutes?|hours?)\b|秒|分钟|小时", r.q):
        return None  # spans within a day ('how long do subscribers ride, in seconds'): no days to count
    return f"days from {start} to {end}", days, term.start(), ("days", end, start)


def _ratio_said(r: Reading) -> tuple | None:
    """'acceptance rate (Accept divided by Apps)', '人均实际 GDP（rgdpna 除以 pop）': one numeric column named outright,
    divided by another, row by row."""
    named = sorted((l for l in r.links if l.column in r.numeric and l.score >= 4 and l.at >= 0), key=lambda l: l.at)
    written = {c.lower(): c for c in r.numeric}  # "per citation (price divided by citations)": each name where written
    said = [linking.ColumnLink(written[m.group().lower()], 4.0, m.start()) for m in re.finditer(r"[A-Za-z_][\w.]*", r.q)
            if m.group().lower() in written]
    pairs = list(zip(said, said[1:])) + list(zip(named, named[1:])) + _divided_by_meaning(r)
    for a, b in pairs:
        between = r.q[a.at + len(a.column): b.at]
        if a.column != b.column and re.fullmatch(RATIO, between, re.IGNORECASE) and \
                r.q[a.at: a.at + len(a.column)].lower() == a.column.lower() or a.score < 0:
            name = f"{a.column} / {b.column}"
            frame = r.table.frame
            # "the lowest acceptance rate (Accept divided by Apps)": the words before the brackets name it
            gloss = re.search(r"(?:[A-Za-z]+\s+){1,3}$|[\u4e00-\u9fff A-Za-z]{1,12}$", r.q[:a.at - 1]) \
                if a.at > 0 and r.q[a.at - 1] in "（(" else None
            at = gloss.start() + len(gloss.group()) - len(gloss.group().lstrip()) if gloss else a.at
            return name, frame[a.column] / frame[b.column].where(frame[b.column] != 0), at, ("ratio", a.column, b.column)
    return None


def _divided_by_meaning(r: Reading) -> list[tuple]:
    """'长宽比（叶片长度除以叶片宽度）': the numeric columns named just before and just after 除以 / divided by, inside
    one clause, when no column is written out there (their links carry a negative score: a pair already checked)."""
    said = matches(r"除以|\bdivided by\b", r.q)
    if said is None:
        return []
    clause = re.search(r"[^，,。；;？?（(]*$", r.q[:said.start()]).start(), said.end() + re.search(
        r"^[^，,。；;？?）)]*", r.q[said.end():]).end()
    numeric = [l for l in r.links if l.column in r.numeric and l.score >= STRONG and clause[0] <= l.at < clause[1]]
    text = r.q[clause[0]:clause[1]]  # a column said twice ('acceptance rate (accepted divided by …)') is linked
    numeric += [replace(l, at=l.at + clause[0]) for l in linking.link_columns(text, linking.tokens(text), list(r.numeric))
                if l.score >= STRONG]  # once, where it is said best: read the clause by itself as well
    before = max((l for l in numeric if l.at < said.start()), key=lambda l: (l.at, l.score), default=None)
    after = min((l for l in numeric if l.at >= said.end()), key=lambda l: (l.at, -l.score), default=None)
    if before is None or after is None or before.column == after.column:
        return []
    return [(replace(before, score=-1.0), after)]


YES = ("yes", "y", "true")


def _yes(values: Any) -> list:
    """The value of a yes/no column that means yes: 'Yes', 'TRUE', or 1 of a 0/1 flag ('received_callback')."""
    if set(values.tolist()) <= {0, 1} and len(values) == 2:
        return [1]
    return [v for v in values if str(v).strip().lower() in YES]


def _rate_of_flag(r: Reading) -> tuple | None:
    """'by churn rate', '客户流失率最高': a yes/no column said right before 'rate', as 100 where yes, else 0 — so a
    group's mean is its rate in percent (and no 0/1 flag the rules would read as a condition)."""
    rate = matches(r"(?<=\w)\s*(?:rate|率|比例|占比)|(?<=\bturnout)\b", r.q)  # (a turnout is a rate of voting)
    compared = r.has(r"\b(which|rank|ranked|ranking|per|each|by|compare)\b|哪|排名|排序|每|各|分别") or r.has(VERSUS)
    if not compared:
        return None  # one rate alone is a share of rows ('加班员工的离职率'); groups compared need it per row
    named = re.match(r"\s*[(（]\s*([A-Za-z_][\w.]*)\s*[)）]", r.q[rate.end():]) if rate else None
    if named and named.group(1) in r.numeric:
        return None  # "净资产收益率（roe）": the rate is that column, written out
    rates_held = rate is not None and any(l.column in r.numeric and l.score >= STRONG and "rate" in linking.name_words(
        l.column) and rate.start() - 4 <= l.at <= rate.end() for l in r.links)
    # ("the rural suicide rate" over (cause, status, rate): the table's own rates, of the Suicide rows — not a share of
    # Suicide rows; a yes/no flag's rate is still its share, beside any DailyRate)
    share = matches(r"\b(?:share|proportion|percentage|fraction|rate)\s+of\b", r.q)
    relative = r.has(r"\bproportionally\b|\brelatively\b|\bas a (?:share|proportion)\b|按比例|相对而言")
    for value in r.values:  # "哪个州的患者死亡比例最高", "the share of patients who died … in VIC than in NSW"
        before = rate is not None and 0 <= rate.start() - (value.at + value.length) <= 2
        after = share is not None and 0 <= value.at - share.end() <= 40 or relative  # ("chose foe more often,
        # proportionally": that value's share)
        held = r.table.frame[value.column].dropna().unique()
        if (before or after) and 2 <= len(held) <= 12 and not value.partial and not (rates_held and not _yes(held)):
            name = f"{value.column} {value.value} rate"
            return name, _rated(r.table.frame[value.column], value.value), value.at, (
                "rate", value.column, value.value)
    if rate is None and share is None:
        return None
    for link in sorted(r.links, key=lambda l: -l.at):  # the word nearest before 'rate' (or after 'share of') is rated
        before = rate is not None and (0 <= rate.start() - (max(link.at, link.last) + 1) <= 12 or 0 <= link.at < rate.start() and re.fullmatch(
            r"\w+\s+at\s+(?:a|the)\s+(?:higher|lower|greater|smaller|bigger|faster|slower)", r.q[link.at:rate.start()]))
        before = before or rate is not None and _said_again_before(r, link.column, rate.start())
        # ("were women released at a higher rate"; '投票率' said again after '投票调查')
        after = share is not None and 0 <= link.at - share.end() <= 40  # ('the share of respondents saying abortion
        values = r.table.frame[link.column].dropna().unique()  # should be banned': a yes/no column, said a little later)
        yes = _yes(values)
        if link.score < STRONG or not (before or after) or (link.column in r.numeric and yes != [1]):
            continue
        if len(values) == 2 and yes:
            name = f"{link.column} rate"
            return name, _rated(r.table.frame[link.column], yes[0]), link.at, ("rate", link.column, yes[0])
    return None


def _said_again_before(r: Reading, column: str, at: int) -> bool:
    """A word of the column's ends where the rate's word begins, or holds it ('投票率'): the column said again there,
    wherever its link was first made."""
    named = {linking.stem(w) for w in linking.name_words(column)}
    return any(t.at < at <= t.at + len(t.raw) and linking.stem(t.text) in named for t in linking.tokens(r.q))


def _rated(series: Any, value: Any) -> Any:
    """100 where the series holds the value, 0 where it holds another, nothing where it is empty."""
    return (100 * (series == value).astype(int)).where(series.notna())


WORD_SAID = r"(?:这个词|这个字|这个单词|这几个字|字样|一词)"
"""Chinese for 'the word', said after it: "刊名里带 Finance 这个词"."""
CONTAINED_WORD = (r"(?:提到|提及|包含|\bcontain(?:s|ing)?\b|\bmention(?:s|ing|ed)?\b)\s*(?:the word\s+)?['\"“‘]?(?=[A-Za-z])|"
                  r"\bthe word\s+['\"“‘]?(?=[A-Za-z])|(?<![A-Za-z])(?=[A-Za-z][A-Za-z0-9-]*['\"”’]?\s*" + WORD_SAID + ")")
"""Where a word said to be inside the cells begins: "containing the word X", "带 Finance 这个词"."""


def _key_bracketed(after: str, frame: Any) -> bool:
    """The words after '平均每个' name, in brackets, a column that groups rows: text or an id, whose values repeat."""
    m = re.match(r"[\u4e00-\u9fff]{0,6}[（(]\s*([\w.]+)\s*[)）]", after)
    if m is None or m.group(1) not in map(str, frame.columns):
        return False
    series = frame[m.group(1)]
    keyed = not linking.is_number(series) or "id" in linking.name_words(m.group(1))
    return keyed and bool(series.duplicated().any())


def _kind_asked_for(values: list, links: list, masked: str) -> tuple[list, list]:
    """A Chinese word right after 哪个 / 哪种 whose gloss spells a value ('哪个行业' read as the industry 'Trade') asks
    for that value's column, not for its rows: the value goes, its column is linked there."""
    kept = []
    for v in values:
        said = masked[v.at:v.at + v.length]
        follows = any(v.at + v.length <= l.at <= v.at + v.length + 2 and l.score >= STRONG and l.column != v.column
                      for l in links)  # ('哪个日本城市': Japan says which cities, the city is asked)
        if re.search(r"(?:哪个|哪一个|哪种|哪一种|哪类|哪一类|哪些|哪几个|哪家)\s*$", masked[:v.at]) and not said.isascii() \
                and str(v.value).lower() not in masked.lower() and not v.partial and not follows:
            if not any(l.column == v.column and l.score >= STRONG for l in links):
                links = [linking.ColumnLink(v.column, 2.125, v.at, v.at), *links]
            continue
        kept.append(v)
    return kept, links


QUOTED_INSIDE = (r"(?:提到|提及|包含|含有|带有|\bcontain(?:s|ing)?\b|\bmention(?:s|ing|ed)?\b)\s*"
                 r"(?:the (?:words?|phrase)\s+)?" + QUOTED_PHRASE)
"""A phrase of several words said, in quotes, to be inside the cells."""


def _column_word_as_value(value: Any, links: list, masked: str, values: list) -> bool:
    """'job title' over current_title, whose cells hold one 'Title': a word of the column's name said in lower case
    names the column, not that capitalised cell (unless another of its values is said too: "in a coma, and how many
    in a stupor" over coma's 'Coma' and 'Stupor')."""
    said = masked[value.at:value.at + value.length]
    if str(value.value).strip().lower() == value.column.lower() and any(
            v.column == value.column and v.value != value.value for v in values):
        return False
    return said.islower() and said != str(value.value) and any(
        l.score >= STRONG and said in linking.name_words(l.column) and l.at <= value.at <= max(l.at, l.last)
        for l in links)


def _only_a_values_word(link: Any, values: list, frame: Any) -> bool:
    """'达能（dannon）一共被买了多少次' over price.dannon and feat.dannon beside the brand chosen: a measure named only by
    a word that is a value said is that value's rows, not the measure ('the price of dannon' says both)."""
    return link.score < 2 and link.column in frame and linking.is_number(frame[link.column]) and any(
        v.at <= link.at < v.at + v.length and str(v.value).strip().lower() in linking.name_words(link.column)
        for v in values)


def _ends_a_measures_name(value: Any, links: list, frame: Any, masked: str) -> bool:
    """'the price of yoplait' over price.yoplait beside a column of the brand chosen: the value's word ends the name of
    a measure whose other words are said before it; the measure is asked, over every row, not the rows that chose it."""
    word = str(value.value).strip().lower()
    return any(l.score >= 2 and 0 <= l.at < value.at == l.last and word in linking.name_words(l.column)
               and l.column in frame and linking.is_number(frame[l.column]) and re.fullmatch(
                   r"[\w.]+\s*(?:(?:of|for)\s+(?:the\s+)?)?|[\u4e00-\u9fff]{1,4}的?", masked[l.at:value.at])
               for l in links)  # ('price of yoplait'; not "the bus cost for people who took the train")


SCALE_NOTED = (r"[(（]\s*(?:on\s+a\s+|from\s+|[A-Za-z_][\w.]*\s+)?[01]\s*(?:到|至|-|–|~|～|to)\s*\d+\s*"
               r"(?:分|points?|scale|point scale)?\s*(?:scale|分制|的量表)?\s*[)）]|"
               r"按\s*[01]\s*(?:到|至)\s*\d+\s*的?顺序|\bin (?:the )?order (?:of )?[01]\s*(?:to|-|–)\s*\d+\b|"
               r"[(（]\s*(?:满分|总分)\s*(?:为|是)?\s*\d+\s*分?\s*[)）]|[(（]\s*out of \d+(?: points?)?\s*[)）]")
"""A scale noted in brackets after a measure ('信任度（0 到 10 分）', 'trust (0-10)', '(on a 1 to 5 scale)', '(hincfel 1 到
4)', '（满分 10 分）', '(out of 10)'), from 0 or 1 up, or the order of a group's codes ('按 1 到 4 的顺序'): what the figures can be, not rows to keep
('(8-10)' still keeps rows)."""


def _statements_quoted(masked: str, links: list) -> str:
    """A statement quoted before the column it glosses ("'there should be more national parks' (moreparks)") says
    what the column asks, no comparison or bar of the question's own: its words are blanked."""
    for link in links:
        if link.score >= 4 and link.at > 0:
            m = re.search(r"(['\"“‘])([^'\"“”‘’]{8,120})(['\"”’])\s*[(（]\s*$", masked[:link.at])
            if m and len(m.group(2).split()) >= 3:
                masked = masked[:m.start(2)] + " " * len(m.group(2)) + masked[m.end(2):]
    return masked


def _scale_unsaid(m: re.Match) -> str:
    """A noted scale blanked, but an order it names keeps its words: '按 1 到 4 的顺序' still asks for the groups in
    order, its numbers bar nothing."""
    said = m.group()
    return re.sub(r"\d", " ", said) if re.search(r"顺序|order", said, re.IGNORECASE) else " " * len(said)


def _of_the_year_said(value: Any, question: str, frame: Any) -> Any:
    """'the fate Wasp in 2004' over Fate03 and Fate04, both holding 'Wasp': the value of the sibling named for the
    year said."""
    named = linking.year_suffixed(value.column)
    said = {y[2:] for y in re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", question)}
    if named is None or named[1] in said or len(said) != 1:
        return value
    year = next(iter(said))
    sibling = next((str(c) for c in frame.columns if re.fullmatch(rf"{re.escape(named[0])}[._]?{year}", str(c))), None)
    return replace(value, column=sibling) if sibling and (frame[sibling] == value.value).any() else value


def _without_numbers_of_names(masked: str, links: list, frame: Any, dates: list[str]) -> str:
    """The question without the numbers that are part of the best linked column's name, which compare nothing:
    '5' of "under-5 mortality" (under5_mortality_2018), and the year of "in 2018" in a wide table with a column per
    year (under5_mortality_2018) and no year or date column to filter by."""
    strong = [l for l in links if l.score >= STRONG]
    if not strong:
        return masked
    best, column = strong[0], strong[0].column
    spans = []
    for link in strong:  # ('75 岁以上人口占比' of pop75 beside the savings ratio asked: an age band, no bar)
        for pieces in linking.lettered_parts(link.column):
            if len(pieces) < 2 or not any(p.isdigit() for p in pieces) or not any(len(p) > 1 and p.isalpha() for p in pieces):
                continue
            m = re.search(r"(?<![a-z0-9])" + "([-\\s]?)".join(f"({re.escape(p)})" for p in pieces) + r"(?![a-z0-9])",
                          masked, re.IGNORECASE)
            band = re.search(rf"(?<![\d.]){pieces[-1]}\s*岁\s*(?:以上|以下|及以上|及以下)", masked) \
                if pieces[-1].isdigit() and pieces[0].isalpha() else None
            distance = linking.distance_said(pieces, masked.lower()) if m is None else None
            ended = next((e for at in sorted({link.at, link.last}) if at >= 0 and (e := re.compile(
                rf"[A-Za-z&\u4e00-\u9fff]{{1,3}}\s*({pieces[-1]})(?![\d.])").match(masked, at))), None) \
                if m is None and pieces[-1].isdigit() else None
            if m:
                spans += [m.span(g) for g in range(1, len(m.groups()) + 1) if m.group(g).isdigit()]
            elif distance:  # "the fastest 200m" of run200m: the race, no bar
                spans.append(distance.span())
            elif ended:  # 'S&P 500', '标普 500' of SP500_Return: the name said to its end
                spans.append(ended.span(1))
            elif band:
                spans.append((band.start(), band.start() + len(pieces[-1])))
            elif link is best and len(pieces) == 2 and pieces[1].isdigit() and best.at >= 0 and \
                    masked[best.at:best.at + len(pieces[1])] == pieces[1]:  # "a 70 mph speed limit": speed70
                spans.append((best.at, best.at + len(pieces[1])))
    for link in strong:  # '100 米栏', "the 100m hurdles": a race's distance said before its column, no bar
        units = "|".join(linking.DISTANCE_UNITS.values())
        race = re.search(rf"(?<![\d.,])\d+\s*-?\s*(?:({units})(?![a-z])\s*)?$", masked[:link.at], re.IGNORECASE) \
            if link.at > 0 else None  # (a unit ends a word: '12 months' and '36-month' are no metres)
        barred = race and re.search(r"(?:more|less|fewer|greater|higher|lower|longer|shorter) than\s*$|\b(?:over|under|"
                                    r"above|below|at least|at most|exceeds?)\s*$|超过|低于|高于|不到|大于|小于|以内",
                                    masked[max(0, race.start() - 16):race.start()], re.IGNORECASE)
        by_unit = re.match(rf"(?:{units})(?![a-z])", masked[link.at:], re.IGNORECASE)
        if by_unit and not re.search(r"\d", link.column) and not re.match(r"[\u4e00-\u9fff](?<![的以或及])",
                                                                          masked[link.at + by_unit.end():][:1]):
            continue  # "trips of 20 miles or more", '正好是 2 英里': Distance linked by the unit, the number a bar
        if race and not barred and (race.group(1) or by_unit):
            spans.append((race.start(), race.start() + len(re.match(r"\d+", race.group()).group())))
    plain_years = not dates and not any(linking.holds_years(str(c)) for c in frame.columns)
    said_years = re.findall(r"(?<![\d.])(?:1[89]|20)\d\d(?!\d)", masked)
    if plain_years and len(set(said_years)) == 1 and said_years[0] in linking.name_words(column):
        spans += [m.span() for m in re.finditer(rf"(?<![\d.]){said_years[0]}(?!\d)", masked)]
    for start, end in spans:
        masked = masked[:start] + " " * (end - start) + masked[end:]
    return masked


ALL_COUNTED = (r"都(?:算|包括|计入|要算|计算|算上|算进去|包含)|\b(?:count|counting|include|including)\s+(?:them\s+)?both\b|"
               r"\bboth\s+(?:count|are counted|included)\b")
"""'还押的和已判刑的都算', 'count both': the values said are all taken in, none of them keeps rows."""


def _all_counted(value: Any, question: str, values: list) -> bool:
    """The value is said in a remark that takes every kind in ('还押的和已判刑的都算'), the only one of its column
    found there (the other kind went unread): no condition on the rows. Two or more found ('counting both the AIRBUS
    and AIRBUS INDUSTRIE spellings') are kept: they are the rows asked about."""
    start = max((question.rfind(p, 0, value.at) for p in "，,。；;？?（("), default=-1) + 1
    ends = [i for i in (question.find(p, value.at) for p in "，,。；;？?）)（(") if i >= 0]
    end = min(ends) if ends else len(question)
    alone = sum(v.column == value.column and start <= v.at < end for v in values) == 1
    remark = re.search(ALL_COUNTED, question[start:end], re.IGNORECASE)
    if not alone or remark is None or not re.match(r"的?\s*(?:和|与|及|、|或|也|跟|都|\band\b|\bor\b|,)", question[
            value.at + value.length:], re.IGNORECASE):
        return False  # (a kind listed: '已判刑的都算', '已判刑和还押'; not '一班男女都算', which names the class)
    if re.search(r"\bboth\s+(?:the\s+)?$", question[start:value.at], re.IGNORECASE):
        return True  # "count both remanded and sentenced": the kinds follow 'both'
    rest = question[start:start + remark.start()]  # "还押的和已判刑的都算": the kinds and their joints, little else
    rest = rest[:value.at - start] + rest[value.at - start + value.length:]
    return remark.group().startswith("都") and len(re.sub(r"[\s的和与及、或也跟还是以]", "", rest)) <= 4


STUDIES = {"trial", "study", "experiment", "test", "survey"}
"""Words for a study as a whole: any of them said in Chinese is the study a table named by another is of."""


def _scope_of_table(value: Any, table: Table, question: str) -> bool:
    """'Sacramento-area homes' in sacramento_homes.csv, '萨克拉门托地区': the area the whole table covers, not the
    rows of one city."""
    words = linking.name_words(table.name.rsplit("/", 1)[-1].rsplit(".", 1)[0])
    after = question[value.at + value.length:]
    said = question[value.at:value.at + value.length]
    if re.search(r"[\u4e00-\u9fff]", said) and str(value.value).lower() not in linking.value_spellings(question):
        # a value guessed by meaning from the Chinese for the table's own name ('艾滋病患者' in aids_patients)
        named = {linking.stem(w) for w in words if len(w) >= 3}
        studies = STUDIES if named & STUDIES else set()  # ('CGD 试验里' in cgd_trial: an experiment is the trial)
        for word, at in dictionary.words(question, linking.QUESTION_WORDS):
            glossed = {linking.stem(g.lower()) for g in dictionary.glosses(word)}
            as_data = re.match(r"\s*(?:里|中|数据|的数据|当中)", question[at + len(word):])  # (not '研究药物组')
            if at <= value.at < at + len(word) and (glossed & named or glossed & studies and as_data):
                return True
    if str(value.value).lower() in {w for w in words if len(w) >= 4}:
        if value.partial:  # "the Blizzard survey" in blizzard_salaries: a word some free-text comments also hold
            return True
        return re.match(r"[-\s]?(?:area|region|metro|wide)\b|\s*(?:地区|一带|周边|全区)", after, re.IGNORECASE) is not None
    # "the Chicago taxi trips" in taxi, "in the Chicago data", "芝加哥出租车数据": a word inside one value ('Chicago
    # Independents') that says where the whole table is from
    if value.length >= len(str(value.value)) or str(value.value).lower() in linking.value_spellings(question):
        return False  # the whole value said ('麻疹病例' in cases: measles cases)
    named = {linking.stem(w) for w in words if len(w) >= 3} | {"data", "dataset", "table", "survey", "数据", "调查"}
    following = re.match(r"[\s-]*([A-Za-z]+)", after)
    if following is not None:
        return linking.stem(following.group(1).lower()) in named
    end = value.at + value.length + len(after) - len(after.lstrip())
    for word, at in dictionary.words(question, linking.QUESTION_WORDS):  # the word after, or one the span half took
        if value.at < at <= end and at + len(word) > value.at + value.length:
            return word in named or bool({linking.stem(g.lower()) for g in dictionary.glosses(word)} & named)
    return after.lstrip().startswith("数据")


def _said_first(dates: list[str], words: list, links: list) -> list[str]:
    """Date columns, the one the question speaks of first ('polls that ended in November': enddate, not startdate)."""
    if len(dates) < 2:
        return dates
    trimmed = {re.sub(r"(?:ed|ing|es|s)$", "", t.text.lower()) for t in words if len(t.text) >= 3}
    trimmed = {t for t in trimmed if len(t) >= 3}
    linked = {l.column for l in links if l.score >= STRONG}

    def said(column: str) -> bool:
        return column in linked or any(w.startswith(t) for w in [column.lower(), *linking.name_words(column)]
                                       for t in trimmed)

    def own_words(column: str) -> int:  # "what date did the poll … end": endDate over startDate, both dates
        return sum(any(w.startswith(t) for t in trimmed) for w in linking.name_words(column)
                   if w not in ("date", "time", "day", "dt"))
    return sorted(dates, key=lambda c: (not said(c), -own_words(c)))


def value_said_before(value: Any, question: str) -> str:
    return question[max(0, value.at - 24): value.at]


def _in_named_column(value: Any, links: list, frame: Any, question: str) -> Any:
    """A value several columns hold ('Unknown' in race and preRace) belongs to the one the question names."""
    after = value.at + value.length + len(question[value.at + value.length:]) - len(
        question[value.at + value.length:].lstrip())
    for link in links:  # "a high density" where height holds 'high' too: the column named right after it
        if link.at == after and link.score >= 4 and link.column != value.column and link.column in frame \
                and linking.is_text(frame[link.column]) and (frame[link.column] == value.value).any():
            return replace(value, column=link.column)
    if not re.search(rf"(?:{SET_ASIDE})\s*(?:the\s+)?$", value_said_before(value, question), re.IGNORECASE):
        return value  # only a value set aside is taken to belong to the column asked about ('not counting Unknown')
    own = max((l.score for l in links if l.column == value.column), default=0.0)
    for link in links:  # best first
        if link.score < max(STRONG, own + 1e-9) or value.partial:
            break
        series = frame[link.column]
        if link.column != value.column and linking.is_text(series) and (series == value.value).any():
            return replace(value, column=link.column)
    return value


ANSWERS = {"yes", "no", "y", "n", "true", "false"}


def _answer_of_flag(value: Any, links: list, frame: Any) -> Any:
    """A yes or a no several yes/no columns hold is the answer of the one the question names ('speed65 yes');
    of none named, it is no value at all ('have no seatbelt usage rate recorded'): None."""
    text = str(value.value).strip().lower()
    if text not in ANSWERS:
        return value
    holders = [str(c) for c in frame.columns if linking.is_text(frame[c]) and
               text in {str(v).strip().lower() for v in frame[c].dropna().unique()[:20]}]
    if len(holders) < 2:
        return value
    named = [l for l in links if l.column in holders and l.score >= STRONG and l.at >= 0]
    if not named:
        return None
    gap = lambda l: max(value.at - l.at - len(l.column), l.at - value.at - value.length)  # noqa: E731
    nearest = min(gap(l) for l in named)
    near = [l for l in named if gap(l) <= nearest + 4]  # the one named next to it; of names said at one place, the
    return replace(value, column=max(near, key=lambda l: (l.score, -gap(l))).column)  # best ('League 为 N', not NewLeague)


def as_dates(series: Any) -> Any:
    """The column's dates, NaT where a cell is none: quarters ('1998 Q1', '1998Q1') as the day each begins."""
    import pandas as pd

    if decimal_years(series):  # (as the code `operations.render` writes for Operation.periods reads them, too)
        year = (series + 1e-6) // 1
        return pd.to_datetime(pd.DataFrame({"year": year, "month": ((series - year) * 12).round() + 1, "day": 1}),
                              errors="coerce")
    if period_part(series) == "quarter":  # as the code `operations.render` writes for Operation.periods reads them
        text = series.astype("string").str.replace(r"[\s-]", "", regex=True).str.upper().str.replace(
            r"^Q([1-4])(\d{4})$", r"\2Q\1", regex=True)
        return pd.Series(pd.PeriodIndex(text, freq="Q").to_timestamp(), index=series.index)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return pd.to_datetime(series, errors="coerce", format="mixed")


def _names_a_columns_things(value: Any, links: list, question: str) -> bool:
    """'two or more Wii wheels': a word found only inside some cells ('Mario Kart Wii …' titles), said right before
    another column's name, says what kind of thing that column counts — it keeps no rows."""
    gap = re.match(r"\s+", question[value.at + value.length:])
    follows = value.at + value.length + (gap.end() if gap else 0)
    return value.partial and any(l.at == follows and l.column != value.column and l.score >= STRONG for l in links)


def _taken_in(value: Any, question: str, values: list) -> bool:
    """A value said as one more of the rows ('the states plus DC', '包括华盛顿特区'): it filters nothing. Not
    after another value of its column ('Texas plus California': both are the rows asked about)."""
    if any(other.column == value.column and other.at < value.at for other in values):
        return False
    after = question[value.at + value.length: value.at + value.length + 40]
    if re.search(r"[(（]\s*(?:the\s+)?$", value_said_before(value, question)) and re.match(
            r"\s*(?:(?:is\s+|being\s+)?(?:counted|treated|counts?)\s+as\s+(?:one|a state|a country)|included|as one)\b",
            after, re.I):
        return True  # "(DC counted as one)": how the rows are counted, not which
    before = value_said_before(value, question)
    counted = re.search(r"\b(?:count|counting|include|including)\s+(?:the\s+)?$", before, re.IGNORECASE) and re.match(
        r"\s*(?:as well|too|as (?:a|an|one)\b)", after, re.IGNORECASE)  # "Count DC as well", "Count DC as a state"
    remarked = re.search(r"[,，(（]\s*(?:the\s+)?$", before) and re.match(r"\s*(?:is\s+|being\s+)?included\b", after,
                                                                      re.IGNORECASE)
    if counted or remarked or re.match(COUNTED_TOO, after):  # "…, DC included", "把 DC 也算上", "（DC 也算）"
        return True
    if re.match(r"\s*counts?\s+as\s+(?:one|a state|a country|a nation|a city)\b", after, re.IGNORECASE):
        return True  # "DC counts as one", "DC counts as a state"
    return re.search(rf"(?:{INCLUDED}|(?<!打)算上|[(（]\s*含)\s*(?:the\s+)?$", before, re.IGNORECASE) is not None


COUNTED_TOO = (r"\s*(?:也|也要|也都)\s*(?:算|包括|计入|包含)(?:上|进去|进来|在内|(?:作|做)?一个(?:州|国家)?)?"
               r"(?=\s*(?:[，,。；;？?！!）)]|的话|$))|"
               r"\s*(?:算|包括|计算|计)在内")
"""Said right after a value, what takes its rows in with the rest rather than keeping only them ('DC 也算', not
'北京也算一线城市', '也计划')."""


def period_part(series: Any) -> str | None:
    """'quarter' or 'month' when a text column's values are whole periods ('1982Q2'; '2009-06', '2009M06'), else
    None: asked for that period, the row's own value is the answer, not a part of a date."""
    if not linking.is_text(series):
        return None
    sample = series.dropna().astype(str).head(20)
    if len(sample) == 0:
        return None
    if sample.str.fullmatch(r"\d{4}\s*-?\s*[Qq][1-4]|[Qq][1-4]\s*-?\s*\d{4}").all():  # ('Q42010' too)
        return "quarter"
    if sample.str.fullmatch(r"\d{4}-\d{2}|\d{4}[Mm]\d{1,2}").all():
        return "month"
    return None


def decimal_years(series: Any) -> bool:
    """A column of years with the quarter or month as a fraction (1945.25, 1949.0833…), in time order: the time of a
    quarterly or monthly series (as R keeps one), read as the day each period begins."""
    if not linking.is_number(series) or "int" in str(series.dtype):
        return False
    head = series.dropna().head(200)
    if len(head) < 4 or not head.is_monotonic_increasing or not head.between(1000, 2300).all():
        return False
    twelfths = (head - (head + 1e-6) // 1) * 12
    return bool(((twelfths - twelfths.round()).abs() < 1e-3).all() and (twelfths.round() != 0).any())


def is_date(series: Any, name: str) -> bool:
    if "datetime" in str(series.dtype) or period_part(series) == "quarter" or decimal_years(series):
        return True  # '1998 Q1', 1998.25 are dates to pandas only as periods (see Operation.periods)
    words = linking.name_words(name)
    if not linking.is_text(series):
        return False
    import pandas as pd

    sample = series.dropna().astype(str).head(20)
    if len(sample) and sample.str.fullmatch(r"\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?").all() and \
            pd.to_datetime(sample, errors="coerce", format="ISO8601").notna().all():
        return True  # written as ISO dates, whatever the column is called (a first landfall, a signing)
    if not (set(words) & DATE_WORDS or any(w.endswith(("date", "time")) for w in words)):
        return False  # 'uk_airdate', 'starttime' are dates too

    if len(sample) > 0 and sample.str.fullmatch(r"\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?").all():
        return False  # a time of day ('02:09:37') or a duration holds no year, month or day
    if len(sample) > 0 and not sample.str.contains(r"\d").all():
        return False  # 'January', 'March': a month's name alone is no date (pandas would give it this year)
    with warnings.catch_warnings():  # pandas warns that '1982Q2' will stop parsing; it is a date while it does
        warnings.simplefilter("ignore")
        return len(sample) > 0 and pd.to_datetime(sample, errors="coerce", format="mixed").notna().all()
