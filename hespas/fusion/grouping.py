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

Ops are identified by their first result: the bindings hash an op by its
content, which changes when an operand is rewired, while a value's hash is its
identity.

Each op of the block is read through the bindings once, into a ``BlockOp`` record; the uses of its results
come from the operands read (one read of an op's operands costs a fraction of one walk of a value's uses) and
are kept up to date as producers are copied. ``multi_output`` works on the same records (``Grouping``).
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
    members: list = field(default_factory=list)  # every producer comes after all its users
    records: list = field(default_factory=list)  # the members' ``BlockOp``s, in the same order
    keys: set = field(default_factory=set)  # first results of the members
    reduction: object = None  # the kernel's reduction, if it has one

    @property
    def kind(self) -> str:
        return "kInput" if self.reduction is not None else "kLoop"

    def add(self, record: BlockOp) -> None:
        self.members.append(record.op)
        self.records.append(record)
        self.keys.add(record.key)
        if record.name in REDUCTIONS:
            self.reduction = record.op

    def in_program_order(self) -> list:
        """The members, each after its producers (the root last)."""
        return self.members[::-1]


def key(op):
    """A stable identity for an op with results: its first result."""
    results = op.results  # each access builds a new results list: read it once
    return results[0] if len(results) else None


class BlockOp:
    """One op of the block as grouping reads it: its facts read once through the bindings (``operands``
    follows the rewiring of copied producers)."""

    __slots__ = ("op", "key", "name", "results", "operands", "reads", "before", "erased")

    def __init__(self, op, name: str, results: list, operands: list):
        self.op, self.name, self.results, self.operands = op, name, results, operands
        self.key = results[0] if results else None
        self.reads: list = []  # (the producer in the block, operand number, whether an op nested in this one reads it)
        self.before: list = []  # copies inserted right before this op, in the order they were inserted
        self.erased = False


@dataclass
class Grouping:
    """``group_block``'s answer: the kernels and the block as it leaves it."""
    kernels: list[Kernel]
    order: list[BlockOp]  # the block's ops in program order, copies included, erased ones not
    producer_of: dict  # each result of an op of the block -> its record
    users: dict  # key -> the uses of the op's results: (user, operand number, nested) -> how many


def group_block(block, types: TypeTable | None = None) -> Grouping:
    """The kernels of ``block``, one-op kernels included (duplicated producers are inserted into the block);
    ``types`` caches the type facts the recomputation rule reads.

    The block is read once into ``BlockOp`` records and the uses of each op's results (by top-level users of the
    block) are derived from the operands read, then kept up to date as producers are copied: asking the
    bindings for a value's uses costs several times more than reading an op's operands."""
    types = types or TypeTable()
    ops = [BlockOp(op, op.name, list(op.results), list(op.operands))
           for op in (view.operation for view in block.operations)]
    # each result of an op of the block -> its record: cheaper than asking a value for its owner
    producer_of = {result: record for record in ops for result in record.results}
    # key -> the uses of the op's results: (user, operand number, nested) -> how many (several nested ops may read)
    users: dict = {record.key: {} for record in ops if record.key is not None}
    for record in ops:
        reads = record.reads
        for number, value in enumerate(record.operands):
            producer = producer_of.get(value)
            if producer is not None:
                reads.append((producer, number, False))
        _nested_reads(record.op, producer_of, reads)
        for producer, number, nested in reads:
            uses = users[producer.key]
            use = (record, number, nested)
            uses[use] = uses.get(use, 0) + 1
    in_kernel: set = set()
    # producers recomputing was refused for: the answer stays no (``_recompute_pays``), so it is not asked again
    refused: set = set()
    kernels, copied = [], []
    for record in reversed(ops):
        op_key = record.key
        if op_key is None or op_key in in_kernel or not _may_root(record.name):
            continue
        kernel = Kernel(record.op)
        kernel.add(record)
        in_kernel.add(op_key)
        buffer = record.operands[0] if record.name in IN_PLACE_ROOTS else None  # updated in place: never fused
        worklist = [record]
        while worklist:
            member = worklist.pop()
            for position, value in enumerate(member.operands):
                if buffer is not None and value == buffer:
                    continue
                producer = producer_of.get(value)
                if producer is None or producer.key in in_kernel or not _may_join(producer, kernel):
                    continue
                if all(user.key in kernel.keys for user, _, _ in users[producer.key]):
                    joined = producer
                elif producer.name in DUPLICABLE or (producer.key not in refused and
                                                     _recompute_pays(producer, users, producer_of, types)):
                    joined = _copy(producer, member, position, value.result_number, users, producer_of)
                    copied.append(producer)
                else:
                    refused.add(producer.key)
                    continue
                kernel.add(joined)
                in_kernel.add(joined.key)
                worklist.append(joined)
        kernels.append(kernel)
    for producer in copied:  # every user took a copy: the original is dead
        if producer.key not in in_kernel and not users[producer.key]:
            in_kernel.add(producer.key)  # erased once, even if copied for several kernels
            producer.op.erase()
            producer.erased = True
            for read, number, nested in producer.reads:
                _drop_use(users[read.key], (producer, number, nested))
    return Grouping(kernels, _program_order(ops), producer_of, users)


