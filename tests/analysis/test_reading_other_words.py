"""Things said in other words than the table's: '一周中哪一天' is a weekday, "don't count the quakes on a border"
sets a value aside, 'month of the year' names no year, 'old-age' is the column oldage, '人口增长' the growth rate of
the year said. Expected values are computed with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

DAYS = pd.date_range("2015-01-01", periods=28, freq="D")
BIRTHS = pd.DataFrame({"date": DAYS.strftime("%Y-%m-%d"), "births": [8000 + (d.day_of_week * 37 % 11) * 90 + d.day for d in DAYS],
                       "wday": DAYS.strftime("%a")})


def test_which_day_of_the_week_in_chinese():
    means = BIRTHS.groupby("wday")["births"].mean()
    expected = means.idxmax()
    assert expected != BIRTHS.loc[BIRTHS["births"].idxmax(), "date"]
    assert answered("一周中哪一天平均出生人数最多？按 wday 列的写法回答（如 Mon）", "births", {"births": BIRTHS}) == expected


QUAKES = pd.DataFrame({
    "year": [1901, 1903, 1905, 1910, 1912, 1915, 1920, 1925, 1930, 1939, 1942, 1950],
    "month": ["March", "January", "March", "May", "March", "January", "June", "January", "March", "May", "July", "January"],
    "region": ["Turkey", "Turkey", "Iran", "Turkey", "Chile", "Turkey", "Turkey", "Iran", "Chile", "Turkey", "Peru", "Turkey"],
    "area": ["Izmir", "Border", "Tabriz", "Border", "Valdivia", "Erzincan", "Van", "Border", "Talca", "Erzurum", "Lima", "Bursa"],
    "deaths": [100, 50, 300, 20, 900, 4000, 10, 70, 600, 32000, 40, 200],
})


def test_dont_count_the_ones_on_a_border():
    expected = int(((QUAKES["region"] == "Turkey") & (QUAKES["area"] != "Border")).sum())
    assert answered("How many of the earthquakes happened in Turkey? Don't count the quakes on a border.", "quakes",
                    {"quakes": QUAKES}) == expected


def test_the_month_of_the_year_with_the_most():
    expected = QUAKES["month"].value_counts().idxmax()
    assert answered("Which month of the year had the most of these earthquakes?", "quakes", {"quakes": QUAKES}) == expected


UNICEF = pd.DataFrame({
    "countries_and_areas": ["Japan", "Niger", "Qatar", "China", "Chad", "Italy"],
    "total_pop_2018": [127000, 22000, 2700, 1400000, 15000, 60000],
    "pop_growth_rate_2018": [-0.2, 3.8, 4.1, 0.5, 3.0, -0.1],
    "pop_growth_rate_2030": [-0.5, 3.5, 1.2, 0.1, 2.8, -0.3],
    "dependency_ratio_total": [67, 112, 19, 40, 100, 57],
    "dependency_ratio_oldage": [46, 5, 1, 15, 5, 36],
})


def test_old_age_said_with_a_hyphen():
    expected = UNICEF.loc[UNICEF["dependency_ratio_oldage"].idxmax(), "countries_and_areas"]
    assert answered("Which country has the highest old-age dependency ratio?", "unicef", {"unicef": UNICEF}) == expected


def test_population_growth_of_the_year_said():
    expected = UNICEF.loc[UNICEF["pop_growth_rate_2018"].idxmax(), "countries_and_areas"]
    assert answered("2018 年人口增长最快的国家或地区是哪个？", "unicef", {"unicef": UNICEF}) == expected


PENN = pd.DataFrame({"country": ["IRAN", "SAUDI ARABIA", "NIGERIA", "IRAN", "SAUDI ARABIA", "NIGERIA", "FRANCE"],
                     "year": [1980, 1980, 1980, 1985, 1985, 1985, 1980],
                     "pop": [39000, 9800, 71000, 47000, 12000, 82000, 54000],
                     "gdp": [4500, 12000, 1400, 4000, 9000, 1100, 11000],
                     "opec": ["yes", "yes", "yes", "yes", "yes", "yes", "no"]})


def test_richest_per_head_is_the_gdp_column():
    rows = PENN[(PENN["year"] == 1980) & (PENN["opec"] == "yes")]
    expected = rows.loc[rows["gdp"].idxmax(), "country"]
    assert answered("Among the OPEC members, which one was richest per head in 1980?", "penn", {"penn": PENN}) == expected


PRICES = pd.DataFrame({"year": list(range(1900, 1910)),
                       "chicken": [None, None, None, 2.5, 2.4, None, 2.2, 2.3, 2.1, 2.0],
                       "wheat": [9.0, 8.5, 8.7, 8.1, 7.9, 7.5, 7.7, 7.2, 7.0, 6.9]})


def test_the_first_year_a_column_holds_a_value():
    expected = PRICES.loc[PRICES["chicken"].notna(), "year"].min()
    assert answered("chicken 价格最早有记录的是哪一年？", "prices", {"prices": PRICES}) == expected


HILLS = pd.DataFrame({"race": ["Gondola", "Brewery", "El-Brim", "Knock", "Ben Nevis", "Lomond"],
                      "dist": [2.0, 2.0, 3.0, 2.5, 10.0, 5.0], "climb": [2000, 650, 750, 800, 4400, 3000],
                      "type": ["uphill", "other", "other", "uphill", "hill", "uphill"]})


def test_a_distance_in_miles_compares_the_distance_column():
    expected = bool((HILLS.loc[HILLS["type"] == "uphill", "dist"] <= 3).all())
    assert answered("uphill 类型的比赛是不是都不超过 3 英里？", "hills", {"hills": HILLS}) is expected


STAYS = pd.DataFrame({"region": ["west", "northeast", "midwest", "other"] * 3,
                      "hospital": [1, 0, 2, 1, 0, 0, 1, 2, 2, 1, 0, 1],
                      "visits": [5, 9, 1, 3, 6, 2, 8, 1, 7, 4, 2, 6]})


def test_hospital_stays_said_in_chinese():
    expected = STAYS.groupby("region")["hospital"].mean().idxmin()
    assert answered("平均住院次数最少的是哪个地区？", "care", {"care": STAYS}) == expected


def test_a_country_written_with_dots():
    usa = PENN.assign(country=PENN["country"].replace({"FRANCE": "U.S.A."}))
    expected = usa.loc[(usa["country"] == "U.S.A.") & (usa["year"] == 1980), "gdp"].item()
    assert answered("1980 年美国的人均 gdp 是多少？", "penn", {"penn": usa}) in (expected, [expected])


CARE = pd.DataFrame({"chronic": [0, 1, 0, 3, 0, 2, 1, 0], "visits": [1, 5, 2, 9, 0, 4, 3, 1]})


def test_chronic_illness_said_in_chinese():
    assert answered("没有任何慢性病的人有多少？", "nmes", {"nmes": CARE}) == int((CARE["chronic"] == 0).sum())


def test_which_thing_has_the_most_missing_is_a_column():
    goods = PRICES.assign(eggs=[None, 1.1, 1.2, 1.0, 0.9, 0.8, 0.9, 1.0, 1.1, 1.2])
    expected = goods.isna().sum().idxmax()
    assert answered("Which commodity has the most missing prices?", "prices", {"prices": goods}) == expected
