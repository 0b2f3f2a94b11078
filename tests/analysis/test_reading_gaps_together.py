"""Gaps in several columns at once ('missing both bdi_3m and bdi_6m', 'bdi_3m 和 bdi_6m 都缺失', 'missing either bdi_3m
or bdi_6m'): the rows with a gap in each of them, or in any, not the gaps of the first. Expected values are computed
with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

VISITS = pd.DataFrame({
    "name": ["a", "b", "c", "d", "e", "f", "g", "h"],
    "bdi_3m": [10, np.nan, 12, np.nan, 8, np.nan, 20, 5], "bdi_6m": [9, np.nan, np.nan, np.nan, 7, 11, np.nan, 4],
    "group": ["TAU", "BtheB", "TAU", "BtheB", "TAU", "BtheB", "TAU", "BtheB"]})
GAPS = VISITS[["bdi_3m", "bdi_6m"]].isna()


def visits(question: str):
    return answered(question, "trial", {"trial": VISITS}, meaning=True)


def test_a_gap_in_each():
    assert visits("How many patients are missing both bdi_3m and bdi_6m?") == int(GAPS.all(axis=1).sum())
    assert visits("bdi_3m 和 bdi_6m 都缺失的有几个人？") == int(GAPS.all(axis=1).sum())
    assert visits("In the BtheB group, how many are missing both bdi_3m and bdi_6m?") == \
        int((GAPS.all(axis=1) & (VISITS["group"] == "BtheB")).sum())


def test_a_gap_in_any():
    assert visits("How many patients are missing either bdi_3m or bdi_6m?") == int(GAPS.any(axis=1).sum())
    assert visits("bdi_3m 或 bdi_6m 缺失的有几人？") == int(GAPS.any(axis=1).sum())


def test_one_column_gaps_alone():
    assert visits("How many patients are missing bdi_6m?") == int(GAPS["bdi_6m"].sum())
