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


TEACHERS = pd.DataFrame({"beauty": RNG.normal(0, 1, 30), "eval": RNG.uniform(2, 5, 30).round(1),
                         "gender": RNG.choice(["male", "female"], 30)})
ROUTES = pd.DataFrame({"year": [1997, 1997, 1998, 1998], "id": [1, 2, 1, 2], "passen": [120, 300, 140, 310]})


def test_which_sex_asked_as_shi_nan_shi_nv_with_options_offered():
    assert ask("外貌评分最高的那位老师是男是女？回答 male 或 female", TEACHERS) == \
        TEACHERS.loc[TEACHERS["beauty"].idxmax(), "gender"]


def test_a_daily_average_added_up_is_a_sum():
    assert ask("1997 到 1998 年，每年所有航线的日均旅客数加起来分别是多少？按年份顺序", ROUTES) == [420, 450]


def test_a_planned_step_keeps_a_threshold_of_zero_through_its_json():
    from nbcopilot.analysis import offline
    from nbcopilot.analysis.question import Table
    from nbcopilot.execution.run import run_code

    frame = pd.DataFrame({"weight": [20.0, 21.5, 19.0], "density": [0.6, None, 0.7], "fat": [None, 9.0, 8.0]})
    steps = offline.plan("Which of weight, density and fat have missing values?", [Table("mice", frame)])
    namespace = {"mice": frame}
    assert run_code(offline.code(steps[0]["spec"], namespace), namespace).ok
    assert namespace["answer"] == ["density", "fat"]
