"""Names inside names and text that names rows: a column whose name holds another's ('population' in
population_growth_rate), rows listed by a value of the column said ('the constants whose unit is ohm'), and cells
that begin with a word. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

WORLD = pd.DataFrame({
    "country": ["Aland", "Borea", "Cyra", "Dova", "Esta", "Fenn", "Gora"],
    "population": [5_000_000, 120_000, 43_000_000, 800_000, 9_500_000, 61_000, 2_300_000],
    "population_growth_rate": [0.4, -1.3, 2.1, -0.2, 1.05, -1.6, 3.2],
    "birth_rate": [9.1, 7.5, 31.0, 11.2, 14.8, 6.9, 38.5],
    "death_rate": [6.2, 12.9, 9.8, 3.4, 8.1, 14.0, 7.7],
    "infant_mortality_rate": [3.1, 6.4, 48.2, 9.9, 2.2, 7.5, 61.0],
})
CRIME = pd.DataFrame({
    "state": ["Ohio", "Iowa", "Utah"] * 3,
    "year": [1990] * 3 + [1991] * 3 + [1992] * 3,
    "violent": [520.0, 310.5, 290.0, 480.0, 100000.0, 301.0, 455.5, 330.0, 287.0],
})
CONSTANTS = pd.DataFrame({
    "name": ["Planck constant", "Planck length", "electron mass", "von Klitzing constant", "Planck time",
             "characteristic impedance of vacuum", "proton mag. mom.", "electron mag. mom. to Bohr magneton ratio"],
    "value": [6.626e-34, 1.616e-35, 9.109e-31, 25812.8, 5.391e-44, 376.73, 1.673e-27, 5.29e-11],
    "uncert": [None, 1.8e-40, 2.8e-40, None, 6.0e-48, 5.7e-8, 5.1e-37, 8.0e-21],
    "units": ["J Hz^-1", "m", "kg", "ohm", "s", "ohm", "kg", "m"],
})
FRAMES = {"world": WORLD, "constants": CONSTANTS, "crime": CRIME}


def test_a_column_named_inside_a_longer_one_is_not_said():
    assert answered("What's the median population growth rate across the countries?", "world", FRAMES) == \
        WORLD["population_growth_rate"].median()
    shrinking = WORLD.loc[WORLD["population_growth_rate"] < -1, "country"].tolist()
    assert sorted(answered("Which countries have a population growth rate below -1?", "world", FRAMES)) == shrinking


def test_rows_with_a_value_of_the_column_said_are_listed_by_their_names():
    ohm = sorted(CONSTANTS.loc[CONSTANTS["units"] == "ohm", "name"])
    assert sorted(answered("单位是 ohm 的物理常数有哪些？", "constants", FRAMES)) == ohm
    assert sorted(answered("which constants have units ohm?", "constants", FRAMES)) == ohm


def test_cells_that_begin_with_a_word():
    planck = sorted(CONSTANTS.loc[CONSTANTS["name"].str.startswith("Planck"), "name"])
    assert sorted(answered("list the constants whose name starts with Planck", "constants", FRAMES)) == planck
    assert sorted(answered("名称以 Planck 开头的常数有哪些？", "constants", FRAMES)) == planck
    assert answered("how many constants have a name beginning with 'Planck'?", "constants", FRAMES) == len(planck)


def test_a_quoted_piece_of_text_is_looked_for_inside_the_cells():
    held = CONSTANTS["name"].str.contains("mag. mom.", regex=False).sum()
    assert answered("How many of the entries have 'mag. mom.' in their name?", "constants", FRAMES) == held == 2


def test_the_row_asked_among_those_with_one_value_of_the_column_said():
    kg = CONSTANTS[CONSTANTS["units"] == "kg"]
    heaviest = kg.loc[kg["value"].idxmax(), "name"]
    assert answered("以 kg 为单位的物理常数中，数值最大的是哪一个？", "constants", FRAMES, meaning=True) == heaviest


def test_a_rate_named_in_chinese_is_the_rate_of_that_thing():
    assert answered("哪个国家的婴儿死亡率最低？", "world", FRAMES) == \
        WORLD.loc[WORLD["infant_mortality_rate"].idxmin(), "country"]


def test_the_number_of_a_rates_unit_filters_nothing_and_groups_nothing():
    median = CRIME["violent"].median()
    assert answered("所有州、所有年份合在一起，每十万人暴力犯罪率（violent）的中位数是多少？", "crime", FRAMES) == median
    assert answered("What is the median violent crime rate per 100,000 people over all states and years?", "crime",
                    FRAMES) == median
