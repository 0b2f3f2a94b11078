"""Rates of a yes/no column: one rate ('the churn rate', '客户流失率'), one per value listed ('一等舱、二等舱、三等舱……分
别'), two compared ('released at a higher rate'), also in a table named for the flag (churn in telco_churn). Every
expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

TELCO = pd.DataFrame({"contract": ["Month-to-month", "Two year", "One year", "Month-to-month", "Two year",
                                   "Month-to-month", "One year", "Two year", "Month-to-month", "Two year"],
                      "tenure": [2, 60, 30, 5, 48, 1, 24, 70, 8, 55],
                      "churn": ["Yes", "No", "No", "Yes", "Yes", "No", "No", "No", "Yes", "No"]})


def test_the_rate_of_a_flag_the_table_is_named_for():
    rows = TELCO[TELCO["contract"] == "Two year"]
    assert answered("签两年期合同的客户流失率是多少？用百分比表示", "telco_churn", {"telco_churn": TELCO}) == \
        100 * (rows["churn"] == "Yes").mean()


def test_one_rate_alone_is_a_share():
    assert answered("What is the churn rate?", "telco_churn", {"telco_churn": TELCO}) == (TELCO["churn"] == "Yes").mean()


SHIP = pd.DataFrame({"passengerClass": ["1st", "2nd", "3rd", "1st", "3rd", "3rd", "2nd", "1st", "3rd", "2nd", "3rd"],
                     "survived": ["yes", "no", "no", "yes", "yes", "no", "yes", "no", "no", "no", "no"]})


def test_rates_for_each_listed_value():
    assert answered("一等舱、二等舱、三等舱乘客的生还率分别是多少？用百分比", "titanic", {"titanic": SHIP}) == \
        [100 * (SHIP.loc[SHIP["passengerClass"] == c, "survived"] == "yes").mean() for c in ("1st", "2nd", "3rd")]


ARRESTS = pd.DataFrame({"sex": ["Female", "Male", "Male", "Female", "Male", "Male", "Female", "Male"],
                        "age": [22, 35, 19, 41, 28, 33, 25, 50],
                        "released": ["Yes", "No", "Yes", "Yes", "No", "Yes", "No", "No"]})


def test_two_rates_compared():
    rate = (ARRESTS["released"] == "Yes").groupby(ARRESTS["sex"]).mean()
    assert answered("Were female arrestees released at a higher rate than male ones?", "arrests",
                    {"arrests": ARRESTS}) == bool(rate["Female"] > rate["Male"])


SURVEY = pd.DataFrame({"province": ["ON"] * 7 + ["NB"] * 3 + ["QC"] * 4,
                       "abortion": ["Yes", "Yes", "Yes", "No", "No", "No", "No", "Yes", "Yes", "No", "Yes", "No", "No",
                                    "No"]})


def test_the_share_of_rows_saying_yes_said_a_little_later():
    shares = (SURVEY["abortion"] == "Yes").groupby(SURVEY["province"]).mean()
    assert shares.idxmax() != SURVEY.loc[SURVEY["abortion"] == "Yes", "province"].value_counts().idxmax()
    assert answered("Which province has the highest share of respondents saying abortion should be banned?", "survey",
                    {"survey": SURVEY}) == shares.idxmax()


PATIENTS = pd.DataFrame({"sex": ["F", "F", "F", "F", "F", "M", "M", "M"], "death": [1, 1, 1, 0, 0, 1, 1, 0]})


def test_the_rate_of_a_fate_flag_over_all_the_rows():
    rates = PATIENTS.groupby("sex")["death"].mean()
    assert rates.idxmax() != PATIENTS.loc[PATIENTS["death"] == 1, "sex"].value_counts().idxmax()
    assert answered("Which sex has the higher death rate? F or M", "patients", {"patients": PATIENTS}) == \
        rates.idxmax()
