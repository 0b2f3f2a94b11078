"""A blind set of table questions, for `python bench/eval_tableqa.py --set blind`.

The same kind of questions as bench/tableqa_questions.py (the main set) and bench/tableqa_holdout.py
(the held-out set), written apart from both and over tables neither uses, from two packages that bundle
their data (nothing is downloaded): plotly's `gapminder` and `tips`, and statsmodels' `grunfeld`, as
variables in the analyst's namespace; plotly's `election` and statsmodels' `statecrime`, `macrodata` and
`co2` as CSV files in the working folder. The wording is varied on purpose (terse, chatty, analysts'
abbreviations; English and simplified Chinese, some Chinese questions naming columns and values only in
Chinese words), so a score on this set says how the copilot does on questions nobody tuned it on.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back (dates parsed), and the helpers refuse ties.

plotly and statsmodels are needed by this set only (they are not project dependencies); importing this
module without them raises ImportError. Importing it adds its tables to the main set's registry
(`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`, `table_csv` and the
harness's staging know them.

    from tableqa_blind import build_blind
    questions = build_blind()
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import Any, Callable

import pandas as pd

from tableqa_questions import (declarer, require, plotly_table, built, register, TABLES, Question, Table, check_answer, group_extreme, in_month,
                               label_of_extreme, mode, month, plain, row_extreme, table_frame, top_rows, year)

require("blind", "plotly", "statsmodels")


# -- the tables -----------------------------------------------------------------------------------

_plotly = plotly_table


def _statsmodels(name: str) -> pd.DataFrame:
    return importlib.import_module(f"statsmodels.datasets.{name}").load_pandas().data


def _grunfeld() -> pd.DataFrame:
    frame = _statsmodels("grunfeld")
    frame["year"] = frame["year"].astype(int)  # shipped as 1935.0 …; an analyst would make it a whole year
    return frame


def _statecrime() -> pd.DataFrame:
    return _statsmodels("statecrime").reset_index()  # the state is the index; the CSV keeps it as a column


def _macrodata() -> pd.DataFrame:
    frame = _statsmodels("macrodata")
    frame[["year", "quarter"]] = frame[["year", "quarter"]].astype(int)
    return frame


def _co2() -> pd.DataFrame:
    # Weekly readings at Mauna Loa, 1958-2001, indexed by date; some weeks have no reading.
    return _statsmodels("co2").rename_axis("date").reset_index()


BLIND_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("gapminder", "namespace", "gapminder", _plotly("gapminder")),
    Table("tips", "namespace", "tips", _plotly("tips")),
    Table("grunfeld", "namespace", "grunfeld", _grunfeld),
    Table("mtl_election", "file", "election.csv", _plotly("election")),
    Table("statecrime", "file", "statecrime.csv", _statecrime),
    Table("macrodata", "file", "macrodata.csv", _macrodata),
    Table("co2", "file", "co2.csv", _co2, ("date",)),
)}


register(BLIND_TABLES)


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []


q = declarer(_SPECS)


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


# gapminder (namespace: `gapminder`, 142 countries every 5 years 1952-2007: lifeExp, pop, gdpPercap)
q("gap-rows", "gapminder", "en", "number", "no. of rows in gapminder?", len)
q("gap-countries", "gapminder", "en", "number", "How many distinct countries does gapminder cover?",
  lambda d: d["country"].nunique())
q("gap-cont-life-2007", "gapminder", "en", "category",
  "Which continent has the highest average life expectancy in 2007 in gapminder?",
  lambda d: group_extreme(_in_year(d, 2007), "continent", "lifeExp", "mean"))
q("gap-life-2007", "gapminder", "zh", "number", "gapminder 里 2007 年各国预期寿命的平均值是多少？",
  lambda d: _in_year(d, 2007)["lifeExp"].mean())
q("gap-richest-2007", "gapminder", "en", "category", "Which country had the highest gdpPercap in 2007 in gapminder?",
  lambda d: row_extreme(_in_year(d, 2007), "gdpPercap", "country"))
q("gap-shortest-1952", "gapminder", "zh", "category", "gapminder 中 1952 年 lifeExp 最低的是哪个国家？",
  lambda d: row_extreme(_in_year(d, 1952), "lifeExp", "country", largest=False))
q("gap-top3-pop-2007", "gapminder", "en", "list[category]",
  "name the 3 most populous countries in gapminder in 2007, biggest first",
  lambda d: top_rows(_in_year(d, 2007), "pop", "country", 3), ordered=True)
q("gap-europe-gdp-2007", "gapminder", "zh", "number", "gapminder 里 2007 年欧洲国家人均GDP的中位数是多少？",
  lambda d: _in_year(d, 2007).loc[lambda f: f["continent"] == "Europe", "gdpPercap"].median())
q("gap-pop-2007", "gapminder", "en", "number", "how much was the pop in total in 2007 according to gapminder?",
  lambda d: _in_year(d, 2007)["pop"].sum())
q("gap-over-200m", "gapminder", "en", "list[category]",
  "List the countries with a pop over 200 million in 2007 in gapminder.",
  lambda d: sorted(_in_year(d, 2007).loc[lambda f: f["pop"] > 200_000_000, "country"]))
q("gap-below-25", "gapminder", "zh", "boolean", "gapminder 里有没有预期寿命低于 25 岁的记录？",
  lambda d: (d["lifeExp"] < 25).any())
q("gap-continents", "gapminder", "en", "list[category]", "What continents are there in gapminder?",
  lambda d: sorted(d["continent"].dropna().unique()))
q("gap-china-life", "gapminder", "en", "list[number]",
  "What was China's lifeExp in 1952, 1977 and 2007 per gapminder? In that order please.",
  lambda d: [d.loc[(d["country"] == "China") & (d["year"] == y), "lifeExp"].item() for y in (1952, 1977, 2007)],
  ordered=True)
q("gap-oceania", "gapminder", "zh", "number", "gapminder 中 Oceania 一共有几个国家？",
  lambda d: d.loc[d["continent"] == "Oceania", "country"].nunique())
q("gap-asia-gdp-2007", "gapminder", "en", "number", "avg gdpPercap across Asian countries in 2007, gapminder",
  lambda d: _in_year(d, 2007).loc[lambda f: f["continent"] == "Asia", "gdpPercap"].mean())
q("gap-japan-vs-us", "gapminder", "en", "boolean",
  "In gapminder, was Japan's life expectancy higher than the United States' in 2007?",
  lambda d: _in_year(d, 2007).set_index("country").loc["Japan", "lifeExp"]
  > _in_year(d, 2007).set_index("country").loc["United States", "lifeExp"])
q("gap-most-countries", "gapminder", "zh", "category", "gapminder 里哪个大洲的国家最多？",
  lambda d: label_of_extreme(d.groupby("continent")["country"].nunique()))
q("gap-worst-1992", "gapminder", "en", "category",
  "Looking at gapminder: in 1992, which African country had the lowest life expectancy?",
  lambda d: row_extreme(_in_year(d, 1992).loc[lambda f: f["continent"] == "Africa"], "lifeExp", "country",
                        largest=False))
q("gap-missing", "gapminder", "en", "boolean", "Are there any missing values in gapminder?",
  lambda d: bool(d.isna().any().any()))

# tips (namespace: `tips`, 244 restaurant bills: total_bill, tip, sex, smoker, day, time, size)
q("tips-mean", "tips", "en", "number", "avg tip in tips?", lambda d: d["tip"].mean())
q("tips-smokers", "tips", "zh", "number", "tips 中 smoker 为 Yes 的记录有多少条？",
  lambda d: (d["smoker"] == "Yes").sum())
q("tips-saturday", "tips", "zh", "number", "tips 里星期六的小费一共是多少？",
  lambda d: d.loc[d["day"] == "Sat", "tip"].sum())
q("tips-best-day", "tips", "en", "category", "Which day tops the average tip in tips?",
  lambda d: group_extreme(d, "day", "tip", "mean"))
q("tips-biggest-bill", "tips", "zh", "category", "tips 里 total_bill 最高的那一单是哪天（day）？",
  lambda d: row_extreme(d, "total_bill", "day"))
q("tips-median-bill", "tips", "en", "number", "What's the median total_bill in tips?",
  lambda d: d["total_bill"].median())
q("tips-six", "tips", "en", "boolean", "Is there any party of 6 in tips?", lambda d: (d["size"] == 6).any())
q("tips-thu-dinner", "tips", "zh", "boolean", "tips 里有没有星期四晚餐的记录？",
  lambda d: ((d["day"] == "Thur") & (d["time"] == "Dinner")).any())
q("tips-common-size", "tips", "en", "number", "what's the most common party size in tips",
  lambda d: mode(d["size"]))
q("tips-days", "tips", "en", "list[category]", "List the days that appear in tips.",
  lambda d: sorted(d["day"].dropna().unique()))
q("tips-top3", "tips", "en", "list[number]", "Top 3 tips in tips, biggest first?",
  lambda d: list(d["tip"].nlargest(3)), ordered=True)
q("tips-women-dinner", "tips", "en", "number",
  "Hey, could you work out the mean tip that women left at dinner in tips?",
  lambda d: d.loc[(d["sex"] == "Female") & (d["time"] == "Dinner"), "tip"].mean())
q("tips-solo-days", "tips", "zh", "list[category]", "tips 里 size 为 1 的记录出现在哪几天？",
  lambda d: sorted(d.loc[d["size"] == 1, "day"].unique()))
q("tips-lunch-days", "tips", "en", "list[category]", "On which days was lunch served, going by tips?",
  lambda d: sorted(d.loc[d["time"] == "Lunch", "day"].unique()))
q("tips-top-tipper", "tips", "zh", "category", "tips 里小费最高的那一单，付账的是男性还是女性？",
  lambda d: row_extreme(d, "tip", "sex"))

# grunfeld (namespace: `grunfeld`, 11 US firms, 1935-1954: invest, value, capital)
q("grun-firms", "grunfeld", "en", "number", "How many firms are in grunfeld?", lambda d: d["firm"].nunique())
q("grun-top-firm", "grunfeld", "en", "category", "Which firm has the highest total invest in grunfeld?",
  lambda d: group_extreme(d, "firm", "invest", "sum"))
q("grun-gm-1954", "grunfeld", "zh", "number", "grunfeld 里 General Motors 在 1954 年的 invest 是多少？",
  lambda d: d.loc[(d["firm"] == "General Motors") & (d["year"] == 1954), "invest"].item())
q("grun-1940", "grunfeld", "en", "number", "how much was invested in total in 1940 across all firms in grunfeld?",
  lambda d: _in_year(d, 1940)["invest"].sum())
q("grun-low-capital", "grunfeld", "zh", "category", "grunfeld 中平均 capital 最低的 firm 是哪家？",
  lambda d: group_extreme(d, "firm", "capital", "mean", largest=False))
q("grun-ibm-year", "grunfeld", "en", "number", "In grunfeld, in which year did IBM invest the most?",
  lambda d: row_extreme(d[d["firm"] == "IBM"], "invest", "year"))
q("grun-top3-1954", "grunfeld", "en", "list[category]",
  "name the 3 firms with the biggest value in 1954 in grunfeld, largest first",
  lambda d: top_rows(_in_year(d, 1954), "value", "firm", 3), ordered=True)
q("grun-over-1000", "grunfeld", "zh", "boolean", "grunfeld 里有没有哪家公司某一年的投资超过 1000？",
  lambda d: (d["invest"] > 1000).any())
q("grun-yearly", "grunfeld", "en", "list[number]", "grunfeld: total invest in 1935, 1945 and 1954?",
  lambda d: [_in_year(d, y)["invest"].sum() for y in (1935, 1945, 1954)], ordered=True)
q("grun-small-1935", "grunfeld", "zh", "category", "grunfeld 中 1935 年市值最低的公司是哪家？",
  lambda d: row_extreme(_in_year(d, 1935), "value", "firm", largest=False))

# election.csv (file: the 2013 Montreal mayoral election, votes per district for three candidates)
q("vote-coderre", "mtl_election", "en", "number", "How many districts did Coderre win in election.csv?",
  lambda d: (d["winner"] == "Coderre").sum())
q("vote-total", "mtl_election", "zh", "number", "election.csv 里 total 这一列加起来是多少？",
  lambda d: d["total"].sum())
q("vote-biggest", "mtl_election", "en", "category", "Which district had the largest total in election.csv?",
  lambda d: row_extreme(d, "total", "district"))
q("vote-majority", "mtl_election", "zh", "number", "election.csv 里以过半数票获胜的选区有几个？",
  lambda d: (d["result"] == "majority").sum())
q("vote-joly", "mtl_election", "en", "number", "How many votes did Joly get altogether in election.csv?",
  lambda d: d["Joly"].sum())
q("vote-winners", "mtl_election", "en", "list[category]",
  "Which candidates won at least one district in election.csv?",
  lambda d: sorted(d["winner"].dropna().unique()))
q("vote-joly-vs-bergeron", "mtl_election", "en", "boolean",
  "In election.csv, did Joly get more votes overall than Bergeron?",
  lambda d: d["Joly"].sum() > d["Bergeron"].sum())
q("vote-bergeron-worst", "mtl_election", "zh", "category", "election.csv 里 Bergeron 得票最少的是哪个 district？",
  lambda d: row_extreme(d, "Bergeron", "district", largest=False))
q("vote-smallest3", "mtl_election", "en", "list[category]",
  "Name the 3 districts with the smallest total in election.csv, smallest first.",
  lambda d: top_rows(d, "total", "district", 3, largest=False), ordered=True)
q("vote-wins-each", "mtl_election", "en", "list[number]", "election.csv: no. of districts won by each candidate?",
  lambda d: list(d["winner"].value_counts()))
q("vote-coderre-majority", "mtl_election", "en", "boolean",
  "Did Coderre win any district with an outright majority in election.csv?",
  lambda d: ((d["winner"] == "Coderre") & (d["result"] == "majority")).any())

# statecrime.csv (file: 50 US states and DC, crime rates and demographics)
q("crime-murder", "statecrime", "en", "category", "Which state has the highest murder rate in statecrime.csv?",
  lambda d: row_extreme(d, "murder", "state"))
q("crime-violent", "statecrime", "zh", "number", "statecrime.csv 里 violent 的平均值是多少？",
  lambda d: d["violent"].mean())
q("crime-poverty", "statecrime", "en", "number", "How many states in statecrime.csv have poverty above 17?",
  lambda d: (d["poverty"] > 17).sum())
q("crime-hs", "statecrime", "zh", "category", "statecrime.csv 中高中毕业率最低的是哪个州？",
  lambda d: row_extreme(d, "hs_grad", "state", largest=False))
q("crime-urban", "statecrime", "en", "boolean", "Does any state in statecrime.csv have an urban value of 100?",
  lambda d: (d["urban"] == 100).any())
q("crime-top3", "statecrime", "en", "list[category]",
  "which 3 states have the most violent crime in statecrime.csv? worst first",
  lambda d: top_rows(d, "violent", "state", 3), ordered=True)
q("crime-single", "statecrime", "en", "number", "median of single in statecrime.csv?",
  lambda d: d["single"].median())
q("crime-low-murder", "statecrime", "zh", "list[category]", "statecrime.csv 里 murder 低于 1.5 的州有哪些？",
  lambda d: sorted(d.loc[d["murder"] < 1.5, "state"]))
q("crime-rows", "statecrime", "zh", "number", "statecrime.csv 一共有多少行？", len)
q("crime-white", "statecrime", "en", "number", "What's the highest value of white in statecrime.csv?",
  lambda d: d["white"].max())
q("crime-poorest-murder", "statecrime", "zh", "boolean", "statecrime.csv 中贫困率最高的州，谋杀率是否也高于全国各州的平均值？",
  lambda d: row_extreme(d, "poverty", "murder") > d["murder"].mean())

# macrodata.csv (file: US macroeconomic series by quarter, 1959 Q1 to 2009 Q3)
q("macro-unemp-year", "macrodata", "en", "number", "In macrodata.csv, which year had the highest avg unemp?",
  lambda d: group_extreme(d, "year", "unemp", "mean"))
q("macro-unemp-2008", "macrodata", "zh", "number", "macrodata.csv 里 2008 年 unemp 的平均值是多少？",
  lambda d: _in_year(d, 2008)["unemp"].mean())
q("macro-tbil", "macrodata", "en", "number", "max tbilrate in macrodata.csv?", lambda d: d["tbilrate"].max())
q("macro-neg-infl", "macrodata", "en", "number", "How many quarters in macrodata.csv had a negative infl?",
  lambda d: (d["infl"] < 0).sum())
q("macro-unemp-10", "macrodata", "zh", "boolean", "macrodata.csv 里有没有失业率超过 10 的季度？",
  lambda d: (d["unemp"] > 10).any())
q("macro-gdp-2000", "macrodata", "en", "list[number]",
  "realgdp for each quarter of 2000 in macrodata.csv, Q1 to Q4?",
  lambda d: list(_in_year(d, 2000).sort_values("quarter")["realgdp"]), ordered=True)
q("macro-rows", "macrodata", "zh", "number", "macrodata.csv 里一共有多少个 quarter 的数据？", len)
q("macro-cpi-100", "macrodata", "en", "number", "In which year was the cpi first above 100 in macrodata.csv?",
  lambda d: d.loc[d["cpi"] > 100, "year"].min())
q("macro-gdp-fell", "macrodata", "en", "boolean",
  "Was realgdp higher in 2009 Q3 than in 2008 Q3 in macrodata.csv?",
  lambda d: d.loc[(d["year"] == 2009) & (d["quarter"] == 3), "realgdp"].item()
  > d.loc[(d["year"] == 2008) & (d["quarter"] == 3), "realgdp"].item())
q("macro-inv-1990", "macrodata", "en", "number", "How much realinv in total in 1990, macrodata.csv?",
  lambda d: _in_year(d, 1990)["realinv"].sum())
q("macro-low-realint", "macrodata", "zh", "number", "macrodata.csv 中实际利率最低的季度出现在哪一年？",
  lambda d: row_extreme(d, "realint", "year", largest=False))

# co2.csv (file: weekly CO2 readings at Mauna Loa, 1958-2001; some weeks have none)
q("co2-missing", "co2", "en", "number", "How many co2 readings are missing in co2.csv?",
  lambda d: d["co2"].isna().sum())
q("co2-1990", "co2", "zh", "number", "co2.csv 里 1990 年 co2 的平均值是多少？",
  lambda d: d.loc[year(d, "date") == 1990, "co2"].mean())
q("co2-peak-1990", "co2", "en", "category", "On which date in 1990 was co2 at its highest in co2.csv?",
  lambda d: row_extreme(d[year(d, "date") == 1990], "co2", "date"))
q("co2-first-350", "co2", "en", "category", "When did co2 first go above 350 in co2.csv? Give the date.",
  lambda d: d.loc[d["co2"] > 350, "date"].min())
q("co2-peak-month", "co2", "zh", "number", "co2.csv 里哪个月份（1–12）的平均二氧化碳浓度最高？",
  lambda d: group_extreme(d, month(d, "date"), "co2", "mean"))
q("co2-missing-years", "co2", "zh", "list[number]", "co2.csv 中哪些年份有缺失的读数？",
  lambda d: sorted(year(d, "date")[d["co2"].isna()].unique()))
q("co2-min", "co2", "zh", "number", "co2.csv 里 co2 的最低值是多少？", lambda d: d["co2"].min())
q("co2-below-313", "co2", "en", "boolean", "any reading below 313 in co2.csv?", lambda d: (d["co2"] < 313).any())
q("co2-decades", "co2", "en", "list[number]", "Avg co2 in 1960, 1980 and 2000 per co2.csv, in that order?",
  lambda d: [d.loc[year(d, "date") == y, "co2"].mean() for y in (1960, 1980, 2000)], ordered=True)
q("co2-dec-1999", "co2", "en", "number", "what was the highest co2 reading in Dec 1999 in co2.csv?",
  lambda d: in_month(d, "date", 1999, 12)["co2"].max())


# -- building the set -----------------------------------------------------------------------------

def build_blind() -> list[Question]:
    """Every blind question with its answer computed by pandas (the tables load once per process)."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_blind():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
