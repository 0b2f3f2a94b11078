"""Misfires of the thirty-seventh round's readings that two reviews found (each fails on the round's commit before
its mend, 12270cc): a value 'too' that is no 'count it too', fractions named in percent, twins that are no units of
ten, calendar months asked of a monthly series, a fall of a column of drops, 'B&B', 'age at diagnosis' beside 'age',
'points' beside 'Pts', a measure said in full that is no echo. Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(3737)
STATES = pd.DataFrame({"state": ["AK", "AL", "CA", "DC", "NY", "TX", "WA", "OR"],
                       "crime_rate": [6.1, 7.2, 5.5, 25.0, 6.9, 6.4, 5.1, 4.9]})
DEPTS = pd.DataFrame({"dept": RNG.choice(["研发部", "市场部", "销售部"], 90), "salary": RNG.integers(8000, 40000, 90)})
TOURS = pd.DataFrame({"meal": RNG.choice(["Lunch", "Dinner", "None"], 200),
                      "price": RNG.uniform(50, 300, 200).round(2)})


def test_a_value_said_with_too_or_included_still_keeps_its_rows():
    assert ask("What is the average crime rate if we leave out DC too?", STATES) == \
        STATES.loc[STATES["state"] != "DC", "crime_rate"].mean()
    assert ask("How many tours have Lunch included?", TOURS) == int((TOURS["meal"] == "Lunch").sum())
    rd = DEPTS.loc[DEPTS["dept"] == "研发部", "salary"].mean()
    assert ask("研发部也计划扩招，它的平均工资是多少？", DEPTS) == rd


def test_a_column_named_in_percent_keeps_its_figures():
    days = pd.DataFrame({"idx_pct_change": RNG.uniform(-0.95, 0.95, 150).round(3)})
    assert ask("How many days did idx_pct_change exceed 0.5%?", days) == int((days["idx_pct_change"] > 0.5).sum())
    assert ask("What was the highest idx_pct_change in percent?", days) == days["idx_pct_change"].max()


def test_a_bar_past_every_value_stays_with_its_column_unless_a_twin_is_in_units_of_ten():
    homes = pd.DataFrame({"num_rooms": RNG.integers(1, 8, 300), "num_reviews": RNG.integers(0, 400, 300)})
    assert ask("How many listings have more than 10 rooms?", homes) == 0
    people = pd.DataFrame({"weight_kg": RNG.uniform(45, 120, 200).round(1)})
    people["weight_lb"] = (people["weight_kg"] * 2.20462).round(1)
    assert ask("How many people weigh more than 130 kg?", people) == 0


_MONTHS = pd.date_range("2012-01-01", periods=48, freq="MS")
RAIN = pd.DataFrame({"date": _MONTHS, "rainfall": RNG.uniform(40, 300, 48).round(1)})


def test_the_calendars_months_asked_of_a_monthly_series():
    usual = RAIN.groupby(RAIN["date"].dt.month)["rainfall"].sum().idxmax()
    assert ask("Which month usually has the highest total rainfall?", RAIN) == usual
    assert ask("哪个月通常总降雨量最多？", RAIN) == usual


def test_a_number_after_a_comparative_is_a_bar_though_a_name_ends_in_it():
    index = pd.DataFrame({"SP500_Close": RNG.uniform(400, 600, 120).round(2), "Volume": RNG.integers(1, 9, 120)})
    assert ask("标普收盘超过500点的有多少天？", index) == int((index["SP500_Close"] > 500).sum())


def test_the_biggest_drop_of_a_column_of_drops_is_its_highest():
    weather = pd.DataFrame({"city": [f"c{i}" for i in range(120)], "temp": RNG.uniform(-20, 30, 120).round(1),
                            "temp_drop": RNG.uniform(0, 15, 120).round(2)})
    assert ask("Which city had the biggest drop in temp?", weather) == \
        weather.loc[weather["temp_drop"].idxmax(), "city"]


def test_letters_joined_by_an_ampersand_name_no_flag():
    stays = pd.DataFrame({"type": RNG.choice(["B&B", "Hotel", "Hostel"], 300),
                          "price": RNG.uniform(40, 400, 300).round(2), "bb": RNG.integers(0, 2, 300)})
    assert ask("What is the average price of a B&B?", stays) == stays.loc[stays["type"] == "B&B", "price"].mean()


def test_a_shorter_name_said_whole_outranks_a_longer_one_half_said():
    patients = pd.DataFrame({"age": RNG.integers(20, 90, 200), "age_at_diagnosis": RNG.integers(5, 60, 200),
                             "diagnosis": RNG.choice(["asthma", "copd", "flu"], 200)})
    assert ask("What is the average age of patients whose diagnosis is asthma?", patients) == \
        patients.loc[patients["diagnosis"] == "asthma", "age"].mean()
    teams = pd.DataFrame({"team": [f"T{i}" for i in range(20)], "points_for": RNG.integers(200, 600, 20),
                          "points_against": RNG.integers(200, 600, 20), "Pts": RNG.integers(10, 90, 20)})
    assert ask("Which team scored the most points?", teams) == teams.loc[teams["points_for"].idxmax(), "team"]


_C = 240
COUPLES = pd.DataFrame({"age_husband": RNG.integers(22, 75, _C), "age_wife": RNG.integers(20, 72, _C),
                        "ht_husband": RNG.integers(1550, 1950, _C), "ht_wife": RNG.integers(1400, 1800, _C),
                        "age_wife_at_marriage": RNG.integers(15, 36, _C), "years_married": RNG.integers(1, 50, _C)})


def test_the_column_the_words_before_a_number_name():
    c = COUPLES
    assert ask("How many wives are taller than 1700?", c) == int((c["ht_wife"] > 1700).sum())
    assert ask("结婚超过 20 年的夫妻中丈夫平均多少岁？", c) == c.loc[c["years_married"] > 20, "age_husband"].mean()
    assert ask("What is the average age at marriage of wives whose husbands are over 60 years old?", c) == \
        c.loc[c["age_husband"] > 60, "age_wife_at_marriage"].mean()
    assert ask("结婚超过 30 年的夫妻有多少对？", c) == int((c["years_married"] > 30).sum())


def test_the_late_rules_where_they_must_not_fire():
    prices = pd.DataFrame({"Google_Return": RNG.normal(0, 0.02, 120).round(4),
                           "Apple_Return": RNG.normal(0, 0.02, 120).round(4)})
    assert ask("How much did Google's return go up in total?", prices) in (
        prices["Google_Return"].sum(), prices.loc[prices["Google_Return"] > 0, "Google_Return"].sum())
    streaks = pd.DataFrame({"Team": [f"T{i:02d}" for i in range(20)], "Wins": RNG.integers(2, 14, 20),
                            "Losses": RNG.integers(2, 14, 20), "UnbeatenStreak": RNG.integers(0, 12, 20)})
    assert ask("What is the average unbeaten streak?", streaks) == streaks["UnbeatenStreak"].mean()
    income = pd.DataFrame({"State": RNG.choice(["Texas", "Ohio", "Utah"], 90), "income": RNG.integers(40, 90, 90)})
    assert ask("删除 Texas 以外的所有行后，平均收入是多少？", income) == income.loc[income["State"] == "Texas", "income"].mean()
    trips = pd.DataFrame({"mode": RNG.choice(["bus", "train", "car"], 150),
                          "cost.bus": RNG.uniform(5, 30, 150).round(2), "cost.train": RNG.uniform(10, 40, 150).round(2)})
    assert ask("What is the average bus cost for people who took the train?", trips) == \
        trips.loc[trips["mode"] == "train", "cost.bus"].mean()
    exams = pd.DataFrame({"ExamsPassed": RNG.integers(0, 6, 200)})
    assert ask("How many students passed 3 exams?", exams) in (int((exams["ExamsPassed"] == 3).sum()),
                                                                int((exams["ExamsPassed"] >= 3).sum()))
    weather = pd.DataFrame({"day": range(200), "Temp": RNG.uniform(-10, 25, 200).round(1),
                            "TempChange": RNG.normal(0, 3, 200).round(1)})
    # (a level below and above zero is no move; 对外 is no pair: neither reading may be the one the misfire made)
    assert ask("On how many days did the temperature go up?", weather) != int((weather["Temp"] > 0).sum())
    assert ask("2020 年有多少对外投资？", pd.DataFrame({"year": [2019, 2020, 2020], "amount": [5, 7, 9]})) != 2


def test_a_name_half_said_after_another_in_chinese_is_still_the_thing():
    gems = pd.DataFrame({"Clarity": np.repeat(["IF", "VS1", "SI2"], 40),
                         "Carat": np.r_[[0.5] * 40, [0.8] * 40, [2.0] * 40],
                         "PricePerCt": np.r_[[9000.0] * 40, [6000.0] * 40, [3000.0] * 40]})
    gems["TotalPrice"] = gems["Carat"] * gems["PricePerCt"] + np.r_[[2000.0] * 40, [0.0] * 80]
    assert ask("哪个净度等级的钻石，平均每克拉价格最高？", gems) == "IF"  # the price, not the carats ('SI2')
