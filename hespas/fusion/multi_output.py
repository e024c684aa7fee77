"""Multi-output fusion, XLA:GPU's way: kernels of one block that become one kernel with several outputs.

XLA:GPU runs it after priority fusion (xla/service/gpu/transforms/multi_output_fusion.cc):
- sibling fusion (``FuseSiblings``): kernels that read one operand, which is not a scalar
  (``IsProfitableOperand``), merge, so the operand is read once, when at least one of them is already
  a fusion (a lone op only joins one), their loop shapes agree and neither reaches the other
  (``CanFuseSiblings``);
- producer-consumer fusion (``DoProducerConsumerMultiOutputFusion``): a loop kernel, no reduction in
  it and no in-place update (``IsProducerMultiOutputFusible``), whose output has users besides one
  consumer kernel merges into that consumer with its output as an extra result when no other path leads
  from it to that consumer (``OperandReachableFromProducer``): the output is written once and never
  read back by the consumer.
Loop shapes (gpu_fusible.cc, ``ShapesCompatibleForMultiOutputFusion``): a kernel's output shape, or, for
a kernel with a reduction, the reduction's operand shape, and two reductions must reduce the same
dimensions; element types are ignored. Kernels rooted at a dynamic_update_slice never merge (``LegalToFuse``).
Not modelled: ``FusionFitsInBudget`` (operand, register and shared-memory limits) and the check that
sliced siblings overlap.

A merged kernel's members may have ops between them: the block is reordered (a stable topological
order, every other op as close to where it was as its data allows) so that each merged kernel's
members are contiguous, then it is outlined with one result per member result used outside.
"""

from __future__ import annotations

import heapq

from hespas.fusion.grouping import Kernel, key
from hespas.fusion.rules import IN_PLACE_ROOTS
from hespas.ir import ir
from hespas.ir_rewrite import top_level_user


def merge_kernels(block, kernels: list[Kernel]) -> list[list]:
    """``kernels`` (``grouping.group_block``'s, one-op kernels included) grouped into the kernels to outline:
    a list of one kernel, or of the ops (in program order) of several kernels merged into one multi-output
    kernel, whose ops the block now holds contiguously."""
    merger = _Merger(block, kernels)
    merger.siblings()
    merger.producer_consumer()
    groups = merger.groups()
    if all(len(group) == 1 for group in groups):
        return groups
    if not merger.make_contiguous(groups):
        return [[kernel] for kernel in kernels]  # no order makes them contiguous (not expected): merge nothing
    position = merger.position
    return [group if len(group) == 1 else sorted((op for kernel in group for op in kernel.members),
                                                  key=lambda op: position[key(op)]) for group in groups]


