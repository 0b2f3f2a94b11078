"""Readings of the thirty-eighth round: a difference of two columns said between its sides, in Chinese and English
('最高价和最低价相差最大', '丈夫年龄减去妻子年龄', 'age gap, husband minus wife') … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(38)
_MONTHS = pd.date_range("2010-01-01", periods=36, freq="MS")
_CLOSE = 60 + RNG.normal(0, 3, 36).cumsum()
STOCK = pd.DataFrame({"date": _MONTHS, "open": (_CLOSE + RNG.normal(0, 1.5, 36)).round(2),
                      "high": (_CLOSE + RNG.uniform(2, 9, 36)).round(2),
                      "low": (_CLOSE - RNG.uniform(2, 9, 36)).round(2),
                      "close": _CLOSE.round(2), "volume": RNG.integers(10_000, 90_000, 36)})
COUPLES = pd.DataFrame({"age_husband": [49, 25, 40, 52, 58, 32, 43, 47, 31, 26, 40, 35],
                        "age_wife": [43, 28, 30, 57, 52, 27, 52, 43, 23, 25, 39, 32],
                        "ht_husband": [1809, 1841, 1659, 1779, 1616, 1695, 1730, 1740, 1685, 1735, 1713, 1736],
                        "ht_wife": [1590, 1560, 1620, 1540, 1420, 1660, 1610, 1580, 1610, 1590, 1610, 1700]})


def test_a_difference_said_between_two_columns_in_chinese():
    widest = STOCK["high"] - STOCK["low"]
    for asked in ("哪个月的最高价和最低价相差最大？按 YYYY-MM 格式回答", "最高价和最低价相差最大的是哪个月？"):
        assert str(ask(asked, STOCK)).startswith(STOCK.loc[widest.idxmax(), "date"].strftime("%Y-%m"))  # (no two ends)
    assert np.isclose(ask("最高价减去最低价的平均值是多少？", STOCK), widest.mean())
    spread = STOCK["close"] - STOCK["open"]
    assert str(ask("收盘价与开盘价之差最大的是哪个月？", STOCK)).startswith(
        STOCK.loc[spread.idxmax(), "date"].strftime("%Y-%m"))
    assert np.isclose(ask("收盘价的最高值和最低值相差多少？", STOCK), STOCK["close"].max() - STOCK["close"].min())


def test_a_difference_said_by_the_words_that_tell_two_columns_apart():
    gap = COUPLES["age_husband"] - COUPLES["age_wife"]
    assert ask("What's the average age gap, husband minus wife, in years? 2 decimals", COUPLES) == round(gap.mean(), 2)
    assert np.isclose(ask("丈夫年龄减去妻子年龄的平均值是多少", COUPLES), gap.mean())


def test_a_comparative_between_two_columns_is_their_difference():
    widest = STOCK["high"] - STOCK["low"]
    assert np.isclose(ask("On average, how much higher is the high than the low?", STOCK), widest.mean())
    assert np.isclose(ask("平均来说，最高价比最低价高多少？", STOCK), widest.mean())
    assert np.isclose(ask("平均而言，最低价比最高价低多少？", STOCK), widest.mean())


WORK = pd.DataFrame({"partic": ["not.work", "fulltime", "parttime", "fulltime", "not.work", "parttime", "fulltime",
                                "not.work", "fulltime", "not.work", "parttime", "fulltime"],
                     "hincome": [15, 13, 45, 23, 19, 7, 15, 7, 15, 23, 30, 9],
                     "region": ["Ontario", "Ontario", "BC", "Quebec", "Ontario", "BC", "Quebec", "Quebec", "Ontario",
                                "BC", "Ontario", "Quebec"]})


def test_a_value_of_joined_words_is_met_by_its_words_said_apart():
    assert ask("How many women work full-time?", WORK) == int((WORK["partic"] == "fulltime").sum())
    assert ask("How many women work part time in BC?", WORK) == \
        int(((WORK["partic"] == "parttime") & (WORK["region"] == "BC")).sum())
    assert ask("How many women are not working?", WORK) == int((WORK["partic"] == "not.work").sum())
    assert ask("全职工作的女性有多少人？", WORK) == int((WORK["partic"] == "fulltime").sum())


FEET = pd.DataFrame({"name": list("ABCDEFGHIJKL"), "birthmonth": [5, 10, 12, 3, 3, 8, 3, 1, 7, 9, 3, 6],
                     "length": [24.4, 25.4, 24.5, 25.2, 25.1, 25.7, 26.1, 23.0, 23.6, 22.9, 24.0, 24.8],
                     "sex": ["B", "B", "B", "B", "G", "G", "B", "G", "G", "G", "B", "G"]})
HORSES = pd.DataFrame({"Price": [38000, 40000, 10000, 12000, 25000, 35000, 5000, 45000, 8000, 30000],
                       "Age": [3, 5, 1, 8, 7, 4, 10, 6, 12, 2], "Sex": list("mmmffmmfmf")})


def test_one_letter_codes_of_sex_are_met_by_the_words_for_them():
    boys, girls = FEET["sex"] == "B", FEET["sex"] == "G"
    assert ask("What is the median foot length of the boys?", FEET) == FEET.loc[boys, "length"].median()
    assert np.isclose(ask("女生的脚平均有多长？", FEET), FEET.loc[girls, "length"].mean())
    assert ask("公马的价格中位数是多少美元？", HORSES) == HORSES.loc[HORSES["Sex"] == "m", "Price"].median()
    assert np.ravel(ask("母马和公马各有几匹？先说母马", HORSES)).tolist() == [4, 6]
    swims = pd.DataFrame({"year": [1905, 1912, 1922, 1934, 1956, 1961, 1972, 1976],
                          "time": [65.8, 72.2, 61.4, 69.4, 55.4, 59.5, 51.2, 55.7], "sex": list("MFMFMFMF")})
    assert ask("女子纪录最快是多少秒？", swims) == swims.loc[swims["sex"] == "F", "time"].min()


def test_a_column_of_birth_months_holds_the_month_named():
    assert ask("How many kids were born in March?", FEET) == int((FEET["birthmonth"] == 3).sum())
    assert ask("三月出生的孩子有几个？", FEET) == int((FEET["birthmonth"] == 3).sum())


CARDS = pd.DataFrame({"default": ["No", "No", "Yes", "No", "Yes", "No", "No", "Yes", "No", "No"],
                      "student": ["No", "Yes", "No", "No", "Yes", "Yes", "No", "No", "No", "Yes"],
                      "balance": [729.5, 0.0, 1073.5, 529.2, 1785.0, 0.0, 825.5, 1161.1, 0.0, 1220.6],
                      "income": [44361.6, 12106.1, 31767.1, 35704.5, 38463.5, 7491.5, 46764.6, 7265.3, 37193.4,
                                 16003.1]})


def test_a_yes_no_column_said_in_chinese_and_a_bar_of_zero_in_words():
    assert np.isclose(ask("没有违约的客户，平均余额是多少？", CARDS), CARDS.loc[CARDS["default"] == "No", "balance"].mean())
    assert ask("违约的客户有多少个？", CARDS) == int((CARDS["default"] == "Yes").sum())
    assert ask("不是学生的客户有多少个？", CARDS) == int((CARDS["student"] == "No").sum())
    assert ask("How many customers have a balance of exactly zero?", CARDS) == int((CARDS["balance"] == 0).sum())
    assert ask("余额为零的客户有多少个？", CARDS) == int((CARDS["balance"] == 0).sum())


ELECTION = pd.DataFrame({"State": ["Alabama ", "Alaska ", "California ", "Connecticut ", "District of Columbia",
                                   "Mississippi ", "New York ", "Texas ", "Washington ", "Wyoming "],
                         "Abr": ["AL", "AK", "CA", "CT", "DC", "MS", "NY", "TX", "WA", "WY"],
                         "Income": [32404, 40352, 41571, 54117, 61092, 28845, 46364, 36484, 40414, 46202],
                         "BA": [21.4, 26.0, 29.6, 35.6, 47.5, 18.9, 31.7, 25.2, 30.3, 22.1],
                         "ObamaWin": [0, 0, 1, 1, 1, 0, 1, 0, 1, 0]})


def test_dc_counted_as_one_more_state_keeps_every_row():
    assert ask("In how many states did Obama win? Count DC as a state.", ELECTION) == int(ELECTION["ObamaWin"].sum())
    assert ask("拥有大学学历的成年人比例超过 30% 的州有几个？华盛顿特区也算一个", ELECTION) == int((ELECTION["BA"] > 30).sum())
    assert np.isclose(ask("各州（含华盛顿特区）人均收入的平均值是多少美元？", ELECTION), ELECTION["Income"].mean())
    rich = ELECTION.loc[ELECTION["Income"] > 45000, "State"].str.strip()
    asked = ask("Which states had per capita income above $45,000? (DC counts as one)", ELECTION)
    assert sorted(s.strip() for s in np.ravel(asked).tolist()) == sorted(rich)
    assert ask("华盛顿特区的人均收入是多少？", ELECTION) == 61092


def test_a_code_column_beside_the_names_answers_when_the_code_is_asked():
    assert ask("大学学历比例最高的是哪个州？回答州的两字母缩写", ELECTION) == "DC"
    assert sorted(np.ravel(ask("人均收入低于 40,000 美元的州有哪些？给出州缩写", ELECTION)).tolist()) == \
        sorted(ELECTION.loc[ELECTION["Income"] < 40000, "Abr"])


SOLAR = pd.DataFrame({"location": ["Inner_Sunset"] * 6 + ["Haight_Ashbury"] * 6,
                      "date": list(pd.date_range("2016-01-01", periods=6)) * 2,
                      "kwh": [2.4, 11.7, 6.0, 9.5, 12.8, 3.1, 20.2, 25.5, 18.4, 30.1, 7.7, 26.0]})


def test_a_figure_asked_of_a_table_with_one_measure_takes_that_measure():
    haight = SOLAR[SOLAR["location"] == "Haight_Ashbury"]
    sunset = SOLAR[SOLAR["location"] == "Inner_Sunset"]
    assert str(ask("On which date did the Haight_Ashbury array have its best day?", SOLAR)).startswith(
        haight.loc[haight["kwh"].idxmax(), "date"].strftime("%Y-%m-%d"))
    assert np.isclose(ask("两个地点的光伏板加起来，总共发电多少千瓦时？", SOLAR), SOLAR["kwh"].sum())
    assert ask("日落区（Inner_Sunset）那套每天发电量的中位数是多少千瓦时？", SOLAR) == sunset["kwh"].median()
    assert str(ask("Inner_Sunset 发电量最低的是哪一天？", SOLAR)).startswith(
        sunset.loc[sunset["kwh"].idxmin(), "date"].strftime("%Y-%m-%d"))


CITIES = pd.DataFrame({"CITY": ["Toronto", "Montreal", "Vancouver", "Calgary", "Edmonton", "Winnipeg", "Victoria"],
                       "REGION": ["ON", "QC", "WEST", "WEST", "WEST", "WEST", "WEST"],
                       "POP1992": [4116.9, 3251.1, 1690.8, 785.4, 857.0, 674.9, 299.8],
                       "POP1994": [4256.0, 3308.4, 1779.8, 806.4, 867.7, 676.4, 305.5],
                       "POP1996": [4444.7, 3359.0, 1891.4, 851.6, 891.5, 672.3, 301.9]})


def test_a_year_said_of_a_table_with_a_column_per_year_picks_the_column():
    assert np.ravel(ask("Winnipeg's population in 1994 (thousands)?", CITIES)).tolist() == [676.4]
    assert np.isclose(ask("What was the total population of all cities in 1994?", CITIES), CITIES["POP1994"].sum())
    assert sorted(np.ravel(ask("list the WEST cities with a population over 800 in 1996", CITIES)).tolist()) == \
        ["Calgary", "Edmonton", "Vancouver"]


CLOTHES = pd.DataFrame({"type": ["dress shirt", "polo", "pants", "polo", "dress shirt", "pants", "polo", "polo"],
                        "brand": ["Saddlebred", "Saddlebred", "Nike", "Saddlebred", "Arrow", "Saddlebred", "Nike",
                                  "Saddlebred"],
                        "origin": ["Vietnam", "Nicaragua", "China", "Nicaragua", "Indonesia", "Nicaragua", "China",
                                   "Indonesia"]})


def test_where_most_of_the_rows_are_is_the_most_common_value():
    assert ask("Saddlebred 的产品大多是在哪个国家生产的？", CLOTHES) == "Nicaragua"
    assert ask("Where are most Saddlebred items made?", CLOTHES) == "Nicaragua"


_TRADING = pd.bdate_range("1994-01-03", periods=60)
DAILY = pd.DataFrame({"date": _TRADING, "ge": RNG.normal(0, 0.015, 60).round(5),
                      "ibm": RNG.normal(0, 0.02, 60).round(5),
                      "mobil": RNG.normal(0, 0.012, 60).round(5)})


def test_figures_of_changes_named_together_before_one_move_each_move():
    ge, ibm, mobil = DAILY["ge"], DAILY["ibm"], DAILY["mobil"]
    assert ask("On how many days did GE, IBM and Mobil all fall?", DAILY) == \
        int(((ge < 0) & (ibm < 0) & (mobil < 0)).sum())
    assert ask("GE 和 IBM 同时上涨的交易日有多少天？", DAILY) == int(((ge > 0) & (ibm > 0)).sum())
    assert ask("On how many days did IBM fall?", DAILY) == int((ibm < 0).sum())
    assert ask("How many days did GE rise more than IBM?", DAILY) == int((ge > ibm).sum())


def test_two_columns_figures_compared_in_a_year_and_an_extreme_asked_in_percent():
    year = DAILY[DAILY["date"].dt.year == 1994]
    assert ask("In 1994, was IBM's average daily return higher than GE's?", DAILY) == \
        bool(year["ibm"].mean() > year["ge"].mean())
    assert ask("1994 年 IBM 的平均日收益率是否高于通用电气？", DAILY) == bool(year["ibm"].mean() > year["ge"].mean())
    assert ask("通用电气单日收益率最低是多少？换算成百分比，保留两位小数", DAILY) == round(DAILY["ge"].min() * 100, 2)


def test_a_row_read_by_how_old_and_ids_said_in_the_plural():
    h = HORSES.assign(HorseID=[97, 156, 56, 139, 164, 211, 198, 12, 77, 40])
    assert ask("How old is the most expensive horse?", h) == h.loc[h["Price"].idxmax(), "Age"]
    assert ask("How old is the oldest horse?", h) == h["Age"].max()
    assert np.ravel(ask("HorseIDs of the three cheapest horses, cheapest first?", h)).tolist() == \
        h.nsmallest(3, "Price")["HorseID"].tolist()


def test_each_of_listed_figures_of_fractions_in_percent():
    means = DAILY[["ge", "ibm", "mobil"]].mean()
    assert ask("1994 年 ge、ibm、mobil 三只股票的平均日收益率各是多少？换成百分比，保留三位小数，按 ge、ibm、mobil 的顺序",
               DAILY) == [round(v * 100, 3) for v in means]
    assert np.allclose(ask("What were the average daily returns of ge, ibm and mobil in 1994?", DAILY), means.tolist())


def test_a_name_of_joined_words_said_apart_and_weight_abbreviated():
    sleep = pd.DataFrame({"species": ["Africanelephant", "Arcticfox", "Asianelephant", "Cow", "Graywolf"],
                          "body_wt": [6654.0, 3.385, 2547.0, 465.0, 36.33],
                          "brain_wt": [5712.0, 44.5, 4603.0, 423.0, 119.5]})
    assert ask("Is the African elephant heavier than the Asian elephant?", sleep) is True
    assert np.ravel(ask("What is the body weight of the Arctic fox?", sleep)).tolist() == [3.385]


def test_the_nth_occasion_is_the_rows_of_that_occasion():
    study = pd.DataFrame({"id": [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4], "occasion": [1, 2, 3] * 4,
                          "obese": ["yes", "yes", "no", "no", "no", "yes", "yes", "no", "no", "yes", "yes", "yes"]})
    first = study[(study["occasion"] == 1) & (study["obese"] == "yes")]
    assert ask("第一次测量时被判定为肥胖的孩子有多少个？", study) == first["id"].nunique()
    assert ask("How many kids were obese at the first occasion?", study) == len(first)


SWIMS = pd.DataFrame({"year": [1905, 1912, 1922, 1934, 1956, 1961, 1972, 1976, 1986, 2000],
                      "time": [65.8, 72.2, 58.6, 66.0, 55.4, 59.5, 51.2, 49.4, 54.7, 47.8], "sex": list("MFMFMFMMFM")})


def test_swum_inside_a_time_is_under_it_and_a_race_length_is_no_time():
    men = SWIMS[SWIMS["sex"] == "M"]
    assert ask("男子 100 米世界纪录第一次游进 50 秒是在哪一年？", SWIMS) == men.loc[men["time"] < 50, "year"].min()
    assert ask("女子纪录有没有游进过 55 秒？", SWIMS) == bool((SWIMS.loc[SWIMS["sex"] == "F", "time"] < 55).any())


def test_a_move_in_either_direction_is_its_size():
    big = DAILY["ibm"].abs() > 0.02
    assert ask("number of days IBM moved more than 2% in either direction", DAILY) == int(big.sum())
    assert ask("IBM 单日涨跌幅超过 2% 的有几天？", DAILY) == int(big.sum())
    assert ask("How many days did IBM gain more than 2%?", DAILY) == int((DAILY["ibm"] > 0.02).sum())


def test_an_everyday_noun_of_a_flags_adjective_names_it():
    kids = pd.DataFrame({"gender": list("MFMFMFMFMF"), "numobese": [1, 1, 0, 1, 0, 0, 0, 1, np.nan, 1]})
    assert ask("Which gender has the higher obesity rate?", kids) == kids.groupby("gender")["numobese"].mean().idxmax()


def test_values_that_show_up_as_the_x_of_just_one_row():
    once = CLOTHES["origin"].value_counts()
    assert sorted(np.ravel(ask("Which countries show up as the origin of just one item?", CLOTHES)).tolist()) == \
        sorted(once[once == 1].index)


def test_two_years_of_a_table_with_a_column_per_year_compared():
    fell = CITIES[CITIES["POP1996"] < CITIES["POP1994"]]
    assert ask("How many cities had fewer people in 1996 than in 1992?", CITIES) == \
        int((CITIES["POP1996"] < CITIES["POP1992"]).sum())
    assert sorted(np.ravel(ask("Which cities had a smaller population in 1996 than in 1994?", CITIES)).tolist()) == \
        sorted(fell["CITY"])
    assert sorted(np.ravel(ask("哪些城市 1996 年的人口比 1994 年少？", CITIES)).tolist()) == sorted(fell["CITY"])
    assert sorted(np.ravel(ask("Which cities' population fell from 1994 to 1996?", CITIES)).tolist()) == \
        sorted(fell["CITY"])


def test_each_years_column_of_one_row():
    toronto = CITIES.loc[CITIES["CITY"] == "Toronto", ["POP1992", "POP1994", "POP1996"]].iloc[0].tolist()
    assert np.allclose(ask("What was Toronto's population in each year from 1992 to 1996?", CITIES), toronto)
    assert np.allclose(ask("Toronto 1992 到 1996 年每年的人口分别是多少千人？按年份顺序", CITIES), toronto)


def test_a_sign_said_of_an_average_bars_the_average():
    d = DAILY.assign(date=pd.date_range("1992-06-01", periods=60, freq="W"))
    yearly = d.groupby(d["date"].dt.year)["ibm"].mean()
    assert np.ravel(ask("Which years had a negative average daily return for IBM?", d)).tolist() == \
        sorted(yearly[yearly < 0].index)
    means = d[d["date"].dt.year == 1992][["ge", "ibm", "mobil"]].mean()
    assert sorted(np.ravel(ask("1992 年，ge、ibm、mobil 里哪几只的平均日收益率是负的？", d)).tolist()) == \
        sorted(means[means < 0].index)
    overall = DAILY[["ge", "ibm", "mobil"]].mean()
    bar = round(float(overall.median()), 5)
    assert sorted(np.ravel(ask(f"Which of ge, ibm and mobil had an average return above {bar}?", DAILY)).tolist()) == \
        sorted(overall[overall > bar].index)


def test_in_all_said_of_the_top_row_is_that_rows_figure():
    races = pd.DataFrame({"race": ["Binevenagh", "Slieve Gullion", "Seven Sevens", "Hen & Cock"],
                          "dist": [7.5, 4.2, 18.9, 2.5], "climb": [1740, 1110, 8775, 420]})
    assert ask("爬升最多的比赛一共爬升多少英尺？", races) == races["climb"].max()
    assert ask("所有比赛一共爬升多少英尺？", races) == races["climb"].sum()


def test_people_counted_in_each_group_of_a_long_table_once_each():
    visits = pd.DataFrame({"id": [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5], "gender": list("MMMFFFMMMMMMFFF"),
                           "occasion": [1, 2, 3] * 5})
    kids = visits.drop_duplicates("id")["gender"].value_counts()
    assert ask("Number of boys and of girls in the study? boys first", visits) == [kids["M"], kids["F"]]
    assert ask("How many boys and how many girls?", visits) == [kids["M"], kids["F"]]


def test_people_of_a_table_of_places_are_its_population():
    places = pd.DataFrame({"city": ["Austin", "Denver", "Boston"], "population": [965000, 715000, 675000],
                           "area": [700, 400, 200]})
    assert ask("Which city has the most people?", places) == "Austin"
    west = ask("list the WEST cities with more than 800 thousand people in 1996", CITIES)
    assert sorted(np.ravel(west).tolist()) == ["Calgary", "Edmonton", "Vancouver"]
