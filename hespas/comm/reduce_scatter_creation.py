"""Reduce-scatter creation: an all-reduce whose only use is a dynamic_slice that keeps this
device's 1/G share of one dimension becomes a reduce-scatter, as XLA:GPU does.

The SPMD partitioner writes a sharded gradient (FSDP, ZeRO) as an all-reduce followed by a
dynamic_slice whose offset is computed from the device's id; XLA's GPU pipeline rewrites the
pair into one reduce-scatter (``ReduceScatterCreator``, xla/service/gpu/transforms/
reduce_scatter_creator.cc, matching with ``MatchReduceScatter`` of
xla/service/collective_opt_utils.cc), which moves (G-1)/G of the buffer once instead of
twice (NCCL's ring all-reduce is a reduce-scatter followed by an all-gather).

The rule applied here, to ``stablehlo.all_reduce`` with one operand:
- the all-reduce's result has one use, a ``stablehlo.dynamic_slice`` of it;
- the slice keeps whole dimensions except one, the split dimension, whose size is the
  all-reduce's dimension divided by the group size G (an even split);
- the split dimension's offset is computed from the device's id: ``partition_id`` for a
  cross-partition all-reduce, ``replica_id`` for a cross-replica one, either for flattened ids
  (found by following the offset's operands back through the function).
The reduce-scatter keeps the all-reduce's groups, channel, ``use_global_device_ids`` and
reduction, scatters along the split dimension and replaces the slice.

Not checked, where XLA checks it: that the offset equals the device's position in its group
times the shard size for every device (XLA evaluates the offset per id); an intervening
reshape between the all-reduce and the slice, and uneven splits, are left as they are.
"""

from __future__ import annotations

from hespas.comm import device_ids
from hespas.comm.describe import describe_comm_op
from hespas.comm.module_info import module_comm_info
from hespas.ir import ir

ALL_REDUCE_OP = "stablehlo.all_reduce"
DYNAMIC_SLICE_OP = "stablehlo.dynamic_slice"
FUSION_OP = "mhlo.fusion"  # a kernel of XLA's fusion (hespas.fusion.rules.FUSION_OP)
REDUCE_SCATTER_OP = "stablehlo.reduce_scatter"
_ID_OPS = {device_ids.CROSS_REPLICA: frozenset({"stablehlo.replica_id"}),
           device_ids.CROSS_PARTITION: frozenset({"stablehlo.partition_id"})}
_ANY_ID_OPS = frozenset({"stablehlo.replica_id", "stablehlo.partition_id"})
_KEPT_ATTRIBUTES = ("replica_groups", "channel_handle", "use_global_device_ids")


def create_reduce_scatters(module_op) -> int:
    """Rewrite every matching all-reduce + dynamic_slice of the module; return how many. A module that
    holds ``mhlo.fusion`` ops went through XLA's own pipeline, which made its reduce-scatters: it is
    left as it is (the walk that finds the all-reduces finds a fusion too)."""
    found = []
    fused = []

    def visit(op):
        name = op.name  # read once: asked of every op of the module
        if name == FUSION_OP:
            fused.append(op)
            return ir.WalkResult.INTERRUPT
        if name == ALL_REDUCE_OP:
            found.append(op)
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    if fused:
        return 0
    grid = module_comm_info(module_op)
    return sum(_rewrite(op, grid) for op in found)


def _rewrite(all_reduce, grid) -> bool:
    if len(all_reduce.operands) != 1 or len(all_reduce.results) != 1:
        return False
    uses = list(all_reduce.results[0].uses)
    if len(uses) != 1 or uses[0].owner.name != DYNAMIC_SLICE_OP or uses[0].operand_number != 0:
        return False
    dynamic_slice = uses[0].owner
    info = describe_comm_op(all_reduce, grid)
    group_size = len(info.groups[0]) if info.groups else grid.num_devices
    shape = ir.RankedTensorType(all_reduce.results[0].type).shape
    sliced = ir.RankedTensorType(dynamic_slice.results[0].type).shape
    split = [dim for dim, (whole, kept) in enumerate(zip(shape, sliced)) if whole != kept]
    if len(split) != 1 or group_size < 2:
        return False
    dim = split[0]
    if shape[dim] % group_size or sliced[dim] != shape[dim] // group_size:
        return False
    offset = dynamic_slice.operands[1 + dim]
    if not _computed_from(offset, _ID_OPS.get(info.mode, _ANY_ID_OPS)):
        return False
    attributes = {name: all_reduce.attributes[name] for name in _KEPT_ATTRIBUTES if name in all_reduce.attributes}
    attributes["scatter_dimension"] = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), dim)
    with ir.InsertionPoint(dynamic_slice), dynamic_slice.location:
        reduce_scatter = ir.Operation.create(REDUCE_SCATTER_OP, results=[dynamic_slice.results[0].type],
                                             operands=[all_reduce.operands[0]], attributes=attributes, regions=1)
    all_reduce.regions[0].blocks[0].append_to(reduce_scatter.regions[0])
    dynamic_slice.results[0].replace_all_uses_with(reduce_scatter.results[0])
    index_ops = [value.owner for value in dynamic_slice.operands[1:] if isinstance(value.owner, ir.OpView)]
    dynamic_slice.erase()
    all_reduce.erase()
    _erase_unused(index_ops)
    return True


def _computed_from(value, id_ops: frozenset) -> bool:
    """True if ``value`` is computed (through any ops of its function) from one of ``id_ops``."""
    seen, stack = set(), [value]
    while stack:
        owner = stack.pop().owner
        if not isinstance(owner, ir.OpView):  # a block argument
            continue
        operation = owner.operation
        if operation.name in id_ops:
            return True
        if operation in seen:
            continue
        seen.add(operation)
        stack.extend(operation.operands)
    return False


def _erase_unused(ops) -> None:
    """Erase the offset computation left without uses (pure index arithmetic), operands first-seen last."""
    stack = [op.operation for op in ops]
    while stack:
        operation = stack.pop()
        if not operation.attached or any(list(result.uses) for result in operation.results) or operation.regions:
            continue
        operands = [value.owner for value in operation.operands if isinstance(value.owner, ir.OpView)]
        operation.erase()
        stack.extend(op.operation for op in operands)
