"""Liveness of one block's buffers, in program order, and the most bytes live at once.

Every op result gets a buffer, unless it can take over one that exists:
- views share their operand's buffer: reshape, bitcast, optimization_barrier, tuple and
  get_tuple_element (row-major tensors: a reshape is a bitcast);
- an output an op declares it writes in place (``output_operand_aliasing``) shares its operand's
  (when both have the same type);
- an op that can write in place takes over an operand's buffer that dies at that op, when the
  operand has the result's type and is not a constant: elementwise ops, dynamic_update_slice
  and scatter (their first operands), fusions whose parameter is only read elementwise
  (XLA's buffer-sharing rule);
- a ``while`` result shares its operand's buffer when the body passes it through unchanged
  or when the operand dies at the loop; otherwise the loop works on a copy;
- an async start's bundle (``!mhlo.async_bundle``, which has no size of its own) holds its operands'
  buffers, kept alive until the bundle's last use (the done), and one new buffer of its done's results,
  allocated at the start; an update passes the bundle on and the done's results share that buffer.
A buffer lives from the op that defines it to its last use (uses inside nested regions
count at the op that holds them). Pinned buffers (arguments the function may not reuse)
live throughout. At each op, the bytes live plus what the op needs inside (a loop body, a
branch, a callee: ``scratch``) give the usage; the peak is the largest.
"""

from __future__ import annotations

import dataclasses
from typing import Callable

from hespas.comm.kinds import ASYNC_START_OPS
from hespas.costs.rules.elementwise import RULES as ELEMENTWISE_RULES
from hespas.diagnostics import HespasError
from hespas.ir import ir
from hespas.ir_inputs import block_value_uses
from hespas.memory.aliasing import declared_operand_aliases
from hespas.memory.sizes import ValueSizes

# How a block's arguments are treated.
FUNCTION_ARGUMENTS = "arguments"  # counted here; pinned unless donated
LOOP_STATE = "state"  # a while body's carried values: counted by the loop's owner, reusable in place
READ_ONLY = "read-only"  # counted by the owner, never reused (a loop condition, a callee seen from a call)

_VIEW_OPS = frozenset({"stablehlo.reshape", "mhlo.reshape", "mhlo.bitcast", "stablehlo.optimization_barrier",
                       "mhlo.optimization_barrier"})
_TUPLE_OPS = frozenset({"stablehlo.tuple", "mhlo.tuple"})
_GET_TUPLE_ELEMENT_OPS = frozenset({"stablehlo.get_tuple_element", "mhlo.get_tuple_element"})
_IN_PLACE_OPS = frozenset({"stablehlo.dynamic_update_slice", "mhlo.dynamic_update_slice", "stablehlo.scatter",
                           "mhlo.scatter"})
_WHILE_OPS = frozenset({"stablehlo.while", "mhlo.while"})
_CONSTANT_OPS = frozenset({"stablehlo.constant", "mhlo.constant"})
_FUSION_OPS = frozenset({"mhlo.fusion"})
_ELEMENTWISE_OPS = frozenset(ELEMENTWISE_RULES)
_ASYNC_UPDATE_OPS = frozenset({"mhlo.async_update", "stablehlo.async_update"})
_ASYNC_DONE_OPS = frozenset({"mhlo.async_done", "stablehlo.async_done"})


@dataclasses.dataclass(slots=True)
class Buffer:
    nbytes: int
    start: int  # index of the op that defines it (0 for block arguments)
    end: int  # index of the last op that uses it
    counted: bool  # False for buffers a parent block counts (loop state, read-only arguments)
    pinned: bool  # never freed nor overwritten
    is_argument: bool
    returned: bool = False
    constant: bool = False  # read-only data: never overwritten in place


def async_result_bytes(start, sizes: ValueSizes) -> int:
    """Bytes of the results an async start's computation produces: those of the dones that end its bundle."""
    total = 0
    for use in start.results[0].uses:
        user = use.owner.operation if hasattr(use.owner, "operation") else use.owner
        if user.name in _ASYNC_DONE_OPS:
            total += sum(sizes.nbytes(result.type) for result in user.results)
    return total


@dataclasses.dataclass(frozen=True)
class BlockPeak:
    peak_bytes: int  # everything live, arguments included, plus nested needs
    local_peak_bytes: int  # what the block adds to its owner: buffers it defines, plus nested needs
    temporary_peak_bytes: int  # local buffers that are not returned, plus nested needs
    peak_op: object | None  # the op at which the peak occurs
    alias_bytes: int = 0  # donated arguments' buffers that are returned (results written in place of them)


