"""One column beating the others of a list in the same row ('where v3 is the largest of v1, v2 and v3', 'v2 higher
than both v1 and v3', 'v2 在 v1、v2、v3 中最高'): a condition on each row, not the row with the largest figure nor a
figure per column. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

SHARES = pd.DataFrame({
    "seat": ["Avon", "Bath", "Cork", "Dale", "Eton", "Fife", "Gale"],
    "region": ["North", "North", "South", "South", "South", "East", "East"],
    "v1": [0.50, 0.30, 0.20, 0.45, 0.10, 0.40, 0.33],
    "v2": [0.30, 0.25, 0.50, 0.35, 0.60, 0.20, 0.30],
    "v3": [0.20, 0.45, 0.30, 0.20, 0.30, 0.41, 0.37]})
V = ["v1", "v2", "v3"]


def seats(question: str):
    return answered(question, "votes", {"votes": SHARES}, meaning=True)


def won_by(column: str) -> pd.Series:
    return SHARES[V].idxmax(axis=1) == column


def test_the_largest_of_a_list_of_columns_keeps_the_rows_it_wins():
    assert seats("Which seats did v3 carry, i.e. where v3 is the largest of v1, v2 and v3?") == \
        sorted(SHARES.loc[won_by("v3"), "seat"])
    assert seats("In how many seats is v1 the largest of v1, v2 and v3?") == int(won_by("v1").sum())
    assert seats("What is the mean v1 in seats where v3 is the largest of v1, v2 and v3?") == \
        SHARES.loc[won_by("v3"), "v1"].mean()


def test_the_rows_it_wins_counted_per_group():
    assert seats("Which region has the most seats where v3 is the largest of v1, v2 and v3?") == \
        SHARES.loc[won_by("v3"), "region"].value_counts().idxmax()


def test_higher_than_both():
    assert seats("How many seats have v2 higher than both v1 and v3?") == int(won_by("v2").sum())
    assert seats("v2 比 v1 和 v3 都高的选区有几个？") == int(won_by("v2").sum())


def test_said_in_chinese():
    assert seats("v2 在 v1、v2、v3 中最高的选区有几个？") == int(won_by("v2").sum())


def test_a_figure_per_column_is_still_compared():
    assert seats("Which of v1, v2 and v3 has the largest mean?") == SHARES[V].mean().idxmax()
    assert seats("Which seat has the largest v3?") == SHARES.loc[SHARES["v3"].idxmax(), "seat"]
