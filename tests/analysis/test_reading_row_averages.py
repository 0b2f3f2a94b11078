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


BILLS = pd.DataFrame({"month": [1, 2, 3, 11, 12, 1, 2, 12], "temp": [12.0, 30.5, 38.0, 34.0, 32.0, 8.5, 20.0, 25.0],
                      "totalbill": [250.1, 231.4, 190.2, 170.3, 220.8, 262.0, 240.5, 230.0]})


def test_an_average_said_as_one_word_barred_after_a_bracket():
    assert answered("有几个账单月的平均气温在冰点（32 华氏度）以下？", "bills", {"bills": BILLS}, meaning=True) == \
        int((BILLS["temp"] < 32).sum())


def test_ji_yi_xia_takes_the_number_in():
    assert answered("temp 在 32 及以下的账单有几个？", "bills", {"bills": BILLS}) == int((BILLS["temp"] <= 32).sum())
