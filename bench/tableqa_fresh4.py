"""A fourth fresh set of table questions, for `python bench/eval_tableqa.py --set fresh4`.

The same kind of questions as the main, held-out, blind, fresh, fresh2 and fresh3 sets
(bench/tableqa_questions.py, bench/tableqa_holdout.py, bench/tableqa_blind.py, bench/tableqa_fresh.py,
bench/tableqa_fresh2.py, bench/tableqa_fresh3.py), written apart from all six and over tables none of them
uses, from statsmodels, which bundles its data (nothing is downloaded): `strikes`, `spector`, `ccard` and
`elec_equip` as variables in the analyst's namespace under the everyday names an analyst gives a frame
(`t` for strikes, `df2` for spector, `cc` for ccard, `sales` for elec_equip); `nile`, `randhie`,
`danish_data` and `cancer` as CSV files in the working folder (`danish.csv` for danish_data). Labels are
added only where the data ships them: the spector student numbers (`OBS`) and the danish quarters
(`1974Q1`, ...) are in statsmodels' CSV files (its loaders drop them or turn them into an index), and the
nile years stay whole numbers as its CSV has them; elec_equip's one series, an ECB code in the bundle, is
named `turnover` (the bundle's notes: a total turnover index of electrical-equipment manufacturing in the
euro area, monthly) next to its `date`. The wording is varied on purpose (terse, chatty, several analysts'
habits; English and simplified Chinese, some Chinese questions naming columns and values only in Chinese
words).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties.

statsmodels is needed by this set only (it is not a project dependency); importing this module without it
raises ImportError. Importing it adds its tables to the main set's registry (`tableqa_questions.TABLES`,
under names no other set uses), so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh4 import build_fresh4
    questions = build_fresh4()
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import Any, Callable

import pandas as pd

from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme, register, row_extreme,
                               top_rows)

require("fresh4", "statsmodels")


# -- the tables -----------------------------------------------------------------------------------

def _statsmodels_csv(name: str, file: str, sep: str = ",") -> Callable[[], pd.DataFrame]:
    """The dataset's bundled CSV with every column, including the labels `load_pandas` leaves out."""
    def load() -> pd.DataFrame:
        from statsmodels.datasets.utils import load_csv

        return load_csv(importlib.import_module(f"statsmodels.datasets.{name}.data").__file__, file, sep=sep)

    return load


def _spector() -> pd.DataFrame:
    # 32 economics students: OBS (student number), GPA, TUCE (test score), PSI (1 = in the new teaching
    # programme), GRADE (1 = grade improved). The CSV quotes its header with single quotes.
    frame = _statsmodels_csv("spector", "spector.csv", sep=r"\s")()
    return frame.rename(columns=lambda c: c.strip("'"))


def _elec_equip() -> pd.DataFrame:
    # 257 months, 1995-01 to 2016-05: euro-area turnover index of electrical-equipment manufacturing.
    frame = importlib.import_module("statsmodels.datasets.elec_equip").load_pandas().data
    frame.columns = ["turnover"]
    return frame.rename_axis("date").reset_index()


FRESH4_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("strikes", "namespace", "t", _statsmodels_csv("strikes", "strikes.csv")),
    Table("spector", "namespace", "df2", _spector),
    Table("ccard", "namespace", "cc", _statsmodels_csv("ccard", "ccard.csv")),
    Table("elec_equip", "namespace", "sales", _elec_equip),
    Table("nile", "file", "nile.csv", _statsmodels_csv("nile", "nile.csv")),
    Table("randhie", "file", "randhie.csv", _statsmodels_csv("randhie", "randhie.csv")),
    Table("danish_data", "file", "danish.csv", _statsmodels_csv("danish_data", "data.csv")),
    Table("cancer", "file", "cancer.csv", _statsmodels_csv("cancer", "cancer.csv")),
)}


register(FRESH4_TABLES)


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []


q = declarer(_SPECS)


def _largest_values(series: pd.Series, k: int, largest: bool = True) -> list:
    """The k largest (or smallest) values themselves, best first: equal values are the same answer either way."""
    values = series.dropna().sort_values(ascending=not largest)
    return list(values.iloc[:k])


# strikes (namespace: `t`, 62 strikes: duration in days, iprod = unanticipated industrial production)
q("strk-over-50", "strikes", "en", "number", "how many strikes in t lasted more than 50 days?",
  lambda d: (d["duration"] > 50).sum())
