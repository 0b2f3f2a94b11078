"""A three-letter name that is no word, read as the initials of the words said: 'wci' is "the weighted conflict index"
and '加权冲突指数'. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

EVENTS = pd.DataFrame({
    "country": ["United States", "Nigeria", "Kuwait", "Saudi Arabia", "Cuba", "India", "Sweden"],
    "riots": [2, 5, 1, 0, 0, 4, 0], "agd": [40, 6, 12, 1, 0, 9, 2],
    "wci": [8676.1, 31000.0, 2500.0, 1200.5, 0.0, 13875.0, 300.0]})


def events(question: str):
    return answered(question, "dce", {"dce": EVENTS}, meaning=True)


def test_initials_of_three_words():
    assert events("Which country has the highest weighted conflict index?") == \
        EVENTS.loc[EVENTS["wci"].idxmax(), "country"]
    assert events("加权冲突指数最高的三个国家，指数分别是多少？从高到低") == EVENTS["wci"].nlargest(3).tolist()
