"""`%copilot metrics --plot`: the corrections per task by kind, as one matplotlib chart."""
from __future__ import annotations

import io
from typing import Any

PARTS = (("edits", "edit"), ("replan", "replan"), ("retry_step", "retry step"), ("refine_output", "refine output"))


def plot_metrics(frame: Any) -> Any:
    """A stacked bar per task (edits and rejections by intent), displayed as a PNG; returns the figure."""
    import matplotlib.pyplot as plt
    from IPython.display import Image, display

    from nbcopilot.errors import BadInput

    if frame.empty:
        raise BadInput("there are no tasks to plot yet; start one with %copilot <goal>.")
    labels = [f"{goal[:24]}…" if len(goal) > 24 else goal for goal in frame["goal"]]
    figure, axes = plt.subplots(figsize=(max(4, 0.8 * len(frame) + 2), 3))
    bottom = [0] * len(frame)
    for column, label in PARTS:
        values = [int(v) for v in frame[column].fillna(0)]
        axes.bar(range(len(frame)), values, bottom=bottom, label=label)
        bottom = [b + v for b, v in zip(bottom, values)]
    axes.set_xticks(range(len(frame)), labels, rotation=30, ha="right")
    axes.set_ylabel("corrections")
    axes.set_title("Corrections per task")
    axes.legend(fontsize=8)
    figure.tight_layout()
    png = io.BytesIO()
    figure.savefig(png, format="png", dpi=100)  # a PNG shows the same in every front end and backend
    plt.close(figure)
    display(Image(data=png.getvalue(), format="png"))
    return figure
