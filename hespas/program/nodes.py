"""One rank's program: a checked node graph that many ranks can share.

A ``RankProgram`` is immutable. SPMD ranks with the same program reference the
same object (builders deduplicate by content), so memory grows with distinct
programs, not with ranks. A compute node carries one ``CostRecord``
(``hespas.cost_record``): the exact estimate its simulated ``duration_ns`` (whole
microseconds, rounded up, as in a Chakra trace) was taken from, and the FLOPs,
bytes read and written and bound behind it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import NamedTuple, Sequence

from hespas.cost_record import CostRecord
from hespas.diagnostics import HespasError, SourceLocation

# what a node does
COMPUTE, COLLECTIVE, SEND, RECV, REPLAY, NOOP = range(6)

COLLECTIVE_KINDS = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all")


def node_cost(record: CostRecord) -> CostRecord:
    """The part of ``record`` a compute node keeps (and a saved program holds): its time, FLOPs, bytes
    read and written, and bound."""
    return CostRecord(record.flops, bytes_read=record.bytes_read, bytes_written=record.bytes_written,
                      time_ns=record.time_ns, bound=record.bound)


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


class ProgramNode(NamedTuple):
    """One node (a named tuple: immutable, and four times cheaper to create than a frozen
    dataclass, which matters for thousands of ranks of different programs)."""

    node_id: int
    name: str
    op: int
    duration_ns: int = 0  # COMPUTE and REPLAY
    comm: CollectiveOp | PeerOp | None = None
    deps: tuple[int, ...] = ()  # node ids this node waits for
    cost: CostRecord | None = None  # COMPUTE nodes lowered from a module: time_ns, flops, bytes, bound


class RankProgram:
    """A rank's nodes with dependencies resolved to indices; raises HespasError on a bad graph."""

    __slots__ = ("nodes", "successors", "indegree", "compute_ns", "has_point_to_point", "collective_groups",
                 "location", "_shape")

    def __init__(self, nodes: Sequence[ProgramNode], location: SourceLocation | None = None):
        self.location = location
        self.nodes = tuple(nodes)
        self.successors, self.indegree, problem = _graph(tuple([(node.node_id, node.deps) for node in self.nodes]))
        if problem is not None:
            what, position, detail = problem
            node = self.nodes[position]
            if what == "duplicate":
                raise HespasError(f"duplicate node id {node.node_id}", location)
            if what == "missing":
                raise HespasError(f"node {node.node_id} ({node.name!r}) depends on node {detail}, "
                                  "which is not in the trace", location)
            raise HespasError(f"dependency cycle among nodes {list(detail)}", location)
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


@lru_cache(maxsize=64)
def _graph(ids_and_deps: tuple) -> tuple:
    """(successors, indegree, problem) of the graph of (node id, deps) pairs, positions for ids;
    problem: None, ("duplicate", position, None), ("missing", position, dep) or ("cycle", 0,
    the first ids of at most 8 nodes on or after a cycle). Cached: ranks whose programs differ
    only in times or names share one graph, which is worked out and checked once."""
    index: dict[int, int] = {}
    for position, (node_id, _) in enumerate(ids_and_deps):
        if node_id in index:
            return (), (), ("duplicate", position, None)
        index[node_id] = position
    successors: list[list[int]] = [[] for _ in ids_and_deps]
    indegree = [0] * len(ids_and_deps)
    for position, (_, deps) in enumerate(ids_and_deps):
        for dep in dict.fromkeys(deps):
            if dep not in index:
                return (), (), ("missing", position, dep)
            successors[index[dep]].append(position)
            indegree[position] += 1
    remaining = list(indegree)
    ready = [i for i, count in enumerate(remaining) if count == 0]
    seen = 0
    while ready:
        position = ready.pop()
        seen += 1
        for successor in successors[position]:
            remaining[successor] -= 1
            if remaining[successor] == 0:
                ready.append(successor)
    if seen < len(ids_and_deps):
        stuck = tuple(ids_and_deps[i][0] for i, count in enumerate(remaining) if count)[:8]
        return (), (), ("cycle", 0, stuck)
    return tuple(tuple(s) for s in successors), tuple(indegree), None
