"""Two numeric columns of one row set against each other: rows where one exceeds the other ("more bathrooms than
bedrooms", "卫生间比卧室多"), and one minus the other ("how many seconds separate gun time from net time"). Every
expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

HOMES = pd.DataFrame({"city": ["A", "B", "C", "A", "B", "C", "A"], "beds": [3, 2, 1, 4, 2, 1, 5],
                      "baths": [2, 3, 2, 2, 1, 1, 4], "price": [100, 200, 150, 300, 120, 90, 400]})
RACE = pd.DataFrame({"sex": ["F", "M", "F", "M", "F"], "time": [5000, 5400, 6100, 4800, 7000],
                     "net": [4900, 5200, 5800, 4790, 6700]})


def test_more_of_one_column_than_another_counts_the_rows_where_it_is_larger():
    more_baths = int((HOMES["baths"] > HOMES["beds"]).sum())
    for question in ("How many of the homes have more bathrooms than bedrooms?", "卫生间比卧室多的房子有几套？"):
        assert answered(question, "homes", {"homes": HOMES}) == more_baths
    assert answered("How many homes have fewer baths than beds?", "homes", {"homes": HOMES}) == \
        int((HOMES["baths"] < HOMES["beds"]).sum())
    assert more_baths not in (len(HOMES), int((HOMES["baths"] < HOMES["beds"]).sum()))


def test_what_separates_two_columns_is_the_first_minus_the_second_row_by_row():
    gap = round((RACE["time"] - RACE["net"]).mean(), 2)
    assert answered("On average, how many seconds separate a runner's gun time (time) from the net time? 2 decimals",
                    "race", {"race": RACE}) == gap
    assert answered("On average, how much longer is time than net? 2 decimals", "race", {"race": RACE}) == gap
    assert gap != round(RACE["time"].mean(), 2)
