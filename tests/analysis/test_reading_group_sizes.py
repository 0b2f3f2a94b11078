"""Groups that must be big enough to count ('among the religions with at least 3 respondents, which one has the
highest average openness'): the small groups are left out before the groups are compared; 'which one' asks for one
group, no list of one. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

RESPONSES = pd.DataFrame({"religion": ["Sikh", "Buddhist", "Buddhist", "Buddhist", "Atheist", "Atheist", "Atheist",
                                       "Atheist", "Muslim", "Muslim"],
                          "Openness": [7.0, 6.0, 5.5, 6.5, 5.0, 5.5, 4.0, 6.0, 6.9, 6.8],
                          "age": [30, 41, 25, 33, 52, 19, 44, 27, 36, 38]})


def test_only_groups_with_enough_rows():
    sizes = RESPONSES["religion"].value_counts()
    big = RESPONSES[RESPONSES["religion"].isin(sizes[sizes >= 3].index)]
    expected = big.groupby("religion")["Openness"].mean().idxmax()
    assert expected != RESPONSES.groupby("religion")["Openness"].mean().idxmax()
    assert answered("Among the religions with at least 3 respondents, which one has the highest average Openness "
                    "score?", "responses", {"responses": RESPONSES}) == expected
