"""Numbers, comparisons, dates, months and rounding as a question says them, in English and Chinese: 'more than
8', '5000 以上', 'April 30, 1992', '1 到 3 月', 'the three largest', '保留两位小数'. Pure text; `linking` meets them
with a table's columns."""
from __future__ import annotations

import re
from dataclasses import dataclass

from nbcopilot.analysis.phrases import APPEAR


WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
                 "九": 9, "十": 10}
TIMES_WORDS = {"once": 1, "twice": 2}
SCALES = {"m": 1e6, "mn": 1e6, "million": 1e6, "billion": 1e9, "bn": 1e9, "trillion": 1e12, "tn": 1e12, "thousand": 1e3,
          "k": 1e3, "万": 1e4, "亿": 1e8, "万亿": 1e12}
"""The words that scale a number said before them ('200 million', '3 万', '5 万亿')."""
"""'more than once', 'at least twice': how many times, read as numbers only where a comparison says them."""
COMPARE = [
    (">=", r"at least|no less than|or more|and above|or above|\bat or above|\bor exceed(?:s|ed)?|\bor (?:more|greater|higher) than|"
           r"reach(?:es|ed)?|hit|或超过|或高于|或大于|至少|不少于|不低于|及以上|或以上|或更[高多大]|达到|>=|≥"),
    ("<=", r"at most|no more than|or less|or fewer|and below|or below|\bup to|\bup until|不超过|不多于|不高于|及以下|截至|<=|≤"),
    (">", r"more than|greater than|higher than|larger than|bigger than|heavier than|longer than|taller than|"
          r"pricier than|more expensive than|dearer than|costlier than|"
          r"wider than|deeper than|\bolder than|hotter than|warmer than|faster than|over|above|exceeds?|exceeding|"
          r"beyond|\bpass(?:ed|es)?\b|\bsurpass(?:ed|es)?\b|大于|超过|高于|多于|以上|重于|长于|突破|>"),
    ("<", r"less than|fewer than|lower than|smaller than|lighter than|shorter than|narrower than|younger than|shallower than|"
          r"colder than|cooler than|slower than|"
          r"cheaper than|less expensive than|"
          r"under|below|beneath|小于|低于|少于|以下|不到|不足|未满|不满|轻于|短于|(?:游|跑|骑|划|走)进[了过]?|<"),
    ("!=", r"not equal to|other than|不等于|不是|不为|!=|≠"),
    ("==", r"equal to|equals|exactly|等于|==?|为|是"),
]
WEEKDAY_ORDER = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
"""Weekdays by their first three letters, Monday first."""
MONTHS = {m: i + 1 for i, m in enumerate(["january", "february", "march", "april", "may", "june", "july", "august",
                                           "september", "october", "november", "december"])}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items()) if m != "may"})


@dataclass(frozen=True)
class Number:
    value: float
    at: int
    cmp: str | None
    """The comparison the words before it ask for ('more than 8' → '>'), None for a bare number."""


_CHINESE_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CHINESE_UNITS = {"十": 10, "百": 100, "千": 1000}
_CHINESE_NUMERAL = re.compile(r"[一二两三四五六七八九]?[十百千](?:[零一二两三四五六七八九][十百]?)*")


def chinese_numeral(text: str) -> int:
    """'八百' → 800, '一千二百' → 1200, '十五' → 15."""
    total, digit = 0, None
    for ch in text:
        if ch in _CHINESE_DIGITS:
            digit = _CHINESE_DIGITS[ch]
        else:
            total += (1 if digit is None else digit) * _CHINESE_UNITS[ch]
            digit = None
    return total + (digit or 0)


