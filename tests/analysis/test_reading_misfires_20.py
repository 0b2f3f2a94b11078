"""Readings the twentieth round's review found wrong, pinned: a 0/1 flag said "without a pool" is the rows where it
is 0, also when those rows are then compared with the others ('cheaper than those with a pool'). Expected values
are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

HOUSES = pd.DataFrame({
    "price": [450000, 320000, 510000, 280000, 355000, 300000, 470000, 340000, 295000, 430000, 365000, 310000],
    "pool": [1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 1, 1]})


def houses(question: str):
    return answered(question, "houses", {"houses": HOUSES}, meaning=True)


def mean_price(pool: int) -> float:
    return HOUSES.loc[HOUSES["pool"] == pool, "price"].mean()


def test_without_a_flag_is_its_zero():
    assert houses("What is the average price of houses without a pool?") == mean_price(0)
    lower = bool(mean_price(0) < mean_price(1))
    assert lower is True
    assert houses("Do houses without a pool have a lower average price than those with one?") is lower
    assert houses("Do houses without a pool cost less on average than houses with a pool?") is lower
    assert houses("Were houses without a pool cheaper on average than those with a pool?") is lower
