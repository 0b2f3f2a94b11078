"""Words of a question linked to a table: which columns it names, which cell values, which numbers and dates.

Links come from the words themselves first (a column's name, its parts, a small bilingual glossary of everyday data
words), then from the embedded multilingual model for what the words do not settle. Nothing here knows any
particular table: every name comes from the frame being asked about.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

GLOSSARY = {
    # everyday Chinese data words → English words a column name may use
    "平均": "average", "均值": "mean", "中位数": "median", "总和": "total", "合计": "total", "总计": "total",
    "总共": "total", "总数": "total count", "标准差": "std", "最大": "max", "最高": "highest", "最多": "most",
    "最小": "min", "最低": "lowest", "最少": "least", "最重": "heaviest", "最轻": "lightest", "最长": "longest",
    "最短": "shortest", "最贵": "expensive", "最便宜": "cheapest", "最热": "hottest", "最冷": "coldest",
    "最快": "fastest", "最慢": "slowest", "数量": "count", "个数": "count", "计数": "count", "缺失": "missing",
    "空值": "missing", "缺少": "missing", "不同": "different", "唯一": "unique", "体重": "weight mass",
    "重量": "weight mass", "质量": "mass", "价格": "price", "收盘价": "close price", "开盘价": "open price",
    "股价": "price", "长度": "length", "宽度": "width", "高度": "height", "深度": "depth", "温度": "temp temperature",
    "气温": "temp temperature", "最高温": "temp max", "最低温": "temp min", "降水": "precipitation",
    "降水量": "precipitation", "降雨": "precipitation rain", "风速": "wind", "天气": "weather", "城市": "city",
    "国家": "country", "地区": "region", "区域": "region", "产地": "origin", "来源": "origin", "岛屿": "island",
    "岛": "island", "物种": "species", "种类": "species kind type", "品种": "variety", "性别": "sex gender",
    "名称": "name", "名字": "name", "年龄": "age", "年份": "year", "年": "year", "月份": "month", "月": "month",
    "日期": "date", "时间": "time date", "收入": "income", "销售额": "sales revenue", "销量": "sales",
    "利润": "profit", "人口": "population", "马力": "horsepower", "气缸": "cylinders", "排量": "displacement",
    "加速": "acceleration", "油耗": "mpg miles gallon", "里程": "miles", "鳍": "flipper", "嘴": "bill", "喙": "bill",
    "花瓣": "petal", "花萼": "sepal", "股票": "symbol stock", "代码": "symbol code", "公司": "company",
    "产量": "yield", "地点": "site location", "位置": "location", "州": "state", "机场": "airport", "工资": "wage",
    "行业": "industry", "失业": "unemployed", "类型": "type", "类别": "category", "等级": "class grade",
    "分数": "score", "得分": "score", "评分": "rating", "成本": "cost", "金额": "amount", "交易量": "volume",
    "成交量": "volume", "长": "length", "宽": "width", "高": "high height", "深": "depth", "重": "weight",
}
"""Everyday data words in Chinese with the English words a column name may use; concepts, not any table's names."""

CONCEPTS = {
    # adjectives and nouns of everyday questions → the words of the quantity they speak about
    "heavy": "weight mass", "heavier": "weight mass", "heaviest": "weight mass", "light": "weight mass",
    "lighter": "weight mass", "lightest": "weight mass", "weigh": "weight mass", "weighs": "weight mass",
    "long": "length", "longer": "length", "longest": "length", "short": "length", "shorter": "length",
    "shortest": "length", "tall": "height", "taller": "height", "tallest": "height", "wide": "width",
    "widest": "width", "deep": "depth", "deepest": "depth", "hot": "temp temperature", "hotter": "temp temperature",
    "hottest": "temp temperature max", "warm": "temp temperature", "warmest": "temp temperature max",
    "cold": "temp temperature", "colder": "temp temperature", "coldest": "temp temperature min",
    "cool": "temp temperature", "coolest": "temp temperature min", "temperature": "temp",
    "wet": "precipitation rain", "wettest": "precipitation rain", "rainy": "precipitation rain",
    "rainiest": "precipitation rain", "rain": "precipitation", "rainfall": "precipitation", "dry": "precipitation",
    "driest": "precipitation", "windy": "wind", "windiest": "wind", "fast": "speed acceleration",
    "fastest": "speed acceleration", "slow": "speed acceleration", "expensive": "price cost",
    "cheap": "price cost", "cheapest": "price cost", "pricey": "price", "priciest": "price", "old": "age year",
    "oldest": "age year", "young": "age", "youngest": "age", "weight": "mass", "mass": "weight",
    "efficient": "mpg miles gallon", "economical": "mpg miles gallon", "powerful": "horsepower power",
    "gender": "sex", "sex": "gender", "kind": "type", "ticker": "symbol", "stock": "symbol",
}

