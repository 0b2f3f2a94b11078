"""The answer's words, listed by the question, over a column of codes ('Answer male or female' of a gender coded 1
and 2; 'white, black or other' of a race coded 1, 2, 3): the code answered is said as the option it stands for.

Tables from surveys and studies keep categories as small whole numbers; a question that lists the words to answer
with tells what they are. The codes are taken in rising order against the options in the order said, as such
tables number them; a sex column is read by the words for each sex (1 for men, 2 for women) whatever the order.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from nbcopilot.analysis import linking
from nbcopilot.analysis.operations import Operation

WORD = r"[A-Za-z][\w-]*"
SEPARATOR = r"\s*(?:,|/|、|，|\bor\b|或者|或|还是)\s*"
OPTIONS = (rf"\b(?:answer|reply|respond)(?:\s+(?:with|as|in|using))?\s*:?\s*(?P<a>{WORD}(?:{SEPARATOR}{WORD})+)|"
           rf"[(（]\s*(?P<b>{WORD}(?:{SEPARATOR}{WORD})+)\s*[)）]|"
           rf"(?:回答|答)\s*(?P<c>{WORD}(?:{SEPARATOR}{WORD})+)|"
           rf"(?:[?？]|\s[-–—:：])\s*(?P<d>{WORD}(?:{SEPARATOR}{WORD})+)\s*[.。?？]?\s*$")
"""'Answer male or female', '(white / black / other)', '回答 white、black 或 other', '… ? white, black or other'."""
ANSWERED_IN = {"group_extreme": "by", "mode": "column", "extreme_row": "target", "top_k": "target",
               "distinct": "column", "having": "by", "lookup": "target"}
"""Where each kind of operation finds the value it answers with."""
SEX_WORDS = {"male": 1, "males": 1, "man": 1, "men": 1, "boy": 1, "boys": 1,
             "female": 2, "females": 2, "woman": 2, "women": 2, "girl": 2, "girls": 2}
MOST_OPTIONS = 6
NO_OPTIONS = {"yes", "no", "true", "false", "please", "digits", "digit", "number", "numbers", "code", "codes", "both",
              "neither", "none", "all"}
"""Words listed that name no category: a yes-or-no answer, the form of the answer."""


def listed(question: str) -> list[str]:
    """The words the question lists to answer with, in its order; [] when it lists none."""
    m = re.search(OPTIONS, question, re.IGNORECASE)
    if m is None:
        return []
    said = next(g for g in m.groups() if g is not None)
    options = [w for w in re.split(SEPARATOR, said, flags=re.IGNORECASE) if w]
    return options if 2 <= len(options) <= MOST_OPTIONS and len({o.lower() for o in options}) == len(options) else []


def said_as_options(op: Operation, question: str, frame: Any) -> Operation:
    """The operation with `labels` from each code of the column it answers with to the option it stands for, when
    the question lists as many options as the column holds codes, none of them a value the column holds."""
    column = getattr(op, ANSWERED_IN.get(op.op, ""), None) if op.op in ANSWERED_IN else None
    if column is None or column not in frame or op.labels or op.by_part:
        return op
    options = listed(question)
    held = frame[column].dropna().unique().tolist()
    if not options or len(held) != len(options) or not all(_whole(v) for v in held):
        return op
    codes = sorted(int(v) for v in held)
    if codes != list(range(1, len(codes) + 1)) or {o.lower() for o in options} & NO_OPTIONS:
        return op  # (a 0/1 flag's sides, 'yes or no', 'digits, please': no codes numbered from 1 to name)
    by_sex = [SEX_WORDS.get(o.lower()) for o in options]
    sexed = set(linking.name_words(str(column))) & {"sex", "gender", "gndr"} and codes == [1, 2] and \
        sorted(filter(None, by_sex)) == [1, 2]
    labels = tuple((code, options[by_sex.index(code)]) for code in codes) if sexed else tuple(zip(codes, options))
    return replace(op, labels=labels)


def _whole(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and float(value).is_integer()
