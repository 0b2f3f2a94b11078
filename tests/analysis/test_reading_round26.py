"""Readings of the twenty-sixth round: a noted order of a group's codes ('按 1 to 4 的顺序') still asks for the
figures in order, and an empty result is stated as none. Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.answer import stated


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(26)
SURVEY = pd.DataFrame({"hincfel": RNG.choice([1.0, 2.0, 3.0, 4.0], 300),
                       "trstplc": RNG.integers(0, 11, 300).astype(float),
                       "agea": RNG.integers(18, 90, 300)})


def test_the_order_of_a_groups_codes_lists_the_figures_in_that_order():
    means = SURVEY.groupby("hincfel")["trstplc"].mean().sort_index().round(2).tolist()
    got = ask("按收入感受（hincfel 1 到 4）分组，各组对警察的平均信任度（trstplc）是多少？保留两位小数，按 1 到 4 的顺序", SURVEY)
    assert got == means


def test_an_empty_result_is_stated_as_none():
    assert stated(repr(pd.Series([], dtype="int64", name="count"))) == "none"
    assert stated(repr([])) == "none"
    assert stated(repr(pd.DataFrame({"a": []}))) == "none"


FIRMS = pd.DataFrame({"salary": RNG.permutation(np.arange(200, 5200, 25))[:150].astype(float),
                      "pcsalary": RNG.integers(-40, 120, 150).astype(float),
                      "sales": RNG.uniform(200, 50000, 150).round(1), "roe": RNG.uniform(-5, 50, 150).round(1)})
FIRMS["lsales"] = np.log(FIRMS["sales"])


def test_a_unit_noted_in_brackets_keeps_the_column_read_of_the_top_row():
    top = FIRMS.loc[FIRMS["salary"].idxmax()]
    assert ask("What were the 1990 sales (in millions) of the company whose CEO was paid the most? 1 decimal",
               FIRMS) == round(float(top["sales"]), 1)
    assert ask("What is the roe (in percent) of the firm with the highest salary?", FIRMS) == float(top["roe"])


POLLS = pd.DataFrame({"PollTaker": RNG.choice(["Gallup", "Zogby", "Rasmussen", "CNN", "ARG"], 120),
                      "n": RNG.permutation(np.arange(600, 3000, 20))[:120],
                      "Obama": RNG.integers(40, 55, 120), "McCain": RNG.integers(38, 52, 120),
                      "Pop": RNG.choice(["LV", "RV", "A"], 120)})


def test_a_superlatives_by_and_a_measures_words_ranks_the_rows():
    assert ask("Which pollster ran the single largest poll by sample size?", POLLS) == \
        POLLS.loc[POLLS["n"].idxmax(), "PollTaker"]


def test_a_superlatives_by_and_a_key_still_groups():
    got = ask("What is the highest Obama share by pollster?", POLLS)
    assert got == POLLS.groupby("PollTaker")["Obama"].max().sort_index().tolist()


def test_an_operation_on_one_of_several_columns_is_described_and_a_one_sided_difference_refused():
    from nbcopilot.analysis.operations import Operation, check, describe

    one = Operation(op="columns", data="salaries", agg="mean", values=("salary",))
    assert "salary" in describe(one)  # a chosen reading over a single column is said, never an IndexError
    assert check(Operation(op="difference", data="t", values=("a",)), ["a", "b"]) is not None


CLOSES = pd.DataFrame({"Date": pd.date_range("2015-06-01", periods=400, freq="B"),
                       "AAPL": RNG.uniform(90, 180, 400).round(2), "GOOG": RNG.uniform(500, 1100, 400).round(2),
                       "MSFT": RNG.uniform(40, 90, 400).round(2)})


def test_a_company_said_in_chinese_names_its_tickers_column():
    in_2016 = CLOSES[CLOSES["Date"].dt.year == 2016]
    assert ask("2016 年微软的平均收盘价是多少？保留两位小数", CLOSES) == round(float(in_2016["MSFT"].mean()), 2)
    quarters = in_2016.groupby(in_2016["Date"].dt.quarter)["AAPL"].mean().round(2).tolist()
    assert ask("2016 年苹果每个季度的平均收盘价分别是多少？保留两位小数，按季度顺序", CLOSES) == quarters


TRADERS = pd.DataFrame({"good": RNG.choice(["A", "B"], 150, p=[0.45, 0.55]), "level": RNG.choice([1, 8], 150),
                        "fruits": RNG.integers(0, 90, 150)})


def test_groups_said_by_their_own_values_come_in_the_order_said():
    counts = TRADERS["good"].value_counts()
    assert ask("拿到物品 A 和物品 B 的各有多少人？先 A 后 B", TRADERS) == [int(counts["A"]), int(counts["B"])]
    means = TRADERS.groupby("level")["fruits"].mean().round(2)
    assert ask("Mean fruits per plant at nutrient level 1 and at level 8? 2 decimals, level 1 first", TRADERS) == \
        [means[1], means[8]]


def test_two_numbers_said_as_a_range_name_every_group_between():
    codes = pd.DataFrame({"level": RNG.choice([1, 2, 3, 4, 5], 300)})
    assert ask("How many respondents at each education level, 1 through 5?", codes) == \
        codes["level"].value_counts().sort_index().tolist()


QUARRELS = pd.DataFrame({"year": RNG.integers(1810, 1950, 400), "months": RNG.integers(1, 120, 400),
                         "chronicFighting": RNG.choice([0, 1], 400, p=[0.9, 0.1]),
                         "prevConflict": RNG.choice([0, 1], 400, p=[0.7, 0.3]),
                         "colonial": RNG.choice([0, 1], 400, p=[0.8, 0.2])})


def test_a_flag_whose_modifier_is_unsaid_keeps_every_row():
    assert ask("What's the median number of months of fighting?", QUARRELS) == float(QUARRELS["months"].median())
    assert ask("1820 年到 1829 年之间开始的冲突有多少起？", QUARRELS) == int(QUARRELS["year"].between(1820, 1829).sum())


def test_a_flag_named_whole_is_still_a_condition():
    assert ask("What's the median number of months of the colonial quarrels?", QUARRELS) == \
        float(QUARRELS.loc[QUARRELS["colonial"] == 1, "months"].median())
    assert ask("How many quarrels had a previous conflict?", QUARRELS) == int(QUARRELS["prevConflict"].sum())


PLAYERS = pd.DataFrame({"salary": RNG.permutation(np.arange(100_000, 6_400_000, 20_000))[:300].astype(float),
                        "years": RNG.integers(1, 20, 300), "runs": RNG.integers(0, 1600, 300),
                        "hruns": RNG.integers(0, 450, 300), "age": RNG.integers(20, 40, 300),
                        "fage": RNG.integers(40, 70, 300)})


def test_a_letter_and_a_columns_name_is_that_letters_word_and_the_column():
    assert ask("How many career home runs does the highest-paid player have?", PLAYERS) == \
        int(PLAYERS.loc[PLAYERS["salary"].idxmax(), "hruns"])
    assert ask("What is the mean father's age? 2 decimals", PLAYERS) == round(float(PLAYERS["fage"].mean()), 2)
    assert ask("What is the mean age? 2 decimals", PLAYERS) == round(float(PLAYERS["age"].mean()), 2)


def test_a_year_after_or_more_is_no_bar_and_anyone_asks_yes_or_no():
    assert ask("How many players made $5 million or more in 1993?", PLAYERS) == int((PLAYERS["salary"] >= 5e6).sum())
    assert ask("anyone with 400 or more career home runs?", PLAYERS) is bool((PLAYERS["hruns"] >= 400).any())
