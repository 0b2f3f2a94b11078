"""A fresh set of table questions, for `python bench/eval_tableqa.py --set fresh`.

The same kind of questions as the main, held-out and blind sets (bench/tableqa_questions.py,
bench/tableqa_holdout.py, bench/tableqa_blind.py), written apart from all three and over tables none of
them uses, from two packages that bundle their data (nothing is downloaded): plotly's `wind` and
statsmodels' `elnino`, `committee` and `modechoice` as variables in the analyst's namespace; plotly's
`experiment` and statsmodels' `cpunish`, `longley` and `sunspots` as CSV files in the working folder.
Labels are added only where the data ships them: the committee and state names are in statsmodels' CSV
files (its loader drops them), and the travel modes are spelled out in the modechoice notes. The wording
is varied on purpose (terse, chatty, several analysts' habits; English and simplified Chinese, some
Chinese questions naming columns and values only in Chinese words).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties.

plotly and statsmodels are needed by this set only (they are not project dependencies); importing this
module without them raises ImportError. Importing it adds its tables to the main set's registry
(`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`, `table_csv` and the
harness's staging know them.

    from tableqa_fresh import build_fresh
    questions = build_fresh()
"""
from __future__ import annotations

import importlib
import importlib.util
from typing import Callable

import pandas as pd

from tableqa_questions import (declarer, require, plotly_table, built, register, TABLES, Question, Table, check_answer, group_extreme, label_of_extreme, mode,
                               plain, row_extreme, table_frame, top_labels, top_rows)
from tableqa_questions import rows_between, value_at

require("fresh", "plotly", "statsmodels")


# -- the tables -----------------------------------------------------------------------------------

_plotly = plotly_table


def _statsmodels(name: str) -> pd.DataFrame:
    return importlib.import_module(f"statsmodels.datasets.{name}").load_pandas().data


def _statsmodels_csv(name: str, sep: str = ",") -> pd.DataFrame:
    """The dataset's bundled CSV with every column, including the labels `load_pandas` leaves out."""
    from statsmodels.datasets.utils import load_csv

    return load_csv(importlib.import_module(f"statsmodels.datasets.{name}.data").__file__, f"{name}.csv", sep=sep)


def _whole_year(name: str, column: str) -> Callable[[], pd.DataFrame]:
    def load() -> pd.DataFrame:
        frame = _statsmodels(name)
        frame[column] = frame[column].astype(int)  # shipped as 1950.0 …; an analyst would make it a whole year
        return frame

    return load


def _modechoice() -> pd.DataFrame:
    # 210 travellers, one row per mode they could have taken; the notes code mode 1-4 as below.
    frame = _statsmodels_csv("modechoice", sep=";")
    frame["mode"] = frame["mode"].map({1: "air", 2: "train", 3: "bus", 4: "car"})
    return frame


FRESH_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("wind", "namespace", "wind", _plotly("wind")),
    Table("elnino", "namespace", "elnino", _whole_year("elnino", "YEAR")),
    Table("committee", "namespace", "committee", lambda: _statsmodels_csv("committee")),
    Table("modechoice", "namespace", "modechoice", _modechoice),
    Table("cpunish", "file", "cpunish.csv", lambda: _statsmodels_csv("cpunish")),
    Table("longley", "file", "longley.csv", _whole_year("longley", "YEAR")),
    Table("experiment", "file", "experiment.csv", _plotly("experiment")),
    Table("sunspots", "file", "sunspots.csv", _whole_year("sunspots", "YEAR")),
)}


register(FRESH_TABLES)


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []


q = declarer(_SPECS)




MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

# wind (namespace: `wind`, a wind rose: frequency for 16 directions x 8 strength bands)
q("wind-bands", "wind", "en", "number", "how many distinct strength bands does wind have?",
  lambda d: d["strength"].nunique())
q("wind-total", "wind", "en", "number", "What's the frequency in total, summed over every row of wind?",
  lambda d: d["frequency"].sum())
q("wind-top-dir", "wind", "zh", "category", "wind 里哪个风向的频率加起来最高？",
  lambda d: group_extreme(d, "direction", "frequency", "sum"))
q("wind-nw-6", "wind", "en", "number", "In wind, what frequency is recorded for direction NW at strength 6+?",
  lambda d: d.loc[(d["direction"] == "NW") & (d["strength"] == "6+"), "frequency"].item())
q("wind-calm", "wind", "zh", "number", "wind 中 strength 为 0-1 的 frequency 平均是多少？",
  lambda d: d.loc[d["strength"] == "0-1", "frequency"].mean())
