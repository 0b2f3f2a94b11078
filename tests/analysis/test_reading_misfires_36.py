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
                        **{g: (_REGIONS == g).astype(int)
                           for g in ["northeast", "northwest", "southeast", "southwest"]}})


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


COUNTRIES = pd.DataFrame({"country": RNG.choice(["比利时", "荷兰", "德国"], 300), "year": RNG.integers(2000, 2020, 300),
                          "work_hours": RNG.uniform(1300, 1900, 300).round(1)})


def test_a_name_beginning_with_bi_is_no_comparison():
    hours = COUNTRIES.groupby("country")["work_hours"].mean()
    got = ask("比利时、荷兰和德国的平均工作时长（work_hours）分别是多少？", COUNTRIES)
    assert np.allclose(got, [hours["比利时"], hours["荷兰"], hours["德国"]])


STAFF = pd.DataFrame({"sex": RNG.choice(["男", "女"], 800), "agegrp": RNG.choice(["青年", "中年", "老年"], 800),
                      "income": RNG.uniform(3000, 20000, 800).round(2)})
STAFF.loc[STAFF["sex"] == "男", "income"] += 1500


def test_a_later_clauses_young_sets_no_direction():
    young = STAFF[STAFF["agegrp"] == "青年"]
    gap = young.loc[young["sex"] == "男", "income"].mean() - young.loc[young["sex"] == "女", "income"].mean()
    assert ask("男性员工的平均收入（income）比女性员工高多少，只算年轻员工（青年）？", STAFF) == gap


HOUSES = pd.DataFrame({"SalePrice": RNG.uniform(1e5, 5e5, 500).round(0), "pool": RNG.integers(0, 2, 500),
                       "garage": RNG.integers(0, 2, 500)})
HOUSES.loc[HOUSES["pool"] == 1, "SalePrice"] += 60000


def test_without_another_thing_is_no_side_of_the_first():
    with_pool = HOUSES.loc[HOUSES["pool"] == 1, "SalePrice"].mean()
    no_garage = HOUSES.loc[HOUSES["garage"] == 0, "SalePrice"].mean()
    assert ask("Do houses with a pool sell for more on average than houses without a garage?", HOUSES) == \
        bool(with_pool > no_garage)
    assert ask("How much more do houses with a pool sell for on average than houses without a garage?", HOUSES) != \
        with_pool - HOUSES.loc[HOUSES["pool"] == 0, "SalePrice"].mean()  # (no gap of the pool alone)


TRIAL = pd.DataFrame({"arm": RNG.choice(["A", "B"], 420), "age": RNG.integers(20, 80, 420),
                      "status": RNG.choice(["completed", "dropped", "ongoing"], 420, p=[.6, .2, .2])})


def test_a_bracketed_value_is_not_set_aside_by_its_own_word_or_anothers():
    assert ask("How many patients left the study early (status: dropped)?", TRIAL) == \
        int((TRIAL["status"] == "dropped").sum())
    assert ask("What is the mean age of completers (status completed, dropouts left out)?", TRIAL) == \
        TRIAL.loc[TRIAL["status"] == "completed", "age"].mean()


LISTINGS = pd.DataFrame({"neighbourhood": RNG.choice(["Soho", "Camden", "Hackney", "Brixton", "Islington"], 900),
                         "accommodates": RNG.integers(1, 9, 900), "price": RNG.uniform(50, 250, 900).round(0)})
LISTINGS.loc[(LISTINGS["neighbourhood"] == "Soho") & (LISTINGS["accommodates"] > 4), "price"] += 80


def test_a_row_bar_said_of_people_before_the_groups_stays_a_row_bar():
    big = LISTINGS[LISTINGS["accommodates"] > 4].groupby("neighbourhood")["price"].mean()
    assert ask("Which neighbourhoods have an average price above 175 among listings that accommodate more than 4 "
               "people?", LISTINGS) == sorted(big[big > 175].index)


URBAN = pd.DataFrame({"area": RNG.choice(["urban", "rural"], 600),
                      "region": RNG.choice(["North", "South", "East"], 600),
                      "income": RNG.uniform(2e4, 9e4, 600).round(0)})
URBAN.loc[URBAN["region"] == "South", "income"] += 9000


def test_a_region_beside_an_area_of_urban_or_rural():
    assert ask("哪个地区的平均收入（income）最高？", URBAN) == URBAN.groupby("region")["income"].mean().idxmax()


PROVINCES = pd.DataFrame({"province": RNG.choice(["贵州", "云南", "四川", "湖北"], 400),
                          "year": RNG.integers(2015, 2023, 400), "price": RNG.uniform(5000, 15000, 400).round(0),
                          "confirmed": RNG.integers(0, 500, 400)})


def test_a_province_beginning_with_gui_is_no_price_and_confirmed_cases_are_confirmed():
    assert ask("贵州的平均房价（price）是多少？", PROVINCES) == PROVINCES.loc[PROVINCES["province"] == "贵州", "price"].mean()
    assert ask("哪个省的累计确诊病例最多？", PROVINCES) == PROVINCES.groupby("province")["confirmed"].sum().idxmax()


TRIPS = pd.DataFrame({"City": RNG.choice(["Boston", "Houston", "Denver"], 600), "Distance": RNG.integers(1, 40, 600),
                      "Time": RNG.integers(5, 120, 600)})
RACES = pd.DataFrame({"race": [f"Race {i}" for i in range(200)], "dist": RNG.choice([2.0, 3.5, 5.0, 8.0], 200),
                      "climb": RNG.integers(100, 2000, 200)})


def test_a_distance_linked_by_its_unit_keeps_its_bar():
    assert ask("What's the average commute time for trips of 20 miles or more? 1 decimal", TRIPS) == \
        round(TRIPS.loc[TRIPS["Distance"] >= 20, "Time"].mean(), 1)
    assert ask("距离正好是 2 英里的比赛有哪些？", RACES) == sorted(RACES.loc[RACES["dist"] == 2, "race"])
