"""A column's name said in pieces: the halves of a hyphenated word ('new-textbook price' for bookstore_new), a name
said around the superlative ("Thatcher's lowest satisfaction" for thatcher_sat), two initialisms set against each
other ("by how much does carapace width exceed carapace length"). Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

BOOKS = pd.DataFrame({"course": ["Intro A", "Intro B", "World C", "Music D", "Art E", "Law F"],
                      "course_numeric": [1, 20, 300, 4, 5, 6],
                      "bookstore_new": [80.0, None, 120.5, 45.0, None, 99.0],
                      "bookstore_used": [60.0, 30.0, None, 20.0, 10.0, 70.0]})


def test_a_hyphenated_word_says_each_of_its_halves():
    mean_new = round(BOOKS["bookstore_new"].mean(), 2)
    assert answered("What's the average new-textbook price at the bookstore, over the courses that have one? "
                    "2 decimals", "books", {"books": BOOKS}) == mean_new
    assert mean_new not in (round(BOOKS["bookstore_used"].mean(), 2), round(BOOKS["course_numeric"].mean(), 2))


POLLS = pd.DataFrame({"date": pd.to_datetime(["1980-01-01", "1981-03-01", "1985-06-01", "1990-03-15", "1990-09-01"]),
                      "govt_sat": [30, 18, 35, 25, 28], "thatcher_sat": [40, 25, 44, 23, 30],
                      "thatcher_dis": [50, 70, 45, 74, 66]})


def test_a_name_said_on_both_sides_of_the_superlative_outranks_a_sibling_named_by_one_word():
    lowest = POLLS.loc[POLLS["thatcher_sat"].idxmin(), "date"]
    answer = answered("On what date was the poll with Thatcher's lowest satisfaction?", "polls", {"polls": POLLS})
    assert pd.Timestamp(answer) == lowest
    assert lowest != POLLS.loc[POLLS["govt_sat"].idxmin(), "date"]


CRABS = pd.DataFrame({"sex": list("MFMFMF"), "CL": [30.1, 28.0, 35.2, 25.5, 40.0, 33.3],
                      "CW": [34.0, 31.9, 40.1, 29.0, 45.2, 38.0], "BD": [12.0, 11.0, 14.0, 10.0, 16.0, 13.0]})


def test_how_much_one_initialism_exceeds_another_on_average_is_the_mean_difference():
    gap = round((CRABS["CW"] - CRABS["CL"]).mean(), 2)
    assert answered("On average, by how many millimetres does a crab's carapace width exceed its carapace length? "
                    "Please give two decimal places.", "crabs", {"crabs": CRABS}) == gap
    assert gap not in (round(CRABS["CW"].mean(), 2), round(CRABS["CL"].mean(), 2))


def test_one_of_two_values_offered_with_a_particle_between_is_the_column_asked_for():
    widest = CRABS.loc[CRABS["CW"].idxmax(), "sex"]
    assert answered("甲壳最宽（CW）的那只螃蟹是雄的还是雌的？用 sex 列的取值回答", "crabs", {"crabs": CRABS}) == widest
    assert answered("Was the crab with the largest CW male or female?", "crabs", {"crabs": CRABS}) == widest


AVOCADO = pd.DataFrame({"Date": pd.date_range("2020-01-05", periods=6, freq="W"),
                        "AveragePrice": [1.10, 1.25, 1.62, 1.05, 1.20, 1.15], "region": ["West"] * 6})


def test_ever_past_a_bar_asks_whether_any_row_is_though_the_column_is_called_an_average():
    assert AVOCADO["AveragePrice"].mean() < 1.5
    assert answered("Was the weekly average avocado price ever above $1.50?", "avocado", {"avocado": AVOCADO}) == \
        bool((AVOCADO["AveragePrice"] > 1.5).any())
    assert answered("平均价格曾经超过 1.5 美元吗？", "avocado", {"avocado": AVOCADO}) == \
        bool((AVOCADO["AveragePrice"] > 1.5).any())


COURSES = pd.DataFrame({"subject": ["Music", "Music", "History", "Music", "Art", "History", "History"],
                        "course": ["World Music: China", "Introduction to Jazz", "Introduction to Rome",
                                   "World Music Studies", "Music of the World", "World History", "World History"],
                        "course_num": ["10A", "20", "Intro 1", "30", "40", "50", "50B"],
                        "price": [10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0]})


def test_a_word_said_to_be_inside_goes_to_the_column_whose_cells_hold_it():
    titled = COURSES.loc[COURSES["course"].str.contains("Introduction"), "course"].nunique()
    assert answered("How many course titles contain the word Introduction?", "courses", {"courses": COURSES}) == titled
    assert titled > 0


def test_a_quoted_phrase_said_to_be_inside_is_matched_whole():
    phrase = int(COURSES["course"].str.contains("World Music", case=False).sum())
    assert answered("课程名称带有“World Music”的课程有几门？", "courses", {"courses": COURSES}) == phrase
    assert phrase != int(COURSES["course"].str.contains("World").sum())


def test_capitalised_words_said_to_be_inside_are_one_phrase():
    shows = pd.DataFrame({"episode": [1, 2, 3, 4, 5, 6], "season": ["S1", "S1", "S2", "S2", "S3", "S3"],
                          "nickname": ["The Snatch Game", "Snatch Game of Love", "Snatch a Win", "Game On",
                                       "Drag Snatch Game", "Ball Game"]})
    assert answered("how many episode titles (nickname) mention Snatch Game", "shows", {"shows": shows}) == \
        int(shows["nickname"].str.contains("Snatch Game", case=False).sum())


def test_an_average_asked_ever_of_years_is_still_an_average():
    prices = pd.DataFrame({"year": [2015, 2015, 2016, 2016, 2017, 2017], "region": ["W", "E"] * 3,
                           "price": [0.8, 2.0, 1.43, 1.43, 1.37, 1.37]})
    assert answered("Has the mean price ever been above 1.45?", "prices", {"prices": prices}) == \
        bool(prices["price"].mean() > 1.45)
