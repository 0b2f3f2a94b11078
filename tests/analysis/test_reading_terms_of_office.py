"""A table of terms of office whose people sit in columns called potus and vpotus (the president and the vice
president), and whose start years sit in a column not named for years. Expected values are computed with
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

TERMS = pd.DataFrame({
    "potus": ["George Washington", "John Adams", "Thomas Jefferson", "Thomas Jefferson", "James Madison",
              "James Madison", "James Madison", "John Tyler", "James Buchanan", "Andrew Jackson", "Andrew Jackson"],
    "party": [" ", "Federalist", "Democratic-Republican", "Democratic-Republican", "Democratic-Republican",
              "Democratic-Republican", "Democratic-Republican", "Whig", "Democratic", "Democratic", "Democratic"],
    "start": [1789, 1797, 1801, 1805, 1809, 1812, 1813, 1841, 1857, 1829, 1833],
    "end": [1797, 1801, 1805, 1809, 1812, 1813, 1817, 1845, 1861, 1832, 1837],
    "vpotus": ["John Adams", "Thomas Jefferson", "Aaron Burr", "George Clinton", "George Clinton", "No VP",
               "Elbridge Gerry", "No Vice President", "John C. Breckinridge", "John C. Calhoun", "Martin Van Buren"]})


def terms(question: str):
    return answered(question, "terms", {"terms": TERMS}, meaning=True)


def test_the_president_and_the_vice_president():
    assert terms("How many different presidents are there?") == TERMS["potus"].nunique()
    assert terms("Which presidents were Whigs?") == sorted(TERMS.loc[TERMS["party"] == "Whig", "potus"].unique())
    assert terms("Which president takes up the most rows?") == TERMS["potus"].value_counts().idxmax()
    assert terms("John C. Calhoun 给哪几位总统当过副总统？") == \
        sorted(TERMS.loc[TERMS["vpotus"] == "John C. Calhoun", "potus"].unique())


def test_rows_counted_over_a_span_of_years_in_a_column_not_named_for_years():
    assert terms("How many rows have a start year from 1800 to 1899?") == int(TERMS["start"].between(1800, 1899).sum())


def test_the_earliest_of_a_column_of_years():
    assert terms("which president had the earliest start?") == TERMS.loc[TERMS["start"].idxmin(), "potus"]
    assert terms("Which president had the latest end?") == TERMS.loc[TERMS["end"].idxmax(), "potus"]


def test_a_value_spelled_two_ways_and_written_as_no_something():
    missing = TERMS["vpotus"].isin(["No VP", "No Vice President"])
    assert not missing.all() and TERMS["vpotus"].notna().all()  # no gaps: the table writes 'No VP'
    assert terms("How many rows have no vice president? It's written both as No VP and as No Vice President.") == \
        int(missing.sum())
