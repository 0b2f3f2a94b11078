"""Readings of the thirty-second round: a column named for a gap word ('absent' days, '缺课天数'), 'Average …'
opening a question, a few brand codes said in full ('Minute Maid' of 'MM'), … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(32)
PUPILS = pd.DataFrame({"race": RNG.choice(["aboriginal", "white"], 120), "sex": RNG.choice(["female", "male"], 120),
                       "learner": RNG.choice(["average", "slow"], 120), "absent": RNG.integers(0, 60, 120)})


def test_a_column_named_for_a_gap_word_holds_figures():
    assert ask("男生一共缺课多少天？", PUPILS) == PUPILS.loc[PUPILS["sex"] == "male", "absent"].sum()
    assert ask("缺课天数的中位数是多少天？", PUPILS) == PUPILS["absent"].median()
    assert ask("How many days absent were there in total for girls?", PUPILS) == \
        PUPILS.loc[PUPILS["sex"] == "female", "absent"].sum()


def test_a_question_opening_with_average_asks_the_mean():
    mean = PUPILS.loc[PUPILS["race"] == "aboriginal", "absent"].mean()
    assert ask("Average days absent for aboriginal children, to 2 decimals?", PUPILS) == pytest.approx(round(mean, 2))


JUICE = pd.DataFrame({"Purchase": RNG.choice(["CH", "MM"], 200), "StoreID": RNG.choice([1, 2, 3, 4, 7], 200),
                      "PriceCH": RNG.choice([1.69, 1.79, 1.89], 200), "PriceMM": RNG.choice([1.99, 2.09, 2.19], 200)})


def test_a_few_codes_are_the_initials_of_the_brands_said():
    assert ask("How many of the purchases were Minute Maid?", JUICE) == int((JUICE["Purchase"] == "MM").sum())
    assert ask("有多少条购买记录是 Citrus Hill？", JUICE) == int((JUICE["Purchase"] == "CH").sum())


SAVINGS = pd.DataFrame({"country": [f"Land{i}" for i in range(30)], "sr": RNG.uniform(1, 20, 30).round(2),
                        "pop15": RNG.uniform(20, 48, 30).round(2), "pop75": RNG.uniform(0.5, 5, 30).round(2),
                        "dpi": RNG.uniform(80, 4000, 30).round(2)})


def test_a_short_name_is_the_initials_of_the_words_said_first_or_in_chinese():
    assert ask("Savings ratio of Land3?", SAVINGS) == SAVINGS.loc[3, "sr"]
    assert ask("储蓄率超过 10% 的国家有多少个？", SAVINGS) == int((SAVINGS["sr"] > 10).sum())


def test_a_table_named_for_the_first_word_of_a_column_said_there():
    frames = {"savings": SAVINGS}
    assert answered("What's the average savings ratio across the countries? round to 2 decimals", "savings", frames,
                    meaning=True) == pytest.approx(round(SAVINGS["sr"].mean(), 2))


def test_an_age_band_said_of_a_column_named_for_it_is_no_bar():
    kept = SAVINGS[SAVINGS["pop75"] > 4]
    assert ask("75 岁以上人口占比超过 4% 的国家，平均储蓄率是多少？保留两位小数", SAVINGS) == pytest.approx(
        round(kept["sr"].mean(), 2))


HEPTATHLON = pd.DataFrame({"athlete": [f"Runner {c} (X{c})" for c in "ABCDEFGHIJ"],
                           "run200m": RNG.uniform(22, 27, 10).round(2), "run800m": RNG.uniform(124, 164, 10).round(2),
                           "score": RNG.integers(4500, 7300, 10)})


def test_a_race_named_by_its_distance_is_said_by_the_distance_and_holds_times():
    assert ask("Mean 800m time in seconds? 2 decimals please", HEPTATHLON) == pytest.approx(
        round(HEPTATHLON["run800m"].mean(), 2))
    assert ask("800 米跑得最慢的是哪位选手？", HEPTATHLON) == HEPTATHLON.loc[HEPTATHLON["run800m"].idxmax(), "athlete"]
    assert ask("Who ran the fastest 200 metres?", HEPTATHLON) == HEPTATHLON.loc[HEPTATHLON["run200m"].idxmin(), "athlete"]


ROADS = pd.DataFrame({"month": pd.date_range("1969-01-01", periods=48, freq="MS"),
                      "DriversKilled": RNG.integers(60, 200, 48), "drivers": RNG.integers(1000, 2600, 48),
                      "VanKilled": RNG.integers(2, 20, 48)})


def test_a_year_said_after_in_is_no_bar_on_the_column_before_it():
    in_1970 = ROADS[ROADS["month"].dt.year == 1970]
    assert ask("total drivers killed in 1970", ROADS) == in_1970["DriversKilled"].sum()
    assert ask("How many car drivers were killed in 1970 altogether?", ROADS) == in_1970["DriversKilled"].sum()


def test_the_plural_of_a_column_after_its_superlative_asks_the_figures():
    top = HEPTATHLON["score"].sort_values(ascending=False).head(3).tolist()
    assert [int(x) for x in ask("the three best scores, highest first", HEPTATHLON)] == top
    assert ask("which athletes had the three highest scores?", HEPTATHLON) == \
        HEPTATHLON.sort_values("score", ascending=False)["athlete"].head(3).tolist()


TEAMS = pd.DataFrame({"Team": [f"Team {c}" for c in "ABCDEFGHIJKL"], "League": list("ANANANANANAN"),
                      "WinPct": RNG.uniform(0.35, 0.65, 12).round(3), "Runs": RNG.integers(600, 900, 12)})


def test_a_figure_written_without_its_leading_zero():
    assert ask("number of teams with a win pct below .450?", TEAMS) == int((TEAMS["WinPct"] < 0.45).sum())


def test_totals_said_after_a_columns_word_are_the_figures():
    assert [int(x) for x in ask("top 3 run totals of the season, highest first", TEAMS)] == \
        TEAMS["Runs"].sort_values(ascending=False).head(3).tolist()


SHOPS = pd.DataFrame({"store": RNG.choice([1, 2, 3, 7], 80), "sales": RNG.integers(10, 90, 80)})


def test_a_number_before_hao_and_a_noun_is_which_one():
    assert ask("7 号店的销售额一共是多少？", SHOPS) == SHOPS.loc[SHOPS["store"] == 7, "sales"].sum()


PAY = pd.DataFrame({"degree": RNG.choice(["BA", "MA"], 40), "years": RNG.permutation(np.arange(1, 41)),
                    "base": RNG.integers(40_000, 70_000, 40),
                    "total": RNG.uniform(50_000, 90_000, 40).round(2)})  # (pay in dollars and cents)


def test_base_pay_said_in_chinese():
    assert ask("基本工资的中位数是多少？", PAY) == PAY["base"].median()
    assert ask("工龄最长的那位老师，基本工资是多少美元？", PAY) == PAY.loc[PAY["years"].idxmax(), "base"]


EVENTS = pd.DataFrame({"athlete": [f"Runner {c}" for c in "ABCDEFGHIJ"], "hurdles": RNG.uniform(12.5, 16.5, 10).round(2),
                       "longjump": RNG.uniform(5.5, 7.3, 10).round(2), "score": RNG.integers(4500, 7300, 10)})


def test_a_race_said_before_its_column_is_no_bar_and_its_time_is_lowest_at_best():
    assert ask("What was the fastest 100m hurdles time?", EVENTS) == EVENTS["hurdles"].min()
    assert ask("100 米栏成绩的平均值是多少？保留两位小数", EVENTS) == pytest.approx(round(EVENTS["hurdles"].mean(), 2))


BATTING = TEAMS.assign(Triples=RNG.integers(20, 70, 12), SB=RNG.integers(40, 160, 12))


def test_baseball_words_in_chinese():
    assert ask("三垒打超过 50 个的球队有哪些？", BATTING) == sorted(BATTING.loc[BATTING["Triples"] > 50, "Team"])
    assert ask("盗垒最多的是哪支球队？", BATTING) == BATTING.loc[BATTING["SB"].idxmax(), "Team"]


def test_teachers_counted_in_a_table_of_teachers_pay_with_a_total_in_dollars_and_cents():
    frames = {"teacher_pay": PAY}
    assert answered("How many teachers have more than 20 years?", "teacher_pay", frames, meaning=True) == \
        int((PAY["years"] > 20).sum())


def test_a_bar_said_with_or_fewer_gives_no_direction():
    junior = PAY[PAY["years"] <= 10]
    assert ask("Among teachers with 10 years or fewer in the district, which degree has the higher average base "
               "salary?", PAY) == junior.groupby("degree")["base"].mean().idxmax()


STATES = pd.DataFrame({"state": [f"State {i}" for i in range(20)], "expend": RNG.uniform(3.5, 9.5, 20).round(3),
                       "sat": RNG.permutation(np.arange(850, 1110, 13))})


def test_the_total_score_of_the_top_row_and_of_each_of_the_top_rows():
    assert ask("生均教育支出最高的那个州，SAT 总分是多少？", STATES) == STATES.loc[STATES["expend"].idxmax(), "sat"]
    assert [int(x) for x in ask("SAT 总分最高的三个州，各自的总分是多少？从高到低", STATES)] == \
        STATES["sat"].sort_values(ascending=False).head(3).tolist()


def test_a_total_of_hours_is_still_the_measure_asked_by_its_unit():
    sleep = pd.DataFrame({"species": [f"Animal {c}" for c in "ABCDEFGH"], "body_wt": RNG.uniform(0.1, 90, 8),
                          "non_dreaming": RNG.uniform(2, 17, 8).round(1), "dreaming": RNG.uniform(0, 6, 8).round(1),
                          "total_sleep": RNG.uniform(2.5, 19.9, 8).round(1), "life_span": RNG.uniform(2, 100, 8),
                          "danger": RNG.integers(1, 6, 8)})
    assert ask("Which species sleeps the most hours a day?", sleep) == sleep.loc[sleep["total_sleep"].idxmax(), "species"]
