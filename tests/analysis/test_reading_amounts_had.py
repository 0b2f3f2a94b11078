"""'Days with precipitation', '有降水的日子': an amount that is often 0 is had when it is above 0 (not merely recorded);
'count the rows where highT is above 80' counts rows, the column named only bars them. Expected values are computed
with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

DAYS = pd.DataFrame({
    "date": pd.date_range("2005-04-05", periods=10, freq="D"),
    "highT": [66, 71, 85, 90, 60, 82, 97, 70, 75, 81], "lowT": [40, 45, 50, 60, 35, 55, 65, 48, 28, 52],
    "precip": [0, 0.1, 0, 0.5, 0, 0, 0.02, 0, 0, 0.3],
    "riders": [250, 310, 736, 290, 420, 650, 380, 635, 305, 450]})
WET = DAYS["precip"] > 0


def days(question: str):
    return answered(question, "trail", {"trail": DAYS}, meaning=True)


def test_an_amount_had_is_above_zero():
    assert days("How many days had precipitation?") == int(WET.sum())
    assert days("有降水的日子一共有几天？") == int(WET.sum())
    assert days("What is the average riders on days with precipitation?") == DAYS.loc[WET, "riders"].mean()


def test_none_of_it_is_zero():
    assert days("How many days had no precipitation?") == int((~WET).sum())


def test_a_column_that_bars_the_rows_is_not_counted():
    assert days("Count the rows where highT is above 80.") == int((DAYS["highT"] > 80).sum())