q("strk-avg", "strikes", "en", "number", "avg duration in t", lambda d: d["duration"].mean())
q("strk-median", "strikes", "zh", "number", "t 里罢工持续天数的中位数是多少？", lambda d: d["duration"].median())
q("strk-any-200", "strikes", "zh", "boolean", "t 中有没有持续超过 200 天的罢工？",
  lambda d: (d["duration"] > 200).any())
q("strk-top3", "strikes", "en", "list[number]", "top 3 longest durations in t, longest first",
  lambda d: _largest_values(d["duration"], 3), ordered=True)
q("strk-iprod-longest", "strikes", "en", "number", "What's the iprod of the longest strike in t?",
  lambda d: row_extreme(d, "duration", "iprod"))
q("strk-all-pos", "strikes", "en", "boolean", "are all strikes in t at least 2 days long?",
  lambda d: (d["duration"] >= 2).all())
q("strk-neg-iprod", "strikes", "zh", "number", "t 里 iprod 为负的罢工有几次？", lambda d: (d["iprod"] < 0).sum())

# spector (namespace: `df2`, 32 students: OBS, GPA, TUCE, PSI 1 = in the programme, GRADE 1 = improved)
q("spec-psi", "spector", "en", "number", "in df2, how many students have PSI = 1?", lambda d: (d["PSI"] == 1).sum())
q("spec-avg-gpa", "spector", "zh", "number", "df2 里 GPA 的平均值是多少？", lambda d: d["GPA"].mean())
q("spec-gpa-improved", "spector", "en", "number",
  "avg GPA of the students in df2 whose GRADE improved (GRADE == 1)?",
  lambda d: d.loc[d["GRADE"] == 1, "GPA"].mean())
q("spec-top-tuce", "spector", "zh", "number", "df2 中 TUCE 最高的学生 OBS 是几号？",
  lambda d: row_extreme(d, "TUCE", "OBS"))
q("spec-top3-gpa", "spector", "en", "list[number]", "OBS of the 3 students with the highest GPA in df2, best first",
  lambda d: top_rows(d, "GPA", "OBS", 3), ordered=True)
q("spec-gpa-between", "spector", "en", "number", "How many students in df2 have a GPA between 3.0 and 3.5 (inclusive)?",
  lambda d: d["GPA"].between(3.0, 3.5).sum())
q("spec-any-perfect", "spector", "zh", "boolean", "df2 里有没有绩点满分 4.0 的学生？",
  lambda d: (d["GPA"] == 4.0).any())
q("spec-psi-grade", "spector", "en", "category", "which column of df2 has the larger mean, PSI or GRADE?",
  lambda d: label_of_extreme(d[["PSI", "GRADE"]].mean()))
q("spec-flags", "spector", "zh", "list[category]", "df2 里哪些列只有 0 和 1 两种取值？",
  lambda d: [c for c in d.columns if set(d[c].unique()) == {0, 1}])

# ccard (namespace: `cc`, 72 card holders: AVGEXP monthly spend, AGE, INCOME, INCOMESQ, OWNRENT 1 = owns home)
q("cc-owners", "ccard", "en", "number", "how many people in cc own their home (OWNRENT is 1)?",
  lambda d: (d["OWNRENT"] == 1).sum())
q("cc-avg-exp", "ccard", "zh", "number", "cc 里 AVGEXP 的平均值是多少？", lambda d: d["AVGEXP"].mean())
q("cc-renter-age", "ccard", "en", "number", "mean AGE of renters (OWNRENT == 0) in cc",
  lambda d: d.loc[d["OWNRENT"] == 0, "AGE"].mean())
q("cc-any-1000", "ccard", "en", "boolean", "Is there anyone in cc spending more than 1000 on average (AVGEXP)?",
  lambda d: (d["AVGEXP"] > 1000).any())
q("cc-oldest-income", "ccard", "zh", "number", "cc 中年龄最大的那个人收入是多少？",
  lambda d: row_extreme(d, "AGE", "INCOME"))
q("cc-top3-exp", "ccard", "en", "list[number]", "top 3 AVGEXP values in cc",
  lambda d: _largest_values(d["AVGEXP"], 3), ordered=True)
q("cc-all-income", "ccard", "zh", "boolean", "cc 里所有人的收入都大于 1 吗？", lambda d: (d["INCOME"] > 1).all())
q("cc-above-30", "ccard", "en", "list[category]", "which columns of cc have a mean above 30?",
  lambda d: list(d.columns[d.mean() > 30]))
q("cc-most-spread", "ccard", "zh", "category", "cc 里 AGE、INCOME、AVGEXP 这三列哪一列的标准差最大？",
  lambda d: label_of_extreme(d[["AGE", "INCOME", "AVGEXP"]].std()))

