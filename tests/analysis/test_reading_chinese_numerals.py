"""Chinese numerals as bars and bounds ('人口超过两万的县的平均收入', '人口在一万到三万之间'), and 'cheaper than'.
Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

COUNTIES = pd.DataFrame({
    "county": list("ABCDEFGH"), "population": [8000, 15000, 25000, 32000, 12000, 45000, 61000, 9000],
    "income": [40.1, 52.3, 47.8, 60.2, 38.5, 55.0, 58.1, 44.4], "price": [300, 420, 510, 280, 390, 610, 720, 330]})


def counties(question: str):
    return answered(question, "c", {"c": COUNTIES}, meaning=True)


def test_a_chinese_numeral_bars_the_column_before_it():
    assert counties("人口超过两万的县的平均收入是多少？") == COUNTIES.loc[COUNTIES["population"] > 20000, "income"].mean()


def test_two_chinese_numerals_bound_a_range():
    assert counties("人口在一万到三万之间的县有几个？") == int(COUNTIES["population"].between(10000, 30000).sum())


def test_cheaper_than_a_figure():
    assert counties("How many counties are cheaper than 400?") == int((COUNTIES["price"] < 400).sum())

