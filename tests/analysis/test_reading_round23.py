"""Readings of the twenty-third round: both sides of a yes/no column said in words ('smokers or non-smokers',
'married or unmarried', 'men or women' over a 0/1 column), answered as the question says them. Expected values come
from pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


DINERS = pd.DataFrame({"total_bill": [12.5, 30.1, 18.0, 44.2, 9.9, 25.4, 16.0, 38.7, 21.0],
                       "tip": [2.0, 5.5, 3.0, 4.0, 1.5, 6.5, 2.5, 3.5, 2.0],
                       "smoker": ["Yes", "No", "Yes", "No", "Yes", "Yes", "No", "No", "Yes"]})
SMOKERS = DINERS.groupby("smoker")["tip"].mean()


def test_smokers_or_non_smokers_names_one_side_as_said():
    assert SMOKERS["No"] > SMOKERS["Yes"]
    assert ask("Do smokers or non-smokers tip more on average?", DINERS) == "non-smokers"
    assert ask("吸烟者和不吸烟者谁的平均小费更高？", DINERS) == "不吸烟者"


def test_more_smokers_or_non_smokers_counts_the_sides():
    counts = DINERS["smoker"].value_counts()
    assert counts.idxmax() == "Yes" and counts["Yes"] != counts["No"]
    assert ask("Are there more smokers or non-smokers?", DINERS) == "smokers"


def test_each_side_said_gets_its_figure_in_the_order_said():
    assert ask("What is the average tip of smokers and of non-smokers? smokers first", DINERS) == \
        [SMOKERS["Yes"], SMOKERS["No"]]


PEOPLE = pd.DataFrame({"female": [1, 0, 1, 0, 0, 1, 0, 1, 0],
                       "married": ["yes", "no", "no", "yes", "yes", "no", "no", "yes", "no"],
                       "income": [52, 48, 39, 61, 70, 44, 35, 58, 41]})


def test_married_or_unmarried_is_one_side_of_a_yes_no_column():
    means = PEOPLE.groupby("married")["income"].mean()
    assert ask("Do married or unmarried people earn more on average?", PEOPLE) == \
        ("married" if means["yes"] > means["no"] else "unmarried")


def test_men_or_women_over_a_female_flag_is_said_in_words():
    means = PEOPLE.groupby("female")["income"].mean()
    assert ask("Who earns more on average, men or women?", PEOPLE) == ("women" if means[1] > means[0] else "men")
    assert ask("男性和女性谁的平均收入更高？", PEOPLE) == ("女性" if means[1] > means[0] else "男性")


def test_a_value_named_in_chinese_is_answered_as_written():
    regions = pd.DataFrame({"region": ["Europe", "Asia", "Europe", "Asia", "Asia"], "gdp": [3.0, 5.0, 4.0, 1.0, 2.0]})
    means = regions.groupby("region")["gdp"].mean()
    assert ask("欧洲还是亚洲的平均 gdp 更高？", regions) == means.idxmax()


def test_a_word_with_un_before_it_is_the_flags_no():
    assert ask("What is the average income of unmarried people?", PEOPLE) == \
        PEOPLE.loc[PEOPLE["married"] == "no", "income"].mean()
    assert ask("How many unmarried women are there?", PEOPLE) == \
        int(((PEOPLE["married"] == "no") & (PEOPLE["female"] == 1)).sum())


VOTES = pd.DataFrame({"state": ["Ohio", "Utah", "Iowa", "Maine", "Texas", "Idaho"],
                      "X1912": [26.8, 37.5, 24.3, 20.5, 8.8, 31.0], "X1936": [37.4, 29.8, 42.7, 55.5, 12.3, 33.2],
                      "X1964": [37.1, 45.1, 38.1, 31.2, 36.5, 49.1]})


def test_a_column_per_year_named_with_rs_x_is_that_years():
    assert ask("1936 年各州得票率的中位数是多少？", VOTES) == VOTES["X1936"].median()
    assert ask("Which state had the highest share in 1912?", VOTES) == VOTES.loc[VOTES["X1912"].idxmax(), "state"]
    assert ask("In how many states was the share above 35 in 1936?", VOTES) == int((VOTES["X1936"] > 35).sum())


def test_a_share_said_of_a_column_per_year_is_that_columns_figure():
    assert ask("What was Utah's share in 1964?", VOTES) == [45.1]
    assert ask("Maine's share in 1912, 1936 and 1964? in that order", VOTES) == [20.5, 55.5, 31.2]
    assert ask("Did Texas have a higher share in 1964 than in 1936?", VOTES) is True


WORKERS = pd.DataFrame({"gender": ["male", "female", "male", "female", "male", "female", "male"],
                        "experience": [30, 12, 25, 20, 8, 15, 22], "wage": [900, 1400, 800, 1500, 700, 1100, 1000]})


def test_which_group_has_more_is_the_group_with_the_higher_figure():
    experience = WORKERS.groupby("gender")["experience"].mean()
    wages = WORKERS.groupby("gender")["wage"].mean()
    assert ask("Which gender has more years of work experience on average?", WORKERS) == experience.idxmax()
    assert ask("Which gender earns more on average?", WORKERS) == wages.idxmax()
    assert experience.idxmax() != wages.idxmax()


RECORDS = pd.DataFrame({"year": [1913, 1923, 1931, 1945, 1954, 1957, 1908, 1925, 1953, 1963],
                        "Time": [4.24, 4.17, 4.15, 4.02, 3.98, 3.96, 175.5, 162.3, 138.7, 133.8],
                        "race": ["Mile"] * 6 + ["Marathon"] * 4})


def test_a_bar_in_minutes_is_the_tables_column_of_times():
    assert ask("In which year did the mile record first go under four minutes?", RECORDS) == \
        RECORDS.loc[(RECORDS["race"] == "Mile") & (RECORDS["Time"] < 4), "year"].min()


def test_a_figure_asked_in_minutes_and_the_best_of_times_is_the_shortest():
    assert ask("马拉松最好的纪录是多少分钟？", RECORDS) == RECORDS.loc[RECORDS["race"] == "Marathon", "Time"].min()


def test_a_tables_name_words_of_grammar_name_nothing():
    from nbcopilot.analysis.question import Table, choose_table

    blues = Table("beat_the_blues.csv", pd.DataFrame({"drug": ["Yes", "No"], "bdi_pre": [29, 32]}))
    survey = Table("gss_women", pd.DataFrame({"year": [1974, 2002], "education": [12, 14], "kids": [2, 1]}))
    assert choose_table("what's the median of the kids for the women in the 1974 round of the survey?",
                        [blues, survey]) is survey


def test_a_tables_name_may_shorten_a_word_said():
    from nbcopilot.analysis.question import Table, choose_table

    repub = Table("repub_votes", pd.DataFrame({"state": ["Ohio", "Utah"], "X1960": [53.3, 54.8]}))
    ahca = Table("ahca_votes.csv", pd.DataFrame({"state": ["OH", "UT"], "party": ["R", "D"], "vote": ["yes", "no"]}))
    assert choose_table("How many states did the Republican candidate win in 1960?", [ahca, repub]) is repub


def test_a_table_with_a_column_per_year_has_those_years():
    from nbcopilot.analysis.question import Table, choose_table

    wide = Table("world_population.csv", pd.DataFrame({"country": ["Japan", "Chad"], "year_1960": [93216000, 3000000],
                                                       "year_2020": [126261000, 16400000]}))
    gdp = Table("gdp_countries.csv", pd.DataFrame({"country": ["Japan", "Chad"], "year": [2000, 2010],
                                                   "gdp": [4.9, 0.01], "population": [126800000, 11900000]}))
    assert choose_table("What was Japan's population in 1960?", [gdp, wide]) is wide


def test_a_tables_name_said_as_two_words():
    from nbcopilot.analysis.question import Table, choose_table

    waitlist = Table("waitlist", pd.DataFrame({"age": [50, 61], "abo": ["O", "A"], "event": ["ltx", "death"]}))
    patients = Table("aids_patients.csv", pd.DataFrame({"patient_id": [1, 2], "age": [30, 41], "sex": ["M", "F"]}))
    assert choose_table("How many people on the waiting list are over 55?", [patients, waitlist]) is waitlist


PLAYERS = pd.DataFrame({"wage": [1000, 2000, 650, 3100, 900, 1500, 2500, 800],
                        "rebounds": [3.9, 2.5, 8.3, 10.2, 2.0, 6.1, 4.4, 7.0],
                        "marr": [1, 1, 0, 1, 0, 0, 0, 1],
                        "guard": [1, 1, 0, 0, 1, 0, 0, 0], "forward": [0, 0, 0, 0, 0, 1, 1, 1],
                        "center": [0, 0, 1, 1, 0, 0, 0, 0]})
KINDS = ["guard", "forward", "center"]


def test_kinds_written_as_0_1_columns_are_groups_of_rows():
    wages = pd.Series({k: PLAYERS.loc[PLAYERS[k] == 1, "wage"].mean() for k in KINDS})
    rebounds = pd.Series({k: PLAYERS.loc[PLAYERS[k] == 1, "rebounds"].mean() for k in KINDS})
    assert ask("Which position is paid best on average: guard, forward or center?", PLAYERS) == wages.idxmax()
    assert sorted(ask("Which positions average more than 5 rebounds per game? guard, forward or center", PLAYERS)) == \
        sorted(rebounds[rebounds > 5].index)
    married = pd.Series({k: PLAYERS.loc[PLAYERS[k] == 1, "marr"].mean() for k in KINDS})
    assert married.idxmin() != PLAYERS[KINDS].mean().idxmin()
    assert ask("哪个位置的已婚球员比例最低？用 guard、forward 或 center 回答", PLAYERS) == married.idxmin()


def test_a_value_of_words_said_with_an_article_between():
    poll = pd.DataFrame({"region": ["Oslo", "Nord", "Oslo", "Vest", "Nord", "Oslo", "Vest"],
                         "eu_vote": ["Join EU", "Remain Outside", "Join EU", "Remain Outside", "Remain Outside",
                                     "Remain Outside", "Join EU"]})
    assert ask("How many respondents would vote to join the EU?", poll) == int((poll["eu_vote"] == "Join EU").sum())


def test_one_side_compared_with_the_other_after_than():
    union = pd.DataFrame({"union": ["yes", "no", "no", "yes", "no", "yes", "no"],
                          "wage": [900, 1200, 1100, 950, 1300, 1000, 800]})
    means = union.groupby("union")["wage"].mean()
    assert ask("Do union workers earn more on average than non-union workers?", union) == bool(means["yes"] > means["no"])
    assert ask("Do non-union workers earn more on average than union workers?", union) == bool(means["no"] > means["yes"])


SURVEY = pd.DataFrame({"year": [1974, 1974, 1990, 1990, 2002, 2002, 2002, 1974],
                       "kids": [0, 3, 2, 0, 1, 0, 2, 4], "age": [45, 38, 52, 41, 29, 60, 44, 33],
                       "education": [12, 10, 14, 16, 13, 12, 18, 11]})


def test_everyday_words_for_a_columns_name():
    assert ask("How many of the women in the survey have no children?", SURVEY) == int((SURVEY["kids"] == 0).sum())
    assert ask("what's the median years of schooling for the women interviewed in 2002?", SURVEY) == \
        SURVEY.loc[SURVEY["year"] == 2002, "education"].median()


def test_never_had_a_thing_counted_is_none_of_it():
    older = SURVEY[SURVEY["age"] >= 40]
    assert ask("What percentage of the women aged 40 or over have never had a child?", SURVEY) == \
        100 * (older["kids"] == 0).mean()


def test_never_been_a_flag_is_its_0():
    assert ask("What's the biggest salary among players who have never been all-stars?", PLAYERS.assign(
        allstar=[0, 1, 0, 1, 0, 0, 0, 1])) == 2500


def test_a_short_head_and_tail_run_together_is_no_word_said():
    ess = pd.DataFrame({"agea": [55, 58, 30, 41, 67], "polint": [1, 1, 0, 0, 1], "eduyrs": [10, 15, 12, 16, 9]})
    assert ask("受访者的平均年龄是多少岁？", ess) == ess["agea"].mean()


SCORERS = pd.DataFrame({"player": list("abcdefg"), "games": [77, 78, 74, 60, 82, 50, 81],
                        "points": [15.5, 23.3, 5.5, 21.0, 9.9, 28.1, 12.0]})


def test_a_figure_written_per_game_said_a_game():
    assert ask("How many players average at least 20 points a game?", SCORERS) == int((SCORERS["points"] >= 20).sum())
    assert ask("How many players score more than 20 points per game?", SCORERS) == int((SCORERS["points"] > 20).sum())
    assert ask("Which player played the most games?", SCORERS) == SCORERS.loc[SCORERS["games"].idxmax(), "player"]


def test_a_distance_written_800m_said_in_chinese_metres():
    assert ask("800 米的纪录一共有几条？", RECORDS.assign(race=["800m"] * 3 + ["Mile"] * 3 + ["Marathon"] * 4)) == 3
