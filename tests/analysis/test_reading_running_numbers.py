"""'How many Congresses had any vacancies?' over a congress column numbered 1, 2, 3 …: the rows are counted, the
numbers are no amount to add up. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

HOUSE = pd.DataFrame({
    "congress": [1, 2, 3, 4, 5, 6, 7, 8], "year_start": [1789, 1791, 1793, 1795, 1797, 1799, 1801, 1803],
    "seats": [65, 69, 105, 106, 106, 106, 107, 142], "vac": [0, 1, 0, 0, 2, 0, 0, 3],
    "p1": ["Pro-Administration", "Federalists", "Anti-Administration", "Federalists", "Federalists", "Federalists",
           "Democratic-Republicans", "Democratic-Republicans"]})


def house(question: str):
    return answered(question, "house", {"house": HOUSE}, meaning=True)


def test_numbered_rows_are_counted():
    assert house("how many Congresses had any vacancies?") == int((HOUSE["vac"] > 0).sum())


def test_an_amount_is_still_added_up():
    assert house("How many seats did the Federalists have in total?") == \
        int(HOUSE.loc[HOUSE["p1"] == "Federalists", "seats"].sum())
