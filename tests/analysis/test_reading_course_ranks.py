"""Courses and the rank of the professor who taught them: 'rank' as a noun ('which professor rank gets …') is no
request to rank; a column said whole after 'the highest average' ('evaluation score') is what is averaged; 'the
course with the most students (学生人数最多的那门课)' is one row whose column counts students; 职称 is a rank, 评分 a
score; 终身教职 is tenured, 低年级 and 高年级 the lower and upper levels. Every expected value is computed here
with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

COURSES = pd.DataFrame({
    "course_id": range(1, 10), "prof_id": [1, 1, 2, 3, 4, 5, 5, 6, 2],
    "score": [4.6, 4.5, 4.4, 4.0, 4.1, 4.3, 4.0, 4.1, 4.3],
    "rank": ["teaching", "teaching", "teaching", "tenure track", "tenure track", "tenured", "tenured", "tenured",
             "teaching"],
    "cls_perc_eval": [50, 60, 55, 90, 85, 70, 65, 60, 40],
    "cls_students": [20, 30, 25, 200, 40, 100, 90, 80, 10],
    "cls_level": ["lower", "upper", "lower", "upper", "upper", "lower", "upper", "lower", "upper"]})
MEAN_SCORE = COURSES.groupby("rank")["score"].mean()


def test_rank_as_a_noun_is_no_ranking():
    assert answered("Which professor rank gets the highest average evaluation score?", "courses",
                    {"courses": COURSES}) == MEAN_SCORE.idxmax()


def test_the_row_with_the_most_students_gives_its_rank():
    expected = COURSES.loc[COURSES["cls_students"].idxmax(), "rank"]
    assert expected != COURSES["rank"].value_counts().idxmax()  # not the rank with the most courses
    assert expected != COURSES.groupby("rank")["cls_students"].sum().idxmax()  # nor the most students in all
    assert answered("学生人数最多的那门课，授课教授的职称是什么？", "courses", {"courses": COURSES}) == expected


def test_ranks_whose_average_score_is_below_a_bar():
    expected = sorted(MEAN_SCORE[MEAN_SCORE < 4.2].index)
    assert sorted(answered("哪些职称的教授，课程平均评分低于 4.2 分？", "courses", {"courses": COURSES})) == expected


def test_tenured_and_the_levels_in_chinese():
    tenured = round(COURSES.loc[COURSES["rank"] == "tenured", "score"].mean(), 2)
    assert answered("已获终身教职的教授，所教课程的平均评分是多少？保留两位小数", "courses", {"courses": COURSES}) == tenured
    levels = [round(COURSES.loc[COURSES["cls_level"] == v, "score"].mean(), 2) for v in ("lower", "upper")]
    assert answered("低年级课程和高年级课程的平均评分分别是多少？保留两位小数，先低年级", "courses",
                    {"courses": COURSES}) == levels
