"""A bracketed remark that leaves a value out ('（World 那一行是全球合计，不算）', "(don't count the World row)"), and
Chinese words for a poll's firm and Brexit. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PRODUCTION = pd.DataFrame({"country": ["World", "Japan", "United States", "Germany"] * 2,
                           "year": [2000] * 4 + [2001] * 4,
                           "value": [58e6, 10.1e6, 12.8e6, 5.5e6, 56e6, 9.8e6, 11.4e6, 5.7e6]})
BEST_2000 = PRODUCTION[(PRODUCTION["year"] == 2000) & (PRODUCTION["country"] != "World")] \
    .set_index("country")["value"].idxmax()


def test_a_remark_in_chinese_leaves_the_total_row_out():
    assert answered("2000 年产量最高的国家是哪个？（World 那一行是全球合计，不算）", "production",
                    {"production": PRODUCTION}, meaning=True) == BEST_2000


def test_a_remark_in_english():
    assert answered("Which country had the highest value in 2000 (don't count the World row)?", "production",
                    {"production": PRODUCTION}) == BEST_2000


POLLS = pd.DataFrame({"pollster": ["ICM", "YouGov", "ICM", "ORB", "ICM", "YouGov"],
                      "remain": [0.44, 0.42, 0.45, 0.47, 0.43, 0.41]})


def test_the_firm_that_ran_most_polls():
    assert answered("脱欧公投民调里，哪家机构做的民调最多？", "brexit_polls", {"brexit_polls": POLLS}) == \
        POLLS["pollster"].value_counts().idxmax()