q("wind-top3-strong", "wind", "en", "list[category]",
  "top 3 directions by frequency at strength 6+ in wind, highest first",
  lambda d: top_rows(d[d["strength"] == "6+"], "frequency", "direction", 3), ordered=True)
q("wind-over-2.5", "wind", "en", "boolean", "does any single row of wind have a frequency above 2.5?",
  lambda d: (d["frequency"] > 2.5).any())
q("wind-quietest", "wind", "en", "category", "Which direction has the lowest frequency in total in wind?",
  lambda d: group_extreme(d, "direction", "frequency", "sum", largest=False))
q("wind-nw-vs-n", "wind", "zh", "boolean", "wind 里西北风的频率总和比正北风高吗？",
  lambda d: d.loc[d["direction"] == "NW", "frequency"].sum() > d.loc[d["direction"] == "N", "frequency"].sum())
q("wind-bands-sum", "wind", "en", "list[number]",
  "For each of the strength bands 0-1, 1-2 and 2-3, what's the total frequency in wind? Same order.",
  lambda d: [d.loc[d["strength"] == s, "frequency"].sum() for s in ("0-1", "1-2", "2-3")], ordered=True)
q("wind-strong-dirs", "wind", "zh", "list[category]", "wind 里风力在 6+ 这一档、频率高于 0.8 的风向有哪些？",
  lambda d: sorted(d.loc[(d["strength"] == "6+") & (d["frequency"] > 0.8), "direction"]))
q("wind-gentle-top", "wind", "en", "category",
  "Looking only at strength 2-3 in wind, which direction blows the most often (highest frequency)?",
  lambda d: row_extreme(d[d["strength"] == "2-3"], "frequency", "direction"))

# elnino (namespace: `elnino`, monthly sea surface temperature, one row per YEAR 1950-2010, JAN … DEC)
q("nino-years", "elnino", "en", "number", "How many years does elnino cover?", lambda d: d["YEAR"].nunique())
q("nino-warm-dec", "elnino", "en", "number", "In elnino, which year had the warmest DEC?",
  lambda d: row_extreme(d, "DEC", "YEAR"))
q("nino-mar", "elnino", "zh", "number", "elnino 里三月份海温的平均值是多少？", lambda d: d["MAR"].mean())
q("nino-nov-1982", "elnino", "en", "number",
  "I'm digging into the big 1982-83 event - what was the NOV temperature for 1982 in elnino?",
  lambda d: value_at(d, "YEAR", 1982, "NOV"))
q("nino-warm-month", "elnino", "en", "category",
  "Averaged over all years in elnino, which month column is the warmest?",
  lambda d: label_of_extreme(d[MONTHS].mean()))
q("nino-warm-months", "elnino", "en", "list[category]",
  "which month columns of elnino average above 25 degrees over the whole record?",
  lambda d: sorted(d[MONTHS].mean().loc[lambda m: m > 25].index))
q("nino-dec-28", "elnino", "zh", "boolean", "elnino 里 DEC 这一列有没有超过 28 的值？",
  lambda d: (d["DEC"] > 28).any())
q("nino-warm-decs", "elnino", "en", "list[number]", "Which years in elnino had a DEC above 24?",
  lambda d: sorted(d.loc[d["DEC"] > 24, "YEAR"]))
q("nino-jul-80s", "elnino", "en", "number", "Average JUL value in elnino between 1980 and 1989 (inclusive)?",
  lambda d: rows_between(d, "YEAR", 1980, 1989)["JUL"].mean())
q("nino-jan-enum", "elnino", "en", "list[number]", "elnino: JAN temps in 1950, 1960 and 1970?",
  lambda d: [value_at(d, "YEAR", y, "JAN") for y in (1950, 1960, 1970)], ordered=True)
q("nino-cold-jan", "elnino", "zh", "number", "elnino 中一月份温度最低的是哪一年？",
  lambda d: row_extreme(d, "JAN", "YEAR", largest=False))
q("nino-missing", "elnino", "en", "boolean", "Any missing values in elnino?", lambda d: bool(d.isna().any().any()))

# committee (namespace: `committee`, 20 committees of the 104th US House: bills, size, staff, prestige)
q("com-most-bills", "committee", "en", "category", "Which COMMITTEE got the most BILLS104 in committee?",
  lambda d: row_extreme(d, "BILLS104", "COMMITTEE"))
