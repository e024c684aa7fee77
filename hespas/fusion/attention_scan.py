"""Fused attention across a ``lax.scan`` step: the forward loop stacks one logsumexp per row, not scores.

Differentiating a ``jax.lax.scan`` over layers gives two ``while`` loops: the forward loop writes each
residual the backward needs into a loop-carried ``[L, ...]`` stack (``dynamic_update_slice`` at the layer
index), and the backward loop reads it back (``dynamic_slice``). With attention written out, those
residuals include score tensors (the exponentials, the probabilities): ``[L, B, H, S_q, S_kv]`` stacks.
A fused kernel never writes them. FlashAttention-2's forward keeps one value per row, the logsumexp
``L = m + log(l)`` (Dao, "FlashAttention-2", 2023, Algorithm 1 line 13), and its backward recomputes
``S = QKᵀ`` and ``P = exp(S - L)`` from ``Q``, ``K`` and ``L`` (Algorithm 2 lines 11-12).

``stack_row_statistics`` rewrites the scanned program that way before the attention patterns are outlined.
The pattern's softmax must be ``E = exp(A - m)`` (``A``: the scaled, masked scores; ``m``: any per-row
value broadcast along the rows, the row max in practice), its row sum ``l = Σ E`` and the normalising
``E / l``. What each stacked residual needs, per row:

- a function of ``P = E / l`` (``P``, its bf16 copy): ``L`` alone, since ``E / l = exp(A - m - log l) =
  exp(A - L)`` for any finite ``m``;
- a function of ``E`` itself, unnormalised: ``m``, or equivalently ``L`` and ``l``
  (``E = exp(A - L) · l``). The row sum is what the division's gradient reads, so a program that stacks
  ``E`` stacks ``l`` too (JAX and Pax do: ``l`` and ``1/l²``): the backward reads it from the program's own
  stack, and only ``L`` is added. Where the program does not stack ``l``, the new stack holds ``l`` after
  ``L``.

For an attention pattern of a forward loop body (``attention.find_component``) whose score tensors leave
it only as stacked residuals, it checks each stack: the body writes it once and returns it; the loop's
result is read by one later ``while`` of the same block and nothing else; that loop only slices it (whole
trailing dims, one index for all of them) and passes it on unchanged; neither loop's condition reads it;
the residual is computed from ``E`` or ``E / l`` by the pattern's ops, constants, loop values the backward
loop also carries unchanged; ``A`` from those and ``Q`` and ``K`` (which the forward stacks too, at the same
index). Then:

- the first of the pattern's score stacks becomes ``[L, k, *row]`` in the softmax's element type (``k`` = 1,
  the logsumexp, or 2 with ``l``; its init a zero fill of that type, its loop arguments and results retyped in
  both loops),
  written from ``L = m + log(l)`` computed in the forward body; the other score stacks are dropped from
  both loops (the ``while`` ops are rebuilt without them);
- each backward slice of a stack is replaced by its residual recomputed in the backward body: clones of the
  forward's ops from the score product on, which read ``Q`` and ``K`` from their stacks, ``L`` (in place of
  ``m``) from the new stack and the loop values from the backward loop's own; ``E / l`` becomes the
  recomputed ``exp(A - L)`` and ``E`` that times ``l``.

The forward pattern then has no score tensor leaving it and is outlined as a forward kernel; the backward
pattern, whose softmax statistics come from the stack, as one backward kernel with the slices it reads
(``recomputed``). Anything else stays as it was, with a remark naming why.
"""

from __future__ import annotations

from dataclasses import dataclass

from hespas.fusion.attention import DOT, find_component, may_be_score, constant_derived, clone_upward
from hespas.fusion.grouping import key
from hespas.ir import ir

WHILE = "stablehlo.while"
UPDATE = "stablehlo.dynamic_update_slice"
SLICE = "stablehlo.dynamic_slice"
RESHAPE = "stablehlo.reshape"
BROADCAST = "stablehlo.broadcast_in_dim"
EXP = "stablehlo.exponential"
DIVIDE = "stablehlo.divide"
SUBTRACT = "stablehlo.subtract"
NORMALISED, UNNORMALISED = "E / l", "E"


