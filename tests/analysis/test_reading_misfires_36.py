"""Misfires the thirty-sixth round's reviews found in its own new rules, pinned: a unit said of a measure kept in it
('公里' of top_speed_kmh), 'by total pay' that sums, 'unique' inside a column's name, a word after 'which' that names
rows, 'the city with the most sales' … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(3636)
EV = pd.DataFrame({"model": [f"EV-{i}" for i in range(400)], "range_km": RNG.integers(150, 650, 400),
                   "top_speed_kmh": RNG.integers(120, 260, 400), "battery_kwh": RNG.uniform(40, 110, 400).round(1),
                   "dist_to_factory_km": RNG.integers(10, 9000, 400)})


def test_a_unit_said_of_a_measure_kept_in_it_is_no_distance():
    assert ask("最高时速超过 200 公里的车型有多少个？", EV) == int((EV["top_speed_kmh"] > 200).sum())


PAY = pd.DataFrame({"JobTitle": RNG.choice(["Nurse", "Clerk", "Engineer"], 500),
                    "TotalPay": RNG.uniform(20000, 250000, 500).round(0), "Year": RNG.choice([2012, 2013, 2014], 500),
                    "BasePay": RNG.uniform(10000, 200000, 500).round(0)})


def test_by_total_without_a_superlative_still_sums():
    assert ask("What was the payroll in 2014, measured by total pay?", PAY) == \
        PAY.loc[PAY["Year"] == 2014, "TotalPay"].sum()


CAMPAIGNS = pd.DataFrame({"campaign": [f"cmp{i:03d}" for i in range(300)],
                          "channel": RNG.choice(["email", "search", "social", "tv"], 300),
                          "unique_visitors": RNG.integers(100, 100000, 300), "spend": RNG.uniform(1e3, 5e4, 300)})
CAMPAIGNS.loc[CAMPAIGNS.nlargest(5, "unique_visitors").index[:4], "channel"] = "social"  # repeats among the top


def test_unique_in_a_columns_name_asks_no_names_once():
    top = CAMPAIGNS.nlargest(5, "unique_visitors")["channel"].tolist()
    assert ask("Which channels ran the 5 campaigns with the most unique visitors?", CAMPAIGNS) == top
    assert ask("不重复访客数（unique_visitors）最多的 5 个活动分别是哪个渠道的？", CAMPAIGNS) == top


_MAKES = RNG.choice(["Buick", "Cadillac", "Chevy", "Saab"], 400)
_BODIES = RNG.choice(["coupe", "sedan", "wagon"], 400)
CARS = pd.DataFrame({"Model": [f"{m[:3]}-{i}" for i, m in enumerate(_MAKES)],
                     "Price": RNG.uniform(8000, 40000, 400).round(2),
                     **{m: (_MAKES == m).astype(int) for m in ["Buick", "Cadillac", "Chevy", "Saab"]},
                     **{b: (_BODIES == b).astype(int) for b in ["coupe", "sedan", "wagon"]}})


def test_a_word_after_which_that_names_the_rows_asks_no_kind():
    assert ask("Which car has the highest price?", CARS) == CARS.loc[CARS["Price"].idxmax(), "Model"]


_REGIONS = RNG.choice(["northeast", "northwest", "southeast", "southwest"], 500)
INSURED = pd.DataFrame({"age": RNG.integers(18, 65, 500), "children": RNG.integers(0, 5, 500),
                        "charges": RNG.uniform(1000, 40000, 500).round(2),
                        **{g: (_REGIONS == g).astype(int) for g in ["northeast", "northwest", "southeast", "southwest"]}})


def test_a_count_column_said_after_each_is_its_own_groups():
    got = ask("每个孩子数量对应的平均费用是多少？", INSURED)
    assert pd.Series(got).round(6).to_dict() == INSURED.groupby("children")["charges"].mean().round(6).to_dict()


SALES = pd.DataFrame({"region": RNG.choice(["North", "South", "East", "West"], 600),
                      "city": RNG.choice(["Alpha", "Bravo", "Charlie", "Delta", "Echo"], 600, p=[.4, .2, .2, .1, .1]),
                      "sales": RNG.uniform(10, 500, 600).round(2)})
SALES.loc[SALES["city"] == "Echo", "sales"] += 200  # the biggest single sales in one city, the most in another


def test_the_city_with_the_most_sales_is_a_citys_total():
    assert ask("What city is the city with the most sales?", SALES) == SALES.groupby("city")["sales"].sum().idxmax()


GEMS = pd.DataFrame({"Carat": RNG.uniform(0.3, 2.0, 500).round(2), "Color": RNG.choice(list("DEFGHIJ"), 500),
                     "Cut": RNG.choice(["Fair", "Good", "Premium"], 500), "Buyer": RNG.choice(list("ABCF"), 500)})


def test_a_letter_before_colour_is_the_colour_grade_not_another_columns():
    assert ask("F 色钻石有多少颗？", GEMS) == int((GEMS["Color"] == "F").sum())
