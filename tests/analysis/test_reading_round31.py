"""Readings of the thirty-first round: one figure as a multiple of another ('是 1925 年的多少倍'), two measures of one year said together ('1980 年男性和女性在押人数分别是多少'), … Expected values
come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(31)
INMATES = pd.DataFrame({"year": range(1925, 2020), "totalPrisoners": RNG.integers(90_000, 1_500_000, 95),
                        "femalePrisoners": RNG.integers(3_000, 110_000, 95)})
HELD = pd.DataFrame({"year": range(1925, 2020), "stateFedIncarcerees": RNG.integers(90_000, 1_500_000, 95),
                     "stateFedMales": RNG.integers(80_000, 1_400_000, 95),
                     "stateFedFemales": RNG.integers(3_000, 110_000, 95)})


def _at(year: int, column: str) -> float:
    return INMATES.loc[INMATES["year"] == year, column].iloc[0]


def test_one_figure_as_a_multiple_of_another():
    assert ask("2019 年的在押总人数是 1925 年的多少倍？保留两位小数", INMATES) == pytest.approx(
        round(_at(2019, "totalPrisoners") / _at(1925, "totalPrisoners"), 2))
    assert ask("How many times larger was the total number of prisoners in 2010 than in 1950? Two decimals.",
               INMATES) == pytest.approx(round(_at(2010, "totalPrisoners") / _at(1950, "totalPrisoners"), 2))
    assert ask("What is the ratio of female prisoners in 2000 to female prisoners in 1980?", INMATES) == pytest.approx(
        _at(2000, "femalePrisoners") / _at(1980, "femalePrisoners"))


def test_how_many_times_something_happened_is_still_a_count():
    assert ask("How many times did the number of female prisoners exceed 100000?", INMATES) == int(
        (INMATES["femalePrisoners"] > 100_000).sum())


def test_two_measures_of_one_year_asked_each_are_that_years_two_figures():
    row = HELD.set_index("year").loc[1980]
    both = [row["stateFedMales"], row["stateFedFemales"]]
    assert ask("1980 年男性和女性在押人数分别是多少？", HELD) == both
    assert ask("1980 年男性和女性在押人数各是多少？", HELD) == both
    assert ask("How many male and female prisoners were there in 1980? Men first.", HELD) == both
    assert ask("How many female prisoners were there in 1980?", HELD) == row["stateFedFemales"]
