"""``hespas.fusion.reachability.Reachability`` (multi-output fusion's reachability between kernels, updated as
kernels merge) against a plain graph search on the merged graph: random DAGs, numbered in a shuffled order,
and random merges of the kind multi-output fusion makes (two groups that no path joins, or that only direct
edges join); every query on every pair of groups checked before the first merge and after each one."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from hespas.fusion.reachability import Reachability


@st.composite
def dags(draw) -> tuple[list[list[int]], list[int], list[tuple[int, int]]]:
    """(successors per node, a topological order, candidate merges as pairs of nodes)."""
    count = draw(st.integers(1, 24))
    labels = draw(st.permutations(range(count)))  # node labels in no particular relation to the order
    successors: list[list[int]] = [[] for _ in range(count)]
    for i in range(count):
        for j in range(i + 1, count):
            if draw(st.integers(0, 9)) < 3:
                successors[labels[i]].append(labels[j])
    pairs = draw(st.lists(st.tuples(st.integers(0, count - 1), st.integers(0, count - 1)), max_size=40))
    return successors, list(labels), pairs


def _group_graph(successors: list[list[int]], group_of: dict) -> dict:
    """Edges between groups of the merged graph (none from a group to itself)."""
    edges: dict = {group: set() for group in set(group_of.values())}
    for node, targets in enumerate(successors):
        for target in targets:
            if group_of[node] != group_of[target]:
                edges[group_of[node]].add(group_of[target])
    return edges


def _reached(edges: dict, start) -> set:
    """The groups a path of one or more edges leads to from ``start``."""
    seen, pending = set(), list(edges[start])
    while pending:
        group = pending.pop()
        if group not in seen:
            seen.add(group)
            pending.extend(edges[group])
    return seen


def _check(reachability: Reachability, successors: list[list[int]], group_of: dict) -> None:
    edges = _group_graph(successors, group_of)
    root_of = {group: reachability.find(next(iter(group))) for group in edges}
    assert len(set(root_of.values())) == len(edges)  # one root per group, the same groups
    for source in edges:
        reached = _reached(edges, source)
        for target in edges:
            if target == source:
                continue
            a, b = root_of[source], root_of[target]
            assert reachability.reaches(a, b) == (target in reached)
            through_other = any(target in _reached(edges, other) for other in edges[source] if other != target)
            assert reachability.reaches_indirectly(a, b) == through_other


@settings(max_examples=300, deadline=None)
@given(dags())
def test_reachability_matches_a_graph_search_before_and_after_each_merge(dag):
    successors, order, pairs = dag
    reachability = Reachability(successors, order)
    group_of = {node: frozenset([node]) for node in range(len(successors))}
    _check(reachability, successors, group_of)
    for x, y in pairs:
        first, second = group_of[x], group_of[y]
        if first == second:
            continue
        edges = _group_graph(successors, group_of)
        forward = any(second in _reached(edges, other) for other in edges[first] if other != second)
        backward = any(first in _reached(edges, other) for other in edges[second] if other != first)
        if forward or backward:
            continue  # merging would make a cycle: multi-output fusion never asks for it
        reachability.merge(reachability.find(x), reachability.find(y))
        merged = first | second
        group_of.update((node, merged) for node in merged)
        _check(reachability, successors, group_of)
