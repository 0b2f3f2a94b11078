"""Run-together names made of the beginnings of the words said: lgaspcar (log gas per car), lincomep (log income
per head, 'real' left out), lcarpcap (log cars per capita), stratio (student teacher ratio). Every expected value is
computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

GAS = pd.DataFrame({"country": ["AUSTRIA", "BELGIUM", "CANADA", "AUSTRIA", "BELGIUM", "CANADA"],
                    "year": [1977, 1977, 1977, 1978, 1978, 1978],
                    "lgaspcar": [4.11, 3.95, 4.81, 4.08, 3.93, 4.75], "lincomep": [-5.9, -5.8, -5.6, -5.88, -5.79, -5.61],
                    "lrpmg": [-0.5, -0.2, -1.1, -0.52, -0.25, -1.08], "lcarpcap": [-8.2, -8.1, -7.9, -8.15, -8.05, -7.8]})


def test_a_name_pieced_from_the_words_said_is_that_column():
    assert answered("What was the average log gas consumption per car in 1978? 3 decimals", "fuel", {"fuel": GAS}) == \
        round(GAS.loc[GAS["year"] == 1978, "lgaspcar"].mean(), 3)
    assert answered("Which country had the highest log real income per head in 1977?", "fuel", {"fuel": GAS}) == \
        GAS.loc[GAS[GAS["year"] == 1977]["lincomep"].idxmax(), "country"]
    assert answered("What's the lowest log cars per capita?", "fuel", {"fuel": GAS}) == GAS["lcarpcap"].min()


SCHOOLS = pd.DataFrame({"district": ["A", "B", "C", "D", "E"], "stratio": [14.2, 16.5, 13.1, 18.0, 15.5],
                        "scratio": [5.1, 7.7, 4.2, 9.9, 6.3], "salary": [35.0, 36.1, 33.3, 38.8, 34.4]})


def test_one_letter_pieces_and_a_word_pick_one_of_two_alike_names():
    assert answered("How many districts have a student teacher ratio below 15?", "schools", {"schools": SCHOOLS}) == \
        int((SCHOOLS["stratio"] < 15).sum())
    assert answered("How many districts have a student computer ratio below 6?", "schools", {"schools": SCHOOLS}) == \
        int((SCHOOLS["scratio"] < 6).sum())
