"""'Does the North or the South have higher income on average?': a yes/no opening over two values of one column and
a comparative asks for one of the two, not whether either exists. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

HOMES = pd.DataFrame({
    "income": [40, 30, 35, 60, 25, 65, 33, 28],
    "region": ["North", "South", "North", "South", "North", "South", "North", "South"]})
MEANS = HOMES.groupby("region")["income"].mean()


def homes(question: str):
    return answered(question, "homes", {"homes": HOMES}, meaning=True)


def test_one_of_the_two_by_the_comparative():
    assert homes("Does the North or the South have higher income on average?") == MEANS.idxmax()
    assert homes("Is average income higher in the North or in the South?") == MEANS.idxmax()
    assert homes("Is average income lower in the North or the South?") == MEANS.idxmin()


def test_a_comparison_said_with_than_stays_yes_or_no():
    assert homes("Is the average income of the North higher than the South?") == bool(MEANS["North"] > MEANS["South"])
