"""Readings of the thirty-first round: one figure as a multiple of another ('是 1925 年的多少倍'), two measures of one year said together ('1980 年男性和女性在押人数分别是多少'), … Expected values
come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from harness.reading import answered, embedded
from nbcopilot.analysis.question import Table, choose_table
from nbcopilot.analysis import quantities


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(31)
INMATES = pd.DataFrame({"year": range(1925, 2020), "totalPrisoners": RNG.integers(90_000, 1_500_000, 95),
                        "femalePrisoners": RNG.integers(3_000, 110_000, 95)})
HELD = pd.DataFrame({"year": range(1925, 2020), "stateFedIncarcerees": RNG.integers(90_000, 1_500_000, 95),
                     "stateFedMales": RNG.integers(80_000, 1_400_000, 95),
                     "stateFedFemales": RNG.integers(3_000, 110_000, 95)})


def _at(year: int, column: str) -> float:
    return INMATES.loc[INMATES["year"] == year, column].iloc[0]


def test_one_figure_as_a_multiple_of_another():
    assert ask("2019 年的在押总人数是 1925 年的多少倍？保留两位小数", INMATES) == pytest.approx(
        round(_at(2019, "totalPrisoners") / _at(1925, "totalPrisoners"), 2))
    assert ask("How many times larger was the total number of prisoners in 2010 than in 1950? Two decimals.",
               INMATES) == pytest.approx(round(_at(2010, "totalPrisoners") / _at(1950, "totalPrisoners"), 2))
    assert ask("What is the ratio of female prisoners in 2000 to female prisoners in 1980?", INMATES) == pytest.approx(
        _at(2000, "femalePrisoners") / _at(1980, "femalePrisoners"))


def test_how_many_times_something_happened_is_still_a_count():
    assert ask("How many times did the number of female prisoners exceed 100000?", INMATES) == int(
        (INMATES["femalePrisoners"] > 100_000).sum())


def test_two_measures_of_one_year_asked_each_are_that_years_two_figures():
    row = HELD.set_index("year").loc[1980]
    both = [row["stateFedMales"], row["stateFedFemales"]]
    assert ask("1980 年男性和女性在押人数分别是多少？", HELD) == both
    assert ask("1980 年男性和女性在押人数各是多少？", HELD) == both
    assert ask("How many male and female prisoners were there in 1980? Men first.", HELD) == both
    assert ask("How many female prisoners were there in 1980?", HELD) == row["stateFedFemales"]


_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_DATES = pd.date_range("1900-01-01", "1919-12-01", freq="MS")
REGISTER = pd.DataFrame({"Year": _DATES.year, "month": [_MONTHS[m - 1] for m in _DATES.month],
                         "count": RNG.permutation(np.arange(1000, 1000 + 37 * len(_DATES), 37)), "mon": _DATES.month,
                         "date": _DATES})
"""A monthly count kept as R keeps it: the year, the month's name and number, the count, the first day."""


def test_a_column_called_count_said_as_a_noun_is_the_measure():
    assert ask("What's the highest monthly count in the whole register?", REGISTER) == REGISTER["count"].max()
    assert ask("Average monthly count in 1905? one decimal", REGISTER) == pytest.approx(
        round(REGISTER.loc[REGISTER["Year"] == 1905, "count"].mean(), 1))


def test_months_of_a_row_per_month_are_its_rows():
    assert ask("In how many months was the count above 4,000?", REGISTER) == int((REGISTER["count"] > 4000).sum())


def test_a_month_number_is_no_amount_and_takes_no_bar():
    yearly = REGISTER.groupby("Year")["count"].mean()
    assert ask("Which years had a monthly average above 5,000?", REGISTER) == sorted(yearly[yearly > 5000].index)
    by_month = REGISTER.groupby("month")["count"].mean()
    assert ask("把所有年份平均起来，哪几个月份的平均数量超过 5,000？用月份英文缩写回答", REGISTER) == sorted(
        by_month[by_month > 5000].index)


