"""Work of one application of a body region (reduce combiner, scatter update, sort comparator...).

The body is costed with the same rules as top-level ops (its values are scalars or
small tensors); only FLOPs and transcendentals count, since a body works in registers.
Ops without a rule (the terminator) add nothing.
"""

from __future__ import annotations


def body_work(region, types) -> tuple[int, int]:
    """(flops, transcendentals) of one execution of ``region``'s entry block."""
    from hespas.costs.registry import lookup  # imported here: the registry imports this module's users

    flops = transcendentals = 0
    for view in region.blocks[0].operations:
        op = view.operation
        rule = lookup(op.name)
        if rule is not None:
            cost = rule(op, types)
            flops += cost.flops
            transcendentals += cost.transcendentals
    return flops, transcendentals
