"""A PNG chart of the step breakdown: one horizontal stacked bar per simulated rank.

Each bar is the rank's step time split into ``CATEGORIES``: compute alone, compute
with communication hidden under it, exposed communication, and waiting for other
ranks (the part of exposed communication spent only waiting for a collective's
members). The title gives the predicted step time, the workload (file name), the
hardware, the system and the estimator. Ranks one agent stands for share a bar
(labelled with the ranks it stands for); beyond ``max_bars`` only the slowest are
drawn. With few bars, each segment is labelled with its time and share of the step.
"""

from __future__ import annotations

import io
import os

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from hespas.atomic_io import write_bytes_atomically
from hespas.report.breakdown import AgentBreakdown, Breakdown, RunInfo

# (label, colour), in stacking order
CATEGORIES = (
    ("compute", "#4c72b0"),
    ("compute overlapped with communication", "#64b5cd"),
    ("exposed communication", "#c44e52"),
    ("waiting for other ranks", "#b8b8b8"),
)
_ANNOTATED_BARS = 8  # at most this many bars get their segments labelled


def segments_ns(agent: AgentBreakdown) -> tuple[int, int, int, int]:
    """The agent's step in ``CATEGORIES`` order; they add up to its step time."""
    return (agent.compute_ns - agent.overlap_ns, agent.overlap_ns, agent.exposed_comm_ns - agent.waiting_ns,
            agent.waiting_ns)


def step_figure(report: Breakdown, info: RunInfo, max_bars: int = 64) -> Figure:
    """The chart as a matplotlib Figure (Agg canvas, no display needed)."""
    unit, per_ns = ("ms", 1e-6) if report.step_time_ns >= 1_000_000 else ("µs", 1e-3)
    slowest = sorted(report.agents, key=lambda agent: (-agent.step_time_ns, agent.rank))[:max_bars]
    agents = sorted(slowest, key=lambda agent: agent.rank)
    bar_height_in = 0.9 if len(agents) <= 2 else 0.32 if len(agents) <= 16 else 0.18
    figure = Figure(figsize=(11.0, 2.6 + bar_height_in * len(agents)), dpi=150, layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    positions = list(range(len(agents)))
    left = [0.0] * len(agents)
    for index, (label, colour) in enumerate(CATEGORIES):
        widths = [segments_ns(agent)[index] * per_ns for agent in agents]
        bars = axes.barh(positions, widths, 0.6, left=left, label=label, color=colour)
        if len(agents) <= _ANNOTATED_BARS:
            _annotate(axes, bars, widths, [agent.step_time_ns * per_ns for agent in agents], unit)
        left = [a + b for a, b in zip(left, widths)]
    axes.set_yticks(positions, [_label(agent) for agent in agents], fontsize=10 if len(agents) <= 16 else 7)
    axes.invert_yaxis()  # the lowest rank on top
    axes.set_ylim(len(agents) - 0.5, -0.5)
    axes.set_xlabel(f"time ({unit})", fontsize=11)
    if report.step_time_ns:
        axes.set_xlim(0, report.step_time_ns * per_ns * 1.02)
    axes.grid(axis="x", alpha=0.3)
    axes.set_axisbelow(True)
    axes.spines[["top", "right"]].set_visible(False)
    # above the axes, bottom up: the legend, two lines of what was simulated, the step time
    axes.legend(loc="lower left", bbox_to_anchor=(0.0, 1.0), ncols=len(CATEGORIES), fontsize=9.5, frameon=False,
                borderaxespad=0.2, borderpad=0.0, handlelength=1.2, columnspacing=1.4)
    axes.annotate(subtitle(report, info, len(agents)), xy=(0, 1), xycoords="axes fraction", xytext=(0, 22),
                  textcoords="offset points", ha="left", va="bottom", fontsize=10, color="#333333")
    axes.annotate(f"Predicted step time: {report.step_time_ns * per_ns:,.3f} {unit}", xy=(0, 1),
                  xycoords="axes fraction", xytext=(0, 54), textcoords="offset points", ha="left", va="bottom",
                  fontsize=15, fontweight="bold")
    return figure


def subtitle(report: Breakdown, info: RunInfo, bars: int) -> str:
    """What was simulated: the workload's file name, hardware, ranks and estimator; the system."""
    ranks = f"{report.num_ranks} ranks, {len(report.agents)} simulated"
    if bars < len(report.agents):
        ranks += f", the {bars} slowest drawn"
    first = f"{_workload_name(info.workload)}  ·  {info.hardware}  ·  {ranks}  ·  estimator {info.estimator}"
    return f"{first}\nsystem {info.system}"


def plot_png(report: Breakdown, info: RunInfo, max_bars: int = 64) -> bytes:
    """The chart as PNG bytes."""
    buffer = io.BytesIO()
    step_figure(report, info, max_bars).savefig(buffer, format="png")
    return buffer.getvalue()


def write_plot(path, report: Breakdown, info: RunInfo, max_bars: int = 64) -> None:
    write_bytes_atomically(path, plot_png(report, info, max_bars))


def _annotate(axes, bars, widths: list[float], steps: list[float], unit: str) -> None:
    """Each segment wide enough for it gets its time and share of the step, in white."""
    for bar, width, step in zip(bars, widths, steps):
        if step and width / step >= 0.09:
            axes.text(bar.get_x() + width / 2, bar.get_y() + bar.get_height() / 2,
                      f"{_significant(width)} {unit}\n{100 * width / step:.0f}%", ha="center", va="center",
                      fontsize=9, color="white", fontweight="bold")


def _significant(value: float) -> str:
    """Three significant digits, but whole numbers from 100 up: 0.906, 63.2, 1,028 (not 1.03e+03)."""
    return f"{value:,.0f}" if value >= 100 else f"{value:.3g}"


def _label(agent: AgentBreakdown) -> str:
    ranks = agent.ranks
    return f"rank {ranks.start}" if len(ranks) == 1 else f"ranks {ranks.start}–{ranks.stop - 1}"


def _workload_name(workload: str) -> str:
    """A path's file name (the whole text when it is not a path), at most 60 characters."""
    name = os.path.basename(workload.rstrip("/")) or workload
    return name if len(name) <= 60 else name[:59] + "…"
