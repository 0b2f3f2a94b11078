"""Long-term memory: goals, step results, feedback, corrections and lessons, searched by meaning.

Every record is a row of the store's `memory` table (full text, an embedding of a bounded prefix,
metadata). The parts live beside this module:

- `terms` — BM25 terms (words; Chinese/Japanese as character bigrams) and which script a text is in;
- `mirror` — this process's numpy copy of the table (vectors, postings, filter columns), kept in step
  with the store by its change stamp;
- `retrievers` — the LlamaIndex adapters: the mirror as a vector store, a BM25 retriever, their fusion.

A store that ranks memory itself (PostgreSQL: pgvector fused with full-text search, `Store.search_memory`)
is searched there instead: a team's 100k rows are not copied into every kernel. Only the few rows it returns
are read, and scored on the same absolute scale as the mirror's hits.

Neither llama_index nor the embedding engine is imported until the first record is written or searched.
"""

from __future__ import annotations

import json
import math
import threading
import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Sequence

import numpy as np

from nbcopilot.errors import BadInput
from nbcopilot.memory.embedding import MAX_EMBED_CHARS
from nbcopilot.memory.mirror import KINDS, Mirror, check_kinds, unit
from nbcopilot.memory.terms import SCRIPTS, script_of, tokenize
from nbcopilot.text import storable

__all__ = ["Memory", "MemoryHit", "KINDS", "tokenize"]

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


@dataclass
class _Parts:
    """What the first use builds: the embedding model, the mirror and the LlamaIndex objects."""

    embed_model: Any
    mirror: Mirror
    vector_store: Any
    index: Any
    reference: dict[str, np.ndarray] = field(default_factory=dict)
    """Embedded _REFERENCE_TEXTS per script."""


