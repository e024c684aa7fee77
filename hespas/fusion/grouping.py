"""Grouping the ops of one block into kernels, XLA's producer-into-consumer way.

Ops are visited from the last to the first. A fusible op not yet in a kernel
starts one, as its root; then, worklist style, each operand's producer in the
same block joins the kernel when it may (``rules``) and all its users are
already in the kernel, or, when it has users elsewhere, a copy of it joins
instead (the copy feeds only this kernel; an original left without users is
erased) if it is cheap (``rules.DUPLICABLE``) or recomputing it in every user
moves fewer bytes than writing it once and reading it in each (``_recompute_pays``,
XLA's priority fusion). So only the root has users outside the kernel, every kernel
has one root (one output, possibly several results), and kernels never form a cycle;
``multi_output`` then merges kernels into multi-output ones.

Grouping compares records (by identity); where ops themselves must be told apart (``key``, for the other
outlining), an op is identified by its first result: the bindings hash an op by its content, which changes
when an operand is rewired, while a value's hash is its identity.

Each op of the block is read through the bindings once, into a ``BlockOp`` record; the uses of its results
come from the operands read (one read of an op's operands costs a fraction of one walk of a value's uses) and
are kept up to date as producers are copied. Multi-output fusion and outlining work on the same records
(``Grouping``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from hespas.costs.types import DynamicShapeError, TypeTable
from hespas.fusion.rules import DUPLICABLE, EPILOGUE, IN_PLACE_ROOTS, LOOP_FUSIBLE, REDUCTIONS, VIEWS_AND_WIDENINGS
from hespas.ir import ir
from hespas.ir_rewrite import top_level_user


@dataclass
class Kernel:
    root: object
    records: list = field(default_factory=list)  # the members' ``BlockOp``s; every producer after all its users
    reduction: BlockOp | None = None  # the kernel's reduction, if it has one
    # the members' operands grouping did not take into the kernel (a member may read a value it let another
    # member take, or one a later member takes), each member's in operand order: (value, the member, operand
    # number, its producer's record or None); multi-output fusion and outlining keep those still outside
    not_taken: list = field(default_factory=list)
    number: int = 0  # its place in the block's kernels (``multi_output``)

    @property
    def kind(self) -> str:
        return "kInput" if self.reduction is not None else "kLoop"

    def add(self, record: BlockOp) -> None:
        record.index = len(self.records)
        self.records.append(record)
        record.kernel = self
        if record.name in REDUCTIONS:
            self.reduction = record


def key(op):
    """A stable identity for an op with results: its first result."""
    results = op.results  # each access builds a new results list: read it once
    return results[0] if len(results) else None


class BlockOp:
    """One op of the block as grouping reads it: its facts read once through the bindings (``operands``
    follows the rewiring of copied producers), and what grouping decides about it. Records are compared by
    identity, so sets and maps of them never ask the bindings to hash a value."""

    __slots__ = ("op", "key", "name", "results", "operands", "producers", "nested", "reads", "uses", "before", "erased",
                 "kernel", "index", "refused", "position", "node", "traffic")

    def __init__(self, op, name: str, results: list, operands: list, nested: bool):
        self.op, self.name, self.results, self.operands, self.nested = op, name, results, operands, nested
        self.key = results[0] if results else None
        self.producers: list = []  # per operand, the record of the op of the block defining it, or None
        self.reads: list | None = None  # ``_reads``
        # the uses of the op's results by ops of the block: (user, operand number, nested) -> how many (several
        # nested ops may read); a record's own ``reads`` are the other side of the same pairs
        self.uses: dict = {}
        self.before: list = []  # copies inserted right before this op, in the order they were inserted
        self.erased = False
        self.kernel = None  # the kernel it is a member of
        self.index = 0  # its place in that kernel's records
        self.refused = False  # recomputing it in its users was refused (``_recompute_pays``): the answer stays no
        self.position = self.node = 0  # its place in the block once grouped; its node (``multi_output``)
        self.traffic = None  # (bytes a recomputing user reads, bytes written) once ``_recompute_pays`` asked


@dataclass
class Grouping:
    """``group_block``'s answer: the kernels and the block as it leaves it (the uses are on the records)."""
    kernels: list[Kernel]
    order: list[BlockOp]  # the block's ops in program order, copies included, erased ones not

    def release(self) -> None:
        """Unlink the records once the block is outlined: a record and its users, a kernel and its members
        refer to each other, and such cycles would wait for Python's cyclic collector (paused while
        ``hespas simulate`` runs its passes, then collecting them all at once) instead of being freed now."""
        for record in self.order:
            record.uses = record.kernel = None
        for kernel in self.kernels:
            kernel.records = kernel.not_taken = kernel.reduction = None


