"""Misfires a review of the thirty-third round's readings found (each right before that round, wrong after its first
version): a table's own word taken for its yes/no column, measures counted as ids, a band beside the column of
figures, small prices read in thousands, a version number taken for a store's … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


def test_the_tables_own_word_said_plainly_is_what_its_rows_are():
    bank = pd.DataFrame({"age": [30, 40, 50, 35, 45, 60], "balance": [100, 2000, 300, 400, 500, 6000],
                         "y": ["yes", "no", "no", "yes", "no", "no"]})
    assert ask("What is the average balance of clients contacted in the marketing campaign?", bank,
               "bank_marketing") == bank["balance"].mean()
    mail = pd.DataFrame({"length": [100, 200, 300, 400, 500, 600], "links": [1, 2, 3, 0, 1, 5],
                         "label": ["Yes", "No", "No", "Yes", "No", "No"]})
    assert ask("How many emails have more than 2 links?", mail, "email_spam") == 2
    assert ask("What is the average length of the emails?", mail, "email_spam") == mail["length"].mean()


def test_a_condition_negated_a_few_words_back():
    stroke = pd.DataFrame({"age": [30, 40, 50, 60, 70, 80, 35, 45], "outcome": ["Yes", "No", "No", "Yes", "No", "No",
                                                                                 "Yes", "No"]})
    assert ask("What is the mean age of patients who did not have a stroke?", stroke, "stroke_data") == \
        stroke.loc[stroke["outcome"] == "No", "age"].mean()


def test_a_measure_of_whole_numbers_is_no_id_to_count():
    rng = np.random.default_rng(5)
    weather = pd.DataFrame({"date": pd.date_range("2021-01-01", periods=365).astype(str),
                            "temp": rng.integers(0, 40, 365), "rain": rng.integers(0, 20, 365)})
    assert ask("How many days had a temp above 30?", weather, "weather") == int((weather["temp"] > 30).sum())
    orders = pd.DataFrame({"order": range(300), "quantity": rng.integers(1, 30, 300), "price": rng.integers(1, 40, 300)})
    assert ask("How many orders had a quantity above 25?", orders, "orders") == int((orders["quantity"] > 25).sum())


def test_a_band_gives_way_to_the_column_of_figures():
    workers = pd.DataFrame({"age": [25, 38, 45, 52, 61, 70, 33, 48],
                            "hours_band": ["<20", "20-39", "40+", "40+", "20-39", "<20", "40+", "20-39"]})
    assert ask("How many workers are over 40 years old?", workers, "workers") == int((workers["age"] > 40).sum())


def test_small_prices_are_no_thousands():
    items = pd.DataFrame({"item": list("abcdefgh"), "price": [0.5, 0.99, 2.5, 5, 12, 20, 45, 99]})
    assert ask("How many items cost less than $1,000?", items, "items") == 8


def test_a_number_in_a_flags_name_may_be_part_of_it():
    patients = pd.DataFrame({"age": [30, 40, 50, 60, 70, 80, 35, 45], "Covid19": [1, 0, 1, 1, 0, 0, 1, 0]})
    assert ask("How many patients had covid?", patients, "patients") == 4


def test_spend_said_is_the_spend_column():
    ads = pd.DataFrame({"campaign": list("ABCDEF"), "ad_spend": [100, 200, 300, 400, 500, 600],
                        "expenses": [50, 80, 120, 90, 60, 70]})
    assert ask("Which campaign had the highest spend?", ads, "mkt") == "F"


def test_drinkers_are_a_flag_not_the_amount():
    people = pd.DataFrame({"drinker": ["yes", "no", "yes", "no", "no", "yes"], "alcohol": [3, 0, 5, 0, 0, 2],
                           "age": [30, 40, 50, 60, 70, 35]})
    assert ask("饮酒者的平均年龄是多少？", people, "people") == people.loc[people["drinker"] == "yes", "age"].mean()


def test_a_swing_between_ends_is_no_standard_deviation():
    prices = pd.DataFrame({"day": range(1, 9), "price": [10, 14, 12, 18, 11, 9, 15, 13]})
    assert ask("价格最高值与最低值之差（波动区间）是多少？", prices, "prices") == 9


def test_a_count_of_years_is_no_n_column():
    staff = pd.DataFrame({"name": list("ABCDEF"), "age": [21, 25, 30, 33, 28, 35], "nyears": [1, 3, 8, 10, 5, 12]})
    assert ask("How old is the oldest employee in years?", staff, "staff") == 35
