"""'Where was the oldest record set?': the row with the table's one date at its earliest (the newest at its latest),
read in the column that names places. Every expected value is computed here with pandas."""
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
