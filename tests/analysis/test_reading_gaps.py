"""Gaps asked of many columns or rows at once: rows missing at least one value, the fields with a blank, the column
with the most gaps, how many rows lack each of several named columns. Every expected value is computed here with
pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

SCHOOLS = pd.DataFrame({"district": ["Abington", "Acton", "Agawam", "Amherst", "Andover", "Arlington", "Ashland"],
                        "special": [1.0, 2.0, 0.0, 3.0, 1.0, 0.0, 2.0],
                        "scratio": [20.0, np.nan, 18.0, 17.5, np.nan, 16.0, 19.0],
                        "score8": [700.0, np.nan, np.nan, 690.0, 710.0, np.nan, 705.0],
                        "salary": [35.0, 36.0, np.nan, 34.0, 38.0, 33.0, 37.0]})
FRAMES = {"schools": SCHOOLS}


def test_rows_missing_at_least_one_value_are_counted_once_each():
    assert answered("How many districts in schools are missing at least one value?", "schools", FRAMES) == \
        int(SCHOOLS.isna().any(axis=1).sum())


def test_the_fields_with_a_blank_are_listed():
    assert answered("Which fields of schools have at least one blank?", "schools", FRAMES) == \
        SCHOOLS.columns[SCHOOLS.isna().any()].tolist()


CLIMATE = pd.DataFrame({"Year": range(2000, 2006), "northRain": [500.0, 620.0, np.nan, 580.0, 610.0, 590.0],
                        "southRain": [300.0, 320.0, 310.0, np.nan, 330.0, 305.0],
                        "eastRain": [700.0, 720.0, 710.0, 705.0, 730.0, 740.0],
                        "co2": [np.nan, np.nan, np.nan, 370.1, 372.0, 374.2]})


def test_the_column_with_the_most_gaps():
    assert answered("Which column of schools has the most gaps?", "schools", FRAMES) == SCHOOLS.isna().sum().idxmax()
    assert answered("Which column of climate has the most gaps?", "climate", {"climate": CLIMATE}) == \
        CLIMATE.isna().sum().idxmax()


def test_how_many_rows_lack_each_named_column_in_order():
    assert answered("How many districts lack scratio, score8 and salary respectively? in that order", "schools",
                    FRAMES) == SCHOOLS[["scratio", "score8", "salary"]].isna().sum().tolist()
    assert answered("scratio、score8、salary 三列各有多少个缺失值？按这个顺序", "schools", FRAMES) == \
        SCHOOLS[["scratio", "score8", "salary"]].isna().sum().tolist()


def test_a_column_called_gap_is_no_missing_values():
    gaps = pd.DataFrame({"country": list("ABCDE"), "gap": [5, 12, 20, 3, 16]})
    assert answered("How many countries had gaps above 10?", "gaps", {"gaps": gaps}) == int((gaps["gap"] > 10).sum())


def test_gaps_of_the_rows_said():
    kern = SCHOOLS.assign(county=["Kern", "Kern", "Lake", "Kern", "Lake", "Lake", "Kern"])
    rows = kern[kern["county"] == "Kern"]
    assert answered("How many districts in Kern are missing at least one value?", "schools", {"schools": kern}) == \
        int(rows.isna().any(axis=1).sum())
    assert answered("How many districts in Kern lack scratio, score8 and salary respectively?", "schools",
                    {"schools": kern}) == rows[["scratio", "score8", "salary"]].isna().sum().tolist()


DRINKING = pd.DataFrame({"country": ["Russia", "France", "Chad", "Peru", "Russia", "France"],
                         "year": [2008, 2008, 2008, 2008, 2005, 2005],
                         "alcohol": [15.8, 12.2, None, 8.1, 16.0, 13.0]})


def test_rows_that_have_a_figure_are_those_with_a_value():
    assert answered("How many countries have an alcohol figure for 2008?", "drinking", {"drinking": DRINKING}) == \
        int(DRINKING.loc[DRINKING["year"] == 2008, "alcohol"].notna().sum())
