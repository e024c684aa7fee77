"""Turning a kernel (``grouping.Kernel``) into an ``mhlo.fusion`` op, as XLA exports them.

The fusion takes the kernel's place (its root's position: every input is defined
before, every outside user comes after), takes the values the kernel uses from
outside as operands, in first-use order, and gives them to its body as block
arguments (the body is isolated from above); the body holds the kernel's ops in
program order and returns the root's results, which the fusion's results replace.
"""

from __future__ import annotations

from hespas.fusion.grouping import Kernel, key
from hespas.fusion.rules import FUSION_OP
from hespas.ir import ir
from hespas.ir_rewrite import remap_operands


def outline_kernel(kernel: Kernel) -> None:
    members = kernel.in_program_order()
    inputs = _inputs(members, kernel.keys)
    root = kernel.root
    location = root.location
    fusion = ir.Operation.create(
        FUSION_OP, results=[r.type for r in root.results], operands=inputs,
        attributes={"fusion_kind": ir.Attribute.parse(f"#mhlo<fusion_kind {kernel.kind}>")},
        regions=1, loc=location, ip=ir.InsertionPoint(root))
    for result, replacement in zip(root.results, fusion.results):
        result.replace_all_uses_with(replacement)
    body = fusion.regions[0].blocks.append(*[value.type for value in inputs], arg_locs=[location] * len(inputs))
    for op in members:
        body.append(op)
    ir.Operation.create("mhlo.return", operands=list(root.results), loc=location, ip=ir.InsertionPoint(body))
    remap = dict(zip(inputs, body.arguments))
    for op in members:
        remap_operands(op, remap)


def _inputs(members: list, member_keys: set) -> list:
    """Values the members use that no member defines, in first-use order (nested regions included)."""
    found: dict = {}
    defined: set = set()

    def visit(op):
        for value in op.operands:
            if value not in defined and value not in found:
                owner = value.owner if isinstance(value, ir.OpResult) else None
                if owner is None or key(owner) not in member_keys:
                    found[value] = None
        for region in op.regions:
            for nested in region.blocks:
                defined.update(nested.arguments)
                for child in nested.operations:
                    visit(child.operation)
                    defined.update(child.operation.results)

    for op in members:
        visit(op)
    return list(found)
