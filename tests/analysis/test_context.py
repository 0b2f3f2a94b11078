"""The notebook context: what the models are told about the analyst's data, bounded and secret-free."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pandas as pd
import pytest
from palmerpenguins import load_penguins

from nbcopilot.analysis import context as ctxmod
from nbcopilot.analysis.context import NOT_DESCRIBED, NotebookContext, describe, resolve_goal


def test_penguins_columns_dtypes_nulls_and_samples(tmp_path):
    ctx = describe({"penguins": load_penguins()}, "average body mass of penguins by species", tmp_path)
    info = ctx.find("penguins")
    assert info.kind == "dataframe" and info.shape == (344, 8) and info.note == ""
    cols = {c.name: c for c in info.columns}
    assert cols["body_mass_g"].dtype == "float64" and cols["body_mass_g"].nulls == 2
    assert cols["body_mass_g"].samples == ("3750.0", "3800.0", "3250.0", "3450.0", "3650.0")
    assert cols["species"].distinct == 3 and set(cols["species"].samples) == {"Adelie", "Gentoo", "Chinstrap"}
    assert cols["sex"].nulls == 11 and cols["year"].dtype == "int64"
    assert ctx.mentioned == ("penguins",) and ctx.missing == ()
    text = ctx.render()
    assert "- body_mass_g (float64, 2 nulls, 94 distinct): 3750.0, 3800.0, 3250.0, 3450.0, 3650.0" in text
    assert "data, not instructions" in text
    assert ctx.summary() == "Data: penguins (DataFrame, 344 × 8)"


def test_dates_categories_long_strings_and_unhashable_values(tmp_path):
    df = pd.DataFrame({
        "day": pd.to_datetime(["2021-03-01", "2021-03-02", None]),
        "at": pd.to_datetime(["2021-03-01 12:30", "2021-03-01 12:30", "2021-03-02 08:00"]),
        "grade": pd.Categorical(["a", "b", "a"]),
        "text": ["x" * 100, "line one\nline two", None],
        "tags": [["a"], ["b"], ["a"]],
    })
    cols = {c.name: c for c in describe({"df": df}, folder=tmp_path).data[0].columns}
    assert cols["day"].samples == ("2021-03-01", "2021-03-02") and cols["day"].nulls == 1
    assert cols["at"].samples[0] == "2021-03-01T12:30:00" and cols["at"].distinct == 2
    assert cols["grade"].dtype == "category" and cols["grade"].samples == ("a", "b")
    assert all(len(s) <= 40 for s in cols["text"].samples) and cols["text"].samples[1] == "line one line two"
    assert cols["tags"].distinct == 2


def test_series_and_other_variables(tmp_path):
    import math as a_module

    ns = {"prices": pd.Series([1.5, None, 2.5]), "threshold": 3, "names": ["a"], "ratio": 0.5, "flag": True,
          "In": [""], "Out": {}, "_hidden": 1, "exit": None, "mod": a_module, "fn": len, "cls": dict}
    ctx = describe(ns, folder=tmp_path)
    series = ctx.find("prices")
    assert series.kind == "series" and series.shape == (3, 1) and series.columns[0].nulls == 1
    assert ctx.variables == (("flag", "bool"), ("names", "list"), ("ratio", "float"), ("threshold", "int"))
    many = describe({f"v{i:02}": i for i in range(50)}, folder=tmp_path)
    assert len(many.variables) == ctxmod.MAX_VARIABLES


def test_goal_names_resolve_to_variables_files_stems_and_braces(tmp_path):
    (tmp_path / "data").mkdir()
    load_penguins().to_csv(tmp_path / "penguins.csv", index=False)
    pd.DataFrame({"amount": [1, 2]}).to_csv(tmp_path / "data" / "sales.csv", index=False)
    pd.DataFrame({"x": [1]}).to_csv(tmp_path / "other.csv", index=False)
    ns = {"df": pd.DataFrame({"a": [1]}), "zeta": pd.DataFrame({"b": [2]}), "alpha": pd.DataFrame({"c": [3]})}

    ctx = describe(ns, "join {df} with sales.csv, then compare with penguins", tmp_path)
    assert ctx.mentioned == ("df", "data/sales.csv", "penguins.csv") and ctx.missing == ()
    assert [d.name for d in ctx.data] == ["df", "data/sales.csv", "penguins.csv", "alpha", "zeta", "other.csv"]
    assert ctx.find("sales.csv").path == str(tmp_path / "data" / "sales.csv")
    assert ctx.find("penguins").shape == (344, 8)
    assert ctx.find("DF").name == "df"

    assert describe(ns, "统计penguins的平均体重", tmp_path).mentioned == ("penguins.csv",)
    assert describe(ns, "use `zeta` and data/sales.csv", tmp_path).mentioned == ("zeta", "data/sales.csv")
    assert describe(ns, f"read {tmp_path / 'other.csv'}", tmp_path).mentioned == ("other.csv",)


def test_a_variable_wins_over_a_file_stem(tmp_path):
    pd.DataFrame({"x": [1]}).to_csv(tmp_path / "penguins.csv", index=False)
    ctx = describe({"penguins": load_penguins()}, "mean of penguins", tmp_path)
    assert ctx.mentioned == ("penguins",)
    assert ctx.find("penguins").kind == "dataframe" and ctx.find("penguins.csv").kind == "file"


def test_missing_files_and_undefined_names_are_reported(tmp_path):
    ns = {"df": load_penguins(), "limit": 3}
    ctx = describe(ns, "merge sales.csv and data/q3.parquet into {df} and {orders}, by `customers`, "
                       "using {limit}, on `species`", tmp_path)
    assert ctx.missing == ("sales.csv", "data/q3.parquet", "orders", "customers")
    assert describe(ns, "download https://example.org/data/x.csv", tmp_path).missing == ()
    assert ctx.mentioned == ("df",)
    assert "Not found (named in the goal, defined nowhere): sales.csv, data/q3.parquet, orders, customers" in ctx.render()
    assert "not found: sales.csv" in ctx.summary()


SECRET_NAMES = ["OPENAI_API_KEY", "db_password", "token", "my_secret", "authToken", "aws_credentials", "apikey",
                "gh_pat_key"]
SECRET_VALUES = ["sk-proj-abcdefghijklmnop1234", "ghp_abcdefghijklmnopqrstuvwxyz0123456789",
                 "xoxb-123456789012-abcdefghijkl", "9f8e7d6c5b4a39281706f5e4d3c2b1a0a9b8c7d6"]


def test_secrets_never_appear_in_render_or_json(tmp_path):
    ns = {name: "hunter2-value" for name in SECRET_NAMES}
    ns |= {f"innocent_{i}": value for i, value in enumerate(SECRET_VALUES)}
    ns["monkey"] = 1
    ns["passwords"] = pd.DataFrame({"user": ["ann"], "pw": ["hunter2-value"]})
    ns["accounts"] = pd.DataFrame({"user": ["ann", "bob", "cy", "di"], "note": SECRET_VALUES,
                                   "password": ["hunter2-value"] * 4,
                                   "said": ["my key is sk-abcdefghijklmnopqrstu", "ok", "fine", "good"]})
    ctx = describe(ns, "check {accounts} and {OPENAI_API_KEY}", tmp_path)
    dumped = json.dumps(ctx.to_json()) + ctx.render() + ctx.summary()
    for secret in SECRET_NAMES + SECRET_VALUES + ["hunter2", "sk-abcdefghijklmnopqrstu", "innocent_", "passwords"]:
        assert secret not in dumped
    assert ctx.variables == (("monkey", "int"),)
    cols = {c.name: c for c in ctx.find("accounts").columns}
    assert cols["note"].samples == ("…",) * 4 and cols["password"].samples == ()
    assert cols["user"].samples == ("ann", "bob", "cy", "di") and "OPENAI_API_KEY" not in ctx.missing


def test_ordinary_values_are_not_taken_for_secrets(tmp_path):
    ns = {"keyboard": "qwerty", "monkey": 2, "author": "Ann", "path": "/home/ann/projects/penguins/data/raw",
          "col": "customer_lifetime_value_in_dollars_2020"}
    assert [n for n, _ in describe(ns, folder=tmp_path).variables] == ["author", "col", "keyboard", "monkey", "path"]


def test_render_stays_within_budget_with_200_frames_of_50_columns(tmp_path):
    rng = np.random.default_rng(0)
    ns = {f"frame_{i:03}": pd.DataFrame(rng.random((20, 50)), columns=[f"column_{j}" for j in range(50)])
          for i in range(200)}
    ctx = describe(ns, "look at frame_150", tmp_path)
    assert ctx.data[0].name == "frame_150" and len(ctx.data) == ctxmod.MAX_LISTED
    assert sum(d.note != NOT_DESCRIBED for d in ctx.data) == 12
    for budget in (3000, 1000, 300, 80, 1, 0):
        assert len(ctx.render(budget)) <= budget
    text = ctx.render(3000)
    assert text.startswith("The analyst's data") and "frame_150 (DataFrame, 20 rows × 50 columns)" in text
    assert "Other data, not described: " in text and "more" in text
    big = ctx.render(100_000)
    assert "- … 20 more columns" in big and len(big) < 100_000
    assert len(json.dumps(ctx.to_json())) < 1_000_000


def test_budget_drops_samples_then_columns_then_frames(tmp_path):
    ctx = describe({"penguins": load_penguins(), "other": pd.DataFrame({"x": [1, 2]})}, "penguins", tmp_path)
    full, no_samples = ctx.render(), ctx.render(600)
    assert "Adelie" in full and "Adelie" not in no_samples and "- body_mass_g (float64" in no_samples
    assert "- columns: species, island" in ctx.render(450)
    tiny = ctx.render(200)
    assert len(tiny) <= 200 and "Other data, not described: " in tiny


def test_many_files_are_bounded(tmp_path):
    for i in range(40):
        pd.DataFrame({f"c{j}": range(3) for j in range(40)}).to_csv(tmp_path / f"f{i:02}.csv", index=False)
    ctx = describe({}, "", tmp_path)
    assert len(ctx.data) == ctxmod.MAX_FILES and sum(d.note != NOT_DESCRIBED for d in ctx.data) == 12
    assert len(ctx.render(2000)) <= 2000 and "f00.csv (file, 3 rows × 40 columns)" in ctx.render(2000)


def test_a_huge_csv_is_read_partly_and_not_counted(tmp_path, monkeypatch):
    path = tmp_path / "huge.csv"
    pd.DataFrame({"a": range(500), "b": [None] * 10 + list(range(490))}).to_csv(path, index=False)
    monkeypatch.setattr(ctxmod, "ROWS_READ", 100)
    ctx = describe({}, "", tmp_path)
    info = ctx.find("huge")
    assert info.shape == (500, 2) and info.note == "first 100 rows read"
    monkeypatch.setattr(ctxmod, "COUNT_ROWS_MAX_BYTES", 1000)
    info = describe({}, "", tmp_path).find("huge.csv")
    assert info.shape is None and info.note == "first 100 rows read"
    assert info.columns[1].nulls == 10 and info.columns[0].distinct == 100  # of the rows read, not the file


def test_a_big_frame_is_summarised_from_a_sample(tmp_path, monkeypatch):
    monkeypatch.setattr(ctxmod, "SAMPLE_ABOVE_ROWS", 1_000)
    monkeypatch.setattr(ctxmod, "SAMPLE_ROWS", 100)
    df = pd.DataFrame({"x": range(5_000), "y": [None, 1.0] * 2_500})
    info = describe({"big": df}, folder=tmp_path).data[0]
    assert info.shape == (5_000, 2) and "evenly spaced rows of 5,000" in info.note
    assert info.columns[0].distinct == 100 and info.columns[1].nulls == 100


def test_unreadable_files_give_a_note_and_never_raise(tmp_path, monkeypatch):
    (tmp_path / "x.parquet").write_bytes(os.urandom(256))
    (tmp_path / "empty.csv").write_bytes(b"")
    (tmp_path / "cut.json").write_text('[{"a": 1}, {"a"')
    (tmp_path / "sheet.xlsx").write_bytes(b"not a workbook")
    (tmp_path / "big.json").write_text(json.dumps([{"a": i} for i in range(100)]))
    monkeypatch.setattr(ctxmod, "JSON_MAX_BYTES", 100)
    ctx = describe({}, "x.parquet", tmp_path)
    assert len(ctx.data) == 5
    for info in ctx.data:
        assert info.columns == () and info.note.startswith("could not read: ") and "\n" not in info.note
    assert "larger than" in ctx.find("big.json").note
    try:
        import openpyxl  # noqa: F401
    except ImportError:
        assert ctx.find("sheet.xlsx").note == "could not read: install openpyxl to read Excel files"
    assert "x.parquet (file) [could not read" in ctx.render()


def test_other_formats_are_read(tmp_path):
    import duckdb

    frame = pd.DataFrame({"id": [1, 2, 3], "name": ["a", "b", None]})
    frame.to_csv(tmp_path / "t.tsv", sep="\t", index=False)
    frame.to_csv(tmp_path / "semi.csv", sep=";", index=False)
    frame.to_json(tmp_path / "j.json", orient="records")
    frame.to_json(tmp_path / "l.jsonl", orient="records", lines=True)
    duckdb.sql(f"COPY (SELECT range AS id FROM range(5000)) TO '{tmp_path / 'p.parquet'}'")
    ctx = describe({}, "", tmp_path)
    for name in ("t.tsv", "semi.csv", "j.json", "l.jsonl"):
        info = ctx.find(name)
        assert info.shape == (3, 2) and [c.name for c in info.columns] == ["id", "name"], name
        assert info.columns[1].nulls == 1
    parquet = ctx.find("p.parquet")
    assert parquet.shape == (5000, 1) and parquet.note == "first 2,000 rows read"


def test_max_data_describes_the_first_items_and_lists_the_rest(tmp_path):
    ns = {f"t{i:02}": pd.DataFrame({"x": [i]}) for i in range(15)}
    ctx = describe(ns, "t14", tmp_path, max_data=3, samples=1)
    assert [d.name for d in ctx.data[:3]] == ["t14", "t00", "t01"]
    assert all(d.columns for d in ctx.data[:3]) and all(d.note == NOT_DESCRIBED for d in ctx.data[3:])
    assert "Other data, not described: t02, t03" in ctx.render()
    assert ctx.data[3].shape == (1, 1)


def test_json_round_trip(tmp_path):
    load_penguins().head(20).to_csv(tmp_path / "p.csv", index=False)
    (tmp_path / "bad.parquet").write_bytes(b"junk")
    ns = {"df": pd.DataFrame({"d": pd.to_datetime(["2020-01-01"]), "n": np.array([1], dtype=np.int32)}),
          "s": pd.Series([1, 2]), "k": 3}
    ctx = describe(ns, "{df} and {nope} with p.csv", tmp_path)
    again = NotebookContext.from_json(json.loads(json.dumps(ctx.to_json())))
    assert again == ctx and again.render() == ctx.render()


def test_empty_context():
    ctx = describe({}, "what is 2 + 2", "/nonexistent/folder")
    assert ctx.summary() == "No data found in the notebook or the folder."
    assert "No data found in the notebook or the folder." in ctx.render()
    assert ctx.find("anything") is None


def test_resolve_goal():
    ns = {"df": pd.DataFrame(), "n": 3}
    assert resolve_goal("mean of {df} above {n}, not {x}", ns) == "mean of df above n, not {x}"
    assert resolve_goal("统计{df}的平均", ns) == "统计df的平均"


def test_importing_the_module_does_not_import_pandas():
    code = "import sys, nbcopilot.analysis.context; print('pandas' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


@pytest.mark.parametrize("text, secret", [("sk-abcdefghijklmnopqrstu", True), ("AKIAABCDEFGHIJKLMNOP", True),
                                          ("skateboarding_competition_x", False), ("hello world", False),
                                          ("a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8", True)])
def test_key_shaped_values(text, secret):
    assert ctxmod._looks_secret(text) is secret


def test_the_goals_data_keep_their_detail_longest(tmp_path):
    ns = {f"frame_{i:03}": pd.DataFrame({f"column_{j}": [i, j] for j in range(50)}) for i in range(30)}
    text = describe(ns, "plot frame_020", tmp_path).render(4000)
    assert len(text) <= 4000 and text.index("frame_020 (DataFrame") < text.index("frame_000 (DataFrame")
    assert "- column_0 (int64, 0 nulls, 2 distinct)" in text and "- columns: column_0, column_1" in text
