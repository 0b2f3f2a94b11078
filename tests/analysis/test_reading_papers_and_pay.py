"""Papers with citation counts, a survey of earnings and a table of cars: '被引用次数最多' is the cites column at its
highest, 'average age' measures the age said right after it, 'the best-paid' ranks by earnings and 'the most expensive
foreign car' is a car. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PAPERS = pd.DataFrame({"journal": ["AmNat", "AmNat", "Evolution", "Evolution", "ProcB", "ProcB", "ProcB"],
                       "authors": ["Prodohl et al.", "Mauricio", "Thrall et al.", "Zhou et al.", "Jones et al.",
                                   "Lee & Kim", "Smith"],
                       "pages": [13, 9, 17, 8, 6, 7, 5], "cites": [37, 178, 25, 404, 60, 12, 90],
                       "selfcites": [4, 5, 10, 30, 2, 1, 8]})
PARADE = pd.DataFrame({"earnings": [10000, 10000000, 85000, 42000, 250000, 61000, 21000000, 33000],
                       "age": [26, 18, 39, 45, 52, 33, 40, 61],
                       "state": ["ND", "CA", "NE", "TX", "NJ", "OH", "CA", "FL"],
                       "celebrity": ["no", "yes", "no", "no", "no", "no", "yes", "no"]})
AUTO = pd.DataFrame({"make": ["AMC Concord", "AMC Pacer", "Peugeot 604", "Volvo 260", "VW Rabbit", "Cad. Seville",
                              "Honda Civic"],
                     "price": [4099, 4749, 12990, 11995, 4697, 15906, 4499],
                     "weight": [2930, 3350, 3420, 3170, 1930, 4290, 1760], "foreign": [0, 0, 1, 1, 1, 0, 1]})


def test_times_cited_are_the_cites_column():
    frames = {"papers": PAPERS}
    assert answered("被引用次数最多的那篇论文是谁写的？回答作者一栏", "papers", frames, meaning=True) == \
        PAPERS.loc[PAPERS["cites"].idxmax(), "authors"]
    assert answered("被引次数最多的三篇论文，各被引用了多少次？从高到低", "papers", frames, meaning=True) == \
        PAPERS["cites"].nlargest(3).tolist()
    assert answered("哪本期刊的论文平均自引次数最多？", "papers", frames, meaning=True) == \
        PAPERS.groupby("journal")["selfcites"].mean().idxmax()


def test_the_measure_said_after_average_and_the_best_paid():
    frames = {"parade": PARADE}
    assert answered("average age of the people in the earnings survey? 2 decimals", "parade", frames) == \
        round(PARADE["age"].mean(), 2)
    assert answered("What do the celebrities earn all together?", "parade", frames) == \
        PARADE.loc[PARADE["celebrity"] == "yes", "earnings"].sum()
    others = PARADE[PARADE["celebrity"] == "no"]
    assert answered("Which state is the best-paid non-celebrity from?", "parade", frames) == \
        others.loc[others["earnings"].idxmax(), "state"]


def test_the_most_expensive_foreign_car_is_a_car():
    foreign = AUTO[AUTO["foreign"] == 1]
    assert answered("What's the most expensive foreign car?", "auto", {"auto": AUTO}) == \
        foreign.loc[foreign["price"].idxmax(), "make"]
    assert answered("What's the most expensive car?", "auto", {"auto": AUTO}) == AUTO.loc[AUTO["price"].idxmax(), "make"]