q("com-staff", "committee", "zh", "number", "committee 中 STAFF 的总数是多少？", lambda d: d["STAFF"].sum())
q("com-prestige", "committee", "zh", "number", "committee 里高声望的委员会有几个？",
  lambda d: (d["PRESTIGE"] == 1).sum())
q("com-size", "committee", "en", "number", "on average, how many members sit on a committee, going by committee?",
  lambda d: d["SIZE"].mean())
q("com-top3-staff", "committee", "en", "list[category]",
  "Name the top 3 committees by STAFF in committee, largest first.",
  lambda d: top_rows(d, "STAFF", "COMMITTEE", 3), ordered=True)
q("com-no-subs", "committee", "en", "list[category]", "Which committees in committee have no subcommittees at all?",
  lambda d: sorted(d.loc[d["SUBS"] == 0, "COMMITTEE"]))
q("com-prestigious", "committee", "en", "list[category]",
  "name the high-prestige committees (PRESTIGE = 1) in committee",
  lambda d: sorted(d.loc[d["PRESTIGE"] == 1, "COMMITTEE"]))
q("com-judiciary", "committee", "en", "boolean",
  "Did Judiciary get more bills in the 104th House than in the 103rd, per committee?",
  lambda d: value_at(d, "COMMITTEE", "Judiciary", "BILLS104") > value_at(d, "COMMITTEE", "Judiciary", "BILLS103"))
q("com-smallest", "committee", "zh", "category", "committee 中成员人数最少的委员会是哪个？",
  lambda d: row_extreme(d, "SIZE", "COMMITTEE", largest=False))
q("com-bills103", "committee", "en", "number", "total BILLS103 in committee?", lambda d: d["BILLS103"].sum())
q("com-subs-distinct", "committee", "en", "number", "how many distinct SUBS values are there in committee",
  lambda d: d["SUBS"].nunique())
q("com-all-staff", "committee", "zh", "boolean", "committee 里是不是所有委员会的 STAFF 都超过 10？",
  lambda d: (d["STAFF"] > 10).all())
q("com-most-103", "committee", "zh", "category", "committee 中 BILLS103 最多的是哪个委员会？",
  lambda d: row_extreme(d, "BILLS103", "COMMITTEE"))

# modechoice (namespace: `modechoice`, 210 travellers x 4 modes: air, train, bus, car; choice 1 = taken)
q("mode-popular", "modechoice", "en", "category", "Which travel mode was chosen most often in modechoice?",
  lambda d: mode(d.loc[d["choice"] == 1, "mode"]))
q("mode-people", "modechoice", "en", "number", "How many distinct individuals are in modechoice?",
  lambda d: d["individual"].nunique())
q("mode-air-invc", "modechoice", "zh", "number", "modechoice 中 mode 为 air 的 invc 平均是多少？",
  lambda d: d.loc[d["mode"] == "air", "invc"].mean())
q("mode-bus", "modechoice", "zh", "number", "modechoice 里最后选择坐大巴的有多少人？",
  lambda d: ((d["mode"] == "bus") & (d["choice"] == 1)).sum())
q("mode-slowest", "modechoice", "en", "category", "Which mode has the highest average invt in modechoice?",
  lambda d: group_extreme(d, "mode", "invt", "mean"))
q("mode-least", "modechoice", "en", "category", "least popular mode in modechoice (fewest choice = 1)?",
  lambda d: label_of_extreme(d.loc[d["choice"] == 1, "mode"].value_counts(), largest=False))
q("mode-car-wait", "modechoice", "en", "boolean", "Are all ttme values for car equal to 0 in modechoice?",
  lambda d: (d.loc[d["mode"] == "car", "ttme"] == 0).all())
q("mode-over-50", "modechoice", "en", "list[category]",
  "Which modes were picked by more than 50 travellers in modechoice?",
  lambda d: sorted(d.loc[d["choice"] == 1, "mode"].value_counts().loc[lambda c: c > 50].index))
q("mode-chosen-gc", "modechoice", "en", "number",
  "Could you tell me the average gc over only the rows people actually picked in modechoice?",
  lambda d: d.loc[d["choice"] == 1, "gc"].mean())
q("mode-big-party", "modechoice", "zh", "boolean", "modechoice 里有没有同行人数超过 5 人的出行？",
  lambda d: (d["psize"] > 5).any())

