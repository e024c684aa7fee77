"""Rank programs placed on a system: a collective whose group is exactly the line (or plane...)
through its ranks along some network dimensions names those dimensions (``involved_dims``)
instead of a group, so the topology-aware algorithm runs on them, as ASTRA-sim does.

A lowered program is system-independent (every group named by a key); ``place``
specialises it for one system, so a step lowered once can be simulated on many.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Mapping, Sequence

from hespas.program.nodes import COLLECTIVE, RankProgram


@dataclass
class CommGroups:
    """Distinct process groups, keyed "1", "2", ... in order of first use; a group of every rank has no key."""

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


def place(programs: Sequence[RankProgram], comm_groups: Mapping[str, Sequence[int]],
          system) -> tuple[list[RankProgram], dict[str, list[int]]]:
    """``(programs, comm_groups)`` for ``system`` (one NPU per rank): collectives on whole network
    dimensions name them, the other groups are keyed afresh in order of first use; ranks whose
    placed programs are equal share one object."""
    groups = CommGroups(len(programs))
    placed_by_program: dict[int, RankProgram] = {}
    placed_by_content: dict[tuple, RankProgram] = {}
    placed = []
    for rank, program in enumerate(programs):
        found = placed_by_program.get(id(program))
        if found is None:
            nodes = tuple(_placed_node(node, rank, comm_groups, groups, system) for node in program.nodes)
            found = placed_by_content.get(nodes)
            if found is None:
                found = placed_by_content[nodes] = RankProgram(nodes, program.location)
            placed_by_program[id(program)] = found
        placed.append(found)
    return placed, groups.as_dict()


def _placed_node(node, rank: int, comm_groups, groups: CommGroups, system):
    if node.op != COLLECTIVE or node.comm.group is None:
        return node
    members = tuple(comm_groups[node.comm.group])
    involved = involved_dims(members, rank, system)
    if involved is not None:
        return node._replace(comm=replace(node.comm, group=None, involved_dims=tuple(involved)))
    return node._replace(comm=replace(node.comm, group=groups.key(members) or None))


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
