"""Everyday questions the newer rules must leave alone: a bar on a column said with 'have a … value', an adjective
cut short before the thing counted, a bar no group's rows can reach, a ward guessed before a bracketed measure, names
whose initials happen to be codes, living and survival time, a column's own word that is also an opposite, and a
code whose parts are said apart. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

GLUCOSE = pd.DataFrame({"patient": list("abcdef"), "ward": ["A", "A", "B", "B", "C", "C"],
                        "glucose": [150, 120, None, 130, 160, 110]})


def test_have_a_value_with_a_bar_is_the_bar():
    assert answered("How many patients had a glucose reading above 140?", "labs", {"labs": GLUCOSE}) == \
        int((GLUCOSE["glucose"] > 140).sum())


SURVEY = pd.DataFrame({"Sex": ["Female", "Male", "Male", "Male", "Male", "Female"],
                       "Smoke": ["Never", "Regul", "Occas", "Never", "Occas", "Heavy"]})


def test_an_adjective_before_the_things_counted_still_spells_its_value():
    assert answered("How many occasional smokers are there?", "survey", {"survey": SURVEY}) == \
        int((SURVEY["Smoke"] == "Occas").sum())


PEOPLE = pd.DataFrame({"country": ["China", "India", "USA", "Japan"] * 2, "year": [2019] * 4 + [2020] * 4,
                       "population": [1.40e9, 1.38e9, 3.3e8, 1.26e8, 1.41e9, 1.39e9, 3.31e8, 1.25e8]})


def test_a_bar_past_the_rows_is_a_columns_figure():
    assert answered("Is there any country with more than 1 billion people?", "people", {"people": PEOPLE}) == \
        bool((PEOPLE["population"] > 1e9).any())


WARDS = pd.DataFrame({"ward": ["Cardiology", "Oncology", "Cardiology", "Pediatrics", "Oncology", "Pediatrics"],
                      "stay_days": [3, 10, 4, 2, 12, 1]})


def test_a_value_guessed_before_a_bracketed_measure_stays():
    assert answered("心脏科病人的平均住院天数（stay_days）是多少？保留两位小数", "wards", {"wards": WARDS}, meaning=True) == \
        round(WARDS.loc[WARDS["ward"] == "Cardiology", "stay_days"].mean(), 2)


STORES = pd.DataFrame({"store": list("abcdef"), "state": ["CA", "CA", "SD", "PA", "NY", "PA"], "sales": [10, 20, 5, 7, 9, 3]})


def test_a_name_whose_initials_are_a_code_of_a_column_of_codes_is_no_value():
    assert answered("What were total sales of stores in San Diego?", "stores", {"stores": STORES}) == STORES["sales"].sum()


COHORT = pd.DataFrame({"residence": ["rural", "urban", "rural", "urban", "urban", "rural"],
                       "futime": [85, 1281, 4200, 3900, 5100, 120], "death": [1, 1, 0, 0, 0, 1]})


def test_living_somewhere_and_survival_time_are_no_fate():
    assert answered("How many patients lived in rural areas?", "cohort", {"cohort": COHORT}) == \
        int((COHORT["residence"] == "rural").sum())
    assert answered("What is the average survival time (futime)? 2 decimals", "cohort", {"cohort": COHORT}) == \
        round(COHORT["futime"].mean(), 2)


COMMUTES = pd.DataFrame({"city": ["NY", "NY", "LA", "LA", "SF", "SF", "NY", "LA"],
                         "public_transit": [1, 0, 1, 0, 1, 0, 1, 1], "private_vehicle": [0, 1, 0, 1, 0, 1, 0, 1]})


def test_a_columns_own_word_is_no_opposite_of_another():
    assert answered("What share of commuters use public transit? 3 decimals", "commutes", {"commutes": COMMUTES}) == \
        round((COMMUTES["public_transit"] == 1).mean(), 3)


USERS = pd.DataFrame({"status": ["Active", "InActive", "Active", "Active", "InActive", "Active"],
                      "state": ["Illinois", "Illinois", "Ohio", "Indiana", "Ohio", "Illinois"], "spend": [10, 0, 5, 7, 0, 3]})


def test_a_run_together_code_needs_its_parts_said_side_by_side():
    rows = USERS[(USERS["status"] == "Active") & (USERS["state"] == "Indiana")]
    assert answered("What is the total spend of active users in Indiana?", "users", {"users": USERS}) == rows["spend"].sum()


GRADES = pd.DataFrame({"student": list("abcdef"), "state": ["California", "Texas", "California", "Ohio", "Texas", "Ohio"],
                       "grade": ["A", "C", "B", "D", "C", "A"], "score": [91, 72, 85, 60, 75, 95]})


def test_a_place_said_is_no_grade_its_first_letter_spells():
    assert answered("What is the average score of the students in the survey? 2 decimals", "grades",
                    {"grades": GRADES}) == round(GRADES["score"].mean(), 2)
    assert answered("How many students are there from Boston or anywhere else?", "grades", {"grades": GRADES}) == len(GRADES)


AIR = pd.DataFrame({"day": range(1, 9), "AQI": [40, 120, 101, 99, 150, 60, 30, 110]})


def test_a_share_of_rows_past_a_bar_on_a_columns_value_is_still_a_share():
    assert answered("What proportion of days had an AQI value above 100? 3 decimals", "air", {"air": AIR}) == \
        round((AIR["AQI"] > 100).mean(), 3)


ORDERS = pd.DataFrame({"customer": ["ann", "ann", "bob", "bob", "bob", "cy", "cy", "dee"],
                       "amount": [5.0, 12.5, 30.0, 8.0, 11.0, 4.0, 9.0, 20.0]})


def test_any_group_with_more_rows_than_a_small_table_holds():
    counts = ORDERS["customer"].value_counts()
    assert answered("Is there any customer with more than 10 orders?", "orders", {"orders": ORDERS}) == \
        bool((counts > 10).any())


RANKS = pd.DataFrame({"rank": ["Prof", "AsstProf", "AssocProf", "AssocProf", "Prof", "AsstProf", "AssocProf"],
                      "salary": [139750, 79750, 86000, 97000, 125000, 78000, 91000]})


def test_a_chinese_gloss_of_two_words_spells_a_run_together_code():
    assert answered("副教授有多少人？", "ranks", {"ranks": RANKS}, meaning=True) == int((RANKS["rank"] == "AssocProf").sum())


SPEND = pd.DataFrame({"household": ["h1", "h1", "h2", "h2", "h3"], "amount": [10, 20, 5, 5, 30]})


def test_per_a_column_named_for_it_still_groups():
    got = answered("What is the total amount per household?", "spend", {"spend": SPEND})
    assert (got.to_dict() if hasattr(got, "to_dict") else got) == SPEND.groupby("household")["amount"].sum().to_dict()


# -- found by review of this round's rules: each answered right before them, and again now -------------------------

POLLUTANTS = pd.DataFrame({"pollutant": ["CO", "Co", "CO", "NO2", "Co", "CO", "Co", "NO2"],
                    "level": [1.2, 0.03, 0.9, 40.0, 0.05, 1.5, 0.04, 35.0]})


def test_a_short_codes_case_means_something():
    assert answered("What is the average level of CO?", "air", {"air": POLLUTANTS}) == \
        POLLUTANTS.loc[POLLUTANTS["pollutant"] == "CO", "level"].mean()


TYPING = pd.DataFrame({"typist": ["Ann", "Bo", "Cy", "Di", "Ed"], "words_per_minute": [62, 85, 71, 94, 55]})


def test_a_count_per_minute_is_fastest_at_its_most():
    assert answered("Who is the fastest typist by words_per_minute?", "typing", {"typing": TYPING}) == \
        TYPING.loc[TYPING["words_per_minute"].idxmax(), "typist"]


BATTING = pd.DataFrame({"player": ["Judge", "Soto", "Volpe", "Rizzo", "Torres", "Wells"],
                        "team": ["NYY", "NYY", "NYY", "NYY", "NYY", "BAL"], "HR": [18, 12, 7, 9, 14, 3],
                        "RBI": [44, 35, 25, 28, 38, 11]})
TELCO = pd.DataFrame({"cust": list("abcdefgh"), "tenure_month": [3, 11, 7, 1, 12, 5, 9, 2],
                      "churn": list("YNNYNYNN")})


def test_home_runs_and_a_tenure_in_months_are_measures():
    assert answered("What is the average HR of the players?", "batting", {"batting": BATTING}) == BATTING["HR"].mean()
    assert answered("What is the average tenure_month of customers?", "telco", {"telco": TELCO}) == \
        TELCO["tenure_month"].mean()


CAR_SALES = pd.DataFrame({"model": ["A", "B", "C", "A", "B", "C"], "year": [2019, 2019, 2019, 2020, 2020, 2020],
                          "sales": [1200, 800, 450, 1300, 760, 520]})


def test_sales_that_count_cars_are_added_up():
    assert answered("2020 年一共卖出了多少辆车？", "car_sales", {"car_sales": CAR_SALES}) == \
        CAR_SALES.loc[CAR_SALES["year"] == 2020, "sales"].sum()


STATES = pd.DataFrame({"state": ["Maine", "Ohio", "Texas", "Iowa", "Oregon", "Utah", "Florida"],
                       "coastal": ["Yes", "No", "Yes", "No", "Yes", "No", "Yes"],
                       "poverty": [11.1, 13.4, 14.2, 11.0, 12.4, 8.9, 12.7]})


def test_a_column_of_rates_said_before_the_rate_is_averaged():
    assert answered("沿海州的平均贫困率是多少？", "states", {"states": STATES}, meaning=True) == \
        STATES.loc[STATES["coastal"] == "Yes", "poverty"].mean()


JOBLESS = pd.DataFrame({"date": pd.date_range("2009-01-01", periods=8, freq="MS"),
                        "unemploy": [12058, 12898, 13426, 13853, 14499, 14707, 14601, 15004]})


def test_a_bar_already_in_the_columns_units_stays_past_every_value():
    assert answered("Did unemploy ever go above 16000 (figures in thousands)?", "economics",
                    {"economics": JOBLESS}) == bool((JOBLESS["unemploy"] > 16000).any())


PAYROLL = pd.DataFrame({"dept": ["Engineering", "Sales", "Engineering", "HR", "Sales", "Engineering", "HR", "Sales"],
                        "salary": [30, 60, 95, 55, 25, 105, 58, 70]})


def test_a_remark_that_leaves_out_something_else_keeps_the_value():
    assert answered("What is the highest salary (dept = Sales; don't count bonus)?", "payroll",
                    {"payroll": PAYROLL}) == PAYROLL.loc[PAYROLL["dept"] == "Sales", "salary"].max()


RUNS = pd.DataFrame({"race": ["5k", "10k", "3k", "half", "10k", "5k", "3k", "10k"],
                     "distance": [5.0, 10.0, 3.0, 21.1, 10.0, 5.0, 3.0, 10.0]})


def test_a_distance_barred_in_km_is_no_race_name():
    assert answered("How many runs had a distance greater than 5 km?", "runs", {"runs": RUNS}) == \
        int((RUNS["distance"] > 5).sum())
    assert answered("距离超过 5 公里的跑步有几次？", "runs", {"runs": RUNS}) == int((RUNS["distance"] > 5).sum())


INDUSTRY = pd.DataFrame({"industry": ["Tech", "Media", "Finance", "Retail", "Media", "Tech", "Finance", "Retail", "Tech"],
                         "salary": [120, 60, 110, 40, 72, 130, 95, 45, 115]})
SCORES = pd.DataFrame({"name": ["Julia", "Julian", "Max", "Andre", "Andrei", "Julia", "Andre"],
                       "points": [10, 25, 7, 14, 30, 12, 9]})


def test_capitalised_words_are_no_peoples_outside_a_column_of_places():
    assert answered("Median salary?", "jobs", {"jobs": INDUSTRY}) == INDUSTRY["salary"].median()
    assert answered("How many points did Julian score in total?", "scores", {"scores": SCORES}) == \
        SCORES.loc[SCORES["name"] == "Julian", "points"].sum()


SPENDS = pd.DataFrame({"customer": ["a", "b", "a", "c", "b", "a", "d"], "amount": [3, 7, 2, 5, 1, 9, 4]})


def test_each_at_once_still_groups():
    assert answered("What is the average amount each customer spends at once?", "orders",
                    {"orders": SPENDS}).to_dict() == \
        SPENDS.groupby("customer")["amount"].mean().sort_values(ascending=False).to_dict()


SMOKERS = pd.DataFrame({"id": range(6), "smoker": ["Y", "N", "N", "Y", "N", "N"], "age": [30, 45, 28, 60, 33, 51]})


def test_a_bracketed_letter_after_a_word_for_a_figure_is_no_value():
    assert answered("样本量（N）是多少？", "sample", {"sample": SMOKERS}) == len(SMOKERS)


TEAMS = pd.DataFrame({"team": ["Ajax", "Bolts", "Comets", "Dragons", "Eagles", "Falcons"],
                      "wins": [10, 14, 7, 12, 3, 9], "losses": [6, 2, 9, 4, 13, 7]})
REGIONS = pd.DataFrame({"region": ["East"] * 3 + ["West"] * 2 + ["North"] * 3, "product": list("abcababc"),
                        "sales": [300, 310, 290, 400, 50, 110, 105, 108]})
SHOPS = pd.DataFrame({"city": ["Rome"] * 3 + ["Oslo"] * 2 + ["Lima"] * 2, "shop": list("abcdefg"),
                      "revenue": [5, 6, 7, 8, 9, 10, 11]})
RESPONDENTS = pd.DataFrame({"sex": list("MFMFFMFF"), "income": [10, 20, 30, 40, 50, 60, 70, 80]})
GOALS = pd.DataFrame({"player": ["p1", "p1", "p2", "p2", "p3"], "game": [1, 2, 1, 2, 1], "goals_scored": [2, 0, 1, 1, 3]})
STAFF = pd.DataFrame({"name": list("ABCDEFG"), "dept": ["HR", "HR", "IT", "IT", "IT", "Ops", "Ops"],
                      "salary": [50, 52, 90, 40, 45, 70, 72], "age": [30, 60, 25, 50, 45, 33, 42]})


def test_rank_after_lets_or_now_is_still_a_request():
    expected = TEAMS.sort_values("wins", ascending=False)["team"].tolist()
    assert answered("Let's rank the teams from most wins to fewest", "teams", {"teams": TEAMS}) == expected
    assert answered("Now rank the teams from most wins to fewest", "teams", {"teams": TEAMS}) == expected


def test_the_one_region_with_the_highest_average_is_a_group():
    expected = REGIONS.groupby("region")["sales"].mean().idxmax()
    assert expected != REGIONS.loc[REGIONS["sales"].idxmax(), "region"]
    assert answered("平均销售额最高的那个地区是哪个？", "regions", {"regions": REGIONS}) == expected
    assert answered("总销售额最高的那个地区是哪个？", "regions", {"regions": REGIONS}) == \
        REGIONS.groupby("region")["sales"].sum().idxmax()
    assert answered("店铺最多的那个城市是哪个？", "shops", {"shops": SHOPS}) == SHOPS["city"].value_counts().idxmax()


def test_a_people_word_is_no_one_letter_code_of_sex():
    assert answered("What is the average income of Mexicans in this survey?", "respondents",
                    {"respondents": RESPONDENTS}) == RESPONDENTS["income"].mean()


def test_had_one_goal_is_a_figure_of_a_row_not_a_count_of_rows():
    assert answered("Which players had 1 goal in a game?", "goals", {"goals": GOALS}) == \
        sorted(GOALS.loc[GOALS["goals_scored"] == 1, "player"].unique())


def test_the_highest_average_to_staff_keeps_its_measure():
    older = STAFF[STAFF["age"] > 40]
    assert answered("Which dept pays the highest average to staff with age over 40?", "staff", {"staff": STAFF}) == \
        older.groupby("dept")["salary"].mean().idxmax()


SERVICE = pd.DataFrame({"name": list("abcde"), "start_date": pd.to_datetime(
    ["2010-01-01", "2019-01-01", "2015-01-01", "2010-06-01", "2020-01-01"]), "end_date": pd.to_datetime(["2021-01-01"] * 5),
    "years_of_service": [10, 1, 5, 10, 1]})
WEEKS = pd.DataFrame({"week": range(1, 11), "units": [5, 8, 6, 9, 12, 7, 4, 10, 11, 3]})
EMPLOYEES = pd.DataFrame({"name": ["Ann Lee", "Bob Stone", "Cara Diaz", "Dan Wu", "Eve Park", "Finn Moss"],
                          "salary": [50000, 52000, 75000, 60000, 52000, 40000], "age": [29, 41, 35, 52, 38, 27]})
TRAINING = pd.DataFrame({"employee": ["e1", "e1", "e2", "e2", "e3", "e3"], "training": ["Safety", "Ethics"] * 3,
                         "completed": ["No", "Yes", "Yes", "Yes", "No", "No"]})
INSPECTIONS = pd.DataFrame({"cuisine": ["Italian", "Mexican", "Italian", "Thai", "Mexican"], "grade": list("ABACA"),
                            "score": [95, 85, 92, 70, 90]})


def test_a_span_column_the_table_holds_is_the_tenure():
    assert answered("What is the average tenure in years?", "service", {"service": SERVICE}) == \
        SERVICE["years_of_service"].mean()


def test_a_week_said_with_its_number_is_which_rows():
    assert answered("What were the average sales in week 5?", "weeks", {"weeks": WEEKS}) in (
        [12], 12, 12.0)  # the week's own figure, not the mean week number


def test_the_full_name_asked_is_not_cut_to_the_surname():
    assert answered("Who is the oldest employee? Give the full name, not just the last name.", "employees",
                    {"employees": EMPLOYEES}) == EMPLOYEES.loc[EMPLOYEES["age"].idxmax(), "name"]


def test_whose_figure_is_highest_names_the_person():
    assert answered("Whose salary is the highest?", "employees", {"employees": EMPLOYEES}) == \
        EMPLOYEES.loc[EMPLOYEES["salary"].idxmax(), "name"]


def test_a_value_naming_the_object_not_done_keeps_the_rows():
    assert answered("How many employees did not complete the Safety training?", "training", {"training": TRAINING}) == \
        int(((TRAINING["training"] == "Safety") & (TRAINING["completed"] == "No")).sum())


def test_a_people_word_is_no_grade():
    assert answered("What is the average score across all restaurants in the American city?", "inspections",
                    {"inspections": INSPECTIONS}) == INSPECTIONS["score"].mean()


CHANNELS = pd.DataFrame({"region": ["East", "East", "East", "West", "West", "North", "North", "North"],
                         "channel": ["online", "store"] * 4, "revenue": [100, 140, 100, 130, 150, 160, 200, 120]})
CLASSES = pd.DataFrame({"班级": ["一班", "一班", "一班", "二班", "二班", "三班"], "性别": ["男", "女", "男", "女", "男", "女"],
                        "成绩": [80, 75, 90, 70, 85, 60]})
PRISONS = pd.DataFrame({"prison": ["北监", "北监", "南监", "北监"], "status": ["已判刑", "还押", "已判刑", "已判刑"],
                        "age": [40, 44, 30, 42]})
HOMES = pd.DataFrame({"bedrooms": [3, 2, 3, 4, 1], "price": [100, 200, 300, 400, 500]})
DEATHS_2020 = pd.DataFrame({"neighborhood": ["A", "A", "A", "B", "C", "D", "D"], "year": [2020] * 7})
SPEAKERS = pd.DataFrame({"lang": ["english", "spanish", "english", "french"], "age": [30, 50, 40, 50]})
TENURES = pd.DataFrame({"name": list("abc"), "start": pd.to_datetime(["2010-01-01", "2015-01-01", "2012-01-01"]),
                        "end": pd.to_datetime(["2020-01-01"] * 3), "hours_per_week": [40, 30, 20]})
CHARTS = pd.DataFrame({"song": list("abcd"), "year": [2019, 2019, 2019, 2020], "week": [3, 5, 4, 9]})
ECONOMIES = pd.DataFrame({"country": list("ABCD"), "gdp": [3, 9, 1, 5]})


def test_values_outside_a_remark_taking_both_kinds_in_keep_their_rows():
    assert answered("What is the total revenue for the East region including both channels?", "channels",
                    {"channels": CHANNELS}) == CHANNELS.loc[CHANNELS["region"] == "East", "revenue"].sum()
    assert answered("一班男女都算有多少人？", "classes", {"classes": CLASSES}) == int((CLASSES["班级"] == "一班").sum())
    assert answered("北监囚犯的平均年龄是多少（已判刑和还押的都算）", "prisons", {"prisons": PRISONS}) == \
        PRISONS.loc[PRISONS["prison"] == "北监", "age"].mean()


def test_number_words_after_have_and_had():
    assert answered("How many houses have three bedrooms?", "homes", {"homes": HOMES}) == int((HOMES["bedrooms"] == 3).sum())
    counts = DEATHS_2020["neighborhood"].value_counts()
    assert answered("Which neighborhoods had 3 deaths in 2020?", "deaths", {"deaths": DEATHS_2020}) == \
        sorted(counts[counts == 3].index)


def test_a_value_said_with_an_adverb_after_a_negated_verb_is_set_aside():
    assert answered("What is the average age of people who do not speak English natively?", "speakers",
                    {"speakers": SPEAKERS}) == SPEAKERS.loc[SPEAKERS["lang"] != "english", "age"].mean()


def test_hours_per_week_is_no_tenure():
    days = (TENURES["end"] - TENURES["start"]).dt.days
    assert answered("Which employee had the longest tenure?", "tenures", {"tenures": TENURES}) == \
        TENURES.loc[days.idxmax(), "name"]


def test_the_average_week_of_a_year():
    assert answered("What's the average week in 2019?", "charts", {"charts": CHARTS}) == \
        CHARTS.loc[CHARTS["year"] == 2019, "week"].mean()


def test_would_rank_highest_is_the_row_at_the_top():
    assert answered("Which country would rank highest in gdp?", "economies", {"economies": ECONOMIES}) == \
        ECONOMIES.loc[ECONOMIES["gdp"].idxmax(), "country"]
