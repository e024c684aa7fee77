"""A sweep's PNG charts (matplotlib, Agg): speedup across hardware, scaling with device count, step breakdown.

``write_sweep_charts(records, out_dir)`` writes ``speedup_by_hardware.png`` (grouped bars:
per workload and device count, one bar per hardware, the baseline's speedup is 1),
``scaling_by_nodes.png`` (step time, and throughput where the points have one, against
the device count, one line per workload and hardware) and ``breakdown.png`` (per point,
compute and exposed communication stacked: they add up to its step time). A chart with
nothing to show (no baseline, one device count, no successful point) is not written, and a file
of its name left in the folder by an earlier sweep is removed, so the folder shows this sweep only.
Points that do not fit in memory are hatched (bars) or crossed (lines). To stay readable
a chart draws at most 10 groups or lines (the first) and 80 breakdown bars (the slowest),
and its title says so. The PNGs carry no date, so the same records give the same bytes.
"""

from __future__ import annotations

import io
from pathlib import Path

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from hespas.atomic_io import all_or_none, write_bytes_atomically
from hespas.report.sweep_views import (COMM_COLOUR, COMPUTE_COLOUR, PALETTE, BreakdownBar, Series, breakdown_bars,
                                       colour, scaling_series, speedup_series, throughput_unit)

NO_FIT_HATCH = "//"
# beyond these a PNG is not readable: the first groups or lines (one colour each), the slowest points are drawn
MAX_SPEEDUP_GROUPS = len(PALETTE)
MAX_SCALING_LINES = len(PALETTE)
MAX_BREAKDOWN_BARS = 80
SIDE_BY_SIDE_LABELS = 3  # bars per hardware whose value labels fit upright beside each other


def write_sweep_charts(records: list[dict], out_dir: Path) -> list[Path]:
    """Write the charts that have something to show into ``out_dir``; return their paths (all or none written)."""
    out_dir = Path(out_dir)
    charts = [("speedup_by_hardware.png", speedup_figure(records)), ("scaling_by_nodes.png", scaling_figure(records)),
              ("breakdown.png", breakdown_figure(records))]
    written = []
    with all_or_none():
        for name, figure in charts:
            if figure is not None:
                write_bytes_atomically(out_dir / name, _png(figure))
                written.append(out_dir / name)
    for name, figure in charts:
        if figure is None:
            (out_dir / name).unlink(missing_ok=True)  # an earlier sweep's chart of points this one has not
    return written


