"""Readings of the thirty-fifth round: a turnout as the rate of a 0/1 vote (per group, against a bar in percent, of
those whose vote is known), a study's topic said before 'survey' … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(35)
_N = 1500
VOTERS = pd.DataFrame({"uid": np.arange(1, _N + 1),
                       "stateabb": RNG.choice(["CA", "NY", "TX", "OH", "FL", "WA"], _N),
                       "vote": np.where(RNG.random(_N) < 0.1, np.nan, (RNG.random(_N) < 0.7).astype(float)),
                       "age": np.where(RNG.random(_N) < 0.05, np.nan, RNG.integers(18, 90, _N)).astype(float),
                       "educ": RNG.integers(1, 11, _N).astype(float),
                       "south": RNG.integers(0, 2, _N),
                       "govrace": RNG.integers(0, 2, _N)})
VOTERS.loc[VOTERS["stateabb"] == "WA", "age"] += 12  # one state clearly older
VOTERS.loc[(VOTERS["educ"] == 10) & VOTERS["vote"].notna(), "vote"] = (RNG.random(_N) < 0.95).astype(float)[
    :int(((VOTERS["educ"] == 10) & VOTERS["vote"].notna()).sum())]
_TURNOUT = VOTERS.groupby("stateabb")["vote"].mean()


def test_a_turnout_is_the_rate_of_a_vote_flag_per_group():
    assert ask("Which states have a turnout above 70%?", VOTERS) == sorted(_TURNOUT[_TURNOUT > 0.7].index)
    gov = VOTERS[VOTERS["govrace"] == 1].groupby("stateabb")["vote"].mean()
    assert ask("投票调查中，有州长选举（govrace 为 1）的州里，投票率最高的是哪个州？", VOTERS) == gov.idxmax()


def test_a_rate_against_a_bar_in_percent_is_a_share_of_those_known():
    rate = VOTERS.loc[VOTERS["educ"] == 10, "vote"].mean()
    assert ask("调查里学历最高的那一档（educ 为 10）的受访者，投票率有没有超过 90%？", VOTERS) == bool(rate > 0.9)


def test_the_study_named_by_a_columns_word_is_no_condition():
    ages = VOTERS.groupby("stateabb")["age"].mean()
    assert ask("投票调查里，哪些州受访者的平均年龄超过 55 岁？年龄缺失的不算", VOTERS) == sorted(ages[ages > 55].index)
    gaps = VOTERS.assign(stateabb=VOTERS["stateabb"].where(VOTERS["uid"] % 9 != 0))
    assert ask("投票数据里，有多少位受访者没有记录所在州（stateabb 为空）？", gaps) == int(gaps["stateabb"].isna().sum())


_KIDS = RNG.integers(1, 121, 700)
VISITS = pd.DataFrame({"childid": _KIDS, "age2": RNG.choice([0, 1, 3, 7, 11], 700),
                       "gender": np.where(_KIDS % 7 == 0, "female", "male"), "vsae": RNG.integers(3, 150, 700)})


def test_people_keyed_by_a_glued_id_are_counted_once_each():
    assert ask("How many children are followed in the study?", VISITS) == VISITS["childid"].nunique()
    girls = VISITS.loc[VISITS["gender"] == "female", "childid"].nunique()
    assert ask("女孩一共有几个？按孩子算，不是按记录条数算", VISITS) == girls
    assert ask("How many records are there?", VISITS) == len(VISITS)  # rows asked for, rows counted


_JOBS = RNG.choice(["construc", "trade", "services", "profserv", "other"], 600, p=[0.1, 0.35, 0.2, 0.15, 0.2])
WORKERS = pd.DataFrame({"wage": RNG.gamma(4, 1.5, 600).round(2), "educ": RNG.integers(8, 19, 600),
                        **{j: (_JOBS == j).astype(int) for j in ["construc", "trade", "services", "profserv"]},
                        "married": RNG.integers(0, 2, 600)})
WORKERS.loc[WORKERS["profserv"] == 1, "wage"] += 3  # the best-paid kind is not the most common one


def test_the_data_named_by_a_columns_word_measures_nothing():
    counts = WORKERS[["construc", "trade", "services", "profserv"]].sum()
    assert ask("In the wage data, which industry dummy (construc, trade, services, profserv) covers the most workers?",
               WORKERS) == counts.idxmax()


def test_a_flag_and_its_negation_compared_in_chinese():
    gap = WORKERS.loc[WORKERS["married"] == 1, "wage"].mean() - WORKERS.loc[WORKERS["married"] == 0, "wage"].mean()
    assert ask("已婚者的平均时薪比未婚者高多少美元？保留两位小数", WORKERS) == round(gap, 2)


_CARATS = RNG.uniform(0.3, 3.0, 300).round(2)
STONES = pd.DataFrame({"Carat": _CARATS, "Color": RNG.choice(list("DEFGHIJ"), 300),
                       "Depth": RNG.normal(63, 3, 300).round(1), "PricePerCt": RNG.uniform(1500, 9000, 300).round(1)})
STONES["TotalPrice"] = (STONES["Carat"] * STONES["PricePerCt"]).round(1)


def test_a_one_letter_grade_said_before_its_columns_name():
    j = STONES[STONES["Color"] == "J"]
    assert ask("Is there a J-color diamond that costs more than $20,000?", STONES) == bool((j["TotalPrice"] > 20000).any())
    assert ask("Average depth (%) of the F-color stones? 2 decimals", STONES) == \
        round(STONES.loc[STONES["Color"] == "F", "Depth"].mean(), 2)  # '(%)' the depth's unit, no share asked


def test_a_name_of_three_words_with_one_cut_short():
    assert ask("What's the median price per carat of the D-color diamonds?", STONES) == \
        STONES.loc[STONES["Color"] == "D", "PricePerCt"].median()


MAJORS = pd.DataFrame({"sat": RNG.integers(450, 800, 400), "major": RNG.choice(["eco", "hum", "ns", "oss"], 400),
                       "sex": RNG.choice(["male", "female"], 400)})


def test_a_short_code_begins_the_word_said_before_its_column():
    assert ask("How many of the students are economics majors?", MAJORS) == int((MAJORS["major"] == "eco").sum())
    assert ask("What is the average sat of the humanities majors?", MAJORS) == \
        MAJORS.loc[MAJORS["major"] == "hum", "sat"].mean()


def test_a_number_restated_in_brackets_as_the_table_writes_it():
    means = VISITS[VISITS["age2"] == 11].assign(grp=lambda d: d["childid"] % 3).groupby("grp")["vsae"].mean()
    frame = VISITS.assign(grp=VISITS["childid"] % 3)
    assert ask("At age 13 (age2 = 11), which grp has the lowest average vsae?", frame) == means.idxmin()
    assert ask("13 岁时（age2 为 11），vsae 的中位数是多少？", VISITS) == VISITS.loc[VISITS["age2"] == 11, "vsae"].median()


_BRANDS = RNG.choice(["heinz", "hunts", "delmonte", "stb"], 2000, p=[0.5, 0.25, 0.05, 0.2])
KETCHUP = pd.DataFrame({"hid": RNG.integers(1, 700, 2000), "choice": _BRANDS,
                        **{f"price.{b}": RNG.choice([0.79, 0.99, 1.19, 1.39], 2000) for b in
                           ["heinz", "hunts", "delmonte", "stb"]}})


def test_the_alternative_chosen_is_counted_not_its_prices():
    counts = KETCHUP["choice"].value_counts()
    assert ask("Which brand was bought least often?", KETCHUP) == counts.idxmin()
    assert ask("Which brands were chosen more than 300 times?", KETCHUP) == sorted(counts[counts > 300].index)


COMMUTES = pd.DataFrame({"City": np.repeat(["Boston", "Houston", "Minneapolis", "Washington"], 300),
                         "Distance": RNG.integers(1, 60, 1200), "Time": RNG.integers(5, 110, 1200)})
COMMUTES.loc[[5, 700, 1100], "Time"] = [150, 135, 170]  # three long commutes, in three cities


def test_a_span_said_again_in_brackets_in_the_tables_unit():
    assert ask("有多少人单程通勤超过 2 小时（120 分钟）？", COMMUTES) == int((COMMUTES["Time"] > 120).sum())
    assert ask("哪些城市有人单程通勤超过 2 小时（120 分钟以上）？", COMMUTES) == \
        sorted(COMMUTES.loc[COMMUTES["Time"] > 120, "City"].unique())  # '有人': someone's own time, no count


def test_another_column_asked_back_of_the_top_rows():
    top = STONES.nlargest(3, "TotalPrice")
    assert ask("Carat weights of the three most expensive diamonds, most expensive first", STONES) == \
        top["Carat"].tolist()
    assert ask("总价最高的三颗钻石，克拉数分别是多少？", STONES) == top["Carat"].tolist()


BUDGETS = pd.DataFrame({"occupation": RNG.choice(["bluecol", "whitecol", "inactself"], 900),
                        "salcohol": RNG.uniform(0, 0.03, 900).round(5), "stobacco": RNG.uniform(0, 0.05, 900).round(5),
                        "age": RNG.integers(0, 5, 900), "region": RNG.choice(["flanders", "walloon", "brussels"], 900),
                        "nadults": RNG.integers(1, 4, 900), "lnx": RNG.normal(14, 0.5, 900).round(4)})
BUDGETS.loc[BUDGETS["occupation"] == "bluecol", "salcohol"] /= 3  # one group well under the bar


def test_a_bar_in_percent_on_a_groups_share_kept_as_a_fraction():
    means = BUDGETS.groupby("occupation")["salcohol"].mean()
    assert ask("Which occupation groups have an average alcohol share above 1.2%?", BUDGETS) == \
        sorted(means[means > 0.012].index)


_MODES = RNG.choice(["beach", "pier", "boat", "charter"], 800, p=[0.15, 0.15, 0.35, 0.35])
ANGLERS = pd.DataFrame({"mode": _MODES, "price": RNG.uniform(5, 200, 800).round(2),
                        **{f"p{m}": RNG.uniform(5, 200, 800).round(2) for m in ["beach", "pier", "boat", "charter"]},
                        **{f"c{m}": RNG.uniform(0, 1, 800).round(4) for m in ["beach", "pier", "boat", "charter"]}})


def test_alternatives_chosen_are_counted_not_their_own_columns():
    counts = ANGLERS["mode"].value_counts()
    expected = [int(counts[m]) for m in ["beach", "boat", "charter", "pier"]]
    assert ask("四种方式各有多少人选？按 beach、boat、charter、pier 的顺序", ANGLERS) == expected
    assert ask("How many anglers chose each mode? beach, boat, charter, pier in that order", ANGLERS) == expected


GIRTHS = pd.DataFrame({"kne_gi": RNG.uniform(30, 45, 300).round(1), "kne_di": RNG.uniform(15, 22, 300).round(1),
                       "wgt": RNG.uniform(45, 120, 300).round(1), "hgt": RNG.uniform(150, 200, 300).round(1)})


def test_a_unit_of_measure_is_no_columns_initials():
    assert ask("How much does the heaviest person weigh, in kg?", GIRTHS) == GIRTHS["wgt"].max()


CARS = pd.DataFrame({"Price": RNG.uniform(8000, 70000, 400).round(2), "Doors": RNG.choice([2, 4], 400),
                     "Cruise": RNG.integers(0, 2, 400), "Buick": RNG.integers(0, 2, 400)})
CARS.loc[CARS["Buick"] == 1, "Cruise"] = 1  # every Buick has cruise control; not every car with it is a Buick


def test_the_rows_said_first_are_those_every_one_of_which_is_tested():
    assert ask("Does every Buick have cruise control?", CARS) is True


def test_cheaper_compares_two_kinds_of_rows_downward():
    means = CARS.groupby("Doors")["Price"].mean()
    assert ask("Are the 2-door cars cheaper on average than the 4-door ones?", CARS) == bool(means[2] < means[4])
    assert ask("Are the 4-door cars cheaper on average than the 2-door ones?", CARS) == bool(means[4] < means[2])
