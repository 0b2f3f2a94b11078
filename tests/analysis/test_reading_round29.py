"""Readings of the twenty-ninth round: a measure kept in two units read in the unit said ('median height in inches'
over h_meters and h_in; '7 feet (84 inches)'). Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(29)
_INCHES = RNG.integers(66, 91, 400)
PLAYERS = pd.DataFrame({"last_name": [f"Name{i}" for i in range(400)], "height_m": (_INCHES * 0.0254).round(2),
                        "height_in": _INCHES})
_KG = RNG.normal(80, 12, 300).round(1)
PEOPLE = pd.DataFrame({"id": range(300), "weight_kg": _KG, "weight_lb": (_KG * 2.2046).round(1)})


def test_a_measure_kept_in_two_units_is_read_in_the_unit_said():
    assert ask("median player height in inches?", PLAYERS) == PLAYERS["height_in"].median()
    assert ask("What is the average weight in pounds?", PEOPLE) == pytest.approx(PEOPLE["weight_lb"].mean())
    assert ask("平均体重是多少公斤？", PEOPLE) == pytest.approx(PEOPLE["weight_kg"].mean())


def test_a_bar_said_in_the_unit_of_a_column_compares_that_column():
    assert ask("How many players are 7 feet (84 inches) or taller?", PLAYERS) == int((PLAYERS["height_in"] >= 84).sum())
    assert ask("身高不到 6 英尺（72 英寸）的球员有几位？", PLAYERS) == int((PLAYERS["height_in"] < 72).sum())
    assert ask("How many players are at least 80 inches tall?", PLAYERS) == int((PLAYERS["height_in"] >= 80).sum())
    assert ask("How many people weigh more than 200 pounds?", PEOPLE) == int((PEOPLE["weight_lb"] > 200).sum())
