"""One group against the rest of a yes/no column said as 'with … than those without' (either way round, English
and Chinese '高于不带…的'). Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

AUCTIONS = pd.DataFrame({
    "duration": [3, 7, 1, 3, 5, 7, 1, 3], "n_bids": [20, 13, 16, 18, 9, 14, 11, 22],
    "cond": ["new", "used", "new", "new", "used", "used", "new", "used"],
    "total_pr": [51.55, 37.04, 65.5, 44.0, 71.0, 58.0, 37.02, 53.99],
    "ship_sp": ["standard", "firstClass", "firstClass", "standard", "media", "standard", "parcel", "ups3Day"],
    "stock_photo": ["yes", "yes", "no", "yes", "yes", "no", "yes", "yes"]})


def auctions(question: str):
    return answered(question, "auctions", {"auctions": AUCTIONS}, meaning=True)


def mean_of(column: str, photo: str) -> float:
    return AUCTIONS.loc[AUCTIONS["stock_photo"] == photo, column].mean()


def test_with_against_those_without():
    higher = bool(mean_of("total_pr", "yes") > mean_of("total_pr", "no"))
    assert higher is False  # the frame is built so that 'is there any such auction' would answer True
    assert auctions("Did auctions with a stock photo end at a higher average total price than those without one?") \
        is higher
    assert auctions("Did auctions with a stock photo end at a higher average total price than auctions without a "
                    "stock photo?") is higher
    assert auctions("Do auctions sell for a higher total price with a stock photo than without?") is higher


def test_without_against_those_with():
    more = bool(mean_of("n_bids", "no") > mean_of("n_bids", "yes"))
    assert more is False
    assert auctions("Do auctions without a stock photo get more bids than those with one?") is more


def test_chinese_without_after_higher_than():
    fewer = bool(mean_of("n_bids", "yes") < mean_of("n_bids", "no"))
    assert fewer is False
    assert auctions("带库存照片的拍卖，平均出价次数是否低于不带库存照片的？") is fewer
