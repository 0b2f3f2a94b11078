"""From an everyday question about a table to structured operations: keyword rules over linked names.

The rules read what kind of answer is asked for (a count, an average, the row with the most, a list, yes or no,
missing values, per group or per period) in English or Chinese; `linking` supplies the real column names, cell
values, numbers and dates. The result is a short list of candidate operations, best first, each checked against
the table, so nothing that names a column the table lacks is ever rendered.
"""
from __future__ import annotations

import contextlib
import contextvars
import math
import re
from collections import Counter
from dataclasses import replace
from typing import Any, Callable, Iterator, Sequence

from nbcopilot.analysis import average_bar, linking, options, quantities, siblings, sides
from nbcopilot.analysis.kinds import ONE_OF
from nbcopilot.analysis.filters import in_fractions, is_fraction, names_the_study
from nbcopilot.analysis.operations import Filter, Operation, check, figures_only
from nbcopilot.analysis.phrases import AS_PERCENT, MONTH_NAME, NEVER, STRONG
from nbcopilot.analysis.reading import (ANSWER_EXAMPLE, FULL_NAME, Table, as_dates, decimal_years, is_date,
                                         period_part, read_question, with_derived_column)
from nbcopilot.analysis.rules import candidate_operations


def choose_table(question: str, tables: Sequence[Table], embed: Callable | None = None) -> Table | None:
    """The table the question names (variable, file name or file stem), else the only one, else the one the
    question speaks of most (see `ranked`)."""
    if not tables:
        return None
    named = _named(question, tables)
    if named is not None and _inside_another_value(question, named, tables):
        named = None  # "the hike up Mt. Marcy" with a table called mt open: a peak's name, not that table
    if named is not None and not _plain_word_said(question, named):
        return named
    if named is not None:
        rivals = _sharing_a_plain_name(question, named, tables)
        order = ranked(question, tables, embed)
        mine = next(o for o in order if o[2] is named or o[2] in rivals)
        if order[0][1] > PLAIN_NAME_OUTWEIGHED * mine[1]:  # "garage room for two cars": another table's columns
            return order[0][2]  # and values are the question's, the word 'cars' only a word
        return ranked(question, [named, *rivals], embed)[0][2] if rivals else named
    if len(tables) == 1:
        return tables[0]
    return ranked(question, tables, embed)[0][2]


def ambiguous(question: str, tables: Sequence[Table], embed: Callable | None = None) -> list[str]:
    """When the question names no table and two or more could fit: their names, the likelier first; else []."""
    if len(tables) < 2 or _named(question, tables) is not None:
        return []
    order = ranked(question, tables, embed)
    if order[0][1] > 0 and order[1][1] <= 0.5:  # the question's words point at one table's columns and values
        return []
    return [table.name for _, _, table in order]


def _inside_another_value(question: str, named: Table, tables: Sequence[Table]) -> bool:
    """A short table name (four letters at most) said only inside a longer cell value of another table."""
    stem = named.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    said = [m.start() for m in re.finditer(rf"(?<![\w.]){re.escape(stem)}(?![\w])", question.lower())]
    if len(stem) > 4 or not said:
        return False
    for table in tables:
        if table is not named and any(v.at <= at < v.at + v.length and v.length > len(stem) + 2 for at in said
                                      for v in linking.link_values(question, table.frame, inside=False)):
            return True
    return False


def _named(question: str, tables: Sequence[Table]) -> Table | None:
    """The table whose variable, file name or file stem the question says."""
    lowered = question.lower()
    named = []
    for table in tables:
        names = {table.name.lower(), table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]}
        for n in filter(None, names):
            if not all(part in lowered for part in re.split(r"[_\-\s]+", n)):
                continue  # (a pattern per staged table would overflow re's cache on every question)
            for m in re.finditer(rf"(?<![\w.]){linking.name_pattern(n)}(?![\w])", lowered):
                # "count the cars in mpg_data": the name said as the data ('in …', '… 里') over a word that is
                # also some frame's name; then a file's full name, then the longer name
                before, after = lowered[:m.start()], lowered[m.end():]
                as_data = 2 if (re.search(r"\b(in|from|according to|using|within|inside|based on|going by)\s+$", before)
                                or re.match(r"\s*(里|中|表|的数据|[:：-])", after)) else \
                    1 if re.search(r"\b(in|from|of|for|according to|using|within|inside|based on|going by)\s+(the\s+)?$",
                                   before) else 0
                named.append((as_data, "." in n, len(n), table))
    if not named:
        return None
    best = max(named, key=lambda hit: hit[:3])
    if best[0] == 0:  # "telephone polls on Brexit": a word for the rows; brexit_polls, of which both words are said
        said = set(re.findall(r"[a-z]+", lowered))
        stem = best[3].name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
        fuller = [t for t in tables if t is not best[3] and stem in linking.name_words(t.name.rsplit(".", 1)[0])
                  and set(linking.name_words(t.name.rsplit(".", 1)[0])) <= said]
        if len(fuller) == 1:
            return fuller[0]
    return best[3]


PLAIN_NAME_OUTWEIGHED = 2.5
"""A table named only by an everyday word yields to one whose columns and values the question says this many
times as much."""


def _plain_word_said(question: str, named: Table) -> bool:
    """The table's name is an everyday word the question says for the rows or for anything, not as the data ('How
    many of the polls …', "garage room for two cars"; not "in polls", "polls 里")."""
    from nbcopilot.analysis import dictionary

    stem = named.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    words = dictionary.english_words()
    if not re.fullmatch(r"[a-z]{3,}", stem) or stem not in words and stem[:-1] not in words:
        return False
    return not re.search(rf"\b(?:in|of|for|from|according to|using|within|inside|based on|going by)\s+{stem}\b|"
                         rf"\b{stem}\s*(?:里|中|表|的数据|[:：])", question.lower())


def _sharing_a_plain_name(question: str, named: Table, tables: Sequence[Table]) -> list[Table]:
    """The other tables whose names hold the named table's plain name ('How many of the polls were run by
    Newspoll?' with polls, aus_polls and brexit_polls open): which of them the question means is for the ranking to
    say."""
    stem = named.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    return [t for t in tables if t is not named and stem in linking.name_words(t.name.rsplit(".", 1)[0])]


