"""Fused attention: the score/softmax/weighted-sum pattern (and its backward) as FlashAttention-style kernels.

A program written with materialised attention computes ``S = Q.K`` (a ``dot_general``
with batch and head dims), scales and masks it, takes a softmax (reduce max, subtract,
exponential, reduce sum, divide) and multiplies ``P.V``; its gradient multiplies
``dO.V`` into ``dP``, forms ``dS`` from ``P`` and ``dP`` and multiplies ``dS`` with ``K``,
``Q`` and ``P`` with ``dO``. Every step in between reads and writes a ``[B, H, S_q, S_kv]``
tensor. A fused kernel (cuDNN flash attention, FlashAttention-2: Dao, "FlashAttention-2",
2023, Algorithms 1 and 2) keeps those tiles on chip: the forward writes only ``O`` and
one statistic per row (the logsumexp), and the backward recomputes ``S`` and ``P`` from
``Q``, ``K`` and that statistic instead of reading ``P`` back (Algorithm 2, line 11).

``fuse_attention`` finds, in one block, the *score component* of each score ``dot_general``:
the ops whose results have the score's dims (size-1 dims aside), the per-row values reduced
from them, the ``dot_general`` ops that make score tensors from other inputs (``dP``)
and those that turn score tensors into something else (``P.V``, ``dS.K``...). It splits
it into the forward (the first consumer product and what it depends on) and the
backward (the rest), and outlines each as one ``mhlo.fusion`` of kind ``kCustom`` marked
``hespas.attention = "forward" | "backward"``. The backward's uses of score tensors of
the forward are recomputed inside it from clones of the forward's score ops (its QK
product included, as FlashAttention-2 does); only per-row values cross from the forward
to the backward. annotate-costs then costs each fusion as it costs every kernel: the
FLOPs of its body, the bytes of its boundary, one launch; and the memory pass sees no
score tensor.

A partial pattern is left as it is, and the reason is given as a remark: no softmax, no
product with ``V``, a score tensor used outside the pattern (returned, fed to a loop or
to an op that is not elementwise), or a kernel that cannot be placed without reordering
across its own inputs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from hespas.attributes import ATTENTION as ATTENTION_ATTR
from hespas.fusion.grouping import key
from hespas.fusion.outline import outline_ops
from hespas.fusion.rules import FUSION_OP, LOOP_FUSIBLE, REDUCTIONS
from hespas.ir import ir, stablehlo
from hespas.ir_rewrite import top_level_user

DOT = "stablehlo.dot_general"


@dataclass
class Component:
    """The ops of one attention pattern, in a block, found from its score product."""

    score: object  # the QK dot_general
    score_dims: tuple  # the score's dims, size-1 dims dropped, sorted
    members: dict = field(default_factory=dict)  # key -> op
    row_elements: set = field(default_factory=set)  # element counts of per-row values (reduce results)
    escapes: list = field(default_factory=list)  # why score values are needed outside the pattern

    def is_score(self, mlir_type) -> bool:
        return _dims(mlir_type) == self.score_dims

    def is_row(self, mlir_type) -> bool:
        return isinstance(mlir_type, ir.ShapedType) and _elements(mlir_type) in self.row_elements


def fuse_attention(block, remark, block_ops: list | None = None, recomputed: dict | None = None) -> int:
    """Outline every complete attention pattern of ``block`` (its calls inlined: ``inline_calls``);
    ``remark(message, location)`` hears why a pattern was left alone;
    ``block_ops``: the block's ops, when the caller has listed them (kept current); ``recomputed``: score
    products a scanned backward recomputes from stacked row statistics (``attention_scan``: key -> the ops
    that read its inputs from the stacks, which its kernel takes in). Returns the number of kernels created."""
    recomputed = recomputed or {}
    if block_ops is None:
        block_ops = [view.operation for view in block.operations]
    created = 0
    done: set = set()
    copied: list = []  # constants copied into kernels: erased at the end where no user is left
    for op in list(block_ops):
        if op.name != DOT or key(op) in done or not may_be_score(op):
            continue
        component = find_component(op, block, recomputed)
        if component is None:
            continue
        block_ops.clear()  # the block may change from here: listed again at the end
        done.update(component.members)
        readers = [reader for k in component.members if k in recomputed for reader in recomputed[k]]
        if readers:  # a scanned backward: its softmax statistics come from the forward loop's stack
            problem, forward, backward = _escape(component), [], list(component.members.values()) + readers
        else:
            problem, forward, backward = _split(component, block)
        if problem is not None:
            remark(f"attention left materialized: {problem}", op.location)
            continue
        _sink_loop_constants(forward + backward, block)
        if forward and backward:
            backward = _recompute_scores(component, forward, backward, block)
        for ops, role in ((forward, "forward"), (backward, "backward")):
            if not ops:
                continue
            copies, originals = _own_constants(ops, block)
            ops = ops + copies
            copied.extend(originals)
            problem = outline_ops(block, _in_program_order(ops, block), "kCustom", {ATTENTION_ATTR: role})
            if problem is not None:
                remark(f"attention {role} left materialized: {problem}", op.location)
                continue
            created += 1
    _erase_unused(copied)
    if not block_ops:
        block_ops[:] = [view.operation for view in block.operations]
    return created


def _sink_loop_constants(ops: list, block) -> None:
    """In a loop body, make the members read, instead of a loop value the loop carries unchanged from an init
    computed from constants alone (the causal mask and the fill that differentiating ``lax.scan`` hoists out
    of the loop), that computation cloned into the body: a fused attention kernel computes its mask from the
    positions (a causal flag, FlashAttention-2 §3.1.1), as it does unscanned, where such constants are copied
    into each kernel (``_own_constants``); it reads no hoisted ``[B, H, S, S]`` tensor."""
    loop = block.owner
    loop = getattr(loop, "operation", loop)
    if loop is None or loop.name != "stablehlo.while" or loop.regions[1].blocks[0] != block:
        return
    returned = _terminator(block).operands
    clones, known = {}, {}
    for op in _in_program_order(ops, block):
        for position, value in enumerate(op.operands):
            if not isinstance(value, ir.BlockArgument) or value.owner != block:
                continue
            init = loop.operands[value.arg_number]
            if returned[value.arg_number] != value or not isinstance(init, ir.OpResult):
                continue
            source = _constant_source(init, known)
            if source is not None:
                op.operands[position] = clone_upward(source, lambda v: isinstance(v, ir.OpResult), clones, op)


def _constant_source(value, known: dict):
    """The value computed from constants alone that ``value`` is: itself, or, for a kernel with no operands (the
    enclosing block is fused first), the value its body returns; None if it is not one."""
    owner = _owner(value)
    if constant_derived(owner, known):
        return value
    if owner.name != FUSION_OP or len(owner.operands):
        return None
    body = [view.operation for view in owner.regions[0].blocks[0].operations]
    returned = body[-1].operands[value.result_number]
    return returned if isinstance(returned, ir.OpResult) and constant_derived(_owner(returned), known) else None


def _terminator(block):
    operations = block.operations
    return operations[len(operations) - 1].operation


def _erase_unused(ops: list) -> None:
    """Erase the ops of ``ops`` left without users, users before producers: erasing one may leave its operands'
    producers unused, so until none is left. They need not be in the block fused (a constant CSE shared with
    the loop around it lives in the enclosing block)."""
    pending = list({key(op): op for op in ops}.values())
    while pending:
        unused = [op for op in pending if all(next(iter(result.uses), None) is None for result in op.results)]
        if not unused:
            return
        for op in unused:
            op.erase()
        erased = {id(op) for op in unused}
        pending = [op for op in pending if id(op) not in erased]


def may_be_score(op) -> bool:
    """A batched product (over batch and heads) with a result of at least two dims other than 1."""
    dims = stablehlo.DotDimensionNumbers(op.attributes["dot_dimension_numbers"])
    return len(dims.lhs_batching_dimensions) > 0 and len(_dims(op.results[0].type)) >= 2


def find_component(score, block, recomputed: dict | None = None):
    """The attention pattern around the batched product ``score``, or None if it has no softmax (or, for a
    score product of ``recomputed``, no exponential: its row max and sum come from the forward loop)."""
    component = Component(score, _dims(score.results[0].type))
    component.members[key(score)] = score
    top_level = {key(view.operation) for view in block.operations if len(view.operation.results)}
    pending, constant = [score], {}
    while pending:
        op = pending.pop()
        if op.name == DOT and not component.is_score(op.results[0].type):
            continue  # a consumer product (P.V, dS.K...): its result leaves the pattern
        for user in _users(op, block):
            if key(user) in component.members:
                continue
            if _joins_from_operand(component, user):
                component.members[key(user)] = user
                pending.append(user)
            elif any(component.is_score(r.type) for r in op.results):
                component.escapes.append(f"a score tensor is used by '{user.name}'")
        if op.name == DOT:
            continue  # a product's operands (Q, K, dO, V) are the pattern's inputs
        for value in op.operands:
            producer = _top_level_producer(value, top_level)
            if producer is None or key(producer) in component.members or constant_derived(producer, constant):
                continue  # a constant (a scale, a causal mask from iotas): each kernel computes its own copy
            if _joins_from_user(component, producer):
                component.members[key(producer)] = producer
                pending.append(producer)
    if _has_softmax(component):
        return component
    if recomputed and any(k in recomputed for k in component.members) and "stablehlo.exponential" in {
            op.name for op in component.members.values()}:
        return component
    return None


def _joins_from_operand(component: Component, user) -> bool:
    """Whether ``user``, which reads a member's result, belongs to the pattern."""
    if not len(user.results):
        return False
    result_type = user.results[0].type
    if user.name == DOT:
        return True  # a product of a score or per-row tensor: P.V, dS.K, dS.Q, P.dO
    if user.name in REDUCTIONS:
        if any(component.is_score(value.type) for value in user.operands):
            component.row_elements.add(_elements(result_type))
            return True
        return component.is_row(result_type)
    if user.name in LOOP_FUSIBLE:
        return component.is_score(result_type) or component.is_row(result_type)
    return False


