"""Misfires a review found in the thirty-fifth round's readings, each mended: a household's id is no person's key, the
verb 'study' and 研究人员 name no study, 'state' beside 'stateabb' is the names, '有记录' keeps its known filter, an
interest rate is no yes/no rate. Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(3535)
PEOPLE = pd.DataFrame({"household_id": RNG.integers(1, 150, 500), "age": RNG.integers(1, 95, 500),
                       "sex": RNG.choice(["female", "male"], 500), "income": RNG.integers(0, 120_000, 500)})


def test_a_households_id_is_no_persons_key():
    assert ask("How many people are older than 65?", PEOPLE) == int((PEOPLE["age"] > 65).sum())
    assert ask("How many people are in the data?", PEOPLE) == len(PEOPLE)


STUDENTS = pd.DataFrame({"female": RNG.integers(0, 2, 400), "married": RNG.integers(0, 2, 400),
                         "hours": RNG.integers(0, 30, 400), "gpa": RNG.uniform(1.5, 4.0, 400).round(2),
                         "income": np.where(RNG.random(400) < 0.2, np.nan, RNG.integers(10, 90, 400) * 1000.0)})


def test_the_verb_study_and_researchers_name_no_study():
    assert ask("How many females study more than 10 hours a week?", STUDENTS) == \
        int(((STUDENTS["female"] == 1) & (STUDENTS["hours"] > 10)).sum())
    assert ask("已婚研究人员的平均收入是多少？", STUDENTS) == STUDENTS.loc[STUDENTS["married"] == 1, "income"].mean()


def test_a_figure_recorded_keeps_its_known_filter():
    assert ask("收入数据里有记录的人平均 GPA 是多少？", STUDENTS) == STUDENTS.loc[STUDENTS["income"].notna(), "gpa"].mean()


_STATES = RNG.choice(["Utah", "Ohio", "Iowa", "Texas"], 300)
INCOMES = pd.DataFrame({"state": _STATES, "stateabb": pd.Series(_STATES).map(
    {"Utah": "UT", "Ohio": "OH", "Iowa": "IA", "Texas": "TX"}), "income": RNG.integers(20, 150, 300) * 1000})


def test_the_names_beside_their_codes_answer_which_state():
    means = INCOMES.groupby("state")["income"].mean()
    assert ask("Which state has the highest average income?", INCOMES) == means.idxmax()
    assert ask("哪个州的平均收入最高？", INCOMES) == means.idxmax()


LOANS = pd.DataFrame({"grade": RNG.choice(list("ABCDE"), 600),
                      "int_rate": np.where(RNG.random(600) < 0.15, np.nan, RNG.uniform(5, 25, 600).round(2))})


def test_an_interest_rate_is_no_yes_no_rate():
    share = 100 * (LOANS["int_rate"] > 15).mean()
    assert ask("What percentage of loans have an interest rate above 15%?", LOANS) == share


SALES = pd.DataFrame({"year": RNG.choice([2019, 2020], 300), "month": RNG.integers(1, 13, 300),
                      "revenue": RNG.uniform(50, 900, 300).round(2), "promo": RNG.integers(0, 2, 300)})


def test_a_bracket_with_a_second_condition_keeps_the_first():
    assert ask("How many sales were made in 2020 (month = 12)?", SALES) == \
        int(((SALES["year"] == 2020) & (SALES["month"] == 12)).sum())


BODIES = pd.DataFrame({"weight": RNG.uniform(50, 140, 400).round(1), "height": RNG.uniform(150, 200, 400).round(1)})


def test_a_bar_restated_in_another_unit_keeps_the_first_where_no_column_says_its_unit():
    assert ask("How many people weigh more than 100 kg (220 pounds)?", BODIES) == int((BODIES["weight"] > 100).sum())
    assert ask("体重超过 100 公斤（220 磅）的有多少人？", BODIES) == int((BODIES["weight"] > 100).sum())


SHIFTS = pd.DataFrame({"employee": RNG.integers(1, 40, 300), "hours": RNG.uniform(2, 14, 300).round(1)})


def test_a_column_named_hours_is_kept_in_hours():
    assert ask("超过 10 小时（600 分钟）的班次有多少？", SHIFTS) == int((SHIFTS["hours"] > 10).sum())


FLAVOURS = pd.DataFrame({"favourite": RNG.choice(["potato", "buttery", "grassy"], 200),
                         **{f: RNG.uniform(0, 10, 200).round(2) for f in ["potato", "buttery", "grassy", "rancid"]}})
FLAVOURS["rancid"] = FLAVOURS["rancid"] / 3  # the lowest on average, and the favourite of nobody


def test_measures_on_one_scale_are_compared_unless_choices_are_counted():
    assert ask("哪种风味的平均得分最低？", FLAVOURS) == FLAVOURS[["potato", "buttery", "grassy", "rancid"]].mean().idxmin()


CLASSES = pd.DataFrame({"class": np.repeat(["A", "B", "C", "D"], [60, 55, 70, 40]), "score": RNG.integers(40, 100, 225)})


def test_a_headcount_is_no_one_persons_figure():
    sizes = CLASSES["class"].value_counts()
    assert ask("哪些班级拥有人数超过 50？", CLASSES) == sorted(sizes[sizes > 50].index)


MAJORS = pd.DataFrame({"major": RNG.choice(["eco", "bio", "biochem", "art"], 300), "sat": RNG.integers(400, 800, 300)})


def test_the_longest_code_that_begins_the_word():
    assert ask("How many biochemistry majors are there?", MAJORS) == int((MAJORS["major"] == "biochem").sum())


COMPANIES = pd.DataFrame({"company": [f"Co{i}" for i in range(60)], "market_cap": RNG.integers(1000, 600000, 60),
                          "market": RNG.choice(["NYSE", "NASDAQ"], 60), "employees": RNG.integers(100, 90000, 60)})
PATIENTS = pd.DataFrame({"survtime": RNG.integers(5, 2000, 150), "survived": RNG.choice(["alive", "dead"], 150),
                         "age": RNG.integers(30, 90, 150)})


def test_a_word_before_the_measure_asked_back_is_no_column():
    assert ask("Market caps of the three biggest companies, largest first?", COMPANIES) == \
        COMPANIES.nlargest(3, "market_cap")["market_cap"].tolist()
    assert ask("Survival times of the three longest-lived patients, longest first?", PATIENTS) == \
        PATIENTS.nlargest(3, "survtime")["survtime"].tolist()


SPEEDS = pd.DataFrame({"car": [f"c{i}" for i in range(80)], "miles_per_hour": RNG.uniform(60, 160, 80).round(1)})


def test_a_unit_said_as_a_columns_initials_still_names_it():
    assert ask("Which car has the highest mph?", SPEEDS) == SPEEDS.loc[SPEEDS["miles_per_hour"].idxmax(), "car"]


PENGUINS = pd.DataFrame({"species": RNG.choice(["Adelie", "Chinstrap", "Gentoo"], 300),
                         "island": RNG.choice(["Dream", "Biscoe", "Torgersen"], 300),
                         "body_mass_g": RNG.integers(2800, 6300, 300)})


def test_a_noun_linked_only_by_meaning_selects_no_rows_for_every():
    dream = PENGUINS[PENGUINS["island"] == "Dream"]
    assert ask("Are all the penguins on Dream Chinstrap?", PENGUINS) == bool((dream["species"] == "Chinstrap").all())


AGES = pd.DataFrame({"age": RNG.choice([29, 30], 400), "wage": RNG.uniform(5, 30, 400).round(2)})
AGES.loc[AGES["age"] == 30, "wage"] += 6


def test_much_lower_in_chinese_still_compares_downward():
    assert ask("29 岁的人平均 wage 比 30 岁的人少得多吗？", AGES) is True


FARMS = pd.DataFrame({"type": RNG.choice(["A", "B", "C"], 300), "ha": RNG.uniform(5, 400, 300).round(1),
                      "cows": RNG.integers(0, 300, 300)})


def test_a_short_measure_name_is_no_listed_values_own_column():
    means = FARMS.groupby("type")["ha"].mean()
    got = ask("How many ha do farms of type A, B and C have on average?", FARMS)
    assert [round(v, 6) for v in got] == [round(means[t], 6) for t in "ABC"]
