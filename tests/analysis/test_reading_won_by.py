"""'Total amount won by the contestants in season 2': 'by' says who won, and 'season 2' which rows; nothing is
grouped. 'by season' still groups. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

GAMES = pd.DataFrame({"season": [1, 1, 2, 2, 2, 1], "round": [1, 2, 3, 1, 3, 2],
                      "win": [500, 3000, 0, 250, 0, 0]})


def games(question: str):
    return answered(question, "show", {"show": GAMES}, meaning=True)


def test_by_whom_is_no_grouping():
    assert games("Total amount won by the contestants in season 2? 2 decimals") == GAMES.loc[GAMES["season"] == 2, "win"].sum()


def test_by_a_column_still_groups():
    assert games("What is the total win by season?").to_dict() == GAMES.groupby("season")["win"].sum().to_dict()
