"""A fifth fresh set of table questions, for `python bench/eval_tableqa.py --set fresh5`.

The same kind of questions as the earlier sets (bench/tableqa_questions.py, bench/tableqa_holdout.py,
bench/tableqa_blind.py and bench/tableqa_fresh*.py), written apart from all of them and from the system
being measured. Most questions reuse tables the main and held-out sets already register (penguins, cars,
iris, employment, seattle_weather.csv, stocks.csv, barley.csv, airports.csv, electricity, burtin, wheat,
crimea, la_riots.csv, ohlc.csv, seattle_temps.csv, driving.csv), with questions of their own; two
vega_datasets tables no set used before are added: Anscombe's quartet as the namespace variable
`quartet`, and San Francisco's hourly temperatures of 2010 (vega_datasets' `sf-temps`) as the CSV file
`sf_temps.csv` in the working folder, its `date` column parsed as an analyst would. The wording is varied
on purpose (terse, chatty, several analysts' habits; English and simplified Chinese, some Chinese
questions naming columns and values only in Chinese words).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties.

Importing this module adds its two tables to the main set's registry (`tableqa_questions.TABLES`, under
names no other set uses) and imports `tableqa_holdout` for the held-out tables it reuses.

    from tableqa_fresh5 import build_fresh5
    questions = build_fresh5()
"""
from __future__ import annotations

from typing import Callable

import pandas as pd

import tableqa_holdout  # noqa: F401  (registers the held-out tables this set reuses)
from tableqa_questions import (declarer, Question, Table, built, group_extreme, in_month, label_of_extreme, mode,
                               register, row_extreme, top_labels, top_rows, year)


# -- the tables -----------------------------------------------------------------------------------

def _vega(name: str) -> Callable[[], pd.DataFrame]:
    def load() -> pd.DataFrame:
        from vega_datasets import local_data

        return getattr(local_data, name)()

    return load


FRESH5_TABLES: dict[str, Table] = {t.name: t for t in (
    # 44 rows: Series (I, II, III, IV), X, Y.
    Table("anscombe", "namespace", "quartet", _vega("anscombe")),
    # 8759 hourly readings of 2010: temp (degrees F), date (a timestamp).
    Table("sf_temps", "file", "sf_temps.csv", _vega("sf_temps"), ("date",)),
)}


register(FRESH5_TABLES)


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)


def _month_name_of_extreme(d: pd.DataFrame, col: str, value: str, largest: bool = True) -> str:
    means = d.groupby(d[col].dt.month_name())[value].mean()
    return label_of_extreme(means, largest)


# anscombe (namespace `quartet`)
q("ans-mean-y-ii", "anscombe", "en", "number",
  "In quartet, what's the mean Y for series II?",
  lambda d: d.loc[d["Series"] == "II", "Y"].mean())
q("ans-max-x", "anscombe", "zh", "number",
  "quartet 里 X 的最大值是多少？",
  lambda d: d["X"].max())
q("ans-series-max-y", "anscombe", "en", "category",
  "Which Series does the single largest Y value in quartet belong to?",
  lambda d: row_extreme(d, "Y", "Series"))
q("ans-equal-sizes", "anscombe", "en", "boolean",
  "quartet: do all four series have the same number of points?",
  lambda d: bool(d["Series"].value_counts().nunique() == 1))
q("ans-iv-distinct-x", "anscombe", "en", "list[number]",
  "List the distinct X values that appear in series IV of quartet, from smallest to largest.",
  lambda d: sorted(d.loc[d["Series"] == "IV", "X"].unique()), ordered=True)
q("ans-count-y-gt-9", "anscombe", "zh", "number",
  "quartet 中 Y 大于 9 的数据点一共有几个？",
  lambda d: int((d["Y"] > 9).sum()))
q("ans-series-lowest-min-y", "anscombe", "zh", "category",
  "在 quartet 里，哪个系列的 Y 最小值最低？",
  lambda d: group_extreme(d, "Series", "Y", "min", largest=False))
q("ans-median-y-i", "anscombe", "en", "number",
  "median of Y for Series I in quartet",
  lambda d: d.loc[d["Series"] == "I", "Y"].median())

# sf_temps (file sf_temps.csv, hourly 2010)
q("sft-max", "sf_temps", "en", "number",
  "What's the highest temperature recorded in sf_temps.csv?",
  lambda d: d["temp"].max())