@dataclass
class _Stack:
    """One stacked residual: the forward writes ``update`` (``[1, *residual]``) into its argument ``position``;
    the backward loop carries it as its argument ``back_position`` and reads it with ``slices``."""

    position: int
    update: object  # the value written, [1, *residual]
    write: object  # the dynamic_update_slice
    back_position: int
    slices: list


@dataclass
class _Softmax:
    """``E = exp(A - broadcast(shift))``, its row sum ``total`` (a reduce result) and the divides ``E / l``."""

    exp: object  # the exponential op
    shift: object  # the per-row value E subtracts (m), as broadcast
    dims: list  # the broadcast's dims: the rows' dims of the score
    total: object  # Σ E over the other dims, the reduce's result
    divides: set  # keys of the divides E / broadcast(l)


def stack_row_statistics(blocks: list, remark) -> dict:
    """Rewrite, in each forward loop body of ``blocks`` ((block, ops) pairs), the attention patterns whose
    score tensors are stacked for a backward loop; ``remark(message, location)`` hears why one was not.
    A rewrite rebuilds both loops: their bodies' entries of ``blocks`` are replaced by the new loops' blocks.
    Returns the recomputed score products (key -> the slice ops the backward kernel reads its inputs with)."""
    recomputed: dict = {}
    for number in range(len(blocks)):
        if _loop_of_body(blocks[number][0]) is None:
            continue
        done: set = set()
        for op in [view.operation for view in blocks[number][0].operations if view.operation.name == DOT]:
            block = blocks[number][0]  # listed again: a rewrite moves the body into a new loop
            if key(op) in done or not may_be_score(op):
                continue
            component = find_component(op, block)
            if component is None:
                continue
            done.update(component.members)
            writes = _stack_writes(component, block)
            if not writes:
                continue  # no score tensor leaves it, or not only into stacks: fuse_attention says why
            problem = _rewrite(component, block, _loop_of_body(block), writes, recomputed, blocks)
            if problem is not None:
                remark(f"attention scores stacked for the backward loop left in memory: {problem}", op.location)
    return recomputed


def _loop_of_body(block):
    owner = _op(block.owner)
    if owner is None or owner.name != WHILE or owner.regions[1].blocks[0] != block:
        return None
    return owner


def _stack_writes(component, block) -> list:
    """The dynamic_update_slice ops that write the pattern's score tensors into a block argument, if every
    score tensor leaving the pattern leaves that way; else []."""
    writes = []
    for op in component.members.values():
        for result in op.results:
            if not component.is_score(result.type):
                continue
            for use in result.uses:
                user = use.owner
                user = _op(user)
                if key(user) in component.members:
                    continue
                if user.name != UPDATE or use.operand_number != 1 or _op(user.parent) != _op(block.owner):
                    return []
                writes.append(user)
    return writes


def _rewrite(component, block, loop, writes: list, recomputed: dict, blocks: list) -> str | None:
    terminator = _terminator(block)
    stacks, back = [], None
    for write in writes:
        stack = _stacked(write, block, loop, terminator)
        if isinstance(stack, str):
            return stack
        user_loop, stack = stack
        if back is not None and user_loop != back:
            return "the stacks are read by different loops"
        back = user_loop
        stacks.append(stack)
    index = writes[0].operands[2]
    if any(write.operands[2] != index for write in writes):
        return "the stacks are written at different indices"
    back_index = stacks[0].slices[0].operands[1]
    if any(s.operands[1] != back_index for stack in stacks for s in stack.slices):
        return "the backward loop slices the stacks at different indices"
    if any("sharding" in named.name for while_op in (loop, back) for named in while_op.attributes):
        return "a loop has per-value sharding attributes"
    softmax = _softmax(component)
    if isinstance(softmax, str):
        return softmax
    plan = _Recompute(component, block, loop, back, terminator, index, softmax)
    for stack in stacks:
        problem = plan.trace(stack)
        if problem is not None:
            return problem
    problem = plan.trace_exponential()
    if problem is not None:
        return problem
    with loop.location:  # the types and attributes built need a context
        plan.apply(stacks, back_index, recomputed, blocks)
    return None


