"""Values a table writes short, said whole: a party's one capital (' R', with the table's leading space) for 'the
Republicans' or 共和党; words cut short throughout a column ('herbi', 'insecti') for 'the herbivores'; and groups
that 'had four deaths', exactly that many rows. Every expected value is computed here with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

CONGRESS = pd.DataFrame({"name": list("abcdefgh"), "party": [" D", " R", " R", " D", " I", " R", " D", " R"],
                         "money_pro": [100.0, 2000.0, np.nan, 50.0, 10.0, 3000.0, 4000.0, 500.0]})
ANIMALS = pd.DataFrame({"name": ["Cow", "Bat", "Lion", "Squirrel", "Mole", "Horse", "Bear"],
                        "vore": ["herbi", "insecti", "carni", "herbi", "insecti", "herbi", "omni"],
                        "sleep_total": [4.0, 19.9, 13.5, 16.6, 8.4, 2.9, 9.0]})
DEATHS = pd.DataFrame({"neighborhood": ["Watts", "Compton", "Watts", "Hollywood", "Compton", "Compton", "Koreatown",
                                        "Koreatown"], "age": [20, 31, 44, 2, 18, 27, 2, 50]})


def test_the_republicans_are_the_party_coded_r():
    expected = CONGRESS.loc[CONGRESS["party"] == " R", "money_pro"].median()
    assert expected != CONGRESS["money_pro"].median()
    assert answered("What's the median money_pro for the Republicans, ignoring the missing ones?", "congress",
                    {"congress": CONGRESS}) == expected
    assert answered("共和党议员的 money_pro 中位数是多少？", "congress", {"congress": CONGRESS}) == expected


def test_herbivores_are_the_rows_cut_short_herbi():
    herbivores = ANIMALS[ANIMALS["vore"] == "herbi"]
    expected = herbivores.loc[herbivores["sleep_total"].idxmax(), "name"]
    assert expected != ANIMALS.loc[ANIMALS["sleep_total"].idxmax(), "name"]
    assert answered("Among the herbivores, which animal sleeps the most?", "animals", {"animals": ANIMALS}) == expected


def test_groups_that_had_exactly_that_many_rows():
    counts = DEATHS["neighborhood"].value_counts()
    expected = sorted(counts[counts == 2].index)
    assert answered("Which neighborhoods had two deaths?", "deaths", {"deaths": DEATHS}) == expected
    assert answered("Which neighborhoods had 2 deaths?", "deaths", {"deaths": DEATHS}) == expected
