"""The two sides of a yes/no column said in words: 'smokers or non-smokers', '已婚还是未婚', 'men or women' over 0/1.

A question that says both sides of one flag compares the two groups it splits the rows into; the answer is then
one side, said as the question said it ('non-smokers', not 'No'; 'women', not 1).
"""
from __future__ import annotations

import os
import re
from typing import Any

from nbcopilot.analysis import linking

YES = {"yes", "y", "true", "1"}
NO = {"no", "n", "false", "0"}
NEGATED_EN = r"(?:non-?\s?|un|not\s+)"
NEGATED_ZH = r"(?:不|非|未|没有|没)"
JOINED = (r"\s*(?:者|的人|的|人|people|ones)?\s*(?:(?:or|and|versus|vs\.?)(?:\s+(?:of|for|among))?|还是|或者|或是|和|与|跟|或)"
          r"\s*(?:the\s+|those\s+)?")
"""What stands between the two sides: "smokers or the non-smokers", "smokers and of non-smokers", '吸烟者和不吸烟者'."""
VALUE_ASKED = (r"\banswer (?:with|using|in) (?:the|its|their) [\w.]+ (?:values?|codes?|labels?)\b|"
               r"\b(?:as|with) (?:the|its) (?:value|code|label) (?:of|in) |(?:回答|用|给出)\s*[\w.]*\s*列?的?(?:取值|值|编码|代码)")
"""The question asks for the column's own value ('Answer with the marital value', '回答 selfemp 列的取值')."""
COMPARED = r"(?:(?:for|among|in|the|those|of)\s+)*"
"""Words between 'than' and the other side: "than for the non-smokers"."""
SIDE_END = r"(?:者|的人|人)?"
"""What a Chinese side may end with, kept in the words answered ('吸烟者')."""


def flag_sides(series: Any) -> tuple:
    """(the yes value, the no value) of a column holding exactly those two, as it writes them; else (None, None)."""
    from nbcopilot.analysis.filters import negated_pair

    held = series.dropna().unique().tolist()
    if len(held) != 2:
        return None, None
    yes = next((v for v in held if str(v).strip().lower() in YES), None)
    no = next((v for v in held if str(v).strip().lower() in NO), None)
    if yes is not None and no is not None:
        return yes, no
    return negated_pair(set(held)) if all(isinstance(v, str) for v in held) else (None, None)


def flag_pair_said(question: str, frame: Any, links: list, values: list, written: str = "") -> list:
    """Both sides of one flag column said next to each other ('smokers or non-smokers', 'non-smokers and smokers',
    'married or unmarried', '吸烟者和不吸烟者', '已婚还是未婚'): a value link for each, at the words that say it.
    `written`: the question as written, at the same offsets (the words a bracketed column glosses may be blanked)."""
    out = []
    for link in links:
        if link.column not in frame or any(v.column == link.column for v in values + out):
            continue
        yes, no = flag_sides(frame[link.column])
        if yes is None:
            continue
        found = _english_pair(question, link.at) if question[link.at:link.at + 1].isascii() else \
            _chinese_pair(question, link.at)
        bracketed = link.at > 0 and question[link.at - 1] in "（("
        close = re.match(r"[^)）]{1,40}[)）]", question[link.at:]) if bracketed else None
        written = written or question
        glossed = re.search(r"[\u4e00-\u9fff]{1,6}$", written[:link.at - 1]) if close else None
        if not found and glossed:  # '带真皮座椅（Leather）的车比不带的': the words the bracket glosses, read without it
            blanked = written[:link.at - 1] + " " * (close.end() + 1) + written[link.at + close.end():]
            found = next(filter(None, (_chinese_pair(blanked, i) for i in range(glossed.start(), glossed.end()))), None)
        if found:
            (plain_at, plain_end), (negated_at, negated_end) = found
            out += [linking.ValueLink(link.column, yes, plain_at, plain_end - plain_at),
                    linking.ValueLink(link.column, no, negated_at, negated_end - negated_at)]
    return out


