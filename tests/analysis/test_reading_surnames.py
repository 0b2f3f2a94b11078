"""'Just the last name', '只回答姓': the family name of the person answered, whether the table writes names surname
first ('Lugar, Richard') or not ('Whit Merrifield'); 'whose … the most' asks for a row; money 'from the groups
opposed' is the con column, not the pro one. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

MEMBERS = pd.DataFrame({"name": [" Lugar, Richard", " Boxer, Barbara", " Smith, Lamar", " Leahy, Patrick"],
                        "money_pro": [12000.0, 90000.0, 30000.0, 571600.0],
                        "money_con": [550000.0, 20000.0, 1000.0, 3000.0]})
PLAYERS = pd.DataFrame({"name": ["Whit Merrifield", "Mookie Betts", "Trea Turner"], "stolen_bases": [45, 30, 43],
                        "HR": [12, 32, 19]})


def test_whose_money_from_the_opposed_groups_by_last_name():
    row = MEMBERS.loc[MEMBERS["money_con"].idxmax(), "name"]
    assert answered("Whose campaign got the most money from the groups opposed to the bills? Just the last name.",
                    "members", {"members": MEMBERS}) == row.split(",")[0].strip()


def test_the_family_name_of_a_name_said_in_order():
    row = PLAYERS.loc[PLAYERS["stolen_bases"].idxmax(), "name"]
    assert answered("盗垒最多的球员是谁？只回答姓", "players", {"players": PLAYERS}) == row.split()[-1]


def test_a_full_name_stays_whole_unless_asked():
    assert answered("Who stole the most bases?", "players", {"players": PLAYERS}) == \
        PLAYERS.loc[PLAYERS["stolen_bases"].idxmax(), "name"]
