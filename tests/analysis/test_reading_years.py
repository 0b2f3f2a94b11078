"""A table with two columns of years (built, sold): the one the question names ('sales in 2008', '每年卖出') is
filtered and grouped, and a glossary word is read whole ('套房子' is a house, not a flat). Every expected value is
computed here with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

_RNG = np.random.default_rng(11)
_N = 400
HOUSES = pd.DataFrame({
    "Order": range(1, _N + 1),
    "price": _RNG.integers(80_000, 450_000, _N),
    "Year.Built": _RNG.integers(1950, 2011, _N),
    "Yr.Sold": _RNG.integers(2006, 2011, _N),
    "Roof.Style": _RNG.choice(["Gable", "Hip", "Flat"], _N),
    "Pool.Area": np.where(_RNG.random(_N) < 0.05, _RNG.integers(300, 800, _N), 0),
    "Lot.Area": _RNG.integers(2_000, 20_000, _N),
})
FRAMES = {"houses": HOUSES}


def test_the_year_column_the_question_names_is_the_one_filtered():
    assert answered("how many sales were there in 2008?", "houses", FRAMES) == int((HOUSES["Yr.Sold"] == 2008).sum())
    per_year = HOUSES[HOUSES["Yr.Sold"].between(2007, 2009)].groupby("Yr.Sold").size()
    got = answered("2007 到 2009 年每年各卖出多少套房子？按年份顺序列出", "houses", FRAMES, meaning=True)
    assert list(pd.Series(got).astype(int)) == per_year.tolist()


def test_a_word_the_glossary_knows_is_read_whole():
    assert answered("有多少套房子的泳池面积大于 0？", "houses", FRAMES, meaning=True) == int((HOUSES["Pool.Area"] > 0).sum())


WIDE = pd.DataFrame({"country": ["Chad", "Peru", "Oman", "Fiji", "Cuba"],
                     "under5_mortality_1990": [210.0, 80.0, 39.0, 27.0, 13.0],
                     "under5_mortality_2018": [119.0, 14.0, 11.0, 125.0, 5.0],
                     "infant_mortality_1990": [110.0, 57.0, 31.0, 22.0, 11.0],
                     "infant_mortality_2018": [71.0, 15.0, 9.0, 21.0, 4.0],
                     "under5_deaths_2018": [79, 8, 1, 0, 1]})


def test_a_wide_tables_column_of_the_year_said_is_read_and_the_year_filters_nothing():
    frames = {"child_mort": WIDE}
    assert answered("What was the average under-5 mortality rate across the countries in 1990? 2 decimals",
                    "child_mort", frames) == round(WIDE["under5_mortality_1990"].mean(), 2)
    assert answered("How many countries had an under-5 mortality rate of 14 or less per 1,000 live births in 2018?",
                    "child_mort", frames) == (WIDE["under5_mortality_2018"] <= 14).sum()
    assert answered("2018 年五岁以下儿童死亡率最高的是哪个国家？", "child_mort", frames) == \
        WIDE.loc[WIDE["under5_mortality_2018"].idxmax(), "country"]
    # (every other column's highest is another country's, and another column's bar counts other rows)
    assert WIDE.loc[WIDE["under5_mortality_2018"].idxmax(), "country"] not in {
        WIDE.loc[WIDE[c].idxmax(), "country"] for c in WIDE.columns[1:] if c != "under5_mortality_2018"}
    assert (WIDE["under5_mortality_2018"] <= 14).sum() != (WIDE["infant_mortality_2018"] <= 14).sum()


DISEASES = pd.DataFrame({"disease": ["Smallpox", "Smallpox", "Polio", "Polio", "Smallpox", "Polio"],
                         "state": ["AL", "AK", "AL", "AK", "AL", "AL"],
                         "year": [1950, 1950, 1951, 1953, 1952, 1960], "count": [3, 0, 10, 4, 1, 2]})


def test_the_first_or_last_year_with_a_value_is_the_year_columns_extreme_among_its_rows():
    frames = {"diseases": DISEASES}
    assert answered("diseases: what's the last year with any Smallpox data?", "diseases", frames) == \
        DISEASES.loc[DISEASES["disease"] == "Smallpox", "year"].max()
    assert answered("What is the first year with Polio data?", "diseases", frames) == \
        DISEASES.loc[DISEASES["disease"] == "Polio", "year"].min()
    assert DISEASES.loc[DISEASES["disease"] == "Polio", "year"].min() != DISEASES["year"].min()
    assert DISEASES.loc[DISEASES["disease"] == "Smallpox", "year"].max() != DISEASES["year"].max()
