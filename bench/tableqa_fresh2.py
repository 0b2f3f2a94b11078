"""A second fresh set of table questions, for `python bench/eval_tableqa.py --set fresh2`.

The same kind of questions as the main, held-out, blind and fresh sets (bench/tableqa_questions.py,
bench/tableqa_holdout.py, bench/tableqa_blind.py, bench/tableqa_fresh.py), written apart from all four and
over tables none of them uses, from two packages that bundle their data (nothing is downloaded): plotly's
`medals_long` and `carshare` and statsmodels' `scotland` and `anes96` as variables in the analyst's
namespace; statsmodels' `copper`, `interest_inflation`, `china_smoking` and `fair` as CSV files in the
working folder. Labels are added only where the data ships them: the council districts, the copper years
and the smoking cities are in statsmodels' CSV files (its loaders drop or index them), and the anes96
party identification and expected vote and the fair religiousness levels are spelled out in the
datasets' notes. The wording is varied on purpose (terse, chatty, several analysts' habits; English and
simplified Chinese, some Chinese questions naming columns and values only in Chinese words).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties.

plotly and statsmodels are needed by this set only (they are not project dependencies); importing this
module without them raises ImportError. Importing it adds its tables to the main set's registry
(`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`, `table_csv` and the
harness's staging know them.

    from tableqa_fresh2 import build_fresh2
    questions = build_fresh2()
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import Callable

import pandas as pd

from tableqa_questions import (declarer, require, plotly_table, built, register, TABLES, Question, Table, check_answer, group_extreme, mode, plain, row_extreme,
                               table_frame, top_labels, top_rows)
from tableqa_questions import rows_between, value_at

require("fresh2", "plotly", "statsmodels")


# -- the tables -----------------------------------------------------------------------------------

_plotly = plotly_table


def _statsmodels(name: str) -> pd.DataFrame:
    return importlib.import_module(f"statsmodels.datasets.{name}").load_pandas().data


def _statsmodels_csv(name: str, file: str, sep: str = ",") -> Callable[[], pd.DataFrame]:
    """The dataset's bundled CSV with every column, including the labels `load_pandas` leaves out."""
    def load() -> pd.DataFrame:
        from statsmodels.datasets.utils import load_csv

        return load_csv(importlib.import_module(f"statsmodels.datasets.{name}.data").__file__, file, sep=sep)

    return load


PARTIES = {0: "Strong Democrat", 1: "Weak Democrat", 2: "Independent-Democrat", 3: "Independent-Independent",
           4: "Independent-Republican", 5: "Weak Republican", 6: "Strong Republican"}


def _anes96() -> pd.DataFrame:
    # 944 respondents of the 1996 American National Election Study; the notes code PID and vote as below.
    frame = _statsmodels("anes96")
    frame["PID"] = frame["PID"].astype(int).map(PARTIES)
    frame["vote"] = frame["vote"].astype(int).map({0: "Clinton", 1: "Dole"})
    return frame


def _fair() -> pd.DataFrame:
    # 6366 married women (Fair's affairs survey); the notes code religious 1-4 as below.
    frame = _statsmodels("fair")
    frame["religious"] = frame["religious"].astype(int).map({1: "not", 2: "mildly", 3: "fairly", 4: "strongly"})
    return frame


FRESH2_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("medals_long", "namespace", "medals_long", _plotly("medals_long")),
    Table("carshare", "namespace", "carshare", _plotly("carshare")),
    Table("scotland", "namespace", "scotland", _statsmodels_csv("scotland", "scotvote.csv")),
    Table("anes96", "namespace", "anes96", _anes96),
    Table("copper", "file", "copper.csv", _statsmodels_csv("copper", "copper.csv")),
    Table("interest_inflation", "file", "interest_inflation.csv", _statsmodels_csv("interest_inflation", "E6.csv")),
    Table("china_smoking", "file", "china_smoking.csv", _statsmodels_csv("china_smoking", "china_smoking.csv")),
    Table("fair", "file", "fair.csv", _fair),
)}