def numbers(question: str) -> list[Number]:
    """Numbers in the question with the comparison that precedes them (Chinese comparisons may follow them); Chinese
    numerals with a unit ('低于八百') count too."""
    found = []
    digits = list(re.finditer(r"(?<![A-Za-z_\d.])-?(?:\d+(?:,\d{3})*(?:\.\d+)?|\.\d{2,})(?![\d])(?!\s*(?:月|号(?!\s*[店楼线馆房厅门窗台柜])|日(?!期)))",
                              question))  # (".450", a batting figure written without its 0; '7 号店' is store 7, no day)
    numerals = [m for m in _CHINESE_NUMERAL.finditer(question) if not re.match(r"\s*(?:月|号|日|年|次|个月|分之|分比)",
                                                                                question[m.end():m.end() + 2])
                and not re.search(r"[第前]$", question[:m.start()])]
    numerals = [m for m in numerals if not re.fullmatch(r"[百千]万?|万|亿", m.group())]  # '（百万）', '千人': units
    numerals += [m for m in re.finditer(r"[一二两三四五六七八九](?=[万亿])", question)
                 if not any(n.start() <= m.start() < n.end() for n in numerals)]  # '不到一万张': 1, then its scale
    counted = [m for m in re.finditer(r"[一二两三四五六七八九十]{1,2}(?=缸|门|座|档|星|级|口之家|居室|室|卧)", question)
               if not any(n.start() <= m.start() < n.end() for n in numerals) and not question[:m.start()].endswith("哪")
               and not (m.group() == "一" and question[m.end():m.end() + 1] == "座")]
    # (四缸车, 六缸; '哪一档' asks which; '爬一座山' is a mountain, no one-seat car)
    counted += [m for m in re.finditer(r"[一两二三四五六七八九](?![等样])(?=[\u4e00-\u9fff]{1,3}?(?:(?:及|或)?(?:以上|以下|以内)|"
                                       r"[或及]更[多少]))", question)  # ('两个或更多')
                if not any(n.start() <= m.start() < n.end() for n in numerals + counted)
                and not re.search(r"[第前哪]$", question[:m.start()])]  # '一克拉及以上': a bar in a unit said after it
    zeros = list(re.finditer(r"(?<![\w-])zero(?=\s+[a-z])|(?:(?<=\bexactly )|(?<=\bequal to )|(?<=\bequals ))zero\b|"
                             r"(?<=[为是于])零(?![点下星售食件钱])",
                             question, re.IGNORECASE))  # "zero cancer cases", "a balance of exactly zero", '余额为零'
    zeros += [m for m in re.finditer(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b(?=\s+\S)|"
                                     r"\b(?:once|twice)\b", question, re.IGNORECASE)  # "more than one course", "more than once"
              if re.search(r"\b(?:more|less|fewer) than\s+$|\bat (?:least|most)\s+$|\b(?:under|below|over|above)\s+$|"
                           r"\b(?:had|have|has|with)\s+(?:exactly\s+|just\s+|only\s+)?$|"
                           r"\b(?:of|for)\s+(?:exactly|just|only)\s+$|"
                           rf"\b(?:{APPEAR}|listed)\s+(?:exactly\s+|just\s+|only\s+)?$",
                           question[:m.start()], re.IGNORECASE)  # ("have three bedrooms", "had four deaths")
              or re.match(r"\s+or\s+(?:more|fewer|less|above|over|under|below)\b", question[m.end():], re.IGNORECASE)]
    # ("seat six or more passengers")
    zeros += [m for m in re.finditer(r"\b(?:a|one)(?=\s+(?:million|billion|trillion|thousand)\b)", question, re.IGNORECASE)
              if all(z.start() != m.start() for z in zeros)]
    # ("over a billion dollars": one billion)
    for m in sorted(digits + numerals + counted + zeros, key=lambda m: m.start()):
        if question[m.end():m.end() + 1] == "半" and m.group() in ("一", "1"):
            continue  # '一半以上': half, a part of a whole (see PARTS_OF_ONE), no 1
        if re.search(r"(?:每|\bper(?:\s+every)?)\s*$", question[:m.start()], re.IGNORECASE):
            continue  # "每十万人暴力犯罪率", "deaths per 1,000 people": the rate's unit, no value to compare
        if m.group().lower() == "one" and re.search(r"\bat least\s+$", question[:m.start()], re.IGNORECASE) and re.match(
                r"\s+(?:[\w-]+\s+){1,2}?(?:with|that|who|which|where|whose|having)\b", question[m.end():], re.IGNORECASE):
            continue  # "periods with at least one site with more than 1,000 fish": any one, no bar on a column
        if re.match(r"\s*年?\s*(?:美元|dollars?\b|usd\b|us\$)", question[m.end():], re.IGNORECASE) and \
                re.fullmatch(r"(?:19|20)\d\d", m.group()):
            continue  # "in 1986 dollars", '（1986 年美元）': the money's base year, no year of the rows
        value = 0.0 if m.group().lower() in ("zero", "零") else 1.0 if m.group().lower() == "a" else float({**WORD_NUMBERS, **TIMES_WORDS}[m.group().lower()]) \
            if m.group().lower() in WORD_NUMBERS or m.group().lower() in TIMES_WORDS else float(m.group().replace(",", "")) if m.group()[-1].isdigit() \
            else float(chinese_numeral(m.group()))
        scale = re.match(r"\s*(million|mn|m\b|billion|bn|trillion|tn\b|thousand|k\b|万亿|万|亿)", question[m.end(): m.end() + 10],
                         re.IGNORECASE)
        if scale:  # "200 million", "3 万"
            value *= SCALES[scale.group(1).lower()]
        if _restated(question, m) or any(f.value == value for f in found) and re.search(
                r"[（(]\s*(?:含|包括|包含|including|incl\.?)\s*$", question[:m.start()], re.IGNORECASE):
            continue  # "84 inches (7 ft)": the same bar said in other units; "2001 年以后（含 2001 年）": said again
        said_first = re.search(r"(?:\b(?:a|an|one|two|three|four|five|six|ten|half an?)\s+[a-z]+|"
                               r"[一两二三四五六七八九十半]{1,2}个?[\u4e00-\u9fff]{1,2})\s*[(（]\s*$", question[:m.start()],
                               re.IGNORECASE)
        opens = said_first.start() if said_first else m.start()  # "more than a year (365 days)", '超过一年（365 天）':
        # the bar said in words, then in the table's figures; the comparison stands before the words
        before = re.sub(r"[$€£¥￥]\s*$", "", question[max(0, opens - 24): opens].lower())  # "under $200,000"
        after = re.sub(r"^(\s*(?:[^\W\d_]{1,8}|%)?)\s*[(（][^()（）]{1,24}[)）]", r"\1", question[m.end(): m.end() + 48])[:32].lower()
        said = re.sub(r"\s*(?:是|为|is|了)\s*$", "", before.rstrip()) or before.rstrip()  # "至少是 18", "达到了 55"
        said = re.sub(r"每(?:[十百千万]+[名个位例]?[\u4e00-\u9fff]{0,4}|[\u4e00-\u9fff]{1,3})$", "", said).rstrip() or said
        # ("超过每千名活产 130 人", "超过每磅 200 美分": the rate's unit between the comparison and its number)
        said = re.sub(r"(?<=[a-z])\s+(?:a|an)$", "", said)  # "dipped below a 0.2 rate"
        cmp = next((symbol for symbol, words in COMPARE if re.search(rf"(?:{words})\s*$", said)), None)
        cmp = cmp or next((symbol for symbol, words in COMPARE if re.search(rf"(?:{words})\s*$", before.rstrip())),
                          None)
        if cmp == ">" and re.search(r"\bpass(?:ed|es)?\s*$", said) and re.match(r"\s*[a-z]+s\b", after):
            cmp = None  # "students who passed 3 exams": exams counted, no bar passed (not "pass one billion")
        if cmp is None:  # "reach magnitude 6.5", "over age 60": the comparison, then the column's word
            cmp = next((symbol for symbol, words in COMPARE[:5]
                        if re.search(rf"(?:{words})\s+(?!(?:in|on|at|of|for|by|to|from|during|since|the|and|or|than)\b)"
                                     rf"[a-z_]{{2,}}\s*$", before.rstrip())), None)  # (not "… or more in 1993")
        unit = r"\s*(?:(?:an?|per|a day|an hour|a week|a month|a year)\s+|°?[a-z%]+\s+(?:of\s+[a-z]+\s+)?|°\s*)?"  # "5 or
        # more", "300 km or more", "100°f or more", "$40 an hour or more", "25 g of protein or more"
        if cmp is None and m.group().lower() in TIMES_WORDS and re.search(r"\b(?:only|just)\s+$", before):
            cmp = "=="  # "the pollsters that appear only once"
        if cmp is None and after.startswith("+"):
            cmp = ">="  # "4+ bedrooms"
        elif cmp is None and re.match(rf"{unit}(or later|or after|and later|and after|onwards|or more recent|or more|or older|"
                                    rf"or above|or higher|or greater|and above|and up|and over|or over|or taller|or heavier|or longer|or bigger|"
                                    rf"or larger|or wider)\b", after):
            cmp = ">="  # "in 1980 or later", "magnitude 5 or more"
        elif cmp is None and re.match(rf"{unit}(or earlier|or before|and earlier|and before|or less|or fewer|or below|or younger|"
                                      rf"or lower|and below|and under|or under|or shorter|or lighter|or smaller|or narrower)\b", after):
            cmp = "<="
        if cmp == ">" and re.search(r"\bover\s*$", said) and re.match(r"\s*(?:-|–|to|through)\s*\d", after) and \
                1500 <= value <= 2100:
            cmp = None  # "over 2008-2016": during those years, not past them
        if cmp is None:  # Chinese often puts it after: "5000 以上" (5000 or more)
            trailing = re.match(r"\s*[^\d\s]{0,3}?[)）]?\s*(及以上|以上|或更[高多大久长]|及以下|以下|及以内|以内|或更[低少小短])",
                                after)  # ('365 天及以内', '一年以内': up to and with it)
            # ("在冰点（32 华氏度）以下": the bracket closed first)
            cmp = None if trailing is None else ">=" if re.search(r"以上|[高多大久长]$", trailing.group(1)) else \
                "<" if trailing.group(1) == "以下" else "<="  # ('25 岁以下' is under 25; '及以下' takes 25 in)
        found.append(Number(value, m.start(), cmp))
    signed = aggregate_sign(question)
    if signed:  # "a negative average return", '平均收益率是负的': the figure against 0
        found = sorted(found + [Number(0.0, signed[1], signed[0])], key=lambda n: n.at)
    return found


