"""Readings of the twenty-ninth round: a measure kept in two units read in the unit said ('median height in inches'
over h_meters and h_in; '7 feet (84 inches)'). Expected values come from pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(29)
_INCHES = RNG.integers(66, 91, 400)
PLAYERS = pd.DataFrame({"last_name": [f"Name{i}" for i in range(400)], "height_m": (_INCHES * 0.0254).round(2),
                        "height_in": _INCHES})
_KG = RNG.normal(80, 12, 300).round(1)
PEOPLE = pd.DataFrame({"id": range(300), "weight_kg": _KG, "weight_lb": (_KG * 2.2046).round(1)})


def test_a_measure_kept_in_two_units_is_read_in_the_unit_said():
    assert ask("median player height in inches?", PLAYERS) == PLAYERS["height_in"].median()
    assert ask("What is the average weight in pounds?", PEOPLE) == pytest.approx(PEOPLE["weight_lb"].mean())
    assert ask("平均体重是多少公斤？", PEOPLE) == pytest.approx(PEOPLE["weight_kg"].mean())


def test_a_bar_said_in_the_unit_of_a_column_compares_that_column():
    assert ask("How many players are 7 feet (84 inches) or taller?", PLAYERS) == int((PLAYERS["height_in"] >= 84).sum())
    assert ask("身高不到 6 英尺（72 英寸）的球员有几位？", PLAYERS) == int((PLAYERS["height_in"] < 72).sum())
    assert ask("How many players are at least 80 inches tall?", PLAYERS) == int((PLAYERS["height_in"] >= 80).sum())
    assert ask("How many people weigh more than 200 pounds?", PEOPLE) == int((PEOPLE["weight_lb"] > 200).sum())


ROUTES = pd.DataFrame({"year": np.repeat([1997, 1998], 150), "id": np.tile(np.arange(1, 151), 2),
                       "fare": RNG.permutation(np.arange(100, 400))[:300], "passen": RNG.permutation(np.arange(50, 950))[:300]})


def test_an_answer_asked_as_an_id_is_read_from_the_id_column():
    rows = ROUTES[ROUTES["year"] == 1998]
    assert ask("Which route had the highest fare in 1998? Give the route id.", ROUTES) == \
        rows.loc[rows["fare"].idxmax(), "id"]
    assert ask("1998 年旅客最多的是哪条航线？回答航线编号", ROUTES) == rows.loc[rows["passen"].idxmax(), "id"]


LEGISLATORS = pd.DataFrame({"leg_black": RNG.choice([0, 1], 800, p=[0.85, 0.15]), "leg_senator": RNG.choice([0, 1], 800),
                            "leg_democrat": RNG.choice([0, 1], 800), "responded": RNG.choice([0, 1], 800, p=[0.6, 0.4])})


def test_a_word_begun_by_the_name_all_flags_share_is_the_rows_not_a_flag():
    assert ask("How many legislators replied to the email?", LEGISLATORS) == int(LEGISLATORS["responded"].sum())
    assert ask("How many of the legislators are Black?", LEGISLATORS) == int(LEGISLATORS["leg_black"].sum())


MARRIAGES = pd.DataFrame({"affairs": RNG.choice([0, 1, 3, 7], 600), "yearsmarried": RNG.choice([1, 4, 7, 10, 15], 600),
                          "rating": RNG.choice([1, 2, 3, 4, 5], 600, p=[0.05, 0.1, 0.2, 0.3, 0.35])})


def test_a_self_rating_is_the_rating_column():
    assert ask("婚姻自评为 1 分的受访者有几位？", MARRIAGES) == int((MARRIAGES["rating"] == 1).sum())


_FIRST = ["Alex", "Hassan", "Arron", "Maurice", "Jerome", "LeBron", "Kobe", "Nate", "Yao", "Chris"] * 6
_LAST = [f"Surname{i}" for i in range(60)]
_LAST[5], _LAST[6], _LAST[8] = "James", "Bryant", "Ming"
ROSTER = pd.DataFrame({"last_name": _LAST, "first_name": _FIRST, "h_meters": 0, "h_in": RNG.permutation(np.arange(66, 126))})
ROSTER["h_meters"] = (ROSTER["h_in"] * 0.0254).round(3)
FULL = ROSTER["first_name"] + " " + ROSTER["last_name"]


def test_a_full_name_asked_or_said_joins_the_first_and_last_names():
    assert ask("How tall is LeBron James, in inches?", ROSTER) == ROSTER.loc[5, "h_in"]
    assert ask("Who is the shortest player? full name, first name first", ROSTER) == FULL[ROSTER["h_in"].idxmin()]
    assert ask("第二高的球员是谁？给出全名，名在前", ROSTER) == FULL[ROSTER["h_in"].nlargest(2).index[-1]]
    assert ask("Is Kobe Bryant taller than 2 metres?", ROSTER) == bool(ROSTER.loc[6, "h_meters"] > 2)


def test_a_one_letter_head_before_a_unit_stands_for_the_measure():
    assert ask("Who is the tallest player?", ROSTER) == ROSTER.loc[ROSTER["h_in"].idxmax(), "last_name"]


TRIAL = pd.DataFrame({"trt": RNG.choice([1, 2], 140), "time": RNG.permutation(np.arange(1, 1000, 7))[:140],
                      "diagtime": RNG.integers(1, 90, 140), "age": RNG.permutation(np.arange(30, 170))[:140] % 60 + 30})


def test_how_old_asks_the_age_of_the_row_at_the_other_measures_top():
    assert ask("How old was the patient who survived the longest?", TRIAL) == TRIAL.loc[TRIAL["time"].idxmax(), "age"]


def test_a_bar_said_in_words_then_in_figures_keeps_its_comparison():
    assert ask("生存时间超过一年（365 天）的病人有几位？", TRIAL) == int((TRIAL["time"] > 365).sum())
    assert ask("How many patients survived more than a year (365 days)?", TRIAL) == int((TRIAL["time"] > 365).sum())


MOVIES = pd.DataFrame({"title": RNG.choice([f"Film {c}" for c in "ABCDEFGH"], 900, p=[0.3, 0.2, 0.15, 0.1, 0.1, 0.07, 0.05, 0.03]),
                       "rating": RNG.choice(np.arange(1, 11) / 2, 900)})
MOVIES.loc[MOVIES["title"] == "Film H", "rating"] = 5.0  # (the best rated is the least rated, and rated 5 first)
MOVIES.loc[(MOVIES["title"] != "Film H") & (MOVIES["rating"] == 5.0), "rating"] = 4.5
MOVIES = pd.concat([MOVIES[MOVIES["title"] == "Film H"], MOVIES[MOVIES["title"] != "Film H"]], ignore_index=True)


def test_the_most_ratings_counts_a_scores_rows():
    assert ask("Which movie has the most ratings?", MOVIES) == MOVIES["title"].value_counts().idxmax()
    assert ask("Which movie was rated the most times?", MOVIES) == MOVIES["title"].value_counts().idxmax()
    assert ask("Which movie has the highest average rating?", MOVIES) == MOVIES.groupby("title")["rating"].mean().idxmax()


WEATHER = pd.DataFrame({"city": ["Oslo", "Dubai", "Nome", "Rome", "Lima", "Cairo", "Perth", "Quito", "Hanoi", "Oulu"],
                        "temp_c": [18.0, 41.0, 9.0, 31.0, 19.0, 36.0, 12.0, 14.0, 33.0, 26.0]})
WEATHER["temp_f"] = WEATHER["temp_c"] * 9 / 5 + 32


def test_hotter_and_colder_than_are_bars_in_the_unit_said():
    assert ask("How many cities were hotter than 30 °C?", WEATHER) == int((WEATHER["temp_c"] > 30).sum())
    assert ask("How many cities were colder than 60 °F?", WEATHER) == int((WEATHER["temp_f"] < 60).sum())


RATED = MOVIES.assign(movieId=MOVIES["title"].map({f"Film {c}": 100 + i for i, c in enumerate("ABCDEFGH")}))


def test_which_thing_was_rated_most_is_named_by_its_name_not_its_id():
    assert ask("Which movie was rated the most times?", RATED) == RATED["title"].value_counts().idxmax()
    assert ask("Which movie got the most ratings? Give the movieId.", RATED) == RATED["movieId"].value_counts().idxmax()


SENATE = pd.DataFrame({"Senator": [f"Senator {i}" for i in range(40)], "Party": ["D", "R"] * 20,
                       "ConfVote": ["Nay", "Yea", "Nay", "Yea", "Yea", "Yea", "Nay", "Nay"] * 5})


def test_yea_and_nay_are_a_votes_yes_and_no():
    against = SENATE[(SENATE["Party"] == "R") & (SENATE["ConfVote"] == "Nay")]
    assert ask("Which Republicans voted against the nomination?", SENATE) == sorted(against["Senator"])
    assert ask("How many senators voted yes?", SENATE) == int((SENATE["ConfVote"] == "Yea").sum())


MANY_TITLES = pd.DataFrame({"title": [f"Title {i}" for i in range(6000)] + ["Pulp Fiction"] * 5,
                            "rating": list(RNG.choice(np.arange(1, 11) / 2, 6000)) + [4.0, 4.5, 5.0, 4.5, 3.5]})


def test_a_value_set_apart_in_brackets_is_found_in_a_column_too_varied_to_scan():
    expected = round(MANY_TITLES.loc[MANY_TITLES["title"] == "Pulp Fiction", "rating"].mean(), 2)
    assert ask("《低俗小说》（Pulp Fiction）的平均评分是多少？保留两位小数", MANY_TITLES) == expected
    assert ask('What is the average rating of "Pulp Fiction"?', MANY_TITLES) == pytest.approx(expected)


SURNAMES = pd.DataFrame({"last_name": ["Brown"] * 5 + ["Williams"] * 7 + ["Smith"] * 3 + [f"Solo{i}" for i in range(30)],
                         "first_name": [f"First{i % 9}" for i in range(45)], "h_in": RNG.integers(70, 90, 45)})


def test_the_second_most_common_is_the_second_group_not_the_first_two():
    assert ask("出现次数排第二的姓氏是哪个？", SURNAMES) == "Brown"
    assert ask("What is the second most common last name?", SURNAMES) == "Brown"


DISTRICTS = pd.DataFrame({"leg_black": RNG.choice([0, 1], 300, p=[0.8, 0.2]),
                          "black_medianhh": RNG.uniform(1, 120, 300).round(2),
                          "blackpercent": RNG.beta(1, 6, 300).round(4)})
DISTRICTS.loc[7, "blackpercent"] = 0.97


def test_a_percent_bar_compares_the_share_named_where_another_column_is_half_named():
    assert ask("How many districts have more than 50% Black residents?", DISTRICTS) == \
        int((DISTRICTS["blackpercent"] > 0.5).sum())


AFFAIRS = pd.DataFrame({"affairs": RNG.choice([0, 0, 0, 1, 3, 7, 12], 600), "children": RNG.choice(["yes", "no"], 600),
                        "age": RNG.integers(20, 60, 600)})


def test_no_before_another_columns_name_says_none_of_it():
    assert ask("How many respondents reported no affairs in the past year?", AFFAIRS) == int((AFFAIRS["affairs"] == 0).sum())
    assert ask("How many respondents have no children?", AFFAIRS) == int((AFFAIRS["children"] == "no").sum())


WORKERS = pd.DataFrame({"earnings": RNG.gamma(4, 5, 3000).round(2), "education": RNG.integers(8, 21, 3000),
                        "age": RNG.integers(20, 65, 3000)})
WORKERS.loc[WORKERS["education"] == 20, "earnings"] += 5  # (the all-rows mean against 19 is no answer)


def test_two_values_of_a_numeric_key_said_either_side_of_than_are_two_groups():
    means = WORKERS.groupby("education")["earnings"].mean()
    assert ask("Do workers with 19 years of schooling earn more on average than those with 20?", WORKERS) == \
        bool(means[19] > means[20])


LEVELS = ["Very Low", "Fairly Low", "Average", "Fairly High", "Very High"]
RATED_PEOPLE = pd.DataFrame({"y": RNG.choice(LEVELS, 800), "collegeDegree": RNG.choice(["Yes", "No"], 800),
                             "homeOwn": RNG.choice(["Yes", "No"], 800), "age": RNG.integers(18, 90, 800),
                             "length": RNG.gamma(3, 20, 800).round(1)})


def test_an_unnamed_kind_beside_yes_no_flags_is_the_one_kind_there_is():
    assert ask("哪个评级的受访者平均年龄最小？", RATED_PEOPLE) == RATED_PEOPLE.groupby("y")["age"].mean().idxmin()
    assert ask("Which rating goes with the longest interviews on average?", RATED_PEOPLE) == \
        RATED_PEOPLE.groupby("y")["length"].mean().idxmax()


RESULTS = pd.DataFrame({"hiv2004": RNG.choice([-1, 0, 1, np.nan], 900, p=[0.05, 0.6, 0.15, 0.2]),
                        "any": RNG.choice([0, 1, np.nan], 900)})


def test_codes_below_zero_are_listed_values_too():
    expected = [int((RESULTS["hiv2004"] == v).sum()) for v in (-1, 0, 1)]
    assert ask("hiv2004 这一列取值 -1、0、1 的各有多少人？按 -1、0、1 的顺序", RESULTS) == expected


PIETY = pd.DataFrame({"affairs": RNG.choice([0, 1, 3, 7], 400), "religiousness": RNG.integers(1, 6, 400),
                      "yearsmarried": RNG.choice([1, 4, 7, 10, 15], 400)})


def test_religiousness_is_said_in_chinese():
    assert ask("宗教虔诚度为 1 的受访者有多少人？", PIETY) == int((PIETY["religiousness"] == 1).sum())
