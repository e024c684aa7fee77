"""What the ops of a block read from outside themselves: the values a group of ops reads (one walk shared by
hespas-fuse's outlining and hespas-partition's block graph), and the uses of the values a block defines, found
from the values' use lists rather than by walking the ops nested in the block's ops."""

from __future__ import annotations

from typing import Iterator


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


def block_value_uses(block, ops: list) -> Iterator[tuple[object, int | None, int, bool]]:
    """Every use of a value ``block`` defines (its arguments, then the results of ``ops``, the block's operations
    in order) by one of ``ops`` or by an op nested in one: (the value; the index in ``ops`` of the op defining
    it, None for an argument; the index of the op of ``ops`` that holds the use; whether the use is nested in
    that op rather than one of its own operands). A use elsewhere (another block of the same region) is not
    listed. Each value's use list is read once: the cost follows the uses, not the ops nested in ``ops``."""
    index_of = {op: index for index, op in enumerate(ops)}
    defined = [(argument, None) for argument in block.arguments]
    defined += [(result, index) for index, op in enumerate(ops) for result in op.results]
    for value, producer in defined:
        for use in value.uses:
            user = use.owner.operation
            holder = index_of.get(user)
            nested = holder is None
            while holder is None and user is not None:  # up to the op of the block that holds the use
                user = user.parent
                holder = index_of.get(user) if user is not None else None
            if holder is not None:
                yield value, producer, holder, nested
