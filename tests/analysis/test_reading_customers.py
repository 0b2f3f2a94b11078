"""Customers of a card issuer: a balance that is often nothing, a yes/no Student flag the word 'customer' only
resembles, a Gender written ' Male' with a space, an ID given back, the cards' balance said '信用卡余额'. Expected values
are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

CARDS = pd.DataFrame({"ID": [1, 2, 3, 4, 5, 6, 7, 8], "Income": [14.9, 106.0, 104.6, 148.9, 55.9, 80.2, 21.0, 71.4],
                      "Cards": [2, 3, 4, 3, 2, 4, 2, 2],
                      "Gender": [" Male", "Female", " Male", "Female", " Male", " Male", "Female", "Female"],
                      "Student": ["No", "Yes", "No", "No", "No", "No", "No", "Yes"],
                      "Balance": [333, 903, 580, 964, 331, 1151, 0, 0]})


def ask(question: str):
    return answered(question, "issuer", {"issuer": CARDS}, meaning=True)


def test_no_balance_is_a_balance_of_nothing():
    expected = int((CARDS["Balance"] == 0).sum())
    assert ask("How many customers carry no balance at all?") == expected
    assert ask("有多少位客户没有余额？") == expected


def test_the_cards_balance_is_a_balance():
    assert ask("学生客户的平均信用卡余额是多少？") == CARDS.loc[CARDS["Student"] == "Yes", "Balance"].mean()
    assert ask("信用卡余额超过 500 的客户有几位？") == int((CARDS["Balance"] > 500).sum())


def test_per_customer_is_each_row_not_a_flag_it_resembles():
    assert ask("average number of credit cards per customer?") == CARDS["Cards"].mean()


def test_male_or_female_is_read_from_the_gender_column():
    richest = CARDS.loc[CARDS["Income"].idxmax(), "Gender"].strip()
    assert ask("收入最高的客户是男性还是女性？") == richest
    assert ask("收入最高的客户是男性还是女性？用 Male 或 Female 回答") == richest
    assert ask("男性客户的平均收入是多少？") == CARDS.loc[CARDS["Gender"] == " Male", "Income"].mean()


def test_ids_asked_back_for_the_top_rows():
    expected = CARDS.nlargest(3, "Balance")["ID"].tolist()
    assert ask("Which 3 customers have the highest balance? Give their IDs.") == expected
    assert ask("余额最高的三位客户，ID 分别是多少？") == expected
    assert ask("余额最高的三位客户，余额分别是多少？") == CARDS.nlargest(3, "Balance")["Balance"].tolist()


WEATHER = pd.DataFrame({"date": ["2014-08-11", "2015-03-15", "2015-11-02", "2015-11-20"],
                        "precipitation": [0.0, 55.9, 20.1, 30.0], "temp_max": [35.6, 12.0, 10.0, 9.4]})


def test_a_superlative_after_a_measure_names_no_second_measure():
    # '降水量最大': 最大 says which way (no temp_max), though both are said back to back like '信用卡余额'
    assert answered("哪一天的降水量最大？", "weather", {"weather": WEATHER}) == \
        WEATHER.loc[WEATHER["precipitation"].idxmax(), "date"]
