"""A series in long form (date, category, value) asked 'which market' though no column is called market: the
column naming the things is the groups; and a year said of a column of years named in short ('dxyr'). Every
expected value is computed here with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

PRICES = pd.DataFrame({
    "date": pd.to_datetime(["2020-01-01", "2020-02-01", "2020-03-01", "2020-04-01"] * 3),
    "category": ["Europe"] * 4 + ["United States"] * 4 + ["Global"] * 4,
    "value": [30.0, 31.0, 32.0, 33.0, 10.0, 50.0, np.nan, 11.0, 12.0, np.nan, 14.0, 13.0]})
PATIENTS = pd.DataFrame({"id": range(1, 9), "age": [60, 70, 65, 80, 55, 72, 68, 77],
                         "dxyr": [1979, 1980, 1980, 1981, 1980, 1982, 1979, 1980]})


def test_which_market_has_the_highest_average():
    means = PRICES.groupby("category")["value"].mean()
    assert means.idxmax() != PRICES.loc[PRICES["value"].idxmax(), "category"]  # not the row with the top price
    assert answered("Which market has the highest average sugar price?", "prices", {"prices": PRICES}) == \
        means.idxmax()
    assert answered("三个市场里，哪个市场的平均糖价最高？", "prices", {"prices": PRICES}) == means.idxmax()


def test_which_markets_have_gaps():
    expected = sorted(PRICES.loc[PRICES["value"].isna(), "category"].unique())
    assert sorted(answered("糖价数据里，哪些市场的价格有缺失？", "prices", {"prices": PRICES})) == expected


def test_a_year_said_of_a_short_year_column():
    assert answered("How many patients were diagnosed in 1980?", "patients", {"patients": PATIENTS}) == \
        int((PATIENTS["dxyr"] == 1980).sum())
    assert answered("1980 年确诊的病人有多少位？", "patients", {"patients": PATIENTS}) == int((PATIENTS["dxyr"] == 1980).sum())
