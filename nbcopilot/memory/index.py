"""Long-term memory: goals, step results, feedback, corrections and lessons, searched by meaning.

Every record is a row of the store's `memory` table (full text, an embedding of a bounded prefix,
metadata). Retrieval goes through LlamaIndex: a vector store over those rows (`MemoryVectorStore`,
wrapped in a `VectorStoreIndex`), a BM25 retriever that reads Chinese as character bigrams, and a
retriever that fuses the two by reciprocal rank; `kind` / `task_id` / `step` filters are LlamaIndex
`MetadataFilters`.

Searching 100k records by reading them from the store each time would cost seconds, so each process
keeps a mirror of the rows (the vectors in one numpy array, BM25 postings, the text prefixes). The mirror is
brought up to date before every search: the store's change stamp says whether anyone wrote since the last
look, and if so only the new rows are read.

Neither llama_index nor the embedding engine is imported until the first record is written or searched.
"""

from __future__ import annotations

import json
import math
import re
import threading
import unicodedata
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from nbcopilot.errors import BadInput
from nbcopilot.memory.embedding import MAX_EMBED_CHARS
from nbcopilot.records import MemoryRow

__all__ = ["Memory", "MemoryHit", "KINDS", "tokenize"]

KINDS = ("goal", "step", "feedback", "correction", "lesson")


RRF_K = 60
"""Reciprocal rank fusion constant (Cormack et al. 2009): damps the weight of the very first ranks."""

SYNC_MARGIN = timedelta(minutes=5)
"""An incremental sync re-reads rows this much older than the newest it has seen, because another
process may commit a row stamped a moment before one we already read; a row older still is caught
by the row count and costs a full reload."""

# Sentences unrelated to anything a copilot does. A query's median similarity to them is what
# "unrelated" scores for that query with this embedding model, and relevance is measured from there,
# so thresholds survive a change of model. Each script has its own baseline because multilingual
# models pull a query towards text in its own language: a Chinese query scores every Chinese record
# higher, related or not, and comparing with Chinese references cancels that pull.
_REFERENCE_TEXTS = {
    "latin": (
        "The cat slept on the warm windowsill all afternoon.",
        "Boil the pasta for ten minutes, then drain it.",
        "The train to Lisbon leaves at noon from platform four.",
        "Photosynthesis turns sunlight into chemical energy.",
        "My grandmother grows tomatoes in her garden.",
        "The museum is closed on Mondays.",
    ),
    "cjk": (
        "他周末喜欢去公园散步。",
        "我最喜欢的季节是秋天。",
        "这家餐厅的面条很好吃。",
        "火车明天早上八点出发。",
        "她每天晚上弹一个小时钢琴。",
        "博物馆周一闭馆。",
    ),
}


@dataclass(frozen=True)
class MemoryHit:
    """One record found by a search."""

    id: str
    kind: str
    text: str
    """The full text as stored, not the embedded prefix."""
    task_id: str | None
    step: int | None
    score: float
    """Relevance to the query on an absolute scale, 0..1: the better of the embedding similarity above
    what unrelated text scores and the share of the query's words (IDF-weighted) found in the record.
    Comparable across queries, so thresholds (`lessons_for`, `find_tasks`) apply to it."""
    meta: dict
    fused: float = 0.0
    """Reciprocal rank fusion score of the vector and BM25 rankings, 1.0 = first in both; `search`
    returns hits in this order."""
    created_at: datetime | None = None


# ---------------------------------------------------------------- words

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN = re.compile(f"[{_CJK}]+|[^\\W_{_CJK}]+")
_CJK_CHAR = re.compile(f"[{_CJK}]")
_STOPWORDS = frozenset(
    """a an the and or but if of to in on at by for with from into onto as is are was were be been being
    am do does did doing have has had this that these those it its we us our you your he she they them
    their i me my what which who whom where when why how there here then than so not no can could
    should would will shall may might must let lets just about up down out over again where s t""".split()
)


def _stem(word: str) -> str:
    # Plurals only: "reports" finds "report" without a stemmer package; anything bolder misfires.
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _run_terms(run: str) -> tuple[str, ...]:
    if _CJK_CHAR.match(run):
        return (run,) if len(run) == 1 else tuple(run[i : i + 2] for i in range(len(run) - 1))
    return () if run in _STOPWORDS else (_stem(run),)


_RUN_TERMS: dict[str, tuple[str, ...]] = {}
"""Terms of each word or CJK run seen: words repeat, and indexing 100k records is mostly this lookup."""