def speedup_figure(records: list[dict]) -> Figure | None:
    """Grouped bars of the speedup per hardware, or None when no point has a speedup."""
    series = speedup_series(records)
    if not series:
        return None
    note = _first_note(len(series), MAX_SPEEDUP_GROUPS, "groups")
    series = series[:MAX_SPEEDUP_GROUPS]
    hardware = list(dict.fromkeys(name for one in series for name in one.x))
    width = 0.8 / len(series)
    figure, axes = _figure(max(7.0, 1.2 + 0.35 * len(series) * len(hardware)), 5.0)
    # a label as wide as "3.84×" in 8-point text is wider than a bar once a hardware has more than three bars:
    # upright beside each other they run together, so they stand vertically above their bars
    rotation = 90 if len(series) > SIDE_BY_SIDE_LABELS else 0
    for index, one in enumerate(series):
        positions = [hardware.index(name) - 0.4 + width * (index + 0.5) for name in one.x]
        bars = axes.bar(positions, one.y, width, label=one.name, color=colour(index))
        for bar, fits, value in zip(bars, one.fits, one.y):
            if not fits:
                bar.set_hatch(NO_FIT_HATCH)
            axes.annotate(f"{value:.2f}×", (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                          xytext=(0, 2), textcoords="offset points", ha="center", va="bottom", fontsize=8,
                          rotation=rotation)
    if rotation:  # room above the tallest bar for its vertical label
        axes.set_ylim(top=max(max(one.y) for one in series) * 1.12)
    axes.axhline(1.0, color="#555555", linewidth=0.8, linestyle="--")
    axes.set_xticks(range(len(hardware)), hardware)
    axes.set_ylabel("speedup over the baseline (×)")
    axes.set_title("Speedup across hardware" + note + _no_fit_note(series), loc="left", fontsize=12, fontweight="bold")
    axes.legend(fontsize=8, frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    _tidy(axes, "y")
    return figure


def scaling_figure(records: list[dict]) -> Figure | None:
    """Step time (and throughput) against the device count, or None when the points span one device count."""
    step = scaling_series(records, "step_time_ms")
    if not step:
        return None
    unit = throughput_unit(records)
    rate = scaling_series(records, "throughput") if unit else []
    note = _first_note(len(step), MAX_SCALING_LINES, "lines")
    step = step[:MAX_SCALING_LINES]
    shown = {one.name for one in step}
    rate = [one for one in rate if one.name in shown]
    panels = [(step, "step time (ms)", "Step time against devices" + note)]
    if rate:
        panels.append((rate, f"throughput ({unit})", "Throughput against devices" + note))
    figure = Figure(figsize=(6.5 * len(panels) + 2.5, 5.0), dpi=120, layout="constrained")
    FigureCanvasAgg(figure)
    names = list(dict.fromkeys(one.name for panel in panels for one in panel[0]))
    for column, (series, ylabel, title) in enumerate(panels):
        axes = figure.add_subplot(1, len(panels), column + 1)
        for one in series:
            axes.plot(one.x, one.y, marker="o", color=colour(names.index(one.name)), label=one.name)
            missing = [(x, y) for x, y, fits in zip(one.x, one.y, one.fits) if not fits]
            if missing:
                axes.scatter(*zip(*missing), marker="x", s=80, color="black", zorder=3)
        axes.set_xscale("log", base=2)
        ticks = sorted({x for one in series for x in one.x})
        axes.set_xticks(ticks, [str(tick) for tick in ticks])
        axes.minorticks_off()
        axes.set_xlabel("devices")
        axes.set_ylabel(ylabel)
        axes.set_title(title + _no_fit_note(series, "✕"), loc="left", fontsize=12, fontweight="bold")
        _tidy(axes, "both")
    # every line has a step time, so the first panel's lines are all the lines
    figure.legend(*figure.axes[0].get_legend_handles_labels(), loc="outside right upper", fontsize=8, frameon=False)
    return figure


def breakdown_figure(records: list[dict], max_bars: int = MAX_BREAKDOWN_BARS) -> Figure | None:
    """Per point, compute and exposed communication stacked (ms), or None when no point succeeded."""
    bars = breakdown_bars(records)
    if not bars:
        return None
    note = ""
    if len(bars) > max_bars:
        by_step = sorted(range(len(bars)), key=lambda index: -(bars[index].compute_ms + bars[index].exposed_comm_ms))
        slowest = set(by_step[:max_bars])
        note = f" (the {max_bars} slowest of {len(bars)} points)"
        bars = [bar for index, bar in enumerate(bars) if index in slowest]
    figure, axes = _figure(11.0, 1.6 + 0.3 * len(bars))
    positions = range(len(bars))
    compute = [bar.compute_ms for bar in bars]
    axes.barh(positions, compute, 0.6, color=COMPUTE_COLOUR, label="compute")
    comm = axes.barh(positions, [bar.exposed_comm_ms for bar in bars], 0.6, left=compute, color=COMM_COLOUR,
                     label="exposed communication")
    for patch, bar in zip(comm, bars):
        if not bar.fits:
            patch.set_hatch(NO_FIT_HATCH)
    axes.set_yticks(list(positions), [_bar_label(bar) for bar in bars], fontsize=8)
    axes.set_ylim(len(bars) - 0.5, -0.5)  # the first point on top
    axes.set_xlabel("time per step (ms)")
    axes.set_title("Step breakdown per point" + note, loc="left", fontsize=12, fontweight="bold")
    figure.legend(loc="outside upper right", fontsize=9, frameon=False, ncols=2)
    _tidy(axes, "x")
    return figure


def _figure(width_in: float, height_in: float):
    figure = Figure(figsize=(width_in, height_in), dpi=120, layout="constrained")
    FigureCanvasAgg(figure)
    return figure, figure.add_subplot()


def _png(figure: Figure) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def _first_note(count: int, limit: int, what: str) -> str:
    return f" (the first {limit} of {count} {what})" if count > limit else ""


def _no_fit_note(series: list[Series], mark: str = "hatched") -> str:
    return f"\n({mark}: does not fit in memory)" if any(not fits for one in series for fits in one.fits) else ""


def _bar_label(bar: BreakdownBar) -> str:
    return bar.label if bar.fits else f"{bar.label} (does not fit)"


def _tidy(axes, grid_axis: str) -> None:
    axes.grid(axis=grid_axis, alpha=0.3)
    axes.set_axisbelow(True)
    axes.spines[["top", "right"]].set_visible(False)
