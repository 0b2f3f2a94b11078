"""Values written as dotted codes whose parts abbreviate the words said: 'total population' is SP.POP.TOTL,
'population growth' SP.POP.GROW (a World Bank indicator). Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

WB = pd.DataFrame({"country": ["CHN"] * 4 + ["JPN"] * 4,
                   "indicator": ["SP.POP.TOTL", "SP.POP.GROW", "SP.URB.TOTL", "SP.URB.GROW"] * 2,
                   "2000": [1262645000.0, 0.79, 452999147.0, 3.77, 126843000.0, 0.17, 99759847.0, 0.46],
                   "2017": [1386395000.0, 0.56, 810003000.0, 2.64, 126785797.0, -0.16, 116355000.0, -0.04]})


def test_a_dotted_code_is_the_value_whose_parts_abbreviate_the_words_said():
    row = (WB["country"] == "CHN") & (WB["indicator"] == "SP.POP.TOTL")
    assert answered("What was China's (CHN) total population in 2017?", "wb", {"wb": WB}) == WB.loc[row, "2017"].sum()
    growth = (WB["country"] == "JPN") & (WB["indicator"] == "SP.POP.GROW")
    assert answered("What was Japan's (JPN) population growth in 2017?", "wb", {"wb": WB}) == \
        WB.loc[growth, "2017"].sum()


def test_a_chinese_word_glossed_as_the_codes_words_names_it():
    row = (WB["country"] == "JPN") & (WB["indicator"] == "SP.POP.TOTL")
    assert answered("日本（JPN）2017 年的总人口是多少？", "wb", {"wb": WB}) == WB.loc[row, "2017"].sum()
