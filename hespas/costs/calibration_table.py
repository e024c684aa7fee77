"""The ``[calibration]`` table of a hardware preset, without MLIR: its op classes, its curves and their
validation. The calibrated roofline that applies it to ops is ``hespas.costs.calibrated``; the hardware
model (``hespas.hardware``) reads presets through this module alone, so that loading a preset does not
import the compiler side.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hespas.numbers import MAX_RATE, RATE, TIME_NS, Range, number_problem

AXES = ("flops", "bytes", "transcendentals")
MATMUL_CLASSES = ("dot", "convolution", "pointwise_convolution", "filter_gradient")
OTHER_CLASSES = ("elementwise", "elementwise_broadcast", "transcendental", "reduction", "outer_reduction",
                 "outer_reduction_fused", "window", "movement")
# The element types a curve may be fitted for (the suffix of ``dot.bf16``): MLIR's float and integer type names.
_ELEMENT_TYPE = re.compile(r"bf16|f16|f32|f64|f[468]E\w+|(?:i|si|ui)\d+")
# A refined class's curve, where a preset lacks it, is its parent's.
PARENT_CLASS = {"elementwise_broadcast": "elementwise", "outer_reduction_fused": "outer_reduction"}
_META_KEYS = {"target": str, "device": str, "backend": str, "version": str}
_CURVE_KEYS = {"axis": str, "efficiency_max": float, "half_size": float, "rolloff": float, "rolloff_size": float,
               "points": int}
# The numeric keys of a curve and their ranges (sizes are elements, bytes or FLOPs; MAX_SIZE bounds them).
MAX_SIZE = 1e30
_CURVE_NUMBERS = (("efficiency_max", RATE), ("half_size", Range(0, MAX_SIZE)), ("rolloff", Range(0, MAX_RATE)),
                  ("rolloff_size", Range(0, MAX_SIZE)), ("points", Range(0, 2**63 - 1, integer=True)))


def class_axis(op_class: str) -> str:
    """What a class's curve is a function of: FLOPs (matmuls), transcendentals, or bytes (every other class)."""
    if op_class in MATMUL_CLASSES:
        return "flops"
    return "transcendentals" if op_class == "transcendental" else "bytes"


@dataclass(frozen=True)
class Curve:
    axis: str
    efficiency_max: float
    half_size: float
    rolloff: float = 0.0  # 0: none
    rolloff_size: float = 0.0
    points: int = 0  # measurements it was fitted on

    def time_ns(self, size: float, peak_per_ns: float, fixed_peak_per_ns: float | None = None) -> float:
        """Time of ``size`` units at ``peak_per_ns``. ``fixed_peak_per_ns``: the rate that ``half_size``, the
        fixed cost, runs at where it is not the op's own (the roofline's matmul curve, whose fixed cost is
        a time measured at the 16-bit matrix rate); None: the op's own rate."""
        if size <= 0:
            return 0.0
        extra = self.rolloff * size * size / (size + self.rolloff_size) if self.rolloff else 0.0
        if fixed_peak_per_ns is None or fixed_peak_per_ns == peak_per_ns:
            return (size + self.half_size + extra) / (peak_per_ns * self.efficiency_max)
        return ((size + extra) / peak_per_ns + self.half_size / fixed_peak_per_ns) / self.efficiency_max


@dataclass(frozen=True)
class Calibration:
    target: str
    device: str
    backend: str
    version: str
    kernel_overhead_ns: float
    curves: dict[str, Curve]

    def curve(self, op_class: str, dtype: str = "") -> Curve | None:
        found = self.curves.get(f"{op_class}.{dtype}") or self.curves.get(op_class)
        if found is None and op_class in PARENT_CLASS:
            return self.curve(PARENT_CLASS[op_class], dtype)
        return found

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
    if (problem := number_problem(overhead, TIME_NS)) is not None:
        problems.append(f"calibration.kernel_overhead_ns {problem}")
    curves = table.get("curves", {})
    if not isinstance(curves, dict):
        return problems + [f"calibration.curves must be a table, got {curves!r}"]
    for name, curve in curves.items():
        prefix = f"calibration.curves.{name}"
        op_class, dot, dtype = name.partition(".")
        if op_class not in MATMUL_CLASSES + OTHER_CLASSES:
            problems.append(f"{prefix}: unknown op class (classes: {', '.join(MATMUL_CLASSES + OTHER_CLASSES)})")
        elif dot and not _ELEMENT_TYPE.fullmatch(dtype):
            problems.append(f"{prefix}: unknown element type '{dtype}' (an MLIR type name: f32, bf16, f16, ...)")
        elif not isinstance(curve, dict):
            problems.append(f"{prefix} must be a table")
        elif curve.get("axis") not in AXES:
            problems.append(f"{prefix}.axis must be one of {', '.join(AXES)}, got {curve.get('axis')!r}")
        elif curve["axis"] != class_axis(op_class):
            problems.append(f"{prefix}.axis must be {class_axis(op_class)!r} for class {op_class}, got "
                            f"{curve['axis']!r}")
        elif numbers := [f"{prefix}.{key} {problem}" for key, allowed in _CURVE_NUMBERS
                         if (key in curve or key in ("efficiency_max", "half_size"))
                         and (problem := number_problem(curve.get(key), allowed)) is not None]:
            problems.extend(numbers)
        else:
            problems.extend(f"{prefix}: unknown key {key}" for key in curve if key not in _CURVE_KEYS)
    known = set(_META_KEYS) | {"kernel_overhead_ns", "curves"}
    problems.extend(f"calibration: unknown key {key}" for key in table if key not in known)
    return problems


def parse_calibration(table: dict) -> Calibration:
    """A validated ``[calibration]`` table as a Calibration."""
    curves = {name: Curve(c["axis"], float(c["efficiency_max"]), float(c["half_size"]), float(c.get("rolloff", 0.0)),
                          float(c.get("rolloff_size", 0.0)), int(c.get("points", 0)))
              for name, c in table.get("curves", {}).items()}
    return Calibration(table["target"], table["device"], table["backend"], table["version"],
                       float(table["kernel_overhead_ns"]), curves)



def _curve_table(curve: Curve) -> dict:
    table = {"axis": curve.axis, "efficiency_max": curve.efficiency_max, "half_size": curve.half_size}
    if curve.rolloff:
        table["rolloff"] = curve.rolloff
        table["rolloff_size"] = curve.rolloff_size
    table["points"] = curve.points
    return table
