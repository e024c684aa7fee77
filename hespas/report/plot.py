"""A PNG chart of the step breakdown: one stacked bar per simulated rank.

Each bar is the rank's step time split into compute alone, communication hidden
under compute, and exposed communication. Ranks one agent stands for share a bar
(labelled with the ranks it stands for); beyond ``max_bars`` only the slowest are drawn.
"""

from __future__ import annotations

import io

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from hespas.atomic_io import write_bytes_atomically
from hespas.report.breakdown import Breakdown, RunInfo

_COLOURS = {"compute": "#4c72b0", "overlap": "#8fbc8f", "exposed": "#c44e52"}


def plot_png(report: Breakdown, info: RunInfo, max_bars: int = 64) -> bytes:
    """The chart as PNG bytes (rendered with the Agg backend, no display needed)."""
    unit, per_ns = ("ms", 1e-6) if report.step_time_ns >= 1_000_000 else ("µs", 1e-3)
    slowest = sorted(report.agents, key=lambda agent: (-agent.step_time_ns, agent.rank))[:max_bars]
    agents = sorted(slowest, key=lambda agent: agent.rank)
    labels = [_label(agent.ranks) for agent in agents]
    compute_only = [(agent.compute_ns - agent.overlap_ns) * per_ns for agent in agents]
    overlap = [agent.overlap_ns * per_ns for agent in agents]
    exposed = [agent.exposed_comm_ns * per_ns for agent in agents]

    width_in = max(6.5, min(16.0, 2.5 + 0.35 * len(agents)))
    figure = Figure(figsize=(width_in, 5.0), dpi=110, layout="constrained")
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    positions = range(len(agents))
    width = 0.6 if len(agents) > 1 else 0.35
    axes.bar(positions, compute_only, width, label="compute alone", color=_COLOURS["compute"])
    axes.bar(positions, overlap, width, bottom=compute_only, label="compute + communication (overlap)",
             color=_COLOURS["overlap"])
    axes.bar(positions, exposed, width, bottom=[a + b for a, b in zip(compute_only, overlap)],
             label="exposed communication", color=_COLOURS["exposed"])
    crowded = len(agents) * (max(map(len, labels)) + 2) > 12 * width_in  # about 12 characters an inch
    axes.set_xticks(list(positions), labels, rotation=45 if crowded else 0, ha="right" if crowded else "center",
                    fontsize=8 if len(agents) > 24 else 10)
    axes.set_xlim(-0.75, len(agents) - 0.25)
    axes.set_ylabel(f"time ({unit})")
    shown = (f"the {len(agents)} slowest of {len(report.agents)} simulated ranks"
             if len(agents) < len(report.agents) else
             f"{report.num_ranks} ranks, {len(report.agents)} simulated")
    axes.set_xlabel(f"rank ({shown})")
    if report.step_time_ns:
        axes.set_ylim(0, report.step_time_ns * per_ns * 1.1)
    figure.legend(loc="outside lower center", ncols=3, fontsize=9, frameon=False)
    axes.grid(axis="y", alpha=0.3)
    axes.set_axisbelow(True)
    axes.spines[["top", "right"]].set_visible(False)
    axes.set_title(f"Predicted step time {report.step_time_ns * per_ns:,.3f} {unit}\n"
                   f"{_short(info.workload, round(11 * width_in))}", fontsize=11)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def write_plot(path, report: Breakdown, info: RunInfo, max_bars: int = 64) -> None:
    write_bytes_atomically(path, plot_png(report, info, max_bars))


def _label(ranks: range) -> str:
    return str(ranks.start) if len(ranks) == 1 else f"ranks {ranks.start}–{ranks.stop - 1}"


def _short(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters from the left, at a path separator where there is one."""
    if len(text) <= width:
        return text
    tail = text[-(width - 1):]
    return "…" + (tail[tail.index("/"):] if "/" in tail else tail)
