"""Readings a reviewer found the thirty-first round's rules would get wrong, kept right. Expected values come from
pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

RNG = np.random.default_rng(131)
BABIES = pd.DataFrame({"smoker": RNG.choice(["yes", "no"], 60), "birth_weight": RNG.normal(3300, 400, 60).round()})
HARVEST = pd.DataFrame({"year": range(2000, 2012), "harvest": RNG.integers(100, 900, 12),
                        "region": ["North", "West"] * 6})


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


def test_both_sides_of_a_flag_said_in_chinese_are_each_answered():
    means = BABIES.groupby("smoker")["birth_weight"].mean()
    assert ask("吸烟者和不吸烟者的平均出生体重分别是多少？", BABIES) == [means["yes"], means["no"]]


def test_a_word_ending_in_est_is_no_superlative_of_its_own():
    assert ask("What was the total harvest in 2010?", HARVEST) == HARVEST.loc[HARVEST["year"] == 2010, "harvest"].sum()


def test_a_bracketed_value_after_a_number_stays_a_value():
    west = HARVEST[HARVEST["region"] == "West"]
    assert ask("How many years had a harvest above 300 (West)?", HARVEST) == int((west["harvest"] > 300).sum())