register(FRESH2_TABLES)


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []


q = declarer(_SPECS)




# medals_long (namespace: `medals_long`, gold/silver/bronze counts of three nations, one row per nation x medal)
q("med-total", "medals_long", "en", "number", "total medal count across all rows of medals_long?",
  lambda d: d["count"].sum())
q("med-most-gold", "medals_long", "zh", "category", "medals_long 里金牌最多的是哪个国家？",
  lambda d: row_extreme(d[d["medal"] == "gold"], "count", "nation"))
q("med-china-top", "medals_long", "en", "category", "which medal type did China win the most of in medals_long?",
  lambda d: row_extreme(d[d["nation"] == "China"], "count", "medal"))
q("med-most-overall", "medals_long", "en", "category", "Which nation has the most medals overall in medals_long?",
  lambda d: group_extreme(d, "nation", "count", "sum"))
q("med-canada-all", "medals_long", "en", "boolean", "do all of Canada's medal counts in medals_long exceed 8?",
  lambda d: (d.loc[d["nation"] == "Canada", "count"] > 8).all())
q("med-bronze", "medals_long", "zh", "list[number]", "medals_long 中韩国、中国、加拿大的铜牌数分别是多少？按这个顺序列出",
  lambda d: [value_at(d[d["medal"] == "bronze"], "nation", n, "count") for n in ("South Korea", "China", "Canada")],
  ordered=True)
q("med-nations", "medals_long", "en", "list[category]", "list the distinct nations in medals_long",
  lambda d: sorted(d["nation"].unique()))

# carshare (namespace: `carshare`, 249 Montreal areas: centroid, car-share hours, hour of peak use)
q("car-total", "carshare", "en", "number", "total car_hours in carshare?", lambda d: d["car_hours"].sum())
q("car-max", "carshare", "en", "number", "what's the max car_hours in carshare", lambda d: d["car_hours"].max())
q("car-peak-mode", "carshare", "zh", "number", "carshare 里最常见的 peak_hour 是几点？", lambda d: mode(d["peak_hour"]))
q("car-busiest-hour", "carshare", "en", "number",
  "Which peak_hour has the most car_hours in total in carshare?",
  lambda d: group_extreme(d, "peak_hour", "car_hours", "sum"))
q("car-over-1000", "carshare", "en", "number", "how many areas in carshare have car_hours over 1000?",
  lambda d: (d["car_hours"] > 1000).sum())
q("car-midnight", "carshare", "zh", "boolean", "carshare 里有没有 peak_hour 为 0 的区域？",
  lambda d: (d["peak_hour"] == 0).any())
q("car-top3", "carshare", "en", "list[number]", "top 3 car_hours values in carshare, highest first",
  lambda d: [d.loc[label, "car_hours"] for label in top_labels(d["car_hours"], 3)], ordered=True)
q("car-median", "carshare", "zh", "number", "carshare 中 car_hours 的中位数是多少？", lambda d: d["car_hours"].median())

# scotland (namespace: `scotland`, 32 council districts, 1997 referendum on the parliament's taxation powers)
q("sco-most-yes", "scotland", "en", "category", "Which COUNCILDIST had the highest YES share in scotland?",
  lambda d: row_extreme(d, "YES", "COUNCILDIST"))
q("sco-coutax", "scotland", "en", "number", "avg COUTAX in scotland", lambda d: d["COUTAX"].mean())
q("sco-low-mor", "scotland", "zh", "category", "scotland 里 MOR 最低的是哪个 COUNCILDIST？",
  lambda d: row_extreme(d, "MOR", "COUNCILDIST", largest=False))
q("sco-yes-70", "scotland", "en", "number", "how many rows where YES is above 70 in scotland?",
  lambda d: (d["YES"] > 70).sum())
q("sco-top5-tax", "scotland", "en", "list[category]", "top 5 districts by COUTAX in scotland",
  lambda d: top_rows(d, "COUTAX", "COUNCILDIST", 5), ordered=True)
