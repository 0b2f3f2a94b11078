"""Column names written run together ('GDPperCapita', 'bladelen', 'foundingyear') and said in words ("GDP per capita",
"叶片长度" blade length, "founded before 1900"); and the things a panel follows over time counted as things. Every
expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

UN = pd.DataFrame({"country": ["Chad", "Japan", "Peru", "Iraq", "Fiji", "Oman"], "region": ["Africa", "Asia", "America", "Asia", "Oceania", "Asia"],
                   "tfr": [6.7, 1.5, 3.0, 5.3, 2.8, 6.1], "GDPperCapita": [187.0, None, 2674.0, None, 2628.0, None]})
LEAVES = pd.DataFrame({"bladelen": [12.5, 31.0, 40.2, 28.9, 33.3, 9.1], "bladewid": [4.1, 9.9, 12.0, 8.0, 11.1, 3.2],
                       "latitude": [42.0, 17.0, 5.0, 42.0, 15.0, 17.0], "location": ["T", "N", "S", "T", "P", "N"]})
JOURNALS = pd.DataFrame({"title": ["A", "B", "C", "D", "E", "F"], "foundingyear": [1886, 1899, 1900, 1950, 1972, 1890],
                         "year": [1990, 2001, 2005, 2010, 2012, 1999], "pages": [100, 2600, 300, 400, 900, 150]})
PIGS = pd.DataFrame({"Pig": [11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15],
                     "Cu": ["C1", "C1", "C1", "C2", "C2", "C1", "C1", "C1", "C2", "C2", "C1", "C1"],
                     "Litter": [1, 1, 1, 1, 1, 2, 2, 2, 5, 5, 5, 5],
                     "Weight": [20.1, 30.2, 40.5, 21.0, 33.0, 19.5, 29.0, 44.1, 25.0, 30.0, 22.0, 28.0],
                     "Time": [1, 2, 3, 1, 2, 1, 2, 3, 1, 2, 1, 2]})


def test_a_name_run_together_from_capitals_is_said_in_its_words():
    assert answered("How many countries have no GDP per capita figure?", "un", {"un": UN}) == int(UN["GDPperCapita"].isna().sum())
    assert int(UN["GDPperCapita"].isna().sum()) != int(UN["country"].isna().sum())


def test_a_name_cut_short_and_run_together_is_said_in_full_words():
    for question in ("叶片长度超过 30 的叶子有几片？", "How many leaves have a blade length over 30?"):
        assert answered(question, "leaves", {"leaves": LEAVES}, meaning=True) == int((LEAVES["bladelen"] > 30).sum())
    assert int((LEAVES["bladelen"] > 30).sum()) != int((LEAVES["latitude"] > 30).sum())


def test_a_year_run_together_with_its_event_is_the_year_the_event_says():
    frames = {"journals": JOURNALS}
    assert answered("How many of the journals were founded before 1900?", "journals", frames) == \
        int((JOURNALS["foundingyear"] < 1900).sum())
    assert answered("How many were released after 2004?", "journals", frames) == int((JOURNALS["year"] > 2004).sum())
    assert int((JOURNALS["foundingyear"] < 1900).sum()) != int((JOURNALS["year"] < 1900).sum())


def test_things_a_panel_follows_are_counted_once_each_and_different_ones_by_the_column_said():
    frames = {"weights": PIGS}
    assert answered("How many pigs are in weights?", "weights", frames) == PIGS["Pig"].nunique()
    assert answered("how many different litters do the pigs come from?", "weights", frames) == PIGS["Litter"].nunique()
    assert PIGS["Pig"].nunique() != len(PIGS)
    assert PIGS["Litter"].nunique() != PIGS["Cu"].nunique()


def test_a_row_with_every_field_filled_in_is_complete_whatever_thing_is_counted():
    complete = int((~UN.isna().any(axis=1)).sum())
    for question in ("How many countries in un have every indicator filled in, with nothing missing?",
                     "How many countries have no missing values?", "所有指标都有数据的国家有多少个？"):
        assert answered(question, "un", {"un": UN}) == complete
    assert complete not in (len(UN), int(UN["country"].isna().sum()))


def test_a_run_together_name_said_as_its_two_words_is_said_whole():
    fatalities = pd.DataFrame({"state": ["al", "ak", "al"], "year": [1985, 1985, 1986], "beertax": [1.5, 0.4, 1.4],
                               "tax": [3.0, 2.0, 3.5]})
    in_1985 = fatalities[fatalities["year"] == 1985]
    assert answered("What was the average beer tax across the states in 1985?", "fatalities",
                    {"fatalities": fatalities}) == in_1985["beertax"].mean()


def test_a_per_inside_a_name_said_in_words_groups_nothing():
    gaps = int(UN["GDPperCapita"].isna().sum())
    assert answered("How many countries lack a GDP per capita figure?", "un", {"un": UN}) == gaps
    assert answered("Which region has the highest GDP per capita on average?", "un", {"un": UN}) == \
        UN.groupby("region")["GDPperCapita"].mean().idxmax()


def test_a_numbered_week_keeps_the_rows_of_the_column_that_counts_the_weeks():
    frames = {"weights": PIGS}
    week_2 = PIGS[PIGS["Time"] == 2]
    assert answered("第 2 周的时候，有没有哪头猪体重超过了 32 公斤？", "weights", frames) is bool((week_2["Weight"] > 32).any())
    assert answered("What was the average weight at week 2?", "weights", frames) == week_2["Weight"].mean()
    assert bool((week_2["Weight"] > 32).any()) != bool((PIGS.loc[PIGS["Weight"] == 2, "Weight"] > 32).any())


def test_one_columns_gaps_and_the_columns_with_none_are_not_whole_rows():
    frames = {"un": UN}
    assert answered("How many GDPperCapita values are missing?", "un", frames) == int(UN["GDPperCapita"].isna().sum())
    assert answered("Which columns have nothing missing?", "un", frames) == UN.columns[UN.notna().all()].tolist()


CRABS = pd.DataFrame({"sp": ["B", "B", "O", "O", "O", "B"], "sex": ["M", "F", "M", "F", "F", "M"],
                      "CL": [30.1, 28.0, 35.2, 33.9, 31.0, 27.5], "CW": [35.0, 32.4, 46.1, 47.3, 38.0, 31.9],
                      "BD": [12.0, 11.1, 15.2, 14.8, 13.0, 10.9]})


def test_a_name_of_two_or_three_capitals_is_the_initials_of_the_words_said():
    frames = {"crabs": CRABS}
    assert answered("how many crabs have a carapace wider than 45 mm", "crabs", frames) == int((CRABS["CW"] > 45).sum())
    assert answered("What is the mean body depth?", "crabs", frames) == CRABS["BD"].mean()
    assert int((CRABS["CW"] > 45).sum()) != len(CRABS)
