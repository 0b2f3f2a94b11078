"""Values run together from abbreviated words ('AsstProf' is "assistant professors"), and a one-letter answer said
beside the column it belongs to ('League 为 N' beside NewLeague). Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

FACULTY = pd.DataFrame({"rank": ["Prof", "AsstProf", "Prof", "AssocProf", "AsstProf", "Prof", "AssocProf", "AsstProf"],
                        "sex": ["Male", "Female", "Male", "Male", "Female", "Female", "Male", "Male"],
                        "salary": [139750, 79750, 136000, 86000, 78000, 125000, 97000, 82379]})


def test_a_run_together_code_is_the_value_whose_parts_abbreviate_the_words_said():
    assert answered("What's the median salary of the assistant professors?", "faculty", {"faculty": FACULTY}) == \
        FACULTY.loc[FACULTY["rank"] == "AsstProf", "salary"].median()
    assert answered("How many associate professors are there?", "faculty", {"faculty": FACULTY}) == \
        (FACULTY["rank"] == "AssocProf").sum()
    assert answered("助理教授的平均工资是多少？保留两位小数", "faculty", {"faculty": FACULTY}, meaning=True) == \
        round(FACULTY.loc[FACULTY["rank"] == "AsstProf", "salary"].mean(), 2)


def test_the_whole_word_said_is_still_the_shorter_code():
    assert answered("What is the average salary of the full professors? 2 decimals", "faculty",
                    {"faculty": FACULTY}) == round(FACULTY.loc[FACULTY["rank"] == "Prof", "salary"].mean(), 2)


PLAYERS = pd.DataFrame({"player": list("abcdefgh"), "League": list("NNANAANA"), "NewLeague": list("NAANNANA"),
                        "HmRun": [10, 4, 20, 31, 7, 12, 3, 25]})


def test_a_one_letter_answer_belongs_to_the_column_named_beside_it():
    assert answered("League 为 N 的球员平均打出多少个本垒打（HmRun）？保留两位小数", "players", {"players": PLAYERS}) == \
        round(PLAYERS.loc[PLAYERS["League"] == "N", "HmRun"].mean(), 2)