def ranked(question: str, tables: Sequence[Table], embed: Callable | None = None) -> list[tuple[float, float, Table]]:
    """(score, share of the best words, table) for every table, likeliest first. The words: the columns, values
    and name's words of a table that the question says, each weighed by how few tables share it ('year', 'date'
    say little), scaled so the best table's are 1. With `embed`, the question's meaning against each table's name,
    columns and a few text values is added: 0.01 of cosine counts as 0.15 of the best words. `python
    bench/bench_table_choice.py --sets fresh10 … fresh15` (questions that name no table, 109 tables staged; all six
    sets since tuned; measured before the values joined the description): right with both 55/75, 51/59, 56/60, 50/53,
    38/52, 51/65; by the words alone 43, 50, 56, 42, 33, 39; by meaning alone 34, 22, 33, 30, 29, 40. The values
    (fresh56 … fresh58, 265 questions naming no table, 367 tables staged, weights swept offline): right 125 → 129."""
    rankings = _RANKINGS.get()
    if rankings is None:
        return _ranked(question, tables, embed)
    keys = [(t.name, t.source, id(t.frame)) for t in tables]
    key = (question, embed, tuple(keys))
    if key not in rankings:  # (the frames are held by the caller's tables while the scope lasts: no id is reused)
        order = _ranked(question, tables, embed)
        described = dict(zip(map(id, tables), keys))
        rankings[key] = [(score, share, described[id(t)]) for score, share, t in order]
    mine = dict(zip(keys, tables))
    return [(score, share, mine[described]) for score, share, described in rankings[key]]


_RANKINGS: contextvars.ContextVar[dict | None] = contextvars.ContextVar("rankings", default=None)
"""Rankings made inside `one_ranking`, by question, embedding and tables."""


@contextlib.contextmanager
def one_ranking() -> Iterator[None]:
    """Within, a ranking asked again of the same question and tables is the one already made: planning asks twice
    of one goal (is it ambiguous, which table) while no code runs to change the frames."""
    token = _RANKINGS.set({})
    try:
        yield
    finally:
        _RANKINGS.reset(token)


def _ranked(question: str, tables: Sequence[Table], embed: Callable | None) -> list[tuple[float, float, Table]]:
    words = linking.tokens(question)
    spans: list[list[tuple[int, int]]] = []  # where each table's quoted values lie in the question
    evidence = [_evidence(question, words, table, spans) for table in tables]
    gaps = [m.span() for m in re.finditer(GAPS_ASKED, question, re.IGNORECASE)]
    for found in evidence:  # "个人收入这一项缺失的有多少人": the word asking for gaps names no column of 'missing' women
        for at in [at for at in found if any(a <= at < b for a, b in gaps)]:
            del found[at]
    for i, found in enumerate(evidence):  # "the half marathon": a value of one table's; 'marathon' inside it names
        for at in [at for at, score in found.items() if score == NAME_WORD]:  # no other table (nyc_marathon)
            if any(a < at < b for j, held in enumerate(spans) if j != i for a, b in held):
                found[at] = NAME_WORD / 3
    spread = Counter(at for found in evidence for at in found)
    weight = {at: math.log((len(tables) + 1) / (n + 0.5)) for at, n in spread.items()}
    said = [sum(min(score, 4.0) * weight[at] for at, score in found.items()) for found in evidence]
    top = max(said) or 1.0
    meaning = _meaning(question, tables, embed) if embed is not None else [0.0] * len(tables)
    own = _own_names_said(question, tables) | _initials_said(question, tables)
    scored = sorted(((share / top + MEANING_WEIGHT * sim + (OWN_NAME if i in own else 0.0), share / top, -i)
                     for i, (share, sim) in enumerate(zip(said, meaning))), reverse=True)
    years = _years_said(question)
    month_of_a_year = re.search(MONTH_OF_A_YEAR, question, re.IGNORECASE) is not None
    checked: set[int] = set()
    while years and scored[0][2] not in checked and len(checked) < YEARS_CHECKED:
        # "2019 年人均 GDP 最高的国家": the likeliest table falls when its years stop in 2007, until one can say
        score, share, i = scored[0]
        checked.add(i)
        if _lacks_years(tables[-i].frame, years, dated=month_of_a_year):
            scored = sorted([(score - YEARS_ABSENT, share, i), *scored[1:]], reverse=True)
    if re.search(GAPS_ASKED, question, re.IGNORECASE):  # "which column has the most missing values": a table with gaps
        for n, (score, share, i) in enumerate(scored[:YEARS_CHECKED]):
            if not _has_gaps(tables[-i].frame) and not _writes_missing(tables[-i].frame):
                scored[n] = (score - YEARS_ABSENT, share, i)
        scored.sort(reverse=True)
    return [(score, share, tables[-i]) for score, share, i in scored]


def _has_gaps(frame: Any) -> bool:
    """Any missing cell among the first GAPS_SAMPLE rows (a 10M-row frame is not scanned whole)."""
    return bool(frame.head(GAPS_SAMPLE).isna().to_numpy().any())


def _writes_missing(frame: Any) -> bool:
    """A text column holding 'Missing' as a value ('How many dogs are missing?' of a pets table's status)."""
    return any(linking.is_text(frame[c]) and frame[c].head(GAPS_SAMPLE).astype(str).str.strip().str.casefold().eq(
        "missing").any() for c in frame.columns)


GAPS_ASKED = r"\b(?:missing|nulls?|NaNs?|blank)\b|\bnot recorded\b|缺失|空值|没填|未填|没有填|为空"
"""A question about missing values: only a table with gaps can answer it ('缺了几天课' and 'no rain recorded' may ask
of counts and zeros instead)."""
GAPS_SAMPLE = 100_000
"""Rows looked at for gaps when a question asks about missing values."""
OWN_NAME = 1.0
"""What a column name only one table has, said exactly as written, adds: 'Bears_Home', 'labsh', 'new_sp_m014' are
written by someone looking at that table (the best words score 1, meaning about 15 × its cosine)."""


def _own_names_said(question: str, tables: Sequence[Table]) -> set[int]:
    """The tables with an identifier-like column name (underscores, dots, digits or inner capitals; no English word)
    that the question says exactly and that no other table has."""
    from nbcopilot.analysis import dictionary

    holders: dict[str, set[int]] = {}
    capitalised: set[str] = set()
    for i, table in enumerate(tables):
        for column in map(str, table.frame.columns):
            if len(column) >= 4 and column in question and (m := re.search(
                    rf"(?<![\w.]){re.escape(column)}(?![\w.])", question)):
                holders.setdefault(column, set()).add(i)
                if column[0].isupper() and column[1:].islower() and re.search(r"[a-z,]\s+$", question[:m.start()]):
                    capitalised.add(column)  # "Which Smoke answers …": a word capitalised mid-sentence, as written
    own = set()
    for column, held in holders.items():
        if len(re.findall(r"[A-Za-z]", column)) < 3:
            continue  # '1999' of a table with a column per year, 'Q1': said as dates and codes, not as that table's
        coined = re.search(r"[_.\d]|[a-z][A-Z]", column) or column.lower() not in dictionary.english_words() or \
            column in capitalised
        if len(held) == 1 and coined and not _a_value_elsewhere(column, tables, held):
            own |= held
    return own


