"""One rank's program: a checked node graph that many ranks can share.

A ``RankProgram`` is immutable. SPMD ranks with the same program reference the
same object (builders deduplicate by content), so memory grows with distinct
programs, not with ranks. A compute node carries one ``NodeCost``: the exact
estimate its simulated ``duration_ns`` (whole microseconds, rounded up, as in a
Chakra trace) was taken from, and the FLOPs, bytes and bound behind it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from hespas.diagnostics import HespasError, SourceLocation

# what a node does
COMPUTE, COLLECTIVE, SEND, RECV, REPLAY, NOOP = range(6)

COLLECTIVE_KINDS = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all")


@dataclass(frozen=True)
class NodeCost:
    """What a compute node costs on the hardware it was lowered for: its estimated time (exact, as
    the cost model gave it), FLOPs, bytes read and written, and the roofline bound ("" when not known)."""

    time_ns: float
    flops: int = 0
    bytes: int = 0
    bound: str = ""


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
    cost: NodeCost | None = None  # COMPUTE nodes lowered from a module


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
