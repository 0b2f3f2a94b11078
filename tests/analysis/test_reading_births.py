"""A table of births whose values are written as words ('smoker', 'premie', 'young mother', 'elderly mother'): Chinese
questions name them by everyday words, a value of two words wherever it is said. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

BIRTHS = pd.DataFrame({
    "mage": [28, 19, 24, 38, 17, 36, 27, 30],
    "mature": ["young mother", "young mother", "young mother", "elderly mother", "young mother", "elderly mother",
               "young mother", "young mother"],
    "premie": ["full term", "premie", "full term", "full term", "premie", "full term", "full term", np.nan],
    "gained": [30, 85, 20, 45, 10, 25, 38, 41],
    "weight": [7.6, 5.1, 8.2, 6.9, 4.8, 7.4, 7.0, 7.7],
    "gender": ["male", "male", "female", "female", "male", "male", "female", "female"],
    "habit": ["nonsmoker", "smoker", "nonsmoker", "smoker", "nonsmoker", "nonsmoker", "smoker", "nonsmoker"]})


def ask(question: str):
    return answered(question, "ncbirths", {"ncbirths": BIRTHS}, meaning=True)


def test_smoking_mothers_are_the_smokers():
    smokers = BIRTHS.loc[BIRTHS["habit"] == "smoker", "weight"].mean()
    assert ask("吸烟的妈妈生的宝宝，平均出生体重是多少磅？保留两位小数") == round(smokers, 2)


def test_weight_gained_is_the_gain():
    assert ask("有没有妈妈孕期体重增加超过 80 磅的？") is True
    assert ask("有没有妈妈孕期体重增加超过 90 磅的？") is False


def test_which_of_two_is_more_common_among_some_rows():
    premies = BIRTHS.loc[BIRTHS["premie"] == "premie", "gender"].value_counts().idxmax()
    smokers = BIRTHS.loc[BIRTHS["habit"] == "smoker", "gender"].value_counts().idxmax()
    assert ask("早产儿里男孩多还是女孩多？用 gender 列的取值回答") == premies
    assert ask("吸烟的妈妈里，男孩多还是女孩多？") == smokers


def test_values_of_two_words_said_twice():
    counts = [int((BIRTHS["mature"] == kind).sum()) for kind in ("young mother", "elderly mother")]
    assert ask("年轻妈妈和高龄妈妈各有多少位？先说年轻妈妈") == counts
