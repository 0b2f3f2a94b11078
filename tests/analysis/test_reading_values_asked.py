"""'The three highest RBI totals': the figures themselves, not whose they are; 'winners 70 or older' bars their age
even when another number column was said before it (oscar_no); '从高到低' is an order, no high column. Every expected
value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

BATTERS = pd.DataFrame({"name": ["Martinez", "Davis", "Baez", "Judge", "Soto"], "team": ["BOS", "OAK", "CHC", "NYY", "WSN"],
                        "RBI": [130, 123, 111, 67, 70]})


def test_the_highest_totals_are_the_figures():
    assert answered("The three highest RBI totals of 2018, highest first?", "batters", {"batters": BATTERS}) == \
        BATTERS["RBI"].nlargest(3).tolist()


OSCARS = pd.DataFrame({"oscar_no": [52, 60, 62, 71, 75, 89], "name": ["Henry Fonda", "Ann", "Jessica Tandy", "Bo",
                                                                      "Cy", "Di"],
                       "age": [76, 35, 80, 44, 29, 51]})


def test_or_older_bars_the_age():
    assert answered("Which Oscar winners were 70 or older when they won?", "oscars", {"oscars": OSCARS}) == \
        sorted(OSCARS.loc[OSCARS["age"] >= 70, "name"])


PRICES = pd.DataFrame({"date": ["2009-06-15", "2009-06-16", "2009-06-17", "2009-06-18", "2009-06-19"],
                       "open": [30.1, 31.0, 31.2, 30.5, 29.9], "high": [33.0, 31.9, 31.8, 32.9, 30.4],
                       "low": [29.8, 30.7, 30.9, 30.1, 29.5], "close": [30.2, 31.3, 31.5, 30.4, 30.0]})


def test_cong_gao_dao_di_is_an_order_not_the_high_column():
    assert answered("列出收盘价最高的三天，从高到低", "ohlc", {"ohlc": PRICES}) == \
        PRICES.nlargest(3, "close")["date"].tolist()
