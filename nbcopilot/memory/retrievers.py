"""The LlamaIndex side of memory: the mirror as a vector store, a BM25 retriever, and their fusion.

`MemoryVectorStore` is the store's `memory` table seen as a LlamaIndex vector store (`add` writes rows
through the store contract, `query` ranks the mirror by cosine); `MemoryBM25Retriever` ranks the mirror's
postings; `HybridMemoryRetriever` fuses the two by reciprocal rank. `kind` / `task_id` / `step` filters are
LlamaIndex `MetadataFilters`, evaluated on the mirror's numpy columns.

This module imports llama_index (~1.2 s), so `nbcopilot.memory.index` imports it on first use only.
"""

from __future__ import annotations

import json
from typing import Any, Sequence

import numpy as np
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

from nbcopilot.errors import BadInput
from nbcopilot.memory.embedding import MAX_EMBED_CHARS
from nbcopilot.memory.mirror import Mirror, check_kinds, now, unit
from nbcopilot.memory.terms import tokenize
from nbcopilot.records import MemoryRow
from nbcopilot.text import storable

__all__ = ["MemoryVectorStore", "MemoryBM25Retriever", "HybridMemoryRetriever", "memory_filters",
           "index_over", "hybrid_retriever", "RRF_K"]

RRF_K = 60
"""Reciprocal rank fusion constant (Cormack et al. 2009): damps the weight of the very first ranks."""


class MemoryVectorStore(BasePydanticVectorStore):
    """The store's `memory` table as a LlamaIndex vector store: `add` writes rows to DuckDB in one
    statement, `query` ranks the process's mirror of the table (refreshed first) by cosine."""

    stores_text: bool = True
    flat_metadata: bool = False
    _mirror: Any = PrivateAttr()
    _store: Any = PrivateAttr()

    @classmethod
    def over(cls, mirror: Mirror, store: Any) -> "MemoryVectorStore":
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
        created = now()
        rows = []
        for node in nodes:
            md = node.metadata
            check_kinds([md.get("kind")])
            rows.append(MemoryRow(
                id=node.node_id, task_id=md.get("task_id"), step=md.get("step"), kind=md["kind"],
                text=node.get_content(), embedding=list(node.embedding), created_at=created,
                meta=storable(json.dumps(md.get("meta") or {}, ensure_ascii=False, default=str))))
        # Under the mirror's lock, so that no refresh in between loads these rows a second time.
        with self._mirror.lock:
            self._store.add_memory(rows)  # all rows or none
            self._mirror.append(
                ids=[r.id for r in rows], task_ids=[r.task_id for r in rows], steps=[r.step for r in rows],
                kinds=[r.kind for r in rows], texts=[r.text[:MAX_EMBED_CHARS] for r in rows],
                lengths=[len(r.text) for r in rows], metas=[r.meta for r in rows], created=[created] * len(rows),
                vectors=unit([r.embedding for r in rows]), analysts=[self._store.analyst] * len(rows),
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
            vector = unit(query.query_embedding)
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

    def __init__(self, mirror: Mirror, filters: Any = None, similarity_top_k: int = 10) -> None:
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

    Scores are scaled so that a record ranked first by every retriever scores 1.0. LlamaIndex's
    QueryFusionRetriever (mode="reciprocal_rerank", num_queries=1) ranks the same ids in the same order
    (12 of 12 queries over 100k records) but takes 17.6 ms a query against 9.8 ms, wants an LLM even when it
    writes no queries, and merges records by text hash: two identical feedbacks come back as one
    (bench/bench_memory_libraries.py)."""

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
                   task_ids: Sequence[str] | None = None, analyst: str | None = None) -> Any:
    filters = []
    if analyst is not None:
        filters.append(MetadataFilter(key="analyst", value=analyst, operator=FilterOperator.EQ))
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


def hybrid_retriever(index: Any, mirror: Mirror, filters: Any, k: int) -> Any:
    depth = max(2 * k, 20)  # each ranking looks deeper than k so that fusion has something to fuse
    vector = index.as_retriever(similarity_top_k=depth, filters=filters)
    return HybridMemoryRetriever([vector, MemoryBM25Retriever(mirror, filters, depth)], similarity_top_k=k)
