"""Which ops communicate, and what kind of communication each one is.

A kind is a dialect-neutral name: the collectives ``all_reduce``, ``all_gather``,
``reduce_scatter``, ``all_to_all`` and ``collective_broadcast``, and the
point-to-point kinds ``collective_permute``, ``send`` and ``recv``. StableHLO and
MHLO spell their twins alike; ``cross-replica-sum`` is an ``all_reduce`` (a sum
over replicas). XLA's asynchronous collectives come as an ``async_start`` that
wraps the collective (StableHLO: in its region; MHLO: in the function named by
``called_computation``); the ``async_start`` is the communication op and is
described by the collective it wraps.
"""

from __future__ import annotations

from hespas.diagnostics import HespasError
from hespas.ir import ir

ALL_REDUCE = "all_reduce"
ALL_GATHER = "all_gather"
REDUCE_SCATTER = "reduce_scatter"
ALL_TO_ALL = "all_to_all"
COLLECTIVE_BROADCAST = "collective_broadcast"
COLLECTIVE_PERMUTE = "collective_permute"
SEND = "send"
RECV = "recv"

KINDS = (ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER, ALL_TO_ALL, COLLECTIVE_BROADCAST, COLLECTIVE_PERMUTE, SEND, RECV)
POINT_TO_POINT_KINDS = frozenset({COLLECTIVE_PERMUTE, SEND, RECV})

_DIALECTS = ("stablehlo", "mhlo")

KIND_BY_OP_NAME: dict[str, str] = {
    f"{dialect}.{suffix}": kind
    for dialect in _DIALECTS
    for suffix, kind in (*((kind, kind) for kind in KINDS), ("cross-replica-sum", ALL_REDUCE))
}

ASYNC_START_OPS = frozenset(f"{dialect}.async_start" for dialect in _DIALECTS)


def chakra_comm_type(kind: str) -> "CollectiveCommType | None":
    """The Chakra collective type of a kind; None for point-to-point kinds (send/recv nodes instead)."""
    from hespas.chakra.schema import CollectiveCommType  # protobuf: imported by the Chakra writer's callers only

    if kind not in KINDS:
        raise ValueError(f"unknown communication kind {kind!r}")
    return {ALL_REDUCE: CollectiveCommType.ALL_REDUCE, ALL_GATHER: CollectiveCommType.ALL_GATHER,
            REDUCE_SCATTER: CollectiveCommType.REDUCE_SCATTER, ALL_TO_ALL: CollectiveCommType.ALL_TO_ALL,
            COLLECTIVE_BROADCAST: CollectiveCommType.BROADCAST}.get(kind)


def is_point_to_point(kind: str) -> bool:
    """True for ``collective_permute``, ``send`` and ``recv``: transfers between pairs, not a collective."""
    return kind in POINT_TO_POINT_KINDS


def comm_kind(op) -> str | None:
    """The kind of a communication op, or None for any other op.

    An ``async_start`` wrapping a collective has the wrapped collective's kind. A
    collective inside an ``async_start`` region gives None: its ``async_start``
    describes it, so a walk over every op annotates each transfer once.
    """
    operation = op.operation
    if operation.name in ASYNC_START_OPS:
        wrapped = wrapped_comm_op(operation)
        return None if wrapped is None else KIND_BY_OP_NAME[wrapped.name]
    kind = KIND_BY_OP_NAME.get(operation.name)
    if kind is not None:
        parent = operation.parent
        if parent is not None and parent.name in ASYNC_START_OPS:
            return None
    return kind


def wrapped_comm_op(async_start) -> "ir.Operation | None":
    """The communication op an ``async_start`` runs, or None if it runs something else.

    Raises HespasError when the wrapped computation holds more than one communication op.
    """
    operation = async_start.operation
    if operation.regions and len(operation.regions[0].blocks):
        body = operation.regions[0].blocks[0]
    else:
        body = _called_function(operation).regions[0].blocks[0]
    found = [inner for inner in body.operations if inner.operation.name in KIND_BY_OP_NAME]
    if len(found) > 1:
        raise HespasError(f"'{operation.name}' wraps {len(found)} communication ops; one is expected",
                          operation.location)
    return found[0].operation if found else None


def _called_function(operation) -> "ir.Operation":
    """The function an MHLO ``async_start`` names with ``called_computation``."""
    name = ir.FlatSymbolRefAttr(operation.attributes["called_computation"]).value
    module = enclosing_module(operation)
    try:
        return ir.SymbolTable(module)[name].operation
    except KeyError:
        raise HespasError(f"'{operation.name}' calls @{name}, which is not defined", operation.location) from None


def enclosing_module(operation) -> "ir.Operation":
    """The nearest ``builtin.module`` around an op: where its symbols (functions, meshes) live."""
    parent = operation.parent
    while parent is not None and parent.name != "builtin.module":
        parent = parent.parent
    if parent is None:
        raise HespasError(f"'{operation.name}' is not inside a module", operation.location)
    return parent
