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
    keys: set = field(default_factory=set)  # first results of the members
    reduction: object = None  # the kernel's reduction, if it has one

    @property
    def kind(self) -> str:
        return "kInput" if self.reduction is not None else "kLoop"

    def add(self, op, op_key=None) -> None:
        """Add a member; ``op_key``, when given, is ``key(op)`` already known."""
        self.members.append(op)
        self.keys.add(key(op) if op_key is None else op_key)
        if op.name in REDUCTIONS:
            self.reduction = op

    def in_program_order(self) -> list:
        """The members, each after its producers (the root last)."""
        return self.members[::-1]


def key(op):
    """A stable identity for an op with results: its first result."""
    results = op.results  # each access builds a new results list: read it once
    return results[0] if len(results) else None


def group_block(block, types: TypeTable | None = None) -> list[Kernel]:
    """The kernels of ``block``, one-op kernels included (duplicated producers are inserted into the block);
    ``types`` caches the type facts the recomputation rule reads."""
    types = types or TypeTable()
    ops = [view.operation for view in block.operations]
    op_keys = [key(op) for op in ops]
    block_owner = block.owner
    # each result of an op of the block -> (the op, its key): cheaper than asking a value for its owner
    producer_of = {result: (op, op_key) for op, op_key in zip(ops, op_keys) for result in op.results}
    in_kernel: set = set()
    # producers recomputing was refused for: the answer stays no (``_recompute_pays``), so it is not asked again
    refused: set = set()
    kernels, copied = [], []
    for op, op_key in zip(reversed(ops), reversed(op_keys)):
        if op_key is None or op_key in in_kernel or not _may_root(op):
            continue
        kernel = Kernel(op)
        kernel.add(op, op_key)
        in_kernel.add(op_key)
        buffer = op.operands[0] if op.name in IN_PLACE_ROOTS else None  # updated in place: never fused
        worklist = [op]
        while worklist:
            member = worklist.pop()
            for position, value in enumerate(member.operands):
                if buffer is not None and value == buffer:
                    continue
                producer, producer_key = producer_of.get(value, (None, None))
                if producer is None or producer_key in in_kernel or not _may_join(producer, kernel):
                    continue
                if _users_within(producer, kernel.keys, block_owner):
                    joined, joined_key = producer, producer_key
                elif producer.name in DUPLICABLE or (producer_key not in refused and
                                                     _recompute_pays(producer, block_owner, types)):
                    joined = producer.clone(ip=ir.InsertionPoint(member))
                    member.operands[position] = joined.results[value.result_number]
                    joined_key = key(joined)
                    producer_of.update((result, (joined, joined_key)) for result in joined.results)
                    copied.append(producer)
                else:
                    refused.add(producer_key)
                    continue
                kernel.add(joined, joined_key)
                in_kernel.add(joined_key)
                worklist.append(joined)
        kernels.append(kernel)
    for producer in copied:  # every user took a copy: the original is dead
        if key(producer) not in in_kernel and all(_unused(result) for result in producer.results):
            in_kernel.add(key(producer))  # erased once, even if copied for several kernels
            producer.erase()
    return kernels


def _unused(value) -> bool:
    return next(iter(value.uses), None) is None


def _may_root(op) -> bool:
    return op.name in LOOP_FUSIBLE or op.name in REDUCTIONS or op.name in IN_PLACE_ROOTS


def _may_join(producer, kernel: Kernel) -> bool:
    if producer.name in LOOP_FUSIBLE:
        return True
    if producer.name not in REDUCTIONS or kernel.reduction is not None:
        return False
    # A reduction joins as the hero of an epilogue: every op so far is elementwise on the reduced shape.
    size = _elements(producer.results[0].type)
    return all(m.name in EPILOGUE and all(_elements(r.type) == size for r in m.results) for m in kernel.members)


def _recompute_pays(producer, block_owner, types: TypeTable) -> bool:
    """Whether XLA's priority fusion fuses ``producer`` (a loop-fusible op with k users) into every user,
    recomputing it in each: it fuses a producer into all its users or into none
    (xla/service/gpu/transforms/priority_fusion.cc, ``CanFuseWithAllNonBitcastUsers``: every user must be
    fusible), and does so when the fused kernels are estimated faster (``time_unfused - time_fused`` is the
    priority). For memory-bound kernels that is a byte count: unfused, the producer reads its inputs (I
    bytes) and writes its output (O) and each user reads O; fused, each of the k users reads I instead:
    ``k*I < I + O + k*O``, i.e. ``(k-1)*I < (k+1)*O``. I counts each operand at its source through views
    and widenings (a broadcast reads its operand, a convert from f16 reads f16, an iota reads nothing).

    Once no, no for the rest of ``group_block``: until the producer is copied (which a no prevents) it loses
    no user; a user that refuses it stays (ops change neither name nor nesting there, and only members'
    non-buffer operands are rewired); new users are copies of its users, top-level and loop-fusible, which
    only raise k; and when ``O < I`` a larger k fails the byte test too (otherwise it never fails for k >= 1,
    or always fails when I = O = 0)."""
    if producer.name not in LOOP_FUSIBLE:
        return False
    users = set()
    for result in producer.results:
        for use in result.uses:
            user = use.owner
            user = getattr(user, "operation", user)
            parent = user.parent
            if parent is not None and getattr(parent, "operation", parent) != block_owner or not _may_root(user) or (
                    user.name in IN_PLACE_ROOTS and use.operand_number == 0):
                return False  # a user that cannot take it (nested, a library call, the block's end, a DUS buffer)
            users.add(key(user))
    try:
        read = sum(_source_bytes(value, types) for value in producer.operands)
        written = types.nbytes(producer.results)
    except DynamicShapeError:
        return False
    k = len(users)
    return (k - 1) * read < (k + 1) * written


def _source_bytes(value, types: TypeTable) -> int:
    """Bytes a kernel recomputing ``value``'s user reads for it: through broadcasts, reshapes and converts to
    the value they start from; nothing for an iota."""
    while isinstance(value, ir.OpResult):
        owner = value.owner
        owner = getattr(owner, "operation", owner)
        if owner.name == "stablehlo.iota":
            return 0
        if owner.name not in VIEWS_AND_WIDENINGS:
            break
        value = owner.operands[0]
    return types.info(value.type).nbytes


def _users_within(op, keys: set, block_owner) -> bool:
    return not any(outside_kernel(use.owner, keys, block_owner) for result in op.results for use in result.uses)


def outside_kernel(user, keys: set, block_owner) -> bool:
    """Whether ``user`` (an op using a value) is outside the kernel of members ``keys``: neither a member nor
    nested in one. A member is an op of the block: a user that is one needs no climb to the block's level."""
    return key(user) not in keys and key(top_level_user(user, block_owner)) not in keys


def _elements(mlir_type) -> int:
    return math.prod(mlir_type.shape) if isinstance(mlir_type, ir.ShapedType) else 1
