"""What the twenty-seventh round's rules must leave alone, found by review: '非白人' over a race column is still the
rows not white when no column is named nonwhite. Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(127)
SURVEY = pd.DataFrame({"race": RNG.choice(["white", "black", "hispanic", "asian"], 80, p=[0.55, 0.3, 0.1, 0.05]),
                       "age": RNG.integers(18, 90, 80), "sex": RNG.choice(["female", "male"], 80),
                       "pid7na": RNG.choice([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], 80)})


def test_not_white_over_a_race_column_is_the_rows_of_the_other_races():
    others = SURVEY[SURVEY["race"] != "white"]
    assert ask("非白人受访者有多少？", SURVEY) == len(others)
    assert ask("非白人受访者的平均年龄是多少？", SURVEY) == others["age"].mean()


def test_a_scale_named_like_a_key_names_no_people_in_a_short_table_either():
    assert ask("How many respondents are there?", SURVEY) == len(SURVEY)
    assert ask("How many respondents are older than 65?", SURVEY) == (SURVEY["age"] > 65).sum()
