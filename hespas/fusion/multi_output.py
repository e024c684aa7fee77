"""Multi-output fusion, XLA:GPU's way: kernels of one block that become one kernel with several outputs.

XLA:GPU runs it after priority fusion (xla/service/gpu/transforms/multi_output_fusion.cc):
- sibling fusion (``FuseSiblings``): kernels that read one operand, which is not a scalar
  (``IsProfitableOperand``), merge, so the operand is read once, when at least one of them is already
  a fusion (a lone op only joins one), their loop shapes agree and neither reaches the other
  (``CanFuseSiblings``);
- producer-consumer fusion (``DoProducerConsumerMultiOutputFusion``): a loop kernel, no reduction in
  it, no in-place update and no transpose that moves data (``IsProducerMultiOutputFusible``,
  ``IsPhysicallyTransposing``: a permutation of more than size-1 dimensions), whose output has users besides one
  consumer kernel merges into that consumer with its output as an extra result when no other path leads
  from it to that consumer (``OperandReachableFromProducer``): the output is written once and never
  read back by the consumer.
Loop shapes (gpu_fusible.cc, ``ShapesCompatibleForMultiOutputFusion``): a kernel's output shape, or, for
a kernel with a reduction, the reduction's operand shape; two loop shapes agree when they are equal or one is
a reshape of the other that is a bitcast (``ShapeUtil::IsReshapeOrTransposeBitcast``), which with the
row-major layouts hespas assumes is any reshape: their element counts agree. Element types are ignored. Two
reductions must also be the same reduction as XLA:GPU's reduction emitter sees it
(``FusionHeroesAreCompatible``, ``AreReductionsMultiOutputFusionCompatible``): their kind and contiguous
components (``GetReductionKindAndContiguousComponents``, xla/service/gpu/reduction_utils.cc) after
XLA:GPU's pre-fusion passes drop the size-1 dimensions (``ReductionDegenerateDimRemover``). So a sum of
a ``[1, 256, 56, 56, 64]`` tensor over dimensions 1-3 and of its ``[256, 56, 56, 64]`` reshape over 0-2 are
both a column reduction of 802,816 rows into 64 columns, and merge. Kernels rooted at a dynamic_update_slice
never merge (``LegalToFuse``). Not modelled: ``FusionFitsInBudget`` (operand, register and shared-memory
limits) and the check that sliced siblings overlap.

Reachability questions are answered from one map of the block's kernels and other ops, updated as kernels
merge (``reachability``). A merged kernel's members may have ops between them: the block is reordered (a
stable topological order of the kernels and other ops, each as close to where it was as its data allows, a merged
kernel where its earliest member kernel was) so
that each merged kernel's last op comes after everything its members depend on and before everything that
depends on them, then it is outlined there with one result per member result used outside.
"""

from __future__ import annotations

import heapq
import math

from hespas.fusion.grouping import BlockOp, Grouping, Kernel
from hespas.fusion.reachability import Reachability
from hespas.fusion.rules import IN_PLACE_ROOTS
from hespas.ir import ir

_TRANSPOSES = frozenset({"stablehlo.transpose", "mhlo.transpose"})


def merge_kernels(block, grouping: Grouping) -> list[tuple[list[Kernel], list | None]]:
    """``grouping``'s kernels (``grouping.group_block``'s, one-op kernels included) grouped into the kernels to
    outline: (one kernel, None), or (several kernels merged into one multi-output kernel, the records of their
    ops in program order), whose last op the block now holds where that kernel goes (``make_contiguous``).
    Each kernel's ``number`` and each record's ``node`` are the merger's (outlining reads them)."""
    merger = _Merger(grouping)
    merger.siblings()
    merger.producer_consumer()
    groups = merger.groups()
    if all(len(group) == 1 for group in groups):
        return [(group, None) for group in groups]
    if not merger.make_contiguous():
        return [([kernel], None) for kernel in grouping.kernels]  # no order makes them contiguous (not expected)
    return [(group, None) if len(group) == 1 else
            (group, sorted((record for kernel in group for record in kernel.records), key=_position))
            for group in groups]


