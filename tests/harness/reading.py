"""One question answered the offline way over small frames: read, render, run; the value the code computed."""
from __future__ import annotations

from typing import Any

from nbcopilot.analysis.operations import render
from nbcopilot.analysis.question import Table, interpret
from nbcopilot.execution.run import run_code


def answered(question: str, table: str, frames: dict[str, Any], *, meaning: bool = False) -> Any:
    """The answer the best reading of `question` over `frames[table]` computes (the other frames in the namespace);
    with `meaning`, words are also matched by the embedded model, as the offline route matches them."""
    ops = interpret(question, [Table(table, frames[table])], embed=embedded if meaning else None)
    assert ops, f"no reading of {question!r}"
    namespace = dict(frames)
    result = run_code(render(ops[0], frames), namespace)
    assert result.ok, result.error
    return namespace["answer"]


def embedded(texts: list[str], query: bool) -> Any:
    """The embedded multilingual model's vectors, as the offline route asks for them."""
    from nbcopilot.memory.embedding import embed_texts

    return embed_texts(texts, query=query)
