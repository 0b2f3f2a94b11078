"""Which thing a question asks for, and how its figure is read: a ranking said as a noun ('排名最靠前'), a rank where
lower is better, groups that must be big enough ('不少于 20 户的州，'), the kind named after 哪, names counted once
('differently named'), and a total per thing ('the most goals at home'). Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

TEAMS = pd.DataFrame({
    "team": ["Kansas", "Duke", "Ohio", "Utah", "Iowa", "Kent", "Duke", "Kansas", "Ohio", "Utah"],
    "season": ["2009-2010"] * 5 + ["2010-2011"] * 5,
    "conference": ["Big12", "ACC", "MAC", "MWC", "Big10", "MAC", "ACC", "Big12", "MAC", "MWC"],
    "postrpi": [1, 3, 40, 25, 60, 70, 2, 5, 45, 30],
    "wins": [33, 35, 22, 20, 15, 18, 32, 35, 21, 19],
})


def test_a_ranking_said_as_a_noun_asks_for_one():
    season = TEAMS[TEAMS["season"] == "2009-2010"]
    expected = season.loc[season["postrpi"].idxmin(), "team"]
    assert answered("2009-2010 赛季 RPI 排名最靠前（postrpi 最小）的是哪支球队？", "ncaa", {"ncaa": TEAMS}) == expected


def test_the_best_rank_when_lower_is_better():
    means = TEAMS.groupby("conference")["postrpi"].mean()
    expected = means.idxmin()
    assert expected != means.idxmax()
    assert answered("Which conference has the best average postrpi? (lower is better)", "ncaa", {"ncaa": TEAMS}) == expected


HOUSEHOLDS = pd.DataFrame({
    "state": ["CA"] * 4 + ["NV"] * 2 + ["OR"] * 3,
    "faminc": [90, 80, 85, 95, 150, 140, 60, 70, 65],
    "hhsize": [2, 3, 4, 2, 3, 4, 3, 3, 5],
})


def test_only_groups_big_enough_in_chinese():
    big = HOUSEHOLDS.groupby("state").filter(lambda g: len(g) >= 3)
    expected = big.groupby("state")["faminc"].mean().idxmax()
    assert expected != HOUSEHOLDS.groupby("state")["faminc"].mean().idxmax()
    assert answered("只看受访家庭不少于 3 户的州，哪个州的平均家庭收入（faminc）最高？", "apples",
                    {"apples": HOUSEHOLDS}) == expected


COUNTIES = pd.DataFrame({"county": ["COOK", "WAYNE", "DANE", "POLK"], "state": ["IL", "MI", "WI", "IA"],
                         "poptotal": [5_100_000, 2_100_000, 400_000, 330_000]})


def test_the_kind_named_after_which():
    expected = COUNTIES.loc[COUNTIES["poptotal"].idxmax(), "state"]
    assert answered("人口最多的那个县在哪个州？", "midwest", {"midwest": COUNTIES}) == expected


STORMS = pd.DataFrame({"name": ["Amy", "Amy", "Bob", "Cal", "Cal", "Cal", "Dee"],
                       "year": [2005, 2005, 2005, 2005, 2005, 2006, 2006],
                       "wind": [40, 45, 50, 60, 65, 70, 35]})


def test_differently_named_counts_names_once():
    expected = STORMS[STORMS["year"] == 2005]["name"].nunique()
    assert answered("How many differently named storms are there in 2005?", "hurricanes", {"hurricanes": STORMS}) == expected


MATCHES = pd.DataFrame({"HomeTeam": ["Bayern", "Bayern", "Bayern", "Koeln", "Gladbach", "Koeln"],
                        "AwayTeam": ["Koeln", "Gladbach", "Hertha", "Bayern", "Bayern", "Hertha"],
                        "HomeGoals": [3, 4, 2, 1, 7, 2], "AwayGoals": [0, 1, 1, 2, 0, 2]})


def test_the_most_goals_at_home_adds_each_clubs_up():
    totals = MATCHES.groupby("HomeTeam")["HomeGoals"].sum()
    expected = totals.idxmax()
    assert expected != MATCHES.loc[MATCHES["HomeGoals"].idxmax(), "HomeTeam"]
    assert answered("Which club has scored the most goals at home?", "league", {"league": MATCHES}) == expected
