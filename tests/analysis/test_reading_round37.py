"""Readings of the thirty-seventh round: a value counted too ('Count DC as well', 'DC 也算'), returns kept as signed
fractions asked in percent, 'S&P 500' naming SP500, a fall as the lowest, everyday abbreviations (ht, dept), two columns
compared by a comparative, the months of a monthly series, Males and Females as boys and girls, twin columns in units
of ten, a season's record in words, '除 X 以外' … Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(37)
STATES = pd.DataFrame({"state": ["AK", "AL", "AR", "AZ", "CA", "DC", "FL", "GA", "LA", "NY", "TX", "WA"],
                       "violent": [761, 780, 593, 715, 1119, 2922, 1207, 723, 1062, 1074, 762, 515],
                       "murder": [9.0, 11.6, 10.2, 8.6, 13.1, 78.5, 8.9, 11.4, 20.3, 13.3, 11.9, 5.2],
                       "poverty": [9.1, 17.4, 20.0, 15.4, 18.2, 26.4, 17.8, 13.5, 26.4, 16.4, 17.4, 12.1]})


def test_a_value_said_as_counted_too_keeps_every_row():
    assert ask("How many states have a violent crime rate over 1,000 per 100k? Count DC as well.", STATES) == \
        int((STATES["violent"] > 1000).sum())
    assert ask("把 DC 也算上，谋杀率的中位数是多少？保留一位小数", STATES) == round(STATES["murder"].median(), 1)
    assert ask("贫困率超过 20% 的地方有几个（DC 也算）？", STATES) == int((STATES["poverty"] > 20).sum())
    assert ask("What is the median murder rate, DC included?", STATES) == STATES["murder"].median()
    assert np.ravel(ask("What is the murder rate of DC?", STATES)).tolist() == [78.5]  # the value asked keeps its row


_DAYS = pd.bdate_range("2015-05-04", periods=84)
RETURNS = pd.DataFrame({"Date": _DAYS, "Google_Return": RNG.normal(0.001, 0.02, 84).round(6),
                        "SP500_Return": RNG.normal(0.0, 0.008, 84).round(6)})
RETURNS.loc[40, "Google_Return"] = 0.1605  # one day far above the rest


def test_returns_kept_as_signed_fractions_are_asked_in_percent():
    g, sp = RETURNS["Google_Return"], RETURNS["SP500_Return"]
    assert ask("What was Google's biggest one-day return, in percent? 2 decimals", RETURNS) == round(g.max() * 100, 2)
    assert ask("谷歌日收益率的中位数是多少？用百分比表示，保留三位小数", RETURNS) == round(g.median() * 100, 3)
    july = sp[RETURNS["Date"].dt.month == 7].mean() * 100
    assert ask("7 月份标普 500 的平均日收益率是多少？换算成百分比，保留三位小数", RETURNS) == round(july, 3)
    days = RETURNS.loc[g > 0.03, "Date"].tolist()
    assert days and ask("谷歌单日涨幅超过 3% 的是哪几天？", RETURNS) == days


def test_the_number_that_ends_a_columns_name_is_no_bar_and_a_fall_is_the_lowest():
    g, sp = RETURNS["Google_Return"], RETURNS["SP500_Return"]
    assert ask("Was Google's average daily return higher than the S&P 500's over the period?", RETURNS) == \
        bool(g.mean() > sp.mean())
    worst = RETURNS.loc[sp.idxmin(), "Date"].strftime("%Y-%m-%d")
    assert str(ask("标普 500 跌得最狠的是哪一天？", RETURNS))[:10] == worst
    assert str(ask("On which day did the S&P 500 fall the most?", RETURNS))[:10] == worst


_C = 199
COUPLES = pd.DataFrame({"age_husband": RNG.integers(22, 65, _C), "age_wife": RNG.integers(20, 62, _C).astype(float),
                        "ht_husband": RNG.integers(1550, 1950, _C), "ht_wife": RNG.integers(1400, 1780, _C),
                        "age_husb_at_marriage": RNG.integers(18, 40, _C).astype(float),
                        "age_wife_at_marriage": RNG.integers(15, 36, _C).astype(float),
                        "years_married": RNG.integers(1, 40, _C).astype(float)})
TEXTBOOKS = pd.DataFrame({"dept_abbr": RNG.choice(["Math", "Mgmt", "Stat", "Engl", "Hist", "Physics"], 73),
                          "course": RNG.choice(["1A", "31B", "100", "180A", "C170"], 73),
                          "ucla_new": RNG.uniform(10, 220, 73).round(2)})
TEXTBOOKS["amaz_new"] = (TEXTBOOKS["ucla_new"] * RNG.uniform(0.6, 1.05, 73)).round(2)


def test_everyday_abbreviations_of_a_columns_words():
    assert ask("丈夫的平均身高是多少毫米？保留一位小数", COUPLES) == round(COUPLES["ht_husband"].mean(), 1)
    assert ask("最矮的三位妻子，身高分别是多少毫米？从矮到高", COUPLES) == sorted(COUPLES["ht_wife"].nsmallest(3).tolist())
    assert ask("这些书一共来自多少个不同的院系？", TEXTBOOKS) == TEXTBOOKS["dept_abbr"].nunique()
    assert ask("How many different departments are there?", TEXTBOOKS) == TEXTBOOKS["dept_abbr"].nunique()


def test_the_words_of_a_longer_name_said_whole_outrank_a_shorter_names():
    at_marriage = COUPLES["age_wife_at_marriage"]
    assert ask("妻子结婚时年龄的中位数是多少岁？", COUPLES) == at_marriage.median()
    assert ask("Is the average age at which the wives married under 23?", COUPLES) == bool(at_marriage.mean() < 23)
    assert ask("有没有妻子结婚时还不到 16 岁的记录？", COUPLES) == bool((at_marriage < 16).any())
    assert ask("What is the wife's average age?", COUPLES) == COUPLES["age_wife"].mean()


def test_two_columns_compared_row_by_row_by_an_everyday_comparative():
    assert ask("In how many couples is the wife taller than her husband?", COUPLES) == \
        int((COUPLES["ht_wife"] > COUPLES["ht_husband"]).sum())
    assert ask("How many of the books are cheaper on Amazon than at the UCLA bookstore?", TEXTBOOKS) == \
        int((TEXTBOOKS["amaz_new"] < TEXTBOOKS["ucla_new"]).sum())
    dearer = sorted(TEXTBOOKS.loc[TEXTBOOKS["amaz_new"] > TEXTBOOKS["ucla_new"], "dept_abbr"].unique())
    assert ask("Which departments have at least one book that costs more on Amazon than at UCLA?", TEXTBOOKS) == dearer


CHRISTENINGS = pd.DataFrame({"Year": range(1629, 1711), "Males": RNG.integers(2800, 8500, 82),
                             "Females": RNG.integers(2700, 7800, 82), "Plague": RNG.integers(0, 3000, 82),
                             "Mortality": RNG.integers(8000, 25000, 82)})
CHRISTENINGS["Total"] = (CHRISTENINGS["Males"] + CHRISTENINGS["Females"]) / 1000


def test_boys_and_girls_counted_in_columns_of_males_and_females_and_deaths_in_mortality():
    c = CHRISTENINGS
    assert ask("这些年里受洗的男孩一共有多少？", c) == c["Males"].sum()
    early = c.loc[c["Year"].between(1700, 1709), "Females"].mean()
    assert ask("1700 到 1709 年，平均每年有多少女孩受洗？保留一位小数", c) == round(early, 1)
    deaths = c.loc[c["Year"] == 1665, "Mortality"].tolist()
    assert np.ravel(ask("total deaths in London in 1665?", c)).tolist() == deaths
    assert ask("How many boys and how many girls were christened in 1665? boys first", c) == \
        c.loc[c["Year"] == 1665, ["Males", "Females"]].iloc[0].tolist()


_MONTHS = pd.date_range("2006-01-01", periods=98, freq="MS") + pd.to_timedelta(RNG.integers(0, 3, 98), unit="D")
STOCK = pd.DataFrame({"date": _MONTHS[::-1], "close": RNG.uniform(60, 105, 98).round(2),
                      "volume": RNG.integers(9_000_000, 40_000_000, 98)})


def test_the_months_of_a_monthly_series_are_its_rows():
    top = STOCK.nlargest(3, "close")["close"].tolist()
    assert ask("收盘价最高的三个月，收盘价分别是多少？从高到低", STOCK) == top
    best = STOCK.loc[STOCK["close"].idxmax(), "date"].strftime("%Y-%m")
    assert ask("Which month had the highest close?", STOCK) == best
    calendar = STOCK.groupby(STOCK["date"].dt.month)["volume"].mean().idxmax()
    assert ask("Which calendar month has the highest average volume?", STOCK) == calendar


WALKS = pd.DataFrame({"StepCount": RNG.integers(2000, 18500, 223), "Kcal": RNG.integers(5, 400, 223),
                      "Weather": RNG.choice(["shine", "rain", "cold"], 223), "Walk": RNG.integers(0, 2, 223)})
WALKS["Steps"] = WALKS["StepCount"] / 1000


def test_of_two_columns_of_one_measure_the_one_in_the_bars_scale():
    over = int((WALKS["StepCount"] > 10000).sum())
    assert ask("How many records had more than 10,000 steps?", WALKS) == over
    assert ask("步数超过一万步的记录有多少条？", WALKS) == over
    assert ask("平均消耗多少千卡？保留两位小数", WALKS) == round(WALKS["Kcal"].mean(), 2)


COUNTRIES = pd.DataFrame({"country": ["Japan", "United States", "Brazil", "Canada", "France", "Kenya"] * 3,
                          "year": [2013] * 6 + [2014] * 6 + [2015] * 6,
                          "life_expectancy": RNG.uniform(60, 84, 18).round(2),
                          "continent": ["Asia", "Americas", "Americas", "Americas", "Europe", "Africa"] * 3})
DIABETES = pd.DataFrame({"glufast": RNG.integers(70, 330, 145), "glutest": RNG.integers(270, 1570, 145),
                         "instest": RNG.integers(10, 750, 145), "group": RNG.choice(["Normal", "Chemical_Diabetic",
                                                                                      "Overt_Diabetic"], 145)})


def test_a_spelling_met_as_it_is_outranks_one_met_as_another_form():
    in_2015 = COUNTRIES[COUNTRIES["year"] == 2015].set_index("country")["life_expectancy"]
    assert ask("2015 年日本的预期寿命比美国高吗？", COUNTRIES) == bool(in_2015["Japan"] > in_2015["United States"])
    americas = COUNTRIES.loc[(COUNTRIES["continent"] == "Americas") & (COUNTRIES["year"] == 2015), "life_expectancy"]
    assert ask("美洲国家 2015 年的平均预期寿命是多少？", COUNTRIES) == americas.mean()


def test_everyday_medical_words_in_chinese():
    normal = DIABETES.loc[DIABETES["group"] == "Normal", "glufast"].mean()
    assert ask("正常组病人的空腹血糖平均是多少？保留两位小数", DIABETES) == round(normal, 2)
    share = (DIABETES["glufast"] > 200).mean() * 100
    assert ask("空腹血糖超过 200 的病人占全部病人的百分之几？保留一位小数", DIABETES) == round(share, 1)


def test_passing_a_bar_and_moving_up_or_down():
    big = COUNTRIES.assign(population=RNG.integers(5_000_000, 1_500_000_000, 18))
    early = big[(big["country"] == "Japan") & (big["year"] < 2015)]
    assert ask("Did Japan's population pass one billion before 2015?", big) == bool((early["population"] > 1e9).any())
    assert ask("人口突破 10 亿的国家有哪些？", big) == sorted(big.loc[big["population"] > 1e9, "country"].unique())
    g, sp = RETURNS["Google_Return"], RETURNS["SP500_Return"]
    assert ask("On how many days did Google go up?", RETURNS) == int((g > 0).sum())
    assert ask("How many days did the S&P 500 close down?", RETURNS) == int((sp < 0).sum())
    assert ask("谷歌日收益率的最大值是多少？", RETURNS) == g.max()  # a name said in Chinese, one word of the column's


YOGURT = pd.DataFrame({"id": np.repeat(np.arange(1, 41), 6), "price.yoplait": RNG.uniform(8, 12, 240).round(1),
                       "price.dannon": RNG.uniform(6, 10, 240).round(1),
                       "price.hiland": RNG.uniform(4, 7, 240).round(1),
                       "choice": RNG.choice(["yoplait", "dannon", "hiland"], 240)})


def test_a_value_that_ends_a_measures_name_is_that_measure():
    assert ask("avg price of yoplait (cents/oz), 2 decimals", YOGURT) == round(YOGURT["price.yoplait"].mean(), 2)
    chosen = YOGURT.loc[YOGURT["choice"] == "dannon", "price.dannon"].mean()
    assert ask("What is the average price of dannon when dannon was chosen?", YOGURT) == chosen


def test_a_measure_of_the_body_said_in_chinese():
    heads = pd.DataFrame({"group": RNG.choice(["High school", "College", "Non-football"], 90),
                          "width": RNG.uniform(13, 17, 90).round(1), "circum": RNG.uniform(52, 63, 90).round(2)})
    assert ask("头围超过 60 的有几个人？", heads) == int((heads["circum"] > 60).sum())


def test_a_seasons_record_said_in_words():
    teams = pd.DataFrame({"Team": [f"T{i}" for i in range(32)], "Wins": RNG.integers(1, 16, 32)})
    teams["Losses"] = 16 - teams["Wins"]
    teams["WinPct"] = (teams["Wins"] / 16).round(3)
    teams.loc[5, ["Wins", "Losses"]] = [16, 0]
    assert ask("How many teams finished with a winning record?", teams) == int((teams["Wins"] > teams["Losses"]).sum())
    assert ask("胜多负少的球队有几支？", teams) == int((teams["Wins"] > teams["Losses"]).sum())
    assert ask("Did any team go winless?", teams) is False
    assert np.ravel(ask("Which team was unbeaten?", teams)).tolist() == ["T5"]


def test_which_entries_are_the_rows_and_which_ones_respectively_a_list():
    assert ask("Which entries have a murder rate of 13 or more? two-letter codes", STATES) == \
        sorted(STATES.loc[STATES["murder"] >= 13, "state"])
    dear = sorted(TEXTBOOKS.loc[TEXTBOOKS["ucla_new"] > 180, "dept_abbr"].unique())
    assert ask("UCLA 售价超过 180 美元的书，分别是哪些院系的？", TEXTBOOKS) == dear


def test_the_figure_asked_of_the_row_a_superlative_picks_and_a_value_set_aside_by_chu():
    assert ask("What was the weather like on the day with the most steps?", WALKS) == \
        WALKS.loc[WALKS["StepCount"].idxmax(), "Weather"]
    assert ask("What was the weather on the day with the highest Kcal?", WALKS) == \
        WALKS.loc[WALKS["Kcal"].idxmax(), "Weather"]
    races = STATES.assign(white=[75.2, 73.5, 82.9, 79.0, 69.9, 31.8, 77.2, 70.1, 66.4, 72.3, 85.1, 89.4])
    rest = races[races["state"] != "DC"]
    assert ask("除 DC 以外，白人比例最低的是哪个州？", races) == rest.loc[rest["white"].idxmin(), "state"]


def test_a_measure_named_only_by_a_value_said_is_that_values_rows():
    assert ask("达能（dannon）一共被买了多少次？", YOGURT) == int((YOGURT["choice"] == "dannon").sum())
    assert ask("How many times was hiland bought?", YOGURT) == int((YOGURT["choice"] == "hiland").sum())


def test_the_figures_of_the_top_groups_asked_and_a_thing_named_before_its_deaths():
    top = CHRISTENINGS.nlargest(3, "Plague")["Plague"].tolist()
    assert ask("瘟疫死亡人数最多的三个年份，各死了多少人？从多到少排", CHRISTENINGS) == top


def test_days_counted_in_a_daily_log_whose_day_names_the_weekday():
    log = WALKS.assign(Day=np.tile(list("MTWRFSU"), 32)[:len(WALKS)])
    assert ask("On how many days were the dogs walked?", log) == int((log["Walk"] == 1).sum())
    assert ask("How many different days of the week are there?", log) == 7


def test_the_most_popular_kind_in_a_table_of_one_kind():
    assert ask("What's the most popular brand?", YOGURT) == YOGURT["choice"].mode()[0]


def test_girls_counted_in_a_column_of_females():
    c = CHRISTENINGS
    assert ask("How many girls were christened in 1665?", c) == c.loc[c["Year"] == 1665, "Females"].sum()


def test_alternatives_priced_in_their_own_columns_are_compared_as_columns():
    means = YOGURT[["price.yoplait", "price.dannon", "price.hiland"]].mean()
    assert ask("Which brand is the cheapest on average?", YOGURT) == means.idxmin().split(".")[1]
    assert ask("Which brand has the highest average price?", YOGURT) == means.idxmax().split(".")[1]
