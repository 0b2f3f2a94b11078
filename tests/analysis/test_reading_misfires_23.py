"""Misfires the twenty-third round's reviews found in its first changes, pinned: a share of the rows asked of a
column named for a year, and 'A 和 B 哪个门店' asking for a store of the two cities. Expected values come from
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


PEOPLE = pd.DataFrame({"person": list("ABCDEFGHIJ"), "age": [23, 45, 31, 52, 38, 29, 61, 44, 35, 27],
                       "income_2020": [31000, 72000, 45000, 88000, 53000, 61000, 36000, 95000, 58000, 42000]})
COUNTRIES = pd.DataFrame({"country": ["Japan", "Chad", "Brazil", "Peru", "Nigeria", "Chile", "Italy", "Mali"],
                          "pop_1990": [123.5, 5.8, 149.0, 21.8, 95.2, 13.2, 56.7, 8.5],
                          "pop_2020": [126.3, 16.4, 212.6, 33.0, 206.1, 19.1, 59.4, 20.3]})


def test_a_share_of_the_rows_over_a_column_with_a_year_in_its_name():
    assert ask("What share of people have income_2020 above 50000?", PEOPLE) == (PEOPLE["income_2020"] > 50000).mean()
    assert ask("What share of countries had a population above 100 in 2020?", COUNTRIES) == \
        (COUNTRIES["pop_2020"] > 100).mean()


STORES = pd.DataFrame({"city": ["北京", "上海", "广州", "深圳", "北京", "上海", "广州", "深圳", "北京", "上海"],
                       "store": ["朝阳店", "浦东店", "天河店", "南山店", "海淀店", "静安店", "越秀店", "福田店", "西城店", "徐汇店"],
                       "sales": [120, 180, 95, 200, 110, 150, 130, 170, 90, 140]})


def test_a_and_b_which_store_asks_for_a_store_of_the_two():
    two = STORES[STORES["city"].isin(["北京", "上海"])]
    assert ask("北京和上海哪个门店的销售额最高？", STORES) == two.loc[two["sales"].idxmax(), "store"]


WAGES = pd.DataFrame({"wage": [5.1, 7.5, 12.0, 19.98, 4.0, 9.5, 11.0, 6.2],
                      "union": ["no", "yes", "yes", "no", "no", "yes", "no", "yes"],
                      "exper": [21, 17, 30, 12, 5, 25, 8, 14]})


def test_both_sides_with_a_noun_after_the_second_in_chinese():
    means = WAGES.groupby("union")["wage"].mean()
    answer = ask("工会和非工会工人哪一组的平均工资更高？", WAGES)
    assert answer == {"yes": "工会", "no": "非工会"}[means.idxmax()]
    assert ask("工会与非工会工人的平均工资哪一组更高？", WAGES) == {"yes": "工会", "no": "非工会"}[means.idxmax()]


FAMILIES = pd.DataFrame({"region": ["north", "south", "east", "west", "north", "east", "south", "east"],
                         "children": [2, 0, 1, 3, 4, 2, 1, 3], "kids_under6": [1, 0, 1, 0, 2, 0, 0, 1],
                         "income": [52000, 61000, 48000, 70000, 39000, 58000, 45000, 66000]})


def test_children_beside_a_kids_column_is_the_children_column():
    assert ask("孩子的平均数量是多少？", FAMILIES) == FAMILIES["children"].mean()
    assert ask("How many respondents have more than one child?", FAMILIES) == int((FAMILIES["children"] > 1).sum())
    assert ask("哪个地区的孩子最多？", FAMILIES) == FAMILIES.groupby("region")["children"].sum().idxmax()
