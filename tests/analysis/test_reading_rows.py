"""Readings that went wrong on tables they were not built on: shares held against a bar, values set aside,
values spelled with underscores, rows that have a value at all, groups passing a count, a long table of counts,
the rows a table is made of, one value against several combined. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

STAFF = pd.DataFrame({
    "Age": [34, 51, 29, 45, 38, 26, 59, 41, 33, 47, 30, 36],
    "Attrition": ["Yes", "No", "Yes", "No", "No", "Yes", "No", "No", "Yes", "No", "No", "Yes"],
    "OverTime": ["Yes", "No", "Yes", "Yes", "No", "Yes", "No", "No", "No", "Yes", "No", "Yes"],
    "BusinessTravel": ["Travel_Frequently", "Travel_Rarely", "Travel_Frequently", "Non-Travel", "Travel_Rarely",
                       "Travel_Frequently", "Travel_Rarely", "Non-Travel", "Travel_Rarely", "Travel_Frequently",
                       "Travel_Rarely", "Travel_Rarely"],
    "MaritalStatus": ["Single", "Married", "Single", "Divorced", "Married", "Single", "Married", "Single",
                      "Married", "Married", "Single", "Divorced"],
    "DailyRate": [1102, 279, 1373, 1392, 591, 1005, 1324, 1358, 216, 1299, 809, 153],
})
POLLS = pd.DataFrame({
    "state": ["U.S.", "U.S.", "U.S.", "U.S.", "Ohio", "Ohio", "Iowa", "Ohio", "Iowa", "Utah"],
    "grade": ["A", None, "B", "A+", None, "C", "A", None, "B", "A"],
    "population": ["lv", "lv", "rv", "lv", "lv", "lv", "rv", "lv", "lv", "a"],
})
CASES = pd.DataFrame({  # a long table of counts: one row per state, year and disease
    "disease": ["Measles"] * 6 + ["Mumps"] * 3,
    "state": ["Ohio", "Iowa", "Utah", "Ohio", "Iowa", "Utah", "Ohio", "Iowa", "Utah"],
    "year": [1990, 1990, 1990, 1991, 1991, 1991, 1990, 1990, 1990],
    "count": [1500, 300, 1200, 90, 40, 2500, 700, 20, 5],
})
TWEETS = pd.DataFrame({
    "source": ["Web", "Android", "Web", "Web", "iPhone", "Android", "Web"],
    "created_at": pd.to_datetime(["2013-01-02", "2013-05-06", "2014-02-03", "2013-07-08", "2014-03-04", "2014-09-10",
                                  "2013-11-12"]),
    "retweet_count": [10, 50000, 30, 20, 40000, 35000, 15],
})
MURDERS = pd.DataFrame({"borough": ["Lambeth"] * 5 + ["Southwark"] * 3 + ["Hackney"] * 4 + ["Camden"] * 2})
FILMS = pd.DataFrame({"title": ["A", "B", "C", "D", "E", "F"], "budget": [1e6, None, 3e6, None, None, 2e5]})
PEOPLE = pd.DataFrame({"name": ["Ann", "Bo", "Cy", "Di", "Ed", "Fay"], "height": [180, 228, 165, 234, 202, 221],
                       "poptotal": [500, 9000, 700, 120, 3000, 80]})
STOPS = pd.DataFrame({
    "policePrecinct": [1, 2, 2, 3, 3, 3, 1, 2, 3, 1],
    "preRace": ["White", "Black", "Unknown", "White", "Asian", "Black", "White", "Unknown", "Latino", "Black"],
    "startdate": pd.to_datetime(["2016-10-28", "2016-10-30", "2016-11-01", "2016-11-03", "2016-10-29", "2016-11-05",
                                 "2016-10-31", "2016-11-02", "2016-11-04", "2016-10-27"]),
    "enddate": pd.to_datetime(["2016-10-31", "2016-11-01", "2016-11-03", "2016-11-05", "2016-10-31", "2016-11-07",
                               "2016-11-02", "2016-11-04", "2016-11-06", "2016-10-30"]),
    "rawpoll": [44.0, 46.5, 45.0, 43.5, 47.0, 44.5, 46.0, 45.5, 42.0, 48.0],
    "carrier": ["UA", "AA", "UA", "DL", "AA", "DL", "UA", "AA", "DL", "UA"],
    "air_time": [300, 120, 310, 200, 130, 210, 290, 100, 190, 305],
    "arr_delay": [5, 40, -3, 12, 35, 8, 0, 50, 15, 2],
})
FRAMES = {"people": PEOPLE, "stops": STOPS, "staff": STAFF, "polls": POLLS, "cases": CASES, "tweets": TWEETS, "murders": MURDERS, "films": FILMS}


def answer(question: str, table: str):
    return answered(question, table, FRAMES)


def test_a_share_asked_yes_or_no_is_held_against_the_bar_it_names():
    single = STAFF[STAFF["MaritalStatus"] == "Single"]
    rate = 100 * (single["Attrition"] == "Yes").mean()
    assert answer("Is the attrition rate among single employees above 25%?", "staff") is bool(rate > 25)
    assert answer("Is the attrition rate among single employees above 75%?", "staff") is bool(rate > 75)
    likely = 100 * (POLLS["population"] == "lv").mean()
    assert answer("Were more than 90% of the polls taken among likely voters (population lv)?", "polls") is \
        bool(likely > 90)


def test_the_rate_of_one_flag_among_the_rows_of_another():
    overtime = STAFF[STAFF["OverTime"] == "Yes"]
    assert answer("加班员工的离职率是多少？以百分比表示，保留两位小数", "staff") == \
        round(100 * (overtime["Attrition"] == "Yes").mean(), 2)


def test_a_value_written_with_underscores_is_said_with_spaces():
    travellers = STAFF.loc[STAFF["BusinessTravel"] == "Travel_Frequently", "Age"]
    assert answer("What's the average age of employees who travel frequently for business? Round to 2 decimals.",
                  "staff") == round(travellers.mean(), 2)


def test_a_value_left_out_still_holds_for_the_column_asked_about():
    counts = POLLS.loc[POLLS["state"] != "U.S.", "state"].value_counts()
    assert answer("Leaving out the national U.S. polls, which state was polled the most?", "polls") == counts.idxmax()


def test_rows_that_have_a_value_at_all():
    assert answer("有预算信息的电影一共有多少部？", "films") == FILMS["budget"].notna().sum()


def test_groups_passing_a_count_of_rows_or_a_total_of_counts():
    per_source = TWEETS["source"].value_counts()
    assert answer("Which sources were used for more than 1 tweets?", "tweets") == \
        sorted(per_source[per_source > 1].index)
    measles = CASES[(CASES["disease"] == "Measles") & (CASES["year"] == 1990)].groupby("state")["count"].sum()
    assert answer("1990 年麻疹病例超过 1000 例的州有哪些？", "cases") == sorted(measles[measles > 1000].index)


def test_how_many_cases_in_a_long_table_of_counts_adds_its_counts():
    ohio = CASES[(CASES["disease"] == "Measles") & (CASES["state"] == "Ohio") & (CASES["year"] == 1990)]
    assert answered("How many measles cases were reported in Ohio in 1990?", "diseases", {"diseases": CASES}) == \
        ohio["count"].sum()


def test_the_most_of_what_each_row_is_counts_rows_not_a_column_half_named_like_it():
    per_year = TWEETS["created_at"].dt.year.value_counts()
    assert answer("In which year were the most tweets posted?", "tweets") == per_year.idxmax()


def test_one_value_against_several_combined():
    counts = MURDERS["borough"].value_counts()
    assert answer("Were there more murders in Lambeth than in Southwark and Hackney combined?", "murders") is \
        bool(counts["Lambeth"] > counts["Southwark"] + counts["Hackney"])


def test_which_things_pass_a_bar_are_named_by_the_rows_names():
    assert answer("Which people are taller than 220 cm?", "people") == sorted(PEOPLE.loc[PEOPLE["height"] > 220, "name"])
    assert answer("人口最多的是哪个？", "people") == PEOPLE.loc[PEOPLE["poptotal"].idxmax(), "name"]


def test_how_many_different_things_counts_the_rows_names():
    assert answer("How many different people are there?", "people") == PEOPLE["name"].nunique()


def test_two_grades_joined_by_or_both_filter():
    graded = POLLS[POLLS["grade"].isin(["A+", "A"])]
    assert answer("Among the polls graded A+ or A, how many were among likely voters (population lv)?", "polls") == \
        int((graded["population"] == "lv").sum())


def test_the_date_column_the_question_speaks_of():
    ended = STOPS[STOPS["enddate"].dt.month == 11]
    assert answer("What was the average rawpoll of the polls that ended in November 2016? Round to 2 decimals.",
                  "stops") == round(ended["rawpoll"].mean(), 2)


def test_the_highest_values_themselves_when_asked_for_values():
    assert answer("What are the three highest retweet_count values? Largest first.", "tweets") == \
        TWEETS["retweet_count"].nlargest(3).tolist()


def test_a_camel_cased_word_inside_values():
    share = round(100 * TWEETS["source"].str.contains("iPhone").mean(), 2)
    assert answer("What percentage of the tweets were sent from an iPhone? Round to 2 decimals.", "tweets") == share


def test_a_group_word_names_a_camel_cased_column_and_begins_no_other():
    per = STOPS["policePrecinct"].value_counts().sort_index().tolist()
    assert answer("How many stops did each precinct make? List precincts 1 to 3 in order.", "stops") == per
    mean = STOPS.groupby("carrier")["arr_delay"].mean()
    assert answer("Which airline carrier had the highest average arrival delay?", "stops") == mean.idxmax()


def test_the_day_of_the_row_with_the_most():
    day = TWEETS.loc[TWEETS["retweet_count"].idxmax(), "created_at"].strftime("%Y-%m-%d")
    assert answer("转发数最多的那条推文是哪一天发的？", "tweets") == day


def test_months_of_several_years_listed_in_order():
    monthly = pd.DataFrame({"date": pd.date_range("2008-01-01", "2010-12-01", freq="MS")})
    monthly["unemploy"] = range(7000, 7000 + 100 * len(monthly), 100)
    frames = {"economy": monthly}
    said = monthly.set_index(monthly["date"].dt.strftime("%Y-%m"))["unemploy"]
    assert answered("Give unemploy for January 2008, January 2009 and January 2010, in that order.", "economy",
                    frames) == [said["2008-01"], said["2009-01"], said["2010-01"]]


def test_a_count_of_rows_held_against_a_number_asked_yes_or_no():
    tall = int((PEOPLE["height"] > 200).sum())
    assert answer("身高超过 200 的人超过 3 个吗？", "people") is (tall > 3)
    assert answer("Are there more than 5 people taller than 200?", "people") is (tall > 5)


PETS = pd.DataFrame({
    "animal_name": ["Luna", "Cat", "Max", "Luna", "Bella", "Max", "Luna", "Cat", "Max", "Max"],
    "species": ["Cat", "Dog", "Dog", "Cat", "Cat", "Dog", "Dog", "Cat", "Cat", "Dog"],
    "secondary_breed": [None, "Mix", None, "Tabby", None, None, "Lab", None, None, "Mix"],
    "base_clock": [1.0, 2.0, None, 3.0, 2.5, 1.5, 2.0, 2.2, 1.1, 0.9],
    "boost_clock": [None, 2.5, None, 3.5, None, 2.0, None, 2.6, 1.4, None],
})
RANKED = pd.DataFrame({"rank": [3, 1, 7, 2, 9, 5], "name": ["C", "A", "G", "B", "I", "E"],
                       "country": ["China", "China", "China", "Japan", "China", "China"],
                       "month": [7, 7, 8, 7, 8, 7], "price": [10.5, 12.0, 9.0, 11.25, 8.0, 14.0]})
FRAMES.update({"pets": PETS, "ranked": RANKED})


def test_a_value_several_columns_hold_is_the_category_not_a_name():
    cats = PETS.loc[PETS["species"] == "Cat", "animal_name"].value_counts()
    assert answer("猫最常用的名字是哪个？", "pets") == cats.idxmax()


def test_the_column_a_question_glosses_in_parentheses():
    assert answer("What kinds of animals (species) are there?", "pets") == sorted(PETS["species"].unique())


def test_filled_in_and_missing_data_name_their_own_column():
    assert answer("有多少只宠物填写了第二品种？", "pets") == PETS["secondary_breed"].notna().sum()
    assert answer("有多少只宠物没有加速频率的数据？", "pets") == PETS["boost_clock"].isna().sum()


def test_the_top_of_a_ranking_is_its_lowest_rank():
    top = RANKED[RANKED["country"] == "China"].nsmallest(3, "rank")["name"].tolist()
    assert answer("中国公司里排名最靠前的三家是哪几家？按排名先后列出", "ranked") == top


def test_sales_in_a_period_are_added_up():
    assert answer("7 月份的销售额是多少？", "ranked") == RANKED.loc[RANKED["month"] == 7, "price"].sum()


def test_a_count_of_what_each_row_is_said_in_chinese():
    inspections = pd.DataFrame({"Year": [2015, 2016, 2016, 2016, 2017], "inspection_score": [90, 95, 88, 100, 97]})
    assert answered("2016 年一共做了多少次检查？", "inspections", {"inspections": inspections}) == \
        int((inspections["Year"] == 2016).sum())


RACES = pd.DataFrame({
    "Year": [2000, 2001, 2002, 2003, 2004, 2005], "Time": ["02:26:11", "02:23:53", "02:20:43", "02:25:20",
                                                              "02:24:27", "02:25:13"],
    "Country": ["Kenya", "Kenya", "Russia", "Kenya", "Ethiopia", "Kenya"],
    "state": ["WI", "MI", "WI", "MI", "MI", "WI"], "area": [0.9, 0.1, 0.2, 0.3, 0.8, 0.4],
    "dep_delay": [5, 120, 30, 60, 2, 7], "flight": [900, 12, 15, 4000, 33, 71],
    "close": [1990.5, 2010.0, 2050.2, 1980.0, 2100.0, 2001.0], "high": [2005.0, 2020.0, 2060.0, 1999.0, 2110.0, 2002.0],
})


def test_a_time_of_day_is_no_date_and_years_come_from_the_year_column():
    kenya = sorted(RACES.loc[RACES["Country"] == "Kenya", "Year"])
    assert answered("肯尼亚选手是在哪些年份夺冠的？", "races", {"races": RACES}) == kenya


def test_the_measure_said_after_the_superlative_decides_the_row():
    row = RACES.loc[RACES["dep_delay"].idxmax(), "Country"]
    assert answered("The flight with the biggest departure delay -- which country flew it?", "races",
                    {"races": RACES}) == row


def test_more_things_than_counts_rows_not_a_measure_found_by_meaning():
    counts = RACES["state"].value_counts()
    assert answered("Does WI have more entries than MI?", "races", {"races": RACES}) is \
        bool(counts["WI"] > counts["MI"])


def test_a_comparison_word_names_no_column():
    assert answered("有多少天收盘价高于 2000 点？", "races", {"races": RACES}) == int((RACES["close"] > 2000).sum())


STATIONS = pd.DataFrame({
    "name": ["Bastille", "Nation", "Invalides", "Argentine", "Bercy", "Cité", "Opéra", "Madeleine"],
    "lines": ["1, 5, 8", "1, 2, 6, 9", "8, 13", "1", "6, 14", "4", "3, 7, 8", "8, 12, 14"],
    "connect_rer": [None, "A", "C", None, None, None, "A", None],
    "passengers": [8.0, 9.1, 3.2, 2.1, 5.5, 1.9, 6.4, 7.7],
})


def test_one_item_of_a_list_written_in_cells():
    serving = STATIONS["lines"].str.split(", ").apply(lambda items: "8" in items)
    assert answered("how many stations does line 8 serve", "stations", {"stations": STATIONS}) == int(serving.sum())


def test_a_mostly_empty_column_named_without_a_value_keeps_the_rows_that_say_something():
    rer = STATIONS[STATIONS["connect_rer"].notna()]
    assert answered("有多少个车站可以换乘 RER？", "stations", {"stations": STATIONS}) == len(rer)
    assert answered("能换乘 RER 的车站，平均 passengers 是多少？保留两位小数", "stations", {"stations": STATIONS}) == \
        round(rer["passengers"].mean(), 2)


def test_a_number_followed_by_in_and_a_table_name_is_a_bar_not_a_count():
    assert answered("Did Bastille ever have passengers above 5 in stations?", "stations", {"stations": STATIONS}) is \
        bool((STATIONS.loc[STATIONS["name"] == "Bastille", "passengers"] > 5).any())


FLIGHTS = pd.DataFrame({"carrier": ["UA", "AA", "UA", "DL", "UA", "AA"], "dest": ["ATL", "LAX", "ATL", "ORD", "LAX",
                                                                                  "ATL"],
                        "flight": [4000, 12, 3900, 88, 1, 15], "air_time": [100, 300, 110, 150, 310, 120],
                        "OverTime": ["Yes", "No", "Yes", "No", "No", "Yes"]})


def test_the_most_of_what_each_row_is_counts_rows_not_an_id_column_named_like_it():
    frames = {"flights": FLIGHTS}
    assert answered("哪家航空公司的航班数量最多？", "flights", frames) == FLIGHTS["carrier"].value_counts().idxmax()
    assert answered("Which destination gets the most flights?", "flights", frames) == \
        FLIGHTS["dest"].value_counts().idxmax()


def test_a_camel_cased_name_said_as_one_word():
    assert answered("加班的航班有多少？", "flights", {"flights": FLIGHTS}) == int((FLIGHTS["OverTime"] == "Yes").sum())


def test_per_year_counts_listed_in_year_order():
    per_year = TWEETS["created_at"].dt.year.value_counts().sort_index().tolist()
    assert answer("2013 到 2014 年每年分别发了多少条推文？按年份先后列出", "tweets") == per_year


def test_an_average_asked_with_duoshao_is_no_count_of_rows():
    inspections = pd.DataFrame({"business": ["A", "B", "A"], "inspection_score": [90, 95, 88]})
    assert answered("检查平均分是多少？保留两位小数", "inspections", {"inspections": inspections}) == \
        round(inspections["inspection_score"].mean(), 2)


def test_a_yes_no_flag_is_no_mostly_empty_column():
    stops = pd.DataFrame({"citationIssued": ["YES", "NO", None, "NO", None, None, "YES", "NO"]})
    known = stops.dropna(subset=["citationIssued"])
    assert answered("Among stops where citationIssued is recorded, what percentage got a citation? Round to 2 "
                    "decimals.", "stops", {"stops": stops}) == round(100 * (known["citationIssued"] == "YES").mean(), 2)


DAILY = pd.DataFrame({"date": pd.date_range("1849-07-01", "1849-09-30", freq="D").repeat(2)})
DAILY["cause"] = ["Cholera", "Diarrhaea"] * (len(DAILY) // 2)
DAILY["day_of_month"] = DAILY["date"].dt.day
DAILY["deaths"] = [(i * 37) % 101 for i in range(len(DAILY))]


def test_a_value_spelled_a_letter_apart():
    diarrhaea = DAILY.loc[DAILY["cause"] == "Diarrhaea", "deaths"].mean()
    assert answered("average daily diarrhoea deaths, 2 dp", "daily", {"daily": DAILY}) == round(diarrhaea, 2)


def test_listed_months_of_daily_counts_are_added_up():
    cholera = DAILY[DAILY["cause"] == "Cholera"]
    per_month = cholera.groupby(cholera["date"].dt.month)["deaths"].sum()
    assert answered("霍乱在 7 月、8 月、9 月的死亡人数分别是多少？按月份顺序列出", "daily", {"daily": DAILY}) == \
        per_month.loc[[7, 8, 9]].tolist()


def test_which_three_days_are_dates_not_days_of_the_month():
    top = DAILY.nlargest(3, "deaths")["date"].dt.strftime("%Y-%m-%d").tolist()
    got = answered("Which three days had the highest deaths? Dates please, highest first.", "daily", {"daily": DAILY})
    assert [pd.Timestamp(d).strftime("%Y-%m-%d") for d in got] == top


def test_the_largest_difference_of_two_columns_itself():
    prices = pd.DataFrame({"date": pd.to_datetime(["2008-01-02", "2008-05-06", "2009-01-02"]),
                           "high": [10.0, 14.0, 30.0], "low": [8.0, 9.5, 1.0]})
    in_2008 = prices[prices["date"].dt.year == 2008]
    assert answered("Largest intraday range (high minus low) in 2008?", "prices", {"prices": prices}) == \
        (in_2008["high"] - in_2008["low"]).max()


def test_busiest_is_a_superlative():
    assert answered("Give me the three busiest stations by passengers, busiest first.", "stations",
                    {"stations": STATIONS}) == \
        STATIONS.nlargest(3, "passengers")["name"].tolist()


def test_who_has_won_the_most_is_the_name_said_most_often():
    winners = pd.DataFrame({"Event": ["Men", "Women", "Wheelchair", "Men", "Wheelchair", "Wheelchair"],
                            "Year": [2001, 2001, 2001, 2002, 2002, 2003],
                            "Champion": ["Lee Bong-ju", "Catherine Ndereba", "Ernst Van Dyk", "Rodgers Rop",
                                         "Ernst Van Dyk", "Ernst Van Dyk"]})
    assert answered("who has won the most titles across all events?", "winners", {"winners": winners}) == \
        winners["Champion"].value_counts().idxmax()


def test_two_numbers_after_the_same_column_word_are_compared():
    queens = pd.DataFrame({"season": [1, 1, 1, 14, 14, 14, 2], "age": [30, 27, 33, 25, 24, 29, 40]})
    mean = queens.groupby("season")["age"].mean()
    assert answered("Were the season 1 queens older on average than the season 14 queens?", "queens",
                    {"queens": queens}) is bool(mean[1] > mean[14])


CARS = pd.DataFrame({
    "mfr_name": ["GM", "GM", "Toyota", "GM", "Ford", "Toyota"], "model": ["Volt", "Tahoe", "Prius", "Bolt", "F150",
                                                                         "Camry"],
    "class": ["Small", "SUV", "Midsize", "Small", "Pickup", "Midsize"], "no_cylinders": [4, 8, 4, 4, 8, 6],
    "comb_mpg": [42, 17, 52, 40, 20, 32], "city_mpg": [40, 15, 54, 44, 18, 28], "hwy": [45, 22, 50, 38, 26, 39],
    "seats": [5, 8, 5, 5, 3, 5],
})


def test_which_things_whose_own_figure_passes_a_bar_with_a_count_word():
    assert answered("座位数不少于 5 个的车都是哪些型号？", "cars", {"cars": CARS}) == \
        sorted(CARS.loc[CARS["seats"] >= 5, "model"])


def test_a_group_whose_compared_figure_passes_a_bar():
    loans = pd.DataFrame({"grade": ["A", "A", "E", "F", "F", "B"], "loan_amount": [5, 9, 30, 40, 33, 8],
                          "interest_rate": [6.5, 7.1, 21.0, 25.3, 24.1, 10.2]})
    mean = loans.groupby("grade")["interest_rate"].mean()
    assert answered("Which loan grades have an average interest rate above 20%?", "loans", {"loans": loans}) == \
        sorted(mean[mean > 20].index)


def test_the_class_named_in_brackets_and_its_average():
    mean = CARS.groupby("class")["comb_mpg"].mean()
    assert answered("哪一类车（车辆类别）的平均综合油耗最低？", "cars", {"cars": CARS}) == mean.idxmin()


def test_all_of_the_rows_an_equality_selects_pass_a_comparison():
    assert answered("do all the 8-cylinder cars get under 30 mpg on the highway (hwy)?", "cars", {"cars": CARS}) is \
        bool((CARS.loc[CARS["no_cylinders"] == 8, "hwy"] < 30).all())


def test_the_most_entries_counts_rows_and_best_selling_is_the_commonest():
    assert answered("which manufacturer has the most vehicle entries?", "cars", {"cars": CARS}) == \
        CARS["mfr_name"].value_counts().idxmax()
    sales = pd.DataFrame({"name": ["hawaiian", "classic", "classic", "veggie", "classic", "hawaiian"]})
    assert answered("What was the best-selling pizza?", "sales", {"sales": sales}) == sales["name"].value_counts().idxmax()


def test_years_listed_after_in_with_totals():
    housing = pd.DataFrame({"city": ["Houston"] * 6 + ["Austin"] * 2, "year": [2013, 2013, 2014, 2014, 2015, 2015,
                                                                             2013, 2014],
                            "sales": [10, 12, 8, 9, 14, 3, 100, 200]})
    houston = housing[housing["city"] == "Houston"].groupby("year")["sales"].sum()
    assert answered("How many homes were sold in Houston in 2013, 2014 and 2015? Give the three yearly totals in "
                    "that order.", "housing", {"housing": housing}) == houston.loc[[2013, 2014, 2015]].tolist()


def test_a_table_named_for_its_measure_measures_it():
    births = pd.DataFrame({"date": pd.date_range("1978-11-28", "1978-12-05"), "births": [9000, 9100, 8800, 9300,
                                                                                         9500, 7800, 8100, 9900]})
    births["month"] = births["date"].dt.month
    december = births.loc[births["month"] == 12, "births"].mean()
    assert answered("12 月平均每天出生多少人？保留两位小数", "births78", {"births78": births}) == round(december, 2)


def test_how_many_states_is_no_sum_of_a_total_column():
    murders = pd.DataFrame({"state": ["A", "B", "C", "D"], "population": [2e7, 5e6, 1.2e7, 9e5],
                            "total": [1000, 200, 700, 3]})
    assert answered("How many states have a population above 10 million?", "murders", {"murders": murders}) == \
        int((murders["population"] > 1e7).sum())
    assert answered("有没有谋杀案少于 5 起的州？", "murders", {"murders": murders}) is bool((murders["total"] < 5).any())


def test_a_value_nearly_every_row_holds_says_little_of_which_table():
    from nbcopilot.analysis.question import Table, choose_table

    airports = pd.DataFrame({"iata": ["A1", "B2", "C3"], "state": ["TX", "CA", "NY"], "country": ["USA"] * 3})
    states = pd.DataFrame({"state": ["Texas", "Ohio", "Utah"], "population": [2.5e7, 1.1e7, 2.7e6]})
    chosen = choose_table("美国人口超过一千万的州有哪些？", [Table("airports", airports), Table("states", states)])
    assert chosen.name == "states"


def test_years_with_none_count_zero_in_a_listed_span():
    weather = pd.DataFrame({"date": pd.to_datetime(["2012-01-05", "2012-02-01", "2013-12-24", "2014-06-01"]),
                            "weather": ["snow", "snow", "snow", "rain"]})
    snowy = weather[weather["weather"] == "snow"]
    per_year = snowy["date"].dt.year.value_counts().reindex(range(2012, 2016), fill_value=0).tolist()
    assert answered("2012 到 2015 年每年下雪（snow）的天数分别是多少？按年份顺序", "weather", {"weather": weather}) == per_year


def test_a_column_called_total_said_by_name_asks_for_no_sum():
    murders = pd.DataFrame({"state": ["A", "B", "C", "D"], "population": [2e7, 5e6, 1.2e7, 9e5],
                            "total": [1000, 200, 700, 3]})
    assert answered("谋杀案总数超过 500 起的州有哪些？", "murders", {"murders": murders}) == \
        sorted(murders.loc[murders["total"] > 500, "state"])


def test_a_long_table_of_values_adds_its_one_measure():
    production = pd.DataFrame({"country": ["Japan", "Japan", "China", "China", "United States", "United States"],
                               "year": [2018, 2019, 2018, 2019, 2018, 2019],
                               "value": [9.7e6, 9.68e6, 2.78e7, 2.57e7, 1.13e7, 1.09e7]})
    frames = {"production": production}
    assert answered("2019 年日本生产了多少辆汽车？", "production", frames) == \
        production.loc[(production["country"] == "Japan") & (production["year"] == 2019), "value"].sum()
    in_2019 = production[production["year"] == 2019]
    assert answered("Which country produced the most motor vehicles in 2019?", "production", frames) == \
        in_2019.groupby("country")["value"].sum().idxmax()
    usa = production[production["country"] == "United States"]
    assert answered("美国的汽车产量在哪一年达到最高？", "production", frames) == usa.loc[usa["value"].idxmax(), "year"]


def test_or_older_is_at_least():
    runners = pd.DataFrame({"age": [70, 72, 45, 69], "net": [75.0, 90.0, 60.0, 70.0]})
    assert answered("Did any runner aged 70 or older finish with a net time under 80?", "runners",
                    {"runners": runners}) is bool(((runners["age"] >= 70) & (runners["net"] < 80)).any())


def test_a_change_over_a_span_of_years_is_the_last_figure_minus_the_first():
    world = pd.DataFrame({"country": ["China", "China", "China", "India", "India", "India"],
                          "continent": ["Asia"] * 6, "year": [1952, 1977, 2007] * 2,
                          "pop": [556e6, 943e6, 1318e6, 372e6, 634e6, 1110e6]})
    china = world[world["country"] == "China"].set_index("year")["pop"]
    assert answered("从 1952 年到 2007 年，中国（China）的人口一共增加了多少人？", "world", {"world": world}) == \
        china[2007] - china[1952]
    assert answered("How much did India's pop grow from 1952 to 2007?", "world", {"world": world}) == \
        world[world["country"] == "India"].set_index("year")["pop"].pipe(lambda s: s[2007] - s[1952])


def test_a_span_of_months_bounds_the_month_column_not_day_of_month():
    days = pd.DataFrame({"day_of_month": [5, 9, 15, 3, 11, 12], "month": [2, 7, 8, 11, 12, 6],
                         "births": [100, 200, 300, 400, 500, 600]})
    assert answered("What were the total births from July to December?", "days", {"days": days}) == \
        days.loc[days["month"].between(7, 12), "births"].sum()
