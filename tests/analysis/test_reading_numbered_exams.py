"""A class's three exams in columns exam1, exam2, exam3: 'exam 3' said apart names exam3, 'which of the three
exams' asks among the family, '总评最高的那个学生' is one student's row. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

GRADES = pd.DataFrame({
    "semester": ["2000-1", "2000-1", "2000-1", "2001-1", "2001-1", "2001-2", "2001-2", "2002-1", "2002-1", "2002-1"],
    "sex": ["Man", "Woman", "Man", "Woman", "Woman", "Man", "Woman", "Man", "Woman", "Man"],
    "exam1": [84.5, 80.0, 56.0, 64.0, 90.0, 77.0, 88.0, 70.0, np.nan, 81.0],
    "exam2": [69.5, 74.0, 70.0, 61.0, 72.0, 60.0, 75.0, 66.0, 71.0, 62.0],
    "exam3": [86.5, 67.0, 71.5, 67.5, 88.0, 79.0, 90.0, 73.0, 80.0, 76.0],
    "course_grade": [76.3, 75.4, 67.1, 63.5, 85.0, 71.0, 84.2, 70.1, 77.7, 73.3]})


def grades(question: str):
    return answered(question, "grades", {"grades": GRADES}, meaning=True)


def test_an_exam_said_with_its_number_apart():
    assert grades("What was the average score on exam 1?") == GRADES["exam1"].mean()
    assert grades("Did the class average higher on exam 3 than on exam 2?") is \
        bool(GRADES["exam3"].mean() > GRADES["exam2"].mean())


def test_which_of_the_family_of_exams():
    lowest = GRADES[["exam1", "exam2", "exam3"]].mean().idxmin()
    assert grades("Which of the three exams had the lowest average score?") == lowest
    assert grades("Which exam had the lowest average score: exam1, exam2 or exam3?") == lowest


def test_the_one_student_with_the_top_grade():
    top = GRADES.loc[GRADES["course_grade"].idxmax(), "semester"]
    assert top != GRADES.groupby("semester")["course_grade"].sum().idxmax()  # one row, not a semester's total
    assert grades("课程总评最高的那个学生是哪个学期的？") == top


def test_each_of_the_counted_exams():
    means = GRADES[["exam1", "exam2", "exam3"]].mean()
    assert grades("三次考试的平均分分别是多少？保留两位小数，按考试顺序") == [round(m, 2) for m in means]
    assert grades("What were the average scores of the three exams, respectively?") == means.tolist()


def test_groups_in_the_order_their_key_names():
    assert grades("How many students were there each semester? in semester order") == \
        GRADES["semester"].value_counts().sort_index().tolist()


def test_women_and_an_overall_grade_in_chinese():
    women = GRADES[(GRADES["sex"] == "Woman") & (GRADES["course_grade"] > 80)]
    assert grades("哪些学期有女生的课程总评超过 80 分？") == sorted(women["semester"].unique())
    assert grades("男生有多少人？") == int((GRADES["sex"] == "Man").sum())
