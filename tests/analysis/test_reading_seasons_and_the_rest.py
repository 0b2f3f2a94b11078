"""Numbered seasons a table writes as codes ('第 4 季' is 'S04'), episode ranges, a place rows land in ('in the
bottom'), names counted once, a verb that is no value ('who averages more'), a yes/no column said with a word between
('without private insurance'), and a group against the rest ('than people who aren't'). Expected values come from
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

SHOW = pd.DataFrame({
    "season": ["S04"] * 6 + ["S05"] * 6 + ["S14"] * 6,
    "episode": [1, 1, 2, 3, 5, 6] * 3,
    "contestant": ["Ann", "Bea", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lu",
                   "Mo", "Ned", "Oz", "Pam", "Quin", "Ray"],
    "outcome": ["BTM", "SAFE", "ELIM", "BTM", "ELIM", "WIN", "BTM", "BTM", "BTM", "SAFE", "ELIM", "WIN",
                "ELIM", "SAFE", "ELIM", "BTM", "ELIM", "WIN"],
    "missc": [0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0],
})


def test_a_numbered_season_is_its_code():
    s05 = SHOW[SHOW["season"] == "S05"]
    expected = int((s05["outcome"] == "BTM").sum())
    assert expected != int((SHOW["outcome"] == "BTM").sum())
    assert answered("How many times did a queen land in the bottom (BTM) during season 5?", "show", {"show": SHOW}) == expected


def test_a_season_in_chinese_and_a_range_of_episodes():
    rows = SHOW[(SHOW["season"] == "S14") & SHOW["episode"].between(1, 4) & (SHOW["outcome"] == "ELIM")]
    expected = sorted(rows["contestant"].unique())
    assert answered("第 14 季里在第 1 到第 4 集 ELIM 的选手有哪些？", "show", {"show": SHOW}) == expected


def test_the_fourth_season_is_no_fourth_place():
    expected = SHOW[(SHOW["season"] == "S04") & (SHOW["missc"] == 1)]["contestant"].item()
    assert answered("第 4 季 missc 最高的选手是谁？", "show", {"show": SHOW}) == expected


def test_names_counted_once():
    episodes = pd.concat([SHOW.assign(episode=SHOW["episode"] + 10 * n) for n in range(3)], ignore_index=True)
    expected = episodes["contestant"].nunique()
    assert answered("how many different queens (by name) are in the show?", "show", {"show": episodes}) == expected


CARE = pd.DataFrame({
    "gender": ["male", "female"] * 6,
    "health": ["average", "poor", "average", "excellent", "poor", "average"] * 2,
    "hospital": [2, 0, 3, 1, 0, 0, 1, 1, 2, 0, 1, 0],
    "visits": [5, 3, 9, 2, 4, 1, 8, 0, 7, 2, 6, 3],
    "ovisits": [9, 0, 1, 8, 7, 6, 0, 9, 5, 1, 8, 7],
    "insurance": ["yes", "no", "no", "yes", "yes", "no", "no", "yes", "yes", "no", "yes", "yes"],
    "medicaid": ["no", "yes", "yes", "no", "no", "no", "yes", "no", "no", "yes", "no", "no"],
    "income": [2.5, 0.9, 1.1, 3.0, 2.2, 0.7, 1.4, 2.8, 3.3, 0.5, 1.9, 2.6],
})


def test_who_averages_more_between_two_values():
    means = CARE.groupby("gender")["hospital"].mean()
    expected = means.idxmax()
    assert answered("Men or women: who averages more hospital stays per person?", "care", {"care": CARE}) == expected


def test_without_a_word_before_a_yes_no_column():
    expected = round(CARE[CARE["insurance"] == "no"]["income"].median(), 4)
    assert expected != round(CARE[CARE["insurance"] == "yes"]["income"].median(), 4)
    assert answered("Median income of the people without private insurance? 4 decimals", "care", {"care": CARE}) == expected


def test_a_group_against_the_rest():
    on = CARE[CARE["medicaid"] == "yes"]["visits"].mean()
    off = CARE[CARE["medicaid"] == "no"]["visits"].mean()
    expected = bool(on > off)
    assert answered("Do people on Medicaid have more office visits on average than people who aren't?", "care",
                    {"care": CARE}) is expected
