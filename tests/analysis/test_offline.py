"""The offline route sees every table the analyst has, not only the bounded few the context describes to the models."""
from __future__ import annotations

import pandas as pd

from nbcopilot.analysis import offline
from nbcopilot.analysis.context import NOT_DESCRIBED, describe
from nbcopilot.analysis.question import choose_table


def staged(folder):
    """30 DataFrames and 25 CSV files: more than the context describes; the last file is about pizza sales."""
    namespace = {f"frame_{i:02d}": pd.DataFrame({"a": range(3), f"b{i}": ["x", "y", "z"]}) for i in range(30)}
    for i in range(24):
        pd.DataFrame({"k": [1, 2], f"v{i}": [0.5, 1.5]}).to_csv(folder / f"file_{i:02d}.csv", index=False)
    pd.DataFrame({"pizza_name": ["Hawaiian", "Margherita", "Hawaiian"], "size": ["S", "L", "M"],
                  "price": [12.5, 20.0, 16.0]}).to_csv(folder / "zz_pizza_sales.csv", index=False)
    return namespace


def test_every_frame_and_file_is_a_table_though_the_context_describes_a_dozen(tmp_path):
    namespace = staged(tmp_path)
    context = describe(namespace, "what did the pizza place take in over the year?", tmp_path)
    described = [d for d in context.data if d.note != NOT_DESCRIBED and d.columns]
    assert len(described) < 30 + 25 and "zz_pizza_sales.csv" not in {d.name for d in described}
    tables = offline.tables(namespace, context, tmp_path)
    assert {t.name for t in tables} == set(namespace) | {p.name for p in tmp_path.glob("*.csv")}
    pizza = choose_table("what did the pizza place take in over the whole year (sum of price)?", tables)
    assert pizza.name == "zz_pizza_sales.csv" and pizza.source == "zz_pizza_sales.csv"


def test_a_file_is_read_once_while_unchanged_and_again_when_it_changes(tmp_path):
    namespace = staged(tmp_path)
    context = describe(namespace, "", tmp_path)
    first = {t.name: t.frame for t in offline.tables(namespace, context, tmp_path)}
    again = {t.name: t.frame for t in offline.tables(namespace, context, tmp_path)}
    assert again["zz_pizza_sales.csv"] is first["zz_pizza_sales.csv"]
    pd.DataFrame({"pizza_name": ["Veggie"], "size": ["S"], "price": [9.0]}).to_csv(tmp_path / "zz_pizza_sales.csv",
                                                                                   index=False)
    changed = {t.name: t.frame for t in offline.tables(namespace, context, tmp_path)}
    assert changed["zz_pizza_sales.csv"]["pizza_name"].tolist() == ["Veggie"]


def test_an_unlisted_file_past_the_size_bound_is_left_unread(tmp_path, monkeypatch):
    namespace = staged(tmp_path)
    context = describe(namespace, "", tmp_path)
    listed = {d.name for d in context.data if d.kind == "file"}
    monkeypatch.setattr(offline, "MAX_UNLISTED_BYTES", 1)
    names = {t.name for t in offline.tables(namespace, context, tmp_path)}
    assert names == set(namespace) | listed


def test_unlisted_files_are_read_only_within_a_budget_in_name_order(tmp_path, monkeypatch):
    namespace = staged(tmp_path)
    context = describe(namespace, "", tmp_path)
    listed = {d.name for d in context.data if d.kind == "file"}
    unlisted = sorted(p.name for p in tmp_path.glob("*.csv") if p.name not in listed)
    first = (tmp_path / unlisted[0]).stat().st_size
    monkeypatch.setattr(offline, "UNLISTED_BUDGET_BYTES", first)
    names = {t.name for t in offline.tables(namespace, context, tmp_path)}
    assert names == set(namespace) | listed | {unlisted[0]}


def test_a_reading_rule_that_raises_leaves_the_question_to_the_planner(monkeypatch):
    import nbcopilot.analysis.question as question

    def tripped(reading):
        raise TypeError("a rule tripped on this question")
    monkeypatch.setattr(question, "candidate_operations", tripped)
    tables = [offline.Table("sales", pd.DataFrame({"price": [1.0, 2.0]}))]
    assert offline.plan("what is the total price?", tables) is None
    chosen = offline.plan("what is the total price?", tables,
                          choose=lambda prompt, schema: '{"op": "aggregate", "data": "sales", "column": "price", '
                                                        '"agg": "sum"}')
    assert chosen[0]["spec"]["op"]["op"] == "aggregate"


def test_the_unread_plan_states_nothing_that_could_be_flagged_as_unverified():
    from nbcopilot.analysis.answer import unverified
    from nbcopilot.analysis.question import Table

    tables = [Table("Stocks.csv", pd.DataFrame({"Seniority": [1, 2]})), Table("credit_apps", pd.DataFrame({"a": [1]}))]
    goal = "which marital statuses have a bad rate over 35%? (the mean Seniority for each Marital in credit_apps)"
    step, = offline.unread_plan(goal, tables)
    assert "Seniority" not in step["spec"]["say"] and "Stocks.csv" in step["spec"]["say"]
    assert unverified(step["spec"]["say"], [], [goal.split("?")[0], step["description"]]) == []
