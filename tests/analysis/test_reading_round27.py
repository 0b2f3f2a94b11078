"""Readings of the twenty-seventh round: a kind held as one 0/1 column per kind (frstbase … catcher, each row marked
once) is answered with a column's name when the question asks for it; kinds counted against a bar. Expected values
come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(27)
POSITIONS = ["frstbase", "scndbase", "shrtstop", "thrdbase", "outfield", "catcher"]
_played = RNG.choice(POSITIONS, 320, p=[0.12, 0.14, 0.13, 0.11, 0.35, 0.15])
PLAYERS = pd.DataFrame({"salary": RNG.integers(109_000, 6_000_000, 320).astype(float),
                        "years": RNG.integers(1, 20, 320), "sbases": RNG.integers(0, 500, 320),
                        **{p: (_played == p).astype(int) for p in POSITIONS},
                        "hispan": RNG.choice([0, 1], 320, p=[0.85, 0.15]), "nl": RNG.choice([0, 1], 320)})
PLAYERS["black"] = np.where(PLAYERS["hispan"] == 1, 0, RNG.choice([0, 1], 320, p=[0.7, 0.3]))
PLAYERS["lsalary"] = np.log(PLAYERS["salary"])


def _by_position(column: str, how: str) -> pd.Series:
    return pd.Series({p: getattr(PLAYERS.loc[PLAYERS[p] == 1, column], how)() for p in POSITIONS})


def test_the_kind_with_the_most_rows_is_named_by_its_flag_column():
    assert ask("哪个守备位置的球员人数最多？回答位置标记列的列名", PLAYERS) == PLAYERS[POSITIONS].sum().idxmax()


def test_a_measure_per_kind_is_compared_over_the_rows_each_flag_marks():
    got = ask("Which position has the most career stolen bases per player on average? flag column name", PLAYERS)
    assert got == _by_position("sbases", "mean").idxmax()


def test_the_kinds_past_a_bar_on_a_measure_read_the_measure_the_bar_can_pass():
    medians = _by_position("salary", "median")
    bar = float(medians.sort_values().iloc[2] + 1)  # (three kinds pass it, three do not)
    got = ask(f"哪些守备位置的年薪中位数超过 {bar:.0f} 美元？回答位置标记列的列名", PLAYERS)
    assert sorted(got) == sorted(medians[medians > round(bar)].index)


QUARRELS = pd.DataFrame({"year": RNG.integers(1820, 1950, 400), "months": RNG.integers(1, 200, 400)})
_kind = RNG.choice(["international", "colonial", "revolution", "nat.grp"], 400, p=[0.4, 0.1, 0.3, 0.2])
for _k in ["international", "colonial", "revolution", "nat.grp"]:
    QUARRELS[_k] = (_kind == _k).astype(int)


def test_kinds_named_outright_and_counted_past_a_bar_are_their_rows_counted():
    counts = QUARRELS[["international", "colonial", "revolution", "nat.grp"]].sum()
    got = ask("哪几类冲突（international、colonial、revolution、nat.grp）的数量超过 100 起？回答列名", QUARRELS)
    assert sorted(got) == sorted(counts[counts > 100].index)


CAUSES = ["territory", "loot", "pride", "taxation", "debt"]
_marked = {"territory": (50, 0.1), "loot": (30, 1.0), "pride": (25, 1.0), "taxation": (12, 0.0), "debt": (8, 0.0)}
for _c, (_n, _twos) in _marked.items():  # cells 0, 1 or 2: loot and pride are often 2, so their means outrank
    QUARRELS[_c] = 0  # their counts of marked rows
    _rows = RNG.choice(len(QUARRELS), _n, replace=False)
    QUARRELS.loc[_rows, _c] = 1 + (RNG.random(_n) < _twos)
QUARRELS["nonintervention"] = RNG.choice([0, 1], len(QUARRELS), p=[0.6, 0.4])


def test_a_cause_marked_most_often_counts_the_cells_not_zero():
    marked = (QUARRELS[CAUSES] != 0).sum()
    got = ask("territory、loot、pride、taxation、debt 这几个起因里，被记为存在（不为 0）次数最多的是哪一个？", QUARRELS)
    assert got == marked.idxmax()
    assert QUARRELS[CAUSES].mean().idxmax() != got  # (a mean would say another)


def test_the_causes_marked_in_fewer_than_a_bar_count_the_cells_not_zero():
    marked = (QUARRELS[CAUSES] != 0).sum()
    got = ask("Of the causes territory, loot, pride, taxation and debt, which are marked (non-zero) in fewer than 20 "
              "quarrels?", QUARRELS)
    assert sorted(got) == sorted(marked[marked < 20].index)


BIRTHS = pd.DataFrame({"low": RNG.choice([0, 1], 190, p=[0.7, 0.3]), "smoke": RNG.choice([0, 1], 190, p=[0.6, 0.4]),
                       "race": RNG.choice([1, 2, 3], 190), "age": RNG.integers(14, 45, 190),
                       "lwt": RNG.integers(80, 250, 190), "ptl": RNG.choice([0, 1, 2, 3], 190, p=[0.84, 0.1, 0.04, 0.02]),
                       "ht": RNG.choice([0, 1], 190, p=[0.94, 0.06]), "ui": RNG.choice([0, 1], 190, p=[0.85, 0.15]),
                       "ftv": RNG.choice([0, 1, 2, 3], 190), "bwt": RNG.integers(700, 5000, 190)})


def test_three_letters_stand_for_two_words_one_said_by_more_than_its_initial():
    assert ask("What is the lowest birth weight, in grams?", BIRTHS) == BIRTHS["bwt"].min()
    assert ask("孕期吸烟的母亲，生下的婴儿平均出生体重是多少克？保留两位小数", BIRTHS) == round(
        BIRTHS.loc[BIRTHS["smoke"] == 1, "bwt"].mean(), 2)
    assert ask("How many mothers had had at least one premature labour before?", BIRTHS) == (BIRTHS["ptl"] >= 1).sum()


def test_columns_named_in_brackets_one_after_another_are_the_ones_compared():
    got = ask("Of smoking (smoke), hypertension (ht) and uterine irritability (ui), which is the most common among the "
              "mothers? answer with the column name", BIRTHS)
    assert got == BIRTHS[["smoke", "ht", "ui"]].sum().idxmax()
    assert BIRTHS.mean().idxmax() != got  # (not every column's figure)


SITES = pd.DataFrame({"site": [s for s in range(1, 151) if s not in (40, 97, 120)],  # numbered, a few skipped
                      "meandepth": RNG.integers(800, 5000, 147), "year": RNG.choice([1978, 1989, 2000, 2001, 2002], 147),
                      "sweptarea": RNG.uniform(20000, 80000, 147).round(1)})
SITES["period"] = np.where(SITES["year"] >= 2000, "2000-2002", "1977-1989")


def test_things_numbered_one_by_one_are_counted_not_added_up():
    assert ask("How many sites were sampled in the 2000-2002 period?", SITES) == (SITES["period"] == "2000-2002").sum()
    assert ask("In which year were the most sites sampled?", SITES) == SITES["year"].value_counts().idxmax()


def test_a_numbering_is_no_measure_the_depth_said_is():
    assert ask("所有站点的平均水深都超过 800 米吗？", SITES) == bool((SITES["meandepth"] > 800).all())


_n = 3000
VOTERS = pd.DataFrame({"uid": np.arange(1, _n + 1), "state": RNG.choice(["Ohio", "Texas", "Maine", "Utah"], _n),
                       "votetrump": RNG.choice([1.0, 0.0, np.nan], _n, p=[0.35, 0.4, 0.25]),
                       "racef": RNG.choice(["White", "Black", "Hispanic", "Asian", "Native American"], _n,
                                           p=[0.6, 0.15, 0.12, 0.08, 0.05]),
                       "pid7na": RNG.choice([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, np.nan], _n),
                       "whiteadv": RNG.choice([1.0, 2.0, 3.0, 4.0, 5.0], _n)})
VOTERS.loc[VOTERS["racef"] == "Native American", "whiteadv"] = 5.0  # (the highest figure of a column 'White' half-names)


def test_a_scale_named_like_a_person_key_names_no_people():
    assert ask("how many respondents live in Ohio?", VOTERS) == (VOTERS["state"] == "Ohio").sum()


def test_whether_inside_a_count_asks_no_yes_or_no():
    assert ask("有多少位受访者没有记录是否投票给特朗普？", VOTERS) == VOTERS["votetrump"].isna().sum()


def test_a_group_asked_for_by_its_size_counts_its_rows():
    rest = VOTERS.loc[~VOTERS["racef"].isin(["White", "Black"]), "racef"].value_counts()
    assert ask("Leaving out White and Black respondents, which race group is the largest?", VOTERS) == rest.idxmax()


LOANS = pd.DataFrame({"funded_amnt": RNG.integers(1000, 40000, 900), "term": RNG.choice(["term_36", "term_60"], 900),
                      "int_rate": RNG.uniform(5, 30, 900).round(2), "all_util": RNG.integers(0, 120, 900),
                      "quarter": RNG.choice(["Q1", "Q2", "Q3", "Q4"], 900)})


def test_a_span_said_with_its_unit_is_the_code_holding_that_number():
    assert ask("期限是 60 个月的贷款有多少笔？", LOANS) == (LOANS["term"] == "term_60").sum()
    assert ask("What's the average interest rate on the 36-month loans? 2 decimals", LOANS) == round(
        LOANS.loc[LOANS["term"] == "term_36", "int_rate"].mean(), 2)
    means = LOANS.groupby("term")["funded_amnt"].mean().round(2)
    assert ask("Average funded amount of the 36-month and of the 60-month loans? 2 decimals, 36-month first",
               LOANS) == [means["term_36"], means["term_60"]]


_m = 2000
WAGES = pd.DataFrame({"year": RNG.choice([1974, 1986, 2008, 2018], _m), "realrinc": RNG.uniform(500, 90000, _m).round(0),
                      "age": RNG.integers(18, 89, _m).astype(float), "occ10": RNG.choice(np.arange(10, 9900, 10), _m),
                      "occrecode": RNG.choice(["Service", "Professional", "Business/Finance", "Sales"], _m),
                      "gender": RNG.choice(["Male", "Female"], _m),
                      "educcat": RNG.choice(["High School", "Bachelor", "Graduate"], _m)})
WAGES.loc[RNG.choice(_m, 300, replace=False), "realrinc"] = np.nan


def test_a_tail_after_one_more_letter_names_the_column():  # 'realrinc': real, r(espondent's), inc(ome)
    means = WAGES.groupby("gender")["realrinc"].mean().round(2)
    assert ask("男性和女性受访者的平均实际收入分别是多少？保留两位小数，先男性", WAGES) == [means["Male"], means["Female"]]
    assert ask("how many rows have no income figure?", WAGES) == WAGES["realrinc"].isna().sum()


def test_a_head_cut_short_before_a_tail_of_kinds_names_the_groups():  # 'occrecode', 'educcat'
    assert ask("Which occupation group has the highest average income?", WAGES) == \
        WAGES.groupby("occrecode")["realrinc"].mean().idxmax()
    men = WAGES[(WAGES["gender"] == "Male") & (WAGES["year"] == 2018)]
    assert ask("For the men surveyed in 2018, which education level has the highest median income?", WAGES) == \
        men.groupby("educcat")["realrinc"].median().idxmax()


def test_the_base_year_of_money_is_no_year_of_the_rows():
    assert ask("2018 年受访者实际收入的中位数是多少（1986 年美元）？缺失的不算", WAGES) == \
        WAGES.loc[WAGES["year"] == 2018, "realrinc"].median()


PATIENTS = pd.DataFrame({"pid": np.arange(1, 1201), "grade": RNG.choice([2, 3], 1200, p=[0.3, 0.7]),
                         "size": RNG.choice(["<=20", "20-50", ">50"], 1200), "nodes": RNG.choice([0, 0, 1, 2, 5, 9], 1200),
                         "er": RNG.integers(0, 900, 1200), "death": RNG.choice([0, 1], 1200, p=[0.6, 0.4])})
PATIENTS.loc[(PATIENTS["size"] == ">50") & (RNG.random(1200) < 0.3), "death"] = 1  # (sizes' rates apart)


def test_a_flag_rated_per_group_keeps_every_row():
    rates = PATIENTS.groupby("grade")["death"].mean()
    assert ask("Is the death rate higher for grade 3 tumours than for grade 2?", PATIENTS) == bool(rates[3] > rates[2])
    by_size = 100 * PATIENTS.groupby("size")["death"].mean()
    bar = float(by_size.sort_values().iloc[1].round(1) - 0.1)
    got = ask(f"Which tumour size groups have a death rate above {bar:g}%? size labels as written", PATIENTS)
    assert sorted(got) == sorted(by_size[by_size > bar].index)


def test_no_positive_count_is_none_at_all():
    assert ask("How many patients had no positive lymph nodes?", PATIENTS) == (PATIENTS["nodes"] == 0).sum()


_days = pd.date_range("2021-04-01", "2023-06-30", freq="D")
PRICES = pd.DataFrame({"date": _days, "price": RNG.integers(40, 600, len(_days)).astype(float)})
PRICES.loc[PRICES["date"].dt.day_of_week == 2, "price"] += 120  # (Wednesdays dearer)
PRICES.loc[PRICES["date"].dt.year == 2022, "price"] += 90  # (2022's highest above 2023's, its average too)


def test_which_day_answered_by_its_weekday_name_groups_by_weekday():
    means = PRICES.groupby(PRICES["date"].dt.day_name())["price"].mean()
    assert ask("哪一天的平均价格最高？用英文的星期名回答", PRICES) == means.idxmax()


def test_a_figure_of_the_records_asks_no_count_of_them():
    july = PRICES[(PRICES["date"].dt.year == 2021) & (PRICES["date"].dt.month == 7)]
    assert ask("2021 年 7 月所有价格记录的中位数是多少？", PRICES) == july["price"].median()


def test_one_years_highest_above_anothers_compares_the_two_highests():
    highest = PRICES.groupby(PRICES["date"].dt.year)["price"].max()
    assert ask("2023 年的最高价有没有超过 2022 年的最高价？", PRICES) == bool(highest[2023] > highest[2022])
    assert ask("Was the highest price in 2022 above the highest price in 2023?", PRICES) == bool(
        highest[2022] > highest[2023])
    means = PRICES.groupby(PRICES["date"].dt.year)["price"].mean()
    assert ask("Was the average price in 2022 below that of 2023?", PRICES) == bool(means[2022] < means[2023])


_cities = [f"City{i}" for i in range(110)]
METROS = pd.DataFrame({"city": _cities, "population": RNG.lognormal(6.5, 0.7, 110).round(0).clip(250, 1900),
                       "nonwhite": RNG.uniform(0.5, 45, 110).round(1), "density": RNG.integers(40, 13_000, 110).astype(float),
                       "crime": RNG.integers(450, 5_200, 110)})
METROS.loc[[3, 17, 52, 90], "population"] = np.nan
METROS.loc[[8, 30, 61], "population"] = [2600.0, 4100.0, 11_550.0]  # (a few past two million, in thousands)


def test_a_bar_past_every_value_is_read_in_the_columns_thousands():
    big = METROS[METROS["population"] > 2000]
    assert ask("Among metro areas with more than 2 million people, which one has the lowest crime rate?", METROS) == \
        big.loc[big["crime"].idxmin(), "city"]
    million = METROS[METROS["population"] > 1000]
    assert ask("人口超过 100 万的都市区里，人口密度最低的是哪个？", METROS) == million.loc[million["density"].idxmin(), "city"]


def test_everyday_words_for_a_share_and_a_density():
    assert ask("非白人人口占比超过 20% 的都市区有几个？", METROS) == (METROS["nonwhite"] > 20).sum()
    assert ask("Top 3 most densely populated metro areas, densest first?", METROS) == \
        METROS.nlargest(3, "density")["city"].tolist()


def test_which_rows_miss_a_figure_are_named_by_the_name_column():
    assert sorted(ask("Which metro areas are missing their population?", METROS)) == \
        sorted(METROS.loc[METROS["population"].isna(), "city"])


PUPILS = pd.DataFrame({"State": RNG.choice(["ACT", "NSW"], 600), "PrivPub": RNG.choice(["public", "private"], 600),
                       "school": RNG.integers(1, 41, 600), "class": RNG.integers(1, 5, 600),
                       "sex": RNG.choice(["f", "m"], 600), "like": RNG.integers(1, 9, 600)})


def test_liking_said_in_chinese_names_a_like_column():
    assert ask("女生对科学的喜爱得分平均是多少？保留两位小数", PUPILS) == round(
        PUPILS.loc[PUPILS["sex"] == "f", "like"].mean(), 2)


LOANS["total_bal_il"] = RNG.integers(0, 90_000, len(LOANS))
LOANS["total_il_high_credit_limit"] = RNG.integers(0, 120_000, len(LOANS))
LOANS["delinq_amnt"] = RNG.choice([0, 0, 0, 250], len(LOANS))


def test_adding_up_rows_adds_no_columns_that_merely_share_total():
    assert ask("所有贷款的放款金额加起来一共是多少美元？", LOANS) == LOANS["funded_amnt"].sum()


LOANS["annual_inc"] = RNG.uniform(12_000, 400_000, len(LOANS)).round(0)
LOANS["addr_state"] = RNG.choice(["CA", "NY", "TX", "IN", "OH"], len(LOANS))
LOANS["sub_grade"] = RNG.choice(["A1", "B2", "C1", "C3", "D4"], len(LOANS), p=[0.1, 0.2, 0.35, 0.2, 0.15])
LOANS["Class"] = RNG.choice(["good", "bad"], len(LOANS), p=[0.9, 0.1])


def test_chinese_compounds_of_a_year_and_a_sub_kind():
    assert ask("年收入最高的那位借款人来自哪个州？回答州的两字母代码", LOANS) == \
        LOANS.loc[LOANS["annual_inc"].idxmax(), "addr_state"]
    assert ask("哪个子等级的贷款笔数最多？", LOANS) == LOANS["sub_grade"].value_counts().idxmax()


GAPPY = pd.DataFrame({"state": ["Ohio"] * 400 + ["Texas"] * 400 + ["Utah"] * 400,
                      "votetrump": [1.0] * 60 + [0.0] * 40 + [np.nan] * 300 + [1.0] * 200 + [0.0] * 200
                      + [1.0] * 150 + [0.0] * 200 + [np.nan] * 50,
                      "age": RNG.integers(18, 90, 1200)})


def test_a_flag_with_gaps_is_rated_over_the_rows_that_hold_it():
    shares = GAPPY.dropna(subset=["votetrump"]).groupby("state")["votetrump"].mean()
    assert ask("In which state did the largest share of respondents with a recorded vote back Trump?", GAPPY) == \
        shares.idxmax()
    assert (GAPPY["votetrump"] == 1).groupby(GAPPY["state"]).mean().idxmax() != shares.idxmax()


def test_voted_for_said_in_chinese_before_a_share_rates_the_vote_flag():
    shares = 100 * GAPPY.dropna(subset=["votetrump"]).groupby("state")["votetrump"].mean()
    assert sorted(ask("哪些州投给特朗普的比例超过 45%？", GAPPY)) == sorted(shares[shares > 45].index)
