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
})
CONSTANTS = pd.DataFrame({
    "name": ["Planck constant", "Planck length", "electron mass", "von Klitzing constant", "Planck time",
             "characteristic impedance of vacuum", "proton mass", "Bohr radius"],
    "value": [6.626e-34, 1.616e-35, 9.109e-31, 25812.8, 5.391e-44, 376.73, 1.673e-27, 5.29e-11],
    "units": ["J Hz^-1", "m", "kg", "ohm", "s", "ohm", "kg", "m"],
})
FRAMES = {"world": WORLD, "constants": CONSTANTS}


def test_a_column_named_inside_a_longer_one_is_not_said():
    assert answered("What's the median population growth rate across the countries?", "world", FRAMES) == \
        WORLD["population_growth_rate"].median()
    shrinking = WORLD.loc[WORLD["population_growth_rate"] < -1, "country"].tolist()
    assert sorted(answered("Which countries have a population growth rate below -1?", "world", FRAMES)) == shrinking
