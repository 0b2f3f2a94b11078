"""Misfires the review helpers found in this round's rules, run against the code before and after them: each
question here was answered right before and wrong after, until mended. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame):
    return answered(question, "tbl", {"tbl": frame}, meaning=True)


COMPANIES = pd.DataFrame({"company": list("ABCDEFGHIJ"),
                          "sector": ["Financials"] * 4 + ["Industrials"] * 3 + ["Technology"] * 3,
                          "industry": ["Banks", "Banks", "Banks", "Insurance", "Airlines", "Airlines", "Railroads",
                                       "Semiconductors", "Software", "Software"],
                          "revenue": [30, 20, 20, 13, 25, 25, 9, 55, 28, 28]})


def test_an_industry_column_is_the_industry_even_beside_a_sector():
    assert ask("哪个行业的公司最多？", COMPANIES) == COMPANIES["industry"].value_counts().idxmax()
    means = COMPANIES.groupby("industry")["revenue"].mean()
    assert ask("每个行业的平均收入是多少？", COMPANIES).round(6).to_dict() == means.round(6).to_dict()
    assert ask("银行业有几家公司？", COMPANIES) == int((COMPANIES["industry"] == "Banks").sum())
    assert ask("哪个行业的收入总和最高？", COMPANIES) == COMPANIES.groupby("industry")["revenue"].sum().idxmax()


WORKERS = pd.DataFrame({"worker": list("abcdefg"), "trade": ["welder", "electrician", "electrician", "welder",
                                                             "carpenter", "electrician", "carpenter"],
                        "industry": ["mining", "construction", "construction", "mining", "construction", "energy",
                                     "construction"],
                        "wage": [40, 30, 32, 35, 28, 45, 29]})


def test_an_industry_column_beside_a_trade_column():
    assert ask("哪个行业的工人最多？", WORKERS) == WORKERS["industry"].value_counts().idxmax()


SURVEY = pd.DataFrame({"idno": range(101, 121), "female": [1] * 11 + [0] * 9,
                       "vote": ["Labour"] * 7 + ["Green"] * 2 + ["Conservative"] * 2 + ["Labour"] * 2 +
                               ["Conservative"] * 7})


def test_half_of_the_women_in_chinese_is_a_share_among_the_women():
    women = SURVEY[SURVEY["female"] == 1]
    assert (women["vote"] == "Labour").mean() > 0.5 > ((SURVEY["female"] == 1) & (SURVEY["vote"] == "Labour")).mean()
    assert ask("超过一半的女性投票给了Labour吗?", SURVEY) is True
