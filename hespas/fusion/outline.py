"""Turning a kernel (``grouping.Kernel``) into an ``mhlo.fusion`` op, as XLA exports them.

The fusion takes the kernel's place (its root's position: every input is defined
before, every outside user comes after), takes the values the kernel uses from
outside as operands, in first-use order, and gives them to its body as block
arguments (the body is isolated from above); the body holds the kernel's ops in
program order and returns the root's results, which the fusion's results replace.

``outline_ops`` does the same for a kernel with several outputs (fused attention):
its results are every member result used outside it, and it sits after its last
member; ops in between that depend on a member move after it, in order.
"""

from __future__ import annotations

from hespas.fusion.grouping import Kernel, key, outside_kernel
from hespas.fusion.rules import FUSION_OP
from hespas.ir import ir
from hespas.ir_inputs import outside_inputs
from hespas.ir_rewrite import remap_operands


def outline_kernel(kernel: Kernel) -> None:
    members = kernel.in_program_order()
    inputs, nested_uses = _inputs(members, {result for record in kernel.records for result in record.results})
    root, root_results = kernel.root, kernel.records[0].results  # the root is the first member added
    location = root.location
    fusion = ir.Operation.create(
        FUSION_OP, results=[r.type for r in root_results], operands=inputs,
        attributes={"fusion_kind": ir.Attribute.parse(f"#mhlo<fusion_kind {kernel.kind}>")},
        regions=1, loc=location, ip=ir.InsertionPoint(root))
    for result, replacement in zip(root_results, fusion.results):
        result.replace_all_uses_with(replacement)
    body = fusion.regions[0].blocks.append(*[value.type for value in inputs], arg_locs=[location] * len(inputs))
    for op in members:
        body.append(op)
    ir.Operation.create("mhlo.return", operands=root_results, loc=location, ip=ir.InsertionPoint(body))
    remap = dict(zip(inputs, body.arguments))
    for op, nested in zip(members, nested_uses):
        remap_operands(op, remap, nested)


def _inputs(members: list, member_results: set | None = None) -> tuple[list, list[bool]]:
    """Values the members use that no member defines, in first-use order (nested regions included); and
    for each member whether an op nested in it uses one (only then its nested ops need rewiring).
    ``member_results``: the members' results, when already read."""
    if member_results is None:
        member_results = {result for op in members for result in op.results}
    inputs, nested_uses, _ = outside_inputs(members, member_results)
    return inputs, nested_uses


def outline_ops(block, members: list, kind: str, attributes: dict, contiguous: bool = False,
                outputs: list | None = None) -> str | None:
    """Outline ``members`` (ops of ``block``, in program order) as one fusion with one result per member
    result used outside; ``attributes`` (name -> string) are set on it. Returns why it cannot be done,
    changing nothing, or None. ``contiguous``: no other op lies between the members (nothing to move);
    ``outputs``, when given (with ``contiguous``), are those member results used outside, in order."""
    member_keys = {key(op) for op in members}
    first, last = members[0], members[-1]
    between, moved, moved_keys = False, [], set()
    for view in () if contiguous else block.operations:  # ops between the first and the last member that read one
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
    if outputs is None:
        outputs = [result for op in members for result in op.results
                   if any(outside_kernel(use.owner, member_keys, block_owner) for use in result.uses)]
    inputs, nested_uses = _inputs(members)
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
        for use in list(value.uses):
            if outside_kernel(use.owner, member_keys, block_owner):
                owner = getattr(use.owner, "operation", use.owner)
                owner.operands[use.operand_number] = replacement
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
