"""Periods as tables write them: quarters as text ('2015 Q1') filtered by year, quarters listed one figure each,
years listed with the preposition said again ('in 2000 and in 2010'), and a year the likeliest table's
every-fifth-year column does not hold. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.question import Table, choose_table

QUARTERS = [f"{year} Q{q}" for year in range(2013, 2017) for q in range(1, 5)]
STAYS = pd.DataFrame({"Date": QUARTERS * 2, "State": ["Tasmania"] * 16 + ["Victoria"] * 16,
                      "Takings": [float(10 + i * 1.5) for i in range(32)],
                      "Occupancy": [60 + (i * 7) % 21 for i in range(32)]})
LIFE = pd.DataFrame({"country": ["Japan", "Chile"] * 3, "year": [2000, 2000, 2010, 2010, 2020, 2020],
                     "lifeexp": [81.08, 76.8, 82.84, 78.9, 84.6, 80.2]})
FRAMES = {"stays": STAYS, "life": LIFE}


def answer(question: str, table: str):
    return answered(question, table, FRAMES)


def test_a_year_filters_quarters_written_as_text():
    rows = STAYS[(STAYS["State"] == "Victoria") & STAYS["Date"].str.startswith("2015")]
    assert answer("Total takings in Victoria in 2015 (all four quarters)? Round to 2 decimals.", "stays") == \
        round(rows["Takings"].sum(), 2)


def test_quarters_listed_after_another_value_give_one_figure_each_in_order():
    tas = STAYS[STAYS["State"] == "Tasmania"].set_index("Date")["Takings"]
    assert answer("Tasmania's takings in 2016 Q1, 2013 Q1 and 2014 Q3, in that order?", "stays") == \
        [tas["2016 Q1"], tas["2013 Q1"], tas["2014 Q3"]]


def test_years_listed_with_the_preposition_said_again():
    japan = LIFE[LIFE["country"] == "Japan"].set_index("year")["lifeexp"]
    assert answer("Japan's lifeexp in 2000 and in 2010? 2000 first", "life") == [japan[2000], japan[2010]]


def test_a_table_whose_years_skip_the_one_asked_gives_way_to_one_that_holds_it():
    # the words favour the first: its column is called population
    fifth = pd.DataFrame({"country": ["Brazil"] * 12, "year": range(1952, 2012, 5), "population": range(12)})
    yearly = pd.DataFrame({"country_name": ["Brazil"] * 60, "year": range(1960, 2020), "pop": range(60)})
    tables = [Table("gap", fifth), Table("pops", yearly)]
    assert choose_table("What was the population of Brazil in 1994?", tables).name == "pops"
    assert choose_table("What was the population of Brazil in 1957?", tables).name == "gap"


def test_a_year_that_names_a_column_of_a_wide_table_filters_no_rows():
    towns = pd.DataFrame({"name": ["Tiny", "Mid", "Big"], "population_2016": [120, 5400, 90000],
                          "population_2021": [80, 5600, 95000]})
    frames = {"towns": towns}
    assert answered("Is there any town with a population below 100 in 2021?", "towns", frames) == \
        bool((towns["population_2021"] < 100).any())
    assert answered("What was the total population in 2016?", "towns", frames) == towns["population_2016"].sum()


def test_a_month_said_with_its_number_filters_and_is_not_asked_for():
    air = pd.DataFrame({"Ozone": [41, None, 168, 12, 135, 97], "Month": [5, 5, 8, 8, 9, 7], "Day": [1, 2, 3, 4, 5, 6]})
    frames = {"air": air}
    assert answered("Highest Ozone reading in August (Month 8)?", "air", frames) == air[air["Month"] == 8]["Ozone"].max()
    assert answered("lowest Ozone in Month 9", "air", frames) == air[air["Month"] == 9]["Ozone"].min()


def test_two_years_compared_where_the_second_follows_the_comparison_word():
    falling = pd.DataFrame({"Date": QUARTERS, "State": ["Victoria"] * 16,
                            "Takings": [float(100 - i * 3) for i in range(16)]})
    year = falling["Date"].str[:4].astype(int)
    lower = falling[year == 2015]["Takings"].sum() < falling[year == 2013]["Takings"].sum()
    assert lower and answered("Victoria 2015 年的住宿总收入是否低于 2013 年？", "falling", {"falling": falling}) == lower
