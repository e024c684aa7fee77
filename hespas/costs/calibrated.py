"""The calibrated roofline: the roofline with efficiency curves fitted from measurements.

A calibrated hardware preset (written by ``hespas calibrate``) carries a
``[calibration]`` table: where it was measured (target, device, backend,
version), ``kernel_overhead_ns`` (what one more kernel costs), and per op class
a curve ``[calibration.curves."<class>"]`` with ``axis`` (``flops`` for the matmul classes,
``transcendentals`` for ``transcendental``, ``bytes`` for the others: the loader refuses another), ``efficiency_max``, ``half_size`` and, optionally, a
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
also per element type (``elementwise.f16``: an MLIR type name, or the loader refuses it). A fused kernel's traffic takes the
curve of its reduction, if it has one, else the (broadcast) elementwise curve,
for the type of its largest operand or result. A class without a curve for a
type falls back to its type-less curve (fitted on f32), then to its parent class
(``elementwise_broadcast`` to ``elementwise``, ``outer_reduction_fused`` to
``outer_reduction``), then to the plain roofline.

An op costs ``kernel_overhead_ns + max(compute, memory)`` like in the roofline,
with the curves in place of the peaks. The table's schema (classes, curves, validation)
is ``hespas.costs.calibration_table``.
"""

from __future__ import annotations

import math

from hespas.cost_record import CostRecord
from hespas.costs.calibration_table import MATMUL_CLASSES, Calibration
from hespas.costs.opcost import COLLECTIVE, FREE, MATMUL, MOVEMENT, UNKNOWN, OpCost
from hespas.costs.roofline import Roofline, untimed
from hespas.ir import ir, mhlo, stablehlo

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
        super().__init__(hardware, use_tf32, occupancy=False)  # measured curves already hold what kernels reach
        self.calibration = calibration
        self.launch_ns = calibration.kernel_overhead_ns
        # Curves fitted from a device's measurements of whole convolutions: no layout transposes added.
        self.nchw_dtypes = frozenset()

    def op_timing(self, cost: OpCost, op=None, transposes_ns: float = 0.0) -> CostRecord:
        if cost.op_class in (FREE, COLLECTIVE, UNKNOWN):
            return untimed(cost)
        cls = calibration_class(op, cost.op_class)
        return self.kernel(self._compute_ns(cost, cls),
                           self._memory_ns(cost.bytes_read + cost.bytes_written, cls, _dtype_key(cost.dtype)),
                           cost.flops, cost.transcendentals, cost.bytes_read, cost.bytes_written)

    def timed_by_op(self, cost: OpCost) -> bool:
        return True  # the calibration class follows the op's name, and a reduction's its shapes

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


def _dtype_key(dtype: str) -> str:
    return dtype.removeprefix("complex<").removesuffix(">")
