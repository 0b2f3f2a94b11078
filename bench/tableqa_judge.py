"""The table-QA judge and what is made of its verdicts, for bench/eval_tableqa.py.

`judge` decides whether a stated answer is right, as DataBench's databench_eval `default_compare` v4.0.0 does
(SemEval-2025 Task 8), with an order-aware mode for ranked lists; `summarise` and `print_report` turn a run's
records into figures; `results_section` and `write_results` write them into bench/RESULTS.md. Nothing here runs
a model, so the judge and the figures can be tested on made-up records (tests/bench/test_tableqa_questions.py).
"""
from __future__ import annotations

import datetime as dt
import math
import re
import statistics
import warnings
from collections import Counter
from pathlib import Path
from typing import Any

from tableqa_questions import LANGS, TYPES  # bench/ is on the path: it is where this module was found

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"
SECTION = "## Table QA (grounded analysis)"

ANCHORS = [
    ("DataBench (SemEval-2025 Task 8), best systems, large proprietary models", "86–89 %"),
    ("DataBench, best open-source systems", "70–80 %"),
    ("DataBench, organisers' baseline", "~26–33 %"),
    ("nbcopilot before grounded analysis: everyday questions on penguins/stocks", "0 of 5"),
    ("nbcopilot before grounded analysis: an independent set", "0 of 32"),
]


# -- the judge (databench_eval default_compare, v4.0.0) ----------------------------------------------

STRIP = "[]'\" "
NULLS = {"", "nan", "none", "np.nan", "null"}
TRUE = {"true", "yes", "y"}
FALSE = {"false", "no", "n"}


def _is_null(text: str) -> bool:
    return text.strip(STRIP).lower() in NULLS


