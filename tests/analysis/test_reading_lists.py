"""One figure for each value a question lists: years or numbers said with their units ('1960 年、1990 年、2020 年',
'stint 为 1、2、3、4'), one-digit grades written as text, a listed value another column also holds, values with 'or'
inside them, plural weekdays and the order asked ('Saturday first'); and a year that only says when the data is
from. Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PANEL = pd.DataFrame({"country": ["China", "India"] * 4, "year": [1960, 1960, 1990, 1990, 2020, 2020, 2022, 2022],
                      "population": [667.1, 435.9, 1135.2, 870.5, 1411.1, 1396.4, 1412.2, 1417.2]})
STINTS = pd.DataFrame({"player": list("abcdefghij"), "stint": [1, 1, 1, 2, 1, 2, 3, 1, 4, 1],
                       "hits": [120, 88, 15, 40, 101, 3, 9, 77, 1, 60]})
STUDENTS = pd.DataFrame({"grade": ["9", "10", "11", "12", "9", "10", "12", "11", "9"],
                         "weight": [60.5, 64.0, 70.2, 72.4, 58.1, 66.6, 71.9, 69.3, 62.2]})
CRASHES = pd.DataFrame({"Phase": ["landing", "unknown", "en route", "takeoff", "landing", "unknown", "en route"],
                        "Cause": ["weather", "human error", "unknown", "mechanical", "human error", "criminal", "weather"],
                        "Fatalities": [12, 150, 40, 7, 66, 230, 3]})
SURVEY = pd.DataFrame({"edu": ["hs or lower", "college", "grad", "college", "hs or lower", "grad"],
                       "income": [21000.4, 40100.0, 70250.5, 38000.0, 15999.6, 66000.2]})
DAYS = pd.DataFrame({"date": pd.date_range("1978-01-01", periods=14, freq="D").astype(str),
                     "wday": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] * 2,
                     "births": [7701, 9001, 9102, 8998, 9050, 9120, 8010, 7650, 9030, 9080, 9010, 9101, 9130, 8120]})
BIRTHS = pd.DataFrame({"weeks": [39, 40, 46, 38, 41], "weight": [7.1, 7.9, 8.4, 6.2, 7.5]})
WAGES = pd.DataFrame({"jobclass": ["1. Industrial", "2. Information", "1. Industrial", "2. Information", "1. Industrial"],
                      "wage": [90.5, 120.25, 101.75, 131.0, 99.0]})
RATINGS = pd.DataFrame({"series": [1, 1, 2, 2, 8, 8, 8], "episode": [1, 2, 1, 2, 1, 2, 3],
                        "viewers_7day": [2.24, 3.0, 3.1, 4.2, 9.1, 8.8, 9.4]})
QUARTET = pd.DataFrame({"Series": ["I", "II", "III", "IV"] * 2, "X": [10, 10, 10, 8, 8, 8, 8, 19],
                        "Y": [8.04, 9.14, 7.46, 6.58, 6.95, 8.14, 6.77, 5.76]})
FRAMES = {"panel": PANEL, "batting": STINTS, "students": STUDENTS, "crashes": CRASHES, "survey": SURVEY,
          "births78": DAYS, "births14": BIRTHS, "wage": WAGES, "ratings": RATINGS, "quartet": QUARTET}


def answer(question: str, table: str):
    return answered(question, table, FRAMES)


def test_years_listed_with_their_unit_give_one_figure_each():
    china = PANEL[PANEL["country"] == "China"].set_index("year")["population"]
    assert answer("中国 1960 年、1990 年、2020 年的人口分别是多少？按年份顺序列出", "panel") == \
        [china[1960], china[1990], china[2020]]


def test_numbers_listed_after_a_column_word_count_the_rows_of_each():
    counts = STINTS["stint"].value_counts()
    assert answer("棒球击球数据里，stint 为 1、2、3、4 的记录各有多少条？按这个顺序", "batting") == \
        [counts[1], counts[2], counts[3], counts[4]]


def test_numbered_categories_said_by_their_words_beside_a_column_name_give_one_figure_each():
    means = WAGES.groupby("jobclass")["wage"].mean().round(2)
    assert answer("the mean wage for the industrial and for the information job class? Industrial first, two decimals",
                  "wage") == [means["1. Industrial"], means["2. Information"]]


def test_numbers_each_said_after_a_column_word_and_asked_for_in_order_give_one_figure_each():
    means = RATINGS.groupby("series")["viewers_7day"].mean().round(2)
    assert answer("average 7-day viewers for series 1 and for series 8, series 1 first, 2 dp", "ratings") == \
        [means[1], means[8]]


def test_one_letter_roman_numerals_listed_together_are_values_too():
    means = QUARTET.groupby("Series")["Y"].mean().round(2)
    assert answer("quartet 四组数据（I、II、III、IV）的 Y 均值分别是多少？按这个顺序，保留两位小数", "quartet") == \
        [means["I"], means["II"], means["III"], means["IV"]]


def test_one_digit_values_written_as_text_are_listed_too():
    means = STUDENTS.groupby("grade")["weight"].mean().round(2)
    assert answer("9、10、11、12 年级学生的平均体重分别是多少公斤？保留两位小数，按年级顺序", "students") == \
        [means["9"], means["10"], means["11"], means["12"]]


def test_a_listed_value_another_column_also_holds_stays_in_the_list():
    means = CRASHES.groupby("Cause")["Fatalities"].mean().round(1)
    order = ["criminal", "human error", "mechanical", "unknown", "weather"]
    assert answer("按失事原因算平均死亡人数：criminal、human error、mechanical、unknown、weather 各是多少？保留一位小数，"
                  "按这个顺序", "crashes") == [means[c] for c in order]


def test_a_value_with_or_inside_it_and_whole_dollars():
    means = SURVEY.groupby("edu")["income"].mean().round(0)
    assert answer("Average income by education level: hs or lower, college, grad. Whole dollars, in that order.",
                  "survey") == [means["hs or lower"], means["college"], means["grad"]]


def test_plural_weekdays_in_the_order_asked():
    means = DAYS.groupby("wday")["births"].mean().round(1)
    assert answer("What were the average births per day on Saturdays and on Sundays? 1 decimal, Saturday first.",
                  "births78") == [means["Sat"], means["Sun"]]


def test_a_year_that_says_when_the_data_is_from_is_no_bar_on_another_column():
    assert answer("any pregnancies longer than 45 weeks in the 2014 newborn data?", "births14") == \
        bool((BIRTHS["weeks"] > 45).any())


PITCHES = pd.DataFrame({"PitchType": ["FF", "CU", "FF", "SL", "FF", "CU", "SL", "FF"],
                        "StartSpeed": [93.1, 74.0, 92.5, 86.2, 94.0, 73.1, 85.9, 92.8],
                        "Swing": ["Yes", "No", "No", "Yes", "Yes", "No", "Yes", "No"]})
COLLEGES = pd.DataFrame({"Private": ["Yes", "No", "Yes", "No", "Yes"], "Apps": [1660, 2186, 1428, 417, 193],
                         "Accept": [1232, 1924, 1097, 349, 146], "Enroll": [721, 512, 336, 137, 55]})
RIDES = pd.DataFrame({"date": pd.to_datetime(["2010-01-04", "2010-01-05", "2010-07-06", "2010-07-07", "2011-01-03"]),
                      "ridership": [12.1, 12.4, 14.8, 15.0, 11.9]})


def test_codes_glossed_in_chinese_brackets_each_counted_and_the_gloss_names_no_column():
    counts = PITCHES["PitchType"].value_counts()
    assert answered("pitches 里四缝线快速球（FF）和曲球（CU）各投了多少个？先 FF", "pitches", {"pitches": PITCHES}) == \
        [counts["FF"], counts["CU"]]


def test_two_columns_named_outright_give_one_figure_each_in_the_order_said():
    frames = {"colleges": COLLEGES}
    assert answered("所有学校加起来，录取人数（Accept）和新生入学人数（Enroll）各是多少？先录取人数", "colleges", frames) == \
        [COLLEGES["Accept"].sum(), COLLEGES["Enroll"].sum()]
    assert answered("Accept 和 Enroll 的平均值分别是多少？", "colleges", frames) == \
        [COLLEGES["Accept"].mean(), COLLEGES["Enroll"].mean()]


def test_two_months_of_a_year_joined_by_and_give_one_figure_each():
    month = RIDES["date"].dt.strftime("%Y-%m")
    means = RIDES.groupby(month)["ridership"].mean().round(3)
    assert answered("avg ridership for jan 2010 and jul 2010? jan first, 3 dp", "rides", {"rides": RIDES}) == \
        [means["2010-01"], means["2010-07"]]


def test_two_spans_of_years_give_one_figure_each():
    works = pd.DataFrame({"title": list("abcdefgh"), "year": [1988, 1990, 1995, 1999, 2000, 2004, 2009, 2011],
                          "price": [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]})
    counts = [int(works["year"].between(1990, 1999).sum()), int(works["year"].between(2000, 2009).sum())]
    assert answered("In tate, how many works were made in 1990-1999 and how many in 2000-2009? 1990s first", "tate",
                    {"tate": works}) == counts
    means = [works.loc[works["year"].between(1990, 1999), "price"].mean(),
             works.loc[works["year"].between(2000, 2009), "price"].mean()]
    assert answered("average price in the 1990s and in the 2000s?", "tate", {"tate": works}) == means


def test_years_listed_over_a_wide_table_read_the_column_of_each_year():
    towns = pd.DataFrame({"name": ["Toronto", "Ottawa", "Avon"], "population_1996": [2385421, 721136, 5000],
                          "population_2021": [2794356, 1017449, 5200], "density_2021": [4427.8, 364.9, 12.0]})
    toronto = towns[towns["name"] == "Toronto"]
    assert answered("多伦多 1996 年和 2021 年的人口分别是多少？先 1996 年", "towny", {"towny": towns}) == \
        [toronto["population_1996"].item(), toronto["population_2021"].item()]


def test_a_column_half_named_in_a_gloss_is_still_the_one_said_after_it():
    ff = PITCHES[PITCHES["PitchType"] == "FF"]
    assert answered("Kershaw 的四缝线快速球（FF）平均出手速度是多少？保留两位小数", "pitches", {"pitches": PITCHES}) == \
        round(ff["StartSpeed"].mean(), 2)


def test_the_chinese_before_a_bracketed_column_asks_for_no_grouping():
    acs = pd.DataFrame({"hrs_work": [40, 50, 40, 30, 45, 40, 60], "income": [50.0, 60, 55, 20, 70, 45, 90]})
    assert answered("acs 里每周工作小时数（hrs_work）的标准差是多少？保留两位小数", "acs", {"acs": acs}) == \
        round(acs["hrs_work"].std(), 2)


def test_two_columns_each_named_in_full_and_joined_by_and_give_one_figure_each():
    schools = pd.DataFrame({"district": [1, 2, 3, 4], "read": [650.2, 660.1, 640.0, 655.5], "math": [648.0, 661.3, 639.5, 650.0],
                            "grades": ["KK-06", "KK-08", "KK-08", "KK-06"]})
    assert answered("data2: mean reading score and mean math score over all districts, reading first, 2 dp each",
                    "data2", {"data2": schools}) == [round(schools["read"].mean(), 2), round(schools["math"].mean(), 2)]


def test_british_spelling_meets_an_american_column_name():
    farms = pd.DataFrame({"id": [1, 2, 3], "hiredlabor": [120, 300, 80], "size": [0.5, 1.2, 0.3]})
    assert answered("total hired labour over all the rice farm records?", "tbl", {"tbl": farms}) == farms["hiredlabor"].sum()


def test_in_chinese_the_ranking_measure_is_said_before_the_superlative():
    schools = pd.DataFrame({"district": [75119, 61499, 61549, 61457], "school": ["Sunol", "Manzanita", "Thermalito", "Golden"],
                            "students": [195, 240, 1550, 243], "teachers": [10.9, 11.2, 82.9, 14.0]})
    assert answered("学生人数最多的两个学区是哪两个？按人数从多到少列出学区名称", "data2", {"data2": schools}) == \
        schools.nlargest(2, "students")["school"].tolist()


def test_each_columns_maximum_is_its_figure_when_the_question_says_maximum():
    heights = pd.DataFrame({"father": [78.5, 70.0, 69.0], "mother": [67.0, 66.5, 64.0], "childHeight": [79.0, 73.2, 61.0],
                            "children": [4, 2, 3]})
    frames = {"galton": heights}
    tallest = heights[["father", "mother", "childHeight"]].max()
    assert answered("galton 里父亲、母亲、孩子三列身高（father、mother、childHeight）中，哪一列的最大值最大？回答列名",
                    "galton", frames) == tallest.idxmax()
    assert sorted(answered("Which of the columns father, mother and childHeight have a maximum above 75 inches?",
                           "galton", frames)) == sorted(tallest[tallest > 75].index)
