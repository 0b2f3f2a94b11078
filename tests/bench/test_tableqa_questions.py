"""The table-QA corpus (bench/tableqa_questions.py), its judge (bench/tableqa_judge.py) and the runner's question
selection (bench/eval_tableqa.py)."""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from eval_tableqa import select, stage  # noqa: E402
from tableqa_judge import judge, results_section, summarise, write_results  # noqa: E402
from tableqa_questions import (LANGS, TABLES, TYPES, Tied, build_corpus, label_of_extreme,  # noqa: E402
                               table_csv, table_frame, top_labels)

CORPUS = build_corpus()


# -- the corpus -----------------------------------------------------------------------------------

def test_corpus_size_and_spread():
    assert len(CORPUS) >= 72
    assert len({q.id for q in CORPUS}) == len(CORPUS), "ids are unique"
    assert len({q.table for q in CORPUS}) >= 5
    assert set(Counter(q.type for q in CORPUS)) == set(TYPES), "every answer type is asked"
    assert {q.where for q in CORPUS} == {"namespace", "file"}
    assert sum(q.lang == "zh" for q in CORPUS) / len(CORPUS) >= 0.25


@pytest.mark.parametrize("question", CORPUS, ids=lambda q: q.id)
def test_each_question_is_well_formed(question):
    assert question.lang in LANGS and question.type in TYPES
    table = TABLES[question.table]
    assert (question.where, question.var_or_file) == (table.where, table.var_or_file)
    name = Path(question.var_or_file).stem if question.where == "file" else question.var_or_file
    assert question.var_or_file in question.question or name in question.question, "the question names its data"
    if question.lang == "zh":
        assert any("\u4e00" <= ch <= "\u9fff" for ch in question.question)
    if question.ordered:
        assert question.type.startswith("list[")


@pytest.mark.parametrize("question", CORPUS, ids=lambda q: q.id)
def test_each_answer_is_a_non_null_value_of_its_type(question):
    answer = question.answer
    number = lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and v == v  # noqa: E731
    if question.type == "number":
        assert number(answer)
    elif question.type == "boolean":
        assert isinstance(answer, bool)
    elif question.type == "category":
        assert isinstance(answer, str) and answer.strip()
    else:
        assert isinstance(answer, list) and answer
        check = number if question.type == "list[number]" else (lambda v: isinstance(v, str) and "," not in v)
        assert all(check(v) for v in answer)
    # the judge accepts the answer stated the way a copilot would state it
    stated = ", ".join(map(str, answer)) if isinstance(answer, list) else str(answer)
    assert judge(answer, stated, question.type, question.ordered)


def test_both_kinds_of_chinese_phrasing():
    """Some Chinese questions write a column or value in Latin letters, others only Chinese words."""
    zh = [q.question.replace(q.var_or_file, "") for q in CORPUS if q.lang == "zh"]
    latin = [t for t in zh if any(c.isascii() and c.isalpha() for c in t)]
    assert len(latin) >= 5 and len(zh) - len(latin) >= 5


def test_file_tables_read_back_as_the_answers_assume():
    for name, table in TABLES.items():
        frame = table_frame(name)
        assert len(frame) > 0
        if table.where == "file":
            assert table_csv(name).splitlines()[0].split(",") == list(frame.columns)


def test_staging_puts_every_table_the_set_s_tables_or_the_question_s_own_in_the_notebook(tmp_path):
    question = CORPUS[0]
    others = [name for name in TABLES if name != question.table]
    among = [question.table, next(n for n in others if TABLES[n].where != TABLES[question.table].where)]

    def staged(folder, **how):
        folder.mkdir()
        namespace: dict = {}
        stage(question, folder, namespace, **how)
        return {k for k in namespace if k not in ("pd", "np")} | {p.name for p in folder.iterdir()}

    every = staged(tmp_path / "every", alone=False)
    assert every == {t.var_or_file for t in TABLES.values()}
    assert staged(tmp_path / "own", alone=False, among=among) == {TABLES[n].var_or_file for n in among}
    assert staged(tmp_path / "alone", alone=True, among=among) == {TABLES[question.table].var_or_file}


def test_tie_helpers_refuse_ties():
    import pandas as pd

    with pytest.raises(Tied):
        label_of_extreme(pd.Series([3, 1, 3], index=list("abc")))
    with pytest.raises(Tied):
        top_labels(pd.Series([5, 4, 4, 1], index=list("abcd")), 2)
    assert top_labels(pd.Series([5, 4, 3], index=list("abc")), 2) == ["a", "b"]


# -- the judge ------------------------------------------------------------------------------------