q("sft-warmest-month", "sf_temps", "en", "category",
  "Looking at sf_temps.csv, which month (by name) has the highest average temperature?",
  lambda d: _month_name_of_extreme(d, "date", "temp"))
q("sft-july-mean", "sf_temps", "zh", "number",
  "sf_temps.csv 里 2010 年 7 月的平均气温是多少？",
  lambda d: in_month(d, "date", 2010, 7)["temp"].mean())
q("sft-hours-above-70", "sf_temps", "en", "number",
  "How many hourly readings in sf_temps.csv are above 70 degrees?",
  lambda d: int((d["temp"] > 70).sum()))
q("sft-below-45", "sf_temps", "en", "boolean",
  "Did the temperature in sf_temps.csv ever drop below 45?",
  lambda d: bool((d["temp"] < 45).any()))
q("sft-coldest-day", "sf_temps", "en", "category",
  "In sf_temps.csv, which date (YYYY-MM-DD) had the lowest average temperature over the day?",
  lambda d: label_of_extreme(d.groupby(d["date"].dt.normalize())["temp"].mean(), largest=False))
q("sft-quarter-means", "sf_temps", "zh", "list[number]",
  "sf_temps.csv 中每个季度的平均温度分别是多少？按第一到第四季度的顺序给出。",
  lambda d: list(d.groupby(d["date"].dt.quarter)["temp"].mean()), ordered=True)
q("sft-range", "sf_temps", "zh", "number",
  "sf_temps.csv 里最高气温和最低气温相差多少度？",
  lambda d: d["temp"].max() - d["temp"].min())

# penguins
q("pen-gentoo-heavy", "penguins", "en", "number",
  "How many Gentoo penguins weigh more than 5000 g?",
  lambda d: int(((d["species"] == "Gentoo") & (d["body_mass_g"] > 5000)).sum()))
q("pen-adelie-bill", "penguins", "zh", "number",
  "penguins 里阿德利企鹅的平均嘴峰长度是多少毫米？",
  lambda d: d.loc[d["species"] == "Adelie", "bill_length_mm"].mean())
q("pen-heaviest-island", "penguins", "en", "category",
  "which island in penguins has the highest average body mass?",
  lambda d: group_extreme(d, "island", "body_mass_g", "mean"))
q("pen-chinstrap-biscoe", "penguins", "en", "boolean",
  "Are there any Chinstrap penguins on Biscoe in the penguins data?",
  lambda d: bool(((d["species"] == "Chinstrap") & (d["island"] == "Biscoe")).any()))
q("pen-adelie-islands", "penguins", "en", "list[category]",
  "On which islands do Adelie penguins appear in penguins?",
  lambda d: sorted(d.loc[d["species"] == "Adelie", "island"].unique()))
q("pen-most-missing-col", "penguins", "zh", "category",
  "penguins 数据里缺失值最多的是哪一列？",
  lambda d: label_of_extreme(d.isna().sum()))
q("pen-per-year", "penguins", "en", "list[number]",
  "Number of penguins recorded each year in penguins, for 2007, 2008 and 2009 in that order?",
  lambda d: [int((d["year"] == y).sum()) for y in (2007, 2008, 2009)], ordered=True)
q("pen-female-pct", "penguins", "zh", "number",
  "penguins 中在性别已记录的企鹅里，雌性占百分之多少？",
  lambda d: (d["sex"].dropna() == "female").mean() * 100)

# cars (namespace `cars`, Year parsed as a date)
q("car-japan-mpg", "cars", "zh", "number",
  "cars 里日本产的车平均每加仑能跑多少英里？",
  lambda d: d.loc[d["Origin"] == "Japan", "Miles_per_Gallon"].mean())
q("car-top-hp", "cars", "en", "category",
  "Which car in cars has the highest horsepower? Give its Name.",
  lambda d: row_extreme(d, "Horsepower", "Name"))
q("car-lightest-3", "cars", "en", "list[category]",
  "Names of the 3 lightest cars in cars, lightest first.",
  lambda d: top_rows(d, "Weight_in_lbs", "Name", 3, largest=False), ordered=True)
q("car-eu-vs-jp", "cars", "en", "boolean",
  "In cars, is the average MPG of European cars higher than that of Japanese cars?",
  lambda d: bool(d.loc[d["Origin"] == "Europe", "Miles_per_Gallon"].mean()
                 > d.loc[d["Origin"] == "Japan", "Miles_per_Gallon"].mean()))
