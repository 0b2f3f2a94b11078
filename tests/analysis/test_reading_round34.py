"""Readings of the thirty-fourth round: people and things numbered in a column (a pupil's number within a school, a
school's number) counted, never added up … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(34)
_SCHOOLS = RNG.integers(1, 41, 900)
PUPILS = pd.DataFrame({"school": _SCHOOLS, "score": RNG.normal(0, 1, 900).round(3),
                       "schgend": np.where(_SCHOOLS % 4 == 0, "boys", np.where(_SCHOOLS % 4 == 1, "girls", "mixed")),
                       "sex": RNG.choice(["F", "M"], 900)})
PUPILS["student"] = PUPILS.groupby("school").cumcount() + 1  # each pupil's number within the school


def test_people_numbered_within_a_group_are_counted_not_added_up():
    assert ask("女学生一共有多少人？", PUPILS) == int((PUPILS["sex"] == "F").sum())
    assert ask("How many students are girls?", PUPILS) == int((PUPILS["sex"] == "F").sum())


def test_numbered_things_said_before_the_count_are_counted_once_each():
    assert ask("一共有多少所学校？", PUPILS) == PUPILS["school"].nunique()
    assert ask("男校的学生一共有多少人？", PUPILS) == int((PUPILS["schgend"] == "boys").sum())  # '男校' boys' schools


EXAMS = PUPILS.rename(columns={"score": "normexam"}).assign(type=lambda d: np.where(d["schgend"] == "mixed", "Mxd",
                                                                                     "Sngl"))


def test_values_listed_in_brackets_after_a_column_name_are_its_kinds():
    means = EXAMS.groupby("schgend")["normexam"].mean()
    assert ask("Which kind of school (boys, girls or mixed) has the lowest average exam score?", EXAMS) == \
        means.idxmin()


def test_a_glued_name_with_a_generic_head_is_its_tail():
    assert ask("What is the average exam score of the girls?", EXAMS) == \
        EXAMS.loc[EXAMS["sex"] == "F", "normexam"].mean()  # 'normexam': the exam score, normalised


HEARTS = pd.DataFrame({"id": np.arange(1, 121), "age": RNG.integers(20, 65, 120),
                       "prior": RNG.choice(["no", "yes"], 120, p=[0.8, 0.2]),
                       "transplant": RNG.choice(["control", "treatment"], 120, p=[0.35, 0.65]),
                       "survtime": RNG.integers(1, 1800, 120)})


def test_which_of_two_arms_is_older_on_average():
    means = HEARTS.groupby("transplant")["age"].mean()
    assert ask("Which group's patients are older on average, treatment or control?", HEARTS) == means.idxmax()
    assert ask("Which group's patients are younger on average, treatment or control?", HEARTS) == means.idxmin()


def test_the_arm_named_for_its_column_is_the_treated_one():
    treated = HEARTS[HEARTS["transplant"] == "treatment"]
    assert ask("How many patients were in the transplant group?", HEARTS) == len(treated)
    counts = HEARTS["transplant"].value_counts()
    # '先说' says which to give first, no 'prior' column
    assert ask("移植组和对照组各有多少位病人？先说移植组", HEARTS) == [counts["treatment"], counts["control"]]
