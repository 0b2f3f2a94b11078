"""Chinese words glossed by a bracketed value or number said again: '南意大利（Southern Italy）', '84 inches (7 ft)'.
Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

OILS = pd.DataFrame({
    "region": ["Southern Italy"] * 5 + ["Northern Italy"] * 3 + ["Sardinia"] * 2,
    "area": ["North-Apulia", "South-Apulia", "South-Apulia", "Calabria", "Sicily", "Umbria", "East-Liguria",
             "West-Liguria", "Inland-Sardinia", "Coast-Sardinia"],
    "oleic": [75.1, 70.2, 71.3, 72.8, 69.9, 78.4, 77.0, 76.5, 72.6, 73.1],
    "linoleic": [8.1, 12.5, 12.9, 10.2, 11.8, 6.4, 7.9, 9.5, 11.1, 12.2],
})


def test_the_chinese_before_a_bracketed_value_finds_no_other_value():
    south = OILS[OILS["region"] == "Southern Italy"]
    assert answered("南意大利（Southern Italy）产的油，油酸平均含量是多少？保留两位小数", "olive", {"olive": OILS},
                    meaning=True) == round(south["oleic"].mean(), 2)


PLAYERS = pd.DataFrame({"last_name": ["Marjanovic", "Porzingis", "Curry", "Gasol", "Rose", "Paul", "Embiid", "Love"],
                        "position": ["Center", "Forward-Center", "Guard", "Center", "Guard", "Guard", "Center",
                                     "Forward"],
                        "height": [87, 87, 75, 84, 75, 72, 84, 80]})


def test_a_bar_said_again_in_other_units_in_brackets_is_one_bar():
    frames = {"players": PLAYERS}
    assert answered("players: how many are 84 inches (7 ft) or taller?", "players", frames) == \
        int((PLAYERS["height"] >= 84).sum())
    assert answered("How many players are 75 inches or shorter?", "players", frames) == \
        int((PLAYERS["height"] <= 75).sum())


def test_a_value_set_aside_in_brackets_is_no_second_item():
    assert answered("How many players are listed with the position Center (just Center, not Forward-Center)?",
                    "players", {"players": PLAYERS}) == int((PLAYERS["position"] == "Center").sum())


DEVELOPERS = pd.DataFrame({"Salary": [52000.0, 61000.0, 75000.0, 90000.0, 43000.0, 120000.0],
                           "Remote": ["Remote", "Not remote", "Not remote", "Remote", "Not remote", "Not remote"],
                           "Data_scientist": [0, 1, 0, 0, 0, 1], "Embedded_developer": [1, 0, 0, 1, 0, 0],
                           "Mobile_developer": [0, 0, 1, 0, 0, 0], "Web_developer": [0, 1, 1, 1, 0, 0]})


def test_a_word_many_flags_share_names_the_rows_not_a_flag():
    frames = {"survey": DEVELOPERS}
    assert answered("开发者调查里受访者薪资的中位数是多少？", "survey", frames, meaning=True) == DEVELOPERS["Salary"].median()
    assert answered("What is the mean salary of the web developers?", "survey", frames) == \
        DEVELOPERS.loc[DEVELOPERS["Web_developer"] == 1, "Salary"].mean()


def test_the_shortest_and_the_tallest_are_both_ends_of_one_column():
    assert answered("what are the shortest and the tallest heights? shortest first", "players",
                    {"players": PLAYERS}) == [PLAYERS["height"].min(), PLAYERS["height"].max()]


PRICES = pd.DataFrame({"year": [1565, 1570, 1575, 1580, 1585], "wheat": [41.0, 45.0, 92.0, 49.0, 50.0],
                       "wages": [5.0, 5.05, 5.08, 5.12, 5.15]})


def test_a_column_named_like_its_table_and_verbs_before_a_bar():
    assert answered("Did the price of wheat ever go above 90 shillings per quarter?", "wheat",
                    {"wheat": PRICES}) == bool((PRICES["wheat"] > 90).any())


DEATHS = pd.DataFrame({"month": ["Aug", "Aug", "Sept", "Sept", "Oct"], "cause_of_death": ["Cholera"] * 5,
                       "deaths": [120, 90, 150, 140, 30],
                       "date": pd.to_datetime(["1849-08-01", "1849-08-02", "1849-09-01", "1849-09-02", "1849-10-01"])})


def test_which_month_is_answered_as_the_table_writes_its_months():
    assert answered("1849 年哪个月死于霍乱的人最多？", "cholera", {"cholera": DEATHS}, meaning=True) == \
        DEATHS.groupby("month")["deaths"].sum().idxmax()


def test_who_are_the_tallest_gives_every_row_at_the_top():
    tallest = PLAYERS.loc[PLAYERS["height"] == PLAYERS["height"].max(), "last_name"].tolist()
    assert answered("Who are the tallest players? last names please", "players", {"players": PLAYERS}) == tallest
    assert answered("Who is the tallest player? last name please", "players", {"players": PLAYERS}) == tallest[0]


ROSTER = PLAYERS.assign(first_name=["Boban", "Kristaps", "Stephen", "Marc", "Derrick", "Chris", "Joel", "Kevin"],
                        number=[51, 6, 30, 3, 25, 3, 21, 0],
                        team=["Clippers", "Mavericks", "Warriors", "Raptors", "Wolves", "Rockets", "76ers", "Cavaliers"])


def test_a_players_number_is_no_count_of_players():
    positions = ROSTER["position"].value_counts()
    assert answered("名单上中锋（Center）是不是比后卫（Guard）多？", "roster", {"roster": ROSTER}, meaning=True) == \
        bool(positions["Center"] > positions["Guard"])


def test_a_column_of_x_and_not_x_is_a_flag_said_by_its_word():
    frames = {"survey": DEVELOPERS}
    assert answered("How many of the surveyed developers work remotely?", "survey", frames) == \
        int((DEVELOPERS["Remote"] == "Remote").sum())
    assert answered("What is the mean salary of developers who do not work remotely?", "survey", frames) == \
        DEVELOPERS.loc[DEVELOPERS["Remote"] == "Not remote", "Salary"].mean()


def test_columns_from_one_to_another_are_the_ones_compared():
    roles = DEVELOPERS.loc[:, "Data_scientist":"Web_developer"]
    assert answered("survey 的各个角色列（Data_scientist 到 Web_developer）里，标为 1 的人数最多的是哪一列？", "survey",
                    {"survey": DEVELOPERS}, meaning=True) == roles.sum().idxmax()


STOPS = pd.DataFrame({"problem": ["traffic", "suspicious", "traffic", "traffic", "suspicious"],
                      "policePrecinct": [1, 3, 5, 2, 4], "race": ["White", "Black", "White", "Asian", "White"]})


def test_how_many_counts_rows_not_a_column_half_named():
    counts = STOPS["problem"].value_counts()
    assert answered("How many police stops were traffic stops and how many were for something suspicious? traffic first",
                    "stops", {"stops": STOPS}) == [counts["traffic"], counts["suspicious"]]


def test_review_mends_negation_words_in_numbers_and_both_ends_of_ages():
    assert answered("How many respondents don't work remotely?", "survey", {"survey": DEVELOPERS}) == \
        int((DEVELOPERS["Remote"] == "Not remote").sum())
    ages = pd.DataFrame({"name": list("abcd"), "age": [30, 70, 20, 45]})
    assert answered("What are the oldest and youngest ages?", "people", {"people": ages}) == [70, 20]
