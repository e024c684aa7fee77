"""The values a group of ops reads from outside it: one walk shared by hespas-fuse's outlining and
hespas-partition's block graph."""

from __future__ import annotations


def outside_inputs(ops: list, excluded: set, nested_predicate=None) -> tuple[list, list[bool], bool]:
    """Values ``ops`` or ops nested in them use that none of them defines (nor a block of theirs) and that are
    not in ``excluded`` (the group's own results), in first-use order; for each op whether an op nested in it
    uses one (only then its nested ops need rewiring); and whether ``nested_predicate`` holds for a nested op
    (False when it is None)."""
    found: dict = {}
    defined: set = set()
    nested_use = matched = False

    def visit(op, is_nested: bool) -> None:
        nonlocal nested_use, matched
        for value in op.operands:
            if value not in defined and value not in excluded:
                found[value] = None
                nested_use = nested_use or is_nested
        for region in op.regions:
            for block in region.blocks:
                defined.update(block.arguments)
                for child in block.operations:
                    child = child.operation
                    matched = matched or (nested_predicate is not None and nested_predicate(child))
                    visit(child, True)
                    defined.update(child.results)

    nested_uses = []
    for op in ops:
        nested_use = False
        visit(op, False)
        nested_uses.append(nested_use)
    return list(found), nested_uses, matched
