"""Data movement (bytes only) and metadata ops (free).

Copies read their operands and write their result: transpose, broadcast(_in_dim),
concatenate, pad, reverse, copy, and their dynamic forms. ``slice`` reads only the
elements it keeps (as XLA counts it); ``iota`` and ``infeed`` only write. Reshape,
bitcasts, tuples, constants, tokens, ids and dimension-size ops are metadata: free.
"""

from __future__ import annotations

from hespas.costs.opcost import MOVEMENT, OpCost
from hespas.costs.rules.common import for_dialects, free


def copy(op, types) -> OpCost:
    """One result written, every operand read."""
    result = types.info(op.result.type)
    read = types.nbytes(op.operands)
    return OpCost(0, 0, read, result.nbytes, MOVEMENT, result.dtype)


def slice_(op, types) -> OpCost:
    """Reads the kept elements (result-size) and any index operands, writes the result."""
    info = types.info
    result = info(op.result.type)
    operands = op.operands
    read = result.nbytes
    for i in range(1, len(operands)):
        read += info(operands[i].type).nbytes
    return OpCost(0, 0, read, result.nbytes, MOVEMENT, result.dtype)


def write_only(op, types) -> OpCost:
    written = types.nbytes(op.results)
    return OpCost(0, 0, 0, written, MOVEMENT, types.info(op.results[0].type).dtype)


def bitcast_convert(op, types) -> OpCost:
    """Free when the element width is unchanged; otherwise the regrouped elements are copied."""
    info = types.info
    if info(op.operands[0].type).element_bits == info(op.result.type).element_bits:
        return free(op, types)
    return copy(op, types)


_COPY_OPS = (
    "transpose broadcast broadcast_in_dim concatenate pad reverse dynamic_broadcast_in_dim dynamic_pad outfeed"
).split()
_FREE_OPS = (
    "reshape dynamic_reshape get_tuple_element tuple constant create_token after_all optimization_barrier "
    "get_dimension_size set_dimension_size partition_id replica_id"
).split()
_MHLO_FREE_OPS = ("bitcast", "add_dependency", "domain", "trace", "minimum_broadcast_shapes")

RULES = {
    **for_dialects(_COPY_OPS, copy),
    **for_dialects(("slice", "real_dynamic_slice"), slice_),
    **for_dialects(("iota", "dynamic_iota", "infeed"), write_only),
    **for_dialects(("bitcast_convert",), bitcast_convert),
    **for_dialects(_FREE_OPS, free),
    **for_dialects(_MHLO_FREE_OPS, free, ("mhlo",)),
    "mhlo.copy": copy,
    "chlo.constant": free,
    "chlo.constant_like": free,
}