def group_block(block, types: TypeTable | None = None) -> Grouping:
    """The kernels of ``block``, one-op kernels included (duplicated producers are inserted into the block);
    ``types`` caches the type facts the recomputation rule reads.

    The block is read once into ``BlockOp`` records and the uses of each op's results (by top-level users of the
    block) are derived from the operands read, then kept up to date as producers are copied: asking the
    bindings for a value's uses costs several times more than reading an op's operands."""
    types = types or TypeTable()
    ops = []
    # each result of an op of the block -> its record: cheaper than asking a value for its owner. An op reads
    # only values defined before it (and its nested ops too), so one walk in program order finds every use.
    producer_of: dict = {}
    producer_at = producer_of.get
    for view in block.operations:
        op = view.operation
        regions = op.regions
        results = list(op.results)
        record = BlockOp(op, op.name, results, list(op.operands), len(regions) > 0)
        record.producers = producers = [producer_at(value) for value in record.operands]
        number = 0
        for producer in producers:
            if producer is not None:
                producer.uses[(record, number, False)] = 1  # each operand once
            number += 1
        if record.nested:
            record.reads = reads = _top_level_reads(record)
            _nested_reads(regions, producer_of, reads)
            for producer, number, nested in reads:
                if nested:
                    uses = producer.uses
                    use = (record, number, True)
                    uses[use] = uses.get(use, 0) + 1
        for result in results:
            producer_of[result] = record
        ops.append(record)
    kernels, copied = [], []
    for record in reversed(ops):
        if record.kernel is not None or record.key is None or not _may_root(record.name):
            continue
        kernel = Kernel(record.op)
        kernel.add(record)
        buffer = record.operands[0] if record.name in IN_PLACE_ROOTS else None  # updated in place: never fused
        worklist = [record]
        records, not_taken = kernel.records, kernel.not_taken
        while worklist:
            member = worklist.pop()
            producers = member.producers
            for position, value in enumerate(member.operands):
                producer = producers[position]
                if (producer is None or producer.kernel is not None or (buffer is not None and value == buffer)
                        or (producer.name not in LOOP_FUSIBLE and not _may_join(producer, kernel))):
                    not_taken.append((value, member, position, producer))
                    continue
                for user, _, _ in producer.uses:
                    if user.kernel is not kernel:
                        break
                else:  # every user is in the kernel
                    if producer.name in REDUCTIONS:
                        kernel.reduction = producer
                    producer.kernel, producer.index = kernel, len(records)
                    records.append(producer)
                    worklist.append(producer)
                    continue
                if producer.name in DUPLICABLE or (not producer.refused and
                                                   _recompute_pays(producer, producer_of, types)):
                    joined = _copy(producer, member, position, value)
                    copied.append(producer)
                    joined.kernel, joined.index = kernel, len(records)  # a copy is never a reduction
                    records.append(joined)
                    worklist.append(joined)
                else:
                    producer.refused = True
                    not_taken.append((value, member, position, producer))
        kernels.append(kernel)
    for producer in copied:  # every user took a copy: the original is dead
        if producer.kernel is None and not producer.erased and not producer.uses:
            producer.op.erase()  # erased once, even if copied for several kernels
            producer.erased = True
            for read, number, nested in _reads(producer):
                _drop_use(read.uses, (producer, number, nested))
    return Grouping(kernels, _program_order(ops))


def _program_order(ops: list[BlockOp]) -> list[BlockOp]:
    """The block's records in program order: each op after the copies inserted before it (each of those after
    its own), erased ones left out; each record's ``position`` is its place in it."""
    order = []
    for record in ops:
        if record.before:
            pending = [(copy, False) for copy in reversed(record.before)]
            while pending:
                copy, expanded = pending.pop()
                if expanded or not copy.before:
                    copy.position = len(order)
                    order.append(copy)  # a copy is a member of a kernel: never erased
                    continue
                pending.append((copy, True))
                pending.extend((inner, False) for inner in reversed(copy.before))
        if not record.erased:
            record.position = len(order)
            order.append(record)
    return order


def _drop_use(uses: dict, use: tuple) -> None:
    if uses[use] == 1:
        del uses[use]
    else:
        uses[use] -= 1


def _reads(record: BlockOp) -> list:
    """What ``record`` reads from ops of the block: (producer, operand number, whether an op nested in it
    reads it). Read when first asked (of a copied producer: its operands are never rewired, and an op with
    regions has them from the start)."""
    if record.reads is None:
        record.reads = _top_level_reads(record)
    return record.reads


def _top_level_reads(record: BlockOp) -> list:
    return [(producer, number, False) for number, producer in enumerate(record.producers) if producer is not None]


def _nested_reads(regions, producer_of: dict, reads: list) -> None:
    """Add to ``reads`` the values of ``producer_of`` that ops nested in ``regions`` (an op's) read."""
    for region in regions:
        for block in region.blocks:
            for view in block.operations:
                nested = view.operation
                for number, value in enumerate(nested.operands):
                    producer = producer_of.get(value)
                    if producer is not None:
                        reads.append((producer, number, True))
                _nested_reads(nested.regions, producer_of, reads)


