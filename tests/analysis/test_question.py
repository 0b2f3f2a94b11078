"""Everyday questions on real public tables, read into operations whose rendered pandas code gives the answer that
pandas itself gives. The expected values are computed here with pandas, never typed in."""
from __future__ import annotations

import pandas as pd
import pytest
from palmerpenguins import load_penguins
from vega_datasets import local_data

from nbcopilot.analysis.answer import stated
from nbcopilot.analysis.operations import Filter, Operation, check, render
from nbcopilot.analysis.question import Table, interpret
from nbcopilot.engine.views import stated_answer
from nbcopilot.execution.run import run_code

PENGUINS = load_penguins()
CARS = local_data.cars()
WEATHER = local_data.seattle_weather()
STOCKS = local_data.stocks()
# a wide table, as analysts keep them: one row per year, one column per month (mean daily high)
MONTHLY = WEATHER.assign(year=WEATHER["date"].dt.year, month=WEATHER["date"].dt.strftime("%b").str.upper()) \
    .pivot_table(index="year", columns="month", values="temp_max")


@pytest.fixture
def folder(tmp_path, monkeypatch):
    STOCKS.to_csv(tmp_path / "stocks.csv", index=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def tables():
    return [Table("penguins", PENGUINS), Table("cars", CARS), Table("weather", WEATHER), Table("monthly", MONTHLY),
            Table("stocks.csv", pd.read_csv("stocks.csv"), "stocks.csv")]


def answer(question: str) -> str | None:
    ops = interpret(question, tables())
    assert ops, f"no reading of {question!r}"
    namespace = {"penguins": PENGUINS, "cars": CARS, "weather": WEATHER, "monthly": MONTHLY}
    result = run_code(render(ops[0], namespace), namespace)
    assert result.ok, result.error
    return stated_answer(result)


def number(value) -> str:
    return stated(repr(float(value)))


CASES = [
    ("Which species has the heaviest average body mass in penguins?",
     lambda: PENGUINS.groupby("species")["body_mass_g"].mean().idxmax()),
    ("How many penguins live on Biscoe?", lambda: str((PENGUINS["island"] == "Biscoe").sum())),
    ("Which column has the most missing values in penguins?", lambda: PENGUINS.isna().sum().idxmax()),
    ("Which symbol had the highest mean price in stocks.csv?",
     lambda: STOCKS.groupby("symbol")["price"].mean().idxmax()),
    ("What is the mean mpg of cars from Japan?",
     lambda: number(CARS.loc[CARS["Origin"] == "Japan", "Miles_per_Gallon"].mean())),
    ("Are there any cars with more than 8 cylinders?", lambda: str(bool((CARS["Cylinders"] > 8).any()))),
    ("Is the average bill length in penguins above 40?", lambda: str(bool(PENGUINS["bill_length_mm"].mean() > 40))),
    ("Which islands are there in penguins?", lambda: ", ".join(sorted(PENGUINS["island"].unique()))),
    ("How many rows have a missing sex in penguins?", lambda: str(PENGUINS["sex"].isna().sum())),
    ("In which year did weather have the most precipitation?",
     lambda: str(WEATHER.groupby(WEATHER["date"].dt.year)["precipitation"].sum().idxmax())),
    ("What is the average temp_max in July in weather?",
     lambda: number(WEATHER.loc[WEATHER["date"].dt.month == 7, "temp_max"].mean())),
    ("Which car has the highest horsepower?", lambda: CARS.loc[CARS["Horsepower"].idxmax(), "Name"]),
    ("List the top 3 cars by horsepower", lambda: ", ".join(CARS.nlargest(3, "Horsepower")["Name"])),
    ("penguins 里 body_mass_g 的平均值是多少？", lambda: number(PENGUINS["body_mass_g"].mean())),
    ("What is the most common weather in weather?", lambda: WEATHER["weather"].value_counts().idxmax()),
    ("penguins 中每个岛上有多少只企鹅？",
     lambda: ", ".join(f"{k}: {v}" for k, v in PENGUINS["island"].value_counts().items())),
    ("cars 里气缸数大于6的车有多少辆？", lambda: str((CARS["Cylinders"] > 6).sum())),
    ("What was the mean body_mass_g on Biscoe, Dream and Torgersen in penguins?",
     lambda: ", ".join(number(PENGUINS.loc[PENGUINS["island"] == i, "body_mass_g"].mean())
                       for i in ("Biscoe", "Dream", "Torgersen"))),
    ("Was the average body mass on Dream higher than on Biscoe in penguins?",
     lambda: str(bool(PENGUINS.loc[PENGUINS["island"] == "Dream", "body_mass_g"].mean()
                      > PENGUINS.loc[PENGUINS["island"] == "Biscoe", "body_mass_g"].mean()))),
    ("How many islands are in penguins?", lambda: str(PENGUINS["island"].nunique())),
    ("When did AAPL first trade above 100 in stocks.csv?",
     lambda: STOCKS.loc[(STOCKS["symbol"] == "AAPL") & (STOCKS["price"] > 100), "date"].min().strftime("%Y-%m-%d")),
    ("Which islands have penguins with a missing sex in penguins?",
     lambda: ", ".join(sorted(set(PENGUINS.loc[PENGUINS["sex"].isna(), "island"])))),
    ("penguins 里最重的企鹅是雄性还是雌性？", lambda: PENGUINS.loc[PENGUINS["body_mass_g"].idxmax(), "sex"]),
    ("How many cars weigh more than 4 thousand lbs?", lambda: str((CARS["Weight_in_lbs"] > 4000).sum())),
    ("What is the second-highest Horsepower in cars?", lambda: number(CARS["Horsepower"].nlargest(2).iloc[-1])),
    ("How many cars have between 4 and 6 cylinders?",
     lambda: str(CARS["Cylinders"].between(4, 6).sum())),
    ("What was the mean price of IBM after 2005 in stocks.csv?",
     lambda: number(STOCKS.loc[(STOCKS["symbol"] == "IBM") & (STOCKS["date"].dt.year > 2005), "price"].mean())),
    ("weather 里 2013 年到 2014 年之间 wind 的最大值是多少？",
     lambda: number(WEATHER.loc[WEATHER["date"].dt.year.between(2013, 2014), "wind"].max())),
    ("Which month column of monthly is the warmest on average?",
     lambda: MONTHLY.mean().idxmax()),
    ("Which column in cars is most correlated with Horsepower?",
     lambda: CARS.corr(numeric_only=True)["Horsepower"].drop("Horsepower").abs().idxmax()),
    ("Which day in weather had the widest gap between temp_max and temp_min?",
     lambda: WEATHER.loc[(WEATHER["temp_max"] - WEATHER["temp_min"]).idxmax(), "date"].strftime("%Y-%m-%d")),
    ("How many days in weather have temp_min greater than precipitation?",
     lambda: str((WEATHER["temp_min"] > WEATHER["precipitation"]).sum())),
    # shares, ranges, several figures, rankings and derived columns
    ("What percentage of the penguins in penguins live on Dream?",
     lambda: number(100 * (PENGUINS["island"] == "Dream").mean())),
    ("penguins 中在性别已记录的企鹅里，雌性占百分之多少？",
     lambda: number(100 * (PENGUINS["sex"].dropna() == "female").mean())),
    ("What percent of the rows in penguins are missing sex?", lambda: number(100 * PENGUINS["sex"].isna().mean())),
    ("How many rows in penguins have no missing values?", lambda: str(len(PENGUINS.dropna()))),
    ("What is the range of flipper_length_mm in penguins?",
     lambda: number(PENGUINS["flipper_length_mm"].max() - PENGUINS["flipper_length_mm"].min())),
    ("weather 里最高气温和最低气温相差多少？", lambda: number(WEATHER["temp_max"].max() - WEATHER["temp_max"].min())),
    ("What are the minimum and maximum Horsepower in cars?",
     lambda: f"{stated(repr(CARS['Horsepower'].min()))}, {stated(repr(CARS['Horsepower'].max()))}"),
    ("Rank the symbols in stocks.csv by average price, highest first.",
     lambda: ", ".join(STOCKS.groupby("symbol")["price"].mean().sort_values(ascending=False).index)),
    ("Median Weight_in_lbs in cars for 4-, 6- and 8-cylinder cars, in that order?",
     lambda: ", ".join(stated(repr(float(CARS.loc[CARS["Cylinders"] == c, "Weight_in_lbs"].median()))) for c in (4, 6, 8))),
    ("Average daily temp_max minus temp_min in weather?",
     lambda: number((WEATHER["temp_max"] - WEATHER["temp_min"]).mean())),
    ("What was the mean temp_max in weather in January, February and March 2013?",
     lambda: ", ".join(number(WEATHER.loc[(WEATHER["date"].dt.year == 2013) & (WEATHER["date"].dt.month == m),
                                          "temp_max"].mean()) for m in (1, 2, 3))),
    ("How many rows in penguins have no sex?", lambda: str(PENGUINS["sex"].isna().sum())),
    ("Mean body_mass_g for each year in penguins, in year order",
     lambda: ", ".join(number(v) for v in PENGUINS.groupby("year")["body_mass_g"].mean().sort_index())),
    ("What's the earliest date in weather?", lambda: WEATHER["date"].min().strftime("%Y-%m-%d")),
    ("In which year did temp_max first go above 35 in weather?",
     lambda: str(WEATHER.loc[WEATHER["temp_max"] > 35, "date"].min().year)),
    ("The three most common Origin values in cars, most common first",
     lambda: ", ".join(CARS["Origin"].value_counts().index[:3])),
    ("How many cars in cars are from 1980 or later?", lambda: str((CARS["Year"].dt.year >= 1980).sum())),
    ("How many penguins live on Biscoe or Dream in penguins?",
     lambda: str(PENGUINS["island"].isin(["Biscoe", "Dream"]).sum())),
    ("What percentage of the total body_mass_g in penguins is from Gentoo?",
     lambda: number(100 * PENGUINS.loc[PENGUINS["species"] == "Gentoo", "body_mass_g"].sum()
                    / PENGUINS["body_mass_g"].sum())),
    ("How much heavier on average are Gentoo penguins than Adelie ones in penguins?",
     lambda: number(PENGUINS.groupby("species")["body_mass_g"].mean().pipe(lambda m: m["Gentoo"] - m["Adelie"]))),
    ("penguins: the three highest body_mass_g values, descending",
     lambda: ", ".join(stated(repr(float(v))) for v in PENGUINS["body_mass_g"].nlargest(3))),
    ("penguins 中体重最重的那只企鹅是什么物种？",
     lambda: PENGUINS.loc[PENGUINS["body_mass_g"].idxmax(), "species"]),
    ("Are all Chinstrap penguins in penguins from Dream island?",
     lambda: str(bool((PENGUINS.loc[PENGUINS["species"] == "Chinstrap", "island"] == "Dream").all()))),
    ("四缸车马力的中位数是多少？（cars 表）", lambda: stated(repr(float(CARS.loc[CARS["Cylinders"] == 4, "Horsepower"].median())))),
    ("For each year in penguins, what was the highest body_mass_g? Give them in year order.",
     lambda: ", ".join(stated(repr(float(v))) for v in PENGUINS.groupby("year")["body_mass_g"].max().sort_index())),
    ("penguins 数据里，雌性巴布亚企鹅一共有几只？",
     lambda: str(((PENGUINS["sex"] == "female") & (PENGUINS["species"] == "Gentoo")).sum())),
    ("cars 里 Horsepower 超过 200 的车有哪些？",
     lambda: ", ".join(sorted(CARS.loc[CARS["Horsepower"] > 200, "Name"].unique()))),
]


@pytest.mark.parametrize("question, expected", CASES, ids=[q[:40] for q, _ in CASES])
def test_everyday_questions_get_the_answer_pandas_gives(folder, question, expected):
    got = answer(question)
    assert got is not None
    want = expected()
    assert got == want, (question, got, want)


def test_a_yes_no_column_said_as_a_word_is_a_condition():
    survey = PENGUINS.assign(measured=PENGUINS["sex"].notna().map({True: "yes", False: "no"}))
    [op] = interpret("How many penguins in survey were measured on Biscoe?", [Table("survey", survey)])[:1]
    namespace = {"survey": survey}
    result = run_code(render(op, namespace), namespace)
    want = ((survey["measured"] == "yes") & (survey["island"] == "Biscoe")).sum()
    assert stated_answer(result) == str(want)


def test_one_letter_values_are_read_after_their_column_and_in_lists():
    breaks = pd.DataFrame({"wool": list("AABBAABB"), "tension": list("LMHLLMHH"), "breaks": [26, 30, 54, 25, 70, 52, 51, 26]})
    namespace = {"breaks_df": breaks}
    [op] = interpret("For wool A in breaks_df, what are the mean breaks at tension L and M, in that order?",
                     [Table("breaks_df", breaks)])[:1]
    got = stated_answer(run_code(render(op, namespace), namespace))
    want = [breaks.loc[(breaks["wool"] == "A") & (breaks["tension"] == t), "breaks"].mean() for t in "LM"]
    assert got == ", ".join(stated(repr(float(v))) for v in want)


def test_the_table_named_in_the_question_is_the_one_read(folder):
    [op] = interpret("How many rows are in stocks.csv?", tables())[:1]
    assert op.data == "stocks.csv" and op.source == "stocks.csv" and op.op == "count_rows"


def test_a_question_that_names_nothing_readable_gets_no_reading(folder):
    assert interpret("Write me a poem about autumn", [Table("penguins", PENGUINS)]) == []


def test_rendered_code_never_overwrites_the_analysts_variables():
    op = Operation("aggregate", "penguins", column="body_mass_g", agg="mean",
                   filters=(Filter("island", "==", "Dream"),))
    code = render(op, taken={"rows", "answer", "penguins"})
    assert "rows =" not in code and "answer =" not in code and "penguins =" not in code
    namespace = {"penguins": PENGUINS, "rows": "mine", "answer": 42}
    result = run_code(code, namespace)
    assert result.ok and namespace["rows"] == "mine" and namespace["answer"] == 42
    assert stated(result.value) == number(PENGUINS.loc[PENGUINS["island"] == "Dream", "body_mass_g"].mean())


def test_an_operation_naming_a_missing_column_is_caught_before_anything_runs():
    problem = check(Operation("aggregate", "penguins", column="weight", agg="mean"), PENGUINS.columns)
    assert problem.startswith("penguins has no column 'weight'; its columns are species, island")


def test_every_operation_renders_code_that_runs(folder):
    namespace = {"weather": WEATHER}
    ops = [Operation("count_rows", "weather"), Operation("count_distinct", "weather", column="weather"),
           Operation("aggregate", "weather", column="wind", agg="median"),
           Operation("extreme_row", "weather", column="wind", target="date", order="asc"),
           Operation("top_k", "weather", column="wind", target="date", k=2),
           Operation("group_aggregate", "weather", by="date", by_part="month", column="wind", agg="max"),
           Operation("group_extreme", "weather", by="weather", agg="count"),
           Operation("value_counts", "weather", by="weather", k=2),
           Operation("mode", "weather", column="weather", order="asc"),
           *[Operation("missing", "weather", kind=kind) for kind in ("most", "rows", "total", "any", "columns")],
           Operation("exists", "weather", filters=(Filter("wind", ">", 9),)),
           Operation("all", "weather", filters=(Filter("wind", ">=", 0),)),
           Operation("all", "weather", filters=(Filter("wind", "==", 1),)),  # one equality: every row must meet it
           Operation("compare", "weather", column="wind", agg="mean", cmp=">", threshold=3),
           Operation("distinct", "weather", column="weather"),
           Operation("lookup", "weather", target="weather", filters=(Filter("date", "==", "2012-01-01", "date"),)),
           Operation("shape", "weather", kind="columns"),
           Operation("count_rows", "stocks.csv", "stocks.csv", filters=(Filter("date", "==", 2005, "year"),))]
    for op in ops:
        assert check(op, pd.read_csv("stocks.csv").columns if op.source else WEATHER.columns) is None, op
        result = run_code(render(op, namespace), dict(namespace))
        assert result.ok, (op, result.error)
        assert result.value is not None, op


def test_a_ranking_asked_again_within_one_planning_answers_with_the_callers_tables():
    from nbcopilot.analysis.question import one_ranking, ranked

    sales = pd.DataFrame({"region": ["north", "south"], "revenue": [10, 20]})
    staff = pd.DataFrame({"name": ["Ann", "Bo"], "salary": [100, 200]})
    with one_ranking():
        first = ranked("total revenue by region", [Table("sales", sales), Table("staff", staff)])
        again = [Table("sales", sales), Table("staff", staff)]
        second = ranked("total revenue by region", again)
    assert [t.name for _, _, t in second] == [t.name for _, _, t in first] == ["sales", "staff"]
    assert all(any(t is mine for mine in again) for _, _, t in second)  # the caller's own tables, as `is` compares
    staff["revenue"] = [1, 2]  # a frame changed in place between plannings: ranked afresh (a column is said now)
    assert ranked("total revenue by region", again)[1][1] > second[1][1]
