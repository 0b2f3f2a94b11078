"""A few letters a text column's cells begin with ('a code starting with Z', '代码以 Z 开头'), and a one-letter unit in
brackets right after its Chinese name ('米（m）'). Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

CODES = pd.DataFrame({"country_code": ["ZA", "ZM", "ZW", "AZ", "NZ", "DE"],
                      "country_name": ["South Africa", "Zambia", "Zimbabwe", "Azerbaijan", "New Zealand", "Germany"]})
BEGIN_Z = sorted(CODES.loc[CODES["country_code"].str.startswith("Z"), "country_name"])


def test_a_code_starting_with_a_letter():
    assert answered("Which countries have a two-letter code starting with Z? names please", "iso_codes",
                    {"iso_codes": CODES}) == BEGIN_Z


def test_in_chinese():
    assert answered("代码以 Z 开头的国家有哪些？", "iso_codes", {"iso_codes": CODES}) == BEGIN_Z


CONSTANTS = pd.DataFrame({"name": ["Bohr radius", "Planck length", "electron mass", "Compton wavelength", "speed"],
                          "units": ["m", "m", "kg", "m", "m s^-1"]})


def test_a_one_letter_unit_bracketed_after_its_name():
    assert answered("单位是米（m）的常数有几个？", "constants", {"constants": CONSTANTS}) == \
        int((CONSTANTS["units"] == "m").sum())
