"""Misfires two review helpers found in this round's rules, run against the code before and after them: each
question here was answered right before and wrong after, until mended. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.question import Table, choose_table


def ask(question: str, frame: pd.DataFrame):
    return answered(question, "tbl", {"tbl": frame}, meaning=True)


STUDENTS = pd.DataFrame({"name": ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"], "gender": ["F", "M", "M", "F", "F", "M"],
                         "math_score": [72, 69, 90, 47, 76, 88], "respondent": [1, 2, 3, 4, 5, 6]})


def test_how_many_people_counts_rows_unless_a_column_counts_people():
    assert ask("How many people took the math exam?", STUDENTS) == len(STUDENTS)
    assert ask("How many people responded to the survey?", STUDENTS) == len(STUDENTS)


CONFERENCES = pd.DataFrame({"name": ["C1", "C2", "C3", "C4"],
                            "date": pd.to_datetime(["2019-05-01", "2017-03-02", "2020-07-09", "2018-01-01"]),
                            "subject_area": ["AI", "Databases", "Networks", "Theory"],
                            "city": ["Vienna", "Lisbon", "Seoul", "Oslo"]})


def test_a_subject_area_is_no_place():
    assert ask("Where was the earliest conference held?", CONFERENCES) == \
        CONFERENCES.loc[CONFERENCES["date"].idxmin(), "city"]


SHOPS = pd.DataFrame({"门店": ["A店", "B店", "C店", "D店", "E店"], "城市": ["北京", "上海", "北京", "广州", "上海"],
                      "销售额": [120, 300, 180, 500, 90]})


def test_a_or_b_in_chinese_keeps_both():
    both = SHOPS[SHOPS["城市"].isin(["北京", "上海"])]
    assert ask("哪些门店在北京或上海？", SHOPS) == sorted(both["门店"])
    assert ask("在北京或上海，销售额最高的门店是哪家？", SHOPS) == both.loc[both["销售额"].idxmax(), "门店"]


TIPS = pd.DataFrame({"total_bill": [16.99, 10.34, 21.01, 23.68, 24.59, 25.29, 8.77, 26.88],
                     "tip": [1.01, 1.66, 3.5, 3.31, 3.61, 4.71, 2.0, 3.12],
                     "sex": ["Female", "Male", "Male", "Male", "Female", "Male", "Male", "Male"],
                     "smoker": ["No"] * 6 + ["Yes"] * 2,
                     "time": ["Dinner", "Dinner", "Lunch", "Dinner", "Lunch", "Dinner", "Lunch", "Dinner"]})


def test_a_yes_no_group_said_by_meaning_still_groups():
    got = ask("average tip per smoking status", TIPS)
    assert got.to_dict() == TIPS.groupby("smoker")["tip"].mean().to_dict()


RANKED = pd.DataFrame({"store": ["S1", "S2", "S3", "S4", "S5"], "sales": [500, 300, 800, 200, 650], "rank": [3, 4, 1, 5, 2]})
TOWNS = pd.DataFrame({"town": list("abcde"), "population": [1200, 3400, 800, 8500, 9000]})


def test_a_rank_said_after_a_measure_and_millions_of_a_small_column():
    assert ask("销售额排名第二的门店是哪家？", RANKED) == RANKED.sort_values("sales", ascending=False)["store"].iloc[1]
    assert ask("How many towns have more than 1 million people?", TOWNS) == int((TOWNS["population"] > 1e6).sum())


HR = pd.DataFrame({"Department": ["Sales", "Sales", "R&D", "R&D", "HR", "Sales", "R&D", "HR"],
                   "DailyRate": [1102, 279, 1373, 1392, 591, 1005, 1324, 216],
                   "Attrition": ["Yes", "No", "Yes", "No", "No", "Yes", "No", "No"]})
SHIP = pd.DataFrame({"fare": [7.25, 71.28, 7.92, 53.1, 8.05, 8.46, 51.86, 21.07, 11.13, 30.07],
                     "deck": [np.nan, "C", np.nan, "C", np.nan, np.nan, "E", np.nan, np.nan, "A"]})


def test_a_flags_rate_beside_a_rate_column_and_an_article_is_no_value():
    rates = (HR["Attrition"] == "Yes").groupby(HR["Department"]).mean()
    assert ask("Which department has the highest attrition rate?", HR) == rates.idxmax()
    assert ask("How many passengers were assigned a deck?", SHIP) == int(SHIP["deck"].notna().sum())


STATES = pd.DataFrame({"state": list("ABCDEF"), "totpop": [5.1, 2.3, 8.8, 1.0, 3.3, 4.4],
                       "minwage": [7.25, 8.0, 9.5, 7.25, 10.0, 8.5]})
BATTING = pd.DataFrame({"Player": ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"], "Runs": [90, 70, 110, 60, 85, 40],
                        "HR": [30, 12, 8, 41, 22, 5]})


def test_run_together_names_and_initials_beside_their_words():
    assert ask("Which state has the highest total population?", STATES) == STATES.loc[STATES["totpop"].idxmax(), "state"]
    assert ask("Which state has the highest minimum wage?", STATES) == STATES.loc[STATES["minwage"].idxmax(), "state"]
    assert ask("Who hit the most home runs?", BATTING) == BATTING.loc[BATTING["HR"].idxmax(), "Player"]


CITIES = pd.DataFrame({"city": ["Beijing", "Shanghai", "Chengdu", "Beijing", "Shanghai", "Chengdu", "Wuhan", "Wuhan"],
                       "area": ["Urban", "Urban", "Rural", "Rural", "Rural", "Urban", "Urban", "Rural"],
                       "income": [90, 100, 40, 50, 55, 70, 60, 30]})
STAFF = pd.DataFrame({"pay_type": ["Hourly", "Salaried", "Hourly", "Hourly", "Salaried", "Hourly", "Salaried"],
                      "hours": [38, 45, 20, 40, 50, 32, 42], "wage": [18.0, 40.0, 15.5, 22.0, 55.0, 17.0, 38.0]})


def test_which_city_is_the_city_column_and_hourly_is_no_wage():
    assert ask("哪个城市的平均收入最高？", CITIES) == CITIES.groupby("city")["income"].mean().idxmax()
    assert ask("How many hourly employees work more than 35 hours?", STAFF) == \
        int(((STAFF["pay_type"] == "Hourly") & (STAFF["hours"] > 35)).sum())


def test_a_value_called_missing_is_no_gap():
    pets = pd.DataFrame({"pet": ["Rex", "Tom", "Bo", "Kit", "Max"], "species": ["dog", "cat", "dog", "cat", "dog"],
                         "status": ["Missing", "Found", "Adopted", "Missing", "Found"]})
    owners = pd.DataFrame({"owner": ["Ann", "Bob", "Cy"], "phone": ["555-1", None, "555-3"]})
    assert choose_table("How many dogs are missing?", [Table("pets", pets), Table("owners", owners)]).name == "pets"


# A third reviewer ran the mends above against the code before them; these were right before the mends and wrong after.
MEALS = pd.DataFrame({"tip": [1.01, 1.66, 3.5, 3.31, 3.61, 4.71, 2.0, 3.12],
                      "time": ["Dinner", "Dinner", "Lunch", "Dinner", "Lunch", "Dinner", "Lunch", "Dinner"]})
SIGHTS = pd.DataFrame({"景区": ["故宫", "长城", "颐和园", "天坛"], "游客人数": [80000, 120000, 45000, 30000]})
PROVINCES = pd.DataFrame({"省份": ["甲", "乙", "丙", "丁"], "产值": [900, 300, 500, 700], "增速": [5.1, 8.2, 6.0, 3.3]})
EARNERS = pd.DataFrame({"name": list("abcdef"), "income": [30, 45, 60, 85, 120, 52]})


def test_the_mends_kept_what_was_right():
    assert ask("Lunch 或 Dinner，哪个的平均小费更高？", MEALS) == MEALS.groupby("time")["tip"].mean().idxmax()
    assert ask("长城的游客人数是多少人？", SIGHTS) == SIGHTS.loc[SIGHTS["景区"] == "长城", "游客人数"].sum()
    assert ask("哪个省份产值增速最高？", PROVINCES) == PROVINCES.loc[PROVINCES["增速"].idxmax(), "省份"]
    assert ask("How many people have an income above 25 thousand?", EARNERS) == int((EARNERS["income"] > 25).sum())
    assert ask("城市地区的平均收入是多少？", CITIES) == CITIES.loc[CITIES["area"] == "Urban", "income"].mean()
    assert ask("Which station is the farthest north?", pd.DataFrame(
        {"station": ["S1", "S2", "S3"], "lat": [40.1, 47.6, 35.2], "distance": [5.0, 12.0, 30.0]})) == "S2"


# A fourth reviewer ran the third round of mends against the code before it; these were right before and wrong after.
BRANCHES = pd.DataFrame({"城市": ["北京", "北京", "上海", "上海", "广州", "广州"],
                         "门店": ["国贸店", "西单店", "徐汇店", "静安店", "天河店", "越秀店"], "销售额": [120, 90, 150, 80, 200, 60]})


def test_the_last_mends_kept_what_was_right():
    two = BRANCHES[BRANCHES["城市"].isin(["北京", "上海"])]
    assert ask("北京或上海哪个门店的销售额最高？", BRANCHES) == two.loc[two["销售额"].idxmax(), "门店"]
    assert ask("收入最高的城市是哪个？", CITIES) == CITIES.loc[CITIES["income"].idxmax(), "city"]
    assert ask("按城市统计平均收入", CITIES).to_dict() == CITIES.groupby("city")["income"].mean().to_dict()
    attendance = pd.DataFrame({"student": ["张三", "李四", "王五"], "缺课天数": [2, 0, 5], "班级": ["一班", "一班", "二班"]})
    contacts = pd.DataFrame({"姓名": ["张三", "李四", "王五"], "电话": ["138", None, "139"], "地址": ["北京", "上海", None]})
    assert choose_table("张三缺了几天课？", [Table("attendance", attendance), Table("contacts", contacts)]).name == "attendance"