q("car-1982-count", "cars", "en", "number",
  "how many cars from model year 1982 are in cars?",
  lambda d: int((year(d, "Year") == 1982).sum()))
q("car-origin-counts", "cars", "zh", "list[number]",
  "cars 中各产地的车辆数是多少？按 Europe、Japan、USA 的顺序列出。",
  lambda d: [int((d["Origin"] == o).sum()) for o in ("Europe", "Japan", "USA")], ordered=True)
q("car-median-weight-4cyl", "cars", "en", "number",
  "What's the median weight of the 4-cylinder cars in cars?",
  lambda d: d.loc[d["Cylinders"] == 4, "Weight_in_lbs"].median())
q("car-hp-missing", "cars", "zh", "number",
  "cars 里马力这一列有多少个缺失值？",
  lambda d: int(d["Horsepower"].isna().sum()))

# iris
q("iris-virginica-petal", "iris", "en", "number",
  "Mean petal length of virginica in iris?",
  lambda d: d.loc[d["species"] == "virginica", "petalLength"].mean())
q("iris-wide-sepals", "iris", "zh", "number",
  "iris 中花萼宽度大于 3.5 的样本有多少个？",
  lambda d: int((d["sepalWidth"] > 3.5).sum()))
q("iris-narrowest-species", "iris", "en", "category",
  "Which species in iris has the smallest average sepal width?",
  lambda d: group_extreme(d, "species", "sepalWidth", "mean", largest=False))
q("iris-setosa-short-petals", "iris", "en", "boolean",
  "Is every setosa in iris shorter than 2 in petal length?",
  lambda d: bool((d.loc[d["species"] == "setosa", "petalLength"] < 2).all()))
q("iris-petal-width-minmax", "iris", "en", "list[number]",
  "iris: what are the minimum and maximum petalWidth? (min first)",
  lambda d: [d["petalWidth"].min(), d["petalWidth"].max()], ordered=True)
q("iris-versicolor-std", "iris", "zh", "number",
  "iris 里 versicolor 的花瓣宽度标准差是多少？",
  lambda d: d.loc[d["species"] == "versicolor", "petalWidth"].std())

# us_employment (namespace `employment`, month parsed)
q("emp-nonfarm-dec-2009", "us_employment", "en", "number",
  "In employment, what was the nonfarm figure for December 2009?",
  lambda d: in_month(d, "month", 2009, 12)["nonfarm"].iloc[0])
q("emp-worst-change-year", "us_employment", "en", "number",
  "Which year had the month with the most negative nonfarm_change in employment?",
  lambda d: d.loc[label_of_extreme(d["nonfarm_change"], largest=False), "month"].year)
q("emp-manuf-2008", "us_employment", "zh", "number",
  "employment 中 2008 年制造业的月平均就业人数是多少？",
  lambda d: d.loc[year(d, "month") == 2008, "manufacturing"].mean())
q("emp-construction-2015-vs-2006", "us_employment", "en", "boolean",
  "Was construction employment in January 2015 higher than in January 2006? (employment)",
  lambda d: bool(in_month(d, "month", 2015, 1)["construction"].iloc[0]
                 > in_month(d, "month", 2006, 1)["construction"].iloc[0]))
q("emp-negative-months", "us_employment", "zh", "number",
  "employment 里 nonfarm_change 为负的月份有几个？",
  lambda d: int((d["nonfarm_change"] < 0).sum()))
q("emp-gov-q1-2007", "us_employment", "en", "list[number]",
  "Give government employment for Jan, Feb and Mar 2007 from employment, in month order.",
  lambda d: [in_month(d, "month", 2007, m)["government"].iloc[0] for m in (1, 2, 3)], ordered=True)

# seattle_weather (file seattle_weather.csv, date parsed)
q("sw-rain-2013", "seattle_weather", "en", "number",
  "How many days in 2013 were labelled rain in seattle_weather.csv?",
  lambda d: int(((year(d, "date") == 2013) & (d["weather"] == "rain")).sum()))
q("sw-mode-weather", "seattle_weather", "zh", "category",
  "seattle_weather.csv 里出现次数最多的天气类型是什么？",
  lambda d: mode(d["weather"]))
