"""Which table a question means when several are open: a table's name said as a word for the rows, and what in a
question is no evidence of a table (a bare number). Every frame is made here."""
from __future__ import annotations

import pandas as pd

from nbcopilot.analysis.question import Table, choose_table

POLLS = pd.DataFrame({"pollster": ["YouGov", "Ipsos", "YouGov"], "remain": [48, 51, 47], "leave": [52, 49, 53]})
AUS_POLLS = pd.DataFrame({"org": ["Newspoll", "Galaxy", "Newspoll", "Nielsen"], "ALP": [52, 49, 55, 50],
                          "Lib": [40, 44, 38, 41], "sampleSize": [1100, 2400, 1200, 1400]})
SCHOOLS = pd.DataFrame({"school": ["North", "South"], "pupils": [320, 410]})


def test_a_table_named_with_an_everyday_word_for_the_rows_yields_to_one_that_holds_what_is_asked():
    tables = [Table("polls", POLLS), Table("aus_polls", AUS_POLLS), Table("schools", SCHOOLS)]
    assert choose_table("How many of the polls were run by Newspoll?", tables).name == "aus_polls"
    assert choose_table("End dates of the polls that put Lib above 40?", tables).name == "aus_polls"
    assert choose_table("How many of the polls were run by YouGov?", tables).name == "polls"
    assert choose_table("In polls, how many were run by Newspoll?", tables).name == "polls"  # said as the data


def test_a_number_said_is_no_quote_of_a_code_column_written_as_text():
    courses = pd.DataFrame({"course_num": ["15", "259", "101"], "title": ["Survey methods", "Algebra", "Logic"]})
    births = pd.DataFrame({"gestation": [250, 280, 259, 270], "wt": [100, 120, 110, 130]})
    tables = [Table("courses", courses), Table("births", births)]
    assert choose_table("孕期不足 259 天的婴儿有多少个？", tables).name == "births"


def test_a_word_that_begins_with_a_period_is_also_read_whole():
    from nbcopilot.analysis.linking import tokens

    words = {t.text for t in tokens("年薪中位数最高的工作地点")}
    assert {"year", "salary", "location"} <= words  # '年' still a period, '年薪' also an annual salary
    assert "salary" not in {t.text for t in tokens("2018 年平均气温")}


def test_a_number_glued_to_its_period_names_the_table_whose_column_holds_both():
    ratings = pd.DataFrame({"series": [1, 1, 2], "episode": [1, 2, 1], "viewers_7day": [2.2, 2.4, 3.1],
                            "viewers_28day": [2.5, 2.6, 3.3]})
    bakes = pd.DataFrame({"series": [1, 1, 2], "episode": [1, 2, 1], "baker": ["Ann", "Bob", "Cy"],
                          "signature": ["Tart", "Cake", "Pie"]})
    tables = [Table("bakes", bakes), Table("ratings", ratings)]
    assert choose_table("烘焙大赛第 2 季各集 7 天观看人数的平均值是多少？", tables).name == "ratings"


def test_a_column_name_capitalised_mid_sentence_as_one_table_writes_it_names_that_table():
    survey = pd.DataFrame({"Sex": ["Male", "Female"], "Smoke": ["Never", "Occas"], "Height": [180.0, 165.5]})
    smoking = pd.DataFrame({"gender": ["Male", "Female"], "smoke": ["Yes", "No"], "age": [40, 35],
                            "amt_weekends": [10, 0]})
    tables = [Table("smoking", smoking), Table("class_survey", survey)]
    assert choose_table("Which Smoke answers were given by more than 15 students?", tables).name == "class_survey"


def test_a_plain_table_name_said_as_the_data_without_the_is_that_table():
    tables = [Table("polls", POLLS), Table("aus_polls", AUS_POLLS)]
    assert choose_table("list the columns of polls whose mean is more than 45", tables).name == "polls"


