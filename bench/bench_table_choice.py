"""Benchmark: which table a question means when it names none, among every table the bench sets register.

    python bench/bench_table_choice.py [--sets fresh10 fresh11]

For each question of the given sets that names no staged table (variable, file name or stem), the table chosen
by the words alone (`ranked` without `embed`), by meaning alone (the question against each table's name and
columns) and by both (`choose_table` with `embed`, as the copilot runs), against the table the question was
written for. Every registered table is staged, as in `bench/eval_tableqa.py` after importing all sets; files are
written to a temporary folder and read back as the harness does. Needs `pip install -e ".[bench]"`.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
import tempfile
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tableqa_questions as tq  # noqa: E402

from nbcopilot.analysis import question as q  # noqa: E402
from nbcopilot.memory.embedding import embed_texts  # noqa: E402

SETS = ("holdout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9",
        "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17",
        "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24",
        "fresh25", "fresh26", "fresh27")


def embed(texts, query):
    return embed_texts(texts, query=query)


def staged(folder: Path) -> list[q.Table]:
    tables = []
    for table in tq.TABLES.values():
        if table.where == "namespace":
            tables.append(q.Table(table.var_or_file, table.load()))
        else:
            path = folder / table.var_or_file
            path.write_text(tq.table_csv(table.name))
            tables.append(q.Table(table.var_or_file, pd.read_csv(path), table.var_or_file))
    return tables


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", default=["fresh10", "fresh11"])
    args = parser.parse_args()
    for name in SETS:  # every set registers its tables, so all are staged
        try:
            importlib.import_module(f"tableqa_{name}")
        except ImportError as error:
            print(f"(set {name} not loaded: {error})")
    with tempfile.TemporaryDirectory() as tmp:
        os.chdir(tmp)
        tables = staged(Path(tmp))
        print(f"{len(tables)} tables staged")
        for name in args.sets:
            module = importlib.import_module(f"tableqa_{name}")
            unnamed = [x for x in getattr(module, f"build_{name}")() if q._named(x.question, tables) is None]
            right = {"words": 0, "meaning": 0, "both": 0}
            for x in unnamed:
                meaning = q._meaning(x.question, tables, embed)
                right["words"] += q.ranked(x.question, tables)[0][2].name == x.var_or_file
                right["meaning"] += tables[max(range(len(tables)), key=meaning.__getitem__)].name == x.var_or_file
                right["both"] += q.choose_table(x.question, tables, embed).name == x.var_or_file
            print(f"{name}: {len(unnamed)} questions name no table; right by the words {right['words']}, "
                  f"by meaning {right['meaning']}, by both {right['both']}", flush=True)


if __name__ == "__main__":
    main()
