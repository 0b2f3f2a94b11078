"""Memory's hand-written parts against the well-kept libraries that could replace them (issue 17).

    .venv/bin/python bench/bench_memory_libraries.py            # 100k records
    .venv/bin/python bench/bench_memory_libraries.py 20000      # another size

Needs the bench-only packages: `pip install bm25s PyStemmer llama-index-retrievers-bm25`.
Records are bench_memory's generated goals, step outputs, feedback and lessons (English and Chinese).
Each section prints speed (median of repeated runs, ms) and quality (agreement with ours, or hits):

- BM25: the mirror's postings vs bm25s on the same terms (build, adding one record, a query), and the
  CJK recall of LlamaIndex's BM25Retriever with its own tokenizer;
- vector search: the mirror's numpy scan vs DuckDB's array_cosine_similarity over the same vectors;
- metadata filters: the mirror's numpy masks vs LlamaIndex's per-node filter function;
- fusion: our reciprocal-rank retriever vs LlamaIndex's QueryFusionRetriever over the same two rankings.
"""
from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_memory import QUERIES, generate  # noqa: E402

from nbcopilot.memory.mirror import Mirror  # noqa: E402
from nbcopilot.memory.terms import tokenize  # noqa: E402

ZH_QUERIES = ["客户数据", "重复记录", "满意度调查", "缺失值", "异常值", "报表", "产品线", "门店"]


def ms(fn, reps: int = 20) -> float:
    """Median wall-clock milliseconds of `fn()` over `reps` runs."""
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return 1e3 * statistics.median(times)


def mirror_over(frame, dim: int) -> Mirror:
    """A mirror filled straight from generated rows (no store: `append` is what a sync does)."""
    mirror = Mirror(store=None, embed_passages=None, dim=dim)
    mirror.append(ids=list(frame["id"]), kinds=list(frame["kind"]), task_ids=list(frame["task_id"]),
                  steps=[None if s is pd.NA else int(s) for s in frame["step"]],
                  texts=list(frame["text"]), lengths=[len(t) for t in frame["text"]], metas=["{}"] * len(frame),
                  created=list(frame["created_at"]),
                  vectors=np.stack(frame["embedding"].to_numpy()) if dim == 384 else np.zeros((len(frame), dim)))
    return mirror


def bench_bm25(frame, mirror: Mirror) -> None:
    import bm25s

    texts = list(frame["text"])
    docs = [tokenize(t) for t in texts]
    print(f"\n== BM25 over {len(texts):,} records (same terms for both: words, CJK bigrams)")
    build_ours = ms(lambda: mirror_over(frame, 4), reps=3)
    engine = bm25s.BM25(k1=1.2, b=0.75, method="lucene")  # our formula: Lucene's idf, k1 1.2, b 0.75

    def build_bm25s():
        engine.index(docs, show_progress=False)

    build_lib = ms(build_bm25s, reps=3) + ms(lambda: [tokenize(t) for t in texts], reps=3)  # ours tokenizes too
    small = mirror_over(frame.iloc[:1000], 4)
    one = frame.iloc[:1]
    add_ours = ms(lambda: small.append(ids=[f"x{random.random()}"], kinds=["feedback"], task_ids=["t"], steps=[1],
                                       texts=list(one["text"]), lengths=[10], metas=["{}"],
                                       created=list(one["created_at"]), vectors=np.zeros((1, 4))), reps=20)
    print(f"  build the index          ours {build_ours:8.1f} ms   bm25s {build_lib:8.1f} ms")
    print(f"  add one record           ours {add_ours:8.3f} ms   bm25s re-indexes everything: {build_lib:8.1f} ms")
    queries = [tokenize(q) for q in QUERIES + ZH_QUERIES]
    agree, ours_t, lib_t = [], [], []
    for terms in queries:
        ours_t.append(ms(lambda: mirror.bm25_top(terms, 10, None), reps=10))
        lib_t.append(ms(lambda: engine.retrieve([terms], k=10, show_progress=False, n_threads=1), reps=10))
        rows, _ = mirror.bm25_top(terms, 10, None)
        found, _ = engine.retrieve([terms], k=10, show_progress=False)
        # scores tie often (same template, same length): compare the score sets, not the orders
        ours_scores = np.round(sorted(engine.get_scores(terms)[rows])[::-1], 4)
        lib_scores = np.round(sorted(engine.get_scores(terms)[found[0]])[::-1], 4)
        agree.append(bool(np.array_equal(ours_scores, lib_scores)))
    print(f"  query, top 10 (median)   ours {statistics.median(ours_t):8.2f} ms   bm25s {statistics.median(lib_t):8.2f} ms")
    print(f"  same top-10 scores       {sum(agree)} of {len(agree)} queries")


