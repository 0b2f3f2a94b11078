"""A diary with a row per patient and day: 'how many patients' counts the patients' ids, and 'each patient counted
once' ('每位患者只算一次') reads one row per patient, with no grouping by anything. Expected values are computed with
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

DIARY = pd.DataFrame({
    "id": [1, 1, 1, 2, 2, 3, 3, 3, 3, 4], "time": [-5, 2, 10, -3, 8, -1, 0, 4, 9, 3],
    "hatype": ["Aura", "Aura", "Aura", "No Aura", "No Aura", "Mixed", "Mixed", "Mixed", "Mixed", "No Aura"],
    "age": [30, 30, 30, 45, 45, 28, 28, 28, 28, 50],
    "medication": ["none", "none", "reduced", "continuing", "continuing", "none", "none", "reduced", "reduced", "none"],
    "sex": ["female", "female", "female", "male", "male", "female", "female", "female", "female", "male"]})
PATIENTS = DIARY.drop_duplicates("id")


def diary(question: str):
    return answered(question, "migraine", {"migraine": DIARY}, meaning=True)


def test_patients_are_counted_by_their_ids():
    assert diary("How many patients are there?") == DIARY["id"].nunique()
    assert diary("How many patients are female?") == PATIENTS["sex"].eq("female").sum()


def test_each_patient_once():
    assert diary("What is the average age, counting each patient once?") == PATIENTS["age"].mean()
    assert diary("患者开始治疗时的平均年龄（age）是多少岁？每位患者只算一次，保留两位小数") == round(PATIENTS["age"].mean(), 2)
    assert diary("患者中最常见的偏头痛类型（hatype）是哪种？每位患者只算一次") == PATIENTS["hatype"].mode()[0]
    assert diary("男性和女性患者分别有多少位？每人只算一次，先男性") == \
        [int((PATIENTS["sex"] == s).sum()) for s in ("male", "female")]


def test_rows_are_still_rows():
    assert diary("How many rows are there?") == len(DIARY)