class _Merger:
    """The block as grouping left it (its ``BlockOp`` records, no further reads through the bindings), as a
    graph of nodes: the kernels (numbered as in ``kernels``) and every other op of the block (numbered after
    them). Only a kernel's root has users outside the kernel (``grouping``), so a kernel's edges out are its
    root's uses."""

    def __init__(self, grouping: Grouping):
        self.kernels = kernels = grouping.kernels
        count = len(kernels)
        for index, kernel in enumerate(kernels):
            kernel.number = index
        # in program order (the terminator last): the ops of no kernel, and per kernel the position of its first
        # op; each record's node (``BlockOp.node``)
        self.others, self.first = others, first = [], [None] * count
        for record in grouping.order:
            kernel = record.kernel
            if kernel is None:
                record.node = count + len(others)
                others.append(record)
            else:
                node = record.node = kernel.number
                if first[node] is None:
                    first[node] = record.position
        self.successors: list[set] = [set() for _ in range(count + len(others))]
        # per kernel: the ops with results that use its root (each once); whether an op without results does
        self.root_users: list[tuple[list, bool]] = []
        for node, record in [(index, kernel.records[0]) for index, kernel in enumerate(kernels)] + \
                            [(count + index, record) for index, record in enumerate(others)]:
            successors, root_users, ended = self.successors[node], {}, False
            for user, _, _ in record.uses:
                target = user.node  # a use nested in an op of the block is that op's (``group_block``)
                if target != node:
                    successors.add(target)
                if user.key is None:
                    ended = True
                else:
                    root_users[user] = None
            if node < count:
                self.root_users.append((list(root_users), ended))
        # per value read by kernel members of another node than its producer's (or of none: an argument, a value
        # of a block around this one): those members as (kernel, index in its members, operand number)
        reads: dict = {}
        for index, kernel in enumerate(kernels):
            for value, member, number, producer in kernel.not_taken:
                if producer is None or producer.kernel is not kernel:
                    reads.setdefault(value, []).append((index, member.index, number))
        self.reads = reads
        self.loop = [_loop(kernel) for kernel in kernels]  # per kernel, its group's when merged
        # a kernel that may merge: no in-place update, a static loop shape (never changes: merges keep a loop)
        self.eligible = [kernel.records[0].name not in IN_PLACE_ROOTS and loop is not None
                         for kernel, loop in zip(kernels, self.loop)]
        self.fused = [len(kernel.records) > 1 for kernel in kernels]
        # per node, the position of its last op: a kernel's root (after every member, its producers) or the op
        self.last = [kernel.records[0].position for kernel in kernels] + [record.position for record in others]
        order = sorted(range(len(self.successors)), key=self.last.__getitem__)
        self.reach = Reachability(self.successors, order)
        self.find = self.reach.find

    def union(self, a: int, b: int) -> None:
        a, b = self.find(a), self.find(b)
        self.reach.merge(a, b)
        if self.loop[a][1] is None:  # the reduction is the hero: its reduction's components rule
            self.loop[a] = self.loop[b]
        self.fused[a] = True
        self.first[a] = min(self.first[a], self.first[b])

    def compatible(self, a: int, b: int) -> bool:
        (elements_a, reduction_a), (elements_b, reduction_b) = self.loop[a], self.loop[b]
        return elements_a == elements_b and (reduction_a is None or reduction_b is None
                                             or reduction_a == reduction_b)

    def siblings(self) -> None:
        """Values read by two or more eligible kernels, in the order a walk of the kernels (each one's members,
        each member's operands) first meets them; for each, every pair of its readers, in kernel order."""
        shared = []
        for value, readers in self.reads.items():
            if len(readers) < 2:
                continue
            readers = [reader for reader in readers if self.eligible[reader[0]]]
            kernels = sorted({kernel for kernel, _, _ in readers})
            if len(kernels) < 2 or not _profitable(value):
                continue
            first = kernels[0]
            shared.append((min((member, operand) for kernel, member, operand in readers if kernel == first),
                           first, kernels))
        shared.sort(key=lambda entry: (entry[1], entry[0]))
        # a kernel's loop size, its group's too (merges join equal sizes): pairs of other sizes never merge
        loop_sizes = [loop and loop[0] for loop in self.loop]
        find, fused, reaches = self.find, self.fused, self.reach.reaches
        for _, _, found in shared:
            for i, first in enumerate(found):
                size = loop_sizes[first]
                for second in found[i + 1:]:
                    if loop_sizes[second] != size:
                        continue
                    a, b = find(first), find(second)
                    if a == b or not (fused[a] or fused[b]) or not self.compatible(a, b):
                        continue
                    if reaches(a, b) or reaches(b, a):
                        continue
                    self.union(a, b)

    def producer_consumer(self) -> None:
        count = len(self.kernels)
        for index, kernel in enumerate(self.kernels):
            if not self.eligible[index] or kernel.reduction is not None or _physically_transposing(kernel):
                continue
            users, ends = self.root_users[index]
            if len(users) + ends < 2:
                continue
            producer = self.find(index)
            # XLA's SelectPreferredFusionCandidate: a fusion before a lone op; then the first in program order
            candidates = {self.find(user.node) for user in users if user.node < count and self.eligible[user.node]}
            if len(candidates) > 1:
                candidates = sorted(candidates, key=lambda group: (not self.fused[group], self.first[group]))
            for consumer in candidates:
                if consumer == producer or self.loop[index][0] != self.loop[consumer][0]:
                    continue
                if self.reach.reaches_indirectly(producer, consumer) or self.reach.reaches(consumer, producer):
                    continue
                self.union(consumer, producer)
                break

    def groups(self) -> list[list[Kernel]]:
        grouped: dict = {}
        for index, kernel in enumerate(self.kernels):
            grouped.setdefault(self.find(index), []).append(kernel)
        return list(grouped.values())

    def make_contiguous(self) -> bool:
        """Reorder the block so that each kernel's last op (a merged kernel's: its members' last) comes after
        every node it depends on and before every node that depends on it, every other op (and kernel) as
        close to where it was as the data allows (``stable_order``); False (nothing moved) if no order does.

        Outlining then puts each kernel where its last op is and takes every other member into the kernel's
        body, so only the last ops move. Once outlined, the block is the one ordering every op would give,
        each merged kernel's ops one node: a kernel's other members, used by that kernel only, never hold
        another node back (test_fusion_order.py checks it on random graphs)."""
        count = len(self.kernels)
        end = count + len(self.others) - 1  # the terminator's node: it stays last
        last = {node: self.last[node] for node in range(count, end)}  # node -> its last op's position
        # node -> where the order wants it: a merged kernel where its earliest member kernel was (keyed by its last
        # member, it held back everything its earliest member feeds: a forward kernel merged with a backward
        # sibling put the rest of the forward pass after every independent op, FSDP's weight all-gathers among
        # them, and doubled the memory the program holds at once)
        wanted = dict(last)
        for index in range(count):
            root = self.find(index)
            last[root] = max(last.get(root, -1), self.last[index])
            wanted[root] = min(wanted.get(root, self.last[index]), self.last[index])
        users: dict = {node: set() for node in last}
        for node, successors in enumerate(self.successors):
            source = self.find(node) if node < count else node
            for successor in successors:
                target = self.find(successor) if successor < count else successor
                if target != source and target != end:
                    users[source].add(target)
        order = stable_order(wanted, users)
        if order is None:
            return False
        order = [last[node] for node in order]
        first_moved = next((i for i, (now, before) in enumerate(zip(order, sorted(order))) if now != before),
                           len(order))
        if first_moved < len(order):
            op_at = {record.position: record.op for record in self.others}
            op_at.update((kernel.records[0].position, kernel.root) for kernel in self.kernels)
            for at in order[first_moved:]:
                op_at[at].move_before(self.others[-1].op)
        return True


