"""A kind kept as one-hot 0/1 columns (Buick, Cadillac, Chevy … beside convertible, coupe, sedan …): asked as a kind
('which make', '什么品牌'), it is read as one column holding each row's name among them, made for the question
(`Operation.derived` ('one of', name, *flags)) — the table stays as it is."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from nbcopilot.analysis import linking

ONE_OF = "one of"
"""How the made column is derived: `Operation.derived` ('one of', its name, *the 0/1 columns)."""
BRAND_WORDS = {"make", "makes", "brand", "brands", "maker", "makers", "manufacturer", "manufacturers", "marque"}
"""Kinds whose members are proper names: of two one-hot families, the one whose columns are capitalised."""
KIND_WORDS = BRAND_WORDS | {
    "type", "types", "kind", "kinds", "style", "styles", "body", "category", "categories", "class", "classes", "group",
    "groups", "region", "regions", "area", "areas", "zone", "season", "seasons", "position", "positions", "sector",
    "sectors", "industry", "industries", "occupation", "occupations", "job", "department", "race", "ethnicity",
    "religion", "party", "status", "level", "tier", "mode", "method", "channel", "platform", "colour", "color", "genre",
    "segment", "model", "variety", "breed", "species", "shape", "material", "fuel", "weather"}
"""Words that ask a kind ('which season', '什么车型'): a word that names rows or a measure ('which car', '每个孩子数量')
asks none."""
KIND_ASKED = r"(?:\b(?:which|what|each|every|per|by)\s+(?:\w+\s+)?|(?:哪[一个些种家款]{0,2}|什么|各|每[个种家款]?)\s*)$"
"""What comes right before a kind asked: 'which make', 'What make is', '什么品牌', '各品牌'."""
FLAG_NAME_ASKED = r"\b(?:flag|indicator|dummy)\s+column|标记列|哑变量列|指示变量"
"""The answer is the name of one of a kind's 0/1 columns ('answer with its flag column', '回答位置标记列的列名'): the
columns themselves are compared, no column of names is made."""


def one_hot_families(frame: Any) -> list[list[str]]:
    """Groups of three or more 0/1 columns, in the table's order, that mark every row exactly once."""
    flags = [str(c) for c in frame.columns if linking.is_number(frame[c]) and not frame[c].isna().any()
             and set(frame[c].unique().tolist()) <= {0, 1}][:60]
    marks = {c: frame[c].to_numpy() == 1 for c in flags}
    apart = {c: {d for d in flags if d != c and not (marks[c] & marks[d]).any()} for c in flags}
    families: list[list[str]] = []
    for first in flags:  # the columns that never share a row with it, less those that share one with each other
        if any(first in f for f in families):
            continue
        kinds = [first, *sorted(apart[first] - {c for f in families for c in f}, key=flags.index)]
        while len(kinds) >= 3 and any(set(kinds) - {c} - apart[c] for c in kinds):
            kinds.remove(max(kinds, key=lambda c: len(set(kinds) - {c} - apart[c])))
        if len(kinds) >= 3 and (frame[kinds].sum(axis=1) == 1).all():
            families.append(kinds)
    return families


def _family_meant(word: str, families: list[list[str]]) -> list[str] | None:
    if len(families) == 1:
        return families[0]
    proper = [f for f in families if all(c[:1].isupper() and not c.isupper() for c in f)]
    if word in BRAND_WORDS:  # (makes are names: 'Buick', not 'sedan')
        return proper[0] if len(proper) == 1 else None
    common = [f for f in families if f not in proper]
    return common[0] if len(common) == 1 and proper else None


def with_kind_of_flags(r: Any) -> tuple[Any, tuple]:
    """'Which make has the highest average price' over Buick … Saturn (0/1 each): the reading with a column of each
    row's make, linked where the kind is said; or the reading as it is and ()."""
    frame = r.table.frame
    if r.has(FLAG_NAME_ASKED):
        return r, ()
    strong = {l.column for l in r.links if l.score >= 4 and l.at >= 0}
    families, words = None, linking.tokens(r.q)
    for t in words:
        if not re.search(KIND_ASKED, r.q[:t.at], re.IGNORECASE) or t.text not in KIND_WORDS:
            continue
        if any(l.at == t.at and l.score >= 1.0 for l in r.links):
            return r, ()  # the kind is a column of its own
        families = (one_hot_families(frame) if frame.shape[1] >= 3 else []) if families is None else families
        family = _family_meant(t.text, families) if families else None
        members = {linking.stem(c.lower()) for c in family or ()}
        if family is None or strong & set(family) or t.text in frame.columns or any(
                o.at == t.at and linking.stem(o.text) in members for o in words):
            continue  # (members named are read as columns: "工业类（indus）、金融类（finance）…", '哪家公用事业类公司')
        name = linking.name_words(t.text)[0] if t.raw.isascii() else t.text
        made = frame[family].idxmax(axis=1)
        links = [l for l in r.links if not (l.at == t.at and l.column in family)]
        return replace(r, table=replace(r.table, frame=frame.assign(**{name: made})),
                       links=[linking.ColumnLink(name, 4.0, t.at), *links],
                       categorical=dict.fromkeys([*r.categorical, name]).keys(),
                       derived=(ONE_OF, name, *family)), (ONE_OF, name, *family)
    return r, ()
