"""Readings of the twenty-fourth round: years written in two digits (95, 96, 97), a noun of one Chinese character
('砷' arsenic, '蜱' tick), run-together names written by their consonants ('crmrte' crime rate), and table choice
where a table's columns are named for years. Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(24)
CHICKS = pd.DataFrame({"INDEX": range(1, 91), "TICKS": RNG.integers(0, 30, 90),
                       "BROOD": RNG.integers(501, 540, 90), "HEIGHT": RNG.integers(400, 540, 90),
                       "YEAR": np.repeat([95, 96, 97], 30)})


def test_a_year_said_whole_finds_a_column_of_two_digit_years():
    assert ask("average number of ticks per chick in 1997? 2 decimals", CHICKS) == \
        round(CHICKS[CHICKS.YEAR == 97].TICKS.mean(), 2)
    assert ask("1996 年所有雏鸟身上的蜱虫加起来一共有多少只？", CHICKS) == CHICKS[CHICKS.YEAR == 96].TICKS.sum()


def test_a_span_of_years_said_whole_keeps_the_two_digit_years_within_it():
    ticks = CHICKS[CHICKS.YEAR.between(96, 97)].TICKS
    assert ask("1996 到 1997 年雏鸟身上蜱虫数的平均值是多少？保留两位小数", CHICKS) == round(ticks.mean(), 2)


def test_a_table_of_two_digit_years_holds_the_year_said():
    from nbcopilot.analysis.question import _lacks_years

    assert not _lacks_years(CHICKS, {1996})
    assert _lacks_years(CHICKS, {2010})


WELLS = pd.DataFrame({"switch": RNG.choice(["yes", "no"], 60), "arsenic": RNG.gamma(2.0, 0.8, 60).round(2),
                      "distance": RNG.uniform(1, 300, 60).round(1), "education": RNG.integers(0, 17, 60)})


def test_a_noun_of_one_character_names_a_column():
    assert ask("砷含量超过 3 的水井有多少口？", WELLS) == int((WELLS.arsenic > 3).sum())
    assert ask("所有家庭水井的平均砷含量是多少？保留两位小数", WELLS) == round(WELLS.arsenic.mean(), 2)


CRIME = pd.DataFrame({"county": np.repeat([1, 3, 5, 7], 3), "year": [81, 82, 83] * 4,
                      "crmrte": [0.031, 0.044, 0.029, 0.061, 0.058, 0.052, 0.012, 0.015, 0.011, 0.035, 0.037, 0.041],
                      "prbarr": [0.29, 0.33, 0.31, 0.42, 0.39, 0.41, 0.22, 0.25, 0.27, 0.36, 0.34, 0.30],
                      "polpc": [0.0018, 0.0017, 0.0019, 0.0022, 0.0021, 0.0024, 0.0011, 0.0012, 0.0013, 0.0016,
                                0.0015, 0.0014],
                      "region": ["west", "west", "west", "central", "central", "central", "other", "other", "other",
                                 "west", "west", "west"]})


def test_a_run_together_name_written_by_its_consonants():
    assert ask("What was the highest crime rate in the table?", CRIME) == CRIME.crmrte.max()
    assert ask("What's the average probability of arrest? 2 decimals", CRIME) == round(CRIME.prbarr.mean(), 2)
    assert ask("1982 年犯罪率最高的是哪个县？", CRIME) == CRIME.loc[CRIME[CRIME.year == 82].crmrte.idxmax(), "county"]


def test_a_column_named_for_a_year_says_no_more_of_its_table_than_the_year():
    from nbcopilot.analysis.question import Table, choose_table

    population = Table("world_population.csv", pd.DataFrame({"country": ["Japan", "India"], "year_2008": [128, 1190],
                                                             "year_2009": [128, 1210]}))
    metals = Table("gold_silver.csv", pd.DataFrame({"date": pd.date_range("2008-01-01", periods=4, freq="D"),
                                                    "gold": [834.5, 840.1, 851.0, 855.2],
                                                    "silver": [15.1, 15.3, 15.6, 15.9]}))
    assert choose_table("2008 年金价的平均值是多少？", [population, metals]).name == "gold_silver.csv"


def test_counting_the_things_a_panel_follows_counts_each_once():
    panel = pd.DataFrame({"county": np.repeat([1, 3, 5, 7, 9, 11], 3), "year": [81, 82, 83] * 6,
                          "crmrte": RNG.uniform(0.01, 0.09, 18).round(4)})
    assert ask("How many counties does the crime data cover?", panel) == 6


INSURED = pd.DataFrame({"health": ["yes", "yes", "no", "yes", "no", "yes", "yes", "no", "yes", "yes"],
                        "age": [31, 54, 42, 23, 61, 37, 45, 29, 50, 33],
                        "insurance": ["yes", "no", "yes", "yes", "no", "yes", "no", "yes", "yes", "no"],
                        "region": ["south", "south", "west", "south", "west", "south", "west", "south", "west", "south"]})


def test_two_flags_said_as_one_noun_phrase_are_the_second():
    south = INSURED[INSURED.region == "south"]
    assert ask("What percentage of the respondents living in the South have health insurance? 2 decimals", INSURED,
               "health_insurance") == round(100 * (south.insurance == "yes").mean(), 2)
    uninsured = INSURED[INSURED.insurance == "no"].age
    assert ask("What is the average age of people without health insurance?", INSURED) == uninsured.mean()
    assert ask("没有医疗保险的受访者，平均年龄是多少岁？保留两位小数", INSURED) == round(uninsured.mean(), 2)


def test_a_distance_said_with_its_unit_is_the_distance_column():
    assert ask("How many households are more than 100 metres from the nearest safe well?", WELLS) == \
        int((WELLS.distance > 100).sum())


PINES = pd.DataFrame({"Row": range(1, 13), "Hgt90": [12.0, None, 15, 11, 14, None, 13, 16, 12, 10, None, 15],
                      "Hgt96": [150.0, 170, None, 160, 175, 140, None, 180, 155, 165, 150, None],
                      "Hgt97": [310.0, None, 355, 330, None, 290, 340, 385, None, 350, 300, 320],
                      "Fert": [0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]})


def test_a_year_said_whole_picks_the_column_named_for_its_last_two_digits():
    assert ask("1997 年树苗的平均高度是多少厘米？保留两位小数", PINES) == round(PINES.Hgt97.mean(), 2)


def test_no_figure_of_a_column_with_gaps_counts_the_gaps():
    assert ask("How many seedlings have no 1997 height?", PINES) == int(PINES.Hgt97.isna().sum())
    survey = pd.DataFrame({"age": [34, 51, 29, 62, 45], "rincom16": [12.0, None, 20.0, None, None]})
    assert ask("how many respondents have no income bracket (rincom16) recorded?", survey) == 3


def test_a_flag_said_after_a_verbs_by_is_a_condition_not_groups():
    browsed = pd.DataFrame({"Hgt97": [310.0, 290, 355, 330, 280, 300], "Deer95": [1, 0, 0, 1, 1, 0],
                            "Deer97": [0, 1, 0, 0, 1, 0]})
    assert ask("how many trees were browsed by deer in 1997?", browsed) == int(browsed.Deer97.sum())


def test_a_year_alone_names_no_column_of_another_kind():
    assert ask("What was the greatest height in 1997?", PINES.assign(Diam97=PINES.Hgt97 / 60)) == PINES.Hgt97.max()


def test_how_many_at_one_number_and_how_many_at_another_counts_each():
    planted = pd.DataFrame({"Spacing": [10, 15, 10, 10, 15, 10, 15, 10], "Hgt97": [310.0, 290, 355, 330, 280, 300, 320, 340]})
    assert ask("How many seedlings were planted at 10-foot spacing and how many at 15-foot? 10 first", planted) == [5, 3]


def test_added_up_over_the_rows_is_no_sum_of_two_columns_named_alike():
    maternal = pd.DataFrame({"country": ["Nigeria", "India", "Chad", "Peru"], "maternal_deaths_2017": [67000, 35000, 7300, 680],
                             "risk_maternal_death_2017": [21, 290, 15, 480]})
    assert ask("把表里所有国家 2017 年的孕产妇死亡人数加起来，一共是多少？", maternal) == maternal.maternal_deaths_2017.sum()


def test_where_with_a_superlative_asks_for_the_row_named():
    maternal = pd.DataFrame({"countries_and_areas": ["Nigeria", "India", "Chad", "Peru", "Japan"],
                             "maternal_deaths_2017": [67000, 35000, 7300, 680, 33],
                             "life_expectancy_female": [55.2, 70.7, 55.4, 79.1, 87.3]})
    assert ask("Where did the most mothers die in 2017, in absolute numbers?", maternal) == "Nigeria"
    assert ask("Where is female life expectancy the highest?", maternal) == "Japan"


def test_the_year_answered_from_two_digit_years_is_said_whole():
    assert ask("Which year had the most ticks counted? give the year", CHICKS) == \
        1900 + CHICKS.groupby("YEAR").TICKS.sum().idxmax()
    medians = CHICKS.groupby("YEAR").TICKS.median()
    assert ask("每一年雏鸟身上蜱虫数的中位数分别是多少？按 1995 到 1997 的顺序", CHICKS) == medians.tolist()


def test_the_top_k_counted_in_households():
    assert ask("离安全水井最远的三户，距离分别是多少米？保留一位小数，从远到近", WELLS) == \
        WELLS.distance.nlargest(3).round(1).tolist()


HOUSE = pd.DataFrame({"Party": ["D", "R", "D", "D", "R", "D", "R", "D", "R", "D"],
                      "vote": ["yes", "no", "no", "yes", "no", "yes", "yes", "no", "no", "yes"]})


def test_each_party_said_by_its_members_is_its_code():
    assert ask("How many Democrats and how many Republicans are there? Democrats first", HOUSE) == [6, 4]


def test_a_vote_against_is_the_votes_no():
    assert ask("有多少位民主党议员投了反对票？", HOUSE) == int(((HOUSE.Party == "D") & (HOUSE.vote == "no")).sum())
