"""'No infant mortality figure' beside a yes/no oil column (the phrase's 'no' is no value), '不到一万' (a Chinese
numeral before its scale), '自雇' and 'self-employed' for selfemp, 'spending' for expenditure. Expected values are
computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

COUNTRIES = pd.DataFrame({
    "country": ["Australia", "Austria", "Belgium", "Chad", "Mali", "Iran", "Iraq", "Laos", "Nepal", "Peru"],
    "income": [3426, 3350, 3346, 76, 50, 1280, 560, 71, 90, 335],
    "infant": [26.7, 23.7, 17.0, 160.0, np.nan, np.nan, 28.1, np.nan, 153.0, 65.1],
    "oil": ["no", "no", "no", "no", "no", "yes", "yes", "no", "no", "no"],
    "gdp_m": [25000, 18000, 9000, 3000, 12000, 5000, 11000, 2000, 7000, 15000]})
CARDS = pd.DataFrame({
    "card": ["yes", "yes", "no", "yes", "no", "yes", "yes", "no"], "reports": [0, 0, 2, 0, 1, 0, 1, 3],
    "income": [4.5, 2.4, 4.5, 2.5, 9.8, 4.4, 2.2, 1.9],
    "expenditure": [124.98, 9.85, 0.0, 15.0, 0.0, 137.87, 546.5, 0.0],
    "selfemp": ["no", "no", "yes", "no", "no", "yes", "no", "no"], "months": [54, 34, 58, 25, 64, 54, 7, 77]})


def countries(question: str):
    return answered(question, "im", {"im": COUNTRIES}, meaning=True)


def cards(question: str):
    return answered(question, "cards", {"cards": CARDS}, meaning=True)


def test_no_figure_is_a_gap_not_a_value():
    assert countries("how many countries have no infant mortality figure?") == COUNTRIES["infant"].isna().sum()


def test_a_chinese_numeral_before_its_scale():
    assert countries("gdp_m 不到一万的国家有几个？") == int((COUNTRIES["gdp_m"] < 10000).sum())
    assert countries("gdp_m 超过两万的国家有几个？") == int((COUNTRIES["gdp_m"] > 20000).sum())


def test_self_employed_and_spending():
    assert cards("自雇的申请人有多少个？") == int((CARDS["selfemp"] == "yes").sum())
    assert cards("How many applicants are self-employed?") == int((CARDS["selfemp"] == "yes").sum())
    assert cards("average monthly card spending of the accepted applicants? 2 decimals") == \
        round(CARDS.loc[CARDS["card"] == "yes", "expenditure"].mean(), 2)


def test_a_rate_unit_between_the_comparison_and_its_number():
    assert countries("婴儿死亡率超过每千名活产 130 人的国家有几个？") == int((COUNTRIES["infant"] > 130).sum())


def test_which_group_of_a_flag_said_with_its_negation():
    means = CARDS.groupby("selfemp")["expenditure"].mean()
    assert means.idxmax() == "no"  # the rows the flag's 'yes' keeps would answer otherwise
    assert cards("自雇和非自雇的申请人，哪一组的平均 expenditure 更高？") == "非自雇"  # the side, as said
    assert cards("自雇和非自雇的申请人，哪一组的月均信用卡消费更高？回答 selfemp 列的取值") == means.idxmax()