q("sco-below-50", "scotland", "zh", "boolean", "scotland 里有没有哪个地区投赞成票的比例低于 50？",
  lambda d: (d["YES"] < 50).any())
q("sco-most-kids", "scotland", "en", "category",
  "scotland: which district has the biggest share of children aged 5-15 (AGE)?",
  lambda d: row_extreme(d, "AGE", "COUNCILDIST"))
q("sco-age", "scotland", "zh", "number", "scotland 中 AGE 的中位数是多少？", lambda d: d["AGE"].median())
q("sco-low-tax", "scotland", "en", "list[category]",
  "Could you list the council districts in scotland with COUTAX under 600?",
  lambda d: sorted(d.loc[d["COUTAX"] < 600, "COUNCILDIST"]))
q("sco-glasgow", "scotland", "en", "number", "UNEMPF for Glasgow_City in scotland?",
  lambda d: value_at(d, "COUNCILDIST", "Glasgow_City", "UNEMPF"))
q("sco-least-active", "scotland", "zh", "category", "scotland 里劳动参与率最低的是哪个地区？",
  lambda d: row_extreme(d, "ACT", "COUNCILDIST", largest=False))

# anes96 (namespace: `anes96`, 944 respondents of the 1996 US election study: party identity, expected vote …)
q("anes-dole", "anes96", "en", "number", "how many respondents in anes96 expect to vote Dole?",
  lambda d: (d["vote"] == "Dole").sum())
q("anes-pid-mode", "anes96", "zh", "category", "anes96 里人数最多的政党认同类别是哪一个？", lambda d: mode(d["PID"]))
q("anes-clinton-age", "anes96", "en", "number", "average age of Clinton voters in anes96?",
  lambda d: d.loc[d["vote"] == "Clinton", "age"].mean())
q("anes-oldest-pid", "anes96", "en", "category", "which PID group has the highest avg age in anes96",
  lambda d: group_extreme(d, "PID", "age", "mean"))
q("anes-tv-all", "anes96", "en", "boolean",
  "Does every respondent in anes96 watch TV news at least once a week (TVnews >= 1)?",
  lambda d: (d["TVnews"] >= 1).all())
q("anes-income", "anes96", "zh", "number", "anes96 中 income 的中位数是多少？", lambda d: d["income"].median())
q("anes-pid-count", "anes96", "en", "number", "how many different PID categories does anes96 have?",
  lambda d: d["PID"].nunique())
q("anes-strong-rep", "anes96", "zh", "number", "anes96 里坚定的共和党人中有多少人打算投票给多尔？",
  lambda d: ((d["PID"] == "Strong Republican") & (d["vote"] == "Dole")).sum())
q("anes-65-vote", "anes96", "en", "category",
  "among respondents aged 65 or older in anes96, which candidate did most expect to vote for?",
  lambda d: mode(d.loc[d["age"] >= 65, "vote"]))
q("anes-big-pids", "anes96", "en", "list[category]", "which PID groups in anes96 have more than 150 respondents?",
  lambda d: sorted(d["PID"].value_counts().loc[lambda c: c > 150].index))
q("anes-top3-pid", "anes96", "en", "list[category]",
  "In anes96, which 3 PID categories have the most respondents? Biggest first.",
  lambda d: top_labels(d["PID"].value_counts(), 3), ordered=True)

# copper.csv (file: the world copper market, one row per YEAR 1951-1975)
q("cop-peak-year", "copper", "en", "number", "which YEAR had the highest WORLDCONSUMPTION in copper.csv?",
  lambda d: row_extreme(d, "WORLDCONSUMPTION", "YEAR"))
q("cop-price-1970", "copper", "en", "number", "COPPERPRICE in 1970 per copper.csv",
  lambda d: value_at(d, "YEAR", 1970, "COPPERPRICE"))
q("cop-60s", "copper", "zh", "number", "copper.csv 里 1960 到 1969 年（含）的世界铜消费量平均是多少？",
  lambda d: rows_between(d, "YEAR", 1960, 1969)["WORLDCONSUMPTION"].mean())
