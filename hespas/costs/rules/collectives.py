"""Collectives and point-to-point transfers: bytes only, the network model prices them.

bytes_read = operand bytes, bytes_written = result bytes (tokens count zero), no FLOPs:
an all_reduce's combiner runs inside the collective implementation.
"""

from __future__ import annotations

from hespas.costs.opcost import COLLECTIVE, OpCost
from hespas.costs.rules.common import for_dialects, read_write


def collective(op, types) -> OpCost:
    return read_write(op, types, COLLECTIVE)


_COLLECTIVES = (
    "all_gather all_reduce all_to_all collective_broadcast collective_permute cross-replica-sum reduce_scatter "
    "send recv"
).split()

RULES = for_dialects(_COLLECTIVES, collective)

COLLECTIVE_OPS = frozenset(RULES)
