"""Readings of the twenty-fifth round: a short value written with a capital inside it ('PhD' of 'phd'), 'are all …'
tested on a yes/no column, and two columns compared by meaning ('金价和银价哪个更高'). Expected values come from
pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered


def ask(question: str, frame: pd.DataFrame, name: str = "tbl"):
    return answered(question, name, {name: frame}, meaning=True)


RNG = np.random.default_rng(25)
PEOPLE = pd.DataFrame({"degree": RNG.choice(["phd", "master", "bachelor", "none"], 80),
                       "insured": RNG.choice(["yes", "no"], 80, p=[0.7, 0.3]),
                       "age": RNG.integers(20, 70, 80)})
PEOPLE.loc[PEOPLE.degree.eq("phd"), "insured"] = "yes"
PEOPLE.loc[PEOPLE.degree.eq("master").idxmax(), "insured"] = "no"


def test_a_short_value_said_with_a_capital_inside_is_the_value():
    assert ask("How many respondents have a PhD?", PEOPLE) == int(PEOPLE.degree.eq("phd").sum())
    assert ask("Are all respondents with a PhD insured?", PEOPLE) is True
    assert ask("Is everyone with a master's degree insured?", PEOPLE) is False


def test_are_all_of_them_tests_a_yes_no_column():
    assert ask("Are all the respondents insured?", PEOPLE) is False


PRICES = pd.DataFrame({"date": pd.date_range("2010-01-01", periods=50, freq="D"),
                       "gold": RNG.uniform(1000, 1300, 50).round(2), "silver": RNG.uniform(15, 30, 50).round(2)})


def test_two_columns_said_by_meaning_are_compared_with_each_other():
    assert ask("金价和银价哪个更高？", PRICES) == "gold"
    assert ask("平均来看，金价和银价哪个更低？", PRICES) == "silver"
    assert ask("Which was higher on average, the gold price or the silver price?", PRICES) == "gold"


VOTES = pd.DataFrame({"state": [f"State {i}" for i in range(40)], "clinton": RNG.uniform(20, 70, 40).round(1),
                      "trump": RNG.uniform(20, 70, 40).round(1), "electoral_votes": RNG.integers(3, 55, 40)})


def test_one_column_said_to_beat_another_compares_them_row_by_row():
    ahead = VOTES[VOTES.clinton > VOTES.trump]
    assert ask("In how many states did Clinton get a bigger share than Trump?", VOTES) == len(ahead)
    assert ask("克林顿得票率比特朗普高的州有几个？", VOTES) == len(ahead)
    behind = VOTES[VOTES.trump > VOTES.clinton].state
    assert ask("Which states gave Trump a larger share than Clinton?", VOTES) == sorted(behind)
    assert ask("Did Trump get more votes than Clinton in every state?", VOTES) is False


def test_two_columns_compared_as_wholes_stay_figures_of_all_rows():
    assert ask("Is Clinton's share higher than Trump's on average?", VOTES) == bool(
        VOTES.clinton.mean() > VOTES.trump.mean())


MOMENTS = pd.date_range("2021-03-01", periods=24 * 40, freq="h")
CALLS = pd.DataFrame({"DateTime": MOMENTS, "Calls": RNG.poisson(50, len(MOMENTS)) + MOMENTS.hour * 3})
DAILY = CALLS.groupby(CALLS.DateTime.dt.strftime("%Y-%m-%d")).Calls.sum()


def test_a_day_of_hourly_rows_gathers_its_rows():
    assert ask("How many calls came in on 2 March 2021?", CALLS) == DAILY["2021-03-02"]
    assert ask("Which day had the most calls? YYYY-MM-DD", CALLS) == DAILY.idxmax()
    assert ask("平均每天接到多少个电话？保留一位小数", CALLS) == round(DAILY.mean(), 1)
    assert ask("What is the average number of calls per day?", CALLS) == DAILY.mean()
    assert ask("How many days of data are there?", CALLS) == len(DAILY)


def test_the_day_of_the_busiest_moment_is_a_day():
    assert ask("Which day had the highest number of calls in a single hour? YYYY-MM-DD", CALLS) == \
        CALLS.loc[CALLS.Calls.idxmax(), "DateTime"].strftime("%Y-%m-%d")


def test_daily_rows_are_still_each_a_day():
    days = CALLS.groupby(CALLS.DateTime.dt.normalize()).Calls.sum().reset_index()
    assert ask("How many days of data are there?", days) == len(days)
    assert ask("What is the average number of calls per day?", days) == days.Calls.mean()


def test_a_share_said_with_a_rate_word_is_the_share_column():
    assert ask("特朗普得票率最高的是哪个州？", VOTES) == VOTES.loc[VOTES.trump.idxmax(), "state"]
    assert ask("其他候选人得票率超过 60% 的州有几个？", VOTES.assign(others=100 - VOTES.clinton)) == \
        int((100 - VOTES.clinton > 60).sum())
    dc = VOTES.loc[VOTES.clinton.idxmax(), "state"]
    assert ask(f"克林顿在 {dc} 的得票率超过 60% 了吗？", VOTES) is bool(VOTES.clinton.max() > 60)
    assert ask("Which states did Clinton get less than 30% of the vote in?", VOTES) == \
        sorted(VOTES[VOTES.clinton < 30].state)


HOMES = pd.DataFrame({"county": np.repeat(np.arange(1, 9), [30, 25, 4, 22, 3, 40, 2, 21]),
                      "county.name": np.repeat(list("ABCDEFGH"), [30, 25, 4, 22, 3, 40, 2, 21])})
HOMES["log.radon"] = RNG.normal(1.2, 0.6, len(HOMES)).round(3)


def test_groups_of_at_least_so_many_rows_said_after_the_number():
    sizes = HOMES.groupby("county.name")["log.radon"].agg(["size", "mean"])
    big = sizes[sizes["size"] >= 20]
    assert ask("测量次数在 20 次及以上的县里，平均 log.radon 最低的是哪个县？", HOMES) == big["mean"].idxmin()


VISITS = pd.DataFrame({"visits": RNG.choice([0, 1, 2, 3], 300, p=[0.6, 0.25, 0.1, 0.05]),
                       "gender": RNG.choice(["male", "female"], 300), "illness": RNG.integers(0, 6, 300),
                       "reduced": RNG.integers(0, 15, 300), "health": RNG.choice([0, 1, 2, 3, 4], 300),
                       "private": RNG.choice(["yes", "no"], 300), "freepoor": RNG.choice(["yes", "no"], 300),
                       "freerepat": RNG.choice(["yes", "no"], 300), "nchronic": RNG.choice(["yes", "no"], 300),
                       "lchronic": RNG.choice(["yes", "no"], 300), "age": RNG.choice([0.19, 0.32, 0.52, 0.72], 300),
                       "income": RNG.choice([0.25, 0.55, 0.9, 1.5], 300)})


def test_numbers_listed_before_a_column_named_in_words_are_its_values():
    assert ask("How many people made 0, 1 and 2 doctor visits? in that order", VISITS) == \
        [int(VISITS.visits.eq(v).sum()) for v in (0, 1, 2)]


def test_one_column_ahead_of_another_row_by_row():
    assert ask("In how many states did Trump finish ahead of Clinton?", VOTES) == int((VOTES.trump > VOTES.clinton).sum())
    assert ask("How many states had Clinton behind Trump?", VOTES) == int((VOTES.clinton < VOTES.trump).sum())


SPENDING = pd.DataFrame({"country": np.repeat(["United States", "France", "Japan", "Sweden"], 6),
                         "year": np.tile([1970, 1980, 1990, 2000, 2010, 2019], 4),
                         "govtspendgdp": RNG.uniform(25, 60, 24).round(2), "tradegdp": RNG.uniform(20, 90, 24).round(2)})


def test_a_run_together_name_of_shortened_words_is_said_in_full():
    us = SPENDING[(SPENDING.country == "United States") & (SPENDING.year == 1980)].govtspendgdp.iloc[0]
    assert ask("What was US government spending as a percentage of GDP in 1980?", SPENDING.replace(
        {"United States": "US"})) == us
    assert ask("In how many country-years did government spending go above 50% of GDP?", SPENDING) == \
        int((SPENDING.govtspendgdp > 50).sum())
    france = SPENDING[SPENDING.country == "France"]
    assert ask("法国政府支出占 GDP 的比重哪一年最高？", SPENDING) == france.loc[france.govtspendgdp.idxmax(), "year"]


LUNG = pd.DataFrame({"inst": RNG.integers(1, 8, 120), "time": RNG.integers(5, 1000, 120), "status": RNG.integers(1, 3, 120),
                     "sex": RNG.choice(["male", "female"], 120), "ph.karno": RNG.choice([60, 70, 80, 90, 100], 120),
                     "pat.karno": RNG.choice([50, 60, 70, 80, 90, 100], 120)})


def test_a_word_for_the_people_of_the_rows_begins_no_part_of_a_name():
    assert ask("How many of the patients died during follow-up? (status 2 = dead)", LUNG) == int(LUNG.status.eq(2).sum())
    assert ask("男性和女性患者各有多少人？先男性", LUNG) == [int(LUNG.sex.eq("male").sum()), int(LUNG.sex.eq("female").sum())]
    assert ask("What is the average patient-rated Karnofsky score?", LUNG) == LUNG["pat.karno"].mean()


POLLS = pd.DataFrame({"PollTaker": RNG.choice(["Gallup", "Zogby", "Rasmussen", "CNN"], 60),
                      "McCain": RNG.integers(40, 50, 60), "Obama": RNG.integers(42, 52, 60)})


def test_a_bar_in_percent_right_after_a_column_of_percentages_is_its_own_figure():
    assert ask("Did any poll put Obama at 51% or higher?", POLLS) is bool((POLLS.Obama >= 51).any())
    assert ask("Did any poll put Obama at 53% or higher?", POLLS) is False


GALLS = pd.DataFrame({"Wall03": RNG.uniform(3, 9, 80).round(1), "Fate03": RNG.choice(list("fbue"), 80),
                      "Wall04": RNG.uniform(3, 10, 80).round(1), "Fate04": RNG.choice(list("fbueo"), 80),
                      "Fly04": RNG.choice(["y", "n"], 80)})


def test_a_year_said_picks_the_sibling_named_for_it():
    means = GALLS.groupby("Fate04").Wall04.mean()
    assert ask("Which 2004 fates have an average wall thickness above 6.5 mm?", GALLS) == sorted(means[means > 6.5].index)
    assert ask("What was the average wall thickness in 2004?", GALLS) == GALLS.Wall04.mean()
    assert ask("Median 2003 wall thickness of the galls, in mm?", GALLS) == GALLS.Wall03.median()


def test_a_name_of_a_letter_and_a_shortened_word_is_said_in_full():
    galls = GALLS.assign(Gdiam03=RNG.uniform(15, 25, 80).round(1), Stdiam04=RNG.uniform(2, 5, 80).round(1))
    assert ask("how many rows have a gall diameter above 20 for 2003?", galls) == int((galls.Gdiam03 > 20).sum())
    assert ask("average stem diameter in 2004?", galls) == galls.Stdiam04.mean()


def test_the_fewest_calls_of_a_day_said_in_chinese_adds_each_days_rows():
    assert ask("来电最少的是哪一天？按 YYYY-MM-DD 格式回答", CALLS) == DAILY.idxmin()


def test_a_number_far_from_the_datas_years_bars_a_figure_not_a_year():
    assert ask("How many hours had more than 2080 calls?", CALLS.assign(Calls=CALLS.Calls * 30)) == \
        int((CALLS.Calls * 30 > 2080).sum())


SURVEY = pd.DataFrame({"idno": np.arange(100101, 100301), "cntry": "BE", "trstplc": RNG.integers(0, 11, 200),
                       "agea": RNG.integers(15, 90, 200), "eduyrs": RNG.integers(0, 21, 200),
                       "hincfel": RNG.integers(1, 5, 200)})


def test_trust_in_the_police_is_trstplc_either_way_round():
    assert ask("受访者对警察的信任度（0 到 10 分）平均是多少？保留两位小数", SURVEY) == round(SURVEY.trstplc.mean(), 2)
    assert ask("What is the average police trust score?", SURVEY) == SURVEY.trstplc.mean()
    assert ask("对警察信任度打 0 分和打 10 分的各有多少人？先说 0 分", SURVEY) == \
        [int(SURVEY.trstplc.eq(0).sum()), int(SURVEY.trstplc.eq(10).sum())]


FIRMS = pd.DataFrame({"salary": RNG.integers(300, 3000, 120), "roe": RNG.uniform(2, 40, 120).round(1),
                      "kind": RNG.choice(["indus", "finance", "consprod", "utility"], 120)})
FIRMS = pd.concat([FIRMS, pd.get_dummies(FIRMS.pop("kind")).astype(int)], axis=1)


def test_named_flags_that_never_meet_are_kinds_of_one_thing():
    kinds = ["indus", "finance", "consprod", "utility"]
    assert ask("工业类（indus）、金融类（finance）、消费品类（consprod）和公用事业类（utility）的公司各有几家？按这个顺序",
               FIRMS) == [int(FIRMS[k].sum()) for k in kinds]
    medians = {k: FIRMS.loc[FIRMS[k] == 1, "salary"].median() for k in kinds}
    assert ask("Which industries (indus, finance, consprod, utility) have a median salary above 1600?", FIRMS) == \
        [k for k in kinds if medians[k] > 1600]


def test_an_initialism_takes_its_middle_letter_from_a_small_word():
    assert ask("average return on equity for the consprod firms?", FIRMS) == FIRMS.loc[FIRMS.consprod == 1, "roe"].mean()


def test_a_rate_written_out_as_a_column_in_brackets_is_that_column():
    best = FIRMS.loc[FIRMS.utility == 1, "roe"].max()
    assert FIRMS.roe.max() > best + 0.5
    assert ask(f"有没有哪家公用事业类公司的净资产收益率（roe）超过 {best + 0.5:.1f}？", FIRMS) is False
    assert ask(f"有没有哪家公用事业类公司的净资产收益率（roe）超过 {best - 0.5:.1f}？", FIRMS) is True


PANEL = pd.DataFrame({"country": np.repeat(["Chile", "Peru", "Ghana", "Kenya", "Nepal"], 4),
                      "year": np.tile([1990, 1995, 2000, 2005], 5),
                      "lifeExp": [70.1, 72.0, 75.2, 76.8, 65.3, 64.0, 66.1, 68.2, 57.0, 58.5, 57.2, 59.8,
                                  59.3, 55.1, 52.4, 54.6, 55.2, 59.1, 62.3, 65.0],
                      "pop": RNG.integers(1_000_000, 50_000_000, 20)})


def test_each_groups_change_between_two_years_said():
    wide = PANEL.pivot(index="country", columns="year", values="lifeExp")
    assert ask("Which countries' life expectancy fell from 1990 to 2000?", PANEL) == \
        sorted(wide.index[wide[2000] < wide[1990]])
    assert ask("Which country's life expectancy rose the most between 1990 and 2005?", PANEL) == \
        (wide[2005] - wide[1990]).idxmax()
    assert ask("1995 年到 2005 年，哪个国家的预期寿命增长幅度最大？", PANEL) == \
        ((wide[2005] - wide[1995]) / wide[1995]).idxmax()
    assert ask("哪些国家 2005 年的预期寿命比 1990 年低？", PANEL) == sorted(wide.index[wide[2005] < wide[1990]])


def test_one_year_said_keeps_the_rows_of_that_year():
    in_2000 = PANEL[PANEL.year == 2000]
    assert ask("Which country had the highest life expectancy in 2000?", PANEL) == \
        in_2000.loc[in_2000.lifeExp.idxmax(), "country"]


FARMS = pd.DataFrame({"longitude": RNG.uniform(-97, -91, 150).round(1), "latitude": RNG.uniform(45, 49, 150).round(1),
                      "number": RNG.choice([1, 1, 1, 2, 2, 3, 4, 6, 9], 150)})


def test_what_the_table_is_named_for_is_counted_by_its_count_column():
    frames = {"depredations": FARMS}
    ask_here = lambda q: answered(q, "depredations", frames, meaning=True)  # noqa: E731
    assert ask_here("How many depredations in total at farms with longitude below -95?") == \
        FARMS.loc[FARMS.longitude < -95, "number"].sum()
    assert ask_here("How many farms had more than 3 depredations?") == int((FARMS.number > 3).sum())


def test_of_two_names_said_back_to_back_the_second_is_the_measure():
    polls = POLLS.assign(Margin=POLLS.Obama - POLLS.McCain, PollDates=[f"9/{i % 28 + 1}/08" for i in range(len(POLLS))])
    assert ask("What is the average Obama margin?", polls) == polls.Margin.mean()


def test_a_table_of_polls_counts_its_rows_not_the_sample_sizes():
    polls = POLLS.assign(n=RNG.integers(800, 3000, len(POLLS)))
    frames = {"polls_2008": polls}
    assert answered("How many polls did Gallup run?", "polls_2008", frames, meaning=True) == \
        int(polls.PollTaker.eq("Gallup").sum())


def test_a_value_both_year_siblings_hold_is_the_one_of_the_year_said():
    fates = ["Wasp", "Beetle", "Pupa", "Bird"]
    galls = GALLS.assign(Fate03=RNG.choice(fates, 80), Fate04=RNG.choice(fates, 80))
    assert ask("How many galls had the fate Wasp in 2004?", galls) == int(galls.Fate04.eq("Wasp").sum())
    assert ask("How many galls had the fate Wasp in 2003?", galls) == int(galls.Fate03.eq("Wasp").sum())


def test_two_groups_each_said_with_its_code():
    homes = HOMES.assign(basement=RNG.integers(0, 2, len(HOMES)))
    means = homes.groupby("basement")["log.radon"].mean()
    assert ask("Is the average log radon lower for first-floor measurements (basement = 1) than for basement ones "
               "(basement = 0)?", homes) is bool(means[1] < means[0])
    assert ask("Average log radon for basement (0) and first-floor (1) measurements? 3 decimals, basement first",
               homes) == [round(means[0], 3), round(means[1], 3)]


def test_the_words_before_a_bracketed_name_name_nothing_else():
    codes = {"United States": "USA", "France": "FRA", "Japan": "JPN", "Sweden": "SWE"}
    panel = SPENDING.assign(iso3c=SPENDING.country.map(codes), kaopen=RNG.normal(0, 1, len(SPENDING)),
                            v2catrauni=RNG.normal(0, 1, len(SPENDING)).round(3),
                            v2catrauni_ord=RNG.integers(0, 5, len(SPENDING)))
    in_2000 = panel[panel.year == 2000]
    assert ask("Which country scored highest on the trade-union engagement estimate (v2catrauni) in 2000?", panel) == \
        in_2000.loc[in_2000.v2catrauni.idxmax(), "country"]


def test_grouped_by_a_bracketed_column_with_its_scale_and_order_said():
    means = SURVEY.groupby("hincfel").trstplc.mean().round(2)
    got = ask("按收入感受（hincfel 1 到 4）分组，各组对警察的平均信任度是多少？保留两位小数，按 1 到 4 的顺序", SURVEY)
    assert got == means.sort_index().tolist()  # the order said: the figures alone, from 1 to 4


def test_a_table_named_for_its_column_in_the_plural_keeps_the_column_said():
    frames = {"ceo_salaries": FIRMS}
    assert answered("top 3 CEO salaries, highest first", "ceo_salaries", frames, meaning=True) == \
        FIRMS.salary.nlargest(3).tolist()


def test_a_year_before_a_measure_of_a_table_with_no_years_keeps_every_row():
    firms = FIRMS.assign(sales=RNG.integers(500, 9000, len(FIRMS)))
    assert ask("What were the 1990 sales of the firm with the highest salary?", firms) == \
        firms.loc[firms.salary.idxmax(), "sales"]
    assert ask("How many firms had 1990 sales above 5000?", firms) == int((firms.sales > 5000).sum())


def test_every_row_holding_the_value_of_a_column_named():
    assert ask("Is every respondent's country code BE?", SURVEY) is True
    assert ask("Is every respondent's country code BE?", SURVEY.assign(cntry=["BE"] * 199 + ["NL"])) is False


def test_things_that_appear_only_once_are_groups_of_one_row():
    pollsters = pd.DataFrame({"pollster": list("AABCCCDEEF"), "obama": RNG.integers(40, 55, 10)})
    counts = pollsters.pollster.value_counts()
    assert ask("Which pollsters appear just once?", pollsters) == sorted(counts[counts == 1].index)
    assert ask("How many pollsters appear only once?", pollsters) == int((counts == 1).sum())
    assert ask("Which pollsters appear more than twice?", pollsters) == sorted(counts[counts > 2].index)
