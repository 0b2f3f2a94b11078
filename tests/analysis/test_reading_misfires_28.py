"""Misreadings the twenty-eighth round's reviews found in its own changes, pinned. Expected values come from pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


REGIONS = pd.DataFrame({"district": [f"D{i}" for i in range(16)], "region": ["North"] * 8 + ["South"] * 8,
                        "vax_share": [0.71, 0.66, 0.74, 0.69, 0.72, 0.70, 0.68, 0.75,
                                      0.58, 0.61, 0.55, 0.63, 0.60, 0.57, 0.62, 0.59]})


def test_a_bar_in_points_over_shares_is_no_filter_on_the_shares_too():
    gap = REGIONS.groupby("region")["vax_share"].mean()
    assert gap["North"] - gap["South"] > 0.10
    assert ask("北部的平均 vax_share 比南部高出 10 个百分点以上吗", REGIONS) is True
    assert ask("Is the average vax_share in the North more than 10 percentage points higher than in the South?",
               REGIONS) is True



def test_a_score_named_by_the_word_before_it_is_that_one():
    # '评分' may be an eval column; '外貌评分' is still the beauty score
    teachers = pd.DataFrame({"beauty": [0.2, 1.9, -0.8, 0.7, -1.2, 1.1], "eval": [4.5, 3.1, 4.9, 3.6, 4.2, 3.9],
                             "gender": ["male", "female", "male", "male", "female", "male"]})
    assert ask("外貌评分最高的那位老师是男是女？回答 male 或 female", teachers) == "female"
    assert ask("课程平均评分是多少？", teachers) == teachers["eval"].mean()


def test_which_group_has_the_higher_rate_of_a_flag_is_each_groups_share():
    people = pd.DataFrame({"state": ["AR"] * 6 + ["SC"] * 6, "age": [22, 25, 41, 28, 60, 19, 24, 27, 55, 21, 29, 70],
                           "vote": [1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 1, 0]})
    young = people[people["age"] < 30].groupby("state")["vote"].mean()
    assert ask("Among respondents under 30, which state had the higher turnout, AR or SC?", people) == young.idxmax()


def test_a_band_named_with_its_code_is_no_row_at_the_top():
    flights = pd.DataFrame({"Lateral": [1.0, 5.0, 12.0, 35.0, 38.0, 39.0], "LatCat": [1, 1, 2, 4, 4, 4],
                            "Flight": [1, 0, 1, 0, 1, 0]})
    assert ask("横向距离最远的那一档（LatCat 为 4）里，有没有雁群飞走过？", flights) is True