def _english_pair(question: str, at: int) -> tuple | None:
    word = re.match(r"[A-Za-z]+", question[at:])
    if word is None or len(word.group()) < 4:
        return None
    said = word.group().lower()
    root = re.escape(os.path.commonprefix([said, linking.stem(said)]))  # 'married' → 'marri', as 'unmarried' has it
    side = rf"(?:\b(?P<neg>{NEGATED_EN})?|(?P<zh>非|不是)\s*){root}[a-z]*\b"  # ('NVMe 和非 NVMe')
    other = side.replace('neg', 'neg2').replace('zh', 'zh2')
    joined = rf"(?P<a>{side}){JOINED}(?P<b>{other})"
    compared = rf"(?P<a>{side})[^?.;]{{0,40}}?\bthan\s+{COMPARED}(?P<b>{other})"  # "union workers earn more than
    for pattern in (joined, compared):  # non-union workers"
        for m in re.finditer(pattern, question, re.IGNORECASE):
            first, second = m.group("neg") or m.group("zh"), m.group("neg2") or m.group("zh2")
            if m.start() <= at < m.end() and bool(first) != bool(second):
                a, b = m.span("a"), m.span("b")
                return (b, a) if first else (a, b)
    without = (rf"\bwith\s+(?:\w+\s+){{0,2}}?(?P<a>{root}[a-z]*)\b[^?.;,]{{0,60}}?\bthan\s+"
               rf"(?:(?:those|the ones|ones|the|[a-z]+s)\s+)?(?P<b>without\b(?:\s+(?:\w+\s+)?{root}[a-z]*\b|(?!\s+(?:an?|any|the)\b)))")  # "cars with
    m = re.search(without, question, re.IGNORECASE)  # leather … than those without" (not "… without a garage")
    return (m.span("a"), m.span("b")) if m and m.start("a") <= at < m.end("a") else None


def _chinese_pair(question: str, at: int) -> tuple | None:
    start = at + 1 if question[at:at + 1] == "已" else at  # '已婚还是未婚': 婚, once done and once not
    for size in (4, 3, 2, 1):
        root = question[start:start + size]
        if not re.fullmatch(r"[\u4e00-\u9fff]+", root) or size == 1 and start == at:
            continue
        side = rf"(?P<neg>{NEGATED_ZH})?(?:已)?{re.escape(root)}{SIDE_END}"
        pattern = (rf"(?P<a>{side})(?:{JOINED}|[^，,。？?比]{{0,12}}(?:[，,][^，,。？?比]{{0,12}})?比\s*)"
                   rf"(?P<b>{side.replace('neg', 'neg2')})")
        for m in re.finditer(pattern, question):  # ('已婚者的平均时薪比未婚者高多少': the two, compared)
            first, second = m.group("neg"), m.group("neg2")
            if m.start() <= at < m.end() and bool(first) != bool(second):
                a, b = m.span("a"), m.span("b")
                return (b, a) if first else (a, b)
        without = (rf"(?:带|有|配有?)(?P<a>{re.escape(root)}[\u4e00-\u9fff]{{0,3}}?)\s*的[^，,。？?比]{{0,6}}比\s*"
                   rf"(?P<b>(?:不带|没带|没有|不配|无)(?:{re.escape(root)}[\u4e00-\u9fff]{{0,3}}?)?的)")
        lacking = (rf"(?:不带|没带|没有|不配|无)(?P<b>{re.escape(root)}[\u4e00-\u9fff]{{0,3}}?)\s*的[^，,。？?比]{{0,6}}比\s*"
                   rf"(?P<a>(?:带|有|配有?)(?:{re.escape(root)}[\u4e00-\u9fff]{{0,3}}?)?的)")
        for m in (re.search(without, question), re.search(lacking, question)):  # '带真皮座椅的车比不带的平均贵多少'
            if m and (m.start("a") <= at < m.end("a") or m.start("b") <= at < m.end("b")):
                return m.span("a"), m.span("b")
    return None


def said_labels(column: str | None, values: list, question: str, frame: Any) -> tuple:
    """((value, words), …) when the question said each of a yes/no column's values in its own words ('women' for
    1, 'non-smokers' for 'No'), so the group answered is said as asked; else ()."""
    if column is None or column not in frame or flag_sides(frame[column])[0] is None or \
            re.search(VALUE_ASKED, question, re.IGNORECASE):
        return ()  # ('欧洲' said of Europe is that value's name, answered as the table writes it)
    said = {}
    for v in values:
        if v.column == column:
            words = question[v.at:v.at + v.length].strip()
            if words.lower() != str(v.value).strip().lower():
                said.setdefault(v.value, words)
    held = set(frame[column].dropna().unique().tolist())
    return tuple(said.items()) if len(said) == 2 and set(said) == held else ()


