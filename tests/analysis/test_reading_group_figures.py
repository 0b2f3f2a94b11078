"""'Which X has the highest Y on average', said as analysts say it: the group named by a dictionary sense past the
first ('研究领域' field of research), the measure by a superlative of a run-together name's cut-short tail ('longest'
of bladelen, '宽度' of bladewid), and the group said "day of the week" with its article. Every expected value is
computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

JOURNALS = pd.DataFrame({"title": ["A", "B", "C", "D", "E", "F"],
                         "field": ["General", "History", "General", "Finance", "History", "Finance"],
                         "subs": [100, 900, 300, 200, 700, 50], "pages": [100, 2600, 300, 400, 900, 150]})
LEAVES = pd.DataFrame({"bladelen": [3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 2.0], "bladewid": [1.0, 2.0, 6.0, 2.0, 1.0, 1.0, 1.5],
                       "location": ["X", "Y", "X", "Y", "Z", "Z", "Y"]})
BIRTHS = pd.DataFrame({"date": pd.date_range("1978-01-01", periods=14).strftime("%Y-%m-%d"),
                       "day_of_week": [1, 2, 3, 4, 5, 6, 7] * 2,
                       "births": [7000, 9200, 9400, 9300, 9100, 8900, 7500, 9400, 9300, 9500, 9000, 9200, 8700, 7600]})


def test_a_group_named_by_a_later_dictionary_sense_is_grouped_by():
    mean = JOURNALS.groupby("field")["subs"].mean()
    assert answered("哪个研究领域的期刊平均订阅数最多？", "journals", {"journals": JOURNALS}) == mean.idxmax()
    assert mean.idxmax() != JOURNALS.loc[JOURNALS["subs"].idxmax(), "title"]


def test_a_superlative_names_the_run_together_column_whose_tail_it_says():
    mean = LEAVES.groupby("location")["bladelen"].mean()
    assert answered("Which location has the longest leaves on average?", "leaves", {"leaves": LEAVES}) == mean.idxmax()
    assert mean.idxmax() != LEAVES["location"].value_counts().idxmax()
    assert answered("有没有哪片叶子的宽度比长度还大？", "leaves", {"leaves": LEAVES}) is \
        bool((LEAVES["bladewid"] > LEAVES["bladelen"]).any())
    assert answered("How many leaves have a width greater than their length?", "leaves", {"leaves": LEAVES}) == \
        int((LEAVES["bladewid"] > LEAVES["bladelen"]).sum())


def test_on_which_day_of_the_week_on_average_is_the_days_mean():
    mean = BIRTHS.groupby("day_of_week")["births"].mean()
    assert answered("On which day of the week were the fewest babies born on average?", "births", {"births": BIRTHS}) \
        == mean.idxmin()
    assert mean.idxmin() != BIRTHS.loc[BIRTHS["births"].idxmin(), "day_of_week"]


MEASURES = pd.DataFrame({"org_nm": ["A", "A", "B", "B", "C", "C"], "measure_cd": ["G1", "G2", "G1", "G2", "G1", "G2"],
                         "measure_title": ["Communicate", "Timely", "Communicate", "Timely", "Communicate", "Timely"],
                         "prf_rate": [90, 60, 85, 70, 88, 65]})


def test_a_group_asked_for_by_its_code_is_named_by_the_code_column_beside_it():
    codes = MEASURES.groupby("measure_cd")["prf_rate"].mean()
    assert answered("Which measure has the lowest average performance rate? Please answer with its measure code.",
                    "experience", {"experience": MEASURES}) == codes.idxmin()
    assert answered("Which measure has the lowest average performance rate?", "experience",
                    {"experience": MEASURES}) == MEASURES.groupby("measure_title")["prf_rate"].mean().idxmin()
