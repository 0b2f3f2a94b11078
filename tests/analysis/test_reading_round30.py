"""Readings of the thirtieth round: a series kept as its time and its values (R's quarterly and monthly series: `time`
1945.25, `value`), a change from one period to the next, answers written as the question shows them. Expected values
come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(30)
_TIME = np.arange(1950, 1970, 0.25)
APPROVAL = pd.DataFrame({"time": _TIME, "value": RNG.permutation(np.arange(20, 100))[:len(_TIME)].astype(float)})
APPROVAL.loc[[0, 9, 33], "value"] = np.nan
_DATED = APPROVAL.assign(year=(APPROVAL["time"] // 1).astype(int), quarter=((APPROVAL["time"] % 1) * 4).astype(int) + 1)


def test_a_year_with_its_quarter_as_a_fraction_is_a_date():
    assert ask("average approval rating in 1961? 2 decimals", APPROVAL, "approval_ratings") == pytest.approx(
        round(_DATED.loc[_DATED["year"] == 1961, "value"].mean(), 2))
    assert ask("1955 年的总支持率之和是多少？", APPROVAL) == _DATED.loc[_DATED["year"] == 1955, "value"].sum()
    lowest = _DATED.loc[_DATED["value"].idxmin(), "year"]
    assert ask("In which year was the lowest approval rating recorded?", APPROVAL, "approval_ratings") == lowest
    assert ask("哪些年份有季度缺了支持率数据？列出年份", APPROVAL) == sorted(
        _DATED.loc[_DATED["value"].isna(), "year"].unique().tolist())


def test_the_values_of_a_series_are_what_the_question_measures_whatever_it_calls_them():
    assert ask("How many quarters in approval_ratings.csv have no rating?", APPROVAL, "approval_ratings") == 3
    assert ask("支持率高于 70 的季度有多少个？", APPROVAL) == int((APPROVAL["value"] > 70).sum())
    assert ask("1966 年每个季度的支持率是不是都低于 90？", APPROVAL) == bool(
        (_DATED.loc[_DATED["year"] == 1966, "value"] < 90).all())


def test_quarters_are_written_as_the_question_shows_them():
    means = _DATED.groupby("quarter")["value"].mean()
    assert ask("Across all years, which quarter of the year has the highest average approval? Answer Q1, Q2, Q3 or Q4.",
               APPROVAL) == f"Q{means.idxmax()}"
    peak = _DATED.loc[_DATED["value"].idxmax()]
    assert ask("支持率最高的是哪一年的哪个季度？按“1950 Q3”这样的格式回答", APPROVAL) == \
        f"{int(peak['year'])} Q{int(peak['quarter'])}"
    low = _DATED[_DATED["value"] < 30]
    assert ask('Which quarters had an approval rating below 30? Give them like "1950 Q3".', APPROVAL) == sorted(
        f"{y} Q{q}" for y, q in zip(low["year"], low["quarter"]))


def test_which_of_the_decades_said_is_answered_as_said():
    decades = _DATED.groupby(_DATED["year"] // 10 * 10)["value"].mean()
    assert ask("Which decade had the higher average approval rating: the 1950s or the 1960s?", APPROVAL) == \
        f"{decades.idxmax()}s"


CRASHES = pd.DataFrame({"year": range(2000, 2012), "fatalities": [10, 15, 9, 30, 28, 12, 20, 21, 5, 8, 40, 2],
                        "accidents": [3, 4, 5, 6, 4, 3, 2, 5, 6, 1, 7, 2]})
SALES = pd.DataFrame({"date": pd.date_range("2020-01-01", periods=8, freq="MS"), "revenue": [5, 9, 4, 6, 12, 3, 3, 8]})


def test_a_change_from_one_period_to_the_next():
    steps = CRASHES.set_index("year")["fatalities"].diff()
    assert ask("What was the biggest year-over-year increase in fatalities?", CRASHES) == steps.max()
    assert ask("Which year saw the largest year-over-year drop in fatalities?", CRASHES) == steps.idxmin()
    assert ask("从一年到下一年，死亡人数最大的一次下降是多少？", CRASHES) == -steps.min()
    monthly = SALES.set_index("date")["revenue"].diff()
    assert ask("In which month was the biggest month-over-month jump in revenue?", SALES) == \
        monthly.idxmax().strftime("%Y-%m")
    assert ask("What was the largest month-over-month fall in revenue?", SALES) == -monthly.min()
    quarterly = APPROVAL["value"].diff()
    assert ask("相邻两个季度之间，支持率最大的一次下跌是多少个百分点？（两个季度都有数据的才算）", APPROVAL) == -quarterly.min()


def test_periods_held_against_the_one_before_are_counted_or_listed():
    steps = CRASHES.set_index("year")["fatalities"].diff()
    assert ask("How many years had fewer fatalities than the year before?", CRASHES) == int((steps < 0).sum())
    assert ask("有多少年的事故数比上一年多？", CRASHES) == int((CRASHES.set_index("year")["accidents"].diff() > 0).sum())
    assert ask("哪些年份的死亡人数比上一年减少了？", CRASHES) == sorted(steps[steps < 0].index.tolist())
    assert ask("Which years had more fatalities than the year before?", CRASHES) == sorted(steps[steps > 0].index)


PRISONERS = pd.DataFrame({"year": range(1990, 2000), "stateFedIncarcerees": [7, 9, 12, 20, 19, 21, 11, 10, 13, 16],
                          "stateFedMales": [6, 8, 10, 13, 12, 15, 9, 9, 12, 14]})


def test_the_table_named_for_what_a_column_counts_is_that_column_of_each_year():
    assert ask("In which year was the number of prisoners highest?", PRISONERS, "prisoners") == 1995
    assert ask("Which year saw the biggest increase in total prisoners over the year before?", PRISONERS,
               "prisoners") == 1993


IQ = pd.DataFrame({"id": RNG.integers(1000, 1100, 120), "days": RNG.integers(1, 900, 120),
                   "piq": RNG.integers(60, 130, 120), "viq": RNG.integers(60, 130, 120)})


def test_a_letter_before_capitals_names_a_score():
    assert ask("Average performance IQ over all the tests, to 2 decimal places?", IQ) == round(IQ["piq"].mean(), 2)
    assert ask("What is the median verbal IQ?", IQ) == IQ["viq"].median()
    assert ask("操作智商的最大值是多少？", IQ) == IQ["piq"].max()


def test_within_a_bar_takes_the_bar_in():
    assert ask("365 天及以内做的测试有多少次？", IQ) == int((IQ["days"] <= 365).sum())


STUDENTS = pd.DataFrame({"art": [0, 3, 19, 2, 5, 1], "mar": ["Married", "Single", "Married", "Single", "Single", "Married"]})


def test_any_single_one_is_no_value():
    assert ask("What's the most articles any single student published?", STUDENTS) == 19
    assert ask("How many single students are there?", STUDENTS) == 3


AVIATION = pd.DataFrame({"year": range(2000, 2010), "airfatal": [300, 500, 250, 800, 120, 90, 400, 700, 60, 350],
                         "corpjetacc": [0, 1, 0, 0, 2, 0, 1, 0, 0, 3]})


def test_years_are_counted_and_the_worst_of_a_harm_is_its_most():
    assert ask("How many years had zero corporate jet accidents?", AVIATION) == int((AVIATION["corpjetacc"] == 0).sum())
    assert ask("The three worst years for airliner fatalities, worst first?", AVIATION) == [2003, 2007, 2001]
    assert ask("Which was the worst year for fatalities?", CRASHES) == CRASHES.loc[CRASHES["fatalities"].idxmax(), "year"]


TESTS = pd.DataFrame({"id": [11, 11, 11, 12, 13, 13, 14, 14, 14, 14, 15], "sex": list("MMMFFFMMMMF"),
                      "piq": [80, 85, 90, 100, 95, 97, 70, 75, 72, 78, 110]})
TASTINGS = pd.DataFrame({"subject": [3.0, 3.0, 10.0, 10.0, 15.0, 15.0, 16.0, 16.0], "potato": [2.9, 14, 11, 9, 4, 5, 6, 7]})


def test_the_people_a_long_table_follows_are_counted_once():
    assert ask("女性病人有几位？按人数算，不是按测试次数", TESTS) == 3
    assert ask("How many tasters are on the panel?", TASTINGS) == 4
    assert ask("How many patients took 3 or more tests?", TESTS) == 2
    assert ask("做过三次或以上智商测试的病人有几位？", TESTS) == 2


LOSERS = pd.DataFrame({"state": [93, 93, 95, 93, 12, 95, 40, 93, 12, 40, 41, 42] * 5,
                       "joblost": ["slack_work", "other", "position_abolished", "slack_work", "seasonal_job_ended",
                                   "slack_work", "other", "slack_work", "other", "position_abolished", "slack_work",
                                   "other"] * 5,
                       "age": RNG.integers(20, 60, 60)})


def test_groups_of_a_code_and_their_counts():
    assert ask("Which state code has the most workers in job_losers.csv?", LOSERS, "job_losers") == 93
    assert ask("How many people lost their job because the position was abolished?", LOSERS) == 10
    top = LOSERS["joblost"].value_counts()
    assert ask("How many workers are in each of the two most common job-loss reasons? most first", LOSERS) == \
        top.head(2).tolist()
    assert ask("人数最多的两种失业原因各有多少人？从多到少", LOSERS) == top.head(2).tolist()


SUBJECTS = pd.DataFrame({"USUBJID": [f"GT{1000 + i}" for i in range(12)],
                         "TRTA": [None, "Placebo", "Drug 1", "Drug 1", "Placebo", "Drug 1", "Drug 1", "Placebo",
                                  "Drug 1", None, "Placebo", "Drug 1"],
                         "RANDFL": ["N", "Y", "Y", "Y", "Y", "Y", "Y", "Y", "Y", "N", "Y", "Y"],
                         "EVNTFL": [None, "Y", "Y", "N", "N", "Y", "Y", "N", "N", None, "Y", "Y"]})


def test_a_flag_is_named_by_the_word_its_name_is_cut_from():
    assert ask("How many subjects were randomized?", SUBJECTS) == 10
    assert ask("试验药组（Drug 1）里发生了事件的受试者有几位？", SUBJECTS) == int(
        ((SUBJECTS["TRTA"] == "Drug 1") & (SUBJECTS["EVNTFL"] == "Y")).sum())


PHDS = pd.DataFrame({"art": [0, 3, 19, 2, 5, 1, 4, 0], "fem": ["Men", "Women", "Men", "Women", "Men", "Men", "Women", "Men"],
                     "mar": ["Married", "Single", "Married", "Married", "Single", "Married", "Married", "Single"]})


def test_a_sex_written_out_is_said_in_any_words():
    married_men = PHDS[(PHDS["mar"] == "Married") & (PHDS["fem"] == "Men")]["art"].mean()
    assert ask("已婚男生平均每人发表几篇论文？保留两位小数", PHDS) == round(married_men, 2)
    assert ask("女学生平均发表了多少篇论文？保留两位小数", PHDS) == round(PHDS.loc[PHDS["fem"] == "Women", "art"].mean(), 2)


ACCOUNTS = pd.DataFrame({"region": ["Agria"] * 6 + ["Induston"] * 6,
                         "freq": ["A", "A", "Q", "Q", "Q", "Q"] * 2,
                         "period": ["2018", "2019", "2019Q1", "2019Q2", "2019Q3", "2019Q4"] * 2,
                         "measure": ["gdp"] * 12,
                         "value": [400.0, 420.0, 100.0, 110.0, 95.0, 115.0, 800.0, 830.0, 200.0, 210.0, 205.0, 215.0]})
CRISES = pd.DataFrame({"country": ["Albania", "Albania", "Chile", "Chile", "Peru"], "year": [1994, 1997, 1981, 1982, 1983],
                       "month": [np.nan, 1.0, 11.0, np.nan, np.nan]})


def test_codes_said_in_words_and_names_of_two_words_missing():
    assert ask("Agria 2019 年的年度 GDP 是多少？", ACCOUNTS) == 420.0
    assert ask("季度数据一共有多少行？", ACCOUNTS) == 8
    assert ask("Induston's average annual GDP? round to a whole number", ACCOUNTS) == 815
    assert ask("crisis_events: how many crises have no start month?", CRISES, "crisis_events") == 3


INMATES = pd.DataFrame({"year": range(1985, 1995), "stateFedIncarcerees": np.arange(10) * 50000 + 400000,
                        "stateFedMales": np.arange(10) * 45000 + 380000, "stateFedFemales": np.arange(10) * 5000 + 20000,
                        "stateFedFemaleRate": np.arange(10) + 10})


def test_words_every_sibling_shares_tell_none_apart():
    assert ask("How many female prisoners were there in 1990?", INMATES, "prisoners") == 45000
    assert ask("In which year did the number of female prisoners first exceed 50,000?", INMATES, "prisoners") == 1992
    assert ask("文盲率在 2% 及以上的州有几个？", pd.DataFrame({"State": list("ABCDE"), "Illiteracy": [2.1, 0.5, 2.0, 1.9, 2.8]})) == 3
    assert ask("What's the most common reason for losing the job among the women?", pd.DataFrame(
        {"joblost": ["other", "slack_work", "other", "slack_work", "slack_work"], "sex": ["female", "female", "female",
                                                                                        "male", "male"]})) == "other"


def test_a_count_per_row_named_like_the_table_is_averaged_and_both_sexes_counted():
    assert ask("女学生平均发表了多少篇论文？保留两位小数", PHDS, "phd_articles") == round(
        PHDS.loc[PHDS["fem"] == "Women", "art"].mean(), 2)
    assert ask("男生和女生各有多少人？先说男生", PHDS, "phd_articles") == [5, 3]


def test_the_most_rows_of_a_code_are_named_by_the_name_it_has():
    names = ["AITKIN", "ANOKA", "BECKER", "BELTRAMI", "BENTON", "BIG STONE", "BLUE EARTH", "BROWN", "CARLTON",
             "CARVER", "CASS", "ST LOUIS"]
    counts = [3, 5, 2, 4, 6, 1, 7, 2, 3, 5, 4, 9]
    codes = [code for code, n in enumerate(counts, 1) for _ in range(n)]
    radon = pd.DataFrame({"county": codes, "county.name": [names[c - 1] for c in codes],
                          "log.radon": RNG.normal(1, 0.5, len(codes)).round(3)})
    assert ask("Which county has the most measurements?", radon, "radon") == "ST LOUIS"


FRIES = pd.DataFrame({"time": np.repeat(np.arange(1, 6), 12).astype(float), "subject": np.tile(np.arange(1, 13), 5).astype(float),
                      "potato": RNG.uniform(4, 14, 60).round(1), "buttery": RNG.exponential(0.8, 60).round(1),
                      "grassy": RNG.exponential(0.5, 60).round(1), "rancid": RNG.uniform(1, 9, 60).round(1),
                      "painty": RNG.exponential(2.5, 60).round(1)})


def test_measures_on_one_scale_are_the_things_a_which_asks_among():
    means = FRIES[["potato", "buttery", "grassy", "rancid", "painty"]].mean()
    assert ask("Which flavour has the highest average score overall?", FRIES) == means.idxmax()
    assert ask("哪种风味的平均分最低？", FRIES) == means.idxmin()
    assert ask("整体平均分低于 2 分的风味有哪些？", FRIES) == sorted(means[means < 2].index)


def test_a_number_named_by_the_word_its_name_is_cut_from():
    people = pd.DataFrame({"villnum": RNG.integers(1, 40, 300), "age": RNG.integers(18, 70, 300)})
    assert ask("how many distinct villages?", people) == people["villnum"].nunique()


def test_two_measures_of_one_row_said_together_are_each_answered():
    assert ask("male and female prisoners in 1990? men first", INMATES, "prisoners") == [605000, 45000]
