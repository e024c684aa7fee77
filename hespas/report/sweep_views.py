"""What a sweep's charts and table show, whatever draws them (PNG or HTML).

Input: the sweep's point records (one flat dict per point: ``point``, ``workload``,
``hardware``, ``system``, ``nodes``, ``ranks``, ``estimator``, ``options``, ``status``,
``error``, ``step_time_ms``, ``compute_ms``, ``exposed_comm_ms``, ``model_tflop``,
``dominant_dtype``, ``mfu``, ``throughput``, ``throughput_unit``, ``peak_memory_GiB``,
``memory_capacity_GiB``, ``fits``, ``speedup``). Charts show the points whose status is
``ok``; the table shows every point. Three views:

- speedups: one series per group of points of a workload at one device count (and
  estimator and options, where the sweep varies them), with one bar per hardware;
- scaling: one line per workload and hardware (and estimator and options), step time and
  throughput against the device count;
- breakdown: per point, its compute and exposed communication, which add up to its step.

Labels name only the axes that vary across the sweep, so a one-workload sweep's labels
do not repeat the workload. Values that are missing or not finite count as absent.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# The table's columns, in the records' order: (key, header with its unit)
COLUMNS = (
    ("point", "point"), ("workload", "workload"), ("hardware", "hardware"), ("system", "system"),
    ("nodes", "nodes"), ("ranks", "devices"), ("estimator", "estimator"), ("options", "options"),
    ("status", "status"), ("error", "error"), ("step_time_ms", "step time (ms)"), ("compute_ms", "compute (ms)"),
    ("exposed_comm_ms", "exposed comm. (ms)"), ("model_tflop", "model TFLOP / step"),
    ("dominant_dtype", "dominant dtype"), ("mfu", "MFU (%)"), ("throughput", "throughput"),
    ("throughput_unit", "throughput unit"), ("peak_memory_GiB", "peak memory (GiB)"),
    ("memory_capacity_GiB", "capacity (GiB)"), ("fits", "fits in memory"), ("speedup", "speedup (×)"),
)
NUMERIC_COLUMNS = frozenset({"nodes", "ranks", "step_time_ms", "compute_ms", "exposed_comm_ms", "model_tflop", "mfu",
                             "throughput", "peak_memory_GiB", "memory_capacity_GiB", "speedup"})
# colours shared by the PNG and HTML charts (seaborn's "deep" palette)
PALETTE = ("#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3", "#8c8c8c", "#ccb974",
           "#64b5cd")
COMPUTE_COLOUR = PALETTE[0]
COMM_COLOUR = PALETTE[3]
# the axes a label may name, in the order it names them
_AXES = ("workload", "hardware", "system", "ranks", "estimator", "options")


def colour(index: int) -> str:
    """The ``index``-th series colour (the palette repeats)."""
    return PALETTE[index % len(PALETTE)]


def number(value) -> float | None:
    """A finite number, else None (null, text, NaN and infinities are absent values)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) else None


def charted(records: list[dict]) -> list[dict]:
    """The points the charts show: status ``ok`` with a step time."""
    return [record for record in records
            if record.get("status") == "ok" and number(record.get("step_time_ms")) is not None]


def system_label(record: dict) -> str:
    """The system and, scaled out, its node count: ``dgx-h100 ×2 nodes``."""
    nodes = record.get("nodes")
    system = str(record.get("system") or "")
    return f"{system} ×{nodes} nodes" if isinstance(nodes, int) and nodes > 1 else system


def varying_axes(records: list[dict]) -> list[str]:
    """The label axes whose values differ between the records."""
    return [axis for axis in _AXES if len({_axis_text(record, axis) for record in records}) > 1]


def point_label(record: dict, axes: list[str]) -> str:
    """The record's values on ``axes``, joined: ``resnet50 · h100-sxm · 8 devices``."""
    return " · ".join(_axis_text(record, axis) for axis in axes) or str(record.get("point", ""))


@dataclass(frozen=True)
class Series:
    """One trace: a name and its points; ``x`` categories or numbers, ``y`` values, ``hover`` lines."""

    name: str
    x: tuple
    y: tuple[float, ...]
    hover: tuple[str, ...]
    fits: tuple[bool, ...]