def _initials_said(question: str, tables: Sequence[Table]) -> set[int]:
    """The tables whose name (or one word of it) is the initials of a name the question says, three letters or more:
    'Penn World Table' pwt, "RuPaul's Drag Race" rpdr, 'Current Population Survey' cps_1985."""
    said = set()
    for m in re.finditer(r"(?<![\w'])[A-Z][\w']*(?:\s+[A-Z][\w']*){1,3}", question):
        run = [re.sub(r"'s$", "", w) for w in m.group().split()]
        for words in (run[a:b] for a in range(len(run)) for b in range(a + 2, len(run) + 1)):
            if words[0].lower() in linking.STOPWORDS:
                continue  # not 'Which' of "Which Penn World Table …", 'In' of "In Premier League seasons"
            said.add("".join(w[0] for w in words).lower())
            said.add("".join(c for w in words for c in w if c.isupper()).lower())  # RuPaul's: r and p
    own = set()
    for i, table in enumerate(tables):
        stem = table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
        parts = linking.name_words(stem)
        if any(len(letters) >= 3 and (letters == stem or letters in parts) for letters in said):
            # (two letters say too little: 'Prime Minister' is no pm table, 'United States' no us)
            own.add(i)
    return own


def _a_value_elsewhere(name: str, tables: Sequence[Table], held: set[int]) -> bool:
    """Another table's text column holds the name as a value: 'Austin' a station column of one table and a city in
    another's rows is said of those rows as likely, no name only one table has."""
    for i, table in enumerate(tables):
        if i in held:
            continue
        for column in table.frame.columns:
            series = table.frame[column]
            if linking.is_text(series) and bool((series == name).any()):
                return True
    return False


YEARS_CHECKED = 8
"""At most this many of the likeliest tables are checked for the years a question says (reading dates costs time)…"""
YEARS_ABSENT = 3.0
"""…and how far one falls when its year or date columns hold none of them (the best words score 1, meaning adds
about 15 × its cosine, so a table that cannot hold the year must fall past the words and most of the meaning)."""


def _years_said(question: str) -> set[int]:
    return {int(y) for y in re.findall(r"(?<![\d.,])(1[89]\d\d|20\d\d)(?![\d%]|[.,]\d)", question)}