q("cop-cheapest", "copper", "zh", "number", "copper.csv 中 COPPERPRICE 最低的是哪一年？",
  lambda d: row_extreme(d, "COPPERPRICE", "YEAR", largest=False))
q("cop-alum", "copper", "en", "list[number]", "years in copper.csv where ALUMPRICE was above 27",
  lambda d: sorted(d.loc[d["ALUMPRICE"] > 27, "YEAR"]))
q("cop-rising", "copper", "en", "boolean", "Did WORLDCONSUMPTION go up every single year in copper.csv?",
  lambda d: bool(d.sort_values("YEAR")["WORLDCONSUMPTION"].diff().dropna().gt(0).all()))
q("cop-enum", "copper", "zh", "list[number]", "copper.csv 里 1955、1965、1975 年的 COPPERPRICE 分别是多少？",
  lambda d: [value_at(d, "YEAR", y, "COPPERPRICE") for y in (1955, 1965, 1975)], ordered=True)
q("cop-74-vs-56", "copper", "en", "boolean", "was COPPERPRICE in 1974 higher than in 1956 in copper.csv?",
  lambda d: value_at(d, "YEAR", 1974, "COPPERPRICE") > value_at(d, "YEAR", 1956, "COPPERPRICE"))
q("cop-top-alum", "copper", "zh", "number", "copper.csv 里铝价最高的是哪一年？",
  lambda d: row_extreme(d, "ALUMPRICE", "YEAR"))

# interest_inflation.csv (file: West German / German long-term interest rate R and inflation Dp, 1972Q2-1998Q4)
q("ii-max-r", "interest_inflation", "en", "number", "what's the max R in interest_inflation.csv",
  lambda d: d["R"].max())
q("ii-r-1990", "interest_inflation", "en", "number", "avg R for 1990 in interest_inflation.csv",
  lambda d: d.loc[d["year"] == 1990, "R"].mean())
q("ii-top-year", "interest_inflation", "zh", "number", "interest_inflation.csv 里哪一年的平均 R 最高？",
  lambda d: group_extreme(d, "year", "R", "mean"))
q("ii-neg-dp", "interest_inflation", "en", "number", "How many quarters in interest_inflation.csv have negative Dp?",
  lambda d: (d["Dp"] < 0).sum())
q("ii-r-011", "interest_inflation", "zh", "boolean", "interest_inflation.csv 中 R 有没有超过 0.11 的时候？",
  lambda d: (d["R"] > 0.11).any())
q("ii-full-years", "interest_inflation", "en", "boolean",
  "does every year in interest_inflation.csv have all 4 quarters?",
  lambda d: bool(d.groupby("year")["quarter"].nunique().eq(4).all()))
q("ii-r-over-008", "interest_inflation", "en", "number",
  "in interest_inflation.csv, how many quarters had R above 0.08?", lambda d: (d["R"] > 0.08).sum())
q("ii-low-r", "interest_inflation", "en", "number", "the year with the lowest R in interest_inflation.csv?",
  lambda d: row_extreme(d, "R", "year", largest=False))
q("ii-high-years", "interest_inflation", "en", "list[number]",
  "which years in interest_inflation.csv average an R above 0.095?",
  lambda d: sorted(d.groupby("year")["R"].mean().loc[lambda r: r > 0.095].index))
q("ii-count-years", "interest_inflation", "zh", "number", "interest_inflation.csv 一共涵盖多少个不同的年份？",
  lambda d: d["year"].nunique())

# china_smoking.csv (file: 8 Chinese cities, a 2x2 table of smoking x lung cancer counts each)
q("cs-most-cases", "china_smoking", "en", "category",
  "Which Location has the most smoking_yes_cancer_yes in china_smoking.csv?",
  lambda d: row_extreme(d, "smoking_yes_cancer_yes", "Location"))
q("cs-total", "china_smoking", "zh", "number", "china_smoking.csv 里 smoking_yes_cancer_yes 一共有多少？",
  lambda d: d["smoking_yes_cancer_yes"].sum())
