"""Whether a yearly figure rose (or fell) every year: the figure per year, each against the year before. Every
expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PANEL = pd.DataFrame({"nr": [1, 2, 3] * 5, "year": [1980] * 3 + [1981] * 3 + [1982] * 3 + [1983] * 3 + [1984] * 3,
                      "wage": [1.0, 1.2, 1.1, 1.3, 1.2, 1.2, 1.3, 1.4, 1.5, 1.6, 1.5, 1.4, 1.5, 1.7, 1.9],
                      "hours": [40, 38, 42, 41, 39, 40, 37, 36, 44, 45, 40, 41, 39, 38, 36]})


def rose_every_year(column: str, first: int, last: int) -> bool:
    kept = PANEL[PANEL["year"].between(first, last)]
    return bool((kept.groupby("year")[column].mean().diff().dropna() > 0).all())


def test_whether_the_yearly_mean_went_up_every_year():
    assert answered("Did the mean wage go up in every single year from 1980 to 1984?", "panel", {"panel": PANEL}) == \
        rose_every_year("wage", 1980, 1984)
    assert answered("Did the mean hours go up every year from 1980 to 1984?", "panel", {"panel": PANEL}) == \
        rose_every_year("hours", 1980, 1984)
    assert answered("平均工资（wage）是不是每年都在上涨？", "panel", {"panel": PANEL}) == rose_every_year("wage", 1980, 1984)
    assert rose_every_year("wage", 1980, 1984) != rose_every_year("hours", 1980, 1984)


ORDERS = pd.DataFrame({"order_id": [1, 1, 2, 3, 3, 3, 4, 5, 5], "pizza": list("abcadbcab"),
                       "price": [10.0, 12.5, 9.0, 11.0, 10.0, 12.5, 8.0, 9.5, 10.5],
                       "size": list("SMLSMLSML")})


def test_an_average_of_totals_per_group_adds_up_each_group_first():
    totals = ORDERS.groupby("order_id")["price"].sum()
    assert answered("What's the average order total (add up the prices per order_id)? 2 decimals", "orders",
                    {"orders": ORDERS}) == round(totals.mean(), 2)
    assert answered("平均每个订单（order_id）的总价（price）是多少？保留两位小数", "orders", {"orders": ORDERS}) == \
        round(totals.mean(), 2)
    assert round(totals.mean(), 2) != round(ORDERS["price"].mean(), 2)


def test_an_average_number_of_rows_per_group_counts_each_group_first():
    assert answered("What is the average number of pizzas per order_id?", "orders", {"orders": ORDERS}) == \
        ORDERS.groupby("order_id").size().mean()


TIPS = pd.DataFrame({"day": ["Thur", "Thur", "Fri", "Sat", "Sat", "Sun"],
                     "total_bill": [10.0, 20.0, 15.0, 30.0, 25.0, 12.0]})


def test_a_total_inside_a_columns_name_adds_nothing_up():
    assert answered("What's the average total bill per day?", "tips", {"tips": TIPS}).to_dict() == \
        TIPS.groupby("day")["total_bill"].mean().to_dict()


def test_a_yearly_figure_that_did_not_rise_every_year_says_so():
    assert answered("平均工时（hours）是不是每年都在上涨？", "panel", {"panel": PANEL}) is False


MATCHES = pd.DataFrame({"match_id": [1, 2, 3, 4], "attendance": [100.0, 200.0, 150.0, 190.0]})


def test_per_match_said_after_on_average_groups_nothing():
    assert answered("平均每场观众人数（attendance）是多少？", "matches", {"matches": MATCHES}) == \
        MATCHES["attendance"].mean()
