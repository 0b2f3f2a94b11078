"""Readings of the twenty-third round: both sides of a yes/no column said in words ('smokers or non-smokers',
'married or unmarried', 'men or women' over a 0/1 column), answered as the question says them. Expected values come
from pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


DINERS = pd.DataFrame({"total_bill": [12.5, 30.1, 18.0, 44.2, 9.9, 25.4, 16.0, 38.7, 21.0],
                       "tip": [2.0, 5.5, 3.0, 4.0, 1.5, 6.5, 2.5, 3.5, 2.0],
                       "smoker": ["Yes", "No", "Yes", "No", "Yes", "Yes", "No", "No", "Yes"]})
SMOKERS = DINERS.groupby("smoker")["tip"].mean()


def test_smokers_or_non_smokers_names_one_side_as_said():
    assert SMOKERS["No"] > SMOKERS["Yes"]
    assert ask("Do smokers or non-smokers tip more on average?", DINERS) == "non-smokers"
    assert ask("吸烟者和不吸烟者谁的平均小费更高？", DINERS) == "不吸烟者"


def test_more_smokers_or_non_smokers_counts_the_sides():
    counts = DINERS["smoker"].value_counts()
    assert counts.idxmax() == "Yes" and counts["Yes"] != counts["No"]
    assert ask("Are there more smokers or non-smokers?", DINERS) == "smokers"


def test_each_side_said_gets_its_figure_in_the_order_said():
    assert ask("What is the average tip of smokers and of non-smokers? smokers first", DINERS) == \
        [SMOKERS["Yes"], SMOKERS["No"]]


PEOPLE = pd.DataFrame({"female": [1, 0, 1, 0, 0, 1, 0, 1, 0],
                       "married": ["yes", "no", "no", "yes", "yes", "no", "no", "yes", "no"],
                       "income": [52, 48, 39, 61, 70, 44, 35, 58, 41]})


def test_married_or_unmarried_is_one_side_of_a_yes_no_column():
    means = PEOPLE.groupby("married")["income"].mean()
    assert ask("Do married or unmarried people earn more on average?", PEOPLE) == \
        ("married" if means["yes"] > means["no"] else "unmarried")


def test_men_or_women_over_a_female_flag_is_said_in_words():
    means = PEOPLE.groupby("female")["income"].mean()
    assert ask("Who earns more on average, men or women?", PEOPLE) == ("women" if means[1] > means[0] else "men")
    assert ask("男性和女性谁的平均收入更高？", PEOPLE) == ("女性" if means[1] > means[0] else "男性")


def test_a_value_named_in_chinese_is_answered_as_written():
    regions = pd.DataFrame({"region": ["Europe", "Asia", "Europe", "Asia", "Asia"], "gdp": [3.0, 5.0, 4.0, 1.0, 2.0]})
    means = regions.groupby("region")["gdp"].mean()
    assert ask("欧洲还是亚洲的平均 gdp 更高？", regions) == means.idxmax()


def test_a_word_with_un_before_it_is_the_flags_no():
    assert ask("What is the average income of unmarried people?", PEOPLE) == \
        PEOPLE.loc[PEOPLE["married"] == "no", "income"].mean()
    assert ask("How many unmarried women are there?", PEOPLE) == \
        int(((PEOPLE["married"] == "no") & (PEOPLE["female"] == 1)).sum())
