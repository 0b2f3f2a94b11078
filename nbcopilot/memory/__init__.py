"""Long-term memory (records in the store, hybrid retrieval through LlamaIndex) and bounded working memory.

Names are resolved on first access so that `import nbcopilot.memory` costs nothing."""

__all__ = ["Memory", "MemoryHit", "working_context", "roll_summary"]


def __getattr__(name: str):
    if name in ("Memory", "MemoryHit"):
        from nbcopilot.memory import index

        return getattr(index, name)
    if name in ("working_context", "roll_summary"):
        from nbcopilot.memory import working

        return getattr(working, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