def _softmax(component):
    """The pattern's ``E = exp(A - m)``, its row sum and its normalising divides, or why it has none the
    rewrite can read."""
    exps = [op for op in component.members.values() if op.name == EXP and component.is_score(op.results[0].type)]
    if len(exps) != 1:
        return "the forward pattern does not have one exponential of the scores"
    exp = exps[0]
    shifted = _owner(exp.operands[0]) if isinstance(exp.operands[0], ir.OpResult) else None
    broadcast = None
    if shifted is not None and shifted.name == SUBTRACT:
        broadcast = _row_broadcast(shifted.operands[1], component)
    if broadcast is None:
        return "the exponential is not of the scores minus a per-row value"
    shift, dims = broadcast
    score_shape = list(exp.results[0].type.shape)
    rows = [score_shape[d] for d in dims]
    others = [d for d in range(len(score_shape)) if d not in dims]
    totals = [_op(use.owner) for use in exp.results[0].uses
              if _is_row_sum(_op(use.owner), use.operand_number, others)]
    if dims != sorted(dims) or list(shift.type.shape) != rows or len(totals) != 1:
        return "the exponential has no row sum over the dims its per-row value is broadcast along"
    total = totals[0].results[0]
    divides = set()
    for use in exp.results[0].uses:
        user = _op(use.owner)
        if user.name != DIVIDE or use.operand_number != 0:
            continue
        denominator = _row_broadcast(user.operands[1], component)
        if denominator is not None and denominator[1] == dims and _same_rows(denominator[0], total):
            divides.add(key(user))
    return _Softmax(exp, shift, dims, total, divides)


def _row_broadcast(value, component):
    """(the per-row value, the dims) if ``value`` is a ``broadcast_in_dim`` of a per-row value of the pattern."""
    if not isinstance(value, ir.OpResult):
        return None
    op = _owner(value)
    if op.name != BROADCAST or not component.is_row(op.operands[0].type):
        return None
    return op.operands[0], list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))


def _is_row_sum(op, operand_number: int, dims: list) -> bool:
    """Whether ``op`` sums its operand ``operand_number`` over ``dims`` from zero: ``reduce(x init: 0) add``."""
    if op.name != "stablehlo.reduce" or len(op.operands) != 2 or operand_number != 0:
        return False
    body = [view.operation.name for view in op.regions[0].blocks[0].operations]
    init = op.operands[1]
    zero = (isinstance(init, ir.OpResult) and _owner(init).name == "stablehlo.constant"
            and ir.DenseElementsAttr(_owner(init).attributes["value"]).is_splat
            and ir.FloatAttr(ir.DenseElementsAttr(_owner(init).attributes["value"]).get_splat_value()).value == 0.0)
    return (body == ["stablehlo.add", "stablehlo.return"] and zero
            and list(ir.DenseI64ArrayAttr(op.attributes["dimensions"])) == dims)


def _same_rows(value, total) -> bool:
    """Whether ``value`` is ``total`` through reshapes and broadcasts that add only size-1 dims (in order)."""
    while value != total:
        if not isinstance(value, ir.OpResult):
            return False
        op = _owner(value)
        if op.name not in (RESHAPE, BROADCAST) or _count(op.operands[0].type) != _count(value.type):
            return False
        if op.name == BROADCAST:
            dims = list(ir.DenseI64ArrayAttr(op.attributes["broadcast_dimensions"]))
            if dims != sorted(dims):
                return False
        value = op.operands[0]
    return True


def _count(mlir_type) -> int:
    count = 1
    for size in ir.RankedTensorType(mlir_type).shape:
        count *= size
    return count