def _lacks_years(frame: Any, years: set[int], dated: bool = False) -> bool:
    """The table has columns of years or dates and no year the question says lies within their span; False when
    it has no such columns (a wide table may name its years in its column names), unless a month of a year is
    asked (`dated`: 'December 2019' needs a time column). Dates are read from at most YEARS_SAMPLE evenly spaced
    rows: a span, not every row of a 10M-row frame."""
    spans: list[tuple[float, float]] = []
    for column in frame.columns:
        series = frame[column]
        if (named := linking.year_named(column)) is not None:  # 'year_1960', 'X1960': a column per year
            if not dated:  # (holding no month of it)
                spans.append((named, named))
        elif linking.holds_years(str(column)) and linking.is_number(series):
            held = series.dropna().unique() + (linking.two_digit_century(series) or 0)  # 95 is 1995
            if len(held) <= YEARS_LISTED:  # every fifth year (1952 … 2007) holds no 1994, though its span does
                spans.extend((year, year) for year in held)
            else:
                spans.append((held.min(), held.max()))
        elif is_date(series, str(column)):
            sample = series.dropna()
            sample = sample.iloc[::max(1, len(sample) // YEARS_SAMPLE)]
            found = as_dates(sample).dt.year.dropna()
            if len(found):
                spans.append((found.min(), found.max()))
    if not spans:
        return dated
    return not any(low <= year <= high for low, high in spans for year in years)


MONTH_OF_A_YEAR = (r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:1[5-9]|20)\d\d\b|"
                   r"(?:1[5-9]|20)\d\d\s*年\s*\d{1,2}\s*月|(?:1[5-9]|20)\d\d-\d{2}\b")
"""A month of one year ('December 2019', '2019 年 12 月', '2019-12'): only a table with a time column holds it."""


YEARS_SAMPLE = 2000
YEARS_LISTED = 400
"""A year column with at most this many distinct years is checked year by year, a longer one by its span."""



MEANING_WEIGHT = 15.0
_DESCRIBED: dict[str, Any] = {}
"""Embedded table descriptions, by description: a notebook's tables change rarely, questions often."""


def _meaning(question: str, tables: Sequence[Table], embed: Callable) -> list[float]:
    """Cosine of the question with each table's name and column names."""
    described = [_description(table) for table in tables]
    missing = [d for d in dict.fromkeys(described) if d not in _DESCRIBED]
    if missing:
        if len(_DESCRIBED) > 2000:
            _DESCRIBED.clear()
        _DESCRIBED.update(zip(missing, embed(missing, False)))
    asked = embed([question], True)[0]
    return [float(_DESCRIBED[d] @ asked) for d in described]


def _description(table: Table) -> str:
    """The table's name, its columns and a few of its text values ('ssi', 'Doctor', 'SW'): what a question may say
    of it. Values come from the first rows only, so a 10M-row frame costs no more than a small one."""
    stem = table.name.rsplit("/", 1)[-1].rsplit(".", 1)[0].replace("_", " ")
    columns = list(table.frame.columns)[:40]
    head = table.frame.head(DESCRIBED_ROWS)
    cells = [head.iloc[:, i] for i in range(len(columns))]  # (by place: two columns may share a name)
    values = [str(v) for series in cells if linking.is_text(series)
              for v in series.dropna().astype(str).value_counts().index[:3] if len(str(v)) < 30][:30]
    return f"{stem}: " + ", ".join(str(c).replace("_", " ") for c in columns) + (
        "; values: " + ", ".join(values) if values else "")


DESCRIBED_ROWS = 2000
"""Rows a table's description reads its values from."""


NAME_WORD = 3.0
"""What a word of a table's own name said whole scores ('cpu' of cpus)."""


def _evidence(question: str, words: list, table: Table, spans: list | None = None) -> dict[int, float]:
    """Where the question speaks of this table and how strongly: the columns it names, a cell value it quotes
    ('Torgersen' is only in penguins), a word of the table's own name ('per plane' in planes.csv). The spans of the
    values quoted are added to `spans`."""
    found: dict[int, float] = {}
    held: list[tuple[int, int]] = []
    if spans is not None:
        spans.append(held)

    def add(at: int, score: float) -> None:
        if at >= 0:
            found[at] = max(found.get(at, 0.0), score)
    columns = list(map(str, table.frame.columns))
    family_of = {column: members for members in siblings.families(columns).values() for column in members.values()}
    rounds = siblings.suffixes_said(question) if family_of else []
    for link in linking.link_columns(question, words, columns):
        dated = link.column.lower()[:3] in MONTH_COLUMNS and re.match(DATE_OF_A_MONTH, question[max(link.at, 0):], re.I)
        add(link.at, 0.5 if link.column.isdigit() or linking.year_named(link.column, alone=True) or dated else
            link.score)  # ('Jan 2000' is a date, no Jan column of a table of months)
        if link.last > link.at:  # 'personal_income' said "个人收入": both words are this one column's, not two
            add(link.last, link.score)  # columns' halves elsewhere
        # '1960' is a year said, which many tables hold; a column named for it ('year_1960') is no more this table's
        for suffix, at, *_ in rounds:  # '1st-grade math score' over math1 … math3: the grade said is this table's too
            if suffix in family_of.get(link.column, {}):
                add(at, link.score)
    for value in linking.link_values(question, table.frame, inside=False):
        held.append((value.at, value.at + value.length))
        common = (table.frame[value.column] == value.value).mean() > 0.9  # 'USA' in a table of US airports
        digits = re.fullmatch(r"[\d.,\s-]+", str(value.value)) is not None
        # says little of which table: nearly every row holds it; '15' of "15 条或以上" is a number said, which a
        # column of codes written as text happens to hold
        add(value.at, 0.5 if digits else 1.0 if common else 1.5 if _everyday(value, question) else 3.0)
    glued = {re.sub(r"[^a-z0-9]", "", str(c).lower()) for c in columns}
    for m in re.finditer(linking.PERIOD_SAID, question, re.IGNORECASE):
        unit = linking.PERIOD_UNITS.get(m.group(2), m.group(2).lower().rstrip("s"))
        if any(re.search(rf"(?<!\d){m.group(1)}{unit}", name) for name in glued):  # '7 天观看人数': viewers_7day
            add(m.start(), 4.0)
    stem = table.name.lower().rsplit("/", 1)[-1].rsplit(".", 1)[0]
    named = [w for w in linking.name_words(stem) if len(w) > 2 and not w.isdigit() and w not in linking.STOPWORDS]
    # ('the' of beat_the_blues names nothing)
    spelled = [(text, at) for text, (at, _) in linking.value_spellings(question).items() if text.isalpha()]
    spelled += linking.unread_characters(question, words)  # not '课' class of a word read whole, '缺课' absent
    for text, at in [(token.text, token.at) for token in words] + spelled:  # '西雅图' is Seattle: seattle_weather
        sure = max((_same_word(text, w) for w in named), default=0.0)
        if sure:
            add(at, sure)
    latin = [token for token in words if token.raw.isascii()]
    for first, second in zip(latin, latin[1:]):  # "the waiting list" of waitlist, "home work" of homework
        joined = {first.text + second.text, linking.stem(first.text) + second.text}
        between = question[first.at + len(first.raw):second.at].strip()
        if any(len(w) >= 6 and w in joined for w in named) and between in ("", "-"):
            add(first.at, NAME_WORD)
    return found


MONTH_COLUMNS = {m[:3] for m in quantities.MONTHS}
DATE_OF_A_MONTH = r"[a-z]+\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:1[5-9]|20)\d\d\b|[一二三四五六七八九十]+月\s*(?:1[5-9]|20)\d\d"
"""A month said with its year ('Jan 2000', 'December 2019'): a date, not a month's column."""


def _everyday(value: Any, question: str) -> bool:
    """A cell value that is an everyday English word said in lower case ('oil' heating, 'married'), or a Chinese word's
    gloss ('婚礼' wedding): some table holds it, the question need not mean that one ('Torgersen', 'CAHPS_GRP_1',
    'Vic' do)."""
    from nbcopilot.analysis import dictionary

    text = str(value.value).strip()
    said = question[value.at:value.at + value.length]
    if not said.isascii():  # '举行' to hold, glossed: 'Hold, Mr. Stephen' begins with an everyday word; '西雅图' is
        if any(g[:1].isupper() for g in dictionary.glosses(said)):  # Seattle, a name
            return False
        text = re.split(r"[,\s(]", text)[0]
    return text.isalpha() and text.lower() in dictionary.english_words() and (said.islower() or not said.isascii())


def _same_word(said: str, name_word: str) -> float:
    """How surely a word of the question is a word of a table's name: 3 for 'cpu' of cpus, 1.5 for a word that only
    begins alike ('president' of presidential, but also 'employee' of employment) or that the name shortens
    ('republican' of repub_votes), else 0."""
    from nbcopilot.analysis import dictionary

    said, name_word = said.lower(), name_word.lower()
    if linking.stem(said) == linking.stem(name_word) or said.rstrip("s") == name_word.rstrip("s"):
        return NAME_WORD
    shortened = len(name_word) >= 4 and said.startswith(name_word) and len(said) >= len(name_word) + 3 and \
        name_word not in dictionary.english_words()
    return 1.5 if linking.share_beginning(said, name_word) or shortened else 0.0


def interpret(question: str, tables: Sequence[Table], *, embed: Callable | None = None) -> list[Operation]:
    """Candidate operations for the question, best first; empty when the rules cannot read it."""
    question = linking.spelled_right(question)
    if not re.search(r"各|每个|每一", question):
        question = re.sub(r"分别(?=(?:是|在|属于|来自|有)?\s*哪(?:些|几))", "", question)
    # ('…的书，分别是哪些院系的': which departments, listed; 分别 asks no figure of each)
    table = choose_table(question, tables, embed)
    if table is None:
        return []
    bar = average_bar.said(question, table.frame)  # "days above average kWh": read at a stand-in number first
    if bar:
        question = bar[0]
    reading, derived = with_derived_column(read_question(question, table, embed))
    said = list(reading.values)  # (the rules take the values of a column grouped by out of the reading)
    candidates = [op for op in candidate_operations(reading) if op is not None]
    if derived:  # the column the reading measured is made from the table's own
        name = FULL_NAME if derived[0] == FULL_NAME else derived[1] if derived[0] == ONE_OF else reading.links[0].column
        candidates = [replace(op, derived=derived) if name in op.columns() else op for op in candidates]
        if derived[0] == "rate":  # "the death rate by grade": every row rated, none kept for its flag ('death')
            candidates = [replace(op, filters=tuple(f for f in op.filters if f.column != derived[1]))
                          if op.derived == derived else op for op in candidates]
    columns = list(map(str, table.frame.columns))
    digits = quantities.decimals_asked(question)
    unique = []
    for op in candidates:
        if digits is not None and figures_only(op, reading.numeric):
            op = replace(op, digits=digits)
        if re.search(quantities.SURNAME_ASKED, question, re.IGNORECASE) and not re.search(
                r"\bfull names?\b|\bfirst names?\b|全名|姓名全称|全称", question, re.IGNORECASE) and _names_answered(op, reading):
            op = replace(op, surname=True)
        if op.op in ("group_extreme", "mode", "having", "distinct") and re.search(MONTH_NAME, question, re.I) and (
                op.by_part == "month" or not op.by_part and (op.by or op.column) and _month_numbers(
                    reading.table.frame, op.by or op.column)):
            op = replace(op, by_part="month_name")  # "which month …? Give the month name": June, not 6
        if op.op == "distinct" and op.filters and not op.kind and re.search(NEVER, question, re.I):
            op = replace(op, kind="never")  # "which protocols never had a long job": the others
        if op.kind == "in order" and op.by_part == "quarter" and period_part(reading.table.frame[op.by]) == "quarter":
            op = replace(op, by_part=None)  # "每个季度…按时间先后" over 'Q42010' …: each quarter in time, no merging
        if op.kind == "in order" and op.by and not op.by_part and not op.values:
            calendar = calendar_order(reading.table.frame[op.by])
            if calendar:  # "按月份顺序" over 'Jan'…'Apr': the calendar's order, not the alphabet's
                op = replace(op, values=calendar)
        if op.op in ("value_counts", "group_aggregate") and op.by and not op.by_part and (
                op.kind is None or op.kind == "in order" and not op.values):
            named = _groups_said(reading, op.by, said)
            if named:  # "拿到物品 A 和物品 B 的各有多少人？先 A 后 B", "at nutrient level 1 and at level 8": those groups,
                op = replace(op, kind="in order", values=named, filters=tuple(  # in the order said (their numbers
                    f for f in op.filters if not (f.column != op.by and f.cmp == "==" and f.value in named and not any(
                        l.column == f.column and l.score >= STRONG for l in reading.links))))  # keep no other rows)
        op = _quarters_as_shown(op, question, reading.dates)
        op = _months_of_a_monthly_series(op, question, reading)
        op = _alternatives_compared(op, reading.table.frame)
        op = _measures_joined(op, reading)
        if op.k and op.op in ("value_counts", "group_aggregate") and op.kind is None and re.search(
                FIGURES_ASKED, question, re.IGNORECASE) and not re.search(r"\bwhich\b|\bwhat\b|哪", question, re.I):
            op = replace(op, kind="figures")  # "How many workers are in each of the two most common reasons"
        parted = {f.column for f in op.filters + op.condition if f.part} | (
            {op.by or op.column, op.target} if op.by_part else set())
        periods = tuple(c for c in sorted(parted - {None}) if c in table.frame and (
            period_part(table.frame[c]) == "quarter" or decimal_years(table.frame[c])))
        if periods:  # "in 2015" of '2015 Q1'…'2015 Q4': the code reads those quarters as dates first
            op = replace(op, periods=periods)
        shown = op.target if op.op == "lookup" else op.column if op.op == "aggregate" and op.agg in (
            "max", "min", "mean", "median") else None
        if shown in reading.numeric and not op.kind and re.search(AS_PERCENT, question, re.I) \
                and in_fractions(shown, reading.table.frame[shown]):
            op = replace(op, kind="percent")  # a share written 0.517, a return 0.16 (its highest), asked in percent
        op = _answered_by_code(op, question, columns, reading.table.frame)
        op = _years_as_columns(op, columns)
        op = _years_as_written(op, reading.table.frame)
        op = _kinds_as_flags(op, reading, derived)
        op = _summary_rows_left_out(op, question, reading.table.frame)
        op = _every_spelling(op, reading.table.frame)
        op = _nearest(op, reading)
        if op.op == "extreme_row" and op.kind is None and op.target and op.target != op.column and \
                op.target in table.frame and bool(table.frame[op.target].isna().any()):
            op = replace(op, filters=(*op.filters, Filter(op.target, "known", None)))  # "which station was closest":
            # a row that names one
        op = options.said_as_options(op, question, reading.table.frame)  # 'Answer male or female' of codes 1, 2
        if (op.op in ("group_extreme", "mode") and op.kind is None or op.op == "each" and op.kind == "which") \
                and op.by_part is None:  # "smokers or non-smokers": one side, said as the question says it
            grouped = op.column if op.op == "mode" else op.by
            op = replace(op, labels=op.labels or sides.said_labels(grouped, said, reading.raw, reading.table.frame))
        if bar:
            op = average_bar.settled(op, bar[1], table.frame)
        if op is not None and check(op, columns) is None and op not in unique:
            unique.append(op)
    return unique


NEAREST = r"\b(?:closest|nearest)\s+to\b|最接近|最靠近|最贴近"
"""A row whose figure lies nearest a number said after these words."""


def _nearest(op: Operation, reading: Any) -> Operation:
    """"Which province's Catholic share is closest to 50%", '最接近一半（50%）': the row of least distance from the
    number said after 'closest to', not the row at an extreme."""
    said = re.search(NEAREST, reading.q, re.IGNORECASE)
    if op.op != "extreme_row" or op.kind or said is None:
        return op
    after = [n for n in reading.numbers if n.at >= said.end()]
    before = [l for l in reading.links if l.column in reading.numeric and l.score >= STRONG and 0 <= l.at < said.start()]
    later = [l for l in reading.links if l.column in reading.numeric and l.score >= STRONG and l.column != op.column
             and after and after[0].at < l.at <= after[0].at + 16]
    if not after or later or before and max(before, key=lambda l: l.at).column != op.column:
        return op  # ("the player aged closest to 30 who scored most", "closest to 20 in age": closeness is of the
        # column said with it)
    value = after[0].value
    if re.match(r"\s*(?:%|percent\b)", reading.q[after[0].at + len(f"{value:g}"):]) and is_fraction(
            reading.table.frame[op.column]):
        value = value / 100  # "closest to 50%" of a column holding 0.5
    return replace(op, kind="nearest", threshold=int(value) if float(value).is_integer() else value,
                   filters=tuple(f for f in op.filters if not (f.column == op.column and f.value == after[0].value)))


def _measures_joined(op: Operation, reading: Any) -> Operation:
    """'male and female prisoners in 1980', '男性和女性在押人数': two measures of one row said side by side, joined —
    each one's figure, in the order said."""
    from nbcopilot.analysis.shapes import one_row

    if not (op.op == "lookup" or op.op == "aggregate" and op.agg == "sum") or op.kind or not one_row(
            reading.table.frame, list(op.filters)):
        return op  # (a sum over one row is that row's figure)
    asked = op.target or op.column
    said = sorted((l for l in reading.links if l.column in reading.numeric and l.score >= 2 and l.at >= 0
                   and l.column not in {f.column for f in op.filters}), key=lambda l: l.at)
    for first, second in zip(said, said[1:]):
        if asked in (first.column, second.column) and first.column != second.column and re.fullmatch(
                r"[\w\u4e00-\u9fff]+\s*(?:and|&|和|与|及|以及)\s*", reading.raw[first.at:second.at], re.IGNORECASE):
            return replace(op, op="columns", values=(first.column, second.column), agg="sum", kind="each",
                           target=None, column=None)
    return op


FIGURES_ASKED = r"^\s*how (?:many|much)\b|各有多少|分别有多少|各是多少|分别是多少|各多少|各有几|分别有几|各[\u4e00-\u9fff]{1,3}了?多少"
"""The figures of the groups asked for, not the groups ('各有多少人'; not "the top 3 regions by how many orders")."""


def _alternatives_compared(op: Operation, frame: Any) -> Operation:
    """'Which brand is the cheapest on average?' over choice (yoplait, dannon, …) beside price.yoplait, price.dannon …:
    every row prices every brand, so the brands' price columns are compared and the answer is the brand, not the
    brand chosen most cheaply by one of those columns."""
    from nbcopilot.analysis.nouns import _alternatives

    if op.op != "group_extreme" or not op.by or op.by_part or not op.column or op.agg not in ("mean", "median") or \
            op.by not in frame or not _alternatives(frame, op.by):
        return op
    kinds = {str(v).strip().lower(): v for v in frame[op.by].dropna().unique()}
    parts = re.split(r"([._])", op.column)
    mine = [i for i, p in enumerate(parts) if p.lower() in kinds]
    if len(mine) != 1:
        return op
    family = {}
    for kind, value in kinds.items():
        name = "".join(kind if i == mine[0] else p for i, p in enumerate(parts))
        match = next((str(c) for c in frame.columns if str(c).lower() == name.lower()), None)
        if match is None:
            return op
        family[match] = value
    return replace(op, op="columns", values=tuple(family), column=None, by=None, labels=tuple(family.items()))


def _months_of_a_monthly_series(op: Operation, question: str, reading: Any) -> Operation:
    """In a table of one row a month ('2008-10-01' … '2014-02-03'), the months asked are those rows, each of its year
    ('收盘价最高的三个月', 'which month had the highest close'), not the calendar's twelve merged over the years —
    unless the question says so ('哪个日历月份', 'on average', 'across the years')."""
    grouped = op.by if op.op in ("group_aggregate", "group_extreme", "having", "value_counts") else \
        op.column if op.op in ("distinct", "mode") else None
    if op.by_part != "month" or grouped not in reading.dates or re.search(CALENDAR_MONTHS, question, re.IGNORECASE):
        return op
    dates = as_dates(reading.table.frame[grouped]).dropna()
    months = dates.dt.year * 12 + dates.dt.month
    if len(dates) < 12 or not months.is_unique or months.max() - months.min() + 1 > 1.5 * len(months):
        return op  # (daily rows, or months far apart: the calendar's months are what can be asked)
    return replace(op, by_part="year_month")


CALENDAR_MONTHS = (r"\bcalendar\b|日历|\b(?:on )?average\b|\bmean\b|\btypical(?:ly)?\b|\bacross\b|\ball (?:the )?years\b|"
                   r"\bof the year\b|\bmonth names?\b|\busually\b|\bgenerally\b|\bover the years\b|\bregardless\b|"
                   r"\bseasonal(?:ly)?\b|\bthrough December\b|\btotal\b|\bsum(?:med)?\b|\bcombined\b|平均|均值|合在一起|"
                   r"所有年份|每年|历年|通常|一般|总|合计|加起来|不分年份|1\s*(?:到|至|-|~)\s*12\s*月|一月到十二月|月份名|英文月份")
"""Words that ask of the calendar's months merged over the years, not of each year's own month."""


def _quarters_as_shown(op: Operation, question: str, dates: Sequence[str]) -> Operation:
    """'Which quarters …? Give them like "1950 Q3"', '按“1950 Q3”这样的格式回答': a date answered as its year's
    quarter, written as the question shows it; a quarter of any year 'Q1' where the question says the quarters so."""
    shown = re.search(ANSWER_EXAMPLE, question, re.IGNORECASE)
    quarter = re.search(r"\d{4}(\s*)Q[1-4]", shown.group(shown.lastindex), re.IGNORECASE) if shown else None
    if op.by_part == "quarter" and op.op == "group_extreme" and len(set(re.findall(r"\bQ([1-4])\b", question))) >= 2:
        return replace(op, labels=tuple((n, f"Q{n}") for n in range(1, 5)))  # "Answer Q1, Q2, Q3 or Q4": 'Q1', not 1
    if quarter is None:
        return op
    part = "year_space_quarter" if quarter.group(1) else "year_quarter"
    if op.op == "distinct" and op.column in dates or op.op == "extreme_row" and op.target in dates or \
            op.op in ("group_extreme", "group_aggregate", "value_counts") and op.by in dates:
        return replace(op, by_part=part)
    return op


def _groups_said(reading: Any, by: str, values: Sequence = ()) -> tuple | None:
    """Two or more groups of the key said by their own values, as written (a code 'A', a number 1 or 8 not said as a
    bar), in the order first said — every group between two numbers said as a range ('levels 1 through 5'); None
    otherwise."""
    series = reading.table.frame[by]
    held = [v.item() if hasattr(v, "item") else v for v in series.dropna().unique()]
    if len(held) > MAX_GROUPS_SAID:
        return None
    found: dict[Any, int] = {}
    if linking.is_number(series):
        numbers = {float(v): v for v in held}
        said = [n for n in reading.numbers if n.cmp is None and float(n.value) in numbers]
        for n in said:
            found.setdefault(numbers[float(n.value)], n.at)
        if len(said) == 2 and re.fullmatch(r"\s*(?:through|thru|to|-|–|~|到|至)\s*",
                                           reading.raw[said[0].at + len(f"{said[0].value:g}"):said[1].at]):
            low, high = sorted((said[0].value, said[1].value))
            return tuple(sorted((v for v in held if low <= v <= high), reverse=said[0].value > said[1].value))
    else:
        for value in map(str, held):
            m = re.search(rf"(?<![\w.]){re.escape(value)}(?![\w.])", reading.raw)
            if m and not (len(value) == 1 and re.search(r"(?:^|[.?!]\s*)$", reading.raw[:m.start()])):  # ('A …' begins
                found.setdefault(value, m.start())  # a sentence, no group)
        if len(found) < 2:  # '男生和女生' of 'Men', 'Women': each sex as the question says it
            said = {str(v.value): v.at for v in values if v.column == by and str(v.value) in map(str, held)}
            found = said if len(said) >= 2 else found
    return tuple(sorted(found, key=found.get)) if len(found) >= 2 else None


MAX_GROUPS_SAID = 30
"""A key with more values than this is no handful of groups named one by one."""




def _names_answered(op: Operation, reading: Any) -> bool:
    """The operation answers with text of a column of people's names (two words or more, or 'Last, First')."""
    column = op.target if op.op in ("extreme_row", "top_k", "lookup") else op.column if op.op in (
        "distinct", "mode") else op.by if op.op == "group_extreme" else None
    if column is None or column not in reading.table.frame or column in reading.numeric:
        return False
    sample = reading.table.frame[column].dropna().astype(str).str.strip().head(200)
    return len(sample) > 0 and bool(sample.str.contains(r"^\S+(?:,\s*|\s+)\S", regex=True).mean() > 0.8)


def _kinds_as_flags(op: Operation, reading: Any, derived: tuple = ()) -> Operation:
    """'Which position is paid best: guard, forward or center?' where each kind is a 0/1 column: the figure of the
    measure said over the rows each column marks, not the columns' own means. A kind the rules took as a condition
    ('… 或 center') is one of the kinds."""
    frame = reading.table.frame
    flag = lambda c: c in frame and set(frame[c].dropna().unique().tolist()) <= {0, 1}  # noqa: E731
    if op.op != "columns" or op.column or len(op.values) < 2 or not all(flag(c) for c in op.values):
        return op
    said = [l.at for l in reading.links if l.column in op.values and l.at >= 0]
    listed = [f for f in op.filters if f.cmp == "==" and f.value == 1 and flag(f.column) and any(
        l.column == f.column and said and min(said) - 12 <= l.at <= max(said) + 12 for l in reading.links)]
    kinds = tuple(op.values) + tuple(f.column for f in listed)
    made = reading.links[0].column if derived[:1] not in ((), (ONE_OF,)) else None  # ('已婚球员比例': the rate of
    # marr, made for the question; not a kind's names)
    measures = [l.column for l in reading.links if l.score >= STRONG and l.column not in kinds and (
        l.column == made or l.column in reading.numeric and not linking.holds_years(l.column))
        and not names_the_study(reading, l)]  # (not wage of "in the 1976 wage data")
    if not measures:
        return op
    return replace(op, column=measures[0], values=kinds, filters=tuple(f for f in op.filters if f not in listed),
                   derived=derived if measures[0] == made else ())


def _years_as_columns(op: Operation, columns: list[str]) -> Operation:
    """'India's GDP growth in 1980, 2000 and 2020' where each year is a column (year_1980 …): those columns' figures
    in the order said, not rows of one year column holding those years."""
    if op.op != "each" or op.cmp or not op.values or not all(isinstance(v, int) and 1500 <= v <= 2100 for v in op.values):
        return op
    named = [[c for c in columns if re.search(rf"(?<!\d){v}(?!\d)", c)] for v in op.values]
    if op.by not in {c for found in named for c in found} or any(len(found) != 1 for found in named):
        return op
    return replace(op, op="columns", values=tuple(found[0] for found in named), agg=op.agg or "mean", kind="each",
                   by=None, column=None)


def _years_as_written(op: Operation, frame: Any) -> Operation:
    """'in 1996', 'from 1995 to 1997' of a column of years written in two digits (95, 96, 97): the years compared and
    listed as the column writes them."""
    def written(column: str | None, value: Any) -> Any:
        if column not in frame or not linking.holds_years(str(column)) or isinstance(value, bool) \
                or not isinstance(value, (int, float)) or not float(value).is_integer():
            return value
        return linking.year_as_written(int(value), frame[column])

    filters, condition = ((replace(f, value=written(f.column, f.value)) if not f.part else f for f in held)
                          for held in (op.filters, op.condition))
    values = tuple(written(op.by, v) for v in op.values) if op.op == "each" and not op.by_part else op.values
    labels = op.labels
    century = linking.two_digit_century(frame[op.by]) if op.op == "group_extreme" and \
        op.by in frame and not op.by_part and not op.labels and linking.holds_years(str(op.by)) else None
    if century:  # "which year had the most broods? give the year": 1996, not the 96 the column writes
        labels = tuple((int(v), int(v) + century) for v in sorted(frame[op.by].dropna().unique()))
    return replace(op, filters=tuple(filters), condition=tuple(condition), values=values, labels=labels)


SUMMARY_ROWS = {"world", "total", "grand total", "overall", "worldwide", "all countries", "全球", "世界", "合计", "总计"}
"""Values that name a row summing up the others ('World' among the countries)."""
PLACE_WORDS = {"country", "countries", "nation", "nations", "region", "regions", "area", "areas", "economy", "entity",
               "state", "states", "territory", "location", "province", "county", "geo"}
"""Columns of places, where such a value sums the rest up (not a genre 'World' or a fuel brand 'Total')."""
OVER_THE_ROWS = ("extreme_row", "top_k", "distinct", "count_distinct", "aggregate", "count_rows", "group_extreme",
                 "having")


def _summary_rows_left_out(op: Operation, question: str, frame: Any) -> Operation:
    """A 'World' or 'Total' row among the countries (or one that adds the other rows up) is no country: the rows
    are ranked, listed, counted and averaged without it, unless the question names it or counts rows as such."""
    if op.op not in OVER_THE_ROWS or re.search(r"\b(?:rows?|records?|entries|lines)\b|行|记录", question, re.IGNORECASE):
        return op
    kept = {(f.column, str(f.value).casefold()) for f in op.filters if f.cmp in ("==", "in")}
    left = []
    for column in frame.columns:
        series = frame[column]
        if not linking.is_text(series) or series.nunique() < 5:
            continue
        places = series.nunique() >= 10 and PLACE_WORDS & set(linking.name_words(str(column)))
        for value in series.dropna().unique():
            said = str(value).strip().casefold()
            if said in SUMMARY_ROWS and (column, said) not in kept and said not in question.casefold() and \
                    (series == value).sum() <= series.value_counts().median() and (  # as often as any one country
                    places or _adds_the_rest_up(frame, series == value)):
                left.append(Filter(str(column), "!=", value))
    return replace(op, filters=op.filters + tuple(left)) if left else op


def _adds_the_rest_up(frame: Any, row: Any) -> bool:
    """The one row holds, in some numeric column, the sum of all the others (a 'Total' line; not a genre 'World')."""
    if row.sum() != 1:
        return False
    for column in frame.columns:
        if linking.is_number(frame[column]) and not linking.holds_years(str(column)):
            rest = float(frame.loc[~row, column].sum())
            if rest and abs(float(frame.loc[row, column].iloc[0]) - rest) <= 0.02 * abs(rest):
                return True
    return False


def _every_spelling(op: Operation, frame: Any) -> Operation:
    """A value typed several ways in its column ('Menomonie', 'MENOMONIE', 'menomonie '): the filters keep (or set
    aside) every spelling, as an analyst reading the list would."""
    def widened(f: Filter) -> Filter:
        if f.cmp not in ("==", "!=") or f.part or not isinstance(f.value, str) or f.column not in frame \
                or not linking.is_text(frame[f.column]):
            return f
        same = f.value.strip().casefold()
        if len(same) < 4:  # 'CO' and 'Co' (carbon monoxide, cobalt): a short code's case means something
            return f
        spellings = [v for v in frame[f.column].dropna().unique() if isinstance(v, str) and v.strip().casefold() == same]
        if len(spellings) < 2:
            return f
        return replace(f, cmp="in" if f.cmp == "==" else "not in", value=tuple(sorted(spellings)))
    return replace(op, filters=tuple(map(widened, op.filters)), condition=tuple(map(widened, op.condition)))


def _month_numbers(frame: Any, column: str) -> bool:
    """A column named for months that holds their numbers, 1 … 12."""
    series = frame[column]
    return "month" in str(column).lower() and linking.is_number(series) and bool(series.dropna().between(1, 12).all()) \
        and bool((series.dropna() % 1 == 0).all())


CODE_ASKED = r"\b(?:its|their|the)\s+(?:\w+\s+)?(?:code|id|abbreviation)s?\b|代码|代号|编码|缩写"
CODE_WORDS = {"code", "cd", "id", "abbr", "abr", "abbrev", "abbreviation"}
ANSWERED_IN = {"group_extreme": "by", "mode": "by", "having": "by", "extreme_row": "target", "top_k": "target",
               "distinct": "column"}
"""The field of an operation that names what its answer is made of."""
ANSWER_IN_CODES = (r"(?:回答|给出|写出|列出|\b(?:answer|reply)\s+(?:with|as|in|using)|\bgive|\blist|\bas)\s*"
                   r"(?:the\s+|their\s+|its\s+)?[^，。？?,.]{0,8}(?:代码|代号|编码|缩写|\bcodes?\b|\babbreviations?\b)")
"""A list asked in codes ('给出州缩写', 'give their codes'), not codes that only select ('代码以 Z 开头的国家')."""


def _answered_by_code(op: Operation, question: str, columns: list[str], frame: Any = None) -> Operation:
    """"Which measure has the lowest rate? Answer with its measure code": the groups (or the row) are named by the
    column beside the one found that holds their codes (a title's code column, one code for each title), when the question
    asks for it."""
    asked = re.search(CODE_ASKED, question, re.IGNORECASE)
    if not asked or re.search(r"\b(?:not|rather than|instead of|no)\b[^.?!,;]{0,12}$|不要|不用|别|而非|而不是",
                              question[max(0, asked.start() - 16):asked.start()], re.IGNORECASE):
        return op  # ("give their names, not the codes", '不要缩写')
    field = ANSWERED_IN.get(op.op)
    if op.op in ("distinct", "top_k", "having") and not re.search(ANSWER_IN_CODES, question, re.IGNORECASE):
        field = None  # ('代码以 Z 开头的国家有哪些': the codes select, the countries answer)
    named = getattr(op, field) if field else None
    if named is None or CODE_WORDS & set(linking.name_words(named)):
        return op
    head = set(linking.name_words(named)) - CODE_WORDS - {"name", "title", "nm", "desc", "description", "label"}
    codes = [c for c in columns if CODE_WORDS & set(linking.name_words(c)) and head & set(linking.name_words(c))] or [
        c for c in columns if set(linking.name_words(c)) <= CODE_WORDS and "id" not in linking.name_words(c)
        and frame is not None and _initials_of(frame[named], frame[c])]
    # (a column named only 'Abr' holds the codes of the one name it stands beside: State's AL of Alabama)
    if len(codes) != 1 or frame is None:
        return op
    pairs = frame[[named, codes[0]]].drop_duplicates()  # one code for each name, and one name for each code
    return replace(op, **{field: codes[0]}) if pairs[named].is_unique and pairs[codes[0]].is_unique else op




def _initials_of(names: Any, codes: Any) -> bool:
    """Most codes begin with their name's first letter (AL Alabama, NY New York): codes of those names."""
    pairs = [(str(n).strip().lower(), str(c).strip().lower()) for n, c in zip(names, codes) if n == n and c == c]
    return bool(pairs) and sum(n[:1] == c[:1] for n, c in pairs) >= 0.8 * len(pairs)


def calendar_order(series: Any) -> tuple:
    """A text column's values in calendar order when they are all month or weekday names ('Jan', 'Tuesday'),
    else ()."""
    if not linking.is_text(series):
        return ()
    values = [v for v in series.dropna().unique()[:40] if isinstance(v, str)]
    months = [quantities.MONTHS.get(v.strip().lower()) or quantities.MONTHS.get(v.strip().lower()[:3]) for v in values]
    if values and all(months):
        return tuple(v for _, v in sorted(zip(months, values)))
    days = [v.strip().lower()[:3] for v in values]
    if values and all(d in quantities.WEEKDAY_ORDER for d in days):
        return tuple(v for _, v in sorted(zip(map(quantities.WEEKDAY_ORDER.index, days), values)))
    if values and period_part(series) == "quarter":  # 'Q42010', 'Q12011': in time, not in the alphabet's order
        import pandas as pd

        starts = as_dates(pd.Series(values))
        return tuple(v for _, v in sorted(zip(starts, values)))
    return ()
