"""'喝酒的' names a drinks column (the dictionary only has the verb 'to drink'); '一个喝酒的人都没有' is none at all.
Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

TRADES = pd.DataFrame({
    "trade": ["baker", "carter", "cabmen", "glassmaker", "rivetter", "tailor"],
    "sober": [10, 4, 0, 8, 2, 5], "drinks": [5, 0, 12, 0, 3, 0], "wage": [20.5, 18.0, 25.0, 31.0, 31.5, 17.0]})


def trades(question: str):
    return answered(question, "trades", {"trades": TRADES}, meaning=True)


def test_drinkers_are_the_drinks_column():
    assert trades("所有行业加起来，喝酒的一共有多少人？") == int(TRADES["drinks"].sum())
    assert trades("喝酒的人最多的是哪个行业？") == TRADES.loc[TRADES["drinks"].idxmax(), "trade"]


def test_not_one_of_them():
    assert trades("有多少个行业一个喝酒的人都没有？") == int((TRADES["drinks"] == 0).sum())