def _stacked(write, block, loop, terminator):
    """(the backward loop, the _Stack) that ``write`` fills, or why it is not a stack the rewrite handles."""
    buffer, update = write.operands[0], write.operands[1]
    if not isinstance(buffer, ir.BlockArgument) or buffer.owner != block:
        return "a score tensor is written into a value that is not the loop's own"
    position = buffer.arg_number
    written = list(write.results[0].uses)
    if (len(list(buffer.uses)) != 1 or len(written) != 1 or written[0].owner != terminator
            or written[0].operand_number != position):
        return "a stack of scores is read or written elsewhere in the forward loop"
    shape = list(buffer.type.shape)
    if list(update.type.shape) != [1, *shape[1:]]:
        return "a score tensor is written into part of a layer's slot"
    if _reads_argument(loop, 0, position):
        return "the forward loop's condition reads a stack of scores"
    uses = list(loop.results[position].uses)
    back = uses[0].owner if len(uses) == 1 else None
    back = _op(back)
    if back is None or back.name != WHILE or _op(back.parent) != _op(loop.parent) or not loop.is_before_in_block(back):
        return "a stack of scores is read by something other than a later loop"
    back_position = uses[0].operand_number
    if _reads_argument(back, 0, back_position):
        return "the backward loop's condition reads a stack of scores"
    back_body = back.regions[1].blocks[0]
    argument = back_body.arguments[back_position]
    slices = []
    back_terminator = _terminator(back_body)
    for use in argument.uses:
        user = use.owner
        user = _op(user)
        if user == back_terminator and use.operand_number == back_position:
            continue
        sizes = list(ir.DenseI64ArrayAttr(user.attributes["slice_sizes"])) if user.name == SLICE else None
        if use.operand_number != 0 or sizes != [1, *shape[1:]] or _op(user.parent) != back:
            return "the backward loop reads a stack of scores other than by slicing one layer"
        slices.append(user)
    if back_terminator.operands[back_position] != argument or not slices:
        return "the backward loop changes or does not read a stack of scores"
    if len(list(back.results[back_position].uses)):
        return "a stack of scores is used after the backward loop"
    return back, _Stack(position, update, write, back_position, slices)