def _number(value: Any) -> float | None:
    """A number from an answer: numbers as they are; text keeps only digits, '.' and '-' (as DataBench)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = float(value)
    else:
        cleaned = "".join(ch for ch in str(value) if ch.isdigit() or ch in ".-")
        try:
            number = float(cleaned)
        except ValueError:
            return None
    return number if math.isfinite(number * 100) else None  # a 400-digit "number" is no answer


def _cents(x: float) -> int:
    """trunc(x * 100), as DataBench v4.0.0 compares numbers; rounding x*100 to 6 places first keeps
    binary noise (0.29 * 100 = 28.999…, a mean of 4.259999…) from costing a cent either way."""
    return math.trunc(round(x * 100, 6))


def _date(text: str):
    with warnings.catch_warnings():  # pandas warns when it has to guess a format
        warnings.simplefilter("ignore")
        import pandas as pd

        return pd.to_datetime(text).date()


def _same_category(expected: str, got: str) -> bool:
    """Exact match, else the same date when both parse as dates."""
    if expected == got:
        return True
    try:
        return _date(expected) == _date(got)
    except (ValueError, TypeError, OverflowError):
        return False


def _items(value: Any) -> list[str]:
    """The items of a list answer: a Python list, or text like "a, b" or "['a', 'b']"."""
    if isinstance(value, (list, tuple)):
        return [str(item).strip(STRIP) for item in value]
    return [item.strip(STRIP) for item in str(value).strip().strip("[]").split(",")]


def _judge_categories(expected: list[str], got: list[str], ordered: bool) -> bool:
    if len(expected) != len(got):
        return False
    if ordered:
        return all(_same_category(e, g) for e, g in zip(expected, got))
    if set(expected) == set(got):
        return True
    try:  # DataBench: compared as dates when every item parses as one
        return {_date(e) for e in expected} == {_date(g) for g in got}
    except (ValueError, TypeError, OverflowError):
        return False


def _judge_numbers(expected: list, got: list, ordered: bool) -> bool:
    want = [_number(v) for v in expected if str(v).strip()]
    have = [_number(v) for v in got if str(v).strip()]
    if None in want or None in have or len(want) != len(have):
        return False
    want, have = [_cents(v) for v in want], [_cents(v) for v in have]
    return want == have if ordered else sorted(want) == sorted(have)


def judge(expected: Any, got: str | None, type: str, ordered: bool = False) -> bool:
    """Is the stated answer `got` right? DataBench's rules: booleans as true/yes/y or false/no/n; a
    category exactly (or as the same date); a number to two decimals, truncated; a list item by item,
    as a set (or in order when `ordered`). No answer (None, empty, "nan") is wrong."""
    if type not in TYPES:
        raise ValueError(f"unknown answer type {type!r}; one of {TYPES}")
    if got is None or _is_null(str(got)):
        return False
    got = str(got)
    if type == "boolean":
        want, have = str(expected).strip(STRIP).lower(), got.strip(STRIP).lower()
        return (want in TRUE and have in TRUE) or (want in FALSE and have in FALSE)
    if type == "category":
        return _same_category(str(expected).strip(STRIP), got.strip(STRIP))
    if type == "number":
        want, have = _number(expected), _number(got)
        return want is not None and have is not None and _cents(want) == _cents(have)
    if type == "list[category]":
        return _judge_categories(_items(expected), _items(got), ordered)
    return _judge_numbers(_items(expected) if not isinstance(expected, list) else expected,
                          _items(got), ordered)


def shown(value: Any, width: int = 60) -> str:
    """A value for the report: lists comma-joined, long text cut."""
    text = ", ".join(map(str, value)) if isinstance(value, list) else str(value)
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


# -- figures --------------------------------------------------------------------------------------

def _share(records: list[dict]) -> dict:
    right = sum(r["correct"] for r in records)
    return {"correct": right, "total": len(records), "accuracy": right / len(records) if records else 0.0}


def summarise(records: list[dict]) -> dict:
    """Accuracy overall, per answer type and per language; time, repairs, final states."""
    seconds = [r["seconds"] for r in records if r["seconds"] is not None]
    return {
        "overall": _share(records),
        "by_type": {t: _share([r for r in records if r["type"] == t]) for t in TYPES
                    if any(r["type"] == t for r in records)},
        "by_lang": {g: _share([r for r in records if r["lang"] == g]) for g in LANGS
                    if any(r["lang"] == g for r in records)},
        "median_seconds": statistics.median(seconds) if seconds else None,
        "total_seconds": sum(seconds),
        "repairs": sum(r["repairs"] for r in records),
        "errors": sum(r["error"] is not None for r in records),
        "answered": sum(r["got"] is not None for r in records),
        "invented": sum(bool(r.get("invented")) for r in records),
        "states": dict(Counter(r["state"] or "exception" for r in records)),
    }


def _pct(share: dict) -> str:
    return f"{share['correct']}/{share['total']}  {100 * share['accuracy']:.1f} %"


def print_report(summary: dict, records: list[dict], model: str) -> None:
    print(f"\nTable QA, model {model}: {len(records)} questions")
    print(f"  accuracy            {_pct(summary['overall'])}")
    for kind, figures in summary["by_type"].items():
        print(f"    {kind:17} {_pct(figures)}")
    for lang, figures in summary["by_lang"].items():
        print(f"    {lang:17} {_pct(figures)}")
    median = summary["median_seconds"]
    print(f"  median s/question   {median:.2f}" if median is not None else "  median s/question   -")
    print(f"  total repairs       {summary['repairs']}")
    print(f"  answered            {summary['answered']}/{len(records)} (a stated answer, right or wrong)")
    print(f"  invented figures    {summary['invented']} final answers state a number or name nothing computed")
    print(f"  exceptions          {summary['errors']}")
    print(f"  final states        {', '.join(f'{k} {v}' for k, v in sorted(summary['states'].items()))}")
    wrong = [r for r in records if not r["correct"]]
    if wrong:
        print(f"\nWrong ({len(wrong)}):")
        for r in wrong:
            got = r["error"] if r["error"] else r["got"]
            print(f"  {r['id']:22} {shown(r['question'], 70)}\n  {'':22} expected {shown(r['expected'])!s:30}"
                  f" got {shown(got)}")


# -- bench/RESULTS.md -----------------------------------------------------------------------------

def results_section(summary: dict, records: list[dict], model: str, command: str, corpus_size: int) -> str:
    """The markdown section for bench/RESULTS.md."""
    when = dt.datetime.now().strftime("%Y-%m-%d %H:%M")
    tables = sorted({r["table"] for r in records})
    subset = "" if len(records) == corpus_size else f" (a subset: {len(records)} of the {corpus_size} questions)"
    lines = [
        SECTION, "",
        f"Written by `{command}` on {when}, model `{model}`{subset}. Questions over {len(tables)} public tables "
        f"({', '.join(tables)}; penguins from palmerpenguins, the rest from vega_datasets), answers computed by "
        "pandas (bench/tableqa_questions.py). Each task is driven as an analyst who approves every review; the "
        "stated answer (`task.result.answer`) is judged as DataBench's `default_compare` v4.0.0 judges "
        "(numbers truncated to 2 decimals, lists as sets, ranked lists in order).", "",
        "| | correct | accuracy |", "|---|---|---|",
        f"| **all** | {summary['overall']['correct']} / {summary['overall']['total']} | "
        f"**{100 * summary['overall']['accuracy']:.1f} %** |",
    ]
    for label, figures in [*summary["by_type"].items(), *summary["by_lang"].items()]:
        lines.append(f"| {label} | {figures['correct']} / {figures['total']} | {100 * figures['accuracy']:.1f} % |")
    median = summary["median_seconds"]
    lines += [
        "",
        f"Median {median:.1f} s per question ({summary['total_seconds'] / 60:.1f} min in all); "
        f"{summary['repairs']} automatic repairs; {summary['answered']} questions got a stated answer; "
        f"{summary['errors']} exceptions; final states: "
        f"{', '.join(f'{k} {v}' for k, v in sorted(summary['states'].items()))}.", "",
        "Anchors (other systems and earlier runs, not measured here):", "",
        "| system | accuracy |", "|---|---|",
        *[f"| {name} | {figure} |" for name, figure in ANCHORS],
    ]
    wrong = [r for r in records if not r["correct"]]
    if wrong:
        lines += ["", f"<details><summary>Wrong answers ({len(wrong)})</summary>", "",
                  "| id | question | expected | got |", "|---|---|---|---|"]
        for r in wrong:
            got = f"({r['error'].split(':')[0]})" if r["error"] else (r["got"] if r["got"] is not None else "—")
            cells = [r["id"], shown(r["question"], 90), shown(r["expected"]), shown(got)]
            lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
        lines += ["", "</details>"]
    return "\n".join(lines) + "\n"


def write_results(section: str, path: Path = RESULTS) -> None:
    """Replace the section in RESULTS.md (up to the next "## " heading), or append it; the rest stays."""
    text = path.read_text(encoding="utf-8") if path.exists() else "# nbcopilot benchmarks\n"
    pattern = re.compile(rf"^{re.escape(SECTION)}\n.*?(?=^## |\Z)", re.M | re.S)
    if pattern.search(text):
        text = pattern.sub(lambda _: section + "\n", text, count=1)
    else:
        text = text.rstrip("\n") + "\n\n" + section
    path.write_text(text.rstrip("\n") + "\n", encoding="utf-8")
