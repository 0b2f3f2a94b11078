"""Counts said in units ('一共卖出了多少套房子') over a table of sales: the houses are counted, the prices are not added
up; and a column of month numbers is when a row happened, never an amount. Every expected value is computed here with
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

SALES = pd.DataFrame({"Address": [f"{n} Main St" for n in range(1, 9)],
                      "YearSold": [2007, 2008, 2008, 2009, 2008, 2007, 2009, 2008],
                      "MonthSold": [3, 11, 12, 1, 7, 6, 2, 10], "DaySold": [4, 18, 2, 27, 9, 30, 14, 21],
                      "Bedrooms": [3, 2, 4, 2, 5, 3, 4, 3], "Baths": [1, 1, 2, 1, 3, 2, 2, 1],
                      "SquareFeet": [1400, 900, 1800, 850, 2600, 1200, 1700, 1100],
                      "YearBuilt": [1950, 1972, 1999, 1925, 2005, 1960, 1988, 1940],
                      "OrigPrice": [129000, 99000, 155000, 92000, 219000, 109000, 139000, 112000],
                      "ListPrice": [125000, 99000, 150000, 90000, 215000, 105000, 139000, 109000],
                      "SalePrice": [120000, 95000, 143000, 88000, 210000, 99000, 134000, 101000]})


def test_houses_counted_in_units_in_total():
    assert answered("2008 年一共卖出了多少套房子？", "homes", {"homes": SALES}, meaning=True) == int((SALES["YearSold"] == 2008).sum())


def test_the_sum_of_prices_said_outright_stays_a_sum():
    assert answered("2008 年卖出的房子的售价一共是多少？", "homes", {"homes": SALES}, meaning=True) == \
        SALES.loc[SALES["YearSold"] == 2008, "SalePrice"].sum()


def test_the_total_sold_in_a_year_is_no_sum_of_month_numbers():
    assert answered("2009 年一共卖出了多少套？", "homes", {"homes": SALES}) == int((SALES["YearSold"] == 2009).sum())
