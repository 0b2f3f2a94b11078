"""Values and asks said in other words: capital initials a column writes for a name said whole ('NZ' for New
Zealand, also '新西兰'), a cell value that is a share word ('the share status'), '都是正的' (all above zero), and a
column asked back with '按 … 列回答'. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

ARRIVALS = pd.DataFrame({"Quarter": ["2000 Q1", "2000 Q2", "2000 Q1", "2000 Q2", "2000 Q1", "2000 Q2"],
                         "Origin": ["NZ", "NZ", "UK", "UK", "Japan", "Japan"],
                         "Arrivals": [190000, 210000, 150000, 120000, 170000, 160000]})


def test_capital_initials_are_the_name_said_whole():
    nz = ARRIVALS.loc[ARRIVALS["Origin"] == "NZ", "Arrivals"]
    assert answered("What were the average quarterly arrivals from New Zealand? 2 decimals", "arrivals",
                    {"arrivals": ARRIVALS}) == round(nz.mean(), 2)
    assert answered("从新西兰来的到达人数一共是多少？", "arrivals", {"arrivals": ARRIVALS}, meaning=True) == nz.sum()


FARMS = pd.DataFrame({"status": ["owner", "share", "mixed", "owner", "share", "owner"],
                      "size": [0.5, 0.3, 0.9, 0.4, 0.41, 0.35]})


def test_a_share_word_said_as_a_value_asks_no_share():
    assert answered("Average farm size for the owner and for the share status? owner first, 3 decimals", "farms",
                    {"farms": FARMS}) == [round(FARMS.loc[FARMS["status"] == s, "size"].mean(), 3) for s in ("owner", "share")]


JOBS = pd.DataFrame({"month": pd.date_range("2011-01-01", periods=6, freq="MS").append(
                         pd.date_range("2012-01-01", periods=3, freq="MS")),
                     "nonfarm_change": [42, 188, 208, 78, 115, 225, -20, 259, 143]})


def test_all_positive_said_in_chinese_is_above_zero():
    in_2011 = JOBS[JOBS["month"].dt.year == 2011]
    assert answered("jobs 里 2011 年每个月的非农就业变化（nonfarm_change）都是正的吗？", "jobs", {"jobs": JOBS}) == \
        bool((in_2011["nonfarm_change"] > 0).all())


LEADERS = pd.DataFrame({"Year": [1974, 1975, 1976, 1981, 1982, 1983, 1990, 1991],
                        "executive": ["Nixon", "Ford", "Ford", "Reagan", "Reagan", "Reagan", "Bush", "Bush"],
                        "unemployment": [5.6, 8.5, 8.2, 5.0, 9.7, 5.1, 5.6, 6.8]})


def test_a_column_asked_back_groups_an_average():
    assert answered("哪位总统在任那些年的平均失业率（unemployment）最高？按 executive 列的写法回答", "leaders",
                    {"leaders": LEADERS}) == LEADERS.groupby("executive")["unemployment"].mean().idxmax()


COHORT = pd.DataFrame({"age": [70, 66, 81, 59, 73, 62], "mgus": [1, 0, 1, 0, 0, 1],
                       "chapter": ["Ill Defined", "Circulatory", None, "Ill Defined", "Neoplasms", None]})


def test_a_value_guessed_in_the_chinese_before_a_bracketed_column_is_no_condition():
    assert answered("研究对象里有多少人被诊断出意义未明的单克隆丙种球蛋白病（MGUS）？", "cohort", {"cohort": COHORT},
                    meaning=True) == int((COHORT["mgus"] == 1).sum())


COLLEGES = pd.DataFrame({"college": ["Abilene", "Adelphi", "Missouri Southern", "Ohio State", "Cazenovia"],
                         "Private": ["Yes", "Yes", "No", "No", "Yes"], "Grad.Rate": [60, 56, 100, 72, 118]})


def test_the_other_side_of_a_yes_no_column_is_its_no():
    public = COLLEGES[COLLEGES["Private"] == "No"]
    expected = public.loc[public["Grad.Rate"].idxmax(), "college"]
    assert answered("公立学校里毕业率（Grad.Rate）最高的是哪一所？", "colleges", {"colleges": COLLEGES}) == expected
    assert answered("Which public college has the highest graduation rate?", "colleges", {"colleges": COLLEGES}) == expected


ALCOHOL = pd.DataFrame({"country": ["Russia", "France", "Chad", "Peru", "Italy", "Russia"],
                        "year": [2008, 2008, 2008, 2008, 2008, 2005], "alcohol": [15.8, 12.2, 0.9, 8.1, 10.7, 16.0]})


def test_the_table_chosen_at_clarify_joined_to_the_goal_is_no_bracketed_column():
    # a clarifying answer joins the goal as "… (alcohol)", here also a column's name
    assert answered("2008 年各国人均酒精消费量的中位数是多少升？保留两位小数 (alcohol)", "alcohol", {"alcohol": ALCOHOL},
                    meaning=True) == round(ALCOHOL.loc[ALCOHOL["year"] == 2008, "alcohol"].median(), 2)


CARS = pd.DataFrame({"model": ["GT", "R8", "911", "Huracan", "M4"], "drivetrain": ["rwd", "awd", "awd", "awd", "rwd"],
                     "hp": [647, 540, 580, 602, 425]})


def test_a_hyphenated_name_is_the_code_its_initials_spell():
    assert answered("What's the average horsepower of the all-wheel-drive cars? 2 decimals", "cars", {"cars": CARS}) == \
        round(CARS.loc[CARS["drivetrain"] == "awd", "hp"].mean(), 2)


STORMS = pd.DataFrame({"name": ["Alex", "Alex", "Bonnie", "Arlene", "Bret", "Bret", "Cindy", "Alberto"],
                       "year": [2010, 2010, 2010, 2011, 2011, 2011, 2011, 2012], "wind": [35, 40, 30, 45, 50, 55, 30, 40]})


def test_distinct_things_counted_in_each_listed_year_are_their_names():
    assert answered("How many distinct storms were tracked in 2010, 2011 and 2012? In year order.", "storms",
                    {"storms": STORMS}) == [STORMS.loc[STORMS["year"] == y, "name"].nunique() for y in (2010, 2011, 2012)]


MAKERS = pd.DataFrame({"cereal": ["Quaker Oat Squares", "Life", "All-Bran", "Corn Flakes", "Cheerios", "Trix"],
                       "mfr": ["Q", "Q", "K", "K", "G", "G"], "protein": [4, 4.5, 4, 2, 6, 1]})


def test_a_makers_name_is_the_one_capital_its_column_writes():
    quaker = MAKERS[MAKERS["mfr"] == "Q"]
    assert answered("Of the Quaker Oats cereals, which one packs the most protein?", "cereals", {"cereals": MAKERS}) in \
        (quaker.loc[quaker["protein"].idxmax(), "cereal"], [quaker.loc[quaker["protein"].idxmax(), "cereal"]])
    assert answered("家乐氏一共有几种麦片？", "cereals", {"cereals": MAKERS}, meaning=True) == int((MAKERS["mfr"] == "K").sum())


NATIONS = pd.DataFrame({"region": ["Europe", "Europe", "Asia", "Asia", "Africa"], "group": ["oecd", "oecd", "oecd", "other", "africa"],
                        "fertility": [1.6, 1.8, 1.4, 2.9, 5.1], "ppgdp": [39545.9, 51000.0, 30100.0, 2000.0, 800.0],
                        "lifeExpF": [83.1, 84.0, 86.2, 70.1, 61.0], "pctUrban": [80, 75, 92, 40, 35]})


def test_per_person_is_a_unit_not_a_grouping():
    assert answered("median GDP per person across the OECD countries? 1 decimal", "nations", {"nations": NATIONS},
                    meaning=True) == \
        round(NATIONS.loc[NATIONS["group"] == "oecd", "ppgdp"].median(), 1)


FINANCES = pd.DataFrame({"Year": [1945, 1946, 1947], "fedDebt_pGDP": [1.12, 1.184, 1.05]})


def test_a_share_named_by_its_column_value_is_that_columns_figure():
    assert answered("What was federal debt as a share of GDP in 1946? Give the fedDebt_pGDP value to 3 decimals.",
                    "finances", {"finances": FINANCES}) in (1.184, [1.184])


BIRTHS = pd.DataFrame({"fage": [34, 52, 41, 29, 55, None], "mage": [34, 41, 40, 22, 37, 19],
                       "weeks": [37, 39, 41, 38, 40, 36], "weight": [6.9, 7.6, 8.1, 6.2, 7.0, 5.9]})


def test_an_age_bar_goes_to_the_age_of_the_people_said():
    assert answered("How many of the mothers were 40 or older?", "births", {"births": BIRTHS}) == int((BIRTHS["mage"] >= 40).sum())
    assert answered("How many fathers were 50 or older?", "births", {"births": BIRTHS}) == int((BIRTHS["fage"] >= 50).sum())
