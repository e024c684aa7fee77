"""The matrix product an op performs, as the systolic-array estimators see it.

``as_gemm(op, types)`` gives ``groups`` independent products ``[M x K] . [K x N]``:
- ``dot``: lhs ``[M, K]`` (or ``[K]``), rhs ``[K, N]`` (or ``[K]``);
- ``dot_general``: groups = product of the batch dims, K = of the contracting
  dims, M = of the lhs's other dims, N = of the rhs's other dims;
- ``convolution``: its im2col product, what XLA runs on a TPU's matrix units and
  what SCALE-Sim itself makes of a convolution layer: M = output batch x output
  positions, K = kernel input features x window taps, N = output features per
  group, groups = feature_group_count x batch_group_count. Taps that land in
  padding are computed like any other (the FLOP count of the rules leaves them out).
Other ops give None.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hespas.costs.rules.common import int_value
from hespas.ir import mhlo, stablehlo

_DOT_GENERAL = {"stablehlo.dot_general": stablehlo.DotDimensionNumbers, "mhlo.dot_general": mhlo.DotDimensionNumbers}
_CONVOLUTION = {"stablehlo.convolution": stablehlo.ConvDimensionNumbers,
                "mhlo.convolution": mhlo.ConvDimensionNumbers}
_DOT = frozenset({"stablehlo.dot", "mhlo.dot"})


@dataclass(frozen=True)
class Gemm:
    groups: int
    m: int
    n: int
    k: int
    dtype: str  # the lhs element type (MLIR spelling)
    element_bits: int

    @property
    def macs(self) -> int:
        return self.groups * self.m * self.n * self.k


def as_gemm(op, types) -> Gemm | None:
    name = op.name
    if name in _DOT_GENERAL:
        return _dot_general(op, types, _DOT_GENERAL[name])
    if name in _CONVOLUTION:
        return _convolution(op, types, _CONVOLUTION[name])
    if name in _DOT:
        lhs, rhs = types.info(op.operands[0].type), types.info(op.operands[1].type)
        m = lhs.shape[0] if len(lhs.shape) == 2 else 1
        n = rhs.shape[1] if len(rhs.shape) == 2 else 1
        return Gemm(1, m, n, lhs.shape[-1], lhs.dtype, lhs.element_bits)
    return None


def _dot_general(op, types, dimension_numbers) -> Gemm:
    dims = dimension_numbers(op.attributes["dot_dimension_numbers"])
    lhs, rhs = types.info(op.operands[0].type), types.info(op.operands[1].type)
    lhs_bound = {*dims.lhs_batching_dimensions, *dims.lhs_contracting_dimensions}
    rhs_bound = {*dims.rhs_batching_dimensions, *dims.rhs_contracting_dimensions}
    return Gemm(
        groups=math.prod(lhs.shape[d] for d in dims.lhs_batching_dimensions),
        m=math.prod(size for d, size in enumerate(lhs.shape) if d not in lhs_bound),
        n=math.prod(size for d, size in enumerate(rhs.shape) if d not in rhs_bound),
        k=math.prod(lhs.shape[d] for d in dims.lhs_contracting_dimensions),
        dtype=lhs.dtype,
        element_bits=lhs.element_bits,
    )


def _convolution(op, types, dimension_numbers) -> Gemm:
    dims = dimension_numbers(op.attributes["dimension_numbers"])
    lhs, rhs, out = (types.info(v.type) for v in (op.operands[0], op.operands[1], op.results[0]))
    groups = int_value(op, "feature_group_count", 1) * int_value(op, "batch_group_count", 1)
    return Gemm(
        groups=groups,
        m=out.shape[dims.output_batch_dimension] * math.prod(out.shape[d] for d in dims.output_spatial_dimensions),
        n=out.shape[dims.output_feature_dimension] // groups,
        k=rhs.shape[dims.kernel_input_feature_dimension] * math.prod(
            rhs.shape[d] for d in dims.kernel_spatial_dimensions),
        dtype=lhs.dtype,
        element_bits=lhs.element_bits,
    )
