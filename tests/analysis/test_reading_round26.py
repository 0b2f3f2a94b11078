"""Readings of the twenty-sixth round: a noted order of a group's codes ('按 1 to 4 的顺序') still asks for the
figures in order, and an empty result is stated as none. Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.answer import stated


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(26)
SURVEY = pd.DataFrame({"hincfel": RNG.choice([1.0, 2.0, 3.0, 4.0], 300),
                       "trstplc": RNG.integers(0, 11, 300).astype(float),
                       "agea": RNG.integers(18, 90, 300)})


def test_the_order_of_a_groups_codes_lists_the_figures_in_that_order():
    means = SURVEY.groupby("hincfel")["trstplc"].mean().sort_index().round(2).tolist()
    got = ask("按收入感受（hincfel 1 到 4）分组，各组对警察的平均信任度（trstplc）是多少？保留两位小数，按 1 到 4 的顺序", SURVEY)
    assert got == means


def test_an_empty_result_is_stated_as_none():
    assert stated(repr(pd.Series([], dtype="int64", name="count"))) == "none"
    assert stated(repr([])) == "none"
    assert stated(repr(pd.DataFrame({"a": []}))) == "none"


FIRMS = pd.DataFrame({"salary": RNG.permutation(np.arange(200, 5200, 25))[:150].astype(float),
                      "pcsalary": RNG.integers(-40, 120, 150).astype(float),
                      "sales": RNG.uniform(200, 50000, 150).round(1), "roe": RNG.uniform(-5, 50, 150).round(1)})
FIRMS["lsales"] = np.log(FIRMS["sales"])


def test_a_unit_noted_in_brackets_keeps_the_column_read_of_the_top_row():
    top = FIRMS.loc[FIRMS["salary"].idxmax()]
    assert ask("What were the 1990 sales (in millions) of the company whose CEO was paid the most? 1 decimal",
               FIRMS) == round(float(top["sales"]), 1)
    assert ask("What is the roe (in percent) of the firm with the highest salary?", FIRMS) == float(top["roe"])


POLLS = pd.DataFrame({"PollTaker": RNG.choice(["Gallup", "Zogby", "Rasmussen", "CNN", "ARG"], 120),
                      "n": RNG.permutation(np.arange(600, 3000, 20))[:120],
                      "Obama": RNG.integers(40, 55, 120), "McCain": RNG.integers(38, 52, 120),
                      "Pop": RNG.choice(["LV", "RV", "A"], 120)})


def test_a_superlatives_by_and_a_measures_words_ranks_the_rows():
    assert ask("Which pollster ran the single largest poll by sample size?", POLLS) == \
        POLLS.loc[POLLS["n"].idxmax(), "PollTaker"]


def test_a_superlatives_by_and_a_key_still_groups():
    got = ask("What is the highest Obama share by pollster?", POLLS)
    assert got == POLLS.groupby("PollTaker")["Obama"].max().sort_index().tolist()


def test_an_operation_on_one_of_several_columns_is_described_and_a_one_sided_difference_refused():
    from nbcopilot.analysis.operations import Operation, check, describe

    one = Operation(op="columns", data="salaries", agg="mean", values=("salary",))
    assert "salary" in describe(one)  # a chosen reading over a single column is said, never an IndexError
    assert check(Operation(op="difference", data="t", values=("a",)), ["a", "b"]) is not None


CLOSES = pd.DataFrame({"Date": pd.date_range("2015-06-01", periods=400, freq="B"),
                       "AAPL": RNG.uniform(90, 180, 400).round(2), "GOOG": RNG.uniform(500, 1100, 400).round(2),
                       "MSFT": RNG.uniform(40, 90, 400).round(2)})


def test_a_company_said_in_chinese_names_its_tickers_column():
    in_2016 = CLOSES[CLOSES["Date"].dt.year == 2016]
    assert ask("2016 年微软的平均收盘价是多少？保留两位小数", CLOSES) == round(float(in_2016["MSFT"].mean()), 2)
    quarters = in_2016.groupby(in_2016["Date"].dt.quarter)["AAPL"].mean().round(2).tolist()
    assert ask("2016 年苹果每个季度的平均收盘价分别是多少？保留两位小数，按季度顺序", CLOSES) == quarters


TRADERS = pd.DataFrame({"good": RNG.choice(["A", "B"], 150, p=[0.45, 0.55]), "level": RNG.choice([1, 8], 150),
                        "fruits": RNG.integers(0, 90, 150)})


def test_groups_said_by_their_own_values_come_in_the_order_said():
    counts = TRADERS["good"].value_counts()
    assert ask("拿到物品 A 和物品 B 的各有多少人？先 A 后 B", TRADERS) == [int(counts["A"]), int(counts["B"])]
    means = TRADERS.groupby("level")["fruits"].mean().round(2)
    assert ask("Mean fruits per plant at nutrient level 1 and at level 8? 2 decimals, level 1 first", TRADERS) == \
        [means[1], means[8]]


def test_two_numbers_said_as_a_range_name_every_group_between():
    codes = pd.DataFrame({"level": RNG.choice([1, 2, 3, 4, 5], 300)})
    assert ask("How many respondents at each education level, 1 through 5?", codes) == \
        codes["level"].value_counts().sort_index().tolist()


QUARRELS = pd.DataFrame({"year": RNG.integers(1810, 1950, 400), "months": RNG.integers(1, 120, 400),
                         "chronicFighting": RNG.choice([0, 1], 400, p=[0.9, 0.1]),
                         "prevConflict": RNG.choice([0, 1], 400, p=[0.7, 0.3]),
                         "colonial": RNG.choice([0, 1], 400, p=[0.8, 0.2]),
                         "enjoyFight": RNG.choice([0, 1], 400, p=[0.9, 0.1]),
                         "fightForPay": RNG.choice([0, 1], 400, p=[0.95, 0.05]),
                         "prevConflictYrs": RNG.integers(0, 30, 400)})  # (other columns named for the same nouns)


def test_a_flag_whose_modifier_is_unsaid_keeps_every_row():
    assert ask("What's the median number of months of fighting?", QUARRELS) == float(QUARRELS["months"].median())
    assert ask("1820 年到 1829 年之间开始的冲突有多少起？", QUARRELS) == int(QUARRELS["year"].between(1820, 1829).sum())


def test_a_flag_named_whole_is_still_a_condition():
    assert ask("What's the median number of months of the colonial quarrels?", QUARRELS) == \
        float(QUARRELS.loc[QUARRELS["colonial"] == 1, "months"].median())
    assert ask("How many quarrels had a previous conflict?", QUARRELS) == int(QUARRELS["prevConflict"].sum())


PLAYERS = pd.DataFrame({"salary": RNG.permutation(np.arange(100_000, 6_400_000, 20_000))[:300].astype(float),
                        "years": RNG.integers(1, 20, 300), "runs": RNG.integers(0, 1600, 300),
                        "hruns": RNG.integers(0, 450, 300), "age": RNG.integers(20, 40, 300),
                        "fage": RNG.integers(40, 70, 300)})


def test_a_letter_and_a_columns_name_is_that_possessives_word_and_the_column():
    assert ask("How many career hruns does the highest-paid player have?", PLAYERS) == \
        int(PLAYERS.loc[PLAYERS["salary"].idxmax(), "hruns"])
    assert ask("What is the mean father's age? 2 decimals", PLAYERS) == round(float(PLAYERS["fage"].mean()), 2)
    assert ask("What is the mean age? 2 decimals", PLAYERS) == round(float(PLAYERS["age"].mean()), 2)


def test_a_year_after_or_more_is_no_bar_and_anyone_asks_yes_or_no():
    assert ask("How many players made $5 million or more in 1993?", PLAYERS) == int((PLAYERS["salary"] >= 5e6).sum())
    assert ask("anyone with 400 or more career home runs?", PLAYERS) is bool((PLAYERS["hruns"] >= 400).any())


POST = pd.DataFrame({"Year": range(1940, 2022), "Income": RNG.uniform(100, 900, 82).round(1),
                     "Expenses": RNG.uniform(100, 900, 82).round(1),
                     "postOffices": np.sort(RNG.integers(30000, 45000, 82))[::-1]})
POST.loc[[70, 75], "postOffices"] += 900  # two years the count rose


def test_a_change_in_every_single_year_between_two_years_is_each_year_against_the_last():
    offices = POST.set_index("Year")["postOffices"]
    assert ask("Did the number of post offices drop in every single year from 2000 to 2020?", POST) is \
        bool((offices.loc[2000:2020].diff().dropna() < 0).all())
    assert ask("usps: by how many did the number of post offices shrink between 1950 and 2000?", POST, "usps") == \
        int(offices[1950] - offices[2000])


def test_a_year_said_again_in_brackets_with_included_is_one_bound():
    later = POST[POST["Year"] >= 2001]
    assert ask("2001 年以后（含 2001 年），有没有哪一年邮政收入大于支出？", POST) is bool((later["Income"] > later["Expenses"]).any())


SURVEYED = pd.DataFrame({"visits": RNG.integers(0, 10, 300), "children": RNG.integers(0, 6, 300),
                         "age": RNG.integers(20, 80, 300), "married": RNG.choice(["yes", "no"], 300),
                         "income": RNG.uniform(0, 5, 300).round(2), "gender": RNG.choice(["male", "female"], 300)})
SURVEYED.loc[RNG.choice(300, 20, replace=False), "income"] = np.nan


def test_by_the_married_respondents_says_whose_rows_not_a_grouping():
    assert ask("medicaid: total number of doctor visits by the married respondents?", SURVEYED, "medicaid") == \
        int(SURVEYED.loc[SURVEYED["married"] == "yes", "visits"].sum())


def test_children_said_in_chinese_is_the_children_column():
    assert ask("家里有 3 个及以上孩子的受访者有多少人？", SURVEYED) == int((SURVEYED["children"] >= 3).sum())


def test_rows_with_a_field_left_blank_and_text_columns_rather_than_numbers():
    assert ask("至少有一项没填（存在缺失值）的受访者有多少人？", SURVEYED) == int(SURVEYED.isna().any(axis=1).sum())
    assert ask("这张表里哪些列是文字（类别）而不是数字？", SURVEYED) == ["married", "gender"]


CARDS = pd.DataFrame({"years": RNG.permutation(np.arange(0, 148)) % 41, "age": RNG.integers(15, 80, 148),
                      "education": RNG.choice(["8th grade", "high school", "2y college", "4y college"], 148)})
CARDS.loc[CARDS["years"].idxmax(), "years"] = 45  # one longest-trading trader


def test_how_old_is_the_row_at_the_top_and_years_or_longer():
    assert ask("交易年限最长的那个人多大年纪？", CARDS) == int(CARDS.loc[CARDS["years"].idxmax(), "age"])
    assert ask("哪些学历层次里有人已经交易了 20 年或更久？", CARDS) == sorted(CARDS.loc[CARDS["years"] >= 20, "education"].unique())


PLANTS = pd.DataFrame({"popu": RNG.choice(["1.SP", "2.SW", "3.NL", "5.NL"], 300), "gen": RNG.integers(4, 36, 300),
                       "fruits": RNG.integers(0, 100, 300)})
PLANTS.loc[PLANTS["popu"] == "2.SW", "gen"] = RNG.choice([5, 6], int((PLANTS["popu"] == "2.SW").sum()))


def test_groups_by_how_many_distinct_values_they_hold():
    two = sorted(PLANTS.groupby("popu")["gen"].nunique().loc[lambda s: s == 2].index)
    assert ask("Which populations have only two genotypes (gen)?", PLANTS) == two
    assert ask("哪些种群（popu）只有两个基因型（gen）？", PLANTS) == two


ITEMS = pd.DataFrame({f"{letter}{i}": RNG.integers(1, 7, 800).astype(float) for letter in "ACNO" for i in range(1, 6)})
ITEMS["education"] = RNG.choice([1, 2, 3, 4, 5], 800).astype(float)
for _column in list(ITEMS.columns[:20]):
    ITEMS.loc[RNG.choice(800, int(RNG.integers(5, 40)), replace=False), _column] = np.nan
ITEMS.loc[RNG.choice(800, 21, replace=False), "N4"] = np.nan  # a clear most among N1 … N5 is not needed: N4 passes 20


def test_a_range_of_sibling_columns_is_each_of_them():
    gaps = ITEMS[[f"N{i}" for i in range(1, 6)]].isna().sum()
    assert ask("Which of the neuroticism items (N1-N5) have more than 20 missing answers?", ITEMS) == \
        gaps[gaps > 20].index.tolist()


def test_each_level_from_one_through_five_in_level_order_keeps_every_row():
    assert ask("how many respondents at each education level, 1 through 5? in level order", ITEMS) == \
        ITEMS["education"].value_counts().sort_index().tolist()


PERIODICALS = pd.DataFrame({"Year": range(1900, 1990), "periodicals": RNG.uniform(1000, 9000, 90),
                            "costCoveragePeriodicals": RNG.uniform(0.5, 1.2, 90)})


def test_a_longer_name_said_with_an_of_between_its_words_is_meant_over_its_last_word():
    assert ask("what's the median cost coverage of periodicals?", PERIODICALS) == \
        float(PERIODICALS["costCoveragePeriodicals"].median())
    assert ask("What is the median of periodicals?", PERIODICALS) == float(PERIODICALS["periodicals"].median())


def test_a_short_code_said_in_capitals_is_the_code_written_in_lower_case():
    people = SURVEYED.assign(program=RNG.choice(["afdc", "ssi"], len(SURVEYED)))
    assert ask("What's the average age of the people on SSI? 2 decimals", people) == \
        round(float(people.loc[people["program"] == "ssi", "age"].mean()), 2)


def test_a_statement_quoted_before_its_column_makes_no_comparison():
    parks = pd.DataFrame({"moreparks": RNG.integers(1, 6, 500), "vparks": RNG.choice(["yes", "no"], 500)})
    assert ask("Among those who visited a national park in the last 12 months, what's the average score on "
               "'there should be more national parks' (moreparks)? 3 decimals", parks) == \
        round(float(parks.loc[parks["vparks"] == "yes", "moreparks"].mean()), 3)


def test_a_number_of_things_counted_needs_a_verb_of_having_right_before():
    senators = pd.DataFrame({"state": np.repeat([f"S{i}" for i in range(50)], 2), "y": RNG.choice([0, 1], 100),
                             "gorevote": np.repeat(RNG.uniform(25, 65, 50).round(2), 2)})
    assert ask("Averaged over the 50 states, what is the mean gorevote? 2 decimals", senators) == \
        round(float(senators["gorevote"].mean()), 2)


TRIAL = pd.DataFrame({"risk": RNG.uniform(1, 5, 600).round(1), "gender": RNG.choice(["1_female", "2_male"], 600, p=[.8, .2]),
                      "outcome": RNG.choice(["0_no", "1_yes"], 600, p=[.87, .13]),
                      "rx": RNG.choice(["0_placebo", "1_indomethacin"], 600)})


def test_values_kept_with_a_leading_code_are_said_as_their_words():
    assert ask("男性患者的平均风险评分是多少？保留两位小数", TRIAL) == round(float(TRIAL.loc[TRIAL["gender"] == "2_male", "risk"].mean()), 2)
    placebo = TRIAL[TRIAL["rx"] == "0_placebo"]
    assert ask("What share of the placebo patients had the outcome? 1 decimal, in percent", TRIAL) == \
        round(float(100 * (placebo["outcome"] == "1_yes").mean()), 1)


def test_the_highest_average_of_a_count_column_per_group_is_a_mean():
    fruits = PLANTS.rename(columns={"fruits": "total.fruits"})
    assert ask("Which population has the highest average fruit count per plant?", fruits) == \
        fruits.groupby("popu")["total.fruits"].mean().idxmax()


def test_a_measure_on_the_first_or_last_day_and_its_change_between_them():
    first, last = CLOSES.iloc[0], CLOSES.iloc[-1]
    assert ask("What was AAPL's close on the first day?", CLOSES) == float(first["AAPL"])
    assert ask("How much did MSFT change from the first day to the last day? 2 decimals", CLOSES) == \
        round(float(last["MSFT"] - first["MSFT"]), 2)
    assert ask("By what percentage did Microsoft's price rise from the first day in the data to the last? 1 decimal",
               CLOSES) == round(float(100 * (last["MSFT"] / first["MSFT"] - 1)), 1)


def test_which_of_the_n_items_is_the_one_set_of_n_columns_named_alike():
    items = ITEMS.drop(columns=["education"]).fillna(3.0)
    items["O4"] += 0.8
    items["age"] = RNG.integers(15, 80, len(items))
    best = items[[f"{letter}{i}" for letter in "ACNO" for i in range(1, 6)]].mean().idxmax()
    assert ask("Which of the 20 personality items gets the highest average score? give the item's column name",
               items) == best
    assert ask("20 道人格题里，哪一道题的平均分最高？回答列名", items) == best


def test_a_sex_column_coded_one_and_two_is_men_and_women():
    coded = pd.DataFrame({"age": RNG.integers(15, 80, 500), "gender": RNG.choice([1, 2], 500)})
    assert ask("median age of the men?", coded) == float(coded.loc[coded["gender"] == 1, "age"].median())
    assert ask("How many women are there?", coded) == int((coded["gender"] == 2).sum())
    assert ask("男性和女性受访者的平均年龄分别是多少？保留两位小数，先男性", coded) == \
        [round(float(coded.loc[coded["gender"] == g, "age"].mean()), 2) for g in (1, 2)]


def test_an_item_left_unanswered_is_a_gap():
    items = ITEMS.copy()
    items.loc[RNG.choice(len(items), 80, replace=False), "C3"] = np.nan
    assert ask("20 道人格题里，哪一道题没作答的人最多？回答列名", items) == "C3"


def test_a_number_whose_unit_is_a_columns_word_bars_each_row():
    traders = pd.DataFrame({"good": RNG.choice(["A", "B"], 148), "dealer": RNG.choice(["yes", "no"], 148),
                            "permonth": RNG.integers(0, 70, 148), "years": RNG.integers(0, 40, 148),
                            "gender": RNG.choice(["male", "female"], 148),
                            "education": RNG.choice(["8th grade", "high school", "2y college", "4y college"], 148),
                            "age": RNG.integers(15, 80, 148), "trade": RNG.choice(["yes", "no"], 148)})
    traders.loc[traders["education"] == "8th grade", "years"] %= 15  # many rows, none of them trading 20 years
    assert ask("哪些学历层次里有人已经交易了 20 年或更久？", traders) == \
        sorted(traders.loc[traders["years"] >= 20, "education"].unique())


def test_two_flags_counted_against_each_other_beside_flags_a_word_half_names():
    wars = QUARRELS.assign(revolution=RNG.choice([0, 1], len(QUARRELS), p=[0.5, 0.5]),
                           objectedWar=RNG.choice([0, 1], len(QUARRELS)), prepWar=RNG.choice([0, 1], len(QUARRELS)))
    assert ask("Are there more colonial quarrels than revolutions and civil wars?", wars) is \
        bool(wars["colonial"].sum() > wars["revolution"].sum())


def test_a_column_of_pieces_said_in_chinese_and_years_with_no_data():
    mail = POST.assign(piecesOfMail=RNG.uniform(100, 900, len(POST)), piecesOfMailPerCap=RNG.uniform(1, 9, len(POST)))
    mail.loc[RNG.choice(len(mail), 17, replace=False), "piecesOfMail"] = np.nan
    assert ask("邮件件数这一列有多少年没有数据？", mail) == int(mail["piecesOfMail"].isna().sum())