class _Merger:
    def __init__(self, block, kernels: list[Kernel]):
        self.owner = block.owner
        self.kernels = kernels
        self.ops = [view.operation for view in block.operations]
        self.position = {key(op): index for index, op in enumerate(self.ops) if len(op.results)}
        # the block's data flow once, as positions: the ops (by position) that use each op's results, and the
        # ops each op reaches (a bit per position), built from the last op back
        self.users = [self._user_positions(op) for op in self.ops]
        self.reach = [0] * len(self.ops)
        for position in range(len(self.ops) - 1, -1, -1):
            bits = 0
            for user in self.users[position]:
                bits |= (1 << user) | self.reach[user]
            self.reach[position] = bits
        self.kernel_of = {member_key: index for index, kernel in enumerate(kernels) for member_key in kernel.keys}
        self.parent = list(range(len(kernels)))
        # per group root: member positions (a set and a bit mask), the ops reached from outside its members,
        # loop shape, whether it is a fusion (two or more ops)
        self.members = [{self.position[k] for k in kernel.keys} for kernel in kernels]
        self.mask = [sum(1 << member for member in members) for members in self.members]
        self.out = [self._reached_from(index) for index in range(len(kernels))]
        self.shape = [_loop_shape(kernel) for kernel in kernels]
        self.fused = [len(kernel.members) > 1 for kernel in kernels]
        self.merged: list[int] = []  # roots of groups of several kernels
        self.merged_mask = 0

    def _user_positions(self, op) -> list[int]:
        found = []
        for result in op.results:
            for use in result.uses:
                position = self.position.get(key(top_level_user(use.owner, self.owner)))
                if position is not None:
                    found.append(position)
        return found

    def _reached_from(self, group: int, skip_mask: int = 0) -> int:
        """The ops reached from ``group``'s members through ops outside it (and outside ``skip_mask``)."""
        bits, own = 0, self.mask[group] | skip_mask
        for member in self.members[group]:
            for user in self.users[member]:
                if not (own >> user) & 1:
                    bits |= (1 << user) | self.reach[user]
        return bits

    def find(self, index: int) -> int:
        while self.parent[index] != index:
            self.parent[index] = self.parent[self.parent[index]]
            index = self.parent[index]
        return index

    def union(self, a: int, b: int) -> None:
        a, b = self.find(a), self.find(b)
        self.parent[b] = a
        self.members[a] |= self.members[b]
        self.mask[a] |= self.mask[b]
        self.out[a] = (self.out[a] | self.out[b]) & ~self.mask[a]
        if self.shape[a][1] is None:  # the reduction is the hero: its loop shape and dimensions rule
            self.shape[a] = self.shape[b]
        self.fused[a] = True
        self.merged = [root for root in self.merged if root not in (a, b)] + [a]
        self.merged_mask |= self.mask[a]

    def eligible(self, index: int) -> bool:
        return self.kernels[index].root.name not in IN_PLACE_ROOTS and self.shape[index] is not None

    def compatible(self, a: int, b: int) -> bool:
        (shape_a, dims_a), (shape_b, dims_b) = self.shape[a], self.shape[b]
        return shape_a == shape_b and (dims_a is None or dims_b is None or dims_a == dims_b)

    def reaches(self, source: int, target: int, direct_ok: bool = False) -> bool:
        """Whether a path leads from group ``source`` to group ``target`` (with ``direct_ok``: other than a
        source result used by a target member), the groups merged so far counting as one kernel each (a path
        into one member continues from all of them)."""
        target_mask = self.mask[target]
        bits = self._reached_from(source, target_mask) if direct_ok else self.out[source]
        if bits & target_mask:
            return True
        if not bits & self.merged_mask & ~(self.mask[source] | target_mask):
            return False
        unexpanded = [root for root in self.merged if root != source and root != target]
        while True:  # a merged group reached: continue from all of it, each group once
            left = []
            for root in unexpanded:
                if bits & self.mask[root]:
                    bits |= self.out[root]
                    if bits & target_mask:
                        return True
                else:
                    left.append(root)
            if len(left) == len(unexpanded):
                return False
            unexpanded = left

    def siblings(self) -> None:
        readers: dict = {}
        for index, kernel in enumerate(self.kernels):
            if not self.eligible(index):
                continue
            for member in kernel.members:
                for value in member.operands:
                    producer_key = _producer_key(value)
                    if producer_key in kernel.keys or not _profitable(value):
                        continue
                    found = readers.setdefault(value, [])
                    if not found or found[-1] != index:
                        found.append(index)
        for found in readers.values():
            found = list(dict.fromkeys(found))
            for i, first in enumerate(found):
                for second in found[i + 1:]:
                    a, b = self.find(first), self.find(second)
                    if a == b or not (self.fused[a] or self.fused[b]) or not self.compatible(a, b):
                        continue
                    if self.reaches(a, b) or self.reaches(b, a):
                        continue
                    self.union(a, b)

    def producer_consumer(self) -> None:
        for index, kernel in enumerate(self.kernels):
            if not self.eligible(index) or kernel.reduction is not None:
                continue
            users, ends = {}, 0  # keys of the users with results; users without (the block's end)
            for result in kernel.root.results:
                for use in result.uses:
                    user_key = key(top_level_user(use.owner, self.owner))
                    if user_key is None:
                        ends += 1
                    else:
                        users[user_key] = None
            if len(users) + min(ends, 1) < 2:
                continue
            producer = self.find(index)
            # XLA's SelectPreferredFusionCandidate: a fusion before a lone op; then the first in program order
            candidates = sorted((self.find(self.kernel_of[user_key]) for user_key in users
                                 if user_key in self.kernel_of and self.eligible(self.kernel_of[user_key])),
                                key=lambda group: (not self.fused[group], self.first_position(group)))
            for consumer in candidates:
                if consumer == producer or self.shape[index][0] != self.shape[consumer][0]:
                    continue
                if self.reaches(producer, consumer, direct_ok=True) or self.reaches(consumer, producer):
                    continue
                self.union(consumer, producer)
                break

    def first_position(self, group: int) -> int:
        return min(self.members[group])

    def groups(self) -> list[list[Kernel]]:
        grouped: dict = {}
        for index, kernel in enumerate(self.kernels):
            grouped.setdefault(self.find(index), []).append(kernel)
        return list(grouped.values())

    def make_contiguous(self, groups: list[list[Kernel]]) -> bool:
        """Reorder the block so that each group's ops are contiguous; False (nothing moved) if impossible."""
        ops = self.ops[:-1]  # the terminator stays last
        group_of = {}
        for number, group in enumerate(groups):
            if len(group) > 1:
                for kernel in group:
                    for member_key in kernel.keys:
                        group_of[member_key] = number
        node_of = [("group", group_of[key(op)]) if key(op) in group_of else ("op", index)
                   for index, op in enumerate(ops)]
        producer_index = {result: index for index, op in enumerate(ops) for result in op.results}
        members: dict = {}
        depends: dict = {}
        for index, op in enumerate(ops):
            node = node_of[index]
            members.setdefault(node, []).append(index)
            needs = depends.setdefault(node, set())
            for value in _used_values(op):
                producer = producer_index.get(value)
                if producer is not None and node_of[producer] != node:
                    needs.add(node_of[producer])
        waiting = {node: len(needs) for node, needs in depends.items()}
        users: dict = {}
        for node, needs in depends.items():
            for need in needs:
                users.setdefault(need, []).append(node)
        ready = [(members[node][-1], node) for node, count in waiting.items() if count == 0]
        heapq.heapify(ready)
        order = []
        while ready:
            _, node = heapq.heappop(ready)
            order.extend(members[node])
            for user in users.get(node, ()):
                waiting[user] -= 1
                if waiting[user] == 0:
                    heapq.heappush(ready, (members[user][-1], user))
        if len(order) != len(ops):
            return False
        terminator = self.ops[-1]
        first_moved = next((i for i, index in enumerate(order) if index != i), len(order))
        for index in order[first_moved:]:
            ops[index].move_before(terminator)
        return True


