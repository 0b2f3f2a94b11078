"""Columns that count in thousands: 'a population above 450 thousand' where the column tops out near 500, '10 万美元'
with a note that income is in thousands of dollars; and '收入' is the income column before revenue-like ones its
concept also names. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

STORES = pd.DataFrame({"Sales": [9.5, 11.2, 10.1, 7.4, 4.2, 10.8], "Population": [276, 260, 269, 466, 340, 501],
                       "Income": [73, 48, 35, 100, 64, 113], "Price": [120, 83, 80, 97, 128, 72]})


def ask(question: str):
    return answered(question, "shops", {"shops": STORES}, meaning=True)


def test_a_bar_said_in_thousands_of_a_column_in_thousands():
    assert ask("how many stores are in regions with a population above 450 thousand?") == \
        int((STORES["Population"] > 450).sum())
    assert ask("How many stores have income over 90 thousand dollars?") == int((STORES["Income"] > 90).sum())


def test_a_note_on_the_units_in_chinese():
    assert ask("年收入超过 10 万美元的客户有几位？（收入一列以千美元为单位）") == int((STORES["Income"] > 100).sum())
    assert ask("平均收入是多少？") == STORES["Income"].mean()