def bench_llama_bm25_cjk(frame) -> None:
    """LlamaIndex's BM25Retriever as it comes (bm25s's tokenizer, English stemmer): Chinese recall."""
    from llama_index.core.schema import TextNode
    from llama_index.retrievers.bm25 import BM25Retriever

    sample = frame.iloc[:20_000]
    nodes = [TextNode(id_=i, text=t) for i, t in zip(sample["id"], sample["text"])]
    start = time.perf_counter()
    retriever = BM25Retriever.from_defaults(nodes=nodes, similarity_top_k=10)
    build = 1e3 * (time.perf_counter() - start)
    mirror = mirror_over(sample, 4)
    lib_hits = ours_hits = 0
    for query in ZH_QUERIES:
        lib_hits += sum(query in hit.node.text for hit in retriever.retrieve(query))
        rows, _ = mirror.bm25_top(tokenize(query), 10, None)
        ours_hits += sum(query in mirror.texts[r] for r in rows)
    print(f"\n== Chinese words, {len(ZH_QUERIES)} queries, top 10 each, over {len(sample):,} records")
    print(f"  results containing the word: ours {ours_hits} of {10 * len(ZH_QUERIES)}, "
          f"BM25Retriever (default tokenizer) {lib_hits}; its build {build:.0f} ms")


def bench_vectors(frame, mirror: Mirror) -> None:
    import duckdb

    n, dim = len(frame), mirror.dim
    conn = duckdb.connect()
    conn.execute(f"CREATE TABLE m (id VARCHAR, kind VARCHAR, embedding FLOAT[{dim}])")
    conn.register("f", frame[["id", "kind"]].assign(embedding=list(np.stack(frame["embedding"].to_numpy()))))
    conn.execute(f"INSERT INTO m SELECT id, kind, embedding::FLOAT[{dim}] FROM f")
    rng = np.random.default_rng(1)
    query = rng.standard_normal(dim).astype(np.float32)
    query /= np.linalg.norm(query)
    sql = (f"SELECT id FROM m {{where}} ORDER BY array_cosine_similarity(embedding, ?::FLOAT[{dim}]) DESC LIMIT 20")
    duck = ms(lambda: conn.execute(sql.format(where=""), [query.tolist()]).fetchall(), reps=10)
    duck_f = ms(lambda: conn.execute(sql.format(where="WHERE kind IN ('goal', 'lesson')"),
                                     [query.tolist()]).fetchall(), reps=10)
    mask = np.isin(np.array(mirror.kinds), ["goal", "lesson"])
    ours = ms(lambda: mirror.vector_top(query, 20, None), reps=10)
    ours_f = ms(lambda: mirror.vector_top(query, 20, mask), reps=10)
    same = [mirror.ids[r] for r in mirror.vector_top(query, 20, None)[0]] == \
        [r[0] for r in conn.execute(sql.format(where=""), [query.tolist()]).fetchall()]
    print(f"\n== vector top 20 over {n:,} x {dim} (DuckDB table in memory, FLOAT[{dim}] arrays: its best case)")
    print(f"  full scan                ours {ours:8.2f} ms   DuckDB {duck:8.2f} ms   same ids in order: {same}")
    print(f"  kind in (goal, lesson)   ours {ours_f:8.2f} ms   DuckDB {duck_f:8.2f} ms")


