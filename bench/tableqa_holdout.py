"""A held-out set of table questions, for `python bench/eval_tableqa.py --set holdout`.

The same kind of questions as bench/tableqa_questions.py (the main set), written apart from it and
over tables it does not use: vega_datasets' bundled `la-riots`, `ohlc`, `seattle-temps` and `driving`
as CSV files in the working folder, and `iowa-electricity`, `burtin`, `wheat` and `crimea` as variables
in the analyst's namespace. Nothing is downloaded. The wording is varied on purpose (different analysts,
English and simplified Chinese; some Chinese questions name no column at all), so a score on this set
says how well the copilot answers questions it was not tuned on.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back (dates parsed), and the helpers refuse ties.

Importing this module adds its tables to the main set's registry (`tableqa_questions.TABLES`, under
names the main set does not use), so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_holdout import build_holdout
    questions = build_holdout()
"""
from __future__ import annotations

from typing import Any, Callable

import pandas as pd

from tableqa_questions import (declarer, built, register, TABLES, Question, Table, check_answer, group_extreme, in_month,
                               label_of_extreme, mode, month, plain, row_extreme, table_frame, top_labels,
                               top_rows, year)


# -- the tables -----------------------------------------------------------------------------------

def _vega(name: str) -> Callable[[], pd.DataFrame]:
    def load() -> pd.DataFrame:
        from vega_datasets import local_data

        return getattr(local_data, name)()

    return load


HOLDOUT_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("iowa_electricity", "namespace", "electricity", _vega("iowa_electricity"), ("year",)),
    Table("burtin", "namespace", "burtin", _vega("burtin")),
    Table("wheat", "namespace", "wheat", _vega("wheat")),
    Table("crimea", "namespace", "crimea", _vega("crimea"), ("date",)),
    Table("la_riots", "file", "la_riots.csv", _vega("la_riots"), ("death_date",)),
    Table("ohlc", "file", "ohlc.csv", _vega("ohlc"), ("date",)),
    Table("seattle_temps", "file", "seattle_temps.csv", _vega("seattle_temps"), ("date",)),
    Table("driving", "file", "driving.csv", _vega("driving")),
)}


register(HOLDOUT_TABLES)


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []


q = declarer(_SPECS)


def _first_year_above(d: pd.DataFrame, source: str, other: str) -> int:
    wide = d.pivot(index="year", columns="source", values="net_generation")
    return wide.index[wide[source] > wide[other]][0].year


# la_riots.csv (file: 63 deaths in the 1992 Los Angeles riots; one age is missing)
q("riot-women-over-50", "la_riots", "en", "list[category]",
  "List the last names of the women in la_riots.csv who were older than 50.",
  lambda d: sorted(d.loc[(d["gender"] == "Female") & (d["age"] > 50), "last_name"]))
q("riot-oldest", "la_riots", "en", "category", "What's the last_name of the oldest person listed in la_riots.csv?",
  lambda d: row_extreme(d, "age", "last_name"))
q("riot-mean-age", "la_riots", "zh", "number", "la_riots.csv 里遇难者的平均年龄是多少？",
  lambda d: d["age"].mean())
q("riot-top-race", "la_riots", "en", "category", "Which race tops the list for deaths in la_riots.csv?",
  lambda d: mode(d["race"]))
q("riot-apr-30", "la_riots", "en", "number", "How many of the deaths in la_riots.csv fell on April 30, 1992?",
  lambda d: (d["death_date"] == pd.Timestamp("1992-04-30")).sum())
q("riot-1993", "la_riots", "zh", "boolean", "la_riots.csv 里有没有发生在 1993 年的死亡记录？",
  lambda d: (year(d, "death_date") == 1993).any())
q("riot-no-age", "la_riots", "en", "number", "For how many people in la_riots.csv is the age missing?",
  lambda d: d["age"].isna().sum())
q("riot-types", "la_riots", "en", "list[category]", "List the distinct values of type in la_riots.csv.",
  lambda d: sorted(d["type"].dropna().unique()))