def negated_words(question: str, frame: Any, links: list) -> list:
    """'unmarried', 'uninsured', 'nonsmokers' over a yes/no column named for the word without its prefix: that
    column, linked where the word itself begins, so the prefix before it says no."""
    out = []
    for m in re.finditer(r"\b(un|non)([a-z]{4,})\b", question, re.IGNORECASE):
        root = linking.stem(m.group(2).lower())
        for column in map(str, frame.columns):
            named = root in {linking.stem(w) for w in linking.name_words(column)}
            if named and flag_sides(frame[column])[0] is not None and \
                    not any(l.column == column and l.score >= 4 for l in links + out):
                out.append(linking.ColumnLink(column, 4.0, m.start(2), m.start(2)))
    return out


SEXES = {"female": r"\b(?:women|woman|females?|girls?|ladies)\b|女性|女生|女孩|(?<!男)女(?![儿])",
         "male": r"\b(?:men|man|males?|boys?)\b|男性|男生|男孩|男(?!女)"}
"""How a question says each sex."""


def sexes_said(question: str, frame: Any, values: list) -> list:
    """'women', '男性' over a 0/1 column called female (or male): its 1 or its 0, as a value said, so "for women and
    for men" lists both and "the women" keeps theirs; over a sex column coded 1 and 2, its 1 for men, 2 for women."""
    flags = [str(c) for c in frame.columns
             if sex_named(str(c)) and set(frame[c].dropna().unique().tolist()) == {0, 1}]
    coded = [str(c) for c in frame.columns if set(linking.name_words(str(c))) & {"sex", "gender", "gndr"}
             and set(frame[c].dropna().unique().tolist()) == {1, 2}]
    written = [found for found in map(lambda c: _sexes_written(frame, str(c)), frame.columns) if found]
    if len(flags) == 1:
        column, codes = flags[0], {"female": 1, "male": 0} if sex_named(flags[0]) == "female" else {"female": 0, "male": 1}
    elif not flags and len(coded) == 1:  # sex coded 1 and 2: 1 for men and 2 for women, as surveys and trials code it
        column, codes = coded[0], {"female": 2, "male": 1}
    elif not flags and not coded and len(written) == 1:  # 'Men' and 'Women' written out: '男生' is 'Men'
        column, codes = written[0]
    else:
        return []
    out = []
    for sex, pattern in SEXES.items():
        for m in re.finditer(pattern, question, re.IGNORECASE):
            if m.group().lower().rstrip("s") == column.lower():
                continue  # "female respondents" names the column itself: a flag, as any named 0/1 column
            if not any(v.at <= m.start() < v.at + v.length for v in values + out):
                out.append(linking.ValueLink(column, codes[sex], m.start(), len(m.group())))
                break
    return out


def _sexes_written(frame: Any, column: str) -> tuple[str, dict] | None:
    """A text column of two values, one a word for women and one for men ('Women', 'Men'): its value for each sex."""
    if not linking.is_text(frame[column]):
        return None
    held = [v for v in frame[column].dropna().unique()[:3]]
    codes = {sex: v for v in held for sex, pattern in SEXES.items() if re.fullmatch(pattern, str(v).strip(), re.I)}
    return (column, codes) if len(held) == 2 and len(codes) == 2 and len(set(codes.values())) == 2 else None


def is_sex_flag(v: Any, frame: Any) -> bool:
    """The value is a 0/1 column called female (or male) said as 'women', '男性' (see `sexes_said`)."""
    return isinstance(v.value, int) and v.value in (0, 1) and str(v.column) in frame \
        and sex_named(str(v.column)) is not None


def sex_named(column: str) -> str | None:
    """'female' or 'male' when the column's name ends with that word ('female', 'is_female'), else None."""
    last = linking.name_words(column)[-1:]
    return last[0] if last in (["female"], ["male"]) else None
