"""Yes/no questions over every row of a selection: the year said selects rows with the value said, and "in every
poll" of a table called polls is the question's quantifier. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

LIFE = pd.DataFrame({"country": ["Australia", "New Zealand", "Australia", "New Zealand", "Chile"],
                     "continent": ["Oceania", "Oceania", "Oceania", "Oceania", "Americas"],
                     "year": [2002, 2002, 2007, 2007, 2007], "lifeExp": [80.4, 79.1, 81.2, 80.2, 78.5]})
POLLS = pd.DataFrame({"ALP": [52, 49, 55, 47, 53], "Lib": [40, 44, 38, 48, 39],
                      "endDate": ["2006-05-01", "2006-09-10", "2007-02-11", "2007-06-30", "2007-10-21"]})


def test_a_year_said_beside_a_value_selects_the_rows_that_every_one_must_pass():
    rows = LIFE[(LIFE["continent"] == "Oceania") & (LIFE["year"] == 2007)]
    assert answered("gapminder 里 2007 年大洋洲各国的预期寿命是否都超过 80 岁？", "gapminder", {"gapminder": LIFE}) == \
        bool((rows["lifeExp"] > 80).all())
    assert (rows["lifeExp"] > 80).all()


def test_in_every_poll_is_every_row_of_a_table_called_polls():
    question = "Was Labor ahead of the Liberals (ALP above Lib) in every poll that ended in 2007?"
    ahead_in_2007 = POLLS.assign(ALP=[43, 49, 55, 50, 53], Lib=[44, 44, 38, 45, 39])  # not in 2006
    for polls in (POLLS, ahead_in_2007):  # any poll ahead would say True of both; every poll of both years, False
        ended = polls[pd.to_datetime(polls["endDate"]).dt.year == 2007]
        assert answered(question, "aus_polls", {"aus_polls": polls}) == bool((ended["ALP"] > ended["Lib"]).all())
    assert not (POLLS["ALP"] > POLLS["Lib"]).all() and (POLLS["ALP"] > POLLS["Lib"]).any()


def test_the_largest_number_of_a_counted_column_recorded_for_a_value_is_its_maximum():
    breaks = pd.DataFrame({"breaks": [26, 30, 54, 25, 44, 39, 28], "wool": list("AAABBBB"), "tension": list("LMHLMHL")})
    assert answered("What's the largest number of breaks recorded for wool B in warpbreaks.csv?", "warpbreaks",
                    {"warpbreaks": breaks}) == breaks.loc[breaks["wool"] == "B", "breaks"].max()


def test_a_superlative_inside_a_value_said_in_chinese_asks_for_no_extreme():
    oscars = pd.DataFrame({"award": ["Best actress", "Best actor", "Best actress", "Best actress"],
                           "birth_pl": ["New York", "New York", "Paris", "New York"], "birth_y": [1946, 1950, 1930, 1960]})
    assert answered("最佳女主角得主里，出生地（birth_pl）是 New York 的有几位？", "oscars", {"oscars": oscars}, meaning=True) == \
        ((oscars["award"] == "Best actress") & (oscars["birth_pl"] == "New York")).sum()


def test_which_is_more_common_among_a_selection_is_its_commonest_value():
    wage = pd.DataFrame({"education": ["5. Advanced Degree"] * 4 + ["1. < HS Grad"] * 3,
                         "jobclass": ["2. Information", "2. Information", "1. Industrial", "2. Information",
                                      "1. Industrial", "1. Industrial", "1. Industrial"]})
    rows = wage[wage["education"] == "5. Advanced Degree"]
    assert answered("Among the workers in wage with an advanced degree, which job class is more common?", "wage",
                    {"wage": wage}) == rows["jobclass"].value_counts().idxmax()


def test_the_outcome_said_in_chinese_is_the_column_whose_commonest_value_is_asked():
    monica = pd.DataFrame({"outcome": ["live", "dead", "live", "live", "dead"], "highbp": ["y", "y", "n", "y", "n"]})
    assert answered("有高血压（highbp 为 y）的病人，最常见的结局是什么？", "monica", {"monica": monica}) == \
        monica.loc[monica["highbp"] == "y", "outcome"].value_counts().idxmax()


def test_a_bar_in_percent_on_a_column_of_percentages_is_no_share_of_rows():
    pay = pd.DataFrame({"status": ["Full Time Employee", "Contractor"] * 30,
                        "current_salary": [90000.0, 45.0] * 30, "salary_type": ["year", "hour"] * 30,
                        "performance_rating": ["Developing"] + ["Top", "Successful"] * 29 + ["High"],
                        "percent_incr": [2.5] + [3.0] * 59})  # one Developing row in 60: under 2 % of the rows
    question = "Did anyone rated Developing still get a raise above 2 percent?"
    no_raise = pay.assign(percent_incr=[1.0] + [3.0] * 59)  # the rest got one: the rating must select
    for frame in (pay, no_raise):
        rows = frame[(frame["performance_rating"] == "Developing") & (frame["percent_incr"] > 2)]
        assert answered(question, "pay", {"pay": frame}) == bool(len(rows))


def test_state_years_are_the_rows_of_a_panel():
    panel = pd.DataFrame({"state": ["AL", "AL", "CA", "CA", "NY"], "year": [1994, 1995, 1994, 1995, 1995],
                          "tax": [40.0, 55.0, 60.0, 70.0, 52.0]})
    assert answered("In how many state-years was the cigarette tax (tax column) 50 cents or more?", "panel",
                    {"panel": panel}) == (panel["tax"] >= 50).sum()


def test_the_date_column_whose_own_word_is_said_is_read():
    polls = POLLS.assign(startDate=["2006-04-28", "2006-09-08", "2007-02-09", "2007-06-28", "2007-10-19"])
    polls = polls[["startDate", "endDate", "ALP", "Lib"]]  # the start first: the end is read for its word
    assert answered("On what date did the poll with the highest Labor (ALP) share end?", "aus_polls",
                    {"aus_polls": polls}) == \
        polls.loc[polls["ALP"].idxmax(), "endDate"]


def test_a_bar_said_with_bu_zu_is_below_it_and_a_number_with_a_thousands_comma_is_no_year():
    births = pd.DataFrame({"gestation": [250, 280, 259, 270, 240], "date": pd.to_datetime(["1964-01-02"] * 5)})
    assert answered("孕期不足 259 天的婴儿有多少个？", "chds", {"chds": births}) == (births["gestation"] < 259).sum()
    polls = POLLS.assign(startDate=POLLS["endDate"], sampleSize=[1100, 2400, 1200, 2100, 1800])
    assert answered("How many of the Australian polls had a sample of more than 2,000 people?", "aus_polls",
                    {"aus_polls": polls}) == (polls["sampleSize"] > 2000).sum()


def test_the_better_named_of_two_half_named_columns_before_a_chinese_superlative_is_ranked():
    heights = pd.DataFrame({"midparentHeight": [75.4, 72.1, 70.0, 69.5], "childNum": [1, 2, 1, 3],
                            "childHeight": [73.2, 79.0, 76.5, 78.0]})
    assert answered("孩子身高最高的三个数值是多少？从高到低", "galton", {"galton": heights}) == \
        heights["childHeight"].nlargest(3).tolist()


def test_rain_said_as_jiangshui_is_the_rain_column_summed_per_year_listed():
    rain = pd.DataFrame({"date": ["2000-01-04", "2000-06-01", "2010-02-02", "2010-07-07", "2005-03-03"],
                         "rain": [4.9, 10.2, 3.3, 7.0, 1.0], "rainfc.1": [18.5, 4.0, 2.0, 1.0, 0.5],
                         "rainfc.2": [26.2, 1.1, 0.3, 2.2, 0.1]})
    years = pd.to_datetime(rain["date"]).dt.year
    assert answered("因斯布鲁克 2000 年和 2010 年的观测降水总量分别是多少？保留一位小数，先 2000 年", "rain", {"rain": rain}) == \
        [round(rain.loc[years == y, "rain"].sum(), 1) for y in (2000, 2010)]


def test_the_row_with_the_earliest_date_gives_the_column_asked_for():
    chart = pd.DataFrame({"artist": ["Aaliyah", "Lonestar", "Amber"], "track": ["Try Again", "Amazed", "Sexual"],
                          "date.entered": ["2000-03-18", "1999-06-05", "1999-07-17"], "wk1": [59, 81, 99]})
    assert answered("billboard.csv 里最早进入榜单的那首歌是哪位歌手的？", "chart", {"chart": chart}) == \
        chart.loc[pd.to_datetime(chart["date.entered"]).idxmin(), "artist"]


def test_sons_and_daughters_are_the_gender_values_listed():
    kids = pd.DataFrame({"family": ["001", "001", "002", "002", "003"], "gender": ["male", "female", "male", "female", "male"],
                         "childHeight": [73.2, 69.2, 70.0, 64.5, 68.0]})
    assert answered("average childHeight of the sons and of the daughters, 2 decimals, sons first", "kids",
                    {"kids": kids}) == [round(kids.loc[kids["gender"] == g, "childHeight"].mean(), 2) for g in ("male", "female")]


def test_a_figure_on_the_first_and_on_the_last_day_is_read_at_both_ends_of_the_dates():
    prices = pd.DataFrame({"date": ["2009-06-02", "2009-06-01", "2009-06-04", "2009-06-03"],
                           "open": [30.04, 28.7, 25.4, 29.6], "close": [29.63, 30.04, 26.0, 28.1]})
    by_date = prices.sort_values("date")
    assert answered("ohlc.csv: opening price on the first and on the last trading day? in date order", "ohlc",
                    {"ohlc": prices}) == [by_date["open"].iloc[0], by_date["open"].iloc[-1]]
    assert answered("最后一天和第一天的收盘价（close）分别是多少？", "ohlc", {"ohlc": prices}) == \
        [by_date["close"].iloc[-1], by_date["close"].iloc[0]]


def test_answers_given_by_more_than_n_people_are_the_groups_past_that_count():
    survey = pd.DataFrame({"Smoke": ["Never"] * 6 + ["Occas"] * 4 + ["Heavy"] * 2, "Height": range(160, 172)})
    counts = survey["Smoke"].value_counts()
    assert sorted(answered("Which Smoke answers were given by more than 3 students?", "survey", {"survey": survey})) == \
        sorted(counts[counts > 3].index)


def test_a_when_clause_before_the_question_says_which_rows_not_that_a_date_is_asked():
    force = pd.DataFrame({"response_datetime": ["2021-05-09 17:37", "2020-01-01 10:00", "2019-03-03 09:00",
                                                "2018-02-02 08:00", "2018-02-03 08:00", "2018-02-04 08:00"],
                          "force_type": ["Taser", "Taser", "Taser", "Chemical Irritant", "Bodily Force", "Bodily Force"],
                          "race": ["Black", "White", "Black", "White", "White", "White"]})  # White over all rows
    assert answered("When Minneapolis police used a Taser, what was the most common race of the person?", "force",
                    {"force": force}) == force.loc[force["force_type"] == "Taser", "race"].value_counts().idxmax()


def test_gaps_are_asked_though_one_column_writes_the_word_missing():
    study = pd.DataFrame({"substance": ["alcohol", "missing", "heroin", "alcohol"], "i1": [13.0, None, 0.0, 26.0],
                          "e2b": [None, None, 1.0, None], "mcs": [25.1, 30.2, None, 40.0]})
    frames = {"help_study": study}
    assert answered("How many values are missing in help_study altogether?", "help_study", frames) == \
        study.isna().sum().sum()
    assert answered("Which column of help_study has the most missing values?", "help_study", frames) == \
        study.isna().sum().idxmax()
    assert answered("至少缺了一项数据的受试者有多少位？", "help_study", frames, meaning=True) == study.isna().any(axis=1).sum()
    assert answered("How many subjects' substance is 'missing'?", "help_study", frames) == \
        (study["substance"] == "missing").sum()  # said as the value: the value
