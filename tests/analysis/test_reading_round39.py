"""Readings of the thirty-ninth round: a bar at a column's own average or median ('days above average kWh',
'收入高于平均水平'), a bar said after a whole date, things counted by the word after them ('门店总数') …
Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.question import Table, choose_table


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(39)
METER = pd.DataFrame({"date": pd.date_range("2024-01-01", periods=30, freq="D"),
                      "store": RNG.choice(["Oak", "Elm", "Ash", "Fir"], 30),
                      "region": RNG.choice(["north", "south", "east"], 30),
                      "kwh": RNG.uniform(50, 1500, 30).round(1),
                      "visitors": RNG.integers(10, 400, 30)})


def test_a_bar_at_the_columns_own_average():
    above = int((METER["kwh"] > METER["kwh"].mean()).sum())
    for asked in ("How many days were above average kWh?", "On how many days was kwh above its average?",
                  "How many days had kwh higher than the mean?", "kwh 高于平均水平的有几天？", "kwh 比平均值高的有多少天？"):
        assert ask(asked, METER) == above, asked
    below = int((METER["visitors"] < METER["visitors"].median()).sum())
    assert ask("How many days had below-median visitors?", METER) == below
    assert np.isclose(ask("What percent of days had kwh above the average?", METER), 100 * above / len(METER))
    oak = METER[METER["store"] == "Oak"]
    assert ask("Did Oak ever have above-average kwh?", METER) == bool((oak["kwh"] > METER["kwh"].mean()).any())


def test_two_averages_compared_are_no_bar_at_the_average():
    assert ask("Is the average kwh higher than the average visitors?", METER) == bool(
        METER["kwh"].mean() > METER["visitors"].mean())


RATED = pd.DataFrame({"hotel": list("ABCDEFG"), "rating": ["Above average", "Poor", "Above average", "Good", "Poor",
                                                           "Above average", "Good"], "price": [1, 2, 3, 4, 5, 6, 9]})


def test_a_cells_phrase_asks_no_aggregate():
    # 'Above average' is a rating here: the hotels rated so, counted; no price above the mean price
    above = RATED["rating"] == "Above average"
    assert ask("How many hotels are rated above average?", RATED) == int(above.sum())
    assert ask("How many hotels are rated Above average?", RATED) == int(above.sum())
    assert np.isclose(ask("What is the mean price of hotels rated Above average?", RATED),
                      RATED.loc[above, "price"].mean())


def test_a_bar_said_after_a_whole_date():
    day = METER[METER["date"] == "2024-01-05"]
    assert ask("Is the kwh on 2024-01-05 above 1300?", METER) == bool(day["kwh"].iloc[0] > 1300)
    assert ask("Is the kwh on 2024-01-05 above 100?", METER) == bool(day["kwh"].iloc[0] > 100)
    assert ask("Was the kwh on 2024-01-05 above average?", METER) == bool(day["kwh"].iloc[0] > METER["kwh"].mean())


def test_things_counted_by_the_word_after_them():
    assert ask("门店总数是多少？", METER) == METER["store"].nunique()
    assert ask("门店数量是多少？", METER) == METER["store"].nunique()
    assert ask("地区的个数？", METER) == METER["region"].nunique()
    assert ask("north 地区的门店总数是多少？", METER) == METER.loc[METER["region"] == "north", "store"].nunique()
    assert ask("记录总数是多少？", METER) == len(METER)
    assert np.isclose(ask("kwh 总数是多少？", METER), METER["kwh"].sum())


_N = 40
STAFF = pd.DataFrame({"name": [f"P{i:02d}" for i in range(_N)],
                      "department": RNG.choice(["Sales", "IT", "HR", "Finance"], _N),
                      "gender": RNG.choice(["Male", "Female"], _N), "age": RNG.integers(22, 64, _N),
                      "salary": RNG.choice(np.arange(30, 150), _N, replace=False) * 1000,
                      "hire_date": pd.Timestamp("2010-01-01") + pd.to_timedelta(
                          RNG.choice(np.arange(4000), _N, replace=False), unit="D"),
                      "rating": RNG.choice([1.0, 2.0, 3.0, 4.0, 5.0], _N)})
STAFF.loc[[3, 9, 17], "rating"] = np.nan


def test_a_comparative_bar_at_the_average():
    older = STAFF["age"] > STAFF["age"].mean()
    assert ask("How many employees are older than average?", STAFF) == int(older.sum())
    assert ask("How many employees in Sales are older than the average age?", STAFF) == int(
        (older & (STAFF["department"] == "Sales")).sum())


def test_missing_figures_counted_are_no_list():
    assert ask("How many missing ratings are there?", STAFF) == int(STAFF["rating"].isna().sum())
    assert ask("Which employees have a missing rating?", STAFF) == STAFF.loc[STAFF["rating"].isna(), "name"].tolist()


def test_the_difference_between_two_groups_figures():
    means = STAFF.groupby("gender")["salary"].mean()
    for asked in ("What is the difference between the average salary of men and women?",
                  "What is the difference in average salary between men and women?",
                  "男性和女性的平均工资相差多少？"):
        assert np.isclose(ask(asked, STAFF), means["Male"] - means["Female"]), asked
    totals = STAFF.groupby("department")["salary"].sum()
    assert np.isclose(ask("IT 和 HR 的工资总额之差是多少？", STAFF), totals["IT"] - totals["HR"])


def test_the_first_and_last_by_a_date_half_named():
    first, last = STAFF.loc[STAFF["hire_date"].idxmin()], STAFF.loc[STAFF["hire_date"].idxmax()]
    assert ask("Who was hired first?", STAFF) == first["name"]
    assert ask("谁最早入职？", STAFF) == first["name"]
    assert ask("最晚入职的是谁？", STAFF) == last["name"]
    assert ask("Which employee has the earliest hire date?", STAFF) == first["name"]
    assert str(ask("When was the first hire?", STAFF)).startswith(str(first["hire_date"].date()))


def test_the_highest_figures_listed():
    top = sorted(STAFF["salary"].nlargest(3).tolist(), reverse=True)
    assert ask("List the 3 highest salaries.", STAFF) == top
    assert ask("List the 3 employees with the highest salaries.", STAFF) == STAFF.nlargest(3, "salary")["name"].tolist()


_M = 60
ORDERS = pd.DataFrame({"order_id": np.arange(1001, 1001 + _M),
                       "order_date": pd.Timestamp("2022-01-01") + pd.to_timedelta(
                           np.sort(RNG.choice(np.arange(700), _M, replace=False)), unit="D"),
                       "customer": RNG.choice(["Acme", "Globex", "Initech", "Umbrella", "Hooli"], _M),
                       "product": RNG.choice(["Laptop", "Phone", "Tablet", "Monitor"], _M),
                       "quantity": RNG.integers(1, 10, _M),
                       "unit_price": RNG.choice([199.0, 349.5, 899.0, 1299.0, 149.99], _M),
                       "region": RNG.choice(["East", "West", "North", "South"], _M),
                       "returned": RNG.choice([True, False], _M, p=[0.2, 0.8])})
ORDERS["revenue"] = (ORDERS["quantity"] * ORDERS["unit_price"]).round(2)
_YEAR = ORDERS["order_date"].dt.year


def test_a_small_count_of_dated_rows_is_no_panel_key():
    assert ask("How many orders had a quantity of at least 5?", ORDERS) == int((ORDERS["quantity"] >= 5).sum())


def test_money_flowing_in_adds_up_over_each_group():
    totals = ORDERS.groupby(_YEAR)["revenue"].sum()
    assert ask("Did revenue in 2023 exceed revenue in 2022?", ORDERS) == bool(totals[2023] > totals[2022])
    by_customer = ORDERS.groupby("customer")["revenue"].sum()
    assert ask("Did Acme's revenue exceed Hooli's?", ORDERS) == bool(by_customer["Acme"] > by_customer["Hooli"])
    assert ask("Which product has the highest revenue?", ORDERS) == ORDERS.groupby("product")["revenue"].sum().idxmax()
    months = ORDERS[_YEAR == 2023].groupby(ORDERS["order_date"].dt.to_period("M"))["revenue"].sum()
    assert str(ask("In which month of 2023 was revenue highest? Answer YYYY-MM.", ORDERS)) == str(months.idxmax())
    assert ask("Which region has the highest average revenue?", ORDERS) == \
        ORDERS.groupby("region")["revenue"].mean().idxmax()


def test_rows_counted_by_the_key_each_has_its_own_of():
    counts = ORDERS["region"].value_counts()
    assert ask("Which region had the most orders?", ORDERS) == counts.idxmax()
    assert ask("哪个地区的订单最多？", ORDERS) == counts.idxmax()
    assert ask("每个客户的订单数是多少？", ORDERS).to_dict() == ORDERS["customer"].value_counts().to_dict()


def test_a_group_word_over_a_key_each_row_has_groups_nothing():
    means = ORDERS.groupby("region")["revenue"].mean()
    got = ask("What is the average revenue per order in each region?", ORDERS)
    assert np.allclose(got.sort_index().to_numpy(), means.sort_index().to_numpy())


def test_a_share_of_a_measure_named_before_share():
    east = ORDERS["region"] == "East"
    assert np.isclose(ask("What is the revenue share of the East region in percent?", ORDERS),
                      100 * ORDERS.loc[east, "revenue"].sum() / ORDERS["revenue"].sum())
    assert np.isclose(ask("What share of orders came from the East region?", ORDERS), east.mean())


def test_chinese_words_for_ids_and_returns():
    assert ask("收入最高的三个订单的编号是什么？", ORDERS) == ORDERS.nlargest(3, "revenue")["order_id"].tolist()
    assert ask("退货的订单有多少个？", ORDERS) == int(ORDERS["returned"].sum())


def test_the_date_of_the_first_and_last_row():
    assert str(ask("What was the date of the first order?", ORDERS)).startswith(
        str(ORDERS["order_date"].min().date()))
    acme = ORDERS.loc[ORDERS["customer"] == "Acme", "order_date"]
    assert str(ask("What was the date of the last order from Acme?", ORDERS)).startswith(str(acme.max().date()))


_DAYS = pd.date_range("2021-01-01", "2022-12-31", freq="D")
_SEASON = np.sin((_DAYS.dayofyear.to_numpy() - 100) / 365 * 2 * np.pi)
WEATHER = pd.DataFrame({"date": _DAYS,
                        "temp_max": (15 + 12 * _SEASON + RNG.normal(0, 3, len(_DAYS))).round(1),
                        "temp_min": (5 + 10 * _SEASON + RNG.normal(0, 3, len(_DAYS))).round(1),
                        "precipitation": np.where(RNG.random(len(_DAYS)) < 0.3, RNG.gamma(2, 4, len(_DAYS)), 0).round(1),
                        "wind": RNG.gamma(3, 3, len(_DAYS)).round(1),
                        "weather": RNG.choice(["sun", "rain", "fog", "snow"], len(_DAYS), p=[0.5, 0.3, 0.1, 0.1])})


def test_the_minimum_and_maximum_name_a_pair_of_columns():
    assert ask("How many days was the minimum temperature below 0?", WEATHER) == int((WEATHER["temp_min"] < 0).sum())
    year = WEATHER["date"].dt.year
    assert ask("What is the lowest minimum temperature in 2022?", WEATHER) == WEATHER.loc[year == 2022, "temp_min"].min()
    assert ask("What was the maximum temperature recorded?", WEATHER) == WEATHER["temp_max"].max()
    assert ask("How many days had a max temperature above 30?", WEATHER) == int((WEATHER["temp_max"] > 30).sum())
    means = WEATHER.groupby(year)["temp_max"].mean()
    assert np.allclose(ask("Average max temp by year?", WEATHER).sort_index().to_numpy(), means.to_numpy())
    assert np.isclose(ask("What is the correlation between max temperature and wind?", WEATHER),
                      WEATHER["temp_max"].corr(WEATHER["wind"]))


def test_the_highest_of_a_measure_without_a_pair():
    snow = WEATHER["weather"] == "snow"
    assert ask("What was the maximum wind speed on a snowy day?", WEATHER) == WEATHER.loc[snow, "wind"].max()


def test_a_cells_word_is_no_amount_above_zero():
    assert ask("How many days had rain?", WEATHER) == int((WEATHER["weather"] == "rain").sum())
    assert ask("How many days had some precipitation?", WEATHER) == int((WEATHER["precipitation"] > 0).sum())


def test_the_range_of_a_pair_of_columns():
    spread = WEATHER["temp_max"] - WEATHER["temp_min"]
    assert np.isclose(ask("What is the average daily temperature range?", WEATHER), spread.mean())
    assert np.isclose(ask("平均温差是多少？", WEATHER), spread.mean())
    assert np.isclose(ask("What is the range of wind?", WEATHER), WEATHER["wind"].max() - WEATHER["wind"].min())


def test_the_k_of_any_superlative():
    top = WEATHER.nlargest(3, "wind")["date"].dt.strftime("%Y-%m-%d").tolist()
    assert [str(d)[:10] for d in ask("What were the 3 windiest days?", WEATHER)] == top


_P = 120
PATIENTS = pd.DataFrame({"id": np.arange(1, _P + 1), "sex": RNG.choice(["male", "female"], _P),
                         "age": RNG.integers(18, 90, _P), "smoker": RNG.choice(["yes", "no"], _P, p=[0.25, 0.75]),
                         "drinker": RNG.choice(["yes", "no"], _P, p=[0.6, 0.4]),
                         "charges": RNG.gamma(2, 6000, _P).round(2)})


def test_a_verb_names_the_column_of_who_does_it():
    women = PATIENTS["sex"] == "female"
    smokes = PATIENTS["smoker"] == "yes"
    assert np.isclose(ask("What percentage of women smoke?", PATIENTS), 100 * smokes[women].mean())
    assert ask("How many women smoke?", PATIENTS) == int((women & smokes).sum())
    assert ask("How many patients drink?", PATIENTS) == int((PATIENTS["drinker"] == "yes").sum())


def test_most_of_the_rows_asked_yes_or_no():
    assert ask("Do most patients smoke?", PATIENTS) == bool((PATIENTS["smoker"] == "yes").mean() > 0.5)
    assert ask("Do most patients drink?", PATIENTS) == bool((PATIENTS["drinker"] == "yes").mean() > 0.5)
    assert ask("大多数病人吸烟吗？", PATIENTS) == bool((PATIENTS["smoker"] == "yes").mean() > 0.5)
    assert ask("Is the majority of patients male?", PATIENTS) == bool((PATIENTS["sex"] == "male").mean() > 0.5)


def test_a_month_of_a_year_is_a_date_no_months_column():
    snow = pd.DataFrame({"season": ["2018-19", "2019-20", "2020-21"], "Jan": [10.0, 12.5, 8.1], "Dec": [4.0, 6.2, 5.5],
                         "Feb": [9.0, 7.7, 6.4]})
    prices = pd.DataFrame({"date": pd.date_range("2018-01-01", periods=24, freq="MS").repeat(2),
                           "category": ["Medical Services", "Televisions"] * 24, "value": RNG.uniform(10, 300, 48)})
    income = pd.DataFrame({"country": ["A", "B", "C"], "gdp_2000": [1.0, 2.0, 3.0], "gdp_2019": [2.0, 3.0, 4.0]})
    tables = [Table("snow", snow), Table("prices", prices), Table("income", income)]
    for asked in ("By how much did the Medical Services value go up between Jan 2018 and Dec 2019?",
                  "What was the value for Televisions in December 2019?", "2019 年 12 月 Televisions 的 value 是多少？"):
        assert choose_table(asked, tables).name == "prices", asked
    assert choose_table("What was the average snowfall in Dec?", tables).name == "snow"


BIRTHS = pd.DataFrame({"id": range(1, 13), "race": [1, 2, 3, 1, 1, 2, 3, 3, 1, 2, 1, 3],
                       "smoke": [0, 1, 0, 1, 1, 0, 0, 1, 0, 0, 1, 1],
                       "age": [19, 33, 20, 21, 18, 21, 22, 17, 29, 26, 30, 16],
                       "bwt": [2523, 2551, 2557, 2594, 2600, 2622, 2637, 2637, 2663, 2665, 2722, 2733]})
SCORES = pd.DataFrame({"gender": [2, 2, 1, 1, 2, 1, 2, 2, 1, 2], "ACT": [24, 35, 21, 26, 31, 28, 36, 22, 30, 27],
                       "SATV": [500, 600, 480, 550, 640, 610, 700, 450, 560, 520]})
RACES = {1: "white", 2: "black", 3: "other"}


def test_codes_answered_as_the_options_the_question_lists():
    lightest = BIRTHS.groupby("race")["bwt"].mean().idxmin()
    assert ask("Which race group's babies have the lowest average birth weight? white, black or other",
               BIRTHS) == RACES[lightest]
    assert ask("年纪最大的那位母亲是什么种族？（white / black / other）", BIRTHS) == \
        RACES[BIRTHS.loc[BIRTHS["age"].idxmax(), "race"]]
    assert ask("哪个种族的母亲吸烟比例最高？回答 white、black 或 other", BIRTHS) == \
        RACES[BIRTHS.groupby("race")["smoke"].mean().idxmax()]
    # a sex coded 1 and 2 is read by the words for each sex, whatever order they are listed in
    sexes = {1: "male", 2: "female"}
    best = SCORES.groupby("gender")["SATV"].mean().idxmax()
    assert ask("Who did better on the verbal SAT on average, men or women? Answer male or female.", SCORES) == sexes[best]
    assert ask("Who did better on the verbal SAT on average? Answer female or male.", SCORES) == sexes[best]
    assert ask("The person with the lowest ACT score - male or female?", SCORES) == \
        sexes[SCORES.loc[SCORES["ACT"].idxmin(), "gender"]]


OILS = pd.DataFrame({"palmitic": RNG.uniform(5, 15, 40).round(1), "oleic": RNG.uniform(20, 80, 40).round(1),
                     "linoleic": RNG.uniform(10, 65, 40).round(1),
                     "class": RNG.choice(["olive", "corn", "pumpkin", "soybean", "sunflower"], 40, p=[.1, .15, .35, .2, .2])})


def test_kinds_of_a_thing_are_the_tables_column_of_kinds():
    counts = OILS["class"].value_counts()
    assert ask("How many different kinds of oil are in the data?", OILS) == OILS["class"].nunique()
    assert ask("数据里有几种油？", OILS) == OILS["class"].nunique()
    assert ask("油酸含量最高的那个样品是什么油？", OILS) == OILS.loc[OILS["oleic"].idxmax(), "class"]
    assert ask("Top 3 oil types by number of samples, most first", OILS) == counts.index[:3].tolist()
    assert ask("样品最多的两种油各有多少个样品？从多到少", OILS) == counts.iloc[:2].tolist()


def test_the_groups_with_the_most_rows_of_a_key_each_has_its_own_of():
    counts = ORDERS["product"].value_counts()
    assert ask("Which 2 products have the most orders?", ORDERS) == counts.index[:2].tolist()
    assert ask("订单最多的两个地区是哪两个？", ORDERS) == ORDERS["region"].value_counts().index[:2].tolist()


SPENDING = pd.DataFrame({"med": np.where(RNG.random(50) < 0.3, 0.0, RNG.gamma(1.5, 300, 50).round(2)),
                         "sex": RNG.choice(["male", "female"], 50), "age": RNG.uniform(1, 64, 50).round(1)})
SPENDING.loc[7, "med"] = 12500.0


def test_a_tables_name_said_as_its_measure():
    # the words of medical_spending say its med column here, not the table
    none = int((SPENDING["med"] == 0).sum())
    assert ask("How many people had no medical spending at all in the year?", SPENDING, "medical_spending") == none
    assert ask("How many people are in medical_spending?", SPENDING, "medical_spending") == len(SPENDING)
    assert ask("一年医疗支出超过一万美元的有几个人？", SPENDING, "medical_spending") == int((SPENDING["med"] > 10000).sum())


_YEAR_DAYS = pd.date_range("2014-01-01", "2014-12-31", freq="D")
DEMAND = pd.DataFrame({"date": _YEAR_DAYS, "demand": RNG.uniform(150, 300, len(_YEAR_DAYS)).round(2),
                       "temp_max": RNG.uniform(10, 40, len(_YEAR_DAYS)).round(1)})


def test_a_day_of_the_year_said_without_its_year():
    christmas = DEMAND.loc[DEMAND["date"] == "2014-12-25", "demand"].iloc[0]
    assert ask("What was the demand on Christmas Day? Round to 2 decimal places.", DEMAND) == round(christmas, 2)
    assert ask("12 月 25 日的用电需求是多少？", DEMAND) == christmas
    assert ask("What was the demand on July 4?", DEMAND) == DEMAND.loc[DEMAND["date"] == "2014-07-04", "demand"].iloc[0]
    july = DEMAND["date"].dt.month == 7
    assert ask("How many days in July had temp_max above 30?", DEMAND) == int((july & (DEMAND["temp_max"] > 30)).sum())


PURCHASES = pd.DataFrame({"id": RNG.integers(1, 15, 80), "price": RNG.uniform(50, 130, 80).round(0),
                          "choice": RNG.choice(["sunshine", "keebler", "nabisco", "private"], 80)})


def test_households_counted_by_their_id():
    assert ask("How many different households made purchases?", PURCHASES) == PURCHASES["id"].nunique()
    assert ask("一共有多少个家庭？", PURCHASES) == PURCHASES["id"].nunique()
    assert ask("How many purchases were made?", PURCHASES) == len(PURCHASES)


_TEAMS = ["Lions", "Tigers", "Bears", "Wolves", "Hawks", "Sharks"]
LEAGUE = pd.DataFrame({"season": np.repeat(np.arange(2015, 2023), 6), "team": _TEAMS * 8,
                       "conference": [np.str_(c) for c in RNG.choice(["East", "West"], 48)],  # (numpy's own strings)
                       "wins": RNG.integers(20, 62, 48), "attendance": RNG.integers(12000, 21000, 48)})
LEAGUE["losses"] = 82 - LEAGUE["wins"]


def test_a_leagues_season_holds_years():
    last = LEAGUE[LEAGUE["season"] == 2022]
    assert ask("List the teams with more than 50 wins in 2022.", LEAGUE) == sorted(last.loc[last["wins"] > 50, "team"])
    assert ask("2017 年有几支球队胜场超过 40 场？", LEAGUE) == int(
        ((LEAGUE["season"] == 2017) & (LEAGUE["wins"] > 40)).sum())
    assert ask("What was the highest number of losses in a season?", LEAGUE) == LEAGUE["losses"].max()
    assert ask("哪一年的总观众人数最多？", LEAGUE) == LEAGUE.groupby("season")["attendance"].sum().idxmax()


def test_numpys_own_strings_are_written_as_plain_text():
    west = LEAGUE["conference"] == "West"
    assert np.isclose(ask("Average wins for teams in the West conference?", LEAGUE), LEAGUE.loc[west, "wins"].mean())


COUNTIES = pd.DataFrame({"county": ["Abbeville", "Aiken", "Greenville", "Horry", "Lee"],
                         "population": [25000, 160000, 482752, 290000, 18000]})


def test_the_row_asked_by_its_plural_or_a_terse_superlative():
    assert ask("ids of the 3 lightest babies, lightest first", BIRTHS) == BIRTHS.nsmallest(3, "bwt")["id"].tolist()
    assert ask("Most populous county?", COUNTIES) == COUNTIES.loc[COUNTIES["population"].idxmax(), "county"]
