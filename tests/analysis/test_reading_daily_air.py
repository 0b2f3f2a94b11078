"""Daily air readings over a year: the weekday of the one worst day, months listed under one '月', and months given
back by name. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

_days = pd.date_range("2022-01-01", "2022-12-31", freq="D")
_rng = np.random.default_rng(3)
AIR = pd.DataFrame({"date": _days.strftime("%Y-%m-%d"), "pm25": np.round(_rng.uniform(2, 20, len(_days)), 1),
                    "daily_aqi_value": _rng.permutation(len(_days)) % 300})
MONTHS = pd.to_datetime(AIR["date"]).dt.month


def ask(question: str):
    return answered(question, "durham", {"durham": AIR}, meaning=True)


def test_the_weekday_of_the_single_worst_day():
    worst = pd.Timestamp(AIR.loc[AIR["daily_aqi_value"].idxmax(), "date"]).day_name()
    assert ask("AQI 最高的那天是星期几？用英文回答，比如 Monday") == worst


def test_months_listed_under_one_month_word():
    means = AIR.groupby(MONTHS)["pm25"].mean().round(2)
    assert ask("1、2、3 月的 pm25 平均值分别是多少？保留两位小数，按月份顺序") == [means[1], means[2], means[3]]


def test_months_whose_mean_passes_a_bar_by_name():
    means = AIR.groupby(pd.to_datetime(AIR["date"]).dt.month_name())["pm25"].mean()
    bar = means.sort_values().iloc[-4:].min() - 0.01
    expected = sorted(means[means > bar].index)
    assert sorted(ask(f"月平均 pm25 超过 {bar:.2f} 的是哪几个月？用英文月份名回答")) == expected
    assert sorted(ask(f"Which months had a mean pm25 above {bar:.2f}? Give the month names.")) == expected