q("sw-precip-2015", "seattle_weather", "en", "number",
  "total precipitation in 2015, seattle_weather.csv",
  lambda d: d.loc[year(d, "date") == 2015, "precipitation"].sum())
q("sw-wettest-year", "seattle_weather", "en", "number",
  "Which year had the highest total precipitation in seattle_weather.csv?",
  lambda d: group_extreme(d, year(d, "date"), "precipitation", "sum"))
q("sw-july-hot", "seattle_weather", "en", "boolean",
  "Across all the Julys in seattle_weather.csv, is the average temp_max above 25?",
  lambda d: bool(d.loc[d["date"].dt.month == 7, "temp_max"].mean() > 25))
q("sw-weather-types", "seattle_weather", "zh", "list[category]",
  "seattle_weather.csv 中一共有哪些不同的天气类型？",
  lambda d: sorted(d["weather"].unique()))
q("sw-fog-wind", "seattle_weather", "en", "number",
  "Hey, what's the average wind speed on fog days in seattle_weather.csv?",
  lambda d: d.loc[d["weather"] == "fog", "wind"].mean())
q("sw-snow-2012", "seattle_weather", "zh", "number",
  "seattle_weather.csv 里 2012 年有多少天下雪？",
  lambda d: int(((year(d, "date") == 2012) & (d["weather"] == "snow")).sum()))

# stocks (file stocks.csv, date parsed)
q("stk-top-mean", "stocks", "en", "category",
  "Which symbol has the highest average price in stocks.csv?",
  lambda d: group_extreme(d, "symbol", "price", "mean"))
q("stk-aapl-max", "stocks", "zh", "number",
  "stocks.csv 中 AAPL 的最高价格是多少？",
  lambda d: d.loc[d["symbol"] == "AAPL", "price"].max())
q("stk-n-symbols", "stocks", "en", "number",
  "how many distinct symbols are there in stocks.csv",
  lambda d: int(d["symbol"].nunique()))
q("stk-ibm-jan-2005", "stocks", "en", "number",
  "What was IBM's price in January 2005 according to stocks.csv?",
  lambda d: in_month(d[d["symbol"] == "IBM"], "date", 2005, 1)["price"].iloc[0])
q("stk-amzn-100", "stocks", "en", "boolean",
  "Did AMZN's price ever go above 100 in stocks.csv?",
  lambda d: bool((d.loc[d["symbol"] == "AMZN", "price"] > 100).any()))
q("stk-rank-mean", "stocks", "en", "list[category]",
  "Rank the symbols in stocks.csv by average price, highest first.",
  lambda d: top_labels(d.groupby("symbol")["price"].mean(), d["symbol"].nunique()), ordered=True)
q("stk-msft-2008", "stocks", "zh", "number",
  "stocks.csv 里微软（MSFT）2008 年的平均股价是多少？",
  lambda d: d.loc[(d["symbol"] == "MSFT") & (year(d, "date") == 2008), "price"].mean())

# barley (file barley.csv)
q("bar-top-site-1932", "barley", "en", "category",
  "Which site had the highest total yield in 1932 in barley.csv?",
  lambda d: group_extreme(d[d["year"] == 1932], "site", "yield", "sum"))
q("bar-mean-1931", "barley", "zh", "number",
  "barley.csv 中 1931 年的平均产量是多少？",
  lambda d: d.loc[d["year"] == 1931, "yield"].mean())
q("bar-worst-variety", "barley", "en", "category",
  "barley.csv — which variety has the lowest mean yield?",
  lambda d: group_extreme(d, "variety", "yield", "mean", largest=False))
q("bar-morris", "barley", "en", "boolean",
  "At Morris, was the total yield higher in 1931 than in 1932? (barley.csv)",
  lambda d: bool(d.loc[(d["site"] == "Morris") & (d["year"] == 1931), "yield"].sum()
                 > d.loc[(d["site"] == "Morris") & (d["year"] == 1932), "yield"].sum()))
q("bar-top3-varieties", "barley", "en", "list[category]",
  "Top 3 varieties by average yield in barley.csv, best first?",
  lambda d: top_labels(d.groupby("variety")["yield"].mean(), 3), ordered=True)
q("bar-n-varieties", "barley", "zh", "number",
  "barley.csv 里一共有多少个不同的大麦品种？",
  lambda d: int(d["variety"].nunique()))