def test_an_example_of_the_answer_in_brackets_keeps_no_rows():
    year = REGISTER[REGISTER["Year"] == 1915]
    assert ask("Which month of 1915 had the lowest count? month name as in the data (e.g. Mar)", REGISTER) == \
        year.loc[year["count"].idxmin(), "month"]
    assert ask("Averaged over all the years, which calendar month has the highest count? (Jan, Feb, ...)",
               REGISTER) == REGISTER.groupby("month")["count"].mean().idxmax()


def test_a_month_of_one_year_is_answered_as_asked():
    peak = REGISTER.loc[REGISTER["count"].idxmax(), "date"]
    assert ask("整个序列里数量最高的是哪一年哪个月？按 YYYY-MM 格式回答", REGISTER) == peak.strftime("%Y-%m")


_STATES = ["AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS"]
SCHOOLS = pd.DataFrame({"state": _STATES, "pop": RNG.integers(400, 30_000, len(_STATES)),
                        "SATV": RNG.integers(400, 520, len(_STATES)), "SATM": RNG.integers(440, 580, len(_STATES)),
                        "percent": RNG.integers(4, 75, len(_STATES)), "pay": RNG.integers(22, 45, len(_STATES))})
"""R's States: SAT verbal and math averages per state, and the percent of graduates who sat it."""


def test_a_capitals_name_is_a_word_then_the_letter_of_the_next():
    assert ask("What's the average SAT math score across the states? 2 decimals", SCHOOLS) == pytest.approx(
        round(SCHOOLS["SATM"].mean(), 2))
    assert ask("SAT 数学平均分最高的三个州，分数各是多少？从高到低", SCHOOLS) == sorted(SCHOOLS["SATM"], reverse=True)[:3]


def test_any_row_said_with_its_own_average_is_one_row():
    bar = int(SCHOOLS["SATV"].quantile(0.9))
    assert ask(f"Does any state have an average SAT verbal score above {bar}?", SCHOOLS) == bool(
        (SCHOOLS["SATV"] > bar).any())


def test_a_bar_in_percent_is_the_column_called_percent():
    assert ask("参加 SAT 的高中毕业生比例超过 50% 的州有几个？", SCHOOLS) == int((SCHOOLS["percent"] > 50).sum())


def test_two_columns_said_together_and_added_up():
    total = SCHOOLS["SATV"] + SCHOOLS["SATM"]
    assert ask("SAT 语文和数学平均分加起来最高的那个州，总分是多少？", SCHOOLS) == total.max()
    assert ask("Which state has the highest SAT verbal and math scores combined?", SCHOOLS) == \
        SCHOOLS.loc[total.idxmax(), "state"]


def test_the_figure_asked_after_the_row_is_said():
    assert ask("SAT 数学最高的那个州，数学分数是多少？", SCHOOLS) == SCHOOLS["SATM"].max()
    assert ask("SAT 数学最高的那个州，教师工资是多少？", SCHOOLS) == SCHOOLS.loc[SCHOOLS["SATM"].idxmax(), "pay"]


CENSUS = pd.DataFrame({"age": RNG.integers(18, 90, 300), "sex": RNG.choice(["Male", "Female"], 300),
                       "marital_status": RNG.choice(["Married", "Never married", "Divorced", "Widowed", "Separated"],
                                                    300, p=[0.45, 0.33, 0.12, 0.06, 0.04]),
                       "personal_income": np.where(RNG.random(300) < 0.2, np.nan, RNG.integers(0, 90_000, 300))})
"""openintro's cle_sac: people of two cities, their marital status and personal income (some not given)."""

_N = 240
MICE = pd.DataFrame({"body_weight": RNG.normal(35, 6, _N).round(2), "bone_density": RNG.normal(0.7, 0.1, _N),
                     "percent_fat": RNG.normal(12, 4, _N), "sex": RNG.choice(["F", "M"], _N),
                     "diet": RNG.choice(["chow", "hf"], _N), "gen": RNG.choice([4, 7, 8, 9, 11], _N)})