# elec_equip (namespace: `sales`, 257 months 1995-01..2016-05: date, turnover index)
q("elec-peak", "elec_equip", "en", "category", "which month had the highest turnover in sales? (give the date)",
  lambda d: row_extreme(d, "turnover", "date"))
q("elec-low", "elec_equip", "zh", "category", "sales 里营业额最低的是哪个月？",
  lambda d: row_extreme(d, "turnover", "date", largest=False))
q("elec-first-130", "elec_equip", "zh", "category", "sales 里 turnover 第一次超过 130 是哪个月？",
  lambda d: d.loc[d["turnover"] > 130, "date"].min())
q("elec-over-120", "elec_equip", "zh", "number", "sales 中有多少个月的 turnover 超过 120？",
  lambda d: (d["turnover"] > 120).sum())
q("elec-best-year", "elec_equip", "en", "number", "Which year has the highest average turnover in sales?",
  lambda d: group_extreme(d, d["date"].dt.year, "turnover", "mean"))
q("elec-below-60", "elec_equip", "en", "boolean", "did turnover ever drop below 60 in sales?",
  lambda d: (d["turnover"] < 60).any())
q("elec-low-2009", "elec_equip", "en", "category", "in sales, which month of 2009 had the lowest turnover?",
  lambda d: row_extreme(d[d["date"].dt.year == 2009], "turnover", "date", largest=False))
q("elec-2009-low3", "elec_equip", "zh", "list[number]", "sales 里 2009 年 turnover 最低的三个值，从低到高",
  lambda d: _largest_values(d.loc[d["date"].dt.year == 2009, "turnover"], 3, largest=False), ordered=True)
q("elec-best-month", "elec_equip", "zh", "number", "sales 里平均营业额最高的是几月份（1到12）？",
  lambda d: group_extreme(d, d["date"].dt.month, "turnover", "mean"))

# nile.csv (file: 100 years 1871-1970, volume = yearly flow at Aswan, 10^8 m^3)
q("nile-max-year", "nile", "zh", "number", "nile.csv 里哪一年的流量最大？", lambda d: row_extreme(d, "volume", "year"))
q("nile-under-800", "nile", "zh", "number", "nile.csv 中流量低于八百的年份有几个？", lambda d: (d["volume"] < 800).sum())
q("nile-top3-years", "nile", "en", "list[number]", "top 3 years by volume in nile.csv",
  lambda d: top_rows(d, "volume", "year", 3), ordered=True)
q("nile-any-1300", "nile", "en", "boolean", "is there any year in nile.csv with volume above 1300?",
  lambda d: (d["volume"] > 1300).any())
q("nile-min-year", "nile", "en", "number", "nile.csv: which year had the lowest volume?",
  lambda d: row_extreme(d, "volume", "year", largest=False))
q("nile-avg-1900s", "nile", "zh", "number", "nile.csv 里 1900 年及以后各年的平均流量是多少？",
  lambda d: d.loc[d["year"] >= 1900, "volume"].mean())

# randhie.csv (file: 20,190 person-years of the RAND health insurance experiment: mdvis visits, idp, physlm,
# disea, self-rated health dummies hlthg / hlthf / hlthp, excellent left out)
q("rand-top-mean", "randhie", "zh", "category", "randhie.csv 里哪一列的均值最大？",
  lambda d: label_of_extreme(d.mean()))
q("rand-avg-visits", "randhie", "en", "number", "avg mdvis in randhie.csv", lambda d: d["mdvis"].mean())
q("rand-poor", "randhie", "zh", "number", "randhie.csv 里 hlthp 为 1 的有多少行？", lambda d: (d["hlthp"] == 1).sum())
q("rand-most-ones", "randhie", "en", "category", "Which of hlthg, hlthf and hlthp has the most 1s in randhie.csv?",
  lambda d: label_of_extreme(d[["hlthg", "hlthf", "hlthp"]].sum()))
q("rand-max-visits", "randhie", "zh", "number", "randhie.csv 中门诊次数最多的一行是多少次？", lambda d: d["mdvis"].max())
q("rand-overlap", "randhie", "en", "boolean",
  "is there any row in randhie.csv where more than one of hlthg, hlthf, hlthp is 1?",
  lambda d: (d[["hlthg", "hlthf", "hlthp"]].sum(axis=1) > 1).any())
q("rand-binary-cols", "randhie", "en", "list[category]", "list the columns in randhie.csv that hold only 0s and 1s",
  lambda d: [c for c in d.columns if set(d[c].unique()) <= {0, 1}])
