"""Message sizes in bytes, following Chakra's ``comm_size`` convention.

``bytes`` is what one rank puts into the operation: the whole buffer for
all_reduce, reduce_scatter (its input) and all_to_all, the rank's input shard
for all_gather (the result is ``bytes`` x group size), the buffer sent for
collective_broadcast, collective_permute and send, and the buffer received for
recv (what its matching send sends). Variadic and tuple forms sum their tensors;
tokens weigh nothing. ``result_bytes`` is the sum of the op's result tensors.
"""

from __future__ import annotations

from hespas.comm.kinds import RECV
from hespas.costs.types import DynamicShapeError, TypeTable
from hespas.diagnostics import HespasError


def message_sizes(kind: str, operation, types: TypeTable) -> tuple[int, int]:
    """``(bytes, result_bytes)`` of a communication op (the collective itself, not an async wrapper)."""
    try:
        operand_bytes = types.nbytes(operation.operands)
        result_bytes = types.nbytes(operation.results)
    except DynamicShapeError as error:
        raise HespasError(f"cannot size '{operation.name}': {error}", operation.location) from None
    return (result_bytes if kind == RECV else operand_bytes), result_bytes
