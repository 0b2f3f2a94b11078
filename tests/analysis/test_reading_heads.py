"""Which word of a phrase is the thing: 'the median average teacher salary' is a median (the average names the
measure), 'which heating fuel' asks for the fuel (an English compound's head is its last word), 'how many different
men' in a panel counts its people, 'home runs' are the initials of hr, and a numbered level ('2:Med') is found by
no meaning. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

SCHOOLS = pd.DataFrame({"district": ["A", "B", "C", "D", "E", "F"], "salary": [33.0, 35.5, 36.2, 40.1, 34.4, 38.0],
                        "spend": [5.1, 6.2, 5.8, 7.7, 6.0, 6.6]})


def test_a_median_of_an_average_named_measure_is_a_median():
    assert answered("What's the median average teacher salary across the districts? 2 decimals", "schools",
                    {"schools": SCHOOLS}) == round(SCHOOLS["salary"].median(), 2)
    assert answered("各学区教师平均工资（salary）的中位数是多少？", "schools", {"schools": SCHOOLS}) == \
        SCHOOLS["salary"].median()
    assert SCHOOLS["salary"].median() != SCHOOLS["salary"].mean()


HOUSES = pd.DataFrame({"heating": ["hot air", "hot water/steam", "electric", "hot air", "hot water/steam", "electric",
                                   "hot air"],
                       "fuel": ["gas", "oil", "electric", "gas", "gas", "electric", "oil"],
                       "livingArea": [1800, 2600, 1200, 2000, 2500, 1300, 1700]})


def test_the_last_word_of_two_column_names_said_together_is_the_thing_asked():
    best = HOUSES.groupby("fuel")["livingArea"].median().idxmax()
    assert answered("Which heating fuel goes with the largest median living area?", "houses", {"houses": HOUSES}) == best
    assert best != HOUSES.groupby("heating")["livingArea"].median().idxmax()


PANEL = pd.DataFrame({"nr": [13, 13, 13, 17, 17, 17, 45, 45, 45, 110, 110, 110, 120, 120, 120],
                      "year": [1980, 1981, 1982] * 5,
                      "wage": [1.2, 1.3, 1.5, 1.6, 1.7, 1.8, 0.9, 1.1, 1.0, 2.0, 2.1, 2.2, 1.4, 1.4, 1.6],
                      "union": ["no", "no", "yes", "no", "no", "no", "yes", "yes", "yes", "no", "no", "no", "no",
                                "yes", "no"]})


def test_how_many_different_people_a_panel_follows_counts_its_key():
    assert answered("How many different men does the panel follow?", "panel", {"panel": PANEL}) == PANEL["nr"].nunique()


BATTING = pd.DataFrame({"player": ["a", "b", "c", "d", "e", "f"], "year": [1961, 1961, 1998, 1998, 2001, 2001],
                        "hr": [54, 30, 70, 66, 73, 64], "so": [90, 120, 155, 171, 93, 120]})


def test_a_two_letter_name_is_the_initials_of_words_said_side_by_side():
    assert answered("What is the most home runs in one row in 1998?", "batting", {"batting": BATTING}) == \
        BATTING.loc[BATTING["year"] == 1998, "hr"].max()


GUERRY = pd.DataFrame({"Department": ["Ain", "Aisne", "Allier", "Ardeche", "Ardennes"], "Region": list("ENCSN"),
                       "MainCity": ["2:Med", "2:Med", "2:Med", "1:Sm", "3:Lg"],
                       "Crime_pers": [28870, 26226, 26747, 12935, 17488]})


def test_a_numbered_level_is_no_value_found_by_meaning():
    assert answered("每起侵犯人身犯罪对应的人口数（Crime_pers），各省的中位数是多少？", "guerry", {"guerry": GUERRY},
                    meaning=True) == \
        GUERRY["Crime_pers"].median()


CARS = pd.DataFrame({"model": ["Acura Integra", "Ford Festiva", "Honda Civic", "Buick Century", "Dodge Colt"],
                     "Steering": ["power", "manual", "power", "power", "manual"],
                     "Type": ["Small", "Small", "Small", "Medium", "Small"],
                     "Mileage": [25.0, 37.0, 33.0, 21.0, None], "Price": [11950, 6319, 9975, 11450, 6851]})


def test_which_and_a_word_of_the_tables_name_asks_for_the_rows_name():
    assert answered("which car gets the best gas mileage?", "cars1990", {"cars1990": CARS}, meaning=True) == \
        CARS.loc[CARS["Mileage"].idxmax(), "model"]


def test_which_kind_groups_by_the_type_column():
    tanks = CARS.assign(Tank=[13.2, 10.0, 11.9, 15.7, 13.2])
    best = tanks.groupby("Type")["Tank"].mean().idxmax()
    assert answered("哪一类车的平均油箱（Tank）容量最大？", "cars1990", {"cars1990": tanks}) == best


RIOTS = pd.DataFrame({"first_name": ["Al", "Bo", "Cy", "Di", "Ed", "Fa"],
                      "last_name": ["Aguilar", "Baker", "Cruz", "Diaz", "Evans", "Flores"],
                      "age": [50.0, 19.0, 33.0, 20.0, 25.0, 40.0], "gender": ["Male"] * 6,
                      "race": ["White", "Black", "Latino", "White", "Black", "Latino"],
                      "death_date": ["1992-04-30", "1992-04-30", "1992-05-01", "1992-05-02", "1992-05-03", "1992-05-01"],
                      "neighborhood": ["Westlake", "Chinatown", "Hawthorne", "Compton", "Watts", "Westlake"],
                      "type": ["Homicide", "Homicide", "Not riot-related", "Homicide", "Homicide", "Homicide"]})


def test_who_in_a_clause_about_the_rows_is_no_question_word():
    assert answered("Among the people who died in the riots, which race group has the highest average age?", "riots",
                    {"riots": RIOTS}, meaning=True) == RIOTS.groupby("race")["age"].mean().idxmax()
    assert RIOTS.groupby("race")["age"].mean().idxmax() != RIOTS.loc[RIOTS["age"].idxmax(), "race"]


PLAYERS = pd.DataFrame({"name": ["Ann", "Bob", "Cid", "Dee", "Eve", "Fox"],
                        "team": ["Hawks", "Hawks", "Bulls", "Bulls", "Bulls", "Nets"], "pts": [10, 25, 5, 3, 4, 30]})


def test_a_column_then_a_name_column_is_the_first_one_named():
    assert answered("Which team name appears most often?", "players", {"players": PLAYERS}) == \
        PLAYERS["team"].value_counts().idxmax()
