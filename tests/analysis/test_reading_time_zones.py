"""A table of airports with a numeric offset 'tz' and a zone name 'tzone', both said '时区' or 'time zone': the word
that names the groups measures nothing, and zone names written 'America/New_York' are met by 'New York'. Expected
values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

AIRPORTS = pd.DataFrame({
    "faa": ["04G", "06A", "06C", "EEN", "LRO", "ABQ", "DEN", "PHX", "YAK", "LGA", "MDW", "NEW"],
    "name": ["Lansdowne Airport", "Moton Field", "Schaumburg Regional", "Dillant Hopkins", "Mt Pleasant",
             "Albuquerque Intl", "Denver Intl", "Phoenix Sky Harbor", "Yakutat", "La Guardia", "Midway", "Lakefront"],
    "alt": [1044, 264, 801, 149, 40, 5355, 5431, 1135, 33, 22, 620, 8],
    "tz": [-5, -6, -6, -5, -5, -7, -7, -7, -9, -5, -6, -6],
    "tzone": ["America/New_York", "America/Chicago", "America/Chicago", np.nan, np.nan, "America/Denver",
              "America/Denver", "America/Phoenix", np.nan, "America/New_York", "America/Chicago", "America/Chicago"]})


def ask(question: str):
    return answered(question, "faa_airports", {"faa_airports": AIRPORTS}, meaning=True)


def test_the_word_for_the_groups_is_no_measure():
    highest = AIRPORTS.groupby("tzone")["alt"].mean().idxmax()
    assert ask("哪个时区的机场平均海拔最高？") == highest


def test_each_zone_counts_its_airports():
    counts = [int((AIRPORTS["tzone"] == zone).sum()) for zone in ("America/New_York", "America/Chicago")]
    assert ask("纽约时区和芝加哥时区各有多少个机场？先纽约，再芝加哥") == counts
    assert ask("How many airports are in the New York time zone and how many in the Chicago time zone?") == counts
    assert ask("How many airports are in the New York time zone and in the Chicago time zone?") == counts


def test_the_column_said_before_the_gap_is_the_one_with_gaps():
    assert ask("时区缺失的是哪几个机场？给出 FAA 代码") == sorted(AIRPORTS.loc[AIRPORTS["tzone"].isna(), "faa"])


def test_information_is_no_new_code():
    assert ask("有没有机场缺了时区（tzone）信息？") is True
    assert ask("纽约时区有多少个机场？") == int((AIRPORTS["tzone"] == "America/New_York").sum())
