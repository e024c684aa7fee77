"""Which nodes of a DAG reach which, kept up to date while groups of nodes are merged into one node.

Multi-output fusion asks, thousands of times per block, whether a path leads from one kernel to another, the
kernels merged so far counting as one node each. XLA answers from a reachability map: one bit set per
instruction, of the instructions that reach it, built once in post order
(xla/hlo/ir/hlo_reachability.h, ``HloReachabilityMap``: ``IsReachable(a, b)`` is ``bit_sets_[b].Get(a)``),
and updated after a fusion (``UpdateReachabilityThroughInstruction``). Here each group keeps two bit sets
(Python ints) over the original node numbers: the nodes below it (reached from it) and the nodes above it
(reaching it); a group's bit sets hold every member of each group they name, so one bit answers a query.

Merging groups ``a`` and ``b`` that no path joins, or that only direct edges join (the merges
multi-output fusion makes: the graph stays acyclic), adds exactly the paths that enter one and leave the
other: every group above the new group reaches every group below it. Groups above both (or below both)
already knew the other's side, so only those above (below) one of the two but not the other are updated.
"""

from __future__ import annotations

import numpy as np


class Reachability:
    """Reachability between the nodes ``0 .. n-1`` of a DAG (``successors[i]``: the nodes ``i`` has an edge
    to; ``order``: every node, each before its successors), as its groups of nodes are merged.

    One bit matrix, a row per node (packed bytes: bit ``j`` of row ``i`` is byte ``j >> 3``, bit ``j & 7``):
    a group root's row holds every member of every group it reaches, so a group's column (any member's) is
    the nodes that reach it. A merge ORs the new group's row into every row of that column, in one numpy
    operation; rows of nodes that are no longer roots are left as they were."""

    def __init__(self, successors: list[list[int]], order: list[int]):
        count = len(successors)
        self.parent = list(range(count))
        self.successors = [list(nodes) for nodes in successors]  # per group root: its members' successors
        self.members = [1 << node for node in range(count)]  # per group root, a bit per member
        below = [0] * count
        for node in reversed(order):
            bits = 0
            for successor in successors[node]:
                bits |= (1 << successor) | below[successor]
            below[node] = bits
        self.width = (count + 7) // 8
        self.rows = np.frombuffer(b"".join(bits.to_bytes(self.width, "little") for bits in below),
                                  dtype=np.uint8).reshape(count, self.width).copy()

    def find(self, node: int) -> int:
        """The root of ``node``'s group."""
        parent = self.parent
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    def reaches(self, source: int, target: int) -> bool:
        """Whether a path leads from group ``source`` to group ``target`` (both roots)."""
        return (int(self.rows[source, target >> 3]) >> (target & 7)) & 1 == 1

    def reaches_indirectly(self, source: int, target: int) -> bool:
        """Whether a path leads from group ``source`` to group ``target`` (both roots) through another group:
        one other than an edge from ``source`` straight to ``target``."""
        for successor in self.successors[source]:
            group = self.find(successor)
            if group != source and group != target and self.reaches(group, target):
                return True
        return False

    def merge(self, a: int, b: int) -> None:
        """Merge group ``b`` into group ``a`` (both roots; ``a`` stays the root). No path may join them other
        than edges from one straight to the other."""
        members = self.members[a] | self.members[b]
        member_row = np.frombuffer(members.to_bytes(self.width, "little"), dtype=np.uint8)
        rows = self.rows
        below = rows[a] | rows[b]
        above = (rows[:, a >> 3] & (1 << (a & 7))) | (rows[:, b >> 3] & (1 << (b & 7)))
        rows[above != 0] |= below | member_row
        rows[a] = below & ~member_row
        self.parent[b] = a
        self.members[a] = members
        self.successors[a] += self.successors[b]
