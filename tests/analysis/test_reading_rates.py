"""Rates of a yes/no column among rows and per group, asked in Chinese and English: '白人名字的简历收到回电的比例',
'which marital statuses have a smoking rate above 30%'. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

SURVEY = pd.DataFrame({
    "gender": ["Male", "Female", "Male", "Female", "Male", "Female", "Male", "Female", "Male", "Female", "Male", "Male"],
    "marital_status": ["Divorced", "Married", "Single", "Married", "Divorced", "Widowed", "Married", "Single",
                       "Married", "Divorced", "Single", "Married"],
    "smoke": ["Yes", "No", "Yes", "No", "No", "No", "No", "Yes", "Yes", "Yes", "No", "No"],
    "age": [38, 42, 25, 51, 47, 70, 33, 22, 58, 44, 29, 61],
})
RESUMES = pd.DataFrame({"race": ["white", "black"] * 6, "honors": [0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1],
                        "received_callback": [1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0]})


def rate(rows: pd.DataFrame, column: str, yes) -> float:
    return 100 * (rows[column] == yes).mean()


def test_the_share_of_a_flag_said_after_the_rows_it_is_counted_among():
    white = RESUMES[RESUMES["race"] == "white"]
    assert answered("白人名字的简历收到回电的比例是多少？用百分数表示，保留两位小数", "resumes", {"resumes": RESUMES},
                    meaning=True) == round(rate(white, "received_callback", 1), 2)
    divorced = SURVEY[SURVEY["marital_status"] == "Divorced"]
    assert answered("离异的受访者中，吸烟的比例是多少？用百分数表示，保留一位小数", "survey", {"survey": SURVEY},
                    meaning=True) == round(rate(divorced, "smoke", "Yes"), 1)


def test_two_groups_rates_compared_in_chinese():
    men, women = SURVEY[SURVEY["gender"] == "Male"], SURVEY[SURVEY["gender"] == "Female"]
    assert answered("男性受访者的吸烟比例是否高于女性？", "survey", {"survey": SURVEY}, meaning=True) == \
        bool(rate(men, "smoke", "Yes") > rate(women, "smoke", "Yes"))


def test_groups_whose_rate_passes_a_bar():
    rates = SURVEY.groupby("marital_status")["smoke"].apply(lambda s: 100 * (s == "Yes").mean())
    assert answered("Which marital statuses have a smoking rate above 30%?", "survey", {"survey": SURVEY}) == \
        sorted(rates[rates > 30].index)


PATIENTS = pd.DataFrame({"sex": ["f"] * 9 + ["m"] * 2, "age": [50, 61, 44, 58, 39, 70, 47, 52, 66, 55, 49]})


def test_nine_tenths_said_in_chinese_is_a_bar_of_90_percent():
    assert answered("patients 里女性患者是否占九成以上？", "patients", {"patients": PATIENTS}, meaning=True) == \
        bool(100 * (PATIENTS["sex"] == "f").mean() > 90)


PASSENGERS = pd.DataFrame({"passengerClass": ["1st", "1st", "1st", "2nd", "3rd", "3rd", "3rd", "3rd", "2nd", "1st"],
                           "survived": ["yes", "yes", "no", "no", "no", "no", "yes", "no", "no", "yes"]})


def test_more_than_half_of_the_rows_said_first_have_the_flag_said_after():
    first = PASSENGERS[PASSENGERS["passengerClass"] == "1st"]
    assert answered("Did more than half of the first-class passengers survive the sinking?", "titanic",
                    {"titanic": PASSENGERS}) == bool((first["survived"] == "yes").mean() > 0.5)


def test_a_verb_list_asks_no_list_and_the_worst_delay_is_the_longest():
    assert answered("resumes: what percent of resumes list honors? 1 decimal", "resumes", {"resumes": RESUMES}) == \
        round(100 * RESUMES["honors"].mean(), 1)
    flights = pd.DataFrame({"carrier": ["HA", "AS", "HA", "AS", "UA"], "arr_delay": [30.0, -10.0, 25.0, -5.0, 5.0]})
    assert answered("Which carrier has the worst average arrival delay?", "flights", {"flights": flights}) == \
        flights.groupby("carrier")["arr_delay"].mean().idxmax()


def test_smokers_and_smoking_say_the_smoke_column():
    assert answered("How many smokers are there?", "survey", {"survey": SURVEY}) == int((SURVEY["smoke"] == "Yes").sum())


def test_smokers_said_first_is_the_smoke_column_too():
    from nbcopilot.analysis import linking

    question = "smokers vs non-smokers in the survey, how many of each?"
    assert [(l.column, l.score >= 2) for l in linking.link_columns(question, linking.tokens(question),
                                                                   list(SURVEY.columns))][:1] == [("smoke", True)]


EMAILS = pd.DataFrame({"spam": [1, 0, 0, 0, 1, 0, 0, 0], "sent_email": [0, 1, 1, 0, 0, 1, 0, 1],
                       "num_char": [1.2, 11.4, 7.8, 3.1, 0.9, 22.6, 5.0, 4.4]})


def test_the_word_for_the_rows_is_no_flag_of_them():
    assert answered("emails 里垃圾邮件占全部邮件的百分之几？保留两位小数", "emails", {"emails": EMAILS}, meaning=True) == \
        round(100 * EMAILS["spam"].mean(), 2)


STUDENTS = pd.DataFrame({"Sex": ["Female", "Male", "Male", "Female", "Male"], "Pulse": [92.0, None, 64.0, None, 70.0]})


def test_rows_that_did_not_give_a_value_are_its_gaps():
    assert answered("How many students didn't give a pulse rate?", "survey", {"survey": STUDENTS}) == \
        int(STUDENTS["Pulse"].isna().sum())
    assert answered("How many students gave a pulse rate?", "survey", {"survey": STUDENTS}) == \
        int(STUDENTS["Pulse"].notna().sum())


CHALLENGES = pd.DataFrame({"series": [1, 1, 2, 2, 2, 3], "baker": ["Edd", "Ruth", "Jo", "Holly", "Jo", "John"],
                           "result": ["STAR BAKER", "IN", "STAR BAKER", "IN", "STAR BAKER", "WINNER"]})


def test_how_many_times_a_value_counts_rows_not_a_column_said_before():
    assert answered("Across all series, how many times was Star Baker awarded?", "bakes", {"bakes": CHALLENGES}) == \
        int((CHALLENGES["result"] == "STAR BAKER").sum())
