"""Small IR rewriting helpers shared by the passes that outline ops into new functions or kernels."""

from __future__ import annotations


def remap_operands(op, remap: dict, nested: bool = True) -> None:
    """Replace, in ``op`` and (unless ``nested`` is false) every op nested in its regions, each operand
    found in ``remap``."""
    operands = op.operands
    for position, value in enumerate(operands):
        replacement = remap.get(value)
        if replacement is not None:
            operands[position] = replacement
    if not nested:
        return
    for region in op.regions:
        for block in region.blocks:
            for nested in block.operations:
                remap_operands(nested.operation, remap)


def top_level_user(user, block_owner):
    """The op of the block whose parent op is ``block_owner`` that holds ``user``: ``user`` itself, or the op
    whose regions nest it."""
    user = getattr(user, "operation", user)
    while True:
        parent = user.parent
        parent = getattr(parent, "operation", parent)
        if parent is None or parent == block_owner:
            return user
        user = parent
