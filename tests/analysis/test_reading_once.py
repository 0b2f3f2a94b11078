"""Groups of one row or of several, said without a number ('which types appear only once', '只出现过一次', 'more than
once'), and a number of things named in more than one word ('more than 2 Boston Marathon champions'). Every expected
value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

STARS = pd.DataFrame({"star": [f"S{i}" for i in range(9)], "type": ["G", "K", "G", "M", "O", "K", "DB", "M", "M"],
                      "temp": [5800, 4400, 5600, 3100, 30000, 4200, 15000, 3300, 3000]})
SIZES = STARS["type"].value_counts()


def test_appear_only_once():
    assert answered("Which spectral types appear only once among the stars?", "stars", {"stars": STARS}) == \
        sorted(SIZES[SIZES == 1].index)


def test_only_once_in_chinese():
    assert answered("哪些类型只出现过一次？", "stars", {"stars": STARS}) == sorted(SIZES[SIZES == 1].index)


def test_more_than_once():
    assert answered("Which types appear more than once?", "stars", {"stars": STARS}) == sorted(SIZES[SIZES > 1].index)


WINNERS = pd.DataFrame({"Year": range(2000, 2012),
                        "Country": ["Kenya", "Kenya", "Japan", "Kenya", "Japan", "Canada", "Kenya", "Ethiopia",
                                    "Japan", "Kenya", "Canada", "Ethiopia"]})


def test_more_than_a_number_of_things_said_in_several_words():
    counts = WINNERS["Country"].value_counts()
    assert answered("Which countries have had more than 2 Boston Marathon champions?", "winners",
                    {"winners": WINNERS}) == sorted(counts[counts > 2].index)
