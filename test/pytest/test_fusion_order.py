"""Multi-output fusion reorders a block so that each merged kernel can be outlined in one place
(``multi_output._Merger.make_contiguous``): a stable topological order, the next node always the ready one
whose key comes first (``multi_output.stable_order``; here, as for the ops of no merged kernel, its last op's
position; ``make_contiguous`` keys a merged kernel by its earliest member kernel). It orders whole kernels, not their ops: a kernel
that merges with none is one node, placed by its root. Outlining keeps only the kernels' and the other ops'
places, so that is the same block as ordering every op on its own (each merged kernel's ops one node) when a
kernel's members other than its root are used inside the kernel only, as ``grouping`` forms kernels. Checked
here on random blocks, kernels formed that way and random merges, cycles included (both orders then fail)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from hespas.fusion.multi_output import stable_order


@st.composite
def blocks(draw) -> tuple[list[list[int]], list[set], list[int]]:
    """(each op's operands, ops numbered in program order; the kernels, sets of ops, each with its root the
    last; a merge label per kernel: kernels of one label above 0 merge)."""
    count = draw(st.integers(1, 30))
    operands = [sorted(set(draw(st.lists(st.integers(0, op - 1), max_size=3)))) if op else [] for op in range(count)]
    users: list[list[int]] = [[] for _ in range(count)]
    for op, reads in enumerate(operands):
        for producer in reads:
            users[producer].append(op)
    kernel_of: dict = {}
    kernels: list[set] = []
    for root in reversed(range(count)):  # as grouping forms kernels: a producer joins when all its users have
        if root in kernel_of or not draw(st.booleans()):
            continue
        members, pending = {root}, [root]
        while pending:
            for producer in operands[pending.pop()]:
                if producer not in kernel_of and all(user in members for user in users[producer]) \
                        and draw(st.booleans()):
                    members.add(producer)
                    kernel_of[producer] = len(kernels)
                    pending.append(producer)
        kernel_of[root] = len(kernels)
        kernels.append(members)
    labels = draw(st.lists(st.integers(0, 3), min_size=len(kernels), max_size=len(kernels)))
    return operands, kernels, labels


def _order(operands: list[list[int]], node_of: dict) -> list | None:
    """``stable_order`` of the nodes ``node_of`` maps ops to, each keyed by its last op."""
    keys: dict = {}
    for op, node in node_of.items():
        keys[node] = max(keys.get(node, -1), op)
    users: dict = {node: set() for node in keys}
    for op, reads in enumerate(operands):
        for producer in reads:
            if node_of[producer] != node_of[op]:
                users[node_of[producer]].add(node_of[op])
    return stable_order(keys, users)


@settings(max_examples=400, deadline=None)
@given(blocks())
def test_ordering_kernels_whole_places_them_as_ordering_every_op(block):
    operands, kernels, labels = block
    merged = {label for label in labels if label > 0 and labels.count(label) > 1}
    every_op: dict = {op: ("op", op) for op in range(len(operands))}  # every op its own node ...
    whole: dict = dict(every_op)
    for kernel, label in zip(kernels, labels):
        for op in kernel:
            if label in merged:  # ... but merged kernels, one node each in both orders
                every_op[op] = whole[op] = ("merged", label)
            else:  # a kernel no other joins: one node, known by its root, when ordering kernels whole
                whole[op] = ("op", max(kernel))
    by_op, by_kernel = _order(operands, every_op), _order(operands, whole)
    if by_op is None:
        assert by_kernel is None
        return
    places = set(whole.values())  # merged kernels, unmerged kernels' roots, ops of no kernel
    assert by_kernel == [node for node in by_op if node in places]