def _joins_from_user(component: Component, producer) -> bool:
    """Whether ``producer``, whose result a member reads, belongs to the pattern: a score tensor made
    elsewhere (dP = dO.V, a mask computed from the program's inputs)."""
    return (producer.name == DOT or producer.name in LOOP_FUSIBLE) and component.is_score(producer.results[0].type)


def _has_softmax(component: Component) -> bool:
    names = {op.name for op in component.members.values()}
    bodies = {_reduce_body(op) for op in component.members.values() if op.name in REDUCTIONS}
    return "stablehlo.exponential" in names and "stablehlo.maximum" in bodies and "stablehlo.add" in bodies


def _reduce_body(op) -> str:
    ops = [view.operation.name for view in op.regions[0].blocks[0].operations]
    return ops[0] if len(ops) == 2 else ""


def _split(component: Component, block):
    """(problem, forward ops, backward ops): the forward is the first product of P with V and what it
    depends on in the pattern; the backward the rest."""
    if component.escapes:
        return _escape(component), [], []
    order = _positions(block)
    members = component.members
    consumers = [op for op in members.values()
                 if op.name == DOT and op is not component.score and not component.is_score(op.results[0].type)]
    producers = [op for op in members.values()
                 if op.name == DOT and op is not component.score and component.is_score(op.results[0].type)]
    if len(consumers) == 3 and producers and _has_softmax(component):
        # dV, dQ and dK, from dP = dO.V: a backward that recomputes its forward itself (jax.checkpoint),
        # with no product with V of its own: one backward kernel, as FlashAttention-2's
        return None, [], list(members.values())
    weighted = None
    for op in sorted(consumers, key=lambda o: order[key(o)]):
        ancestors = _ancestors(op, members)
        if all(members[k].name != DOT or members[k] is component.score or k == key(op) for k in ancestors):
            weighted = op
            break
    if weighted is None:
        return "no product of the probabilities with V", [], []
    forward_keys = _ancestors(weighted, members)
    forward = [members[k] for k in forward_keys]
    backward = [op for k, op in members.items() if k not in forward_keys]
    if not _has_softmax(Component(component.score, component.score_dims, {key(op): op for op in forward})):
        return "the softmax is not on the path from the scores to the product with V", [], []
    if backward and not any(op.name == DOT for op in backward):
        if all(component.is_row(op.results[0].type) for op in backward):
            # per-row values read outside (stacked for a backward loop: the logsumexp, a row sum): computed in
            # the forward kernel from its own, which writes them (FlashAttention-2, Algorithm 1 lines 13-15)
            return None, forward + backward, []
        return "the probabilities are used by elementwise ops that feed no product", [], []
    return None, forward, backward