q("rand-physlm-visits", "randhie", "zh", "number", "randhie.csv 里 physlm 为 1 的人平均 mdvis 是多少？",
  lambda d: d.loc[d["physlm"] == 1, "mdvis"].mean())

# danish.csv (file: 55 quarters 1974Q1-1987Q3 of Danish money demand: lrm, lry, lpy logs; ibo bond rate, ide deposit)
q("dan-top-ibo", "danish_data", "en", "category", "which quarter had the highest ibo in danish.csv?",
  lambda d: row_extreme(d, "ibo", "period"))
q("dan-low-ide", "danish_data", "zh", "category", "danish.csv 里存款利率最低的是哪个季度？",
  lambda d: row_extreme(d, "ide", "period", largest=False))
q("dan-ide-high", "danish_data", "en", "list[category]", "list the quarters in danish.csv where ide was above 0.115",
  lambda d: list(d.loc[d["ide"] > 0.115, "period"]))
q("dan-top-lrm", "danish_data", "zh", "category", "danish.csv 中 lrm 最大的季度是哪个？",
  lambda d: row_extreme(d, "lrm", "period"))
q("dan-low-lry", "danish_data", "en", "category", "danish.csv: quarter with the lowest lry?",
  lambda d: row_extreme(d, "lry", "period", largest=False))
q("dan-ibo-gt-ide", "danish_data", "en", "boolean", "is ibo always greater than ide in danish.csv?",
  lambda d: (d["ibo"] > d["ide"]).all())
q("dan-top3-lry", "danish_data", "en", "list[category]", "top 3 quarters by lry in danish.csv",
  lambda d: top_rows(d, "lry", "period", 3), ordered=True)
q("dan-ibo-1980", "danish_data", "zh", "number", "danish.csv 里 1980 年四个季度债券利率的平均值是多少？",
  lambda d: d.loc[d["period"].str.startswith("1980"), "ibo"].mean())
q("dan-year-ibo", "danish_data", "en", "number", "Which year had the highest average ibo in danish.csv?",
  lambda d: group_extreme(d, d["period"].str[:4].astype(int), "ibo", "mean"))
q("dan-jump", "danish_data", "en", "category",
  "danish.csv - which quarter saw the biggest rise in ibo vs the previous quarter?",
  lambda d: row_extreme(d.assign(rise=d["ibo"].diff()), "rise", "period"))
q("dan-1987", "danish_data", "en", "list[category]", "list the distinct quarters of 1987 in danish.csv",
  lambda d: list(d.loc[d["period"].str.startswith("1987"), "period"].unique()))
q("dan-low3-ibo", "danish_data", "zh", "list[category]", "danish.csv 里债券利率最低的三个季度，从低到高",
  lambda d: top_rows(d, "ibo", "period", 3, largest=False), ordered=True)

# cancer.csv (file: 301 counties: cancer = breast-cancer cases, population)
q("canc-zero", "cancer", "en", "number", "how many counties in cancer.csv have zero cancer cases?",
  lambda d: (d["cancer"] == 0).sum())
q("canc-biggest", "cancer", "zh", "number", "cancer.csv 里人口最多的县有多少个病例？",
  lambda d: row_extreme(d, "population", "cancer"))
q("canc-total", "cancer", "en", "number", "total cancer cases in cancer.csv", lambda d: d["cancer"].sum())
q("canc-any-100k", "cancer", "en", "boolean", "Are there any counties in cancer.csv with a population over 100000?",
  lambda d: (d["population"] > 100000).any())
q("canc-top3-pop", "cancer", "zh", "list[number]", "cancer.csv 中病例最多的三个县，人口分别是多少？按病例从多到少",
  lambda d: top_rows(d, "cancer", "population", 3), ordered=True)
q("canc-median-pop", "cancer", "en", "number", "median population in cancer.csv?", lambda d: d["population"].median())
q("canc-over-100", "cancer", "zh", "number", "cancer.csv 里病例超过一百的县有几个？", lambda d: (d["cancer"] > 100).sum())
q("canc-same-county", "cancer", "en", "boolean",
  "is the county with the most cases in cancer.csv also the one with the biggest population?",
  lambda d: label_of_extreme(d["cancer"]) == label_of_extreme(d["population"]))


# -- building the set -----------------------------------------------------------------------------

def build_fresh4() -> list[Question]:
    """Every question of the fourth fresh set, with its answer computed by pandas on the staged table."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh4():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
