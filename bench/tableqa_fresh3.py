"""A third fresh set of table questions, for `python bench/eval_tableqa.py --set fresh3`.

The same kind of questions as the main, held-out, blind, fresh and fresh2 sets (bench/tableqa_questions.py,
bench/tableqa_holdout.py, bench/tableqa_blind.py, bench/tableqa_fresh.py, bench/tableqa_fresh2.py), written
apart from all five and over tables none of them uses, from two packages that bundle their data (nothing
is downloaded): scikit-learn's `wine`, `diabetes` and `linnerud` and statsmodels' `heart` as variables in the
analyst's namespace, some under the everyday names an analyst gives a frame (`wine`, `df` for diabetes,
`data` for linnerud); scikit-learn's `breast_cancer` and statsmodels' `fertility`, `engel`, `stackloss` and
`star98` as CSV files in the working folder. Labels are added only where the data ships them: the wine
cultivars and the breast-cancer diagnoses are the bundles' own `target_names`; diabetes is loaded unscaled
(`scaled=False`: ages in years, sex coded 1/2, as the bundle's notes give them). The wording is varied on
purpose (terse, chatty, several analysts' habits; English and simplified Chinese, some Chinese questions
naming columns and values only in Chinese words).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties.

statsmodels and scikit-learn are needed by this set only (they are not project dependencies); importing
this module without them raises ImportError. Importing it adds its tables to the main set's registry
(`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`, `table_csv` and the
harness's staging know them.

    from tableqa_fresh3 import build_fresh3
    questions = build_fresh3()
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import Any, Callable

import pandas as pd

from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme, mode, register, row_extreme,
                               top_labels, top_rows)
from tableqa_questions import rows_between, value_at

require("fresh3", "statsmodels", "sklearn")


# -- the tables -----------------------------------------------------------------------------------

def _statsmodels(name: str) -> Callable[[], pd.DataFrame]:
    def load() -> pd.DataFrame:
        return importlib.import_module(f"statsmodels.datasets.{name}").load_pandas().data

    return load


def _labelled(bunch: Any, column: str) -> pd.DataFrame:
    """A scikit-learn bundle's frame with its integer target spelled out by the bundle's own target_names."""
    frame = bunch.frame.copy()
    frame[column] = frame.pop("target").map({i: str(name) for i, name in enumerate(bunch.target_names)})
    return frame


def _wine() -> pd.DataFrame:
    # 178 Italian wines, 13 chemical measurements, three cultivars (class_0, class_1, class_2).
    from sklearn.datasets import load_wine

    return _labelled(load_wine(as_frame=True), "cultivar")


def _diabetes() -> pd.DataFrame:
    # 442 patients: age, sex (1/2), bmi, bp, six blood serum measurements s1-s6, target = progression a year later.
    from sklearn.datasets import load_diabetes

    return load_diabetes(as_frame=True, scaled=False).frame


def _linnerud() -> pd.DataFrame:
    # 20 middle-aged men: three exercises (Chins, Situps, Jumps) and three body measurements (Weight, Waist, Pulse).
    from sklearn.datasets import load_linnerud

    return load_linnerud(as_frame=True).frame


def _breast_cancer() -> pd.DataFrame:
    # 569 tumours (Wisconsin diagnostic): 30 measurements and the diagnosis, malignant or benign.
    from sklearn.datasets import load_breast_cancer

    return _labelled(load_breast_cancer(as_frame=True), "diagnosis")


FRESH3_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("wine", "namespace", "wine", _wine),
    Table("diabetes", "namespace", "df", _diabetes),
    Table("linnerud", "namespace", "data", _linnerud),
    Table("heart", "namespace", "heart", _statsmodels("heart")),
    Table("breast_cancer", "file", "breast_cancer.csv", _breast_cancer),
    Table("fertility", "file", "fertility.csv", _statsmodels("fertility")),
    Table("engel", "file", "engel.csv", _statsmodels("engel")),
    Table("stackloss", "file", "stackloss.csv", _statsmodels("stackloss")),
    Table("star98", "file", "star98.csv", _statsmodels("star98")),
)}


register(FRESH3_TABLES)


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []


q = declarer(_SPECS)



def _largest_values(series: pd.Series, k: int, largest: bool = True) -> list:
    """The k largest (or smallest) values themselves, best first: equal values are the same answer either way."""
    values = series.dropna().sort_values(ascending=not largest)
    return list(values.iloc[:k])


# wine (namespace: `wine`, 178 wines, 13 measurements, cultivar class_0 / class_1 / class_2)
q("wine-avg-alcohol", "wine", "en", "number", "avg alcohol in wine", lambda d: d["alcohol"].mean())
q("wine-proline-cultivar", "wine", "en", "category",
  "Which cultivar in wine has the highest mean proline?",
  lambda d: group_extreme(d, "cultivar", "proline", "mean"))
q("wine-strongest-cultivar", "wine", "en", "category",
  "What's the cultivar of the wine with the largest alcohol value in wine?",
  lambda d: row_extreme(d, "alcohol", "cultivar"))
q("wine-malic-cultivar", "wine", "zh", "category", "wine 中 malic_acid 平均值最高的是哪个 cultivar？",
  lambda d: group_extreme(d, "cultivar", "malic_acid", "mean"))
q("wine-most-common", "wine", "zh", "category", "wine 里哪个品种的样本最多？", lambda d: mode(d["cultivar"]))
q("wine-unique-cultivars", "wine", "en", "list[category]", "list the unique cultivar values in wine",
  lambda d: sorted(d["cultivar"].unique()))
q("wine-color-rank", "wine", "zh", "list[category]", "把 wine 里的各个品种按平均颜色强度从高到低排一下",
  lambda d: top_labels(d.groupby("cultivar")["color_intensity"].mean(), 3), ordered=True)
q("wine-magnesium", "wine", "zh", "number", "wine 中 magnesium 大于 120 的有多少行？",
  lambda d: (d["magnesium"] > 120).sum())
q("wine-class2-hue", "wine", "zh", "number", "wine 里 cultivar 是 class_2 的酒，hue 的中位数是多少",
  lambda d: d.loc[d["cultivar"] == "class_2", "hue"].median())
q("wine-top3-proline", "wine", "en", "list[number]", "top 3 proline values in wine, highest first",
  lambda d: _largest_values(d["proline"], 3), ordered=True)
q("wine-low-alcohol", "wine", "en", "boolean", "Is there any wine in wine with alcohol below 11?",
  lambda d: (d["alcohol"] < 11).any())

# diabetes (namespace: `df`, 442 patients: age, sex 1/2, bmi, bp, s1-s6, target = progression after a year)
q("df-mean-bmi", "diabetes", "en", "number", "mean bmi in df?", lambda d: d["bmi"].mean())
q("df-over-60", "diabetes", "en", "number", "how many patients in df are older than 60",
  lambda d: (d["age"] > 60).sum())
q("df-mean-age", "diabetes", "zh", "number", "df 中年龄的平均值是多少？", lambda d: d["age"].mean())
q("df-most-correlated", "diabetes", "en", "category",
  "which column in df is most correlated with target? (leave target itself out)",
  lambda d: label_of_extreme(d.corr()["target"].drop("target").abs()))
q("df-top2-correlated", "diabetes", "en", "list[category]",
  "Which 2 columns of df have the strongest correlation with target, strongest first?",
  lambda d: top_labels(d.corr()["target"].drop("target").abs(), 2), ordered=True)
q("df-all-bmi", "diabetes", "zh", "boolean", "df 里所有人的 bmi 都至少是 18 吗？", lambda d: bool((d["bmi"] >= 18).all()))
q("df-minors", "diabetes", "en", "boolean", "is there any patient younger than 18 in df?",
  lambda d: (d["age"] < 18).any())
q("df-bp-sex2", "diabetes", "zh", "number", "df 里 sex 为 2 的病人平均 bp 是多少",
  lambda d: d.loc[d["sex"] == 2, "bp"].mean())

# linnerud (namespace: `data`, 20 men: Chins, Situps, Jumps, Weight, Waist, Pulse)
q("data-heaviest-pulse", "linnerud", "en", "number", "In data, what's the Pulse of the heaviest man?",
  lambda d: row_extreme(d, "Weight", "Pulse"))
q("data-weight-between", "linnerud", "en", "number",
  "how many rows in data have Weight between 160 and 190 (inclusive)?",
  lambda d: d["Weight"].between(160, 190).sum())
q("data-median-situps", "linnerud", "zh", "number", "data 中仰卧起坐的中位数是多少？", lambda d: d["Situps"].median())
q("data-best-exercise", "linnerud", "en", "category",
  "Of the three exercises in data (Chins, Situps, Jumps), which one has the highest average?",
  lambda d: label_of_extreme(d[["Chins", "Situps", "Jumps"]].mean()))
q("data-steadiest", "linnerud", "zh", "category", "data 里哪一列的标准差最小？",
  lambda d: label_of_extreme(d.std(), largest=False))
q("data-means-over-100", "linnerud", "en", "list[category]", "list the columns of data whose mean is more than 100",
  lambda d: [c for c in d.columns if d[c].mean() > 100])
q("data-big-waist", "linnerud", "zh", "boolean", "data 里有没有人的腰围超过 45？", lambda d: (d["Waist"] > 45).any())

# heart (namespace: `heart`, 69 Stanford heart-transplant patients: survival days, censors 1 = died, age)
q("heart-mean-age", "heart", "zh", "number", "heart 里病人的平均年龄是多少？", lambda d: d["age"].mean())
q("heart-oldest-survival", "heart", "en", "number", "in heart, what's the survival of the oldest patient",
  lambda d: row_extreme(d, "age", "survival"))
q("heart-median-dead", "heart", "zh", "number", "heart 中 censors 等于 1 的病人，survival 的中位数是多少？",
  lambda d: d.loc[d["censors"] == 1, "survival"].median())
q("heart-top3-survival", "heart", "zh", "list[number]", "heart 里 survival 最长的 3 个值是多少？从大到小列出",
  lambda d: _largest_values(d["survival"], 3), ordered=True)
q("heart-long-survivor", "heart", "en", "boolean", "Did any patient in heart survive more than 1800 days?",
  lambda d: (d["survival"] > 1800).any())

# breast_cancer.csv (file: 569 tumours, 30 measurements such as "mean radius" and "worst area", diagnosis)
q("bc-rows", "breast_cancer", "en", "number", "how many rows does breast_cancer.csv have", len)
q("bc-malignant", "breast_cancer", "zh", "number", "breast_cancer.csv 里有多少个恶性的样本？",
  lambda d: (d["diagnosis"] == "malignant").sum())
q("bc-malignant-radius", "breast_cancer", "en", "number",
  "avg mean radius for the malignant rows in breast_cancer.csv",
  lambda d: d.loc[d["diagnosis"] == "malignant", "mean radius"].mean())
q("bc-smoothest", "breast_cancer", "en", "category",
  "In breast_cancer.csv, what's the diagnosis of the tumour with the highest mean smoothness?",
  lambda d: row_extreme(d, "mean smoothness", "diagnosis"))
q("bc-texture-diagnosis", "breast_cancer", "zh", "category", "breast_cancer.csv 里哪种 diagnosis 的平均 mean texture 更高？",
  lambda d: group_extreme(d, "diagnosis", "mean texture", "mean"))
q("bc-diagnoses", "breast_cancer", "zh", "list[category]", "breast_cancer.csv 的 diagnosis 列有哪些不同的取值？",
  lambda d: sorted(d["diagnosis"].unique()))
q("bc-median-radius", "breast_cancer", "en", "list[number]",
  "median mean radius per diagnosis in breast_cancer.csv",
  lambda d: list(d.groupby("diagnosis")["mean radius"].median()))
q("bc-big-benign", "breast_cancer", "en", "boolean",
  "Is there any benign tumour in breast_cancer.csv with a mean area above 1000?",
  lambda d: ((d["diagnosis"] == "benign") & (d["mean area"] > 1000)).any())

# fertility.csv (file: World Bank fertility rate, births per woman, one row per country, a column per year 1960-2013)
q("fert-top-2011", "fertility", "en", "category",
  "Which country had the highest fertility rate in 2011 in fertility.csv?",
  lambda d: row_extreme(d, "2011", "Country Name"))
q("fert-low-1960", "fertility", "zh", "category", "fertility.csv 里 1960 年生育率最低的国家是哪个？",
  lambda d: row_extreme(d, "1960", "Country Name", largest=False))
q("fert-biggest-drop", "fertility", "en", "category",
  "Looking at fertility.csv, which country saw the largest drop in fertility rate between 1960 and 2011?",
  lambda d: d.loc[label_of_extreme(d["1960"] - d["2011"]), "Country Name"])
q("fert-top3-2011", "fertility", "en", "list[category]",
  "top 3 countries by 2011 fertility rate in fertility.csv",
  lambda d: top_rows(d, "2011", "Country Name", 3), ordered=True)
q("fert-bottom3-1990", "fertility", "en", "list[category]",
  "Give me the Country Code of the 3 lowest 1990 values in fertility.csv, lowest first",
  lambda d: top_rows(d, "1990", "Country Code", 3, largest=False), ordered=True)
q("fert-over-7.5-1960", "fertility", "zh", "list[category]", "fertility.csv 中 1960 年生育率超过 7.5 的国家有哪些？",
  lambda d: list(d.loc[d["1960"] > 7.5, "Country Name"]))
q("fert-mean-2011", "fertility", "zh", "number", "fertility.csv 中 2011 年的平均生育率是多少？", lambda d: d["2011"].mean())
q("fert-china-fall", "fertility", "zh", "number", "fertility.csv 里 China 的生育率从 1960 到 2011 下降了多少？",
  lambda d: value_at(d, "Country Name", "China", "1960") - value_at(d, "Country Name", "China", "2011"))
q("fert-under-replacement", "fertility", "en", "number",
  "In fertility.csv, how many countries had a 2011 rate under 2.1?", lambda d: (d["2011"] < 2.1).sum())
q("fert-below-1", "fertility", "zh", "boolean", "fertility.csv 中 2011 年有低于 1 的生育率吗？", lambda d: (d["2011"] < 1).any())

# engel.csv (file: 235 Belgian working-class households, 1857: income and food expenditure)
q("engel-median-income", "engel", "zh", "number", "engel.csv 中收入的中位数是多少？", lambda d: d["income"].median())
q("engel-richest-food", "engel", "en", "number",
  "In engel.csv, what is the foodexp of the household with the largest income?",
  lambda d: row_extreme(d, "income", "foodexp"))
q("engel-food-sum", "engel", "zh", "number", "engel.csv 里所有家庭 foodexp 的总和是多少", lambda d: d["foodexp"].sum())
q("engel-food-below-income", "engel", "zh", "boolean", "engel.csv 里是不是所有家庭的 foodexp 都小于 income？",
  lambda d: bool((d["foodexp"] < d["income"]).all()))
q("engel-top3-income", "engel", "en", "list[number]", "3 largest income values in engel.csv, biggest first",
  lambda d: _largest_values(d["income"], 3), ordered=True)

# stackloss.csv (file: 21 days of a plant oxidising ammonia: STACKLOSS, AIRFLOW, WATERTEMP, ACIDCONC)
q("sl-mean-stackloss", "stackloss", "en", "number", "avg STACKLOSS in stackloss.csv", lambda d: d["STACKLOSS"].mean())
q("sl-high-airflow", "stackloss", "en", "number", "How many rows in stackloss.csv have AIRFLOW of at least 70?",
  lambda d: (d["AIRFLOW"] >= 70).sum())
q("sl-low-acid", "stackloss", "en", "number",
  "In stackloss.csv, what's the STACKLOSS of the run with the lowest ACIDCONC?",
  lambda d: row_extreme(d, "ACIDCONC", "STACKLOSS", largest=False))
q("sl-distinct-airflow", "stackloss", "zh", "number", "stackloss.csv 里风量有多少个不同的取值？",
  lambda d: d["AIRFLOW"].nunique())
q("sl-watertemps", "stackloss", "zh", "list[number]", "列出 stackloss.csv 中 WATERTEMP 的所有不同取值",
  lambda d: sorted(d["WATERTEMP"].unique()))
q("sl-over-40", "stackloss", "en", "boolean", "is any STACKLOSS in stackloss.csv above 40",
  lambda d: (d["STACKLOSS"] > 40).any())

# star98.csv (file: 303 California school districts, 1998 math scores: NABOVE, NBELOW, LOWINC, PTRATIO, ...)
q("star-rows", "star98", "zh", "number", "star98.csv 有多少行？", len)
q("star-sum-nabove", "star98", "en", "number", "sum of NABOVE in star98.csv", lambda d: d["NABOVE"].sum())
q("star-ptratio-salary", "star98", "en", "number",
  "What's the AVSALK of the district with the highest PTRATIO in star98.csv?",
  lambda d: row_extreme(d, "PTRATIO", "AVSALK"))
q("star-more-below", "star98", "zh", "number", "star98.csv 里 NBELOW 大于 NABOVE 的行有多少？",
  lambda d: (d["NBELOW"] > d["NABOVE"]).sum())
q("star-group-mean", "star98", "en", "category",
  "Among PERASIAN, PERBLACK and PERHISP, which has the highest mean in star98.csv?",
  lambda d: label_of_extreme(d[["PERASIAN", "PERBLACK", "PERHISP"]].mean()))
q("star-year-round", "star98", "en", "boolean", "are there any districts in star98.csv where PCTYRRND is 100?",
  lambda d: (d["PCTYRRND"] == 100).any())


# -- building the set -----------------------------------------------------------------------------

def build_fresh3() -> list[Question]:
    """Every question of the third fresh set, with its answer computed by pandas on the staged table."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh3():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
