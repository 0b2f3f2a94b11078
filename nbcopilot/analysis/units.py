"""Units of measure: a table that keeps one measure in two units (h_meters and h_in, weight_kg and weight_lb) is read
in the unit the question says ("median height in inches", '身高不到 72 英寸'), and a bar said in two units ('7 feet
(84 inches)') is taken in the unit of the table's column."""
import re
from typing import Any

from nbcopilot.analysis import linking

UNITS_OF_MEASURE = {  # unit: (how a question says it, how a column name writes it)
    "inch": (r"\binch(?:es)?\b|英寸", {"in", "inch", "inches"}),
    "foot": (r"\bf(?:ee|oo)t\b|\bft\b|英尺", {"ft", "feet", "foot"}),
    "centimetre": (r"\bcm\b|\bcentimet(?:er|re)s?\b|厘米|公分", {"cm", "centimeters", "centimetres"}),
    "millimetre": (r"\bmm\b|\bmillimet(?:er|re)s?\b|毫米", {"mm", "millimeters", "millimetres"}),
    "kilometre": (r"\bkm\b|\bkilomet(?:er|re)s?\b|公里|千米", {"km", "kilometers", "kilometres"}),
    "metre": (r"\bmet(?:er|re)s?\b|(?<![厘毫千])米(?![饭粒国])", {"m", "meter", "meters", "metre", "metres"}),
    "mile": (r"\bmiles?\b|英里", {"mi", "mile", "miles"}),
    "kilogram": (r"\bkg\b|\bkilo(?:gram)?s?\b|公斤|千克", {"kg", "kgs", "kilograms", "kilos"}),
    "pound": (r"\bpounds?\b|\blbs?\b|磅", {"lb", "lbs", "pounds"}),
    "celsius": (r"\bcelsius\b|°\s*c\b|摄氏", {"c", "celsius"}),
    "fahrenheit": (r"\bfahrenheit\b|°\s*f\b|华氏", {"f", "fahrenheit"}),
    "hour": (r"\bhours?\b|\bhrs?\b|小时|钟头", {"hrs", "hour", "hours"}),  # (not 'hr', a heart rate or home runs
    "minute": (r"\bminutes?\b|\bmins?\b|分钟", {"mins", "minute", "minutes"}),  # nor 'min', a minimum)
}
"""The units a column name may carry, each with the words a question says it by."""
ANY_UNIT = "|".join(f"(?:{said})" for said, _ in UNITS_OF_MEASURE.values())
RESTATED = r"\s*[(（]\s*(?:about|approx\.?|~|约)?\s*"
"""What opens a bar said again in other units: '7 feet (84 inches)', '6 英尺（约 72 英寸）'."""


def _unit_of(text: str) -> str | None:
    return next((unit for unit, (said, _) in UNITS_OF_MEASURE.items() if re.fullmatch(said, text, re.IGNORECASE)), None)


SPANS_NAMED = {"hours", "hrs", "minutes", "mins"}
"""Names that are a unit by themselves: a column called hours is kept in hours."""


def column_unit(name: str) -> str | None:
    """The unit a column's name ends in ('h_in' → inch, 'weight_kg' → kilogram), None when it carries none."""
    words = linking.name_words(name)
    last = words[-1] if len(words) >= 2 or words and words[0] in SPANS_NAMED else None
    return next((unit for unit, (_, written) in UNITS_OF_MEASURE.items() if last in written), None)


LENGTHS = {"inch", "foot", "centimetre", "millimetre", "metre"}
MASSES = {"kilogram", "pound"}
MEASURE_BY_INITIAL = {("h", "length"): "height", ("l", "length"): "length", ("w", "length"): "width",
                      ("d", "length"): "diameter", ("w", "mass"): "weight", ("m", "mass"): "mass"}
"""What a one-letter head before a unit stands for: h_in is a height, w_kg a weight."""


def measured_by_initial(column: str) -> str | None:
    """The measure a column named by one letter and a unit keeps ('h_meters' → height), None for any other name."""
    words = linking.name_words(column)
    unit = column_unit(column)
    if len(words) != 2 or len(words[0]) != 1 or unit is None:
        return None
    return MEASURE_BY_INITIAL.get((words[0], "length" if unit in LENGTHS else "mass" if unit in MASSES else ""))


