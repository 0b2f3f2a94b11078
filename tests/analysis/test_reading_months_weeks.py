"""Daily rows asked for the figures of their three best days ('分别收在多少'); monthly rows asked 'in which month
was it dearest', answered in the format asked (YYYY-MM-DD is the row's date, YYYY-MM its month); a bar with a
degree sign before 'or more' ('100°F or more'); and a week number named whole and averaged ('in what week after
release, on average'). Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PRICES = pd.DataFrame({"date": pd.date_range("2007-01-01", periods=36, freq="MS").strftime("%Y-%m-%d"),
                       "oil_dubai": [50 + (i * 7) % 31 for i in range(36)]})
WEATHER = pd.DataFrame({"city": ["San Diego"] * 4 + ["Phoenix"] * 4, "high_temp": [70, 101, 88, 75, 100, 115, 99, 90]})
RELEASED = pd.DataFrame({"week": [20, 52, 35, 52, 10, 52, 41, 52], "arrest": [1, 0, 1, 0, 1, 0, 1, 0],
                         "age": [27, 18, 19, 23, 19, 24, 25, 21], "fin": [0, 1, 0, 1, 1, 0, 0, 1]})


def test_the_dearest_month_in_the_format_asked():
    year = PRICES[PRICES["date"].str.startswith("2008")]
    top = year.loc[year["oil_dubai"].idxmax(), "date"]
    assert answered("In 2008, in which month was Dubai crude dearest? Give the date as YYYY-MM-DD.", "prices",
                    {"prices": PRICES}) == top
    assert answered("In 2008, in which month was Dubai crude dearest? Answer as YYYY-MM.", "prices",
                    {"prices": PRICES}) == top[:7]


def test_a_bar_with_a_degree_sign():
    hot = WEATHER[(WEATHER["city"] == "San Diego") & (WEATHER["high_temp"] >= 100)]
    assert answered("Did San Diego ever hit a high of 100°F or more?", "weather", {"weather": WEATHER}) == \
        (len(hot) > 0)


def test_a_week_number_averaged():
    expected = round(RELEASED.loc[RELEASED["arrest"] == 1, "week"].mean(), 2)
    assert answered("For the people who were re-arrested, in what week after release did that happen on average? "
                    "2 decimals", "released", {"released": RELEASED}) == expected


DAILY = pd.DataFrame({"date": pd.date_range("2009-06-01", periods=10, freq="D").strftime("%Y-%m-%d"),
                      "close": [30.1, 31.3, 29.0, 32.68, 28.4, 31.54, 27.9, 30.5, 26.0, 29.9]})


def test_the_figures_of_the_three_best_days():
    best = DAILY.nlargest(3, "close")
    assert answered("收盘价最高的三天分别收在多少？从高到低", "daily", {"daily": DAILY}) == best["close"].tolist()
    assert answered("Which three days had the highest close?", "daily", {"daily": DAILY}) == best["date"].tolist()
