"""A column of short lower-case codes ('bc', 'prof', 'wc') said as the words they shorten: 'blue-collar' by its
initials, 'professional' by its beginning, '白领' by its gloss's initials; and a value set aside with 'rather than on
the …'. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

JOBS = pd.DataFrame({"occupation": ["nurses", "welders", "clerks", "lawyers", "miners", "typists", "chemists",
                                    "bakers"],
                     "income": [9000, 7200, 5100, 19000, 8100, 4300, 8400, 5600],
                     "prestige": [64.7, 41.8, 35.6, 82.3, 38.9, 41.9, 73.5, 38.9],
                     "type": ["prof", "bc", "wc", "prof", "bc", "wc", "prof", "bc"]})


def test_blue_collar_is_bc():
    rows = JOBS[JOBS["type"] == "bc"]
    assert answered("Among the blue-collar occupations, which one carries the most prestige?", "jobs",
                    {"jobs": JOBS}) in (rows.loc[rows["prestige"].idxmax(), "occupation"],
                                        [rows.loc[rows["prestige"].idxmax(), "occupation"]])


def test_professional_is_prof():
    assert answered("Do the professional occupations average more than $10,000 in income?", "jobs",
                    {"jobs": JOBS}) == bool(JOBS.loc[JOBS["type"] == "prof", "income"].mean() > 10000)


def test_white_collar_in_chinese_is_wc():
    assert answered("白领职业的平均收入是多少？", "jobs", {"jobs": JOBS}) == JOBS.loc[JOBS["type"] == "wc", "income"].mean()


RECORDS = pd.DataFrame({"Distance": [10, 15, 20, 10, 21.1, 25, 30, 42.2],
                        "roadORtrack": ["track", "road", "road", "road", "road", "track", "track", "road"],
                        "Place": ["Oslo", "Kobe", "Rome", "Berlin", "Oslo", "London", "Rome", "Berlin"],
                        "Time": [26.3, 41.2, 56.4, 26.7, 58.2, 73.9, 89.9, 121.7]})


def test_rather_than_on_the_track_sets_the_track_aside():
    assert answered("How many of the world records were set on the road rather than on the track?", "world_records",
                    {"world_records": RECORDS}) == int((RECORDS["roadORtrack"] == "road").sum())
