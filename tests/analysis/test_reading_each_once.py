"""'each distinct note once' asks for the distinct values, not a figure for each of them. Every expected value is
computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

BILLS = pd.DataFrame({"year": [2007, 2008, 2008, 2008, 2009, 2008],
                      "totalbill": [120.5, 200.1, 76.5, 201.7, 150.0, 99.9],
                      "notes": [None, "housesitters", "empty house", "housesitters", "new meter", None]})


def test_each_distinct_value_once():
    assert answered("What notes were written on the 2008 bills? each distinct note once", "bills",
                    {"bills": BILLS}) == sorted(BILLS.loc[BILLS["year"] == 2008, "notes"].dropna().unique())


def test_a_figure_for_each_value_still():
    assert answered("What is the average totalbill for each note?", "bills", {"bills": BILLS}).to_dict() == \
        BILLS.groupby("notes")["totalbill"].mean().sort_values(ascending=False).to_dict()
