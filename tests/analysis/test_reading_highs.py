"""A day's high and low: 'the daily high' and '最高气温' are the maximum a table keeps as tmax (and the low its
tmin), and days past a bar are counted. Every expected value is computed here with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

_DAYS = pd.date_range("2006-01-01", "2009-12-31", freq="D")
_SEASON = 20 * np.sin((_DAYS.dayofyear - 100) / 365 * 2 * np.pi)
_NOISE = np.random.default_rng(7).normal(0, 6, len(_DAYS))
TEMPS = pd.DataFrame({"date": _DAYS, "tmax": (75 + _SEASON + _NOISE).round(1),
                      "tmin": (52 + _SEASON + _NOISE * 0.8).round(1)})
FRAMES = {"temps": TEMPS}


def test_the_daily_high_and_low_are_tmax_and_tmin():
    hottest = TEMPS.loc[TEMPS["tmax"].idxmax(), "date"]
    assert pd.Timestamp(answered("On what date was the highest daily high?", "temps", FRAMES)) == hottest
    assert answered("How many days did the daily high reach 95 degrees or more?", "temps", FRAMES) == \
        int((TEMPS["tmax"] >= 95).sum())
    in_2008 = TEMPS[TEMPS["date"].dt.year == 2008]
    assert answered("2008 年日最高气温的平均值是多少？保留两位小数", "temps", FRAMES, meaning=True) == \
        round(in_2008["tmax"].mean(), 2)
    assert pd.Timestamp(answered("2008 年最低气温最低的是哪一天？", "temps", FRAMES, meaning=True)) == \
        in_2008.loc[in_2008["tmin"].idxmin(), "date"]


def test_days_past_a_bar_in_each_year_listed_are_counted():
    frost = [int(((TEMPS["tmin"] <= 32) & (TEMPS["date"].dt.year == year)).sum()) for year in (2007, 2009)]
    assert answered("number of days with tmin at or below 32 in 2007, and in 2009? 2007 first", "temps", FRAMES) == \
        frost
