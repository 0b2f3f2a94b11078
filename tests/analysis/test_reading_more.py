"""Question shapes that real analysts use and an earlier reading missed: rounding as asked, questions about the
columns themselves, periods written as text, values excluded ('other than'), a number whose unit is the column,
'the most negative', Chinese year ranges and unit words. Expected values are computed here with pandas."""
from __future__ import annotations

import ast
from pathlib import Path

import pandas as pd
from palmerpenguins import load_penguins
from vega_datasets import local_data

from nbcopilot.analysis import vocabulary
from nbcopilot.analysis.answer import stated
from nbcopilot.analysis.operations import render
from nbcopilot.analysis.question import Table, interpret
from nbcopilot.engine.views import stated_answer
from nbcopilot.execution.run import run_code

PENGUINS = load_penguins()
WEATHER = local_data.seattle_weather()
STOCKS = local_data.stocks()
# quarters written as text, as many published series keep them ('2005Q1')
QUARTERLY = (STOCKS[STOCKS["symbol"] == "IBM"].assign(period=lambda f: f["date"].dt.to_period("Q").astype(str))
             .groupby("period", as_index=False)["price"].mean())
CHANGES = STOCKS[STOCKS["symbol"] == "AAPL"].assign(change=lambda f: f["price"].diff()).dropna()
FLAGS = PENGUINS.assign(heavy=(PENGUINS["body_mass_g"] > 4000).astype(int), male=(PENGUINS["sex"] == "male").astype(int))
FRAMES = {"penguins": PENGUINS, "weather": WEATHER, "quarterly": QUARTERLY, "changes": CHANGES, "flags": FLAGS}


def answer(question: str):
    tables = [Table(name, frame) for name, frame in FRAMES.items()]
    ops = interpret(question, tables)
    assert ops, f"no reading of {question!r}"
    namespace = dict(FRAMES)
    result = run_code(render(ops[0], FRAMES), namespace)
    assert result.ok, result.error
    return namespace["answer"], stated_answer(result)


def test_a_figure_is_rounded_as_the_question_asks_in_english_and_chinese():
    mean = PENGUINS.loc[PENGUINS["species"] == "Adelie", "body_mass_g"].mean()
    for question in ("What is the average body_mass_g of Adelie penguins? Round to 2 decimals.",
                     "penguins 里 Adelie 的平均 body_mass_g 是多少？保留两位小数"):
        value, _ = answer(question)
        assert value == round(mean, 2) and value != mean
    value, _ = answer("What is the average body_mass_g of Adelie penguins, to the nearest whole number?")
    assert value == round(mean)
    value, _ = answer("What's the average body_mass_g of the Adelie penguins? Round to the nearest gram.")
    assert value == round(mean) and value != mean  # 'the nearest <unit>': whole units
    value, _ = answer("What is the average body_mass_g of Adelie penguins, to the nearest tenth?")
    assert value == round(mean, 1) and value != round(mean)


def test_names_and_dates_are_never_rounded():
    _, said = answer("Which species has the highest average body_mass_g in penguins? Round to 2 decimals.")
    assert said == PENGUINS.groupby("species")["body_mass_g"].mean().idxmax()


def test_questions_about_the_columns_themselves():
    binary = [c for c in FLAGS.columns if FLAGS[c].dropna().isin([0, 1]).all() and FLAGS[c].nunique() == 2]
    assert answer("list the columns in flags that hold only 0s and 1s")[0] == binary == ["heavy", "male"]
    assert answer("flags 里哪些列只有 0 和 1 两种取值？")[0] == binary
    numeric = [c for c in PENGUINS.columns if pd.api.types.is_numeric_dtype(PENGUINS[c])]
    assert answer("How many numeric columns does penguins have?")[0] == len(numeric)


def test_a_period_written_as_text_is_the_answer_when_that_period_is_asked_for():
    best = QUARTERLY.loc[QUARTERLY["price"].idxmax(), "period"]
    assert answer("Which quarter had the highest price in quarterly?")[1] == best
    assert answer("quarterly 中 price 最高的季度是哪个？")[1] == best
    assert answer("quarter with the highest price in quarterly?")[1] == best
    top3 = QUARTERLY.nlargest(3, "price")["period"].tolist()
    assert answer("top 3 quarters by price in quarterly")[0] == top3


