"""Matrix products: 2 FLOPs (one multiply-add) per output element per contracted element.

dot_general: 2 x result elements x product of the lhs contracting dims, which is
2 x batch x M x N x K (XLA's count). einsum: the same with the contracted letters.
ragged_dot: each lhs row meets one group of rhs, so 2 x lhs elements x the rhs dims
that are neither contracting, batching nor group. The peak is the lhs element type's.
"""

from __future__ import annotations

import math

from hespas.costs.opcost import MATMUL, MOVEMENT, VECTOR, OpCost
from hespas.ir import chlo, mhlo, stablehlo


def _product(op, types, flops: int) -> OpCost:
    read = types.nbytes(op.operands)
    return OpCost(flops, 0, read, types.nbytes(op.results), MATMUL, types.info(op.operands[0].type).dtype)


def dot(op, types) -> OpCost:
    """Vector/matrix product: the contracted dim is the lhs's last."""
    k = types.info(op.operands[0].type).shape[-1]
    return _product(op, types, 2 * types.info(op.result.type).num_elements * k)


def _dot_general_rule(dimension_numbers):
    def dot_general(op, types) -> OpCost:
        dims = dimension_numbers(op.attributes["dot_dimension_numbers"])
        lhs_shape = types.info(op.operands[0].type).shape
        k = math.prod(lhs_shape[d] for d in dims.lhs_contracting_dimensions)
        return _product(op, types, 2 * types.info(op.result.type).num_elements * k)

    return dot_general


def ragged_dot(op, types) -> OpCost:
    dims = chlo.RaggedDotDimensionNumbers(op.attributes["ragged_dot_dimension_numbers"])
    info = types.info
    lhs = info(op.operands[0].type)
    rhs_shape = info(op.operands[1].type).shape
    bound = {*dims.rhs_contracting_dimensions, *dims.rhs_batching_dimensions, *dims.rhs_group_dimensions}
    rhs_free = math.prod(size for d, size in enumerate(rhs_shape) if d not in bound)
    return _product(op, types, 2 * lhs.num_elements * rhs_free)


def _letter_sizes(spec: str, shape: tuple[int, ...]) -> dict[str, int]:
    """Sizes of an einsum operand's letters; ``...`` stands for the dims no letter names."""
    head, _, tail = spec.partition("...")
    sizes = dict(zip(head, shape))
    sizes.update(zip(tail, shape[len(shape) - len(tail) :]))
    return sizes


def _einsum_contracted(op, types) -> int:
    """Product of the sizes of the letters that appear in the inputs but not in the output."""
    config = op.attributes["einsum_config"].value.replace(" ", "")
    inputs, output = config.split("->")
    sizes: dict[str, int] = {}
    for spec, value in zip(inputs.split(","), op.operands):
        sizes.update(_letter_sizes(spec, types.info(value.type).shape))
    return math.prod(size for letter, size in sizes.items() if letter not in output)


def einsum(op, types) -> OpCost:
    k = _einsum_contracted(op, types)
    return _product(op, types, 2 * types.info(op.result.type).num_elements * k)


def unary_einsum(op, types) -> OpCost:
    """A sum over the contracted letters (one add per input element), or a pure transposition."""
    k = _einsum_contracted(op, types)
    result = types.info(op.result.type)
    read = types.info(op.operands[0].type).nbytes
    if k == 1:
        return OpCost(0, 0, read, result.nbytes, MOVEMENT, result.dtype)
    return OpCost(result.num_elements * k, 0, read, result.nbytes, VECTOR, result.dtype)


RULES = {
    "stablehlo.dot": dot,
    "mhlo.dot": dot,
    "stablehlo.dot_general": _dot_general_rule(stablehlo.DotDimensionNumbers),
    "mhlo.dot_general": _dot_general_rule(mhlo.DotDimensionNumbers),
    "stablehlo.einsum": einsum,
    "mhlo.einsum": einsum,
    "stablehlo.unary_einsum": unary_einsum,
    "chlo.ragged_dot": ragged_dot,
}
