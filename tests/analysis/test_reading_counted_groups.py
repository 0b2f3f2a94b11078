"""Groups kept by how many rows they have, said as things counted ("years that saw 3 or more hurricanes", "names used
more than once"), and rows kept by the day of the week their date fell on ("on a Saturday or Sunday", "周二"). Every
expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

STORMS = pd.DataFrame({
    "Name": ["Able", "Baker", "Able", "Dog", "Easy", "Fox", "Easy", "Hazel", "Able"],
    "Year": [1950, 1950, 1954, 1955, 1955, 1955, 1969, 1969, 1970],
    "firstLF": pd.to_datetime(["1950-08-20", "1950-09-05", "1954-08-31", "1955-10-15", "1955-08-13", "1955-09-19",
                               "1969-08-17", "1969-09-06", "1970-08-01"]),
    "deaths": [2, 0, 60, 95, 7, 3, 256, 0, 4]})


def test_groups_kept_by_how_many_rows_they_have_when_the_number_counts_things():
    frames = {"hurricanes": STORMS}
    per_year = STORMS["Year"].value_counts()
    assert answered("which years saw 2 or more hurricanes make landfall? list the years", "hurricanes", frames) == \
        sorted(per_year[per_year >= 2].index)
    per_name = STORMS["Name"].value_counts()
    assert answered("Which hurricane names were used more than once?", "hurricanes", frames) == \
        sorted(per_name[per_name > 1].index)
    assert sorted(per_year[per_year >= 2].index) != sorted(STORMS.loc[STORMS["deaths"] >= 2, "Year"].unique())


def test_days_of_the_week_named_keep_the_rows_whose_date_fell_on_them():
    frames = {"hurricanes": STORMS}
    days = STORMS["firstLF"].dt.day_name()
    assert answered("How many of the hurricanes made their first landfall on a Saturday or Sunday?", "hurricanes",
                    frames) == int(days.isin(["Saturday", "Sunday"]).sum())
    assert answered("有几个飓风是在周二登陆的？", "hurricanes", frames) == int((days == "Tuesday").sum())
    assert int(days.isin(["Saturday", "Sunday"]).sum()) > 0
    assert int(days.isin(["Saturday", "Sunday"]).sum()) < len(STORMS)
    named = STORMS.assign(Name=["Sunday Storm", *STORMS["Name"][1:]])
    assert answered("How many deaths did Sunday Storm cause?", "hurricanes", {"hurricanes": named}) == \
        named.loc[named["Name"] == "Sunday Storm", "deaths"].sum()  # a value, no day
    assert answered("有几个飓风是在周一到周五登陆的？", "hurricanes", frames) == \
        int(days.isin(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]).sum())


def test_on_average_each_one_is_the_mean_over_rows_not_per_group():
    storms = STORMS.assign(mf=["f", "m", "f", "m", "f", "m", "f", "m", "m"])
    female = storms[storms["mf"] == "f"]
    assert answered("以女性名字命名的飓风（mf 为 f），平均每场造成多少人死亡？保留两位小数", "hurricanes",
                    {"hurricanes": storms}) == round(female["deaths"].mean(), 2)
    assert round(female["deaths"].mean(), 2) != round(storms["deaths"].mean(), 2)


def test_a_column_written_in_brackets_is_what_the_words_before_them_mean():
    storms = STORMS.assign(BaseDamage=[1.0, 5.0, 2.0, 9.0, 3.0, 4.0, 8.0, 2.5, 1.5],
                           BaseDam2014=[9.0, 50.0, 20.0, 30.0, 60.0, 40.0, 70.0, 25.0, 15.0])
    early = storms[storms["Year"] < 1969]
    assert answered("Before 1969, which hurricane did the most property damage in 2014 dollars (BaseDam2014)?",
                    "hurricanes", {"hurricanes": storms}) == early.loc[early["BaseDam2014"].idxmax(), "Name"]
    assert early.loc[early["BaseDam2014"].idxmax(), "Name"] != early.loc[early["BaseDamage"].idxmax(), "Name"]


def test_the_whole_years_deaths_are_added_up():
    frames = {"hurricanes": STORMS}
    assert answered("1955 年全年的死亡人数（deaths）是多少？", "hurricanes", frames) == \
        STORMS.loc[STORMS["Year"] == 1955, "deaths"].sum()


def test_dates_written_as_iso_text_are_dates_whatever_the_column_is_called():
    written = STORMS.assign(firstLF=STORMS["firstLF"].dt.strftime("%Y-%m-%d"))
    days = STORMS["firstLF"].dt.day_name()
    assert answered("How many of the hurricanes made their first landfall on a Saturday or a Sunday?", "hurricanes",
                    {"hurricanes": written}) == int(days.isin(["Saturday", "Sunday"]).sum())


POLLS = pd.DataFrame({"date": ["1984-11-01", "1985-01-01", "1985-02-01", "1985-06-01", "1986-01-01"],
                      "poll_date": ["November", "January", "February", "June", "January"],
                      "sat": [40, 42, 39, 35, 44]})


def test_a_month_name_alone_is_no_date_and_a_stray_cell_in_a_date_column_is_skipped():
    years = pd.to_datetime(POLLS["date"]).dt.year
    assert answered("How many polls were taken in 1985?", "polls", {"polls": POLLS}) == int((years == 1985).sum())
    days = pd.date_range("2019-12-01", periods=24, freq="MS").strftime("%Y-%m-%d").tolist()
    stray = pd.DataFrame({"end_date": days + ["April 25 - May 1"], "n": range(1, 26)})  # past the rows sampled
    kept = pd.to_datetime(stray["end_date"], errors="coerce").dt.year == 2020
    assert answered("What is the total n of the polls that ended in 2020?", "polls", {"polls": stray}) == \
        stray.loc[kept, "n"].sum()
