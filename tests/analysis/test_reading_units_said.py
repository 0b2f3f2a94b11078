"""A bar said in people when the question says the column counts in thousands ('超过 1500 万（失业人数以千人计）',
'more than 2 million (figures in thousands)'): compared in the column's units. Every expected value is computed here
with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

JOBLESS = pd.DataFrame({"date": pd.date_range("2009-01-01", periods=8, freq="MS"),
                        "unemploy": [12058, 12898, 13426, 13853, 14499, 14707, 14601, 15004]})


def test_a_bar_in_the_units_the_question_says():
    assert answered("2009 年有没有哪个月的失业人数超过 1450 万？（失业人数以千人计）", "economics",
                    {"economics": JOBLESS}) == bool((JOBLESS["unemploy"] > 14500).any())


def test_in_english_too():
    assert answered("How many months had unemploy above 14.5 million (figures in thousands)?", "economics",
                    {"economics": JOBLESS}) == int((JOBLESS["unemploy"] > 14500).sum())


def test_a_bar_already_in_the_units_stays():
    assert answered("How many months had unemploy above 14000 (in thousands)?", "economics",
                    {"economics": JOBLESS}) == int((JOBLESS["unemploy"] > 14000).sum())