def bench_filters(mirror: Mirror) -> None:
    from llama_index.core.vector_stores.types import FilterOperator, MetadataFilter, MetadataFilters
    from llama_index.core.vector_stores.utils import build_metadata_filter_fn

    filters = MetadataFilters(filters=[
        MetadataFilter(key="kind", value=["goal", "lesson"], operator=FilterOperator.IN),
        MetadataFilter(key="task_id", value="task-000001", operator=FilterOperator.NE)])
    metadata = {i: {"kind": k, "task_id": t, "step": s}
                for i, k, t, s in zip(mirror.ids, mirror.kinds, mirror.task_ids, mirror.steps)}
    keep = build_metadata_filter_fn(metadata.__getitem__, filters)
    lib = ms(lambda: [keep(i) for i in mirror.ids], reps=3)
    ours = ms(lambda: mirror.mask(filters), reps=10)
    same = np.array_equal(mirror.mask(filters), np.array([keep(i) for i in mirror.ids]))
    print(f"\n== metadata filter (kind in 2 kinds, task_id != one task) over {mirror.n:,} records")
    print(f"  ours (numpy columns) {ours:8.2f} ms   LlamaIndex build_metadata_filter_fn {lib:8.1f} ms   "
          f"same rows: {same}")


def bench_fusion(frame) -> None:
    """Both fusers over the real retrievers of a real Memory (DuckDB file, bundled embedding model)."""
    from llama_index.core.llms import MockLLM
    from llama_index.core.retrievers import QueryFusionRetriever
    from llama_index.core.schema import QueryBundle

    from bench_memory import make_store
    from nbcopilot.memory import retrievers
    from nbcopilot.memory.index import Memory
    from nbcopilot.store.duckdb_store import DuckDBStore

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fusion.duckdb"
        connect = make_store(path)
        with connect() as conn:
            conn.register("bulk", frame)
            conn.execute("INSERT INTO memory SELECT id, task_id, step, kind, text, embedding::FLOAT[], meta::JSON, "
                         "created_at FROM bulk")
        memory = Memory(DuckDBStore(path))
        twice = "Amounts for the Zanzibar office are in shillings, not euros"
        parts = memory._ready()
        parts.mirror.refresh()
        k = 10
        depth = max(2 * k, 20)
        vector = parts.index.as_retriever(similarity_top_k=depth)
        bm25 = retrievers.MemoryBM25Retriever(parts.mirror, None, depth)
        ours = retrievers.HybridMemoryRetriever([vector, bm25], similarity_top_k=k)
        theirs = QueryFusionRetriever([vector, bm25], llm=MockLLM(), mode="reciprocal_rerank", num_queries=1,
                                      similarity_top_k=k, use_async=False)
        bundles = [QueryBundle(query_str=q, embedding=memory._query_vector(q).tolist()) for q in QUERIES + [twice]]
        ids = lambda retriever, b: [n.node.node_id for n in retriever.retrieve(b)]  # noqa: E731
        same = sum(ids(ours, b) == ids(theirs, b) for b in bundles[:-1])
        same_set = sum(set(ids(ours, b)) == set(ids(theirs, b)) for b in bundles[:-1])
        # QueryFusionRetriever counts ranks from 0 with k=60, i.e. k=61 in our counting from 1
        shifted = retrievers.HybridMemoryRetriever([vector, bm25], similarity_top_k=k, rrf_k=61)
        same_shifted = sum(ids(shifted, b) == ids(theirs, b) for b in bundles[:-1])
        t_ours = statistics.median(ms(lambda: ours.retrieve(b), reps=5) for b in bundles)
        t_theirs = statistics.median(ms(lambda: theirs.retrieve(b), reps=5) for b in bundles)
        memory.add_many([dict(kind="feedback", text=twice, task_id="dup", step=1)] * 2)
        dup_ours = sum(n.node.text == twice for n in ours.retrieve(bundles[-1]))
        dup_theirs = sum(n.node.text == twice for n in theirs.retrieve(bundles[-1]))
        print(f"\n== fusion of the vector and BM25 rankings, top {k}, {len(frame):,} records")
        print(f"  per query (median)       ours {t_ours:8.2f} ms   QueryFusionRetriever {t_theirs:8.2f} ms")
        print(f"  same ids in order        {same} of {len(bundles) - 1} queries (same sets: {same_set}; "
              f"in order with our k set to 61: {same_shifted})")
        print(f"  two identical feedbacks  ours returns {dup_ours}, QueryFusionRetriever {dup_theirs}")


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    frame = generate(n, random.Random(7))
    mirror = mirror_over(frame, 384)
    bench_bm25(frame, mirror)
    bench_llama_bm25_cjk(frame)
    bench_vectors(frame, mirror)
    bench_filters(mirror)
    bench_fusion(frame)


if __name__ == "__main__":
    main()
