"""A value typed in several ways in one column ('Menomonie', 'MENOMONIE', 'menomonie '): a question that says it
means every spelling, as an analyst reading the list would count them. Every expected value is computed here with
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

RUNNERS = pd.DataFrame({"city": ["Menomonie", "MENOMONIE", "Eau Claire", "menomonie ", "Menomonie", "Eau Claire",
                                 "Madison"],
                        "minutes": [25.0, 31.0, 28.0, 40.0, 22.0, 35.0, 30.0]})
SAME = RUNNERS["city"].str.strip().str.lower() == "menomonie"


def test_a_value_counts_every_way_it_was_typed():
    assert answered("How many finishers gave Menomonie as their city?", "runners", {"runners": RUNNERS}) == \
        int(SAME.sum())


def test_a_chinese_question_too():
    assert answered("城市是 Menomonie 的选手有多少人？", "runners", {"runners": RUNNERS}) == int(SAME.sum())


def test_a_measure_over_every_spelling():
    assert answered("What is the average minutes of runners from Menomonie?", "runners",
                    {"runners": RUNNERS}) == RUNNERS.loc[SAME, "minutes"].mean()


def test_not_the_value_leaves_out_every_spelling():
    assert answered("How many runners are not from Menomonie?", "runners", {"runners": RUNNERS}) == \
        int((~SAME).sum())


def test_a_value_typed_one_way_is_left_as_it_is():
    assert answered("How many finishers came from Madison?", "runners", {"runners": RUNNERS}) == \
        int((RUNNERS["city"] == "Madison").sum())


def test_not_from_a_place_sets_it_aside():
    for question in ("How many runners are not from Madison?", "How many runners did not come from Madison?"):
        assert answered(question, "runners", {"runners": RUNNERS}) == int((RUNNERS["city"] != "Madison").sum())
