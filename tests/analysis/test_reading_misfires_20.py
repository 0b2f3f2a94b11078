"""Readings the twentieth round's review found wrong, pinned: a 0/1 flag said "without a pool" is the rows where it
is 0, also when those rows are then compared with the others ('cheaper than those with a pool'); a measure whose
name ends in 'id' (covid, bid) is no code for a name; 'in ranked order' ranks by the figures; 'did not answer yes'
is a value, no gap. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

HOUSES = pd.DataFrame({
    "price": [450000, 320000, 510000, 280000, 355000, 300000, 470000, 340000, 295000, 430000, 365000, 310000],
    "pool": [1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 1, 1]})


def houses(question: str):
    return answered(question, "houses", {"houses": HOUSES}, meaning=True)


def mean_price(pool: int) -> float:
    return HOUSES.loc[HOUSES["pool"] == pool, "price"].mean()


def test_without_a_flag_is_its_zero():
    assert houses("What is the average price of houses without a pool?") == mean_price(0)
    lower = bool(mean_price(0) < mean_price(1))
    assert lower is True
    assert houses("Do houses without a pool have a lower average price than those with one?") is lower
    assert houses("Do houses without a pool cost less on average than houses with a pool?") is lower
    assert houses("Were houses without a pool cheaper on average than those with a pool?") is lower


CASES = pd.DataFrame({"country": ["Italy", "Spain", "Peru", "Chile", "Iran", "India", "Qatar", "Ghana", "Nepal"],
                      "covid": [1520, 980, 2210, 640, 1775, 3300, 120, 410, 860]})
BIDS = pd.DataFrame({"bidder": ["Ann", "Ben", "Cat", "Don", "Eva", "Fox", "Guy", "Hal"],
                     "bid": [500, 720, 650, 300, 810, 455, 590, 380]})
SALES = pd.DataFrame({"region": ["North", "North", "South", "South", "East", "East", "West", "West"],
                      "sales": [120, 435, 210, 240, 300, 485, 150, 350]})
ANSWERS = pd.DataFrame({"respondent": range(1, 9), "degree": ["yes", "no", "yes", "no", "no", "no", "yes", "no"],
                        "age": [23, 35, 47, 52, 31, 29, 64, 41]})


def test_a_measure_ending_in_id_is_no_code():
    assert answered("How many countries have more than 1000 cases?", "t", {"t": CASES}, meaning=True) == \
        int((CASES["covid"] > 1000).sum())
    assert answered("How many offers were above 500?", "t", {"t": BIDS}, meaning=True) == int((BIDS["bid"] > 500).sum())


def test_ranked_order_is_by_the_figures():
    got = answered("List total sales by region in ranked order", "t", {"t": SALES}, meaning=True)
    assert list(got.index) == SALES.groupby("region")["sales"].sum().sort_values(ascending=False).index.tolist()


def test_did_not_answer_yes_is_a_value():
    assert answered("How many people did not answer yes on degree?", "t", {"t": ANSWERS}, meaning=True) == \
        int((ANSWERS["degree"] != "yes").sum())


EVENTS = pd.DataFrame({"event": ["Launch", "Expo", "Gala", "Sprint"],
                       "event_date": pd.to_datetime(["2020-05-01", "2019-01-20", "2017-11-11", "2022-02-02"]),
                       "founded": [1990, 1978, 1995, 2010]})


def test_the_earliest_of_a_year_column_beside_a_date_column():
    assert answered("Which event was founded earliest?", "t", {"t": EVENTS}, meaning=True) == \
        EVENTS.loc[EVENTS["founded"].idxmin(), "event"]
    assert answered("Which event had the latest founding year?", "t", {"t": EVENTS}, meaning=True) == \
        EVENTS.loc[EVENTS["founded"].idxmax(), "event"]
