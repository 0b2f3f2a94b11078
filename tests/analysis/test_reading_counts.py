"""A long table of counts (country, year, Freq) with a year column named 'iyear': counts added up per year, per
thing, over a span. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

INCIDENTS = pd.DataFrame({"country_txt": ["Peru", "Spain", "Iraq", "El Salvador"] * 3,
                          "iyear": [1980] * 4 + [1992] * 4 + [2014] * 4,
                          "Freq": [40, 25, 0, 110, 280, 30, 5, 2, 20, 1, 3370, 0]})
FRAMES = {"incidents": INCIDENTS}


def test_a_year_column_named_iyear_filters_and_counts_are_added_up():
    assert answered("How many incidents were recorded worldwide in 2014?", "incidents", FRAMES) == \
        INCIDENTS.loc[INCIDENTS["iyear"] == 2014, "Freq"].sum()
    listed = answered("1980、1992、2014 年全球事件数分别是多少？按年份顺序列出", "incidents", FRAMES)
    assert list(listed) == [INCIDENTS.loc[INCIDENTS["iyear"] == y, "Freq"].sum() for y in (1980, 1992, 2014)]


def test_the_thing_with_the_most_counts_over_years_up_to_a_bar():
    early = INCIDENTS[INCIDENTS["iyear"] <= 1992]
    assert answered("which country has the most incidents in the years up to 1992, all of them added together?",
                    "incidents", FRAMES) == early.groupby("country_txt")["Freq"].sum().idxmax()
