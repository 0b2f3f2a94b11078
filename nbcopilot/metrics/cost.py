"""What a task's model calls cost: recorded tokens × a price table, per model.

The table is yours to fill: prices change and differ by contract, so none is shipped. Set an entry
(`nbcopilot.metrics.cost.PRICES["gpt-4o-mini"] = (0.15, 0.60)`) or pass `prices=` to `cp.metrics()` and
`cp.report()`. A task none of whose calls went to a priced model has no cost (NaN), not a cost of 0.
"""
from __future__ import annotations

from typing import Any, Mapping

from nbcopilot.errors import BadInput

PRICES: dict[str, tuple[float, float]] = {}
"""Model name (as its provider reports it) → (US$ per million prompt tokens, US$ per million answer tokens)."""

def price_table(prices: Mapping[str, Any] | None) -> dict[str, tuple[float, float]]:
    """PRICES with `prices` laid over it, each entry checked (one sentence for a bad one)."""
    table = dict(PRICES)
    for model, price in (prices or {}).items():
        try:
            prompt, answer = (float(p) for p in price)
        except (TypeError, ValueError):
            raise BadInput(f"the price of {model!r} is a pair (US$ per million prompt tokens, per million answer "
                           f"tokens), e.g. (0.15, 0.60), not {price!r}.") from None
        table[str(model)] = (prompt, answer)
    return table


def task_costs(store, prices: Mapping[str, Any] | None = None) -> dict[str, float]:
    """task id → US$ its successful calls to priced models cost (tasks without such calls are left out)."""
    table = price_table(prices)
    if not table:
        return {}
    costs: dict[str, float] = {}
    for task_id, model, prompt, answer in store.model_usage():
        if model in table:
            per_prompt, per_answer = table[model]
            costs[task_id] = costs.get(task_id, 0.0) + (prompt * per_prompt + answer * per_answer) / 1e6
    return costs
