"""Words for BM25: how memory turns text into terms, and which script a text is written in.

Latin-script text becomes lower-cased words without stopwords or a plural s; Chinese and Japanese,
which have no spaces, become overlapping character bigrams — the usual dictionary-free indexing of CJK.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["tokenize", "script_of", "SCRIPTS"]

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN = re.compile(f"[{_CJK}]+|[^\\W_{_CJK}]+")
_CJK_CHAR = re.compile(f"[{_CJK}]")
_STOPWORDS = frozenset(
    """a an the and or but if of to in on at by for with from into onto as is are was were be been being
    am do does did doing have has had this that these those it its we us our you your he she they them
    their i me my what which who whom where when why how there here then than so not no can could
    should would will shall may might must let lets just about up down out over again where s t""".split()
)


def _stem(word: str) -> str:
    # Plurals only: "reports" finds "report" without a stemmer package; anything bolder misfires.
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _run_terms(run: str) -> tuple[str, ...]:
    if _CJK_CHAR.match(run):
        return (run,) if len(run) == 1 else tuple(run[i : i + 2] for i in range(len(run) - 1))
    return () if run in _STOPWORDS else (_stem(run),)


_RUN_TERMS: dict[str, tuple[str, ...]] = {}
"""Terms of each word or CJK run seen: words repeat, and indexing 100k records is mostly this lookup."""


def tokenize(text: str) -> list[str]:
    """BM25 terms: lower-cased words without stopwords or plural s; Chinese/Japanese as character bigrams.

    CJK text has no spaces, so a run of CJK characters becomes its overlapping bigrams
    ("客户数据" → 客户 户数 数据), the usual way to index it without a dictionary."""
    global _RUN_TERMS
    if len(_RUN_TERMS) > 500_000:
        _RUN_TERMS = {}  # a new dict, not clear(): another thread may be reading the old one
    cache = _RUN_TERMS
    runs = _TOKEN.findall(unicodedata.normalize("NFKC", text or "").lower())
    for run in runs:
        if run not in cache:
            cache[run] = _run_terms(run)
    return [term for run in runs for term in cache[run]]



_LETTER = re.compile(r"[^\W\d_]")


def script_of(text: str) -> int:
    """1 when most of the text's letters are Chinese/Japanese characters, else 0 (Latin and the rest)."""
    head = text[:500]
    if head.isascii():
        return 0
    cjk = len(_CJK_CHAR.findall(head))
    return 1 if cjk and cjk * 2 >= len(_LETTER.findall(head)) else 0


SCRIPTS = ("latin", "cjk")
