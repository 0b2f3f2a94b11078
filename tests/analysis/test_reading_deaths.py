"""Deaths said as the table's own name ('the most traffic deaths' in traffic_deaths) or in Chinese ('遇难人数'): the
column that counts them (fatal, Fatalities), added up — per group, or per year when people are counted. Every
expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

TRAFFIC = pd.DataFrame({"state": ["al", "ca", "tx", "al", "ca", "tx", "al", "ca", "tx"],
                        "year": [1982, 1982, 1982, 1983, 1983, 1983, 1990, 1990, 1990],
                        "fatal": [940, 4615, 3700, 1020, 4500, 3680, 1100, 5200, 3250],
                        "pop": [3.9e6, 24.8e6, 15.3e6, 3.9e6, 25.4e6, 15.7e6, 4.0e6, 29.8e6, 17.0e6]})


def test_the_most_deaths_said_as_the_tables_name():
    rows = TRAFFIC[TRAFFIC["year"].between(1982, 1988)]
    assert answered("Which state had the most traffic deaths over 1982-1988 in total?", "traffic_deaths",
                    {"traffic_deaths": TRAFFIC}) == rows.groupby("state")["fatal"].sum().idxmax()


CRASHES = pd.DataFrame({"Year": [2010, 2010, 2011, 2011, 2011, 2012], "Cause": ["Weather", "Human", "Human",
                                                                              "Technical", "Weather", "Human"],
                        "Fatalities": [120, 35, 12, 200, 9, 77]})


def test_people_counted_each_year_are_added_up():
    assert answered("2010 到 2012 年每年空难的遇难人数分别是多少？按年份顺序", "crashes", {"crashes": CRASHES}) == \
        CRASHES.groupby("Year")["Fatalities"].sum().tolist()
