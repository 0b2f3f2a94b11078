"""Rows where one candidate's column beats another's, the thing counted said between the two ('Gore got more
votes than Buchanan', 'GORE 票数多于 BUSH'): the rows are counted, no column is added up. Expected values are
computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

COUNTIES = pd.DataFrame({
    "county": ["ALACHUA", "BAKER", "BAY", "BROWARD", "DADE", "PALM.BEACH", "CALHOUN", "LEON"],
    "GORE": [47365, 2392, 18850, 387703, 328702, 268945, 2156, 61444],
    "BUSH": [34124, 5610, 38637, 177323, 289456, 152846, 2873, 39073],
    "BUCHANAN": [263, 73, 248, 789, 561, 3407, 73, 330],
    "NADER": [3226, 53, 828, 7101, 5355, 5564, 39, 1932]})


def counties(question: str):
    return answered(question, "florida", {"florida": COUNTIES}, meaning=True)


def beats(a: str, b: str) -> int:
    return int((COUNTIES[a] > COUNTIES[b]).sum())


def test_more_of_a_thing_than_another_column():
    assert counties("In how many counties did Gore get more votes than Bush?") == beats("GORE", "BUSH")
    assert counties("How many counties gave Nader more votes than Buchanan?") == beats("NADER", "BUCHANAN")
    assert counties("GORE 票数多于 BUSH 的县有几个？") == beats("GORE", "BUSH")


def test_the_column_compared_with_is_not_added_up():
    assert counties("In how many counties did Gore get more votes than Buchanan?") == beats("GORE", "BUCHANAN")


def test_every_row_compared_in_chinese_with_a_bracketed_name():
    every = bool((COUNTIES["NADER"] > COUNTIES["BUCHANAN"]).all())
    assert every is False
    assert counties("是不是每个县纳德（NADER）的票数都比 BUCHANAN 多？") is every


def test_two_columns_read_off_one_row():
    dade = COUNTIES.loc[COUNTIES["county"] == "DADE"].iloc[0]
    assert counties("Gore's and Bush's votes in DADE county? Gore first") == [dade["GORE"], dade["BUSH"]]
    assert counties("DADE 县 GORE 和 BUSH 的票数分别是多少？") == [dade["GORE"], dade["BUSH"]]
