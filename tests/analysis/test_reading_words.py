"""Words that misled an earlier reading on tables it was not built on: numbers that are no values (rounding, a
table's own name, a restated threshold), names that are no superlatives ('Best actress'), counts of groups,
Chinese measure words and bounds, words inside longer values. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered
from nbcopilot.analysis.question import Table, choose_table, interpret

AWARDS = pd.DataFrame({
    "name": ["Ann Lee", "Bo Chan", "Ann Lee", "Cy Moss", "Di Park", "Ann Lee", "Ed Ford", "Fay Wu", "Bo Chan", "Gus Ito"],
    "award": ["Best actress", "Best actor", "Best actress", "Best actor", "Best actress", "Best actress",
              "Best actor", "Best actress", "Best actor", "Best actor"],
    "age": [29, 45, 34, 61, 25, 41, 28, 66, 52, 38],
    "award_yr": [1990, 1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998, 1999],
    "hometown": ["Austin, Texas", "Reno, Nevada", "Austin, Texas", "Dallas, Texas", "Boise, Idaho", "Austin, Texas",
                 "Houston, Texas", "Ogden, Utah", "Reno, Nevada", "Provo, Utah"],
})
POLLS = pd.DataFrame({
    "pollster": ["ICM"] * 4 + ["YouGov"] * 3 + ["Opinium"] * 3 + ["ORB"] * 2,
    "startdate": pd.to_datetime(["2016-01-05", "2016-02-03", "2016-06-01", "2016-06-10", "2016-06-03", "2016-06-12",
                                 "2016-03-01", "2016-06-15", "2016-04-02", "2016-05-20", "2016-06-18", "2016-06-20"]),
    "remain": [0.41, 0.44, 0.52, 0.56, 0.47, 0.43, 0.45, 0.49, 0.50, 0.51, 0.39, 0.58],
    "samplesize": [2000, 2055, 1810, 2052, 1500, 1640, 2051, 1720, 1900, 1005, 800, 1203],
})
MENU = pd.DataFrame({  # every item its own row, one name on two chains' menus
    "restaurant": ["Sonic"] * 9 + ["Subway"] * 11,
    "item": [f"Dish {i}" for i in range(19)] + ["Dish 0"],
    "sodium": [1500, 900, 400, 1600, 2100, 1800, 1200, 600, 1100, 700, 950, 1320, 480, 2210, 860, 1010, 640, 1490, 300, 520],
    "total_fat": [30, 20, 15, 35, 62, 70, 25, 10, 40, 12, 18, 61, 9, 44, 21, 33, 8, 27, 5, 14],
})
PLANES = pd.DataFrame({
    "tailnum": ["N1", "N2", "N3", "N4", "N5", "N6"],
    "year": [1998, 1956, 2004, 2013, 1987, None],
    "manufacturer": ["AIRBUS", "BOEING", "AIRBUS INDUSTRIE", "AIRBUS", "BOEING", "AIRBUS INDUSTRIE"],
})
FRAMES = {"awards": AWARDS, "polls": POLLS, "menu": MENU, "planes": PLANES}


def answer(question: str, table: str):
    return answered(question, table, FRAMES)


def test_the_number_of_a_rounding_request_is_no_value_to_filter_on():
    share = round(100 * (MENU["total_fat"] > 60).mean(), 2)
    assert answer("What percentage of the items in menu have more than 60 g of total fat? Round to 2 decimals.",
                  "menu") == share


def test_a_value_that_starts_with_best_is_no_superlative():
    actresses = AWARDS[AWARDS["award"] == "Best actress"]
    assert answer("How many Best actress winners are there?", "awards") == len(actresses)
    assert answer("what's the average age of Best actress winners? 2 decimals please", "awards") == \
        round(actresses["age"].mean(), 2)


def test_a_bare_number_that_a_comparison_restates_is_dropped():
    young = bool(((AWARDS["award"] == "Best actor") & (AWARDS["age"] < 30)).any())
    assert answer("Did any Best actor winner win before turning 30 (age under 30)?", "awards") == young


def test_a_year_said_with_from_alone_is_that_year_and_yr_columns_hold_years():
    assert answer("How many awards are from 1995?", "awards") == int((AWARDS["award_yr"] == 1995).sum())
    later = AWARDS[AWARDS["award_yr"] >= 1995]["age"].mean()
    assert answer("1995 年（含）以后，获奖者的平均年龄是多少？保留两位小数", "awards") == round(later, 2)


def test_groups_with_exactly_or_at_least_n_rows():
    counts = POLLS["pollster"].value_counts()
    assert answer("Which pollsters conducted exactly 3 polls?", "polls") == sorted(counts[counts == 3].index)
    assert sorted(answer("Which pollsters conducted at least 3 polls?", "polls")) == sorted(counts[counts >= 3].index)


def test_the_month_is_named_when_the_question_asks_for_its_name():
    busiest = POLLS["startdate"].dt.month_name().value_counts().idxmax()
    assert answer("In which month were the most polls started? Give the month name.", "polls") == busiest == "June"


def test_rows_are_counted_when_each_names_its_own_thing_and_who_asks_for_a_name():
    assert answer("how many menu items does Sonic have?", "menu") == int((MENU["restaurant"] == "Sonic").sum())
    assert answer("Who has won the most times?", "awards") == AWARDS["name"].value_counts().idxmax()


def test_a_percentage_against_a_column_of_fractions():
    assert answer("有没有哪次民调的 remain 达到了 55% 或更高？", "polls") == bool((POLLS["remain"] >= 0.55).any())


def test_chinese_measure_words_and_bounds():
    top = POLLS[POLLS["pollster"] == "ICM"].nlargest(3, "samplesize")["samplesize"].tolist()
    assert answer("ICM 做的民调里 samplesize 最大的三次，samplesize 分别是多少？从大到小", "polls") == top
    assert answer("未满 30 岁的获奖者有多少人？", "awards") == int((AWARDS["age"] < 30).sum())


def test_the_oldest_on_a_year_is_the_lowest_and_both_ends_in_chinese():
    assert answer("tailnum of the oldest plane (earliest year)?", "planes") == \
        PLANES.loc[PLANES["year"].idxmin(), "tailnum"]
    assert answer("飞机的制造年份最早是哪年、最晚是哪年？先最早后最晚", "planes") == \
        [PLANES["year"].min(), PLANES["year"].max()]


def test_counting_both_spellings_is_one_count():
    both = int(PLANES["manufacturer"].isin(["AIRBUS", "AIRBUS INDUSTRIE"]).sum())
    assert answer("Counting both the AIRBUS and AIRBUS INDUSTRIE spellings, how many Airbus planes are there?",
                  "planes") == both


def test_a_proper_name_inside_longer_values():
    assert answer("how many winners have a hometown in Texas?", "awards") == \
        int(AWARDS["hometown"].str.contains("Texas").sum())


def test_a_number_that_is_part_of_the_tables_name_is_no_value():
    sp500 = pd.DataFrame({"date": pd.to_datetime(["2008-01-02", "2008-06-02", "2009-01-02"]),
                          "close": [1447.16, 1385.67, 931.8], "adj_close": [500.0, 1385.67, 931.8]})
    ops = interpret("2008 年标普 500 的平均 close 是多少？保留两位小数", [Table("sp500", sp500)])
    assert ops and all(f.column != "adj_close" for f in ops[0].filters)


def test_a_table_named_in_the_plural_or_by_a_longer_word():
    cpus = pd.DataFrame({"name": ["a", "b"], "base_clock": [3.1, 2.4]})
    presidential = pd.DataFrame({"name": ["Ford", "Carter"], "start": [1974, 1977]})
    other = pd.DataFrame({"name": ["x", "y"], "frequency": [1, 2]})
    tables = [Table("wind", other), Table("cpus", cpus), Table("presidential", presidential)]
    assert choose_table("基础频率最高的是哪款 CPU？", tables).name == "cpus"
    assert choose_table("任期最短的是哪位总统？", tables).name == "presidential"


CASES = pd.DataFrame({  # a long table of counts: one row per disease, state and year
    "disease": ["Measles", "Measles", "Measles", "Polio", "Measles", "Polio"],
    "state": ["Ohio", "Utah", "Ohio", "Ohio", "Utah", "Utah"],
    "year": [1960, 1960, 1961, 1960, 1961, 1961],
    "count": [120, 45, 98, 7, 30, 3],
})
FLIGHTS = pd.DataFrame({"year": [2013] * 8, "month": [1, 1, 2, 3, 3, 3, 4, 5],
                        "carrier": ["UA", "AA", "UA", "DL", "UA", "AA", "UA", "DL"],
                        "wday": ["Mon", "Tue", "Tue", "Wed", "Tue", "Mon", "Fri", "Tue"],
                        "mag": [4.1, 5.0, 6.6, 4.4, 4.9, 5.2, 4.0, 4.8]})


def test_a_total_in_a_long_table_of_counts_adds_the_counts():
    FRAMES["cases"] = CASES
    expected = int(CASES[(CASES["disease"] == "Measles") & (CASES["year"] == 1960)]["count"].sum())
    assert answer("1960 年全美麻疹病例一共有多少例？", "cases") == expected


def test_a_comparison_before_the_columns_word_and_the_tables_name_with_a_colon():
    FRAMES["flights"] = FLIGHTS
    assert answer("flights: did any row reach mag 6.5?", "flights") == bool((FLIGHTS["mag"] >= 6.5).any())


def test_the_tables_own_month_and_weekday_columns_are_the_keys():
    FRAMES["flights"] = FLIGHTS
    per_month = FLIGHTS[FLIGHTS["month"].between(1, 3)]["month"].value_counts().sort_index().tolist()
    assert answer("flights 里 1 到 3 月每个月各有多少行？按月份顺序", "flights") == per_month
    assert answer("哪个星期几的行最多？", "flights") == FLIGHTS["wday"].value_counts().idxmax() == "Tue"


def test_an_average_of_fractions_given_as_a_percentage_and_a_word_that_is_absent():
    share = round(100 * POLLS[POLLS["pollster"] == "ICM"]["remain"].mean(), 2)
    assert answer("What's the average remain share in the ICM polls? Give it as a percentage rounded to 2 decimals.",
                  "polls") == share
    assert answer("hometown 里没有出现 “Texas” 的获奖者有多少个？", "awards") == \
        int((~AWARDS["hometown"].str.contains("Texas")).sum())


WORKERS = pd.DataFrame({"maritl": ["1. Never Married", "2. Married", "2. Married", "3. Widowed", "2. Married"],
                        "wage": [88.0, 120.5, 101.2, 95.0, 130.0]})
TOWNS = pd.DataFrame({  # a town's columns as a census table has them: 'Ontario' sits near 'website' by meaning
    "name": ["Avon", "Brock", "Clare", "Dunn"], "website": ["https://a.ca", "https://b.ca", "https://c.ca", "https://d.ca"],
    "status": ["lower-tier", "single-tier", "lower-tier", "lower-tier"], "csd_type": ["town", "city", "township", "town"],
    "census_div": ["Bruce", "York", "Grey", "Bruce"], "latitude": [44.1, 43.8, 44.5, 44.2],
    "longitude": [-81.1, -79.4, -80.9, -81.3], "land_area_km2": [10.5, 300.2, 88.0, 5.1],
    "population_2016": [5000, 76000, 12500, 1000], "population_2021": [5200, 78100, 12000, 990],
    "density_2016": [476.2, 253.2, 142.0, 196.1], "density_2021": [495.2, 260.2, 136.4, 194.1],
    "pop_change_2016_2021_pct": [0.04, 0.03, -0.04, -0.01]})


def test_a_short_column_name_with_a_letter_left_out_and_which_kinds_lists_its_values():
    kinds = sorted(WORKERS["maritl"].unique())
    assert sorted(answered("wage 里婚姻状况一共有哪几类？", "wage", {"wage": WORKERS})) == kinds
    assert sorted(answered("what marital statuses appear in wage?", "wage", {"wage": WORKERS})) == kinds


def test_which_thing_is_answered_by_its_name_not_by_a_column_that_is_merely_different_in_every_row():
    largest = TOWNS.loc[TOWNS["population_2021"].idxmax(), "name"]
    assert answered("Which Ontario municipality had the largest population in 2021?", "towns",
                    {"towns": TOWNS}, meaning=True) == largest


WORKS = pd.DataFrame({"artist": ["Hirst, Damien", "Riley, Bridget", "Hirst, Damien", "Beuys, Joseph", "Riley, Bridget",
                                 "Beuys, Joseph", "Absalon"],
                      "title": ["Pharmacy", "Nataraja", "After", "Felt Suit", "Rose Rose", "Stag", "Cell"],
                      "medium": ["Glass and steel", "Oil paint on canvas", "Etching on paper", "Felt", "Screenprint on paper",
                                 "Bronze", "Wood"],
                      "year": [1992, 1993, 2004, 1970, 2008, 2009, 1990]})


def test_a_name_catalogued_surname_first_is_met_as_people_say_it_and_after_is_no_title():
    hirst = int((WORKS["artist"] == "Hirst, Damien").sum())
    assert answered("How many works by Damien Hirst are there in tate?", "tate", {"tate": WORKS}) == hirst
    late = bool(((WORKS["artist"] == "Beuys, Joseph") & (WORKS["year"] > 2005)).any())
    assert answered("Is there any Joseph Beuys work in tate dated after 2005?", "tate", {"tate": WORKS}) == late


def test_a_chinese_word_whose_column_is_its_fourth_sense():
    media = sorted(WORKS.loc[WORKS["artist"] == "Riley, Bridget", "medium"])
    assert sorted(answered("tate 里 Bridget Riley 的作品用过哪些媒介？", "tate", {"tate": WORKS})) == media


def test_titled_exactly_is_the_whole_cell_and_a_title_with_a_comma_lists_nothing():
    works = pd.DataFrame({"title": ["Untitled", "Untitled, 1990", "Untitled", "Stag, Felt", "Nataraja", "Untitled",
                                    "Rose Rose"]})
    assert answered('How many works in tate are titled exactly "Untitled"?', "tate", {"tate": works}) == \
        int((works["title"] == "Untitled").sum())


COLLEGE_RATES = pd.DataFrame({"college": ["A", "B", "C", "D"], "Grad.Rate": [118, 60, 95, 101],
                              "Top10perc": [23, 16, 22, 60]})
STATES = pd.DataFrame({"state": ["OHIO", "IOWA", "UTAH", "OHIO", "IOWA", "UTAH"], "year": [1985, 1985, 1985, 1986, 1986, 1986],
                       "hwy": [9100.2, 3000.1, 1500.3, 9150.0, 3010.9, 1550.6], "emp": [4100.0, 1100.0, 650.0, 4150.0, 1090.0, 660.0]})
FREEDOM = pd.DataFrame({"countries": ["China", "China", "China", "Chad"], "year": [2008, 2012, 2016, 2012],
                        "hf_score": [5.9, 6.0, 6.1, 4.0], "hf_rank": [120, 130, 135, 150]})


def test_a_rate_said_after_its_thing_and_nonfarm_employment():
    assert answered("us_colleges 里毕业率超过 100 的学校有几所？", "colleges", {"colleges": COLLEGE_RATES}) == \
        int((COLLEGE_RATES["Grad.Rate"] > 100).sum())
    y86 = STATES[STATES["year"] == 1986]
    assert answered("produc 里 1986 年非农就业人数最少的是哪个州？", "produc", {"produc": STATES}) == \
        y86.loc[y86["emp"].idxmin(), "state"]


def test_over_a_span_of_years_is_during_them_not_a_bar_on_the_measure():
    china = FREEDOM[(FREEDOM["countries"] == "China") & FREEDOM["year"].between(2008, 2016)]
    assert answered("China's average hf_score over 2008-2016 in hfi? 2 decimals please", "hfi", {"hfi": FREEDOM},
                    meaning=True) == round(china["hf_score"].mean(), 2)


PRESIDENTS = pd.DataFrame({"name": ["Eisenhower", "Kennedy", "Johnson", "Nixon", "Carter", "Reagan"],
                           "party": ["Republican", "Democratic", "Democratic", "Republican", "Democratic", "Republican"]})
RIDERSHIP = pd.DataFrame({"date": pd.date_range("2001-09-01", periods=8), "ridership": [15.7, 15.8, 2.6, 14.9, 16.0,
                          16.2, 15.1, 3.1], "Bears_Home": [1, 0, 0, 1, 0, 0, 1, 0], "Blackhawks_Home": [0, 1, 0, 1, 0, 0, 0, 1]})


def test_rows_a_value_keeps_are_listed_by_their_names():
    assert sorted(answered("List the Democratic presidents in presidential.csv.", "presidential",
                           {"presidential": PRESIDENTS})) == sorted(PRESIDENTS.loc[PRESIDENTS["party"] == "Democratic", "name"])


def test_the_chinese_before_a_bracketed_column_name_glosses_that_column_alone():
    assert answered("芝加哥客流数据里，熊队主场比赛日（Bears_Home 为 1）一共有多少天？", "chicago",
                    {"chicago": RIDERSHIP}) == int((RIDERSHIP["Bears_Home"] == 1).sum())


def test_of_two_columns_named_alike_the_one_whose_word_ends_the_phrase():
    towns = pd.DataFrame({"name": ["Avon", "Brock", "Clare", "Dunn", "Eden"],
                          "population_2021": [5200, 78100, 12000, 990, 40500],
                          "density_2021": [495.2, 260.2, 1136.4, 194.1, 880.0]})
    assert answered("Top 3 municipalities by 2021 population density, densest first", "towns", {"towns": towns}) == \
        towns.nlargest(3, "density_2021")["name"].tolist()


def test_a_short_part_of_a_name_is_the_initials_of_words_said_together():
    freedom = pd.DataFrame({"countries": ["Chad", "Peru", "Fiji", "Chad", "Peru", "Fiji"],
                            "year": [2016, 2016, 2016, 2015, 2015, 2015],
                            "pf_score": [4.0, 8.8, 7.7, 4.1, 8.5, 7.0], "hf_score": [5.1, 7.4, 7.9, 5.0, 7.9, 6.0],
                            "ef_score": [6.5, 5.6, 6.0, 5.4, 7.2, 6.3]})
    y16 = freedom[freedom["year"] == 2016]
    assert answered("2016 年人类自由总分最高的国家是哪个？", "hfi", {"hfi": freedom}) == \
        y16.loc[y16["hf_score"].idxmax(), "countries"]
    assert answered("2016 年经济自由总分最低的国家是哪个？", "hfi", {"hfi": freedom}) == \
        y16.loc[y16["ef_score"].idxmin(), "countries"]


def test_a_word_a_text_column_is_said_to_contain_counts_the_rows_holding_it_in_any_case():
    works = pd.DataFrame({"medium": ["Oil paint on canvas", "Etching on paper", "Acrylic on Canvas", "Bronze",
                                     "Oil paint on canvas", "Screenprint on paper"],
                          "year": [1990, 1991, 1992, 1993, 1994, 1995]})
    held = int(works["medium"].str.contains("canvas", case=False).sum())
    assert answered("tate 里媒介（medium）中提到 canvas 的作品有多少件？不区分大小写", "tate", {"tate": works}) == held
    assert answered("How many works in tate have a medium that mentions canvas?", "tate", {"tate": works}) == held


OSCARS = pd.DataFrame({"name": ["Henry Fonda", "Daniel Day-Lewis", "Daniel Day-Lewis", "Meryl Streep", "Eddie Redmayne"],
                       "award": ["Best actor", "Best actor", "Best actor", "Best actress", "Best actor"],
                       "age": [76, 30, 55, 62, 33]})


def test_the_chinese_that_glosses_a_bracketed_value_is_only_the_words_before_it():
    actors = OSCARS[OSCARS["award"] == "Best actor"]
    assert answered("oscars 里获奖时年龄最大的最佳男演员（Best actor）是谁？", "oscars", {"oscars": OSCARS}) == \
        actors.loc[actors["age"].idxmax(), "name"]
