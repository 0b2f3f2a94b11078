"""A question about missing values goes to a table that has some: of two tables that both hold wages, the survey
with unanswered wages, not the one whose every cell is filled."""
from __future__ import annotations

import numpy as np
import pandas as pd

from nbcopilot.analysis.question import Table, choose_table

FILLED = pd.DataFrame({"gender": ["male", "female", "male", "female"], "wage": [8.1, 9.9, 10.5, 7.7],
                       "education": [12, 16, 14, 12], "score": [48.2, 55.1, 61.0, 50.4]})
SURVEY = pd.DataFrame({"wages": [10.6, np.nan, 14.8, np.nan, 20.0], "education": [15.0, 13.2, 16.0, 12.0, np.nan],
                       "age": [40, 19, 49, 46, 34], "sex": ["Male", "Male", "Male", "Female", "Female"]})


def test_a_question_about_gaps_goes_to_a_table_with_gaps():
    tables = [Table("students", FILLED), Table("survey", SURVEY)]
    assert choose_table("Which column has the most missing values?", tables).name == "survey"
    assert choose_table("How many people have a missing wage?", tables).name == "survey"
    assert choose_table("What is the average wage of women?", tables).name == "students"  # no gaps asked: the words
