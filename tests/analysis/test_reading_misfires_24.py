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
