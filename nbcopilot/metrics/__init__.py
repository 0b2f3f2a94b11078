"""Collaboration metrics: how much help the agent needs, and where (DuckDB SQL in, pandas out).

The query functions are re-exported here; the text report is `nbcopilot.metrics.report.report`, the
plots live in `nbcopilot.metrics.plots` (matplotlib loads on first call) and `nbcopilot.metrics.simulate`
writes a synthetic store history for demos and benchmarks. Importing this package stays light.
"""
from nbcopilot.metrics.queries import by_anchor, corrections, history, summary, task_metrics, weekly

__all__ = ["by_anchor", "corrections", "history", "summary", "task_metrics", "weekly"]
