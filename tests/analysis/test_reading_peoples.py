"""A country said by the word for its people ('a Kenyan', 'the Ethiopians', 'Italian'), and 'how many times' as how
often, not how many distinct values of a 'time' column. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

WINNERS = pd.DataFrame({"year": range(2000, 2010),
                        "name": list("ABCDEFGHIJ"),
                        "country": ["Kenya", "Ethiopia", "Kenya", "Italy", "Kenya", "Mexico", "Ethiopia", "Kenya",
                                    "Canada", "Japan"],
                        "time": ["2:10:01", "2:09:11", "2:08:45", "2:11:30", "2:10:01", "2:12:44", "2:09:59",
                                 "2:08:02", "2:13:13", "2:10:40"]})


def test_how_many_times_a_kenyan_won():
    assert answered("How many times has a Kenyan won?", "winners", {"winners": WINNERS}) == \
        int((WINNERS["country"] == "Kenya").sum())


def test_plural_peoples():
    for word, country in (("Ethiopians", "Ethiopia"), ("Italians", "Italy"), ("Mexicans", "Mexico"),
                          ("Canadians", "Canada"), ("Japanese runners", "Japan")):
        assert answered(f"How many {word} won?", "winners", {"winners": WINNERS}) == \
            int((WINNERS["country"] == country).sum()), word