class _Recompute:
    """What recomputing the stacked residuals in the backward body takes: the forward ops to clone, which kinds
    of residual are stacked (``E / l``, ``E``), the score product's operands (read from their stacks) and the
    loop values used."""

    def __init__(self, component, block, loop, back, terminator, index, softmax: _Softmax):
        self.component, self.block, self.loop, self.back = component, block, loop, back
        self.terminator, self.index, self.softmax = terminator, index, softmax
        self.back_body = back.regions[1].blocks[0]
        self.clone_keys: dict = {}  # key -> forward op to clone
        self.operand_stacks: dict = {}  # Q or K value -> backward argument position of its stack
        self.loop_values: dict = {}  # forward body argument -> backward body argument, or an outer constant
        self.constants: dict = {}  # key -> bool (constant_derived's memo)
        self.kinds: set = set()  # NORMALISED, UNNORMALISED: what the stacked residuals are computed from
        self._position = _order_in(block)

    def trace(self, stack: _Stack) -> str | None:
        """Walk from the stacked value up to ``E`` or ``E / l``; records the ops between to clone."""
        divides, exp = self.softmax.divides, key(self.softmax.exp)
        reached = []

        def end(op) -> bool:
            if key(op) in divides:
                reached.append(NORMALISED)
            elif key(op) == exp:
                reached.append(UNNORMALISED)
            else:
                return False
            return True

        problem = self._walk([stack.update], end)
        if problem is None and not reached:
            return "a stacked score tensor is not computed from the softmax's exponential"
        self.kinds.update(reached)
        return problem

    def trace_exponential(self) -> str | None:
        """Walk from ``E`` up to the score product's operands and the per-row value ``m``."""
        self.clone_keys[key(self.softmax.exp)] = self.softmax.exp
        shift = self.softmax.shift
        return self._walk(list(self.softmax.exp.operands), lambda op: any(result == shift for result in op.results))

    def _walk(self, pending: list, end) -> str | None:
        seen = set()
        while pending:
            value = pending.pop()
            if value in seen:
                continue
            seen.add(value)
            if isinstance(value, ir.BlockArgument):
                problem = self._loop_value(value)
                if problem is not None:
                    return problem
                continue
            op = _owner(value)
            if end(op):
                continue
            if self.component.is_row(value.type) and key(op) in self.component.members:
                return "a stacked score tensor reads a per-row value other than the softmax's"
            if key(op) == key(self.component.score):
                for operand in op.operands:
                    problem = self._stacked_operand(operand)
                    if problem is not None:
                        return problem
            elif key(op) in self.component.members or constant_derived(op, self.constants):
                pending.extend(op.operands)
            else:
                return f"a stacked score tensor is computed with '{op.name}', outside the attention pattern"
            self.clone_keys[key(op)] = op
        return None

    def _loop_value(self, argument) -> str | None:
        """A forward body argument the residual reads (a mask, a fill): the backward loop must carry the same
        value unchanged, or it must be computed from constants only."""
        position = argument.arg_number
        if self.terminator.operands[position] != argument:
            return "a stacked score tensor reads a value the forward loop changes"
        outer = self.loop.operands[position]
        back_terminator = _terminator(self.back_body)
        for number, operand in enumerate(self.back.operands):
            if operand == outer and back_terminator.operands[number] == self.back_body.arguments[number]:
                self.loop_values[argument] = self.back_body.arguments[number]
                return None
        if isinstance(outer, ir.OpResult) and constant_derived(_owner(outer), self.constants):
            self.loop_values[argument] = outer
            return None
        return "a stacked score tensor reads a loop value the backward loop does not carry"

    def _stacked_operand(self, value) -> str | None:
        """Q or K: the forward must stack it for the backward loop, which carries that stack unchanged."""
        if value in self.operand_stacks:
            return None
        position = self._stack_of(value)
        if position is None:
            return "the score product's operands are not stacked for the backward loop"
        self.operand_stacks[value] = position
        return None

    def _stack_of(self, value):
        """The backward body argument of the stack the forward writes ``value`` into (a reshape to
        ``[1, *shape]`` written at the residuals' index and returned), which the backward loop carries unchanged;
        or None."""
        for use in value.uses:
            reshape = _op(use.owner)
            if reshape.name != RESHAPE or list(reshape.results[0].type.shape) != [1, *value.type.shape]:
                continue
            for written in reshape.results[0].uses:
                write = _op(written.owner)
                buffer = write.operands[0] if write.name == UPDATE and written.operand_number == 1 else None
                if (not isinstance(buffer, ir.BlockArgument) or buffer.owner != self.block
                        or write.operands[2] != self.index
                        or self.terminator.operands[buffer.arg_number] != write.results[0]):
                    continue
                carried = self._carried(buffer.arg_number)
                if carried is not None:
                    return carried
        return None

    def _stacked_total(self):
        """(the value, the backward argument) of a stack the program itself fills with the row sum ``l`` (as it
        is or reshaped in row order), or None."""
        pending = [self.softmax.total]
        while pending:
            value = pending.pop()
            position = self._stack_of(value)
            if position is not None:
                return value, position
            pending.extend(result for use in value.uses for result in _op(use.owner).results
                           if _op(use.owner).name in (RESHAPE, BROADCAST) and _same_rows(result, self.softmax.total))
        return None

    def _carried(self, position: int):
        """The backward body argument that carries, unchanged, the forward loop's result ``position``."""
        back_terminator = _terminator(self.back_body)
        for use in self.loop.results[position].uses:
            user = _op(use.owner)
            number = use.operand_number
            if user == self.back and back_terminator.operands[number] == self.back_body.arguments[number]:
                return number
        return None

    def apply(self, stacks: list, back_index, recomputed: dict, blocks: list) -> None:
        first = min((s for stack in stacks for s in stack.slices), key=_order_in(self.back_body))
        zero = _zero_like(back_index, first)
        inputs: dict = {}  # forward value -> backward value
        extra = []  # the ops that read the kernel's inputs from stacks: part of the backward kernel
        for value, position in self.operand_stacks.items():
            inputs[value] = self._read(position, value.type, back_index, zero, first, extra)
        constants: dict = {}
        for argument, value in self.loop_values.items():
            if isinstance(value, ir.BlockArgument):
                inputs[argument] = value
            else:
                inputs[argument] = clone_upward(value, lambda v: isinstance(v, ir.OpResult), constants, first)
        softmax = self.softmax
        total = self._stacked_total() if UNNORMALISED in self.kinds else None
        sums = _create(RESHAPE, [softmax.total], softmax.shift.type, self.terminator) \
            if softmax.total.type != softmax.shift.type else softmax.total
        logsumexp = _create("stablehlo.add", [softmax.shift, _create("stablehlo.log", [sums], sums.type,
                                                                     self.terminator)], sums.type, self.terminator)
        rows = [logsumexp] if total is not None or UNNORMALISED not in self.kinds else [logsumexp, sums]
        read = self._restack(stacks[0], rows, back_index, zero, first, extra)
        inputs[softmax.shift] = read[0]
        if UNNORMALISED in self.kinds:
            if total is None:
                sums_read = read[1]
            else:  # the kernel's own read of the program's stack (the program's read stays where it is)
                sums_read, ops = _read_layer(self.back_body.arguments[total[1]], total[0].type, back_index, zero,
                                             first)
                extra.extend(ops)
            if sums_read.type != softmax.shift.type:
                sums_read = _create(RESHAPE, [sums_read], softmax.shift.type, first)
                extra.append(_owner(sums_read))
        for op in sorted(self.clone_keys.values(), key=lambda op: self._position(op)):
            clone = op.clone(ip=ir.InsertionPoint(first))
            for number, operand in enumerate(op.operands):
                if operand in inputs:
                    clone.operands[number] = inputs[operand]
            inputs.update(zip(op.results, clone.results))
            if key(op) == key(self.component.score):
                recomputed[key(clone)] = extra
            if key(op) == key(softmax.exp):  # exp(A - L) = E / l; E = exp(A - L) * l
                for divide in softmax.divides:
                    inputs[divide] = clone.results[0]
                if UNNORMALISED in self.kinds:
                    score_type = clone.results[0].type
                    spread = _create(BROADCAST, [sums_read], score_type, first, {
                        "broadcast_dimensions": ir.DenseI64ArrayAttr.get(softmax.dims)})
                    inputs[op.results[0]] = _create("stablehlo.multiply", [clone.results[0], spread], score_type,
                                                    first)
        for stack in stacks:
            for old in stack.slices:
                old.results[0].replace_all_uses_with(inputs[stack.update])
                old.erase()
            if stack is not stacks[0]:
                self.terminator.operands[stack.position] = self.block.arguments[stack.position]
            update_op = _owner(stack.update)
            stack.write.erase()
            if not len(list(stack.update.uses)):
                update_op.erase()
        if len(stacks) > 1:  # the other score stacks: no longer carried by either loop
            _without(self.back, {stack.back_position for stack in stacks[1:]}, blocks)
            _without(self.loop, {stack.position for stack in stacks[1:]}, blocks)

    def _read(self, position: int, value_type, back_index, zero, first, extra: list):
        """The backward body's layer ``back_index`` of its argument ``position`` as ``value_type``."""
        argument = self.back_body.arguments[position]
        value = _program_read(argument, value_type, back_index, first)
        if value is None:
            value, ops = _read_layer(argument, value_type, back_index, zero, first)
            extra.extend(ops)
        return value

    def _restack(self, stack: _Stack, rows: list, back_index, zero, first, extra: list) -> list:
        """Retype ``stack`` to ``[L, k, *row]`` in both loops, write ``rows`` into it in the forward body and
        read them in the backward body; returns the values read."""
        row_type = rows[0].type
        layers = ir.RankedTensorType(self.block.arguments[stack.position].type).shape[0]
        stacked = ir.RankedTensorType.get([layers, len(rows), *row_type.shape], row_type.element_type)
        for loop, position in ((self.loop, stack.position), (self.back, stack.back_position)):
            for region in loop.regions:
                region.blocks[0].arguments[position].set_type(stacked)
            loop.results[position].set_type(stacked)
        self._fill_init(stack.position, stacked)
        before = self.terminator
        one_layer = ir.RankedTensorType.get([1, len(rows), *row_type.shape], row_type.element_type)
        pieces = [_create(RESHAPE, [row], ir.RankedTensorType.get([1, 1, *row_type.shape], row_type.element_type),
                          before) for row in rows]
        packed = pieces[0] if len(pieces) == 1 else _create(
            "stablehlo.concatenate", pieces, one_layer, before, {"dimension": ir.IntegerAttr.get(
                ir.IntegerType.get_signless(64), 1)})
        forward_zero = _zero_like(self.index, before)
        write = _create(UPDATE, [self.block.arguments[stack.position], packed, self.index,
                                 *[forward_zero] * (len(row_type.shape) + 1)], stacked, before)
        self.terminator.operands[stack.position] = write
        argument = self.back_body.arguments[stack.back_position]
        layer = _create(SLICE, [argument, back_index, *[zero] * (len(row_type.shape) + 1)], one_layer, first,
                        {"slice_sizes": ir.DenseI64ArrayAttr.get([1, len(rows), *row_type.shape])})
        extra.append(_owner(layer))
        read = []
        for number in range(len(rows)):
            start = [0, number, *[0] * len(row_type.shape)]
            limit = [1, number + 1, *row_type.shape]
            part = _create("stablehlo.slice", [layer], ir.RankedTensorType.get([1, 1, *row_type.shape],
                           row_type.element_type), first, {
                               "start_indices": ir.DenseI64ArrayAttr.get(start),
                               "limit_indices": ir.DenseI64ArrayAttr.get(limit),
                               "strides": ir.DenseI64ArrayAttr.get([1] * len(start))})
            read.append(_create(RESHAPE, [part], row_type, first))
            extra.extend([_owner(part), _owner(read[-1])])
        return read

    def _fill_init(self, position: int, stacked) -> None:
        """The forward loop's init of the stack: a zero fill of the new type; the old fill erased if unused."""
        old = self.loop.operands[position]
        element = stacked.element_type
        scalar = ir.RankedTensorType.get([], element)
        constant = ir.Operation.create("stablehlo.constant", results=[scalar], attributes={
            "value": ir.DenseElementsAttr.get_splat(scalar, ir.FloatAttr.get(element, 0.0))},
            ip=ir.InsertionPoint(self.loop), loc=self.loop.location).results[0]
        self.loop.operands[position] = _create(BROADCAST, [constant], stacked, self.loop, {
            "broadcast_dimensions": ir.DenseI64ArrayAttr.get([])})
        _erase_if_unused(old)


