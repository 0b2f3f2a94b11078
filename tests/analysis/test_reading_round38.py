"""Readings of the thirty-eighth round: a difference of two columns said between its sides, in Chinese and English
('最高价和最低价相差最大', '丈夫年龄减去妻子年龄', 'age gap, husband minus wife') … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(38)
_MONTHS = pd.date_range("2010-01-01", periods=36, freq="MS")
_CLOSE = 60 + RNG.normal(0, 3, 36).cumsum()
STOCK = pd.DataFrame({"date": _MONTHS, "open": (_CLOSE + RNG.normal(0, 1.5, 36)).round(2),
                      "high": (_CLOSE + RNG.uniform(2, 9, 36)).round(2), "low": (_CLOSE - RNG.uniform(2, 9, 36)).round(2),
                      "close": _CLOSE.round(2), "volume": RNG.integers(10_000, 90_000, 36)})
COUPLES = pd.DataFrame({"age_husband": [49, 25, 40, 52, 58, 32, 43, 47, 31, 26, 40, 35],
                        "age_wife": [43, 28, 30, 57, 52, 27, 52, 43, 23, 25, 39, 32],
                        "ht_husband": [1809, 1841, 1659, 1779, 1616, 1695, 1730, 1740, 1685, 1735, 1713, 1736],
                        "ht_wife": [1590, 1560, 1620, 1540, 1420, 1660, 1610, 1580, 1610, 1590, 1610, 1700]})


def test_a_difference_said_between_two_columns_in_chinese():
    widest = STOCK["high"] - STOCK["low"]
    assert str(ask("哪个月的最高价和最低价相差最大？按 YYYY-MM 格式回答", STOCK)).startswith(
        STOCK.loc[widest.idxmax(), "date"].strftime("%Y-%m"))
    assert np.isclose(ask("最高价减去最低价的平均值是多少？", STOCK), widest.mean())
    spread = STOCK["close"] - STOCK["open"]
    assert str(ask("收盘价与开盘价之差最大的是哪个月？", STOCK)).startswith(
        STOCK.loc[spread.idxmax(), "date"].strftime("%Y-%m"))
    assert np.isclose(ask("收盘价的最高值和最低值相差多少？", STOCK), STOCK["close"].max() - STOCK["close"].min())


def test_a_difference_said_by_the_words_that_tell_two_columns_apart():
    gap = COUPLES["age_husband"] - COUPLES["age_wife"]
    assert ask("What's the average age gap, husband minus wife, in years? 2 decimals", COUPLES) == round(gap.mean(), 2)
    assert np.isclose(ask("丈夫年龄减去妻子年龄的平均值是多少", COUPLES), gap.mean())


def test_a_comparative_between_two_columns_is_their_difference():
    widest = STOCK["high"] - STOCK["low"]
    assert np.isclose(ask("On average, how much higher is the high than the low?", STOCK), widest.mean())
    assert np.isclose(ask("平均来说，最高价比最低价高多少？", STOCK), widest.mean())
    assert np.isclose(ask("平均而言，最低价比最高价低多少？", STOCK), widest.mean())
