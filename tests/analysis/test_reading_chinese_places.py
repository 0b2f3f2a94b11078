"""Chinese questions: a place the dictionary names ('加利福尼亚州', '加州': California) inside values that hold it
('Los Angeles, California'); a classifier before the thing asked for ('哪支球队', '哪所学校') that counts nothing;
and 当事人, the person concerned, no 'PARTY' offense.
Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

QUEENS = pd.DataFrame({"contestant": list("abcdefg"), "hometown": [
    "Los Angeles, California", "Minneapolis, Minnesota", "San Diego, California", "Houston, Texas",
    "Fresno, California", "Dallas, Texas", "Chicago, Illinois"]})
MATCHES = pd.DataFrame({"HomeTeam": ["Bayern", "Dortmund", "Gladbach", "Bayern", "Dortmund", "Bayern"],
                        "AwayTeam": ["Dortmund", "Gladbach", "Bayern", "Gladbach", "Bayern", "Dortmund"],
                        "HomeGoals": [3, 2, 6, 2, 1, 4], "AwayGoals": [1, 2, 0, 0, 3, 2]})


def test_a_state_named_in_chinese_inside_the_values():
    expected = int(QUEENS["hometown"].str.contains("California").sum())
    assert answered("选手里，家乡在加利福尼亚州的有几位？", "queens", {"queens": QUEENS}) == expected
    assert answered("家乡在加州的选手有几位？", "queens", {"queens": QUEENS}) == expected


def test_which_team_by_a_classifier():
    totals = MATCHES.groupby("HomeTeam")["HomeGoals"].sum()
    assert totals.idxmax() != MATCHES.loc[MATCHES["HomeGoals"].idxmax(), "HomeTeam"]  # not the one biggest win
    assert answered("哪支球队主场进球总数最多？", "matches", {"matches": MATCHES}) == totals.idxmax()


FORCE = pd.DataFrame({"primary_offense": ["PARTY", "ASLT", "PARTY", "ROBB", "ASLT", "DISCON"],
                      "subject_injury": ["Yes", "No", "No", "Yes", "Yes", "No"]})


def test_the_person_concerned_is_no_party_offense():
    assert answered("警察使用武力的记录里，当事人受了伤的有多少条？", "force", {"force": FORCE}) == \
        int((FORCE["subject_injury"] == "Yes").sum())
