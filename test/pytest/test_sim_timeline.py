"""The engine's opt-in timeline: what each rank ran when, and how long collectives waited."""

from __future__ import annotations

import pytest

from hespas.sim import (CollectiveOp, CollectiveSettings, LinkDimension, Network, PeerOp, ProgramNode, RankProgram,
                        TimelineEvent, simulate)
from hespas.program.nodes import COLLECTIVE, COMPUTE, NOOP, RECV, REPLAY, SEND

MiB = 1 << 20


def settings(dims=1, **overrides) -> CollectiveSettings:
    implementations = {kind: ("ring",) * dims
                       for kind in ("all_reduce", "all_gather", "reduce_scatter", "all_to_all")}
    return CollectiveSettings(implementations, **{"endpoint_delay_ns": 10, "local_mem_bw_GBps": 1000, **overrides})


def ring8() -> Network:
    return Network([LinkDimension("Ring", 8, 100, 500)])


def compute(node_id, micros, deps=()) -> ProgramNode:
    return ProgramNode(node_id, f"comp{node_id}", COMPUTE, micros * 1000, deps=tuple(deps))


def all_reduce(node_id, size=MiB, deps=(), group=None) -> ProgramNode:
    return ProgramNode(node_id, f"ar{node_id}", COLLECTIVE, comm=CollectiveOp("all_reduce", size, group),
                       deps=tuple(deps))


def run(nodes_per_rank, network=None, **kwargs):
    network = network or ring8()
    programs = [RankProgram(nodes) for nodes in nodes_per_rank]
    return simulate(programs, network, settings(len(network.dimensions)), record_timeline=True, **kwargs)


def by_node(events) -> dict[int, TimelineEvent]:
    return {event.node_index: event for event in events}


def lone_all_reduce_ns() -> int:
    return run([[all_reduce(0)]] * 8).max_finish_ns


def test_overlap_the_collective_runs_beside_the_compute():
    comm_ns = lone_all_reduce_ns()
    result = run([[compute(0, 100), all_reduce(1)]] * 8)
    events = by_node(result.timeline(3))
    assert events[0] == TimelineEvent(0, 0, 100_000, "compute", 0)
    assert events[1] == TimelineEvent(1, 0, comm_ns, "collective", 0)
    assert events[1].start_ns < events[0].end_ns and events[0].start_ns < events[1].end_ns


def test_chain_events_are_strictly_ordered():
    comm_ns = lone_all_reduce_ns()
    result = run([[compute(0, 40), all_reduce(1, deps=[0]), compute(2, 5, deps=[1])]] * 8)
    first, collective, last = (by_node(result.timeline(0))[i] for i in range(3))
    assert (first.start_ns, first.end_ns) == (0, 40_000)
    assert collective.issue_ns == collective.start_ns == first.end_ns
    assert collective.end_ns == 40_000 + comm_ns
    assert last.issue_ns == last.start_ns == collective.end_ns
    assert last.end_ns == result.max_finish_ns


def test_a_collective_waits_for_the_last_member_to_arrive():
    # each member starts its part when it issues it (no barrier, as in ASTRA-sim), but none can
    # finish before the late member's data has gone round: its start is recorded as then
    late = [compute(0, 50), all_reduce(1, deps=[0])]
    early = [compute(0, 10), all_reduce(1, deps=[0])]
    result = run([late] + [early] * 7)
    assert result.agents == 8
    waited = by_node(result.timeline(5))[1]
    assert (waited.issue_ns, waited.start_ns) == (10_000, 50_000)
    assert 50_000 < waited.end_ns == result.rank(5).finish_ns
    on_time = by_node(result.timeline(0))[1]
    assert on_time.issue_ns == on_time.start_ns == 50_000


def test_compute_issue_is_when_it_was_ready_start_when_the_stream_took_it():
    # lowest node id first: the 5 µs node 1 runs 1000-6000, the 1 µs node 2 waits for it
    result = run([[compute(0, 1), compute(1, 5, deps=[0]), compute(2, 1, deps=[0])]] * 8)
    events = by_node(result.timeline(0))
    assert (events[1].issue_ns, events[1].start_ns, events[1].end_ns) == (1000, 1000, 6000)
    assert (events[2].issue_ns, events[2].start_ns, events[2].end_ns) == (1000, 6000, 7000)


def test_events_are_listed_in_the_order_they_finished_and_noops_are_left_out():
    nodes = [compute(0, 3), ProgramNode(1, "marker", NOOP, deps=(0,)), compute(2, 2, deps=[1]), all_reduce(3)]
    result = run([nodes] * 8)
    events = result.timeline(0)
    assert sorted(event.node_index for event in events) == [0, 2, 3]
    assert [event.end_ns for event in events] == sorted(event.end_ns for event in events)


def test_point_to_point_and_replay_kinds():
    network = Network([LinkDimension("FullyConnected", 2, 100, 1000)])
    sender = [ProgramNode(0, "send", SEND, comm=PeerOp(1, 7, MiB)),
              ProgramNode(1, "bcast", REPLAY, 4000)]
    receiver = [compute(0, 30), ProgramNode(1, "recv", RECV, comm=PeerOp(0, 7, MiB), deps=(0,))]
    result = run([sender, receiver], network)
    arrival = network.message_time_ns(0, 1, MiB)
    sent = by_node(result.timeline(0))
    assert sent[0] == TimelineEvent(0, 0, arrival, "send", 0)
    # a replayed broadcast is a collective: it waits until the send (one at a time) has finished
    assert sent[1] == TimelineEvent(1, arrival, arrival + 4000, "replay", 0)
    received = by_node(result.timeline(1))[1]
    assert received == TimelineEvent(1, 30_000, max(30_000, arrival), "recv", 30_000)


def test_ranks_simulated_once_share_one_timeline():
    result = run([[compute(0, 100), all_reduce(1)]] * 8)
    assert result.agents == 1 and result.shared
    assert result.timeline(7) is result.timeline(0)
    assert list(result.ranks_of(0)) == list(range(8))


def test_timeline_changes_no_result():
    network = Network([LinkDimension("Switch", 4, 400, 500), LinkDimension("Ring", 4, 50, 1000)])
    config = settings(2, preferred_dataset_splits=3, active_chunks_per_dimension=2)
    layers = 5
    nodes = [compute(i, 7 + i % 3, deps=[i - 1] if i else []) for i in range(layers)]
    for j in range(layers):
        backward = layers + 2 * j
        nodes += [compute(backward, 11, deps=[backward - 1]), all_reduce(backward + 1, (j + 1) << 18, [backward])]
    programs = [RankProgram(nodes)] * 16
    for exploit_symmetry in (True, False):
        plain = simulate(programs, network, config, exploit_symmetry=exploit_symmetry)
        recorded = simulate(programs, network, config, exploit_symmetry=exploit_symmetry, record_timeline=True)
        assert list(plain) == list(recorded)
        for rank in recorded:
            events = recorded.timeline(rank.rank)
            assert len(events) == len(nodes)
            assert max(event.end_ns for event in events) == rank.finish_ns
            assert sum(event.end_ns - event.start_ns for event in events if event.kind == "compute") == rank.compute_ns
            assert all(event.issue_ns <= event.start_ns <= event.end_ns for event in events)


def test_without_record_timeline_there_is_none():
    result = simulate([RankProgram([compute(0, 1)])] * 8, ring8(), settings())
    assert not result.has_timeline
    with pytest.raises(ValueError, match="record_timeline"):
        result.timeline(0)
