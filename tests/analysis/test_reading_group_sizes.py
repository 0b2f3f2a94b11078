"""Groups by how many rows they hold, when the things counted are also a column's name: 'counties with more than 2
districts' over a column of district codes (every row its own). Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

SCHOOLS = pd.DataFrame({"district": [75119, 61499, 61549, 61457, 61523, 62042, 68536, 63751, 62000, 69000],
                        "county": ["Alameda", "Butte", "Butte", "Butte", "Kern", "Kern", "Kern", "Kern", "Lake", "Lake"],
                        "students": [195, 240, 1550, 243, 1335, 137, 195, 888, 300, 410]})


def test_more_than_n_of_an_identifier_column_counts_each_groups_rows():
    sizes = SCHOOLS.groupby("county").size()
    assert answered("Which counties have more than 2 districts in the schools data?", "schools",
                    {"schools": SCHOOLS}) == sorted(sizes[sizes > 2].index.tolist())



STOPS = pd.DataFrame({"idNum": [f"17-{i:05d}" for i in range(12)],
                      "policePrecinct": [1, 1, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5],
                      "problem": ["traffic", "suspicious"] * 6})


def test_groups_numbered_by_a_column_are_counted_not_held_against_the_bar():
    sizes = STOPS.groupby("policePrecinct").size()
    assert answered("Which police precincts recorded more than 3 stops?", "stops", {"stops": STOPS}) == \
        sorted(sizes[sizes > 3].index.tolist())


TATE = pd.DataFrame({"artist": ["Turner"] * 5 + ["Blake"] * 3 + ["Hirst"] + ["Riley"] * 4 + ["Moore"] * 2,
                     "title": [f"work {i}" for i in range(15)], "year": list(range(1990, 2005))})


def test_how_many_groups_hold_more_rows_than_a_bar():
    sizes = TATE.groupby("artist").size()
    for question in ("How many artists have more than 3 works?", "tate 里作品超过 3 件的艺术家有几位？"):
        assert answered(question, "tate", {"tate": TATE}) == int((sizes > 3).sum())
