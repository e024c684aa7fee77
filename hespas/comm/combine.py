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

from hespas.attributes import FUSED
from hespas.costs.types import TypeTable
from hespas.ir import ir

ALL_REDUCE_OP = "stablehlo.all_reduce"
ALL_GATHER_OP = "stablehlo.all_gather"
COMBINABLE_OPS = (ALL_REDUCE_OP, ALL_GATHER_OP)
FUSION_OP = "mhlo.fusion"  # a kernel of XLA's fusion, or of hespas-fuse's (hespas.fusion.rules.FUSION_OP)
# 30 MiB + 7 bytes: kDefaultAllReduceCombineThreshold and kDefaultAllGatherCombineThreshold (collective_utils.h)
XLA_GPU_DEFAULT_THRESHOLD_BYTES = 30 * 1024 * 1024 + 7
XLA_GPU_COMBINE_THRESHOLD_COUNT = 256  # combine_threshold_count of the GPU combiners (gpu_compiler.cc)
_KEY_ATTRIBUTES = ("replica_groups", "use_global_device_ids", "all_gather_dim")


def blocks_to_combine(module_op, thresholds_bytes: dict[str, int]) -> list:
    """The blocks holding a collective ``combine_collectives`` may combine, each once, in walk order;
    none in a module that holds ``mhlo.fusion`` ops not made by hespas-fuse (no ``hespas.fused`` on the module:
    it went through XLA's own pipeline, combiners included; the same walk finds a fusion). XLA:GPU combines
    after fusion (``RunPostFusionPasses``, xla/service/gpu/gpu_compiler.cc), so hespas-fuse's kernels are
    what it combines around."""
    blocks = []
    fused = []
    hespas_fused = FUSED in module_op.attributes

    def visit(op):
        name = op.name  # read once: asked of every op of the module
        if name == FUSION_OP and not hespas_fused:
            fused.append(op)
            return ir.WalkResult.INTERRUPT
        if thresholds_bytes.get(name, 0) > 0 and _combinable(op):
            block = op.operation.block
            if not any(block == seen for seen in blocks):
                blocks.append(block)
        return ir.WalkResult.ADVANCE

    module_op.walk(visit)
    return [] if fused else blocks


def combine_collectives(module_op, thresholds_bytes: dict[str, int],
                        max_count: int = XLA_GPU_COMBINE_THRESHOLD_COUNT) -> int:
    """Combine the collectives of each op named in ``thresholds_bytes`` (op name -> threshold; 0
    leaves that op alone), at most ``max_count`` into one, in every block of the module; return how
    many collectives were removed."""
    types = TypeTable()
    removed = 0
    for block in blocks_to_combine(module_op, thresholds_bytes):
        # One group at a time, the dependencies found again after each: combining one group adds
        # dependencies (its consumers wait for all its members) that can tie two members of another
        # group together; XLA rebuilds its reachability map after every combined group for the same
        # reason. The block is read through the bindings once, into a graph of its ops; the groups are
        # formed on that graph, which each combination updates as it changes the block.
        graph = _BlockGraph(block, thresholds_bytes, types)
        while groups := graph.groups(max_count):
            members = groups[0]
            delayed = graph.combine(members)
            graph.operations.append(_combine([graph.operations[node] for node in members],
                                             [graph.operations[node] for node in delayed]))
            removed += len(members) - 1
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


