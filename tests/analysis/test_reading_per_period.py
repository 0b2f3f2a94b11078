"""'The average number of … per quarter (per year) during 2010' over a table of counts: each period's count added up,
then the average of those. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

QUARTERS = pd.date_range("2009-03-01", periods=8, freq="3MS")
PRISONERS = pd.DataFrame({"state": ["VIC"] * 16, "gender": ["Male", "Female"] * 8,
                          "t": [d for d in QUARTERS for _ in range(2)],
                          "count": [3300, 250, 3350, 260, 3390, 262, 3400, 270, 3394, 271, 3452, 280, 3507, 290,
                                    3536, 300]})


def test_the_average_per_quarter_of_a_year():
    year = PRISONERS[(PRISONERS["t"].dt.year == 2010) & (PRISONERS["gender"] == "Male")]
    expected = round(year.groupby("t")["count"].sum().mean(), 2)
    assert answered("average number of men in Victoria per quarter during 2010? 2 decimals", "prisoners",
                    {"prisoners": PRISONERS}) == expected


def test_the_average_per_year():
    expected = PRISONERS.groupby(PRISONERS["t"].dt.year)["count"].sum().mean()
    assert answered("What is the average number of prisoners per year?", "prisoners", {"prisoners": PRISONERS}) == \
        expected


def test_a_total_that_went_up_in_every_quarter_or_not():
    national = PRISONERS.groupby("t")["count"].sum().sort_index()
    expected = bool((national.diff().dropna() > 0).all())
    assert answered("Did the national prisoner total go up in every single quarter?", "prisoners",
                    {"prisoners": PRISONERS}) is expected


def test_a_figure_that_did_not_rise_every_month():
    days = pd.date_range("2021-01-01", periods=120, freq="D")
    sales = pd.DataFrame({"day": days, "units": [10 + (d.month % 3) * (3 if d.day % 2 else 1) for d in days]})
    monthly = sales.groupby(sales["day"].dt.to_period("M"))["units"].sum()
    expected = bool((monthly.diff().dropna() > 0).all())
    assert expected is False  # the daily figures zigzag, the monthly totals dip in March
    assert answered("Did total units sold go up every month?", "sales", {"sales": sales}) is expected