# airports (file airports.csv)
q("air-ak", "airports", "en", "number",
  "How many airports in airports.csv are in Alaska (state AK)?",
  lambda d: int((d["state"] == "AK").sum()))
q("air-ca", "airports", "zh", "number",
  "airports.csv 里加州（CA）有多少个机场？",
  lambda d: int((d["state"] == "CA").sum()))
q("air-top-city", "airports", "en", "category",
  "Which city has the most airports listed in airports.csv?",
  lambda d: mode(d["city"]))
q("air-missing-state", "airports", "en", "number",
  "How many rows in airports.csv have no state?",
  lambda d: int(d["state"].isna().sum()))
q("air-northernmost", "airports", "zh", "category",
  "airports.csv 中纬度最高的机场叫什么名字？",
  lambda d: row_extreme(d, "latitude", "name"))
q("air-southern-3", "airports", "en", "list[category]",
  "Give the IATA codes of the 3 southernmost airports in airports.csv, southernmost first.",
  lambda d: top_rows(d, "latitude", "iata", 3, largest=False), ordered=True)

# iowa_electricity (namespace `electricity`, year parsed as a date)
q("ele-total-2017", "iowa_electricity", "en", "number",
  "What was the total net generation across all sources in 2017 in electricity?",
  lambda d: d.loc[year(d, "year") == 2017, "net_generation"].sum())
q("ele-renew-peak-year", "iowa_electricity", "zh", "number",
  "electricity 中可再生能源发电量最高的是哪一年？",
  lambda d: row_extreme(d[d["source"] == "Renewables"], "net_generation", "year").year)
q("ele-renew-vs-nuclear-2017", "iowa_electricity", "en", "boolean",
  "In 2017, did Renewables generate more than Nuclear Energy? (electricity)",
  lambda d: bool(d.loc[(d["source"] == "Renewables") & (year(d, "year") == 2017), "net_generation"].iloc[0]
                 > d.loc[(d["source"] == "Nuclear Energy") & (year(d, "year") == 2017), "net_generation"].iloc[0]))
q("ele-biggest-source", "iowa_electricity", "en", "category",
  "electricity: which source has the largest total net_generation over all years?",
  lambda d: group_extreme(d, "source", "net_generation", "sum"))
q("ele-renew-2015-2017", "iowa_electricity", "zh", "list[number]",
  "electricity 里 Renewables 在 2015、2016、2017 年的发电量分别是多少？按年份顺序。",
  lambda d: [d.loc[(d["source"] == "Renewables") & (year(d, "year") == y), "net_generation"].iloc[0]
             for y in (2015, 2016, 2017)], ordered=True)

# burtin
q("bur-gram-pos", "burtin", "en", "number",
  "How many bacteria in burtin are gram-positive?",
  lambda d: int((d["Gram_Staining"] == "positive").sum()))
q("bur-min-streptomycin", "burtin", "zh", "category",
  "burtin 中链霉素最低抑菌浓度最小的是哪种细菌？",
  lambda d: row_extreme(d, "Streptomycin", "Bacteria", largest=False))
q("bur-max-neomycin", "burtin", "en", "category",
  "Which bacterium in burtin needs the highest Neomycin concentration?",
  lambda d: row_extreme(d, "Neomycin", "Bacteria"))
q("bur-median-strep-vs-pen", "burtin", "en", "boolean",
  "In burtin, is the median Streptomycin value lower than the median Penicillin value?",
  lambda d: bool(d["Streptomycin"].median() < d["Penicillin"].median()))
q("bur-pen-below-01", "burtin", "en", "list[category]",
  "list the bacteria in burtin whose Penicillin value is below 0.1",
  lambda d: list(d.loc[d["Penicillin"] < 0.1, "Bacteria"]))

# wheat
q("wht-peak-year", "wheat", "en", "number",
  "In wheat, which year had the highest wheat price?",
  lambda d: row_extreme(d, "wheat", "year"))
q("wht-wages-missing", "wheat", "zh", "number",
  "wheat 里 wages 这一列有几个缺失值？",
  lambda d: int(d["wages"].isna().sum()))
q("wht-1700s-mean", "wheat", "en", "number",
  "Average wheat price over the 1700s (years 1700 to 1799) in wheat?",
  lambda d: d.loc[d["year"].between(1700, 1799), "wheat"].mean())
