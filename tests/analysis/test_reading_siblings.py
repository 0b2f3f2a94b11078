"""Sibling columns, one measure taken again and again (math1 … math3, speed65 / speed70): the number said picks one.
Two readings of two values of one column ('in 1987, and how many in 1995'). Every expected value is computed here
with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.question import choose_table
from nbcopilot.analysis.reading import Table

_rng = np.random.default_rng(7)
_N = 60
PUPILS = pd.DataFrame({"gender": _rng.choice(["male", "female"], _N)})
for _grade in ("k", "1", "2", "3"):
    PUPILS[f"star{_grade}"] = _rng.choice(["small", "regular", "regular+aide"], _N)
    PUPILS[f"read{_grade}"] = _rng.normal(520, 40, _N).round()
    PUPILS[f"math{_grade}"] = _rng.normal(540, 45, _N).round()
    PUPILS[f"school{_grade}"] = _rng.choice(["inner-city", "suburban", "rural", "urban"], _N)
    PUPILS[f"degree{_grade}"] = _rng.choice(["bachelor", "master", "phd"], _N)
    PUPILS[f"schoolid{_grade}"] = _rng.integers(1, 80, _N)
    PUPILS.loc[_rng.random(_N) < 0.3, [f"star{_grade}", f"read{_grade}", f"math{_grade}"]] = np.nan
FRAMES = {"pupils": PUPILS}


def test_the_grade_said_picks_the_column_and_the_rows_of_that_grade():
    small = PUPILS[PUPILS["star1"] == "small"]
    assert answered("What's the average 1st-grade math score of the pupils who were in a small class in 1st grade? "
                    "Round to 2 decimals.", "pupils", FRAMES) == round(small["math1"].mean(), 2)
    assert answered("pupils 里三年级阅读成绩缺失的学生有多少个？", "pupils", FRAMES) == PUPILS["read3"].isna().sum()
    assert answered("幼儿园阶段被分到小班（stark 为 small）的学生有多少人？", "pupils", FRAMES) == \
        (PUPILS["stark"] == "small").sum()


def test_a_sibling_named_outright_keeps_the_measures_word_and_its_bracketed_gloss_ranks_nothing():
    lowest = PUPILS.groupby("school3")["read3"].mean().idxmin()
    assert answered("Which type of school had the lowest mean third-grade reading score (by school3)?", "pupils",
                    FRAMES) == lowest
    assert answered("What values does degree2 (highest degree of the 2nd-grade teacher) take in pupils?", "pupils",
                    FRAMES) == sorted(PUPILS["degree2"].unique())


def test_a_grade_said_in_chinese_picks_that_grades_column():
    boys, girls = (PUPILS.loc[PUPILS["gender"] == g, "math1"].mean() for g in ("male", "female"))
    assert answered("一年级男生的数学平均分是否高于女生？", "pupils", FRAMES, meaning=True) == bool(boys > girls)


def test_the_grade_said_tells_the_table_with_that_grades_column():
    other = pd.DataFrame({"district": ["a", "b", "c"], "math": [610.0, 640.0, 655.0], "students": [20, 30, 40]})
    tables = [Table("scores", other), Table("pupils", PUPILS)]
    assert choose_table("What's the average 1st-grade math score of the children who were in a small class?",
                        tables).name == "pupils"


BELTS = pd.DataFrame({"state": ["AK", "AL", "AZ", "CA"] * 3, "year": [1987] * 4 + [1991] * 4 + [1995] * 4,
                      "speed65": ["yes", "no", "yes", "no", "yes", "yes", "yes", "no", "yes", "yes", "yes", "yes"],
                      "speed70": ["no"] * 8 + ["yes", "no", "yes", "no"],
                      "seatbelt": [np.nan, np.nan, 0.4, np.nan, 0.5, np.nan, 0.6, 0.7, 0.7, 0.8, 0.75, 0.9],
                      "age": [65.0, 34.2, 35.1, 33.0, 34.0, 35.5, 36.0, 33.8, 34.9, 36.1, 36.5, 34.7]})


def test_how_many_in_one_year_and_how_many_in_another_and_a_named_sibling_keeps_its_number():
    each = [int(((BELTS["year"] == y) & (BELTS["speed65"] == "yes")).sum()) for y in (1987, 1995)]
    assert answered("belts: how many states had a 65 mph speed limit (speed65 yes) in 1987, and how many in 1995? "
                    "1987 first.", "belts", {"belts": BELTS}) == each


def test_no_said_of_a_measure_is_its_gap_not_the_no_of_some_yes_no_column():
    assert answered("How many state-years have no seatbelt usage rate recorded?", "belts", {"belts": BELTS}) == \
        BELTS["seatbelt"].isna().sum()


RAIN = pd.DataFrame({"date": pd.date_range("2002-12-20", periods=24, freq="D"),
                     "rain": [0, 0, 1.2, 0, 3.1, 0, 0, 0, 2.2, 0, 0, 4.0, 0, 0, 0, 0.5, 0, 0, 1.0, 0, 0, 0, 2.5, 0]})


def test_more_rows_holding_a_value_in_one_year_than_in_another_counts_the_rows():
    dry = RAIN[RAIN["rain"] == 0]["date"].dt.year.value_counts()
    assert answered("were there more dry days at Innsbruck (rain exactly 0) in 2003 than in 2002?", "rain",
                    {"rain": RAIN}) == bool(dry.get(2003, 0) > dry.get(2002, 0))


COURSES = pd.DataFrame({"subject": ["Art", "Art", "Law", "Physics", "Statistics", "Statistics", "Dance"],
                        "subject_abbr": [np.nan, np.nan, np.nan, np.nan, "STATS", "STATS", np.nan],
                        "course": ["Drawing", "Sculpture", "Torts", "Optics", "Linear Models", "Probability", "Ballet"],
                        "note": [np.nan, "x", "y", np.nan, np.nan, "z", "w"]})
PATIENTS = pd.DataFrame({"sex": ["M", "F", "M", "F", "M", "F", "M"],
                         "T.categ": ["hs", "het", "hs", "blood", "id", "het", "haem"]})


def test_which_rows_lack_the_column_named_and_which_kinds_the_rows_hold():
    assert answered("Which subjects in courses have no subject_abbr?", "courses", {"courses": COURSES}) == \
        sorted(COURSES.loc[COURSES["subject_abbr"].isna(), "subject"].unique())
    assert answered("Which transmission categories (T.categ) have at least one female patient?", "patients",
                    {"patients": PATIENTS}) == sorted(PATIENTS.loc[PATIENTS["sex"] == "F", "T.categ"].unique())


def test_each_yes_or_no_belongs_to_the_yes_no_column_said_next_to_it():
    both = ((BELTS["speed65"] == "yes") & (BELTS["speed70"] == "no")).sum()
    assert answered("how many rows have speed65 yes and speed70 no?", "belts", {"belts": BELTS}) == both
    assert answered("how many rows have speed70 no and speed65 yes?", "belts", {"belts": BELTS}) == both


def test_the_kind_asked_in_a_grade_is_that_grades_sibling_not_an_id_found_by_meaning():
    assert answered("幼儿园阶段哪种学校类型的学生最多？", "pupils", FRAMES, meaning=True) == \
        PUPILS["schoolk"].value_counts().idxmax()


def test_a_word_inside_titles_said_in_english_filters_only_the_titles():
    titles = pd.DataFrame({"course": ["Introduction to R", "Linear Models", "Introduction to Data", "Optics"],
                           "course_num": ["1", "2A", "3", "4"]})
    assert answered("How many course titles contain the word Introduction?", "ucla", {"ucla": titles}) == \
        titles["course"].str.contains("Introduction").sum()


def test_which_of_a_span_of_yes_no_columns_has_the_most_yeses():
    weeks = pd.DataFrame({"arrest": [1, 0, 0, 1, 0], "emp1": ["no", "no", "yes", "no", "no"],
                          "emp2": ["no", "yes", "yes", "no", "no"], "emp3": ["yes", "yes", "yes", "no", "yes"],
                          "emp4": ["no", "yes", "yes", "no", "no"]})
    counts = (weeks.loc[:, "emp1":"emp4"] == "yes").sum()
    assert answered("Which of the weekly emp columns (emp1 to emp4) has the most people with a job?", "rossi",
                    {"rossi": weeks}) == counts.idxmax()
