"""'Which states have exactly 3 people in the sample?': rows counted per state; a money column whose name says
'total' (total_personal_income) counts nothing. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

CENSUS = pd.DataFrame({"state": ["Ohio", "Iowa", "Ohio", "Utah", "Iowa", "Ohio", "Iowa", "Utah", "Maine", "Iowa"],
                       "age": [34, 51, 29, 62, 45, 38, 23, 70, 41, 55],
                       "total_personal_income": [42000, 58000, 31000, 12000, 66000, 45000, 18000, 25000, 39000,
                                                 72000]})


def test_groups_of_exactly_a_number_of_people():
    counts = CENSUS["state"].value_counts()
    assert answered("Which states have exactly 3 people in the census sample?", "census", {"census": CENSUS}) == \
        sorted(counts[counts == 3].index)
