"""Readings of the twenty-eighth round: the groups in which one value's figure beats another's ('in which states do
the boys score higher than the girls', 'which occupation groups have more women than men'). Expected values come
from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(28)
PUPILS = pd.DataFrame({"State": RNG.choice(["ACT", "NSW", "VIC", "QLD", "WA"], 600),
                       "sex": RNG.choice(["f", "m"], 600), "like": RNG.integers(1, 9, 600)})
PUPILS.loc[(PUPILS["State"].isin(["NSW", "WA"])) & (PUPILS["sex"] == "m"), "like"] += 2  # (two states: boys ahead)
WORKERS = pd.DataFrame({"occrecode": RNG.choice(["Office", "Sales", "Construction", "Service", "Production"], 900),
                        "gender": RNG.choice(["Female", "Male"], 900), "realrinc": RNG.integers(1_000, 90_000, 900)})
WORKERS = WORKERS[~((WORKERS["occrecode"] == "Construction") & (WORKERS["gender"] == "Female"))]
WORKERS = pd.concat([WORKERS, pd.DataFrame({"occrecode": ["Office"] * 60, "gender": ["Female"] * 60,
                                            "realrinc": RNG.integers(1_000, 90_000, 60)})], ignore_index=True)


def _beaten(frame, group, key, first, second, column=None):
    """The groups in which `first`'s figure (mean of `column`, or rows counted) beats `second`'s."""
    per = [frame[frame[key] == v].groupby(group) for v in (first, second)]
    figures = [rows[column].mean() if column else rows.size() for rows in per]
    gap = figures[0] - figures[1] if column else figures[0].sub(figures[1], fill_value=0)
    return sorted(gap[gap > 0].index)


def test_the_groups_in_which_one_value_scores_higher_than_another_are_listed():
    expected = _beaten(PUPILS, "State", "sex", "m", "f", "like")
    assert ask("In which states do the boys have a higher average like score than the girls?", PUPILS) == expected
    assert ask("哪些州男生的平均喜爱得分比女生高？", PUPILS) == expected


def test_the_groups_with_more_rows_of_one_value_than_of_another_count_their_rows():
    counted = _beaten(WORKERS, "occrecode", "gender", "Female", "Male")
    assert "Construction" not in counted and "Office" in counted
    assert ask("Which occupation groups have more women than men in the data?", WORKERS) == counted
    assert ask("Which occupation groups have a higher average income for women than for men?", WORKERS) == \
        _beaten(WORKERS, "occrecode", "gender", "Female", "Male", "realrinc")


METROS = pd.DataFrame({"city": ["Akron", "Albany", "Boston", "New.York", "Toledo", "Tulsa"],
                       "population": [675.0, 713.0, 3710.0, 11551.0, 692.0, 477.0],
                       "crime": [2602, 1388, 3014, 3950, 2813, 3222]})
CASES = pd.DataFrame([(state, year, disease, int(RNG.integers(0, 500)))
                      for state in ["California", "Texas", "Ohio", "Utah"] for year in (1989, 1990)
                      for disease in ["Measles", "Mumps"] for _week in range(3)],
                     columns=["state", "year", "disease", "count"])
CASES.loc[(CASES["state"] == "California") & (CASES["year"] == 1990) & (CASES["disease"] == "Measles"), "count"] += 900


def test_a_row_named_is_checked_against_the_row_at_the_top():
    top = METROS.loc[METROS["crime"].idxmax(), "city"]
    assert top == "New.York"
    assert ask("Does New York have the highest crime rate of all the metro areas?", METROS) is True
    assert ask("纽约是犯罪率最高的都市区吗？", METROS) is True
    assert ask("Is Tulsa the metro area with the lowest crime rate?", METROS) is False


def test_a_group_named_is_checked_against_the_group_with_the_largest_total():
    totals = CASES[(CASES["year"] == 1990) & (CASES["disease"] == "Measles")].groupby("state")["count"].sum()
    assert totals.idxmax() == "California"
    for state in ["California", "Texas"]:
        said = {"California": "加州", "Texas": "德州"}[state]
        assert ask(f"1990 年{said}的麻疹病例数是所有州里最多的吗？", CASES) is bool(totals.idxmax() == state)


CLASSES = pd.DataFrame({"school": np.repeat(np.arange(1, 21), 24), "class": np.tile(np.repeat([1, 2, 3], 8), 20)})
CLASSES["Class"] = CLASSES["school"] + CLASSES["class"] / 10
CLASSES["like"] = RNG.integers(1, 9, len(CLASSES))


def test_distinct_things_are_counted_in_the_column_that_tells_them_apart():
    # 'class' numbers the classes within each school; 'Class' (school.class) names each one
    assert ask("how many distinct classes were surveyed?", CLASSES) == CLASSES["Class"].nunique() == 60


def test_the_rows_at_the_top_of_a_column_are_counted():
    likes = CLASSES["like"]
    assert ask("How many students gave the highest like score?", CLASSES) == int((likes == likes.max()).sum())
    assert ask("给出最高喜爱得分的学生有多少个？", CLASSES) == int((likes == likes.max()).sum())
    assert ask("有多少名学生的喜爱得分是最低分？", CLASSES) == int((likes == likes.min()).sum())
    assert ask("What is the highest like score?", CLASSES) == likes.max()


LOANS = pd.DataFrame({"region": RNG.choice(["North", "South", "East"], 600), "int_rate": RNG.uniform(5, 20, 600)})
LOANS.loc[LOANS["region"] == "North", "int_rate"] += 3.5  # (North runs 3.5 points above: past a bar of 3, not of 4)
BELTS = pd.DataFrame({"year": np.repeat([1996, 1997], 100), "enforce": np.tile(["primary", "secondary"], 100),
                      "seatbelt": RNG.uniform(0.5, 0.7, 200)})
BELTS.loc[BELTS["enforce"] == "primary", "seatbelt"] += 0.11


def _gap(frame, key, first, second, column):
    return frame.loc[frame[key] == first, column].mean() - frame.loc[frame[key] == second, column].mean()


def test_a_difference_between_two_groups_is_held_against_the_bar_said():
    gap = _gap(LOANS, "region", "North", "South", "int_rate")
    assert 3 < gap < 4
    assert ask("Is the average interest rate in the North more than 3 points higher than in the South?", LOANS) is True
    assert ask("北部的平均利率是否比南部高出 4 个百分点以上？", LOANS) is False
    assert ask("Is the average int_rate in the South lower than in the North by more than 3 points?", LOANS) is True


def test_a_gap_in_percentage_points_over_shares_written_as_fractions_is_a_hundredth():
    kept = BELTS[BELTS["year"] == 1997]
    gap = _gap(kept, "enforce", "primary", "secondary", "seatbelt")
    assert 0.10 < gap < 0.2
    assert ask("1997 年实行主要执法（primary）的州，安全带平均使用率是否比实行次要执法（secondary）的州高出 10 个百分点以上？",
               BELTS) is True
    assert ask("1997 年，主要执法（primary）的州安全带平均使用率比次要执法（secondary）的州高出 20 个百分点以上吗？",
               BELTS) is False


HAULS = pd.DataFrame({"site": np.arange(0, 90), "period": np.repeat(["1977-1989", "1990-1999", "2000-2002"], 30),
                      "totabund": RNG.integers(10, 900, 90)})
HAULS.loc[[0, 75], "totabund"] = [1500, 1200]  # (site 0 is the first period's only haul past 1,000)


def test_at_least_one_thing_with_a_figure_past_a_bar_puts_no_bar_on_the_things():
    expected = sorted(HAULS.loc[HAULS["totabund"] > 1000, "period"].unique())
    assert ask("Which periods had at least one site with a totabund above 1000?", HAULS) == expected
    assert ask("How many periods had at least one site with a totabund above 1000?", HAULS) == len(expected) == 2


HOMES = pd.DataFrame({"price": RNG.integers(30_000, 150_000, 500).astype(float), "bedrooms": RNG.integers(1, 6, 500)})
for _feature, _share in {"driveway": 0.86, "recroom": 0.18, "fullbase": 0.35, "gashw": 0.05, "airco": 0.32}.items():
    HOMES[_feature] = np.where(RNG.random(500) < _share, "yes", "no")
HOMES.loc[HOMES["airco"] == "yes", "price"] += 25_000  # (air conditioning adds the most)
FEATURES = ["driveway", "recroom", "fullbase", "gashw", "airco"]


def _marked(column):
    return HOMES[column] == "yes"


def test_yes_no_features_are_compared_by_how_often_they_are_marked():
    shares = pd.Series({c: 100 * _marked(c).mean() for c in FEATURES})
    assert ask("Which of the yes/no features is the rarest? column name please", HOMES) == shares.idxmin() == "gashw"
    assert ask("这几项是/否特征里，拥有比例最高的是哪一项？回答列名", HOMES) == shares.idxmax()
    assert sorted(ask("Which yes/no features do at least 30% of the houses have?", HOMES)) == \
        sorted(shares[shares >= 30].index)


def test_yes_no_features_are_compared_by_a_measure_over_their_marked_rows():
    means = pd.Series({c: HOMES.loc[_marked(c), "price"].mean() for c in FEATURES})
    gaps = pd.Series({c: means[c] - HOMES.loc[~_marked(c), "price"].mean() for c in FEATURES})
    bar = float(means.sort_values().iloc[2]) // 1000 * 1000 + 500  # (between the third and the fourth)
    got = ask(f"拥有哪些是/否特征（取 yes）的房子平均售价超过 {bar:.0f}？回答列名", HOMES)
    assert sorted(got) == sorted(means[means > bar].index)
    assert ask("哪一项是/否特征对应的平均售价差（有的减没有的）最大？回答列名", HOMES) == gaps.idxmax() == "airco"
    lower = ask("driveway、recroom、gashw 这三列里，哪些列取 yes 的房子平均售价比取 no 的低？回答列名", HOMES)
    assert sorted(lower) == sorted(c for c in ["driveway", "recroom", "gashw"] if gaps[c] < 0)


VOTERS = pd.DataFrame({"state": RNG.choice(["AR", "SC"], 800), "year": 2000, "vote": RNG.choice([0, 1], 800, p=[0.2, 0.8]),
                       "education": RNG.integers(1, 5, 800), "age": RNG.integers(18, 90, 800)})


def test_a_flag_not_done_keeps_its_zero_rows():
    assert ask("南卡罗来纳州的受访者里，有多少人没去投票？", VOTERS) == \
        int(((VOTERS["state"] == "SC") & (VOTERS["vote"] == 0)).sum())
    assert ask("average age of the people who didn't vote? 2 decimals", VOTERS) == \
        round(VOTERS.loc[VOTERS["vote"] == 0, "age"].mean(), 2)


def test_a_year_said_before_the_share_keeps_the_rows_and_the_flag_after_it_is_counted():
    assert ask("In the 2000 sample, what share of the respondents voted? as a percent, 2 decimals", VOTERS) == \
        round(100 * VOTERS["vote"].mean(), 2)


def test_turnout_among_people_past_an_age_is_held_against_a_percentage():
    seniors = 100 * VOTERS.loc[VOTERS["age"] >= 65, "vote"].mean()
    bar = 75 if seniors > 75 else 85
    assert ask(f"CPS 2000: is turnout among respondents aged 65 or older above {bar}%?", VOTERS) is bool(seniors > bar)


def test_the_flag_of_the_row_at_the_top_is_its_own_word_or_whether_it_is_marked():
    homes = HOMES.copy()
    top, bottom = homes["price"].idxmax(), homes["price"].idxmin()
    homes.loc[top, "airco"], homes.loc[bottom, "driveway"] = "yes", "no"  # (the answers differ from the common value)
    assert ask("Does the most expensive house have central air conditioning? yes or no", homes) == "yes"
    assert ask("Does the cheapest house have a driveway?", homes) == "no"
    assert ask("有中央空调的房子有多少套？", homes) == int((homes["airco"] == "yes").sum())
    flagged = homes.assign(garage=(RNG.random(len(HOMES)) < 0.8).astype(int))
    flagged.loc[bottom, "garage"] = 0
    assert ask("Does the cheapest house have a garage?", flagged) is False


def test_numbers_listed_each_with_its_unit_are_values_of_the_column_the_unit_names():
    homes = HOMES.assign(stories=RNG.choice([1, 2, 3, 4], len(HOMES), p=[0.4, 0.4, 0.1, 0.1]))
    counts = [int((homes["stories"] == n).sum()) for n in (1, 2, 3, 4)]
    assert ask("1 层、2 层、3 层、4 层的房子各有多少套？按层数顺序", homes) == counts


PASSENGERS = pd.DataFrame({"sex": ["female"] * 9 + ["male"] * 11,
                           "survived": [1, 1, 0, 1, 1, 1, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0],
                           "fare": RNG.uniform(7, 90, 20).round(2)})


def test_a_gap_between_two_groups_rates_reads_each_groups_rate():
    rates = PASSENGERS.groupby("sex")["survived"].mean() * 100
    gap = rates["female"] - rates["male"]
    assert 50 < gap < 60
    assert ask("女性乘客的生还率比男性高出 60 个百分点以上吗？", PASSENGERS) is False
    assert ask("女性乘客的生还率比男性高出 50 个百分点以上吗？", PASSENGERS) is True


def test_a_flags_rate_over_some_rows_is_held_against_a_bar():
    seniors = 100 * VOTERS.loc[VOTERS["age"] >= 65, "vote"].mean()
    assert 70 < seniors < 90
    assert ask("65 岁及以上受访者的投票率高于 70% 吗？", VOTERS) is True
    assert ask("65 岁及以上受访者的投票率高于 90% 吗？", VOTERS) is False


def test_the_share_of_one_flag_among_the_rows_another_marks():
    people = VOTERS.assign(female=RNG.choice([0, 1], len(VOTERS)), smoke=RNG.choice([0, 1], len(VOTERS), p=[0.8, 0.2]))
    assert ask("What percentage of women smoke?", people) == \
        100 * people.loc[people["female"] == 1, "smoke"].mean()


VOCAB = pd.DataFrame({"year": RNG.choice([1978, 1990, 2016], 600),
                      "ageGroup": RNG.choice(["18-29", "30-39", "40-49", "50-59", "60+"], 600),
                      "vocab": RNG.integers(0, 11, 600).astype(float), "age": RNG.integers(18, 89, 600).astype(float)})
VOCAB.loc[VOCAB["ageGroup"] == "40-49", "vocab"] = (VOCAB["vocab"] + 3).clip(upper=10)


def test_an_age_group_asked_for_is_no_year():
    assert ask("哪个年龄组的平均词汇得分最高？", VOCAB) == VOCAB.groupby("ageGroup")["vocab"].mean().idxmax() == "40-49"
    assert ask("哪一年的平均词汇得分最高？", VOCAB) == VOCAB.groupby("year")["vocab"].mean().idxmax()


def test_a_full_mark_noted_in_brackets_keeps_every_row():
    assert ask("词汇测试的平均得分是多少（满分 10 分）？保留两位小数", VOCAB) == round(VOCAB["vocab"].mean(), 2)


SCHOOLS = pd.DataFrame({"unitid": np.repeat(np.arange(100, 160), 4), "year": np.tile([2007, 2009, 2015, 2016], 60),
                        "inst_name": np.repeat([f"College {i % 55}" for i in range(60)], 4),
                        "earnings_med": RNG.integers(20_000, 90_000, 240).astype(float)})
SCHOOLS.loc[SCHOOLS["year"].isin([2015, 2016]), "earnings_med"] = np.nan
SCHOOLS.loc[SCHOOLS.index[:3], "earnings_med"] = np.nan  # (2007 and 2009 miss a few figures, not all)


def test_things_counted_by_the_column_said():
    assert SCHOOLS["unitid"].nunique() != SCHOOLS["inst_name"].nunique()
    assert ask("How many different institutions are there? Count them by unitid.", SCHOOLS) == SCHOOLS["unitid"].nunique()
    assert ask("数据里有多少所不同的学校（按 unitid 算）？", SCHOOLS) == SCHOOLS["unitid"].nunique()


def test_the_groups_wholly_missing_a_figure():
    assert ask("哪些年份完全没有收入数据？", SCHOOLS) == [2015, 2016]
    assert ask("Which years have no earnings data at all?", SCHOOLS) == [2015, 2016]
    assert ask("哪些年份有缺失的收入数据？", SCHOOLS) == [2007, 2009, 2015, 2016]


_ARMS = RNG.choice(["Obs", "Lev", "Lev+5FU"], 300, p=[0.36, 0.33, 0.31])
TRIAL = pd.DataFrame({"id": np.repeat(np.arange(1, 301), 2), "rx": np.repeat(_ARMS, 2),
                      "nodes": np.repeat(RNG.integers(0, 12, 300), 2), "etype": np.tile([1, 2], 300)})


def test_patients_with_two_rows_each_are_counted_once_per_group():
    once = TRIAL.groupby("rx")["id"].nunique()
    assert ask("三个治疗组各有多少名患者？按 Obs、Lev、Lev+5FU 的顺序", TRIAL) == [once[v] for v in ("Obs", "Lev", "Lev+5FU")]
    got = ask("How many patients are in each treatment arm?", TRIAL)
    assert dict(got) == once.to_dict()
    bar = int(once.sort_values().iloc[1])  # (the two larger arms reach it)
    assert sorted(ask(f"Which arms of the trial have at least {bar} patients?", TRIAL)) == sorted(once[once >= bar].index)


MARKETS = pd.DataFrame({"MediaMarket": [f"MARKET {i}" for i in range(40)], "Black": RNG.uniform(1, 40, 40),
                        "Hispanic": RNG.uniform(1, 60, 40), "Animus": RNG.uniform(50, 200, 40)})


def test_everyday_chinese_words_for_ethnic_shares_and_animus():
    assert ask("拉美裔居民占比最高的是哪个媒体市场？", MARKETS) == \
        MARKETS.loc[MARKETS["Hispanic"].idxmax(), "MediaMarket"]
    assert ask("种族敌意指数最低的媒体市场是哪个？", MARKETS) == MARKETS.loc[MARKETS["Animus"].idxmin(), "MediaMarket"]


FLIGHTS = pd.DataFrame({"Altitude": RNG.choice([0.91, 3.05, 6.1, 7.62, 12.19], 400),
                        "Lateral": RNG.uniform(0, 40, 400).round(2), "Flight": RNG.choice([0, 1], 400)})
FLIGHTS["AltCat"] = pd.cut(FLIGHTS["Altitude"], [0, 3, 7, 13], labels=["low", "mid", "high"]).astype(str)
FLIGHTS["LatCat"] = pd.cut(FLIGHTS["Lateral"], [-1, 10, 20, 30, 41], labels=[1, 2, 3, 4]).astype(int)


def test_a_head_cut_short_then_a_kind_is_the_category_column():
    rates = 100 * FLIGHTS.groupby("AltCat")["Flight"].mean()
    assert sorted(ask("Which altitude categories have a flight rate above 45%?", FLIGHTS)) == sorted(rates[rates > 45].index)
    assert ask("What is the average altitude?", FLIGHTS) == FLIGHTS["Altitude"].mean()
    counts = ask("how many overflights are in each lateral distance category?", FLIGHTS)
    assert dict(counts) == FLIGHTS["LatCat"].value_counts().to_dict()


METRO_AREAS = pd.DataFrame({"city": [f"City{i}" for i in range(60)],
                            "population": RNG.integers(250, 1200, 60).astype(float),  # (in thousands)
                            "crime": RNG.integers(1000, 5000, 60)})
METRO_AREAS.loc[[0, 1, 2], "population"] = [9000.0, 11551.0, 7000.0]
METRO_AREAS.loc[METRO_AREAS["population"] > 1000, "crime"] += 900


def test_two_groups_of_one_column_cut_by_two_bars_compare_a_measure():
    big = METRO_AREAS.loc[METRO_AREAS["population"] > 1000, "crime"].mean()
    small = METRO_AREAS.loc[METRO_AREAS["population"] < 500, "crime"].mean()
    assert big > small
    assert ask("Is the average crime of metro areas with a population above 1000 higher than that of areas with a "
               "population below 500?", METRO_AREAS) is True
    assert ask("人口超过 100 万的都市区，平均犯罪率是否高于人口不到 50 万的都市区？", METRO_AREAS) is True


def test_a_bar_under_half_a_million_over_a_column_in_thousands():
    assert ask("How many metro areas have a population under 500,000?", METRO_AREAS) == \
        int((METRO_AREAS["population"] < 500).sum())


def test_not_born_somewhere_keeps_the_no_rows():
    people = VOCAB.assign(nativeBorn=RNG.choice(["yes", "no"], len(VOCAB), p=[0.85, 0.15]))
    assert ask("不是在美国出生的受访者，平均年龄是多少岁？保留两位小数", people) == \
        round(people.loc[people["nativeBorn"] == "no", "age"].mean(), 2)


WORKERS_BAN = pd.DataFrame({"smoker": RNG.choice(["yes", "no"], 500, p=[0.25, 0.75]),
                            "ban": RNG.choice(["yes", "no"], 500, p=[0.6, 0.4]),
                            "gender": RNG.choice(["female", "male"], 500), "age": RNG.integers(18, 80, 500)})
WORKERS_BAN.loc[(WORKERS_BAN["gender"] == "male") & (RNG.random(500) < 0.2), "smoker"] = "yes"


def test_a_smoking_rate_and_a_ban_said_in_everyday_words():
    rates = WORKERS_BAN.assign(s=WORKERS_BAN["smoker"] == "yes").groupby("gender")["s"].mean()
    assert ask("Which gender has the higher smoking rate?", WORKERS_BAN) == rates.idxmax() == "male"
    banned = WORKERS_BAN[WORKERS_BAN["ban"] == "yes"]
    assert ask("工作场所有禁烟令的人里，吸烟者占百分之多少？保留两位小数", WORKERS_BAN) == \
        round(100 * (banned["smoker"] == "yes").mean(), 2)


def test_one_groups_figure_against_half_of_anothers():
    wages = pd.DataFrame({"year": RNG.choice([1974, 2018], 400), "gender": RNG.choice(["Female", "Male"], 400),
                          "realrinc": RNG.integers(5_000, 60_000, 400).astype(float)})
    wages.loc[(wages["year"] == 1974) & (wages["gender"] == "Female"), "realrinc"] *= 0.4
    early = wages[wages["year"] == 1974].groupby("gender")["realrinc"].mean()
    assert early["Female"] < 0.5 * early["Male"]
    assert ask("1974 年女性的平均收入是不是还不到男性的一半？", wages) is True
    assert ask("In 1974, was women's average income less than half of men's?", wages) is True