def _program_order(ops: list[BlockOp]) -> list[BlockOp]:
    """The block's records in program order: each op after the copies inserted before it (each of those after
    its own), erased ones left out."""
    order = []
    for record in ops:
        if record.before:
            pending = [(copy, False) for copy in reversed(record.before)]
            while pending:
                copy, expanded = pending.pop()
                if expanded:
                    order.append(copy)  # a copy is a member of a kernel: never erased
                    continue
                pending.append((copy, True))
                pending.extend((inner, False) for inner in reversed(copy.before))
        if not record.erased:
            order.append(record)
    return order


def _drop_use(uses: dict, use: tuple) -> None:
    if uses[use] == 1:
        del uses[use]
    else:
        uses[use] -= 1


def _nested_reads(op, producer_of: dict, reads: list) -> None:
    """Add to ``reads`` the values of ``producer_of`` that ops nested in ``op``'s regions read."""
    for region in op.regions:
        for block in region.blocks:
            for view in block.operations:
                nested = view.operation
                for number, value in enumerate(nested.operands):
                    producer = producer_of.get(value)
                    if producer is not None:
                        reads.append((producer, number, True))
                _nested_reads(nested, producer_of, reads)


def _copy(producer: BlockOp, member: BlockOp, position: int, result_number: int, users: dict,
          producer_of: dict) -> BlockOp:
    """A copy of ``producer`` placed before ``member``, whose operand ``position`` (``producer``'s result
    ``result_number``) it replaces; the records of uses follow."""
    clone = producer.op.clone(ip=ir.InsertionPoint(member.op))
    copy = BlockOp(clone, producer.name, list(clone.results), list(producer.operands))  # a clone reads the same
    member.before.append(copy)
    replacement = copy.results[result_number]
    member.op.operands[position] = replacement
    member.operands[position] = replacement
    uses = users[producer.key]
    use = (member, position, False)  # an operand of a top-level op: one use
    _drop_use(uses, use)
    users[copy.key] = {use: 1}
    copy.reads = producer.reads  # a copied producer is never a member, so its operands were never rewired
    for read, number, nested in copy.reads:
        uses = users[read.key]
        use = (copy, number, nested)
        uses[use] = uses.get(use, 0) + 1
    producer_of.update((result, copy) for result in copy.results)
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
    return all(m.name in EPILOGUE and all(_elements(r.type) == size for r in m.results) for m in kernel.members)


def _recompute_pays(producer: BlockOp, users: dict, producer_of: dict, types: TypeTable) -> bool:
    """Whether XLA's priority fusion fuses ``producer`` (a loop-fusible op with k users) into every user,
    recomputing it in each: it fuses a producer into all its users or into none
    (xla/service/gpu/transforms/priority_fusion.cc, ``CanFuseWithAllNonBitcastUsers``: every user must be
    fusible), and does so when the fused kernels are estimated faster (``time_unfused - time_fused`` is the
    priority). For memory-bound kernels that is a byte count: unfused, the producer reads its inputs (I
    bytes) and writes its output (O) and each user reads O; fused, each of the k users reads I instead:
    ``k*I < I + O + k*O``, i.e. ``(k-1)*I < (k+1)*O``. I counts each operand at its source through views
    and widenings (a broadcast reads its operand, a convert from f16 reads f16, an iota reads nothing).
    ``users``: per key, the uses of the op's results (``group_block``'s records).

    Once no, no for the rest of ``group_block``: until the producer is copied (which a no prevents) it loses
    no user; a user that refuses it stays (ops change neither name nor nesting there, and only members'
    non-buffer operands are rewired); new users are copies of its users, top-level and loop-fusible, which
    only raise k; and when ``O < I`` a larger k fails the byte test too (otherwise it never fails for k >= 1,
    or always fails when I = O = 0)."""
    if producer.name not in LOOP_FUSIBLE:
        return False
    user_keys = set()
    for user, number, nested in users[producer.key]:
        if nested or not _may_root(user.name) or (user.name in IN_PLACE_ROOTS and number == 0):
            return False  # a user that cannot take it (nested, a library call, the block's end, a DUS buffer)
        user_keys.add(user.key)
    try:
        read = sum(_source_bytes(value, producer_of, types) for value in producer.operands)
        written = types.nbytes(producer.results)
    except DynamicShapeError:
        return False
    k = len(user_keys)
    return (k - 1) * read < (k + 1) * written


def _source_bytes(value, producer_of: dict, types: TypeTable) -> int:
    """Bytes a kernel recomputing ``value``'s user reads for it: through broadcasts, reshapes and converts to
    the value they start from; nothing for an iota. ``producer_of``: the block's records by result (a value
    of a block around it is read through the bindings)."""
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
