"""Trial tables: arms written as initials or run together ('TAU' said "treatment-as-usual", 'BtheB' "Beat the Blues",
'patchOnly' "patch only"), follow-ups cut short ('bdi.8m' said "the 8-month score", "8 个月"), and the key a question
groups by ('按四档年龄分组（ageGroup4），哪一组…'). Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

VISITS = pd.DataFrame({
    "treatment": ["TAU", "BtheB", "TAU", "BtheB", "TAU", "BtheB"],
    "bdi.pre": [29, 32, 25, 21, 30, 17], "bdi.2m": [20, 16, 18, 12, 25, 10], "bdi.8m": [15, 6, np.nan, 4, 20, 9]})
QUITTERS = pd.DataFrame({
    "grp": ["combination", "patchOnly", "combination", "patchOnly", "combination", "patchOnly", "combination", "patchOnly"],
    "ttr": [65, 23, 180, 8, 40, 30, 190, 2],
    "ageGroup2": ["21-49", "50+", "21-49", "50+", "50+", "21-49", "50+", "21-49"],
    "ageGroup4": ["21-34", "50-64", "35-49", "65+", "50-64", "35-49", "65+", "21-34"],
    "relapse": [1, 1, 0, 1, 1, 1, 0, 1], "employment": ["ft", "pt", "other", "ft", "pt", "other", "ft", "ft"]})


def visits(question: str):
    return answered(question, "trial", {"trial": VISITS}, meaning=True)


def quitters(question: str):
    return answered(question, "quit", {"quit": QUITTERS}, meaning=True)


def test_arms_said_in_full():
    assert visits("mean baseline BDI in the treatment-as-usual group? 2 dp") == \
        round(VISITS.loc[VISITS["treatment"] == "TAU", "bdi.pre"].mean(), 2)
    assert visits("How many patients were randomised to Beat the Blues?") == int((VISITS["treatment"] == "BtheB").sum())
    medians = [QUITTERS.loc[QUITTERS["grp"] == g, "ttr"].median() for g in ("combination", "patchOnly")]
    assert quitters("median ttr for the combination arm and for patch only? combination first") == medians


def test_a_follow_up_said_as_a_period():
    assert visits("What is the average 8-month BDI?") == VISITS["bdi.8m"].mean()
    assert visits("8 个月时的平均 BDI 是多少？") == VISITS["bdi.8m"].mean()
    assert visits("Which arm has the lower average score at 8 months, TAU or BtheB?") == \
        VISITS.groupby("treatment")["bdi.8m"].mean().idxmin()


def test_the_key_grouped_by():
    assert quitters("按四档年龄分组（ageGroup4），哪一组的平均复吸天数（ttr）最长？") == \
        QUITTERS.groupby("ageGroup4")["ttr"].mean().idxmax()
    assert quitters("Grouping by ageGroup2, which group has the highest mean ttr?") == \
        QUITTERS.groupby("ageGroup2")["ttr"].mean().idxmax()


def test_groups_past_a_rate_of_a_flag():
    rates = QUITTERS.groupby("employment")["relapse"].mean()
    assert quitters("复吸比例超过 70% 的就业状况有哪些？") == sorted(rates[rates > 0.7].index)


FOLLOW_UPS = pd.DataFrame({
    "treatment": ["TAU", "BtheB", "TAU", "BtheB", "TAU", "BtheB"],
    "bdi.pre": [29, 32, 25, 21, 30, 17], "bdi.2m": [20, 16, 18, 12, 25, 10], "bdi.4m": [18, 14, 15, 10, 22, 9],
    "bdi.6m": [16, np.nan, np.nan, 8, 21, 7], "bdi.8m": [15, 6, np.nan, 4, 20, 9]})
VISITS_SAID = ["bdi.2m", "bdi.4m", "bdi.6m", "bdi.8m"]


def follow_ups(question: str):
    return answered(question, "bb", {"bb": FOLLOW_UPS}, meaning=True)


def test_periods_listed_are_the_follow_ups_in_turn():
    btheb = FOLLOW_UPS[FOLLOW_UPS["treatment"] == "BtheB"]
    assert follow_ups("Average BDI for the BtheB arm at 2, 4, 6 and 8 months? 2 decimals, in time order") == \
        [round(btheb[c].mean(), 2) for c in VISITS_SAID]
    assert follow_ups("2、4、6、8 个月时的平均 BDI 分别是多少？") == [FOLLOW_UPS[c].mean() for c in VISITS_SAID]


def test_columns_past_a_count_of_gaps_in_chinese():
    gaps = FOLLOW_UPS.isna().sum()
    assert follow_ups("bb 里缺失值超过 1 个的列有哪些？") == gaps[gaps > 1].index.tolist()