def _without(loop, positions: set, blocks: list):
    """``loop`` rebuilt without its carried values at ``positions`` (which neither region reads and the body
    returns unchanged, and whose results nothing uses but a loop rebuilt before): its regions moved into a
    new ``while``; ``blocks``' entries of its regions replaced by the new loop's. Returns the new loop."""
    keep = [n for n in range(len(loop.operands)) if n not in positions]
    olds = [(region.blocks[0], [n for n, entry in enumerate(blocks) if entry[0] == region.blocks[0]])
            for region in loop.regions]
    inits = [loop.operands[n] for n in sorted(positions)]
    new = ir.Operation.create(WHILE, results=[loop.results[n].type for n in keep],
                              operands=[loop.operands[n] for n in keep],
                              attributes={named.name: named.attr for named in loop.attributes},
                              regions=len(loop.regions), ip=ir.InsertionPoint(loop), loc=loop.location)
    for number, ((block, entries), region) in enumerate(zip(olds, new.regions)):
        block.append_to(region)
        moved = region.blocks[0]
        if number == 1:  # the body returns the values kept (the others are its arguments, unchanged)
            returned = _terminator(moved)
            ir.Operation.create(returned.name, operands=[returned.operands[n] for n in keep],
                                attributes={named.name: named.attr for named in returned.attributes},
                                ip=ir.InsertionPoint(returned), loc=returned.location)
            returned.erase()
        for n in sorted(positions, reverse=True):
            moved.erase_argument(n)
        for n in entries:
            blocks[n] = (moved, blocks[n][1])
    for number, n in enumerate(keep):
        loop.results[n].replace_all_uses_with(new.results[number])
    loop.erase()
    for init in inits:
        _erase_if_unused(init)
    return new