MICE.loc[[3, 50, 77], "percent_fat"] = np.nan
MICE.loc[[9, 120], "bone_density"] = np.nan
"""dslabs' mice_weights: a diet written 'hf' (high fat), sexes 'F' and 'M', generations numbered."""


def test_a_code_of_small_letters_is_the_initials_of_the_words_said():
    high_fat = MICE[MICE["diet"] == "hf"]
    assert ask("How many mice were on the high-fat diet?", MICE) == len(high_fat)
    assert ask("高脂饮食组的雄鼠，体重中位数是多少克？", MICE) == pytest.approx(
        high_fat.loc[high_fat["sex"] == "M", "body_weight"].median())


def test_a_column_named_a_percent_is_no_share_asked():
    assert ask("How many mice have no body-fat percentage recorded?", MICE) == 3


def test_which_of_the_columns_listed_have_gaps():
    assert ask("体重、骨密度、体脂率这三项测量里，哪几项有缺失值？回答列名", MICE) == ["bone_density", "percent_fat"]
    assert ask("Which of body_weight, bone_density and percent_fat have missing values?", MICE) == \
        ["bone_density", "percent_fat"]


def test_a_numbered_generation_keeps_rows_and_the_sides_said_are_compared():
    counts = MICE[MICE["gen"] == 4]["sex"].value_counts()
    assert ask("第 4 代里雌鼠多还是雄鼠多？回答 F 或 M", MICE) == counts.idxmax()
    assert ask("In generation 4, are there more female or male mice? Answer F or M", MICE) == counts.idxmax()
    assert ask("第 4 代小鼠的平均体重是多少？", MICE) == pytest.approx(MICE.loc[MICE["gen"] == 4, "body_weight"].mean())


PEAKS = pd.DataFrame({"Peak": ["Mt. Marcy  ", "Algonquin Peak  ", "Mt. Haystack  ", "Mt. Skylight  ", "Whiteface Mtn.  ",
                               "Dix Mtn.  ", "Gray Peak  ", "Iroquois Peak  ", "Couchsachraga Peak  "],
                      "Elevation": [5344, 5114, 4960, 4926, 4867, 4857, 4840, 4840, 3820],
                      "Ascent": [3166, 2936, 3570, 4265, 3216, 2733, 4178, 2800, 2750],
                      "Length": [14.8, 9.6, 17.8, 17.9, 10.4, 13.2, 16.0, 11.8, 16.4],
                      "Time": [10.0, 9.0, 12.0, 15.0, 8.5, 10.0, 14.0, 10.5, 13.0]})
"""Stat2Data's HighPeaks: elevation, ascent and trail length in feet and miles, hours for the round trip."""


def test_a_height_in_feet_is_the_elevation_not_the_trail():
    assert ask("How many of the peaks are higher than 4,900 feet?", PEAKS, "high_peaks") == int((PEAKS["Elevation"] > 4900).sum())
    assert ask("Is every peak at least 3,800 feet high?", PEAKS, "high_peaks") is True


def test_the_lowest_of_the_rows_is_their_height():
    assert ask("high_peaks: which is the lowest of the peaks?", PEAKS, "high_peaks").strip() == "Couchsachraga Peak"


def test_one_mountain_said_in_chinese_is_no_number():
    assert quantities.numbers("爬一座山往返平均要花多少小时？") == []
    assert [n.value for n in quantities.numbers("四座车有几辆？")] == [4.0]
    assert ask("爬一座山往返平均要花多少小时？保留两位小数", PEAKS, "high_peaks") == pytest.approx(round(PEAKS["Time"].mean(), 2))
    assert ask("爬升高度最大的那座山，往返要几个小时？", PEAKS, "high_peaks") == PEAKS.loc[PEAKS["Ascent"].idxmax(), "Time"]


