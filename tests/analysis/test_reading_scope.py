"""Which table a question means and which of its words say only where the data is from: table names said with
spaces or hyphens, years a table cannot hold, a place that names the whole table, values set aside in quotes, a
weekday column said 'day of the week', months and weekdays listed in the calendar's order. Every expected value is
computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.question import Table, choose_table

TRIPS = pd.DataFrame({
    "tip": ["yes", "yes", "no", "yes", "no", "yes", "yes", "yes", "no", "yes"],
    "company": ["Sun Taxi", "Chicago Independents", "Flash Cab", "other", "Sun Taxi", "other", "Flash Cab",
                "Chicago Independents", "other", "Sun Taxi"],
    "dow": ["Thu", "Mon", "Thu", "Sat", "Thu", "Mon", "Sun", "Thu", "Sat", "Mon"],
    "month": ["Mar", "Jan", "Apr", "Feb", "Mar", "Jan", "Apr", "Mar", "Feb", "Mar"],
    "distance": [1.2, 8.5, 3.1, 0.9, 2.2, 4.0, 6.3, 7.7, 1.1, 2.8],
})
OLD_PANEL = pd.DataFrame({"country": ["Japan", "Chad", "Japan", "Chad"], "year": [2002, 2002, 2007, 2007],
                          "lifeExp": [82.0, 50.5, 82.6, 50.7], "gdpPercap": [28000.0, 1100.0, 31000.0, 1700.0]})
NEW_PANEL = pd.DataFrame({"country": ["Japan", "Chad", "Monaco", "Japan", "Chad", "Monaco"],
                          "year": [2019, 2019, 2019, 2020, 2020, 2020],
                          "lifeexp": [84.4, 54.2, None, 84.6, 54.5, None],
                          "gdp_per_capita": [36000.0, 700.0, 190000.0, 35000.0, 690.0, 180000.0]})
SURVEY = pd.DataFrame({"grade": ["9", "10", "9", "12", "11", "9"], "race": ["White", "Asian", "White", "Black", "White", "Asian"],
                       "weight": [60.1, 66.0, 58.3, 72.9, 70.2, 61.0]})
RACES = pd.DataFrame({"runner": ["a", "b", "c"], "race": ["10k", "10k", "half"], "minutes": [51.0, 48.2, 110.4]})


def test_a_table_name_said_with_spaces_or_hyphens_names_that_table():
    tables = [Table("race", RACES), Table("youth_risk.csv", SURVEY, "youth_risk.csv")]
    assert choose_table("which race groups have more than 2 students in the youth risk survey", tables).name == \
        "youth_risk.csv"
    assert choose_table("How many youth-risk answers are from grade 9?", tables).name == "youth_risk.csv"


def test_a_table_whose_years_lack_the_year_asked_gives_way_to_one_that_holds_it():
    tables = [Table("gapminder", OLD_PANEL), Table("world_bank", NEW_PANEL)]
    assert choose_table("2019 年人均实际 GDP 最高的是哪个国家？", tables).name == "world_bank"
    assert choose_table("Which country had the highest gdp per capita in 2007, by the way?", tables).name == "gapminder"


def test_a_place_that_names_the_whole_table_is_no_filter():
    share = round(100 * (TRIPS["tip"] == "yes").mean(), 1)
    assert answered("What percentage of the Chicago taxi trips ended with a tip? Round to one decimal.", "taxi",
                    {"taxi": TRIPS}) == share
    said = TRIPS[TRIPS["company"] == "Chicago Independents"]
    assert answered("How many trips did Chicago Independents drive?", "taxi", {"taxi": TRIPS}) == len(said)


def test_a_value_set_aside_in_quotes_stays_set_aside_when_its_column_is_counted():
    counts = TRIPS.loc[TRIPS["company"] != "other", "company"].value_counts()
    assert answered("In taxi, which are the top 2 companies by number of trips? Leave out the 'other' bucket, most "
                    "trips first.", "taxi", {"taxi": TRIPS}) == counts.head(2).index.tolist()


def test_day_of_the_week_is_the_weekday_column_even_beside_a_month_column():
    busiest = TRIPS["dow"].value_counts().idxmax()
    assert answered("Which day of the week has the most taxi rides?", "taxi", {"taxi": TRIPS}) == busiest


def test_month_names_listed_in_order_follow_the_calendar():
    counts = TRIPS["month"].value_counts()
    assert answered("出租车行程按月份统计，1月、2月、3月、4月各有多少趟？按月份顺序给出", "taxi", {"taxi": TRIPS}) == \
        [counts["Jan"], counts["Feb"], counts["Mar"], counts["Apr"]]


def test_a_value_taken_in_with_the_rest_filters_nothing():
    murders = pd.DataFrame({"state": ["Texas", "California", "Ohio", "District of Columbia"],
                            "abb": ["TX", "CA", "OH", "DC"], "total": [805, 1257, 310, 99]})
    frames = {"murders": murders}
    assert answered("How many entries (the states plus DC) recorded more than 500 murders in total?", "murders",
                    frames) == int((murders["total"] > 500).sum())


def test_values_kept_with_a_leading_number_are_met_by_their_words():
    wage = pd.DataFrame({"maritl": ["1. Never Married", "2. Married", "2. Married", "4. Divorced", "2. Married"],
                         "jobclass": ["1. Industrial", "2. Information", "1. Industrial", "2. Information",
                                      "1. Industrial"],
                         "wage": [80.5, 120.25, 99.0, 130.75, 101.5]})
    frames = {"wage": wage}
    assert answered("how many are married?", "wage", frames) == int((wage["maritl"] == "2. Married").sum())
    information = wage[wage["jobclass"] == "2. Information"]["wage"].median()
    assert answered("What is the median wage of information workers?", "wage", frames) == information


def test_rows_counted_as_rows_though_a_column_names_them():
    produc = pd.DataFrame({"state": ["OHIO", "OHIO", "IOWA", "IOWA", "UTAH"], "year": [1982, 1983, 1982, 1983, 1982],
                           "unemp": [12.5, 12.2, 8.0, 10.4, 9.1]})
    assert answered("In how many state-year rows of produc is unemp above 10?", "produc", {"produc": produc}) == \
        int((produc["unemp"] > 10).sum())


def test_a_column_name_only_one_table_has_said_as_written_names_that_table():
    from harness.reading import embedded

    ridership = pd.DataFrame({"date": pd.date_range("2001-09-01", periods=4), "ridership": [15.7, 2.6, 14.9, 16.0],
                              "Bears_Home": [1, 0, 1, 0], "temp": [60.1, 55.0, 58.2, 61.0]})
    football = pd.DataFrame({"Season": [2001, 2001, 2002, 2002], "HomeTeam": ["Chicago", "Detroit", "Chicago", "Green Bay"],
                             "AwayTeam": ["Detroit", "Chicago", "Green Bay", "Chicago"], "HomeGoals": [2, 1, 3, 0],
                             "Date": ["2001-09-01"] * 4, "stadium": ["Soldier Field", "Ford Field", "Soldier Field", "Lambeau"]})
    tables = [Table("football.csv", football, "football.csv"), Table("chicago_ridership.csv", ridership, "chicago_ridership.csv")]
    # the words of a football table ('球队', '主场', '比赛', '场') yet the one column named as written is the ridership's
    assert choose_table("球队主场比赛日（Bears_Home 为 1）一共有多少场？", tables, embedded).name == "chicago_ridership.csv"



def test_a_column_named_for_a_place_another_table_quotes_as_a_value_is_no_name_only_one_table_has():
    stations = pd.DataFrame({"date": pd.date_range("2001-09-01", periods=4), "Austin": [1.2, 1.4, 1.1, 1.3],
                             "Belmont": [6.1, 6.0, 5.8, 6.3], "Clark_Lake": [10.2, 9.9, 10.5, 10.1]})
    pay = pd.DataFrame({"location": ["Austin", "Irvine", "Austin", "Cork"], "role": ["Artist", "Engineer", "QA", "Engineer"],
                        "performance_rating": ["Successful", "High", "Successful", "Developing"],
                        "annual_salary": [61000, 120000, 48000, 70000]})
    tables = [Table("chicago_ridership.csv", stations, "chicago_ridership.csv"), Table("blizzard_salaries.csv", pay, "blizzard_salaries.csv")]
    assert choose_table("Among the Blizzard responses from Austin, which performance rating is the most common?",
                        tables).name == "blizzard_salaries.csv"
    assert choose_table("What was the average Austin ridership?", tables).name == "chicago_ridership.csv"

def test_a_noun_written_as_one_chinese_character_can_name_a_table():
    hawks = pd.DataFrame({"Year": [1994, 1994, 2000, 2003], "Species": ["RT", "CH", "RT", "SS"], "Wing": [380, 240, 401, 190]})
    crashes = pd.DataFrame({"Year": [1994, 2000, 2000, 2003], "Operator": ["A", "B", "C", "D"], "Fatalities": [12, 3, 40, 7]})
    tables = [Table("air_crashes.csv", crashes, "air_crashes.csv"), Table("hawks", hawks)]
    assert choose_table("1994 年、2000 年和 2003 年分别捕获了多少只鹰？按年份顺序", tables).name == "hawks"
