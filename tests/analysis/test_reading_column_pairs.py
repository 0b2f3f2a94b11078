"""Two numeric columns of one row set against each other: rows where one exceeds the other ("more bathrooms than
bedrooms", "卫生间比卧室多"), and one minus the other ("how many seconds separate gun time from net time"). Every
expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

HOMES = pd.DataFrame({"city": ["A", "B", "C", "A", "B", "C", "A"], "beds": [3, 2, 1, 4, 2, 1, 5],
                      "baths": [2, 3, 2, 2, 1, 1, 4], "price": [100, 200, 150, 300, 120, 90, 400]})
RACE = pd.DataFrame({"sex": ["F", "M", "F", "M", "F"], "time": [5000, 5400, 6100, 4800, 7000],
                     "net": [4900, 5200, 5800, 4790, 6700]})


def test_more_of_one_column_than_another_counts_the_rows_where_it_is_larger():
    more_baths = int((HOMES["baths"] > HOMES["beds"]).sum())
    for question in ("How many of the homes have more bathrooms than bedrooms?", "卫生间比卧室多的房子有几套？"):
        assert answered(question, "homes", {"homes": HOMES}) == more_baths
    assert answered("How many homes have fewer baths than beds?", "homes", {"homes": HOMES}) == \
        int((HOMES["baths"] < HOMES["beds"]).sum())
    assert more_baths not in (len(HOMES), int((HOMES["baths"] < HOMES["beds"]).sum()))


def test_what_separates_two_columns_is_the_first_minus_the_second_row_by_row():
    gap = round((RACE["time"] - RACE["net"]).mean(), 2)
    assert answered("On average, how many seconds separate a runner's gun time (time) from the net time? 2 decimals",
                    "race", {"race": RACE}) == gap
    assert answered("On average, how much longer is time than net? 2 decimals", "race", {"race": RACE}) == gap
    assert gap != round(RACE["time"].mean(), 2)


UN = pd.DataFrame({"country": ["A", "B", "C", "D", "E"], "lifeMale": [60.0, 70.0, 72.0, 50.0, 66.0],
                   "lifeFemale": [63.0, 79.5, 75.0, 52.0, 75.5], "illiteracyMale": [20.0, 5.0, 1.0, 60.0, 10.0],
                   "illiteracyFemale": [30.0, 4.0, 2.0, 80.0, 12.0], "educationMale": [5.0, 9.0, 10.0, 3.0, 8.0],
                   "educationFemale": [4.0, 9.5, 10.5, 2.0, 7.0]})


def test_the_other_one_is_the_sibling_column_apart_by_the_word_said():
    lower = UN["illiteracyFemale"] < UN["illiteracyMale"]
    assert answered("Is there any country where the female illiteracy rate is lower than the male one?", "un",
                    {"un": UN}) is bool(lower.any())
    assert answered("How many countries have a female illiteracy rate lower than the male one?", "un", {"un": UN}) == \
        int(lower.sum())
    assert int(lower.sum()) not in (0, int((UN["lifeFemale"] < UN["lifeMale"]).sum()))


JOURNALS = pd.DataFrame({"title": ["A", "B", "C", "D"], "price": [100, 400, 50, 900], "citations": [50, 100, 5, 1000],
                         "pages": [300, 500, 200, 900]})
LEAVES = pd.DataFrame({"bladelen": [12.5, 31.0, 40.2, 28.9], "bladewid": [4.1, 9.9, 12.0, 8.0],
                       "loglen": [2.5, 3.4, 3.7, 3.4], "logwid": [1.4, 2.3, 2.5, 2.1]})


def test_one_column_divided_by_another_is_measured_row_by_row_wherever_its_names_are_written():
    per_citation = JOURNALS["price"] / JOURNALS["citations"]
    assert answered("Which journal costs the most per citation (price divided by citations)? give the title",
                    "journals", {"journals": JOURNALS}) == JOURNALS.loc[per_citation.idxmax(), "title"]
    assert JOURNALS.loc[per_citation.idxmax(), "title"] != JOURNALS.loc[JOURNALS["price"].idxmax(), "title"]


def test_one_column_divided_by_another_said_in_chinese_words():
    ratio = round((LEAVES["bladelen"] / LEAVES["bladewid"]).mean(), 2)
    assert answered("每片叶子的长宽比（叶片长度除以叶片宽度）平均是多少？保留两位小数", "leaves", {"leaves": LEAVES}) == ratio


def test_comparisons_said_at_different_places_are_all_kept():
    un = UN.assign(lifeFemale=[63.0, 69.0, 75.0, 52.0, 75.5])
    both = (un["lifeFemale"] > un["lifeMale"]) & (un["educationFemale"] > un["educationMale"])
    assert answered("How many countries have lifeFemale above lifeMale and educationFemale above educationMale?", "un",
                    {"un": un}) == int(both.sum())
    assert int(both.sum()) != int((un["educationFemale"] > un["educationMale"]).sum())
    assert int(both.sum()) != int((un["lifeFemale"] > un["lifeMale"]).sum())
