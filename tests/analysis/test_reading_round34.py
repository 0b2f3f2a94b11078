"""Readings of the thirty-fourth round: people and things numbered in a column (a pupil's number within a school, a
school's number) counted, never added up … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(34)
_SCHOOLS = RNG.integers(1, 41, 900)
PUPILS = pd.DataFrame({"school": _SCHOOLS, "score": RNG.normal(0, 1, 900).round(3),
                       "schgend": np.where(_SCHOOLS % 4 == 0, "boys", np.where(_SCHOOLS % 4 == 1, "girls", "mixed")),
                       "sex": RNG.choice(["F", "M"], 900)})
PUPILS["student"] = PUPILS.groupby("school").cumcount() + 1  # each pupil's number within the school


def test_people_numbered_within_a_group_are_counted_not_added_up():
    assert ask("女学生一共有多少人？", PUPILS) == int((PUPILS["sex"] == "F").sum())
    assert ask("How many students are girls?", PUPILS) == int((PUPILS["sex"] == "F").sum())


def test_numbered_things_said_before_the_count_are_counted_once_each():
    assert ask("一共有多少所学校？", PUPILS) == PUPILS["school"].nunique()
    assert ask("男校的学生一共有多少人？", PUPILS) == int((PUPILS["schgend"] == "boys").sum())  # '男校' boys' schools


EXAMS = PUPILS.rename(columns={"score": "normexam"}).assign(type=lambda d: np.where(d["schgend"] == "mixed", "Mxd",
                                                                                     "Sngl"))


def test_values_listed_in_brackets_after_a_column_name_are_its_kinds():
    means = EXAMS.groupby("schgend")["normexam"].mean()
    assert ask("Which kind of school (boys, girls or mixed) has the lowest average exam score?", EXAMS) == \
        means.idxmin()


def test_a_glued_name_with_a_generic_head_is_its_tail():
    assert ask("What is the average exam score of the girls?", EXAMS) == \
        EXAMS.loc[EXAMS["sex"] == "F", "normexam"].mean()  # 'normexam': the exam score, normalised


HEARTS = pd.DataFrame({"id": np.arange(1, 121), "age": RNG.integers(20, 65, 120),
                       "prior": RNG.choice(["no", "yes"], 120, p=[0.8, 0.2]),
                       "transplant": RNG.choice(["control", "treatment"], 120, p=[0.35, 0.65]),
                       "survtime": RNG.integers(1, 1800, 120)})


def test_which_of_two_arms_is_older_on_average():
    means = HEARTS.groupby("transplant")["age"].mean()
    assert ask("Which group's patients are older on average, treatment or control?", HEARTS) == means.idxmax()
    assert ask("Which group's patients are younger on average, treatment or control?", HEARTS) == means.idxmin()


def test_the_arm_named_for_its_column_is_the_treated_one():
    treated = HEARTS[HEARTS["transplant"] == "treatment"]
    assert ask("How many patients were in the transplant group?", HEARTS) == len(treated)
    counts = HEARTS["transplant"].value_counts()
    # '先说' says which to give first, no 'prior' column
    assert ask("移植组和对照组各有多少位病人？先说移植组", HEARTS) == [counts["treatment"], counts["control"]]


_PLACES = ["NFLD", "PEI", "NS", "NB", "QUE", "ONT", "MAN", "SASK", "ALTA", "BC"]
FLOWS = pd.DataFrame([(a, b) for b in _PLACES for a in _PLACES if a != b], columns=["source", "destination"])
FLOWS["migrants"] = RNG.integers(100, 90000, len(FLOWS))
FLOWS["distance"] = RNG.integers(100, 5000, len(FLOWS))


def test_a_flow_tables_ends_are_read_by_from_and_to():
    row = FLOWS[(FLOWS["source"] == "QUE") & (FLOWS["destination"] == "ONT")]
    assert ask("What is the distance from Quebec (QUE) to Ontario (ONT)?", FLOWS) == row["distance"].iloc[0]
    into = FLOWS[FLOWS["destination"] == "ALTA"]
    assert ask("Which province sent the most migrants to Alberta (ALTA)?", FLOWS) == \
        into.loc[into["migrants"].idxmax(), "source"]
    assert ask("从安大略省（ONT）迁出的移民总数是多少？", FLOWS) == FLOWS.loc[FLOWS["source"] == "ONT", "migrants"].sum()


def test_people_moved_are_the_migrants_added_up():
    assert ask("How many people moved between provinces in total?", FLOWS) == FLOWS["migrants"].sum()
    assert ask("迁移人数不到 500 人的路线有几条？", FLOWS) == int((FLOWS["migrants"] < 500).sum())


WOMEN = pd.DataFrame({"participation": RNG.choice(["no", "yes"], 300), "income": RNG.uniform(9, 12, 300).round(3),
                      "education": RNG.integers(1, 21, 300), "youngkids": RNG.choice([0, 1, 2, 3], 300, p=[.7, .2, .08, .02]),
                      "foreign": RNG.choice(["no", "yes"], 300, p=[0.75, 0.25])})


def test_the_labour_force_is_a_participation_column():
    working = WOMEN[WOMEN["participation"] == "yes"]
    assert ask("How many of the women are in the labour force?", WOMEN) == len(working)
    foreign = WOMEN[WOMEN["foreign"] == "yes"]
    assert ask("What percentage of the foreign women are in the labour force? 1 decimal", WOMEN) == \
        round(100 * (foreign["participation"] == "yes").mean(), 1)


def test_a_chinese_numeral_or_more_and_a_bracketed_columns_own_number():
    assert ask("有两个或更多 7 岁以下孩子（youngkids）的女性有几位？", WOMEN) == int((WOMEN["youngkids"] >= 2).sum())


_SYSTEMS = ["gc", "gr", "ec", "er", "hp"]
HEATING = pd.DataFrame({"depvar": RNG.choice(_SYSTEMS, 400, p=[.6, .15, .1, .1, .05]),
                        "region": RNG.choice(["valley", "scostl", "mountn", "ncostl"], 400),
                        "agehed": RNG.integers(20, 66, 400), "rooms": RNG.integers(2, 8, 400)})
for _s in _SYSTEMS:  # each alternative's installation and operating costs, and their ratio
    HEATING[f"ic.{_s}"] = RNG.uniform(500, 1500, 400).round(2)
    HEATING[f"oc.{_s}"] = RNG.uniform(100, 600, 400).round(2)
    HEATING[f"pb.{_s}"] = (HEATING[f"ic.{_s}"] / HEATING[f"oc.{_s}"]).round(3)


def test_the_column_of_alternatives_priced_beside_it_is_the_kind_asked():
    ages = HEATING.groupby("depvar")["agehed"].mean()
    assert ask("哪种供暖系统的用户，户主平均年龄最大？回答代码", HEATING) == ages.idxmax()
    mountain = HEATING[HEATING["region"] == "mountn"]
    assert ask("山区（mountn）最常选的是哪种供暖系统？回答代码", HEATING) == mountain["depvar"].value_counts().idxmax()


def test_the_most_expensive_is_the_highest_not_a_total():
    assert ask("Which system did the house with the most expensive heat pump installation (ic.hp) choose?",
               HEATING) == HEATING.loc[HEATING["ic.hp"].idxmax(), "depvar"]


PANEL = pd.DataFrame({"intnum": RNG.integers(4, 9000, 600), "persnum": RNG.integers(1, 200, 600),
                      "age": RNG.integers(30, 50, 600), "earnings": RNG.integers(0, 240000, 600),
                      "hours": np.where(RNG.random(600) < 0.25, 0, RNG.integers(100, 5000, 600)),
                      "married": RNG.choice(["married", "never married", "divorced", "widowed"], 600)})


def test_a_persons_number_is_no_measure_nor_a_bar():
    assert ask("收入最高的那个人，婚姻状况是什么？", PANEL) == PANEL.loc[PANEL["earnings"].idxmax(), "married"]
    assert ask("What are the median earnings of people who worked at least 2,000 hours?", PANEL) == \
        PANEL.loc[PANEL["hours"] >= 2000, "earnings"].median()


def test_the_whole_years_hours_at_zero_are_rows_counted():
    assert ask("全年工作时长为 0 的有多少人？", PANEL) == int((PANEL["hours"] == 0).sum())


_EVENTS = np.sort(RNG.integers(1, 24, 180))
QUAKES = pd.DataFrame({"event": _EVENTS, "mag": (5 + _EVENTS % 7 * 0.4).round(1),
                       "station": np.where(RNG.random(180) < 0.1, None, RNG.integers(100, 2000, 180).astype(str)),
                       "dist": RNG.uniform(0.5, 370, 180).round(1)})


def test_earthquakes_are_the_events_a_table_of_readings_numbers():
    assert ask("How many different earthquakes are in the data?", QUAKES) == QUAKES["event"].nunique()
    assert ask("一共记录了多少次地震？", QUAKES) == QUAKES["event"].nunique()


def test_no_station_number_is_a_gap():
    assert ask("有多少条记录没有台站编号？", QUAKES) == int(QUAKES["station"].isna().sum())


AREAS = pd.DataFrame({"area": [f"A{i}" for i in range(60)], "minority": RNG.uniform(1, 70, 60).round(1),
                      "poverty": RNG.uniform(5, 30, 60).round(1), "city": ["state"] * 45 + ["city"] * 15})


def test_a_column_set_to_one_of_its_values_though_its_name_is_another():
    states = AREAS[AREAS["city"] == "state"]
    assert ask("Average minority percentage of the states (city = state)? 2 decimals", AREAS) == \
        round(states["minority"].mean(), 2)
    assert ask("贫困率最低的州（city 列为 state）是哪个？", AREAS) == states.loc[states["poverty"].idxmin(), "area"]


GAMES = pd.DataFrame({"Points": RNG.integers(290, 521, 300), "OppPoints": RNG.integers(200, 480, 300),
                      "Start": RNG.choice(["first", "pass"], 300)})
GAMES["WinMargin"] = GAMES["Points"] - GAMES["OppPoints"]


def test_a_game_lost_or_won_is_a_margin_below_or_above_zero():
    assert ask("How many of the games did the player lose?", GAMES) == int((GAMES["WinMargin"] < 0).sum())
    assert ask("Did the player ever score 450 or more and still lose?", GAMES) == \
        bool(((GAMES["Points"] >= 450) & (GAMES["WinMargin"] < 0)).any())


def test_a_round_counts_top_rows():
    assert ask("Points 最高的三局分别是多少？从高到低", GAMES) == GAMES["Points"].nlargest(3).tolist()


CARS = pd.DataFrame({"CarType": RNG.choice(["Mazda6", "Accord", "Maxima"], 90), "Age": RNG.integers(1, 12, 90),
                     "Price": RNG.uniform(5, 30, 90).round(1), "Mileage": RNG.uniform(2, 160, 90).round(1)})
for _car in ("Mazda6", "Accord", "Maxima"):  # the kinds once more, as 0/1 columns
    CARS[_car] = (CARS["CarType"] == _car).astype(int)


def test_kinds_marked_again_as_0_1_columns_are_read_once():
    means = CARS.groupby("CarType")["Price"].mean()
    assert ask("Are the Maximas more expensive on average than the Accords?", CARS) == \
        bool(means["Maxima"] > means["Accord"])
    assert ask("Accord、Maxima、Mazda6 三款车的平均售价分别是多少千美元？保留两位小数，按这个顺序", CARS) == \
        [round(means[c], 2) for c in ("Accord", "Maxima", "Mazda6")]


def test_miles_in_thousands_and_how_old_the_row_is():
    assert ask("How many of the used cars have more than 100 thousand miles on them?", CARS) == \
        int((CARS["Mileage"] > 100).sum())
    assert ask("How old is the car with the highest mileage?", CARS) == CARS.loc[CARS["Mileage"].idxmax(), "Age"]


def test_who_does_better_of_two_named_sides():
    papers = PUPILS.drop(columns="schgend").rename(columns={"score": "written"})
    means = papers.groupby("sex")["written"].mean()
    assert ask("Who does better on the written paper on average, boys or girls? M or F", papers) == means.idxmax()


PAINTERS = pd.DataFrame({"Painter": [f"P{i}" for i in range(54)], "Composition": RNG.integers(0, 19, 54),
                         "Drawing": RNG.integers(6, 19, 54), "Colour": RNG.integers(0, 19, 54),
                         "Expression": RNG.integers(0, 19, 54), "School": RNG.choice(list("ABCDEFGH"), 54)})


def test_a_rows_total_across_columns_listed():
    row = PAINTERS[PAINTERS["Painter"] == "P7"].iloc[0]
    assert ask("What's P7's total across composition, drawing, colour and expression?", PAINTERS) == \
        row[["Composition", "Drawing", "Colour", "Expression"]].sum()


_IDS = np.repeat(np.arange(1, 61), RNG.integers(1, 4, 60))
TRIAL = pd.DataFrame({"id": _IDS, "center": np.array([f"C{i % 9}" for i in range(60)])[_IDS - 1],
                      "treat": np.where(_IDS % 2 == 0, "placebo", "rIFN-g"),
                      "weight": RNG.uniform(10, 105, 60).round(1)[_IDS - 1], "status": RNG.integers(0, 2, len(_IDS))})


def test_a_trial_said_in_chinese_is_the_tables_scope():
    assert ask("CGD 试验里，有没有患者入组时体重超过 100 公斤？", TRIAL, "cgd_trial") == bool((TRIAL["weight"] > 100).any())


def test_only_n_people_per_group_counts_each_person_once():
    people = TRIAL.groupby("center")["id"].nunique()
    assert ask("哪些中心只入组了 7 位患者？", TRIAL) == sorted(people[people == 7].index)


STANDINGS = pd.DataFrame({"Team": [f"T{i}" for i in range(32)], "Wins": RNG.integers(1, 15, 32),
                          "PointsFor": RNG.integers(200, 541, 32), "PointsAgainst": RNG.integers(200, 480, 32),
                          "YardsFor": RNG.integers(4500, 6900, 32), "YardsAgainst": RNG.integers(4500, 6900, 32)})
STANDINGS["NetPts"] = STANDINGS["PointsFor"] - STANDINGS["PointsAgainst"]


def test_a_teams_own_figure_or_its_opponents_by_the_words_beside_it():
    assert ask("Which team gave up the most yards?", STANDINGS) == \
        STANDINGS.loc[STANDINGS["YardsAgainst"].idxmax(), "Team"]
    assert ask("进攻码数最多的是哪支球队？", STANDINGS) == STANDINGS.loc[STANDINGS["YardsFor"].idxmax(), "Team"]
    assert ask("失分最多的是哪支球队？", STANDINGS) == STANDINGS.loc[STANDINGS["PointsAgainst"].idxmax(), "Team"]


def test_the_second_most_common_kind_and_how_many_people_in_chinese():
    assert ask("What's the second most common marital status?", PANEL) == PANEL["married"].value_counts().index[1]
    kids = PANEL.assign(kids=RNG.integers(0, 4, len(PANEL)))
    assert ask("没有孩子（kids 为 0）的有几人？", kids) == int((kids["kids"] == 0).sum())


WORKERS = pd.DataFrame({"age": RNG.integers(29, 31, 400), "earnings": RNG.uniform(3, 40, 400).round(2),
                        "education": RNG.choice([12, 14, 16, 18], 400), "female": RNG.integers(0, 2, 400)})


def test_two_ages_said_as_kinds_of_people_are_compared():
    means = WORKERS.groupby("age")["earnings"].mean()
    assert ask("Do the 30-year-olds earn more per hour on average than the 29-year-olds?", WORKERS) == \
        bool(means[30] > means[29])


HOUSEHOLDS = pd.DataFrame({"address": RNG.choice([f"addr{i}" for i in range(40)], 700),
                           "takeup_survey": RNG.integers(0, 2, 700), "intensive": RNG.integers(0, 2, 700),
                           "age": RNG.integers(20, 80, 700)})
HOUSEHOLDS["village"] = HOUSEHOLDS["address"].str[:5].where(RNG.random(700) < 2, "")


def test_the_column_bracketed_after_the_words_asked_is_the_one_asked():
    assert ask("Which natural village (address) has the most households?", HOUSEHOLDS) == \
        HOUSEHOLDS["address"].value_counts().idxmax()


def test_bought_is_a_take_up_flag():
    assert ask("How many households bought the insurance?", HOUSEHOLDS) == int(HOUSEHOLDS["takeup_survey"].sum())


def test_nearest_to_a_place_is_the_least_distance_and_names_a_row():
    quakes = QUAKES.copy()
    quakes.loc[quakes["dist"].idxmin(), "station"] = None  # the very nearest reading names no station
    named = quakes[quakes["station"].notna()]
    assert ask("离震源最近的是哪个台站？", quakes) == named.loc[named["dist"].idxmin(), "station"]
    assert ask("Which station was farthest from the epicentre?", quakes) == named.loc[named["dist"].idxmax(), "station"]


def test_the_kind_more_common_among_rows_missing_a_figure():
    scores = PUPILS.assign(course=np.where(RNG.random(len(PUPILS)) < 0.2, np.nan, RNG.uniform(20, 100, len(PUPILS))))
    missing = scores[scores["course"].isna()]
    assert ask("Among the students with no course score, which sex is more common? M or F", scores) == \
        missing["sex"].value_counts().idxmax()