DRIVES = pd.DataFrame({"brand": ["Samsung", "Samsung", "Crucial", "Intel", "WD", "Samsung", "Kingston", "Intel"],
                       "model": ["970 Pro", "860 Evo", "MX500", "660p", "SN750", "850 Pro", "A400", "545s"],
                       "nvme": [1, 0, 0, 1, 1, 0, 0, 0], "read": [3500, 550, 560, 1800, 3400, 540, 500, 550],
                       "write": [2700, 520, 510, 1800, 2900, 560, 450, 500]})


def test_a_drive_is_no_brand_and_two_speeds_are_compared_in_chinese():
    assert ask("写入速度比读取速度还快的硬盘有几款？", DRIVES) == int((DRIVES["write"] > DRIVES["read"]).sum())
    assert ask("读取速度最快的那款硬盘是哪个品牌的？", DRIVES) == DRIVES.loc[DRIVES["read"].idxmax(), "brand"]


def test_a_flag_said_by_its_name_and_negated_in_chinese():
    plain = DRIVES[DRIVES["nvme"] == 0]
    assert ask("不是 NVMe 的硬盘里，写入速度最快的是哪个型号？", DRIVES) == plain.loc[plain["write"].idxmax(), "model"]
    means = DRIVES.groupby("nvme")["write"].mean().round(2)
    assert ask("NVMe 和非 NVMe 硬盘的平均写入速度分别是多少？保留两位小数，先说 NVMe", DRIVES) == [means[1], means[0]]


_NAMES = ["Alabama ", "Alaska ", "Arizona ", "California ", "Colorado ", "Maryland ", "Nevada ", "Ohio ", "Texas ",
          "Utah ", "Vermont ", "Wyoming "]
VOTES = pd.DataFrame({"State": _NAMES, "Income": RNG.integers(40_000, 76_000, len(_NAMES)),
                      "HS": RNG.uniform(81, 93, len(_NAMES)).round(1), "BA": RNG.uniform(19, 40, len(_NAMES)).round(1),
                      "Adv": RNG.uniform(7, 17, len(_NAMES)).round(1), "Dem.Rep": [-17, -17, -1, 15, 0, 20, 0, 2, -6, -27, 9, -32],
                      "TrumpWin": [1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 0, 1]})
"""Stat2Data's Election16: each state's median household income, % with a high-school diploma, a bachelor's or an
advanced degree, the Democrat-minus-Republican lean, and whether Trump won it."""


def test_median_income_named_and_the_mean_of_medians():
    assert ask("各州家庭收入中位数的平均值是多少美元？保留两位小数", VOTES) == pytest.approx(round(VOTES["Income"].mean(), 2))
    assert ask("Median household income of the three richest states, highest first", VOTES) == sorted(
        VOTES["Income"], reverse=True)[:3]


def test_degrees_said_in_chinese_and_a_count_of_states_past_a_share():
    assert ask("拥有学士学位的成年人比例超过 35% 的州有几个？", VOTES) == int((VOTES["BA"] > 35).sum())
    assert ask("高中毕业率最低的是哪个州？", VOTES) == VOTES.loc[VOTES["HS"].idxmin(), "State"]
    assert ask("民主党和共和党认同比例正好持平（差值为 0）的州有几个？", VOTES) == int((VOTES["Dem.Rep"] == 0).sum())


def test_the_highest_share_of_people_with_a_degree_is_that_column():
    won = VOTES[VOTES["TrumpWin"] == 1]
    assert ask("Among the states Trump won, which has the highest share of people with an advanced degree?", VOTES) == \
        won.loc[won["Adv"].idxmax(), "State"]


_DAYS = pd.date_range("1998-01-01", "1999-12-31", freq="D")
BIRTHS = pd.DataFrame({"date": _DAYS, "births": RNG.integers(7000, 14000, len(_DAYS)), "wday": _DAYS.strftime("%a"),
                       "year": _DAYS.year, "month": _DAYS.month, "day_of_month": _DAYS.day})
