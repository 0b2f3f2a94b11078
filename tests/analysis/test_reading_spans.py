"""How long something lasted, from its first date to its last: the days between the first and last poll, a season
from its first episode to its last, the season that ran longest. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

EPISODES = pd.DataFrame({"season": ["S01"] * 3 + ["S02"] * 4 + ["S03"] * 3,
                         "episode": [1, 2, 3, 1, 2, 3, 4, 1, 2, 3],
                         "airdate": pd.to_datetime(["2009-02-02", "2009-02-09", "2009-03-23", "2010-02-01",
                                                    "2010-02-08", "2010-03-01", "2010-04-26", "2011-01-24",
                                                    "2011-02-07", "2011-02-21"]),
                         "finale": [0, 0, 1, 0, 0, 0, 1, 0, 0, 1]})


def test_the_days_from_the_first_date_to_the_last():
    days = (EPISODES["airdate"].max() - EPISODES["airdate"].min()).days
    assert answered("How many days are there between the first episode's airdate and the last?", "episodes",
                    {"episodes": EPISODES}) == days


def test_one_groups_span_and_the_group_that_spans_longest():
    s02 = EPISODES[EPISODES["season"] == "S02"]["airdate"]
    assert answered("第 2 季（S02）从第一集播出到最后一集播出，中间隔了多少天？", "episodes", {"episodes": EPISODES}) == \
        (s02.max() - s02.min()).days
    spans = EPISODES.groupby("season")["airdate"].agg(lambda s: (s.max() - s.min()).days)
    assert answered("哪一季（season）从首播到最后一集的时间跨度最长？", "episodes", {"episodes": EPISODES}) == spans.idxmax()
    assert answered("哪一季从首播到最后一集的时间跨度最长？回答季的编号（season），比如 S03", "episodes",
                    {"episodes": EPISODES}) == spans.idxmax()


def test_a_day_name_inside_a_longer_value_is_the_dates_day():
    shows = EPISODES.assign(nickname=["Drag on a Dime", "Girl Group", "Freaky Friday Queens", "Gone with the Window",
                                      "Starrbootylicious", "Rock Mama", "Reunited", "Hello Kitty", "Divas", "Grand"],
                           airdate=pd.date_range("2021-01-01", periods=10, freq="3D"))
    assert answered("How many episodes aired on a Friday?", "shows", {"shows": shows}) == \
        int((shows["airdate"].dt.day_name() == "Friday").sum())
    assert int((shows["airdate"].dt.day_name() == "Friday").sum()) != 1


CLIMATE = pd.DataFrame({"Year": range(1950, 1990), "ausRain": [400.0 + (i * 37) % 150 + (60 if 1970 <= 1950 + i < 1980
                                                                                      else 0) for i in range(40)]})


def test_which_decade_groups_the_years_by_tens():
    means = CLIMATE.groupby(CLIMATE["Year"] // 10 * 10)["ausRain"].mean()
    assert answered("Which decade had the highest average ausRain? Answer like 1950s.", "climate",
                    {"climate": CLIMATE}) == f"{int(means.idxmax())}s"
    assert answered("哪个年代的平均 ausRain 最高？", "climate", {"climate": CLIMATE}) == f"{int(means.idxmax())}s"
