"""How far one group's figure is above another's, said 'by how many dollars does … exceed …' or '比…高出多少' (the
'多少' of the question is no comparison of its own); and a list of values rounded as asked. Every expected value is
computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

WAGES = pd.DataFrame({"gender": ["male", "female", "male", "female", "male", "female", "male"],
                      "wage": [9.5, 7.25, 12.0, 8.1, 10.4, 6.9, 8.8]})
MEANS = WAGES.groupby("gender")["wage"].mean()


def test_by_how_much_does_one_exceed_the_other():
    assert answered("By how many dollars an hour does the average male wage exceed the average female wage? "
                    "Round to 2 decimals.", "cps", {"cps": WAGES}) == round(MEANS["male"] - MEANS["female"], 2)


def test_gao_chu_duo_shao():
    assert answered("男性的平均 wage 比女性高出多少？", "cps", {"cps": WAGES}) == MEANS["male"] - MEANS["female"]


def test_shao_duo_shao_is_the_larger_minus_the_smaller():
    assert answered("女性的平均 wage 比男性少多少？", "cps", {"cps": WAGES}) == MEANS["male"] - MEANS["female"]


RECORDS = pd.DataFrame({"Distance": [10.0, 15.0, 21.0975, 42.195, 10.0], "roadORtrack": ["track", "road", "road",
                                                                                          "road", "road"]})


def test_a_list_of_values_rounded():
    assert answered("Which distances are road records? list them ascending, 1 decimal", "records",
                    {"records": RECORDS}) == sorted({round(v, 1) for v in
                                                     RECORDS.loc[RECORDS["roadORtrack"] == "road", "Distance"]})