def tokenize(text: str) -> list[str]:
    """BM25 terms: lower-cased words without stopwords or plural s; Chinese/Japanese as character bigrams.

    CJK text has no spaces, so a run of CJK characters becomes its overlapping bigrams
    ("客户数据" → 客户 户数 数据), the usual way to index it without a dictionary."""
    global _RUN_TERMS
    if len(_RUN_TERMS) > 500_000:
        _RUN_TERMS = {}  # a new dict, not clear(): another thread may be reading the old one
    cache = _RUN_TERMS
    runs = _TOKEN.findall(unicodedata.normalize("NFKC", text or "").lower())
    for run in runs:
        if run not in cache:
            cache[run] = _run_terms(run)
    return [term for run in runs for term in cache[run]]


_LETTER = re.compile(r"[^\W\d_]")


def _script(text: str) -> int:
    """1 when most of the text's letters are Chinese/Japanese characters, else 0 (Latin and the rest)."""
    head = text[:500]
    if head.isascii():
        return 0
    cjk = len(_CJK_CHAR.findall(head))
    return 1 if cjk and cjk * 2 >= len(_LETTER.findall(head)) else 0


SCRIPTS = ("latin", "cjk")


# ---------------------------------------------------------------- the mirror


_SURROGATE = re.compile("[\ud800-\udfff]")