# cpunish.csv (file: 17 US states that carried out executions in 1996, with income, poverty, crime)
q("cp-executions", "cpunish", "en", "number", "total EXECUTIONS in cpunish.csv?", lambda d: d["EXECUTIONS"].sum())
q("cp-richest", "cpunish", "zh", "category", "cpunish.csv 里收入最高的是哪个州？",
  lambda d: row_extreme(d, "INCOME", "STATE"))
q("cp-south", "cpunish", "zh", "number", "cpunish.csv 中 SOUTH 为 1 的州有几个？", lambda d: (d["SOUTH"] == 1).sum())
q("cp-south-list", "cpunish", "en", "list[category]", "List the southern states (SOUTH = 1) in cpunish.csv.",
  lambda d: sorted(d.loc[d["SOUTH"] == 1, "STATE"]))
q("cp-safest", "cpunish", "en", "category", "state with the lowest violent crime rate in cpunish.csv?",
  lambda d: row_extreme(d, "VC100k96", "STATE", largest=False))
q("cp-tx-va", "cpunish", "en", "boolean", "Was Texas's INCOME higher than Virginia's in cpunish.csv?",
  lambda d: value_at(d, "STATE", "Texas", "INCOME") > value_at(d, "STATE", "Virginia", "INCOME"))
q("cp-income", "cpunish", "zh", "number", "cpunish.csv 里各州收入的平均值是多少？", lambda d: d["INCOME"].mean())
q("cp-perblack", "cpunish", "en", "number", "How many states in cpunish.csv have PERBLACK between 10 and 20?",
  lambda d: len(rows_between(d, "PERBLACK", 10, 20)))
q("cp-top3-crime", "cpunish", "en", "list[category]", "top 3 states by VC100k96 in cpunish.csv, worst first",
  lambda d: top_rows(d, "VC100k96", "STATE", 3), ordered=True)
q("cp-north-top", "cpunish", "en", "category",
  "Outside the South (SOUTH = 0), which state executed the most people in cpunish.csv?",
  lambda d: row_extreme(d[d["SOUTH"] == 0], "EXECUTIONS", "STATE"))
q("cp-four-plus", "cpunish", "zh", "list[category]", "cpunish.csv 中 EXECUTIONS 不少于 4 的州有哪些？",
  lambda d: sorted(d.loc[d["EXECUTIONS"] >= 4, "STATE"]))
q("cp-poorest", "cpunish", "en", "category", "cpunish.csv - which STATE has the highest PERPOVERTY?",
  lambda d: row_extreme(d, "PERPOVERTY", "STATE"))
q("cp-north-exec", "cpunish", "zh", "number", "cpunish.csv 中非南方州一共执行了多少次死刑？",
  lambda d: d.loc[d["SOUTH"] == 0, "EXECUTIONS"].sum())

# longley.csv (file: US employment and output, one row per YEAR 1947-1962)
q("lon-gnp-1962", "longley", "en", "number", "GNP in 1962 according to longley.csv?",
  lambda d: value_at(d, "YEAR", 1962, "GNP"))
q("lon-unemp-year", "longley", "en", "number", "In longley.csv, which YEAR had the most unemployed (UNEMP)?",
  lambda d: row_extreme(d, "UNEMP", "YEAR"))
q("lon-emp-50s", "longley", "zh", "number", "longley.csv 中 1950 年到 1955 年（含）总就业人数的平均值是多少？",
  lambda d: rows_between(d, "YEAR", 1950, 1955)["TOTEMP"].mean())
q("lon-emp-enum", "longley", "en", "list[number]", "TOTEMP in 1950, 1955 and 1960 from longley.csv, in that order?",
  lambda d: [value_at(d, "YEAR", y, "TOTEMP") for y in (1950, 1955, 1960)], ordered=True)
q("lon-pop-rising", "longley", "en", "boolean", "Does POP go up every single year in longley.csv?",
  lambda d: bool(d.sort_values("YEAR")["POP"].diff().dropna().gt(0).all()))
q("lon-armed", "longley", "zh", "boolean", "longley.csv 中 1952 年的 ARMED 是否比 1950 年高？",
  lambda d: value_at(d, "YEAR", 1952, "ARMED") > value_at(d, "YEAR", 1950, "ARMED"))
q("lon-defl", "longley", "en", "number", "mean GNPDEFL in longley.csv", lambda d: d["GNPDEFL"].mean())
q("lon-unemp-4000", "longley", "zh", "list[number]", "longley.csv 里 UNEMP 超过 4000 的年份有哪些？",
  lambda d: sorted(d.loc[d["UNEMP"] > 4000, "YEAR"]))
