"""'Is there any subject with more than 150 courses': some group whose count of rows passes a bar; a number said
as a bar is no code a text column writes ('150'); a column's own figure past a bar stays row by row. Every expected
value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

COURSES = pd.DataFrame({"subject": ["Art"] * 4 + ["Math"] * 6 + ["Law"] * 2,
                        "course": [f"Course {i}" for i in range(12)],
                        "course_num": ["150", "20A", "3", "150", "1", "2", "3", "4", "5", "6", "7", "8"]})


def test_some_group_whose_count_of_rows_passes_the_bar():
    counts = COURSES["subject"].value_counts()
    assert answered("Is there any subject that offers more than 5 courses?", "courses", {"courses": COURSES}) == \
        bool((counts > 5).any())
    assert answered("Is there any subject that offers more than 6 courses?", "courses", {"courses": COURSES}) == \
        bool((counts > 6).any())
    assert answered("有没有哪个学科开了 5 门以上的课？", "courses", {"courses": COURSES}, meaning=True) == \
        bool((counts >= 5).any())


BATTING = pd.DataFrame({"player": ["a", "a", "b", "b", "c"], "year": [2000, 2001, 2000, 2001, 2001],
                        "HR": [12, 35, 8, 9, 28]})


def test_a_columns_figure_past_a_bar_stays_row_by_row():
    assert answered("Is there any player with more than 30 home runs (HR) in a season?", "batting",
                    {"batting": BATTING}) == bool((BATTING["HR"] > 30).any())
