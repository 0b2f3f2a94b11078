"""Rows that each hold an average ('平均受教育年限超过 14 年的职业有几个'): the rows past the bar are counted, no
average of the column is taken. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

JOBS = pd.DataFrame({"occupation": ["nurses", "welders", "clerks", "lawyers", "miners", "typists", "chemists"],
                     "education": [12.5, 9.1, 11.0, 15.8, 8.4, 11.3, 14.6],
                     "income": [9000, 7200, 5100, 19000, 8100, 4300, 8400]})


def test_how_many_rows_have_an_average_past_a_bar():
    assert answered("How many occupations have an average education above 14?", "jobs", {"jobs": JOBS}) == \
        int((JOBS["education"] > 14).sum())


def test_in_chinese():
    assert answered("平均收入超过 8000 的职业有几个？", "jobs", {"jobs": JOBS}) == int((JOBS["income"] > 8000).sum())


def test_the_average_itself_is_still_an_average():
    assert answered("What is the average income of the occupations?", "jobs", {"jobs": JOBS}) == JOBS["income"].mean()
