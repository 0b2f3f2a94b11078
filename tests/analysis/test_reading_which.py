"""'Which …' and 'how many …' read over a table whose only text column names its groups: the group with the highest
average (not the row with the highest value), a Chinese noun that begins with a classifier's character ('哪个种族')
or runs past four characters ('哪家出租车公司'), 'by' before a value (who made the rows, no grouping), and a column
'left unfilled' ('没填'). Every expected value is computed here with pandas."""
from __future__ import annotations

import pandas as pd

from harness.reading import answered

PEOPLE = pd.DataFrame({"race": ["white", "asian", "black", "white", "asian", "black", "white"],
                       "income": [10000, 150000, 50000, 300000, 140000, 40000, 10000]})
TRIPS = pd.DataFrame({"company": ["Sun Taxi", "Flash Cab", "other", "Sun Taxi", "Flash Cab", "Flash Cab"],
                      "distance": [1.0, 5.0, 30.0, 2.0, 6.5, 4.0], "tip": ["yes", "no", "yes", "yes", "no", "yes"]})
RUNS = pd.DataFrame({"Miles": [5.0, 10.2, 3.1, 8.0], "ShoeBrand": ["Asics", None, None, "Nike"]})
FRAMES = {"acs": PEOPLE, "taxi": TRIPS, "runs": RUNS}


def test_the_group_with_the_highest_average_not_the_row_with_the_highest_value():
    best = PEOPLE.groupby("race")["income"].mean().idxmax()
    assert PEOPLE.loc[PEOPLE["income"].idxmax(), "race"] != best  # the two readings differ here
    assert answered("Which race has the highest average income?", "acs", FRAMES) == best
    assert answered("哪个种族的平均收入最高？", "acs", FRAMES) == best


def test_a_long_chinese_noun_after_a_classifier():
    kept = TRIPS[TRIPS["company"] != "other"]
    assert answered("哪家出租车公司的平均行程距离最长？不算 other 那一类", "taxi", FRAMES) == \
        kept.groupby("company")["distance"].mean().idxmax()


def test_by_before_a_value_says_who_made_the_rows():
    assert answered("how many trips in taxi were by Flash Cab", "taxi", FRAMES) == int((TRIPS["company"] == "Flash Cab").sum())


def test_a_column_left_unfilled_is_missing():
    assert answered("跑步记录里没填跑鞋品牌的有多少条？", "runs", FRAMES) == int(RUNS["ShoeBrand"].isna().sum())


def test_a_key_word_with_a_letter_left_out_is_still_read():
    assert answered("How many diffrent companies are in taxi?", "taxi", FRAMES) == TRIPS["company"].nunique()


def test_each_record_counted_is_no_grouping():
    assert answered("平均行程距离是多少？按每条行程记录算，保留两位小数", "taxi", FRAMES) == round(TRIPS["distance"].mean(), 2)


def test_columns_past_a_bar_of_missing_values():
    sparse = pd.DataFrame({"a": [1, None, None, 4], "b": [None, 2, 3, 4], "c": [1, 2, 3, 4]})
    assert answered("Which columns of sparse have more than 1 missing values?", "sparse", {"sparse": sparse}) == \
        sparse.columns[sparse.isna().sum() > 1].tolist()


FREEDOM = pd.DataFrame({"country": ["Chad", "Peru", "Fiji", "Chad", "Peru", "Fiji", "Chad"],
                        "year": [2008, 2008, 2008, 2009, 2009, 2009, 2010],
                        "hf_score": [5.1, None, None, 6.0, None, 7.2, 5.5],
                        "pf_ss_women_missing": [None, 1.0, None, 2.0, None, None, 3.0],
                        "ef_score": [6.1, 6.6, 7.0, 6.2, 6.8, 7.1, 6.4]})


def test_missing_values_of_the_whole_table_beside_a_column_named_missing():
    frames = {"hfi": FREEDOM}
    assert answered("What's the total count of missing values across the whole hfi table?", "hfi", frames) == \
        int(FREEDOM.isna().sum().sum())
    assert answered("hfi 里有几列完全没有缺失值？", "hfi", frames) == int(FREEDOM.notna().all().sum())
    assert answered("what columns in hfi have no missing values at all?", "hfi", frames) == \
        FREEDOM.columns[FREEDOM.notna().all()].tolist()
    assert answered("How many rows have no missing values?", "hfi", frames) == int(FREEDOM.notna().all(axis=1).sum())


def test_missing_values_of_one_column_counted_for_each_year_in_year_order():
    per_year = FREEDOM["hf_score"].isna().groupby(FREEDOM["year"]).sum().sort_index().tolist()
    assert answered("For each year, how many rows of hfi have no hf_score? Give them in year order.", "hfi",
                    {"hfi": FREEDOM}) == per_year
