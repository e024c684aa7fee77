"""Gather, scatter and dynamic slices: the bytes actually moved, not the whole operand.

As in XLA's HloCostAnalysis: a gather reads output-size worth of its operand plus the
indices and writes its output. A scatter reads the updates and indices and writes
updates-size into the operand in place; when its update body uses the old value
(scatter-add...), it also reads updates-size of the operand, and each update element
costs one application of the body. dynamic_slice reads result-size plus the start
indices; dynamic_update_slice reads and writes update-size (the operand is aliased).
"""

from __future__ import annotations

from hespas.costs.opcost import MOVEMENT, VECTOR, OpCost
from hespas.costs.rules.body import body_work
from hespas.costs.rules.common import for_dialects
from hespas.costs.rules.movement import slice_


def gather(op, types) -> OpCost:
    """Operand 0 is the source, operand 1 the indices (also for torch_index_select and dynamic_gather)."""
    info = types.info
    result = info(op.result.type)
    indices = info(op.operands[1].type)
    return OpCost(0, 0, result.nbytes + indices.nbytes, result.nbytes, MOVEMENT, result.dtype)


def scatter(op, types) -> OpCost:
    """Operands are N inputs, the indices, N updates; the body takes N old values then N updates."""
    info = types.info
    operands = op.operands
    n = (len(operands) - 1) // 2
    updates = [info(operands[n + 1 + i].type) for i in range(n)]
    update_bytes = sum(u.nbytes for u in updates)
    indices_bytes = info(operands[n].type).nbytes
    body = op.regions[0]
    old_values_used = any(len(list(arg.uses)) for arg in list(body.blocks[0].arguments)[:n])
    read = update_bytes + indices_bytes + (update_bytes if old_values_used else 0)
    flops, transcendentals = body_work(body, types)
    count = updates[0].num_elements
    op_class = VECTOR if flops or transcendentals else MOVEMENT
    return OpCost(count * flops, count * transcendentals, read, update_bytes, op_class, updates[0].dtype)


def dynamic_update_slice(op, types) -> OpCost:
    """Operands: the (aliased) operand, the update, the start indices."""
    info = types.info
    operands = op.operands
    update = info(operands[1].type)
    read = update.nbytes
    for i in range(2, len(operands)):
        read += info(operands[i].type).nbytes
    return OpCost(0, 0, read, update.nbytes, MOVEMENT, update.dtype)


RULES = {
    **for_dialects(("gather", "dynamic_gather", "torch_index_select"), gather),
    **for_dialects(("scatter",), scatter),
    **for_dialects(("dynamic_slice",), slice_),
    **for_dialects(("dynamic_update_slice",), dynamic_update_slice),
}
