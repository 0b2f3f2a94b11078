"""Long-term memory on a real DuckDB file with the real embedding model and real LlamaIndex retrievers."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from nbcopilot.errors import BadInput
from nbcopilot.memory.index import Memory, MemoryHit, tokenize
from nbcopilot.store.duckdb_store import DuckDBStore
from harness.store_sql import rows

REPO = Path(__file__).resolve().parents[2]

TASKS = {
    "t-weekly": "Build the weekly sales report for the EMEA team",
    "t-dedupe": "清洗客户数据并找出重复记录",
    "t-churn": "Train a churn model on the subscription data",
    "t-plots": "Plot monthly revenue by region for the finance dashboard",
    "t-survey": "分析用户满意度调查问卷的结果",
}
STEPS = {
    "t-weekly": ["Load sales.csv and filter rows where region == 'EMEA'", "Group revenue by ISO week"],
    "t-dedupe": ["读取 customers.xlsx 并统一手机号格式", "按姓名和手机号查找重复客户"],
    "t-churn": ["Split subscribers into train and test sets", "Fit a gradient boosting classifier"],
    "t-plots": ["Aggregate revenue per month and region", "Draw a grouped bar chart"],
    "t-survey": ["统计每个问题的平均分", "找出满意度最低的三个方面"],
}


def open_store(path: Path) -> DuckDBStore:
    """The store over a real DuckDB file, as the engine passes it."""
    return DuckDBStore(path)


@pytest.fixture
def store(tmp_path):
    return open_store(tmp_path / "copilot.duckdb")


def remember_tasks(memory: Memory) -> None:
    records = []
    for task_id, goal in TASKS.items():
        records.append(dict(kind="goal", text=goal, task_id=task_id))
        records += [dict(kind="step", text=text, task_id=task_id, step=step) for step, text in enumerate(STEPS[task_id])]
    memory.add_many(records)


def test_resume_by_meaning_in_english_and_chinese(store):
    memory = Memory(store)
    remember_tasks(memory)

    for words, task_id in [
        ("where were we with the weekly report?", "t-weekly"),
        ("客户数据清洗做到哪了", "t-dedupe"),
        ("the churn prediction model", "t-churn"),
        ("那个满意度调查", "t-survey"),
        ("revenue charts for finance", "t-plots"),
    ]:
        found = memory.find_tasks(words)
        assert found, words
        assert found[0][0] == task_id, (words, found)
        if len(found) > 1:  # the right task is clearly ahead, so resume needs no choice
            assert found[0][1] - found[1][1] > 0.05, (words, found)


def test_words_that_fit_two_tasks_equally_return_both_close_together(store):
    memory = Memory(store)
    memory.add_many([dict(kind="goal", text="Build the weekly sales report for the EMEA team", task_id="t-emea"),
                     dict(kind="goal", text="Build the weekly sales report for the APAC team", task_id="t-apac"),
                     dict(kind="goal", text="Train a churn model on the subscription data", task_id="t-churn")])
    found = memory.find_tasks("the weekly sales report")
    assert {task for task, _ in found[:2]} == {"t-emea", "t-apac"}
    assert found[0][1] - found[1][1] < 0.02  # too close to choose: the engine asks the analyst
    assert memory.find_tasks("the weekly sales report for APAC")[0][0] == "t-apac"


def test_words_that_match_no_task_find_nothing(store):
    memory = Memory(store)
    remember_tasks(memory)
    assert memory.find_tasks("banana bread recipe with walnuts") == []
    assert memory.find_tasks("   ") == []


def test_resume_across_processes(store, tmp_path):
    memory = Memory(store)
    memory.add("goal", "Translate the product catalogue into German", task_id="t-local")
    assert memory.find_tasks("where were we with the weekly report?") == []  # mirror loaded before the write

    writer = textwrap.dedent(f"""
        from nbcopilot.memory.index import Memory
        from nbcopilot.store.duckdb_store import DuckDBStore
        memory = Memory(DuckDBStore({str(tmp_path / "copilot.duckdb")!r}))
        memory.add("goal", {TASKS["t-weekly"]!r}, task_id="t-weekly")
        memory.add("goal", {TASKS["t-dedupe"]!r}, task_id="t-dedupe")
        memory.add("step", "按姓名和手机号查找重复客户", task_id="t-dedupe", step=1)
    """)
    subprocess.run([sys.executable, "-c", writer], cwd=REPO, check=True, timeout=120)

    assert memory.find_tasks("where were we with the weekly report?")[0][0] == "t-weekly"
    assert memory.find_tasks("客户数据清洗做到哪了")[0][0] == "t-dedupe"
    assert memory.count() == 4
    # a Memory born in this process after the write sees the same thing
    assert Memory(store).find_tasks("客户数据清洗做到哪了")[0][0] == "t-dedupe"


def test_lessons_come_back_for_a_similar_goal_and_not_for_an_unrelated_one(store):
    memory = Memory(store)
    remember_tasks(memory)
    memory.add("lesson", "In the weekly sales report amounts are in EUR, not USD, and weeks start on Monday.",
               task_id="t-weekly", step=1, meta={"correction": "c-1"})
    memory.add("lesson", "清洗客户数据时，手机号要先去掉空格和国家代码再判断重复。", task_id="t-dedupe", step=0)
    memory.add("lesson", "For churn models leave out customers who joined in the last 30 days.", task_id="t-churn")

    weekly = memory.lessons_for("Prepare this week's sales report for EMEA")
    assert weekly and "EUR" in weekly[0].text
    assert weekly[0].meta == {"correction": "c-1"}
    dedupe = memory.lessons_for("找出客户表里的重复记录")
    assert dedupe and "手机号" in dedupe[0].text
    churn = memory.lessons_for("Build a churn model for the new subscribers")
    assert churn and "30 days" in churn[0].text

    for unrelated in ("Write a haiku about autumn leaves", "Resize the product photos to 512 pixels", "今天天气怎么样"):
        assert memory.lessons_for(unrelated) == [], unrelated
    # the task's own lessons can be left out
    assert all(h.task_id != "t-weekly" for h in memory.lessons_for(TASKS["t-weekly"], exclude_task="t-weekly"))


def test_metadata_filters(store):
    memory = Memory(store)
    remember_tasks(memory)
    memory.add("feedback", "The weekly numbers look wrong for Germany", task_id="t-weekly", step=1)

    only_goals = memory.search("weekly sales revenue", k=10, kinds=["goal"])
    assert only_goals and {h.kind for h in only_goals} == {"goal"}
    in_task = memory.search("weekly sales revenue", k=10, task_id="t-weekly")
    assert {h.task_id for h in in_task} == {"t-weekly"} and len(in_task) == 4
    elsewhere = memory.search("weekly sales revenue", k=10, exclude_task="t-weekly")
    assert elsewhere and "t-weekly" not in {h.task_id for h in elsewhere}
    feedback = memory.search("Germany", kinds=("feedback",), task_id="t-weekly")
    assert [(h.kind, h.step) for h in feedback] == [("feedback", 1)]
    assert memory.search("Germany", kinds=("lesson",)) == []
    with pytest.raises(BadInput):
        memory.search("x", kinds=["opinion"])
    with pytest.raises(BadInput):
        memory.add("opinion", "x")

    # the same filters as LlamaIndex MetadataFilters, through the hybrid retriever
    from llama_index.core.vector_stores.types import FilterOperator, MetadataFilter, MetadataFilters

    retriever = memory.as_retriever(k=10, kinds=["step"])
    nodes = retriever.retrieve("revenue")
    assert nodes and {n.node.metadata["kind"] for n in nodes} == {"step"}
    store_nodes = memory._ready().vector_store.get_nodes(filters=MetadataFilters(filters=[
        MetadataFilter(key="step", value=1, operator=FilterOperator.GTE),
        MetadataFilter(key="task_id", value=["t-churn", "t-plots"], operator=FilterOperator.IN),
    ]))
    assert sorted(n.metadata["task_id"] for n in store_nodes) == ["t-churn", "t-plots"]


def test_huge_and_empty_texts(store, tmp_path):
    memory = Memory(store)
    huge = "Quarterly inventory reconciliation for warehouse Rotterdam.\n" + "row,value\n" * 200_000
    huge_id = memory.add("step", huge, task_id="t-big", step=0)
    empty_id = memory.add("feedback", "", task_id="t-big", step=1)
    memory.add("step", "   \n\t ", task_id="t-big", step=2)

    hits = memory.search("warehouse inventory reconciliation", k=3)
    assert hits[0].id == huge_id and hits[0].text == huge  # full text back, not the embedded prefix
    assert memory.search("") == [] and memory.search("   ") == []
    assert any(h.id == empty_id for h in memory.search("anything at all", k=10))
    (stored,) = rows(store, "SELECT length(text), len(embedding) FROM memory WHERE id = ?", (huge_id,))
    assert stored == (len(huge), 384)


def test_chinese_and_html_are_stored_verbatim(store, tmp_path):
    memory = Memory(store)
    texts = [
        "<script>alert('x')</script><b>客户</b> &amp; 数据 — naïve café ☕ 🚀",
        "第一行\n第二行\t缩进  两个空格 \\n 不是换行 \"引号\" 'single'",
    ]
    ids = [memory.add("feedback", t, task_id="t-zh", meta={"原文": t, "n": 1}) for t in texts]
    stored = dict(rows(store, "SELECT id, text FROM memory"))
    assert [stored[i] for i in ids] == texts
    hits = {h.id: h for h in memory.search("客户 数据", k=5)}
    assert hits[ids[0]].text == texts[0] and hits[ids[0]].meta == {"原文": texts[0], "n": 1}
    # a lone surrogate (a broken decode upstream) cannot be UTF-8: it becomes U+FFFD instead of failing
    broken = memory.add("feedback", "bad \ud800 byte", meta={"k": "\udfff"})
    (hit,) = [h for h in memory.search("bad byte", k=5) if h.id == broken]
    assert hit.text == "bad \ufffd byte" and hit.meta == {"k": "\ufffd"}


def test_another_llama_index_embedding_replaces_the_default(store, tmp_path):
    from llama_index.core.embeddings import MockEmbedding

    Memory(store).add("goal", "Train a churn model on the subscription data", task_id="t-churn")
    other = Memory(store, embed_model=MockEmbedding(embed_dim=8))
    other.add("goal", "Build the weekly sales report", task_id="t-weekly")
    assert other.find_tasks("churn model")[0][0] == "t-churn"  # BM25 still ranks; vectors are constant
    widths = {w for (w,) in rows(store, "SELECT len(embedding) FROM memory")}
    assert widths == {8}  # the old row was re-embedded with the new model when it was loaded


def test_hits_are_records_with_metadata(store):
    memory = Memory(store)
    record_id = memory.add("correction", "Use median, not mean, for the basket size", task_id="t-1", step=3,
                           meta={"intent": "retry_step"})
    (hit,) = memory.search("median basket size", k=1)
    assert isinstance(hit, MemoryHit)
    assert (hit.id, hit.kind, hit.task_id, hit.step, hit.meta) == (record_id, "correction", "t-1", 3, {"intent": "retry_step"})
    assert 0.0 < hit.score <= 1.0 and 0.0 < hit.fused <= 1.0 and hit.created_at is not None


def test_threads_share_one_memory(store):
    import threading

    memory = Memory(store)
    errors = []

    def work(worker: int) -> None:
        try:
            for step in range(4):
                memory.add("step", f"worker {worker} summed revenue for week {step}", task_id=f"t{worker}", step=step)
                memory.search("revenue per week", k=3)
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(w,)) for w in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    mirror = memory._ready().mirror
    assert memory.count() == 16 and len(set(mirror.ids)) == mirror.n == 16


def test_tokenize_reads_chinese_as_bigrams_and_drops_plurals_and_stopwords():
    assert tokenize("Where were the weekly Reports?") == ["weekly", "report"]
    assert tokenize("客户数据") == ["客户", "户数", "数据"]
    assert tokenize("查 sales_df 表") == ["查", "sale", "df", "表"]
    assert tokenize("") == []
