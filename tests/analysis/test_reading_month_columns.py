"""A wide table with a column per month, named by its three letters (Oct … Mar) beside the season's years and its
Total: which month column is highest on average or holds the record, and seasons counted by their total. Every
expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

SNOW = pd.DataFrame({"SeasonStart": [1990, 1991, 1992, 1993], "SeasonEnd": [1991, 1992, 1993, 1994],
                     "Oct": [0.0, 1.0, 0.0, 2.0], "Nov": [5.0, 8.0, 3.0, 7.0], "Dec": [20.0, 15.0, 31.0, 10.0],
                     "Jan": [25.0, 22.0, 18.0, 30.0], "Feb": [12.0, 14.0, 16.0, 9.0], "Mar": [6.0, 3.0, 9.0, 4.0],
                     "Total": [68.0, 63.0, 77.0, 62.0]})
MONTHS = ["Oct", "Nov", "Dec", "Jan", "Feb", "Mar"]


def test_which_month_is_a_month_column_not_any_numeric_one():
    frames = {"snow": SNOW}
    assert answered("Which month gets the most snow on average? answer with the month's column name", "snow", frames) \
        == SNOW[MONTHS].mean().idxmax()
    assert answered("单月降雪量的最高纪录出现在哪个月份？回答月份的列名", "snow", frames) == SNOW[MONTHS].max().idxmax()
    assert SNOW[MONTHS].max().idxmax() != SNOW[MONTHS].mean().idxmax()


def test_a_bar_on_a_total_column_counts_the_rows_past_it():
    assert answered("In how many seasons was the total more than 65 inches?", "snow", {"snow": SNOW}) == \
        int((SNOW["Total"] > 65).sum())
