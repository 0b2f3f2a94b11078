"""A panel of states by year: 'ur' said "unemployment rate" (a two-letter name read as initials), and the column with
the gaps, not the year, when a question asks which rows miss a figure 'in some year'. Expected values are computed
with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

PRISONS = pd.DataFrame({
    "state": ["Alabama", "Alabama", "Alaska", "Alaska", "Arizona", "Arizona"], "year": [1985, 2000] * 3,
    "bmprison": [5000, 9000, 300, 600, 1200, 2500], "wmprison": [4000, np.nan, 700, 1100, 3000, 5200],
    "income": [20000, 25000, 19000, 35000, 22000, 28000], "ur": [8.5, 4.6, 9.1, 6.2, 6.4, 4.0],
    "black": [3.0, 26.0, 3.5, 3.6, 25.1, 3.1]})


def prisons(question: str):
    return answered(question, "panel", {"panel": PRISONS}, meaning=True)


def test_two_letters_said_as_initials():
    in_1985 = PRISONS[PRISONS["year"] == 1985]
    assert prisons("Which state had the highest unemployment rate in 1985?") == \
        in_1985.loc[in_1985["ur"].idxmax(), "state"]


def test_the_gaps_are_the_figures_not_the_year():
    assert prisons("Which states have a missing count of White men in prison in some year?") == \
        sorted(PRISONS.loc[PRISONS["wmprison"].isna(), "state"].unique())
    assert prisons("How many missing values does year have?") == 0


def test_black_men_in_prison_is_the_compound_name():
    in_1985 = PRISONS[PRISONS["year"] == 1985]
    assert prisons("Which state held the most Black men in prison in 1985?") == \
        in_1985.loc[in_1985["bmprison"].idxmax(), "state"]
    assert prisons("Which state had the highest black share in 1985?") == in_1985.loc[in_1985["black"].idxmax(), "state"]


def test_a_year_said_first_still_asks_yes_or_no():
    in_2000 = PRISONS[PRISONS["year"] == 2000]
    assert prisons("In 2000 was any state's unemployment rate above 10%?") == bool((in_2000["ur"] > 10).any())
    assert prisons("In 2000 was any state's unemployment rate above 6%?") == bool((in_2000["ur"] > 6).any())
