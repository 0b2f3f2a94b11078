"""Words a column's name is made of, said by an analyst: 'mean' inside 'daily mean PM2.5 concentration' (no average
asked), 'fage' said 'father's age' or '父亲年龄', 'tzone' said '时区', an altitude 'below sea level', 'the furthest
south', '男孩还是女孩'. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

AIR = pd.DataFrame({"date": pd.to_datetime(["2011-01-03", "2011-01-06", "2011-01-09", "2011-06-01", "2011-06-21",
                                            "2011-07-02"]),
                    "poc": [1, 1, 3, 1, 3, 1], "daily_mean_pm2_5_concentration": [5.9, 21.4, 12.0, 26.3, 25.5, 18.0],
                    "daily_aqi_value": [25.0, 70.0, 50.0, 80.0, 79.0, 63.0], "daily_obs_count": [1, 1, 1, 1, 1, 1]})
BIRTHS = pd.DataFrame({"fage": [np.nan, np.nan, 19, 21, np.nan, 30, 35, 28], "mage": [13, 14, 15, 20, 22, 28, 33, 27],
                       "weight": [7.63, 7.88, 6.63, 8.0, 6.38, 9.2, 5.1, 7.0],
                       "visits": [10, 15, np.nan, 12, 9, 14, 11, 13],
                       "gender": ["male", "male", "female", "female", "male", "male", "female", "female"]})
AIRPORTS = pd.DataFrame({"faa": ["04G", "06A", "06C", "ITO", "EEN", "LRO", "TEX", "SAC"],
                         "name": ["Lansdowne", "Moton Field", "Schaumburg", "Hilo Intl", "Dillant", "Mount Pleasant",
                                  "Telluride", "Sacramento Exec"],
                         "lat": [41.1, 32.5, 41.9, 19.7, 42.9, 32.9, 37.95, 38.5],
                         "lon": [-80.6, -85.7, -88.1, -155.0, -72.3, -79.8, -107.9, -121.5],
                         "alt": [1044, 264, 801, 38, 487, 12, 9078, -12],
                         "tzone": ["America/New_York", "America/Chicago", "America/Chicago", "Pacific/Honolulu", None,
                                   None, "America/Denver", "America/Los_Angeles"]})


def ask(question: str, frame: pd.DataFrame):
    return answered(question, "tbl", {"tbl": frame}, meaning=True)


def test_mean_inside_a_column_name_asks_no_average():
    pm = AIR["daily_mean_pm2_5_concentration"]
    assert ask("How many readings show a daily mean PM2.5 concentration above 20?", AIR) == int((pm > 20).sum())
    assert [str(d.date()) for d in ask("Which dates had a daily mean PM2.5 above 25?", AIR)] == \
        [str(d.date()) for d in AIR.loc[pm > 25, "date"]]
    assert ask("What is the average daily mean PM2.5 concentration?", AIR) == pm.mean()


def test_a_letter_then_a_word_is_a_name():
    assert ask("父亲年龄没有填的记录有多少条？", BIRTHS) == int(BIRTHS["fage"].isna().sum())
    assert ask("How many records are missing the father age?", BIRTHS) == int(BIRTHS["fage"].isna().sum())
    assert ask("what is the average mother age", BIRTHS) == BIRTHS["mage"].mean()


def test_boy_or_girl_is_the_gender():
    assert ask("最重的那个宝宝是男孩还是女孩？", BIRTHS) == BIRTHS.loc[BIRTHS["weight"].idxmax(), "gender"]


def test_sea_level_south_and_time_zones():
    assert ask("how many airports are below sea level", AIRPORTS) == int((AIRPORTS["alt"] < 0).sum())
    assert ask("海拔低于海平面的机场有几个？", AIRPORTS) == int((AIRPORTS["alt"] < 0).sum())
    assert ask("Which airport is the furthest south? Give its FAA code.", AIRPORTS) == \
        AIRPORTS.loc[AIRPORTS["lat"].idxmin(), "faa"]
    assert ask("哪个时区的机场平均海拔最高？", AIRPORTS) == AIRPORTS.groupby("tzone")["alt"].mean().idxmax()