def _storable(text: str) -> str:
    """`text` with lone surrogates (from a broken decode upstream) made U+FFFD: UTF-8 cannot hold them."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return _SURROGATE.sub("\ufffd", text)


def _now() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)


def _unit(vectors: Any) -> np.ndarray:
    array = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(array, axis=-1, keepdims=True)
    return array / np.maximum(norms, 1e-12)


def _grown(array: np.ndarray, need: int, fill: Any = 0) -> np.ndarray:
    if need <= len(array):
        return array
    bigger = np.full((max(need, 2 * len(array)), *array.shape[1:]), fill, dtype=array.dtype)
    bigger[: len(array)] = array
    return bigger


class _Codes:
    """Strings as small integers, so that filters are integer comparisons over numpy arrays."""

    def __init__(self) -> None:
        self.code_of: dict[str | None, int] = {None: -1}

    def encode(self, value: str | None) -> int:
        code = self.code_of.get(value)
        if code is None:
            code = self.code_of[value] = len(self.code_of) - 1
        return code

    def lookup(self, value: Any) -> int:
        return self.code_of.get(value, -2)  # -2 matches no row


class _Mirror:
    """This process's copy of the memory table: vectors, BM25 postings, metadata, text prefixes."""

    def __init__(self, store: Any, embed_passages: Callable[[list[str]], np.ndarray], dim: int):
        self._store = store
        self._embed_passages = embed_passages
        self.dim = dim
        self.lock = threading.RLock()
        self._stamp: Any = None
        self._reset()

    def _reset(self) -> None:
        self.n = 0
        # One column per record: a (dim, n) layout makes the full scan (query @ vectors) about twice as
        # fast as rows @ query with OpenBLAS here, and a full scan is what every search does.
        self.vectors = np.zeros((self.dim, 1024), dtype=np.float32)
        self.kind_codes, self.task_codes = _Codes(), _Codes()
        self.columns = {  # filterable metadata, one numpy array each
            "kind": np.zeros(1024, dtype=np.int32),
            "task_id": np.zeros(1024, dtype=np.int32),
            "step": np.full(1024, np.nan),
        }
        self.doc_len = np.zeros(1024, dtype=np.float32)
        self.script = np.zeros(1024, dtype=np.int8)
        self.ids: list[str] = []
        self.row_of: dict[str, int] = {}
        self.kinds: list[str] = []
        self.task_ids: list[str | None] = []
        self.steps: list[int | None] = []
        self.texts: list[str] = []
        self.lengths: list[int] = []
        self.metas: list[str | None] = []
        self.created: list[datetime] = []
        self.newest: datetime | None = None
        self.postings: dict[str, tuple[np.ndarray, np.ndarray]] = {}  # term -> (rows, term frequencies)
        self.total_len = 0.0

    # -- reading the store

    def refresh(self) -> None:
        """Catch up with rows other processes (or other Memory objects) wrote since the last look."""
        with self.lock:
            if self._stamp is not None and self._stamp == self._store.change_stamp():
                return
            with self._store.session():  # one opening of the store for the whole catch-up
                # Stamp before reading: a write that lands after it changes the stamp again.
                stamp = self._store.change_stamp()
                self._sync()
            self._stamp = stamp

    def _sync(self) -> None:
        count, newest = self._store.memory_summary()
        if count == self.n and newest == self.newest:
            return
        if count > self.n and self.newest is not None:
            self._load(self.newest - SYNC_MARGIN)
            if self.n == count:
                return
        self._reset()
        self._load(None)

    def _load(self, since: datetime | None) -> None:
        cols = self._store.memory_rows(since, MAX_EMBED_CHARS)
        fresh = [i for i, rid in enumerate(cols["id"]) if rid not in self.row_of]
        if not fresh:
            return
        pick = lambda name: [cols[name][i] for i in fresh]  # noqa: E731
        self.append(
            ids=pick("id"), kinds=pick("kind"), task_ids=pick("task_id"), steps=pick("step"),
            texts=pick("prefix"), lengths=pick("length"), metas=pick("meta"), created=pick("created_at"),
            vectors=self._vectors(cols, fresh),
        )

    def _vectors(self, cols: dict, fresh: list[int]) -> np.ndarray:
        """The rows' vectors; a row without one, or with another model's width, is embedded now and saved."""
        stored = cols["embedding"]
        out = np.zeros((len(fresh), self.dim), dtype=np.float32)
        missing: list[int] = []
        for j, i in enumerate(fresh):
            vector = stored[i]
            if vector is not None and len(vector) == self.dim:
                out[j] = vector
            else:
                missing.append(j)
        if missing:
            texts = [cols["prefix"][fresh[j]] or "" for j in missing]
            embedded = _unit(self._embed_passages(texts))
            out[missing] = embedded
            self._store.set_memory_embeddings(
                {cols["id"][fresh[j]]: embedded[m].tolist() for m, j in enumerate(missing)})
        return _unit(out)

    def forget(self) -> None:
        """Drop the mirror (after a delete); the next refresh reloads it."""
        with self.lock:
            self._reset()
            self._stamp = None

    def full_texts(self, rows: Iterable[int]) -> dict[int, str]:
        """Texts longer than the mirrored prefix, read from the store."""
        long_rows = [r for r in rows if self.lengths[r] > len(self.texts[r])]
        if not long_rows:
            return {}
        ids = [self.ids[r] for r in long_rows]
        found = self._store.memory_texts(ids)
        return {r: found[self.ids[r]] for r in long_rows if self.ids[r] in found}

    # -- growing

    def append(self, *, ids, kinds, task_ids, steps, texts, lengths, metas, created, vectors) -> None:
        with self.lock:
            start, need = self.n, self.n + len(ids)
            texts = [t or "" for t in texts]
            if need > self.vectors.shape[1]:
                wider = np.zeros((self.dim, max(need, 2 * self.vectors.shape[1])), dtype=np.float32)
                wider[:, :start] = self.vectors[:, :start]
                self.vectors = wider
            self.vectors[:, start:need] = np.asarray(vectors, dtype=np.float32).T
            for name, fill in (("kind", 0), ("task_id", 0), ("step", np.nan)):
                self.columns[name] = _grown(self.columns[name], need, fill)
            self.columns["kind"][start:need] = [self.kind_codes.encode(str(k)) for k in kinds]
            self.columns["task_id"][start:need] = [self.task_codes.encode(t) for t in task_ids]
            self.columns["step"][start:need] = [np.nan if s is None else s for s in steps]
            self.script = _grown(self.script, need)
            self.script[start:need] = [_script(t) for t in texts]
            self._index_terms([tokenize(t) for t in texts], start)
            self.row_of.update(zip(ids, range(start, need)))
            self.ids += ids
            self.kinds += [str(k) for k in kinds]
            self.task_ids += task_ids
            self.steps += [None if s is None else int(s) for s in steps]
            self.texts += texts
            self.lengths += lengths
            self.metas += metas
            self.created += created
            newest = max(created)
            self.newest = newest if self.newest is None else max(self.newest, newest)
            self.n = need

    def _index_terms(self, docs: list[list[str]], start: int) -> None:
        """Add documents' terms to the postings: counted with numpy in one go, merged term by term."""
        self.doc_len = _grown(self.doc_len, start + len(docs))
        lengths = np.array([len(d) for d in docs], dtype=np.int64)
        self.doc_len[start : start + len(docs)] = lengths
        self.total_len += float(lengths.sum())
        import pandas as pd  # factorize: strings to codes in C, ten times faster than a dict loop

        all_terms = [t for d in docs for t in d]
        if not all_terms:
            return
        term_ids, words = pd.factorize(np.array(all_terms, dtype=object))
        term_ids = term_ids.astype(np.int64)
        rows = np.repeat(np.arange(start, start + len(docs), dtype=np.int64), lengths)
        pairs, tfs = np.unique((term_ids << 32) | rows, return_counts=True)  # sorted by term, then row
        terms, rows = pairs >> 32, (pairs & 0xFFFFFFFF).astype(np.int32)
        tfs = tfs.astype(np.float32)
        starts = np.r_[0, np.flatnonzero(np.diff(terms)) + 1]
        ends = np.r_[starts[1:], len(terms)]
        for term_id, a, b in zip(terms[starts].tolist(), starts.tolist(), ends.tolist()):
            word, held = words[term_id], self.postings.get(words[term_id])
            if held is None:
                self.postings[word] = (rows[a:b], tfs[a:b])
            else:
                self.postings[word] = (np.concatenate([held[0], rows[a:b]]), np.concatenate([held[1], tfs[a:b]]))

    # -- filters and the two rankings

    def mask(self, filters: Any) -> np.ndarray | None:
        """Rows that pass LlamaIndex MetadataFilters on kind / task_id / step (None: every row)."""
        if filters is None or not filters.filters:
            return None
        parts = [self._mask_one(f) for f in filters.filters]
        condition = getattr(filters.condition, "value", filters.condition) or "and"
        if condition == "or":
            return np.logical_or.reduce(parts)
        combined = np.logical_and.reduce(parts)
        return ~combined if condition == "not" else combined

    def _mask_one(self, f: Any) -> np.ndarray:
        if hasattr(f, "filters"):  # nested MetadataFilters
            nested = self.mask(f)
            return np.ones(self.n, dtype=bool) if nested is None else nested
        if f.key not in self.columns:
            raise BadInput(f"Memory can filter on kind, task_id or step, not {f.key!r}.")
        column = self.columns[f.key][: self.n]
        codes = {"kind": self.kind_codes, "task_id": self.task_codes}.get(f.key)
        encode = codes.lookup if codes else (lambda v: np.nan if v is None else v)
        op = getattr(f.operator, "value", f.operator)
        if op in ("in", "nin"):
            hit = np.isin(column, [encode(v) for v in f.value or []])
            return hit if op == "in" else ~hit
        if op in ("==", "!="):
            value = encode(f.value)
            hit = np.isnan(column) if f.key == "step" and f.value is None else column == value
            return hit if op == "==" else ~hit
        if f.key == "step" and op in (">", "<", ">=", "<="):
            with np.errstate(invalid="ignore"):
                return {">": column > f.value, "<": column < f.value, ">=": column >= f.value, "<=": column <= f.value}[op]
        raise BadInput(f"Memory filters support ==, !=, in, nin (and <, > on step), not {op!r}.")

    def vector_top(self, query: np.ndarray, k: int, mask: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
        sims = query @ self.vectors[:, : self.n]
        if mask is not None:
            sims[~mask] = -np.inf
        return _top(sims, k)

    def idf(self, term: str) -> float:
        df = len(self.postings[term][0]) if term in self.postings else 0
        return math.log(1.0 + (self.n - df + 0.5) / (df + 0.5))

    def bm25_top(self, terms: Sequence[str], k: int, mask: np.ndarray | None, k1=1.2, b=0.75):
        scores = np.zeros(self.n, dtype=np.float32)
        if self.n:
            avgdl = max(self.total_len / self.n, 1.0)
            for term in set(terms):
                if term in self.postings:
                    rows, tfs = self.postings[term]
                    norm = tfs + k1 * (1.0 - b + b * self.doc_len[rows] / avgdl)
                    scores[rows] += self.idf(term) * tfs * (k1 + 1.0) / norm
        if mask is not None:
            scores[~mask] = 0.0
        scores[scores <= 0] = -np.inf
        return _top(scores, k)

    def node(self, row: int) -> Any:
        """The row as a LlamaIndex TextNode (text prefix and the filterable metadata)."""
        from llama_index.core.schema import TextNode

        return TextNode(id_=self.ids[row], text=self.texts[row],
                        metadata={"kind": self.kinds[row], "task_id": self.task_ids[row], "step": self.steps[row]})

    def coverage(self, query_terms: Sequence[str], row: int) -> float:
        """IDF-weighted share of the query's terms that occur in the row's text."""
        wanted = set(query_terms)
        if not wanted:
            return 0.0
        present = wanted & set(tokenize(self.texts[row]))
        weights = {t: self.idf(t) for t in wanted}
        return sum(weights[t] for t in present) / max(sum(weights.values()), 1e-9)


def _top(scores: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    finite = int(np.isfinite(scores).sum())
    k = min(k, finite)
    if k <= 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    idx = np.argpartition(-scores, k - 1)[:k] if k < len(scores) else np.arange(len(scores))
    idx = idx[np.argsort(-scores[idx], kind="stable")]
    idx = idx[np.isfinite(scores[idx])]
    return idx, scores[idx]


# ---------------------------------------------------------------- LlamaIndex parts

_LLAMA: Any = None
_LLAMA_LOCK = threading.Lock()


def _llama() -> Any:
    """The LlamaIndex classes, defined on first use so that importing this module stays cheap."""
    global _LLAMA
    if _LLAMA is None:
        with _LLAMA_LOCK:
            if _LLAMA is None:
                _LLAMA = _build_llama()
    return _LLAMA


def _build_llama() -> Any:
    from types import SimpleNamespace

    from llama_index.core import VectorStoreIndex
    from llama_index.core.retrievers import BaseRetriever
    from llama_index.core.schema import NodeWithScore, QueryBundle
    from llama_index.core.vector_stores.types import (
        BasePydanticVectorStore,
        FilterOperator,
        MetadataFilter,
        MetadataFilters,
        VectorStoreQuery,
        VectorStoreQueryResult,
    )
    from pydantic import PrivateAttr

    class MemoryVectorStore(BasePydanticVectorStore):
        """The store's `memory` table as a LlamaIndex vector store: `add` writes rows to DuckDB in one
        statement, `query` ranks the process's mirror of the table (refreshed first) by cosine."""

        stores_text: bool = True
        flat_metadata: bool = False
        _mirror: Any = PrivateAttr()
        _store: Any = PrivateAttr()

        @classmethod
        def over(cls, mirror: _Mirror, store: Any) -> "MemoryVectorStore":
            vector_store = cls()
            vector_store._mirror, vector_store._store = mirror, store
            return vector_store

        @classmethod
        def class_name(cls) -> str:
            return "NbcopilotMemoryVectorStore"

        @property
        def client(self) -> Any:
            return self._store

        def add(self, nodes: Sequence[Any], **kwargs: Any) -> list[str]:
            if not nodes:
                return []
            created = _now()
            rows = []
            for node in nodes:
                md = node.metadata
                _check_kinds([md.get("kind")])
                rows.append(MemoryRow(
                    id=node.node_id, task_id=md.get("task_id"), step=md.get("step"), kind=md["kind"],
                    text=node.get_content(), embedding=list(node.embedding), created_at=created,
                    meta=_storable(json.dumps(md.get("meta") or {}, ensure_ascii=False, default=str))))
            # Under the mirror's lock, so that no refresh in between loads these rows a second time.
            with self._mirror.lock:
                self._store.add_memory(rows)  # all rows or none
                self._mirror.append(
                    ids=[r.id for r in rows], task_ids=[r.task_id for r in rows], steps=[r.step for r in rows],
                    kinds=[r.kind for r in rows], texts=[r.text[:MAX_EMBED_CHARS] for r in rows],
                    lengths=[len(r.text) for r in rows], metas=[r.meta for r in rows], created=[created] * len(rows),
                    vectors=_unit([r.embedding for r in rows]),
                )
            return [r.id for r in rows]

        def delete(self, ref_doc_id: str, **kwargs: Any) -> None:
            self.delete_nodes([ref_doc_id])

        def delete_nodes(self, node_ids: list[str] | None = None, filters: Any = None, **kwargs: Any) -> None:
            if filters is not None:
                raise BadInput("Delete memory records by id.")
            self._store.delete_memory(list(node_ids or []))
            self._mirror.forget()

        def get_nodes(self, node_ids: list[str] | None = None, filters: Any = None) -> list[Any]:
            mirror = self._mirror
            mirror.refresh()
            with mirror.lock:
                mask = mirror.mask(filters)
                rows = range(mirror.n) if node_ids is None else [mirror.row_of[i] for i in node_ids if i in mirror.row_of]
                return [mirror.node(r) for r in rows if mask is None or mask[r]]

        def query(self, query: VectorStoreQuery, **kwargs: Any) -> VectorStoreQueryResult:
            mirror = self._mirror
            mirror.refresh()
            with mirror.lock:
                if query.query_embedding is None or mirror.n == 0:
                    return VectorStoreQueryResult(nodes=[], similarities=[], ids=[])
                vector = _unit(query.query_embedding)
                if vector.shape[-1] != mirror.dim:
                    raise BadInput("The query embedding has another width than the stored memories; "
                                   "use the same embedding model for both.")
                mask = mirror.mask(query.filters)
                if query.node_ids:
                    wanted = np.zeros(mirror.n, dtype=bool)
                    wanted[[mirror.row_of[i] for i in query.node_ids if i in mirror.row_of]] = True
                    mask = wanted if mask is None else mask & wanted
                rows, sims = mirror.vector_top(vector, query.similarity_top_k, mask)
                nodes = [mirror.node(r) for r in rows]
            return VectorStoreQueryResult(nodes=nodes, similarities=sims.tolist(), ids=[n.node_id for n in nodes])

    class MemoryBM25Retriever(BaseRetriever):
        """Okapi BM25 over the mirror's postings (words, and CJK bigrams), with the same metadata filters."""

        def __init__(self, mirror: _Mirror, filters: Any = None, similarity_top_k: int = 10) -> None:
            super().__init__()
            self._mirror, self._filters, self._top_k = mirror, filters, similarity_top_k

        def _retrieve(self, query_bundle: QueryBundle) -> list[Any]:
            mirror = self._mirror
            mirror.refresh()
            with mirror.lock:
                rows, scores = mirror.bm25_top(tokenize(query_bundle.query_str), self._top_k, mirror.mask(self._filters))
                return [NodeWithScore(node=mirror.node(r), score=float(s)) for r, s in zip(rows, scores)]

    class HybridMemoryRetriever(BaseRetriever):
        """Runs its retrievers on the same query and fuses their rankings by reciprocal rank.

        Scores are scaled so that a record ranked first by every retriever scores 1.0.
        (QueryFusionRetriever would do the fusion too, but it wants an LLM even when it generates no
        queries and merges records by text hash, which folds two identical feedbacks into one.)"""

        def __init__(self, retrievers: list[Any], similarity_top_k: int, rrf_k: int = RRF_K) -> None:
            super().__init__()
            self._retrievers, self._top_k, self._rrf_k = retrievers, similarity_top_k, rrf_k

        def _retrieve(self, query_bundle: QueryBundle) -> list[Any]:
            fused: dict[str, float] = {}
            nodes: dict[str, Any] = {}
            for retriever in self._retrievers:
                for rank, hit in enumerate(retriever.retrieve(query_bundle), start=1):
                    node_id = hit.node.node_id
                    fused[node_id] = fused.get(node_id, 0.0) + 1.0 / (self._rrf_k + rank)
                    nodes.setdefault(node_id, hit.node)
            best = len(self._retrievers) / (self._rrf_k + 1)
            ranked = sorted(fused.items(), key=lambda item: item[1], reverse=True)[: self._top_k]
            return [NodeWithScore(node=nodes[i], score=score / best) for i, score in ranked]

    def memory_filters(kinds: Sequence[str] | None, task_id: str | None, exclude_task: str | None,
                       task_ids: Sequence[str] | None = None) -> Any:
        filters = []
        if task_ids is not None:
            filters.append(MetadataFilter(key="task_id", value=list(task_ids), operator=FilterOperator.IN))
        if kinds is not None:
            filters.append(MetadataFilter(key="kind", value=list(kinds), operator=FilterOperator.IN))
        if task_id is not None:
            filters.append(MetadataFilter(key="task_id", value=task_id, operator=FilterOperator.EQ))
        if exclude_task is not None:
            filters.append(MetadataFilter(key="task_id", value=exclude_task, operator=FilterOperator.NE))
        return MetadataFilters(filters=filters) if filters else None

    def index_over(vector_store: Any, embed_model: Any) -> Any:
        return VectorStoreIndex.from_vector_store(vector_store, embed_model=embed_model)

    def hybrid_retriever(index: Any, mirror: _Mirror, filters: Any, k: int) -> Any:
        depth = max(2 * k, 20)  # each ranking looks deeper than k so that fusion has something to fuse
        vector = index.as_retriever(similarity_top_k=depth, filters=filters)
        return HybridMemoryRetriever([vector, MemoryBM25Retriever(mirror, filters, depth)], similarity_top_k=k)

    return SimpleNamespace(
        MemoryVectorStore=MemoryVectorStore, MemoryBM25Retriever=MemoryBM25Retriever,
        HybridMemoryRetriever=HybridMemoryRetriever, memory_filters=memory_filters,
        index_over=index_over, hybrid_retriever=hybrid_retriever,
    )


# ---------------------------------------------------------------- Memory


def _check_kinds(kinds: Iterable[str]) -> None:
    for kind in kinds:
        if kind not in KINDS:
            raise BadInput(f"Unknown memory kind {kind!r}; use one of {', '.join(KINDS)}.")


@dataclass
class _Parts:
    """What the first use builds: the embedding model, the mirror and the LlamaIndex objects."""

    embed_model: Any
    mirror: _Mirror
    vector_store: Any
    index: Any
    reference: dict[str, np.ndarray] = field(default_factory=dict)
    """Embedded _REFERENCE_TEXTS per script."""


class Memory:
    """Long-term memory over the store's `memory` table, shared by every kernel that opens the store.

    `store` is the copilot's store (`nbcopilot.store.base.Store`): memory reads and writes its memory rows
    through the store's contract and never holds it between calls. `embed_model` is any LlamaIndex embedding;
    None means the bundled multilingual-e5-small, created on first use."""

    KINDS = KINDS

    def __init__(self, store: Any, embed_model: Any = None):
        self._store = store
        self._embed_model = embed_model
        self._parts: _Parts | None = None
        self._init_lock = threading.Lock()

    # -- set-up on first use

    def _ready(self) -> _Parts:
        if self._parts is None:
            with self._init_lock:
                if self._parts is None:
                    self._parts = self._build()
        return self._parts

    def _build(self) -> _Parts:
        llama = _llama()
        embed_model = self._embed_model
        if embed_model is None:
            from nbcopilot.memory.embedding import default_embed_model

            embed_model = default_embed_model()

        def embed_passages(texts: list[str]) -> np.ndarray:
            return np.asarray(embed_model.get_text_embedding_batch([t[:MAX_EMBED_CHARS] for t in texts]))

        texts = [t for group in _REFERENCE_TEXTS.values() for t in group]
        vectors = _unit(embed_passages(texts))
        reference, start = {}, 0
        for script, group in _REFERENCE_TEXTS.items():
            reference[script], start = vectors[start : start + len(group)], start + len(group)
        mirror = _Mirror(self._store, embed_passages, dim=vectors.shape[1])
        vector_store = llama.MemoryVectorStore.over(mirror, self._store)
        index = llama.index_over(vector_store, embed_model)
        return _Parts(embed_model, mirror, vector_store, index, reference)

    # -- writing

    def add(self, kind: str, text: str, *, task_id: str | None = None, step: int | None = None,
            meta: dict | None = None) -> str:
        """Store one record and return its id. The full text is kept; only its first
        MAX_EMBED_CHARS characters are embedded and indexed for BM25."""
        return self.add_many([dict(kind=kind, text=text, task_id=task_id, step=step, meta=meta)])[0]

    def add_many(self, records: Sequence[dict]) -> list[str]:
        """Store several records (dicts with the arguments of `add`) with one batched embedding."""
        from llama_index.core.schema import TextNode

        nodes = []
        for record in records:
            kind, text = record.get("kind"), record.get("text")
            _check_kinds([kind])
            text = _storable("" if text is None else str(text))
            step = record.get("step")
            meta = record.get("meta") or {}
            if not isinstance(meta, dict):
                raise BadInput("Memory meta must be a dict of JSON values.")
            nodes.append(TextNode(
                id_=uuid.uuid4().hex, text=text,
                metadata={"kind": kind, "task_id": record.get("task_id"),
                          "step": None if step is None else int(step), "meta": meta},
            ))
        if not nodes:
            return []
        parts = self._ready()
        vectors = _unit(parts.embed_model.get_text_embedding_batch([n.text[:MAX_EMBED_CHARS] for n in nodes]))
        for node, vector in zip(nodes, vectors):
            node.embedding = vector.tolist()
        parts.index.insert_nodes(nodes)  # → MemoryVectorStore.add: one transaction, then the mirror
        return [n.node_id for n in nodes]

    # -- reading

    def search(self, query: str, *, k: int = 5, kinds: Sequence[str] | None = None,
               task_id: str | None = None, exclude_task: str | None = None) -> list[MemoryHit]:
        """The k records that best match `query`, vector and BM25 rankings fused by reciprocal rank."""
        if kinds is not None:
            _check_kinds(kinds)
        query = (query or "").strip()
        if not query or k <= 0:
            return []
        qvec = self._query_vector(query)
        return self._full_texts(self._search(query, qvec, k=k, kinds=kinds, task_id=task_id, exclude_task=exclude_task))

    def lessons_for(self, goal: str, *, k: int = 3, min_score: float = 0.4,
                    exclude_task: str | None = None) -> list[MemoryHit]:
        """Lessons that apply to `goal`: those whose text matches it, and those learned on tasks whose
        goal matches it. Only hits scoring at least `min_score` (see MemoryHit.score), best first."""
        goal = (goal or "").strip()
        if not goal or k <= 0:
            return []
        qvec = self._query_vector(goal)
        found = {h.id: h for h in self._search(goal, qvec, k=4 * k + 8, kinds=("lesson",), exclude_task=exclude_task)}
        similar: dict[str, float] = {}
        for past in self._search(goal, qvec, k=5, kinds=("goal",), exclude_task=exclude_task):
            if past.score >= min_score and past.task_id is not None:
                similar[past.task_id] = max(past.score, similar.get(past.task_id, 0.0))
        if similar:  # lessons learned on a similar task are as relevant as that task
            for lesson in self._search(goal, qvec, k=4 * k + 8, kinds=("lesson",), task_ids=list(similar)):
                lesson = _with_score(lesson, max(lesson.score, similar[lesson.task_id]))
                if lesson.score >= found.get(lesson.id, lesson).score:
                    found[lesson.id] = lesson
        relevant = [h for h in found.values() if h.score >= min_score]
        return self._full_texts(sorted(relevant, key=lambda h: (h.score, h.fused), reverse=True)[:k])

    def find_tasks(self, words: str, *, k: int = 5, min_score: float = 0.35) -> list[tuple[str, float]]:
        """Task ids whose records match `words` by meaning, best first, each with its best hit's score.

        Tasks scoring below `min_score` are left out, so an empty list means no match; several
        entries with close scores mean the words fit several tasks and the analyst should pick."""
        words = (words or "").strip()
        if not words or k <= 0:
            return []
        best: dict[str, MemoryHit] = {}
        for hit in self._search(words, self._query_vector(words), k=max(40, 8 * k)):
            if hit.task_id is None or hit.score < min_score:
                continue
            held = best.get(hit.task_id)
            if held is None or (hit.score, hit.fused) > (held.score, held.fused):
                best[hit.task_id] = hit
        ranked = sorted(best.values(), key=lambda h: (h.score, h.fused), reverse=True)
        return [(h.task_id, round(h.score, 4)) for h in ranked[:k]]

    def as_retriever(self, *, k: int = 5, kinds: Sequence[str] | None = None, task_id: str | None = None,
                     exclude_task: str | None = None) -> Any:
        """The hybrid LlamaIndex retriever that `search` uses, for use in other LlamaIndex pipelines."""
        llama = _llama()
        parts = self._ready()
        filters = llama.memory_filters(kinds, task_id, exclude_task)
        return llama.hybrid_retriever(parts.index, parts.mirror, filters, k)

    def count(self) -> int:
        """Number of records in the store."""
        parts = self._ready()
        parts.mirror.refresh()
        return parts.mirror.n

    # -- internals

    def _query_vector(self, query: str) -> np.ndarray:
        parts = self._ready()
        return _unit(parts.embed_model.get_query_embedding(query[:MAX_EMBED_CHARS]))

    def _search(self, query: str, qvec: np.ndarray, *, k: int, kinds=None, task_id=None,
                exclude_task=None, task_ids=None) -> list[MemoryHit]:
        from llama_index.core.schema import QueryBundle

        llama = _llama()
        parts = self._ready()
        mirror = parts.mirror
        mirror.refresh()
        filters = llama.memory_filters(kinds, task_id, exclude_task, task_ids)
        retriever = llama.hybrid_retriever(parts.index, mirror, filters, k)
        fused = retriever.retrieve(QueryBundle(query_str=query, embedding=qvec.tolist()))
        with mirror.lock:
            rows = [mirror.row_of[n.node.node_id] for n in fused if n.node.node_id in mirror.row_of]
            scores = {mirror.row_of[n.node.node_id]: n.score or 0.0 for n in fused if n.node.node_id in mirror.row_of}
            sims = qvec @ mirror.vectors[:, rows] if rows else np.zeros(0)
            baseline = [float(np.median(parts.reference[script] @ qvec)) for script in SCRIPTS]
            terms = tokenize(query)
            hits = []
            for row, sim in zip(rows, sims):
                base = baseline[mirror.script[row]]
                semantic = (float(sim) - base) / max(1.0 - base, 1e-6)
                score = min(1.0, max(0.0, semantic, mirror.coverage(terms, row)))
                meta = mirror.metas[row]
                hits.append(MemoryHit(
                    id=mirror.ids[row], kind=mirror.kinds[row], text=mirror.texts[row],
                    task_id=mirror.task_ids[row], step=mirror.steps[row], score=round(score, 4),
                    meta=json.loads(meta) if meta else {}, fused=round(scores[row], 4),
                    created_at=mirror.created[row],
                ))
        return hits


    def _full_texts(self, hits: list[MemoryHit]) -> list[MemoryHit]:
        """The hits with their full text where the mirror holds only a prefix (one read for all)."""
        mirror = self._ready().mirror
        with mirror.lock:
            rows = {hit.id: mirror.row_of[hit.id] for hit in hits if hit.id in mirror.row_of}
            full = mirror.full_texts(rows.values())
        return [replace(hit, text=full[rows[hit.id]]) if rows.get(hit.id) in full else hit for hit in hits]


def _with_score(hit: MemoryHit, score: float) -> MemoryHit:
    return replace(hit, score=round(score, 4))