q("riot-women", "la_riots", "zh", "number", "la_riots.csv 中女性遇难者有几位？",
  lambda d: (d["gender"] == "Female").sum())
q("riot-per-race", "la_riots", "zh", "list[number]", "la_riots.csv 按 race 分组，每组各有多少人？",
  lambda d: list(d["race"].value_counts()))
q("riot-n-hoods", "la_riots", "en", "number", "How many different neighborhoods appear in la_riots.csv?",
  lambda d: d["neighborhood"].nunique())
q("riot-young-homicide", "la_riots", "zh", "category",
  "la_riots.csv 中 type 为 Homicide 的人里，年龄最小的是谁？请给出 last_name。",
  lambda d: row_extreme(d[d["type"] == "Homicide"], "age", "last_name", largest=False))
q("riot-3-oldest", "la_riots", "en", "list[category]",
  "Name the three oldest people in la_riots.csv by last_name, oldest first.",
  lambda d: top_rows(d, "age", "last_name", 3), ordered=True)
q("riot-worst-day", "la_riots", "zh", "category", "la_riots.csv 里哪一天的死亡人数最多？",
  lambda d: mode(d["death_date"]))
q("riot-latino-median", "la_riots", "en", "number", "Give me the median age of the Latino victims in la_riots.csv.",
  lambda d: d.loc[d["race"] == "Latino", "age"].median())
q("riot-young-woman", "la_riots", "en", "boolean", "Was any woman in la_riots.csv younger than 25?",
  lambda d: (d.loc[d["gender"] == "Female", "age"] < 25).any())
q("riot-westernmost", "la_riots", "en", "category",
  "In la_riots.csv, which neighborhood was the westernmost death in?",
  lambda d: row_extreme(d, "longitude", "neighborhood", largest=False))

# ohlc.csv (file: daily open/high/low/close of one stock, June-July 2009, with a trading signal)
q("ohlc-peak-high", "ohlc", "en", "number", "What was the peak high price in ohlc.csv?",
  lambda d: d["high"].max())
q("ohlc-best-close", "ohlc", "en", "category", "On which date did ohlc.csv close at its highest?",
  lambda d: row_extreme(d, "close", "date"))
q("ohlc-july-close", "ohlc", "zh", "number", "ohlc.csv 里 2009 年 7 月 close 的平均值是多少？",
  lambda d: in_month(d, "date", 2009, 7)["close"].mean())
q("ohlc-common-signal", "ohlc", "en", "category", "Which signal shows up most often in ohlc.csv?",
  lambda d: mode(d["signal"]))
q("ohlc-long-days", "ohlc", "zh", "number", "ohlc.csv 中信号为做多的交易日有几天？",
  lambda d: (d["signal"] == "long").sum())
q("ohlc-close-32", "ohlc", "en", "boolean", "Does any close in ohlc.csv exceed 32?",
  lambda d: (d["close"] > 32).any())
q("ohlc-signals", "ohlc", "en", "list[category]", "What signal values are there in ohlc.csv?",
  lambda d: sorted(d["signal"].dropna().unique()))
q("ohlc-widest-day", "ohlc", "en", "category",
  "Which day in ohlc.csv had the widest gap between high and low?",
  lambda d: row_extreme(d.assign(spread=d["high"] - d["low"]), "spread", "date"))
q("ohlc-june-days", "ohlc", "zh", "number", "ohlc.csv 里六月份一共有多少个交易日？",
  lambda d: (month(d, "date") == 6).sum())
q("ohlc-top3-close", "ohlc", "en", "list[number]",
  "Give me the three highest closing prices in ohlc.csv, highest first.",
  lambda d: list(d["close"].nlargest(3)), ordered=True)
q("ohlc-median-ret", "ohlc", "en", "number", "What's the typical daily ret in ohlc.csv, taken as the median?",
  lambda d: d["ret"].median())
q("ohlc-big-drops", "ohlc", "zh", "list[category]", "ohlc.csv 中哪几天的 close 比 open 低了 2 以上？",
  lambda d: sorted(d.loc[d["open"] - d["close"] > 2, "date"]))
