"""'Does every Northeast state have a completion rate of at least 85%?' bars each row's own figure (no share of the
rows); 'which protocols never had a long (L) job' are the groups with no such row. Expected values are computed with
pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

STATES = pd.DataFrame({
    "state": ["Maine", "Vermont", "New York", "Ohio", "Texas", "Utah", "Iowa", "Idaho"],
    "region": ["Northeast", "Northeast", "Northeast", "Midwest", "South", "West", "Midwest", "West"],
    "hs_grad": [92.1, 91.5, 86.1, 89.8, 82.1, 91.0, 91.5, 89.5]})
JOBS = pd.DataFrame({
    "protocol": ["A", "A", "B", "B", "C", "C", "D", "D", "E", "A"],
    "class": ["VF", "L", "F", "M", "L", "F", "VF", "F", "M", "L"], "nodes": [1, 4, 2, 3, 4, 1, 2, 2, 3, 1]})


def states(question: str):
    return answered(question, "states", {"states": STATES}, meaning=True)


def jobs(question: str):
    return answered(question, "jobs", {"jobs": JOBS}, meaning=True)


def test_every_row_against_a_percentage_bar():
    northeast = STATES[STATES["region"] == "Northeast"]
    assert states("Does every Northeast state have a high-school completion rate of at least 85%?") is \
        bool((northeast["hs_grad"] >= 85).all())
    midwest = STATES[STATES["region"] == "Midwest"]
    assert states("Do all Midwest states have hs_grad of at least 90%?") is bool((midwest["hs_grad"] >= 90).all())


def test_groups_that_never_had_a_value():
    had = set(JOBS.loc[JOBS["class"] == "L", "protocol"])
    assert jobs("Which protocols never had a long (L) job?") == sorted(set(JOBS["protocol"]) - had)
    assert jobs("哪些 protocol 从来没有 L 类的作业？") == sorted(set(JOBS["protocol"]) - had)
    assert jobs("Which protocols had a job of class L?") == sorted(had)
