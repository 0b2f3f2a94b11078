"""A ratio spelled in words inside the brackets after its name ('acceptance rate (accepted divided by
applications)', '录取率（录取人数除以申请人数）'): the first column over the second, row by row, whatever the words
before the bracket say. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

COLLEGES = pd.DataFrame({"college": ["Alpha", "Beta", "Gamma", "Delta"], "Apps": [1000, 12000, 3000, 8000],
                         "Accept": [800, 1500, 2700, 4000], "Enroll": [400, 900, 1000, 2500],
                         "Grad.Rate": [55, 97, 40, 70]})
RATE = COLLEGES["Accept"] / COLLEGES["Apps"]


def test_the_ratio_in_words():
    assert answered("Which college has the lowest acceptance rate (accepted divided by applications)?", "colleges",
                    {"colleges": COLLEGES}) == COLLEGES.loc[RATE.idxmin(), "college"]


def test_the_ratio_in_chinese_words():
    assert answered("录取率（录取人数除以申请人数）最低的是哪所大学？", "colleges", {"colleges": COLLEGES}) == \
        COLLEGES.loc[RATE.idxmin(), "college"]