def block_peak(block, sizes: ValueSizes, scratch: Callable[[object], int], arguments: str,
               donated: frozenset[int] = frozenset()) -> BlockPeak:
    """Peak bytes of ``block``; ``scratch(op)`` is what an op needs inside it (0 for most ops)."""
    ops = [view.operation for view in block.operations]
    return _Liveness(ops, sizes, _last_uses(block, ops)).run(block, scratch, arguments, donated)


def _last_uses(block, ops) -> dict:
    """Value the block defines -> index of the last op of the block that uses it, directly or inside its
    regions (from the values' use lists: the ops nested in the block's ops are not walked)."""
    last = {}
    for value, _, index, _ in block_value_uses(block, ops):
        if last.get(value, -1) < index:
            last[value] = index
    return last


@dataclasses.dataclass
class _Liveness:
    ops: list
    sizes: ValueSizes
    last_use: dict
    buffers: list = dataclasses.field(default_factory=list)
    owner: dict = dataclasses.field(default_factory=dict)  # value -> tuple of buffer numbers

    def run(self, block, scratch, arguments: str, donated: frozenset[int]) -> BlockPeak:
        last = len(self.ops) - 1
        for number, argument in enumerate(block.arguments):
            counted = arguments == FUNCTION_ARGUMENTS
            pinned = arguments == READ_ONLY or (counted and number not in donated)
            self.owner[argument] = (self._new(argument, 0, counted, pinned, is_argument=True),)
        needs = []
        for index, op in enumerate(self.ops):
            self._define(op, index)
            needs.append(scratch(op))
        if arguments == FUNCTION_ARGUMENTS and self.ops:
            for value in self.ops[-1].operands:
                for buffer in self.owner.get(value, ()):
                    self.buffers[buffer].returned = True
        for buffer in self.buffers:
            if buffer.pinned:
                buffer.end = max(last, 0)
        return self._peak(needs)

    # -- buffers -------------------------------------------------------------------------------
    def _new(self, value, index: int, counted: bool = True, pinned: bool = False, is_argument: bool = False) -> int:
        try:
            nbytes = self.sizes.nbytes(value.type)
        except HespasError as error:  # located at the value's definition
            raise HespasError(error.message, value.location if isinstance(value, ir.BlockArgument)
                              else value.owner.location) from None
        self.buffers.append(Buffer(nbytes, index, max(self.last_use.get(value, index), index), counted, pinned,
                                   is_argument))
        return len(self.buffers) - 1

    def _share(self, value, buffers: tuple, index: int) -> None:
        self.owner[value] = buffers
        end = self.last_use.get(value, index)
        for buffer in buffers:
            if self.buffers[buffer].end < end:
                self.buffers[buffer].end = end

    def _dying(self, value, index: int, result, taken: set) -> int | None:
        """The buffer of ``value`` if ``result`` (of the same type) can overwrite it at op ``index``."""
        buffers = self.owner.get(value, ())
        if len(buffers) != 1 or buffers[0] in taken:
            return None
        buffer = self.buffers[buffers[0]]
        if buffer.pinned or buffer.constant or buffer.end > index or value.type != result.type:  # types last:
            return None  # reading them through the bindings is the costly test
        return buffers[0]

    # -- ops ---------------------------------------------------------------------------------------
    def _define(self, op, index: int) -> None:
        name = op.name
        results, operands = op.results, op.operands
        if name in _VIEW_OPS:
            for result, operand in zip(results, operands):
                self._share(result, self.owner.get(operand, ()), index)
        elif name in _TUPLE_OPS:
            self._share(results[0], tuple(b for operand in operands for b in self.owner.get(operand, ())), index)
        elif name in _GET_TUPLE_ELEMENT_OPS:
            self._share(results[0], self.owner.get(operands[0], ()), index)
        elif name in _WHILE_OPS:
            self._define_while(op, index)
        elif name in ASYNC_START_OPS:
            self._define_async_start(op, index)
        elif name in _ASYNC_UPDATE_OPS or name in _ASYNC_DONE_OPS:
            bundle = self.owner.get(operands[0], ())
            kept = bundle if name in _ASYNC_UPDATE_OPS else bundle[-1:]  # the done: the results' buffer
            for result in results:
                self._share(result, kept, index)
        else:
            taken: set = set()
            declared = declared_operand_aliases(op)
            for number, result in enumerate(results):
                if number in declared and operands[declared[number]].type == result.type:
                    self._share(result, self.owner.get(operands[declared[number]], ()), index)
                    continue
                reused = self._in_place(op, name, number, result, index, taken)
                if reused is None:
                    self.owner[result] = (self._new(result, index),)
                    self.buffers[-1].constant = name in _CONSTANT_OPS
                else:
                    taken.add(reused)
                    self._share(result, (reused,), index)

    def _define_async_start(self, op, index: int) -> None:
        """The bundle: its operands' buffers, alive until its last use, and one buffer of the bytes of the results
        of the dones that end it (none when no done reads it)."""
        bundle = op.results[0]
        operand_buffers = tuple(buffer for operand in op.operands for buffer in self.owner.get(operand, ()))
        self.buffers.append(Buffer(async_result_bytes(op, self.sizes), index,
                                   max(self.last_use.get(bundle, index), index), True, False, False))
        self._share(bundle, (*operand_buffers, len(self.buffers) - 1), index)

    def _in_place(self, op, name: str, number: int, result, index: int, taken: set) -> int | None:
        operands = op.operands
        if name in _IN_PLACE_OPS:
            return self._dying(operands[number], index, result, taken) if number < len(operands) else None
        if name in _ELEMENTWISE_OPS:
            fusion = False
        elif name in _FUSION_OPS:
            fusion = True
        else:
            return None
        for k in range(len(operands)):
            reused = self._dying(operands[k], index, result, taken)
            # a fusion's parameter is looked into only when its buffer could be taken
            if reused is not None and (not fusion or _read_elementwise(op, k)):
                return reused
        return None

    def _define_while(self, op, index: int) -> None:
        body = op.regions[1].blocks[0]
        yielded = list(body.operations)[-1].operands
        taken: set = set()
        for number, (result, operand) in enumerate(zip(op.results, op.operands)):
            if yielded[number] == body.arguments[number]:  # passed through: no copy
                self._share(result, self.owner.get(operand, ()), index)
                continue
            reused = self._dying(operand, index, result, taken)
            if reused is None:
                self.owner[result] = (self._new(result, index),)
            else:
                taken.add(reused)
                self._share(result, (reused,), index)

    # -- the sweep -----------------------------------------------------------------------------------
    def _peak(self, needs: list[int]) -> BlockPeak:
        count = max(len(self.ops), 1)
        live, local, temporary = [0] * (count + 1), [0] * (count + 1), [0] * (count + 1)
        for buffer in self.buffers:
            if not buffer.counted or not buffer.nbytes:
                continue
            end = max(buffer.end, buffer.start) + 1
            for curve, applies in ((live, True), (local, not buffer.is_argument),
                                   (temporary, not buffer.is_argument and not buffer.returned)):
                if applies:
                    curve[buffer.start] += buffer.nbytes
                    curve[end] -= buffer.nbytes
        needs = needs or [0]
        peaks = [_running_max(curve, needs) for curve in (live, local, temporary)]
        peak_op = self.ops[peaks[0][1]] if self.ops else None
        aliased = sum(buffer.nbytes for buffer in self.buffers
                      if buffer.returned and buffer.is_argument and buffer.counted and not buffer.pinned)
        return BlockPeak(peaks[0][0], peaks[1][0], peaks[2][0], peak_op, aliased)


def _running_max(deltas: list[int], needs: list[int]) -> tuple[int, int]:
    """Max over ops of (bytes live at the op + what it needs inside), and the op's index."""
    best, where, level = 0, 0, 0
    for index, need in enumerate(needs):
        level += deltas[index]
        if level + need > best:
            best, where = level + need, index
    return best, where


def _read_elementwise(fusion, number: int) -> bool:
    """Whether a fusion's parameter is only read elementwise (so the output may overwrite it). A fusion
    whose body reads the values it captures from above instead of block arguments (mhlo.fusion allows
    both) has no parameter to inspect: never."""
    arguments = fusion.regions[0].blocks[0].arguments
    if number >= len(arguments):
        return False
    parameter = arguments[number]
    for use in parameter.uses:
        user = use.owner
        if user.name in _IN_PLACE_OPS and use.operand_number == 0:
            continue
        if user.name not in _ELEMENTWISE_OPS or any(r.type.shape != parameter.type.shape for r in user.results):
            return False
    return True
