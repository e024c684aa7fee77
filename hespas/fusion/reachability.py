"""Which nodes of a DAG reach which, kept up to date while groups of nodes are merged into one node.

Multi-output fusion asks, thousands of times per block, whether a path leads from one kernel to another, the
kernels merged so far counting as one node each. XLA answers from a reachability map built once per
computation, a bit set per instruction (xla/hlo/ir/hlo_reachability.h, ``HloReachabilityMap``:
``IsReachable(a, b)`` reads one bit), which it updates after a fusion (``UpdateReachabilityThroughInstruction``).

Here: one bit matrix, a row per node of the nodes it reaches, every member of a group standing for the group
(so one bit answers a query, and a group's column, any member's, is the nodes that reach it). Merging two
groups that no path joins, or that only direct edges join (the merges multi-output fusion makes: the graph
stays acyclic), adds exactly the paths that enter one and leave the other: every node above the new group
now reaches everything below it. A node above both already did, so only the rows of nodes above exactly one
of the two change: one numpy operation on those rows.
"""

from __future__ import annotations

import numpy as np

_ONE = np.uint64(1)


class Reachability:
    """Reachability between the nodes ``0 .. n-1`` of a DAG (``successors[i]``: the nodes ``i`` has an edge
    to; ``order``: every node, each before its successors), as groups of nodes are merged. Rows are 64-bit
    words: node ``j`` is bit ``j & 63`` of word ``j >> 6``; only group roots' rows are kept up to date."""

    def __init__(self, successors: list, order: list[int]):
        count = len(successors)
        self.parent = list(range(count))
        self.successors = list(successors)  # per group root: its members' successors (never changed in place)
        below = [0] * count
        for node in reversed(order):
            bits = 0
            for successor in successors[node]:
                bits |= (1 << successor) | below[successor]
            below[node] = bits
        self.width = (count + 63) // 64 * 8  # bytes per row
        data = b"".join(bits.to_bytes(self.width, "little") for bits in below)
        self.rows = np.frombuffer(data, dtype="<u8").reshape(count, self.width // 8).copy()  # little-endian, as written
        self.members = [1 << node for node in range(count)]  # per group root

    def find(self, node: int) -> int:
        """The root of ``node``'s group."""
        parent = self.parent
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    def reaches(self, source: int, target: int) -> bool:
        """Whether a path leads from group ``source`` to group ``target`` (both roots)."""
        return (self.rows.item(source, target >> 6) >> (target & 63)) & 1 == 1

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
        rows = self.rows
        members = self.members[a] | self.members[b]
        self.members[a] = members
        members = np.frombuffer(members.to_bytes(self.width, "little"), dtype="<u8")
        below = rows[a] | rows[b]
        above_one = ((rows[:, a >> 6] >> np.uint64(a & 63)) ^ (rows[:, b >> 6] >> np.uint64(b & 63))) & _ONE
        rows[np.flatnonzero(above_one)] |= below | members
        rows[a] = below & ~members
        self.parent[b] = a
        self.successors[a] = [*self.successors[a], *self.successors[b]]