BIRTHS.loc[BIRTHS["wday"].isin(["Sat", "Sun"]), "births"] -= 3000
"""mosaicData's BirthsCDC: a row a day, its births, weekday, year, month and day."""


def test_a_holiday_of_a_year_is_its_date():
    christmas = BIRTHS.loc[BIRTHS["date"] == "1999-12-25", "births"].iloc[0]
    assert ask("How many births were recorded on Christmas Day 1999?", BIRTHS) == christmas
    assert ask("1999 年圣诞节出生了多少婴儿？", BIRTHS) == christmas


def test_one_weekday_against_a_percent_of_another():
    means = BIRTHS.groupby("wday")["births"].mean()
    assert ask("周六的日均出生人数是否不到周二的 80%？", BIRTHS) == bool(means["Sat"] < 0.8 * means["Tue"])
    assert ask("Were average daily births on Saturdays under 80% of Tuesday's?", BIRTHS) == bool(
        means["Sat"] < 0.8 * means["Tue"])


def test_days_of_the_week_and_the_top_days():
    means = BIRTHS.groupby("wday")["births"].mean()
    assert ask("一周里哪几天的日均出生人数超过 10000？回答星期的英文缩写", BIRTHS) == sorted(means[means > 10000].index)
    assert ask("出生人数最多的三天，各有多少婴儿出生？从多到少", BIRTHS) == sorted(BIRTHS["births"], reverse=True)[:3]


STUDENTS = pd.DataFrame({"art": RNG.integers(0, 8, 40), "fem": RNG.choice(["Men", "Women"], 40),
                         "ment": RNG.permutation(np.arange(40))})


def test_options_offered_after_the_sides_said_are_only_their_form():
    top = STUDENTS.loc[STUDENTS["ment"].idxmax(), "fem"]
    assert ask("导师发文最多的那位学生是男生还是女生？回答 Men 或 Women", STUDENTS) == top


SLEEP = pd.DataFrame({"species": ["Africanelephant", "Asianelephant", "Cat", "Cow", "Donkey", "Goat", "Human",
                                  "Horse", "Littlebrownbat", "Pig", "Rabbit", "Sheep"],
                      "total_sleep": [3.3, 3.9, 12.5, 3.9, 3.1, 3.8, 8.0, 2.9, 19.9, 8.4, 8.4, 3.8],
                      "life_span": [38.6, 69.0, 28.0, 30.0, 40.0, 20.0, 100.0, 46.0, 24.0, 27.0, 18.0, 20.0],
                      "danger": [3, 4, 1, 5, 5, 5, 2, 5, 1, 4, 5, 5]})
"""openintro's mammals: hours of sleep a day, the longest life, a danger index from 1 to 5."""


def test_a_columns_own_total_asks_no_sum():
    assert ask("mammal_sleep: how many hours a day does the longest-lived species sleep in total?", SLEEP,
               "mammal_sleep") == SLEEP.loc[SLEEP["life_span"].idxmax(), "total_sleep"]
    assert ask("有没有哪种动物每天总睡眠不到 3 小时？", SLEEP) == bool((SLEEP["total_sleep"] < 3).any())
    assert ask("What is the total of total_sleep across all species?", SLEEP) == pytest.approx(SLEEP["total_sleep"].sum())


def test_what_a_number_means_in_brackets_asks_no_superlative():
    assert ask("危险指数为 5（最危险）的物种有几个？", SLEEP) == int((SLEEP["danger"] == 5).sum())
    assert ask("How many species have a danger index of 5 (the most dangerous)?", SLEEP) == int((SLEEP["danger"] == 5).sum())


