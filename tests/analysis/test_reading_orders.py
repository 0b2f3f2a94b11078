"""How a question orders or pairs what it asks: groups in alphabetical order, the lowest and highest said with
'分别', and 'rank' said as a column's name rather than as a ranking. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

CHICKS = pd.DataFrame({"weight": [179, 160, 136, 227, 217, 168, 108, 124, 143, 140, 309, 229, 181, 141, 260],
                       "feed": ["horsebean", "linseed", "soybean", "soybean", "casein", "horsebean", "linseed",
                                "soybean", "casein", "meatmeal", "sunflower", "soybean", "meatmeal", "linseed",
                                "sunflower"]})


def test_groups_in_alphabetical_order_are_listed_by_their_names():
    assert answered("How many chicks are in each feed group? Feeds in alphabetical order", "chicks",
                    {"chicks": CHICKS}) == CHICKS["feed"].value_counts().sort_index().tolist()


POLLS = pd.DataFrame({"org": ["Newspoll", "Galaxy", "Newspoll", "Nielsen", "Ipsos"], "Lib": [40.0, 44.0, 38.0, 41.0, 36.0]})


def test_the_lowest_and_highest_said_with_respectively_are_both_given():
    assert answered("自由党（Lib）支持率的最低值和最高值分别是多少？先说最低", "polls", {"polls": POLLS}) == \
        [POLLS["Lib"].min(), POLLS["Lib"].max()]


FACULTY = pd.DataFrame({"rank": ["Prof", "AsstProf", "Prof", "AssocProf", "AsstProf", "Prof", "Prof"],
                        "sex": ["Male", "Female", "Female", "Male", "Female", "Female", "Female"]})


def test_a_column_named_rank_is_no_ranking():
    women = FACULTY[FACULTY["sex"] == "Female"]
    assert answered("Which rank is the most common among the female faculty?", "faculty", {"faculty": FACULTY}) == \
        women["rank"].mode().iloc[0]
