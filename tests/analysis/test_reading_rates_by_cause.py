"""Death rates by region, urban or rural, sex and cause, in one Rate column: 'the suicide rate' is the Rate of the
Suicide rows (no share of rows), '城市'/'农村' are Urban/Rural, '自杀' names the cause, and '三个地区' counts regions
without naming Region 03. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

RATES = iter([30.1, 18.2, 25.3, 12.4, 201.5, 144.6, 194.7, 140.8, 35.9, 20.0, 28.1, 13.2, 210.3, 150.4, 190.5, 138.6,
              28.7, 16.8, 24.9, 12.0, 199.1, 140.2, 185.3, 135.4])
MORTALITY = pd.DataFrame([(region, status, sex, cause, next(RATES))
                          for region in ["Region 01", "Region 02", "Region 03"] for cause in ["Suicide", "Cancer"]
                          for status in ["Rural", "Urban"] for sex in ["Male", "Female"]],
                         columns=["Region", "Status", "Sex", "Cause", "Rate"])


def ask(question: str):
    return answered(question, "mortality", {"mortality": MORTALITY}, meaning=True)


def rows(**said):
    keep = pd.Series(True, index=MORTALITY.index)
    for column, value in said.items():
        keep &= MORTALITY[column] == value
    return MORTALITY[keep]


def test_a_rate_named_for_a_cause_is_the_rate_of_its_rows():
    r2 = rows(Region="Region 02", Sex="Male", Cause="Suicide").set_index("Status")["Rate"]
    assert ask("In Region 02, how much higher is the rural male suicide rate than the urban male one?") == \
        r2["Rural"] - r2["Urban"]
    cancer = rows(Cause="Cancer").groupby("Sex")["Rate"].mean()
    assert ask("男性和女性的癌症死亡率分别是多少？先男性") == [cancer["Male"], cancer["Female"]]


def test_urban_and_rural_in_chinese():
    assert ask("城市女性的癌症死亡率平均是多少？") == rows(Status="Urban", Sex="Female", Cause="Cancer")["Rate"].mean()
    assert ask("农村男性自杀死亡率超过 30 的地区有几个？") == \
        int((rows(Status="Rural", Sex="Male", Cause="Suicide")["Rate"] > 30).sum())


def test_a_count_of_regions_names_no_region():
    assert ask("城市女性的癌症死亡率，三个地区平均下来是多少？") == \
        rows(Status="Urban", Sex="Female", Cause="Cancer")["Rate"].mean()