q("ohlc-low-22", "ohlc", "zh", "boolean", "ohlc.csv 里的最低价有没有跌破过 22？",
  lambda d: (d["low"] < 22).any())

# seattle_temps.csv (file: hourly temperatures in Seattle through 2010, in °F)
q("stemp-mean", "seattle_temps", "en", "number", "What's the average temp in seattle_temps.csv?",
  lambda d: d["temp"].mean())
q("stemp-warmest-month", "seattle_temps", "en", "number",
  "Which month (1-12) has the highest average temp in seattle_temps.csv?",
  lambda d: group_extreme(d, month(d, "date"), "temp", "mean"))
q("stemp-hottest-day", "seattle_temps", "zh", "category", "seattle_temps.csv 里全年最高气温出现在哪一天？",
  lambda d: row_extreme(d, "temp", "date").normalize())
q("stemp-dec-min", "seattle_temps", "zh", "number", "seattle_temps.csv 中 12 月 temp 的最小值是多少？",
  lambda d: d.loc[month(d, "date") == 12, "temp"].min())
q("stemp-above-75", "seattle_temps", "en", "boolean", "Does any reading in seattle_temps.csv exceed 75 degrees?",
  lambda d: (d["temp"] > 75).any())
q("stemp-nov-vs-mar", "seattle_temps", "en", "boolean",
  "Is November warmer on average than March in seattle_temps.csv?",
  lambda d: d.loc[month(d, "date") == 11, "temp"].mean() > d.loc[month(d, "date") == 3, "temp"].mean())
q("stemp-three-months", "seattle_temps", "en", "list[number]",
  "What were the mean temps in January, April and July in seattle_temps.csv?",
  lambda d: [d.loc[month(d, "date") == m, "temp"].mean() for m in (1, 4, 7)], ordered=True)
q("stemp-cold-hours", "seattle_temps", "zh", "number", "seattle_temps.csv 里气温低于 40 度的小时一共有多少个？",
  lambda d: (d["temp"] < 40).sum())
q("stemp-coldest-month", "seattle_temps", "en", "number",
  "On average, which month is the coldest in seattle_temps.csv? Answer with its number (1-12).",
  lambda d: group_extreme(d, month(d, "date"), "temp", "mean", largest=False))

# driving.csv (file: miles driven per person and the gas price, US, 1956-2010)
q("drive-cheap-gas", "driving", "en", "number", "In which year was gas cheapest in driving.csv?",
  lambda d: row_extreme(d, "gas", "year", largest=False))
q("drive-peak-miles", "driving", "zh", "number", "driving.csv 里行驶里程最高的是哪一年？",
  lambda d: row_extreme(d, "miles", "year"))
q("drive-gas-1980s", "driving", "en", "number",
  "What's the average gas price over 1980-1989 in driving.csv?",
  lambda d: d.loc[d["year"].between(1980, 1989), "gas"].mean())
q("drive-gas-over-3", "driving", "en", "list[number]", "Which years had gas above 3 in driving.csv?",
  lambda d: sorted(d.loc[d["gas"] > 3, "year"]))
q("drive-doubled", "driving", "zh", "boolean", "driving.csv 中 2010 年的 miles 是否超过 1956 年的两倍？",
  lambda d: d.loc[d["year"] == 2010, "miles"].item() > 2 * d.loc[d["year"] == 1956, "miles"].item())

# iowa electricity (namespace: `electricity`, yearly net generation by source, `year` is a date)
q("elec-2017-total", "iowa_electricity", "en", "number",
  "How much net_generation was there in total in 2017 according to electricity?",
  lambda d: d.loc[year(d, "year") == 2017, "net_generation"].sum())
q("elec-top-source", "iowa_electricity", "en", "category",
  "Which source tops the list for total net_generation in electricity?",
  lambda d: group_extreme(d, "source", "net_generation", "sum"))
q("elec-renew-overtook", "iowa_electricity", "en", "number",
  "In electricity, what is the first year in which Renewables generated more than Nuclear Energy?",
  lambda d: _first_year_above(d, "Renewables", "Nuclear Energy"))