AGGREGATE_SIGN = (r"\b(?:(?P<neg>negative)|positive)\s+(?:average|mean|median|total|net)\b|"
                  r"(?:平均|总)[\u4e00-\u9fff]{0,10}?(?:是|为)(?:(?P<zhneg>负)|正)(?:的|数|值)?")
"""A sign said of an aggregate ('negative average return', '平均日收益率是负的'): the figure below (above) zero."""


def aggregate_sign(question: str) -> tuple[str, int] | None:
    m = re.search(AGGREGATE_SIGN, question, re.IGNORECASE)
    if m is None:
        return None
    return ("<" if m.group("neg") or m.group("zhneg") else ">"), (m.start("neg") if m.group("neg") else m.start())


def _restated(question: str, m: re.Match) -> bool:
    """A number in brackets right after another number and its unit says that number again ('84 inches (7 ft)')."""
    return bool(re.search(r"\d\s*[^\W\d]{1,12}\.?\s*[(（]\s*(?:about|approx\.?|~|约)?\s*$", question[:m.start()])
                and re.match(r"\s*[^\W\d]{0,12}\.?\s*[)）]", question[m.end():]))


_DIGIT_WORDS = {"zero": 0, "no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "零": 0, "一": 1, "二": 2, "两": 2,
                "三": 3, "四": 4}
