"""Misreadings the thirty-eighth round's reviews found in its own new rules, each pinned: month columns beside a
month or a date, the lower of two columns, things counted in a table of one measure, words said apart that are no
value, letters of other columns, 'people', 'counts as', years held in a column, codes refused or selecting, '是不是',
'零下', years as sides, a length in minutes, a column named 涨跌幅, which of listed columns, 最多数量, the three highest
in percent, the fall as a season. Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(3838)


def test_a_month_column_wins_over_a_month_of_birth_and_a_date_over_a_contracts_month():
    kids = pd.DataFrame({"month": [1, 2, 3, 3, 4, 5, 3, 6], "birth_month": [3, 5, 1, 3, 7, 3, 2, 5],
                         "score": [60, 72, 55, 57, 80, 66, 56, 70]})
    assert ask("What is the average score in March?", kids) == kids.loc[kids["month"] == 3, "score"].mean()
    deals = pd.DataFrame({"start_date": pd.to_datetime(["2022-03-02", "2022-01-15", "2022-03-20", "2022-05-05",
                                                        "2022-03-28", "2022-07-01"]),
                          "contract_month": [3, 3, 12, 3, 6, 3], "value": [10, 20, 30, 40, 50, 60]})
    assert ask("How many contracts started in March?", deals) == int((deals["start_date"].dt.month == 3).sum())


STOCK = pd.DataFrame({"date": pd.date_range("2020-01-01", periods=12, freq="MS"),
                      "open": [50.1, 52.3, 51.0, 48.2, 49.9, 53.4, 55.0, 54.2, 56.8, 58.1, 57.0, 59.3],
                      "high": [53.2, 55.0, 54.9, 52.0, 51.7, 58.8, 57.1, 56.0, 61.9, 60.2, 59.9, 62.0],
                      "low": [48.9, 50.7, 45.2, 44.1, 48.0, 51.9, 53.8, 52.2, 55.1, 56.0, 55.3, 57.8]})


def test_how_much_lower_one_column_is_than_another_reads_positive():
    assert np.isclose(ask("On average, how much lower is the low than the open?", STOCK),
                      (STOCK["open"] - STOCK["low"]).mean())


def test_things_counted_in_a_table_of_one_measure_are_rows():
    orders = pd.DataFrame({"state": ["Ohio", "Utah", "Ohio", "Iowa", "Utah", "Ohio", "Iowa", "Ohio"],
                           "amount": [120.5, 80.0, 99.9, 45.0, 300.0, 150.0, 75.5, 60.0]})
    try:
        got = ask("平均每个州有多少订单？", orders)
    except AssertionError:  # no reading: the question goes to the model
        got = None
    assert got in (None, orders["state"].value_counts().mean())  # orders counted, never their mean amount


def test_ordinary_words_said_apart_name_no_joined_value():
    rates = pd.DataFrame({"year": [2018, 2018, 2018, 2019, 2019, 2019], "group": ["Women", "Men", "Overall"] * 2,
                          "rate": [9.1, 8.3, 8.7, 8.9, 8.8, 8.85]})
    assert np.isclose(ask("What is the average rate for women over all years?", rates),
                      rates.loc[rates["group"] == "Women", "rate"].mean())


def test_letters_of_a_column_of_many_codes_still_met_by_the_words_for_them():
    people = pd.DataFrame({"sex": list("MFMUXOFMFMFF"),
                           "income": [100, 120, 90, 80, 70, 60, 130, 110, 95, 105, 99, 101]})
    assert ask("What is the average income of male respondents?", people) == \
        people.loc[people["sex"] == "M", "income"].mean()
    school = pd.DataFrame({"sex": [1, 2, 1, 2, 1, 2], "grade": list("BGPBGB"), "score": [70, 80, 65, 90, 75, 85]})
    assert ask("How many boys are there?", school) != int((school["grade"] == "B").sum()) or \
        int((school["sex"] == 1).sum()) == int((school["grade"] == "B").sum())


def test_people_counted_in_a_table_of_people_with_a_population_column():
    staff = pd.DataFrame({"name": list("ABCDEFGH"), "city": ["Denver", "Boston", "Denver", "Austin", "Denver", "Boston",
                                                             "Austin", "Denver"],
                          "city_pop": [715000, 675000, 715000, 965000, 715000, 675000, 965000, 715000],
                          "age": [34, 45, 29, 51, 38, 42, 27, 60]})
    assert ask("How many people in the table work in Denver?", staff) == int((staff["city"] == "Denver").sum())


def test_a_value_said_to_count_as_something_else_still_keeps_its_rows():
    orders = pd.DataFrame({"country": ["Canada", "Mexico", "USA", "Canada", "Mexico", "USA", "Canada"],
                           "amount": [620, 150, 900, 480, 700, 300, 810]})
    assert ask("Mexico counts as a new market. Total amount of orders from Mexico?", orders) == \
        int(orders.loc[orders["country"] == "Mexico", "amount"].sum())


def test_a_year_held_in_a_column_is_which_rows_beside_columns_named_for_years():
    gdp = pd.DataFrame({"country": ["A", "A", "B", "B"], "year": [2015, 2020, 2015, 2020],
                        "gdp_2015usd": [1.2, 1.4, 1.1, 1.5], "gdp_2020usd": [1.3, 1.5, 1.2, 1.54]})
    assert np.ravel(ask("What was country B's gdp_2020usd in 2020?", gdp)).tolist() == [1.54]


ELECTION = pd.DataFrame({"State": ["Alabama", "Connecticut", "New York", "Texas", "Wyoming"],
                         "Abr": ["AL", "CT", "NY", "TX", "WY"], "Income": [32404, 54117, 46364, 36484, 46202]})


def test_names_asked_rather_than_codes_are_names():
    assert ask("Which state has the lowest income? Give its name rather than the abbreviation.", ELECTION) == "Alabama"
    assert sorted(np.ravel(ask("人均收入高于 45000 的州有哪些？写出州名，不要写缩写。", ELECTION)).tolist()) == \
        ["Connecticut", "New York", "Wyoming"]


def test_shi_bu_shi_asks_and_below_zero_is_no_zero():
    cards = pd.DataFrame({"student": ["Yes", "No", "No", "Yes", "No", "Yes"],
                          "default": ["No", "Yes", "No", "No", "No", "Yes"],
                          "balance": [500.0, 1200.0, 300.0, 800.0, 0.0, 1500.0]})
    assert np.isclose(ask("是学生的客户平均余额是多少？", cards), cards.loc[cards["student"] == "Yes", "balance"].mean())
    weather = pd.DataFrame({"date": pd.date_range("2021-01-01", periods=8),
                            "temp": [-3.0, 0.0, 2.5, -1.0, 0.0, 4.0, -6.5, 1.0]})
    assert ask("气温在零下的日子有几天？", weather) == int((weather["temp"] < 0).sum())


def test_two_years_compared_are_no_pair_of_columns():
    sales = pd.DataFrame({"year": [2019, 2020, 2021], "sales": [120.0, 135.5, 160.25]})
    assert np.isclose(ask("2021年的销售额比2020年高多少？", sales), 160.25 - 135.5)


def test_a_length_in_minutes_keeps_its_bar():
    films = pd.DataFrame({"title": list("ABCDEFGH"), "length": [95, 130, 121, 88, 150, 119, 140, 101]})
    assert ask("How many movies have a length over 120 minutes?", films) == int((films["length"] > 120).sum())
    assert ask("片长超过 120 分钟的电影有几部？", films) == int((films["length"] > 120).sum())


def test_a_column_named_for_moves_both_ways_is_no_size():
    moves = pd.DataFrame({"day": range(8), "涨跌幅": [1.2, -0.5, 0.3, -2.1, 0.0, 0.8, -0.2, 1.5]})
    assert ask("涨跌幅大于 0 的天数有多少？", moves) == int((moves["涨跌幅"] > 0).sum())


def test_which_of_listed_columns_is_highest_is_a_name():
    scores = pd.DataFrame({"student": list("ABCDEF"), "math": [70, 80, 65, 90, 75, 85],
                           "reading": [72, 88, 70, 91, 77, 86], "writing": [68, 79, 66, 88, 74, 80]})
    assert ask("Which is highest on average: math, reading or writing?", scores) == \
        scores[["math", "reading", "writing"]].mean().idxmax()


def test_most_said_before_a_quantity_is_no_mode():
    stock = pd.DataFrame({"warehouse": ["WH1", "WH1", "WH1", "WH2", "WH2"], "qty": [10, 5, 8, 40, 30]})
    assert ask("存放最多数量商品的是哪个仓库？", stock) != "WH1" or stock.groupby("warehouse")["qty"].sum().idxmax() == "WH1"


def test_a_year_column_is_no_side_of_two_totals_compared():
    trade = pd.DataFrame({"year": [2018, 2019, 2019, 2020], "exports": [10.0, 12.0, 9.0, 14.0],
                          "imports": [11.0, 13.0, 12.0, 10.0]})
    in_2019 = trade[trade["year"] == 2019]
    assert ask("2019 年出口总额是否高于进口总额？", trade) == bool(in_2019["exports"].sum() > in_2019["imports"].sum())


def test_the_three_highest_in_percent_are_three():
    d = pd.DataFrame({"date": pd.bdate_range("1994-01-03", periods=10),
                      "ge": [0.01, -0.02, 0.03, 0.005, -0.01, 0.02, 0.015, -0.03, 0.0, 0.025]})
    assert len(np.ravel(ask("GE's three highest daily returns in percent?", d))) == 3


def test_the_fall_as_a_season_and_a_move_of_another_clause():
    d = pd.DataFrame({"date": pd.bdate_range("1994-09-01", periods=70), "ge": RNG.normal(0, 0.01, 70).round(4),
                      "ibm": RNG.normal(0, 0.01, 70).round(4)})
    fall = d[(d["date"].dt.month >= 9) & (d["date"].dt.month <= 11)]
    assert ask("For GE, how many trading days were there in the fall of 1994?", d) != int((fall["ge"] < 0).sum())


def test_codes_that_select_are_no_answer_in_codes():
    codes = pd.DataFrame({"country": ["Zambia", "Zimbabwe", "Kenya", "Egypt"], "code": ["ZM", "ZW", "KE", "EG"]})
    assert sorted(np.ravel(ask("代码以 Z 开头的国家有哪些？", codes)).tolist()) == ["Zambia", "Zimbabwe"]
