"""'Which sex chose foe more often (, proportionally)?': the group where the value is said most (or most often among
its rows); 'both play and play1 chose friend': the value held by each of the columns said together. Expected values
are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

GAMES = pd.DataFrame({
    "season": [1, 1, 1, 2, 2, 2, 2, 1, 1],
    "sex": ["male", "female", "male", "female", "male", "female", "female", "female", "female"],
    "play": ["friend", "foe", "foe", "friend", "foe", "friend", "foe", "friend", "foe"],
    "play1": ["friend", "friend", "foe", "friend", "foe", "friend", "friend", "foe", "friend"],
    "win": [1000, 5000, 0, 2500, 0, 300, 7000, 0, 40]})
FOE = GAMES["play"] == "foe"


def games(question: str):
    return answered(question, "show", {"show": GAMES}, meaning=True)


def test_more_often_in_proportion():
    assert FOE.groupby(GAMES["sex"]).mean().idxmax() != FOE.groupby(GAMES["sex"]).sum().idxmax()
    assert games("Which sex chose foe more often, proportionally?") == FOE.groupby(GAMES["sex"]).mean().idxmax()


def test_more_often_in_number():
    assert games("Which season had foe more often?") == FOE.groupby(GAMES["season"]).sum().idxmax()


def test_a_value_held_by_both_columns():
    both = int(((GAMES["play"] == "friend") & (GAMES["play1"] == "friend")).sum())
    assert games("In how many rows did both play and play1 choose friend?") == both
    assert games("play 和 play1 都是 friend 的有几行？") == both
