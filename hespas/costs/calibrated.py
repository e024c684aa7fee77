"""The calibrated roofline: the roofline with efficiency curves fitted from measurements.

A calibrated hardware preset (written by ``hespas calibrate``) carries a
``[calibration]`` table: where it was measured (target, device, backend,
version), ``kernel_overhead_ns`` (what one more kernel costs), and per op class
a curve ``[calibration.curves."<class>"]`` with ``axis`` (``flops``, ``bytes``
or ``transcendentals``), ``efficiency_max``, ``half_size`` and, optionally, a
roll-off ``rolloff`` (a factor) past ``rolloff_size`` (sizes in the axis' unit).
The curve says which fraction of the peak an op of size x achieves: it
saturates as x grows past half_size (fixed costs amortized) and, with a
roll-off, settles lower by 1 + rolloff once x is well past rolloff_size (data
that no longer fits in caches):

    time   = (x + half_size + rolloff * x^2 / (x + rolloff_size)) / (peak * efficiency_max)
    eff(x) = x / (peak * time)   ->  efficiency_max * x / (x + half_size) without roll-off

with peak = the preset's matrix peak for the op's type (dot, convolution), its
vector peak (transcendentals), or its memory bandwidth (everything else). Classes:
``dot.<dtype>``, ``convolution.<dtype>`` (forward and input-gradient shapes),
``pointwise_convolution.<dtype>`` (1x1 kernels, undilated, and their weight
gradients: one output position; both are matmuls in disguise),
``filter_gradient.<dtype>`` (convolutions whose window covers more positions than
their output: the shape of weight gradients, which compilers often run far
slower), ``elementwise``,
``elementwise_broadcast`` (a fused elementwise kernel that broadcasts a vector
over a larger tensor: bias adds, batch-norm's per-channel scale and shift),
``transcendental``, ``reduction`` (the minor dimension is reduced),
``outer_reduction`` (it is kept: batch-norm statistics),
``outer_reduction_fused`` (an outer reduction of computed values, sum(x * x)),
``window`` (reduce_window, select_and_scatter: pooling) and ``movement``, each
also per element type (``elementwise.f16``). A fused kernel's traffic takes the
curve of its reduction, if it has one, else the (broadcast) elementwise curve,
for the type of its largest operand or result. A class without a curve for a
type falls back to its type-less curve (fitted on f32), then to its parent class
(``elementwise_broadcast`` to ``elementwise``, ``outer_reduction_fused`` to
``outer_reduction``), then to the plain roofline.

An op costs ``kernel_overhead_ns + max(compute, memory)`` like in the roofline,
with the curves in place of the peaks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hespas.cost_record import CostRecord
from hespas.costs.opcost import COLLECTIVE, FREE, MATMUL, MOVEMENT, UNKNOWN, OpCost
from hespas.costs.roofline import Roofline, untimed
from hespas.ir import ir, mhlo, stablehlo
from hespas.numbers import MAX_RATE, RATE, TIME_NS, Range, number_problem

AXES = ("flops", "bytes", "transcendentals")
MATMUL_CLASSES = ("dot", "convolution", "pointwise_convolution", "filter_gradient")
OTHER_CLASSES = ("elementwise", "elementwise_broadcast", "transcendental", "reduction", "outer_reduction",
                 "outer_reduction_fused", "window", "movement")
# A refined class's curve, where a preset lacks it, is its parent's.
PARENT_CLASS = {"elementwise_broadcast": "elementwise", "outer_reduction_fused": "outer_reduction"}
# Ops of a fused kernel that compute nothing per element of a reduction's input.
_NO_WORK_OPS = frozenset({"stablehlo.convert", "stablehlo.constant", "stablehlo.broadcast_in_dim", "stablehlo.reshape",
                          "stablehlo.reduce", "stablehlo.return", "mhlo.return", "mhlo.convert", "mhlo.constant",
                          "mhlo.broadcast_in_dim", "mhlo.reshape", "mhlo.reduce"})
_BROADCAST_OPS = frozenset({"stablehlo.broadcast_in_dim", "mhlo.broadcast_in_dim"})
_CONVOLUTION_DIMENSION_NUMBERS = {"stablehlo.convolution": stablehlo.ConvDimensionNumbers,
                                  "mhlo.convolution": mhlo.ConvDimensionNumbers}
_REDUCTION_OPS = frozenset({"stablehlo.reduce", "mhlo.reduce"})
_WINDOW_OPS = frozenset({"stablehlo.reduce_window", "mhlo.reduce_window", "stablehlo.select_and_scatter",
                         "mhlo.select_and_scatter"})
_META_KEYS = {"target": str, "device": str, "backend": str, "version": str}
_CURVE_KEYS = {"axis": str, "efficiency_max": float, "half_size": float, "rolloff": float, "rolloff_size": float,
               "points": int}
# The numeric keys of a curve and their ranges (sizes are elements, bytes or FLOPs; MAX_SIZE bounds them).
MAX_SIZE = 1e30
_CURVE_NUMBERS = (("efficiency_max", RATE), ("half_size", Range(0, MAX_SIZE)), ("rolloff", Range(0, MAX_RATE)),
                  ("rolloff_size", Range(0, MAX_SIZE)), ("points", Range(0, 2**63 - 1, integer=True)))


@dataclass(frozen=True)
class Curve:
    axis: str
    efficiency_max: float
    half_size: float
    rolloff: float = 0.0  # 0: none
    rolloff_size: float = 0.0
    points: int = 0  # measurements it was fitted on

    def time_ns(self, size: float, peak_per_ns: float) -> float:
        if size <= 0:
            return 0.0
        extra = self.rolloff * size * size / (size + self.rolloff_size) if self.rolloff else 0.0
        return (size + self.half_size + extra) / (peak_per_ns * self.efficiency_max)


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
        if name.split(".")[0] not in MATMUL_CLASSES + OTHER_CLASSES:
            problems.append(f"{prefix}: unknown op class (classes: {', '.join(MATMUL_CLASSES + OTHER_CLASSES)})")
        elif not isinstance(curve, dict):
            problems.append(f"{prefix} must be a table")
        elif curve.get("axis") not in AXES:
            problems.append(f"{prefix}.axis must be one of {', '.join(AXES)}, got {curve.get('axis')!r}")
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


def calibration_class(op, op_class: str) -> str:
    """The calibration class of an op (see the module's docstring)."""
    op_name = op.name if op is not None else ""
    if op_class == MATMUL:
        if op_name not in _CONVOLUTION_DIMENSION_NUMBERS:
            return "dot"
        return _convolution_class(op)
    if op_name in _REDUCTION_OPS:
        return _reduction_class(op)
    if op_name in _WINDOW_OPS:
        return "window"
    return "movement" if op_class == MOVEMENT else "elementwise"


def kernel_class(fusion) -> tuple[str, str]:
    """The class and type whose memory curve a fused kernel's traffic follows."""
    body = [view.operation for view in fusion.regions[0].blocks[0].operations]
    reductions = [op for op in body if op.name in _REDUCTION_OPS]
    if reductions:
        cls = _reduction_class(reductions[0])
        if cls == "outer_reduction" and _computes_before_reducing(body, reductions[0]):
            cls = "outer_reduction_fused"
    else:
        cls = "elementwise_broadcast" if any(_broadcasts_a_vector(op) for op in body) else "elementwise"
    tensors = [value.type for value in [*fusion.operands, *fusion.results] if isinstance(value.type, ir.ShapedType)]
    largest = max(tensors, key=lambda t: math.prod(t.shape) * _bits(t.element_type), default=None)
    return cls, str(largest.element_type) if largest is not None else ""


def _computes_before_reducing(body: list, reduce) -> bool:
    """Whether the kernel computes on the reduction's input (x * x), beyond converting or broadcasting it."""
    reduced_shape = list(reduce.operands[0].type.shape)
    return any(op.name not in _NO_WORK_OPS and len(op.results) == 1 and isinstance(op.results[0].type, ir.ShapedType)
               and list(op.results[0].type.shape) == reduced_shape for op in body)


def _broadcasts_a_vector(op) -> bool:
    """A broadcast of a tensor of several elements (a bias, a per-channel scale), not of a scalar."""
    if op.name not in _BROADCAST_OPS:
        return False
    operand, result = op.operands[0].type, op.results[0].type
    return math.prod(operand.shape) > 1 and math.prod(result.shape) > math.prod(operand.shape)


def _bits(element_type) -> int:
    return getattr(element_type, "width", 32)


def _reduction_class(reduce) -> str:
    rank = len(reduce.operands[0].type.shape)
    reduced = list(ir.DenseI64ArrayAttr(reduce.attributes["dimensions"]))
    return "reduction" if rank == 0 or rank - 1 in reduced else "outer_reduction"


def _convolution_class(convolution) -> str:
    dims = _CONVOLUTION_DIMENSION_NUMBERS[convolution.name](convolution.attributes["dimension_numbers"])
    kernel_shape = convolution.operands[1].type.shape
    output_shape = convolution.results[0].type.shape
    window = math.prod(kernel_shape[d] for d in dims.kernel_spatial_dimensions)
    positions = math.prod(output_shape[d] for d in dims.output_spatial_dimensions)
    dilated = "rhs_dilation" in convolution.attributes and any(
        d != 1 for d in ir.DenseI64ArrayAttr(convolution.attributes["rhs_dilation"]))
    if window > positions and (positions > 1 or dilated):
        return "filter_gradient"
    return "pointwise_convolution" if (window == 1 or positions == 1) and not dilated else "convolution"


class CalibratedRoofline(Roofline):
    """``Roofline`` with the efficiency curves and kernel overhead of a calibrated preset."""

    def __init__(self, hardware, calibration: Calibration, use_tf32: bool = True):
        super().__init__(hardware, use_tf32)
        self.calibration = calibration
        self.launch_ns = calibration.kernel_overhead_ns

    def op_timing(self, cost: OpCost, op=None) -> CostRecord:
        if cost.op_class in (FREE, COLLECTIVE, UNKNOWN):
            return untimed(cost)
        cls = calibration_class(op, cost.op_class)
        return self.kernel(self._compute_ns(cost, cls),
                           self._memory_ns(cost.bytes_read + cost.bytes_written, cls, _dtype_key(cost.dtype)),
                           cost.flops, cost.transcendentals, cost.bytes_read, cost.bytes_written)

    def memory_ns(self, bytes_moved: int, kernel=None) -> float:
        """A fused kernel's traffic, at the curve of its class."""
        return self._memory_ns(bytes_moved, *(kernel_class(kernel) if kernel is not None else ("elementwise", "")))

    def _memory_ns(self, bytes_moved: float, cls: str, dtype: str) -> float:
        curve = self.calibration.curve(cls, dtype) if cls not in MATMUL_CLASSES else None
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
    if curve.rolloff:
        table["rolloff"] = curve.rolloff
        table["rolloff_size"] = curve.rolloff_size
    table["points"] = curve.points
    return table


def _dtype_key(dtype: str) -> str:
    return dtype.removeprefix("complex<").removesuffix(">")
