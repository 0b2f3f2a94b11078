"""Words of a question linked to a table: which columns it names and which cell values (numbers and dates: `quantities`).

Links come from the words themselves first (a column's name, its parts, a small bilingual glossary of everyday data
words), then from the embedded multilingual model for what the words do not settle. Nothing here knows any
particular table: every name comes from the frame being asked about.
"""
from __future__ import annotations

import functools
import os
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable

from nbcopilot.analysis import dictionary
from nbcopilot.analysis.quantities import MONTHS, WORD_NUMBERS
from nbcopilot.analysis.vocabulary import CONCEPTS, EVERYDAY_NAMES, GLOSSARY, STOPWORDS, UNITS, VALUE_WORDS

_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:[.'-][A-Za-z0-9_]+)*|\d+(?:\.\d+)?")
_GLOSSARY_TERMS = sorted(GLOSSARY, key=len, reverse=True)
_LONG_TERMS = [t for t in _GLOSSARY_TERMS if len(t) > 1]


@dataclass(frozen=True)
class Token:
    text: str
    """Lower-case English word (Chinese words arrive translated through the glossary)."""
    at: int
    """Character offset in the question, for order and distance."""
    raw: str


def stem(word: str) -> str:
    """A crude English stem, the same on both sides: enough to meet 'islands' with 'island', 'states' with 'state'
    and 'countries' with 'country'; British spelling meets American ('labour' labor, 'colours' color)."""
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if len(word) <= 3 or word in NOT_PLURALS:
        return word
    word = re.sub(r"(?<=[a-z]{3})our(s?)$", r"or\1", word)
    if word.endswith(("ies", "ied")) and len(word) > 4:  # 'countries' country, 'denied' deny
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "zes", "ches", "shes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


IRREGULAR_PLURALS = {"children": "child", "women": "woman", "men": "man", "feet": "foot", "teeth": "tooth",
                     "mice": "mouse", "geese": "goose", "wives": "wife", "halves": "half", "wolves": "wolf",
                     "calves": "calf", "knives": "knife", "shelves": "shelf"}
"""Plurals no suffix makes: '孩子' glossed 'child' meets a children column."""
NOT_PLURALS = {"news", "series", "species"}
"""Words ending in -s that are no plural of another: '信息' glossed 'news' says no 'NEW' airport code nor a 'new'
condition."""


def tokens(question: str) -> list[Token]:
    """The question's words in order: Latin words as they are, Chinese words through the glossary, and the Chinese
    the glossary leaves through the dictionary ('光纤' → optical, fiber, optics)."""
    found = [Token(m.group().lower(), m.start(), m.group()) for m in _LATIN.finditer(question)]
    chinese = re.search(r"[\u4e00-\u9fff]", question) is not None
    segmented = dictionary.words(question, QUESTION_WORDS) if chinese else []  # read once, used twice
    inside = _inside_longer_words(segmented)
    found += [Token(m.group(2).lower(), m.start(2), m.group(2)) for m in re.finditer(  # "highest-paid": paid
        r"\b(highest|lowest|best|worst|most|least|top|high|low|well|better|worse|longest|shortest)-([A-Za-z]{3,})\b",
        question, re.IGNORECASE)]
    found += [Token(m.group().lower(), joined.start() + m.start(), m.group())  # 'new-textbook price': new and
              for joined in re.finditer(r"\b[A-Za-z]{2,}(?:-[A-Za-z]{2,})+\b", question)  # textbook, each a word
              for m in re.finditer(r"[A-Za-z]{2,}", joined.group())
              if not any(t.at == joined.start() + m.start() and t.text == m.group().lower() for t in found)]
    found += [Token(joined.group().replace("-", "").lower(), joined.start(), joined.group())  # "old-age": oldage
              for joined in re.finditer(r"\b[A-Za-z]{2,}-[A-Za-z]{2,}\b", question)]
    found += [Token(m.group(1).lower(), m.start(), m.group(1))  # "Tasmania's rainfall": Tasmania, a word of its own
              for m in re.finditer(r"\b([A-Za-z]{3,})['’]s\b", question)]
    found += [Token(re.sub(r"[&\s]", "", m.group()).lower(), m.start(), m.group())  # "S&P 500": sp500 (not "B&B":
              for m in re.finditer(r"\b[A-Za-z](?:&[A-Za-z])+\s*\d+\b", question)]  # a 0/1 column bb may mean else)
    found += [Token(m.group(1).lower(), m.start(), m.group(1))  # "their IDs", "the SKUs": a capitalised code, many
              for m in re.finditer(r"\b([A-Z]{2,})s\b", question)]
    taken = [False] * len(question)
    for term in _GLOSSARY_TERMS:
        if term not in question:  # (a thousand terms: a pattern each would overflow re's cache on every question)
            continue
        for m in re.finditer(re.escape(term), question):
            if any(taken[m.start():m.end()]) or len(term) == 1 and m.start() in inside and term not in PERIODS:
                continue  # ('重' of '严重' is no weight: the dictionary reads that word whole; periods stay periods)
            for i in range(m.start(), m.end()):
                taken[i] = True
            found += [Token(word, m.start(), term) for word in GLOSSARY[term].split()]
    if chinese:
        left = "".join(" " if done else c for c, done in zip(question, taken))
        read = dictionary.words(left, QUESTION_WORDS, both=True)
        # '年薪' annual salary, '月薪': a period read as a period, and the word it begins read whole as well
        read += [(word, at) for word, at in segmented if len(word) > 1
                 and word[0] in PERIODS and at in inside and not any(taken[at + 1:at + len(word)])]
        for word, at in read:
            english = dict.fromkeys(w for gloss in dictionary.nouns(word)[:GLOSSES_READ]
                                    if len([g for g in gloss.split() if g not in STOPWORDS]) <= 2  # 'field of research'
                                    and not gloss[:1].isupper()  # a name ('United States') is a value, no column
                                    for w in re.findall(r"[a-z]{2,}", gloss.lower()) if w not in STOPWORDS)
            found += [Token(w, at, word) for w in english]
    return sorted(found, key=lambda t: t.at)



@functools.lru_cache(maxsize=256)
def lone_characters(question: str) -> list[tuple[str, int]]:
    """The glosses of Chinese nouns written as one character ('多少只鹰' hawk, '砷含量' arsenic, '蜱虫' tick), which
    the word readings step over: a table's name or a column's may say them."""
    if not re.search(r"[\u4e00-\u9fff]", question):
        return []
    covered = {at + i for word, at in dictionary.words(question) for i in range(len(word))}
    out = []
    for m in re.finditer(r"[\u4e00-\u9fff]", question):
        if m.start() not in covered and m.group() not in LONE_SKIPPED:
            out += [(gloss, m.start()) for gloss in dictionary.nouns(m.group())[:3] if gloss.isalpha()]
    return out


def unread_characters(question: str, words: list[Token]) -> list[tuple[str, int]]:
    """The lone characters' glosses (of three letters or more) where no word was read ('育' of a glossary's 受教育
    is read there)."""
    held = {t.at + i for t in words for i in range(len(t.raw))}
    return [(gloss, at) for gloss, at in lone_characters(question)
            if at not in held and len(gloss) >= 3 and gloss not in STOPWORDS]


LONE_SKIPPED = set("年月日天周季时分秒个只条位名次人的了在是有和与或及里中上下前后多少几哪谁吗呢吧么什都各每第按把被对从到为"
                   "全非内于常好差小大高低长短新老最更很比所们之其此该这那口张家件本台辆部场头匹棵株颗座间层份")
"""Characters of grammar, counting, time and degree, whose glosses name no table or column ('全' all, '口' the
measure word of wells)."""


PERIODS = "年月日天周季"
"""Characters that say a period wherever they stand ('2018年'), also when they begin a longer word."""
GLOSSES_READ = 5
"""A Chinese word's first senses read as its English words ('媒介' intermediary, vehicle, vector, medium; '地区'
local, regional, district, region): the common ones, not every loose sense."""


def spelled_right(question: str) -> str:
    """The question with its key words' slips mended: 'medain' is median, 'avergae' average (two letters swapped, or
    one wrong, in a word of five letters or more: at the same offsets), 'averge' average, 'diffrent' different (one
    letter left out of a word of seven letters or more: later offsets move by one)."""
    def mend(m: re.Match) -> str:
        word = m.group()
        if word.lower() in KEY_WORDS or word.lower() in STOPWORDS:
            return word
        for key in KEY_WORDS:
            if len(key) == len(word) and _slip(word.lower(), key) or len(key) == len(word) + 1 >= 7 and any(
                    key[:i] + key[i + 1:] == word.lower() for i in range(1, len(key))):
                return key if word.islower() else key.capitalize() if word[0].isupper() else word
        return word
    return re.sub(r"(?<![A-Za-z_])[A-Za-z]{5,}(?![A-Za-z_])", mend, question)


KEY_WORDS = ("median", "average", "maximum", "minimum", "highest", "lowest", "largest", "smallest", "biggest",
             "percent", "percentage", "total", "count", "number", "distinct", "different", "missing", "which",
             "greatest", "fewest", "oldest", "youngest", "cheapest", "most", "least", "between")
"""Words whose slips change what is computed; a table's own names are matched as written."""


def _slip(word: str, key: str) -> bool:
    """Two neighbouring letters swapped, or one letter wrong (not the first)."""
    apart = [i for i, (a, b) in enumerate(zip(word, key)) if a != b]
    if len(apart) == 2 and apart[1] == apart[0] + 1:
        return word[apart[0]] == key[apart[1]] and word[apart[1]] == key[apart[0]]
    return len(apart) == 1 and apart[0] > 0 and len(word) >= 6


def _inside_longer_words(segmented: list[tuple[str, int]]) -> set[int]:
    """Offsets of Chinese characters inside a dictionary word the glossary does not know ('严重' severe, '天数'), from
    the question's words as the dictionary segments them."""
    return {at + i for word, at in segmented
            if word not in GLOSSARY and not any(term in word for term in _LONG_TERMS) for i in range(len(word))}


def name_words(name: str) -> list[str]:
    """A column name's words: 'body_mass_g' → body, mass, g; 'TempMax' → temp, max; 'X1936' → 1936 (R writes an X
    before a name that begins with a digit)."""
    if re.fullmatch(r"X\d+(?:\.\d+)?", str(name)):
        return [str(name)[1:]]
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", str(name))
    spaced = re.sub(r"([A-Z]{2,})(?=(?:per|of|and|to|by|in|for)(?:\s|$))", r"\1 ", spaced)  # 'GDPperCapita': GDP,
    # per, capita (an acronym glued to a small word of grammar; not 'GDPGrowth', 'USDollar')
    words = [w.lower() for w in re.split(r"[^A-Za-z0-9]+|(?<=[a-z])(?=\d)", spaced) if w]
    return [_SHORT_NAMES.get(w, w) for w in words]


def _found(text: str, lowered: str) -> re.Match | None:
    """Where `text` first stands in `lowered`, as a match."""
    return re.search(re.escape(text), lowered) if text in lowered else None


def name_pattern(name: str) -> str:
    """A regex for a table's name as a question writes it: its parts joined by '_', '-' or a space alike
    ('youth_risk' is said "the youth risk survey", 'use_of_force' "use-of-force records")."""
    parts = [p for p in re.split(r"[_\-\s]+", name) if p]
    return r"[_\-\s]+".join(map(re.escape, parts)) if parts else re.escape(name)


def year_named(name: str, alone: bool = False) -> int | None:
    """The year a column of one year's figures is named for: 'X1960', '1960', 'year_1960', and unless `alone` (the
    year and nothing else of note) also 'pop_2020', 'income_2020'."""
    words = name_words(str(name))
    if not words or not re.fullmatch(r"(?:1[5-9]|20)\d\d", words[-1]):
        return None
    return int(words[-1]) if not alone or words[:-1] in ([], ["year"], ["y"]) else None


def two_digit_century(series: Any) -> int | None:
    """The century of a column of years written in two digits (95, 96, 97, as many older panels write them): 1900
    when every year is 50 or more, 2000 when every year is below 50 and one is 10 or more (1 … 4 are years of
    study); None for years written whole or anything else."""
    if not is_number(series):
        return None
    held = series.dropna()
    if held.empty or held.min() < 0 or held.max() > 99 or not (held % 1 == 0).all():
        return None
    return 1900 if held.min() >= 50 else 2000 if 10 <= held.max() < 50 else None


def year_as_written(year: int, series: Any) -> int:
    """A year as its column writes it: 1996 is 96 in a column of two-digit years; else the year itself."""
    century = two_digit_century(series) if 1900 <= year < 2100 else None
    return year - century if century is not None and 0 <= year - century <= 99 else year


def holds_years(name: str) -> bool:
    """A column named for years ('year', 'oscar_yr', 'model_year', a league's 'season'), not for a day or week of the
    year."""
    words = set(name_words(name))
    prefixed = any(re.fullmatch(r"[a-z]{1,2}(?:year|yr)|(?!last|prev|this|next|mid)[a-z]{3,}(?<!per)year", w)
                   for w in words)  # 'iyear', 'fyear', 'dxyr': a
    # letter for which year; 'foundingyear', 'birthyear' run together (not 'nyears', a count of years)
    return ("year" in words or prefixed or words == {"season"}) and not words & {"day", "week", "month", "quarter",
                                                                                "days", "weeks"}


_SHORT_NAMES = {"yr": "year", "yrs": "year", "mo": "month", "mth": "month"}
"""Short forms in column names that the rules look for by their long name ('oscar_yr' holds years)."""


@dataclass(frozen=True)
class ColumnLink:
    column: str
    score: float
    at: int
    """Where in the question the column is named (-1: found by meaning only)."""
    last: int = -1
    """Where the last of its words is said: of two columns named alike, the one whose word ends the phrase is the
    thing ('2021 population density' is density_2021, not population_2021)."""


PERSON_NAMES = {"name", "id", "person", "first", "last", "employee", "patient", "student", "surname", "age", "gender",
                "sex"}
"""Words of columns that say a table's rows are persons: there, 'people' are its rows, no population."""


def _agents(word: str) -> list[str]:
    """The nouns of who does what a verb says ('smoke', 'smokes' → smoker; 'drink' → drinker; 'vote' → voter)."""
    if len(word) < 4 or not word.isalpha():
        return []
    base = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
    return [base + "r"] if base.endswith("e") else [base + "er"]


def link_columns(question: str, words: list[Token], columns: list[str], *, embed: Any = None) -> list[ColumnLink]:
    """Columns the question speaks of, best first. `embed(texts, query)` adds meaning when the words leave a column
    unnamed (e.g. a Chinese question, or 'weight' for a column called body_mass_g)."""
    lowered = question.lower()
    expanded: list[Token] = []
    named = {stem(w) for column in columns for w in name_words(str(column))}
    for t in words:
        expanded.append(t)
        if {stem(w) for w in EVERYDAY_NAMES.get(t.text, "").split()} & named:
            continue  # 'children' of a children column, not kids_under6 by its everyday name
        concept = CONCEPTS.get(t.text) or CONCEPTS.get(stem(t.text), "")
        expanded += [Token(w, t.at, t.raw) for w in concept.split()]
        if t.text == "people" and any(re.fullmatch(r"pop(?:ulation)?\d*", w) for w in named) \
                and not named & PERSON_NAMES:
            expanded += [Token(w, t.at, t.raw) for w in ("population", "pop")]  # "the most people" of cities, in a
            # table whose rows are no persons
        if not concept and re.fullmatch(r"[a-z]{4,}est", t.text) and stem(t.text[:-3] + "ness") in named:
            expanded += [Token(t.text[:-3] + "ness", t.at, t.raw)]  # 'the hardest water': the hardness column
        agent = next((w for w in _agents(t.text) if w in named), None) if not concept and stem(t.text) not in named \
            else None  # (not "the average rent" beside rent and renter)
        if agent:  # "women who smoke", "how many drink": the smoker, the drinker column
            expanded += [Token(agent, t.at, t.raw)]
    stems = {}
    for t in expanded:
        if t.text not in STOPWORDS or t.text in ("max", "min", "count", "year", "date", "name", "type") or (
                t.text == "total" and not t.raw.isascii() and any(o.at == t.at and o.text not in STOPWORDS
                                                                  for o in expanded)):  # ('总价' total price: total_pr;
            # not '总计' alone)
            stems.setdefault(stem(t.text), t.at)
    short_years = {t.text[2:] for t in words if re.fullmatch(r"(?:19|20)\d\d", t.text)}
    for t in words:  # "the 1997 height" of Hgt90, Hgt96, Hgt97: a name's two-digit year is the year said
        if t.text[2:] in short_years and len(t.text) == 4:
            stems.setdefault(t.text[2:], t.at)
    for gloss, at in unread_characters(question, words):  # '砷含量' arsenic, '蜱虫' ticks: a noun of one
        stems.setdefault(stem(gloss), at)  # character, read as a word of a column's name
    said = {t.text: t.at for t in expanded}
    implied_stems = {stem(t.text) for t in expanded} - {stem(t.text) for t in words}
    first_said = {t.text: t.at for t in reversed(expanded)}  # (where a word is first said)
    literal = {t.text: t.at for t in words if t.raw.isascii()}  # a short part begins only a word really said
    whole = {w for column in columns for w in name_words(str(column))}  # 'precinct' names policePrecinct; not 'pre…'
    runs = _word_runs(words, question)
    runs_of_words = _places(expanded)
    links = []
    shared = shared_words(columns)
    for column in columns:
        name = str(column)
        if name.lower() in STOPWORDS and name.lower() in said:  # a column called 'value' or 'count'
            noun = re.search(rf"\b(?:the|its|their|average|mean|median|highest|lowest|largest|smallest|maximum|minimum|"
                             rf"total|monthly|daily|weekly|yearly|annual|quarterly)\s+{re.escape(name.lower())}\b"
                             rf"(?!\s+(?:of|the)\b)", lowered)
            links.append(ColumnLink(name, 2.2 if noun else 1.2, said[name.lower()]))  # "the highest monthly count":
            continue  # the column, said as a noun; "count the rows", "the count of rows": the word
        negated = _negated_gloss(name, question)
        if negated is not None:  # 'nonwhite' said "非白人"
            links.append(ColumnLink(name, 2.2, negated))
            continue
        # (each pattern below is tried only when its words are in the question: a pattern per column of 160 tables
        # would overflow re's cache and be compiled again on every question)
        plural = "s?" if re.search(r"[a-z][A-Z]", name) and name[-1].isalpha() else ""  # ('HorseIDs' of HorseID;
        # a plain 'school' said "schools" is counted, read elsewhere)
        exact = re.search(r"(?<![A-Za-z0-9_])" + re.escape(name.lower()) + plural + r"(?![A-Za-z0-9_])", lowered) \
            if name.lower() in lowered else None
        if exact is None and len(name) > 3 and "_" in name:  # 'day of month', 'day-of-month' for day_of_month
            exact = _found(name.lower().replace("_", " "), lowered) or _found(name.lower().replace("_", "-"), lowered)
        numbered = re.fullmatch(r"([a-z]{3,})[_.]?(\d{1,2})", name.lower()) if exact is None else None
        if numbered:  # 'exam3' said "exam 3", "Exam #3"
            exact = re.search(rf"(?<![a-z0-9]){numbered.group(1)}s?\s*[-#]?\s*{numbered.group(2)}(?![\d.])", lowered)
        if exact is None and len(spoken := name_words(name)) == 1 and len(spoken[0]) >= 6 and spoken[0].isalpha():
            exact = _said_apart(spoken[0], lowered)  # 'beertax' said "beer tax"
        if exact is None and len(spoken) >= 3 and all(w in lowered for w in spoken):  # 'GDPperCapita' said "GDP
            exact = re.search(r"(?<![a-z0-9])" + r"[\s_-]+(?:the\s+)?".join(map(re.escape, spoken)) + r"(?![a-z0-9])",
                              lowered)  # per capita"; ('day_of_week' said "day of the week")
        if exact is None and len(spoken) >= 3 and sum(w not in lowered for w in spoken) == 1:
            exact = _one_word_cut_short(spoken, lowered)  # 'PricePerCt' said "price per carat"
        if exact and any(exact.start() >= start and exact.end() <= end and exact.span() != (start, end)
                         for start, end in _spelled_spans(lowered, columns, name)):
            exact = None  # 'population' inside "population growth rate", population_growth_rate said whole
        if exact:  # at its first mention, were it plural: "top 3 guest countries … (the country codes)"
            first = min(exact.start(), stems.get(stem(name.lower()), exact.start()))
            links.append(ColumnLink(name, 4.0 + len(name) / 100, first))
            continue
        words_of_name = name_words(name)
        if len(words_of_name) >= 2 and "".join(words_of_name) in said:  # 'OverTime' said as "overtime"
            links.append(ColumnLink(name, 3.0, said["".join(words_of_name)]))
            continue
        initials = "".join(w[0] for w in words_of_name) if len(words_of_name) >= 2 else ""
        if len(initials) >= 2 and initials in stems and not (initials in UNIT_LETTERS and re.search(
                r"(?:\d|\b(?:in|per)\s)\s*$", lowered[:stems[initials]])):  # ("weigh, in kg": no kne_gi; "the highest
            # mph" still miles_per_hour)
            links.append(ColumnLink(name, 2.5, stems[initials]))
            continue
        joined = _compound(words_of_name[0], stems, said, lowered) if len(words_of_name) == 1 else None
        if joined is not None:  # 'realint': real + int; 'poptotal': pop + total
            links.append(ColumnLink(name, 2.2, joined))
            continue
        cut = _cut_from_word(name, stems) if len(words_of_name) == 1 else None
        if cut is not None:  # 'RANDFL' said "randomized", 'villnum' "villages": named by its head
            links.append(ColumnLink(name, 2.2, cut))
            continue
        cut_from = _begun_then_short(name.lower(), said, lowered) if len(words_of_name) == 1 else None
        if cut_from is not None:  # 'repwt' said "reported weight": both words, as if the name were said whole
            links.append(ColumnLink(name, 4.1 + len(name) / 100, *cut_from))
            continue
        lettered = _letter_then_word(name, stems, runs, question) if len(words_of_name) == 1 else None
        if lettered is None and re.fullmatch(r"n[a-z]{4,}", name) and name not in _english() and \
                name[1:].rstrip("s") not in ("year", "day", "hour", "month", "week", "minute", "second"):
            lettered = _rest_at(name[1:], stems)  # 'ncases' said "cases": the number of them, n for number
        if lettered is not None:  # 'fage' said "father's age", "父亲年龄"; 'mage' the mother's
            links.append(ColumnLink(name, 2.2, lettered))
            continue
        tailed = _word_then_letter(name, stems, runs)
        if tailed is not None:  # 'SATM' said "SAT math", "SAT 数学"; 'SATV' the verbal
            links.append(ColumnLink(name, 2.2, tailed))
            continue
        two_lettered = _letters_then_word(name, stems, runs) if len(words_of_name) == 1 else None
        if two_lettered is not None:  # 'bmprison' said "Black men in prison": three words, more than 'black' alone
            links.append(ColumnLink(name, 4.1 + len(name) / 100, two_lettered))
            continue
        spelled_out = _either(_initials(name.lower(), runs), lambda: _initials_stretched(name.lower(), runs_of_words)) if re.fullmatch(r"[A-Z]{2,3}|[b-df-hj-np-tv-z]{2,3}", name) or (
            re.fullmatch(r"[a-z]{2}", name) and name not in TWO_LETTER_WORDS) or (
            re.fullmatch(r"[a-z]{3}", name) and name not in STOPWORDS and name not in _english()) else None
        # ('hr' of "home runs": a lower-case name of consonants only is no word either; 'ur' "unemployment rate",
        # 'wci' "weighted conflict index", '加权冲突指数')
        vowelled = re.fullmatch(r"[a-z]{2,3}", name) is not None and re.search(r"[aeiou]", name) is not None
        if spelled_out is not None and (name.lower() in STOPWORDS or name.lower() in PRONOUNS or vowelled) and (
                _spells_another(spelled_out, len(name), runs, words, columns, name)
                or vowelled and _begins_another(spelled_out, len(name), runs, words, columns, name)):
            spelled_out = None  # "unit sales" is the Sales column said, no 'US' (a name that is a word itself; 'home
            # runs' is still HR beside a Runs column)
        if spelled_out is None and re.fullmatch(r"[a-z]{3}|[A-Z]{3}", name):  # 'roe' "return on equity", 'rpm'
            linked = re.search(rf"\b{name[0].lower()}[a-z]{{2,}}\s+(?:{'|'.join(SMALL_LINKS)})\s+{name[2].lower()}[a-z]{{2,}}",
                               lowered) if name[1].lower() in {w[0] for w in SMALL_LINKS} else None
            spelled_out = linked.start() if linked and linked.group().split()[1][0] == name[1].lower() else None
        if spelled_out is not None:  # 'CW' said "carapace width", 'GDP' "gross domestic product"
            links.append(ColumnLink(name, 2.5, spelled_out))
            continue
        tail = _tail_said(words_of_name[0], said) if len(words_of_name) == 1 else None
        if tail is not None:  # 'bladewid': "the width", the head left unsaid
            links.append(ColumnLink(name, 1.4, tail))
            continue
        parts = [w for w in words_of_name if w not in UNITS and len(w) > 1]
        if len([w for w in parts if w not in NAME_JOINERS]) >= 3:  # 'age_wife_at_marriage': 'at' joins the words,
            parts = [w for w in parts if w not in NAME_JOINERS]  # nobody says it to name the column
        distinct = [w for w in parts if w not in shared or stem(w) in stems]
        parts = distinct if distinct and len(distinct) < len(parts) else parts  # 'state fed' of stateFedFemales,
        # stateFedMales, …: words every sibling shares tell none apart, "female prisoners" is stateFedFemales whole
        joined_said = _letters_and_digits_said(name, lowered)  # 'under-5' for under5_mortality_2018
        hits = [joined_said[w] if w in joined_said else stems[stem(w)] if stem(w) in stems else _first_found(
            lambda: _prefixed(stem(w), stems) or _begins(w, literal, whole) or (
                _initials(w, runs) if len(words_of_name) > 1 else None), lambda: _silent_e(w, said),
            lambda: _abbreviated(w, said) if len(words_of_name) > 1 and len(w) >= 3 else None,
            lambda: _rest_at(w[1:], stems) if len(words_of_name) > 1 and _letter_then_word(w, stems, runs) is not None
            else None,
            lambda: (_pieced(w, runs_of_words) or (None,))[0] if len(words_of_name) > 1 else None) for w in parts]
        # ('stdiam' of Stdiam04: "stem diameter")  # ('drate' of cholera_drate: "death rate", where its last word is said)
        missing = [w for w, h in zip(parts, hits) if h is None]
        if len(parts) >= 2 and len(missing) == 1 and re.fullmatch(r"[b-df-hj-np-tv-z]{2}", missing[0]):
            # 'total_pr' said "total price", '运费' ship_pr: a two-letter part begins a word said, the rest named
            begun = next((at for w, at in literal.items() if len(w) >= 4 and w.startswith(missing[0])), None) or next(
                (at for w, at in said.items() if len(w) >= 4 and w.startswith(missing[0])), None)
            hits = [begun if h is None else h for h in hits]
        if all(w in short_years for w, h in zip(parts, hits) if h is not None):
            hits = []  # '1997' alone names no Diam97: the year says which of a kind, the kind must be said too
        worded = [h for w, h in zip(parts, hits) if h is not None and w not in short_years]  # ('2004 … wall': Wall04
        hits = [h for h in hits if h is not None]  # is said where 'wall' is, the year only says which)
        if len(parts) >= 2 and hits and all(_people_only(h, said, parts) for h in hits):
            hits = []  # 'pat' of pat.karno begins no "patients": the people the rows are, not the patient's score
        kept_ends = _head_and_end(name.lower(), first_said) if not hits and len(words_of_name) == 1 else None
        if kept_ends is not None:  # 'popn' for population, 'govt' for government: the whole word, cut in the middle
            links.append(ColumnLink(name, 1.7, kept_ends))
            continue
        lettered_on = name.lower()[:-1] if not hits and len(words_of_name) == 1 and len(name) >= 4 and name[-1].isalpha() \
            and name.lower() not in _english() else None
        if lettered_on in said and lettered_on not in STOPWORDS:  # 'agea' said "age", '年龄': a letter added to a word
            links.append(ColumnLink(name, 1.5, said[lettered_on]))
            continue
        short = _abbreviated(name.lower(), said) if not hits and len(words_of_name) == 1 else None
        if short is not None:  # 'wt' for weight, 'hwy' for highway, 'cyl' for cylinders
            links.append(ColumnLink(name, 1.5, short))
            continue
        pieced = (_pieced(name, runs_of_words) or _pieced_turned(name, runs_of_words)) \
            if not hits and len(words_of_name) == 1 else None
        if pieced is not None:  # 'lgaspcar': l(og) gas p(er) car; 'stratio': s(tudent) t(eacher) ratio
            links.append(ColumnLink(name, 2.1 - 0.05 * min(pieced[1], 2), pieced[0], pieced[2]))
            continue
        if hits:
            # any word of the name said outright outranks every link found by meaning (those stay below 1); words
            # said side by side in Chinese ('建筑类型' Bldg.Type) a little over the same said apart ('卖出…类型' Sale.Type)
            together = len(hits) >= 2 and _side_by_side(sorted(hits), lowered)
            # a word only an adjective brings ('longest' → length) yields to one said outright: "the shortest and
            # longest incubation time" is Incubate's, not Length's
            implied = len(parts) == 1 and stem(parts[0]) in implied_stems
            links.append(ColumnLink(name, 1 + len(hits) / max(1, len(parts)) + 0.5 * len(hits) / 4 + 0.05 * together
                                    - 0.02 * implied, min(worded or hits), max(hits)))
    linked, named_at = {link.column for link in links}, {link.at for link in links if link.score >= 1.0}
    links += [ColumnLink(str(c), 3.0, at) for c in columns if str(c) not in linked
              and (at := _values_said(question).get(str(c).lower())) is not None and at not in named_at]
    # ('微软' of a column per ticker: MSFT; not '城市' of a city column beside an urban one: the word names one already)
    linked = {link.column for link in links}
    links += [ColumnLink(str(c), 1.5, at) for c in columns if str(c) not in linked and (at := next(
        (_values_said(question)[w] for w in name_words(str(c)) if w in _values_said(question)), None)) is not None
        and at not in named_at]
    # ('谷歌上涨的交易日' of Google_Return: a name said in Chinese, one word of the column's name)
    bare = {str(c).lower() for c in columns}
    links = [l for l in links if not (re.fullmatch(r"[a-z]+(?:abb|abbr|abbrev)", l.column.lower()) and re.sub(
        r"(?:abb|abbr|abbrev)$", "", l.column.lower()) in bare)]  # 'state' beside 'stateabb': the names, not the codes
    links = _longer_name_pieced(_lettered_over_bare(links, lowered))
    links = _year_said_of_siblings(links, short_years)
    links = _periods_named(question, links, columns)
    if embed is not None:
        links = _with_meaning(question, links, columns, embed)
    # on a tie, the column people call a row by ('Country Name' over 'Country Code')
    # (and of two tied at the same words, the one whose last word ends one phrase: '2021 population density')
    groups: dict[tuple, list[int]] = {}
    for i, link in enumerate(links):
        groups.setdefault((link.score, link.at), []).append(i)
    order = {}
    for members in groups.values():
        lasts = [links[i].last for i in members]
        phrase = lowered[min(lasts): max(lasts)] if min(lasts) >= 0 else "-"
        compound = len(members) > 1 and len(phrase) <= 24 and re.fullmatch(r"[a-z ]*", phrase) \
            and not re.search(r"\b(?:and|or|vs|versus|than)\b", phrase)
        for rank, i in enumerate(sorted(members, key=lambda i: -links[i].last) if compound else members):
            order[i] = (members[0], rank)
    direct = {stem(t.text) for t in words}  # (and of tied columns, one a word said names, before one its concept
    # names: '收入' is income, then revenue, sales)
    ranked = sorted(range(len(links)), key=lambda i: (-links[i].score,
                                                      not set(name_words(links[i].column)) & {"name", "title"},
                                                      not {stem(w) for w in name_words(links[i].column)} & direct,
                                                      order[i]))
    return [links[i] for i in ranked]


def year_suffixed(column: str) -> tuple[str, str] | None:
    """(the name before it, the year) for a name ending in a two-digit year: 'Wall04' → ('Wall', '04'), 'Hgt97'.
    (Whole years, 'year_2020', have their own reading: `year_named`.)"""
    m = re.fullmatch(r"(.*?[A-Za-z][A-Za-z._]*?)[._]?(\d\d)", str(column))
    return (m.group(1), m.group(2)) if m else None


def _year_said_of_siblings(links: list[ColumnLink], short_years: set[str]) -> list[ColumnLink]:
    """'2004 年的平均壁厚', 'wall thickness in 2004' over Wall03 and Wall04: of columns named alike but for the
    two-digit year at their end, the ones of a year said; the others only where none of theirs is said."""
    def year_of(column: str) -> tuple[str, str] | None:
        found = year_suffixed(column)
        return (found[0].lower(), found[1]) if found else None
    said = {}
    for link in links:
        if (found := year_of(link.column)) is not None and found[1] in short_years:
            said.setdefault(found[0], set()).add(found[1])
    return [link for link in links if (found := year_of(link.column)) is None or found[0] not in said
            or found[1] in said[found[0]]]


def _lettered_over_bare(links: list[ColumnLink], lowered: str) -> list[ColumnLink]:
    """"father's age" over fage and age: a name of one or two letters and another column's name is the one meant when
    the word before that name, a possessive, begins with those letters."""
    out = []
    for link in links:
        bare = [e for e in links if e.score >= 4 and link.score < e.score and 1 <= len(link.column) - len(e.column) <= 2
                and link.column.lower().endswith(e.column.lower()) and link.at < e.at]
        before = re.search(r"([a-z]+)(?:'s|’s)\s+$", lowered[:bare[0].at]) if bare else None  # (one's own: 'office
        # visits' may be visits beside ovisits, outpatient ones)
        if before and before.start() == link.at and before.group(1).startswith(
                link.column.lower()[:len(link.column) - len(bare[0].column)]):
            link = ColumnLink(link.column, bare[0].score + 0.01, link.at, bare[0].at)
        out.append(link)
    return out


def _longer_name_pieced(links: list[ColumnLink]) -> list[ColumnLink]:
    """'GDP per capita', '人均 GDP' over gdp and gdppercap: a longer name that begins with a name said whole, its other
    pieces said beside it, is the one meant."""
    out = []
    for link in links:
        whole = [e for e in links if e.score >= 4 and 2 <= link.score < 4 and len(link.column) > len(e.column)
                 and link.column.lower().startswith(e.column.lower()) and abs(link.at - e.at) <= 4
                 and not re.fullmatch(r"[\W_]*\d+", link.column[len(e.column):])]  # (win1 is win's sibling, unsaid)
        whole = whole or [e for e in links if e.score >= 4 and 2 <= link.score < 4 and abs(link.at - e.at) <= 4
                          and link.last > e.at and _head_and_kind(link.column, e.column)]
        # ('AltCat' said "altitude category" beside Altitude: the head cut short, then the kind said after it)
        out.append(ColumnLink(link.column, whole[0].score + 0.01, min(link.at, whole[0].at), link.last) if whole else link)
    return out


def _head_and_kind(name: str, whole: str) -> bool:
    """'AltCat' of Altitude, 'LatCat' of Lateral, 'educ_grp' of education: a head the whole name begins with (three
    letters or more), then a word that says kinds."""
    for cut in range(3, len(name) - 2):
        head, tail = name[:cut].lower(), re.sub(r"^[\W_]+", "", name[cut:]).lower()
        if whole.lower().startswith(head) and len(whole) > len(head) and tail in KIND_TAILS:
            return True
    return False


PERIOD_UNIT = r"(天|日|周|个月|月|年|days?|weeks?|months?|years?)"
PERIOD_SAID = rf"(?<![\d.])(\d+)\s*[-_ ]?\s*{PERIOD_UNIT}(?![a-z])"
PERIOD_UNITS = {"天": "day", "日": "day", "周": "week", "个月": "month", "月": "month", "年": "year"}
PERIOD_SHORT = {"day": "(?:d|dy)", "week": "(?:w|wk)", "month": "(?:m|mo|mon|mth)", "year": "(?:y|yr)"}
"""A period's unit cut short at the end of a name ('bdi.8m', 'score_6mo', 'sales_2wk')."""


def _periods_named(question: str, links: list[ColumnLink], columns: list[str]) -> list[ColumnLink]:
    """A number of days, weeks, months or years said ('the 28-day audience', '7 天观看人数') names the one column whose
    name holds them glued ('viewers_28day'), whatever else the words call it."""
    for m in re.finditer(PERIOD_SAID, question, re.IGNORECASE):
        barred = re.search(BARRED_BEFORE, question[max(0, m.start() - 24):m.start()], re.IGNORECASE)
        holder = period_column(m.group(1), m.group(2), columns, short=not barred)  # ("more than 12 months" is a
        # bar on a months column, no spend_12m)
        if holder is None or any(l.column == holder and l.score >= 3.0 for l in links):
            continue
        links = [l for l in links if l.column != holder] + [ColumnLink(holder, 3.0, m.start())]
    return links


def period_column(number: str, said_unit: str, columns: list, short: bool = True) -> str | None:
    """The one column whose name holds this many days, weeks, months or years ('viewers_28day', and with `short`
    'bdi.8m'), or None."""
    unit = PERIOD_UNITS.get(said_unit, said_unit.lower().rstrip("s"))
    holders = [c for c in map(str, columns)
               if re.search(rf"(?<!\d){number}[_\s-]?{unit}", re.sub(r"[^a-z0-9]", "", c.lower()))]
    holders = holders or [c for c in map(str, columns) if short  # 'bdi.8m' of "the 8-month BDI": the unit cut short
                          and re.search(rf"(?<![a-z0-9]){number}{PERIOD_SHORT[unit]}$", c.lower())]
    return holders[0] if len(holders) == 1 else None


def _letters_and_digits_said(name: str, lowered: str) -> dict[str, int]:
    """The words of a name's letters-and-digits parts that the question writes with a hyphen or a space between
    ('under-5' or 'under 5' for under5_mortality, 'age 65' for age65), or as an age band in Chinese ('五岁以下'):
    word → where said. Such a part links no column by its word alone ('under' is a stopword)."""
    found = {}
    for pieces in lettered_parts(name):
        if any(len(p) >= 2 and p.isalpha() for p in pieces) and any(p.isdigit() for p in pieces):
            m = re.search(r"(?<![a-z0-9])" + r"[-\s]?".join(map(re.escape, pieces)) + r"(?![a-z0-9])", lowered) \
                if all(p in lowered for p in pieces) else None
            side = AGE_SIDES.get(pieces[0]) if len(pieces) == 2 and pieces[1].isdigit() and 0 < int(pieces[1]) < 100 else None
            if m is None and len(pieces) == 2 and pieces[1].isdigit() and len(pieces[0]) >= 4:  # speed70: "a 70
                m = re.search(rf"(?<![\d.]){pieces[1]}\s*(?:[a-z]+\s+){{0,2}}(?={pieces[0]})", lowered)  # mph speed limit"
            if m is None:  # run200m: "the fastest 200m", '800 米'
                m = distance_said(pieces, lowered)
            if m is None and side:  # '五岁以下' under5, '65 岁以上' over65
                m = re.search(rf"(?:(?<!\d){pieces[1]}|(?<![一二三四五六七八九十]){_chinese_number(int(pieces[1]))})\s*岁?{side}",
                              lowered)
            if m:
                found.update({piece: m.start() for piece in pieces if piece.isalpha() and len(piece) > 1})
    return found


def lettered_parts(name: str) -> list[list[str]]:
    """A name's parts, each as its runs of letters and of digits, lower-cased: 'under5_mortality' is [['under', '5'],
    ['mortality']], 'run200m' [['run', '200', 'm']]."""
    return [re.findall(r"[A-Za-z]+|\d+", part.lower()) for part in re.split(r"[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])", name)]


def distance_said(pieces: list[str], lowered: str) -> re.Match | None:
    """A name's distance ('run', '200', 'm' of run200m) said by its number and unit alone: "200m", "200 metres",
    '200 米'; the match is the number."""
    if len(pieces) < 3 or not pieces[-2].isdigit() or pieces[-1] not in DISTANCE_UNITS or pieces[0] not in RACE_WORDS:
        return None
    return re.search(rf"(?<![\d.]){pieces[-2]}(?=\s*-?\s*(?:{DISTANCE_UNITS[pieces[-1]]})(?![a-z]))", lowered)


RACE_WORDS = {"run", "swim", "walk", "race", "sprint", "dash", "relay", "row", "ski", "skate", "bike", "cycle", "hurdles"}
"""What a race's column may be named for before its distance ('ret12m' is a return over 12 months, no race)."""


def race_named(name: str) -> bool:
    """A column named for a race and its distance: run800m, swim_1500m."""
    pieces = re.findall(r"[A-Za-z]+|\d+", name.lower())
    return len(pieces) == 3 and pieces[0] in RACE_WORDS and pieces[1].isdigit() and pieces[2] in DISTANCE_UNITS


AGE_SIDES = {"under": "以下", "below": "以下", "over": "以上", "above": "以上"}


def _chinese_number(n: int) -> str:
    """1 … 99 in Chinese numerals: 五, 十八, 六十五."""
    digits = " 一二三四五六七八九"
    tens, ones = divmod(n, 10)
    return ((digits[tens] if tens > 1 else "") + "十" if tens else "") + (digits[ones] if ones else "")


def _spelled_spans(lowered: str, columns: list[str], inner: str) -> list[tuple[int, int]]:
    """Where the question spells out a longer column name that holds `inner` as words ('population growth rate'
    for population_growth_rate, beside population)."""
    spans = []
    for column in columns:
        longer = str(column).lower()
        if len(longer) > len(inner) and inner.lower() in longer:
            for spelled in {longer, longer.replace("_", " "), longer.replace("_", "-")}:
                spans += [m.span() for m in re.finditer(r"(?<![a-z0-9_])" + re.escape(spelled) + r"(?![a-z0-9_])",
                                                        lowered)]
        words = name_words(str(column))
        if len(words) >= 3 and inner.lower() in words:  # 'cost coverage of periodicals': costCoveragePeriodicals
            spans += [m.span() for m in re.finditer(r"(?<![a-z0-9_])" + r"[\s_-]+(?:(?:of|for|the|in|on|per)\s+)?".join(
                map(re.escape, words)) + r"(?![a-z0-9_])", lowered)]
    return spans


def _one_word_cut_short(spoken: list[str], lowered: str) -> re.Match | None:
    """A name of three words or more said in order, one short word of it (three letters at most) said whole: 'ct' of
    PricePerCt as "carat"."""
    short = next(w for w in spoken if w not in lowered)
    if len(short) > 3 or not short.isalpha():
        return None
    run = r"[\s_-]+".join(r"([a-z]+)" if w == short else re.escape(w) for w in spoken)
    m = re.search(rf"(?<![a-z0-9]){run}(?![a-z0-9])", lowered)
    return m if m is not None and _abbreviated(short, {m.group(1): 0}) is not None else None


NAME_JOINERS = {"at", "of", "in", "on", "to", "the", "and", "by", "for"}
"""Small words that join the words of a longer column name."""


def _abbreviated(name: str, said: dict[str, int]) -> int | None:
    """Where the question says the word a short column name abbreviates: the name's letters in the word's order,
    from its first letter, ending where the word ends or as its beginning ('wt' weight, 'cty' city, 'cyl'); or a
    longer name with a letter or two left out ('maritl' marital)."""
    if not (2 <= len(name) <= 8 and name.isalpha()):
        return None
    for said_word, at in said.items():
        for word in {said_word, said_word[:-1] if said_word.endswith("s") else said_word}:  # 'manufacturers': mfr
            if len(word) < len(name) + 1 or word[0] != name[0] or word in STOPWORDS or not word.isalpha() or \
                    said_word in CONCEPTS and said_word.endswith(("est", "er")):  # 'heaviest' speaks of weight
                continue  # (wt), it abbreviates no 'ht'
            ordered = _in_order(name, word)
            dropped_vowels = not set(name[1:]) & set("aeiou")  # 'wt', 'hwy'; not 'day' inside 'delay'
            if not ordered:
                continue
            if len(name) <= 5 and (dropped_vowels and word[-1] == name[-1] or len(name) >= 3 and word.startswith(name)):
                return at
            if len(name) >= 5 and len(word) - len(name) <= 2 and word[-1] == name[-1] and \
                    name not in dictionary.english_words():  # 'swing' is a word, no 'sewing' cut short
                return at
    return None


def _skeleton(piece: str, word: str) -> bool:
    """A piece of a run-together name that writes a word by its consonants ('crm' crime, 'prb' probability, 'pct'
    percent, 'avg' average) or with one or two inner letters left out ('rte' rate): 'crmrte' is the crime rate."""
    word = word[:-1] if word.endswith("s") and not word.endswith("ss") else word  # 'crime rates'
    if len(piece) < 3 or len(word) <= len(piece) or piece[0] != word[0] or not _in_order(piece, word):
        return False
    return not set(piece[1:]) & set("aeiou") or piece[-1] == word[-1] and (len(word) - len(piece) <= 2 or len(
        piece) >= 4 and len(word) <= 2 * len(piece) + 2 and piece not in _english())  # 'govt' government, 'dept' department


def _places(words: list[Token]) -> list[tuple[int, set[str]]]:
    """The question's words by place, each place with every word read there (a Chinese word's glosses share one)."""
    places: dict[int, set[str]] = {}
    for t in words:
        if t.text.isalpha() and t.text not in WORD_NUMBERS and t.text not in LINKING_WORDS \
                and t.raw.lower().split("-")[0] not in WORD_NUMBERS:
            # ('a four-year college', 'far from a college' are no f(our) or f(rom) college: fcollege)
            places.setdefault(t.at, set()).add(t.text)
    return sorted(places.items())


PRONOUNS = {"us", "we", "it", "me", "my", "he", "she", "you", "they"}
"""Short names that are everyday words too ('US'): as initials, trusted only where no other column is said."""
LINKING_WORDS = {"a", "an", "the", "of", "in", "on", "at", "to", "from", "by", "with", "for", "and", "or", "is", "are",
                 "was", "were"}
"""Articles, prepositions and links, which begin no piece of a run-together name ('per' does: gdpPercap)."""
PIECE_SKIP = 2
"""Words a run-together name may leave out between its pieces ('log real income per head': lincomep skips 'real')."""


PEOPLE_NOUNS = {"patient", "person", "people", "respondent", "participant", "subject", "individual", "member",
                "customer", "student", "employee", "worker", "player", "user", "passenger", "applicant"}
"""The people a table's rows are: such a word said begins no part of a longer name ('pat' of pat.karno)."""


def _people_only(at: int, said: dict[str, int], parts: list[str]) -> bool:
    """Every word said at `at` is a word for people that no part of the name is written as in full."""
    here = [w for w, where in said.items() if where == at]
    return bool(here) and all(stem(w) in PEOPLE_NOUNS and stem(w) not in map(stem, parts) for w in here)


def _pieced(name: str, places: list[tuple[int, set[str]]]) -> tuple[int, int, int] | None:
    """(where, words skipped, where the last piece is said) when the question says, in order, the words a run-together name is made of the
    beginnings of ('lgaspcar': log gas per car, 'lincomep': log income per with 'real' skipped, 'stratio': student
    teacher ratio): the whole name covered, one piece at least three letters long, at most two pieces of one letter;
    not a word of its own. Of several ways, the one that skips fewest words."""
    low = name.lower()
    if not (5 <= len(low) <= 16 and low.isalpha()) or low in _english():
        return None

    @functools.lru_cache(maxsize=None)
    def skips(i: int, p: int, singles: int, long: bool, pieces: int) -> tuple[int, int] | None:
        """(words skipped, the place of the last piece) for the rest of the name from place p."""
        if i == len(low):
            return (0, p - 1) if long and pieces >= 2 else None
        best = None
        for q in range(p, min(len(places), p + PIECE_SKIP + 1)) if pieces else (p,):
            for word in places[q][1]:
                for k in range(min(len(word), len(low) - i), 0, -1):
                    if word[:k] != low[i:i + k] and not _skeleton(low[i:i + k], word) or k == 1 and singles >= 2:
                        continue
                    rest = skips(i + k, q + 1, singles + (k == 1), long or k >= 3, pieces + 1)
                    if rest is not None and (best is None or rest[0] + q - p < best[0]):
                        best = (rest[0] + q - p, rest[1])
        return best

    found = [(n[0], places[start][0], places[n[1]][0]) for start in range(len(places))
             if (n := skips(0, start, 0, False, 0)) is not None]
    return (min(found)[1], min(found)[0], min(found)[2]) if found else None


def _pieced_turned(name: str, places: list[tuple[int, set[str]]]) -> tuple[int, int, int] | None:
    """A run-together name of two pieces said the other way round, side by side ('trstplc': "police trust",
    '警察信任度'); each piece three letters or more."""
    low = name.lower()
    if not (6 <= len(low) <= 12 and low.isalpha()) or low in _english():
        return None
    for cut in range(3, len(low) - 2):
        found = _pieced(low[cut:] + low[:cut], places)
        if found is not None and found[1] <= 1 and found[2] - found[0] <= 16:  # ("警察的平均信任度")
            return found
    return None


def _negated_gloss(name: str, question: str) -> int | None:
    """Where a Chinese question says 非 before the word a 'non' column negates ('nonwhite': "非白人")."""
    negated = re.fullmatch(r"non[_.-]?([a-z]{3,})", name.lower())
    if negated is None or "非" not in question:
        return None
    return next((at - 1 for spelled, (at, _) in value_spellings(question).items()
                 if at > 0 and question[at - 1] == "非" and negated.group(1) in spelled.split()), None)


def _word_runs(words: list[Token], question: str) -> list[tuple[float, set[str]]]:
    """The question's content words by place, each place with the first letters of its words (a Chinese word's
    glosses share one place): what an initialism is matched against."""
    places: dict[float, set[str]] = {}
    kept = [t for t in words if t.text.isalpha() and t.text not in STOPWORDS and len(t.text) > 2]
    for t in kept:
        places.setdefault(t.at, set()).add(t.text[0])
    ends = {t.at: t.at + len(t.raw) for t in kept}
    starts = sorted(ends)
    for before, after in zip(starts, starts[1:]):  # a gap with more than words in it ("dollar? YYYY", "5 …":
        if re.search(r"[^A-Za-z\u4e00-\u9fff\s\-'’]", question[ends[before]:after]):  # a mark or a number) breaks a run: no
            places[ends[before] + 0.5] = set()  # letter of an initialism is read across it ('bases on balls' is BB)
    return sorted(places.items())


def _spells_another(at: int, letters: int, runs: list[tuple[int, set[str]]], words: list[Token], columns: list[str],
                    name: str) -> bool:
    """The words an initialism would be read from hold another column's whole name."""
    spelled = _spelled_places(at, letters, runs)
    others = {stem(str(c).lower()) for c in columns if str(c) != name}
    return any(t.at in spelled and stem(t.text) in others for t in words)


def _spelled_places(at: int, letters: int, runs: list[tuple[int, set[str]]]) -> set:
    """The places of the words an initialism of so many letters, begun at `at`, is read from."""
    places = [place for place, _ in runs]
    start = places.index(at)
    return set(places[start:start + letters])


def _begins_another(at: int, letters: int, runs: list[tuple[int, set[str]]], words: list[Token], columns: list[str],
                    name: str) -> bool:
    """A word an initialism would be read from begins another column's name ('survey estimate' of 'se' beside 'est')."""
    spelled = _spelled_places(at, letters, runs)
    others = [str(c).lower() for c in columns if str(c) != name and len(str(c)) >= 3]
    return any(t.at in spelled and any(t.text.startswith(o) for o in others) for t in words)


CUT_TAILS = ("flg", "fl", "num", "nr", "no", "id", "cd")
"""How a flag's or a number's name may end after a word cut short ('RANDFL', 'ITTFL' as clinical trials name their
flags; 'villnum', 'hhid')."""


def _cut_from_word(name: str, stems: dict[str, int]) -> int | None:
    """Where the question says the word a flag's or a number's name is cut from ('RANDFL': "randomized"; 'EVNTFL':
    "event"; 'villnum': "villages"): the head begins the word, or spells its letters in order, the word at most three
    letters longer."""
    low = name.lower()
    tail = next((t for t in CUT_TAILS if low.endswith(t) and len(low) - len(t) >= 3 and low.isalpha()), None)
    if tail is None or low in _english():
        return None
    head = low[:-len(tail)]
    for word, at in stems.items():
        if word.isalpha() and len(word) >= len(head) and (word.startswith(head) or word[0] == head[0] and len(
                word) <= len(head) + 3 and re.fullmatch(".*?".join(map(re.escape, head)) + ".*", word)):
            return at
    return None


def _letter_then_word(name: str, stems: dict[str, int], runs: list[tuple[int, set[str]]],
                      question: str = "") -> int | None:
    """Where the question says the two words a name like 'fage' is made of: a word the first letter begins, then
    the rest said whole ('father age', '父亲年龄'), or as capitals ('piq': "performance IQ", '操作智商'); a name that
    is a word itself ('page', 'mature') is not split."""
    letter, rest = name[:1], name[1:]
    capitals = len(rest) == 2 and (rest.upper() in question and re.search(rf"(?<![A-Za-z]){rest.upper()}(?![A-Za-z])",
                                                                       question) is not None or
                                   re.match(r"[\u4e00-\u9fff]", question[stems.get(rest, -1):][:1]) is not None)
    if len(name) < (3 if capitals else 4) or not name.isalpha() or not name.islower() or len(rest) < (
            2 if capitals else 3) or name in _english() or _rest_at(rest, stems) is None:
        return None
    at = _rest_at(rest, stems)
    glossed = next((letters for place, letters in runs if place == at and len(letters) > 1), set())
    if letter in glossed:  # '死亡率' glossed "death rate" at one place: 'drate'
        return at
    before = [(place, letters) for place, letters in runs if place < at]
    return before[-1][0] if before and letter in before[-1][1] else None


def _word_then_letter(name: str, stems: dict[str, int], runs: list[tuple[int, set[str]]]) -> int | None:
    """Where the question says the two words a capitals name like 'SATM' is made of: the word said whole, then a word
    its last letter begins ('SAT math', 'SAT 数学'), or the second word after it ('SAT 语文和数学')."""
    made = re.fullmatch(r"([A-Z]{2,})([A-Z])", name)
    if made is None or stem(made.group(1).lower()) not in stems:
        return None
    at = stems[stem(made.group(1).lower())]
    after = [(place, letters) for place, letters in runs if place > at][:2]
    return next((place for place, letters in after if made.group(2).lower() in letters), None)


def _rest_at(rest: str, stems: dict[str, int]) -> int | None:
    """Where the word the rest of a name is said: whole ('age' of fage), or begun by four letters or more ('diam' of
    gdiam: "gall diameter")."""
    if stem(rest) in stems:
        return stems[stem(rest)]
    return next((at for word, at in stems.items() if len(rest) >= 4 and len(word) >= len(rest) + 2
                 and word.startswith(rest) and word.isalpha()), None)


def _letters_then_word(name: str, stems: dict[str, int], runs: list[tuple[int, set[str]]]) -> int | None:
    """Where the question says the three words a name like 'bmprison' is made of: two words the first two letters
    begin, side by side, then the rest said whole ('Black men in prison', 'white male prisoners')."""
    letters, rest = name[:2], name[2:]
    if len(rest) < 4 or not name.isalpha() or not name.islower() or name in _english() or stem(rest) not in stems:
        return None
    at = stems[stem(rest)]
    before = [(place, said) for place, said in runs if place < at]
    if len(before) >= 2 and letters[0] in before[-2][1] and letters[1] in before[-1][1]:
        return before[-2][0]
    return None


SMALL_LINKS = ("on", "of", "per", "in", "to", "at", "for", "and")
"""The small word an initialism of three letters may take its middle letter from ('return on equity': roe)."""
TWO_LETTER_WORDS = {"am", "an", "as", "at", "be", "by", "do", "go", "he", "hi", "id", "if", "in", "is", "it", "me",
                    "my", "no", "of", "oh", "ok", "on", "or", "so", "to", "up", "us", "we", "ye", "yo"}
"""Names of two letters that are words (or an id), never read as initials."""


def _either(at: int | None, otherwise: Callable[[], int | None]) -> int | None:
    """`at`, else what `otherwise` finds: a place that may be 0 (the question's first word), so no `or`."""
    return at if at is not None else otherwise()


def _initials(part: str, runs: list[tuple[int, set[str]]]) -> int | None:
    """Where the question says, in words next to each other, what a two- or three-letter part of a name is the
    initials of ('hf' of hf_score: 人类自由 human freedom; 'ef' economic freedom)."""
    if not 2 <= len(part) <= 3 or not part.isalpha():
        return None
    for i in range(len(runs) - len(part) + 1):
        if all(letter in runs[i + j][1] for j, letter in enumerate(part)):
            return runs[i][0]
    return None


def _initials_stretched(part: str, places: list[tuple[int, set[str]]]) -> int | None:
    """Where two words next to each other are what three letters stand for, one word by more than its initial
    ('bwt' birth weight, 'ptl' premature labour): each word's first letter, then some of its others in order."""
    if len(part) != 3 or not part.isalpha():
        return None
    for (at, first), (_, second) in zip(places, places[1:]):
        for head, tail in ((part[:1], part[1:]), (part[:2], part[2:])):
            if any(_begun(head, w) for w in first) and any(_begun(tail, w) for w in second):
                return at
    return None


def _begun(letters: str, word: str) -> bool:
    """The letters are a word's first and then, in order, some of its others ('wt' of weight); a word of four
    letters or more, no small word."""
    return len(word) >= 4 and word[0] == letters[0] and _in_order(letters[1:], word[1:]) and word not in STOPWORDS


def _begins(part: str, said: dict[str, int], whole: set[str] = frozenset()) -> int | None:
    """Where the question says a word that a short part of a name begins ('arr' arrival, 'dep' departure), unless
    that word is a whole word of some column's name."""
    if not 3 <= len(part) <= 4 or not part.isalpha():
        return None
    return next((at for word, at in said.items()
                 if len(word) >= len(part) + 3 and word.isalpha() and word.startswith(part) and word not in STOPWORDS
                 and word not in whole and word.rstrip("s") not in whole), None)


def _compound(word: str, stems: dict[str, int], said: dict[str, int], lowered: str = "") -> int | None:
    """Where the question says both halves of a run-together name ('realint': 'real', 'int'); one half may be a
    common word ('poptotal': 'pop' and 'total') when the other is not."""
    if word[1:] in SUMMARY_TAILS and word[1:] in stems:  # 'tmax', 'tmin': a letter for the measure, then which;
        head = any(w.startswith(word[0]) and w != word[1:] and w not in STOPWORDS for w in said)  # the measure said
        named = any(at == stems[word[1:]] and w in SUMMARY_NOUNS for w, at in said.items()) \
            and not lowered[stems[word[1:]]:].startswith("最")  # or 'the daily high'
        return stems[word[1:]] if head or named else None  # too ('最高气温'), not a superlative alone ('体深最大的')
    for cut in range(3, len(word) - 2):
        head, tail = word[:cut], word[cut:]
        if tail in stems and tail not in STOPWORDS and len(tail) >= 4 and not set(head[1:]) & set("aeiou"):
            shortened = next((at for w, at in said.items() if w != tail and len(w) > len(head) and w[0] == head[0]
                              and _in_order(head, w) and 0 <= stems[tail] - at <= len(w) + 4), None)
            if shortened is not None:  # 'hrtrate': "heart rate", '心率' — the head's consonants, then the tail (a
                # short word may sit between: 'hrsrelax', "hours to relax")
                return shortened
        if head in stems and head not in STOPWORDS and tail in GENERIC_HALVES:  # 'poptotal': "人口" is pop
            return stems[head]
        if tail in KIND_TAILS and len(head) >= 3 and head not in STOPWORDS:  # 'educcat': "education level",
            begun = next((at for w, at in said.items() if len(w) >= len(head) + 3 and w.startswith(head)
                          and w not in STOPWORDS), None)  # 'occrecode': "occupation group"
            if begun is not None:
                return begun
        if tail in stems and tail not in STOPWORDS and head in GENERIC_HEADS and len(tail) >= 4:  # 'percollege'
            return stems[tail]
        if head in stems and tail in stems and head not in STOPWORDS and tail not in STOPWORDS:
            return min(stems[head], stems[tail])
        if (head in stems and tail in said) or (head in said and tail in stems):
            return min(stems.get(head, said.get(head)), stems.get(tail, said.get(tail)))
        next_word = next((at for w, at in said.items() if head in stems and head not in STOPWORDS and len(tail) >= 3
                          and at - stems[head] in (0, len(head) + 1) and len(w) > len(tail) + 2 and w.startswith(tail)),
                         None)  # 'aircon': "air conditioning", '空调' (the tail begins the very next word, or the gloss's)
        if next_word is not None:
            return stems[head]
        if head in stems and head not in STOPWORDS and len(tail) >= 3 and _cut_short_word(tail):
            cut_short = next((at for w, at in said.items() if len(w) > len(tail) + 1 and w.startswith(tail)
                              and w in _english()), None)
            if cut_short is not None:  # 'bladelen': "blade length"; where the tail is said ('叶片宽度' after '叶片长度')
                return cut_short
        if tail in WHEN_TAILS and (stem(head) in stems or head in stems) and stem(head) not in STOPWORDS:
            return stems.get(stem(head), stems.get(head))  # 'foundingyear': "founded before 1900"
        begun = next((at for w, at in said.items() if w.startswith(head) and w not in STOPWORDS), None)
        if begun is not None and tail in said and len(tail) >= 4:  # 'poptotal': "total population"
            return min(begun, said[tail])
    return None


def _begun_then_short(word: str, said: dict[str, int], lowered: str = "") -> tuple[int, int] | None:
    """Where the question says, side by side, the two words a name like 'repwt' is cut from: the first word begun
    ('rep' of reported), the next abbreviated ('wt' of weight); the two places."""
    if not (5 <= len(word) <= 8 and word.isalpha()) or word in _english():
        return None
    for cut in range(3, len(word) - 1):
        head, tail = word[:cut], word[cut:]
        for begun, at in said.items():
            if len(begun) < cut or not begun.startswith(head) or begun in STOPWORDS:
                continue  # ('age' of agegp said whole: "age group", '年龄段' glossed both at one place)
            chinese = re.match(r"[\u4e00-\u9fff]", lowered[at:at + 1]) is not None  # ('调查里，受访者': no 'polint'
            near = {w: place for w, place in said.items() if w != begun and at <= place <= at + len(begun) + 8 and (
                not chinese or re.fullmatch(r"[\u4e00-\u9fff]*", lowered[at:place]))}  # across a comma) ("report their
            short = _abbreviated(tail, near)  # weight": a short word may sit between)
            if short is not None:
                return at, short
    return None


def _head_and_end(name: str, said: dict[str, int]) -> int | None:
    """Where the question says the word a name keeps the beginning and the last letter of ('popn' population, 'natl'
    national); a name that is a word itself ('days', not "daylights") is not one."""
    if not (4 <= len(name) <= 6 and name.isalpha()) or name in _english():
        return None
    singular = {(word[:-1] if word.endswith("s") and len(word) > 4 else word): at for word, at in said.items()}
    return next((at for word, at in {**singular, **said}.items() if len(word) >= len(name) + 2
                 and word.startswith(name[:-1]) and word[-1] == name[-1] and word not in STOPWORDS), None)
    # ('populations' is population's plural)


def _in_order(letters: str, word: str) -> bool:
    """Every letter found in the word, in order ('hrt' in heart)."""
    rest = iter(word)
    return all(letter in rest for letter in letters)


def shared_words(columns: list[str]) -> set[str]:
    """Words that begin the names of most of a table's columns (stateFedMales, stateFedFemales, stateFedIncarcerees):
    a prefix of the family, which tells no column apart."""
    heads = [tuple(name_words(str(c))[:2]) for c in columns if len(name_words(str(c))) >= 2]
    common = {head for head in set(heads) if heads.count(head) >= max(3, len(columns) / 2)}
    return {w for head in common for w in head}


def _said_apart(word: str, lowered: str) -> re.Match | None:
    """A run-together name said as its two words, in order, side by side ('beertax': "beer tax", "beer-tax"); both
    halves of three letters or more, the head a word of its own."""
    from nbcopilot.analysis import dictionary

    for cut in range(3, len(word) - 2):
        head, tail = word[:cut], word[cut:]
        if head in lowered and tail in lowered and head in dictionary.english_words() and \
                tail in dictionary.english_words():
            found = re.search(rf"(?<![a-z0-9]){head}[\s-]+{tail}s?(?![a-z0-9])", lowered)
            if found:
                return found
    return None


def _tail_said(word: str, said: dict[str, int]) -> int | None:
    """Where the question says in full the cut-short tail of a run-together name ('bladewid': "width", 'bladelen':
    "longest" as length), its head left unsaid; the head is a word of three letters or more, never a common one."""
    from nbcopilot.analysis import dictionary

    for cut in range(3, len(word) - 2):
        head = word[:cut]
        if head not in dictionary.english_words() or head in STOPWORDS:
            continue
        # the tail right after the head, or after one more letter ('realrinc': real, r(espondent's), inc(ome))
        for tail in (word[cut:], word[cut + 1:] if len(word) - cut >= 4 and len(head) >= 4 else ""):
            if not tail or not (_cut_short_word(tail) or tail != word[cut:] and tail.isalpha() and tail not in STOPWORDS) \
                    or len(head) < 4 and len(tail) < 4:
                continue  # ('polint': no 'int' of "interviewee" after a 'pol'; 'inc' after a letter is cut short)
            at = next((at for w, at in said.items() if len(w) >= len(tail) + 2 and w.startswith(tail)
                       and w not in STOPWORDS and w in dictionary.english_words()), None)
            if at is not None:
                return at
    return None


def _english() -> set[str]:
    from nbcopilot.analysis import dictionary

    return dictionary.english_words()


def _cut_short_word(tail: str) -> bool:
    """A tail that is a word cut short ('len', 'wid'), not a word of its own ('get' of target, 'son' of season)."""
    return tail.isalpha() and tail not in _english() and tail not in STOPWORDS


WHEN_TAILS = {"year", "yr", "date", "day"}
"""The tail of a run-together name that says when the head's event happened, not what it is ('foundingyear')."""
SUMMARY_TAILS = {"max", "min", "avg", "mean"}
"""What follows a one-letter abbreviation of the measure in a run-together name ('tmax' the highest temperature)."""
SUMMARY_NOUNS = {"high", "low", "max", "min", "maximum", "minimum", "avg", "mean", "average"}
"""The summary said as a noun ('the daily high'), not as a superlative ('the largest')."""
UNIT_LETTERS = {"kg", "km", "cm", "mm", "lb", "lbs", "mi", "ft", "ml", "mg", "kb", "mb", "gb", "oz", "mph", "kph"}
"""Units of measure, which say no column's initials when said as a unit ('in kg', '30 km', 'per mi')."""
GENERIC_HALVES = {"total", "tot", "count", "cnt", "sum", "num", "all", "abb", "abbr", "abbrev"}
KIND_TAILS = {"cat", "recode", "grp", "group", "type", "class", "level", "lvl"}
"""Tails of run-together names that say the head is sorted into kinds ('educcat', 'occrecode'): the head, cut short,
names the column."""
GENERIC_HEADS = {"per", "perc", "pct", "num", "avg", "tot", "total", "mean", "norm", "adj", "raw"}
"""Halves of run-together names that add nothing to what the other half says ('poptotal' is the population, 'normexam'
the exam score normalised)."""


def _prefixed(word: str, stems: dict[str, int]) -> int | None:
    """Where a question word shares a long beginning with `word` ('generat(ed)' and 'generat(ion)')."""
    if len(word) < 6:
        return None
    return next((at for other, at in stems.items() if share_beginning(word, other)), None)


def _side_by_side(hits: list[int], lowered: str) -> bool:
    """The Chinese words at these offsets follow each other ('建筑类型' Bldg.Type, not '卖出…类型' Sale.Type). (English
    words side by side tie as before: of '2021 population density', the word ending the phrase decides.)"""
    return all(re.fullmatch(r"[\u4e00-\u9fff]{1,3}", lowered[a:b]) for a, b in zip(hits, hits[1:]))


def _first_found(*finders: Any) -> int | None:
    """The first offset a finder returns, 0 (the question's start) included. (The older finders still run as one `or`
    chain inside the first lambda, where an offset of 0 falls through: giving each its own lambda changes readings
    the tests pin down, e.g. '幼儿园阶段哪种学校类型的学生最多'.)"""
    return next((at for at in (find() for find in finders) if at is not None), None)


def _silent_e(word: str, said: dict[str, int]) -> int | None:
    """Where the question says a word ending in e with its e dropped before -ing ('smoke' said as "smoking", 'price'
    as "pricing"), with -d, or as the one who does it ("smokers", "owners"): the question's own words, not stems."""
    if not (len(word) >= 4 and word.isalpha()):
        return None
    forms = [word[:-1] + "ing", word + "d", word + "r", word + "rs"] if word.endswith("e") and len(word) >= 5 else \
        [word + "er", word + "ers"]
    return next((said[form] for form in forms if form in said), None)


def share_beginning(word: str, other: str) -> bool:
    """Two words that begin alike for most of the shorter one, six letters at least ('president', 'presidential')."""
    common = len(os.path.commonprefix([word, other]))
    return common >= 6 and common >= 0.7 * min(len(word), len(other))


MEANING_MARGIN = 0.015
"""How far above the column average a question must sit in the embedding space to count as naming a column."""


def _with_meaning(question: str, links: list[ColumnLink], columns: list[str], embed: Any) -> list[ColumnLink]:
    """Add columns the question names by meaning only: each column's words against the question's phrases."""
    import numpy as np

    phrases = _phrases(question)
    if not phrases or not columns:
        return links
    names = [" ".join(name_words(c)) for c in columns]
    sims = embed(phrases, True) @ embed(names, False).T  # phrases × columns
    best = sims.max(axis=0)
    floor = float(np.median(best))
    known = {link.column for link in links}
    for i, column in enumerate(columns):
        lift = float(best[i]) - floor
        if str(column) not in known and lift > MEANING_MARGIN:
            phrase = phrases[int(sims[:, i].argmax())]
            at = question.lower().find(phrase.lower())
            links.append(ColumnLink(str(column), min(0.9, lift * 20), at))
    return links


_FUNCTION_WORDS = {"多少", "哪个", "哪些", "是否", "一共", "每个", "最大", "最小", "最高", "最低", "平均", "总共", "是什",
                   "什么", "有没", "没有", "几个", "的是", "里的", "中的", "是多", "少个", "几", "哪", "这张", "张表", "表里",
                   "百分", "分之", "比例", "占比", "全部", "所有", "保留", "小数", "列出", "分别", "先后", "顺序", "依次"}
QUESTION_WORDS = frozenset("""超过 记录 数据 是不是 常见 出现 这个 那个 这些 那些 以上 以下 以后 以前 以来 达到 最后 第一 第二 第三 至少
至多 不算 当事人 之间 等于 一下 一次 两次 三次 正好 只有 只要 一直 从没 从来 任何 并且 而且 或者 还是 表示 回答 影响 发生 时候 各个 多少 分组
排列 汇总 统计 数值 数字 相差 增加 减少 下降 上涨 两倍 忽略 完全 格式 开头 在一起 打算 个人 全部 所有 每个 一共 总共 分别 请问 告诉
给出 列出 计算 看看 知道 需要 应该 可以 能否 是否 如果 哪个 哪些 哪一 什么 怎么 如何 多大 多高 多长 多久 有没有 比较 对比 排名 排序
其中 里面 当中 之中 以内 以外 之外 除了 包括 包含 属于 一样 相同 不同 同样 大于 小于 低于 高于 不足 不到 将近 大约 左右 差不多 平均值
这里 那里 给我 帮我 我们 你们 他们 它们 一个 一种 一位 一家 一条 一项 按照 根据 依据 对于 关于 由于 通过 使用 用于 用来 看看 一列 这列
这张 该表 本表 表格 表中 结果 答案 问题 情况 方面 部分 之后 之前 期间 当时 同时 已经 曾经 仍然 还有 只是 就是 也是 都是 不是 没有 有多少
百分比 百分之 百分率 比例 占比 比率 保留 小数 位小数 一位 两位 三位 多少钱 最多 最少 最大 最小 最高 最低 次数""".split()) | _FUNCTION_WORDS
"""Grammar and question words of Chinese the dictionary would gloss into English that names no column ('超过'
exceed, '记录' record, '数据' data): stepped over whole."""


def _phrases(question: str) -> list[str]:
    """Short phrases to embed: content words and word pairs; Chinese runs as they are."""
    latin = [w for w in re.findall(r"[A-Za-z][A-Za-z_]+", question) if w.lower() not in STOPWORDS]
    chinese = [g for g, _ in cjk_grams(question, (2, 3)) if g not in _FUNCTION_WORDS]
    pairs = [f"{a} {b}" for a, b in zip(latin, latin[1:])]
    return list(dict.fromkeys(latin + pairs + chinese))[:48]


def is_text(series: Any) -> bool:
    """Text-like cells (object, string, category or bool): values a question may quote."""
    from pandas.api import types

    return bool(types.is_object_dtype(series) or types.is_string_dtype(series)
                or isinstance(series.dtype, types.CategoricalDtype) or types.is_bool_dtype(series))


def is_number(series: Any) -> bool:
    from pandas.api import types

    return bool(types.is_numeric_dtype(series) and not types.is_bool_dtype(series))


@dataclass(frozen=True)
class ValueLink:
    column: str
    value: Any
    at: int
    length: int
    partial: bool = False
    """The question names a word inside the column's values ('Texas' of 'Houston, Texas'), not a whole value."""


VALUE_MEANING = 0.84
"""A Chinese phrase names a value by meaning when it sits this close to it in the embedding space…"""
VALUE_MARGIN = 0.02
"""…and this much closer than to any other value."""
MEANING_VALUES = 50
"""Only columns with at most this many distinct values are searched by meaning (categories, not names)."""


ENUMERATED = re.compile(r"^\s*(?:(?:\(?\d{1,2}[.)]|\d{1,2}\s*[-:])\s+|\d{1,2}_(?=[A-Za-z]{2}))(?=\S)")
"""A value's leading number ('2. Married', '1) Industrial', '0_no'): how survey answers are often kept; the words are
said."""


def answer_word(value: Any) -> str:
    """A value as the word it answers with: lower case, its leading number gone ('1_yes' is yes, '0_no' no)."""
    word = ENUMERATED.sub("", str(value).strip()).lower()
    return VOTES.get(word, word)


VOTES = {"yea": "yes", "aye": "yes", "nay": "no"}
"""A vote's words for yes and no ('Yea', 'Nay')."""


BRACKETED = r"[(（《“\"「]\s*([^()（）《》“”\"「」]{2,80}?)\s*[)）》”\"」]"
"""A phrase the question sets apart in brackets or quotes: 'Pulp Fiction' of '《低俗小说》（Pulp Fiction）'."""


def _bracketed_values(question: str, column: str, values: Any) -> list[ValueLink]:
    """The values of a column too varied to scan word by word (9,000 film titles) that the question sets apart in
    brackets or quotes, matched whole."""
    said = [(m.group(1), m.start(1)) for m in re.finditer(BRACKETED, question)]
    if not said:
        return []
    held = {str(v).strip().lower(): v for v in values}
    return [ValueLink(column, held[text.lower()], at, len(text)) for text, at in said if text.lower() in held]


def link_values(question: str, frame: Any, *, max_distinct: int = 5000, embed: Any = None,
                inside: bool = True) -> list[ValueLink]:
    """Cell values of text-like columns that the question quotes, longest first, one column per span.

    Short codes ('IN', 'TOP') must match their case and a value spelled like an everyday word ('Many') must not
    be met by that word in lower case, so 'how many … in' quotes no city and no state."""
    lowered = question.lower()
    spellings = value_spellings(question)
    found: list[ValueLink] = []
    loose: list[ValueLink] = []  # met only as another form of a spelling ('Americas' of america)
    for column in frame.columns:
        series = frame[column]
        if not is_text(series):
            continue
        values = [str(v) if isinstance(v, str) else v for v in series.dropna().unique()]  # (numpy's str_ as text)
        if len(values) > max_distinct:
            found += _bracketed_values(question, str(column), values)
            continue
        written: set[str] | None = None  # the column's values lower-cased, made only when a name's head is tried
        for value in values:
            original = str(value).strip()
            text = original.lower()
            if len(text) == 1 and original.isalpha():  # a one-letter grade said outright: '颜色为 D', 'wool A'
                if original not in question:  # every way below of saying a letter writes it as it is
                    if text in spellings and (text not in "bg" or _boys_and_girls(column, values)):
                        found.append(ValueLink(str(column), value, *spellings[text]))  # ('boys' is B of B/G,
                        # no grade B)
                    continue
                named = [re.escape(str(column).lower())] + [re.escape(t) for t, words in GLOSSARY.items()
                                                            if str(column).lower() in words.split()]
                colour = bool(re.search(r"colou?r", str(column), re.IGNORECASE))  # ('D 色' of a colour grade only)
                said = re.search(rf"(?<=[A-Za-z\u4e00-\u9fff] )[(（]{re.escape(original)}[)）]", question) or re.search(
                    rf"(?<![A-Za-z0-9]){re.escape(original)}(?=[-\s]?(?i:{'|'.join(named)})(?![A-Za-z]))",
                    question) or re.search(
                    rf"(?:是|为)[\u4e00-\u9fff]{{1,4}}[(（]{re.escape(original)}[)）]", question) or re.search(
                    rf"(?<![A-Za-z0-9]){re.escape(original)}(?=-rated\b|\s*(?:[级类等型号]{'|色' * colour}))|\brated {re.escape(original)}(?![A-Za-z0-9+-])|"
                    rf"(?<=[A-Za-z0-9+] or ){re.escape(original)}(?![A-Za-z0-9+-])", question) or re.search(
                    rf"(?:为|是|=|等于|\bis\b|\bequals\b|\bgrade\b|\bclass\b|(?<![A-Za-z])(?i:{'|'.join(named)}))"
                                 rf"\s*(?:为|是|=|of|at)?\s*['\"“‘]?(?<![A-Za-z0-9]){re.escape(original)}(?![A-Za-z0-9])",
                                 question)
                said = said or _listed_with_others(original, values, question)
                if said:
                    found.append(ValueLink(str(column), value, said.end() - 1, 1))
                elif text in spellings and (text not in "bg" or _boys_and_girls(column, values)):
                    found.append(ValueLink(str(column), value, *spellings[text]))  # '雌性' is sex 'F', "the male
                    # respondents" sex 'M'
                continue
            if len(text) < 2 or len(text) > 80:
                continue
            distance = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(k|km|mi|mile)", text)
            if distance:  # '5k' said "5 km", "5 公里赛", "a 5-kilometre race"
                unit = DISTANCE_UNITS[distance.group(2)]
                m = re.search(rf"(?<![\d.]){re.escape(distance.group(1))}\s*-?\s*(?:{unit})", question, re.IGNORECASE)
                barred = m and (re.search(BARRED_BEFORE, question[max(0, m.start() - 24):m.start()], re.IGNORECASE)
                                or re.match(r"\s*(?:以上|以下|or (?:more|less|longer|shorter)|and (?:up|over|under))",
                                            question[m.end():], re.IGNORECASE))
                if m and not barred:  # ("a distance greater than 5 km" bars a number, it names no race)
                    found.append(ValueLink(str(column), value, m.start(), m.end() - m.start()))
                    continue
            at, length = _quoted(original, question, lowered), len(text)
            if at is None and (bare := ENUMERATED.sub("", original)) != original and len(bare) > 2:
                # '2. Married' said "married", '6_Considerable_improvement' "considerable improvement": the words said,
                # not the number before them
                bare = bare.replace("_", " ") if re.match(r"\d{1,2}_", original.strip()) else bare
                at = _quoted(bare, question, lowered)
                text, length = bare.lower(), len(bare)
            if at is None and re.fullmatch(r"[a-z]+(?:[A-Z][a-z]+)+", original):  # 'patchOnly' said "patch only",
                for joined in (" ", "-"):  # "patch-only"
                    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", joined, original)
                    at = at if at is not None else _quoted(spaced, question, lowered)
                    length = len(spaced)
            if at is None and re.search(r"[A-Za-z]{2}[._][A-Za-z]{2}", original):  # 'meadow.pipit', 'hedge_sparrow'
                spaced = re.sub(r"(?<=[A-Za-z])[._](?=[A-Za-z])", " ", original)  # said "meadow pipit"
                at = _quoted(spaced, question, lowered)
                length = len(spaced) if at is not None else length
            if at is None and (metres := re.fullmatch(r"(\d+)\s*(m|km)", text)):  # '800m' said '800 米'
                unit = "米" if metres.group(2) == "m" else "(?:公里|千米)"
                m = re.search(rf"(?<![\d.]){metres.group(1)}\s*{unit}", question)
                at, length = (m.start(), len(m.group())) if m else (at, length)
            words = re.sub(r"(?<=[a-z])[._](?=[a-z])", " ", text).split()
            if at is None and len(words) >= 2 and all(w in lowered for w in words):  # 'Join EU' said "join the EU",
                m = re.search(r"(?<![a-z0-9])" + r"\s+(?:the|a|an|was|were|is|are|been|got)\s+".join(
                    map(re.escape, words)) + r"(?![a-z0-9])", lowered)  # 'position_abolished' "position was abolished"
                at, length = (m.start(), len(m.group())) if m else (at, length)
            if at is None and 3 <= len(text) <= 8 and text.isalpha() and text in lowered:
                begun = re.search(rf"(?<![a-z]){re.escape(text)}[a-z]{{3,}}(?=\s+{re.escape(str(column).lower())}s?\b)",
                                  lowered)  # 'eco' of a major said "economics majors": the word it begins, then
                longer = begun and any(len(str(o)) > len(text) and begun.group().startswith(str(o).strip().lower())
                                       for o in values)  # ('biochemistry': biochem, not bio)
                at, length = (begun.start(), begun.end() - begun.start()) if begun and not longer else (at, length)
            if at is None and len(values) <= 20 and re.fullmatch(r"[a-z]{4,}(?:ing|ed)", text) and \
                    len(root := stem(text)) >= 4 and root != text:  # 'Testing' said "the test samples"
                m = re.search(rf"(?<![a-z]){re.escape(root)}(?![a-z])", lowered)
                at, length = (m.start(), m.end() - m.start()) if m else (at, length)
            if at is None and ", " in original and (turned := _first_last(original)):
                at = _quoted(turned, question, lowered)  # 'Hirst, Damien' said "Damien Hirst"
                length = len(turned) if at is not None else length
            if at is not None:
                found.append(ValueLink(str(column), value, at, length))
            elif text in spellings:
                found.append(ValueLink(str(column), value, *spellings[text]))
            elif spellings and plain(text) in spellings and len(text) > 3:
                found.append(ValueLink(str(column), value, *spellings[plain(text)]))
                loose.append(found[-1])
            elif spellings and re.fullmatch(r"(?:[a-z]\.){2,}", text) and text.replace(".", "") in spellings:
                written = written if written is not None else {str(v).strip().lower() for v in values}
                if text.replace(".", "") not in written:  # '美国' is 'U.S.A.' — unless the column also writes 'USA'
                    found.append(ValueLink(str(column), value, *spellings[text.replace(".", "")]))
            elif spellings and (head := re.match(r"(.{4,}?)(?: of |, | \()", text)) and head.group(1) in spellings:
                written = written if written is not None else {str(v).strip().lower() for v in values}
                if head.group(1) not in written:  # '美国' is 'United States of America' there
                    found.append(ValueLink(str(column), value, *spellings[head.group(1)]))
    found += _peoples(question, frame, found)
    guessed: list[ValueLink] = []
    if embed is not None and re.search(r"[\u4e00-\u9fff]", question):
        guessed = _values_by_meaning(question, frame, embed, {v.column for v in found})
        found += guessed
    if inside:  # words inside longer values, other spellings: for a table's own reading, not for ranking dozens
        found += _words_inside_values(question, frame, found, max_distinct)
        found += _glossed_values(question, frame)
        found += _spelled_otherwise(question, frame, found)
        found += _cut_short(question, frame, found)
        found += _codes_spelled_out(question, frame, found)
        found += _camel_codes(question, frame)
        found += _initials_spelled_out(question, frame, found)
        found += _lowercase_initials(question, frame, found)
        found += _initials_of_names(question, frame, found)
        found += _consonant_codes(question, frame, found)
        found += _numbered_codes(question, frame, found)
        found += _frequency_codes(question, frame, found)
    found = _flow_sides(question, frame, found)
    kinds = {str(c): frame[c].nunique() for c in {v.column for v in found}}  # 'Cat' the species, not a pet's name
    listed = _listed_together(question, found)
    found.sort(key=lambda v: (-v.length, v.at, any(v is g for g in guessed), any(v is s for s in loose),
                              -listed[v.column], kinds.get(v.column, 0)))
    # (said or spelled before guessed by meaning: '中国' is China the country, not the continent Asia; a spelling met
    # as it is before one met as another form: '美国' United States, not the Americas; then the column more of whose
    # values are said: "boys, girls or mixed" are kinds of school, though 'boys' also spells a sex)
    chosen: list[ValueLink] = []
    for v in found:
        if not any(c.at < v.at + v.length and v.at < c.at + c.length for c in chosen) and not any(
                c.column == v.column and c.value == v.value for c in chosen):
            chosen.append(v)
    return chosen


ORIGIN_WORDS = {"source", "origin", "orig", "src", "from", "departure", "sender", "exporter"}
DESTINATION_WORDS = {"destination", "dest", "to", "target", "arrival", "receiver", "importer"}
"""Words naming the two ends of a flow table's rows (source, destination: one row per route)."""
TO_SAID = (r"(?:\b(?:to|into|towards?|reaching|arriving (?:at|in))\s+(?:the\s+)?|(?:向|到|往|迁入|进入|流入|前往|去)\s*)$")
FROM_SAID = r"(?:\b(?:from|out of|leaving|left)\s+(?:the\s+)?|(?:从|由|自|离开)\s*)$"
FROM_VERB = r"\b(?:sen[dt]s?|lose|lost|left|leav(?:e|es|ing)|export(?:ed|s)?)\b|迁出|流出|送出|输出|出口|出发"
TO_VERB = r"\b(?:receive[sd]?|took in|take[sn]? in|gain(?:ed|s)?|import(?:ed|s)?|attract(?:ed|s)?)\b|迁入|流入|接收|输入|进口|到达"
"""Verbs that say which end of a flow a place is at when none is quoted ('which province sent the most')."""
TO_AFTER = r"[)）]?\s*(?:\b(?:receive[sd]?|took in|take[sn]? in|gain(?:ed|s)?)\b|迁入|流入|接收|输入|进口)"
FROM_AFTER = r"[)）]?\s*(?:\b(?:sen[dt]s?(?: out)?|lose|lost|exported)\b|迁出|流出|送出|输出|出口)"


def _listed_together(question: str, found: list[ValueLink]) -> Counter:
    """For each column, how many of its values the question lists side by side ('boys, girls or mixed'): said
    apart, values of one column tie as before."""
    listed: Counter = Counter()
    for column in {v.column for v in found}:
        spans = sorted({(v.at, v.at + v.length) for v in found if v.column == column})
        chained = {i for i, (a, b) in enumerate(zip(spans, spans[1:])) if re.fullmatch(
            r"\s*(?:[,/、，]|\bor\b|\band\b|或|和|与)\s*(?:(?:or|and)\s+)?", question[a[1]:b[0]], re.IGNORECASE)}
        listed[column] = len(chained | {i + 1 for i in chained}) if chained else 0
    return listed


def flow_ends(frame: Any) -> dict[str, str]:
    """{'from': column, 'to': column} of a table whose rows are flows between the places both text columns hold
    (source and destination); else {}."""
    ends = {}
    for column in frame.columns:
        words = set(name_words(str(column)))
        side = "from" if words & ORIGIN_WORDS else "to" if words & DESTINATION_WORDS else None
        if side and side not in ends and is_text(frame[column]):
            ends[side] = str(column)
    if len(ends) < 2:
        return {}
    held = [set(frame[c].dropna().astype(str).unique()[:500]) for c in ends.values()]
    return ends if len(held[0] & held[1]) >= 0.5 * min(len(held[0]), len(held[1])) else {}


def _flow_sides(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """A value of both ends of a flow table read by the word before or after it: "from Quebec (QUE) to Ontario (ONT)"
    is source QUE and destination ONT; '从安大略省迁出' the source, '迁入 BC' the destination."""
    ends = flow_ends(frame)
    if not ends or not any(v.column in ends.values() for v in found):
        return found
    held = {side: set(frame[column].dropna().astype(str).str.strip()) for side, column in ends.items()}
    out = []
    for v in found:
        if v.column not in ends.values():
            out.append(v)
            continue
        said = question[:v.at]
        before = re.sub(r"(?:[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?|[\u4e00-\u9fff]+)\s*[(（]\s*$", "", said)
        # (the name before a bracketed code: 'Quebec (QUE)', '安大略省（ONT）'; in Chinese the word before the name)
        after = question[v.at + v.length:]
        side = "to" if re.search(TO_SAID, before, re.IGNORECASE) or re.match(TO_AFTER, after, re.IGNORECASE) or \
            re.search(r"(?:向|到|往|迁入|进入|流入|前往)[\u4e00-\u9fff]{1,10}[(（]\s*$", said) else \
            "from" if re.search(FROM_SAID, before, re.IGNORECASE) or re.match(FROM_AFTER, after, re.IGNORECASE) or \
            re.search(r"(?:从|由|自|离开|迁出)[\u4e00-\u9fff]{1,10}[(（]\s*$", said) else None
        if side and str(v.value).strip() in held[side]:
            v = ValueLink(ends[side], next(x for x in frame[ends[side]].dropna().unique() if str(x).strip() == str(
                v.value).strip()), v.at, v.length, v.partial)
        out.append(v)
    return out


DOTTED_CODE = re.compile(r"[A-Z][A-Z0-9]{0,5}(?:[._][A-Z][A-Z0-9]{0,5}){1,4}")


def _codes_spelled_out(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """Dotted codes whose parts abbreviate the words said ('total population' is SP.POP.TOTL, 'population growth'
    SP.POP.GROW): in a column of such codes, the one with the most parts said, two at least and no tie."""
    words = [(t.text, t.at) for t in tokens(question) if t.text.isalpha() and len(t.text) >= 3]  # ('total' too)
    words += [(w, at) for gloss, (at, _) in value_spellings(question).items() for w in gloss.split()
              if w.isalpha() and len(w) >= 3]  # '总人口': total population
    out = []
    for column in frame.columns:
        if any(v.column == str(column) for v in found) or not is_text(frame[column]):
            continue
        values = [v for v in frame[column].dropna().unique()[:51] if isinstance(v, str)]
        if not 2 <= len(values) <= 50 or not all(DOTTED_CODE.fullmatch(v) for v in values):
            continue
        scored = []
        for value in values:
            said = [at for part in re.split(r"[._]", value.lower()) if len(part) >= 3 and part.isalpha()
                    for at in [next((at for w, at in words if _abbreviates(part, w)), None)] if at is not None]
            scored.append((len(said), min(said, default=-1), value))
        scored.sort(reverse=True)
        if scored and scored[0][0] >= 2 and (len(scored) == 1 or scored[1][0] < scored[0][0]):
            count, at, value = scored[0]
            out.append(ValueLink(str(column), value, at, 1))
    return out


def _initials_spelled_out(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """A value written as initials, said in full: 'TAU' "treatment-as-usual", 'BtheB' "Beat the Blues". The words
    are joined by hyphens, or each initial's word is capitalised, so 'the average price' spells no TAP."""
    words = list(re.finditer(r"[A-Za-z]+", question))
    out = []
    for column in frame.columns:
        if any(v.column == str(column) for v in found) or not is_text(frame[column]):
            continue
        values = [v for v in frame[column].dropna().unique()[:51] if isinstance(v, str)]
        if all(re.fullmatch(r"[A-Z]{2,3}", v) for v in values):
            continue  # a column of codes ('SD', 'NY'): "San Diego" is no 'SD' (see `_initials_of_names`)
        for value in values if len(values) <= 50 else ():
            parts = re.findall(r"[A-Z]|[a-z]+", value)
            if "".join(parts) != value or sum(p.isupper() for p in parts) < 2 or len(parts) > 6:
                continue
            for i in range(len(words) - len(parts) + 1):
                run = words[i:i + len(parts)]
                if not all(w.group().lower() == p if p.islower() else w.group()[0].lower() == p.lower() and len(w.group()) > 1
                           for w, p in zip(run, parts)):
                    continue
                gaps = [question[a.end():b.start()] for a, b in zip(run, run[1:])]
                hyphened = all(g == "-" for g in gaps)
                capitals = all(w.group()[0].isupper() for w, p in zip(run, parts) if p.isupper()) and len(parts) >= 3
                ends = {run[0].group().lower(), run[-1].group().lower()}  # ("Is Tom", "In Tokyo": no 'IT')
                if all(g in ("-", " ") for g in gaps) and (hyphened or capitals) and not ends & STOPWORDS:
                    out.append(ValueLink(str(column), value, run[0].start(), run[-1].end() - run[0].start()))
                    break
    return out


def initials_said(question: str) -> dict[str, tuple[int, int]]:
    """The initials of the phrases a question says whose words a code may stand for, with where each is said:
    words joined by hyphens ('high-fat': hf) and Chinese terms the glossary reads as two or three words ('高脂')."""
    phrases: dict[str, tuple[int, int]] = {}
    for m in re.finditer(r"\b[A-Za-z]+(?:-[A-Za-z]+){1,2}\b", question):
        phrases.setdefault("".join(w[0] for w in m.group().lower().split("-")), (m.start(), m.end() - m.start()))
    glossed: dict[int, list[Token]] = {}
    for token in tokens(question):
        if not token.raw.isascii():
            glossed.setdefault(token.at, []).append(token)
    for at, said in glossed.items():  # (a word for each character: '高脂' high fat; not '硬盘' drive, drives, disk)
        if len(said) in (2, 3) and len(said) == len(said[0].raw):
            phrases.setdefault("".join(t.text[0] for t in said), (at, len(said[0].raw)))
    return phrases


def _lowercase_initials(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """A code of two or three small letters that is no word ('hf'), said as the words it is the initials of: joined by
    hyphens ("the high-fat diet") or one Chinese term the glossary reads so ('高脂' high fat)."""
    phrases = initials_said(question)
    out = []
    for column in frame.columns:
        if any(v.column == str(column) for v in found) or not is_text(frame[column]):
            continue
        values = [v for v in frame[column].dropna().unique()[:21] if isinstance(v, str)]
        for value in values if len(values) <= 20 else ():
            if re.fullmatch(r"[a-z]{2,3}", value) and value not in STOPWORDS and value in phrases:
                out.append(ValueLink(str(column), value, *phrases[value]))
    return out


def _consonant_codes(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """A column of short capital codes ('BNK', 'TRN', 'HLD'): a word said whose first consonants the code is ('banks'
    BNK, 'transport' TRN), when it is the only code that word can be. (Codes that begin the word: `_cut_short`.)"""
    columns = {w for c in frame.columns for w in name_words(str(c))}
    out = []
    for column in frame.columns:
        if any(v.column == str(column) for v in found) or not is_text(frame[column]):
            continue
        values = [v for v in frame[column].dropna().unique()[:51] if isinstance(v, str)]
        if not 2 <= len(values) <= 50 or not all(re.fullmatch(r"[A-Z]{3,4}", v) for v in values):
            continue
        for m in re.finditer(r"[A-Za-z]{5,}", question):  # (no 'hold', 'held': HLD is a holding company)
            word = stem(m.group().lower())
            if word in STOPWORDS or word in columns or _verb_with_object(question, m.end()):
                continue
            skeleton = word[0] + re.sub(r"[aeiou]", "", word[1:])
            cut = [v for v in values if skeleton.startswith(v.lower())]
            if len(cut) == 1:
                out.append(ValueLink(str(column), cut[0], m.start(), len(m.group())))
    return out


NUMBERED_CODE = re.compile(r"([A-Za-z]{2,})[_ -]?(\d+)")  # (not 'Q1' … 'Q4': "in 2 years" is no Q2)
SPAN_SAID = re.compile(r"(?<![\d.])(\d+)\s*-?\s*(?:months?|years?|weeks?|days?|hours?|minutes?|个月|年期|年|周|天|小时|分钟)(?![a-z])",
                       re.IGNORECASE)


def _numbered_codes(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """A column of one word and a number ('term_36', 'term_60'): a span said with its unit ('the 60-month loans',
    '60 个月') is the code holding that number, when only one does."""
    out = []
    for column in frame.columns:
        if any(v.column == str(column) for v in found) or not is_text(frame[column]):
            continue
        values = [v for v in frame[column].dropna().unique()[:51] if isinstance(v, str)]
        codes = {v: NUMBERED_CODE.fullmatch(v.strip()) for v in values}
        codes = {v: m for v, m in codes.items() if m}
        if not 2 <= len(values) <= 50 or len(codes) < 2 or len({m.group(1).lower() for m in codes.values()}) > 1:
            continue
        for said in SPAN_SAID.finditer(question):
            held = [v for v, m in codes.items() if int(m.group(2)) == int(said.group(1))]
            if len(held) == 1:
                out.append(ValueLink(str(column), held[0], said.start(), len(said.group())))
    return out


def _verb_with_object(question: str, end: int) -> bool:
    """The word ending here takes an object, as a verb does: "controls the most firms" names no construction firm."""
    return re.match(r"\s+(?:the|a|an|most|more|fewest|least|\d)\b", question[end:], re.IGNORECASE) is not None


CAMEL_CODE = re.compile(r"(?:[A-Z][a-z]{1,7}){1,4}")


def _camel_codes(question: str, frame: Any) -> list[ValueLink]:
    """Values run together from abbreviated words ('AsstProf', 'AssocProf', 'Prof' in a column of ranks): the one
    whose parts abbreviate the most words said, two at least and no tie. Its link spans those words, so it outweighs
    a shorter value found inside them ('Prof' of "the assistant professors")."""
    words = [(t.text.lower(), t.at, t.at + len(t.text)) for t in tokens(question) if t.text.isalpha() and len(t.text) >= 3
             and question[t.at:t.at + len(t.text)].lower() == t.text.lower()]  # (as written; a gloss is spanned below)
    words += [(w, at, at + length) for gloss, (at, length) in value_spellings(question).items() for w in gloss.split()
              if w.isalpha() and len(w) >= 3]  # '助理教授': assistant professor
    out = []
    for column in frame.columns:
        if not is_text(frame[column]):
            continue
        values = [v for v in frame[column].dropna().unique()[:51] if isinstance(v, str)]
        if not 2 <= len(values) <= 50 or not all(CAMEL_CODE.fullmatch(v) for v in values) or \
                not any(len(re.findall(r"[A-Z]", v)) > 1 for v in values):
            continue
        scored = []
        for value in values:
            parts = [p.lower() for p in re.findall(r"[A-Z][a-z]*", value)]
            spans = [next(((at, end) for w, at, end in words if len(part) >= 3 and _abbreviates(part, w)), None)
                     for part in parts]
            said = [span for span in spans if span is not None]
            apart = any(b != a and (b[0] < a[1] or b[0] - a[1] > 2) for a, b in zip(said, said[1:]))
            # (in order, side by side; two words of one Chinese gloss share its span)
            scored.append((0 if apart else len(said), said, value))
        scored.sort(key=lambda s: -s[0])
        if scored and scored[0][0] >= 2 and (len(scored) == 1 or scored[1][0] < scored[0][0]):
            _, said, value = scored[0]
            start, end = min(a for a, _ in said), max(e for _, e in said)
            out.append(ValueLink(str(column), value, start, end - start))
    return out


def _initials_of_names(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """Codes a column writes for names the question says whole: capital initials beside whole names ('NZ' for "New
    Zealand" or '新西兰'), a hyphenated name's initials ('awd' for "all-wheel-drive"), and a maker's one capital in a
    column named for makers ('Q' for "Quaker Oats", 'K' for '家乐氏')."""
    glossed = [(gloss, at, at + len(word)) for word, at in dictionary.words(question, QUESTION_WORDS)
               for gloss in dictionary.glosses(word)[:MAX_GLOSSES]] if re.search(r"[\u4e00-\u9fff]", question) else []
    names = [(m.group(), m.start(), m.end()) for m in re.finditer(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,3}\b", question)]
    names += [g for g in glossed if re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+){1,3}", g[0])]
    names += [(m.group(), m.start(), m.end()) for m in re.finditer(r"\b[a-z]+(?:-[a-z]+){1,3}\b", question)]
    names += [g for g in glossed if re.fullmatch(r"[a-z]+(?:-[a-z]+){1,3}", g[0])]  # '蓝领' blue-collar
    makers = [(m.group(), m.start(), m.end()) for m in re.finditer(r"(?<=[\w,] )[A-Z][a-z]+(?:'s)?(?:\s+[A-Z][a-z]+)*", question)]
    makers += [g for g in glossed if re.fullmatch(r"[A-Z][a-z]+(?:'s)?", g[0])]
    # members of a party or movement ('the Republicans', '共和党' Republican Party): a code of one capital may be theirs
    members = [(m.group(), m.start(), m.end()) for m in re.finditer(
        r"(?<=\S )[A-Z][a-z]{3,}(?:ans?|ats?|atic|ents?|ists?|ives?|als?)\b", question)]
    members += [(g.split()[0], at, end) for g, at, end in glossed if re.fullmatch(r"[A-Z][a-z]+ Party", g)]
    names = [(n, a, e) for n, a, e in names if not any(v.at < e and a < v.at + v.length for v in found)]
    makers = [(n, a, e) for n, a, e in makers if not any(v.at < e and a < v.at + v.length for v in found)]
    members = [(n, a, e) for n, a, e in members if not any(v.at < e and a < v.at + v.length for v in found)]
    if not names and not makers and not members:
        return []
    out = []
    for column in frame.columns:
        if not is_text(frame[column]):
            continue
        values = {str(v).strip() for v in frame[column].dropna().unique()[:51]}
        if len(values) > 50:
            continue
        if len(values) >= 3 and all(len(v) == 1 and v.isupper() for v in values) and len(makers) == 1 and \
                set(name_words(str(column))) & MAKER_WORDS:
            # a column of one capital each ('G', 'K', 'Q' for makers): the one name said, by its first letter
            name, at, end = makers[0]
            if name[0] in values:
                out.append(ValueLink(str(column), name[0], at, end - at))
        capitals = {str(v).strip(): v for v in frame[column].dropna().unique()[:13] if isinstance(v, str)}
        initials = {name[0] for name, _, _ in members}
        if 2 <= len(capitals) <= 12 and all(len(v) == 1 and v.isupper() for v in capitals) and initials \
                and initials <= set(capitals) and set(name_words(str(column))) & PARTY_WORDS:
            # ('R' of party " D", " R", " I" for "the Republicans", 'D' and 'R' for "Democrats and Republicans";
            # never 'M' of sex for "the Mexicans")
            firsts = {name[0]: (name, at, end) for name, at, end in reversed(members)}  # each party where first said
            out += [ValueLink(str(column), capitals[c], at, end - at) for c, (name, at, end) in firsts.items()]
        spelled = any(re.fullmatch(r"[A-Z][a-z]+(?: [A-Z]?[a-z]+)*", v) for v in values) and len(values) <= 12
        codes = len(values) <= 12 and all(re.fullmatch(r"[a-z]{1,5}", v) for v in values)
        # (a column of codes only, ISO or positions, gives 'SK' for any "South Korea": codes beside whole names do)
        for name, at, end in names:
            if name[0].isupper() and not spelled and len(values) > 2 or name.count("-") == 1 and not codes:
                continue  # (two words' initials are a code only among short codes: 'bc' for "blue-collar"; two
                # codes alone are two brands or kinds: 'MM' for "Minute Maid" beside 'CH', but 'SD' of four states
                # is no "San Diego")
            initials = "".join(w[0] for w in re.split(r"[\s-]+", name))
            held = [v for v in values if v.isalpha() and (v == initials.upper() if name[0].isupper() else v.lower() == initials)]
            if len(held) == 1 and name not in values:
                out.append(ValueLink(str(column), held[0], at, end - at))
    return out


PARTY_WORDS = {"party", "parties", "affiliation", "caucus", "faction", "bloc", "pol"}
"""A column of one capital each names parties only when it says so: sexes and grades are capitals too."""
MAKER_WORDS = {"mfr", "mfg", "manufacturer", "maker", "make", "brand", "company", "producer", "vendor", "label", "firm"}
"""A column of one capital each names makers only when it says so: grades, sizes and ports are capitals too."""


def _abbreviates(part: str, word: str) -> bool:
    """'pop' of population, 'totl' of total, 'grow' of growth: the word's beginning, or its letters in order from
    the same first letter, the word at least as long."""
    if not word.startswith(part[0]) or len(word) < len(part):
        return False
    return word.startswith(part) or _in_order(part, word) and word[-1] == part[-1]


def _first_last(value: str) -> str | None:
    """A name catalogued surname first ('Hirst, Damien', 'Riley, Bridget') as people say it, or None."""
    m = re.fullmatch(r"([A-Z][\w'’-]+(?: [A-Za-z][\w'’-]+){0,2}), ((?:[A-Z][\w.'’-]*)(?: [A-Z][\w.'’-]*){0,3})", value)
    return f"{m.group(2)} {m.group(1)}" if m else None


def _listed_with_others(letter: str, values: Any, question: str) -> re.Match | None:
    """A one-letter value said in a list beside other short values of its column: 'I' in "（I、II、III、IV）", 'A' in
    "A, B or C", 'Y' in "vote N than Y". The match ends where the letter does."""
    if letter not in question:
        return None
    others = [re.escape(v) for v in map(lambda v: str(v).strip(), values) if v != letter and 1 <= len(v) <= 4]
    if not others:
        return None
    other = rf"(?<![A-Za-z0-9])(?:{'|'.join(others)})(?![A-Za-z0-9])"
    joint = r"\s*(?:、|,|，|/|\band\b|\bor\b|\bthan\b|\bvs\.?|\bversus\b|和|与|及|或|比)\s*"
    letter = re.escape(letter)
    return (re.search(rf"(?<![A-Za-z0-9]){letter}(?={joint}{other})", question)
            or re.search(rf"{other}{joint}{letter}(?![A-Za-z0-9])", question))


def _words_inside_values(question: str, frame: Any, found: list[ValueLink], max_distinct: int) -> list[ValueLink]:
    """Proper names the question says that are no whole value but a word inside one column's values: "a hometown in
    Texas" over 'Houston, Texas', 'Dallas, Texas'. Only capitalised words, not the question's first word, not a
    column's or a month's name, not already part of a value found."""
    names = {w for c in frame.columns for w in name_words(str(c))}
    out: list[ValueLink] = []
    quoted = re.finditer(r"(?<=['\"“‘])[^'\"“”‘’]{2,40}(?=['\"”’])", question)  # "have 'mag. mom.' in their name"
    capitalised = re.finditer(r"(?<![\w'])(?:[A-Z][a-z]{2,}|[a-z][A-Z][a-z]{2,})(?:\s+[A-Z][a-z]{2,})*(?![\w]|'\w)",
                              question)
    said = [(m.group(), m.start(), m.end()) for m in [*quoted, *capitalised]]
    if re.search(r"[\u4e00-\u9fff]", question):  # '加利福尼亚州' is California: a place the dictionary names
        said += [(gloss, at, at + len(word)) for word, at in dictionary.words(question, QUESTION_WORDS) if len(word) > 1
                 for gloss in dictionary.glosses(word)[:1] if re.fullmatch(r"[A-Z][a-z]{2,}(?: [A-Z][a-z]{2,})*", gloss)]
    for word, start, end in said:
        said_quoted = question[start - 1] in "'\"“‘" if start else False
        chinese = not question[start:end].isascii()
        if any(v.at < end and start < v.at + v.length for v in [*found, *out]) or not said_quoted and not chinese and (
                start == 0 or re.match(r"[.?!]\s*$", question[:start][-3:] or "x")
                or word.lower() in STOPWORDS or word.lower() in names or word.lower() in MONTHS
                or word.lower() in _EVERYDAY):
            continue
        spaced = re.escape(word).replace(r"\ ", r"[\s_]")  # 'New York' inside 'America/New_York'
        inside = re.compile(rf"(?<![A-Za-z]){spaced}(?![A-Za-z])", 0 if not said_quoted else re.IGNORECASE)
        best = None
        for column in frame.columns:
            series = frame[column]
            if not is_text(series):
                continue
            values = [v for v in series.dropna().unique()[:max_distinct + 1] if isinstance(v, str)]
            if len(values) > max_distinct or word in values:
                continue
            holding = [v for v in values if inside.search(v)]
            if holding and (best is None or len(holding) > len(best[1])):
                best = (str(column), holding)
        if best is not None and len(best[1]) == 1:  # "the Mets": the one value holding it, 'New York Mets'
            out.append(ValueLink(best[0], best[1][0], start, end - start))
        elif best is not None:
            out.append(ValueLink(best[0], word, start, end - start, partial=True))
    return out


GLOSSED_VALUES = 60
"""A column of at most this many distinct values is read for values said half in Chinese ('人均 GDP')."""


def _glossed_values(question: str, frame: Any) -> list[ValueLink]:
    """English values of several words that a Chinese question says partly in Chinese: '人均 GDP' is 'GDP per capita',
    'GDP 增长率' is 'GDP growth' — every word of the value said or glossed, close together."""
    if not re.search(r"[\u4e00-\u9fff]", question):
        return []
    spans: dict[str, list[tuple[int, int]]] = {}
    for token in tokens(question):
        spans.setdefault(stem(token.text), []).append((token.at, token.at + len(token.raw)))
    for spelled, (at, length) in value_spellings(question).items():  # '年轻妈妈' is a 'younger mom'
        for word in spelled.split():
            spans.setdefault(stem(word), []).append((at, at + length))
    out = []
    for column in frame.columns:
        series = frame[column]
        if not is_text(series):
            continue
        values = [v for v in series.dropna().unique()[:GLOSSED_VALUES + 1] if isinstance(v, str) and v.isascii()]
        if len(values) > GLOSSED_VALUES:
            continue
        for value in values:
            parts = [w for w in re.findall(r"[a-z]+", value.lower()) if w not in STOPWORDS or w == "per"]
            said = [spans.get(stem(w)) for w in parts]
            if len(parts) < 2 or not all(said):
                continue
            for anchor in said[0]:  # each place the first word is said, with the others' nearest to it
                held = [anchor] + [min(s, key=lambda span: abs(span[0] - anchor[0])) for s in said[1:]]
                start, end = min(a for a, _ in held), max(b for _, b in held)
                between = [question[i] for i in range(start, end) if not any(a <= i < b for a, b in held)]
                if all(c in " 的之-_" for c in between) and any(not question[a:b].isascii() for a, b in held):
                    out.append(ValueLink(str(column), value, start, end - start))  # (the words side by side,
                    break  # nothing else between: not 'Planck' and '常数' of "以 Planck 开头的常数")
    return out


def _cut_short(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """Values a table writes as the first letters of the word the question says ('Vic' for "the Victorian
    population", 'Freq' for "exercise frequently"): in a column of at most SHORT_VALUES short values, the one value
    that begins the word, which is no column's name, no period and no everyday word of questions."""
    names = {w for c in frame.columns for w in name_words(str(c))}
    words = [(m.group(), m.start()) for m in re.finditer(r"[A-Za-z]{5,}", question)
             if m.group().lower() not in STOPWORDS | names | PERIOD_NAMES
             and not any(v.at <= m.start() < v.at + v.length for v in found) and not _verb_with_object(question, m.end())
             and not (m.group().islower() and re.search(COUNTED_BEFORE, question[:m.start()], re.IGNORECASE)
                      and re.match(COUNTED_HEAD_ENDS, question[m.end():], re.IGNORECASE))]
    out = []
    for column in frame.columns:
        series = frame[column]
        if not is_text(series) or any(v.column == str(column) for v in found):
            continue
        values = [v for v in series.dropna().unique()[:SHORT_CODES + 1] if isinstance(v, str)]
        if len(values) > (SHORT_CODES if all(v.isupper() for v in values) else SHORT_VALUES) or not values:
            continue  # ('ONT', 'QUE', 'SASK': ten provinces' codes in capitals, 'Ontario' said)
        codes = all(re.fullmatch(r"[a-z]{1,5}", v) for v in values)  # 'bc', 'prof', 'wc': short codes throughout
        cut = all(re.fullmatch(r"[a-z]{1,8}", v) for v in values) and sum(v not in _english() for v in values) >= 2
        # ('carni', 'herbi', 'insecti', 'omni': words cut short throughout, most of them no word of their own)
        for word, at in words:
            begun = [v for v in values if v.isalpha() and (3 <= len(v) <= 5 and (v[0].isupper() or codes and len(v) >= 4)
                                                           or cut and 4 <= len(v) <= 7 and v not in _english())
                     and len(word) >= len(v) + 2 and word.lower().startswith(v.lower())
                     and not _compared_form(v.lower(), word.lower())]  # ("the longest film" names no 'long' film)
            if len(begun) == 1:
                out.append(ValueLink(str(column), begun[0], at, len(word)))
    return out


def _compared_form(value: str, word: str) -> bool:
    """The word is the value made comparative or superlative: 'longest', 'shorter', 'biggest', 'heaviest'."""
    return re.fullmatch(rf"{re.escape(value)}{re.escape(value[-1])}?(?:est|er)|{re.escape(value[:-1])}i(?:est|er)",
                        word) is not None


SHORT_VALUES = 8
SHORT_CODES = 13
COUNTED_BEFORE = r"\b(?:most|many|number of|fewest|more|fewer)\s+(?:[a-z]+\s+)?$"
COUNTED_HEAD_ENDS = r"\s*(?:$|[?,.;:!)]|(?:in|of|on|at|for|during|from|by|with|per|than|were|was|are|is|did|do|had|have)\b)"
"""("the most house sales in 2010": what is counted, ending its phrase, not 'Sal' the salvage sale; "how many
occasional smokers" still says 'Occas'.)"""
PERIOD_NAMES = {"month", "months", "monthly", "weekday", "weekdays", "weekend", "weekends", "weekly"}
"""('month' begins 'Mon', but says no Monday.)"""


def _spelled_otherwise(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """One-word values the question spells a letter apart ('diarrhoea' for 'Diarrhaea', 'Colombia' for 'Columbia'):
    words of seven letters or more, in columns of at most MEANING_VALUES * 4 distinct values."""
    words = [(m.group(), m.start()) for m in re.finditer(r"[A-Za-z]{7,}", question)
             if m.group().lower() not in STOPWORDS and not any(v.at <= m.start() < v.at + v.length for v in found)]
    if not words:
        return []
    out = []
    for column in frame.columns:
        series = frame[column]
        if not is_text(series):
            continue
        values = [v for v in series.dropna().unique()[: MEANING_VALUES * 4 + 1] if isinstance(v, str)]
        if len(values) > MEANING_VALUES * 4:
            continue
        for value in values:
            if value.isalpha() and len(value) >= 7:
                for word, at in words:
                    if word.lower() not in (value.lower(), value.lower() + "s") and _one_letter_apart(word.lower(), value.lower()):
                        # (a plural is said, no slip: _quoted reads it, or leaves it as a verb, "who averages more")
                        out.append(ValueLink(str(column), value, at, len(word)))
    return out


def _one_letter_apart(a: str, b: str) -> bool:
    """One letter changed, added or dropped."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


def _values_by_meaning(question: str, frame: Any, embed: Any, linked: set[str]) -> list[ValueLink]:
    """Values a Chinese question names in Chinese ('化石燃料' for 'Fossil Fuels', '做多' for 'long')."""
    import numpy as np

    candidates = []
    for column in frame.columns:
        series = frame[column]
        if str(column) in linked or not is_text(series):
            continue
        values = [v for v in series.dropna().unique()[: MEANING_VALUES + 1] if isinstance(v, str) and v.strip()]
        if 2 <= len(values) <= MEANING_VALUES:  # codes ('en', 'lc') and dates mean nothing to the embedding
            candidates += [(str(column), v) for v in values  # words, not dates or codes with digits
                           if re.search(r"[A-Za-z]{3}|[\u4e00-\u9fff]{2}", v)
                           and not re.match(r"\s*\(?\d{1,2}\s*[.):-]", v)]  # ('2:Med', a numbered level)
    known = _known_spans(question)
    glossed = _glossed_spans(question)
    said_how = [m.span() for m in re.finditer(ORDER_OR_UNIT + r"|[没未]有?(?:回答|填写?|写|说|报)", question)]
    # '从低到高', '（千美元）': how, no value; '没回答' is a gap, no 'NOT LEGAL
    grams = [(g, at) for g, at in cjk_grams(question) if not _wordy(g)
             and not any(a < at + len(g) and at < b for a, b in said_how)
             and not re.match(r"[一二两三四五六七八九十百千几]+(?:[个种位名家次项条只座所类局盘轮场届]|$)", g)  # '三个地区' counts, names
             and not re.search(r"以上|以下|以内|及以|[以之][前后]", g)  # no region; '及以上' a bar, no 'Other'; '以后上映'
             # a time, no 'long'
             and not _halves_known(at, at + len(g), known)  # no half of a known word
             and not _made_of(at, at + len(g), glossed)]  # the dictionary read it: '电信' is telecommunications, no 'DSL'
    if not candidates or not grams:
        return []
    sims = embed([g for g, _ in grams], True) @ embed([v for _, v in candidates], False).T
    found = []
    for i, (gram, at) in enumerate(grams):
        order = np.argsort(-sims[i])
        best = sims[i, order[0]]
        second = sims[i, order[1]] if len(order) > 1 else 0.0
        if best >= VALUE_MEANING and best - second >= VALUE_MARGIN:
            column, value = candidates[int(order[0])]
            found.append((float(best), ValueLink(column, value, at, len(gram))))
    found.sort(key=lambda pair: -pair[0])
    kept: list[ValueLink] = []
    for _, link in found:
        if all(k.column != link.column for k in kept):
            kept.append(link)
    return kept


ORDER_OR_UNIT = (r"[从由]?[高低大小多少早晚前后新旧轻重长短][到至][高低大小多少早晚前后新旧轻重长短]|[千万亿百]+(?:美元|美金|欧元|英镑|日元|"
                 r"人民币|元)|(?<![\u4e00-\u9fff])先说?")
"""An order ('从低到高', '先新品') or a scaled unit of money ('千美元') said in Chinese: no value by meaning ('non-USA',
'Low', 'firstClass'; '美元' alone may still name a currency)."""


def _known_spans(question: str) -> list[tuple[int, int]]:
    """Where the question says a Chinese word the glossaries know: (start, end)."""
    return [(m.start(), m.end()) for term in _KNOWN_TERMS if term in question
            for m in re.finditer(re.escape(term), question)]


def _halves_known(start: int, end: int, known: list[tuple[int, int]]) -> bool:
    """The span cuts through a known word without holding it whole ('年分' of 年份)."""
    return any(a < end and start < b and not (start <= a and b <= end) for a, b in known)


def _glossed_spans(question: str) -> dict[int, int]:
    """Where the dictionary found words in the question: start → end."""
    return {at: at + len(word) for word, at in dictionary.words(question, QUESTION_WORDS)}


def _made_of(start: int, end: int, spans: dict[int, int]) -> bool:
    """The stretch is dictionary words end to end."""
    while start < end and start in spans:
        start = spans[start]
    return start == end


_KNOWN_TERMS = sorted({t for t in (*_FUNCTION_WORDS, *GLOSSARY, *VALUE_WORDS) if len(t) >= 2 and not t.isascii()})
"""Chinese words the glossaries know: a gram holding half of one ('年分' of 年份, '别发' of 分别) names nothing."""


def _wordy(gram: str) -> bool:
    """A phrase holding a known data word or question word names a concept, not a cell value."""
    return gram in GLOSSARY or gram in QUESTION_WORDS or any(w in gram for w in _FUNCTION_WORDS) or any(  # ('以外')
        c in gram for c in "最的那这哪每按有") \
        or gram[-1] in "是了吗呢" \
        or gram[0] in "的是了和与在" or any(
        len(term) >= 2 and term in gram for term in GLOSSARY)


def cjk_grams(question: str, sizes: tuple[int, ...] = (2, 3, 4)) -> list[tuple[str, int]]:
    """Chinese character n-grams with their offsets: the phrases a Chinese question may name things by."""
    grams = []
    for run in re.finditer(r"[\u4e00-\u9fff]+", question):
        text = run.group()
        for size in sizes:
            grams += [(text[i:i + size], run.start() + i) for i in range(len(text) - size + 1)]
    return grams[:80]


BARRED_BEFORE = (r"(?:more|greater|less|fewer|longer|shorter|further|farther)\s+than\s*$|\b(?:over|above|under|below|"
                 r"at least|at most|up to|within|exceeding)\s*$|(?:超过|大于|小于|少于|多于|不到|不足|高于|低于|至少|最多)\s*$")
"""Words that make the number after them a bar, not a name."""
KILOMETRES = r"k\b|km\b|kilomet(?:er|re)s?\b|公里|千米"
MILES = r"mi\b|miles?\b|英里"
METRES = r"m\b|metres?\b|meters?\b|米"
DISTANCE_UNITS = {"m": METRES, "k": KILOMETRES, "km": KILOMETRES, "mi": MILES, "mile": MILES}
"""How a distance written '5k' or '10mi' in a cell, or ending a race's name (run200m, walk50km), may be said."""


FREQUENCY_WORDS = {"A": r"\bannual(?:ly)?\b|\byearly\b|年度", "Q": r"\bquarterly\b|季度(?:数据|数值|值)|按季度|季报",
                   "M": r"\bmonthly\b|月度", "W": r"\bweekly\b|周度", "D": r"\bdaily\b|日度"}
"""How a question says each frequency a table codes by one letter ('A' annual, 'Q' quarterly, as statistics offices
and pandas write them); not 'the four quarters of 2017', which are the year's rows by its period."""


def _frequency_codes(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """'the annual GDP', '季度数据' over a column of frequency codes ('A', 'Q'): that code's rows."""
    out = []
    for column in frame.columns:
        held = set(frame[column].dropna().astype(str).unique()[:6]) if is_text(frame[column]) else set()
        if not (2 <= len(held) <= 5 and held <= set(FREQUENCY_WORDS)) or any(v.column == str(column) for v in found):
            continue
        for code in sorted(held):
            m = re.search(FREQUENCY_WORDS[code], question, re.IGNORECASE)
            if m:
                out.append(ValueLink(str(column), next(v for v in frame[column].dropna().unique() if str(v) == code),
                                     m.start(), len(m.group())))
    return out


def _quoted(original: str, question: str, lowered: str) -> int | None:
    """Where the question quotes a value, or None."""
    text = original.lower()
    if text not in lowered:  # every spelling below begins with the value itself: most values end here, cheaply
        spaced = re.sub(r"(?<=[a-z])[_.-](?=[a-z])", " ", text)
        if spaced != text and len(spaced) > 4 and spaced in lowered:  # 'Travel_Frequently' said "travel
            # frequently", 'half-marathon' "half marathon", 'not.work' "not working"
            m = re.search(rf"(?<![a-z0-9]){re.escape(spaced)}(?:ing|ed)?(?![a-z0-9])", lowered)
            return m.start() if m else None
        if text.isalpha() and len(text) >= 6:
            return _joined_pairs(lowered).get(text)  # 'fulltime' said "full-time", 'nonsmoker' "non-smoker"
        return None
    pattern = re.escape(text)  # a word inside a name said with underscores ('Bears_Home') is no value
    if text[0].isalnum():
        pattern = r"(?<![A-Za-z0-9_])" + pattern
    ending = "e?s" if re.search(r"(?:ch|sh|s|x|z)$", text) else "s"  # "the sandwiches", "bistro boxes"
    if text.isalpha() and len(text) >= 3 and text.islower():
        pattern += rf"(?:{ending}|{re.escape(text[-1])}?y)?(?![A-Za-z0-9_])"  # "Adelies"; "rainy", "sunny", "foggy" days
    elif text[-1].isalnum():
        pattern += rf"(?:{ending})?(?![A-Za-z0-9_])"  # "Adelies" still names "Adelie"
    for m in re.finditer(pattern, lowered):
        said = question[m.start(): m.start() + len(text)]
        plural = question[m.start() + len(text): m.start() + len(text) + 1].lower() == "s"
        if len(text) <= 3 and said != original and not (plural and original.istitle()) and not (
                (original.istitle() and said.islower() or _inner_capital(said) or _inner_capital(original)
                 or said.isupper() and original.islower())
                and len(text) == 3 and said.lower() not in STOPWORDS and said.lower() not in _EVERYDAY):
            continue  # a short code counts only as written: 'IN' is a state, 'in' is a word; 'cats', 'pig' are 'Cat',
            # 'Pig'; 'PhD' is 'phd' and 'phd' 'PhD' (a capital inside a word is no sentence's first letter); 'SSI' is
            # 'ssi', a code in capitals, no word

        if said.islower() and not original.islower() and (said in STOPWORDS or said in _EVERYDAY):
            continue
        if said in STOPWORDS and not re.match(r"['\"“‘]", question[max(0, m.start() - 1):m.start()]):
            continue  # 'the' may be someone's first name; unquoted it is the article
        if m.group() != text and m.group() in STOPWORDS:
            continue  # "what was": no plural of the state code 'wa'
        if text in AGGREGATE_WORDS and not (original[:1].isupper() and said == original and m.start() > 0) and (m.group() != text or re.search(
                r"(?:^|\b(?:on|the|an|their|its|a|what|which))\s*$", lowered[:m.start()]) or re.match(r"\s+of\b", lowered[m.end():])):
            continue  # "who averages more", "on average", "the average stay", "Average days absent …": a figure
            # asked, not health 'average'
        return m.start()
    return None


def _boys_and_girls(column: Any, values: Any) -> bool:
    """A column of boys and girls written B and G (or named for sex): 'boys' says its B, no grade B."""
    return {str(v).strip().lower() for v in values} == {"b", "g"} or bool(
        re.search(r"sex|gender|性别", str(column), re.IGNORECASE))


@functools.lru_cache(maxsize=64)
def _joined_pairs(lowered: str) -> dict[str, int]:
    """Two words said with a hyphen between ('full-time', 'non-smoker') or a space ('part time', each of three
    letters or more), joined as one, by where they are said."""
    pairs: dict[str, int] = {}
    for m in re.finditer(r"(?<![a-z0-9])(?=([a-z]{2,})(-| )([a-z]{2,})(?![a-z0-9]))", lowered):
        if m.group(2) == "-" or min(len(m.group(1)), len(m.group(3))) >= 3 and m.group(1) not in STOPWORDS \
                and m.group(1) not in ("over", "under", "all", "any", "every", "some", "each"):
            pairs.setdefault(m.group(1) + m.group(3), m.start())  # (not "over time", "over all": 'overtime', 'Overall')
    return pairs


def _inner_capital(word: str) -> bool:
    """A capital after a small letter inside one word: 'PhD', 'iOS', 'McD'."""
    return re.search(r"[a-z][A-Z]", word) is not None


AGGREGATE_WORDS = {"average", "mean", "median", "total"}
"""Values that are also the words for a figure: only said as a value where no figure is asked of them."""

_EVERYDAY = set("""many much more most less few some any all none one two three first last new old big small high low
top best worst good bad long short early late day days year years time times month week people number total
average mean value values name names type types kind after before during since until over under above below
between within without about around across against""".split())


@functools.lru_cache(maxsize=256)
def _values_said(question: str) -> dict[str, int]:
    """The everyday values the question names, as a table may spell them ('微软' msft, 'Microsoft' msft), by where
    they are said: columns named so are those values' columns."""
    said: dict[str, int] = {}
    for word, m in _value_words_found(question.lower()):
        for form in VALUE_WORDS[word].split():
            if len(form) >= 3 and form not in SEX_WORDS:  # (a 0/1 column 'female' marks rows, read as a value)
                said.setdefault(form, m.start())
    return said


def _value_words_found(lowered: str) -> list[tuple[str, re.Match]]:
    """The words of VALUE_WORDS the question says, longest first ('女性' before any part), with where."""
    found = []
    for word in sorted(VALUE_WORDS, key=len, reverse=True):
        if word not in lowered:
            continue
        pattern = re.escape(word) if not word.isascii() else rf"\b{re.escape(word)}(?:s(?<=days))?\b"  # 'on Saturdays'
        if (m := re.search(pattern, lowered)) is not None:
            found.append((word, m))
    return found


SEX_WORDS = {"male", "female", "man", "woman", "men", "women", "boy", "girl", "boys", "girls"}


@functools.lru_cache(maxsize=256)  # asked once per table when dozens are ranked; callers only read the dict
def value_spellings(question: str) -> dict[str, tuple[int, int]]:
    """Other spellings of values the question names ('American' → usa, united states, …): (offset, length)."""
    spelled: dict[str, tuple[int, int]] = {}
    lowered = question.lower()
    for word, m in _value_words_found(lowered):
        parts = VALUE_WORDS[word].split()
        for n in (1, 2, 3):  # 'usa', 'south korea', 'united states', 'hot water'
            for i in range(len(parts) - n + 1):
                if n > 1 or len(parts) == 1 or parts[i] not in NOT_ALONE:
                    form = " ".join(parts[i:i + n])
                    had = spelled.get(form)
                    if had is None or m.end() <= had[0]:  # where first said: '男…女…？先说男性' asks of 男 first
                        spelled[form] = (m.start(), len(word))
    for code, forms in WRITTEN_CODES.items():  # "the US", "the U.K.": as written, never the pronoun 'us'
        m = re.search(rf"(?<![A-Za-z.]){re.escape(code)}(?![A-Za-z])", question)
        if m:
            parts = forms.split()
            for n in (1, 2, 3):
                for i in range(len(parts) - n + 1):
                    if n > 1 or len(parts) == 1 or parts[i] not in NOT_ALONE:
                        spelled.setdefault(" ".join(parts[i:i + n]), (m.start(), len(code)))
    if re.search(r"[\u4e00-\u9fff]", question):  # '洋基队' is the New York Yankees, '光纤' fiber optic
        known = _known_spans(question)  # no word holding half of one the glossaries know: '套房' of 套房子 is no
        found = [(word, at) for word, at in dictionary.words(question, QUESTION_WORDS)  # flat, 房子 is the house
                 if not _halves_known(at, at + len(word), known)]
        for word, at in found:
            for gloss in dictionary.glosses(word)[:MAX_GLOSSES]:
                for form in _gloss_forms(gloss.lower()):
                    spelled.setdefault(form, (at, len(word)))
                spelled.setdefault(plain(gloss), (at, len(word)))
        for (first, at), (second, then) in zip(found, found[1:]):  # '底特律' + '老虎' (队): the Detroit Tigers
            if then == at + len(first):
                for a in dictionary.glosses(first)[:2]:
                    for b in dictionary.glosses(second)[:2]:
                        spelled.setdefault(plain(f"{a} {b}"), (at, len(first) + len(second)))
    return spelled


PLACE_NAMES = {"country", "nation", "nationality", "citizenship", "origin", "birthplace", "region", "area", "place",
               "location", "state", "team", "territory"}
"""Words of a column's name for places, whose values a word for their people may say."""


def _peoples(question: str, frame: Any, found: list[ValueLink]) -> list[ValueLink]:
    """'a Kenyan', 'the Italians', 'Japanese runners' over a column of places: Kenya, Italy, Japan (a person's name,
    'Julian', or 'Median' says no place)."""
    words = [m for m in re.finditer(r"\b[A-Z][a-z]{4,}\b", question)
             if not any(v.at <= m.start() < v.at + v.length for v in found)]
    out = []
    for column in frame.columns:
        if not words or not set(name_words(str(column))) & PLACE_NAMES or not is_text(frame[column]):
            continue
        held = {str(v).strip().lower(): v for v in frame[column].dropna().unique()[:1000]}
        for m in words:
            place = next((held[f] for f in _countries_of(m.group().lower()) if f in held), None)
            if place is not None and m.group().lower() not in held:
                out.append(ValueLink(str(column), place, m.start(), len(m.group())))
    return out


COUNTRY_SAID = r"\bcountr(?:y|ies)(?:'s|’s)?\b|\bnations?\b|国家|哪国|各国"


def countries_by_their_values(question: str, links: list[ColumnLink], frame: Any) -> list[ColumnLink]:
    """'Which country had the strongest earthquake' over a table whose countries sit in a column called 'region' or
    'location': the text column whose values are mostly the names of countries is the one the word names."""
    said = [m.start() for m in re.finditer(COUNTRY_SAID, question, re.IGNORECASE)]
    said = [at for at in said if not any(l.at == at and l.score >= 1.0 for l in links)]
    if not said:
        return links
    known = country_names()
    held = [str(c) for c in frame.columns if is_text(frame[c]) and _mostly_in(frame[c], known)]
    return links + [ColumnLink(column, 1.0, at, at) for column in held[:1] for at in said]


def _mostly_in(series: Any, known: frozenset[str]) -> bool:
    values = {str(v).strip().casefold() for v in series.dropna().unique()[:2000]}
    return len(values) >= 3 and sum(v in known for v in values) >= 0.6 * len(values)


@functools.lru_cache(maxsize=1)
def country_names() -> frozenset[str]:
    """The world's countries as tables spell them, from the CLDR names Babel ships ('United States', 'Bosnia &
    Herzegovina' and 'Bosnia and Herzegovina'), with the common short and long forms."""
    from babel import Locale

    names = {name.casefold() for code, name in Locale("en").territories.items() if len(code) == 2}
    names |= {n.replace(" & ", " and ") for n in names} | {n.replace("st. ", "saint ") for n in names}
    return frozenset(names | {"usa", "us", "u.s.", "u.s.a.", "united states of america", "uk", "great britain",
                              "england", "scotland", "wales", "russian federation", "korea", "viet nam", "czech republic",
                              "ussr", "yugoslavia", "burma", "ivory coast", "swaziland", "macedonia", "zaire"})


def _countries_of(word: str) -> list[str]:
    """The places a word for their people may be made from ('kenyan' kenya, 'mexican' mexico, 'italian' italy,
    'canadian' canada, 'brazilian' brazil, 'japanese' japan, 'chinese' china, 'israeli' israel); a table's values
    say which, if any, is meant."""
    word = word[:-1] if word.endswith(("ans", "eses", "is")) else word
    if word.endswith("ian"):
        return [word[:-1], word[:-3] + "y", word[:-3] + "a", word[:-3]]
    if word.endswith("an"):
        return [word[:-1], word[:-2] + "o", word[:-2] + "a"]
    if word.endswith("ese"):
        return [word[:-3], word[:-3] + "a"]
    return [word[:-1]] if word.endswith("i") else []


def _gloss_forms(gloss: str) -> list[str]:
    """A gloss and the forms a table's values use for it: '白人' white man or woman → 'white', '离异' divorce →
    'divorced' (a state written as the verb's participle)."""
    forms = [gloss]
    person = re.fullmatch(r"([a-z]+) (?:man or woman|person|people|men|women)", gloss)
    if person:
        forms.append(person.group(1))
    if re.fullmatch(r"[a-z]{4,}", gloss) and not gloss.endswith(("ed", "ing", "s")):
        forms.append(gloss + ("d" if gloss.endswith("e") else "ed"))
    if len(gloss.split()) <= 3:  # '全职' full-time job → 'full-time', 'fulltime' (a value of joined words)
        for joined in re.findall(r"\b([a-z]{2,})-([a-z]{2,})\b", gloss):
            forms += ["-".join(joined), "".join(joined)]
    done = re.fullmatch(r"(?:commit|suffer|have|get|catch|contract) ([a-z]{4,})", gloss)
    if done:  # '自杀' commit suicide, '中风' suffer a stroke: the thing done or had, as a cause or condition names it
        forms.append(done.group(1))
    return forms


NOT_ALONE = {"new", "north", "south", "east", "west", "united", "san", "los", "las", "saint", "great"}
"""First words of places' names that name nothing alone: 'New York' spells no 'NEW' airport code nor a 'new' condition."""
WRITTEN_CODES = {"US": "usa us united states america", "U.S.": "usa us united states america",
                 "USA": "usa us united states america", "UK": "uk united kingdom britain",
                 "U.K.": "uk united kingdom britain"}
"""Country codes a question writes in capitals, with the spellings a table may use."""
MAX_GLOSSES = 6
"""A Chinese word's first glosses are the values it may name."""


def plain(text: str) -> str:
    """A name's words stemmed and lower-cased: 'fiber optics' and 'Fiber optic' read alike."""
    return " ".join(stem(w) for w in re.findall(r"[a-z0-9]+", text.lower()))
