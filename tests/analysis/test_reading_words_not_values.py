"""Words of a question that look like a cell value, a number to filter on, or a date, and are none: a verb that
reads as a state code's plural, the window a measure was taken over, the unit a figure is given in. Every expected
value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

STATES = pd.DataFrame({"state": ["wa", "or", "ca", "wa", "or", "ca"], "year": [1985, 1985, 1985, 1986, 1986, 1986],
                       "beertax": [0.21, 0.35, 0.09, 0.20, 0.33, 0.08]})


def test_a_verb_is_no_plural_of_a_two_letter_state_code():
    in_1985 = STATES[STATES["year"] == 1985]
    assert answered("What was the average beer tax across the states in 1985? round to 3 decimals", "fatalities",
                    {"fatalities": STATES}) == round(in_1985["beertax"].mean(), 3)
    assert round(in_1985["beertax"].mean(), 3) != round(in_1985.loc[in_1985["state"] == "wa", "beertax"].mean(), 3)


TRIAL = pd.DataFrame({"homeless": ["homeless", "housed", "homeless", "homeless", "housed", "homeless"],
                      "i1": [30, 12, 18, 0, 30, 25], "daysdrink": [30, 4, 30, 2, 30, 9]})


def test_the_window_a_measure_was_taken_over_filters_nothing_in_a_table_without_dates():
    homeless = TRIAL[TRIAL["homeless"] == "homeless"]
    assert answered("无家可归的受试者，过去 30 天平均每天喝酒的杯数（i1）均值是多少？保留两位小数", "trial", {"trial": TRIAL},
                    meaning=True) == round(homeless["i1"].mean(), 2)
    assert answered("Among the homeless subjects, what is the mean of i1 over the past 30 days? 2 decimals", "trial",
                    {"trial": TRIAL}) == round(homeless["i1"].mean(), 2)
    assert round(homeless["i1"].mean(), 2) != round(homeless.loc[homeless["i1"] == 30, "i1"].mean(), 2)


FIRMS = pd.DataFrame({"name": ["A", "B", "C", "D", "E"], "assets": [1500.2, 80.1, 2264.9, 999.0, 1020.5]})


def test_the_unit_a_figure_is_given_in_is_no_number_of_its_own():
    over = int((FIRMS["assets"] > 1000).sum())
    assert answered("资产超过 1000（十亿美元）的公司有几家？", "firms", {"firms": FIRMS}) == over
    assert answered("How many companies have assets above 1000 (billions of dollars)?", "firms", {"firms": FIRMS}) == over
    assert over > 0  # (a unit read as '== 1e9' would keep none)


FILMS = pd.DataFrame({"title": ["A", "B", "C", "D", "E", "F", "G"], "year": [2000, 2000, 2000, 2001, 2000, 1999, 2000],
                      "length": [90, 120, 101, 88, 140, 95, 99], "rating": [8.1, 6.5, 8.0, 9.0, 7.9, 8.8, 8.4],
                      "votes": [120, 40, 33, 900, 15, 71, 8]})


def test_a_number_compares_the_column_said_nearest_before_it_not_the_year_said_first():
    in_2000 = FILMS[FILMS["year"] == 2000]
    assert answered("2000 年的电影里，评分在 8 分及以上的有多少部？", "movies", {"movies": FILMS}) == int((in_2000["rating"] >= 8).sum())
    assert int((in_2000["rating"] >= 8).sum()) != len(in_2000)


JOURNALS = pd.DataFrame({"title": ["Journal of Finance", "Economic History Review", "Finance Letters", "Applied Economics",
                                   "Review of Finance", "Farm Economics"],
                         "field": ["Finance", "History", "General", "Finance", "Finance", "Agriculture"],
                         "citations": [900, 120, 300, 40, 700, 20]})


def test_a_word_said_as_a_word_is_looked_for_inside_the_names_though_another_column_holds_it_whole():
    in_title = JOURNALS[JOURNALS["title"].str.contains("Finance")]
    assert answered("刊名里带 Finance 这个词的期刊，citations 加起来是多少？", "journals", {"journals": JOURNALS}) == \
        in_title["citations"].sum()
    assert in_title["citations"].sum() != JOURNALS.loc[JOURNALS["field"] == "Finance", "citations"].sum()


DRINKING = pd.DataFrame({"state": ["al", "ak", "az", "al", "ak", "az"], "year": [1982, 1982, 1982, 1983, 1983, 1983],
                         "drinkage": [19.0, 21.0, 19.0, 21.0, 21.0, 20.0], "minwage": [3.1, 3.35, 2.9, 3.35, 3.35, 3.0]})


def test_a_minimum_in_a_measures_name_is_no_superlative_when_rows_past_a_bar_are_counted():
    in_1982 = DRINKING[DRINKING["year"] == 1982]
    for question in ("1982 年最低法定饮酒年龄（drinkage）还低于 21 岁的州有几个？",
                     "In 1982, how many states had a minimum drinking age (drinkage) below 21?"):
        assert answered(question, "fatalities", {"fatalities": DRINKING}) == int((in_1982["drinkage"] < 21).sum())
    assert int((in_1982["drinkage"] < 21).sum()) != in_1982["drinkage"].min()
