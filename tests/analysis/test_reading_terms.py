"""A span of time a row lasted ('the shortest term', '任期最短'): the days from its start date to its end date,
where the table has one pair of dates named for starting and ending. Every expected value is computed here with
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PRESIDENTS = pd.DataFrame({"name": ["Eisenhower", "Kennedy", "Johnson", "Nixon", "Ford", "Carter"],
                           "start": ["1953-01-20", "1961-01-20", "1963-11-22", "1969-01-20", "1974-08-09", "1977-01-20"],
                           "end": ["1961-01-20", "1963-11-22", "1969-01-20", "1974-08-09", "1977-01-20", "1981-01-20"],
                           "party": ["Republican", "Democratic", "Democratic", "Republican", "Republican",
                                     "Democratic"]})
DAYS = (pd.to_datetime(PRESIDENTS["end"]) - pd.to_datetime(PRESIDENTS["start"])).dt.days


def test_the_shortest_term():
    expected = PRESIDENTS.loc[DAYS.idxmin(), "name"]
    assert answered("Which president served the shortest term?", "presidents", {"presidents": PRESIDENTS}) == expected
    assert answered("任期最短的总统是谁？", "presidents", {"presidents": PRESIDENTS}) == expected


def test_the_longest_term_in_days_with_dates_parsed():
    dated = PRESIDENTS.assign(start=pd.to_datetime(PRESIDENTS["start"]), end=pd.to_datetime(PRESIDENTS["end"]))
    assert answered("How many days did the longest term in office last?", "presidents", {"presidents": dated}) == \
        DAYS.max()
