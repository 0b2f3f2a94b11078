"""This process's copy of the store's memory table: vectors in one numpy array, BM25 postings, metadata.

Searching 100k records by reading them from the store each time would cost seconds, so each process
keeps a mirror of the rows. It is brought up to date before every search: the store's change stamp says
whether anyone wrote since the last look, and if so only the new rows are read.
"""

from __future__ import annotations

import math
import threading
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, Iterable, Sequence

import numpy as np

from nbcopilot.errors import BadInput
from nbcopilot.memory.embedding import MAX_EMBED_CHARS
from nbcopilot.memory.terms import script_of, tokenize

__all__ = ["Mirror", "KINDS", "check_kinds", "unit", "now"]

KINDS = ("goal", "step", "feedback", "correction", "lesson")

SYNC_MARGIN = timedelta(minutes=5)
"""An incremental sync re-reads rows this much older than the newest it has seen, because another
process may commit a row stamped a moment before one we already read; a row older still is caught
by the row count and costs a full reload."""


def check_kinds(kinds: Iterable[str]) -> None:
    """Refuse a record kind memory does not know, in one sentence."""
    for kind in kinds:
        if kind not in KINDS:
            raise BadInput(f"Unknown memory kind {kind!r}; use one of {', '.join(KINDS)}.")


def now() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)


def unit(vectors: Any) -> np.ndarray:
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


class Mirror:
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
        self.kind_codes, self.task_codes, self.analyst_codes = _Codes(), _Codes(), _Codes()
        self.columns = {  # filterable metadata, one numpy array each
            "kind": np.zeros(1024, dtype=np.int32),
            "task_id": np.zeros(1024, dtype=np.int32),
            "analyst": np.zeros(1024, dtype=np.int32),
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
            vectors=self._vectors(cols, fresh), analysts=pick("analyst"),
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
            embedded = unit(self._embed_passages(texts))
            out[missing] = embedded
            self._store.set_memory_embeddings(
                {cols["id"][fresh[j]]: embedded[m].tolist() for m, j in enumerate(missing)})
        return unit(out)

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

    def append(self, *, ids, kinds, task_ids, steps, texts, lengths, metas, created, vectors,
               analysts=None) -> None:
        with self.lock:
            start, need = self.n, self.n + len(ids)
            texts = [t or "" for t in texts]
            if need > self.vectors.shape[1]:
                wider = np.zeros((self.dim, max(need, 2 * self.vectors.shape[1])), dtype=np.float32)
                wider[:, :start] = self.vectors[:, :start]
                self.vectors = wider
            self.vectors[:, start:need] = np.asarray(vectors, dtype=np.float32).T
            for name, fill in (("kind", 0), ("task_id", 0), ("analyst", 0), ("step", np.nan)):
                self.columns[name] = _grown(self.columns[name], need, fill)
            self.columns["kind"][start:need] = [self.kind_codes.encode(str(k)) for k in kinds]
            self.columns["task_id"][start:need] = [self.task_codes.encode(t) for t in task_ids]
            self.columns["analyst"][start:need] = [self.analyst_codes.encode(a) for a in analysts or [None] * len(ids)]
            self.columns["step"][start:need] = [np.nan if s is None else s for s in steps]
            self.script = _grown(self.script, need)
            self.script[start:need] = [script_of(t) for t in texts]
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
        """Rows that pass LlamaIndex MetadataFilters on kind / task_id / analyst / step (None: every row).

        Integer columns rather than LlamaIndex's per-node filter function: over 100k records 0.31 ms
        against build_metadata_filter_fn's 237 ms, same rows (bench/bench_memory_libraries.py)."""
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
            raise BadInput(f"Memory can filter on kind, task_id, analyst or step, not {f.key!r}.")
        column = self.columns[f.key][: self.n]
        codes = {"kind": self.kind_codes, "task_id": self.task_codes, "analyst": self.analyst_codes}.get(f.key)
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
        """Rows most similar to the unit `query` by cosine. A numpy scan rather than DuckDB's
        array_cosine_similarity: top 20 of 100k x 384 in 11.6 ms against 66 ms for DuckDB over an
        in-memory FLOAT[384] table (its best case), same ids in the same order."""
        sims = query @ self.vectors[:, : self.n]
        if mask is not None:
            sims[~mask] = -np.inf
        return _top(sims, k)

    def idf(self, term: str) -> float:
        df = len(self.postings[term][0]) if term in self.postings else 0
        return math.log(1.0 + (self.n - df + 0.5) / (df + 0.5))

    def bm25_top(self, terms: Sequence[str], k: int, mask: np.ndarray | None, k1=1.2, b=0.75):
        """Okapi BM25 (Lucene's idf) over the postings. Kept rather than bm25s 0.3.16, measured on 100k
        records with the same terms: the same top-10 scores for 20 of 20 queries, a query 0.26 ms against
        2.99 ms, building 6.6 s against 17.3 s, and adding one record 0.1 ms where bm25s re-indexes
        everything (17 s) — memory grows one record at a time. LlamaIndex's BM25Retriever with its own
        tokenizer found 0 of 80 Chinese hits (ours 80): CJK needs the bigrams of memory/terms.py."""
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