STOPWORDS = set("""a an the of in on at to for from by with and or is are was were be been do does did has have had
how many much what which who whom whose where when why that this these those there their its it as than then
per each every all any some most least more less average mean median total sum number count value values
highest lowest largest smallest maximum minimum max min top list show give find tell me please what's which's
data table dataset rows row records record column columns entries entry""".split())
UNITS = {"mm", "cm", "m", "km", "g", "kg", "lb", "lbs", "s", "ms", "pct", "usd", "in", "ft", "c", "f"}

_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:[.'-][A-Za-z0-9_]+)*|\d+(?:\.\d+)?")
_GLOSSARY_TERMS = sorted(GLOSSARY, key=len, reverse=True)


@dataclass(frozen=True)
class Token:
    text: str
    """Lower-case English word (Chinese words arrive translated through the glossary)."""
    at: int
    """Character offset in the question, for order and distance."""
    raw: str


def stem(word: str) -> str:
    """A crude English stem: enough to meet 'islands' with 'island' and 'cylinders' with 'cylinder'."""
    for suffix, keep in (("ies", "y"), ("sses", "ss"), ("es", ""), ("s", ""), ("ing", ""), ("ed", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            return word[: len(word) - len(suffix)] + keep
    return word


def tokens(question: str) -> list[Token]:
    """The question's words in order: Latin words as they are, Chinese words through the glossary."""
    found = [Token(m.group().lower(), m.start(), m.group()) for m in _LATIN.finditer(question)]
    taken = [False] * len(question)
    for term in _GLOSSARY_TERMS:
        for m in re.finditer(re.escape(term), question):
            if any(taken[m.start():m.end()]):
                continue
            for i in range(m.start(), m.end()):
                taken[i] = True
            found += [Token(word, m.start(), term) for word in GLOSSARY[term].split()]
    return sorted(found, key=lambda t: t.at)


def name_words(name: str) -> list[str]:
    """A column name's words: 'body_mass_g' → body, mass, g; 'TempMax' → temp, max."""
    spaced = re.sub(r"([a-z])([A-Z])", r"\1 \2", str(name))
    return [w.lower() for w in re.split(r"[^A-Za-z0-9]+|(?<=[a-z])(?=\d)", spaced) if w]


@dataclass(frozen=True)
class ColumnLink:
    column: str
    score: float
    at: int
    """Where in the question the column is named (-1: found by meaning only)."""


def link_columns(question: str, words: list[Token], columns: list[str], *, embed: Any = None) -> list[ColumnLink]:
    """Columns the question speaks of, best first. `embed(texts, query)` adds meaning when the words leave a column
    unnamed (e.g. a Chinese question, or 'weight' for a column called body_mass_g)."""
    lowered = question.lower()
    expanded: list[Token] = []
    for t in words:
        expanded.append(t)
        expanded += [Token(w, t.at, t.raw) for w in CONCEPTS.get(t.text, "").split()]
    stems = {}
    for t in expanded:
        if t.text not in STOPWORDS or t.text in ("max", "min", "count", "year", "date", "name", "type"):
            stems.setdefault(stem(t.text), t.at)
    links = []
    for column in columns:
        name = str(column)
        exact = re.search(r"(?<![A-Za-z0-9_])" + re.escape(name.lower()) + r"(?![A-Za-z0-9_])", lowered)
        if exact is None and len(name) > 3 and "_" in name:
            exact = re.search(re.escape(name.lower().replace("_", " ")), lowered)
        if exact:
            links.append(ColumnLink(name, 3.0 + len(name) / 100, exact.start()))
            continue
        words_of_name = name_words(name)
        initials = "".join(w[0] for w in words_of_name) if len(words_of_name) >= 2 else ""
        if len(initials) >= 2 and initials in stems:
            links.append(ColumnLink(name, 1.5, stems[initials]))
            continue
        parts = [w for w in words_of_name if w not in UNITS and len(w) > 1]
        hits = [stems[stem(w)] for w in parts if stem(w) in stems]
        if hits:
            links.append(ColumnLink(name, len(hits) / max(1, len(parts)) + 0.5 * len(hits) / 4, min(hits)))
    if embed is not None:
        links = _with_meaning(question, links, columns, embed)
    return sorted(links, key=lambda link: -link.score)


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


def _phrases(question: str) -> list[str]:
    """Short phrases to embed: content words and word pairs; Chinese runs as they are."""
    latin = [w for w in re.findall(r"[A-Za-z][A-Za-z_]+", question) if w.lower() not in STOPWORDS]
    chinese = [run for run in re.findall(r"[\u4e00-\u9fff]{1,6}", question)]
    pairs = [f"{a} {b}" for a, b in zip(latin, latin[1:])]
    return list(dict.fromkeys(latin + pairs + chinese))[:24]


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


def link_values(question: str, frame: Any, *, max_distinct: int = 5000) -> list[ValueLink]:
    """Cell values of text-like columns that the question quotes, longest first, one column per span."""
    lowered = question.lower()
    found: list[ValueLink] = []
    for column in frame.columns:
        series = frame[column]
        if not is_text(series):
            continue
        values = series.dropna().unique()
        if len(values) > max_distinct:
            continue
        for value in values:
            text = str(value).strip().lower()
            if len(text) < 2 or len(text) > 80:
                continue
            pattern = re.escape(text)
            if text[0].isalnum():
                pattern = r"(?<![A-Za-z0-9])" + pattern
            if text[-1].isalnum():
                pattern += r"s?(?![A-Za-z0-9])"  # "Adelies" still names "Adelie"
            m = re.search(pattern, lowered)
            if m:
                found.append(ValueLink(str(column), value, m.start(), len(text)))
    found.sort(key=lambda v: (-v.length, v.at))
    chosen: list[ValueLink] = []
    for v in found:
        if not any(c.at < v.at + v.length and v.at < c.at + c.length for c in chosen):
            chosen.append(v)
    return chosen


# ---------------------------------------------------------------- numbers, comparisons, dates

_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
                 "九": 9, "十": 10}
_COMPARE = [
    (">=", r"at least|no less than|or more|and above|or above|至少|不少于|不低于|及以上"),
    ("<=", r"at most|no more than|or less|or fewer|and below|or below|不超过|不多于|不高于|及以下"),
    (">", r"more than|greater than|higher than|larger than|bigger than|heavier than|longer than|taller than|"
          r"wider than|deeper than|older than|over|above|exceeds?|exceeding|beyond|大于|超过|高于|多于|以上|重于|长于"),
    ("<", r"less than|fewer than|lower than|smaller than|lighter than|shorter than|narrower than|younger than|"
          r"under|below|beneath|小于|低于|少于|以下|不到|轻于|短于"),
    ("!=", r"not equal to|other than|不等于|不是"),
    ("==", r"equal to|equals|exactly|等于"),
]
MONTHS = {m: i + 1 for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july", "august",
                                           "september", "october", "november", "december"])}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items()) if m != "may"})


