"""Collective combining: independent all-reduces (or all-gathers) of the same groups, channel
mode, reduction and element type merge into one variadic collective, up to a byte threshold,
as XLA:GPU's combiners do.

XLA:GPU runs ``AllReduceCombiner``, ``AllGatherCombiner`` and ``ReduceScatterCombiner``
(xla/service/gpu/transforms/collectives/*_combiner.cc over xla/service/all_reduce_combiner.cc,
all_gather_combiner.cc, reduce_scatter_combiner.cc and ``CombineInstructionsByKey`` of
collective_combiner_utils.h). Their thresholds are the debug options
``xla_gpu_all_reduce_combine_threshold_bytes``, ``xla_gpu_all_gather_combine_threshold_bytes`` and
``xla_gpu_reduce_scatter_combine_threshold_bytes``, by default ``kDefault*CombineThreshold`` =
30 MiB + 7 bytes = 31,457,287 (xla/service/collective_utils.h; set in
xla/debug_options_flags.cc); xla/service/gpu/gpu_compiler.cc also caps a combined op at 256
collectives (``combine_threshold_count``).

The rule, per block, in program order (``CombineInstructionsByKey``): collectives are keyed by
op, replica groups, channel (present or not), ``use_global_device_ids``, element type, the
reduction (all-reduce) and the gather dimension (all-gather); only single-operand collectives take
part (as in XLA: a variadic one is already combined). A collective joins the open group of its key
unless the group's result bytes plus its own would pass the threshold, or it depends (through any
chain of ops in the block) on a member of the group: then the group is closed and the collective
opens the next one. A group that reaches the count limit closes; a collective larger than the
threshold by itself is left alone and closes nothing. A group of two or more becomes one collective with every
member's operands and results.

Placement: the combined collective waits for all its operands, so it takes the place of the
group's last member; the ops between the first and the last member that use an earlier
member's result (directly or through other ops) move after it, in their order. Nothing they
depend on moves, so every value is still defined before its uses. This is the cost XLA pays
for combining: the earlier members' consumers wait for the combined transfer.

``stablehlo.reduce_scatter`` has one operand and one result, so combined reduce-scatters
cannot be written as one StableHLO op; they are not combined here.
"""

from __future__ import annotations

from hespas.costs.types import TypeTable
from hespas.ir import ir

ALL_REDUCE_OP = "stablehlo.all_reduce"
ALL_GATHER_OP = "stablehlo.all_gather"
COMBINABLE_OPS = (ALL_REDUCE_OP, ALL_GATHER_OP)
# 30 MiB + 7 bytes: kDefaultAllReduceCombineThreshold and kDefaultAllGatherCombineThreshold (collective_utils.h)
XLA_GPU_DEFAULT_THRESHOLD_BYTES = 30 * 1024 * 1024 + 7
XLA_GPU_COMBINE_THRESHOLD_COUNT = 256  # combine_threshold_count of the GPU combiners (gpu_compiler.cc)
_KEY_ATTRIBUTES = ("replica_groups", "use_global_device_ids", "all_gather_dim")


def combine_collectives(module_op, thresholds_bytes: dict[str, int],
                        max_count: int = XLA_GPU_COMBINE_THRESHOLD_COUNT) -> int:
    """Combine the collectives of each op named in ``thresholds_bytes`` (op name -> threshold; 0
    leaves that op alone), at most ``max_count`` into one, in every block of the module; return how
    many collectives were removed."""
    blocks = []  # the blocks holding a collective to combine, each once

    def visit(op):
        if thresholds_bytes.get(op.name, 0) > 0 and _combinable(op):
            block = op.operation.block
            if not any(block == seen for seen in blocks):
                blocks.append(block)
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    types = TypeTable()
    removed = 0
    for block in blocks:
        # one group at a time, the dependencies found again after each: combining one group adds
        # dependencies (its consumers wait for all its members) that can tie two members of another
        # group together; XLA rebuilds its reachability map after every combined group for the same reason
        while groups := _groups(block, thresholds_bytes, max_count, types):
            _combine(groups[0])
            removed += len(groups[0]) - 1
    return removed


def _combinable(op) -> bool:
    operation = op.operation
    parent = operation.parent
    return len(operation.operands) == 1 and (parent is None or not parent.name.endswith(".async_start"))


