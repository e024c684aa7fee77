"""Elementwise ops: one unit of work per result element; bytes are all operands plus the result.

Follows XLA's HloCostAnalysis: a plain elementwise op (arithmetic, compare, select,
clamp, convert, bitwise, rounding, reduce_precision) is 1 FLOP per result element;
a transcendental op is 1 transcendental per element and no FLOPs. XLA's
transcendentals are exp, expm1, log, log1p, logistic, tanh, sin, cos, tan, atan2,
sqrt, rsqrt, cbrt, power and erf; hespas adds the CHLO/MHLO special functions
(inverse and hyperbolic trig, erfc, erf_inv, lgamma, digamma, polygamma, zeta,
bessel_i1e), each counted as one transcendental although it expands to many ops.
CHLO ``broadcast_*`` ops cost like their plain twins: work per result element,
bytes of the operands as given (before broadcasting).
"""

from __future__ import annotations

from hespas.costs.opcost import VECTOR, OpCost
from hespas.costs.rules.common import for_dialects


def _same_type_rule(arity: int, transcendental: bool):
    """For ops whose operands all have the result's type: no operand needs to be looked at."""

    def same_type(op, types) -> OpCost:
        result = types.info(op.result.type)
        n = result.num_elements
        if transcendental:
            return OpCost(0, n, arity * result.nbytes, result.nbytes, VECTOR, result.dtype)
        return OpCost(n, 0, arity * result.nbytes, result.nbytes, VECTOR, result.dtype)

    return same_type


def flop_per_element(op, types) -> OpCost:
    result = types.info(op.result.type)
    read = types.nbytes(op.operands)
    n = result.num_elements
    return OpCost(n, 0, read, result.nbytes, VECTOR, result.dtype)


def transcendental_per_element(op, types) -> OpCost:
    result = types.info(op.result.type)
    read = types.nbytes(op.operands)
    n = result.num_elements
    return OpCost(0, n, read, result.nbytes, VECTOR, result.dtype)


def predicate_per_element(op, types) -> OpCost:
    """A test with an i1 result (compare, is_finite...): the work runs at the operands' type."""
    info = types.info
    result = info(op.result.type)
    read = 0
    dtype = ""
    for value in op.operands:
        operand = info(value.type)
        read += operand.nbytes
        dtype = dtype or operand.dtype
    n = result.num_elements
    return OpCost(n, 0, read, result.nbytes, VECTOR, dtype)


# Ops spelled alike in StableHLO and MHLO whose verifier gives every operand the result's type
# (up to quantization parameters, which do not change the size).
_SAME_TYPE_UNARY_FLOP_OPS = (
    "ceil count_leading_zeros floor negate not popcnt reduce_precision round_nearest_afz round_nearest_even sign"
).split()
_SAME_TYPE_BINARY_FLOP_OPS = (
    "add and divide maximum minimum multiply or remainder shift_left shift_right_arithmetic shift_right_logical "
    "subtract xor"
).split()
_SAME_TYPE_UNARY_TRANSCENDENTAL_OPS = (
    "cbrt cosine exponential exponential_minus_one log log_plus_one logistic rsqrt sine sqrt tan tanh"
).split()
_SAME_TYPE_BINARY_TRANSCENDENTAL_OPS = ("atan2", "power")
# The other ops spelled alike in StableHLO and MHLO.
_FLOP_OPS = "abs clamp complex convert imag real select uniform_quantize uniform_dequantize".split()
_PREDICATE_OPS = ("compare", "is_finite")

# Only in MHLO (XLA's own ops, and functions that StableHLO leaves to CHLO).
_MHLO_FLOP_OPS = ("mulhi", "stochastic_convert")
_MHLO_TRANSCENDENTAL_OPS = ("acos", "acosh", "asin", "asinh", "atanh", "cosh", "sinh", "erf")

_CHLO_FLOP_OPS = (
    "broadcast_add broadcast_and broadcast_complex broadcast_divide broadcast_maximum broadcast_minimum "
    "broadcast_multiply broadcast_next_after broadcast_or broadcast_remainder broadcast_select "
    "broadcast_shift_left broadcast_shift_right_arithmetic broadcast_shift_right_logical broadcast_subtract "
    "broadcast_xor conj mulhi next_after square"
).split()
_CHLO_TRANSCENDENTAL_OPS = (
    "_asin_acos_kernel acos acosh asin asinh atan atanh bessel_i1e broadcast_atan2 broadcast_polygamma "
    "broadcast_power broadcast_zeta cosh digamma erf erf_inv erfc lgamma polygamma sinh tan zeta"
).split()
_CHLO_PREDICATE_OPS = ("broadcast_compare", "is_inf", "is_neg_inf", "is_pos_inf")

RULES = {
    **for_dialects(_SAME_TYPE_UNARY_FLOP_OPS, _same_type_rule(1, transcendental=False)),
    **for_dialects(_SAME_TYPE_BINARY_FLOP_OPS, _same_type_rule(2, transcendental=False)),
    **for_dialects(_SAME_TYPE_UNARY_TRANSCENDENTAL_OPS, _same_type_rule(1, transcendental=True)),
    **for_dialects(_SAME_TYPE_BINARY_TRANSCENDENTAL_OPS, _same_type_rule(2, transcendental=True)),
    **for_dialects(_FLOP_OPS, flop_per_element),
    **for_dialects(_PREDICATE_OPS, predicate_per_element),
    **for_dialects(_MHLO_FLOP_OPS, flop_per_element, ("mhlo",)),
    **for_dialects(_MHLO_TRANSCENDENTAL_OPS, transcendental_per_element, ("mhlo",)),
    **for_dialects(_CHLO_FLOP_OPS, flop_per_element, ("chlo",)),
    **for_dialects(_CHLO_TRANSCENDENTAL_OPS, transcendental_per_element, ("chlo",)),
    **for_dialects(_CHLO_PREDICATE_OPS, predicate_per_element, ("chlo",)),
}
