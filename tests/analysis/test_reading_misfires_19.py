"""Misfires a review of the nineteenth round's rules found, each run against the code before and after them: a
superlative over 'team payroll', 'by year' keys, a barred column after 'average', 'most horsepower', father's and
mother's ages, 'bases on balls', currencies in Chinese, 运费, '最年轻', 'how long … in minutes', '被拒绝'. Expected values are
computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame):
    return answered(question, "t", {"t": frame}, meaning=True)


TEAMS = pd.DataFrame({"team": ["NYY", "BOS", "LAD", "SF"], "payroll": [200, 180, 220, 150], "wins": [90, 80, 100, 70]})
SALES = pd.DataFrame({"year": [2018, 2018, 2019, 2019, 2020, 2020], "city": ["a", "b", "a", "b", "a", "b"],
                      "sales": [9, 4, 7, 5, 8, 3], "temp": [25, 20, 24, 22, 26, 21]})
STAFF = pd.DataFrame({"name": list("abcdef"), "salary": [40, 60, 65, 80, 55, 90], "hours": [35, 45, 50, 38, 42, 60]})
CARS = pd.DataFrame({"model": ["m1", "m2", "m3", "m4"], "make": ["Ford", "Ford", "BMW", "BMW"],
                     "hp": [120, 180, 250, 320], "foreign": [0, 0, 1, 1]})
BIRTHS = pd.DataFrame({"fage": [30, 40, 35, 45, 28, 33], "mage": [25, 38, 22, 41, 27, 28], "weeks": [39, 40, 38, 41, 37, 39]})
BATTING = pd.DataFrame({"player": ["a", "b", "c", "d"], "HR": [30, 20, 40, 10], "BB": [50, 90, 40, 60], "SO": [100, 80, 120, 90]})
ORDERS = pd.DataFrame({"order": [1, 2, 3, 4, 5, 6], "currency": ["USD", "EUR", "USD", "GBP", "JPY", "USD"],
                       "amount": [10, 20, 30, 40, 50, 60]})
FEES = pd.DataFrame({"order": list("abcd"), "price": [100, 20, 50, 10], "shipping_fee": [5, 12, 3, 8]})
PEOPLE = pd.DataFrame({"name": list("abcdef"), "age": [22, 45, 31, 19, 60, 27],
                       "age_bracket": ["younger", "older", "older", "younger", "older", "younger"]})
BOOKS = pd.DataFrame({"title": list("abcd"), "pages": [300, 120, 560, 240], "runtime_min": [600, 200, 900, 500]})
LOANS = pd.DataFrame({"id": [1, 2, 3, 4, 5], "status": ["Approved", "Rejected", "Approved", "Rejected", "Approved"]})


def test_a_figure_after_the_thing_is_asked():
    assert ask("What is the highest team payroll?", TEAMS) == TEAMS["payroll"].max()
    assert ask("What was the most team wins?", TEAMS) == TEAMS["wins"].max()


def test_by_a_key_still_groups():
    assert ask("What were the highest sales by year?", SALES) == SALES.groupby("year")["sales"].max().tolist()


def test_a_barred_column_after_average_is_no_measure():
    assert ask("Among employees whose total hours exceed 40, what is the salary on average?", STAFF) == \
        STAFF.loc[STAFF["hours"] > 40, "salary"].mean()


def test_most_horsepower_is_the_figure():
    assert ask("What is the most horsepower of any car?", CARS) == CARS["hp"].max()


def test_ages_of_the_father_and_mother_and_bases_on_balls():
    assert ask("What is the mother's average age?", BIRTHS) == BIRTHS["mage"].mean()
    assert ask("父亲的平均年龄是多少?", BIRTHS) == BIRTHS["fage"].mean()
    assert ask("How many mothers are older than 30?", BIRTHS) == int((BIRTHS["mage"] > 30).sum())
    assert ask("Who has the most bases on balls?", BATTING) == BATTING.loc[BATTING["BB"].idxmax(), "player"]


def test_currencies_and_fees_in_chinese():
    assert ask("币种是美元的订单有多少笔?", ORDERS) == int((ORDERS["currency"] == "USD").sum())
    assert ask("平均运费是多少?", FEES) == FEES["shipping_fee"].mean()


def test_youngest_long_and_rejected():
    assert ask("最年轻的人多少岁?", PEOPLE) == PEOPLE["age"].min()
    assert ask("How long is the longest book in minutes?", BOOKS) == BOOKS["runtime_min"].max()
    assert ask("被拒绝的贷款有多少?", LOANS) == int((LOANS["status"] == "Rejected").sum())
