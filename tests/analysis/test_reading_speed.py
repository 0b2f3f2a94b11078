"""'Fastest' and 'faster' over a column of times: the least time, not the most; over a speed, the most. Every expected
value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

RACE = pd.DataFrame({"name": ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"], "sex": ["F", "M", "M", "F", "M", "F"],
                     "run_time_minutes": [31.5, 24.2, 28.9, 35.0, 27.1, 22.8]})


def test_the_fastest_runner_has_the_least_time():
    assert answered("Who was the fastest runner?", "race", {"race": RACE}) == \
        RACE.loc[RACE["run_time_minutes"].idxmin(), "name"]


def test_the_slowest_in_chinese():
    assert answered("跑得最慢的选手是谁？", "race", {"race": RACE}, meaning=True) == RACE.loc[RACE["run_time_minutes"].idxmax(), "name"]


def test_faster_on_average_compares_less_time():
    means = RACE.groupby("sex")["run_time_minutes"].mean()
    assert answered("Were the women faster on average than the men?", "race", {"race": RACE}) == \
        bool(means["F"] < means["M"])


CARS = pd.DataFrame({"model": ["a", "b", "c", "d"], "top_speed": [180, 240, 210, 199]})


def test_the_fastest_over_a_speed_is_the_most():
    assert answered("Which model is the fastest by top speed?", "cars", {"cars": CARS}) == \
        CARS.loc[CARS["top_speed"].idxmax(), "model"]
