"""Words that say which data the question is about, not which rows: the table's own name inside free-text comments
('the Blizzard survey' in blizzard_salaries) and a place inside one value that the whole table comes from
('芝加哥出租车数据' in taxi). Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

SALARIES = pd.DataFrame({
    "status": ["Full Time Employee", "Contractor", "Full Time Employee", "Contractor", "Full Time Employee"],
    "percent_incr": [4.0, 1.0, 3.0, 5.0, 2.5],
    "performance_rating": ["High", "Developing", "Successful", "Top", "High"],
    "other_info": ["Blizzard pays below market", None, "left Blizzard after", "no raise", None]})
TAXI = pd.DataFrame({"company": ["Chicago Independents", "Flash Cab", "Flash Cab", "Chicago Independents", "Sun Taxi"],
                     "hour": [8, 8, 9, 8, 8], "fare": [10.5, 7.25, 12.0, 30.0, 9.0]})
FRAMES = {"blizzard_salaries": SALARIES, "taxi": TAXI}


def test_the_tables_own_name_inside_comments_filters_no_rows():
    assert answered("How many of the Blizzard salary responses came from contractors?", "blizzard_salaries",
                    FRAMES) == (SALARIES["status"] == "Contractor").sum()
    best = SALARIES.groupby("performance_rating")["percent_incr"].mean().idxmax()
    commented = SALARIES[SALARIES["other_info"].str.contains("Blizzard", na=False)]
    assert commented.groupby("performance_rating")["percent_incr"].mean().idxmax() != best  # the filter would tell
    assert answered("In the Blizzard survey, which performance rating came with the biggest average raise "
                    "(percent_incr)?", "blizzard_salaries", FRAMES) == best


def test_a_place_the_whole_table_comes_from_said_in_chinese_filters_no_rows():
    assert answered("芝加哥出租车数据里，早上 8 点（hour 为 8）开始的行程有多少趟？", "taxi", FRAMES, meaning=True) == \
        (TAXI["hour"] == 8).sum()


def test_a_word_said_contained_is_searched_inside_cells_though_one_cell_is_that_word():
    titles = pd.DataFrame({"current_title": ["Software Engineer", "Engineer", "Test Analyst", "Title",
                                             "senior engineer II", "Producer"]})
    frames = {"survey": titles}
    assert answered("How many responses have a job title containing the word engineer? ignore case", "survey",
                    frames) == titles["current_title"].str.contains("engineer", case=False).sum()


VOTES = pd.DataFrame({"state": ["DC", "Rhode Island", "Texas", "DC", "Rhode Island", "Texas", "Ohio", "Ohio"],
                      "year": [2004, 2004, 2004, 2008, 2008, 2008, 2004, 2008],
                      "demVote": [89.2, 59.4, 38.2, 92.5, 62.9, 43.7, 48.7, 51.5]})


def test_a_value_left_out_or_counted_as_one_in_an_aside_is_no_filter_to_keep():
    won = VOTES[(VOTES["year"] == 2008) & (VOTES["demVote"] > 50)]["state"].nunique()
    assert answered("In 2008, in how many states (DC counted as one) did the Democrat get more than 50% of the vote?",
                    "dem_vote", {"dem_vote": VOTES}) == won
    kept = VOTES[VOTES["state"] != "DC"].groupby("state")["demVote"].mean().idxmax()
    assert answered("Leaving DC out, which state has the highest average Democratic share across all the elections?",
                    "dem_vote", {"dem_vote": VOTES}) == kept


def test_a_word_in_the_name_is_searched_inside_the_column_counted():
    bakes = pd.DataFrame({"baker": ["Ann", "Bob", "Cy", "Di"],
                          "signature": ["Chocolate Cake", "Lemon Tart", "White chocolate mousse", "Scones"],
                          "showstopper": ["Tower", "Cake", "Pie", "Chocolate box"]})
    assert answered("How many signature bakes have chocolate in the name? ignore case", "bakes", {"bakes": bakes}) == \
        bakes.loc[bakes["signature"].str.contains("chocolate", case=False), "signature"].nunique()


def test_a_flag_said_in_chinese_before_a_bracketed_column_still_selects_its_rows():
    emails = pd.DataFrame({"spam": [1, 0, 0, 1, 0], "to_multiple": [0, 1, 0, 0, 1], "num_char": [1.2, 5.5, 3.3, 0.9, 11.0],
                           "line_breaks": [20, 100, 50, 10, 300]})
    assert answered("垃圾邮件的字符数（num_char）中位数是多少？", "emails", {"emails": emails}) == \
        emails.loc[emails["spam"] == 1, "num_char"].median()


def test_a_party_said_in_chinese_is_its_flag_column():
    house = pd.DataFrame({"STATE": ["New York", "New York", "New York", "Texas"], "Party": ["R", "D", "R", "R"],
                          "Dem": [0, 1, 0, 0], "Rep": [1, 0, 1, 1], "Member": ["A", "B", "C", "D"]})
    assert answered("纽约州（New York）有几位共和党众议员？", "house", {"house": house}) == \
        ((house["STATE"] == "New York") & (house["Rep"] == 1)).sum()


def test_a_value_written_as_the_first_letters_of_the_word_said():
    possum = pd.DataFrame({"Pop": ["Vic", "other", "Vic", "other", "other"], "sex": ["m", "f", "f", "m", "f"],
                           "hdlngth": [94.1, 92.5, 94.0, 93.2, 91.5]})
    students = pd.DataFrame({"Exer": ["Some", "Freq", "Freq", None, "Some"], "Height": [173.0, 177.8, None, 160.0, 165.0],
                             "Day": ["Mon", "Tue", "Mon", "Sat", "Mon"]})
    frames = {"possum": possum, "students": students}
    assert answered("How many of the possums belong to the Victorian population?", "possum", frames) == \
        (possum["Pop"] == "Vic").sum()
    assert answered("How many students said they exercise frequently?", "students", frames) == \
        (students["Exer"] == "Freq").sum()
    assert answered("How many students answered on a Saturday?", "students", frames) == (students["Day"] == "Sat").sum()


def test_the_things_counted_are_no_value_they_begin():
    houses = pd.DataFrame({"Neighborhood": ["NAmes", "NAmes", "Edwards", "NAmes", "Edwards", "Gilbert"],
                           "Functional": ["Typ", "Typ", "Sal", "Typ", "Sal", "Typ"], "Yr.Sold": [2010] * 6})
    assert answered("Which neighborhood had the most house sales in 2010?", "houses", {"houses": houses}) == \
        houses.loc[houses["Yr.Sold"] == 2010, "Neighborhood"].value_counts().idxmax()
