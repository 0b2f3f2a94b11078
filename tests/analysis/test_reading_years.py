"""A table with two columns of years (built, sold): the one the question names ('sales in 2008', '每年卖出') is
filtered and grouped, and a glossary word is read whole ('套房子' is a house, not a flat). Every expected value is
computed here with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

_RNG = np.random.default_rng(11)
_N = 400
HOUSES = pd.DataFrame({
    "Order": range(1, _N + 1),
    "price": _RNG.integers(80_000, 450_000, _N),
    "Year.Built": _RNG.integers(1950, 2011, _N),
    "Yr.Sold": _RNG.integers(2006, 2011, _N),
    "Roof.Style": _RNG.choice(["Gable", "Hip", "Flat"], _N),
    "Pool.Area": np.where(_RNG.random(_N) < 0.05, _RNG.integers(300, 800, _N), 0),
    "Lot.Area": _RNG.integers(2_000, 20_000, _N),
})
FRAMES = {"houses": HOUSES}


def test_the_year_column_the_question_names_is_the_one_filtered():
    assert answered("how many sales were there in 2008?", "houses", FRAMES) == int((HOUSES["Yr.Sold"] == 2008).sum())
    per_year = HOUSES[HOUSES["Yr.Sold"].between(2007, 2009)].groupby("Yr.Sold").size()
    got = answered("2007 到 2009 年每年各卖出多少套房子？按年份顺序列出", "houses", FRAMES, meaning=True)
    assert list(pd.Series(got).astype(int)) == per_year.tolist()


def test_a_word_the_glossary_knows_is_read_whole():
    assert answered("有多少套房子的泳池面积大于 0？", "houses", FRAMES, meaning=True) == int((HOUSES["Pool.Area"] > 0).sum())
