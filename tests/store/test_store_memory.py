"""Long-term memory rows through the store contract: written all at once, read since a time, full texts by id,
embeddings replaced, rows deleted, and a change stamp that tells a reader when to look again."""
from __future__ import annotations

from datetime import datetime, timedelta

from nbcopilot.records import MemoryRow

T0 = datetime(2025, 5, 1, 9, 0)


def vectors(cols: dict) -> list:
    return [None if e is None else [float(x) for x in e] for e in cols["embedding"]]


def row(n: int, text: str, *, at: datetime = T0, embedding=None) -> MemoryRow:
    return MemoryRow(f"m-{n}", "t-0001", n, "step", text, embedding, '{"n": %d}' % n, at + timedelta(seconds=n))


def test_memory_rows_are_written_and_read_back_as_columns(store):
    assert store.memory_summary() == (0, None)
    store.add_memory([row(1, "Loaded sales.csv: 3 rows", embedding=[1.0, 0.0]), row(2, "中文 " * 50)])
    count, newest = store.memory_summary()
    assert (count, newest) == (2, T0 + timedelta(seconds=2))
    cols = store.memory_rows(None, 10)
    assert cols["id"] == ["m-1", "m-2"] and cols["prefix"] == ["Loaded sal", "中文 中文 中文 中"]
    assert cols["length"] == [24, 150] and vectors(cols) == [[1.0, 0.0], None]
    assert cols["meta"] == ['{"n": 1}', '{"n": 2}'] and cols["created_at"][0] == T0 + timedelta(seconds=1)
    assert store.memory_rows(T0 + timedelta(seconds=2), 10)["id"] == ["m-2"]
    assert store.memory_rows(None, 10, ids=["m-2", "m-9"])["id"] == ["m-2"]
    assert cols["analyst"] == [store.analyst] * 2
    assert store.memory_texts(["m-2", "m-9"]) == {"m-2": "中文 " * 50}


def test_no_rows_writes_nothing(store):
    store.add_memory([])
    assert store.memory_summary() == (0, None)


def test_embeddings_are_replaced_and_rows_deleted_by_id(store):
    store.add_memory([row(1, "a"), row(2, "b"), row(3, "c")])
    store.set_memory_embeddings({"m-1": [0.5, 0.5], "m-3": [0.0, 1.0]})
    assert vectors(store.memory_rows(None, 5)) == [[0.5, 0.5], None, [0.0, 1.0]]
    store.delete_memory(["m-2", "m-unknown"])
    assert store.memory_rows(None, 5)["id"] == ["m-1", "m-3"]


def test_the_change_stamp_moves_when_a_row_is_written(store, backend):
    before = store.change_stamp()
    store.add_memory([row(1, "a")])
    after = store.change_stamp()
    if backend == "duckdb-memory":
        assert before is None and after is None  # nobody else can write it: the reader always looks
    else:
        assert before != after and after == store.change_stamp()
