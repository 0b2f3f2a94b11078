"""Auctions whose prices sit in short columns (total_pr, ship_pr, ship_sp) and a table of states whose shares are
fractions: Chinese words for the shipping kinds, '二手'/'新品', a share asked as a
percentage, 'GDP per capita' over gdp. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

_rng = np.random.default_rng(7)
_n = 40
AUCTIONS = pd.DataFrame({
    "duration": _rng.choice([1, 3, 5, 7, 10], _n), "n_bids": _rng.integers(1, 30, _n),
    "cond": _rng.choice(["new", "used"], _n), "ship_pr": _rng.choice([0, 2.99, 3.99, 4.0, 5.5], _n),
    "total_pr": np.round(_rng.permutation(_n) * 1.01 + 30, 2),
    "ship_sp": _rng.choice(["standard", "parcel", "priority", "firstClass", "media"], _n),
    "seller_rate": _rng.integers(0, 5000, _n), "stock_photo": _rng.choice(["yes", "no"], _n)})
STATES = pd.DataFrame({"state": ["Alabama", "Alaska", "Ohio", "Maine", "Vermont", "Mississippi", "Colorado", "New York"],
                       "turnoutho": [59.0, 61.3, 64.2, 70.5, 63.8, 55.9, 70.1, 57.2],
                       "gdppercap": [42663, 81801, 54000, 43000, 48000, 35700, 58000, 72000],
                       "trumpshare": [0.6208, 0.5128, 0.5169, 0.449, 0.303, 0.578, 0.433, 0.365],
                       "gdp": [203829.8, 49363.4, 608000.0, 59000.0, 31000.0, 107000.0, 330000.0, 1500000.0]})


def auctions(question: str):
    return answered(question, "mk", {"mk": AUCTIONS}, meaning=True)


def states(question: str):
    return answered(question, "turnout", {"turnout": STATES}, meaning=True)


def test_kinds_said_in_chinese():
    used = AUCTIONS[AUCTIONS["cond"] == "used"]
    assert auctions("二手游戏的平均 total_pr 是多少美元？保留两位小数") == round(used["total_pr"].mean(), 2)
    assert auctions("新品和二手的 total_pr 中位数分别是多少美元？先新品") == \
        [AUCTIONS.loc[AUCTIONS["cond"] == c, "total_pr"].median() for c in ("new", "used")]


def test_a_share_asked_as_a_percentage():
    ohio = STATES.loc[STATES["state"] == "Ohio", "trumpshare"].iloc[0]
    assert states("What was Trump's vote share in Ohio, as a percentage? 1 decimal") == [round(100 * ohio, 1)]


def test_gdp_per_capita_over_gdp():
    poorest = STATES.loc[STATES["gdppercap"].idxmin(), "state"]
    assert states("Which state has the lowest GDP per capita?") == poorest
    assert states("人均 GDP 最低的是哪个州？") == poorest
    assert states("Which state has the highest GDP?") == STATES.loc[STATES["gdp"].idxmax(), "state"]
    assert states("各州投票率的平均值是多少？保留两位小数") == round(STATES["turnoutho"].mean(), 2)
