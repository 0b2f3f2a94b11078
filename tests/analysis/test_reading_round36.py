"""Readings of the thirty-sixth round: a unit of length asks a distance, 'total price' of a TotalPrice column is no
sum, the groups said by '按…分组', the top rows' names each once, a grade said before '色', the figure said before
the superlative asked of the row it picks … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(36)
_N = 400
COMMUTES = pd.DataFrame({"City": RNG.choice(["Boston", "Houston", "Denver", "Austin"], _N),
                         "Distance": RNG.integers(1, 60, _N), "Time": RNG.integers(5, 150, _N)})


def test_a_unit_of_length_asks_a_distance():
    longest = COMMUTES.loc[COMMUTES["Time"].idxmax(), "Distance"]
    assert ask("通勤时间最长的那位通勤者，单程要走多少英里？", COMMUTES) == longest
    assert ask("How many miles does the commuter with the longest time travel?", COMMUTES) == longest


GEMS = pd.DataFrame({"Carat": RNG.uniform(0.3, 2.0, 300).round(2),
                     "Color": RNG.choice(list("DEFGHIJ"), 300, p=[.15, .2, .25, .2, .1, .06, .04]),
                     "Clarity": RNG.choice(["IF", "VVS1", "VVS2", "VS1", "VS2", "SI1"], 300),
                     "PricePerCt": RNG.uniform(1500, 12000, 300).round(1)})
GEMS["TotalPrice"] = (GEMS["Carat"] * GEMS["PricePerCt"]).round(1)
GEMS.loc[GEMS["Color"] == "I", "Carat"] += 1.5  # one grade clearly the biggest on average,
GEMS.loc[GEMS.index[GEMS["Color"] == "F"][0], "Carat"] = 5.0  # another the biggest stone


def test_a_columns_own_total_is_no_sum():
    cheapest = GEMS.loc[GEMS["TotalPrice"].idxmin(), "Clarity"]
    assert ask("What clarity is the cheapest diamond (by total price)?", GEMS) == cheapest
    assert ask("What is the total price of all diamonds?", GEMS) == GEMS["TotalPrice"].sum()  # all of them: a sum


def test_the_groups_said_by_grouping_words_are_the_groups_asked():
    assert ask("按颜色等级分组，平均克拉数最大的是哪一级？", GEMS) == GEMS.groupby("Color")["Carat"].mean().idxmax()


def test_the_top_rows_names_asked_once_each():
    top = GEMS.nlargest(5, "TotalPrice")["Color"].drop_duplicates().tolist()
    assert len(top) < 5  # (the case needs a repeat)
    assert ask("总价最高的五颗钻石都是哪些颜色等级？重复的只写一次", GEMS) == top
    assert ask("Which colors are the five most expensive diamonds (by total price)? each color once", GEMS) == top


def test_a_grade_said_before_the_word_for_colour():
    d = GEMS.loc[GEMS["Color"] == "D", "TotalPrice"]
    assert ask("D 色钻石的总价，最低和最高分别是多少美元？先最低", GEMS) == [d.min(), d.max()]


WAGES = pd.DataFrame({"wage": RNG.uniform(2, 25, 500).round(2), "educ": RNG.integers(6, 19, 500),
                      "exper": RNG.integers(1, 50, 500), "female": RNG.integers(0, 2, 500)})


def test_the_figure_said_before_the_superlative_is_asked_of_its_row():
    top = WAGES.loc[WAGES["wage"].idxmax(), "exper"]
    assert ask("How many years of experience (exper) does the best-paid worker in wages.csv have?", WAGES) == top


_MAKES = RNG.choice(["Buick", "Cadillac", "Chevy", "Saab"], 300, p=[.3, .2, .35, .15])
_BODIES = RNG.choice(["coupe", "sedan", "wagon", "convertible"], 300, p=[.3, .4, .2, .1])
CARS = pd.DataFrame({"Price": RNG.uniform(8000, 40000, 300).round(2), "Mileage": RNG.integers(300, 50000, 300),
                     "Leather": RNG.integers(0, 2, 300),
                     **{m: (_MAKES == m).astype(int) for m in ["Buick", "Cadillac", "Chevy", "Saab"]},
                     **{b: (_BODIES == b).astype(int) for b in ["convertible", "coupe", "sedan", "wagon"]}})
CARS.loc[_MAKES == "Cadillac", "Price"] += 9000


def test_a_kind_kept_as_one_hot_columns_is_asked_as_a_kind():
    make = pd.Series(_MAKES)
    assert ask("Which make has the highest average price?", CARS) == CARS["Price"].groupby(make).mean().idxmax()
    assert ask("最便宜的那辆车是什么品牌？", CARS) == make[CARS["Price"].idxmin()]
    assert ask("What make is the car with the most miles on it?", CARS) == make[CARS["Mileage"].idxmax()]
    assert ask("哪些品牌有敞篷车（convertible）？", CARS) == sorted(make[CARS["convertible"] == 1].unique())
    body = pd.Series(_BODIES)
    assert ask("Which body style has the highest average mileage?", CARS) == \
        CARS["Mileage"].groupby(body).mean().idxmax()
    assert ask("How many Saabs are there?", CARS) == int(CARS["Saab"].sum())  # one of them named: its own column


def test_rows_with_a_flag_compared_with_those_without():
    gap = CARS.loc[CARS["Leather"] == 1, "Price"].mean() - CARS.loc[CARS["Leather"] == 0, "Price"].mean()
    assert ask("How much more do cars with leather seats cost on average than those without?", CARS) == gap
    assert ask("带真皮座椅（Leather）的车比不带的平均贵多少美元？保留两位小数", CARS) == round(gap, 2)
    assert ask("不带真皮座椅（Leather）的车比带的平均便宜多少美元？", CARS) == gap  # cheaper by: the gap, not below 0


COGNITION = pd.DataFrame({"Dx": RNG.choice(["Schizophrenia", "Schizoaffective", "Control"], 240, p=[.3, .2, .5]),
                          "Memory": RNG.integers(10, 70, 240), "SocialCog": RNG.integers(10, 70, 240),
                          "Age": RNG.integers(18, 66, 240), "Sex": RNG.choice(["Male", "Female"], 240)})
COGNITION.loc[COGNITION["Dx"] == "Schizoaffective", "SocialCog"] -= 8
COGNITION.loc[COGNITION["Dx"] == "Schizoaffective", "Age"] += 10


def test_dx_is_the_diagnosis():
    social = COGNITION.groupby("Dx")["SocialCog"].mean()
    assert ask("Which diagnostic group does worst on social cognition on average?", COGNITION) == social.idxmin()
    assert ask("年纪最大的那位受试者是哪个诊断组的？", COGNITION) == COGNITION.loc[COGNITION["Age"].idxmax(), "Dx"]


def test_a_value_left_out_in_a_bracket():
    men = COGNITION[(COGNITION["Sex"] == "Male") & (COGNITION["Dx"] != "Control")]
    assert ask("Among the male patients (either diagnosis, controls left out), what's the mean working memory "
               "score? 1 decimal", COGNITION) == round(men["Memory"].mean(), 1)


def test_of_two_bars_the_one_said_of_the_rows_counted_is_the_groups():
    young = COGNITION[COGNITION["Age"] < 30]["Dx"].value_counts()
    assert ask("Looking only at people younger than 30, which diagnostic groups have more than 10 of them?",
               COGNITION) == sorted(young[young > 10].index)


EYES = pd.DataFrame({"id": np.repeat(np.arange(1, 201), 2), "eye": ["left", "right"] * 200,
                     "trt": np.tile([0, 1], 200), "time": RNG.uniform(1, 80, 400).round(2),
                     "status": RNG.integers(0, 2, 400)})
EYES.loc[EYES["trt"] == 1, "time"] -= 6  # (shorter: no row of the treated answers it)


def test_two_sides_of_a_flag_compared_across_a_comma():
    treated, untreated = (EYES.loc[EYES["trt"] == t, "time"].mean() for t in (1, 0))
    assert ask("激光治疗过的眼睛，平均随访时间是否比没治疗的眼睛长？", EYES) == bool(treated > untreated)


SURVEY = pd.DataFrame({"woman": np.arange(1, 901), "district": RNG.integers(1, 62, 900),
                       "use": RNG.choice(["Y", "N"], 900), "urban": RNG.choice(["Y", "N"], 900)})


def test_the_most_women_counts_rows_per_numbered_group():
    assert ask("Which district had the most women interviewed? district number", SURVEY) == \
        SURVEY["district"].value_counts().idxmax()
    assert ask("这份调查一共覆盖了多少个地区？", SURVEY) == SURVEY["district"].nunique()


_M = 500
PANEL = pd.DataFrame({"smsa": RNG.choice(["yes", "no"], _M), "smsa80": RNG.choice(["yes", "no"], _M, p=[.7, .3]),
                      "iq": RNG.integers(70, 140, _M), "year": RNG.integers(66, 74, _M),
                      "school": RNG.integers(9, 17, _M), "tenure": RNG.integers(0, 12, _M),
                      "lw": RNG.normal(5.7, 0.4, _M).round(3)})
PANEL["school80"] = PANEL["school"] + RNG.integers(0, 4, _M)
PANEL["lw80"] = (PANEL["lw"] + 1.1 + 0.05 * (PANEL["school80"] - 12)).round(3)


def test_a_column_and_its_twin_of_a_later_year():
    assert ask("Mean 1980 log wage of the men with 16 or more years of schooling in 1980? 3 decimals", PANEL) == \
        round(PANEL.loc[PANEL["school80"] >= 16, "lw80"].mean(), 3)
    by_metro = PANEL.groupby("smsa80")["lw80"].mean()
    assert ask("Which earned more in 1980 on average (log wage), men in metropolitan areas or not? answer with the "
               "smsa80 value", PANEL) == by_metro.idxmax()
    assert ask("Mean log wage of the men with 16 or more years of schooling? 3 decimals", PANEL) == \
        round(PANEL.loc[PANEL["school"] >= 16, "lw"].mean(), 3)  # no year said: the first wave's


def test_a_bar_in_years_said_after_a_column_of_years_is_the_measures():
    assert ask("第一次调查时，有没有人的任职年限达到 10 年或以上？", PANEL) == bool((PANEL["tenure"] >= 10).any())
    assert ask("第一次调查时，有没有人的任职年限达到 15 年或以上？", PANEL) == bool((PANEL["tenure"] >= 15).any())


_FUEL_NAMES = [f"{a} {b}" for a in ("Rice", "Wheat", "Alder", "Pine", "Corn", "Olive", "Almond", "Cotton", "Oak",
                                     "Birch", "Maple", "Coconut", "Palm", "Sugarcane", "Peanut", "Walnut", "Barley",
                                     "Sorghum")
               for b in ("Straw", "Bark", "Husk", "Shell", "Stalk", "Sawdust", "Chips", "Residue", "Pits", "Leaves",
                         "Hull", "Cobs", "Pellets", "Fronds", "Fibre", "Roots", "Dust", "Branch", "Seeds", "Cake",
                         "Sludge", "Pulp")]
FUELS = pd.DataFrame({"sample": RNG.choice(_FUEL_NAMES, 390, replace=False),
                      "dataset": RNG.choice(["Training", "Testing"], 390, p=[.8, .2]),
                      "carbon": RNG.uniform(30, 70, 390).round(2),
                      "sulfur": np.where(RNG.random(390) < 0.2, 0.0, RNG.uniform(0.01, 1.5, 390).round(2)),
                      "HHV": RNG.uniform(12, 36, 390).round(3)})


def test_a_heating_value_is_the_hhv():
    assert ask("所有样本的平均高位热值是多少 MJ/kg？保留两位小数", FUELS) == round(FUELS["HHV"].mean(), 2)
    assert ask("How many fuels have a heating value above 25 MJ/kg?", FUELS) == int((FUELS["HHV"] > 25).sum())
    assert ask("热值最低的是哪种燃料？", FUELS) == FUELS.loc[FUELS["HHV"].idxmin(), "sample"]


def test_containing_none_of_an_amount_is_zero():
    assert ask("完全不含硫的样本有多少个？", FUELS) == int((FUELS["sulfur"] == 0).sum())
    assert ask("How many rows contain no sulfur?", FUELS) == int((FUELS["sulfur"] == 0).sum())


def test_a_value_ending_in_ing_said_by_its_stem():
    by_set = FUELS.groupby("dataset")["HHV"].mean()
    assert ask("Do the test samples burn hotter on average (higher HHV) than the training samples?", FUELS) == \
        bool(by_set["Testing"] > by_set["Training"])


_GIRLS = RNG.integers(100, 340, 900).astype(str)
EXERCISE = pd.DataFrame({"subject": _GIRLS, "age": RNG.choice([8.0, 10.0, 12.0, 14.0, 16.0], 900),
                         "exercise": RNG.uniform(0, 12, 900).round(2),
                         "group": np.where(pd.Series(_GIRLS).astype(int) % 3 == 0, "control", "patient")})


def test_girls_followed_over_several_records_are_counted_once_each():
    assert ask("How many different girls are in exercise_hist?", EXERCISE) == EXERCISE["subject"].nunique()
    assert ask("病人组一共有多少个女孩？", EXERCISE) == \
        EXERCISE.loc[EXERCISE["group"] == "patient", "subject"].nunique()
    counts = EXERCISE["group"].value_counts()
    assert ask("对照组和病人组分别有多少条记录？先对照组", EXERCISE) == [counts["control"], counts["patient"]]


SPELLS = pd.DataFrame({"duration": RNG.integers(1, 80, 450), "spell": RNG.integers(0, 2, 450),
                       "sex": RNG.choice(["male", "female"], 450), "reason": RNG.choice(["lose", "leave", "new"], 450)})


def test_a_bar_in_weeks_is_the_tables_duration():
    assert ask("失业超过 52 周的有多少人？", SPELLS) == int((SPELLS["duration"] > 52).sum())


def test_a_value_said_in_the_past_tense():
    assert ask("How many people were unemployed because they lost their job?", SPELLS) == \
        int((SPELLS["reason"] == "lose").sum())


_NUMBERS = RNG.permutation(np.arange(600, 2600))
PLACEMENT = pd.DataFrame({"Student": np.concatenate([_NUMBERS[:1190], _NUMBERS[:10]]),  # (a few students twice)
                          "PlcmtScore": RNG.integers(-10, 60, 1200).astype(float),
                          "Recommends": RNG.choice(["R0", "R1", "R2", "R3", "R4", "R6"], 1200,
                                                   p=[.25, .3, .2, .03, .19, .03]),
                          "Course": RNG.choice([109, 117, 120, 122], 1200)})


def test_a_column_of_student_numbers_is_no_measure():
    counts = PLACEMENT["Recommends"].value_counts()
    assert ask("Which recommendation levels were given to fewer than 50 students?", PLACEMENT) == \
        sorted(counts[counts < 50].index)


def test_the_lowest_and_highest_score_each_asked():
    r4 = PLACEMENT.loc[PLACEMENT["Recommends"] == "R4", "PlcmtScore"]
    assert ask("被推荐 R4 的学生，分班考试（PlcmtScore）的最低分和最高分各是多少？先说最低分", PLACEMENT) == [r4.min(), r4.max()]


VOLUNTEERS = pd.DataFrame({"neuroticism": RNG.integers(0, 25, 700), "sex": RNG.choice(["female", "male"], 700),
                           "volunteer": RNG.choice(["yes", "no"], 700, p=[.4, .6])})


def test_volunteering_said_in_chinese():
    yes = VOLUNTEERS[VOLUNTEERS["volunteer"] == "yes"]["sex"].value_counts()
    assert ask("志愿参加的人里，女性和男性各有多少？先女性", VOLUNTEERS) == [yes["female"], yes["male"]]


JOBS = pd.DataFrame({"treat": RNG.integers(0, 2, 800), "depress1": RNG.uniform(1, 3, 800).round(2),
                     "age": RNG.uniform(18, 60, 800).round(1)})
JOBS["depress2"] = (JOBS["depress1"] - RNG.uniform(-0.3, 0.8, 800)).clip(1, 3).round(2)


def test_follow_up_is_the_last_of_a_measures_numbered_columns():
    assert ask("What is the median depression score at follow-up? 2 decimals", JOBS) == \
        round(JOBS["depress2"].median(), 2)
    assert ask("随访时抑郁得分（depress）的平均值是多少？保留两位小数", JOBS) == round(JOBS["depress2"].mean(), 2)