def stable_order(keys: dict, users: dict) -> list | None:
    """The nodes (``keys``: node -> a distinct sort key) in a topological order of the edges ``users`` (node ->
    the nodes that depend on it), the next always the ready node of smallest key (Kahn's algorithm with a
    heap); None if the edges form a cycle."""
    waiting = dict.fromkeys(keys, 0)
    for targets in users.values():
        for target in targets:
            waiting[target] += 1
    ready = [(keys[node], node) for node, count in waiting.items() if count == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        _, node = heapq.heappop(ready)
        order.append(node)
        for user in users.get(node, ()):
            waiting[user] -= 1
            if waiting[user] == 0:
                heapq.heappush(ready, (keys[user], user))
    return order if len(order) == len(keys) else None


def _physically_transposing(kernel: Kernel) -> bool:
    """Whether a member of ``kernel`` is a transpose that moves data: its permutation reorders dimensions of
    more than one element (XLA's ``IsPhysicallyTransposing``, gpu_fusible.cc; a transpose of size-1 dimensions
    only is a bitcast)."""
    for record in kernel.records:
        if record.name not in _TRANSPOSES:
            continue
        sizes = record.operands[0].type.shape
        moved = [dim for dim in ir.DenseI64ArrayAttr(record.op.attributes["permutation"]) if sizes[dim] != 1]
        if moved != sorted(moved):
            return True
    return False


def _position(record: BlockOp) -> int:
    return record.position


def _loop(kernel: Kernel):
    """(elements of ``kernel``'s loop, its reduction's ``reduction_components`` or None), or None when the loop has
    no static shape."""
    reduction = kernel.reduction
    if reduction is not None:
        value = reduction.operands[0]
    else:
        results = kernel.records[0].results
        value = results[0] if results else None
    if value is None:
        return None
    mlir_type = value.type
    if not isinstance(mlir_type, ir.RankedTensorType) or not mlir_type.has_static_shape:
        return None
    shape = tuple(mlir_type.shape)
    if reduction is None:
        return math.prod(shape), None
    reduced = tuple(ir.DenseI64ArrayAttr(reduction.op.attributes["dimensions"]))
    return math.prod(shape), reduction_components(shape, reduced)


def reduction_components(shape: tuple[int, ...], reduced: tuple[int, ...]) -> tuple:
    """The reduction of a row-major ``shape`` over ``reduced`` as XLA:GPU's reduction emitter sees it, once
    ``ReductionDegenerateDimRemover`` has dropped the size-1 dimensions:
    ``GetReductionKindAndContiguousComponents`` (xla/service/gpu/reduction_utils.cc), (is a row reduction,
    (major, middle, minor) element counts). When neither the kept nor the reduced dimensions are one
    contiguous run, XLA emits no reduction kernel for it; the shape and dimensions themselves are returned,
    so that only the same reduction matches it."""
    squeezed, kept, reduced_now = [], [], []
    for dim, size in enumerate(shape):
        if size == 1:
            continue
        (reduced_now if dim in reduced else kept).append(len(squeezed))
        squeezed.append(size)
    if not kept:
        return True, (1, 1, math.prod(squeezed))
    if _contiguous(kept):
        major, middle, minor = _partition(squeezed, kept)
        if middle == 1:
            return True, (1, 1, major * minor)
        if minor == 1:
            return False, (1, major, middle)
        return True, (major, middle, minor)
    if _contiguous(reduced_now):
        major, middle, minor = _partition(squeezed, reduced_now)
        if minor == 1:
            return True, (1, major, middle)
        return False, (major, middle, minor)
    return tuple(squeezed), tuple(reduced_now)


def _contiguous(dims: list[int]) -> bool:
    return dims[-1] - dims[0] == len(dims) - 1


def _partition(shape: list[int], middle: list[int]) -> tuple[int, int, int]:
    """(elements before, in, after) the contiguous ``middle`` dimensions of row-major ``shape``
    (XLA's ``PartitionShapeByMiddleDimensions``)."""
    return (math.prod(shape[:middle[0]]), math.prod(shape[middle[0]:middle[-1] + 1]),
            math.prod(shape[middle[-1] + 1:]))


def _profitable(value) -> bool:
    """Not an effective scalar (XLA's IsProfitableOperand): sharing its read saves nothing."""
    mlir_type = value.type
    if not isinstance(mlir_type, ir.RankedTensorType) or not mlir_type.has_static_shape:
        return False
    count = 1
    for size in mlir_type.shape:
        count *= size
    return count > 1