def linked_by_initial(question: str, frame: Any, links: list) -> list:
    """"Who is the tallest player?" over h_meters and h_in: the columns whose one-letter head stands for the measure
    said (or glossed: 'tallest' → height, '身高'), linked where it is said; the unit said then picks one of them."""
    from nbcopilot.analysis.vocabulary import CONCEPTS

    linked = {l.column for l in links}
    said: dict[str, int] = {}
    for t in linking.tokens(question):
        for word in [t.text, *CONCEPTS.get(t.text, "").split()]:  # (Chinese tokens come glossed already)
            said.setdefault(linking.stem(word), t.at)
    added = [linking.ColumnLink(str(c), 2.0, said[linking.stem(measure)]) for c in frame.columns
             if str(c) not in linked and (measure := measured_by_initial(str(c))) and linking.stem(measure) in said]
    return links + added


def units_said(question: str) -> list[tuple[str, int]]:
    """The units the question says, in the order said, with where: [('inch', 21)]."""
    return [(unit, at) for at, unit in sorted((m.start(), unit) for unit, (said, _) in UNITS_OF_MEASURE.items()
                                              for m in re.finditer(said, question, re.IGNORECASE))]


def _siblings(frame: Any) -> dict[str, dict[str, str]]:
    """The measures the table keeps in two or more units: {'h': {'metre': 'h_meters', 'inch': 'h_in'}}."""
    kept: dict[str, dict[str, str]] = {}
    for c in map(str, frame.columns):
        unit = column_unit(c)
        if unit and linking.is_number(frame[c]):
            kept.setdefault(" ".join(linking.name_words(c)[:-1]), {})[unit] = c
    return {base: by_unit for base, by_unit in kept.items() if len(by_unit) >= 2}


def in_the_unit_said(question: str, frame: Any, links: list) -> list:
    """The links with a measure kept in several units read in the one said: of h_meters and h_in, "in inches" keeps
    h_in (at the place and weight of the strongest of the two); a unit said of no measure linked links nothing."""
    said = {unit for unit, _ in units_said(question)}
    for by_unit in _siblings(frame).values():
        chosen = [by_unit[u] for u in said if u in by_unit]
        if len(chosen) != 1:
            continue  # no unit of this measure said, or two ('7 feet (84 inches)': the bar's own reading decides)
        linked = [l for l in links if l.column in by_unit.values()]
        if not linked:
            continue
        best = max(linked, key=lambda l: l.score)
        first = links.index(linked[0])  # (in the place of the first of them: links are best first)
        links = [linking.ColumnLink(chosen[0], best.score, best.at, best.last) if i == first else l
                 for i, l in enumerate(links) if i == first or l.column not in by_unit.values()]
    return links


def restated_in_the_table_unit(question: str, frame: Any) -> dict[int, float]:
    """A bar said in two units, the second in brackets ('7 feet (84 inches)', '6 英尺（72 英寸）'): where the first
    number stands, the number in the unit a column of the table is kept in, when that is the bracketed one."""
    kept = {column_unit(str(c)) for c in frame.columns if linking.is_number(frame[c])} - {None}
    number = r"(\d+(?:[.,]\d+)*)"
    swapped = {}
    restated = rf"{number}\s*({ANY_UNIT}){RESTATED}{number}\s*({ANY_UNIT})\s*(?:以上|以下|or more|or less)?\s*[)）]"
    for m in re.finditer(restated, question, re.IGNORECASE):
        first, second = _unit_of(m.group(2)), _unit_of(m.group(4))
        if second in kept and first not in kept or {first, second} == {"hour", "minute"} and not {first, second} & kept:
            swapped[m.start(1)] = float(m.group(3).replace(",", ""))  # (no column says its unit: the bracket says
            # it as the table keeps it, '超过 2 小时（120 分钟以上）')
    return swapped


def column_of_bar(frame: Any, after: str, exclude: set[str]) -> str | None:
    """The column a bar is said in by its unit ('72 英寸', '7 feet (84 inches)' of h_in): the table's one numeric
    column kept in the unit said right after the number, or in the unit it is said again in brackets."""
    said = re.match(rf"\s*({ANY_UNIT})(?:{RESTATED}\d+(?:[.,]\d+)*\s*({ANY_UNIT})\s*[)）])?", after, re.IGNORECASE)
    for text in (said.groups() if said else ()):
        unit = _unit_of(text) if text else None
        kept = [str(c) for c in frame.columns if str(c) not in exclude and column_unit(str(c)) == unit
                and linking.is_number(frame[c])]
        if unit and len(kept) == 1:
            return kept[0]
    return None