@pytest.mark.parametrize("expected, got, type, ordered, ok", [
    (2.345, "2.34", "number", False, True),             # truncated, not rounded
    (2.345, "2.35", "number", False, False),
    (2.345, "2.345", "number", False, True),
    (4201.754385964912, "4201.75 g", "number", False, True),
    (856666, "856,666", "number", False, True),
    (0.29, "0.29", "number", False, True),               # 0.29*100 = 28.999… must not cost a cent
    (4.259999999999999, "4.26", "number", False, True),
    (-7.1, "-7.1", "number", False, True),
    (344, "345", "number", False, False),
    (344, "many", "number", False, False),
    (344, "9" * 400, "number", False, False),
    (344, "1.2.3", "number", False, False),
    (True, "Yes", "boolean", False, True),
    (True, "true", "boolean", False, True),
    (True, "['True']", "boolean", False, True),
    (False, "no", "boolean", False, True),
    (False, "N", "boolean", False, True),
    (True, "False", "boolean", False, False),
    (True, "maybe", "boolean", False, False),
    ("Gentoo", "Gentoo", "category", False, True),
    ("Gentoo", " 'Gentoo' ", "category", False, True),
    ("Gentoo", "gentoo", "category", False, False),      # exact, as DataBench
    ("Gentoo", "Adelie", "category", False, False),
    ("2009-03-01", "2009-03", "category", False, True),  # compared as dates
    ("2009-03-01", "March 2009", "category", False, True),
    ("2009-03-01", "2009-04-01", "category", False, False),
    (["Adelie", "Gentoo"], "Gentoo, Adelie", "list[category]", False, True),
    (["Adelie", "Gentoo"], "['Adelie', 'Gentoo']", "list[category]", False, True),
    (["Adelie", "Gentoo"], "Adelie", "list[category]", False, False),
    (["Adelie", "Gentoo"], "Adelie, Gentoo, Chinstrap", "list[category]", False, False),
    (["AK", "TX", "CA"], "AK, TX, CA", "list[category]", True, True),
    (["AK", "TX", "CA"], "TX, AK, CA", "list[category]", True, False),  # a ranking keeps its order
    (["AK", "TX", "CA"], "TX, AK, CA", "list[category]", False, True),
    ([168, 124, 52], "52, 124, 168", "list[number]", False, True),
    ([168, 124, 52], "[168, 124]", "list[number]", False, False),
    ([35.6, 35.0, 34.4], "35.6, 35.0, 34.4", "list[number]", True, True),
    ([35.6, 35.0, 34.4], "34.4, 35.0, 35.6", "list[number]", True, False),
    ([1.4620000000000002, 4.26], "1.462, 4.26", "list[number]", False, True),
])
def test_judge(expected, got, type, ordered, ok):
    assert judge(expected, got, type, ordered) is ok


@pytest.mark.parametrize("got", [None, "", "  ", "nan", "None", "[]"])
def test_no_answer_is_wrong(got):
    for expected, type in [(1, "number"), (True, "boolean"), ("x", "category"), (["x"], "list[category]")]:
        assert judge(expected, got, type) is False


def test_unknown_type_is_refused():
    with pytest.raises(ValueError):
        judge(1, "1", "table")


# -- the report -----------------------------------------------------------------------------------

def _records():
    questions = select(CORPUS, None, None, 4)
    return [{"id": q.id, "lang": q.lang, "type": q.type, "table": q.table, "question": q.question,
             "expected": q.answer, "got": "x" if i else None, "correct": i == 1, "seconds": 1.0 + i,
             "state": "done", "moves": 2, "repairs": i, "error": None} for i, q in enumerate(questions)]


def test_summary_figures():
    summary = summarise(_records())
    assert summary["overall"] == {"correct": 1, "total": 4, "accuracy": 0.25}
    assert summary["median_seconds"] == 2.5 and summary["repairs"] == 6 and summary["answered"] == 3


def test_results_section_replaces_only_its_own_section(tmp_path):
    path = tmp_path / "RESULTS.md"
    path.write_text("# bench\n\n## 1. Load\n\nkeep me\n\n## Table QA (grounded analysis)\n\nold\n\n## 2. Next\n\nme too\n")
    section = results_section(summarise(_records()), _records(), "scripted", "python bench/eval_tableqa.py", 99)
    write_results(section, path)
    text = path.read_text()
    assert "old" not in text and "keep me" in text and "me too" in text
    assert text.count("## Table QA (grounded analysis)") == 1 and "86–89 %" in text and "0 of 32" in text
    assert text.index("## 1. Load") < text.index("## Table QA") < text.index("## 2. Next")
    write_results(section, path)  # idempotent
    assert path.read_text() == text
