"""One rank's program for the simulator: a checked, compiled node graph that many ranks can share.

A ``RankProgram`` is immutable. SPMD ranks with the same trace reference the
same object (``RankProgram.from_chakra`` callers can deduplicate by content),
so memory grows with distinct programs, not with ranks.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from hespas.chakra import schema
from hespas.chakra.comm_groups import ALL_RANKS_PG_NAMES
from hespas.chakra.et_io import attr_value
from hespas.diagnostics import HespasError, SourceLocation

# what a node does
COMPUTE, COLLECTIVE, SEND, RECV, REPLAY, NOOP = range(6)

_COLLECTIVE_KINDS = {
    schema.ALL_REDUCE: "all_reduce",
    schema.ALL_GATHER: "all_gather",
    schema.REDUCE_SCATTER: "reduce_scatter",
    schema.ALL_TO_ALL: "all_to_all",
}


@dataclass(frozen=True)
class CollectiveOp:
    """A collective: ``group`` is a comm-group key (None: all ranks); ``involved_dims`` None: all."""

    kind: str
    size_bytes: int
    group: str | None = None
    involved_dims: tuple[bool, ...] | None = None


@dataclass(frozen=True)
class PeerOp:
    """The peer, tag and size of a send (peer = destination) or a receive (peer = source)."""

    peer: int
    tag: int
    size_bytes: int


@dataclass(frozen=True)
class ProgramNode:
    node_id: int
    name: str
    op: int
    duration_ns: int = 0  # COMPUTE and REPLAY
    comm: CollectiveOp | PeerOp | None = None
    deps: tuple[int, ...] = ()  # node ids this node waits for


class RankProgram:
    """A rank's nodes with dependencies resolved to indices; raises HespasError on a bad graph."""

    __slots__ = ("nodes", "successors", "indegree", "compute_ns", "has_point_to_point", "collective_groups",
                 "location", "_shape")

    def __init__(self, nodes: Sequence[ProgramNode], location: SourceLocation | None = None):
        self.location = location
        self.nodes = tuple(nodes)
        index: dict[int, int] = {}
        for position, node in enumerate(self.nodes):
            if node.node_id in index:
                raise HespasError(f"duplicate node id {node.node_id}", location)
            index[node.node_id] = position
        successors: list[list[int]] = [[] for _ in self.nodes]
        indegree = [0] * len(self.nodes)
        for position, node in enumerate(self.nodes):
            for dep in dict.fromkeys(node.deps):
                if dep not in index:
                    raise HespasError(f"node {node.node_id} ({node.name!r}) depends on node {dep}, "
                                      "which is not in the trace", location)
                successors[index[dep]].append(position)
                indegree[position] += 1
        self.successors = tuple(tuple(s) for s in successors)
        self.indegree = tuple(indegree)
        self._check_acyclic()
        self.compute_ns = sum(node.duration_ns for node in self.nodes if node.op == COMPUTE)
        self.has_point_to_point = any(node.op in (SEND, RECV) for node in self.nodes)
        self.collective_groups = tuple(node.comm.group for node in self.nodes if node.op == COLLECTIVE)
        self._shape = None

    @property
    def shape(self) -> tuple:
        """The program with comm-group names left out: ranks whose shapes are equal run the same
        program on (possibly) different groups."""
        if self._shape is None:
            self._shape = tuple(
                (node.node_id, node.op, node.duration_ns, node.deps,
                 replace(node.comm, group=None) if node.op == COLLECTIVE else node.comm)
                for node in self.nodes)
        return self._shape

    def _check_acyclic(self) -> None:
        remaining = list(self.indegree)
        ready = [i for i, count in enumerate(remaining) if count == 0]
        seen = 0
        while ready:
            position = ready.pop()
            seen += 1
            for successor in self.successors[position]:
                remaining[successor] -= 1
                if remaining[successor] == 0:
                    ready.append(successor)
        if seen < len(self.nodes):
            stuck = [self.nodes[i].node_id for i, count in enumerate(remaining) if count][:8]
            raise HespasError(f"dependency cycle among nodes {stuck}", self.location)

    @classmethod
    def from_chakra(cls, nodes: Sequence, location: SourceLocation | None = None) -> "RankProgram":
        """Compile Chakra ``Node`` messages (COMP_NODE time = duration_micros × 1000 ns, 0 → 1 ns)."""
        return cls([_program_node(node, location) for node in nodes], location)


def _program_node(node, location) -> ProgramNode:
    deps = tuple(node.data_deps) + tuple(node.ctrl_deps)
    what = f"node {node.id} ({node.name!r})"
    if node.type == schema.COMP_NODE:
        return ProgramNode(node.id, node.name, COMPUTE, max(node.duration_micros * 1000, 1), deps=deps)
    if node.type == schema.METADATA_NODE:
        return ProgramNode(node.id, node.name, NOOP, deps=deps)
    if node.type not in (schema.COMM_COLL_NODE, schema.COMM_SEND_NODE, schema.COMM_RECV_NODE):
        raise HespasError(f"{what} is a {_enum_name(schema.NodeType, node.type)}, which the simulator "
                          "does not model", location)
    if attr_value(node, "is_cpu_op", False):
        raise HespasError(f"{what} is a communication node marked is_cpu_op", location)
    size = _int_attr(node, "comm_size", what, location)
    if size < 0:  # a negative size would shorten the simulated time
        raise HespasError(f"{what}: comm_size must not be negative, not {size}", location)
    if node.type == schema.COMM_SEND_NODE:
        comm = PeerOp(_int_attr(node, "comm_dst", what, location), _int_attr(node, "comm_tag", what, location), size)
        return ProgramNode(node.id, node.name, SEND, comm=comm, deps=deps)
    if node.type == schema.COMM_RECV_NODE:
        comm = PeerOp(_int_attr(node, "comm_src", what, location), _int_attr(node, "comm_tag", what, location), size)
        return ProgramNode(node.id, node.name, RECV, comm=comm, deps=deps)
    comm_type = _int_attr(node, "comm_type", what, location)
    if comm_type == schema.BROADCAST:  # ASTRA-sim replays its recorded duration
        return ProgramNode(node.id, node.name, REPLAY, node.duration_micros * 1000, deps=deps)
    if comm_type not in _COLLECTIVE_KINDS:
        raise HespasError(f"{what}: unsupported collective {_enum_name(schema.CollectiveCommType, comm_type)}",
                          location)
    pg_name = attr_value(node, "pg_name", "")
    if not isinstance(pg_name, str):
        raise HespasError(f"{what}: pg_name must be a string", location)
    involved = attr_value(node, "involved_dim", None)
    if involved is not None and not all(isinstance(flag, bool) for flag in involved):
        raise HespasError(f"{what}: involved_dim must be a bool_list", location)
    comm = CollectiveOp(_COLLECTIVE_KINDS[comm_type], size, None if pg_name in ALL_RANKS_PG_NAMES else pg_name,
                        None if involved is None else tuple(involved))
    return ProgramNode(node.id, node.name, COLLECTIVE, comm=comm, deps=deps)


def _enum_name(enum_type, value: int) -> str:
    try:
        return enum_type(value).name
    except ValueError:
        return f"{enum_type.__name__} {value}"


def _int_attr(node, name: str, what: str, location) -> int:
    value = attr_value(node, name, None)
    if value is None:
        raise HespasError(f"{what} has no {name} attribute", location)
    if isinstance(value, bool) or not isinstance(value, int):
        raise HespasError(f"{what}: {name} must be an integer, not {type(value).__name__} {value!r}", location)
    return value