def _copy(producer: BlockOp, member: BlockOp, position: int, value) -> BlockOp:
    """A copy of ``producer`` placed before ``member``, whose operand ``position`` (``value``, a result of
    ``producer``) it replaces; the records of uses follow (the member's ``producers`` too: ``producer_of``
    keeps the block's original ops only)."""
    clone = producer.op.clone(ip=ir.InsertionPoint(member.op))
    results = clone.results
    replacement = results[value.result_number]
    results = [replacement] if len(producer.results) == 1 else list(results)
    # a clone reads the same values
    copy = BlockOp(clone, producer.name, results, list(producer.operands), producer.nested)
    copy.producers = list(producer.producers)
    member.before.append(copy)
    member.op.operands[position] = replacement
    member.operands[position] = replacement
    member.producers[position] = copy
    use = (member, position, False)  # an operand of a top-level op: one use
    del producer.uses[use]
    copy.uses[use] = 1
    reads = producer.reads
    if reads is None:  # a copied producer is never a member: its operands are as read
        reads = producer.reads = _top_level_reads(producer)
    copy.reads = reads
    for read, number, nested in reads:
        uses = read.uses
        use = (copy, number, nested)
        uses[use] = uses.get(use, 0) + 1
    return copy


def _may_root(name: str) -> bool:
    return name in LOOP_FUSIBLE or name in REDUCTIONS or name in IN_PLACE_ROOTS


def _may_join(producer: BlockOp, kernel: Kernel) -> bool:
    if producer.name in LOOP_FUSIBLE:
        return True
    if producer.name not in REDUCTIONS or kernel.reduction is not None:
        return False
    # A reduction joins as the hero of an epilogue: every op so far is elementwise on the reduced shape.
    size = _elements(producer.results[0].type)
    return all(m.name in EPILOGUE and all(_elements(r.type) == size for r in m.results) for m in kernel.records)


def _recompute_pays(producer: BlockOp, producer_of: dict, types: TypeTable) -> bool:
    """Whether XLA's priority fusion fuses ``producer`` (a loop-fusible op with k users) into every user,
    recomputing it in each: it fuses a producer into all its users or into none
    (xla/service/gpu/transforms/priority_fusion.cc, ``CanFuseWithAllNonBitcastUsers``: every user must be
    fusible), and does so when the fused kernels are estimated faster (``time_unfused - time_fused`` is the
    priority). For memory-bound kernels that is a byte count: unfused, the producer reads its inputs (I
    bytes) and writes its output (O) and each user reads O; fused, each of the k users reads I instead:
    ``k*I < I + O + k*O``, i.e. ``(k-1)*I < (k+1)*O``. I counts each operand at its source through views
    and widenings (a broadcast reads its operand, a convert from f16 reads f16, an iota reads nothing).
    ``producer.uses``: the uses of its results (``group_block``'s records).

    Once no, no for the rest of ``group_block``: until the producer is copied (which a no prevents) it loses
    no user; a user that refuses it stays (ops change neither name nor nesting there, and only members'
    non-buffer operands are rewired); new users are copies of its users, top-level and loop-fusible, which
    only raise k; and when ``O < I`` a larger k fails the byte test too (otherwise it never fails for k >= 1,
    or always fails when I = O = 0)."""
    if producer.name not in LOOP_FUSIBLE:
        return False
    users = set()
    for user, number, nested in producer.uses:
        if nested or not _may_root(user.name) or (user.name in IN_PLACE_ROOTS and number == 0):
            return False  # a user that cannot take it (nested, a library call, the block's end, a DUS buffer)
        users.add(user)
    if producer.traffic is None:  # types and sources only (a copy reads what it copies): the same when asked again
        try:
            producer.traffic = (sum(_source_bytes(value, producer_of, types) for value in producer.operands),
                                types.nbytes(producer.results))
        except DynamicShapeError:
            return False
    read, written = producer.traffic
    k = len(users)
    return (k - 1) * read < (k + 1) * written


def _source_bytes(value, producer_of: dict, types: TypeTable) -> int:
    """Bytes a kernel recomputing ``value``'s user reads for it: through broadcasts, reshapes and converts to
    the value they start from; nothing for an iota. ``producer_of``: the block's records by result (a value
    of a block around it, or of a copy grouping made, is read through the bindings)."""
    while isinstance(value, ir.OpResult):
        record = producer_of.get(value)
        if record is not None:
            name, operands = record.name, record.operands
        else:
            owner = value.owner
            owner = getattr(owner, "operation", owner)
            name, operands = owner.name, owner.operands
        if name == "stablehlo.iota":
            return 0
        if name not in VIEWS_AND_WIDENINGS:
            break
        value = operands[0]
    return types.info(value.type).nbytes


def outside_kernel(user, keys: set, block_owner) -> bool:
    """Whether ``user`` (an op using a value) is outside the kernel of members ``keys``: neither a member nor
    nested in one. A member is an op of the block: a user that is one needs no climb to the block's level."""
    return key(user) not in keys and key(top_level_user(user, block_owner)) not in keys


def _elements(mlir_type) -> int:
    return math.prod(mlir_type.shape) if isinstance(mlir_type, ir.ShapedType) else 1
