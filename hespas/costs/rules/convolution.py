"""Convolution: 2 FLOPs per multiply-add that touches a real input element.

As XLA's HloCostAnalysis: multiply-adds = output batch x output features x kernel
input features (= input features / feature_group_count) x, per spatial dim, the
number of (output position, kernel tap) pairs whose input position is real: taps
that land in padding or in the holes of lhs (base) dilation are not counted; strides
and rhs (window) dilation move the taps. batch_group_count is already in the output
batch size. Any dimension numbers are read from the attribute. dynamic_conv has its
padding as an operand, so all taps of the full window count there.

``cudnn_channels`` gives the two channel counts of the cuDNN convolution XLA:GPU makes of a convolution
(its input and output feature maps, C and K, per group), whichever of cuDNN's kinds it becomes: the
narrow-channel rule (``hespas.costs.narrow_channels``) reads them.
"""

from __future__ import annotations

import math
from functools import lru_cache

from hespas.costs.opcost import MATMUL, OpCost
from hespas.costs.rules.common import int_value, ints
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


def _is_filter_gradient(lhs, rhs, result, dims, strides, padding, lhs_dilation, rhs_dilation, feature_groups) -> bool:
    """Whether XLA:GPU makes this convolution cuDNN's backward-filter kind, as its conv rewriter decides
    (openxla/xla xla/service/gpu/transforms/conv_kind_assignment.cc, ``MatchBackwardFilter`` and
    ``LooksLikeForwardConvolution``): no feature groups, not shaped like a forward convolution (same batch in
    and out, no kernel window larger than the output), unit strides, no base dilation, no negative low
    padding, spatial dimensions, and either window dilation or no kernel window that fits in the output
    (XLA's conv1d special case is not modelled)."""
    if feature_groups > 1 or not dims.kernel_spatial_dimensions:
        return False
    kernel = [rhs.shape[d] for d in dims.kernel_spatial_dimensions]
    output = [result.shape[d] for d in dims.output_spatial_dimensions]
    small = sum(k <= o for k, o in zip(kernel, output))
    same_batch = lhs.shape[dims.input_batch_dimension] == result.shape[dims.output_batch_dimension]
    if same_batch and small == len(kernel):
        return False
    if any(s != 1 for s in strides) or any(d != 1 for d in lhs_dilation) or any(low < 0 for low in padding[::2]):
        return False
    return small == 0 or any(d != 1 for d in rhs_dilation)


def cudnn_channels(op, types) -> tuple[int, int, bool]:
    """(C, K) per group of the cuDNN convolution this op becomes on XLA:GPU, and whether it is grouped.

    cuDNN's problem is always a forward convolution x (C channels) * w (K x C) -> y (K channels); XLA maps the
    op onto it by kind (conv_kind_assignment.cc). Forward: the op's input features and output features.
    Backward-input (data gradient): the op reads dy (K) and writes dx (C): the same two counts, swapped.
    Backward-filter: the op contracts over the batch (its "input features" are the batch) and writes dw,
    whose batch and feature dimensions are the filter's C and K ("[N, O, H+h-1, W+w-1] x [N, C, H, W] ->
    [O, C, h, w]" in MatchBackwardFilter's comment).
    """
    dims = _DIMENSION_NUMBERS[op.name](op.attributes["dimension_numbers"])
    info = types.info
    lhs = info(op.operands[0].type)
    rhs = info(op.operands[1].type)
    result = info(op.result.type)
    rank = len(dims.output_spatial_dimensions)
    groups = int_value(op, "feature_group_count", 1)
    grouped = groups > 1 or int_value(op, "batch_group_count", 1) > 1
    output_features = result.shape[dims.output_feature_dimension]
    if _is_filter_gradient(lhs, rhs, result, dims, ints(op, "window_strides", [1] * rank),
                           ints(op, "padding", [0] * (2 * rank)), ints(op, "lhs_dilation", [1] * rank),
                           ints(op, "rhs_dilation", [1] * rank), groups):
        return result.shape[dims.output_batch_dimension], output_features, grouped
    return lhs.shape[dims.input_feature_dimension] // groups, output_features // groups, grouped


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


_DIMENSION_NUMBERS = {
    "stablehlo.convolution": stablehlo.ConvDimensionNumbers,
    "mhlo.convolution": mhlo.ConvDimensionNumbers,
    "stablehlo.dynamic_conv": stablehlo.ConvDimensionNumbers,
    "mhlo.dynamic_conv": mhlo.ConvDimensionNumbers,
}
CONVOLUTIONS = frozenset(_DIMENSION_NUMBERS)

RULES = {
    "stablehlo.convolution": _convolution_rule(stablehlo.ConvDimensionNumbers, padded=True),
    "mhlo.convolution": _convolution_rule(mhlo.ConvDimensionNumbers, padded=True),
    "stablehlo.dynamic_conv": _convolution_rule(stablehlo.ConvDimensionNumbers, padded=False),
    "mhlo.dynamic_conv": _convolution_rule(mhlo.ConvDimensionNumbers, padded=False),
}