_DECIMALS = [  # what a question says about rounding: the decimals, or the word for them
    r"\bround(?:ed|ing)?\s+(?:it\s+|them\s+|that\s+|the \w+\s+|off\s+)?to\s+(?P<n>\d|zero|one|two|three|four|no)\s+"
    r"(?:decimal|dp\b|d\.p\.|digits? after)",
    r"\b(?P<n>\d|one|two|three|four)\s+(?:decimals?|decimal places?|dp)\b",
    r"保留\s*(?:到)?\s*(?:小数点后)?\s*(?P<n>\d|[一二两三四])\s*位(?:小数)?",
    r"精确到\s*(?:小数点后)?\s*(?P<n>\d|[一二两三四])\s*位",
    r"\bto the nearest (?P<n>tenth|hundredth|thousandth|cent|penny)\b",
]
_PLACES = {"tenth": 1, "hundredth": 2, "thousandth": 3, "cent": 2, "penny": 2}
_WHOLE = (r"\bto the nearest (?:whole(?: numbers?)?\b|integer\b|(?!ten\b|tens\b|hundred\b|thousand\b|"
          r"million\b|tenth|hundredth|thousandth|cent\b|penny)[a-z]+\b)|\bas a whole number\b|"
          r"\bround(?:ed)? to (?:an integer|integers|whole (?:numbers?|dollars?|units?|people|persons?))\b|"
          r"\bin whole numbers\b|\bwhole dollars\b|保留整数|取整|四舍五入到整数|精确到个位|四舍五入取整")


SURNAME_ASKED = (r"\b(?:just|only|give|answer with|with|by)\s+(?:the|their|his|her|its)?\s*(?:last names?|surnames?|family "
                 r"names?)(?:\s+only)?\b|\b(?:last names?|surnames?) only\b|只(?:回答|写|给出?|要|说)?姓(?!名)|回答姓氏|姓氏即可")
"""A question asking only for the family name of a person answered ('Just the last name', '只回答姓')."""


def decimals_asked(question: str) -> int | None:
    """The decimals a question asks its figures rounded to ('Round to 2 decimals' → 2, '保留两位小数' → 2, 'to the
    nearest whole number' → 0), or None when it asks for none."""
    for pattern in _DECIMALS:
        m = re.search(pattern, question, re.IGNORECASE)
        if m:
            said = m.group("n").lower()
            return int(said) if said.isdigit() else _PLACES.get(said, _DIGIT_WORDS.get(said))
    return 0 if re.search(_WHOLE, question, re.IGNORECASE) else None


def without_rounding(question: str) -> str:
    """The question with what it says about rounding blanked out, at the same offsets: the 2 of 'Round to 2
    decimals' is no value to filter on."""
    for pattern in (*_DECIMALS, _WHOLE):
        question = re.sub(pattern, lambda m: " " * len(m.group()), question, flags=re.IGNORECASE)
    return question


