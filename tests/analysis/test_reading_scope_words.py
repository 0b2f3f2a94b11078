"""Words that say which data the question is about, not which rows: the table's own name inside free-text comments
('the Blizzard survey' in blizzard_salaries) and a place inside one value that the whole table comes from
('芝加哥出租车数据' in taxi). Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

SALARIES = pd.DataFrame({
    "status": ["Full Time Employee", "Contractor", "Full Time Employee", "Contractor", "Full Time Employee"],
    "percent_incr": [3.0, 1.0, 5.0, 0.0, 2.5],
    "performance_rating": ["Successful", "Developing", "Top", "Successful", "High"],
    "other_info": ["Blizzard pays below market", None, "left Blizzard after", "no raise", None]})
TAXI = pd.DataFrame({"company": ["Chicago Independents", "Flash Cab", "Flash Cab", "Chicago Independents", "Sun Taxi"],
                     "hour": [8, 8, 9, 8, 8], "fare": [10.5, 7.25, 12.0, 30.0, 9.0]})
FRAMES = {"blizzard_salaries": SALARIES, "taxi": TAXI}


def test_the_tables_own_name_inside_comments_filters_no_rows():
    assert answered("How many of the Blizzard salary responses came from contractors?", "blizzard_salaries",
                    FRAMES) == (SALARIES["status"] == "Contractor").sum()
    best = SALARIES.groupby("performance_rating")["percent_incr"].mean().idxmax()
    assert answered("In the Blizzard survey, which performance rating came with the biggest average raise "
                    "(percent_incr)?", "blizzard_salaries", FRAMES) == best


def test_a_place_the_whole_table_comes_from_said_in_chinese_filters_no_rows():
    assert answered("芝加哥出租车数据里，早上 8 点（hour 为 8）开始的行程有多少趟？", "taxi", FRAMES, meaning=True) == \
        (TAXI["hour"] == 8).sum()


def test_a_word_said_contained_is_searched_inside_cells_though_one_cell_is_that_word():
    titles = pd.DataFrame({"current_title": ["Software Engineer", "Engineer", "Test Analyst", "Title",
                                             "senior engineer II", "Producer"]})
    frames = {"survey": titles}
    assert answered("How many responses have a job title containing the word engineer? ignore case", "survey",
                    frames) == titles["current_title"].str.contains("engineer", case=False).sum()
