"""Houses with yes/no features: a run-together name whose tail begins the next word said ('aircon' for "air
conditioning", 空调), and 'the lot size of the most expensive house' said in Chinese (地块面积: lot, area as size).
Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

HOUSES = pd.DataFrame({"price": [42000, 38500, 49500, 60500, 61000, 66000, 99000, 190000],
                       "lotsize": [5850, 4000, 3060, 6650, 6360, 4160, 9000, 7420],
                       "bathrooms": [1, 1, 1, 1, 2, 1, 2, 3],
                       "aircon": ["no", "no", "no", "yes", "no", "yes", "yes", "no"]})


def test_houses_with_air_conditioning():
    expected = round(HOUSES.loc[HOUSES["aircon"] == "yes", "price"].mean(), 2)
    assert expected != round(HOUSES["price"].mean(), 2)
    assert answered("What is the average price of houses with air conditioning? 2 decimals", "houses",
                    {"houses": HOUSES}) == expected
    assert answered("有空调的房子平均卖多少钱？保留两位小数", "houses", {"houses": HOUSES}) == expected


def test_the_lot_of_the_dearest_house():
    expected = HOUSES.loc[HOUSES["price"].idxmax(), "lotsize"]
    assert expected != HOUSES["lotsize"].max()
    assert answered("售价最高的那套房子，地块面积是多少平方英尺？", "houses", {"houses": HOUSES}) == expected
