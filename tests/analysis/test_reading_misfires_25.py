"""Questions a review of the twenty-fifth round's readings found answered wrong after them and right before (or
misread in what they changed); each pinned here once mended. Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame):
    return answered(question, "tbl", {"tbl": frame}, meaning=True)


RNG = np.random.default_rng(125)
CRIMEA = pd.DataFrame({"month": [f"M{i}" for i in range(24)], "army_size": RNG.integers(8000, 45000, 24),
                       "disease_deaths": RNG.integers(1, 2800, 24), "wounds_deaths": RNG.integers(0, 300, 24),
                       "other_deaths": RNG.integers(0, 360, 24)})


def test_a_two_word_name_said_whole_beats_another_row_by_row_not_its_last_word_alone():
    assert ask("In how many months were wounds deaths higher than other deaths?", CRIMEA) == \
        int((CRIMEA.wounds_deaths > CRIMEA.other_deaths).sum())
    assert ask("In how many months were other deaths higher than wounds deaths?", CRIMEA) == \
        int((CRIMEA.other_deaths > CRIMEA.wounds_deaths).sum())


MATCHES = pd.DataFrame({"home_team": RNG.choice(["Lions", "Eagles", "Sharks"], 40), "home_goals": RNG.integers(0, 6, 40),
                        "away_goals": RNG.integers(0, 4, 40)})
MATCHES["total_goals"] = MATCHES.home_goals + MATCHES.away_goals
METALS = pd.DataFrame({"date": pd.date_range("2020-01-01", periods=30), "gold_price": RNG.uniform(1500, 1900, 30),
                       "silver_price": RNG.uniform(15, 25, 30), "platinum_price": RNG.uniform(800, 1000, 30)})


def test_of_two_columns_compared_a_third_sharing_their_word_is_not_one():
    means = MATCHES[["home_goals", "away_goals"]].mean()
    assert ask("Which is higher on average, home goals or away goals?", MATCHES) == means.idxmax()
    assert ask("Which was higher on average, the gold price or the silver price?", METALS) == "gold_price"
    assert ask("金价和银价哪个更高？", METALS) == "gold_price"


POLLS = pd.DataFrame({"pollster": RNG.choice(["Gallup", "Rasmussen", "CNN", "Zogby", "ABC"], 40),
                      "Obama": np.r_[[54, 53], RNG.integers(44, 51, 38)], "McCain": RNG.integers(40, 50, 40)})


def test_a_share_of_the_rows_past_a_bar_in_percent_is_still_a_share():
    assert ask("Did more than 10% of polls have Obama at 53% or higher?", POLLS) is False
    assert ask("超过一半的民调 Obama 支持率在 50% 及以上吗？", POLLS) is False
    assert ask("Did Obama get 53% or more in more than 10% of the polls?", POLLS) is False
    assert ask("Did any poll put Obama at 53% or higher?", POLLS) is True