WATER = pd.DataFrame({"location": ["South", "North", "South", "North", "North", "South", "North", "South"],
                      "town": ["Bath", "Birkenhead", "Birmingham", "Blackburn", "Grimsby", "Bristol", "Leeds", "Ipswich"],
                      "mortality": [1247, 1668, 1466, 1800, 1702, 1309, 1591, 1096],
                      "hardness": [105, 17, 5, 14, 94, 78, 9, 138]})
"""HSAUR's water: towns of England and Wales, their death rate and the hardness of their water."""


def test_a_superlative_made_of_a_columns_word():
    north = WATER[WATER["location"] == "North"]
    assert ask("Which northern town has the hardest water?", WATER) == north.loc[north["hardness"].idxmax(), "town"]


def test_which_side_is_more_something_in_chinese():
    assert ask("平均来看，北部和南部哪边的水更硬？回答 North 或 South", WATER) == \
        WATER.groupby("location")["hardness"].mean().idxmax()


TERROR = pd.DataFrame({"year": range(2000, 2012), "methodology": ["PGIS"] * 4 + ["START"] * 4 + ["ISVG"] * 4,
                       "incidents": RNG.integers(1000, 9000, 12), "incidents.us": RNG.integers(5, 60, 12),
                       "worldPopulation": RNG.integers(6_000_000, 7_000_000, 12)})


def test_a_count_said_after_the_bar_is_that_column():
    means = TERROR.groupby("methodology")["incidents"].mean()
    assert ask("Which methodologies averaged more than 4,000 incidents worldwide a year?", TERROR) == sorted(
        means[means > 4000].index)
    assert ask("2011 年全球的事件数，是否不到 2001 年的一半？", TERROR) == bool(
        TERROR["incidents"].iloc[11] < 0.5 * TERROR["incidents"].iloc[1])


def test_after_one_value_the_next_one_is_asked():
    counts = DRIVES["brand"].value_counts()
    assert ask("After Samsung, which brand has the most drives in the table?", DRIVES) == counts.drop("Samsung").idxmax()


def test_a_value_holding_plus_adds_nothing_up():
    row = DRIVES[DRIVES["model"] == "970 Pro"].iloc[0]
    assert ask("Read and write speeds of the Samsung 970 Pro Plus? read first",
               DRIVES.assign(model=DRIVES["model"].replace("970 Pro", "970 Pro Plus"))) == [row["read"], row["write"]]


def test_groups_past_a_count_are_listed_when_asked_which():
    counts = CENSUS["marital_status"].value_counts()
    assert ask("人数不到 30 人的婚姻状况有哪些？", CENSUS) == sorted(counts[counts < 30].index)
    assert ask("How many marital statuses have fewer than 30 people?", CENSUS) == int((counts < 30).sum())


def test_weekday_names_over_their_numbers():
    means = BIRTHS.assign(day_of_week=BIRTHS["date"].dt.dayofweek + 1).groupby("wday")["births"].mean()
    assert ask("Which day of the week has the most births on average? (Mon, Tue, ...)",
               BIRTHS.assign(day_of_week=BIRTHS["date"].dt.dayofweek + 1)) == means.idxmax()


def _chosen(question: str, frames: dict[str, pd.DataFrame]) -> str:
    return choose_table(question, [Table(name, frame) for name, frame in frames.items()], embedded).name


def test_a_column_said_whole_outweighs_halves_of_others_and_a_short_name_inside_a_value():
    frames = {"census.csv": CENSUS, "fire": pd.DataFrame({"age": ["29-33", "34-38"], "credit_personal_loan": [0, 1],
                                                          "num_incomes": [1, 2], "gross_inc": [70_000, None]}),
              "high_peaks": PEAKS, "mt": pd.DataFrame({"mpg": [21.0, 22.8], "cyl": [6, 4]})}
    assert _chosen("个人收入这一项缺失的有多少人？", frames) == "census.csv"
    assert _chosen("How long is the hike up Mt. Marcy, in miles?", frames) == "high_peaks"