def _erase_if_unused(value) -> None:
    """Erase the fill giving ``value`` (a broadcast of a constant), and the constant, if nothing uses them."""
    if not isinstance(value, ir.OpResult) or len(list(value.uses)) or _owner(value).name != BROADCAST:
        return
    owner = _owner(value)
    sources = [_owner(v) for v in owner.operands if isinstance(v, ir.OpResult)]
    owner.erase()
    for source in sources:
        if source.name == "stablehlo.constant" and not len(list(source.results[0].uses)):
            source.erase()


def _program_read(argument, value_type, index, first):
    """The backward body's own read of ``argument``'s layer ``index`` as ``value_type`` (a dynamic_slice of the
    first dim, reshaped), moved before ``first`` if it comes later (its operands allowing): the products
    of dQ and dK read Q and K that way, and the recomputed scores read the same values. None if there is none."""
    shape = list(ir.RankedTensorType(argument.type).shape)
    for use in argument.uses:
        layer = _op(use.owner)
        if (layer.name != SLICE or use.operand_number != 0 or layer.operands[1] != index
                or list(ir.DenseI64ArrayAttr(layer.attributes["slice_sizes"])) != [1, *shape[1:]]):
            continue
        for reading in layer.results[0].uses:
            reshape = _op(reading.owner)
            if reshape.name != RESHAPE or reshape.results[0].type != value_type:
                continue
            if _op(reshape.parent) != _op(layer.parent) or not all(
                    _available(operand, first) for operand in layer.operands):
                continue
            if not layer.is_before_in_block(first):
                layer.move_before(first)
            if not reshape.is_before_in_block(first):
                reshape.move_before(first)
            return reshape.results[0]
    return None