def _escape(component: Component) -> str | None:
    return component.escapes[0] + " outside the attention pattern" if component.escapes else None


def _ancestors(op, members: dict) -> set:
    """Keys of ``op`` and of the members it depends on."""
    found = {key(op)}
    pending = [op]
    while pending:
        current = pending.pop()
        for value in current.operands:
            if not isinstance(value, ir.OpResult):
                continue
            owner = value.owner
            owner = getattr(owner, "operation", owner)
            owner_key = key(owner)
            if owner_key in members and owner_key not in found:
                found.add(owner_key)
                pending.append(owner)
    return found


def _recompute_scores(component: Component, forward: list, backward: list, block) -> list:
    """Give the backward its own copies of the forward's score ops it reads (FlashAttention-2 recomputes
    S and P in the backward pass); the forward's per-row values stay its operands."""
    forward_keys = {key(op) for op in forward}
    order = _positions(block)
    first = min(backward, key=lambda op: order[key(op)])
    clones: dict = {}

    def follow(value) -> bool:
        return _is_forward_score(value, component, forward_keys)

    for op in backward:
        for position, value in enumerate(op.operands):
            if follow(value):
                op.operands[position] = clone_upward(value, follow, clones, first)
    return backward + list(clones.values())


def _own_constants(ops: list, block) -> list:
    """Copies, for the members, of the constants they read from outside, each with the constant ops it is
    computed from (a kernel's scale and causal mask are immediates, not inputs); and the originals copied."""
    copies, known = {}, {}

    def follow(value) -> bool:
        return isinstance(value, ir.OpResult)

    keys = {key(op) for op in ops}
    for op in _in_program_order(ops, block):
        for position, value in enumerate(op.operands):
            if follow(value) and key(_owner(value)) not in keys and constant_derived(_owner(value), known):
                op.operands[position] = clone_upward(value, follow, copies, op)
    return list(copies.values()), [_owner(original) for original in copies]


