"""Assigning the compute ops of one block to regions, and ordering regions between the boundary ops.

Boundaries (communication and ops holding it) keep their program order; their
position in it is their index. Each compute op gets a key (lo, hi): lo = 1 + the
index of the latest boundary it transitively depends on (0 if none), hi = the
index of the earliest boundary that transitively depends on it (the number of
boundaries if none). Compute ops with equal keys form one region, in program
order. The new order of the block puts each region right after boundary lo-1,
or later past async starts/updates it does not feed (so it overlaps the async
communication), never past a done or a synchronous boundary; regions of one
slot by increasing key. A data edge always goes from a key to a key at least as
large in both coordinates, so this order keeps every true dependency and puts
no region after a communication result it does not depend on.

Then `max_region_ns` splits regions above it into runs of program order, and
`min_region_ns` merges each region below it into its nearest region neighbour
when that creates no cycle: always when no boundary separates them (same slot),
otherwise only when the earlier one feeds none of the boundaries between them
(the merged region then takes the later place).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from hespas.ir_inputs import block_value_uses, outside_inputs
from hespas.partition.classify import ASYNC_ISSUE_OPS, COMMUNICATION, COMPUTE, HOLDER, Classifier
from hespas.partition.costs import CostReader

TERMINATOR = "terminator"
OUTSIDE = -1  # producer index of a value defined outside the block (block or function arguments)


@dataclass
class BlockGraph:
    """The top-level ops of a block (terminator last) and the values each one uses from outside itself."""

    ops: list
    kinds: list[str]
    inputs: list[list[tuple]]  # per op: (value, index of the op defining it or OUTSIDE), first use first
    times_ns: list[float]
    nested_inputs: list[bool]  # per op: whether an op nested in it uses a value from outside it

    def is_boundary(self, index: int) -> bool:
        return self.kinds[index] in (COMMUNICATION, HOLDER)


@dataclass
class Region:
    ops: list[int]  # indices into BlockGraph.ops, program order
    time_ns: float


Item = Region | int  # a region, or the index of a boundary op


def build_graph(block, classifier: Classifier, costs: CostReader) -> BlockGraph:
    ops = [view.operation for view in block.operations]
    # each result of the block's ops -> its op's index (cheaper than asking a value for its owner op)
    producer = {result: i for i, op in enumerate(ops) for result in op.results}
    # In a function's only block nothing from further out is in scope: an op whose nested ops use none of the
    # block's values reads exactly its own operands. Which ops those are, the block's use lists tell.
    reads_nested = ({holder for _, _, holder, nested in block_value_uses(block, ops) if nested}
                    if _isolated(block) else None)
    inputs, kinds, nested_inputs = [], [], []
    for index, op in enumerate(ops):
        if reads_nested is None or index in reads_nested:  # one walk finds its inputs and nested communication
            uses, nested_use, nested_communication = _inputs(op, producer, classifier)
        else:
            uses = [(value, producer.get(value, OUTSIDE)) for value in dict.fromkeys(op.operands)]
            nested_use, nested_communication = False, len(op.regions) > 0 and classifier.nests_communication(op)
        inputs.append(uses)
        nested_inputs.append(nested_use)
        kinds.append(classifier.kind(op, nested_communication))
    kinds[-1] = TERMINATOR
    times_ns = [costs(op).time_ns for op in ops]
    return BlockGraph(ops, kinds, inputs, times_ns, nested_inputs)


def _isolated(block) -> bool:
    """Whether ``block`` is the only block of a function (isolated from above: no value from outside it in scope)."""
    owner = block.owner
    if owner is None:
        return False
    owner = owner.operation  # not func.FuncOp, whose `name` is the symbol's
    return owner.name == "func.func" and len(owner.regions[0].blocks) == 1


def _inputs(op, producer: dict, classifier: Classifier) -> tuple[list[tuple], bool, bool]:
    """Values `op` or ops nested in it use, defined outside `op`, with their producers
    (``producer``: the block's results by op index; any other value is OUTSIDE); whether an op nested in
    `op` uses one of them; and whether an op nested in `op` communicates (``Classifier.communicates``)."""
    values, (nested_use,), communicates = outside_inputs([op], set(), classifier.communicates)
    return [(value, producer.get(value, OUTSIDE)) for value in values], nested_use, communicates


def plan_block(graph: BlockGraph, min_region_ns: float, max_region_ns: float) -> list[Item]:
    """The block's new order: regions and boundary op indices."""
    sequence = initial_sequence(graph)
    if max_region_ns > 0:
        sequence = [part for item in sequence for part in _split(item, graph, max_region_ns)]
    if min_region_ns > 0:
        sequence = _Merger(graph, sequence, max_region_ns).run(min_region_ns)
    return sequence


def initial_sequence(graph: BlockGraph) -> list[Item]:
    keys = region_keys(graph)
    groups: dict[tuple[int, int], list[int]] = {}
    for i, key in keys.items():
        groups.setdefault(key, []).append(i)
    boundaries = [i for i in range(len(graph.ops)) if graph.is_boundary(i)]
    issues_async = [graph.ops[i].name in ASYNC_ISSUE_OPS for i in boundaries]
    by_slot: list[list[tuple[int, int]]] = [[] for _ in range(len(boundaries) + 1)]
    for lo, hi in groups:
        slot = lo
        while slot < hi and issues_async[slot]:
            slot += 1
        by_slot[slot].append((lo, hi))
    sequence: list[Item] = []
    for slot, keys_here in enumerate(by_slot):
        for key in sorted(keys_here):
            ops = groups[key]
            sequence.append(Region(ops, sum(graph.times_ns[i] for i in ops)))
        if slot < len(boundaries):
            sequence.append(boundaries[slot])
    return sequence


def region_keys(graph: BlockGraph) -> dict[int, tuple[int, int]]:
    """(lo, hi) of every compute op, by op index."""
    count = len(graph.ops)
    position, lo = {}, [0] * count
    for i in range(count):
        if graph.is_boundary(i):
            position[i] = len(position)
            lo[i] = position[i] + 1
        elif graph.kinds[i] == COMPUTE:
            lo[i] = max((lo[j] for _, j in graph.inputs[i] if j != OUTSIDE), default=0)
    hi = [len(position)] * count
    for i in reversed(range(count)):
        own = position[i] if i in position else hi[i]
        for _, j in graph.inputs[i]:
            if j != OUTSIDE and own < hi[j]:
                hi[j] = own
    return {i: (lo[i], hi[i]) for i in range(count) if graph.kinds[i] == COMPUTE}


def _split(item: Item, graph: BlockGraph, max_region_ns: float) -> list[Item]:
    if isinstance(item, int) or item.time_ns <= max_region_ns:
        return [item]
    parts, current, time_ns = [], [], 0.0
    for i in item.ops:
        if current and time_ns + graph.times_ns[i] > max_region_ns:
            parts.append(Region(current, time_ns))
            current, time_ns = [], 0.0
        current.append(i)
        time_ns += graph.times_ns[i]
    parts.append(Region(current, time_ns))
    return parts


class _Merger:
    """Merges small regions into neighbours, on a sequence of items with their data edges."""

    def __init__(self, graph: BlockGraph, sequence: list[Item], max_region_ns: float):
        self.items: list[Item | None] = list(sequence)
        self.order = list(range(len(sequence)))
        self.max_region_ns = max_region_ns
        owner = {}
        for k, item in enumerate(self.items):
            for i in _ops_of(item):
                owner[i] = k
        self.producers = [set() for _ in self.items]
        self.consumers = [set() for _ in self.items]
        for k, item in enumerate(self.items):
            for i in _ops_of(item):
                for _, j in graph.inputs[i]:
                    source = owner.get(j, k)
                    if source != k:
                        self.producers[k].add(source)
                        self.consumers[source].add(k)

    def run(self, min_region_ns: float) -> list[Item]:
        heap = [(item.time_ns, k) for k, item in enumerate(self.items) if self._small(k, min_region_ns)]
        heapq.heapify(heap)
        while heap:
            time_ns, k = heapq.heappop(heap)
            if self.items[k] is None or self.items[k].time_ns != time_ns:
                continue  # merged away, or grown since it was queued
            merged = self._merge_into_neighbour(k)
            if merged is None:
                continue
            for candidate in (merged, *self._neighbours(merged)):
                if candidate is not None and self._small(candidate, min_region_ns):
                    heapq.heappush(heap, (self.items[candidate].time_ns, candidate))
        return [self.items[k] for k in self.order]

    def _small(self, k: int, min_region_ns: float) -> bool:
        return isinstance(self.items[k], Region) and self.items[k].time_ns < min_region_ns

    def _neighbours(self, k: int) -> tuple[int | None, int | None]:
        """The nearest regions before and after item k (only boundaries lie between)."""
        at = self.order.index(k)
        before = next((j for j in reversed(self.order[:at]) if isinstance(self.items[j], Region)), None)
        after = next((j for j in self.order[at + 1:] if isinstance(self.items[j], Region)), None)
        return before, after

    def _merge_into_neighbour(self, k: int) -> int | None:
        before, after = self._neighbours(k)
        options = []
        for first, second, neighbour in ((before, k, before), (k, after, after)):
            if neighbour is None:
                continue
            crossed = self._crossed(first, second)
            if crossed is not None:
                options.append((len(crossed), self.items[neighbour].time_ns, first, second))
        if not options:
            return None
        _, _, first, second = min(options)
        return self._merge(first, second)

    def _crossed(self, first: int, second: int) -> list[int] | None:
        """The boundaries between two regions if merging them is valid, else None."""
        if self.max_region_ns > 0 and self.items[first].time_ns + self.items[second].time_ns > self.max_region_ns:
            return None
        between = self.order[self.order.index(first) + 1:self.order.index(second)]
        if not self.consumers[first].isdisjoint(between):
            return None
        return between

    def _merge(self, first: int, second: int) -> int:
        a, b = self.items[first], self.items[second]
        self.items[first] = Region(sorted(a.ops + b.ops), a.time_ns + b.time_ns)
        self.items[second] = None
        self.order.remove(first)
        self.order[self.order.index(second)] = first
        for edges, reverse in ((self.producers, self.consumers), (self.consumers, self.producers)):
            for other in edges[second]:
                reverse[other].discard(second)
                if other != first:
                    reverse[other].add(first)
            edges[first] |= edges[second]
            edges[first] -= {first, second}
            edges[second] = set()
        return first


def _ops_of(item: Item) -> list[int]:
    return [item] if isinstance(item, int) else item.ops
