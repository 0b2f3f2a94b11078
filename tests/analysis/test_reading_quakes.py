"""A table of events where the countries sit in a column called 'region', the magnitude in 'richter' and the dead
in 'deaths': the words of everyday questions name them by meaning. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

QUAKES = pd.DataFrame({"year": [1905, 1920, 1939, 1960, 1970, 1976, 1990, 1999],
                       "area": ["Kangra", "Gansu", "Erzincan", "Agadir", "Chimbote", "Tangshan", "Manjil", "Izmit"],
                       "region": ["India", "China", "Turkey", "Morocco", "Peru", "China", "Iran", "Turkey"],
                       "richter": [8.6, 8.5, 7.9, 5.7, 7.8, 8.0, 7.7, 7.4],
                       "deaths": [19000, 200000, 30000, 12000, 66794, 655237, 40000, 17118]})


def ask(question: str):
    return answered(question, "notable", {"notable": QUAKES}, meaning=True)


def test_magnitude_is_read_on_the_richter_scale():
    assert ask("What is the mean magnitude of the quakes?") == QUAKES["richter"].mean()
    assert ask("表里这些地震的平均震级是多少？") == QUAKES["richter"].mean()


def test_where_the_deadliest_one_struck_is_its_place():
    deadliest = QUAKES.loc[QUAKES["deaths"].idxmax()]
    assert ask("Where did the deadliest earthquake strike? Give the area.") == deadliest["area"]
    assert ask("Where did the deadliest earthquake strike? Give the region.") == deadliest["region"]


def test_the_country_is_the_column_whose_values_are_countries():
    strongest = QUAKES.loc[QUAKES["richter"].idxmax(), "region"]
    assert ask("Which country had the strongest earthquake?") == strongest
    assert ask("震级最高的那次地震发生在哪个国家？") == strongest
    assert sorted(ask("Which countries had a quake of magnitude 8 or above?")) == \
        sorted(QUAKES.loc[QUAKES["richter"] >= 8, "region"].unique())


def test_how_many_people_died_adds_the_deaths_up():
    peru = int(QUAKES.loc[QUAKES["region"] == "Peru", "deaths"].sum())
    assert ask("How many people died in Peru's earthquakes?") == peru
    assert ask("秘鲁的地震一共死了多少人？") == peru
    assert ask("How many people died in earthquakes after 1950?") == QUAKES.loc[QUAKES["year"] > 1950, "deaths"].sum()
    assert ask("How many earthquakes killed more than 20000 people?") == int((QUAKES["deaths"] > 20000).sum())
