"""A table of neighborhoods holding counts (population), money (hhIncome) and shares written as fractions (poverty,
collegeGrad): a share said with '人口比例' is the share column, a median column barred counts rows, and 'smallest X
by Y' names a row. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

HOODS = pd.DataFrame({
    "neighborhood": ["Cedar Riverside", "Phillips West", "Downtown West", "Como", "McKinley", "Midtown Phillips",
                     "Field", "Mid - City Industrial"],
    "population": [8247, 5184, 7141, 5863, 3478, 4864, 1243, 193],
    "hhIncome": [18892, 18404, 67086, 29000, 41000, 17000, 72000, 55000],
    "poverty": [0.06, 0.042, 0.057, 0.03, 0.05, 0.08, 0.01, 0.02],
    "collegeGrad": [0.258, 0.211, 0.751, 0.5, 0.15, 0.3, 0.72, 0.4]})


def ask(question: str):
    return answered(question, "mpls", {"mpls": HOODS}, meaning=True)


def test_a_median_column_under_a_bar_counts_the_rows():
    assert ask("家庭收入中位数低于 3 万美元的社区有几个？") == int((HOODS["hhIncome"] < 30000).sum())


def test_a_share_said_over_the_people_is_the_share_column():
    assert ask("贫困人口比例（poverty）最高的是哪个社区？") == HOODS.loc[HOODS["poverty"].idxmax(), "neighborhood"]
    assert ask("大学学历人口比例最低的社区是哪一个？") == HOODS.loc[HOODS["collegeGrad"].idxmin(), "neighborhood"]


def test_the_column_said_before_adding_up_is_added():
    assert ask("大学毕业生比例超过 70% 的那些社区，人口加起来一共多少？") == \
        HOODS.loc[HOODS["collegeGrad"] > 0.7, "population"].sum()


def test_smallest_thing_by_a_measure_names_the_row():
    assert ask("smallest neighborhood by population?") == HOODS.loc[HOODS["population"].idxmin(), "neighborhood"]
    assert ask("largest neighborhood by population?") == HOODS.loc[HOODS["population"].idxmax(), "neighborhood"]


def test_smallest_thing_by_a_measure_among_many_rows():
    many = pd.DataFrame({"neighborhood": [f"n{i}" for i in range(30)], "population": [100 + 37 * i for i in range(30)]})
    assert answered("smallest neighborhood by population?", "mpls", {"mpls": many}, meaning=True) == "n0"
