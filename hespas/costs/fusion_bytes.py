"""The HBM traffic of a fused kernel (`mhlo.fusion`): the bytes its body touches at its boundary.

A fused kernel reads only the elements its ops index, and writes only what it changes:
- an operand read by a `slice`, `dynamic_slice` or `gather` (as the sliced operand) costs the
  bytes of that op's result, not the whole operand: a `lax.scan` body slicing one layer out of a
  stacked `[L, ...]` buffer reads one layer per iteration;
- an operand that is a `dynamic_update_slice`'s updated buffer (operand 0) costs nothing to read:
  the kernel writes the update into it in place;
- a result produced by a `dynamic_update_slice` costs the update's bytes to write, the rest of the
  buffer being the (aliased) operand left as it was;
- `reshape` and `bitcast_convert` of the same width are views: their users are looked through;
- every other use reads the whole operand once, and all the ops of one kernel that read an operand
  share that read, so an operand never costs more than its size;
- slices of one operand that are the same slice (the same op, result type and attributes, and start
  indices computed alike from the same values) read their elements once: the kernel's threads load the
  same addresses. They arise where a sliced producer is copied into several kernels that multi-output
  fusion then merges.

These are XLA's rules for a fusion's bytes accessed (xla/service/hlo_cost_analysis.cc,
``HloCostAnalysis::FusionParameterReadBytes``: slice and dynamic-slice users cost their output,
a dynamic-update-slice's operand 0 costs nothing, other users share one read of the parameter;
``FusionProcessOutputBytesAccessed``: a dynamic-update-slice root writes its update's size) and what
XLA:GPU emits for them (a dynamic-update-slice fusion updates its buffer in place). Two choices
differ from that file: a gather's source costs the gathered bytes (XLA charges a fused gather's
source whole, although the kernel reads only the gathered rows), and the sum is capped at the
operand's size (XLA may count a parameter read by a slice and by an elementwise op twice). A third:
XLA sums every slice user, the same slice twice included.
"""

from __future__ import annotations

from hespas.ir import ir

_SLICING = frozenset(f"{d}.{op}" for d in ("stablehlo", "mhlo")
                     for op in ("slice", "dynamic_slice", "gather", "real_dynamic_slice"))
_IN_PLACE = frozenset({"stablehlo.dynamic_update_slice", "mhlo.dynamic_update_slice"})
_VIEWS = frozenset(f"{d}.{op}" for d in ("stablehlo", "mhlo") for op in ("reshape", "bitcast_convert"))
_RETURNS = frozenset({"mhlo.return", "stablehlo.return"})


def fusion_bytes(fusion, types) -> tuple[int, int]:
    """(bytes read, bytes written) of one execution of ``fusion``."""
    block = fusion.regions[0].blocks[0]
    operands = list(fusion.operands)
    arguments = list(block.arguments)
    isolated = len(arguments) == len(operands)  # else the body uses the operands themselves
    info = types.info
    read = 0
    in_place = [False]  # set when an operand is a dynamic_update_slice's buffer
    for operand, value in zip(operands, arguments if isolated else operands):
        whole = info(operand.type).nbytes
        read += min(whole, _touched(value, whole, types, in_place, None if isolated else fusion))
    if not in_place[0]:
        return read, types.nbytes(fusion.results)
    terminator = _terminator(block)
    written = 0
    for i, result in enumerate(fusion.results):
        written += _written(terminator, i, types) if terminator is not None else info(result.type).nbytes
    return read, written


def _touched(value, whole: int, types, in_place: list, within=None) -> int:
    """Bytes of ``value`` (``whole`` bytes in all) that its users (those inside ``within``, if given) read;
    ``in_place[0]`` is set when a user updates it in place. A view's users count as the value's, one frame
    per view on an explicit stack (a chain of thousands of reshapes is a valid body); each frame stops at
    ``whole``, which its viewer then adds."""
    frames = [[iter(list(value.uses)), 0, False, set()]]  # per view: its uses left, its bytes so far, read
    # whole, the slices of it counted
    computed: dict = {}  # each op's ``_computed_key``, shared by every slice of this value
    returned = None  # what the frame just finished gives its viewer
    while True:
        frame = frames[-1]
        if returned is not None:
            frame[1] += returned
            returned = None
        else:
            use = next(frame[0], None)
            if use is None:
                frames.pop()
                if not frames:
                    return frame[1]
                returned = frame[1]
                continue
            user = use.owner
            if within is not None and not _inside(user.operation, within):
                continue
            name = user.name
            if name in _SLICING and use.operand_number == 0:
                key = _same_slice_key(user, within, computed)
                if key in frame[3]:
                    continue
                frame[3].add(key)
                frame[1] += types.info(user.results[0].type).nbytes
            elif name in _IN_PLACE and use.operand_number == 0:
                in_place[0] = True
                continue
            elif name in _VIEWS and _same_width(user, types):
                frames.append([iter(list(user.results[0].uses)), 0, False, set()])
                continue
            elif not frame[2]:
                frame[2] = True
                frame[1] += whole
        if frame[1] >= whole:
            frames.pop()
            if not frames:
                return whole
            returned = whole


def _same_slice_key(op, within, computed: dict) -> tuple:
    """What makes two slicing ops of one operand read the same elements: name, result type, attributes and
    each index operand's ``_computed_key`` (``computed``: the ops' keys found so far, kept across calls)."""
    return (op.name, str(op.results[0].type), _attribute_texts(op),
            tuple(_computed_key(value, within, computed) for value in list(op.operands)[1:]))


def _computed_key(value, within, computed: dict):
    """A value by how it is computed inside the kernel: a block argument by its number, an op's result by the
    op's name, attributes and operands' keys (``computed`` holds each op's), with its result number; a value
    from outside ``within`` (a kernel that is not isolated from above) by itself. An explicit stack: a chain
    of thousands of ops is a valid body."""
    def leaf(value):
        if isinstance(value, ir.BlockArgument):
            return ("argument", value.arg_number)
        op = value.owner.operation
        if within is not None and not _inside(op, within):
            return value
        return None

    found = leaf(value)
    if found is not None:
        return found
    stack = [value.owner.operation]
    while stack:
        op = stack[-1]
        if op in computed:
            stack.pop()
            continue
        pending = [operand.owner.operation for operand in op.operands
                   if leaf(operand) is None and operand.owner.operation not in computed]
        if pending:
            stack.extend(pending)
            continue
        stack.pop()
        keys = []
        for operand in op.operands:
            key = leaf(operand)
            keys.append(key if key is not None else (computed[operand.owner.operation], operand.result_number))
        computed[op] = (op.name, _attribute_texts(op), tuple(keys))
    return computed[value.owner.operation], value.result_number


def _attribute_texts(op) -> tuple:
    attributes = op.attributes
    return tuple(sorted((name, str(attributes[name])) for name in attributes if not name.startswith("hespas.")))


def _written(terminator, index: int, types) -> int:
    value = terminator.operands[index]
    if isinstance(value, ir.OpResult) and value.owner.name in _IN_PLACE:
        return types.info(value.owner.operands[1].type).nbytes
    return types.info(value.type).nbytes


def _inside(op, ancestor) -> bool:
    parent = op.parent
    while parent is not None:
        if parent == ancestor:
            return True
        parent = parent.parent
    return False


def _terminator(block):
    operations = block.operations
    if not len(operations):
        return None
    last = operations[len(operations) - 1].operation
    return last if last.name in _RETURNS else None


def _same_width(op, types) -> bool:
    return types.info(op.operands[0].type).element_bits == types.info(op.results[0].type).element_bits