def _loop_shape(kernel: Kernel):
    """(shape, reduced dimensions or None) of ``kernel``'s loop, or None when it has no static shape."""
    hero = kernel.reduction if kernel.reduction is not None else kernel.root
    value = hero.operands[0] if kernel.reduction is not None else (hero.results[0] if len(hero.results) else None)
    if value is None or not isinstance(value.type, ir.RankedTensorType) or not value.type.has_static_shape:
        return None
    dims = tuple(ir.DenseI64ArrayAttr(hero.attributes["dimensions"])) if kernel.reduction is not None else None
    return tuple(value.type.shape), dims


def _producer_key(value):
    if isinstance(value, ir.OpResult):
        owner = value.owner
        return key(getattr(owner, "operation", owner))
    return None


def _profitable(value) -> bool:
    """Not an effective scalar (XLA's IsProfitableOperand): sharing its read saves nothing."""
    mlir_type = value.type
    if not isinstance(mlir_type, ir.RankedTensorType) or not mlir_type.has_static_shape:
        return False
    count = 1
    for size in mlir_type.shape:
        count *= size
    return count > 1


def _used_values(op) -> list:
    """The operands of ``op`` and of every op nested in its regions."""
    values = list(op.operands)
    for region in op.regions:
        for nested_block in region.blocks:
            for nested in nested_block.operations:
                values.extend(_used_values(nested.operation))
    return values
