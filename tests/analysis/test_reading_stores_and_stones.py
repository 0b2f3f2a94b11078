"""Car-seat stores, diamonds, a labour survey and a college cohort: 'outside the US' on a yes/no US column, 'a good
shelf location' (an everyday word that is the column's value), 'unit sales' (no US initials), '卖得最好', '哪一档',
'一克拉及以上', '认证', '$40 an hour or more', '及以上' (no 'Other'), '（语言缺失的不算）', 'a four-year college'
(no f(our) college). Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

SEATS = pd.DataFrame({"Sales": [9.5, 11.22, 10.06, 7.4, 4.15, 10.81, 6.63, 11.85],
                      "CompPrice": [138, 111, 113, 117, 141, 124, 115, 136], "Advertising": [11, 16, 10, 4, 3, 13, 0, 0],
                      "Price": [120, 83, 80, 97, 128, 72, 108, 121],
                      "ShelveLoc": ["Bad", "Good", "Medium", "Medium", "Bad", "Bad", "Medium", "Good"],
                      "US": ["Yes", "Yes", "Yes", "Yes", "No", "Yes", "No", "Yes"]})
STONES = pd.DataFrame({"carat": [0.3, 0.3, 1.0, 1.01, 0.7, 1.5, 0.9, 2.0],
                       "certification": ["GIA", "GIA", "IGI", "HRD", "GIA", "IGI", "HRD", "GIA"],
                       "price": [1302, 1510, 5800, 6100, 3000, 9900, 4100, 16008]})
SURVEY = pd.DataFrame({"wages": [10.56, 11.0, np.nan, 17.76, 14.0, 45.0, 41.2, np.nan, 8.2],
                       "education": [15.0, 13.2, 16.0, 14.0, 8.0, 16.0, 17.0, np.nan, 10.0],
                       "age": [40, 19, 49, 46, 71, 50, 66, 68, 30],
                       "sex": ["Male", "Male", "Male", "Female", "Female", "Female", "Male", "Male", "Female"],
                       "language": ["English", "English", "Other", "English", "French", "English", "French", np.nan,
                                    "Other"]})
COHORT = pd.DataFrame({"score": [39.2, 48.9, 48.7, 40.4, 40.5, 54.7, 56.1, 45.0],
                       "fcollege": ["yes", "no", "no", "no", "yes", "no", "no", "yes"],
                       "distance": [0.2, 0.0, 0.0, 3.5, 1.2, 0.0, 0.4, 2.8],
                       "education": [12, 16, 13, 12, 14, 18, 12, 16]})


def ask(question: str, frame: pd.DataFrame):
    return answered(question, "tbl", {"tbl": frame}, meaning=True)


def test_store_questions():
    assert ask("How many of the stores are outside the US?", SEATS) == int((SEATS["US"] == "No").sum())
    assert ask("Average unit sales at stores where the seats get a good shelf location?", SEATS) == \
        SEATS.loc[SEATS["ShelveLoc"] == "Good", "Sales"].mean()
    assert ask("How many stores have a bad shelf location?", SEATS) == int((SEATS["ShelveLoc"] == "Bad").sum())
    assert ask("卖得最好的那家门店，定价是多少？", SEATS) == SEATS.loc[SEATS["Sales"].idxmax(), "Price"]
    assert ask("定价最高的那家门店，货架位置是哪一档？", SEATS) == SEATS.loc[SEATS["Price"].idxmax(), "ShelveLoc"]
    assert ask("有多少家门店完全没做本地广告？", SEATS) == int((SEATS["Advertising"] == 0).sum())


def test_diamond_questions():
    assert ask("一克拉及以上的钻石有多少颗？", STONES) == int((STONES["carat"] >= 1).sum())
    assert ask("两克拉以下的钻石平均价格是多少？", STONES) == STONES.loc[STONES["carat"] < 2, "price"].mean()
    assert ask("最贵的那颗钻石是哪家机构认证的？", STONES) == STONES.loc[STONES["price"].idxmax(), "certification"]


def test_survey_questions():
    assert ask("how many people earn $40 an hour or more?", SURVEY) == int((SURVEY["wages"] >= 40).sum())
    assert ask("65 岁及以上、并且填写了时薪的受访者有多少人？", SURVEY) == \
        int(((SURVEY["age"] >= 65) & SURVEY["wages"].notna()).sum())
    means = SURVEY.groupby("language")["education"].mean()
    assert ask("平均受教育年限超过 12.8 年的语言群体有哪些？（语言缺失的不算）", SURVEY) == sorted(means[means > 12.8].index)


def test_a_number_word_is_no_piece_of_a_name():
    assert ask("How many students lived right next to a four-year college (distance of 0)?", COHORT) == \
        int((COHORT["distance"] == 0).sum())