@dataclass(frozen=True)
class Number:
    value: float
    at: int
    cmp: str | None
    """The comparison the words before it ask for ('more than 8' → '>'), None for a bare number."""


def numbers(question: str) -> list[Number]:
    """Numbers in the question with the comparison that precedes them (Chinese comparisons may follow them)."""
    found = []
    for m in re.finditer(r"(?<![A-Za-z_\d.])-?\d+(?:,\d{3})*(?:\.\d+)?(?![\d])", question):
        value = float(m.group().replace(",", ""))
        before = question[max(0, m.start() - 24): m.start()].lower()
        after = question[m.end(): m.end() + 12].lower()
        cmp = next((symbol for symbol, words in _COMPARE if re.search(rf"(?:{words})\s*$", before.rstrip())), None)
        if cmp is None:  # Chinese often puts it after: "5000 以上" (5000 or more)
            trailing = re.match(r"\s*[^\d\s]{0,3}?\s*(及以上|以上|及以下|以下)", after)
            cmp = None if trailing is None else ">=" if trailing.group(1).endswith("以上") else "<="
        found.append(Number(value, m.start(), cmp))
    return found


def month_named(question: str) -> int | None:
    lowered = question.lower()
    for name, number in MONTHS.items():
        if re.search(rf"\b{name}\b", lowered):
            return number
    m = re.search(r"(\d{1,2})\s*月", question) or re.search(r"([一二三四五六七八九十]+)月", question)
    if m:
        text = m.group(1)
        value = int(text) if text.isdigit() else _chinese_number(text)
        return value if 1 <= value <= 12 else None
    return None


def _chinese_number(text: str) -> int:
    if text == "十":
        return 10
    if text.startswith("十"):
        return 10 + _WORD_NUMBERS.get(text[1:], 0)
    if "十" in text:
        tens, _, ones = text.partition("十")
        return _WORD_NUMBERS.get(tens, 1) * 10 + (_WORD_NUMBERS.get(ones, 0) if ones else 0)
    return _WORD_NUMBERS.get(text, 0)


def top_k(question: str) -> int | None:
    """The k of 'top 5', 'the three largest', '前五'."""
    lowered = question.lower()
    words = "|".join(k for k in _WORD_NUMBERS if k.isascii())
    m = (re.search(rf"\b(?:top|first|best|worst|bottom)\s+(\d+|{words})\b", lowered)
         or re.search(rf"\b(\d+|{words})\s+(?:\w+\s+)?(?:highest|largest|biggest|greatest|most|lowest|smallest|"
                      rf"least|fewest|heaviest|lightest|longest|shortest|tallest|top|best|worst|cheapest|hottest|"
                      rf"coldest|fastest|slowest|oldest|youngest)\b", lowered)
         or re.search(r"前\s*(\d+|[一二三四五六七八九十两]+)", question))
    if not m:
        return None
    text = m.group(1)
    return int(text) if text.isdigit() else (_WORD_NUMBERS.get(text) or _chinese_number(text)) or None
