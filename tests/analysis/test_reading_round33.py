"""Readings of the thirty-third round: sums of money against a column kept in thousands, the one yes/no column a
table's name speaks of ('diabetic' in pima_diabetes), a character read inside a longer word that names no table …
Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.question import Table, choose_table, ranked
from nbcopilot.memory.embedding import embed_texts


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(33)
STATES = pd.DataFrame({"state": [f"S{i}" for i in range(50)], "expend": RNG.uniform(3.6, 9.8, 50).round(3),
                       "salary": RNG.uniform(25.9, 50.0, 50).round(3), "sat": RNG.integers(840, 1110, 50)})


def test_a_sum_of_money_against_a_column_kept_in_thousands():
    assert ask("How many states spend more than $7,000 per pupil?", STATES) == int((STATES["expend"] > 7).sum())
    cheap = sorted(STATES.loc[STATES["expend"] < 4.5, "state"])
    assert ask("生均支出不到 4500 美元的州有哪些？", STATES) == cheap


WOMEN = pd.DataFrame({"npreg": RNG.integers(0, 12, 150), "glu": RNG.integers(60, 200, 150),
                      "bmi": RNG.uniform(18, 50, 150).round(1), "age": RNG.integers(21, 70, 150),
                      "type": RNG.choice(["No", "Yes"], 150, p=[0.65, 0.35])})


def test_the_tables_name_says_what_its_yes_no_column_records():
    yes, no = WOMEN[WOMEN["type"] == "Yes"], WOMEN[WOMEN["type"] == "No"]
    assert ask("How many of the women are diabetic?", WOMEN, "pima_diabetes") == len(yes)
    assert ask("average BMI of the diabetic women, 2 decimals", WOMEN, "pima_diabetes") == round(yes["bmi"].mean(), 2)
    assert ask("What's the median plasma glucose of the women without diabetes?", WOMEN, "pima_diabetes") == \
        no["glu"].median()
    assert ask("有多少位女性是糖尿病患者？", WOMEN, "pima_diabetes") == len(yes)


def test_a_table_named_for_no_such_thing_keeps_every_row():
    assert ask("How many of the women are diabetic?", WOMEN, "women_survey") == len(WOMEN)  # 'women' are the rows
    assert ask("What is the mean age in the diabetes data?", WOMEN, "pima_diabetes") == WOMEN["age"].mean()


def embed(texts, query):
    return embed_texts(texts, query=query)


def test_a_character_read_inside_a_longer_word_names_no_table():
    survey = pd.DataFrame({"Sex": RNG.choice(["Male", "Female"], 80), "Height": RNG.uniform(150, 200, 80),
                           "Smoke": RNG.choice(["Never", "Heavy"], 80), "Age": RNG.uniform(17, 40, 80)})
    absences = pd.DataFrame({"Sex": RNG.choice(["Male", "Female"], 80), "Age": RNG.choice(["F0", "F1"], 80),
                             "Days": RNG.integers(0, 60, 80)})
    tables = [Table("class_survey", survey), Table("school_absences", absences)]
    # '课' (class) is a character of '缺课' (absent): the word read whole, it names no class_survey
    assert ranked("男生一共缺课多少天？", tables)[0][2].name == "school_absences"
    assert choose_table("男生一共缺课多少天？", tables, embed).name == "school_absences"


MONTHS = pd.DataFrame({"date": pd.date_range("1990-01-01", periods=240, freq="MS"),
                       "arabica": RNG.uniform(50, 300, 240).round(2), "robustas": RNG.uniform(20, 120, 240).round(2)})
MONTHS["law"] = np.where(MONTHS["date"] >= "1999-07-01", 1, 0)


def test_a_rate_unit_between_the_bar_and_its_number():
    over = int((MONTHS["arabica"] > 200).sum())
    assert ask("arabica 价格超过每磅 200 美分的月份一共有几个？", MONTHS, "coffee") == over


def test_over_all_months_pools_them():
    gap = (MONTHS["arabica"] - MONTHS["robustas"]).median()
    assert ask("median gap between the arabica and robustas prices (arabica minus robustas), over all months?",
               MONTHS, "coffee") == round(gap, 2) or ask(
        "median gap between the arabica and robustas prices (arabica minus robustas), over all months?",
        MONTHS, "coffee") == gap


def test_three_years_said_with_a_measure_word_are_years_ranked():
    yearly = MONTHS.groupby(MONTHS["date"].dt.year)["robustas"].mean().sort_values()
    assert ask("robustas 年均价格最低的三个年份是哪几年？", MONTHS, "coffee") == list(yearly.index[:3])


def test_volatility_is_the_standard_deviation():
    prices = pd.DataFrame({"arabica": RNG.uniform(150, 170, 100), "robustas": RNG.uniform(20, 120, 100)})
    assert prices["robustas"].std() > prices["arabica"].std() and prices["arabica"].mean() > prices["robustas"].mean()
    assert ask("Which is more volatile, arabica or robustas?", prices, "coffee") == "robustas"
    assert ask("arabica 和 robustas 哪个价格波动更大？", prices, "coffee") == "robustas"


def test_from_which_month_asks_the_first():
    first = MONTHS.loc[MONTHS["law"] == 1, "date"].min()  # the date itself, not its month's number (7)
    assert ask("From which month is the law in force? Give the date as YYYY-MM-DD", MONTHS, "coffee") == first


def test_a_numbered_flag_needs_its_number_said():
    shops = pd.DataFrame({"StoreID": RNG.choice([1, 2, 3, 4, 7], 100), "Price": RNG.uniform(1, 3, 100).round(2)})
    shops["Store7"] = np.where(shops["StoreID"] == 7, "Yes", "No")
    shops["STORE"] = shops["StoreID"].replace({7: 0})
    assert ask("一共有几家不同的商店？", shops, "juice") == shops["StoreID"].nunique()


CASES = pd.DataFrame({"agegp": np.repeat(["25-34", "35-44", "45-54", "55-64", "65-74", "75+"], 8),
                      "alcgp": np.tile(["0-39g/day", "40-79", "80-119", "120+"], 12),
                      "ncases": RNG.integers(0, 9, 48), "ncontrols": RNG.integers(0, 40, 48)})


def test_a_name_of_n_and_a_word_counts_that_word():
    assert ask("How many cancer cases are there in total?", CASES, "esoph") == CASES["ncases"].sum()
    assert ask("对照组一共有多少人？", CASES, "esoph") == CASES["ncontrols"].sum()


def test_a_word_said_whole_then_a_short_one_names_a_run_together_column():
    most = CASES.groupby("agegp")["ncases"].sum().idxmax()
    assert ask("Which age group has the most cases?", CASES, "esoph") == most
    assert ask("哪个年龄段的病例总数最多？", CASES, "esoph") == most  # '年龄段' glossed 'age group' at one place


def test_an_open_band_is_the_number_and_a_plus():
    assert ask("How many rows are in the 75 and over age group?", CASES, "esoph") == int((CASES["agegp"] == "75+").sum())


SWISS = pd.DataFrame({"province": [f"P{i}" for i in range(40)], "Fertility": RNG.uniform(35, 93, 40).round(1),
                      "Catholic": RNG.uniform(2, 100, 40).round(2), "Agriculture": RNG.uniform(1, 90, 40).round(1)})


def test_half_said_before_or_after_its_bar_on_a_column_of_percentages():
    assert ask("How many provinces are more than half Catholic?", SWISS) == int((SWISS["Catholic"] > 50).sum())
    assert ask("天主教徒占一半以上的省份有几个？", SWISS) == int((SWISS["Catholic"] > 50).sum())


def test_a_percent_barring_a_column_asks_no_share():
    mean = SWISS.loc[SWISS["Catholic"] < 10, "Fertility"].mean()
    assert ask("For the provinces that are less than 10% Catholic, what's the mean fertility? 1 decimal", SWISS) == \
        round(mean, 1)


def test_which_then_an_instruction_still_asks_the_rows():
    top = list(SWISS.nlargest(3, "Fertility")["province"])
    assert ask("生育率最高的三个省份是哪几个？从高到低排", SWISS) == top


def test_closest_to_a_number_is_the_least_distance():
    nearest = SWISS.loc[(SWISS["Catholic"] - 50).abs().idxmin(), "province"]
    assert ask("哪个省份的天主教徒比例最接近一半（50%）？", SWISS) == nearest
    assert ask("Which province has a Catholic share closest to 50%?", SWISS) == nearest


def test_numbered_things_are_counted_once_each():
    pupils = pd.DataFrame({"school": RNG.integers(1, 40, 600), "normexam": RNG.normal(0, 1, 600)})
    assert ask("How many schools are in the data?", pupils, "exams") == pupils["school"].nunique()


def test_points_allowed_are_points_against():
    teams = pd.DataFrame({"Team": [f"T{i}" for i in range(20)], "PointsFor": RNG.integers(200, 500, 20),
                          "PointsAgainst": RNG.integers(200, 500, 20)})
    fewest = teams.loc[teams["PointsAgainst"].idxmin(), "Team"]
    assert ask("Which team allowed the fewest points?", teams) == fewest
    assert ask("失分最少的是哪支球队？", teams) == fewest


WORKERS = pd.DataFrame({"age": RNG.choice([29, 30], 300), "gender": RNG.choice(["male", "female"], 300),
                        "earnings": RNG.uniform(3, 60, 300).round(2), "education": RNG.choice([6, 10, 12, 14, 16, 18], 300)})


def test_a_number_and_its_unit_before_a_column_bars_it():
    median = WORKERS.loc[WORKERS["education"] == 16, "earnings"].median()
    assert ask("What's the median hourly pay of the people with 16 years of education? 2 decimals", WORKERS) == \
        round(median, 2)


def test_the_fewest_and_the_most_are_a_columns_two_ends():
    assert ask("What are the fewest and the most years of education in the data? fewest first", WORKERS) == [6, 18]


WIVES = pd.DataFrame({"hours": RNG.integers(0, 4000, 200), "fincome": RNG.integers(2000, 90000, 200),
                      "city": RNG.choice(["yes", "no"], 200, p=[0.6, 0.4]),
                      "college": RNG.choice(["yes", "no"], 200, p=[0.3, 0.7])})


def test_a_column_named_as_the_column_is_no_condition():
    assert ask("What's the most common value in the city column?", WIVES) == WIVES["city"].mode()[0]
    top = WIVES.loc[WIVES["hours"].idxmax(), "college"]
    assert ask("Did the wife who worked the most hours attend college? answer yes or no, as in the college column",
               WIVES) == top


def test_in_the_survey_is_the_study_no_flag():
    farms = pd.DataFrame({"village": RNG.choice(["dukou", "zhangxi", "xinlian"], 150),
                          "takeup_survey": RNG.choice([0, 1], 150), "age": RNG.uniform(20, 80, 150).round()})
    most = farms["village"].value_counts().idxmax()
    assert ask("Which village has the most households in the survey?", farms) == most
