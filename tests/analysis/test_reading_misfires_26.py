"""Readings the twenty-sixth round's review found broken, pinned: a 0/1 flag named by a modifier and a noun is still
the noun's rows when no other column is named for that noun, and a Chinese word that names a column already
('城市' the city column) links no other column that a value word spells ('urban'). Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

RNG = np.random.default_rng(126)
TRIAL = pd.DataFrame({"age": RNG.integers(30, 80, 60), "current_smoker": RNG.choice([0, 1], 60),
                      "prior_surgery": RNG.choice([0, 1], 60, p=[0.6, 0.4]), "chronic_pain": RNG.choice([0, 1], 60)})
HOUSEHOLDS = pd.DataFrame({"city": RNG.choice(["Wuhan", "Chengdu", "Xian"], 90), "urban": RNG.choice([0, 1], 90),
                           "income": RNG.integers(40_000, 200_000, 90)})


def ask(question: str, frame: pd.DataFrame):
    return answered(question, "tbl", {"tbl": frame}, meaning=True)


def test_the_only_flag_of_a_noun_is_that_nouns_rows():
    assert ask("How many smokers are in the trial?", TRIAL) == int(TRIAL["current_smoker"].sum())
    assert ask("How many patients had surgery?", TRIAL) == int(TRIAL["prior_surgery"].sum())
    assert ask("What is the average age of patients in pain? 2 decimals", TRIAL) == \
        round(float(TRIAL.loc[TRIAL["chronic_pain"] == 1, "age"].mean()), 2)


def test_a_word_that_names_a_column_links_no_column_a_value_word_spells():
    got = ask("每个城市的平均收入是多少？", HOUSEHOLDS)
    assert got.to_dict() == HOUSEHOLDS.groupby("city")["income"].mean().to_dict()
