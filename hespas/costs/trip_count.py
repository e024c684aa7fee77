"""Static trip counts of `stablehlo.while` loops in the counter form JAX emits for scan and fori_loop.

The loop carries an integer counter that starts at a constant, is compared with
a constant limit in the condition, and is advanced by a constant step in the
body. XLA's optimized form is seen through too: the compare and the increment
each inside a one-op `mhlo.fusion`, the counter passed through `mhlo.copy`.
Anything else has no static trip count (None): a counter that is not an integer (f32, index), and a loop whose
counter would leave its integer type
before the condition fails (it wraps around: an i32 counter from 2147483640 while <= 2147483647 never stops).
"""

from __future__ import annotations

import math

from hespas.ir import ir, stablehlo


def static_trip_count(while_op) -> int | None:
    cond_block = while_op.regions[0].blocks[0]
    body_block = while_op.regions[1].blocks[0]
    terminator = _last_op(cond_block)
    if terminator is None or len(terminator.operands) != 1:
        return None
    compare = _binary_op(terminator.operands[0], ("stablehlo.compare",))
    if compare is None:
        return None
    direction, lhs, rhs = _direction(compare[0]), compare[1], compare[2]
    counter_index = _block_argument_index(lhs, cond_block)
    limit = _constant_int(rhs)
    if counter_index is None or limit is None:  # the counter may sit on the right: `limit > i`
        counter_index = _block_argument_index(rhs, cond_block)
        limit = _constant_int(lhs)
        direction = _MIRROR.get(direction)
    if counter_index is None or limit is None or direction is None:
        return None
    if not _integer_scalar(cond_block.arguments[counter_index].type):
        return None  # a float or complex counter: its constants are no integers (1.5 read as 1), no count
    start = _constant_int(while_op.operands[counter_index])
    step = _counter_step(body_block, counter_index)
    if start is None or step is None or step == 0:
        return None
    trips = _count(direction, start, limit, step)
    if trips is None:
        return None
    low, high = _counter_range(cond_block.arguments[counter_index].type)
    last = start + trips * step  # the value that fails the condition: the counter must hold it
    return trips if low <= last <= high else None


def _integer_scalar(tensor_type) -> bool:
    """Whether ``tensor_type`` is a tensor of an integer type (iN, siN or uiN), the counters XLA counts."""
    if not isinstance(tensor_type, ir.ShapedType):
        return False
    return isinstance(ir.ShapedType(tensor_type).element_type, ir.IntegerType)


def _counter_range(tensor_type) -> tuple[int, int]:
    """The values an integer counter of ``tensor_type`` (a rank-0 tensor of iN or uiN) can hold."""
    element = ir.IntegerType(ir.ShapedType(tensor_type).element_type)
    width = element.width
    if element.is_unsigned:
        return 0, 2**width - 1
    return -(2 ** (width - 1)), 2 ** (width - 1) - 1


_MIRROR = {"LT": "GT", "LE": "GE", "GT": "LT", "GE": "LE", "NE": "NE"}


_HOLDS = {"LT": lambda a, b: a < b, "LE": lambda a, b: a <= b, "GT": lambda a, b: a > b,
          "GE": lambda a, b: a >= b, "NE": lambda a, b: a != b}


def _count(direction: str, start: int, limit: int, step: int) -> int | None:
    holds = _HOLDS.get(direction)
    if holds is not None and not holds(start, limit):
        return 0  # the condition is false before the first trip: the body never runs, whichever way it steps
    if direction in ("LT", "LE"):
        if step < 0:
            return None
        end = limit + (1 if direction == "LE" else 0)
        return max(0, math.ceil((end - start) / step))
    if direction in ("GT", "GE"):
        if step > 0:
            return None
        end = limit - (1 if direction == "GE" else 0)
        return max(0, math.ceil((start - end) / -step))
    if direction == "NE":
        distance = limit - start
        if distance % step or distance / step < 0:
            return None
        return distance // step
    return None


def _counter_step(body_block, index: int) -> int | None:
    terminator = _last_op(body_block)
    if terminator is None or index >= len(terminator.operands):
        return None
    update = _binary_op(terminator.operands[index], ("stablehlo.add", "stablehlo.subtract"))
    if update is None:
        return None
    op, lhs, rhs = update
    sign = 1 if op.name == "stablehlo.add" else -1
    if _block_argument_index(lhs, body_block) == index and (step := _constant_int(rhs)) is not None:
        return sign * step
    if op.name == "stablehlo.add" and _block_argument_index(rhs, body_block) == index:
        return _constant_int(lhs)
    return None


def _binary_op(value, names: tuple[str, ...]):
    """``(op, lhs, rhs)`` of the binary op computing ``value``, directly or as the op a fusion returns as
    ``value`` (its operands then mapped to the fusion's own), or None."""
    op = _defining_op(value)
    if op is None:
        return None
    if op.name in names:
        return op, op.operands[0], op.operands[1]
    if op.name != "mhlo.fusion":
        return None
    body = op.regions[0].blocks[0]
    returned = _last_op(body).operands
    number = ir.OpResult(value).result_number  # a multi-output fusion: the result the value is, not the first
    if number >= len(returned):
        return None
    inner = _defining_op(returned[number])
    if inner is None or inner.name not in names:
        return None
    outer = []
    for operand in (inner.operands[0], inner.operands[1]):
        index = _block_argument_index(operand, body)
        outer.append(op.operands[index] if index is not None else operand)
    return inner, outer[0], outer[1]


def _direction(compare) -> str:
    return stablehlo.ComparisonDirectionAttr(compare.attributes["comparison_direction"]).value


def _last_op(block):
    operations = block.operations
    return operations[len(operations) - 1].operation if len(operations) else None


def _defining_op(value):
    owner = value.owner
    return owner if hasattr(owner, "name") and hasattr(owner, "operands") else None


def _through_copies(value):
    """The value an `mhlo.copy` chain starts from (XLA copies loop counters)."""
    op = _defining_op(value)
    while op is not None and op.name == "mhlo.copy":
        value = op.operands[0]
        op = _defining_op(value)
    return value


def _block_argument_index(value, block) -> int | None:
    value = _through_copies(value)
    owner = value.owner
    if hasattr(owner, "arguments") and owner == block:
        return value.arg_number
    return None


def _constant_int(value) -> int | None:
    op = _defining_op(_through_copies(value))
    if op is None or op.name not in ("stablehlo.constant", "mhlo.constant", "arith.constant"):
        return None
    attr = op.attributes["value"]
    try:
        if hasattr(attr, "is_splat") and attr.is_splat:
            return int(attr.get_splat_value().value)
        return int(attr.value)
    except (AttributeError, TypeError, ValueError):
        return None
