"""Patients with yes/no outcomes and a run-together 'hrtrate', jobs with a protocol letter and queue counts, and car
models from the USA or not: 'heart rate', '死亡率', 'the Medical or the Surgical', a column named like one of its
values, '不为 0', '协议 J', 'non-US'. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

_rng = np.random.default_rng(11)
_n = 60
PATIENTS = pd.DataFrame({
    "died": _rng.choice(["No", "No", "No", "Yes"], _n), "sex": _rng.choice(["Male", "Female"], _n),
    "race": _rng.choice(["White", "Black", "Other"], _n), "service": _rng.choice(["Medical", "Surgical"], _n),
    "hrtrate": _rng.permutation(np.arange(60, 60 + 2 * _n, 2)),
    "coma": _rng.choice([None, None, None, "Coma", "Stupor"], _n)})
JOBS = pd.DataFrame({"protocol": _rng.choice(list("ABCDEJ"), 80), "iterations": _rng.integers(10, 40, 80),
                     "num_pending": _rng.choice([0, 0, 0, 3, 7], 80)})
MODELS = pd.DataFrame({"Model": ["Integra", "Legend", "90", "DeVille", "Cavalier", "Civic", "Town_Car"],
                       "Origin": ["non-USA", "non-USA", "non-USA", "USA", "USA", "non-USA", "USA"]})


def patients(question: str):
    return answered(question, "icu", {"icu": PATIENTS}, meaning=True)


def test_heart_rate_is_hrtrate():
    fast = int((PATIENTS["hrtrate"] > 130).sum())
    assert patients("How many patients had a heart rate above 130?") == fast
    assert patients("入院时心率超过 130 次/分钟的病人有多少位？") == fast
    assert patients("心率最高的那位病人是男性还是女性？回答 sex 列的取值") == PATIENTS.loc[PATIENTS["hrtrate"].idxmax(), "sex"]


def test_a_death_rate_of_a_yes_no_column():
    rates = PATIENTS.groupby("race")["died"].apply(lambda s: (s == "Yes").mean())
    assert patients("Which race group has the highest death rate?") == rates.idxmax()


def test_which_of_two_values_with_the_article():
    dead = PATIENTS[PATIENTS["died"] == "Yes"]["service"].value_counts()
    assert patients("Of the patients who died, did more come through the Medical or the Surgical service?") == \
        dead.idxmax()


def test_values_of_a_column_named_like_one_of_them():
    assert patients("How many patients arrived in a coma, and how many in a stupor? coma first") == \
        [int((PATIENTS["coma"] == kind).sum()) for kind in ("Coma", "Stupor")]


def test_not_zero_and_a_lettered_protocol():
    assert answered("提交时有作业在排队（num_pending 不为 0）的作业有多少个？", "hpc", {"hpc": JOBS}, meaning=True) == \
        int((JOBS["num_pending"] != 0).sum())
    assert answered("协议 J 的作业平均迭代多少次？保留两位小数", "hpc", {"hpc": JOBS}, meaning=True) == \
        round(JOBS.loc[JOBS["protocol"] == "J", "iterations"].mean(), 2)


def test_non_us_sets_the_value_aside():
    assert answered("How many of the 1993 car models come from non-US manufacturers?", "cars93", {"cars93": MODELS}) == \
        int((MODELS["Origin"] != "USA").sum())
