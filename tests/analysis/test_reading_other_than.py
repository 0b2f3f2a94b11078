"""'People who speak a language other than English' keep the rows of the value 'other' and ask about the column
named after ('the most common education level'), not about the language; 'who don't speak English' sets the value
aside. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PEOPLE = pd.DataFrame({"lang": ["english", "other", "english", "other", "english", "other", "english", "english"],
                       "edu": ["college", "hs or lower", "college", "hs or lower", "grad", "grad", "college", "grad"],
                       "citizen": ["yes", "no", "yes", "yes", "yes", "no", "yes", "yes"]})


def test_a_language_other_than_english():
    expected = PEOPLE.loc[PEOPLE["lang"] == "other", "edu"].value_counts().idxmax()
    assert expected != PEOPLE["edu"].value_counts().idxmax()
    assert answered("Among people who speak a language other than English at home, what's the most common education "
                    "level?", "survey", {"survey": PEOPLE}) == expected


def test_people_who_do_not_speak_english():
    expected = PEOPLE.loc[PEOPLE["lang"] != "english", "edu"].value_counts().idxmax()
    assert answered("Among people who do not speak English at home, what's the most common education level?",
                    "survey", {"survey": PEOPLE}) == expected