def _available(value, first) -> bool:
    """Whether ``value`` is defined before the op ``first`` (in its block, or outside it)."""
    if isinstance(value, ir.BlockArgument):
        return True
    owner = _owner(value)
    return _op(owner.parent) != _op(first.parent) or owner.is_before_in_block(first)


def _read_layer(argument, value_type, index, zero, before) -> tuple:
    """``argument``'s layer ``index`` (a dynamic_slice of its first dim) reshaped to ``value_type``, and the
    two ops."""
    shape = list(ir.RankedTensorType(argument.type).shape)
    layer_type = ir.RankedTensorType.get([1, *shape[1:]], ir.RankedTensorType(argument.type).element_type)
    layer = _create(SLICE, [argument, index, *[zero] * (len(shape) - 1)], layer_type, before,
                    {"slice_sizes": ir.DenseI64ArrayAttr.get([1, *shape[1:]])})
    value = _create(RESHAPE, [layer], value_type, before)
    return value, [_owner(layer), _owner(value)]


def _create(name: str, operands: list, result_type, before, attributes: dict | None = None):
    return ir.Operation.create(name, results=[result_type], operands=operands, attributes=attributes or {},
                               ip=ir.InsertionPoint(before), loc=before.location).results[0]


def _zero_like(index, before):
    """A zero of ``index``'s type (a start index), placed before the op ``before``."""
    index_type = ir.RankedTensorType(index.type)
    attribute = ir.DenseElementsAttr.get_splat(index_type, ir.IntegerAttr.get(index_type.element_type, 0))
    return ir.Operation.create("stablehlo.constant", results=[index_type], attributes={"value": attribute},
                               ip=ir.InsertionPoint(before), loc=before.location).results[0]


def _reads_argument(loop, region: int, position: int) -> bool:
    return bool(len(list(loop.regions[region].blocks[0].arguments[position].uses)))


def _terminator(block):
    operations = block.operations
    return operations[len(operations) - 1].operation


def _owner(value):
    return _op(value.owner)


def _op(view):
    """The operation of an op view (the bindings give either)."""
    return getattr(view, "operation", view)


def _order_in(block):
    order = {key(view.operation): n for n, view in enumerate(block.operations) if len(view.operation.results)}
    return lambda op: order[key(op)]