q("wht-wages-rising", "wheat", "zh", "boolean",
  "wheat 中（忽略缺失值）工资是不是一直在上涨、从没下降过？",
  lambda d: bool(d["wages"].dropna().is_monotonic_increasing))

# crimea (namespace, date parsed)
q("cri-total-disease", "crimea", "en", "number",
  "Total number of disease deaths in crimea?",
  lambda d: d["disease"].sum())
q("cri-worst-wounds-month", "crimea", "zh", "category",
  "crimea 中因伤死亡人数最多的是哪个月？请用 YYYY-MM 格式回答。",
  lambda d: d.loc[label_of_extreme(d["wounds"]), "date"].strftime("%Y-%m"))
q("cri-disease-always-more", "crimea", "en", "boolean",
  "In crimea, were disease deaths higher than wounds deaths in every single month?",
  lambda d: bool((d["disease"] > d["wounds"]).all()))
q("cri-other-1855", "crimea", "en", "number",
  "sum of the 'other' deaths during 1855 in crimea",
  lambda d: d.loc[year(d, "date") == 1855, "other"].sum())

# la_riots (file la_riots.csv, death_date parsed)
q("lar-mean-age", "la_riots", "en", "number",
  "What's the average age of the people in la_riots.csv?",
  lambda d: d["age"].mean())
q("lar-female", "la_riots", "zh", "number",
  "la_riots.csv 里的死者中女性有多少人？",
  lambda d: int((d["gender"] == "Female").sum()))
q("lar-top-type", "la_riots", "en", "category",
  "Most common type of death in la_riots.csv?",
  lambda d: mode(d["type"]))
q("lar-race-rank", "la_riots", "en", "list[category]",
  "List the races in la_riots.csv ordered by number of deaths, most first.",
  lambda d: top_labels(d["race"].value_counts(), d["race"].nunique()), ordered=True)
q("lar-over-50", "la_riots", "zh", "number",
  "la_riots.csv 中年龄超过 50 岁的男性死者有多少人？",
  lambda d: int(((d["age"] > 50) & (d["gender"] == "Male")).sum()))

# ohlc (file ohlc.csv, date parsed)
q("ohl-long-days", "ohlc", "en", "number",
  "How many days in ohlc.csv have the signal 'long'?",
  lambda d: int((d["signal"] == "long").sum()))
q("ohl-max-close-day", "ohlc", "zh", "category",
  "ohlc.csv 中收盘价最高的是哪一天？",
  lambda d: row_extreme(d, "close", "date"))
q("ohl-mean-range", "ohlc", "en", "number",
  "Average daily range (high minus low) in ohlc.csv?",
  lambda d: (d["high"] - d["low"]).mean())
q("ohl-close-below-25", "ohlc", "en", "boolean",
  "Did the close in ohlc.csv ever fall below 25?",
  lambda d: bool((d["close"] < 25).any()))

# seattle_temps (file seattle_temps.csv, date parsed)
q("stp-jan-mean", "seattle_temps", "en", "number",
  "What's the mean temperature for January 2010 in seattle_temps.csv?",
  lambda d: in_month(d, "date", 2010, 1)["temp"].mean())
q("stp-min", "seattle_temps", "zh", "number",
  "seattle_temps.csv 中记录到的最低气温是多少？",
  lambda d: d["temp"].min())
q("stp-hours-above-75", "seattle_temps", "en", "number",
  "How many hours in seattle_temps.csv had a temperature above 75?",
  lambda d: int((d["temp"] > 75).sum()))

# driving (file driving.csv)
q("drv-peak-gas-year", "driving", "en", "number",
  "In which year was the gas price highest in driving.csv?",
  lambda d: row_extreme(d, "gas", "year"))
q("drv-max-miles", "driving", "zh", "number",
  "driving.csv 里人均行驶里程的最大值是多少？",
  lambda d: d["miles"].max())
q("drv-left-count", "driving", "en", "number",
  "how many rows in driving.csv have side = left?",
  lambda d: int((d["side"] == "left").sum()))
q("drv-low-miles-years", "driving", "en", "list[number]",
  "The three years with the fewest miles in driving.csv, fewest first?",
  lambda d: top_rows(d, "miles", "year", 3, largest=False), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh5() -> list[Question]:
    """Every question of the fifth fresh set, with its answer computed by pandas on the staged table."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh5():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
