"""Words around a column that change what it is asked for: a possessive naming a column's short head ("Tasmania's
rainfall" tasRain), a value word said right after 'which' (哪个行业 is the industry asked for, not the value Trade), a
column asked back that groups ("哪个大区的平均识字率最高？用 Region 列回答"), a bracketed column's gloss followed by a
bar ("全澳平均气温（ausAVt）超过 22.5 度的年份": years past the bar, no average). Every expected value is computed
here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

CLIMATE = pd.DataFrame({"Year": range(2000, 2008),
                        "eastRain": [600.0, 620.0, 580.0, 610.0, 630.0, 590.0, 605.0, 615.0],
                        "tasRain": [1300.0, 1420.0, 1350.0, 1390.0, 1310.0, 1400.0, 1365.0, 1330.0],
                        "ausRain": [450.0, 470.0, 430.0, 480.0, 440.0, 460.0, 455.0, 465.0],
                        "eastAVt": [23.1, 22.0, 22.8, 23.5, 22.2, 22.9, 21.9, 23.0],
                        "ausAVt": [21.9, 22.6, 22.4, 22.7, 22.1, 22.55, 22.3, 22.8]})


def test_a_possessive_names_the_short_head_of_a_column():
    assert answered("Tasmania's mean annual rainfall over all the years, mm? one decimal", "climate",
                    {"climate": CLIMATE}) == round(CLIMATE["tasRain"].mean(), 1)


def test_a_bracketed_columns_gloss_followed_by_a_bar_counts_the_rows_past_it():
    assert answered("全澳平均气温（ausAVt）超过 22.5 度的年份有几个？", "climate", {"climate": CLIMATE}) == \
        int((CLIMATE["ausAVt"] > 22.5).sum())


MEN = pd.DataFrame({"year": [1987] * 8 + [1986] * 4,
                    "ethn": ["hisp", "hisp", "hisp", "black", "hisp", "other", "hisp", "black",
                             "hisp", "hisp", "hisp", "other"],
                    "industry": ["Trade", "Manufacturing", "Trade", "Trade", "Construction", "Trade", "Manufacturing",
                                 "Finance", "Construction", "Construction", "Construction", "Finance"],
                    "wage": [1.2, 1.5, 1.1, 1.3, 1.8, 1.4, 1.6, 2.0, 1.7, 1.9, 1.6, 2.1],
                    "school": [12, 9, 11, 12, 10, 14, 13, 16, 12, 11, 10, 15]})


def test_a_value_word_said_right_after_which_is_its_column_asked_for():
    kept = MEN[(MEN["year"] == 1987) & (MEN["ethn"] == "hisp")]
    assert answered("1987 年，西班牙裔（hisp）男性最多在哪个行业工作？", "men", {"men": MEN}, meaning=True) == \
        kept["industry"].value_counts().idxmax()


FRANCE = pd.DataFrame({"Department": ["Ain", "Aisne", "Allier", "Ardeche", "Ardennes", "Ariege", "Aube"],
                       "Region": ["E", "N", "C", "S", "N", "S", "E"],
                       "Literacy": [46, 68, 13, 27, 30, 18, 59]})


def test_a_column_asked_back_groups_an_average_asked_of_which_one():
    best = FRANCE.groupby("Region")["Literacy"].mean().idxmax()
    assert answered("法国哪个大区的平均识字率（Literacy）最高？用 Region 列的代码回答", "france", {"france": FRANCE}) == best
    assert best != FRANCE.loc[FRANCE["Literacy"].idxmax(), "Region"]


TB = pd.DataFrame({"country": ["India", "India", "China", "China", "Peru", "Peru"],
                   "year": [1995, 1996, 1995, 1996, 1995, 1996],
                   "new_sp_f1524": [900, 1200, 1500, 400, 100, 90], "new_sp_m1524": [3000, 2000, 100, 200, 50, 60]})


def test_numbers_a_bracketed_column_name_spells_are_no_filter():
    best = TB.groupby("country")["new_sp_f1524"].sum().idxmax()
    assert answered("Summed over all years, which country reported the most new smear-positive TB cases in women aged "
                    "15-24 (new_sp_f1524)?", "tb", {"tb": TB}) == best
    assert best != TB.loc[TB["new_sp_f1524"].idxmax(), "country"]


PANEL = pd.DataFrame({"nr": [1, 1, 2, 2, 3, 3, 4, 4, 5, 5], "year": [1980, 1987] * 5,
                      "maried": ["no", "yes", "no", "yes", "yes", "yes", "no", "no", "no", "yes"],
                      "wage": [1.1, 1.9, 1.3, 1.6, 1.2, 2.0, 0.9, 1.4, 1.0, 1.8]})


def test_a_share_asked_of_each_of_two_years_is_one_share_per_year():
    shares = [round(100 * (PANEL.loc[PANEL["year"] == y, "maried"] == "yes").mean(), 1) for y in (1980, 1987)]
    assert answered("1980 年和 1987 年已婚（maried 为 yes）的人分别占百分之几？保留一位小数，先 1980 年", "panel",
                    {"panel": PANEL}) == shares


CITIES = pd.DataFrame({"country": ["China", "China", "Japan", "Japan", "US"],
                       "city": ["Shanghai", "Beijing", "Tokyo", "Osaka", "New York"], "population": [24, 21, 37, 19, 8]})


def test_a_value_word_after_which_that_describes_the_next_noun_stays_a_filter():
    japan = CITIES[CITIES["country"] == "Japan"]
    assert answered("哪个日本城市的人口（population）最多？", "cities", {"cities": CITIES}) == \
        japan.loc[japan["population"].idxmax(), "city"]


DEATHS = pd.DataFrame({"county": list("ABCDE"), "deaths2020": [5, 25, 30, 10, 21], "deaths2021": [50, 5, 3, 40, 1]})


def test_a_bar_said_before_a_bracketed_code_is_kept():
    assert answered("How many counties had more than 20 deaths (deaths2020)?", "deaths", {"deaths": DEATHS}) == \
        int((DEATHS["deaths2020"] > 20).sum())
