"""'除了碗状巢（cup）以外': a value set aside though a Chinese gloss stands between 除了 and its bracket. Expected values
are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

NESTS = pd.DataFrame({"Common": ["Sparrow", "Nutcracker", "Kingbird", "Nuthatch", "Swallow", "Wren", "Chickadee"],
                      "Nesttype": ["cup", "cup", "cup", "cavity", "burrow", "cavity", "cavity"],
                      "Length": [16.0, 32.0, 21.0, 15.0, 13.0, 11.0, 12.5]})


def nests(question: str):
    return answered(question, "birds", {"birds": NESTS}, meaning=True)


def test_set_aside_behind_a_gloss():
    others = NESTS[NESTS["Nesttype"] != "cup"]
    assert nests("除了碗状巢（cup）以外，最常见的巢型（Nesttype）是哪一种？") == others["Nesttype"].mode()[0]
    assert nests("除了碗状巢（cup）以外，鸟的平均体长（Length）是多少？") == others["Length"].mean()
