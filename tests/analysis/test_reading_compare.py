"""Questions that compare: one column with another row by row, in English and Chinese. Every expected value is
computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PRICES = pd.DataFrame({
    "date": pd.date_range("2021-03-01", periods=8),
    "open": [10.0, 10.4, 10.1, 9.8, 10.6, 10.9, 10.2, 10.0],
    "close": [10.3, 10.0, 10.2, 10.5, 10.4, 11.2, 10.1, 10.6],
    "volume": [500, 610, 480, 720, 650, 900, 300, 410],
})


def test_rows_where_one_column_beats_another_are_counted_however_the_words_between_them_run():
    up = int((PRICES["close"] > PRICES["open"]).sum())
    frames = {"prices": PRICES}
    assert answered("How many days did the close price end above the open?", "prices", frames) == up
    assert answered("on how many days was close higher than open", "prices", frames) == up
    assert answered("收盘价高于开盘价的交易日有几天？", "prices", frames) == up
    down = int((PRICES["close"] < PRICES["open"]).sum())
    assert answered("收盘价低于开盘价的有多少天？", "prices", frames) == down


POLL = pd.DataFrame({"region": ["SA", "SA", "N", "SA", "N", "SA", "S", "SA"],
                     "sex": ["M", "F", "M", "M", "F", "M", "M", "F"],
                     "age": [65.0, 29.0, 38.0, 49.0, 23.0, 28.0, 51.0, 70.0],
                     "vote": ["N", "Y", "Y", "N", "N", "N", "Y", "Y"]})


def test_more_rows_of_one_letter_code_than_another_among_the_men():
    men = POLL[POLL["sex"] == "M"]
    more = bool((men["vote"] == "N").sum() > (men["vote"] == "Y").sum())
    assert answered("In chile, among the male respondents, do more intend to vote N than Y?", "chile",
                    {"chile": POLL}, meaning=True) == more


def test_the_most_common_value_of_the_column_asked_not_of_the_one_that_picks_the_rows():
    common = POLL.loc[POLL["region"] == "SA", "vote"].value_counts().idxmax()
    assert answered("Among respondents in Santiago (region SA), what's the most common vote intention? Give the code.",
                    "chile", {"chile": POLL}) == common


FILMS = pd.DataFrame({"title": list("abcdefg"), "Comedy": [1, 0, 1, 0, 0, 1, 0], "Drama": [0, 1, 1, 1, 1, 0, 1]})
PANEL = pd.DataFrame({"country": ["United States of America", "United States of America", "Japan", "Japan"],
                      "year": [1950, 2019, 1950, 2019], "labsh": [0.63, 0.60, 0.40, 0.57]})


def test_more_rows_flagged_one_way_than_another_counts_both_flags():
    more = bool(FILMS["Comedy"].sum() > FILMS["Drama"].sum())
    assert answered("movies.csv: are there more films flagged Comedy than films flagged Drama?", "movies",
                    {"movies": FILMS}) == more


def test_a_column_spelled_out_before_its_bracketed_name_asks_no_share_and_the_us_is_a_country():
    us = PANEL[PANEL["country"] == "United States of America"].set_index("year")["labsh"]
    assert answered("was the US labour share (labsh) higher in 1950 than in 2019?", "pwt", {"pwt": PANEL}) == \
        bool(us[1950] > us[2019])


def test_two_counts_under_bars_no_row_passes_together_are_compared():
    quakes = pd.DataFrame({"lat": [-20.4, -21.0, -17.9, -19.0, -20.1, -23.5, -22.1],
                           "depth": [562, 650, 42, 626, 649, 195, 82], "mag": [4.8, 4.2, 5.4, 4.1, 4.0, 4.0, 4.8]})
    more = bool((quakes["depth"] > 500).sum() > (quakes["depth"] < 100).sum())
    assert answered("quakes.csv: are there more quakes deeper than 500 km than quakes shallower than 100 km?", "quakes",
                    {"quakes": quakes}) == more
    fewer = bool((quakes["mag"] > 5).sum() < (quakes["mag"] < 4.1).sum())
    assert answered("Are there fewer quakes with mag above 5 than with mag below 4.1?", "quakes", {"quakes": quakes}) == \
        fewer


def test_a_column_above_another_of_the_same_day_in_chinese():
    import numpy as np
    days = pd.DataFrame({"date": pd.date_range("2000-01-01", periods=6), "tmax": [50, 55, 48, 60, 52, 47],
                         "tmin": [30, 35, 49, 40, 31, 28]})
    assert answered("有没有哪天的最低气温高于当天的最高气温？", "temps", {"temps": days}, meaning=True) == \
        bool(np.any(days["tmin"] > days["tmax"]))
