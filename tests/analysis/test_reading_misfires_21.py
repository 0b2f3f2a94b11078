"""Misfires found by a review of the twenty-first round's rules (old answer right, new wrong), each pinned here:
two capitalised words are no initials of a value ('Is Tom' is no 'IT', 'Hanoi Region' no 'HR'); a two-letter name
yields to the column the words begin ('survey estimate' is est, not se); a number of months that is a bar is no
period column's ('more than 12 months' is no spend_12m). Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

TEAM = pd.DataFrame({"name": ["Tom", "Rachel", "Ivy", "Hugo", "Sara", "Tina", "Omar", "Rita"],
                     "dept": ["Sales", "Sales", "IT", "HR", "IT", "HR", "Sales", "IT"],
                     "salary": [58000, 61000, 75000, 52000, 80000, 49000, 57000, 72000],
                     "bonus": [2000, 0, 0, 1500, 0, 0, 3000, 500]})
OFFICES = pd.DataFrame({"emp": [f"e{i}" for i in range(1, 10)],
                        "office": ["Tokyo", "Tokyo", "Hanoi", "London", "Tokyo", "Hanoi", "London", "London", "Hanoi"],
                        "dept": ["IT", "Sales", "HR", "IT", "HR", "IT", "Sales", "HR", "Sales"],
                        "salary": [70, 50, 40, 80, 45, 60, 55, 48, 42]})
ESTIMATES = pd.DataFrame({"area": ["Alba", "Brea", "Cody", "Dorn", "Elm", "Fitz", "Gard"],
                          "est": [12.1, 15.4, 9.8, 20.3, 14.2, 11.0, 17.6], "se": [1.2, 0.8, 2.5, 1.1, 0.9, 3.0, 1.4]})
COUNTIES = pd.DataFrame({"county": ["Ada", "Bell", "Clay", "Dix", "Erie", "Ford"],
                         "estimate": [12.1, 15.4, 9.8, 20.3, 14.2, 11.0], "se": [1.2, 0.8, 2.5, 1.1, 0.9, 3.0]})
TENURE = pd.DataFrame({"cust": [f"c{i}" for i in range(1, 9)], "spend_3m": [30, 90, 0, 120, 45, 0, 20, 150],
                       "spend_12m": [110, 400, 60, 480, 200, 90, 70, 600], "months": [14, 30, 3, 26, 18, 5, 9, 40]})


def test_two_capitalised_words_are_no_initials():
    tom = TEAM.set_index("name")
    assert answered("Is Tom's salary above 60000?", "team", {"team": TEAM}) == bool(tom.loc["Tom", "salary"] > 60000)
    assert answered("Is Tom's bonus more than 1000?", "team", {"team": TEAM}) == bool(tom.loc["Tom", "bonus"] > 1000)
    assert answered("In Tokyo, what is the average salary?", "offices", {"offices": OFFICES}) == \
        OFFICES.loc[OFFICES["office"] == "Tokyo", "salary"].mean()
    assert answered("What is the average salary in Hanoi Region?", "offices", {"offices": OFFICES}) == \
        OFFICES.loc[OFFICES["office"] == "Hanoi", "salary"].mean()


def test_initials_yield_to_the_column_the_words_begin():
    assert answered("Which area has the largest survey estimate?", "est", {"est": ESTIMATES}, meaning=True) == \
        ESTIMATES.loc[ESTIMATES["est"].idxmax(), "area"]
    assert answered("How many areas have a sample estimate above 15?", "est", {"est": ESTIMATES}, meaning=True) == \
        int((ESTIMATES["est"] > 15).sum())
    assert answered("Which county has the largest survey estimate?", "est2", {"est2": COUNTIES}, meaning=True) == \
        COUNTIES.loc[COUNTIES["estimate"].idxmax(), "county"]


def test_a_bar_of_months_names_no_period_column():
    assert answered("How many customers have been with us more than 12 months?", "tenure", {"tenure": TENURE},
                    meaning=True) == int((TENURE["months"] > 12).sum())
    assert answered("客户时长超过 12 个月的有几个？", "tenure", {"tenure": TENURE}, meaning=True) == \
        int((TENURE["months"] > 12).sum())


SURVEY = pd.DataFrame({"resp": list(range(1, 13)),
                       "age": [23, 35, None, 41, 52, None, 29, 33, None, 47, 38, None],
                       "income": [30, None, 45, None, 60, 52, None, 41, 38, None, 47, None],
                       "score": [7, 8, 6, None, 9, 5, 8, 7, 6, 9, 8, 7]})
SHARES = pd.DataFrame({"seat": ["Avon", "Bath", "Cork", "Dale", "Eton", "Fife", "Gale", "Hull", "Iona"],
                       "v1": [.50, .30, .20, .45, .10, .40, .33, .45, .48], "v2": [.30, .25, .50, .35, .60, .20, .30, .22, .22],
                       "v3": [.20, .45, .30, .20, .30, .41, .37, .33, .30]})
RIDES = pd.DataFrame({"ride_id": [f"r{i}" for i in range(1, 11)],
                      "distance_km": [5.2, 12.4, 3.1, 8.8, 20.5, 6.0, 2.2, 15.1, 9.9, 4.4],
                      "tip": [0, 2.5, 0, 1.0, 0, 0, 0, 3.0, 0, 0.5],
                      "bike": ["e-bike", "classic", "classic", "e-bike", "e-bike", "classic", "classic", "classic", "e-bike",
                               "classic"]})
BIRDS = pd.DataFrame({"common_name": ["American Robin", "Blue Jay", "House Sparrow", "European Starling", "American Crow",
                                      "Northern Cardinal", "Mourning Dove", "Eastern Bluebird"],
                      "family": ["Turdidae", "Corvidae", "Passeridae", "Sturnidae", "Corvidae", "Cardinalidae",
                                 "Columbidae", "Turdidae"], "No.eggs": [4, 5, 7, 6, 5, 3, 2, 4]})


def test_gaps_in_two_columns_asked_otherwise_than_counted():
    gaps = SURVEY.isna()
    assert answered("Which column has more missing values, age or income?", "survey", {"survey": SURVEY}) == \
        gaps[["age", "income"]].sum().idxmax()
    assert answered("Are there any respondents missing both age and income?", "survey", {"survey": SURVEY}) is True
    assert answered("有没有受访者 age 和 income 都缺失？", "survey", {"survey": SURVEY}) is True


def test_a_figure_of_all_rows_compared_with_two_others():
    means, totals = SHARES[["v1", "v2", "v3"]].mean(), SHARES[["v1", "v2", "v3"]].sum()
    assert answered("v1 的平均值比 v2 和 v3 都高吗？", "votes", {"votes": SHARES}) == \
        bool(means["v1"] > means["v2"] and means["v1"] > means["v3"])
    assert answered("v1 的总和比 v2 和 v3 都大吗？", "votes", {"votes": SHARES}) == \
        bool(totals["v1"] > totals["v2"] and totals["v1"] > totals["v3"])


def test_less_is_no_less_often_and_a_gloss_is_no_value():
    tips = RIDES.groupby("bike")["tip"]
    assert answered("哪种自行车的小费更少？", "rides", {"rides": RIDES}, meaning=True) == tips.sum().idxmin()
    assert answered("哪种自行车的平均小费更少？", "rides", {"rides": RIDES}, meaning=True) == tips.mean().idxmin()


def test_a_group_named_after_the_question_is_read_off_the_row():
    assert answered("Which bird lays the most eggs? family", "birds", {"birds": BIRDS}, meaning=True) == \
        BIRDS.loc[BIRDS["No.eggs"].idxmax(), "family"]
