"""Turning a kernel (``grouping.Kernel``) into an ``mhlo.fusion`` op, as XLA exports them.

The fusion takes the kernel's place (its root's position: every input is defined
before, every outside user comes after), takes the values the kernel uses from
outside as operands, in first-use order, and gives them to its body as block
arguments (the body is isolated from above); the body holds the kernel's ops in
program order and returns the root's results, which the fusion's results replace.

``outline_records`` does the same for a multi-output kernel (``multi_output``), from grouping's records: its
results are the member results used outside it, and it sits where its last member is. Both read no operand
through the bindings again: the records say what each member reads (an op with regions, a reduction, is
read again for its nested ops), and ``replaced`` says which of those values outlining has replaced since.

``outline_ops`` outlines ops not grouped from records (fused attention, library epilogues) the same way:
its results are every member result used outside it, and it sits after its last
member; ops in between that depend on a member move after it, in order.
"""

from __future__ import annotations

from hespas.fusion.grouping import Kernel, key, outside_kernel
from hespas.fusion.rules import FUSION_OP
from hespas.ir import ir
from hespas.ir_inputs import outside_inputs
from hespas.ir_rewrite import remap_operands


def outline_kernel(kernel: Kernel, replaced: dict) -> None:
    """Outline ``kernel`` (grouping's records, read no further through the bindings); ``replaced``: the values
    outlining has replaced so far in the block (a kernel's old result -> its fusion's), updated."""
    records = kernel.records[::-1]  # in program order (the root, the first member added, last)
    inputs, wiring = _record_inputs([kernel], records, replaced)
    root, root_results = kernel.root, kernel.records[0].results
    location = root.location
    fusion = ir.Operation.create(
        FUSION_OP, results=[r.type for r in root_results], operands=inputs,
        attributes={"fusion_kind": ir.Attribute.parse(f"#mhlo<fusion_kind {kernel.kind}>")},
        regions=1, loc=location, ip=ir.InsertionPoint(root))
    for result, replacement in zip(root_results, fusion.results):
        result.replace_all_uses_with(replacement)
        replaced[result] = replacement
    _fill_body(fusion, records, inputs, wiring, root_results, location)


def outline_records(kernels: list[Kernel], records: list, kind: str, replaced: dict) -> None:
    """Outline ``kernels`` (merged by multi-output fusion; ``records``: their members, in program order, no
    other op between them) as one fusion where the last of them is, with one result per member result an op
    outside them reads (``BlockOp.uses``; a use nested in an op outside is asked of the bindings: only the op
    reading is known, not which of its results); ``replaced`` as for ``outline_kernel``. Only a kernel's root
    has users outside its kernel (``grouping``), so only the roots' uses are looked at."""
    numbers = {kernel.number for kernel in kernels}  # a record's node is its kernel's number
    read_outside = set()  # roots with one result read by an op outside; the values read, of the others
    nested_outside = set()  # roots read by an op nested in an op outside
    internal_users: dict = {}  # each root read by members -> those members' ops
    read_nested = set()  # roots read by an op nested in a member
    for kernel in kernels:
        root = kernel.records[0]
        for user, number, nested in root.uses:
            if user.node in numbers:
                internal_users.setdefault(root, {})[user.op] = None
                if nested:
                    read_nested.add(root)
            elif nested:
                nested_outside.add(root)
            else:
                read_outside.add(root if len(root.results) == 1 else user.operands[number])
    last = records[-1].op
    block_owner = last.parent if nested_outside or read_nested else None
    member_keys = {record.key for record in records} if block_owner is not None else None
    outputs, output_of = [], []
    for record in records:
        if record.index:  # not a root
            continue
        single = len(record.results) == 1
        for result in record.results:
            if ((record if single else result) in read_outside or record in nested_outside and any(
                    outside_kernel(use.owner, member_keys, block_owner) for use in result.uses)):
                outputs.append(result)
                output_of.append(record)
    inputs, wiring = _record_inputs(kernels, records, replaced)
    location = last.location
    fusion = ir.Operation.create(
        FUSION_OP, results=[value.type for value in outputs], operands=inputs,
        attributes={"fusion_kind": ir.Attribute.parse(f"#mhlo<fusion_kind {kind}>")},
        regions=1, loc=location, ip=ir.InsertionPoint(last))
    last.move_before(fusion)
    replacements = fusion.results
    for value, replacement, owner in zip(outputs, replacements, output_of):
        users = internal_users.get(owner, ())
        if not users:
            value.replace_all_uses_with(replacement)
        elif len(users) == 1 and owner not in read_nested:  # every use but that member's, in use-list order
            value.replace_all_uses_except(replacement, next(iter(users)).operation)
        else:  # (the bindings' list form of the exceptions is not relied on) each use outside, one by one
            _replace_uses_outside(value, replacement, {record.key for record in records}, last.parent)
    replaced.update(zip(outputs, replacements))
    _fill_body(fusion, records, inputs, wiring, outputs, location)


def _replace_uses_outside(value, replacement, member_keys: set, block_owner) -> None:
    """Make each use of ``value`` by an op neither a member (``member_keys``: their keys) nor nested in one
    use ``replacement``, in use-list order."""
    for use in list(value.uses):
        if outside_kernel(use.owner, member_keys, block_owner):
            owner = getattr(use.owner, "operation", use.owner)
            owner.operands[use.operand_number] = replacement


