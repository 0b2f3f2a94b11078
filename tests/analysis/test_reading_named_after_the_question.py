"""The column named alone after the question mark says how to name the answer ('Which bird lays the most eggs? common
name'): the row is read there, not in the column the question's noun half-names. Expected values are computed with
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

NESTS = pd.DataFrame({
    "Species": ["Spizella arborea", "Nucifraga columbiana", "Tyrannus tyrannus", "Sitta carolinensis", "Riparia riparia"],
    "Common": ["American Tree Sparrow", "Clark's Nutcracker", "Eastern Kingbird", "White-breasted Nuthatch",
               "Bank Swallow"],
    "Length": [16.0, 32.0, 21.0, 15.0, 13.0], "No.eggs": [6.5, 2.5, 3.5, 7.0, 4.5],
    "Nesttype": ["cup", "cup", "cup", "cavity", "burrow"]})


def nests(question: str):
    return answered(question, "birds", {"birds": NESTS}, meaning=True)


def test_the_column_after_the_question_names_the_row():
    most = NESTS["No.eggs"].idxmax()
    assert nests("Which bird lays the most eggs? common name") == NESTS.loc[most, "Common"]
    assert nests("Which bird lays the most eggs? Common name please") == NESTS.loc[most, "Common"]
    assert nests("Which bird is the shortest? species") == NESTS.loc[NESTS["Length"].idxmin(), "Species"]


def test_a_kind_asked_for_stays_that_kind():
    assert nests("Which nest type is the most common?") == NESTS["Nesttype"].mode()[0]