class Memory:
    """Long-term memory over the store's `memory` table, shared by every kernel that opens the store.

    `store` is the copilot's store (`nbcopilot.store.base.Store`): memory reads and writes its memory rows
    through the store's contract and never holds it between calls. `embed_model` is any LlamaIndex embedding;
    None means the bundled multilingual-e5-small, created on first use. `lessons_of`: take lessons only from
    this analyst's records (None: everyone's who shares the store, the default)."""

    KINDS = KINDS

    def __init__(self, store: Any, embed_model: Any = None, *, lessons_of: str | None = None):
        self._store = store
        self._embed_model = embed_model
        self._lessons_of = lessons_of
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
        from nbcopilot.memory import retrievers  # llama_index: first use only
        embed_model = self._embed_model
        if embed_model is None:
            from nbcopilot.memory.embedding import default_embed_model

            embed_model = default_embed_model()

        def embed_passages(texts: list[str]) -> np.ndarray:
            return np.asarray(embed_model.get_text_embedding_batch([t[:MAX_EMBED_CHARS] for t in texts]))

        texts = [t for group in _REFERENCE_TEXTS.values() for t in group]
        vectors = unit(embed_passages(texts))
        reference, start = {}, 0
        for script, group in _REFERENCE_TEXTS.items():
            reference[script], start = vectors[start : start + len(group)], start + len(group)
        mirror = Mirror(self._store, embed_passages, dim=vectors.shape[1])
        vector_store = retrievers.MemoryVectorStore.over(mirror, self._store)
        index = retrievers.index_over(vector_store, embed_model)
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
            check_kinds([kind])
            text = storable("" if text is None else str(text))
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
        vectors = unit(parts.embed_model.get_text_embedding_batch([n.text[:MAX_EMBED_CHARS] for n in nodes]))
        for node, vector in zip(nodes, vectors):
            node.embedding = vector.tolist()
        parts.index.insert_nodes(nodes)  # → MemoryVectorStore.add: one transaction, then the mirror
        return [n.node_id for n in nodes]

    # -- reading

    def search(self, query: str, *, k: int = 5, kinds: Sequence[str] | None = None,
               task_id: str | None = None, exclude_task: str | None = None) -> list[MemoryHit]:
        """The k records that best match `query`, vector and BM25 rankings fused by reciprocal rank."""
        if kinds is not None:
            check_kinds(kinds)
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
        mine = self._lessons_of
        found = {h.id: h for h in self._search(goal, qvec, k=4 * k + 8, kinds=("lesson",), exclude_task=exclude_task,
                                                analyst=mine)}
        similar: dict[str, float] = {}
        for past in self._search(goal, qvec, k=5, kinds=("goal",), exclude_task=exclude_task):
            if past.score >= min_score and past.task_id is not None:
                similar[past.task_id] = max(past.score, similar.get(past.task_id, 0.0))
        if similar:  # lessons learned on a similar task are as relevant as that task
            for lesson in self._search(goal, qvec, k=4 * k + 8, kinds=("lesson",), task_ids=list(similar),
                                       analyst=mine):
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
        from nbcopilot.memory import retrievers  # llama_index: first use only
        parts = self._ready()
        filters = retrievers.memory_filters(kinds, task_id, exclude_task)
        return retrievers.hybrid_retriever(parts.index, parts.mirror, filters, k)

    def count(self) -> int:
        """Number of records in the store."""
        parts = self._ready()
        parts.mirror.refresh()
        return parts.mirror.n

    # -- internals

    def _query_vector(self, query: str) -> np.ndarray:
        parts = self._ready()
        return unit(parts.embed_model.get_query_embedding(query[:MAX_EMBED_CHARS]))

    def _search(self, query: str, qvec: np.ndarray, *, k: int, kinds=None, task_id=None,
                exclude_task=None, task_ids=None, analyst=None) -> list[MemoryHit]:
        ranked = self._store.search_memory(
            qvec.tolist(), _word_forms(tokenize(query)), k, kinds=kinds, analyst=analyst, exclude_task=exclude_task,
            task_ids=[task_id] if task_id is not None else task_ids)
        if ranked is not None:
            return self._hits_in_store(query, qvec, ranked)
        from llama_index.core.schema import QueryBundle

        from nbcopilot.memory import retrievers  # llama_index: first use only
        parts = self._ready()
        mirror = parts.mirror
        mirror.refresh()
        filters = retrievers.memory_filters(kinds, task_id, exclude_task, task_ids, analyst)
        retriever = retrievers.hybrid_retriever(parts.index, mirror, filters, k)
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

    def _hits_in_store(self, query: str, qvec: np.ndarray, ranked: list[tuple[str, float]]) -> list[MemoryHit]:
        """The rows a store ranked itself, scored as `_search` scores the mirror's: the embedding similarity
        above the unrelated baseline, or the share of the query's words (weighted by the store's statistics)."""
        if not ranked:
            return []
        parts = self._ready()
        ids = [row_id for row_id, _ in ranked]
        cols = self._store.memory_rows(None, MAX_EMBED_CHARS, ids=ids)
        row_of = {row_id: n for n, row_id in enumerate(cols["id"])}
        long = [row_id for row_id in ids if row_id in row_of and cols["length"][row_of[row_id]] > MAX_EMBED_CHARS]
        full = self._store.memory_texts(long) if long else {}
        terms = tokenize(query)
        shares = self._store.memory_term_shares(sorted(set(terms))) or {}
        weights = {t: math.log(1.0 + (1.0 - shares.get(t, 0.5)) / max(shares.get(t, 0.5), 1e-6)) for t in set(terms)}
        baseline = [float(np.median(parts.reference[script] @ qvec)) for script in SCRIPTS]
        from nbcopilot.store.postgres_reads import FUSE_K

        best = 2.0 / (FUSE_K + 1)  # first in both rankings scores 1.0, as the mirror's fusion does
        hits = []
        for row_id, fused in ranked:
            if row_id not in row_of:
                continue  # deleted since it was ranked
            n = row_of[row_id]
            prefix = cols["prefix"][n] or ""
            vector = cols["embedding"][n]
            base = baseline[script_of(prefix)]
            sim = float(unit(vector) @ qvec) if vector is not None and len(vector) == len(qvec) else base
            semantic = (sim - base) / max(1.0 - base, 1e-6)
            present = set(terms) & set(tokenize(prefix))
            coverage = sum(weights[t] for t in present) / max(sum(weights.values()), 1e-9) if weights else 0.0
            meta = cols["meta"][n]
            hits.append(MemoryHit(
                id=row_id, kind=cols["kind"][n], text=full.get(row_id, prefix), task_id=cols["task_id"][n],
                step=cols["step"][n], score=round(min(1.0, max(0.0, semantic, coverage)), 4),
                meta=json.loads(meta) if meta else {}, fused=round(fused / best, 4), created_at=cols["created_at"][n]))
        return hits

    def _full_texts(self, hits: list[MemoryHit]) -> list[MemoryHit]:
        """The hits with their full text where the mirror holds only a prefix (one read for all)."""
        mirror = self._ready().mirror
        with mirror.lock:
            rows = {hit.id: mirror.row_of[hit.id] for hit in hits if hit.id in mirror.row_of}
            full = mirror.full_texts(rows.values())
        return [replace(hit, text=full[rows[hit.id]]) if rows.get(hit.id) in full else hit for hit in hits]


def _word_forms(terms: Sequence[str]) -> list[str]:
    """The terms as a database's full-text index holds words (lower-cased, not stemmed): each term and its
    plural, since tokenize made "reports" into "report"."""
    forms = []
    for term in dict.fromkeys(terms):
        forms.append(term)
        if term.isascii() and term.isalpha():
            forms.append(term[:-1] + "ies" if term.endswith("y") else term + "s")
    return forms


def _with_score(hit: MemoryHit, score: float) -> MemoryHit:
    return replace(hit, score=round(score, 4))