def test_an_everyday_word_a_cell_holds_is_weaker_evidence_than_a_column_said():
    houses = pd.DataFrame({"price": [200, 310, 150], "fuel": ["oil", "gas", "electric"], "rooms": [5, 7, 4]})
    olive = pd.DataFrame({"area": ["North-Apulia", "Sicily", "Umbria", "Sicily"], "palmitic": [1075, 1088, 911, 966],
                          "oleic": [7823, 7709, 8113, 7952]})
    tables = [Table("houses", houses), Table("olive", olive)]
    assert choose_table("Which areas have exactly 50 oil samples?", tables).name == "olive"
    assert choose_table("How many houses are heated with oil?", tables).name == "houses"



def test_a_superlative_alone_names_no_column_of_that_summary():  # ('tmax' needs its temperature said too)
    crabs = pd.DataFrame({"sp": ["B", "O"] * 3, "sex": list("MMFFMF"), "CW": [30.0, 35.1, 28.2, 40.3, 33.3, 31.0],
                          "BD": [12.0, 14.2, 11.1, 16.5, 13.3, 12.6]})
    temps = pd.DataFrame({"date": pd.date_range("2020-01-01", periods=6), "tmax": [50, 52, 48, 55, 60, 58],
                          "tmin": [30, 31, 29, 35, 40, 38]})
    others = [Table(f"t{i}", pd.DataFrame({"a": [1, 2], "b": ["x", "y"]})) for i in range(8)]
    tables = [Table("crabs", crabs), Table("clemson_temps.csv", temps, "clemson_temps.csv"), *others]
    assert choose_table("所有螃蟹里，体深最大的和最小的相差多少毫米？", tables).name == "crabs"


def test_a_table_named_by_the_initials_of_a_name_said():
    people = pd.DataFrame({"name": ["Ann", "Bo", "Cy"], "height": [170, 182, 165], "character": ["calm", "loud", "shy"]})
    pwt = pd.DataFrame({"country": ["USA", "China"], "year": [2019, 2019], "pop": [329.1, 1433.8]})
    census = pd.DataFrame({"country": ["USA", "China"], "year": [2019, 2019], "population": [328.2, 1398.0]})
    tables = [Table("people", people), Table("census", census), Table("pwt", pwt)]
    assert choose_table("In the Penn World Table sample, which country had the largest population in 2019?",
                        tables).name == "pwt"


def test_two_letters_of_initials_name_no_table():
    pm = pd.DataFrame({"city": ["X", "Y"], "pm25": [12.0, 30.0]})
    leaders = pd.DataFrame({"name": ["A", "B", "C"], "role": ["Prime Minister", "President", "Prime Minister"],
                            "years_in_office": [4, 8, 11]})
    tables = [Table("pm", pm), Table("leaders", leaders)]
    assert choose_table("Which Prime Minister served the most years in office?", tables).name == "leaders"


def test_a_word_of_a_tables_name_inside_a_value_another_table_quotes():
    nyc_marathon = pd.DataFrame({"year": [2017, 2018], "name": ["Shalane Flanagan", "Lelisa Desisa"],
                                 "time_hrs": [2.44, 2.09]})
    dunn_run = pd.DataFrame({"race": ["5k", "half-marathon", "half-marathon", "5k"], "age": [30, 41, 29, 12],
                             "first_name": ["Ann", "Bo", "Cy", "Di"],
                             "run_time_minutes": [25.1, 101.7, 118.4, 31.0]})
    tables = [Table("nyc_marathon", nyc_marathon), Table("dunn_run", dunn_run)]
    assert choose_table("How many people finished the half marathon?", tables).name == "dunn_run"
    assert choose_table("Who won the marathon in 2018?", tables).name == "nyc_marathon"


def test_a_table_named_by_a_word_said_in_passing_yields_to_the_one_the_question_is_about():
    cars = pd.DataFrame({"model": ["Civic", "Golf", "Corolla"], "mpg": [36, 33, 35], "hp": [158, 147, 139]})
    houses = pd.DataFrame({"price": [42000, 38500, 61000], "bathrooms": [1, 2, 2], "garage": [0, 2, 1],
                           "aircon": ["no", "yes", "no"]})
    tables = [Table("cars", cars), Table("homes.csv", houses, "homes.csv")]
    assert choose_table("How many houses have at least two bathrooms and garage room for at least two cars?",
                        tables).name == "homes.csv"
    assert choose_table("How many cars have more than 140 hp?", tables).name == "cars"  # the cars themselves
