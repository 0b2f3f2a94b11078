"""Questions a review of the twenty-fourth round's readings found answered wrong after them and right before; each
pinned here once mended. Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame):
    return answered(question, "tbl", {"tbl": frame}, meaning=True)


RNG = np.random.default_rng(15)
PEOPLE = pd.DataFrame({"married": RNG.integers(0, 2, 40), "smoker": RNG.integers(0, 2, 40),
                       "income": RNG.integers(20, 90, 40)})
HOUSES = pd.DataFrame({"price": RNG.integers(200, 900, 40) * 1000, "pool": RNG.integers(0, 2, 40),
                       "fireplace": RNG.integers(0, 2, 40), "waterfront": RNG.choice(["yes", "no"], 40)})


def test_two_flags_before_the_rows_noun_are_both_conditions():
    assert ask("How many married smokers are there?", PEOPLE) == int(((PEOPLE.married == 1) & (PEOPLE.smoker == 1)).sum())
    assert ask("How many waterfront pool homes are there?", HOUSES) == \
        int(((HOUSES.waterfront == "yes") & (HOUSES.pool == 1)).sum())
    assert ask("How many fireplace pool houses are there?", HOUSES) == \
        int(((HOUSES.fireplace == 1) & (HOUSES.pool == 1)).sum())


COUNTRIES = pd.DataFrame({"country": ["China", "Japan", "Spain", "Italy", "France", "Australia", "Nigeria", "India"],
                          "life_exp": [78.2, 84.5, 83.3, 82.9, 82.5, 83.1, 55.0, 70.8]})
PLAYERS = pd.DataFrame({"player": ["Embiid", "Jokic", "Giannis", "Curry", "Tatum", "Doncic"],
                        "pts": [33.1, 24.5, 31.1, 29.4, 30.1, 32.4], "reb": [10.2, 11.8, 11.4, 6.1, 8.8, 8.6]})
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
PRICES = pd.DataFrame({"year": np.repeat([1979, 1980, 1981], 12), "month": MONTHS * 3,
                       "price": RNG.normal(620, 60, 36).round(2)})


def test_averaged_over_one_row_each_is_each_rows_own_figure():
    assert sorted(ask("Which countries averaged a life expectancy above 82?", COUNTRIES)) == \
        sorted(COUNTRIES[COUNTRIES.life_exp > 82].country)
    assert sorted(ask("Which players averaged more than 10 rebounds?", PLAYERS)) == \
        sorted(PLAYERS[PLAYERS.reb > 10].player)
    in_1980 = PRICES[PRICES.year == 1980]
    assert sorted(ask("In 1980, which months averaged a price above 650?", PRICES)) == \
        sorted(in_1980[in_1980.price > 650].month)


def test_goals_a_team_scored_are_added_up_though_each_value_recurs_across_years():
    teams = ["Arsenal", "Chelsea", "Leeds", "Spurs", "Everton"]
    football = pd.DataFrame({"team": teams * 4, "year": np.repeat([2019, 2020, 2021, 2022], 5),
                             "goals": [73, 69, 50, 61, 44, 55, 58, 62, 68, 47, 69, 50, 61, 44, 73, 58, 62, 68, 47, 55]})
    # (every figure twice, never twice in a year: the shape of a panel's key, which it is not)
    assert ask("How many goals did Arsenal score?", football) == football[football.team == "Arsenal"].goals.sum()


WELLS = pd.DataFrame({"well": range(1, 41), "arsenic": RNG.gamma(2, .8, 40).round(2),
                      "village": RNG.choice(["V1", "V2", "V3", "V4"], 40), "depth": RNG.uniform(10, 50, 40).round(1)})


def test_a_noun_of_one_character_that_names_the_rows_counts_them():
    assert ask("V2 村有多少口井？", WELLS) == int((WELLS.village == "V2").sum())
    assert ask("深度超过 30 米的井有多少口？", WELLS) == int((WELLS.depth > 30).sum())


def test_a_character_inside_a_glossary_word_names_nothing_of_its_own():
    households = pd.DataFrame({"region": RNG.choice(["north", "south", "east", "west"], 36), "educ": RNG.integers(6, 18, 36),
                               "children": RNG.integers(0, 5, 36).astype(float), "income": RNG.integers(20, 150, 36)})
    assert ask("受教育年限超过 12 年的人的平均收入", households) == households[households.educ > 12].income.mean()


def test_an_area_in_square_metres_is_no_distance():
    houses = pd.DataFrame({"price": RNG.uniform(300, 2000, 40).round(1), "size": RNG.uniform(40, 200, 40).round(1),
                           "dist_metro": RNG.integers(100, 5000, 40)})
    assert ask("How many houses are larger than 120 m²?", houses) == int((houses["size"] > 120).sum())


def test_flags_said_before_the_rows_noun_keep_every_condition():
    wage = pd.DataFrame({"wage": RNG.uniform(3, 25, 50).round(2), "female": RNG.integers(0, 2, 50),
                         "married": RNG.integers(0, 2, 50), "nonwhite": RNG.integers(0, 2, 50)})
    both = wage[(wage.married == 1) & (wage.female == 1)]
    assert ask("What is the average wage of married female workers?", wage) == both.wage.mean()
    assert ask("How many nonwhite female workers are there?", wage) == int(((wage.nonwhite == 1) & (wage.female == 1)).sum())


TRIAL = pd.DataFrame({"female": RNG.integers(0, 2, 40), "smoker": RNG.integers(0, 2, 40), "diabetic": RNG.integers(0, 2, 40),
                      "bmi": RNG.normal(28, 4, 40).round(1), "charges": RNG.normal(14000, 3000, 40).round(2)})
SURVEY = pd.DataFrame({"married": RNG.choice(["yes", "no"], 30), "smoker": RNG.choice(["yes", "no"], 30),
                       "income": RNG.integers(20000, 90000, 30)})


def test_a_singular_flag_phrase_unpossessed_keeps_both_conditions():
    both = SURVEY[(SURVEY.married == "yes") & (SURVEY.smoker == "yes")]
    assert ask("What is the average income of a married smoker?", SURVEY) == both.income.mean()
    assert ask("已婚吸烟者的平均收入是多少？", SURVEY) == both.income.mean()
    assert ask("What is the average BMI of a female smoker?", TRIAL) == \
        TRIAL[(TRIAL.female == 1) & (TRIAL.smoker == 1)].bmi.mean()


def test_an_analysis_verbs_by_still_groups():
    by_smoker = TRIAL.groupby("smoker").charges.mean()
    assert ask("What are the average charges stratified by smoker?", TRIAL).round(2).to_dict() == \
        by_smoker.round(2).to_dict()
    assert ask("What are the mean charges, segmented by diabetic?", TRIAL).round(2).to_dict() == \
        TRIAL.groupby("diabetic").charges.mean().round(2).to_dict()


def test_a_singular_amount_recurring_across_periods_is_still_an_amount():
    stores = pd.DataFrame({"store": ["Downtown", "Airport", "Mall"] * 4, "month": np.repeat(["Jan", "Feb", "Mar", "Apr"], 3),
                           "units_sold": [120, 95, 130, 95, 140, 120, 130, 110, 140, 110, 130, 95],
                           "n": [82, 50, 70, 61, 55, 80, 77, 60, 74, 76, 52, 74]})
    assert ask("What is the total units sold?", stores) == stores.units_sold.sum()
    assert ask("What is the average units sold for the Mall store?", stores) == \
        stores[stores.store == "Mall"].units_sold.mean()


def test_years_of_study_are_no_two_digit_years():
    students = pd.DataFrame({"student": [f"S{i:02d}" for i in range(1, 13)], "year": [1, 2, 1, 3, 4, 1, 2, 1, 3, 2, 4, 1],
                             "gpa": [3.4, 3.9, 3.1, 3.2, 3.0, 2.9, 3.8, 3.3, 3.1, 3.7, 3.5, 2.8]})
    assert ask("Which year has the most students?", students) == 1
    assert ask("Which year of study has the highest average GPA?", students) == \
        students.groupby("year").gpa.mean().idxmax()