q("elec-fossil-peak", "iowa_electricity", "zh", "number", "electricity 里化石燃料发电量最高的是哪一年？",
  lambda d: row_extreme(d[d["source"] == "Fossil Fuels"], "net_generation", "year").year)
q("elec-sources", "iowa_electricity", "en", "list[category]", "Give me the distinct sources in electricity.",
  lambda d: sorted(d["source"].dropna().unique()))
q("elec-nuclear-mean", "iowa_electricity", "zh", "number", "electricity 中核能每年的平均发电量是多少？",
  lambda d: d.loc[d["source"] == "Nuclear Energy", "net_generation"].mean())
q("elec-renew-20000", "iowa_electricity", "en", "boolean",
  "Did Renewables ever exceed 20000 in net_generation in electricity?",
  lambda d: (d.loc[d["source"] == "Renewables", "net_generation"] > 20000).any())
q("elec-top3-years", "iowa_electricity", "zh", "list[number]",
  "electricity 里按年份汇总 net_generation，总量最高的三年是哪三年？请从高到低列出。",
  lambda d: top_labels(d.groupby(year(d, "year"))["net_generation"].sum(), 3), ordered=True)
q("elec-most-growth", "iowa_electricity", "en", "category",
  "Which source in electricity grew the most from 2001 to 2017?",
  lambda d: label_of_extreme(d[year(d, "year") == 2017].set_index("source")["net_generation"]
                             - d[year(d, "year") == 2001].set_index("source")["net_generation"]))
q("elec-fossil-fell", "iowa_electricity", "zh", "boolean", "electricity 里 2017 年的化石燃料发电量是否低于 2001 年？",
  lambda d: d.loc[(d["source"] == "Fossil Fuels") & (year(d, "year") == 2017), "net_generation"].item()
  < d.loc[(d["source"] == "Fossil Fuels") & (year(d, "year") == 2001), "net_generation"].item())
q("elec-least-2005", "iowa_electricity", "en", "category", "Which source generated the least in 2005 in electricity?",
  lambda d: row_extreme(d[year(d, "year") == 2005], "net_generation", "source", largest=False))

# burtin (namespace: `burtin`, the minimum dose of three antibiotics that stops 16 bacteria)
q("burt-n-bacteria", "burtin", "zh", "number", "burtin 里一共记录了多少种细菌？",
  lambda d: d["Bacteria"].nunique())
q("burt-pen-over-100", "burtin", "en", "number", "How many bacteria in burtin have a Penicillin value above 100?",
  lambda d: (d["Penicillin"] > 100).sum())
q("burt-max-pen", "burtin", "en", "category", "Which bacterium in burtin needs the highest Penicillin dose?",
  lambda d: row_extreme(d, "Penicillin", "Bacteria"))
q("burt-max-neo", "burtin", "zh", "category", "burtin 中 Neomycin 数值最大的是哪种 Bacteria？",
  lambda d: row_extreme(d, "Neomycin", "Bacteria"))
q("burt-genera", "burtin", "en", "list[category]", "Which values of Genus appear in burtin?",
  lambda d: sorted(d["Genus"].dropna().unique()))
q("burt-neg-strep", "burtin", "en", "number",
  "What's the mean Streptomycin value for the Gram-negative bacteria in burtin?",
  lambda d: d.loc[d["Gram_Staining"] == "negative", "Streptomycin"].mean())
q("burt-pos-pen", "burtin", "en", "boolean",
  "Is Penicillin below 0.1 for every Gram-positive bacterium in burtin?",
  lambda d: (d.loc[d["Gram_Staining"] == "positive", "Penicillin"] < 0.1).all())
q("burt-median-neo", "burtin", "zh", "number", "burtin 里新霉素的中位数是多少？",
  lambda d: d["Neomycin"].median())
q("burt-top3-strep", "burtin", "en", "list[category]",
  "Name the three bacteria in burtin with the highest Streptomycin, highest first.",
  lambda d: top_rows(d, "Streptomycin", "Bacteria", 3), ordered=True)
