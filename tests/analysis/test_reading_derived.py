"""Readings that need more than one column as the table has it, or words the glossary lacks: columns added up,
a yes/no column's rate per group, a share of a total, a change from the period before or over a span in percent,
the n-th of a ranking, the names of a panel's rows, Chinese names read through the dictionary, slips of spelling.
Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

STAYS = pd.DataFrame({
    "arrival": pd.to_datetime(["2016-11-03", "2016-12-01", "2016-12-15", "2016-12-30", "2017-01-04", "2016-12-09"]),
    "weekend_nights": [1, 2, 0, 2, 1, 1],
    "week_nights": [3, 5, 2, 1, 4, 0],
    "adults": [2, 2, 1, 2, 3, 2],
})
MATCHES = pd.DataFrame({
    "Year": [2006, 2006, 2006, 2007, 2007, 2008],
    "HomeTeam": ["Bayern", "Bremen", "Hertha", "Bayern", "Hertha", "Bremen"],
    "HomeGoals": [2, 3, 0, 1, 4, 2],
    "AwayGoals": [1, 1, 2, 1, 0, 3],
})
CUSTOMERS = pd.DataFrame({
    "contract": ["Month-to-month"] * 5 + ["One year"] * 4 + ["Two year"] * 3,
    "payment_method": ["Electronic check", "Mailed check", "Electronic check", "Bank transfer", "Mailed check",
                       "Electronic check", "Bank transfer", "Mailed check", "Bank transfer", "Mailed check",
                       "Bank transfer", "Electronic check"],
    "churn": ["Yes", "Yes", "Yes", "No", "No", "Yes", "No", "No", "No", "No", "No", "Yes"],
    "monthly_charges": [70.5, 20.1, 99.0, 45.3, 30.0, 89.9, 55.0, 25.5, 60.2, 19.9, 80.0, 105.0],
})
IMPORTS = pd.DataFrame({  # a panel: one row per country and year
    "country": ["United States of America", "Germany", "Japan", "Canada"] * 3,
    "year": [1990] * 4 + [1991] * 4 + [1992] * 4,
    "member": [0, 1, 1, 0] * 3,
    "value": [1000.0, 800.0, 300.0, 150.0, 950.0, 820.0, 310.0, 160.0, 1100.0, 790.0, 280.0, 170.0],
})
PAYROLL = pd.DataFrame({
    "player": ["A. Rodriguez", "D. Jeter", "C. Sabathia", "J. Reyes", "R. Howard", "J. Lester", "D. Wright"],
    "team": ["New York Yankees", "New York Yankees", "New York Yankees", "New York Mets", "Philadelphia Phillies",
             "Boston Red Sox", "New York Mets"],
    "position": ["Third Baseman", "Shortstop", "Pitcher", "Shortstop", "First Baseman", "Pitcher", "Third Baseman"],
    "salary": [33000, 22600, 24285, 11000, 19000, 3750, 14250],
})
CITIES = pd.DataFrame({
    "city": ["Beijing", "Chicago", "Mumbai", "San Diego", "Auckland"] * 2,
    "humidity": [40, 70, 80, 65, 85, 44, 72, 78, 61, 83],
})
FRAMES = {"stays": STAYS, "matches": MATCHES, "customers": CUSTOMERS, "imports": IMPORTS, "payroll": PAYROLL,
          "cities": CITIES}


def answer(question: str, table: str):
    return answered(question, table, FRAMES)


def test_columns_that_share_the_word_asked_are_added_up_when_the_question_adds_them():
    december = STAYS[(STAYS["arrival"].dt.year == 2016) & (STAYS["arrival"].dt.month == 12)]
    assert answer("Total nights booked (weekend + weekday nights) for arrivals in December 2016?", "stays") == \
        (december["weekend_nights"] + december["week_nights"]).sum()
    goals = [int((MATCHES.loc[MATCHES["Year"] == y, "HomeGoals"] + MATCHES.loc[MATCHES["Year"] == y, "AwayGoals"]).sum())
             for y in (2006, 2007)]
    assert answer("Year 为 2006、2007 的赛季各进了多少球（主客队进球合计）？", "matches") == goals
    assert answer("How many home goals were scored in 2006?", "matches") == \
        MATCHES.loc[MATCHES["Year"] == 2006, "HomeGoals"].sum()  # one of them named outright: that one alone


def test_a_yes_no_column_rated_per_group():
    rates = (CUSTOMERS["churn"] == "Yes").groupby(CUSTOMERS["contract"]).mean().sort_values(ascending=False)
    assert answer("Rank the contract types by churn rate, highest first.", "customers") == list(rates.index)
    by_payment = (CUSTOMERS["churn"] == "Yes").groupby(CUSTOMERS["payment_method"]).mean()
    assert answer("哪种付款方式的客户流失率最高？", "customers") == by_payment.idxmax()
    monthly = CUSTOMERS[CUSTOMERS["contract"] == "Month-to-month"]
    assert round(answer("按月合同的客户流失率是多少？百分比", "customers"), 6) == \
        round(100 * (monthly["churn"] == "Yes").mean(), 6)  # one rate alone is still a share of rows


def test_a_share_of_a_total_weighs_by_the_quantity():
    yankees = PAYROLL.loc[PAYROLL["team"] == "New York Yankees", "salary"].sum()
    assert answer("What percentage of the total payroll goes to the New York Yankees? 2 decimals.", "payroll") == \
        round(100 * yankees / PAYROLL["salary"].sum(), 2)
    year = IMPORTS[IMPORTS["year"] == 1991]
    assert answer("成员国（member 为 1）1991 年的进口量占当年总进口量的百分比是多少？保留两位小数", "imports") == \
        round(100 * year.loc[year["member"] == 1, "value"].sum() / year["value"].sum(), 2)


def test_a_change_from_the_period_before_and_over_a_span_in_percent():
    totals = IMPORTS.groupby("year")["value"].sum().diff()
    assert answer("In which years did total imports drop compared with the year before?", "imports") == \
        [y for y, d in totals.items() if d < 0]
    us = IMPORTS[IMPORTS["country"] == "United States of America"].set_index("year")["value"]
    assert answer("从 1990 年到 1992 年，美国的进口量增长了百分之几？保留一位小数。", "imports") == \
        round(100 * (us[1992] - us[1990]) / us[1990], 1)


def test_a_panel_names_its_rows_and_a_ranking_has_an_nth():
    year = IMPORTS[IMPORTS["year"] == 1992].sort_values("value", ascending=False)
    assert answer("Top 2 importers in 1992, biggest first.", "imports") == year["country"].head(2).tolist()
    assert answer("1992 年进口量排名第二的国家是哪个？", "imports") == year["country"].iloc[1]
    others = year[year["member"] == 0]
    assert answer("Which non-member country imported the most in 1992?", "imports") == \
        others.loc[others["value"].idxmax(), "country"]


def test_names_read_through_the_dictionary_and_proper_names_inside_values():
    assert answer("纽约洋基队球员的平均薪水是多少？", "payroll") == \
        PAYROLL.loc[PAYROLL["team"] == "New York Yankees", "salary"].mean()
    sums = PAYROLL.groupby("team")["salary"].sum()
    assert answer("Was the Boston Red Sox payroll bigger than the Mets' and Phillies' payrolls combined?",
                  "payroll") == bool(sums["Boston Red Sox"] > sums["New York Mets"] + sums["Philadelphia Phillies"])
    means = CITIES.groupby("city")["humidity"].mean()
    assert answer("北京、芝加哥、孟买这三个城市里，哪个城市的平均湿度最高？", "cities") == \
        means[["Beijing", "Chicago", "Mumbai"]].idxmax()


def test_a_slip_in_a_key_word_is_read_as_meant():
    assert answer("whats the medain salary for pitchers?", "payroll") == \
        PAYROLL.loc[PAYROLL["position"] == "Pitcher", "salary"].median()


RUNNERS = pd.DataFrame({
    "state": ["VA", "MD", "DC", "PA", "PA", "VA", "NY", "PA", "MD", "VA", "NY", "DC"],
    "age": [29, 34, 41, 30, 39, 52, 38, 71, 30, 45, 36, 39],
    "sex": ["M", "F", "M", "M", "F", "M", "M", "M", "M", "F", "M", "M"],
})
HOMES = pd.DataFrame({
    "city": ["SACRAMENTO", "SACRAMENTO", "ELK_GROVE", "WILTON", "SACRAMENTO", "FOLSOM", "ELK_GROVE", "SACRAMENTO",
             "SACRAMENTO", "FOLSOM"],
    "beds": [4, 3, 5, 4, 4, 2, 4, 3, 2, 4],
    "sqft": [1800, 1200, 2600, 3000, 1500, 900, 2100, 1300, 1000, 2000],
    "price": [185000, 150000, 420000, 884790, 199000, 120000, 240000, 160000, 98000, 310000],
})
PRICES = pd.DataFrame({
    "date": pd.to_datetime(["2009-01-05", "2009-04-06", "2009-07-06", "2009-10-05", "2009-11-02", "2009-12-01",
                            "2010-01-04", "2009-10-06"]),
    "price": [55.0, 80.5, 99.0, 118.8, 135.9, 134.5, 133.9, 121.0],
})
MORE = {"runners": RUNNERS, "sacramento_homes": HOMES, "amzn": PRICES, "imports": IMPORTS}


def test_values_set_aside_as_a_list_and_a_range_of_numbers():
    others = RUNNERS[~RUNNERS["state"].isin(["VA", "MD", "DC"])]
    assert answered("除了 VA、MD 和 DC 之外，哪个州来的跑者最多？", "runners", MORE) == others["state"].value_counts().idxmax()
    thirties = RUNNERS[(RUNNERS["sex"] == "M") & (RUNNERS["age"] >= 30) & (RUNNERS["age"] <= 39)]
    assert answered("30 到 39 岁（含 30 和 39）的男选手有多少人？", "runners", MORE) == len(thirties)


def test_money_a_plus_a_single_row_and_the_area_a_table_covers():
    cheap = HOMES[(HOMES["beds"] >= 4) & (HOMES["price"] < 200000)]
    assert answered("How many Sacramento-area homes with 4+ bedrooms sold for under $200,000?", "sacramento_homes",
                    MORE) == len(cheap)
    assert answered("Which city had the single most expensive sale?", "sacramento_homes", MORE) == \
        HOMES.loc[HOMES["price"].idxmax(), "city"]
    top = HOMES.nlargest(3, "price")["price"].tolist()
    assert answered("萨克拉门托地区最贵的 3 套房子分别卖了多少钱？从高到低", "sacramento_homes", MORE) == top


def test_the_periods_whose_rows_pass_a_bar_and_a_decrease_said_as_less():
    months = sorted(PRICES.loc[(PRICES["date"].dt.year == 2009) & (PRICES["price"] > 100), "date"].dt.month.unique())
    assert answered("In which months of 2009 did it close above 100? month numbers pls", "amzn", MORE) == months
    totals = IMPORTS.groupby("year")["value"].sum()
    assert answered("1991 年的总进口量比 1990 年少了多少？", "imports", MORE) == totals[1990] - totals[1991]


ORDERS = pd.DataFrame({
    "date": pd.to_datetime(["2015-01-01", "2015-01-01", "2015-01-02", "2015-01-02", "2015-01-02", "2015-01-03"]),
    "name": ["bbq_ckn", "hawaiian", "bbq_ckn", "bbq_ckn", "thai_ckn", "hawaiian"],
    "price": [12.5, 10.0, 12.5, 16.5, 20.75, 13.25],
})
PETS = pd.DataFrame({"species": ["Goat"] * 9 + ["Pig"] * 2 + ["Dog"] * 3, "zip": list(range(14))})  # 9 < 5 × 2
HOUSES = pd.DataFrame({"fireplaces": [0, 1, 2, 0, 1, 0], "price": [150, 240, 310, 120, 205, 99]})
COUNTRIES = pd.DataFrame({"country": ["Japan"] * 5 + ["United Kingdom"] * 3 + ["France"] * 3})  # 5 < 2 × 3
CASES = pd.DataFrame({  # a long table of counts over more than sixty years
    "year": [y for y in range(1928, 2012) for _ in (0, 1)],
    "state": ["Ohio", "Iowa"] * 84,
    "count": [(y * 37 + i * 911) % 5000 for y in range(1928, 2012) for i in (0, 1)],
})
OTHERS = {"orders": ORDERS, "pets": PETS, "houses": HOUSES, "forbes": COUNTRIES, "cases": CASES}


def test_the_figure_of_the_best_single_day_and_the_top_things_by_rows():
    assert answered("What's the most pizzas sold on a single day?", "orders", OTHERS) == \
        ORDERS.groupby(ORDERS["date"].dt.strftime("%Y-%m-%d")).size().max()
    assert answered("top 2 pizzas by number sold, most first", "orders", OTHERS) == \
        ORDERS["name"].value_counts().head(2).index.tolist()


def test_a_multiple_compared_and_a_three_letter_value_said_in_lower_case():
    counts = PETS["species"].value_counts()
    assert answered("Are there more than five times as many goat licenses as pig licenses?", "pets", OTHERS) == \
        bool(counts["Goat"] > 5 * counts["Pig"])
    countries = COUNTRIES["country"].value_counts()
    assert answered("日本的公司数量是英国的两倍以上吗？", "forbes", OTHERS) == \
        bool(countries["Japan"] > 2 * countries["United Kingdom"])


def test_having_one_or_more_and_years_of_a_long_span_grouped():
    assert answered("有壁炉的房子平均售价是多少？", "houses", OTHERS) == HOUSES.loc[HOUSES["fireplaces"] > 0, "price"].mean()
    fifties = CASES[(CASES["year"] >= 1950) & (CASES["year"] <= 1959)].groupby("year")["count"].sum()
    assert answered("Which years of the 1950s (1950-1959) had more than 6,000 cases in total?", "cases", OTHERS) == \
        [y for y, v in fifties.items() if v > 6000]


COLLEGES = pd.DataFrame({"college": ["Abilene", "Brown", "Caltech", "Duke", "Emory"],
                         "Apps": [1660, 12586, 2000, 13789, 8506], "Accept": [1232, 3239, 600, 3893, 4168],
                         "Grad.Rate": [60, 97, 83, 95, 83]})
PANEL = pd.DataFrame({"country": ["Ireland", "Chad", "Japan", "Ireland"], "year": [2019, 2019, 2019, 2018],
                      "rgdpna": [400000.0, 25000.0, 5200000.0, 380000.0], "pop": [4.9, 15.9, 126.3, 4.8]})


def test_a_ratio_of_two_columns_said_in_brackets_is_measured_row_by_row():
    rate = COLLEGES["Accept"] / COLLEGES["Apps"]
    assert answered("Which college has the lowest acceptance rate (Accept divided by Apps)?", "colleges",
                    {"colleges": COLLEGES}) == COLLEGES.loc[rate.idxmin(), "college"]
    y19 = PANEL[PANEL["year"] == 2019]
    assert answered("2019 年人均实际 GDP（rgdpna 除以 pop）最高的是哪个国家？", "pwt", {"pwt": PANEL}) == \
        y19.loc[(y19["rgdpna"] / y19["pop"]).idxmax(), "country"]
