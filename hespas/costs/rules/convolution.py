"""Convolution: 2 FLOPs per multiply-add that touches a real input element.

As XLA's HloCostAnalysis: multiply-adds = output batch x output features x kernel
input features (= input features / feature_group_count) x, per spatial dim, the
number of (output position, kernel tap) pairs whose input position is real: taps
that land in padding or in the holes of lhs (base) dilation are not counted; strides
and rhs (window) dilation move the taps. batch_group_count is already in the output
batch size. Any dimension numbers are read from the attribute. dynamic_conv has its
padding as an operand, so all taps of the full window count there.
"""

from __future__ import annotations

import math
from functools import lru_cache

from hespas.costs.opcost import MATMUL, OpCost
from hespas.costs.rules.common import ints
from hespas.ir import mhlo, stablehlo


@lru_cache(maxsize=4096)
def valid_taps(
    input_size: int, kernel_size: int, output_size: int, stride: int, pad_low: int, lhs_dilation: int, rhs_dilation: int
) -> int:
    """(output position, kernel tap) pairs of one spatial dim that read a real input element.

    Tap ``k`` of output ``o`` reads dilated-input position ``u = o*stride - pad_low + k*rhs_dilation``,
    which is real when ``0 <= u <= (input_size-1)*lhs_dilation`` and ``u % lhs_dilation == 0``.
    Counted in closed form per tap, so huge windows (weight gradients) stay cheap.
    """
    last = (input_size - 1) * lhs_dilation
    total = 0
    for k in range(kernel_size):
        offset = k * rhs_dilation - pad_low
        o_min = max(0, -(offset // stride))  # ceil(-offset / stride)
        o_max = min(output_size - 1, (last - offset) // stride)
        if o_min > o_max:
            continue
        if lhs_dilation == 1:
            total += o_max - o_min + 1
            continue
        # o*stride + offset must be a multiple of lhs_dilation: o = first (mod period).
        g = math.gcd(stride, lhs_dilation)
        if offset % g:
            continue
        period = lhs_dilation // g
        first = (-offset // g) * pow(stride // g, -1, period) % period if period > 1 else 0
        total += (o_max - first) // period - (o_min - 1 - first) // period
    return total


def _convolution_rule(dimension_numbers, padded: bool):
    def convolution(op, types) -> OpCost:
        dims = dimension_numbers(op.attributes["dimension_numbers"])
        info = types.info
        lhs = info(op.operands[0].type)
        rhs = info(op.operands[1].type)
        result = info(op.result.type)
        rank = len(dims.output_spatial_dimensions)
        strides = ints(op, "window_strides", [1] * rank)
        padding = ints(op, "padding", [0] * (2 * rank)) if padded else None
        lhs_dilation = ints(op, "lhs_dilation", [1] * rank)
        rhs_dilation = ints(op, "rhs_dilation", [1] * rank)
        kernel_dims = dims.kernel_spatial_dimensions
        output_dims = dims.output_spatial_dimensions
        input_dims = dims.input_spatial_dimensions
        taps = 1
        for i in range(rank):
            kernel = rhs.shape[kernel_dims[i]]
            output = result.shape[output_dims[i]]
            if padding is None:
                taps *= kernel * output
            else:
                source = lhs.shape[input_dims[i]]
                taps *= valid_taps(source, kernel, output, strides[i], padding[2 * i], lhs_dilation[i], rhs_dilation[i])
        macs = (
            result.shape[dims.output_batch_dimension]
            * result.shape[dims.output_feature_dimension]
            * rhs.shape[dims.kernel_input_feature_dimension]
            * taps
        )
        read = types.nbytes(op.operands)
        return OpCost(2 * macs, 0, read, result.nbytes, MATMUL, lhs.dtype)

    return convolution


RULES = {
    "stablehlo.convolution": _convolution_rule(stablehlo.ConvDimensionNumbers, padded=True),
    "mhlo.convolution": _convolution_rule(mhlo.ConvDimensionNumbers, padded=True),
    "stablehlo.dynamic_conv": _convolution_rule(stablehlo.ConvDimensionNumbers, padded=False),
    "mhlo.dynamic_conv": _convolution_rule(mhlo.ConvDimensionNumbers, padded=False),
}
