"""A number said before the word it is glued to in a column's name: 'a 70 mph speed limit' is speed70 (a yes/no
column), not an age of 70, and names no sibling speed65. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

BELTS = pd.DataFrame({"state": ["AK", "AL", "AZ", "CA", "AK", "AL", "AZ", "CA"],
                      "year": [1997] * 4 + [1990] * 4,
                      "speed65": ["no", "yes", "no", "no", "yes", "yes", "yes", "yes"],
                      "speed70": ["yes", "no", "yes", "yes", "no", "no", "no", "no"],
                      "age": [70.0, 35.1, 34.0, 33.2, 30.1, 34.0, 33.0, 70.0]})


def test_a_number_before_the_word_of_a_glued_name_is_that_column():
    rows = BELTS[(BELTS["year"] == 1997) & (BELTS["speed70"] == "yes")]
    assert answered("How many states had a 70 mph speed limit in 1997?", "belts", {"belts": BELTS}) == \
        rows["state"].nunique()
    rows = BELTS[(BELTS["year"] == 1990) & (BELTS["speed65"] == "yes")]
    assert answered("How many states had a 65 mph speed limit in 1990?", "belts", {"belts": BELTS}) == \
        rows["state"].nunique()