class _BlockGraph:
    """The ops of one block as numbered nodes: their order, the earlier ops each one uses (through any
    op nested in it) and, for a collective that may combine, its key, result bytes and threshold.

    ``combine`` changes the graph as ``_combine`` changes the block, so that ``groups`` finds on the
    graph what it would find walking the block again. Combining changes nothing before the first
    member, so ``groups`` starts again there, from the state its previous scan had at that node."""

    def __init__(self, block, thresholds_bytes: dict[str, int], types: TypeTable):
        self.operations = [op.operation for op in block.operations]  # node -> its operation
        self.order = list(range(len(self.operations)))  # the nodes in block order
        self.uses: list[set[int]] = [set() for _ in self.operations]  # node -> the nodes whose results it uses
        self.users: list[set[int]] = [set() for _ in self.operations]  # node -> the nodes using its results
        self.candidates: dict[int, tuple[tuple, int, int]] = {}  # node -> (key, result bytes, threshold)
        for node, operation in enumerate(self.operations):
            threshold = thresholds_bytes.get(operation.name, 0)
            if threshold > 0 and _combinable(operation):
                size = types.nbytes(operation.results)
                if size <= threshold:  # a larger one never combines and closes no group
                    self.candidates[node] = (_key(operation), size, threshold)
        # The dependencies between the first and the last candidate: an op before the first depends on no
        # candidate (it is in no mask), and an op after the last is never scanned nor moved (``groups`` stops
        # at the last candidate; ``combine`` moves ops from between a group's members), so the uses of and by
        # those ops are never read: their operands and results are not read either.
        first, last = (min(self.candidates), max(self.candidates)) if self.candidates else (0, -1)
        node_of_value = {}  # a result of an op of the block -> that op's node
        for node in range(first, last + 1):
            operation = self.operations[node]
            used = self.uses[node]
            # a block argument, a value from outside the block or one defined inside the op has no node (yet)
            for inner in (operation, *_nested_ops(operation)) if len(operation.regions) else (operation,):
                for value in inner.operands:
                    owner = node_of_value.get(value)
                    if owner is not None:
                        used.add(owner)
            for owner in used:
                self.users[owner].add(node)
            for value in operation.results:
                node_of_value[value] = node
        # A candidate's bit in the masks: its rank among the candidates, so that a mask has as many bits as
        # there are candidates (a few hundred), not as there are ops (the node numbers run to ~10k).
        self._bit = {node: 1 << rank for rank, node in enumerate(self.candidates)}
        self._mask_of_node: list[int] = [0] * len(self.operations)  # per node: bitmask of the candidates it needs
        # (0 for a node not scanned yet)
        self._state_before: dict[int, tuple[dict, int]] = {}  # candidate -> (open groups, closed count) before it
        self._start = 0  # where in ``order`` the next scan starts
        self._start_state: tuple[dict, int] = ({}, 0)  # the scan's state there
        self._closed: list[list[int]] = []

    def groups(self, max_count: int) -> list[list[int]]:
        """Groups of two or more candidates to combine, as ``CombineInstructionsByKey`` forms them."""
        order, uses, candidates, mask_of_node = self.order, self.uses, self.candidates, self._mask_of_node
        for node in order[self._start:]:  # masks from a previous scan are not "met so far" in this one
            mask_of_node[node] = 0
        open_state, closed_count = self._start_state
        open_groups = dict(open_state)  # key -> (members, bytes, bitmask of members)
        closed = self._closed[:closed_count]
        state_before = self._state_before
        end = len(order)
        while end > self._start and order[end - 1] not in candidates:  # the nodes after the last candidate
            end -= 1  # decide nothing: their masks would only be read by later nodes
        for node in order[self._start:end]:
            needed = 0
            for owner in uses[node]:
                needed |= mask_of_node[owner]
            candidate = candidates.get(node)
            if candidate is not None:
                state_before[node] = (dict(open_groups), len(closed))
                key, size, threshold = candidate
                members, total, members_mask = open_groups.get(key, ([], 0, 0))
                if members and (total + size > threshold or needed & members_mask):
                    closed.append(members)
                    members, total, members_mask = [], 0, 0
                bit = self._bit[node]
                members = members + [node]
                if len(members) >= max_count:
                    closed.append(members)
                    open_groups.pop(key, None)
                else:
                    open_groups[key] = (members, total + size, members_mask | bit)
                needed |= bit
            mask_of_node[node] = needed
        self._closed = closed
        return [group for group in closed + [members for members, _, _ in open_groups.values()] if len(group) > 1]

    def combine(self, members: list[int]) -> list[int]:
        """Replace ``members`` (in block order) by a new node, the last one, at the last member's place,
        as ``_combine`` does; return the nodes it moves after the new node, in order: those between the
        first and the last member that use a member's result, directly or through each other."""
        combined = len(self.uses)
        member_set = set(members)
        order = self.order
        first, last = order.index(members[0]), order.index(members[-1])
        tainted, delayed = set(member_set), []
        for node in order[first + 1:last]:
            if node not in member_set and not tainted.isdisjoint(self.uses[node]):
                delayed.append(node)
                tainted.add(node)
        used, users = set(), set()
        for node in members:
            del self.candidates[node]
            self._mask_of_node[node] = 0
            used |= self.uses[node]
            users |= self.users[node]
        for node in used:
            self.users[node] -= member_set
            self.users[node].add(combined)
        for node in users:
            self.uses[node] -= member_set
            self.uses[node].add(combined)
        self.uses.append(used)
        self.users.append(users)
        self._mask_of_node.append(0)
        moved = member_set.union(delayed)
        self.order = (order[:first] + [node for node in order[first:last] if node not in moved] + [combined]
                      + delayed + order[last + 1:])
        self._start, self._start_state = first, self._state_before[members[0]]
        return delayed


def _nested_ops(operation):
    """The ops nested in the regions of ``operation``, at any depth."""
    for region in operation.regions:
        for block in region.blocks:
            for view in block.operations:
                inner = view.operation
                yield inner
                if len(inner.regions):
                    yield from _nested_ops(inner)


def _combine(members: list, delayed: list):
    """Replace ``members`` (independent, in block order) by one collective at the last member's place,
    moving ``delayed`` (the ops between the first and the last member that use a member's result,
    directly or through each other, in block order) after it; return the new collective."""
    first, last = members[0], members[-1]
    attributes = {first.attributes[index].name: first.attributes[index].attr for index in range(len(first.attributes))}
    results = [value.type for member in members for value in member.results]
    operands = [value for member in members for value in member.operands]
    with ir.InsertionPoint(last), last.location:
        combined = ir.Operation.create(first.name, results=results, operands=operands, attributes=attributes,
                                       regions=len(first.regions))
    if first.regions:
        first.regions[0].blocks[0].append_to(combined.regions[0])
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
    return combined
