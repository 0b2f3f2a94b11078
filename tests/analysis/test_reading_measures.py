"""Which column is measured or compared when the question's words do not name it: a long table's one measure, a
bracketed column after a bar, a year's rows beside a flag named for that year. Every expected value is computed here
with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

IMPORTS = pd.DataFrame({"country": ["Algeria", "Japan", "United States"] * 3,
                        "member": [0, 1, 1] * 3,
                        "year": [2017] * 3 + [2018] * 3 + [2019] * 3,
                        "value": [120.0, 7300.0, 26000.0, 130.0, 7400.0, 27100.0, 140.0, 27500.0, 26900.0]})


def test_a_long_tables_one_measure_is_what_a_year_and_a_row_ask_for():
    year = IMPORTS[IMPORTS["year"] == 2019]
    assert answered("imports 里 2019 年咖啡进口量最大的国家是哪个？", "imports", {"imports": IMPORTS}) == \
        year.loc[year["value"].idxmax(), "country"]
    japan = IMPORTS[(IMPORTS["country"] == "Japan") & (IMPORTS["year"] == 2018)]["value"].iloc[0]
    assert answered("What was Japan's coffee intake in 2018 according to imports?", "imports",
                    {"imports": IMPORTS}) == japan


SCHOOLS = pd.DataFrame({"district": list("abcdefgh"), "students": [5200, 7100, 6400, 300, 9000, 6100, 4000, 800],
                        "expenditure": [5900.0, 6200.0, 5100.0, 7000.0, 6050.0, 4800.0, 6600.0, 5500.0]})


def test_the_column_bracketed_after_a_bar_is_the_one_compared():
    assert answered("How many districts in schools spend more than 6000 per student (expenditure)?", "schools",
                    {"schools": SCHOOLS}) == (SCHOOLS["expenditure"] > 6000).sum()


PRICES = pd.DataFrame({"date": pd.date_range("2008-05-01", periods=5, freq="MS"),
                       "oil_brent": [123.0, 132.5, 133.9, 113.0, 97.0], "gold": [888.0, 890.0, 940.0, 840.0, 830.0]})


def test_a_month_said_before_a_bracketed_column_stays_a_month():
    july = PRICES[PRICES["date"].dt.month == 7]["oil_brent"]
    assert answered("2008 年 7 月布伦特原油（oil_brent）价格是否高于 130？", "prices", {"prices": PRICES}) == \
        bool((july > 130).any())


RUNS = pd.DataFrame({"Date": pd.to_datetime(["2003-12-30", "2004-01-02", "2004-06-01", "2004-12-31", "2005-01-03"]),
                     "Miles": [5.0, 6.25, 10.5, 3.1, 7.0], "After2004": [0, 0, 0, 0, 1]})


def test_a_year_said_beside_a_flag_named_for_a_year_is_that_years_rows():
    assert answered("跑步日志里 2004 年一共跑了多少英里？保留两位小数", "runs", {"runs": RUNS}) == \
        round(RUNS[RUNS["Date"].dt.year == 2004]["Miles"].sum(), 2)


WEATHER = pd.DataFrame({"city": ["Auckland"] * 5 + ["Chicago"] * 5, "day": [1, 2, 3, 4, 5] * 2,
                        "events": ["Rain", "Rain", "Rain-Thunderstorm", "Rain", None, None, None, "Snow", None, "Rain"]})


def test_more_days_holding_a_value_counts_the_days_not_the_day_numbers():
    rain = WEATHER[WEATHER["events"] == "Rain"]["city"].value_counts()
    assert answered("In weather, did Auckland have more days whose events are exactly Rain than Chicago?", "weather",
                    {"weather": WEATHER}) == bool(rain.get("Auckland", 0) > rain.get("Chicago", 0))


TWEETS = pd.DataFrame({"created_at": pd.to_datetime(["2015-12-31 23:00", "2016-01-01 01:00", "2016-06-01 12:00",
                                                     "2016-12-31 22:00", "2017-01-01 00:30"], utc=True),
                       "text": list("abcde"), "is_retweet": [False] * 5})


def test_the_clock_a_date_is_read_by_asks_no_grouping():
    assert answered("tweets 里 2016 年（按 UTC 时间）发的推文有多少条？", "tweets", {"tweets": TWEETS}) == \
        (TWEETS["created_at"].dt.year == 2016).sum()


COURSES = pd.DataFrame({"subject": ["Physics", "Physics", "Law", "Law", "Law", "Art", "Psychology", "Psychology"],
                        "course": ["Optics", "Optics", "Torts", "Clinic", "Clinic", "Drawing", "Internship",
                                   "Field Studies"],
                        "course_numeric": [110, 111, 200, 201, 295, 10, 195, 196],
                        "internship": [False, False, False, True, True, False, True, False]})
COURSES.insert(2, "course_num", COURSES["course_numeric"].astype(str) + "A")
COURSES["seminar"] = [False, True, False, False, False, True, False, False]
COURSES["special_topic"] = [True, False, False, True, False, False, False, True]


def test_the_word_for_the_things_counted_measures_no_number_half_named_by_it():
    frames = {"courses": COURSES}
    assert answered("学科名称就是 Physics 的课程一共有多少门？", "courses", frames, meaning=True) == \
        (COURSES["subject"] == "Physics").sum()
    assert answered("Which subject offers the most courses in courses?", "courses", frames, meaning=True) == \
        COURSES["subject"].value_counts().idxmax()


def test_a_true_false_flags_own_name_is_that_flag_not_a_title_spelled_alike():
    flagged = COURSES[COURSES["internship"]]
    assert answered("Which subject has the largest number of internship courses?", "courses",
                    {"courses": COURSES}, meaning=True) == flagged["subject"].value_counts().idxmax()


LAWS = pd.DataFrame({"state": list("ABCDE") * 4, "year": sorted([1990, 1991, 1992, 1993] * 5),
                     "enforce": ["no", "no", "no", "no", "primary", "no", "no", "no", "secondary", "primary",
                                 "no", "secondary", "secondary", "secondary", "primary", "no", "primary", "primary",
                                 "secondary", "primary"],
                     "seatbelt": [0.2, 0.3, 0.25, 0.4, 0.6, 0.3, 0.35, 0.3, 0.5, 0.65, 0.4, 0.5, 0.55, 0.6, 0.7,
                                  0.5, 0.7, 0.75, 0.65, 0.8]})


def test_the_first_period_whose_own_count_or_mean_passes_a_bar():
    counts = LAWS[LAWS["enforce"] == "no"].groupby("year").size()
    assert answered("In which year did the number of states with no seat belt law (enforce = no) first fall below 3?",
                    "laws", {"laws": LAWS}) == min(y for y, n in counts.items() if n < 3)
    means = LAWS.groupby("year")["seatbelt"].mean()
    assert answered("In which year was the mean seatbelt rate first above 0.5?", "laws", {"laws": LAWS}) == \
        min(y for y, m in means.items() if m > 0.5)


ROADS = pd.DataFrame({"state": ["CA", "CA", "NY", "NY"], "year": [1990, 1991, 1990, 1991],
                      "miles": [258000.0, 261000.0, 110000.0, 112000.0], "fatalities": [0.0201, 0.0190, 0.0175, 0.0170],
                      "age": [33.1, 33.4, 34.0, 34.2]})


def test_a_product_the_question_spells_out_is_what_it_counts():
    row = ROADS[(ROADS["state"] == "CA") & (ROADS["year"] == 1990)]
    assert answered("加州（CA）1990 年大约有多少人死于交通事故？用每百万英里死亡率乘以里程数，四舍五入到整数", "roads",
                    {"roads": ROADS}, meaning=True) == round((row["fatalities"] * row["miles"]).sum())


PATIENT_DAYS = pd.DataFrame({"diag": [10000, 10100, 10250, 10400, 10990], "death": [10320, 10150, 11500, 10401, 11000],
                             "age": [35, 41, 29, 52, 38]})


def test_the_days_from_one_column_to_another_are_the_second_minus_the_first():
    assert answered("What's the median number of days from diagnosis (diag) to death or end of observation (death)?",
                    "patients", {"patients": PATIENT_DAYS}) == (PATIENT_DAYS["death"] - PATIENT_DAYS["diag"]).median()


FORECASTS = pd.DataFrame({"date": pd.to_datetime(["2009-12-31", "2010-01-01", "2010-01-02", "2010-01-03", "2010-06-01"]),
                          "rain": [0.0, 0.0, 2.5, 0.0, 1.0]})
for _member in range(1, 4):
    FORECASTS[f"rainfc.{_member}"] = [0.1 * _member, 0.0, 1.5, 0.3, 0.0]


def test_a_bar_on_no_named_column_is_the_one_measure_beside_its_repeated_forecasts():
    assert answered("因斯布鲁克 2010 年有多少天观测降水量为 0？", "forecasts", {"forecasts": FORECASTS}) == \
        ((FORECASTS["date"].dt.year == 2010) & (FORECASTS["rain"] == 0)).sum()


WEEKS = pd.DataFrame({"Date": pd.date_range("2016-01-03", periods=8, freq="7D"),
                      "AveragePrice": [1.12, 1.58, 0.97, 1.71, 1.49, 1.52, 1.05, 1.33],
                      "TotalVolume": [5.1e6, 4.2e6, 6.3e6, 3.9e6, 4.8e6, 4.1e6, 6.0e6, 4.9e6]})


def test_an_aggregate_word_that_begins_a_column_name_asks_for_no_mean_when_something_else_is_asked():
    frames = {"avocado": WEEKS}
    assert answered("What was the highest weekly average price?", "avocado", frames) == WEEKS["AveragePrice"].max()
    assert answered("周平均价格高于 1.5 的有几周？", "avocado", frames, meaning=True) == \
        int((WEEKS["AveragePrice"] > 1.5).sum())
    assert answered("What was the average price in 2016?", "avocado", frames) == WEEKS["AveragePrice"].mean()


def test_which_week_of_weekly_rows_is_a_rows_date():
    frames = {"avocado": WEEKS}
    in_2016 = WEEKS[WEEKS["Date"].dt.year == 2016]
    assert str(answered("2016 年哪一周的牛油果平均价格最低？给出日期", "avocado", frames, meaning=True))[:10] == \
        str(in_2016.loc[in_2016["AveragePrice"].idxmin(), "Date"].date())
    listed = answered("avocado: which weeks of 2016 had an average price above 1.35? dates", "avocado", frames)
    assert [str(d)[:10] for d in listed] == [str(d.date()) for d in in_2016.loc[in_2016["AveragePrice"] > 1.35, "Date"]]


CARS = pd.DataFrame({"mfr_name": ["Honda", "Toyota", "Ford", "Hyundai", "Ford", "BMW"],
                     "city_mpg": [55, 58, 22, 54, 51, 20], "hwy_mpg": [49, 53, 30, 50, 44, 29],
                     "comb_mpg": [52, 56, 25, 52, 48, 23]})


def test_combined_said_of_comb_mpg_adds_nothing_up():
    assert answered("which manufacturers (mfr_name) have a model with combined mpg above 50?", "cars",
                    {"cars": CARS}) == sorted(CARS.loc[CARS["comb_mpg"] > 50, "mfr_name"].unique())


CODES = pd.DataFrame({"country_code": ["VA", "CH", "FR"], "country_name": ["Holy See", "Switzerland", "France"],
                      "year": [1974, 1974, 1974], "top_level_domain": [".va", ".ch", ".fr"]})


def test_which_country_asks_for_its_name_not_its_code():
    assert answered("顶级域名 .va 属于哪个国家或地区？", "iso_codes", {"iso_codes": CODES}, meaning=True) in \
        ("Holy See", ["Holy See"])


def test_what_a_figure_is_in_chinese_reads_the_one_rows_measure():
    germany = IMPORTS.assign(country=["Algeria", "Germany", "United States"] * 3)
    row = germany[(germany["country"] == "Germany") & (germany["year"] == 2019)]
    answer = answered("2019 年德国（Germany）的咖啡进口量是多少？保留两位小数", "imports", {"imports": germany}, meaning=True)
    assert answer in (round(row["value"].iloc[0], 2), [round(row["value"].iloc[0], 2)])


LOANS = pd.DataFrame({"term": [36, 60, 36, 36, 60, 36], "interest_rate": [10.9, 15.3, 11.2, 9.8, 17.1, 12.4],
                      "months_since_90d_late": [36, None, 12, 60, 24, None]})


def test_a_number_glued_to_a_word_is_a_kind_held_by_a_column_of_few_values():
    assert answered("What's the average interest rate on the 36-month loans? 2 decimals", "loans", {"loans": LOANS}) == \
        round(LOANS.loc[LOANS["term"] == 36, "interest_rate"].mean(), 2)


HOUSES = pd.DataFrame({"Neighborhood": ["NAmes"] * 5 + ["StoneBr"] * 3 + ["Greens"] * 2,
                       "price": [130000, 140000, 125000, 150000, 135000, 320000, 310000, 290000, 190000, 195000],
                       "Mo.Sold": [1, 5, 7, 3, 6, 8, 2, 11, 4, 9], "Sale.Type": ["WD "] * 10})


def test_the_head_of_a_measure_phrase_and_sales_counted():
    frames = {"ames": HOUSES}
    assert answered("Which neighborhood has the highest median sale price?", "ames", frames) == \
        HOUSES.groupby("Neighborhood")["price"].median().idxmax()
    counts = HOUSES["Neighborhood"].value_counts()
    assert answered("which neighborhoods have fewer than 4 house sales?", "ames", frames) == sorted(counts[counts < 4].index)


EPISODES = pd.DataFrame({"series": [1, 1, 2, 2, 3], "episode": [1, 2, 1, 2, 1], "episode_count": [6, 6, 8, 8, 10],
                         "viewers_7day": [2.24, 3.0, 5.1, 15.9, 13.4], "viewers_28day": [2.5, 3.2, 5.5, 16.3, 13.9]})


def test_millions_said_of_a_column_counted_in_millions():
    assert answered("Did any episode draw more than 15 million viewers over 7 days?", "bakeoff", {"bakeoff": EPISODES}) \
        == bool((EPISODES["viewers_7day"] > 15).any())
    assert answered("How many episodes drew more than 5 million viewers over 7 days?", "bakeoff",
                    {"bakeoff": EPISODES}) == int((EPISODES["viewers_7day"] > 5).sum())


RIDES = pd.DataFrame({"date": pd.date_range("2019-03-01", periods=14, freq="D"),
                      "ridership": [13.1, 4.2, 4.6, 12.8, 13.0, 13.3, 12.9, 13.4, 4.1, 4.7, 12.6, 13.2, 13.5, 12.7]})


def test_weekends_and_weekdays_are_the_rows_of_those_days():
    day = RIDES["date"].dt.dayofweek
    assert answered("周末（周六、周日）的平均客流量（ridership）是多少？保留两位小数", "rides", {"rides": RIDES},
                    meaning=True) == round(RIDES.loc[day >= 5, "ridership"].mean(), 2)
    assert answered("What is the average ridership on weekdays? 2 decimals", "rides", {"rides": RIDES}) == \
        round(RIDES.loc[day < 5, "ridership"].mean(), 2)


SALES = HOUSES.assign(**{"Bldg.Type": ["1Fam", "1Fam", "Twnhs", "1Fam", "Duplex", "1Fam", "Twnhs", "1Fam", "1Fam", "Duplex"],
                         "House.Style": ["1Story", "2Story", "1Story", "1Story", "2Story", "1Story", "SLvl", "2Story",
                                         "1Story", "1Story"],
                         "Sale.Condition": ["Normal", "Normal", "Abnorml", "Normal", "Partial", "Normal", "Normal",
                                            "Family", "Normal", "Normal"]})


def test_an_abbreviated_name_said_in_chinese_words_side_by_side():
    assert answered("卖出的房子里，哪种建筑类型最多？", "ames_housing", {"ames_housing": SALES}, meaning=True) == \
        SALES["Bldg.Type"].value_counts().idxmax()


OFFERED = pd.DataFrame({"subject": ["Art", "Art", "Music", "Music", "Music", "Physics", "Art"],
                        "apprenticeship": [True, True, True, False, True, True, False],
                        "term": ["Fall"] * 7})


def test_more_than_one_thing_said_in_words_counts_rows_per_group():
    kept = OFFERED[OFFERED["apprenticeship"]].groupby("subject").size()
    assert answered("Which subjects have more than one apprenticeship course?", "courses", {"courses": OFFERED}) == \
        sorted(kept[kept > 1].index)


FILMS = pd.DataFrame({"title": ["A", "B", "C", "D", "E", "F"], "rating": [6.1, 6.1, 7.0, 5.5, 6.1, 8.0],
                      "mpaa": ["R", "PG", "R", None, None, "R"]})


def test_which_rating_is_the_kind_not_the_figure_said_alike():
    assert answered("有 MPAA 分级的电影里，最常见的是哪个分级？", "films", {"films": FILMS}, meaning=True) == \
        FILMS["mpaa"].mode()[0]


VOTES = pd.DataFrame({"state": ["California", "Texas", "Alabama", "California", "Texas", "Alabama"],
                      "year": [1980, 1980, 1980, 2008, 2008, 2008], "demVote": [35.91, 41.42, 47.45, 61.01, 43.68, 38.74],
                      "south": [False, True, True, False, True, True]})


def test_a_column_of_vote_shares_named_before_share_is_read_not_a_share_of_rows():
    frames = {"dem_vote": VOTES}
    assert answered("dem_vote: California's Democratic vote share in 1980? 2 decimals", "dem_vote", frames) in \
        (35.91, [35.91])
    south = VOTES[(VOTES["year"] == 2008) & VOTES["south"]]
    assert answered("2008 年南方各州（south 为 True）民主党得票率的平均值是否超过 45%？", "dem_vote", frames, meaning=True) == \
        bool(south["demVote"].mean() > 45)


ATHLETES = pd.DataFrame({"sport": ["Row", "Row", "Field", "Field", "Gym", "Gym"], "ht": [186.0, 190.0, 180.0, 178.0, 160.0, 158.0],
                         "wt": [85.0, 88.0, 95.0, 99.0, 52.0, 50.0]})


def test_heaviest_speaks_of_weight_and_abbreviates_no_height():
    assert answered("Which sport's athletes are the heaviest on average?", "athletes", {"athletes": ATHLETES}) == \
        ATHLETES.groupby("sport")["wt"].mean().idxmax()


TOWNS = pd.DataFrame({"name": ["Thornloe", "Archipelago", "Brock", "Eden"], "pop_change_2016_2021_pct": [-21.3, -9.8, 4.2, 1.1]})
RUNS = pd.DataFrame({"Date": pd.to_datetime(["2005-01-03", "2005-01-05", "2005-02-01", "2006-01-02"]),
                     "Time": ["40:00", "40:00", "55:10", "30:00"], "Miles": [5.0, 6.2, 8.1, 4.0]})
PATIENTS = pd.DataFrame({"state": ["NSW", "QLD", "VIC", "QLD", "NSW"], "diag": [8000, 9000, 9500, 8800, 10000],
                         "age": [33, 45, 29, 41, 37]})
COUNTIES = pd.DataFrame({"county": ["ADAMS", "ADAMS", "BROWN", "COOK"], "state": ["IL", "IN", "IL", "IL"],
                         "percbelowpoverty": [13.1, 22.4, 25.0, 9.9]})


def test_bracketed_direction_per_occasion_oldest_and_counts_past_a_percentage():
    assert answered("2016 到 2021 年人口降幅最大（pop_change_2016_2021_pct 最低）的是哪个市镇？", "towns", {"towns": TOWNS},
                    meaning=True) == TOWNS.loc[TOWNS["pop_change_2016_2021_pct"].idxmin(), "name"]
    in_2005 = RUNS[RUNS["Date"].dt.year == 2005]
    assert answered("跑步日志里 2005 年平均每次跑多少英里？保留两位小数", "runs", {"runs": RUNS}, meaning=True) == \
        round(in_2005["Miles"].mean(), 2)
    assert answered("which state's patients were oldest at diagnosis on average? state code", "patients",
                    {"patients": PATIENTS}) == PATIENTS.groupby("state")["age"].mean().idxmax()
    answer = answered("How many counties have more than 20% of their people below the poverty line (percbelowpoverty)?",
                      "counties", {"counties": COUNTIES})
    assert answer in (int((COUNTIES["percbelowpoverty"] > 20).sum()), COUNTIES.loc[COUNTIES["percbelowpoverty"] > 20, "county"].nunique())


def test_a_column_named_for_person_years_is_not_read_as_rows():
    cohort = pd.DataFrame({"group": ["a", "b", "c"], "person_years": [120.0, 150.5, 119.5], "deaths": [3, 5, 2]})
    assert answered("What is the total person-years of follow-up?", "cohort", {"cohort": cohort}) == \
        cohort["person_years"].sum()


GROSSES = pd.DataFrame({"movie": ["Iron Man", "Black Panther", "Thor", "Endgame", "Eternals"],
                      "release_month": [5, 2, 5, 4, 11],
                      "gross_world": [585796247, 1346913161, 449326618, 2797800564, 401064445]})


def test_a_billion_said_in_words_is_one_billion():
    assert answered("Which films grossed over a billion dollars worldwide?", "grosses", {"grosses": GROSSES}) == \
        sorted(GROSSES.loc[GROSSES["gross_world"] > 1e9, "movie"])


CIGARETTES = pd.DataFrame({"state": ["MI", "AL", "NY", "TX", "MI", "NY"], "year": [1995, 1995, 1995, 1995, 1994, 1994],
                       "avgprs": [231.5, 180.2, 243.9, 198.0, 210.0, 225.0]})


def test_an_average_that_spells_a_bracketed_column_named_for_it_asks_no_average():
    in_1995 = CIGARETTES[CIGARETTES["year"] == 1995]
    assert answered("1995 年香烟平均价格（avgprs）超过 220 的州有哪些？", "cigarettes", {"cigarettes": CIGARETTES}) == \
        sorted(in_1995.loc[in_1995["avgprs"] > 220, "state"])
    assert answered("What was the average price (avgprs) in 1995? 2 decimals", "cigarettes", {"cigarettes": CIGARETTES}) == \
        round(in_1995["avgprs"].mean(), 2)


AUDIENCES = pd.DataFrame({"series": [1, 1, 1, 2, 2, 2], "episode": [1, 2, 3, 4, 5, 6],
                          "episode_count": [3, 3, 3, 3, 3, 3],
                          "viewers_7day": [9.1, 9.6, 10.2, 9.8, 10.4, 11.0], "viewers_28day": [9.9, 10.3, 11.0, 10.1, 11.2, 11.9]})


def test_a_number_of_days_said_names_the_column_that_holds_them_glued():
    assert answered("In how many episodes did the 28-day audience reach 10 million or more?", "ratings",
                    {"ratings": AUDIENCES}) == int((AUDIENCES["viewers_28day"] >= 10).sum())
    assert answered("How many episodes had a 7-day audience above 10 million?", "ratings",
                    {"ratings": AUDIENCES}) == int((AUDIENCES["viewers_7day"] > 10).sum())


SHELVES = pd.DataFrame({"cereal": ["Bran", "Flakes", "Puffs", "Oats", "Crisp", "Loops"], "shelf": [3, 2, 2, 1, 3, 2],
                        "sugars": [5, 11, 13, 1, 3, 12]})


def test_a_columns_own_value_said_in_brackets_after_it_is_a_filter():
    assert answered("How many cereals sit on the middle shelf (shelf 2)?", "cereals", {"cereals": SHELVES}) == \
        int((SHELVES["shelf"] == 2).sum())


PRODUCTION = pd.DataFrame({"country": ["World", "China", "USA", "Japan", "Germany"] * 2,
                           "year": [2019] * 5 + [2018] * 5,
                           "value": [91786698, 25750650, 10880019, 9684298, 4661328,
                                     95634593, 27809196, 11314705, 9728528, 5120409]})


def test_a_total_set_aside_asks_for_no_total():
    rows = PRODUCTION[(PRODUCTION["country"] != "World") & (PRODUCTION["year"] == 2019)]
    assert answered("Not counting the World total, how many countries built more than 5 million vehicles in 2019?",
                    "production", {"production": PRODUCTION}) == int((rows["value"] > 5e6).sum())


FORTIFIED = pd.DataFrame({"cereal": ["Puffed Rice", "Bran", "Shredded Wheat", "Total", "Flakes"],
                          "vitamins": ["none", "enriched", "none", "100%", "enriched"], "sugars": [0, 5, 0, 3, 11]})


def test_no_column_said_of_a_column_that_writes_none_is_that_value():
    expected = sorted(FORTIFIED.loc[FORTIFIED["vitamins"] == "none", "cereal"])
    assert answered("Which cereals have no vitamins added?", "cereals", {"cereals": FORTIFIED}) == expected
    assert answered("哪些麦片完全没有添加维生素？", "cereals", {"cereals": FORTIFIED}, meaning=True) == expected