def test_a_value_said_after_other_than_is_excluded():
    expected = bool(((PENGUINS["species"] == "Chinstrap") & (PENGUINS["island"] != "Dream")).any())
    assert answer("Are there any Chinstrap penguins recorded on an island other than Dream?")[0] is expected


def test_a_number_followed_by_a_column_compares_that_column():
    expected = int((WEATHER["precipitation"] > 20).sum())
    assert answer("number of days with more than 20 precipitation in weather")[0] == expected
    assert answer("How many days in weather had zero precipitation?")[0] == int((WEATHER["precipitation"] == 0).sum())


def test_the_most_negative_change_is_the_lowest():
    expected = CHANGES.loc[CHANGES["change"].idxmin(), "date"]
    assert answer("In changes, which date had the most negative change?")[1] == str(expected.date())


def test_chinese_year_ranges_and_unit_words():
    later = WEATHER.loc[WEATHER["date"].dt.year >= 2014, "temp_max"].mean()
    assert answer("weather 里 2014 年及以后的平均 temp_max 是多少？")[1] == stated(repr(float(later)))
    total = WEATHER.loc[WEATHER["date"].dt.year == 2014, "precipitation"].sum()
    value, _ = answer("weather：2014 年全年 precipitation 加起来是多少（毫米）？保留两位小数")
    assert value == round(total, 2)


def test_the_vocabulary_says_each_word_once():
    """A repeated key in a dict literal silently drops the first meaning."""
    tree = ast.parse(Path(vocabulary.__file__).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
            assert len(keys) == len(set(keys)), sorted({k for k in keys if keys.count(k) > 1})


def test_a_question_that_names_no_table_finds_it_by_its_words_and_meaning():
    from nbcopilot.analysis.question import choose_table
    from nbcopilot.memory.embedding import embed_texts

    def embed(texts, query):
        return embed_texts(texts, query=query)
    cars = local_data.cars()
    tables = [Table("penguins", PENGUINS), Table("weather", WEATHER), Table("stocks", STOCKS), Table("cars", cars)]
    asked = {"企鹅的平均体重是多少？": "penguins", "How many days had rain?": "weather",
             "哪辆车的马力最大？": "cars", "which company's shares closed highest?": "stocks"}
    for question, table in asked.items():
        assert choose_table(question, tables, embed).name == table, question


def test_the_clarifying_question_suggests_the_likeliest_table_first():
    from nbcopilot.analysis.question import ambiguous
    from nbcopilot.memory.embedding import embed_texts

    def embed(texts, query):
        return embed_texts(texts, query=query)
    tables = [Table("penguins", PENGUINS), Table("weather", WEATHER), Table("stocks", STOCKS),
              Table("cars", local_data.cars())]
    assert ambiguous("这些动物的平均体重是多少？", tables, embed)[0] == "penguins"  # 'these animals': by meaning
    assert ambiguous("企鹅的平均体重是多少？", tables, embed) == []  # '企鹅' is penguin: the dictionary settles it
    assert ambiguous("which firm's shares closed highest?", tables, embed)[0] == "stocks"  # by meaning
    assert ambiguous("which company's shares closed highest?", tables, embed) == []  # a company is a symbol
    assert ambiguous("How many days had rain?", tables, embed) == []  # the words point at one table


def test_a_correlation_is_rounded_as_asked_and_a_list_of_columns_is_not():
    from nbcopilot.analysis.operations import Operation, figures_only
    numeric = {"bill_length_mm", "body_mass_g"}
    assert figures_only(Operation("correlation", "penguins", column="bill_length_mm", target="body_mass_g"), numeric)
    assert not figures_only(Operation("correlation", "penguins", column="bill_length_mm", k=2), numeric)
    assert not figures_only(Operation("extreme_row", "penguins", column="body_mass_g", target="species"), numeric)
