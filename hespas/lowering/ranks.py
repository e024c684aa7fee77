"""From the rank-independent execution graph to each rank's Chakra nodes.

Compute nodes are the same on every rank. A collective becomes a COMM_COLL_NODE
on the ranks of its groups, naming the rank's group by `pg_name` (a key of the
comm-group file; a group of every rank needs no name). A collective_permute
becomes the rank's COMM_SEND_NODEs and COMM_RECV_NODEs, tagged with the node id
so peers match; a collective_broadcast becomes sends from each group's first
member. A rank that takes no part in a communication skips it: whatever depends
on it depends on its inputs instead. When the system is known and a group is
exactly the line (or plane...) through the rank along some network dimensions,
the collective names those dimensions with `involved_dim` instead of a group,
so ASTRA-sim runs its topology-aware algorithm on them.

COMP_NODE durations are whole microseconds in Chakra. They are rounded up, never
down to 0, and the exact value rides along in `hespas_duration_ns`.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass

from hespas.chakra import schema
from hespas.chakra.et_io import make_attr
from hespas.comm import chakra_comm_type, is_point_to_point, permute_transfers
from hespas.comm.kinds import COLLECTIVE_BROADCAST, RECV, SEND
from hespas.diagnostics import HespasError
from hespas.lowering.graph import COMPUTE, ExecutionGraph, GraphNode

DURATION_NS_ATTR = "hespas_duration_ns"


@dataclass
class CommGroups:
    """Distinct process groups, keyed "1", "2", ...; a group of every rank has no key."""

    num_ranks: int

    def __post_init__(self):
        self.keys: dict[tuple[int, ...], str] = {}

    def key(self, members: tuple[int, ...]) -> str:
        if len(members) == self.num_ranks:
            return ""
        found = self.keys.get(members)
        if found is None:
            found = self.keys[members] = str(len(self.keys) + 1)
        return found

    def as_dict(self) -> dict[str, list[int]]:
        return {key: list(members) for members, key in self.keys.items()}


class RankLowering:
    """Per-rank Chakra nodes for one execution graph (comm groups are collected across ranks)."""

    def __init__(self, graph: ExecutionGraph, num_ranks: int, location=None, system=None):
        self.graph = graph
        self.num_ranks = num_ranks
        self.system = system
        self.groups = CommGroups(num_ranks)
        self._group_of_rank: dict[int, list[tuple[int, ...] | None]] = {}
        for node in graph.comm_nodes:
            self._check_ranks(node, location)

    def _check_ranks(self, node: GraphNode, location) -> None:
        info = node.comm
        ids = [i for group in info.groups for i in group] + [i for pair in (info.pairs or []) for i in pair]
        bad = sorted({i for i in ids if not 0 <= i < self.num_ranks})
        if bad:
            raise HespasError(f"{node.name}: device ids {bad} are outside the {self.num_ranks} ranks", location)
        if info.kind in (SEND, RECV) and info.pairs is None and not info.is_host_transfer:
            raise HespasError(f"{node.name}: a {info.kind} without source_target_pairs names no peer; "
                              "it cannot be lowered", location)

    def rank_nodes(self, rank: int) -> list:
        """The Chakra Node messages of ``rank``, in graph order."""
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
                transfers = rank_transfers(info, rank)
                if not transfers[0] and not transfers[1]:
                    replaced[node.node_id] = tuple(deps)
                    continue
                ids = []
                for node_type, peer_key, (peer, size) in (
                        [(schema.COMM_SEND_NODE, "comm_dst", t) for t in transfers[0]]
                        + [(schema.COMM_RECV_NODE, "comm_src", t) for t in transfers[1]]):
                    message_id = node.node_id if not ids else next_id
                    if ids:
                        next_id += 1
                    ids.append(message_id)
                    nodes.append(_p2p_node(message_id, node, node_type, peer_key, peer, size, deps))
                replaced[node.node_id] = tuple(ids)
                continue
            members = _group_containing(info.groups, rank, self.num_ranks)
            if members is None:
                replaced[node.node_id] = tuple(deps)
                continue
            involved = None if self.system is None else involved_dims(members, rank, self.system)
            if involved is not None:
                nodes.append(_collective_node(node, deps, "", involved))
            else:
                nodes.append(_collective_node(node, deps, self.groups.key(members)))
        return nodes


def rank_transfers(info, rank: int):
    """``(sends, recvs)`` of ``rank`` in a point-to-point op or a collective_broadcast (root sends to all)."""
    if info.kind == COLLECTIVE_BROADCAST:
        sends, recvs = [], []
        for group in info.groups:
            if not group:
                continue
            root = group[0]
            if rank == root:
                sends = [(member, info.bytes) for member in group[1:]]
            elif rank in group:
                recvs = [(root, info.bytes)]
        return sends, recvs
    return permute_transfers(info, rank)


def _group_containing(groups: list[list[int]], rank: int, num_ranks: int) -> tuple[int, ...] | None:
    if not groups:
        return tuple(range(num_ranks))
    for group in groups:
        if rank in group:
            return tuple(sorted(group))
    return None


def _base_node(node_id: int, name: str, node_type: int, deps: list[int]):
    message = schema.Node(id=node_id, name=name, type=node_type)
    message.data_deps.extend(deps)
    message.attr.append(make_attr("is_cpu_op", False))
    return message


def _compute_node(node: GraphNode, deps: list[int]):
    message = _base_node(node.node_id, node.name, schema.COMP_NODE, deps)
    message.duration_micros = max(1, math.ceil(node.duration_ns / 1000.0))
    message.attr.append(make_attr(DURATION_NS_ATTR, max(1, round(node.duration_ns))))
    message.attr.append(make_attr("num_ops", node.flops))
    message.attr.append(make_attr("tensor_size", node.bytes_accessed))
    return message


def _collective_node(node: GraphNode, deps: list[int], pg_name: str, involved: list[bool] | None = None):
    message = _base_node(node.node_id, node.name, schema.COMM_COLL_NODE, deps)
    comm_type = chakra_comm_type(node.comm.kind)
    message.attr.append(make_attr("comm_type", int(comm_type)))
    message.attr.append(make_attr("comm_size", node.comm.bytes))
    if pg_name:
        message.attr.append(make_attr("pg_name", pg_name))
    if involved is not None:
        message.attr.append(make_attr("involved_dim", involved, kind="bool_list"))
    return message


def involved_dims(members: tuple[int, ...], rank: int, system) -> list[bool] | None:
    """The network dimensions a group spans, when it is exactly every rank that shares ``rank``'s
    coordinates on the other dimensions; None for any other group (and for the group of all ranks)."""
    if len(members) == system.num_npus or len(members) < 2:
        return None
    own = system.coordinates(rank)
    varying = [False] * len(own)
    for member in members:
        for dim, (mine, theirs) in enumerate(zip(own, system.coordinates(member))):
            if mine != theirs:
                varying[dim] = True
    span = math.prod(dimension.npus for dimension, spans in zip(system.dimensions, varying) if spans)
    return varying if span == len(members) else None


def _p2p_node(node_id: int, node: GraphNode, node_type: int, peer_key: str, peer: int, size: int, deps):
    suffix = "send" if node_type == schema.COMM_SEND_NODE else "recv"
    message = _base_node(node_id, f"{node.name}.{suffix}.{peer}", node_type, deps)
    message.attr.append(make_attr(peer_key, peer))
    message.attr.append(make_attr("comm_size", size))
    message.attr.append(make_attr("comm_tag", node.node_id))
    return message


def trace_fingerprint(nodes) -> bytes:
    """A digest of a rank's nodes: equal digests mean byte-identical traces."""
    digest = hashlib.sha256()
    for node in nodes:
        digest.update(node.SerializeToString(deterministic=True))
    return digest.digest()