q("cs-fewest", "china_smoking", "zh", "category", "china_smoking.csv 中既不吸烟也没得肺癌的人最少的是哪个城市？",
  lambda d: row_extreme(d, "smoking_no_cancer_no", "Location", largest=False))
q("cs-all-more", "china_smoking", "en", "boolean",
  "do all cities in china_smoking.csv have more smoking_yes_cancer_yes than smoking_no_cancer_yes?",
  lambda d: (d["smoking_yes_cancer_yes"] > d["smoking_no_cancer_yes"]).all())
q("cs-big-controls", "china_smoking", "en", "list[category]",
  "list the Locations in china_smoking.csv where smoking_no_cancer_no is over 200",
  lambda d: sorted(d.loc[d["smoking_no_cancer_no"] > 200, "Location"]))
q("cs-mean-nosmoke", "china_smoking", "en", "number", "mean smoking_no_cancer_yes in china_smoking.csv",
  lambda d: d["smoking_no_cancer_yes"].mean())
q("cs-fewest-cases", "china_smoking", "en", "category",
  "the city with the lowest smoking_yes_cancer_yes in china_smoking.csv?",
  lambda d: row_extreme(d, "smoking_yes_cancer_yes", "Location", largest=False))
q("cs-top2", "china_smoking", "zh", "list[category]", "china_smoking.csv 中吸烟但没患肺癌人数最多的两个城市是哪两个？从多到少",
  lambda d: top_rows(d, "smoking_yes_cancer_no", "Location", 2), ordered=True)

# fair.csv (file: 6366 married women: marriage rating, age, years married, children, religiousness, affairs …)
q("fair-rel-affairs", "fair", "en", "category", "Which religious group has the highest avg affairs in fair.csv?",
  lambda d: group_extreme(d, "religious", "affairs", "mean"))
q("fair-biggest-rel", "fair", "en", "category", "Which religious group has the most rows in fair.csv?",
  lambda d: mode(d["religious"]))
q("fair-age", "fair", "en", "number", "median age in fair.csv", lambda d: d["age"].median())
q("fair-occ6", "fair", "zh", "number", "fair.csv 中 occupation 为 6 的 rate_marriage 平均是多少？",
  lambda d: d.loc[d["occupation"] == 6, "rate_marriage"].mean())
q("fair-rel-levels", "fair", "en", "list[category]", "list the distinct religious values in fair.csv",
  lambda d: sorted(d["religious"].unique()))
q("fair-rel-over", "fair", "en", "list[category]",
  "which religious groups in fair.csv have an average affairs above 0.7?",
  lambda d: sorted(d.groupby("religious")["affairs"].mean().loc[lambda m: m > 0.7].index))
q("fair-affairs-50", "fair", "en", "boolean", "is there any row in fair.csv with affairs above 50?",
  lambda d: (d["affairs"] > 50).any())
q("fair-educ", "fair", "zh", "number", "fair.csv 里最常见的受教育年限是多少？", lambda d: mode(d["educ"]))
q("fair-strongly", "fair", "zh", "number", "fair.csv 中 religious 为 strongly 的有多少人？",
  lambda d: (d["religious"] == "strongly").sum())
q("fair-rate-by-rel", "fair", "en", "list[number]",
  "average rate_marriage for religious = not, mildly, fairly, strongly in fair.csv, in that order",
  lambda d: [d.loc[d["religious"] == r, "rate_marriage"].mean() for r in ("not", "mildly", "fairly", "strongly")],
  ordered=True)
q("fair-young-kids", "fair", "zh", "boolean", "fair.csv 里 25 岁以下的人是不是都没有孩子？",
  lambda d: (d.loc[d["age"] < 25, "children"] == 0).all())


# -- building the set -----------------------------------------------------------------------------

def build_fresh2() -> list[Question]:
    """Every fresh2 question with its answer computed by pandas (the tables load once per process)."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh2():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
