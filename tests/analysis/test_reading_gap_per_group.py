"""The gap of two columns per group ('the average of weight minus repwt for each sex', '按性别，weight 减去 repwt 的平均
值'): each group's figure of the row-by-row difference, not one figure for all rows. Expected values are computed with
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

BODIES = pd.DataFrame({
    "sex": ["F", "M", "F", "M", "F", "M", "F", "M"],
    "weight": [60, 80, 55, 90, 70, 75, 58, 85], "repwt": [58, 79, 56, 85, 66, 75, 57, 80],
    "city": ["Oslo", "Rome", "Oslo", "Rome", "Lima", "Lima", "Oslo", "Rome"]})
GAP = BODIES["weight"] - BODIES["repwt"]


def bodies(question: str):
    return answered(question, "people", {"people": BODIES}, meaning=True)


def test_the_gap_per_group():
    by_sex, by_city = GAP.groupby(BODIES["sex"]).mean().to_dict(), GAP.groupby(BODIES["city"]).mean().to_dict()
    assert bodies("What is the average of weight minus repwt for each sex?").to_dict() == by_sex
    assert bodies("By sex, what's the mean difference between measured and reported weight (weight - repwt)?").to_dict() == by_sex
    assert bodies("每个城市 weight 减去 repwt 的平均值是多少？").to_dict() == by_city


def test_one_gap_for_all_rows():
    assert bodies("What is the average gap between weight and repwt?") == GAP.mean()
