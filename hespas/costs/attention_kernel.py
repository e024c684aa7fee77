"""What a fused attention kernel is, read off the IR, for its measured rate (``hespas.costs.attention_rate``):
its pass, mask, head dim, query and key lengths, element type and the FLOPs of its products.

- A ``__cudnn$fmha*`` custom call (``hespas.costs.rules.attention``): the backend config's ``[B, N, T, S]``
  and mask, the query's head dim; its FLOPs are the rule's (only the unmasked scores under a causal mask).
- A kernel hespas-fuse outlined from a written-out attention (``mhlo.fusion`` marked ``hespas.attention``,
  ``hespas.fusion.attention``): its score product is the body's ``dot_general`` with the largest result
  (``Q.K``, or in the backward ``Q.K`` recomputed and ``dO.V``, both ``[B, H, T, S]``); the head dim is its
  contracting size, T and S the free sizes of its two operands. It is causal where the body masks the
  scores with the top-left triangle written from iotas: a ``select`` on a score-shaped value whose
  predicate is ``compare GE`` of an iota along the query dim with one along the key dim (or ``LE`` the
  other way round), reached through ``broadcast_in_dim`` and ``select(p, true, false)`` (JAX's
  ``jnp.tril``-free causal masks, as Pax writes them, and ``jnp.tril(jnp.ones(...))``, whose row iota comes
  with ``+ 0``, its diagonal offset), compared on the dims of size above 1 through reshapes of such dims and
  ``and(true, mask)`` (``jax.nn.dot_product_attention(is_causal=True)``). Any other mask (padding, a mask passed
  in as an input) is not read: the kernel is then taken as not causal. Its FLOPs are the body's products, times the
  unmasked fraction of the scores when causal (a flash kernel skips the tiles above the diagonal).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from hespas.attributes import ATTENTION
from hespas.costs.rules.attention import TARGETS, fmha_config, is_backward, unmasked_per_head
from hespas.ir import defining_op, ir, stablehlo

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
    flops, score, selects = 0, None, []
    for block in (block for region in fusion.regions for block in region.blocks):
        for view in block.operations:
            op = view.operation
            if op.name == "stablehlo.select":
                selects.append(op)
            if op.name != "stablehlo.dot_general":
                continue
            shape = _product_shape(op, types)
            flops += 2 * shape[0] * shape[1] * shape[2] * shape[3]
            if score is None or shape[0] * shape[1] * shape[2] > score[0] * score[1] * score[2]:
                score, score_op = shape, op
    if score is None:
        return None
    _, query_length, key_length, head_dim, dtype = score
    causal = _causal(score_op, selects)
    if causal:
        flops = flops * unmasked_per_head(query_length, key_length, True) // (query_length * key_length)
    return AttentionKernel(role.value == "backward", causal, head_dim, query_length, key_length, dtype, flops)


def _causal(score, selects: list) -> bool:
    """Whether one of ``selects`` masks a tensor shaped as the score product's result with the top-left
    causal triangle: query position >= key position, written from iotas. Dims of size 1 are not read
    (JAX's ``dot_product_attention`` scores a ``[B, N, T, 1, S]`` product, its group of query heads per key
    head, and masks a reshape of it): positions are compared on the dims of size above 1."""
    numbers = stablehlo.DotDimensionNumbers(score.attributes["dot_dimension_numbers"])
    lhs_free = _free_dims(score.operands[0].type, numbers.lhs_batching_dimensions, numbers.lhs_contracting_dimensions)
    rhs_free = _free_dims(score.operands[1].type, numbers.rhs_batching_dimensions, numbers.rhs_contracting_dimensions)
    lhs_shape, rhs_shape = _shape(score.operands[0]), _shape(score.operands[1])
    queries = [index for index, dim in enumerate(lhs_free) if lhs_shape[dim] != 1]
    keys = [index for index, dim in enumerate(rhs_free) if rhs_shape[dim] != 1]
    if len(queries) != 1 or len(keys) != 1:
        return False  # several query or key dims (or one query): not read
    batch = len(numbers.lhs_batching_dimensions)
    # a dot_general's result: batch dims, then lhs free, then rhs free
    shape = _shape(score.results[0])
    kept = _sized_dims(shape)
    query_dim, key_dim = kept.index(batch + queries[0]), kept.index(batch + len(lhs_free) + keys[0])
    sized = [shape[dim] for dim in kept]
    return any(_sized_shape(_shape(op.results[0])) == sized and _triangle(op.operands[0], query_dim, key_dim)
               for op in selects)


def _shape(value) -> list:
    return list(ir.ShapedType(value.type).shape)


def _sized_dims(shape: list) -> list:
    """The dims of ``shape`` of size above 1: where positions are compared."""
    return [dim for dim, size in enumerate(shape) if size != 1]


def _sized_shape(shape: list) -> list:
    return [size for size in shape if size != 1]


def _free_dims(mlir_type, batching, contracting) -> list:
    skip = set(batching) | set(contracting)
    return [d for d in range(len(ir.ShapedType(mlir_type).shape)) if d not in skip]


def _triangle(value, query_dim: int, key_dim: int) -> bool:
    """Whether the boolean ``value`` is ``position[query_dim] >= position[key_dim]`` of iotas (dims counted
    among those of size above 1)."""
    op = defining_op(value)
    while op is not None:
        operand = op.operands[0]
        if op.name == "stablehlo.broadcast_in_dim":
            moved = _broadcast_source(op, (query_dim, key_dim))
            if moved is None:
                return False
            query_dim, key_dim = moved
        elif op.name == "stablehlo.reshape":
            if _sized_shape(_shape(op.operands[0])) != _sized_shape(_shape(op.results[0])):
                return False  # a reshape that moves positions, not only dims of size 1
        elif op.name == "stablehlo.select" and _splat(op.operands[1]) is True and _splat(op.operands[2]) is False:
            pass  # select(p, true, false) is p
        elif op.name == "stablehlo.and" and True in (_splat(op.operands[0]), _splat(op.operands[1])):
            # and(true, p) is p (dot_product_attention ands its causal mask into an all-true one)
            operand = op.operands[1] if _splat(op.operands[0]) is True else op.operands[0]
        elif op.name == "stablehlo.compare":
            direction = str(op.attributes["comparison_direction"])
            lhs, rhs = _iota_dim(op.operands[0]), _iota_dim(op.operands[1])
            return ((direction.endswith("GE>") and (lhs, rhs) == (query_dim, key_dim))
                    or (direction.endswith("LE>") and (lhs, rhs) == (key_dim, query_dim)))
        else:
            return False
        op = defining_op(operand)
    return False


def _broadcast_source(op, dims: tuple) -> tuple | None:
    """The operand's dims (of size above 1) that a ``broadcast_in_dim``'s result ``dims`` (of size above 1)
    come from; None where one is broadcast, not carried."""
    result_dims, operand_dims = _sized_dims(_shape(op.results[0])), _sized_dims(_shape(op.operands[0]))
    mapping = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))
    moved = []
    for dim in dims:
        full = result_dims[dim]
        if full not in mapping or mapping.index(full) not in operand_dims:
            return None
        moved.append(operand_dims.index(mapping.index(full)))
    return tuple(moved)


def _iota_dim(value):
    """The dim (among those of size above 1) along which ``value`` counts 0, 1, 2... (an iota, broadcast or
    reshaped), else None."""
    op = defining_op(value)
    if op is None:
        return None
    if op.name == "stablehlo.iota":
        dim = ir.IntegerAttr(op.attributes["iota_dimension"]).value
        dims = _sized_dims(_shape(op.results[0]))
        return dims.index(dim) if dim in dims else None
    if op.name == "stablehlo.broadcast_in_dim":
        inner = _iota_dim(op.operands[0])
        if inner is None:
            return None
        full = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))[_sized_dims(_shape(op.operands[0]))[inner]]
        return _sized_dims(_shape(op.results[0])).index(full)
    if op.name == "stablehlo.reshape":
        if _sized_shape(_shape(op.operands[0])) != _sized_shape(_shape(op.results[0])):
            return None
        return _iota_dim(op.operands[0])
    if op.name == "stablehlo.add":  # jnp.tril's iota + k, with k = 0 (the main diagonal)
        lhs, rhs = op.operands
        if _splat_number(rhs) == 0:
            return _iota_dim(lhs)
        if _splat_number(lhs) == 0:
            return _iota_dim(rhs)
    return None


def _splat(value):
    """The boolean a splat ``i1`` constant (broadcast or not) holds, else None."""
    splat = _splat_attribute(value)
    return splat.value if isinstance(splat, ir.BoolAttr) else None


def _splat_number(value):
    """The integer a splat integer constant (broadcast or not) holds, else None (an ``i1`` splat is a BoolAttr)."""
    splat = _splat_attribute(value)
    return splat.value if isinstance(splat, ir.IntegerAttr) else None


def _splat_attribute(value):
    """The element attribute of a splat constant ``value`` is (through broadcasts), else None."""
    op = defining_op(value)
    while op is not None and op.name == "stablehlo.broadcast_in_dim":
        op = defining_op(op.operands[0])
    if op is None or op.name != "stablehlo.constant":
        return None
    attr = ir.DenseElementsAttr(op.attributes["value"])
    return attr.get_splat_value() if attr.is_splat else None


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