SIGNS = [("<=", r"(?:(?<=\bno )|(?<=\bnot )|(?<=\bnon-)|(?<=\bnon))positive\b"),  # "had no positive nodes": none
         (">=", r"(?:(?<=\bno )|(?<=\bnot )|(?<=\bnon-)|(?<=\bnon))negative\b"),
         ("<", r"\bnegative\b|\bbelow zero\b|为负|负数|负值|小于零|零下|零度以下|<\s*0\b|(?:都|全|全部)?是负的"),
         (">", r"\bpositive\b|\babove zero\b|为正|正数|正值|大于零|(?:都|全|全部)?是正的")]


def sign_named(question: str) -> tuple[str, int] | None:
    """'negative' → ('<', offset), 'positive' → ('>', offset): a comparison with zero."""
    for cmp, pattern in SIGNS:
        m = re.search(pattern, question, re.IGNORECASE)
        if m:
            return cmp, m.start()
    return None


def date_named(question: str) -> tuple[str, int, int] | None:
    """A whole date the question names ('April 30, 1992', '1992-04-30', '1992年4月30日') as ISO text, and where its
    words start and end."""
    month_names = "|".join(m for m in MONTHS)
    patterns = [
        (r"(\d{4})-(\d{1,2})-(\d{1,2})", (1, 2, 3)),
        (r"(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]", (1, 2, 3)),
        (rf"\b({month_names})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", (3, 1, 2)),
        (rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({month_names})\.?,?\s+(\d{{4}})\b", (3, 2, 1)),
    ]
    for pattern, (y, mo, d) in patterns:
        m = re.search(pattern, question, re.IGNORECASE)
        if m:
            month = m.group(mo)
            month = MONTHS[month.lower()] if not month.isdigit() else int(month)
            return f"{int(m.group(y)):04d}-{month:02d}-{int(m.group(d)):02d}", m.start(), m.end()
    for name, (month, day) in HOLIDAYS.items():  # "Christmas Day 1999", '1999 年圣诞节': the day of that year
        m = re.search(rf"\b{name}\s*(?:,\s*|of\s+|in\s+)?(\d{{4}})\b|\b(\d{{4}})\s*(?:年的?|'s)?\s*{name}", question,
                      re.IGNORECASE)
        if m:
            return f"{int(m.group(1) or m.group(2)):04d}-{month:02d}-{day:02d}", m.start(), m.end()
    return None


def day_named(question: str) -> tuple[int, int, int, int] | None:
    """A day of the year said without its year ('Christmas Day', 'on July 4', '12 月 25 日', '圣诞节'): (month, day,
    where its words start, where they end); None when a whole date is said or no day is."""
    if date_named(question):
        return None
    month_names = "|".join(MONTHS)
    m = re.search(rf"\b({month_names})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?!\s*,?\s*\d{{4}})|"
                  rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({month_names})\b(?!\.?,?\s*\d{{4}})|"
                  r"(?<![\d年])(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]", question, re.IGNORECASE)
    if m:
        if m.group(1):
            month, day = MONTHS[m.group(1).lower()], int(m.group(2))
        elif m.group(4):
            month, day = MONTHS[m.group(4).lower()], int(m.group(3))
        else:
            month, day = int(m.group(5)), int(m.group(6))
        return (month, day, m.start(), m.end()) if 1 <= month <= 12 and 1 <= day <= 31 else None
    for name, (month, day) in HOLIDAYS.items():
        m = re.search(rf"\b{name}\b" if name.isascii() else name, question, re.IGNORECASE)
        if m:
            return month, day, m.start(), m.end()
    return None


HOLIDAYS = {"christmas day": (12, 25), "christmas eve": (12, 24), "christmas": (12, 25), "new year's day": (1, 1),
            "new year's eve": (12, 31), "halloween": (10, 31), "valentine's day": (2, 14), "independence day": (7, 4),
            "the fourth of july": (7, 4), "圣诞节": (12, 25), "平安夜": (12, 24), "元旦": (1, 1), "情人节": (2, 14),
            "万圣节": (10, 31)}
"""Holidays of a fixed day, by the names a question calls them (not Easter or Thanksgiving, which move)."""


def times_said(question: str) -> float | None:
    """The multiple a comparison asks for: 'five times as many', 'twice', '两倍以上', '3 倍', 'half of' → 5, 2, 2, 3,
    0.5."""
    m = re.search(r"(?<![A-Za-z0-9.])(\d+(?:\.\d+)?|[a-z]+|[一二两三四五六七八九十])\s*(?:times\b|倍)|\b(twice|double)\b", question,
                  re.IGNORECASE)
    if m is None:  # "less than half of men's", '不到男性的一半': half the second
        share = re.search(r"(?:不到|超过|低于|高于|少于|多于|不足|达到)[^，,。？?]{0,12}的\s*(\d+(?:\.\d+)?)\s*%|"
                          r"\b(?:under|below|over|above|less than|more than|at least)\s+(\d+(?:\.\d+)?)\s*%\s+of\s+"
                          r"(?:the\s+|that\s+)?[A-Za-z]+['’]s?(?!\w)", question)  # '是否不到周二的 80%', "under 80% of
        # Tuesday's": 0.8 of the second
        if share:
            return float(share.group(1) or share.group(2)) / 100
        return 0.5 if re.search(r"\bhalf (?:of|as)\b|\bhalf (?:that|those) of\b|的一半", question, re.IGNORECASE) else None
    if m.group(2):
        return 2.0
    said = m.group(1).lower()
    if said.replace(".", "", 1).isdigit():
        return float(said)
    value = WORD_NUMBERS.get(said)
    return float(value) if value else None


def year_range(question: str) -> tuple[int, int, int, int] | None:
    """'1980-1989', 'between 1980 and 1989', 'from 1700 to 1799', '1700 到 1799 年之间': (first, last, start, end)."""
    decade = re.search(r"(?<!\d)(1[5-9]\d|20\d)0s\b", question)
    if decade:  # "the 1800s"
        first = int(decade.group(1)) * 10
        return (first, first + 99 if first % 100 == 0 else first + 9, decade.start(), decade.end())
    m = re.search(r"(?<!\d)(1[5-9]\d\d|20\d\d)\s*年?\s*(?:[-–~到至]|to|through|until)\s*(1[5-9]\d\d|20\d\d)(?!\d)",
                  question, re.IGNORECASE) or re.search(
        r"between\s+(1[5-9]\d\d|20\d\d)\s+and\s+(1[5-9]\d\d|20\d\d)(?!\d)", question, re.IGNORECASE)
    if not m:
        return None
    first, last = sorted((int(m.group(1)), int(m.group(2))))
    return first, last, m.start(), m.end()


def year_spans(question: str) -> list[tuple[int, int]]:
    """Two or more spans of years, in the order said ('in 1990-1999 and how many in 2000-2009', 'the 1980s and the
    1990s'); else []."""
    spans = [tuple(sorted((int(m.group(1)), int(m.group(2))))) for m in re.finditer(
        r"(?<!\d)(1[5-9]\d\d|20\d\d)\s*年?\s*(?:[-–~到至]|to|through)\s*(1[5-9]\d\d|20\d\d)(?!\d)", question, re.IGNORECASE)]
    if len(spans) < 2:
        spans = [(int(m.group(1)) * 10, int(m.group(1)) * 10 + 9)
                 for m in re.finditer(r"(?<!\d)(1[5-9]\d|20\d)0s\b(?!\s+first)", question)]
    return list(dict.fromkeys(spans)) if len(set(spans)) >= 2 else []


def enumerated(question: str) -> list[tuple[str, int]]:
    """Items listed with commas and 'and' ('1952, 1977 and 2007', '2008、2009、2010'): [(text, offset), ...]."""
    # '1,000' is one number ("per 1,000 live births"), no list of 1 and 000: its inner commas hidden, same offsets
    question = re.sub(r"(?<![\d,.])\d{1,3}(?:,\d{3})+(?![\d,])", lambda m: m.group().replace(",", "_"), question)
    numbers = _numbers_listed(question)
    if numbers:
        return numbers
    item = r"(?:[A-Z][a-z]+\.?\s\d{4}\b|[A-Za-z0-9][\w.-]*(?:\s[A-Z][\w.-]+)*|[\u4e00-\u9fff]{1,4})"  # 'January 2008' too
    m = re.search(rf"({item})((?:\s*[,、，]\s*{item})+)\s*(?:,?\s*(?:\band\b|\bor\b|和|与|及)\s*)({item})", question) or \
        re.search(rf"({item})((?:\s*[、，,]\s*{item})+)", question)
    if not m:
        return []
    found = [(m.group(1), m.start(1))]
    for part in re.finditer(item, m.group(2)):
        found.append((part.group(), m.start(2) + part.start()))
    if m.lastindex and m.lastindex >= 3 and m.group(3):
        found.append((m.group(3), m.start(3)))
    return found


LIST_UNITS = "年月日号岁个次条位名人种级期届层间台辆只"
"""One-character Chinese units a listed number may carry ('1960 年、1990 年', '9、10、11、12 年级')."""


def _numbers_listed(question: str) -> list[tuple[str, int]]:
    """Numbers listed together, each perhaps with its unit ('1960 年、1990 年、2020 年', 'stint 为 1、2、3、4',
    '4, 8 and 16 MB'): [(number, offset), ...], or [] when no two are listed."""
    number = rf"(?<![\w.-])-?(?:\d{{1,3}}(?:_\d{{3}})+|\d+(?:\.\d+)?)(?![\d.]*[-:/]\d)(?:\s*[{LIST_UNITS}](?![\u4e00-\u9fff]{{2}}))?"
    apart = (r"\s*(?:[,、，]\s*(?:(?:and|or)\s+)?|\s(?:and|or)\s|\s*(?:和|与|及|或)\s*)\s*"
             r"(?:how (?:many|much)(?: \w+)? )?(?:(?:in|for|during|at)\s+)?")
    # ('in 2000 and in 2010': the word before the first number said again)
    m = next((m for m in re.finditer(rf"{number}(?:{apart}{number})+", question)
              if not re.search(r"\bbetween\s+$|介于\s*$|[（(]\s*(?:含|包括|包含|inclusive of|including)\s*$",
                               question[:m.start()], re.IGNORECASE)
              and not re.match(r"\s*之间", question[m.end():])), None)  # "between 4 and 6", "（含 30 和 39）": a range
    if m is None:
        return []
    return [(n.group(), m.start() + n.start()) for n in re.finditer(r"(?<![\w.])-?\d+(?:\.\d+)?", m.group())]
    # ('-1、0、1': codes below zero too)


def months_of_years(items: list[tuple[str, int]]) -> list[str]:
    """Listed items that are each a month of a year ('January 2008, January 2009 and January 2010'): ['2008-01', …]."""
    found = []
    for text, _ in items:
        m = re.fullmatch(rf"({'|'.join(MONTHS)})\.?\s+(\d{{4}})", text, re.IGNORECASE)
        if m is None:
            return []
        found.append(f"{m.group(2)}-{_month_number(m.group(1)):02d}")
    return found if len(found) >= 2 else []


def month_years_said(question: str) -> list[str]:
    """Two or more months of a year joined by 'and' or commas ('jan 2010 and jul 2010', '2010 年 1 月和 2010 年 7 月'):
    ['2010-01', '2010-07'], in the order said; else []."""
    names = "|".join(MONTHS)
    said = rf"\b(?P<name>{names})\.?\s+(?P<year>\d{{4}})\b|(?P<cyear>\d{{4}})\s*年\s*(?P<month>\d{{1,2}})\s*月"
    found = list(re.finditer(said, question, re.IGNORECASE))
    if len(found) < 2 or any(not re.fullmatch(r"\s*(?:,|、|，|and|or|和|与|及|以及)?\s*(?:and\s+|for\s+|in\s+)?",
                                               question[a.end():b.start()], re.IGNORECASE)
                             for a, b in zip(found, found[1:])):
        return []
    return [f"{m['year']}-{_month_number(m['name']):02d}" if m["name"] else f"{m['cyear']}-{int(m['month']):02d}"
            for m in found]


def months_listed(question: str) -> list[int]:
    """Two or more months named together, in the order said ('Jan, Feb and Mar', '1 月、2 月、3 月'), else []."""
    names = "|".join(MONTHS)
    latin = rf"\b(?:{names})\b\.?"
    chinese = r"(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*月(?:份)?"
    joiner = r"\s*(?:,|、|，|and|or|和|与|及)\s*(?:and\s+)?"
    for month in (latin, chinese):
        m = re.search(rf"{month}(?:{joiner}{month})+", question, re.IGNORECASE)
        if m:
            found = [_month_number(t) for t in re.findall(month, m.group(), re.IGNORECASE)]
            return found if len(set(found)) == len(found) >= 2 else []
    number = r"(?:\d{1,2}|[一二三四五六七八九十]{1,2})"
    shared = re.search(rf"(?<![\d.]){number}(?:{joiner}{number})+\s*月", question)  # '1、2、3 月': one 月 for all
    if shared:
        found = [_month_number(t) for t in re.findall(number, shared.group())]
        return found if len(set(found)) == len(found) >= 2 and all(1 <= f <= 12 for f in found) else []
    return []


def _month_number(text: str) -> int:
    text = text.strip(" .").lower().removesuffix("份").removesuffix("月").strip()
    return MONTHS[text] if text in MONTHS else int(text) if text.isdigit() else _chinese_number(text)


def month_named(question: str) -> int | None:
    lowered = question.lower()
    for name, number in MONTHS.items():
        if re.search(rf"\b{name}s?\b", lowered):  # "July", "all the Julys"
            return number
    m = re.search(r"(\d{1,2})\s*月", question) or re.search(r"([一二三四五六七八九十]+)月", question)
    if m:
        text = m.group(1)
        value = int(text) if text.isdigit() else _chinese_number(text)
        return value if 1 <= value <= 12 else None
    return None


QUARTER_SAID = (r"\b[Qq]([1-4])\b|\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter\b|"
                r"第\s*([一二三四1-4])\s*季度|(?<![\d])([1-4])\s*季度")


def quarters_named(question: str) -> list[tuple[int, int]]:
    """The quarters of a year the question says ('Q1 2012', '2012-Q1', 'the second quarter', '2011 年第二季度'):
    (quarter, offset) each."""
    ordinal = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
    found = []
    for m in re.finditer(QUARTER_SAID, question, re.IGNORECASE):
        said = next(g for g in m.groups() if g)
        number = int(said) if said.isdigit() else ordinal.get(said.lower()) or _chinese_number(said)
        found.append((number, m.start()))
    return found


def month_range(question: str) -> tuple[int, int] | None:
    """'January to September', 'from March through June', '1 月到 9 月', '1-9 月': the first and last month."""
    names = "|".join(MONTHS)
    m = re.search(rf"\b({names})\.?\s*(?:to|through|thru|until|till|-|–)\s*({names})\b", question, re.IGNORECASE)
    if m:
        return MONTHS[m.group(1).lower()], MONTHS[m.group(2).lower()]
    m = re.search(r"(\d{1,2}|[一二三四五六七八九十]+)\s*月?\s*(?:到|至|-|–|~)\s*(\d{1,2}|[一二三四五六七八九十]+)\s*月", question)
    if m:
        first, last = (int(t) if t.isdigit() else _chinese_number(t) for t in m.groups())
        return (first, last) if 1 <= first < last <= 12 else None
    return None


def _chinese_number(text: str) -> int:
    if text == "十":
        return 10
    if text.startswith("十"):
        return 10 + WORD_NUMBERS.get(text[1:], 0)
    if "十" in text:
        tens, _, ones = text.partition("十")
        return WORD_NUMBERS.get(tens, 1) * 10 + (WORD_NUMBERS.get(ones, 0) if ones else 0)
    return WORD_NUMBERS.get(text, 0)


_CLASSIFIERS = "[个只家款种条位名辆项年天月道次架台部座所套场届期本首集件起笔单篇张门支栋艘份户口棵株颗头匹队国局盘轮]"
"""Chinese measure words: '最高的 5 道菜', '最大的三次', '最远的三户' count things."""


def top_k(question: str) -> int | None:
    """The k of 'top 5', 'the three largest', '前五'."""
    lowered = question.lower()
    words = "|".join(k for k in WORD_NUMBERS if k.isascii())
    m = (re.search(rf"\b(?:top|first|best|worst|bottom)\s+(\d+|{words})\b", lowered)
         or re.search(rf"\b(?:name|list|give me|show|what are|which are|who are|which|what)\s+(?:the\s+)?(?!one\b)(\d+|{words})\b",
                      lowered)  # ('which one has the highest …' asks for one thing, no list of one)
         or re.search(rf"\b(?!one\b)(\d+|{words})\s+(?:\w+\s+)?(?:highest|largest|biggest|greatest|most|lowest|smallest|"
                      rf"least|fewest|heaviest|lightest|longest|shortest|tallest|top|best|worst|cheapest|hottest|"
                      rf"coldest|fastest|slowest|oldest|youngest|\w+ernmost|richest|poorest|wealthiest|busiest|driest|"
                      rf"wettest|warmest|deepest|widest|strongest|weakest|safest|newest|earliest|latest|densest|"
                      rf"priciest|costliest)\b", lowered)
         or re.search(rf"\b(?!one\b)(\d{{1,3}}|{words})\s+\w{{3,}}iest\b", lowered)  # ('the 3 windiest days')
         or re.search(rf"\b(\d+|{words})\s+\w+\s+(?:with|that had|that have|having) the\s+(?:highest|largest|biggest|"
                      rf"greatest|most|lowest|smallest|least|fewest)\b", lowered)  # "the three years with the fewest"
         or re.search(r"前\s*(\d+|[一二三四五六七八九十两]+)", question)
         or re.search(rf"最\w{{0,6}}?的\s*(\d+|[一二三四五六七八九十两]+)\s*{_CLASSIFIERS}", question)
         or re.search(rf"哪\s*(\d+|[二三四五六七八九十两]+)\s*{_CLASSIFIERS}", question))
    if not m:
        return None
    text = m.group(1)
    return int(text) if text.isdigit() else (WORD_NUMBERS.get(text) or _chinese_number(text)) or None


def said_number(question: str, at: int) -> str:
    """The number that starts at `at` as the question writes it ('2,000', '1.5', '三十', 'one'), or ''."""
    m = re.match(r"-?[\d,]*\d(?:\.\d+)?|[零一二两三四五六七八九十百千万]+|(?:zero|one|two|three|four|five|six|seven|eight|nine|"
                 r"ten)\b", question[at:], re.IGNORECASE)
    return m.group() if m else ""
