"""Questions the twenty-ninth round's first readings got wrong where the earlier code was right, found by review:
pinned so that they stay right."""
from __future__ import annotations

import pandas as pd
import pytest

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


PLAYERS = pd.DataFrame({"first_name": ["LeBron", "Kobe", "Shaquille", "Tim", "Dirk", "Steve", "Yao", "Chris"],
                        "last_name": ["James", "Bryant", "O'Neal", "Duncan", "Nowitzki", "Nash", "Ming", "Paul"],
                        "team": ["LAL", "LAL", "LAL", "SAS", "DAL", "PHX", "HOU", "NOH"],
                        "height_m": [2.06, 1.98, 2.16, 2.11, 2.13, 1.91, 2.29, 1.83],
                        "height_in": [81, 78, 85, 83, 84, 75, 90, 72],
                        "weight_kg": [113, 96, 147, 113, 111, 81, 141, 79],
                        "weight_lb": [250, 212, 325, 250, 245, 178, 310, 175]})


def test_a_weight_in_a_unit_stays_a_weight_beside_heights_in_two_units():
    assert ask("平均体重是多少公斤？", PLAYERS) == pytest.approx(PLAYERS["weight_kg"].mean())
    assert ask("What is the average weight in pounds?", PLAYERS) == pytest.approx(PLAYERS["weight_lb"].mean())
    assert ask("What is the total weight in kilograms of LAL players?", PLAYERS) == \
        PLAYERS.loc[PLAYERS["team"] == "LAL", "weight_kg"].sum()


LEGISLATORS = pd.DataFrame({"name": list("ABCDEFGH"), "leg_black": [1, 0, 1, 0, 0, 1, 0, 0],
                            "leg_senator": [0, 0, 1, 1, 0, 1, 0, 0], "leg_democrat": [1, 1, 1, 0, 0, 1, 0, 1],
                            "responded": [1, 0, 0, 1, 1, 0, 1, 1], "days_to_reply": [3, 9, 11, 2, 5, 8, 4, 10]})


def test_a_measure_named_by_the_word_keeps_the_flag_it_glosses_out():
    assert ask("What is the average number of days to reply?", LEGISLATORS) == LEGISLATORS["days_to_reply"].mean()
    assert ask("参议员的平均回复天数是多少", LEGISLATORS) == \
        LEGISLATORS.loc[LEGISLATORS["leg_senator"] == 1, "days_to_reply"].mean()
    assert ask("How many legislators replied?", LEGISLATORS) == int(LEGISLATORS["responded"].sum())