def _record_inputs(kernels: list[Kernel], records: list, replaced: dict) -> tuple[list, list]:
    """Values the members of ``kernels`` (``records``, in program order) use that no member defines, in
    first-use order, and per member how to rewire it to the body's arguments: (operand number, input) pairs,
    or for an op with regions whether an op nested in it uses an input. A member's operands come from the
    kernels' ``not_taken`` (the others are members' results); an op with regions is read through the
    bindings for its nested ops (``outside_inputs``). ``replaced``: values outlining replaced since grouping
    read the operands."""
    numbers = {kernel.number for kernel in kernels}
    outside: dict = {}  # member -> its operands from outside, in order: (operand number, value)
    for kernel in kernels:
        for value, member, number, producer in kernel.not_taken:
            if producer is None or producer.node not in numbers:
                outside.setdefault(member, []).append((number, value))
    found: dict = {}
    wiring = []
    for record in records:
        if record.nested:
            # the member results it or an op nested in it reads: its operands not from outside, and the
            # results of the members its nested ops read (``BlockOp.reads``)
            outside_numbers = {number for number, _ in outside.get(record, ())}
            inside = {value for number, value in enumerate(record.operands) if number not in outside_numbers}
            inside.update(result for producer, _, nested in record.reads if nested and producer.node in numbers
                          for result in producer.results)
            values, (nested_use,), _ = outside_inputs([record.op], inside)
            found.update(dict.fromkeys(values))
            wiring.append(nested_use)
            continue
        wires = outside.get(record, ())
        if wires:
            wires = [(number, replaced.get(value, value)) for number, value in wires]
            found.update(dict.fromkeys(value for _, value in wires))
        wiring.append(wires)
    return list(found), wiring


def _fill_body(fusion, records: list, inputs: list, wiring: list, returned: list, location) -> None:
    """Move the members into ``fusion``'s body, return ``returned`` from it and rewire the members' inputs to
    the body's arguments (``_record_inputs``' wiring)."""
    body = fusion.regions[0].blocks.append(*[value.type for value in inputs], arg_locs=[location] * len(inputs))
    for record in records:
        body.append(record.op)
    ir.Operation.create("mhlo.return", operands=returned, loc=location, ip=ir.InsertionPoint(body))
    remap = dict(zip(inputs, body.arguments))
    for record, wires in zip(records, wiring):
        if record.nested:
            remap_operands(record.op, remap, wires)
            continue
        if wires:
            operands = record.op.operands
            for position, value in wires:
                operands[position] = remap[value]


def outline_ops(block, members: list, kind: str, attributes: dict) -> str | None:
    """Outline ``members`` (ops of ``block``, in program order) as one fusion with one result per member
    result used outside; ``attributes`` (name -> string) are set on it. Returns why it cannot be done,
    changing nothing, or None."""
    member_keys = {key(op) for op in members}
    first, last = members[0], members[-1]
    between, moved, moved_keys = False, [], set()
    for view in block.operations:  # ops between the first and the last member that read one
        op = view.operation
        if op == first:
            between = True
        elif op == last:
            break
        elif between and key(op) not in member_keys and _reads(op, member_keys | moved_keys):
            moved.append(op)
            if len(op.results):
                moved_keys.add(key(op))
    if moved_keys and any(_reads(op, moved_keys) for op in members):
        return "a member reads a value computed from another member outside the kernel"
    block_owner = members[0].parent
    outputs = [result for op in members for result in op.results
               if any(outside_kernel(use.owner, member_keys, block_owner) for use in result.uses)]
    inputs, nested_uses, _ = outside_inputs(members, {result for op in members for result in op.results})
    location = last.location
    fusion = ir.Operation.create(
        FUSION_OP, results=[value.type for value in outputs], operands=inputs,
        attributes={"fusion_kind": ir.Attribute.parse(f"#mhlo<fusion_kind {kind}>"),
                    **{name: ir.StringAttr.get(text) for name, text in attributes.items()}},
        regions=1, loc=location, ip=ir.InsertionPoint(last))
    last.move_before(fusion)
    for op in reversed(moved):
        op.move_after(fusion)
    for value, replacement in zip(outputs, fusion.results):
        _replace_uses_outside(value, replacement, member_keys, block_owner)
    body = fusion.regions[0].blocks.append(*[value.type for value in inputs], arg_locs=[location] * len(inputs))
    for op in members:
        body.append(op)
    ir.Operation.create("mhlo.return", operands=outputs, loc=location, ip=ir.InsertionPoint(body))
    remap = dict(zip(inputs, body.arguments))
    for op, nested in zip(members, nested_uses):
        remap_operands(op, remap, nested)
    return None


def _reads(op, keys: set) -> bool:
    """Whether ``op`` (or an op nested in it) has an operand defined by an op of ``keys``."""
    for value in op.operands:
        if isinstance(value, ir.OpResult):
            owner = value.owner
            if key(getattr(owner, "operation", owner)) in keys:
                return True
    return any(_reads(nested.operation, keys) for region in op.regions for block in region.blocks
               for nested in block.operations)
