"""A word found inside some titles said as the kind of thing another column counts ('two or more Wii wheels'), and a
share whose rows are kept by a relative clause with one yes/no flag and counted by another ('half of the patients who
had CPR … die'). Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

AUCTIONS = pd.DataFrame({"title": ["Mario Kart Wii with wheel", "Mario Kart Wii (game only)", "Wii bundle 2 wheels",
                                   "Mario Kart Wii + 4 wheels", "MK bundle, two wheels", "Mario Kart for Wii"],
                         "wheels": [1, 0, 2, 4, 2, 2], "total_pr": [51.5, 37.0, 45.5, 60.1, 35.0, 49.9]})
PATIENTS = pd.DataFrame({"cpr": ["Yes", "Yes", "Yes", "No", "No", "No", "No", "No", "Yes", "No"],
                         "died": ["Yes", "No", "No", "No", "Yes", "No", "No", "No", "No", "No"]})


def test_a_word_inside_titles_before_a_column_keeps_every_row():
    assert answered("How many auctions came with two or more Wii wheels?", "mk", {"mk": AUCTIONS}) == \
        int((AUCTIONS["wheels"] >= 2).sum())


def test_the_flag_in_the_relative_clause_keeps_the_rows():
    cpr = PATIENTS[PATIENTS["cpr"] == "Yes"]
    share = (cpr["died"] == "Yes").mean()
    frames = {"icu": PATIENTS}
    assert answered("Did more than 20% of the patients who had CPR before admission die?", "icu", frames) is bool(share > 0.2)
    assert answered("Did more than half of the patients who had CPR before admission die?", "icu", frames) is bool(share > 0.5)
