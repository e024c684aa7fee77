"""From the rank-independent execution graph to each rank's program nodes (``hespas.program``).

Compute nodes are the same on every rank. A collective becomes a COLLECTIVE node
on the ranks of its groups, naming the rank's group by a key of the comm groups
(a group of every rank needs none). A collective_permute becomes the rank's SEND
and RECV nodes, tagged with the node id so peers match; a collective_broadcast
becomes sends from each group's first member. A rank that takes no part in a
communication skips it: whatever depends on it depends on its inputs instead.
Which groups are whole network dimensions is a question for the system the
program runs on (``hespas.program.placement``), not for the lowering.

A compute node's simulated duration is whole microseconds, rounded up, never down
to 0 (what a Chakra trace can hold, so the built-in simulator and ASTRA-sim run
the same program); its ``CostRecord`` keeps the exact estimate.
"""

from __future__ import annotations

import math

from hespas.comm import is_point_to_point, permute_transfers
from hespas.comm.kinds import COLLECTIVE_BROADCAST, RECV, SEND
from hespas.diagnostics import HespasError
from hespas.lowering.graph import COMPUTE, ExecutionGraph, GraphNode
from hespas.program import nodes as program
from hespas.program.placement import CommGroups


_NO_TRANSFERS: tuple[list, list] = ([], [])


class RankLowering:
    """Per-rank program nodes for one execution graph (comm groups are collected across ranks)."""

    def __init__(self, graph: ExecutionGraph, num_ranks: int, location=None):
        self.graph = graph
        self.num_ranks = num_ranks
        self.groups = CommGroups(num_ranks)
        self._group_of_rank: dict[int, list[tuple[int, ...] | None]] = {}
        self._transfers: dict[int, dict] = {}  # point-to-point node id -> its transfer_table, built once
        for node in graph.comm_nodes:
            self._check_ranks(node, location)

    def _check_ranks(self, node: GraphNode, location) -> None:
        info = node.comm
        location = node.location if node.location is not None else location  # the op at fault, where known
        ids = [i for group in info.groups for i in group] + [i for pair in (info.pairs or []) for i in pair]
        bad = sorted({i for i in ids if not 0 <= i < self.num_ranks})
        if bad:
            raise HespasError(f"{node.name}: device ids {bad} are outside the {self.num_ranks} ranks", location)
        if info.kind in (SEND, RECV) and info.pairs is None and not info.is_host_transfer:
            raise HespasError(f"{node.name}: a {info.kind} without source_target_pairs names no peer; "
                              "it cannot be lowered", location)

    def rank_nodes(self, rank: int) -> list:
        """The ``ProgramNode``s of ``rank``, in graph order."""
        nodes = []
        replaced: dict[int, tuple[int, ...]] = {}  # skipped node -> the ids standing for it

        def deps_of(node: GraphNode) -> list[int]:
            result: list[int] = []
            for dep in node.deps:
                result.extend(replaced.get(dep, (dep,)))
            return sorted(set(result))

        next_id = len(self.graph.nodes)
        for node in self.graph.nodes:
            deps = deps_of(node)
            if node.kind == COMPUTE:
                nodes.append(_compute_node(node, deps))
                continue
            info = node.comm
            if info.is_host_transfer:
                replaced[node.node_id] = tuple(deps)
                continue
            if is_point_to_point(info.kind) or info.kind == COLLECTIVE_BROADCAST:
                table = self._transfers.get(node.node_id)
                if table is None:
                    table = self._transfers[node.node_id] = transfer_table(info)
                transfers = table.get(rank, _NO_TRANSFERS)
                if not transfers[0] and not transfers[1]:
                    replaced[node.node_id] = tuple(deps)
                    continue
                ids = []
                for op, (peer, size) in ([(program.SEND, t) for t in transfers[0]]
                                         + [(program.RECV, t) for t in transfers[1]]):
                    message_id = node.node_id if not ids else next_id
                    if ids:
                        next_id += 1
                    ids.append(message_id)
                    nodes.append(_p2p_node(message_id, node, op, peer, size, deps))
                replaced[node.node_id] = tuple(ids)
                continue
            members = _group_containing(info.groups, rank, self.num_ranks)
            if members is None:
                replaced[node.node_id] = tuple(deps)
                continue
            nodes.append(_collective_node(node, deps, self.groups.key(members)))
        return nodes


def transfer_table(info) -> dict[int, tuple[list, list]]:
    """Every rank's ``(sends, recvs)`` in a point-to-point op or a collective_broadcast (each group's first
    member sends to the others); a rank that moves nothing is absent."""
    if info.kind != COLLECTIVE_BROADCAST:
        return permute_transfers(info)
    table: dict[int, tuple[list, list]] = {}
    for group in info.groups:
        if not group:
            continue
        root = group[0]
        table.setdefault(root, ([], []))[0][:] = [(member, info.bytes) for member in group[1:]]
        for member in group[1:]:
            if member != root:
                table.setdefault(member, ([], []))[1][:] = [(root, info.bytes)]
    return table


def _group_containing(groups: list[list[int]], rank: int, num_ranks: int) -> tuple[int, ...] | None:
    if not groups:
        return tuple(range(num_ranks))
    for group in groups:
        if rank in group:
            return tuple(sorted(group))
    return None


def _compute_node(node: GraphNode, deps: list[int]) -> program.ProgramNode:
    return program.ProgramNode(node.node_id, node.name, program.COMPUTE,
                               max(1, math.ceil(node.cost.time_ns / 1000.0)) * 1000, deps=tuple(deps), cost=node.cost)


def _collective_node(node: GraphNode, deps: list[int], group: str) -> program.ProgramNode:
    comm = program.CollectiveOp(node.comm.kind, node.comm.bytes, group or None)
    return program.ProgramNode(node.node_id, node.name, program.COLLECTIVE, comm=comm, deps=tuple(deps))


def _p2p_node(node_id: int, node: GraphNode, op: int, peer: int, size: int, deps) -> program.ProgramNode:
    suffix = "send" if op == program.SEND else "recv"
    return program.ProgramNode(node_id, f"{node.name}.{suffix}.{peer}", op,
                               comm=program.PeerOp(peer, node.node_id, size), deps=tuple(deps))
