"""A remark that takes every kind in ('还押的和已判刑的都算', 'count both remanded and sentenced'): the values said in
it keep no rows. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PRISONERS = pd.DataFrame({"state": ["NSW", "NSW", "NSW", "NSW", "VIC", "VIC"],
                          "gender": ["Female", "Female", "Male", "Female", "Female", "Female"],
                          "legal": ["Remanded", "Sentenced", "Sentenced", "Sentenced", "Remanded", "Sentenced"],
                          "count": [300, 700, 9000, 650, 120, 400]})


def test_both_kinds_counted():
    expected = int(PRISONERS.loc[(PRISONERS["state"] == "NSW") & (PRISONERS["gender"] == "Female"), "count"].sum())
    assert answered("新南威尔士州（NSW）一共关押了多少名女性？还押的和已判刑的都算", "prisoners",
                    {"prisoners": PRISONERS}) == expected
    assert answered("How many women were held in NSW in total? Count both remanded and sentenced.", "prisoners",
                    {"prisoners": PRISONERS}) == expected