def speedup_series(records: list[dict]) -> list[Series]:
    """Per group (workload, device count, and estimator and options where they vary), the speedup per hardware.

    Where two points of a group run on the same hardware (two systems of one size), the
    system joins the group key. Empty when no point has a speedup (no baseline).
    """
    points = [record for record in charted(records) if number(record.get("speedup")) is not None]
    varying = varying_axes(points)
    key_axes = ["workload", "ranks"] + [axis for axis in ("estimator", "options") if axis in varying]
    if _collides(points, key_axes):
        key_axes.insert(1, "system")
    groups: dict[tuple, list[dict]] = {}
    for record in points:
        groups.setdefault(tuple(_axis_text(record, axis) for axis in key_axes), []).append(record)
    return [Series(name=" · ".join(key), x=tuple(str(record.get("hardware")) for record in members),
                   y=tuple(number(record["speedup"]) for record in members),
                   hover=tuple(_hover(record) for record in members),
                   fits=tuple(record.get("fits") is not False for record in members))
            for key, members in groups.items()]


def scaling_series(records: list[dict], value_key: str) -> list[Series]:
    """Per workload and hardware (and estimator and options where they vary), ``value_key`` against devices.

    ``value_key`` is ``step_time_ms`` or ``throughput``; points without it are left out.
    Where a line would have two points at one device count (two systems of one size), each
    system (scaled out over its node counts) gets its own line. Lines are keyed on all the
    charted points, so a line has one name whatever ``value_key``. Empty when the points
    span fewer than two device counts (no scaling to show).
    """
    everything = [record for record in charted(records) if isinstance(record.get("ranks"), int)]
    points = [record for record in everything if number(record.get(value_key)) is not None]
    if len({record["ranks"] for record in points}) < 2:
        return []
    varying = varying_axes(everything)
    key_axes = ["workload", "hardware"] + [axis for axis in ("estimator", "options") if axis in varying]
    if _collides(everything, key_axes + ["ranks"]):
        key_axes.append("system_name")
    lines: dict[tuple, list[dict]] = {}
    for record in points:
        lines.setdefault(tuple(_axis_text(record, axis) for axis in key_axes), []).append(record)
    result = []
    for key, members in lines.items():
        members = sorted(members, key=lambda record: (record["ranks"], system_label(record)))
        result.append(Series(name=" · ".join(key), x=tuple(record["ranks"] for record in members),
                             y=tuple(number(record[value_key]) for record in members),
                             hover=tuple(_hover(record) for record in members),
                             fits=tuple(record.get("fits") is not False for record in members)))
    return result


def throughput_unit(records: list[dict]) -> str | None:
    """The one throughput unit of the charted points that have a throughput, else None (none, or mixed)."""
    units = {record.get("throughput_unit") for record in charted(records)
             if number(record.get("throughput")) is not None}
    return units.pop() if len(units) == 1 else None


@dataclass(frozen=True)
class BreakdownBar:
    """One point's step: its label, compute and exposed communication (ms), whether it fits in memory."""

    label: str
    compute_ms: float
    exposed_comm_ms: float
    fits: bool
    hover: str


def breakdown_bars(records: list[dict]) -> list[BreakdownBar]:
    """Every charted point with a compute and an exposed-communication time, in the records' order."""
    points = [record for record in charted(records)
              if number(record.get("compute_ms")) is not None and number(record.get("exposed_comm_ms")) is not None]
    axes = varying_axes(points)
    labels = [point_label(record, axes) for record in points]
    repeated = {label for label in labels if labels.count(label) > 1}
    return [BreakdownBar(label=f"{label} [{record.get('point')}]" if label in repeated else label,
                         compute_ms=number(record["compute_ms"]), exposed_comm_ms=number(record["exposed_comm_ms"]),
                         fits=record.get("fits") is not False, hover=_hover(record))
            for label, record in zip(labels, points)]


def _axis_text(record: dict, axis: str) -> str:
    if axis == "system":
        return system_label(record)
    if axis == "system_name":  # the system without its node count
        return str(record.get("system") or "")
    if axis == "ranks":
        return f"{record.get('ranks')} devices"
    if axis == "estimator":
        return f"estimator {record.get('estimator')}"
    if axis == "options":
        return str(record.get("options") or "default options")
    return str(record.get(axis) or "")


def _collides(points: list[dict], key_axes: list[str]) -> bool:
    """Whether two points have the same values on ``key_axes`` and the same hardware."""
    seen = set()
    for record in points:
        key = (*(_axis_text(record, axis) for axis in key_axes), record.get("hardware"))
        if key in seen:
            return True
        seen.add(key)
    return False


def _hover(record: dict) -> str:
    """Every axis value and the step, one per line (plain text; the HTML writer escapes it)."""
    lines = [f"{axis}: {_axis_text(record, axis)}" for axis in _AXES]
    lines.append(f"step time: {number(record.get('step_time_ms')):.6g} ms")
    if record.get("fits") is False:
        lines.append("does not fit in memory")
    return "\n".join(lines)
