"""A column of percentages barred at a part of the whole ('where women are more than half of the workers'), and
columns that hold only Yes and No. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

JOBS = pd.DataFrame({"occupation": ["nurses", "welders", "clerks", "lawyers", "typists", "chemists"],
                     "women": [96.1, 3.2, 68.2, 15.6, 95.3, 11.7],
                     "prestige": [64.7, 41.8, 35.6, 82.3, 41.9, 73.5]})


def test_more_than_half_of_a_percentage_column():
    assert answered("What's the average prestige of the occupations where women are more than half of the workers?",
                    "jobs", {"jobs": JOBS}) == JOBS.loc[JOBS["women"] > 50, "prestige"].mean()


def test_in_chinese():
    assert answered("women 不到三分之一的职业有几个？", "jobs", {"jobs": JOBS}) == int((JOBS["women"] < 100 / 3).sum())


ARRESTS = pd.DataFrame({"released": ["Yes", "No", "Yes"], "colour": ["White", "Black", "White"], "year": [1997, 1998, 1999],
                        "employed": ["Yes", "Yes", "No"], "checks": [0, 3, 1]})


def test_columns_of_only_yes_and_no():
    expected = [c for c in ARRESTS.columns if set(ARRESTS[c].astype(str)) <= {"Yes", "No"}]
    assert answered("哪些列只有 Yes 和 No 两种取值？", "arrests", {"arrests": ARRESTS}) == expected
    assert answered("Which columns hold only Yes and No?", "arrests", {"arrests": ARRESTS}) == expected
