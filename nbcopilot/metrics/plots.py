"""Pictures of the collaboration metrics (matplotlib, loaded on first use).

Each function takes a store (nbcopilot.store.base.Store) and an optional matplotlib Axes to draw on, and returns the
Figure that holds the drawing. Figures are closed in pyplot before they are returned, so a notebook shows
each one once (as the cell's value) and a script can `savefig` it.
"""
from __future__ import annotations

from typing import Any

from nbcopilot.metrics.queries import CORRECTION_LIMIT, INTENTS, TAKEOVER_LIMIT, by_anchor, task_metrics, weekly

_COLOURS = {"edit": "#9e9e9e", "replan": "#d62728", "retry_step": "#ff7f0e", "refine_output": "#1f77b4"}


def corrections_by_intent(store, ax: Any = None) -> Any:
    """Stacked bars per ISO week: edits and rejections by the intent the engine acted on."""
    ax, fig = _axes(ax)
    frame = weekly(store)
    if frame.empty:
        return _nothing(ax, fig, "Corrections by intent")
    labels = frame.iso_week.tolist()
    bottom = [0] * len(frame)
    for kind, column in (("edit", "edits"),) + tuple((i, i) for i in INTENTS):
        values = frame[column].tolist()
        ax.bar(labels, values, bottom=bottom, label=kind, color=_COLOURS[kind])
        bottom = [b + v for b, v in zip(bottom, values)]
    ax.set(title="Corrections by intent", xlabel="week", ylabel="corrections")
    ax.legend(fontsize="small")
    _tilt(ax, labels)
    return fig


def takeover_by_week(store, ax: Any = None) -> Any:
    """Takeover rate and correction rate per ISO week, with the warning thresholds as dashed lines."""
    ax, fig = _axes(ax)
    frame = weekly(store)
    if frame.empty:
        return _nothing(ax, fig, "Takeover rate by week")
    _weekly_rates(ax, frame.iso_week.tolist(), [(frame.takeover_rate, "o", "#d62728", "takeover rate"),
                                                 (frame.correction_rate, ".", "#7f7f7f", "correction rate")],
                  "Takeover rate by week", "% (dashed: warning thresholds)")
    ax.axhline(TAKEOVER_LIMIT * 100, color="#d62728", linestyle="--", linewidth=1)
    ax.axhline(CORRECTION_LIMIT * 100, color="#7f7f7f", linestyle="--", linewidth=1)
    ax.set_ylim(bottom=0)
    return fig


def decision_time_by_anchor(store, ax: Any = None) -> Any:
    """Median seconds the analyst takes to decide at each review anchor (bars), with the mean as a dot."""
    ax, fig = _axes(ax)
    frame = by_anchor(store).dropna(subset=["median_decision_seconds"])
    if frame.empty:
        return _nothing(ax, fig, "Decision time by anchor")
    labels = [anchor.replace("_", "\n", 1) for anchor in frame.anchor.tolist()]
    ax.bar(labels, frame.median_decision_seconds.tolist(), color="#2ca02c", label="median")
    ax.plot(labels, frame.mean_decision_seconds.tolist(), "o", color="black", label="mean")
    ax.set_yscale("log")  # a paused review can stay open for hours; medians are seconds
    ax.set(title="Decision time by anchor", xlabel="anchor", ylabel="seconds (log)")
    ax.legend(fontsize="small")
    return fig


def outcomes_by_week(store, ax: Any = None) -> Any:
    """Per ISO week of creation: the share of tasks done, and of paused or interrupted tasks later done."""
    frame = task_metrics(store)
    ax, fig = _axes(ax)
    if frame.empty:
        return _nothing(ax, fig, "Completion and resume success by week")
    weeks = frame.groupby(frame.created_at.dt.strftime("%G-W%V")).agg(completed=("completed", "mean"), interrupted=("interrupted", "sum"),
                                      resumed=("resumed_to_done", "sum"))
    resumed = weeks.resumed / weeks.interrupted.where(weeks.interrupted > 0)
    _weekly_rates(ax, weeks.index.tolist(), [(weeks.completed, "o", "#2ca02c", "completion rate"),
                                             (resumed, ".", "#9467bd", "resume success")],
                  "Completion and resume success by week", "% of tasks")
    ax.set_ylim(0, 105)
    return fig


def time_to_done(store, ax: Any = None) -> Any:
    """How long finished tasks took, and how much of it the analyst spent at reviews (minutes, log scale)."""
    frame = task_metrics(store).dropna(subset=["seconds_to_done"])
    ax, fig = _axes(ax)
    if frame.empty:
        return _nothing(ax, fig, "Time to done")
    import numpy as np

    minutes = frame.seconds_to_done / 60
    at_reviews = (frame.review_seconds / 60).clip(lower=minutes.min() / 10)  # a log axis cannot show 0
    bins = np.logspace(np.log10(at_reviews.min()), np.log10(minutes.max()), 30)
    ax.hist(minutes, bins=bins, color="#1f77b4", alpha=0.7, label=f"to done (median {minutes.median():.0f} min)")
    ax.hist(at_reviews, bins=bins, color="#ff7f0e", alpha=0.6,
            label=f"analyst at reviews (median {at_reviews.median():.1f} min)")
    ax.set_xscale("log")
    ax.set(title="Time to done", xlabel="minutes per finished task (log)", ylabel="tasks")
    ax.legend(fontsize="small")
    return fig


def plot_all(store) -> Any:
    """The three plots side by side in one Figure (what `%copilot metrics --plot` shows)."""
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 3, figsize=(16, 4.5), layout="constrained")
    corrections_by_intent(store, axes[0])
    takeover_by_week(store, axes[1])
    decision_time_by_anchor(store, axes[2])
    plt.close(fig)
    return fig


def _weekly_rates(ax: Any, labels: list[str], lines: list[tuple], title: str, ylabel: str) -> None:
    """Shares per week as percentage lines, each given as (shares 0..1, marker, colour, label)."""
    for shares, marker, colour, label in lines:
        ax.plot(labels, (shares * 100).tolist(), marker=marker, color=colour, label=label)
    ax.set(title=title, xlabel="week", ylabel=ylabel)
    ax.legend(fontsize="small")
    _tilt(ax, labels)


def _axes(ax: Any) -> tuple[Any, Any]:
    if ax is not None:
        return ax, ax.figure
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4), layout="constrained")
    plt.close(fig)
    return ax, fig


def _nothing(ax: Any, fig: Any, title: str) -> Any:
    ax.set_title(title)
    ax.text(0.5, 0.5, "no data in the store yet", ha="center", va="center", transform=ax.transAxes)
    ax.set_axis_off()
    return fig


def _tilt(ax: Any, labels: list[str]) -> None:
    if len(labels) > 4:
        ax.tick_params(axis="x", labelrotation=45)
        for label in ax.get_xticklabels():
            label.set_horizontalalignment("right")
