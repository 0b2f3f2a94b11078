"""Columns whose names are cut from the words people say: 'popn' (population, its ends kept), 'cholera_drate'
(death rate: a letter, then a word), 'repwt'/'repht' (reported weight, reported height: a word begun, the next
abbreviated; '自报'). Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

DISTRICTS = pd.DataFrame({
    "district": ["Newington", "Rotherhithe", "Bermondsey", "Kew", "Hampstead", "Lambeth", "Poplar", "Fulham"],
    "cholera_drate": [144, 205, 164, 8, 9, 120, 75, 30],
    "cholera_deaths": [907, 352, 836, 10, 18, 1618, 382, 70],
    "popn": [63074, 17208, 50900, 1250, 19106, 134768, 47162, 23700],
    "elevation": [-2, 0, 0, 35, 350, 5, 3, 10],
    "water": ["Battersea", "Battersea", "Battersea", "Kew", "New River", "Southwark", "New River", "Chelsea"],
    "pop_dens": [101, 19, 180, 2, 8, 42, 120, 10],
    "poor_rate": [0.075, 0.143, 0.089, 0.02, 0.03, 0.05, 0.1, 0.04]})
PEOPLE = pd.DataFrame({
    "sex": ["M", "F", "F", "M", "F", "M", "F", "M", "F", "F"],
    "weight": [77, 58, 53, 68, 59, 76, 76, 69, 71, 65],
    "height": [182, 161, 161, 177, 157, 170, 167, 186, 178, 171],
    "repwt": [77.0, 51.0, 54.0, 70.0, np.nan, 76.0, 77.0, np.nan, 70.0, np.nan],
    "repht": [180.0, 159.0, 158.0, 175.0, np.nan, 165.0, 165.0, 180.0, np.nan, np.nan]})


def districts(question: str):
    return answered(question, "london", {"london": DISTRICTS}, meaning=True)


def people(question: str):
    return answered(question, "davis", {"davis": PEOPLE}, meaning=True)


def test_a_name_keeping_the_ends_of_its_word():
    river = DISTRICTS[DISTRICTS["water"] == "New River"]
    assert districts("What's the combined population of the districts supplied by the New River?") == \
        river["popn"].sum()
    assert districts("人口最多的三个地区，人口分别是多少？从多到少") == DISTRICTS["popn"].nlargest(3).tolist()


def test_a_letter_then_a_word_inside_a_longer_name():
    assert districts("What is the average cholera death rate?") == DISTRICTS["cholera_drate"].mean()
    assert districts("Which districts had a cholera death rate of at least 150 per 10,000?") == \
        sorted(DISTRICTS.loc[DISTRICTS["cholera_drate"] >= 150, "district"])


def test_a_word_begun_then_the_next_abbreviated():
    assert people("What is the average reported weight?") == PEOPLE["repwt"].mean()
    assert people("How many people didn't report their weight?") == PEOPLE["repwt"].isna().sum()
    reported = PEOPLE[PEOPLE["repht"].notna()]
    assert people("For the people who reported a height, what's the average of measured height minus reported "
                  "height?") == (reported["height"] - reported["repht"]).mean()
    assert people("自报体重的平均值是多少？") == PEOPLE["repwt"].mean()


ESTIMATES = pd.DataFrame({
    "GEOID": [1, 1, 2, 2, 6, 6, 11, 11, 15, 15, 72, 72],
    "NAME": ["Alabama", "Alabama", "Alaska", "Alaska", "California", "California", "District of Columbia",
             "District of Columbia", "Hawaii", "Hawaii", "Puerto Rico", "Puerto Rico"],
    "variable": ["income", "rent"] * 6,
    "estimate": [24476.0, 747.0, 32940.0, 1200.0, 29454.0, 1358.0, 43198.0, 1424.0, 29984.0, 1507.0, 12766.0, 464.0],
    "moe": [136.0, 3.0, 508.0, 13.0, 109.0, 3.0, 681.0, 17.0, 488.0, 17.0, 233.0, 5.0]})


def estimates(question: str):
    return answered(question, "acs", {"acs": ESTIMATES}, meaning=True)


def test_a_long_table_measures_its_estimate_beside_a_code_and_a_margin_of_error():
    rent = ESTIMATES[ESTIMATES["variable"] == "rent"]
    assert estimates("What's California's median monthly rent?") == \
        rent.loc[rent["NAME"] == "California", "estimate"].tolist()
    assert estimates("月租金超过 1300 美元的地区有哪些？") == sorted(rent.loc[rent["estimate"] > 1300, "NAME"])


def test_the_water_supply_in_chinese_groups_the_districts():
    assert districts("哪个供水区所覆盖地区的平均海拔最高？") == \
        DISTRICTS.groupby("water")["elevation"].mean().idxmax()


def test_a_long_table_ranks_the_measure_of_the_rows_a_variable_keeps():
    rent = ESTIMATES[ESTIMATES["variable"] == "rent"]
    assert estimates("月租金最便宜的是哪个地区？") == rent.loc[rent["estimate"].idxmin(), "NAME"]
    assert estimates("Which place has the highest income?") == \
        ESTIMATES.loc[ESTIMATES["variable"] == "income"].set_index("NAME")["estimate"].idxmax()


def test_plural_and_populous_still_name_popn():
    assert districts("What are the three highest populations?") == DISTRICTS["popn"].nlargest(3).tolist()
    assert districts("What are the three most populous districts?") == \
        DISTRICTS.nlargest(3, "popn")["district"].tolist()


def test_the_highest_estimates_asked_are_the_figures():
    rent = ESTIMATES[ESTIMATES["variable"] == "rent"]
    assert estimates("What are the three highest rent estimates? highest first") == \
        rent["estimate"].nlargest(3).tolist()
