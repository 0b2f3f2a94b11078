"""Both fates said of a died column ('the survivors and those who died', '死亡和存活的病人'): one figure for each, in
the order said. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PATIENTS = pd.DataFrame({
    "age": [27, 59, 77, 54, 87, 69, 63, 30], "sex": ["Female", "Male", "Male", "Male", "Female", "Female", "Male", "Female"],
    "died": ["No", "Yes", "No", "No", "Yes", "No", "No", "Yes"], "hrtrate": [88, 80, 70, 103, 154, 132, 66, 110]})


def patients(question: str):
    return answered(question, "icu", {"icu": PATIENTS}, meaning=True)


def mean_of(column: str, died: str) -> float:
    return PATIENTS.loc[PATIENTS["died"] == died, column].mean()


def test_each_fate_in_the_order_said():
    assert patients("Average heart rate of the survivors and of those who died? 1 decimal, survivors first") == \
        [round(mean_of("hrtrate", "No"), 1), round(mean_of("hrtrate", "Yes"), 1)]
    assert patients("Average age of the patients who died and of those who survived?") == \
        [mean_of("age", "Yes"), mean_of("age", "No")]
    assert patients("死亡和存活的病人平均年龄分别是多少？") == [mean_of("age", "Yes"), mean_of("age", "No")]


def test_one_fate_still_filters():
    assert patients("How many patients died?") == int((PATIENTS["died"] == "Yes").sum())
