"""A World Bank-style table: one row per country and measure ('GDP', 'GDP per capita', 'GDP growth'), one column per
year (year_1960 … year_2020), and a 'World' row among the countries. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

COUNTRIES = ["World", "United States", "China", "Japan", "Germany", "India", "Ireland", "Chad", "Peru", "Fiji",
             "Nepal", "Chile"]
GDP = [84.7, 21.0, 14.7, 5.0, 3.9, 2.7, 0.43, 0.011, 0.2, 0.005, 0.033, 0.25]
PER_HEAD = [10925.7, 63500.0, 10500.4, 40100.0, 46200.0, 1913.0, 85300.0, 660.0, 6100.0, 4900.0, 1150.0, 13100.0]
GROWTH = [-3.1, -3.4, 2.2, -4.5, -4.6, -7.96, 5.9, -0.9, -11.0, -17.0, -2.4, -5.8]
WIDE = pd.DataFrame({
    "country": COUNTRIES * 3,
    "description": ["GDP"] * 12 + ["GDP per capita"] * 12 + ["GDP growth"] * 12,
    "year_2000": [v * 0.4 for v in GDP] + [v * 0.6 for v in PER_HEAD] + [g + 3 for g in GROWTH],
    "year_2020": [v * 1e12 for v in GDP] + PER_HEAD + GROWTH,
})
WIDE.loc[(WIDE["description"] == "GDP") & WIDE["country"].isin(["Chad", "Fiji"]), "year_2000"] = None


def _measure(name: str) -> pd.DataFrame:
    return WIDE[WIDE["description"] == name]


def test_a_measure_said_half_in_chinese_and_a_bar_on_the_years_column():
    rows = _measure("GDP per capita")
    expected = sorted(rows[(rows["year_2020"] > 40000) & (rows["country"] != "World")]["country"])
    assert answered("2020 年人均 GDP 超过 4 万美元的国家有哪些？", "wb", {"wb": WIDE}) == expected


def test_growth_said_in_chinese_picks_the_growth_rows():
    rows = _measure("GDP growth")
    expected = rows.loc[rows["year_2020"].idxmax(), "country"]
    assert answered("2020 年 GDP 增长率最高的是哪个国家？", "wb", {"wb": WIDE}) == expected


def test_trillions_compare_a_years_column_and_the_world_row_is_no_country():
    rows = _measure("GDP")
    expected = sorted(rows[(rows["year_2020"] > 3e12) & (rows["country"] != "World")]["country"])
    assert answered("Which countries had a GDP above 3 trillion dollars in 2020?", "wb", {"wb": WIDE}) == expected


def test_a_figure_for_a_year():
    rows = _measure("GDP")
    expected = int((rows["year_2000"].notna() & (rows["country"] != "World")).sum())
    assert answered("How many countries have a GDP figure for 2000?", "wb", {"wb": WIDE}) == expected


def test_years_that_name_columns_in_the_order_said():
    row = WIDE[(WIDE["country"] == "India") & (WIDE["description"] == "GDP growth")]
    expected = [round(row["year_2020"].item(), 2), round(row["year_2000"].item(), 2)]
    assert answered("India's GDP growth in 2020 and 2000? 2 decimals, in that order", "wb", {"wb": WIDE}) == expected


def test_the_whole_world_is_the_world_row():
    row = WIDE[(WIDE["country"] == "World") & (WIDE["description"] == "GDP per capita")]
    expected = [round(row["year_2000"].item(), 2), round(row["year_2020"].item(), 2)]
    assert answered("全世界的人均 GDP 在 2000、2020 年分别是多少？保留两位小数，按年份顺序", "wb", {"wb": WIDE}) == expected
