"""What a fused attention kernel is, read off the IR, for its measured rate (``hespas.costs.attention_rate``):
its pass, mask, head dim, query and key lengths, element type and the FLOPs of its products.

- A ``__cudnn$fmha*`` custom call (``hespas.costs.rules.attention``): the backend config's ``[B, N, T, S]``
  and mask, the query's head dim; its FLOPs are the rule's (only the unmasked scores under a causal mask).
- A kernel hespas-fuse outlined from a written-out attention (``mhlo.fusion`` marked ``hespas.attention``,
  ``hespas.fusion.attention``): its score product is the body's ``dot_general`` with the largest result
  (``Q.K``, or in the backward ``Q.K`` recomputed and ``dO.V``, both ``[B, H, T, S]``); the head dim is its
  contracting size, T and S the free sizes of its two operands. Its FLOPs are the body's products, every
  score included: a mask written as a ``select`` does not tell the pattern which scores a flash kernel
  would skip, so the kernel is taken as not causal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hespas.attributes import ATTENTION
from hespas.costs.rules.attention import TARGETS, fmha_config, is_backward
from hespas.ir import ir, stablehlo

_FMHA_TARGETS = frozenset(TARGETS)


@dataclass(frozen=True)
class AttentionKernel:
    backward: bool
    causal: bool
    head_dim: int
    query_length: int
    key_length: int
    dtype: str  # the element type of Q (the products' operands)
    flops: int  # of the products, counted as the published benchmarks count them


def of_custom_call(op, cost_flops: int, types) -> AttentionKernel | None:
    """The kernel of a ``__cudnn$fmha*`` call whose rule counted ``cost_flops``; None for any other op."""
    try:
        target = op.attributes["call_target_name"].value
    except (KeyError, AttributeError):
        return None
    if target not in _FMHA_TARGETS:
        return None
    config = fmha_config(op)
    if config is None:
        return None
    _, _, query_length, key_length, causal = config
    query = types.info(op.operands[0].type)
    return AttentionKernel(is_backward(op), causal, query.shape[-1], query_length, key_length, query.dtype,
                           cost_flops)


def of_fusion(fusion, types) -> AttentionKernel | None:
    """The kernel of an ``mhlo.fusion`` marked ``hespas.attention``; None for any other fusion."""
    role = fusion.attributes[ATTENTION] if ATTENTION in fusion.attributes else None
    if not isinstance(role, ir.StringAttr) or role.value not in ("forward", "backward"):
        return None  # not an attention kernel (an input module's own attribute of that name is not trusted)
    flops, score = 0, None
    for block in (block for region in fusion.regions for block in region.blocks):
        for view in block.operations:
            op = view.operation
            if op.name != "stablehlo.dot_general":
                continue
            shape = _product_shape(op, types)
            flops += 2 * shape[0] * shape[1] * shape[2] * shape[3]
            if score is None or shape[0] * shape[1] * shape[2] > score[0] * score[1] * score[2]:
                score = shape
    if score is None:
        return None
    _, query_length, key_length, head_dim, dtype = score
    return AttentionKernel(role.value == "backward", False, head_dim, query_length, key_length, dtype, flops)


def _product_shape(op, types) -> tuple:
    """(batch, lhs free, rhs free, contracting sizes, lhs element type) of a ``dot_general``."""
    numbers = stablehlo.DotDimensionNumbers(op.attributes["dot_dimension_numbers"])
    lhs, rhs = types.info(op.operands[0].type), types.info(op.operands[1].type)
    lhs_batch, rhs_batch = set(numbers.lhs_batching_dimensions), set(numbers.rhs_batching_dimensions)
    lhs_contract, rhs_contract = set(numbers.lhs_contracting_dimensions), set(numbers.rhs_contracting_dimensions)
    batch = math.prod(lhs.shape[d] for d in lhs_batch)
    contracting = math.prod(lhs.shape[d] for d in lhs_contract)
    lhs_free = math.prod(s for d, s in enumerate(lhs.shape) if d not in lhs_batch and d not in lhs_contract)
    rhs_free = math.prod(s for d, s in enumerate(rhs.shape) if d not in rhs_batch and d not in rhs_contract)
    return batch, lhs_free, rhs_free, contracting, lhs.dtype
