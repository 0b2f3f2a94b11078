"""Misfires two review helpers found in this round's rules, run against the code before and after them: each
question here was answered right before and wrong after, until mended. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

GENRES = pd.DataFrame({"GenreId": range(1, 13), "Name": ["Rock", "Jazz", "Metal", "Blues", "Latin", "Reggae", "Pop",
                                                          "Soundtrack", "World", "Classical", "Opera", "Comedy"]})
STATIONS = pd.DataFrame({"brand": ["Shell", "BP", "Total", "Esso", "Shell", "BP", "Texaco", "Gulf", "Jet", "Esso", "Murco",
                                   "Tesco", "Asda"], "price": [1.5, 1.4, 1.6, 1.5, 1.45, 1.42, 1.55, 1.48, 1.39, 1.5, 1.41,
                                                                1.38, 1.37]})


def test_a_genre_or_a_brand_called_world_or_total_is_still_counted():
    assert answered("How many genres are there?", "genre_tbl", {"genre_tbl": GENRES}) == len(GENRES)
    assert answered("How many stations are there?", "fuel", {"fuel": STATIONS}) == len(STATIONS)
    assert answered("How many brands are there?", "fuel", {"fuel": STATIONS}) == STATIONS["brand"].nunique()


SURVEY = pd.DataFrame({"question": [f"Q{i}" for i in range(1, 11)], "quarter": [1, 2, 2, 3, 4, 1, 2, 3, 4, 2],
                       "score": [3, 4, 5, 2, 1, 4, 5, 3, 2, 1]})
SHIPPED = pd.DataFrame({"week": [10, 11, 12, 12, 13, 12], "warehouse": ["W12", "W3", "W12", "W3", "W5", "W5"],
                        "units": [5, 6, 7, 8, 9, 10]})


def test_a_numbered_period_with_its_own_column_is_no_code():
    assert answered("How many responses came in quarter 2?", "survey", {"survey": SURVEY}) == int((SURVEY["quarter"] == 2).sum())
    assert answered("How many units were shipped in week 12?", "wh_tbl", {"wh_tbl": SHIPPED}) == \
        SHIPPED.loc[SHIPPED["week"] == 12, "units"].sum()


CUSTOMERS = pd.DataFrame({"dependents": ["No", "No", "No", "Yes", "No", "Yes", "No", "Yes"],
                          "churn": ["Yes", "No", "Yes", "No", "No", "Yes", "No", "No"]})


def test_without_negates_the_column_it_is_said_with():
    expected = int(((CUSTOMERS["dependents"] == "No") & (CUSTOMERS["churn"] == "Yes")).sum())
    assert answered("How many customers without dependents churned?", "telco_df", {"telco_df": CUSTOMERS}) == expected


ECLIPSES = pd.DataFrame({"eclipse_type": ["Total", "Partial", "Annular", "Total", "Partial", "Hybrid", "Total", "Annular"],
                         "duration_s": [300, 100, 200, 250, 120, 90, 150, 210]})


def test_a_capitalised_total_is_a_value():
    expected = ECLIPSES.loc[ECLIPSES["eclipse_type"] == "Total", "duration_s"].mean()
    assert answered("What is the average duration of a Total eclipse?", "ecl_tbl", {"ecl_tbl": ECLIPSES}) == expected


PROVINCES = pd.DataFrame({"省份": ["广东", "江苏", "山东", "浙江", "河南", "四川", "湖北", "福建", "湖南", "安徽"],
                          "GDP（亿元）": [129118, 122876, 87435, 77715, 61345, 56750, 53734, 53110, 48670, 44652]})


def test_wan_yi_over_a_column_in_yi():
    expected = sorted(PROVINCES.loc[PROVINCES["GDP（亿元）"] > 50000, "省份"])
    assert answered("GDP 超过 5 万亿元的省份有哪些？", "prov_tbl", {"prov_tbl": PROVINCES}) == expected


INCOMES = pd.DataFrame({"country": list("abcdefgh"), "gdp_per_capita_usd": [1000, 25000, 40000, 5000, 70000, 12000, 30000, 800],
                        "population_2020": [5e6, 8e7, 3e7, 1e6, 6e7, 2e7, 4e6, 9e6]})


def test_dollars_compare_the_money_column_not_the_years():
    expected = int((INCOMES["gdp_per_capita_usd"] > 20000).sum())
    assert answered("In 2020, how many countries had an income over 20000 dollars per capita?", "ct_tbl",
                    {"ct_tbl": INCOMES}) == expected


GOALS = pd.DataFrame({"球员": ["A", "A", "A", "B", "B", "C", "C", "D"], "进球": [0, 1, 3, 2, 2, 0, 0, 4],
                      "出场时间": [90, 80, 70, 60, 50, 95, 85, 20]})


def test_a_bar_on_each_rows_figure_is_no_group_size():
    rows = GOALS[GOALS["进球"] >= 2]
    expected = rows.loc[rows["出场时间"].idxmax(), "球员"]
    assert answered("进球至少 2 个的球员，哪个球员的出场时间最长？", "gm", {"gm": GOALS}) == expected


STANDINGS = pd.DataFrame({"team": ["X", "Y", "Z", "W"], "points": [80, 70, 60, 50], "goals": [30, 25, 20, 10]})


def test_the_team_at_the_top():
    assert answered("How many points did the team at the top have?", "st", {"st": STANDINGS}) == STANDINGS["points"].max()


SCORERS = pd.DataFrame({"player": list("ABCDE"), "points": [25.1, 18.0, 30.2, 12.5, 21.0]})


def test_players_who_averaged_more_than_a_bar():
    assert answered("How many players averaged more than 20 points?", "nba", {"nba": SCORERS}) == \
        int((SCORERS["points"] > 20).sum())


INSURED = pd.DataFrame({"smoker": [1, 0, 1, 0, 0, 1], "charges": [30, 10, 40, 12, 11, 35]})


def test_a_zero_one_column_against_the_others():
    expected = bool(INSURED.loc[INSURED["smoker"] == 1, "charges"].mean() > INSURED.loc[INSURED["smoker"] == 0, "charges"].mean())
    assert answered("Do smokers have higher charges than the others?", "ins", {"ins": INSURED}) is expected


MATCHES = pd.DataFrame({"home_team": ["Ars", "Ars", "Che", "Che", "Liv", "Liv"],
                        "away_team": ["Che", "Liv", "Ars", "Liv", "Ars", "Che"], "home_goals": [3, 3, 5, 0, 2, 2]})


def test_the_most_in_a_single_match_is_one_row():
    expected = MATCHES.loc[MATCHES["home_goals"].idxmax(), "home_team"]
    assert answered("Which club scored the most goals at home in a single match?", "m", {"m": MATCHES}) == expected


CATEGORIES = pd.DataFrame({"category": [f"cat{i}" for i in range(11)] + ["Total"],
                           "sales": list(range(10, 120, 10)) + [sum(range(10, 120, 10))]})


def test_a_total_line_that_adds_the_rest_up_is_left_out():
    rest = CATEGORIES[CATEGORIES["category"] != "Total"]
    assert answered("Which category has the highest sales?", "tb", {"tb": CATEGORIES}) == rest.loc[rest["sales"].idxmax(), "category"]
    assert answered("What is the average sales across categories?", "tb", {"tb": CATEGORIES}) == rest["sales"].mean()


ECONOMIES = pd.DataFrame({"country": ["中国", "美国", "日本", "德国", "印度", "巴西"],
                          "gdp": [17.7e12, 25.4e12, 4.2e12, 4.1e12, 3.4e12, 1.9e12]})


def test_wan_yi_is_a_trillion():
    expected = sorted(ECONOMIES.loc[ECONOMIES["gdp"] > 5e12, "country"])
    assert answered("哪些国家的GDP超过5万亿美元？", "gg", {"gg": ECONOMIES}) == expected


MONTHLY = pd.DataFrame({"region": list("NNNSSS"), "month": [1, 2, 3] * 2, "orders": [10, 50, 10, 30, 30, 30]})


def test_an_average_in_a_month_is_a_groups_figure():
    expected = MONTHLY.groupby("region")["orders"].mean().idxmax()
    assert answered("Which region has the highest average orders in a month?", "mo", {"mo": MONTHLY}) == expected


STAFF = pd.DataFrame({"OverTime": ["Yes", "No", "No", "Yes", "No", "No"], "WorkLifeBalance": [1, 2, 3, 4, 3, 2],
                      "MonthlyIncome": [1000, 2000, 3000, 4000, 5000, 6000]})


def test_do_not_work_overtime():
    expected = STAFF.loc[STAFF["OverTime"] == "No", "MonthlyIncome"].mean()
    assert answered("What is the average monthly income of employees who do not work overtime?", "hr",
                    {"hr": STAFF}) == expected


REVIEWS = pd.DataFrame({"restaurant": list("aaabcccc"), "rating": [5, 4, 3, 5, 2, 2, 3, 2]})


def test_groups_of_at_least_three_reviews():
    groups = REVIEWS.groupby("restaurant")
    expected = groups["rating"].mean()[groups.size() >= 3].idxmax()
    assert answered("评分至少3条的餐厅，平均评分最高的是哪家？", "rv", {"rv": REVIEWS}) == expected


QUARTERS = pd.DataFrame({"quarter": ["Q1", "Q2", "Q3", "Q4"] * 2, "sales": range(1, 9),
                         "quarter_growth": [0.1, 0.2, 0.3, 0.1, 0.2, 0.3, 0.1, 0.2]})


def test_a_quarter_code_beside_a_growth_column():
    assert answered("What were total sales in quarter 3?", "qs2", {"qs2": QUARTERS}) == \
        QUARTERS.loc[QUARTERS["quarter"] == "Q3", "sales"].sum()


EARNERS = pd.DataFrame({"name": ["张三", "李四", "王五", "赵六"], "income": [5000, 7000, 6000, 8000]})
SALES = pd.DataFrame({"country": ["U.S.", "Canada", "US", "UK"], "sales": [10, 20, 30, 40]})


def test_per_person_is_no_count_and_a_value_written_as_said_wins():
    per_person = answered("每人有多少收入？", "emp", {"emp": EARNERS})
    assert {k: float(v) for k, v in dict(per_person).items()} == dict(zip(EARNERS["name"], EARNERS["income"].astype(float)))
    assert answered("total sales in the US", "ctry3", {"ctry3": SALES}) == SALES.loc[SALES["country"] == "US", "sales"].sum()
