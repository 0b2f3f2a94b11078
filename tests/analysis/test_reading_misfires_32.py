"""Readings the thirty-second round's rules must leave alone (found by reviewing its change): a unit's letter that
begins a column's word, a return over months named like a race, a superlative after 'with', a number in a name."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(320)
CARS = pd.DataFrame({"model": [f"car {i}" for i in range(30)], "mpg": RNG.uniform(12, 45, 30).round(1),
                     "km": RNG.integers(500, 3000, 30)})


def test_a_bar_before_a_columns_word_beginning_with_a_unit_letter_stays():
    assert ask("How many cars get more than 30 mpg?", CARS) == int((CARS["mpg"] > 30).sum())
    assert ask("How many cars have done more than 1000 km?", CARS) == int((CARS["km"] > 1000).sum())


FUNDS = pd.DataFrame({"fund": [f"Fund {c}" for c in "ABCDEFGH"], "ret12m": RNG.uniform(-5, 25, 8).round(2)})


def test_a_return_over_months_is_no_race_time():
    assert ask("Which fund had the best ret12m?", FUNDS) == FUNDS.loc[FUNDS["ret12m"].idxmax(), "fund"]


CLASS = pd.DataFrame({"student": [f"S{i}" for i in range(12)], "score": RNG.permutation(np.arange(50, 98, 4))})


def test_a_superlative_after_with_still_names_the_rows():
    assert ask("Show me the 3 students with the highest scores", CLASS) == \
        CLASS.sort_values("score", ascending=False)["student"].head(3).tolist()
