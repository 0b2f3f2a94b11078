"""A table of 1978 cars with a 0/1 'foreign' flag, a repair record 'rep78' and a turning circle 'turn', and a survey
of earnings with a yes/no 'celebrity' flag: '最贵的…比最便宜的…贵多少' is the range, '进口车' the foreign flag,
'非名人' and '不算名人' the flag's no, 'repair record is 5' a bar on rep78. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

CARS = pd.DataFrame({"make": ["AMC Concord", "AMC Pacer", "Peugeot 604", "Volvo 260", "VW Rabbit", "Cad. Seville",
                              "Honda Civic", "Chev. Malibu"],
                     "price": [4099, 4749, 12990, 11995, 4697, 15906, 4499, 4504],
                     "mpg": [22, 17, 14, 17, 25, 21, 28, 19], "rep78": [3, 3, np.nan, 5, 4, 5, 5, 2],
                     "turn": [40, 40, 42, 41, 35, 44, 36, 33], "gear_ratio": [3.58, 2.53, 3.08, 3.1, 3.78, 2.19, 3.5, 2.9],
                     "foreign": [0, 0, 1, 1, 1, 0, 1, 0]})
SURVEY = pd.DataFrame({"earnings": [10000, 10000000, 85000, 42000, 250000, 61000, 21000000, 133000],
                       "age": [26, 18, 39, 45, 52, 33, 40, 61],
                       "celebrity": ["no", "yes", "no", "no", "no", "no", "yes", "no"]})


def cars(question: str):
    return answered(question, "auto", {"auto": CARS}, meaning=True)


def survey(question: str):
    return answered(question, "parade", {"parade": SURVEY}, meaning=True)


def test_dearest_minus_cheapest_in_chinese():
    assert cars("最贵的车比最便宜的车贵多少钱？") == CARS["price"].max() - CARS["price"].min()


def test_imported_cars_and_the_turning_circle():
    assert cars("售价超过 1 万美元的进口车有哪些？") == sorted(CARS.loc[(CARS["price"] > 10000) & (CARS["foreign"] == 1), "make"])
    assert cars("转弯直径最小的是哪款车？") == CARS.loc[CARS["turn"].idxmin(), "make"]


def test_a_repair_record_said_before_its_number():
    assert cars("What's the average mpg of the cars whose repair record is 5? round to 2 decimals") == \
        round(CARS.loc[CARS["rep78"] == 5, "mpg"].mean(), 2)


def test_not_the_celebrities():
    others = SURVEY[SURVEY["celebrity"] == "no"]
    assert survey("非名人受访者年收入的中位数是多少美元？") == others["earnings"].median()
    assert survey("不算名人，年收入超过 12 万美元的有几位？") == int((others["earnings"] > 120000).sum())