q("burt-neg-count", "burtin", "zh", "number", "burtin 中革兰氏染色呈阴性的细菌有几种？",
  lambda d: (d["Gram_Staining"] == "negative").sum())
q("burt-genus-pen", "burtin", "en", "category", "Which Genus in burtin has the lowest average Penicillin?",
  lambda d: group_extreme(d, "Genus", "Penicillin", "mean", largest=False))

# wheat (namespace: `wheat`, the price of wheat and weekly wages in England, every 5 years; wages stop in 1810)
q("wheat-no-wages", "wheat", "en", "number", "How many years in wheat have no wages figure?",
  lambda d: d["wages"].isna().sum())
q("wheat-peak-year", "wheat", "en", "number", "Which year had the highest wheat price in wheat?",
  lambda d: row_extreme(d, "wheat", "year"))
q("wheat-mean-price", "wheat", "zh", "number", "wheat 里小麦价格的平均值是多少？",
  lambda d: d["wheat"].mean())
q("wheat-wages-1700", "wheat", "en", "number", "What were the wages in 1700 according to wheat?",
  lambda d: d.loc[d["year"] == 1700, "wages"].item())
q("wheat-over-60", "wheat", "zh", "list[number]", "wheat 中小麦价格超过 60 的年份有哪些？",
  lambda d: sorted(d.loc[d["wheat"] > 60, "year"]))
q("wheat-wages-fell", "wheat", "en", "boolean",
  "Did the wages in wheat ever go down from one record to the next?",
  lambda d: (d["wages"].dropna().diff() < 0).any())
q("wheat-cheap-1700s", "wheat", "zh", "number", "wheat 里 1700 到 1799 年之间 wheat 最低的是哪一年？",
  lambda d: row_extreme(d[d["year"].between(1700, 1799)], "wheat", "year", largest=False))
q("wheat-wages-sum", "wheat", "en", "number", "How much do the wages in wheat add up to in total?",
  lambda d: d["wages"].sum())

# crimea (namespace: `crimea`, monthly deaths of the British army in the Crimean War, `date` is a date)
q("crim-disease-total", "crimea", "en", "number", "How many deaths from disease in total are recorded in crimea?",
  lambda d: d["disease"].sum())
q("crim-worst-month", "crimea", "en", "category", "Which month had the most disease deaths in crimea?",
  lambda d: row_extreme(d, "disease", "date"))
q("crim-wounds-1855", "crimea", "zh", "number", "crimea 里 1855 年因伤死亡的总人数是多少？",
  lambda d: d.loc[year(d, "date") == 1855, "wounds"].sum())
q("crim-wounds-beat-disease", "crimea", "en", "boolean",
  "Was there any month in crimea where wounds exceeded disease?",
  lambda d: (d["wounds"] > d["disease"]).any())
q("crim-max-other", "crimea", "zh", "category", "crimea 中 other 最多的是哪个月？",
  lambda d: row_extreme(d, "other", "date"))
q("crim-top3-months", "crimea", "en", "list[category]",
  "Name the three months with the most disease deaths in crimea, worst first.",
  lambda d: top_rows(d, "disease", "date", 3), ordered=True)
q("crim-disease-1000", "crimea", "zh", "list[category]", "crimea 里因病死亡超过 1000 人的是哪几个月？",
  lambda d: sorted(d.loc[d["disease"] > 1000, "date"]))
q("crim-no-wounds", "crimea", "en", "number", "In how many months of crimea were there no deaths from wounds?",
  lambda d: (d["wounds"] == 0).sum())
q("crim-yearly-disease", "crimea", "en", "list[number]",
  "What were the disease totals for 1854, 1855 and 1856 in crimea?",
  lambda d: [d.loc[year(d, "date") == y, "disease"].sum() for y in (1854, 1855, 1856)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_holdout() -> list[Question]:
    """Every held-out question with its answer computed by pandas (the tables load once per process)."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_holdout():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
