"""A status written as its initial (A alive / D dead), its rate per group, and shares asked in Chinese. Every expected
value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PATIENTS = pd.DataFrame({
    "state": ["NSW", "NSW", "NSW", "NSW", "VIC", "VIC", "VIC", "QLD", "QLD", "Other"],
    "sex": ["M", "F", "M", "M", "F", "M", "M", "F", "M", "M"],
    "status": ["D", "A", "A", "D", "D", "D", "A", "D", "D", "A"],
    "T.categ": ["hs", "het", "hs", "hsid", "blood", "hs", "id", "het", "hs", "hs"],
    "age": [35, 29, 41, 38, 52, 33, 47, 26, 39, 44],
})
FRAMES = {"aids_patients": PATIENTS}


def test_a_status_said_as_a_word_is_its_initial():
    assert answered("aids_patients 里观察结束时已经死亡的患者有多少人？", "aids_patients", FRAMES, meaning=True) == \
        (PATIENTS["status"] == "D").sum()


def test_the_rate_of_a_value_per_group_ranks_and_compares_the_groups():
    rate = (PATIENTS["status"] == "D").groupby(PATIENTS["state"]).mean()
    assert answered("哪个州的艾滋病患者死亡比例最高？给出州代码", "aids_patients", FRAMES, meaning=True) == rate.idxmax()
    assert answered("Is the share of AIDS patients who died higher in VIC than in NSW?", "aids_patients",
                    FRAMES) == bool(rate["VIC"] > rate["NSW"])


def test_more_than_half_of_the_rows_said_before_the_question():
    women = PATIENTS[PATIENTS["sex"] == "F"]
    assert answered("aids_patients 里的女性患者，是否有一半以上在观察结束时仍然活着？", "aids_patients", FRAMES,
                    meaning=True) == bool((women["status"] == "A").mean() > 0.5)


def test_the_kind_of_a_value_set_aside_is_the_one_ranked():
    rest = PATIENTS[PATIENTS["T.categ"] != "hs"]["T.categ"].value_counts()
    assert answered("除了 hs 以外，哪种传播类别的患者最多？给出代码", "aids_patients", FRAMES, meaning=True) == \
        rest.idxmax()


COURSES = pd.DataFrame({"subject": ["Statistics"] * 4 + ["Economics"] * 2,
                        "course": ["Linear Models", "Applied Regression", "Models in Finance", "Probability",
                                   "Macro Models", "Trade"],
                        "course_num": ["100A", "101", "102", "103", "10", "11"]})


def test_a_word_in_the_name_said_in_chinese_is_a_word_contained():
    stats = COURSES[COURSES["subject"] == "Statistics"]
    assert answered("统计学（Statistics）的课程里，名称中带 Models 的有哪些？", "courses", {"courses": COURSES},
                    meaning=True) == sorted(stats.loc[stats["course"].str.contains("Models"), "course"])


TESTS = pd.DataFrame({"test_id": ["covid"] * 9 + ["xcvd1"], "result": ["negative", "positive", "negative", "invalid",
                                                                      "positive", "negative", "negative", "negative",
                                                                      "negative", "positive"],
                      "ct_result": [45.0, 0.0, 45.0, 45.0, 21.0, 45.0, 45.0, 45.0, 45.0, 30.0]})


def test_a_sign_word_the_table_holds_as_a_value_compares_nothing_with_zero():
    covid = TESTS[TESTS["test_id"] == "covid"]
    assert answered("What percent of the covid tests came back positive? round to 2 dp", "tests", {"tests": TESTS}) == \
        round(100 * (covid["result"] == "positive").mean(), 2)


def test_a_word_for_the_rows_names_the_table_whose_name_says_it_all():
    from nbcopilot.analysis.question import choose_table
    from nbcopilot.analysis.reading import Table
    polls = pd.DataFrame({"pollster": ["A", "B"], "grade": ["A+", "B"]})
    brexit = pd.DataFrame({"pollster": ["YouGov", "ICM"], "poll_type": ["Online", "Telephone"]})
    tables = [Table("polls", polls), Table("brexit_polls", brexit)]
    assert choose_table("Which pollsters ran telephone polls on Brexit?", tables).name == "brexit_polls"
    assert choose_table("Which pollsters are graded A+ in polls?", tables).name == "polls"


def test_the_chinese_for_how_many_times_is_no_value_spelled_alike():
    titles = pd.DataFrame({"course": ["Power", "Seminar", "Seminar", "Optics", "Seminar", "Power"],
                           "course_num": ["1", "2", "3", "4", "5", "6"]})
    assert answered("课程里，哪个课程名称出现的次数最多？", "ucla", {"ucla": titles}, meaning=True) == \
        titles["course"].value_counts().idxmax()