q("lon-armed-year", "longley", "zh", "number", "longley.csv 里军队人数最多的是哪一年？",
  lambda d: row_extreme(d, "ARMED", "YEAR"))

# experiment.csv (file: 100 participants, three experiment scores, gender, control/treatment group)
q("exp-mean1", "experiment", "en", "number", "average experiment_1 in experiment.csv?",
  lambda d: d["experiment_1"].mean())
q("exp-group3", "experiment", "en", "category", "Which group has the higher mean experiment_3 in experiment.csv?",
  lambda d: group_extreme(d, "group", "experiment_3", "mean"))
q("exp-women", "experiment", "zh", "number", "experiment.csv 里女性参与者有多少人？", lambda d: (d["gender"] == "female").sum())
q("exp-top2-gender", "experiment", "zh", "category", "experiment.csv 中 experiment_2 最高的那一行，gender 是什么？",
  lambda d: row_extreme(d, "experiment_2", "gender"))
q("exp-low3", "experiment", "en", "boolean", "Does anyone in experiment.csv score below 25 on experiment_3?",
  lambda d: (d["experiment_3"] < 25).any())
q("exp-groups", "experiment", "en", "list[category]", "What are the distinct groups in experiment.csv?",
  lambda d: sorted(d["group"].unique()))
q("exp-male-treat", "experiment", "en", "number",
  "mean experiment_2 for male participants in the treatment group, experiment.csv?",
  lambda d: d.loc[(d["gender"] == "male") & (d["group"] == "treatment"), "experiment_2"].mean())
q("exp-best-round", "experiment", "zh", "category", "experiment.csv 里三次实验中哪一次的平均分最高？",
  lambda d: label_of_extreme(d[["experiment_1", "experiment_2", "experiment_3"]].mean()))
q("exp-top3", "experiment", "en", "list[number]", "the 3 highest experiment_1 scores in experiment.csv, highest first",
  lambda d: [d.loc[label, "experiment_1"] for label in top_labels(d["experiment_1"], 3)], ordered=True)
q("exp-control-1", "experiment", "zh", "number", "experiment.csv 中对照组第一次实验的最低分是多少？",
  lambda d: d.loc[d["group"] == "control", "experiment_1"].min())

# sunspots.csv (file: yearly sunspot activity, 1700-2008)
q("sun-peak", "sunspots", "en", "number", "Which YEAR had the highest SUNACTIVITY in sunspots.csv?",
  lambda d: row_extreme(d, "SUNACTIVITY", "YEAR"))
q("sun-1900-1950", "sunspots", "zh", "number", "sunspots.csv 里 1900 年到 1950 年之间（含两端）太阳黑子活动的平均值是多少？",
  lambda d: rows_between(d, "YEAR", 1900, 1950)["SUNACTIVITY"].mean())
q("sun-zero", "sunspots", "en", "boolean", "are there any years with zero SUNACTIVITY in sunspots.csv?",
  lambda d: (d["SUNACTIVITY"] == 0).any())
q("sun-over-150", "sunspots", "en", "number", "how many years in sunspots.csv had SUNACTIVITY above 150?",
  lambda d: (d["SUNACTIVITY"] > 150).sum())
q("sun-second", "sunspots", "en", "number", "second-highest SUNACTIVITY value on record in sunspots.csv?",
  lambda d: d["SUNACTIVITY"].nlargest(2).iloc[-1])
q("sun-enum", "sunspots", "zh", "list[number]", "sunspots.csv 中 1750、1850、1950 年的 SUNACTIVITY 各是多少？按顺序列出。",
  lambda d: [value_at(d, "YEAR", y, "SUNACTIVITY") for y in (1750, 1850, 1950)], ordered=True)
q("sun-1800s", "sunspots", "en", "number", "total SUNACTIVITY in the 1800s (1800-1899) per sunspots.csv",
  lambda d: rows_between(d, "YEAR", 1800, 1899)["SUNACTIVITY"].sum())
q("sun-quiet-1950", "sunspots", "zh", "number", "sunspots.csv 里 1950 年以后太阳黑子活动最低的是哪一年？",
  lambda d: row_extreme(d[d["YEAR"] > 1950], "SUNACTIVITY", "YEAR", largest=False))
q("sun-rows", "sunspots", "zh", "number", "sunspots.csv 一共有多少年的记录？", lambda d: d["YEAR"].nunique())


# -- building the set -----------------------------------------------------------------------------

def build_fresh() -> list[Question]:
    """Every fresh question with its answer computed by pandas (the tables load once per process)."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
