"""A film guide with a running time and its long/short code: 'the longest film' is the longest running time, not the
films coded 'long' (a value the superlative begins with); 'title of the shortest movie' reads that row; '1 star' is
the rating. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

GUIDE = pd.DataFrame({
    "Title": ["Sherlock_Jr.", "City_Lights", "Galileo", "Evergreen", "Windows", "Ben_Hur", "Heat"],
    "Year": [1924, 1931, 1975, 1934, 1980, 1973, 1995], "Time": [45, 87, 145, 90, 96, 212, 170],
    "Time_code": ["short", "short", "long", "long", "long", "long", "long"],
    "Rating": [4.0, 1.0, 3.0, 2.5, 1.0, 3.5, 3.0], "Origin": [0, 0, 1, 1, 0, 0, 2]})


def guide(question: str):
    return answered(question, "films", {"films": GUIDE}, meaning=True)


def test_the_longest_is_the_running_time():
    assert guide("What year did the longest film come out?") == GUIDE.loc[GUIDE["Time"].idxmax(), "Year"]
    assert guide("title of the shortest movie?") == GUIDE.loc[GUIDE["Time"].idxmin(), "Title"]


def test_stars_are_the_rating():
    assert guide("Which films only got 1 star? titles") == sorted(GUIDE.loc[GUIDE["Rating"] == 1, "Title"])
