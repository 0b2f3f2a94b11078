"""'Who had the earliest start?': who asks for a person, by name, even when the only column said is the measure that
ranks the rows. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

TERMS = pd.DataFrame({
    "president": ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"],
    "start": [1990, 1985, 2001, 1979, 1995, 1988, 2003, 1999], "income": [40, 30, 35, 60, 25, 65, 33, 28]})


def terms(question: str):
    return answered(question, "terms", {"terms": TERMS}, meaning=True)


def test_who_is_the_person_with_the_extreme():
    assert terms("Who had the earliest start?") == TERMS.loc[TERMS["start"].idxmin(), "president"]
    assert terms("Who had the latest start?") == TERMS.loc[TERMS["start"].idxmax(), "president"]
    assert terms("Who had the highest income?") == TERMS.loc[TERMS["income"].idxmax(), "president"]