def _key(operation) -> tuple:
    attributes = operation.attributes
    parts = [operation.name, "channel_handle" in attributes]
    parts += [str(attributes[name]) if name in attributes else None for name in _KEY_ATTRIBUTES]
    parts += sorted({str(ir.ShapedType(value.type).element_type) for value in operation.operands})
    if operation.regions:  # the reduction: its ops' names and types
        parts += [str(inner.operation.name) + str([str(r.type) for r in inner.operation.results])
                  for inner in operation.regions[0].blocks[0].operations]
    return tuple(parts)


def _groups(block, thresholds_bytes: dict[str, int], max_count: int, types: TypeTable) -> list[list]:
    """Groups of two or more collectives of ``block`` to combine, as ``CombineInstructionsByKey`` forms them."""
    mask_of_op = {}  # per op of the block: bitmask of the candidates it needs (itself included)
    candidates = 0
    open_groups: dict[tuple, tuple[list, int, int]] = {}  # key -> (members, bytes, bitmask of members)
    closed = []
    for operation in (op.operation for op in block.operations):
        needed = 0
        for value in _operands_inside(operation):
            owner = _ancestor_in(value, block)
            if owner is not None:
                needed |= mask_of_op.get(owner, 0)
        threshold = thresholds_bytes.get(operation.name, 0)
        size = types.nbytes(operation.results) if threshold > 0 and _combinable(operation) else None
        if size is not None and size <= threshold:  # a larger one never combines and closes no group
            key = _key(operation)
            members, total, members_mask = open_groups.get(key, ([], 0, 0))
            if members and (total + size > threshold or needed & members_mask):
                closed.append(members)
                members, total, members_mask = [], 0, 0
            bit = 1 << candidates
            candidates += 1
            members = members + [operation]
            if len(members) >= max_count:
                closed.append(members)
                open_groups.pop(key, None)
            else:
                open_groups[key] = (members, total + size, members_mask | bit)
            needed |= bit
        mask_of_op[operation] = needed
    closed.extend(members for members, _, _ in open_groups.values())
    return [group for group in closed if len(group) > 1]


def _operands_inside(operation):
    """The operands of ``operation`` and of every op nested in its regions."""
    yield from operation.operands
    for region in operation.regions:
        for block in region.blocks:
            for inner in block.operations:
                yield from _operands_inside(inner.operation)


def _ancestor_in(value, block):
    """The op of ``block`` that defines ``value`` or holds the op that does; None for a block argument
    or a value from outside ``block``."""
    owner = value.owner
    if not isinstance(owner, ir.OpView):
        return None
    operation = owner.operation
    while operation is not None and operation.block != block:
        operation = operation.parent
    return operation


def _combine(members: list) -> None:
    """Replace ``members`` (independent, in block order) by one collective at the last member's place."""
    first, last = members[0], members[-1]
    attributes = {first.attributes[index].name: first.attributes[index].attr for index in range(len(first.attributes))}
    results = [value.type for member in members for value in member.results]
    operands = [value for member in members for value in member.operands]
    with ir.InsertionPoint(last), last.location:
        combined = ir.Operation.create(first.name, results=results, operands=operands, attributes=attributes,
                                       regions=len(first.regions))
    if first.regions:
        first.regions[0].blocks[0].append_to(combined.regions[0])
    delayed = _users_between(members)
    position = 0
    for member in members:
        for value in member.results:
            value.replace_all_uses_with(combined.results[position])
            position += 1
    anchor = combined
    for operation in delayed:
        operation.move_after(anchor)
        anchor = operation
    for member in members:
        member.erase()


def _users_between(members: list) -> list:
    """The ops strictly between the first and the last member that use a member's result, directly or
    through other such ops, in block order."""
    block = members[0].block
    tainted = {value for member in members for value in member.results}
    found, inside = [], False
    member_set = set(members)
    for operation in (op.operation for op in block.operations):
        if operation == members[-1]:
            break
        if operation == members[0]:
            inside = True
            continue
        if not inside or operation in member_set:
            continue
        if any(value in tainted for value in _operands_inside(operation)):
            found.append(operation)
            tainted.update(operation.results)
    return found
