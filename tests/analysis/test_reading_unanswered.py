"""A survey whose gaps are questions not answered: 'didn't say' / '没回答' count the gaps, 'leaving out people who
didn't answer' / '没回答的不算' only set them aside; 'worked by people with a bachelor's degree' groups nothing;
'hrsrelax' is "hours to relax". Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

_rng = np.random.default_rng(3)
_n = 40
SURVEY = pd.DataFrame({
    "hrsrelax": _rng.choice([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 24.0, np.nan], _n),
    "hrs1": _rng.choice([20.0, 35.0, 40.0, 45.0, 50.0, 60.0, 65.0, np.nan], _n),
    "degree": _rng.choice(["BACHELOR", "GRADUATE", "HIGH SCHOOL", "JUNIOR COLLEGE", "LT HIGH SCHOOL"], _n),
    "grass": _rng.choice(["LEGAL", "NOT LEGAL", None], _n)})


def survey(question: str):
    return answered(question, "gss", {"gss": SURVEY}, meaning=True)


def test_questions_not_answered_are_counted():
    assert survey("How many respondents didn't say how many hours a week they work?") == SURVEY["hrs1"].isna().sum()
    assert survey("How many people did not answer the grass question?") == SURVEY["grass"].isna().sum()
    assert survey("有多少人没回答 hrs1？") == SURVEY["hrs1"].isna().sum()


def test_questions_not_answered_set_aside_from_an_average():
    mean = SURVEY["hrsrelax"].mean()
    assert survey("What's the average hrsrelax, leaving out people who didn't answer?") == mean
    assert survey("hrsrelax 的平均值是多少？没回答的不算") == mean


def test_by_people_with_a_value_is_no_grouping():
    bachelors = SURVEY[SURVEY["degree"] == "BACHELOR"]
    assert survey("What's the median weekly hours worked by people with a bachelor's degree?") == \
        bachelors["hrs1"].median()


def test_hours_to_relax():
    assert survey("Did anybody say they get 24 hours to relax after a work day?") is bool((SURVEY["hrsrelax"] == 24).any())
    assert (SURVEY["hrs1"] != 24).all()  # the bar is met in hrsrelax only
