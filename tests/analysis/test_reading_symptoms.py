"""A Chinese word the dictionary glosses only as a verb, 'to have a headache' (头痛), still names a headache column:
the question picks the table that has one, and counts its rows. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.question import Table, choose_table

DIARY = pd.DataFrame({
    "id": [1, 1, 1, 2, 2, 3, 3, 3], "time": [-2, 0, 3, -1, 4, -3, 1, 2],
    "headache": ["yes", "no", "yes", "yes", "no", "no", "yes", "yes"],
    "medication": ["none", "none", "reduced", "continuing", "continuing", "none", "reduced", "reduced"]})
RUNS = pd.DataFrame({"date": pd.date_range("2024-01-01", periods=6), "miles": [3.1, 5.0, 2.4, 6.2, 4.0, 3.3]})


def test_a_verb_gloss_names_the_column():
    assert answered("日记里一共有多少条记录是头痛的？", "diary", {"diary": DIARY}, meaning=True) == \
        int((DIARY["headache"] == "yes").sum())


def test_the_table_with_that_column_is_chosen():
    tables = [Table("runs", RUNS), Table("diary", DIARY)]
    assert choose_table("日记里一共有多少条记录是头痛的？", tables).name == "diary"
