"""Stated answers from stored reprs, and the figures and names a text claims that nothing computed."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from nbcopilot.analysis.answer import series_answer, stated, unverified


@pytest.mark.parametrize("value, expected", [
    (np.float64(4201.754385964912), "4201.754385964912"),
    (np.int64(344), "344"),
    ("Gentoo", "Gentoo"),
    (np.str_("Gentoo"), "Gentoo"),
    (["Biscoe", "Dream", "Torgersen"], "Biscoe, Dream, Torgersen"),
    ([np.float64(6300.0), 6050.0], "6300, 6050"),
    (True, "True"),
    (np.True_, "True"),
    (pd.Timestamp("2009-03-01"), "2009-03-01"),
    ({"Biscoe": 168, "Dream": 124}, "Biscoe: 168, Dream: 124"),
])
def test_a_computed_value_is_stated_plainly(value, expected):
    assert stated(repr(value)) == expected


def test_a_table_is_not_an_answer_to_state():
    assert stated(repr(pd.DataFrame({"a": [1, 2]}))) is None
    assert stated(repr(pd.Series([1, 2], name="x"))) is None
    assert stated(None) is None
    assert stated(repr(list(range(100)))) is None


def test_a_two_column_table_reads_as_key_value_pairs():
    table = {"columns": ["island", "count"], "rows": [["Biscoe", 168], ["Dream", 124]]}
    assert series_answer(table) == "Biscoe: 168, Dream: 124"
    assert series_answer({"columns": ["a", "b", "c"], "rows": [[1, 2, 3]]}) is None


def test_figures_and_names_no_computed_output_holds_are_unverified():
    computed = ["Value:\n4201.754385964912", "Table: species, mean\nAdelie 3700.66\nGentoo 5076.02"]
    text = ("The mean is 4201.75 g (4,202 rounded); Gentoo is heaviest at 5076.02 g, "
            "while the Blue-footed Booby weighs 5400 g and March 2024 saw 540 orders.")
    flagged = unverified(text, computed, known=["What is the mean body mass in penguins?"])
    assert flagged == ["5400", "2024", "540", "Blue-footed Booby", "March"]


def test_nothing_is_flagged_when_every_claim_was_computed():
    assert unverified("Gentoo: 5076.02", ["Gentoo 5076.02"]) == []


def test_a_name_with_punctuation_is_supported_by_its_computed_spelling():
    computed = ["['Charlie Hides', 'Mrs. Kasha Davis', \"Jiggly Caliente\"]"]
    assert unverified("Charlie Hides, Mrs. Kasha Davis, Jiggly Caliente.", computed) == []
    assert unverified("Mrs. Kasha Davis and Bob Smith", computed) == ["Bob Smith"]


def test_a_name_holding_common_words_is_supported_when_said_whole():
    known = ['Find the most common lipsyncartist where lipsyncsong == "And I Am Telling You I\'m Not Going"']
    text = 'Jennifer Hudson. Computed by: where lipsyncsong == "And I Am Telling You I\'m Not Going".'
    assert unverified(text, ["Value:\n'Jennifer Hudson'"], known) == []
    assert unverified('where song == "And I Am Singing"', [], known) == ["Am Singing"]


def test_a_title_ending_a_sentence_is_supported_though_the_next_sentence_begins_with_a_capital():
    computed = ["Value:\n['No Mercy', 'Swear It Again']"]
    assert unverified("No Mercy, Swear It Again. Computed by: list the track.", computed) == []
    assert unverified("No Mercy, Swear It Once. Computed by: list the track.", computed) == ["Swear Once"]
