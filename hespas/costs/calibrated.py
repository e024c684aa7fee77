"""The calibrated roofline: the roofline with efficiency curves fitted from measurements.

A calibrated hardware preset (written by ``hespas calibrate``) carries a
``[calibration]`` table: where it was measured (target, device, backend,
version), ``kernel_overhead_ns`` (what one more kernel costs), and per op class
a curve ``[calibration.curves."<class>"]`` with ``axis`` (``flops``, ``bytes``
or ``transcendentals``), ``efficiency_max``, ``half_size`` and, optionally,
``rolloff_size`` (sizes in the axis' unit). The curve says which fraction of the
peak an op of size x achieves: it saturates as x grows past half_size, and, with a
roll-off, falls again once x is well past rolloff_size (data that no longer fits
in caches, fresh pages for large buffers):

    eff(x) = efficiency_max * x / (x + half_size) / (1 + x / rolloff_size)
    time   = x / (peak * eff(x)) = (x + half_size) * (1 + x / rolloff_size) / (peak * efficiency_max)

with peak = the preset's matrix peak for the op's type (dot, convolution), its
vector peak (transcendentals), or its memory bandwidth (everything else). Classes:
``dot.<dtype>``, ``convolution.<dtype>``, ``elementwise`` (also a fused kernel's
traffic), ``transcendental``, ``reduction``, ``movement``; a class without a
curve (say, a dtype never measured) falls back to its dtype-less curve
(``dot``), then to the plain roofline.

An op costs ``kernel_overhead_ns + max(compute, memory)`` like in the roofline,
with the curves in place of the peaks.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.costs.opcost import COLLECTIVE, FREE, MATMUL, MOVEMENT, UNKNOWN, OpCost
from hespas.costs.roofline import FREE_TIMING, Roofline, Timing

AXES = ("flops", "bytes", "transcendentals")
MATMUL_CLASSES = ("dot", "convolution")
OTHER_CLASSES = ("elementwise", "transcendental", "reduction", "movement")
_CONVOLUTION_OPS = frozenset({"stablehlo.convolution", "mhlo.convolution"})
_REDUCTION_OPS = frozenset({"stablehlo.reduce", "stablehlo.reduce_window", "mhlo.reduce", "mhlo.reduce_window"})
_META_KEYS = {"target": str, "device": str, "backend": str, "version": str}
_CURVE_KEYS = {"axis": str, "efficiency_max": float, "half_size": float, "rolloff_size": float, "points": int}


@dataclass(frozen=True)
class Curve:
    axis: str
    efficiency_max: float
    half_size: float
    rolloff_size: float = 0.0  # 0: no roll-off
    points: int = 0  # measurements it was fitted on

    def time_ns(self, size: float, peak_per_ns: float) -> float:
        if size <= 0:
            return 0.0
        rolloff = 1.0 + size / self.rolloff_size if self.rolloff_size else 1.0
        return (size + self.half_size) * rolloff / (peak_per_ns * self.efficiency_max)


@dataclass(frozen=True)
class Calibration:
    target: str
    device: str
    backend: str
    version: str
    kernel_overhead_ns: float
    curves: dict[str, Curve]

    def curve(self, op_class: str, dtype: str = "") -> Curve | None:
        return self.curves.get(f"{op_class}.{dtype}") or self.curves.get(op_class)

    def to_table(self) -> dict:
        """The ``[calibration]`` table of a preset."""
        return {"target": self.target, "device": self.device, "backend": self.backend, "version": self.version,
                "kernel_overhead_ns": self.kernel_overhead_ns,
                "curves": {name: _curve_table(c) for name, c in sorted(self.curves.items())}}


def calibration_problems(table) -> list[str]:
    """What is wrong with a ``[calibration]`` table (empty when it is valid)."""
    if not isinstance(table, dict):
        return [f"calibration must be a table, got {table!r}"]
    problems = [f"calibration.{key} must be a string" for key in _META_KEYS
                if not isinstance(table.get(key), str)]
    overhead = table.get("kernel_overhead_ns")
    if not _number(overhead) or overhead < 0:
        problems.append(f"calibration.kernel_overhead_ns must be a number >= 0, got {overhead!r}")
    curves = table.get("curves", {})
    if not isinstance(curves, dict):
        return problems + [f"calibration.curves must be a table, got {curves!r}"]
    for name, curve in curves.items():
        prefix = f"calibration.curves.{name}"
        if name.split(".")[0] not in MATMUL_CLASSES + OTHER_CLASSES:
            problems.append(f"{prefix}: unknown op class (classes: {', '.join(MATMUL_CLASSES + OTHER_CLASSES)})")
        elif not isinstance(curve, dict):
            problems.append(f"{prefix} must be a table")
        elif curve.get("axis") not in AXES:
            problems.append(f"{prefix}.axis must be one of {', '.join(AXES)}, got {curve.get('axis')!r}")
        elif not (_number(curve.get("efficiency_max")) and curve["efficiency_max"] > 0):
            problems.append(f"{prefix}.efficiency_max must be a positive number")
        elif not (_number(curve.get("half_size")) and curve["half_size"] >= 0):
            problems.append(f"{prefix}.half_size must be a number >= 0")
        elif not (_number(curve.get("rolloff_size", 0)) and curve.get("rolloff_size", 0) >= 0):
            problems.append(f"{prefix}.rolloff_size must be a number >= 0")
        else:
            problems.extend(f"{prefix}: unknown key {key}" for key in curve if key not in _CURVE_KEYS)
    known = set(_META_KEYS) | {"kernel_overhead_ns", "curves"}
    problems.extend(f"calibration: unknown key {key}" for key in table if key not in known)
    return problems


def parse_calibration(table: dict) -> Calibration:
    """A validated ``[calibration]`` table as a Calibration."""
    curves = {name: Curve(c["axis"], float(c["efficiency_max"]), float(c["half_size"]),
                          float(c.get("rolloff_size", 0.0)), int(c.get("points", 0)))
              for name, c in table.get("curves", {}).items()}
    return Calibration(table["target"], table["device"], table["backend"], table["version"],
                       float(table["kernel_overhead_ns"]), curves)


def calibration_class(op_name: str, op_class: str) -> str:
    """The calibration class of an op: dot, convolution, reduction, movement or elementwise."""
    if op_class == MATMUL:
        return "convolution" if op_name in _CONVOLUTION_OPS else "dot"
    if op_name in _REDUCTION_OPS:
        return "reduction"
    return "movement" if op_class == MOVEMENT else "elementwise"


class CalibratedRoofline(Roofline):
    """``Roofline`` with the efficiency curves and kernel overhead of a calibrated preset."""

    def __init__(self, hardware, calibration: Calibration, use_tf32: bool = True):
        super().__init__(hardware, use_tf32)
        self.calibration = calibration
        self.launch_ns = calibration.kernel_overhead_ns

    def op_timing(self, cost: OpCost, op_name: str = "") -> Timing:
        if cost.op_class in (FREE, COLLECTIVE, UNKNOWN):
            return FREE_TIMING
        cls = calibration_class(op_name, cost.op_class)
        return self.kernel(self._compute_ns(cost, cls), self._memory_ns(cost.bytes_read + cost.bytes_written, cls))

    def memory_ns(self, bytes_moved: int) -> float:
        """A fused kernel's traffic, at the elementwise curve."""
        return self._memory_ns(bytes_moved, "elementwise")

    def _memory_ns(self, bytes_moved: float, cls: str) -> float:
        curve = self.calibration.curve(cls) if cls not in MATMUL_CLASSES else None
        if curve is None:
            return super().memory_ns(bytes_moved)
        return curve.time_ns(bytes_moved, self.bytes_per_ns)

    def _compute_ns(self, cost: OpCost, cls: str) -> float:
        compute = 0.0
        if cost.flops:
            curve = self.calibration.curve(cls, _dtype_key(cost.dtype)) if cls in MATMUL_CLASSES else None
            peak = self.flops_per_ns(cost.dtype, cost.op_class == MATMUL)
            compute = curve.time_ns(cost.flops, peak) if curve else cost.flops / peak
        if cost.transcendentals:
            curve = self.calibration.curve("transcendental")
            peak = self.flops_per_ns(cost.dtype, False)
            compute += curve.time_ns(cost.transcendentals, peak) if curve else cost.transcendentals / peak
        return compute


def _curve_table(curve: Curve) -> dict:
    table = {"axis": curve.axis, "efficiency_max": curve.efficiency_max, "half_size": curve.half_size}
    if curve.rolloff_size:
        table["rolloff_size"] = curve.rolloff_size
    table["points"] = curve.points
    return table


def _dtype_key(dtype: str) -> str:
    return dtype.removeprefix("complex<").removesuffix(">")


def _number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