def clone_upward(value, follow, clones: dict, before):
    """The clone's result standing for ``value``: its producer cloned before the op ``before``, after every
    producer it reaches through operands ``follow`` accepts, each cloned once (``clones``: key -> clone,
    kept across calls) and read by its users' clones. An explicit stack, not recursion: a chain of
    thousands of ops is a valid module. The clones come in the order of a post-order walk that follows
    operands in order."""
    stack = [(_owner(value), False)]
    while stack:
        op, expanded = stack.pop()
        if key(op) in clones:
            continue
        if not expanded:
            stack.append((op, True))
            stack.extend((_owner(operand), False) for operand in reversed(list(op.operands)) if follow(operand))
            continue
        clone = op.clone(ip=ir.InsertionPoint(before))
        for position, operand in enumerate(op.operands):
            if follow(operand):
                clone.operands[position] = clones[key(_owner(operand))].results[operand.result_number]
        clones[key(op)] = clone
    return clones[key(_owner(value))].results[value.result_number]


def _owner(value):
    owner = value.owner
    return getattr(owner, "operation", owner)


def constant_derived(op, known: dict) -> bool:
    """Whether ``op`` computes its results from constants and iotas only, through loop-fusible ops.
    ``known`` (key -> answer) is kept across calls: each op is looked at once, by an explicit stack (a
    chain of thousands of ops is valid, and one reading a value twice per step is a DAG of 2**n paths)."""
    stack = [(op, False)]
    while stack:
        current, expanded = stack.pop()
        if key(current) in known:
            continue
        if current.name in ("stablehlo.constant", "stablehlo.iota"):
            known[key(current)] = True
        elif (current.name not in LOOP_FUSIBLE or not len(current.operands)
              or not all(isinstance(v, ir.OpResult) for v in current.operands)):
            known[key(current)] = False
        elif expanded:
            known[key(current)] = all(known[key(_owner(v))] for v in current.operands)
        else:
            stack.append((current, True))
            stack.extend((_owner(v), False) for v in current.operands)
    return known[key(op)]


def _is_forward_score(value, component: Component, forward_keys: set) -> bool:
    if not isinstance(value, ir.OpResult) or not component.is_score(value.type):
        return False
    owner = value.owner
    return key(getattr(owner, "operation", owner)) in forward_keys


def _users(op, block) -> list:
    """The ops of ``block`` that use a result of ``op`` (directly or inside their regions)."""
    block_owner = block.owner
    found = {}
    for result in op.results:
        for use in result.uses:
            user = top_level_user(use.owner, block_owner)
            found.setdefault(key(user) if len(user.results) else id(user), user)
    return list(found.values())


def _top_level_producer(value, top_level: set):
    if not isinstance(value, ir.OpResult):
        return None
    owner = value.owner
    owner = getattr(owner, "operation", owner)
    return owner if key(owner) in top_level else None


def _positions(block) -> dict:
    return {key(view.operation): index for index, view in enumerate(block.operations) if len(view.operation.results)}


def _in_program_order(ops: list, block) -> list:
    order = _positions(block)
    return sorted(ops, key=lambda op: order[key(op)])


def _dims(mlir_type) -> tuple:
    if not isinstance(mlir_type, ir.ShapedType) or not mlir_type.has_static_shape:
        return ()
    return tuple(sorted(d for d in mlir_type.shape if d != 1))


def _elements(mlir_type) -> int:
    return math.prod(mlir_type.shape)
