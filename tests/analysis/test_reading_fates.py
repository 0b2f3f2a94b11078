"""Dying and surviving said of the rows, over a 0/1 column named for either fate: 'the passengers who died' is
survived == 0, 'still alive' is death == 0. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

VOYAGE = pd.DataFrame({"name": [f"P{i}" for i in range(12)],
                       "sex": ["male", "female", "male", "male", "female", "female", "male", "female", "male", "male",
                               "female", "male"],
                       "age": [22, 38, 26, 35, 27, 14, 54, 2, 27, 20, 58, 39],
                       "survived": [0, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1, 0]})
COHORT = pd.DataFrame({"age": [97, 92, 94, 55, 61, 70, 66, 81, 59, 73],
                       "sex": ["F", "F", "M", "M", "F", "M", "F", "M", "M", "F"],
                       "futime": [85, 1281, 69, 4200, 3900, 5100, 120, 4607, 4800, 2000],
                       "death": [1, 1, 1, 0, 0, 0, 1, 0, 0, 1],
                       "chapter": ["Circulatory", "Neoplasms", "Circulatory", None, None, None, "Circulatory", None,
                                   None, "Neoplasms"]})


def test_dying_said_over_a_column_of_survivors_is_its_zero():
    assert answered("How many passengers died?", "voyage", {"voyage": VOYAGE}) == (VOYAGE["survived"] == 0).sum()
    assert answered("遇难的乘客有多少人？", "voyage", {"voyage": VOYAGE}) == (VOYAGE["survived"] == 0).sum()


def test_surviving_said_is_the_survivors():
    men = (VOYAGE["sex"] == "male") & (VOYAGE["survived"] == 1)
    assert answered("活下来的人里，男性有多少？", "voyage", {"voyage": VOYAGE}) == men.sum()


def test_dying_said_over_a_column_of_deaths_is_its_one():
    share = round((COHORT["death"] == 1).mean() * 100, 2)
    assert answered("What percentage of the subjects died? 2 decimals", "cohort", {"cohort": COHORT}) == share
    assert answered("死亡的人平均年龄是多少？保留两位小数", "cohort", {"cohort": COHORT}) == \
        round(COHORT.loc[COHORT["death"] == 1, "age"].mean(), 2)


def test_still_alive_is_no_death():
    alive = COHORT.loc[COHORT["death"] == 0, "futime"].median()
    assert answered("For the people still alive at last contact, what's the median follow-up time?", "cohort",
                    {"cohort": COHORT}) == alive


PARTY = pd.DataFrame({"name": [f"N{i}" for i in range(12)],
                      "family": ["Other"] * 5 + ["Donner"] * 4 + ["Breen"] * 3,
                      "survived": [0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1]})


def test_a_family_that_lost_the_most_members_with_a_group_set_aside():
    died = PARTY[(PARTY["survived"] == 0) & (PARTY["family"] != "Other")]
    assert answered("Not counting the Other group, which family lost the most members?", "party",
                    {"party": PARTY}) == died["family"].value_counts().idxmax()
    kept = PARTY[PARTY["family"] != "Other"]
    assert answered("Not counting Other, which family had the most members?", "party", {"party": PARTY}) == \
        kept["family"].value_counts().idxmax()
