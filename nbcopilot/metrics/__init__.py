"""Collaboration metrics: how much help the agent needs, and where (DuckDB SQL in, pandas out).

The query functions are re-exported here; the text report is `nbcopilot.metrics.report.report`, the
plots live in `nbcopilot.metrics.plots` (matplotlib loads on first call). Demo data (a synthetic store history)
is `nbcopilot.demo.simulate`. Importing this package stays light.
"""
from nbcopilot.metrics.queries import by_anchor, corrections, history, summary, task_metrics, weekly

__all__ = ["by_anchor", "corrections", "history", "summary", "task_metrics", "weekly"]
