"""A race's results: 'the half marathon' for 'half-marathon', '5 公里赛' and '5 km' for '5k', and 'finishers under 18'
by their age. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

RUN = pd.DataFrame({"date": pd.to_datetime(["2017-05-13"] * 5 + ["2018-05-12"] * 6),
                    "race": ["5k", "half-marathon", "5k", "5k", "half-marathon", "5k", "half-marathon", "5k",
                             "half-marathon", "half-marathon", "5k"],
                    "sex": ["F", "M", "M", "F", "F", "M", "F", "F", "M", "M", "F"],
                    "age": [34, 41, 12, 16, 52, 29, 17, 45, 38, 61, 9],
                    "run_time_minutes": [31.2, 118.5, 25.9, 40.1, 132.0, 22.4, 125.3, 35.5, 101.7, 140.2, 44.0]})


def test_half_marathon_said_without_the_hyphen():
    rows = RUN[(RUN["race"] == "half-marathon") & (RUN["date"].dt.year == 2018)]
    assert answered("How many people finished the half marathon in 2018?", "run", {"run": RUN}) == len(rows)


def test_five_kilometres_in_chinese():
    rows = RUN[(RUN["race"] == "5k") & (RUN["date"].dt.year == 2017)]
    assert answered("2017 年 5 公里赛的平均完赛时间是多少分钟？", "run", {"run": RUN}) == rows["run_time_minutes"].mean()


def test_five_km():
    assert answered("How many women ran the 5 km race?", "run", {"run": RUN}) == \
        int(((RUN["race"] == "5k") & (RUN["sex"] == "F")).sum())


def test_people_under_a_bare_number_by_their_age():
    assert answered("How many of the finishers were under 18?", "run", {"run": RUN}) == int((RUN["age"] < 18).sum())
