"""Benchmark: which table a question means when it names none, among every table the evaluation stages.

    python bench/bench_table_choice.py [--sets fresh67 fresh68] [--misses]

For each question of the given sets that names no staged table (variable, file name or stem), the table chosen
by the words alone (`ranked` without `embed`), by meaning alone (the question against each table's name and
columns) and by both (`choose_table` with `embed`, as the copilot runs), against the table the question was
written for. The tables are staged exactly as `bench/eval_tableqa.py --set NAME` stages them (every table
registered once the set is loaded: frames in a namespace, files in a temporary folder) and read back the way the
offline route reads them, so a table's name here is the name the copilot ranks. `--misses` prints each question
chosen wrong with the table taken. Needs `pip install -e ".[bench]"`.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import eval_tableqa  # noqa: E402

from nbcopilot.analysis import offline  # noqa: E402
from nbcopilot.analysis import question as q  # noqa: E402
from nbcopilot.memory.embedding import embed_texts  # noqa: E402


def embed(texts, query):
    return embed_texts(texts, query=query)


def measure(name: str, misses: bool) -> None:
    questions = eval_tableqa.other_set(name)  # loading the set registers its tables, as the evaluation does
    home = os.getcwd()
    with tempfile.TemporaryDirectory(prefix="table-choice-") as folder:
        namespace: dict = {}
        try:
            os.chdir(folder)
            eval_tableqa.stage(questions[0], Path(folder), namespace, alone=False)
            tables = offline.tables(namespace, None, folder)
            unnamed = [x for x in questions if q._named(x.question, tables) is None]
            right = {"words": 0, "meaning": 0, "both": 0}
            for x in unnamed:
                meaning = q._meaning(x.question, tables, embed)
                right["words"] += q.ranked(x.question, tables)[0][2].name == x.var_or_file
                right["meaning"] += tables[max(range(len(tables)), key=meaning.__getitem__)].name == x.var_or_file
                chosen = q.choose_table(x.question, tables, embed).name
                right["both"] += chosen == x.var_or_file
                if misses and chosen != x.var_or_file:
                    print(f"  {x.id}: {x.question!r} → {chosen} (wrote for {x.var_or_file})")
        finally:
            os.chdir(home)
    print(f"{name}: {len(tables)} tables staged, {len(unnamed)} questions name no table; right by the words "
          f"{right['words']}, by meaning {right['meaning']}, by both {right['both']}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", default=["fresh67", "fresh68"])
    parser.add_argument("--misses", action="store_true", help="print each question whose table is chosen wrong")
    args = parser.parse_args()
    for name in args.sets:
        measure(name, args.misses)


if __name__ == "__main__":
    main()
