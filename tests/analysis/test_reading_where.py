"""'Where was the oldest record set?': the row with the table's one date at its earliest (the newest at its latest),
read in the column that names places; 'which city' over that column; and a sum of dollars barring the msrp. Every
expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

RECORDS = pd.DataFrame({"Distance": [10, 15, 20, 25, 30, 42.2],
                        "Place": ["Oslo", "London", "Rome", "Berlin", "Kobe", "Rieti"],
                        "Time": [26.3, 41.2, 56.4, 73.9, 89.9, 121.7],
                        "Date": pd.to_datetime(["1999-05-01", "1953-06-11", "2005-09-09", "1981-07-04", "2011-02-02",
                                                "1989-08-21"])})


def test_where_the_oldest():
    assert answered("Where was the oldest record set?", "records", {"records": RECORDS}) == \
        RECORDS.loc[RECORDS["Date"].idxmin(), "Place"]


def test_where_the_most_recent():
    assert answered("Where was the most recent record set?", "records", {"records": RECORDS}) == \
        RECORDS.loc[RECORDS["Date"].idxmax(), "Place"]


def test_where_the_earliest_in_chinese():
    assert answered("最早的纪录是在哪里创下的？", "records", {"records": RECORDS}, meaning=True) == \
        RECORDS.loc[RECORDS["Date"].idxmin(), "Place"]


def test_which_city_over_a_column_of_places():
    places = pd.DataFrame({"Place": ["London", "Oslo", "London", "Rome", "London", "Oslo"],
                           "Distance": [10, 15, 20, 25, 30, 42.2]})
    best = places["Place"].value_counts().idxmax()
    assert answered("哪个城市创下的世界纪录最多？", "records", {"records": places}) == best
    assert answered("Which city has set the most records?", "records", {"records": places}) == best


def test_a_sum_of_dollars_bars_the_msrp():
    cars = pd.DataFrame({"model": ["GT", "Z4", "911", "M3"], "msrp": [447000, 49700, 84300, 65000],
                         "hp": [647, 255, 350, 425]})
    assert answered("Does every car cost more than $60,000?", "gtcars", {"gtcars": cars}) == \
        bool((cars["msrp"] > 60000).all())
